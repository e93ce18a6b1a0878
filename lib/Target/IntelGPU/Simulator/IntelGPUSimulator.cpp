//===- IntelGPUSimulator.cpp - A Gen9/Gen11 EU thread simulator -----------===//
//
// docs/intelgpu-simulator.md gives each rule with its source.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUSimulator.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "IntelGPUSampler.h"
#include "metalnt/Target/IntelGPU/IntelGPUABI.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/ADT/bit.h"
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

using namespace llvm;
using namespace llvm::IntelGPU;
using namespace metalnt;
using namespace metalnt::intelgpu;

Memory::~Memory() = default;

template <typename T> T ThreadState::get(unsigned Byte) const {
  T V;
  std::memcpy(&V, &GRF[Byte], sizeof(T));
  return V;
}

template <typename T> void ThreadState::set(unsigned Byte, T V) {
  std::memcpy(&GRF[Byte], &V, sizeof(T));
}

template uint32_t ThreadState::get<uint32_t>(unsigned) const;
template float ThreadState::get<float>(unsigned) const;
template void ThreadState::set<uint32_t>(unsigned, uint32_t);
template void ThreadState::set<float>(unsigned, float);
template void ThreadState::set<uint64_t>(unsigned, uint64_t);
template uint64_t ThreadState::get<uint64_t>(unsigned) const;

namespace {

bool isFloatType(Type T) { return T == TF || T == THF || T == TDF; }

/// A binary32 denormal as the zero of its sign.
float flush(float F) {
  return std::fpclassify(F) == FP_SUBNORMAL ? std::copysign(0.0f, F) : F;
}
bool isSignedType(Type T) { return T == TD || T == TW || T == TB || T == TQ; }

/// A value on its way through an instruction: a float (computed in binary32
/// for F operands) or a 64-bit integer.
struct Val {
  bool IsFloat = false;
  double F = 0;
  int64_t I = 0;
  double asFloat() const { return IsFloat ? F : double(I); }
};

/// V saturated for a destination of type T: floats to [0, 1] (NaN to 0),
/// integers to the type's range.
Val saturate(Type T, Val V) {
  if (V.IsFloat) {
    V.F = std::isnan(V.F) ? 0.0 : std::min(std::max(V.F, 0.0), 1.0);
    return V;
  }
  unsigned Bits = typeSize(T) * 8;
  bool Signed = T == TD || T == TW || T == TB || T == TQ;
  if (Bits == 64) // the wrapped 64-bit value is the result
    return V;
  int64_t Lo = Signed ? -(int64_t(1) << (Bits - 1)) : 0;
  int64_t Hi = Signed ? (int64_t(1) << (Bits - 1)) - 1
                      : int64_t((uint64_t(1) << Bits) - 1);
  V.I = std::min(std::max(V.I, Lo), Hi);
  return V;
}

class Thread {
public:
  Thread(ThreadState &T, Memory &M, Memory *Local, Memory *Scratch, Gen G,
         const BindingState *Bindings, Memory *URB, RenderTargets *RT)
      : T(T), M(M), Local(Local), Scratch(Scratch), G(G), Bindings(Bindings), URB(URB),
        RT(RT) {}
  /// Executes I at offset At (Size bytes long): T.PC becomes the next
  /// instruction's offset. Sets Blocked when the thread waits for the
  /// barrier (T.PC then stays at the wait).
  Error step(const InstIR &I, unsigned At, unsigned Size, bool &Blocked);
  /// The channels that run an instruction without NoMask.
  uint32_t activeMask() const {
    uint32_t Mask = 0;
    for (unsigned Ch = 0; Ch != 32; ++Ch)
      if (T.WaitIP[Ch] == ThreadState::Active)
        Mask |= 1u << Ch;
    return Mask & T.DispatchMask;
  }

private:
  ThreadState &T;
  Memory &M;
  Memory *Local, *Scratch;
  Gen G;
  const BindingState *Bindings;
  Memory *URB;
  RenderTargets *RT;
  unsigned PC = 0;
  StringRef Mnemonic;
  /// The instruction has three sources (regions <V;H> with the width
  /// implied: channel i at element i·H).
  bool Ternary = false;

  Error fail(const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(),
                             "intelgpu: " + Mnemonic + " at offset " +
                                 Twine(PC) + ": " + Msg);
  }

  bool flagBit(const InstIR &I, unsigned Ch) const {
    unsigned Bit = (I.FlagSubReg * 16 + I.ChOff + Ch) & 31;
    return (T.Flag[I.FlagReg & 1] >> Bit) & 1;
  }
  void setFlagBit(const InstIR &I, unsigned Ch, bool V) {
    unsigned Bit = (I.FlagSubReg * 16 + I.ChOff + Ch) & 31;
    uint32_t &F = T.Flag[I.FlagReg & 1];
    F = (F & ~(1u << Bit)) | (uint32_t(V) << Bit);
  }
  /// Channel Ch of the instruction executes: NoMask, or dispatched and
  /// not waiting at a control-flow target.
  bool enabled(const InstIR &I, unsigned Ch) const {
    unsigned C = (I.ChOff + Ch) & 31;
    return I.NoMask || (((T.DispatchMask >> C) & 1) &&
                        T.WaitIP[C] == ThreadState::Active);
  }
  bool predicated(const InstIR &I, unsigned Ch) const {
    if (!I.PredCtrl)
      return true;
    if (I.PredCtrl == 1)
      return flagBit(I, Ch) != I.PredInv;
    // Align1's group predicates (IGA's .anyNh / .allNh, PredCtrl 4-13):
    // any or all of the N flag bits of the channel's group of N; anyv and
    // allv are Align16's (not modelled).
    if (I.PredCtrl < 4 || I.PredCtrl > 13)
      return false;
    unsigned N = 2u << ((I.PredCtrl - 4) / 2);
    bool Any = I.PredCtrl % 2 == 0;
    unsigned First = (I.FlagSubReg * 16 + I.ChOff + Ch) / N * N;
    uint64_t Flags = (uint64_t(T.Flag[1]) << 32 | T.Flag[0]) >> (32 * (I.FlagReg & 1));
    uint64_t Group = (Flags >> (First & 31)) & ((uint64_t(1) << N) - 1);
    bool V = Any ? Group != 0 : Group == ((uint64_t(1) << N) - 1);
    return V != I.PredInv;
  }

  /// The element a source region gives channel Ch, counted from its
  /// origin in elements: <V;W,H> rows of W elements H apart, V apart.
  static unsigned sourceElement(const Operand &O, unsigned Ch) {
    return O.Width ? (Ch / O.Width) * O.VStride + (Ch % O.Width) * O.HStride : 0;
  }

  /// a0's 16-bit subregister N, for an address register operand.
  Expected<unsigned> addressWord(unsigned N) {
    if (N >= T.A0.size())
      return fail("a0." + Twine(N) + ", beyond a0.15");
    return N;
  }

  Expected<unsigned> elementByte(const Operand &O, unsigned Ch, bool Dst) {
    if (O.K == Operand::Indirect && !Dst) {
      // An indirect source (the PRMs' "Register Region Restrictions",
      // Mesa's brw_VxH_indirect and brw_vec1_indirect): in VxH mode,
      // <W,H>, each W elements take the next address subregister, a0.(sub
      // + Ch / W), plus the immediate, as their origin; otherwise a0.sub
      // plus the immediate is the region's origin and the region is read
      // from there as a direct one would be.
      unsigned Size = typeSize(O.Ty), Width = std::max<unsigned>(O.Width, 1);
      unsigned Index = O.VxH ? (Ch % Width) * O.HStride : sourceElement(O, Ch);
      Expected<unsigned> W = addressWord(O.AddrSub + (O.VxH ? Ch / Width : 0));
      if (!W)
        return W.takeError();
      int Byte = int(T.A0[*W]) + O.AddrImm + int(Index * Size);
      if (Byte < 0 || unsigned(Byte) + Size > NumGRFs * GRFBytes)
        return fail("an indirect region beyond r127");
      return unsigned(Byte);
    }
    if (O.K != Operand::Direct || !O.IsGRF)
      return fail("an operand that is not a direct GRF region");
    unsigned Size = typeSize(O.Ty);
    unsigned Index = Dst || Ternary ? Ch * O.HStride : sourceElement(O, Ch);
    unsigned Byte = O.RegNum * GRFBytes + O.SubRegBytes + Index * Size;
    if (Byte + Size > NumGRFs * GRFBytes)
      return fail("a region beyond r127");
    return Byte;
  }

