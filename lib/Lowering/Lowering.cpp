//===- Lowering.cpp - Lowering AIR to a GPU target's LLVM IR --------------===//

#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

TargetLowering::~TargetLowering() = default;

static Error lowerError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}


namespace {

/// Rewrites pointer address spaces inside types.
class AddressSpaceRemapper final : public ValueMapTypeRemapper {
public:
  explicit AddressSpaceRemapper(function_ref<unsigned(unsigned)> Map) : Map(Map) {}

  Type *remapType(Type *T) override {
    auto It = Cache.find(T);
    if (It != Cache.end())
      return It->second;
    Type *R = T;
    if (auto *PT = dyn_cast<PointerType>(T)) {
      R = PointerType::get(T->getContext(), Map(PT->getAddressSpace()));
    } else if (auto *VT = dyn_cast<VectorType>(T)) {
      R = VectorType::get(remapType(VT->getElementType()), VT->getElementCount());
    } else if (auto *AT = dyn_cast<ArrayType>(T)) {
      R = ArrayType::get(remapType(AT->getElementType()), AT->getNumElements());
    } else if (auto *FT = dyn_cast<FunctionType>(T)) {
      SmallVector<Type *, 8> Params;
      for (Type *P : FT->params())
        Params.push_back(remapType(P));
      R = FunctionType::get(remapType(FT->getReturnType()), Params, FT->isVarArg());
    } else if (auto *ST = dyn_cast<StructType>(T)) {
      if (ST->isOpaque()) {
        R = ST;
      } else if (ST->isLiteral()) {
        SmallVector<Type *, 8> Elts;
        for (Type *E : ST->elements())
          Elts.push_back(remapType(E));
        R = StructType::get(T->getContext(), Elts, ST->isPacked());
      } else {
        // Identified structs may be recursive: register first.
        StructType *New = StructType::create(T->getContext(), ST->getName());
        Cache[T] = New;
        SmallVector<Type *, 8> Elts;
        for (Type *E : ST->elements())
          Elts.push_back(remapType(E));
        New->setBody(Elts, ST->isPacked());
        return New;
      }
    }
    Cache[T] = R;
    return R;
  }

private:
  function_ref<unsigned(unsigned)> Map;
  DenseMap<Type *, Type *> Cache;
};

bool isCompilerList(const GlobalVariable &G) {
  StringRef N = G.getName();
  return N == "llvm.used" || N == "llvm.compiler.used" ||
         N == "llvm.global_ctors" || N == "llvm.global_dtors";
}

Expected<std::unique_ptr<Module>> rebuild(Module &Src, TargetLowering &T) {
  std::string BadSpace;
  auto Map = [&](unsigned AS) -> unsigned {
    std::optional<unsigned> Mapped = T.mapAddressSpace(AS);
    if (!Mapped) {
      BadSpace = std::to_string(AS);
      return AS;
    }
    return *Mapped;
  };
  AddressSpaceRemapper Remapper(Map);
  auto Dst = std::make_unique<Module>(Src.getModuleIdentifier(), Src.getContext());
  Dst->setTargetTriple(Triple(T.getTriple()));
  Dst->setDataLayout(T.getDataLayout());
  ValueToValueMapTy VMap;

  for (GlobalVariable &G : Src.globals()) {
    if (isCompilerList(G)) {
      if (G.getName() == "llvm.global_ctors" && !G.getInitializer()->isNullValue())
        return lowerError("'" + Src.getModuleIdentifier() +
                          "' still has static initializers after "
                          "specialization");
      continue;
    }
    auto *NG = new GlobalVariable(
        *Dst, Remapper.remapType(G.getValueType()), G.isConstant(), G.getLinkage(),
        nullptr, G.getName(), nullptr, G.getThreadLocalMode(),
        Map(G.getAddressSpace()), G.isExternallyInitialized());
    NG->setAlignment(G.getAlign());
    NG->setUnnamedAddr(G.getUnnamedAddr());
    VMap[&G] = NG;
  }
  for (Function &F : Src) {
    auto *FT = cast<FunctionType>(Remapper.remapType(F.getFunctionType()));
    Function *NF = Function::Create(FT, F.getLinkage(), F.getName(), Dst.get());
    NF->copyAttributesFrom(&F);
    VMap[&F] = NF;
    auto NA = NF->arg_begin();
    for (Argument &A : F.args()) {
      NA->setName(A.getName());
      VMap[&A] = &*NA++;
    }
  }
  // AIR's address space 4 is an imageblock's (air.imageblock_data returns
  // a pointer into it).
  if (BadSpace == "4")
    return lowerError("address space 4 (imageblock memory) has no counterpart "
                      "on this target: imageblocks and tile memory are not "
                      "supported yet");
  if (!BadSpace.empty())
    return lowerError("address space " + BadSpace +
                      " has no counterpart on this target");
  for (GlobalVariable &G : Src.globals())
    if (!isCompilerList(G) && G.hasInitializer())
      cast<GlobalVariable>(VMap[&G])
          ->setInitializer(MapValue(G.getInitializer(), VMap, RF_None, &Remapper));
  for (Function &F : Src) {
    if (F.isDeclaration())
      continue;
    SmallVector<ReturnInst *, 4> Returns;
    CloneFunctionInto(cast<Function>(VMap[&F]), &F, VMap,
                      CloneFunctionChangeType::DifferentModule, Returns, "",
                      nullptr, &Remapper);
  }
  for (NamedMDNode &N : Src.named_metadata()) {
    if (N.getName() == "llvm.module.flags")
      continue;
    NamedMDNode *NN = Dst->getOrInsertNamedMetadata(N.getName());
    for (MDNode *Op : N.operands())
      NN->addOperand(MapMetadata(Op, VMap, RF_None, &Remapper));
  }
  // Intrinsics overloaded on pointer types need their names remangled.
  for (Function &F : make_early_inc_range(*Dst))
    if (F.isIntrinsic())
      if (std::optional<Function *> New = Intrinsic::remangleIntrinsicFunction(&F)) {
        F.replaceAllUsesWith(*New);
        F.eraseFromParent();
      }
  // Allocas move to the target's private address space.
  unsigned AllocaAS = T.getAllocaAddressSpace();
  SmallVector<AllocaInst *, 16> Allocas;
  for (Function &F : *Dst)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (AI->getAddressSpace() != AllocaAS)
          Allocas.push_back(AI);
  for (AllocaInst *AI : Allocas) {
    // Lifetime markers must name an alloca, not a cast of one; they are
    // only hints, so they go.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U))
        if (II->isLifetimeStartOrEnd())
          II->eraseFromParent();
    IRBuilder<> B(AI);
    AllocaInst *NA = B.CreateAlloca(AI->getAllocatedType(), AllocaAS,
                                    AI->getArraySize(), AI->getName());
    NA->setAlignment(AI->getAlign());
    Value *Cast = B.CreateAddrSpaceCast(NA, AI->getType());
    AI->replaceAllUsesWith(Cast);
    AI->eraseFromParent();
  }
  return std::move(Dst);
}

/// The SIMD-group matrix type <64 x E>, if T is one (MSL vectors have at
/// most 4 elements, so such a vector is a matrix).
FixedVectorType *matrixType(Type *T) {
  auto *VT = dyn_cast<FixedVectorType>(T);
  return VT && VT->getNumElements() == 64 ? VT : nullptr;
}

/// Whether T holds a SIMD-group matrix, itself or inside.
bool holdsMatrix(Type *T) {
  if (isa<FixedVectorType>(T))
    return matrixType(T);
  if (auto *AT = dyn_cast<ArrayType>(T))
    return holdsMatrix(AT->getElementType());
  if (auto *ST = dyn_cast<StructType>(T))
    return any_of(ST->elements(), holdsMatrix);
  return false;
}

/// An access to the elements of a SIMD-group matrix other than whole
/// (thread_elements(), as Metal FlashAttention and MLX use it), if any: in
/// memory, a load or store of part of a variable holding one; in
/// registers, an element or part of a matrix value read or written.
const Instruction *directMatrixAccess(Function &F) {
  auto IsMatrix = [](const Value *V) { return matrixType(V->getType()) != nullptr; };
  for (Instruction &I : instructions(F)) {
    if ((isa<InsertElementInst>(I) || isa<ExtractElementInst>(I)) &&
        IsMatrix(I.getOperand(0)))
      return &I;
    if (auto *SV = dyn_cast<ShuffleVectorInst>(&I);
        SV && IsMatrix(SV->getOperand(0)) != IsMatrix(SV))
      return &I;
    Value *P = nullptr;
    Type *T = nullptr;
    if (auto *L = dyn_cast<LoadInst>(&I))
      P = L->getPointerOperand(), T = L->getType();
    else if (auto *S = dyn_cast<StoreInst>(&I))
      P = S->getPointerOperand(), T = S->getValueOperand()->getType();
    if (!P || holdsMatrix(T))
      continue;
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(P, Objects, nullptr, 0); // through phis and selects
    for (const Value *O : Objects)
      if (auto *A = dyn_cast<AllocaInst>(O))
        if (holdsMatrix(A->getAllocatedType()))
          return &I;
  }
  return nullptr;
}

/// Where SIMD-group matrices are distributed, a lane's <64 x T> value
/// holds its two elements first and the rest is unused
/// (lowerDistributedMatrix): a load or store of one in private memory
/// moves those two only. llama.cpp's kernel_mul_mm_* zero eight
/// accumulator matrices in a loop; as 256-byte stores it stayed a loop
/// over a 2 KiB private array (5 KiB of scratch per thread, SIMD8 with
/// 5,100 spills), as 8-byte ones it unrolls and SROA keeps the array in
/// registers.
void narrowPrivateMatrixAccesses(Function &F) {
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *L = dyn_cast<LoadInst>(&I);
    auto *S = dyn_cast<StoreInst>(&I);
    if ((!L || !L->isSimple()) && (!S || !S->isSimple()))
      continue;
    Value *P = L ? L->getPointerOperand() : S->getPointerOperand();
    FixedVectorType *VT = matrixType(L ? L->getType() : S->getValueOperand()->getType());
    if (!VT || !isa<AllocaInst>(getUnderlyingObject(P)))
      continue;
    Type *ET = VT->getElementType();
    const DataLayout &DL = F.getDataLayout();
    Align A0 = L ? L->getAlign() : S->getAlign();
    Align A1 = commonAlignment(A0, DL.getTypeStoreSize(ET));
    IRBuilder<> B(&I);
    Value *P1 = B.CreateConstInBoundsGEP1_64(ET, P, 1);
    if (S) {
      Value *V = S->getValueOperand();
      B.CreateAlignedStore(B.CreateExtractElement(V, uint64_t(0)), P, A0);
      B.CreateAlignedStore(B.CreateExtractElement(V, uint64_t(1)), P1, A1);
    } else {
      Value *V = Constant::getNullValue(VT);
      V = B.CreateInsertElement(V, B.CreateAlignedLoad(ET, P, A0), uint64_t(0));
      V = B.CreateInsertElement(V, B.CreateAlignedLoad(ET, P1, A1), uint64_t(1));
      L->replaceAllUsesWith(V);
    }
    I.eraseFromParent();
  }
}

} // namespace

