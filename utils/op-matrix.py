#!/usr/bin/env python3
"""The operation x type matrix: every LLVM instruction and intrinsic that
lowered AIR contains, at every type AIR can give it, run on the host (the
reference) and on each simulated target, every value compared.

Types: i8, i16, i32, i64, half, bfloat and float, as scalars and as vectors
of 2 to 8 and 16 elements (5 to 7: OpenCL C's structures, which clang
combines into such vectors); i1 comes from every compare and feeds
selects and bit operations. Float kernels are made twice, without
fast-math flags and with `fast` on every float operation (no NaN or
infinity in their inputs then, and zeros compared without their sign).

One kernel per (type, flags): every operation reads its own operands from
its own region of buffer 0 and writes its result to its own region of
buffer 1, so that each can be given the inputs its domain needs (a
transcendental's range, a conversion's representable range) and each
result is compared on its own. A kernel that does not translate is split
into one kernel per operation, so that the report names the operations.

  op-matrix.py BIN_DIR WORK_DIR [--arch A,B,...] [--translate-only A,...]
                                [--types T,...] [--ops NAME,...] [--seed N]

BIN_DIR holds metal-run and metal-nt. Each --arch runs under metal-run
and is compared with -arch=host; each --translate-only arch is translated
by metal-nt, whose only acceptable failure is a refusal naming what the
target lacks (never an internal error). Prints one line per failure and
"N passed, M failed".

Comparison: integers and booleans exactly; floats exactly for the
correctly rounded operations, within the MSL specification's ULPs for the
others (the `tol` of each operation); a subnormal float compares equal to
zero (G13 and Gen flush them, as Metal allows); NaNs of any payload are
equal; minnum/maxnum's choice between +0 and -0 is free.
"""
import argparse
import math
import os
import random
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor, as_completed

from internal_errors import is_internal

GRID = 64
SLOT = 256          # bytes per lane per operand or result
WIDTHS = [1, 2, 3, 4, 5, 6, 7, 8, 16]
INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["half", "bfloat", "float"]
BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
        "half": 16, "bfloat": 16, "float": 32}
MSL_NAME = {"i8": "char", "i16": "short", "i32": "int", "i64": "long",
            "half": "half", "bfloat": "bfloat", "float": "float"}


# --------------------------------------------------------------------------
# Float formats: bits <-> Python floats.

