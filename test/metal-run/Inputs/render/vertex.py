"""Vertex fetch under metal-run, checked against Metal's documented format
conversions computed here.

1. Every vertex attribute format of metal-pipelines-script(5) (ATTRIBUTE
   FORMAT): a vertex function (written below as AIR) with 16 float4 and 12
   uint4 stage_in attributes returns each as a varying; each format's data
   comes tightly packed from a file (-attribute=N:FORMAT:@FILE).
2. A vertex descriptor over interleaved buffers (-vertex-attribute,
   -vertex-layout): offsets, strides, per-instance stepping with a rate, a
   constant attribute, fewer and more components than declared, base
   vertex and base instance.

usage: vertex.py WORKDIR            (metal-run on the host)
       vertex.py WORKDIR --arch ARCH  (the same on a simulator: metal-run
                                     -arch=ARCH, e.g. applegpu_g13g)
       vertex.py WORKDIR --amd      (every format translated by metal-nt
                                     for GFX6, 9 and 10.3 through a Metal
                                     pipelines script's vertex descriptor,
                                     assembled by llvm-mc)"""
import os
import random
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import harness  # noqa: E402
from harness import Mismatch  # noqa: E402
from texref import f32  # noqa: E402

WORK = sys.argv[1]
ARCH = sys.argv[sys.argv.index("--arch") + 1] if "--arch" in sys.argv else None
random.seed(5)

DATALAYOUT = ('target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-'
              'i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-'
              'v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-'
              'v512:512:512-v1024:1024:1024-n8:16:32"\n'
              'target triple = "air64_v27-apple-macosx15.0.0"\n')



# name -> (components, struct code, kind, bits); kind: unorm snorm uint sint half float
FORMATS = {}
for base, code, kind, bits in [("Char", "b", "sint", 8), ("UChar", "B", "uint", 8),
                               ("Short", "h", "sint", 16), ("UShort", "H", "uint", 16),
                               ("Int", "i", "sint", 32), ("UInt", "I", "uint", 32),
                               ("Half", "e", "half", 16), ("Float", "f", "float", 32)]:
    for n in range(1, 5):
        FORMATS[base + ("" if n == 1 else str(n))] = (n, code, kind, bits)
for base, code, kind, bits in [("Char", "b", "snorm", 8), ("UChar", "B", "unorm", 8),
                               ("Short", "h", "snorm", 16), ("UShort", "H", "unorm", 16)]:
    for n in range(1, 5):
        FORMATS[base + ("" if n == 1 else str(n)) + "Normalized"] = (n, code, kind, bits)
PACKED = ["Int1010102Normalized", "UInt1010102Normalized", "UChar4Normalized_BGRA"]


def is_float(name):
    return name in PACKED or FORMATS[name][2] in ("unorm", "snorm", "half", "float")


def random_element(name):
    """One attribute's bytes and the float4 / uint4 Metal reads from them."""
    if name in PACKED:
        w = random.getrandbits(32)
        fields = [(w >> s) & ((1 << b) - 1) for s, b in [(0, 10), (10, 10), (20, 10), (30, 2)]]
        if name == "Int1010102Normalized":
            vals = []
            for v, b in zip(fields, [10, 10, 10, 2]):
                v = v - (1 << b) if v >> (b - 1) else v
                vals.append(f32(max(-1.0, v / ((1 << (b - 1)) - 1))))
        elif name == "UInt1010102Normalized":
            vals = [f32(v / ((1 << b) - 1)) for v, b in zip(fields, [10, 10, 10, 2])]
        else:
            bgra = [(w >> (8 * i)) & 255 for i in range(4)]
            vals = [f32(bgra[2] / 255), f32(bgra[1] / 255), f32(bgra[0] / 255), f32(bgra[3] / 255)]
        return struct.pack("<I", w), vals
    n, code, kind, bits = FORMATS[name]
    if kind == "float":
        raw = [f32(random.uniform(-100, 100)) for _ in range(n)]
    elif kind == "half":
        raw = [struct.unpack("<e", struct.pack("<e", random.uniform(-100, 100)))[0] for _ in range(n)]
    elif code.islower():
        raw = [random.randrange(-(1 << (bits - 1)), 1 << (bits - 1)) for _ in range(n)]
    else:
        raw = [random.randrange(0, 1 << bits) for _ in range(n)]
    data = struct.pack("<%d%s" % (n, code), *raw)
    if kind == "unorm":
        vals = [f32(v / ((1 << bits) - 1)) for v in raw]
    elif kind == "snorm":
        vals = [f32(max(-1.0, v / ((1 << (bits - 1)) - 1))) for v in raw]
    elif kind in ("sint", "uint"):
        vals = [v & 0xFFFFFFFF for v in raw]
    else:
        vals = [float(v) for v in raw]
    fill = [0.0, 0.0, 0.0, 1.0] if is_float(name) else [0, 0, 0, 1]
    return data, vals + fill[n:]


