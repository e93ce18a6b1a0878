//===- AppleGPUTargetInfo.h - Apple GPU target registration ----*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUTARGETINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUTARGETINFO_H

namespace llvm {
class Target;
Target &getTheAppleGPUTarget();
} // namespace llvm

extern "C" {
void LLVMInitializeAppleGPUTargetInfo();
void LLVMInitializeAppleGPUTargetMC();
void LLVMInitializeAppleGPUDisassembler();
void LLVMInitializeAppleGPUAsmParser();
void LLVMInitializeAppleGPUTarget();
}

namespace llvm {
/// Registers every part of the Apple GPU target (idempotent).
void initializeAppleGPUTarget();
} // namespace llvm

#endif
