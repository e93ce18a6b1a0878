#!/usr/bin/env python3
"""Checks the Intel translator's SIMD width against its rule: the widest of
32, 16 and 8 whose compile does not spill (SIMD8 may). For kernels of
growing register pressure (pressure.py's, INTS values live at once), each
kernel is translated as the translator chooses and forced to each width;
a forced compile that spills has scratch space in its record. The
translator skips SIMD16 when SIMD32's spills outnumber its registers
(IntelGPUFrameLowering::emitPrologue); this shows the skip never costs a
width that would have fitted.

  width-choice.py BIN_DIR PRESSURE_PY WORK_DIR ARCH INTS...
"""
import os
import re
import subprocess
import sys

bin_dir, pressure, work, arch = sys.argv[1:5]
os.makedirs(work, exist_ok=True)


def records(path):
    """(SIMD width, scratch bytes) of each kernel of a translated file."""
    out = subprocess.run([os.path.join(bin_dir, "airlib-dump"), path], check=True,
                         capture_output=True, text=True).stdout
    return [(int(w), int(s)) for w, s in
            re.findall(r"SIMDWidth: (\d+)[^}]*?ScratchBytes: (\d+)", out)]


def translate(ll, extra, name):
    path = os.path.join(work, name)
    subprocess.run([os.path.join(bin_dir, "metal-nt"), "-arch", arch, ll, "-o", path] + extra,
                   check=True)
    return records(path)


bad = checked = 0
for ints in sys.argv[5:]:
    ll = os.path.join(work, "p%s.ll" % ints)
    with open(ll, "w") as f:
        subprocess.run([sys.executable, pressure, ints, "0", "1"], stdout=f, check=True)
    chosen = translate(ll, [], "p%s.bin" % ints)
    forced = {w: translate(ll, ["-intelgpu-simd-width=%d" % w], "p%s-%d.bin" % (ints, w))
              for w in (32, 16, 8)}
    for k, (width, _) in enumerate(chosen):
        fits = [w for w in (32, 16) if forced[w][k][1] == 0]
        want = fits[0] if fits else 8
        checked += 1
        if width != want:
            bad += 1
            print("FAIL %s ints, kernel %d: SIMD%d, expected SIMD%d" % (ints, k, width, want))
print("%d kernels, %d at the wrong width" % (checked, bad))
