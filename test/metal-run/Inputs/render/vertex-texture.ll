; A vertex function that samples a texture (vertex texture fetch, as a
; height map does). Metal source:
;
; vertex float4 vs_tex(uint vid [[vertex_id]], texture2d<float> t [[texture(0)]],
;                      sampler s [[sampler(0)]], device const float2 *uv [[buffer(0)]]) {
;   return t.sample(s, uv[vid], level(0)) + float4(0, 0, 0, float(vid));
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @vs_tex(i32 %vid, ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %uv) {
  %i = zext i32 %vid to i64
  %p = getelementptr inbounds <2 x float>, ptr addrspace(1) %uv, i64 %i
  %c = load <2 x float>, ptr addrspace(1) %p, align 8
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %c, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  %f = uitofp i32 %vid to float
  %w = extractelement <4 x float> %v, i64 3
  %w2 = fadd float %w, %f
  %o = insertelement <4 x float> %v, float %w2, i64 3
  ret <4 x float> %o
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.vertex = !{!0}
!air.version = !{!40}
!0 = !{ptr @vs_tex, !1, !10}
!1 = !{!2}
!2 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!10 = !{!11, !12, !13, !14}
!11 = !{i32 0, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!12 = !{i32 1, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!13 = !{i32 2, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!14 = !{i32 3, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!40 = !{i32 2, i32 7, i32 0}
