//===- AppleGPUFrameLowering.cpp - G13 frames -----------------------------===//

#include "AppleGPUFrameLowering.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/MathExtras.h"
#include "metalnt/Lowering/Lowering.h"

using namespace llvm;

uint64_t AppleGPUFrameLowering::reservedWords(uint64_t Bytes) {
  return Bytes ? alignTo(divideCeil(Bytes, 4) + 10, 4) : 0;
}

uint64_t AppleGPUFrameLowering::frameWords(const MachineFunction &MF) {
  uint64_t Bytes = MF.getFrameInfo().getStackSize();
  if (metalnt::lower::isCallableFunction(MF.getFunction()))
    return alignTo(divideCeil(Bytes, 4), 4);
  return reservedWords(Bytes);
}

void AppleGPUFrameLowering::emitPrologue(MachineFunction &MF,
                                         MachineBasicBlock &MBB) const {
  uint64_t Words = frameWords(MF);
  if (!Words)
    return;
  if (Words > 0x7fff) {
    // Reported as the translation's error; the code is not used.
    const Function &F = MF.getFunction();
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "applegpu: the function's stack frame of " + Twine(Words * 4) +
               " bytes is beyond what stack_adjust reserves"));
    Words = 0x7fff;
  }
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  BuildMI(MBB, MBB.begin(), DebugLoc(), TII.get(AppleGPU::CG_STACK_ADJUST))
      .addImm(int64_t(Words));
}

/// A callable function releases its frame before `ret`.
void AppleGPUFrameLowering::emitEpilogue(MachineFunction &MF,
                                         MachineBasicBlock &MBB) const {
  uint64_t Words = std::min<uint64_t>(frameWords(MF), 0x7fff);
  if (!Words || !metalnt::lower::isCallableFunction(MF.getFunction()))
    return;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  BuildMI(MBB, MBB.getFirstTerminator(), DebugLoc(), TII.get(AppleGPU::CG_STACK_ADJUST))
      .addImm(-int64_t(Words));
}

/// The callee's frame base goes in r2 right before the call, past the
/// caller's frame: an entry point's frame starts at 0, so r2 is its size; a
/// callable function adds its size to its own base, and takes it off again
/// right after the call, through r3, the frame scratch. (At the pseudos
/// themselves r2 would move too early and come back too late: argument
/// addresses computed after ADJCALLSTACKDOWN, and spill reloads before
/// ADJCALLSTACKUP, are relative to the caller's base.)
MachineBasicBlock::iterator AppleGPUFrameLowering::eliminateCallFramePseudoInstr(
    MachineFunction &MF, MachineBasicBlock &MBB, MachineBasicBlock::iterator MI) const {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  DebugLoc DL = MI->getDebugLoc();
  bool Down = MI->getOpcode() == AppleGPU::ADJCALLSTACKDOWN;
  int64_t Bytes = int64_t(4 * std::min<uint64_t>(frameWords(MF), 0x7fff));
  MachineBasicBlock::iterator At = MI;
  if (Down) {
    while (At != MBB.end() && !At->isCall())
      ++At;
  } else {
    // Right after the call: spill reloads may come before ADJCALLSTACKUP.
    while (At != MBB.begin() && !std::prev(At)->isCall())
      --At;
  }
  if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
    if (Down)
      BuildMI(MBB, At, DL, TII.get(AppleGPU::CG_MOV_IMM32), AppleGPU::R2).addImm(Bytes);
  } else if (Bytes) {
    BuildMI(MBB, At, DL, TII.get(AppleGPU::CG_MOV_IMM32), AppleGPU::R3)
        .addImm(Down ? Bytes : -Bytes);
    BuildMI(MBB, At, DL, TII.get(AppleGPU::CG_IADD32rr), AppleGPU::R2)
        .addReg(AppleGPU::R2)
        .addReg(AppleGPU::R3, RegState::Kill);
  }
  return MBB.erase(MI);
}
