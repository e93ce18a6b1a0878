//===- Translate.h - Native code for every function and arch ----*- C++ -*-===//

#ifndef METALNT_DRIVER_TRANSLATE_H
#define METALNT_DRIVER_TRANSLATE_H

#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace metalnt {

struct TranslateOptions {
  std::vector<const GPUArch *> Archs;
  /// Functions are translated in parallel on this many threads; the output
  /// does not depend on it.
  unsigned Jobs = 1;
  /// MH_OBJECT, MH_GPU_EXECUTE or MH_GPU_DYLIB.
  uint32_t FileType = gpumacho::MH_GPU_EXECUTE;
  std::optional<gpumacho::BuildVersion> Build;
  /// Per architecture (parallel to Archs): the functions it gets, when a
  /// script's predicates leave some out; empty means all of them.
  std::vector<std::set<std::string>> Only;
  /// Vertex and fragment functions of render pipelines, by name: the
  /// pipeline each is compiled for (others get the defaults).
  std::map<std::string, lower::RenderPipeline> Pipelines;

  bool includes(size_t ArchIndex, const std::string &Function) const {
    return ArchIndex >= Only.size() || Only[ArchIndex].empty() ||
           Only[ArchIndex].count(Function);
  }
};

/// Native code of every function of a (specialized) library for every
/// architecture, one slice per architecture, or the architecture's first
/// failure (in function order). All architectures' translations share one
/// pool of Opts.Jobs threads.
std::vector<llvm::Expected<gpumacho::Slice>>
translateEachArch(const metallib::Library &Lib, const TranslateOptions &Opts);

/// translateEachArch, failing with the first failure (in architecture, then
/// function order).
llvm::Expected<std::vector<gpumacho::Slice>>
translateLibrary(const metallib::Library &Lib, const TranslateOptions &Opts);

/// "native code for <arch> is not available yet (...)".
std::string noTranslatorMessage(const GPUArch &A);

/// Assembly listings, concatenated per architecture then function, each
/// behind a "; metal-nt: <function> for <arch>" line.
llvm::Expected<std::string> listAssembly(const metallib::Library &Lib,
                                         const TranslateOptions &Opts,
                                         bool EmitLLVM);

} // namespace metalnt

#endif
