"""Inputs/addressing.ll's addressing kernel, computed from its Metal source.

  addressing-expect.py gen <dir>                   in.bin, bytes.bin, shorts.bin
  addressing-expect.py check <threads> <tg> <dir>  compares out.bin, counts.bin
"""
import random
import struct
import sys


def s32(x):
    x &= 0xFFFFFFFF
    return x - 2 ** 32 if x >> 31 else x


mode = sys.argv[1]
d = sys.argv[-1]
if mode == "gen":
    r = random.Random(7)
    ints = [r.randrange(-2 ** 31, 2 ** 31) for _ in range(256)]
    open(d + "/in.bin", "wb").write(struct.pack("<256i", *ints))
    open(d + "/bytes.bin", "wb").write(bytes(r.randrange(256) for _ in range(256)))
    shorts = [r.randrange(-2 ** 15, 2 ** 15) for _ in range(256)]
    open(d + "/shorts.bin", "wb").write(struct.pack("<256h", *shorts))
    sys.exit(0)

n, tgsize = int(sys.argv[2]), int(sys.argv[3])
ints = struct.unpack("<256i", open(d + "/in.bin", "rb").read())
raw = open(d + "/in.bin", "rb").read()
longs = struct.unpack("<128q", raw)
by = open(d + "/bytes.bin", "rb").read()
sh = struct.unpack("<256h", open(d + "/shorts.bin", "rb").read())
out = struct.unpack("<%di" % (8 * n), open(d + "/out.bin", "rb").read()[:32 * n])
counts = struct.unpack("<4i", open(d + "/counts.bin", "rb").read())


def a_of(gid):
    return ints[64 + gid - 8]


def tg_of(gid):  # what thread gid stored into its threadgroup's memory
    return s32(a_of(gid) + by[gid])


for gid in range(n):
    lid, first = gid % tgsize, gid - gid % tgsize
    c = longs[gid]
    want = [a_of(gid), ints[2 * gid + 1], s32(c ^ (c >> 32)),
            s32(ints[5] + ints[61]), by[gid], sh[gid], ints[n - 1 - gid],
            s32(tg_of(first + (lid ^ 1)) + tg_of(first + 1))]
    have = list(out[8 * gid:8 * gid + 8])
    if have != want:
        i = next(i for i in range(8) if have[i] != want[i])
        print("FAIL addressing thread %d o[%d]: got %d, want %d" % (gid, i, have[i], want[i]))
        sys.exit(1)
want = [len(range(k, n, 4)) for k in range(4)]
if list(counts) != want:
    print("FAIL addressing counts: got %s, want %s" % (list(counts), want))
    sys.exit(1)
print("ok addressing %d threads" % n)
