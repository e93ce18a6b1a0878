; Framebuffer fetch: fragment functions reading their colour attachment's
; pixel ([[color(0)]] inputs).
; Metal source:
;
; fragment float4 fetch(float4 pos [[position]], float4 dst [[color(0)]]) {
;   return dst * 0.5f + float4(0.25f, 0.0f, 0.125f, 0.5f);
; }
; fragment int4 fetch_int(float4 pos [[position]], int4 dst [[color(0)]]) {
;   return dst * 2 + int4(1, -1, 3, 0);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @fetch(<4 x float> %pos, <4 x float> %dst) {
  %h = fmul <4 x float> %dst, <float 0.5, float 0.5, float 0.5, float 0.5>
  %r = fadd <4 x float> %h, <float 0.25, float 0.0, float 0.125, float 0.5>
  ret <4 x float> %r
}

define <4 x i32> @fetch_int(<4 x float> %pos, <4 x i32> %dst) {
  %d = shl <4 x i32> %dst, <i32 1, i32 1, i32 1, i32 1>
  %r = add <4 x i32> %d, <i32 1, i32 -1, i32 3, i32 0>
  ret <4 x i32> %r
}

!air.fragment = !{!0, !20}
!air.version = !{!30}
!0 = !{ptr @fetch, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"dst"}
!20 = !{ptr @fetch_int, !21, !23}
!21 = !{!22}
!22 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"int4", !"air.arg_name", !"c"}
!23 = !{!11, !24}
!24 = !{i32 1, !"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"int4", !"air.arg_name", !"dst"}
!30 = !{i32 2, i32 7, i32 0}
