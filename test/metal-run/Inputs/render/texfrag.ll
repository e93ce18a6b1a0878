; A fragment function sampling a texture with the level of detail of its
; quad, with and without a bias, and at an explicit level.
; Metal source:
;
; struct Out { float4 a [[color(0)]]; float4 b [[color(1)]]; float4 c [[color(2)]]; };
; fragment Out texfrag(float4 pos [[position]], float2 uv [[user(uv)]],
;                      float bias [[flat]], texture2d<float> t [[texture(0)]],
;                      sampler s [[sampler(0)]]) {
;   return { t.sample(s, uv), t.sample(s, uv, bias(bias)), t.sample(s, uv, level(bias)) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, <4 x float>, <4 x float> }>

define %Out @texfrag(<4 x float> %pos, <2 x float> %uv, float %bias, ptr addrspace(1) %t,
                     ptr addrspace(2) %s) {
entry:
  %ra = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %rb = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float %bias, float 0.0, i32 0)
  %rc = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float %bias, float 0.0, i32 0)
  %a = extractvalue { <4 x float>, i8 } %ra, 0
  %b = extractvalue { <4 x float>, i8 } %rb, 0
  %c = extractvalue { <4 x float>, i8 } %rc, 0
  %r0 = insertvalue %Out undef, <4 x float> %a, 0
  %r1 = insertvalue %Out %r0, <4 x float> %b, 1
  %r2 = insertvalue %Out %r1, <4 x float> %c, 2
  ret %Out %r2
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @texfrag, !1, !10}
!1 = !{!2, !3, !4}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"a"}
!3 = !{!"air.render_target", i32 1, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"b"}
!4 = !{!"air.render_target", i32 2, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !13, !14, !15}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.fragment_input", !"generated(4biasf)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"bias"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!15 = !{i32 4, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!30 = !{i32 2, i32 7, i32 0}
