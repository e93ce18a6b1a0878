; SIMD-group and quad functions on vectors, 64-bit and bfloat values
; (lower::lowerSIMDGroupByParts): each lane's 16 input bytes seen as float4,
; ulong2, half8, int4 and bfloat8; outputs at 16-byte slots 0-6 of the
; lane's 128 bytes (simd-vectors.py computes them).
define void @sv(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %lane) {
  %g = zext i32 %lane to i64
  %pa = getelementptr <4 x float>, ptr addrspace(1) %in, i64 %g
  %a = load <4 x float>, ptr addrspace(1) %pa
  %ai = bitcast <4 x float> %a to <4 x i32>
  %l = bitcast <4 x float> %a to <2 x i64>
  %h = bitcast <4 x float> %a to <8 x half>
  %bf = bitcast <4 x float> %a to <8 x bfloat>
  %r1 = call <4 x float> @air.simd_shuffle_down.v4f32(<4 x float> %a, i16 3)
  %r2 = call <2 x i64> @air.simd_shuffle_xor.s.v2i64(<2 x i64> %l, i16 5)
  %r3 = call <8 x half> @air.simd_broadcast.v8f16(<8 x half> %h, i16 7)
  %r4 = call <4 x float> @air.simd_sum.v4f32(<4 x float> %a)
  %r5 = call <4 x i32> @air.quad_shuffle.s.v4i32(<4 x i32> %ai, i16 2)
  %r6 = call <8 x bfloat> @air.simd_shuffle_up.v8bf16(<8 x bfloat> %bf, i16 1)
  %r7 = call <4 x i32> @air.simd_prefix_inclusive_sum.s.v4i32(<4 x i32> %ai)
  %o = getelementptr [8 x <4 x i32>], ptr addrspace(1) %out, i64 %g
  %o1 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 0
  store <4 x float> %r1, ptr addrspace(1) %o1
  %o2 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 1
  store <2 x i64> %r2, ptr addrspace(1) %o2
  %o3 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 2
  store <8 x half> %r3, ptr addrspace(1) %o3
  %o4 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 3
  store <4 x float> %r4, ptr addrspace(1) %o4
  %o5 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 4
  store <4 x i32> %r5, ptr addrspace(1) %o5
  %o6 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 5
  store <8 x bfloat> %r6, ptr addrspace(1) %o6
  %o7 = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 6
  store <4 x i32> %r7, ptr addrspace(1) %o7
  ret void
}
declare <4 x float> @air.simd_shuffle_down.v4f32(<4 x float>, i16) convergent
declare <2 x i64> @air.simd_shuffle_xor.s.v2i64(<2 x i64>, i16) convergent
declare <8 x half> @air.simd_broadcast.v8f16(<8 x half>, i16) convergent
declare <4 x float> @air.simd_sum.v4f32(<4 x float>) convergent
declare <4 x i32> @air.quad_shuffle.s.v4i32(<4 x i32>, i16) convergent
declare <8 x bfloat> @air.simd_shuffle_up.v8bf16(<8 x bfloat>, i16) convergent
declare <4 x i32> @air.simd_prefix_inclusive_sum.s.v4i32(<4 x i32>) convergent
; is_uniform at i32, float4 and ulong: lane / 8 (uniform in groups of 8,
; not of 32), a float4 of lane / 32, a ulong of lane & 1 (never uniform).
define void @iu(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %lane) {
  %g = zext i32 %lane to i64
  %d8 = lshr i32 %lane, 3
  %d32 = lshr i32 %lane, 5
  %f = uitofp i32 %d32 to float
  %v0 = insertelement <4 x float> poison, float %f, i64 0
  %v = shufflevector <4 x float> %v0, <4 x float> poison, <4 x i32> zeroinitializer
  %odd = and i64 %g, 1
  %u1 = call i1 @air.is_uniform.i32(i32 %d8)
  %u2 = call i1 @air.is_uniform.v4f32(<4 x float> %v)
  %u3 = call i1 @air.is_uniform.i64(i64 %odd)
  %b1 = zext i1 %u1 to i32
  %b2 = zext i1 %u2 to i32
  %b3 = zext i1 %u3 to i32
  %s2 = shl i32 %b2, 1
  %s3 = shl i32 %b3, 2
  %r1 = or i32 %b1, %s2
  %r = or i32 %r1, %s3
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %o
  ret void
}
declare i1 @air.is_uniform.i32(i32) convergent
declare i1 @air.is_uniform.v4f32(<4 x float>) convergent
declare i1 @air.is_uniform.i64(i64) convergent

!air.kernel = !{!0, !6}
!0 = !{ptr @sv, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"lane"}
!6 = !{ptr @iu, !1, !2}
