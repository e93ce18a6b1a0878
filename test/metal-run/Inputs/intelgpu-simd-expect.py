#!/usr/bin/env python3
"""Inputs and expectations for intelgpu-simd.ll's simd_int on SIMD groups
of $SIMD_WIDTH consecutive threads of a threadgroup (8 unless the
environment says; the Intel simulator's hardware threads), computed from the Metal source in the .ll's comment and MSL's
definitions: reductions and scans over the active threads; a shuffle from
a thread outside the group (or not active) gives the thread's own value,
the host executor's meaning.

  intelgpu-simd-expect.py gen N DIR
  intelgpu-simd-expect.py check N T DIR
  intelgpu-simd-expect.py check-prod N T DIR   (simd_prod's products)
"""
import os
import struct
import sys

W = int(os.environ.get("SIMD_WIDTH", "8"))


def gen(n, d):
    vals = [((i * 37 + 11) % 201) - 100 for i in range(n)]
    open(d + "/in.bin", "wb").write(struct.pack("<%di" % n, *vals))


def check(n, t, d):
    v = struct.unpack("<%di" % n, open(d + "/in.bin", "rb").read())
    out = struct.unpack("<%di" % (8 * n), open(d + "/out.bin", "rb").read())
    bad = []
    for start in range(0, n, t):
        size = min(t, n - start)
        for s in range(0, size, W):
            g = list(range(start + s, start + min(s + W, size)))
            vals = [v[i] for i in g]
            odd = [k for k in range(len(g)) if vals[k] & 1]
            orv = 0
            for x in vals:
                orv |= x & 0xFFFFFFFF
            for k, i in enumerate(g):
                own = vals[k]
                src = (k * 3) & 7
                want = [min(vals),
                        max(x & 0xFFFFFFFF for x in vals),
                        sum(vals[:k + 1]),
                        vals[5] if 5 < len(g) else own,
                        vals[src] if src < len(g) else own,
                        vals[k + 2] if k + 2 < len(g) else own,
                        orv,
                        (sum(vals[j] for j in odd) + (1000 if odd and odd[0] == k else 0))
                        if own & 1 else -1]
                want = [w - (1 << 32) if w >= 1 << 31 else w for w in want]
                got = list(out[8 * i:8 * i + 8])
                if got != want:
                    bad.append("thread %d: got %s, want %s" % (i, got, want))
    print("ok simd_int" if not bad else "\n".join(bad[:5]))


def wrap(x, bits=32):
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def product(xs, bits=32):
    p = 1
    for x in xs:
        p = wrap(p * x, bits)
    return p


def check_prod(n, t, d):
    """simd_prod: integer products over the active threads of each SIMD
    group (W threads), its scans, quads of 4, a short product, products in
    a branch, and quad and, or, xor."""
    v = struct.unpack("<%di" % n, open(d + "/in.bin", "rb").read())
    out = struct.unpack("<%di" % (9 * n), open(d + "/prod.bin", "rb").read())
    bad = []
    for start in range(0, n, t):
        size = min(t, n - start)
        for s in range(0, size, W):
            g = list(range(start + s, start + min(s + W, size)))
            vals = [v[i] for i in g]
            odd = [x for x in vals if x & 1]
            for k, i in enumerate(g):
                q = k // 4 * 4
                quad = vals[q:q + 4]
                qand, qor, qxor = -1, 0, 0
                for x in quad:
                    qand, qor, qxor = qand & x, qor | x, qxor ^ x
                want = [product(vals), product(vals[:k]), product(vals[:k + 1]),
                        product(quad), product(vals, 16),
                        product(odd) if vals[k] & 1 else -1, qand, qor, qxor]
                got = list(out[9 * i:9 * i + 9])
                if got != want:
                    bad.append("thread %d: got %s, want %s" % (i, got, want))
    print("ok simd_prod" if not bad else "\n".join(bad[:5]))


if sys.argv[1] == "gen":
    gen(int(sys.argv[2]), sys.argv[3])
elif sys.argv[1] == "check-prod":
    check_prod(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
else:
    check(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
