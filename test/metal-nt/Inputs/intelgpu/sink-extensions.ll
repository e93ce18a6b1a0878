; An index extended to 64 bits in the entry block and used for addresses
; there and in a later block.
; kernel void copy_positive(device const float *a [[buffer(0)]], device float *b [[buffer(1)]],
;                           uint i [[thread_position_in_grid]]) {
;   float v = a[i];
;   if (v > 0) b[i] = v;
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @copy_positive(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i32 %i) {
entry:
  %e = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %e
  %v = load float, ptr addrspace(1) %p, align 4
  %c = fcmp ogt float %v, 0.0
  br i1 %c, label %then, label %done
then:
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i64 %e
  store float %v, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}

!air.kernel = !{!0}
!air.version = !{!10}
!0 = !{ptr @copy_positive, !{}, !1}
!1 = !{!2, !3, !4}
!2 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!3 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!4 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!10 = !{i32 2, i32 7, i32 0}
