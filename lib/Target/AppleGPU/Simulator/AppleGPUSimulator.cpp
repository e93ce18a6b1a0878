//===- AppleGPUSimulator.cpp - A G13 SIMD-group simulator -----------------===//
//
// Sources, cited per instruction below (docs/applegpu-simulator.md):
//   [A] dougallj/applegpu at 4c5bae61, applegpu.py (pseudocode and the
//       emulator; line numbers are that file's) and hwtest.py;
//   [M] Mesa src/asahi/compiler (agx_compile.c, agx_lower_pseudo.c,
//       agx_insert_waits.c, agx_pack.c) and src/asahi/isa/AGX2.xml.
// Where both are silent the choice made here is marked ASSUMPTION.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUSimulator.h"
#include "AppleGPUNumbers.h"
#include "AppleGPUTextures.h"
#include "MCTargetDesc/AppleGPUISA.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>
#include <optional>

using namespace llvm;
using namespace llvm::AppleGPU;
using namespace metalnt::applegpu;
using namespace metalnt::applegpu::num;

DeviceMemory::~DeviceMemory() = default;

namespace {

//===----------------------------------------------------------------------===//
// Number formats
//===----------------------------------------------------------------------===//


/// 32-bit float inputs and results are flushed to zero [A] (l.1010,
/// fma.py: "denormals are flushed"); 16-bit ones are not.
float flushF32(float F) {
  uint32_t B = floatToBits(F);
  if ((B & 0x7F800000) == 0)
    return bitsToFloat(B & 0x80000000);
  return F;
}

/// The 8-bit float immediate [A] (decode_float_immediate, l.737).
double floatImmediate(unsigned N) {
  double Sign = (N & 0x80) ? -1.0 : 1.0;
  unsigned E = (N >> 4) & 7, F = N & 15;
  if (E == 0)
    return Sign * F / 64.0;
  return Sign * std::ldexp(16.0 + F, int(E) - 7);
}

//===----------------------------------------------------------------------===//
// State
//===----------------------------------------------------------------------===//

using Lanes = std::array<std::array<uint16_t, NumGPRHalves>, SIMDWidth>;

/// A load waiting for its `wait` [M] (agx_insert_waits.c): the halves it
/// writes, per lane, and the value each gets.
struct PendingLoad {
  unsigned Slot;
  unsigned FirstHalf, NumHalves;
  uint32_t LaneMask;
  uint64_t PC;
  std::vector<uint16_t> Values; // [lane * NumHalves + i]
};

struct Group {
  Lanes *R;
  unsigned Index = 0;
  uint32_t Exists = 0; ///< lanes that are threads of the dispatch
  uint32_t Exec = 0;   ///< active lanes: existing ones with r0l == 0
  uint64_t PC = 0;
  uint64_t Count = 0;
  bool Stopped = false, AtBarrier = false;
  std::vector<PendingLoad> Pending;
  /// Each lane's stack: the bytes stack_adjust has reserved.
  std::array<std::vector<uint8_t>, SIMDWidth> Stack;
};

struct DecodedAt {
  DecodedInst D;
  bool Valid = false;
};

} // namespace

struct Simulator::Impl {
  std::unique_ptr<ISA> Model;
  std::vector<uint8_t> Code;
  uint64_t Entry;
  SimulatorOptions Options;
  DenseMap<uint64_t, DecodedAt> Cache;
  std::vector<Lanes> Registers;

  // The dispatch being run.
  const DispatchShape *Shape = nullptr;
  ArrayRef<uint16_t> Uniforms;
  /// While the preamble runs: the same uniforms, which uniform_store writes.
  MutableArrayRef<uint16_t> PreambleUniforms;
  bool InPreamble = false;
  DeviceMemory *Memory = nullptr;
  std::vector<uint8_t> *TG = nullptr;
  RunStats Stats;
  /// While vertices run (runVertices): each vertex's UVS words, which
  /// st_var writes; vertex v's word i at v * UVSWords + i.
  std::vector<uint32_t> *UVS = nullptr;
  unsigned UVSWords = 0;
  /// While fragments run (runFragments): each fragment's state.
  MutableArrayRef<FragmentState> Fragments;
  /// The sampler heap (setSamplerStates).
  std::vector<uint64_t> Samplers;
  /// Registers the dispatch preloads in each SIMD group (runVertices).
  std::function<void(unsigned Group, Lanes &)> Preload;

  Impl(const MCRegisterInfo &MRI, ArrayRef<uint8_t> Code, uint64_t Entry,
       SimulatorOptions Options)
      : Model(std::make_unique<ISA>(MRI)), Code(Code.begin(), Code.end()),
        Entry(Entry), Options(Options) {}

  std::string describeAt(uint64_t PC) const {
    std::string S;
    raw_string_ostream OS(S);
    OS << format("0x%llx", (unsigned long long)PC);
    MCInst MI;
    uint64_t Size;
    if (PC < Code.size() &&
        Model->decode(ArrayRef<uint8_t>(Code).drop_front(PC), MI, Size)) {
      OS << " (";
      Model->print(MI, OS);
      OS << ")";
    }
    return S;
  }
  Error fail(const Group &G, const Twine &Msg) const {
    return createStringError(inconvertibleErrorCode(),
                             "applegpu simulator: SIMD group " +
                                 Twine(G.Index) + " at " + describeAt(G.PC) +
                                 ": " + Msg);
  }

  Expected<const DecodedInst *> fetch(Group &G) {
    auto [It, New] = Cache.try_emplace(G.PC);
    if (New && G.PC < Code.size())
      It->second.Valid = Model->decodeFields(
          ArrayRef<uint8_t>(Code).drop_front(G.PC), It->second.D);
    if (!It->second.Valid)
      return fail(G, G.PC >= Code.size() ? "execution ran past the code"
                                         : "bytes that are no instruction");
    return &It->second.D;
  }

  //===--------------------------------------------------------------------===//
  // Operands
  //===--------------------------------------------------------------------===//

  /// The pending load writing any of these halves in this lane.
  const PendingLoad *pendingOverlap(const Group &G, unsigned Lane,
                                    unsigned First, unsigned N) const {
    for (const PendingLoad &P : G.Pending)
      if ((P.LaneMask >> Lane & 1) && First < P.FirstHalf + P.NumHalves &&
          P.FirstHalf < First + N)
        return &P;
    return nullptr;
  }

  /// Element \p I of a register or uniform operand, zero-extended from its
  /// size; immediates as their value.
  Expected<uint64_t> readRaw(Group &G, unsigned Lane, const OperandDesc &D,
                             unsigned I = 0) {
    unsigned Halves = D.Size / 16;
    unsigned First = unsigned(D.Base) + I * Halves;
    switch (D.Kind) {
    case ImmNone:
      return 0;
    case ImmInt:
    case ImmFloat:
      return uint64_t(D.Base);
    case ImmReg: {
      if (First + Halves > NumGPRHalves)
        return fail(G, "register beyond r127");
      if (const PendingLoad *P = pendingOverlap(G, Lane, First, Halves))
        return fail(G, "reads " + regName('r', First, D.Size) +
                           " before the wait for the load at " +
                           describeAt(P->PC));
      uint64_t V = 0;
      for (unsigned H = 0; H != Halves; ++H)
        V |= uint64_t((*G.R)[Lane][First + H]) << (16 * H);
      return V;
    }
    case ImmUniform: {
      if (First + Halves > NumUniformHalves)
        return fail(G, "uniform beyond u255");
      uint64_t V = 0;
      for (unsigned H = 0; H != Halves; ++H)
        V |= uint64_t(First + H < Uniforms.size() ? Uniforms[First + H] : 0)
             << (16 * H);
      return V;
    }
    default:
      return fail(G, "an operand kind (cf/ts/ss) compute code never uses");
    }
  }

  static std::string regName(char File, unsigned Half, unsigned Size) {
    std::string S(1, File);
    S += std::to_string(Half / 2);
    if (Size == 16)
      S += (Half & 1) ? 'h' : 'l';
    return S;
  }

  /// An integer source: zero- or (.sx) sign-extended to 64 bits [A]
  /// (iadd/imadd sources carry a sign-extension bit; others do not).
  Expected<uint64_t> readInt(Group &G, unsigned Lane, const OperandDesc &D) {
    Expected<uint64_t> V = readRaw(G, Lane, D);
    if (!V)
      return V;
    if (D.Kind == ImmReg || D.Kind == ImmUniform)
      return D.SX ? uint64_t(SignExtend64(*V, D.Size)) : *V;
    return *V;
  }

  /// A float source as a double: 16-bit registers are halves, 32-bit
  /// registers floats flushed to zero; then abs, then neg [A] (l.1000).
  Expected<double> readFloat(Group &G, unsigned Lane, const OperandDesc &D) {
    double F;
    if (D.Kind == ImmFloat) {
      F = floatImmediate(unsigned(D.Base));
    } else if (D.Kind == ImmInt) {
      F = double(D.Base); // ASSUMPTION: not produced by Mesa's packer
    } else {
      Expected<uint64_t> V = readRaw(G, Lane, D);
      if (!V)
        return V.takeError();
      if (D.Size == 16)
        F = halfToFloat(uint16_t(*V));
      else if (D.Size == 32)
        F = flushF32(bitsToFloat(uint32_t(*V)));
      else
        return fail(G, "a 64-bit float operand");
    }
    if (D.Abs)
      F = std::fabs(F);
    if (D.Neg)
      F = -F;
    return F;
  }

  /// The sources of I (the operands after its destination) for one lane,
  /// each read with Read: readRaw, readInt or readFloat.
  template <typename T>
  Expected<SmallVector<T, 4>>
  sources(Group &G, unsigned Lane, const DecodedInst &I,
          Expected<T> (Impl::*Read)(Group &, unsigned, const OperandDesc &)) {
    SmallVector<T, 4> S;
    for (unsigned K = 1; K != I.Operands.size(); ++K) {
      Expected<T> V = (this->*Read)(G, Lane, I.Operands[K].Desc);
      if (!V)
        return V.takeError();
      S.push_back(*V);
    }
    return S;
  }
  /// readRaw of a scalar source (element 0), in the shape sources() takes.
  Expected<uint64_t> readSource(Group &G, unsigned Lane, const OperandDesc &D) {
    return readRaw(G, Lane, D);
  }

  Error write(Group &G, unsigned Lane, const OperandDesc &D, uint64_t V,
              unsigned I = 0) {
    if (D.Kind != ImmReg)
      return fail(G, "a destination that is not a general register");
    unsigned Halves = D.Size / 16;
    unsigned First = unsigned(D.Base) + I * Halves;
    if (First + Halves > NumGPRHalves)
      return fail(G, "register beyond r127");
    if (const PendingLoad *P = pendingOverlap(G, Lane, First, Halves))
      return fail(G, "writes " + regName('r', First, D.Size) +
                         " before the wait for the load at " +
                         describeAt(P->PC));
    for (unsigned H = 0; H != Halves; ++H)
      (*G.R)[Lane][First + H] = uint16_t(V >> (16 * H));
    return Error::success();
  }

