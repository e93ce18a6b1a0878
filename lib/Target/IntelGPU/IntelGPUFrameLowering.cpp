//===- IntelGPUFrameLowering.cpp - Gen9/Gen11 frames ----------------------===//

#include "IntelGPUFrameLowering.h"
#include "IntelGPU.h"
#include "IntelGPURegisterInfo.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

uint64_t IntelGPUFrameLowering::scratchBytesPerThread(const MachineFunction &MF) {
  // A function that calls has its callees' frames on top of its own:
  // the whole stack the messages reach.
  if (makesIntelGPUCalls(MF.getFunction()))
    return IntelGPUCalls::StackBytes;
  uint64_t Frame = MF.getFrameInfo().getStackSize();
  if (!Frame)
    return 0;
  return std::max<uint64_t>(
      1024, PowerOf2Ceil(alignTo(Frame, 4) * getIntelGPUSIMDWidth(MF.getFunction())));
}

uint64_t IntelGPUFrameLowering::maxFrameBytes(const MachineFunction &MF) {
  // 4096 registers of scratch; a frame dword is W / 8 of them.
  return 4096 * 4 / (getIntelGPUSIMDWidth(MF.getFunction()) / 8);
}

/// What starts a diagnostic that makes the translator compile the kernel
/// narrower ("intelgpu: SIMD16: "), or "" when its width is SIMD8 or forced.
static std::string retryMarker(const Function &F) {
  unsigned W = getIntelGPUSIMDWidth(F);
  if (W == 8 || F.hasFnAttribute("intelgpu-simd-width-forced"))
    return "";
  return "intelgpu: SIMD" + std::to_string(W) + ": ";
}

/// The bytes of the frame's live spill slots, or of its other live
/// objects (private memory), each rounded up to dwords.
static uint64_t liveObjectBytes(const MachineFrameInfo &MFI, bool SpillSlots) {
  uint64_t Bytes = 0;
  for (int FI = MFI.getObjectIndexBegin(), E = MFI.getObjectIndexEnd(); FI != E; ++FI)
    if (MFI.isSpillSlotObjectIndex(FI) == SpillSlots && !MFI.isDeadObjectIndex(FI))
      Bytes += alignTo(MFI.getObjectSize(FI), 4);
  return Bytes;
}

void IntelGPUFrameLowering::emitPrologue(MachineFunction &MF,
                                         MachineBasicBlock &MBB) const {
  // r0.5 points at the thread's scratch space. Spills take r0 as their
  // header; private objects' messages take r120, written here. A frame
  // the scratch block messages' 12-bit register offset cannot reach is an
  // error (the code is not used).
  const Function &Fn = MF.getFunction();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  std::string Retry = retryMarker(Fn);
  if (!Retry.empty() && !keepsIntelGPUSIMDWidth(Fn)) {
    // The translator compiles the kernel narrower instead (Intel's
    // compiler drops a SIMD16 or SIMD32 compile that spills too). A
    // spill slot's dword is one register of this width, and half the
    // width has about twice the registers; but slots are not all live at
    // once, and the payload's share differs. Spills outnumbering twice
    // the registers the kernel has (three times the values it could hold)
    // do not fit half the width, so the translator does not try it (a
    // compile of a large kernel takes seconds; test/metal-nt/
    // intelgpu-spills.test checks the choice against forced widths).
    if (uint64_t SpillDwords = liveObjectBytes(MFI, /*SpillSlots=*/true) / 4) {
      const MachineRegisterInfo &MRI = MF.getRegInfo();
      unsigned Registers = 0;
      for (unsigned R = 0; R != 128; ++R)
        Registers += !MRI.isReserved(IntelGPU::R0 + R);
      bool NotHalf = getIntelGPUSIMDWidth(Fn) == 32 && SpillDwords > 2 * Registers;
      Fn.getContext().diagnose(metalnt::lower::DiagnosticInfoCodeGen(
          NotHalf ? metalnt::lower::CodeGenFailure::TooWideForHalf
                  : metalnt::lower::CodeGenFailure::TooWide,
          Retry + "the kernel spills"));
      return;
    }
  }
  if (IntelGPURegisterInfo::hasPrivateObjects(MF))
    BuildMI(MBB, MBB.begin(), DebugLoc(),
            MF.getSubtarget().getInstrInfo()->get(IntelGPU::CG_SCRATCH_HEADER));
  uint64_t Frame = MF.getFrameInfo().getStackSize();
  uint64_t Max = maxFrameBytes(MF);
  if (alignTo(Frame, 4) <= Max)
    return;
  const Function &F = MF.getFunction();
  // A channel's private objects take the same bytes at every width, and
  // half the width reaches twice the bytes: private objects beyond that
  // do not fit half the width either.
  bool NotHalf = getIntelGPUSIMDWidth(F) == 32 &&
                 liveObjectBytes(MFI, /*SpillSlots=*/false) > 2 * Max;
  F.getContext().diagnose(metalnt::lower::DiagnosticInfoCodeGen(
      Retry.empty() ? metalnt::lower::CodeGenFailure::Unsupported
      : NotHalf     ? metalnt::lower::CodeGenFailure::TooWideForHalf
                    : metalnt::lower::CodeGenFailure::TooWide,
      Twine(Retry.empty() ? "intelgpu: " : Retry) + "the kernel needs " + Twine(Frame) +
             " bytes of private memory and spill slots per thread, more "
             "than the " + Twine(Max) + " the scratch messages reach at SIMD" +
             Twine(getIntelGPUSIMDWidth(F))));
}

uint64_t IntelGPUFrameLowering::frameRows(const MachineFunction &MF) {
  return alignTo(MF.getFrameInfo().getStackSize(), 4) / 4 *
         getIntelGPUGRFsPerReg(MF.getFunction());
}

/// The callee's frame starts where the caller's ends: right before the
/// call a kernel sets the frame row to its frame's rows (its frame starts
/// at row 0), a callable function adds its frame's rows to its own base,
/// and takes them off again right after the call. (At the pseudos
/// themselves the row would move too early and come back too late:
/// spill reloads after ADJCALLSTACKDOWN, or before ADJCALLSTACKUP, are
/// relative to the caller's base; G13's frames do the same.)
MachineBasicBlock::iterator IntelGPUFrameLowering::eliminateCallFramePseudoInstr(
    MachineFunction &MF, MachineBasicBlock &MBB, MachineBasicBlock::iterator MI) const {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  DebugLoc DL = MI->getDebugLoc();
  bool Down = MI->getOpcode() == IntelGPU::ADJCALLSTACKDOWN;
  int64_t Rows = int64_t(frameRows(MF));
  MachineBasicBlock::iterator At = MI;
  if (Down) {
    while (At != MBB.end() && !At->isCall())
      ++At;
  } else {
    while (At != MBB.begin() && !std::prev(At)->isCall())
      --At;
  }
  if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
    if (Down)
      BuildMI(MBB, At, DL, TII.get(IntelGPU::CG_FRAME_ROW_SET)).addImm(Rows);
  } else if (Rows) {
    BuildMI(MBB, At, DL, TII.get(IntelGPU::CG_FRAME_ROW_ADD)).addImm(Down ? Rows : -Rows);
  }
  return MBB.erase(MI);
}
