; Big-integer arithmetic as zkmopro/mopro's MSM kernels write it: 256-bit
; numbers as eight 32-bit limbs passed by value ([8 x i32], metal::array),
; a schoolbook multiplication (the low 256 bits) and an addition with carry,
; each a function of loops over private arrays that the front end did not
; inline, called six times each. Everything is inlined into the kernel for
; the G13 and Intel code generators (lower::optimizeModule: callees are
; optimized before they are inlined). x = a; six times: x = x * b + a.
target triple = "air64-apple-macosx14.0.0"

define internal [8 x i32] @add256([8 x i32] %x, [8 x i32] %y) #0 {
entry:
  %xa = alloca [8 x i32]
  %ya = alloca [8 x i32]
  %ra = alloca [8 x i32]
  store [8 x i32] %x, ptr %xa
  store [8 x i32] %y, ptr %ya
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %c = phi i64 [0, %entry], [%c1, %loop]
  %px = getelementptr [8 x i32], ptr %xa, i32 0, i32 %i
  %py = getelementptr [8 x i32], ptr %ya, i32 0, i32 %i
  %vx = load i32, ptr %px
  %vy = load i32, ptr %py
  %wx = zext i32 %vx to i64
  %wy = zext i32 %vy to i64
  %s0 = add i64 %wx, %wy
  %s = add i64 %s0, %c
  %lo = trunc i64 %s to i32
  %pr = getelementptr [8 x i32], ptr %ra, i32 0, i32 %i
  store i32 %lo, ptr %pr
  %c1 = lshr i64 %s, 32
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 8
  br i1 %done, label %exit, label %loop
exit:
  %r = load [8 x i32], ptr %ra
  ret [8 x i32] %r
}

define internal [8 x i32] @mul256([8 x i32] %x, [8 x i32] %y) #0 {
entry:
  %xa = alloca [8 x i32]
  %ya = alloca [8 x i32]
  %ra = alloca [8 x i32]
  store [8 x i32] %x, ptr %xa
  store [8 x i32] %y, ptr %ya
  store [8 x i32] zeroinitializer, ptr %ra
  br label %outer
outer:
  %i = phi i32 [0, %entry], [%i1, %outer.end]
  %pxi = getelementptr [8 x i32], ptr %xa, i32 0, i32 %i
  %xi = load i32, ptr %pxi
  %wxi = zext i32 %xi to i64
  %lim = sub i32 8, %i
  br label %inner
inner:
  %j = phi i32 [0, %outer], [%j1, %inner]
  %c = phi i64 [0, %outer], [%c1, %inner]
  %k = add i32 %i, %j
  %pyj = getelementptr [8 x i32], ptr %ya, i32 0, i32 %j
  %yj = load i32, ptr %pyj
  %wyj = zext i32 %yj to i64
  %prk = getelementptr [8 x i32], ptr %ra, i32 0, i32 %k
  %rk = load i32, ptr %prk
  %wrk = zext i32 %rk to i64
  %p = mul i64 %wxi, %wyj
  %s0 = add i64 %p, %wrk
  %s = add i64 %s0, %c
  %lo = trunc i64 %s to i32
  store i32 %lo, ptr %prk
  %c1 = lshr i64 %s, 32
  %j1 = add i32 %j, 1
  %d = icmp eq i32 %j1, %lim
  br i1 %d, label %outer.end, label %inner
outer.end:
  %i1 = add i32 %i, 1
  %od = icmp eq i32 %i1, 8
  br i1 %od, label %exit, label %outer
exit:
  %r = load [8 x i32], ptr %ra
  ret [8 x i32] %r
}

define void @bigint(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %pa = getelementptr [8 x i32], ptr addrspace(1) %a, i32 %gid
  %pb = getelementptr [8 x i32], ptr addrspace(1) %b, i32 %gid
  %x0 = load [8 x i32], ptr addrspace(1) %pa
  %vb = load [8 x i32], ptr addrspace(1) %pb
  %m1 = call [8 x i32] @mul256([8 x i32] %x0, [8 x i32] %vb)
  %x1 = call [8 x i32] @add256([8 x i32] %m1, [8 x i32] %x0)
  %m2 = call [8 x i32] @mul256([8 x i32] %x1, [8 x i32] %vb)
  %x2 = call [8 x i32] @add256([8 x i32] %m2, [8 x i32] %x0)
  %m3 = call [8 x i32] @mul256([8 x i32] %x2, [8 x i32] %vb)
  %x3 = call [8 x i32] @add256([8 x i32] %m3, [8 x i32] %x0)
  %m4 = call [8 x i32] @mul256([8 x i32] %x3, [8 x i32] %vb)
  %x4 = call [8 x i32] @add256([8 x i32] %m4, [8 x i32] %x0)
  %m5 = call [8 x i32] @mul256([8 x i32] %x4, [8 x i32] %vb)
  %x5 = call [8 x i32] @add256([8 x i32] %m5, [8 x i32] %x0)
  %m6 = call [8 x i32] @mul256([8 x i32] %x5, [8 x i32] %vb)
  %x6 = call [8 x i32] @add256([8 x i32] %m6, [8 x i32] %x0)
  %po = getelementptr [8 x i32], ptr addrspace(1) %out, i32 %gid
  store [8 x i32] %x6, ptr addrspace(1) %po
  ret void
}
attributes #0 = { noinline nounwind }
!air.kernel = !{!0}
!0 = !{ptr @bigint, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"a"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"b"}
!5 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!6 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
