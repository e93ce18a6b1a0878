; A vertex function reading six stage_in attributes of different types,
; with every vertex builtin and output kind. Metal source:
;
; struct In {
;   float3 pos [[attribute(0)]]; float2 uv [[attribute(1)]]; half4 tint [[attribute(2)]];
;   uint4 ids [[attribute(3)]]; int2 delta [[attribute(4)]]; float weight [[attribute(5)]];
; };
; struct Out {
;   float4 position [[position]]; float point [[point_size]];
;   float clip [[clip_distance]] [2]; float2 uv; half4 tint; uint4 ids [[flat]]; float4 misc;
; };
; vertex Out vs_attrs(In in [[stage_in]], uint vid [[vertex_id]], uint iid [[instance_id]],
;                     uint bv [[base_vertex]], uint bi [[base_instance]],
;                     constant float4x4 &mvp [[buffer(7)]]) {
;   float4 p = mvp * float4(in.pos, 1);
;   return { p, 4.0f, { p.x, -p.x }, in.uv, in.tint, in.ids,
;            float4(float2(in.delta) * in.weight, vid + bv, iid + bi) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <4 x float>, float, [2 x float], <2 x float>, <4 x half>, <4 x i32>, <4 x float> }>

define %Out @vs_attrs(<3 x float> %pos, <2 x float> %uv, <4 x half> %tint, <4 x i32> %ids,
                      <2 x i32> %delta, float %weight, i32 %vid, i32 %iid, i32 %bv, i32 %bi,
                      ptr addrspace(2) %mvp) {
  %c0p = getelementptr inbounds <4 x float>, ptr addrspace(2) %mvp, i64 0
  %c1p = getelementptr inbounds <4 x float>, ptr addrspace(2) %mvp, i64 1
  %c2p = getelementptr inbounds <4 x float>, ptr addrspace(2) %mvp, i64 2
  %c3p = getelementptr inbounds <4 x float>, ptr addrspace(2) %mvp, i64 3
  %c0 = load <4 x float>, ptr addrspace(2) %c0p, align 16
  %c1 = load <4 x float>, ptr addrspace(2) %c1p, align 16
  %c2 = load <4 x float>, ptr addrspace(2) %c2p, align 16
  %c3 = load <4 x float>, ptr addrspace(2) %c3p, align 16
  %x = extractelement <3 x float> %pos, i64 0
  %y = extractelement <3 x float> %pos, i64 1
  %z = extractelement <3 x float> %pos, i64 2
  %xs = insertelement <4 x float> poison, float %x, i64 0
  %xv = shufflevector <4 x float> %xs, <4 x float> poison, <4 x i32> zeroinitializer
  %ys = insertelement <4 x float> poison, float %y, i64 0
  %yv = shufflevector <4 x float> %ys, <4 x float> poison, <4 x i32> zeroinitializer
  %zs = insertelement <4 x float> poison, float %z, i64 0
  %zv = shufflevector <4 x float> %zs, <4 x float> poison, <4 x i32> zeroinitializer
  %t0 = fmul <4 x float> %c0, %xv
  %t1 = call <4 x float> @llvm.fma.v4f32(<4 x float> %c1, <4 x float> %yv, <4 x float> %t0)
  %t2 = call <4 x float> @llvm.fma.v4f32(<4 x float> %c2, <4 x float> %zv, <4 x float> %t1)
  %p = fadd <4 x float> %t2, %c3
  %px = extractelement <4 x float> %p, i64 0
  %npx = fneg float %px
  %clip0 = insertvalue [2 x float] undef, float %px, 0
  %clip = insertvalue [2 x float] %clip0, float %npx, 1
  %df = sitofp <2 x i32> %delta to <2 x float>
  %ws = insertelement <2 x float> poison, float %weight, i64 0
  %wv = shufflevector <2 x float> %ws, <2 x float> poison, <2 x i32> zeroinitializer
  %dw = fmul <2 x float> %df, %wv
  %v = add i32 %vid, %bv
  %i = add i32 %iid, %bi
  %vf = uitofp i32 %v to float
  %if = uitofp i32 %i to float
  %m2 = shufflevector <2 x float> %dw, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %m3 = insertelement <4 x float> %m2, float %vf, i64 2
  %misc = insertelement <4 x float> %m3, float %if, i64 3
  %r0 = insertvalue %Out undef, <4 x float> %p, 0
  %r1 = insertvalue %Out %r0, float 4.0, 1
  %r2 = insertvalue %Out %r1, [2 x float] %clip, 2
  %r3 = insertvalue %Out %r2, <2 x float> %uv, 3
  %r4 = insertvalue %Out %r3, <4 x half> %tint, 4
  %r5 = insertvalue %Out %r4, <4 x i32> %ids, 5
  %r6 = insertvalue %Out %r5, <4 x float> %misc, 6
  ret %Out %r6
}

declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

!air.vertex = !{!0}
!air.version = !{!40}
!0 = !{ptr @vs_attrs, !1, !10}
!1 = !{!2, !3, !4, !5, !6, !7, !8}
!2 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!3 = !{!"air.point_size", !"air.arg_type_name", !"float", !"air.arg_name", !"point"}
!4 = !{!"air.clip_distance", !"air.clip_distance_array_size", i32 2, !"air.arg_type_name", !"float", !"air.arg_name", !"clip"}
!5 = !{!"air.vertex_output", !"generated(2uvDv2_f)", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!6 = !{!"air.vertex_output", !"generated(4tintDv4_Dh)", !"air.arg_type_name", !"half4", !"air.arg_name", !"tint"}
!7 = !{!"air.vertex_output", !"generated(3idsDv4_j)", !"air.arg_type_name", !"uint4", !"air.arg_name", !"ids"}
!8 = !{!"air.vertex_output", !"generated(4miscDv4_f)", !"air.arg_type_name", !"float4", !"air.arg_name", !"misc"}
!10 = !{!11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21}
!11 = !{i32 0, !"air.vertex_input", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"float3", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.vertex_input", !"air.location_index", i32 1, i32 1, !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.vertex_input", !"air.location_index", i32 2, i32 1, !"air.arg_type_name", !"half4", !"air.arg_name", !"tint"}
!14 = !{i32 3, !"air.vertex_input", !"air.location_index", i32 3, i32 1, !"air.arg_type_name", !"uint4", !"air.arg_name", !"ids"}
!15 = !{i32 4, !"air.vertex_input", !"air.location_index", i32 4, i32 1, !"air.arg_type_name", !"int2", !"air.arg_name", !"delta"}
!16 = !{i32 5, !"air.vertex_input", !"air.location_index", i32 5, i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"weight"}
!17 = !{i32 6, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!18 = !{i32 7, !"air.instance_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"iid"}
!19 = !{i32 8, !"air.base_vertex", !"air.arg_type_name", !"uint", !"air.arg_name", !"bv"}
!20 = !{i32 9, !"air.base_instance", !"air.arg_type_name", !"uint", !"air.arg_name", !"bi"}
!21 = !{i32 10, !"air.buffer", !"air.location_index", i32 7, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 64, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4x4", !"air.arg_name", !"mvp"}
!40 = !{i32 2, i32 7, i32 0}
