//===- AppleGPULowering.h - What the G13 translator's files share -*- C++ -*-===//
//
// Private to lib/Target/AppleGPU: the lowering of AIR for G13
// (AppleGPULowering, lower::TargetLowering's G13 implementation) and the
// helpers its files share. AppleGPUTranslator.cpp holds the compute entry
// point and the translation's steps; AppleGPUSIMDGroup.cpp the SIMD-group
// functions; AppleGPUTextures.cpp textures and samplers; AppleGPURender.cpp
// the vertex and fragment entry points and their layouts;
// AppleGPUPreamble.cpp the preamble; AppleGPUObject.cpp the nested Mach-O.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LIB_TARGET_APPLEGPU_APPLEGPULOWERING_H
#define METALNT_LIB_TARGET_APPLEGPU_APPLEGPULOWERING_H

#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {
namespace applegpu {

using namespace llvm;
using namespace metalnt::lower;

inline Error appleError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

constexpr const char *TripleName = "applegpu-apple-macosx";
/// The special registers of get_sr (Mesa's enum sr, AGX2.xml).
enum SR : unsigned {
  ThreadgroupInGrid = 0,
  ThreadsPerThreadgroup = 4,
  ThreadInThreadgroup = 48,
  ThreadIndexInThreadgroup = 51,
  ThreadIndexInSIMDGroup = 52,
  SIMDGroupIndexInThreadgroup = 53,
  ThreadInGrid = 80,
};

/// The entry point's 32-bit parameters for the grid's size and the
/// dispatch's threadgroup size (docs/applegpu-abi.md): parameter p is in
/// u(2p).
constexpr unsigned GridParam = 96, GroupsParam = 100, ThreadgroupSizeParam = 104;

Value *callConvergent(IRBuilderBase &B, StringRef Name, Type *Ret, ArrayRef<Value *> Args);

class AppleGPULowering final : public lower::TargetLowering {
public:
  explicit AppleGPULowering(const TargetMachine &TM) : TM(TM) {}

  std::string getTriple() const override { return TripleName; }
  std::string getDataLayout() const override {
    return TM.createDataLayout().getStringRepresentation();
  }
  std::optional<unsigned> mapAddressSpace(unsigned AS) const override {
    switch (AS) {
    case 0: // thread
      return 0;
    case 1: // device
    case 2: // constant: device memory the kernel only reads
      return 1;
    case 3: // threadgroup: 32-bit byte offsets (docs/applegpu-abi.md)
      return 3;
    }
    return std::nullopt;
  }
  unsigned getAllocaAddressSpace() const override { return 0; }
  Constant *lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                 Type *PtrTy) override;
  std::optional<Value *> lowerIntrinsic(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name) override {
    // threadgroup_barrier: the hardware barrier; threadgroup memory is
    // synchronous, device stores are performed in order [M].
    if (Name == "air.wg.barrier") {
      Module &M = *B.GetInsertBlock()->getModule();
      FunctionCallee F = M.getOrInsertFunction(
          "applegpu.barrier", FunctionType::get(B.getVoidTy(), false));
      if (auto *Fn = dyn_cast<Function>(F.getCallee()))
        Fn->addFnAttr(Attribute::Convergent);
      B.CreateCall(F);
      return nullptr;
    }
    // simdgroup_barrier: a SIMD group runs in lockstep, and threadgroup
    // memory is synchronous [M] (a subgroup-scope barrier emits nothing).
    if (Name == "air.simdgroup.barrier")
      return nullptr;
    // discard_fragment: the fragment's sample uncovered (sample_mask 255,
    // 0 [M] agx_nir_lower_sample_mask.c); it goes on running, its tile
    // and depth writes dropped.
    if (Name == "air.discard_fragment") {
      Module &M = *B.GetInsertBlock()->getModule();
      FunctionCallee F = M.getOrInsertFunction(
          "applegpu.discard", FunctionType::get(B.getVoidTy(), false));
      B.CreateCall(F);
      return nullptr;
    }
    if (std::optional<Value *> V = lowerTexture(B, Call, Name))
      return V;
    if (std::optional<Value *> V = lowerDerivative(B, Call, Name))
      return V;
    return lowerSIMDGroup(B, Call, Name);
  }
  /// dfdx, dfdy and fwidth: the dfdx and dfdy instructions on each
  /// component (lower::lowerDerivative).
  static std::optional<Value *> lowerDerivative(IRBuilderBase &B, CallInst &Call,
                                                StringRef Name) {
    return lower::lowerDerivative(B, Call, Name, [&](Value *F, bool Vertical) {
      return callConvergent(B, Vertical ? "applegpu.dfdy" : "applegpu.dfdx", B.getFloatTy(), {F});
    });
  }
  /// SIMD-group matrices are distributed over the SIMD group, as the
  /// hardware holds them (thread_elements() sees a lane's two elements).
  bool distributesSimdgroupMatrices() const override { return true; }
  std::optional<Value *> overrideIntrinsic(IRBuilderBase &B, CallInst &Call,
                                           StringRef Name) override;
  Error buildEntryPoint(Module &M, const KernelSignature &Sig) override;
  bool supportsStage(StageKind S) const override {
    return S == StageKind::Kernel || S == StageKind::Vertex || S == StageKind::Fragment;
  }

