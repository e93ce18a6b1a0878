//===- AppleGPUSimulatorTest.cpp - Programs run on the G13 simulator ------===//
//
// Small G13 programs, assembled from Mesa's syntax by our MC model, run on
// the simulator; the expected results are computed here in C++ from the
// inputs (fmaf, integer arithmetic), and the programs follow the idioms of
// Mesa's AGX compiler (the execution-mask stack in r0l, waits before the
// first use of a load).
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstring>
#include "MCTargetDesc/AppleGPUISA.h"
#include "Simulator/AppleGPUSimulator.h"
#include "Simulator/AppleGPUTextures.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>
#include <map>

using namespace llvm;
using namespace metalnt::applegpu;

namespace {

/// Device memory: buffers at fixed addresses.
class Buffers : public DeviceMemory {
public:
  std::map<uint64_t, std::vector<uint8_t>> Map;
  bool read(uint64_t A, void *Out, size_t N) override {
    uint8_t *P = find(A, N);
    if (P)
      std::memcpy(Out, P, N);
    return P;
  }
  bool write(uint64_t A, const void *In, size_t N) override {
    uint8_t *P = find(A, N);
    if (P)
      std::memcpy(P, In, N);
    return P;
  }
  template <typename T> void put(uint64_t A, const std::vector<T> &V) {
    Map[A].resize(V.size() * sizeof(T));
    std::memcpy(Map[A].data(), V.data(), Map[A].size());
  }
  template <typename T> std::vector<T> get(uint64_t A) {
    std::vector<T> V(Map[A].size() / sizeof(T));
    std::memcpy(V.data(), Map[A].data(), Map[A].size());
    return V;
  }

private:
  uint8_t *find(uint64_t A, size_t N) {
    auto It = Map.upper_bound(A);
    if (It == Map.begin())
      return nullptr;
    --It;
    if (A + N > It->first + It->second.size())
      return nullptr;
    return It->second.data() + (A - It->first);
  }
};

class AppleGPUSimulatorTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    initializeAppleGPUTarget();
    std::string Err;
    Triple TT("applegpu-apple-macosx");
    const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
    ASSERT_NE(T, nullptr) << Err;
    MRI = T->createMCRegInfo(TT);
    Model = new AppleGPU::ISA(*MRI);
  }
  static void TearDownTestSuite() {
    delete Model;
    delete MRI;
  }

  /// Assembles one instruction per line; "name:" defines a label and
  /// "@name" in an operand is the label's offset from the instruction.
  static std::vector<uint8_t> assemble(StringRef Text) {
    SmallVector<StringRef> Lines;
    Text.split(Lines, '\n', -1, false);
    std::map<std::string, uint64_t> Labels;
    std::vector<uint8_t> Code;
    for (int Pass = 0; Pass != 2; ++Pass) {
      Code.clear();
      for (StringRef Line : Lines) {
        Line = Line.split(';').first.trim();
        if (Line.empty())
          continue;
        if (Line.ends_with(":")) {
          Labels[Line.drop_back().str()] = Code.size();
          continue;
        }
        auto [Mnemonic, Rest] = Line.split(' ');
        SmallVector<StringRef> Items;
        std::vector<std::string> Owned;
        SmallVector<StringRef> Raw;
        Rest.split(Raw, ',', -1, false);
        for (StringRef R : Raw) {
          R = R.trim();
          if (R.starts_with("@")) {
            auto It = Labels.find(R.drop_front().str());
            int64_t Off = It == Labels.end()
                              ? 0
                              : int64_t(It->second) - int64_t(Code.size());
            Owned.push_back(std::to_string(Off));
          } else {
            Owned.push_back(R.str());
          }
        }
        for (const std::string &S : Owned)
          Items.push_back(S);
        MCInst MI;
        AppleGPU::ParseFailure F;
        if (!Model->parse(Mnemonic, Items, MI, F)) {
          ADD_FAILURE() << "cannot assemble '" << Line.str() << "': " << F.Message;
          return {};
        }
        SmallVector<uint8_t, 12> Bytes;
        if (Error E = Model->encode(MI, Bytes)) {
          ADD_FAILURE() << toString(std::move(E));
          return {};
        }
        Code.insert(Code.end(), Bytes.begin(), Bytes.end());
      }
    }
    return Code;
  }

  /// buffer(i)'s address in u(2i):u(2i+1), as halves.
  static std::vector<uint16_t> uniforms(ArrayRef<uint64_t> Addresses) {
    std::vector<uint16_t> U(NumUniformHalves, 0);
    for (unsigned I = 0; I != Addresses.size(); ++I)
      for (unsigned H = 0; H != 4; ++H)
        U[4 * I + H] = uint16_t(Addresses[I] >> (16 * H));
    return U;
  }

  /// Runs Code over a 1D grid of GridSize threads in threadgroups of TG.
  static Error run(ArrayRef<uint8_t> Code, unsigned GridSize, unsigned TG,
                   Buffers &Mem, ArrayRef<uint64_t> Bufs,
                   unsigned TGBytes = 0, RunStats *Total = nullptr) {
    Simulator Sim(*MRI, Code);
    std::vector<uint16_t> U = uniforms(Bufs);
    for (unsigned G = 0; G * TG < GridSize; ++G) {
      DispatchShape S;
      S.ThreadgroupPosition = {G, 0, 0};
      S.ThreadsPerThreadgroup = {TG, 1, 1};
      S.ThreadsInThreadgroup = {std::min(TG, GridSize - G * TG), 1, 1};
      S.GridSize = {GridSize, 1, 1};
      std::vector<uint8_t> Local(TGBytes);
      Expected<RunStats> R = Sim.runThreadgroup(S, U, Mem, Local);
      if (!R)
        return R.takeError();
      if (Total) {
        Total->Instructions += R->Instructions;
        Total->LaneInstructions += R->LaneInstructions;
      }
    }
    return Error::success();
  }

  static MCRegisterInfo *MRI;
  static AppleGPU::ISA *Model;
};

MCRegisterInfo *AppleGPUSimulatorTest::MRI;
AppleGPU::ISA *AppleGPUSimulatorTest::Model;

constexpr uint64_t X = 0x100000000, Y = 0x200000000;

TEST_F(AppleGPUSimulatorTest, SaxpyOverPartialThreadgroups) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    load     r2, du0, r1, i32, x, a
    load     r3, du2, r1, i32, x, b
    wait     a
    wait     b
    ffma     r3, r2, 2.0, r3
    store    r3, du2, r1, i32, x, a
    stop
  )");
  ASSERT_FALSE(Code.empty());
  const unsigned N = 77; // threadgroups of 32, 32 and 13
  std::vector<float> XV(N), YV(N);
  for (unsigned I = 0; I != N; ++I) {
    XV[I] = 0.37f * float(I) - 5.0f;
    YV[I] = std::ldexp(1.0f, int(I % 9)) / 3.0f;
  }
  Buffers Mem;
  Mem.put(X, XV);
  Mem.put(Y, YV);
  ASSERT_FALSE(bool(run(Code, N, 32, Mem, {X, Y})));
  std::vector<float> Out = Mem.get<float>(Y);
  for (unsigned I = 0; I != N; ++I)
    EXPECT_EQ(Out[I], std::fmaf(XV[I], 2.0f, YV[I])) << I;
}

