//===- AppleGPURegisterInfo.cpp - G13 registers for codegen ---------------===//

#include "AppleGPURegisterInfo.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "AppleGPUFrameLowering.h"
#include "llvm/Support/ErrorHandling.h"

#define GET_REGINFO_TARGET_DESC
#include "AppleGPUGenRegisterInfo.inc"

using namespace llvm;

AppleGPURegisterInfo::AppleGPURegisterInfo()
    : AppleGPUGenRegisterInfo(/*RA=*/AppleGPU::R0) {}

const MCPhysReg *
AppleGPURegisterInfo::getCalleeSavedRegs(const MachineFunction *) const {
  static const MCPhysReg None[] = {0};
  return None; // kernels only: nothing survives a call
}

BitVector AppleGPURegisterInfo::getReservedRegs(const MachineFunction &) const {
  BitVector Reserved(getNumRegs());
  for (MCRegAliasIterator A(AppleGPU::R0, this, /*IncludeSelf=*/true);
       A.isValid(); ++A)
    Reserved.set(*A);
  for (unsigned I = 0; I != 256; ++I)
    for (MCRegAliasIterator A(AppleGPU::U0 + I, this, true); A.isValid(); ++A)
      Reserved.set(*A);
  return Reserved;
}

/// A frame index is the stack instructions' byte offset operand: the
/// object's offset in the frame, which grows up from 0.
bool AppleGPURegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator MI,
                                               int, unsigned FIOperandNum,
                                               RegScavenger *) const {
  MachineOperand &MO = MI->getOperand(FIOperandNum);
  const MachineFrameInfo &MFI = MI->getMF()->getFrameInfo();
  int64_t Offset = MFI.getObjectOffset(MO.getIndex());
  if (Offset < 0 || Offset > 0x7fff) {
    // Reported as the translation's error; the code is not used.
    const Function &F = MI->getMF()->getFunction();
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "applegpu: the kernel's stack frame needs offsets beyond the 32767 "
           "bytes stack_load and stack_store reach"));
    Offset = 0;
  }
  MO.ChangeToImmediate(Offset);
  return false;
}

Register AppleGPURegisterInfo::getFrameRegister(const MachineFunction &) const {
  return AppleGPU::R0;
}
