"""Buffers for Inputs/render/default-attributes.ll and its positions,
computed here: without a vertex descriptor, attribute 0 (float2) is read
from buffer 29 and attribute 1 (float) from buffer 28, since the function's
own buffer(30) takes the top slot (docs/render.md); position i is
(pos.x * scale, pos.y * scale, k, own) in binary32.

  default-attributes.py inputs DIR      b28.bin b29.bin b0.bin b30.bin
  default-attributes.py check DIR OUT
"""
import os
import random
import struct
import sys

N = 40


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


random.seed(31)
pos = [(f32(random.uniform(-4, 4)), f32(random.uniform(-4, 4))) for _ in range(N)]
scale = [f32(random.uniform(-2, 2)) for _ in range(N)]
k, own = f32(1.5), f32(-0.75)
d = sys.argv[2]
if sys.argv[1] == "inputs":
    open(os.path.join(d, "b29.bin"), "wb").write(b"".join(struct.pack("<2f", *p) for p in pos))
    open(os.path.join(d, "b28.bin"), "wb").write(struct.pack("<%df" % N, *scale))
    open(os.path.join(d, "b0.bin"), "wb").write(struct.pack("<f", k))
    open(os.path.join(d, "b30.bin"), "wb").write(struct.pack("<f", own))
    sys.exit(0)
out = open(sys.argv[3], "rb").read()
if len(out) != 16 * N:
    sys.exit("%d bytes of positions, expected %d" % (len(out), 16 * N))
for i in range(N):
    want = (f32(pos[i][0] * scale[i]), f32(pos[i][1] * scale[i]), k, own)
    got = struct.unpack_from("<4f", out, 16 * i)
    if got != want:
        sys.exit("vertex %d: %r, expected %r" % (i, got, want))
print("default layout: %d vertices read attributes 0 and 1 from buffers 29 and 28" % N)
