//===- AppleGPUTargetInfo.cpp - Apple GPU target registration -------------===//

#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getTheAppleGPUTarget() {
  static Target TheAppleGPUTarget;
  return TheAppleGPUTarget;
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAppleGPUTargetInfo() {
  // LLVM's Triple has no Apple GPU architecture: the target is chosen by
  // name (-march=applegpu), never by matching a triple.
  TargetRegistry::RegisterTarget(
      getTheAppleGPUTarget(), "applegpu", "Apple GPU (G13, AGX2)", "AppleGPU",
      [](Triple::ArchType) { return false; }, /*HasJIT=*/false);
}
