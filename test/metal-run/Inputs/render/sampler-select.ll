; Constexpr samplers that reach their texture calls through a select and a
; phi rather than as the calls' own arguments. Metal source:
;
; constexpr sampler linear(filter::linear, address::repeat);
; constexpr sampler nearest(address::clamp_to_edge);
; fragment float4 pick(float4 pos [[position]], float2 uv [[user(uv)]],
;                      texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]]) {
;   sampler a = uv.x > 0.5f ? linear : nearest;
;   float4 r = t.sample(a, uv);
;   sampler b = uv.y > 0.5f ? s : linear;
;   return r + t.sample(b, uv);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@__air_sampler_state = internal addrspace(2) constant [2 x i64] [i64 34901797601020562, i64 0], align 8
@__air_sampler_state.1 = internal addrspace(2) constant [2 x i64] [i64 34901797601020416, i64 0], align 8

define <4 x float> @pick(<4 x float> %pos, <2 x float> %uv, ptr addrspace(1) %t, ptr addrspace(2) %s) {
entry:
  %u = extractelement <2 x float> %uv, i64 0
  %v = extractelement <2 x float> %uv, i64 1
  %cu = fcmp ogt float %u, 5.000000e-01
  %a = select i1 %cu, ptr addrspace(2) @__air_sampler_state, ptr addrspace(2) @__air_sampler_state.1
  %ra = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %a, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %x = extractvalue { <4 x float>, i8 } %ra, 0
  %cv = fcmp ogt float %v, 5.000000e-01
  br i1 %cv, label %arg, label %join
arg:
  br label %join
join:
  %b = phi ptr addrspace(2) [ %s, %arg ], [ @__air_sampler_state, %entry ]
  %rb = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %b, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %y = extractvalue { <4 x float>, i8 } %rb, 0
  %r = fadd <4 x float> %x, %y
  ret <4 x float> %r
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)

!air.fragment = !{!0}
!air.sampler_states = !{!30, !31}
!air.version = !{!40}
!0 = !{ptr @pick, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !14, !15}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!14 = !{i32 2, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!15 = !{i32 3, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!30 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
!31 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state.1}
!40 = !{i32 2, i32 7, i32 0}
