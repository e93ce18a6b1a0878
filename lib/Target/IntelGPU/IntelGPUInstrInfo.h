//===- IntelGPUInstrInfo.h - Gen9/Gen11 instructions ------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUINSTRINFO_H
#define METALNT_TARGET_INTELGPU_INTELGPUINSTRINFO_H

#include "IntelGPURegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "IntelGPUGenInstrInfo.inc"

namespace llvm {
class IntelGPUSubtarget;

class IntelGPUInstrInfo : public IntelGPUGenInstrInfo {
  const IntelGPURegisterInfo RI;

public:
  explicit IntelGPUInstrInfo(const IntelGPUSubtarget &STI);

  const IntelGPURegisterInfo &getRegisterInfo() const { return RI; }

  /// Copies with `mov`, a pair as two registers.
  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                   const DebugLoc &DL, Register DestReg, Register SrcReg,
                   bool KillSrc, bool RenamableDest = false,
                   bool RenamableSrc = false) const override;
};

} // namespace llvm

#endif
