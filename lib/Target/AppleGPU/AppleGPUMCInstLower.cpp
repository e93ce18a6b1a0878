//===- AppleGPUMCInstLower.cpp - Codegen instructions to MC ---------------===//
//
// Each field of an instruction's MC form is bound (AppleGPUMCLowering.td) to
// fixed bits, an immediate operand, or a register operand read whole or as
// part of a tuple; a register becomes Mesa's operand description (file,
// first 16-bit half, size, count, modifiers) and ISA::build finds its
// encoding, the inverse of the decoder.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUMCInstLower.h"
#include "AppleGPURegisterInfo.h"
#include "MCTargetDesc/AppleGPUISA.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineOperand.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/MC/MCInst.h"

using namespace llvm;
using namespace llvm::AppleGPU;

namespace {

struct AGXMCArg {
  unsigned Inst;
  uint8_t Part;
  uint8_t Seq;
  unsigned Variant;
  uint8_t Kind, Op, Op2, Form, Flags, OperandKind, Size, Transform;
  uint64_t Value;
};

#define GET_AGXMCArgs_DECL
#define GET_AGXMCArgs_IMPL
#include "AppleGPUGenSearchableTables.inc"

// The constants of AppleGPUMCLowering.td.
enum ArgKind : uint8_t {
  ArgFixed, ArgReg, ArgRegSX, ArgRegNumber, ArgImmOperand, ArgImm
};
enum Form : uint8_t {
  Whole, Vector, First, FirstTwo, Halves, FiveHalves, ThreeHalves, Low
};
enum Flag : uint8_t { Abs = 1, Neg = 2, SX = 4, Cache = 8, Discard = 16 };
enum Transform : uint8_t { None, Unsigned32, Shift };
constexpr uint8_t Header = 255;

} // namespace

bool AppleGPUMCInstLower::hasPart(unsigned Opcode, unsigned Part) {
  return lookupAGXMCArg(Opcode, Part, Header) != nullptr;
}

Error AppleGPUMCInstLower::lower(unsigned Opcode, ArrayRef<MachineOperand> Ops,
                                 unsigned Part, MCInst &Out) const {
  auto Fail = [&](const Twine &Why) {
    return createStringError("applegpu: " + Twine(TII.getName(Opcode)) +
                             (Part ? " part " + Twine(Part) : Twine()) + ": " +
                             Why);
  };
  const AGXMCArg *H = lookupAGXMCArg(Opcode, Part, Header);
  if (!H)
    return Fail("no MC lowering");
  const AGXVariantInfo *V = variantForOpcode(H->Variant);
  if (!V || fields(*V).size() != H->Value)
    return Fail("its binding does not fit its variant");
  auto Imm = [&](unsigned N, int64_t &Value) -> Error {
    if (N >= Ops.size() || !Ops[N].isImm())
      return Fail("operand " + Twine(N) + " is not an immediate");
    Value = Ops[N].getImm();
    return Error::success();
  };

  SmallVector<ISA::FieldArg, 16> Args;
  for (unsigned Seq = 0; Seq != H->Value; ++Seq) {
    const AGXMCArg *A = lookupAGXMCArg(Opcode, Part, Seq);
    if (!A)
      return Fail("no binding for field " + Twine(Seq));
    ISA::FieldArg FA;
    OperandDesc &D = FA.Desc;
    int64_t Value = 0;
    switch (A->Kind) {
    case ArgFixed:
      FA.Kind = ISA::FieldArg::Bits;
      FA.Value = int64_t(A->Value);
      break;
    case ArgReg:
    case ArgRegSX: {
      if (A->Op >= Ops.size() || !Ops[A->Op].isReg())
        return Fail("operand " + Twine(A->Op) + " is not a register");
      FA.Kind = ISA::FieldArg::Operand;
      if (!describeRegister(Ops[A->Op].getReg(), Form(A->Form), D))
        return Fail("operand " + Twine(A->Op) + " (" +
                    TRI.getName(Ops[A->Op].getReg()) + ") has no operand form " +
                    Twine(A->Form));
      D.Abs = A->Flags & Abs;
      D.Neg = A->Flags & Neg;
      D.SX = A->Flags & SX;
      D.Cache = A->Flags & Cache;
      D.Discard = A->Flags & Discard;
      if (A->Kind == ArgRegSX) {
        if (Error E = Imm(A->Op2, Value))
          return E;
        D.SX = Value & 8;
      }
      break;
    }
    case ArgRegNumber:
      if (Error E = Imm(A->Op, Value))
        return E;
      FA.Kind = ISA::FieldArg::Operand;
      D.Kind = ImmKind(A->OperandKind);
      D.Base = 2 * Value;
      D.Size = A->Size;
      break;
    case ArgImmOperand:
    case ArgImm:
      if (Error E = Imm(A->Op, Value))
        return E;
      if (A->Transform == Unsigned32)
        Value = int64_t(uint32_t(Value));
      else if (A->Transform == Shift)
        Value &= 7;
      if (A->Kind == ArgImm) {
        FA.Kind = ISA::FieldArg::Immediate;
        FA.Value = Value;
      } else {
        FA.Kind = ISA::FieldArg::Operand;
        D.Kind = ImmKind(A->OperandKind);
        D.Base = Value;
      }
      break;
    default:
      return Fail("unknown binding kind " + Twine(A->Kind));
    }
    Args.push_back(FA);
  }
  if (!Model.build(*V, Args, Out))
    return Fail("its operands have no encoding in '" + Twine(V->Name) + "'");
  return Error::success();
}

