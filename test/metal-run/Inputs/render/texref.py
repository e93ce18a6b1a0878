"""An independent model of Metal's texture sampling and pixel formats for
the render and texture tests: the formulas of the Vulkan specification's
"Image Operations" chapter (addressing, nearest and linear filtering,
level of detail, cube face selection, gather, depth comparison) and
Metal's documented conversions (MTLPixelFormat, the MSL specification's
normalized-integer and sRGB rules), written from those documents in
Python, in double precision where the host executor computes in float."""
import math
import struct


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# --- pixel formats: (struct code per channel, channels, kind) ------------

PLAIN = {
    "R8Unorm": ("B", 1, "unorm", 8), "RG8Unorm": ("B", 2, "unorm", 8),
    "RGBA8Unorm": ("B", 4, "unorm", 8), "RGBA8Unorm_sRGB": ("B", 4, "srgb", 8),
    "R8Snorm": ("b", 1, "snorm", 8), "RGBA8Snorm": ("b", 4, "snorm", 8),
    "RGBA8Uint": ("B", 4, "uint", 8), "RGBA8Sint": ("b", 4, "sint", 8),
    "R16Unorm": ("H", 1, "unorm", 16), "RG16Snorm": ("h", 2, "snorm", 16),
    "RGBA16Float": ("e", 4, "float", 16), "R16Float": ("e", 1, "float", 16),
    "RG16Uint": ("H", 2, "uint", 16), "R32Float": ("f", 1, "float", 32),
    "RG32Float": ("f", 2, "float", 32), "RGBA32Float": ("f", 4, "float", 32),
    "RGBA32Uint": ("I", 4, "uint", 32), "R32Sint": ("i", 1, "sint", 32),
    "Depth32Float": ("f", 1, "float", 32), "Depth16Unorm": ("H", 1, "unorm", 16),
    "R8Unorm_sRGB": ("B", 1, "srgb", 8), "RG8Unorm_sRGB": ("B", 2, "srgb", 8),
    "RG8Snorm": ("b", 2, "snorm", 8), "R16Snorm": ("h", 1, "snorm", 16),
    "RG16Unorm": ("H", 2, "unorm", 16), "RGBA16Unorm": ("H", 4, "unorm", 16),
    "RGBA16Snorm": ("h", 4, "snorm", 16), "RG16Float": ("e", 2, "float", 16),
}
# Packed formats: channels from the least significant bit.
PACKED = {
    "BGRA8Unorm": (4, [(2, 8), (1, 8), (0, 8), (3, 8)], "unorm"),
    "BGRA8Unorm_sRGB": (4, [(2, 8), (1, 8), (0, 8), (3, 8)], "srgb"),
    "RGB10A2Unorm": (4, [(0, 10), (1, 10), (2, 10), (3, 2)], "unorm"),
    "BGR10A2Unorm": (4, [(2, 10), (1, 10), (0, 10), (3, 2)], "unorm"),
    "B5G6R5Unorm": (2, [(2, 5), (1, 6), (0, 5)], "unorm"),
    "A1BGR5Unorm": (2, [(3, 1), (2, 5), (1, 5), (0, 5)], "unorm"),
    "ABGR4Unorm": (2, [(3, 4), (2, 4), (1, 4), (0, 4)], "unorm"),
    "BGR5A1Unorm": (2, [(2, 5), (1, 5), (0, 5), (3, 1)], "unorm"),
}


def size_of(fmt):
    if fmt in PLAIN:
        code, n, _, bits = PLAIN[fmt]
        return n * bits // 8
    return PACKED[fmt][0]


def srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(l):
    if l != l or l <= 0:
        return 0.0
    if l >= 1:
        return 1.0
    return 12.92 * l if l < 0.0031308 else 1.055 * l ** (1 / 2.4) - 0.055


def rne(x):
    """Round half to even, as the conversions do."""
    return int(round(x))


def to_unorm(f, bits):
    if f != f:
        return 0
    return rne(min(max(f, 0.0), 1.0) * ((1 << bits) - 1))


def to_snorm(f, bits):
    if f != f:
        return 0
    return rne(min(max(f, -1.0), 1.0) * ((1 << (bits - 1)) - 1))


