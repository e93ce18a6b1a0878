//===- IntelGPUInstrInfo.h - Gen9/Gen11 instructions ------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUINSTRINFO_H
#define METALNT_TARGET_INTELGPU_INTELGPUINSTRINFO_H

#include "IntelGPURegisterInfo.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
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

  /// Spills and reloads through scratch space (docs/intelgpu-codegen.md,
  /// "Private memory and spills").
  void storeRegToStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                           Register SrcReg, bool IsKill, int FrameIndex,
                           const TargetRegisterClass *RC, Register VReg,
                           MachineInstr::MIFlag Flags) const override;
  void loadRegFromStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                            Register DestReg, int FrameIndex,
                            const TargetRegisterClass *RC, Register VReg,
                            unsigned SubReg, MachineInstr::MIFlag Flags) const override;

protected:
  /// An address (CG_QADDR*) is recomputed where its sources are still
  /// live rather than spilled: pure arithmetic on registers.
  bool isReMaterializableImpl(const MachineInstr &MI) const override;
};

namespace IntelGPU {
/// A sampler message or typed surface write (CG_SAMPLE, CG_TYPED_WRITE),
/// with its handles as immediates or, \p Registers, in registers (_R).
inline bool isTextureMessage(unsigned Opc, bool *Registers = nullptr) {
  if (Registers)
    *Registers = Opc == CG_SAMPLE_R || Opc == CG_TYPED_WRITE_R;
  return Opc == CG_SAMPLE || Opc == CG_TYPED_WRITE || Opc == CG_SAMPLE_R ||
         Opc == CG_TYPED_WRITE_R;
}
} // namespace IntelGPU

} // namespace llvm

#endif
