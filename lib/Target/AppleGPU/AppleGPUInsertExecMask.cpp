//===- AppleGPUInsertExecMask.cpp - pushes and pops of the mask stack -----===//
//
// After register allocation, completes the execution-mask code of
// AppleGPULowerControlFlow ([A] l.3638-3880; [M] agx_compile.c):
//
// - `ldimm r0, 0` at the start of a function with control flow or a shuffle
//   by a register index: every lane active, nesting 0 (r0l), and r0h, the
//   index register of those shuffles, zero;
// - a pop (`pop_exec 1`) first in the join block of every CG_IF and the
//   exit block of every CG_LOOP: the lanes the if or loop set aside come
//   back, inactive ones go one level up. Where several constructs end in
//   one block, the innermost's pop comes first (a construct that starts
//   later in layout is nested in one that starts earlier and ends at the
//   same block), and each if's pop is labelled: its jmp_none lands there,
//   past the pops of what it skipped, whose pushes it skipped too;
// - a push (`if 0.0, 0.0, 1, feq`: active lanes stay, inactive ones go one
//   level deeper) at the end of every loop's preheader, so that the loop's
//   pop does not wake lanes an enclosing if had set aside. Inside the loop,
//   `while c, 0, 1, ine` sets the lanes that leave to 1 and leaves deeper
//   ones alone.
//
// Pops come before anything register allocation put at the top of the
// block, which must see every lane.
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
#include "metalnt/Lowering/Lowering.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/MC/MCContext.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-insert-exec-mask"

namespace {

class AppleGPUInsertExecMask : public MachineFunctionPass {
public:
  static char ID;
  AppleGPUInsertExecMask() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "Apple GPU insert execution-mask pushes and pops";
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    // Each pop's block and the if whose pop it is (null for a loop's), in
    // the layout order of the constructs' ends.
    SmallVector<std::pair<MachineBasicBlock *, MachineInstr *>, 8> Pops;
    SmallVector<MachineBasicBlock *, 8> Pushes;
    bool ShufflesByRegister = false;
    for (MachineBasicBlock &MBB : MF) {
      for (MachineInstr &MI : MBB)
        ShufflesByRegister |= MI.getOpcode() == AppleGPU::CG_SHUFFLE_R;
      for (MachineInstr &MI : MBB.terminators()) {
        if (MI.getOpcode() == AppleGPU::CG_IF ||
            MI.getOpcode() == AppleGPU::CG_IF_UNIFORM) {
          Pops.push_back({MI.getOperand(1).getMBB(), &MI});
        } else if (MI.getOpcode() == AppleGPU::CG_LOOP) {
          Pops.push_back({MBB.getNextNode(), nullptr});
          // The preheader: the header's predecessor in layout.
          MachineBasicBlock *Header = MI.getOperand(1).getMBB();
          Pushes.push_back(Header->getPrevNode());
        }
      }
    }
    if (Pops.empty() && !ShufflesByRegister)
      return false;
    // Each pop goes first in its block, so the later (inner) construct's
    // pop ends up before the earlier (outer) one's.
    for (auto [MBB, If] : Pops) {
      MachineInstr *Pop =
          BuildMI(*MBB, MBB->begin(), DebugLoc(), TII.get(AppleGPU::CG_POP_EXEC));
      if (If) {
        MCSymbol *Label = MF.getContext().createTempSymbol("if_pop", true);
        Pop->setPreInstrSymbol(MF, Label);
        If->addOperand(MF, MachineOperand::CreateMCSymbol(Label));
      }
    }
    for (MachineBasicBlock *MBB : Pushes)
      BuildMI(*MBB, MBB->getFirstTerminator(), DebugLoc(),
              TII.get(AppleGPU::CG_PUSH_EXEC));
    // An entry point starts with every lane active; a callable function
    // runs with its caller's lanes (docs/applegpu-abi.md, "Calls").
    if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
      MachineBasicBlock &Entry = MF.front();
      BuildMI(Entry, Entry.begin(), DebugLoc(), TII.get(AppleGPU::CG_INIT_EXEC));
    }
    return true;
  }
};

} // namespace

char AppleGPUInsertExecMask::ID = 0;

INITIALIZE_PASS(AppleGPUInsertExecMask, DEBUG_TYPE,
                "Apple GPU insert execution-mask pushes and pops", false, false)

FunctionPass *llvm::createAppleGPUInsertExecMaskPass() {
  return new AppleGPUInsertExecMask();
}
