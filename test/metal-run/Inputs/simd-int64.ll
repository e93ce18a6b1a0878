; 64-bit SIMD-group reductions (lower::lowerSIMDGroupByParts on the G13 and
; Intel: every lane's two words read with simd_broadcast and combined where
; active): sum, unsigned max, signed min and xor of a ulong per lane, and
; the sum of a ulong2. Outputs at 8-byte slots 0-5 of each lane's 48 bytes.
define void @r64(ptr addrspace(1) noalias %out, i32 %gid) {
  %g = zext i32 %gid to i64
  %m = mul i64 %g, 4294967303
  %s = shl i64 %g, 40
  %x = xor i64 %m, %s
  %neg = sub i64 0, %x
  %y = select i1 true, i64 %neg, i64 %x
  %r1 = call i64 @air.simd_sum.s.i64(i64 %x)
  %r2 = call i64 @air.simd_max.u.i64(i64 %y)
  %r3 = call i64 @air.simd_min.s.i64(i64 %y)
  %r4 = call i64 @air.simd_xor.s.i64(i64 %x)
  %v0 = insertelement <2 x i64> poison, i64 %x, i64 0
  %v = insertelement <2 x i64> %v0, i64 %y, i64 1
  %r5 = call <2 x i64> @air.simd_sum.s.v2i64(<2 x i64> %v)
  %o = getelementptr [6 x i64], ptr addrspace(1) %out, i64 %g
  store i64 %r1, ptr addrspace(1) %o
  %o2 = getelementptr i64, ptr addrspace(1) %o, i64 1
  store i64 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o, i64 2
  store i64 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o, i64 3
  store i64 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i64, ptr addrspace(1) %o, i64 4
  store <2 x i64> %r5, ptr addrspace(1) %o5, align 8
  ret void
}
declare i64 @air.simd_sum.s.i64(i64) convergent
declare i64 @air.simd_max.u.i64(i64) convergent
declare i64 @air.simd_min.s.i64(i64) convergent
declare i64 @air.simd_xor.s.i64(i64) convergent
declare <2 x i64> @air.simd_sum.s.v2i64(<2 x i64>) convergent

!air.kernel = !{!0, !5}
!0 = !{ptr @r64, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"ulong", !"air.arg_name", !"out"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

; 64-bit SIMD-group scans in divergent code (lanes whose gid is a multiple
; of 3 do not take part): exclusive and inclusive sums of x and products of
; x | 1 over the active lanes below the reader, at 8-byte slots 0-3 of each
; lane's 32 bytes (zero for the lanes that do not take part).
define void @s64(ptr addrspace(1) noalias %out, i32 %gid) {
  %g = zext i32 %gid to i64
  %m = mul i64 %g, 4294967303
  %s = shl i64 %g, 40
  %x = xor i64 %m, %s
  %r = urem i32 %gid, 3
  %on = icmp ne i32 %r, 0
  br i1 %on, label %scan, label %done
scan:
  %e1 = call i64 @air.simd_prefix_exclusive_sum.s.i64(i64 %x)
  %e2 = call i64 @air.simd_prefix_inclusive_sum.u.i64(i64 %x)
  %p = or i64 %x, 1
  %e3 = call i64 @air.simd_prefix_exclusive_product.s.i64(i64 %p)
  %e4 = call i64 @air.simd_prefix_inclusive_product.u.i64(i64 %p)
  %o = getelementptr [4 x i64], ptr addrspace(1) %out, i64 %g
  store i64 %e1, ptr addrspace(1) %o
  %o2 = getelementptr i64, ptr addrspace(1) %o, i64 1
  store i64 %e2, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o, i64 2
  store i64 %e3, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o, i64 3
  store i64 %e4, ptr addrspace(1) %o4
  br label %done
done:
  ret void
}
declare i64 @air.simd_prefix_exclusive_sum.s.i64(i64) convergent
declare i64 @air.simd_prefix_inclusive_sum.u.i64(i64) convergent
declare i64 @air.simd_prefix_exclusive_product.s.i64(i64) convergent
declare i64 @air.simd_prefix_inclusive_product.u.i64(i64) convergent
!5 = !{ptr @s64, !1, !2}
