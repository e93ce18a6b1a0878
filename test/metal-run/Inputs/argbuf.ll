; Textures, a sampler and buffers from argument buffers.
; Metal source:
;
; struct Arrays { device const float *src [[id(0)]]; device float *dst [[id(1)]];
;                 float scale [[id(2)]]; };
; kernel void scale_ab(constant Arrays &a [[buffer(0)]], uint i [[thread_position_in_grid]]) {
;   a.dst[i] = a.src[i] * a.scale;
; }
;
; struct Material { texture2d<float> albedo [[id(0)]]; texture2d<float> detail [[id(1)]];
;                   sampler s [[id(2)]]; };
; kernel void shade_ab(constant Material &m [[buffer(0)]], device float4 *out [[buffer(1)]],
;                      uint2 p [[thread_position_in_grid]]) {
;   float2 uv = (float2(p) + 0.5f) / 4.0f;
;   out[p.y * 4 + p.x] = m.albedo.read(p) + m.detail.sample(m.s, uv, level(0));
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @shade_ab(ptr addrspace(2) noalias %m, ptr addrspace(1) %out, <2 x i32> %p) {
  %albedo = load ptr addrspace(1), ptr addrspace(2) %m, align 8
  %pd = getelementptr inbounds i8, ptr addrspace(2) %m, i64 8
  %detail = load ptr addrspace(1), ptr addrspace(2) %pd, align 8
  %ps = getelementptr inbounds i8, ptr addrspace(2) %m, i64 16
  %s = load ptr addrspace(2), ptr addrspace(2) %ps, align 8
  %pf = uitofp <2 x i32> %p to <2 x float>
  %ph = fadd <2 x float> %pf, <float 0.5, float 0.5>
  %uv = fmul <2 x float> %ph, <float 0.25, float 0.25>
  %ra = call { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1) %albedo, <2 x i32> %p, i32 0, i32 1)
  %a = extractvalue { <4 x float>, i8 } %ra, 0
  %rd = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %detail, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %d = extractvalue { <4 x float>, i8 } %rd, 0
  %sum = fadd <4 x float> %a, %d
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %y4 = mul i32 %y, 4
  %i = add i32 %y4, %x
  %idx = zext i32 %i to i64
  %po = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %sum, ptr addrspace(1) %po, align 16
  ret void
}

define void @scale_ab(ptr addrspace(2) noalias %a, i32 %i) {
  %src = load ptr addrspace(1), ptr addrspace(2) %a, align 8
  %pd = getelementptr inbounds i8, ptr addrspace(2) %a, i64 8
  %dst = load ptr addrspace(1), ptr addrspace(2) %pd, align 8
  %pk = getelementptr inbounds i8, ptr addrspace(2) %a, i64 16
  %k = load float, ptr addrspace(2) %pk, align 4
  %idx = zext i32 %i to i64
  %ps = getelementptr inbounds float, ptr addrspace(1) %src, i64 %idx
  %x = load float, ptr addrspace(1) %ps, align 4
  %y = fmul float %x, %k
  %pt = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %idx
  store float %y, ptr addrspace(1) %pt, align 4
  ret void
}

declare { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, i32, i32)
declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.kernel = !{!0, !10}
!air.version = !{!30}
!0 = !{ptr @shade_ab, !{}, !1}
!1 = !{!2, !4, !5}
!2 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 24, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.struct_type_info", !3, !"air.arg_type_size", i32 24, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"Material", !"air.arg_name", !"m"}
!3 = !{i32 0, i32 8, i32 0, !"texture2d<float, sample>", !"albedo", !"air.indirect_argument", i32 8, i32 8, i32 0, !"texture2d<float, sample>", !"detail", !"air.indirect_argument", i32 16, i32 8, i32 0, !"sampler", !"s", !"air.indirect_argument"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!10 = !{ptr @scale_ab, !{}, !11}
!11 = !{!12, !14}
!12 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 24, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.struct_type_info", !13, !"air.arg_type_size", i32 24, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"Arrays", !"air.arg_name", !"a"}
!13 = !{i32 0, i32 8, i32 0, !"float*", !"src", !"air.indirect_argument", i32 8, i32 8, i32 0, !"float*", !"dst", !"air.indirect_argument", i32 16, i32 4, i32 0, !"float", !"scale"}
!14 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!30 = !{i32 2, i32 7, i32 0}
