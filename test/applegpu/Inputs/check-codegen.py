"""Checks code the Apple GPU back end emitted, instruction by instruction:

  check-codegen.py <listing.s> <object.o> <airlib-dump> <gpu-mc>

1. airlib-dump --disassemble decodes the object's code to exactly the
   instructions of llc's assembly listing, in order;
2. gpu-mc assembles the listing to exactly the object's bytes.
So every emitted instruction decodes to the instruction emitted and
re-encodes to the same bytes.
"""
import os
import re
import subprocess
import sys
import tempfile

listing, obj, dump, mc = sys.argv[1:5]


def norm(text):
    return " ".join(text.replace(",", " , ").split())


asm, labels, source, source_index = [], {}, [], []
for line in open(listing):
    s = line.split("//")[0].rstrip()
    if not s.strip() or s.lstrip().startswith("."):
        continue
    source.append(s)
    if s.rstrip().endswith(":"):
        labels[s.strip()[:-1]] = len(asm)  # the next instruction's index
        continue
    source_index.append(len(source) - 1)
    asm.append(norm(s))

out = subprocess.run([dump, "--disassemble", obj], check=True, capture_output=True,
                     text=True).stdout
decoded, code = [], ""
for line in out.splitlines():
    m = re.match(r"\s*[0-9a-f]{6}: ([0-9a-f]+)\s+(.*)$", line)
    if m:
        code += m.group(1)
        decoded.append(norm(m.group(2)))
# Jumps name labels in the listing and offsets in the disassembly: write
# each label as its offset from the jump.
offsets = [int(m.group(1), 16) for m in
           (re.match(r"\s*([0-9a-f]{6}): [0-9a-f]+\s", l) for l in out.splitlines()) if m]
for i, text in enumerate(asm):
    words = text.split(" ")
    for j, w in enumerate(words):
        if w in labels and labels[w] < len(offsets) and i < len(offsets):
            words[j] = str(offsets[labels[w]] - offsets[i])
        # A call of a function the object does not define (an import) is
        # relocated: its offset field reads 0 until the loader sets it.
        if j == 1 and words[0] == "call" and w not in labels:
            words[j] = "0"
            source[source_index[i]] = "call 0"
    asm[i] = " ".join(words)
if asm != decoded:
    for i, (a, d) in enumerate(zip(asm, decoded)):
        if a != d:
            print("instruction %d: emitted '%s', decoded '%s'" % (i, a, d))
            break
    print("emitted %d instructions, decoded %d" % (len(asm), len(decoded)))
    sys.exit(1)

with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, "code.s")
    open(src, "w").write("\n".join(source) + "\n")
    binary = os.path.join(tmp, "code.bin")
    subprocess.run([mc, "-arch=applegpu", "-filetype=bin", src, "-o", binary], check=True)
    again = open(binary, "rb").read().hex()
if again != code:
    print("re-assembled bytes differ from the object's")
    sys.exit(1)
print("%d instructions decode and re-encode exactly" % len(asm))
