//===- AppleGPUInstrInfo.cpp - G13 codegen instructions -------------------===//

#include "AppleGPUInstrInfo.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"

#define GET_INSTRINFO_CTOR_DTOR
#include "AppleGPUGenInstrInfo.inc"

using namespace llvm;

AppleGPUInstrInfo::AppleGPUInstrInfo(const AppleGPUSubtarget &STI)
    : AppleGPUGenInstrInfo(STI, RI, AppleGPU::ADJCALLSTACKDOWN,
                           AppleGPU::ADJCALLSTACKUP) {}

void AppleGPUInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator MI,
                                    const DebugLoc &DL, Register DestReg,
                                    Register SrcReg, bool KillSrc, bool, bool) const {
  auto Move32 = [&](Register D, Register S, bool Kill) {
    unsigned Opc = AppleGPU::UGPR32RegClass.contains(S)
                       ? AppleGPU::CG_MOV32_UNIFORM
                       : AppleGPU::CG_MOV32;
    BuildMI(MBB, MI, DL, get(Opc), D).addReg(S, getKillRegState(Kill));
  };
  if (AppleGPU::GPR32RegClass.contains(DestReg) &&
      (AppleGPU::GPR32RegClass.contains(SrcReg) ||
       AppleGPU::UGPR32RegClass.contains(SrcReg))) {
    Move32(DestReg, SrcReg, KillSrc);
    return;
  }
  if (AppleGPU::GPR16RegClass.contains(DestReg) &&
      (AppleGPU::GPR16RegClass.contains(SrcReg) ||
       AppleGPU::UGPR16RegClass.contains(SrcReg))) {
    BuildMI(MBB, MI, DL, get(AppleGPU::CG_MOV16), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  // Pairs and 128-bit tuples, a 32-bit register at a time, in the order
  // that never overwrites a source register before reading it (from the
  // top where the destination overlaps the source from above).
  auto MoveTuple = [&](unsigned N) {
    const unsigned Subs[] = {AppleGPU::sub0, AppleGPU::sub1, AppleGPU::sub2,
                             AppleGPU::sub3};
    bool Down = RI.regsOverlap(DestReg, SrcReg) &&
                RI.getEncodingValue(DestReg) > RI.getEncodingValue(SrcReg);
    for (unsigned K = 0; K != N; ++K) {
      unsigned I = Down ? N - 1 - K : K;
      Move32(RI.getSubReg(DestReg, Subs[I]), RI.getSubReg(SrcReg, Subs[I]), KillSrc);
    }
  };
  if (AppleGPU::GPR64RegClass.contains(DestReg) &&
      (AppleGPU::GPR64RegClass.contains(SrcReg) ||
       AppleGPU::UGPR64RegClass.contains(SrcReg))) {
    MoveTuple(2);
    return;
  }
  if (AppleGPU::GPR128RegClass.contains(DestReg) &&
      AppleGPU::GPR128RegClass.contains(SrcReg)) {
    MoveTuple(4);
    return;
  }
  if (AppleGPU::GPR96RegClass.contains(DestReg) &&
      AppleGPU::GPR96RegClass.contains(SrcReg)) {
    MoveTuple(3);
    return;
  }
  report_fatal_error("applegpu: cannot copy " + Twine(RI.getName(SrcReg)) +
                     " to " + RI.getName(DestReg));
}

/// The stack instruction that spills (Store) or reloads a register of
/// class RC (a general register once allocated, whatever uniforms the
/// class also admits): 16-bit halves as i16, wider registers and tuples as
/// 32-bit components.
static unsigned stackOpcode(const TargetRegisterInfo &TRI,
                            const TargetRegisterClass *RC, bool Store) {
  switch (TRI.getRegSizeInBits(*RC)) {
  case 16:
    return Store ? AppleGPU::CG_STACK_STORE16 : AppleGPU::CG_STACK_LOAD16;
  case 32:
    return Store ? AppleGPU::CG_STACK_STORE32 : AppleGPU::CG_STACK_LOAD32;
  case 64:
    return Store ? AppleGPU::CG_STACK_STORE64 : AppleGPU::CG_STACK_LOAD64;
  case 96:
    return Store ? AppleGPU::CG_STACK_STORE96 : AppleGPU::CG_STACK_LOAD96;
  case 128:
    return Store ? AppleGPU::CG_STACK_STORE128 : AppleGPU::CG_STACK_LOAD128;
  }
  return 0;
}

static MachineMemOperand *stackMemOperand(MachineBasicBlock &MBB, int FI,
                                          MachineMemOperand::Flags Flags) {
  MachineFunction &MF = *MBB.getParent();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getMachineMemOperand(MachinePointerInfo::getFixedStack(MF, FI), Flags,
                                 MFI.getObjectSize(FI), MFI.getObjectAlign(FI));
}

void AppleGPUInstrInfo::storeRegToStackSlot(MachineBasicBlock &MBB,
                                            MachineBasicBlock::iterator MI,
                                            Register SrcReg, bool IsKill, int FI,
                                            const TargetRegisterClass *RC, Register,
                                            MachineInstr::MIFlag Flags) const {
  unsigned Opc = stackOpcode(RI, RC, /*Store=*/true);
  if (!Opc)
    report_fatal_error("applegpu: cannot spill a register of class " +
                       Twine(RI.getRegClassName(RC)));
  BuildMI(MBB, MI, DebugLoc(), get(Opc))
      .addReg(SrcReg, getKillRegState(IsKill))
      .addFrameIndex(FI)
      .addMemOperand(stackMemOperand(MBB, FI, MachineMemOperand::MOStore))
      .setMIFlags(Flags);
}

void AppleGPUInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                             MachineBasicBlock::iterator MI,
                                             Register DestReg, int FI,
                                             const TargetRegisterClass *RC, Register,
                                             unsigned, MachineInstr::MIFlag Flags) const {
  unsigned Opc = stackOpcode(RI, RC, /*Store=*/false);
  if (!Opc)
    report_fatal_error("applegpu: cannot reload a register of class " +
                       Twine(RI.getRegClassName(RC)));
  BuildMI(MBB, MI, DebugLoc(), get(Opc), DestReg)
      .addFrameIndex(FI)
      .addMemOperand(stackMemOperand(MBB, FI, MachineMemOperand::MOLoad))
      .setMIFlags(Flags);
}

/// The register a spill or reload of one of Opcodes moves, and its slot.
static Register stackSlotAccess(const MachineInstr &MI, int &FI,
                                std::initializer_list<unsigned> Opcodes) {
  if (!is_contained(Opcodes, MI.getOpcode()) || !MI.getOperand(1).isFI())
    return Register();
  FI = MI.getOperand(1).getIndex();
  return MI.getOperand(0).getReg();
}

Register AppleGPUInstrInfo::isLoadFromStackSlot(const MachineInstr &MI,
                                                int &FI) const {
  return stackSlotAccess(MI, FI, {AppleGPU::CG_STACK_LOAD16, AppleGPU::CG_STACK_LOAD32,
                                  AppleGPU::CG_STACK_LOAD64, AppleGPU::CG_STACK_LOAD96,
                                  AppleGPU::CG_STACK_LOAD128});
}

Register AppleGPUInstrInfo::isStoreToStackSlot(const MachineInstr &MI,
                                               int &FI) const {
  return stackSlotAccess(MI, FI, {AppleGPU::CG_STACK_STORE16, AppleGPU::CG_STACK_STORE32,
                                  AppleGPU::CG_STACK_STORE64, AppleGPU::CG_STACK_STORE96,
                                  AppleGPU::CG_STACK_STORE128});
}
