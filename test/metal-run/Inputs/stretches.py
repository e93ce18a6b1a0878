"""Inputs and expected outputs of Inputs/stretches.ll (64 threads in
threadgroups of 32): stretches.py gen IN.bin | check KERNEL OUT.bin."""
import struct
import sys

N, G = 64, 32
IN = [float((7 * i) % 13 - 6) for i in range(4 * N)]

if sys.argv[1] == "gen":
    open(sys.argv[2], "wb").write(struct.pack("<%df" % len(IN), *IN))
    sys.exit(0)

kernel, path = sys.argv[2], sys.argv[3]
got = struct.unpack("<%df" % N, open(path, "rb").read())
want = []
for gid in range(N):
    base, lid = gid - gid % G, gid % G
    if kernel == "tiles":
        acc = 0.0
        for k in range(4):
            for i in range(16):
                acc += IN[k * N + base + (lid + i) % G]
        want.append(acc)
if kernel == "neighbours":
    # Lockstep: every thread of the SIMD group reads both values before
    # any thread stores.
    for base in range(0, N, G):
        t = IN[base:base + G]
        for _ in range(16):
            t = [t[l] + t[(l + 1) % G] for l in range(G)]
        want += t
for gid, (g, w) in enumerate(zip(got, want)):
    if struct.pack("<f", g) != struct.pack("<f", w):
        sys.exit("%s thread %d: got %r, want %r" % (kernel, gid, g, w))
print("ok %s" % kernel)
