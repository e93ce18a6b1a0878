"""What the tests that run kernels under metal-run share: binary32,
binary16 and bfloat rounding, a dispatch with its buffers, and
element-wise comparisons (exact, or within a bound)."""
import math
import os
import struct
import subprocess

# --- number formats -------------------------------------------------------


def f32(x):
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def f16(x):
    try:
        return struct.unpack("<e", struct.pack("<e", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bitsf(u):
    return struct.unpack("<f", struct.pack("<I", u))[0]


def hbits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def bitsh(u):
    return struct.unpack("<e", struct.pack("<H", u))[0]


def bf16_bits(x):
    """binary32 value -> bfloat bits, round to nearest even."""
    b = fbits(x)
    if x != x:
        return (b >> 16) | 0x40
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF


def bf16(x):
    return bitsf(bf16_bits(f32(x)) << 16)


def ulp32(x):
    x = abs(x)
    if x < 2.0 ** -126:
        return 2.0 ** -149
    return 2.0 ** (math.frexp(x)[1] - 24)


def ulp16(x):
    x = abs(x)
    if x < 2.0 ** -14:
        return 2.0 ** -24
    return 2.0 ** (math.frexp(x)[1] - 11)


# --- running a kernel -----------------------------------------------------


class Mismatch(Exception):
    pass


FMT_SIZE = {"f": 4, "e": 2, "I": 4, "i": 4, "H": 2, "h": 2, "B": 1}


class Run:
    """One dispatch of Run.library's kernel: buffers in, buffers out, files
    under Run.work. extra: more metal-run options (-constant=...). The
    executor is metal-run's default (the host) unless METALRUN_ARCH names
    another (applegpu_g13g: the G13 simulator running our translation);
    METALRUN_OPTIONS adds options to every run (-intelgpu-simd-width=32)."""
    counter = 0
    library = work = None
    arch = os.environ.get("METALRUN_ARCH")
    options = os.environ.get("METALRUN_OPTIONS", "").split()

    def __init__(self, kernel, grid, tg, extra=()):
        Run.counter += 1
        self.kernel = kernel
        self.dir = os.path.join(Run.work, "%s-%d" % (kernel, Run.counter))
        os.makedirs(self.dir, exist_ok=True)
        self.args = [Run.library, "-function=" + kernel,
                     "-grid=" + ",".join(map(str, grid)),
                     "-threadgroup=" + ",".join(map(str, tg))] + list(extra)
        if Run.arch:
            self.args.append("-arch=" + Run.arch)
        self.args += Run.options
        self.outs = {}

    def buf(self, index, fmt, values):
        path = os.path.join(self.dir, "in%d.bin" % index)
        with open(path, "wb") as f:
            f.write(struct.pack("<%d%s" % (len(values), fmt), *values))
        self.args.append("-buffer=%d:@%s" % (index, path))
        return self

    def zeros(self, index, fmt, count):
        self.args.append("-buffer=%d:zeros:%d" % (index, count * FMT_SIZE[fmt]))
        return self

    def out(self, index, fmt):
        path = os.path.join(self.dir, "out%d.bin" % index)
        self.args.append("-output=%d:%s" % (index, path))
        self.outs[index] = (fmt, path)
        return self

    def run(self):
        p = subprocess.run(["metal-run"] + self.args, capture_output=True, text=True)
        if p.returncode != 0:
            raise Mismatch("metal-run %s failed:\n%s" % (" ".join(self.args), p.stderr))
        result = {}
        for index, (fmt, path) in self.outs.items():
            data = open(path, "rb").read()
            n = len(data) // FMT_SIZE[fmt]
            result[index] = list(struct.unpack("<%d%s" % (n, fmt), data))
        return result


def same_value(a, b):
    if a != a or b != b:
        return a != a and b != b
    # The sign of a zero is exact on the host. On a GPU simulator it is
    # left to the hardware where the kernel's fast math (nsz, Metal's
    # default) allows: Apple's fmul gives +0 for (-x) * 0 (applegpu fma.py).
    if Run.arch and a == 0 and b == 0:
        return True
    return a == b and math.copysign(1, a) == math.copysign(1, b)


def check(what, got, want, tol=None):
    """Elementwise: exact (NaN matches NaN, -0 differs from 0), or within
    tol(want) of the expectation."""
    if len(got) != len(want):
        raise Mismatch("%s: %d elements, expected %d" % (what, len(got), len(want)))
    for i, (g, w) in enumerate(zip(got, want)):
        if w is None:
            continue
        ok = same_value(g, w) if tol is None else (
            same_value(g, w) or abs(g - w) <= tol(w))
        if not ok:
            raise Mismatch("%s[%d]: got %r, expected %r" % (what, i, g, w))


def ulps32(n):
    return lambda w: n * ulp32(w)


def ulps16(n):
    return lambda w: n * ulp16(w)


def relative(r):
    return lambda w: r * abs(w)


def exp_bound(x):
    """MSL fast-math exp: <= 3 + floor(|2x|) ulp."""
    return 3 + math.floor(abs(2 * x))


def run_cases(cases):
    """Runs each (check, *args); a check returns its description. Prints
    "ok DESCRIPTION" or "FAIL ..." per case; returns the exit status."""
    status = 0
    for fn, *args in cases:
        try:
            print("ok " + fn(*args))
        except Mismatch as e:
            print("FAIL %s" % e)
            status = 1
    return status