def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f32_value(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def f16_value(b):
    return struct.unpack("<e", struct.pack("<H", b))[0]


def bf16_bits(x):
    b = f32_bits(x)
    if (b & 0x7FFFFFFF) > 0x7F800000:
        return 0x7FC0
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF


def bf16_value(b):
    return f32_value(b << 16)


FLOAT_FMT = {
    "half": (f16_bits, f16_value, 5, 10),
    "bfloat": (bf16_bits, bf16_value, 8, 7),
    "float": (f32_bits, f32_value, 8, 23),
}


def to_bits(t, x):
    if t in FLOAT_FMT:
        try:
            return FLOAT_FMT[t][0](x)
        except OverflowError:
            return FLOAT_FMT[t][0](math.copysign(math.inf, x))
    return int(x) & ((1 << BITS[t]) - 1)


def from_bits(t, b):
    return FLOAT_FMT[t][1](b)


def min_normal(t):
    return 2.0 ** (2 - (1 << (FLOAT_FMT[t][2] - 1)))


def max_finite(t):
    e, m = FLOAT_FMT[t][2], FLOAT_FMT[t][3]
    return (2 - 2.0 ** -m) * 2.0 ** ((1 << (e - 1)) - 1)


def ulp_index(t, b):
    """Bits as an integer that orders like the float (+0 and -0 one apart)."""
    n = BITS[t]
    sign = 1 << (n - 1)
    mag = b & (sign - 1)
    return -mag - 1 if b & sign else mag


# --------------------------------------------------------------------------
# Types.

class Ty:
    def __init__(self, elem, n):
        self.elem, self.n = elem, n

    @property
    def ir(self):
        return self.elem if self.n == 1 else "<%d x %s>" % (self.n, self.elem)

    @property
    def name(self):
        return self.elem if self.n == 1 else "v%d%s" % (self.n, self.elem)

    def with_elem(self, elem):
        return Ty(elem, self.n)

    @property
    def is_float(self):
        return self.elem in FLOATS

    @property
    def elem_bytes(self):
        return max(1, BITS[self.elem] // 8)

    @property
    def stride(self):
        """The store size: a vector of 3 takes 4 elements' room (AIR's layout)."""
        n = 4 if self.n == 3 else self.n
        return n * self.elem_bytes


# --------------------------------------------------------------------------
# Operand domains: each yields a Python value (float or int) for an element.

def special_floats(t):
    mn, mx = min_normal(t), max_finite(t)
    return [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, mn, -mn, mx, -mx, math.inf,
            -math.inf, math.nan, 3.0, -7.5, 1e-3]


def float_domain(kind):
    """kind: 'any', 'finite', a (lo, hi) range, or 'positive'."""
    def draw(rng, t, fast):
        if kind == "any" or kind == "finite":
            r = rng.random()
            if r < 0.25:
                v = rng.choice(special_floats(t))
            elif r < 0.5:
                v = rng.randint(-40, 40) / rng.choice([1, 2, 4, 8])
            elif r < 0.8:
                v = rng.uniform(-8, 8)
            else:
                e = FLOAT_FMT[t][2]
                top = (1 << (e - 1)) - 2
                v = math.copysign(rng.uniform(1, 2) * 2.0 ** rng.randint(1 - top, top),
                                  rng.choice([1, -1]))
            if (fast or kind == "finite") and not math.isfinite(v):
                v = 1.5
            return v
        lo, hi = kind
        r = rng.random()
        if r < 0.1:
            return rng.choice([lo, hi, (lo + hi) / 2])
        return rng.uniform(lo, hi)
    return draw


def int_domain(kind="any"):
    def draw(rng, t, fast):
        n = BITS[t]
        if kind == "nonzero":
            v = rng.getrandbits(n) | 1 if rng.random() < 0.5 else rng.choice([1, 3, 7, -1, -3, 100])
            return v
        if kind == "nonmin":
            # A dividend that is not the minimum (x / -1 would overflow).
            v = rng.getrandbits(n)
            return v if v != 1 << (n - 1) else 0
        r = rng.random()
        if r < 0.2:
            return rng.choice([0, 1, -1, 2, (1 << (n - 1)) - 1, 1 << (n - 1), 5, -100])
        if r < 0.4:
            return rng.randint(-1000, 1000)
        return rng.getrandbits(n)
    return draw


# --------------------------------------------------------------------------
# Operations. Each takes the operand type and gives (result type, operand
# domains, IR lines building %r from %a, %b, %c, tolerance) or None where
# it does not apply.

class Op:
    def __init__(self, name, arity, applies, build, domain=None, tol="exact",
                 result=None):
        self.name, self.arity = name, arity
        self.applies, self.build = applies, build
        self.domain = domain
        self.tol, self.result = tol, result

    def domains(self, t):
        """Each operand's domain at type t (a list, or None for the default)."""
        return self.domain(t) if callable(self.domain) else self.domain


def splat(t, value):
    """A constant of type t with every element value."""
    if t.n == 1:
        return value
    return "<" + ", ".join("%s %s" % (t.elem, value) for _ in range(t.n)) + ">"


def fconst(elem, x):
    """An IR float constant: LLVM's hexadecimal double form (exact for half,
    bfloat and float values)."""
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]


def conversion_domain(to, signed):
    """A float converted to an integer must be in the integer's range (else
    LLVM's result is poison): a float operand is drawn from it, shrunk by 1%
    so that rounding to half or bfloat stays inside; an integer operand from
    anywhere."""
    span = 2.0 ** (BITS[to] - 1 if signed else BITS[to])
    hi = min(span * 0.99, 60000.0)
    lo = -hi if signed else 0.0
    return lambda t: [float_domain((lo, hi))] if t.is_float else None


def ops():
    out = []
    is_int = lambda t: not t.is_float
    is_flt = lambda t: t.is_float

    def binop(name, inst, applies, domain=None, tol="exact", flags=True):
        def build(t, fm):
            f = (" " + fm) if fm and flags and t.is_float else ""
            return ["%%r = %s%s %s %%a, %%b" % (inst, f, t.ir)]
        out.append(Op(name, 2, applies, build, domain, tol))

    for inst in ["add", "sub", "mul", "and", "or", "xor"]:
        binop(inst, inst, is_int)
    for inst in ["shl", "lshr", "ashr"]:
        def build(t, fm, inst=inst):
            return ["%%m = and %s %%b, %s" % (t.ir, splat(t, BITS[t.elem] - 1)),
                    "%%r = %s %s %%a, %%m" % (inst, t.ir)]
        out.append(Op(inst, 2, is_int, build))
    # Sign extension in a register (shl then ashr by a constant), which
    # the combiner turns into SIGN_EXTEND_INREG from i1, i8, i16 or i32.
    for src in [1, 8, 16, 32]:
        def build(t, fm, src=src):
            k = splat(t, BITS[t.elem] - src)
            return ["%%s = shl %s %%a, %s" % (t.ir, k),
                    "%%r = ashr %s %%s, %s" % (t.ir, k)]
        out.append(Op("sext_inreg_i%d" % src, 1,
                      lambda t, src=src: not t.is_float and BITS[t.elem] > src, build))
    for inst in ["udiv", "urem", "sdiv", "srem"]:
        dom = [int_domain("nonmin"), int_domain("nonzero")]
        binop(inst, inst, is_int, dom)
    for inst in ["fadd", "fsub", "fmul"]:
        binop(inst, inst, is_flt, tol="exact")
    binop("fdiv", "fdiv", is_flt, tol="fdiv")
    binop("frem", "frem", is_flt, tol="exact")

    def fneg(t, fm):
        return ["%%r = fneg%s %s %%a" % ((" " + fm) if fm else "", t.ir)]
    out.append(Op("fneg", 1, is_flt, fneg))

    for pred in ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]:
        def build(t, fm, pred=pred):
            return ["%%r = icmp %s %s %%a, %%b" % (pred, t.ir)]
        out.append(Op("icmp_" + pred, 2, is_int, build, result="i1"))
    for pred in ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                 "uge", "ult", "ule", "une", "uno"]:
        def build(t, fm, pred=pred):
            f = (" " + fm) if fm else ""
            return ["%%r = fcmp%s %s %s %%a, %%b" % (f, pred, t.ir)]
        out.append(Op("fcmp_" + pred, 2, is_flt, build, result="i1"))

    def select(t, fm):
        cmp = "fcmp olt" if t.is_float else "icmp slt"
        return ["%%k = %s %s %%a, %%c" % (cmp, t.ir),
                "%%r = select %s %s %%k, %s %%a, %s %%b" % (
                    ("fast " if fm else "") if t.is_float else "",
                    t.with_elem("i1").ir, t.ir, t.ir)]
    out.append(Op("select", 3, lambda t: True, select))

    def bool_ops(t, fm):
        cmp = "fcmp olt" if t.is_float else "icmp slt"
        b1 = t.with_elem("i1").ir
        return ["%%x = %s %s %%a, %%b" % (cmp, t.ir),
                "%%y = %s %s %%b, %%c" % (cmp, t.ir),
                "%%p = xor %s %%x, %%y" % b1,
                "%%q = and %s %%p, %%y" % b1,
                "%%r = or %s %%q, %%x" % b1]
    out.append(Op("i1_logic", 3, lambda t: True, bool_ops, result="i1"))

    # Integer intrinsics.
    def intr(name, arity, applies, extra="", domain=None, tol="exact"):
        def build(t, fm):
            args = ", ".join("%s %%%s" % (t.ir, "abc"[i]) for i in range(arity))
            return ["%%r = call %s @llvm.%s.%s(%s%s)" % (
                t.ir, name, suffix(t), args, extra)]
        out.append(Op(name, arity, applies, build, domain, tol))

    for n in ["smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat",
              "usub.sat"]:
        intr(n, 2, is_int)
    for n in ["ctpop", "bitreverse"]:
        intr(n, 1, is_int)
    intr("bswap", 1, lambda t: is_int(t) and t.elem != "i8")
    intr("abs", 1, is_int, ", i1 false")
    intr("ctlz", 1, is_int, ", i1 false")
    intr("cttz", 1, is_int, ", i1 false")
    intr("fshl", 3, is_int)
    intr("fshr", 3, is_int)
    for n in ["uadd", "sadd", "usub", "ssub", "umul", "smul"]:
        def build(t, fm, n=n):
            b1 = t.with_elem("i1").ir
            return ["%%s = call {%s, %s} @llvm.%s.with.overflow.%s(%s %%a, %s %%b)" % (
                        t.ir, b1, n, suffix(t), t.ir, t.ir),
                    "%%v = extractvalue {%s, %s} %%s, 0" % (t.ir, b1),
                    "%%o = extractvalue {%s, %s} %%s, 1" % (t.ir, b1),
                    "%%z = zext %s %%o to %s" % (b1, t.ir),
                    "%%r = xor %s %%v, %%z" % t.ir]
        out.append(Op(n + ".with.overflow", 2, is_int, build))

    # Float intrinsics: correctly rounded ones exactly, the rest within
    # the MSL specification's ULPs (tol names the rule).
    def fintr(name, arity, tol="exact", domain=None, extra=""):
        def build(t, fm):
            f = (fm + " ") if fm else ""
            args = ", ".join("%s %%%s" % (t.ir, "abc"[i]) for i in range(arity))
            return ["%%r = call %s%s @llvm.%s.%s(%s%s)" % (
                f, t.ir, name, suffix(t), args, extra)]
        out.append(Op(name, arity, is_flt, build, domain, tol))

    for n in ["minnum", "maxnum"]:
        fintr(n, 2, "minmax")
    for n in ["minimum", "maximum"]:
        fintr(n, 2, "exact")
    fintr("copysign", 2)
    fintr("fabs", 1)
    for n in ["floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven"]:
        fintr(n, 1)
    fintr("fma", 3, "fma")
    fintr("fmuladd", 3, "fmuladd")
    fintr("sqrt", 1, "sqrt")
    fintr("exp2", 1, "transcendental", [float_domain((-20.0, 20.0))])
    fintr("exp", 1, "transcendental", [float_domain((-20.0, 20.0))])
    fintr("log2", 1, "transcendental", [float_domain((1e-3, 1e4))])
    fintr("log", 1, "transcendental", [float_domain((1e-3, 1e4))])
    fintr("log10", 1, "transcendental", [float_domain((1e-3, 1e4))])
    fintr("sin", 1, "trig", [float_domain((-3.1, 3.1))])
    fintr("cos", 1, "trig", [float_domain((-3.1, 3.1))])
    fintr("pow", 2, "pow", [float_domain((0.1, 8.0)), float_domain((-4.0, 4.0))])

    def fpclass(t, fm):
        return ["%%r = call %s @llvm.is.fpclass.%s(%s %%a, i32 %d)" % (
            t.with_elem("i1").ir, suffix(t), t.ir, 0x3FF ^ 0x60)]  # not zero
    out.append(Op("is.fpclass", 1, is_flt, fpclass, result="i1"))

    # Conversions to every other element type.
    for to in INTS + FLOATS:
        def build(t, fm, to=to):
            d = t.with_elem(to)
            if not t.is_float:
                if to in INTS:
                    if BITS[to] == BITS[t.elem]:
                        return None
                    inst = "trunc" if BITS[to] < BITS[t.elem] else "sext"
                    return ["%%r = %s %s %%a to %s" % (inst, t.ir, d.ir)]
                return ["%%r = sitofp %s %%a to %s" % (t.ir, d.ir)]
            if to in FLOATS:
                if to == t.elem:
                    return None
                if to == "float":
                    return ["%%r = fpext %s %%a to %s" % (t.ir, d.ir)]
                if t.elem == "float":
                    return ["%%r = fptrunc %s %%a to %s" % (t.ir, d.ir)]
                # half <-> bfloat: through float, as LLVM's IR requires.
                return ["%%w = fpext %s %%a to %s" % (t.ir, t.with_elem("float").ir),
                        "%%r = fptrunc %s %%w to %s" % (t.with_elem("float").ir, d.ir)]
            return ["%%r = fptosi %s %%a to %s" % (t.ir, d.ir)]
        out.append(Op("to_" + to, 1, lambda t: True, build,
                      conversion_domain(to, True) if to in INTS else None, result=to))
    for to in INTS:
        def build(t, fm, to=to):
            d = t.with_elem(to)
            if t.is_float:
                return ["%%r = fptoui %s %%a to %s" % (t.ir, d.ir)]
            if BITS[to] <= BITS[t.elem]:
                return None
            return ["%%r = zext %s %%a to %s" % (t.ir, d.ir)]
        out.append(Op("to_u" + to, 1, lambda t: True, build, conversion_domain(to, False),
                      result=to))
    for fr in FLOATS:
        def build(t, fm, fr=fr):
            if t.is_float:
                return None
            return ["%%r = uitofp %s %%a to %s" % (t.ir, t.with_elem(fr).ir)]
        out.append(Op("uitofp_" + fr, 1, lambda t: True, build, None, "exact", result=fr))

    # Bit casts between types of one width.
    def bitcast(t, fm):
        twin = {"i16": "half", "half": "i16", "bfloat": "i16", "i32": "float",
                "float": "i32"}.get(t.elem)
        if not twin:
            return None
        return ["%%r = bitcast %s %%a to %s" % (t.ir, t.with_elem(twin).ir)]
    out.append(Op("bitcast", 1, lambda t: True, bitcast, None, "exact",
                  result=lambda t: {"i16": "half", "half": "i16", "bfloat": "i16",
                                    "i32": "float", "float": "i32"}.get(t.elem)))

    # Atomic (relaxed) loads of 32-bit scalars: Metal's atomic_load of
    # atomic_int, atomic_uint and atomic_float.
    def atomic_load(t, fm):
        return ["%%r = load atomic %s, ptr addrspace(1) %%iq0 monotonic, align 4" % t.ir]
    out.append(Op("atomic_load", 1, lambda t: t.n == 1 and BITS[t.elem] == 32, atomic_load))

    # Vector element operations with a lane-dependent index.
    def extract(t, fm):
        return ["%%e = extractelement %s %%a, i32 %%idx" % t.ir,
                "%%r = insertelement %s %%b, %s %%e, i32 0" % (t.ir, t.elem)]
    out.append(Op("dynamic_extract", 2, lambda t: t.n > 1, extract))

    def insert(t, fm):
        return ["%%e = extractelement %s %%b, i32 0" % t.ir,
                "%%r = insertelement %s %%a, %s %%e, i32 %%idx" % (t.ir, t.elem)]
    out.append(Op("dynamic_insert", 2, lambda t: t.n > 1, insert))

    def shuffle(t, fm):
        mask = ", ".join("i32 %d" % ((i * 3 + 1) % (2 * t.n)) for i in range(t.n))
        return ["%%r = shufflevector %s %%a, %s %%b, <%d x i32> <%s>" % (
            t.ir, t.ir, t.n, mask)]
    out.append(Op("shufflevector", 2, lambda t: t.n > 1, shuffle))
    return out


