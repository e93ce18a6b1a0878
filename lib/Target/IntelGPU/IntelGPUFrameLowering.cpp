//===- IntelGPUFrameLowering.cpp - Gen9/Gen11 frames ----------------------===//

#include "IntelGPUFrameLowering.h"
#include "IntelGPU.h"
#include "IntelGPURegisterInfo.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

uint64_t IntelGPUFrameLowering::scratchBytesPerThread(const MachineFunction &MF) {
  uint64_t Frame = MF.getFrameInfo().getStackSize();
  if (!Frame)
    return 0;
  return std::max<uint64_t>(1024, PowerOf2Ceil(alignTo(Frame, 4) * SIMDWidth));
}

void IntelGPUFrameLowering::emitPrologue(MachineFunction &MF,
                                         MachineBasicBlock &MBB) const {
  // r0.5 points at the thread's scratch space. Spills take r0 as their
  // header; private objects' messages take r120, written here. A frame
  // the scratch block messages' 12-bit register offset cannot reach is an
  // error (the code is not used).
  const Function &Fn = MF.getFunction();
  if (getIntelGPUSIMDWidth(Fn) == 16 && MF.getFrameInfo().getStackSize()) {
    // The translator compiles the kernel SIMD8 instead (IGC's rule too: a
    // SIMD16 compile that spills is dropped).
    Fn.getContext().diagnose(DiagnosticInfoUnsupported(
        Fn, "intelgpu: SIMD16: the kernel needs scratch space"));
    return;
  }
  if (IntelGPURegisterInfo::hasPrivateObjects(MF))
    BuildMI(MBB, MBB.begin(), DebugLoc(),
            MF.getSubtarget().getInstrInfo()->get(IntelGPU::CG_SCRATCH_HEADER));
  uint64_t Frame = MF.getFrameInfo().getStackSize();
  if (alignTo(Frame, 4) <= MaxFrameBytes)
    return;
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, "intelgpu: the kernel needs " + Twine(Frame) +
             " bytes of private memory and spill slots per thread, more "
             "than the " + Twine(MaxFrameBytes) + " the scratch messages reach"));
}
