//===- AppleGPURegisterInfo.h - G13 registers for codegen -------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUREGISTERINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUREGISTERINFO_H

#define GET_REGINFO_HEADER
#include "AppleGPUGenRegisterInfo.inc"

namespace llvm {

/// Reserved: r0 (r0l is each lane's execution-mask nesting counter, Mesa's
/// and applegpu's convention) and every uniform register (written only by
/// the dispatch, read as constants).
struct AppleGPURegisterInfo : public AppleGPUGenRegisterInfo {
  AppleGPURegisterInfo();

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif
