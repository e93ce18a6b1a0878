; A fragment function comparing against a depth cube with the level of
; detail of its quad (the face's, from the direction's derivatives).
; Metal source:
;
; fragment float4 texcubecmp(float4 pos [[position]], float3 dir [[user(dir)]],
;                            float ref [[flat]], depthcube<float> t [[texture(0)]],
;                            sampler s [[sampler(0)]]) {
;   return float4(t.sample_compare(s, dir, ref));
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @texcubecmp(<4 x float> %pos, <3 x float> %dir, float %ref, ptr addrspace(1) %t,
                               ptr addrspace(2) %s) {
entry:
  %r = call { float, i8 } @air.sample_compare_depth_cube.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <3 x float> %dir, float %ref, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { float, i8 } %r, 0
  %v0 = insertelement <4 x float> poison, float %c, i64 0
  %v = shufflevector <4 x float> %v0, <4 x float> poison, <4 x i32> zeroinitializer
  ret <4 x float> %v
}

declare { float, i8 } @air.sample_compare_depth_cube.f32(ptr addrspace(1), ptr addrspace(2), i32, <3 x float>, float, i1, float, float, i32)

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @texcubecmp, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !13, !14, !15}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(dir)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float3", !"air.arg_name", !"dir"}
!13 = !{i32 2, !"air.fragment_input", !"generated(3reff)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"ref"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"depthcube<float, sample>", !"air.arg_name", !"t"}
!15 = !{i32 4, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!30 = !{i32 2, i32 7, i32 0}
