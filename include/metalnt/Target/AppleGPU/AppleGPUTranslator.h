//===- AppleGPUTranslator.h - AIR to Apple G13 code -------------*- C++ -*-===//
//
// AIR is lowered to applegpu LLVM IR (docs/applegpu-abi.md: buffers in
// uniform pairs, thread positions from special registers) and compiled by
// our AppleGPU back end. A pipeline function's object is a nested Mach-O
// whose __TEXT,__text holds _agc.main.constant_program and _agc.main, the
// layout of Apple's GPU binaries (docs/gpu-macho.md).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUTRANSLATOR_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUTRANSLATOR_H

#include "metalnt/Target/Translator.h"

namespace metalnt {
namespace applegpu {

/// The Apple translator of the Translator interface (applegpu_g13*).
const Translator &getTranslator();

/// The code of _agc.main in a nested Mach-O the translator made, and its
/// offset in the __text section; for executors.
llvm::Expected<std::pair<std::string, uint64_t>>
extractMainCode(llvm::StringRef NestedMachO);

} // namespace applegpu
} // namespace metalnt

#endif
