//===- HostTextures.cpp - Texture reads, writes and sampling on the host --===//
//
// The reference meaning of Metal's texture functions. Sources:
// - the sampler state: AIR's 64-bit constexpr sampler encoding as
//   a2flo/floor (metal_image.hpp) and TheBCann/zig-metallib
//   (docs/air-format.md, checked against Apple's compiler) describe it;
//   docs/air-conventions.md lists the fields;
// - addressing, filtering, level of detail, cube face selection, gather
//   and depth comparison: the Vulkan specification, chapter "Image
//   Operations" (Metal documents the same sampler states, MTLSampler*,
//   without formulas); where Metal differs, docs/metal-run.md says so;
// - pixel conversions: formats::unpackPixel / packPixel (Formats.cpp).
// Filtering is computed in float with exact weights (hardware uses fixed-
// point weights of at least 8 fraction bits, which Vulkan permits).
//
//===----------------------------------------------------------------------===//

#include "HostExecutorImpl.h"
#include "metalnt/Lowering/Formats.h"
#include "metalnt/Run/Executor.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;
using namespace metalnt::run::host;

namespace {

const formats::PixelFormat &formatOf(const HostTexture &T) {
  return *static_cast<const formats::PixelFormat *>(T.Format);
}

using formats::bitsToFloat;
using formats::floatToBits;

bool isCube(const HostTexture &T) {
  return T.Geometry == TexCube || T.Geometry == TexCubeArray;
}

/// Dimensions of the texture (1 to 3) that coordinates address.
unsigned coordDims(const HostTexture &T) {
  switch (T.Geometry) {
  case Tex1D:
  case Tex1DArray:
  case TexBuffer:
    return 1;
  case Tex3D:
    return 3;
  default:
    return 2;
  }
}

uint32_t levelSize(uint32_t N, uint32_t Level) {
  return std::max<uint32_t>(1, N >> Level);
}

} // namespace

uint64_t metalnt::run::Texture::getLevelOffset(uint32_t Level) const {
  const formats::PixelFormat &F = *Format;
  uint64_t Offset = 0;
  uint32_t Slices = getSlices();
  for (uint32_t L = 0; L != Level; ++L)
    Offset += uint64_t(levelSize(Width, L)) * levelSize(Height, L) *
              levelSize(Depth, L) * Slices * SampleCount * F.Size;
  return Offset;
}

uint32_t metalnt::run::Texture::getSlices() const {
  bool Cube = Type == "cube" || Type == "cube_array";
  return ArrayLength * (Cube ? 6 : 1);
}

namespace {

/// The address of a texel, or null outside the level.
uint8_t *texelAt(const HostTexture &T, uint32_t Level, int64_t X, int64_t Y,
                 int64_t Z, uint32_t Slice, uint32_t Sample) {
  uint32_t W = levelSize(T.Width, Level), H = levelSize(T.Height, Level),
           D = levelSize(T.Depth, Level);
  if (Level >= T.Levels || X < 0 || Y < 0 || Z < 0 || X >= W || Y >= H ||
      Z >= D || Slice >= T.Slices || Sample >= T.Samples)
    return nullptr;
  const formats::PixelFormat &F = formatOf(T);
  uint64_t Offset = 0;
  for (uint32_t L = 0; L != Level; ++L)
    Offset += uint64_t(levelSize(T.Width, L)) * levelSize(T.Height, L) *
              levelSize(T.Depth, L) * T.Slices * T.Samples * F.Size;
  uint64_t Index =
      ((((uint64_t(Slice) * D + uint64_t(Z)) * H + uint64_t(Y)) * W +
        uint64_t(X)) * T.Samples + Sample);
  uint64_t At = Offset + Index * F.Size;
  if (At + F.Size > T.Size)
    return nullptr;
  return T.Data + At;
}

/// The sampler state's fields.
struct SamplerState {
  unsigned Address[3];   ///< 0 clamp_to_zero/border, 1 clamp_to_edge, 2 repeat, 3 mirrored_repeat, 4 mirror_clamp_to_edge
  unsigned Mag, Min, Mip; ///< 0 nearest, 1 linear; mip 0 none, 1 nearest, 2 linear
  bool PixelCoords;
  unsigned Compare;      ///< MTLCompareFunction; 8 none
  float MinLod, MaxLod;
  unsigned Border;       ///< 0 transparent black, 1 opaque black, 2 opaque white

