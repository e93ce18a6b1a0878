; 64 x 64 -> 128-bit products as InstCombine leaves them (lower's
; narrowWideMultiplies computes them in 64-bit arithmetic for the G13 and
; Intel code generators): the high half of two zero-extended values, of a
; zero-extended value and a constant with bit 63 set, of a sign-extended
; value and a negative constant, and the low half of a product with a
; constant. out[4i..4i+3] for x = a[i], y = b[i].
target triple = "air64-apple-macosx14.0.0"

define void @wide(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %idx
  %x = load i64, ptr addrspace(1) %pa, align 8
  %y = load i64, ptr addrspace(1) %pb, align 8
  %xz = zext i64 %x to i128
  %yz = zext i64 %y to i128
  %xs = sext i64 %x to i128
  %m0 = mul nuw i128 %xz, %yz
  %s0 = lshr i128 %m0, 64
  %r0 = trunc i128 %s0 to i64
  %m1 = mul nuw i128 %xz, 13685551427637460553
  %s1 = lshr i128 %m1, 64
  %r1 = trunc i128 %s1 to i64
  %m2 = mul nsw i128 %xs, -12345678901
  %s2 = ashr i128 %m2, 64
  %r2 = trunc i128 %s2 to i64
  %m3 = mul i128 %xz, 5331612937900612
  %r3 = trunc i128 %m3 to i64
  %base = shl i64 %idx, 2
  %p0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
  store i64 %r0, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 1
  store i64 %r1, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 2
  store i64 %r2, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %p0, i64 3
  store i64 %r3, ptr addrspace(1) %p3, align 8
  ret void
}

!air.kernel = !{!0}
!air.version = !{!9}
!0 = !{ptr @wide, !{}, !1}
!1 = !{!2, !3, !4, !5}
!2 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"a"}
!3 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"b"}
!4 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"out"}
!5 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!9 = !{i32 2, i32 7, i32 0}
