"""Runs the texture kernels of textures.ll under metal-run and checks every
result against texref.py: 2D sampling with each filter, address mode,
border colour and coordinate space, explicit levels with each mip filter,
texel offsets, arrays, 3D, cubes (half results), gather, depth comparison,
reads, writes and size queries.

usage: textures.py LIBRARY WORKDIR
(METALRUN_ARCH runs them on that executor; TEXTURE_CASES selects cases.)"""
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(__file__))
import harness  # noqa: E402
import texref  # noqa: E402
from harness import Mismatch  # noqa: E402

LIBRARY, WORK = sys.argv[1], sys.argv[2]
ARCH = os.environ.get("METALRUN_ARCH")
random.seed(11)
work = harness.Work(WORK)
path, write = work.path, work.write


def run(kernel, grid, args, outputs):
    extra = ["-arch=" + ARCH] if ARCH else []
    return harness.metal_run([LIBRARY, "-function=" + kernel, "-grid=" + grid,
                              "-threadgroup=" + ("8,8" if "," in grid else "32")] +
                             args + extra, outputs)


def half(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def random_texture(fmt, width, height=1, depth=1, slices=1, levels=1):
    t = texref.Texture(fmt, width, height, depth, slices, levels)
    n = t.byte_size() // texref.size_of(fmt)
    if fmt == "RGBA32Float":
        t.data = struct.pack("<%df" % (4 * n),
                             *[texref.f32(random.uniform(-1, 1)) for _ in range(4 * n)])
    elif fmt == "Depth32Float":  # depths in [0, 1)
        t.data = struct.pack("<%df" % n, *[texref.f32(random.random()) for _ in range(n)])
    else:
        t.data = bytes(random.randrange(256) for _ in range(n * texref.size_of(fmt)))
    return t


def texture_arg(index, kind, t, props=""):
    size = "%dx%dx%d" % (t.width, t.height, t.depth)
    if t.levels > 1:
        props += ",levels=%d" % t.levels
    return "-texture=%d:%s:%s:%s%s:@%s" % (index, kind, t.fmt, size, props,
                                            write("tex.bin", t.data))


def close(got, want, tol, what):
    for i, (g, w) in enumerate(zip(got, want)):
        if not abs(g - w) <= tol:
            raise Mismatch("%s: component %d is %r, expected %r" % (what, i, g, w))


def sample_kernel(kernel, t, kind, smp, coords, expect, tol=2e-6, props="",
                  outfmt="4f"):
    """Runs a kernel taking (texture 0, sampler 0, float4 in[], out[])."""
    inputs = b"".join(struct.pack("<%df" % len(c), *c) for c in coords)
    out = path("out.bin")
    (data,) = run(kernel, str(len(coords)),
                  [texture_arg(0, kind, t, props), "-sampler=0:" + smp.spec,
                   "-buffer=0:@" + write("in.bin", inputs),
                   "-buffer=1:zeros:%d" % (len(coords) * struct.calcsize("<" + outfmt)),
                   "-output=1:" + out], [out])
    step = struct.calcsize("<" + outfmt)
    for i, c in enumerate(coords):
        got = struct.unpack_from("<" + outfmt, data, i * step)
        want = expect(c)
        close(got, want[:len(got)], tol, "%s %s at %s" % (kernel, smp.spec, c))


def coords2d(n, lo=-1.5, hi=2.5, w=-1.0):
    return [(texref.f32(random.uniform(lo, hi)), texref.f32(random.uniform(lo, hi)), 0.0, w)
            for _ in range(n)]


def case_filters():
    t = random_texture("RGBA32Float", 5, 4)
    n = 0
    for address in ["clamp_to_edge", "repeat", "mirrored_repeat", "clamp_to_zero"]:
        for filt in ["nearest", "linear"]:
            smp = texref.Sampler("address=%s,filter=%s" % (address, filt))
            sample_kernel("sample2d", t, "2d", smp, coords2d(40),
                          lambda c: texref.sample(t, smp, c[:2], 2))
            n += 1
    for border in ["opaque_black", "opaque_white"]:
        smp = texref.Sampler("address=clamp_to_border,filter=linear,border_color=" + border)
        sample_kernel("sample2d", t, "2d", smp, coords2d(40),
                      lambda c: texref.sample(t, smp, c[:2], 2))
        n += 1
    smp = texref.Sampler("coord=pixel,filter=linear,s_address=clamp_to_edge,t_address=clamp_to_zero")
    sample_kernel("sample2d", t, "2d", smp, coords2d(40, -2, 7),
                  lambda c: texref.sample(t, smp, c[:2], 2))
    return "2d sampling: %d filter/address/border cases and pixel coordinates" % (n + 1)


def case_unorm_srgb():
    for fmt in ["RGBA8Unorm", "BGRA8Unorm_sRGB", "RGB10A2Unorm", "B5G6R5Unorm", "RG16Snorm"]:
        t = random_texture(fmt, 4, 3)
        smp = texref.Sampler("filter=linear,address=repeat")
        sample_kernel("sample2d", t, "2d", smp, coords2d(30),
                      lambda c: texref.sample(t, smp, c[:2], 2), tol=3e-6)
    return "2d sampling of normalized, sRGB and packed formats"


def case_mipmaps():
    t = random_texture("RGBA32Float", 8, 8, levels=4)
    for mip in ["none", "nearest", "linear"]:
        smp = texref.Sampler("min_filter=linear,mag_filter=nearest,mip_filter=" + mip)
        # Levels of detail that binary16 holds (the G13 takes them so).
        coords = [(c[0], c[1], 0.0, half(random.uniform(0, 3.5))) for c in coords2d(40, 0, 1)]
        sample_kernel("sample2d", t, "2d", smp, coords,
                      lambda c: texref.sample(t, smp, c[:2], 2, lod=c[3]))
    return "explicit levels with each mip filter"


def case_grad():
    # Gradients along the axes of 2^a and 2^b texels per pixel: the level
    # of detail is max(a, b), exactly.
    t = random_texture("RGBA32Float", 8, 8, levels=4)
    smp = texref.Sampler("min_filter=linear,mag_filter=nearest,mip_filter=linear")
    coords = []
    for c in coords2d(40, 0, 1):
        a, b = random.randrange(-1, 4), random.randrange(-1, 4)
        coords.append((c[0], c[1], 2.0 ** a / 8, 2.0 ** b / 8))
    sample_kernel("sample_grad", t, "2d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:2], 2,
                                          lod=math.log2(max(c[2], c[3]) * 8)))
    smp = texref.Sampler("min_filter=linear,mag_filter=nearest,mip_filter=nearest,address=repeat")
    sample_kernel("sample_grad_offset", t, "2d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:2], 2, offset=(1, -1, 0),
                                          lod=math.log2(max(c[2], c[3]) * 8)))
    return "sampling with gradients, and texel offsets"


