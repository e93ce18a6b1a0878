#!/usr/bin/env python3
"""OpenCL C builtins, every family at every type, compiled by `metal` and run
by metal-run on the host and the simulators, against pocl running the same
source (utils/opencl-run.py).

  opencl-builtins.py WORKDIR TOOLS_DIR OPENCL_RUN [--arch A ...] [--only K]

Each case is one kernel: element i of output slot k is builtin k applied to
element i of the inputs. Inputs are generated here (fixed seed) within each
builtin's domain. Values are compared with pocl's: exactly for exact
functions and integers, within the sum of both implementations' OpenCL
accuracy bounds (OpenCL C 1.2, 7.4, Table 7.1) for the others, and with a
relative 2^-10 for native_ and half_ forms (implementation-defined). Prints
"ok <case> <executor> <n> values" per case and executor; exits non-zero on
the first difference beyond tolerance, naming the builtin, the element and
both values.
"""
import math
import os
import random
import struct
import subprocess
import sys

N = 64  # work-items per case (one dimension unless the case says)

INT_TYPES = {
    # name: (struct code, bits, signed)
    "char": ("b", 8, True), "uchar": ("B", 8, False),
    "short": ("h", 16, True), "ushort": ("H", 16, False),
    "int": ("i", 32, True), "uint": ("I", 32, False),
    "long": ("q", 64, True), "ulong": ("Q", 64, False),
}


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


class Case:
    """One kernel: source text, input buffers, output slots."""

    def __init__(self, name, source, inputs, out_type, slots, grid=None,
                 threadgroup=None, local=None, output=None):
        self.name = name
        self.source = source
        self.inputs = inputs        # [(bytes, by_value)] for arguments 0..
        self.out_type = out_type    # struct code of an output element
        self.slots = slots          # [(label, tolerance)] per output slot
        self.grid = grid or str(N)
        self.threadgroup = threadgroup or "16"
        self.local = local or []    # [(arg index, bytes)] of __local memory
        # The argument whose buffer holds the slots (default: the last).
        self.output = len(inputs) - 1 if output is None else output


def pack(code, values):
    return struct.pack("<%d%s" % (len(values), code), *values)


def float_inputs(rng):
    """a in [-1, 1], w in [-8, 8], p in (0, 100], q in [-3, 3], n small ints."""
    a = [f32(rng.uniform(-1, 1)) for _ in range(N)]
    w = [f32(rng.uniform(-8, 8)) for _ in range(N)]
    p = [f32(rng.uniform(0.01, 100)) for _ in range(N)]
    q = [f32(rng.uniform(-3, 3)) for _ in range(N)]
    # A few exact cases: integers, halves, zeros, negative zero.
    for i, v in enumerate([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5]):
        w[i] = v
    return a, w, p, q


# (label, expression over a w p q n as float or floatN, tolerance)
# Tolerance: ("exact",) | ("ulp", n) | ("rel", r)
EXACT = ("exact",)


def ulp(n):
    return ("ulp", n)


FLOAT_OPS = [
    ("acos", "acos(a)", ulp(8)), ("asin", "asin(a)", ulp(8)),
    ("atan", "atan(w)", ulp(10)), ("acospi", "acospi(a)", ulp(10)),
    ("asinpi", "asinpi(a)", ulp(10)), ("atanpi", "atanpi(w)", ulp(12)),
    ("atanh", "atanh(a * 0.99f)", ulp(10)), ("acosh", "acosh(1.0f + p)", ulp(8)),
    ("asinh", "asinh(w)", ulp(8)), ("sin", "sin(w)", ulp(8)), ("cos", "cos(w)", ulp(8)),
    ("tan", "tan(w)", ulp(12)), ("sinpi", "sinpi(w)", ulp(8)), ("cospi", "cospi(w)", ulp(8)),
    ("tanpi", "tanpi(a * 0.45f)", ulp(12)), ("sinh", "sinh(w)", ulp(8)),
    ("cosh", "cosh(w)", ulp(8)), ("tanh", "tanh(w)", ulp(10)),
    ("exp", "exp(w)", ulp(8)), ("exp2", "exp2(w)", ulp(8)), ("exp10", "exp10(q)", ulp(8)),
    ("expm1", "expm1(a)", ulp(8)), ("log", "log(p)", ulp(8)), ("log2", "log2(p)", ulp(8)),
    ("log10", "log10(p)", ulp(8)), ("log1p", "log1p(p)", ulp(8)),
    ("sqrt", "sqrt(p)", ulp(6)), ("rsqrt", "rsqrt(p)", ulp(6)), ("cbrt", "cbrt(w)", ulp(6)),
    ("ceil", "ceil(w)", EXACT), ("floor", "floor(w)", EXACT), ("rint", "rint(w)", EXACT),
    ("round", "round(w)", EXACT), ("trunc", "trunc(w)", EXACT), ("fabs", "fabs(w)", EXACT),
    ("sign", "sign(w)", EXACT), ("degrees", "degrees(a)", ulp(4)),
    ("radians", "radians(w)", ulp(4)), ("logb", "logb(w)", EXACT),
    ("atan2", "atan2(w, q)", ulp(12)), ("atan2pi", "atan2pi(w, q)", ulp(14)),
    ("copysign", "copysign(p, w)", EXACT), ("fdim", "fdim(w, q)", EXACT),
    ("fmax", "fmax(w, q)", EXACT), ("fmin", "fmin(w, q)", EXACT),
    ("fmod", "fmod(w, p)", EXACT), ("hypot", "hypot(w, q)", ulp(8)),
    ("nextafter", "nextafter(w, q)", EXACT), ("remainder", "remainder(w, q)", EXACT),
    ("erf", "erf(w)", ulp(16)), ("erfc", "erfc(w)", ulp(16)),
    # tgamma at the poles, zeros and halves (w), to overflow (p), and below -1.
    ("tgamma", "tgamma(w)", ulp(16)), ("tgamma_p", "tgamma(p * 0.37f)", ulp(16)),
    ("tgamma_neg", "tgamma(w * 4.0f - 0.25f)", ulp(16)),
    ("remquo", "remquo(w, q, &k)", EXACT), ("remquo_quotient", "CONVERT(k)", EXACT),
    # lgamma's accuracy is undefined in OpenCL 1.2 (Table 7.1).
    ("lgamma", "lgamma(p)", ("absrel", 1e-5)), ("lgamma_w", "lgamma(w)", ("absrel", 1e-5)),
    ("lgamma_r", "lgamma_r(w, &k)", ("absrel", 1e-5)), ("lgamma_r_sign", "CONVERT(k)", EXACT), ("pow", "pow(p, q)", ulp(32)),
    ("powr", "powr(p, q)", ulp(32)), ("pown", "pown(w, n)", ulp(32)),
    ("rootn", "rootn(p, n + 4)", ulp(32)), ("ldexp", "ldexp(w, n)", EXACT),
    ("maxmag", "maxmag(w, q)", EXACT), ("minmag", "minmag(w, q)", EXACT),
    ("max", "max(w, q)", EXACT), ("min", "min(w, q)", EXACT),
    ("step", "step(q, w)", EXACT), ("fma", "fma(w, q, a)", EXACT),
    ("mad", "mad(w, q, a)", ulp(2)), ("clamp", "clamp(w, -1.0f, 1.0f)", EXACT),
    ("mix", "mix(w, q, (a + 1.0f) * 0.5f)", ulp(4)),
    ("smoothstep", "smoothstep(-1.0f, 2.0f, w)", ulp(8)),
    ("max_scalar", "max(w, 0.5f)", EXACT), ("native_sin", "native_sin(w)", ("abs", 2e-3)),
    ("native_cos", "native_cos(w)", ("abs", 2e-3)), ("native_exp", "native_exp(a)", ("rel", 2e-3)),
    ("native_log", "native_log(p)", ("rel", 2e-3)), ("native_sqrt", "native_sqrt(p)", ("rel", 2e-3)),
    ("native_rsqrt", "native_rsqrt(p)", ("rel", 2e-3)), ("native_recip", "native_recip(p)", ("rel", 2e-3)),
    ("native_divide", "native_divide(w, p)", ("rel", 2e-3)), ("half_exp2", "half_exp2(a)", ("rel", 2e-3)),
    ("half_log2", "half_log2(p)", ("rel", 2e-3)), ("half_powr", "half_powr(p, a)", ("rel", 2e-3)),
]


def float_case(rng, width):
    T = "float" if width == 1 else "float%d" % width
    IT = "int" if width == 1 else "int%d" % width
    a, w, p, q = float_inputs(rng)
    n = [rng.randint(-4, 4) for _ in range(N)]
    # Vectors read width consecutive elements: pad the inputs.
    def rep(v):
        return [v[(i * 7 + j) % N] for i in range(N) for j in range(width)]
    ins = [rep(a), rep(w), rep(p), rep(q)]
    load = "vload%d(i, %%s)" % width if width > 1 else "%s[i]"
    lines = []
    for k, (label, expr, _) in enumerate(FLOAT_OPS):
        expr = expr.replace("CONVERT", "convert_" + T)
        if width > 1:
            lines.append("  vstore%d(%s, %d + i, out);" % (width, expr, k * N))
        else:
            lines.append("  out[%d + i] = %s;" % (k * N, expr))
    src = """__kernel void float_math_%(w)d(__global const float *ga, __global const float *gw,
    __global const float *gp, __global const float *gq, __global const int *gn,
    __global float *out) {
  size_t i = get_global_id(0);
  %(T)s a = %(la)s, w = %(lw)s, p = %(lp)s, q = %(lq)s;
  %(IT)s n = %(ln)s, k;
%(body)s
}
""" % {"w": width, "T": T, "IT": IT, "body": "\n".join(lines),
       "la": load % "ga", "lw": load % "gw", "lp": load % "gp", "lq": load % "gq",
       "ln": load % "gn"}
    inputs = [(pack("f", v), False) for v in ins]
    inputs.append((pack("i", [n[(i * 7 + j) % N] for i in range(N) for j in range(width)]), False))
    inputs.append((bytes(4 * N * width * len(FLOAT_OPS)), False))
    slots = [(label, tol) for label, _, tol in FLOAT_OPS]
    return Case("float_math_%d" % width, src, inputs, "f", slots,
                )


GEOMETRIC = [
    ("dot", "dot(x, y)", ulp(8), 1), ("length", "length(x)", ulp(8), 1),
    ("distance", "distance(x, y)", ulp(8), 1), ("normalize", "normalize(x)", ulp(8), 4),
    ("cross", "cross(x, y)", ulp(8), 4), ("fast_length", "fast_length(x)", ("rel", 2e-3), 1),
    ("fast_distance", "fast_distance(x, y)", ("rel", 2e-3), 1),
    ("fast_normalize", "fast_normalize(x)", ("rel", 2e-3), 4),
]


def geometric_case(rng):
    x = [f32(rng.uniform(-4, 4)) for _ in range(4 * N)]
    y = [f32(rng.uniform(-4, 4)) for _ in range(4 * N)]
    lines = []
    for k, (label, expr, _, width) in enumerate(GEOMETRIC):
        if width == 1:
            lines.append("  out[%d + 4 * i] = %s;" % (k * 4 * N, expr))
        else:
            lines.append("  vstore4(%s, %d + i, out);" % (expr, k * N))
    src = """__kernel void geometric(__global const float *gx, __global const float *gy,
    __global float *out) {
  size_t i = get_global_id(0);
  float4 x = vload4(i, gx), y = vload4(i, gy);
  x.w = i %% 2 ? 0.0f : x.w; y.w = i %% 2 ? 0.0f : y.w;
%s
}
""" % "\n".join(lines)
    out = bytes(4 * 4 * N * len(GEOMETRIC))
    slots = [(label, tol) for label, _, tol, _ in GEOMETRIC]
    # Scalar results leave three of every four words zero on both sides.
    return Case("geometric", src, [(pack("f", x), False), (pack("f", y), False), (out, False)],
                "f", slots)


RELATIONAL = ["isequal(x, y)", "isnotequal(x, y)", "isgreater(x, y)",
              "isgreaterequal(x, y)", "isless(x, y)", "islessequal(x, y)",
              "islessgreater(x, y)", "isfinite(x)", "isinf(x)", "isnan(x)",
              "isnormal(x)", "isordered(x, y)", "isunordered(x, y)", "signbit(x)"]