  explicit SamplerState(const uint64_t *S) {
    uint64_t W = S ? S[0] : 0;
    for (unsigned I = 0; I != 3; ++I)
      Address[I] = (W >> (3 * I)) & 7;
    Mag = (W >> 9) & 3;
    Min = (W >> 11) & 3;
    Mip = (W >> 13) & 3;
    PixelCoords = (W >> 15) & 1;
    Compare = (W >> 16) & 15;
    MinLod = formats::halfToFloat(uint16_t(W >> 24));
    MaxLod = formats::halfToFloat(uint16_t(W >> 40));
    // The older single-word form (bit 63) carries no level-of-detail
    // clamp: zeros there mean none.
    if ((W >> 63) && MinLod == 0 && MaxLod == 0)
      MaxLod = INFINITY;
    Border = (W >> 56) & 3;
  }
};

/// Where texel index I of a level of N texels is read under an address
/// mode; false for a border texel.
bool address(unsigned Mode, int64_t I, int64_t N, int64_t &Out) {
  switch (Mode) {
  case 2: // repeat
    Out = ((I % N) + N) % N;
    return true;
  case 3: { // mirrored_repeat
    int64_t T = ((I % (2 * N)) + 2 * N) % (2 * N);
    Out = T >= N ? 2 * N - 1 - T : T;
    return true;
  }
  case 4: // mirror_clamp_to_edge
    Out = std::clamp<int64_t>(I < 0 ? -1 - I : I, 0, N - 1);
    return true;
  case 1: // clamp_to_edge
    Out = std::clamp<int64_t>(I, 0, N - 1);
    return true;
  default: // clamp_to_zero / clamp_to_border
    Out = I;
    return I >= 0 && I < N;
  }
}

formats::Texel borderColor(const SamplerState &S) {
  formats::Texel T;
  float Color = S.Border == 2 ? 1.0f : 0.0f;
  float Alpha = S.Border == 0 ? 0.0f : 1.0f;
  T.F[0] = T.F[1] = T.F[2] = Color;
  T.F[3] = Alpha;
  return T;
}

/// Vulkan's "Cube Map Face Selection" table: the face Dir selects (its
/// major axis, ties to x, then y), and on it sc, tc and ma of V (the
/// direction itself, whose ma is |ma|, or a derivative of it).
unsigned cubeComponents(const float *Dir, const float *V, float &SC, float &TC, float &MA) {
  float AX = std::fabs(Dir[0]), AY = std::fabs(Dir[1]), AZ = std::fabs(Dir[2]);
  auto BySign = [](bool Pos, float F) { return Pos ? F : -F; };
  if (AX >= AY && AX >= AZ) {
    bool Pos = Dir[0] >= 0;
    SC = BySign(Pos, -V[2]), TC = -V[1], MA = BySign(Pos, V[0]);
    return Pos ? 0 : 1;
  }
  if (AY >= AZ) {
    bool Pos = Dir[1] >= 0;
    SC = V[0], TC = BySign(Pos, V[2]), MA = BySign(Pos, V[1]);
    return Pos ? 2 : 3;
  }
  bool Pos = Dir[2] >= 0;
  SC = BySign(Pos, V[0]), TC = -V[1], MA = BySign(Pos, V[2]);
  return Pos ? 4 : 5;
}

/// Selects a cube face from a direction: the face, and s, t in [0, 1].
unsigned cubeFace(const float *Dir, float &S, float &T) {
  float SC, TC, MA;
  unsigned Face = cubeComponents(Dir, Dir, SC, TC, MA);
  S = MA == 0 ? 0.5f : 0.5f * (SC / MA + 1);
  T = MA == 0 ? 0.5f : 0.5f * (TC / MA + 1);
  return Face;
}

/// The derivative of a cube direction's face coordinates (s, t of
/// cubeFace) along a derivative DDir of the direction: Vulkan's "Cube Map
/// Derivative Transformation", the quotient rule on sc / |ma| and
/// tc / |ma| for the face Dir selects.
void cubeFaceDerivative(const float *Dir, const float *DDir, float &DS, float &DT) {
  float SC, TC, MA, DSC, DTC, DMA;
  cubeComponents(Dir, Dir, SC, TC, MA);
  cubeComponents(Dir, DDir, DSC, DTC, DMA);
  if (MA == 0) {
    DS = DT = 0;
    return;
  }
  DS = 0.5f * (DSC * MA - SC * DMA) / (MA * MA);
  DT = 0.5f * (DTC * MA - TC * DMA) / (MA * MA);
}

class Sampling {
public:
  Sampling(const HostTexture &T, const SamplerState &S, const uint32_t *A)
      : T(T), S(S), A(A), F(formatOf(T)) {}

