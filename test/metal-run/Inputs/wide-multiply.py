"""Inputs and expected results of wide-multiply.ll, computed here.

  wide-multiply.py gen N DIR       writes DIR/a.bin, DIR/b.bin
  wide-multiply.py check N OUT     compares OUT with Python's integers"""
import random
import struct
import sys

mode, n, where = sys.argv[1], int(sys.argv[2]), sys.argv[3]
random.seed(11)
a = [random.getrandbits(64) for _ in range(n)]
b = [random.getrandbits(64) for _ in range(n)]
# Edge values: 0, 1, all ones, the sign bit.
a[:4] = [0, 1, 2**64 - 1, 2**63]
b[:4] = [2**64 - 1, 2**64 - 1, 2**64 - 1, 2**63]
if mode == "gen":
    open(where + "/a.bin", "wb").write(struct.pack("<%dQ" % n, *a))
    open(where + "/b.bin", "wb").write(struct.pack("<%dQ" % n, *b))
    sys.exit(0)
M = 2**64
signed = lambda v: v - M if v >= 2**63 else v
got = struct.unpack("<%dQ" % (4 * n), open(where, "rb").read())
bad = 0
for i in range(n):
    x, y = a[i], b[i]
    want = [(x * y) >> 64, (x * 13685551427637460553) >> 64,
            ((signed(x) * -12345678901) >> 64) % M, (x * 5331612937900612) % M]
    for k in range(4):
        if got[4 * i + k] != want[k]:
            if bad < 5:
                print("FAIL element %d product %d: %d, expected %d" % (i, k, got[4 * i + k], want[k]))
            bad += 1
print("%d products, %d wrong" % (4 * n, bad))
