//===- AppleGPUInstrInfo.h - G13 codegen instructions -----------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUINSTRINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUINSTRINFO_H

#include "AppleGPURegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "AppleGPUGenInstrInfo.inc"

namespace llvm {
class AppleGPUSubtarget;

class AppleGPUInstrInfo : public AppleGPUGenInstrInfo {
  const AppleGPURegisterInfo RI;

public:
  explicit AppleGPUInstrInfo(const AppleGPUSubtarget &STI);

  const AppleGPURegisterInfo &getRegisterInfo() const { return RI; }

  /// Copies with `mov`, 64-bit values as two 32-bit halves.
  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                   const DebugLoc &DL, Register DestReg, Register SrcReg,
                   bool KillSrc, bool RenamableDest = false,
                   bool RenamableSrc = false) const override;
};

} // namespace llvm

#endif
