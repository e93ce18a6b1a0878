#!/usr/bin/env python3
"""Conformance of the AIR builtin library, run on the host by metal-run.

For every case below: one AIR kernel calling the builtin on buffer
elements, inputs chosen here (a deterministic spread over the function's
domain plus edge values), and a reference computed here in double precision
with Python's math module (or exactly, for integer, relational and packing
functions) from the Metal Shading Language specification's definitions.
Float results must lie within the case's bound in units in the last place
of the result type; everything else must be equal. The bounds are those of
the MSL specification's accuracy tables (MSL 4, section 8.4): Table 8.1
for the precise float forms, Table 8.2 for the fast_ forms (some of its
bounds depend on the input, or are absolute errors), Table 8.3 for half.
"Correctly rounded" is 0.5 ulp (0 where the result is an integer). Where a
table gives only an implementation formula ("implemented as exp2(y *
log2(x))") or has no row, the bound is the project's own, marked OWN
below and in docs/air-builtins.md.

  conformance.py METAL_RUN WORK_DIR [FILTER] [--arch ARCH [--roundtrip PLUGIN]]
                 [--translate METAL_NT ARCH...]

With --arch, every kernel runs on that executor (a GPU simulator, through
metal-nt's translation) instead of the host; an executor that flushes
subnormal numbers to zero (Apple's G13) may do so, in inputs and results,
as Metal allows. With --roundtrip (Apple GPUs), each translation is also
compiled by llc with the back end's plugin and every instruction checked
to decode to itself and re-encode to the same bytes
(test/applegpu/Inputs/check-codegen.py; metal-nt, llc, airlib-dump and
gpu-mc from PATH). For Intel GPUs, --roundtrip GPU_MC checks metal-nt's
translation with test/intelgpu/Inputs/check-codegen.py (iga64 -Wall, our
disassembly equal to iga64's, re-encoding).

With --translate, every kernel is also translated by metal-nt for each ARCH
(the same definitions must compile for every back end). Prints one line per
case and closes with "N passed, M failed".
"""
import math
import os
import random
import struct
import subprocess
import sys

METAL_RUN, WORK = sys.argv[1], sys.argv[2]
_rest = sys.argv[3:]
TRANSLATE = []
if "--translate" in _rest:
    _i = _rest.index("--translate")
    METAL_NT, TRANSLATE = _rest[_i + 1], _rest[_i + 2:]
    _rest = _rest[:_i]
ARCH = None
if "--arch" in _rest:
    _i = _rest.index("--arch")
    ARCH = _rest[_i + 1]
    _rest = _rest[:_i] + _rest[_i + 2:]
ROUNDTRIP = None
if "--roundtrip" in _rest:
    _i = _rest.index("--roundtrip")
    ROUNDTRIP = _rest[_i + 1]
    _rest = _rest[:_i] + _rest[_i + 2:]
FLUSHES = bool(ARCH and ARCH.startswith(("applegpu", "intelgpu")))
CHECK_CODEGEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "applegpu",
                             "Inputs", "check-codegen.py")
CHECK_INTEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "intelgpu",
                           "Inputs", "check-codegen.py")
FILTER = _rest[0] if _rest else ""
N = 256

# Scalar types: (AIR suffix, LLVM type, struct format, bits)
F32 = ("f32", "float", "f", 32)
F16 = ("f16", "half", "e", 16)
I32 = ("i32", "i32", "i", 32)
U32 = ("i32", "i32", "I", 32)
I16 = ("i16", "i16", "h", 16)
U16 = ("i16", "i16", "H", 16)
I8 = ("i8", "i8", "b", 8)
U8 = ("i8", "i8", "B", 8)
I64 = ("i64", "i64", "q", 64)
U64 = ("i64", "i64", "Q", 64)
BOOL = ("i1", "i1", "B", 1)


def vec(t, n):
    return ("v%d%s" % (n, t[0]), "<%d x %s>" % (n, t[1]), t[2], t[3], n)


def lanes(t):
    return t[4] if len(t) > 4 else 1


def stride(t):
    """Elements per buffer slot: vectors occupy a power-of-two slot."""
    n = lanes(t)
    return 4 if n == 3 else n


def pack(t, values):
    fmt = t[2]
    if t[0] == "i1":
        return struct.pack("<%dB" % len(values), *[1 if v else 0 for v in values])
    return struct.pack("<%d%s" % (len(values), fmt), *values)


