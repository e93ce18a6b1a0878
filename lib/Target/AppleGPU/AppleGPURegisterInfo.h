//===- AppleGPURegisterInfo.h - G13 registers for codegen -------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUREGISTERINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUREGISTERINFO_H

#define GET_REGINFO_HEADER
#include "AppleGPUGenRegisterInfo.inc"

namespace llvm {

/// Reserved: r0 (r0l is each lane's execution-mask nesting counter, Mesa's
/// and applegpu's convention) and every uniform register (written only by
/// the dispatch, read as constants); in a function that is called or makes
/// calls, also the frame base r2 and the frame scratch r3
/// (docs/applegpu-abi.md, "Calls").
struct AppleGPURegisterInfo : public AppleGPUGenRegisterInfo {
  AppleGPURegisterInfo();

  /// Whether MF's code follows the calling convention: it is callable or
  /// makes calls (r2 and r3 are the frame's).
  static bool usesCallingConvention(const MachineFunction &MF);

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  const uint32_t *getCallPreservedMask(const MachineFunction &MF,
                                       CallingConv::ID) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif
