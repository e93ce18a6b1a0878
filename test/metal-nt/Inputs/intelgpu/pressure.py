#!/usr/bin/env python3
"""Prints AIR kernels that need more registers than a Gen thread has.

  pressure.py [INTS LONGS POINTERS [UNIFORMS]]

- pressure(device int *a, device ulong *w, device int *out, uint gid)
  loads INTS ints a[gid + k] and LONGS ulongs w[gid + k], in order
  (volatile), then folds them from the last one loaded back to the first,
  so every value is live at once.
- pointers(device int *a, constant uint &n, device int *out, uint gid)
  keeps POINTERS addresses a + gid + 3k live across a loop of n trips
  (uniform) that loads through each of them: 64-bit values in register
  pairs.
- uniforms(device int *out, uint gid, uint tg, uint size) computes
  UNIFORMS values from the threadgroup's position and size, the same in
  every thread, then folds them into each thread's value, the first one
  first and then again the last one first, so they are all live at once:
  more than the 64 scalar registers (docs/intelgpu-codegen.md, "Scalar
  registers").

The first two need more than the 120 GRFs of a SIMD8 thread, so the register
allocator spills 32- and 64-bit values (docs/intelgpu-codegen.md,
"Private memory and spills")."""

import sys

INTS, LONGS, POINTERS = (int(a) for a in (sys.argv[1:4] if len(sys.argv) > 3 else (130, 20, 70)))
UNIFORMS = int(sys.argv[4]) if len(sys.argv) > 4 else 90


def buffer(n, index, access, space, type_, name):
    return (f'!{{i32 {n}, !"air.buffer", !"air.location_index", i32 {index}, i32 1, '
            f'!"{access}", !"air.address_space", i32 {space}, !"air.arg_type_name", '
            f'!"{type_}", !"air.arg_name", !"{name}"}}')


gid = '!{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}'

out = ["define void @pressure(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %w,"
       " ptr addrspace(1) noalias %out, i32 %gid) {",
       "entry:",
       "  %g = zext i32 %gid to i64"]
for k in range(INTS):
    out += [f"  %ia{k} = add i64 %g, {k}",
            f"  %pa{k} = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ia{k}",
            f"  %v{k} = load volatile i32, ptr addrspace(1) %pa{k}"]
for k in range(LONGS):
    out += [f"  %iw{k} = add i64 %g, {k}",
            f"  %pw{k} = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %iw{k}",
            f"  %u{k} = load volatile i64, ptr addrspace(1) %pw{k}"]
# The longs, last first: l = l * 3 + u_k; then the ints, last first.
prev = "0"
for k in reversed(range(LONGS)):
    out += [f"  %lm{k} = mul i64 {prev}, 3", f"  %l{k} = add i64 %lm{k}, %u{k}"]
    prev = f"%l{k}"
out += [f"  %lh = lshr i64 {prev}, 29", "  %lt = trunc i64 %lh to i32"]
prev = "%lt"
for k in reversed(range(INTS)):
    out += [f"  %sm{k} = mul i32 {prev}, 5", f"  %s{k} = xor i32 %sm{k}, %v{k}"]
    prev = f"%s{k}"
out += ["  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g",
        f"  store i32 {prev}, ptr addrspace(1) %po",
        "  ret void",
        "}",
        ""]

out += ["define void @pointers(ptr addrspace(1) noalias %a, ptr addrspace(2) noalias %np,"
        " ptr addrspace(1) noalias %out, i32 %gid) {",
        "entry:",
        "  %g = zext i32 %gid to i64",
        "  %n = load i32, ptr addrspace(2) %np"]
for k in range(POINTERS):
    out += [f"  %i{k} = add i64 %g, {3 * k}",
            f"  %p{k} = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i{k}"]
out += ["  %any = icmp ne i32 %n, 0",
        "  br i1 %any, label %loop, label %done",
        "loop:",
        "  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]",
        f"  %s = phi i32 [ 0, %entry ], [ %s{POINTERS - 1}, %loop ]"]
prev = "%s"
for k in range(POINTERS):
    out += [f"  %x{k} = load volatile i32, ptr addrspace(1) %p{k}",
            f"  %m{k} = mul i32 {prev}, 7",
            f"  %s{k} = xor i32 %m{k}, %x{k}"]
    prev = f"%s{k}"
out += ["  %t1 = add i32 %t, 1",
        "  %more = icmp ult i32 %t1, %n",
        "  br i1 %more, label %loop, label %done",
        "done:",
        f"  %r = phi i32 [ 0, %entry ], [ %s{POINTERS - 1}, %loop ]",
        "  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g",
        "  store i32 %r, ptr addrspace(1) %po",
        "  ret void",
        "}",
        "",
        "define void @uniforms(ptr addrspace(1) noalias %out, i32 %gid, i32 %tg, i32 %size) {",
        "entry:",
        "  %g = zext i32 %gid to i64"]
for k in range(UNIFORMS):
    out += [f"  %um{k} = mul i32 %tg, {7 * k + 3}", f"  %u{k} = add i32 %um{k}, %size"]
prev = "%gid"
for k in range(UNIFORMS):
    out += [f"  %em{k} = mul i32 {prev}, 3", f"  %e{k} = add i32 %em{k}, %u{k}"]
    prev = f"%e{k}"
for k in reversed(range(UNIFORMS)):
    out += [f"  %fm{k} = mul i32 {prev}, 5", f"  %f{k} = xor i32 %fm{k}, %u{k}"]
    prev = f"%f{k}"
out += ["  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g",
        f"  store i32 {prev}, ptr addrspace(1) %po",
        "  ret void",
        "}",
        "",
        "!air.kernel = !{!0, !10, !20}",
        "!0 = !{ptr @pressure, !1, !2}",
        "!1 = !{}",
        "!2 = !{!3, !4, !5, !6}",
        "!3 = " + buffer(0, 0, "air.read", 1, "int", "a"),
        "!4 = " + buffer(1, 1, "air.read", 1, "ulong", "w"),
        "!5 = " + buffer(2, 2, "air.read_write", 1, "int", "out"),
        "!6 = " + gid,
        "!10 = !{ptr @pointers, !1, !11}",
        "!11 = !{!3, !12, !5, !6}",
        "!12 = " + buffer(1, 1, "air.read", 2, "uint", "n"),
        "!20 = !{ptr @uniforms, !1, !21}",
        "!21 = !{!22, !23, !24, !25}",
        "!22 = " + buffer(0, 0, "air.read_write", 1, "int", "out"),
        '!23 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}',
        '!24 = !{i32 2, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"tg"}',
        '!25 = !{i32 3, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"size"}']
print("\n".join(out))
