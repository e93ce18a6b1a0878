//===- IntelGPUInstrInfo.cpp - Gen9/Gen11 instructions --------------------===//

#include "IntelGPUInstrInfo.h"
#include "IntelGPUSubtarget.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/Support/ErrorHandling.h"

#define GET_INSTRINFO_CTOR_DTOR
#include "IntelGPUGenInstrInfo.inc"

using namespace llvm;

IntelGPUInstrInfo::IntelGPUInstrInfo(const IntelGPUSubtarget &STI)
    : IntelGPUGenInstrInfo(STI, RI, IntelGPU::ADJCALLSTACKDOWN, IntelGPU::ADJCALLSTACKUP) {}

void IntelGPUInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator MI,
                                    const DebugLoc &DL, Register DestReg,
                                    Register SrcReg, bool KillSrc, bool,
                                    bool) const {
  auto Move = [&](Register D, Register S, bool Kill) {
    BuildMI(MBB, MI, DL, get(IntelGPU::CG_MOV), D).addReg(S, getKillRegState(Kill));
  };
  if (IntelGPU::GRF32RegClass.contains(DestReg) &&
      IntelGPU::GRF32URegClass.contains(SrcReg)) {
    Move(DestReg, SrcReg, KillSrc);
    return;
  }
  if (IntelGPU::SREGRegClass.contains(DestReg) && IntelGPU::SURegClass.contains(SrcReg)) {
    BuildMI(MBB, MI, DL, get(IntelGPU::CG_MOV_S), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  if (IntelGPU::QGRFRegClass.contains(DestReg) && IntelGPU::QGRFRegClass.contains(SrcReg)) {
    // Addresses in the messages' layout: a copy of its own (CG_MOVQ).
    BuildMI(MBB, MI, DL, get(IntelGPU::CG_MOVQ), DestReg)
        .addReg(SrcReg, getKillRegState(KillSrc));
    return;
  }
  if (IntelGPU::GRF64RegClass.contains(DestReg) &&
      IntelGPU::GRF64RegClass.contains(SrcReg)) {
    // A register at a time, in the order that never overwrites a source
    // register before reading it.
    bool Down = RI.regsOverlap(DestReg, SrcReg) &&
                RI.getEncodingValue(DestReg) > RI.getEncodingValue(SrcReg);
    for (unsigned K = 0; K != 2; ++K) {
      unsigned Sub = (Down ? 1 - K : K) ? IntelGPU::sub1 : IntelGPU::sub0;
      Move(RI.getSubReg(DestReg, Sub), RI.getSubReg(SrcReg, Sub), KillSrc);
    }
    return;
  }
  report_fatal_error("intelgpu: cannot copy " + Twine(RI.getName(SrcReg)) +
                     " to " + RI.getName(DestReg));
}

void IntelGPUInstrInfo::storeRegToStackSlot(MachineBasicBlock &MBB,
                                            MachineBasicBlock::iterator MI,
                                            Register SrcReg, bool IsKill, int FI,
                                            const TargetRegisterClass *RC,
                                            Register, MachineInstr::MIFlag) const {
  unsigned Opc = RC == &IntelGPU::GRF64RegClass ? IntelGPU::CG_SPILL64
                 : RC == &IntelGPU::QGRFRegClass ? IntelGPU::CG_SPILLQ
                 : RC == &IntelGPU::SREGRegClass ? IntelGPU::CG_SPILL_S
                                                 : IntelGPU::CG_SPILL32;
  BuildMI(MBB, MI, DebugLoc(), get(Opc))
      .addReg(SrcReg, getKillRegState(IsKill))
      .addFrameIndex(FI);
}

void IntelGPUInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                             MachineBasicBlock::iterator MI,
                                             Register DestReg, int FI,
                                             const TargetRegisterClass *RC,
                                             Register, unsigned,
                                             MachineInstr::MIFlag) const {
  unsigned Opc = RC == &IntelGPU::GRF64RegClass ? IntelGPU::CG_RELOAD64
                 : RC == &IntelGPU::QGRFRegClass ? IntelGPU::CG_RELOADQ
                 : RC == &IntelGPU::SREGRegClass ? IntelGPU::CG_RELOAD_S
                                                 : IntelGPU::CG_RELOAD32;
  BuildMI(MBB, MI, DebugLoc(), get(Opc), DestReg).addFrameIndex(FI);
}

bool IntelGPUInstrInfo::isReMaterializableImpl(const MachineInstr &MI) const {
  switch (MI.getOpcode()) {
  case IntelGPU::CG_QADDR:
  case IntelGPU::CG_QADDRX:
  case IntelGPU::CG_QADDRO:
    return true;
  }
  return TargetInstrInfo::isReMaterializableImpl(MI);
}
