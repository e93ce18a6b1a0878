#!/usr/bin/env python3
"""Runs every compute kernel of the MetalLibs given on the host executor
(the reference) and on a GPU simulator, with generated inputs, and compares
every buffer (metal-run -compare). A kernel the reference cannot run with
such inputs (an access outside the buffers, a texture, a time-out) is
skipped; one the simulator's translation refuses is counted apart; any other
difference is a failure, printed with metal-run's report.

  library-compare.py BIN_DIR WORK_DIR LIB.metallib... [--arch A]
                     [--timeout SECONDS] [--jobs N] [--max-ulp N] [--only RE]

A difference is not always a bug: inputs outside a function's domain
(pow of a negative base), summation orders (fast math) beyond --max-ulp
and --max-abs (a dot product of terms near 4 that sums to 0.01 differs by
hundreds of ULPs in another order; complex64_t buffers compare as floats),
and kernels whose threads race for lack of the dispatch shape they were
written for differ too. Read each.

The inputs are what most kernels of ML, image and simulation libraries
accept: function constants without a value false (bools) or 1, every
buffer 64 KiB, integers 1 to 16 (counts, sizes and indices
stay small), floats in [-2, 2] (halves and bfloats alike; 16-bit integer
buffers of a kernel whose name says bfloat16 or float16 hold such values,
as ML libraries store them, and are compared as such), a grid of 256 threads in threadgroups of 64
(64 x 8 in rows of 64, or 16 x 4 x 4 in rows of 16, when the kernel takes
a 2- or 3-dimensional position: ML kernels reduce along x), and 4 KiB of
each [[threadgroup(i)]] memory. Prints one line per kernel that differs and a
summary: "N same, M differ, K refused, S skipped".
"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

BUFFER_BYTES = 64 * 1024

ap = argparse.ArgumentParser()
ap.add_argument("bin")
ap.add_argument("work")
ap.add_argument("libs", nargs="+")
ap.add_argument("--arch", default="intelgpu_skl_gt2r6")
ap.add_argument("--timeout", type=float, default=30.0)
ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
ap.add_argument("--max-ulp", type=int, default=64)
ap.add_argument("--max-abs", type=float, default=1e-4,
                help="absolute float difference tolerated (sums that cancel)")
ap.add_argument("--only", default="", help="a regular expression kernels' names must match")
args = ap.parse_args()
os.makedirs(args.work, exist_ok=True)
metal_run = os.path.join(args.bin, "metal-run")
dump = os.path.join(args.bin, "airlib-dump")

FLOATS = ("float", "half", "bfloat")
INTS = ("int", "uint", "short", "ushort", "char", "uchar", "long", "ulong", "bool",
        "size_t", "uint32_t", "int32_t", "uint16_t", "int16_t", "uint8_t", "int8_t",
        "uint64_t", "int64_t")
COMPLEX = ("complex64_t", "complex64")  # MLX's complex numbers: two floats


def element(type_name):
    """The scalar a buffer's element type is made of ('float4' -> 'float'),
    or None for a struct or an unknown type."""
    base = re.sub(r"(packed_)?([a-z_0-9]+?)([234])?$", r"\2", type_name.strip())
    if base in COMPLEX:
        return "float"
    if base in FLOATS or base in INTS:
        return base
    return None


def fill(path, scalar, rng):
    """BUFFER_BYTES of generated values of one scalar type (or, for a
    struct, 32-bit words 1 to 16)."""
    if scalar in ("float",):
        data = struct.pack("<%df" % (BUFFER_BYTES // 4),
                           *[rng.uniform(-2, 2) for _ in range(BUFFER_BYTES // 4)])
    elif scalar == "half":
        data = struct.pack("<%de" % (BUFFER_BYTES // 2),
                           *[rng.uniform(-2, 2) for _ in range(BUFFER_BYTES // 2)])
    elif scalar == "bfloat":
        words = []
        for _ in range(BUFFER_BYTES // 2):
            bits = struct.unpack("<I", struct.pack("<f", rng.uniform(-2, 2)))[0]
            words.append(bits >> 16)
        data = struct.pack("<%dH" % len(words), *words)
    elif scalar in ("short", "ushort", "int16_t", "uint16_t"):
        data = struct.pack("<%dH" % (BUFFER_BYTES // 2),
                           *[rng.randint(1, 16) for _ in range(BUFFER_BYTES // 2)])
    elif scalar in ("char", "uchar", "int8_t", "uint8_t", "bool"):
        data = bytes(rng.randint(1, 16) if scalar != "bool" else rng.randint(0, 1)
                     for _ in range(BUFFER_BYTES))
    elif scalar in ("long", "ulong", "size_t", "int64_t", "uint64_t"):
        data = struct.pack("<%dQ" % (BUFFER_BYTES // 8),
                           *[rng.randint(1, 16) for _ in range(BUFFER_BYTES // 8)])
    else:
        data = struct.pack("<%dI" % (BUFFER_BYTES // 4),
                           *[rng.randint(1, 16) for _ in range(BUFFER_BYTES // 4)])
    with open(path, "wb") as f:
        f.write(data)


def kernels(lib):
    out = subprocess.run([dump, lib], capture_output=True, text=True).stdout
    names, kind = [], None
    for line in out.splitlines():
        m = re.match(r"\s*Name: (\S+)", line)
        if m:
            names.append([m.group(1), None])
        m = re.match(r"\s*Type: (\S+)", line)
        if m and names and names[-1][1] is None:
            names[-1][1] = m.group(1)
    return [n for n, t in names if t in (None, "Kernel", "kernel")]


def run(job):
    lib, name = job
    tag = re.sub(r"[^A-Za-z0-9_.-]", "_", os.path.basename(lib) + "-" + name)
    d = os.path.join(args.work, tag)
    os.makedirs(d, exist_ok=True)
    # Function constants without a value get one: false for a bool, 1
    # otherwise (a count or a factor, never a divisor of zero).
    constants = []
    for _ in range(16):
        listing = subprocess.run([metal_run, lib, "-function=" + name, "--list-arguments"] +
                                 constants, capture_output=True, text=True)
        m = re.search(r"function constant '([^']+)' \(index \d+, (\w+)\) has no value",
                      listing.stderr)
        if listing.returncode == 0 or not m:
            break
        constants.append("-constant=%s=%s" % (m.group(1), "0" if m.group(2) == "bool" else "1"))
    if listing.returncode != 0:
        return ("skipped", lib, name, listing.stderr.strip().splitlines()[-1:])
    rng = random.Random(tag)
    opts, dims = [], 1
    stored = ("bfloat" if re.search(r"bfloat16|bf16", name) else
              "half" if re.search(r"float16|f16|half", name) else None)
    for line in listing.stdout.splitlines():
        m = re.match(r"argument \d+: buffer\((\d+)\) (.*) '", line)
        if m:
            path = os.path.join(d, "b%s.bin" % m.group(1))
            scalar = element(m.group(2))
            if stored and scalar in ("ushort", "short", "uint16_t", "int16_t"):
                scalar = stored
                opts.append("-compare-type=%s:%s" % (m.group(1), stored))
            fill(path, scalar, rng)
            opts.append("-buffer=%s:@%s" % (m.group(1), path))
            if m.group(2).strip() in COMPLEX:
                opts.append("-compare-type=%s:float" % m.group(1))
            continue
        m = re.match(r"argument \d+: threadgroup\((\d+)\)", line)
        if m:
            opts.append("-threadgroup-memory=%s:4096" % m.group(1))
            continue
        if re.match(r"argument \d+: (texture|sampler)", line):
            return ("skipped", lib, name, ["textures"])
        m = re.match(r"argument \d+: air\.(thread_position_in_grid|"
                     r"threadgroup_position_in_grid|thread_position_in_threadgroup) (\w+?)([23])? ",
                     line)
        if m and m.group(3):
            dims = max(dims, int(m.group(3)))
    grid, group = {1: ("256", "64"), 2: ("64,8", "64,1"), 3: ("16,4,4", "16,1,1")}[dims]
    cmd = [metal_run, lib, "-function=" + name, "-grid=" + grid, "-threadgroup=" + group,
           "-compare=host," + args.arch, "-max-ulp=%d" % args.max_ulp,
           "-max-abs=%g" % args.max_abs,
           "-timeout=%d" % int(args.timeout)] + constants + opts
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=4 * args.timeout)
    except subprocess.TimeoutExpired:
        return ("skipped", lib, name, ["time-out"])
    text = (r.stdout + r.stderr).strip().splitlines()
    if r.returncode == 0 and all("differs" not in l for l in text):
        return ("same", lib, name, [])
    err = "\n".join(text)
    if args.arch + ": " in err and "error" in err and "differs" not in err:
        # the translation or the simulator failed; the host ran?
        if re.search(r"not supported|does not translate|unsupported|refused|is a recursive",
                     err):
            return ("refused", lib, name, text[-1:])
        return ("differ", lib, name, text[-3:])
    if "differs" in err:
        return ("differ", lib, name, [l for l in text if "differs" in l][:4])
    return ("skipped", lib, name, text[-1:])


jobs = [(lib, k) for lib in args.libs for k in kernels(lib)
        if not args.only or re.search(args.only, k)]
counts = {"same": 0, "differ": 0, "refused": 0, "skipped": 0}
with ThreadPoolExecutor(args.jobs) as pool:
    for status, lib, name, lines in pool.map(run, jobs):
        counts[status] += 1
        if status == "differ":
            print("DIFFER %s %s:\n  %s" % (os.path.basename(lib), name, "\n  ".join(lines)))
            sys.stdout.flush()
print("%d same, %d differ, %d refused, %d skipped" %
      (counts["same"], counts["differ"], counts["refused"], counts["skipped"]))
sys.exit(1 if counts["differ"] else 0)
