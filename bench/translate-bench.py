#!/usr/bin/env python3
"""metal-nt translation benchmarks, measured side by side in one run.

  bench/translate-bench.py [build dir]

1. Translation time per kernel (the corpus when ../shared is there, else the
   bundled example) for amdgpu_gfx906.
2. The whole corpus for four AMD architectures with -j1 and with -j2, and
   their ratio.
3. metal-nt's overhead over running llc on the lowered IR it produces
   (metal-nt -S vs. llc -O2 on metal-nt -S -emit-llvm), as a ratio.
4. metal-tt on a library of many kernels (effort_kernels' 79, else the
   example's) for all 15 AMD architectures at -j1 and -j2, and their ratio
   (the goal is 1.8 on two cores); beside it the same with glibc's default
   allocator policy (METALNT_DEFAULT_MALLOC=1), which the tools replace.
Each figure is the median of several runs.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
bin_ = os.path.join(build, "bin")
llc = "/usr/lib/llvm-22/bin/llc"
corpus = os.path.join(root, "..", "shared", "corpus", "metallib")
tmp = tempfile.mkdtemp()


def run(args):
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def timed(args, repeat=5):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        run(args)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


# Inputs: (label, library, script or None).
inputs = []
if os.path.isdir(corpus):
    for lib, fn in [("btrack_kernel", "track_Metal"), ("metal_dialect_kernel", "life"),
                    ("mf64_exe_83k", "testExtendedVectorsCompile"), ("mfa_ios16", "convolution"),
                    ("mfa_ios16", "attention")]:
        script = os.path.join(root, "test", "metal-nt", "Inputs", "mfa-%s.airf-json" % fn)
        if not os.path.exists(script):
            script = os.path.join(tmp, fn + ".airf-json")
            json.dump({"function": fn}, open(script, "w"))
        inputs.append((fn, os.path.join(corpus, lib + ".metallib"), script))
else:
    lib = os.path.join(tmp, "kernels.metallib")
    run([os.path.join(bin_, "metallib"), os.path.join(root, "examples", "compute", "kernels.ll"), "-o", lib])
    for fn in ["saxpy", "reduce_sum"]:
        script = os.path.join(tmp, fn + ".airf-json")
        json.dump({"function": fn}, open(script, "w"))
        inputs.append((fn, lib, script))

nt = os.path.join(bin_, "metal-nt")
print("1. translation time per kernel (amdgpu_gfx906, GPU Mach-O out)")
for label, lib, script in inputs:
    t = timed([nt, "-arch", "amdgpu_gfx906", lib, "-N", script, "-o", os.path.join(tmp, "o")])
    print("   %-28s %7.1f ms" % (label, t * 1000))

archs = ["amdgpu_gfx600", "amdgpu_gfx803", "amdgpu_gfx906", "amdgpu_gfx1030"]
print("2. every kernel above for %d architectures, -j1 vs -j2" % len(archs))
tj = {}
for j in (1, 2):
    def all_inputs():
        for label, lib, script in inputs:
            args = [nt, "-j%d" % j, lib, "-N", script, "-o", os.path.join(tmp, "o")]
            for a in archs:
                args[1:1] = ["-arch", a]
            run(args)
    times = []
    for _ in range(3):
        t = time.perf_counter()
        all_inputs()
        times.append(time.perf_counter() - t)
    tj[j] = statistics.median(times)
    print("   -j%d %8.1f ms" % (j, tj[j] * 1000))
print("   ratio j1/j2: %.2f" % (tj[1] / tj[2]))

print("3. metal-nt -S vs. llc on the lowered IR (amdgpu_gfx906)")
ratios = []
for label, lib, script in inputs:
    ll = os.path.join(tmp, label + ".ll")
    with open(ll, "w") as f:
        subprocess.run([nt, "-arch", "amdgpu_gfx906", lib, "-N", script, "-S", "-emit-llvm"],
                       check=True, stdout=f)
    # Drop metal-nt's listing header line.
    text = open(ll).read().split("\n", 1)[1]
    open(ll, "w").write(text)
    t_nt = timed([nt, "-arch", "amdgpu_gfx906", lib, "-N", script, "-S", "-o", os.path.join(tmp, "s")])
    t_llc = timed([llc, "-O2", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx906", ll, "-o", os.path.join(tmp, "l.s")])
    ratios.append(t_nt / t_llc)
    print("   %-28s metal-nt %7.1f ms  llc %7.1f ms  ratio %.2f" % (label, t_nt * 1000, t_llc * 1000, t_nt / t_llc))
print("   median overhead ratio: %.2f" % statistics.median(ratios))

tt = os.path.join(bin_, "metal-tt")
effort = os.path.join(corpus, "effort_kernels.metallib")
many = effort if os.path.exists(effort) else inputs[0][1]
print("4. metal-tt %s for every AMD architecture (-skip-unsupported: GFX6/7 lack"
      " SIMD-group sums), -j1 vs -j2" % os.path.basename(many))
for label, env in [("tuned allocator", {}), ("glibc defaults", {"METALNT_DEFAULT_MALLOC": "1"})]:
    tj = {}
    for j in (1, 2):
        def once():
            subprocess.run([tt, "-skip-unsupported", "-j%d" % j, many, "-o", os.path.join(tmp, "tt")],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env=dict(os.environ, **env))
        times = []
        for _ in range(3):
            t = time.perf_counter()
            once()
            times.append(time.perf_counter() - t)
        tj[j] = statistics.median(times)
    print("   %-16s -j1 %8.1f ms  -j2 %8.1f ms  ratio j1/j2 %.2f" % (label, tj[1] * 1000, tj[2] * 1000, tj[1] / tj[2]))
