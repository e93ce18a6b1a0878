; A private array of SIMD-group matrices indexed in loops, as llama.cpp's
; kernel_mul_mm_* keep their accumulators. Metal source:
;
; kernel void accumulate(device const float *in [[buffer(0)]],  // 4 x 64 + 64 floats
;                        device float *out [[buffer(1)]]) {     // 4 x 64 floats
;   simdgroup_float8x8 acc[4];
;   for (int i = 0; i < 4; i++) acc[i] = make_filled_simdgroup_matrix<float, 8>(0.f);
;   simdgroup_float8x8 B;
;   simdgroup_load(B, in + 256, 8);
;   for (int k = 0; k < 2; k++)
;     for (int i = 0; i < 4; i++) {
;       simdgroup_float8x8 A;
;       simdgroup_load(A, in + 64 * i, 8);
;       simdgroup_multiply_accumulate(acc[i], A, B, acc[i]);   // twice: 2 A B
;     }
;   for (int i = 0; i < 4; i++) simdgroup_store(acc[i], out + 64 * i, 8);
; }
target triple = "air64-apple-macosx14.0.0"

define void @accumulate(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %acc = alloca [4 x <64 x float>], align 256
  br label %zero
zero:
  %i = phi i64 [ 0, %entry ], [ %i1, %zero ]
  %p = getelementptr inbounds [4 x <64 x float>], ptr %acc, i64 0, i64 %i
  store <64 x float> zeroinitializer, ptr %p, align 256
  %i1 = add i64 %i, 1
  %zdone = icmp eq i64 %i1, 4
  br i1 %zdone, label %prep, label %zero
prep:
  %bp = getelementptr inbounds float, ptr addrspace(1) %in, i64 256
  %B = call <64 x float> @air.simdgroup_matrix_8x8_load.v64f32.p1f32(ptr addrspace(1) %bp, i64 8, <2 x i64> zeroinitializer, i1 false)
  br label %outer
outer:
  %k = phi i64 [ 0, %prep ], [ %k1, %inner.end ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %off = mul i64 %j, 64
  %ap = getelementptr inbounds float, ptr addrspace(1) %in, i64 %off
  %A = call <64 x float> @air.simdgroup_matrix_8x8_load.v64f32.p1f32(ptr addrspace(1) %ap, i64 8, <2 x i64> zeroinitializer, i1 false)
  %cp = getelementptr inbounds [4 x <64 x float>], ptr %acc, i64 0, i64 %j
  %C = load <64 x float>, ptr %cp, align 256
  %D = call <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float> %A, <64 x float> %B, <64 x float> %C)
  store <64 x float> %D, ptr %cp, align 256
  %j1 = add i64 %j, 1
  %jdone = icmp eq i64 %j1, 4
  br i1 %jdone, label %inner.end, label %inner
inner.end:
  %k1 = add i64 %k, 1
  %kdone = icmp eq i64 %k1, 2
  br i1 %kdone, label %store, label %outer
store:
  %s = phi i64 [ 0, %inner.end ], [ %s1, %store ]
  %sp = getelementptr inbounds [4 x <64 x float>], ptr %acc, i64 0, i64 %s
  %S = load <64 x float>, ptr %sp, align 256
  %soff = mul i64 %s, 64
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %soff
  call void @air.simdgroup_matrix_8x8_store.v64f32.p1f32(<64 x float> %S, ptr addrspace(1) %op, i64 8, <2 x i64> zeroinitializer, i1 false)
  %s1 = add i64 %s, 1
  %sdone = icmp eq i64 %s1, 4
  br i1 %sdone, label %exit, label %store
exit:
  ret void
}

declare <64 x float> @air.simdgroup_matrix_8x8_load.v64f32.p1f32(ptr addrspace(1), i64, <2 x i64>, i1)
declare <64 x float> @air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32(<64 x float>, <64 x float>, <64 x float>)
declare void @air.simdgroup_matrix_8x8_store.v64f32.p1f32(<64 x float>, ptr addrspace(1), i64, <2 x i64>, i1)

!air.kernel = !{!0}
!0 = !{ptr @accumulate, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
