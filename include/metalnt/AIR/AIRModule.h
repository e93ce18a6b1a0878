//===- AIRModule.h - Reading AIR modules and their contract -----*- C++ -*-===//
//
// AIR is LLVM IR with conventions: named metadata lists the entry points
// (!air.kernel, !air.vertex, ...), !air.version and !air.language_version
// give the versions, !air.function_constants the specialization constants.
// docs/air-conventions.md describes them with their sources.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_AIR_AIRMODULE_H
#define METALNT_AIR_AIRMODULE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <memory>
#include <optional>
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/PassManager.h"
#include <string>
#include <vector>

namespace llvm {
class PassBuilder;
class Function;
class GlobalVariable;
class LLVMContext;
class Module;
class Type;
} // namespace llvm

namespace metalnt {
namespace air {

/// The entry-point lists, with the MetalLib TYPE each one gives a function.
struct EntryListKind {
  llvm::StringRef MetadataName; ///< "air.kernel"
  uint8_t FunctionType;         ///< metallib::FunctionType value
};
llvm::ArrayRef<EntryListKind> getEntryListKinds();

struct EntryPoint {
  llvm::Function *F = nullptr;
  uint8_t FunctionType = 0;
};

struct Version3 {
  unsigned Major = 0, Minor = 0, Patch = 0;
};

struct FunctionConstant {
  llvm::GlobalVariable *Global = nullptr;
  std::string TypeName; ///< "bool", "float", "uint2", ...
  std::string Name;
  unsigned Index = 0;
  bool Required = true;
};

struct ModuleInfo {
  std::optional<Version3> AIRVersion;
  std::string LanguageName; ///< "Metal"
  std::optional<Version3> LanguageVersion;
  std::vector<EntryPoint> EntryPoints;
  std::vector<std::string> CompileOptions;
  std::vector<FunctionConstant> FunctionConstants;
};

/// Reads the AIR contract of a module. Malformed AIR metadata is an error
/// naming the metadata node and what was expected.
llvm::Expected<ModuleInfo> analyzeModule(llvm::Module &M);

/// Reads AIR bitcode: raw, or inside the Darwin bitcode wrapper (.air).
llvm::Expected<std::unique_ptr<llvm::Module>>
parseAIRBitcode(llvm::MemoryBufferRef Buffer, llvm::LLVMContext &Ctx);

/// Parses AIR bitcode (raw or wrapped) or AIR assembly, whichever Buffer
/// holds; a text parse error is reported as "file:line:col: error: message".
/// Assembly needs a NUL-terminated buffer (MemoryBuffer's default).
llvm::Expected<std::unique_ptr<llvm::Module>>
parseAIR(llvm::MemoryBufferRef Buffer, llvm::LLVMContext &Ctx);

/// Reads a .ll or .air/.bc file (or standard input for "-") with parseAIR.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadAIRFile(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// M as a MetalLib function's bitcode blob: the bitcode (without the Darwin
/// wrapper LLVM adds for Darwin triples) in Apple's wrapper, padded.
std::string writeFunctionBlob(const llvm::Module &M);

/// Removes functions and globals with local linkage that nothing uses, until
/// none is left (erasing one can leave others unused).
void removeDeadInternals(llvm::Module &M);

/// Runs the module pipeline \p Build makes (with a PassBuilder whose
/// analyses are registered) over \p M; \p Build's error is returned.
llvm::Error runPasses(
    llvm::Module &M,
    llvm::function_ref<llvm::Expected<llvm::ModulePassManager>(llvm::PassBuilder &)> Build);

/// The type suffix of AIR builtin names for a value type: "f32", "v4f16",
/// "i32" (the element's width: bfloat is "f16" too).
std::string typeSuffix(llvm::Type *T);

/// True when the bytes start with the bitcode wrapper or raw bitcode magic.
bool isBitcode(llvm::StringRef Bytes);

/// A function of the Metal compiler's runtime library (libmetal_rt,
/// libair_rt: ___metal_frexp_float_pthreadint32, __air_impl_nextafter_f32,
/// ...), which Apple's air-lld links in and translators lower; not an
/// import from a dynamic library.
inline bool isRuntimeLibraryName(llvm::StringRef Name) {
  return Name.starts_with("___metal_") || Name.starts_with("__air_impl_");
}

} // namespace air
} // namespace metalnt

#endif
