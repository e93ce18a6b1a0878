//===- AppleGPUTextures.cpp - The G13 simulator's texture unit ------------===//
//
// Sources (docs/applegpu-simulator.md, "Textures"):
//   [M] Mesa src/asahi/genxml/cmdbuf.xml (structs Texture, Sampler, PBE and
//       their enums), src/asahi/layout (linear strides), agx_pack.c;
//   [V] the Vulkan specification, "Image Operations": wrapping, texel
//       selection, filtering and the level of detail.
// Where both are silent the choice made here is marked ASSUMPTION.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUTextures.h"
#include "AppleGPUNumbers.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace metalnt::applegpu;
using namespace metalnt::applegpu::num;

namespace {

Error texError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Bits [Start, Start + Size) of a little-endian descriptor.
uint64_t getBits(const uint8_t *B, unsigned Start, unsigned Size) {
  uint64_t V = 0;
  for (unsigned I = 0; I != Size; ++I) {
    unsigned Bit = Start + I;
    V |= uint64_t(B[Bit / 8] >> (Bit % 8) & 1) << I;
  }
  return V;
}
void setBits(uint8_t *B, unsigned Start, unsigned Size, uint64_t V) {
  for (unsigned I = 0; I != Size; ++I) {
    unsigned Bit = Start + I;
    B[Bit / 8] = uint8_t((B[Bit / 8] & ~(1u << (Bit % 8))) | ((V >> I & 1) << (Bit % 8)));
  }
}

/// The widths of a channel layout's components from bit 0 (0: absent).
std::array<unsigned, 4> componentBits(unsigned Channels) {
  using namespace tex;
  switch (Channels) {
  case R8: return {8, 0, 0, 0};
  case R16: return {16, 0, 0, 0};
  case R8G8: return {8, 8, 0, 0};
  case R5G6B5: return {5, 6, 5, 0};
  case R32: return {32, 0, 0, 0};
  case R16G16: return {16, 16, 0, 0};
  case R11G11B10: return {11, 11, 10, 0};
  case R10G10B10A2: return {10, 10, 10, 2};
  case R9G9B9E5: return {9, 9, 9, 0};
  case R8G8B8A8: return {8, 8, 8, 8};
  case R32G32: return {32, 32, 0, 0};
  case R16G16B16A16: return {16, 16, 16, 16};
  case R32G32B32A32: return {32, 32, 32, 32};
  }
  return {0, 0, 0, 0};
}

bool isInteger(const tex::PixelLayout &P) {
  return P.Type == tex::Uint || P.Type == tex::Sint;
}

/// A pixel's memory channels as values (doubles for the float kinds, the
/// integer's bits for the integer types); absent channels 0, alpha 1 [V]
/// ("Conversion to RGBA").
void decodePixel(const tex::PixelLayout &P, const uint8_t *Bytes, double V[4],
                 uint32_t I[4]) {
  using namespace tex;
  std::array<unsigned, 4> Bits = componentBits(P.Channels);
  unsigned Size = pixelBytes(P.Channels);
  uint8_t Raw[16] = {};
  std::memcpy(Raw, Bytes, Size);
  V[0] = V[1] = V[2] = 0;
  V[3] = 1;
  I[0] = I[1] = I[2] = 0;
  I[3] = 1;
  if (P.Channels == R9G9B9E5) {
    fromRGB9E5(uint32_t(getBits(Raw, 0, 32)), V);
    return;
  }
  unsigned At = 0;
  for (unsigned C = 0; C != 4 && Bits[C]; At += Bits[C], ++C) {
    uint64_t X = getBits(Raw, At, Bits[C]);
    switch (P.Type) {
    case Unorm:
      V[C] = fromNorm(X, Bits[C], false);
      if (P.SRGB && C != 3)
        V[C] = fromSRGB(V[C]);
      break;
    case Snorm:
      V[C] = fromNorm(X, Bits[C], true);
      break;
    case Uint:
      I[C] = uint32_t(X);
      break;
    case Sint:
      I[C] = uint32_t(int32_t(uint32_t(X << (32 - Bits[C]))) >> (32 - Bits[C]));
      break;
    default: // Float
      if (P.Channels == R11G11B10)
        V[C] = fromSmallFloat(uint32_t(X), Bits[C] - 5);
      else
        V[C] = Bits[C] == 16 ? double(halfToFloat(uint16_t(X))) : double(bitsToFloat(uint32_t(X)));
    }
  }
}

/// The texture's swizzle applied to a pixel: four results.
tex::Texel swizzled(const tex::TextureDescriptor &D, const double V[4], const uint32_t I[4]) {
  bool Int = isInteger(D.Pixel);
  tex::Texel T;
  for (unsigned C = 0; C != 4; ++C) {
    unsigned S = D.Swizzle[C];
    if (S == tex::SwOne)
      T[C] = Int ? 1 : floatToBits(1.0f);
    else if (S == tex::SwZero || S > tex::SwZero)
      T[C] = 0;
    else
      T[C] = Int ? I[S] : floatToBits(float(V[S]));
  }
  return T;
}

/// [V] "Wrapping Operation": a texel index of one dimension, wrapped; false
/// for the border.
bool wrap(unsigned Mode, int64_t In, uint32_t Size, int64_t &Out) {
  int64_t N = Size;
  auto Mirror = [](int64_t X) { return X >= 0 ? X : -(1 + X); };
  switch (Mode) {
  case tex::Repeat:
    Out = ((In % N) + N) % N;
    return true;
  case tex::MirroredRepeat:
    Out = (N - 1) - Mirror((((In % (2 * N)) + 2 * N) % (2 * N)) - N);
    return true;
  case tex::ClampToBorder:
    Out = In;
    return In >= 0 && In < N;
  case tex::MirroredClampToEdge:
    Out = std::clamp<int64_t>(Mirror(In), 0, N - 1);
    return true;
  default: // clamp to edge
    Out = std::clamp<int64_t>(In, 0, N - 1);
    return true;
  }
}

/// The sampler's border colour [M] (enum "Border colour").
tex::Texel borderTexel(const tex::SamplerState &S, bool Int) {
  double C = S.BorderColour == tex::OpaqueWhite ? 1 : 0;
  double A = S.BorderColour == tex::TransparentBlack ? 0 : 1;
  tex::Texel T;
  for (unsigned K = 0; K != 4; ++K) {
    double X = K == 3 ? A : C;
    T[K] = Int ? uint32_t(X) : floatToBits(float(X));
  }
  return T;
}

} // namespace

