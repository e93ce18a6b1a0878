//===- AppleGPUInsertWaits.cpp - wait before an asynchronous result -------===//
//
// Device and stack loads are asynchronous: their destination is written when the
// load completes, and `wait` blocks until it has ([M] agx_insert_waits.c).
// This pass puts one `wait a` before the first instruction that reads or
// writes a register a load in flight will write, and at the end of each
// block (before its terminator) and before a call while one is in flight,
// so that no value is read early and none crosses a block boundary or
// lands in a callee's registers unwaited. Loads are not
// followed by a wait of their own.
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
#include "AppleGPUInstrInfo.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-insert-waits"

namespace {

class AppleGPUInsertWaits : public MachineFunctionPass {
public:
  static char ID;
  AppleGPUInsertWaits() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "Apple GPU insert waits"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      SmallVector<Register, 8> Pending;
      auto Touches = [&](const MachineInstr &MI) {
        for (const MachineOperand &MO : MI.operands())
          if (MO.isReg() && MO.getReg().isPhysical())
            for (Register P : Pending)
              if (TRI.regsOverlap(MO.getReg(), P))
                return true;
        return false;
      };
      for (MachineInstr &MI : MBB) {
        if (MI.isDebugInstr())
          continue;
        if (!Pending.empty() &&
            (MI.isTerminator() || Touches(MI) ||
             MI.getOpcode() == AppleGPU::CG_BARRIER || MI.isCall())) {
          BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(AppleGPU::CG_WAIT));
          Pending.clear();
          Changed = true;
        }
        if (MI.getDesc().TSFlags & AppleGPUII::IsAsync)
          Pending.push_back(MI.getOperand(0).getReg());
      }
      if (!Pending.empty()) {
        BuildMI(MBB, MBB.end(), DebugLoc(), TII.get(AppleGPU::CG_WAIT));
        Changed = true;
      }
    }
    return Changed;
  }
};

} // namespace

char AppleGPUInsertWaits::ID = 0;

INITIALIZE_PASS(AppleGPUInsertWaits, DEBUG_TYPE, "Apple GPU insert waits",
                false, false)

FunctionPass *llvm::createAppleGPUInsertWaitsPass() {
  return new AppleGPUInsertWaits();
}
