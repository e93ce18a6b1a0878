//===- CompareTest.cpp - metal-run -compare's buffer comparison -----------===//
//
// Expected values are computed here from the formats' definitions: IEEE
// binary32 and binary16 bit patterns, and bfloat as the high 16 bits of a
// binary32 (so 1.0 is 0x3F80 and its next value up 0x3F81).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Run/Executor.h"
#include "gtest/gtest.h"
#include <cstring>
#include <vector>

using namespace metalnt::run;

namespace {

std::vector<uint8_t> floats(std::initializer_list<float> Values) {
  std::vector<uint8_t> Bytes(Values.size() * 4);
  std::memcpy(Bytes.data(), Values.begin(), Bytes.size());
  return Bytes;
}

std::vector<uint8_t> words(std::initializer_list<uint16_t> Values) {
  std::vector<uint8_t> Bytes(Values.size() * 2);
  std::memcpy(Bytes.data(), Values.begin(), Bytes.size());
  return Bytes;
}

TEST(CompareBuffers, FloatsWithinULPs) {
  // 1.0f is 0x3F800000; 0x3F800002 is two units above it.
  uint32_t Two = 0x3F800002;
  float Above;
  std::memcpy(&Above, &Two, 4);
  EXPECT_FALSE(compareBuffers("float", floats({1.0f}), floats({Above}), 2));
  std::optional<BufferDifference> D = compareBuffers("float4", floats({0.f, 1.0f}),
                                                     floats({0.f, Above}), 1);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Element, 1u);
}

TEST(CompareBuffers, AbsoluteTolerance) {
  // 0.01 and 0.0101 are tens of thousands of ULPs apart, 1e-4 apart.
  EXPECT_TRUE(compareBuffers("float", floats({0.01f}), floats({0.0101f}), 64));
  EXPECT_FALSE(compareBuffers("float", floats({0.01f}), floats({0.0101f}), 64, 2e-4));
  EXPECT_TRUE(compareBuffers("float", floats({0.01f}), floats({0.0103f}), 64, 2e-4));
}

TEST(CompareBuffers, BFloatAsFloats) {
  // bfloat 1.0 (0x3F80) and its neighbours; a byte comparison would see
  // the one-unit difference as unequal at any tolerance.
  EXPECT_FALSE(compareBuffers("bfloat", words({0x3F80}), words({0x3F81}), 1));
  EXPECT_TRUE(compareBuffers("bfloat", words({0x3F80}), words({0x3F82}), 1));
  // 1.0 and 1.0078125 (0x3F81) are 0.0078125 apart.
  EXPECT_FALSE(compareBuffers("bfloat4", words({0x3F80}), words({0x3F81}), 0, 0.008));
  // Two NaNs (0x7FC0, 0x7FC1) are equal; a NaN and a number are not.
  EXPECT_FALSE(compareBuffers("bfloat", words({0x7FC0}), words({0x7FC1}), 0));
  EXPECT_TRUE(compareBuffers("bfloat", words({0x7FC0}), words({0x3F80}), 1000));
  // Printed as floats.
  std::optional<BufferDifference> D =
      compareBuffers("bfloat", words({0x3F80}), words({0xC000}), 0);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->First, "1 (0x3f80)");
  EXPECT_EQ(D->Second, "-2 (0xc000)");
}

TEST(CompareBuffers, HalfWithinULPs) {
  // half 1.0 is 0x3C00.
  EXPECT_FALSE(compareBuffers("half", words({0x3C00}), words({0x3C01}), 1));
  EXPECT_TRUE(compareBuffers("half", words({0x3C00}), words({0x3C02}), 1));
}

} // namespace