TEST_F(AppleGPUSimulatorTest, PreambleStoresUniformsTheKernelReads) {
  // The preamble (at 0) loads a scale and a 64-bit address and stores them
  // in u208 and u210:u211; the kernel (after it) multiplies each element
  // by the scale and writes through the stored address (a device access's
  // uniform base must be below du128, so it is copied first).
  std::vector<uint8_t> Pre = assemble(R"(
    load     r1, du0, 0, i32, x, a
    load     r2_r3, du0, 1, i32, xy, a
    wait     a
    mov      u208, r1
    mov      du210, dr2
    stop
  )");
  std::vector<uint8_t> Main = assemble(R"(
    mov      r1, thread_in_grid_x
    load     r2, du2, r1, i32, x, a
    wait     a
    fmul     r2, r2, u208
    mov      r4, u210
    mov      r5, u211
    store    r2, dr4, r1, i32, x, a
    stop
  )");
  ASSERT_FALSE(Pre.empty());
  ASSERT_FALSE(Main.empty());
  std::vector<uint8_t> Code = Pre;
  Code.resize(128, 0);
  Code.insert(Code.end(), Main.begin(), Main.end());
  const uint64_t Z = 0x300000000;
  const unsigned N = 40;
  std::vector<uint32_t> Params = {0, uint32_t(Z), uint32_t(Z >> 32)};
  float Scale = -1.75f;
  std::memcpy(&Params[0], &Scale, 4);
  std::vector<float> In(N);
  for (unsigned I = 0; I != N; ++I)
    In[I] = 0.5f * float(I) - 3.0f;
  Buffers Mem;
  Mem.put(X, Params);
  Mem.put(Y, In);
  Mem.put(Z, std::vector<float>(N, 0.0f));
  Simulator Sim(*MRI, Code, 128);
  std::vector<uint16_t> U = uniforms({X, Y});
  Expected<RunStats> P = Sim.runPreamble(0, U, Mem);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(P->LaneInstructions, 6u);
  EXPECT_EQ(uint64_t(U[2 * 210]) | uint64_t(U[2 * 210 + 1]) << 16 |
                uint64_t(U[2 * 211]) << 32 | uint64_t(U[2 * 211 + 1]) << 48,
            Z);
  DispatchShape S;
  S.ThreadsPerThreadgroup = {64, 1, 1};
  S.ThreadsInThreadgroup = {N, 1, 1};
  S.GridSize = {N, 1, 1};
  std::vector<uint8_t> Local;
  ASSERT_FALSE(Sim.runThreadgroup(S, U, Mem, Local).takeError());
  std::vector<float> Out = Mem.get<float>(Z);
  for (unsigned I = 0; I != N; ++I)
    EXPECT_EQ(Out[I], In[I] * Scale) << I;

  // uniform_store outside the preamble is an error.
  Simulator Plain(*MRI, Pre);
  Error E = Plain.runThreadgroup(S, U, Mem, Local).takeError();
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("uniform_store outside the preamble"),
            std::string::npos);
}

TEST_F(AppleGPUSimulatorTest, ReadingALoadBeforeItsWaitIsAnError) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    load     r2, du0, r1, i32, x, a
    iadd     r3, r2, 1
    stop
  )");
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(32, 7));
  Error E = run(Code, 32, 32, Mem, {X});
  ASSERT_TRUE(bool(E));
  std::string Msg = toString(std::move(E));
  EXPECT_NE(Msg.find("reads r2 before the wait for the load at 0x4"), std::string::npos)
      << Msg;
  EXPECT_NE(Msg.find("iadd"), std::string::npos) << Msg;
}

// Vertices: each lane starts with its preloaded r5 and r6 (the vertex and
// instance IDs of docs/applegpu-abi.md), and st_var stores words of its
// vertex's UVS; 40 vertices make a full and a partial SIMD group.
TEST_F(AppleGPUSimulatorTest, VerticesStoreTheirUVSWords) {
  std::vector<uint8_t> Code = assemble(R"(
    st_var   r5, 0
    iadd     r1, r5, r6
    imul     r2, r6, 3
    st_var   r1, 2
    st_var   r2, 1, last
    stop
  )");
  Buffers Mem;
  Simulator Sim(*MRI, Code);
  std::vector<uint16_t> U(NumUniformHalves, 0);
  std::vector<uint32_t> UVS;
  const unsigned Count = 40;
  auto Preload = [&](unsigned I, MutableArrayRef<uint16_t> R) {
    uint32_t Vertex = 1000 + I, Instance = 7 * I;
    R[10] = uint16_t(Vertex), R[11] = uint16_t(Vertex >> 16);
    R[12] = uint16_t(Instance), R[13] = uint16_t(Instance >> 16);
  };
  Expected<RunStats> S = Sim.runVertices(Count, Preload, U, Mem, 4, UVS);
  ASSERT_FALSE(S.takeError());
  ASSERT_EQ(UVS.size(), Count * 4);
  for (unsigned I = 0; I != Count; ++I) {
    EXPECT_EQ(UVS[4 * I + 0], 1000 + I) << I;
    EXPECT_EQ(UVS[4 * I + 1], 21 * I) << I;
    EXPECT_EQ(UVS[4 * I + 2], 1000 + 8 * I) << I;
    EXPECT_EQ(UVS[4 * I + 3], 0u) << I; // never stored
  }
  // A word beyond the layout, and st_var outside a vertex function.
  Error E = Sim.runVertices(Count, Preload, U, Mem, 2, UVS).takeError();
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("st_var to UVS word 2, beyond the 2"),
            std::string::npos);
  E = run(Code, 32, 32, Mem, {});
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("st_var outside a vertex function"),
            std::string::npos);
}

