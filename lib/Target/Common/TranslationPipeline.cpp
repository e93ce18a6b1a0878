//===- TranslationPipeline.cpp - One translation, written once ------------===//

#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/MachO.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include <optional>

using namespace llvm;
using namespace metalnt;

TranslationSteps::~TranslationSteps() = default;

Error TranslationSteps::afterLowering(Module &) { return Error::success(); }

Error TranslationSteps::afterOptimization(Module &) { return Error::success(); }

std::vector<Program> TranslationSteps::programs(std::unique_ptr<Module> M) {
  std::vector<Program> Out;
  Out.push_back({"", std::move(M)});
  return Out;
}

SIMTSteps::SIMTSteps(std::unique_ptr<TargetMachine> TM, Module &AIR, StringRef Kernel)
    : TM(std::move(TM)), Kernel(Kernel), TGLayout(lower::layoutThreadgroupVariables(AIR)) {}

Error SIMTSteps::afterLowering(Module &M) {
  // A callable function's threadgroup variables would need places beside
  // its callers' (the layout starts at 0 for each translation).
  if (!IsKernel && TGLayout.Size)
    return createStringError(inconvertibleErrorCode(),
                             "'" + Kernel + "' uses threadgroup variables, which a "
                             "callable function cannot have yet");
  if (Error E = lower::placeThreadgroupVariables(M, TGLayout))
    return E;
  if (MakesCalls)
    lower::keepImportsExternal(M, Kernel);
  // 4,000 instructions: Metal FlashAttention's and the corpus's kernels
  // stay whole; a soft-float GELU called five times does not
  // (docs/applegpu-codegen.md).
  lower::inlineIntoKernel(M, Kernel, MakesCalls ? 4000 : 0);
  if (!IsKernel)
    if (llvm::Function *F = M.getFunction(Kernel))
      F->addFnAttr("metalnt-callable");
  return Error::success();
}

Value *SIMTSteps::broadcastFirst(IRBuilderBase &B, Value *V) {
  Module &M = *B.GetInsertBlock()->getModule();
  StringRef Name = "air.simd_broadcast_first.u.i32";
  FunctionCallee F = M.getOrInsertFunction(
      Name, FunctionType::get(B.getInt32Ty(), {B.getInt32Ty()}, false));
  CallInst *Tmp = B.CreateCall(F, {V});
  std::optional<Value *> R = lowering().lowerIntrinsic(B, *Tmp, Name);
  Tmp->eraseFromParent();
  if (auto *Fn = dyn_cast<llvm::Function>(F.getCallee()); Fn && Fn->use_empty())
    Fn->eraseFromParent();
  return R ? *R : nullptr;
}

Error SIMTSteps::afterOptimization(Module &M) {
  if (MakesCalls && IndirectCalls)
    lower::makeIndirectCallsUniform(
        M, [&](IRBuilderBase &B, Value *V) { return broadcastFirst(B, V); });
  Expected<std::string> Data = lower::placeConstantData(M);
  if (!Data)
    return Data.takeError();
  ConstantData = std::move(*Data);
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>>
metalnt::createTargetMachine(StringRef Name, StringRef TripleName, StringRef CPU) {
  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(Name, TT, Err);
  if (!T)
    return createStringError(inconvertibleErrorCode(),
                             "the " + Name + " target is not available: " + Err);
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, "", TargetOptions(), std::nullopt, std::nullopt, CodeGenOptLevel::Default));
  if (!TM)
    return createStringError(inconvertibleErrorCode(),
                             "cannot create the " + Name + " target machine");
  return std::move(TM);
}

Expected<std::pair<std::string, std::string>>
metalnt::readCodeAndRecord(StringRef Obj, StringRef Name, StringRef RecordSection) {
  std::string BufferName = (Name + " object").str();
  Expected<std::unique_ptr<object::MachOObjectFile>> O = object::MachOObjectFile::create(
      MemoryBufferRef(Obj, BufferName), /*IsLittleEndian=*/true, /*Is64Bits=*/true);
  if (!O)
    return O.takeError();
  std::optional<std::string> Code, Record;
  for (const object::SectionRef &S : (*O)->sections()) {
    Expected<StringRef> SectionName = S.getName();
    if (!SectionName)
      return SectionName.takeError();
    if (*SectionName != "__text" && *SectionName != RecordSection)
      continue;
    Expected<StringRef> C = S.getContents();
    if (!C)
      return C.takeError();
    (*SectionName == "__text" ? Code : Record) = C->str();
  }
  if (!Code || !Record)
    return createStringError(inconvertibleErrorCode(),
                             "the " + Name + " object has no " +
                                 (Code ? RecordSection : StringRef("__text")) + " section");
  return std::make_pair(std::move(*Code), std::move(*Record));
}

Expected<std::unique_ptr<Module>>
metalnt::prepareTranslation(TranslationSteps &Steps, Module &AIR, StringRef Function,
                            bool IsKernel, const lower::RenderPipeline *Pipeline) {
  // Errors diagnosed anywhere from here on become this translation's.
  lower::FirstDiagnostic Diagnostics(AIR.getContext());
  Expected<std::unique_ptr<Module>> M =
      lower::lowerModule(AIR, Function, Steps.lowering(), IsKernel, Pipeline);
  if (!M)
    return Steps.loweringError(M.takeError());
  if (Error E = Steps.afterLowering(**M))
    return std::move(E);
  lower::keepInfinitiesAndNaNs(**M);
  lower::optimizeModule(**M, Steps.targetMachine());
  if (Error E = Steps.afterOptimization(**M))
    return std::move(E);
  if (Error E = Diagnostics.takeError())
    return Steps.diagnosed(std::move(E));
  return M;
}

Expected<std::string> metalnt::finishTranslation(TranslationSteps &Steps,
                                                 std::unique_ptr<Module> M,
                                                 OutputKind Kind) {
  lower::FirstDiagnostic Diagnostics(M->getContext());
  std::vector<Program> Programs = Steps.programs(std::move(M));

  std::string Out;
  if (Kind == OutputKind::LLVMIR) {
    for (const Program &P : Programs)
      Out += (Programs.size() > 1 ? "; metal-nt: " + P.Label + "\n" : std::string()) +
             lower::printModule(*P.M);
    return Out;
  }
  std::vector<std::string> Objects;
  for (const Program &P : Programs) {
    Expected<std::string> Code =
        lower::emitCode(*P.M, Steps.targetMachine(), Kind == OutputKind::Assembly);
    if (!Code)
      return createStringError(inconvertibleErrorCode(),
                               Steps.backEnd() + " " + toString(Code.takeError()));
    if (Error E = Diagnostics.takeError())
      return Steps.diagnosed(std::move(E));
    if (Kind == OutputKind::Assembly)
      Out += *Code;
    else
      Objects.push_back(std::move(*Code));
  }
  if (Kind == OutputKind::Assembly)
    return Out;
  return Steps.wrap(Objects);
}

Expected<std::string> metalnt::runTranslation(TranslationSteps &Steps, Module &AIR,
                                              StringRef Function, OutputKind Kind,
                                              bool IsKernel,
                                              const lower::RenderPipeline *Pipeline) {
  Expected<std::unique_ptr<Module>> M =
      prepareTranslation(Steps, AIR, Function, IsKernel, Pipeline);
  if (!M)
    return M.takeError();
  return finishTranslation(Steps, std::move(*M), Kind);
}
