//===- IntelGPUSimulatorTest.cpp - The Gen9/Gen11 simulator's core --------===//
//
// Programs written in IGA's syntax, assembled by the instruction model and
// run by the simulator; every expected value is computed here from the
// instructions' definitions (Intel's PRMs; docs/intelgpu-simulator.md).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/IntelGPUInst.h"
#include "Simulator/IntelGPUSimulator.h"
#include "metalnt/Target/IntelGPU/IntelGPUABI.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>
#include <map>

using namespace llvm;
using namespace llvm::IntelGPU;
using namespace metalnt::intelgpu;

namespace {

/// Assembles IGA statements, one per line.
std::vector<uint8_t> assemble(Gen G, const char *Text) {
  std::vector<uint8_t> Code;
  StringRef Rest(Text);
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    Line = Line.trim();
    if (Line.empty())
      continue;
    InstIR I;
    ParseError E;
    EXPECT_TRUE(parse(Line, G, I, E)) << Line.str() << ": " << E.Message;
    SmallVector<uint8_t, 16> Bytes;
    EXPECT_FALSE(bool(encode(I, G, false, Bytes))) << Line.str();
    Code.insert(Code.end(), Bytes.begin(), Bytes.end());
  }
  return Code;
}

/// Global memory: byte arrays at base addresses.
class TestMemory final : public Memory {
public:
  std::map<uint64_t, std::vector<uint8_t>> Maps;
  bool read(uint64_t A, void *Out, size_t Size) override {
    for (auto &[Base, Bytes] : Maps)
      if (A >= Base && A + Size <= Base + Bytes.size()) {
        std::memcpy(Out, &Bytes[A - Base], Size);
        return true;
      }
    return false;
  }
  bool write(uint64_t A, const void *In, size_t Size) override {
    for (auto &[Base, Bytes] : Maps)
      if (A >= Base && A + Size <= Base + Bytes.size()) {
        std::memcpy(&Bytes[A - Base], In, Size);
        return true;
      }
    return false;
  }
};

float f(const ThreadState &T, unsigned Reg, unsigned Ch) {
  return T.get<float>(Reg * GRFBytes + 4 * Ch);
}

uint32_t u(const ThreadState &T, unsigned Reg, unsigned Ch) {
  return T.get<uint32_t>(Reg * GRFBytes + 4 * Ch);
}

const char *EOT = "(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud\n"
                  "send (8|M0) null r127 0x27 0x02000010 {EOT}\n";

TEST(IntelGPUSimulatorTest, SaxpyThroughA64Messages) {
  for (Gen G : {Gen::Gen9, Gen::Gen11}) {
    std::string Program = std::string(R"(
      send (8|M0) r10 r1 0xC 0x04146EFD
      send (8|M0) r11 r3 0xC 0x04146EFD
      mul (8|M0) r12.0<1>:f r10.0<8;8,1>:f r5.0<0;1,0>:f
      add (8|M0) r13.0<1>:f r12.0<8;8,1>:f r11.0<8;8,1>:f
      sends (8|M0) null:ud r3 r13 0x4C 0x04066EFD
    )") + (G == Gen::Gen11 ? "(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud\n"
                             "send (8|M0) null r127 0x27 0x02000000 {EOT}\n"
                           : EOT);
    std::vector<uint8_t> Code = assemble(G, Program.c_str());
    TestMemory M;
    std::vector<float> X(8), Y(8);
    for (unsigned I = 0; I != 8; ++I) {
      X[I] = 1.5f * I - 3;
      Y[I] = 0.25f * I;
    }
    M.Maps[0x10000].resize(32);
    M.Maps[0x20000].resize(32);
    std::memcpy(M.Maps[0x10000].data(), X.data(), 32);
    std::memcpy(M.Maps[0x20000].data(), Y.data(), 32);
    ThreadState T;
    // r1-r2: x's addresses; r3-r4: y's; r5.0: a. The last two channels
    // were not dispatched (a partial thread).
    for (unsigned I = 0; I != 8; ++I) {
      uint64_t AX = 0x10000 + 4 * I, AY = 0x20000 + 4 * I;
      std::memcpy(&T.GRF[1 * GRFBytes + 8 * I], &AX, 8);
      std::memcpy(&T.GRF[3 * GRFBytes + 8 * I], &AY, 8);
    }
    T.set<float>(5 * GRFBytes, 2.5f);
    T.DispatchMask = 0x3F;
    Expected<RunStats> S = runThread(Code, unsigned(G), T, M);
    ASSERT_TRUE(bool(S)) << toString(S.takeError());
    EXPECT_TRUE(T.Ended);
    std::vector<float> Out(8);
    std::memcpy(Out.data(), M.Maps[0x20000].data(), 32);
    for (unsigned I = 0; I != 8; ++I)
      EXPECT_EQ(Out[I], I < 6 ? 2.5f * X[I] + Y[I] : Y[I]) << "channel " << I;
  }
}