// Fragments: the pixel and facing from special registers, inputs from the
// coefficient registers (iter at the pixel's tile-relative centre,
// iterproj divided by the W plane, ldcf's three coefficients), the tile
// buffer through st_tile and ld_tile in three formats, discard by
// sample_mask (a discarded fragment's later stores do nothing) and the
// depth by zs_emit; 40 fragments make a full and a partial SIMD group.
TEST_F(AppleGPUSimulatorTest, FragmentsInterpolateAndWriteTheirPixel) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    mov      r2, thread_in_grid_y
    mov      r3, backfacing
    iter     r4, cf1
    iter     r5, cf2, cf0
    ldcf     r8_r9_r10, cf3
    mov      r6, r8
    mov      r7, r9
    sample_mask 255, r3l
    st_tile  r1_r2_r3_r4, 0, 255, 0, i32, xyzw
    st_tile  r4_r5_r6_r7, 0, 255, 16, u8norm, xyzw
    st_tile  r4_r5, 0, 255, 20, f16, xy
    ld_tile  r20_r21_r22_r23, 0, 255, 24, u8norm, xyzw
    st_tile  r20_r21_r22_r23, 0, 255, 28, i32, xyzw
    zs_emit  255, r4
    stop
  )");
  Buffers Mem;
  Simulator Sim(*MRI, Code);
  std::vector<uint16_t> U(NumUniformHalves, 0);
  std::vector<FragmentState> F(40);
  for (unsigned I = 0; I != F.size(); ++I) {
    F[I].X = uint16_t(3 + 7 * I), F[I].Y = uint16_t(50 + 3 * I);
    F[I].Backfacing = I % 3 != 0;
    F[I].Coefficients = {{0.0f, 0.0f, 2.0f},
                         {0.25f, -0.125f, float(I) / 16},
                         {0.5f, 0.5f, -3.0f},
                         {float(I), -1.5f, 0.75f}};
    F[I].Tile.assign(44, 0xAB);
    for (unsigned C = 0; C != 4; ++C)
      F[I].Tile[24 + C] = uint8_t(I * 13 + C * 60);
  }
  Expected<RunStats> S = Sim.runFragments(U, Mem, F);
  ASSERT_FALSE(S.takeError());
  auto Norm8 = [](double V) {
    return uint8_t(std::nearbyint(std::fmin(std::fmax(V, 0.0), 1.0) * 255));
  };
  auto Half = [](double V) { return _Float16(V); };
  for (unsigned I = 0; I != F.size(); ++I) {
    const FragmentState &Fr = F[I];
    if (I % 3 == 0) { // not backfacing: uncovered, discarded, nothing stored
      EXPECT_TRUE(Fr.Discarded) << I;
      EXPECT_FALSE(Fr.HasDepth) << I;
      EXPECT_EQ(Fr.Tile[0], 0xAB) << I;
      continue;
    }
    double X = (Fr.X % 32) + 0.5, Y = (Fr.Y % 32) + 0.5;
    float It = float(0.25 * X - 0.125 * Y + double(float(I) / 16));
    float Proj = float((0.5 * X + 0.5 * Y - 3.0) / 2.0);
    uint32_t W[4];
    std::memcpy(W, Fr.Tile.data(), 16);
    EXPECT_EQ(W[0], Fr.X) << I;
    EXPECT_EQ(W[1], Fr.Y) << I;
    EXPECT_EQ(W[2], 1u) << I;
    float Got;
    std::memcpy(&Got, &W[3], 4);
    EXPECT_EQ(Got, It) << I;
    EXPECT_EQ(Fr.Tile[16], Norm8(It)) << I;
    EXPECT_EQ(Fr.Tile[17], Norm8(Proj)) << I;
    EXPECT_EQ(Fr.Tile[18], Norm8(float(I))) << I;
    EXPECT_EQ(Fr.Tile[19], Norm8(-1.5)) << I;
    _Float16 H[2];
    std::memcpy(H, &Fr.Tile[20], 4);
    EXPECT_EQ(float(H[0]), float(Half(It))) << I;
    EXPECT_EQ(float(H[1]), float(Half(Proj))) << I;
    for (unsigned C = 0; C != 4; ++C) {
      float L;
      std::memcpy(&L, &Fr.Tile[28 + 4 * C], 4);
      EXPECT_EQ(L, float(double(uint8_t(I * 13 + C * 60)) / 255)) << I << " " << C;
    }
    EXPECT_TRUE(Fr.HasDepth) << I;
    EXPECT_EQ(Fr.Depth, It) << I;
  }
  // Outside a fragment function (backfacing is a fragment's register; an
  // iter there is an error too), and beyond the fragment's coefficients.
  Error E = run(Code, 32, 32, Mem, {});
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("special register 62"), std::string::npos);
  E = run(ArrayRef<uint8_t>(Code).drop_front(12), 32, 32, Mem, {});
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("iter outside a fragment function"),
            std::string::npos);
  for (FragmentState &Fr : F)
    Fr.Coefficients.resize(2);
  E = Sim.runFragments(U, Mem, F).takeError();
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("coefficient register cf2 beyond the 2"),
            std::string::npos);
}

// sample_mask uncovers the samples of its first source its second leaves
// out; a fragment left with none is discarded. dfdx and dfdy are fine
// differences in the quad (lanes 4k..4k+3 at (x, y), (x+1, y), (x, y+1),
// (x+1, y+1)); a missing lane counts as the reader. Expected values are
// computed here from the inputs.
TEST_F(AppleGPUSimulatorTest, CoverageAndDerivatives) {
  std::vector<uint8_t> Code = assemble(R"(
    ldcf     r4_r5_r6, cf2
    ldcf     r8_r9_r10, cf3
    dfdx     r1, r6
    dfdy     r2, r6
    sample_mask 255, r10l
    st_tile  r1_r2, 0, 255, 0, i32, xy
    stop
  )");
  Buffers Mem;
  Simulator Sim(*MRI, Code);
  std::vector<uint16_t> U(NumUniformHalves, 0);
  const unsigned N = 10; // two quads and a partial one of two lanes
  std::vector<FragmentState> F(N);
  auto Value = [](unsigned I) { return float(I * I) * 0.375f - float(I); };
  for (unsigned I = 0; I != N; ++I) {
    F[I].X = uint16_t(I), F[I].Y = 0;
    // The coverage left: samples 0-3 covered, the mask keeps some of them.
    F[I].Coverage = 0xF;
    uint32_t Mask = I % 3 == 0 ? 0x30 : 0x5 << (I % 2);
    float MaskBits;
    std::memcpy(&MaskBits, &Mask, 4);
    F[I].Coefficients = {{0, 0, 1}, {0, 0, 0}, {0, 0, Value(I)}, {0, 0, MaskBits}};
    F[I].Tile.assign(8, 0);
  }
  Expected<RunStats> S = Sim.runFragments(U, Mem, F);
  ASSERT_FALSE(S.takeError());
  for (unsigned I = 0; I != N; ++I) {
    uint32_t Mask = I % 3 == 0 ? 0x30 : 0x5 << (I % 2);
    EXPECT_EQ(F[I].Coverage, 0xF & Mask) << I;
    EXPECT_EQ(F[I].Discarded, (0xF & Mask) == 0) << I;
    if (F[I].Discarded)
      continue;
    unsigned Q = I & ~3u, In = I & 3u;
    auto At = [&](unsigned K) { return (Q | K) < N ? Value(Q | K) : Value(I); };
    float DX, DY;
    std::memcpy(&DX, &F[I].Tile[0], 4);
    std::memcpy(&DY, &F[I].Tile[4], 4);
    EXPECT_EQ(DX, At(In | 1) - At(In & 2)) << I;
    EXPECT_EQ(DY, At(In | 2) - At(In & 1)) << I;
  }
}

