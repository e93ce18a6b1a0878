//===- IntelGPULowerControlFlow.cpp - branches to channel-mask control ----===//
//
// Runs right after instruction selection, on the control flow the SIMT
// preparation pass structured and marked (lower::prepareForSIMT, as AMDGPU
// structurizes divergent branches). A Gen EU thread runs its channels in
// lockstep: channels that do not take a path wait, disabled, at the
// instruction where the path ends, and the thread jumps over a region only
// when no channel is left in it (the per-channel IP model of Intel's
// PRMs; docs/intelgpu-simulator.md). So each marked if becomes CG_IF
// (`(f0.0) if` to the `endif` at its join) and each marked loop latch
// CG_LOOP (`(f0.0) break` then `while` back to the header); a branch on a
// uniform condition, and a jump to a block that does not follow, become
// jumps of the whole thread (CG_JUMPIF, CG_JUMP: jmpi). The asm printer
// emits them (docs/intelgpu-codegen.md).
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "metalnt/Target/StructuredControlFlow.h"
#include "llvm/CodeGen/MachineFunctionPass.h"

using namespace llvm;

#define DEBUG_TYPE "intelgpu-lower-control-flow"

namespace {

class IntelGPULowerControlFlow : public MachineFunctionPass {
public:
  static char ID;
  IntelGPULowerControlFlow() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "Intel GPU lower control flow";
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    return metalnt::lowerStructuredBranches(
        MF,
        {IntelGPU::CG_CF_COND, IntelGPU::CG_BR, IntelGPU::CG_BRCOND,
         IntelGPU::CG_IF, IntelGPU::CG_LOOP, IntelGPU::CG_JUMPIF,
         IntelGPU::CG_JUMP},
        "intelgpu");
  }
};

} // namespace

char IntelGPULowerControlFlow::ID = 0;

INITIALIZE_PASS(IntelGPULowerControlFlow, DEBUG_TYPE,
                "Intel GPU lower control flow", false, false)

FunctionPass *llvm::createIntelGPULowerControlFlowPass() {
  return new IntelGPULowerControlFlow();
}
