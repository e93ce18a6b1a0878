; Division and square root without fast math, by hand in AIR, for
; metal-run's tests of the Apple G13 code generator (which refines the
; special-function unit's rcp and rsqrt, AppleGPUTranslator.cpp
; preciseDivide / preciseSqrt). Metal source, compiled with
; -fno-fast-math:
;
; kernel void precise(device const float *a [[buffer(0)]],
;                     device const float *b [[buffer(1)]],
;                     device float *q [[buffer(2)]],     // 4 per thread
;                     uint gid [[thread_position_in_grid]]) {
;   float x = a[gid], y = b[gid];
;   float2 v = float2(x, y) / float2(y, x);
;   q[4 * gid + 0] = x / y;
;   q[4 * gid + 1] = sqrt(x);
;   q[4 * gid + 2] = v.x;
;   q[4 * gid + 3] = v.y;
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @precise(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                     ptr addrspace(1) noalias %q, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %g
  %x = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %g
  %y = load float, ptr addrspace(1) %pb, align 4
  %n0 = insertelement <2 x float> poison, float %x, i32 0
  %n1 = insertelement <2 x float> %n0, float %y, i32 1
  %d0 = insertelement <2 x float> poison, float %y, i32 0
  %d1 = insertelement <2 x float> %d0, float %x, i32 1
  %v = fdiv <2 x float> %n1, %d1
  %div = fdiv float %x, %y
  %root = call float @air.sqrt.f32(float %x)
  %o = mul i64 %g, 4
  %p0 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %o
  store float %div, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  store float %root, ptr addrspace(1) %p1, align 4
  %vx = extractelement <2 x float> %v, i32 0
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 2
  store float %vx, ptr addrspace(1) %p2, align 4
  %vy = extractelement <2 x float> %v, i32 1
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 3
  store float %vy, ptr addrspace(1) %p3, align 4
  ret void
}

declare float @air.sqrt.f32(float) #1

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @precise, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"q"}
!16 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
