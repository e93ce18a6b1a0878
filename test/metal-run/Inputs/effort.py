#!/usr/bin/env python3
"""Runs every kernel of the corpus's effort_kernels.metallib (kolinko/effort)
under metal-run and compares its outputs with expectations computed here, in
Python, from the Metal source the library embeds (its HSRD archives:
aux.metal, matrix.metal, bucketMul.metal, bucketMulFaster.metal,
bucketMulQ8.metal, helpers/convert.metal, helpers/wild.metal).

  effort.py LIBRARY WORK_DIR NAMES_FILE [KERNEL...]

NAMES_FILE lists the library's functions (from airlib-dump); every one of
them must have a check here, so a kernel added to the library cannot go
unchecked. Prints one line per kernel ("ok NAME: N runs") and exits 1 on
the first mismatch, naming the kernel, buffer, element and both values.

How the expectations stay independent of metal-run:
- Arithmetic follows Metal's types step by step: binary32 results are
  rounded with f32(), binary16 with f16(), bfloat with bf16() (round to
  nearest even, as Metal's conversions do by default).
- Inputs are small dyadic numbers wherever the kernel adds in an order the
  dispatch does not fix (atomics, SIMD-group sums): every partial sum is
  then exact, so any order gives the same bits. The kernels are built with
  -ffast-math; the exp/sqrt/division results are compared within the ULP
  bounds of the MSL specification's fast-math table (exp: 3 + floor(|2x|)),
  plus the rounding of the operations around them.
- Grids are chosen per kernel as its Swift host code (quoted in the
  source's comments) dispatches it, at full and partial threadgroups.
"""
import math
import random
import sys

from metalrun import *  # noqa: F401,F403 (formats, Run, check, bounds)

LIB, WORK, NAMES = sys.argv[1], sys.argv[2], sys.argv[3]
ONLY = set(sys.argv[4:])
Run.library, Run.work = LIB, WORK

# --- inputs -----------------------------------------------------------------

R = random.Random(20241123)


def dyadic(n, lo=-64, hi=64, den=8):
    return [R.randint(lo, hi) / den for _ in range(n)]


SIZES = [(1000, 64), (7, 32), (256, 256)]
KERNELS = {}


def kernel(*names):
    def register(fn):
        for name in names:
            KERNELS[name] = fn
        return fn
    return register


# --- aux.metal ----------------------------------------------------------------


@kernel("touch")
def touch(k):
    # Threads race on bsScalar[0]; the host code runs it as one thread.
    for v0, bs in [(2.0, 5), (-0.5, 100), (0.25, -7)]:
        v = [v0, 3.0, 4.0]
        out = Run(k, [1], [1]).buf(0, "e", v).buf(1, "i", [bs]).buf(2, "i", [3]) \
            .out(0, "e").out(1, "i").run()
        b = bs
        for _ in range(2):
            prod = f16(123 * v[(0 * b) % 3])    # int * half is half
            b = int(f16(b + prod))              # int + half is half; back to int
        check(k + " bsScalar", out[1], [b])
        # v[0] += 1e-10: float 1e-10 vanishes next to these halves.
        check(k + " v", out[0], [f16(f32(v0 + f32(1e-10))), 3.0, 4.0])


@kernel("hasNan16", "hasNan32")
def has_nan(k):
    fmt = "e" if k.endswith("16") else "f"
    for n, t in SIZES:
        v = dyadic(n)
        for i in range(0, n, 7):
            v[i] = math.nan
        out = Run(k, [n], [t]).buf(0, fmt, v).zeros(1, "f", 1).out(1, "f").run()
        check(k, out[1], [float(sum(1 for x in v if x != x))])


@kernel("zero16", "zero32", "neg16", "neg32")
def unary_in_place(k):
    fmt = "e" if k.endswith("16") else "f"
    for n, t in SIZES:
        v = dyadic(n) + [0.0, -0.0]
        out = Run(k, [n + 2], [t]).buf(0, fmt, v).out(0, fmt).run()
        check(k, out[0], [0.0 if k.startswith("zero") else -x for x in v])


@kernel("mulScalar16x16", "mulScalar32x16", "mulScalar16x32", "mulScalar32x32")
def mul_scalar(k):
    vfmt = "e" if k[9:11] == "16" else "f"
    sfmt = "e" if k[12:14] == "16" else "f"
    for n, t in SIZES:
        v = [x * 3.3 for x in dyadic(n)] if vfmt == "f" else dyadic(n)
        s = 2.5 if sfmt == "e" else 0.1
        out = Run(k, [n], [t]).buf(0, vfmt, v).buf(1, sfmt, [s]).out(0, vfmt).run()
        vv = [f32(x) if vfmt == "f" else x for x in v]
        ss = f32(s) if sfmt == "f" else s
        if vfmt == "e" and sfmt == "e":
            want = [f16(x * ss) for x in vv]
        elif vfmt == "e":                       # half * float is float
            want = [f16(f32(x * ss)) for x in vv]
        else:
            want = [f32(x * ss) for x in vv]
        check(k, out[0], want)


@kernel("add16", "add32", "mulVec16by16", "mulVec32by16")
def binary(k):
    vfmt = "e" if k in ("add16", "mulVec16by16") else "f"
    wfmt = "f" if k == "add32" else "e"
    for n, t in SIZES:
        v, w = dyadic(n), dyadic(n, den=16)
        out = Run(k, [n], [t]).buf(0, vfmt, v).buf(1, wfmt, w).zeros(2, vfmt, n) \
            .out(2, vfmt).run()
        rnd = f16 if vfmt == "e" else f32
        op = (lambda a, b: a + b) if k.startswith("add") else (lambda a, b: a * b)
        check(k, out[2], [rnd(op(a, b)) for a, b in zip(v, w)])


