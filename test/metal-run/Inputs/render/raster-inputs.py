"""Records for Inputs/render/raster-inputs.ll (position, point coordinate,
perspective barycentrics, primitive ID, layer, viewport) and a check of
what the function stored: the IDs exact, the point coordinate exact (a
no_perspective input is the plane's constant), the barycentric sums
within 4 ULPs of binary32 (a perspective input is rebuilt from its
plane), all computed here from the records.

  raster-inputs.py records OUT
  raster-inputs.py check COLOUR UINTS
"""
import random
import struct
import sys

from texref import f32  # the texture model beside this script

N = 64


def records():
    random.seed(8)
    out = []
    for i in range(N):
        a, b, w = random.random(), random.random(), random.uniform(0.5, 2)
        bary = (f32(a * (1 - b)), f32(b * (1 - a)), f32(1 - a * (1 - b) - b * (1 - a)))
        pc = (f32(random.random()), f32(random.random()))
        out.append(((i % 8 + 0.5, i // 8 + 0.5, 0.25, f32(w)), pc, bary,
                    random.randrange(1000), random.randrange(8), random.randrange(4)))
    return out


if sys.argv[1] == "records":
    open(sys.argv[2], "wb").write(b"".join(
        struct.pack("<4f2f3fIII", *pos, *pc, *bary, p, l, v)
        for pos, pc, bary, p, l, v in records()))
    sys.exit(0)

colour = struct.unpack("<%df" % (4 * N), open(sys.argv[2], "rb").read())
uints = struct.unpack("<%dI" % (4 * N), open(sys.argv[3], "rb").read())
for i, (_, pc, bary, p, l, v) in enumerate(records()):
    if list(uints[4 * i:4 * i + 4]) != [p, l, v, p ^ l]:
        sys.exit("fragment %d: IDs %r, expected %r" % (i, uints[4 * i:4 * i + 4], (p, l, v, p ^ l)))
    got = colour[4 * i:4 * i + 4]
    if tuple(got[:2]) != pc:
        sys.exit("fragment %d: point coordinate %r, expected %r" % (i, got[:2], pc))
    for g, w in ((got[2], f32(bary[0] + bary[1])), (got[3], bary[2])):
        if abs(g - w) > 4 * 2 ** -24 * max(abs(w), 2 ** -20):
            sys.exit("fragment %d: barycentric %r, expected %r" % (i, g, w))
print("rasterizer inputs as expected: %d fragments" % N)
