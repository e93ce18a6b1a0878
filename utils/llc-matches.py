#!/usr/bin/env python3
"""Shows that metal-nt and the stock llc, loading our target plugin, compile
lowered IR alike: for each input and architecture, every function's lowered
IR (metal-nt -S --emit-llvm) is compiled by `llc --load=PLUGIN -march=M
-mcpu=CPU` and the listing compared with metal-nt's own (metal-nt -S).

  llc-matches.py BIN_DIR LLC PLUGIN_DIR INPUT... --arch A,B,... [--llc-cpu CPU]

A MetalLib's functions are translated one by one; one metal-nt refuses
(exit status 1) is counted apart. Prints a line per function whose listings
differ (and the first differing line), then "N matched, M differed (R
refused)". Exit status 1 when any differed.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from internal_errors import is_internal

ap = argparse.ArgumentParser()
ap.add_argument("bin")
ap.add_argument("llc")
ap.add_argument("plugins")
ap.add_argument("inputs", nargs="+")
ap.add_argument("--arch", required=True)
ap.add_argument("--llc-cpu", help="compile for this CPU instead of metal-nt's (a check "
                "that a differing listing is found)")
args = ap.parse_args()

# The LLVM target and plugin of each vendor's architectures.
TARGETS = {"applegpu": ("applegpu", "AppleGPUPlugin.so"),
           "intelgpu": ("intelgpu", "IntelGPUPlugin.so")}
PREAMBLE = "; metal-nt: the preamble's module\n"
KERNEL = "; metal-nt: the kernel's module\n"
HEADER = re.compile(r"^; metal-nt: (\S+) for (\S+) \((\S+)\)$", re.M)


def listings(text):
    """metal-nt's output split at its per-function headers:
    {function: (cpu, text after the header)}."""
    out = {}
    heads = list(HEADER.finditer(text))
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        out[h.group(1)] = (h.group(3), text[h.end() + 1:end])
    return out


def metal_nt(arch, inp, *extra):
    """metal-nt's listings, or None when it refuses (exit status 1)."""
    p = subprocess.run([os.path.join(args.bin, "metal-nt"), "-arch", arch, *inp, "-S", *extra,
                        "-o", "-"], capture_output=True, text=True)
    if p.returncode == 1 and not is_internal(p.returncode, p.stdout + p.stderr):
        return None
    if p.returncode != 0:
        sys.exit("metal-nt -arch %s %s %s: %s" % (arch, " ".join(inp), " ".join(extra),
                                                   p.stderr.strip()))
    return listings(p.stdout)


def units(path, tmp):
    """The translations of one input: a MetalLib's functions one by one
    (each alone in a script), any other input whole."""
    if not path.endswith(".metallib"):
        return [[path]]
    p = subprocess.run([os.path.join(args.bin, "airlib-dump"), "--json", path],
                       capture_output=True, text=True, check=True)
    out = []
    for f in json.loads(p.stdout).get("functions", []):
        script = os.path.join(tmp, "%s.airf-json" % f["name"])
        with open(script, "w") as s:
            json.dump({"function": f["name"]}, s)
        out.append([path, "-N", script])
    return out


matched = differed = refused = 0
with tempfile.TemporaryDirectory() as tmp:
    for arch in args.arch.split(","):
        march, plugin = TARGETS[arch.split("_")[0]]
        for inp in [u for i in args.inputs for u in units(i, tmp)]:
            ir = metal_nt(arch, inp, "--emit-llvm")
            asm = metal_nt(arch, inp)
            if ir is None or asm is None:
                refused += 1
                continue
            for name, (cpu, text) in sorted(ir.items()):
                # A G13 kernel with a preamble is two modules, the
                # preamble's first; its listing is theirs in that order.
                modules = [m for m in re.split(PREAMBLE + "|" + KERNEL, text) if m.strip()]
                listing, error = "", None
                for i, module in enumerate(modules):
                    path = os.path.join(tmp, "%s.%d.ll" % (name, i))
                    with open(path, "w") as f:
                        f.write(module)
                    p = subprocess.run([args.llc, "--load=" + os.path.join(args.plugins, plugin),
                                        "-march=" + march, "-mcpu=" + (args.llc_cpu or cpu),
                                        "-asm-verbose=false", path, "-o", "-"],
                                       capture_output=True, text=True)
                    if p.returncode != 0:
                        error = p.stderr.strip().splitlines()[-1]
                        break
                    listing += p.stdout
                ours = asm.get(name, ("", None))[1]
                if error is None and listing == ours:
                    matched += 1
                    continue
                differed += 1
                print("DIFFER %s %s %s" % (os.path.basename(inp[0]), name, arch))
                if error is not None:
                    print("  llc: " + error)
                else:
                    a, b = (ours or "").splitlines(), listing.splitlines()
                    for i in range(max(len(a), len(b))):
                        x = a[i] if i < len(a) else "<end>"
                        y = b[i] if i < len(b) else "<end>"
                        if x != y:
                            print("  line %d: metal-nt %r, llc %r" % (i + 1, x, y))
                            break
print("%d matched, %d differed (%d refused)" % (matched, differed, refused))
sys.exit(1 if differed else 0)
