//===- ValuesTest.cpp - metal-run's -buffer=I:TYPE=V,... -------------------===//

#include "metalnt/Run/Executor.h"
#include "gtest/gtest.h"

using namespace metalnt;

namespace {

std::vector<uint8_t> encode(const char *Type, const char *Values) {
  llvm::Expected<std::vector<uint8_t>> B = run::encodeValues(Type, Values);
  EXPECT_TRUE(bool(B)) << (B ? "" : llvm::toString(B.takeError()));
  return B ? *B : std::vector<uint8_t>{};
}

std::string error(const char *Type, const char *Values) {
  llvm::Expected<std::vector<uint8_t>> B = run::encodeValues(Type, Values);
  return B ? "" : llvm::toString(B.takeError());
}

TEST(ValuesTest, IntegersLittleEndianInTheirSize) {
  EXPECT_EQ(encode("int", "1,-2"),
            (std::vector<uint8_t>{1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff}));
  EXPECT_EQ(encode("ushort", "0x1234"), (std::vector<uint8_t>{0x34, 0x12}));
  EXPECT_EQ(encode("char", "-128"), (std::vector<uint8_t>{0x80}));
  EXPECT_EQ(encode("ulong", "18446744073709551615"), std::vector<uint8_t>(8, 0xff));
  EXPECT_EQ(encode("long", "-1"), std::vector<uint8_t>(8, 0xff));
}

TEST(ValuesTest, FloatsRoundToNearestEven) {
  // 2.5f = 0x40200000; half 1.0 = 0x3c00; 0.1 in half rounds to 0x2e66.
  EXPECT_EQ(encode("float", "2.5"), (std::vector<uint8_t>{0, 0, 0x20, 0x40}));
  EXPECT_EQ(encode("half", "1,0.1"), (std::vector<uint8_t>{0x00, 0x3c, 0x66, 0x2e}));
}

TEST(ValuesTest, ErrorsNameTheValue) {
  EXPECT_EQ(error("uchar", "256"), "'256' does not fit in a uchar");
  EXPECT_EQ(error("uint", "-1"), "'-1' is not a uint value");
  EXPECT_EQ(error("float", "two"), "'two' is not a float value");
  EXPECT_EQ(error("double", "1"),
            "'double' is not a value type (char, uchar, short, ushort, int, uint, "
            "long, ulong, half, float)");
}

} // namespace