  /// uniform_store [M] (AGX2.xml, displayed as mov; agx_compile.c emits it
  /// for the preamble's store_preamble): a uniform register written from a
  /// general register. ASSUMPTION (docs/applegpu-simulator.md): the
  /// preamble runs as one thread, so one lane's value is stored; outside
  /// it, or with another number of lanes active, it is an error.
  Error uniformStore(Group &G, const DecodedInst &I) {
    const OperandDesc &D = I.Operands[0].Desc, &S = I.Operands[1].Desc;
    if (!InPreamble)
      return fail(G, "uniform_store outside the preamble");
    if (D.Kind != ImmUniform || S.Kind != ImmReg)
      return fail(G, "uniform_store needs a uniform destination and a register");
    if (popcount(G.Exec) != 1)
      return fail(G, "uniform_store with " + Twine(popcount(G.Exec)) +
                         " active lanes (the preamble runs as one)");
    if (D.Size != S.Size)
      return fail(G, "uniform_store of a " + Twine(S.Size) + "-bit register to a " +
                         Twine(D.Size) + "-bit uniform");
    unsigned Halves = D.Size / 16, First = unsigned(D.Base);
    if (First + Halves > PreambleUniforms.size())
      return fail(G, "uniform beyond u255");
    Expected<uint64_t> V = readRaw(G, unsigned(countr_zero(G.Exec)), S);
    if (!V)
      return V.takeError();
    for (unsigned H = 0; H != Halves; ++H)
      PreambleUniforms[First + H] = uint16_t(*V >> (16 * H));
    return Error::success();
  }