def suffix(t):
    e = {"half": "f16", "bfloat": "bf16", "float": "f32"}.get(t.elem, t.elem)
    return e if t.n == 1 else "v%d%s" % (t.n, e)


def result_type(op, t):
    r = op.result
    if callable(r):
        r = r(t)
    return t.with_elem(r) if r else t


# --------------------------------------------------------------------------
# Kernels.

def kernel_ops(t, fm, only=None):
    """The operations of the kernel for type t: (op, ir lines, result type)."""
    chosen = []
    for op in ops():
        if only and op.name not in only:
            continue
        if not op.applies(t):
            continue
        lines = op.build(t, fm)
        if lines is None:
            continue
        chosen.append((op, lines, result_type(op, t)))
    return chosen


def kernel_name(t, fm):
    return "m_%s%s" % (t.name, "_fast" if fm else "")


def write_kernel(name, t, fm, chosen):
    """An AIR kernel: in (buffer 0), out (buffer 1), the thread's index."""
    L = []
    L.append("define void @%s(ptr addrspace(1) noalias %%in, ptr addrspace(1) noalias %%out, "
             "i32 %%gid) {" % name)
    L.append("entry:")
    L.append("  %g = zext i32 %gid to i64")
    L.append("  %lane = mul i64 %g, " + str(SLOT))
    for k, (op, lines, rt) in enumerate(chosen):
        p = "o%d_" % k
        base_in = k * 3 * GRID * SLOT
        for j in range(op.arity):
            off = base_in + j * GRID * SLOT
            L.append("  %%%sip%d = getelementptr i8, ptr addrspace(1) %%in, i64 %d" % (p, j, off))
            L.append("  %%%siq%d = getelementptr i8, ptr addrspace(1) %%%sip%d, i64 %%lane" % (p, j, p, j))
            L.append("  %%%s%s = load %s, ptr addrspace(1) %%%siq%d, align %d" % (
                p, "abc"[j], t.ir, p, j, t.elem_bytes))
        if t.n > 1:
            L.append("  %%%sidx = urem i32 %%gid, %d" % (p, t.n))
        for line in lines:
            # %x -> %o<k>_x: each operation's own names.
            out = []
            i = 0
            while i < len(line):
                c = line[i]
                if c == "%" and i + 1 < len(line) and (line[i + 1].isalpha()):
                    j = i + 1
                    while j < len(line) and (line[j].isalnum() or line[j] in "._"):
                        j += 1
                    ident = line[i + 1:j]
                    out.append("%" + p + ident)
                    i = j
                    continue
                out.append(c)
                i += 1
            L.append("  " + "".join(out))
        res = "%%%sr" % p
        if rt.elem == "i1":
            L.append("  %%%sr8 = zext %s %s to %s" % (p, rt.ir, res, rt.with_elem("i8").ir))
            res, rt = "%%%sr8" % p, rt.with_elem("i8")
        off = k * GRID * SLOT
        L.append("  %%%sop = getelementptr i8, ptr addrspace(1) %%out, i64 %d" % (p, off))
        L.append("  %%%soq = getelementptr i8, ptr addrspace(1) %%%sop, i64 %%lane" % (p, p))
        L.append("  store %s %s, ptr addrspace(1) %%%soq, align %d" % (rt.ir, res, p, rt.elem_bytes))
    L.append("  ret void")
    L.append("}")
    return L