  Expected<Val> read(const Operand &O, unsigned Ch) {
    Val V;
    V.IsFloat = isFloatType(O.Ty);
    if (O.K == Operand::Immediate) {
      switch (O.Ty) {
      case TF: {
        float F;
        uint32_t Bits = uint32_t(O.Imm);
        std::memcpy(&F, &Bits, 4);
        V.F = F;
        break;
      }
      case TD:
        V.I = int32_t(O.Imm);
        break;
      case TUD:
        V.I = uint32_t(O.Imm);
        break;
      case TW:
        V.I = int16_t(O.Imm);
        break;
      case TUW:
        V.I = uint16_t(O.Imm);
        break;
      case TQ:
      case TUQ:
        V.I = int64_t(O.Imm);
        break;
      case TUV: // eight 4-bit integers, channel i taking nibble i % 8
        V.I = (O.Imm >> (4 * (Ch % 8))) & 0xF;
        break;
      case TV:
        V.I = int64_t((O.Imm >> (4 * (Ch % 8))) & 0xF) - (((O.Imm >> (4 * (Ch % 8))) & 8) ? 16 : 0);
        break;
      case THF: {
        _Float16 H;
        uint16_t Bits = uint16_t(O.Imm);
        std::memcpy(&H, &Bits, 2);
        V.F = float(H);
        break;
      }
      default:
        return fail("an immediate of type " + typeName(O.Ty));
      }
    } else if (O.K == Operand::Direct && !O.IsGRF && O.RegNum == 0) {
      V.I = 0; // null
    } else if (O.K == Operand::Direct && !O.IsGRF && O.RegNum == 0xA0) {
      // ip as a source: this instruction's offset in bytes (the PRMs'
      // "Instruction Pointer Register": the current instruction's address
      // relative to the instruction base, which the code starts at here).
      if (O.VStride || O.Width != 1 || O.HStride || typeSize(O.Ty) != 4)
        return fail("ip read other than as one dword");
      V.I = O.Ty == TD ? int64_t(int32_t(PC)) : int64_t(PC);
    } else if (O.K == Operand::Direct && !O.IsGRF && O.RegNum == 0x10) {
      // a0 as a source: 16-bit words, regioned as a GRF would be.
      if (typeSize(O.Ty) != 2)
        return fail("a0 read as " + typeName(O.Ty) + ", not words");
      Expected<unsigned> W = addressWord(O.SubRegBytes / 2 + sourceElement(O, Ch));
      if (!W)
        return W.takeError();
      V.I = O.Ty == TW ? int64_t(int16_t(T.A0[*W])) : int64_t(T.A0[*W]);
    } else if (O.K == Operand::Direct && !O.IsGRF && (O.RegNum == 0x30 || O.RegNum == 0x31)) {
      // A flag register as a scalar source: f0.0, f1.1, ... (16 bits) or
      // the whole 32-bit f0/f1.
      if (O.VStride || O.Width != 1 || O.HStride)
        return fail("a flag register read as a vector");
      unsigned Bits = typeSize(O.Ty) * 8;
      uint64_t F = T.Flag[O.RegNum & 1] >> (O.SubRegBytes * 8);
      V.I = int64_t(Bits >= 32 ? uint32_t(F) : F & ((1u << Bits) - 1));
    } else {
      Expected<unsigned> B = elementByte(O, Ch, false);
      if (!B)
        return B.takeError();
      switch (O.Ty) {
      case TF:
        V.F = T.get<float>(*B);
        break;
      case TD:
        V.I = int32_t(T.get<uint32_t>(*B));
        break;
      case TUD:
        V.I = T.get<uint32_t>(*B);
        break;
      case TW:
        V.I = int16_t(T.get<uint16_t>(*B));
        break;
      case TUW:
        V.I = T.get<uint16_t>(*B);
        break;
      case TB:
        V.I = int8_t(T.GRF[*B]);
        break;
      case TUB:
        V.I = T.GRF[*B];
        break;
      case TQ:
      case TUQ: {
        uint64_t Q;
        std::memcpy(&Q, &T.GRF[*B], 8);
        V.I = int64_t(Q);
        break;
      }
      case THF: {
        _Float16 H;
        std::memcpy(&H, &T.GRF[*B], 2);
        V.F = float(H);
        break;
      }
      default:
        return fail("a source of type " + typeName(O.Ty));
      }
    }
    if (O.Abs) {
      V.F = std::fabs(V.F);
      V.I = V.I < 0 ? -V.I : V.I;
    }
    if (O.Neg) {
      V.F = -V.F;
      V.I = -V.I;
    }
    return V;
  }

  /// Writes V to channel Ch of the destination, converted to its type.
  Error write(const InstIR &I, unsigned Ch, Val V) {
    const Operand &D = I.Dst;
    if (D.K == Operand::Direct && !D.IsGRF && D.RegNum == 0)
      return Error::success(); // null
    if (D.K == Operand::Direct && !D.IsGRF && (D.RegNum == 0x30 || D.RegNum == 0x31)) {
      // A flag register as a destination: channel 0 only (ExecSize 1).
      if (Ch || I.ExecSize != 1 || V.IsFloat)
        return fail("a flag register written as a vector");
      unsigned Bits = typeSize(D.Ty) * 8, Shift = D.SubRegBytes * 8;
      uint32_t Mask = (Bits >= 32 ? ~0u : (1u << Bits) - 1) << Shift;
      uint32_t &F = T.Flag[D.RegNum & 1];
      F = (F & ~Mask) | ((uint32_t(V.I) << Shift) & Mask);
      return Error::success();
    }
    if (D.K == Operand::Direct && !D.IsGRF && D.RegNum == 0x10 && typeSize(D.Ty) == 4 &&
        I.ExecSize == 1 && !V.IsFloat) {
      // a0.n:ud, one dword (a send's descriptor): words 2n and 2n + 1.
      unsigned W = D.SubRegBytes / 2;
      if (W % 2 || W + 1 >= T.A0.size())
        return fail("a0 written as a dword at a0." + Twine(W));
      T.A0[W] = uint16_t(V.I);
      T.A0[W + 1] = uint16_t(uint64_t(V.I) >> 16);
      return Error::success();
    }
    if (D.K == Operand::Direct && !D.IsGRF && D.RegNum == 0x10) {
      // a0 as a destination: 16-bit words.
      if (typeSize(D.Ty) != 2 || V.IsFloat)
        return fail("a0 written as " + typeName(D.Ty) + ", not words");
      Expected<unsigned> W = addressWord(D.SubRegBytes / 2 + Ch * std::max<unsigned>(D.HStride, 1));
      if (!W)
        return W.takeError();
      T.A0[*W] = uint16_t(V.I);
      return Error::success();
    }
    Expected<unsigned> B = elementByte(D, Ch, true);
    if (!B)
      return B.takeError();
    if (D.Ty == TF) {
      T.set<float>(*B, float(V.asFloat()));
      return Error::success();
    }
    if (D.Ty == THF) { // to nearest even (cr0's default rounding mode)
      _Float16 H = _Float16(float(V.asFloat()));
      std::memcpy(&T.GRF[*B], &H, 2);
      return Error::success();
    }
    int64_t X;
    uint64_t Bits = typeSize(D.Ty) * 8;
    int64_t Lo = isSignedType(D.Ty) ? -(int64_t(1) << (Bits - 1)) : 0;
    int64_t Hi = isSignedType(D.Ty) ? int64_t((uint64_t(1) << (Bits - 1)) - 1)
                 : Bits == 64       ? std::numeric_limits<int64_t>::max()
                                    : int64_t((uint64_t(1) << Bits) - 1);
    if (V.IsFloat) {
      // Float to integer: toward zero, clamped to the type's range, NaN
      // to 0 (docs/intelgpu-simulator.md: an assumption to verify).
      double F = std::trunc(V.F);
      X = std::isnan(F) ? 0 : F <= double(Lo) ? Lo : F >= double(Hi) ? Hi : int64_t(F);
    } else {
      X = V.I; // saturated by the caller where .sat asks; else wrapped
    }
    switch (Bits) {
    case 64: {
      uint64_t Q = uint64_t(X);
      std::memcpy(&T.GRF[*B], &Q, 8);
      break;
    }
    case 32:
      T.set<uint32_t>(*B, uint32_t(X));
      break;
    case 16: {
      uint16_t H = uint16_t(X);
      std::memcpy(&T.GRF[*B], &H, 2);
      break;
    }
    case 8:
      T.GRF[*B] = uint8_t(X);
      break;
    default:
      return fail("a destination of type " + typeName(D.Ty));
    }
    return Error::success();
  }

  /// The conditional modifier's test of a result (or, for cmp, of the
  /// comparison src0 op src1 given as A, B).
  Expected<bool> test(uint8_t CondMod, const Val &A, const Val &B) {
    bool F = A.IsFloat || B.IsFloat;
    double X = A.asFloat(), Y = B.asFloat();
    bool Unordered = F && (std::isnan(X) || std::isnan(Y));
    auto Cmp = [&](auto Op) { return F ? Op(X, Y) : Op(A.I, B.I); };
    switch (CondMod) {
    case 1: // z / eq
      return Cmp([](auto P, auto Q) { return P == Q; });
    case 2: // nz / ne
      return F ? (Unordered || X != Y) : A.I != B.I;
    case 3: // g
      return Cmp([](auto P, auto Q) { return P > Q; });
    case 4: // ge
      return Cmp([](auto P, auto Q) { return P >= Q; });
    case 5: // l
      return Cmp([](auto P, auto Q) { return P < Q; });
    case 6: // le
      return Cmp([](auto P, auto Q) { return P <= Q; });
    default:
      return fail("conditional modifier " + Twine(CondMod));
    }
  }

