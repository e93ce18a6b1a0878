//===- IntelGPUSubtarget.h - Gen9/Gen11 subtargets --------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUSUBTARGET_H
#define METALNT_TARGET_INTELGPU_INTELGPUSUBTARGET_H

#include "IntelGPUFrameLowering.h"
#include "IntelGPUISelLowering.h"
#include "IntelGPUInstrInfo.h"
#include "IntelGPURegisterInfo.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#define GET_SUBTARGETINFO_HEADER
#include "IntelGPUGenSubtargetInfo.inc"

namespace llvm {
class IntelGPUTargetMachine;

class IntelGPUSubtarget : public IntelGPUGenSubtargetInfo {
  bool IsGen9 = false, IsGen11 = false;
  IntelGPUInstrInfo InstrInfo;
  IntelGPUFrameLowering FrameLowering;
  IntelGPUTargetLowering TLInfo;
  IntelGPUSelectionDAGInfo TSInfo;

public:
  IntelGPUSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                    const IntelGPUTargetMachine &TM);

  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);
  /// Parses the features before the members that read them are built.
  IntelGPUSubtarget &initializeSubtargetDependencies(StringRef CPU, StringRef FS);
  bool isGen11() const { return IsGen11; }

  const IntelGPUInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const IntelGPURegisterInfo *getRegisterInfo() const override {
    return &InstrInfo.getRegisterInfo();
  }
  const IntelGPUFrameLowering *getFrameLowering() const override {
    return &FrameLowering;
  }
  const IntelGPUTargetLowering *getTargetLowering() const override {
    return &TLInfo;
  }
  const SelectionDAGTargetInfo *getSelectionDAGInfo() const override {
    return &TSInfo;
  }
};

} // namespace llvm

#endif
