//===- AppleGPUNumbers.cpp - The G13 simulator's number formats -----------===//
//
// Sources: docs/applegpu-simulator.md; each function's definition is named
// in AppleGPUNumbers.h.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUNumbers.h"
#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cmath>

using namespace metalnt::applegpu;

float num::bitsToFloat(uint32_t B) { return llvm::bit_cast<float>(B); }
uint32_t num::floatToBits(float F) { return llvm::bit_cast<uint32_t>(F); }

float num::halfToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000) << 16;
  uint32_t Exp = (H >> 10) & 0x1F, Man = H & 0x3FF;
  if (Exp == 0x1F)
    return bitsToFloat(Sign | 0x7F800000 | (Man << 13));
  if (Exp == 0) // zero or subnormal: Man * 2^-24, exact in float
    return (Sign ? -1.0f : 1.0f) * std::ldexp(float(Man), -24);
  return bitsToFloat(Sign | ((Exp + 112) << 23) | (Man << 13));
}

uint16_t num::doubleToHalf(double D) {
  uint16_t Sign = std::signbit(D) ? 0x8000 : 0;
  if (std::isnan(D))
    return 0x7E00; // the default NaN [A] (results are never NaN payloads)
  D = std::fabs(D);
  if (D >= 65520.0) // rounds to infinity
    return Sign | 0x7C00;
  if (D < std::ldexp(1.0, -14)) { // subnormal: multiples of 2^-24
    double Q = std::nearbyint(std::ldexp(D, 24)); // ties to even by default
    return Sign | uint16_t(Q);
  }
  int E;
  double M = std::frexp(D, &E); // D = M * 2^E, M in [0.5, 1)
  double Q = std::nearbyint(std::ldexp(M, 11)); // 11 significant bits
  if (Q == 2048.0) {
    Q = 1024.0;
    ++E;
  }
  unsigned HalfExp = unsigned(E - 1 + 15);
  if (HalfExp >= 31)
    return Sign | 0x7C00;
  return Sign | uint16_t(HalfExp << 10) | (uint16_t(Q) & 0x3FF);
}

int64_t num::toNorm(double V, unsigned Bits, bool Signed) {
  if (std::isnan(V))
    return 0;
  double Max = double((int64_t(1) << (Signed ? Bits - 1 : Bits)) - 1);
  V = std::fmin(std::fmax(V, Signed ? -1.0 : 0.0), 1.0);
  return int64_t(std::nearbyint(V * Max));
}
double num::toSRGB(double C) {
  if (std::isnan(C) || C <= 0)
    return 0;
  if (C >= 1)
    return 1;
  return C <= 0.0031308 ? 12.92 * C : 1.055 * std::pow(C, 1 / 2.4) - 0.055;
}
double num::fromSRGB(double C) {
  return C <= 0.04045 ? C / 12.92 : std::pow((C + 0.055) / 1.055, 2.4);
}

double num::fromNorm(uint64_t Raw, unsigned Bits, bool Signed) {
  int64_t I = Signed ? int64_t(Raw << (64 - Bits)) >> (64 - Bits)
                     : int64_t(Raw & ((uint64_t(1) << Bits) - 1));
  double Max = double((int64_t(1) << (Signed ? Bits - 1 : Bits)) - 1);
  return std::fmax(double(I) / Max, -1.0);
}

uint32_t num::toSmallFloat(double V, unsigned M, bool RTZ) {
  if (std::isnan(V))
    return (0x1Fu << M) | 1;
  if (V <= 0)
    return 0;
  if (std::isinf(V))
    return 0x1Fu << M;
  uint32_t MaxFinite = (0x1Eu << M) | ((1u << M) - 1);
  int E;
  std::frexp(V, &E);
  int Exp = E - 1; // V in [2^Exp, 2^(Exp + 1))
  auto Round = [&](double X) { return uint64_t(RTZ ? std::trunc(X) : std::nearbyint(X)); };
  uint64_t Bits;
  if (Exp < -14) // subnormal: multiples of 2^(-14 - M)
    Bits = Round(std::ldexp(V, 14 + int(M)));
  else // the significand with its implicit bit, 2^M to 2^(M + 1): a
       // carry into the exponent is the next binade's code
    Bits = (uint64_t(Exp + 15) << M) + Round(std::ldexp(V, int(M) - Exp)) - (1u << M);
  return uint32_t(std::min<uint64_t>(Bits, MaxFinite));
}
double num::fromSmallFloat(uint32_t V, unsigned M) {
  uint32_t E = V >> M, F = V & ((1u << M) - 1);
  if (E == 0x1F)
    return F ? std::nan("") : INFINITY;
  if (E == 0)
    return std::ldexp(double(F), -14 - int(M));
  return std::ldexp(double(F | (1u << M)), int(E) - 15 - int(M));
}
uint32_t num::toRGB9E5(const double C[3]) {
  const double Max = double(511) / 512 * std::ldexp(1.0, 16);
  double R[3], MaxC = 0;
  for (unsigned I = 0; I != 3; ++I) {
    R[I] = std::isnan(C[I]) ? 0 : std::fmin(std::fmax(C[I], 0.0), Max);
    MaxC = std::fmax(MaxC, R[I]);
  }
  int ExpShared = std::max(-16, int(std::floor(std::log2(MaxC > 0 ? MaxC : 1e-30)))) + 1 + 15;
  ExpShared = std::max(ExpShared, 0);
  double Denom = std::ldexp(1.0, ExpShared - 15 - 9);
  if (int(std::floor(MaxC / Denom + 0.5)) == 512) {
    Denom *= 2;
    ++ExpShared;
  }
  uint32_t W = uint32_t(ExpShared) << 27;
  for (unsigned I = 0; I != 3; ++I)
    W |= uint32_t(std::floor(R[I] / Denom + 0.5)) << (9 * I);
  return W;
}

void num::fromRGB9E5(uint32_t W, double C[3]) {
  double Scale = std::ldexp(1.0, int(W >> 27) - 15 - 9);
  for (unsigned I = 0; I != 3; ++I)
    C[I] = double((W >> (9 * I)) & 0x1FF) * Scale;
}
