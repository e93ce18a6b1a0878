; Calls (docs/applegpu-abi.md, "Calls"). Arguments and results in r4 up (a
; float4 in r4-r7, then a float, a 64-bit value at the next even register);
; the frame base r2 set right before the call to the end of the caller's
; frame; the call made only when a lane is active (jmp_none past it);
; `ret r1` at the end of a callable function, which neither clears r0 nor
; stops. A recursive function reserves its frame with stack_adjust, spills
; at r2 plus the slot's offset (through r3), moves r2 past its frame just
; for the call and releases the frame before `ret`. A function the module
; only declares (a dynamic library's) is called through a relocation.
; Every instruction decodes and re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly
; RUN: airlib-dump %t.o | FileCheck %s --check-prefix=RELOC
; RELOC:      Name: imported
; RELOC-NEXT: Section: undefined (imported)
; RELOC:      Relocations [
; RELOC-NEXT:   {
; RELOC-NEXT:     Offset: {{[0-9]+}}
; RELOC-NEXT:     Symbol: imported
; RELOC-NEXT:     Kind: pc-relative, 4 bytes, type 0

target datalayout = "e-p:64:64-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare i32 @imported(i32) #0
attributes #0 = { "metalnt-dylib"="libimported.metallib" }

; CHECK-LABEL: scale:
; CHECK-NOT:   ldimm    r0, 0
; CHECK-DAG:   r{{[0-9]+}}, r4, r8
; CHECK-DAG:   r{{[0-9]+}}, r7, r8
; CHECK:       mov      r4, r{{[0-9]+}}
; CHECK:       ret      r1
; CHECK-NOT:   stop
define internal <4 x float> @scale(<4 x float> %v, float %s, i64 %p) {
  %b = insertelement <4 x float> poison, float %s, i32 0
  %sp = shufflevector <4 x float> %b, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fmul <4 x float> %v, %sp
  ret <4 x float> %r
}

; CHECK-LABEL: down:
; CHECK:       stack_adjust [[W:[0-9]+]]
; CHECK:       iadd     r3, r2, r3
; CHECK-NEXT:  stack_store r1, r3, i32, x, a
; CHECK:       iadd     r2, r2, r3
; CHECK-NEXT:  jmp_none [[DONE:L.*]]
; CHECK-NEXT:  call     down
; CHECK-NEXT:  [[DONE]]:
; CHECK-NEXT:  ldimm    r3, {{[0-9]+}}
; CHECK-NEXT:  iadd     r2, r2, r3
; CHECK:       stack_adjust -[[W]]
; CHECK:       ret      r1
define internal i32 @down(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
rec:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  %t = mul i32 %n, 3
  %d = sub i32 %t, %r
  ret i32 %d
base:
  ret i32 1
}

; CHECK-LABEL: k:
; CHECK:       stack_adjust 12
; CHECK:       ldimm    r2, [[FRAME:48]]
; CHECK-NEXT:  jmp_none [[D1:L.*]]
; CHECK-NEXT:  call     scale
; CHECK-NEXT:  [[D1]]:
; CHECK:       ldimm    r2, [[FRAME]]
; CHECK-NEXT:  jmp_none [[D2:L.*]]
; CHECK-NEXT:  call     down
; CHECK:       call     imported
; CHECK:       stop
define void @k(ptr addrspace(1) %out) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %f = uitofp i32 %tid to float
  %v0 = insertelement <4 x float> poison, float %f, i32 0
  %v1 = insertelement <4 x float> %v0, float 1.0, i32 1
  %v2 = insertelement <4 x float> %v1, float 2.0, i32 2
  %v3 = insertelement <4 x float> %v2, float 3.0, i32 3
  %r = call <4 x float> @scale(<4 x float> %v3, float %f, i64 7)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %r, ptr addrspace(1) %p
  %d = call i32 @down(i32 %tid)
  %e = call i32 @imported(i32 %d)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %e
  store i32 %d, ptr addrspace(1) %q
  ret void
}
