//===- IntelGPUSubtarget.cpp - Gen9/Gen11 subtargets ----------------------===//

#include "IntelGPUSubtarget.h"
#include "IntelGPUTargetMachine.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "IntelGPUGenSubtargetInfo.inc"

using namespace llvm;

static StringRef cpuOrDefault(StringRef CPU) { return CPU.empty() ? "skl" : CPU; }

IntelGPUSubtarget::IntelGPUSubtarget(const Triple &TT, StringRef CPU,
                                     StringRef FS,
                                     const IntelGPUTargetMachine &TM)
    : IntelGPUGenSubtargetInfo(TT, cpuOrDefault(CPU), cpuOrDefault(CPU), FS),
      InstrInfo(initializeSubtargetDependencies(CPU, FS)), TLInfo(TM, *this) {}

IntelGPUSubtarget &IntelGPUSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                                     StringRef FS) {
  ParseSubtargetFeatures(cpuOrDefault(CPU), cpuOrDefault(CPU), FS);
  return *this;
}
