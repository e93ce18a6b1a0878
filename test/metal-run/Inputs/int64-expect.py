"""Inputs/int64.ll's int64_ops, computed from its Metal source.

  int64-expect.py gen <threads> <dir>     in.bin (two ulongs per thread)
  int64-expect.py check <threads> <dir>   compares out.bin
"""
import random
import struct
import sys

M = 2 ** 64 - 1


def signed(x):
    return x - 2 ** 64 if x >> 63 else x


def expect(a, b):
    s = b & 63
    return [a * b & M, a * 1000003 & M, a << s & M, a >> s, signed(a) >> s & M,
            a << 40 & M, signed(a) >> 7 & M, (a - b) & M, (a & b) ^ (a | 12345),
            a if signed(a) < signed(b) else b]


mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if mode == "gen":
    r = random.Random(n)
    edge = [0, 1, M, 2 ** 63, 2 ** 32 - 1, 2 ** 32, 63, 64]
    v = [edge[i % 8] if i % 5 == 0 else r.getrandbits(64) for i in range(2 * n)]
    open(d + "/in.bin", "wb").write(struct.pack("<%dQ" % len(v), *v))
    sys.exit(0)
data = open(d + "/in.bin", "rb").read()
v = struct.unpack("<%dQ" % (len(data) // 8), data)
out = open(d + "/out.bin", "rb").read()
got = struct.unpack("<%dQ" % (len(out) // 8), out)
for t in range(n):
    want = expect(v[2 * t], v[2 * t + 1])
    have = list(got[10 * t:10 * t + 10])
    if have != want:
        i = next(i for i in range(10) if have[i] != want[i])
        print("FAIL int64_ops thread %d o[%d]: a=%#x b=%#x got %#x, want %#x"
              % (t, i, v[2 * t], v[2 * t + 1], have[i], want[i]))
        sys.exit(1)
print("ok int64_ops %d threads" % n)
