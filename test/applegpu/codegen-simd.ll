; SIMD-group operations: reductions and exclusive scans (`simd`), ballots,
; shuffles by a constant (one instruction) and by a register (the index in
; r0h only around the shuffle; `ldimm r0, 0` at entry clears r0h). Every
; instruction decodes and re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-p3:32:32-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

; CHECK-LABEL: reductions:
; CHECK-DAG:  simd     r{{[0-9]+}}, r{{[0-9]+}}, fadd
; CHECK-DAG:  simd     r{{[0-9]+}}, r{{[0-9]+}}, prefix, iadd
; CHECK-DAG:  simd     r{{[0-9]+}}, r{{[0-9]+}}, smin
; CHECK-DAG:  simd     r{{[0-9]+}}l, r{{[0-9]+}}l, fmax
; CHECK-DAG:  ballot   r{{[0-9]+}}, r{{[0-9]+}}, 0, ine
define void @reductions(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %lane = call i32 @applegpu.get_sr(i32 52)
  %f = uitofp i32 %lane to float
  %h = uitofp i32 %lane to half
  %sum = call float @applegpu.simd.f32(i32 1, float %f)
  %scan = call i32 @applegpu.simd_prefix.i32(i32 16, i32 %lane)
  %min = call i32 @applegpu.simd.i32(i32 20, i32 %lane)
  %max = call half @applegpu.simd.f16(i32 7, half %h)
  %odd = and i32 %lane, 1
  %mask = call i32 @applegpu.ballot(i32 %odd)
  %maxf = fpext half %max to float
  %a = fadd float %sum, %maxf
  %b = add i32 %scan, %min
  %c = add i32 %b, %mask
  %cf = uitofp i32 %c to float
  %r = fadd float %a, %cf
  store float %r, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: shuffles:
; CHECK:      ldimm    r0, 0
; CHECK:      mov      r0h, r{{[0-9]+}}l
; CHECK-NEXT: shuffle  r{{[0-9]+}}, r{{[0-9]+}}, r0h
; CHECK-NEXT: mov      r0h, 0
; CHECK-DAG:  shuffle  r{{[0-9]+}}, r{{[0-9]+}}, 1, xor
; CHECK-DAG:  shuffle  r{{[0-9]+}}, r{{[0-9]+}}, 2, down
define void @shuffles(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %lane = call i32 @applegpu.get_sr(i32 52)
  %x = call i32 @applegpu.shuffle(i32 %lane, i32 1, i32 1)
  %y = call i32 @applegpu.shuffle(i32 %lane, i32 2, i32 3)
  %i = load i32, ptr addrspace(1) %in
  %z = call i32 @applegpu.shuffle(i32 %lane, i32 %i, i32 0)
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  store i32 %t, ptr addrspace(1) %out
  ret void
}

declare i32 @applegpu.get_sr(i32) memory(none)
declare float @applegpu.simd.f32(i32, float) convergent memory(none)
declare half @applegpu.simd.f16(i32, half) convergent memory(none)
declare i32 @applegpu.simd.i32(i32, i32) convergent memory(none)
declare i32 @applegpu.simd_prefix.i32(i32, i32) convergent memory(none)
declare i32 @applegpu.ballot(i32) convergent memory(none)
declare i32 @applegpu.shuffle(i32, i32, i32) convergent memory(none)