def relational_case(rng, width):
    # No denormals: OpenCL leaves their support optional (CL_FP_DENORM),
    # and Apple GPUs flush them.
    specials = [0.0, -0.0, 1.0, float("inf"), float("-inf"), float("nan"), 1.5e-38, -2e-38]
    x = [rng.choice(specials) if rng.random() < 0.4 else f32(rng.uniform(-2, 2))
         for _ in range(width * N)]
    y = [rng.choice(specials + [x[i]]) if rng.random() < 0.5 else f32(rng.uniform(-2, 2))
         for i in range(width * N)]
    T = "float" if width == 1 else "float%d" % width
    IT = "int" if width == 1 else "int%d" % width
    ld = ("vload%d(i, %%s)" % width) if width > 1 else "%s[i]"
    lines = []
    # copysign and bitselect are bit operations, exact on NaNs too (IEEE 754
    # 5.5.1). (Negation and fabs are float instructions on Apple GPUs, which
    # return the default NaN: docs/opencl.md.)
    exprs = RELATIONAL + ["select(x, y, isless(x, y))", "bitselect(x, y, (%s)(-0.0f))" % T,
                          "copysign(x, y)"]
    if width > 1:
        exprs += ["(%s)any(isless(x, y))" % IT, "(%s)all(isless(x, y))" % IT]
    for k, expr in enumerate(exprs):
        st = ("vstore%d(as_%s(%s), %d + i, out);" % (width, IT, expr, k * N) if width > 1
              else "out[%d + i] = as_int(%s);" % (k * N, expr))
        lines.append("  " + st)
    src = """__kernel void relational_%d(__global const float *gx, __global const float *gy,
    __global int *out) {
  size_t i = get_global_id(0);
  %s x = %s, y = %s;
%s
}
""" % (width, T, ld % "gx", ld % "gy", "\n".join(lines))
    out = bytes(4 * width * N * len(exprs))
    return Case("relational_%d" % width, src,
                [(pack("f", x), False), (pack("f", y), False), (out, False)], "i",
                [(e.split("(")[0] if not e.startswith("(") else e, EXACT) for e in exprs])


INT_OPS = ["abs(x)", "abs_diff(x, y)", "add_sat(x, y)", "hadd(x, y)", "rhadd(x, y)",
           "clz(x)", "popcount(x)", "mad_hi(x, y, z)", "mad_sat(x, y, z)", "max(x, y)",
           "min(x, y)", "mul_hi(x, y)", "rotate(x, y)", "sub_sat(x, y)", "clamp(x, min(y, z), max(y, z))",
           "max(x, (S)3)", "x / ((y & (T)0x3f) | (T)1)", "x %% ((y & (T)0x3f) | (T)1)", "x >> (y & (T)(B - 1))",
           "select(y, z, x)"]


