; kernel void recurse(device int *p [[buffer(0)]]) { deep(); threadgroup_barrier(...); }
; where deep() calls itself forever: the stack overflows, on a fiber (the
; barrier makes the threads fibers) as on a GPU it would fault.
target triple = "air64-apple-macosx14.0.0"
define void @recurse(ptr addrspace(1) %p, i32 %gid) {
  call void @deep(ptr addrspace(1) %p)
  call void @air.wg.barrier(i32 2, i32 1)
  ret void
}
define void @deep(ptr addrspace(1) %p) {
  %a = alloca [64 x i32]
  store volatile i32 1, ptr %a
  call void @deep(ptr addrspace(1) %p)
  ret void
}
declare void @air.wg.barrier(i32, i32)
!air.kernel = !{!0}
!0 = !{ptr @recurse, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"p"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
