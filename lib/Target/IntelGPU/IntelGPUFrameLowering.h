//===- IntelGPUFrameLowering.h - Gen9/Gen11 frames --------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUFRAMELOWERING_H
#define METALNT_TARGET_INTELGPU_INTELGPUFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// A kernel's frame is each channel's private memory and spill slots,
/// from offset 0 up. It lives in the hardware thread's scratch space, one
/// row of W dwords (one per channel: W / 8 registers) per frame dword
/// (docs/intelgpu-codegen.md, "Private memory and spills").
class IntelGPUFrameLowering : public TargetFrameLowering {
public:
  /// The largest frame: 4096 registers of scratch (the scratch block
  /// messages' 12-bit register offset), a frame dword being W / 8 of them
  /// (16 KiB at SIMD8, 8 KiB at SIMD16).
  static uint64_t maxFrameBytes(const MachineFunction &MF);

  IntelGPUFrameLowering() : TargetFrameLowering(StackGrowsUp, Align(4), 0) {}
  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}
  bool hasFPImpl(const MachineFunction &) const override { return false; }

  /// The hardware thread's scratch space: the frame for each of the W
  /// channels, as
  /// the power of two of at least 1 KiB that MEDIA_VFE_STATE's Per Thread
  /// Scratch Space encodes; 0 without a frame.
  static uint64_t scratchBytesPerThread(const MachineFunction &MF);

  /// The frame's size in rows of scratch (registers): W / 8 per dword.
  static uint64_t frameRows(const MachineFunction &MF);
  /// The call frame pseudos move the frame row (docs/intelgpu-abi.md,
  /// "Calls").
  /// The pseudos go once the frame's size is known (replaceFrameIndices),
  /// not before.
  bool canSimplifyCallFramePseudos(const MachineFunction &) const override { return false; }
  /// Also without a frame object, for the call frame pseudos.
  bool needsFrameIndexResolution(const MachineFunction &) const override { return true; }
  MachineBasicBlock::iterator
  eliminateCallFramePseudoInstr(MachineFunction &MF, MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator MI) const override;
};

} // namespace llvm

#endif
