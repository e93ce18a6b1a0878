//===- IntelGPUSampler.cpp - The Gen simulator's sampler and surfaces -----===//
//
// See IntelGPUSampler.h. Field positions: genxml gen9.xml/gen11.xml
// (RENDER_SURFACE_STATE, SAMPLER_STATE); layouts: ISL's
// isl_surf_get_image_offset_sa for ISL_DIM_LAYOUT_GFX4_2D and GFX9_1D;
// formats: isl_format_layout.csv (channels named from the least
// significant bits); the sampler's arithmetic: Vulkan's "Image
// Operations" (docs/intelgpu-simulator.md, "Textures").
//
//===----------------------------------------------------------------------===//

#include "IntelGPUSampler.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace metalnt::intelgpu;
using namespace metalnt::intelgpu::surface;

namespace {

uint32_t bits(uint32_t W, unsigned Hi, unsigned Lo) {
  return (W >> Lo) & ((Hi - Lo == 31) ? ~0u : ((1u << (Hi - Lo + 1)) - 1));
}
void put(uint32_t &W, unsigned Hi, unsigned Lo, uint32_t V) {
  uint32_t Mask = ((Hi - Lo == 31) ? ~0u : ((1u << (Hi - Lo + 1)) - 1)) << Lo;
  W = (W & ~Mask) | ((V << Lo) & Mask);
}
unsigned alignCode(unsigned A) { return A == 16 ? 3 : A == 8 ? 2 : 1; }
unsigned alignOf(unsigned Code) { return Code == 3 ? 16 : Code == 2 ? 8 : 4; }

} // namespace

void SurfaceState::encode(uint32_t DW[16]) const {
  std::memset(DW, 0, 64);
  put(DW[0], 31, 29, Type);
  put(DW[0], 28, 28, Array);
  put(DW[0], 27, 18, Format);
  put(DW[0], 17, 16, alignCode(VAlign));
  put(DW[0], 15, 14, alignCode(HAlign));
  put(DW[0], 5, 0, 0x3F); // cube face enables (ISL)
  put(DW[1], 14, 0, QPitch >> 2);
  if (Type == TypeBuffer) {
    // The element count - 1 split over width, height and depth.
    uint32_t N = Width - 1;
    put(DW[2], 6, 0, N & 0x7F);
    put(DW[2], 29, 16, (N >> 7) & 0x3FFF);
    put(DW[3], 31, 21, (N >> 21) & 0x7FF);
  } else {
    put(DW[2], 13, 0, Width - 1);
    put(DW[2], 29, 16, Height - 1);
    put(DW[3], 31, 21, Depth - 1);
    put(DW[4], 17, 7, Depth - 1); // render target view extent
    put(DW[4], 5, 3, SamplesLog2);  // Number of Multisamples; MSFMT_MSS (bit 6) 0
  }
  put(DW[3], 17, 0, Pitch - 1);
  put(DW[5], 3, 0, MipCount);
  put(DW[7], 27, 25, Select[0]);
  put(DW[7], 24, 22, Select[1]);
  put(DW[7], 21, 19, Select[2]);
  put(DW[7], 18, 16, Select[3]);
  DW[8] = uint32_t(Base);
  DW[9] = uint32_t(Base >> 32);
}

SurfaceState SurfaceState::decode(const uint32_t DW[16]) {
  SurfaceState S;
  S.Type = bits(DW[0], 31, 29);
  S.Array = bits(DW[0], 28, 28);
  S.Format = bits(DW[0], 27, 18);
  S.VAlign = alignOf(bits(DW[0], 17, 16));
  S.HAlign = alignOf(bits(DW[0], 15, 14));
  S.QPitch = bits(DW[1], 14, 0) << 2;
  if (S.Type == TypeBuffer) {
    S.Width = (bits(DW[2], 6, 0) | bits(DW[2], 29, 16) << 7 | bits(DW[3], 31, 21) << 21) + 1;
  } else {
    S.Width = bits(DW[2], 13, 0) + 1;
    S.Height = bits(DW[2], 29, 16) + 1;
    S.Depth = bits(DW[3], 31, 21) + 1;
    S.SamplesLog2 = bits(DW[4], 5, 3);
  }
  S.Pitch = bits(DW[3], 17, 0) + 1;
  S.MipCount = bits(DW[5], 3, 0);
  S.Select = {bits(DW[7], 27, 25), bits(DW[7], 24, 22), bits(DW[7], 21, 19),
              bits(DW[7], 18, 16)};
  S.Base = uint64_t(DW[9]) << 32 | DW[8];
  return S;
}

void SamplerState::encode(uint32_t DW[4]) const {
  std::memset(DW, 0, 16);
  auto Fixed = [](float V, float Max) { return uint32_t(std::lround(std::clamp(V, 0.f, Max) * 256)); };
  put(DW[0], 13, 1, uint32_t(int32_t(std::lround(std::clamp(LodBias, -16.f, 15.996f) * 256))));
  put(DW[0], 16, 14, MinFilter);
  put(DW[0], 19, 17, MagFilter);
  put(DW[0], 21, 20, MipFilter);
  put(DW[0], 28, 27, 2); // LOD preclamp: OpenGL mode
  put(DW[1], 3, 1, ShadowFunction);
  put(DW[1], 19, 8, Fixed(MaxLod, 14));
  put(DW[1], 31, 20, Fixed(MinLod, 14));
  put(DW[2], 23, 6, BorderColorPointer >> 6);
  put(DW[3], 2, 0, Wrap[2]);
  put(DW[3], 5, 3, Wrap[1]);
  put(DW[3], 8, 6, Wrap[0]);
  put(DW[3], 10, 10, NonNormalized);
}

