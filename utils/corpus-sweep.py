#!/usr/bin/env python3
"""Translates every function of every MetalLib given, alone, for each
architecture, and fails on any internal error: a crash, an LLVM fatal error
("Cannot select", "LLVM ERROR", metal-nt's "error: LLVM: ..."), or a
translation that takes longer than the time limit. A refusal (metal-nt
naming what the target lacks, exit code 1) is an answer, counted apart.

  corpus-sweep.py BIN_DIR WORK_DIR LIB.metallib... [--arch A,B,...]
                  [--timeout SECONDS] [--jobs N] [--refusals] [--slow SECONDS]
                  [--kinds vertex,fragment,...]

Prints one line per internal error, a line per architecture with what
translated and what was refused, then one per function kind (kernel,
vertex, fragment, ..., as the MetalLib's function list names them;
--kinds keeps only those), and "N passed, M failed", where a
translation or a refusal passes and an internal error fails. A dynamic
library's functions ("unqualified") are translated with their library,
whole, as metal-nt translates a dynamic library.
"""
import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from internal_errors import is_internal


ap = argparse.ArgumentParser()
ap.add_argument("bin")
ap.add_argument("work")
ap.add_argument("libs", nargs="+")
ap.add_argument("--arch", default="applegpu_g13g,intelgpu_skl_gt2r6,intelgpu_icl_1x8x8r7,"
                "amdgpu_gfx1030")
ap.add_argument("--timeout", type=float, default=10.0)
ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
ap.add_argument("--refusals", action="store_true", help="print each refusal too")
ap.add_argument("--kinds", default=None,
                help="only functions of these kinds (comma-separated: kernel, vertex, fragment, ...)")
ap.add_argument("--slow", type=float, default=None,
                help="print each translation that took longer than this many seconds")
args = ap.parse_args()
os.makedirs(args.work, exist_ok=True)
metal_nt = os.path.join(args.bin, "metal-nt")
dump = os.path.join(args.bin, "airlib-dump")

jobs = []
for lib in args.libs:
    out = subprocess.run([dump, "--json", lib], capture_output=True, text=True)
    if out.returncode != 0:
        print("FAIL %s: airlib-dump: %s" % (lib, out.stderr.strip()))
        continue
    for f in json.loads(out.stdout).get("functions", []):
        kind = f.get("type_name", "?")
        if args.kinds and kind not in args.kinds.split(","):
            continue
        for arch in args.arch.split(","):
            jobs.append((lib, f["name"], arch, kind))


def one(job):
    lib, name, arch, kind = job
    base = os.path.join(args.work, "%s-%s-%s" % (os.path.basename(lib), name, arch))
    if kind == "unqualified":
        # A dynamic library's function: a script names only qualified
        # functions, so the library is translated whole and each of its
        # functions gets the library's answer.
        cmd = [metal_nt, "-arch", arch, lib, "-o", base + ".o"]
    else:
        script = base + ".airf-json"
        with open(script, "w") as f:
            json.dump({"function": name}, f)
        cmd = [metal_nt, "-arch", arch, lib, "-N", script, "-o", base + ".o"]
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return job, "internal", "did not finish in %g s" % args.timeout
    text = p.stdout + p.stderr
    if is_internal(p.returncode, text):
        first = next((l for l in text.splitlines() if l.strip()), "exit code %d" % p.returncode)
        return job, "internal", first.strip()
    if p.returncode == 1:
        return job, "refused", text.strip().splitlines()[0] if text.strip() else ""
    return job, "ok", time.monotonic() - start


counts = {}
failed = passed = 0
with ThreadPoolExecutor(max_workers=args.jobs) as ex:
    for (lib, name, arch, fkind), kind, msg in ex.map(one, jobs):
        c = counts.setdefault((arch, fkind), {"ok": 0, "refused": 0, "internal": 0})
        c[kind] += 1
        if kind == "internal":
            failed += 1
            print("FAIL %s %s %s: %s" % (os.path.basename(lib), name, arch, msg))
        else:
            passed += 1
            if kind == "refused" and args.refusals:
                print("refused %s %s %s: %s" % (os.path.basename(lib), name, arch, msg))
            if kind == "ok" and args.slow is not None and msg > args.slow:
                print("slow %s %s %s: %.1f s" % (os.path.basename(lib), name, arch, msg))
for arch in sorted({a for a, _ in counts}):
    kinds = sorted((k, c) for (a, k), c in counts.items() if a == arch)
    print("%s: %d translated, %d refused, %d internal errors" % (
        arch, *(sum(c[key] for _, c in kinds) for key in ("ok", "refused", "internal"))))
    for fkind, c in kinds:
        print("  %s %s: %d translated, %d refused, %d internal errors" % (
            arch, fkind, c["ok"], c["refused"], c["internal"]))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