  /// st_var [M] (agx_opcodes.py st_vary; agx_nir_lower_uvs.c writes each
  /// output component to its UVS index; AGX2.xml st_var): each active
  /// lane's 32-bit register to word `index` (an immediate or a 16-bit
  /// register) of its vertex's UVS. The UVS is per vertex, as Mesa's
  /// layout describes it (docs/applegpu-simulator.md); `last` (the final
  /// store) changes nothing here.
  Error storeVarying(Group &G, const DecodedInst &I) {
    if (!UVS)
      return fail(G, "st_var outside a vertex function");
    const OperandDesc &V = I.Operands[0].Desc, &X = I.Operands[1].Desc;
    if (V.Kind != ImmReg || V.Size != 32)
      return fail(G, "st_var of a value that is not a 32-bit register");
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<uint64_t> Index = readRaw(G, L, X);
      if (!Index)
        return Index.takeError();
      if (*Index >= UVSWords)
        return fail(G, "st_var to UVS word " + Twine(*Index) + ", beyond the " +
                           Twine(UVSWords) + " the vertex function has");
      Expected<uint64_t> Value = readRaw(G, L, V);
      if (!Value)
        return Value.takeError();
      (*UVS)[(uint64_t(G.Index) * SIMDWidth + L) * UVSWords + *Index] = uint32_t(*Value);
    }
    return Error::success();
  }

  /// A float result rounded once to the destination's format; 32-bit
  /// results are flushed to zero, NaNs are the default NaN [A]. Element
  /// \p E of a register vector.
  Error writeFloat(Group &G, unsigned Lane, const OperandDesc &D, double F,
                   bool Saturate, unsigned E = 0) {
    if (Saturate) // NaN and negatives to +0, above 1 to 1 [A] (l.1040)
      F = std::isnan(F) ? 0.0 : std::fmin(std::fmax(F, 0.0), 1.0);
    if (D.Size == 16)
      return write(G, Lane, D, doubleToHalf(F), E);
    if (D.Size != 32)
      return fail(G, "a 64-bit float result");
    if (std::isnan(F))
      return write(G, Lane, D, 0x7FC00000, E);
    return write(G, Lane, D, floatToBits(flushF32(float(F))), E);
  }

  //===--------------------------------------------------------------------===//
  // Fragments (docs/applegpu-simulator.md, "Fragments")
  //===--------------------------------------------------------------------===//

  FragmentState &fragment(const Group &G, unsigned Lane) {
    return Fragments[size_t(G.Index) * SIMDWidth + Lane];
  }

  /// iter, iterproj and ldcf [M] (agx_nir_lower_interpolation.c: inputs are
  /// coefficient vectors <A, B, C> dotted with <x, y, 1>, x and y relative
  /// to the tile; perspective inputs are divided by the interpolated
  /// reciprocal W, the coefficient register iterproj's second source
  /// names; ldcf returns the three coefficients). Every interpolation
  /// (center, centroid, sample) is at the pixel's centre: the simulator
  /// models pixels of one sample. The plane is evaluated exactly and
  /// rounded once.
  Error iterate(Group &G, const DecodedInst &I, StringRef Name) {
    if (Fragments.empty())
      return fail(G, Name + " outside a fragment function");
    const OperandDesc &D = I.Operands[0].Desc, &CF = I.Operands[1].Desc;
    bool Proj = Name == "iterproj", Load = Name == "ldcf";
    if (CF.Kind != ImmCF || (Proj && I.Operands[2].Desc.Kind != ImmCF))
      return fail(G, Name + " without coefficient registers");
    unsigned Count = Load ? 3 : D.Count;
    return forActive(G, [&](unsigned L) -> Error {
      FragmentState &F = fragment(G, L);
      auto Plane = [&](uint64_t Index) -> Expected<std::array<float, 3>> {
        if (Index >= F.Coefficients.size())
          return fail(G, "coefficient register cf" + Twine(Index) + " beyond the " +
                             Twine(F.Coefficients.size()) + " the fragment has");
        return F.Coefficients[Index];
      };
      double X = double(F.X % 32) + 0.5, Y = double(F.Y % 32) + 0.5;
      auto At = [&](const std::array<float, 3> &P) {
        return double(P[0]) * X + double(P[1]) * Y + double(P[2]);
      };
      for (unsigned C = 0; C != Count; ++C) {
        Expected<std::array<float, 3>> P = Plane(uint64_t(CF.Base) + (Load ? 0 : C));
        if (!P)
          return P.takeError();
        if (Load && D.Size == 32) { // the coefficient's bits, uninterpreted
          if (Error E = write(G, L, D, floatToBits((*P)[C]), C))
            return E;
          continue;
        }
        double V = Load ? double((*P)[C]) : At(*P);
        if (Proj) {
          Expected<std::array<float, 3>> W = Plane(uint64_t(I.Operands[2].Desc.Base));
          if (!W)
            return W.takeError();
          V /= At(*W);
        }
        if (Error E = writeFloat(G, L, D, V, false, C))
          return E;
      }
      return Error::success();
    });
  }

  /// The tile formats [M] (agx_compile.h enum agx_format; AGX2.xml): the
  /// bytes of one component.
  static unsigned tileFormatBytes(unsigned Format) {
    switch (Format) {
    case 0: case 4: case 5: case 10: return 1; // i8, u8norm, s8norm, srgba8
    case 1: case 3: case 6: case 7: return 2;  // i16, f16, u16norm, s16norm
    case 2: return 4;                           // i32
    }
    return 0; // packed formats: not modelled
  }


  /// st_tile and ld_tile [M] (agx_pack.c; nir_intrinsics.py): the
  /// components the mask selects, from or into consecutive registers, at a
  /// byte offset in the fragment's pixel, converted by the tile format:
  /// the normalized formats and sRGB by the MSL conversion rules, f16 by
  /// rounding to nearest even, the integer formats keeping their low bits
  /// (loaded zero-extended). ASSUMPTIONS (docs/applegpu-simulator.md): one
  /// sample per pixel (the sample mask is not consulted); a discarded
  /// fragment's stores do nothing.
  Error tileAccess(Group &G, const DecodedInst &I, bool Store) {
    if (Fragments.empty())
      return fail(G, StringRef(Store ? "st_tile" : "ld_tile") + " outside a fragment function");
    if (I.imm("explicit_coords"))
      return fail(G, "tile accesses at explicit coordinates are not implemented");
    const OperandDesc &R = I.Operands[0].Desc;
    unsigned Format = unsigned(I.imm("format")), Mask = unsigned(I.imm("mask", 0xF));
    if (Format == 8 || Format >= 12)
      return packedTileAccess(G, I, Store, Format, Mask);
    unsigned Bytes = tileFormatBytes(Format);
    if (!Bytes)
      return fail(G, "tile format " + enumValueName("format", Format) +
                         " (not implemented by the simulator)");
    uint64_t Offset = uint64_t(I.imm("offset"));
    bool Norm = Format >= 4 && Format <= 7, SRGB = Format == 10;
    unsigned NormBits = Format == 6 || Format == 7 ? 16 : 8;
    bool NormSigned = Format == 5 || Format == 7;
    return forActive(G, [&](unsigned L) -> Error {
      FragmentState &F = fragment(G, L);
      if (Store && F.Discarded)
        return Error::success();
      unsigned Element = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (!(Mask >> C & 1))
          continue;
        uint64_t At = Offset + uint64_t(C) * Bytes;
        if (At + Bytes > F.Tile.size())
          return fail(G, "a tile access of byte " + Twine(At + Bytes) + " of a pixel of " +
                             Twine(F.Tile.size()));
        uint8_t *P = F.Tile.data() + At;
        if (Store) {
          uint64_t Raw;
          if (Norm || SRGB || Format == 3) {
            Expected<double> V = readFloat(G, L, elementDesc(R, Element));
            if (!V)
              return V.takeError();
            double X = SRGB && C != 3 ? toSRGB(*V) : *V;
            Raw = Format == 3 ? doubleToHalf(X)
                              : uint64_t(toNorm(X, SRGB ? 8 : NormBits, NormSigned));
          } else {
            Expected<uint64_t> V = readRaw(G, L, R, Element);
            if (!V)
              return V.takeError();
            Raw = *V;
          }
          std::memcpy(P, &Raw, Bytes);
        } else {
          uint64_t Raw = 0;
          std::memcpy(&Raw, P, Bytes);
          Error E = Error::success();
          if (Norm || SRGB) {
            double X = fromNorm(Raw, 8 * Bytes, NormSigned);
            E = writeFloat(G, L, R, SRGB && C != 3 ? fromSRGB(X) : X, false, Element);
          } else if (Format == 3) {
            E = writeFloat(G, L, R, halfToFloat(uint16_t(Raw)), false, Element);
          } else {
            E = write(G, L, R, Raw, Element);
          }
          if (E)
            return E;
        }
        ++Element;
      }
      return Error::success();
    });
  }


  /// st_tile and ld_tile in the packed tile formats [M] (enum agx_format):
  /// rgb10a2 (unorm 10, 10, 10 and 2 bits from bit 0), rg11b10f (unsigned
  /// floats of 11, 11 and 10 bits, EXT_packed_float; _rtz rounds toward
  /// zero) and rgb9e5 (EXT_texture_shared_exponent): a pixel word, the
  /// mask's components from consecutive registers; a store keeps the
  /// fields of the components the mask leaves out.
  Error packedTileAccess(Group &G, const DecodedInst &I, bool Store, unsigned Format,
                         unsigned Mask) {
    const OperandDesc &R = I.Operands[0].Desc;
    uint64_t Offset = uint64_t(I.imm("offset"));
    bool Shared = Format == 13 || Format == 15, RTZ = Format >= 14;
    return forActive(G, [&](unsigned L) -> Error {
      FragmentState &F = fragment(G, L);
      if (Store && F.Discarded)
        return Error::success();
      if (Offset + 4 > F.Tile.size())
        return fail(G, "a tile access of byte " + Twine(Offset + 4) + " of a pixel of " +
                           Twine(F.Tile.size()));
      uint32_t W;
      std::memcpy(&W, F.Tile.data() + Offset, 4);
      // The word's channels as values.
      double V[4] = {0, 0, 0, 1};
      if (Format == 8) {
        for (unsigned C = 0; C != 4; ++C) {
          V[C] = fromNorm(W >> (10 * C), C == 3 ? 2 : 10, false);
        }
      } else if (Shared) {
        fromRGB9E5(W, V);
      } else {
        V[0] = fromSmallFloat(W & 0x7FF, 6);
        V[1] = fromSmallFloat((W >> 11) & 0x7FF, 6);
        V[2] = fromSmallFloat(W >> 22, 5);
      }
      unsigned Element = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (!(Mask >> C & 1))
          continue;
        if (Store) {
          Expected<double> X = readFloat(G, L, elementDesc(R, Element));
          if (!X)
            return X.takeError();
          V[C] = *X;
        } else if (Error E = writeFloat(G, L, R, V[C], false, Element)) {
          return E;
        }
        ++Element;
      }
      if (!Store)
        return Error::success();
      if (Format == 8) {
        W = 0;
        for (unsigned C = 0; C != 4; ++C)
          W |= uint32_t(toNorm(V[C], C == 3 ? 2 : 10, false)) << (10 * C);
      } else if (Shared) {
        W = toRGB9E5(V);
      } else {
        W = toSmallFloat(V[0], 6, RTZ) | toSmallFloat(V[1], 6, RTZ) << 11 |
            toSmallFloat(V[2], 5, RTZ) << 22;
      }
      std::memcpy(F.Tile.data() + Offset, &W, 4);
      return Error::success();
    });
  }

  /// smpf, smpi and imgw [M] (agx_pack.c; AGX2.xml group "smp", imgw):
  /// bindless, the texture operand a byte offset into the descriptor heap
  /// whose address the heap uniform holds; the sampler an index into the
  /// sampler heap (an immediate or a 16-bit register); 2D coordinates in
  /// two consecutive 32-bit registers (floats for smpf, integers
  /// otherwise); the level of detail a 16-bit register (binary16 for smpf,
  /// an integer level for smpi and imgw) or 0. The mask's components
  /// arrive at the destination contiguously at the `wait` on the slot,
  /// 32-bit ones here; imgw writes the 32-bit data through the PBE
  /// descriptor. auto_lod takes the level of detail from the quad's
  /// coordinates (AppleGPUTextures.h; ASSUMPTION: fine differences, lanes
  /// 4k to 4k+3 a quad laid out (x, y), (x+1, y), (x, y+1), (x+1, y+1), as
  /// metal-run numbers fragments).
  Error texture(Group &G, const DecodedInst &I, StringRef Name) {
    bool Write = Name == "imgw", Sample = Name == "smpf";
    // Operand 0 is the destination, or imgw's data.
    const OperandDesc &Heap = I.Operands[1].Desc, &Tex = I.Operands[2].Desc;
    const OperandDesc &Smp = I.Operands[Write ? 0 : 3].Desc;
    const OperandDesc &Coord = I.Operands[Write ? 3 : 4].Desc;
    const OperandDesc &Lod = I.Operands[Write ? 4 : 5].Desc;
    const OperandDesc &R = I.Operands[0].Desc;
    if (Heap.Kind != ImmUniform || Tex.Kind != ImmReg || Tex.Size != 32)
      return fail(G, Name + " through texture-state registers (the simulator models "
                            "bindless descriptors)");
    unsigned Dim = unsigned(I.imm("dim"));
    if (Dim != tex::Dim2D && Dim != tex::Dim2DArray && Dim != tex::Dim3D &&
        !(tex::isMultisampled(Dim) && Name == "smpi"))
      return fail(G, Name + " of a texture dimension other than 2d, 2d_array and 3d, or "
                            "a read of 2d_ms or 2d_ms_array (not modelled)");
    // The zs operand (AGX2.xml encoding zs; [M] agx_compile.c): none,
    // packed offsets (a half register), a comparison's reference (a
    // 32-bit register, with the shadow bit), or both: three halves, the
    // reference then the offsets.
    const OperandDesc *ZS = Write ? nullptr : &I.Operands[6].Desc;
    bool Shadow = !Write && I.imm("shadow");
    bool Offsets = ZS && ZS->Kind == ImmReg && (!Shadow || ZS->Count == 3);
    bool Both = Shadow && Offsets;
    if (!Write && (R.Size != 32 || I.imm("mask") != 0xF ||
                   I.imm("sparse") || Coord.Size != 32 ||
                   (ZS->Kind != ImmNone && ZS->Kind != ImmReg) ||
                   (ZS->Kind == ImmReg && ZS->Count != (Both ? 3u : 1u)) ||
                   (Offsets && ZS->Size != 16) || (Shadow && !Both && ZS->Size != 32) ||
                   (!Sample && ZS->Kind != ImmNone)))
      return fail(G, Name + " with 16-bit results, a partial mask, sparse residency, "
                            "16-bit coordinates, or an unknown zs operand (not modelled)");
    int Gather = Sample && I.imm("gather") ? int(I.imm("gather") - 1) / 2 : -1;
    // query_lod [M] (agx_compile.c, nir_texop_lod): the quad's level of
    // detail, the level sampling would access and the level itself as the
    // first two results; no layer among the coordinates (agx_validate.c).
    bool Query = Sample && I.imm("query_lod");
    if (Write && (R.Size != 32 || Coord.Size != 32))
      return fail(G, "imgw of 16-bit data or coordinates (not modelled)");
    unsigned Mode = unsigned(I.imm("lod_type"));
    bool Gradients = Mode == 4 || Mode == 12;
    if (!Write && Mode != 0 && !Gradients && Mode != 5 && Mode != 6 && Mode != 13)
      return fail(G, Name + " with level-of-detail mode " + Twine(Mode) + " (not modelled)");
    if (Mode == 0 && Sample && Fragments.empty() && Gather < 0)
      return fail(G, "smpf with auto_lod outside a fragment function");
    if (Query && ((Mode != 0 && Mode != 5) || Gather >= 0 || Shadow || Fragments.empty()))
      return fail(G, "smpf with query_lod other than the quad's level of detail (with a bias) "
                     "in a fragment function (not modelled)");
    // A lane's 2D coordinates, and for arrays the layer word (its low half
    // the layer [M] agx_nir_lower_texture.c).
    auto Coords = [&](unsigned L, uint64_t XY[3]) -> Error {
      XY[2] = 0;
      for (unsigned E = 0; E != (Dim == tex::Dim2D || (Query && Dim != tex::Dim3D) ? 2u : 3u);
           ++E) {
        Expected<uint64_t> V = readRaw(G, L, elementDesc(Coord, E));
        if (!V)
          return V.takeError();
        XY[E] = *V;
      }
      return Error::success();
    };
    PendingLoad P{unsigned(I.imm("group")), unsigned(R.Base), 8, 0, G.PC, {}};
    if (!Write)
      P.Values.assign(SIMDWidth * 8, 0);
    Error Err = forActive(G, [&](unsigned L) -> Error {
      Expected<uint64_t> HeapAddr = readRaw(G, L, Heap);
      Expected<uint64_t> Offset = HeapAddr ? readRaw(G, L, Tex) : Expected<uint64_t>(0);
      if (!HeapAddr)
        return HeapAddr.takeError();
      if (!Offset)
        return Offset.takeError();
      uint8_t Desc[24];
      uint64_t At = *HeapAddr + *Offset;
      if (!Memory->read(At, Desc, 24))
        return fail(G, "lane " + Twine(L) + "'s descriptor at 0x" + Twine::utohexstr(At) +
                           " is outside device memory");
      uint64_t XY[3];
      if (Error E = Coords(L, XY))
        return E;
      // An array's layer, or a 3D texture's z: an integer (smpi, imgw) or
      // a float (smpf). A multisampled read's sample: the low half of the
      // third word, and an array's layer its high half ([M]
      // agx_nir_lower_texture.c).
      int64_t Layer = Dim == tex::Dim3D ? int64_t(int32_t(XY[2])) : int64_t(XY[2] & 0xFFFF);
      unsigned SampleIndex = 0;
      if (tex::isMultisampled(Dim)) {
        SampleIndex = unsigned(XY[2] & 0xFFFF);
        Layer = Dim == tex::Dim2DMSArray ? int64_t(XY[2] >> 16 & 0xFFFF) : 0;
      }
      // auto_lod_bias_min's operand is two halves: the bias, then the
      // minimum ([M] agx_nir_lower_texture.c, lod_bias_min_agx).
      Expected<uint64_t> LodRaw = readRaw(G, L, Mode == 13 || Gradients ? elementDesc(Lod, 0) : Lod);
      if (!LodRaw)
        return LodRaw.takeError();
      double MinLambda = -INFINITY;
      if (Mode == 13) {
        Expected<uint64_t> Min = readRaw(G, L, elementDesc(Lod, 1));
        if (!Min)
          return Min.takeError();
        MinLambda = double(halfToFloat(uint16_t(*Min)));
      }
      auto Failed = [&](Error E) { return fail(G, Name + ": " + toString(std::move(E))); };
      if (Write) {
        tex::Texel Data;
        for (unsigned C = 0; C != 4; ++C) {
          Expected<uint64_t> V = readRaw(G, L, elementDesc(R, C));
          if (!V)
            return V.takeError();
          Data[C] = uint32_t(*V);
        }
        tex::PBEDescriptor PD = tex::decodePBE(Desc);
        if (PD.Dimension != Dim)
          return fail(G, "imgw of dimension " + Twine(Dim) + " through a PBE descriptor of " +
                             Twine(PD.Dimension));
        if (Error E = tex::store(PD, int32_t(XY[0]), int32_t(XY[1]), Layer,
                                 unsigned(*LodRaw & 0xFFFF), Data, *Memory))
          return Failed(std::move(E));
        return Error::success();
      }
      // The sampler: an immediate index (ss) or a 16-bit register's.
      Expected<uint64_t> Index = Smp.Kind == ImmSS ? Expected<uint64_t>(uint64_t(Smp.Base))
                                                   : readRaw(G, L, Smp);
      if (!Index)
        return Index.takeError();
      if (*Index >= Samplers.size())
        return fail(G, "sampler state " + Twine(*Index) + " is not loaded (" +
                           Twine(Samplers.size()) + " are)");
      tex::SamplerState S = tex::decodeSampler(Samplers[*Index]);
      tex::TextureDescriptor D = tex::decodeTexture(Desc);
      if (D.Dimension != Dim)
        return fail(G, Name + " of dimension " + Twine(Dim) + " through a descriptor of " +
                           Twine(D.Dimension));
      Expected<tex::Texel> T = tex::Texel{};
      if (!Sample) {
        T = tex::load(D, S, int32_t(XY[0]), int32_t(XY[1]), Layer, unsigned(*LodRaw & 0xFFFF),
                      *Memory, SampleIndex);
      } else {
        tex::SampleOptions Options;
        Options.GatherComponent = Gather;
        Options.Layer = Dim == tex::Dim3D ? 0 : unsigned(Layer);
        Options.R = Dim == tex::Dim3D ? bitsToFloat(uint32_t(XY[2])) : 0.0f;
        if (ZS->Kind == ImmReg) {
          // Halves: the reference's two, then the offsets'.
          uint64_t Z = 0;
          for (unsigned H = 0; H != (Both ? 3u : 1u); ++H) {
            OperandDesc Part = *ZS;
            Part.Base += int64_t(H);
            Part.Count = 1;
            Part.Size = Both || !Shadow ? 16 : 32;
            Expected<uint64_t> V = readRaw(G, L, Part);
            if (!V)
              return V.takeError();
            Z |= *V << (16 * H);
          }
          if (Shadow) {
            Options.Compare = true;
            Options.Reference = bitsToFloat(uint32_t(Z));
          }
          if (Offsets) { // 4-bit nibbles from bit 0 [M] (agx_nir_lower_texture.c)
            uint64_t Packed = Both ? Z >> 32 : Z;
            Options.OffsetX = int(SignExtend64(Packed & 15, 4));
            Options.OffsetY = int(SignExtend64((Packed >> 4) & 15, 4));
            if (Dim == tex::Dim3D) // z from bit 8 (Mesa packs each component)
              Options.OffsetZ = int(SignExtend64((Packed >> 8) & 15, 4));
          }
        }
        // lod_min's level, auto_lod_bias's bias (auto_lod's operand is 0);
        // lod_grad's gradients: 32-bit floats from the operand's register
        // on, dx and dy of each coordinate in turn, then lod_grad_min's
        // minimum, binary16 in the next register's low half [M]
        // (agx_compile.c; AGX2.xml's operand names two registers, Mesa
        // writes 2 x the coordinates, plus one).
        double Lambda = Gradients ? 0.0 : double(halfToFloat(uint16_t(*LodRaw)));
        if (Gradients) {
          // AGX2.xml describes lod_grad_min's operand as five halves: the
          // same registers, from an even half.
          OperandDesc Words = Lod;
          if (Mode == 12 && Lod.Size == 16 && Lod.Base % 2 == 0)
            Words.Size = 32;
          if (Lod.Kind != ImmReg || Words.Size != 32)
            return fail(G, "smpf with lod_grad gradients other than registers (not modelled)");
          unsigned Dims = Dim == tex::Dim3D ? 3 : 2;
          std::array<double, 3> DX{0, 0, 0}, DY{0, 0, 0};
          for (unsigned K = 0; K != 2 * Dims; ++K) {
            Expected<uint64_t> V = readRaw(G, L, elementDesc(Words, K));
            if (!V)
              return V.takeError();
            (K % 2 ? DY : DX)[K / 2] = bitsToFloat(uint32_t(*V));
          }
          Lambda = tex::levelOfDetail(DX, DY, {D.Width, D.Height, Dims == 3 ? D.Depth : 1});
          if (Mode == 12) {
            Expected<uint64_t> Min = readRaw(G, L, elementDesc(Words, 2 * Dims));
            if (!Min)
              return Min.takeError();
            Lambda = std::max(Lambda, double(halfToFloat(uint16_t(*Min))));
          }
        } else if (Mode != 6 && Gather < 0) { // plus the quad's
          unsigned Q = L & ~3u;
          double C[4][3];
          unsigned Dims = Dim == tex::Dim3D ? 3 : 2;
          for (unsigned K = 0; K != 4; ++K) {
            uint64_t Other[3];
            unsigned Lane = (G.Exists >> (Q + K) & 1) ? Q + K : L;
            if (Error E = Coords(Lane, Other))
              return E;
            for (unsigned E = 0; E != 3; ++E)
              C[K][E] = E < Dims ? bitsToFloat(uint32_t(Other[E])) : 0.0;
          }
          unsigned In = L & 3;
          std::array<double, 3> DX, DY;
          for (unsigned E = 0; E != 3; ++E) {
            DX[E] = C[In | 1][E] - C[In & 2][E];
            DY[E] = C[In | 2][E] - C[In & 1][E];
          }
          Lambda += tex::levelOfDetail(DX, DY, {D.Width, D.Height, Dims == 3 ? D.Depth : 1});
          // [V] "Level-of-Detail Operation": the minimum clamps the biased
          // level.
          Lambda = std::max(Lambda, MinLambda);
        }
        if (Query) // the accessed level, the level (biased)
          T = tex::Texel{floatToBits(float(tex::accessedLevelOfDetail(D, S, Lambda))),
                         floatToBits(float(Lambda)), 0, 0};
        else
          T = tex::sample(D, S, bitsToFloat(uint32_t(XY[0])), bitsToFloat(uint32_t(XY[1])),
                          Lambda, *Memory, Options);
      }
      if (!T)
        return Failed(T.takeError());
      for (unsigned C = 0; C != 4; ++C) {
        P.Values[L * 8 + 2 * C] = uint16_t((*T)[C]);
        P.Values[L * 8 + 2 * C + 1] = uint16_t((*T)[C] >> 16);
      }
      P.LaneMask |= 1u << L;
      return Error::success();
    });
    if (Err)
      return Err;
    return finishAsync(G, P, Write);
  }

  /// Operand \p D's element \p E as an operand of its own (a register of a
  /// vector).
  static OperandDesc elementDesc(OperandDesc D, unsigned E) {
    D.Base += int64_t(E) * (D.Size / 16);
    D.Count = 1;
    return D;
  }

  /// sample_mask [M] (agx_nir_lower_sample_mask.c): the samples of the
  /// first source take their coverage from the second. ASSUMPTION: a
  /// sample once uncovered stays so (the instruction only removes
  /// coverage, as discard and a [[sample_mask]] output need); a fragment
  /// left with no sample is discarded.
  /// zs_emit [M] (agx_pack.c): the depth and/or the stencil reference for
  /// the samples of the first source.
  Error fragmentOutput(Group &G, const DecodedInst &I, StringRef Name) {
    if (Fragments.empty())
      return fail(G, Name + " outside a fragment function");
    return forActive(G, [&](unsigned L) -> Error {
      FragmentState &F = fragment(G, L);
      Expected<uint64_t> Samples = readRaw(G, L, I.Operands[0].Desc);
      if (!Samples)
        return Samples.takeError();
      if (Name == "sample_mask") {
        Expected<uint64_t> Covered = readRaw(G, L, I.Operands[1].Desc);
        if (!Covered)
          return Covered.takeError();
        F.Coverage &= uint16_t(~*Samples | *Covered);
        if (!F.Coverage)
          F.Discarded = true;
        return Error::success();
      }
      if (!(*Samples & 1))
        return Error::success();
      // The zs operand [M] (AGX2.xml encoding zs): a 32-bit depth, a
      // 16-bit stencil reference, or three halves, the depth then the
      // stencil.
      const OperandDesc &Z = I.Operands[1].Desc;
      bool Both = Z.Kind == ImmReg && Z.Count == 3;
      if (Z.Kind != ImmReg || !(Both || (Z.Count == 1 && (Z.Size == 32 || Z.Size == 16))))
        return fail(G, "zs_emit of other than a depth and stencil in registers");
      if (F.Discarded)
        return Error::success();
      if (Both || Z.Size == 32) {
        OperandDesc Depth = Z;
        Depth.Size = 32, Depth.Count = 1;
        Expected<double> V = readFloat(G, L, Depth);
        if (!V)
          return V.takeError();
        F.Depth = float(*V);
        F.HasDepth = true;
      }
      if (Both || Z.Size == 16) {
        OperandDesc S = Z;
        S.Size = 16, S.Count = 1, S.Base += Both ? 2 : 0;
        Expected<uint64_t> V = readRaw(G, L, S);
        if (!V)
          return V.takeError();
        F.Stencil = uint16_t(*V);
        F.HasStencil = true;
      }
      return Error::success();
    });
  }

  //===--------------------------------------------------------------------===//
  // Execution
  //===--------------------------------------------------------------------===//

  void updateExec(Group &G) {
    G.Exec = 0;
    for (unsigned L = 0; L != SIMDWidth; ++L)
      if ((G.Exists >> L & 1) && (*G.R)[L][0] == 0)
        G.Exec |= 1u << L;
  }

  static bool knownSpecialRegister(unsigned SR) {
    return SR <= 2 || (SR >= 4 && SR <= 6) || (SR >= 48 && SR <= 53) ||
           SR == 58 || SR == 59 || SR == 63 || (SR >= 80 && SR <= 82);
  }

  uint32_t specialRegister(const Group &G, unsigned Lane, unsigned SR) const {
    const DispatchShape &S = *Shape;
    unsigned T = G.Index * SIMDWidth + Lane;
    uint32_t Local[3] = {T % S.actual(0), (T / S.actual(0)) % S.actual(1),
                         T / (S.actual(0) * S.actual(1))};
    switch (SR) {
    case 0: case 1: case 2:
      return S.ThreadgroupPosition[SR];
    case 4: case 5: case 6:
      return S.actual(SR - 4);
    case 48: case 49: case 50:
      return Local[SR - 48];
    case 51:
      return T;
    case 52:
      return Lane;
    case 53:
      return G.Index;
    case 58: // active_thread_index_in_simdgroup
      return popcount(G.Exec & ((1u << Lane) - 1));
    case 59: // total_active_threads_in_simdgroup
      return popcount(G.Exec);
    case 63: // is_active_thread
      return G.Exec >> Lane & 1;
    case 80: case 81: case 82:
      return S.ThreadgroupPosition[SR - 80] * S.ThreadsPerThreadgroup[SR - 80] +
             Local[SR - 80];
    }
    return ~0u;
  }

  static bool integerCompare(unsigned Cond, uint64_t A, uint64_t B,
                             unsigned SizeA, unsigned SizeB) {
    // icond [M] (AGX2.xml enum icond): bits 0-1 eq/lt/gt, bit 2 signed,
    // bit 3 inverted; each operand extended from its own width [A] (l.3700).
    bool Signed = Cond & 4;
    int64_t SA = Signed ? SignExtend64(A, SizeA) : int64_t(A);
    int64_t SB = Signed ? SignExtend64(B, SizeB) : int64_t(B);
    bool R;
    switch (Cond & 3) {
    case 0:
      R = Signed ? SA == SB : A == B;
      break;
    case 1:
      R = Signed ? SA < SB : A < B;
      break;
    case 2:
      R = Signed ? SA > SB : A > B;
      break;
    default:
      R = false;
    }
    return (Cond & 8) ? !R : R;
  }

  static bool floatCompare(unsigned Cond, double A, double B) {
    // fcond [M] (enum fcond): 0 eq, 1 lt, 2 gt, 3 ltn, 5 gte, 6 lte,
    // 7 gtn, bit 3 inverted; ltn/gtn are what Mesa's fmin/fmax use: the
    // NaN operand loses (ASSUMPTION: B NaN makes them true) [A] (l.3760).
    bool R;
    switch (Cond & 7) {
    case 0: R = A == B; break;
    case 1: R = A < B; break;
    case 2: R = A > B; break;
    case 3: R = A < B || (std::isnan(B) && !std::isnan(A)); break;
    case 5: R = A >= B; break;
    case 6: R = A <= B; break;
    case 7: R = A > B || (std::isnan(B) && !std::isnan(A)); break;
    default: R = false;
    }
    return (Cond & 8) ? !R : R;
  }

  /// Evaluates the if/else/while compare of a lane.
  Expected<bool> stackCompare(Group &G, unsigned Lane, const DecodedInst &I,
                              bool Float) {
    return compare(G, Lane, I.Operands[0].Desc, I.Operands[1].Desc,
                   unsigned(I.imm("cond")), Float);
  }

  /// cond(A, B) in one lane: floats as floats, integers extended from each
  /// operand's own width (an immediate is already its value).
  Expected<bool> compare(Group &G, unsigned Lane, const OperandDesc &A,
                         const OperandDesc &B, unsigned Cond, bool Float) {
    if (Float) {
      Expected<double> X = readFloat(G, Lane, A);
      if (!X)
        return X.takeError();
      Expected<double> Y = readFloat(G, Lane, B);
      if (!Y)
        return Y.takeError();
      return floatCompare(Cond, *X, *Y);
    }
    Expected<uint64_t> X = readRaw(G, Lane, A);
    if (!X)
      return X.takeError();
    Expected<uint64_t> Y = readRaw(G, Lane, B);
    if (!Y)
      return Y.takeError();
    return integerCompare(Cond, *X, *Y, A.Kind == ImmInt ? 64 : A.Size,
                          B.Kind == ImmInt ? 64 : B.Size);
  }

  /// The execution-mask stack [A] (l.3638-3880, genhtml "Conditional
  /// Execution"): every existing lane updates r0l, active or not.
  Error execStack(Group &G, const DecodedInst &I, StringRef Name) {
    bool Float = Name.ends_with("fcmp");
    unsigned N = unsigned(I.imm("nest"));
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exists >> L & 1))
        continue;
      uint16_t &V = (*G.R)[L][0];
      if (pendingOverlap(G, L, 0, 1))
        return fail(G, "r0l is the target of a pending load");
      if (Name == "pop_exec") {
        V = V > N ? uint16_t(V - N) : 0;
        continue;
      }
      if (Name.starts_with("if_")) {
        if (V != 0) {
          V = uint16_t(V + N);
        } else {
          Expected<bool> C = stackCompare(G, L, I, Float);
          if (!C)
            return C.takeError();
          if (!*C)
            V = 1;
        }
      } else if (Name.starts_with("else_")) {
        if (V == 0) {
          V = uint16_t(N);
        } else if (V == 1) {
          Expected<bool> C = stackCompare(G, L, I, Float);
          if (!C)
            return C.takeError();
          V = *C ? 0 : 1;
        }
      } else { // while_
        if (V < N) {
          Expected<bool> C = stackCompare(G, L, I, Float);
          if (!C)
            return C.takeError();
          V = *C ? 0 : uint16_t(N);
        }
      }
    }
    updateExec(G);
    return Error::success();
  }

  /// A memory index: a register's zero- or (.sx) sign-extended, an
  /// immediate signed.
  Expected<int64_t> readIndex(Group &G, unsigned Lane, const OperandDesc &D) {
    Expected<uint64_t> X = readRaw(G, Lane, D);
    if (!X)
      return X.takeError();
    if (D.Kind == ImmReg || D.Kind == ImmUniform)
      return D.SX ? SignExtend64(*X, D.Size) : int64_t(*X);
    return int64_t(D.Base);
  }

  /// A memory instruction's base (a 64-bit device address or a threadgroup
  /// byte offset) and index in one lane.
  Expected<std::pair<uint64_t, int64_t>> baseAndIndex(Group &G, unsigned Lane,
                                                      const OperandDesc &Base,
                                                      const OperandDesc &Index) {
    Expected<uint64_t> B = readRaw(G, Lane, Base);
    if (!B)
      return B.takeError();
    Expected<int64_t> Idx = readIndex(G, Lane, Index);
    if (!Idx)
      return Idx.takeError();
    return std::make_pair(*B, *Idx);
  }

  /// Bytes of a memory format [M] (enum format); the packed and normalized
  /// formats are not implemented.
  static unsigned formatBytes(unsigned Format) {
    switch (Format) {
    case 0: return 1; // i8
    case 1: return 2; // i16
    case 2: return 4; // i32
    case 3: return 2; // f16
    }
    return 0;
  }

  /// An asynchronous memory instruction (a device or stack load or store):
  /// its element size, mask and index shift, and the load its values wait
  /// in until a `wait` on its slot [M] (agx_insert_waits.c).
  struct AsyncAccess {
    unsigned Bytes, Mask, Shift;
    PendingLoad P;
    /// Element E of lane L's load, split into the destination's halves.
    void deliver(const OperandDesc &R, unsigned L, unsigned E, uint64_t V) {
      unsigned Halves = R.Size / 16;
      for (unsigned H = 0; H != Halves; ++H)
        P.Values[L * P.NumHalves + E * Halves + H] = uint16_t(V >> (16 * H));
    }
  };
  Expected<AsyncAccess> beginAsync(Group &G, const DecodedInst &I, bool Store) {
    const OperandDesc &R = I.Operands[0].Desc;
    unsigned Bytes = formatBytes(unsigned(I.imm("format")));
    if (!Bytes)
      return fail(G, "a packed or normalized memory format (not implemented)");
    if (R.Size < 16 || R.Size / 8 < Bytes)
      return fail(G, "a memory format wider than its registers");
    AsyncAccess A{Bytes, unsigned(I.imm("mask")), unsigned(I.imm("shift")),
                  PendingLoad{unsigned(I.imm("waitgroup")), unsigned(R.Base),
                              R.Count * (R.Size / 16), 0, G.PC, {}}};
    if (!Store)
      A.P.Values.assign(SIMDWidth * A.P.NumHalves, 0);
    return A;
  }
  /// Queues a load's values for their `wait`; a destination still pending
  /// from an earlier load is an error.
  Error finishAsync(Group &G, PendingLoad &P, bool Store) {
    if (Store || !P.LaneMask)
      return Error::success();
    for (unsigned L = 0; L != SIMDWidth; ++L)
      if ((P.LaneMask >> L & 1) && pendingOverlap(G, L, P.FirstHalf, P.NumHalves))
        return fail(G, "loads into registers an earlier load has not "
                       "delivered (no wait between them)");
    G.Pending.push_back(std::move(P));
    return Error::success();
  }

  /// device load/store [A] (l.4995, device_load): element i of the mask
  /// is at base + ((index << shift) + i) * size, the base aligned down to
  /// the element size; values go to (come from) consecutive registers.
  Error deviceMemory(Group &G, const DecodedInst &I, bool Store) {
    const OperandDesc &R = I.Operands[0].Desc, &Base = I.Operands[1].Desc,
                      &Index = I.Operands[2].Desc;
    Expected<AsyncAccess> A = beginAsync(G, I, Store);
    if (!A)
      return A.takeError();
    unsigned Bytes = A->Bytes;
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<std::pair<uint64_t, int64_t>> BI = baseAndIndex(G, L, Base, Index);
      if (!BI)
        return BI.takeError();
      auto [B, Idx] = *BI;
      uint64_t Addr0 = (B & ~uint64_t(Bytes - 1)) +
                       uint64_t(Idx * int64_t(uint64_t(1) << A->Shift)) * Bytes;
      unsigned Element = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (!(A->Mask >> C & 1))
          continue;
        uint64_t Addr = Addr0 + uint64_t(C) * Bytes;
        if (Store) {
          Expected<uint64_t> V = readRaw(G, L, R, Element);
          if (!V)
            return V.takeError();
          if (!Memory->write(Addr, &*V, Bytes))
            return fail(G, "lane " + Twine(L) + " stores " + Twine(Bytes) +
                               " bytes at 0x" + Twine::utohexstr(Addr) +
                               ", outside device memory");
        } else {
          uint64_t V = 0;
          if (!Memory->read(Addr, &V, Bytes))
            return fail(G, "lane " + Twine(L) + " loads " + Twine(Bytes) +
                               " bytes at 0x" + Twine::utohexstr(Addr) +
                               ", outside device memory");
          A->deliver(R, L, Element, V);
        }
        ++Element;
      }
      A->P.LaneMask |= 1u << L;
    }
    return finishAsync(G, A->P, Store);
  }

  /// threadgroup (local) load/store [A] (lload/lstore, not emulated there;
  /// Mesa's agx_pack.c): element i at base + (index + i) * size, bytes in
  /// the threadgroup's memory; synchronous.
  Error localMemory(Group &G, const DecodedInst &I, bool Store) {
    const OperandDesc &R = I.Operands[0].Desc, &Base = I.Operands[1].Desc,
                      &Index = I.Operands[2].Desc;
    unsigned Bytes = formatBytes(unsigned(I.imm("format")));
    if (!Bytes)
      return fail(G, "a packed or normalized memory format (not implemented)");
    unsigned Mask = unsigned(I.imm("mask"));
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<std::pair<uint64_t, int64_t>> BI = baseAndIndex(G, L, Base, Index);
      if (!BI)
        return BI.takeError();
      auto [B, Idx] = *BI;
      unsigned Element = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (!(Mask >> C & 1))
          continue;
        uint64_t Addr = B + uint64_t((Idx + C) * int64_t(Bytes));
        if (Addr + Bytes > TG->size())
          return fail(G, "lane " + Twine(L) + " accesses threadgroup memory at " +
                             Twine(Addr) + ", beyond its " + Twine(TG->size()) +
                             " bytes");
        if (Store) {
          Expected<uint64_t> V = readRaw(G, L, R, Element);
          if (!V)
            return V.takeError();
          std::memcpy(TG->data() + Addr, &*V, Bytes);
        } else {
          uint64_t V = 0;
          std::memcpy(&V, TG->data() + Addr, Bytes);
          if (Error E = write(G, L, R, V, Element))
            return E;
        }
        ++Element;
      }
    }
    return Error::success();
  }

  /// stack_load / stack_store [M] (agx_lower_spill.c, agx_compile.c's
  /// load_scratch): each lane's own stack; the index is a byte offset into
  /// it (Mesa passes byte offsets, always with shift 0: a shift is taken to
  /// scale the offset, an assumption), element i at offset + i * size.
  /// Loads are asynchronous like device loads: the result arrives with
  /// `wait` on the instruction's slot ([M] agx_insert_waits.c treats every
  /// instruction with a scoreboard slot alike). An access beyond what
  /// stack_adjust reserved is an error.
  Error stackMemory(Group &G, const DecodedInst &I, bool Store) {
    const OperandDesc &R = I.Operands[0].Desc, &Index = I.Operands[1].Desc;
    Expected<AsyncAccess> A = beginAsync(G, I, Store);
    if (!A)
      return A.takeError();
    unsigned Bytes = A->Bytes;
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<int64_t> Idx = readIndex(G, L, Index);
      if (!Idx)
        return Idx.takeError();
      std::vector<uint8_t> &Stack = G.Stack[L];
      unsigned Element = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (!(A->Mask >> C & 1))
          continue;
        int64_t Addr = *Idx * (int64_t(1) << A->Shift) + int64_t(C * Bytes);
        if (Addr < 0 || uint64_t(Addr) + Bytes > Stack.size())
          return fail(G, "lane " + Twine(L) + " accesses its stack at byte " +
                             Twine(Addr) + ", beyond the " + Twine(Stack.size()) +
                             " bytes stack_adjust reserved");
        if (Store) {
          Expected<uint64_t> V = readRaw(G, L, R, Element);
          if (!V)
            return V.takeError();
          std::memcpy(Stack.data() + Addr, &*V, Bytes);
        } else {
          uint64_t V = 0;
          std::memcpy(&V, Stack.data() + Addr, Bytes);
          A->deliver(R, L, Element, V);
        }
        ++Element;
      }
      A->P.LaneMask |= 1u << L;
    }
    return finishAsync(G, A->P, Store);
  }

  /// stack_adjust n [M] (agx_compile.c: `stack_adjust` of the frame's size
  /// in 32-bit words at entry, the negated size to release it): reserves
  /// (n > 0) or releases (n < 0) n words of every lane's stack, new words
  /// zero. Releasing more than is reserved is an error.
  Error stackAdjust(Group &G, const DecodedInst &I) {
    Expected<int64_t> N = readIndex(G, 0, I.Operands[0].Desc);
    if (!N)
      return N.takeError();
    int64_t Size = int64_t(G.Stack[0].size()) + *N * 4;
    if (Size < 0)
      return fail(G, "releases " + Twine(-*N) + " stack words, more than the " +
                         Twine(G.Stack[0].size() / 4) + " reserved");
    if (uint64_t(Size) > MaxStackBytes)
      return fail(G, "reserves " + Twine(Size) + " stack bytes per thread, "
                         "more than the simulator's " + Twine(MaxStackBytes));
    for (std::vector<uint8_t> &S : G.Stack)
      S.resize(size_t(Size), 0);
    return Error::success();
  }

  /// atomic / latomic [M] (agx_pack.c; nir_intrinsics.py: "a 64-bit base
  /// address plus a 32-bit offset in words"): each active lane in turn,
  /// lowest first, reads the word at base + index * 4, writes op(old, v)
  /// and gets the old value, a device atomic's in its wait slot like a
  /// load. cmpxchg's source is a pair, the new value first, then the value
  /// compared (Mesa's agx_emit_atomic; ASSUMPTION: not checked on
  /// hardware). Ops [M] (enum atomic): add, sub, xchg, cmpxchg, umin, imin,
  /// umax, imax, and, or, xor.
  Error atomic(Group &G, const DecodedInst &I, bool Local) {
    const OperandDesc &D = I.Operands[0].Desc, &V = I.Operands[1].Desc,
                      &Base = I.Operands[2].Desc, &Index = I.Operands[3].Desc;
    unsigned Op = unsigned(I.imm("op"));
    if (Op > 10)
      return fail(G, "an atomic operation outside Mesa's enum atomic");
    bool HasDest = D.Kind == ImmReg;
    if (HasDest && D.Size != 32)
      return fail(G, "an atomic destination that is not 32 bits");
    PendingLoad P{Local ? 0u : unsigned(I.imm("waitgroup")), unsigned(D.Base), 2, 0,
                  G.PC, std::vector<uint16_t>(SIMDWidth * 2, 0)};
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<std::pair<uint64_t, int64_t>> BI = baseAndIndex(G, L, Base, Index);
      if (!BI)
        return BI.takeError();
      auto [B, Idx] = *BI;
      uint64_t Addr = B + uint64_t(Idx * 4);
      Expected<uint64_t> X = readRaw(G, L, V, 0);
      if (!X)
        return X.takeError();
      uint32_t Old = 0, Val = uint32_t(*X);
      if (Local) {
        if (Addr + 4 > TG->size())
          return fail(G, "lane " + Twine(L) + " accesses threadgroup memory at " +
                             Twine(Addr) + ", beyond its " + Twine(TG->size()) + " bytes");
        std::memcpy(&Old, TG->data() + Addr, 4);
      } else if (!Memory->read(Addr, &Old, 4)) {
        return fail(G, "lane " + Twine(L) + " atomically accesses 0x" +
                           Twine::utohexstr(Addr) + ", outside device memory");
      }
      uint32_t New = Old;
      switch (Op) {
      case 0: New = Old + Val; break;
      case 1: New = Old - Val; break;
      case 2: New = Val; break;
      case 3: {
        Expected<uint64_t> Cmp = readRaw(G, L, V, 1);
        if (!Cmp)
          return Cmp.takeError();
        if (Old == uint32_t(*Cmp))
          New = Val;
        break;
      }
      case 4: New = std::min(Old, Val); break;
      case 5: New = uint32_t(std::min(int32_t(Old), int32_t(Val))); break;
      case 6: New = std::max(Old, Val); break;
      case 7: New = uint32_t(std::max(int32_t(Old), int32_t(Val))); break;
      case 8: New = Old & Val; break;
      case 9: New = Old | Val; break;
      case 10: New = Old ^ Val; break;
      }
      if (Local)
        std::memcpy(TG->data() + Addr, &New, 4);
      else
        Memory->write(Addr, &New, 4);
      if (!HasDest)
        continue;
      if (Local) {
        if (Error E = write(G, L, D, Old))
          return E;
        continue;
      }
      if (pendingOverlap(G, L, P.FirstHalf, 2))
        return fail(G, "an atomic into registers an earlier load has not delivered");
      P.Values[L * 2] = uint16_t(Old);
      P.Values[L * 2 + 1] = uint16_t(Old >> 16);
      P.LaneMask |= 1u << L;
    }
    if (!Local && P.LaneMask)
      G.Pending.push_back(std::move(P));
    return Error::success();
  }

  /// simd [M] (AGX2.xml "Subgroup arithmetic"; agx_compile.c emits it for
  /// nir_intrinsic_reduce, whose result every active lane gets, and for
  /// exclusive_scan with the prefix bit): over the active lanes in lane
  /// order; the first active lane's prefix is the identity. ASSUMPTION
  /// (neither source says): floats are combined one lane after another,
  /// each step rounded to the operand's format, and fmin/fmax are IEEE
  /// minNum/maxNum.
  Error simdArithmetic(Group &G, const DecodedInst &I) {
    const OperandDesc &D = I.Operands[0].Desc, &X = I.Operands[1].Desc;
    unsigned Op = unsigned(I.imm("op"));
    bool Prefix = I.imm("prefix") != 0;
    bool Float = Op == 1 || Op == 3 || Op == 5 || Op == 7; // fadd fmul fmin fmax
    unsigned Size = X.Size;
    if (Size != 16 && Size != 32)
      return fail(G, "a SIMD-group operation on " + Twine(Size) + " bits");
    auto Round = [&](double F) {
      return Size == 16 ? halfToFloat(doubleToHalf(F)) : double(flushF32(float(F)));
    };
    uint64_t Mask = Size == 32 ? 0xFFFFFFFFu : 0xFFFFu;
    double FAcc = 0;
    uint64_t IAcc = 0;
    switch (Op) {
    case 1: FAcc = 0.0; break;
    case 3: FAcc = 1.0; break;
    case 5: FAcc = std::numeric_limits<double>::infinity(); break;
    case 7: FAcc = -std::numeric_limits<double>::infinity(); break;
    case 0: IAcc = Mask; break;
    case 2: case 4: case 16: case 30: IAcc = 0; break;
    case 20: IAcc = Mask >> 1; break;                 // smin: the largest
    case 22: IAcc = (Mask >> 1) + 1; break;           // smax: the smallest
    case 28: IAcc = Mask; break;
    default:
      return fail(G, "a SIMD-group operation outside Mesa's enum subop");
    }
    auto Combine = [&](unsigned L) -> Error {
      if (Float) {
        Expected<double> V = readFloat(G, L, X);
        if (!V)
          return V.takeError();
        switch (Op) {
        case 1: FAcc = Round(FAcc + *V); break;
        case 3: FAcc = Round(FAcc * *V); break;
        case 5: FAcc = std::fmin(FAcc, *V); break;
        case 7: FAcc = std::fmax(FAcc, *V); break;
        }
        return Error::success();
      }
      Expected<uint64_t> V = readRaw(G, L, X);
      if (!V)
        return V.takeError();
      int64_t SA = SignExtend64(IAcc, Size), SV = SignExtend64(*V, Size);
      switch (Op) {
      case 0: IAcc &= *V; break;
      case 2: IAcc |= *V; break;
      case 4: IAcc ^= *V; break;
      case 16: IAcc = (IAcc + *V) & Mask; break;
      case 20: IAcc = uint64_t(std::min(SA, SV)) & Mask; break;
      case 22: IAcc = uint64_t(std::max(SA, SV)) & Mask; break;
      case 28: IAcc = std::min(IAcc, *V); break;
      case 30: IAcc = std::max(IAcc, *V); break;
      }
      return Error::success();
    };
    auto Result = [&](unsigned L) -> Error {
      return Float ? writeFloat(G, L, D, FAcc, false) : write(G, L, D, IAcc);
    };
    if (Prefix) {
      // Each lane's result is the scan before it: read every source first.
      std::vector<std::pair<unsigned, std::pair<double, uint64_t>>> Out;
      for (unsigned L = 0; L != SIMDWidth; ++L)
        if (G.Exec >> L & 1) {
          Out.push_back({L, {FAcc, IAcc}});
          if (Error E = Combine(L))
            return E;
        }
      for (auto &[L, V] : Out) {
        FAcc = V.first;
        IAcc = V.second;
        if (Error E = Result(L))
          return E;
      }
      return Error::success();
    }
    if (Error E = forActive(G, Combine))
      return E;
    return forActive(G, Result);
  }

  /// shuffle [A] (simd_shuffle, _xor, _up, _down, _rotate_up; l.4066-
  /// 4290): the low two index bits of all four lanes of a quad, active or
  /// not, are ORed into the quad's shift; a lane whose source is outside
  /// the SIMD group keeps its own value. Quad shuffles are not modeled.
  Error simdShuffle(Group &G, const DecodedInst &I) {
    const OperandDesc &D = I.Operands[0].Desc, &A = I.Operands[1].Desc,
                      &B = I.Operands[2].Desc;
    if (I.imm("quad") == 0)
      return fail(G, "a quad shuffle (not implemented)");
    unsigned Op = unsigned(I.imm("op"));
    bool Rotate = I.imm("rotate") != 0;
    if (Rotate && Op != 2)
      return fail(G, "a rotating shuffle other than up (not described)");
    std::array<uint64_t, SIMDWidth> AV{}, BV{};
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      // Inactive lanes' registers are read as they are.
      Expected<uint64_t> X = readRaw(G, L, A);
      if (!X)
        return X.takeError();
      Expected<uint64_t> Y = readRaw(G, L, B);
      if (!Y)
        return Y.takeError();
      AV[L] = *X;
      BV[L] = *Y;
    }
    return forActive(G, [&](unsigned L) -> Error {
      unsigned Quad = L & ~3u, Bits = 0;
      for (unsigned Q = 0; Q != 4; ++Q)
        Bits |= unsigned(BV[Quad + Q] & 3);
      int64_t Index = int64_t(BV[L]);
      int64_t Src; // the lane whose quad is read
      switch (Op) {
      case 0: Src = Index; break;
      case 1: Src = int64_t(L) ^ Index; break;
      case 2: Src = int64_t(L) - Index; break;
      default: Src = int64_t(L) + Index; break;
      }
      if (Rotate)
        Src &= 31;
      if (Src < 0 || Src >= int64_t(SIMDWidth))
        return write(G, L, D, AV[L]);
      unsigned SrcQuad = unsigned(Src) & ~3u, Within;
      switch (Op) {
      case 0: Within = Bits; break;            // quad_values[q] = A[4q + bits]
      case 1: Within = (L & 3) ^ Bits; break;  // A[4q + ((i ^ bits) & 3)]
      case 2: Within = ((L & 3) - Bits) & 3; break;
      default: Within = ((L & 3) + Bits) & 3; break;
      }
      return write(G, L, D, AV[SrcQuad + Within]);
    });
  }

  /// ballot [A] (icmp_ballot/fcmp_ballot, l.3956-4060): bit l set for each
  /// active lane l whose compare holds, written to every active lane; the
  /// plain form compares nothing (every active lane). Quad ballots are not
  /// modeled.
  Error ballot(Group &G, const DecodedInst &I, StringRef Name) {
    if (Name != "ballot" && I.imm("quad") == 0)
      return fail(G, "a quad ballot (not implemented)");
    uint32_t Result = 0;
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      bool Set = true;
      if (Name != "ballot") {
        Expected<bool> C = compare(G, L, I.Operands[1].Desc, I.Operands[2].Desc,
                                   unsigned(I.imm("condition")), Name == "fcmp_ballot");
        if (!C)
          return C.takeError();
        Set = *C;
      }
      Result |= uint32_t(Set) << L;
    }
    return forActive(G, [&](unsigned L) { return write(G, L, I.Operands[0].Desc, Result); });
  }

  /// The address in the active lanes' register operand 0 (ret, call_reg),
  /// which must be the same in each; an error names \p What otherwise.
  Expected<uint64_t> activeLanesTarget(Group &G, const DecodedInst &I, StringRef What) {
    if (!G.Exec)
      return fail(G, What + " with no active lane");
    std::optional<uint64_t> Target;
    for (unsigned L = 0; L != SIMDWidth; ++L) {
      if (!(G.Exec >> L & 1))
        continue;
      Expected<uint64_t> V = readRaw(G, L, I.Operands[0].Desc);
      if (!V)
        return V.takeError();
      if (Target && *Target != *V)
        return fail(G, What + " to different addresses in different lanes");
      Target = *V;
    }
    return *Target;
  }

  /// A call's return address in the active lanes' r1 (halves 2 and 3).
  void writeLink(Group &G, uint64_t Return) {
    for (unsigned L = 0; L != SIMDWidth; ++L)
      if (G.Exec >> L & 1) {
        (*G.R)[L][2] = uint16_t(Return);
        (*G.R)[L][3] = uint16_t(Return >> 16);
      }
  }

  /// Per active lane: D = F(lane).
  template <typename Fn> Error forActive(Group &G, Fn F) {
    for (unsigned L = 0; L != SIMDWidth; ++L)
      if (G.Exec >> L & 1)
        if (Error E = F(L))
          return E;
    return Error::success();
  }

  Error step(Group &G) {
    Expected<const DecodedInst *> Fetched = fetch(G);
    if (!Fetched)
      return Fetched.takeError();
    const DecodedInst &I = **Fetched;
    StringRef Name = I.name();
    uint64_t Next = G.PC + I.Size;
    ++G.Count;
    ++Stats.Instructions;
    Stats.LaneInstructions += popcount(G.Exec);
    if (G.Count > Options.MaxInstructionsPerSIMDGroup)
      return fail(G, "more than " + Twine(Options.MaxInstructionsPerSIMDGroup) +
                         " instructions: stopped as a GPU stops hung work");

    // Control.
    if (Name == "stop") {
      // Loads still in flight land before the SIMD group ends.
      for (PendingLoad &P : G.Pending)
        commit(G, P);
      G.Pending.clear();
      G.Stopped = true;
      return Error::success();
    }
    if (Name == "trap")
      return fail(G, "trap");
    if (Name == "wait") { // [M] agx_insert_waits.c; [A] treats it as a no-op
      unsigned Slot = unsigned(I.imm("group"));
      std::vector<PendingLoad> Left;
      for (PendingLoad &P : G.Pending)
        if (P.Slot == Slot)
          commit(G, P);
        else
          Left.push_back(std::move(P));
      G.Pending = std::move(Left);
      G.PC = Next;
      return Error::success();
    }
    if (Name == "barrier") {
      G.AtBarrier = true;
      G.PC = Next;
      return Error::success();
    }
    if (Name == "jmp_any" || Name == "jmp_none") {
      // Taken if any (no) lane is active; signed offset from the jump [A].
      bool Any = G.Exec != 0;
      if (Any == (Name == "jmp_any"))
        Next = G.PC + uint64_t(I.imm("offset"));
      G.PC = Next;
      return Error::success();
    }
    if (Name == "call") {
      // [A] applegpu.py, CallInstructionDesc: "next_pc = pc +
      // sign_extend(off, 32); for each active thread: r1 = pc + 6" (r1 is
      // the link register: [A] genhtml.py, [M] compiler/README.md). The
      // SIMD group jumps with its active lanes; the others keep their r1.
      // The address is an offset in the code, as here; what number the
      // hardware writes is not documented (docs/applegpu-simulator.md).
      writeLink(G, Next);
      G.PC += uint64_t(I.imm("offset"));
      return Error::success();
    }
    if (Name == "ret" || Name == "call_reg") {
      // ret rN ([M] AGX2.xml "Jump indirect"; cases.txt `1402 ret r1`):
      // the SIMD group continues at the address in its active lanes' rN.
      // call rN (call_reg), our assumption (docs/applegpu-simulator.md,
      // "Calls"; applegpu.py has only a conjecture for lanes that differ):
      // a call to that address, the return address in r1 as `call` writes
      // it. Lanes that disagree, or none active (no lane then holds an
      // address), have no meaning here: both are errors (our calls are
      // made with a lane active and one target, docs/applegpu-abi.md).
      Expected<uint64_t> Target = activeLanesTarget(G, I, Name);
      if (!Target)
        return Target.takeError();
      if (Name == "call_reg")
        writeLink(G, Next);
      G.PC = *Target;
      return Error::success();
    }
    if (Name == "pop_exec" || Name.starts_with("if_") ||
        Name.starts_with("else_") || Name.starts_with("while_")) {
      if (Error E = execStack(G, I, Name))
        return E;
      G.PC = Next;
      return Error::success();
    }

    if (Error E = execute(G, I))
      return E;
    G.PC = Next;
    return Error::success();
  }

  /// Everything but control: per active lane.
  Error execute(Group &G, const DecodedInst &I) {
    StringRef Name = I.name();
    auto Op = [&](unsigned N) -> const OperandDesc & {
      return I.Operands[N].Desc;
    };
    if (Name == "load" || Name == "store")
      return deviceMemory(G, I, Name == "store");
    if (Name == "lload" || Name == "lstore")
      return localMemory(G, I, Name == "lstore");
    if (Name == "atomic" || Name == "latomic")
      return atomic(G, I, Name == "latomic");
    if (Name == "stack_load" || Name == "stack_store")
      return stackMemory(G, I, Name == "stack_store");
    if (Name == "stack_adjust")
      return stackAdjust(G, I);
    if (Name == "uniform_store")
      return uniformStore(G, I);
    if (Name == "st_var")
      return storeVarying(G, I);
    if (Name == "iter" || Name == "iterproj" || Name == "ldcf")
      return iterate(G, I, Name);
    if (Name == "st_tile" || Name == "ld_tile")
      return tileAccess(G, I, Name == "st_tile");
    if (Name == "smpf" || Name == "smpi" || Name == "imgw")
      return texture(G, I, Name);
    if (Name == "sample_mask" || Name == "zs_emit")
      return fragmentOutput(G, I, Name);
    if (Name == "wait_pix" || Name == "signal_pix")
      return Error::success(); // one fragment per pixel: nothing to order
    if (Name == "memory_barrier") // memory is performed in program order here
      return Error::success();
    if (Name == "simd")
      return simdArithmetic(G, I);
    if (Name == "shuffle")
      return simdShuffle(G, I);
    if (Name == "ballot" || Name == "icmp_ballot" || Name == "fcmp_ballot")
      return ballot(G, I, Name);
    if (Name == "ldimm16" || Name == "ldimm32") {
      uint64_t V = uint64_t(I.imm("imm"));
      return forActive(G, [&](unsigned L) { return write(G, L, Op(0), V); });
    }
    if (Name == "mfsr") {
      unsigned SR = unsigned(I.imm("sr"));
      // Fragments: the pixel in sr 80 and 81, backfacing in sr 62 [M]
      // (agx_compile.c reads the pixel coordinates from them; front facing
      // is backfacing inverted, agx_lower_front_face).
      // The input sample mask in sr 124 [M] (agx_compile.c,
      // AGX_SR_INPUT_SAMPLE_MASK).
      if (!Fragments.empty() && (SR == 80 || SR == 81 || SR == 62 || SR == 124))
        return forActive(G, [&](unsigned L) {
          const FragmentState &F = fragment(G, L);
          return write(G, L, Op(0),
                       SR == 80   ? F.X
                       : SR == 81 ? F.Y
                       : SR == 62 ? F.Backfacing
                                  : F.InputSampleMask);
        });
      if (!knownSpecialRegister(SR))
        return fail(G, "special register " + Twine(SR) + " (not implemented)");
      return forActive(G, [&](unsigned L) {
        return write(G, L, Op(0), specialRegister(G, L, SR));
      });
    }
    if (Name == "iadd" || Name == "isub" || Name == "imadd" ||
               Name == "imul") {
      // [A] (iadd l.1250, imadd l.1330): b (or c) shifted left, 0 when the
      // shift is 5 or more; a 64-bit destination keeps the full result.
      if (I.imm("saturate"))
        return fail(G, "integer saturation (not implemented)");
      unsigned Shift = unsigned(I.imm("shift"));
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<uint64_t, 4>> Src = sources(G, L, I, &Impl::readInt);
        if (!Src)
          return Src.takeError();
        const SmallVector<uint64_t, 4> &S = *Src;
        uint64_t R;
        if (Name == "iadd" || Name == "isub") {
          uint64_t B = Shift >= 5 ? 0 : S[1] << Shift;
          R = Name == "iadd" ? S[0] + B : S[0] - B;
        } else if (Name == "imul") {
          R = S[0] * S[1];
        } else {
          R = S[0] * S[1] + (Shift >= 5 ? 0 : S[2] << Shift);
        }
        return write(G, L, Op(0), R);
      });
    }
    if (Name == "fadd" || Name == "fmul" || Name == "ffma" ||
               Name == "hadd" || Name == "hmul" || Name == "hfma") {
      // fadd = fma(a, 1, b) and fmul = fma(a, b, +0), rounded once to the
      // destination [A] (fma.py; l.1010): 32-bit results with the C
      // library's single-rounding fmaf. 16-bit ones are formed in double
      // (exact for sums and products of halves) and rounded to half;
      // ASSUMPTION: hfma's sum, rounded first to double, may round twice
      // in rare ties.
      bool Sat = I.imm("saturate");
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<double, 4>> Src = sources(G, L, I, &Impl::readFloat);
        if (!Src)
          return Src.takeError();
        const SmallVector<double, 4> &S = *Src;
        double R;
        StringRef Base = Name.drop_front(1);
        bool Single = Op(0).Size == 32;
        if (Base == "add")
          R = Single ? double(std::fma(float(S[0]), 1.0f, float(S[1])))
                     : S[0] + S[1];
        else if (Base == "mul")
          R = Single ? double(std::fma(float(S[0]), float(S[1]), 0.0f))
                     : S[0] * S[1] + 0.0;
        else
          R = Single ? double(std::fma(float(S[0]), float(S[1]), float(S[2])))
                     : std::fma(S[0], S[1], S[2]);
        return writeFloat(G, L, Op(0), R, Sat);
      });
    }
    if (Name == "dfdx" || Name == "dfdy") {
      // ASSUMPTION (docs/applegpu-simulator.md, "Derivatives"): fine
      // differences within the lane's quad, lanes 4k to 4k+3 at (x, y),
      // (x+1, y), (x, y+1), (x+1, y+1) as metal-run numbers fragments: dfdx
      // the right column's value minus the left one's in the lane's row,
      // dfdy the lower row's minus the upper one's in its column, rounded
      // once to the destination. Mesa's agx_compile.c maps NIR's fine and
      // coarse derivatives alike to these instructions; a lane that does
      // not exist counts as the reader.
      unsigned Axis = Name == "dfdx" ? 1 : 2;
      std::array<double, 32> V{};
      for (unsigned L = 0; L != SIMDWidth; ++L)
        if (G.Exists >> L & 1) {
          Expected<double> X = readFloat(G, L, I.Operands[1].Desc);
          if (!X)
            return X.takeError();
          V[L] = *X;
        }
      bool Single = I.Operands[0].Desc.Size == 32;
      return forActive(G, [&](unsigned L) -> Error {
        unsigned Q = L & ~3u, In = L & 3u;
        auto At = [&](unsigned K) { return G.Exists >> (Q | K) & 1 ? V[Q | K] : V[L]; };
        double A = At(In | Axis), B = At(In & (3 - Axis));
        double R = Single ? double(float(A) - float(B)) : A - B;
        return writeFloat(G, L, Op(0), R, I.imm("saturate"));
      });
    }
    if (Name == "rcp" || Name == "rsqrt" || Name == "exp2" || Name == "log2" ||
        Name == "floor" || Name == "ceil" || Name == "trunc" || Name == "rint") {
      // [A] lists these as approximations without a model of their error
      // (not emulated). ASSUMPTION: each result is the exact function
      // rounded once to the destination; Metal's fast-math bounds are what
      // the tests hold translated code to. rint rounds to nearest even.
      bool Sat = I.imm("saturate");
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<double, 4>> S = sources(G, L, I, &Impl::readFloat);
        if (!S)
          return S.takeError();
        double X = (*S)[0];
        double R = StringSwitch<double>(Name)
                       .Case("rcp", 1.0 / X)
                       .Case("rsqrt", 1.0 / std::sqrt(X))
                       .Case("exp2", std::exp2(X))
                       .Case("log2", std::log2(X))
                       .Case("floor", std::floor(X))
                       .Case("ceil", std::ceil(X))
                       .Case("trunc", std::trunc(X))
                       .Default(std::nearbyint(X));
        return writeFloat(G, L, Op(0), R, Sat);
      });
    }
    if (Name == "mov" || Name == "not" || Name == "and" ||
               Name == "or" || Name == "xor" || Name == "zero" ||
               Name == "one" || Name == "andn1" || Name == "andn2" ||
               Name == "orn1" || Name == "orn2" || Name == "nand" ||
               Name == "nor" || Name == "xnor") {
      // The bitop truth tables [A] (bitop, l.2260) under Mesa's names.
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<uint64_t, 4>> S = sources(G, L, I, &Impl::readSource);
        if (!S)
          return S.takeError();
        uint64_t A = (*S)[0], B = S->size() > 1 ? (*S)[1] : 0;
        uint64_t R = StringSwitch<uint64_t>(Name)
                         .Case("mov", A)
                         .Case("not", ~A)
                         .Case("and", A & B)
                         .Case("or", A | B)
                         .Case("xor", A ^ B)
                         .Case("zero", 0)
                         .Case("one", ~uint64_t(0))
                         .Case("andn1", ~A & B)
                         .Case("andn2", A & ~B)
                         .Case("orn1", ~A | B)
                         .Case("orn2", A | ~B)
                         .Case("nand", ~(A & B))
                         .Case("nor", ~(A | B))
                         .Case("xnor", ~(A ^ B))
                         .Default(0);
        return write(G, L, Op(0), R);
      });
    }
    if (Name == "shl" || Name == "shr") {
      // Shift amounts are not masked to the width; shifting by the width or
      // more gives 0 [A] (l.2420, "shift amounts are C & 0x7F").
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<uint64_t, 4>> S = sources(G, L, I, &Impl::readSource);
        if (!S)
          return S.takeError();
        uint64_t A = (*S)[0];
        unsigned Amount = unsigned((*S)[1] & 0x7F);
        unsigned Width = Op(0).Size;
        uint64_t R = Amount >= Width ? 0
                     : Name == "shl" ? A << Amount
                                     : A >> Amount;
        return write(G, L, Op(0), R);
      });
    }
    if (Name == "ffs" || Name == "bitrev" || Name == "popcnt") {
      // [A] (FindFirstSetInstructionDesc, BitReverseInstructionDesc; both
      // hardware-tested): ffs is the index of the highest set bit, -1 for
      // 0; bitrev reverses the 32 bits; popcnt counts the set ones.
      return forActive(G, [&](unsigned L) -> Error {
        Expected<SmallVector<uint64_t, 4>> S = sources(G, L, I, &Impl::readSource);
        if (!S)
          return S.takeError();
        if (Name == "popcnt")
          return write(G, L, Op(0), popcount((*S)[0]));
        uint32_t X = uint32_t((*S)[0]);
        uint32_t R = Name == "ffs" ? (X ? 31 - countl_zero(X) : 0xFFFFFFFFu)
                                   : reverseBits(X);
        return write(G, L, Op(0), R);
      });
    }
    if (Name == "icsel" || Name == "fcsel") {
      // D = cmp(A, B) ? X : Y, X and Y copied as bits [A] (l.3700).
      unsigned Cond = unsigned(I.imm("condition"));
      bool Float = Name == "fcsel";
      return forActive(G, [&](unsigned L) -> Error {
        Expected<bool> C = compare(G, L, Op(1), Op(2), Cond, Float);
        if (!C)
          return C.takeError();
        Expected<uint64_t> V = readRaw(G, L, Op(*C ? 3 : 4));
        if (!V)
          return V.takeError();
        return write(G, L, Op(0), *V);
      });
    }
    if (Name == "f_to_u32" || Name == "f_to_s32" ||
               Name == "u32_to_f" || Name == "s32_to_f") {
      // [A] (convert, not emulated there): round bit 0 rtz, 1 rte (Mesa
      // uses rtz to integers and rte to floats). ASSUMPTION: out-of-range
      // values saturate and NaN converts to 0, as Metal specifies for its
      // conversions.
      bool Rte = I.imm("round") == 1;
      return forActive(G, [&](unsigned L) -> Error {
        if (Name.starts_with("f_to_")) {
          Expected<double> F = readFloat(G, L, Op(1));
          if (!F)
            return F.takeError();
          double R = Rte ? std::nearbyint(*F) : std::trunc(*F);
          uint64_t V;
          if (std::isnan(R))
            V = 0;
          else if (Name == "f_to_u32")
            V = R <= 0 ? 0 : R >= 4294967295.0 ? 0xFFFFFFFFu : uint32_t(R);
          else
            V = uint32_t(R <= -2147483648.0 ? INT32_MIN
                         : R >= 2147483647.0 ? INT32_MAX
                                             : int32_t(R));
          return write(G, L, Op(0), V);
        }
        Expected<uint64_t> X = readRaw(G, L, Op(1));
        if (!X)
          return X.takeError();
        double F = Name == "u32_to_f" ? double(uint32_t(*X))
                                      : double(int32_t(uint32_t(*X)));
        if (!Rte) // toward zero: the float not above |F|
          return fail(G, "integer-to-float conversion toward zero (not implemented)");
        return writeFloat(G, L, Op(0), F, false);
      });
    }
    return fail(G, "instruction '" + Name + "' is not implemented");
  }

  void commit(Group &G, const PendingLoad &P) {
    for (unsigned L = 0; L != SIMDWidth; ++L)
      if (P.LaneMask >> L & 1)
        for (unsigned H = 0; H != P.NumHalves; ++H)
          (*G.R)[L][P.FirstHalf + H] = P.Values[L * P.NumHalves + H];
  }
};