def unpack(fmt, data, at=0):
    """Channel values (float or int), missing ones 0, 0, 0, 1."""
    out = [0.0, 0.0, 0.0, 1.0]
    if fmt in PLAIN:
        code, n, kind, bits = PLAIN[fmt]
        vals = struct.unpack_from("<%d%s" % (n, code), data, at)
        if kind in ("uint", "sint"):
            out = [0, 0, 0, 1]
        for i, v in enumerate(vals):
            if kind == "unorm":
                out[i] = v / ((1 << bits) - 1)
            elif kind == "srgb":
                out[i] = v / 255 if i == 3 else srgb_to_linear(v / 255)
            elif kind == "snorm":
                out[i] = max(-1.0, v / ((1 << (bits - 1)) - 1))
            else:
                out[i] = v
        return out
    size, fields, kind = PACKED[fmt]
    word = int.from_bytes(data[at:at + size], "little")
    if kind == "shared":  # RGB9E5: value = mantissa * 2^(exponent - 15 - 9)
        for ch in range(3):
            out[ch] = ((word >> (9 * ch)) & 511) * 2.0 ** ((word >> 27) - 24)
        return out
    shift = 0
    for ch, bits in fields:
        v = (word >> shift) & ((1 << bits) - 1)
        shift += bits
        if kind == "float":
            out[ch] = small_float(v, bits - 5)
            continue
        c = v / ((1 << bits) - 1)
        out[ch] = srgb_to_linear(c) if kind == "srgb" and ch != 3 else c
    return out


def pack(fmt, vals):
    if fmt in PLAIN:
        code, n, kind, bits = PLAIN[fmt]
        conv = []
        for v in vals[:n]:
            if kind == "unorm":
                conv.append(to_unorm(v, bits))
            elif kind == "srgb":
                conv.append(to_unorm(v, 8))
            elif kind == "snorm":
                conv.append(to_snorm(v, bits))
            elif kind in ("uint", "sint"):
                conv.append(int(v))
            else:
                conv.append(v)
        if kind == "srgb":
            conv = [to_unorm(v if i == 3 else linear_to_srgb(v), 8)
                    for i, v in enumerate(vals[:n])]
        return struct.pack("<%d%s" % (n, code), *conv)
    size, fields, kind = PACKED[fmt]
    word, shift = 0, 0
    if kind == "shared":
        # EXT_texture_shared_exponent's encoding.
        mx = 511 / 512 * 65536
        c = [0.0 if v != v else min(max(v, 0.0), mx) for v in vals[:3]]
        m = max(c)
        e = 0 if m == 0 else max(-16, math.floor(math.log2(m))) + 1 + 15
        denom = 2.0 ** (e - 24)
        if m != 0 and math.floor(m / denom + 0.5) == 512:
            denom *= 2
            e += 1
        word = e << 27
        for ch in range(3):
            word |= math.floor(c[ch] / denom + 0.5) << (9 * ch)
        return word.to_bytes(4, "little")
    for ch, bits in fields:
        v = vals[ch]
        if kind == "float":
            word |= to_small_float(v, bits - 5) << shift
            shift += bits
            continue
        if kind == "srgb" and ch != 3:
            v = linear_to_srgb(v)
        word |= to_unorm(v, bits) << shift
        shift += bits
    return word.to_bytes(size, "little")


# --- samplers ----------------------------------------------------------

class Sampler:
    """An MSL constexpr sampler description and what it means."""

    def __init__(self, spec=""):
        self.address = ["clamp_to_edge"] * 3
        self.mag = self.min = "nearest"
        self.mip = "none"
        self.pixel = False
        self.border = "transparent_black"
        self.compare = "none"
        self.spec = spec
        for item in filter(None, spec.split(",")):
            key, value = item.split("=")
            if key == "address":
                self.address = [value] * 3
            elif key.endswith("_address"):
                self.address["str".index(key[0])] = value
            elif key == "filter":
                self.mag = self.min = value
            elif key == "mag_filter":
                self.mag = value
            elif key == "min_filter":
                self.min = value
            elif key == "mip_filter":
                self.mip = value
            elif key == "coord":
                self.pixel = value == "pixel"
            elif key == "border_color":
                self.border = value
            elif key == "compare_func":
                self.compare = value

    def border_color(self):
        return {"transparent_black": [0.0, 0.0, 0.0, 0.0],
                "opaque_black": [0.0, 0.0, 0.0, 1.0],
                "opaque_white": [1.0, 1.0, 1.0, 1.0]}[self.border]


def wrap(mode, i, n):
    """Vulkan's wrapping operation; None for a border texel."""
    if mode == "repeat":
        return i % n
    if mode == "mirrored_repeat":
        t = i % (2 * n)
        return 2 * n - 1 - t if t >= n else t
    if mode == "clamp_to_edge":
        return min(max(i, 0), n - 1)
    if mode == "mirror_clamp_to_edge":
        return min(max(-1 - i if i < 0 else i, 0), n - 1)
    return i if 0 <= i < n else None


