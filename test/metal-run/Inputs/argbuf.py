"""Inputs of Inputs/argbuf.ll and the check of its output: texel centres
sampled linearly are the texels, so out = albedo + detail / 255 (binary32).

  argbuf.py inputs DIR      a.bin (RGBA32Float 4x4), d.bin (RGBA8Unorm),
                            m.bin (the argument buffer's 24 bytes)
  argbuf.py check DIR OUT NAME
"""
import os
import random
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


d = sys.argv[2]
if sys.argv[1] == "inputs":
    random.seed(3)
    open(os.path.join(d, "a.bin"), "wb").write(
        struct.pack("<64f", *[random.uniform(-1, 1) for _ in range(64)]))
    open(os.path.join(d, "d.bin"), "wb").write(bytes(random.randrange(256) for _ in range(64)))
    open(os.path.join(d, "m.bin"), "wb").write(bytes(range(24)))
    sys.exit(0)
a = struct.unpack("<64f", open(os.path.join(d, "a.bin"), "rb").read())
det = open(os.path.join(d, "d.bin"), "rb").read()
out = struct.unpack("<64f", open(sys.argv[3], "rb").read())
bad = [i for i in range(64) if out[i] != f32(a[i] + f32(det[i] / 255))]
if bad:
    sys.exit("%s: components %r differ" % (sys.argv[4], bad))
print("%s: 16 texels exact" % sys.argv[4])
