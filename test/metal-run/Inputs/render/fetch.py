"""Records and destination pixels for Inputs/render/fetch.ll, and the
pixels framebuffer fetch gives, computed here: fetch reads an RGBA8Unorm
pixel as c / 255 (binary32), halves it and adds (0.25, 0, 0.125, 0.5) in
binary32, and stores it converted (clamped, x 255, to nearest even);
fetch_int reads an RGBA8Sint pixel sign-extended, doubles it, adds (1, -1,
3, 0) and stores the low 8 bits.

  fetch.py inputs RECORDS DST       64 fragments and their pixels
  fetch.py check unorm|sint DST OUT
  fetch.py lone float|sint OUT      the attachment of a run without one:
                                    RGBA32Float or RGBA32Sint (the formats
                                    that hold float4 and int4), zeros before
"""
import random
import struct
import sys
from fractions import Fraction

from texref import f32  # the texture model beside this script

N = 64


if sys.argv[1] == "inputs":
    open(sys.argv[2], "wb").write(b"".join(struct.pack("<4f4I", i % 8 + 0.5, i // 8 + 0.5, 0, 1,
                                                       0, 0, 0, 0) for i in range(N)))
    random.seed(12)
    open(sys.argv[3], "wb").write(bytes(random.randrange(256) for _ in range(4 * N)))
    sys.exit(0)

if sys.argv[1] == "lone":
    kind, out = sys.argv[2], open(sys.argv[3], "rb").read()
    if len(out) != 16 * N:
        sys.exit("lone %s: %d bytes, expected %d (16 a pixel)" % (kind, len(out), 16 * N))
    for i in range(4 * N):
        if kind == "float":
            got, want = struct.unpack_from("<f", out, 4 * i)[0], f32(0 * 0.5 + (0.25, 0.0, 0.125, 0.5)[i % 4])
        else:
            got, want = struct.unpack_from("<i", out, 4 * i)[0], 0 * 2 + (1, -1, 3, 0)[i % 4]
        if got != want:
            sys.exit("lone %s component %d: %r, expected %r" % (kind, i, got, want))
    print("lone %s: %d pixels written to the default attachment" % (kind, N))
    sys.exit(0)

kind, dst, out = sys.argv[2], open(sys.argv[3], "rb").read(), open(sys.argv[4], "rb").read()
for i in range(4 * N):
    d = dst[i]
    if kind == "unorm":
        v = f32(f32(f32(d / 255) * 0.5) + (0.25, 0.0, 0.125, 0.5)[i % 4])
        want = round(min(max(Fraction(v), 0), 1) * 255)
    else:
        want = ((d - 256 if d > 127 else d) * 2 + (1, -1, 3, 0)[i % 4]) & 0xFF
    if out[i] != want:
        sys.exit("%s byte %d: %d, expected %d (destination %d)" % (kind, i, out[i], want, d))
print("%s: %d pixels fetched and written as expected" % (kind, N))