unsigned tex::pixelBytes(unsigned Channels) {
  std::array<unsigned, 4> Bits = componentBits(Channels);
  return (Bits[0] + Bits[1] + Bits[2] + Bits[3] + (Channels == R9G9B9E5 ? 5 : 0)) / 8;
}

//===----------------------------------------------------------------------===//
// Descriptors [M] cmdbuf.xml
//===----------------------------------------------------------------------===//

namespace {
/// The fields the Texture and PBE structs share: dimension, layout,
/// channels and type (bits 0-15), then the swizzles, 3 bits each in a
/// texture, 2 in a PBE.
template <typename Desc> void putHead(uint8_t *B, const Desc &D, unsigned SwizzleBits) {
  setBits(B, 0, 4, D.Dimension);
  setBits(B, 4, 2, D.Layout);
  setBits(B, 6, 7, D.Pixel.Channels);
  setBits(B, 13, 3, D.Pixel.Type);
  for (unsigned C = 0; C != 4; ++C)
    setBits(B, 16 + SwizzleBits * C, SwizzleBits, D.Swizzle[C]);
}
template <typename Desc> void getHead(const uint8_t *B, Desc &D, unsigned SwizzleBits) {
  D.Dimension = unsigned(getBits(B, 0, 4));
  D.Layout = unsigned(getBits(B, 4, 2));
  D.Pixel.Channels = unsigned(getBits(B, 6, 7));
  D.Pixel.Type = unsigned(getBits(B, 13, 3));
  for (unsigned C = 0; C != 4; ++C)
    D.Swizzle[C] = unsigned(getBits(B, 16 + SwizzleBits * C, SwizzleBits));
}
/// A linear 2D array's extended word, in both structs: Extended (bit 127),
/// the layers - 1 and (Mesa) the layer stride - 0x80, shr(7).
void putLinearLayers(uint8_t *B, uint32_t Layers, uint32_t LayerStride) {
  setBits(B, 127, 1, 1);
  setBits(B, 128, 11, Layers - 1);
  setBits(B, 139, 27, (LayerStride - 0x80) >> 7);
}
void getLinearLayers(const uint8_t *B, uint32_t &Layers, uint32_t &LayerStride) {
  if (!getBits(B, 127, 1))
    return;
  Layers = uint32_t(getBits(B, 128, 11)) + 1;
  LayerStride = uint32_t(getBits(B, 139, 27) << 7) + 0x80;
}
} // namespace

std::array<uint8_t, 24> tex::encode(const TextureDescriptor &D) {
  std::array<uint8_t, 24> B{};
  putHead(B.data(), D, 3);
  setBits(B.data(), 28, 14, D.Width - 1);
  setBits(B.data(), 42, 14, D.Height - 1);
  setBits(B.data(), 56, 4, D.FirstLevel);
  setBits(B.data(), 60, 4, D.LastLevel);
  setBits(B.data(), 66, 36, D.Address >> 4);
  setBits(B.data(), 108, 1, D.Pixel.SRGB);
  setBits(B.data(), 64, 1, D.Samples == 4);
  if (D.Layout != Linear) { // the layers or depth, the chain, the pages
    setBits(B.data(), 110, 14, D.Depth - 1);
    setBits(B.data(), 102, 1, D.Mipmapped);
    setBits(B.data(), 126, 1, D.PageAlignedLayers);
    return B;
  }
  // Mesa: stride - 16, shr(4). cmdbuf.xml gives the field 18 bits, whose
  // last is also Extended (bit 127): 17 here (strides up to 2 MiB).
  setBits(B.data(), 110, 17, (D.Stride - 16) >> 4);
  if (D.Dimension == Dim2DArray)
    putLinearLayers(B.data(), D.Layers, D.LayerStride);
  return B;
}

