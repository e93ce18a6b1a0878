#!/usr/bin/env python3
"""A kernel whose values do not fit in the registers on either side of a
divergent if, joined by a phi (docs/intelgpu-codegen.md, "Private memory
and spills"), and its expected output.

  divergent-pressure.py gen N LIVE > kernel.ll
  divergent-pressure.py check IN.bin OUT.bin THREADS N LIVE

branches(device int *a, device int *out, uint gid) loads LIVE ints
a[gid + 400 + k] before the if (live across it), then, where a[gid] is
odd, N ints a[gid + k] and otherwise N ints a[gid + 200 + k] (volatile,
in order), folds them from the last one back (r = r * 5 ^ v on one side,
r = r * 3 + v on the other), joins the two in a phi and folds the LIVE
values into it, the last first (r = r * 7 ^ p)."""
import struct
import sys


def gen(n, live):
    out = ["define void @branches(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out,"
           " i32 %gid) {",
           "entry:",
           "  %g = zext i32 %gid to i64",
           "  %px = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %g",
           "  %x = load volatile i32, ptr addrspace(1) %px"]
    for k in range(live):
        out += [f"  %ip{k} = add i64 %g, {400 + k}",
                f"  %pp{k} = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ip{k}",
                f"  %p{k} = load volatile i32, ptr addrspace(1) %pp{k}"]
    out += ["  %odd = trunc i32 %x to i1", "  br i1 %odd, label %then, label %else"]
    for side, base, op, mul in (("then", 0, "xor", 5), ("else", 200, "add", 3)):
        out += [f"{side}:"]
        for k in range(n):
            out += [f"  %{side}i{k} = add i64 %g, {base + k}",
                    f"  %{side}p{k} = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %{side}i{k}",
                    f"  %{side}v{k} = load volatile i32, ptr addrspace(1) %{side}p{k}"]
        prev = "%x"
        for k in reversed(range(n)):
            out += [f"  %{side}m{k} = mul i32 {prev}, {mul}",
                    f"  %{side}r{k} = {op} i32 %{side}m{k}, %{side}v{k}"]
            prev = f"%{side}r{k}"
        out += ["  br label %join"]
    out += ["join:", "  %r = phi i32 [ %thenr0, %then ], [ %elser0, %else ]"]
    prev = "%r"
    for k in reversed(range(live)):
        out += [f"  %jm{k} = mul i32 {prev}, 7", f"  %j{k} = xor i32 %jm{k}, %p{k}"]
        prev = f"%j{k}"
    out += ["  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g",
            f"  store i32 {prev}, ptr addrspace(1) %po",
            "  ret void",
            "}",
            "",
            "!air.kernel = !{!0}",
            "!0 = !{ptr @branches, !1, !2}",
            "!1 = !{}",
            "!2 = !{!3, !4, !5}",
            '!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read",'
            ' !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"a"}',
            '!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write",'
            ' !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}',
            '!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint",'
            ' !"air.arg_name", !"gid"}']
    print("\n".join(out))


def check(inp, outp, threads, n, live):
    words = len(open(inp, "rb").read()) // 4
    a = struct.unpack("<%di" % words, open(inp, "rb").read())
    got = struct.unpack("<%di" % threads, open(outp, "rb").read()[:4 * threads])
    m = 0xFFFFFFFF
    bad = 0
    for g in range(threads):
        x = a[g] & m
        r = x
        if x & 1:
            for k in reversed(range(n)):
                r = ((r * 5) & m) ^ (a[g + k] & m)
        else:
            for k in reversed(range(n)):
                r = (r * 3 + a[g + 200 + k]) & m
        for k in reversed(range(live)):
            r = ((r * 7) & m) ^ (a[g + 400 + k] & m)
        want = r - (1 << 32) if r >= 1 << 31 else r
        if got[g] != want:
            bad += 1
            if bad <= 4:
                print("thread %d: got %d, want %d" % (g, got[g], want))
    print("ok divergent pressure" if not bad else "FAILED divergent pressure (%d)" % bad)


if sys.argv[1] == "gen":
    gen(int(sys.argv[2]), int(sys.argv[3]))
else:
    check(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]))
