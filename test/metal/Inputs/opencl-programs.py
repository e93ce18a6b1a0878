#!/usr/bin/env python3
"""Runs the OpenCL C programs of programs.cl on pocl (utils/opencl-run.py)
and, compiled by `metal`, on metal-run's executors, and compares every
output: with pocl's, and where the result is defined exactly, with values
computed here (the scan, the histogram, the sorted array).

  opencl-programs.py WORKDIR TOOLS_DIR OPENCL_RUN [--arch A ...]

Prints "ok <program> <executor>" per run, exits non-zero on a difference.
"""
import os
import random
import struct
import subprocess
import sys

work, tools, clrun = sys.argv[1:4]
archs = ["host"] + [sys.argv[i + 1] for i, a in enumerate(sys.argv) if a == "--arch"]
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs.cl")
os.makedirs(work, exist_ok=True)
lib = os.path.join(work, "programs.metallib")
subprocess.check_call([os.path.join(tools, "metal"), "-x", "cl", src, "-o", lib])
rng = random.Random(7)


def write(name, data):
    path = os.path.join(work, name)
    open(path, "wb").write(data)
    return path


def run(who, kernel, grid, tg, buffers, local=(), outputs=(), state=None):
    """One dispatch. buffers: {index: bytes}; outputs: indices to read back.
    state: {index: path} of buffers carried from the previous dispatch."""
    args = ["-function=" + kernel, "-grid=" + grid, "-threadgroup=" + tg]
    for i, data in buffers.items():
        path = (state or {}).get(i) or write("%s.%s.in%d" % (kernel, who, i), data)
        args.append("-buffer=%d:@%s" % (i, path))
    for i, size in local:
        args.append("-threadgroup-memory=%d:%d" % (i, size))
    outs = {}
    for i in outputs:
        outs[i] = os.path.join(work, "%s.%s.out%d" % (kernel, who, i))
        args.append("-output=%d:%s" % (i, outs[i]))
    if who == "pocl":
        cmd = [sys.executable, clrun, src] + args
    else:
        cmd = [os.path.join(tools, "metal-run"), lib, "-arch=" + who] + args
    subprocess.check_call(cmd)
    return {i: open(p, "rb").read() for i, p in outs.items()}, outs


