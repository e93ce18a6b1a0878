; Threadgroup-memory meeting points (docs/metal-run.md, "Threads, barriers
; and SIMD groups"), in threadgroups of one SIMD group (32 threads).
;
; @tiles: for k < 4, each thread stores in[k * 64 + gid] at t[lid], then,
; between two barriers, only reads: acc += t[(lid + i) % 32] for i < 16.
; The stores meet (4 per SIMD group); the reads, in a stretch where nothing
; writes threadgroup memory, do not.
;
; @neighbours: t[lid] = in[gid]; after a barrier, 16 times
; t[lid] = t[lid] + t[(lid + 1) % 32], which reads a neighbour's value as
; it is being replaced: lockstep makes every thread read before any
; writes (each of the 48 accesses meets); then, after a barrier, a read
; in a stretch without writes (no meeting).
define void @tiles(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(3) noalias %t, i32 %gid, i32 %lid) {
entry:
  br label %tile
tile:
  %k = phi i32 [ 0, %entry ], [ %k1, %tiled ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %tiled ]
  %row = mul i32 %k, 64
  %src = add i32 %row, %gid
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %src
  %v = load float, ptr addrspace(1) %pi
  %pt = getelementptr float, ptr addrspace(3) %t, i32 %lid
  store float %v, ptr addrspace(3) %pt
  call void @air.wg.barrier(i32 2, i32 1)
  br label %sum
sum:
  %i = phi i32 [ 0, %tile ], [ %i1, %sum ]
  %a = phi float [ %acc, %tile ], [ %a1, %sum ]
  %j0 = add i32 %lid, %i
  %j = and i32 %j0, 31
  %pj = getelementptr float, ptr addrspace(3) %t, i32 %j
  %w = load float, ptr addrspace(3) %pj
  %a1 = fadd float %a, %w
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %sum, label %tiled
tiled:
  %acc2 = phi float [ %a1, %sum ]
  call void @air.wg.barrier(i32 2, i32 1)
  %k1 = add i32 %k, 1
  %again = icmp ult i32 %k1, 4
  br i1 %again, label %tile, label %done
done:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %gid
  store float %acc2, ptr addrspace(1) %po
  ret void
}

define void @neighbours(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(3) noalias %t, i32 %gid, i32 %lid) {
entry:
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %gid
  %v = load float, ptr addrspace(1) %pi
  %pt = getelementptr float, ptr addrspace(3) %t, i32 %lid
  store float %v, ptr addrspace(3) %pt
  call void @air.wg.barrier(i32 2, i32 1)
  %n0 = add i32 %lid, 1
  %n = and i32 %n0, 31
  %pn = getelementptr float, ptr addrspace(3) %t, i32 %n
  br label %step
step:
  %i = phi i32 [ 0, %entry ], [ %i1, %step ]
  %mine = load volatile float, ptr addrspace(3) %pt
  %next = load volatile float, ptr addrspace(3) %pn
  %s = fadd float %mine, %next
  store volatile float %s, ptr addrspace(3) %pt
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %step, label %last
last:
  call void @air.wg.barrier(i32 2, i32 1)
  %r = load float, ptr addrspace(3) %pt
  %po = getelementptr float, ptr addrspace(1) %out, i32 %gid
  store float %r, ptr addrspace(1) %po
  ret void
}

declare void @air.wg.barrier(i32, i32) convergent

!air.kernel = !{!0, !1}
!0 = !{ptr @tiles, !2, !3}
!1 = !{ptr @neighbours, !2, !3}
!2 = !{}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!5 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!6 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"t"}
!7 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!8 = !{i32 4, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
