"""Inputs/quad.ll's quad_more, computed from its Metal source (MSL 6.9.2,
with the host executor's meaning for an inactive or missing source lane:
the caller's own value), for SIMD groups of $SIMD_WIDTH threads (32
unless set: 8 for the Intel simulator).

  quad-expect.py gen <dir>                        in.bin (256 ints)
  quad-expect.py check <threads> <threadgroup> <dir>   compares out.bin
"""
import os
import random
import struct
import sys

WIDTH = int(os.environ.get("SIMD_WIDTH", "32"))


def s32(x):
    x &= 0xFFFFFFFF
    return x - 2 ** 32 if x >> 31 else x


def f32bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


mode, d = sys.argv[1], sys.argv[-1]
if mode == "gen":
    r = random.Random(3)
    v = [r.choice([r.randrange(-300, 300), r.randrange(-2 ** 31, 2 ** 31), 0, 5, -7, 101])
         for _ in range(256)]
    open(d + "/in.bin", "wb").write(struct.pack("<256i", *v))
    sys.exit(0)

n, tg = int(sys.argv[2]), int(sys.argv[3])
v = struct.unpack("<256i", open(d + "/in.bin", "rb").read())
out = struct.unpack("<%di" % (16 * n), open(d + "/out.bin", "rb").read()[:64 * n])
active = [abs(v[g]) % 5 != 0 for g in range(n)]
for g in range(n):
    got = list(out[16 * g:16 * g + 16])
    if not active[g]:
        want = [0] * 16
    else:
        first = g - g % tg                      # the threadgroup's first thread
        size = min(tg, n - first)               # its threads
        t = g - first
        base = first + t // WIDTH * WIDTH       # the SIMD group's first thread
        width = min(WIDTH, first + size - base)
        lane, q = g - base, (g - base) & ~3

        def lane_val(k, vals=v):                # lane k of the SIMD group
            return vals[base + k] if 0 <= k < width and active[base + k] else vals[g]
        neg = [s32(-x) for x in v]
        quad = [k for k in range(q, min(q + 4, width)) if active[base + k]]
        fv = [struct.unpack("<f", struct.pack("<f", float(v[base + k]) * 0.5))[0] for k in quad]
        up = lane_val(q + (lane & 3) - 1) if lane & 3 >= 1 else v[g]
        down = lane_val(q + (lane & 3) + 2) if (lane & 3) + 2 < 4 else v[g]
        j = lane % 4                            # quad_shuffle_and_fill_down(v, -v, 1)
        fill_down = lane_val(lane + 1) if j + 1 < 4 else lane_val(lane - j + j + 1 - 4, neg)
        j5 = lane % 5                           # simd_shuffle_and_fill_up(v, -v, 2, 5)
        fill_up = lane_val(lane - 2) if j5 >= 2 else lane_val(lane - j5 + j5 + 5 - 2, neg)
        want = [lane_val(q + 2), up, down, lane_val(q + ((lane & 3) ^ 3)),
                lane_val(q + (v[g] & 3)),
                min(v[base + k] for k in quad),
                s32(max(v[base + k] & 0xFFFFFFFF for k in quad)),
                f32bits(min(fv)), f32bits(max(fv)),
                s32(sum(v[base + k] for k in quad)),
                int(all(v[base + k] > 0 for k in quad)),
                int(any(v[base + k] > 100 for k in quad)),
                int(lane == quad[0]),
                sum(1 << (k - q) for k in quad),
                fill_down, fill_up]
    if got != want:
        i = next(i for i in range(16) if got[i] != want[i])
        print("FAIL quad_more thread %d o[%d]: got %d, want %d" % (g, i, got[i], want[i]))
        sys.exit(1)
print("ok quad_more %d threads" % n)
