#!/usr/bin/env python3
"""Inputs and independently computed expectations for metal-run's tests.

Each expectation is computed here from the kernel's Metal source (the
comments of the .ll inputs, the example's kernels.metal.txt) and Metal's
dispatch rules: a 1-D grid of N threads in threadgroups of T (the last one partial), SIMD groups of 32
consecutive threads of a threadgroup (of $SIMD_WIDTH: 8 for the Intel
simulator, whose hardware threads are SIMD8). Inputs are small integers so that
every float sum is exact in binary32 whatever the order.

  expect.py gen NAME N DIR      write the inputs of test NAME
  expect.py check NAME N T DIR  compare DIR's outputs; print "ok NAME"
"""
import os
import struct
import sys

WIDTH = int(os.environ.get("SIMD_WIDTH", "32"))


def floats(path, n=None):
    data = open(path, "rb").read()
    return list(struct.unpack("<%df" % (len(data) // 4), data))


def uints(path):
    data = open(path, "rb").read()
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def write(path, fmt, values):
    open(path, "wb").write(struct.pack("<%d%s" % (len(values), fmt), *values))


def simd_groups(n, t):
    """Lists of global ids, one per SIMD group, in lane order."""
    groups = []
    for start in range(0, n, t):
        size = min(t, n - start)
        for s in range(0, size, WIDTH):
            groups.append(list(range(start + s, start + min(s + WIDTH, size))))
    return groups


def gen(name, n, d):
    if name in ("simd", "quad"):
        write(d + "/in.bin", "f", [float((i * 7) % 13) for i in range(n)])
    elif name == "histogram":
        write(d + "/in.bin", "I", [(i * 5 + i // 3) % 37 for i in range(n)])
    elif name in ("saxpy", "reduce"):
        write(d + "/a.bin", "f", [2.0])
        write(d + "/x.bin", "f", [float(i % 50) for i in range(n)])
        write(d + "/y.bin", "f", [float(3 * i % 17) for i in range(n)])


def check(name, n, t, d):
    bad = []
    if name == "simd":
        v = floats(d + "/in.bin")
        out = floats(d + "/out.bin")
        ballots = uints(d + "/ballots.bin")
        for g in simd_groups(n, t):
            vals = [v[i] for i in g]
            big = [i for i in g if v[i] > 8.0]
            mask = sum(1 << k for k, i in enumerate(g) if v[i] > 8.0)
            for k, i in enumerate(g):
                partner = k ^ 1
                want = [sum(vals), sum(vals[:k]),
                        vals[partner] if partner < len(g) else vals[k],
                        max(vals),
                        sum(v[j] for j in big) if v[i] > 8.0 else -1.0]
                got = out[i * 5:i * 5 + 5]
                if got != want:
                    bad.append("thread %d: got %s, want %s" % (i, got, want))
                if ballots[i] != mask:
                    bad.append("thread %d: ballot %#x, want %#x" % (i, ballots[i], mask))
    elif name == "quad":
        # MSL 6.9.2: within segments of `modulo` lanes shift by delta; the
        # lanes shifted in take the filling data (v * 100) of the lanes
        # shifted out; quad functions over groups of 4 consecutive lanes.
        v = floats(d + "/in.bin")
        out = floats(d + "/out.bin")
        for g in simd_groups(n, t):
            vals = [v[i] for i in g]
            for k, i in enumerate(g):
                def data(j):
                    return vals[j] if j < len(g) else vals[k]

                def fill(j):
                    return vals[j] * 100 if j < len(g) else vals[k] * 100
                seg, j = k // 8 * 8, k % 8
                up = data(k - 3) if j >= 3 else fill(seg + j + 8 - 3)
                j2 = k % WIDTH  # the default modulo: the SIMD group's size
                down = data(k + 5) if j2 + 5 < WIDTH else fill(k + 5 - WIDTH)
                q0 = k // 4 * 4
                quad = [vals[m] for m in range(q0, min(q0 + 4, len(g)))]
                ballot = sum(1 << (m - q0) for m in range(q0, min(q0 + 4, len(g))) if vals[m] > 8.0)
                want = [up, down, sum(quad), float(ballot)]
                got = out[i * 4:i * 4 + 4]
                if got != want:
                    bad.append("thread %d: got %s, want %s" % (i, got, want))
    elif name == "histogram":
        v = uints(d + "/in.bin")
        bins = uints(d + "/bins.bin")
        # Only threads lid < 16 clear and publish bins: a threadgroup of
        # fewer than 16 threads publishes only its first `size` bins.
        want = [0] * 16
        for start in range(0, n, t):
            size = min(t, n - start)
            for b in range(min(16, size)):
                want[b] += sum(1 for x in v[start:start + size] if x % 16 == b)
        if bins[:16] != want:
            bad.append("bins %s, want %s" % (bins[:16], want))
    elif name == "saxpy":
        x, y = floats(d + "/x.bin"), floats(d + "/y.bin")
        out = floats(d + "/out.bin")
        bias = 1.0 if "bias" in d else 0.0
        want = [2.0 * x[i] + y[i] + bias for i in range(n)]
        if out != want:
            bad.append("saxpy differs at %d" % next(i for i in range(n) if out[i] != want[i]))
    elif name == "reduce":
        # reduce_sum halves the threadgroup's size (threads_per_threadgroup,
        # the partial size in the last group) each round: elements beyond
        # the largest power of two in a partial group are partly dropped,
        # exactly as the kernel's source says.
        x = floats(d + "/x.bin")
        total = 0.0
        for start in range(0, n, t):
            size = min(t, n - start)
            s = x[start:start + size]
            stride = size >> 1
            while stride:
                for lid in range(stride):
                    s[lid] += s[lid + stride]
                stride >>= 1
            total += s[0]
        got = floats(d + "/sum.bin")[0]
        if got != total:
            bad.append("sum %r, want %r" % (got, total))
    for b in bad[:5]:
        print("mismatch: " + b)
    print(("FAIL " if bad else "ok ") + name)
    return 1 if bad else 0


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        sys.exit(check(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]))
