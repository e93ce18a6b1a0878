#!/usr/bin/env python3
"""Checks every kernel the Intel GPU code generator emitted into a GPU
Mach-O (metal-nt's output, one slice or universal):

  check-codegen.py <metal-nt output> <gpu-mc> [<iga64>] [--messages]

For the code of each pipeline function (the __text of the nested Mach-O
in each of the slice's sections, or an llc object's own __text):
1. iga64 -d -Wall decodes it with no warning (regions, types, normal
   forms);
2. iga64's text equals our disassembly (gpu-mc -disassemble -raw) after
   the normalization of docs/intelgpu-isa.md;
3. gpu-mc assembles our disassembly back to the same bytes.
So every emitted instruction is valid for iga64, decodes to itself and
re-encodes exactly. With --messages, each send's line of iga64's
decoding is printed too, with iga64's description of its descriptors
(which a test can check: "hdc.urb; urb dword write")."""
import os
import struct
import subprocess
import sys
import tempfile

args = [a for a in sys.argv[1:] if not a.startswith("--")]
path, mc = args[0:2]
iga = args[2] if len(args) > 2 else "iga64"
MESSAGES = "--messages" in sys.argv
NORMALIZE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "iga-normalize.py")


def sections(data):
    """(segment, section, contents) of a 64-bit little-endian Mach-O."""
    magic, _, _, _, ncmds = struct.unpack_from("<IiiII", data, 0)
    if magic != 0xFEEDFACF:
        raise ValueError("not a 64-bit Mach-O")
    off, out = 32, []
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<II", data, off)
        if cmd == 0x19:  # LC_SEGMENT_64
            nsects = struct.unpack_from("<I", data, off + 64)[0]
            for i in range(nsects):
                s = off + 72 + 80 * i
                sect = data[s:s + 16].rstrip(b"\0").decode()
                seg = data[s + 16:s + 32].rstrip(b"\0").decode()
                addr, sz, foff = struct.unpack_from("<QQI", data, s + 32)
                out.append((seg, sect, data[foff:foff + sz]))
        off += size
    return out


def slices(data):
    """(cpusubtype, slice bytes) of a Mach-O or a universal file."""
    magic = struct.unpack_from(">I", data, 0)[0]
    if magic in (0xCAFEBABE, 0xCAFEBABF):
        n = struct.unpack_from(">I", data, 4)[0]
        wide = magic == 0xCAFEBABF
        out = []
        for i in range(n):
            if wide:
                _, sub, off, size = struct.unpack_from(">iiQQ", data, 8 + 32 * i)
            else:
                _, sub, off, size = struct.unpack_from(">iiII", data, 8 + 20 * i)
            out.append((sub & 0xFFFFFF, data[off:off + size]))
        return out
    return [(struct.unpack_from("<i", data, 8)[0] & 0xFFFFFF, data)]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


failures, kernels, instructions = 0, 0, 0
data = open(path, "rb").read()
with tempfile.TemporaryDirectory() as tmp:
    for sub, sl in slices(data):
        gen = 11 if sub >> 16 == 0x11 else 9
        cpu = "icl" if gen == 11 else "skl"
        for seg, sect, body in sections(sl):
            if body[:4] == b"\xcf\xfa\xed\xfe":
                code = [c for s, n, c in sections(body) if n == "__text"]
            elif sect == "__text":
                code = [body]
            else:
                continue
            if len(code) != 1:
                print("%s,%s: no __text in the nested Mach-O" % (seg, sect))
                failures += 1
                continue
            kernels += 1
            name = "%s,%s (gen%d)" % (seg, sect, gen)
            binary = os.path.join(tmp, "k.bin")
            open(binary, "wb").write(code[0])
            p = run([iga, "-d", "-p=%d" % gen, "-Wall", binary], text=True)
            if p.returncode != 0 or "warning" in p.stderr.lower():
                print("%s: iga64 -Wall: %s" % (name, (p.stdout + p.stderr).strip()[-400:]))
                failures += 1
                continue
            if MESSAGES:
                for line in p.stdout.splitlines():
                    if " send" in " " + line.lstrip() or " sends" in " " + line.lstrip():
                        print("iga64: " + " ".join(line.split()))
            p = run([iga, "-d", "-p=%d" % gen, "-n", "-Wnone", binary], text=True)
            theirs = run([sys.executable, NORMALIZE], input=p.stdout, text=True).stdout
            ours = run([mc, "-arch=intelgpu", "-mcpu=" + cpu, "-disassemble", "-raw",
                        binary], text=True).stdout
            if theirs != ours:
                a, b = theirs.splitlines(), ours.splitlines()
                for i, (x, y) in enumerate(zip(a, b)):
                    if x != y:
                        print("%s: instruction %d: iga64 '%s', ours '%s'" % (name, i, x, y))
                        break
                else:
                    print("%s: iga64 decodes %d instructions, we %d" % (name, len(a), len(b)))
                failures += 1
                continue
            text = os.path.join(tmp, "k.s")
            open(text, "w").write(ours)
            again = os.path.join(tmp, "again.bin")
            p = run([mc, "-arch=intelgpu", "-mcpu=" + cpu, "-filetype=bin", text,
                     "-o", again], text=True)
            if p.returncode != 0 or open(again, "rb").read() != code[0]:
                print("%s: our disassembly re-assembles to other bytes %s" % (name, p.stderr.strip()))
                failures += 1
                continue
            instructions += len(ours.splitlines())
print("%d kernels, %d instructions: %d failed" % (kernels, instructions, failures))
sys.exit(1 if failures or not kernels else 0)
