//===- Translator.h - One interface to every vendor's back end --*- C++ -*-===//
//
// Apple's translator loads one plugin per GPU vendor; ours links one
// Translator per vendor. The driver reaches every vendor through this
// interface and names none of them: it asks getTranslator() for an
// architecture's translator and hands it AIR.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_TRANSLATOR_H
#define METALNT_TARGET_TRANSLATOR_H

#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class Module;
}

namespace metalnt {
namespace lower {
struct RenderPipeline;
}

/// What a translation produces.
enum class OutputKind {
  LLVMIR,   ///< the lowered target LLVM IR (-S -emit-llvm)
  Assembly, ///< the native assembly listing (-S)
  Object,   ///< the bytes that go into a GPU Mach-O section
};

class Translator {
public:
  virtual ~Translator() = default;

  /// The vendor whose architectures it translates for.
  virtual GPUVendor getVendor() const = 0;
  /// Whether it generates code for this architecture.
  virtual bool supports(const GPUArch &Arch) const = 0;
  /// Translates \p Function of \p AIR (a kernel, vertex or fragment function
  /// when \p IsKernel, else a callable dynamic-library function); a vertex
  /// or fragment function for \p Pipeline (null: the defaults of
  /// docs/render.md). The module belongs to the caller and may be modified.
  virtual llvm::Expected<std::string>
  translate(llvm::Module &AIR, llvm::StringRef Function, const GPUArch &Arch,
            OutputKind Kind, bool IsKernel,
            const lower::RenderPipeline *Pipeline = nullptr) const = 0;
};

/// Every linked translator.
llvm::ArrayRef<const Translator *> getTranslators();

/// The translator that generates code for \p Arch, or null when there is
/// none (yet).
const Translator *getTranslator(const GPUArch &Arch);

/// True when some translator generates code for \p Arch.
inline bool canTranslate(const GPUArch &Arch) {
  return getTranslator(Arch) != nullptr;
}

} // namespace metalnt

#endif
