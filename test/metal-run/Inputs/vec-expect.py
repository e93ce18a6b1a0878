"""Inputs/vec4.ll's vec4 and Inputs/vec3.ll's vec3 kernels, computed from
their Metal source. A float3 takes 16 bytes in memory like a float4; its
fourth word is never read or written.

  vec-expect.py WIDTH gen <threads> <dir>                 in.bin (16 bytes per thread)
  vec-expect.py WIDTH check <threads> <threadgroup> <dir> compares out.bin
"""
import random
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


width, mode, n, d = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[-1]
name = "vec%d" % width
if mode == "gen":
    r = random.Random(n)
    v = [float(r.randint(-1000, 1000)) / 8 for _ in range(4 * n)]
    open(d + "/in.bin", "wb").write(struct.pack("<%df" % (4 * n), *v))
    sys.exit(0)
tg = int(sys.argv[4])
v = struct.unpack("<%df" % (4 * n), open(d + "/in.bin", "rb").read())
out = struct.unpack("<%df" % (4 * n), open(d + "/out.bin", "rb").read()[:16 * n])
for g in range(n):
    first = g - g % tg
    src = first + ((g - first) ^ 1)
    w = [f32(v[4 * src + i] * 2) for i in range(width)]
    # vec4 indexes with & 3, vec3 with % 3: the same for width 4.
    e = w[g % width]
    w[(g + 1) % width] = v[4 * g]
    want = [f32(x + e) for x in w] + [0.0] * (4 - width)  # padding stays 0
    have = list(out[4 * g:4 * g + 4])
    if have != want:
        print("FAIL %s thread %d: got %s, want %s" % (name, g, have, want))
        sys.exit(1)
print("ok %s %d threads" % (name, n))
