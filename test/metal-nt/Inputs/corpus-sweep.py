#!/usr/bin/env python3
"""Translates every kernel of the corpus for every AMD architecture.

Usage: corpus-sweep.py <corpus dir> <scripts dir> <work dir>
       corpus-sweep.py <corpus dir> <scripts dir> <work dir> --summary ARCHS LIB...
The second form translates every kernel of each LIB for the comma-separated
ARCHS and prints, per library, how many translated everywhere and each
failing kernel with its first error.
Each kernel is translated alone (an AIR function script names it; the MFA
kernels' scripts also give their required function constants). Prints one
line per kernel: "ok on N/15" or the error and on how many architectures it
occurred, then the totals.
"""
import json
import os
import subprocess
import sys

corpus, scripts, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)


def kernels(path):
    doc = json.loads(subprocess.check_output(["airlib-dump", "--json", path]))
    return [f["name"] for f in doc["functions"] if f["type_name"] == "kernel"]


def translate(path, fn, arch):
    script = os.path.join(scripts, "mfa-%s.airf-json" % fn)
    if not os.path.exists(script):
        script = os.path.join(work, fn + ".airf-json")
        with open(script, "w") as f:
            json.dump({"function": fn}, f)
    p = subprocess.run(["metal-nt", "-arch", arch, path, "-N", script, "-S", "-o", os.path.join(work, "out.s")],
                       capture_output=True, text=True)
    return None if p.returncode == 0 else p.stderr.strip().splitlines()[0].replace(path, "<lib>")


if len(sys.argv) > 4 and sys.argv[4] == "--summary":
    archs = ["amdgpu_" + a for a in sys.argv[5].split(",")]
    for lib in sys.argv[6:]:
        path = os.path.join(corpus, lib + ".metallib")
        names = kernels(path)
        failures = []
        for fn in names:
            for arch in archs:
                err = translate(path, fn, arch)
                if err:
                    failures.append((fn, err.replace(arch + ": ", "")))
                    break
        print("%s: %d of %d kernels translate for %s" % (lib, len(names) - len(failures), len(names), ",".join(archs)))
        for fn, err in failures:
            print("  %s: %s" % (fn, err))
    sys.exit(0)
archs = subprocess.check_output(["metal-config", "-archs", "-vendor", "amd"], text=True).split()
libraries = ["btrack_kernel", "metal_dialect_kernel", "mf64_exe_83k", "mf64_exe_links_dylib", "mfa_ios16", "mfa_macos13"]
ok_total = failed_total = 0
for lib in libraries:
    path = os.path.join(corpus, lib + ".metallib")
    doc = json.loads(subprocess.check_output(["airlib-dump", "--json", path]))
    for fn in [f["name"] for f in doc["functions"] if f["type_name"] == "kernel"]:
        script = os.path.join(scripts, "mfa-%s.airf-json" % fn)
        if not os.path.exists(script):
            script = os.path.join(work, fn + ".airf-json")
            with open(script, "w") as f:
                json.dump({"function": fn}, f)
        results = {}
        for arch in archs:
            p = subprocess.run(["metal-nt", "-arch", arch, path, "-N", script, "-S", "-o", os.path.join(work, "out.s")],
                               capture_output=True, text=True)
            if p.returncode == 0:
                key = "ok"
            else:
                msg = p.stderr.strip().splitlines()[0]
                key = msg.replace("amdgpu_" + arch[len("amdgpu_"):] + ": ", "").replace(path, "<lib>")
            results[key] = results.get(key, 0) + 1
        for key, n in sorted(results.items()):
            print("%s %s: %s on %d/%d" % (lib, fn, key, n, len(archs)))
            if key == "ok":
                ok_total += n
            else:
                failed_total += n
print("translations ok %d, failed %d" % (ok_total, failed_total))
