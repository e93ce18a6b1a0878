//===- AppleGPUISATest.cpp - Properties of the G13 instruction model ------===//
//
// Random valid encodings of every instruction definition decode, print,
// parse back and re-encode to the same bytes; the float immediates print as
// Mesa's (Python's) str() does.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AppleGPUISA.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <map>
#include <random>
#include <set>

using namespace llvm;
using namespace llvm::AppleGPU;

namespace {

class AppleGPUISATest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    initializeAppleGPUTarget();
    std::string Err;
    Triple TT("applegpu-apple-macosx");
    const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
    ASSERT_NE(T, nullptr) << Err;
    MRI = T->createMCRegInfo(TT);
    Model = new ISA(*MRI);
  }
  static void TearDownTestSuite() {
    delete Model;
    delete MRI;
  }
  static std::string text(const MCInst &MI) {
    std::string S;
    raw_string_ostream OS(S);
    Model->print(MI, OS);
    return S;
  }
  /// Prints MI's operands and parses them back as Mnemonic.
  static void reparse(const MCInst &MI, StringRef Mnemonic, MCInst &Parsed) {
    SmallVector<std::string, 8> Items;
    ASSERT_FALSE(errorToBool(Model->printOperands(MI, Items)));
    SmallVector<StringRef, 8> Refs(Items.begin(), Items.end());
    ParseFailure F;
    ASSERT_TRUE(Model->parse(Mnemonic, Refs, Parsed, F)) << F.Message;
  }
  static MCRegisterInfo *MRI;
  static ISA *Model;
};

MCRegisterInfo *AppleGPUISATest::MRI;
ISA *AppleGPUISATest::Model;

TEST_F(AppleGPUISATest, FloatImmediatesPrintLikePython) {
  EXPECT_EQ(floatImmediateString(0x00), "0.0");
  EXPECT_EQ(floatImmediateString(0x80), "-0.0");
  EXPECT_EQ(floatImmediateString(0x01), "0.015625"); // 1/64
  EXPECT_EQ(floatImmediateString(0x0F), "0.234375"); // 15/64
  EXPECT_EQ(floatImmediateString(0x70), "16.0");     // 2^(7-7) * 16
  EXPECT_EQ(floatImmediateString(0x7F), "31.0");
  EXPECT_EQ(floatImmediateString(0x30), "1.0");
  EXPECT_EQ(floatImmediateString(0xB8), "-1.5");
  std::set<std::string> All;
  for (unsigned I = 0; I != 256; ++I)
    All.insert(floatImmediateString(I).str());
  EXPECT_EQ(All.size(), 256u) << "every 8-bit float prints distinctly";
}

TEST_F(AppleGPUISATest, TablesAreConsistent) {
  ArrayRef<AGXVariantInfo> Vs = variants();
  EXPECT_EQ(Vs.size(), 174u);
  for (unsigned I = 0; I != Vs.size(); ++I) {
    const AGXVariantInfo &V = Vs[I];
    EXPECT_EQ(V.Order, I);
    EXPECT_EQ(variantForOpcode(V.Opcode), &V) << V.Name;
    // Exact bits lie inside the instruction and inside the owned bits.
    InstBits Len = (InstBits(1) << (8 * V.Length)) - 1;
    EXPECT_EQ(variantMask(V) & ~Len, InstBits(0)) << V.Name;
    EXPECT_EQ(variantValue(V) & ~variantMask(V), InstBits(0)) << V.Name;
    EXPECT_EQ(variantMask(V) & ~variantOwned(V), InstBits(0)) << V.Name;
    const AGXVariantInfo &L = longForm(V);
    EXPECT_GE(L.Length, V.Length);
    if (const AGXVariantInfo *S = shortForm(V))
      EXPECT_LT(S->Length, L.Length) << V.Name;
  }
}