tex::TextureDescriptor tex::decodeTexture(const uint8_t *B) {
  TextureDescriptor D;
  getHead(B, D, 3);
  D.Width = uint32_t(getBits(B, 28, 14)) + 1;
  D.Height = uint32_t(getBits(B, 42, 14)) + 1;
  D.FirstLevel = unsigned(getBits(B, 56, 4));
  D.LastLevel = unsigned(getBits(B, 60, 4));
  D.Address = getBits(B, 66, 36) << 4;
  D.Pixel.SRGB = getBits(B, 108, 1);
  if (isMultisampled(D.Dimension))
    D.Samples = getBits(B, 64, 1) ? 4 : 2;
  if (D.Layout != Linear) {
    D.Depth = uint32_t(getBits(B, 110, 14)) + 1;
    D.Mipmapped = getBits(B, 102, 1);
    D.PageAlignedLayers = getBits(B, 126, 1);
    return D;
  }
  D.Stride = uint32_t(getBits(B, 110, 17) << 4) + 16;
  getLinearLayers(B, D.Layers, D.LayerStride);
  return D;
}

std::array<uint8_t, 24> tex::encode(const PBEDescriptor &D) {
  std::array<uint8_t, 24> B{};
  putHead(B.data(), D, 2);
  setBits(B.data(), 24, 14, D.Width - 1);
  setBits(B.data(), 38, 14, D.Height - 1);
  setBits(B.data(), 64, 36, D.Address >> 4);
  setBits(B.data(), 100, 4, D.Level);
  setBits(B.data(), 125, 1, D.Pixel.SRGB);
  if (D.Layout != Linear) { // the levels, the layers or depth, the pages
    setBits(B.data(), 104, 4, D.Levels - 1);
    setBits(B.data(), 108, 14, D.Layers - 1);
    setBits(B.data(), 124, 1, D.PageAlignedLayers);
    return B;
  }
  setBits(B.data(), 104, 21, D.Stride - 4); // Mesa: stride - 4 ("Off by 4?")
  if (D.Dimension == Dim2DArray)
    putLinearLayers(B.data(), D.Layers, D.LayerStride);
  return B;
}

tex::PBEDescriptor tex::decodePBE(const uint8_t *B) {
  PBEDescriptor D;
  getHead(B, D, 2);
  D.Width = uint32_t(getBits(B, 24, 14)) + 1;
  D.Height = uint32_t(getBits(B, 38, 14)) + 1;
  D.Address = getBits(B, 64, 36) << 4;
  D.Level = unsigned(getBits(B, 100, 4));
  D.Pixel.SRGB = getBits(B, 125, 1);
  if (D.Layout != Linear) {
    D.Levels = unsigned(getBits(B, 104, 4)) + 1;
    D.Layers = uint32_t(getBits(B, 108, 14)) + 1;
    D.PageAlignedLayers = getBits(B, 124, 1);
    return D;
  }
  D.Stride = uint32_t(getBits(B, 104, 21)) + 4;
  getLinearLayers(B, D.Layers, D.LayerStride);
  return D;
}

uint64_t tex::encode(const SamplerState &S) {
  uint8_t B[8] = {};
  auto Lod = [](double L) { // 4:6 fixed point, 0 to 14 [M] __gen_pack_lod
    return uint64_t(std::clamp(L * 64, 0.0, double(0x380)));
  };
  setBits(B, 0, 10, Lod(S.MinLOD));
  setBits(B, 10, 10, Lod(S.MaxLOD));
  setBits(B, 23, 2, S.Magnify);
  setBits(B, 25, 2, S.Minify);
  setBits(B, 27, 2, S.MipFilter);
  for (unsigned I = 0; I != 3; ++I)
    setBits(B, 29 + 3 * I, 3, S.Wrap[I]);
  setBits(B, 38, 1, S.PixelCoordinates);
  setBits(B, 39, 3, S.CompareFunc);
  setBits(B, 42, 1, S.CompareEnable);
  setBits(B, 55, 2, S.BorderColour);
  uint64_t W;
  std::memcpy(&W, B, 8);
  return W;
}