// A channel's read of another channel's value through a0 (VxH), and a
// SIMD8 message sent by one channel: (1|M0) reads channel 0's address only,
// though r1's other qwords hold addresses outside memory.
TEST(IntelGPUSimulatorTest, IndirectRegionsAndOneChannelMessages) {
  for (Gen G : {Gen::Gen9, Gen::Gen11}) {
    std::string Program = std::string(R"(
      shl (8|M0) a0.0<1>:uw r2.0<16;8,2>:uw 0x2:uw
      add (8|M0) a0.0<1>:uw a0.0<8;8,1>:uw 0x60:uw
      mov (8|M0) r4.0<1>:ud r[a0.0]<1,0>:ud
      mov (8|M0) r5.0<1>:uw a0.0<8;8,1>:uw
      mov (1|M0) a0.3<1>:uw 0x64:uw
      mov (8|M0) r6.0<1>:ud r[a0.3,8]<8;8,1>:ud
      (W) send (1|M0) r7 r8 0xC 0x04146EFD
    )") + (G == Gen::Gen11 ? "(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud\n"
                             "send (8|M0) null r127 0x27 0x02000000 {EOT}\n"
                           : EOT);
    std::vector<uint8_t> Code = assemble(G, Program.c_str());
    TestMemory M;
    M.Maps[0x30000] = {0x78, 0x56, 0x34, 0x12};
    ThreadState T;
    // r2: each channel's source channel (7 - i); r3: the values, 100 + i,
    // then r4's (for the plain indirect region past r3).
    for (unsigned I = 0; I != 8; ++I) {
      T.set<uint32_t>(2 * GRFBytes + 4 * I, 7 - I);
      T.set<uint32_t>(3 * GRFBytes + 4 * I, 100 + I);
      uint64_t A = I ? 0xDEAD0000 + I : 0x30000;
      std::memcpy(&T.GRF[8 * GRFBytes + 8 * I], &A, 8);
    }
    T.DispatchMask = 0xFF;
    Expected<RunStats> S = runThread(Code, unsigned(G), T, M);
    ASSERT_TRUE(bool(S)) << toString(S.takeError());
    for (unsigned I = 0; I != 8; ++I) {
      EXPECT_EQ(u(T, 4, I), 100 + (7 - I)) << "channel " << I;
      uint16_t W;
      std::memcpy(&W, &T.GRF[5 * GRFBytes + 2 * I], 2);
      EXPECT_EQ(W, 0x60 + 4 * (7 - I)) << "channel " << I;
      // a0.3 = 0x64, + 8 bytes: r3's dword 3 onward, into r4 (already
      // written above) for the last three.
      unsigned Dw = 3 + I;
      uint32_t Want = Dw < 8 ? 100 + Dw : 100 + (7 - (Dw - 8));
      EXPECT_EQ(u(T, 6, I), Want) << "channel " << I;
    }
    EXPECT_EQ(u(T, 7, 0), 0x12345678u);
  }
}

TEST(IntelGPUSimulatorTest, RegionsPredicationAndFlags) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    mov (8|M0) r20.0<1>:ud r8.0<2;1,0>:ud
    add (8|M0) r21.0<1>:d r3.0<8;8,1>:d -5:d
    cmp (8|M0) (lt)f0.0 null<1>:d r21.0<8;8,1>:d 0:d
    (f0.0) mov (8|M0) r22.0<1>:d 100:d
    (f0.0) sel (8|M0) r23.0<1>:d r3.0<8;8,1>:d r21.0<8;8,1>:d
    sel (8|M0) (ge)f0.1 r24.0<1>:d r3.0<8;8,1>:d 3:d
    shl (8|M0) r25.0<1>:ud r3.0<8;8,1>:ud 28:ud
    asr (8|M0) r26.0<1>:d r25.0<8;8,1>:d 30:ud
    mov (8|M0) r27.0<1>:d r6.0<8;8,1>:f
  )") + EOT).c_str());
  ThreadState T;
  for (unsigned I = 0; I != 16; ++I) // r8-r9
    T.set<uint32_t>(8 * GRFBytes + 4 * I, 1000 + I);
  for (unsigned I = 0; I != 8; ++I)
    T.set<uint32_t>(3 * GRFBytes + 4 * I, I);
  const float Floats[8] = {1.9f, -1.9f, 3e9f, -3e9f, NAN, 0.5f, -0.5f, 7.0f};
  for (unsigned I = 0; I != 8; ++I)
    T.set<float>(6 * GRFBytes + 4 * I, Floats[I]);
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 8; ++I) {
    // <2;1,0>: rows of one element, two apart: channel i reads element 2i
    // (crossing into r9 from channel 4).
    EXPECT_EQ(u(T, 20, I), 1000 + 2 * I);
    int32_t R21 = int32_t(I) - 5;
    EXPECT_EQ(int32_t(u(T, 21, I)), R21);
    // The flag is set where i - 5 < 0; the predicated mov writes there.
    EXPECT_EQ(int32_t(u(T, 22, I)), R21 < 0 ? 100 : 0);
    EXPECT_EQ(int32_t(u(T, 23, I)), R21 < 0 ? int32_t(I) : R21);
    EXPECT_EQ(int32_t(u(T, 24, I)), std::max<int32_t>(I, 3));
    EXPECT_EQ(u(T, 25, I), uint32_t(I) << 28);
    EXPECT_EQ(int32_t(u(T, 26, I)), int32_t(uint32_t(I) << 28) >> 30);
  }
  EXPECT_EQ(T.Flag[0] & 0xFF, 0x1Fu); // channels 0-4 are below 0
  // Float to integer: toward zero, clamped, NaN to 0.
  const int32_t Want[8] = {1, -1, INT32_MAX, INT32_MIN, 0, 0, 0, 7};
  for (unsigned I = 0; I != 8; ++I)
    EXPECT_EQ(int32_t(u(T, 27, I)), Want[I]) << "channel " << I;
}

