; A 64-bit device atomic, which the Apple G13 code generator refuses (Mesa's
; AGX2.xml describes only 32-bit atomic operands): for errors.test.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @count64(ptr addrspace(1) noalias %c, i32 %gid) {
entry:
  %old = atomicrmw add ptr addrspace(1) %c, i64 1 monotonic, align 8
  ret void
}

!air.kernel = !{!10}
!air.version = !{!30}
!10 = !{ptr @count64, !11, !12}
!11 = !{}
!12 = !{!13, !14}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"atomic_ulong", !"air.arg_name", !"c"}
!14 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!30 = !{i32 2, i32 6, i32 0}