// The packed tile formats, with every expected word computed here from
// the formats' public definitions: rgb10a2 (unorm fields of 10, 10, 10 and
// 2 bits), rg11b10f (EXT_packed_float: unsigned floats with 5-bit
// exponents of bias 15 and 6- or 5-bit mantissas, rounded to nearest or,
// _rtz, toward zero) and rgb9e5 (EXT_texture_shared_exponent's encoding);
// a store with a partial mask keeps the other fields; loads decode.
TEST_F(AppleGPUSimulatorTest, PackedTileFormats) {
  std::vector<uint8_t> Code = assemble(R"(
    ld_tile  r1_r2_r3_r4, 0, 255, 0, i32, xyzw
    st_tile  r1_r2_r3_r4, 0, 255, 48, rgb10a2, xyzw
    st_tile  r3, 0, 255, 60, rgb10a2, y
    ld_tile  r1_r2_r3, 0, 255, 16, i32, xyz
    st_tile  r1_r2_r3, 0, 255, 52, rg11b10f, xyz
    st_tile  r1_r2_r3, 0, 255, 104, rg11b10f_rtz, xyz
    ld_tile  r1_r2_r3, 0, 255, 32, i32, xyz
    st_tile  r1_r2_r3, 0, 255, 56, rgb9e5, xyz
    ld_tile  r10_r11_r12_r13, 0, 255, 48, rgb10a2, xyzw
    st_tile  r10_r11_r12_r13, 0, 255, 64, i32, xyzw
    ld_tile  r10_r11_r12, 0, 255, 52, rg11b10f, xyz
    st_tile  r10_r11_r12, 0, 255, 80, i32, xyz
    ld_tile  r10_r11_r12, 0, 255, 56, rgb9e5, xyz
    st_tile  r10_r11_r12, 0, 255, 92, i32, xyz
    stop
  )");
  const float In[12] = {0.25f, 1.0f, 0.0f, 0.7f,       // rgb10a2
                        1.02734375f, 0.5f, 2.0f, 0.0f, // rg11b10f: R = 1 + 1.75/64
                        1.0f, 0.5f, 0.25f, 0.0f};      // rgb9e5
  Buffers Mem;
  Simulator Sim(*MRI, Code);
  std::vector<uint16_t> U(NumUniformHalves, 0);
  std::vector<FragmentState> F(3);
  for (unsigned I = 0; I != F.size(); ++I) {
    F[I].X = uint16_t(I), F[I].Y = 0;
    F[I].Tile.assign(108, 0xFF);
    std::memcpy(F[I].Tile.data(), In, sizeof(In));
  }
  Expected<RunStats> S = Sim.runFragments(U, Mem, F);
  ASSERT_FALSE(S.takeError());
  // rgb10a2: 0.25 * 1023 = 255.75 -> 256, 1023, 0, 0.7 * 3 = 2.1 -> 2.
  const uint32_t RGB10A2 = 256u | 1023u << 10 | 0u << 20 | 2u << 30;
  // rg11b10f: 1 + 1.75/64 has exponent 15 and mantissa 1.75 (2 to nearest,
  // 1 toward zero); 0.5 is exponent 14; 2.0 (10 bits) exponent 16.
  const uint32_t RG11B10 = (15u << 6 | 2) | (14u << 6) << 11 | (16u << 5) << 22;
  const uint32_t RG11B10RTZ = (15u << 6 | 1) | (14u << 6) << 11 | (16u << 5) << 22;
  // rgb9e5: the largest component 1.0 gives a shared exponent of
  // floor(log2 1) + 1 + 15 = 16, so a unit of 2^(16 - 15 - 9) = 1/256.
  const uint32_t RGB9E5 = 256u | 128u << 9 | 64u << 18 | 16u << 27;
  for (const FragmentState &Fr : F) {
    uint32_t W[27];
    std::memcpy(W, Fr.Tile.data(), sizeof(W));
    EXPECT_EQ(W[12], RGB10A2);
    EXPECT_EQ(W[13], RG11B10);
    EXPECT_EQ(W[14], RGB9E5);
    EXPECT_EQ(W[15], ~(1023u << 10)); // green set to 0, the rest kept
    EXPECT_EQ(W[26], RG11B10RTZ);
    float L[7];
    std::memcpy(L, &W[16], sizeof(L));
    EXPECT_EQ(L[0], float(256.0 / 1023));
    EXPECT_EQ(L[1], 1.0f);
    EXPECT_EQ(L[2], 0.0f);
    EXPECT_EQ(L[3], float(2.0 / 3));
    EXPECT_EQ(L[4], 1.03125f); // 1 + 2/64
    EXPECT_EQ(L[5], 0.5f);
    EXPECT_EQ(L[6], 2.0f);
    float E[3];
    std::memcpy(E, &W[23], sizeof(E));
    EXPECT_EQ(E[0], 1.0f);
    EXPECT_EQ(E[1], 0.5f);
    EXPECT_EQ(E[2], 0.25f);
  }
}

