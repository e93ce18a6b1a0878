; Visible function tables (docs/applegpu-abi.md, "Calls";
; test/metal-run/function-table.test): @apply calls, per thread i, entry
; in[i] % 3 of the table bound at buffer(2), with (x = in[i], i):
;   @triple(x, i) = 3x + i
;   @mixed(x, i)  = (x ^ (i << 4)) - 7
;   @fold(x, i)   = 2 (x * x + (i >> 1)), through a helper of its own
; so that the lanes of a SIMD group call different functions.
define i32 @triple(i32 %x, i32 %i) {
  %a = mul i32 %x, 3
  %r = add i32 %a, %i
  ret i32 %r
}

define i32 @mixed(i32 %x, i32 %i) {
  %s = shl i32 %i, 4
  %a = xor i32 %x, %s
  %r = sub i32 %a, 7
  ret i32 %r
}

define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define i32 @fold(i32 %x, i32 %i) {
  %a = mul i32 %x, %x
  %h = lshr i32 %i, 1
  %b = add i32 %a, %h
  %r = call i32 @twice(i32 %b)
  ret i32 %r
}

define void @apply(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out,
                   ptr addrspace(1) %table, i32 %i) {
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p
  %k = urem i32 %x, 3
  %f = call ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1) %table, i32 %k)
  %r = call i32 %f(i32 %x, i32 %i)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %q
  ret void
}

declare ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1), i32)

!air.kernel = !{!0}
!air.visible = !{!7, !10, !11}
!0 = !{ptr @apply, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.visible_function_table", !"air.location_index", i32 2, i32 1, !"air.read", !"air.arg_type_name", !"visible_function_table", !"air.arg_name", !"table"}
!6 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!7 = !{ptr @triple, !8, !9}
!8 = !{!"air.visible_output", !"air.arg_type_name", !"uint"}
!9 = !{}
!10 = !{ptr @mixed, !8, !9}
!11 = !{ptr @fold, !8, !9}
