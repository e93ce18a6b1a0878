#!/usr/bin/env python3
"""The expectation of Inputs/matrix-elements.ll. Lane L = b4 b3 b2 b1 b0 of
a 32-lane SIMD group holds elements (M, N) and (M, N + 1) of an 8x8
matrix, M = 4 b4 + 2 b2 + b1 and N = 4 b3 + 2 b0: the layout of Metal
FlashAttention's simdgroup_matrix_storage.h (its get_simdgroup_matrix_
coordinates), after Apple's patent US11256518B2. Inputs are small
integers, so every product is exact.

  matrix-elements-expect.py gen DIR | check DIR
"""
import struct
import sys


def place(lane):
    b = [(lane >> i) & 1 for i in range(5)]
    return 4 * b[4] + 2 * b[2] + b[1], 4 * b[3] + 2 * b[0]


d = sys.argv[2]
if sys.argv[1] == "gen":
    values = [float((i * 7) % 13 - 6) for i in range(128)]
    open(d + "/in.bin", "wb").write(struct.pack("<128f", *values))
    sys.exit(0)
values = struct.unpack("<128f", open(d + "/in.bin", "rb").read())
got = struct.unpack("<64f", open(d + "/out.bin", "rb").read())
A = [[0.0] * 8 for _ in range(8)]
B = [[0.0] * 8 for _ in range(8)]
for lane in range(32):
    m, n = place(lane)
    for e in range(2):
        A[m][n + e] = values[2 * lane + e]
        B[m][n + e] = values[64 + 2 * lane + e]
want = [0.0] * 64
for lane in range(32):
    m, n = place(lane)
    for e in range(2):
        want[2 * lane + e] = sum(A[m][k] * B[k][n + e] for k in range(8))
bad = [i for i in range(64) if got[i] != want[i]]
for i in bad[:5]:
    print("mismatch at lane %d element %d: got %r want %r" % (i // 2, i % 2, got[i], want[i]))
print("FAIL matrix elements" if bad else "ok matrix elements")