class Texture:
    """Pixels of one texture: levels of slices of depth x rows x columns."""

    def __init__(self, fmt, width, height=1, depth=1, slices=1, levels=1,
                 data=b""):
        self.fmt, self.width, self.height, self.depth = fmt, width, height, depth
        self.slices, self.levels, self.data = slices, levels, data

    def level_size(self, level):
        return (max(1, self.width >> level), max(1, self.height >> level),
                max(1, self.depth >> level))

    def byte_size(self):
        total = 0
        for l in range(self.levels):
            w, h, d = self.level_size(l)
            total += w * h * d * self.slices * size_of(self.fmt)
        return total

    def texel(self, level, x, y=0, z=0, s=0):
        offset = 0
        for l in range(level):
            w, h, d = self.level_size(l)
            offset += w * h * d * self.slices * size_of(self.fmt)
        w, h, d = self.level_size(level)
        index = ((s * d + z) * h + y) * w + x
        return unpack(self.fmt, self.data, offset + index * size_of(self.fmt))


def fetch(tex, smp, level, ijk, dims, slice_=0, cube=False):
    w, h, d = tex.level_size(level)
    sizes = (w, h, d)
    at = [0, 0, 0]
    for a in range(dims):
        mode = "clamp_to_edge" if cube else smp.address[a]
        at[a] = wrap(mode, ijk[a], sizes[a])
        if at[a] is None:
            return smp.border_color()
    return tex.texel(level, at[0], at[1], at[2], slice_)


def filtered(tex, smp, level, coord, dims, filt, offset=(0, 0, 0), slice_=0,
             cube=False, contribution=lambda t: t):
    sizes = tex.level_size(level)
    u = [coord[a] if smp.pixel else f32(coord[a] * sizes[a])
         for a in range(dims)]
    if filt == "nearest":
        ijk = [math.floor(u[a]) + offset[a] for a in range(dims)] + [0] * (3 - dims)
        return contribution(fetch(tex, smp, level, ijk, dims, slice_, cube))
    base, frac = [], []
    for a in range(dims):
        x = f32(u[a] - 0.5)
        base.append(math.floor(x) + offset[a])
        frac.append(x - math.floor(x))
    out = [0.0] * 4
    for corner in range(1 << dims):
        weight, ijk = 1.0, [0, 0, 0]
        for a in range(dims):
            hi = corner >> a & 1
            ijk[a] = base[a] + hi
            weight *= frac[a] if hi else 1 - frac[a]
        t = contribution(fetch(tex, smp, level, ijk, dims, slice_, cube))
        for c in range(4):
            out[c] += weight * t[c]
    return out


def cube_major(x, y, z):
    """Vulkan's cube map face selection table: (face, sc, tc, ma)."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:
        return (0 if x >= 0 else 1), (-z if x >= 0 else z), -y, ax
    if ay >= az:
        return (2 if y >= 0 else 3), x, (z if y >= 0 else -z), ay
    return (4 if z >= 0 else 5), (x if z >= 0 else -x), -y, az


def cube_face(x, y, z):
    """Vulkan's cube map face selection: (face, s, t)."""
    face, sc, tc, ma = cube_major(x, y, z)
    return face, 0.5 * (sc / ma + 1), 0.5 * (tc / ma + 1)


def sample(tex, smp, coord, dims, lod=0.0, offset=(0, 0, 0), slice_=0,
           cube=False, contribution=lambda t: t):
    """A sample at an explicit level of detail (kernels have no implicit
    one: Metal takes level 0 there)."""
    if cube:
        face, s, t = cube_face(*coord)
        coord, slice_ = (s, t), slice_ * 6 + face
    filt = smp.mag if lod <= 0 else smp.min
    last = tex.levels - 1
    if smp.mip == "none" or lod <= 0 or last == 0:
        return filtered(tex, smp, 0, coord, dims, filt, offset, slice_, cube, contribution)
    if smp.mip == "nearest":
        level = 0 if lod <= 0.5 else math.ceil(lod + 0.5) - 1
        return filtered(tex, smp, min(level, last), coord, dims, filt, offset,
                        slice_, cube, contribution)
    lo = min(math.floor(lod), last)
    hi = min(lo + 1, last)
    fr = lod - math.floor(lod)
    a = filtered(tex, smp, lo, coord, dims, filt, offset, slice_, cube, contribution)
    b = filtered(tex, smp, hi, coord, dims, filt, offset, slice_, cube, contribution)
    return [a[c] * (1 - fr) + b[c] * fr for c in range(4)]


