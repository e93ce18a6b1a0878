"""Inputs/precise.ll's precise kernel against correctly rounded values.

  precise-expect.py gen <threads> <dir>          a.bin, b.bin
  precise-expect.py check <threads> <ulps> <dir> compares q.bin

A float quotient or square root computed in double and rounded to float is
the correctly rounded one (double has more than 2 * 24 + 2 bits), so the
expectation is Python's. G13 flushes 32-bit subnormal inputs and results
to zero (applegpu's fma.py; Metal allows it), so the operation on inputs
flushed to zero, and a result flushed to zero, are accepted too. Each
result must be within <ulps> units in the last place of one of those (NaN
where it is NaN); the count of exact ones is printed.
"""
import math
import random
import struct
import sys


def f32(x):
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


def ordered(x):  # float bits as integers in the floats' order
    b = bits(x)
    return b if b >= 0 else -(b & 0x7FFFFFFF)


def ftz(x):
    return math.copysign(0.0, x) if x != 0 and abs(x) < 2.0 ** -126 else x


def div(a, b):
    if math.isnan(a) or math.isnan(b) or (a == 0 and b == 0) or (math.isinf(a) and math.isinf(b)):
        return math.nan
    if b == 0:
        return math.copysign(math.inf, a) * math.copysign(1, b)
    if math.isinf(a):
        return a * math.copysign(1, b)
    return f32(a / b)


def sqrt(a):
    if math.isnan(a) or a < 0:
        return math.nan
    return a if a == 0 or math.isinf(a) else f32(math.sqrt(a))


mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[-1]
if mode == "gen":
    r = random.Random(n)
    edge = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 3.0, 0.1,
            f32(3.4028234663852886e38), 2.0 ** -126, 2.0 ** -149, 2.0 ** -130,
            2.0 ** 100, -2.0 ** 100, 2.0 ** -100, 2.0 ** 127, 1.5 * 2.0 ** -140]
    def value(i):
        if i < len(edge) ** 2:
            return None
        return struct.unpack("<f", struct.pack("<I", r.getrandbits(32)))[0]
    a, b = [], []
    for i in range(n):
        if i < len(edge) ** 2:
            a.append(edge[i // len(edge)])
            b.append(edge[i % len(edge)])
        else:
            a.append(value(i))
            b.append(value(i))
    open(d + "/a.bin", "wb").write(struct.pack("<%df" % n, *a))
    open(d + "/b.bin", "wb").write(struct.pack("<%df" % n, *b))
    sys.exit(0)

ulps = int(sys.argv[3])
a = struct.unpack("<%df" % n, open(d + "/a.bin", "rb").read())
b = struct.unpack("<%df" % n, open(d + "/b.bin", "rb").read())
q = struct.unpack("<%df" % (4 * n), open(d + "/q.bin", "rb").read()[:16 * n])
exact = total = 0
for t in range(n):
    x, y, fx, fy = a[t], b[t], ftz(a[t]), ftz(b[t])
    want = [(div(x, y), div(fx, fy)), (sqrt(x), sqrt(fx)),
            (div(x, y), div(fx, fy)), (div(y, x), div(fy, fx))]
    for i in range(4):
        have = q[4 * t + i]
        total += 1
        dists = []
        for w in set(want[i]) | {ftz(w) for w in want[i]}:
            if math.isnan(w) or math.isnan(have):
                dists.append(0 if math.isnan(w) and math.isnan(have) else ulps + 1)
            else:
                dists.append(abs(ordered(have) - ordered(w)))
        ok = min(dists) <= ulps
        exact += min(dists) == 0
        w = want[i][0]
        if not ok:
            print("FAIL precise thread %d q[%d]: a=%r b=%r got %r, want %r"
                  % (t, i, a[t], b[t], have, w))
            sys.exit(1)
print("ok precise %d threads within %d ulp" % (n, ulps))
print("exact %d of %d" % (exact, total))