def module(kernels):
    """kernels: [(name, lines)] -> the module's text with AIR's metadata."""
    text = []
    decls = set()
    for name, lines in kernels:
        text += lines
        text.append("")
        for line in lines:
            if "@llvm." in line:
                decls.add(declaration(line))
    text += sorted(d for d in decls if d)
    md = []
    refs = []
    n = 0
    for name, _ in kernels:
        k = n
        md.append("!%d = !{ptr @%s, !%d, !%d}" % (k, name, k + 1, k + 2))
        md.append("!%d = !{}" % (k + 1))
        md.append("!%d = !{!%d, !%d, !%d}" % (k + 2, k + 3, k + 4, k + 5))
        md.append('!%d = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, '
                  '!"air.read", !"air.address_space", i32 1, !"air.arg_type_name", '
                  '!"uchar", !"air.arg_name", !"in"}' % (k + 3))
        md.append('!%d = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, '
                  '!"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", '
                  '!"uchar", !"air.arg_name", !"out"}' % (k + 4))
        md.append('!%d = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", '
                  '!"uint", !"air.arg_name", !"gid"}' % (k + 5))
        refs.append("!%d" % k)
        n += 6
    text.append("")
    text.append("!air.kernel = !{%s}" % ", ".join(refs))
    text += md
    return "\n".join(text) + "\n"


