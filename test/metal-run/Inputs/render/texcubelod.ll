; A fragment function asking for the level of detail its quad would
; sample a cube at (calculate_clamped_lod, calculate_unclamped_lod): the
; direction's derivatives give the face's (Vulkan's "Cube Map Derivative
; Transformation"). Metal source:
;
; fragment float4 texcubelod(float4 pos [[position]], float3 dir [[user(dir)]],
;                            float bias [[flat]], texturecube<float> t [[texture(0)]],
;                            sampler s [[sampler(0)]]) {
;   return float4(t.calculate_clamped_lod(s, dir), t.calculate_unclamped_lod(s, dir), 0, 1);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @texcubelod(<4 x float> %pos, <3 x float> %dir, float %bias, ptr addrspace(1) %t,
                                ptr addrspace(2) %s) {
entry:
  %c = call float @air.calculate_clamped_lod_texture_cube(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %dir, i32 0)
  %u = call float @air.calculate_unclamped_lod_texture_cube(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %dir, i32 0)
  %a0 = insertelement <4 x float> <float poison, float poison, float 0.0, float 1.0>, float %c, i64 0
  %a1 = insertelement <4 x float> %a0, float %u, i64 1
  ret <4 x float> %a1
}

declare float @air.calculate_clamped_lod_texture_cube(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32)
declare float @air.calculate_unclamped_lod_texture_cube(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32)

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @texcubelod, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"a"}
!10 = !{!11, !12, !13, !14, !15}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(dir)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float3", !"air.arg_name", !"dir"}
!13 = !{i32 2, !"air.fragment_input", !"generated(4biasf)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"bias"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texturecube<float, sample>", !"air.arg_name", !"t"}
!15 = !{i32 4, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!30 = !{i32 2, i32 7, i32 0}