def int_case(rng, name, width):
    code, bits, signed = INT_TYPES[name]
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    def value():
        r = rng.random()
        if r < 0.15:
            return rng.choice([lo, hi, 0, 1, lo + 1, hi - 1])
        if r < 0.4:
            return rng.randint(max(lo, -100), min(hi, 100))
        return rng.randint(lo, hi)
    x, y, z = ([value() for _ in range(width * N)] for _ in range(3))
    T = name if width == 1 else "%s%d" % (name, width)
    U = ("u" + name if signed else name) if width == 1 else ("u" + name if signed else name) + str(width)
    ops = list(INT_OPS)
    if bits < 64:
        wide = {"char": "short", "uchar": "ushort", "short": "int", "ushort": "uint",
                "int": "long", "uint": "ulong"}[name]
        ops.append("upsample(x, as_%s(y))" % U)
        ops.append("upsample(x, as_%s(y)) >> (B / 2)" % U)  # keeps slots one type wide
    if bits == 32:
        ops += ["mul24(x & (T)0x7fff, y & (T)0x7fff)", "mad24(x & (T)0x7fff, y & (T)0xfff, z)"]
    ld = ("vload%d(i, %%s)" % width) if width > 1 else "%s[i]"
    lines = []
    for k, expr in enumerate(ops):
        e = expr.replace("%%", "%").replace("(S)", "(%s)" % name).replace(
            "(T)", "(%s)" % T).replace("B", str(bits))
        # abs and abs_diff return the unsigned type, upsample the wider one.
        if e.startswith("upsample"):
            e = "convert_%s(%s)" % (T, e)
        elif e.startswith("abs"):
            e = "as_%s(%s)" % (T, e)
        lines.append(("  vstore%d(%s, %d + i, out);" % (width, e, k * N)) if width > 1
                     else ("  out[%d + i] = %s;" % (k * N, e)))
    src = """__kernel void int_%(n)s_%(w)d(__global const %(s)s *gx, __global const %(s)s *gy,
    __global const %(s)s *gz, __global %(s)s *out) {
  size_t i = get_global_id(0);
  %(T)s x = %(lx)s, y = %(ly)s, z = %(lz)s;
%(body)s
}
""" % {"n": name, "w": width, "s": name, "T": T, "body": "\n".join(lines),
       "lx": ld % "gx", "ly": ld % "gy", "lz": ld % "gz"}
    out = bytes(bits // 8 * width * N * len(ops))
    return Case("int_%s_%d" % (name, width), src,
                [(pack(code, x), False), (pack(code, y), False), (pack(code, z), False),
                 (out, False)], code, [(o.split("(")[0], EXACT) for o in ops])


def convert_case(rng):
    """convert_<int>[_sat][_rte|_rtz|_rtp|_rtn] from float, int to float, int
    to int with saturation."""
    specials = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 1e10, -1e10, float("nan"), 127.5, 255.5,
                -128.5, 32767.5, 65535.5, 2147483520.0, -2147483648.0, 4294967040.0]
    x = [rng.choice(specials) if rng.random() < 0.3 else f32(rng.uniform(-300, 300))
         for _ in range(N)]
    ints = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in range(N)]
    lines, slots = [], []
    k = 0
    for name in ["char", "uchar", "short", "ushort", "int", "uint"]:
        for sat in ["", "_sat"]:
            for rnd in ["", "_rte", "_rtz", "_rtp", "_rtn"]:
                fn = "convert_%s%s%s" % (name, sat, rnd)
                # Without _sat, out-of-range values are undefined: clamp first.
                arg = "x" if sat else "clamp(x, -100.0f, 100.0f)" if name[0] != "u" \
                    else "clamp(x, 0.0f, 200.0f)"
                if not sat:
                    arg = "(isnan(x) ? 0.0f : %s)" % arg
                lines.append("  out[%d + i] = (int)%s(%s);" % (k * N, fn, arg))
                slots.append((fn, EXACT))
                k += 1
        fn = "convert_%s_sat" % name
        lines.append("  out[%d + i] = (int)%s(n);" % (k * N, fn))
        slots.append((fn + "(int)", EXACT))
        k += 1
    for fn in ["convert_float(n)", "convert_float(as_uint(n))", "convert_float_rte(n)",
               "convert_float_rtz(n)", "convert_float_rtp(n)", "convert_float_rtn(n)",
               "convert_float_rtz(as_uint(n))", "convert_float_rtp(as_uint(n))",
               "convert_float_rtn((short)n)"]:
        lines.append("  out[%d + i] = as_int(%s);" % (k * N, fn))
        slots.append((fn, EXACT))
        k += 1
    src = """__kernel void conversions(__global const float *gx, __global const int *gn,
    __global int *out) {
  size_t i = get_global_id(0);
  float x = gx[i];
  int n = gn[i];
%s
}
""" % "\n".join(lines)
    return Case("conversions", src, [(pack("f", x), False), (pack("i", ints), False),
                                     (bytes(4 * N * k), False)], "i", slots)


