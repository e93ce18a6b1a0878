; A SIMD-group reduction by shuffles whose result only lane 0 uses, after
; its `if`: MLX's gemv in shape (utils/library-compare.py found it). The
; Intel back end once let MachineSink move the lane reads, and the adds
; that feed them, into the `if`, where the other channels never computed
; what lane 0 reads.
;
;   kernel void sum_rows(device const float *m, device float *out,
;                        uint2 tg [[threadgroup_position_in_grid]],
;                        uint lane [[thread_index_in_simdgroup]]) {
;     float v = m[tg.x * 32 + lane] * float(lane + 1);
;     for (ushort d = 16; d >= 1; d >>= 1) v += simd_shuffle_down(v, d);
;     if (lane == 0) out[tg.x] = v;
;   }
declare float @air.simd_shuffle_down.f32(float, i16)

define void @sum_rows(ptr addrspace(1) noalias %m, ptr addrspace(1) noalias %out,
                      <2 x i32> %tg, i32 %lane) {
entry:
  %row = extractelement <2 x i32> %tg, i32 0
  %base = mul i32 %row, 32
  %i = add i32 %base, %lane
  %p = getelementptr inbounds float, ptr addrspace(1) %m, i32 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %l1 = add i32 %lane, 1
  %lf = uitofp i32 %l1 to float
  %v0 = fmul fast float %x, %lf
  %s16 = call fast float @air.simd_shuffle_down.f32(float %v0, i16 16)
  %v1 = fadd fast float %v0, %s16
  %s8 = call fast float @air.simd_shuffle_down.f32(float %v1, i16 8)
  %v2 = fadd fast float %v1, %s8
  %s4 = call fast float @air.simd_shuffle_down.f32(float %v2, i16 4)
  %v3 = fadd fast float %v2, %s4
  %s2 = call fast float @air.simd_shuffle_down.f32(float %v3, i16 2)
  %v4 = fadd fast float %v3, %s2
  %s1 = call fast float @air.simd_shuffle_down.f32(float %v4, i16 1)
  %v5 = fadd fast float %v4, %s1
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %row
  store float %v5, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @sum_rows, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"m"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"tg"}
!6 = !{i32 3, !"air.thread_index_in_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lane"}
