"""Inputs and expected outputs of simd-vectors.ll, computed here for a
SIMD-group width W (32 on the G13 and the host, 8 on Intel), every lane
active (64 threads, threadgroups of 64).

  simd-vectors.py gen DIR            in.bin: 64 lanes x 4 random floats
  simd-vectors.py check DIR OUT W    compares OUT with the expectation
"""
import random
import struct
import sys

N = 64


def words(lane_bytes):
    return list(struct.unpack("<4I", lane_bytes))


def expect(inp, w):
    lanes = [inp[16 * l:16 * l + 16] for l in range(N)]
    out = []
    for l in range(N):
        g0 = l - l % w  # the SIMD group's first lane
        own = lanes[l]
        def lane_in_group(src):
            return lanes[src] if g0 <= src < g0 + w else own
        r = []
        r.append(lane_in_group(l + 3))                          # shuffle_down 3 (float4)
        r.append(lane_in_group(g0 + ((l - g0) ^ 5)))            # shuffle_xor 5 (ulong2)
        r.append(lane_in_group(g0 + 7))                         # broadcast 7 (half8)
        fl = [struct.unpack("<4f", lanes[s]) for s in range(g0, g0 + w)]
        r.append([sum(v[i] for v in fl) for i in range(4)])     # simd_sum (float4)
        r.append(lanes[l - l % 4 + 2])                          # quad_shuffle 2 (int4)
        r.append(lane_in_group(l - 1) if l > g0 else own)       # shuffle_up 1 (bfloat8)
        iv = [struct.unpack("<4i", lanes[s]) for s in range(g0, l + 1)]
        r.append(struct.pack("<4i", *[((sum(v[i] for v in iv) + 2**31) % 2**32) - 2**31
                                      for i in range(4)]))      # inclusive prefix sum (int4)
        out.append(r)
    return out


cmd = sys.argv[1]
if cmd == "gen":
    rng = random.Random(3)
    vals = [rng.uniform(-4, 4) for _ in range(4 * N)]
    open(sys.argv[2] + "/in.bin", "wb").write(struct.pack("<%df" % len(vals), *vals))
    sys.exit(0)
d, path, w = sys.argv[2], sys.argv[3], int(sys.argv[4])
inp = open(d + "/in.bin", "rb").read()
got = open(path, "rb").read()
bad = 0
for l, r in enumerate(expect(inp, w)):
    for k, want in enumerate(r):
        g = got[128 * l + 16 * k:128 * l + 16 * k + 16]
        if k == 3:  # a float sum: the order of additions is the target's
            gv = struct.unpack("<4f", g)
            ok = all(abs(a - b) <= 1e-5 * max(1.0, abs(a)) for a, b in zip(gv, want))
        else:
            ok = g == want
        if not ok:
            bad += 1
            if bad <= 5:
                print("lane %d output %d: got %s, expected %s" % (l, k, g.hex(), want))
print("ok simd vectors W=%d" % w if not bad else "FAILED simd vectors W=%d" % w)
