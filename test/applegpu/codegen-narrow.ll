; Half precision and narrow memory: half loads and stores in 16-bit
; registers, half arithmetic (hadd, hfma), conversions between half and
; float (fadd of -0.0), 16-bit loads extended to 32 bits (zero: read as a
; 16-bit source; sign: .sx), 8-bit loads and truncating stores. Every
; instruction decodes and re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare half @llvm.fma.f16(half, half, half)

; CHECK-LABEL: halves:
; CHECK-DAG: load     r{{[0-9]+}}[[LH:[lh]]], du{{[0-9]+}}, r{{[0-9]+}}, i16, x, a
; CHECK-DAG: hadd     r{{[0-9]+}}{{[lh]}}, r{{[0-9]+}}{{[lh]}}, r{{[0-9]+}}{{[lh]}}
; CHECK-DAG: hfma     r{{[0-9]+}}{{[lh]}}, r{{[0-9]+}}{{[lh]}}, r{{[0-9]+}}{{[lh]}}, r{{[0-9]+}}{{[lh]}}
; CHECK-DAG: fadd     r{{[0-9]+}}, r{{[0-9]+}}{{[lh]}}, -0.0
; CHECK-DAG: store    r{{[0-9]+}}{{[lh]}}, du{{[0-9]+}}, r{{[0-9]+}}, i16, x, a
; CHECK-DAG: store    r{{[0-9]+}}, du{{[0-9]+}}, r{{[0-9]+}}, i32, x, a
define void @halves(ptr addrspace(1) %h, ptr addrspace(1) %f) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %p = getelementptr half, ptr addrspace(1) %h, i64 %idx
  %v = load half, ptr addrspace(1) %p
  %s = fadd half %v, %v
  %m = call half @llvm.fma.f16(half %s, half %v, half %v)
  store half %m, ptr addrspace(1) %p
  %w = fpext half %m to float
  %q = getelementptr float, ptr addrspace(1) %f, i64 %idx
  store float %w, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: narrow:
; CHECK-DAG: load     r{{[0-9]+}}{{[lh]}}, du{{[0-9]+}}, r{{[0-9]+}}, i16, x, a
; CHECK-DAG: load     r{{[0-9]+}}{{[lh]}}, du{{[0-9]+}}, r{{[0-9]+}}, i8, x, a
; CHECK-DAG: iadd     r{{[0-9]+}}, r{{[0-9]+}}{{[lh]}}.sx, 0
; CHECK-DAG: mov      r{{[0-9]+}}, r{{[0-9]+}}{{[lh]}}
; CHECK-DAG: store    r{{[0-9]+}}l, du{{[0-9]+}}, r{{[0-9]+}}, i8, x, a
define void @narrow(ptr addrspace(1) %s16, ptr addrspace(1) %u8, ptr addrspace(1) %out) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %p = getelementptr i16, ptr addrspace(1) %s16, i64 %idx
  %a = load i16, ptr addrspace(1) %p
  %a32 = sext i16 %a to i32
  %q = getelementptr i8, ptr addrspace(1) %u8, i64 %idx
  %b = load i8, ptr addrspace(1) %q
  %b32 = zext i8 %b to i32
  %sum = add i32 %a32, %b32
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %sum, ptr addrspace(1) %o
  %t = trunc i32 %sum to i8
  store i8 %t, ptr addrspace(1) %q
  ret void
}