// The descriptors' fields where Mesa's cmdbuf.xml puts them (each expected
// bit field read back here by hand), and what the texture unit computes
// with them, every value computed in the test: nearest and linear
// filtering, repeat and clamp-to-border wrapping, Vulkan's level of detail.
TEST(AppleGPUTextureUnit, DescriptorsAndSampling) {
  namespace tex = metalnt::applegpu::tex;
  auto Field = [](const std::array<uint8_t, 24> &B, unsigned Start, unsigned Size) {
    uint64_t V = 0;
    for (unsigned I = 0; I != Size; ++I)
      V |= uint64_t(B[(Start + I) / 8] >> ((Start + I) % 8) & 1) << I;
    return V;
  };
  tex::TextureDescriptor T;
  T.Pixel = {tex::R32G32B32A32, tex::Float, false};
  T.Swizzle = {tex::SwB, tex::SwG, tex::SwR, tex::SwOne};
  T.Width = 2, T.Height = 2, T.Address = 0x123450, T.Stride = 48;
  std::array<uint8_t, 24> B = tex::encode(T);
  EXPECT_EQ(Field(B, 0, 4), 2u);      // dimension 2D
  EXPECT_EQ(Field(B, 6, 7), 0x38u);   // channels R32G32B32A32
  EXPECT_EQ(Field(B, 13, 3), 4u);     // type Float
  EXPECT_EQ(Field(B, 16, 3), 2u);     // swizzle R: B
  EXPECT_EQ(Field(B, 25, 3), 4u);     // swizzle A: 1
  EXPECT_EQ(Field(B, 28, 14), 1u);    // width - 1
  EXPECT_EQ(Field(B, 42, 14), 1u);    // height - 1
  EXPECT_EQ(Field(B, 66, 36), 0x12345u); // address >> 4
  EXPECT_EQ(Field(B, 110, 17), 2u);   // (stride - 16) >> 4
  EXPECT_EQ(Field(B, 127, 1), 0u);    // not extended
  tex::TextureDescriptor A = T;       // a linear 2D array: the extended word
  A.Dimension = tex::Dim2DArray, A.Layers = 3, A.LayerStride = 384;
  std::array<uint8_t, 24> AB = tex::encode(A);
  EXPECT_EQ(Field(AB, 0, 4), 3u);
  EXPECT_EQ(Field(AB, 127, 1), 1u);
  EXPECT_EQ(Field(AB, 128, 11), 2u);  // layers - 1
  EXPECT_EQ(Field(AB, 139, 27), 2u);  // (layer stride - 0x80) >> 7
  EXPECT_EQ(Field(AB, 110, 17), 2u);
  EXPECT_EQ(tex::decodeTexture(AB.data()).LayerStride, 384u);
  tex::TextureDescriptor Back = tex::decodeTexture(B.data());
  EXPECT_EQ(Back.Address, T.Address);
  EXPECT_EQ(Back.Stride, T.Stride);
  EXPECT_EQ(Back.Swizzle, T.Swizzle);
  tex::PBEDescriptor P;
  P.Pixel = {tex::R8G8B8A8, tex::Unorm, true};
  P.Swizzle = {2, 1, 0, 3};
  P.Width = 7, P.Height = 3, P.Address = 0x9990, P.Stride = 32;
  std::array<uint8_t, 24> PB = tex::encode(P);
  EXPECT_EQ(Field(PB, 16, 2), 2u);   // memory channel 0 takes B
  EXPECT_EQ(Field(PB, 24, 14), 6u);  // width - 1
  EXPECT_EQ(Field(PB, 38, 14), 2u);  // height - 1
  EXPECT_EQ(Field(PB, 64, 36), 0x999u);
  EXPECT_EQ(Field(PB, 104, 21), 28u); // stride - 4
  EXPECT_EQ(Field(PB, 125, 1), 1u);   // sRGB
  tex::SamplerState S;
  S.Magnify = S.Minify = tex::FilterLinear;
  S.Wrap = {tex::Repeat, tex::ClampToBorder, tex::ClampToEdge};
  S.MaxLOD = 2.5;
  uint64_t W = tex::encode(S);
  EXPECT_EQ(W >> 10 & 0x3FF, 160u); // 2.5 in 4:6 fixed point
  EXPECT_EQ(W >> 23 & 3, 1u);
  EXPECT_EQ(W >> 29 & 7, uint64_t(tex::Repeat));
  EXPECT_EQ(W >> 32 & 7, uint64_t(tex::ClampToBorder));

  // A 2x2 float texture, rows 48 bytes apart.
  float Texel[2][2][4];
  std::vector<uint8_t> Pixels(96, 0);
  for (unsigned Y = 0; Y != 2; ++Y)
    for (unsigned X = 0; X != 2; ++X) {
      for (unsigned C = 0; C != 4; ++C)
        Texel[Y][X][C] = float(Y * 8 + X * 4 + C) / 16;
      std::memcpy(&Pixels[Y * 48 + X * 16], Texel[Y][X], 16);
    }
  Buffers Mem;
  Mem.Map[T.Address] = Pixels;
  auto Floats = [](const tex::Texel &R) {
    std::array<float, 4> F;
    std::memcpy(F.data(), R.data(), 16);
    return F;
  };
  // Linear at the centre: the four texels' mean, swizzled (B, G, R, 1).
  Expected<tex::Texel> R = tex::sample(T, S, 0.5f, 0.5f, 0, Mem);
  ASSERT_TRUE(bool(R));
  std::array<float, 4> F = Floats(*R);
  for (unsigned C = 0; C != 3; ++C) {
    unsigned From = 2 - C;
    double Mean = (double(Texel[0][0][From]) + Texel[0][1][From] + Texel[1][0][From] +
                   Texel[1][1][From]) / 4;
    EXPECT_EQ(F[C], float(Mean)) << C;
  }
  EXPECT_EQ(F[3], 1.0f);
  // Nearest: u = -0.25 repeats to column 1; v = 1.75 is beyond the
  // bottom edge, clamped to the (transparent black) border.
  S.Magnify = S.Minify = tex::Nearest;
  R = tex::sample(T, S, -0.25f, 0.25f, 0, Mem);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R)[0], Texel[0][1][2]);
  R = tex::sample(T, S, 0.25f, 1.75f, 0, Mem);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R), (std::array<float, 4>{0, 0, 0, 0}));
  // A read at an integer coordinate, and outside through a border sampler.
  tex::SamplerState Txf;
  Txf.Wrap = {tex::ClampToBorder, tex::ClampToBorder, tex::ClampToBorder};
  R = tex::load(T, Txf, 1, 1, 0, 0, Mem);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R)[1], Texel[1][1][1]);
  R = tex::load(T, Txf, 2, 0, 0, 0, Mem);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R)[0], 0.0f);
  // Gather: channel 0 of the footprint's texels, (i0, j1), (i1, j1),
  // (i1, j0), (i0, j0); swizzled, so channel 0 is memory channel B (2).
  tex::SampleOptions O;
  O.GatherComponent = 0;
  R = tex::sample(T, S, 0.5f, 0.5f, 0, Mem, O);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R), (std::array<float, 4>{Texel[1][0][2], Texel[1][1][2], Texel[0][1][2],
                                              Texel[0][0][2]}));
  // An offset of (1, 0) moves nearest sampling one column right (repeat).
  O = {};
  O.OffsetX = 1;
  R = tex::sample(T, S, 0.25f, 0.25f, 0, Mem, O);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R)[0], Texel[0][1][2]);
  // Comparison (less: the reference below the texel's first channel, B
  // here) at the centre, linear: the fraction of the four that pass.
  O = {};
  O.Compare = true;
  O.Reference = 0.5f;
  tex::SamplerState Cmp = S;
  Cmp.Magnify = Cmp.Minify = tex::FilterLinear;
  Cmp.CompareEnable = true;
  Cmp.CompareFunc = 2; // Less
  R = tex::sample(T, Cmp, 0.5f, 0.5f, 0, Mem, O);
  ASSERT_TRUE(bool(R));
  unsigned Passing = 0;
  for (unsigned Y = 0; Y != 2; ++Y)
    for (unsigned X = 0; X != 2; ++X)
      Passing += 0.5f < Texel[Y][X][2];
  EXPECT_EQ(Floats(*R)[0], float(Passing) / 4);
  // A gathered comparison: each footprint texel's result, 1 or 0, in
  // gather's order.
  O.GatherComponent = 0;
  R = tex::sample(T, Cmp, 0.5f, 0.5f, 0, Mem, O);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(Floats(*R), (std::array<float, 4>{0.5f < Texel[1][0][2] ? 1.0f : 0.0f,
                                              0.5f < Texel[1][1][2] ? 1.0f : 0.0f,
                                              0.5f < Texel[0][1][2] ? 1.0f : 0.0f,
                                              0.5f < Texel[0][0][2] ? 1.0f : 0.0f}));
  // Vulkan's scale factor: a step of a quarter of an 8-texel texture per
  // pixel is two texels, level 1.
  EXPECT_EQ(tex::levelOfDetail(0.25, 0, 0, 0.25, 8, 8), 1.0);
  EXPECT_EQ(tex::levelOfDetail(0, 0.125, 0.0625, 0, 8, 8), 0.0);
  // query_lod's accessed level (ARB_texture_query_lod's
  // ComputeAccessedLod): the sampler's range, then the texture's levels;
  // 0 without mip filtering, the nearest level's index with nearest.
  tex::TextureDescriptor Mips = T;
  Mips.LastLevel = 3;
  tex::SamplerState Q = S;
  Q.MinLOD = 0.5, Q.MaxLOD = 2.5, Q.MipFilter = 2;
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 1.75), 1.75);
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, -3), 0.5);
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 7), 2.5);
  Q.MaxLOD = 14;
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 7), 3.0);
  Q.MipFilter = 1;
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 1.25), 1.0);
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 1.75), 2.0);
  Q.MipFilter = 0;
  EXPECT_EQ(tex::accessedLevelOfDetail(Mips, Q, 1.75), 0.0);
  // What the unit does not model is an error naming it (layout 3: Mesa's
  // compressed or interchange layouts).
  T.Layout = 3;
  R = tex::sample(T, S, 0.5f, 0.5f, 0, Mem);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("layout 3"), std::string::npos);
}

