; A kernel calling a dynamic library's function (Inputs/samplelib.ll) that
; has a constexpr sampler, beside one of its own. Metal source:
;
; kernel void tap_both(texture2d<float> t0 [[texture(0)]], texture2d<float> t1 [[texture(1)]],
;                      device float4 *out [[buffer(1)]], uint2 p [[thread_position_in_grid]]) {
;   constexpr sampler c(filter::nearest, address::clamp_to_edge);
;   float2 uv = (float2(p) + 0.5f) / 8.0f + 0.25f;
;   uint i = p.y * 8 + p.x;
;   out[2 * i] = tap_repeat(t0, uv);
;   out[2 * i + 1] = t1.sample(c, uv, level(0));
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@__air_sampler_state = internal addrspace(2) constant [2 x i64] [i64 34901797601017929, i64 0], align 8

define void @tap_both(ptr addrspace(1) %t0, ptr addrspace(1) %t1, ptr addrspace(1) %out, <2 x i32> %p) {
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %pf = uitofp <2 x i32> %p to <2 x float>
  %ph = fadd <2 x float> %pf, <float 0.5, float 0.5>
  %pq = fmul <2 x float> %ph, <float 0.125, float 0.125>
  %uv = fadd <2 x float> %pq, <float 0.25, float 0.25>
  %v = call <4 x float> @tap_repeat(ptr addrspace(1) %t0, <2 x float> %uv)
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t1, ptr addrspace(2) @__air_sampler_state, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %w = extractvalue { <4 x float>, i8 } %r, 0
  %y8 = mul i32 %y, 8
  %i = add i32 %y8, %x
  %i2 = shl i32 %i, 1
  %ia = zext i32 %i2 to i64
  %pa = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %ia
  store <4 x float> %v, ptr addrspace(1) %pa, align 16
  %pb = getelementptr inbounds <4 x float>, ptr addrspace(1) %pa, i64 1
  store <4 x float> %w, ptr addrspace(1) %pb, align 16
  ret void
}

declare <4 x float> @tap_repeat(ptr addrspace(1), <2 x float>)
declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.kernel = !{!10}
!air.sampler_states = !{!2}
!air.version = !{!0}
!air.language_version = !{!1}
!0 = !{i32 2, i32 7, i32 0}
!1 = !{!"Metal", i32 3, i32 2, i32 0}
!2 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
!10 = !{ptr @tap_both, !{}, !11}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t0"}
!13 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t1"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!15 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