SamplerState SamplerState::decode(const uint32_t DW[4]) {
  SamplerState S;
  int32_t Bias = int32_t(bits(DW[0], 13, 1) << 19) >> 19; // s4.8
  S.LodBias = float(Bias) / 256;
  S.MinFilter = bits(DW[0], 16, 14);
  S.MagFilter = bits(DW[0], 19, 17);
  S.MipFilter = bits(DW[0], 21, 20);
  S.ShadowFunction = bits(DW[1], 3, 1);
  S.MaxLod = float(bits(DW[1], 19, 8)) / 256;
  S.MinLod = float(bits(DW[1], 31, 20)) / 256;
  S.BorderColorPointer = bits(DW[2], 23, 6) << 6;
  S.Wrap = {bits(DW[3], 8, 6), bits(DW[3], 5, 3), bits(DW[3], 2, 0)};
  S.NonNormalized = bits(DW[3], 10, 10);
  return S;
}

//===----------------------------------------------------------------------===//
// Formats
//===----------------------------------------------------------------------===//

namespace {

enum Kind : uint8_t { UNORM, SNORM, UINT, SINT, FLOAT, SRGB, UF11_10, RGB9E5 };
/// A format's channels from the least significant bits: which channel
/// (0-3 for R-A) each field is and its width.
struct FormatDesc {
  unsigned Number;
  Kind K;
  uint8_t N;
  std::array<uint8_t, 4> Channel, Bits;
};
// isl.h's numbers; the channel orders of isl_format_layout.csv.
constexpr FormatDesc Formats[] = {
    {0, FLOAT, 4, {0, 1, 2, 3}, {32, 32, 32, 32}},  {1, SINT, 4, {0, 1, 2, 3}, {32, 32, 32, 32}},
    {2, UINT, 4, {0, 1, 2, 3}, {32, 32, 32, 32}},   {128, UNORM, 4, {0, 1, 2, 3}, {16, 16, 16, 16}},
    {129, SNORM, 4, {0, 1, 2, 3}, {16, 16, 16, 16}}, {130, SINT, 4, {0, 1, 2, 3}, {16, 16, 16, 16}},
    {131, UINT, 4, {0, 1, 2, 3}, {16, 16, 16, 16}}, {132, FLOAT, 4, {0, 1, 2, 3}, {16, 16, 16, 16}},
    {133, FLOAT, 2, {0, 1}, {32, 32}},              {134, SINT, 2, {0, 1}, {32, 32}},
    {135, UINT, 2, {0, 1}, {32, 32}},               {192, UNORM, 4, {2, 1, 0, 3}, {8, 8, 8, 8}},
    {193, SRGB, 4, {2, 1, 0, 3}, {8, 8, 8, 8}},     {194, UNORM, 4, {0, 1, 2, 3}, {10, 10, 10, 2}},
    {196, UINT, 4, {0, 1, 2, 3}, {10, 10, 10, 2}},  {199, UNORM, 4, {0, 1, 2, 3}, {8, 8, 8, 8}},
    {200, SRGB, 4, {0, 1, 2, 3}, {8, 8, 8, 8}},     {201, SNORM, 4, {0, 1, 2, 3}, {8, 8, 8, 8}},
    {202, SINT, 4, {0, 1, 2, 3}, {8, 8, 8, 8}},     {203, UINT, 4, {0, 1, 2, 3}, {8, 8, 8, 8}},
    {204, UNORM, 2, {0, 1}, {16, 16}},              {205, SNORM, 2, {0, 1}, {16, 16}},
    {206, SINT, 2, {0, 1}, {16, 16}},               {207, UINT, 2, {0, 1}, {16, 16}},
    {208, FLOAT, 2, {0, 1}, {16, 16}},              {209, UNORM, 4, {2, 1, 0, 3}, {10, 10, 10, 2}},
    {211, UF11_10, 3, {0, 1, 2}, {11, 11, 10}},     {292, UNORM, 4, {3, 2, 1, 0}, {1, 5, 5, 5}},
    {293, UNORM, 4, {3, 2, 1, 0}, {4, 4, 4, 4}},
    {214, SINT, 1, {0}, {32}},                      {215, UINT, 1, {0}, {32}},
    {216, FLOAT, 1, {0}, {32}},                     {237, RGB9E5, 3, {0, 1, 2}, {9, 9, 9}},
    {256, UNORM, 3, {2, 1, 0}, {5, 6, 5}},          {258, UNORM, 4, {2, 1, 0, 3}, {5, 5, 5, 1}},
    {260, UNORM, 4, {2, 1, 0, 3}, {4, 4, 4, 4}},    {262, UNORM, 2, {0, 1}, {8, 8}},
    {263, SNORM, 2, {0, 1}, {8, 8}},                {264, SINT, 2, {0, 1}, {8, 8}},
    {265, UINT, 2, {0, 1}, {8, 8}},                 {266, UNORM, 1, {0}, {16}},
    {267, SNORM, 1, {0}, {16}},                     {268, SINT, 1, {0}, {16}},
    {269, UINT, 1, {0}, {16}},                      {270, FLOAT, 1, {0}, {16}},
    {320, UNORM, 1, {0}, {8}},                      {321, SNORM, 1, {0}, {8}},
    {322, SINT, 1, {0}, {8}},                       {323, UINT, 1, {0}, {8}},
    {324, UNORM, 1, {3}, {8}},
};

const FormatDesc *lookup(unsigned Number) {
  for (const FormatDesc &F : Formats)
    if (F.Number == Number)
      return &F;
  return nullptr;
}

unsigned bytesOf(const FormatDesc &F) {
  unsigned B = 0;
  for (unsigned I = 0; I != F.N; ++I)
    B += F.Bits[I];
  return F.K == RGB9E5 ? 4 : B / 8;
}

float halfToFloat(uint32_t H) {
  uint32_t S = (H >> 15) & 1, E = (H >> 10) & 0x1F, M = H & 0x3FF;
  float V = E == 0 ? std::ldexp(float(M), -24)
            : E == 31 ? (M ? NAN : INFINITY)
                      : std::ldexp(float(M | 0x400), int(E) - 25);
  return S ? -V : V;
}
uint32_t floatToHalf(float F) {
  // Round to nearest even through the exact binary32 arithmetic of ldexp.
  uint32_t S = std::signbit(F) ? 0x8000 : 0;
  float A = std::fabs(F);
  if (std::isnan(F))
    return S | 0x7E00;
  if (A >= 65520.f)
    return S | 0x7C00;
  if (A < std::ldexp(1.f, -14)) // denormal: units of 2^-24
    return S | uint32_t(std::nearbyint(std::ldexp(A, 24)));
  int E;
  float M = std::frexp(A, &E); // A = M * 2^E, M in [0.5, 1)
  uint32_t Mant = uint32_t(std::nearbyint(std::ldexp(M, 11))); // 11 bits with the leading one
  if (Mant == 2048) {
    Mant = 1024;
    ++E;
  }
  return S | uint32_t(E + 14) << 10 | (Mant & 0x3FF);
}
/// An unsigned float of 6 (11-bit) or 5 (10-bit) mantissa bits and a
/// 5-bit exponent (R11G11B10_FLOAT).
float unsignedSmallFloat(uint32_t V, unsigned MantBits) {
  uint32_t E = V >> MantBits, M = V & ((1u << MantBits) - 1);
  if (E == 31)
    return M ? NAN : INFINITY;
  if (E == 0)
    return std::ldexp(float(M), -14 - int(MantBits));
  return std::ldexp(float(M | 1u << MantBits), int(E) - 15 - int(MantBits));
}
float srgbToLinear(float C) {
  return C <= 0.04045f ? C / 12.92f : std::pow((C + 0.055f) / 1.055f, 2.4f);
}
float linearToSRGB(float L) {
  return L <= 0.0031308f ? L * 12.92f : 1.055f * std::pow(L, 1 / 2.4f) - 0.055f;
}

} // namespace

