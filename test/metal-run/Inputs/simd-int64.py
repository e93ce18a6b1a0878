"""Expected outputs of simd-int64.ll for SIMD groups of W lanes:
simd-int64.py OUT N W [r64|s64]. r64: reductions, every lane active. s64:
scans over the lanes whose index is not a multiple of 3."""
import struct
import sys

M = (1 << 64) - 1


def sgn(v):
    return v - (1 << 64) if v >> 63 else v


def prod(values):
    p = 1
    for v in values:
        p = p * v & M
    return p


path, n, w = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
kernel = sys.argv[4] if len(sys.argv) > 4 else "r64"
x = [((g * 4294967303) ^ (g << 40)) & M for g in range(n)]
y = [(-v) & M for v in x]
slots = 6 if kernel == "r64" else 4
got = struct.unpack("<%dQ" % (slots * n), open(path, "rb").read())
bad = 0
for g in range(n):
    grp = range(g - g % w, min(g - g % w + w, n))
    if kernel == "r64":
        xor = 0
        for k in grp:
            xor ^= x[k]
        want = [sum(x[k] for k in grp) & M, max(y[k] for k in grp),
                min(sgn(y[k]) for k in grp) & M, xor,
                sum(x[k] for k in grp) & M, sum(y[k] for k in grp) & M]
    elif g % 3 == 0:
        want = [0, 0, 0, 0]
    else:
        below = [k for k in grp if k < g and k % 3 != 0]
        upto = below + [g]
        want = [sum(x[k] for k in below) & M, sum(x[k] for k in upto) & M,
                prod(x[k] | 1 for k in below), prod(x[k] | 1 for k in upto)]
    if list(got[slots * g:slots * g + slots]) != want:
        bad += 1
        if bad < 4:
            print("lane %d: got %s, expected %s" % (g, [hex(v) for v in got[slots * g:slots * g + slots]],
                                                   [hex(v) for v in want]))
print("ok %s W=%d" % (kernel, w) if not bad else "FAILED %s W=%d" % (kernel, w))
