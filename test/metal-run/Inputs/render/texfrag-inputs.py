"""Fragment records for Inputs/render/texfrag.ll: quads of fragments
(fragments 4k to 4k+3 at (x, y), (x+1, y), (x, y+1), (x+1, y+1), as
metal-run numbers them) whose coordinates step by scale / size per pixel,
so that the quad's level of detail is log2(scale), with a flat bias. The
scales and biases keep every level of detail (with and without the bias)
at least 0.25 from 0, where the filter changes, and from the halves where
nearest mip filtering changes level.

  texfrag-inputs.py OUT SIZE"""
import math
import random
import struct
import sys

out, size = sys.argv[1], int(sys.argv[2])
random.seed(5)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


recs = b""
for scale in (0.25, 0.6, 1.7, 3.0):
    for bias in (-1.25, 0.375, 1.125):  # binary16 holds them (the G13's level)
        for q in range(2):
            x0, y0 = 2 * random.randrange(16), 2 * random.randrange(16)
            u0, v0 = random.uniform(-0.5, 1.5), random.uniform(-0.5, 1.5)
            step = f32(scale / size)
            assert abs(math.log2(scale)) >= 0.25 and abs(math.log2(scale) + bias) >= 0.25
            for dy in (0, 1):
                for dx in (0, 1):
                    recs += struct.pack("<4f2ff", x0 + dx + 0.5, y0 + dy + 0.5, 0.0, 1.0,
                                        f32(u0) + dx * step, f32(v0) + dy * step, bias)
open(out, "wb").write(recs)
