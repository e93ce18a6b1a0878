//===- AppleGPURegisterInfo.cpp - G13 registers for codegen ---------------===//

#include "AppleGPURegisterInfo.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "AppleGPUFrameLowering.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/SIMTUniformity.h"
#include "llvm/Support/ErrorHandling.h"

#define GET_REGINFO_TARGET_DESC
#include "AppleGPUGenRegisterInfo.inc"

using namespace llvm;

AppleGPURegisterInfo::AppleGPURegisterInfo()
    : AppleGPUGenRegisterInfo(/*RA=*/AppleGPU::R0) {}

bool AppleGPURegisterInfo::usesCallingConvention(const MachineFunction &MF) {
  return metalnt::lower::isCallableFunction(MF.getFunction()) ||
         metalnt::makesCalls(MF.getFunction(), "applegpu.");
}

const MCPhysReg *
AppleGPURegisterInfo::getCalleeSavedRegs(const MachineFunction *) const {
  static const MCPhysReg None[] = {0};
  return None; // a callee saves nothing: the caller saves what it needs
}

const uint32_t *AppleGPURegisterInfo::getCallPreservedMask(const MachineFunction &,
                                                           CallingConv::ID) const {
  return CSR_AppleGPU_Call_RegMask;
}

BitVector AppleGPURegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  BitVector Reserved(getNumRegs());
  auto Reserve = [&](MCRegister R) {
    for (MCRegAliasIterator A(R, this, /*IncludeSelf=*/true); A.isValid(); ++A)
      Reserved.set(*A);
  };
  Reserve(AppleGPU::R0);
  for (unsigned I = 0; I != 256; ++I)
    Reserve(AppleGPU::U0 + I);
  if (usesCallingConvention(MF)) {
    Reserve(AppleGPU::R2);
    Reserve(AppleGPU::R3);
  }
  return Reserved;
}

/// The register-index form of a spill or reload (a callable function's).
static unsigned registerIndexed(unsigned Opcode) {
  switch (Opcode) {
  case AppleGPU::CG_STACK_LOAD16: return AppleGPU::CG_STACK_LOAD16_R;
  case AppleGPU::CG_STACK_LOAD32: return AppleGPU::CG_STACK_LOAD32_R;
  case AppleGPU::CG_STACK_LOAD64: return AppleGPU::CG_STACK_LOAD64_R;
  case AppleGPU::CG_STACK_LOAD96: return AppleGPU::CG_STACK_LOAD96_R;
  case AppleGPU::CG_STACK_LOAD128: return AppleGPU::CG_STACK_LOAD128_R;
  case AppleGPU::CG_STACK_STORE16: return AppleGPU::CG_STACK_STORE16_R;
  case AppleGPU::CG_STACK_STORE32: return AppleGPU::CG_STACK_STORE32_R;
  case AppleGPU::CG_STACK_STORE64: return AppleGPU::CG_STACK_STORE64_R;
  case AppleGPU::CG_STACK_STORE96: return AppleGPU::CG_STACK_STORE96_R;
  case AppleGPU::CG_STACK_STORE128: return AppleGPU::CG_STACK_STORE128_R;
  }
  return 0;
}

/// A frame index is the object's byte offset in the frame, which grows up
/// from 0. In an entry point, whose frame starts at stack byte 0, that is
/// the stack instructions' immediate offset and a private pointer's value.
/// In a callable function the frame starts at r2: a spill's address,
/// r2 plus the offset, goes to r3 for the register-index form, and a
/// private pointer is r2 plus the offset.
bool AppleGPURegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator MI,
                                               int, unsigned FIOperandNum,
                                               RegScavenger *) const {
  MachineOperand &MO = MI->getOperand(FIOperandNum);
  MachineFunction &MF = *MI->getMF();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  int64_t Offset = MFI.getObjectOffset(MO.getIndex());
  if (Offset < 0 || Offset > 0x7fff) {
    // Reported as the translation's error; the code is not used.
    const Function &F = MF.getFunction();
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "applegpu: the function's stack frame needs offsets beyond the 32767 "
           "bytes stack_load and stack_store reach"));
    Offset = 0;
  }
  if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
    MO.ChangeToImmediate(Offset);
    return false;
  }
  MachineBasicBlock &MBB = *MI->getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  DebugLoc DL = MI->getDebugLoc();
  auto AddToBase = [&](Register D) {
    BuildMI(MBB, MI, DL, TII.get(AppleGPU::CG_MOV_IMM32), D).addImm(Offset);
    BuildMI(MBB, MI, DL, TII.get(AppleGPU::CG_IADD32rr), D)
        .addReg(AppleGPU::R2)
        .addReg(D, RegState::Kill);
  };
  if (MI->getOpcode() == AppleGPU::CG_FRAME_OFFSET) {
    AddToBase(MI->getOperand(0).getReg());
    MBB.erase(MI);
    return true;
  }
  unsigned Opcode = registerIndexed(MI->getOpcode());
  if (!Opcode)
    report_fatal_error("applegpu: a frame index in an instruction that "
                       "cannot address the stack by register");
  AddToBase(AppleGPU::R3);
  MI->setDesc(TII.get(Opcode));
  MO.ChangeToRegister(AppleGPU::R3, /*isDef=*/false, /*isImp=*/false, /*isKill=*/true);
  return false;
}

Register AppleGPURegisterInfo::getFrameRegister(const MachineFunction &) const {
  return AppleGPU::R0;
}