TEST(IntelGPUSimulatorTest, SaturationDenormalsAndMultiplies) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    add (8|M0) (le)f0.0 (sat)r20.0<1>:f r2.0<8;8,1>:f 0.5:f
    mul (8|M0) r21.0<1>:f r3.0<8;8,1>:f 1.0:f
    mov (8|M0) r22.0<1>:f r3.0<8;8,1>:f
    mul (8|M0) r23.0<1>:d r4.0<8;8,1>:d r5.0<8;8,1>:d
    add (8|M0) (sat)r24.0<1>:w r4.0<16;8,2>:w 32000:w
  )") + EOT).c_str());
  ThreadState T;
  const float In[8] = {-2.0f, -0.5f, -0.25f, 0.0f, 0.25f, 0.5f, 2.0f, NAN};
  const float Tiny = std::ldexp(1.0f, -130); // a binary32 denormal
  for (unsigned I = 0; I != 8; ++I) {
    T.set<float>(2 * GRFBytes + 4 * I, In[I]);
    T.set<float>(3 * GRFBytes + 4 * I, I & 1 ? -Tiny : Tiny);
    T.set<uint32_t>(4 * GRFBytes + 4 * I, uint32_t(100000 * (I + 1)));
    T.set<uint32_t>(5 * GRFBytes + 4 * I, uint32_t(-3 - int32_t(I)));
  }
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 8; ++I) {
    // .sat clamps to [0, 1] (NaN to 0); the flag tests the clamped value.
    float Sum = std::isnan(In[I]) ? 0.0f : std::min(std::max(In[I] + 0.5f, 0.0f), 1.0f);
    EXPECT_EQ(f(T, 20, I), Sum) << "channel " << I;
    EXPECT_EQ((T.Flag[0] >> I) & 1, Sum <= 0.0f ? 1u : 0u) << "channel " << I;
    // Arithmetic flushes denormals (keeping the sign); a mov copies them.
    EXPECT_EQ(f(T, 21, I), 0.0f);
    EXPECT_EQ(std::signbit(f(T, 21, I)), bool(I & 1));
    EXPECT_EQ(f(T, 22, I), I & 1 ? -Tiny : Tiny);
    // dword x dword: the low 32 bits of the product.
    EXPECT_EQ(int32_t(u(T, 23, I)),
              int32_t(uint32_t(int64_t(100000) * (I + 1) * (-3 - int64_t(I)))));
    // Words of the dwords' low halves, + 32000, saturated to [-32768, 32767].
    int32_t W = int16_t(uint16_t(100000 * (I + 1)));
    int32_t Want = std::min(std::max(W + 32000, -32768), 32767);
    EXPECT_EQ(int16_t(T.get<uint32_t>(24 * GRFBytes + 2 * I) & 0xFFFF), Want);
  }
  // Gen11 has no dword x dword multiply.
  std::vector<uint8_t> Mul = assemble(
      Gen::Gen11, "mul (8|M0) r23.0<1>:d r4.0<8;8,1>:d r5.0<8;8,1>:d");
  ThreadState T11;
  Expected<RunStats> S11 = runThread(Mul, 11, T11, M);
  ASSERT_FALSE(bool(S11));
  EXPECT_EQ(toString(S11.takeError()),
            "intelgpu: mul at offset 0: a dword by dword multiply, which "
            "Gen11 does not have");
}

// Gen9's address arithmetic (docs/intelgpu-codegen.md, "Device memory
// addresses"): a dword index shifted into a qword (sign-extended from :d,
// zero-extended from :ud), a qword base added; Gen11 has no qword types.
TEST(IntelGPUSimulatorTest, QwordAddressArithmetic) {
  const char *Program = R"(
    shl (8|M0) r4.0<1>:q r2.0<8;8,1>:ud 2:w
    shl (8|M0) r6.0<1>:q r2.0<8;8,1>:d 3:w
    add (8|M0) r4.0<1>:q r4.0<4;4,1>:q r3.1<0;1,0>:q
    add (8|M0) r8.0<1>:q r6.0<4;4,1>:q r3.0<0;1,0>:ud
    add (8|M0) r8.1<2>:ud r8.1<8;4,2>:ud r3.1<0;1,0>:ud
  )";
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(Program) + EOT).c_str());
  ThreadState T;
  uint64_t Base = 0x00000001FFFFFFF0ULL;
  for (unsigned I = 0; I != 8; ++I)
    T.set<uint32_t>(2 * GRFBytes + 4 * I, I & 1 ? 0x80000000u + I : I * 1000);
  std::memcpy(&T.GRF[3 * GRFBytes], &Base, 8); // r3.0-r3.1: dwords of the base
  std::memcpy(&T.GRF[3 * GRFBytes + 8], &Base, 8); // r3.1:q
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 8; ++I) {
    uint32_t X = T.get<uint32_t>(2 * GRFBytes + 4 * I);
    uint64_t Zext = (uint64_t(X) << 2) + Base;
    uint64_t Sext = (uint64_t(int64_t(int32_t(X))) << 3) + Base;
    uint64_t A, B;
    std::memcpy(&A, &T.GRF[4 * GRFBytes + 8 * I], 8);
    std::memcpy(&B, &T.GRF[8 * GRFBytes + 8 * I], 8);
    EXPECT_EQ(A, Zext) << "channel " << I;
    EXPECT_EQ(B, Sext) << "channel " << I;
  }
  std::vector<uint8_t> Code11 = assemble(Gen::Gen11, Program);
  ThreadState T11;
  Expected<RunStats> S11 = runThread(Code11, 11, T11, M);
  ASSERT_FALSE(bool(S11));
  EXPECT_EQ(toString(S11.takeError()),
            "intelgpu: shl at offset 0: a 64-bit integer operand, which Gen11 does not have");
}

TEST(IntelGPUSimulatorTest, MathQwordsAndHalves) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    math.inv (8|M0) r21.0<1>:f r6.0<8;8,1>:f
    math.fdiv (8|M0) r22.0<1>:f r6.0<8;8,1>:f r7.0<8;8,1>:f
    math.iqot (8|M0) r23.0<1>:d r8.0<8;8,1>:d r9.0<8;8,1>:d
    math.irem (8|M0) r24.0<1>:d r8.0<8;8,1>:d r9.0<8;8,1>:d
    math.sqt (8|M0) r25.0<1>:f r7.0<8;8,1>:f
    add (8|M0) r30.0<1>:q r10.0<4;4,1>:q r12.0<4;4,1>:q
    mov (8|M0) r32.0<1>:hf r6.0<8;8,1>:f
  )") + EOT).c_str());
  ThreadState T;
  for (unsigned I = 0; I != 8; ++I) {
    T.set<float>(6 * GRFBytes + 4 * I, 0.1f * float(I) - 0.35f);
    T.set<float>(7 * GRFBytes + 4 * I, 3.0f + float(I));
    T.set<uint32_t>(8 * GRFBytes + 4 * I, uint32_t(int32_t(I) * 7 - 20));
    T.set<uint32_t>(9 * GRFBytes + 4 * I, uint32_t(I & 1 ? -3 : 4));
    uint64_t A = 0xFFFFFFF0ULL + I, B = 0x100000000ULL * I + 0x20;
    std::memcpy(&T.GRF[10 * GRFBytes + 8 * I], &A, 8);
    std::memcpy(&T.GRF[12 * GRFBytes + 8 * I], &B, 8);
  }
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 8; ++I) {
    float X = f(T, 6, I), Y = f(T, 7, I); // the inputs as stored
    EXPECT_EQ(f(T, 21, I), float(1.0 / double(X)));
    EXPECT_EQ(f(T, 22, I), float(double(X) / double(Y)));
    EXPECT_EQ(f(T, 25, I), float(std::sqrt(double(Y))));
    int32_t N = int32_t(I) * 7 - 20, D = I & 1 ? -3 : 4;
    EXPECT_EQ(int32_t(u(T, 23, I)), N / D); // toward zero
    EXPECT_EQ(int32_t(u(T, 24, I)), N % D); // the dividend's sign
    uint64_t Q;
    std::memcpy(&Q, &T.GRF[30 * GRFBytes + 8 * I], 8);
    EXPECT_EQ(Q, 0xFFFFFFF0ULL + I + 0x100000000ULL * I + 0x20);
    _Float16 H;
    std::memcpy(&H, &T.GRF[32 * GRFBytes + 2 * I], 2);
    EXPECT_EQ(float(H), float(_Float16(X)));
  }
}

