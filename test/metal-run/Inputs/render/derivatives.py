"""Fragment records for Inputs/render/derivatives.ll (quads at (x, y),
(x+1, y), (x, y+1), (x+1, y+1), a flat input varying within the quad, and
a last quad of two fragments), and the outputs MSL's derivatives give
them, computed here: each value in binary32 (binary16 for the half one)
as the function computes it, dfdx the right column's minus the left one's
in the fragment's row, dfdy the lower row's minus the upper one's in its
column (a missing fragment counts as the reader), in binary32 and rounded
to the value's type; fwidth = |dfdx| + |dfdy|.

  derivatives.py records OUT [planar]
  derivatives.py check ATTACHMENT0 ATTACHMENT1 [planar]

With "planar", every quad's input lies exactly on a plane in binary32
(multiples of 2^-7 stepping by 2^-7 along x and -2^-6 along y) and there
is no partial quad: the records a rasterizer could have made, which the
Gen simulator's executor runs as one primitive per quad.
"""
import random
import struct
import sys

from texref import f32  # the texture model beside this script


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def records(planar):
    random.seed(2)
    recs = []
    for _ in range(15):
        x0, y0 = 2 * random.randrange(16), 2 * random.randrange(16)
        a = random.randrange(-256, 256) / 128 if planar else random.uniform(-2, 2)
        step = (1 / 128, -1 / 64) if planar else (0.01, -0.02)
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            recs.append((x0 + dx + 0.5, y0 + dy + 0.5, f32(a + step[0] * dx + step[1] * dy)))
    if not planar:
        recs += [(40.5, 2.5, 0.75), (41.5, 2.5, 0.5)]
    return recs


planar = sys.argv[-1] == "planar"
if sys.argv[1] == "records":
    open(sys.argv[2], "wb").write(b"".join(struct.pack("<4ff", x, y, 0.0, 1.0, a)
                                           for x, y, a in records(planar)))
    sys.exit(0)

recs = records(planar)
n = len(recs)
vals = []
for x, y, a in recs:
    ax = f32(a * x)
    f = f32(f32(ax * x) + y)
    h = f16(f16(a) * f16(y))
    vals.append((f, h, ax, f32(a * f32(y * y))))


def deriv(k, axis, i):
    q, lane = i & ~3, i & 3
    at = lambda j: vals[q | j][k] if (q | j) < n else vals[i][k]
    return f32(at(lane | axis) - at(lane & (3 - axis)))


want0, want1 = [], []
for i in range(n):
    fx, fy = deriv(0, 1, i), deriv(0, 2, i)
    want0 += [fx, fy, f32(abs(fx) + abs(fy)), f16(deriv(1, 1, i))]
    vx = [deriv(k, 1, i) for k in (2, 3)]
    want1 += vx + [f32(abs(vx[k]) + abs(deriv(2 + k, 2, i))) for k in (0, 1)]
for path, want in ((sys.argv[2], want0), (sys.argv[3], want1)):
    got = struct.unpack("<%df" % (4 * n), open(path, "rb").read())
    for i, (g, w) in enumerate(zip(got, want)):
        if g != w:
            sys.exit("%s: fragment %d component %d is %r, expected %r" % (path, i // 4, i % 4, g, w))
print("derivatives exact: %d fragments, %d non-zero values" %
      (n, sum(1 for w in want0 + want1 if w != 0)))
