; A SIMD-group matrix built and read through thread_elements(), in
; registers, as Apple's compiler leaves it after SROA (MLX's Winograd
; transforms, Metal FlashAttention). Metal source:
;
; kernel void elements(device const float *in [[buffer(0)]],  // 128 floats
;                      device float *out [[buffer(1)]],       // 64 floats
;                      uint lane [[thread_index_in_simdgroup]]) {
;   simdgroup_float8x8 A, B;
;   A.thread_elements()[0] = in[2 * lane];
;   A.thread_elements()[1] = in[2 * lane + 1];
;   B.thread_elements()[0] = in[64 + 2 * lane];
;   B.thread_elements()[1] = in[64 + 2 * lane + 1];
;   simdgroup_float8x8 D = A * B;           // multiply_accumulate, C = 0
;   out[2 * lane] = D.thread_elements()[0];
;   out[2 * lane + 1] = D.thread_elements()[1];
; }
target triple = "air64-apple-macosx14.0.0"

define void @elements(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %lane) {
  %i0 = shl i32 %lane, 1
  %i1 = or i32 %i0, 1
  %j0 = add i32 %i0, 64
  %j1 = add i32 %i1, 64
  %pa0 = getelementptr float, ptr addrspace(1) %in, i32 %i0
  %pa1 = getelementptr float, ptr addrspace(1) %in, i32 %i1
  %pb0 = getelementptr float, ptr addrspace(1) %in, i32 %j0
  %pb1 = getelementptr float, ptr addrspace(1) %in, i32 %j1
  %a0 = load float, ptr addrspace(1) %pa0
  %a1 = load float, ptr addrspace(1) %pa1
  %b0 = load float, ptr addrspace(1) %pb0
  %b1 = load float, ptr addrspace(1) %pb1
  %A0 = insertelement <64 x float> undef, float %a0, i64 0
  %A = insertelement <64 x float> %A0, float %a1, i64 1
  %B0 = insertelement <64 x float> undef, float %b0, i64 0
  %B = insertelement <64 x float> %B0, float %b1, i64 1
  %D = call <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float> %A, <64 x float> %B, <64 x float> zeroinitializer)
  %d0 = extractelement <64 x float> %D, i64 0
  %d1 = extractelement <64 x float> %D, i64 1
  %po0 = getelementptr float, ptr addrspace(1) %out, i32 %i0
  %po1 = getelementptr float, ptr addrspace(1) %out, i32 %i1
  store float %d0, ptr addrspace(1) %po0
  store float %d1, ptr addrspace(1) %po1
  ret void
}

declare <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float>, <64 x float>, <64 x float>)

!air.kernel = !{!0}
!0 = !{ptr @elements, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_index_in_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lane"}
