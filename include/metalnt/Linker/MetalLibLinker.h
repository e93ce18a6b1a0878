//===- MetalLibLinker.h - Linking AIR modules into a MetalLib ---*- C++ -*-===//
//
// The equivalent of Apple's `metallib` / `air-lld`: AIR modules in, a
// MetalLib out. An executable library gets one bitcode module per qualified
// function (the function and what it uses); a dynamic library keeps one
// module that every exported function shares.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LINKER_METALLIBLINKER_H
#define METALNT_LINKER_METALLIBLINKER_H

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace metalnt {

struct LinkOptions {
  /// Build a dynamic library (MetalLib file type 2).
  bool Dynamic = false;
  /// The dynamic library's install name (HDYN NAME).
  std::string InstallName;
  /// Dynamic libraries this library links against (HDYN DYNL).
  std::vector<std::string> LinkedLibraries;
};

/// Links the modules (all of one context) into a library model ready for
/// metallib::writeMetalLib. Header fields (platform, OS, container version)
/// come from the first module's triple and AIR version.
llvm::Expected<metallib::Library>
linkMetalLib(std::vector<std::unique_ptr<llvm::Module>> Modules,
             const LinkOptions &Opts);

} // namespace metalnt

#endif