std::optional<FormatInfo> surface::formatInfo(unsigned Format) {
  const FormatDesc *F = lookup(Format);
  if (!F)
    return std::nullopt;
  return FormatInfo{bytesOf(*F), F->K == UINT || F->K == SINT, F->K == SINT};
}

Texel surface::unpack(unsigned Format, const uint8_t *P) {
  Texel T;
  const FormatDesc *F = lookup(Format);
  if (!F)
    return T;
  T.F = {0, 0, 0, 1};
  T.I = {0, 0, 0, 1};
  if (F->K == RGB9E5) {
    uint32_t W;
    std::memcpy(&W, P, 4);
    int E = int(W >> 27) - 15 - 9;
    for (unsigned C = 0; C != 3; ++C)
      T.F[C] = std::ldexp(float((W >> (9 * C)) & 0x1FF), E);
    return T;
  }
  unsigned Bit = 0;
  for (unsigned K = 0; K != F->N; ++K) {
    unsigned W = F->Bits[K], C = F->Channel[K];
    uint32_t V = 0;
    if (W == 32) {
      std::memcpy(&V, P + Bit / 8, 4);
    } else {
      uint64_t Raw = 0;
      std::memcpy(&Raw, P, std::min(8u, bytesOf(*F)));
      V = uint32_t(Raw >> Bit) & ((1u << W) - 1);
    }
    Bit += W;
    float Max = float((1ull << W) - 1), SMax = float((1ull << (W - 1)) - 1);
    int32_t Signed = W == 32 ? int32_t(V) : int32_t(V << (32 - W)) >> (32 - W);
    switch (F->K) {
    case UNORM: T.F[C] = float(V) / Max; break;
    case SRGB: T.F[C] = C == 3 ? float(V) / Max : srgbToLinear(float(V) / Max); break;
    case SNORM: T.F[C] = std::max(float(Signed) / SMax, -1.f); break;
    case UINT: T.I[C] = V; break;
    case SINT: T.I[C] = uint32_t(Signed); break;
    case FLOAT: {
      float X;
      if (W == 32)
        std::memcpy(&X, &V, 4);
      else
        X = halfToFloat(V);
      T.F[C] = X;
      break;
    }
    case UF11_10: T.F[C] = unsignedSmallFloat(V, W - 5); break;
    case RGB9E5: break;
    }
  }
  return T;
}

