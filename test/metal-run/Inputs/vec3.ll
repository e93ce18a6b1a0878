; float3 values in three-register tuples, by hand in AIR, for metal-run's
; tests of the Apple G13 code generator: device and threadgroup loads and
; stores of whole vectors (one xyz access each; a float3 takes 16 bytes in
; memory), element-wise arithmetic, an element read and one written at a
; per-lane index. Metal source:
;
; kernel void vec3(device const float3 *in [[buffer(0)]],
;                  device float3 *out [[buffer(1)]],
;                  threadgroup float3 *tg [[threadgroup(0)]],   // 64
;                  uint gid [[thread_position_in_grid]],
;                  uint lid [[thread_position_in_threadgroup]]) {
;   float4 v = in[gid];
;   tg[lid] = v * 2.0f;
;   threadgroup_barrier(mem_flags::mem_threadgroup);
;   float4 w = tg[lid ^ 1];
;   float e = w[gid % 3];
;   w[(gid + 1) % 3] = v.x;
;   out[gid] = w + e;
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @vec3(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out,
                  ptr addrspace(3) noalias %tg, i32 %gid, i32 %lid) #0 {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds <3 x float>, ptr addrspace(1) %in, i64 %g
  %v = load <3 x float>, ptr addrspace(1) %ip, align 16
  %v2 = fmul <3 x float> %v, <float 2.0, float 2.0, float 2.0>
  %l = zext i32 %lid to i64
  %tp = getelementptr inbounds <3 x float>, ptr addrspace(3) %tg, i64 %l
  store <3 x float> %v2, ptr addrspace(3) %tp, align 16
  call void @air.wg.barrier(i32 2, i32 1)
  %lx = xor i32 %lid, 1
  %lxz = zext i32 %lx to i64
  %tq = getelementptr inbounds <3 x float>, ptr addrspace(3) %tg, i64 %lxz
  %w = load <3 x float>, ptr addrspace(3) %tq, align 16
  %k = urem i32 %gid, 3
  %e = extractelement <3 x float> %w, i32 %k
  %g1 = add i32 %gid, 1
  %j = urem i32 %g1, 3
  %vx = extractelement <3 x float> %v, i32 0
  %w2 = insertelement <3 x float> %w, float %vx, i32 %j
  %ei = insertelement <3 x float> poison, float %e, i32 0
  %es = shufflevector <3 x float> %ei, <3 x float> poison, <3 x i32> zeroinitializer
  %r = fadd <3 x float> %w2, %es
  %op = getelementptr inbounds <3 x float>, ptr addrspace(1) %out, i64 %g
  store <3 x float> %r, ptr addrspace(1) %op, align 16
  ret void
}

declare void @air.wg.barrier(i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @vec3, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16, !17}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float3", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float3", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float3", !"air.arg_name", !"tg"}
!16 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!17 = !{i32 4, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
