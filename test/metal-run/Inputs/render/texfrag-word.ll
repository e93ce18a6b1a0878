; texfrag_word: t.sample(s, uv) with a constexpr sampler (filter::linear,
; address::repeat) that the compiler emitted as one word, `constant i64`,
; not the [2 x i64] pair (docs/air-conventions.md); texfrag.ll's records.
; Metal source:
;
; fragment float4 texfrag_word(float4 pos [[position]], float2 uv [[user(uv)]],
;                              float bias [[flat]], texture2d<float> t [[texture(0)]]) {
;   constexpr sampler s(filter::linear, address::repeat);
;   return t.sample(s, uv);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@__air_sampler_state = internal addrspace(2) constant i64 -9223372036854248814, align 8

define <4 x float> @texfrag_word(<4 x float> %pos, <2 x float> %uv, float %bias, ptr addrspace(1) %t) {
entry:
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) @__air_sampler_state, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %a = extractvalue { <4 x float>, i8 } %r, 0
  ret <4 x float> %a
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.fragment = !{!20}
!air.sampler_states = !{!24}
!air.version = !{!30}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"a"}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.fragment_input", !"generated(4biasf)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"bias"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!20 = !{ptr @texfrag_word, !21, !22}
!21 = !{!2}
!22 = !{!11, !12, !13, !14}
!24 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
!30 = !{i32 2, i32 7, i32 0}
