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

using namespace llvm;

uint64_t AppleGPUFrameLowering::reservedWords(uint64_t Bytes) {
  return Bytes ? alignTo(divideCeil(Bytes, 4) + 10, 4) : 0;
}

void AppleGPUFrameLowering::emitPrologue(MachineFunction &MF,
                                         MachineBasicBlock &MBB) const {
  uint64_t Words = reservedWords(MF.getFrameInfo().getStackSize());
  if (!Words)
    return;
  if (Words > 0x7fff) {
    // Reported as the translation's error; the code is not used.
    const Function &F = MF.getFunction();
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "applegpu: the kernel's stack frame of " + Twine(Words * 4) +
               " bytes is beyond what stack_adjust reserves"));
    Words = 0x7fff;
  }
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  BuildMI(MBB, MBB.begin(), DebugLoc(), TII.get(AppleGPU::CG_STACK_ADJUST))
      .addImm(int64_t(Words));
}
