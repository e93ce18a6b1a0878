"""Colours on and beside the rounding ties of the 16-bit packed
normalized formats, through fragment.ll's multi (back-facing, so its
[[color(0)]] is its flat input a), and the pixels MSL's conversion gives
them: clamp, scale by 2^bits - 1 and round to nearest even, computed here
exactly (fractions), rounded once.

  unorm-ties.py records OUT       writes the fragment records
  unorm-ties.py check FORMAT FILE  checks an attachment's pixels
"""
import math
import struct
import sys
from fractions import Fraction

from texref import f32  # the texture model beside this script

# Metal's 16-bit packed formats: (channel, bits) from the least
# significant bit (MoltenVK's pairing with Vulkan's _PACK16 formats).
FORMATS = {
    "B5G6R5Unorm": [(2, 5), (1, 6), (0, 5)],
    "A1BGR5Unorm": [(3, 1), (2, 5), (1, 5), (0, 5)],
    "ABGR4Unorm": [(3, 4), (2, 4), (1, 4), (0, 4)],
    "BGR5A1Unorm": [(2, 5), (1, 5), (0, 5), (3, 1)],
}


def values():
    """Floats beside (k + 1/2) / max for max 1, 15, 31, 63, and the
    float nearest each, plus the range's ends and beyond."""
    out = []
    for m in (1, 15, 31, 63):
        for k in range(m):
            t = f32((2 * k + 1) / (2 * m))
            out += [math.nextafter(t, -1), t, math.nextafter(t, 2)]
    out += [0.0, 1.0, -0.25, 1.5, float("nan")]
    return [f32(v) for v in out]


def colours():
    v = values()
    # Each channel walks the list at its own stride so that every value
    # meets every field width.
    n = len(v)
    return [(v[i % n], v[(i * 7 + 3) % n], v[(i * 13 + 5) % n], v[(i * 5 + 1) % n])
            for i in range(4 * n)]


def unorm(x, bits):
    if x != x:
        return 0
    m = (1 << bits) - 1
    c = min(max(Fraction(x), Fraction(0)), Fraction(1)) * m
    return round(c)  # Python's round: to nearest even


if sys.argv[1] == "records":
    recs = b""
    for i, c in enumerate(colours()):
        x, y = i % 32, i // 32
        recs += struct.pack("<4f4f2ff4eII", x + 0.5, y + 0.5, 0.0, 1.0, *c, 0.0, 0.0, 1.0,
                            0.0, 0.0, 0.0, 0.0, 0, 0)
    open(sys.argv[2], "wb").write(recs)
    sys.exit(0)

fmt, data = sys.argv[2], open(sys.argv[3], "rb").read()
ties = 0
for i, c in enumerate(colours()):
    want = 0
    for (channel, bits), shift in zip(FORMATS[fmt],
                                      [sum(b for _, b in FORMATS[fmt][:j])
                                       for j in range(len(FORMATS[fmt]))]):
        want |= unorm(c[channel], bits) << shift
    (got,) = struct.unpack_from("<H", data, 2 * i)
    if got != want:
        sys.exit("%s pixel %d of %r: 0x%04x, expected 0x%04x" % (fmt, i, c, got, want))
print("%s: %d pixels exact" % (fmt, len(colours())))
