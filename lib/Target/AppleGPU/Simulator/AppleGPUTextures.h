//===- AppleGPUTextures.h - The G13 simulator's texture unit ----*- C++ -*-===//
//
// The descriptors a G13 texture instruction reads, field by field as
// Mesa's src/asahi/genxml/cmdbuf.xml lays them out (structs Texture,
// Sampler and PBE), and what smpf, smpi and imgw compute with them:
// texel addressing of linear layouts, format conversion, wrapping and
// filtering by the Vulkan specification's "Image Operations" formulas
// (Metal names the same sampler states without formulas). The executor
// encodes descriptors with the same field tables; docs/applegpu-abi.md,
// "Textures", says what each field is and docs/applegpu-simulator.md what
// is our reading.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_SIMULATOR_APPLEGPUTEXTURES_H
#define METALNT_TARGET_APPLEGPU_SIMULATOR_APPLEGPUTEXTURES_H

#include "AppleGPUSimulator.h"
#include <array>
#include <cstdint>
#include <vector>

namespace metalnt {
namespace applegpu {
namespace tex {

/// cmdbuf.xml's enums (the values the hardware reads).
enum Channels : unsigned {
  R8 = 0x00, R16 = 0x09, R8G8 = 0x0A, R5G6B5 = 0x0B, R32 = 0x21, R16G16 = 0x23, R11G11B10 = 0x25,
  R10G10B10A2 = 0x26, R9G9B9E5 = 0x27, R8G8B8A8 = 0x28, R32G32 = 0x31,
  R16G16B16A16 = 0x32, R32G32B32A32 = 0x38,
};
enum TextureType : unsigned { Unorm = 0, Snorm = 1, Uint = 2, Sint = 3, Float = 4 };
enum Swizzle : unsigned { SwR = 0, SwG = 1, SwB = 2, SwA = 3, SwOne = 4, SwZero = 5 };
/// Linear, or Mesa's GPU-tiled layout (ail's AIL_TILING_GPU; cmdbuf.xml's
/// value 2, named "Twiddled" in older Mesa).
enum Layout : unsigned { Linear = 0, GPUTiled = 2 };
enum Dimension : unsigned {
  Dim2D = 2, Dim2DArray = 3, Dim2DMS = 4, Dim3D = 5, Dim2DMSArray = 8,
};
/// Multisampled 2D textures and arrays.
inline bool isMultisampled(unsigned Dimension) {
  return Dimension == Dim2DMS || Dimension == Dim2DMSArray;
}
enum Wrap : unsigned {
  ClampToEdge = 0, Repeat = 1, MirroredRepeat = 2, ClampToBorder = 3, MirroredClampToEdge = 5,
};
enum Filter : unsigned { Nearest = 0, FilterLinear = 1 };
enum Border : unsigned { TransparentBlack = 0, OpaqueBlack = 1, OpaqueWhite = 2 };

/// A pixel's storage: its channel layout, number type and sRGB flag.
struct PixelLayout {
  unsigned Channels = R8G8B8A8, Type = Unorm;
  bool SRGB = false;
};

/// struct Texture (24 bytes): what sampling and reads use.
struct TextureDescriptor {
  unsigned Dimension = Dim2D, Layout = Linear;
  PixelLayout Pixel;
  std::array<unsigned, 4> Swizzle{SwR, SwG, SwB, SwA};
  uint32_t Width = 1, Height = 1;
  unsigned FirstLevel = 0, LastLevel = 0;
  uint64_t Address = 0; ///< 16-byte aligned
  uint32_t Stride = 16; ///< bytes per row of a linear layout, a multiple of 16
  /// A linear 2D array's layers and the bytes from one to the next (a
  /// multiple of 128), in the extended word (cmdbuf.xml "Depth (linear)",
  /// "Layer stride (linear)").
  uint32_t Layers = 1, LayerStride = 0;
  /// A GPU-tiled texture's layers (arrays) or depth (3D) ("Depth"), whether
  /// its whole mip chain is allocated ("Unk mipmapped") and whether its
  /// layers start on 16 KiB pages ("Page-aligned layers").
  uint32_t Depth = 1;
  bool Mipmapped = false, PageAlignedLayers = false;
  /// A multisampled texture's samples per pixel, 2 or 4 ("Samples"): its
  /// GPU-tiled elements are whole pixels, their samples adjacent.
  unsigned Samples = 1;
};
/// struct PBE (24 bytes): what image writes use. Swizzle[k] is the
/// component memory channel k takes.
struct PBEDescriptor {
  unsigned Dimension = Dim2D, Layout = Linear;
  PixelLayout Pixel;
  std::array<unsigned, 4> Swizzle{0, 1, 2, 3};
  uint32_t Width = 1, Height = 1;
  uint64_t Address = 0;
  unsigned Level = 0;
  uint32_t Stride = 4; ///< bytes per row of a linear layout
  uint32_t Layers = 1, LayerStride = 0; ///< as TextureDescriptor's
  /// GPU-tiled: the levels (all allocated when more than one), and whether
  /// layers start on pages; Layers is then the layers or the 3D depth.
  unsigned Levels = 1;
  bool PageAlignedLayers = false;
};

/// Mesa's GPU-tiled layout of one layer (src/asahi/layout/layout.c,
/// ail_initialize_gpu_tiled, and test-twiddling.cpp's addressing): each
/// level at a 128-byte-aligned offset, made of row-major tiles whose
/// pixels are in Morton order (x in the even bits); the big tiles of
/// ail_get_max_tile_size while a level fills one, then square
/// power-of-two tiles of the level's minor axis.
struct TiledLayout {
  unsigned BlockBytes = 4;
  uint32_t Width = 1;
  std::vector<uint64_t> LevelOffsets; ///< and the end
  std::vector<std::array<uint32_t, 2>> Tiles;
  uint64_t LayerStride = 0;
  /// The byte offset of pixel (X, Y) of level L within a layer.
  uint64_t offset(unsigned L, uint32_t X, uint32_t Y) const;
};
/// \p Levels allocated (ail_make_miptree allocates the whole chain,
/// log2 of the major axis + 1, whenever there is more than one).
TiledLayout tiledLayout(unsigned BlockBytes, uint32_t Width, uint32_t Height, unsigned Levels,
                        bool PageAlignedLayers);
/// The levels a mipmapped texture allocates: log2(max(W, H, D)) + 1.
unsigned fullMipChain(uint32_t W, uint32_t H, uint32_t D);
/// struct Sampler (8 bytes).
struct SamplerState {
  double MinLOD = 0, MaxLOD = 14; ///< 4:6 fixed point
  unsigned Magnify = Nearest, Minify = Nearest, MipFilter = 0;
  std::array<unsigned, 3> Wrap{ClampToEdge, ClampToEdge, ClampToEdge};
  bool PixelCoordinates = false, CompareEnable = false;
  unsigned CompareFunc = 0, BorderColour = TransparentBlack;
};

std::array<uint8_t, 24> encode(const TextureDescriptor &D);
std::array<uint8_t, 24> encode(const PBEDescriptor &D);
uint64_t encode(const SamplerState &S);
TextureDescriptor decodeTexture(const uint8_t *Bytes);
PBEDescriptor decodePBE(const uint8_t *Bytes);
SamplerState decodeSampler(uint64_t Word);

/// The bytes of one pixel, 0 for a layout this unit does not model.
unsigned pixelBytes(unsigned Channels);

/// A texel as four 32-bit results: float bits for the normalized and float
/// types, integers for the others.
using Texel = std::array<uint32_t, 4>;

/// smpi: the texel at (X, Y) of layer (or 3D slice) \p Layer of the level
/// \p Level past the first, wrapped by the sampler (a clamped-to-border one
/// reads the border colour, as it does for a layer, level or sample
/// outside); of a multisampled texture, sample \p Sample.
llvm::Expected<Texel> load(const TextureDescriptor &D, const SamplerState &S, int64_t X,
                           int64_t Y, int64_t Layer, unsigned Level, DeviceMemory &Memory,
                           unsigned Sample = 0);
/// smpf's variations: texel offsets (added to the texel indices), a
/// comparison's reference (each texel's first channel compared by the
/// sampler's function, 1 or 0, then filtered: every component the result),
/// gather (the four texels of the bilinear footprint at level 0, their
/// channel Component, in Vulkan's order (i0, j1), (i1, j1), (i1, j0),
/// (i0, j0)).
struct SampleOptions {
  int OffsetX = 0, OffsetY = 0, OffsetZ = 0; ///< z: 3D textures
  bool Compare = false;
  float Reference = 0;
  int GatherComponent = -1; ///< 0-3, or -1
  unsigned Layer = 0;       ///< of an array, within it
  float R = 0;              ///< a 3D texture's third coordinate
};

/// smpf: coordinates (U, V) filtered at level of detail \p Lambda (already
/// biased; clamped here to the sampler's range).
llvm::Expected<Texel> sample(const TextureDescriptor &D, const SamplerState &S, float U,
                             float V, double Lambda, DeviceMemory &Memory,
                             const SampleOptions &O = {});
/// Vulkan's scale factor: the level of detail log2(rho) of coordinate
/// derivatives (dU/dx, dV/dx), (dU/dy, dV/dy) on a W x H texture.
double levelOfDetail(double DUDX, double DVDX, double DUDY, double DVDY, uint32_t W,
                     uint32_t H);
/// The same for up to three coordinates on a W x H x D texture.
double levelOfDetail(const std::array<double, 3> &DX, const std::array<double, 3> &DY,
                     const std::array<uint32_t, 3> &Size);
/// smpf with query_lod: the level sampling would access, from the level
/// of detail \p Lambda (already biased) by ARB_texture_query_lod's
/// ComputeAccessedLod, which Mesa's textureQueryLod takes from the
/// instruction's first result: clamped to the sampler's range and the
/// texture's levels, 0 without mip filtering, the nearest level's index
/// with nearest mip filtering. (The second result is \p Lambda itself.)
double accessedLevelOfDetail(const TextureDescriptor &D, const SamplerState &S, double Lambda);
/// imgw: the four 32-bit components converted to the PBE's format and
/// stored at (X, Y) of layer \p Layer; a texel outside the image is dropped.
llvm::Error store(const PBEDescriptor &D, int64_t X, int64_t Y, int64_t Layer,
                  unsigned Level, const Texel &Data, DeviceMemory &Memory);

} // namespace tex
} // namespace applegpu
} // namespace metalnt

#endif