def unpack(t, data):
    fmt = t[2]
    size = struct.calcsize(fmt)
    return list(struct.unpack("<%d%s" % (len(data) // size, fmt), data))


def round_to(t, x):
    """x rounded to the float type t (Python's struct rounds to nearest)."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<" + t[2], struct.pack("<" + t[2], x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def ulp(t, ref):
    bits = 24 if t[3] == 32 else 11
    emin = -126 if t[3] == 32 else -14
    if ref == 0 or math.isinf(ref):
        return 2.0 ** (emin - bits + 1)
    e = max(math.frexp(abs(ref))[1] - 1, emin)
    return 2.0 ** (e - bits + 1)


def ulp_error(t, got, ref):
    # A reference beyond the type's range is what rounding gives there.
    if not math.isnan(ref) and math.isinf(round_to(t, ref)):
        ref = round_to(t, ref)
    if math.isnan(ref):
        return 0 if math.isnan(got) else math.inf
    if math.isinf(ref):
        # A result beyond the largest finite value rounds to infinity.
        return 0 if got == ref else math.inf
    if math.isnan(got) or math.isinf(got):
        return math.inf
    return abs(got - ref) / ulp(t, ref)


def ftz(x):
    return math.copysign(0.0, x) if x != 0 and abs(x) < 2.0 ** -126 else x


def error_of(t, got, ref, args):
    """ulp_error, where an executor that flushes 32-bit subnormal numbers
    (FLUSHES) may also have computed from flushed inputs or flushed the
    result."""
    e = ulp_error(t, got, ref(*args))
    if FLUSHES and t[3] == 32:
        flushed = [ftz(a) for a in args]
        candidates = [ref(*args)]
        if flushed != list(args):
            try:
                candidates.append(ref(*flushed))
            except (ValueError, OverflowError, ZeroDivisionError):
                pass
        for r in list(candidates):
            if not math.isnan(r) and abs(r) < 2.0 ** -126:
                candidates.append(math.copysign(0.0, r))
        e = min(ulp_error(t, got, r) for r in candidates)
    return e


def spread(lo, hi, rng, n=N, edges=()):
    vals = list(edges) + [lo + (hi - lo) * i / (n - 1) for i in range(n // 2)]
    while len(vals) < n:
        vals.append(rng.uniform(lo, hi))
    return vals[:n]


# ----- kernel generation -------------------------------------------------

def kernel(name, call, arg_types, ret_type, extra=None):
    """An AIR module whose kernel k stores call(args[i]) to out[i]."""
    params, loads, mds = [], [], []
    for i, t in enumerate(arg_types):
        params.append("ptr addrspace(1) %%a%d" % i)
        loads.append("  %%p%d = getelementptr inbounds %s, ptr addrspace(1) %%a%d, i64 %%g\n"
                     "  %%v%d = load %s, ptr addrspace(1) %%p%d\n" % (i, t[1], i, i, t[1], i))
        mds.append('!{i32 %d, !"air.buffer", !"air.location_index", i32 %d, i32 1, '
                   '!"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"x"}' % (i, i))
    k = len(arg_types)
    params.append("ptr addrspace(1) %out")
    mds.append('!{i32 %d, !"air.buffer", !"air.location_index", i32 %d, i32 1, '
               '!"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"x"}' % (k, k))
    params.append("i32 %gid")
    mds.append('!{i32 %d, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint"}' % (k + 1))
    args = ", ".join("%s %%v%d" % (t[1], i) for i, t in enumerate(arg_types))
    decl_args = ", ".join(t[1] for t in arg_types)
    if extra:
        # Constant trailing operands (clz's "zero is poison" flag).
        args += ", %s %s" % extra
        decl_args += ", %s" % extra[0]
    body = "".join(loads)
    body += "  %%r = call %s @%s(%s)\n" % (ret_type[1], call, args)
    store_t = ret_type[1]
    if ret_type[0] == "i1" or ret_type[1].endswith("i1>"):
        # Booleans are stored as bytes.
        n = lanes(ret_type)
        store_t = "i8" if n == 1 else "<%d x i8>" % n
        body += "  %%s = zext %s %%r to %s\n" % (ret_type[1], store_t)
    else:
        body += "  %s = bitcast %s %%r to %s\n" % ("%s", ret_type[1], ret_type[1])
    body += ("  %%q = getelementptr inbounds %s, ptr addrspace(1) %%out, i64 %%g\n"
             "  store %s %%s, ptr addrspace(1) %%q\n" % (store_t, store_t))
    md_list = ", ".join("!%d" % (10 + i) for i in range(len(mds)))
    text = "target triple = \"air64-apple-macosx14.0.0\"\n\n"
    text += "define void @k(%s) {\n  %%g = zext i32 %%gid to i64\n%s  ret void\n}\n" % (
        ", ".join(params), body)
    text += "declare %s @%s(%s)\n\n" % (ret_type[1], call, decl_args)
    text += "!air.kernel = !{!0}\n!0 = !{ptr @k, !1, !2}\n!1 = !{}\n!2 = !{%s}\n" % md_list
    for i, m in enumerate(mds):
        text += "!%d = %s\n" % (10 + i, m)
    return text


def roundtrip(d, ll):
    """The translation's instructions decode and re-encode exactly (Intel:
    and iga64 -Wall accepts them; ROUNDTRIP is then gpu-mc)."""
    if ARCH.startswith("intelgpu"):
        obj = os.path.join(d, "k.bin")
        steps = [["metal-nt", "-arch", ARCH, ll, "-o", obj],
                 [sys.executable, CHECK_INTEL, obj, ROUNDTRIP]]
        for step in steps:
            p = subprocess.run(step, capture_output=True, text=True)
            if p.returncode != 0:
                return "%s: %s" % (os.path.basename(step[0]), (p.stdout + p.stderr).strip()[-300:])
        return None
    ir, asm, obj = (os.path.join(d, "k." + e) for e in ("lowered.ll", "s", "o"))
    steps = [["metal-nt", "-arch", ARCH, ll, "-S", "-emit-llvm", "-o", ir],
             ["llc", "--load=" + ROUNDTRIP, "-march=applegpu", ir, "-o", asm],
             ["llc", "--load=" + ROUNDTRIP, "-march=applegpu", ir, "-filetype=obj", "-o", obj],
             [sys.executable, CHECK_CODEGEN, asm, obj, "airlib-dump", "gpu-mc"]]
    for step in steps:
        p = subprocess.run(step, capture_output=True, text=True)
        if p.returncode != 0:
            return "%s: %s" % (os.path.basename(step[0]), (p.stdout + p.stderr).strip()[-300:])
    return None


def run(name, call, arg_types, ret_type, inputs, extra=None):
    d = os.path.join(WORK, name.replace("/", "_"))
    os.makedirs(d, exist_ok=True)
    ll = os.path.join(d, "k.ll")
    open(ll, "w").write(kernel(name, call, arg_types, ret_type, extra))
    cmd = [METAL_RUN, ll, "-function=k", "-grid=%d" % N, "-threadgroup=64"]
    if ARCH:
        cmd.append("-arch=" + ARCH)
    for i, (t, vals) in enumerate(zip(arg_types, inputs)):
        path = os.path.join(d, "in%d.bin" % i)
        open(path, "wb").write(pack(t, vals))
        cmd.append("-buffer=%d:@%s" % (i, path))
    out_t = ret_type
    elems = N * stride(out_t)
    width = 1 if out_t[0] == "i1" or out_t[1].endswith("i1>") else struct.calcsize(out_t[2])
    out = os.path.join(d, "out.bin")
    k = len(arg_types)
    cmd += ["-buffer=%d:zeros:%d" % (k, elems * width), "-output=%d:%s" % (k, out)]
    for arch in TRANSLATE:
        t = subprocess.run([METAL_NT, "-arch", arch, ll, "-o", os.path.join(d, arch + ".bin")],
                           capture_output=True, text=True)
        if t.returncode != 0:
            return None, "metal-nt -arch %s: %s" % (arch, t.stderr.strip()[-300:])
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "exit %d" % p.returncode
    if ROUNDTRIP:
        err = roundtrip(d, ll)
        if err:
            return None, err
    data = open(out, "rb").read()
    if width == 1 and (out_t[0] == "i1" or out_t[1].endswith("i1>")):
        return list(data), None
    return unpack(out_t, data), None


# ----- the cases ---------------------------------------------------------

results = [0, 0]


def report(ok, line):
    results[0 if ok else 1] += 1
    print(("ok   " if ok else "FAIL ") + line)


def allowed(b, args, ref):
    """A bound is a number of ulps or a function of the inputs and the
    reference giving one (input-dependent or absolute bounds)."""
    return b(args, ref) if callable(b) else b


def float_case(base, ref, domains, bound, types=(F32, F16), fast=True, arity=1, vector=None,
               fast_bound=None, half_bound=None, fast_domains=None):
    """bound: Table 8.1 (precise float); fast_bound: Table 8.2 (default:
    bound); half_bound: Table 8.3 (default: bound). fast_domains replace
    the domains where Table 8.2 bounds only part of them."""
    rng = random.Random(base)
    for t in types:
        forms = [("", bound if t is F32 else (bound if half_bound is None else half_bound))]
        if fast and t is F32:
            forms.append(("fast_", bound if fast_bound is None else fast_bound))
        for prefix, b in forms:
            doms = fast_domains if prefix and fast_domains else domains
            call = "air.%s%s.%s" % (prefix, base, t[0])
            if FILTER and FILTER not in call:
                continue
            inputs = [[round_to(t, v) for v in spread(lo, hi, rng, edges=edges)]
                      for (lo, hi, edges) in doms]
            # Inputs the type cannot hold inside the domain (log(0) after
            # rounding to half) are replaced by the previous valid ones.
            for i in range(N):
                try:
                    ref(*[inp[i] for inp in inputs])
                except (ValueError, OverflowError, ZeroDivisionError):
                    for inp in inputs:
                        inp[i] = inp[i - 1] if i else 1.0
            got, err = run(call, call, [t] * arity, t, inputs)
            if got is None:
                report(False, "%s: %s" % (call, err))
                continue
            # The worst error relative to what is allowed at each input.
            worst, worst_ratio, where = 0.0, 0.0, None
            for i in range(N):
                args = [inp[i] for inp in inputs]
                r = ref(*args)
                e = error_of(t, got[i], ref, args)
                a = allowed(b, args, r)
                ratio = e / a if a else (0.0 if e == 0 else math.inf)
                if ratio > worst_ratio or where is None:
                    worst, worst_ratio, where = e, ratio, i
            ok = worst_ratio <= 1
            args = [inp[where] for inp in inputs]
            detail = "" if ok else " at %r: got %r want %r" % (args, got[where], ref(*args))
            bound_text = ("%g" % b) if not callable(b) else "%s" % b.__doc__
            report(ok, "%s max %.2f ulp (bound %s)%s" % (call, worst, bound_text, detail))
    if vector:
        # The same rule on a vector type: element-wise, equal to the scalar.
        t = vector
        call = "air.%s.%s" % (base, t[0])
        if FILTER and FILTER not in call:
            return
        st = F32 if t[2] == "f" else F16
        n = lanes(t)
        inputs = []
        for (lo, hi, edges) in domains:
            vals = [round_to(st, v) for v in spread(lo, hi, rng, N * stride(t))]
            inputs.append(vals)
        got, err = run(call, call, [t] * arity, t, inputs)
        if got is None:
            report(False, "%s: %s" % (call, err))
            return
        worst = 0.0
        for i in range(N):
            for j in range(n):
                idx = i * stride(t) + j
                worst = max(worst, error_of(st, got[idx], ref, [inp[idx] for inp in inputs]))
        report(worst <= bound, "%s max %.2f ulp (bound %g)" % (call, worst, bound))


def sinpi(x):
    r = math.fmod(x, 2.0)
    return math.copysign(0.0, x) if r == math.floor(r) else math.sin(math.pi * r)


def cospi(x):
    r = math.fmod(abs(x), 2.0)
    return 0.0 if r - 0.5 == math.floor(r - 0.5) else math.cos(math.pi * r)


def fract(x):
    return min(x - math.floor(x), float.fromhex('0x1.fffffep-1'))


def sign(x):
    return 0.0 if math.isnan(x) else (math.copysign(1.0, x) if x != 0 else x)


def clamp(x, lo, hi):
    return min(max(x, lo), hi)


def smoothstep(e0, e1, x):
    t = clamp((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def fdim(x, y):
    return x - y if x > y else 0.0


def powr(x, y):
    return math.pow(x, y)


def sym(lo, hi, edges=(0.0, -0.0)):
    return (lo, hi, edges)


def exp_fast(args, ref):
    """3 + floor(|2x|)"""
    return 3 + math.floor(abs(2 * args[0]))


def log_fast(abs_err, ulps):
    def b(args, ref):
        x = args[0]
        if 0.5 <= x <= 2:
            # An absolute error, in ulps of the result.
            return max(abs_err / ulp(F32, ref), 0.5)
        return ulps
    b.__doc__ = "abs %g in [0.5, 2], else %d" % (abs_err, ulps)
    return b


def trig_fast(args, ref):
    """abs 2^-13 in the domain"""
    return max(2.0 ** -13 / ulp(F32, ref), 0.5)


CR = 0.5        # correctly rounded


float_case("tanh", math.tanh, [sym(-12, 12, (0.0, 1e-4, -0.6249, 0.625, 9.0))], 5, vector=vec(F32, 4),
           half_bound=1)  # fast: OWN (8.2 gives a formula)
float_case("sinh", math.sinh, [sym(-85, 85, (0.0, 1e-3, 0.999, 1.0, -80.5, 88.0))], 4,
           half_bound=1)  # fast: OWN
float_case("cosh", math.cosh, [sym(-85, 85, (0.0, 1.0, 80.5, -88.0))], 4, half_bound=1)  # fast: OWN
float_case("asinh", math.asinh, [sym(-1e4, 1e4, (0.0, 1e-5, -0.5, 3e9))], 4, half_bound=1)  # fast: OWN
float_case("acosh", math.acosh, [(1.0, 1e4, (1.0, 1.0001, 2.0, 3e9))], 4, half_bound=1)  # fast: OWN
float_case("atanh", math.atanh, [sym(-0.999, 0.999, (0.0, 1e-5, 0.5, -0.9))], 5, half_bound=1)  # fast: OWN
float_case("atan", math.atan, [sym(-1e3, 1e3, (0.0, 0.2679, 0.268, 1.0, -1.0, 1e30))], 5, half_bound=1)
# fast: OWN bound; 8.2 leaves x = 0 or y = 0 undefined, so the fast form
# is not given zeros.
float_case("atan2", math.atan2, [sym(-10, 10, (0.0, 1.0, -1.0)), sym(-10, 10, (1.0, -1.0, -2.0))], 6, arity=2,
           half_bound=1, fast_domains=[(0.1, 10, (1.0, -1.0)), (-10, -0.1, (-1.0, -2.0))])
float_case("asin", math.asin, [sym(-1, 1, (0.0, 1.0, -1.0, 0.5, 0.999))], 4, fast_bound=5, half_bound=1)
float_case("acos", math.acos, [sym(-1, 1, (0.0, 1.0, -1.0, 0.5, 0.999))], 4, fast_bound=5, half_bound=1)
float_case("tan", math.tan, [sym(-1.5, 1.5, (0.0, 0.785))], 6, half_bound=1)  # fast: OWN
float_case("sinpi", sinpi, [sym(-4, 4, (0.0, 0.5, 1.0, -2.0, 3.25))], 4, half_bound=1,
           fast_bound=trig_fast, fast_domains=[sym(-1, 1, (0.0, 0.5, 1.0, -1.0))])
float_case("cospi", cospi, [sym(-4, 4, (0.0, 0.5, 1.0, -2.0, 3.25))], 4, half_bound=1,
           fast_bound=trig_fast, fast_domains=[sym(-1, 1, (0.0, 0.5, 1.0, -1.0))])
float_case("tanpi", lambda x: sinpi(x) / cospi(x), [sym(-0.45, 0.45, (0.0, 0.25, -0.25))], 6,
           half_bound=1)  # fast: OWN
float_case("exp", math.exp, [sym(-80, 80, (0.0, 1.0))], 4, fast_bound=exp_fast, half_bound=1)
float_case("exp2", lambda x: 2.0 ** x, [sym(-120, 120, (0.0, 1.0, 0.5))], 4, fast_bound=exp_fast,
           half_bound=1)
float_case("exp10", lambda x: 10.0 ** x, [sym(-35, 35, (0.0, 1.0, 2.0))], 4, half_bound=1)  # fast: OWN
float_case("log", math.log, [(1e-30, 1e30, (1.0, 2.0, 0.5))], 4, fast_bound=log_fast(2.0 ** -21, 3),
           half_bound=1)
float_case("log2", math.log2, [(1e-30, 1e30, (1.0, 2.0, 0.5))], 4, fast_bound=log_fast(2.0 ** -22, 2),
           half_bound=1)
float_case("log10", math.log10, [(1e-30, 1e30, (1.0, 10.0, 0.1))], 4, half_bound=1)  # fast: OWN
float_case("sin", math.sin, [sym(-100, 100, (0.0, 3.14159, 1.5))], 4, half_bound=1,
           fast_bound=trig_fast, fast_domains=[sym(-3.14159, 3.14159, (0.0, 1.5))])
float_case("cos", math.cos, [sym(-100, 100, (0.0, 3.14159, 1.5))], 4, half_bound=1,
           fast_bound=trig_fast, fast_domains=[sym(-3.14159, 3.14159, (0.0, 1.5))])
# sqrt: 8.2 defines the fast form as x * rsqrt(x): 2 + 0.5 ulp.
float_case("sqrt", math.sqrt, [(0, 1e30, (0.0, 1.0, 2.0))], CR, fast_bound=2.5)
float_case("rsqrt", lambda x: 1 / math.sqrt(x), [(1e-30, 1e30, (1.0, 2.0, 4.0))], CR, fast_bound=2)
# pow/powr: Table 8.3 has no half row and 8.2 gives a formula: OWN there.
float_case("pow", math.pow, [(0.01, 10, (1.0, 2.0)), sym(-5, 5, (0.0, 1.0, 2.0))], 16, arity=2)
float_case("powr", powr, [(0.01, 10, (1.0, 2.0)), sym(-5, 5, (0.0, 1.0, 2.0))], 16, arity=2)
# fmod: "Undefined" under fast math (8.2): the precise form only.
float_case("fmod", math.fmod, [sym(-100, 100, (0.0, 5.5)), (0.5, 7, (1.0, 2.0))], 0, arity=2, fast=False)
float_case("fract", fract, [sym(-100, 100, (0.0, -1e-9, 1.5, -1.5))], CR)
float_case("floor", math.floor, [sym(-1e6, 1e6, (0.5, -0.5, 1.0))], 0)
float_case("ceil", math.ceil, [sym(-1e6, 1e6, (0.5, -0.5, 1.0))], 0)
float_case("trunc", math.trunc, [sym(-1e6, 1e6, (0.5, -0.5, 1.0))], 0)
float_case("rint", round, [sym(-1e6, 1e6, (0.5, 1.5, 2.5, -0.5))], 0)
float_case("fmin", min, [sym(-10, 10), sym(-10, 10)], 0, arity=2)
float_case("fmax", max, [sym(-10, 10), sym(-10, 10)], 0, arity=2)
float_case("fmin3", lambda a, b, c: min(a, b, c), [sym(-10, 10)] * 3, 0, arity=3)
float_case("fmax3", lambda a, b, c: max(a, b, c), [sym(-10, 10)] * 3, 0, arity=3)
float_case("fmedian3", lambda a, b, c: sorted([a, b, c])[1], [sym(-10, 10)] * 3, 0, arity=3)
float_case("fma", lambda a, b, c: a * b + c, [sym(-10, 10)] * 3, 0.5, arity=3)
float_case("copysign", math.copysign, [sym(-10, 10), sym(-10, 10)], 0, arity=2)
float_case("fdim", fdim, [sym(-10, 10), sym(-10, 10)], 0.5, arity=2)
float_case("clamp", clamp, [sym(-10, 10), (-5, -1, ()), (1, 5, ())], 0, arity=3,
           vector=vec(F16, 4))
float_case("saturate", lambda x: clamp(x, 0.0, 1.0), [sym(-2, 2)], 0)
# mix is defined by its formula, x + (y - x) * a (MSL 6.5): the reference
# rounds y - x to float as the formula does, then is exact.
float_case("mix", lambda x, y, a: x + round_to(F32, y - x) * a,
           [sym(-10, 10), sym(-10, 10), (0, 1, ())], 1, types=(F32,), arity=3)
float_case("step", lambda e, x: 0.0 if x < e else 1.0, [sym(-1, 1), sym(-1, 1)], 0, arity=2)
float_case("smoothstep", smoothstep, [(-2, -1, ()), (1, 2, ()), sym(-3, 3)], 4, arity=3)
float_case("sign", sign, [sym(-10, 10, (0.0, -0.0, 1.0))], 0)


def nextafter_in(t):
    """The next value of type t after x towards y, by its bit pattern."""
    bits, fmt = (32, "I") if t is F32 else (16, "H")
    sign = 1 << (bits - 1)

    def next_value(x, y):
        if math.isnan(x) or math.isnan(y):
            return math.nan
        if x == y:
            return y
        if x == 0:
            tiny = struct.unpack("<" + t[2], struct.pack("<" + fmt, 1))[0]
            return math.copysign(tiny, y)
        u = struct.unpack("<" + fmt, struct.pack("<" + t[2], x))[0]
        u = u + 1 if (x < y) == (not u & sign) else u - 1
        return struct.unpack("<" + t[2], struct.pack("<" + fmt, u))[0]
    return next_value


for _t in (F32, F16):
    float_case("nextafter", nextafter_in(_t), [sym(-10, 10, (0.0, 1.0, -0.0)), sym(-10, 10, (0.0, 2.0, 1.0))],
               0, types=(_t,), fast=False, arity=2)


def int_case(base, ref, types, arity, domains=None, extra=None):
    """ref(values..., bits, signed) -> the result as a Python int."""
    rng = random.Random(base)
    for t in types:
        signed = t[2].islower()
        bits = t[3]
        s = (".s" if signed else ".u") if extra != "nosign" else ""
        call = "air.%s%s.%s" % (base, s, t[0])
        if FILTER and FILTER not in call:
            continue
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        inputs = []
        for a in range(arity):
            dom = domains[a] if domains else None
            edges = [lo, hi, 0, 1, -1 if signed else 2]
            vals = []
            for i in range(N):
                if dom:
                    vals.append(rng.randint(*dom))
                elif i < len(edges):
                    vals.append(edges[i])
                else:
                    vals.append(rng.randint(lo, hi))
            inputs.append(vals)
        arg_types = [t] * arity
        if base in ("extract_bits", "insert_bits"):
            arg_types = [t] * (arity - 2) + [U32, U32]
        # clz/ctz carry LLVM's "zero is poison" flag, false in AIR.
        flag = ("i1", "false") if base in ("clz", "ctz") else None
        got, err = run(call, call, arg_types, t, inputs, flag)
        if got is None:
            report(False, "%s: %s" % (call, err))
            continue
        bad = None
        for i in range(N):
            want = ref(*[inp[i] for inp in inputs], bits=bits, signed=signed)
            want = wrap(want, bits, signed)
            if got[i] != want:
                bad = (i, [inp[i] for inp in inputs], got[i], want)
                break
        report(bad is None, "%s exact%s" % (call, "" if bad is None else
                                             " at %r: got %r want %r" % tuple(bad[1:])))


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def u(v, bits):
    return v & ((1 << bits) - 1)


def sat(v, bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(v, lo), hi)


def clz(x, bits, signed):
    x = u(x, bits)
    return bits - x.bit_length()


def ctz(x, bits, signed):
    x = u(x, bits)
    return bits if x == 0 else (x & -x).bit_length() - 1


def extract(x, off, n, bits, signed):
    if n == 0:
        return 0
    f = (u(x, bits) >> off) & ((1 << n) - 1)
    if signed and f >> (n - 1):
        f -= 1 << n
    return f


def insert(base, ins, off, n, bits, signed):
    m = ((1 << n) - 1) << off
    return (u(base, bits) & ~m) | ((u(ins, bits) << off) & m)


ALL = (I32, U32, I16, U16, I8, U8, I64, U64)
int_case("mul_hi", lambda a, b, bits, signed: (a * b) >> bits, ALL, 2)
int_case("mad_hi", lambda a, b, c, bits, signed: ((a * b) >> bits) + c, (I32, U32, I16, I64, U64), 3)
int_case("mad_sat", lambda a, b, c, bits, signed: sat(a * b + c, bits, signed), (I32, U32, I16, U8, I64, U64), 3)
int_case("add_sat", lambda a, b, bits, signed: sat(a + b, bits, signed), ALL, 2)
int_case("sub_sat", lambda a, b, bits, signed: sat(a - b, bits, signed), ALL, 2)
int_case("hadd", lambda a, b, bits, signed: (a + b) >> 1, ALL, 2)
int_case("rhadd", lambda a, b, bits, signed: (a + b + 1) >> 1, ALL, 2)
int_case("abs_diff", lambda a, b, bits, signed: abs(a - b), (I32, U32, I8, I64, U64), 2)
int_case("abs", lambda a, bits, signed: abs(a), (I32, I16, I64), 1)
int_case("min", lambda a, b, bits, signed: min(a, b), ALL, 2)
int_case("max", lambda a, b, bits, signed: max(a, b), ALL, 2)
int_case("clamp", lambda x, lo, hi, bits, signed: min(max(x, lo), hi), (I32, U32), 3,
         domains=[(0, 1000), (100, 200), (300, 400)])
int_case("min3", lambda a, b, c, bits, signed: min(a, b, c), (I32, U16), 3)
int_case("max3", lambda a, b, c, bits, signed: max(a, b, c), (I32, U16), 3)
int_case("median3", lambda a, b, c, bits, signed: sorted([a, b, c])[1], (I32, U16), 3)
int_case("clz", clz, (U32, U16, U8, U64), 1, extra="nosign")
int_case("ctz", ctz, (U32, U16, U8, U64), 1, extra="nosign")
int_case("popcount", lambda a, bits, signed: bin(u(a, bits)).count("1"), (U32, U16, U8, U64), 1, extra="nosign")
int_case("reverse_bits", lambda a, bits, signed: int(format(u(a, bits), "0%db" % bits)[::-1], 2),
         (U32, U8, U64), 1, extra="nosign")
int_case("rotate", lambda a, n, bits, signed: ((u(a, bits) << (n % bits)) | (u(a, bits) >> (bits - n % bits))),
         (U32,), 2, domains=[(0, (1 << 32) - 1), (0, 40)], extra="nosign")
int_case("rotate", lambda a, n, bits, signed: ((u(a, bits) << (n % bits)) | (u(a, bits) >> (bits - n % bits))),
         (U64,), 2, domains=[(0, (1 << 64) - 1), (0, 80)], extra="nosign")
int_case("extract_bits", lambda x, off, n, bits, signed: extract(x, off, n, bits, signed),
         (I32, U32), 3, domains=[(0, (1 << 31) - 1), (0, 16), (0, 16)])
int_case("insert_bits", lambda b, i, off, n, bits, signed: insert(b, i, off, n, bits, signed),
         (U32,), 4, domains=[(0, (1 << 32) - 1), (0, (1 << 32) - 1), (0, 16), (0, 16)])

# ----- relational (exact, bools) ------------------------------------------

def rel_case(base, ref, t, arity=1):
    call = "air.%s.%s" % (base, t[0])
    if FILTER and FILTER not in call:
        return
    st = F32 if t[2] == "f" else F16
    specials = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan,
                float.fromhex("0x1p-126") if st is F32 else float.fromhex("0x1p-14"),
                float.fromhex("0x1p-130") if st is F32 else float.fromhex("0x1p-20"),
                65504.0, 3.5e38 if st is F32 else 7e4]
    rng = random.Random(base)
    n = N * stride(t)
    inputs = []
    for a in range(arity):
        vals = [round_to(st, specials[(i * (a + 1)) % len(specials)]) if i % 3 else
                round_to(st, rng.uniform(-10, 10)) for i in range(n)]
        inputs.append(vals)
    rt = BOOL if lanes(t) == 1 else ("v%di1" % lanes(t), "<%d x i1>" % lanes(t), "B", 1, lanes(t))
    got, err = run(call, call, [t] * arity, rt, inputs)
    if got is None:
        report(False, "%s: %s" % (call, err))
        return
    bad = None
    for i in range(N):
        for j in range(lanes(t)):
            idx = i * stride(t) + j
            out = got[i * stride(rt) + j] if lanes(t) > 1 else got[i]
            want = 1 if ref(*[inp[idx] for inp in inputs]) else 0
            if out != want and bad is None:
                bad = ([inp[idx] for inp in inputs], out, want)
    report(bad is None, "%s exact%s" % (call, "" if bad is None else " at %r: got %r want %r" % bad))


def isnormal32(x):
    return math.isfinite(x) and abs(x) >= float.fromhex("0x1p-126")


def isnormal16(x):
    return math.isfinite(x) and abs(x) >= float.fromhex("0x1p-14")


for t in (F32, F16, vec(F32, 4)):
    rel_case("isnan", math.isnan, t)
    rel_case("isinf", math.isinf, t)
    rel_case("isfinite", math.isfinite, t)
    rel_case("signbit", lambda x: math.copysign(1.0, x) < 0, t)
    rel_case("isordered", lambda x, y: not (math.isnan(x) or math.isnan(y)), t, 2)
    rel_case("isunordered", lambda x, y: math.isnan(x) or math.isnan(y), t, 2)
rel_case("isnormal", isnormal32, F32)
rel_case("isnormal", isnormal16, F16)


# ----- geometric (vectors in, scalars or vectors out) -----------------------

def geo_case(base, ref, n, arity, scalar_out, bound, extra_scalar=False):
    t = vec(F32, n)
    call = "air.%s.%s" % (base, t[0])
    if FILTER and FILTER not in call:
        return
    rng = random.Random(base + str(n))
    inputs = [[round_to(F32, rng.uniform(-4, 4)) for _ in range(N * stride(t))] for _ in range(arity)]
    types = [t] * arity
    if extra_scalar:
        types.append(F32)
        inputs.append([round_to(F32, rng.uniform(0.5, 1.0)) for _ in range(N)])
    rt = F32 if scalar_out else t
    got, err = run(call, call, types, rt, inputs)
    if got is None:
        report(False, "%s: %s" % (call, err))
        return
    worst = 0.0
    for i in range(N):
        args = [inp[i * stride(t):i * stride(t) + n] for inp in inputs[:arity]]
        if extra_scalar:
            args.append(inputs[arity][i])
        want = ref(*args)
        if scalar_out:
            # Sums of products cancel: the error is relative to the sum of
            # the magnitudes of the terms (1 when that is smaller).
            mag = max(sum(abs(x * y) for x, y in zip(args[0], args[-1])), abs(want), 1.0)
            worst = max(worst, abs(got[i] - want) / mag / 2 ** -23)
        else:
            mag = max(max(abs(w) for w in want), 1.0)
            for j in range(n):
                worst = max(worst, abs(got[i * stride(t) + j] - want[j]) / mag / 2 ** -23)
    report(worst <= bound, "%s max %.2f ulp of the magnitude (bound %g)" % (call, worst, bound))


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


for n in (2, 3, 4):
    geo_case("dot", dot, n, 2, True, 4)
    geo_case("length", lambda a: math.sqrt(dot(a, a)), n, 1, True, 4)
    geo_case("distance", lambda a, b: math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b))), n, 2, True, 4)
    geo_case("normalize", lambda a: [x / math.sqrt(dot(a, a)) for x in a], n, 1, False, 4)
    geo_case("reflect", lambda i, nn: [x - 2 * dot(nn, i) * y for x, y in zip(i, nn)], n, 2, False, 8)
geo_case("cross", lambda a, b: [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2],
                                a[0] * b[1] - a[1] * b[0]], 3, 2, False, 4)


def refract(i, nn, eta):
    d = dot(nn, i)
    k = 1 - eta * eta * (1 - d * d)
    return [0.0] * len(i) if k < 0 else [eta * x - (eta * d + math.sqrt(k)) * y for x, y in zip(i, nn)]


geo_case("refract", refract, 3, 2, False, 16, extra_scalar=True)


# ----- packing (exact) -------------------------------------------------------

def pack_case(fmt, n, bits, signed, src):
    t = vec(src, n) if n > 1 else src
    it = U32 if n * bits <= 32 else ("i64", "i64", "Q", 64)
    rng = random.Random(fmt)
    scale = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
    vals = [round_to(src, rng.uniform(-1.2, 1.2)) for _ in range(N * stride(t))]
    call = "air.pack.%s.%s" % (fmt, t[0])
    if not FILTER or FILTER in call:
        got, err = run(call, call, [t], it, [vals])
        if got is None:
            report(False, "%s: %s" % (call, err))
        else:
            bad = None
            for i in range(N):
                want = 0
                for j in range(n):
                    x = min(max(vals[i * stride(t) + j], -1.0 if signed else 0.0), 1.0)
                    q = round(x * scale) & ((1 << bits) - 1)
                    want |= q << (j * bits)
                if got[i] != want and bad is None:
                    bad = (i, got[i], want)
            report(bad is None, "%s exact%s" % (call, "" if bad is None else " at %d: got %#x want %#x" % bad))
    call = "air.unpack.%s.%s" % (fmt, t[0])
    if FILTER and FILTER not in call:
        return
    words = [rng.randint(0, (1 << (n * bits)) - 1) for _ in range(N)]
    got, err = run(call, call, [it], t, [words])
    if got is None:
        report(False, "%s: %s" % (call, err))
        return
    worst = 0.0
    for i in range(N):
        for j in range(n):
            q = (words[i] >> (j * bits)) & ((1 << bits) - 1)
            if signed and q >> (bits - 1):
                q -= 1 << bits
            want = max(q / scale, -1.0)
            worst = max(worst, ulp_error(src, got[i * stride(t) + j], want))
    report(worst <= 0.5, "%s max %.2f ulp (bound 0.5)" % (call, worst))


pack_case("unorm4x8", 4, 8, False, F32)
pack_case("snorm4x8", 4, 8, True, F32)
pack_case("unorm2x16", 2, 16, False, F32)
pack_case("snorm2x16", 2, 16, True, F32)
pack_case("unorm4x8", 4, 8, False, F16)


print("%d passed, %d failed" % tuple(results))
sys.exit(1 if results[1] else 0)
