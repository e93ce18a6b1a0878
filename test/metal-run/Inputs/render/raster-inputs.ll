; A fragment function reading the rasterizer's builtins.
; Metal source:
;
; struct Out { float4 c [[color(0)]]; uint4 u [[color(1)]]; };
; fragment Out raster(float4 pos [[position]], float2 pc [[point_coord]],
;                     float3 bary [[barycentric_coord]], uint prim [[primitive_id]],
;                     uint layer [[render_target_array_index]],
;                     uint vp [[viewport_array_index]]) {
;   return { float4(pc, bary.x + bary.y, bary.z), uint4(prim, layer, vp, prim ^ layer) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, <4 x i32> }>

define %Out @raster(<4 x float> %pos, <2 x float> %pc, <3 x float> %bary, i32 %prim,
                    i32 %layer, i32 %vp) {
  %b0 = extractelement <3 x float> %bary, i64 0
  %b1 = extractelement <3 x float> %bary, i64 1
  %b2 = extractelement <3 x float> %bary, i64 2
  %b01 = fadd float %b0, %b1
  %c0 = shufflevector <2 x float> %pc, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %c1 = insertelement <4 x float> %c0, float %b01, i64 2
  %c = insertelement <4 x float> %c1, float %b2, i64 3
  %x = xor i32 %prim, %layer
  %u0 = insertelement <4 x i32> poison, i32 %prim, i64 0
  %u1 = insertelement <4 x i32> %u0, i32 %layer, i64 1
  %u2 = insertelement <4 x i32> %u1, i32 %vp, i64 2
  %u = insertelement <4 x i32> %u2, i32 %x, i64 3
  %r0 = insertvalue %Out undef, <4 x float> %c, 0
  %r1 = insertvalue %Out %r0, <4 x i32> %u, 1
  ret %Out %r1
}

!air.fragment = !{!0}
!air.version = !{!30}
!0 = !{ptr @raster, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!3 = !{!"air.render_target", i32 1, i32 0, !"air.arg_type_name", !"uint4", !"air.arg_name", !"u"}
!10 = !{!11, !12, !13, !14, !15, !16}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.point_coord", !"air.arg_type_name", !"float2", !"air.arg_name", !"pc"}
!13 = !{i32 2, !"air.barycentric_coord", !"air.center", !"air.perspective", !"air.arg_type_name", !"float3", !"air.arg_name", !"bary"}
!14 = !{i32 3, !"air.primitive_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"prim"}
!15 = !{i32 4, !"air.render_target_array_index", !"air.arg_type_name", !"uint", !"air.arg_name", !"layer"}
!16 = !{i32 5, !"air.viewport_array_index", !"air.arg_type_name", !"uint", !"air.arg_name", !"vp"}
!30 = !{i32 2, i32 7, i32 0}
