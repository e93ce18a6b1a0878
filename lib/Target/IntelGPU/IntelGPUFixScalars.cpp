//===- IntelGPUFixScalars.cpp - scalar forms that read vector values ------===//
//
// Instruction selection gives a uniform node its scalar form (a NoMask
// SIMD1 instruction on a scalar register; docs/intelgpu-codegen.md,
// "Scalar registers"). A uniform value can still live in a per-channel
// register: a load's result, a value from another block. A scalar form
// reading one gets it through a copy to a scalar register, which the
// hardware cannot do cheaply: the channel to read would be the first one
// running. As AMDGPU's SIFixSGPRCopies moves such SALU instructions to the
// VALU, this pass, right after selection, turns the copy's result into a
// per-channel register and each scalar form that computes from it into its
// vector form (the IGScalarForms table), and so on down the uses. A vector
// form reads scalar registers in place, as scalar regions.
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "IntelGPURegisterInfo.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define DEBUG_TYPE "intelgpu-fix-scalars"

namespace {

struct IGScalarForm {
  unsigned Scalar;
  unsigned Vector;
};

using namespace IntelGPU;
#define GET_IGScalarForms_DECL
#define GET_IGScalarForms_IMPL
#include "IntelGPUGenSearchableTables.inc"

class IntelGPUFixScalars : public MachineFunctionPass {
public:
  static char ID;
  IntelGPUFixScalars() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "Intel GPU fix scalars"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    MRI = &MF.getRegInfo();
    TII = MF.getSubtarget().getInstrInfo();
    SmallVector<Register, 16> Work;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : make_early_inc_range(MBB)) {
        // A scalar phi of a per-channel value.
        if (MI.isPHI() && isScalar(MI.getOperand(0).getReg())) {
          for (unsigned I = 1, E = MI.getNumOperands(); I < E; I += 2)
            if (!readsScalar(MI.getOperand(I)) && !payloadSource(MI.getOperand(I)) &&
                !constantSource(MI.getOperand(I)))
              Work.push_back(MI.getOperand(0).getReg());
          continue;
        }
        // A payload dword in a register pair (an address): copied from
        // itself (REG_SEQUENCE takes virtual registers).
        if (MI.isRegSequence()) {
          for (unsigned I = 1, E = MI.getNumOperands(); I < E; I += 2)
            if (MCRegister P = payloadSource(MI.getOperand(I))) {
              Register C = MRI->createVirtualRegister(&IntelGPU::GRF32RegClass);
              BuildMI(MBB, MI, MI.getDebugLoc(), TII->get(TargetOpcode::COPY), C).addReg(P);
              MI.getOperand(I).setReg(C);
            }
          continue;
        }
        if (!MI.isCopy() || !MI.getOperand(0).getReg().isVirtual())
          continue;
        // A payload dword copied on its way to another register (a scalar
        // or a per-channel one) is copied from itself.
        if (MI.getOperand(1).getReg().isVirtual())
          if (MCRegister P = payloadSource(MI.getOperand(1))) {
            MI.getOperand(1).setReg(P);
            MI.getOperand(1).setSubReg(0);
            continue;
          }
        if (!isScalar(MI.getOperand(0).getReg()) || readsScalar(MI.getOperand(1)))
          continue;
        // A constant is written to the scalar register itself.
        if (MachineInstr *C = constantSource(MI.getOperand(1))) {
          BuildMI(MBB, MI, MI.getDebugLoc(), TII->get(IntelGPU::CG_MOVI_S),
                  MI.getOperand(0).getReg())
              .add(C->getOperand(1));
          MI.eraseFromParent();
          continue;
        }
        Work.push_back(MI.getOperand(0).getReg());
      }
    // Scalar phis with incoming constants or payload dwords in per-channel
    // registers: those are written to scalar registers in the predecessor
    // (phi elimination's copies would go from a vector register to a
    // scalar one).
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.phis())
        if (isScalar(MI.getOperand(0).getReg()))
          for (unsigned I = 1, E = MI.getNumOperands(); I < E; I += 2) {
            MachineOperand &In = MI.getOperand(I);
            MachineInstr *C = constantSource(In);
            MCRegister P = payloadSource(In);
            if (!C && !P)
              continue;
            MachineBasicBlock &Pred = *MI.getOperand(I + 1).getMBB();
            Register S = MRI->createVirtualRegister(&IntelGPU::SREGRegClass);
            if (C)
              BuildMI(Pred, Pred.getFirstTerminator(), MI.getDebugLoc(),
                      TII->get(IntelGPU::CG_MOVI_S), S)
                  .add(C->getOperand(1));
            else
              BuildMI(Pred, Pred.getFirstTerminator(), MI.getDebugLoc(),
                      TII->get(IntelGPU::CG_MOV_S), S)
                  .addReg(P);
            In.setReg(S);
            In.setSubReg(0);
          }
    // A value a loop computes in a scalar register and code after the loop
    // reads: the loop's last iteration wrote it, not each channel's (a
    // divergent loop's channels leave at different iterations; uniformity
    // analysis calls such uses divergent, the register a value gets does
    // not follow its uses). It is a per-channel register, written under
    // the channels' mask.
    MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
      Register R = Register::index2VirtReg(I);
      MachineInstr *Def = MRI->getUniqueVRegDef(R);
      if (!isScalar(R) || !Def)
        continue;
      const MachineLoop *L = MLI.getLoopFor(Def->getParent());
      if (!L)
        continue;
      for (const MachineOperand &U : MRI->use_nodbg_operands(R)) {
        const MachineInstr &UI = *U.getParent();
        const MachineBasicBlock *At =
            UI.isPHI() ? UI.getOperand(UI.getOperandNo(&U) + 1).getMBB() : UI.getParent();
        if (!L->contains(At)) {
          Work.push_back(R);
          break;
        }
      }
    }
    bool Changed = !Work.empty();
    while (!Work.empty()) {
      Register R = Work.pop_back_val();
      if (isScalar(R))
        makeVector(R, Work);
    }
    return Changed;
  }

