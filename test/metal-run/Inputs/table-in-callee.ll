; A visible function that itself calls through a visible function table
; (test/metal-run/function-table.test): the Intel code generator refuses
; it, since the table could hold the function itself and Intel refuses
; recursion (docs/intelgpu-abi.md, "Calls").
define i32 @relay(ptr addrspace(1) %table, i32 %x) {
  %f = call ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1) %table, i32 0)
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

declare ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1), i32)

!air.visible = !{!0}
!0 = !{ptr @relay, !1, !2}
!1 = !{!"air.visible_output", !"air.arg_type_name", !"uint"}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"visible_function_table", !"air.arg_name", !"table"}
!4 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"uint", !"air.arg_name", !"x"}
