; An if whose region a SIMD group may skip (jmp_none) holding a construct
; that ends at the if's own join: the join then pops twice, the inner
; construct's pop first. A SIMD group where no lane enters the if skipped
; the inner push too, so the jump must land on the if's pop, past the inner
; one; landing on the join's start pops one level too many and wakes the
; lanes an enclosing loop had retired (they loop forever).
;
; if_loop: for (i < (tid & 3) + 1) { if (tid == 0) for (j < in[0]) sum 4 loads }
; if_if:   for (i < (tid & 3) + 1) { if (tid < 2) { out[tid] = i;
;                                      if (tid == in[0] - 1) sum 6 loads } }

define void @if_loop(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %tid) {
entry:
  %n = and i32 %tid, 3
  %trip = add i32 %n, 1
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %z = icmp eq i32 %tid, 0
  br i1 %z, label %pre, label %latch

pre:
  %lim = load volatile i32, ptr addrspace(1) %in
  br label %inner

inner:
  %j = phi i32 [ 0, %pre ], [ %j1, %inner ]
  %s = phi i32 [ %acc, %pre ], [ %s4, %inner ]
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %j
  %v0 = load volatile i32, ptr addrspace(1) %p0
  %j2 = add i32 %j, 7
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %j2
  %v1 = load volatile i32, ptr addrspace(1) %p1
  %j3 = add i32 %j, 11
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %j3
  %v2 = load volatile i32, ptr addrspace(1) %p2
  %j4 = add i32 %j, 13
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %j4
  %v3 = load volatile i32, ptr addrspace(1) %p3
  %s1 = add i32 %s, %v0
  %s2 = add i32 %s1, %v1
  %s3 = add i32 %s2, %v2
  %s4 = add i32 %s3, %v3
  %j1 = add i32 %j, 1
  %c = icmp ult i32 %j1, %lim
  br i1 %c, label %inner, label %latch

latch:
  %acc2 = phi i32 [ %acc, %outer ], [ %s4, %inner ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trip
  br i1 %more, label %outer, label %exit

exit:
  %r = add i32 %acc2, %i1
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define void @if_if(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %tid) {
entry:
  %n = and i32 %tid, 3
  %trip = add i32 %n, 1
  %sel = load volatile i32, ptr addrspace(1) %in
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %lo = icmp ult i32 %tid, 2
  br i1 %lo, label %mid, label %latch

mid:
  %pm = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store volatile i32 %i, ptr addrspace(1) %pm
  %want = add i32 %sel, -1
  %z = icmp eq i32 %tid, %want
  br i1 %z, label %body, label %latch

body:
  %b0 = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %w0 = load volatile i32, ptr addrspace(1) %b0
  %b1 = getelementptr i32, ptr addrspace(1) %b0, i32 3
  %w1 = load volatile i32, ptr addrspace(1) %b1
  %b2 = getelementptr i32, ptr addrspace(1) %b0, i32 5
  %w2 = load volatile i32, ptr addrspace(1) %b2
  %b3 = getelementptr i32, ptr addrspace(1) %b0, i32 9
  %w3 = load volatile i32, ptr addrspace(1) %b3
  %b4 = getelementptr i32, ptr addrspace(1) %b0, i32 17
  %w4 = load volatile i32, ptr addrspace(1) %b4
  %b5 = getelementptr i32, ptr addrspace(1) %b0, i32 21
  %w5 = load volatile i32, ptr addrspace(1) %b5
  %t1 = add i32 %acc, %w0
  %t2 = add i32 %t1, %w1
  %t3 = add i32 %t2, %w2
  %t4 = add i32 %t3, %w3
  %t5 = add i32 %t4, %w4
  %t6 = add i32 %t5, %w5
  br label %latch

latch:
  %acc2 = phi i32 [ %acc, %outer ], [ %acc, %mid ], [ %t6, %body ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trip
  br i1 %more, label %outer, label %exit

exit:
  %r = add i32 %acc2, %i1
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

!air.kernel = !{!0, !6}
!0 = !{ptr @if_loop, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!6 = !{ptr @if_if, !1, !2}
