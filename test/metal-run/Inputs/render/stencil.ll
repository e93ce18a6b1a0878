; Fragment functions writing a stencil reference, with and without a depth.
; Metal source:
;
; struct ZS { float4 c [[color(0)]]; float d [[depth(any)]]; uint s [[stencil]]; };
; fragment ZS zs(float4 pos [[position]], float a [[flat]]) {
;   if (a > 0.9f) discard_fragment();
;   return { float4(a), a * 0.5f, uint(a * 200.0f) };
; }
; struct S { float4 c [[color(0)]]; uint s [[stencil]]; };
; fragment S stencil_only(float4 pos [[position]], float a [[flat]]) {
;   return { float4(a), uint(pos.x) * 3u + 1u };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%ZS = type <{ <4 x float>, float, i32 }>
%S = type <{ <4 x float>, i32 }>

define %ZS @zs(<4 x float> %pos, float %a) {
entry:
  %far = fcmp ogt float %a, 0x3FECCCCCC0000000
  br i1 %far, label %kill, label %out
kill:
  call void @air.discard_fragment()
  br label %out
out:
  %v0 = insertelement <4 x float> poison, float %a, i64 0
  %c = shufflevector <4 x float> %v0, <4 x float> poison, <4 x i32> zeroinitializer
  %d = fmul float %a, 0.5
  %sf = fmul float %a, 200.0
  %s = fptoui float %sf to i32
  %r0 = insertvalue %ZS undef, <4 x float> %c, 0
  %r1 = insertvalue %ZS %r0, float %d, 1
  %r2 = insertvalue %ZS %r1, i32 %s, 2
  ret %ZS %r2
}

define %S @stencil_only(<4 x float> %pos, float %a) {
  %v0 = insertelement <4 x float> poison, float %a, i64 0
  %c = shufflevector <4 x float> %v0, <4 x float> poison, <4 x i32> zeroinitializer
  %x = extractelement <4 x float> %pos, i64 0
  %xi = fptoui float %x to i32
  %x3 = mul i32 %xi, 3
  %s = add i32 %x3, 1
  %r0 = insertvalue %S undef, <4 x float> %c, 0
  %r1 = insertvalue %S %r0, i32 %s, 1
  ret %S %r1
}

declare void @air.discard_fragment()

!air.fragment = !{!0, !10}
!air.version = !{!30}
!0 = !{ptr @zs, !1, !5}
!1 = !{!2, !3, !4}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!3 = !{!"air.depth", !"air.depth_qualifier", !"air.any", !"air.arg_type_name", !"float", !"air.arg_name", !"d"}
!4 = !{!"air.stencil", !"air.arg_type_name", !"uint", !"air.arg_name", !"s"}
!5 = !{!6, !7}
!6 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!7 = !{i32 1, !"air.fragment_input", !"generated(1af)", !"air.flat", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!10 = !{ptr @stencil_only, !11, !5}
!11 = !{!2, !4}
!30 = !{i32 2, i32 7, i32 0}
