//===- AppleGPUSubtarget.cpp - G13 subtarget ------------------------------===//

#include "AppleGPUSubtarget.h"
#include "AppleGPUTargetMachine.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "AppleGPUGenSubtargetInfo.inc"

using namespace llvm;

AppleGPUSubtarget::AppleGPUSubtarget(const Triple &TT, StringRef CPU,
                                     StringRef FS,
                                     const AppleGPUTargetMachine &TM)
    : AppleGPUGenSubtargetInfo(TT, CPU.empty() ? "g13g" : CPU,
                               CPU.empty() ? "g13g" : CPU, FS),
      InstrInfo(*this), TLInfo(TM, *this) {
  ParseSubtargetFeatures(CPU.empty() ? "g13g" : CPU, CPU.empty() ? "g13g" : CPU,
                         FS);
}
