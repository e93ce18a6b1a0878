; 64-bit integer arithmetic, by hand in AIR, for metal-run's tests. Metal
; source:
;
; kernel void int64_ops(device const ulong *in [[buffer(0)]],
;                       device ulong *out [[buffer(1)]],
;                       uint gid [[thread_position_in_grid]]) {
;   ulong a = in[2 * gid], b = in[2 * gid + 1];
;   uint s = uint(b) & 63;
;   ulong *o = out + 10 * gid;
;   o[0] = a * b;          o[1] = a * 1000003;     o[2] = a << s;
;   o[3] = a >> s;         o[4] = long(a) >> s;    o[5] = a << 40;
;   o[6] = long(a) >> 7;   o[7] = a - b;           o[8] = (a & b) ^ (a | 12345);
;   o[9] = a < b ? a : b;  // signed: long(a) < long(b)
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @int64_ops(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %ia = mul i64 %g, 2
  %pa = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %ia
  %a = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i64, ptr addrspace(1) %pa, i64 1
  %b = load i64, ptr addrspace(1) %pb, align 8
  %s = and i64 %b, 63
  %ob = mul i64 %g, 10
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %ob
  %r0 = mul i64 %a, %b
  store i64 %r0, ptr addrspace(1) %o, align 8
  %r1 = mul i64 %a, 1000003
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  store i64 %r1, ptr addrspace(1) %o1, align 8
  %r2 = shl i64 %a, %s
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 2
  store i64 %r2, ptr addrspace(1) %o2, align 8
  %r3 = lshr i64 %a, %s
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 3
  store i64 %r3, ptr addrspace(1) %o3, align 8
  %r4 = ashr i64 %a, %s
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 4
  store i64 %r4, ptr addrspace(1) %o4, align 8
  %r5 = shl i64 %a, 40
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 5
  store i64 %r5, ptr addrspace(1) %o5, align 8
  %r6 = ashr i64 %a, 7
  %o6 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 6
  store i64 %r6, ptr addrspace(1) %o6, align 8
  %r7 = sub i64 %a, %b
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 7
  store i64 %r7, ptr addrspace(1) %o7, align 8
  %and = and i64 %a, %b
  %or = or i64 %a, 12345
  %r8 = xor i64 %and, %or
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 8
  store i64 %r8, ptr addrspace(1) %o8, align 8
  %lt = icmp slt i64 %a, %b
  %r9 = select i1 %lt, i64 %a, i64 %b
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 9
  store i64 %r9, ptr addrspace(1) %o9, align 8
  ret void
}

attributes #0 = { nounwind }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @int64_ops, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
