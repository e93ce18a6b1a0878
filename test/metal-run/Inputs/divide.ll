; kernel void divide(device int *q [[buffer(0)]], uint gid [[thread_position_in_grid]])
; { q[gid] = 7 / q[gid]; }   // q is all zeros: an unspecified value, no trap;
;                            // metal-run divides by 1 (docs/metal-run.md)
target triple = "air64-apple-macosx14.0.0"

define void @divide(ptr addrspace(1) %q, i32 %gid) {
  %g = zext i32 %gid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %q, i64 %g
  %d = load i32, ptr addrspace(1) %p, align 4
  %r = sdiv i32 7, %d
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @divide, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"q"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
