#!/usr/bin/env python3
"""Intel Gen9/Gen11 code generation, measured side by side in one run.

  bench/intelgpu-bench.py [build dir]

1. Static instruction counts: ours (metal-nt -arch intelgpu_skl_gt2r6 and
   intelgpu_icl_1x8x8r7, from AIR) against Intel's own compiler on the
   same kernels written in OpenCL C (bench/intelgpu/kernels.cl, ocloc from
   Debian's intel-opencl-icd, its kernel heap decoded by iga64 up to the
   end of thread). Both widths are shown: ours is SIMD16 or SIMD8 (the
   translator's rule), Intel's compiler picks SIMD8, 16 or 32, so the
   ratio per channel (instructions / width)
   is printed next to the plain one. ocloc compiles with
   -cl-intel-greater-than-4GB-buffer-required, so that it too reaches
   buffers through A64 stateless messages.
2. Translation time per kernel, intelgpu_skl_gt2r6 against amdgpu_gfx1030
   (LLVM's AMDGPU back end) on the same kernels: those above and effort's
   kernels that the Intel back end takes
   (test/metal-run/Inputs/intelgpu-effort-kernels.txt). Each time is the
   median of three runs.
"""
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
tool = lambda name: os.path.join(build, "bin", name)
tmp = tempfile.mkdtemp()
effort = os.path.join(root, "..", "shared", "corpus", "metallib", "effort_kernels.metallib")


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


def ours(lib, fn, arch):
    """Our instructions for fn (IGA lines of metal-nt -S) and its SIMD width
    (the object's record, airlib-dump)."""
    listing = run([tool("metal-nt"), "-arch", arch, lib, "-N", script_for(fn), "-S"]).stdout
    count = sum(1 for l in listing.splitlines()
                if l and not l.startswith((";", "\t", " ", "/")) and not l.rstrip().endswith(":"))
    obj = os.path.join(tmp, "ours-%s-%s.bin" % (arch, fn))
    run([tool("metal-nt"), "-arch", arch, lib, "-N", script_for(fn), "-o", obj])
    width = int(re.search(r"SIMDWidth: (\d+)", run([tool("airlib-dump"), obj]).stdout).group(1))
    return count, width


def intels(fn, device):
    """Intel's compiler's instructions for fn and its SIMD width."""
    out = os.path.join(tmp, "ocl-" + device)
    if not os.path.exists(out):
        run(["ocloc", "compile", "-file", os.path.join(root, "bench", "intelgpu", "kernels.cl"),
             "-device", device, "-options", "-cl-std=CL1.2 -cl-intel-greater-than-4GB-buffer-required",
             "-output_no_suffix", "-output", os.path.join(tmp, "ocl-" + device + ".bin")])
        run(["ocloc", "disasm", "-file", os.path.join(tmp, "ocl-" + device + ".bin"),
             "-device", device, "-dump", out])
    heap = os.path.join(out, fn + "_KernelHeap.dat")
    gen = "11" if device == "icllp" else "9"
    text = subprocess.run(["iga64", "-d", "-p=" + gen, heap], capture_output=True, text=True).stdout
    count, width = 0, 0
    for line in text.splitlines():
        m = re.match(r"\s*(\([^)]*\)\s*)?([a-z][a-z0-9.]*)\s+\((\d+)\|M(\d+)\)", line)
        if not m:
            continue
        count += 1
        if m.group(2) not in ("send", "sends") or "(W)" not in line:
            width = max(width, int(m.group(3)) + int(m.group(4)))
        if "{EOT}" in line or "EOT" in line.split("//")[0]:
            break
    return count, width


example = os.path.join(tmp, "kernels.metallib")
run([tool("metallib"), os.path.join(root, "examples", "compute", "kernels.ll"), "-o", example])
codegen = os.path.join(tmp, "codegen.metallib")
run([tool("metallib"), os.path.join(root, "test", "metal-nt", "Inputs", "intelgpu", "codegen.ll"),
     "-o", codegen])
pairs = [(example, "saxpy"), (example, "reduce_sum"), (codegen, "arith"), (codegen, "memory"),
         (codegen, "control")]

print("1. static instructions: ours vs Intel's compiler (ocloc, OpenCL C), with their SIMD widths")
have_ocloc = shutil.which("ocloc") and shutil.which("iga64")
if not have_ocloc:
    print("   ocloc or iga64 not found (scripts/bootstrap.sh installs them)")
for arch, device in (("intelgpu_skl_gt2r6", "skl"), ("intelgpu_icl_1x8x8r7", "icllp")):
    if not have_ocloc:
        break
    ratios, lane = [], []
    for lib, fn in pairs:
        n, v = ours(lib, fn, arch)
        m, w = intels(fn, device)
        ratios.append(n / m)
        lane.append((n / v) / (m / w))
        print("   %-6s %-11s ours %4d (SIMD%-2d)  ocloc %4d (SIMD%-2d)  ratio %.2f  per channel %.2f"
              % (device, fn, n, v, m, w, n / m, (n / v) / (m / w)))
    print("   %-6s median ratio %.2f, per channel %.2f" % (device, statistics.median(ratios),
                                                          statistics.median(lane)))

print("2. translation time per kernel: intelgpu_skl_gt2r6 vs amdgpu_gfx1030")
kernels = list(pairs)
if os.path.exists(effort):
    names = [l.strip() for l in open(os.path.join(
        root, "test", "metal-run", "Inputs", "intelgpu-effort-kernels.txt")) if l.strip()]
    kernels += [(effort, n) for n in names[:20]]
ratios = []
for lib, fn in kernels:
    s = script_for(fn)
    t_intel = timed([tool("metal-nt"), "-arch", "intelgpu_skl_gt2r6", lib, "-N", s, "-o",
                     os.path.join(tmp, "i")])
    t_amd = timed([tool("metal-nt"), "-arch", "amdgpu_gfx1030", lib, "-N", s, "-o",
                   os.path.join(tmp, "a")])
    ratios.append(t_intel / t_amd)
    print("   %-26s skl %7.1f ms  gfx1030 %7.1f ms  ratio %.2f"
          % (fn, t_intel * 1000, t_amd * 1000, t_intel / t_amd))
print("   median ratio: %.2f" % statistics.median(ratios))
shutil.rmtree(tmp)
