; A vertex function without a vertex descriptor whose own buffers sit where
; a naive default would read its attributes (buffer(0), and buffer(30) at
; the top of the table). Metal source:
;
; struct In { float2 pos [[attribute(0)]]; float scale [[attribute(1)]]; };
; vertex float4 vs_default(In in [[stage_in]], constant float &k [[buffer(0)]],
;                          constant float &own [[buffer(30)]]) {
;   return float4(in.pos * in.scale, k, own);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @vs_default(<2 x float> %pos, float %scale, ptr addrspace(2) %k,
                               ptr addrspace(2) %own) {
  %s = insertelement <2 x float> poison, float %scale, i64 0
  %ss = shufflevector <2 x float> %s, <2 x float> poison, <2 x i32> zeroinitializer
  %p = fmul <2 x float> %pos, %ss
  %kv = load float, ptr addrspace(2) %k, align 4
  %ov = load float, ptr addrspace(2) %own, align 4
  %r0 = shufflevector <2 x float> %p, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %r1 = insertelement <4 x float> %r0, float %kv, i64 2
  %r2 = insertelement <4 x float> %r1, float %ov, i64 3
  ret <4 x float> %r2
}

!air.vertex = !{!0}
!air.version = !{!40}
!0 = !{ptr @vs_default, !1, !10}
!1 = !{!2}
!2 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!10 = !{!11, !12, !13, !14}
!11 = !{i32 0, !"air.vertex_input", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"float2", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.vertex_input", !"air.location_index", i32 1, i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"scale"}
!13 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"k"}
!14 = !{i32 3, !"air.buffer", !"air.location_index", i32 30, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"own"}
!40 = !{i32 2, i32 7, i32 0}
