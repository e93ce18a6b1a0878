//===- IntelGPUPlugin.cpp - the Intel GPU target as an LLVM plugin --------===//
//
// Registers the intelgpu target when loaded:
//   llc --load=lib/IntelGPUPlugin.so -march=intelgpu ...
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/IntelGPUTargetInfo.h"

namespace {
struct RegisterIntelGPU {
  RegisterIntelGPU() { llvm::initializeIntelGPUTarget(); }
} Registration;
} // namespace