void surface::pack(unsigned Format, const std::array<uint32_t, 4> &Words, uint8_t *P) {
  const FormatDesc *F = lookup(Format);
  if (!F || F->K == RGB9E5 || F->K == UF11_10)
    return; // not written by typed messages here
  uint64_t Raw = 0;
  unsigned Bit = 0;
  bool Narrow = false;
  for (unsigned K = 0; K != F->N; ++K) {
    unsigned W = F->Bits[K], C = F->Channel[K];
    float X;
    std::memcpy(&X, &Words[C], 4);
    uint64_t Mask = (W == 32) ? 0xFFFFFFFFull : ((1ull << W) - 1);
    uint64_t V = 0;
    switch (F->K) {
    case UNORM:
    case SRGB: {
      float L = F->K == SRGB && C != 3 ? linearToSRGB(std::clamp(X, 0.f, 1.f)) : X;
      V = std::isnan(L) ? 0 : uint64_t(std::nearbyint(std::clamp(L, 0.f, 1.f) * float(Mask)));
      break;
    }
    case SNORM: {
      float M = float((1ull << (W - 1)) - 1);
      V = uint64_t(int64_t(std::isnan(X) ? 0 : std::nearbyint(std::clamp(X, -1.f, 1.f) * M))) & Mask;
      break;
    }
    case UINT: // clamped to the field (vISA SCATTER4_TYPED)
      V = std::min<uint64_t>(Words[C], Mask);
      break;
    case SINT: {
      int64_t Lo = W == 32 ? INT32_MIN : -(int64_t(1) << (W - 1));
      int64_t Hi = W == 32 ? INT32_MAX : (int64_t(1) << (W - 1)) - 1;
      V = uint64_t(std::clamp<int64_t>(int32_t(Words[C]), Lo, Hi)) & Mask;
      break;
    }
    case FLOAT:
      V = W == 32 ? Words[C] : floatToHalf(X);
      break;
    default:
      break;
    }
    // 32-bit fields at their byte offset (a 128-bit texel's do not fit
    // the accumulator), the narrower ones packed in the texel's low 64 bits.
    if (W == 32) {
      uint32_t Field = uint32_t(V);
      std::memcpy(P + Bit / 8, &Field, 4);
    } else {
      Raw |= (V & Mask) << Bit;
      Narrow = true;
    }
    Bit += W;
  }
  if (Narrow)
    std::memcpy(P, &Raw, std::min(8u, bytesOf(*F)));
}

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

namespace {

uint32_t alignUp(uint32_t V, uint32_t A) { return (V + A - 1) / A * A; }
uint32_t levelSize(uint32_t V, unsigned L) { return std::max<uint32_t>(1, V >> L); }

/// ISL_DIM_LAYOUT_GFX4_2D: level 0 at (0, 0), level 1 below it, level 2
/// right of level 1, each later one below the previous in that column.
void levelOrigin2D(const SurfaceState &S, unsigned L, uint32_t &X, uint32_t &Y) {
  X = Y = 0;
  if (L == 0)
    return;
  Y = alignUp(S.Height, S.VAlign);
  if (L == 1)
    return;
  X = alignUp(levelSize(S.Width, 1), S.HAlign);
  for (unsigned I = 2; I != L; ++I)
    Y += alignUp(levelSize(S.Height, I), S.VAlign);
}

} // namespace

uint32_t surface::minimumQPitch(const SurfaceState &S) {
  if (S.Type == Type1D) { // GFX9_1D: the levels side by side, 64-aligned
    uint32_t W = 0;
    for (unsigned L = 0; L <= S.MipCount; ++L)
      W += alignUp(levelSize(S.Width, L), 64);
    return W;
  }
  uint32_t H = alignUp(S.Height, S.VAlign);
  if (S.MipCount >= 1) {
    uint32_t Right = 0;
    for (unsigned L = 2; L <= S.MipCount; ++L)
      Right += alignUp(levelSize(S.Height, L), S.VAlign);
    H += std::max(alignUp(levelSize(S.Height, 1), S.VAlign), Right);
  }
  return H;
}

uint64_t surface::texelOffset(const SurfaceState &S, unsigned L, uint32_t X, uint32_t Y,
                              uint32_t Z) {
  const FormatDesc *F = lookup(S.Format);
  uint64_t B = F ? bytesOf(*F) : 4;
  if (S.Type == TypeBuffer)
    return X * uint64_t(S.Pitch);
  if (S.Type == Type1D) {
    uint64_t X0 = 0;
    for (unsigned I = 0; I != L; ++I)
      X0 += alignUp(levelSize(S.Width, I), 64);
    return (uint64_t(Z) * S.QPitch + X0 + X) * B;
  }
  uint32_t OX, OY;
  levelOrigin2D(S, L, OX, OY);
  return (uint64_t(Z) * S.QPitch + OY + Y) * S.Pitch + (uint64_t(OX) + X) * B;
}

uint64_t surface::surfaceBytes(const SurfaceState &S) {
  if (S.Type == TypeBuffer)
    return uint64_t(S.Width) * S.Pitch;
  uint32_t Slices = (S.Type == TypeCube ? 6 * S.Depth : S.Depth) << S.SamplesLog2;
  if (S.Type == Type1D) {
    const FormatDesc *F = lookup(S.Format);
    return uint64_t(Slices) * std::max(S.QPitch, minimumQPitch(S)) * (F ? bytesOf(*F) : 4);
  }
  return uint64_t(Slices) * std::max(S.QPitch, minimumQPitch(S)) * S.Pitch;
}

//===----------------------------------------------------------------------===//
// Sampling
//===----------------------------------------------------------------------===//