tex::SamplerState tex::decodeSampler(uint64_t W) {
  uint8_t B[8];
  std::memcpy(B, &W, 8);
  SamplerState S;
  S.MinLOD = double(getBits(B, 0, 10)) / 64;
  S.MaxLOD = double(getBits(B, 10, 10)) / 64;
  S.Magnify = unsigned(getBits(B, 23, 2));
  S.Minify = unsigned(getBits(B, 25, 2));
  S.MipFilter = unsigned(getBits(B, 27, 2));
  for (unsigned I = 0; I != 3; ++I)
    S.Wrap[I] = unsigned(getBits(B, 29 + 3 * I, 3));
  S.PixelCoordinates = getBits(B, 38, 1);
  S.CompareFunc = unsigned(getBits(B, 39, 3));
  S.CompareEnable = getBits(B, 42, 1);
  S.BorderColour = unsigned(getBits(B, 55, 2));
  return S;
}

//===----------------------------------------------------------------------===//
// Mesa's GPU-tiled layout
//===----------------------------------------------------------------------===//

namespace {
uint32_t minify(uint32_t V, unsigned L) { return std::max<uint32_t>(1, V >> L); }
uint32_t nextPowerOf2(uint32_t V) {
  uint32_t P = 1;
  while (P < V)
    P <<= 1;
  return P;
}
/// [M] layout.c ail_get_max_tile_size: one 16 KiB page a tile.
std::array<uint32_t, 2> maxTile(unsigned BlockBytes) {
  switch (BlockBytes) {
  case 1: return {128, 128};
  case 2: return {128, 64};
  case 4: return {64, 64};
  case 8: return {64, 32};
  case 16: return {32, 32};
  case 32: return {32, 16};
  default: return {16, 16};
  }
}
} // namespace

unsigned tex::fullMipChain(uint32_t W, uint32_t H, uint32_t D) {
  uint32_t Major = std::max({W, H, D});
  unsigned Levels = 1;
  while (Major >>= 1)
    ++Levels;
  return Levels;
}

tex::TiledLayout tex::tiledLayout(unsigned BlockBytes, uint32_t Width, uint32_t Height,
                                  unsigned Levels, bool PageAlignedLayers) {
  // [M] ail_initialize_gpu_tiled, for uncompressed formats (blocks are
  // pixels): big tiles while a level fills one, then the power-of-two
  // miptree, each level 128-byte aligned.
  TiledLayout L;
  L.BlockBytes = BlockBytes;
  L.Width = Width;
  std::array<uint32_t, 2> Tile = maxTile(BlockBytes);
  uint32_t StX = (Width + Tile[0] - 1) / Tile[0], StY = (Height + Tile[1] - 1) / Tile[1];
  uint64_t Area = uint64_t(StX) * StY, Offset = 0;
  unsigned PotLevel = 0;
  for (uint32_t W = Width, H = Height; W >= Tile[0] && H >= Tile[1]; ++PotLevel)
    W = minify(W, 1), H = minify(H, 1);
  for (unsigned Lv = 0; Lv < std::min(PotLevel, Levels); ++Lv) {
    uint64_t Tiles = Area >> (2 * Lv);
    bool PadLeft = StX & ((1u << Lv) - 1), PadBottom = StY & ((1u << Lv) - 1);
    if (PadLeft)
      Tiles += StY >> Lv;
    if (PadBottom)
      Tiles += StX >> Lv;
    if (PadLeft && PadBottom)
      Tiles += 1;
    L.LevelOffsets.push_back(Offset);
    Offset = alignTo(Offset + BlockBytes * Tiles * Tile[0] * Tile[1], 128);
    L.Tiles.push_back(Tile);
  }
  uint32_t PotW = nextPowerOf2(minify(Width, PotLevel)),
           PotH = nextPowerOf2(minify(Height, PotLevel));
  for (unsigned Lv = PotLevel; Lv < Levels; ++Lv) {
    L.LevelOffsets.push_back(Offset);
    Offset = alignTo(Offset + uint64_t(BlockBytes) * PotW * PotH, 128);
    uint32_t T = nextPowerOf2(minify(std::min(Width, Height), Lv));
    L.Tiles.push_back({T, T});
    PotW = minify(PotW, 1);
    PotH = minify(PotH, 1);
  }
  L.LevelOffsets.push_back(Offset);
  L.LayerStride = PageAlignedLayers ? alignTo(Offset, 16384) : Offset;
  return L;
}

uint64_t tex::TiledLayout::offset(unsigned Lv, uint32_t X, uint32_t Y) const {
  // [M] test-twiddling.cpp: row-major tiles, rows of align(level width,
  // tile width); Morton order within a tile, x in the even bits.
  auto [TW, TH] = Tiles[Lv];
  uint64_t Row = alignTo(minify(Width, Lv), TW);
  uint64_t Z = 0;
  uint32_t XI = X % TW, YI = Y % TH;
  for (unsigned I = 0; I != 16; ++I) {
    Z |= uint64_t(XI >> I & 1) << (2 * I);
    Z |= uint64_t(YI >> I & 1) << (2 * I + 1);
  }
  uint64_t Element = uint64_t(Y / TH) * Row * TH + uint64_t(X / TW) * TW * TH + Z;
  return LevelOffsets[Lv] + Element * BlockBytes;
}