@kernel("strictDiff")
def strict_diff(k):
    for n, t in SIZES:
        a = dyadic(n, -4, 4)
        b = dyadic(n, -4, 4)
        # Built with fast math, `a[id] != b[id]` is an fcmp with no NaNs.
        out = Run(k, [n], [t]).buf(0, "e", a).buf(1, "e", b).zeros(2, "f", 1) \
            .out(2, "f").run()
        check(k, out[2], [float(sum(1 for x, y in zip(a, b) if x != y))])


@kernel("rmsNorm32fast")
def rms_norm_fast(k):
    # One threadgroup of `count` threads, 4 elements each: simd_sum, per-SIMD
    # partials in threadgroup memory, simd_sum of those, then a rescale.
    for n in [1024, 256, 100]:
        a = [float((i * 5) % 7 - 3) for i in range(4 * n)]
        out = Run(k, [n], [n]).buf(0, "f", a).zeros(1, "f", 4 * n).out(1, "f").run()
        s = math.sqrt(f32(f32(sum(x * x for x in a)) / (4 * n)) + f32(1e-5))
        check(k, out[1], [x / s for x in a], ulps32(8))


@kernel("rmsNorm32")
def rms_norm(k):
    for n, t in SIZES:
        a = dyadic(n)
        out = Run(k, [n], [t]).buf(0, "f", a).zeros(1, "f", n).out(1, "f").run()
        s = math.sqrt(f32(sum(x * x for x in a)) / n + f32(1e-6))
        # fast math: x/y within 2.5 ulp, sqrt as x*rsqrt(x) (2 + 0.5), and
        # the roundings of sum/count and + 1e-6.
        check(k, out[1], [x / s for x in a], ulps32(8))


@kernel("sum_of_exps32", "sum_of_exps32_mx")
def sum_of_exps(k):
    # Atomic float adds of exp: exp within its bound, the order of the
    # additions free: each of n roundings adds at most half an ulp.
    for cols, rows, t in [(100, 3, 64), (7, 1, 32), (256, 2, 256)]:
        if k == "sum_of_exps32":
            rows = 1
        x = [v / 4 for v in dyadic(cols * rows, -32, 32)]
        r = Run(k, [cols, rows] if k.endswith("_mx") else [cols], [t, 1] if k.endswith("_mx") else [t])
        r.buf(0, "f", x).zeros(1, "f", rows)
        if k.endswith("_mx"):
            r.buf(2, "I", [cols])
        out = r.out(1, "f").run()
        want = [sum(math.exp(v) for v in x[y * cols:(y + 1) * cols]) for y in range(rows)]
        check(k, out[1], want, relative((2 * exp_bound(8) + cols) * 2.0 ** -24))


