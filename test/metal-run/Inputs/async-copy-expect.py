#!/usr/bin/env python3
"""The expectation of Inputs/async-copy.ll: destination element (r, c) of
the 16 x 8 tile is source-tile element (r + 2, c + 1) when that lies in the
10 x 7 tile, else 0; the tile starts at element 13 of a matrix of 12
floats per row.  async-copy-expect.py gen DIR | check DIR"""
import struct
import sys

d = sys.argv[2]
if sys.argv[1] == "gen":
    open(d + "/src.bin", "wb").write(struct.pack("<120f", *[float(i) for i in range(120)]))
    sys.exit(0)
src = struct.unpack("<120f", open(d + "/src.bin", "rb").read())
got = struct.unpack("<128f", open(d + "/out.bin", "rb").read())
want = []
for r in range(8):
    for c in range(16):
        sr, sc = r + 2, c + 1
        want.append(src[13 + sr * 12 + sc] if sr < 7 and sc < 10 else 0.0)
bad = [i for i in range(128) if got[i] != want[i]]
for i in bad[:5]:
    print("mismatch at row %d column %d: got %r want %r" % (i // 16, i % 16, got[i], want[i]))
print("FAIL async copy" if bad else "ok async copy")