//===----------------------------------------------------------------------===//
// Texel access
//===----------------------------------------------------------------------===//

namespace {

/// What this unit models of a texture: 2D, 2D arrays (linear or GPU-tiled)
/// and 3D (GPU-tiled), linear ones of one level, a known channel layout and
/// type.
Error checkTexture(const tex::TextureDescriptor &D) {
  if (D.Dimension != tex::Dim2D && D.Dimension != tex::Dim2DArray &&
      D.Dimension != tex::Dim3D && !tex::isMultisampled(D.Dimension))
    return texError("a texture of dimension " + Twine(D.Dimension) +
                    " (the simulator models 2D, multisampled 2D and 3D textures and 2D "
                    "and multisampled arrays)");
  if (tex::isMultisampled(D.Dimension) && D.Layout == tex::Linear)
    return texError("a linear multisampled texture (Mesa: \"Multisampled linear layouts "
                    "not supported\")");
  if (D.Layout != tex::Linear && D.Layout != tex::GPUTiled)
    return texError("a texture of layout " + Twine(D.Layout) +
                    " (the simulator models linear and GPU-tiled layouts)");
  if (D.Layout == tex::Linear && D.Dimension == tex::Dim3D)
    return texError("a linear 3D texture (Mesa: \"3D/arrays cannot be linear\")");
  if (!tex::pixelBytes(D.Pixel.Channels) || D.Pixel.Type > tex::Float)
    return texError("texture channels 0x" + Twine::utohexstr(D.Pixel.Channels) + " of type " +
                    Twine(D.Pixel.Type) + " (not modelled)");
  if (D.Layout == tex::Linear && D.LastLevel != D.FirstLevel)
    return texError("a mipmapped linear texture (Mesa: \"Strided linear mipmapped "
                    "textures are unsupported\")");
  if (D.LastLevel < D.FirstLevel)
    return texError("a texture whose last level is before its first");
  return Error::success();
}

Error checkSampler(const tex::SamplerState &S) {
  if (S.Magnify > tex::FilterLinear || S.Minify > tex::FilterLinear)
    return texError("a bicubic filter (not modelled)");
  for (unsigned W : S.Wrap)
    if (W == 4 || W > tex::MirroredClampToEdge)
      return texError("wrap mode " + Twine(W) + " (not modelled)");
  if (S.BorderColour > tex::OpaqueWhite)
    return texError("a custom border colour (not modelled)");
  return Error::success();
}

/// A texture's levels in memory: its extent at an absolute level, and
/// where a texel is.
class Texture {
public:
  explicit Texture(const tex::TextureDescriptor &D) : D(D) {
    if (D.Layout == tex::GPUTiled) {
      uint32_t Depth = D.Dimension == tex::Dim3D ? D.Depth : 1;
      unsigned Levels = D.Mipmapped ? tex::fullMipChain(D.Width, D.Height, Depth) : 1;
      Tiled = tex::tiledLayout(tex::pixelBytes(D.Pixel.Channels) * D.Samples, D.Width,
                               D.Height, std::max(Levels, D.LastLevel + 1),
                               D.PageAlignedLayers);
    }
  }
  uint32_t width(unsigned L) const { return std::max<uint32_t>(1, D.Width >> L); }
  uint32_t height(unsigned L) const { return std::max<uint32_t>(1, D.Height >> L); }
  /// 3D textures' depth at a level; arrays' layers.
  uint32_t depth(unsigned L) const {
    if (D.Dimension == tex::Dim3D)
      return std::max<uint32_t>(1, D.Depth >> L);
    if (D.Layout == tex::Linear)
      return D.Layers;
    return D.Dimension == tex::Dim2DArray || D.Dimension == tex::Dim2DMSArray ? D.Depth : 1;
  }
  /// The texel at an absolute level, at indices inside it (Z: the layer
  /// or 3D slice), of a multisampled texture sample \p Sample (the
  /// samples adjacent within the pixel's element).
  Expected<tex::Texel> at(unsigned L, int64_t X, int64_t Y, int64_t Z, DeviceMemory &Memory,
                          unsigned Sample = 0) {
    unsigned Size = tex::pixelBytes(D.Pixel.Channels);
    uint64_t A = D.Layout == tex::Linear
                     ? D.Address + uint64_t(Z) * D.LayerStride + uint64_t(Y) * D.Stride +
                           uint64_t(X) * Size
                     : D.Address + uint64_t(Z) * Tiled.LayerStride +
                           Tiled.offset(L, uint32_t(X), uint32_t(Y)) + uint64_t(Sample) * Size;
    uint8_t Bytes[16];
    if (!Memory.read(A, Bytes, Size))
      return texError("texel (" + Twine(X) + ", " + Twine(Y) + ", " + Twine(Z) + ") of level " +
                      Twine(L) + " at 0x" + Twine::utohexstr(A) + " is outside device memory");
    double V[4];
    uint32_t I[4];
    decodePixel(D.Pixel, Bytes, V, I);
    return swizzled(D, V, I);
  }

private:
  const tex::TextureDescriptor &D;
  tex::TiledLayout Tiled;
};

} // namespace

