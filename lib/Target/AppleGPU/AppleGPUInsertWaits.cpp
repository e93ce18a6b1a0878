//===- AppleGPUInsertWaits.cpp - wait before an asynchronous result -------===//
//
// Device and stack loads are asynchronous: their destination is written when the
// load completes, and `wait` blocks until it has ([M] agx_insert_waits.c).
// This pass puts one `wait a` before the first instruction that reads or
// writes a register a load in flight will write, and at the end of each
// block (before its terminator) while one is in flight, so that no value
// is read early and none crosses a block boundary unwaited. Loads are not
// followed by a wait of their own.
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
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
  /// Device and stack loads and device atomics are the asynchronous ones
  /// (threadgroup loads and the barrier, which also "loads", are
  /// synchronous).
  static bool isAsynchronous(unsigned Opcode) {
    switch (Opcode) {
    case AppleGPU::CG_LOAD8:
    case AppleGPU::CG_LOAD16:
    case AppleGPU::CG_LOAD32:
    case AppleGPU::CG_LOAD64:
    case AppleGPU::CG_ATOMIC:
    case AppleGPU::CG_CMPXCHG:
    case AppleGPU::CG_STACK_LOAD16:
    case AppleGPU::CG_STACK_LOAD32:
    case AppleGPU::CG_STACK_LOAD64:
    case AppleGPU::CG_PLOAD8:
    case AppleGPU::CG_PLOAD16:
    case AppleGPU::CG_PLOAD32:
    case AppleGPU::CG_PLOAD64:
      return true;
    }
    return false;
  }

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
             MI.getOpcode() == AppleGPU::CG_BARRIER)) {
          BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(AppleGPU::CG_WAIT));
          Pending.clear();
          Changed = true;
        }
        if (isAsynchronous(MI.getOpcode()))
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
