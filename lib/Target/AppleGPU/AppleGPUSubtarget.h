//===- AppleGPUSubtarget.h - G13 subtarget ----------------------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUSUBTARGET_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUSUBTARGET_H

#include "AppleGPUFrameLowering.h"
#include "AppleGPUISelLowering.h"
#include "AppleGPUInstrInfo.h"
#include "AppleGPURegisterInfo.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#define GET_SUBTARGETINFO_HEADER
#include "AppleGPUGenSubtargetInfo.inc"

namespace llvm {
class AppleGPUTargetMachine;

class AppleGPUSubtarget : public AppleGPUGenSubtargetInfo {
  bool HasG13 = false;
  AppleGPUInstrInfo InstrInfo;
  AppleGPUFrameLowering FrameLowering;
  AppleGPUTargetLowering TLInfo;
  SelectionDAGTargetInfo TSInfo;

public:
  AppleGPUSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                    const AppleGPUTargetMachine &TM);

  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);

  const AppleGPUInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const AppleGPURegisterInfo *getRegisterInfo() const override {
    return &InstrInfo.getRegisterInfo();
  }
  const AppleGPUFrameLowering *getFrameLowering() const override {
    return &FrameLowering;
  }
  const AppleGPUTargetLowering *getTargetLowering() const override {
    return &TLInfo;
  }
  const SelectionDAGTargetInfo *getSelectionDAGInfo() const override {
    return &TSInfo;
  }
};

} // namespace llvm

#endif
