//===- FormatsTest.cpp - Metal's pixel and attribute formats -------------===//
//
// Expected values come from the formats' definitions, computed by hand
// here: the MSL specification's normalized-integer and sRGB rules, the
// Vulkan/OpenGL bit layouts of the packed formats (R5G6B5_UNORM_PACK16:
// R in bits 11-15; A2B10G10R10: R in bits 0-9), and OpenGL's
// EXT_packed_float and EXT_texture_shared_exponent encodings.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Formats.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>

using namespace metalnt::formats;

namespace {

Texel unpack(const char *Name, std::initializer_list<uint8_t> Bytes) {
  const PixelFormat *F = lookupPixelFormat(Name);
  EXPECT_NE(F, nullptr) << Name;
  std::vector<uint8_t> B(Bytes);
  B.resize(16);
  return unpackPixel(*F, B.data());
}

std::vector<uint8_t> pack(const char *Name, float R, float G, float B, float A) {
  const PixelFormat *F = lookupPixelFormat(Name);
  EXPECT_NE(F, nullptr) << Name;
  Texel T;
  T.F[0] = R, T.F[1] = G, T.F[2] = B, T.F[3] = A;
  std::vector<uint8_t> Out(F->Size, 0);
  packPixel(*F, T, Out.data());
  return Out;
}

uint32_t word(const std::vector<uint8_t> &B) {
  uint32_t W = 0;
  std::memcpy(&W, B.data(), std::min<size_t>(4, B.size()));
  return W;
}

TEST(FormatsTest, NormalizedEightBit) {
  Texel T = unpack("RGBA8Unorm", {0, 128, 255, 64});
  EXPECT_EQ(T.F[0], 0.0f);
  EXPECT_EQ(T.F[1], 128.0f / 255.0f);
  EXPECT_EQ(T.F[2], 1.0f);
  EXPECT_EQ(T.F[3], 64.0f / 255.0f);
  // 0.5 * 255 = 127.5 rounds to even: 128; out of range clamps; NaN is 0.
  EXPECT_EQ(pack("RGBA8Unorm", 0.5f, 1.5f, -1.0f, NAN),
            (std::vector<uint8_t>{128, 255, 0, 0}));
  // snorm: -128 and -127 both read -1.
  Texel S = unpack("RGBA8Snorm", {0x80, 0x81, 127, 0});
  EXPECT_EQ(S.F[0], -1.0f);
  EXPECT_EQ(S.F[1], -1.0f);
  EXPECT_EQ(S.F[2], 1.0f);
  EXPECT_EQ(pack("RGBA8Snorm", -1.0f, -0.5f, 0.5f, 2.0f),
            (std::vector<uint8_t>{0x81, 0xC0, 64, 127}));
}

TEST(FormatsTest, ChannelOrderAndMissingChannels) {
  Texel T = unpack("BGRA8Unorm", {255, 0, 0, 255});
  EXPECT_EQ(T.F[2], 1.0f); // the first byte is blue
  EXPECT_EQ(T.F[0], 0.0f);
  Texel R = unpack("R8Unorm", {255});
  EXPECT_EQ(R.F[1], 0.0f); // missing colour 0, missing alpha 1
  EXPECT_EQ(R.F[3], 1.0f);
  Texel A = unpack("A8Unorm", {51});
  EXPECT_EQ(A.F[0], 0.0f);
  EXPECT_EQ(A.F[3], 0.2f);
  Texel U = unpack("RG16Uint", {0x34, 0x12, 0xff, 0xff});
  EXPECT_EQ(U.U[0], 0x1234u);
  EXPECT_EQ(U.U[1], 0xffffu);
  EXPECT_EQ(U.U[3], 1u);
  Texel I = unpack("RGBA8Sint", {0xff, 0x80, 1, 0});
  EXPECT_EQ(I.I[0], -1);
  EXPECT_EQ(I.I[1], -128);
}

TEST(FormatsTest, PackedSixteenAndThirtyTwoBit) {
  // B5G6R5Unorm is Vulkan's R5G6B5_UNORM_PACK16: red in bits 11-15.
  Texel T = unpack("B5G6R5Unorm", {0x00, 0xF8});
  EXPECT_EQ(T.F[0], 1.0f);
  EXPECT_EQ(T.F[1], 0.0f);
  EXPECT_EQ(T.F[2], 0.0f);
  EXPECT_EQ(word(pack("B5G6R5Unorm", 0, 1, 0, 1)), 0x07E0u);
  // A1BGR5Unorm (R5G5B5A1_UNORM_PACK16): alpha in bit 0.
  EXPECT_EQ(word(pack("A1BGR5Unorm", 0, 0, 0, 1)), 0x0001u);
  // BGR5A1Unorm (A1R5G5B5_UNORM_PACK16): alpha in bit 15.
  EXPECT_EQ(word(pack("BGR5A1Unorm", 0, 0, 0, 1)), 0x8000u);
  // RGB10A2Unorm: red in bits 0-9, alpha in 30-31.
  EXPECT_EQ(word(pack("RGB10A2Unorm", 1, 0, 0, 1)), 0xC00003FFu);
  EXPECT_EQ(word(pack("BGR10A2Unorm", 1, 0, 0, 0)), 0x3FF00000u);
}

TEST(FormatsTest, PackedFloats) {
  // 11- and 10-bit unsigned floats: 5 exponent bits, bias 15.
  uint32_t One = (15u << 6) | (15u << 6) << 11 | (15u << 5) << 22;
  EXPECT_EQ(word(pack("RG11B10Float", 1, 1, 1, 1)), One);
  Texel T = unpack("RG11B10Float", {0xC0, 0x03, 0, 0});
  EXPECT_EQ(T.F[0], 1.0f);
  EXPECT_EQ(T.F[1], 0.0f);
  // Negative values become 0; too large ones the largest finite value.
  EXPECT_EQ(word(pack("RG11B10Float", -2, 1e9f, 0, 0)) & 0x3FFFFFu,
            (30u << 6 | 63u) << 11);
  // RGB9E5: 1.0 is mantissa 256 with a shared exponent of 16.
  EXPECT_EQ(word(pack("RGB9E5Float", 1, 0, 0, 1)), 256u | 16u << 27);
  Texel E = unpack("RGB9E5Float", {0x00, 0x01, 0, 0x80});
  EXPECT_EQ(E.F[0], 1.0f);
}

TEST(FormatsTest, SRGBAndHalf) {
  // Linear 0.5 is sRGB 0.73536, * 255 = 187.5: 188.
  EXPECT_EQ(pack("RGBA8Unorm_sRGB", 0.5f, 0, 1, 0.5f),
            (std::vector<uint8_t>{188, 0, 255, 128}));
  Texel T = unpack("RGBA8Unorm_sRGB", {188, 255, 0, 128});
  EXPECT_NEAR(T.F[0], 0.5029f, 1e-4); // decoding 188/255
  EXPECT_EQ(T.F[1], 1.0f);
  EXPECT_EQ(T.F[3], 128.0f / 255.0f); // alpha stays linear
  // Half: 1/3 rounds to 0x3555.
  std::vector<uint8_t> H = pack("R16Float", 1.0f / 3, 0, 0, 0);
  EXPECT_EQ(H, (std::vector<uint8_t>{0x55, 0x35}));
}

TEST(FormatsTest, WriteMaskCopiesChannelBits) {
  const PixelFormat *F = lookupPixelFormat("B5G6R5Unorm");
  uint8_t From[2] = {0xFF, 0xFF}, To[2] = {0, 0};
  copyChannels(*F, 0x2, From, To); // green only: bits 5-10
  EXPECT_EQ(To[0] | To[1] << 8, 0x07E0);
}

TEST(FormatsTest, AttributeFormats) {
  const AttributeFormat *F = lookupAttributeFormat("Float3");
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->Size, 12);
  EXPECT_EQ(F->NumComponents, 3);
  const AttributeFormat *B = lookupAttributeFormat("UChar4Normalized_BGRA");
  ASSERT_NE(B, nullptr);
  EXPECT_EQ(B->Components[0].Channel, 2); // the first byte is blue
  EXPECT_EQ(lookupAttributeFormat("Invalid"), nullptr);
  // Every attribute format of metal-pipelines-script(5): 8 kinds of 1 to
  // 4 components, 4 normalized kinds, and 3 packed formats.
  EXPECT_EQ(getAttributeFormats().size(), 8u * 4 + 4 * 4 + 3);
  EXPECT_EQ(snormToFloat(0x200, 10), -1.0f);
  EXPECT_EQ(unormToFloat(3, 2), 1.0f);
}

} // namespace