namespace {

Error samplerError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), "sampler: " + Msg);
}

float asFloat(uint32_t W) {
  float F;
  std::memcpy(&F, &W, 4);
  return F;
}
uint32_t asWord(float F) {
  uint32_t W;
  std::memcpy(&W, &F, 4);
  return W;
}

/// TEXCOORDMODE_* applied to integer texel coordinate I of a level Size
/// texels wide; false when it falls on the border (CLAMP_BORDER).
bool wrapCoordinate(int64_t &I, int64_t Size, unsigned Mode) {
  auto Mirror = [](int64_t A) { return A >= 0 ? A : -(1 + A); };
  switch (Mode) {
  case 0: // WRAP
    I = ((I % Size) + Size) % Size;
    return true;
  case 1: // MIRROR
    I = (Size - 1) - Mirror(((I % (2 * Size)) + 2 * Size) % (2 * Size) - Size);
    return true;
  case 4: // CLAMP_BORDER
  case 6: // HALF_BORDER
    return I >= 0 && I < Size;
  case 5: // MIRROR_ONCE
    I = std::min(Mirror(I), Size - 1);
    return true;
  default: // CLAMP (and CUBE)
    I = std::clamp<int64_t>(I, 0, Size - 1);
    return true;
  }
}

/// Vulkan's "Cube Map Face Selection" table: the face direction D selects
/// (its major axis; on ties x, then y, as metal-run's host breaks them:
/// ASSUMPTION, Vulkan leaves ties to the implementation and the PRM's rule
/// is not at hand), and on it sc, tc and ma of V (the direction itself,
/// or a derivative of it).
unsigned cubeAxes(const double D[3], const double V[3], double &SC, double &TC, double &MA) {
  double AX = std::fabs(D[0]), AY = std::fabs(D[1]), AZ = std::fabs(D[2]);
  if (AX >= AY && AX >= AZ) {
    bool Pos = D[0] >= 0;
    SC = Pos ? -V[2] : V[2], TC = -V[1], MA = Pos ? V[0] : -V[0];
    return Pos ? 0 : 1;
  }
  if (AY >= AZ) {
    bool Pos = D[1] >= 0;
    SC = V[0], TC = Pos ? V[2] : -V[2], MA = Pos ? V[1] : -V[1];
    return Pos ? 2 : 3;
  }
  bool Pos = D[2] >= 0;
  SC = Pos ? V[0] : -V[0], TC = -V[1], MA = Pos ? V[2] : -V[2];
  return Pos ? 4 : 5;
}

class Unit {
public:
  Unit(const SamplerRequest &R, Memory &M) : R(R), S(*R.Surface), M(M) {
    Info = formatInfo(S.Format);
  }
  Expected<std::array<uint32_t, 4>> run();

private:
  const SamplerRequest &R;
  const SurfaceState &S;
  Memory &M;
  std::optional<FormatInfo> Info;

