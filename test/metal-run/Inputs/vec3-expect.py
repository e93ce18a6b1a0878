"""Inputs/vec3.ll's vec3 kernel, computed from its Metal source (a float3
takes 16 bytes in memory; the fourth word is never read or written).

  vec3-expect.py gen <threads> <dir>                 in.bin (float3 per thread)
  vec3-expect.py check <threads> <threadgroup> <dir> compares out.bin
"""
import random
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[-1]
if mode == "gen":
    r = random.Random(n)
    v = [float(r.randint(-1000, 1000)) / 8 for _ in range(4 * n)]
    open(d + "/in.bin", "wb").write(struct.pack("<%df" % (4 * n), *v))
    sys.exit(0)
tg = int(sys.argv[3])
v = struct.unpack("<%df" % (4 * n), open(d + "/in.bin", "rb").read())
out = struct.unpack("<%df" % (4 * n), open(d + "/out.bin", "rb").read()[:16 * n])
for g in range(n):
    first = g - g % tg
    src = first + ((g - first) ^ 1)
    w = [f32(v[4 * src + i] * 2) for i in range(3)]
    e = w[g % 3]
    w[(g + 1) % 3] = v[4 * g]
    want = [f32(x + e) for x in w] + [0.0]  # the padding word stays 0
    have = list(out[4 * g:4 * g + 4])
    if have != want:
        print("FAIL vec3 thread %d: got %s, want %s" % (g, have, want))
        sys.exit(1)
print("ok vec3 %d threads" % n)
