"""Inputs for metal-nt's Inputs/render/textured.ll (a fragment function
sampling a texture of each type): fragment records in quads (pixel
centres; coordinates stepping by one of four scales per pixel, so that the
level of detail varies; a flat cube direction), and each texture's pixels.

  textured-inputs.py DIR"""
import os
import random
import struct
import sys

d = sys.argv[1]
random.seed(8)
recs = b""
for q in range(16):
    x0, y0 = 2 * random.randrange(32), 2 * random.randrange(32)
    u, v = random.uniform(-0.5, 1.5), random.uniform(-0.5, 1.5)
    step = random.choice([0.02, 0.1, 0.3, 0.7])
    direction = [random.uniform(-1, 1) for _ in range(3)]
    for dy in (0, 1):
        for dx in (0, 1):
            recs += struct.pack("<4f2f3f", x0 + dx + 0.5, y0 + dy + 0.5, 0.25, 1.0,
                                u + dx * step, v + dy * step, *direction)


def write(name, blob):
    open(os.path.join(d, name), "wb").write(blob)


def unorm8(n):
    return bytes(random.randrange(256) for _ in range(n))


def floats(code, n, lo=-1.0):
    return struct.pack("<%d%s" % (n, code), *[random.uniform(lo, 1) for _ in range(n)])


write("frags.bin", recs)
write("t2.bin", unorm8((64 + 16 + 4 + 1) * 4))  # 8 x 8, four levels
write("ta.bin", floats("e", 8 * 8 * 3 * 4))      # three layers
write("tc.bin", floats("f", 4 * 4 * 6 * 4))      # six faces
write("t3.bin", unorm8((64 + 8 + 1) * 4))        # 4 x 4 x 4, three levels
write("td.bin", floats("f", 64, 0.0))            # depths in [0, 1]
write("tu.bin", struct.pack("<%dI" % (64 * 64 * 4),
                            *[random.randrange(1000) for _ in range(64 * 64 * 4)]))