def formats_ll():
    nf, ni = 16, 12
    ret = "<{ " + ", ".join(["<4 x float>"] * (nf + 1) + ["<4 x i32>"] * ni) + " }>"
    params = ["<4 x float> %%f%d" % i for i in range(nf)] + \
             ["<4 x i32> %%u%d" % i for i in range(ni)] + ["i32 %vid"]
    body = []
    prev = "undef"
    fields = ["%f0"] + ["%%f%d" % i for i in range(nf)] + ["%%u%d" % i for i in range(ni)]
    types = ["<4 x float>"] * (nf + 1) + ["<4 x i32>"] * ni
    for k, (v, t) in enumerate(zip(fields, types)):
        body.append("  %%r%d = insertvalue %s %s, %s %s, %d" % (k, ret, prev, t, v, k))
        prev = "%%r%d" % k
    outs, ins = [], []
    md = []
    outs.append('!{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}')
    for i in range(nf):
        outs.append('!{!"air.vertex_output", !"generated(2f%dDv4_f)", !"air.arg_type_name", !"float4", !"air.arg_name", !"f%d"}' % (i, i))
    for i in range(ni):
        outs.append('!{!"air.vertex_output", !"generated(2u%dDv4_j)", !"air.arg_type_name", !"uint4", !"air.arg_name", !"u%d"}' % (i, i))
    for i in range(nf):
        ins.append('!{i32 %d, !"air.vertex_input", !"air.location_index", i32 %d, i32 1, !"air.arg_type_name", !"float4", !"air.arg_name", !"f%d"}' % (i, i, i))
    for i in range(ni):
        ins.append('!{i32 %d, !"air.vertex_input", !"air.location_index", i32 %d, i32 1, !"air.arg_type_name", !"uint4", !"air.arg_name", !"u%d"}' % (nf + i, nf + i, i))
    ins.append('!{i32 %d, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}' % (nf + ni))
    md.append("!0 = !{ptr @formats_vs, !1, !2}")
    md.append("!1 = !{" + ", ".join(outs) + "}")
    md.append("!2 = !{" + ", ".join(ins) + "}")
    return (DATALAYOUT + "\ndefine %s @formats_vs(%s) {\n%s\n  ret %s %s\n}\n\n!air.vertex = !{!0}\n%s\n"
            % (ret, ", ".join(params), "\n".join(body), ret, prev, "\n".join(md)))


INTERLEAVED_LL = DATALAYOUT + r"""
; vertex Out interleaved_vs(float3 pos [[attribute(0)]], half2 uv [[attribute(1)]],
;                           uint4 color [[attribute(2)]], float weight [[attribute(3)]],
;                           float2 bias [[attribute(4)]], uint vid [[vertex_id]],
;                           uint iid [[instance_id]], constant float &scale [[buffer(5)]]) {
;   return { float4(pos * scale, 1), float4(float2(uv), bias), color, float4(weight, vid, iid, 0) };
; }
define <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> @interleaved_vs(
    <3 x float> %pos, <2 x half> %uv, <4 x i32> %color, float %weight, <2 x float> %bias,
    i32 %vid, i32 %iid, ptr addrspace(2) %scale) {
  %s = load float, ptr addrspace(2) %scale, align 4
  %ss = insertelement <3 x float> poison, float %s, i64 0
  %splat = shufflevector <3 x float> %ss, <3 x float> poison, <3 x i32> zeroinitializer
  %scaled = fmul <3 x float> %pos, %splat
  %p3 = shufflevector <3 x float> %scaled, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %p = insertelement <4 x float> %p3, float 1.0, i64 3
  %uvf = fpext <2 x half> %uv to <2 x float>
  %t = shufflevector <2 x float> %uvf, <2 x float> %bias, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vf = uitofp i32 %vid to float
  %if = uitofp i32 %iid to float
  %m0 = insertelement <4 x float> zeroinitializer, float %weight, i64 0
  %m1 = insertelement <4 x float> %m0, float %vf, i64 1
  %m2 = insertelement <4 x float> %m1, float %if, i64 2
  %r0 = insertvalue <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> undef, <4 x float> %p, 0
  %r1 = insertvalue <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> %r0, <4 x float> %t, 1
  %r2 = insertvalue <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> %r1, <4 x i32> %color, 2
  %r3 = insertvalue <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> %r2, <4 x float> %m2, 3
  ret <{ <4 x float>, <4 x float>, <4 x i32>, <4 x float> }> %r3
}

!air.vertex = !{!0}
!0 = !{ptr @interleaved_vs, !1, !2}
!1 = !{!10, !11, !12, !13}
!10 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!11 = !{!"air.vertex_output", !"generated(2uvDv4_f)", !"air.arg_type_name", !"float4", !"air.arg_name", !"uv"}
!12 = !{!"air.vertex_output", !"generated(5colorDv4_j)", !"air.arg_type_name", !"uint4", !"air.arg_name", !"color"}
!13 = !{!"air.vertex_output", !"generated(4miscDv4_f)", !"air.arg_type_name", !"float4", !"air.arg_name", !"misc"}
!2 = !{!20, !21, !22, !23, !24, !25, !26, !27}
!20 = !{i32 0, !"air.vertex_input", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"float3", !"air.arg_name", !"pos"}
!21 = !{i32 1, !"air.vertex_input", !"air.location_index", i32 1, i32 1, !"air.arg_type_name", !"half2", !"air.arg_name", !"uv"}
!22 = !{i32 2, !"air.vertex_input", !"air.location_index", i32 2, i32 1, !"air.arg_type_name", !"uint4", !"air.arg_name", !"color"}
!23 = !{i32 3, !"air.vertex_input", !"air.location_index", i32 3, i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"weight"}
!24 = !{i32 4, !"air.vertex_input", !"air.location_index", i32 4, i32 1, !"air.arg_type_name", !"float2", !"air.arg_name", !"bias"}
!25 = !{i32 5, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!26 = !{i32 6, !"air.instance_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"iid"}
!27 = !{i32 7, !"air.buffer", !"air.location_index", i32 5, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"scale"}
"""


