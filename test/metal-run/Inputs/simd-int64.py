"""Expected outputs of simd-int64.ll for SIMD groups of W lanes, all
active: simd-int64.py OUT N W"""
import struct
import sys

M = (1 << 64) - 1


def sgn(v):
    return v - (1 << 64) if v >> 63 else v


path, n, w = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
x = [((g * 4294967303) ^ (g << 40)) & M for g in range(n)]
y = [(-v) & M for v in x]
got = struct.unpack("<%dQ" % (6 * n), open(path, "rb").read())
bad = 0
for g in range(n):
    grp = range(g - g % w, min(g - g % w + w, n))
    xor = 0
    for k in grp:
        xor ^= x[k]
    want = [sum(x[k] for k in grp) & M, max(y[k] for k in grp),
            min(sgn(y[k]) for k in grp) & M, xor,
            sum(x[k] for k in grp) & M, sum(y[k] for k in grp) & M]
    if list(got[6 * g:6 * g + 6]) != want:
        bad += 1
        if bad < 4:
            print("lane %d: got %s, expected %s" % (g, [hex(v) for v in got[6 * g:6 * g + 6]],
                                                   [hex(v) for v in want]))
print("ok simd int64 W=%d" % w if not bad else "FAILED simd int64 W=%d" % w)