def declaration(line):
    """The declaration of the intrinsic a call line uses."""
    import re
    m = re.search(r"call (?:[a-z ]+ )?(\{[^}]*\}|<[^>]*>|\S+) @(llvm\.[\w.]+)\((.*)\)$", line)
    if not m:
        return None
    ret, name, args = m.groups()
    types = []
    depth = 0
    cur = ""
    for c in args:
        if c in "<{":
            depth += 1
        if c in ">}":
            depth -= 1
        if c == "," and depth == 0:
            types.append(cur.strip())
            cur = ""
        else:
            cur += c
    types.append(cur.strip())
    tys = [a.rsplit(" ", 1)[0] for a in types]
    return "declare %s @%s(%s)" % (ret, name, ", ".join(tys))


def inputs(t, fm, chosen, rng):
    """Buffer 0's bytes for the kernel: each operation's operands."""
    buf = bytearray(len(chosen) * 3 * GRID * SLOT)
    for k, (op, _, _) in enumerate(chosen):
        for j in range(op.arity):
            doms = op.domains(t)
            if doms and j < len(doms):
                dom = doms[j]
            else:
                dom = float_domain("any") if t.is_float else int_domain()
            for lane in range(GRID):
                off = k * 3 * GRID * SLOT + j * GRID * SLOT + lane * SLOT
                for e in range(t.n):
                    v = dom(rng, t.elem, bool(fm))
                    if t.is_float and (fm or op.tol != "exact") and not math.isfinite(v):
                        v = 1.25
                    b = to_bits(t.elem, v)
                    if t.is_float and op.tol == "exact" and not fm and not doms and \
                            rng.random() < 0.05:
                        b = rng.getrandbits(BITS[t.elem])  # any bit pattern
                    if t.is_float and 0 < abs(from_bits(t.elem, b)) < min_normal(t.elem):
                        b = to_bits(t.elem, 0.0)  # no subnormal inputs (flushed)
                    nb = t.elem_bytes
                    buf[off + e * nb: off + (e + 1) * nb] = b.to_bytes(nb, "little")
    return bytes(buf)