Simulator::Simulator(const MCRegisterInfo &MRI, ArrayRef<uint8_t> Code,
                     uint64_t Entry, SimulatorOptions Options)
    : P(std::make_unique<Impl>(MRI, Code, Entry, Options)) {}
Simulator::~Simulator() = default;

const std::vector<Lanes> &Simulator::lastRegisters() const {
  return P->Registers;
}

Expected<RunStats> Simulator::runPreamble(uint64_t Entry,
                                          MutableArrayRef<uint16_t> Uniforms,
                                          DeviceMemory &Memory) {
  Impl &I = *P;
  DispatchShape Shape; // one thread
  std::vector<uint8_t> NoThreadgroupMemory;
  I.Shape = &Shape;
  I.Uniforms = Uniforms;
  I.PreambleUniforms = Uniforms;
  I.InPreamble = true;
  I.Memory = &Memory;
  I.TG = &NoThreadgroupMemory;
  I.Stats = RunStats();
  I.Registers.assign(1, Lanes{});
  Group G;
  G.R = &I.Registers[0];
  G.Exists = 1;
  G.PC = Entry;
  I.updateExec(G);
  Error E = Error::success();
  while (!G.Stopped && !E) {
    if (G.AtBarrier)
      E = I.fail(G, "a barrier in the preamble");
    else
      E = I.step(G);
  }
  I.InPreamble = false;
  I.PreambleUniforms = {};
  if (E)
    return std::move(E);
  return I.Stats;
}