  /// One filtered sample (or gather) into Out.
  void run(uint32_t *Out);

private:
  const HostTexture &T;
  const SamplerState &S;
  const uint32_t *A;
  const formats::PixelFormat &F;
  float Coord[3] = {0, 0, 0};
  float Dir[3] = {0, 0, 0}; ///< a cube's direction, before cubeFace
  uint32_t Slice = 0;

  float arg(unsigned W) const { return bitsToFloat(A[W]); }
  int32_t offset(unsigned I) const { return int32_t(A[SwOffset + I]); }

  formats::Texel fetch(uint32_t Level, int64_t X, int64_t Y, int64_t Z) const {
    uint32_t Size[3] = {levelSize(T.Width, Level), levelSize(T.Height, Level),
                        levelSize(T.Depth, Level)};
    int64_t In[3] = {X, Y, Z}, At[3] = {0, 0, 0};
    unsigned Dims = coordDims(T);
    for (unsigned I = 0; I != Dims; ++I) {
      // Cube faces are addressed as clamp_to_edge (no seamless filtering).
      unsigned Mode = isCube(T) ? 1 : S.Address[I];
      if (!address(Mode, In[I], Size[I], At[I]))
        return borderColor(S);
    }
    const uint8_t *P = texelAt(T, Level, At[0], At[1], At[2], Slice, 0);
    if (!P)
      return borderColor(S);
    formats::Texel Tx = formats::unpackPixel(F, P);
    return Tx;
  }

  /// The value a texel contributes: its channels, or for comparisons 1
  /// where the reference passes against its first channel.
  formats::Texel contribution(const formats::Texel &Tx) const {
    unsigned Op = A[SwOp];
    if (Op != 1 && Op != 3)
      return Tx;
    float Ref = arg(SwReference), D = Tx.F[0];
    if (F.Kind == formats::NumericKind::UNorm)
      Ref = std::clamp(Ref, 0.0f, 1.0f);
    bool Pass = false;
    switch (S.Compare) {
    case 0: Pass = false; break;       // never
    case 1: Pass = Ref < D; break;     // less
    case 2: Pass = Ref == D; break;    // equal
    case 3: Pass = Ref <= D; break;    // less_equal
    case 4: Pass = Ref > D; break;     // greater
    case 5: Pass = Ref != D; break;    // not_equal
    case 6: Pass = Ref >= D; break;    // greater_equal
    default: Pass = true; break;       // always
    }
    formats::Texel R;
    R.F[0] = R.F[1] = R.F[2] = Pass ? 1.0f : 0.0f;
    R.F[3] = 1;
    return R;
  }

  /// The filtered value at one level.
  formats::Texel filter(uint32_t Level, unsigned Filter) const {
    uint32_t Size[3] = {levelSize(T.Width, Level), levelSize(T.Height, Level),
                        levelSize(T.Depth, Level)};
    unsigned Dims = coordDims(T);
    float U[3];
    for (unsigned I = 0; I != 3; ++I)
      U[I] = I < Dims ? (S.PixelCoords ? Coord[I] : Coord[I] * Size[I]) : 0;
    formats::Texel R{};
    if (Filter == 0) {
      int64_t I[3];
      for (unsigned D = 0; D != 3; ++D)
        I[D] = D < Dims ? int64_t(std::floor(U[D])) + offset(D) : 0;
      return contribution(fetch(Level, I[0], I[1], I[2]));
    }
    int64_t I0[3];
    float W[3];
    for (unsigned D = 0; D != 3; ++D) {
      float X = U[D] - 0.5f;
      float Fl = std::floor(X);
      I0[D] = D < Dims ? int64_t(Fl) + offset(D) : 0;
      W[D] = D < Dims ? X - Fl : 0;
    }
    for (unsigned Corner = 0; Corner != (1u << Dims); ++Corner) {
      float Weight = 1;
      int64_t I[3] = {I0[0], I0[1], I0[2]};
      for (unsigned D = 0; D != Dims; ++D) {
        bool Hi = Corner >> D & 1;
        I[D] += Hi;
        Weight *= Hi ? W[D] : 1 - W[D];
      }
      formats::Texel C = contribution(fetch(Level, I[0], I[1], I[2]));
      for (unsigned Ch = 0; Ch != 4; ++Ch)
        R.F[Ch] += Weight * C.F[Ch];
    }
    return R;
  }

