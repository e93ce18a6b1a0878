#!/usr/bin/env python3
"""The expectation of Inputs/matrix.ll from Metal's documented semantics of
simdgroup_load (origin = (column, row); transpose loads the transposed
block), simdgroup_multiply_accumulate (D = A B + C) and simdgroup_store.
Inputs are small multiples of 0.5, so every result is exact.

  matrix-expect.py gen DIR | check DIR
"""
import struct
import sys

d = sys.argv[2]
if sys.argv[1] == "gen":
    a = [float((i * 7) % 11 - 5) for i in range(256)]
    b = [float((i * 5) % 9 - 4) * 0.5 for i in range(256)]
    open(d + "/a.bin", "wb").write(struct.pack("<256f", *a))
    open(d + "/b.bin", "wb").write(struct.pack("<256e", *b))
    sys.exit(0)
a = struct.unpack("<256f", open(d + "/a.bin", "rb").read())
b = struct.unpack("<256e", open(d + "/b.bin", "rb").read())
got = struct.unpack("<256f", open(d + "/c.bin", "rb").read())
A = [[a[r * 16 + 8 + c] for c in range(8)] for r in range(8)]      # origin (8, 0)
B = [[b[(8 + c) * 16 + r] for c in range(8)] for r in range(8)]    # transposed, origin (0, 8)
C = [[sum(A[r][k] * B[k][c] for k in range(8)) + 0.5 for c in range(8)] for r in range(8)]
D = [[2 * A[r][c] + C[r][c] for c in range(8)] for r in range(8)]
want = [0.0] * 256
for r in range(8):
    for c in range(8):
        want[(4 + r) * 16 + 4 + c] = C[r][c]
for r in range(8):
    for c in range(8):
        want[(8 + r) * 16 + 8 + c] = D[r][c]
bad = [i for i in range(256) if got[i] != want[i]]
for i in bad[:5]:
    print("mismatch at row %d column %d: got %r want %r" % (i // 16, i % 16, got[i], want[i]))
print("FAIL matrix" if bad else "ok matrix")
