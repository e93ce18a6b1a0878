//===- AMDGPUTranslator.h - AIR to native AMD GPU code ----------*- C++ -*-===//
//
// AMD GPUs need no target of ours: AIR is lowered to amdgcn LLVM IR (our
// kernel ABI, docs/amdgpu-abi.md) and LLVM's own AMDGPU back end generates
// the code for the architecture's processor.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_AMDGPU_AMDGPUTRANSLATOR_H
#define METALNT_TARGET_AMDGPU_AMDGPUTRANSLATOR_H

#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Target/Translator.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>

namespace llvm {
class Module;
}

namespace metalnt {
namespace amdgpu {

/// The AMD translator of the Translator interface.
const Translator &getTranslator();

/// Translates the kernel, vertex or fragment function Kernel of a specialized AIR module for an AMD
/// architecture: amdgcn LLVM IR, AMDGPU assembly, or an AMDGPU code object
/// (ELF). Errors name what is unsupported.
llvm::Expected<std::string>
translateKernel(llvm::Module &AIR, llvm::StringRef Kernel, const GPUArch &Arch,
                OutputKind Kind, bool IsKernel = true,
                const lower::RenderPipeline *Pipeline = nullptr);

} // namespace amdgpu
} // namespace metalnt

#endif
