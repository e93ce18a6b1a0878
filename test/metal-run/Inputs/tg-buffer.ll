; A [[threadgroup(0)]] pointer as older compilers describe it (llama.cpp's
; kernel_norm in a public library): air.buffer with location 0 and no
; air.address_space, the parameter itself in address space 3, beside a
; device buffer that also has location 0. Each thread stores its input in
; threadgroup memory and reads its neighbour's after the barrier.
define void @tgbuf(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(3) noalias %tg, i32 %gid, i32 %lid, i32 %n) {
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pi
  %pt = getelementptr i32, ptr addrspace(3) %tg, i32 %lid
  store i32 %v, ptr addrspace(3) %pt
  call void @air.wg.barrier(i32 2, i32 1)
  %l1 = add i32 %lid, 1
  %nb = urem i32 %l1, %n
  %pn = getelementptr i32, ptr addrspace(3) %tg, i32 %nb
  %w = load i32, ptr addrspace(3) %pn
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %w, ptr addrspace(1) %po
  ret void
}
declare void @air.wg.barrier(i32, i32) convergent

!air.kernel = !{!0}
!0 = !{ptr @tgbuf, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6, !7, !8}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"tg"}
!6 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!7 = !{i32 4, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!8 = !{i32 5, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}
