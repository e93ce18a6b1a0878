//===- Driver.h - What metal-nt and metal-tt share --------------*- C++ -*-===//
//
// The steps of a translation run that do not depend on the tool: reading the
// input (AIR, a MetalLib, or a universal binary's air64 slice), planning the
// functions a script enables per architecture, and the LC_BUILD_VERSION of
// -platform_version.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_DRIVER_DRIVER_H
#define METALNT_DRIVER_DRIVER_H

#include "metalnt/Driver/Plan.h"
#include "metalnt/Driver/Translate.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/MetalLib/LibraryCache.h"
#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/Script.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace metalnt {

/// A translation run's input.
struct DriverInput {
  std::string Path;
  /// The library to translate, held by the cache the input was loaded into.
  const metallib::Library *Library = nullptr;
  /// MH_OBJECT for AIR (.ll/.air), MH_GPU_DYLIB for a dynamic MetalLib,
  /// MH_GPU_EXECUTE otherwise.
  uint32_t FileType = gpumacho::MH_GPU_EXECUTE;
  /// The MetalLib's bytes as read (a universal binary's air64 slice); empty
  /// for AIR inputs.
  llvm::StringRef MetalLibBytes;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;

  bool isAIR() const { return FileType == 0x1; }
};

/// Reads \p Path: a MetalLib, a universal binary (its air64 slice), or AIR
/// assembly/bitcode linked into a MetalLib in memory. The library is added
/// to \p Cache under \p Path.
llvm::Expected<DriverInput> loadInput(llvm::StringRef Path,
                                      metallib::LibraryCache &Cache);

/// loadInput of bytes already in memory (a library the caller linked), read
/// as if from \p Path.
llvm::Expected<DriverInput>
loadInputBuffer(llvm::StringRef Path, std::unique_ptr<llvm::MemoryBuffer> Buffer,
                metallib::LibraryCache &Cache);

/// What a translation takes besides its input and architectures.
struct TranslationRequest {
  /// -N: the script choosing functions, constants and pipelines; empty:
  /// every function of the input.
  std::string ScriptPath;
  /// -L: where the script's and the imports' libraries are looked up.
  std::vector<std::string> SearchPaths;
  /// Threads (0: one per CPU); the output does not depend on it.
  unsigned Jobs = 0;
  std::optional<gpumacho::BuildVersion> Build;
};

/// A MetalLib translated for each of \p Archs, as metal-tt and the metal
/// driver do it: the script's plan (or the library's functions),
/// specialization, the script's render pipelines, then one slice or error
/// per architecture (in \p Archs order). Errors before translation (the
/// script, specialization) fail the whole.
llvm::Expected<std::vector<llvm::Expected<gpumacho::Slice>>>
translateInput(const DriverInput &In, metallib::LibraryCache &Cache,
               llvm::ArrayRef<const GPUArch *> Archs,
               const TranslationRequest &R);

/// The functions a script enables for some architecture, once each, and per
/// architecture (parallel to Archs) the output names it gets; an
/// architecture whose predicates enable nothing gets {""} (an empty slice).
struct ScriptPlan {
  std::vector<PlannedFunction> Plan;
  std::vector<std::set<std::string>> PerArch;
};

/// The lower::RenderPipeline a script's render pipeline describes: formats
/// and blend state looked up; errors point at the member in the script.
llvm::Expected<lower::RenderPipeline>
toRenderPipeline(const script::ResolvedRenderState &R,
                 const script::LoadedScript &S);

/// The render pipelines of a script's plan as the translation compiles
/// them in (TO.Pipelines, by function name): formats and blend state
/// looked up, then each checked against its specialized function
/// (lower::checkPipeline). Errors point into the script.
llvm::Error addRenderPipelines(TranslateOptions &TO,
                               llvm::ArrayRef<PlannedFunction> Plan,
                               const metallib::Library &Specialized,
                               const script::LoadedScript &S);

/// Resolves \p S for each architecture with \p Opts (whose Arch is set per
/// architecture). With \p Resolved, each resolution is printed there.
llvm::Expected<ScriptPlan>
planScript(const script::LoadedScript &S,
           llvm::ArrayRef<const GPUArch *> Archs, script::ResolveOptions Opts,
           llvm::raw_ostream *Resolved = nullptr);

/// -platform_version <platform> <min_version> <sdk_version> as the
/// LC_BUILD_VERSION of the output; none when \p Args is empty.
llvm::Expected<std::optional<gpumacho::BuildVersion>>
parsePlatformVersion(llvm::ArrayRef<std::string> Args);

/// Makes LLVM's fatal errors (a code generator's) plain errors of Tool:
/// "<tool>: error: LLVM: <reason>", exit status 1. Nothing has been written
/// then: the translating tools write their output only once all succeeded.
void installToolFatalErrorHandler(const char *Tool);

/// Runs Body into memory and writes what it wrote to Output ("-": the
/// standard output) only if it succeeded; an error is reported as
/// "<tool>: error: ...". Returns the exit status.
int runAndWriteOutput(llvm::StringRef Tool, llvm::StringRef Output,
                      llvm::function_ref<llvm::Error(llvm::raw_ostream &)> Body);

/// The platforms -platform_version and -available-archs know.
llvm::ArrayRef<llvm::StringRef> getPlatformNames();

} // namespace metalnt

#endif