TEST(IntelGPUSimulatorTest, ErrorsNameTheInstruction) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, R"(
    mov (8|M0) r20.0<1>:ud r2.0<8;8,1>:ud
    fbh (8|M0) r21.0<1>:ud r6.0<8;8,1>:ud
  )");
  ThreadState T;
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_FALSE(bool(S));
  EXPECT_EQ(toString(S.takeError()),
            "intelgpu: fbh at offset 8: not implemented by the simulator");
  // (offset 8: the mov before it is compacted to 8 bytes)
  // A message to memory nobody mapped.
  std::vector<uint8_t> Load = assemble(Gen::Gen9, "send (8|M0) r10 r1 0xC 0x04146EFD");
  ThreadState T2;
  Expected<RunStats> S2 = runThread(Load, 9, T2, M);
  ASSERT_FALSE(bool(S2));
  EXPECT_EQ(toString(S2.takeError()),
            "intelgpu: send at offset 0: channel 0: an access of 4 bytes at "
            "address 0x0, outside global memory");
}

} // namespace

namespace {

// Structured control flow in the per-channel IP model
// (docs/intelgpu-simulator.md, "Control flow"): an if/else whose channels
// split, a loop whose trip count differs per channel, and an if no channel
// takes, which jumps to its endif. Instructions are native (16 bytes), so
// the offsets are plain: JIP and UIP count bytes from the branch.
TEST(IntelGPUSimulatorTest, StructuredControlFlow) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    mov (8|M0) r10.0<1>:ud 0x0:ud {NoCompact}
    cmp (8|M0) (lt)f0.0 null<1>:ud r2.0<8;8,1>:ud 0x3:ud {NoCompact}
    (f0.0) if (8|M0) 48 64
    mov (8|M0) r10.0<1>:ud 0x1:ud {NoCompact}
    else (8|M0) 32 32
    mov (8|M0) r10.0<1>:ud 0x2:ud {NoCompact}
    endif (8|M0) 16
    mov (8|M0) r11.0<1>:ud 0x0:ud {NoCompact}
    add (8|M0) r11.0<1>:ud r11.0<8;8,1>:ud 0x1:ud {NoCompact}
    cmp (8|M0) (ge)f0.0 null<1>:ud r11.0<8;8,1>:ud r2.0<8;8,1>:ud {NoCompact}
    (f0.0) break (8|M0) 16 16
    while (8|M0) -48
    cmp (8|M0) (gt)f0.0 null<1>:ud r2.0<8;8,1>:ud 0x64:ud {NoCompact}
    (f0.0) if (8|M0) 32 32
    mov (8|M0) r12.0<1>:ud 0x7:ud {NoCompact}
    endif (8|M0) 16
  )") + EOT).c_str());
  ThreadState T;
  for (unsigned I = 0; I != 8; ++I)
    T.set<uint32_t>(2 * GRFBytes + 4 * I, I);
  T.DispatchMask = 0x3F; // channels 6 and 7 not dispatched
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 6; ++I) {
    EXPECT_EQ(u(T, 10, I), I < 3 ? 1u : 2u) << "channel " << I;
    EXPECT_EQ(u(T, 11, I), std::max(I, 1u)) << "channel " << I; // do-while
    EXPECT_EQ(u(T, 12, I), 0u) << "channel " << I;
  }
  // The loop runs 5 times (channel 5's count); the last if jumps over its
  // body: 7 + 5 * 4 + 1 + 2 (cmp, if, endif) + 2 (EOT) instructions.
  EXPECT_EQ(S->Instructions, 7u + 1 + 5 * 4 + 2 + 1 + 2);
}

// jmpi: the whole thread jumps (JIP in bytes from the jmpi) when any of
// the first 8 flag bits holds (.any8h); the flag bits of channels that do
// not run stay as the cleared f0.0 left them.
TEST(IntelGPUSimulatorTest, UniformJump) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    (W) mov (1|M0) f0.0<1>:uw 0x0:uw {NoCompact}
    cmp (8|M0) (ne)f0.0 null<1>:ud r2.0<8;8,1>:ud 0x0:ud {NoCompact}
    (W&f0.0.any8h) jmpi 32
    mov (8|M0) r10.0<1>:ud 0x1:ud {NoCompact}
    mov (8|M0) r11.0<1>:ud 0x2:ud {NoCompact}
  )") + EOT).c_str());
  for (uint32_t Mask : {0x1u, 0xFFu}) {
    ThreadState T;
    for (unsigned I = 0; I != 8; ++I)
      T.set<uint32_t>(2 * GRFBytes + 4 * I, I); // channel 0 holds 0
    T.DispatchMask = Mask;
    TestMemory M;
    Expected<RunStats> S = runThread(Code, 9, T, M);
    ASSERT_TRUE(bool(S)) << toString(S.takeError());
    // Only channel 0 (0 != 0 is false): no jump. All: channels 1-7 jump.
    EXPECT_EQ(u(T, 10, 0), Mask == 1 ? 1u : 0u) << "mask " << Mask;
    EXPECT_EQ(u(T, 11, 0), 2u) << "mask " << Mask;
  }
}

