//===- IntelGPUSamplerTest.cpp - The Gen simulator's texel formats --------===//
//
// surface::pack and surface::unpack against bytes computed here: a typed
// write of a 128-bit format (R32G32B32A32_*) writes its four dwords in
// channel order, and every format whose fields are 32 bits reads back
// what it wrote. (pack kept the fields in a 64-bit accumulator once, so
// blue and alpha of RGBA32 texels were garbage; smoke_sim's advect_smoke
// and clear_textures found it.)
//
//===----------------------------------------------------------------------===//

#include "Simulator/IntelGPUSampler.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace metalnt::intelgpu;

namespace {

TEST(IntelGPUSamplerTest, WideTexelsPackEveryField) {
  // isl's numbers: R32G32B32A32_FLOAT 0, _SINT 1, _UINT 2; R32G32_UINT 135.
  const std::array<uint32_t, 4> Words = {0x11111111, 0x22222222, 0x33333333, 0x44444444};
  for (unsigned Format : {0u, 1u, 2u}) {
    std::array<uint8_t, 16> Bytes{};
    surface::pack(Format, Words, Bytes.data());
    for (unsigned C = 0; C != 4; ++C) {
      uint32_t Field;
      std::memcpy(&Field, Bytes.data() + 4 * C, 4);
      // SINT clamps to the signed range: these are all positive.
      EXPECT_EQ(Field, Words[C]) << "format " << Format << " channel " << C;
    }
    surface::Texel T = surface::unpack(Format, Bytes.data());
    for (unsigned C = 0; C != 4; ++C) {
      uint32_t Got;
      if (Format == 0)
        std::memcpy(&Got, &T.F[C], 4);
      else
        Got = T.I[C];
      EXPECT_EQ(Got, Words[C]) << "format " << Format << " channel " << C;
    }
  }
  std::array<uint8_t, 16> Two{};
  Two.fill(0xEE);
  surface::pack(135, {7, 9, 0, 0}, Two.data());
  uint32_t R, G;
  std::memcpy(&R, Two.data(), 4);
  std::memcpy(&G, Two.data() + 4, 4);
  EXPECT_EQ(R, 7u);
  EXPECT_EQ(G, 9u);
  EXPECT_EQ(Two[8], 0xEE) << "an RG32 texel is 8 bytes";
}

TEST(IntelGPUSamplerTest, NarrowTexelsPackInTheirBits) {
  // R8G8B8A8_UINT (203): four bytes; R16G16_UINT (207): two words.
  std::array<uint8_t, 16> Bytes{};
  Bytes.fill(0xEE);
  surface::pack(203, {1, 2, 300, 4}, Bytes.data());
  EXPECT_EQ(Bytes[0], 1);
  EXPECT_EQ(Bytes[1], 2);
  EXPECT_EQ(Bytes[2], 255) << "clamped to the field";
  EXPECT_EQ(Bytes[3], 4);
  EXPECT_EQ(Bytes[4], 0xEE);
  surface::pack(207, {0x1234, 0x5678, 0, 0}, Bytes.data());
  EXPECT_EQ(Bytes[0], 0x34);
  EXPECT_EQ(Bytes[1], 0x12);
  EXPECT_EQ(Bytes[2], 0x78);
  EXPECT_EQ(Bytes[3], 0x56);
}

} // namespace
