; SIMD-group functions, by hand in AIR, for metal-run's tests. Metal source:
;
; kernel void simd_ops(device const float *in [[buffer(0)]],
;                      device float *out [[buffer(1)]],
;                      device uint *ballots [[buffer(2)]],
;                      uint gid [[thread_position_in_grid]],
;                      uint lane [[thread_index_in_simdgroup]]) {
;   float v = in[gid];
;   out[gid * 5 + 0] = simd_sum(v);
;   out[gid * 5 + 1] = simd_prefix_exclusive_sum(v);
;   out[gid * 5 + 2] = simd_shuffle_xor(v, 1);
;   out[gid * 5 + 3] = simd_max(v);
;   out[gid * 5 + 4] = v > 8.0 ? simd_sum(v) : -1.0;   // divergent
;   ballots[gid] = uint(simd_ballot(v > 8.0));
; }
;
; kernel void histogram(device const uint *in [[buffer(0)]],
;                       device atomic_uint *bins [[buffer(1)]],
;                       threadgroup uint *local [[threadgroup(0)]],
;                       uint gid [[thread_position_in_grid]],
;                       uint lid [[thread_index_in_threadgroup]]) {
;   if (lid < 16) local[lid] = 0;
;   threadgroup_barrier(mem_flags::mem_threadgroup);
;   atomic_fetch_add_explicit((threadgroup atomic_uint *)&local[in[gid] % 16], 1, relaxed);
;   threadgroup_barrier(mem_flags::mem_threadgroup);
;   if (lid < 16) atomic_fetch_add_explicit(&bins[lid], local[lid], relaxed);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @simd_ops(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %ballots, i32 %gid, i32 %lane) #0 {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %ip, align 4
  %base = mul i64 %g, 5
  %sum = call float @air.simd_sum.f32(float %v)
  %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %sum, ptr addrspace(1) %p0, align 4
  %pre = call float @air.simd_prefix_exclusive_sum.f32(float %v)
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  store float %pre, ptr addrspace(1) %p1, align 4
  %x = call float @air.simd_shuffle_xor.f32(float %v, i16 1)
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 2
  store float %x, ptr addrspace(1) %p2, align 4
  %mx = call float @air.simd_max.f32(float %v)
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 3
  store float %mx, ptr addrspace(1) %p3, align 4
  %big = fcmp ogt float %v, 8.0
  br i1 %big, label %then, label %join

then:
  %dsum = call float @air.simd_sum.f32(float %v)
  br label %join

join:
  %d = phi float [ %dsum, %then ], [ -1.0, %entry ]
  %p4 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 4
  store float %d, ptr addrspace(1) %p4, align 4
  %mask = call i64 @air.simd_ballot.i64(i1 %big)
  %m32 = trunc i64 %mask to i32
  %bp = getelementptr inbounds i32, ptr addrspace(1) %ballots, i64 %g
  store i32 %m32, ptr addrspace(1) %bp, align 4
  ret void
}

define void @histogram(ptr addrspace(1) %in, ptr addrspace(1) %bins, ptr addrspace(3) %local, i32 %gid, i32 %lid) #0 {
entry:
  %first = icmp ult i32 %lid, 16
  %l = zext i32 %lid to i64
  %lp = getelementptr inbounds i32, ptr addrspace(3) %local, i64 %l
  br i1 %first, label %clear, label %sync

clear:
  store i32 0, ptr addrspace(3) %lp, align 4
  br label %sync

sync:
  call void @air.wg.barrier(i32 2, i32 1)
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %ip, align 4
  %bin = urem i32 %v, 16
  %b = zext i32 %bin to i64
  %bp = getelementptr inbounds i32, ptr addrspace(3) %local, i64 %b
  %old = call i32 @air.atomic.local.add.u.i32(ptr addrspace(3) %bp, i32 1, i32 0, i32 1, i1 true)
  call void @air.wg.barrier(i32 2, i32 1)
  br i1 %first, label %publish, label %done

publish:
  %count = load i32, ptr addrspace(3) %lp, align 4
  %gp = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %l
  %o2 = call i32 @air.atomic.global.add.u.i32(ptr addrspace(1) %gp, i32 %count, i32 0, i32 2, i1 true)
  br label %done

done:
  ret void
}

; kernel void quad_ops(device const float *in [[buffer(0)]],
;                      device float *out [[buffer(1)]],
;                      uint gid [[thread_position_in_grid]]) {
;   float v = in[gid];
;   out[gid * 4 + 0] = simd_shuffle_and_fill_up(v, v * 100, 3, 8);
;   out[gid * 4 + 1] = simd_shuffle_and_fill_down(v, v * 100, 5);
;   out[gid * 4 + 2] = quad_sum(v);
;   out[gid * 4 + 3] = float(quad_ballot(v > 8.0));
; }
define void @quad_ops(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %ip, align 4
  %fill = fmul float %v, 100.0
  %base = mul i64 %g, 4
  %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  %up = call float @air.simd_shuffle_and_fill_up.f32(float %v, float %fill, i16 3, i16 8)
  store float %up, ptr addrspace(1) %p0, align 4
  %down = call float @air.simd_shuffle_and_fill_down.f32(float %v, float %fill, i16 5)
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  store float %down, ptr addrspace(1) %p1, align 4
  %qs = call float @air.quad_sum.f32(float %v)
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 2
  store float %qs, ptr addrspace(1) %p2, align 4
  %big = fcmp ogt float %v, 8.0
  %qb = call i16 @air.quad_ballot(i1 %big)
  %qf = uitofp i16 %qb to float
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 3
  store float %qf, ptr addrspace(1) %p3, align 4
  ret void
}

declare float @air.simd_shuffle_and_fill_up.f32(float, float, i16, i16) #1
declare float @air.simd_shuffle_and_fill_down.f32(float, float, i16) #1
declare float @air.quad_sum.f32(float) #1
declare i16 @air.quad_ballot(i1) #1
declare float @air.simd_sum.f32(float) #1
declare float @air.simd_prefix_exclusive_sum.f32(float) #1
declare float @air.simd_shuffle_xor.f32(float, i16) #1
declare float @air.simd_max.f32(float) #1
declare i64 @air.simd_ballot.i64(i1) #1
declare void @air.wg.barrier(i32, i32) #1
declare i32 @air.atomic.local.add.u.i32(ptr addrspace(3), i32, i32, i32, i1) #1
declare i32 @air.atomic.global.add.u.i32(ptr addrspace(1), i32, i32, i32, i1) #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind }

!air.kernel = !{!10, !20, !40}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @simd_ops, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16, !17}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"ballots"}
!16 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!17 = !{i32 4, !"air.thread_index_in_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lane"}

!20 = !{ptr @histogram, !11, !21}
!21 = !{!22, !23, !24, !25, !26}
!22 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!23 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_uint", !"air.arg_name", !"bins"}
!24 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"local"}
!25 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!26 = !{i32 4, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}

!40 = !{ptr @quad_ops, !11, !41}
!41 = !{!13, !14, !42}
!42 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
