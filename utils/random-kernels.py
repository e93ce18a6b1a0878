#!/usr/bin/env python3
"""Differential testing of metal-run with random AIR compute kernels.

Each seed makes a random program: integer arithmetic (at 8, 16 and 64
bits too: operands truncated or extended to the width, the result brought
back), float arithmetic, AIR
builtins (min/max, mul_hi, clz, popcount, fmin/fmax, fabs, floor,
conversions), loops whose trip counts differ between threads, divergent
if/else, device buffer reads, threadgroup memory exchanged across a
barrier and private arrays indexed by per-thread values. The program is written out as an AIR kernel and run by
metal-run (or any -arch), and evaluated here, thread by thread, with exact
32-bit integer and IEEE binary32 semantics (Python computes in double and
rounds to binary32, which is exact for +, -, *, / of binary32 values). Every
integer must match exactly and every float equal the reference (the sign
of a zero from fmin/fmax aside: LLVM's minnum may return either).

  random-kernels.py METAL_RUN WORK_DIR --seeds A:B [--arch host] [--grids 100:32,64:64]

Prints one line per failing seed (with the command to reproduce it) and
"N passed, M failed".
"""
import argparse
import os
import random
import struct
import subprocess
import sys

ap = argparse.ArgumentParser()
ap.add_argument("metal_run")
ap.add_argument("work")
ap.add_argument("--seeds", default="0:20")
ap.add_argument("--arch", default="host")
ap.add_argument("--grids", default="100:32,64:64,37:16")
ap.add_argument("--check-codegen", metavar="GPU_MC",
                help="for intelgpu_* archs: translate each kernel with metal-nt (next "
                     "to METAL_RUN) and check every instruction with "
                     "test/intelgpu/Inputs/check-codegen.py (iga64 -Wall, decode and "
                     "re-encode)")
ap.add_argument("--option", action="append", default=[], metavar="OPTION",
                help="an option for metal-run and metal-nt (-intelgpu-simd-width=32)")
args = ap.parse_args()
INT_OPS = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
           "udiv", "srem", "smin", "umax", "mulhi", "clz", "popcount", "select", "fptosi", "narrow"]
