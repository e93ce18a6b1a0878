; kernel void endless(device uint *out [[buffer(0)]], uint gid [[thread_position_in_grid]])
; { uint i = 0; while (out[0] == 0) { i++; } out[gid] = i; }   // out is all zeros
target triple = "air64-apple-macosx14.0.0"

define void @endless(ptr addrspace(1) %out, i32 %gid) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %v = load volatile i32, ptr addrspace(1) %out, align 4
  %next = add i32 %i, 1
  %zero = icmp eq i32 %v, 0
  br i1 %zero, label %loop, label %done
done:
  %g = zext i32 %gid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %i, ptr addrspace(1) %p, align 4
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @endless, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
