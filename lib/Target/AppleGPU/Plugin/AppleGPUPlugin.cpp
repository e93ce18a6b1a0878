//===- AppleGPUPlugin.cpp - the Apple GPU target as an LLVM plugin --------===//
//
// A shared object that registers the applegpu target when it is loaded, so
// that Debian's stock tools can use it:
//   llc --load=lib/AppleGPUPlugin.so -march=applegpu ...
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/AppleGPUTargetInfo.h"

namespace {
struct RegisterAppleGPU {
  RegisterAppleGPU() { llvm::initializeAppleGPUTarget(); }
} Registration;
} // namespace
