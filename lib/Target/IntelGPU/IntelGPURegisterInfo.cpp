//===- IntelGPURegisterInfo.cpp - Gen9/Gen11 registers --------------------===//

#include "IntelGPURegisterInfo.h"
#include "IntelGPU.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "IntelGPUFrameLowering.h"
#include "IntelGPUInstrInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/SIMTUniformity.h"

#define GET_REGINFO_TARGET_DESC
#include "IntelGPUGenRegisterInfo.inc"

using namespace llvm;

IntelGPURegisterInfo::IntelGPURegisterInfo()
    : IntelGPUGenRegisterInfo(/*RA=*/IntelGPU::R0) {}

bool llvm::makesIntelGPUCalls(const Function &F) {
  return metalnt::makesCalls(F, "intelgpu.");
}

bool llvm::usesIntelGPUCalls(const Function &F) {
  return metalnt::lower::isCallableFunction(F) || makesIntelGPUCalls(F);
}

const MCPhysReg *
IntelGPURegisterInfo::getCalleeSavedRegs(const MachineFunction *) const {
  // A callable function preserves r0-r31 by never writing them
  // (getReservedRegs), and nothing else.
  static const MCPhysReg None[] = {0};
  return None;
}

const uint32_t *IntelGPURegisterInfo::getCallPreservedMask(const MachineFunction &MF,
                                                           CallingConv::ID) const {
  // r0-r31 (the registers standing for them at the function's width), the
  // payload dwords and the frame row survive a call; everything else is
  // the callee's.
  unsigned PerReg = getIntelGPUGRFsPerReg(MF.getFunction());
  std::vector<uint32_t> &Mask = CallPreserved[Log2_32(PerReg)];
  if (!Mask.empty())
    return Mask.data();
  Mask.assign((getNumRegs() + 31) / 32, 0);
  auto Preserve = [&](MCRegister R) { Mask[R.id() / 32] |= 1u << (R.id() % 32); };
  unsigned Last = IntelGPUCalls::PreservedGRFs / PerReg;
  for (unsigned I = 0; I != Last; ++I)
    Preserve(IntelGPU::R0 + I);
  for (MCRegister R : IntelGPU::GRF64RegClass)
    if (getEncodingValue(getSubReg(R, IntelGPU::sub1)) < Last)
      Preserve(R);
  for (MCRegister R : IntelGPU::PAYLOADDWRegClass)
    Preserve(R);
  Preserve(IntelGPU::S58);
  return Mask.data();
}

unsigned IntelGPURegisterInfo::payloadGRFs(const MachineFunction &MF) {
  return IntelGPUPayload::Layout::of(MF.getFunction()).numGRFs();
}

bool IntelGPURegisterInfo::hasPrivateObjects(const MachineFunction &MF) {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  for (int FI = MFI.getObjectIndexBegin(), E = MFI.getObjectIndexEnd(); FI != E; ++FI)
    if (!MFI.isSpillSlotObjectIndex(FI) && !MFI.isDeadObjectIndex(FI))
      return true;
  return false;
}

bool IntelGPURegisterInfo::hasScalarRegisters(const MachineFunction &MF) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I)
    // A uniform value's class (SU: a scalar register or a payload dword,
    // which are never allocated) needs the scalar registers as much as
    // SREG does.
    if (const TargetRegisterClass *RC = MRI.getRegClassOrNull(Register::index2VirtReg(I));
        RC == &IntelGPU::SREGRegClass || RC == &IntelGPU::SURegClass)
      return true;
  return false;
}

bool IntelGPURegisterInfo::hasTextureMessages(const MachineFunction &MF) {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (IntelGPU::isTextureMessage(MI.getOpcode()))
        return true;
  return false;
}

