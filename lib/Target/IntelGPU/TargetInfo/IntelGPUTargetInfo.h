//===- IntelGPUTargetInfo.h - Intel GPU target registration ----*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUTARGETINFO_H
#define METALNT_TARGET_INTELGPU_INTELGPUTARGETINFO_H

namespace llvm {
class Target;
Target &getTheIntelGPUTarget();
/// Registers every part of the Intel GPU target (idempotent).
void initializeIntelGPUTarget();
} // namespace llvm

#endif
