define void @huge(ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %arr = alloca [5000 x i32], align 4
  %g = zext i32 %gid to i64
  %p = getelementptr inbounds [5000 x i32], ptr %arr, i64 0, i64 %g
  store volatile i32 %gid, ptr %p, align 4
  %q = getelementptr inbounds [5000 x i32], ptr %arr, i64 0, i64 4999
  %v = load volatile i32, ptr %q, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %v, ptr addrspace(1) %po
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @huge, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
