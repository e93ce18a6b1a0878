; Structured control flow on the execution mask: an if/else (two masked
; regions, each ended by a pop at its join) and a loop with a trip count per
; lane (push before, while + jmp_exec_any at the latch, pop after), as
; Mesa's AGX compiler emits them; r0l cleared first. The IR is what the
; Apple translator hands the back end: structured (StructurizeCFG), each
; conditional branch marked with applegpu.if / applegpu.loop, blocks in
; execution order. Every instruction decodes and re-encodes exactly.

; RUN: llc --load=%applegpu_plugin -march=applegpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llc --load=%applegpu_plugin -march=applegpu %s -filetype=obj -o %t.o
; RUN: %python %S/Inputs/check-codegen.py %t.s %t.o airlib-dump gpu-mc | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: instructions decode and re-encode exactly

target datalayout = "e-p:64:64-i64:64-n16:32-S32"
target triple = "applegpu-apple-macosx"

declare i32 @applegpu.get_sr(i32) memory(none)
declare void @applegpu.if(i1)
declare void @applegpu.loop(i1)
declare void @applegpu.uniform_if(i1)

; out[i] = i < 10 ? i * 3 : i + 100. Each side is one instruction: cheaper
; to run with no lane active than to jump over (Mesa's agx_opt_jmp_none
; heuristic), so no jmp_none.
; CHECK-LABEL: ifelse:
; CHECK:      ldimm    r0, 0
; CHECK:      if       r[[C:[0-9]+]], 0, 1, ine
; CHECK-NOT:  jmp_none
; CHECK:      imul
; CHECK:      pop_exec 1
; CHECK:      if       r{{[0-9]+}}, 0, 1, ine
; CHECK-NOT:  jmp_none
; CHECK:      iadd     r{{[0-9]+}}, r{{[0-9]+}}, 100
; CHECK-NEXT: LBB{{[0-9_]+}}:
; CHECK-NEXT: Lif_pop{{[0-9]+}}:
; CHECK-NEXT: pop_exec 1
; CHECK:      store
; CHECK-NEXT: stop
define void @ifelse(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @applegpu.get_sr(i32 80)
  %lt = icmp ult i32 %tid, 10
  call void @applegpu.if(i1 %lt)
  br i1 %lt, label %then, label %flow
then:
  %m = mul i32 %tid, 3
  br label %flow
flow:
  %v1 = phi i32 [ %m, %then ], [ poison, %entry ]
  %else.c = phi i1 [ false, %then ], [ true, %entry ]
  call void @applegpu.if(i1 %else.c)
  br i1 %else.c, label %else, label %join
else:
  %a = add i32 %tid, 100
  br label %join
join:
  %v = phi i32 [ %v1, %flow ], [ %a, %else ]
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; out[i] = 0 + 1 + ... + i
; CHECK-LABEL: loop:
; CHECK:      ldimm    r0, 0
; CHECK:      if       0.0, 0.0, 1, feq
; CHECK-NEXT: [[HEAD:LBB[0-9_]+]]:
; CHECK:      while    r{{[0-9]+}}, 0, 1, ine
; CHECK-NEXT: jmp_any  [[HEAD]]
; CHECK-NEXT: %exit
; CHECK-NEXT: pop_exec 1
; CHECK:      store
define void @loop(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @applegpu.get_sr(i32 80)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i2, %head ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %head ]
  %acc2 = add i32 %acc, %i
  %i2 = add i32 %i, 1
  %more = icmp ule i32 %i2, %tid
  call void @applegpu.loop(i1 %more)
  br i1 %more, label %head, label %exit
exit:
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %acc2, ptr addrspace(1) %p
  ret void
}

; if (i < 10) out[i] = in[4i] + in[4i+1] + in[4i+2] + in[4i+3]: four device
; loads (10 each in Mesa's estimate) are worth a jmp_none over the region.
; CHECK-LABEL: skip:
; CHECK:      if       r{{[0-9]+}}, 0, 1, ine
; CHECK-NEXT: jmp_none [[JOIN:Lif_pop[0-9]+]]
; CHECK-COUNT-4: load
; CHECK:      [[JOIN]]:
; CHECK-NEXT: pop_exec 1
define void @skip(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @applegpu.get_sr(i32 80)
  %lt = icmp ult i32 %tid, 10
  call void @applegpu.if(i1 %lt)
  br i1 %lt, label %then, label %join
then:
  %i4 = shl i32 %tid, 2
  %e0 = zext i32 %i4 to i64
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %e0
  %v0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %v1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %v2 = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %v3 = load i32, ptr addrspace(1) %p3
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v3
  %idx = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s3, ptr addrspace(1) %q
  br label %join
join:
  ret void
}

; The same with four float4 loads (one xyzw load each, device loads all
; the same to the heuristic): the jump pays.
; CHECK-LABEL: skip4:
; CHECK:      if       r{{[0-9]+}}, 0, 1, ine
; CHECK-NEXT: jmp_none [[JOIN4:Lif_pop[0-9]+]]
; CHECK-COUNT-4: load {{.*}}xyzw
; CHECK:      [[JOIN4]]:
; CHECK-NEXT: pop_exec 1
define void @skip4(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @applegpu.get_sr(i32 80)
  %lt = icmp ult i32 %tid, 10
  call void @applegpu.if(i1 %lt)
  br i1 %lt, label %then, label %join
then:
  %i4 = shl i32 %tid, 2
  %e0 = zext i32 %i4 to i64
  %p0 = getelementptr <4 x float>, ptr addrspace(1) %in, i64 %e0
  %v0 = load <4 x float>, ptr addrspace(1) %p0
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p0, i64 1
  %v1 = load <4 x float>, ptr addrspace(1) %p1
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p0, i64 2
  %v2 = load <4 x float>, ptr addrspace(1) %p2
  %p3 = getelementptr <4 x float>, ptr addrspace(1) %p0, i64 3
  %v3 = load <4 x float>, ptr addrspace(1) %p3
  %s1 = fadd <4 x float> %v0, %v1
  %s2 = fadd <4 x float> %s1, %v2
  %s3 = fadd <4 x float> %s2, %v3
  %idx = zext i32 %tid to i64
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %s3, ptr addrspace(1) %q
  br label %join
join:
  ret void
}

; An if on a uniform condition (marked applegpu.uniform_if by the
; translator): the region is one instruction, but the jmp_none is always
; there, since no lane or every lane enters.
; CHECK-LABEL: uniformif:
; CHECK:      if       r{{[0-9]+}}, 0, 1, ine
; CHECK-NEXT: jmp_none [[JOINU:Lif_pop[0-9]+]]
; CHECK:      [[JOINU]]:
; CHECK-NEXT: pop_exec 1
define void @uniformif(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @applegpu.get_sr(i32 80)
  %big = icmp ugt i32 %n, 4
  call void @applegpu.uniform_if(i1 %big)
  br i1 %big, label %then, label %join
then:
  %t = add i32 %tid, 7
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %tid, %entry ]
  %idx = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q
  ret void
}