/// Random bytes that satisfy a variant's exact bits and set no bit outside
/// its fields.
static SmallVector<uint8_t, 16> randomEncoding(const AGXVariantInfo &V,
                                               std::mt19937_64 &Rng) {
  InstBits R = (InstBits(Rng()) << 64) | Rng();
  // Sparse values make valid cases (hints, register ranges) likelier.
  if (Rng() & 1)
    R &= (InstBits(Rng()) << 64) | Rng();
  R = (R & variantOwned(V) & ~variantMask(V)) | variantValue(V);
  SmallVector<uint8_t, 16> B;
  for (unsigned I = 0; I != V.Length; ++I)
    B.push_back(uint8_t(R >> (8 * I)));
  return B;
}

/// The bits of an instruction that its text does not show: flipping one
/// alone leaves an instruction that prints the same (Mesa's "don't care"
/// bits inside operand fields, coord's lu, an immediate memory index's
/// sign/zero extension, fcmp_ballot's icmp-like text, ...).
static InstBits invisibleBits(const ISA &M, ArrayRef<uint8_t> Bytes,
                              StringRef Text) {
  InstBits Inv = 0;
  for (unsigned Bit = 0; Bit != 8 * Bytes.size(); ++Bit) {
    SmallVector<uint8_t, 16> F(Bytes.begin(), Bytes.end());
    F[Bit / 8] ^= uint8_t(1u << (Bit % 8));
    MCInst MI;
    uint64_t Size;
    if (!M.decode(F, MI, Size) || Size != Bytes.size())
      continue;
    std::string S;
    raw_string_ostream OS(S);
    M.print(MI, OS);
    if (S == Text)
      Inv |= InstBits(1) << Bit;
  }
  return Inv;
}

static InstBits toBits(ArrayRef<uint8_t> B) {
  InstBits R = 0;
  for (unsigned I = 0; I != B.size(); ++I)
    R |= InstBits(B[I]) << (8 * I);
  return R;
}

TEST_F(AppleGPUISATest, RandomEncodingsRoundTrip) {
  std::mt19937_64 Rng(0x6131);
  const unsigned Tries = 300;
  std::map<std::string, unsigned> Valid;
  unsigned Samples = 0, SameBytes = 0;
  for (const AGXVariantInfo &V : variants()) {
    std::string Key = V.Name + std::string(" (") + V.Form + ")";
    for (unsigned T = 0; T != Tries; ++T) {
      SmallVector<uint8_t, 16> Bytes = randomEncoding(V, Rng);
      MCInst MI;
      uint64_t Size;
      if (!Model->decode(Bytes, MI, Size) || MI.getOpcode() != V.Opcode)
        continue; // not valid, or an earlier (more specific) instruction
      ++Valid[Key];
      ++Samples;
      std::string Text = text(MI);
      SCOPED_TRACE(toHex(Bytes, true) + "  " + Text);

      // Decode -> encode keeps the meaning.
      SmallVector<uint8_t, 16> Enc;
      ASSERT_FALSE(errorToBool(Model->encode(MI, Enc)));
      MCInst Again;
      ASSERT_TRUE(Model->decode(Enc, Again, Size));
      ASSERT_EQ(text(Again), Text);

      // Print -> parse -> encode: bytes that print the same text.
      MCInst Parsed;
      ASSERT_NO_FATAL_FAILURE(reparse(MI, V.Mnemonic, Parsed));
      SmallVector<uint8_t, 16> P;
      ASSERT_FALSE(errorToBool(Model->encode(Parsed, P)));
      MCInst FromP;
      ASSERT_TRUE(Model->decode(P, FromP, Size));
      ASSERT_EQ(text(FromP), Text);

      // The assembler's bytes are a fixed point: decode, print, parse and
      // re-encode give exactly the same bytes.
      MCInst Parsed2;
      ASSERT_NO_FATAL_FAILURE(reparse(FromP, V.Mnemonic, Parsed2));
      SmallVector<uint8_t, 16> P2;
      ASSERT_FALSE(errorToBool(Model->encode(Parsed2, P2)));
      ASSERT_EQ(toHex(P2, true), toHex(P, true));

      // Where the random bytes differ from the assembler's, only bits the
      // text does not show differ; lengths differ only by the canonical
      // length rule.
      if (P.size() == Bytes.size()) {
        InstBits Diff = toBits(P) ^ toBits(Bytes);
        EXPECT_EQ(Diff & ~invisibleBits(*Model, Bytes, Text), InstBits(0))
            << "assembled as " << toHex(P, true);
        SameBytes += Diff == 0;
      } else {
        EXPECT_TRUE(V.AlwaysLong || P.size() < Bytes.size())
            << "assembled as " << toHex(P, true);
      }
    }
  }
  // Every instruction definition had valid random encodings, except the
  // short forms of the masked memory instructions: their write mask lies
  // beyond the short length, so the register vector would be empty.
  std::set<std::string> NeverValid;
  for (const AGXVariantInfo &V : variants()) {
    std::string Key = V.Name + std::string(" (") + V.Form + ")";
    if (!Valid[Key])
      NeverValid.insert(Key);
  }
  std::set<std::string> Expected = {
      "load (short)",          "store (short)",
      "stack_load (short)",    "stack_store (short)",
      "uniform_store (short)", "uniform_store_unk (short)"};
  EXPECT_EQ(NeverValid, Expected);
  EXPECT_GT(Samples, 20000u);
  EXPECT_GT(SameBytes, Samples / 2);
}