  bool integer() const { return Info && Info->Integer; }
  unsigned dims() const {
    return S.Type == Type1D || S.Type == TypeBuffer ? 1 : S.Type == Type3D ? 3 : 2;
  }
  /// The texel at (X, Y, Z) of level L with the channel selects applied,
  /// as doubles (integers by value).
  Expected<std::array<double, 4>> fetch(unsigned L, int64_t X, int64_t Y, int64_t Z) {
    std::array<uint8_t, 16> Bytes{};
    uint64_t At = S.Base + texelOffset(S, L, uint32_t(X), uint32_t(Y), uint32_t(Z));
    if (!M.read(At, Bytes.data(), Info->Bytes))
      return samplerError("texel at 0x" + Twine::utohexstr(At) + " outside memory");
    Texel T = unpack(S.Format, Bytes.data());
    std::array<double, 4> In, Out;
    for (unsigned C = 0; C != 4; ++C)
      In[C] = !integer()     ? double(T.F[C])
              : Info->Signed ? double(int32_t(T.I[C]))
                             : double(T.I[C]);
    for (unsigned C = 0; C != 4; ++C) {
      unsigned Sel = S.Select[C];
      Out[C] = Sel == SelZero ? 0 : Sel == SelOne ? 1 : Sel >= SelR ? In[Sel - SelR] : 0;
    }
    return Out;
  }
  std::array<double, 4> border() const {
    std::array<double, 4> B;
    for (unsigned C = 0; C != 4; ++C)
      B[C] = integer() ? double(R.Border[C]) : double(asFloat(R.Border[C]));
    return B;
  }
  /// A texel by wrapped coordinates, or the border.
  Expected<std::array<double, 4>> texel(unsigned L, int64_t I, int64_t J, int64_t K,
                                        uint32_t Layer) {
    const SamplerState &Smp = *R.Sampler;
    int64_t Size[3] = {levelSize(S.Width, L), levelSize(S.Height, L),
                       S.Type == Type3D ? levelSize(S.Depth, L) : 1};
    int64_t C[3] = {I, J, K};
    // A cube's faces clamp to their edges (no filtering across faces:
    // metal-run's host does the same, a documented difference from
    // Metal's seamless cubes).
    for (unsigned D = 0; D != dims(); ++D)
      if (!wrapCoordinate(C[D], Size[D], S.Type == TypeCube ? 2 : Smp.Wrap[D]))
        return border();
    return fetch(L, C[0], dims() > 1 ? C[1] : 0, S.Type == Type3D ? C[2] : Layer);
  }
  double compare(double Texel, double Ref) const {
    // The hardware returns 0 when (texel OP ref) holds, 1 otherwise (anv's
    // vk_to_intel_shadow_compare_op).
    bool Holds;
    switch (R.Sampler->ShadowFunction) {
    case 0: Holds = true; break;
    case 1: Holds = false; break;
    case 2: Holds = Texel < Ref; break;
    case 3: Holds = Texel == Ref; break;
    case 4: Holds = Texel <= Ref; break;
    case 5: Holds = Texel > Ref; break;
    case 6: Holds = Texel != Ref; break;
    default: Holds = Texel >= Ref; break;
    }
    return Holds ? 0.0 : 1.0;
  }
  /// One level's filtered value at normalized (or pixel) coordinates.
  Expected<std::array<double, 4>> filterLevel(unsigned L, const double U[3], uint32_t Layer,
                                              bool Linear, const double *Ref) {
    const SamplerState &Smp = *R.Sampler;
    double Scaled[3];
    double Size[3] = {double(levelSize(S.Width, L)), double(levelSize(S.Height, L)),
                      double(S.Type == Type3D ? levelSize(S.Depth, L) : 1)};
    for (unsigned D = 0; D != 3; ++D)
      Scaled[D] = Smp.NonNormalized ? U[D] : U[D] * Size[D];
    std::array<double, 4> Sum{0, 0, 0, 0};
    unsigned N = dims();
    int64_t Base[3] = {0, 0, 0};
    double Frac[3] = {0, 0, 0};
    for (unsigned D = 0; D != N; ++D) {
      double X = Linear ? Scaled[D] - 0.5 : Scaled[D];
      Base[D] = int64_t(std::floor(X)) + R.Offsets[D];
      Frac[D] = Linear ? X - std::floor(X) : 0;
    }
    unsigned Corners = Linear ? 1u << N : 1;
    for (unsigned Corner = 0; Corner != Corners; ++Corner) {
      double W = 1;
      int64_t C[3] = {Base[0], Base[1], Base[2]};
      for (unsigned D = 0; D != N; ++D) {
        bool Hi = Linear && (Corner >> D & 1);
        C[D] += Hi;
        if (Linear)
          W *= Hi ? Frac[D] : 1 - Frac[D];
      }
      Expected<std::array<double, 4>> T = texel(L, C[0], C[1], C[2], Layer);
      if (!T)
        return T.takeError();
      if (Ref)
        (*T)[0] = compare((*T)[0], *Ref);
      for (unsigned K = 0; K != 4; ++K)
        Sum[K] += W * (*T)[K];
    }
    return Sum;
  }
};

