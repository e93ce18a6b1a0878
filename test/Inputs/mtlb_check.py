#!/usr/bin/env python3
"""An independent MetalLib checker for tests.

Written from docs/metallib-format.md alone (it shares no code with the C++
reader): walks the header, the function list, the header extension and the
sections, checks every bound and every HASH with hashlib, and prints one line
per fact so FileCheck can assert on them. Exits 1 on the first violation.
"""
import hashlib
import struct
import sys


def fail(msg):
    print("mtlb_check: error: " + msg)
    sys.exit(1)


def tags(b, off, end, lenbytes=2):
    out = []
    while True:
        if off + 4 > end:
            fail("tag group at %d has no ENDT before %d" % (off, end))
        code = b[off:off + 4]
        if code == b"ENDT":
            return out, off + 4
        fmt = "<H" if lenbytes == 2 else "<I"
        (n,) = struct.unpack_from(fmt, b, off + 4)
        start = off + 4 + lenbytes
        if start + n > end:
            fail("tag %r at %d runs past %d" % (code, off, end))
        out.append((code.decode("latin1"), b[start:start + n]))
        off = start + n


def main():
    path = sys.argv[1]
    b = open(path, "rb").read()
    if len(b) < 88 or b[:4] != b"MTLB":
        fail("not a MetalLib")
    (plat, vmaj, vmin, ftype, tos, osmaj, osmin, fsize) = struct.unpack_from("<HHHBBHHQ", b, 4)
    secs = struct.unpack_from("<8Q", b, 24)
    if fsize != len(b):
        fail("file size field %d != %d" % (fsize, len(b)))
    names = ["list", "public", "private", "bitcode"]
    for i in range(4):
        off, size = secs[2 * i], secs[2 * i + 1]
        if off + size + (4 if i == 0 else 0) > len(b):
            fail("section %s out of bounds" % names[i])
    print("container %d.%d type %d platform 0x%04x os 0x%02x %d.%d" % (vmaj, vmin, ftype, plat, tos, osmaj, osmin))
    lst, lsz = secs[0], secs[1]
    (count,) = struct.unpack_from("<I", b, lst)
    print("functions %d" % count)
    off = lst + 4
    end = lst + 4 + lsz
    funcs = []
    for i in range(count):
        (esize,) = struct.unpack_from("<I", b, off)
        t, nxt = tags(b, off + 4, end)
        if nxt - off != esize:
            fail("function %d entry size %d != %d" % (i, esize, nxt - off))
        funcs.append(dict(t))
        print("function %d tags %s" % (i, " ".join(k for k, _ in t)))
        off = nxt
    if off != end:
        fail("function list ends at %d, header says %d" % (off, end))
    first = min(secs[2], secs[4], secs[6])
    if end < first:
        ext, eend = tags(b, end, first)
        if eend != first:
            fail("extension ends at %d, public metadata starts at %d" % (eend, first))
        print("extension %s" % " ".join(k for k, _ in ext))
        for k, v in ext:
            if k == "HDYN":
                o, s = struct.unpack("<QQ", v)
                d, _ = tags(b, o, o + s)
                for dk, dv in d:
                    print("hdyn %s %s" % (dk, dv.rstrip(b"\0").decode()))
            elif k == "ILST":
                o, s = struct.unpack("<QQ", v)
                (n,) = struct.unpack_from("<I", b, o)
                p = o + 4
                for _ in range(n):
                    (gs,) = struct.unpack_from("<I", b, p)
                    g, q = tags(b, p + 4, o + s)
                    if q - p != gs:
                        fail("ILST group size %d != %d" % (gs, q - p))
                    print("import %s" % dict(g)["NAME"].rstrip(b"\0").decode())
                    p = q
    else:
        print("extension none")
    for i, f in enumerate(funcs):
        name = f["NAME"].rstrip(b"\0").decode()
        pub, priv, bc = struct.unpack("<QQQ", f["OFFT"])
        if "MDSZ" in f:
            (size,) = struct.unpack("<Q", f["MDSZ"])
        else:
            later = sorted(set(struct.unpack("<QQQ", g["OFFT"])[2] for g in funcs if struct.unpack("<QQQ", g["OFFT"])[2] > bc))
            size = (later[0] if later else secs[7]) - bc
        if bc + size > secs[7]:
            fail("function %s bitcode out of bounds" % name)
        blob = b[secs[6] + bc:secs[6] + bc + size]
        if blob[:4] != b"\xde\xc0\x17\x0b" or blob[20:24] != b"BC\xc0\xde" or size % 16:
            fail("function %s bitcode is not a padded wrapped module" % name)
        ok = hashlib.sha256(blob).digest() == f["HASH"]
        if not ok:
            fail("function %s HASH mismatch" % name)
        for sec, rel, label in ((2, pub, "public"), (4, priv, "private")):
            (gs,) = struct.unpack_from("<I", b, secs[sec] + rel)
            g, q = tags(b, secs[sec] + rel + 4, secs[sec] + secs[sec + 1])
        vers = struct.unpack("<4H", f["VERS"]) if "VERS" in f else None
        print("function %s type %d air %s hash ok" % (name, f["TYPE"][0], "%d.%d/%d.%d" % vers if vers else "-"))


main()