def level_of_detail(dx, dy, sizes):
    """Vulkan's scale factor: log2 of the longer of the two gradients in
    texels."""
    rho = max(math.sqrt(sum((d * n) ** 2 for d, n in zip(g, sizes))) for g in (dx, dy))
    return math.log2(rho)


def cube_level_of_detail(direction, dx, dy, size):
    """The level of detail of gradients of a cube's direction: those of
    the face coordinates (s, t), as central differences along each
    gradient (the direction keeps its face there), in texels of the face."""
    def face_st(v):
        _, s_, t_ = texref.cube_face(*v)
        return s_, t_
    h = 1e-6
    grads = []
    for g in (dx, dy):
        plus = face_st([c + h * d for c, d in zip(direction, g)])
        minus = face_st([c - h * d for c, d in zip(direction, g)])
        grads.append([(p - m) / (2 * h) for p, m in zip(plus, minus)])
    return level_of_detail(grads[0], grads[1], (size, size))


def grad_inputs(n, dims, lo=0.0, hi=1.0, w=lambda: 0.0, cube=False):
    """Three float4s a thread: the coordinates and .w, dPdx, dPdy; the
    gradients' lengths spread from half a texel of an 8-texel level 0 to
    16 texels."""
    out = []
    while len(out) < n:
        if cube:
            c = [texref.f32(random.uniform(-1, 1)) for _ in range(3)]
            a = sorted(abs(x) for x in c)
            if a[2] < 0.3 or a[2] < 1.1 * a[1]:  # keep clear of the faces' edges
                continue
        else:
            c = [texref.f32(random.uniform(lo, hi)) for _ in range(dims)] + [0.0] * (3 - dims)
        grads = []
        for _ in range(2):
            scale = 2.0 ** random.uniform(-1, 4) / 8
            g = [random.uniform(-1, 1) for _ in range(dims)]
            norm = math.sqrt(sum(x * x for x in g))
            grads.append([texref.f32(x / norm * scale) for x in g] + [0.0] * (3 - dims))
        out.append(tuple(c) + (w(),) + tuple(grads[0]) + (0.0,) + tuple(grads[1]) + (0.0,))
    return out


