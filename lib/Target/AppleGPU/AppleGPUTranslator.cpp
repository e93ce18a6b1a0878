//===- AppleGPUTranslator.cpp - AIR to Apple G13 code ---------------------===//
//
// The Apple translator (docs/architecture.md): the shared translation
// pipeline with G13's steps, the compute entry point, and the back end's
// operations the other files call.
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// A convergent call to one of the back end's applegpu.* functions, which
/// AppleGPUTargetLowering::LowerCall turns into its instruction.
Value *callConvergent(IRBuilderBase &B, StringRef Name, Type *Ret,
                      ArrayRef<Value *> Args) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 4> Types;
  for (Value *A : Args)
    Types.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Types, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->addFnAttr(Attribute::Convergent);
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
  }
  return B.CreateCall(F, Args);
}

/// applegpu.get_sr(i32 sr): a special register (AppleGPUISD::MFSR).
FunctionCallee getSR(Module &M) {
  FunctionCallee F = M.getOrInsertFunction(
      "applegpu.get_sr", FunctionType::get(Type::getInt32Ty(M.getContext()),
                                           {Type::getInt32Ty(M.getContext())}, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
  }
  return F;
}

/// applegpu.preload(i32 r): the 32-bit register r as the dispatch left it
/// (AppleGPUISD::PRELOAD: a live-in).
FunctionCallee preloadFunction(Module &M) {
  Type *I32 = Type::getInt32Ty(M.getContext());
  FunctionCallee Preload =
      M.getOrInsertFunction("applegpu.preload", FunctionType::get(I32, {I32}, false));
  if (auto *F = dyn_cast<Function>(Preload.getCallee()))
    F->setDoesNotAccessMemory();
  return Preload;
}

/// A call of one of the back end's fragment operations (AppleGPUISelLowering).
Value *callApple(IRBuilderBase &B, StringRef Name, Type *Ret, ArrayRef<Value *> Args,
                 bool SideEffects) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 4> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee()); Fn && !SideEffects)
    Fn->setDoesNotAccessMemory();
  return B.CreateCall(F, Args);
}

