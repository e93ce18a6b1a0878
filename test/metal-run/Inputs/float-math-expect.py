"""Inputs/float-math.ll against Python's math module.

  float-math-expect.py gen <threads> <dir>    x.bin, y.bin, n.bin
  float-math-expect.py check <threads> <dir>  compares out.bin

Inputs: zeros, infinities, NaN, subnormals, extremes, multiples of pi/2
(near where sin and cos vanish, up to 2^127), integers and half-integers
(pow's signs, round's ties), and random bit patterns over the whole float
range. Each result must be within its bound in units in the last place of
Python's double-precision value rounded to float: MSL Table 8.1's 4 ulp
for sin, cos, exp, exp2, exp10, log, log2, log10, 16 for pow; exact for
fmod, round and ldexp; rsqrt correctly rounded (checked exactly, with
fractions, against the midpoints of the result's neighbours). G13
flushes 32-bit subnormal inputs and results to zero (applegpu's fma.py;
Metal allows it): the value at flushed inputs, and a flushed result, are
accepted too. Prints the worst error of each function.
"""
import math
import random
import struct
import sys
from fractions import Fraction

OPS = ["sin", "cos", "exp", "exp2", "exp10", "log", "log2", "log10", "pow",
       "fmod", "round", "ldexp", "rsqrt"]
BOUND = {"pow": 16, "fmod": 0, "round": 0, "ldexp": 0, "rsqrt": 0}
INF, NAN = math.inf, math.nan


def f32(x):
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def to_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def ftz(x):
    return math.copysign(0.0, x) if x != 0 and abs(x) < 2.0 ** -126 else x


def odd_int(y):
    return abs(y) < 2.0 ** 53 and y == math.floor(y) and int(y) % 2 == 1


def pow_ref(x, y):
    if y == 0 or x == 1:
        return 1.0
    if math.isnan(x) or math.isnan(y):
        return NAN
    try:
        return math.pow(x, y)
    except ValueError:  # 0 to a negative power, or a negative base
        if x == 0:
            return math.copysign(INF, x) if odd_int(y) else INF
        return NAN
    except OverflowError:
        return -INF if x < 0 and odd_int(y) else INF


def ref(op, x, y, n):
    try:
        if op == "sin":
            return NAN if math.isinf(x) else math.sin(x)
        if op == "cos":
            return NAN if math.isinf(x) else math.cos(x)
        if op in ("exp", "exp2", "exp10"):
            base = {"exp": math.e, "exp2": 2.0, "exp10": 10.0}[op]
            if math.isnan(x):
                return NAN
            if x == -INF:
                return 0.0
            if op == "exp":
                return math.exp(x)
            return base ** x
        if op in ("log", "log2", "log10"):
            if math.isnan(x) or x < 0:
                return NAN
            if x == 0:
                return -INF
            return {"log": math.log, "log2": math.log2, "log10": math.log10}[op](x)
        if op == "pow":
            return pow_ref(x, y)
        if op == "fmod":
            if math.isnan(x) or math.isnan(y) or y == 0 or math.isinf(x):
                return NAN
            return math.fmod(x, y)
        if op == "round":
            if math.isnan(x) or math.isinf(x):
                return x
            return math.copysign(math.floor(abs(x) + 0.5), x)
        if op == "ldexp":
            return math.ldexp(x, n)
    except OverflowError:
        return INF if op != "ldexp" else math.copysign(INF, x)
    raise ValueError(op)


def ulps(got, want):
    """Units in the last place of want (a float rounded from the double)."""
    want = f32(want)
    if math.isnan(want):
        return 0 if math.isnan(got) else INF
    if math.isinf(want) or math.isinf(got) or math.isnan(got):
        return 0 if got == want else INF
    e = max(math.frexp(want)[1] - 1, -126) if want != 0 else -126
    return abs(got - want) / 2.0 ** (e - 23)


