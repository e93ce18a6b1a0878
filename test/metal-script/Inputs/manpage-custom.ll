; The custom library the FILE URI example names.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @custom_kernel(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
!air.kernel = !{!104}
!air.version = !{!105}
!air.language_version = !{!106}
!100 = !{}
!101 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!102 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!103 = !{!101, !102}
!104 = !{ptr @custom_kernel, !100, !103}
!105 = !{i32 2, i32 6, i32 0}
!106 = !{!"Metal", i32 3, i32 1, i32 0}