Expected<RunStats>
Simulator::runVertices(unsigned Count,
                       function_ref<void(unsigned, MutableArrayRef<uint16_t>)> Preload,
                       ArrayRef<uint16_t> Uniforms, DeviceMemory &Memory,
                       unsigned UVSWords, std::vector<uint32_t> &Outputs) {
  Impl &I = *P;
  DispatchShape Shape; // the vertices as a one-dimensional threadgroup
  Shape.ThreadsPerThreadgroup = {Count, 1, 1};
  Shape.GridSize = {Count, 1, 1};
  std::vector<uint8_t> NoThreadgroupMemory;
  Outputs.assign(uint64_t(Count) * UVSWords, 0);
  I.UVS = &Outputs;
  I.UVSWords = UVSWords;
  I.Preload = [&](unsigned Group, Lanes &R) {
    for (unsigned L = 0; L != SIMDWidth && Group * SIMDWidth + L < Count; ++L)
      Preload(Group * SIMDWidth + L, R[L]);
  };
  Expected<RunStats> S = runThreadgroup(Shape, Uniforms, Memory, NoThreadgroupMemory);
  I.UVS = nullptr;
  I.Preload = nullptr;
  return S;
}

void Simulator::setSamplerStates(std::vector<uint64_t> States) {
  P->Samplers = std::move(States);
}

