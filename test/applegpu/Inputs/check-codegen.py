"""Checks code the Apple GPU back end emitted, instruction by instruction:

  check-codegen.py <listing.s> <object.o> <airlib-dump> <gpu-mc>

1. airlib-dump --disassemble decodes the object's code to exactly the
   instructions of llc's assembly listing, in order;
2. gpu-mc assembles the listing to exactly the object's bytes.
So every emitted instruction decodes to the instruction emitted and
re-encodes to the same bytes.
"""
import re
import subprocess
import sys
import tempfile

listing, obj, dump, mc = sys.argv[1:5]


def norm(text):
    return " ".join(text.replace(",", " , ").split())


asm = []
for line in open(listing):
    s = line.split("//")[0].rstrip()
    if not s.strip() or s.lstrip().startswith(".") or s.rstrip().endswith(":"):
        continue
    asm.append(norm(s))

out = subprocess.run([dump, "--disassemble", obj], check=True, capture_output=True,
                     text=True).stdout
decoded, code = [], ""
for line in out.splitlines():
    m = re.match(r"\s*[0-9a-f]{6}: ([0-9a-f]+)\s+(.*)$", line)
    if m:
        code += m.group(1)
        decoded.append(norm(m.group(2)))
if asm != decoded:
    for i, (a, d) in enumerate(zip(asm, decoded)):
        if a != d:
            print("instruction %d: emitted '%s', decoded '%s'" % (i, a, d))
            break
    print("emitted %d instructions, decoded %d" % (len(asm), len(decoded)))
    sys.exit(1)

with tempfile.NamedTemporaryFile("w", suffix=".s") as f:
    f.write("\n".join(asm) + "\n")
    f.flush()
    enc = subprocess.run([mc, "-arch=applegpu", "-show-encoding", f.name], check=True,
                         capture_output=True, text=True).stdout
again = "".join(l.split()[0] for l in enc.splitlines() if l.strip())
if again != code:
    print("re-assembled bytes differ from the object's")
    sys.exit(1)
print("%d instructions decode and re-encode exactly" % len(asm))