def gather(tex, smp, coord, component, offset=(0, 0)):
    w, h, _ = tex.level_size(0)
    u = coord[0] if smp.pixel else f32(coord[0] * w)
    v = coord[1] if smp.pixel else f32(coord[1] * h)
    i0 = math.floor(f32(u - 0.5)) + offset[0]
    j0 = math.floor(f32(v - 0.5)) + offset[1]
    corners = [(i0, j0 + 1), (i0 + 1, j0 + 1), (i0 + 1, j0), (i0, j0)]
    return [fetch(tex, smp, 0, (i, j, 0), 2)[component] for i, j in corners]


def gather_cube(tex, smp, coord, component):
    """Gather from a cube: the face's level-0 footprint, its texels
    clamped to the face's edges (faces address as clamp_to_edge); s and t
    in binary32, step by step, as an executor computes them."""
    face, sc, tc, ma = cube_major(*coord)
    s, t = (f32(0.5 * f32(f32(c / ma) + 1)) for c in (sc, tc))
    w, h, _ = tex.level_size(0)
    i0 = math.floor(f32(f32(s * w) - 0.5))
    j0 = math.floor(f32(f32(t * h) - 0.5))
    corners = [(i0, j0 + 1), (i0 + 1, j0 + 1), (i0 + 1, j0), (i0, j0)]
    return [fetch(tex, smp, 0, (i, j, 0), 2, face, cube=True)[component] for i, j in corners]


COMPARE = {"never": lambda r, d: False, "less": lambda r, d: r < d,
           "equal": lambda r, d: r == d, "less_equal": lambda r, d: r <= d,
           "greater": lambda r, d: r > d, "not_equal": lambda r, d: r != d,
           "greater_equal": lambda r, d: r >= d, "always": lambda r, d: True}


def compare(smp, ref):
    test = COMPARE[smp.compare]
    return lambda t: [1.0 if test(ref, t[0]) else 0.0] * 3 + [1.0]


# --- blending (MTLBlendFactor / MTLBlendOperation; Vulkan's clamping) ----

def blend_factor(name, ch, s, s1, d, k=(0.0, 0.0, 0.0, 0.0)):
    a = ch == 3
    return {
        "Zero": 0.0, "One": 1.0,
        "SourceColor": s[ch], "OneMinusSourceColor": 1 - s[ch],
        "SourceAlpha": s[3], "OneMinusSourceAlpha": 1 - s[3],
        "DestinationColor": d[ch], "OneMinusDestinationColor": 1 - d[ch],
        "DestinationAlpha": d[3], "OneMinusDestinationAlpha": 1 - d[3],
        "SourceAlphaSaturated": 1.0 if a else min(s[3], 1 - d[3]),
        "BlendColor": k[ch], "OneMinusBlendColor": 1 - k[ch],
        "BlendAlpha": k[3], "OneMinusBlendAlpha": 1 - k[3],
        "Source1Color": s1[ch], "OneMinusSource1Color": 1 - s1[ch],
        "Source1Alpha": s1[3], "OneMinusSource1Alpha": 1 - s1[3],
    }[name]


def blend(fmt, src, dst, factors=None, mask="RGBA", src1=(0.0, 0.0, 0.0, 1.0),
          constant=(0.0, 0.0, 0.0, 0.0)):
    """The attachment's new bytes: src blended over dst's bytes with
    factors (srcRGB, dstRGB, opRGB, srcA, dstA, opA), behind the mask."""
    d = unpack(fmt, dst)
    out = list(src)
    if factors:
        kind = PLAIN[fmt][2] if fmt in PLAIN else PACKED[fmt][2]
        lo = -1.0 if kind == "snorm" else 0.0
        norm = kind in ("unorm", "snorm", "srgb")
        cl = (lambda v: min(max(v, lo), 1.0)) if norm else (lambda v: v)
        s = [cl(v) for v in src]
        s1 = [cl(v) for v in src1]
        dc = [cl(v) for v in d]
        for ch in range(4):
            sf, df, op = factors[3:] if ch == 3 else factors[:3]
            fs = cl(blend_factor(sf, ch, s, s1, dc, constant))
            fd = cl(blend_factor(df, ch, s, s1, dc, constant))
            out[ch] = {"Add": s[ch] * fs + dc[ch] * fd,
                       "Subtract": s[ch] * fs - dc[ch] * fd,
                       "ReverseSubtract": dc[ch] * fd - s[ch] * fs,
                       "Min": min(s[ch], dc[ch]), "Max": max(s[ch], dc[ch])}[op]
    new = pack(fmt, out)
    if mask == "RGBA":
        return new
    # Keep the bits of masked channels: repack channel by channel.
    merged = [out[ch] if "RGBA"[ch] in mask else d[ch] for ch in range(4)]
    return pack(fmt, merged)