Expected<RunStats> Simulator::runFragments(ArrayRef<uint16_t> Uniforms, DeviceMemory &Memory,
                                           MutableArrayRef<FragmentState> Fragments) {
  Impl &I = *P;
  DispatchShape Shape; // the fragments as a one-dimensional threadgroup
  unsigned Count = unsigned(Fragments.size());
  Shape.ThreadsPerThreadgroup = {Count, 1, 1};
  Shape.GridSize = {Count, 1, 1};
  std::vector<uint8_t> NoThreadgroupMemory;
  I.Fragments = Fragments;
  // Each fragment's sample bit in r1l (Mesa's sample-loop ABI).
  I.Preload = [&](unsigned Group, Lanes &R) {
    for (unsigned L = 0; L != SIMDWidth && Group * SIMDWidth + L < Count; ++L)
      R[L][2] = Fragments[Group * SIMDWidth + L].SampleBit;
  };
  Expected<RunStats> S = runThreadgroup(Shape, Uniforms, Memory, NoThreadgroupMemory);
  I.Fragments = {};
  I.Preload = nullptr;
  return S;
}

Expected<RunStats> Simulator::runThreadgroup(const DispatchShape &Shape,
                                             ArrayRef<uint16_t> Uniforms,
                                             DeviceMemory &Memory,
                                             std::vector<uint8_t> &TG) {
  Impl &I = *P;
  I.Shape = &Shape;
  I.Uniforms = Uniforms;
  I.Memory = &Memory;
  I.TG = &TG;
  I.Stats = RunStats();
  uint64_t Threads =
      uint64_t(Shape.actual(0)) * Shape.actual(1) * Shape.actual(2);
  unsigned NumGroups = unsigned((Threads + SIMDWidth - 1) / SIMDWidth);
  I.Registers.assign(NumGroups, Lanes{});
  std::vector<Group> Groups(NumGroups);
  for (unsigned G = 0; G != NumGroups; ++G) {
    Groups[G].R = &I.Registers[G];
    Groups[G].Index = G;
    uint64_t Left = Threads - uint64_t(G) * SIMDWidth;
    Groups[G].Exists = Left >= SIMDWidth ? ~0u : (1u << Left) - 1;
    Groups[G].PC = I.Entry;
    if (I.Preload)
      I.Preload(G, I.Registers[G]);
    I.updateExec(Groups[G]);
  }
  // Each SIMD group runs until it stops or reaches a barrier; a barrier
  // releases once every SIMD group that has not stopped is waiting there.
  for (;;) {
    bool Running = false;
    for (Group &G : Groups) {
      while (!G.Stopped && !G.AtBarrier)
        if (Error E = I.step(G))
          return std::move(E);
      Running |= !G.Stopped;
    }
    if (!Running)
      break;
    for (Group &G : Groups)
      G.AtBarrier = false;
  }
  return I.Stats;
}