def metal_run(library, function, args):
    cmd = ["metal-run", library, "-function=" + function] + args
    if ARCH:
        cmd.append("-arch=" + ARCH)
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise Mismatch("%s failed: %s" % (" ".join(cmd), p.stderr))


def same(a, b):
    return a == b or (a != a and b != b)


def case_formats():
    lib = os.path.join(WORK, "formats.ll")
    open(lib, "w").write(formats_ll())
    floats = [n for n in FORMATS if is_float(n)] + PACKED
    ints = [n for n in FORMATS if not is_float(n)]
    batches = [(floats[:16], ints[:12]), (floats[16:] + floats[:16 - len(floats[16:])], ints[12:])]
    vertices = 7
    for b, (fl, il) in enumerate(batches):
        args, want = ["-vertex-count=%d" % vertices], {}
        for loc, name in enumerate(fl + il):
            elems = [random_element(name) for _ in range(vertices)]
            path = os.path.join(WORK, "b%d-a%d.bin" % (b, loc))
            open(path, "wb").write(b"".join(e[0] for e in elems))
            args.append("-attribute=%d:%s:@%s" % (loc, name, path))
            want[loc] = (name, [e[1] for e in elems])
        out = os.path.join(WORK, "b%d-out.bin" % b)
        metal_run(lib, "formats_vs", args + ["-output-records=" + out])
        data = open(out, "rb").read()
        record = 29 * 16
        if len(data) != vertices * record:
            raise Mismatch("%d bytes of output records" % len(data))
        for v in range(vertices):
            for loc, (name, vals) in want.items():
                at = v * record + 16 * (loc + 1)
                got = struct.unpack_from("<4f" if loc < 16 else "<4I", data, at)
                if not all(same(g, w) for g, w in zip(got, vals[v])):
                    raise Mismatch("%s (attribute %d) of vertex %d: %r, expected %r"
                                   % (name, loc, v, got, vals[v]))
    return "every attribute format: %d float and %d integer formats" % (len(floats), len(ints))