def halves_case(rng):
    """float to half in every rounding mode: vstore_half_r* and
    vstore_half4_r* (core OpenCL 1.2; convert_half_r*, which shares the
    code, needs cl_khr_fp16, which pocl lacks), exact against pocl (ties,
    values beside the half grid, out of range, zeros, half subnormals)."""
    specials = [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.0, 65520.0, -65520.0, 1e6, -1e6,
                1.0 + 2 ** -11, 1.0 + 3 * 2 ** -12, -(1.0 + 2 ** -11), 2 ** -24, -2 ** -25,
                2 ** -20 + 2 ** -30, float("inf"), float("-inf"), float("nan")]
    x = [rng.choice(specials) if rng.random() < 0.3 else f32(rng.uniform(-70000, 70000) *
                                                            rng.choice([1, 1e-3, 1e-6]))
         for _ in range(4 * N)]
    lines = []
    for k, mode in enumerate(["", "_rte", "_rtz", "_rtp", "_rtn"]):
        lines.append("  vstore_half%s(x, i, out + %d);" % (mode, k * 4 * N))
        lines.append("  vstore_half4%s(x4, i, out + %d);" % (mode, (k + 5) * 4 * N))
    src = """__kernel void halves(__global const float *in, __global half *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  float4 x4 = vload4(i, in);
%s
}
""" % "\n".join(lines)
    return Case("halves", src, [(pack("f", x), False), (bytes(2 * 4 * N * 10), False)],
                "H", [("vstore_half*_r*", EXACT)])


def memory_case(rng):
    """vloadn/vstoren at every width, vload_half/vstore_half, shuffles, a
    by-value structure and scalar, local memory with a barrier."""
    data = [f32(rng.uniform(-100, 100)) for _ in range(16 * N)]
    halves = struct.pack("<%de" % (4 * N), *[rng.uniform(-4, 4) for _ in range(4 * N)])
    src = """typedef struct { float scale; int shift; short2 pair; } Params;
__kernel void memory(__global const float *src, __global const half *hs,
    __global float *out, __global half *hout, Params prm, float bias,
    __local float *tile, uint n) {
  size_t i = get_global_id(0), l = get_local_id(0), L = get_local_size(0);
  float2 v2 = vload2(i, src); float3 v3 = vload3(i, src); float4 v4 = vload4(i, src);
  float8 v8 = vload8(i, src); float16 v16 = vload16(i, src);
  vstore2(v2 * prm.scale, i, out);
  vstore3(v3 + bias, i, out + 2 * n);
  vstore4(v4.wzyx, i, out + 5 * n);
  vstore8(v8.s76543210, i, out + 9 * n);
  vstore16(v16 - (float)prm.shift, i, out + 17 * n);
  float4 h = vload_half4(i, hs);
  vstore4(h, i, out + 33 * n);
  vstore_half4(h * 3.0f, i, hout);
  vstore_half(v2.x, i, hout + 4 * n);
  vstore_half_rte(v2.y, i, hout + 5 * n);
  out[37 * n + i] = vload_half(i, hs) + (float)prm.pair.y;
  uint4 m = (uint4)(i & 3, 2, (i >> 2) & 3, 1);
  vstore4(shuffle(v4, m), i, out + 38 * n);
  vstore4(shuffle2(v4, v4 * 2.0f, (uint4)(i & 7, 7, 0, (i >> 1) & 7)), i, out + 42 * n);
  tile[l] = v2.x;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[46 * n + i] = tile[L - 1 - l] + tile[(l + 1) % L];
}
"""
    prm = struct.pack("<fi2h", 1.5, 3, -7, 11)
    outs = bytes(4 * 47 * N)
    hout = bytes(2 * 6 * N)
    c = Case("memory", src, [(pack("f", data), False), (halves, False), (outs, False),
                             (hout, False), (prm, True), (struct.pack("<f", 0.25), True),
                             (None, False), (struct.pack("<I", N), True)], "f",
             [("vload/vstore/shuffle/local", EXACT)], local=[(6, 4 * 16)], output=2)
    c.extra_outputs = [(3, "e", "vstore_half")]
    return c


