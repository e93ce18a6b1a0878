"""Inputs/function-table.ll's @apply, from its definition.

  function-table.py gen N DIR      writes DIR/in.bin
  function-table.py check N DIR    compares DIR/out.bin
"""
import random
import struct
import sys

mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
M = 0xFFFFFFFF
if mode == "gen":
    r = random.Random(n)
    open(d + "/in.bin", "wb").write(struct.pack("<%dI" % n, *[r.randrange(1 << 32) for _ in range(n)]))
    sys.exit(0)
xs = struct.unpack("<%dI" % n, open(d + "/in.bin", "rb").read())
got = struct.unpack("<%dI" % n, open(d + "/out.bin", "rb").read())
fns = [lambda x, i: (3 * x + i) & M,
       lambda x, i: ((x ^ ((i << 4) & M)) - 7) & M,
       lambda x, i: (2 * ((x * x + (i >> 1)) & M)) & M]
bad = [i for i, x in enumerate(xs) if got[i] != fns[x % 3](x, i)]
print("ok %d threads" % n if not bad else "%d of %d threads wrong, first %d" % (len(bad), n, bad[0]))
sys.exit(1 if bad else 0)