Expected<std::unique_ptr<Module>>
metalnt::lower::lowerModule(Module &AIR, StringRef Kernel, TargetLowering &T,
                            bool IsKernel, const RenderPipeline *Pipeline) {
  if (IsKernel)
    if (Function *F = AIR.getFunction(Kernel)) {
      Expected<KernelSignature> Sig = readKernelSignature(*F);
      if (!Sig)
        return Sig.takeError();
      if (!T.supportsStage(Sig->Stage))
        return lowerError("'" + Kernel + "' is a " + getStageName(Sig->Stage) +
                          " function, which this target does not translate "
                          "yet");
    }
  Expected<std::unique_ptr<Module>> M = rebuild(AIR, T);
  if (!M)
    return M.takeError();
  // Only the function translated and what it calls are lowered: the rest
  // of the library keeps no body, so that a function it does not use cannot
  // stop the translation.
  // Functions an executor calls through a visible function table
  // ("metalnt-keep") are reached too.
  if (Function *KF = (*M)->getFunction(Kernel)) {
    SmallPtrSet<Function *, 16> Reached{KF};
    SmallVector<Function *, 16> Work{KF};
    for (Function &F : **M)
      if (F.hasFnAttribute("metalnt-keep") && !F.isDeclaration() && Reached.insert(&F).second)
        Work.push_back(&F);
    while (!Work.empty())
      for (Instruction &I : instructions(*Work.pop_back_val()))
        if (auto *Call = dyn_cast<CallInst>(&I))
          if (Function *Callee = Call->getCalledFunction())
            if (!Callee->isDeclaration() && Reached.insert(Callee).second)
              Work.push_back(Callee);
    for (Function &F : **M)
      if (!F.isDeclaration() && !Reached.count(&F))
        F.deleteBody();
  }
  // SIMD-group matrices. Where they are distributed, a private one moves
  // as the lane's two elements; where the shared library holds them whole
  // in every thread, code that works on a thread's share of one would
  // compute something else, and is refused.
  for (Function &F : **M) {
    if (F.isDeclaration())
      continue;
    if (T.distributesSimdgroupMatrices())
      narrowPrivateMatrixAccesses(F);
    else if (directMatrixAccess(F))
      return lowerError("function '" + F.getName() +
                        "' reads or writes the elements of a SIMD-group "
                        "matrix directly (thread_elements()), which this "
                        "target's matrices do not model");
  }
  // Constexpr samplers in the target's form wherever they are used.
  rewriteConstantSamplers(**M, [&](std::array<uint64_t, 2> Words, Type *PtrTy) {
    return T.lowerConstantSampler(**M, Words, PtrTy);
  });
  // Every AIR intrinsic call is mapped or reported.
  for (Function &F : **M) {
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      auto *Call = dyn_cast<CallInst>(&I);
      if (!Call)
        continue;
      Function *Callee = Call->getCalledFunction();
      if (!Callee)
        continue; // through a function pointer: the code generator's to refuse
      StringRef Name = Callee->getName();
      if (Callee->isIntrinsic() || !Callee->isDeclaration())
        continue;
      bool RuntimeLibrary = air::isRuntimeLibraryName(Name);
      if (!Name.starts_with("air.") && !RuntimeLibrary)
        return lowerError("call to external function '" + Name +
                          "' in function '" + F.getName() +
                          "' (from a dynamic library?) is not supported");
      IRBuilder<> B(Call);
      std::optional<Value *> V = T.overrideIntrinsic(B, *Call, Name);
      if (!V)
        V = lowerGenericIntrinsic(B, *Call, Name);
      if (!V)
        V = T.lowerIntrinsic(B, *Call, Name);
      if (!V && Name.contains("imageblock"))
        return lowerError("AIR intrinsic '" + Name + "' in function '" +
                          F.getName() + "' accesses an imageblock: "
                          "imageblocks and tile memory are not supported yet");
      if (!V)
        return lowerError((RuntimeLibrary ? "unsupported Metal runtime library function '"
                                          : "unsupported AIR intrinsic '") +
                          Name + "' in function '" + F.getName() + "'");
      if (!Call->getType()->isVoidTy())
        Call->replaceAllUsesWith(*V);
      Call->eraseFromParent();
    }
  }
  for (Function &F : make_early_inc_range(**M))
    if (F.isDeclaration() && F.use_empty() &&
        (F.getName().starts_with("air.") || air::isRuntimeLibraryName(F.getName())))
      F.eraseFromParent();

  Function *KF = (*M)->getFunction(Kernel);
  if (!KF || KF->isDeclaration())
    return lowerError("no function '" + Kernel + "' in '" +
                      AIR.getModuleIdentifier() + "'");
  if (IsKernel) {
    Expected<KernelSignature> Sig = readKernelSignature(*KF);
    if (!Sig)
      return Sig.takeError();
    // A fragment function translated alone: the attachments its outputs
    // and framebuffer inputs name, in formats that hold their types
    // (docs/render.md, "Where a pipeline comes from").
    std::optional<RenderPipeline> Default;
    if (!Pipeline && Sig->Stage == StageKind::Fragment) {
      Default = defaultRenderPipeline(*Sig);
      Pipeline = &*Default;
    }
    Sig->Pipeline = Pipeline;
    if (Pipeline && Sig->Stage != StageKind::Kernel)
      if (Error E = checkPipeline(*Sig, *Pipeline))
        return std::move(E);
    if (Error E = T.buildEntryPoint(**M, *Sig))
      return std::move(E);
  } else {
    // A dynamic library's function: it alone stays visible (also where a
    // plan linked it into an importer's module, internal there).
    for (Function &F : **M)
      if (&F != KF && !F.isDeclaration())
        F.setLinkage(GlobalValue::InternalLinkage);
    KF->setLinkage(GlobalValue::ExternalLinkage);
    KF->setVisibility(GlobalValue::DefaultVisibility);
  }
  // AIR's own metadata has served its purpose.
  SmallVector<NamedMDNode *, 8> AIRMD;
  for (NamedMDNode &N : (*M)->named_metadata())
    if (N.getName().starts_with("air."))
      AIRMD.push_back(&N);
  for (NamedMDNode *N : AIRMD)
    N->eraseFromParent();
  // Debug information without a "Debug Info Version" LLVM reads is
  // dropped, as LLVM's IR reader drops it (llc then compiles the lowered IR
  // as the translator does).
  if (getDebugMetadataVersionFromModule(**M) != DEBUG_METADATA_VERSION)
    StripDebugInfo(**M);

  std::string Problems;
  raw_string_ostream OS(Problems);
  if (verifyModule(**M, &OS))
    return lowerError("internal error: the lowered module of '" + Kernel +
                      "' does not verify: " + OS.str());
  return M;
}