  Error send(const InstIR &I);
  Error callOrReturn(const InstIR &I, unsigned At, unsigned Size);
  Error math(const InstIR &I);
  Error controlFlow(const InstIR &I, unsigned Size, unsigned &Next);
  Error dataPort(const InstIR &I, unsigned SFID);
  Error urbMessage(const InstIR &I);
  Error renderTargetWrite(const InstIR &I);
  Error renderTargetRead(const InstIR &I);
  Error scratchMessage(const InstIR &I);
  Error textureMessage(const InstIR &I, unsigned SFID);
  Expected<surface::SurfaceState> surfaceState(unsigned BTI);
  /// The offset an instruction's JIP or UIP names (bytes from it).
  unsigned target(int32_t Offset) const { return unsigned(int64_t(PC) + Offset); }
};

/// The extended math functions (the `math` instruction's FuncCtrl: IGA's
/// names inv, log, exp, sqt, rsqt, sin, cos, fdiv, pow, iqot, irem).
/// Float results are the exact values rounded to binary32 (the hardware's
/// precision is not described here: docs/intelgpu-simulator.md), with
/// denormals flushed; integer quotients truncate and remainders take the
/// dividend's sign (vISA DIV.md).
Error Thread::math(const InstIR &I) {
  unsigned Fn = I.FuncCtrl;
  bool Binary = Fn == 9 || Fn == 10 || Fn == 11 || Fn == 12 || Fn == 13;
  if (Fn == 11 || Fn == 14 || Fn == 15 || Fn == 0 || Fn == 8)
    return fail("math function " + Twine(Fn));
  for (unsigned Ch = 0; Ch != I.ExecSize; ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch))
      continue;
    Expected<Val> A = read(I.Src[0], Ch);
    if (!A)
      return A.takeError();
    Val B;
    if (Binary) {
      Expected<Val> BV = read(I.Src[1], Ch);
      if (!BV)
        return BV.takeError();
      B = *BV;
    }
    Val R;
    if (Fn == 12 || Fn == 13) {
      if (B.I == 0)
        return fail("an integer division by zero in channel " + Twine(Ch) +
                    " (undefined)");
      bool Unsigned = !isSignedType(I.Src[0].Ty);
      if (Unsigned)
        R.I = Fn == 12 ? int64_t(uint32_t(A->I) / uint32_t(B.I))
                       : int64_t(uint32_t(A->I) % uint32_t(B.I));
      else if (A->I == INT32_MIN && B.I == -1)
        R.I = Fn == 12 ? INT32_MIN : 0;
      else
        R.I = Fn == 12 ? A->I / B.I : A->I % B.I;
    } else {
      double X = flush(float(A->asFloat())), Y = flush(float(B.asFloat()));
      double Z;
      switch (Fn) {
      case 1: Z = 1.0 / X; break;
      case 2: Z = std::log2(X); break;
      case 3: Z = std::exp2(X); break;
      case 4: Z = std::sqrt(X); break;
      case 5: Z = 1.0 / std::sqrt(X); break;
      case 6: Z = std::sin(X); break;
      case 7: Z = std::cos(X); break;
      case 9: Z = X / Y; break;
      default: Z = std::pow(X, Y); break;
      }
      R.IsFloat = true;
      R.F = flush(float(Z));
    }
    if (I.Sat)
      R = saturate(I.Dst.Ty, R);
    if (Error E = write(I, Ch, R))
      return E;
  }
  return Error::success();
}

/// Structured control flow in the per-channel IP model of Intel's PRMs
/// (docs/intelgpu-simulator.md, "Control flow"): a channel a control-flow
/// instruction disables records the offset where it runs again
/// (ThreadState::WaitIP) and runs again when the thread gets there; when
/// no channel is left running, the thread jumps to JIP, the nearest place
/// where one can. Offsets are in bytes from the instruction (Gen8+: Mesa
/// brw_jump_scale); branch instructions are never compacted (16 bytes).
Error Thread::controlFlow(const InstIR &I, unsigned Size, unsigned &Next) {
  StringRef Op = Mnemonic;
  Next = PC + Size;
  auto Live = [&](unsigned Ch) { return enabled(I, Ch) && !I.NoMask; };
  if (Op == "if" || Op == "else" || Op == "break" || Op == "cont") {
    // if: channels whose predicate fails wait at JIP (the else's next
    // instruction or the endif); else: the channels that ran the
    // then-block wait at JIP (the endif); break: channels whose predicate
    // holds wait after the loop's while (UIP), cont: at the while.
    unsigned Wait = Op == "if" || Op == "else" ? target(I.JIP)
                    : Op == "break"            ? target(I.UIP) + 16
                                               : target(I.UIP);
    for (unsigned Ch = 0; Ch != I.ExecSize; ++Ch) {
      if (!Live(Ch))
        continue;
      bool P = predicated(I, Ch);
      if (Op == "if" ? !P : Op == "else" ? true : P)
        T.WaitIP[(I.ChOff + Ch) & 31] = Wait;
    }
    bool Waiting = false; // a channel runs again at the next instruction
    for (unsigned Ch = 0; Ch != 32; ++Ch)
      Waiting |= T.WaitIP[Ch] == Next && ((T.DispatchMask >> Ch) & 1);
    if (!activeMask() && !Waiting)
      Next = target(I.JIP);
    return Error::success();
  }
  if (Op == "endif") {
    // The channels waiting here already run again (runThread).
    if (!activeMask())
      Next = target(I.JIP);
    return Error::success();
  }
  if (Op == "while") {
    // Channels whose predicate holds (all, unpredicated) go round again;
    // the others wait after the while, with those that broke out.
    bool Again = false;
    for (unsigned Ch = 0; Ch != I.ExecSize; ++Ch) {
      if (!Live(Ch))
        continue;
      if (predicated(I, Ch))
        Again = true;
      else
        T.WaitIP[(I.ChOff + Ch) & 31] = PC + Size;
    }
    if (Again)
      Next = target(I.JIP);
    return Error::success();
  }
  return fail("not implemented by the simulator");
}

/// call and ret (docs/intelgpu-simulator.md, "Calls"). call writes two
/// dwords at its destination, which IGC's stack calls read as the return
/// IP and the call mask (visa RegAlloc.cpp, Optimizer.cpp: "r125.0 is the
/// return IP ...; r125.1 is the return mask"): the next instruction's
/// offset, and the channels that call; it is taken when a running channel
/// is predicated (vISA CALL.md), otherwise it does nothing. Its JIP is in
/// bytes from the call (IGA's Encoder::patchJumpOffsets). Channels that do
/// not call keep waiting where they wait, in the caller. ret continues at
/// src0.0 with the call mask of src0.1 running: this model returns the
/// call's channels together, and stops on a ret where one of them is not
/// running (vISA's FRET returns channels one by one until the mask is
/// empty; code whose channels rejoin before returning does not see the
/// difference).
/// Deeper is a call that never returns (the stack is bounded well before).
constexpr unsigned MaxCallDepth = 1024;

Error Thread::callOrReturn(const InstIR &I, unsigned At, unsigned Size) {
  StringRef Op = Mnemonic;
  if (Op == "call") {
    if (I.Dst.K != Operand::Direct || !I.Dst.IsGRF || I.Dst.SubRegBytes || I.Dst.RegNum > 127)
      return fail("a call whose destination is not a GRF's dword 0");
    uint32_t Mask = 0;
    for (unsigned Ch = 0; Ch != I.ExecSize; ++Ch)
      if (enabled(I, Ch) && !I.NoMask && predicated(I, Ch))
        Mask |= 1u << ((I.ChOff + Ch) & 31);
    Mask &= T.DispatchMask;
    if (!Mask)
      return Error::success();
    if (++T.CallDepth > MaxCallDepth)
      return fail("calls nested more than " + Twine(MaxCallDepth) + " deep");
    // The offset from the call: its JIP, or a GRF dword's (a call through
    // a register, IGC's indirect calls: the same scalar in every channel).
    int64_t JIP = I.JIP;
    if (I.Src[0].K == Operand::Direct) {
      if (!I.Src[0].IsGRF || I.Src[0].RegNum > 127 || I.Src[0].SubRegBytes % 4)
        return fail("a call whose target is not a GRF dword");
      JIP = int32_t(T.get<uint32_t>(I.Src[0].RegNum * GRFBytes + I.Src[0].SubRegBytes));
    }
    T.set<uint32_t>(I.Dst.RegNum * GRFBytes, At + Size);
    T.set<uint32_t>(I.Dst.RegNum * GRFBytes + 4, Mask);
    T.PC = unsigned(int64_t(At) + JIP);
    return Error::success();
  }
  if (I.Src[0].K != Operand::Direct || !I.Src[0].IsGRF || I.Src[0].RegNum > 127 ||
      I.Src[0].SubRegBytes > GRFBytes - 8)
    return fail("a ret whose source is not two dwords of a GRF");
  unsigned B = I.Src[0].RegNum * GRFBytes + I.Src[0].SubRegBytes;
  uint32_t IP = T.get<uint32_t>(B), Mask = T.get<uint32_t>(B + 4);
  if (!T.CallDepth)
    return fail("a ret with no call to return from");
  for (unsigned Ch = 0; Ch != 32; ++Ch)
    if (((Mask & T.DispatchMask) >> Ch) & 1 && T.WaitIP[Ch] != ThreadState::Active)
      return fail("a ret while channel " + Twine(Ch) + " of its call waits at offset " +
                  Twine(T.WaitIP[Ch]) + " (the simulator returns a call's channels together)");
  --T.CallDepth;
  T.PC = IP;
  return Error::success();
}

