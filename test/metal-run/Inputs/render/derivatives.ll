; Derivatives in a fragment function (fragments 4k to 4k+3 a quad).
; Metal source:
; struct Out { float4 c0 [[color(0)]]; float4 c1 [[color(1)]]; };
; fragment Out deriv(float4 pos [[position]], float a [[flat]]) {
;   float f = a * pos.x * pos.x + pos.y;
;   half h = half(a) * half(pos.y);
;   float2 v = float2(a * pos.x, a * pos.y * pos.y);
;   return { float4(dfdx(f), dfdy(f), fwidth(f), float(dfdx(h))),
;            float4(dfdx(v), fwidth(v)) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, <4 x float> }>

define %Out @deriv(<4 x float> %pos, float %a) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %y = extractelement <4 x float> %pos, i64 1
  %ax = fmul float %a, %x
  %axx = fmul float %ax, %x
  %f = fadd float %axx, %y
  %ah = fptrunc float %a to half
  %yh = fptrunc float %y to half
  %h = fmul half %ah, %yh
  %yy = fmul float %y, %y
  %ayy = fmul float %a, %yy
  %v0 = insertelement <2 x float> poison, float %ax, i64 0
  %v = insertelement <2 x float> %v0, float %ayy, i64 1
  %dfx = call float @air.dfdx.f32(float %f)
  %dfy = call float @air.dfdy.f32(float %f)
  %fw = call float @air.fwidth.f32(float %f)
  %dhx = call half @air.dfdx.f16(half %h)
  %dhxf = fpext half %dhx to float
  %dvx = call <2 x float> @air.dfdx.v2f32(<2 x float> %v)
  %fwv = call <2 x float> @air.fwidth.v2f32(<2 x float> %v)
  %c00 = insertelement <4 x float> poison, float %dfx, i64 0
  %c01 = insertelement <4 x float> %c00, float %dfy, i64 1
  %c02 = insertelement <4 x float> %c01, float %fw, i64 2
  %c0 = insertelement <4 x float> %c02, float %dhxf, i64 3
  %c1 = shufflevector <2 x float> %dvx, <2 x float> %fwv, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r0 = insertvalue %Out undef, <4 x float> %c0, 0
  %r1 = insertvalue %Out %r0, <4 x float> %c1, 1
  ret %Out %r1
}

; The same with a interpolated (perspective): records whose quads lie on
; planes (derivatives.py's planar ones) are what a rasterizer makes of it.
define %Out @deriv_smooth(<4 x float> %pos, float %a) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %y = extractelement <4 x float> %pos, i64 1
  %ax = fmul float %a, %x
  %axx = fmul float %ax, %x
  %f = fadd float %axx, %y
  %ah = fptrunc float %a to half
  %yh = fptrunc float %y to half
  %h = fmul half %ah, %yh
  %yy = fmul float %y, %y
  %ayy = fmul float %a, %yy
  %v0 = insertelement <2 x float> poison, float %ax, i64 0
  %v = insertelement <2 x float> %v0, float %ayy, i64 1
  %dfx = call float @air.dfdx.f32(float %f)
  %dfy = call float @air.dfdy.f32(float %f)
  %fw = call float @air.fwidth.f32(float %f)
  %dhx = call half @air.dfdx.f16(half %h)
  %dhxf = fpext half %dhx to float
  %dvx = call <2 x float> @air.dfdx.v2f32(<2 x float> %v)
  %fwv = call <2 x float> @air.fwidth.v2f32(<2 x float> %v)
  %c00 = insertelement <4 x float> poison, float %dfx, i64 0
  %c01 = insertelement <4 x float> %c00, float %dfy, i64 1
  %c02 = insertelement <4 x float> %c01, float %fw, i64 2
  %c0 = insertelement <4 x float> %c02, float %dhxf, i64 3
  %c1 = shufflevector <2 x float> %dvx, <2 x float> %fwv, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r0 = insertvalue %Out undef, <4 x float> %c0, 0
  %r1 = insertvalue %Out %r0, <4 x float> %c1, 1
  ret %Out %r1
}

declare float @air.dfdx.f32(float)
declare float @air.dfdy.f32(float)
declare float @air.fwidth.f32(float)
declare half @air.dfdx.f16(half)
declare <2 x float> @air.dfdx.v2f32(<2 x float>)
declare <2 x float> @air.fwidth.v2f32(<2 x float>)

!air.fragment = !{!0, !20}
!air.version = !{!30}
!0 = !{ptr @deriv, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c0"}
!3 = !{!"air.render_target", i32 1, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c1"}
!10 = !{!11, !12}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(a)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!20 = !{ptr @deriv_smooth, !1, !21}
!21 = !{!11, !22}
!22 = !{i32 1, !"air.fragment_input", !"user(a)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!30 = !{i32 2, i32 7, i32 0}
