"""The corpus's vertex and fragment functions, and its texture kernels,
under metal-run, checked against what their Metal source computes,
evaluated here (texref.py models sampling, pixel formats and blending).

usage: corpus.py CORPUS_DIR WORKDIR
       corpus.py CORPUS_DIR WORKDIR --arch ARCH   (the vertex functions and
                                                  smolnero's fragment function
                                                  on a simulator, -arch=ARCH)
       ... --cases NAME,NAME                      (only these cases: smolnero_vertex,
                                                  syphon_vertex, smoke_vertex,
                                                  smoke_advect, ...)"""
import math
import os
import random
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import harness  # noqa: E402
import texref  # noqa: E402
from harness import Mismatch  # noqa: E402
from texref import f32  # noqa: E402

CORPUS, WORK = sys.argv[1], sys.argv[2]
ARCH = sys.argv[sys.argv.index("--arch") + 1] if "--arch" in sys.argv else None
CASES = sys.argv[sys.argv.index("--cases") + 1].split(",") if "--cases" in sys.argv else None
random.seed(3)
work = harness.Work(WORK)
path, write = work.path, work.write


def metal_run(library, function, args, outputs):
    return harness.metal_run([os.path.join(CORPUS, library), "-function=" + function] + args +
                             (["-arch=" + ARCH] if ARCH else []), outputs)


def near(got, want, tol, what):
    for i, (g, w) in enumerate(zip(got, want)):
        if not abs(g - w) <= tol * max(1.0, abs(w)):
            raise Mismatch("%s: component %d is %r, expected %r" % (what, i, g, w))


def case_smolnero_vertex():
    n = 9
    verts = [([f32(random.uniform(-1, 1)) for _ in range(3)],
              [f32(random.random()) for _ in range(4)]) for _ in range(n)]
    # struct Vertex { float3 position; float4 color; }: 32 bytes.
    data = b"".join(struct.pack("<3f4x4f", *p, *c) for p, c in verts)
    out = path("out.bin")
    (rec,) = metal_run("smolnero_render.metallib", "vertex_main",
                       ["-vertex-count=%d" % n, "-buffer=0:@" + write("v.bin", data),
                        "-output-records=" + out], [out])
    for i, (p, c) in enumerate(verts):
        got = struct.unpack_from("<8f", rec, 32 * i)
        if list(got) != p + [1.0] + c:
            raise Mismatch("vertex %d: %r" % (i, got))
    return "smolnero vertex_main: position and colour of %d vertices" % n


# Every float-kind colour format texref models (integer formats take
# integer outputs: fragment.py writes one).
FORMATS = [f for f in list(texref.PLAIN) + list(texref.PACKED)
           if not f.startswith("Depth") and
           (texref.PLAIN[f][2] if f in texref.PLAIN else "unorm") not in ("uint", "sint")]
FACTORS = ["Zero", "One", "SourceColor", "OneMinusSourceColor", "SourceAlpha",
           "OneMinusSourceAlpha", "DestinationColor", "OneMinusDestinationColor",
           "DestinationAlpha", "OneMinusDestinationAlpha", "SourceAlphaSaturated",
           "BlendColor", "OneMinusBlendColor", "BlendAlpha", "OneMinusBlendAlpha"]
CONSTANT = (0.25, 0.5, 0.75, 0.125)
OPS = ["Add", "Subtract", "ReverseSubtract", "Min", "Max"]


def unpacked_close(fmt, got, want, what):
    """Channel by channel within one step of the format (the reference
    blends in double, the executor in float: a value on a rounding
    boundary may round either way)."""
    g, w = texref.unpack(fmt, got), texref.unpack(fmt, want)
    for ch in range(4):
        if g[ch] != g[ch] and w[ch] != w[ch]:
            continue  # NaN stays NaN (a random destination's bits)
        if not abs(g[ch] - w[ch]) <= 1.0 / 250 + 1e-6 * abs(w[ch]):
            raise Mismatch("%s channel %d: %r, expected %r" % (what, ch, g, w))


def smolnero_fragments(n):
    frags = [[f32(random.uniform(-0.2, 1.2)) for _ in range(4)] for _ in range(n)]
    # A simulator runs fragments at pixel centres; the host reads the
    # position as given (fragment_main does not use it).
    centre = 0.5 if ARCH else 0
    data = b"".join(struct.pack("<4f4f", centre, centre, 0, 1, *c) for c in frags)
    return frags, write("frags.bin", data)