lower::ThreadgroupLayout
lower::layoutThreadgroupVariables(const llvm::Module &M) {
  ThreadgroupLayout L;
  const DataLayout &DL = M.getDataLayout();
  for (const GlobalVariable &G : M.globals()) {
    if (G.getAddressSpace() != 3)
      continue;
    uint64_t A = std::max<uint64_t>(4, G.getAlign().valueOrOne().value());
    L.Size = alignTo(L.Size, A);
    L.Offsets.push_back({G.getName().str(), L.Size});
    L.Size += DL.getTypeAllocSize(G.getValueType());
  }
  L.Size = alignTo(L.Size, 16);
  return L;
}

lower::PassManagers::PassManagers(TargetMachine &TM) : PB(&TM) {
  // A GPU has no C library: the optimizer must not turn sin(x) / cos(x)
  // into a call to tanf, or a loop into memset's.
  TargetLibraryInfoImpl TLII(TM.getTargetTriple());
  TLII.disableAllFunctions();
  FAM.registerPass([&] { return TargetLibraryAnalysis(TLII); });
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
}

void lower::keepInfinitiesAndNaNs(Module &M) {
  for (Function &F : M) {
    for (StringRef A : {"no-infs-fp-math", "no-nans-fp-math"})
      if (F.hasFnAttribute(A))
        F.addFnAttr(A, "false");
    for (Instruction &I : instructions(F))
      if (isa<FPMathOperator>(I)) {
        I.setHasNoNaNs(false);
        I.setHasNoInfs(false);
      }
  }
}

