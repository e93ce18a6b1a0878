; A fragment function reading a texture and a sampler from an argument
; buffer, an air.indirect_buffer argument (AIR's kind for a [[buffer(n)]]
; argument buffer). Metal source:
;
; struct Material { texture2d<float> albedo [[id(0)]]; texture2d<float> detail [[id(1)]];
;                   sampler s [[id(2)]]; };
; fragment float4 shade_frag(float4 pos [[position]], float2 uv [[user(uv)]],
;                            constant Material &m [[buffer(0)]]) {
;   return m.albedo.sample(m.s, uv);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @shade_frag(<4 x float> %pos, <2 x float> %uv, ptr addrspace(2) noalias %m) {
  %albedo = load ptr addrspace(1), ptr addrspace(2) %m, align 8
  %ps = getelementptr inbounds i8, ptr addrspace(2) %m, i64 16
  %s = load ptr addrspace(2), ptr addrspace(2) %ps, align 8
  %ra = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %albedo, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %a = extractvalue { <4 x float>, i8 } %ra, 0
  ret <4 x float> %a
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @shade_frag, !1, !10}
!1 = !{!20}
!20 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !2}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!2 = !{i32 2, !"air.indirect_buffer", !"air.buffer_size", i32 24, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.struct_type_info", !3, !"air.arg_type_size", i32 24, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"Material", !"air.arg_name", !"m"}
!3 = !{i32 0, i32 8, i32 0, !"texture2d<float, sample>", !"albedo", !"air.indirect_argument", i32 8, i32 8, i32 0, !"texture2d<float, sample>", !"detail", !"air.indirect_argument", i32 16, i32 8, i32 0, !"sampler", !"s", !"air.indirect_argument"}
!30 = !{i32 2, i32 7, i32 0}