def case_smolnero_formats():
    n = 24
    frags, fpath = smolnero_fragments(n)
    for fmt in FORMATS:
        size = texref.size_of(fmt)
        dst = bytes(random.randrange(256) for _ in range(n * size))
        out = path("color.bin")
        (got,) = metal_run("smolnero_render.metallib", "fragment_main",
                           ["-fragments=@" + fpath, "-attachment=0:%s:@%s" % (fmt, write("d.bin", dst)),
                            "-output-attachment=0:" + out], [out])
        for i, c in enumerate(frags):
            want = texref.pack(fmt, c)
            unpacked_close(fmt, got[i * size:(i + 1) * size], want, "%s fragment %d" % (fmt, i))
    return "smolnero fragment_main into %d pixel formats" % len(FORMATS)


def case_smolnero_blending():
    n = 16
    frags, fpath = smolnero_fragments(n)
    fmt, size = "RGBA8Unorm", 4
    dst = bytes(random.randrange(256) for _ in range(n * size))
    dpath = write("d.bin", dst)
    combos = [(s, d, op) for s in FACTORS for d in FACTORS[:4] for op in ["Add"]]
    combos += [(FACTORS[i % len(FACTORS)], FACTORS[(i * 7 + 3) % len(FACTORS)], op)
               for i, op in enumerate(OPS * 3)]
    for s, d, op in combos:
        alpha = (FACTORS[(FACTORS.index(s) + 1) % len(FACTORS)], d, OPS[(OPS.index(op) + 1) % 5])
        out = path("color.bin")
        (got,) = metal_run("smolnero_render.metallib", "fragment_main",
                           ["-fragments=@" + fpath, "-attachment=0:%s:@%s" % (fmt, dpath),
                            "-blend=0:%s,%s,%s,%s,%s,%s" % ((s, d, op) + alpha),
                            "-blend-color=%g,%g,%g,%g" % CONSTANT,
                            "-output-attachment=0:" + out], [out])
        for i, c in enumerate(frags):
            want = texref.blend(fmt, c, dst[i * size:(i + 1) * size], (s, d, op) + alpha,
                                constant=CONSTANT)
            unpacked_close(fmt, got[i * size:(i + 1) * size], want,
                           "blend %s,%s,%s fragment %d" % (s, d, op, i))
    # The write mask, on a float format (exact) and a packed one.
    for fmt, mask in [("RGBA16Float", "RB"), ("B5G6R5Unorm", "G"),
                      ("RGBA8Unorm", "None")]:
        size = texref.size_of(fmt)
        dst = bytes(random.randrange(256) for _ in range(n * size))
        out = path("color.bin")
        (got,) = metal_run("smolnero_render.metallib", "fragment_main",
                           ["-fragments=@" + fpath, "-attachment=0:%s:@%s" % (fmt, write("d.bin", dst)),
                            "-write-mask=0:" + mask, "-output-attachment=0:" + out], [out])
        for i, c in enumerate(frags):
            old = dst[i * size:(i + 1) * size]
            want = texref.blend(fmt, c, old, None, mask if mask != "None" else "")
            unpacked_close(fmt, got[i * size:(i + 1) * size], want, "%s mask %s" % (fmt, mask))
    return "smolnero fragment_main: %d blend equations and write masks" % len(combos)


def syphon_vertex():
    vp = (640, 480)
    n = 8
    verts = [([f32(random.uniform(-320, 320)), f32(random.uniform(-240, 240))],
              [f32(random.random()), f32(random.random())]) for _ in range(n)]
    vdata = b"".join(struct.pack("<4f", *p, *t) for p, t in verts)
    out = path("out.bin")
    (rec,) = metal_run("syphon_air18.metallib", "textureToScreenVertexShader",
                       ["-vertex-count=%d" % n, "-buffer=0:@" + write("v.bin", vdata),
                        "-buffer=1:@" + write("vp.bin", struct.pack("<2I", *vp)),
                        "-output-records=" + out], [out])
    for i, (p, t) in enumerate(verts):
        got = struct.unpack_from("<6f", rec, 24 * i)
        want = [p[0] / (vp[0] * 0.5), p[1] / (vp[1] * 0.5), 0.0, 1.0] + t
        near(got, want, 2 ** -22, "syphon vertex %d" % i)


