#!/usr/bin/env python3
"""The expectation of Inputs/matrix-array.ll: out[i] = 2 A_i B, A_i the
row-major 8x8 block at in + 64 i, B the one at in + 256 (simdgroup_load
with 8 elements per row). Inputs are small integers: every result is exact.

  matrix-array-expect.py gen DIR | check DIR
"""
import struct
import sys

d = sys.argv[2]
if sys.argv[1] == "gen":
    values = [float((i * 5) % 7 - 3) for i in range(320)]
    open(d + "/in.bin", "wb").write(struct.pack("<320f", *values))
    sys.exit(0)
v = struct.unpack("<320f", open(d + "/in.bin", "rb").read())
got = struct.unpack("<256f", open(d + "/out.bin", "rb").read())
B = [[v[256 + r * 8 + c] for c in range(8)] for r in range(8)]
want = []
for i in range(4):
    A = [[v[64 * i + r * 8 + c] for c in range(8)] for r in range(8)]
    want += [2 * sum(A[r][k] * B[k][c] for k in range(8)) for r in range(8) for c in range(8)]
bad = [i for i in range(256) if got[i] != want[i]]
for i in bad[:5]:
    print("mismatch at %d: got %r want %r" % (i, got[i], want[i]))
print("FAIL matrix array" if bad else "ok matrix array")
