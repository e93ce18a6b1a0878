"""Inputs and expected results of skipped-pops.ll, computed here.

  skipped-pops.py gen DIR          in.bin: in[k] = k + 1 (in[0] = 1: the
                                   inner loop runs once; if_if's lane 0)
  skipped-pops.py check KERNEL N FILE
"""
import struct
import sys

IN = [k + 1 for k in range(64)]


def expect(kernel, tid):
    trip = (tid & 3) + 1
    acc = 0
    for i in range(trip):
        if kernel == "if_loop" and tid == 0:
            for j in range(max(IN[0], 1)):
                acc += IN[j] + IN[j + 7] + IN[j + 11] + IN[j + 13]
        if kernel == "if_if" and tid < 2 and tid == IN[0] - 1:
            acc += sum(IN[i + d] for d in (0, 3, 5, 9, 17, 21))
    return acc + trip


if sys.argv[1] == "gen":
    open(sys.argv[2] + "/in.bin", "wb").write(struct.pack("<64i", *IN))
else:
    kernel, n, path = sys.argv[2], int(sys.argv[3]), sys.argv[4]
    got = struct.unpack("<%di" % n, open(path, "rb").read())
    bad = [t for t in range(n) if got[t] != expect(kernel, t)]
    for t in bad[:5]:
        print("%s thread %d: got %d, expected %d" % (kernel, t, got[t], expect(kernel, t)))
    print("ok %s" % kernel if not bad else "FAILED %s" % kernel)
