//===- AppleGPUFrameLowering.h - G13 frames ---------------------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// Kernels without a stack frame yet: the prologue and epilogue are empty.
class AppleGPUFrameLowering : public TargetFrameLowering {
public:
  AppleGPUFrameLowering()
      : TargetFrameLowering(StackGrowsUp, Align(4), 0) {}
  void emitPrologue(MachineFunction &, MachineBasicBlock &) const override {}
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}
  bool hasFPImpl(const MachineFunction &) const override { return false; }
};

} // namespace llvm

#endif
