; Kernels for the Intel code generator's assembly tests, by hand in AIR.
; Metal source:
;
; kernel void arith(device int *a [[buffer(0)]], device float *f [[buffer(1)]],
;                   uint gid [[thread_position_in_grid]]) {
;   int x = a[gid]; float y = f[gid];
;   a[gid] = ((x * 7) ^ (x >> 3)) / (int(gid) + 1) + min(x, 5) + popcount(x);
;   f[gid] = fma(y, 3.0f, -y) + float(x) + floor(y) + max(y, 0.5f);
; }
; kernel void memory(device uchar *b [[buffer(0)]], device short *s [[buffer(1)]],
;                    device atomic_int *counts [[buffer(2)]],
;                    device ulong *w [[buffer(3)]], threadgroup int *tg [[threadgroup(0)]],
;                    uint gid [[thread_position_in_grid]],
;                    uint lid [[thread_position_in_threadgroup]]) {
;   tg[lid] = b[gid] + s[gid];
;   atomic_fetch_add_explicit((threadgroup atomic_int *)&tg[lid], 1, memory_order_relaxed);
;   threadgroup_barrier(mem_flags::mem_threadgroup);
;   b[gid] = uchar(tg[lid ^ 1]);
;   s[gid] = short(-tg[lid]);
;   atomic_fetch_max_explicit(&counts[gid & 3], int(gid), memory_order_relaxed);
;   w[gid] = w[gid] + (ulong(gid) << 33);
; }
; kernel void control(device const int *a [[buffer(0)]], device int *out [[buffer(1)]],
;                     uint gid [[thread_position_in_grid]]) {
;   int x = a[gid], n = 0;
;   for (uint i = 0; i < gid % 5; ++i) n += a[(gid + i) & 63] * (x | 1);
;   if (x & 1) n = -n;
;   out[gid] = n;
; }
; kernel void uniform(device const int *a [[buffer(0)]], device int *out [[buffer(1)]],
;                     constant uint &n [[buffer(2)]], uint gid [[thread_position_in_grid]]) {
;   int s = 0;
;   for (uint i = 0; i < n; ++i) s += a[i] * int(i);   // a uniform loop: jmpi
;   if (n > 4) s -= a[4];                              // a uniform branch
;   out[gid] = s + a[gid];
; }
target triple = "air64-apple-macosx14.0.0"

define void @arith(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %f, i32 %gid) {
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %g
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i64 %g
  %x = load i32, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pf
  %m = mul i32 %x, 7
  %s = ashr i32 %x, 3
  %e = xor i32 %m, %s
  %d0 = add i32 %gid, 1
  %d = sdiv i32 %e, %d0
  %mn = call i32 @air.min.s.i32(i32 %x, i32 5)
  %pc = call i32 @air.popcount.i32(i32 %x)
  %r0 = add i32 %d, %mn
  %r = add i32 %r0, %pc
  store i32 %r, ptr addrspace(1) %pa
  %ny = fneg float %y
  %fm = call float @air.fma.f32(float %y, float 3.0, float %ny)
  %xf = sitofp i32 %x to float
  %fl = call float @air.floor.f32(float %y)
  %mx = call float @air.fmax.f32(float %y, float 0.5)
  %t0 = fadd float %fm, %xf
  %t1 = fadd float %t0, %fl
  %t = fadd float %t1, %mx
  store float %t, ptr addrspace(1) %pf
  ret void
}

define void @memory(ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %s,
                    ptr addrspace(1) noalias %counts, ptr addrspace(1) noalias %w,
                    ptr addrspace(3) noalias %tg, i32 %gid, i32 %lid) {
  %g = zext i32 %gid to i64
  %l = zext i32 %lid to i64
  %pb = getelementptr inbounds i8, ptr addrspace(1) %b, i64 %g
  %ps = getelementptr inbounds i16, ptr addrspace(1) %s, i64 %g
  %vb = load i8, ptr addrspace(1) %pb
  %vs = load i16, ptr addrspace(1) %ps
  %eb = zext i8 %vb to i32
  %es = sext i16 %vs to i32
  %sum = add i32 %eb, %es
  %pt = getelementptr inbounds i32, ptr addrspace(3) %tg, i64 %l
  store i32 %sum, ptr addrspace(3) %pt
  %old = atomicrmw add ptr addrspace(3) %pt, i32 1 monotonic
  call void @air.wg.barrier(i32 2, i32 1)
  %lx = xor i32 %lid, 1
  %lxe = zext i32 %lx to i64
  %pn = getelementptr inbounds i32, ptr addrspace(3) %tg, i64 %lxe
  %vn = load i32, ptr addrspace(3) %pn
  %tb = trunc i32 %vn to i8
  store i8 %tb, ptr addrspace(1) %pb
  %vo = load i32, ptr addrspace(3) %pt
  %neg = sub i32 0, %vo
  %ts = trunc i32 %neg to i16
  store i16 %ts, ptr addrspace(1) %ps
  %ci = and i32 %gid, 3
  %cie = zext i32 %ci to i64
  %pc = getelementptr inbounds i32, ptr addrspace(1) %counts, i64 %cie
  %om = atomicrmw max ptr addrspace(1) %pc, i32 %gid monotonic
  %pw = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %g
  %vw = load i64, ptr addrspace(1) %pw
  %sh = shl i64 %g, 33
  %nw = add i64 %vw, %sh
  store i64 %nw, ptr addrspace(1) %pw
  ret void
}