  /// Whether the function translated is a fragment function (texture
  /// sampling there takes its level of detail from the quad).
  bool Fragment = false;
  /// The constexpr samplers met, in sampler-state order from
  /// applegpu::FirstConstSampler (AIR's two words each).
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;
  /// A callable function's constexpr samplers are relocated (a dynamic
  /// library's or visible function, translated alone): each is its index
  /// in the list, an offset from metalnt.sampler_states, which the loader
  /// makes a state (docs/applegpu-abi.md, "Calls").
  bool RelocatedSamplers = false;

private:
  const TargetMachine &TM;
  /// A texture call the G13 cannot do, reported by buildEntryPoint.
  std::string TextureProblem;

  std::optional<Value *> lowerTexture(IRBuilderBase &B, CallInst &Call, StringRef Name);
  Value *bindTextureArgument(const KernelArg &A, Type *T);
  /// A vertex or fragment function's texture, sampler or buffer argument
  /// (buffer i the render entry point's parameter i); nullptr for the
  /// others, an unsupported one too: the caller refuses it when the
  /// function reads it (it was poison, read or not).
  Value *bindRenderResource(IRBuilderBase &B, const KernelArg &A, Type *T, Function &Entry) {
    if (Value *TV = bindTextureArgument(A, T))
      return TV;
    if (A.K == KernelArg::Buffer && A.LocationIndex < 64)
      return lower::bindMemoryArgument(
          B, A, T, [&](unsigned I) { return Entry.getArg(I); },
          [](unsigned) -> Argument * { return nullptr; });
    return nullptr;
  }
  Error buildVertexEntry(Module &M, const KernelSignature &Sig);
  Error buildFragmentEntry(Module &M, const KernelSignature &Sig);

  std::optional<Value *> lowerSIMDGroup(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name);
};

/// The `simd` instruction's subop [M] (AGX2.xml enum subop).
enum SubOp : unsigned {
  SubAnd = 0, SubFAdd = 1, SubOr = 2, SubFMul = 3, SubXor = 4, SubFMin = 5,
  SubFMax = 7, SubIAdd = 16, SubSMin = 20, SubSMax = 22, SubUMin = 28,
  SubUMax = 30,
};
/// The `shuffle` instruction's operation [M] (enum shuffle_op).
enum ShuffleOp : unsigned { ShuffleIndex = 0, ShuffleXor = 1, ShuffleUp = 2,
                            ShuffleDown = 3 };

/// applegpu.get_sr(i32 sr): a special register (AppleGPUISD::MFSR).
FunctionCallee getSR(Module &M);
/// applegpu.preload(i32 r): the 32-bit register r as the dispatch left it.
FunctionCallee preloadFunction(Module &M);
/// A call of one of the back end's fragment operations (AppleGPUISelLowering).
Value *callApple(IRBuilderBase &B, StringRef Name, Type *Ret, ArrayRef<Value *> Args,
                 bool SideEffects);
/// Splits the kernel's preamble off (AppleGPUPreamble.cpp); nullptr where
/// it has none.
llvm::Function *splitPreamble(Module &M, StringRef Kernel);
Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef CPU);

/// The code generator's output for one kernel: its code and its
/// __metalnt_info record.
struct EmittedKernel {
  std::string Code, Info;
  /// The object's functions (external symbols, "_" and the name) and where
  /// each starts in Code.
  std::vector<std::pair<std::string, uint64_t>> Functions;
  /// Where every function starts, internal ones too, in code order: the
  /// records' order.
  std::vector<uint64_t> FunctionStarts;
  /// Calls of functions it does not define: the symbol and the call's
  /// offset field in Code.
  std::vector<std::pair<std::string, uint64_t>> Imports;
  /// The record of the function at Offset, with the register halves of
  /// every function in the object (callees run in the same registers).
  std::string recordFor(uint64_t Offset) const;
};
/// The nested Mach-O of one pipeline function (AppleGPUObject.cpp).
std::string nestedMachO(const EmittedKernel &K, const EmittedKernel *Preamble,
                        const GPUArch &Arch,
                        ArrayRef<std::array<uint64_t, 2>> ConstantSamplers,
                        StringRef ConstantData);
/// The code and __metalnt_info record of an object the back end emitted.
Expected<EmittedKernel> readObject(StringRef Obj);
/// The nested Mach-O of a dynamic library's function Name (docs/gpu-macho.md),
/// with its constexpr samplers.
Expected<std::string> dylibFunctionMachO(const EmittedKernel &K, StringRef Name,
                                         const GPUArch &Arch,
                                         ArrayRef<std::array<uint64_t, 2>> ConstantSamplers);

} // namespace applegpu
} // namespace metalnt

#endif
