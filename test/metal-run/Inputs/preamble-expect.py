"""Inputs/preamble.ll's kernel against its Metal source.

  preamble-expect.py gen <n> <stride> <dir>          p.bin data.bin counter.bin extra.bin
  preamble-expect.py check <threads> <n> <stride> <dir>
"""
import struct
import sys

mode = sys.argv[1]
if mode == "gen":
    n, stride, d = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    open(d + "/p.bin", "wb").write(struct.pack("<ffII", 1.5, -2.0, n, stride))
    size = 4096
    open(d + "/data.bin", "wb").write(struct.pack("<%df" % size, *[float(i % 97) for i in range(size)]))
    open(d + "/counter.bin", "wb").write(struct.pack("<II", 7, 100))
    open(d + "/extra.bin", "wb").write(struct.pack("<f", 0.25))
    sys.exit(0)

threads, n, stride, d = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
f32 = lambda x: struct.unpack("<f", struct.pack("<f", x))[0]
data = [float(i % 97) for i in range(4096)]
k = f32(1.5 * -2.0)
for gid in range(min(threads, n)):
    i = gid * stride
    m = f32(data[i] * k + 7.0)  # one fused multiply-add
    data[i] = f32(m + (0.25 if gid == 0 else 0.0))
got = struct.unpack("<4096f", open(d + "/data.out", "rb").read())
counter = struct.unpack("<II", open(d + "/counter.out", "rb").read())
bad = [i for i in range(4096) if got[i] != data[i]]
if bad:
    print("mismatch at %d: got %r want %r" % (bad[0], got[bad[0]], data[bad[0]]))
elif counter != (7, 100 + threads):
    print("counter %r, want %r" % (counter, (7, 100 + threads)))
else:
    print("ok preamble %d threads, n %d" % (threads, n))
