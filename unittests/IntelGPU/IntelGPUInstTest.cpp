//===- IntelGPUInstTest.cpp - The Gen9/Gen11 model on iga64's examples ----===//
//
// Encodings iga64 produced (docs/notes/intelgpu-mc-plan.md §1.4, §2.4,
// §2.6, §2.7), as a test that needs no iga64: the text parses, encodes to
// iga64's native and compacted bytes, and both decode back to the text.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/IntelGPUInst.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::IntelGPU;

namespace {

struct Example {
  Gen G;
  const char *Text;
  uint32_t DW[4];      // DW3, DW2, DW1, DW0 as iga64 -Xprint-bits shows them
  uint32_t Compact[2]; // DW1, DW0 of the compacted form; {0, 0} if none
};

const Example Examples[] = {
    {Gen::Gen9, "mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f",
     {0x00000000, 0x008D0040, 0x20203AE8, 0x00600001}, {0x00020107, 0x20010B01}},
    {Gen::Gen11, "mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f",
     {0x00000000, 0x008D0040, 0x20204B28, 0x00600001}, {0x00020107, 0x20010B01}},
    {Gen::Gen9, "add (16|M0) r4.0<1>:f r6.0<8;8,1>:f r8.0<8;8,1>:f",
     {0x008D0100, 0x3A8D00C0, 0x20803AE8, 0x00800040}, {0x080604E7, 0x20025640}},
    {Gen::Gen11, "add (16|M0) r4.0<1>:f r6.0<8;8,1>:f r8.0<8;8,1>:f",
     {0x008D0100, 0x4A8D00C0, 0x20804B28, 0x00800040}, {0x080604E7, 0x20025640}},
    {Gen::Gen9, "mad (8|M0) r10.0<1>:f r11.0<2;1>:f r12.0<2;1>:f r13.0<1>:f",
     {0x03472018, 0x3900B1C8, 0x0A1E0000, 0x0060015B}, {0x1A305800, 0x2000A15B}},
    {Gen::Gen11, "mad (8|M0) r10.0<1>:f r11.0<4;1>:f r12.0<4;1>:f r13.0<1>:f",
     {0x03408418, 0x0620B031, 0x0A004008, 0x0060005B}, {0, 0}},
    {Gen::Gen9, "(f0.0) sel (8|M0) r3.0<1>:d r4.0<8;8,1>:d 5:d",
     {0x00000005, 0x0E8D0080, 0x20600A28, 0x00610002}, {0x05040307, 0x2001D502}},
    {Gen::Gen9, "cmp (8|M0) (lt)f0.0 null<1>:f r2.0<8;8,1>:f 0.0:f",
     {0x00000000, 0x3E8D0040, 0x20003AE0, 0x05600010}, {0x00020007, 0x25026B10}},
    {Gen::Gen11, "cmp (8|M0) (lt)f0.0 null<1>:f r2.0<8;8,1>:f 0.0:f",
     {0x00000000, 0x4E8D0040, 0x20004B20, 0x05600010}, {0x00020007, 0x25026B10}},
    {Gen::Gen9, "send (8|M0) r10 r2 0xC 0x04146EFD",
     {0x04146EFD, 0x06000040, 0x21400208, 0x0C600031}, {0, 0}},
    {Gen::Gen9, "sends (8|M0) null:ud r2 r10 0x4C 0x040688FD",
     {0x040688FD, 0x00000041, 0x0000A010, 0x0C600033}, {0, 0}},
    {Gen::Gen9, "(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud",
     {0x00000000, 0x008D0000, 0x2FE0020C, 0x00600001}, {0x00007F07, 0x20004D01}},
    {Gen::Gen9, "send (8|M0) null r127 0x27 0x02000010 {EOT}",
     {0x82000010, 0x06000FE0, 0x20000200, 0x07600031}, {0, 0}},
    {Gen::Gen9, "add (8|M0) (sat)r5.0<1>:f -r6.0<8;8,1>:f (abs)r7.0<8;8,1>:f",
     {0x008D20E0, 0x3A8D40C0, 0x20A03AE8, 0x80600040}, {0x070605EF, 0xA0025A40}},
    {Gen::Gen11, "mad (8|M0) r1.0<1>:f 1.0:hf r3.0<4;1>:f 2.0:hf",
     {0x08000006, 0x0621E000, 0x01006808, 0x0060005B}, {0, 0}},
    {Gen::Gen9, "(f0.0) if (8|M0) 32 64",
     {0x00000020, 0x00000040, 0x20000E00, 0x00610022}, {0, 0}},
    {Gen::Gen9, "call (8|M0) r10.0 112",
     {0x00000070, 0x0E450000, 0x21400028, 0x0060002C}, {0, 0}},
    {Gen::Gen11, "call (8|M0) r10.0 112",
     {0x00000070, 0x0E490000, 0x21400028, 0x0060002C}, {0, 0}},
    {Gen::Gen9, "ret (8|M0) r10.0",
     {0x00000000, 0x00450140, 0x20000A00, 0x0060002D}, {0, 0}},
};

std::string hex(ArrayRef<uint8_t> B) { return toHex(B, /*LowerCase=*/true); }

SmallVector<uint8_t, 16> bytesOf(const uint32_t *DW, unsigned N) {
  SmallVector<uint8_t, 16> B;
  for (unsigned I = N; I-- > 0;) // DW0 first in memory
    for (unsigned K = 0; K != 4; ++K)
      B.push_back(uint8_t(DW[I] >> (8 * K)));
  return B;
}

TEST(IntelGPUInstTest, IGAExamples) {
  for (const Example &X : Examples) {
    SCOPED_TRACE(std::string("Gen") + std::to_string(unsigned(X.G)) + ": " + X.Text);
    InstIR I;
    ParseError E;
    ASSERT_TRUE(parse(X.Text, X.G, I, E)) << E.Message;
    SmallVector<uint8_t, 16> Native, Compact;
    ASSERT_FALSE(errorToBool(encode(I, X.G, /*NeverCompact=*/true, Native)));
    EXPECT_EQ(hex(Native), hex(bytesOf(X.DW, 4)));
    ASSERT_FALSE(errorToBool(encode(I, X.G, /*NeverCompact=*/false, Compact)));
    bool HasCompact = X.Compact[0] || X.Compact[1];
    EXPECT_EQ(hex(Compact), hex(HasCompact ? bytesOf(X.Compact, 2) : bytesOf(X.DW, 4)));
    for (const SmallVector<uint8_t, 16> &Bytes : {Native, Compact}) {
      unsigned Size;
      Expected<InstIR> D = decode(Bytes, X.G, Size);
      ASSERT_TRUE(bool(D)) << toString(D.takeError());
      EXPECT_EQ(Size, Bytes.size());
      std::string Want = X.Text;
      if (Size == 8)
        Want += " {Compacted}";
      if (StringRef(X.Text).ends_with("}") && Size == 8)
        continue;
      EXPECT_EQ(print(*D, X.G), Want);
    }
  }
}

TEST(IntelGPUInstTest, CompactWordsOfOperationsWithoutACompactForm) {
  // send has no compact form on either generation; Gen11 has no
  // three-source compaction.
  Expected<Native> Send = uncompact(0x0000000020000031ull, Gen::Gen9);
  EXPECT_FALSE(bool(Send));
  consumeError(Send.takeError());
  Expected<Native> Mad11 = uncompact(0x1A3058002000A15Bull, Gen::Gen11);
  EXPECT_FALSE(bool(Mad11));
  consumeError(Mad11.takeError());
  Expected<Native> Mad9 = uncompact(0x1A3058002000A15Bull, Gen::Gen9);
  ASSERT_TRUE(bool(Mad9));
  EXPECT_EQ(compact(*Mad9, Gen::Gen9), std::optional<uint64_t>(0x1A3058002000A15Bull));
}

TEST(IntelGPUInstTest, Gen9OnlyAndGen11OnlyOperations) {
  InstIR I;
  ParseError E;
  EXPECT_FALSE(parse("ror (8|M0) r1.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud", Gen::Gen9, I, E));
  EXPECT_EQ(E.Message, "unknown instruction 'ror' on Gen9");
  EXPECT_TRUE(parse("ror (8|M0) r1.0<1>:ud r2.0<8;8,1>:ud r3.0<8;8,1>:ud", Gen::Gen11, I, E));
  EXPECT_FALSE(parse("pln (8|M0) r1.0<1>:f r2.0<0;1,0>:f r3.0<8;8,1>:f", Gen::Gen11, I, E));
  EXPECT_TRUE(parse("pln (8|M0) r1.0<1>:f r2.0<0;1,0>:f r3.0<8;8,1>:f", Gen::Gen9, I, E));
}

} // namespace
