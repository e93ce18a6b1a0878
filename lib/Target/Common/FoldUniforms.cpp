//===- FoldUniforms.cpp - Read kernel invariants where they live ----------===//

#include "metalnt/Target/FoldUniforms.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

bool metalnt::foldUniformCopies(MachineFunction &MF,
                              function_ref<bool(MCRegister)> IsUniform) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();

  // The uniform register a virtual register holds, through full and
  // sub-register copies, or none.
  auto UniformSource = [&](Register R, unsigned SubIdx) -> MCRegister {
    while (R.isVirtual()) {
      MachineInstr *Def = MRI.getUniqueVRegDef(R);
      if (!Def || !Def->isCopy())
        return MCRegister();
      const MachineOperand &Src = Def->getOperand(1);
      SubIdx = TRI.composeSubRegIndices(Src.getSubReg(), SubIdx);
      R = Src.getReg();
    }
    MCRegister P = R.asMCReg();
    if (SubIdx)
      P = TRI.getSubReg(P, SubIdx);
    if (!P || !IsUniform(P))
      return MCRegister();
    return P;
  };

  bool Changed = false;
  SmallVector<MachineInstr *, 16> Copies;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (MI.isCopy()) {
        Copies.push_back(&MI);
        continue;
      }
      if (MI.isPseudo() || MI.isDebugInstr())
        continue;
      for (unsigned I = MI.getNumExplicitDefs(),
                    E = MI.getDesc().getNumOperands();
           I != E; ++I) {
        MachineOperand &MO = MI.getOperand(I);
        if (!MO.isReg() || !MO.isUse() || !MO.getReg().isVirtual() ||
            MO.isTied())
          continue;
        const TargetRegisterClass *RC = TII.getRegClass(MI.getDesc(), I);
        MCRegister U = UniformSource(MO.getReg(), MO.getSubReg());
        if (!RC || !U || !RC->contains(U))
          continue;
        MO.setReg(U);
        MO.setSubReg(0);
        MO.setIsKill(false);
        Changed = true;
      }
    }

  // Copies left without readers, the last reader first.
  for (MachineInstr *MI : reverse(Copies)) {
    Register D = MI->getOperand(0).getReg();
    if (D.isVirtual() && MRI.use_empty(D)) {
      MI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}