Expected<tex::Texel> tex::load(const TextureDescriptor &D, const SamplerState &S, int64_t X,
                               int64_t Y, int64_t Layer, unsigned Level,
                               DeviceMemory &Memory, unsigned Sample) {
  if (Error E = checkTexture(D))
    return std::move(E);
  if (Error E = checkSampler(S))
    return std::move(E);
  Texture T(D);
  unsigned L = D.FirstLevel + Level;
  int64_t WX, WY;
  if (L > D.LastLevel || !wrap(S.Wrap[0], X, T.width(L), WX) ||
      !wrap(S.Wrap[1], Y, T.height(L), WY) || Layer < 0 || Layer >= int64_t(T.depth(L)) ||
      Sample >= D.Samples)
    return borderTexel(S, isInteger(D.Pixel));
  return T.at(L, WX, WY, Layer, Memory, Sample);
}

double tex::levelOfDetail(double DUDX, double DVDX, double DUDY, double DVDY, uint32_t W,
                          uint32_t H) {
  return levelOfDetail({DUDX, DVDX, 0}, {DUDY, DVDY, 0}, {W, H, 1});
}

double tex::levelOfDetail(const std::array<double, 3> &DX, const std::array<double, 3> &DY,
                          const std::array<uint32_t, 3> &Size) {
  // [V] "Scale Factor Operation": rho_x and rho_y, the larger.
  double RX = 0, RY = 0;
  for (unsigned K = 0; K != 3; ++K) {
    RX += (DX[K] * Size[K]) * (DX[K] * Size[K]);
    RY += (DY[K] * Size[K]) * (DY[K] * Size[K]);
  }
  double Rho = std::sqrt(std::max(RX, RY));
  return Rho > 0 ? std::log2(Rho) : -INFINITY;
}

double tex::accessedLevelOfDetail(const TextureDescriptor &D, const SamplerState &S,
                                  double Lambda) {
  Lambda = std::clamp(Lambda, S.MinLOD, std::max(S.MinLOD, S.MaxLOD));
  Lambda = std::clamp(Lambda, 0.0, double(D.LastLevel - D.FirstLevel));
  if (S.MipFilter == 0)
    return 0;
  if (S.MipFilter == 1)
    return std::ceil(Lambda + 0.5) - 1;
  return Lambda;
}