// Mesa's GPU-tiled layout, checked against values computed by hand from
// ail_initialize_gpu_tiled and test-twiddling.cpp's addressing: big tiles
// (64 x 64 at 4 bytes) while a level fills one, then power-of-two levels
// with square tiles of the minor axis; Morton order within a tile.
TEST(AppleGPUTextureUnit, GPUTiledLayout) {
  namespace tex = metalnt::applegpu::tex;
  // 100 x 70, 4 bytes: 2 x 2 big tiles at level 0 (16 KiB each); level 1
  // is 50 x 35, below a tile: the power-of-two miptree starts there with
  // 64 x 64 (npot(50) x npot(35)), then 32 x 32, ... down to 1 x 1.
  unsigned Levels = tex::fullMipChain(100, 70, 1);
  EXPECT_EQ(Levels, 7u);
  tex::TiledLayout L = tex::tiledLayout(4, 100, 70, Levels, false);
  ASSERT_EQ(L.LevelOffsets.size(), 8u);
  EXPECT_EQ(L.LevelOffsets[0], 0u);
  EXPECT_EQ(L.LevelOffsets[1], 4u * 64 * 64 * 4);
  EXPECT_EQ(L.LevelOffsets[2], L.LevelOffsets[1] + 4u * 64 * 64);
  EXPECT_EQ(L.LevelOffsets[3], L.LevelOffsets[2] + 4u * 32 * 32);
  // Level 6 is 1 x 1: 4 bytes padded to a cache line.
  EXPECT_EQ(L.LevelOffsets[7], L.LevelOffsets[6] + 128);
  EXPECT_EQ(L.LayerStride, L.LevelOffsets[7]);
  EXPECT_EQ(tex::tiledLayout(4, 100, 70, Levels, true).LayerStride,
            alignTo(L.LevelOffsets[7], 16384));
  // Level 1's tiles are square, the power of two of its minor axis (35).
  EXPECT_EQ(L.Tiles[1], (std::array<uint32_t, 2>{64, 64}));
  // Pixel (5, 3) of level 0: Morton order, x in the even bits:
  // x = 101b, y = 011b -> bits x0 y0 x1 y1 x2 y2 = 1 1 0 1 1 0 = 0b011011.
  EXPECT_EQ(L.offset(0, 5, 3), 4u * 0b011011);
  // Pixel (70, 65): tile (1, 1) of a row of two 64-wide tiles, (6, 1)
  // within it: 6 = 110b, 1 = 001b -> 0 1 1 0 1 0 = 0b010110.
  EXPECT_EQ(L.offset(0, 70, 65), 4u * (1 * 128 * 64 + 1 * 64 * 64 + 0b010110));
  // A 64 x 32 tile (8-byte pixels): x5 lands above the highest y bit.
  tex::TiledLayout W = tex::tiledLayout(8, 64, 32, 1, false);
  EXPECT_EQ(W.offset(0, 32, 0), 8u * 1024);

  // Mesa's own expectations (src/asahi/layout/tests/test-layout.cpp, where
  // this layout is still called TWIDDLED): a 63 x 63 R32F cube's levels
  // and page-aligned layer stride; a 1024 x 1024 RGBA8 chain of 0x555680
  // bytes (page-sized: cache-line rounding changes nothing here); a
  // 32 x 16 R32F array layer of 0xc00 bytes, and with a 64-deep 3D
  // texture's chain (mipmapped_z) 0xc80.
  tex::TiledLayout Cube = tex::tiledLayout(4, 63, 63, tex::fullMipChain(63, 63, 1), true);
  EXPECT_EQ(Cube.LevelOffsets[1], 0x4000u);
  EXPECT_EQ(Cube.LevelOffsets[2], 0x5000u);
  EXPECT_EQ(Cube.LevelOffsets[3], 0x5400u);
  EXPECT_EQ(Cube.LevelOffsets[4], 0x5500u);
  EXPECT_EQ(Cube.LayerStride, 0x8000u);
  EXPECT_EQ(tex::tiledLayout(4, 1024, 1024, tex::fullMipChain(1024, 1024, 1), false).LayerStride,
            0x555680u);
  EXPECT_EQ(tex::tiledLayout(4, 32, 16, tex::fullMipChain(32, 16, 1), false).LayerStride,
            0xc00u);
  EXPECT_EQ(tex::tiledLayout(4, 32, 16, tex::fullMipChain(32, 16, 64), false).LayerStride,
            0xc80u);
}

// smpi and imgw as the simulator decodes them: bindless through the heap
// uniform, the texel's channels reordered by the texture's swizzle, written
// as halves through the PBE descriptor 24 bytes on; the fifth thread's
// read is outside (the txf sampler's border) and its write dropped.
TEST_F(AppleGPUSimulatorTest, TextureReadAndImageWrite) {
  namespace tex = metalnt::applegpu::tex;
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    mov      r2, 0
    mov      r3, 0
    mov      r4, 0
    smpi     r6_r7_r8_r9, du62, r3, ss0, r1, r4l, 2d, xyzw, lod_min, a
    wait     a
    mov      r10, 24
    imgw     r6_r7_r8_r9, du62, r10, r1, r4l, 2d
    stop
  )");
  const uint64_t Heap = 0x10000, Src = 0x20000, Dst = 0x30000;
  tex::TextureDescriptor T;
  T.Pixel = {tex::R8G8B8A8, tex::Unorm, false};
  T.Swizzle = {tex::SwB, tex::SwG, tex::SwR, tex::SwA}; // BGRA8 in memory
  T.Width = 4, T.Address = Src, T.Stride = 16;
  tex::PBEDescriptor P;
  P.Pixel = {tex::R16G16B16A16, tex::Float, false};
  P.Width = 4, P.Address = Dst, P.Stride = 32;
  std::vector<uint8_t> HeapBytes(48);
  std::array<uint8_t, 24> TB = tex::encode(T), PB = tex::encode(P);
  std::memcpy(HeapBytes.data(), TB.data(), 24);
  std::memcpy(HeapBytes.data() + 24, PB.data(), 24);
  std::vector<uint8_t> SrcBytes(16);
  for (unsigned I = 0; I != 16; ++I)
    SrcBytes[I] = uint8_t(I * 37 + 5);
  Buffers Mem;
  Mem.Map[Heap] = HeapBytes;
  Mem.Map[Src] = SrcBytes;
  Mem.Map[Dst] = std::vector<uint8_t>(40, 0xEE);
  Simulator Sim(*MRI, Code);
  tex::SamplerState Txf;
  Txf.Wrap = {tex::ClampToBorder, tex::ClampToBorder, tex::ClampToBorder};
  Sim.setSamplerStates({tex::encode(Txf)});
  std::vector<uint16_t> U(NumUniformHalves, 0);
  for (unsigned H = 0; H != 4; ++H)
    U[4 * 31 + H] = uint16_t(Heap >> (16 * H));
  DispatchShape Shape;
  Shape.ThreadsPerThreadgroup = {5, 1, 1};
  Shape.GridSize = {5, 1, 1};
  std::vector<uint8_t> TG;
  Expected<RunStats> S = Sim.runThreadgroup(Shape, U, Mem, TG);
  ASSERT_FALSE(S.takeError());
  std::vector<uint8_t> Out = Mem.Map[Dst];
  for (unsigned X = 0; X != 4; ++X)
    for (unsigned C = 0; C != 4; ++C) {
      unsigned Byte = X * 4 + (C == 3 ? 3 : 2 - C); // R from byte 2 (BGRA)
      _Float16 Want = _Float16(float(double(SrcBytes[Byte]) / 255));
      _Float16 Got;
      std::memcpy(&Got, &Out[X * 8 + C * 2], 2);
      EXPECT_EQ(float(Got), float(Want)) << X << " " << C;
    }
  for (unsigned I = 32; I != 40; ++I)
    EXPECT_EQ(Out[I], 0xEE) << I; // the fifth pixel's write was dropped
}

