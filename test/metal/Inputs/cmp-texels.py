#!/usr/bin/env python3
"""Compares two texel files: cmp-texels.py KIND A B, KIND one of f32 (floats
within 4 ULPs: OpenCL allows 1.5 ULPs for a normalized conversion and the
arithmetic may contract), u8 (normalized 8-bit codes within 1, for a value
that lands beside a rounding boundary), i32 (exact). Exits 1 naming the
first texel that differs."""
import struct
import sys

kind, a, b = sys.argv[1:4]
da, db = open(a, "rb").read(), open(b, "rb").read()
if len(da) != len(db):
    sys.exit("%s and %s differ in size" % (a, b))
if kind == "f32":
    n = len(da) // 4
    ia, ib = struct.unpack("<%di" % n, da), struct.unpack("<%di" % n, db)
    for i, (x, y) in enumerate(zip(ia, ib)):
        if abs(x - y) > 4:
            sys.exit("%s and %s: float %d differs (%d ULPs)" % (a, b, i, abs(x - y)))
elif kind == "u8":
    for i, (x, y) in enumerate(zip(da, db)):
        if abs(x - y) > 1:
            sys.exit("%s and %s: byte %d differs (%d, %d)" % (a, b, i, x, y))
elif da != db:
    sys.exit("%s and %s differ" % (a, b))
