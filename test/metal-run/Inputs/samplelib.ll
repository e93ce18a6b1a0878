; A dynamic library whose function samples with a constexpr sampler of its
; own. Metal source:
;
; float4 tap_repeat(texture2d<float> t, float2 uv) {
;   constexpr sampler s(filter::nearest, address::repeat);
;   return t.sample(s, uv, level(0));
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@__air_sampler_state = internal addrspace(2) constant [2 x i64] [i64 34901797601018002, i64 0], align 8

define <4 x float> @tap_repeat(ptr addrspace(1) %t, <2 x float> %uv) {
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) @__air_sampler_state, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  ret <4 x float> %v
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.sampler_states = !{!2}
!air.version = !{!0}
!air.language_version = !{!1}
!0 = !{i32 2, i32 7, i32 0}
!1 = !{!"Metal", i32 3, i32 2, i32 0}
!2 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