@kernel("softmax_add32", "softmax_add32_mx")
def softmax(k):
    for cols, rows, t in [(100, 3, 64), (7, 1, 32), (256, 2, 256)]:
        mx = k.endswith("_mx")
        rows = rows if mx else 1
        x = [v / 4 for v in dyadic(cols * rows, -32, 32)]
        sums = [2.5 + y for y in range(rows)]
        r = Run(k, [cols, rows] if mx else [cols], [t, 1] if mx else [t])
        r.buf(0, "f", x).buf(1, "f", sums)
        if mx:
            r.buf(2, "I", [cols])
        out = r.out(0, "f").run()
        want = [math.exp(v) / sums[i // cols] for i, v in enumerate(x)]
        check(k, out[0], want, lambda w: (exp_bound(8) + 3) * ulp32(w))


@kernel("rope_mx")
def rope(k):
    for num, rows, t in [(128, 4, 64), (10, 3, 8), (6, 1, 32)]:
        m = dyadic(num * rows)
        comp = dyadic(2 * num, -16, 16)
        out = Run(k, [num, rows], [t, 1]).buf(0, "f", m).buf(1, "f", comp) \
            .zeros(2, "f", num * rows).buf(3, "I", [num]).out(2, "f").run()
        want = []
        h = num // 2
        for y in range(rows):
            for x in range(num):
                o = y * num + x
                c, s = comp[2 * x], comp[2 * x + 1]
                if x < h:
                    want.append(m[o] * c - m[o + h] * s)
                else:
                    want.append(m[o] * c + m[o - h] * s)
        check(k, out[2], want)


@kernel("mulComplex32_mx")
def mul_complex(k):
    for cols, rows, t in [(128, 4, 64), (10, 3, 4), (2, 1, 32)]:
        m = dyadic(cols * rows)
        comp = dyadic(cols, -16, 16)
        out = Run(k, [cols // 2, rows], [t, 1]).buf(0, "f", m).buf(1, "f", comp) \
            .buf(2, "I", [cols]).out(0, "f").run()
        want = list(m)
        for y in range(rows):
            for x in range(cols // 2):
                i = x + y * cols // 2
                a, b = m[2 * i], m[2 * i + 1]
                c, d = comp[2 * x], comp[2 * x + 1]
                want[2 * i], want[2 * i + 1] = a * c - b * d, a * d + b * c
        check(k, out[0], want)


@kernel("repeat4x32")
def repeat4(k):
    for X, Y, tx, ty in [(64, 8, 16, 4), (5, 3, 4, 2), (33, 1, 32, 1)]:
        v = dyadic(X * Y)
        out = Run(k, [X, Y], [tx, ty]).buf(0, "f", v).zeros(1, "f", 4 * X * Y) \
            .out(1, "f").run()
        want = [0.0] * (4 * X * Y)
        for y in range(Y):
            for x in range(X):
                for i in range(4):
                    want[x + i * X + y * X * 4] = v[x + y * X]
        check(k, out[1], want)


@kernel("floatToHalf")
def float_to_half(k):
    special = [1 / 3, 65519.0, 65520.0, -70000.0, 1e-8, -3e-5, 2049.0, 2051.0,
               2.0 ** -25, 2.0 ** -24 * 1.5, 0.0, -0.0, math.inf, -math.inf, math.nan]
    v = [f32(x) for x in special + [R.uniform(-70000, 70000) for _ in range(2000)]
         + [R.uniform(-1e-4, 1e-4) for _ in range(2000)]]
    for t in [64, 1024]:
        out = Run(k, [len(v)], [t]).buf(0, "f", v).zeros(1, "e", len(v)).out(1, "e").run()
        check(k, out[1], [f16(x) for x in v])


@kernel("halfToFloat")
def half_to_float(k):
    # Every binary16 value.
    out = Run(k, [65536], [256]).buf(0, "H", list(range(65536))) \
        .zeros(1, "f", 65536).out(1, "f").run()
    check(k, out[1], [bitsh(u) for u in range(65536)])


@kernel("convertBF16X")
def convert_bf16(k):
    # Every bfloat value, to half.
    out = Run(k, [65536], [512]).buf(0, "H", list(range(65536))) \
        .zeros(1, "e", 65536).out(1, "e").run()
    check(k, out[1], [f16(bitsf(u << 16)) for u in range(65536)])


@kernel("cosinePrecalc32")
def cosine_precalc(k):
    for n, t in SIZES:
        a, b = dyadic(n, -16, 16, 4), dyadic(n, -16, 16, 4)
        out = Run(k, [n], [t]).buf(0, "f", a).buf(1, "f", b) \
            .zeros(2, "f", 1).zeros(3, "f", 1).zeros(4, "f", 1) \
            .out(2, "f").out(3, "f").out(4, "f").run()
        check(k + " dot", out[2], [sum(x * y for x, y in zip(a, b))])
        check(k + " |A|^2", out[3], [sum(x * x for x in a)])
        check(k + " |B|^2", out[4], [sum(x * x for x in b)])


@kernel("cosineCalc32")
def cosine_calc(k):
    for d, ma, mb in [(12.0, 16.0, 25.0), (-3.5, 2.0, 7.0)]:
        out = Run(k, [1], [1]).buf(0, "f", [d]).buf(1, "f", [ma]).buf(2, "f", [mb]) \
            .out(0, "f").run()
        # x/y within 2.5 ulp, each sqrt (x*rsqrt(x)) within 2.5, the product 0.5.
        check(k, out[0], [d / (math.sqrt(ma) * math.sqrt(mb))], ulps32(8))


@kernel("memcpy16", "memcpy32")
def memcpy(k):
    fmt = "e" if k.endswith("16") else "f"
    for n, t in SIZES:
        v = dyadic(n)
        out = Run(k, [n], [t]).buf(0, fmt, v).zeros(1, fmt, n).out(1, fmt).run()
        check(k, out[1], v)


@kernel("memcpyBig16", "memcpyBig32")
def memcpy_big(k):
    fmt = "e" if k.endswith("16") else "f"
    for n, t, batch in [(100, 32, 8), (7, 4, 3), (64, 64, 1)]:
        v = dyadic(n * batch)
        out = Run(k, [n], [t]).buf(0, fmt, v).zeros(1, fmt, n * batch).buf(2, "I", [batch]) \
            .out(1, fmt).run()
        check(k, out[1], v)


@kernel("setVal")
def set_val(k):
    for n, number in [(1, 42), (100, 0xDEADBEEF)]:
        out = Run(k, [n], [32]).buf(0, "I", [7, 8]).buf(1, "I", [number]).out(0, "I").run()
        check(k, out[0], [number, 8])


@kernel("fetchRow16to32")
def fetch_row(k):
    for cols, rows, row, t in [(100, 5, 3, 32), (7, 2, 0, 4), (256, 3, 2, 256)]:
        src = dyadic(cols * rows)
        out = Run(k, [cols], [t]).buf(0, "i", [row]).buf(1, "e", src).zeros(2, "f", cols) \
            .out(2, "f").run()
        check(k, out[2], src[row * cols:(row + 1) * cols])


HEAD_DIM, NUM_HEADS = 128, 32


@kernel("sumScores32")
def sum_scores(k):
    for n, t, tokens, scols in [(4096, 256, 3, 5), (300, 64, 2, 2)]:
        scores = dyadic(NUM_HEADS * scols, -8, 8, 4)
        xv = dyadic(tokens * HEAD_DIM * NUM_HEADS, -8, 8, 4)
        out = Run(k, [n], [t]).buf(0, "f", scores).buf(1, "f", xv).zeros(2, "f", n) \
            .buf(3, "i", [tokens]).buf(4, "i", [scols]).out(2, "f").run()
        want = [sum(scores[(i // HEAD_DIM) * scols + t2] * xv[t2 * 4096 + i]
                    for t2 in range(tokens)) for i in range(n)]
        check(k, out[2], want)


SQRT_HEAD_DIM = f32(math.sqrt(128.0))


def half_partials(products, group):
    """Per-SIMD-group sums stored in `threadgroup half temp[32]`."""
    return [f16(sum(products[i:i + group])) for i in range(0, len(products), group)]


@kernel("dotSetScore2")
def dot_set_score2(k):
    # threadCount [128, numTokens, numHeads], threadgroup [128, 1, 1]
    for tokens, heads in [(3, 2), (1, 32)]:
        xq = dyadic(heads * HEAD_DIM, -3, 3, 1)
        xk = dyadic(tokens * NUM_HEADS * HEAD_DIM, -3, 3, 1)
        out = Run(k, [HEAD_DIM, tokens, heads], [HEAD_DIM, 1, 1]) \
            .buf(0, "f", xq).buf(1, "f", xk).zeros(2, "f", heads * tokens).out(2, "f").run()
        want = [0.0] * (heads * tokens)
        for h in range(heads):
            for t2 in range(tokens):
                v = xq[h * HEAD_DIM:(h + 1) * HEAD_DIM]
                base = t2 * NUM_HEADS * HEAD_DIM + h * HEAD_DIM
                w = xk[base:base + HEAD_DIM]
                total = sum(half_partials([a * b for a, b in zip(v, w)], 32))
                want[h * tokens + t2] = total / SQRT_HEAD_DIM
        check(k, out[2], want, ulps32(2.5))


@kernel("dotSetScore32")
def dot_set_score32(k):
    # One threadgroup of n threads, chunkSize elements each.
    for n, chunk in [(256, 4), (100, 3), (1024, 1)]:
        v = dyadic(n * chunk, -3, 3, 1)
        w = dyadic(n * chunk, -3, 3, 1)
        out = Run(k, [n], [n]).buf(0, "f", v).buf(1, "f", w).zeros(2, "f", 1) \
            .buf(3, "i", [chunk]).out(2, "f").run()
        per_thread = [sum(v[i] * w[i] for i in range(j * chunk, (j + 1) * chunk))
                      for j in range(n)]
        check(k, out[2], [sum(half_partials(per_thread, 32)) / SQRT_HEAD_DIM], ulps32(2.5))


@kernel("dot")
def dot(k):
    for n, t in SIZES:
        v, w = dyadic(n, -16, 16, 4), dyadic(n, -16, 16, 4)
        out = Run(k, [n], [t]).buf(0, "e", v).buf(1, "e", w).zeros(2, "f", 1).out(2, "f").run()
        check(k, out[2], [sum(f16(a * b) for a, b in zip(v, w))])


@kernel("setScore")
def set_score(k):
    for s in [100.0, -7.25, 3e4]:
        out = Run(k, [1], [1]).buf(0, "f", [s]).zeros(1, "e", 1).out(1, "e").run()
        check(k, out[1], [f16(s / SQRT_HEAD_DIM)], ulps16(1))


# --- matrix.metal -------------------------------------------------------------


def silu_ref(x1, x3):
    return x3 * x1 / (1 + math.exp(-x1))


@kernel("silu", "silu32", "silu32b")
def silu(k):
    fmt = "e" if k == "silu" else "f"
    per = 64 if k == "silu32b" else 1
    for n, t in SIZES:
        x1 = [v / 4 for v in dyadic(n * per, -32, 32)]
        x3 = dyadic(n * per)
        out = Run(k, [n], [t]).buf(0, fmt, x1).buf(1, fmt, x3).zeros(2, fmt, n * per) \
            .out(2, fmt).run()
        want = [silu_ref(a, b) for a, b in zip(x1, x3)]
        if fmt == "e":
            check(k, out[2], want, lambda w: ulp16(w) + (exp_bound(8) + 5) * ulp32(w))
        else:
            check(k, out[2], want, lambda w: (exp_bound(8) + 5) * ulp32(w))


def bisect(vals, effort, rnd, min_b, max_b, close, loops_write):
    """The threshold search of findCutoff/findCutoff32/findPercentile, with
    the bounds held in the kernel's type (rnd)."""
    new_b = rnd(rnd(min_b + max_b) / 2)
    min_count, max_count, loops = 4096, 0, 0
    while True:
        loops += 1
        count = sum(1 for v in vals if v > new_b)
        if count < effort:
            max_b, max_count = new_b, count
        else:
            min_b, min_count = new_b, count
        new_b = rnd(rnd(max_b + min_b) / 2)
        if count == effort or rnd(max_b - min_b) < f32(0.00001) or \
                abs(max_count - min_count) < close:
            return new_b
        if loops > 100:
            return new_b if loops_write else None


@kernel("findCutoff", "findCutoff32")
def find_cutoff(k):
    # One threadgroup of 1024 threads, 4 of the 4096 probes each; host code
    # passes _effort, the number of values to keep above the cutoff.
    for effort, exp_no in [(1000, 1), (300, 0), (4000, 2)]:
        v = [R.uniform(-2, 2) for _ in range(4096)]
        probes = [f16(R.uniform(-4, 4)) for _ in range(3 * 4096)]
        is32 = k == "findCutoff32"
        ofmt = "f" if is32 else "e"
        out = Run(k, [1024], [1024]).buf(0, "f", v).buf(1, "e", probes) \
            .buf(2, "I", [exp_no]).zeros(3, ofmt, 1).buf(4, "I", [effort]) \
            .out(3, ofmt).run()
        v = [f32(x) for x in v]
        p = probes[exp_no * 4096:(exp_no + 1) * 4096]
        if is32:
            vals = [bf16(abs(f32(f32(100000 * x) * bf16(y)))) for x, y in zip(v, p)]
            rnd, close = f32, 3
        else:
            vals = [f16(abs(f32(x * y))) for x, y in zip(v, p)]
            rnd, close = f16, 2
        want = bisect(vals, 4096 - effort, rnd, min(vals), max(vals), close, is32)
        check("%s effort %d" % (k, effort), out[3], [0.0 if want is None else want])


@kernel("getVal")
def get_val(k):
    for n, t, pos in [(100, 32, 37), (7, 4, 6)]:
        v = dyadic(n)
        out = Run(k, [n], [t]).buf(0, "e", v).zeros(1, "e", 1).buf(2, "I", [pos]) \
            .out(1, "e").run()
        check(k, out[1], [v[pos]])


@kernel("basicMul")
def basic_mul(k):
    for rows, cols, t in [(100, 64, 32), (7, 5, 4)]:
        v, m = dyadic(cols), dyadic(rows * cols, -16, 16, 4)
        out = Run(k, [rows], [t]).buf(0, "f", v).buf(1, "e", m).zeros(2, "f", rows) \
            .buf(3, "I", [cols]).out(2, "f").run()
        check(k, out[2], [sum(v[i] * m[r * cols + i] for i in range(cols)) for r in range(rows)])


@kernel("basicMul2")
def basic_mul2(k):
    for rows, chunks, chunk, tx, ty in [(100, 4, 16, 32, 2), (7, 3, 5, 4, 3)]:
        cols = chunks * chunk
        v, m = dyadic(cols), dyadic(rows * cols, -16, 16, 4)
        out = Run(k, [rows, chunks], [tx, ty]).buf(0, "f", v).buf(1, "e", m) \
            .zeros(2, "f", rows).buf(3, "I", [cols]).buf(4, "I", [chunk]).out(2, "f").run()
        check(k, out[2], [sum(v[i] * m[r * cols + i] for i in range(cols)) for r in range(rows)])


def dispatch_inputs(experts, expert_size, rows):
    v = dyadic(rows, -64, 64, 8)
    stats = []
    for _ in range(experts * expert_size):
        s = R.randint(0, 64) / 16
        stats += [0.0, 0.0, s, s]          # .z (Q8) and .w (the others)
    return v, stats


def check_dispatch(k, out_entries, count, want, width):
    """Entries arrive in atomic order: compare as multisets."""
    got = [tuple(out_entries[i * width:(i + 1) * width]) for i in range(int(count))]
    if int(count) != len(want):
        raise Mismatch("%s: dispatchCount %r, expected %d" % (k, count, len(want)))
    if sorted(got) != sorted(want):
        raise Mismatch("%s: dispatch entries differ: got %s..., expected %s..." %
                       (k, sorted(got)[:4], sorted(want)[:4]))
    rest = out_entries[len(want) * width:]
    if any(x != 0 for x in rest):
        raise Mismatch("%s: dispatch written past its count" % k)


@kernel("prepareExpertDispatch", "prepareExpertDispatchFast",
        "prepareExpertDispatchFaster", "prepareExpertDispatchQ8")
def prepare_dispatch(k):
    q8 = k.endswith("Q8")
    scaled = k.endswith("Fast") or k.endswith("Faster")
    for n, t, chunk, rows, cols, expert_size, exp_no in [
            (16, 8, 8, 32, 64, 128, 1), (5, 4, 3, 7, 10, 15, 0)]:
        experts = 2
        v, stats = dispatch_inputs(experts, expert_size, rows)
        cutoff = 0.75 if not scaled else 75000.0
        slices = [R.randint(-8, 8) / 4 for _ in range(2 * 64)]
        cap = experts * expert_size
        r = Run(k, [n], [t]).buf(0, "f", v).buf(1, "e", stats).buf(2, "i", [exp_no]) \
            .buf(3, "f" if scaled else "e", [cutoff]).zeros(4, "f", cap * (4 if q8 else 2)) \
            .zeros(5, "I" if scaled else "f", 1)
        if q8:
            r.buf(6, "f", slices)
        first = 7 if q8 else 6
        for j, value in enumerate([chunk, rows, cols, expert_size]):
            r.buf(first + j, "i" if j in (0, 3) else "I", [value])
        out = r.out(4, "f").out(5, "I" if scaled else "f").run()
        offset = expert_size * exp_no
        want = []
        for i in range(offset, offset + chunk * n):
            val = v[i % rows]
            s = stats[4 * i + (2 if q8 else 3)]
            ucomp = f32(f32(100000 * s) * abs(val)) if scaled else f32(s * abs(val))
            if cutoff < ucomp:
                if q8:
                    sl = (i - offset) // rows
                    want.append((val, bitsf(i * cols), slices[2 * sl], slices[2 * sl + 1]))
                else:
                    want.append((val, float(i * cols)))
        got = out[4]
        if q8:
            # The position is a bit pattern; compare it as one.
            got = [fbits(x) if j % 4 == 1 else x for j, x in enumerate(got)]
            want = [(a, fbits(b), c, d) for a, b, c, d in want]
        check_dispatch(k, got, out[5][0], want, 4 if q8 else 2)


def bucket_weights(n):
    """Halves in +-[1, 2): their low four bits pick the bucket, and
    products with the dispatch values stay exact in binary32."""
    return [bitsh((0x3C00 | R.randint(0, 1023)) | (0x8000 * R.randint(0, 1))) for _ in range(n)]


def bucket_mul_ref(weights, dispatch, cols, groups, ds, lanes, rows_of):
    """myVal[i] of thread (x, y): sum of d0 * w over its dispatch rows whose
    weight's low four bits are i."""
    acc = {}
    for y in range(groups):
        for x in range(cols):
            my = [0.0] * 16
            for r in rows_of(y):
                d0, d1 = dispatch[2 * r], dispatch[2 * r + 1]
                w = weights[int(d1) + x]
                my[hbits(w) & 15] += d0 * w
            acc[(x, y)] = my
    return acc


@kernel("bucketMul", "bucketMul2", "bucketMul3", "bucketMulFast", "bucketMulFaster")
def bucket_mul(k):
    for cols, groups, ds, rows, tx in [(64, 2, 64, 20, 32), (10, 3, 48, 6, 4)]:
        weights = bucket_weights(rows * cols)
        dispatch = []
        # d[1] is the offset of a weights row; bucketMul2 multiplies a row
        # number by cols instead.
        per_row = 1 if k == "bucketMul2" else cols
        # Entries past dispatchSize: bucketMul2 reads in steps of 32 and
        # bucketMulFaster in steps of 4 from its rounded-up row offsets.
        for _ in range(2048 if k == "bucketMulFaster" else ds + 32):
            dispatch += [R.randint(-16, 16) / 8, float(R.randint(0, rows - 1) * per_row)]
        fast = k in ("bucketMulFast", "bucketMulFaster")
        result_n = groups * 16384 if fast else cols * 16
        initial = [float(i % 5) for i in range(result_n)]
        grid = [cols, groups, 1] if k == "bucketMul3" else [cols, groups]
        r = Run(k, grid, [tx, 1, 1] if k == "bucketMul3" else [tx, 1])
        r.buf(0, "e", weights).buf(1, "f", dispatch).buf(2, "f", initial)
        r.buf(3, "I" if fast else "f", [ds]).buf(4, "I", [cols])
        r.buf(5, "I" if fast else "i", [groups])
        out = r.out(2, "f").run()
        if k == "bucketMulFaster":
            def rows_of(y):
                # Steps of 4 from begin while below end: the last step may
                # read up to 3 entries past end (the buffer has them).
                rounded = (1 + ds // 2048) * 2048
                begin = y * rounded // groups
                end = min(begin + rounded // groups, ds)
                steps = (end - begin + 3) // 4 if end > begin else 0
                return range(begin, begin + 4 * steps)
        else:
            rows_of = lambda y: range(y * ds // groups, y * ds // groups + ds // groups)
        acc = bucket_mul_ref(weights, dispatch, cols, groups, ds, tx, rows_of)
        want = list(initial)
        if fast:
            for (x, y), my in acc.items():
                want[y * 16384 + x * 16:y * 16384 + x * 16 + 16] = my
        elif k != "bucketMul2":                 # bucketMul2's stores are commented out
            for (x, y), my in acc.items():
                for i in range(15 if k == "bucketMul3" else 16):
                    want[x * 16 + i] += my[i]
        check(k, out[2], want)


@kernel("basicBitonicSort", "idxsBitonicSortAbs")
def bitonic(k):
    # The host code calls one kernel per (p, q) step.
    by_abs = k == "idxsBitonicSortAbs"
    for n, t in [(64, 32), (16, 16)]:
        vals = R.sample(range(-200, 200), n)
        vals = [x / 4 for x in vals]
        if by_abs:                              # distinct magnitudes
            vals = [x * (1 if i % 2 else -1) for i, x in enumerate(R.sample(range(1, 400), n))]
            vals = [x / 4 for x in vals]
        idxs = list(range(n))
        cur = vals
        logn = n.bit_length() - 1
        for p in range(logn):
            for q in range(p + 1):
                r = Run(k, [n], [t]).buf(0, "e", cur)
                if by_abs:
                    r.buf(1, "H", idxs).buf(2, "i", [p]).buf(3, "i", [q]).out(1, "H")
                else:
                    r.buf(1, "i", [p]).buf(2, "i", [q])
                out = r.out(0, "e").run()
                cur = out[0]
                if by_abs:
                    idxs = out[1]
        if by_abs:
            check(k + " values", cur, sorted(vals, key=abs, reverse=True))
            check(k + " indices", [vals[i] for i in idxs], cur)
        else:
            check(k, cur, sorted(vals))


# --- bucketMul.metal, bucketMulFaster.metal -----------------------------------


@kernel("zeroRange32")
def zero_range(k):
    for n, t, begin, end in [(2024, 256, 10, 1500), (7, 4, 3, 100)]:
        d = dyadic(2 * 1600)
        out = Run(k, [n], [t]).buf(0, "f", d).buf(1, "I", [begin]).buf(2, "I", [end]) \
            .out(0, "f").run()
        want = list(d)
        for pos in range(begin, min(begin + n, end)):
            want[2 * pos] = want[2 * pos + 1] = 0.0
        check(k, out[0], want)


@kernel("roundUp")
def round_up(k):
    for value, number in [(5, 2048), (4096, 2048), (0, 7)]:
        out = Run(k, [1], [1]).buf(0, "I", [value]).zeros(1, "I", 1).buf(2, "I", [number]) \
            .out(0, "I").out(1, "I").run()
        check(k + " result", out[0], [(1 + value // number) * number])
        check(k + " prevResult", out[1], [value])


@kernel("bucketIntegrate")
def bucket_integrate(k):
    # threadCount [32, out.rows, 1], threadGroupSize [32, 1, 1]
    for rows in [16, 3]:
        tmp = [float(R.randint(-8, 8)) for _ in range(32 * 16384)]
        out = Run(k, [32, rows], [32, 1]).buf(0, "f", tmp).zeros(1, "f", 4 * rows) \
            .out(1, "f").run()
        check(k, out[1], [sum(tmp[i + t * 16384] for t in range(32)) for i in range(4 * rows)])


# --- bucketMulQ8.metal ----------------------------------------------------------


@kernel("decodeQ8")
def decode_q8(k):
    v = list(range(256)) * 3
    for min_range, step in [(0.5, 0.25), (-1.0, 0.125)]:
        out = Run(k, [len(v)], [64]).buf(0, "B", v).zeros(1, "e", 2 * len(v)) \
            .buf(2, "f", [min_range]).buf(3, "f", [step]).out(1, "e").run()
        want = []
        for i, w in enumerate(v):
            sign = -1 if w & 0x80 else 1
            j = ((w & 7) + i * 8) & 0xFFFF
            val = f16(f32(step * ((w >> 3) & 15)))
            val = f16(f32(val + min_range))
            want += [f16(val * sign), bitsh(j)]
        check(k, [hbits(x) for x in out[1]], [hbits(x) for x in want])


@kernel("bucketOutliersQ8")
def bucket_outliers(k):
    for X, groups, ds, n_out, res in [(32, 2, 32, 10, 40), (3, 1, 8, 4, 5)]:
        outliers = []
        for _ in range(n_out):
            outliers += [R.randint(-16, 16) / 4, float(R.randint(0, res - 1))]
        dispatch = []
        for _ in range(ds):
            dispatch += [R.randint(-8, 8) / 2, float(R.randint(0, n_out - 1)), 0.0, 0.0]
        out = Run(k, [X, groups, 1], [32, 1, 1]).buf(0, "e", outliers).buf(1, "f", dispatch) \
            .zeros(2, "f", res).buf(3, "f", [float(ds)]).buf(5, "i", [groups]).out(2, "f").run()
        want = [0.0] * res
        for r in range(ds):
            d0, d1 = dispatch[4 * r], dispatch[4 * r + 1]
            o0, o1 = outliers[2 * int(d1)], outliers[2 * int(d1) + 1]
            want[int(o1)] += X * d0 * o0        # every x of a row adds it
        check(k, out[2], want)


@kernel("bucketMulQ8", "bucketMulQ8v3", "bucketMulQ8v4")
def bucket_mul_q8(k):
    for cols, groups, ds, rows, tx in [(64, 2, 40, 12, 32), (10, 3, 9, 4, 4)]:
        weights = [R.randint(0, 0xFFFF) for _ in range(rows * cols)]
        dispatch = []
        for _ in range(ds):
            dispatch += [R.randint(-16, 16) / 8, bitsf(R.randint(0, rows - 1) * cols),
                         R.randint(-16, 16) / 16, R.randint(1, 16) / 16]
        v4 = k == "bucketMulQ8v4"
        result_n = groups * 16384 if v4 else cols * 16
        initial = [float(i % 3) for i in range(result_n)]
        raw = [fbits(x) for x in dispatch]
        out = Run(k, [cols, groups, 1], [tx, 1, 1]).buf(0, "H", weights).buf(1, "I", raw) \
            .buf(2, "f", initial).buf(3, "f", [float(ds)]).buf(4, "I", [cols]) \
            .buf(5, "i", [groups]).out(2, "f").run()
        want = list(initial)
        for y in range(groups):
            for x in range(cols):
                my = [0.0] * 16
                for r in range(y * ds // groups, y * ds // groups + ds // groups):
                    d0, d1, d2, d3 = dispatch[4 * r:4 * r + 4]
                    w = weights[fbits(d1) + x]
                    for half_no in range(2):
                        sign = -1 if w & 0x80 else 1
                        j = w & 7
                        w >>= 3
                        val = (d3 * (w & 15) + d2) * sign
                        my[j + half_no * 8] += val * d0
                        w >>= 5
                if v4:
                    want[y * 16384 + x * 16:y * 16384 + x * 16 + 16] = my
                else:
                    for i in range(16):
                        want[x * 16 + i] += my[i]
        check(k, out[2], want)


# --- helpers/convert.metal ----------------------------------------------------


@kernel("getProbes")
def get_probes(k):
    for rows, cols, rep, t in [(20, 16, 4, 8), (5, 3, 2, 32)]:
        w = dyadic(rows * (cols + 1) + rep)
        out = Run(k, [rows], [t]).buf(0, "e", w).zeros(1, "e", rows * rep) \
            .buf(2, "I", [cols]).buf(3, "I", [rep]).out(1, "e").run()
        check(k, out[1], [w[r + i + r * cols] for r in range(rows) for i in range(rep)])


@kernel("prepareValsIdxs")
def prepare_vals_idxs(k):
    for rows, cols, t in [(40, 16, 32), (5, 3, 4)]:
        w = dyadic(rows * cols)
        out = Run(k, [rows], [t]).buf(0, "e", w).zeros(1, "e", rows * cols) \
            .zeros(2, "H", rows * cols).buf(3, "I", [rows]).buf(4, "I", [cols]) \
            .out(1, "e").out(2, "H").run()
        vals, idxs = [0.0] * (rows * cols), [0] * (rows * cols)
        for r in range(rows):
            for i in range(cols):
                vals[i * rows + r], idxs[i * rows + r] = w[r * cols + i], r
        check(k + " vals", out[1], vals)
        check(k + " idxs", out[2], idxs)


@kernel("preBucketize")
def pre_bucketize(k):
    for rows, out_dim, b_size, t in [(6, 64, 8, 4), (3, 16, 4, 32)]:
        vals = dyadic(rows * out_dim)
        idxs = []
        for _ in range(rows):
            idxs += R.sample(range(out_dim), out_dim)
        buckets = out_dim // b_size
        out = Run(k, [rows], [t]).buf(0, "e", vals).buf(1, "H", idxs) \
            .zeros(2, "e", rows * buckets * (b_size + 1)).buf(3, "I", [rows]) \
            .buf(4, "I", [out_dim]).buf(5, "I", [b_size]).out(2, "e").run()
        want = [0.0] * (rows * buckets * (b_size + 1))
        for r in range(rows):
            base = r * buckets * (b_size + 1)
            for i in range(out_dim):
                val, idx = vals[r * out_dim + i], idxs[r * out_dim + i]
                bits = (hbits(val) & (0xFFFF ^ (b_size - 1))) | (idx % b_size)
                off = base + (idx // b_size) * (b_size + 1)
                counter = int(want[off])
                want[off + 1 + counter] = bitsh(bits)
                want[off] = f16(want[off] + 1)
        check(k, [hbits(x) for x in out[2]], [hbits(x) for x in want])


@kernel("bucketize")
def bucketize(k):
    for in_dim, out_dim, b_size, tx, ty in [(8, 64, 8, 4, 2), (3, 16, 4, 2, 3)]:
        count = out_dim // b_size
        b_vals = dyadic(in_dim * count * (b_size + 1))
        out = Run(k, [in_dim, count], [tx, ty]).buf(0, "e", b_vals) \
            .zeros(1, "e", in_dim * count * b_size).buf(2, "I", [in_dim]) \
            .buf(3, "I", [out_dim]).buf(4, "I", [b_size]).out(1, "e").run()
        want = [0.0] * (in_dim * count * b_size)
        for row in range(in_dim):
            for b in range(count):
                for i in range(b_size):
                    want[b + row * count + i * in_dim * count] = \
                        b_vals[1 + i + b * (b_size + 1) + row * (b_size + 1) * count]
        check(k, out[1], want)


@kernel("makeStats")
def make_stats(k):
    for rows, cols, t in [(50, 16, 32), (3, 7, 4)]:
        b = dyadic(rows * cols)
        out = Run(k, [rows], [t]).buf(0, "e", b).zeros(1, "e", 4 * rows) \
            .buf(2, "I", [cols]).out(1, "e").run()
        want = []
        for r in range(rows):
            want += [f16(sum(abs(x) for x in b[r * cols:(r + 1) * cols]) / cols)] * 4
        check(k, out[1], want, ulps16(1))


@kernel("cojest", "cojest2", "cojest3")
def empty_loops(k):
    # No arguments and no effects: they only have to run.
    for n, t in [(64, 32), (1, 1)]:
        Run(k, [n], [t]).run()


@kernel("extract")
def extract(k):
    for rows, cols, min_r, max_r, t in [(10, 32, 0.0, 16.0, 4), (3, 9, 0.5, 8.5, 32)]:
        step = (max_r - min_r) / 16
        # Magnitudes half a step off the bucket edges, zeros and values past
        # both ends of the range.
        s = []
        for _ in range(rows * cols):
            m = R.choice([0.0, min_r + step * (R.randint(-2, 17) + 0.5)])
            s.append(m * R.choice([1, -1]))
        prefill = [0xAA] * (rows * cols)
        out = Run(k, [rows], [t]).buf(0, "e", s).buf(1, "B", prefill).zeros(2, "e", 2) \
            .buf(3, "i", [cols]).buf(4, "f", [0.0]).buf(5, "f", [100.0]) \
            .buf(6, "f", [min_r]).buf(7, "f", [max_r]).out(1, "B").run()
        want = []
        for x in s:
            el = abs(x)
            if el == 0:
                want.append(0xAA)
                continue
            sign = 0 if x > 0 else 0x80
            el = min(max(0.0, (el - min_r) / step), 15.0)
            want.append(sign | ((int(el) << 3) & 0xFF) | (hbits(x) & 7))
        check(k, out[1], want)


@kernel("findPercentile")
def find_percentile(k):
    for effort in [1000, 3000]:
        probes = [f16(R.uniform(-4, 4)) for _ in range(4096)]
        out = Run(k, [1024], [1024]).buf(0, "e", probes).zeros(1, "f", 1) \
            .buf(2, "I", [effort]).out(1, "f").run()
        vals = [abs(probes[4 * i]) for i in range(1024) for _ in range(4)]
        check("%s effort %d" % (k, effort), out[1],
              [bisect(vals, 4096 - effort, f32, min(vals), max(vals), 2, True)])


# --- helpers/wild.metal -----------------------------------------------------------


@kernel("bucketMulWild")
def bucket_mul_wild(k):
    # simdgroup_load of 8x8 halves into threadgroup memory, then each lane
    # picks one. With one SIMD group per threadgroup every iteration is
    # ordered by the SIMD-group load; with two, one dispatch row per group
    # keeps the threadgroup array from being rewritten while it is read.
    for tx, groups, chunk, X in [(32, 2, 5, 64), (64, 3, 1, 128)]:
        rows = 4
        weights = dyadic(rows * X * 2 + 64, -512, 512)
        ds = chunk * groups
        dispatch = []
        for _ in range(ds):
            dispatch += [fbits(R.randint(-8, 8) / 4), R.randint(0, rows - 1) * X * 2]
        # Every row of a 2-D grid would store result[id.x]: one row.
        out = Run(k, [X, 1], [tx, 1]).buf(0, "e", weights).buf(1, "I", dispatch) \
            .zeros(2, "f", X).buf(3, "I", [ds]).buf(4, "I", [0]).buf(5, "i", [groups]) \
            .out(2, "f").run()
        want = [0.0] * X
        y = 0
        for x in range(X):
            tg, lane = x // tx, x % tx
            sg, tiisg = lane // 32, lane % 32
            my_off = sg * 2 + (tiisg & 16)
            total = 0.0
            for i in range(chunk * y, chunk * y + chunk):
                d0, base = bitsf(dispatch[2 * i]), dispatch[2 * i + 1]
                w = weights[base + tg * 64 + my_off]
                bits = hbits(w)
                signed = bits - 0x10000 if bits & 0x8000 else bits
                wj = int(math.fmod(signed, 15))
                if wj == (tiisg & 15):
                    total = f32(total + f32(w * d0))
            want[x] = total
        check(k, out[2], want)


# --- driver -------------------------------------------------------------------


def main():
    names = [line.strip() for line in open(NAMES) if line.strip()]
    missing = [n for n in names if n not in KERNELS]
    if missing:
        print("FAIL: no check for %s" % ", ".join(missing))
        return 1
    status = 0
    for name in names:
        if ONLY and name not in ONLY:
            continue
        before = Run.counter
        try:
            KERNELS[name](name)
        except Mismatch as e:
            print("FAIL %s: %s" % (name, e))
            status = 1
            continue
        print("ok %s: %d runs" % (name, Run.counter - before))
    return status


sys.exit(main())