TEST_F(AppleGPUSimulatorTest, OutOfBoundsStoreNamesTheLane) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    store    r1, du0, r1, i32, x, a
    stop
  )");
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(20, 0)); // 32 threads, 20 elements
  Error E = run(Code, 32, 32, Mem, {X});
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("lane 20 stores 4 bytes at 0x100000050"),
            std::string::npos);
}

TEST_F(AppleGPUSimulatorTest, IfElseByLane) {
  // y[i] = i < 10 ? 100 + i : 200 - i, with Mesa's if/else/pop_exec.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    ldimm    r0l, 0
    if       r1, 10, 1, ult
    iadd     r2, r1, 100
    else     0.0, 0.0, 1, feq
    isub     r2, 200, r1
    pop_exec 1
    store    r2, du0, r1, i32, x, a
    stop
  )");
  Buffers Mem;
  const unsigned N = 50;
  Mem.put(X, std::vector<uint32_t>(N, 0));
  ASSERT_FALSE(bool(run(Code, N, 64, Mem, {X})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned I = 0; I != N; ++I)
    EXPECT_EQ(Out[I], I < 10 ? 100 + I : 200 - I) << I;
}

TEST_F(AppleGPUSimulatorTest, DivergentLoopWithJmpExecAny) {
  // y[i] = 0 + 1 + ... + i: each lane loops i + 1 times.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    ldimm    r0l, 0
    ldimm    r2, 0
    ldimm    r3, 0
  loop:
    iadd     r3, r3, r2
    iadd     r2, r2, 1
    while    r2, r1, 1, ulte
    jmp_any  @loop
    pop_exec 1
    store    r3, du0, r1, i32, x, a
    stop
  )");
  Buffers Mem;
  const unsigned N = 45;
  Mem.put(X, std::vector<uint32_t>(N, 0));
  RunStats Stats;
  ASSERT_FALSE(bool(run(Code, N, 32, Mem, {X}, 0, &Stats)));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned I = 0; I != N; ++I)
    EXPECT_EQ(Out[I], I * (I + 1) / 2) << I;
  // A SIMD group loops until its last lane is done: threads 0-31 32 times
  // (4 instructions each), threads 32-44 45 times; plus the 4 + 3
  // instructions around the loop in each.
  EXPECT_EQ(Stats.Instructions, (32 + 45) * 4 + 2 * 7);
}

TEST_F(AppleGPUSimulatorTest, BarrierAndThreadgroupMemoryAcrossSIMDGroups) {
  // Each thread writes its index, then reads its mirror's: two SIMD groups
  // of a 64-thread threadgroup must meet at the barrier.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_index_in_threadgroup
    shl      r2, r1, 2
    lstore   r1, r2l, 0, i32, x
    barrier
    isub     r5, 63, r1
    shl      r5, r5, 2
    lload    r4, r5l, 0, i32, x
    mov      r6, thread_in_grid_x
    store    r4, du0, r6, i32, x, a
    stop
  )");
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(128, 0));
  ASSERT_FALSE(bool(run(Code, 128, 64, Mem, {X}, 256)));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned I = 0; I != 128; ++I)
    EXPECT_EQ(Out[I], 63 - I % 64) << I;
}

TEST_F(AppleGPUSimulatorTest, SelectsShiftsAndConversions) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    csel     r2, r1, 10, r1, 10, ult   ; min(i, 10)
    shl      r3, r1, 3
    iadd     r2, r2, r3                ; + 8i
    u32_to_f r4, r2, rte
    fmul     r4, r4, 0.5
    f_to_u32 r5, r4, rtz               ; (min(i,10) + 8i) / 2, truncated
    store    r5, du0, r1, i32, x, a
    stop
  )");
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(40, 0));
  ASSERT_FALSE(bool(run(Code, 40, 40, Mem, {X})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned I = 0; I != 40; ++I)
    EXPECT_EQ(Out[I], (std::min(I, 10u) + 8 * I) / 2) << I;
}

