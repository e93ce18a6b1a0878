//===- AppleGPUInstrInfo.h - G13 codegen instructions -----------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUINSTRINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUINSTRINFO_H

#include "AppleGPURegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "AppleGPUGenInstrInfo.inc"

namespace llvm {
class AppleGPUSubtarget;

namespace AppleGPUII {
/// TSFlags of the code generator's instructions (AGXCodeGen).
enum : uint64_t {
  /// Device and stack loads and device atomics: the destination is written
  /// when a `wait` on the instruction's slot says so (threadgroup loads and
  /// the barrier are synchronous).
  IsAsync = 1 << 0,
  /// A load from device memory (AGXDeviceMem's loads).
  IsDeviceLoad = 1 << 1,
};
} // namespace AppleGPUII

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

  /// Spills and reloads: stack_store / stack_load at the slot's byte
  /// offset in the thread's stack (a frame index until frame lowering).
  void storeRegToStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                           Register SrcReg, bool IsKill, int FrameIndex,
                           const TargetRegisterClass *RC, Register VReg,
                           MachineInstr::MIFlag Flags) const override;
  void loadRegFromStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                            Register DestReg, int FrameIndex,
                            const TargetRegisterClass *RC, Register VReg,
                            unsigned SubReg, MachineInstr::MIFlag Flags) const override;

  Register isLoadFromStackSlot(const MachineInstr &MI,
                               int &FrameIndex) const override;
  Register isStoreToStackSlot(const MachineInstr &MI,
                              int &FrameIndex) const override;
};

} // namespace llvm

#endif
