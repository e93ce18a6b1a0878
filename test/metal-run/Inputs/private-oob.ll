; A private array indexed by an input, for metal-run's checks of private
; accesses (an index outside the array is undefined in Metal; metal-run
; fails the dispatch instead of writing over its own stack). Metal source:
;
; kernel void private_index(device const uint *in [[buffer(0)]],
;                           device uint *out [[buffer(1)]],
;                           uint gid [[thread_position_in_grid]]) {
;   uint a[4] = {1, 2, 3, 4};
;   a[in[gid]] = 7;
;   out[gid] = a[0] + a[1] + a[2] + a[3];
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @private_index(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %a = alloca [4 x i32], align 4
  %a1 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 1
  %a2 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 2
  %a3 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 3
  store i32 1, ptr %a, align 4
  store i32 2, ptr %a1, align 4
  store i32 3, ptr %a2, align 4
  store i32 4, ptr %a3, align 4
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %i = load i32, ptr addrspace(1) %ip, align 4
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i64
  store i32 7, ptr %p, align 4
  %v0 = load i32, ptr %a, align 4
  %v1 = load i32, ptr %a1, align 4
  %v2 = load i32, ptr %a2, align 4
  %v3 = load i32, ptr %a3, align 4
  %s0 = add i32 %v0, %v1
  %s1 = add i32 %s0, %v2
  %s2 = add i32 %s1, %v3
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s2, ptr addrspace(1) %op, align 4
  ret void
}

!air.kernel = !{!0}
!air.version = !{!30}
!0 = !{ptr @private_index, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!30 = !{i32 2, i32 6, i32 0}