# --------------------------------------------------------------------------
# Comparison.

def close(op, rt, fm, want, got, args):
    """Whether got (bits) is an acceptable result where the host gave want;
    args are the element's operands (Python values)."""
    if want == got:
        return True
    if rt.elem not in FLOAT_FMT:
        return False
    w, g = from_bits(rt.elem, want), from_bits(rt.elem, got)
    if fm and not math.isfinite(w):
        # nnan and ninf: a NaN or infinite result is poison.
        return True
    if math.isnan(w) and math.isnan(g):
        return True
    if math.isnan(w) or math.isnan(g):
        return False
    mn = min_normal(rt.elem)
    # Subnormals are flushed: as zero, and zeros' signs alike.
    if abs(w) < mn and abs(g) < mn:
        return True
    if (op.tol == "minmax" or fm) and w == 0 and g == 0:
        return True
    ulps = abs(ulp_index(rt.elem, want) - ulp_index(rt.elem, got))
    tol = op.tol
    if tol == "exact" or (tol == "fma" and not fm):
        return False
    if tol in ("fmuladd", "fma"):
        # Fused or not (fma with fast math's reassoc too): within one unit
        # of either (computed in double: the product of two elements is
        # exact there), or of a product flushed to zero where it is
        # subnormal.
        a, b, c = args
        fused = to_bits(rt.elem, a * b + c)
        split = to_bits(rt.elem, from_bits(rt.elem, to_bits(rt.elem, a * b)) + c)
        cands = [fused, split]
        if abs(a * b) < 2 * mn:
            cands.append(to_bits(rt.elem, c))
        return any(abs(ulp_index(rt.elem, r) - ulp_index(rt.elem, got)) <= 1
                   for r in cands) or abs(g - from_bits(rt.elem, fused)) <= mn
    if tol in ("fdiv", "sqrt"):
        # Precise: correctly rounded; fast math: MSL's 2.5 ULPs, for a
        # divisor in [2^-126, 2^126] only.
        if fm and tol == "fdiv" and not (2.0 ** -126 <= abs(args[1]) <= 2.0 ** 126):
            return True
        return ulps <= (3 if fm else 1)
    if tol == "transcendental":
        # MSL: 4 ULPs; fast math's exp and exp2 3 + floor(|2x|) ULPs, its
        # logarithms an absolute 2^-21 (within [0.5, 2]) or 3 ULPs.
        bound = 4
        if fm and op.name in ("exp", "exp2"):
            bound = max(4, 3 + math.floor(abs(2 * args[0])))
        return ulps <= bound or abs(w - g) < 2.0 ** -21
    if tol == "trig":
        return ulps <= 4 or abs(w - g) < 2.0 ** -13
    if tol == "pow":
        return ulps <= 16 or rel(w, g) < 2.0 ** -16
    return False