TEST_F(AppleGPUSimulatorTest, FindFirstSetAndBitReverse) {
  // ffs: the index of the highest set bit, -1 for 0 (applegpu); bitrev.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    load     r2, du0, r1, i32, x, a
    wait     a
    ffs      r3, r2
    bitrev   r4, r2
    shl      r5, r1, 1
    store    r3, du2, r5, i32, x, a
    iadd     r5, r5, 1
    store    r4, du2, r5, i32, x, a
    stop
  )");
  std::vector<uint32_t> In = {0, 1, 2, 3, 0x80000000u, 0x00F00000u, 0xFFFFFFFFu, 12345};
  Buffers Mem;
  Mem.put(X, In);
  Mem.put(Y, std::vector<uint32_t>(2 * In.size(), 7));
  ASSERT_FALSE(bool(run(Code, In.size(), 8, Mem, {X, Y})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(Y);
  for (unsigned I = 0; I != In.size(); ++I) {
    uint32_t V = In[I], Top = ~0u, Rev = 0;
    for (int B = 31; B >= 0; --B)
      if (V >> B & 1) {
        Top = B;
        break;
      }
    for (int B = 0; B != 32; ++B)
      Rev |= (V >> B & 1) << (31 - B);
    EXPECT_EQ(Out[2 * I], Top) << I;
    EXPECT_EQ(Out[2 * I + 1], Rev) << I;
  }
}

TEST_F(AppleGPUSimulatorTest, SIMDGroupReduceScanBallotAndShuffles) {
  // 24 lanes of a 32-wide SIMD group exist: simd fadd reduces over them
  // (Mesa: nir reduce), prefix iadd is their exclusive scan, ballot sets
  // their bits, and shuffles follow applegpu's simd_shuffle* pseudocode.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    load     r2, du0, r1, i32, x, a
    wait     a
    simd     r3, r2, fadd
    simd     r4, r1, prefix, iadd
    ballot   r5, r1, 3, ugt
    shuffle  r6, r1, 1, xor
    shuffle  r7, r1, 2, down
    mov      r8, 5
    shuffle  r9, r1, r8l
    shl      r10, r1, 3
    store    r3, du2, r10, i32, x, a
    iadd     r10, r10, 1
    store    r4, du2, r10, i32, x, a
    iadd     r10, r10, 1
    store    r5, du2, r10, i32, x, a
    iadd     r10, r10, 1
    store    r6, du2, r10, i32, x, a
    iadd     r10, r10, 1
    store    r7, du2, r10, i32, x, a
    iadd     r10, r10, 1
    store    r9, du2, r10, i32, x, a
    stop
  )");
  const unsigned N = 24;
  std::vector<float> In(N);
  for (unsigned I = 0; I != N; ++I)
    In[I] = float(I) * 0.5f;
  Buffers Mem;
  Mem.put(X, In);
  Mem.put(Y, std::vector<uint32_t>(8 * N, 7));
  ASSERT_FALSE(bool(run(Code, N, N, Mem, {X, Y})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(Y);
  float Sum = 0;
  for (float F : In)
    Sum += F;
  uint32_t Ballot = 0;
  for (unsigned L = 4; L != N; ++L)
    Ballot |= 1u << L;
  for (unsigned L = 0; L != N; ++L) {
    float Got;
    std::memcpy(&Got, &Out[8 * L], 4);
    EXPECT_EQ(Got, Sum) << L;
    EXPECT_EQ(Out[8 * L + 1], L * (L - 1) / 2) << L; // 0 + 1 + ... + (L - 1)
    EXPECT_EQ(Out[8 * L + 2], Ballot) << L;
    EXPECT_EQ(Out[8 * L + 3], L ^ 1) << L;
    // Down by 2: lanes past 31 keep their own value; lanes 24-31 do not
    // exist, their registers read as they are (zero here).
    EXPECT_EQ(Out[8 * L + 4], L + 2 < N ? L + 2 : L + 2 < 32 ? 0 : L) << L;
    EXPECT_EQ(Out[8 * L + 5], 5u) << L; // every lane's index is 5
  }
}

TEST_F(AppleGPUSimulatorTest, ShuffleIndexBitsAreOredOverTheQuad) {
  // applegpu (simd_shuffle): the low two index bits of a quad's four lanes
  // are ORed; lane 4k+i asking for lane 4k+i reads lane 4k+3.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    shuffle  r2, r1, r1l
    store    r2, du0, r1, i32, x, a
    stop
  )");
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(32, 0));
  ASSERT_FALSE(bool(run(Code, 32, 32, Mem, {X})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned L = 0; L != 32; ++L)
    EXPECT_EQ(Out[L], (L & ~3u) + 3) << L;
}

TEST_F(AppleGPUSimulatorTest, DeviceAndThreadgroupAtomics) {
  // Mesa: the old value returned (device ones after their wait), the index
  // in words, cmpxchg's pair new-then-compared.
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    mov      r2, 1
    atomic   r3, r2, du0, 0, add, coherent1, a
    ldimm    r4, 0
    latomic  r5, r1, r4l, 1, umax
    ldimm    r6, 100
    mov      r7, 0
    atomic   r8, r6_r7, du0, 1, cmpxchg, coherent1, a
    wait     a
    iadd     r9, r1, 4
    shl      r9, r9, 1
    store    r3, du0, r9, i32, x, a
    iadd     r9, r9, 1
    store    r8, du0, r9, i32, x, a
    stop
  )");
  const unsigned N = 40;
  Buffers Mem;
  std::vector<uint32_t> Init(8 + 2 * N, 0);
  Mem.put(X, Init);
  ASSERT_FALSE(bool(run(Code, N, N, Mem, {X}, 8)));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  EXPECT_EQ(Out[0], N);   // N adds of 1
  EXPECT_EQ(Out[1], 100u); // the first lane's cmpxchg of 0 succeeded
  std::vector<uint32_t> Olds, Swapped;
  for (unsigned L = 0; L != N; ++L) {
    Olds.push_back(Out[8 + 2 * L]);
    Swapped.push_back(Out[8 + 2 * L + 1]);
  }
  std::sort(Olds.begin(), Olds.end());
  for (unsigned L = 0; L != N; ++L)
    EXPECT_EQ(Olds[L], L); // each lane saw a different count
  EXPECT_EQ(std::count(Swapped.begin(), Swapped.end(), 0u), 1);
  EXPECT_EQ(std::count(Swapped.begin(), Swapped.end(), 100u), long(N - 1));
}

TEST_F(AppleGPUSimulatorTest, StackIsPerLaneAndReservedByStackAdjust) {
  // Each lane stores its id and id * 3 (as a pair) on its own stack, a
  // lane-dependent store under a divergent if overwrites one slot for the
  // lanes that take it, and the values come back (a stack_load is waited
  // for like a device load) after the join, every lane's its own.
  std::vector<uint8_t> Code = assemble(R"(
    ldimm    r0, 0
    stack_adjust 4
    mov      r1, thread_in_grid_x
    imul     r2, r1, 3
    stack_store r1_r2, 0, i32, xy, a
    if       r1, 7, 1, ult
    jmp_none @join
    ldimm    r4, 1000
    stack_store r4, 8, i32, x, a
    stack_store r4l, 12, i16, x, a
  join:
    pop_exec 1
    ldimm    r4, 0
    stack_load r6_r7, 0, i32, xy, a
    stack_load r8l, 12, i16, x, b
    wait     a
    iadd     r6, r6, r7
    wait     b
    iadd     r6, r6, r8l
    store    r6, du0, r1, i32, x, a
    stop
  )");
  ASSERT_FALSE(Code.empty());
  Buffers Mem;
  Mem.put(X, std::vector<uint32_t>(40, 0));
  ASSERT_FALSE(bool(run(Code, 40, 40, Mem, {X})));
  std::vector<uint32_t> Out = Mem.get<uint32_t>(X);
  for (unsigned I = 0; I != 40; ++I)
    EXPECT_EQ(Out[I], 4 * I + (I < 7 ? 1000 : 0)) << I;
}

TEST_F(AppleGPUSimulatorTest, StackAccessBeyondTheReservedFrameIsAnError) {
  std::vector<uint8_t> Code = assemble(R"(
    stack_adjust 2
    mov      r1, thread_in_grid_x
    stack_store r1, 4, i32, x, a
    stack_store r1, 8, i32, x, a
    stop
  )");
  Buffers Mem;
  Error E = run(Code, 32, 32, Mem, {});
  ASSERT_TRUE(bool(E));
  std::string Msg = toString(std::move(E));
  EXPECT_NE(Msg.find("lane 0 accesses its stack at byte 8, beyond the 8 bytes "
                     "stack_adjust reserved"),
            std::string::npos)
      << Msg;
  EXPECT_NE(Msg.find("at 0x14 (stack_store r1, 8"), std::string::npos) << Msg;
}

TEST_F(AppleGPUSimulatorTest, UnimplementedInstructionIsAnError) {
  std::vector<uint8_t> Code = assemble(R"(
    mov      r1, thread_in_grid_x
    popcnt   r2, r1
    bfi      r2, r1, r3, 4, 8
    stop
  )");
  Buffers Mem;
  Error E = run(Code, 1, 1, Mem, {});
  ASSERT_TRUE(bool(E));
  std::string Msg = toString(std::move(E));
  EXPECT_NE(Msg.find("instruction 'bfi' is not implemented"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("at 0xa"), std::string::npos) << Msg;
}

TEST_F(AppleGPUSimulatorTest, EndlessLoopIsStopped) {
  std::vector<uint8_t> Code = assemble(R"(
  top:
    jmp_any  @top
  )");
  Buffers Mem;
  Simulator Sim(*MRI, Code, 0, SimulatorOptions{1000});
  DispatchShape S;
  std::vector<uint8_t> Local;
  Expected<RunStats> R = Sim.runThreadgroup(S, uniforms({}), Mem, Local);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("more than 1000 instructions"),
            std::string::npos);
}

} // namespace
