//===- AppleGPUMCInstLower.h - Codegen instructions to MC ------*- C++ -*-===//
//
// Lowers a codegen instruction (CG_*) to the instruction model's MCInsts by
// the field bindings of AppleGPUMCLowering.td: each field of the variant
// takes a register operand, an immediate operand or fixed bits, and
// ISA::build encodes the operands as the assembler would. No text is made
// or read.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUMCINSTLOWER_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUMCINSTLOWER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

namespace llvm {
class MachineOperand;
class MCInst;
class TargetInstrInfo;
class TargetRegisterInfo;

namespace AppleGPU {
class ISA;
struct OperandDesc;

class AppleGPUMCInstLower {
public:
  AppleGPUMCInstLower(const ISA &Model, const TargetRegisterInfo &TRI,
                      const TargetInstrInfo &TII)
      : Model(Model), TRI(TRI), TII(TII) {}

  /// Whether codegen instruction Opcode has a part Part (parts are numbered
  /// from 0; most instructions have one).
  static bool hasPart(unsigned Opcode, unsigned Part);

  /// Part Part of codegen instruction Opcode with machine operands Ops.
  Error lower(unsigned Opcode, ArrayRef<MachineOperand> Ops, unsigned Part,
              MCInst &Out) const;

private:
  /// Mesa's description of register Reg read as form F (the forms of
  /// AppleGPUMCLowering.td); false if Reg has no such form.
  bool describeRegister(Register Reg, unsigned F, OperandDesc &D) const;

  const ISA &Model;
  const TargetRegisterInfo &TRI;
  const TargetInstrInfo &TII;
};

} // namespace AppleGPU
} // namespace llvm

#endif