def rel(w, g):
    if w == g:
        return 0.0
    if math.isinf(w) or math.isinf(g):
        return math.inf
    return abs(w - g) / max(abs(w), abs(g))


def check(t, fm, chosen, inp, host, other):
    """Failures: (op name, lane, element, want, got)."""
    bad = []
    for k, (op, _, rt) in enumerate(chosen):
        if rt.elem == "i1":
            rt = rt.with_elem("i8")
        for lane in range(GRID):
            off = k * GRID * SLOT + lane * SLOT
            nb = rt.elem_bytes
            for e in range(rt.n):
                a = int.from_bytes(host[off + e * nb: off + (e + 1) * nb], "little")
                b = int.from_bytes(other[off + e * nb: off + (e + 1) * nb], "little")
                if a == b:
                    continue
                if not close(op, rt, fm, a, b, operands(t, op, k, lane, e, inp)):
                    bad.append((op.name, lane, e, a, b))
                    break
            if bad and bad[-1][0] == op.name:
                break
    return bad


def operands(t, op, k, lane, e, inp):
    """Operation k's operands of a lane's element e, as Python values."""
    out = []
    nb = t.elem_bytes
    for j in range(op.arity):
        off = k * 3 * GRID * SLOT + j * GRID * SLOT + lane * SLOT + e * nb
        b = int.from_bytes(inp[off:off + nb], "little")
        out.append(from_bits(t.elem, b) if t.is_float else b)
    return out


# --------------------------------------------------------------------------
# Running.