/// Shared local memory for runThread's Local.
class VectorMemory final : public Memory {
public:
  std::vector<uint8_t> Bytes;
  bool read(uint64_t A, void *Out, size_t N) override {
    if (A + N > Bytes.size())
      return false;
    std::memcpy(Out, &Bytes[A], N);
    return true;
  }
  bool write(uint64_t A, const void *In, size_t N) override {
    if (A + N > Bytes.size())
      return false;
    std::memcpy(&Bytes[A], In, N);
    return true;
  }
};

// SLM messages (BTI 254): an untyped write and an atomic add with its
// old value; a byte-scattered read, whose upper bytes the simulator fills
// with 0xAB; a message whose reply overwrites its own payload.
TEST(IntelGPUSimulatorTest, SharedLocalMemoryMessages) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    sends (8|M0) null:ud r2 r3 0x4C 0x02026EFE
    sends (8|M0) r10:ud r2 r4 0x4C 0x0210B7FE
    send (8|M0) r11 r5 0xA 0x021100FE
    send (8|M0) r2 r2 0xC 0x02106EFE
  )") + EOT).c_str());
  ThreadState T;
  for (unsigned I = 0; I != 8; ++I) {
    T.set<uint32_t>(2 * GRFBytes + 4 * I, 4 * I);        // offsets
    T.set<uint32_t>(3 * GRFBytes + 4 * I, 100 + I);      // data
    T.set<uint32_t>(4 * GRFBytes + 4 * I, 1000);         // addend
    T.set<uint32_t>(5 * GRFBytes + 4 * I, 4 * I + 1);    // byte offsets
  }
  TestMemory M;
  VectorMemory L;
  L.Bytes.assign(64, 0);
  RunStats Stats;
  Expected<Stop> R = runThread(Code, 9, T, M, &L, nullptr, Stats);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(*R, Stop::End);
  for (unsigned I = 0; I != 8; ++I) {
    uint32_t Now;
    std::memcpy(&Now, &L.Bytes[4 * I], 4);
    EXPECT_EQ(Now, 1100 + I);
    EXPECT_EQ(u(T, 10, I), 100 + I);                  // the atomic's old value
    EXPECT_EQ(u(T, 11, I), 0xABABAB00u | ((1100 + I) >> 8 & 0xFF));
    EXPECT_EQ(u(T, 2, I), 1100 + I);                  // read over its addresses
  }
}

// A barrier stops the thread at its wait until the executor releases it.
TEST(IntelGPUSimulatorTest, BarrierStopsAtTheWait) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    (W) and (1|M0) r126.2<1>:ud r0.2<0;1,0>:ud 0x8F000000:ud
    (W) send (1|M0) null r126 0x3 0x02000004
    (W) wait n0.0:ud
    mov (8|M0) r10.0<1>:ud 0x5:ud
  )") + EOT).c_str());
  ThreadState T;
  TestMemory M;
  RunStats Stats;
  Expected<Stop> R = runThread(Code, 9, T, M, nullptr, nullptr, Stats);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(*R, Stop::Barrier);
  EXPECT_EQ(u(T, 10, 0), 0u);
  T.BarrierReleased = true;
  R = runThread(Code, 9, T, M, nullptr, nullptr, Stats);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(*R, Stop::End);
  EXPECT_EQ(u(T, 10, 0), 5u);
  // Alone, a barrier is an error.
  ThreadState T2;
  EXPECT_FALSE(bool(runThread(Code, 9, T2, M)));
}

} // namespace

