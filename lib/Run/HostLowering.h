//===- HostLowering.h - AIR lowered for the host CPU ------------*- C++ -*-===//

#ifndef METALNT_LIB_RUN_HOSTLOWERING_H
#define METALNT_LIB_RUN_HOSTLOWERING_H

#include "HostRuntime.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include <optional>

namespace llvm {
class FunctionCallee;
}

namespace metalnt {
namespace run {
namespace host {

std::optional<Builtin> getBuiltin(llvm::StringRef What);

/// metalnt.entry(EntryArgs *): one thread, at the position its arguments
/// give (fibers, vertices, fragments).
constexpr const char *EntryName = "metalnt.entry";
/// metalnt.group(EntryArgs *): a compute kernel's whole threadgroup as a
/// loop over its threads (x fastest), the per-thread builtins derived from
/// the loop's indices and the arguments of its first thread. Only for
/// kernels that need no fibers.
constexpr const char *GroupEntryName = "metalnt.group";
/// metalnt.bounds: {begin, size} of each bound buffer by index, which the
/// executor fills in before a dispatch: device accesses through a buffer
/// argument are checked against their own buffer inline, and only what
/// fails that (or has no known buffer) calls metalnt_rt_check.
constexpr const char *BoundsName = "metalnt.bounds";
constexpr unsigned BoundsSlots = 64;

/// A value of type T (up to 64 bits) from the bits the runtime returns.
llvm::Value *fromBits(llvm::IRBuilderBase &B, llvm::Value *Bits64,
                      llvm::Type *T);
/// A stack slot of type T at the start of the current function.
llvm::Value *createEntryAlloca(llvm::IRBuilderBase &B, llvm::Type *T);

class HostLowering final : public lower::TargetLowering {
public:
  HostLowering(std::string Triple, llvm::DataLayout DL);

  std::string getTriple() const override { return Triple; }
  std::string getDataLayout() const override {
    return DL.getStringRepresentation();
  }
  std::optional<unsigned> mapAddressSpace(unsigned AS) const override;
  unsigned getAllocaAddressSpace() const override { return 0; }
  /// A constexpr sampler points at its two state words, which the runtime
  /// reads as it reads a sampler argument's.
  llvm::Constant *lowerConstantSampler(llvm::Module &M, std::array<uint64_t, 2> Words,
                                       llvm::Type *PtrTy) override;
  std::optional<llvm::Value *> lowerIntrinsic(llvm::IRBuilderBase &B,
                                              llvm::CallInst &Call,
                                              llvm::StringRef Name) override;
  std::optional<llvm::Value *> overrideIntrinsic(llvm::IRBuilderBase &B,
                                                 llvm::CallInst &Call,
                                                 llvm::StringRef Name) override;
  bool distributesSimdgroupMatrices() const override { return true; }
  bool supportsStage(lower::StageKind) const override { return true; }
  llvm::Error buildEntryPoint(llvm::Module &M,
                              const lower::KernelSignature &Sig) override;

  /// The kind of function lowered (set before lowerModule).
  void setStage(lower::StageKind S) { Stage = S; }
  /// The functions visible function tables hold (Dispatch::handledFunctions):
  /// handle i calls the i-th, through the module's metalnt.visible_functions.
  void setVisibleFunctions(std::vector<std::string> Names) {
    VisibleFunctions = std::move(Names);
  }

  /// Whether the kernel needs its threads as fibers (barriers, SIMD-group
  /// functions).
  bool usesFibers() const { return UsesFibers; }
  /// The stack each fiber gets: 256 KiB beyond the kernel's static frames
  /// (MFA's gemm declares 1024 SIMD-group matrices, 256 KiB, on its stack).
  size_t getFiberStackBytes() const { return FiberStackBytes; }

private:
  std::string Triple;
  /// The array of the constexpr samplers' addresses, which a computed
  /// sampler may be besides a bound one: made when a texture call first
  /// needs it; null when the module has no constexpr sampler.
  llvm::GlobalVariable *constantSamplerList(llvm::Module &M);
  llvm::GlobalVariable *ConstantSamplerList = nullptr;
  llvm::DataLayout DL;
  bool UsesFibers = false;
  uint32_t NextSite = 0;
  lower::StageKind Stage = lower::StageKind::Kernel;
  std::vector<std::string> VisibleFunctions;

  llvm::FunctionCallee runtime(llvm::Module &M, llvm::StringRef Name,
                               llvm::FunctionType *FT);
  llvm::Value *simdCall(llvm::IRBuilderBase &B, SimdOp Op, llvm::Value *V,
                        llvm::Value *Arg, bool Signed, llvm::Value *V2 = nullptr);
  /// AIR's texture functions (HostTextureLowering.cpp).
  std::optional<llvm::Value *> lowerTexture(llvm::IRBuilderBase &B,
                                            llvm::CallInst &Call,
                                            llvm::StringRef Name,
                                            bool Fragment);
  void dropUnreachable(llvm::Module &M);
  void instrumentMemory(llvm::Module &M, const lower::KernelSignature &Sig);
  void makeDivisionTotal(llvm::Module &M);
  void convergeAtThreadgroupAccesses(llvm::Module &M, const llvm::Function &Kernel);
  size_t FiberStackBytes = 0;
};

} // namespace host
} // namespace run
} // namespace metalnt

#endif
