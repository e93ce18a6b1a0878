; The functions the metal-pipelines-script(5) examples take from the input library.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z10tint_index.MTL_FC_INIT_0_j = internal addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer"
@_Z10base_color.MTL_FC_INIT_1_Dv4_f = internal addrspace(2) externally_initialized constant <4 x float> undef, section "air.fc_initializer"
define void @my_kernel_function(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel_basic(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel_advanced(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel_more_advanced(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel_1(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define void @my_kernel_2(ptr addrspace(1) %out, i32 %gid) {
  ret void
}
define <4 x float> @my_vertex(i32 %vid) {
  ret <4 x float> zeroinitializer
}
define <4 x float> @my_vertex_side_effects(i32 %vid) {
  ret <4 x float> zeroinitializer
}
define <4 x float> @my_fragment_1() {
  ret <4 x float> zeroinitializer
}
define <4 x float> @my_fragment_2() {
  ret <4 x float> zeroinitializer
}
define <4 x float> @my_fragment() {
  %v_Z10tint_index.MTL_FC_INIT_0_j = load i32, ptr addrspace(2) @_Z10tint_index.MTL_FC_INIT_0_j
  %v_Z10base_color.MTL_FC_INIT_1_Dv4_f = load <4 x float>, ptr addrspace(2) @_Z10base_color.MTL_FC_INIT_1_Dv4_f
  ret <4 x float> zeroinitializer
}
!air.kernel = !{!104, !108, !112, !116, !120, !124}
!air.vertex = !{!129, !134}
!air.fragment = !{!137, !140, !143}
!air.function_constants = !{!144, !145}
!air.version = !{!146}
!air.language_version = !{!147}
!100 = !{}
!101 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!102 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!103 = !{!101, !102}
!104 = !{ptr @my_kernel_function, !100, !103}
!105 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!106 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!107 = !{!105, !106}
!108 = !{ptr @my_kernel_basic, !100, !107}
!109 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!110 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!111 = !{!109, !110}
!112 = !{ptr @my_kernel_advanced, !100, !111}
!113 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!114 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!115 = !{!113, !114}
!116 = !{ptr @my_kernel_more_advanced, !100, !115}
!117 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!118 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!119 = !{!117, !118}
!120 = !{ptr @my_kernel_1, !100, !119}
!121 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!122 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!123 = !{!121, !122}
!124 = !{ptr @my_kernel_2, !100, !123}
!125 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!126 = !{i32 0, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!127 = !{!125}
!128 = !{!126}
!129 = !{ptr @my_vertex, !127, !128}
!130 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!131 = !{i32 0, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!132 = !{!130}
!133 = !{!131}
!134 = !{ptr @my_vertex_side_effects, !132, !133}
!135 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!136 = !{!135}
!137 = !{ptr @my_fragment_1, !136, !100}
!138 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!139 = !{!138}
!140 = !{ptr @my_fragment_2, !139, !100}
!141 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!142 = !{!141}
!143 = !{ptr @my_fragment, !142, !100}
!144 = !{ptr addrspace(2) @_Z10tint_index.MTL_FC_INIT_0_j, !"uint", !"tint_index", i32 0, i1 true}
!145 = !{ptr addrspace(2) @_Z10base_color.MTL_FC_INIT_1_Dv4_f, !"float4", !"base_color", i32 1, i1 true}
!146 = !{i32 2, i32 6, i32 0}
!147 = !{!"Metal", i32 3, i32 1, i32 0}
