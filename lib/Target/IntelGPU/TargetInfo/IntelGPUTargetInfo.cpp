//===- IntelGPUTargetInfo.cpp - Intel GPU target registration -------------===//

#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getTheIntelGPUTarget() {
  static Target TheIntelGPUTarget;
  return TheIntelGPUTarget;
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeIntelGPUTargetInfo() {
  // LLVM's Triple has no Intel GPU architecture: the target is chosen by
  // name (-march=intelgpu), never by matching a triple.
  TargetRegistry::RegisterTarget(
      getTheIntelGPUTarget(), "intelgpu", "Intel GPU (Gen9, Gen11)", "IntelGPU",
      [](Triple::ArchType) { return false; }, /*HasJIT=*/false);
}
