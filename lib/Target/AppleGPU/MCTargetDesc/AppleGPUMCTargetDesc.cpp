//===- AppleGPUMCTargetDesc.cpp - Apple GPU target descriptions -----------===//
//
// Registers the Apple GPU MC layer with the TargetRegistry.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUMCTargetDesc.h"
#include "AppleGPUInstPrinter.h"
#include "AppleGPUMCAsmInfo.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "AppleGPUGenInstrInfo.inc"

#define GET_REGINFO_MC_DESC
#include "AppleGPUGenRegisterInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "AppleGPUGenSubtargetInfo.inc"

using namespace llvm;

uint32_t AppleGPU::machOCPUSubtype(StringRef CPU) {
  // ../shared/facts/gpu-targets.md; lib/GPUArch/GPUArchs.def has the same.
  return StringSwitch<uint32_t>(CPU)
      .Case("g13p", 290)
      .Case("g13g", 322)
      .Case("g13s", 530)
      .Case("g13c", 562)
      .Case("g13d", 594)
      .Default(0);
}

static MCInstrInfo *createAppleGPUMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitAppleGPUMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createAppleGPUMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitAppleGPUMCRegisterInfo(X, /*RA=*/0);
  return X;
}

static MCSubtargetInfo *
createAppleGPUMCSubtargetInfo(const Triple &TT, StringRef CPU, StringRef FS) {
  if (CPU.empty() || CPU == "generic")
    CPU = "g13g";
  return createAppleGPUMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createAppleGPUMCAsmInfo(const MCRegisterInfo &MRI,
                                          const Triple &TT,
                                          const MCTargetOptions &Options) {
  return new AppleGPUMCAsmInfo(TT);
}

static MCInstPrinter *createAppleGPUMCInstPrinter(const Triple &T,
                                                  unsigned SyntaxVariant,
                                                  const MCAsmInfo &MAI,
                                                  const MCInstrInfo &MII,
                                                  const MCRegisterInfo &MRI) {
  return new AppleGPUInstPrinter(MAI, MII, MRI);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAppleGPUTargetMC() {
  Target &T = getTheAppleGPUTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createAppleGPUMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createAppleGPUMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createAppleGPUMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createAppleGPUMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createAppleGPUMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createAppleGPUMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createAppleGPUAsmBackend);
}