/// The data port's atomic operation on Old with operands A (and B for
/// compare and exchange), by its AOP code (Mesa brw_eu_defines.h).
static std::optional<uint32_t> atomicResult(unsigned AOP, uint32_t Old,
                                            uint32_t A, uint32_t B) {
  switch (AOP) {
  case 1: return Old & A;
  case 2: return Old | A;
  case 3: return Old ^ A;
  case 4: return A;
  case 5: return Old + 1;
  case 6: return Old - 1;
  case 7: return Old + A;
  case 8: return Old - A;
  case 10: return uint32_t(std::max(int32_t(Old), int32_t(A)));
  case 11: return uint32_t(std::min(int32_t(Old), int32_t(A)));
  case 12: return std::max(Old, A);
  case 13: return std::min(Old, A);
  case 14: return Old == A ? B : Old; // cmpwr: src0 the comparand
  }
  return std::nullopt;
}

/// The data-port messages of docs/notes/intelgpu-codegen-research.md (the
/// descriptor fields of Mesa's brw_dp_desc: message type in bits 18:14,
/// control in 13:8, binding table index in 7:0), SIMD8 and SIMD16: A64 (BTI
/// 253) untyped reads and writes of up to four dwords, byte scattered
/// reads and writes of 1, 2 or 4 bytes and untyped atomics, on global
/// memory; the same through BTI 254 on SLM; the fence.
Error Thread::dataPort(const InstIR &I, unsigned SFID) {
  unsigned Type = (I.Desc >> 14) & 0x1F, Ctrl = (I.Desc >> 8) & 0x3F;
  unsigned BTI = I.Desc & 0xFF;
  if (SFID == 10 && ((Type & 0x10) || BTI == 253 || BTI == 255))
    return scratchMessage(I);
  unsigned Dst = I.Dst.RegNum * GRFBytes;
  if (SFID == 10 && Type == 7) { // fence: done when its reply arrives
    if (I.Dst.IsGRF)
      for (unsigned B = 0; B != GRFBytes; ++B)
        T.GRF[Dst + B] = 0;
    return Error::success();
  }
  enum Kind { Untyped, Scattered, Atomic, None };
  bool A64 = BTI == 253;
  Kind K = None;
  bool Write = false;
  if (SFID == 12 && A64) {
    K = Type == 0x11 || Type == 0x19 ? Untyped
        : Type == 0x10 || Type == 0x1A ? Scattered
        : Type == 0x12 ? Atomic : None;
    Write = Type == 0x19 || Type == 0x1A;
  } else if (SFID == 12 && BTI == 254) {
    K = Type == 0x01 || Type == 0x09 ? Untyped : Type == 0x02 ? Atomic : None;
    Write = Type == 0x09;
  } else if (SFID == 10 && BTI == 254) {
    K = Type == 0x04 || Type == 0x0C ? Scattered : None;
    Write = Type == 0x0C;
  }
  if (K == None)
    return fail("message SFID " + Twine(SFID) + " type " + Twine(Type) +
                " BTI " + Twine(BTI) + " (not implemented by the simulator)");
  Memory *Mem = A64 ? &M : Local;
  if (!Mem)
    return fail("an SLM message, and the dispatch has no threadgroup memory");
  // SIMD8 or SIMD16 (Mesa's brw_dp_*_desc): the untyped messages' SIMD
  // mode (control bits 5:4) is 2 or 1; the A64 scattered ones' control
  // bit 4 and the data cache 0 ones' bit 0 are set for SIMD16 (the A64
  // ones' subtype, bits 1:0, must be 0: bytes); A64 atomics are SIMD8,
  // SLM ones SIMD8 with control bit 4 set.
  unsigned Width = 0;
  if (K == Untyped)
    Width = ((Ctrl >> 4) & 3) == 2 ? 8 : ((Ctrl >> 4) & 3) == 1 ? 16 : 0;
  else if (K == Scattered)
    Width = A64 ? ((Ctrl & 0x3) ? 0 : (Ctrl & 0x10) ? 16 : 8) : (Ctrl & 1) ? 16 : 8;
  else
    Width = A64 || ((Ctrl >> 4) & 1) ? 8 : 0;
  if (!Width)
    return fail("a message that is neither SIMD8 nor SIMD16");
  // Addresses: 64 bits per channel (A64, two registers per 8) or 32.
  unsigned AddrBytes = A64 ? 8 : 4;
  unsigned Addr = I.Src[0].RegNum * GRFBytes;
  unsigned AddrRegs = (A64 ? 2 : 1) * Width / 8;
  unsigned Data = I.Src[1].K == Operand::Direct && I.Src[1].IsGRF
                      ? I.Src[1].RegNum * GRFBytes
                      : Addr + AddrRegs * GRFBytes;
  // The message's payload as it is when the message is sent: the reply
  // may overwrite it.
  const std::array<uint8_t, NumGRFs * GRFBytes> Payload0 = T.GRF;
  auto Address = [&](unsigned Ch) {
    uint64_t A = 0;
    std::memcpy(&A, &Payload0[Addr + AddrBytes * Ch], AddrBytes);
    return A;
  };
  unsigned Channel = 0;
  auto Access = [&](bool Store, uint64_t A, void *P, size_t N) -> Error {
    if (Store ? Mem->write(A, P, N) : Mem->read(A, P, N))
      return Error::success();
    return fail("channel " + Twine(Channel) + ": an access of " + Twine(N) + " bytes at " +
                (A64 ? "address 0x" : "SLM offset 0x") + Twine::utohexstr(A) +
                ", outside " + (A64 ? "global memory" : "the threadgroup's memory"));
  };
  // Component Reg of channel Ch: components are Width / 8 registers each.
  auto Slot = [&](unsigned Base, unsigned Reg, unsigned Ch) -> Expected<unsigned> {
    unsigned B = Base + Reg * GRFBytes * (Width / 8) + 4 * Ch;
    if (B + 4 > NumGRFs * GRFBytes)
      return fail("a message payload beyond r127");
    return B;
  };
  // The message's channels run as the send's execution mask says: a
  // (1|M0) send of a SIMD8 message is channel 0's access alone.
  for (unsigned Ch = 0; Ch != std::min<unsigned>(Width, I.ExecSize); ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch))
      continue;
    Channel = Ch;
    uint64_t A = Address(Ch);
    if (K == Untyped) {
      // Components R, G, B, A unless disabled (control bits 3:0), one
      // register each, at consecutive dwords.
      unsigned Component = 0;
      for (unsigned C = 0; C != 4; ++C) {
        if (Ctrl & (1u << C))
          continue;
        Expected<unsigned> B = Slot(Write ? Data : Dst, Component++, Ch);
        if (!B)
          return B.takeError();
        uint8_t *P = Write ? const_cast<uint8_t *>(&Payload0[*B]) : &T.GRF[*B];
        if (Error E = Access(Write, A + 4 * C, P, 4))
          return E;
      }
    } else if (K == Scattered) {
      // 1, 2 or 4 bytes (control bits 3:2, A64; DC0 bits 3:2 as well)
      // in the low bytes of the channel's dword. A read leaves the other
      // bytes unspecified: here 0xAB, so code that relies on them shows.
      unsigned Bytes = 1u << ((Ctrl >> 2) & 3);
      Expected<unsigned> B = Slot(Write ? Data : Dst, 0, Ch);
      if (!B)
        return B.takeError();
      if (!Write)
        std::memset(&T.GRF[*B], 0xAB, 4);
      uint8_t *P = Write ? const_cast<uint8_t *>(&Payload0[*B]) : &T.GRF[*B];
      if (Error E = Access(Write, A, P, Bytes))
        return E;
    } else {
      // Atomic: the operation in control bits 3:0, the old value returned
      // when bit 5 asks; operands after the addresses.
      unsigned AOP = Ctrl & 0xF;
      Expected<unsigned> S0 = Slot(Data, 0, Ch), S1 = Slot(Data, 1, Ch);
      if (!S0 || !S1)
        return S0 ? S1.takeError() : S0.takeError();
      uint32_t Old, Src0, Src1 = 0;
      if (Error E = Access(false, A, &Old, 4))
        return E;
      std::memcpy(&Src0, &Payload0[*S0], 4);
      if (AOP == 14)
        std::memcpy(&Src1, &Payload0[*S1], 4);
      std::optional<uint32_t> New = atomicResult(AOP, Old, Src0, Src1);
      if (!New)
        return fail("atomic operation " + Twine(AOP));
      if (Error E = Access(true, A, &*New, 4))
        return E;
      if (Ctrl & 0x20) {
        Expected<unsigned> B = Slot(Dst, 0, Ch);
        if (!B)
          return B.takeError();
        std::memcpy(&T.GRF[*B], &Old, 4);
      }
    }
  }
  return Error::success();
}

