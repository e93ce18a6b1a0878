; Threadgroup memory and barriers: 32-bit byte offsets (address space 3),
; lstore/lload with the address's low half as base or a uniform base and an
; index register, the barrier with any
; device load waited for before it. Every instruction decodes and
; re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-p3:32:32-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare void @applegpu.barrier() convergent

; Each thread publishes in[i] at tg[lid], then reads tg[63 - lid]; the
; threadgroup memory's offset is parameter 64 (u128:u129).
; CHECK-LABEL: exchange:
; The store's index is lid (below 1024, so its low half is the whole
; index); 63 - lid may be negative and is added to the base first.
; CHECK:      load     r{{[0-9]+}}, du0, r{{[0-9]+}}, i32, x, a
; CHECK:      mov      r[[LID:[0-9]+]], thread_index_in_threadgroup
; CHECK:      wait     a
; CHECK:      lstore   r{{[0-9]+}}, u128l, r[[LID]]l, i32, x
; CHECK:      isub     r[[I:[0-9]+]], 63, r[[LID]]
; CHECK:      iadd     r[[A:[0-9]+]], u128, r[[I]], lsl 2
; CHECK:      barrier
; CHECK:      lload    r{{[0-9]+}}, r[[A]]l, 0, i32, x
; CHECK:      store
define void @exchange(ptr addrspace(1) %in, ptr addrspace(1) %out,
                      i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9,
                      i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17,
                      i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25,
                      i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32, i64 %a33,
                      i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, i64 %a40, i64 %a41,
                      i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49,
                      i64 %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57,
                      i64 %a58, i64 %a59, i64 %a60, i64 %a61, i64 %a62, i64 %a63, i64 %tgoff) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %lid = call i32 @applegpu.get_sr(i32 51)
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %p
  %base32 = trunc i64 %tgoff to i32
  %tg = inttoptr i32 %base32 to ptr addrspace(3)
  %mine = getelementptr i32, ptr addrspace(3) %tg, i32 %lid
  store i32 %v, ptr addrspace(3) %mine
  call void @applegpu.barrier()
  %other = sub i32 63, %lid
  %theirs = getelementptr i32, ptr addrspace(3) %tg, i32 %other
  %w = load i32, ptr addrspace(3) %theirs
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %w, ptr addrspace(1) %q
  ret void
}
