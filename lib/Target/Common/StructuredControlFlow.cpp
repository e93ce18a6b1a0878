//===- StructuredControlFlow.cpp - Branches of structured SIMT code -------===//

#include "metalnt/Target/StructuredControlFlow.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

bool metalnt::lowerStructuredBranches(MachineFunction &MF,
                                    const StructuredBranchOpcodes &Ops,
                                    StringRef Target) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  DenseMap<const BasicBlock *, MachineBasicBlock *> Blocks;
  for (MachineBasicBlock &MBB : MF)
    if (const BasicBlock *BB = MBB.getBasicBlock())
      Blocks[BB] = &MBB;
  auto Fail = [&](const Twine &Msg) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(), Target + ": " + Msg));
    return false;
  };
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF) {
    MachineInstr *Cond = nullptr;
    for (MachineInstr &MI : MBB)
      if (MI.getOpcode() == Ops.Cond)
        Cond = &MI;
    MachineBasicBlock *Next = MBB.getNextNode();
    // Drop the selected branches; a structured block's successors are
    // known from its IR terminator.
    bool HadBranch = false;
    for (MachineInstr &MI : llvm::make_early_inc_range(MBB.terminators()))
      if (MI.getOpcode() == Ops.Br ||
          MI.getOpcode() == Ops.BrCond) {
        HadBranch = true;
        MI.eraseFromParent();
        Changed = true;
      }
    const BasicBlock *BB = MBB.getBasicBlock();
    const auto *BI = BB ? dyn_cast<BranchInst>(BB->getTerminator()) : nullptr;
    if (!Cond) {
      if (BI && BI->isConditional())
        return Fail("a conditional branch the translator did not structure");
      if (HadBranch && MBB.succ_size() == 1 && *MBB.succ_begin() != Next) {
        if (!Ops.Jump)
          return Fail("a jump to a block that does not follow (block order "
                      "after structurization)");
        BuildMI(&MBB, DebugLoc(), TII.get(Ops.Jump)).addMBB(*MBB.succ_begin());
      }
      continue;
    }
    if (!BI || !BI->isConditional())
      return Fail("a control-flow marker without its branch");
    MachineBasicBlock *Taken = Blocks.lookup(BI->getSuccessor(0));
    MachineBasicBlock *Other = Blocks.lookup(BI->getSuccessor(1));
    if (!Taken || !Other)
      return Fail("a branch to a block that was not selected");
    int64_t Kind = Cond->getOperand(1).getImm();
    bool IsIf = Kind == 0 || Kind == 3;
    Register C = Cond->getOperand(0).getReg();
    DebugLoc DL = Cond->getDebugLoc();
    Cond->eraseFromParent();
    if (Kind == 2) {
      // A uniform branch: the whole SIMD group jumps, or goes on.
      if (!Ops.JumpIf || !Ops.Jump)
        return Fail("a uniform jump on a target without jumps");
      BuildMI(&MBB, DL, TII.get(Ops.JumpIf)).addReg(C).addMBB(Taken);
      if (Next != Other)
        BuildMI(&MBB, DL, TII.get(Ops.Jump)).addMBB(Other);
    } else if (IsIf) {
      // Then (Taken) runs next, masked; Join (Other) after it.
      if (Next != Taken)
        return Fail("an if whose then-block does not follow it");
      unsigned Opc = Kind == 3 && Ops.UniformIf ? Ops.UniformIf : Ops.If;
      BuildMI(&MBB, DL, TII.get(Opc)).addReg(C).addMBB(Other);
    } else {
      // Back to the header (Taken) while a lane continues; Exit follows.
      if (Next != Other)
        return Fail("a loop whose exit does not follow its latch");
      BuildMI(&MBB, DL, TII.get(Ops.Loop)).addReg(C).addMBB(Taken);
    }
    Changed = true;
  }
  return Changed;
}
