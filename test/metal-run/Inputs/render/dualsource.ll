; Dual-source blending: [[color(0)]] and its second source
; [[color(0), index(1)]], with discard, on shade.ll's inputs (records from
; shade-inputs.py). Metal source:
;
; struct In {
;   float4 pos [[position]];
;   float4 a [[flat]];
;   float2 b [[center_no_perspective]];
;   float c [[centroid_perspective]];
;   half4 d [[sample_perspective]];
;   bool ff [[front_facing]];
; };
; struct Out {
;   float4 c0 [[color(0)]];
;   half4 src1 [[color(0), index(1)]];
; };
; fragment Out dual(In in) {
;   if (in.c < 0) discard_fragment();
;   return { in.ff ? in.a * in.c : in.a, half4(half2(in.b * 0.25f), in.d.yx) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, <4 x half> }>

define %Out @dual(<4 x float> %pos, <4 x float> %a, <2 x float> %b, float %c, <4 x half> %d,
                  i1 %ff) {
entry:
  %neg = fcmp olt float %c, 0.0
  br i1 %neg, label %kill, label %shade
kill:
  call void @air.discard_fragment()
  br label %shade
shade:
  %cs = insertelement <4 x float> poison, float %c, i64 0
  %csplat = shufflevector <4 x float> %cs, <4 x float> poison, <4 x i32> zeroinitializer
  %ac = fmul <4 x float> %a, %csplat
  %c0 = select i1 %ff, <4 x float> %ac, <4 x float> %a
  %bq = fmul <2 x float> %b, <float 0.25, float 0.25>
  %bh = fptrunc <2 x float> %bq to <2 x half>
  %bh4 = shufflevector <2 x half> %bh, <2 x half> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %src1 = shufflevector <4 x half> %bh4, <4 x half> %d, <4 x i32> <i32 0, i32 1, i32 5, i32 4>
  %r0 = insertvalue %Out undef, <4 x float> %c0, 0
  %r1 = insertvalue %Out %r0, <4 x half> %src1, 1
  ret %Out %r1
}

declare void @air.discard_fragment()

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @dual, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c0"}
!3 = !{!"air.render_target", i32 0, i32 1, !"air.arg_type_name", !"half4", !"air.arg_name", !"src1"}
!10 = !{!11, !12, !13, !14, !15, !16}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"generated(1aDv4_f)", !"air.flat", !"air.arg_type_name", !"float4", !"air.arg_name", !"a"}
!13 = !{i32 2, !"air.fragment_input", !"generated(1bDv2_f)", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"b"}
!14 = !{i32 3, !"air.fragment_input", !"generated(1cf)", !"air.centroid", !"air.perspective", !"air.arg_type_name", !"float", !"air.arg_name", !"c"}
!15 = !{i32 4, !"air.fragment_input", !"generated(1dDv4_Dh)", !"air.sample", !"air.perspective", !"air.arg_type_name", !"half4", !"air.arg_name", !"d"}
!16 = !{i32 5, !"air.front_facing", !"air.arg_type_name", !"bool", !"air.arg_name", !"ff"}
!30 = !{i32 2, i32 7, i32 0}