/// The thread's scratch space (docs/intelgpu-simulator.md, "Scratch"),
/// through the data cache 0 (SFID 10):
/// - scratch block reads and writes (descriptor bit 18; bit 17 write,
///   bits 13:12 the log2 of the registers, bits 11:0 the offset in
///   registers; Mesa's gfx7_set_dp_scratch_message, checked with iga64):
///   whole registers at r0.5[31:10] + offset * 32 of the header, which is
///   required, whatever the execution mask;
/// - A32 stateless (BTI 253 or 255) DWord and byte scattered reads and
///   writes with a header: each channel's offset (dwords for the DWord
///   messages, bytes for the byte ones; Mesa's load_scratch) from the
///   header's dword 5, all 32 bits of it (Mesa's generate_scratch_header:
///   bits 9:0 of r0.5 hold the FFTID, so code masks them off).
/// Both reach the same memory: general state, where the executor placed
/// each hardware thread's scratch space.
Error Thread::scratchMessage(const InstIR &I) {
  unsigned Type = (I.Desc >> 14) & 0x1F, Ctrl = (I.Desc >> 8) & 0x3F;
  if (!Scratch)
    return fail("a scratch message, and the dispatch has no scratch space");
  if (!((I.Desc >> 19) & 1))
    return fail("a scratch or stateless message without a header (not implemented)");
  unsigned Header = I.Src[0].RegNum * GRFBytes;
  bool Split = I.Src[1].K == Operand::Direct && I.Src[1].IsGRF;
  const std::array<uint8_t, NumGRFs * GRFBytes> Payload0 = T.GRF;
  auto Word = [&](unsigned Byte) {
    uint32_t V;
    std::memcpy(&V, &Payload0[Byte], 4);
    return V;
  };
  auto Access = [&](bool Write, uint64_t A, void *P, size_t N, const Twine &Who) -> Error {
    if (Write ? Scratch->write(A, P, N) : Scratch->read(A, P, N))
      return Error::success();
    return fail(Who + ": an access of " + Twine(N) + " bytes at scratch address 0x" +
                Twine::utohexstr(A) + ", outside the scratch space");
  };
  if (Type & 0x10) {
    bool Write = Type & 0x8;
    unsigned Regs = 1u << ((I.Desc >> 12) & 3), Offset = I.Desc & 0xFFF;
    uint64_t Base = (Word(Header + 4 * 5) & ~0x3FFu) + uint64_t(Offset) * GRFBytes;
    unsigned Data = Write ? (Split ? I.Src[1].RegNum * GRFBytes : Header + GRFBytes)
                          : I.Dst.RegNum * GRFBytes;
    if (Data + Regs * GRFBytes > NumGRFs * GRFBytes)
      return fail("a message payload beyond r127");
    if (!Write && !I.Dst.IsGRF)
      return Error::success();
    uint8_t *P = Write ? const_cast<uint8_t *>(&Payload0[Data]) : &T.GRF[Data];
    return Access(Write, Base, P, Regs * GRFBytes, "a scratch block");
  }
  bool DWords = Type == 3 || Type == 11, Write = Type == 11 || Type == 12;
  if (!DWords && Type != 4 && Type != 12)
    return fail("stateless message type " + Twine(Type) + " (not implemented by the simulator)");
  // SIMD8 or SIMD16 (control bit 0): offsets and data are W / 8 registers.
  unsigned Width = (Ctrl & 1) ? 16 : 8, Regs = Width / 8;
  unsigned Bytes = DWords ? 4 : 1u << ((Ctrl >> 2) & 3);
  uint32_t Base = Word(Header + 4 * 5);
  unsigned Addr = Header + GRFBytes;
  unsigned Data = Write ? (Split ? I.Src[1].RegNum * GRFBytes : Addr + Regs * GRFBytes)
                        : I.Dst.RegNum * GRFBytes;
  if (Data + Regs * GRFBytes > NumGRFs * GRFBytes ||
      Addr + Regs * GRFBytes > NumGRFs * GRFBytes)
    return fail("a message payload beyond r127");
  for (unsigned Ch = 0; Ch != Width; ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch))
      continue;
    uint32_t Offset = Word(Addr + 4 * Ch);
    uint64_t A = uint64_t(Base) + (DWords ? uint64_t(Offset) * 4 : Offset);
    unsigned B = Data + 4 * Ch;
    if (!Write)
      std::memset(&T.GRF[B], 0xAB, 4); // the unread bytes: unspecified
    uint8_t *P = Write ? const_cast<uint8_t *>(&Payload0[B]) : &T.GRF[B];
    if (Error E = Access(Write, A, P, Bytes, "channel " + Twine(Ch)))
      return E;
  }
  return Error::success();
}

/// Binding table entry BTI's RENDER_SURFACE_STATE.
Expected<surface::SurfaceState> Thread::surfaceState(unsigned BTI) {
  if (!Bindings)
    return fail("a texture message, and the dispatch binds no textures");
  uint32_t Entry;
  if (!M.read(Bindings->SurfaceStateBase + Bindings->BindingTableOffset + 4 * BTI, &Entry, 4))
    return fail("binding table entry " + Twine(BTI) + " is outside memory");
  uint32_t DW[16];
  uint64_t At = Bindings->SurfaceStateBase + (Entry & ~0x3Fu);
  if (!M.read(At, DW, sizeof(DW)))
    return fail("the surface state of binding table entry " + Twine(BTI) +
                " is outside memory");
  return surface::SurfaceState::decode(DW);
}

