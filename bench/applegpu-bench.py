#!/usr/bin/env python3
"""Apple G13 code generation, measured side by side in one run.

  bench/applegpu-bench.py [build dir]

1. Translation time per kernel for applegpu_g13g and, on the same kernels,
   amdgpu_gfx1030 (LLVM's AMDGPU back end), and their ratio: the kernels of
   effort_kernels that the Apple back end takes
   (test/metal-run/Inputs/applegpu-effort-kernels.txt), else the bundled
   example's saxpy.
2. Static counts per kernel: G13 instructions (without the trap padding)
   and the register halves and stack bytes per thread the code generator
   records in __TEXT,__metalnt_info (airlib-dump's KernelInfo).
3. Simulated dynamic instruction counts (per SIMD group and per lane) for
   the example's saxpy and for effort's sumScores32 (a per-thread loop,
   a reduction over a row) at a fixed grid.
Each time is the median of several runs.
"""
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
bin_ = os.path.join(build, "bin")
corpus = os.path.join(root, "..", "shared", "corpus", "metallib")
effort = os.path.join(corpus, "effort_kernels.metallib")
tmp = tempfile.mkdtemp()


def tool(name):
    return os.path.join(bin_, name)


def run(args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw)


def timed(args, repeat=3):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        run(args)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def script_for(fn):
    path = os.path.join(tmp, fn + ".airf-json")
    json.dump({"function": fn}, open(path, "w"))
    return path


example = os.path.join(tmp, "kernels.metallib")
run([tool("metallib"), os.path.join(root, "examples", "compute", "kernels.ll"), "-o", example])
if os.path.exists(effort):
    names = [l.strip() for l in open(os.path.join(
        root, "test", "metal-run", "Inputs", "applegpu-effort-kernels.txt")) if l.strip()]
    kernels = [(effort, n) for n in names]
else:
    kernels = [(example, "saxpy")]

print("1. translation time per kernel: applegpu_g13g vs amdgpu_gfx1030")
ratios = []
counts = []
for lib, fn in kernels:
    s = script_for(fn)
    t_apple = timed([tool("metal-nt"), "-arch", "applegpu_g13g", lib, "-N", s, "-o", os.path.join(tmp, "a")])
    t_amd = timed([tool("metal-nt"), "-arch", "amdgpu_gfx1030", lib, "-N", s, "-o", os.path.join(tmp, "b")])
    ratios.append(t_apple / t_amd)
    print("   %-26s g13g %7.1f ms  gfx1030 %7.1f ms  ratio %.2f" % (fn, t_apple * 1000, t_amd * 1000, t_apple / t_amd))
    listing = run([tool("metal-nt"), "-arch", "applegpu_g13g", lib, "-N", s, "-S"]).stdout
    insts = [l for l in listing.splitlines()
             if l and not l.startswith((";", "\t", " ", "/")) and not l.rstrip().endswith(":")]
    body = [l for l in insts if not l.startswith("trap")]
    dump = run([tool("airlib-dump"), os.path.join(tmp, "a")]).stdout
    halves = int(re.search(r"GPRHalves: (\d+)", dump).group(1))
    stack = int(re.search(r"StackBytes: (\d+)", dump).group(1))
    counts.append((fn, len(body), halves, stack))
print("   median ratio: %.2f" % statistics.median(ratios))

print("2. static counts (G13)")
for fn, n, h, st in counts:
    print("   %-26s %4d instructions  %3d register halves  %4d stack bytes" % (fn, n, h, st))

print("3. simulated dynamic instructions")
a = os.path.join(tmp, "a.bin")
x = os.path.join(tmp, "x.bin")
y = os.path.join(tmp, "y.bin")
open(a, "wb").write(struct.pack("<f", 2.0))
open(x, "wb").write(struct.pack("<4096f", *range(4096)))
open(y, "wb").write(struct.pack("<4096f", *[1.0] * 4096))
out = run([tool("metal-run"), example, "-function=saxpy", "-arch=applegpu_g13g", "-grid=4096",
           "-threadgroup=256", "-buffer=0:@" + a, "-buffer=1:@" + x, "-buffer=2:@" + y,
           "-run-stats"]).stderr
print("   saxpy, 4096 threads:", " ".join(l for l in out.splitlines() if "instructions" in l))
if os.path.exists(effort):
    # sumScores32 (as effort.py dispatches it): each of 4096 threads sums
    # tokens = 3 products in a loop.
    tokens, scols, n = 3, 5, 4096
    sc, xv, tk, cl = (os.path.join(tmp, f) for f in ("s.bin", "xv.bin", "t.bin", "c.bin"))
    open(sc, "wb").write(struct.pack("<%df" % (32 * scols), *[0.25] * (32 * scols)))
    open(xv, "wb").write(struct.pack("<%df" % (tokens * 4096), *[1.5] * (tokens * 4096)))
    open(tk, "wb").write(struct.pack("<i", tokens))
    open(cl, "wb").write(struct.pack("<i", scols))
    out = run([tool("metal-run"), effort, "-function=sumScores32", "-arch=applegpu_g13g",
               "-grid=%d" % n, "-threadgroup=256", "-buffer=0:@" + sc, "-buffer=1:@" + xv,
               "-buffer=2:zeros:%d" % (4 * n), "-buffer=3:@" + tk, "-buffer=4:@" + cl,
               "-run-stats"]).stderr
    print("   sumScores32, 4096 threads, 3 tokens:",
          " ".join(l for l in out.splitlines() if "instructions" in l))
