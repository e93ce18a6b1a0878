//===- IntelGPUFrameLowering.cpp - Gen9/Gen11 frames ----------------------===//

#include "IntelGPUFrameLowering.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

void IntelGPUFrameLowering::emitPrologue(MachineFunction &MF,
                                         MachineBasicBlock &) const {
  if (!MF.getFrameInfo().getStackSize())
    return;
  // Reported as the translation's error; the code is not used.
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, "intelgpu: the kernel needs " +
             Twine(MF.getFrameInfo().getStackSize()) +
             " bytes of private memory or spill space per thread, and "
             "scratch space is not supported yet"));
}
