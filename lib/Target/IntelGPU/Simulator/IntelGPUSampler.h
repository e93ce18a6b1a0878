//===- IntelGPUSampler.h - The Gen simulator's sampler and surfaces -*- C++ -*-===//
//
// What a Gen9/Gen11 sampler message and typed surface write do with the
// state a driver writes: RENDER_SURFACE_STATE and SAMPLER_STATE field by
// field as Mesa's genxml (gen9.xml, gen11.xml) lays them out, the linear
// surface layouts of Mesa's ISL (ISL_DIM_LAYOUT_GFX4_2D for 2D, cube and
// 3D surfaces; GFX9_1D for 1D ones), the SURFACE_FORMATs' channels, and
// addressing, filtering, level-of-detail selection, comparison and gathers
// by the Vulkan specification's "Image Operations" formulas where Intel's
// PRMs are not at hand (docs/intelgpu-simulator.md, "Textures"). The
// executor encodes the states with the same structures.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_SIMULATOR_INTELGPUSAMPLER_H
#define METALNT_TARGET_INTELGPU_SIMULATOR_INTELGPUSAMPLER_H

#include "IntelGPUSimulator.h"
#include <array>
#include <cstdint>
#include <optional>

namespace metalnt {
namespace intelgpu {
namespace surface {

/// SURFTYPE_*.
enum SurfaceType : unsigned { Type1D = 0, Type2D = 1, Type3D = 2, TypeCube = 3, TypeBuffer = 4 };
/// Shader channel selects (SCS_*).
enum ChannelSelect : unsigned { SelZero = 0, SelOne = 1, SelR = 4, SelG = 5, SelB = 6, SelA = 7 };

/// The fields of RENDER_SURFACE_STATE (16 dwords) a linear surface uses.
struct SurfaceState {
  unsigned Type = Type2D, Format = 0;
  bool Array = false;
  unsigned HAlign = 4, VAlign = 4; ///< elements (DW0 fields 1, 2, 3: 4, 8, 16)
  uint32_t QPitch = 0;             ///< rows from one array slice to the next
  uint32_t Width = 1, Height = 1, Depth = 1; ///< Depth: layers, cubes or 3D depth
  uint32_t Pitch = 0;              ///< bytes per row
  unsigned MipCount = 0;           ///< levels - 1
  /// log2 of the samples (Number of Multisamples, DW4[5:3]); a
  /// multisampled surface's samples are array slices (MSFMT_MSS, ISL's
  /// ISL_MSAA_LAYOUT_ARRAY: sample s of layer l is slice l samples + s).
  unsigned SamplesLog2 = 0;
  std::array<unsigned, 4> Select{SelR, SelG, SelB, SelA};
  uint64_t Base = 0;

  void encode(uint32_t DW[16]) const;
  static SurfaceState decode(const uint32_t DW[16]);
};

/// A SURFACE_FORMAT's storage: bytes per element and how to read and
/// write one; std::nullopt for formats the simulator does not model.
struct FormatInfo {
  unsigned Bytes;
  bool Integer; ///< the sampler returns integers (UINT, SINT)
  bool Signed;  ///< SINT
};
std::optional<FormatInfo> formatInfo(unsigned Format);

/// A texel's four channels: floats, or 32-bit integers for integer formats.
struct Texel {
  std::array<float, 4> F{0, 0, 0, 1};
  std::array<uint32_t, 4> I{0, 0, 0, 1};
};
/// The channels of the element at P in Format (absent ones 0, alpha 1).
Texel unpack(unsigned Format, const uint8_t *P);
/// Element of Format from four channel words (floats, or integers for
/// integer formats) as a typed write converts them.
void pack(unsigned Format, const std::array<uint32_t, 4> &Words, uint8_t *P);

/// The byte offset of element (X, Y) of slice Z (layer, cube face or 3D
/// slice) of level L in a linear surface (ISL's layouts).
uint64_t texelOffset(const SurfaceState &S, unsigned L, uint32_t X, uint32_t Y, uint32_t Z);
/// The bytes a linear surface's elements span from its base.
uint64_t surfaceBytes(const SurfaceState &S);
/// The rows one array slice takes, for QPitch (ISL: the mip chain's
/// height, aligned).
uint32_t minimumQPitch(const SurfaceState &S);

/// SAMPLER_STATE (4 dwords).
struct SamplerState {
  unsigned MinFilter = 0, MagFilter = 0; ///< MAPFILTER_NEAREST 0, _LINEAR 1
  unsigned MipFilter = 0;                ///< MIPFILTER_NONE 0, _NEAREST 1, _LINEAR 3
  float LodBias = 0, MinLod = 0, MaxLod = 14;
  unsigned ShadowFunction = 0; ///< PREFILTEROP_*: 0 always ... 7 gequal
  std::array<unsigned, 3> Wrap{2, 2, 2}; ///< x, y, z: TEXCOORDMODE_*
  bool NonNormalized = false;
  uint32_t BorderColorPointer = 0; ///< from the dynamic state base, 64-aligned

  void encode(uint32_t DW[4]) const;
  static SamplerState decode(const uint32_t DW[4]);
};

/// One channel's sampler message (docs/intelgpu-abi.md lists each
/// type's parameters).
struct SamplerRequest {
  unsigned Type = 0;
  const SurfaceState *Surface = nullptr;
  const SamplerState *Sampler = nullptr; ///< null for ld and resinfo
  std::array<uint32_t, 11> Params{};
  unsigned NumParams = 0;
  std::array<int, 3> Offsets{}; ///< texel offsets u, v, r (the header's dword 2)
  unsigned GatherChannel = 0;
  std::array<uint32_t, 4> Border{}; ///< the sampler's border colour words
  /// The lod message's derivatives of u, v and r, which the sampler takes
  /// from the channel's subspan (sendSampler fills them).
  std::array<float, 3> DX{}, DY{};
};
/// The four response channels (float or integer bits), reading texels
/// from M; an error for what the simulator does not model.
llvm::Expected<std::array<uint32_t, 4>> sample(const SamplerRequest &R, Memory &M);
/// A typed write of element (u, v, r) of level lod of S (Coord: u, v, r,
/// lod); outside it, nothing.
llvm::Error typedWrite(const SurfaceState &S, const std::array<uint32_t, 4> &Coord,
                       const std::array<uint32_t, 4> &Words, Memory &M);

} // namespace surface

/// Where the texture messages find their state, as the driver's
/// STATE_BASE_ADDRESS and INTERFACE_DESCRIPTOR_DATA give it.
struct BindingState {
  uint64_t SurfaceStateBase = 0;
  uint32_t BindingTableOffset = 0; ///< from SurfaceStateBase
  uint64_t DynamicStateBase = 0;
  uint32_t SamplerStateOffset = 0; ///< from DynamicStateBase (headerless messages)
};

} // namespace intelgpu
} // namespace metalnt

#endif
