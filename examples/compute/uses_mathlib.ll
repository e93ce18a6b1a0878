; A kernel that calls into the mathlib dynamic library.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @scaled_copy(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out, ptr addrspace(2) noalias readonly %s, i32 %gid) #0 {
  %i = zext i32 %gid to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %ip, align 4
  %sv = load float, ptr addrspace(2) %s, align 4
  %r = call float @_ZN7mathlib5scaleEff(float %v, float %sv)
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %r, ptr addrspace(1) %op, align 4
  ret void
}

declare float @_ZN7mathlib5scaleEff(float, float)

attributes #0 = { convergent nounwind }

!air.kernel = !{!10}
!air.version = !{!0}
!air.language_version = !{!1}
!0 = !{i32 2, i32 6, i32 0}
!1 = !{!"Metal", i32 3, i32 1, i32 0}
!10 = !{ptr @scaled_copy, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.buffer", !"air.buffer_size", i32 4, !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"s"}
!16 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
