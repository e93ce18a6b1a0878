"""Expected outputs of Inputs/calls.ll's @recursion, from its definition.

  calls.py gen N DIR      writes DIR/in.bin (N random words)
  calls.py check N DIR    compares DIR/out.bin with fib and alt
"""
import random
import struct
import sys

mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if mode == "gen":
    r = random.Random(n)
    open(d + "/in.bin", "wb").write(struct.pack("<%dI" % n, *[r.randrange(1 << 20) for _ in range(n)]))
    sys.exit(0)
xs = struct.unpack("<%dI" % n, open(d + "/in.bin", "rb").read())
out = struct.unpack("<%dI" % (2 * n), open(d + "/out.bin", "rb").read())


def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)


def alt(p, k):
    return 0 if k == 0 else (3 * p[k - 1] - alt(p, k - 1)) & 0xFFFFFFFF


bad = 0
for i, x in enumerate(xs):
    k = x % 13
    want = [fib(k), alt([(x + 7 * j) & 0xFFFFFFFF for j in range(13)], k) if i & 1 else 0]
    got = list(out[2 * i:2 * i + 2])
    if got != want:
        bad += 1
        if bad <= 5:
            print("thread %d (n = %d): got %s, want %s" % (i, k, got, want))
print("ok %d threads" % n if not bad else "%d of %d threads wrong" % (bad, n))
sys.exit(1 if bad else 0)
