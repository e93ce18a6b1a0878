; Calls the Apple GPU code generator keeps (docs/applegpu-abi.md, "Calls"):
; the translator inlines every function it can, so what stays a call is
; recursion (and a dynamic library's function, test/metal-nt/dylib-calls.test).
;
; @recursion, per thread i (n = in[i] % 13, a different depth in each lane):
;   out[2i]   = fib(n), two recursive calls per level (not a loop LLVM can
;               make of it), made where the lanes of a SIMD group diverge;
;   out[2i+1] = alt(p, n) over a private array p[k] = in[i] + k * 7 the
;               kernel fills: alt(p, 0) = 0, alt(p, n) = 3 p[n-1] - alt(p, n-1),
;               a private pointer passed down every level, made only in
;               the odd lanes (a call under an if, some SIMD groups with no
;               lane calling).
define internal i32 @fib(i32 %n) {
entry:
  %small = icmp ult i32 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %a1 = sub i32 %n, 1
  %a2 = sub i32 %n, 2
  %f1 = call i32 @fib(i32 %a1)
  %f2 = call i32 @fib(i32 %a2)
  %s = add i32 %f1, %f2
  ret i32 %s
done:
  ret i32 %n
}

define internal i32 @alt(ptr %p, i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %base, label %rec
rec:
  %m = sub i32 %n, 1
  %q = getelementptr i32, ptr %p, i32 %m
  %v = load i32, ptr %q
  %r = call i32 @alt(ptr %p, i32 %m)
  %t = mul i32 %v, 3
  %d = sub i32 %t, %r
  ret i32 %d
base:
  ret i32 0
}

define void @recursion(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %i) {
entry:
  %arr = alloca [13 x i32], align 4
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pin
  %n = urem i32 %x, 13
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %k7 = mul i32 %k, 7
  %e = add i32 %x, %k7
  %slot = getelementptr [13 x i32], ptr %arr, i32 0, i32 %k
  store i32 %e, ptr %slot
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 13
  br i1 %more, label %fill, label %filled
filled:
  %f = call i32 @fib(i32 %n)
  %o0 = shl i32 %i, 1
  %po0 = getelementptr i32, ptr addrspace(1) %out, i32 %o0
  store i32 %f, ptr addrspace(1) %po0
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %call, label %end
call:
  %p = getelementptr [13 x i32], ptr %arr, i32 0, i32 0
  %a = call i32 @alt(ptr %p, i32 %n)
  %o1 = add i32 %o0, 1
  %po1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %a, ptr addrspace(1) %po1
  br label %end
end:
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @recursion, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