def case_syphon_vertex():
    syphon_vertex()
    return "Syphon: vertex transform"


def fragment_colours(library, function, args, count, record_size):
    """Each fragment's colour(0) as four floats: from the output records, or
    on a simulator (which leaves colours in the attachments) from an
    RGBA32Float attachment."""
    out = path("rec.bin")
    if not ARCH:
        (rec,) = metal_run(library, function, args + ["-output-records=" + out], [out])
        return [struct.unpack_from("<4f", rec, record_size * i) for i in range(count)]
    (pix,) = metal_run(library, function,
                       args + ["-attachment=0:RGBA32Float:zeros", "-output-attachment=0:" + out],
                       [out])
    return [struct.unpack_from("<4f", pix, 16 * i) for i in range(count)]


def case_syphon():
    syphon_vertex()
    # The fragment samples an 8-bit texture with its constexpr sampler
    # (nearest, clamp to edge) at the interpolated coordinate; quads of
    # fragments one pixel apart.
    tex = texref.Texture("RGBA8Unorm", 7, 5)
    tex.data = bytes(random.randrange(256) for _ in range(7 * 5 * 4))
    smp = texref.Sampler("")
    frags = []
    for q in range(6):
        u, v = random.uniform(-0.2, 1.2), random.uniform(-0.2, 1.2)
        for dy in (0, 1):
            for dx in (0, 1):
                frags.append((f32(u + dx / 7), f32(v + dy / 5)))
    centre = 0.5 if ARCH else 0  # a simulator runs fragments at pixel centres
    fdata = b"".join(struct.pack("<4f2f", centre, centre, 0, 1, *uv) for uv in frags)
    colours = fragment_colours("syphon_air18.metallib", "textureToScreenSamplingShader",
                               ["-fragments=@" + write("f.bin", fdata),
                                "-texture=0:2d:RGBA8Unorm:7x5:@" + write("t.bin", tex.data)],
                               len(frags), 20)
    for i, uv in enumerate(frags):
        got = colours[i]
        want = [struct.unpack("<e", struct.pack("<e", c))[0]
                for c in texref.sample(tex, smp, uv, 2)]
        near(got, want, 0, "syphon fragment %d" % i)
    return "Syphon: vertex transform and texture sampling fragment"


SMOKE = "smoke_sim_render_compute.metallib"


def case_smoke_vertex():
    out = path("out.bin")
    (rec,) = metal_run(SMOKE, "vertex_main", ["-vertex-count=6", "-output-records=" + out], [out])
    quad = [(-1, -1), (1, -1), (-1, 1), (-1, 1), (1, -1), (1, 1)]
    for i, (x, y) in enumerate(quad):
        got = struct.unpack_from("<6f", rec, 24 * i)
        want = [x, y, 0, 1, x * 0.5 + 0.5, y * 0.5 + 0.5]
        if list(got) != [float(w) for w in want]:
            raise Mismatch("smoke vertex %d: %r" % (i, got))
    return "smoke_sim vertex_main: the full-screen quad"


def sim_constants(w, h):
    # struct SimConstants { float dt, dissipation?, ..., int W, H, float radius, ... }
    c = [f32(0.25), f32(1.5), f32(0.9)]
    return c, struct.pack("<3f2i3f", *c, w, h, f32(0.05), f32(0.3), f32(0.7))


def float_texture(w, h, gen):
    t = texref.Texture("RGBA32Float", w, h)
    t.data = b"".join(struct.pack("<4f", *gen()) for _ in range(w * h))
    return t


