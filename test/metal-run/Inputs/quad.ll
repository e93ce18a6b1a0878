; Quad-group functions and shuffle-and-fill, by hand in AIR, under a
; divergent branch (lanes whose value is a multiple of 5 sit out), for
; metal-run's comparison of the Apple G13 translation with the host.
; Metal source:
;
; kernel void quad_more(device const int *in [[buffer(0)]],
;                       device int *out [[buffer(1)]],    // 16 per thread
;                       uint gid [[thread_position_in_grid]]) {
;   int v = in[gid];
;   float f = float(v) * 0.5f;
;   device int *o = out + 16 * gid;
;   if (v % 5 != 0) {
;     o[0] = quad_shuffle(v, 2);          o[1] = quad_shuffle_up(v, 1);
;     o[2] = quad_shuffle_down(v, 2);     o[3] = quad_shuffle_xor(v, 3);
;     o[4] = quad_broadcast(v, ushort(v) & 3);
;     o[5] = quad_min(v);                 o[6] = int(quad_max(uint(v)));
;     o[7] = as_type<int>(quad_min(f));   o[8] = as_type<int>(quad_max(f));
;     o[9] = quad_sum(v);                 o[10] = quad_all(v > 0);
;     o[11] = quad_any(v > 100);          o[12] = quad_is_first();
;     o[13] = quad_active_threads_mask();
;     o[14] = quad_shuffle_and_fill_down(v, -v, 1);
;     o[15] = simd_shuffle_and_fill_up(v, -v, 2, 5);
;   }
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @quad_more(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %ip, align 4
  %fv = sitofp i32 %v to float
  %f = fmul float %fv, 5.000000e-01
  %ob = mul i64 %g, 16
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ob
  %r = srem i32 %v, 5
  %take = icmp ne i32 %r, 0
  br i1 %take, label %then, label %done

then:
  %a0 = call i32 @air.quad_shuffle.s.i32(i32 %v, i16 2)
  store i32 %a0, ptr addrspace(1) %o, align 4
  %a1 = call i32 @air.quad_shuffle_up.s.i32(i32 %v, i16 1)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %a1, ptr addrspace(1) %p1, align 4
  %a2 = call i32 @air.quad_shuffle_down.s.i32(i32 %v, i16 2)
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %a2, ptr addrspace(1) %p2, align 4
  %a3 = call i32 @air.quad_shuffle_xor.s.i32(i32 %v, i16 3)
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 3
  store i32 %a3, ptr addrspace(1) %p3, align 4
  %v16 = trunc i32 %v to i16
  %idx = and i16 %v16, 3
  %a4 = call i32 @air.quad_broadcast.s.i32(i32 %v, i16 %idx)
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 4
  store i32 %a4, ptr addrspace(1) %p4, align 4
  %a5 = call i32 @air.quad_min.s.i32(i32 %v)
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 5
  store i32 %a5, ptr addrspace(1) %p5, align 4
  %a6 = call i32 @air.quad_max.u.i32(i32 %v)
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 6
  store i32 %a6, ptr addrspace(1) %p6, align 4
  %m7 = call float @air.quad_min.f32(float %f)
  %a7 = bitcast float %m7 to i32
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 7
  store i32 %a7, ptr addrspace(1) %p7, align 4
  %m8 = call float @air.quad_max.f32(float %f)
  %a8 = bitcast float %m8 to i32
  %p8 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 8
  store i32 %a8, ptr addrspace(1) %p8, align 4
  %a9 = call i32 @air.quad_sum.s.i32(i32 %v)
  %p9 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 9
  store i32 %a9, ptr addrspace(1) %p9, align 4
  %pos = icmp sgt i32 %v, 0
  %b10 = call i1 @air.quad_all(i1 %pos)
  %a10 = zext i1 %b10 to i32
  %p10 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 10
  store i32 %a10, ptr addrspace(1) %p10, align 4
  %big = icmp sgt i32 %v, 100
  %b11 = call i1 @air.quad_any(i1 %big)
  %a11 = zext i1 %b11 to i32
  %p11 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 11
  store i32 %a11, ptr addrspace(1) %p11, align 4
  %b12 = call i1 @air.quad_is_first()
  %a12 = zext i1 %b12 to i32
  %p12 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 12
  store i32 %a12, ptr addrspace(1) %p12, align 4
  %m13 = call i16 @air.quad_active_threads_mask()
  %a13 = zext i16 %m13 to i32
  %p13 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 13
  store i32 %a13, ptr addrspace(1) %p13, align 4
  %neg = sub i32 0, %v
  %a14 = call i32 @air.quad_shuffle_and_fill_down.s.i32(i32 %v, i32 %neg, i16 1)
  %p14 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 14
  store i32 %a14, ptr addrspace(1) %p14, align 4
  %a15 = call i32 @air.simd_shuffle_and_fill_up.s.i32(i32 %v, i32 %neg, i16 2, i16 5)
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 15
  store i32 %a15, ptr addrspace(1) %p15, align 4
  br label %done

done:
  ret void
}

declare i32 @air.quad_shuffle.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_up.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_down.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_xor.s.i32(i32, i16) #1
declare i32 @air.quad_broadcast.s.i32(i32, i16) #1
declare i32 @air.quad_min.s.i32(i32) #1
declare i32 @air.quad_max.u.i32(i32) #1
declare float @air.quad_min.f32(float) #1
declare float @air.quad_max.f32(float) #1
declare i32 @air.quad_sum.s.i32(i32) #1
declare i1 @air.quad_all(i1) #1
declare i1 @air.quad_any(i1) #1
declare i1 @air.quad_is_first() #1
declare i16 @air.quad_active_threads_mask() #1
declare i32 @air.quad_shuffle_and_fill_down.s.i32(i32, i32, i16) #1
declare i32 @air.simd_shuffle_and_fill_up.s.i32(i32, i32, i16, i16) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @quad_more, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