void lower::optimizeModule(Module &M, TargetMachine &TM) {
  // What must be inlined (every function called from a kernel, for code
  // generators without calls) is marked alwaysinline, which O2 inlines
  // first of all, before any simplification: one function of unoptimized
  // copies, whose SROA and loop unrolling are quadratic in its size
  // (big-integer arithmetic of 64,000 instructions took a minute). So O2
  // runs first without the marks, and LLVM's inliner optimizes callees
  // bottom-up before it inlines what it chooses; what is left is then
  // inlined and optimized by a second O2.
  auto RunO2 = [&] {
    PassManagers P(TM);
    P.PB.buildPerModuleDefaultPipeline(OptimizationLevel::O2).run(M, P.MAM);
  };
  SmallVector<std::string, 8> Forced;
  for (Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute(Attribute::AlwaysInline)) {
      F.removeFnAttr(Attribute::AlwaysInline);
      Forced.push_back(F.getName().str());
    }
  RunO2();
  bool Left = false;
  for (const std::string &Name : Forced)
    if (Function *F = M.getFunction(Name); F && !F->isDeclaration()) {
      F->addFnAttr(Attribute::AlwaysInline);
      Left = true;
    }
  if (Left)
    RunO2();
}

static const int CodeGenDiagnosticKind = getNextAvailablePluginDiagnosticKind();

