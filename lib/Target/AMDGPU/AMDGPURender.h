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

/// A constexpr sampler of AIR state word \p State: the address of a
/// constant of M holding its S# (named SamplerDescriptorPrefix, one per
/// distinct S#), at pointer type PtrTy. lowerTexture folds it when it is
/// a texture call's own argument and loads it when the sampler travels.
llvm::Constant *samplerDescriptorConstant(llvm::Module &M, uint64_t State,
                                          unsigned Generation, llvm::Type *PtrTy);
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
