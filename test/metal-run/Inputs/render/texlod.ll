; A fragment function asking for the level of detail its quad would
; sample at (calculate_clamped_lod, calculate_unclamped_lod) of a 2D
; texture, a 2D array and a 3D texture. Metal source:
;
; struct Out { float4 a [[color(0)]]; float4 b [[color(1)]]; };
; fragment Out texlod(float4 pos [[position]], float2 uv [[user(uv)]],
;                     float bias [[flat]], texture2d<float> t [[texture(0)]],
;                     texture2d_array<float> ta [[texture(1)]],
;                     texture3d<float> t3 [[texture(2)]], sampler s [[sampler(0)]]) {
;   float3 p = float3(uv, 0.5);
;   return { float4(t.calculate_clamped_lod(s, uv), t.calculate_unclamped_lod(s, uv),
;                   ta.calculate_clamped_lod(s, uv), ta.calculate_unclamped_lod(s, uv)),
;            float4(t3.calculate_clamped_lod(s, p), t3.calculate_unclamped_lod(s, p), 0, 0) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, <4 x float> }>

define %Out @texlod(<4 x float> %pos, <2 x float> %uv, float %bias, ptr addrspace(1) %t,
                    ptr addrspace(1) %ta, ptr addrspace(1) %t3, ptr addrspace(2) %s) {
entry:
  %c2 = call float @air.calculate_clamped_lod_texture_2d(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i32 0)
  %u2 = call float @air.calculate_unclamped_lod_texture_2d(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i32 0)
  %ca = call float @air.calculate_clamped_lod_texture_2d_array(ptr addrspace(1) %ta, ptr addrspace(2) %s, <2 x float> %uv, i32 0)
  %ua = call float @air.calculate_unclamped_lod_texture_2d_array(ptr addrspace(1) %ta, ptr addrspace(2) %s, <2 x float> %uv, i32 0)
  %p2 = shufflevector <2 x float> %uv, <2 x float> <float 0.5, float poison>, <3 x i32> <i32 0, i32 1, i32 2>
  %c3 = call float @air.calculate_clamped_lod_texture_3d(ptr addrspace(1) %t3, ptr addrspace(2) %s, <3 x float> %p2, i32 0)
  %u3 = call float @air.calculate_unclamped_lod_texture_3d(ptr addrspace(1) %t3, ptr addrspace(2) %s, <3 x float> %p2, i32 0)
  %a0 = insertelement <4 x float> poison, float %c2, i64 0
  %a1 = insertelement <4 x float> %a0, float %u2, i64 1
  %a2 = insertelement <4 x float> %a1, float %ca, i64 2
  %a3 = insertelement <4 x float> %a2, float %ua, i64 3
  %b0 = insertelement <4 x float> zeroinitializer, float %c3, i64 0
  %b1 = insertelement <4 x float> %b0, float %u3, i64 1
  %r0 = insertvalue %Out undef, <4 x float> %a3, 0
  %r1 = insertvalue %Out %r0, <4 x float> %b1, 1
  ret %Out %r1
}

declare float @air.calculate_clamped_lod_texture_2d(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32)
declare float @air.calculate_unclamped_lod_texture_2d(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32)
declare float @air.calculate_clamped_lod_texture_2d_array(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32)
declare float @air.calculate_unclamped_lod_texture_2d_array(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32)
declare float @air.calculate_clamped_lod_texture_3d(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32)
declare float @air.calculate_unclamped_lod_texture_3d(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32)

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @texlod, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"a"}
!3 = !{!"air.render_target", i32 1, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"b"}
!10 = !{!11, !12, !13, !14, !15, !16, !17}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.fragment_input", !"generated(4biasf)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"bias"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!15 = !{i32 4, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d_array<float, sample>", !"air.arg_name", !"ta"}
!16 = !{i32 5, !"air.texture", !"air.location_index", i32 2, i32 1, !"air.sample", !"air.arg_type_name", !"texture3d<float, sample>", !"air.arg_name", !"t3"}
!17 = !{i32 6, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!30 = !{i32 2, i32 7, i32 0}
