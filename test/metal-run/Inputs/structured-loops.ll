; Loops whose shape the SIMT preparation must keep (docs/architecture.md,
; "SIMT preparation"): written after two public kernels that broke it.
;
; pad (llama.cpp's kernel_pad_f32 in shape): a threadgroup-strided loop
; whose body copies or zero-fills and whose exit block is empty. LLVM's
; CodeGenPrepare merged the structurizer's empty exit blocks when the
; preparation ran before it ("a loop whose exit does not follow its latch"
; on Intel).
;
;   kernel void pad(device const float *src, device float *dst,
;                   constant uint4 &n, uint2 tg [[threadgroup_position_in_grid]],
;                   uint tid [[thread_index_in_threadgroup]],
;                   uint ntg [[threads_per_threadgroup]]) {
;     uint row = tg.x;
;     for (uint i = tid; i < n.x; i += ntg)
;       dst[row * n.x + i] = (i < n.y && row < n.z) ? src[row * n.y + i] : 0.0f;
;   }
;
; window (a constant-length private array zeroed and summed by loops, as
; memset and reductions of fixed size are): branches on constants that
; LLVM's codegen passes folded after the preparation had marked them.
;
;   kernel void window(device const float *src, device float *dst,
;                      uint gid [[thread_position_in_grid]]) {
;     float acc[8];
;     for (int k = 0; k < 8; ++k) acc[k] = 0.0f;
;     for (uint j = 0; j < (gid & 7) + 1; ++j)
;       for (int k = 0; k < 8; ++k) acc[k] += src[(gid + j + k) & 255] * float(k + 1);
;     float s = 0.0f;
;     for (int k = 0; k < 8; ++k) s += acc[(gid + k) & 7] * float(k);
;     dst[gid] = s;
;   }

define void @pad(ptr addrspace(1) noalias %src, ptr addrspace(1) noalias %dst,
                 ptr addrspace(2) noalias %n, <2 x i32> %tg, i32 %tid, i32 %ntg) {
entry:
  %row = extractelement <2 x i32> %tg, i32 0
  %n0 = load i32, ptr addrspace(2) %n, align 4
  %pn1 = getelementptr i32, ptr addrspace(2) %n, i32 1
  %n1 = load i32, ptr addrspace(2) %pn1, align 4
  %pn2 = getelementptr i32, ptr addrspace(2) %n, i32 2
  %n2 = load i32, ptr addrspace(2) %pn2, align 4
  %start = icmp ult i32 %tid, %n0
  br i1 %start, label %body, label %exit
body:
  %i = phi i32 [ %tid, %entry ], [ %next, %join ]
  %inx = icmp ult i32 %i, %n1
  %iny = icmp ult i32 %row, %n2
  %in = and i1 %inx, %iny
  br i1 %in, label %copy, label %zero
copy:
  %srow = mul i32 %row, %n1
  %si = add i32 %srow, %i
  %sp = getelementptr float, ptr addrspace(1) %src, i32 %si
  %v = load float, ptr addrspace(1) %sp, align 4
  br label %join
zero:
  br label %join
join:
  %val = phi float [ %v, %copy ], [ 0.0, %zero ]
  %drow = mul i32 %row, %n0
  %di = add i32 %drow, %i
  %dp = getelementptr float, ptr addrspace(1) %dst, i32 %di
  store float %val, ptr addrspace(1) %dp, align 4
  %next = add i32 %i, %ntg
  %more = icmp ult i32 %next, %n0
  br i1 %more, label %body, label %exit
exit:
  ret void
}

define void @window(ptr addrspace(1) noalias %src, ptr addrspace(1) noalias %dst, i32 %gid) {
entry:
  %acc = alloca [8 x float], align 4
  br label %zero
zero:
  %z = phi i32 [ 0, %entry ], [ %z1, %zero ]
  %zp = getelementptr [8 x float], ptr %acc, i32 0, i32 %z
  store float 0.0, ptr %zp, align 4
  %z1 = add i32 %z, 1
  %zmore = icmp slt i32 %z1, 8
  br i1 %zmore, label %zero, label %outer.pre
outer.pre:
  %g7 = and i32 %gid, 7
  %trips = add i32 %g7, 1
  br label %outer
outer:
  %j = phi i32 [ 0, %outer.pre ], [ %j1, %inner.done ]
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %a = add i32 %gid, %j
  %b = add i32 %a, %k
  %idx = and i32 %b, 255
  %sp = getelementptr float, ptr addrspace(1) %src, i32 %idx
  %x = load float, ptr addrspace(1) %sp, align 4
  %kk = add i32 %k, 1
  %kf = sitofp i32 %kk to float
  %t = fmul float %x, %kf
  %ap = getelementptr [8 x float], ptr %acc, i32 0, i32 %k
  %old = load float, ptr %ap, align 4
  %new = fadd float %old, %t
  store float %new, ptr %ap, align 4
  %k1 = add i32 %k, 1
  %kmore = icmp slt i32 %k1, 8
  br i1 %kmore, label %inner, label %inner.done
inner.done:
  %j1 = add i32 %j, 1
  %jmore = icmp ult i32 %j1, %trips
  br i1 %jmore, label %outer, label %sum
sum:
  %m = phi i32 [ 0, %inner.done ], [ %m1, %sum ]
  %s = phi float [ 0.0, %inner.done ], [ %s1, %sum ]
  %gm = add i32 %gid, %m
  %gm7 = and i32 %gm, 7
  %rp = getelementptr [8 x float], ptr %acc, i32 0, i32 %gm7
  %r = load float, ptr %rp, align 4
  %mf = sitofp i32 %m to float
  %rm = fmul float %r, %mf
  %s1 = fadd float %s, %rm
  %m1 = add i32 %m, 1
  %mmore = icmp slt i32 %m1, 8
  br i1 %mmore, label %sum, label %done
done:
  %dp = getelementptr float, ptr addrspace(1) %dst, i32 %gid
  store float %s1, ptr addrspace(1) %dp, align 4
  ret void
}

!air.kernel = !{!0, !10}
!0 = !{ptr @pad, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6, !7, !8}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"src"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"dst"}
!5 = !{i32 2, !"air.buffer", !"air.buffer_size", i32 16, !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_name", !"uint4", !"air.arg_name", !"n"}
!6 = !{i32 3, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"tg"}
!7 = !{i32 4, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!8 = !{i32 5, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"ntg"}
!10 = !{ptr @window, !1, !11}
!11 = !{!3, !4, !12}
!12 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