lower::DiagnosticInfoCodeGen::DiagnosticInfoCodeGen(CodeGenFailure Cause,
                                                   const Twine &Message)
    : DiagnosticInfo(CodeGenDiagnosticKind, DS_Error), Cause(Cause),
      Message(Message.str()) {}

void lower::DiagnosticInfoCodeGen::print(DiagnosticPrinter &DP) const {
  DP << Message;
}

bool lower::DiagnosticInfoCodeGen::classof(const DiagnosticInfo *DI) {
  return DI->getKind() == CodeGenDiagnosticKind;
}

char lower::CodeGenError::ID = 0;

void lower::CodeGenError::log(raw_ostream &OS) const { OS << Message; }

std::error_code lower::CodeGenError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

lower::FirstDiagnostic::FirstDiagnostic(LLVMContext &Ctx)
    : Ctx(Ctx), PreviousCallBack(Ctx.getDiagnosticHandlerCallBack()),
      PreviousContext(Ctx.getDiagnosticContext()) {
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *DI, void *Context) {
        if (DI->getSeverity() != DS_Error)
          return;
        auto *Self = static_cast<FirstDiagnostic *>(Context);
        if (!Self->Message.empty())
          return;
        raw_string_ostream OS(Self->Message);
        DiagnosticPrinterRawOStream DP(OS);
        DI->print(DP);
        if (const auto *CG = dyn_cast<DiagnosticInfoCodeGen>(DI))
          Self->Cause = CG->getCause();
      },
      this);
}

