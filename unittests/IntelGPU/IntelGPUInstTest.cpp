//===- IntelGPUInstTest.cpp - The Gen9/Gen11 model on iga64's examples ----===//
//
// Encodings iga64 produced (docs/notes/intelgpu-mc-plan.md §1.4, §2.4,
// §2.6, §2.7), as a test that needs no iga64: the text parses, encodes to
// iga64's native and compacted bytes, and both decode back to the text.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUMCInstLower.h"
#include "IntelGPUMessages.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
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

// The code generator builds instructions field by field
// (IntelGPUMCInstLower's build helpers): each must be what IGA's parser
// makes of its text, so that the listing re-assembles to the object.
TEST(IntelGPUInstTest, BuiltInstructionsAreTheParsedOnes) {
  using namespace llvm::IntelGPU::build;
  namespace Msg = llvm::IntelGPUMsg;
  InstIR EOT = send(8, 0, msgNull(), 127, Msg::Spawner,
                    Msg::messageDesc(1, 0, false) | Msg::SpawnerEndOfThread);
  EOT.NoMask = true;
  EOT.EOT = true;
  struct Case {
    InstIR Built;
    const char *Text;
  } Cases[] = {
      {Inst(IntelGPU::ADD, 16, 16).operands(dst(8, 0, TD), vec(10, TD), scalar(112, 3, TD)),
       "add (16|M16) r8.0<1>:d r10.0<8;8,1>:d r112.3<0;1,0>:d"},
      {Inst(IntelGPU::MOV, 8, 8).operands(dst(126, 1, TUD, 2), vec(5, TUD)),
       "mov (8|M8) r126.1<2>:ud r5.0<8;8,1>:ud"},
      {Inst(IntelGPU::MOV, 8).operands(dst(3, 0, TUD), imm(0x76543210, TUV)),
       "mov (8|M0) r3.0<1>:ud 0x76543210:uv"},
      {Inst(IntelGPU::MUL, 8).operands(dst(3, 0, TD), vec(4, TD),
                                       region(5, 1, TUW, 16, 8, 2)),
       "mul (8|M0) r3.0<1>:d r4.0<8;8,1>:d r5.1<16;8,2>:uw"},
      {Inst(IntelGPU::CMP, 16, 16).cond(IntelGPU::CmNe, 1, 0).operands(nullDst(), vec(7, TUD),
                                                                       imm(0, TUD)),
       "cmp (16|M16) (ne)f1.0 null<1>:ud r7.0<8;8,1>:ud 0x0:ud"},
      {Inst(IntelGPU::SEL, 8).pred(0, 0).operands(dst(2, 0, TUD), vec(3, TUD), vec(4, TUD)),
       "(f0.0) sel (8|M0) r2.0<1>:ud r3.0<8;8,1>:ud r4.0<8;8,1>:ud"},
      {Inst(IntelGPU::MOV, 1).noMask().operands(arfDst(FlagF1, TUW), imm(0, TUW)),
       "(W) mov (1|M0) f1.0<1>:uw 0x0:uw"},
      {Inst(IntelGPU::MOV, 1).noMask().operands(dst(123, 0, TUD), arfScalar(FlagF1, 0, TUD)),
       "(W) mov (1|M0) r123.0<1>:ud f1.0<0;1,0>:ud"},
      {Inst(IntelGPU::MOV, 8).operands(dst(2, 0, TUD), imm(0xFFFFFFFFFFull, TUD)),
       "mov (8|M0) r2.0<1>:ud 0xFFFFFFFF:ud"},
      {send(8, 0, msgReg(10), 124, Msg::DataCache1,
            Msg::messageDesc(2, 1, false) |
                Msg::dpDesc(Msg::Stateless, Msg::A64UntypedSurfaceRead, Msg::untypedControl(8))),
       "send (8|M0) r10 r124 0xC 0x04146EFD"},
      {sends(8, 0, msgNull(), 2, 10, 1, Msg::DataCache1,
             Msg::messageDesc(2, 0, false) |
                 Msg::dpDesc(Msg::Stateless, Msg::A64ByteScatteredWrite,
                             Msg::byteScatteredControl(32, 8, /*A64=*/true))),
       "sends (8|M0) null:ud r2 r10 0x4C 0x040688FD"},
      {sends(16, 16, msgNull(), 120, 20, 2, Msg::DataCache0,
             Msg::messageDesc(3, 0, true) |
                 Msg::dpDesc(Msg::Stateless, Msg::DWordScatteredWrite,
                             Msg::dwordScatteredControl(16))),
       "sends (16|M16) null:ud r120 r20 0x8A 0x060AC3FD"},
      {EOT, "(W) send (8|M0) null r127 0x27 0x02000010 {EOT}"},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(C.Text);
    InstIR Parsed;
    ParseError E;
    ASSERT_TRUE(parse(C.Text, Gen::Gen9, Parsed, E)) << E.Message;
    SmallVector<uint8_t, 16> Want, Got;
    ASSERT_FALSE(errorToBool(encode(Parsed, Gen::Gen9, /*NeverCompact=*/true, Want)));
    ASSERT_FALSE(errorToBool(encode(C.Built, Gen::Gen9, /*NeverCompact=*/true, Got)));
    EXPECT_EQ(hex(Got), hex(Want));
    EXPECT_EQ(print(C.Built, Gen::Gen9), print(Parsed, Gen::Gen9));
  }
}

// Descriptors built from their fields give the values Mesa's helpers give
// (written out in brw_eu.h's terms) and iga64 decodes in the tests.
TEST(IntelGPUInstTest, MessageDescriptors) {
  namespace Msg = llvm::IntelGPUMsg;
  // A64 byte scattered read of 16-bit data, SIMD16: 4 address registers,
  // 2 response registers, element size 1, SIMD16 bit 4.
  EXPECT_EQ(Msg::messageDesc(4, 2, false) |
                Msg::dpDesc(Msg::Stateless, Msg::A64ByteScatteredRead,
                            Msg::byteScatteredControl(16, 16, /*A64=*/true)),
            0x082414FDu);
  // SLM untyped atomic add with return, SIMD8 (BRW_AOP_ADD = 7).
  EXPECT_EQ(Msg::messageDesc(1, 1, false) |
                Msg::dpDesc(Msg::SLM, Msg::UntypedAtomic, Msg::atomicControl(7, false)),
            0x0210B7FEu);
  // A committing fence with a header.
  EXPECT_EQ(Msg::messageDesc(1, 1, true) | Msg::dpDesc(0, Msg::MemoryFence, Msg::FenceCommit),
            0x0219E000u);
  // Scratch block read of four registers at row 6; a write of two.
  EXPECT_EQ(Msg::scratchBlockDesc(false, 4, 6), 0x024C2006u);
  EXPECT_EQ(Msg::scratchBlockDesc(true, 2, 6), 0x020E1006u);
}

} // namespace
