//===- AMDGPURender.h - Vertex and fragment functions for AMD GPUs -*- C++ -*-===//

#ifndef METALNT_LIB_TARGET_AMDGPU_AMDGPURENDER_H
#define METALNT_LIB_TARGET_AMDGPU_AMDGPURENDER_H

#include "metalnt/Lowering/Lowering.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class CallInst;
class IRBuilderBase;
class Module;
class Value;
}

namespace metalnt {
namespace amdgpu {

/// The triple render functions are compiled for: AMD's PAL ABI (LLVM's HSA
/// target takes compute kernels only).
constexpr const char *RenderTriple = "amdgcn-amd-amdpal";

/// Builds the amdgpu_vs or amdgpu_ps entry point of a vertex or fragment
/// function (docs/amdgpu-abi.md, "Render functions") for a GFX generation
/// (6 to 10: VS input layouts and export forms differ).
llvm::Error buildRenderEntry(llvm::Module &M,
                             const lower::KernelSignature &Sig,
                             unsigned Generation);

/// The S# of a constexpr sampler: AIR's 64-bit state word as Mesa's
/// ac_build_sampler_descriptor would build it for a GFX generation.
std::array<uint32_t, 4> buildSamplerDescriptor(uint64_t AIRState,
                                               unsigned Generation);

/// Every constexpr sampler an instruction of M uses (a texture call's
/// argument, a select, a phi, a store) becomes the address of a constant
/// holding its S# (SamplerDescriptorPrefix), which lowerTexture folds when
/// it reaches a texture call directly and loads when it travels.
void rewriteConstantSamplers(llvm::Module &M, unsigned Generation);
constexpr const char *SamplerDescriptorPrefix = "metalnt.amdgpu.sampler";

/// Lowers an AIR texture call to the image instructions; std::nullopt
/// when Name is not a texture call, or (with Error set) when this form is
/// not supported.
std::optional<llvm::Value *> lowerTexture(llvm::IRBuilderBase &B,
                                          llvm::CallInst &Call,
                                          llvm::StringRef Name, bool Fragment,
                                          unsigned Generation,
                                          std::string &Error);

} // namespace amdgpu
} // namespace metalnt

#endif
