; A fragment function that writes a sample mask, with a colour whose
; alpha alpha-to-coverage reads.
; Metal source:
;
; struct Out { float4 c [[color(0)]]; uint mask [[sample_mask]]; };
; fragment Out cover(float4 pos [[position]], uint m [[user(m), flat]],
;                    float a [[user(a), flat]], uint cov [[sample_mask]]) {
;   return { float4(pos.x / 16, a * 0.5f, 0.25f, a), m ^ (cov >> 2) };
; }
; fragment float4 alpha(float4 pos [[position]], uint m [[user(m), flat]],
;                       float a [[user(a), flat]], uint cov [[sample_mask]]) {
;   return float4(pos.x / 16, a * 0.5f, 0.25f, a);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, i32 }>

define %Out @cover(<4 x float> %pos, i32 %m, float %a, i32 %cov) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %r = fmul float %x, 6.250000e-02
  %g = fmul float %a, 5.000000e-01
  %c0 = insertelement <4 x float> poison, float %r, i64 0
  %c1 = insertelement <4 x float> %c0, float %g, i64 1
  %c2 = insertelement <4 x float> %c1, float 2.500000e-01, i64 2
  %c3 = insertelement <4 x float> %c2, float %a, i64 3
  %shr = lshr i32 %cov, 2
  %mask = xor i32 %m, %shr
  %o0 = insertvalue %Out undef, <4 x float> %c3, 0
  %o1 = insertvalue %Out %o0, i32 %mask, 1
  ret %Out %o1
}

define <4 x float> @alpha(<4 x float> %pos, i32 %m, float %a, i32 %cov) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %r = fmul float %x, 6.250000e-02
  %g = fmul float %a, 5.000000e-01
  %c0 = insertelement <4 x float> poison, float %r, i64 0
  %c1 = insertelement <4 x float> %c0, float %g, i64 1
  %c2 = insertelement <4 x float> %c1, float 2.500000e-01, i64 2
  %c3 = insertelement <4 x float> %c2, float %a, i64 3
  ret <4 x float> %c3
}

!air.fragment = !{!0, !20}
!air.version = !{!30}
!0 = !{ptr @cover, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!3 = !{!"air.sample_mask", !"air.arg_type_name", !"uint", !"air.arg_name", !"mask"}
!10 = !{!11, !12, !13, !14}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(m)", !"air.flat", !"air.arg_type_name", !"uint", !"air.arg_name", !"m"}
!13 = !{i32 2, !"air.fragment_input", !"user(a)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!14 = !{i32 3, !"air.sample_mask_in", !"air.arg_type_name", !"uint", !"air.arg_name", !"cov"}
!20 = !{ptr @alpha, !21, !10}
!21 = !{!2}
!30 = !{i32 2, i32 7, i32 0}