Error AppleGPULowering::buildEntryPoint(Module &M, const KernelSignature &Sig) {
  if (!TextureProblem.empty())
    return appleError(TextureProblem);
  for (const KernelArg &A : Sig.Args)
    if ((A.K == KernelArg::Buffer && A.LocationIndex >= applegpu::TextureHeapParam) ||
        (A.K == KernelArg::Texture && A.LocationIndex >= 128) ||
        (A.K == KernelArg::Sampler && A.LocationIndex >= 16))
      return appleError("'" + Sig.F->getName() + "': argument '" + A.Name + "' (" + A.What +
                        " " + Twine(A.LocationIndex) +
                        ") is beyond what the Apple GPU ABI binds (buffers 0-30, "
                        "textures 0-127, samplers 0-15)");
  if (Sig.Stage == StageKind::Vertex)
    return buildVertexEntry(M, Sig);
  if (Sig.Stage == StageKind::Fragment)
    return buildFragmentEntry(M, Sig);
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  if (Sig.Args.size() != Body->arg_size())
    return appleError("'" + Name + "' has parameters its AIR metadata does "
                                   "not describe");
  // The entry point's parameter i is buffer(i), which the back end reads
  // from u(2i):u(2i+1); buffer indices the kernel does not use are
  // parameters nothing reads. The constant data's address is parameter
  // ConstantDataParam.
  // [[threadgroup(i)]]'s byte offset is parameter 64 + i, u(128 + 2i).
  // The grid's size in threads and in threadgroups and the dispatch's
  // threadgroup size (the special registers give this group's, smaller at
  // the grid's edges), which no special register holds, are 32-bit
  // parameters GridParam + d, GroupsParam + d and ThreadgroupSizeParam + d,
  // in u(192 + 2d), u(200 + 2d) and u(208 + 2d).
  unsigned NumBuffers = 0;
  for (const KernelArg &A : Sig.Args) {
    if (A.K != KernelArg::Builtin)
      continue;
    if (StringRef(A.What).starts_with("air.dispatch_"))
      NumBuffers = std::max(NumBuffers, ThreadgroupSizeParam + 3);
    else if (A.What == "air.threads_per_grid" || A.What == "air.threadgroups_per_grid")
      NumBuffers = std::max(NumBuffers, GroupsParam + 3);
  }
  for (const KernelArg &A : Sig.Args) {
    if (A.K == KernelArg::Buffer)
      NumBuffers = std::max(NumBuffers, A.LocationIndex + 1);
    else if (A.K == KernelArg::Threadgroup && A.LocationIndex < 32)
      NumBuffers = std::max(NumBuffers, 64 + A.LocationIndex + 1);
    else if (A.K == KernelArg::Unsupported && Body->getArg(A.ArgNo)->use_empty())
      continue; // nothing reads it (an unused function table): poison
    else if (A.K != KernelArg::Builtin && A.K != KernelArg::Texture &&
             A.K != KernelArg::Sampler)
      return appleError("argument '" + A.Name + "' (" + A.What + ") of '" +
                        Name + "' is not supported by the Apple GPU code "
                        "generator yet");
  }
  if (lower::readsConstantData(M))
    NumBuffers = std::max(NumBuffers, ConstantDataParam + 1);
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  Type *Ptr = PointerType::get(Ctx, 1);
  SmallVector<Type *, 8> Params(std::min(NumBuffers, 64u), Ptr);
  Params.resize(std::min(NumBuffers, GridParam), Type::getInt64Ty(Ctx));
  Params.resize(NumBuffers, Type::getInt32Ty(Ctx));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  if (NumBuffers > ConstantDataParam)
    Entry->addFnAttr(lower::ConstantDataParamAttr, std::to_string(ConstantDataParam));
  FunctionCallee GetSR = getSR(M);
  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", Entry);
  IRBuilder<> B(BB);
  auto Read = [&](unsigned Reg) { return B.CreateCall(GetSR, {B.getInt32(Reg)}); };
  auto Three = [&](unsigned First) {
    return std::array<Value *, 3>{Read(First), Read(First + 1), Read(First + 2)};
  };
  // The builtins the G13 reads (special registers and the dispatch's
  // parameters); lower::deriveComputeBuiltin makes the others from them.
  auto Builtin = [&](StringRef W) -> std::optional<lower::BuiltinComponents> {
    lower::BuiltinComponents C = {B.getInt32(0), B.getInt32(0), B.getInt32(0)};
    if (W == "air.thread_position_in_grid")
      C = Three(ThreadInGrid);
    else if (W == "air.thread_position_in_threadgroup")
      C = Three(ThreadInThreadgroup);
    else if (W == "air.threadgroup_position_in_grid")
      C = Three(ThreadgroupInGrid);
    else if (W == "air.threads_per_threadgroup")
      C = Three(ThreadsPerThreadgroup);
    else if (W == "air.threads_per_grid" || W == "air.threadgroups_per_grid" ||
             W == "air.dispatch_threads_per_threadgroup") {
      unsigned First = W == "air.threads_per_grid"       ? GridParam
                       : W == "air.threadgroups_per_grid" ? GroupsParam
                                                          : ThreadgroupSizeParam;
      for (unsigned D = 0; D != 3; ++D)
        C[D] = Entry->getArg(First + D);
    } else if (W == "air.thread_index_in_threadgroup")
      C[0] = Read(ThreadIndexInThreadgroup);
    else if (W == "air.thread_index_in_simdgroup")
      C[0] = Read(ThreadIndexInSIMDGroup);
    else if (W == "air.simdgroup_index_in_threadgroup")
      C[0] = Read(SIMDGroupIndexInThreadgroup);
    else if (W == "air.threads_per_simdgroup" || W == "air.thread_execution_width")
      C[0] = B.getInt32(32);
    else
      return std::nullopt;
    return C;
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  auto BufferParam = [&](unsigned I) { return Entry->getArg(I); };
  auto ThreadgroupParam = [&](unsigned I) { return Entry->getArg(64 + I); };
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    if (Value *V = lower::bindMemoryArgument(B, A, T, BufferParam, ThreadgroupParam)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    if (Value *V = bindTextureArgument(A, T)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    Expected<Value *> V = lower::bindComputeBuiltin(B, A, T, Name, "the Apple GPU code generator", Builtin);
    if (!V)
      return V.takeError();
    CallArgs[A.ArgNo] = *V;
  }
  B.CreateCall(Body, CallArgs);
  B.CreateRetVoid();
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef CPU) {
  initializeAppleGPUTarget();
  return createTargetMachine("applegpu", TripleName, CPU);
}

} // namespace applegpu
} // namespace metalnt

