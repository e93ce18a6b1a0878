; A fragment function that writes device memory: each fragment stores its
; input at its pixel's index and counts itself with an atomic, then
; discards when a is negative (its stores stay: discard_fragment only
; leaves the colour unwritten, as on metal-run's host).
; Metal source:
; fragment float4 store_frag(float4 pos [[position]], float a [[user(a)]],
;                            device float *out [[buffer(0)]],
;                            device atomic_uint *count [[buffer(1)]]) {
;   out[uint(pos.y) * 16 + uint(pos.x)] = a;
;   atomic_fetch_add_explicit(count, 1, memory_order_relaxed);
;   if (a < 0) discard_fragment();
;   return float4(a, pos.x, pos.y, 1);
; }
; fragment float depth_only(float4 pos [[position]]) [[depth(any)]] {
;   return pos.x * 0.125;
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define <4 x float> @store_frag(<4 x float> %pos, float %a, ptr addrspace(1) %out, ptr addrspace(1) %count) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %y = extractelement <4 x float> %pos, i64 1
  %xi = fptoui float %x to i32
  %yi = fptoui float %y to i32
  %row = mul i32 %yi, 16
  %i = add i32 %row, %xi
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i64
  store float %a, ptr addrspace(1) %p, align 4
  %old = call i32 @air.atomic.global.add.u.i32(ptr addrspace(1) %count, i32 1, i32 0, i32 2, i1 true)
  %neg = fcmp olt float %a, 0.000000e+00
  br i1 %neg, label %kill, label %done

kill:
  call void @air.discard_fragment()
  br label %done

done:
  %c0 = insertelement <4 x float> poison, float %a, i64 0
  %c1 = insertelement <4 x float> %c0, float %x, i64 1
  %c2 = insertelement <4 x float> %c1, float %y, i64 2
  %c3 = insertelement <4 x float> %c2, float 1.000000e+00, i64 3
  ret <4 x float> %c3
}

define float @depth_only(<4 x float> %pos) {
entry:
  %x = extractelement <4 x float> %pos, i64 0
  %d = fmul float %x, 1.250000e-01
  ret float %d
}

declare i32 @air.atomic.global.add.u.i32(ptr addrspace(1), i32, i32, i32, i1)
declare void @air.discard_fragment()

!air.fragment = !{!0, !20}
!air.version = !{!30}
!0 = !{ptr @store_frag, !1, !10}
!1 = !{!2}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"c"}
!10 = !{!11, !12, !13, !14}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(a)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!13 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!14 = !{i32 3, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_uint", !"air.arg_name", !"count"}
!20 = !{ptr @depth_only, !21, !23}
!21 = !{!22}
!22 = !{!"air.depth", !"air.depth_qualifier", !"air.any", !"air.arg_type_name", !"float", !"air.arg_name", !"d"}
!23 = !{!11}
!30 = !{i32 2, i32 7, i32 0}
