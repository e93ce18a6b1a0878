"""fragment.ll's multi under metal-run: every input kind read from the
record, four outputs (with dual-source blending into attachment 0, a half
and an unsigned attachment), the depth output, and discard_fragment
(a discarded fragment leaves every attachment as it was); checked against
its Metal source evaluated here.

usage: fragment.py LIBRARY WORKDIR"""
import os
import random
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import texref  # noqa: E402
from texref import f32  # noqa: E402

LIBRARY, WORK = sys.argv[1], sys.argv[2]
random.seed(9)


def h(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def main():
    n = 40
    frags = []
    for i in range(n):
        frags.append({
            "pos": [f32(random.uniform(0, 64)), f32(random.uniform(0, 64)), f32(random.random()), 1.0],
            "a": [f32(random.random()) for _ in range(4)],
            "b": [f32(random.uniform(-3, 3)) for _ in range(2)],
            "c": f32(random.uniform(-0.3, 1)),
            "d": [h(random.uniform(-2, 2)) for _ in range(4)],
            "ff": random.randrange(2),
            "sid": random.randrange(8),
        })
    data = b"".join(struct.pack("<4f4f2ff4e2I", *f["pos"], *f["a"], *f["b"], f["c"], *f["d"],
                                f["ff"], f["sid"]) for f in frags)
    files = {}
    for name, blob in [("in", data),
                       ("d0", bytes(random.randrange(256) for _ in range(4 * n))),
                       ("d1", struct.pack("<%de" % (4 * n), *[random.uniform(-1, 1) for _ in range(4 * n)])),
                       ("d2", struct.pack("<%dI" % (4 * n), *[random.getrandbits(32) for _ in range(4 * n)]))]:
        files[name] = os.path.join(WORK, name + ".bin")
        open(files[name], "wb").write(blob)
    outs = {k: os.path.join(WORK, k + ".out") for k in ["rec", "c0", "c1", "c2"]}
    cmd = ["metal-run", LIBRARY, "-function=multi", "-fragments=@" + files["in"],
           "-attachment=0:RGBA8Unorm:@" + files["d0"],
           "-attachment=1:RGBA16Float:@" + files["d1"],
           "-attachment=2:RGBA32Uint:@" + files["d2"],
           "-blend=0:Source1Color,OneMinusSource1Color,Add,One,Source1Alpha,Add",
           "-output-records=" + outs["rec"]] + \
        ["-output-attachment=%d:%s" % (i, outs["c%d" % i]) for i in range(3)]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        print("FAIL metal-run: " + p.stderr)
        return 1
    rec, c0, c1, c2 = (open(outs[k], "rb").read() for k in ["rec", "c0", "c1", "c2"])
    old = {k: open(files[k], "rb").read() for k in ["d0", "d1", "d2"]}
    discarded = 0
    for i, f in enumerate(frags):
        kill = f["c"] < 0
        discarded += kill
        col0 = [f32(v * f["c"]) for v in f["a"]] if f["ff"] else f["a"]
        src1 = f["a"][::-1]
        col1 = [h(f["b"][0]), h(f["b"][1]), f["d"][0], f["d"][1]]
        col2 = [f["sid"], f["ff"], 7, 9]
        depth = f32(f["pos"][2] * 0.5)
        got = struct.unpack_from("<4f4f4e4IfI", rec, 64 * i)
        want = tuple(col0 + src1 + col1 + col2 + [depth, 1 if kill else 0])
        if got != want:
            print("FAIL record %d: %r, expected %r" % (i, got, want))
            return 1
        for k, (buf, size) in enumerate([(c0, 4), (c1, 8), (c2, 16)]):
            d = old["d%d" % k][i * size:(i + 1) * size]
            g = buf[i * size:(i + 1) * size]
            if kill:
                want_bytes = d
            elif k == 0:
                want_bytes = texref.blend("RGBA8Unorm", col0, d,
                                          ("Source1Color", "OneMinusSource1Color", "Add",
                                           "One", "Source1Alpha", "Add"), src1=src1)
            elif k == 1:
                want_bytes = struct.pack("<4e", *col1)
            else:
                want_bytes = struct.pack("<4I", *col2)
            if k == 0 and not kill:
                gv, wv = texref.unpack("RGBA8Unorm", g), texref.unpack("RGBA8Unorm", want_bytes)
                if any(abs(x - y) > 1.0 / 250 for x, y in zip(gv, wv)):
                    print("FAIL attachment 0 of fragment %d: %r, expected %r" % (i, gv, wv))
                    return 1
            elif g != want_bytes:
                print("FAIL attachment %d of fragment %d: %r, expected %r" % (k, i, g, want_bytes))
                return 1
    print("ok %d fragments, %d discarded: records, dual-source blending, half and "
          "uint attachments" % (n, discarded))
    return 0


sys.exit(main())