namespace {

class AppleGPUTranslator final : public Translator {
public:
  GPUVendor getVendor() const override { return GPUVendor::Apple; }
  /// G13, the generation our instruction model describes (Mesa's AGX2);
  /// the other Apple GPUs differ in ways not documented here.
  bool supports(const GPUArch &Arch) const override {
    return Arch.Vendor == GPUVendor::Apple && Arch.LLVMCPU.starts_with("g13");
  }
  Expected<std::string>
  translate(Module &AIR, StringRef Function, const GPUArch &Arch,
            OutputKind Kind, bool IsKernel,
            const lower::RenderPipeline *Pipeline) const override;
};

/// One G13 translation's steps (SIMTSteps): infinities and NaNs kept
/// before optimization, the preamble split off as a program of its own,
/// and the objects nested in one Mach-O.
class AppleGPUSteps final : public SIMTSteps {
public:
  AppleGPUSteps(std::unique_ptr<TargetMachine> TM, Module &AIR, StringRef Kernel,
                const GPUArch &Arch, bool IsKernel)
      : SIMTSteps(std::move(TM), AIR, Kernel), Lowering(*this->TM), Arch(Arch) {
    MakesCalls = true;
    this->IsKernel = IsKernel;
    Lowering.RelocatedSamplers = !IsKernel;
    if (llvm::Function *F = AIR.getFunction(Kernel); F && IsKernel) {
      if (Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*F))
        Lowering.Fragment = Sig->Stage == lower::StageKind::Fragment;
      else
        consumeError(Sig.takeError()); // lowerModule reports it
    }
  }

  lower::TargetLowering &lowering() override { return Lowering; }

  std::string backEnd() const override { return "the applegpu back end"; }

  /// The preamble and the kernel are separate programs, the preamble's
  /// first (docs/applegpu-codegen.md, "Lowered IR").
  std::vector<Program> programs(std::unique_ptr<Module> M) override {
    std::vector<Program> Out;
    llvm::Function *Preamble = IsKernel ? splitPreamble(*M, Kernel) : nullptr;
    if (Preamble) {
      std::unique_ptr<Module> PreM = CloneModule(*M);
      PreM->getFunction(Kernel)->eraseFromParent();
      Preamble->eraseFromParent();
      Out.push_back({"the preamble's module", std::move(PreM)});
      Out.push_back({"the kernel's module", std::move(M)});
      return Out;
    }
    Out.push_back({"", std::move(M)});
    return Out;
  }

  /// The kernel's object last, after its preamble's when it has one.
  Expected<std::string> wrap(ArrayRef<std::string> Objects) override {
    Expected<EmittedKernel> K = readObject(Objects.back());
    if (!K)
      return K.takeError();
    if (!IsKernel) {
      if (!ConstantData.empty())
        return appleError(lower::callableDataProblem(Kernel, true, "the Apple GPU"));
      return dylibFunctionMachO(*K, Kernel, Arch, Lowering.ConstantSamplers);
    }
    std::optional<EmittedKernel> P;
    if (Objects.size() == 2) {
      Expected<EmittedKernel> E = readObject(Objects.front());
      if (!E)
        return E.takeError();
      P = std::move(*E);
    }
    return nestedMachO(*K, P ? &*P : nullptr, Arch, Lowering.ConstantSamplers, ConstantData);
  }

private:
  AppleGPULowering Lowering;
  const GPUArch &Arch;
};

Expected<std::string>
AppleGPUTranslator::translate(Module &AIR, StringRef Kernel,
                              const GPUArch &Arch, OutputKind Kind,
                              bool IsKernel,
                              const lower::RenderPipeline *Pipeline) const {
  Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
  if (!TM)
    return TM.takeError();
  AppleGPUSteps Steps(std::move(*TM), AIR, Kernel, Arch, IsKernel);
  return runTranslation(Steps, AIR, Kernel, Kind, IsKernel, Pipeline);
}

} // namespace

const Translator &applegpu::getTranslator() {
  static const AppleGPUTranslator T;
  return T;
}
