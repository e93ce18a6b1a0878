//===- Formats.h - Metal's vertex attribute and pixel formats ---*- C++ -*-===//
//
// What a render translation compiles in from a pipeline descriptor: the
// layout and numeric kind of every vertex attribute format (MTLVertexFormat,
// the ATTRIBUTE FORMAT list of metal-pipelines-script(5)) and of the
// uncompressed pixel formats (MTLPixelFormat), with exact conversions
// between a pixel's bytes and its four channel values. The host executor
// (textures, attachments), the shared vertex fetch and each target's export
// formats read the same tables. docs/render.md lists them with their
// sources.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LOWERING_FORMATS_H
#define METALNT_LOWERING_FORMATS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>

namespace metalnt {
namespace formats {

/// How the stored bits of a component become a value.
enum class NumericKind : uint8_t {
  UNorm,  ///< unsigned, divided by 2^bits - 1
  SNorm,  ///< signed, divided by 2^(bits-1) - 1, clamped to -1
  UInt,
  SInt,
  Float,  ///< IEEE binary16/32, or the unsigned 11/10-bit and shared-exponent floats
  SRGB,   ///< UNorm holding sRGB-encoded colour (alpha stays linear)
};

/// Whether values of this kind are read as floats (normalized or float)
/// rather than integers.
inline bool isFloatKind(NumericKind K) {
  return K != NumericKind::UInt && K != NumericKind::SInt;
}

/// One stored component: Bits bits at bit Offset of the element's
/// little-endian word(s), feeding channel Channel (0 R, 1 G, 2 B, 3 A).
struct Component {
  uint8_t Channel;
  uint8_t Offset;
  uint8_t Bits;
};

/// A vertex attribute format ("Float3", "UChar4Normalized_BGRA", ...).
struct AttributeFormat {
  llvm::StringRef Name;
  NumericKind Kind;
  uint8_t Size; ///< bytes one attribute occupies
  uint8_t NumComponents;
  std::array<Component, 4> Components;
};
/// The attribute format of this name, or null ("Invalid" and unknown names).
const AttributeFormat *lookupAttributeFormat(llvm::StringRef Name);
llvm::ArrayRef<AttributeFormat> getAttributeFormats();

/// An uncompressed pixel format.
struct PixelFormat {
  llvm::StringRef Name;
  NumericKind Kind;
  uint8_t Size; ///< bytes per pixel
  uint8_t NumComponents;
  std::array<Component, 4> Components;
  /// A special float packing: 0 none, 11 for RG11B10Float, 9 for
  /// RGB9E5Float.
  uint8_t PackedFloat = 0;
  bool IsDepth = false, IsStencil = false;
};
/// The pixel format of this name, or null when it is unknown or one this
/// library does not model (block-compressed, YUV, extended range).
const PixelFormat *lookupPixelFormat(llvm::StringRef Name);
llvm::ArrayRef<PixelFormat> getPixelFormats();

/// A pixel's channel values: floats for float kinds, 32-bit integers
/// (stored as their bits) for integer kinds.
union Texel {
  float F[4];
  int32_t I[4];
  uint32_t U[4];
};

/// The channels of the pixel at P: missing colour channels read as 0 and a
/// missing alpha as 1 (A8Unorm's colour channels as 0); sRGB colour
/// channels decoded to linear.
Texel unpackPixel(const PixelFormat &F, const uint8_t *P);
/// Stores T at P: floats clamped to the kind's range and rounded to
/// nearest even for normalized kinds, integers truncated to the component
/// width; sRGB colour encoded. Channels the format lacks are dropped.
void packPixel(const PixelFormat &F, const Texel &T, uint8_t *P);

/// Copies the stored bits of the channels in Mask (bit 0 red ... bit 3
/// alpha) from the pixel at From to the pixel at To.
void copyChannels(const PixelFormat &F, unsigned Mask, const uint8_t *From,
                  uint8_t *To);

/// The float a normalized component's bits stand for (Metal's conversion
/// rules, MSL specification section 7.7.1).
float unormToFloat(uint32_t Bits, unsigned Width);
float snormToFloat(uint32_t Bits, unsigned Width);
/// The nearest normalized value to F, after clamping.
uint32_t floatToUnorm(float F, unsigned Width);
uint32_t floatToSnorm(float F, unsigned Width);
/// binary16 and binary32 values and their bits (to binary16: round to
/// nearest even).
float halfToFloat(uint16_t Bits);
uint16_t floatToHalf(float F);
float bitsToFloat(uint32_t Bits);
uint32_t floatToBits(float F);
/// sRGB transfer functions (MSL specification section 7.7.7).
float srgbToLinear(float C);
float linearToSRGB(float L);

} // namespace formats
} // namespace metalnt

#endif