def case_smoke_fragment():
    w, h = 8, 6
    consts, cdata = sim_constants(w, h)
    smoke = float_texture(w, h, lambda: [f32(random.random()) for _ in range(4)])
    solids = bytes(b for i in range(w * h) for b in struct.pack("<4I", 1 if i % 5 == 0 else 0, 0, 0, 0))
    # FrameData { MouseState { float2 pos, float2 prev; char flags... } }: the
    # mouse far away, so no ring is drawn.
    frame = struct.pack("<4f8x", 50.0, 50.0, 50.0, 50.0)
    frags = []
    for q in range(8):
        u, v = random.uniform(0, 1), random.uniform(0, 1)
        for dy in (0, 1):
            for dx in (0, 1):
                frags.append((f32(u + dx / w), f32(v + dy / h)))
    centre = 0.5 if ARCH else 0
    fdata = b"".join(struct.pack("<4f2f", centre, centre, 0, 1, *uv) for uv in frags)
    colours = fragment_colours(
        SMOKE, "fragment_smoke",
        ["-fragments=@" + write("f.bin", fdata),
         "-texture=0:2d:RGBA32Float:%dx%d:@%s" % (w, h, write("s.bin", smoke.data)),
         "-texture=1:2d:RGBA32Uint:%dx%d:@%s" % (w, h, write("o.bin", solids)),
         "-buffer=0:@" + write("c.bin", cdata), "-buffer=1:@" + write("fr.bin", frame)],
        len(frags), 20)
    smp = texref.Sampler("filter=linear")
    for i, (u, v) in enumerate(frags):
        x, y = int(f32(u * w)), int(f32(v * h))
        solid = 0 <= x < w and 0 <= y < h and (y * w + x) % 5 == 0
        want = [f32(0.1)] * 3 + [1.0] if solid else texref.sample(smoke, smp, (u, v), 2)
        near(colours[i], want, 1e-6, "fragment_smoke %d at (%r, %r)" % (i, u, v))
    return "smoke_sim fragment_smoke: solid cells and linear sampling"


def case_smoke_advect():
    w, h = 9, 7
    consts, cdata = sim_constants(w, h)
    vx = float_texture(w, h, lambda: [f32(random.uniform(-2, 2)), 0, 0, 1])
    vy = float_texture(w, h, lambda: [f32(random.uniform(-2, 2)), 0, 0, 1])
    sm = float_texture(w, h, lambda: [f32(random.random()) for _ in range(4)])
    solid = [1 if random.random() < 0.2 else 0 for _ in range(w * h)]
    sdata = b"".join(struct.pack("<4I", s, 0, 0, 1) for s in solid)
    out = path("out.bin")
    (got,) = metal_run(SMOKE, "advect_smoke",
                       ["-grid=%d,%d" % (w, h), "-threadgroup=4,4",
                        "-texture=0:2d:RGBA32Float:%dx%d:@%s" % (w, h, write("vx", vx.data)),
                        "-texture=1:2d:RGBA32Float:%dx%d:@%s" % (w, h, write("vy", vy.data)),
                        "-texture=2:2d:RGBA32Float:%dx%d:@%s" % (w, h, write("sm", sm.data)),
                        "-texture=3:2d:RGBA32Uint:%dx%d:@%s" % (w, h, write("so", sdata)),
                        "-texture=4:2d:RGBA32Float:%dx%d:zeros" % (w, h),
                        "-buffer=0:@" + write("c", cdata), "-output-texture=4:" + out], [out])
    smp = texref.Sampler("filter=linear")
    for y in range(h):
        for x in range(w):
            g = struct.unpack_from("<4f", got, 16 * (y * w + x))
            if solid[y * w + x]:
                want = [0.0, 0.0, 0.0, 1.0]
            else:
                u, v = (x + 0.5) / w, (y + 0.5) / h
                velx = texref.sample(vx, smp, (u, v), 2)[0]
                vely = texref.sample(vy, smp, (u, v), 2)[0]
                # coord - constants.c1 * vel / (constants.c0 * size)
                cu = u - consts[1] * velx / (consts[0] * w)
                cv = v - consts[1] * vely / (consts[0] * h)
                want = texref.sample(sm, smp, (cu, cv), 2)
            near(g, want, 2e-5, "advect_smoke (%d, %d)" % (x, y))
    return "smoke_sim advect_smoke: semi-Lagrangian advection through textures"


