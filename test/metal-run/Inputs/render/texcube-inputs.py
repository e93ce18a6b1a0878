"""Fragment records for Inputs/render/texcube.ll: quads of fragments
(fragments 4k to 4k+3 at (x, y), (x+1, y), (x, y+1), (x+1, y+1), as
metal-run numbers them) whose cube directions step so that the quad's
level of detail on a 32-texel face is about -1 to 3, each quad on one
face, with a flat bias.

  texcube-inputs.py OUT [--reference] [--planar]

With --reference the flat value is a comparison's reference in [0, 1]
instead of a bias. With --planar the base and the steps are multiples of
2^-16, so that every quad's directions lie exactly on planes in binary32
(the fourth lane is the sum the first three give): the records a
rasterizer could have made, which the Gen simulator's executor runs as
one primitive per quad."""
import random
import struct
import sys

from texref import f32  # the texture model beside this script

random.seed(8)


def major(v):
    return max(range(3), key=lambda a: abs(v[a]))


recs = b""
while len(recs) < 32 * 4 * 24:
    axis = random.randrange(3)
    base = [random.uniform(-0.4, 0.4) for _ in range(3)]
    base[axis] = random.choice([-1.0, 1.0])
    # A step of 2^L / 16 moves a face coordinate by about 2^L texels of 32.
    steps = []
    for _ in range(2):
        length = 2.0 ** random.uniform(-1, 3) / 16
        d = [random.gauss(0, 1) for _ in range(3)]
        norm = sum(x * x for x in d) ** 0.5
        steps.append([length * x / norm for x in d])
    if "--planar" in sys.argv:
        base = [round(x * 65536) / 65536 for x in base]
        steps = [[round(x * 65536) / 65536 for x in st] for st in steps]
    lanes = [[f32(base[a] + dx * steps[0][a] + dy * steps[1][a]) for a in range(3)]
             for dy in (0, 1) for dx in (0, 1)]
    # Every lane on the quad's face, clear of its edges.
    if any(major(v) != axis or max(abs(v[a]) for a in range(3) if a != axis) > 0.9 * abs(v[axis])
           or (v[axis] > 0) != (base[axis] > 0) for v in lanes):
        continue
    if "--reference" in sys.argv:
        bias = f32(random.random())
    else:
        bias = random.choice([-1.25, 0.375, 1.125])  # binary16 holds them
    x0, y0 = 2 * random.randrange(16), 2 * random.randrange(16)
    for k, v in enumerate(lanes):
        recs += struct.pack("<4f3ff", x0 + k % 2 + 0.5, y0 + k // 2 + 0.5, 0.0, 1.0, *v, bias)
open(sys.argv[1], "wb").write(recs)