  /// The level of detail clamped to the sampler's and the call's range.
  float levelOfDetail() const {
    float Low = std::max(S.MinLod, arg(SwMinLod));
    return std::clamp(unclampedLevelOfDetail(), Low, std::max(Low, S.MaxLod));
  }

  /// The level of detail as calculate_clamped_lod returns it: the level
  /// sampling would access, by ARB_texture_query_lod's ComputeAccessedLod
  /// (Vulkan's OpImageQueryLod has the same): clamped to the sampler's
  /// range, then to the texture's levels; 0 without mip filtering, the
  /// nearest level's index with nearest mip filtering.
  float accessedLevelOfDetail() const {
    float Lambda = std::clamp(unclampedLevelOfDetail(), S.MinLod, std::max(S.MinLod, S.MaxLod));
    Lambda = std::clamp(Lambda, 0.0f, float(T.Levels - 1));
    if (S.Mip == 0)
      return 0;
    if (S.Mip == 1)
      return std::ceil(Lambda + 0.5f) - 1;
    return Lambda;
  }

  /// The level of detail before any clamp: an explicit level, or the
  /// gradients' (Vulkan's scale factor) plus the bias.
  float unclampedLevelOfDetail() const {
    unsigned Mode = A[SwLodMode];
    float Lambda = 0;
    if (Mode == 1) {
      Lambda = arg(SwLodValue);
    } else {
      if (Mode >= 2) { // gradients
        float Rho = 0;
        unsigned Dims = coordDims(T);
        uint32_t Size[3] = {T.Width, T.Height, T.Depth};
        for (unsigned G : {SwGradX, SwGradY}) {
          float Grad[3] = {arg(G), arg(G + 1), arg(G + 2)};
          // A cube's gradients are the direction's: those of its face
          // coordinates follow.
          if (isCube(T))
            cubeFaceDerivative(Dir, Grad, Grad[0], Grad[1]);
          float Sum = 0;
          for (unsigned D = 0; D != Dims; ++D) {
            float V = Grad[D] * (S.PixelCoords ? 1 : Size[D]);
            Sum += V * V;
          }
          Rho = std::max(Rho, std::sqrt(Sum));
        }
        Lambda = Rho > 0 ? std::log2(Rho) : -INFINITY;
      }
      if (Mode != 2)
        Lambda += arg(SwLodValue); // the bias
    }
    return Lambda;
  }
};

void Sampling::run(uint32_t *Out) {
  for (unsigned I = 0; I != 3; ++I)
    Coord[I] = arg(SwCoord + I);
  Slice = A[SwSlice];
  if (isCube(T)) {
    float Sc, Tc;
    std::copy(Coord, Coord + 3, Dir);
    unsigned Face = cubeFace(Coord, Sc, Tc);
    Coord[0] = Sc;
    Coord[1] = Tc;
    Slice = Slice * 6 + Face;
  }
  formats::Texel R{};
  unsigned Op = A[SwOp];
  if (Op >= 4) { // calculate_clamped_lod, calculate_unclamped_lod
    R.F[0] = Op == 4 ? accessedLevelOfDetail() : unclampedLevelOfDetail();
  } else if (Op >= 2) {
    // Gather: the footprint of bilinear filtering at level 0, one channel
    // (x: (i0, j1), y: (i1, j1), z: (i1, j0), w: (i0, j0)).
    float U = S.PixelCoords ? Coord[0] : Coord[0] * T.Width;
    float V = S.PixelCoords ? Coord[1] : Coord[1] * T.Height;
    int64_t I0 = int64_t(std::floor(U - 0.5f)) + offset(0);
    int64_t J0 = int64_t(std::floor(V - 0.5f)) + offset(1);
    const int64_t Corners[4][2] = {{I0, J0 + 1}, {I0 + 1, J0 + 1}, {I0 + 1, J0}, {I0, J0}};
    unsigned Channel = Op == 2 ? A[SwComponent] & 3 : 0;
    for (unsigned K = 0; K != 4; ++K)
      R.F[K] = contribution(fetch(0, Corners[K][0], Corners[K][1], 0)).F[Channel];
  } else {
    float Lambda = levelOfDetail();
    unsigned Filter = Lambda <= 0 ? S.Mag : S.Min;
    uint32_t Last = T.Levels - 1;
    if (S.Mip == 0 || Lambda <= 0 || Last == 0) {
      R = filter(0, Filter);
    } else if (S.Mip == 1) {
      uint32_t Level = Lambda <= 0.5f ? 0 : uint32_t(std::ceil(Lambda + 0.5f)) - 1;
      R = filter(std::min(Level, Last), Filter);
    } else {
      uint32_t Lo = std::min<uint32_t>(uint32_t(std::floor(Lambda)), Last);
      uint32_t Hi = std::min(Lo + 1, Last);
      float Frac = Lambda - std::floor(Lambda);
      formats::Texel A0 = filter(Lo, Filter), A1 = filter(Hi, Filter);
      for (unsigned Ch = 0; Ch != 4; ++Ch)
        R.F[Ch] = A0.F[Ch] * (1 - Frac) + A1.F[Ch] * Frac;
    }
  }
  for (unsigned I = 0; I != 4; ++I)
    Out[I] = floatToBits(R.F[I]);
}

} // namespace

