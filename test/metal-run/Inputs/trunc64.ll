; 64-bit values truncated to 16, 8 and 1 bits (what LLVM's optimizer
; makes of narrow arithmetic on 64-bit indices; random-kernels.py seed 203
; found the Apple and Intel code generators refusing it).
define void @trunc64(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %g = zext i32 %gid to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %g
  %v = load i64, ptr addrspace(1) %p
  %s = lshr i64 %v, 20
  %h = trunc i64 %s to i16
  %b = trunc i64 %v to i8
  %c = trunc i64 %s to i1
  %hm = and i16 %h, 1021
  %ho = or i16 %hm, 2
  %q = urem i16 27183, %ho
  %qe = zext i16 %q to i32
  %be = sext i8 %b to i32
  %ce = select i1 %c, i32 1000, i32 -7
  %r1 = add i32 %qe, %be
  %r = mul i32 %r1, %ce
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @trunc64, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"ulong", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
