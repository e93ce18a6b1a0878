//===- AppleGPULowerControlFlow.cpp - branches to the execution mask ------===//
//
// Runs right after instruction selection, on structured control flow (the
// Apple translator structurizes every branch, as AMDGPU does for divergent
// ones: StructurizeCFG, and marks each conditional branch as an if or a
// loop with applegpu.if / applegpu.loop calls). A G13 SIMD group does not
// branch per lane: it runs every block in layout order and keeps the lanes
// that do not take a path out of the active set ([A] "Conditional
// Execution", [M] agx_compile.c). So:
//
//   if:   br c, Then, Join   ->  CG_IF c, Join; Then must follow in layout
//   loop: br c, Header, Exit ->  CG_LOOP c, Header; Exit must follow
//
// and unconditional branches must be fallthroughs. Both CFG edges stay, so
// PHIs at the join still get a value per path, and register allocation
// keeps what the skipped path needs; the copies PHI elimination puts on the
// Then path run masked, so each lane ends with the value of its own path.
// The pushes and pops are added after register allocation
// (AppleGPUInsertExecMask).
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "metalnt/Target/StructuredControlFlow.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-lower-control-flow"

namespace {

class AppleGPULowerControlFlow : public MachineFunctionPass {
public:
  static char ID;
  AppleGPULowerControlFlow() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "Apple GPU lower control flow";
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    return metalnt::lowerStructuredBranches(
        MF,
        {AppleGPU::CG_CF_COND, AppleGPU::CG_BR, AppleGPU::CG_BRCOND,
         AppleGPU::CG_IF, AppleGPU::CG_LOOP, /*JumpIf=*/0, /*Jump=*/0,
         AppleGPU::CG_IF_UNIFORM},
        "applegpu");
  }
};

} // namespace

char AppleGPULowerControlFlow::ID = 0;

INITIALIZE_PASS(AppleGPULowerControlFlow, DEBUG_TYPE,
                "Apple GPU lower control flow", false, false)

FunctionPass *llvm::createAppleGPULowerControlFlowPass() {
  return new AppleGPULowerControlFlow();
}
