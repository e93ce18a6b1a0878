#!/usr/bin/env python3
"""Every operation iga64 lists for a platform (-Xlist-ops) occurs in the
corpus files given: usage op-coverage.py P corpus.asm..."""
import re
import subprocess
import sys

p = sys.argv[1]
listing = subprocess.run(["iga64", f"-p={p}", "-Xlist-ops"], capture_output=True,
                         text=True).stdout.splitlines()
ops = [l.split()[0] for l in listing[1:] if l.strip()]
seen = set()
for path in sys.argv[2:]:
    for line in open(path):
        line = re.sub(r"^\([^)]*\)\s*", "", line.strip())
        if line and not line.startswith("//"):
            seen.add(re.split(r"[\s.(]", line, maxsplit=1)[0])
missing = [o for o in ops if o not in seen]
print(f"{len(ops)} operations, {len(ops) - len(missing)} in the corpus")
for o in missing:
    print(f"missing: {o}")
sys.exit(1 if missing else 0)