def atomics_case(rng):
    """Every atomic on global and local memory: results that do not depend on
    the order the work-items run in."""
    src = """__kernel void atomics(__global int *g, __global uint *u,
    __global float *gf, __global int *old, __local int *tl) {
  size_t i = get_global_id(0), l = get_local_id(0);
  int v = (int)(i * 37 % 101) - 50;
  if (l < 8) tl[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&g[0], v); atomic_sub(&g[1], v); atomic_inc(&g[2]); atomic_dec(&g[3]);
  atomic_min(&g[4], v); atomic_max(&g[5], v); atomic_and(&g[6], ~(1 << (i & 31)));
  atomic_or(&g[7], 1 << (i & 31)); atomic_xor(&g[8], v);
  atomic_min(&u[0], (uint)(i * 7 + 3)); atomic_max(&u[1], (uint)(i * 7 + 3));
  atomic_add(&u[2], (uint)i);
  /* a counter made of compare-exchanges */
  int seen = atomic_add(&g[9], 0);
  while (1) { int got = atomic_cmpxchg(&g[9], seen, seen + 1); if (got == seen) break; seen = got; }
  old[i] = atomic_xchg(&g[10 + i], v) ;
  atomic_xchg(&gf[i], (float)v * 0.5f);
  atomic_add(&tl[0], v); atomic_inc(&tl[1]); atomic_max(&tl[2], v); atomic_or(&tl[3], 1 << (l & 31));
  int s = atomic_add(&tl[4], 0);
  while (1) { int got = atomic_cmpxchg(&tl[4], s, s + 2); if (got == s) break; s = got; }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    atomic_add(&g[10 + 64], tl[0]); atomic_add(&g[11 + 64], tl[1]);
    atomic_max(&g[12 + 64], tl[2]); atomic_or(&g[13 + 64], tl[3]); atomic_add(&g[14 + 64], tl[4]);
  }
}
"""
    g = [0] * (10 + 64 + 5)
    g[3] = 1000
    g[4] = 1 << 30
    g[5] = -(1 << 30)
    g[6] = -1
    g[12 + 64] = -(1 << 30)
    u = [0xffffffff, 0, 0]
    c = Case("atomics", src, [(pack("i", g), False), (pack("I", u), False),
                              (bytes(4 * N), False), (bytes(4 * N), False), (None, False)],
             "i", [("atomic_*", EXACT)], local=[(4, 4 * 8)], output=0)
    c.extra_outputs = [(1, "I", "uint atomics"), (2, "f", "atomic_xchg float"),
                       (3, "i", "atomic_xchg old")]
    return [c]