def floats(b):
    return struct.unpack("<%df" % (len(b) // 4), b)


def close(a, b, rel):
    return all(abs(x - y) <= rel * max(1.0, abs(x)) for x, y in zip(a, b))


def check(name, who, ok, detail=""):
    if not ok:
        sys.exit("FAIL %s %s %s" % (name, who, detail))
    print("ok %s %s" % (name, who))


def u32(v):
    return struct.pack("<%dI" % len(v), *v)


def f32(v):
    return struct.pack("<%df" % len(v), *v)


# scan: 4 groups of 32 elements, exclusive sums per group.
data = [rng.randint(0, 1000) for _ in range(128)]
expect = []
for g in range(4):
    acc = 0
    for x in data[g * 32:(g + 1) * 32]:
        expect.append(acc)
        acc += x
for who in ["pocl"] + archs:
    out, _ = run(who, "scan", "64", "16", {0: u32(data), 1: bytes(512)},
                 local=[(2, 128)], outputs=[1])
    check("scan", who, list(struct.unpack("<128I", out[1])) == expect)

# matmul: 32 x 32, against pocl and a product computed here.
n = 32
A = [rng.uniform(-1, 1) for _ in range(n * n)]
B = [rng.uniform(-1, 1) for _ in range(n * n)]
ref_c = [sum(A[r * n + k] * B[k * n + c] for k in range(n)) for r in range(n) for c in range(n)]
pocl_c = None
for who in ["pocl"] + archs:
    out, _ = run(who, "matmul", "32,32", "8,8",
                 {0: f32(A), 1: f32(B), 2: bytes(4 * n * n), 3: struct.pack("<i", n)},
                 outputs=[2])
    c = floats(out[2])
    pocl_c = pocl_c or c
    check("matmul", who, close(c, ref_c, 1e-5) and close(c, pocl_c, 1e-6))

# reduce: per-group sums of squares, 8 groups of 32.
vals = [rng.uniform(-2, 2) for _ in range(256)]
ref_r = [sum(v * v for v in vals[g * 32:(g + 1) * 32]) for g in range(8)]
for who in ["pocl"] + archs:
    out, _ = run(who, "reduce", "256", "32", {0: f32(vals), 1: bytes(32)},
                 local=[(2, 128)], outputs=[1])
    check("reduce", who, close(floats(out[1]), ref_r, 1e-5))

# histogram: exact counts.
count = 5000
bytes_in = bytes(rng.randint(0, 255) for _ in range(count))
ref_h = [0] * 64
for b in bytes_in:
    ref_h[b >> 2] += 1
for who in ["pocl"] + archs:
    out, _ = run(who, "histogram", "256", "64",
                 {0: bytes_in, 1: bytes(256), 3: struct.pack("<I", count)},
                 local=[(2, 256)], outputs=[1])
    check("histogram", who, list(struct.unpack("<64I", out[1])) == ref_h)

# bitonic: every stage and pass over 32 integers, carried dispatch to dispatch.
ints = [rng.randint(-1000, 1000) for _ in range(32)]
for who in ["pocl"] + archs:
    state = {}
    for stage in range(5):
        for p in range(stage + 1):
            _, paths = run(who, "bitonic", "16", "16",
                           {0: struct.pack("<32i", *ints), 1: struct.pack("<I", stage),
                            2: struct.pack("<I", p)}, outputs=[0], state=state)
            # The next dispatch reads this one's output.
            nxt = paths[0] + ".next"
            os.replace(paths[0], nxt)
            state = {0: nxt}
    result = list(struct.unpack("<32i", open(state[0], "rb").read()))
    check("bitonic", who, result == sorted(ints), str(result))

# nbody: 64 bodies, one step.
bodies = 64
pos = [v for _ in range(bodies) for v in (rng.uniform(-1, 1), rng.uniform(-1, 1),
                                          rng.uniform(-1, 1), rng.uniform(0.5, 2))]
vel = [v for _ in range(bodies) for v in (rng.uniform(-0.1, 0.1), rng.uniform(-0.1, 0.1),
                                          rng.uniform(-0.1, 0.1), 0.0)]
pocl_nb = None
for who in ["pocl"] + archs:
    out, _ = run(who, "nbody", str(bodies), "16",
                 {0: f32(pos), 1: f32(vel), 2: bytes(16 * bodies), 3: bytes(16 * bodies),
                  4: struct.pack("<f", 0.01), 5: struct.pack("<f", 0.01),
                  6: struct.pack("<i", bodies)}, outputs=[2, 3])
    got = floats(out[2]) + floats(out[3])
    pocl_nb = pocl_nb or got
    check("nbody", who, close(got, pocl_nb, 1e-4))

# mandelbrot: escape counts, 64 x 32 (a point on the boundary may differ by
# the rounding of one iteration: at most 1% of the pixels).
pocl_m = None
for who in ["pocl"] + archs:
    out, _ = run(who, "mandelbrot", "64,32", "16,4",
                 {0: bytes(2 * 64 * 32), 1: struct.pack("<f", -2.0),
                  2: struct.pack("<f", -1.0), 3: struct.pack("<f", 2.5 / 64),
                  4: struct.pack("<i", 200)}, outputs=[0])
    m = struct.unpack("<2048H", out[0])
    pocl_m = pocl_m or m
    differ = sum(1 for a, b in zip(m, pocl_m) if a != b)
    check("mandelbrot", who, differ <= 20 and sum(m) > 2048, "%d pixels differ" % differ)

# stencil: 32 x 16 through a __constant table.
img = [rng.uniform(0, 1) for _ in range(32 * 16)]
pocl_s = None
for who in ["pocl"] + archs:
    out, _ = run(who, "stencil", "32,16", "8,8", {0: f32(img), 1: bytes(4 * 32 * 16)},
                 outputs=[1])
    s = floats(out[1])
    pocl_s = pocl_s or s
    check("stencil", who, close(s, pocl_s, 1e-6))
print("all programs agree")
