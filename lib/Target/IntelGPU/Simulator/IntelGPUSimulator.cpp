//===- IntelGPUSimulator.cpp - A Gen9/Gen11 EU thread simulator -----------===//
//
// docs/intelgpu-simulator.md gives each rule with its source.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUSimulator.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include <cmath>
#include <cstring>
#include <limits>

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
  Thread(ThreadState &T, Memory &M, Gen G) : T(T), M(M), G(G) {}
  Error step(const InstIR &I, unsigned PC);

private:
  ThreadState &T;
  Memory &M;
  Gen G;
  unsigned PC = 0;
  StringRef Mnemonic;

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
  /// Channel Ch of the instruction executes: dispatched (or NoMask).
  bool enabled(const InstIR &I, unsigned Ch) const {
    return I.NoMask || ((T.DispatchMask >> ((I.ChOff + Ch) & 31)) & 1);
  }
  bool predicated(const InstIR &I, unsigned Ch) const {
    if (!I.PredCtrl)
      return true;
    return flagBit(I, Ch) != I.PredInv;
  }

  Expected<unsigned> elementByte(const Operand &O, unsigned Ch, bool Dst) {
    if (O.K != Operand::Direct || !O.IsGRF)
      return fail("an operand that is not a direct GRF region");
    unsigned Size = typeSize(O.Ty);
    unsigned Index = Dst ? Ch * O.HStride
                         : (O.Width ? (Ch / O.Width) * O.VStride +
                                          (Ch % O.Width) * O.HStride
                                    : 0);
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
  Error math(const InstIR &I);
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

Error Thread::send(const InstIR &I) {
  if (I.DescIsReg || I.ExDescIsReg)
    return fail("a message descriptor in a register");
  unsigned SFID = I.FuncCtrl;
  if (SFID == 7) { // thread spawner: end of thread
    if (!I.EOT)
      return fail("a thread-spawner message other than end of thread");
    T.Ended = true;
    return Error::success();
  }
  unsigned Type = (I.Desc >> 14) & 0x1F;
  if (SFID != 12 || (Type != 0x11 && Type != 0x19))
    return fail("message SFID " + Twine(SFID) + " type " + Twine(Type) +
                " (only A64 untyped surface reads and writes so far)");
  unsigned SIMDMode = (I.Desc >> 12) & 3;
  if (SIMDMode != 1 && SIMDMode != 2)
    return fail("an A64 message of SIMD mode " + Twine(SIMDMode));
  unsigned Width = SIMDMode == 2 ? 8 : 16;
  unsigned Disabled = (I.Desc >> 8) & 0xF;
  unsigned Regs = Width / 8; // GRFs per component
  // Addresses: 64 bits per channel, from the first payload register.
  unsigned Addr = I.Src[0].RegNum * GRFBytes;
  // Data (writes): after the addresses, or in the second payload (sends).
  unsigned Data = I.Src[1].K == Operand::Direct && I.Src[1].IsGRF
                      ? I.Src[1].RegNum * GRFBytes
                      : Addr + 2 * Regs * GRFBytes;
  unsigned Dst = I.Dst.RegNum * GRFBytes;
  bool Write = Type == 0x19;
  unsigned Component = 0;
  for (unsigned C = 0; C != 4; ++C) {
    if (Disabled & (1u << C))
      continue;
    for (unsigned Ch = 0; Ch != Width; ++Ch) {
      if (!enabled(I, Ch) || !predicated(I, Ch))
        continue;
      uint64_t A;
      std::memcpy(&A, &T.GRF[Addr + 8 * Ch], 8);
      A += 4 * C;
      unsigned Slot = (Write ? Data : Dst) + (Component * Width + Ch) * 4;
      if (Slot + 4 > NumGRFs * GRFBytes)
        return fail("a message payload beyond r127");
      bool Ok = Write ? M.write(A, &T.GRF[Slot], 4) : M.read(A, &T.GRF[Slot], 4);
      if (!Ok)
        return fail("channel " + Twine(Ch) + " accesses address 0x" +
                    Twine::utohexstr(A) + ", outside global memory");
    }
    ++Component;
  }
  return Error::success();
}

Error Thread::step(const InstIR &I, unsigned At) {
  PC = At;
  Mnemonic = opInfo(I.Op)->Mnemonic;
  StringRef Op = Mnemonic;
  if (Op == "nop")
    return Error::success();
  if (Op == "send" || Op == "sends")
    return send(I);
  if (Op == "math")
    return math(I);
  enum Kind { Unary, Binary, Cmp, Sel, Unknown };
  Kind K = StringSwitch<Kind>(Op)
               .Cases({"mov", "not"}, Unary)
               .Cases({"add", "mul", "and", "or", "xor", "shl", "shr", "asr"},
                      Binary)
               .Case("cmp", Cmp)
               .Case("sel", Sel)
               .Default(Unknown);
  if (K == Unknown)
    return fail("not implemented by the simulator");
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
    Val B;
    if (K != Unary) {
      Expected<Val> BV = read(I.Src[1], Ch);
      if (!BV)
        return BV.takeError();
      B = *BV;
    }
    bool F = A->IsFloat || B.IsFloat || I.Dst.Ty == TF;
    Val R;
    R.IsFloat = F && Op != "and" && Op != "or" && Op != "xor" && Op != "not" &&
                !Op.starts_with("sh") && Op != "asr";
    if (K == Cmp) {
      Expected<bool> C = test(I.CondMod, *A, B);
      if (!C)
        return C.takeError();
      setFlagBit(I, Ch, *C);
      R.IsFloat = false;
      R.I = *C ? -1 : 0; // all ones, or zero
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
      if (Op != "mov" && Op != "add" && Op != "mul")
        return fail("a float operand");
      float X = float(A->asFloat()), Y = float(B.asFloat());
      // Arithmetic flushes binary32 denormals, operands and result (the
      // dispatch's default denorm mode, FTZ, which cr0 may change: not
      // modelled yet); a mov copies them.
      if (Op == "mov") {
        R.F = X;
      } else {
        float Z = Op == "add" ? flush(X) + flush(Y) : flush(X) * flush(Y);
        R.F = flush(Z);
      }
    } else {
      uint64_t X = uint64_t(A->I), Y = uint64_t(B.I);
      unsigned Shift = unsigned(Y) & 31;
      uint32_t X32 = uint32_t(X);
      if (Op == "mov")
        R.I = A->I;
      else if (Op == "not")
        R.I = int64_t(~X);
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
        R.I = int64_t(uint32_t(X32 << Shift));
      else if (Op == "shr")
        R.I = int64_t(X32 >> Shift);
      else // asr
        R.I = int64_t(int32_t(X32) >> Shift);
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

Expected<intelgpu::RunStats>
intelgpu::runThread(ArrayRef<uint8_t> Code, unsigned GenNumber, ThreadState &T,
                    Memory &M, uint64_t MaxInstructions) {
  Gen G = GenNumber == 11 ? Gen::Gen11 : Gen::Gen9;
  Thread Th(T, M, G);
  RunStats S;
  unsigned PC = 0;
  while (!T.Ended) {
    if (PC >= Code.size())
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: the thread ran past the end of its "
                               "code at offset " + Twine(PC) +
                                   " without an end-of-thread message");
    if (S.Instructions++ == MaxInstructions)
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: more than " + Twine(MaxInstructions) +
                                   " instructions");
    unsigned Size = 0;
    Expected<InstIR> I = decode(Code.drop_front(PC), G, Size);
    if (!I)
      return createStringError(inconvertibleErrorCode(),
                               "intelgpu: offset " + Twine(PC) + ": " +
                                   toString(I.takeError()));
    if (Error E = Th.step(*I, PC))
      return std::move(E);
    PC += Size;
  }
  return S;
}
