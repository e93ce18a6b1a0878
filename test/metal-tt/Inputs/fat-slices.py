"""Lists a universal binary's slices from its header, read here independently
of our reader: one line per slice, "<cputype hex> <subtype> <offset> <size>",
then checks that the air64 slice's bytes equal the given MetalLib.

  fat-slices.py <universal> [<metallib>]
"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
magic, count = struct.unpack(">II", data[:8])
print("magic %#x count %d" % (magic, count))
for i in range(count):
    cputype, subtype, offset, size, align = struct.unpack(
        ">IIIII", data[8 + 20 * i:28 + 20 * i])
    assert offset % (1 << align) == 0, "misaligned slice"
    print("%#x %d align %d" % (cputype, subtype, align))
    if cputype == 0x01000017 and len(sys.argv) > 2:
        lib = open(sys.argv[2], "rb").read()
        print("air64 slice equals the input:", data[offset:offset + size] == lib)
