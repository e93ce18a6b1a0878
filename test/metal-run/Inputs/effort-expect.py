#!/usr/bin/env python3
"""Expectations for kernels of the corpus's effort_kernels.metallib, from
the Metal source the library embeds (its HSRD archives: aux.metal and
matrix.metal of kolinko/effort), computed here in Python:

  neg32           v[id] = -v[id]
  mulScalar32x32  v[id] = v[id] * s[0]
  silu32          out[id] = x3[id] * x1[id] / (1 + exp(-x1[id]))
  softmax_add32   vec[id] = exp(vec[id]) / sum[0]
  rmsNorm32fast   one threadgroup of `count` threads, 4 elements each:
                  sum of squares by simd_sum, per-SIMD-group partials in
                  threadgroup memory, simd_sum again, then
                  output[i] = input[i] / sqrt(full_sum / (4 count) + 1e-5)

Inputs are small integers or halves, so sums are exact; results involving
exp or sqrt are compared within 4 ULPs (the kernels are built with fast
math).  effort-expect.py gen KERNEL N DIR | check KERNEL N DIR
"""
import math
import struct
import sys

kernel, n, d = sys.argv[2], int(sys.argv[3]), sys.argv[4]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def write(name, vals):
    open(d + "/" + name, "wb").write(struct.pack("<%df" % len(vals), *vals))


def read(name):
    data = open(d + "/" + name, "rb").read()
    return list(struct.unpack("<%df" % (len(data) // 4), data))


def ulps(a, b):
    if a == b:
        return 0
    m = max(abs(b), 2.0 ** -126)
    return abs(a - b) / (2.0 ** (math.frexp(m)[1] - 24))


if sys.argv[1] == "gen":
    count = n * 4 if kernel == "rmsNorm32fast" else n
    write("a.bin", [float((i * 5) % 7 - 3) for i in range(count)])
    write("b.bin", [float((i * 3) % 11 - 5) * 0.5 for i in range(count)])
    write("s.bin", [2.5])
    sys.exit(0)

a, b = read("a.bin"), read("b.bin")
got = read("out.bin")
if kernel == "neg32":
    want, tol = [-x for x in a], 0
elif kernel == "mulScalar32x32":
    want, tol = [f32(x * 2.5) for x in a], 0
elif kernel == "silu32":
    want, tol = [b[i] * a[i] / (1 + math.exp(-a[i])) for i in range(n)], 4
elif kernel == "softmax_add32":
    want, tol = [math.exp(x) / 2.5 for x in a], 4
elif kernel == "rmsNorm32fast":
    full = sum(x * x for x in a)
    s = math.sqrt(full / (4 * n) + 1e-5)
    want, tol = [x / s for x in a], 4
worst = max(ulps(g, w) for g, w in zip(got, want))
print("%s %s: max %.2f ulp" % ("ok" if worst <= tol else "FAIL", kernel, worst))