private:
  MachineRegisterInfo *MRI = nullptr;
  const TargetInstrInfo *TII = nullptr;

  static bool isScalarClass(const TargetRegisterClass *RC) {
    return RC == &IntelGPU::SREGRegClass || RC == &IntelGPU::SURegClass;
  }
  bool isScalar(Register R) const {
    return R.isVirtual() && isScalarClass(MRI->getRegClass(R));
  }
  /// Whether a copy's source is scalar: a scalar virtual register or a
  /// payload dword.
  bool readsScalar(const MachineOperand &MO) const {
    Register R = MO.getReg();
    if (R.isPhysical())
      return IntelGPU::PAYLOADDWRegClass.contains(R) || IntelGPU::SREGRegClass.contains(R);
    return !MO.getSubReg() && isScalar(R);
  }

  /// The constant instruction (CG_MOVI of an immediate) a register holds,
  /// or none.
  MachineInstr *constantSource(const MachineOperand &MO) const {
    if (!MO.isReg() || !MO.getReg().isVirtual() || MO.getSubReg())
      return nullptr;
    MachineInstr *Def = MRI->getUniqueVRegDef(MO.getReg());
    return Def && Def->getOpcode() == IntelGPU::CG_MOVI && Def->getOperand(1).isImm()
               ? Def
               : nullptr;
  }

  /// The payload dword a register copies, through copies, or none.
  MCRegister payloadSource(const MachineOperand &MO) const {
    Register R = MO.getReg();
    if (MO.getSubReg())
      return MCRegister();
    while (R.isVirtual()) {
      MachineInstr *Def = MRI->getUniqueVRegDef(R);
      if (!Def || !Def->isCopy() || Def->getOperand(1).getSubReg())
        return MCRegister();
      R = Def->getOperand(1).getReg();
    }
    return IntelGPU::PAYLOADDWRegClass.contains(R) ? R.asMCReg() : MCRegister();
  }

  /// R becomes a per-channel register; its definition, if a scalar form,
  /// its vector form, and whatever scalar computes from R follows.
  void makeVector(Register R, SmallVectorImpl<Register> &Work) {
    MRI->setRegClass(R, &IntelGPU::GRF32RegClass);
    if (MachineInstr *Def = MRI->getUniqueVRegDef(R))
      if (const IGScalarForm *F = lookupIGScalarForm(Def->getOpcode()))
        toVector(*Def, F->Vector);
    for (MachineInstr &Use : MRI->use_nodbg_instructions(R)) {
      if (lookupIGScalarForm(Use.getOpcode()) || Use.isPHI() ||
          (Use.isCopy() && Use.getOperand(0).getReg().isVirtual()))
        if (isScalar(Use.getOperand(0).getReg()))
          Work.push_back(Use.getOperand(0).getReg());
    }
  }

  /// Rewrites a scalar form as its vector form: the same result and
  /// sources, a new register for each temporary the vector form has, and
  /// a copy for a source whose class the vector form does not take.
  void toVector(MachineInstr &MI, unsigned Opcode) {
    const MCInstrDesc &D = TII->get(Opcode);
    MachineBasicBlock &MBB = *MI.getParent();
    MachineInstrBuilder B = BuildMI(MBB, MI, MI.getDebugLoc(), D);
    B.addReg(MI.getOperand(0).getReg(), RegState::Define);
    for (unsigned I = 1; I != D.getNumDefs(); ++I) {
      Register T = MRI->createVirtualRegister(TII->getRegClass(D, I));
      bool Early = D.getOperandConstraint(I, MCOI::EARLY_CLOBBER) != -1;
      B.addReg(T, RegState::Define | (Early ? RegState::EarlyClobber : 0));
    }
    if (D.getOperandConstraint(0, MCOI::EARLY_CLOBBER) != -1)
      B->getOperand(0).setIsEarlyClobber();
    for (unsigned I = MI.getNumExplicitDefs(), E = MI.getNumExplicitOperands(); I != E; ++I) {
      MachineOperand MO = MI.getOperand(I);
      unsigned To = D.getNumDefs() + (I - MI.getNumExplicitDefs());
      const TargetRegisterClass *RC = TII->getRegClass(D, To);
      if (MO.isReg() && MO.getReg().isVirtual() && RC &&
          !RC->hasSubClassEq(MRI->getRegClass(MO.getReg()))) {
        Register C = MRI->createVirtualRegister(RC);
        BuildMI(MBB, B.getInstr(), MI.getDebugLoc(), TII->get(TargetOpcode::COPY), C)
            .add(MO);
        MO = MachineOperand::CreateReg(C, false);
      }
      B.add(MO);
    }
    MI.eraseFromParent();
  }
};

} // namespace

char IntelGPUFixScalars::ID = 0;

INITIALIZE_PASS_BEGIN(IntelGPUFixScalars, DEBUG_TYPE, "Intel GPU fix scalars", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(IntelGPUFixScalars, DEBUG_TYPE, "Intel GPU fix scalars", false, false)

FunctionPass *llvm::createIntelGPUFixScalarsPass() { return new IntelGPUFixScalars(); }
