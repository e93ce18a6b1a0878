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
#include "llvm/ADT/DenseMap.h"
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
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    DenseMap<const BasicBlock *, MachineBasicBlock *> Blocks;
    for (MachineBasicBlock &MBB : MF)
      if (const BasicBlock *BB = MBB.getBasicBlock())
        Blocks[BB] = &MBB;
    auto Fail = [&](const Twine &Msg) {
      MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
          MF.getFunction(), "applegpu: " + Msg));
      return false;
    };
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      MachineInstr *Cond = nullptr;
      for (MachineInstr &MI : MBB)
        if (MI.getOpcode() == AppleGPU::CG_CF_COND)
          Cond = &MI;
      MachineBasicBlock *Next = MBB.getNextNode();
      // Drop the selected branches; a structured block's successors are
      // known from its IR terminator.
      bool HadBranch = false;
      for (MachineInstr &MI : llvm::make_early_inc_range(MBB.terminators()))
        if (MI.getOpcode() == AppleGPU::CG_BR ||
            MI.getOpcode() == AppleGPU::CG_BRCOND) {
          HadBranch = true;
          MI.eraseFromParent();
          Changed = true;
        }
      const BasicBlock *BB = MBB.getBasicBlock();
      const auto *BI = BB ? dyn_cast<BranchInst>(BB->getTerminator()) : nullptr;
      if (!Cond) {
        if (BI && BI->isConditional())
          return Fail("a conditional branch the translator did not structure");
        if (HadBranch && MBB.succ_size() == 1 && *MBB.succ_begin() != Next)
          return Fail("a jump to a block that does not follow (block order "
                      "after structurization)");
        continue;
      }
      if (!BI || !BI->isConditional())
        return Fail("a control-flow marker without its branch");
      MachineBasicBlock *Taken = Blocks.lookup(BI->getSuccessor(0));
      MachineBasicBlock *Other = Blocks.lookup(BI->getSuccessor(1));
      if (!Taken || !Other)
        return Fail("a branch to a block that was not selected");
      auto Kind = ControlFlowKind(Cond->getOperand(1).getImm());
      Register C = Cond->getOperand(0).getReg();
      DebugLoc DL = Cond->getDebugLoc();
      Cond->eraseFromParent();
      if (Kind == ControlFlowKind::If) {
        // Then (Taken) runs next, masked; Join (Other) after it.
        if (Next != Taken)
          return Fail("an if whose then-block does not follow it");
        BuildMI(&MBB, DL, TII.get(AppleGPU::CG_IF)).addReg(C).addMBB(Other);
      } else {
        // Back to the header (Taken) while a lane continues; Exit follows.
        if (Next != Other)
          return Fail("a loop whose exit does not follow its latch");
        BuildMI(&MBB, DL, TII.get(AppleGPU::CG_LOOP)).addReg(C).addMBB(Taken);
      }
      Changed = true;
    }
    return Changed;
  }
};

} // namespace

char AppleGPULowerControlFlow::ID = 0;

INITIALIZE_PASS(AppleGPULowerControlFlow, DEBUG_TYPE,
                "Apple GPU lower control flow", false, false)

FunctionPass *llvm::createAppleGPULowerControlFlowPass() {
  return new AppleGPULowerControlFlow();
}
