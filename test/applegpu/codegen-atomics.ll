; Atomics: device atomics (`atomic`, the old value delivered in wait slot
; a and waited for before its first use), threadgroup atomics (`latomic`,
; synchronous), compare-and-swap with the new value and the compared one
; as a register pair, relaxed atomic loads and stores as plain accesses,
; fences as memory_barrier. Every instruction decodes and re-encodes
; exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-p3:32:32-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

; CHECK-LABEL: device_rmw:
; CHECK:      atomic   r[[OLD:[0-9]+]], r{{[0-9]+}}, du0, 0, add, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, sub, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, xchg, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, imin, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, umax, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, and, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, or, coherent1, a
; CHECK:      atomic   r{{[0-9]+}}, r{{[0-9]+}}, du0, 0, xor, coherent1, a
; CHECK:      wait     a
; CHECK:      iadd
define void @device_rmw(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = call i32 @applegpu.get_sr(i32 80)
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %b = atomicrmw sub ptr addrspace(1) %p, i32 %v monotonic
  %c = atomicrmw xchg ptr addrspace(1) %p, i32 %v monotonic
  %d = atomicrmw min ptr addrspace(1) %p, i32 %v monotonic
  %e = atomicrmw umax ptr addrspace(1) %p, i32 %v monotonic
  %f = atomicrmw and ptr addrspace(1) %p, i32 %v monotonic
  %g = atomicrmw or ptr addrspace(1) %p, i32 %v monotonic
  %h = atomicrmw xor ptr addrspace(1) %p, i32 %v monotonic
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g
  %s7 = add i32 %s6, %h
  store i32 %s7, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: device_cas:
; CHECK:      atomic   r{{[0-9]+}}, r[[NEW:[0-9]+]]_r[[CMP:[0-9]+]], du0, 0, cmpxchg, coherent1, a
; CHECK:      memory_barrier
define void @device_cas(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = call i32 @applegpu.get_sr(i32 80)
  %x = cmpxchg ptr addrspace(1) %p, i32 %v, i32 7 monotonic monotonic
  %old = extractvalue { i32, i1 } %x, 0
  fence syncscope("agent") acq_rel
  store atomic i32 %old, ptr addrspace(1) %out monotonic, align 4
  ret void
}

; Threadgroup memory: parameter 64 holds the offset.
; CHECK-LABEL: local_atomics:
; CHECK:      latomic  r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}l, 0, add
; CHECK:      latomic  r{{[0-9]+}}, r{{[0-9]+}}_r{{[0-9]+}}, r{{[0-9]+}}l, 0, cmpxchg
; CHECK:      lload
define void @local_atomics(ptr addrspace(1) %out,
                      i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9,
                      i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17,
                      i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25,
                      i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32, i64 %a33,
                      i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, i64 %a40, i64 %a41,
                      i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49,
                      i64 %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57,
                      i64 %a58, i64 %a59, i64 %a60, i64 %a61, i64 %a62, i64 %a63, i64 %tgoff) {
  %off = trunc i64 %tgoff to i32
  %tg = inttoptr i32 %off to ptr addrspace(3)
  %v = call i32 @applegpu.get_sr(i32 51)
  %a = atomicrmw add ptr addrspace(3) %tg, i32 %v monotonic
  %x = cmpxchg ptr addrspace(3) %tg, i32 %a, i32 %v monotonic monotonic
  %old = extractvalue { i32, i1 } %x, 0
  %l = load atomic i32, ptr addrspace(3) %tg monotonic, align 4
  %s = add i32 %old, %l
  store i32 %s, ptr addrspace(1) %out
  ret void
}

declare i32 @applegpu.get_sr(i32) memory(none)
