; Memory address forms, by hand in AIR, for metal-run's tests of the Apple
; G13 code generator (device accesses with register indices zero- or
; sign-extended and shifted, immediate indices, uniform bases; threadgroup
; accesses with register and immediate indices; atomics with an index;
; a uniform as an ALU source). Metal source:
;
; kernel void addressing(device const int *in [[buffer(0)]],      // 256
;                        device int *out [[buffer(1)]],            // 8 per thread
;                        device const uchar *bytes [[buffer(2)]],
;                        device const short *shorts [[buffer(3)]],
;                        device atomic_int *counts [[buffer(4)]],  // 4
;                        threadgroup int *tg [[threadgroup(0)]],   // 64
;                        uint gid [[thread_position_in_grid]],
;                        uint lid [[thread_position_in_threadgroup]],
;                        uint n [[threads_per_grid]]) {
;   device const int *mid = in + 64;
;   int a = mid[int(gid) - 8];                        // sign-extended index
;   int b = ((device const int2 *)in)[gid].y;         // index << 1, + 1
;   long c = ((device const long *)in)[gid];          // 64-bit elements
;   int d = in[5] + mid[-3];                          // immediate indices
;   int e = bytes[gid];
;   int f = shorts[gid];
;   int g = in[n - 1 - gid];                          // n is a uniform
;   tg[lid] = a + e;
;   threadgroup_barrier(mem_flags::mem_threadgroup);
;   int h = tg[lid ^ 1] + tg[1];
;   atomic_fetch_add_explicit(&counts[gid & 3], 1, memory_order_relaxed);
;   device int *o = out + 8 * gid;
;   o[0] = a; o[1] = b; o[2] = int(c) ^ int(c >> 32); o[3] = d;
;   o[4] = e; o[5] = f; o[6] = g; o[7] = h;
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @addressing(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out,
                        ptr addrspace(1) noalias %bytes, ptr addrspace(1) noalias %shorts,
                        ptr addrspace(1) noalias %counts, ptr addrspace(3) noalias %tg,
                        i32 %gid, i32 %lid, i32 %n) #0 {
entry:
  %g = zext i32 %gid to i64
  %mid = getelementptr inbounds i32, ptr addrspace(1) %in, i64 64
  %k = sub nsw i32 %gid, 8
  %ks = sext i32 %k to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %ks
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds <2 x i32>, ptr addrspace(1) %in, i64 %g, i64 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %g
  %c = load i64, ptr addrspace(1) %pc, align 8
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 5
  %d0 = load i32, ptr addrspace(1) %p5, align 4
  %pm3 = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 -3
  %d1 = load i32, ptr addrspace(1) %pm3, align 4
  %d = add i32 %d0, %d1
  %pe = getelementptr inbounds i8, ptr addrspace(1) %bytes, i64 %g
  %e8 = load i8, ptr addrspace(1) %pe, align 1
  %e = zext i8 %e8 to i32
  %pf = getelementptr inbounds i16, ptr addrspace(1) %shorts, i64 %g
  %f16 = load i16, ptr addrspace(1) %pf, align 2
  %f = sext i16 %f16 to i32
  %n1 = sub i32 %n, 1
  %gi = sub i32 %n1, %gid
  %gz = zext i32 %gi to i64
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gz
  %gv = load i32, ptr addrspace(1) %pg, align 4
  %ae = add i32 %a, %e
  %lz = zext i32 %lid to i64
  %pt = getelementptr inbounds i32, ptr addrspace(3) %tg, i64 %lz
  store i32 %ae, ptr addrspace(3) %pt, align 4
  call void @air.wg.barrier(i32 2, i32 1)
  %lx = xor i32 %lid, 1
  %lxz = zext i32 %lx to i64
  %px = getelementptr inbounds i32, ptr addrspace(3) %tg, i64 %lxz
  %h0 = load i32, ptr addrspace(3) %px, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(3) %tg, i64 1
  %h1 = load i32, ptr addrspace(3) %p1, align 4
  %h = add i32 %h0, %h1
  %ci = and i32 %gid, 3
  %ciz = zext i32 %ci to i64
  %pcount = getelementptr inbounds i32, ptr addrspace(1) %counts, i64 %ciz
  %old = call i32 @air.atomic.global.add.u.i32(ptr addrspace(1) %pcount, i32 1, i32 0, i32 2, i1 true)
  %ob = mul i64 %g, 8
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ob
  store i32 %a, ptr addrspace(1) %o, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  %clo = trunc i64 %c to i32
  %chs = lshr i64 %c, 32
  %chi = trunc i64 %chs to i32
  %cx = xor i32 %clo, %chi
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %cx, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 3
  store i32 %d, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 4
  store i32 %e, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 5
  store i32 %f, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 6
  store i32 %gv, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 7
  store i32 %h, ptr addrspace(1) %o7, align 4
  ret void
}

declare void @air.wg.barrier(i32, i32) #1
declare i32 @air.atomic.global.add.u.i32(ptr addrspace(1), i32, i32, i32, i1) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @addressing, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"bytes"}
!16 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"short", !"air.arg_name", !"shorts"}
!17 = !{i32 4, !"air.buffer", !"air.location_index", i32 4, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_int", !"air.arg_name", !"counts"}
!18 = !{i32 5, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"tg"}
!19 = !{i32 6, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!20 = !{i32 7, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!21 = !{i32 8, !"air.threads_per_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
