"""Input records and destination pixels for Inputs/render/shade.ll:

  shade-inputs.py DIR N W FORMAT...

N fragments at pixel centres (the G13 simulator runs fragments there),
with a reciprocal W of 1 (W = 1) or random in [0.5, 4] (W = r), random
inputs (c below 0 for about a fifth: discarded), and for each FORMAT a
file DIR/dN.bin of random destination pixels (N times the format's size,
which FORMAT gives as NAME:BYTES; float formats' values finite, in
[-2, 2], packed float formats' random but finite)."""
import os
import random
import struct
import sys

d, n, w = sys.argv[1], int(sys.argv[2]), sys.argv[3]
random.seed(17)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def h(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


recs = b""
for i in range(n):
    pos = [random.randrange(64) + 0.5, random.randrange(64) + 0.5, random.random(),
           1.0 if w == "1" else f32(random.uniform(0.5, 4))]
    a = [random.random() for _ in range(4)]
    b = [random.uniform(-3, 3) for _ in range(2)]
    c = random.uniform(-0.3, 1)
    dd = [h(random.uniform(-2, 2)) for _ in range(4)]
    recs += struct.pack("<4f4f2ff4eI", *pos, *a, *b, c, *dd, random.randrange(2))
open(os.path.join(d, "in.bin"), "wb").write(recs)
for k, spec in enumerate(sys.argv[4:]):
    name, size = spec.split(":")[0], int(spec.split(":")[1])
    if name in ("RG11B10Float", "RGB9E5Float"):  # packed: random bits,
        # with RG11B10's exponents below all ones (finite, as below)
        words = [random.getrandbits(32) for _ in range(n * size // 4)]
        if name == "RG11B10Float":
            for shift in (6, 17, 27):
                words = [x & ~(1 << (shift + 4)) if (x >> shift) & 31 == 31 else x
                         for x in words]
        blob = struct.pack("<%dI" % len(words), *words)
    elif name.endswith("Float"):  # finite values: a blend of a NaN or a
        # subnormal shows how a machine treats them, not the blend
        code = "e" if "16" in name else "f"
        count = n * size // (2 if code == "e" else 4)
        blob = struct.pack("<%d%s" % (count, code), *[random.uniform(-2, 2) for _ in range(count)])
    else:
        blob = bytes(random.randrange(256) for _ in range(n * size))
    open(os.path.join(d, "d%d.bin" % k), "wb").write(blob)
