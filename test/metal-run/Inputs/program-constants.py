"""Expected outputs of program-constants.ll, computed here from its tables.

  program-constants.py OUTF OUTI N
"""
import struct
import sys

TAB = [0.5, -1.25, 3.0, 1.0e10, -0.0, 7.75, 0.25, -8.0, 9.5, 10.0, -11.5, 12.25,
       13.0, -14.0, 15.5, 16.0]
GRID = [[1, -2, 3], [40, 50, -60], [700, 800, 900], [-1000, 2000, 300000]]
ST = [(-7, 1.0, (5, -6), 123456), (31000, -3.0, (127, -128), -9)]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


outf, outi, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
gf = struct.unpack("<%df" % n, open(outf, "rb").read())
gi = struct.unpack("<%di" % n, open(outi, "rb").read())
bad = 0
for gid in range(n):
    sh, h, by, w = ST[gid & 1]
    wf = f32(f32(TAB[gid & 15]) * h)
    a = (GRID[gid & 3][gid % 3] + sh) * by[gid % 2]
    a = ((a & 0xFFFFFFFF) ^ (w & 0xFFFFFFFF))
    wi = a - (1 << 32) if a >= 1 << 31 else a
    if struct.pack("<f", gf[gid]) != struct.pack("<f", wf) or gi[gid] != wi:
        bad += 1
        if bad < 5:
            print("thread %d: got %r %d, expected %r %d" % (gid, gf[gid], gi[gid], wf, wi))
print("ok program constants" if not bad else "FAILED program constants")
