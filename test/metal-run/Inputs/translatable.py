"""Tries metal-nt on every function of a MetalLib for one architecture and
prints, per function, "name: ok" or "name: <metal-nt's error>"; with
--ok-only, the names that translate, one per line.

  translatable.py <metallib> <arch> [--ok-only]
"""
import json
import os
import subprocess
import sys
import tempfile

lib, arch = sys.argv[1], sys.argv[2]
ok_only = "--ok-only" in sys.argv[3:]
dump = subprocess.run(["airlib-dump", "--json", lib], check=True, capture_output=True,
                      text=True).stdout
names = [f["name"] for f in json.loads(dump)["functions"]]
with tempfile.TemporaryDirectory() as tmp:
    for name in names:
        script = os.path.join(tmp, "f.airf-json")
        json.dump({"function": name}, open(script, "w"))
        p = subprocess.run(["metal-nt", "-arch", arch, lib, "-N", script, "-o",
                            os.path.join(tmp, "out")], capture_output=True, text=True)
        if p.returncode == 0:
            print(name if ok_only else name + ": ok")
        elif not ok_only:
            msg = p.stderr.strip().splitlines()[0] if p.stderr.strip() else "failed"
            prefix = "metal-nt: error: %s: %s: " % (arch, name)
            print(name + ": " + (msg[len(prefix):] if msg.startswith(prefix) else msg))
