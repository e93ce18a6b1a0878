; Straight-line kernels: the ABI (buffer(i) in u(2i):u(2i+1)), special
; registers, base + index addressing from uniform bases, loads waited for
; at their first use, integer and float arithmetic (fmul where the sign of a
; zero product may be +0, nsz; ffma with -0.0, the IEEE product, otherwise),
; compare-and-select, conversions, stop and Mesa's trap padding. Every instruction is decoded
; back by our disassembler and re-encoded by our assembler (check-codegen.py).
; docs/applegpu-codegen.md.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare float @llvm.fma.f32(float, float, float)

; Buffer addresses stay in their uniforms: loads and stores take the uniform
; pair as their base and the thread's index as a register.
; CHECK-LABEL: saxpy:
; CHECK-NEXT: %bb.0
; CHECK-NEXT: mov      r[[TID:[0-9]+]], thread_in_grid_x
; CHECK-DAG:  load     r{{[0-9]+}}, du0, 0, i32, x, a
; CHECK-DAG:  load     r{{[0-9]+}}, du2, r[[TID]], i32, x, a
; CHECK-DAG:  load     r{{[0-9]+}}, du4, r[[TID]], i32, x, a
; CHECK:      wait     a
; CHECK-NEXT: ffma
; CHECK-NOT:  wait
; CHECK:      store    r{{[0-9]+}}, du4, r[[TID]], i32, x, a
; CHECK-NEXT: stop
; CHECK-COUNT-8: trap
define void @saxpy(ptr addrspace(1) %a, ptr addrspace(1) %x, ptr addrspace(1) %y) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %av = load float, ptr addrspace(1) %a
  %idx = zext i32 %tid to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  %xv = load float, ptr addrspace(1) %px
  %yv = load float, ptr addrspace(1) %py
  %r = call float @llvm.fma.f32(float %av, float %xv, float %yv)
  store float %r, ptr addrspace(1) %py
  ret void
}

; CHECK-LABEL: integers:
; CHECK-DAG: iadd     r{{[0-9]+}}, r{{[0-9]+}}, 7
; CHECK-DAG: imadd    r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: isub     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: and      r{{[0-9]+}}, r{{[0-9]+}}, 255
; CHECK-DAG: xor      r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: shl      r{{[0-9]+}}, r{{[0-9]+}}, 3
; CHECK-DAG: and      r[[AMT:[0-9]+]], r{{[0-9]+}}, 31
; CHECK-DAG: shr      r{{[0-9]+}}, r{{[0-9]+}}, r[[AMT]]
; CHECK-DAG: csel     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, slt
define void @integers(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %p
  %a = add i32 %v, 7
  %m = mul i32 %a, %tid
  %b = add i32 %m, %v
  %c = sub i32 %b, %tid
  %d = and i32 %c, 255
  %e = xor i32 %d, %v
  %f = shl i32 %e, 3
  %g = lshr i32 %f, %v
  %lt = icmp slt i32 %g, %v
  %h = select i1 %lt, i32 %g, i32 %v
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %h, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: floats:
; CHECK-DAG: fadd     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: fmul     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
; CHECK-DAG: ffma     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, -0.0
; CHECK-DAG: fadd     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}.neg
; CHECK-DAG: ldimm    r{{[0-9]+}}, 1069547520
; CHECK-DAG: csel     r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, flt
; CHECK-DAG: f_to_s32 r{{[0-9]+}}, r{{[0-9]+}}, rtz
; CHECK-DAG: u32_to_f r{{[0-9]+}}, r{{[0-9]+}}, rte
define void @floats(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @applegpu.get_sr(i32 80)
  %idx = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p
  %t = uitofp i32 %tid to float
  %a = fadd float %v, %t
  %m = fmul nsz float %a, %v
  %m2 = fmul float %m, %t
  %d = fsub float %m2, %t
  %s = fadd float %d, 1.5
  %lt = fcmp olt float %s, %v
  %sel = select i1 %lt, float %s, float %v
  %i = fptosi float %sel to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %i, ptr addrspace(1) %q
  ret void
}
