; SIMD-group functions on integers, for the Intel simulator's SIMD8 groups
; (intelgpu-simd.test computes the expectations for groups of 8). Metal
; source:
;
; kernel void simd_int(device const int *in [[buffer(0)]],
;                      device int *out [[buffer(1)]],
;                      uint gid [[thread_position_in_grid]],
;                      uint lane [[thread_index_in_simdgroup]]) {
;   int v = in[gid];
;   device int *o = out + 8 * gid;
;   o[0] = simd_min(v);
;   o[1] = int(simd_max(uint(v)));
;   o[2] = simd_prefix_inclusive_sum(v);
;   o[3] = simd_broadcast(v, 5);
;   o[4] = simd_shuffle(v, (lane * 3) & 7);
;   o[5] = simd_shuffle_down(v, 2);
;   o[6] = simd_or(v);
;   o[7] = (v & 1) ? simd_sum(v) + int(simd_is_first()) * 1000 : -1;  // divergent
; }
target triple = "air64-apple-macosx14.0.0"

define void @simd_int(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %gid, i32 %lane) {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %ip, align 4
  %base = mul i64 %g, 8
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  %mn = call i32 @air.simd_min.s.i32(i32 %v)
  store i32 %mn, ptr addrspace(1) %o, align 4
  %mx = call i32 @air.simd_max.u.i32(i32 %v)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %mx, ptr addrspace(1) %o1, align 4
  %pre = call i32 @air.simd_prefix_inclusive_sum.s.i32(i32 %v)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %pre, ptr addrspace(1) %o2, align 4
  %bc = call i32 @air.simd_broadcast.s.i32(i32 %v, i16 5)
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 3
  store i32 %bc, ptr addrspace(1) %o3, align 4
  %l3 = mul i32 %lane, 3
  %src = and i32 %l3, 7
  %src16 = trunc i32 %src to i16
  %sh = call i32 @air.simd_shuffle.s.i32(i32 %v, i16 %src16)
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 4
  store i32 %sh, ptr addrspace(1) %o4, align 4
  %dn = call i32 @air.simd_shuffle_down.s.i32(i32 %v, i16 2)
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 5
  store i32 %dn, ptr addrspace(1) %o5, align 4
  %or = call i32 @air.simd_or.s.i32(i32 %v)
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 6
  store i32 %or, ptr addrspace(1) %o6, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %join
then:
  %s = call i32 @air.simd_sum.s.i32(i32 %v)
  %first = call i1 @air.simd_is_first()
  %f = zext i1 %first to i32
  %f1000 = mul i32 %f, 1000
  %sf = add i32 %s, %f1000
  br label %join
join:
  %d = phi i32 [ %sf, %then ], [ -1, %entry ]
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 7
  store i32 %d, ptr addrspace(1) %o7, align 4
  ret void
}

; kernel void simd_prod(device const int *in [[buffer(0)]],
;                       device int *out [[buffer(1)]],
;                       uint gid [[thread_position_in_grid]]) {
;   int v = in[gid];
;   device int *o = out + 9 * gid;
;   o[0] = simd_product(v);
;   o[1] = simd_prefix_exclusive_product(v);
;   o[2] = simd_prefix_inclusive_product(v);
;   o[3] = quad_product(v);
;   o[4] = simd_product(short(v));
;   o[5] = (v & 1) ? simd_product(v) : -1;  // divergent
;   o[6] = quad_and(v);
;   o[7] = quad_or(v);
;   o[8] = quad_xor(v);
; }
define void @simd_prod(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %gid) {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %ip, align 4
  %base = mul i64 %g, 9
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  %p = call i32 @air.simd_product.s.i32(i32 %v)
  store i32 %p, ptr addrspace(1) %o, align 4
  %pe = call i32 @air.simd_prefix_exclusive_product.s.i32(i32 %v)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %pe, ptr addrspace(1) %o1, align 4
  %pi = call i32 @air.simd_prefix_inclusive_product.s.i32(i32 %v)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %pi, ptr addrspace(1) %o2, align 4
  %q = call i32 @air.quad_product.s.i32(i32 %v)
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 3
  store i32 %q, ptr addrspace(1) %o3, align 4
  %vs = trunc i32 %v to i16
  %ps = call i16 @air.simd_product.s.i16(i16 %vs)
  %pse = sext i16 %ps to i32
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 4
  store i32 %pse, ptr addrspace(1) %o4, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %join
then:
  %pd = call i32 @air.simd_product.s.i32(i32 %v)
  br label %join
join:
  %d = phi i32 [ %pd, %then ], [ -1, %entry ]
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 5
  store i32 %d, ptr addrspace(1) %o5, align 4
  %qa = call i32 @air.quad_and.s.i32(i32 %v)
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 6
  store i32 %qa, ptr addrspace(1) %o6, align 4
  %qo = call i32 @air.quad_or.s.i32(i32 %v)
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 7
  store i32 %qo, ptr addrspace(1) %o7, align 4
  %qx = call i32 @air.quad_xor.s.i32(i32 %v)
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 8
  store i32 %qx, ptr addrspace(1) %o8, align 4
  ret void
}

declare i32 @air.quad_and.s.i32(i32)
declare i32 @air.quad_or.s.i32(i32)
declare i32 @air.quad_xor.s.i32(i32)
declare i32 @air.simd_product.s.i32(i32)
declare i32 @air.simd_prefix_exclusive_product.s.i32(i32)
declare i32 @air.simd_prefix_inclusive_product.s.i32(i32)
declare i32 @air.quad_product.s.i32(i32)
declare i16 @air.simd_product.s.i16(i16)
declare i32 @air.simd_min.s.i32(i32)
declare i32 @air.simd_max.u.i32(i32)
declare i32 @air.simd_prefix_inclusive_sum.s.i32(i32)
declare i32 @air.simd_broadcast.s.i32(i32, i16)
declare i32 @air.simd_shuffle.s.i32(i32, i16)
declare i32 @air.simd_shuffle_down.s.i32(i32, i16)
declare i32 @air.simd_or.s.i32(i32)
declare i32 @air.simd_sum.s.i32(i32)
declare i1 @air.simd_is_first()

!air.kernel = !{!0, !10}
!0 = !{ptr @simd_int, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!6 = !{i32 3, !"air.thread_index_in_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lane"}
!10 = !{ptr @simd_prod, !1, !11}
!11 = !{!3, !4, !5}