BitVector IntelGPURegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  BitVector Reserved(getNumRegs());
  auto Reserve = [&](MCRegister R) {
    for (MCRegAliasIterator A(R, this, /*IncludeSelf=*/true); A.isValid(); ++A)
      Reserved.set(*A);
  };
  unsigned PerReg = getIntelGPUGRFsPerReg(MF.getFunction());
  if (PerReg > 1) {
    // Register n is the GRFs from r(PerReg n) (a pair at SIMD16, four at
    // SIMD32): the payload's, and r120-r127 on for the lowering's own use.
    for (unsigned I = 0, E = (payloadGRFs(MF) + PerReg - 1) / PerReg; I != E; ++I)
      Reserve(IntelGPU::R0 + I);
    for (unsigned I = 120 / PerReg; I != 128; ++I)
      Reserve(IntelGPU::R0 + I);
  } else {
    for (unsigned I = 0, E = payloadGRFs(MF); I != E && I != 120; ++I)
      Reserve(IntelGPU::R0 + I);
    // r120-r127: a kernel with private objects keeps their messages'
    // header in r120-r121; a render function's last messages are built
    // in r122-r127, a fragment function's render target writes at the top
    // of r120-r127.
    bool From120 = hasPrivateObjects(MF) || IntelGPUPayload::Layout::of(MF.getFunction()).Fragment;
    for (unsigned I = From120 ? 120 : 122; I != 128; ++I)
      Reserve(IntelGPU::R0 + I);
  }
  // A callable function never writes r0-r31, its caller's (docs/
  // intelgpu-abi.md, "Calls").
  bool Calls = usesIntelGPUCalls(MF.getFunction());
  if (metalnt::lower::isCallableFunction(MF.getFunction()))
    for (unsigned I = 0; I != IntelGPUCalls::PreservedGRFs / PerReg; ++I)
      Reserve(IntelGPU::R0 + I);
  // The address registers' GRFs, and the address registers beyond them.
  unsigned Width = 8 * PerReg;
  for (unsigned G = addressGRF(Width); G != addressGRF(Width) + addressGRFs(Width); G += PerReg)
    Reserve(IntelGPU::R0 + G / PerReg);
  for (unsigned Q = addressGRFs(Width) / (2 * PerReg); Q < IntelGPU::QGRFRegClass.getNumRegs();
       ++Q)
    Reserve(IntelGPU::Q0 + Q);
  if (hasTextureMessages(MF))
    for (unsigned G = TexturePayloadGRF; G != TexturePayloadGRF + TexturePayloadGRFs; G += PerReg)
      Reserve(IntelGPU::R0 + G / PerReg);
  // The scalar registers' GRFs, r112-r119, for a kernel that has scalar
  // registers; the scalar registers otherwise.
  // A function that calls or is called has the return registers and the
  // frame row among them (S56-S58, r119.0-r119.2).
  if (Calls || hasScalarRegisters(MF)) {
    for (unsigned G = ScalarGRF; G != ScalarGRF + 8; G += PerReg)
      Reserve(IntelGPU::R0 + G / PerReg);
    if (Calls)
      Reserved.set(IntelGPU::S58);
  } else {
    for (MCRegister R : IntelGPU::SREGRegClass)
      Reserve(R);
  }
  for (MCRegister R : IntelGPU::ARFRegClass)
    Reserve(R);
  for (MCRegister R : IntelGPU::PAYLOADDWRegClass)
    Reserved.set(R);
  return Reserved;
}

bool IntelGPURegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator MI,
                                               int, unsigned FIOperandNum,
                                               RegScavenger *) const {
  // Frame objects are at offsets from 0 in every channel's frame; the
  // instruction (a constant or a spill) takes the offset as an immediate
  // (docs/intelgpu-codegen.md, "Private memory and spills").
  // In a callable function a private object's address is its offset from
  // the frame's base, which the caller gives in the frame row
  // (CG_FRAME_ADDR); spills add the row to their descriptor
  // (IntelGPUMCInstLower).
  MachineOperand &FI = MI->getOperand(FIOperandNum);
  const MachineFunction &MF = *MI->getMF();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  FI.ChangeToImmediate(MFI.getObjectOffset(FI.getIndex()));
  if (MI->getOpcode() == IntelGPU::CG_MOVI && metalnt::lower::isCallableFunction(MF.getFunction()))
    MI->setDesc(MF.getSubtarget().getInstrInfo()->get(IntelGPU::CG_FRAME_ADDR));
  return false;
}

Register IntelGPURegisterInfo::getFrameRegister(const MachineFunction &) const {
  return IntelGPU::R0;
}
