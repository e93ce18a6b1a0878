"""Checks texlod.ll's output records (metal-run -output-records) against
levels of detail computed here from the input records: each quad's
(fragments 4k to 4k+3 at (x, y), (x+1, y), (x, y+1), (x+1, y+1)) fine
differences of uv in binary32 on 8-texel textures give the unclamped level
log2(max(|d(uv)/dx|, |d(uv)/dy|) * 8) (Vulkan's scale factor), and the
clamped one is ARB_texture_query_lod's ComputeAccessedLod: clamped to the
sampler's lod_min and lod_max, then to levels 0 to 3; 0 without mip
filtering, ceil(lod + 0.5) - 1 with nearest mip filtering.

  texlod.py INPUT-RECORDS OUTPUT-RECORDS MIP LOD_MIN LOD_MAX"""
import math
import struct
import sys

from texref import f32  # the texture model beside this script

inputs, outputs = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
mip, lod_min, lod_max = sys.argv[3], float(sys.argv[4]), float(sys.argv[5])

uv = [struct.unpack_from("<2f", inputs, 28 * k + 16) for k in range(len(inputs) // 28)]
bad = 0
for k, (u, v) in enumerate(uv):
    q = k & ~3
    lane = k & 3
    dx = [f32(uv[q + (lane | 1)][c] - uv[q + (lane & 2)][c]) for c in range(2)]
    dy = [f32(uv[q + (lane | 2)][c] - uv[q + (lane & 1)][c]) for c in range(2)]
    rho = max(math.hypot(*dx), math.hypot(*dy)) * 8
    unclamped = math.log2(rho)
    lod = min(max(unclamped, lod_min), max(lod_min, lod_max))
    lod = min(max(lod, 0.0), 3.0)
    clamped = 0.0 if mip == "none" else math.ceil(lod + 0.5) - 1 if mip == "nearest" else lod
    a = struct.unpack_from("<4f", outputs, 36 * k)
    b = struct.unpack_from("<2f", outputs, 36 * k + 16)
    got = [a[0], a[1], a[2], a[3], b[0], b[1]]
    want = [clamped, unclamped] * 3
    if any(abs(g - w) > 1e-5 for g, w in zip(got, want)):
        bad += 1
        if bad < 4:
            print("fragment %d: %r, expected %r" % (k, got, want))
print("%d fragments, %d wrong" % (len(uv), bad))