FLOAT_OPS = ["fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "fabs", "floor", "sitofp"]
KINDS = ["int", "float", "loop", "branch", "exchange", "private"]

MASK = 0xFFFFFFFF


def s32(v):
    v &= MASK
    return v - (1 << 32) if v >> 31 else v


def f32(x):
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return float("inf") if x > 0 else float("-inf")


def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


class Gen:
    """Builds the IR text and, in parallel, a Python closure per value."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.allocas = []  # private arrays, at the entry block's start
        self.n = 0
        self.decls = set()
        self.label = 0

    def tmp(self):
        self.n += 1
        return "%%t%d" % self.n

    def block(self):
        self.label += 1
        return "b%d" % self.label

    def emit(self, text):
        self.lines.append("  " + text)

    def declare(self, d):
        self.decls.add(d)

    # Each value: (ir name, "i32"|"float", fn(env) -> python value)

    def int_leaf(self, ints):
        r = self.rng.random()
        if r < 0.5:
            return self.rng.choice(ints)
        c = self.rng.choice([0, 1, 2, 3, 7, 31, 255, -1, -7, 0x7FFFFFFF, -0x80000000, self.rng.randint(-1000, 1000)])
        return (str(c), "i32", lambda env, c=c: s32(c))

    def float_leaf(self, floats):
        if self.rng.random() < 0.6:
            return self.rng.choice(floats)
        c = f32(self.rng.choice([0.0, 1.0, -1.0, 0.5, 3.25, -2.75, self.rng.uniform(-100, 100)]))
        return ("0x%016X" % struct.unpack("<Q", struct.pack("<d", c))[0], "float", lambda env, c=c: c)

    def int_expr(self, ints, floats, depth):
        if depth == 0:
            return self.int_leaf(ints)
        a = self.int_expr(ints, floats, depth - 1)
        b = self.int_expr(ints, floats, depth - 1)
        op = self.rng.choice(INT_OPS)
        t = self.tmp()
        fa, fb = a[2], b[2]
        if op in ("add", "sub", "mul", "and", "or", "xor"):
            self.emit("%s = %s i32 %s, %s" % (t, op, a[0], b[0]))
            f = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
                 "and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y}[op]
            return (t, "i32", lambda env: s32(f(fa(env), fb(env))))
        if op in ("shl", "lshr", "ashr"):
            amt = self.tmp()
            self.emit("%s = and i32 %s, 31" % (amt, b[0]))
            self.emit("%s = %s i32 %s, %s" % (t, op, a[0], amt))
            if op == "shl":
                return (t, "i32", lambda env: s32(fa(env) << (fb(env) & 31)))
            if op == "lshr":
                return (t, "i32", lambda env: s32((fa(env) & MASK) >> (fb(env) & 31)))
            return (t, "i32", lambda env: s32(fa(env) >> (fb(env) & 31)))
        if op in ("udiv", "srem"):
            # A divisor that is never 0, nor -1 (INT_MIN / -1).
            d = self.tmp()
            self.emit("%s = or i32 %s, 2" % (d, b[0]))
            d2 = self.tmp()
            self.emit("%s = and i32 %s, 1023" % (d2, d))
            self.emit("%s = %s i32 %s, %s" % (t, op, a[0], d2))
            if op == "udiv":
                return (t, "i32", lambda env: s32((fa(env) & MASK) // ((fb(env) | 2) & 1023)))
            def srem(env):
                x, y = fa(env), (fb(env) | 2) & 1023
                r = abs(x) % y
                return s32(-r if x < 0 else r)
            return (t, "i32", srem)
        if op in ("smin", "umax"):
            name = "air.min.s.i32" if op == "smin" else "air.max.u.i32"
            self.declare("declare i32 @%s(i32, i32)" % name)
            self.emit("%s = call i32 @%s(i32 %s, i32 %s)" % (t, name, a[0], b[0]))
            if op == "smin":
                return (t, "i32", lambda env: min(fa(env), fb(env)))
            return (t, "i32", lambda env: s32(max(fa(env) & MASK, fb(env) & MASK)))
        if op == "mulhi":
            self.declare("declare i32 @air.mul_hi.u.i32(i32, i32)")
            self.emit("%s = call i32 @air.mul_hi.u.i32(i32 %s, i32 %s)" % (t, a[0], b[0]))
            return (t, "i32", lambda env: s32(((fa(env) & MASK) * (fb(env) & MASK)) >> 32))
        if op == "clz":
            self.declare("declare i32 @air.clz.i32(i32, i1)")
            self.emit("%s = call i32 @air.clz.i32(i32 %s, i1 false)" % (t, a[0]))
            return (t, "i32", lambda env: 32 - (fa(env) & MASK).bit_length())
        if op == "popcount":
            self.declare("declare i32 @air.popcount.i32(i32)")
            self.emit("%s = call i32 @air.popcount.i32(i32 %s)" % (t, a[0]))
            return (t, "i32", lambda env: bin(fa(env) & MASK).count("1"))
        if op == "narrow":
            return self.narrow_expr(a, b)
        if op == "select":
            c = self.tmp()
            self.emit("%s = icmp slt i32 %s, %s" % (c, a[0], b[0]))
            self.emit("%s = select i1 %s, i32 %s, i32 %s" % (t, c, b[0], a[0]))
            return (t, "i32", lambda env: fb(env) if fa(env) < fb(env) else fa(env))
        # fptosi of a float clamped to [-1e6, 1e6]
        x = self.float_expr(ints, floats, depth - 1)
        fx = x[2]
        self.declare("declare float @air.fmin.f32(float, float)")
        self.declare("declare float @air.fmax.f32(float, float)")
        lo, hi = self.tmp(), self.tmp()
        self.emit("%s = call float @air.fmax.f32(float %s, float -1.0e6)" % (lo, x[0]))
        self.emit("%s = call float @air.fmin.f32(float %s, float 1.0e6)" % (hi, lo))
        self.emit("%s = fptosi float %s to i32" % (t, hi))

        def conv(env):
            v = fx(env)
            if v != v:
                v = -1e6  # fmax(NaN, -1e6) = -1e6
            return int(min(max(v, -1e6), 1e6))
        return (t, "i32", conv)

    def narrow_expr(self, a, b):
        """An operation at 8, 16 or 64 bits: both operands sign- or
        zero-extended (or truncated) to the width, the result brought back
        to 32 bits, each step with its exact meaning."""
        w = self.rng.choice([8, 16, 64])
        op = self.rng.choice(["add", "sub", "mul", "xor", "lshr", "ashr", "udiv", "srem",
                              "smax", "umin", "rotl", "abs", "mulhi"])
        ext = self.rng.choice(["sext", "zext"])
        mask = (1 << w) - 1

        def signed(v):
            v &= mask
            return v - (1 << w) if v >> (w - 1) else v

        def to_w(name, f):
            t = self.tmp()
            if w < 32:
                self.emit("%s = trunc i32 %s to i%d" % (t, name, w))
                return t, lambda env: signed(f(env))
            self.emit("%s = %s i32 %s to i64" % (t, ext, name))
            if ext == "sext":
                return t, lambda env: f(env)
            return t, lambda env: signed(f(env) & MASK)
        x, fx = to_w(a[0], a[2])
        y, fy = to_w(b[0], b[2])
        r = self.tmp()
        if op in ("lshr", "ashr"):
            amt = self.tmp()
            self.emit("%s = and i%d %s, %d" % (amt, w, y, w - 1))
            self.emit("%s = %s i%d %s, %s" % (r, op, w, x, amt))
            if op == "lshr":
                fr = lambda env: signed((fx(env) & mask) >> (fy(env) & (w - 1)))
            else:
                fr = lambda env: signed(fx(env) >> (fy(env) & (w - 1)))
        elif op in ("udiv", "srem"):
            # A divisor that is never 0 nor -1.
            d = self.tmp()
            self.emit("%s = and i%d %s, 63" % (d, w, y))
            d2 = self.tmp()
            self.emit("%s = or i%d %s, 2" % (d2, w, d))
            self.emit("%s = %s i%d %s, %s" % (r, op, w, x, d2))
            div = lambda env: (fy(env) & 63) | 2
            if op == "udiv":
                fr = lambda env: signed((fx(env) & mask) // div(env))
            else:
                def fr(env):
                    v, m = fx(env), div(env)
                    q = abs(v) % m
                    return signed(-q if v < 0 else q)
        elif op == "rotl":
            # (x << k) | (x >> (w - k)) for a constant k: what the DAG
            # combiner makes a rotate.
            k = self.rng.randrange(1, w)
            hi, lo = self.tmp(), self.tmp()
            self.emit("%s = shl i%d %s, %d" % (hi, w, x, k))
            self.emit("%s = lshr i%d %s, %d" % (lo, w, x, w - k))
            self.emit("%s = or i%d %s, %s" % (r, w, hi, lo))
            fr = lambda env: signed(((fx(env) & mask) << k) | ((fx(env) & mask) >> (w - k)))
        elif op == "mulhi":
            # The high half of the double-width product (MSL mulhi; 128
            # bits wide for 64-bit operands), signed or not as extended.
            sign = "s" if ext == "sext" else "u"
            if w == 64:
                # Operands with all 64 bits in play: (x << 32) | low half
                # of y, and the other way round.
                def spread(p, fp, q, fq):
                    hi, lo, t = self.tmp(), self.tmp(), self.tmp()
                    self.emit("%s = shl i64 %s, 32" % (hi, p))
                    self.emit("%s = and i64 %s, 4294967295" % (lo, q))
                    self.emit("%s = or i64 %s, %s" % (t, hi, lo))
                    return t, lambda env: signed(((fp(env) & MASK) << 32) | (fq(env) & MASK))
                (x, fx), (y, fy) = spread(x, fx, y, fy), spread(y, fy, x, fx)
            self.declare("declare i%d @air.mul_hi.%s.i%d(i%d, i%d)" % (w, sign, w, w, w))
            self.emit("%s = call i%d @air.mul_hi.%s.i%d(i%d %s, i%d %s)" % (r, w, sign, w, w, x, w, y))
            if sign == "s":
                fr = lambda env: signed((fx(env) * fy(env)) >> w)
            else:
                fr = lambda env: signed(((fx(env) & mask) * (fy(env) & mask)) >> w)
        elif op == "abs":
            self.declare("declare i%d @llvm.abs.i%d(i%d, i1)" % (w, w, w))
            self.emit("%s = call i%d @llvm.abs.i%d(i%d %s, i1 false)" % (r, w, w, w, x))
            fr = lambda env: signed(abs(fx(env)))
        elif op in ("smax", "umin"):
            self.declare("declare i%d @llvm.%s.i%d(i%d, i%d)" % (w, op, w, w, w))
            self.emit("%s = call i%d @llvm.%s.i%d(i%d %s, i%d %s)" % (r, w, op, w, w, x, w, y))
            if op == "smax":
                fr = lambda env: max(fx(env), fy(env))
            else:
                fr = lambda env: signed(min(fx(env) & mask, fy(env) & mask))
        else:
            self.emit("%s = %s i%d %s, %s" % (r, op, w, x, y))
            f = {"add": lambda p, q: p + q, "sub": lambda p, q: p - q,
                 "mul": lambda p, q: p * q, "xor": lambda p, q: p ^ q}[op]
            fr = lambda env: signed(f(fx(env), fy(env)))
        t = self.tmp()
        if w < 32:
            self.emit("%s = %s i%d %s to i32" % (t, ext, w, r))
            if ext == "sext":
                return (t, "i32", lambda env: fr(env))
            return (t, "i32", lambda env: s32(fr(env) & mask))
        # 64 bits: the high half folded into the low one.
        hi, lo, hi32 = self.tmp(), self.tmp(), self.tmp()
        self.emit("%s = lshr i64 %s, 32" % (hi, r))
        self.emit("%s = trunc i64 %s to i32" % (hi32, hi))
        self.emit("%s = trunc i64 %s to i32" % (lo, r))
        self.emit("%s = xor i32 %s, %s" % (t, lo, hi32))
        return (t, "i32", lambda env: s32((fr(env) & MASK) ^ ((fr(env) & mask) >> 32)))

    def float_expr(self, ints, floats, depth):
        if depth == 0:
            return self.float_leaf(floats)
        op = self.rng.choice(FLOAT_OPS)
        t = self.tmp()
        if op == "sitofp":
            a = self.int_expr(ints, floats, depth - 1)
            fa = a[2]
            self.emit("%s = sitofp i32 %s to float" % (t, a[0]))
            return (t, "float", lambda env: f32(float(fa(env))))
        a = self.float_expr(ints, floats, depth - 1)
        fa = a[2]
        if op in ("fabs", "floor"):
            self.declare("declare float @air.%s.f32(float)" % op)
            self.emit("%s = call float @air.%s.f32(float %s)" % (t, op, a[0]))
            import math
            f = abs if op == "fabs" else (lambda v: v if v != v or v in (float("inf"), float("-inf")) else float(math.floor(v)))
            return (t, "float", lambda env: f32(f(fa(env))))
        b = self.float_expr(ints, floats, depth - 1)
        fb = b[2]
        if op in ("fmin", "fmax"):
            self.declare("declare float @air.%s.f32(float, float)" % op)
            self.emit("%s = call float @air.%s.f32(float %s, float %s)" % (t, op, a[0], b[0]))

            def mm(env, op=op):
                x, y = fa(env), fb(env)
                if x != x:
                    return y
                if y != y:
                    return x
                return min(x, y) if op == "fmin" else max(x, y)
            return (t, "float", mm)
        if op == "fdiv":
            # Divide by 1 + |b|: never 0.
            d1, d2 = self.tmp(), self.tmp()
            self.declare("declare float @air.fabs.f32(float)")
            self.emit("%s = call float @air.fabs.f32(float %s)" % (d1, b[0]))
            self.emit("%s = fadd float %s, 1.0" % (d2, d1))
            self.emit("%s = fdiv float %s, %s" % (t, a[0], d2))

            def div(env):
                y = f32(abs(fb(env)) + 1.0)
                x = fa(env)
                if y == float("inf"):
                    return f32(x / y) if x == x and abs(x) != float("inf") else float("nan")
                return f32(x / y)
            return (t, "float", div)
        self.emit("%s = %s float %s, %s" % (t, op, a[0], b[0]))
        f = {"fadd": lambda x, y: x + y, "fsub": lambda x, y: x - y, "fmul": lambda x, y: x * y}[op]

        def arith(env):
            x, y = fa(env), fb(env)
            try:
                return f32(f(x, y))
            except (OverflowError, ValueError):
                return float("nan")
        return (t, "float", arith)


def program(seed):
    rng = random.Random(seed)
    g = Gen(rng)
    ints = [("%gid", "i32", lambda env: env["gid"]), ("%lid", "i32", lambda env: env["lid"]),
            ("%x", "i32", lambda env: env["x"])]
    floats = [("%y", "float", lambda env: env["y"])]
    g.emit("%g = zext i32 %gid to i64")
    g.emit("%xp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g")
    g.emit("%x = load i32, ptr addrspace(1) %xp, align 4")
    g.emit("%yp = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %g")
    g.emit("%y = load float, ptr addrspace(1) %yp, align 4")
    steps = []
    for _ in range(rng.randint(2, 5)):
        kind = rng.choice(KINDS)
        if kind == "int":
            ints.append(g.int_expr(ints, floats, rng.randint(1, 3)))
        elif kind == "float":
            floats.append(g.float_expr(ints, floats, rng.randint(1, 3)))
        elif kind == "loop":
            # acc = init; for (i = 0; i < (n & 7); ++i) acc = acc * 3 + i ^ k
            n = g.int_leaf(ints)
            init = g.int_leaf(ints)
            k = rng.randint(0, 100)
            pre, head, body, done = g.block(), g.block(), g.block(), g.block()
            cnt, acc, i2, acc2, cond = g.tmp(), g.tmp(), g.tmp(), g.tmp(), g.tmp()
            m, i = g.tmp(), g.tmp()
            g.emit("%s = and i32 %s, 7" % (m, n[0]))
            g.emit("br label %%%s" % pre)
            g.lines.append("%s:" % pre)
            g.emit("br label %%%s" % head)
            g.lines.append("%s:" % head)
            g.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]" % (i, pre, i2, body))
            g.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]" % (acc, init[0], pre, acc2, body))
            g.emit("%s = icmp slt i32 %s, %s" % (cond, i, m))
            g.emit("br i1 %s, label %%%s, label %%%s" % (cond, body, done))
            g.lines.append("%s:" % body)
            t1, t2 = g.tmp(), g.tmp()
            g.emit("%s = mul i32 %s, 3" % (t1, acc))
            g.emit("%s = add i32 %s, %s" % (t2, t1, i))
            g.emit("%s = xor i32 %s, %d" % (acc2, t2, k))
            g.emit("%s = add i32 %s, 1" % (i2, i))
            g.emit("br label %%%s" % head)
            g.lines.append("%s:" % done)
            fn, fi = n[2], init[2]

            def loop(env, fn=fn, fi=fi, k=k):
                a = fi(env)
                for j in range(fn(env) & 7):
                    a = s32((s32(a * 3) + j) ^ k)
                return a
            ints.append((acc, "i32", loop))
        elif kind == "branch":
            # v = (c < d) ? e1 : e2, computed in two divergent blocks.
            c = g.int_leaf(ints)
            d = g.int_leaf(ints)
            cond = g.tmp()
            g.emit("%s = icmp slt i32 %s, %s" % (cond, c[0], d[0]))
            then, other, join = g.block(), g.block(), g.block()
            g.emit("br i1 %s, label %%%s, label %%%s" % (cond, then, other))
            g.lines.append("%s:" % then)
            e1 = g.int_expr(ints, floats, 2)
            g.emit("br label %%%s" % join)
            g.lines.append("%s:" % other)
            e2 = g.int_expr(ints, floats, 2)
            g.emit("br label %%%s" % join)
            g.lines.append("%s:" % join)
            v = g.tmp()
            # The blocks that end in the join are the last ones each arm opened.
            g.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]" % (v, e1[0], then, e2[0], other))
            fc, fd, f1, f2 = c[2], d[2], e1[2], e2[2]
            ints.append((v, "i32", lambda env, fc=fc, fd=fd, f1=f1, f2=f2:
                         f1(env) if fc(env) < fd(env) else f2(env)))
        elif kind == "private":
            # A private int[8]: element j = v * j + c_j, then element
            # (b & 7) = w, then element (a & 7) is read, b and a differing
            # between threads: the array stays in memory.
            v = g.int_expr(ints, floats, 1)
            w = g.int_expr(ints, floats, 1)
            a, b = g.int_leaf(ints), g.int_leaf(ints)
            arr = g.tmp()
            g.allocas.append("%s = alloca [8 x i32], align 4" % arr)
            consts = [rng.randint(-1000, 1000) for _ in range(8)]
            for j in range(8):
                m, e, p = g.tmp(), g.tmp(), g.tmp()
                g.emit("%s = mul i32 %s, %d" % (m, v[0], j))
                g.emit("%s = add i32 %s, %d" % (e, m, consts[j]))
                g.emit("%s = getelementptr inbounds [8 x i32], ptr %s, i32 0, i32 %d" % (p, arr, j))
                g.emit("store i32 %s, ptr %s, align 4" % (e, p))
            bi, bp, ai, ap_, r = g.tmp(), g.tmp(), g.tmp(), g.tmp(), g.tmp()
            g.emit("%s = and i32 %s, 7" % (bi, b[0]))
            g.emit("%s = getelementptr inbounds [8 x i32], ptr %s, i32 0, i32 %s" % (bp, arr, bi))
            g.emit("store i32 %s, ptr %s, align 4" % (w[0], bp))
            g.emit("%s = and i32 %s, 7" % (ai, a[0]))
            g.emit("%s = getelementptr inbounds [8 x i32], ptr %s, i32 0, i32 %s" % (ap_, arr, ai))
            g.emit("%s = load i32, ptr %s, align 4" % (r, ap_))
            fv, fw, fa, fb = v[2], w[2], a[2], b[2]

            def element(env, fv=fv, fw=fw, fa=fa, fb=fb, consts=consts):
                i = fa(env) & 7
                if i == fb(env) & 7:
                    return fw(env)
                return s32(s32(fv(env) * i) + consts[i])
            ints.append((r, "i32", element))
        else:
            # Every thread publishes a value in threadgroup memory; after a
            # barrier each reads its neighbour's (lid + k) mod group size.
            if "exchanged" in g.__dict__:
                continue
            g.exchanged = True
            v = g.int_expr(ints, floats, 1)
            k = rng.randint(1, 40)
            lp, nb, sum_, idx, np_, w = g.tmp(), g.tmp(), g.tmp(), g.tmp(), g.tmp(), g.tmp()
            g.emit("%s = getelementptr inbounds i32, ptr addrspace(3) %%tg, i32 %%lid" % lp)
            g.emit("store i32 %s, ptr addrspace(3) %s, align 4" % (v[0], lp))
            g.emit("call void @air.wg.barrier(i32 2, i32 1)")
            g.emit("%s = add i32 %%lid, %d" % (sum_, k))
            g.emit("%s = urem i32 %s, %%size" % (idx, sum_))
            g.emit("%s = getelementptr inbounds i32, ptr addrspace(3) %%tg, i32 %s" % (np_, idx))
            g.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (w, np_))
            fv = v[2]

            def neighbour(env, fv=fv, k=k):
                j = (env["lid"] + k) % env["size"]
                return fv(env["peers"][j])
            ints.append((w, "i32", neighbour))
    if len(ints) == 3:
        ints.append(g.int_expr(ints, floats, 2))
    rf = floats[-1] if len(floats) > 1 else g.float_expr(ints, floats, 2)
    # Every value computed reaches the output: the integer output folds
    # them all (h = h * 1000003 + v), floats by their bits with -0 as +0
    # and one NaN (LLVM fixes neither).
    parts = list(ints[3:])
    for fv in floats[1:]:
        z, nan, b, c = g.tmp(), g.tmp(), g.tmp(), g.tmp()
        g.emit("%s = fadd float %s, 0.0" % (z, fv[0]))
        g.emit("%s = fcmp uno float %s, %s" % (nan, z, z))
        g.emit("%s = bitcast float %s to i32" % (b, z))
        g.emit("%s = select i1 %s, i32 2143289344, i32 %s" % (c, nan, b))

        def canon(env, f=fv[2]):
            v = f(env)
            return 0x7FC00000 if v != v else s32(fbits(f32(v + 0.0)))
        parts.append((c, "i32", canon))
    h, fh = "0", (lambda env: 0)
    for v in parts:
        m, a = g.tmp(), g.tmp()
        g.emit("%s = mul i32 %s, 1000003" % (m, h))
        g.emit("%s = add i32 %s, %s" % (a, m, v[0]))
        h, fh = a, (lambda env, prev=fh, f=v[2]: s32(s32(prev(env) * 1000003) + f(env)))
    ri = (h, "i32", fh)
    g.emit("%op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g")
    g.emit("store i32 %s, ptr addrspace(1) %%op, align 4" % ri[0])
    g.emit("%fp = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %g")
    g.emit("store float %s, ptr addrspace(1) %%fp, align 4" % rf[0])
    g.emit("ret void")
    g.declare("declare void @air.wg.barrier(i32, i32)")
    text = 'target triple = "air64-apple-macosx14.0.0"\n\n'
    tg = "ptr addrspace(3) %tg, "
    text += ("define void @k(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, "
             "ptr addrspace(1) %fout, " + tg + "i32 %gid, i32 %lid, i32 %size) {\nentry:\n")
    text += "\n".join(["  " + a for a in g.allocas] + g.lines) + "\n}\n\n" + "\n".join(sorted(g.decls)) + "\n\n"
    args_md = "!10, !11, !12, !13, !14, !15, !16, !17"
    text += "!air.kernel = !{!0}\n!0 = !{ptr @k, !1, !2}\n!1 = !{}\n!2 = !{%s}\n" % args_md
    first_builtin = 5
    for i, (name, typ) in enumerate([("in", "int"), ("fin", "float"), ("out", "int"), ("fout", "float")]):
        text += ('!%d = !{i32 %d, !"air.buffer", !"air.location_index", i32 %d, i32 1, !"air.read_write", '
                 '!"air.address_space", i32 1, !"air.arg_type_name", !"%s", !"air.arg_name", !"%s"}\n'
                 % (10 + i, i, i, typ, name))
    text += ('!14 = !{i32 4, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", '
             '!"air.address_space", i32 3, !"air.arg_type_name", !"int", !"air.arg_name", !"tg"}\n')
    text += '!15 = !{i32 %d, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint"}\n' % first_builtin
    text += '!16 = !{i32 %d, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint"}\n' % (first_builtin + 1)
    text += '!17 = !{i32 %d, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint"}\n' % (first_builtin + 2)
    return text, ri[2], rf[2]


def check(seed, n, t):
    text, fint, ffloat = program(seed)
    d = os.path.join(args.work, "s%d-%d-%d" % (seed, n, t))
    os.makedirs(d, exist_ok=True)
    ll = os.path.join(d, "k.ll")
    open(ll, "w").write(text)
    rng = random.Random(seed * 7919 + n)
    xs = [rng.choice([0, 1, -1, 5, 0x7FFFFFFF, -0x80000000, rng.randint(-10**9, 10**9)]) for _ in range(n)]
    ys = [f32(rng.choice([0.0, -0.0, 1.5, -3.0, rng.uniform(-1e3, 1e3)])) for _ in range(n)]
    open(os.path.join(d, "in.bin"), "wb").write(struct.pack("<%di" % n, *xs))
    open(os.path.join(d, "fin.bin"), "wb").write(struct.pack("<%df" % n, *ys))
    cmd = [args.metal_run, ll, "-function=k", "-arch=" + args.arch, "-grid=%d" % n, "-threadgroup=%d" % t,
           "-buffer=0:@" + os.path.join(d, "in.bin"), "-buffer=1:@" + os.path.join(d, "fin.bin"),
           "-buffer=2:zeros:%d" % (4 * n), "-buffer=3:zeros:%d" % (4 * n),
           "-output=2:" + os.path.join(d, "out.bin"), "-output=3:" + os.path.join(d, "fout.bin")]
    cmd.append("-threadgroup-memory=0:%d" % (4 * t))
    cmd += args.option
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        return "metal-run failed: %s\n  %s" % (p.stderr.strip()[-300:], " ".join(cmd))
    if args.check_codegen and args.arch.startswith("intelgpu"):
        nt = os.path.join(os.path.dirname(args.metal_run), "metal-nt")
        obj = os.path.join(d, "k.bin")
        steps = [[nt if os.path.dirname(args.metal_run) else "metal-nt", "-arch", args.arch, ll,
                  "-o", obj] + args.option,
                 [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                               "test", "intelgpu", "Inputs", "check-codegen.py"),
                  obj, args.check_codegen]]
        for step in steps:
            q = subprocess.run(step, capture_output=True, text=True)
            if q.returncode != 0:
                return "%s: %s" % (os.path.basename(step[0]), (q.stdout + q.stderr).strip()[-300:])
    out = struct.unpack("<%di" % n, open(os.path.join(d, "out.bin"), "rb").read())
    fout = struct.unpack("<%dI" % n, open(os.path.join(d, "fout.bin"), "rb").read())
    envs = []
    for gid in range(n):
        size = min(t, n - (gid // t) * t)
        envs.append({"gid": gid, "lid": gid % t, "x": xs[gid], "y": ys[gid], "size": size})
    for gid in range(n):
        base = (gid // t) * t
        envs[gid]["peers"] = envs[base:base + envs[gid]["size"]]
    for gid in range(n):
        wi, wf = fint(envs[gid]), ffloat(envs[gid])
        got_f = struct.unpack("<f", struct.pack("<I", fout[gid]))[0]
        # Equal values (fmin/fmax may return either zero of +0 and -0, as
        # LLVM's minnum allows), or both NaN.
        same_f = got_f == wf or (wf != wf and got_f != got_f)
        if out[gid] != wi or not same_f:
            return "thread %d: got %d, %r; want %d, %r\n  %s" % (gid, out[gid], got_f, wi, wf, " ".join(cmd))
    return None


lo, hi = (int(v) for v in args.seeds.split(":"))
grids = [tuple(int(v) for v in g.split(":")) for g in args.grids.split(",")]
passed = failed = 0
for seed in range(lo, hi):
    for n, t in grids:
        err = check(seed, n, t)
        if err:
            failed += 1
            print("seed %d grid %d threadgroup %d: %s" % (seed, n, t, err))
        else:
            passed += 1
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
