"""Inputs/bigint.ll against Python's integers.

  bigint-expect.py gen <threads> <dir>    a.bin b.bin (eight little-endian
                                          32-bit limbs per thread)
  bigint-expect.py check <threads> <dir>  compares out.bin: x = a, then six
                                          times x = x * b + a, modulo 2^256
"""
import random, sys
mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
M = (1 << 256) - 1
def nums(r):
    edge = [0, 1, M, M - 1, 1 << 255, (1 << 32) - 1, 1 << 128]
    return [edge[i] if i < len(edge) else r.getrandbits(r.choice([32, 100, 200, 256]))
            for i in range(n)]
def read(name):
    data = open("%s/%s" % (d, name), "rb").read()
    return [int.from_bytes(data[32 * i:32 * i + 32], "little") for i in range(n)]
if mode == "gen":
    r = random.Random(n)
    a, b = nums(r), nums(r)[::-1]
    for name, v in (("a.bin", a), ("b.bin", b)):
        open("%s/%s" % (d, name), "wb").write(b"".join(x.to_bytes(32, "little") for x in v))
else:
    a, b, out = read("a.bin"), read("b.bin"), read("out.bin")
    bad = 0
    for i in range(n):
        x = a[i]
        for _ in range(6):
            x = (x * b[i] + a[i]) & M
        if out[i] != x:
            bad += 1
            if bad <= 5:
                print("FAIL thread %d: %064x, expected %064x" % (i, out[i], x))
    print("ok bigint, %d threads" % n if not bad else "%d of %d differ" % (bad, n))