/// Sampler messages (SFID 2; descriptor: the SIMD mode in bits 18:17,
/// the message type in 16:12, the sampler in 11:8, the binding table
/// index in 7:0; IntelGPUMessages.h) and typed surface writes (SFID 12,
/// message type 13, SIMD8, the slot group in bits 13:12), each channel's
/// parameters one GRF apart per eight channels after the optional header
/// (docs/intelgpu-abi.md, "Textures and samplers").
Error Thread::textureMessage(const InstIR &I, unsigned SFID) {
  unsigned BTI = I.Desc & 0xFF;
  bool Header = (I.Desc >> 19) & 1;
  unsigned MLen = (I.Desc >> 25) & 0xF, RLen = (I.Desc >> 20) & 0x1F;
  unsigned Src = I.Src[0].RegNum, Dst = I.Dst.RegNum;
  const std::array<uint8_t, NumGRFs * GRFBytes> Payload0 = T.GRF;
  auto Word = [&](unsigned Reg, unsigned Dword) -> Expected<uint32_t> {
    if (Reg >= NumGRFs)
      return fail("a message payload beyond r127");
    uint32_t V;
    std::memcpy(&V, &Payload0[Reg * GRFBytes + 4 * Dword], 4);
    return V;
  };
  Expected<surface::SurfaceState> S = surfaceState(BTI);
  if (!S)
    return S.takeError();
  if (SFID == 12) {
    // u, v, r and the level from the first payload (vISA's
    // SCATTER4_TYPED: U, V, R, LOD; those left out are 0), the four words
    // from the second.
    unsigned Data = I.Src[1].RegNum, ExMLen = (I.ExDesc >> 6) & 0x1F;
    if (Mnemonic != "sends" || ExMLen != 4 || MLen < 1 || MLen > 4)
      return fail("a typed write other than sends of 1-4 address and 4 data registers");
    for (unsigned Ch = 0; Ch != std::min<unsigned>(8, I.ExecSize); ++Ch) {
      if (!enabled(I, Ch) || !predicated(I, Ch))
        continue;
      std::array<uint32_t, 4> Coord{0, 0, 0, 0};
      std::array<uint32_t, 4> Words;
      for (unsigned K = 0; K != MLen; ++K) {
        Expected<uint32_t> V = Word(Src + K, Ch);
        if (!V)
          return V.takeError();
        Coord[K] = *V;
      }
      for (unsigned K = 0; K != 4; ++K) {
        Expected<uint32_t> V = Word(Data + K, Ch);
        if (!V)
          return V.takeError();
        Words[K] = *V;
      }
      if (Error E = surface::typedWrite(*S, Coord, Words, M))
        return fail("channel " + Twine(Ch) + ": " + toString(std::move(E)));
    }
    return Error::success();
  }
  unsigned Mode = (I.Desc >> 17) & 3;
  unsigned Width = Mode == 1 ? 8 : Mode == 2 ? 16 : 0;
  if (!Width || Mnemonic != "send")
    return fail("a sampler message other than a SIMD8 or SIMD16 send");
  unsigned Per = Width / 8;
  unsigned NP = (MLen - Header) / Per;
  if ((MLen - Header) % Per || NP > 11)
    return fail("a sampler message of " + Twine(MLen) + " registers");
  surface::SamplerRequest R;
  R.Type = (I.Desc >> 12) & 0x1F;
  R.Surface = &*S;
  R.NumParams = NP;
  // The header: texel offsets (4-bit signed x, y, z in bits 11:8, 7:4,
  // 3:0 of dword 2), the gather channel (17:16), the disabled channels
  // (15:12) and the sampler state pointer (dword 3, bits 31:5).
  uint32_t SamplerPointer = Bindings->SamplerStateOffset, Disabled = 0;
  if (Header) {
    Expected<uint32_t> DW2 = Word(Src, 2), DW3 = Word(Src, 3);
    if (!DW2 || !DW3)
      return DW2 ? DW3.takeError() : DW2.takeError();
    auto S4 = [](uint32_t V) { return int(int32_t(V << 28) >> 28); };
    R.Offsets = {S4(*DW2 >> 8), S4(*DW2 >> 4), S4(*DW2)};
    R.GatherChannel = (*DW2 >> 16) & 3;
    Disabled = (*DW2 >> 12) & 0xF;
    SamplerPointer = *DW3 & ~0x1Fu;
  }
  surface::SamplerState Smp;
  if (R.Type != 7 && R.Type != 26 && R.Type != 10 && R.Type != 11 && R.Type != 28) {
    uint32_t DW[4];
    uint64_t At = Bindings->DynamicStateBase + SamplerPointer + 16 * ((I.Desc >> 8) & 0xF);
    if (!M.read(At, DW, sizeof(DW)))
      return fail("sampler state at 0x" + Twine::utohexstr(At) + " is outside memory");
    Smp = surface::SamplerState::decode(DW);
    if (!M.read(Bindings->DynamicStateBase + Smp.BorderColorPointer, R.Border.data(), 16))
      return fail("the border colour is outside memory");
    R.Sampler = &Smp;
  }
  if (RLen % Per)
    return fail("a sampler response of " + Twine(RLen) + " registers");
  for (unsigned Ch = 0; Ch != std::min<unsigned>(Width, I.ExecSize); ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch))
      continue;
    unsigned Reg = Src + Header + Ch / 8, Dword = Ch % 8;
    for (unsigned K = 0; K != NP; ++K) {
      Expected<uint32_t> V = Word(Reg + K * Per, Dword);
      if (!V)
        return V.takeError();
      R.Params[K] = *V;
    }
    if (R.Type == 9) { // lod
      // The lod message's derivatives are the subspan's: its upper-right
      // and lower-left pixels' u, v, r minus its upper-left's (channel c is
      // pixel (c & 1, (c >> 1) & 1) of subspan c >> 2), our reading of the
      // PRMs' per-subspan level of detail computation (an assumption,
      // docs/intelgpu-simulator.md), read whether or not those channels run.
      unsigned UL = Dword & ~3u;
      for (unsigned K = 0; K != std::min(NP, 3u); ++K) {
        float Pixel[3]; // upper-left, upper-right, lower-left
        for (unsigned P = 0; P != 3; ++P) {
          Expected<uint32_t> V = Word(Reg + K * Per, UL + P);
          if (!V)
            return V.takeError();
          Pixel[P] = bit_cast<float>(*V);
        }
        R.DX[K] = Pixel[1] - Pixel[0];
        R.DY[K] = Pixel[2] - Pixel[0];
      }
    }
    Expected<std::array<uint32_t, 4>> Out = surface::sample(R, M);
    if (!Out)
      return fail("channel " + Twine(Ch) + ": " + toString(Out.takeError()));
    // Enabled channels in R, G, B, A order, packed; as many as the
    // response has room for.
    unsigned Slot = 0;
    for (unsigned C = 0; C != 4; ++C) {
      if (Disabled >> C & 1)
        continue;
      unsigned At = Dst + Slot++ * Per + Ch / 8;
      if (At >= Dst + RLen)
        break;
      if (At >= NumGRFs)
        return fail("a sampler response beyond r127");
      std::memcpy(&T.GRF[At * GRFBytes + 4 * Dword], &(*Out)[C], 4);
    }
  }
  return Error::success();
}

/// URB messages (SFID 6), Gen8-Gen11's SIMD8 write (Mesa's brw_urb_desc
/// and lower_urb_write_logical_send; docs/intelgpu-simulator.md, "Vertex
/// functions"): descriptor bits 3:0 the opcode (7), 14:4 the global offset
/// in 16-byte units, 15 a channel mask present, 17 per-slot offsets
/// present (neither modelled), 19 the header. The header GRF holds each
/// channel's URB handle, here the offset of its entry in the URB in
/// 16-byte units; the data GRFs that follow are dwords 0, 1, ... of the
/// entry from the global offset, a dword per channel. Channels that do not
/// run write nothing. With EOT, the write ends the thread (from r112-r127,
/// as send checks for every EOT message).
Error Thread::urbMessage(const InstIR &I) {
  unsigned Opcode = I.Desc & 0xF, Offset = (I.Desc >> 4) & 0x7FF;
  unsigned MLen = (I.Desc >> 25) & 0xF, RLen = (I.Desc >> 20) & 0x1F;
  if (Opcode != 7)
    return fail("URB message opcode " + Twine(Opcode) + " (the simulator models the SIMD8 "
                "write, 7)");
  if (I.Desc & (1u << 15 | 1u << 17))
    return fail("a URB write with a channel mask or per-slot offsets (not modelled)");
  if (!(I.Desc & 1u << 19) || MLen < 2 || RLen != 0 || I.ExecSize != 8)
    return fail("a SIMD8 URB write without its header, data or with a response");
  if (!URB)
    return fail("a URB write, and the dispatch has no URB (a vertex function's)");
  unsigned P = I.Src[0].RegNum;
  if (P + MLen > NumGRFs)
    return fail("a URB write's payload beyond r127");
  uint32_t Mask = I.NoMask ? 0xFF : activeMask() >> I.ChOff & 0xFF;
  for (unsigned Ch = 0; Ch != 8; ++Ch) {
    if (!(Mask >> Ch & 1))
      continue;
    uint32_t Handle = T.get<uint32_t>(P * GRFBytes + 4 * Ch); // the message's eight slots
    for (unsigned D = 0; D + 1 != MLen; ++D) {
      uint32_t V = T.get<uint32_t>((P + 1 + D) * GRFBytes + 4 * Ch);
      uint64_t At = (uint64_t(Handle) + Offset) * 16 + 4 * D;
      if (!URB->write(At, &V, 4))
        return fail("channel " + Twine(I.ChOff + Ch) + ": a URB write at byte " + Twine(At) +
                    ", outside the URB");
    }
  }
  if (I.EOT)
    T.Ended = true;
  return Error::success();
}