// Scratch space (docs/intelgpu-simulator.md, "Scratch"): with r0.5 =
// 0x800 | FFTID 5, a scratch block write of r2-r3 at register offset 3
// lands at 0x800 + 3 * 32, and a read of one register at offset 4 brings
// back r3; a DWord scattered write with a header whose dword 5 is 0x800
// (the FFTID masked off) puts channel c's dword at 0x800 + 4 * offset; a
// byte scattered read of 16 bits reads at 0x800 + offset bytes, the upper
// bytes unspecified (0xAB); an access past the scratch space, or without
// one, is an error.
TEST(IntelGPUSimulatorTest, ScratchMessages) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    (W) sends (8|M0) null:ud r0 r2 0x8A 0x020E1003
    (W) send (8|M0) r10 r0 0xA 0x021C0004
    (W) mov (8|M0) r20.0<1>:ud 0x0:ud
    (W) and (1|M0) r20.5<1>:ud r0.5<0;1,0>:ud 0xFFFFFC00:ud
    sends (8|M0) null:ud r20 r4 0x4A 0x040AC2FD
    (W) mov (8|M0) r23.0<1>:ud r20.0<8;8,1>:ud
    send (8|M0) r11 r23 0xA 0x041904FD
  )") + EOT).c_str());
  ThreadState T;
  T.set<uint32_t>(5 * 4, 0x800 | 5);
  for (unsigned I = 0; I != 8; ++I) {
    T.set<uint32_t>(2 * GRFBytes + 4 * I, 0x11223300 + I);
    T.set<uint32_t>(3 * GRFBytes + 4 * I, 0x200 + I);
    T.set<uint32_t>(4 * GRFBytes + 4 * I, 0x300 + I);   // the DWord write's data
    T.set<uint32_t>(21 * GRFBytes + 4 * I, 64 + I);     // its offsets, in dwords
    T.set<uint32_t>(24 * GRFBytes + 4 * I, 96 + 4 * I + (I & 1)); // bytes into r2's copy
  }
  TestMemory M;
  VectorMemory S;
  S.Bytes.assign(0xC00, 0);
  RunStats Stats;
  Expected<Stop> R = runThread(Code, 9, T, M, nullptr, &S, Stats);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  auto At = [&](unsigned A) {
    uint32_t V;
    std::memcpy(&V, &S.Bytes[A], 4);
    return V;
  };
  for (unsigned I = 0; I != 8; ++I) {
    EXPECT_EQ(At(0x800 + 3 * 32 + 4 * I), 0x11223300 + I);
    EXPECT_EQ(At(0x800 + 4 * 32 + 4 * I), 0x200 + I);
    EXPECT_EQ(u(T, 10, I), 0x200 + I);
    EXPECT_EQ(At(0x800 + 4 * (64 + I)), 0x300 + I);
    // Channel c's 16 bits start at byte (c & 1) of r2's channel c.
    uint32_t Word = 0x11223300 + I;
    EXPECT_EQ(u(T, 11, I), 0xABAB0000u | ((Word >> (8 * (I & 1))) & 0xFFFF));
  }

  // Past the end: channel 0 (the only one dispatched) at 0x800 + 4 * 0x200.
  std::vector<uint8_t> Bad = assemble(Gen::Gen9, (std::string(R"(
    (W) mov (8|M0) r20.0<1>:ud 0x0:ud
    (W) and (1|M0) r20.5<1>:ud r0.5<0;1,0>:ud 0xFFFFFC00:ud
    mov (8|M0) r21.0<1>:ud 0x200:ud
    send (8|M0) r11 r20 0xA 0x0418C2FD
  )") + EOT).c_str());
  ThreadState T2;
  T2.set<uint32_t>(5 * 4, 0x800);
  T2.DispatchMask = 1;
  Expected<Stop> R2 = runThread(Bad, 9, T2, M, nullptr, &S, Stats);
  ASSERT_FALSE(bool(R2));
  EXPECT_NE(toString(R2.takeError()).find("channel 0: an access of 4 bytes at scratch "
                                          "address 0x1000, outside the scratch space"),
            std::string::npos);
  ThreadState T3;
  Expected<Stop> R3 = runThread(Bad, 9, T3, M, nullptr, nullptr, Stats);
  ASSERT_FALSE(bool(R3));
  EXPECT_NE(toString(R3.takeError()).find("no scratch space"), std::string::npos);
}

// SIMD16 messages (Mesa's brw_dp_*_desc, checked with iga64 -Xdsd): an A64
// untyped read of 16 channels (addresses as 16 qwords in r10-r13, data
// back in r20-r21), an A64 untyped write of them doubled, and an SLM byte
// scattered read of 16 bits (offsets in r30-r31); channels 14 and 15 are
// not dispatched and touch nothing.
TEST(IntelGPUSimulatorTest, SIMD16Messages) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, (std::string(R"(
    send (16|M0) r20 r10 0xC 0x08245EFD
    add (16|M0) r22.0<1>:d r20.0<8;8,1>:d r20.0<8;8,1>:d
    sends (16|M0) null:ud r14 r22 0x8C 0x08065EFD
    send (16|M0) r24 r30 0xA 0x042105FE
  )") + EOT).c_str());
  TestMemory M;
  M.Maps[0x1000].resize(64);
  M.Maps[0x2000].assign(64, 0x55);
  for (unsigned I = 0; I != 16; ++I) {
    uint32_t V = 1000 + 7 * I;
    std::memcpy(&M.Maps[0x1000][4 * I], &V, 4);
  }
  VectorMemory L;
  L.Bytes.resize(64);
  for (unsigned I = 0; I != 64; ++I)
    L.Bytes[I] = uint8_t(3 * I + 1);
  ThreadState T;
  T.DispatchMask = 0x3FFF;
  for (unsigned I = 0; I != 16; ++I) {
    // Channel i reads x[15 - i] and writes y[i]; its SLM offset is 2i + 1.
    T.set<uint64_t>(10 * GRFBytes + 8 * I, 0x1000 + 4 * (15 - I));
    T.set<uint64_t>(14 * GRFBytes + 8 * I, 0x2000 + 4 * I);
    T.set<uint32_t>(30 * GRFBytes + 4 * I, 2 * I + 1);
  }
  RunStats Stats;
  Expected<Stop> R = runThread(Code, 9, T, M, &L, nullptr, Stats);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  for (unsigned I = 0; I != 16; ++I) {
    uint32_t Y;
    std::memcpy(&Y, &M.Maps[0x2000][4 * I], 4);
    if (I < 14) {
      EXPECT_EQ(u(T, 20 + I / 8, I % 8), 1000 + 7 * (15 - I));
      EXPECT_EQ(Y, 2 * (1000 + 7 * (15 - I)));
      uint32_t Half = L.Bytes[2 * I + 1] | L.Bytes[2 * I + 2] << 8;
      EXPECT_EQ(u(T, 24 + I / 8, I % 8), 0xABAB0000u | Half);
    } else {
      EXPECT_EQ(Y, 0x55555555u); // not dispatched: not written
    }
  }
}

// URB writes (SFID 6, SIMD8 write, opcode 7; Mesa's brw_urb_desc): the
// header's handles (16-byte units), the global offset (bits 14:4) and
// four data dwords per channel; channels that do not run write nothing;
// EOT ends the thread, and must send from r112-r127.
TEST(IntelGPUSimulatorTest, URBWrites) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, R"(
    (W) mov (8|M0) r120.0<1>:ud r1.0<8;8,1>:ud
    mov (8|M0) r121.0<1>:ud r2.0<8;8,1>:ud
    mov (8|M0) r122.0<1>:ud 0x11:ud
    mov (8|M0) r123.0<1>:ud 0x22:ud
    mov (8|M0) r124.0<1>:ud 0x33:ud
    send (8|M0) null r120 0x26 0x0A080017 {EOT}
  )");
  ThreadState T;
  T.DispatchMask = 0x7F; // channel 7 not dispatched
  for (unsigned I = 0; I != 8; ++I) {
    T.set<uint32_t>(1 * GRFBytes + 4 * I, 3 * I); // entries of 3 slots
    T.set<uint32_t>(2 * GRFBytes + 4 * I, 100 + I);
  }
  TestMemory M;
  VectorMemory URB;
  URB.Bytes.assign(8 * 3 * 16, 0xEE);
  RunStats Stats;
  Expected<Stop> R = runThread(Code, 9, T, M, nullptr, nullptr, Stats, 1000, nullptr, &URB);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_TRUE(T.Ended);
  for (unsigned I = 0; I != 8; ++I) {
    uint32_t W[4];
    std::memcpy(W, &URB.Bytes[(3 * I + 1) * 16], 16); // slot 1 of entry I
    if (I == 7) {
      EXPECT_EQ(W[0], 0xEEEEEEEEu) << "a channel that does not run writes nothing";
      continue;
    }
    EXPECT_EQ(W[0], 100 + I);
    EXPECT_EQ(W[1], 0x11u);
    EXPECT_EQ(W[2], 0x22u);
    EXPECT_EQ(W[3], 0x33u);
    EXPECT_EQ(URB.Bytes[3 * I * 16], 0xEE) << "slot 0 untouched";
  }

  // EOT from below r112, and a write past the URB, are errors.
  std::vector<uint8_t> Low = assemble(Gen::Gen9, R"(
    send (8|M0) null r20 0x26 0x0A080007 {EOT}
  )");
  ThreadState T2;
  Expected<Stop> R2 = runThread(Low, 9, T2, M, nullptr, nullptr, Stats, 1000, nullptr, &URB);
  ASSERT_FALSE(bool(R2));
  EXPECT_NE(toString(R2.takeError()).find("not in r112-r127"), std::string::npos);
  ThreadState T3;
  T3.set<uint32_t>(1 * GRFBytes, 1000); // channel 0's handle
  T3.DispatchMask = 1;
  Expected<Stop> R3 = runThread(Code, 9, T3, M, nullptr, nullptr, Stats, 1000, nullptr, &URB);
  ASSERT_FALSE(bool(R3));
  EXPECT_NE(toString(R3.takeError()).find("outside the URB"), std::string::npos);
}