def case_grad_3d_cube_clamp():
    # Levels of detail within 1e-6 of the executors' binary32 ones: the
    # results blend levels linearly, so they agree within 2e-5.
    t = random_texture("RGBA32Float", 8, 8, 8, levels=4)
    smp = texref.Sampler("filter=linear,mip_filter=linear,address=repeat")
    sample_kernel("sample3d_grad", t, "3d", smp, grad_inputs(40, 3),
                  lambda c: texref.sample(t, smp, c[:3], 3,
                                          lod=level_of_detail(c[4:7], c[8:11], (8, 8, 8))),
                  tol=2e-5)
    # A minimum clamp (binary16, as the G13 takes it) raises the level.
    coords = grad_inputs(40, 3, w=lambda: half(random.uniform(0, 3)))
    sample_kernel("sample3d_grad_clamp", t, "3d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:3], 3,
                                          lod=max(c[3], level_of_detail(c[4:7], c[8:11],
                                                                        (8, 8, 8)))),
                  tol=2e-5)
    t2 = random_texture("RGBA32Float", 8, 8, levels=4)
    coords = grad_inputs(40, 2, w=lambda: half(random.uniform(0, 3)))
    sample_kernel("sample_grad_clamp", t2, "2d", smp, coords,
                  lambda c: texref.sample(t2, smp, c[:2], 2,
                                          lod=max(c[3], level_of_detail(c[4:6], c[8:10],
                                                                        (8, 8)))),
                  tol=2e-5)
    # Cubes: the direction's gradients give the face's (Vulkan's cube map
    # derivative transformation). clamp_to_edge: the G13 keeps the
    # coordinates within level 0's edge texels and leaves coarser levels'
    # edges to the sampler.
    tc = random_texture("RGBA32Float", 8, 8, slices=6, levels=4)
    smp = texref.Sampler("filter=linear,mip_filter=linear,address=clamp_to_edge")
    sample_kernel("sample_cube_grad", tc, "cube", smp, grad_inputs(60, 3, cube=True),
                  lambda c: texref.sample(tc, smp, c[:3], 2, cube=True,
                                          lod=cube_level_of_detail(c[:3], c[4:7], c[8:11], 8)),
                  tol=2e-5)
    coords = grad_inputs(40, 3, cube=True, w=lambda: half(random.uniform(0, 3)))
    sample_kernel("sample_cube_grad_clamp", tc, "cube", smp, coords,
                  lambda c: texref.sample(tc, smp, c[:3], 2, cube=True,
                                          lod=max(c[3], cube_level_of_detail(c[:3], c[4:7],
                                                                             c[8:11], 8))),
                  tol=2e-5)
    return "gradients of 3D textures and cubes, and with a minimum clamp"


def case_compare_grad():
    t = random_texture("Depth32Float", 8, 8, levels=4)
    for func, kernel, offset in [("less", "compare_grad", (0, 0, 0)),
                                 ("greater_equal", "compare_grad_offset", (1, -1, 0))]:
        smp = texref.Sampler("filter=linear,mip_filter=linear,address=repeat,compare_func=" + func)
        coords = grad_inputs(40, 2, -0.2, 1.2, w=lambda: texref.f32(random.random()))
        sample_kernel(kernel, t, "2d", smp, coords,
                      lambda c: texref.sample(t, smp, c[:2], 2, offset=offset,
                                              lod=level_of_detail(c[4:6], c[8:10], (8, 8)),
                                              contribution=texref.compare(smp, c[3])),
                      tol=2e-5, outfmt="f")
    return "depth comparison with gradients, and texel offsets"