bool AppleGPUMCInstLower::describeRegister(Register Reg, unsigned F,
                                           OperandDesc &D) const {
  auto Sub = [&](Register R, unsigned Idx) { return TRI.getSubReg(R, Idx); };
  unsigned Count = 1;
  switch (F) {
  case Whole:
    break;
  case Vector:
    Count = AppleGPU::GPR64RegClass.contains(Reg)    ? 2
            : AppleGPU::GPR96RegClass.contains(Reg)  ? 3
            : AppleGPU::GPR128RegClass.contains(Reg) ? 4
                                                     : 1;
    if (Count > 1)
      Reg = Sub(Reg, AppleGPU::sub0);
    break;
  case First:
    Reg = Sub(Reg, AppleGPU::sub0);
    break;
  case FirstTwo:
    Reg = Sub(Reg, AppleGPU::sub0);
    Count = 2;
    break;
  case Halves:
    Reg = Sub(Reg, AppleGPU::lo16);
    Count = 2;
    break;
  case FiveHalves:
  case ThreeHalves:
    Reg = Sub(Sub(Reg, AppleGPU::sub0), AppleGPU::lo16);
    Count = F == FiveHalves ? 5 : 3;
    break;
  case Low:
    Reg = Sub(Reg, AppleGPU::lo16);
    break;
  default:
    return false;
  }
  if (!Reg)
    return false;
  D = OperandDesc();
  D.Count = Count;
  if (AppleGPU::GPR16RegClass.contains(Reg) ||
      AppleGPU::UGPR16RegClass.contains(Reg)) {
    D.Kind = AppleGPU::GPR16RegClass.contains(Reg) ? ImmReg : ImmUniform;
    D.Size = 16;
    D.Base = TRI.getEncodingValue(Reg);
  } else if (AppleGPU::GPR32RegClass.contains(Reg) ||
             AppleGPU::UGPR32RegClass.contains(Reg)) {
    D.Kind = AppleGPU::GPR32RegClass.contains(Reg) ? ImmReg : ImmUniform;
    D.Size = 32;
    D.Base = TRI.getEncodingValue(Reg);
  } else if (AppleGPU::GPR64RegClass.contains(Reg) ||
             AppleGPU::UGPR64RegClass.contains(Reg)) {
    D.Kind = AppleGPU::GPR64RegClass.contains(Reg) ? ImmReg : ImmUniform;
    D.Size = 64;
    D.Base = TRI.getEncodingValue(Sub(Reg, AppleGPU::sub0));
  } else {
    return false;
  }
  return true;
}
