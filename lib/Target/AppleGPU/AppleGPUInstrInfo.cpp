//===- AppleGPUInstrInfo.cpp - G13 codegen instructions -------------------===//

#include "AppleGPUInstrInfo.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"

#define GET_INSTRINFO_CTOR_DTOR
#include "AppleGPUGenInstrInfo.inc"

using namespace llvm;

AppleGPUInstrInfo::AppleGPUInstrInfo(const AppleGPUSubtarget &STI)
    : AppleGPUGenInstrInfo(STI, RI) {}

void AppleGPUInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator MI,
                                    const DebugLoc &DL, Register DestReg,
                                    Register SrcReg, bool KillSrc, bool, bool) const {
  auto Move32 = [&](Register D, Register S, bool Kill) {
    unsigned Opc = AppleGPU::UGPR32RegClass.contains(S)
                       ? AppleGPU::CG_MOV32_UNIFORM
                       : AppleGPU::CG_MOV32;
    BuildMI(MBB, MI, DL, get(Opc), D).addReg(S, getKillRegState(Kill));
  };
  if (AppleGPU::GPR32RegClass.contains(DestReg) &&
      (AppleGPU::GPR32RegClass.contains(SrcReg) ||
       AppleGPU::UGPR32RegClass.contains(SrcReg))) {
    Move32(DestReg, SrcReg, KillSrc);
    return;
  }
  if (AppleGPU::GPR16RegClass.contains(DestReg) &&
      (AppleGPU::GPR16RegClass.contains(SrcReg) ||
       AppleGPU::UGPR16RegClass.contains(SrcReg))) {
    BuildMI(MBB, MI, DL, get(AppleGPU::CG_MOV16), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  if (AppleGPU::GPR64RegClass.contains(DestReg) &&
      (AppleGPU::GPR64RegClass.contains(SrcReg) ||
       AppleGPU::UGPR64RegClass.contains(SrcReg))) {
    // Halves in the order that never overwrites a source half first.
    Register D0 = RI.getSubReg(DestReg, AppleGPU::sub0),
             D1 = RI.getSubReg(DestReg, AppleGPU::sub1),
             S0 = RI.getSubReg(SrcReg, AppleGPU::sub0),
             S1 = RI.getSubReg(SrcReg, AppleGPU::sub1);
    if (D0 == S1) {
      Move32(D1, S1, KillSrc);
      Move32(D0, S0, KillSrc);
    } else {
      Move32(D0, S0, KillSrc);
      Move32(D1, S1, KillSrc);
    }
    return;
  }
  report_fatal_error("applegpu: cannot copy " + Twine(RI.getName(SrcReg)) +
                     " to " + RI.getName(DestReg));
}

static void diagnoseSpill(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI) {
  const Function &F = MBB.getParent()->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, "applegpu: the kernel needs more registers than G13 has; spilling to "
         "the stack is not supported by the Apple GPU code generator yet",
      MI != MBB.end() ? MI->getDebugLoc() : DebugLoc()));
}

void AppleGPUInstrInfo::storeRegToStackSlot(MachineBasicBlock &MBB,
                                            MachineBasicBlock::iterator MI,
                                            Register SrcReg, bool IsKill, int,
                                            const TargetRegisterClass *, Register,
                                            MachineInstr::MIFlag) const {
  diagnoseSpill(MBB, MI);
  BuildMI(MBB, MI, DebugLoc(), get(TargetOpcode::KILL))
      .addReg(SrcReg, getKillRegState(IsKill));
}

void AppleGPUInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                             MachineBasicBlock::iterator MI,
                                             Register DestReg, int,
                                             const TargetRegisterClass *, Register,
                                             unsigned, MachineInstr::MIFlag) const {
  diagnoseSpill(MBB, MI);
  // Keeps the reloaded register defined; the translation fails anyway.
  BuildMI(MBB, MI, DebugLoc(), get(TargetOpcode::IMPLICIT_DEF), DestReg);
}