def case_descriptor():
    lib = os.path.join(WORK, "interleaved.ll")
    open(lib, "w").write(INTERLEAVED_LL)
    base_vertex, base_instance, count, instances, rate = 3, 1, 5, 4, 2
    stride = 24
    verts = []
    buf0 = bytearray()
    for v in range(base_vertex + count):
        pos = [f32(random.uniform(-5, 5)) for _ in range(2)]  # Float2: z reads 0
        uv = [random.uniform(-2, 2) for _ in range(4)]        # Half4: two used
        col = [random.randrange(256) for _ in range(4)]       # UChar4 into uint4
        rec = struct.pack("<2f4e4B", *pos, *uv, *col) + b"\0" * 4
        buf0 += rec
        verts.append((pos, [struct.unpack("<e", struct.pack("<e", u))[0] for u in uv], col))
    weights = [f32(random.uniform(0, 1)) for _ in range(base_instance + instances)]
    bias = [f32(random.uniform(0, 1)) for _ in range(2)]
    files = {}
    for name, data in [("b0", bytes(buf0)), ("b1", struct.pack("<%df" % len(weights), *weights)),
                       ("b2", struct.pack("<2f", *bias)), ("b5", struct.pack("<f", 2.5))]:
        files[name] = os.path.join(WORK, name + ".bin")
        open(files[name], "wb").write(data)
    out = os.path.join(WORK, "interleaved-out.bin")
    metal_run(lib, "interleaved_vs", [
        "-vertex-count=%d" % count, "-instance-count=%d" % instances,
        "-base-vertex=%d" % base_vertex, "-base-instance=%d" % base_instance,
        "-vertex-attribute=0:Float2:0:0", "-vertex-attribute=1:Half4:0:8",
        "-vertex-attribute=2:UChar4:0:16", "-vertex-attribute=3:Float:1:0",
        "-vertex-attribute=4:Float2:2:0",
        "-vertex-layout=0:%d" % stride, "-vertex-layout=1:4:PerInstance:%d" % rate,
        "-vertex-layout=2:0:Constant",
        "-buffer=0:@" + files["b0"], "-buffer=1:@" + files["b1"],
        "-buffer=2:@" + files["b2"], "-buffer=5:@" + files["b5"],
        "-output-records=" + out])
    data = open(out, "rb").read()
    for i in range(instances):
        for k in range(count):
            vid, iid = base_vertex + k, base_instance + i
            pos, uv, col = verts[vid]
            w = weights[base_instance + (iid - base_instance) // rate]
            want = ([f32(pos[0] * 2.5), f32(pos[1] * 2.5), 0.0, 1.0],
                    [uv[0], uv[1], bias[0], bias[1]], col, [w, float(vid), float(iid), 0.0])
            at = (i * count + k) * 64
            got = (struct.unpack_from("<4f", data, at), struct.unpack_from("<4f", data, at + 16),
                   struct.unpack_from("<4I", data, at + 32), struct.unpack_from("<4f", data, at + 48))
            for g, wv in zip(got, want):
                if list(g) != list(wv):
                    raise Mismatch("vertex %d of instance %d: %r, expected %r" % (vid, iid, got, want))
    return "a descriptor: interleaved, per instance (rate %d), constant, base vertex and instance" % rate


def case_amd():
    import json
    ll = os.path.join(WORK, "formats.ll")
    open(ll, "w").write(formats_ll())
    lib = os.path.join(WORK, "formats.metallib")
    p = subprocess.run(["metallib", ll, "-o", lib], capture_output=True, text=True)
    if p.returncode:
        raise Mismatch("metallib: " + p.stderr)
    floats = [n for n in FORMATS if is_float(n)] + PACKED
    ints = [n for n in FORMATS if not is_float(n)]
    batches = [(floats[:16], ints[:12]), (floats[16:] + floats[:16 - len(floats[16:])], ints[12:])]
    for b, (fl, il) in enumerate(batches):
        # Attribute n from buffer n (28 attributes), 16-byte elements.
        attrs = [{"buffer_index": loc, "offset": 0, "format": name}
                 for loc, name in enumerate(fl + il)]
        layouts = [{"stride": 16} for _ in attrs]
        script = {"pipelines": {"render_pipelines": [
            {"vertex_function": "formats_vs", "vertex_descriptor":
             {"attributes": attrs, "layouts": layouts}}]}}
        spath = os.path.join(WORK, "formats%d.mtlp-json" % b)
        json.dump(script, open(spath, "w"))
        for arch, cpu in [("amdgpu_gfx600", "gfx600"), ("amdgpu_gfx906", "gfx906"),
                          ("amdgpu_gfx1030", "gfx1030")]:
            asm = os.path.join(WORK, "formats%d-%s.s" % (b, cpu))
            p = subprocess.run(["metal-nt", "-arch", arch, lib, "-N", spath, "-S", "-o", asm],
                               capture_output=True, text=True)
            if p.returncode:
                raise Mismatch("metal-nt %s batch %d: %s" % (arch, b, p.stderr))
            p = subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdpal", "-mcpu=" + cpu,
                                "-filetype=obj", asm, "-o", asm + ".o"],
                               capture_output=True, text=True)
            if p.returncode:
                raise Mismatch("llvm-mc %s batch %d: %s" % (cpu, b, p.stderr))
            text = open(asm).read()
            if text.count("exp param") != 28:
                raise Mismatch("%s batch %d: %d parameter exports" % (cpu, b, text.count("exp param")))
    return "every attribute format through a vertex descriptor for gfx600, gfx906, gfx1030"


harness.run_cases([case_amd] if "--amd" in sys.argv else [case_formats, case_descriptor])
