; libraries/lib1.metallib of the metal-pipelines-script(5) examples.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z5count.MTL_FC_INIT_0_j = internal addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer"
define void @my_kernel_function(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel(ptr addrspace(1) %out, i32 %gid) {
  %v_Z5count.MTL_FC_INIT_0_j = load i32, ptr addrspace(2) @_Z5count.MTL_FC_INIT_0_j
  ret void
}
define void @base_kernel(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
!air.kernel = !{!104, !108, !112}
!air.function_constants = !{!113}
!air.version = !{!114}
!air.language_version = !{!115}
!100 = !{}
!101 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!102 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!103 = !{!101, !102}
!104 = !{ptr @my_kernel_function, !100, !103}
!105 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!106 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!107 = !{!105, !106}
!108 = !{ptr @my_kernel, !100, !107}
!109 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!110 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!111 = !{!109, !110}
!112 = !{ptr @base_kernel, !100, !111}
!113 = !{ptr addrspace(2) @_Z5count.MTL_FC_INIT_0_j, !"uint", !"count", i32 0, i1 true}
!114 = !{i32 2, i32 6, i32 0}
!115 = !{!"Metal", i32 3, i32 1, i32 0}