// Building by field (what the code generator's MC lowering does) gives
// the assembler's instruction: for random valid encodings, each operand
// field rebuilt from its description and each immediate
// from its value makes the same MCInst as parsing the printed text.
TEST_F(AppleGPUISATest, BuildFromFieldsMatchesTheAssembler) {
  std::mt19937_64 Rng(0x6132);
  unsigned Samples = 0;
  for (const AGXVariantInfo &V : variants()) {
    if (&longForm(V) != &V)
      continue;
    for (unsigned T = 0; T != 200; ++T) {
      SmallVector<uint8_t, 16> Bytes = randomEncoding(V, Rng);
      MCInst MI;
      uint64_t Size;
      if (!Model->decode(Bytes, MI, Size) || MI.getOpcode() != V.Opcode)
        continue;
      SCOPED_TRACE(toHex(Bytes, true) + "  " + text(MI));
      MCInst Parsed;
      ASSERT_NO_FATAL_FAILURE(reparse(MI, V.Mnemonic, Parsed));
      if (Parsed.getOpcode() != V.Opcode)
        continue; // the text also reads as another instruction
      DecodedInst D;
      ASSERT_TRUE(Model->decodeFields(Bytes, D));

      SmallVector<ISA::FieldArg, 8> Args;
      unsigned Op = 0, Operand = 0;
      for (const AGXFieldInfo &Fi : fields(V)) {
        ISA::FieldArg A;
        if (Fi.Role == RoleDest || Fi.Role == RoleSrc) {
          A.Kind = ISA::FieldArg::Operand;
          A.Desc = D.Operands[Operand++].Desc;
          Op += 2;
        } else {
          A.Kind = ISA::FieldArg::Immediate;
          A.Value = MI.getOperand(Op++).getImm();
        }
        Args.push_back(A);
      }
      MCInst Built;
      ASSERT_TRUE(Model->build(V, Args, Built));
      ASSERT_EQ(Built.getNumOperands(), Parsed.getNumOperands());
      for (unsigned I = 0; I != Built.getNumOperands(); ++I) {
        const MCOperand &A = Built.getOperand(I), &B = Parsed.getOperand(I);
        if (A.isReg())
          EXPECT_TRUE(B.isReg() && A.getReg() == B.getReg()) << "operand " << I;
        else
          EXPECT_TRUE(B.isImm() && A.getImm() == B.getImm()) << "operand " << I;
      }
      ++Samples;
    }
  }
  EXPECT_GT(Samples, 10000u);
}

} // namespace
