"""Inputs/private.ll's kernels, computed from their Metal source.

  private-expect.py gen <threads> <dir>      in.bin (16 words per thread)
  private-expect.py check <kernel> <threads> <dir>   compares out.bin
"""
import random
import struct
import sys

mode, d = sys.argv[1], sys.argv[-1]
if mode == "gen":
    n = int(sys.argv[2])
    r = random.Random(n)
    v = [r.getrandbits(32) if i % 3 else r.randrange(50) for i in range(16 * n)]
    open(d + "/in.bin", "wb").write(struct.pack("<%dI" % len(v), *v))
    sys.exit(0)
kernel, n = sys.argv[2], int(sys.argv[3])
data = open(d + "/in.bin", "rb").read()
v = struct.unpack("<%dI" % (len(data) // 4), data)
out = open(d + "/out.bin", "rb").read()
got = struct.unpack("<%dI" % (len(out) // 4), out)
for t in range(n):
    x = v[16 * t:16 * t + 16]
    if kernel == "private_sort":
        want, have = sorted(x), list(got[16 * t:16 * t + 16])
    else:
        c, s, w = [0] * 8, [0] * 8, [0, 0]
        for e in x:
            c[e & 7] = (c[e & 7] + 1) & 0xff
            s[(e >> 3) & 7] = (s[(e >> 3) & 7] + e) & 0xffff
            w[e & 1] = (w[e & 1] + (e << 20)) & (2 ** 64 - 1)
        want = c + s + [w[0] & 0xffffffff, w[0] >> 32, w[1] & 0xffffffff, w[1] >> 32]
        have = list(got[20 * t:20 * t + 20])
    if have != want:
        print("FAIL %s thread %d: got %s, want %s" % (kernel, t, have, want))
        sys.exit(1)
print("ok %s %d threads" % (kernel, n))
