//===- AppleGPUFrameLowering.h - G13 frames ---------------------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// Frames live in the thread's stack, whose byte offsets are absolute (a
/// private pointer is one). An entry point's frame starts at 0
/// (stack_load/stack_store take its offsets as immediates); its prologue
/// reserves it with stack_adjust and it ends with `stop`, so there is no
/// epilogue. A callable function's frame starts at the frame base r2 its
/// caller passes: it reserves its words with stack_adjust at entry and
/// releases them before `ret`. Around a call the caller moves r2 past its
/// own frame (the call frame pseudos; docs/applegpu-abi.md, "Calls").
class AppleGPUFrameLowering : public TargetFrameLowering {
public:
  AppleGPUFrameLowering()
      : TargetFrameLowering(StackGrowsUp, Align(4), 0) {}
  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  bool hasFPImpl(const MachineFunction &) const override { return false; }
  /// The call frame pseudos need the frame's size: they are eliminated
  /// after the frame is laid out.
  bool canSimplifyCallFramePseudos(const MachineFunction &) const override {
    return false;
  }
  MachineBasicBlock::iterator
  eliminateCallFramePseudoInstr(MachineFunction &MF, MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator MI) const override;

  /// The 32-bit words stack_adjust reserves for a frame of \p Bytes: Mesa's
  /// rule (agx_compile.c, "Apple always allocate 40 more bytes in the
  /// entrypoint and align to 4"), 0 without a frame.
  static uint64_t reservedWords(uint64_t Bytes);

  /// The words MF's prologue reserves: an entry point's by Mesa's rule, a
  /// callable function's its frame rounded up to 16 bytes.
  static uint64_t frameWords(const MachineFunction &MF);
};

} // namespace llvm

#endif