lower::FirstDiagnostic::~FirstDiagnostic() {
  Ctx.setDiagnosticHandlerCallBack(PreviousCallBack, PreviousContext);
}

Error lower::FirstDiagnostic::takeError() const {
  if (Message.empty())
    return Error::success();
  return make_error<CodeGenError>(Cause, Message);
}

Value *lower::bitsToI32(IRBuilderBase &B, Value *V) {
  Type *T = V->getType();
  if (!T->isIntegerTy())
    V = B.CreateBitCast(V, B.getIntNTy(T->getPrimitiveSizeInBits()));
  return B.CreateZExtOrTrunc(V, B.getInt32Ty());
}

Value *lower::i32ToBits(IRBuilderBase &B, Value *V, Type *T) {
  if (T->isIntegerTy())
    return B.CreateZExtOrTrunc(V, T);
  return B.CreateBitCast(B.CreateZExtOrTrunc(V, B.getIntNTy(T->getPrimitiveSizeInBits())),
                         T);
}

Value *lower::mapElements(IRBuilderBase &B, Type *Ty, ArrayRef<Value *> Operands,
                          function_ref<Value *(ArrayRef<Value *>)> Op) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (!VT)
    return Op(Operands);
  Value *R = PoisonValue::get(VT);
  for (unsigned E = 0; E != VT->getNumElements(); ++E) {
    SmallVector<Value *, 3> Elements;
    for (Value *V : Operands)
      Elements.push_back(V->getType()->isVectorTy() ? B.CreateExtractElement(V, E) : V);
    R = B.CreateInsertElement(R, Op(Elements), E);
  }
  return R;
}

Value *lower::countZeros64(IRBuilderBase &B, bool Leading, Value *X) {
  Value *Lo = B.CreateTrunc(X, B.getInt32Ty());
  Value *Hi = B.CreateTrunc(B.CreateLShr(X, 32), B.getInt32Ty());
  // ctlz: the high half's, or 32 + the low half's; cttz the other way.
  Intrinsic::ID ID = Leading ? Intrinsic::ctlz : Intrinsic::cttz;
  Value *First = Leading ? Hi : Lo, *Second = Leading ? Lo : Hi;
  Value *A = B.CreateBinaryIntrinsic(ID, First, B.getFalse());
  Value *C = B.CreateAdd(B.CreateBinaryIntrinsic(ID, Second, B.getFalse()), B.getInt32(32));
  return B.CreateSelect(B.CreateICmpNE(First, B.getInt32(0)), A, C);
}

Value *lower::bindMemoryArgument(IRBuilderBase &B, const KernelArg &A, Type *T,
                                 function_ref<Argument *(unsigned)> BufferParam,
                                 function_ref<Argument *(unsigned)> ThreadgroupParam) {
  switch (A.K) {
  case KernelArg::Buffer: {
    Argument *P = BufferParam(A.LocationIndex);
    P->setName(A.Name);
    P->addAttr(Attribute::NoAlias);
    return B.CreateAddrSpaceCast(P, T);
  }
  case KernelArg::Unsupported:
    return PoisonValue::get(T);
  case KernelArg::Threadgroup: {
    Argument *P = ThreadgroupParam(A.LocationIndex);
    P->setName(A.Name + ".offset");
    return B.CreateIntToPtr(B.CreateZExtOrTrunc(P, B.getInt32Ty()), T);
  }
  default:
    return nullptr;
  }
}