def case_smoke_grid_kernels():
    w, h = 10, 7
    consts, cdata = sim_constants(w, h)
    cpath = write("c", cdata)
    out = path("solids.bin")
    (got,) = metal_run(SMOKE, "init_solids",
                       ["-grid=%d,%d" % (w + 2, h + 1), "-threadgroup=4,4",
                        "-texture=0:2d:R32Uint:%dx%d:zeros" % (w, h),
                        "-buffer=0:@" + cpath, "-output-texture=0:" + out], [out])
    for y in range(h):
        for x in range(w):
            want = 1 if x in (0, w - 1) or y in (0, h - 1) else 0
            if struct.unpack_from("<I", got, 4 * (y * w + x))[0] != want:
                raise Mismatch("init_solids (%d, %d)" % (x, y))
    # The staggered velocity grid: velX is (W+1) x H, velY W x (H+1).
    vx = float_texture(w + 1, h, lambda: [f32(random.uniform(-1, 1)), 0, 0, 0])
    vy = float_texture(w, h + 1, lambda: [f32(random.uniform(-1, 1)), 0, 0, 0])
    solid = [1 if random.random() < 0.2 else 0 for _ in range(w * h)]
    out = path("div.bin")
    (got,) = metal_run(SMOKE, "update_divergence",
                       ["-grid=%d,%d" % (w, h), "-threadgroup=8,8",
                        "-texture=0:2d:RGBA32Float:%dx%d:@%s" % (w + 1, h, write("vx", vx.data)),
                        "-texture=1:2d:RGBA32Float:%dx%d:@%s" % (w, h + 1, write("vy", vy.data)),
                        "-texture=2:2d:R32Float:%dx%d:zeros" % (w, h),
                        "-texture=3:2d:R8Uint:%dx%d:@%s" % (w, h, write("so", bytes(solid))),
                        "-buffer=0:@" + cpath, "-output-texture=2:" + out], [out])
    for y in range(h):
        for x in range(w):
            g = struct.unpack_from("<f", got, 4 * (y * w + x))[0]
            if solid[y * w + x]:
                want = 0.0
            else:
                want = ((vx.texel(0, x + 1, y)[0] + vy.texel(0, x, y + 1)[0]) -
                        (vx.texel(0, x, y)[0] + vy.texel(0, x, y)[0])) / consts[0]
            near([g], [want], 1e-5, "update_divergence (%d, %d)" % (x, y))
    # Every other kernel runs, its textures bound as its arguments say.
    kernels = ["inject_velocity", "inject_smoke", "inject_solids", "advect_velX",
               "advect_velY", "precompute_pressure_data", "gs_red", "gs_black",
               "update_velocities", "clear_textures"]
    frame = write("fr", struct.pack("<4f4B4x", 0.5, 0.5, 0.4, 0.4, 1, 1, 1, 0))
    for k in kernels:
        listing = subprocess.run(["metal-run", os.path.join(CORPUS, SMOKE), "-function=" + k,
                                  "-list-arguments"], capture_output=True, text=True).stdout
        args = ["-grid=%d,%d" % (w, h), "-threadgroup=4,4", "-buffer=0:@" + cpath,
                "-buffer=1:@" + frame]
        for line in listing.splitlines():
            if "texture(" in line:
                n = int(line.split("texture(")[1].split(")")[0])
                fmt = "RGBA32Uint" if "<uint" in line else "RGBA32Float"
                args.append("-texture=%d:2d:%s:%dx%d:zeros" % (n, fmt, w + 1, h + 1))
        if "buffer(1)" not in listing:
            args.remove("-buffer=1:@" + frame)
        if ARCH:  # on a simulator, compared with the host
            harness.metal_run([os.path.join(CORPUS, SMOKE), "-function=" + k, "-compare=host," + ARCH]
                              + args, [])
        else:
            metal_run(SMOKE, k, args, [])
    if ARCH:
        return "smoke_sim init_solids, update_divergence; %d more kernels agree with the host" % len(kernels)
    return "smoke_sim init_solids, update_divergence; %d more kernels run" % len(kernels)


if ARCH:
    ALL = [case_smolnero_vertex, case_syphon_vertex, case_smoke_vertex,
           case_smolnero_formats, case_smolnero_blending, case_syphon,
           case_smoke_fragment, case_smoke_advect, case_smoke_grid_kernels]
else:
    ALL = [case_smolnero_vertex, case_smolnero_formats, case_smolnero_blending,
           case_syphon, case_smoke_vertex, case_smoke_fragment, case_smoke_advect,
           case_smoke_grid_kernels]
if CASES:
    unknown = set(CASES) - {c.__name__[len("case_"):] for c in ALL}
    if unknown:
        sys.exit("corpus.py: no case " + ", ".join(sorted(unknown)))
    ALL = [c for c in ALL if c.__name__[len("case_"):] in CASES]
harness.run_cases(ALL)