define void @control(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %g
  %x = load i32, ptr addrspace(1) %pa
  %x1 = or i32 %x, 1
  %trip = urem i32 %gid, 5
  %none = icmp eq i32 %trip, 0
  br i1 %none, label %after, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %gi = add i32 %gid, %i
  %k = and i32 %gi, 63
  %ke = zext i32 %k to i64
  %pk = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ke
  %v = load i32, ptr addrspace(1) %pk
  %vm = mul i32 %v, %x1
  %n1 = add i32 %n, %vm
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trip
  br i1 %more, label %loop, label %after
after:
  %nn = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %negate, label %done
negate:
  %neg = sub i32 0, %nn
  br label %done
done:
  %r = phi i32 [ %neg, %negate ], [ %nn, %after ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define void @uniform(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out,
                     ptr addrspace(2) noalias %np, i32 %gid) {
entry:
  %n = load i32, ptr addrspace(2) %np
  %any = icmp ne i32 %n, 0
  br i1 %any, label %loop, label %after
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %ie = zext i32 %i to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ie
  %v = load volatile i32, ptr addrspace(1) %pi
  %vi = mul i32 %v, %i
  %s1 = add i32 %s, %vi
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %after
after:
  %sum = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %big = icmp ugt i32 %n, 4
  br i1 %big, label %sub, label %done
sub:
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 4
  %a4 = load i32, ptr addrspace(1) %p4
  %d = sub i32 %sum, %a4
  br label %done
done:
  %r0 = phi i32 [ %d, %sub ], [ %sum, %after ]
  %g = zext i32 %gid to i64
  %pg = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %g
  %ag = load i32, ptr addrspace(1) %pg
  %r = add i32 %r0, %ag
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; Private memory (scratch space): an int array filled and read at an index
; that differs between channels, a short array with narrow accesses, a
; byte at an odd offset, a ulong, and a loop whose trip count is read
; from private memory (the same address in every channel, a different
; value: not uniform). The barrier makes the threadgroup's hardware
; threads take turns between the writes and the reads, so a thread that
; reached another's scratch space would show.
define void @private(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %gid) {
entry:
  %arr = alloca [16 x i32], align 4
  %sh = alloca [8 x i16], align 2
  %by = alloca [8 x i8], align 1
  %wide = alloca i64, align 8
  %cnt = alloca i32, align 4
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %g
  %x = load i32, ptr addrspace(1) %pa
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %ie = zext i32 %i to i64
  %v = mul i32 %x, %i
  %v1 = add i32 %v, %i
  %pi = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i64 %ie
  store i32 %v1, ptr %pi, align 4
  %i8 = and i32 %i, 7
  %i8e = zext i32 %i8 to i64
  %ps = getelementptr inbounds [8 x i16], ptr %sh, i64 0, i64 %i8e
  %t = trunc i32 %v1 to i16
  store i16 %t, ptr %ps, align 2
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %fill, label %read
read:
  call void @air.wg.barrier(i32 2, i32 1)
  %k = and i32 %x, 15
  %ke = zext i32 %k to i64
  %pk = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i64 %ke
  %r = load i32, ptr %pk, align 4
  %k7 = and i32 %x, 7
  %k7e = zext i32 %k7 to i64
  %pks = getelementptr inbounds [8 x i16], ptr %sh, i64 0, i64 %k7e
  %rs = load i16, ptr %pks, align 2
  %rse = sext i16 %rs to i32
  %pb = getelementptr inbounds [8 x i8], ptr %by, i64 0, i64 %k7e
  %pb3 = getelementptr inbounds [8 x i8], ptr %by, i64 0, i64 3
  %xb = trunc i32 %x to i8
  store i8 7, ptr %pb3, align 1
  store i8 %xb, ptr %pb, align 1
  %rb = load i8, ptr %pb3, align 1
  %rbe = zext i8 %rb to i32
  %xw = sext i32 %x to i64
  %xw2 = mul i64 %xw, 4294967311
  store i64 %xw2, ptr %wide, align 8
  %rw = load i64, ptr %wide, align 8
  %rwh = lshr i64 %rw, 32
  %rwt = trunc i64 %rwh to i32
  %c = and i32 %x, 3
  store volatile i32 %c, ptr %cnt, align 4
  %n = load volatile i32, ptr %cnt, align 4
  %any = icmp ne i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %j = phi i32 [ 0, %read ], [ %j1, %loop ]
  %acc = phi i32 [ 0, %read ], [ %acc1, %loop ]
  %acc3 = mul i32 %acc, 3
  %acc1 = add i32 %acc3, %j
  %j1 = add i32 %j, 1
  %again = icmp ult i32 %j1, %n
  br i1 %again, label %loop, label %done
done:
  %lp = phi i32 [ 0, %read ], [ %acc1, %loop ]
  %s1 = add i32 %r, %rse
  %s2 = mul i32 %rbe, 3
  %s3 = add i32 %s1, %s2
  %s4 = xor i32 %s3, %rwt
  %s5 = add i32 %s4, %lp
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s5, ptr addrspace(1) %po
  ret void
}

; SIMD16 messages without atomics: A64 byte-scattered reads and writes of
; bytes and shorts, SLM untyped and byte-scattered writes and reads across
; a barrier (each thread reads its neighbour's).
define void @slm16(ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %s,
                   ptr addrspace(1) noalias %out, ptr addrspace(3) %tg, i32 %gid,
                   i32 %lid, i32 %size) {
entry:
  %g = zext i32 %gid to i64
  %pb = getelementptr inbounds i8, ptr addrspace(1) %b, i64 %g
  %bv = load i8, ptr addrspace(1) %pb
  %ps = getelementptr inbounds i16, ptr addrspace(1) %s, i64 %g
  %sv = load i16, ptr addrspace(1) %ps
  %be = zext i8 %bv to i32
  %se = sext i16 %sv to i32
  %prod = mul i32 %be, %se
  %p32 = getelementptr inbounds i32, ptr addrspace(3) %tg, i32 %lid
  store i32 %prod, ptr addrspace(3) %p32
  %o16 = shl i32 %size, 2
  %l2 = shl i32 %lid, 1
  %a16 = add i32 %o16, %l2
  %p16 = getelementptr inbounds i8, ptr addrspace(3) %tg, i32 %a16
  store i16 %sv, ptr addrspace(3) %p16
  %o8 = mul i32 %size, 6
  %a8 = add i32 %o8, %lid
  %p8 = getelementptr inbounds i8, ptr addrspace(3) %tg, i32 %a8
  store i8 %bv, ptr addrspace(3) %p8
  call void @air.wg.barrier(i32 2, i32 1)
  %n1 = add i32 %lid, 1
  %nb = urem i32 %n1, %size
  %q32 = getelementptr inbounds i32, ptr addrspace(3) %tg, i32 %nb
  %w32 = load i32, ptr addrspace(3) %q32
  %nb2 = shl i32 %nb, 1
  %b16 = add i32 %o16, %nb2
  %q16 = getelementptr inbounds i8, ptr addrspace(3) %tg, i32 %b16
  %w16 = load i16, ptr addrspace(3) %q16
  %b8 = add i32 %o8, %nb
  %q8 = getelementptr inbounds i8, ptr addrspace(3) %tg, i32 %b8
  %w8 = load i8, ptr addrspace(3) %q8
  %w16e = sext i16 %w16 to i32
  %w8e = zext i8 %w8 to i32
  %r1 = add i32 %w32, %w16e
  %r2 = mul i32 %w8e, 7
  %r = xor i32 %r1, %r2
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po
  %nbv = trunc i32 %r to i8
  store i8 %nbv, ptr addrspace(1) %pb
  %nsv = trunc i32 %r1 to i16
  store i16 %nsv, ptr addrspace(1) %ps
  ret void
}

declare i32 @air.min.s.i32(i32, i32)
declare i32 @air.popcount.i32(i32)
declare float @air.fma.f32(float, float, float)
declare float @air.floor.f32(float)
declare float @air.fmax.f32(float, float)
declare void @air.wg.barrier(i32, i32)

!air.kernel = !{!0, !20, !40, !60, !80, !90}
!0 = !{ptr @arith, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"a"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"f"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!20 = !{ptr @memory, !1, !21}
!21 = !{!22, !23, !24, !25, !26, !27, !28}
!22 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"b"}
!23 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"short", !"air.arg_name", !"s"}
!24 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"counts"}
!25 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"ulong", !"air.arg_name", !"w"}
!26 = !{i32 4, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_name", !"int", !"air.arg_name", !"tg"}
!27 = !{i32 5, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!28 = !{i32 6, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!40 = !{ptr @control, !1, !41}
!41 = !{!3, !43, !42}
!42 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!43 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!60 = !{ptr @uniform, !1, !61}
!61 = !{!3, !43, !62, !63}
!62 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}
!63 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!80 = !{ptr @private, !1, !41}
!90 = !{ptr @slm16, !1, !91}
!91 = !{!22, !23, !92, !95, !93, !96, !94}
!92 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!93 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!94 = !{i32 6, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"size"}
!95 = !{i32 3, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_name", !"int", !"air.arg_name", !"tg"}
!96 = !{i32 5, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
