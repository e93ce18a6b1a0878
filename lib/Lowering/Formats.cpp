//===- Formats.cpp - Metal's vertex attribute and pixel formats -----------===//
//
// Sources: Apple's MTLVertexFormat and MTLPixelFormat documentation (the
// layouts: "packed" formats list their components from the least
// significant bit, as MoltenVK's MVKPixelFormats.mm pairs them with
// Vulkan's *_PACK16/_PACK32 formats: B5G6R5Unorm is R5G6B5_UNORM_PACK16),
// and the Metal Shading Language specification's conversion rules for
// normalized, sRGB and packed float data (chapter 7.7).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Formats.h"
#include "llvm/ADT/STLExtras.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::formats;

namespace {

using NK = NumericKind;

/// N components of Bits bits each, channel i at bit i * Bits.
constexpr std::array<Component, 4> plain(unsigned N, unsigned Bits) {
  std::array<Component, 4> C{};
  for (unsigned I = 0; I != N; ++I)
    C[I] = {uint8_t(I), uint8_t(I * Bits), uint8_t(Bits)};
  return C;
}

/// Channels listed from the least significant bit: {channel, bits}...
constexpr std::array<Component, 4>
packed(std::initializer_list<std::pair<unsigned, unsigned>> Fields) {
  std::array<Component, 4> C{};
  unsigned I = 0, Offset = 0;
  for (auto [Channel, Bits] : Fields) {
    C[I++] = {uint8_t(Channel), uint8_t(Offset), uint8_t(Bits)};
    Offset += Bits;
  }
  return C;
}

constexpr unsigned R = 0, G = 1, B = 2, A = 3;

const AttributeFormat AttributeFormats[] = {
#define VEC(Name, Kind, Bits)                                                  \
  {Name, NK::Kind, uint8_t(Bits / 8), 1, plain(1, Bits)},                      \
      {Name "2", NK::Kind, uint8_t(2 * Bits / 8), 2, plain(2, Bits)},          \
      {Name "3", NK::Kind, uint8_t(3 * Bits / 8), 3, plain(3, Bits)},          \
      {Name "4", NK::Kind, uint8_t(4 * Bits / 8), 4, plain(4, Bits)}
    VEC("Char", SInt, 8),
    VEC("UChar", UInt, 8),
    VEC("Short", SInt, 16),
    VEC("UShort", UInt, 16),
    VEC("Int", SInt, 32),
    VEC("UInt", UInt, 32),
    VEC("Half", Float, 16),
    VEC("Float", Float, 32),
#undef VEC
#define NORM(Base, Kind, Bits)                                                 \
  {Base "Normalized", NK::Kind, uint8_t(Bits / 8), 1, plain(1, Bits)},         \
      {Base "2Normalized", NK::Kind, uint8_t(2 * Bits / 8), 2,                 \
       plain(2, Bits)},                                                        \
      {Base "3Normalized", NK::Kind, uint8_t(3 * Bits / 8), 3,                 \
       plain(3, Bits)},                                                        \
      {Base "4Normalized", NK::Kind, uint8_t(4 * Bits / 8), 4, plain(4, Bits)}
    NORM("Char", SNorm, 8),
    NORM("UChar", UNorm, 8),
    NORM("Short", SNorm, 16),
    NORM("UShort", UNorm, 16),
#undef NORM
    {"Int1010102Normalized", NK::SNorm, 4, 4,
     packed({{R, 10}, {G, 10}, {B, 10}, {A, 2}})},
    {"UInt1010102Normalized", NK::UNorm, 4, 4,
     packed({{R, 10}, {G, 10}, {B, 10}, {A, 2}})},
    {"UChar4Normalized_BGRA", NK::UNorm, 4, 4,
     packed({{B, 8}, {G, 8}, {R, 8}, {A, 8}})},
};

const PixelFormat PixelFormats[] = {
    {"A8Unorm", NK::UNorm, 1, 1, packed({{A, 8}})},
#define ONE_TO_FOUR(Prefix, Suffix, Kind, Bits)                                \
  {Prefix "R" #Bits Suffix, NK::Kind, uint8_t(Bits / 8), 1, plain(1, Bits)},   \
      {Prefix "RG" #Bits Suffix, NK::Kind, uint8_t(2 * Bits / 8), 2,           \
       plain(2, Bits)},                                                        \
      {Prefix "RGBA" #Bits Suffix, NK::Kind, uint8_t(4 * Bits / 8), 4,         \
       plain(4, Bits)}
    ONE_TO_FOUR("", "Unorm", UNorm, 8),
    ONE_TO_FOUR("", "Unorm_sRGB", SRGB, 8),
    ONE_TO_FOUR("", "Snorm", SNorm, 8),
    ONE_TO_FOUR("", "Uint", UInt, 8),
    ONE_TO_FOUR("", "Sint", SInt, 8),
    ONE_TO_FOUR("", "Unorm", UNorm, 16),
    ONE_TO_FOUR("", "Snorm", SNorm, 16),
    ONE_TO_FOUR("", "Uint", UInt, 16),
    ONE_TO_FOUR("", "Sint", SInt, 16),
    ONE_TO_FOUR("", "Float", Float, 16),
    ONE_TO_FOUR("", "Uint", UInt, 32),
    ONE_TO_FOUR("", "Sint", SInt, 32),
    ONE_TO_FOUR("", "Float", Float, 32),
#undef ONE_TO_FOUR
    {"BGRA8Unorm", NK::UNorm, 4, 4, packed({{B, 8}, {G, 8}, {R, 8}, {A, 8}})},
    {"BGRA8Unorm_sRGB", NK::SRGB, 4, 4,
     packed({{B, 8}, {G, 8}, {R, 8}, {A, 8}})},
    {"B5G6R5Unorm", NK::UNorm, 2, 3, packed({{B, 5}, {G, 6}, {R, 5}})},
    {"A1BGR5Unorm", NK::UNorm, 2, 4,
     packed({{A, 1}, {B, 5}, {G, 5}, {R, 5}})},
    {"ABGR4Unorm", NK::UNorm, 2, 4, packed({{A, 4}, {B, 4}, {G, 4}, {R, 4}})},
    {"BGR5A1Unorm", NK::UNorm, 2, 4,
     packed({{B, 5}, {G, 5}, {R, 5}, {A, 1}})},
    {"RGB10A2Unorm", NK::UNorm, 4, 4,
     packed({{R, 10}, {G, 10}, {B, 10}, {A, 2}})},
    {"RGB10A2Uint", NK::UInt, 4, 4,
     packed({{R, 10}, {G, 10}, {B, 10}, {A, 2}})},
    {"BGR10A2Unorm", NK::UNorm, 4, 4,
     packed({{B, 10}, {G, 10}, {R, 10}, {A, 2}})},
    {"RG11B10Float", NK::Float, 4, 3, packed({{R, 11}, {G, 11}, {B, 10}}), 11},
    {"RGB9E5Float", NK::Float, 4, 3, packed({{R, 9}, {G, 9}, {B, 9}}), 9},
    {"Depth16Unorm", NK::UNorm, 2, 1, plain(1, 16), 0, true},
    {"Depth32Float", NK::Float, 4, 1, plain(1, 32), 0, true},
    {"Stencil8", NK::UInt, 1, 1, plain(1, 8), 0, false, true},
};

uint32_t readBits(const uint8_t *P, unsigned Size, unsigned Offset,
                  unsigned Bits) {
  if (Bits == 32)
    return uint32_t(P[Offset / 8]) | uint32_t(P[Offset / 8 + 1]) << 8 |
           uint32_t(P[Offset / 8 + 2]) << 16 | uint32_t(P[Offset / 8 + 3]) << 24;
  uint64_t Word = 0;
  for (unsigned I = 0; I != Size && I != 8; ++I)
    Word |= uint64_t(P[I]) << (8 * I);
  return uint32_t(Word >> Offset) & ((1u << Bits) - 1);
}

void writeBits(uint8_t *P, unsigned Size, unsigned Offset, unsigned Bits,
               uint32_t V) {
  if (Bits == 32) {
    for (unsigned I = 0; I != 4; ++I)
      P[Offset / 8 + I] = uint8_t(V >> (8 * I));
    return;
  }
  uint64_t Word = 0;
  for (unsigned I = 0; I != Size && I != 8; ++I)
    Word |= uint64_t(P[I]) << (8 * I);
  uint64_t Mask = ((uint64_t(1) << Bits) - 1) << Offset;
  Word = (Word & ~Mask) | ((uint64_t(V) << Offset) & Mask);
  for (unsigned I = 0; I != Size && I != 8; ++I)
    P[I] = uint8_t(Word >> (8 * I));
}

/// An unsigned float of 5 exponent bits and Mantissa bits (the 11- and
/// 10-bit floats of RG11B10Float).
float smallFloatToFloat(uint32_t V, unsigned Mantissa) {
  uint32_t E = V >> Mantissa, M = V & ((1u << Mantissa) - 1);
  if (E == 31)
    return M ? NAN : INFINITY;
  if (E == 0)
    return std::ldexp(float(M), -14 - int(Mantissa));
  return std::ldexp(float(M | (1u << Mantissa)), int(E) - 15 - int(Mantissa));
}

uint32_t floatToSmallFloat(float F, unsigned Mantissa) {
  uint32_t Max = (31u << Mantissa);
  if (std::isnan(F))
    return Max | 1;
  if (F <= 0)
    return 0; // negative values clamp to 0 (there is no sign)
  if (std::isinf(F))
    return Max;
  // Round to nearest even through half precision's exponent range: the
  // exponent bias (15) is the same; only the mantissa is shorter.
  int Exp;
  std::frexp(F, &Exp); // F = m * 2^Exp, m in [0.5, 1)
  int E = std::max(Exp - 1, -14);
  float Scaled = std::ldexp(F, int(Mantissa) - E); // integer part: mantissa
  uint32_t M = uint32_t(std::nearbyint(Scaled));
  if (M >> (Mantissa + 1)) { // rounded up into the next binade
    M >>= 1;
    ++E;
  }
  if (E > 15) // finite values round to the closest finite value
    return (30u << Mantissa) | ((1u << Mantissa) - 1);
  if (M < (1u << Mantissa)) // subnormal
    return M;
  return (uint32_t(E + 15) << Mantissa) | (M & ((1u << Mantissa) - 1));
}

void unpackRGB9E5(uint32_t W, float Out[3]) {
  int E = int(W >> 27) - 15 - 9;
  for (unsigned I = 0; I != 3; ++I)
    Out[I] = std::ldexp(float((W >> (9 * I)) & 511), E);
}

uint32_t packRGB9E5(const float In[3]) {
  // The OpenGL EXT_texture_shared_exponent algorithm (the packing every
  // API specifies for this format).
  const float MaxValue = float(511) / 512 * 65536.0f;
  float C[3];
  for (unsigned I = 0; I != 3; ++I)
    C[I] = std::isnan(In[I]) ? 0 : std::min(std::max(In[I], 0.0f), MaxValue);
  float MaxC = std::max({C[0], C[1], C[2]});
  int ExpShared = std::max(-16, int(std::floor(std::log2(MaxC)))) + 1 + 15;
  if (MaxC == 0)
    ExpShared = 0;
  float Denom = std::ldexp(1.0f, ExpShared - 15 - 9);
  if (MaxC != 0 && int(std::floor(MaxC / Denom + 0.5f)) == 512) {
    Denom *= 2;
    ++ExpShared;
  }
  uint32_t W = uint32_t(ExpShared) << 27;
  for (unsigned I = 0; I != 3; ++I)
    W |= uint32_t(std::floor(C[I] / Denom + 0.5f)) << (9 * I);
  return W;
}

} // namespace

float formats::halfToFloat(uint16_t H) {
  _Float16 F;
  std::memcpy(&F, &H, 2);
  return float(F);
}

uint16_t formats::floatToHalf(float F) {
  _Float16 H = _Float16(F); // round to nearest even
  uint16_t Bits;
  std::memcpy(&Bits, &H, 2);
  return Bits;
}

float formats::bitsToFloat(uint32_t U) {
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}

uint32_t formats::floatToBits(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  return U;
}

float formats::unormToFloat(uint32_t Bits, unsigned Width) {
  return float(double(Bits) / double((uint64_t(1) << Width) - 1));
}

float formats::snormToFloat(uint32_t Bits, unsigned Width) {
  int32_t V = int32_t(Bits << (32 - Width)) >> (32 - Width);
  return std::max(-1.0f, float(double(V) / double((int64_t(1) << (Width - 1)) - 1)));
}

uint32_t formats::floatToUnorm(float F, unsigned Width) {
  double Max = double((uint64_t(1) << Width) - 1);
  if (std::isnan(F))
    return 0;
  double C = std::min(std::max(double(F), 0.0), 1.0) * Max;
  return uint32_t(std::nearbyint(C));
}

uint32_t formats::floatToSnorm(float F, unsigned Width) {
  double Max = double((int64_t(1) << (Width - 1)) - 1);
  if (std::isnan(F))
    return 0;
  double C = std::min(std::max(double(F), -1.0), 1.0) * Max;
  int64_t V = int64_t(std::nearbyint(C));
  return uint32_t(V) & uint32_t((uint64_t(1) << Width) - 1);
}

float formats::srgbToLinear(float C) {
  if (C <= 0.04045f)
    return C / 12.92f;
  return std::pow((C + 0.055f) / 1.055f, 2.4f);
}

float formats::linearToSRGB(float L) {
  if (std::isnan(L) || L <= 0)
    return 0;
  if (L >= 1)
    return 1;
  if (L < 0.0031308f)
    return 12.92f * L;
  return 1.055f * std::pow(L, 1.0f / 2.4f) - 0.055f;
}

const AttributeFormat *formats::lookupAttributeFormat(StringRef Name) {
  for (const AttributeFormat &F : AttributeFormats)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

ArrayRef<AttributeFormat> formats::getAttributeFormats() {
  return AttributeFormats;
}

const PixelFormat *formats::lookupPixelFormat(StringRef Name) {
  for (const PixelFormat &F : PixelFormats)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

ArrayRef<PixelFormat> formats::getPixelFormats() { return PixelFormats; }

Texel formats::unpackPixel(const PixelFormat &F, const uint8_t *P) {
  Texel T;
  bool Float = isFloatKind(F.Kind);
  for (unsigned I = 0; I != 4; ++I) {
    if (Float)
      T.F[I] = I == 3 ? 1.0f : 0.0f;
    else
      T.U[I] = I == 3 ? 1 : 0;
  }
  if (F.PackedFloat == 9) {
    unpackRGB9E5(readBits(P, 4, 0, 32), T.F);
    return T;
  }
  for (unsigned I = 0; I != F.NumComponents; ++I) {
    const Component &C = F.Components[I];
    uint32_t V = readBits(P, F.Size, C.Offset, C.Bits);
    float &Out = T.F[C.Channel];
    switch (F.Kind) {
    case NK::UNorm:
      Out = unormToFloat(V, C.Bits);
      break;
    case NK::SRGB:
      Out = unormToFloat(V, C.Bits);
      if (C.Channel != 3)
        Out = srgbToLinear(Out);
      break;
    case NK::SNorm:
      Out = snormToFloat(V, C.Bits);
      break;
    case NK::UInt:
      T.U[C.Channel] = V;
      break;
    case NK::SInt:
      T.I[C.Channel] = int32_t(V << (32 - C.Bits)) >> (32 - C.Bits);
      break;
    case NK::Float:
      if (F.PackedFloat == 11)
        Out = smallFloatToFloat(V, C.Bits - 5);
      else if (C.Bits == 16)
        Out = halfToFloat(uint16_t(V));
      else
        Out = bitsToFloat(V);
      break;
    }
  }
  return T;
}

void formats::packPixel(const PixelFormat &F, const Texel &T, uint8_t *P) {
  if (F.PackedFloat == 9) {
    writeBits(P, 4, 0, 32, packRGB9E5(T.F));
    return;
  }
  for (unsigned I = 0; I != F.NumComponents; ++I) {
    const Component &C = F.Components[I];
    float In = T.F[C.Channel];
    uint32_t V = 0;
    switch (F.Kind) {
    case NK::UNorm:
      V = floatToUnorm(In, C.Bits);
      break;
    case NK::SRGB:
      V = floatToUnorm(C.Channel == 3 ? In : linearToSRGB(In), C.Bits);
      break;
    case NK::SNorm:
      V = floatToSnorm(In, C.Bits);
      break;
    case NK::UInt:
    case NK::SInt:
      V = T.U[C.Channel];
      break;
    case NK::Float:
      if (F.PackedFloat == 11)
        V = floatToSmallFloat(In, C.Bits - 5);
      else if (C.Bits == 16)
        V = floatToHalf(In);
      else
        V = floatToBits(In);
      break;
    }
    writeBits(P, F.Size, C.Offset, C.Bits, V);
  }
}

void formats::copyChannels(const PixelFormat &F, unsigned Mask,
                          const uint8_t *From, uint8_t *To) {
  if (F.PackedFloat == 9) { // one shared exponent: all or nothing
    if ((Mask & 7) == 7)
      std::memcpy(To, From, F.Size);
    return;
  }
  for (unsigned I = 0; I != F.NumComponents; ++I) {
    const Component &C = F.Components[I];
    if (Mask & (1u << C.Channel))
      writeBits(To, F.Size, C.Offset, C.Bits,
                readBits(From, F.Size, C.Offset, C.Bits));
  }
}