def rsqrt_ok(x, got):
    """got is 1/sqrt(x) rounded to nearest: the exact value lies between
    the midpoints to got's neighbours (exact, in fractions)."""
    if math.isnan(x) or x < 0:
        return math.isnan(got)
    if x == 0:
        return got == math.copysign(INF, x)
    if math.isinf(x):
        return got == 0
    if got <= 0 or math.isinf(got) or math.isnan(got):
        return False
    g = to_bits(got)
    lo = (Fraction(from_bits(g - 1)) + Fraction(got)) / 2
    hi = (Fraction(from_bits(g + 1)) + Fraction(got)) / 2
    fx = Fraction(x)
    return fx * lo * lo < 1 < fx * hi * hi


mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if mode == "gen":
    r = random.Random(n)
    edge = [0.0, -0.0, INF, -INF, NAN, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 2.5, -2.5,
            3.0, -3.0, 0.1, 10.0, 88.7, 89.0, -103.0, -88.0, 127.9, 128.0, -149.0,
            -150.5, 38.5, -45.0, f32(3.4028234663852886e38), -f32(3.4028234663852886e38),
            2.0 ** -126, 2.0 ** -149, 3 * 2.0 ** -140, 2.0 ** 100, 2.0 ** -100,
            1.0000001, 0.9999999, 2.0 ** 15, 2.0 ** 24, 2.0 ** 24 + 2]
    # Floats nearest to multiples of pi/2 up to 2^127, where the reduced
    # argument is smallest.
    for e in range(0, 127, 3):
        k = math.floor(2.0 ** e / (math.pi / 2))
        edge.append(f32(k * math.pi / 2))
    xs, ys, ns = [], [], []
    for i in range(n):
        if i < len(edge) * 3:
            x = edge[i % len(edge)]
            y = [2.0, -3.0, 0.5][i // len(edge)]
        else:
            x = from_bits(r.getrandbits(32))
            y = r.choice([from_bits(r.getrandbits(32)), float(r.randint(-40, 40)),
                          r.uniform(-8, 8), r.choice(edge)])
            if r.random() < 0.5 and not math.isnan(x) and not math.isinf(x):
                x = math.ldexp(math.frexp(x)[0], r.randint(-30, 30))
        xs.append(x)
        ys.append(y)
        ns.append(r.randint(-300, 300))
    open(d + "/x.bin", "wb").write(struct.pack("<%df" % n, *xs))
    open(d + "/y.bin", "wb").write(struct.pack("<%df" % n, *ys))
    open(d + "/n.bin", "wb").write(struct.pack("<%di" % n, *ns))
    sys.exit(0)

xs = struct.unpack("<%df" % n, open(d + "/x.bin", "rb").read())
ys = struct.unpack("<%df" % n, open(d + "/y.bin", "rb").read())
ns = struct.unpack("<%di" % n, open(d + "/n.bin", "rb").read())
out = struct.unpack("<%df" % (13 * n), open(d + "/out.bin", "rb").read())
bad = 0
for k, op in enumerate(OPS):
    worst, where = 0.0, None
    for i in range(n):
        x, y, m = xs[i], ys[i], ns[i]
        got = out[13 * i + k]
        if op == "rsqrt":
            ok = rsqrt_ok(x, got) or rsqrt_ok(ftz(x), got)
            if not ok and bad < 10:
                print("FAIL rsqrt(%r): got %r" % (x, got))
            bad += not ok
            continue
        wants = {ref(op, x, y, m), ref(op, ftz(x), ftz(y), m)}
        wants |= {math.copysign(0.0, w) for w in wants if abs(w) < 2.0 ** -126}
        # A subnormal result reads as zero there too.
        e = min(min(ulps(got, w), ulps(ftz(got), w)) for w in wants)
        if e > worst:
            worst, where = e, i
    bound = BOUND.get(op, 4)
    if worst > bound:
        bad += 1
        i = where
        print("FAIL %s(%r, %r, %d): got %r want %r (%g ulp)" % (
            op, xs[i], ys[i], ns[i], out[13 * i + k], ref(op, xs[i], ys[i], ns[i]), worst))
    else:
        print("ok %s: worst %.2f ulp (bound %g)" % (op, worst, bound))
        if where is not None and "-v" in sys.argv:
            print("   at", xs[where], ys[where], out[13 * where + k])
print("%s float math, %d threads" % ("ok" if bad == 0 else "FAILED", n))
