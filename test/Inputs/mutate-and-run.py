#!/usr/bin/env python3
"""Feeds a tool many damaged copies of a file and checks it never crashes.

Usage: mutate-and-run.py <work dir> <input> -- <tool> [args...]

Mutations: truncation at many offsets, every header offset/size field set to
hostile values, a bad magic, a huge function count, every function-list tag
length set to 0xffff, and seeded random byte flips. For each damaged file the
tool must either succeed or exit 1 with an error naming the file; it must
never crash, hang (10 s) or exit otherwise. A truncated file must always be
rejected. Prints a summary for FileCheck and exits 1 on any violation.
"""
import os
import random
import struct
import subprocess
import sys

work, src = sys.argv[1], sys.argv[2]
tool = sys.argv[sys.argv.index("--") + 1:]
os.makedirs(work, exist_ok=True)
orig = open(src, "rb").read()
rng = random.Random(0x4d544c42)
cases = []  # (name, bytes, must_reject)

n = len(orig)
cuts = sorted(set(list(range(0, min(n, 256))) + [rng.randrange(n) for _ in range(120)] + [n - 1]))
for c in cuts:
    cases.append(("trunc%d" % c, orig[:c], True))
cases.append(("magic", b"XTLB" + orig[4:], True))
for field in range(16, 88, 8):
    for v in (0xFFFFFFFFFFFFFFFF, 0x7FFFFFFFFFFFFFF0, n, n + 1, 1, 0):
        b = bytearray(orig)
        struct.pack_into("<Q", b, field, v)
        cases.append(("field%d_%x" % (field, v), bytes(b), False))
if n >= 92:
    (list_off,) = struct.unpack_from("<Q", orig, 24)
    if list_off + 4 <= n:
        for v in (0xFFFFFFFF, 0x10000000, 1000):
            b = bytearray(orig)
            struct.pack_into("<I", b, list_off, v)
            cases.append(("count%x" % v, bytes(b), True))
        # Every tag length of the function list.
        (list_size,) = struct.unpack_from("<Q", orig, 32)
        i = list_off + 8
        end = min(n, list_off + 4 + list_size)
        k = 0
        while i + 6 <= end and k < 64:
            code = orig[i:i + 4]
            if code.isalpha() and code.isupper() and code != b"ENDT":
                b = bytearray(orig)
                struct.pack_into("<H", b, i + 4, 0xFFFF)
                cases.append(("taglen%d" % i, bytes(b), False))
                k += 1
            i += 1
for k in range(200):
    b = bytearray(orig)
    for _ in range(rng.randrange(1, 4)):
        p = rng.randrange(n)
        b[p] = rng.randrange(256)
    cases.append(("flip%d" % k, bytes(b), False))

bad = []
rejected = accepted = 0
for name, data, must_reject in cases:
    path = os.path.join(work, name + ".metallib")
    with open(path, "wb") as f:
        f.write(data)
    try:
        p = subprocess.run(tool + [path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=10)
    except subprocess.TimeoutExpired:
        bad.append("%s: hang" % name)
        continue
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode == 0:
        accepted += 1
        if must_reject:
            bad.append("%s: accepted, must be rejected" % name)
    elif p.returncode == 1:
        rejected += 1
        if "error: " + path not in err:
            bad.append("%s: error does not name the file: %r" % (name, err[:200]))
    else:
        bad.append("%s: exit %d %r" % (name, p.returncode, err[-300:]))
    os.remove(path)

print("mutations %d rejected %d accepted %d" % (len(cases), rejected, accepted))
print("violations %d" % len(bad))
for b in bad[:20]:
    print("  " + b)
sys.exit(1 if bad else 0)
