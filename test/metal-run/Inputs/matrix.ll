; SIMD-group matrices, by hand in AIR (both load/store forms Apple's
; compiler has used). Metal source:
;
; kernel void matmul(device const float *a [[buffer(0)]],   // 16 x 16, row-major
;                    device const half *b [[buffer(1)]],    // 16 x 16
;                    device float *c [[buffer(2)]]) {       // 16 x 16
;   simdgroup_float8x8 A, C = make_filled_simdgroup_matrix<float, 8>(0.5f);
;   simdgroup_half8x8 B;
;   simdgroup_load(A, a, 16, ulong2(8, 0));          // rows 0-7, columns 8-15
;   simdgroup_load(B, b, 16, ulong2(0, 8), true);    // the transpose of rows 8-15, columns 0-7
;   simdgroup_multiply_accumulate(C, A, B, C);
;   simdgroup_store(C, c, 16, ulong2(4, 4));         // rows 4-11, columns 4-11
;   simdgroup_float8x8 I = make_identity...(2.0f);   // init_diag: 2 I
;   simdgroup_multiply_accumulate(C, I, A, C);       // C + 2 A, stored with the
;   simdgroup_store(C, c + 0, ...)                   //   AIR 2.8 form at rows 8-15, columns 8-15
; }
target triple = "air64-apple-macosx14.0.0"

define void @matmul(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
  %cinit = call <64 x float> @air.simdgroup_matrix_8x8_init_filled.v64f32.f32(float 0.5)
  %A = call <64 x float> @air.simdgroup_matrix_8x8_load.v64f32.p1f32(ptr addrspace(1) %a, i64 16, <2 x i64> <i64 8, i64 0>, i1 false)
  %B = call <64 x half> @air.simdgroup_matrix_8x8_load.v64f16.p1f16(ptr addrspace(1) %b, i64 16, <2 x i64> <i64 0, i64 8>, i1 true)
  %C = call <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f16.v64f32(<64 x float> %A, <64 x half> %B, <64 x float> %cinit)
  call void @air.simdgroup_matrix_8x8_store.v64f32.p1f32(<64 x float> %C, ptr addrspace(1) %c, i64 16, <2 x i64> <i64 4, i64 4>, i1 false)
  %I = call <64 x float> @air.simdgroup_matrix_8x8_init_diag.v64f32.f32(float 2.0)
  %D = call <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float> %I, <64 x float> %A, <64 x float> %C)
  call void @air.simdgroup_matrix_8x8_store.v64f32.p1f32.new(<64 x float> %D, ptr addrspace(1) %c, <2 x i64> <i64 16, i64 8>, <2 x i64> <i64 1, i64 16>, <2 x i64> <i64 8, i64 8>)
  ret void
}

declare <64 x float> @air.simdgroup_matrix_8x8_init_filled.v64f32.f32(float)
declare <64 x float> @air.simdgroup_matrix_8x8_init_diag.v64f32.f32(float)
declare <64 x float> @air.simdgroup_matrix_8x8_load.v64f32.p1f32(ptr addrspace(1), i64, <2 x i64>, i1)
declare <64 x half> @air.simdgroup_matrix_8x8_load.v64f16.p1f16(ptr addrspace(1), i64, <2 x i64>, i1)
declare <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f16.v64f32(<64 x float>, <64 x half>, <64 x float>)
declare <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float>, <64 x float>, <64 x float>)
declare void @air.simdgroup_matrix_8x8_store.v64f32.p1f32(<64 x float>, ptr addrspace(1), i64, <2 x i64>, i1)
declare void @air.simdgroup_matrix_8x8_store.v64f32.p1f32.new(<64 x float>, ptr addrspace(1), <2 x i64>, <2 x i64>, <2 x i64>)

!air.kernel = !{!0}
!0 = !{ptr @matmul, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"half", !"air.arg_name", !"b"}
!5 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"c"}
