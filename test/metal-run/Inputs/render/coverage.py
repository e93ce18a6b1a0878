"""Fragment records for Inputs/render/coverage.ll, and the coverage each
fragment must leave, computed here from docs/metal-run.md's "Coverage":
the pipeline's samples, ANDed with the input sample mask, the returned
mask (m ^ (cov >> 2)) and, with alpha to coverage, the low
trunc(alpha x samples) bits.

  coverage.py records OUT             writes the input records
  coverage.py check RECORDS SAMPLES A2C  checks metal-run's output records
  coverage.py alpha RECORDS SAMPLES      the same for alpha (no mask output)
"""
import struct
import sys

from texref import f32  # the texture model beside this script

COUNT = 64


def inputs():
    import random
    random.seed(9)
    recs = []
    for i in range(COUNT):
        x, y = (i // 4 % 8) * 2 + (i & 1), (i // 32) * 2 + (i >> 1 & 1)
        m = random.randrange(16)
        # Alphas on and between the steps of trunc(alpha x 4), NaN and
        # beyond [0, 1].
        a = random.choice([0.0, 0.25, 0.5, 0.75, 1.0, 0.2499, 0.74, -0.5, 1.5,
                           float("nan"), f32(random.random())])
        cov = random.randrange(16)
        recs.append((x + 0.5, y + 0.5, 0.0, 1.0, m, a, cov))
    return recs


def pack(r):
    return struct.pack("<4fIfI", *r)


if sys.argv[1] == "records":
    open(sys.argv[2], "wb").write(b"".join(pack(r) for r in inputs()))
    sys.exit(0)

out, samples = open(sys.argv[2], "rb").read(), int(sys.argv[3])
masked = sys.argv[1] == "check"
a2c = not masked or sys.argv[4] == "1"
kept = dropped = 0
for i, (_, _, _, _, m, a, cov) in enumerate(inputs()):
    want = ((1 << samples) - 1) & cov
    if masked:
        want &= m ^ (cov >> 2)
    if a2c:
        s = f32(a) * samples if a == a else 0.0
        bits = 16 if s >= 16 else int(s) if s >= 1 else 0
        want &= (1 << bits) - 1
    if masked:
        mask, discarded = struct.unpack_from("<II", out, i * 24 + 16)
    else:
        (discarded,) = struct.unpack_from("<I", out, i * 20 + 16)
        mask = want
    if mask != want or discarded != (want == 0):
        sys.exit("fragment %d: mask %d discarded %d, expected %d" % (i, mask, discarded, want))
    kept += want != 0
    dropped += want == 0
print("coverage ok: %d kept, %d without a sample" % (kept, dropped))
