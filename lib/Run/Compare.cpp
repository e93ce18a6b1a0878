//===- Compare.cpp - Comparing two runs' buffers --------------------------===//
//
// Elements are typed by the kernel argument's air.arg_type_name. Floats are
// compared in units in the last place: the distance between their ordered
// integer images, so +0 and -0 are one apart and NaNs of any payload equal.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Run/Executor.h"
#include "metalnt/Lowering/Formats.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace metalnt::run;

namespace {

struct ElementKind {
  unsigned Bytes = 1;
  enum { Int, UInt, Float, BFloat } K = UInt;
};

ElementKind elementOf(StringRef Type) {
  // "float4" -> "float"; "packed_half3" -> "half".
  Type.consume_front("packed_");
  Type = Type.rtrim("0123456789");
  return StringSwitch<ElementKind>(Type)
      .Case("float", {4, ElementKind::Float})
      .Case("half", {2, ElementKind::Float})
      .Case("bfloat", {2, ElementKind::BFloat})
      .Case("double", {8, ElementKind::Float})
      .Cases({"int", "int32_t"}, {4, ElementKind::Int})
      .Cases({"uint", "uint32_t", "unsigned int"}, {4, ElementKind::UInt})
      .Cases({"short", "int16_t"}, {2, ElementKind::Int})
      .Cases({"ushort", "uint16_t"}, {2, ElementKind::UInt})
      .Cases({"char", "int8_t"}, {1, ElementKind::Int})
      .Cases({"uchar", "uint8_t", "bool"}, {1, ElementKind::UInt})
      .Cases({"long", "int64_t"}, {8, ElementKind::Int})
      .Cases({"ulong", "uint64_t"}, {8, ElementKind::UInt})
      .Default({1, ElementKind::UInt});
}

uint64_t load(const uint8_t *P, unsigned Bytes) {
  uint64_t V = 0;
  std::memcpy(&V, P, Bytes);
  return V;
}

double asDouble(uint64_t Bits, ElementKind E) {
  unsigned Bytes = E.Bytes;
  if (E.K == ElementKind::BFloat) {
    // A bfloat is the high half of a float.
    Bits <<= 16;
    Bytes = 4;
  }
  if (Bytes == 8) {
    double D;
    std::memcpy(&D, &Bits, 8);
    return D;
  }
  if (Bytes == 4) {
    float F;
    uint32_t B = uint32_t(Bits);
    std::memcpy(&F, &B, 4);
    return F;
  }
  _Float16 H;
  uint16_t B = uint16_t(Bits);
  std::memcpy(&H, &B, 2);
  return double(H);
}

bool isNaN(uint64_t Bits, ElementKind E) {
  return std::isnan(asDouble(Bits, E));
}

/// The float's bits as an integer that orders like the float.
int64_t ordered(uint64_t Bits, unsigned Bytes) {
  uint64_t Sign = uint64_t(1) << (Bytes * 8 - 1);
  int64_t Magnitude = int64_t(Bits & (Sign - 1));
  return Bits & Sign ? -Magnitude - 1 : Magnitude;
}

std::string print(uint64_t Bits, ElementKind E) {
  switch (E.K) {
  case ElementKind::Float:
  case ElementKind::BFloat: {
    char Buf[64];
    snprintf(Buf, sizeof(Buf), "%.9g (0x%llx)", asDouble(Bits, E),
             (unsigned long long)Bits);
    return Buf;
  }
  case ElementKind::Int: {
    unsigned Shift = 64 - E.Bytes * 8;
    return std::to_string(int64_t(Bits << Shift) >> Shift);
  }
  case ElementKind::UInt:
    return std::to_string(Bits);
  }
  return "";
}

} // namespace

std::string metalnt::run::pixelElementType(const formats::PixelFormat &F) {
  if (F.Kind != formats::NumericKind::Float || F.PackedFloat || !F.NumComponents)
    return "";
  for (unsigned C = 0; C != F.NumComponents; ++C)
    if (F.Components[C].Bits != F.Components[0].Bits)
      return "";
  return F.Components[0].Bits == 32 ? "float" : F.Components[0].Bits == 16 ? "half" : "";
}

std::optional<BufferDifference>
metalnt::run::compareBuffers(StringRef TypeName, ArrayRef<uint8_t> First,
                             ArrayRef<uint8_t> Second, unsigned MaxULP,
                             double MaxAbs) {
  ElementKind E = elementOf(TypeName);
  size_t N = std::min(First.size(), Second.size()) / E.Bytes;
  for (size_t I = 0; I != N; ++I) {
    uint64_t A = load(First.data() + I * E.Bytes, E.Bytes);
    uint64_t B = load(Second.data() + I * E.Bytes, E.Bytes);
    if (A == B)
      continue;
    if (E.K == ElementKind::Float || E.K == ElementKind::BFloat) {
      if (isNaN(A, E) && isNaN(B, E))
        continue;
      if (!isNaN(A, E) && !isNaN(B, E)) {
        int64_t D = ordered(A, E.Bytes) - ordered(B, E.Bytes);
        if (uint64_t(D < 0 ? -D : D) <= MaxULP)
          continue;
        if (std::fabs(asDouble(A, E) - asDouble(B, E)) <= MaxAbs)
          continue;
      }
    }
    return BufferDifference{I, print(A, E), print(B, E)};
  }
  if (First.size() != Second.size())
    return BufferDifference{N, std::to_string(First.size()) + " bytes",
                            std::to_string(Second.size()) + " bytes"};
  return std::nullopt;
}