def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -1, "timed out after %d s" % timeout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("bin")
    ap.add_argument("work")
    ap.add_argument("--arch", default="applegpu_g13g,intelgpu_skl_gt2r6,intelgpu_icl_1x8x8r7")
    ap.add_argument("--translate-only", default="")
    ap.add_argument("--types", default="")
    ap.add_argument("--ops", default="")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--no-fast", action="store_true")
    ap.add_argument("--split", action="store_true",
                    help="translate each operation of a kernel that fails alone, to name them")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    metal_run = os.path.join(args.bin, "metal-run")
    metal_nt = os.path.join(args.bin, "metal-nt")
    archs = [a for a in args.arch.split(",") if a]
    tonly = [a for a in args.translate_only.split(",") if a]
    only = set(o for o in args.ops.split(",") if o)

    types = []
    for e in INTS + FLOATS:
        for n in WIDTHS:
            t = Ty(e, n)
            if args.types and t.name not in args.types.split(","):
                continue
            types.append((t, ""))
            if t.is_float and not args.no_fast:
                types.append((t, "fast"))

    jobs = []
    for t, fm in types:
        chosen = kernel_ops(t, fm, only)
        if chosen:
            jobs.append((t, fm, chosen))

    def one(job):
        """Every target's result for one kernel: [(label, ok, message)]."""
        t, fm, chosen = job
        name = kernel_name(t, fm)
        rng = random.Random("%d/%s" % (args.seed, name))
        d = os.path.join(args.work, name)
        os.makedirs(d, exist_ok=True)
        ll = os.path.join(d, name + ".ll")
        with open(ll, "w") as f:
            f.write(module([(name, write_kernel(name, t, fm, chosen))]))
        inp = inputs(t, fm, chosen, rng)
        with open(os.path.join(d, "in.bin"), "wb") as f:
            f.write(inp)
        size = len(chosen) * GRID * SLOT
        common = [ll, "-function=" + name, "-grid=%d" % GRID, "-threadgroup=32",
                  "-buffer=0:@" + os.path.join(d, "in.bin"),
                  "-buffer=1:zeros:%d" % size]
        results = []
        hostout = os.path.join(d, "host.bin")
        rc, text = run([metal_run] + common + ["-arch=host", "-output=1:" + hostout])
        if rc != 0:
            return [("%s host" % name, False, "the host did not run it: " + last(text))]
        host = open(hostout, "rb").read()
        for a in archs:
            outp = os.path.join(d, a + ".bin")
            rc, text = run([metal_run] + common + ["-arch=" + a, "-output=1:" + outp])
            label = "%s %s" % (name, a)
            if rc != 0:
                what = "internal error" if is_internal(rc, text) else "refused"
                why = split_report(t, fm, chosen, d, a, metal_nt) if args.split else ""
                results.append((label, False, "%s: %s%s" % (what, last(text), why)))
                continue
            bad = check(t, fm, chosen, inp, host, open(outp, "rb").read())
            if bad:
                msg = "; ".join("%s lane %d elem %d: host 0x%x, %s 0x%x" % (
                    o, l, e, w, a, g) for o, l, e, w, g in bad[:8])
                results.append((label, False, "%d operations differ: %s" % (len(bad), msg)))
            else:
                results.append((label, True, ""))
        for a in tonly:
            rc, text = run([metal_nt, "-arch", a, ll, "-o", os.path.join(d, a + ".o")])
            label = "%s %s" % (name, a)
            if rc != 0:
                what = "internal error" if is_internal(rc, text) else "refused"
                results.append((label, False, "%s: %s" % (what, last(text))))
            else:
                results.append((label, True, ""))
        return results

    passed = failed = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for results in (f.result() for f in as_completed([ex.submit(one, j) for j in jobs])):
            for label, ok, msg in results:
                if ok:
                    passed += 1
                else:
                    failed += 1
                    print("FAIL %s: %s" % (label, msg))
                    sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


def split_report(t, fm, chosen, d, arch, metal_nt):
    """Which operations of a kernel that did not translate fail, each alone."""
    names = []
    for op, lines, rt in chosen:
        name = "s_%s_%s" % (kernel_name(t, fm), op.name.replace(".", "_"))
        ll = os.path.join(d, name + ".ll")
        with open(ll, "w") as f:
            f.write(module([(name, write_kernel(name, t, fm, [(op, lines, rt)]))]))
        rc, text = run([metal_nt, "-arch", arch, ll, "-o", os.devnull], timeout=20)
        if rc != 0:
            names.append("%s (%s%s)" % (op.name, "internal error: " if is_internal(rc, text) else "",
                                        last(text)[:160]))
    return "\n    " + "\n    ".join(names) if names else ""


def last(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    for l in lines:
        if "error" in l.lower() or "Cannot select" in l:
            return l.strip()
    return lines[-1].strip() if lines else "(no output)"


if __name__ == "__main__":
    sys.exit(main())
