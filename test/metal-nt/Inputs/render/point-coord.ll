; A fragment function reading the point sprite's coordinate beside a
; varying. Metal source:
;
; fragment float4 sprite(float4 pos [[position]], float2 uv [[user(uv)]],
;                        float2 pc [[point_coord]]) {
;   return float4(pc, uv);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @sprite(<4 x float> %pos, <2 x float> %uv, <2 x float> %pc) {
  %r = shufflevector <2 x float> %pc, <2 x float> %uv, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x float> %r
}

!air.fragment = !{!0}
!air.version = !{!40}
!0 = !{ptr @sprite, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !13}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.point_coord", !"air.arg_type_name", !"float2", !"air.arg_name", !"pc"}
!40 = !{i32 2, i32 7, i32 0}