def workitem_case():
    """Every work-item function in a 3-D dispatch, and asynchronous copies."""
    src = """__kernel void workitems(__global uint *out, __global const float *src,
    __global float *copy, __local float *tile) {
  size_t g = get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2));
  size_t lin = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2));
  __global uint *p = out + g * 20;
  p[0] = get_work_dim();
  for (uint d = 0; d < 3; ++d) {
    p[1 + d] = get_global_id(d); p[4 + d] = get_local_id(d); p[7 + d] = get_group_id(d);
    p[10 + d] = get_global_size(d) * 100 + get_local_size(d) * 10 + get_num_groups(d);
  }
  p[13] = lin;
  p[14] = get_global_id(3) + 100 * get_global_offset(0);
  size_t group = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2));
  event_t e = async_work_group_copy(tile, src + group * 16, 16, 0);
  wait_group_events(1, &e);
  p[15] = as_uint(tile[(lin + 5) % 16]);
  event_t f = async_work_group_strided_copy(copy + group * 48, tile, 16, 3, 0);
  wait_group_events(1, &f);
  /* waiting orders the copy, not the reads of tile above: a barrier */
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t h = async_work_group_strided_copy(tile, src + group * 16, 8, 2, 0);
  wait_group_events(1, &h);
  p[16] = as_uint(tile[lin % 8]);
}
"""
    groups = (8 // 4) * (6 // 2) * (2 // 1)
    src_data = [float(i) * 0.25 for i in range(16 * groups)]
    return Case("workitems", src, [(bytes(4 * 20 * 96), False), (pack("f", src_data), False),
                                   (bytes(4 * 48 * groups), False), (None, False)], "I",
                [("work-item functions", EXACT)], grid="8,6,2", threadgroup="4,2,1",
                local=[(3, 4 * 16)], output=0)


def cases(rng):
    out = [float_case(rng, w) for w in (1, 2, 4)]
    out.append(geometric_case(rng))
    out += [relational_case(rng, w) for w in (1, 4)]
    for name in INT_TYPES:
        for w in (1, 4):
            out.append(int_case(rng, name, w))
    out.append(convert_case(rng))
    out.append(halves_case(rng))
    out.append(memory_case(rng))
    out += atomics_case(rng)
    c = workitem_case()
    c.extra_outputs = [(2, "f", "async strided copy")]
    out.append(c)
    return out


def ulps(a, b):
    ia = struct.unpack("<i", struct.pack("<f", a))[0]
    ib = struct.unpack("<i", struct.pack("<f", b))[0]
    if ia < 0:
        ia = -0x80000000 - ia
    if ib < 0:
        ib = -0x80000000 - ib
    return abs(ia - ib)


def within(ref, got, tol):
    if isinstance(ref, float):
        if math.isnan(ref) or math.isnan(got):
            return math.isnan(ref) and math.isnan(got)
        if tol[0] == "exact":
            return ref == got and math.copysign(1, ref) == math.copysign(1, got)
        if math.isinf(ref) or math.isinf(got):
            return ref == got
        if tol[0] == "ulp":
            return ulps(ref, got) <= tol[1] or abs(ref - got) <= 1e-6
        if tol[0] == "abs":
            return abs(ref - got) <= tol[1]
        if tol[0] == "absrel":
            return abs(ref - got) <= tol[1] * max(abs(ref), 1.0)
        return abs(ref - got) <= tol[1] * max(abs(ref), 1e-3)
    return ref == got


def compare(case, what, ref, got, code, slots):
    size = struct.calcsize(code)
    n = len(ref) // size
    a = struct.unpack("<%d%s" % (n, code), ref)
    b = struct.unpack("<%d%s" % (n, code), got)
    per_slot = max(1, n // len(slots))
    def half_nan(v):
        return code == "H" and (v & 0x7c00) == 0x7c00 and (v & 0x3ff) != 0
    for i in range(n):
        label, tol = slots[min(i // per_slot, len(slots) - 1)]
        # Half bit patterns: any NaN equals any NaN (payloads are free).
        if half_nan(a[i]) and half_nan(b[i]):
            continue
        if not within(a[i], b[i], tol):
            sys.exit("FAIL %s %s: %s element %d (slot %s): pocl %r, %s %r" % (
                case.name, what, label, i % per_slot, label, a[i], what, b[i]))
    return n


def main():
    work, tools, clrun = sys.argv[1:4]
    archs = ["host"]
    only = None
    rest = sys.argv[4:]
    while rest:
        if rest[0] == "--arch":
            archs.append(rest[1])
            rest = rest[2:]
        elif rest[0] == "--only":
            only = rest[1]
            rest = rest[2:]
        else:
            sys.exit("unknown option " + rest[0])
    os.makedirs(work, exist_ok=True)
    rng = random.Random(20261129)
    all_cases = cases(rng)
    source = "\n".join(c.source for c in all_cases)
    cl = os.path.join(work, "builtins.cl")
    open(cl, "w").write(source)
    lib = os.path.join(work, "builtins.metallib")
    subprocess.check_call([os.path.join(tools, "metal"), "-x", "cl", cl, "-o", lib])
    for case in all_cases:
        if only and case.name != only:
            continue
        args = ["-function=" + case.name, "-grid=" + case.grid,
                "-threadgroup=" + case.threadgroup]
        outputs = [(case.output, case.out_type, None)]
        outputs += getattr(case, "extra_outputs", [])
        for i, (data, _) in enumerate(case.inputs):
            if data is None:
                continue
            path = os.path.join(work, "%s.in%d" % (case.name, i))
            open(path, "wb").write(data)
            args.append("-buffer=%d:@%s" % (i, path))
        for i, size in case.local:
            args.append("-threadgroup-memory=%d:%d" % (i, size))
        def run(who, cmd):
            files = []
            for idx, _, _ in outputs:
                f = os.path.join(work, "%s.%s.out%d" % (case.name, who, idx))
                files.append(f)
                cmd.append("-output=%d:%s" % (idx, f))
            subprocess.check_call(cmd)
            return [open(f, "rb").read() for f in files]
        ref = run("pocl", [sys.executable, clrun, cl] + args)
        for arch in archs:
            got = run(arch, [os.path.join(tools, "metal-run"), lib, "-arch=" + arch] + args)
            total = 0
            for (idx, code, label), r, g in zip(outputs, ref, got):
                slots = case.slots if label is None else [(label, EXACT)]
                total += compare(case, arch, r, g, code, slots)
            print("ok %s %s %d values" % (case.name, arch, total))
            sys.stdout.flush()
    if not only:
        print("all %d cases agree with pocl" % len(all_cases))


if __name__ == "__main__":
    main()
