"""Inputs/int64-divide.ll against Python's exact integers.

  int64-divide-expect.py gen <threads> <dir>    a.bin b.bin f.bin
  int64-divide-expect.py check <threads> <dir>  compares out.bin and fout.bin

Conversions to float are checked against the exact integer rounded to
nearest even (Python's float() would round to double first); signed
division of the smallest long by -1 and conversions of negative floats to
unsigned are undefined and skipped.
"""
import random, struct, sys, math
mode, n, d = sys.argv[1], int(sys.argv[2]), sys.argv[3]
M64 = (1 << 64) - 1
def s64(v): return v - (1 << 64) if v >> 63 else v
def f32(x): return struct.unpack("<f", struct.pack("<f", x))[0]
if mode == "gen":
    r = random.Random(n)
    edge = [0, 1, 2, 3, 7, 0xFFFFFFFF, 0x100000000, 0x100000001, (1 << 63) - 1, 1 << 63, M64,
            M64 - 1, 12345678901234567, (1 << 53) + 1, (1 << 24) + 1, 0xFFFFFF7FFFFFFFFF]
    a, b, f = [], [], []
    for i in range(n):
        if i < len(edge) * 4:
            x = edge[i % len(edge)]
            y = [1, 3, 0xFFFFFFFF, M64][i // len(edge)]
        else:
            k = r.choice([8, 16, 32, 40, 63, 64])
            x = r.getrandbits(k)
            y = r.getrandbits(r.choice([1, 5, 17, 31, 33, 48, 64])) or 1
        a.append(x); b.append(y)
        f.append(r.choice([r.uniform(-2.0 ** 62, 2.0 ** 62), r.uniform(-1e6, 1e6), r.uniform(0, 2.0 ** 63),
                           float(r.getrandbits(40)), -0.0, 0.5, -1.5, 2.0 ** 32, 2.0 ** 40 + 2.0 ** 17]))
    open(d + "/a.bin", "wb").write(struct.pack("<%dQ" % n, *a))
    open(d + "/b.bin", "wb").write(struct.pack("<%dQ" % n, *b))
    open(d + "/f.bin", "wb").write(struct.pack("<%df" % n, *f))
    sys.exit(0)
a = struct.unpack("<%dQ" % n, open(d + "/a.bin", "rb").read())
b = struct.unpack("<%dQ" % n, open(d + "/b.bin", "rb").read())
f = struct.unpack("<%df" % n, open(d + "/f.bin", "rb").read())
out = struct.unpack("<%dQ" % (6 * n), open(d + "/out.bin", "rb").read())
fout = struct.unpack("<%df" % (2 * n), open(d + "/fout.bin", "rb").read())
bad = 0
for i in range(n):
    x, y, z = a[i], b[i], f[i]
    sx, sy = s64(x), s64(y)
    sq = abs(sx) // abs(sy) * (1 if (sx < 0) == (sy < 0) else -1)
    if sx == -(1 << 63) and sy == -1:
        sq = None  # overflow: undefined
    want = [x // y, x % y, None if sq is None else sq & M64,
            None if sq is None else (sx - sq * sy) & M64,
            int(z) & M64 if z >= 0 else None, int(z) & M64]
    got = out[6 * i: 6 * i + 6]
    for k in range(6):
        if want[k] is not None and got[k] != want[k]:
            if bad < 8:
                print("FAIL thread %d op %d: x=%d y=%d z=%r got %d want %d" % (i, k, x, y, z, got[k], want[k]))
            bad += 1
    # Python's float(int) rounds to double first: the exact integer is
    # rounded to float here instead.
    def exact(v):
        if v == 0: return 0.0
        s = -1 if v < 0 else 1; v = abs(v)
        e = v.bit_length() - 24
        if e <= 0: return s * float(v)
        q, rem = divmod(v, 1 << e)
        half = 1 << (e - 1)
        if rem > half or (rem == half and q & 1): q += 1
        return s * math.ldexp(q, e)
    fw = [exact(x), exact(sx)]
    for k in range(2):
        if fout[2 * i + k] != fw[k]:
            if bad < 8:
                print("FAIL thread %d conv %d: x=%d got %r want %r" % (i, k, x, fout[2 * i + k], fw[k]))
            bad += 1
print("ok int64 division and conversions, %d threads" % n if not bad else "FAILED %d" % bad)