/// A texture or sampler the function computed rather than received (one
/// loaded from an argument buffer): a bound one, else the dispatch fails
/// and a harmless stand-in goes on in its place.
extern "C" const void *metalnt_rt_resource(const void *P, uint32_t IsSampler) {
  static const HostTexture NoTexture;
  static const uint64_t NoSampler[2] = {0, 0};
  if (CurrentGroup->isResource(P))
    return P;
  char Hex[32];
  std::snprintf(Hex, sizeof(Hex), "0x%llx",
                static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(P)));
  std::string Kind = IsSampler ? "sampler" : "texture";
  CurrentGroup->fail(Kind + " handle " + Hex + " is no bound " + Kind +
                     " (argument buffers take handles with -handle)");
  return IsSampler ? static_cast<const void *>(NoSampler) : static_cast<const void *>(&NoTexture);
}

extern "C" const void *metalnt_rt_sampler(const void *P, const void *const *Constants,
                                          uint32_t N) {
  for (uint32_t I = 0; I != N; ++I)
    if (Constants[I] == P)
      return P;
  return metalnt_rt_resource(P, 1);
}

extern "C" void metalnt_rt_sample(const HostTexture *T, const uint64_t *Sampler,
                                  const uint32_t *Args, uint32_t *Out) {
  std::memset(Out, 0, 16);
  if (!formats::isFloatKind(formatOf(*T).Kind)) {
    CurrentGroup->fail("sampling a texture of integer pixel format " +
                       formatOf(*T).Name.str() +
                       " (Metal samples only float formats; use read)");
    return;
  }
  SamplerState S(Sampler);
  if (S.Mag > 1 || S.Min > 1) {
    CurrentGroup->fail("the sampler's bicubic filter is not supported");
    return;
  }
  Sampling(*T, S, Args).run(Out);
}

extern "C" void metalnt_rt_read(const HostTexture *T, const uint32_t *Args,
                                uint32_t *Out) {
  uint32_t Slice = Args[SwSlice];
  const uint8_t *P =
      texelAt(*T, Args[SwLevel], Args[SwCoord], Args[SwCoord + 1],
              Args[SwCoord + 2], Slice, Args[SwSample]);
  // Reads outside the texture are undefined in Metal; they read 0.
  if (!P) {
    std::memset(Out, 0, 16);
    return;
  }
  formats::Texel Tx = formats::unpackPixel(formatOf(*T), P);
  std::memcpy(Out, Tx.U, 16);
}

extern "C" void metalnt_rt_write(HostTexture *T, const uint32_t *Args,
                                 const uint32_t *In) {
  uint8_t *P = texelAt(*T, Args[SwLevel], Args[SwCoord], Args[SwCoord + 1],
                       Args[SwCoord + 2], Args[SwSlice], 0);
  // Writes outside the texture are undefined in Metal; they are dropped.
  if (!P)
    return;
  formats::Texel Tx;
  std::memcpy(Tx.U, In, 16);
  formats::packPixel(formatOf(*T), Tx, P);
}

extern "C" uint32_t metalnt_rt_texture_query(const HostTexture *T,
                                             uint32_t What, uint32_t Level) {
  switch (What) {
  case 0:
    return levelSize(T->Width, Level);
  case 1:
    return levelSize(T->Height, Level);
  case 2:
    return levelSize(T->Depth, Level);
  case 3:
    return isCube(*T) ? T->Slices / 6 : T->Slices;
  case 4:
    return T->Levels;
  default:
    return T->Samples;
  }
}

