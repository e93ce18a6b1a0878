//===- AppleGPUNumbers.h - The G13 simulator's number formats ---*- C++ -*-===//
//
// Conversions between values and the memory, tile and texture formats the
// G13 simulator reads and writes, each from the public definition it
// names: binary16 (IEEE 754), the MSL specification's normalized and sRGB
// conversion rules, EXT_packed_float and EXT_texture_shared_exponent.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_SIMULATOR_APPLEGPUNUMBERS_H
#define METALNT_TARGET_APPLEGPU_SIMULATOR_APPLEGPUNUMBERS_H

#include <cstdint>

namespace metalnt {
namespace applegpu {
namespace num {

float bitsToFloat(uint32_t B);
uint32_t floatToBits(float F);
float halfToFloat(uint16_t H);
/// Round to nearest even from a double, so that results computed exactly
/// in double round once.
uint16_t doubleToHalf(double D);
/// A normalized value's integer by the MSL specification's conversion
/// rules (clamp, scale, round to nearest even; NaN to 0), and back (a
/// signed one's most negative code is -1.0).
int64_t toNorm(double V, unsigned Bits, bool Signed);
double fromNorm(uint64_t Raw, unsigned Bits, bool Signed);
/// sRGB's encoding and decoding of a colour channel (the MSL
/// specification, "Conversion Rules for sRGBA and sBGRA Textures").
double toSRGB(double C);
double fromSRGB(double C);
/// An unsigned float of 5 exponent and \p M mantissa bits
/// (EXT_packed_float): negatives and -0 to 0, NaN a NaN, infinity kept,
/// other values rounded to nearest even (toward zero for the _rtz
/// formats) and at most the largest finite value.
uint32_t toSmallFloat(double V, unsigned M, bool RTZ);
double fromSmallFloat(uint32_t V, unsigned M);
/// RGB9E5 (EXT_texture_shared_exponent's packing and unpacking).
uint32_t toRGB9E5(const double C[3]);
void fromRGB9E5(uint32_t W, double C[3]);

} // namespace num
} // namespace applegpu
} // namespace metalnt

#endif
