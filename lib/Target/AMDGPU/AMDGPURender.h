//===- AMDGPURender.h - Vertex and fragment functions for AMD GPUs -*- C++ -*-===//

#ifndef METALNT_LIB_TARGET_AMDGPU_AMDGPURENDER_H
#define METALNT_LIB_TARGET_AMDGPU_AMDGPURENDER_H

#include "metalnt/Lowering/Lowering.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;
}

namespace metalnt {
namespace amdgpu {

/// The triple render functions are compiled for: AMD's PAL ABI (LLVM's HSA
/// target takes compute kernels only).
constexpr const char *RenderTriple = "amdgcn-amd-amdpal";

/// Builds the amdgpu_vs or amdgpu_ps entry point of a vertex or fragment
/// function (docs/amdgpu-abi.md, "Render functions"). GFX10 selects that
/// generation's VS input layout.
llvm::Error buildRenderEntry(llvm::Module &M,
                             const lower::KernelSignature &Sig, bool GFX10);

} // namespace amdgpu
} // namespace metalnt

#endif