Expected<Value *> lower::shapeBuiltinArgument(IRBuilderBase &B,
                                              ArrayRef<Value *> C, Type *T,
                                              const KernelArg &A,
                                              StringRef Kernel) {
  Type *Elt = T->getScalarType();
  if (!Elt->isIntegerTy())
    return createStringError(inconvertibleErrorCode(),
                             "builtin argument '" + A.Name + "' of '" + Kernel +
                                 "' has a non-integer type");
  auto *VT = dyn_cast<FixedVectorType>(T);
  if (!VT)
    return B.CreateZExtOrTrunc(C[0], T);
  Value *V = PoisonValue::get(VT);
  for (unsigned I = 0; I != VT->getNumElements() && I != C.size(); ++I)
    V = B.CreateInsertElement(V, B.CreateZExtOrTrunc(C[I], Elt), I);
  return V;
}

std::optional<lower::BuiltinComponents> lower::deriveComputeBuiltin(
    IRBuilderBase &B, StringRef What,
    function_ref<std::optional<BuiltinComponents>(StringRef)> Primitive) {
  Value *Zero = B.getInt32(0);
  auto One = [&](Value *V) { return BuiltinComponents{V, Zero, Zero}; };
  auto CeilDiv = [&](Value *N, Value *D) {
    return B.CreateUDiv(B.CreateAdd(N, B.CreateSub(D, B.getInt32(1))), D);
  };
  // The threads of this group or of a full one.
  auto Threads = [&](StringRef Size) -> Value * {
    std::optional<BuiltinComponents> S = Primitive(Size);
    return S ? B.CreateMul(B.CreateMul((*S)[0], (*S)[1]), (*S)[2]) : nullptr;
  };
  if (What == "air.quadgroup_index_in_threadgroup" || What == "air.thread_index_in_quadgroup") {
    std::optional<BuiltinComponents> I = Primitive("air.thread_index_in_threadgroup");
    if (!I)
      return std::nullopt;
    return One(What == "air.thread_index_in_quadgroup" ? B.CreateAnd((*I)[0], 3)
                                                       : B.CreateLShr((*I)[0], 2));
  }
  bool Dispatch = What.consume_front("air.dispatch_");
  if (!Dispatch)
    What.consume_front("air.");
  if (What != "quadgroups_per_threadgroup" && What != "simdgroups_per_threadgroup")
    return std::nullopt;
  Value *N = Threads(Dispatch ? "air.dispatch_threads_per_threadgroup"
                              : "air.threads_per_threadgroup");
  if (!N)
    return std::nullopt;
  if (What == "quadgroups_per_threadgroup")
    return One(CeilDiv(N, B.getInt32(4)));
  std::optional<BuiltinComponents> Width = Primitive("air.threads_per_simdgroup");
  if (!Width)
    return std::nullopt;
  return One(CeilDiv(N, (*Width)[0]));
}

Expected<Value *> lower::bindComputeBuiltin(
    IRBuilderBase &B, const KernelArg &A, Type *T, StringRef Kernel, StringRef Generator,
    function_ref<std::optional<BuiltinComponents>(StringRef)> Primitive) {
  std::optional<BuiltinComponents> C = Primitive(A.What);
  if (!C)
    C = deriveComputeBuiltin(B, A.What, Primitive);
  if (!C)
    return createStringError(inconvertibleErrorCode(),
                             "builtin argument '" + A.Name + "' (" + A.What + ") of '" + Kernel +
                                 "' is not supported" +
                                 (Generator.empty() ? Twine("") : " by " + Generator) + " yet");
  return shapeBuiltinArgument(B, *C, T, A, Kernel);
}

std::string lower::printModule(const Module &M) {
  std::string Out;
  raw_string_ostream OS(Out);
  M.print(OS, nullptr, /*ShouldPreserveUseListOrder=*/true);
  return Out;
}

Expected<std::string> lower::emitCode(Module &M, TargetMachine &TM,
                                      bool Assembly) {
  SmallString<0> Buffer;
  raw_svector_ostream OS(Buffer);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr,
                             Assembly ? CodeGenFileType::AssemblyFile
                                      : CodeGenFileType::ObjectFile))
    return createStringError(inconvertibleErrorCode(),
                             "cannot emit this file type");
  PM.run(M);
  return std::string(Buffer.str());
}