Expected<std::array<uint32_t, 4>> Unit::run() {
  if (!Info)
    return samplerError("surface format " + Twine(S.Format) + " is not modelled");
  const auto &P = R.Params;
  auto Param = [&](unsigned I) { return I < R.NumParams ? P[I] : 0u; };
  auto FParam = [&](unsigned I) { return asFloat(Param(I)); };
  std::array<uint32_t, 4> Out{0, 0, 0, 0};
  auto Result = [&](const std::array<double, 4> &V) {
    for (unsigned C = 0; C != 4; ++C)
      Out[C] = integer() ? uint32_t(int64_t(V[C])) : asWord(float(V[C]));
    return Out;
  };
  unsigned Levels = S.MipCount + 1;
  if (R.Type == 10) { // resinfo: the level's size, layers or depth, the levels
    uint32_t L = Param(0);
    if (L >= Levels && S.Type != TypeBuffer)
      return Out;
    Out[0] = S.Type == TypeBuffer ? S.Width : levelSize(S.Width, L);
    Out[1] = S.Type == Type1D ? (S.Array ? S.Depth : 0) : levelSize(S.Height, L);
    Out[2] = S.Type == Type3D ? levelSize(S.Depth, L) : S.Array && S.Type != Type1D ? S.Depth : 0;
    Out[3] = Levels;
    return Out;
  }
  if (R.Type == 11) { // sampleinfo (header only): the sample count in R
    Out[0] = 1u << S.SamplesLog2;
    return Out;
  }
  if (R.Type == 28) { // ld2dms_w: sample, mcs low, mcs high, u, v, r
    // No MCS (the surface has no auxiliary surface): the sample is read
    // from its slice whatever the MCS words say (Mesa passes 0).
    uint32_t Sample = Param(0);
    int64_t U = int32_t(Param(3)), V = int32_t(Param(4)), Layer = int32_t(Param(5));
    uint32_t Samples = 1u << S.SamplesLog2;
    if (Sample >= Samples || U < 0 || U >= S.Width || V < 0 || V >= S.Height || Layer < 0 ||
        Layer >= (S.Array ? int64_t(S.Depth) : 1))
      return Out;
    Expected<std::array<double, 4>> T = fetch(0, U, V, Layer * Samples + Sample);
    return T ? Result(*T) : Expected<std::array<uint32_t, 4>>(T.takeError());
  }
  if (S.SamplesLog2)
    return samplerError("message type " + Twine(R.Type) + " on a multisampled surface");
  if (R.Type == 7 || R.Type == 26) { // ld, ld_lz: u, v, lod, r (integers)
    bool LZ = R.Type == 26;
    int64_t U = int32_t(Param(0)), V = int32_t(Param(1));
    uint32_t L = LZ ? 0 : Param(2);
    int64_t Rr = int32_t(Param(LZ ? 2 : 3));
    if (S.Type == TypeBuffer) {
      if (U < 0 || U >= S.Width)
        return Out;
      Expected<std::array<double, 4>> T = fetch(0, U, 0, 0);
      return T ? Result(*T) : Expected<std::array<uint32_t, 4>>(T.takeError());
    }
    // A 1D array's layer is v, a 2D array's r.
    int64_t Layer = S.Type == Type1D ? V : Rr;
    int64_t Depth = S.Type == Type3D ? levelSize(S.Depth, L) : S.Depth;
    if (L >= Levels || U < 0 || U >= levelSize(S.Width, L) ||
        (S.Type != Type1D && (V < 0 || V >= levelSize(S.Height, L))) ||
        ((S.Array || S.Type == Type3D) && (Layer < 0 || Layer >= Depth)))
      return Out;
    Expected<std::array<double, 4>> T =
        fetch(L, U, S.Type == Type1D ? 0 : V, (S.Array || S.Type == Type3D) ? Layer : 0);
    return T ? Result(*T) : Expected<std::array<uint32_t, 4>>(T.takeError());
  }
  if (!R.Sampler)
    return samplerError("a sampling message without a sampler state");
  const SamplerState &Smp = *R.Sampler;
  // The parameters of each form: an optional reference, a level, the
  // coordinates (and gradients).
  unsigned I = 0;
  bool HasRef = R.Type == 3 || R.Type == 6 || R.Type == 16 || R.Type == 20 || R.Type == 25;
  double Ref = HasRef ? FParam(I++) : 0;
  double Lambda = 0;
  bool Explicit = R.Type == 2 || R.Type == 6;
  if (Explicit)
    Lambda = FParam(I++);
  double U[3] = {0, 0, 0}, DX[3] = {0, 0, 0}, DY[3] = {0, 0, 0};
  bool LodQuery = R.Type == 9;
  bool Deriv = R.Type == 4 || R.Type == 20 || LodQuery;
  unsigned N = dims();
  if (Deriv) {
    // sample_d: u dudx dudy v ...; lod: u v r, the derivatives the
    // subspan's.
    for (unsigned D = 0; D != 3; ++D) {
      U[D] = FParam(I++);
      DX[D] = LodQuery ? R.DX[D] : FParam(I++);
      DY[D] = LodQuery ? R.DY[D] : FParam(I++);
    }
  } else if (R.Type == 0 || R.Type == 1 || R.Type == 3) {
    return samplerError("message type " + Twine(R.Type) +
                        " (an implicit level of detail: fragment shaders)");
  } else if (R.Type == 2 || R.Type == 6 || R.Type == 24 || R.Type == 25 || R.Type == 8 ||
             R.Type == 16) {
    for (unsigned D = 0; D != 3; ++D)
      U[D] = FParam(I++);
  } else {
    return samplerError("message type " + Twine(R.Type) + " is not modelled");
  }
  // A cube's direction selects a face, whose s and t are the coordinates
  // (Vulkan's "Cube Map Face Selection and Transformations"), and the
  // layer 6 cube + face (the cube, ai, after the coordinates); its
  // gradients become the face's by the quotient rule (Vulkan's "Cube Map
  // Derivative Transformation").
  uint32_t Layer = 0;
  if (S.Type == TypeCube) {
    double Cube = S.Array ? FParam(I++) : 0;
    double SC, TC, MA;
    unsigned Face = cubeAxes(U, U, SC, TC, MA);
    if (Deriv)
      for (double *G : {DX, DY}) {
        double GS, GT, GM;
        cubeAxes(U, G, GS, GT, GM);
        G[0] = MA == 0 ? 0 : 0.5 * (GS * MA - SC * GM) / (MA * MA);
        G[1] = MA == 0 ? 0 : 0.5 * (GT * MA - TC * GM) / (MA * MA);
        G[2] = 0;
      }
    U[0] = MA == 0 ? 0.5 : 0.5 * (SC / MA + 1);
    U[1] = MA == 0 ? 0.5 : 0.5 * (TC / MA + 1);
    U[2] = 0;
    Layer = 6 * uint32_t(std::clamp<double>(std::nearbyint(Cube), 0, double(S.Depth) - 1)) + Face;
  }
  // The layer: v of a 1D array, r of a 2D one, rounded to nearest even and
  // clamped (Vulkan's array layer selection).
  if (S.Array && S.Type != Type3D && S.Type != TypeCube) {
    double L = S.Type == Type1D ? U[1] : U[2];
    Layer = uint32_t(std::clamp<double>(std::nearbyint(L), 0, double(S.Depth) - 1));
  }
  if (Deriv) {
    double W[3] = {double(S.Width), double(S.Height), double(S.Depth)};
    double RX = 0, RY = 0;
    for (unsigned D = 0; D != N; ++D) {
      RX += DX[D] * W[D] * DX[D] * W[D];
      RY += DY[D] * W[D] * DY[D] * W[D];
    }
    Lambda = std::log2(std::sqrt(std::max(RX, RY)));
  }
  bool Gather = R.Type == 8 || R.Type == 16;
  if (LodQuery) {
    // The clamped level in R, the unclamped one in G. Which level the
    // clamped one is, the PRMs do not say precisely; this is Vulkan's
    // OpImageQueryLod (ARB_texture_query_lod's ComputeAccessedLod), as
    // metal-run's host computes it: clamped to the sampler's range, then
    // to the surface's levels; 0 without mip filtering, the nearest level
    // with nearest mip filtering.
    double Unclamped = Lambda + Smp.LodBias;
    double L = std::clamp<double>(Unclamped, Smp.MinLod, std::max(Smp.MinLod, Smp.MaxLod));
    L = std::clamp<double>(L, 0, S.MipCount);
    if (Smp.MipFilter == 0 || Smp.NonNormalized)
      L = 0;
    else if (Smp.MipFilter == 1)
      L = std::ceil(L + 0.5) - 1;
    Out[0] = asWord(float(L));
    Out[1] = asWord(float(Unclamped));
    return Out;
  }
  if (!Gather) {
    Lambda += Smp.LodBias;
    Lambda = std::clamp<double>(Lambda, Smp.MinLod, std::max(Smp.MinLod, Smp.MaxLod));
  }
  if (Smp.NonNormalized || Gather)
    Lambda = 0;
  bool Linear = (Lambda <= 0 ? Smp.MagFilter : Smp.MinFilter) == 1;
  const double *RefP = HasRef ? &Ref : nullptr;
  if (Gather) {
    // The bilinear footprint at level 0: (i0, j1), (i1, j1), (i1, j0),
    // (i0, j0) in R, G, B, A; one channel of each (the header's), or the
    // comparison's result.
    double Sz[2] = {double(S.Width), double(S.Height)};
    int64_t B[2];
    for (unsigned D = 0; D != 2; ++D) {
      double X = (Smp.NonNormalized ? U[D] : U[D] * Sz[D]) - 0.5;
      B[D] = int64_t(std::floor(X)) + R.Offsets[D];
    }
    static const int Corner[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
    std::array<double, 4> V;
    for (unsigned K = 0; K != 4; ++K) {
      Expected<std::array<double, 4>> T =
          texel(0, B[0] + Corner[K][0], B[1] + Corner[K][1], 0, Layer);
      if (!T)
        return T.takeError();
      V[K] = HasRef ? compare((*T)[0], Ref) : (*T)[R.GatherChannel & 3];
    }
    return Result(V);
  }
  // The level: none (level 0), nearest, or linear between two.
  unsigned Q = S.MipCount;
  double Dd = std::clamp<double>(Lambda, 0, Q);
  if (Smp.MipFilter == 0 || Smp.NonNormalized) {
    Expected<std::array<double, 4>> V = filterLevel(0, U, Layer, Linear, RefP);
    return V ? Result(*V) : Expected<std::array<uint32_t, 4>>(V.takeError());
  }
  if (Smp.MipFilter == 1) {
    unsigned L = Dd <= 0.5 ? 0 : unsigned(std::ceil(Dd + 0.5) - 1);
    Expected<std::array<double, 4>> V = filterLevel(std::min(L, Q), U, Layer, Linear, RefP);
    return V ? Result(*V) : Expected<std::array<uint32_t, 4>>(V.takeError());
  }
  unsigned Lo = unsigned(std::floor(Dd)), Hi = std::min(Lo + 1, Q);
  double Delta = Dd - std::floor(Dd);
  Expected<std::array<double, 4>> A = filterLevel(Lo, U, Layer, Linear, RefP);
  if (!A)
    return A.takeError();
  Expected<std::array<double, 4>> B = filterLevel(Hi, U, Layer, Linear, RefP);
  if (!B)
    return B.takeError();
  std::array<double, 4> V;
  for (unsigned K = 0; K != 4; ++K)
    V[K] = (1 - Delta) * (*A)[K] + Delta * (*B)[K];
  return Result(V);
}

} // namespace