/// Render target writes (SFID 5; Mesa's brw_fb_write_desc and
/// lower_fb_write_logical_send; docs/intelgpu-simulator.md, "Fragment
/// functions"): descriptor bits 17:14 the message type (12, write), 13
/// per-sample, 12 the last render target, 10:8 the subtype (4, SIMD8
/// single source, and 2, SIMD8 dual source of subspans 0 and 1, are the
/// ones modelled), 7:0 the binding table index; headerless, the payload
/// is the oMask (its words in the first GRF, when the state says the
/// shader computes one), R, G, B and A (a GRF each; a dual-source write's
/// second source's R, G, B and A follow: Mesa's
/// lower_fb_write_logical_send, color0 then color1), then the computed
/// depth and the stencil's bytes (when the state says so), its length the
/// descriptor's.
/// The channels written are those that run, pass the predicate and are in
/// the dispatch's pixel mask (helper pixels write nothing). With EOT the
/// write ends the thread (from r112-r127, as send checks for every EOT message).
Error Thread::renderTargetWrite(const InstIR &I) {
  unsigned Type = (I.Desc >> 14) & 0xF, Subtype = (I.Desc >> 8) & 7, BTI = I.Desc & 0xFF;
  unsigned MLen = (I.Desc >> 25) & 0xF, RLen = (I.Desc >> 20) & 0x1F;
  if (Type == 13)
    return renderTargetRead(I);
  bool Last = (I.Desc >> 12) & 1;
  bool Dual = Subtype == 2;
  if (Type != 12 || (Subtype != 4 && !Dual) || (I.Desc & (1u << 13 | 1u << 19)) || RLen ||
      I.ExecSize != 8)
    return fail("render cache message descriptor 0x" + utohexstr(I.Desc) +
                " (the simulator models headerless SIMD8 single- and dual-source render "
                "target writes)");
  if (!RT)
    return fail("a render target write, and the dispatch is not a pixel shader's");
  bool Mask = RT->Flags & FragmentPayload::OutputMask;
  bool Depth = RT->Flags & FragmentPayload::ComputedDepth;
  bool Stencil = RT->Flags & FragmentPayload::ComputedStencil;
  unsigned Colors = Dual ? 8 : 4;
  if (MLen != Colors + Mask + Depth + Stencil)
    return fail("a render target write of " + Twine(MLen) + " GRFs; the pipeline's state "
                "gives it " + Twine(Colors + Mask + Depth + Stencil));
  unsigned P = I.Src[0].RegNum;
  if (P + MLen > NumGRFs)
    return fail("a render target write's payload beyond r127");
  if (I.EOT != Last)
    return fail("a render target write whose EOT and last-render-target bit differ");
  for (unsigned Ch = 0; Ch != 8; ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch) || !(RT->PixelMask >> Ch & 1))
      continue;
    RenderTargets::Channel &C = RT->Channels[Ch];
    unsigned G = P;
    if (Mask)
      C.Mask &= T.get<uint16_t>(G++ * GRFBytes + 2 * Ch);
    std::array<uint32_t, 4> &Words = C.Colors[BTI];
    for (unsigned K = 0; K != 4; ++K)
      Words[K] = T.get<uint32_t>((G + K) * GRFBytes + 4 * Ch);
    if (Dual) {
      std::array<uint32_t, 4> &Second = C.Source1[BTI];
      for (unsigned K = 0; K != 4; ++K)
        Second[K] = T.get<uint32_t>((G + 4 + K) * GRFBytes + 4 * Ch);
    }
    if (Depth) {
      C.Depth = T.get<uint32_t>((G + Colors) * GRFBytes + 4 * Ch);
      C.HasDepth = true;
    }
    if (Stencil) {
      C.Stencil = T.get<uint8_t>((G + Colors + Depth) * GRFBytes + Ch);
      C.HasStencil = true;
    }
    if (Last)
      C.Written = true;
  }
  if (I.EOT)
    T.Ended = true;
  return Error::success();
}

/// Render target reads (SFID 5, message type 13; Mesa's brw_fb_read_desc
/// and lower_fb_read_logical_send): SIMD8 (descriptor bit 8), not per
/// sample (bit 13), a two-GRF header (a copy of r0 and r1, which name the
/// subspans), four response GRFs: R, G, B and A of the pixel each channel
/// covers, a dword per channel. Channels that do not run are not written.
Error Thread::renderTargetRead(const InstIR &I) {
  unsigned BTI = I.Desc & 0xFF;
  unsigned MLen = (I.Desc >> 25) & 0xF, RLen = (I.Desc >> 20) & 0x1F;
  if (!(I.Desc & 1u << 8) || (I.Desc & 1u << 13) || !(I.Desc & 1u << 19) || MLen != 2 ||
      RLen != 4 || I.ExecSize != 8 || I.EOT)
    return fail("render target read descriptor 0x" + utohexstr(I.Desc) +
                " (the simulator models the SIMD8 read with its header, of four GRFs)");
  if (!RT)
    return fail("a render target read, and the dispatch is not a pixel shader's");
  auto It = RT->Pixels.find(BTI);
  if (It == RT->Pixels.end())
    return fail("a render target read of binding table entry " + Twine(BTI) +
                ", which holds no render target");
  unsigned D = I.Dst.RegNum;
  if (D + 4 > NumGRFs)
    return fail("a render target read's response beyond r127");
  for (unsigned Ch = 0; Ch != 8; ++Ch) {
    if (!enabled(I, Ch) || !predicated(I, Ch))
      continue;
    for (unsigned K = 0; K != 4; ++K)
      T.set<uint32_t>((D + K) * GRFBytes + 4 * Ch, It->second[Ch][K]);
  }
  return Error::success();
}

Error Thread::send(const InstIR &Sent) {
  // A descriptor in a0.n is the dword a0.n:ud holds (words 2n and 2n + 1;
  // IGA prints the subregister in dwords): our callable functions' spills
  // add their frame's row to it (docs/intelgpu-abi.md, "Calls").
  InstIR I = Sent;
  if (I.DescIsReg) {
    unsigned W = 2 * I.DescSub;
    if (W + 1 >= T.A0.size())
      return fail("a message descriptor in a0." + Twine(unsigned(I.DescSub)));
    I.Desc = uint32_t(T.A0[W]) | uint32_t(T.A0[W + 1]) << 16;
    I.DescIsReg = false;
  }
  if (I.ExDescIsReg)
    return fail("an extended message descriptor in a register");
  // Every end-of-thread message sends from the top of the file (Mesa's
  // brw_eu_validate: "send with EOT must use g112-g127").
  if (I.EOT && I.Src[0].RegNum < 112)
    return fail("an end-of-thread message whose payload r" + Twine(unsigned(I.Src[0].RegNum)) +
                " is not in r112-r127");
  unsigned SFID = I.FuncCtrl;
  if (SFID == 7) { // thread spawner: end of thread
    if (!I.EOT)
      return fail("a thread-spawner message other than end of thread");
    T.Ended = true;
    return Error::success();
  }
  if (SFID == 6)
    return urbMessage(I);
  if (SFID == 5)
    return renderTargetWrite(I);
  if (SFID == 3) { // gateway: the barrier (message type 4)
    if ((I.Desc & 0xF) != 4)
      return fail("a gateway message other than the barrier");
    T.BarrierSignalled = true;
    return Error::success();
  }
  if (SFID == 2 || (SFID == 12 && ((I.Desc >> 14) & 0x1F) == 0x0D))
    return textureMessage(I, SFID);
  return dataPort(I, SFID);
}

