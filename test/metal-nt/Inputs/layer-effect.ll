; The shape of a SwiftUI layer effect ([[stitchable]], MetalLib function
; type 4): a visible function given the layer (its texture and a
; transform) that samples it with a constexpr sampler. Metal source:
;
; constexpr sampler s(filter::linear);
; [[stitchable]] half4 shift(float2 pos, SwiftUI::Layer layer, float d) {
;   return layer.tex.sample(s, pos + float2(d, 0));   // layer.sample(), inlined
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%struct.Texture = type { ptr addrspace(1) }

@__air_sampler_state = internal addrspace(2) constant [2 x i64] [i64 34901797601020416, i64 0], align 8

define <4 x half> @shift(<2 x float> %pos, %struct.Texture %tex, [5 x <2 x float>] %transform, float %d) {
  %t = extractvalue %struct.Texture %tex, 0
  %x = extractelement <2 x float> %pos, i64 0
  %x2 = fadd float %x, %d
  %uv = insertelement <2 x float> %pos, float %x2, i64 0
  %r = call { <4 x half>, i8 } @air.sample_texture_2d.v4f16(ptr addrspace(1) %t, ptr addrspace(2) @__air_sampler_state, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x half>, i8 } %r, 0
  ret <4 x half> %c
}

declare { <4 x half>, i8 } @air.sample_texture_2d.v4f16(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.visible = !{!0}
!air.sampler_states = !{!30}
!air.version = !{!40}
!0 = !{ptr @shift, !1, !2}
!1 = !{!"air.visible_output", !"air.arg_type_name", !"half4"}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float2", !"air.arg_name", !"pos"}
!4 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"texture2d<half, sample>", !"air.arg_name", !"tex"}
!5 = !{i32 2, !"air.visible_input", !"air.arg_type_name", !"float2[5]", !"air.arg_name", !"transform"}
!6 = !{i32 3, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"d"}
!30 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
!40 = !{i32 2, i32 7, i32 0}