def case_gather_compare_cube():
    t = random_texture("Depth32Float", 4, 4, slices=6)
    for func in ["less", "greater_equal"]:
        smp = texref.Sampler("filter=linear,address=repeat,compare_func=" + func)
        test = texref.COMPARE[func]
        coords = cube_directions(60, lambda: texref.f32(random.random()))
        sample_kernel("gather_compare_cube", t, "cube", smp, coords,
                      lambda c: [1.0 if test(c[3], d) else 0.0
                                 for d in texref.gather_cube(t, smp, c[:3], 0)], tol=0)
    return "gathered depth comparison on cubes, the footprint clamped to the face"


def case_lod_clamp():
    t = random_texture("RGBA32Float", 8, 8, levels=4)
    smp = texref.Sampler("filter=linear,mip_filter=linear")
    # Levels of detail that binary16 holds (the G13 takes them so).
    coords = [(c[0], c[1], half(random.uniform(0, 3)), half(random.uniform(0, 3)))
              for c in coords2d(40, 0, 1)]
    # A kernel's level is 0 + bias, clamped below by min_lod_clamp.
    sample_kernel("sample_clamped", t, "2d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:2], 2, lod=max(c[3], c[2])))
    out = path("n.bin")
    (n,) = run("ms_samples", "1", ["-texture=0:2d_ms:RGBA8Unorm:2x2,samples=4:zeros",
                                   "-buffer=1:zeros:4", "-output=1:" + out], [out])
    if struct.unpack("<I", n)[0] != 4:
        raise Mismatch("get_num_samples: %r" % (n,))
    return "min_lod_clamp with a bias; get_num_samples"


def case_offset():
    t = random_texture("RGBA32Float", 6, 5)
    smp = texref.Sampler("filter=nearest,address=repeat")
    sample_kernel("sample2d_offset", t, "2d", smp, coords2d(40),
                  lambda c: texref.sample(t, smp, c[:2], 2, offset=(1, -1, 0)))
    return "texel offsets"


def case_array():
    t = random_texture("RGBA32Float", 4, 4, slices=3)
    smp = texref.Sampler("filter=linear,address=mirrored_repeat")
    coords = [(c[0], c[1], float(random.randrange(3)), 0.0) for c in coords2d(40)]
    sample_kernel("sample_array", t, "2d_array", smp, coords,
                  lambda c: texref.sample(t, smp, c[:2], 2, slice_=int(c[2])),
                  props=",arrays=3")
    return "2d arrays"


def case_3d():
    t = random_texture("RGBA32Float", 3, 4, 5)
    smp = texref.Sampler("filter=linear,address=repeat,r_address=clamp_to_edge")
    coords = [tuple(texref.f32(random.uniform(-1, 2)) for _ in range(3)) + (0.0,)
              for _ in range(40)]
    sample_kernel("sample3d", t, "3d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:3], 3))
    # Texel offsets in three dimensions (the G13 packs z's nibble too).
    sample_kernel("sample3d_offset", t, "3d", smp, coords,
                  lambda c: texref.sample(t, smp, c[:3], 3, offset=(1, -1, 2)))
    return "3d textures, with texel offsets"


def case_query_3d():
    t = random_texture("RGBA32Float", 5, 4, 6, levels=3)
    sizes = path("sizes.bin")
    (sz,) = run("query3d", "1", [texture_arg(0, "3d", t), "-buffer=0:zeros:32",
                                 "-output=0:" + sizes], [sizes])
    want = (5, 4, 6, 2, 2, 3, 3, 7)  # each dimension halved per level, at least 1
    if struct.unpack("<8I", sz) != want:
        raise Mismatch("sizes: %r, expected %r" % (struct.unpack("<8I", sz), want))
    return "3d texture size queries"


def cube_directions(n, fourth=lambda: 0.0):
    """n directions (away from the origin) and a fourth value each."""
    coords = []
    while len(coords) < n:
        v = tuple(texref.f32(random.uniform(-1, 1)) for _ in range(3))
        if max(abs(x) for x in v) > 0.1:
            coords.append(v + (fourth(),))
    return coords


def case_cube():
    t = random_texture("RGBA32Float", 4, 4, slices=6)
    smp = texref.Sampler("filter=linear")
    coords = cube_directions(60)
    # Half results: within half a unit in the last place of half.
    sample_kernel("sample_cube", t, "cube", smp, coords,
                  lambda c: texref.sample(t, smp, c[:3], 2, cube=True), tol=5e-4)
    return "cube textures (half results)"


def case_gather_cube():
    t = random_texture("RGBA32Float", 4, 4, slices=6)
    smp = texref.Sampler("address=repeat")
    coords = cube_directions(60)
    # Half results: the texels rounded to binary16.
    sample_kernel("gather_cube", t, "cube", smp, coords,
                  lambda c: [half(x) for x in texref.gather_cube(t, smp, c[:3], 0)], tol=0)
    return "gather from cubes (half results), the footprint clamped to the face"


def case_gather():
    t = random_texture("RGBA32Float", 5, 5)
    smp = texref.Sampler("address=repeat")
    coords = [(c[0], c[1], float(random.randrange(4)), 0.0) for c in coords2d(40)]
    sample_kernel("gather2d", t, "2d", smp, coords,
                  lambda c: texref.gather(t, smp, c[:2], int(c[2])))
    return "gather of each component"


def case_compare():
    t = random_texture("Depth32Float", 4, 4)
    for func in ["less", "greater_equal", "never", "always"]:
        smp = texref.Sampler("filter=linear,compare_func=" + func)
        coords = [(c[0], c[1], texref.f32(random.random()), 0.0) for c in coords2d(40, 0, 1)]
        sample_kernel("compare2d", t, "2d", smp, coords,
                      lambda c: texref.sample(t, smp, c[:2], 2,
                                              contribution=texref.compare(smp, c[2])),
                      outfmt="f")
    return "depth comparison with filtering"


def case_compare_offset():
    t = random_texture("Depth32Float", 5, 4)
    for func in ["less_equal", "greater"]:
        smp = texref.Sampler("filter=linear,address=clamp_to_edge,compare_func=" + func)
        coords = [(c[0], c[1], texref.f32(random.random()), 0.0)
                  for c in coords2d(40, -0.2, 1.2)]
        sample_kernel("compare2d_offset", t, "2d", smp, coords,
                      lambda c: texref.sample(t, smp, c[:2], 2, offset=(1, -1, 0),
                                              contribution=texref.compare(smp, c[2])),
                      outfmt="f")
    return "depth comparison with texel offsets"


def case_gather_compare():
    t = random_texture("Depth32Float", 5, 5)
    for func in ["less", "greater_equal"]:
        smp = texref.Sampler("address=repeat,compare_func=" + func)
        test = texref.COMPARE[func]
        coords = [(c[0], c[1], texref.f32(random.random()), float(random.randrange(2)))
                  for c in coords2d(40)]

        def expect(c):
            offset = (-1, 1) if c[3] else (0, 0)
            return [1.0 if test(c[2], d) else 0.0
                    for d in texref.gather(t, smp, c[:2], 0, offset)]
        sample_kernel("gather_compare2d", t, "2d", smp, coords, expect)
    return "gathered depth comparison, with and without offsets"


def case_read_write():
    src = random_texture("RGBA8Unorm", 6, 4)
    out, sizes = path("dst.bin"), path("sizes.bin")
    dst, sz = run("readwrite", "6,4",
                  [texture_arg(0, "2d", src),
                   "-texture=1:2d:RGBA16Uint:4x6:zeros", "-output-texture=1:" + out,
                   "-buffer=0:zeros:16", "-output=0:" + sizes], [out, sizes])
    if struct.unpack("<4I", sz) != (6, 4, 1, 7):
        raise Mismatch("sizes: %r" % (struct.unpack("<4I", sz),))
    for y in range(4):
        for x in range(6):
            c = src.texel(0, x, y)
            want = [int(texref.f32(texref.f32(v) * 100)) for v in c]
            got = list(struct.unpack_from("<4H", dst, (x * 4 + y) * 8))
            if got != want:
                raise Mismatch("write at (%d, %d): %r, expected %r" % (y, x, got, want))
    return "read, write (transposed, to a narrower integer format) and size queries"


def case_image():
    """A texture from a binary PPM image: its 8-bit samples as unorm."""
    pixels = bytes(random.randrange(256) for _ in range(6 * 4 * 3))
    image = write("image.ppm", b"P6\n# a comment\n6 4\n255\n" + pixels)
    out = path("dst.bin")
    (dst,) = run("readwrite", "6,4",
                 ["-texture=0:2d:RGBA8Unorm:6x4:@" + image,
                  "-texture=1:2d:RGBA16Uint:4x6:zeros", "-output-texture=1:" + out,
                  "-buffer=0:zeros:16"], [out])
    for y in range(4):
        for x in range(6):
            rgb = pixels[(y * 6 + x) * 3:(y * 6 + x) * 3 + 3]
            want = [int(texref.f32(texref.f32(v / 255) * 100)) for v in rgb] + [100]
            got = list(struct.unpack_from("<4H", dst, (x * 4 + y) * 8))
            if got != want:
                raise Mismatch("image pixel (%d, %d): %r, expected %r" % (x, y, got, want))
    return "a texture from a PPM image"


def case_1d_array():
    t = random_texture("RGBA32Float", 7, slices=3)
    smp = texref.Sampler("filter=linear,address=repeat")
    coords = [(texref.f32(random.uniform(-1.5, 2.5)), 0.0, float(random.randrange(3)), 0.0)
              for _ in range(40)]
    sample_kernel("sample1d_array", t, "1d_array", smp, coords,
                  lambda c: texref.sample(t, smp, c[:1], 1, slice_=int(c[2])),
                  props=",arrays=3")
    return "1d arrays"


def case_cube_array():
    t = random_texture("RGBA32Float", 4, 4, slices=12)
    smp = texref.Sampler("filter=nearest")
    coords = cube_directions(40, lambda: float(random.randrange(2)))
    sample_kernel("sample_cube_array", t, "cube_array", smp, coords,
                  lambda c: texref.sample(t, smp, c[:3], 2, cube=True, slice_=int(c[3])),
                  props=",arrays=2")
    return "cube arrays"


def case_multisampled():
    # 3x2 pixels of 4 samples each: the samples of a pixel are adjacent.
    values = [texref.f32(random.uniform(-1, 1)) for _ in range(3 * 2 * 4 * 4)]
    tex = path("ms.bin")
    open(tex, "wb").write(struct.pack("<%df" % len(values), *values))
    out = path("out.bin")
    (data,) = run("read_ms", "3,2,4",
                  ["-texture=0:2d_ms:RGBA32Float:3x2,samples=4:@" + tex,
                   "-buffer=1:zeros:%d" % (3 * 2 * 4 * 16), "-output=1:" + out], [out])
    got = struct.unpack("<%df" % len(values), data)
    if list(got) != values:
        raise Mismatch("multisampled read: %r" % (got[:8],))
    # A multisampled array: 3 layers of 3x2 pixels of 2 samples.
    values = [texref.f32(random.uniform(-1, 1)) for _ in range(3 * 3 * 2 * 2 * 4)]
    open(tex, "wb").write(struct.pack("<%df" % len(values), *values))
    layers = path("layers.bin")
    (data, n) = run("read_ms_array", "3,2,6",
                    ["-texture=0:2d_ms_array:RGBA32Float:3x2,arrays=3,samples=2:@" + tex,
                     "-buffer=1:zeros:%d" % (len(values) * 4), "-buffer=2:zeros:4",
                     "-output=1:" + out, "-output=2:" + layers], [out, layers])
    got = struct.unpack("<%df" % len(values), data)
    if list(got) != values or struct.unpack("<I", n)[0] != 3:
        raise Mismatch("multisampled array read: %r, %r layers" % (got[:8], n))
    return "multisampled reads, of arrays too"


CASES = [case_image, case_lod_clamp, case_grad, case_1d_array, case_cube_array, case_multisampled,
         case_filters, case_unorm_srgb, case_mipmaps, case_offset, case_array, case_3d,
         case_cube, case_gather_cube, case_gather, case_compare, case_compare_offset, case_gather_compare,
         case_grad_3d_cube_clamp, case_compare_grad, case_gather_compare_cube, case_read_write, case_query_3d]
# TEXTURE_CASES=name,name runs those cases only (an executor that models
# part of the texture functions).
if os.environ.get("TEXTURE_CASES"):
    wanted = os.environ["TEXTURE_CASES"].split(",")
    CASES = [c for c in CASES if c.__name__ in wanted]
harness.run_cases(CASES)
