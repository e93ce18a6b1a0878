//===- IntelGPUFrameLowering.h - Gen9/Gen11 frames --------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUFRAMELOWERING_H
#define METALNT_TARGET_INTELGPU_INTELGPUFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// Kernels have no frame: private memory (scratch) is not supported yet,
/// and a kernel that needs it is refused (docs/intelgpu-codegen.md).
class IntelGPUFrameLowering : public TargetFrameLowering {
public:
  IntelGPUFrameLowering() : TargetFrameLowering(StackGrowsUp, Align(4), 0) {}
  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}
  bool hasFPImpl(const MachineFunction &) const override { return false; }
};

} // namespace llvm

#endif