Expected<tex::Texel> tex::sample(const TextureDescriptor &D, const SamplerState &S, float U,
                                 float V, double Lambda, DeviceMemory &Memory,
                                 const SampleOptions &O) {
  if (Error E = checkTexture(D))
    return std::move(E);
  // ASSUMPTION: the instruction's shadow bit decides whether to compare; a
  // comparison sampler samples plainly without it.
  if (O.Compare && !S.CompareEnable)
    return texError("a comparison with a sampler that does not compare");
  if (Error E = checkSampler(S))
    return std::move(E);
  if (isMultisampled(D.Dimension))
    return texError("sampling a multisampled texture (Metal reads them)");
  Texture T(D);
  bool ThreeD = D.Dimension == Dim3D;
  if (!ThreeD && O.Layer >= T.depth(D.FirstLevel))
    return texError("layer " + Twine(O.Layer) + " of an array of " +
                    Twine(T.depth(D.FirstLevel)) + " (Mesa clamps the layer in the shader)");
  bool Int = isInteger(D.Pixel);
  if (Int && O.GatherComponent < 0)
    return texError("sampling an integer texture (Metal samples float formats only)");
  // [V] "Level-of-Detail Operation": the clamped level picks the
  // magnification filter at or below 0, else minification, and the
  // levels: the base one without mip filtering (or at or below 0), the
  // nearest (d <= 0.5: the base, else ceil(d + 0.5) - 1), or the two around
  // it weighted by its fraction. Gather takes the base level's bilinear
  // footprint.
  Lambda = std::clamp(Lambda, S.MinLOD, std::max(S.MinLOD, S.MaxLOD));
  unsigned Filter = O.GatherComponent >= 0 ? unsigned(FilterLinear)
                    : Lambda <= 0          ? S.Magnify
                                           : S.Minify;
  unsigned Last = D.LastLevel - D.FirstLevel;
  unsigned Lo = 0, Hi = 0;
  double Frac = 0;
  if (O.GatherComponent < 0 && S.MipFilter != 0 && Lambda > 0 && Last != 0) {
    if (S.MipFilter == 1) {
      Lo = Hi = std::min<unsigned>(Lambda <= 0.5 ? 0 : unsigned(std::ceil(Lambda + 0.5)) - 1,
                                   Last);
    } else {
      Lo = std::min<unsigned>(unsigned(std::floor(Lambda)), Last);
      Hi = std::min(Lo + 1, Last);
      Frac = Lambda - std::floor(Lambda);
    }
  }
  // [V] "Depth Compare Operation": the reference (clamped to [0, 1] for a
  // normalized format) against each texel's first channel.
  double Ref = D.Pixel.Type == Unorm ? std::clamp(double(O.Reference), 0.0, 1.0)
                                     : double(O.Reference);
  auto Passes = [&](double Tex) {
    switch (S.CompareFunc) {
    case 0: return Ref <= Tex; // Lequal
    case 1: return Ref >= Tex; // Gequal
    case 2: return Ref < Tex;  // Less
    case 3: return Ref > Tex;  // Greater
    case 4: return Ref == Tex; // Equal
    case 5: return Ref != Tex; // Not equal
    case 6: return true;       // Always
    default: return false;     // Never
    }
  };
  // One level, filtered: [V] "Texel Selection": nearest takes floor(u);
  // linear the texels around u - 0.5 weighted by its fraction; offsets
  // added; a texel outside per the sampler's wrapping.
  auto Level = [&](unsigned Rel, double Out[4]) -> Error {
    unsigned L = D.FirstLevel + Rel;
    uint32_t Size[3] = {T.width(L), T.height(L), ThreeD ? T.depth(L) : 1};
    double C[3] = {S.PixelCoordinates ? double(U) : double(U) * Size[0],
                   S.PixelCoordinates ? double(V) : double(V) * Size[1],
                   S.PixelCoordinates ? double(O.R) : double(O.R) * Size[2]};
    int64_t I0[3];
    double W[3] = {0, 0, 0};
    unsigned Dims = ThreeD ? 3 : 2;
    for (unsigned K = 0; K != Dims; ++K) {
      double X = Filter == Nearest ? C[K] : C[K] - 0.5;
      I0[K] = int64_t(std::floor(X)) + (K == 0 ? O.OffsetX : K == 1 ? O.OffsetY : O.OffsetZ);
      W[K] = Filter == Nearest ? 0 : X - std::floor(X);
    }
    auto Fetch = [&](const int64_t Idx[3]) -> Expected<Texel> {
      int64_t At[3] = {0, 0, ThreeD ? 0 : int64_t(O.Layer)};
      for (unsigned K = 0; K != Dims; ++K)
        if (!wrap(S.Wrap[K], Idx[K], Size[K], At[K]))
          return borderTexel(S, Int);
      return T.at(L, At[0], At[1], At[2], Memory);
    };
    if (O.GatherComponent >= 0) {
      static const int Corner[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
      for (unsigned K = 0; K != 4; ++K) {
        int64_t Idx[3] = {I0[0] + Corner[K][0], I0[1] + Corner[K][1], 0};
        Expected<Texel> X = Fetch(Idx);
        if (!X)
          return X.takeError();
        // The bits, kept exactly below; compared, 0.0 or 1.0 ([V] "Texel
        // Gathering": a comparison's result per texel).
        Out[K] = O.Compare ? floatToBits(Passes(bitsToFloat((*X)[0])) ? 1.0f : 0.0f)
                           : (*X)[O.GatherComponent];
      }
      return Error::success();
    }
    unsigned Taps = Filter == Nearest ? 1 : 2;
    for (unsigned C2 = 0; C2 != 4; ++C2)
      Out[C2] = 0;
    for (unsigned DK = 0; DK != (ThreeD ? Taps : 1); ++DK)
      for (unsigned DJ = 0; DJ != Taps; ++DJ)
        for (unsigned DI = 0; DI != Taps; ++DI) {
          double Weight = Filter == Nearest ? 1
                                            : (DI ? W[0] : 1 - W[0]) * (DJ ? W[1] : 1 - W[1]) *
                                                  (ThreeD ? (DK ? W[2] : 1 - W[2]) : 1);
          int64_t Idx[3] = {I0[0] + DI, I0[1] + DJ, ThreeD ? I0[2] + DK : 0};
          Expected<Texel> X = Fetch(Idx);
          if (!X)
            return X.takeError();
          for (unsigned Ch = 0; Ch != 4; ++Ch)
            Out[Ch] += Weight * (O.Compare ? (Passes(bitsToFloat((*X)[0])) ? 1.0 : 0.0)
                                           : double(bitsToFloat((*X)[Ch])));
        }
    return Error::success();
  };
  double A[4], B[4];
  if (Error E = Level(Lo, A))
    return std::move(E);
  Texel R;
  if (O.GatherComponent >= 0) {
    for (unsigned K = 0; K != 4; ++K)
      R[K] = uint32_t(A[K]);
    return R;
  }
  if (Hi != Lo) {
    if (Error E = Level(Hi, B))
      return std::move(E);
    for (unsigned C = 0; C != 4; ++C)
      A[C] = A[C] * (1 - Frac) + B[C] * Frac;
  }
  for (unsigned C = 0; C != 4; ++C)
    R[C] = floatToBits(float(A[C]));
  return R;
}

Error tex::store(const PBEDescriptor &D, int64_t X, int64_t Y, int64_t Layer,
                 unsigned Level, const Texel &Data, DeviceMemory &Memory) {
  bool Linear_ = D.Layout == Linear;
  if ((D.Dimension != Dim2D && D.Dimension != Dim2DArray && D.Dimension != Dim3D) ||
      (!Linear_ && D.Layout != GPUTiled) || (Linear_ && D.Dimension == Dim3D))
    return texError("an image write to dimension " + Twine(D.Dimension) + ", layout " +
                    Twine(D.Layout) + " (the simulator models linear 2D images and arrays "
                    "and GPU-tiled 2D and 3D ones)");
  unsigned Size = pixelBytes(D.Pixel.Channels);
  if (!Size || D.Pixel.Type > Float)
    return texError("image channels 0x" + Twine::utohexstr(D.Pixel.Channels) + " of type " +
                    Twine(D.Pixel.Type) + " (not modelled)");
  unsigned L = D.Level + Level;
  if (Linear_ && L != 0)
    return texError("an image write to level " + Twine(L) + " of a linear image");
  uint32_t W = std::max<uint32_t>(1, D.Width >> L), H = std::max<uint32_t>(1, D.Height >> L);
  uint32_t Layers = D.Dimension == Dim3D ? std::max<uint32_t>(1, D.Layers >> L) : D.Layers;
  // ASSUMPTION: a write outside the image is dropped (Metal leaves it
  // undefined; metal-run's host drops it).
  if (X < 0 || Y < 0 || X >= int64_t(W) || Y >= int64_t(H) || Layer < 0 ||
      Layer >= int64_t(Layers) || (!Linear_ && L >= D.Levels))
    return Error::success();
  // Memory channel k takes component Swizzle[k] [M] (pack_pbe's inverse
  // map of the format's swizzle).
  std::array<unsigned, 4> Bits = componentBits(D.Pixel.Channels);
  uint8_t Raw[16] = {};
  auto F = [&](unsigned K) { return double(bitsToFloat(Data[D.Swizzle[K] & 3])); };
  if (D.Pixel.Channels == R9G9B9E5) {
    double C[3] = {F(0), F(1), F(2)};
    setBits(Raw, 0, 32, toRGB9E5(C));
  } else {
    unsigned At = 0;
    for (unsigned K = 0; K != 4 && Bits[K]; At += Bits[K], ++K) {
      uint64_t V;
      switch (D.Pixel.Type) {
      case Unorm:
        V = uint64_t(toNorm(D.Pixel.SRGB && K != 3 ? toSRGB(F(K)) : F(K), Bits[K], false));
        break;
      case Snorm:
        V = uint64_t(toNorm(F(K), Bits[K], true));
        break;
      case Uint:
      case Sint:
        V = Data[D.Swizzle[K] & 3]; // the low bits
        break;
      default:
        V = D.Pixel.Channels == R11G11B10 ? toSmallFloat(F(K), Bits[K] - 5, false)
            : Bits[K] == 16               ? doubleToHalf(F(K))
                                          : floatToBits(float(F(K)));
      }
      setBits(Raw, At, Bits[K], V);
    }
  }
  uint64_t A;
  if (Linear_) {
    A = D.Address + uint64_t(Layer) * D.LayerStride + uint64_t(Y) * D.Stride + uint64_t(X) * Size;
  } else { // the levels a mipmapped image allocates: its whole chain
    unsigned Levels =
        D.Levels > 1 ? fullMipChain(D.Width, D.Height, D.Dimension == Dim3D ? D.Layers : 1) : 1;
    TiledLayout T = tiledLayout(Size, D.Width, D.Height, std::max(Levels, D.Levels),
                                D.PageAlignedLayers);
    A = D.Address + uint64_t(Layer) * T.LayerStride + T.offset(L, uint32_t(X), uint32_t(Y));
  }
  if (!Memory.write(A, Raw, Size))
    return texError("image texel (" + Twine(X) + ", " + Twine(Y) + ") at 0x" +
                    Twine::utohexstr(A) + " is outside device memory");
  return Error::success();
}