Expected<std::array<uint32_t, 4>> surface::sample(const SamplerRequest &R, Memory &M) {
  return Unit(R, M).run();
}

Error surface::typedWrite(const SurfaceState &S, const std::array<uint32_t, 4> &Coord,
                          const std::array<uint32_t, 4> &Words, Memory &M) {
  std::optional<FormatInfo> Info = formatInfo(S.Format);
  if (!Info)
    return samplerError("typed write: surface format " + Twine(S.Format) + " is not modelled");
  // The level's size: a 3D level's depth halves too, layers do not.
  uint32_t L = S.Type == TypeBuffer ? 0 : Coord[3];
  uint32_t X = Coord[0], Y = 0, Z = 0;
  bool In = L <= S.MipCount && X < (S.Type == TypeBuffer ? S.Width : levelSize(S.Width, L));
  if (S.Type == Type1D) {
    Z = S.Array ? Coord[1] : 0;
    In &= Z < S.Depth;
  } else if (S.Type == Type2D || S.Type == Type3D) {
    Y = Coord[1];
    Z = S.Array || S.Type == Type3D ? Coord[2] : 0;
    In &= Y < levelSize(S.Height, L) &&
          Z < (S.Type == Type3D ? levelSize(S.Depth, L) : S.Depth);
  } else if (S.Type != TypeBuffer) {
    return samplerError("typed write to a surface of type " + Twine(S.Type));
  }
  if (!In)
    return Error::success(); // dropped
  std::array<uint8_t, 16> Bytes{};
  pack(S.Format, Words, Bytes.data());
  uint64_t At = S.Base + texelOffset(S, L, X, Y, Z);
  if (!M.write(At, Bytes.data(), Info->Bytes))
    return samplerError("typed write at 0x" + Twine::utohexstr(At) + " outside memory");
  return Error::success();
}
