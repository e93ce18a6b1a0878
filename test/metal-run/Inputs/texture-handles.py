"""Inputs of Inputs/texture-handles.ll and Inputs/callee-samplers.ll and the
checks of their outputs,
computed here from the Metal source's definitions. Textures are 8x8
RGBA32Float; sampler 0 is nearest and clamp_to_edge, sampler 1 nearest and
repeat, so the texel a sample reads at uv = (p + 0.5) / 8 + 0.25 (two
texels on) says which sampler the thread used, and its value which texture.

  texture-handles.py inputs DIR       t0.bin, t1.bin, zero.bin, pick.bin (the
                                      argument buffer's 32 bytes), wr.bin (16)
  texture-handles.py pick DIR OUT NAME
  texture-handles.py write DIR W0 W1 NAME
  texture-handles.py apply DIR OUT NAME
  texture-handles.py fixed DIR OUT NAME
  texture-handles.py dylib DIR OUT NAME   (Inputs/sampleapp.ll's tap_both)
"""
import os
import random
import struct
import sys

N = 8
d = sys.argv[2]


def texels(name):
    v = struct.unpack("<%df" % (4 * N * N), open(os.path.join(d, name), "rb").read())
    return [v[4 * i:4 * i + 4] for i in range(N * N)]


def sample(t, x, y, repeat):
    # nearest at ((p + 0.5) / 8 + 0.25) * 8 = p + 2.5: texel p + 2
    tx, ty = x + 2, y + 2
    tx, ty = (tx % N, ty % N) if repeat else (min(tx, N - 1), min(ty, N - 1))
    return t[ty * N + tx]


def result(bad, name, what):
    if bad:
        sys.exit("%s: %s differ at %r" % (name, what, bad[:8]))
    print("%s: %s exact" % (name, what))


cmd = sys.argv[1]
if cmd == "inputs":
    random.seed(11)
    for n in ("t0.bin", "t1.bin"):
        open(os.path.join(d, n), "wb").write(
            struct.pack("<%df" % (4 * N * N), *[random.uniform(-4, 4) for _ in range(4 * N * N)]))
    open(os.path.join(d, "zero.bin"), "wb").write(bytes(16 * N * N))
    # Bytes metal-run's -handle overwrites: any would do.
    open(os.path.join(d, "pick.bin"), "wb").write(bytes(range(32)))
    open(os.path.join(d, "wr.bin"), "wb").write(bytes(range(16)))
    sys.exit(0)

t = [texels("t0.bin"), texels("t1.bin")]
name = sys.argv[-1]
if cmd == "pick":
    out = struct.unpack("<%df" % (8 * N * N), open(sys.argv[3], "rb").read())
    bad = []
    for y in range(N):
        for x in range(N):
            k, j = (x ^ y) & 1, (x >> 1) & 1
            i = y * N + x
            want = sample(t[k], x, y, j == 1) + t[k][y * N + (N - 1 - x)]
            if tuple(out[8 * i:8 * i + 8]) != want:
                bad.append((x, y))
    result(bad, name, "%d samples and reads" % (2 * N * N))
elif cmd == "write":
    w = [texels(os.path.basename(sys.argv[3])), texels(os.path.basename(sys.argv[4]))]
    bad = []
    for y in range(N):
        for x in range(N):
            for k in (0, 1):
                want = (float(x), float(y), float(k), 1.0) if (x + y) & 1 == k else (0.0,) * 4
                if w[k][y * N + x] != want:
                    bad.append((k, x, y))
    result(bad, name, "%d writes" % (N * N))
elif cmd == "apply":
    out = struct.unpack("<%df" % (4 * N * N), open(sys.argv[3], "rb").read())
    bad = []
    for y in range(N):
        for x in range(N):
            tex = t[1 if y & 2 else 0]
            if (x + y) & 1 == 0:  # tap
                want = sample(tex, x, y, bool(x & 4))
            else:  # fetch: uint2(uv * 8) % 8 = (p + 2) % 8
                want = tex[((y + 2) % N) * N + (x + 2) % N]
            i = y * N + x
            if tuple(out[4 * i:4 * i + 4]) != want:
                bad.append((x, y))
    result(bad, name, "%d calls" % (N * N))
elif cmd in ("fixed", "dylib"):
    out = struct.unpack("<%df" % (8 * N * N), open(sys.argv[3], "rb").read())
    bad = []
    for y in range(N):
        for x in range(N):
            i = y * N + x
            # apply_fixed: tap_repeat for even x + y, tap_clamp for odd;
            # tap_both: tap_repeat; the kernel's own sampler clamps
            repeat = cmd == "dylib" or (x + y) & 1 == 0
            want = sample(t[0], x, y, repeat) + sample(t[1], x, y, False)
            if tuple(out[8 * i:8 * i + 8]) != want:
                bad.append((x, y))
    result(bad, name, "%d calls with constexpr samplers" % (N * N))