// Render target writes (SFID 5, SIMD8 single source, type 12; Mesa's
// brw_fb_write_desc): headerless, the oMask's words (when the state says
// so), R, G, B, A, the depth and the stencil's bytes, a GRF each; a channel is
// written when it runs, passes the predicate and is in the pixel mask
// (helpers are not); the words go to the binding table entry's slot; the
// EOT write ends the thread even where the predicate leaves every channel
// out; a length the state does not give is an error.
TEST(IntelGPUSimulatorTest, RenderTargetWrites) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, R"(
    mov (8|M0) r121.0<1>:uw r2.0<8;8,1>:ud
    mov (8|M0) r122.0<1>:ud r3.0<8;8,1>:ud
    mov (8|M0) r123.0<1>:ud 0x22:ud
    mov (8|M0) r124.0<1>:ud 0x33:ud
    mov (8|M0) r125.0<1>:ud 0x44:ud
    mov (8|M0) r126.0<1>:ud r4.0<8;8,1>:ud
    (W) mov (8|M0) r127.0<1>:ub r6.0<32;8,4>:ub
    sendc (8|M0) null r121 0x5 0x0E030485
    mov (8|M0) r122.0<1>:ud 0x55:ud
    cmp (8|M0) (ne)f1.0 null<1>:ud r5.0<8;8,1>:ud 0x0:ud
    (f1.0) sendc (8|M0) null r121 0x25 0x0E031480 {EOT}
  )");
  ThreadState T;
  T.DispatchMask = 0x7F; // channel 7 not dispatched
  for (unsigned I = 0; I != 8; ++I) {
    T.set<uint32_t>(2 * GRFBytes + 4 * I, 0x10 + I); // oMask
    T.set<uint32_t>(3 * GRFBytes + 4 * I, 100 + I); // red
    T.set<uint32_t>(4 * GRFBytes + 4 * I, 0x3F800000 + I); // depth
    T.set<uint32_t>(5 * GRFBytes + 4 * I, I != 2); // channel 2 discarded
    T.set<uint32_t>(6 * GRFBytes + 4 * I, 0x300 + 17 * I); // stencil: the low byte
  }
  TestMemory M;
  RenderTargets RT;
  RT.Flags = FragmentPayload::OutputMask | FragmentPayload::ComputedDepth |
             FragmentPayload::ComputedStencil | FragmentPayload::KillsPixels;
  RT.PixelMask = 0xF7; // channel 3 a helper
  RunStats Stats;
  Expected<Stop> R =
      runThread(Code, 9, T, M, nullptr, nullptr, Stats, 1000, nullptr, nullptr, &RT);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_TRUE(T.Ended);
  for (unsigned I = 0; I != 8; ++I) {
    const RenderTargets::Channel &C = RT.Channels[I];
    if (I == 3 || I == 7) {
      EXPECT_TRUE(C.Colors.empty()) << "channel " << I << " writes nothing";
      EXPECT_FALSE(C.Written);
      continue;
    }
    ASSERT_EQ(C.Colors.count(133), 1u) << "channel " << I;
    EXPECT_EQ(C.Colors.at(133), (std::array<uint32_t, 4>{100 + I, 0x22, 0x33, 0x44}));
    EXPECT_EQ(C.Mask, 0x10u + I);
    EXPECT_TRUE(C.HasDepth);
    EXPECT_EQ(C.Depth, 0x3F800000u + I);
    EXPECT_TRUE(C.HasStencil);
    EXPECT_EQ(C.Stencil, (17u * I) & 0xFF);
    if (I == 2) { // discarded: the last write leaves it out
      EXPECT_FALSE(C.Written);
      EXPECT_EQ(C.Colors.count(128), 0u);
      continue;
    }
    EXPECT_TRUE(C.Written);
    EXPECT_EQ(C.Colors.at(128), (std::array<uint32_t, 4>{0x55, 0x22, 0x33, 0x44}));
  }

  // Without the oMask in the state, the first write's length is wrong.
  ThreadState T2;
  RenderTargets RT2;
  RT2.Flags = FragmentPayload::ComputedDepth | FragmentPayload::ComputedStencil;
  Expected<Stop> R2 =
      runThread(Code, 9, T2, M, nullptr, nullptr, Stats, 1000, nullptr, nullptr, &RT2);
  ASSERT_FALSE(bool(R2));
  EXPECT_NE(toString(R2.takeError()).find("render target write of 7 GRFs; the pipeline's state "
                                          "gives it 6"),
            std::string::npos);
}

