; A visible function ([[visible]], MetalLib function type 4), as a visible
; function table or SwiftUI's stitching calls it, beside a kernel: the
; shape of a SwiftUI distortion effect (float2 from a position, bounds and
; a time), written as AIR.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <2 x float> @wave(<2 x float> %pos, <4 x float> %bounds, float %t) {
  %w = extractelement <4 x float> %bounds, i64 2
  %x = extractelement <2 x float> %pos, i64 0
  %y = extractelement <2 x float> %pos, i64 1
  %u = fdiv float %x, %w
  %a = fmul float %t, 2.0
  %b = fadd float %u, %a
  %s = call float @air.sin.f32(float %b)
  %dy = fmul float %s, 4.0
  %y2 = fadd float %y, %dy
  %r = insertelement <2 x float> %pos, float %y2, i64 1
  ret <2 x float> %r
}

define void @copy(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) {
  %p = getelementptr float, ptr addrspace(1) %in, i32 %gid
  %v = load float, ptr addrspace(1) %p
  %q = getelementptr float, ptr addrspace(1) %out, i32 %gid
  store float %v, ptr addrspace(1) %q
  ret void
}

declare float @air.sin.f32(float)

!air.visible = !{!0}
!air.kernel = !{!6}
!air.version = !{!12}
!0 = !{ptr @wave, !1, !2}
!1 = !{!"air.visible_output", !"air.arg_type_name", !"float2"}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float2", !"air.arg_name", !"pos"}
!4 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float4", !"air.arg_name", !"bounds"}
!5 = !{i32 2, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"t"}
!6 = !{ptr @copy, !7, !8}
!7 = !{}
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!10 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!11 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!12 = !{i32 2, i32 6, i32 0}