Error Thread::step(const InstIR &I, unsigned At, unsigned Size, bool &Blocked) {
  PC = At;
  T.PC = At + Size;
  Blocked = false;
  Mnemonic = opInfo(I.Op)->Mnemonic;
  StringRef Op = Mnemonic;
  Ternary = formatOf(*opInfo(I.Op), G) == FTernary;
  if (Op == "nop")
    return Error::success();
  if (Op == "if" || Op == "else" || Op == "endif" || Op == "while" ||
      Op == "break" || Op == "cont") {
    unsigned Next;
    if (Error E = controlFlow(I, Size, Next))
      return E;
    T.PC = Next;
    return Error::success();
  }
  if (Op == "jmpi") {
    // A jump of the whole thread, to JIP (bytes from the jmpi); the
    // channels' state does not change. Predicated: on channel 0's
    // predicate (with .any8h, on any of the first 8 flag bits).
    if (predicated(I, 0))
      T.PC = unsigned(int64_t(At) + I.JIP);
    return Error::success();
  }
  if (Op == "call" || Op == "ret")
    return callOrReturn(I, At, Size);
  if (Op == "wait") {
    // wait n0: for the barrier this thread signalled (a wait with nothing
    // to wait for goes on).
    if (T.BarrierSignalled && !T.BarrierReleased) {
      Blocked = true;
      T.PC = At;
      return Error::success();
    }
    T.BarrierSignalled = T.BarrierReleased = false;
    return Error::success();
  }
  if (Op == "send" || Op == "sends" || Op == "sendc")
    return send(I);
  if (Op == "math")
    return math(I);
  enum Kind { Unary, Binary, Ternary3, Cmp, Sel, Unknown };
  Kind K = StringSwitch<Kind>(Op)
               .Cases({"mov", "not", "rndd", "rndu", "rndz", "rnde", "frc",
                       "lzd", "fbl", "cbit", "bfrev"},
                      Unary)
               .Cases({"add", "mul", "and", "or", "xor", "shl", "shr", "asr"},
                      Binary)
               .Case("mad", Ternary3)
               .Case("cmp", Cmp)
               .Case("sel", Sel)
               .Default(Unknown);
  if (K == Unknown)
    return fail("not implemented by the simulator");
  // Gen11 has no 64-bit integer types (Mesa's intel_device_info: ICL's
  // has_64bit_int is false; its compiler splits such moves in dwords).
  if (G == Gen::Gen11)
    for (const Operand *O : {&I.Dst, &I.Src[0], &I.Src[1], &I.Src[2]})
      if (O->K != Operand::None && (O->Ty == TQ || O->Ty == TUQ))
        return fail("a 64-bit integer operand, which Gen11 does not have");
  for (unsigned Ch = 0; Ch != I.ExecSize; ++Ch) {
    if (!enabled(I, Ch))
      continue;
    // Predication disables channels, except for sel, where it chooses.
    bool Pred = predicated(I, Ch);
    if (K != Sel && !Pred)
      continue;
    Expected<Val> A = read(I.Src[0], Ch);
    if (!A)
      return A.takeError();
    Val B, C3;
    if (K != Unary) {
      Expected<Val> BV = read(I.Src[1], Ch);
      if (!BV)
        return BV.takeError();
      B = *BV;
    }
    if (K == Ternary3) {
      Expected<Val> CV = read(I.Src[2], Ch);
      if (!CV)
        return CV.takeError();
      C3 = *CV;
    }
    bool F = A->IsFloat || B.IsFloat || I.Dst.Ty == TF;
    Val R;
    R.IsFloat = F && Op != "and" && Op != "or" && Op != "xor" && Op != "not" &&
                !Op.starts_with("sh") && Op != "asr" && Op != "lzd" &&
                Op != "fbl" && Op != "cbit" && Op != "bfrev";
    if (K == Cmp) {
      Expected<bool> C = test(I.CondMod, *A, B);
      if (!C)
        return C.takeError();
      setFlagBit(I, Ch, *C);
      // All ones or zero, as bits, whatever the destination's type (a
      // float destination gets the bit pattern, not -1.0).
      R.IsFloat = false;
      R.I = *C ? -1 : 0;
      if (isFloatType(I.Dst.Ty) &&
          !(I.Dst.K == Operand::Direct && !I.Dst.IsGRF && I.Dst.RegNum == 0)) {
        Expected<unsigned> B = elementByte(I.Dst, Ch, true);
        if (!B)
          return B.takeError();
        std::memset(&T.GRF[*B], *C ? 0xFF : 0, typeSize(I.Dst.Ty));
        continue;
      }
      if (Error E = write(I, Ch, R))
        return E;
      continue;
    }
    if (K == Sel) {
      if (I.CondMod) { // .l / .ge: minimum / maximum
        Expected<bool> C = test(I.CondMod, *A, B);
        if (!C)
          return C.takeError();
        // A NaN operand yields the other one (the max/min of IEEE 754-2008).
        bool PickA = *C;
        if (A->IsFloat && std::isnan(A->F))
          PickA = false;
        else if (B.IsFloat && std::isnan(B.F))
          PickA = true;
        R = PickA ? *A : B;
      } else {
        R = Pred ? *A : B;
      }
    } else if (R.IsFloat) {
      float X = float(A->asFloat()), Y = float(B.asFloat());
      // Arithmetic flushes binary32 denormals, operands and result (the
      // dispatch's default denorm mode, FTZ, which cr0 may change: not
      // modelled yet); a mov copies them. mad is src0 + src1 * src2,
      // rounded once (Mesa emits ffma as MAD(c, b, a)).
      if (Op == "mov") {
        R.F = X;
      } else if (Op == "add" || Op == "mul") {
        float Z = Op == "add" ? flush(X) + flush(Y) : flush(X) * flush(Y);
        R.F = flush(Z);
      } else if (Op == "mad") {
        R.F = flush(std::fma(flush(Y), flush(float(C3.asFloat())), flush(X)));
      } else if (Op.starts_with("rnd") || Op == "frc") {
        // Rounding to an integral value: down, up, toward zero, to even;
        // frc is x - floor(x).
        float Z = Op == "rndd"   ? std::floor(X)
                  : Op == "rndu" ? std::ceil(X)
                  : Op == "rndz" ? std::trunc(X)
                  : Op == "rnde" ? std::nearbyint(X)
                                 : X - std::floor(X);
        R.F = flush(Z);
      } else {
        return fail("a float operand");
      }
    } else {
      uint64_t X = uint64_t(A->I), Y = uint64_t(B.I);
      // Qword shifts (a 64-bit destination or first source) shift by
      // src1[5:0] in 64 bits, dword ones by src1[4:0].
      bool Q = typeSize(I.Dst.Ty) == 8 || typeSize(I.Src[0].Ty) == 8;
      unsigned Shift = unsigned(Y) & (Q ? 63 : 31);
      uint32_t X32 = uint32_t(X);
      if (Op == "mov")
        R.I = A->I;
      else if (Op == "not")
        R.I = int64_t(~X);
      else if (Op == "lzd") // leading zeros of the dword, 32 for 0
        R.I = X32 ? __builtin_clz(X32) : 32;
      else if (Op == "fbl") // the lowest set bit's index, all ones for 0
        R.I = X32 ? __builtin_ctz(X32) : 0xFFFFFFFF; // (PRM: FBL)
      else if (Op == "cbit")
        R.I = __builtin_popcount(X32);
      else if (Op == "bfrev") {
        uint32_t V = 0;
        for (unsigned Bit = 0; Bit != 32; ++Bit)
          V |= ((X32 >> Bit) & 1) << (31 - Bit);
        R.I = V;
      } else if (Op == "mad") // integer mad: src0 + src1 * src2, low bits
        R.I = int64_t(X + Y * uint64_t(C3.I));
      else if (Op == "add")
        R.I = int64_t(X + Y);
      else if (Op == "mul") { // the low bits of the product
        if (G == Gen::Gen11 && typeSize(I.Src[0].Ty) == 4 &&
            typeSize(I.Src[1].Ty) == 4)
          return fail("a dword by dword multiply, which Gen11 does not have");
        R.I = int64_t(X * Y);
      }
      else if (Op == "and")
        R.I = int64_t(X & Y);
      else if (Op == "or")
        R.I = int64_t(X | Y);
      else if (Op == "xor")
        R.I = int64_t(X ^ Y);
      else if (Op == "shl")
        R.I = Q ? int64_t(X << Shift) : int64_t(uint32_t(X32 << Shift));
      else if (Op == "shr")
        R.I = Q ? int64_t(X >> Shift) : int64_t(X32 >> Shift);
      else // asr
        R.I = Q ? int64_t(X) >> Shift : int64_t(int32_t(X32) >> Shift);
    }
    // The conditional modifier sees the saturated result (Mesa found this
    // on hardware, against the PRM's wording: brw_fs_cmod_propagation.cpp).
    if (I.Sat)
      R = saturate(I.Dst.Ty, R);
    if (I.CondMod && K != Sel) {
      Val Zero;
      Zero.IsFloat = R.IsFloat;
      Expected<bool> C = test(I.CondMod, R, Zero);
      if (!C)
        return C.takeError();
      setFlagBit(I, Ch, *C);
    }
    if (Error E = write(I, Ch, R))
      return E;
  }
  return Error::success();
}

} // namespace

Expected<Stop> intelgpu::runThread(ArrayRef<uint8_t> Code, unsigned GenNumber,
                                  ThreadState &T, Memory &M, Memory *Local,
                                  Memory *Scratch, RunStats &S,
                                  uint64_t MaxInstructions, const BindingState *Bindings,
                                  Memory *URB, RenderTargets *RT) {
  Gen G = GenNumber == 11 ? Gen::Gen11 : Gen::Gen9;
  Thread Th(T, M, Local, Scratch, G, Bindings, URB, RT);
  while (!T.Ended) {
    unsigned PC = T.PC;
    if (PC >= Code.size())
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: the thread ran past the end of its "
                               "code at offset " + Twine(PC) +
                                   " without an end-of-thread message");
    if (S.Instructions++ == MaxInstructions)
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: more than " + Twine(MaxInstructions) +
                                   " instructions");
    // Channels waiting for this instruction run again.
    for (uint32_t &W : T.WaitIP)
      if (W == PC)
        W = ThreadState::Active;
    unsigned Size = 0;
    Expected<InstIR> I = decode(Code.drop_front(PC), G, Size);
    if (!I)
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: offset " + Twine(PC) + ": " +
                                   toString(I.takeError()));
    S.ChannelInstructions +=
        I->NoMask ? I->ExecSize
                  : llvm::popcount(Th.activeMask() >> I->ChOff &
                                   (I->ExecSize == 32 ? ~0u : (1u << I->ExecSize) - 1));
    bool Blocked = false;
    if (Error E = Th.step(*I, PC, Size, Blocked))
      return std::move(E);
    if (Blocked) {
      --S.Instructions; // the wait runs when the barrier is released
      return Stop::Barrier;
    }
  }
  return Stop::End;
}

Expected<intelgpu::RunStats>
intelgpu::runThread(ArrayRef<uint8_t> Code, unsigned GenNumber, ThreadState &T,
                    Memory &M, uint64_t MaxInstructions) {
  RunStats S;
  Expected<Stop> R =
      runThread(Code, GenNumber, T, M, nullptr, nullptr, S, MaxInstructions);
  if (!R)
    return R.takeError();
  if (*R == Stop::Barrier)
    return createStringError(inconvertibleErrorCode(),
                             "intelgpu: offset " + Twine(T.PC) +
                                 ": a barrier in a thread run alone");
  return S;
}
