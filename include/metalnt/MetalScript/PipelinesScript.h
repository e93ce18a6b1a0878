//===- PipelinesScript.h - Resolving a Metal pipelines script ---*- C++ -*-===//
//
// Turns a loaded .mtlp script into what translation needs: every library
// found (through -L in order) and read, every specialization's constants
// merged (local values override named ones) and checked against the
// function constants the function declares, every predicate evaluated for
// the target architecture, every function reference resolved to a function
// of the right kind. Anything that does not resolve is an error pointing at
// the script.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALSCRIPT_PIPELINESSCRIPT_H
#define METALNT_METALSCRIPT_PIPELINESSCRIPT_H

#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/MetalLib/LibraryCache.h"
#include "metalnt/MetalScript/Script.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace metalnt {
namespace script {

/// A function reference as written: "name", "alias:<label>#name",
/// "file:<path>#name".
struct FunctionRef {
  enum Kind { Input, Alias, File };
  Kind K = Input;
  std::string Library; ///< label (Alias) or path (File)
  std::string Function;
};
/// Parses a reference; Offset reports where a malformed one goes wrong.
std::optional<FunctionRef> parseFunctionRef(llvm::StringRef Text,
                                            std::string &Error);

struct ResolvedFunction {
  FunctionRef Ref;
  std::string LibraryPath;  ///< the MetalLib file holding the function
  std::string Specialization; ///< label of a specialized library, if any
  uint8_t Type = 0;         ///< MetalLib function type
};

struct ConstantSetting {
  unsigned Index = 0;
  std::string Name;      ///< as the function declares it
  std::string DataType;  ///< as the function declares it ("float4")
  std::string ValueType; ///< "ConstantFloat4"
  std::vector<std::string> Values;
  std::string Origin; ///< "local" or the named values' name
};

struct ResolvedLibrary {
  std::string Label;
  std::string Path; ///< paths entries
  bool IsSpecialization = false;
  ResolvedFunction Base;       ///< the function specialized
  std::string SpecializedName; ///< its name after specialization
  std::vector<ConstantSetting> Constants; ///< by index
};

/// What a render pipeline descriptor says of its functions' code, as
/// written (enum values by their schema names); the driver turns it into
/// lower::RenderPipeline. Where is the descriptor's value path, for errors.
struct ResolvedRenderState {
  struct Attribute {
    unsigned Index = 0, BufferIndex = 0;
    uint32_t Offset = 0;
    std::string Format;
  };
  struct Layout {
    unsigned Index = 0;
    uint32_t Stride = 0, StepRate = 1;
    std::string StepFunction;
  };
  struct ColorAttachment {
    unsigned Index = 0;
    std::string PixelFormat;
    uint8_t WriteMask = 0xF;
    bool Blending = false;
    std::string SourceRGB, DestinationRGB, RGBOperation;
    std::string SourceAlpha, DestinationAlpha, AlphaOperation;
  };
  std::string Where;
  bool HasVertexDescriptor = false;
  std::vector<Attribute> Attributes;
  std::vector<Layout> Layouts;
  std::vector<ColorAttachment> Colors;
  std::string DepthFormat, StencilFormat;
  unsigned SampleCount = 1;
  bool RasterizationEnabled = true, AlphaToCoverage = false, AlphaToOne = false;
};

struct ResolvedPipeline {
  std::string Kind; ///< "compute_pipelines", "render_pipelines", ...
  /// Render pipelines: the descriptor's state.
  std::optional<ResolvedRenderState> Render;
  unsigned Index = 0;
  std::string Predicate; ///< canonical; empty when there is none
  bool Enabled = true;
  std::vector<std::pair<std::string, ResolvedFunction>> Functions;
};

struct NamedPredicateValue {
  std::string Name;
  std::string Expression; ///< canonical
  bool Value = false;
};

struct ResolvedPipelinesScript {
  std::string ScriptPath;
  std::string Kind; ///< "Metal pipelines script", "AIR function script", ...
  bool WasJSON = false;
  const GPUArch *Arch = nullptr;
  std::string InputLibrary;
  std::vector<ResolvedLibrary> Libraries;
  std::vector<NamedPredicateValue> NamedPredicates;
  std::vector<ResolvedPipeline> Pipelines;
  /// AIR dylib/assembly/object scripts: the functions to translate (empty:
  /// all of them).
  std::vector<std::string> SelectedFunctions;
  std::string InstallName; ///< AIR dylib scripts
};

struct ResolveOptions {
  /// -L directories, searched in order for relative library paths.
  std::vector<std::string> SearchPaths;
  /// The MetalLib given on the command line (plain function names), if any.
  std::string InputLibrary;
  /// The target architecture (its families decide the predicates).
  const GPUArch *Arch = nullptr;
  /// Where the MetalLibs the script names are read; shared by the caller so
  /// that resolving for several architectures, and translating afterwards,
  /// read each file once. Null: the resolver keeps its own.
  metallib::LibraryCache *Libraries = nullptr;
};

/// Resolves a script of any kind against its input: a Metal pipelines
/// script as described above; an AIR pipeline, function or dylib script
/// against the MetalLib given to metal-nt (every function it names must be
/// there, of the right kind, with the constants it sets); an AIR assembly or
/// object script against the .ll/.air module.
llvm::Expected<ResolvedPipelinesScript>
resolvePipelinesScript(const LoadedScript &Script, const ResolveOptions &Opts);

/// The resolved model as metal-nt -stop-after=metal-script prints it.
void printResolvedScript(const ResolvedPipelinesScript &R,
                         llvm::raw_ostream &OS);

} // namespace script
} // namespace metalnt

#endif