// call and ret (docs/intelgpu-simulator.md, "Calls"): call writes the
// return IP (the next instruction's offset) and the mask of the channels
// that call to its destination's dwords 0 and 1 and jumps by its JIP from
// itself; the channels an if disabled wait in the caller; a call no
// running channel is predicated for does nothing; ret continues at the
// return IP. A scratch block read whose descriptor is in a0.0 reads what
// the immediate descriptor names.
TEST(IntelGPUSimulatorTest, CallsAndReturns) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, R"(
    mov (8|M0) r10.0<1>:ud 0x0:ud {NoCompact}
    cmp (8|M0) (lt)f0.0 null<1>:ud r2.0<8;8,1>:ud 0x0:ud {NoCompact}
    (f0.0) call (8|M0) r119.0 160
    cmp (8|M0) (lt)f0.0 null<1>:ud r2.0<8;8,1>:ud 0x4:ud {NoCompact}
    (f0.0) if (8|M0) 48 48
    call (8|M0) r119.0 112
    mov (8|M0) r11.0<1>:ud r119.1<0;1,0>:ud {NoCompact}
    endif (8|M0) 16
    call (8|M0) r119.0 64
    (W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud {NoCompact}
    send (8|M0) null r127 0x27 0x02000010 {EOT}
    nop
    add (8|M0) r10.0<1>:ud r10.0<8;8,1>:ud 0x1:ud {NoCompact}
    ret (8|M0) r119.0
  )");
  ThreadState T;
  for (unsigned I = 0; I != 8; ++I)
    T.set<uint32_t>(2 * GRFBytes + 4 * I, I);
  T.DispatchMask = 0x3F; // channels 6 and 7 not dispatched
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 6; ++I) {
    EXPECT_EQ(u(T, 10, I), I < 4 ? 2u : 1u) << "channel " << I;
    if (I < 4)
      EXPECT_EQ(u(T, 11, I), 0xFu) << "channel " << I;
  }
  EXPECT_EQ(u(T, 119, 0), 144u); // the last call's next instruction
  EXPECT_EQ(u(T, 119, 1), 0x3Fu);
  EXPECT_EQ(T.CallDepth, 0u);

  // A ret with no call is an error naming it.
  std::vector<uint8_t> Stray = assemble(Gen::Gen9, "ret (8|M0) r119.0\n");
  ThreadState T2;
  Expected<RunStats> S2 = runThread(Stray, 9, T2, M);
  ASSERT_FALSE(bool(S2));
  EXPECT_NE(toString(S2.takeError()).find("ret at offset 0: a ret with no call"),
            std::string::npos);

  // A descriptor in a0.0.
  std::vector<uint8_t> Desc = assemble(Gen::Gen9, (std::string(R"(
    (W) sends (8|M0) null:ud r0 r2 0x8A 0x020E0003
    (W) mov (1|M0) a0.0<1>:ud 0x021C0003:ud
    (W) send (8|M0) r12 r0 0xA a0.0
  )") + EOT).c_str());
  ThreadState T3;
  T3.set<uint32_t>(5 * 4, 0x400);
  for (unsigned I = 0; I != 8; ++I)
    T3.set<uint32_t>(2 * GRFBytes + 4 * I, I);
  VectorMemory Scratch;
  Scratch.Bytes.assign(0x800, 0);
  RunStats Stats;
  Expected<Stop> R3 = runThread(Desc, 9, T3, M, nullptr, &Scratch, Stats);
  ASSERT_TRUE(bool(R3)) << toString(R3.takeError());
  for (unsigned I = 0; I != 8; ++I)
    EXPECT_EQ(u(T3, 12, I), I) << "channel " << I;
}

// A call through a register (docs/intelgpu-simulator.md, "Calls"): ip as a
// source is the reading instruction's offset, the call's src1 dword the
// offset from the call; fbl finds the lowest set bit (all ones for none).
TEST(IntelGPUSimulatorTest, CallThroughRegister) {
  std::vector<uint8_t> Code = assemble(Gen::Gen9, R"(
    (W) mov (1|M0) r123.0<1>:ud 0x80:ud {NoCompact}
    (W) add (1|M0) r123.0<1>:d r123.0<0;1,0>:d -16:d {NoCompact}
    (W) add (1|M0) r123.0<1>:d -ip<0;1,0>:d r123.0<0;1,0>:d {NoCompact}
    call (8|M0) r119.0 r123.0
    (W) mov (1|M0) r12.0<1>:ud 0x0:ud {NoCompact}
    (W) fbl (1|M0) r12.1<1>:ud r12.0<0;1,0>:ud {NoCompact}
    (W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud {NoCompact}
    send (8|M0) null r127 0x27 0x02000010 {EOT}
    mov (8|M0) r10.0<1>:ud 0x7:ud {NoCompact}
    (W) add (1|M0) r11.0<1>:d ip<0;1,0>:d 0x0:d {NoCompact}
    (W) mov (1|M0) r11.1<1>:ud 0x90:ud {NoCompact}
    (W) fbl (1|M0) r11.1<1>:ud r11.1<0;1,0>:ud {NoCompact}
    ret (8|M0) r119.0
  )");
  ThreadState T;
  T.DispatchMask = 0x0F;
  TestMemory M;
  Expected<RunStats> S = runThread(Code, 9, T, M);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  for (unsigned I = 0; I != 4; ++I)
    EXPECT_EQ(u(T, 10, I), 7u) << "channel " << I; // the callee at 0x80 ran
  EXPECT_EQ(u(T, 10, 4), 0u);                       // not dispatched
  EXPECT_EQ(u(T, 11, 0), 0x90u);                     // ip: the add's offset
  EXPECT_EQ(u(T, 11, 1), 4u);                        // fbl(0x90)
  EXPECT_EQ(u(T, 12, 1), 0xFFFFFFFFu);               // fbl(0)
  EXPECT_EQ(u(T, 119, 0), 0x40u);                    // the return IP
  EXPECT_EQ(u(T, 119, 1), 0x0Fu);                    // the call mask
}