Expected<std::array<uint64_t, 2>>
metalnt::run::parseSamplerDescription(StringRef Text) {
  auto Fail = [&](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(),
                             "sampler '" + Text + "': " + Msg);
  };
  // MSL's default constexpr sampler: clamp_to_edge, nearest, normalized
  // coordinates, no comparison, levels 0 to 65504.
  uint64_t W = 0x007bff0000080049ULL;
  auto Set = [&](unsigned Shift, unsigned Bits, uint64_t V) {
    uint64_t Mask = ((uint64_t(1) << Bits) - 1) << Shift;
    W = (W & ~Mask) | (V << Shift);
  };
  SmallVector<StringRef, 8> Items;
  Text.split(Items, ',', -1, false);
  for (StringRef Item : Items) {
    std::pair<StringRef, StringRef> KV = Item.split('=');
    StringRef Key = KV.first.trim(), Value = KV.second.trim();
    auto Choose = [&](std::initializer_list<std::pair<StringRef, unsigned>>
                          Names) -> std::optional<unsigned> {
      for (auto &[Name, V] : Names)
        if (Name == Value)
          return V;
      return std::nullopt;
    };
    std::optional<unsigned> V;
    if (Key == "address" || Key == "s_address" || Key == "t_address" ||
        Key == "r_address") {
      V = Choose({{"clamp_to_zero", 0}, {"clamp_to_border", 0},
                  {"clamp_to_edge", 1}, {"repeat", 2}, {"mirrored_repeat", 3},
                  {"mirror_clamp_to_edge", 4}});
      if (V)
        for (unsigned I = 0; I != 3; ++I)
          if (Key == "address" || Key[0] == "str"[I])
            Set(3 * I, 3, *V);
    } else if (Key == "filter" || Key == "mag_filter" || Key == "min_filter") {
      V = Choose({{"nearest", 0}, {"linear", 1}});
      if (V && Key != "min_filter")
        Set(9, 2, *V);
      if (V && Key != "mag_filter")
        Set(11, 2, *V);
    } else if (Key == "mip_filter") {
      V = Choose({{"none", 0}, {"nearest", 1}, {"linear", 2}});
      if (V)
        Set(13, 2, *V);
    } else if (Key == "coord") {
      V = Choose({{"normalized", 0}, {"pixel", 1}});
      if (V)
        Set(15, 1, *V);
    } else if (Key == "compare_func") {
      V = Choose({{"never", 0}, {"less", 1}, {"equal", 2}, {"less_equal", 3},
                  {"greater", 4}, {"not_equal", 5}, {"greater_equal", 6},
                  {"always", 7}, {"none", 8}});
      if (V)
        Set(16, 4, *V);
    } else if (Key == "border_color") {
      V = Choose({{"transparent_black", 0}, {"opaque_black", 1},
                  {"opaque_white", 2}});
      if (V)
        Set(56, 2, *V);
    } else if (Key == "lod_min" || Key == "lod_max") {
      double D;
      if (Value.getAsDouble(D) || D < 0 || D > 65504)
        return Fail("'" + Value + "' is not a level of detail from 0 to 65504");
      Set(Key == "lod_min" ? 24 : 40, 16, formats::floatToHalf(float(D)));
      continue;
    } else {
      return Fail("unknown key '" + Key + "'");
    }
    if (!V)
      return Fail("'" + Value + "' is not a value of " + Key);
  }
  return std::array<uint64_t, 2>{W, 0};
}

std::string metalnt::run::getTextureType(StringRef TypeName) {
  StringRef T = TypeName.split('<').first.trim();
  if (!T.consume_front("texture"))
    T.consume_front("depth");
  T.consume_front("_"); // texture_buffer
  return T.str();
}

uint32_t metalnt::run::host::getTextureGeometry(StringRef Type) {
  return StringSwitch<uint32_t>(Type)
      .Case("1d", Tex1D)
      .Case("1d_array", Tex1DArray)
      .Case("2d_array", Tex2DArray)
      .Case("2d_ms", Tex2DMS)
      .Case("2d_ms_array", Tex2DMSArray)
      .Case("3d", Tex3D)
      .Case("cube", TexCube)
      .Case("cube_array", TexCubeArray)
      .Case("buffer", TexBuffer)
      .Default(Tex2D);
}
