#!/usr/bin/env python3
"""Inputs and expectations for Inputs/runtime-library.ll: frexp, ilogb,
fract, ldexp and nextafter as the Metal standard library defines them
(MSL 6.5: frexp's mantissa in [0.5, 1) with x = m 2^exp; ilogb the
unbiased exponent; fract(x) = fmin(x - floor(x), 0x1.fffffep-1); ldexp(x, k)
= x 2^k), computed exactly here with Python's math module.

  runtime-library.py gen DIR | check DIR
"""
import math
import os
import struct
import sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "metal-run", "Inputs"))
from metalrun import f16, f32, hbits, bitsh  # noqa: E402

INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1
mode, d = sys.argv[1], sys.argv[2]
N = 64


def path(name):
    return os.path.join(d, name + ".bin")


def write(name, fmt, vals):
    open(path(name), "wb").write(struct.pack("<%d%s" % (len(vals), fmt), *vals))


def read(name, fmt):
    data = open(path(name), "rb").read()
    return list(struct.unpack("<%d%s" % (len(data) // struct.calcsize(fmt), fmt), data))


def inputs():
    special = [0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 1e-40, -3e-39, 3.4e38, math.inf, -math.inf,
               math.nan, 1.5, -2.75, 1e-8, 12345.678]
    x = [f32(v) for v in special] + [f32((i * 7.31 - 100) * 10 ** (i % 7 - 3)) for i in range(N - len(special))]
    h = [f16(v) for v in [0.0, -0.0, 1.0, -1.0, 65504.0, 6e-8, 1e-5, -2.5, math.inf, math.nan]]
    h += [f16((i - 20) * 0.37) for i in range(N - len(h))]
    k = [(i % 21) - 10 for i in range(N)]
    return x, h, k


x, h, k = inputs()
if mode == "gen":
    write("x", "f", x)
    write("h", "e", h)
    write("k", "i", k)
    sys.exit(0)

bad = []


def expect(what, i, got, want):
    same = (got != got and want != want) or (got == want and math.copysign(1, got) == math.copysign(1, want)) \
        if isinstance(want, float) else got == want
    if not same:
        bad.append("%s[%d] of %r: got %r, want %r" % (what, i, [x[i], h[i]], got, want))


def ilogb(v):
    if v != v or v == 0:
        return INT_MIN
    if math.isinf(v):
        return INT_MAX
    return math.frexp(v)[1] - 1


def nextafter16(a, b):
    if a != a or b != b:
        return math.nan
    if a == b:
        return b
    if a == 0:
        return math.copysign(bitsh(1), b)
    u = hbits(a)
    u = u + 1 if (a < b) == (not u & 0x8000) else u - 1
    return bitsh(u)


mant, exp, il = read("mant", "f"), read("exp", "i"), read("ilogb", "i")
hmant, hexp, hil = read("hmant", "e"), read("hexp", "i"), read("hilogb", "i")
fr, ld, nxt = read("fr", "f"), read("ld", "f"), read("next", "e")
for i in range(N):
    v = x[i]
    if math.isfinite(v):
        m, e = math.frexp(v)
        expect("frexp mantissa", i, mant[i], m)
        expect("frexp exponent", i, exp[i], e)
        # x - floor(x) rounded to float; IEEE gives +0 for both zeros.
        diff = 0.0 if v == 0 else f32(v - math.floor(v))
        expect("fract", i, fr[i], min(diff, float.fromhex("0x1.fffffep-1")))
        expect("ldexp", i, ld[i], f32(math.ldexp(v, k[i])))
    else:
        expect("frexp mantissa", i, mant[i], v)   # the argument; exp unspecified
    expect("ilogb", i, il[i], ilogb(v))
    w = h[i]
    if math.isfinite(w):
        m, e = math.frexp(w)
        expect("half frexp mantissa", i, hmant[i], m)
        expect("half frexp exponent", i, hexp[i], e)
    expect("half ilogb", i, hil[i], ilogb(w))
    expect("half nextafter", i, nxt[i], nextafter16(w, f16(w + 1.0)))
for b in bad[:10]:
    print("mismatch: " + b)
print("FAIL" if bad else "ok runtime library: %d values" % N)
