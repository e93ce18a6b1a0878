//===- IntelGPUTextures.h - Textures and samplers on Gen9/Gen11 -*- C++ -*-===//
//
// AIR's texture functions as the back end's sampler and typed-surface
// operations (docs/intelgpu-abi.md, "Textures and samplers"):
// [[texture(n)]] is binding table entry n, [[sampler(n)]] sampler state n,
// constexpr samplers the states from FirstConstSampler on, which the
// object lists (__TEXT,__metalnt_smp) for the driver to fill.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUTEXTURES_H
#define METALNT_TARGET_INTELGPU_INTELGPUTEXTURES_H

#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/IRBuilder.h"
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {
namespace intelgpu {

/// Sampler states 0-15 are [[sampler(n)]]'s; the constexpr samplers
/// follow, addressed through the message header's sampler state pointer
/// (16 states, 256 bytes, further on per group of 16).
constexpr unsigned FirstConstSampler = 16;
/// The binding table has an entry per texture index up to this.
constexpr unsigned MaxTextures = 128;

/// What lowering a function's texture calls gathers.
struct TextureLowering {
  /// The constexpr samplers met, in state order from FirstConstSampler
  /// (AIR's two words each).
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;
  /// A callable function's constexpr samplers are relocated (a dynamic
  /// library's or visible function, translated alone): each is its index
  /// in the list, an offset from metalnt.sampler_states, which the loader
  /// makes a state (docs/gpu-macho.md, "Sampler state relocations").
  bool RelocatedSamplers = false;
  /// The first texture call the code generator cannot do, with why.
  std::string Problem;
  /// In fragment functions, the quad's difference of a float along x
  /// (false) or y (true): implicit levels of detail become gradients
  /// (docs/intelgpu-abi.md, "Fragment functions"); unset elsewhere.
  std::function<llvm::Value *(llvm::IRBuilderBase &, llvm::Value *, bool)> Derivative;

  llvm::Constant *lowerConstantSampler(llvm::Module &M, std::array<uint64_t, 2> Words,
                                       llvm::Type *PtrTy);
  /// [[texture(n)]] and [[sampler(n)]] as their binding table index and
  /// sampler state index, each as the argument's pointer; null for others.
  static llvm::Value *bindArgument(const lower::KernelArg &A, llvm::Type *T);
  /// A texture call as intelgpu.sample and intelgpu.typed_write calls;
  /// std::nullopt when Name is not a texture function.
  std::optional<llvm::Value *> lower(llvm::IRBuilderBase &B, llvm::CallInst &Call,
                                     llvm::StringRef Name);
};

/// Texture messages whose binding table index or sampler state is chosen
/// at run time (a called or visible function's parameter, an argument
/// buffer's handle, a select between textures) are made once for each
/// distinct handle among the running channels (lower::makeCallUniform,
/// with \p First the broadcast of the first running channel's value):
/// the descriptor takes them from a register (CG_SAMPLE_R, docs/
/// intelgpu-abi.md "Textures and samplers"). After optimization, as for
/// calls through function pointers.
void makeHandlesUniform(
    llvm::Module &M,
    llvm::function_ref<llvm::Value *(llvm::IRBuilderBase &, llvm::Value *)> First);

} // namespace intelgpu
} // namespace metalnt

#endif
