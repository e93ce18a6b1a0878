#!/usr/bin/env python3
"""gpu-mc throughput, measured side by side in one run.

  bench/gpu-mc-bench.py [build dir]

1. Intel Gen9: assembling and disassembling the committed corpora (repeated
   to about 100,000 instructions) with gpu-mc and with iga64, the
   reference; the ratios gpu-mc/iga64 (below 1 is faster).
2. Apple G13: disassembling and assembling Mesa's golden vectors repeated
   to about 100,000 instructions, and the time per instruction of each
   direction (assembly searches encodings; it is the slower one).
Each figure is the median of several runs.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
gpu_mc = os.path.join(build, "bin", "gpu-mc")
tmp = tempfile.mkdtemp()


def timed(args, repeat=3):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def repeated(lines, target):
    out = []
    while len(out) < target:
        out.extend(lines)
    return out


def intel():
    if not shutil.which("iga64"):
        print("intel: iga64 not found, skipped")
        return
    lines = []
    for group in ("alu9", "send9", "ternary9"):
        with open(os.path.join(root, "test", "intelgpu", "Inputs", group + ".asm")) as f:
            lines += [l for l in f.read().splitlines() if l and not l.startswith("//")]
    lines = repeated(lines, 100000)
    src = os.path.join(tmp, "i.asm")
    with open(src, "w") as f:
        f.write("\n".join(lines) + "\n")
    binf = os.path.join(tmp, "i.bin")
    iga_a = timed(["iga64", "-a", "-p=9", "-Wnone", "-Xautocompact", src, "-o", binf])
    ours_a = timed([gpu_mc, "-arch=intelgpu", "-mcpu=skl", "-filetype=bin", src,
                    "-o", os.path.join(tmp, "o.bin")])
    iga_d = timed(["iga64", "-d", "-p=9", "-n", "-Wnone", binf])
    ours_d = timed([gpu_mc, "-arch=intelgpu", "-mcpu=skl", "-disassemble", "-raw", binf])
    n = len(lines)
    print(f"intel gen9, {n} instructions")
    print(f"  assemble:    gpu-mc {ours_a:.2f} s  iga64 {iga_a:.2f} s  ratio {ours_a / iga_a:.2f}")
    print(f"  disassemble: gpu-mc {ours_d:.2f} s  iga64 {iga_d:.2f} s  ratio {ours_d / iga_d:.2f}")


def apple():
    cases = os.path.join(root, "..", "shared", "isa", "agx", "cases.txt")
    if os.path.exists(cases):
        with open(cases) as f:
            pairs = [l.split(None, 1) for l in f.read().splitlines() if l.strip()]
    else:  # the hand-written syntax test, assembled
        out = subprocess.run([gpu_mc, "-arch=applegpu", "-show-encoding",
                              os.path.join(root, "test", "applegpu", "syntax.s")],
                             check=True, capture_output=True, text=True).stdout
        pairs = [l.split(None, 1) for l in out.splitlines() if l.strip()]
    pairs = repeated(pairs, 100000)
    hexf = os.path.join(tmp, "a.hex")
    asmf = os.path.join(tmp, "a.s")
    with open(hexf, "w") as f:
        f.write("\n".join(p[0] for p in pairs) + "\n")
    with open(asmf, "w") as f:
        f.write("\n".join(p[1] for p in pairs) + "\n")
    d = timed([gpu_mc, "-arch=applegpu", "-disassemble", hexf])
    a = timed([gpu_mc, "-arch=applegpu", "-filetype=bin", asmf, "-o", os.path.join(tmp, "a.bin")])
    n = len(pairs)
    print(f"apple g13, {n} instructions")
    print(f"  disassemble: {d:.2f} s ({1e6 * d / n:.1f} us/instruction)")
    print(f"  assemble:    {a:.2f} s ({1e6 * a / n:.1f} us/instruction)  ratio assemble/disassemble {a / d:.1f}")


intel()
apple()
