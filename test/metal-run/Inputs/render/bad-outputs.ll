; A vertex function whose metadata lists one output for a struct of two,
; and one returning an output kind AIR does not have.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <{ <4 x float>, float }> @short_list(i32 %vid) {
  ret <{ <4 x float>, float }> zeroinitializer
}

define <4 x float> @odd_output(i32 %vid) {
  ret <4 x float> zeroinitializer
}

!air.vertex = !{!0, !5}
!0 = !{ptr @short_list, !1, !3}
!1 = !{!2}
!2 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!3 = !{!4}
!4 = !{i32 0, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!5 = !{ptr @odd_output, !6, !3}
!6 = !{!7}
!7 = !{!"air.tessellation_factor", !"air.arg_type_name", !"float4", !"air.arg_name", !"t"}
