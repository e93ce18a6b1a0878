; What the hardware has no single instruction for, and the special-function
; unit where the IR allows approximations (afn, arcp: Metal's fast math):
; a / b as a * rcp(b), sqrt as rcp(rsqrt(x)), e^x as exp2(x log2 e),
; arithmetic shifts from logical ones, leading zeros as 31 - ffs(x).
; Every instruction decodes and re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare float @llvm.sqrt.f32(float)
declare float @llvm.exp.f32(float)
declare i32 @llvm.ctlz.i32(i32, i1)

; CHECK-LABEL: fast:
; CHECK-DAG: rcp      r[[R:[0-9]+]], r{{[0-9]+}}
; CHECK-DAG: rsqrt    r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: ldimm    r{{[0-9]+}}, 1069066811
; CHECK-DAG: exp2     r{{[0-9]+}}, r{{[0-9]+}}
define void @fast(ptr addrspace(1) %p) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %q = getelementptr float, ptr addrspace(1) %p, i64 %idx
  %v = load float, ptr addrspace(1) %q
  %d = fdiv arcp float 1.5, %v
  %s = call afn float @llvm.sqrt.f32(float %d)
  %e = call afn float @llvm.exp.f32(float %s)
  store float %e, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: bits:
; CHECK-DAG: ffs      r[[F:[0-9]+]], r{{[0-9]+}}
; CHECK-DAG: isub     r{{[0-9]+}}, 31, r[[F]]
; CHECK-DAG: shr      r[[S:[0-9]+]], r{{[0-9]+}}, 31
; CHECK-DAG: isub     r[[M:[0-9]+]], 0, r[[S]]
define void @bits(ptr addrspace(1) %p) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %idx
  %v = load i32, ptr addrspace(1) %q
  %z = call i32 @llvm.ctlz.i32(i32 %v, i1 false)
  %a = ashr i32 %v, %z
  store i32 %a, ptr addrspace(1) %q
  ret void
}
