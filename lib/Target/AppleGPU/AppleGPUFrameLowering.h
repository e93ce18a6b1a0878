//===- AppleGPUFrameLowering.h - G13 frames ---------------------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// A kernel's frame is its spill slots in the thread's stack, byte offsets
/// growing up from 0 (stack_load/stack_store take them as immediates). The
/// prologue reserves it with stack_adjust; kernels end with `stop`, so
/// there is no epilogue.
class AppleGPUFrameLowering : public TargetFrameLowering {
public:
  AppleGPUFrameLowering()
      : TargetFrameLowering(StackGrowsUp, Align(4), 0) {}
  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}
  bool hasFPImpl(const MachineFunction &) const override { return false; }

  /// The 32-bit words stack_adjust reserves for a frame of \p Bytes: Mesa's
  /// rule (agx_compile.c, "Apple always allocate 40 more bytes in the
  /// entrypoint and align to 4"), 0 without a frame.
  static uint64_t reservedWords(uint64_t Bytes);
};

} // namespace llvm

#endif
