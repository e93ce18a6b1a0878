#!/usr/bin/env python3
"""Writes a universal (fat) file for the tests: a header in the given magic
and byte order, then each slice at a 2^14-aligned offset.

  make-fat.py OUT MAGIC ORDER CPUTYPE:SUBTYPE:FILE... [--break KIND]

SUBTYPE may be auto for a Mach-O slice (its own cpusubtype).

MAGIC is cafebabe (classic) or cbfebabe (GPU); ORDER be or le. --break
damages the header: count (more slices than fit), past-end, overlap,
misaligned, in-header (a slice starting inside the header), kind (a
slice that is neither Mach-O nor MetalLib).
"""
import struct
import sys

args = sys.argv[1:]
broken = None
if "--break" in args:
    i = args.index("--break")
    broken = args[i + 1]
    args = args[:i] + args[i + 2:]
out, magic, order = args[0], int(args[1], 16), args[2]
slices = []
for spec in args[3:]:
    cpu, sub, path = spec.split(":", 2)
    data = open(path, "rb").read()
    # "auto": the subtype a Mach-O slice gives itself (cpusubtype, offset 8).
    sub = struct.unpack("<I", data[8:12])[0] if sub == "auto" else int(sub, 0)
    slices.append((int(cpu, 0), sub, data))
e = ">" if order == "be" else "<"
align = 14
offsets, cursor = [], 8 + 20 * len(slices)
for _, _, data in slices:
    cursor = (cursor + (1 << align) - 1) & ~((1 << align) - 1)
    offsets.append(cursor)
    cursor += len(data)
count = len(slices) if broken != "count" else 100000
header = struct.pack(e + "II", magic, count)
for n, (cpu, sub, data) in enumerate(slices):
    off, size, al = offsets[n], len(data), align
    if n == len(slices) - 1:
        if broken == "past-end":
            size += 1
        elif broken == "overlap" and n > 0:
            off = offsets[n - 1]
        elif broken == "misaligned":
            off += 4
        elif broken == "in-header":
            off = 4
    header += struct.pack(e + "IIIII", cpu, sub, off, size, al)
body = bytearray(header)
for n, (_, _, data) in enumerate(slices):
    body += b"\0" * (offsets[n] - len(body))
    if broken == "kind" and n == len(slices) - 1:
        data = b"\x7fELF" + data[4:]
    body += data
if broken == "misaligned":
    body += b"\0" * 8
open(out, "wb").write(bytes(body))
