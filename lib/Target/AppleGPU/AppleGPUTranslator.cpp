//===- AppleGPUTranslator.cpp - AIR to Apple G13 code ---------------------===//

#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/MachO.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Scalar/StructurizeCFG.h"
#include "llvm/Transforms/Utils/FixIrreducible.h"
#include "llvm/Transforms/Utils/IntegerDivision.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"
#include "llvm/Transforms/Utils/UnifyFunctionExitNodes.h"
#include "llvm/Transforms/Utils/UnifyLoopExits.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

Error appleError(const Twine &Msg) {
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
  std::optional<Value *> lowerIntrinsic(IRBuilderBase &B, CallInst &,
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
    return std::nullopt; // SIMD-group functions: not yet
  }
  Error buildEntryPoint(Module &M, const KernelSignature &Sig) override;

private:
  const TargetMachine &TM;
};

Error AppleGPULowering::buildEntryPoint(Module &M, const KernelSignature &Sig) {
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  if (Sig.Args.size() != Body->arg_size())
    return appleError("'" + Name + "' has parameters its AIR metadata does "
                                   "not describe");
  // The entry point's parameter i is buffer(i), which the back end reads
  // from u(2i):u(2i+1); buffer indices the kernel does not use are
  // parameters nothing reads.
  // [[threadgroup(i)]]'s byte offset is parameter 64 + i, u(128 + 2i).
  unsigned NumBuffers = 0;
  for (const KernelArg &A : Sig.Args) {
    if (A.K == KernelArg::Buffer)
      NumBuffers = std::max(NumBuffers, A.LocationIndex + 1);
    else if (A.K == KernelArg::Threadgroup && A.LocationIndex < 32)
      NumBuffers = std::max(NumBuffers, 64 + A.LocationIndex + 1);
    else if (A.K != KernelArg::Builtin)
      return appleError("argument '" + A.Name + "' (" + A.What + ") of '" +
                        Name + "' is not supported by the Apple GPU code "
                        "generator yet");
  }
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Buffer && A.LocationIndex >= 64)
      return appleError("'" + Name + "' uses buffer indices above 63");
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  Type *Ptr = PointerType::get(Ctx, 1);
  SmallVector<Type *, 8> Params(std::min(NumBuffers, 64u), Ptr);
  Params.resize(NumBuffers, Type::getInt64Ty(Ctx));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  FunctionCallee GetSR = M.getOrInsertFunction(
      "applegpu.get_sr", FunctionType::get(Type::getInt32Ty(Ctx),
                                           {Type::getInt32Ty(Ctx)}, false));
  if (auto *F = dyn_cast<Function>(GetSR.getCallee())) {
    F->setDoesNotAccessMemory();
    F->setDoesNotThrow();
    F->setWillReturn();
  }
  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", Entry);
  IRBuilder<> B(BB);
  auto Read = [&](unsigned Reg) { return B.CreateCall(GetSR, {B.getInt32(Reg)}); };
  auto Three = [&](unsigned First) {
    return std::array<Value *, 3>{Read(First), Read(First + 1), Read(First + 2)};
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    if (A.K == KernelArg::Buffer) {
      Argument *P = Entry->getArg(A.LocationIndex);
      P->setName(A.Name);
      P->addAttr(Attribute::NoAlias);
      CallArgs[A.ArgNo] = B.CreateAddrSpaceCast(P, T);
      continue;
    }
    if (A.K == KernelArg::Threadgroup) {
      Argument *P = Entry->getArg(64 + A.LocationIndex);
      P->setName(A.Name + ".offset");
      CallArgs[A.ArgNo] = B.CreateIntToPtr(B.CreateTrunc(P, B.getInt32Ty()), T);
      continue;
    }
    std::array<Value *, 3> C = {B.getInt32(0), B.getInt32(0), B.getInt32(0)};
    StringRef W = A.What;
    if (W == "air.thread_position_in_grid")
      C = Three(ThreadInGrid);
    else if (W == "air.thread_position_in_threadgroup")
      C = Three(ThreadInThreadgroup);
    else if (W == "air.threadgroup_position_in_grid")
      C = Three(ThreadgroupInGrid);
    else if (W == "air.threads_per_threadgroup" ||
             W == "air.dispatch_threads_per_threadgroup")
      C = Three(ThreadsPerThreadgroup);
    else if (W == "air.thread_index_in_threadgroup")
      C[0] = Read(ThreadIndexInThreadgroup);
    else if (W == "air.thread_index_in_simdgroup")
      C[0] = Read(ThreadIndexInSIMDGroup);
    else if (W == "air.simdgroup_index_in_threadgroup")
      C[0] = Read(SIMDGroupIndexInThreadgroup);
    else if (W == "air.threads_per_simdgroup" || W == "air.thread_execution_width")
      C[0] = B.getInt32(32);
    else
      return appleError("builtin argument '" + A.Name + "' (" + W + ") of '" +
                        Name + "' is not supported by the Apple GPU code "
                        "generator yet");
    Expected<Value *> V = lower::shapeBuiltinArgument(B, C, T, A, Name);
    if (!V)
      return V.takeError();
    CallArgs[A.ArgNo] = *V;
  }
  B.CreateCall(Body, CallArgs);
  B.CreateRetVoid();
  return Error::success();
}

/// Marks each conditional branch of a structured function as an if
/// (`br c, Then, Join`) or a loop (`br c, Header, Exit` at the latch) with
/// a call to applegpu.if / applegpu.loop taking the condition of the first
/// successor; AppleGPULowerControlFlow turns them into the execution-mask
/// instructions.
void markControlFlow(llvm::Function &F, FunctionAnalysisManager &FAM) {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  FunctionType *FT =
      FunctionType::get(Type::getVoidTy(Ctx), {Type::getInt1Ty(Ctx)}, false);
  FunctionCallee If = M.getOrInsertFunction("applegpu.if", FT);
  FunctionCallee LoopFn = M.getOrInsertFunction("applegpu.loop", FT);
  for (BasicBlock &BB : F) {
    auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
    if (!BI || !BI->isConditional())
      continue;
    IRBuilder<> B(BI);
    Value *C = BI->getCondition();
    Loop *L = LI.getLoopFor(&BB);
    if (L && L->getLoopLatch() == &BB &&
        (BI->getSuccessor(0) == L->getHeader() ||
         BI->getSuccessor(1) == L->getHeader())) {
      if (BI->getSuccessor(1) == L->getHeader()) {
        C = B.CreateNot(C);
        BI->setCondition(C);
        BI->swapSuccessors();
      }
      B.CreateCall(LoopFn, {C});
    } else {
      B.CreateCall(If, {C});
    }
  }
}

/// Orders the blocks in reverse post-order, successors visited in branch
/// order: each if's then-block right after it (its join after the whole
/// then-region) and each loop's exit right after its latch, the layout
/// AppleGPULowerControlFlow requires (the SIMD group runs the blocks in
/// this order).
void layOut(llvm::Function &F) {
  ReversePostOrderTraversal<llvm::Function *> RPO(&F);
  BasicBlock *Prev = nullptr;
  for (BasicBlock *BB : RPO) {
    if (Prev)
      BB->moveAfter(Prev);
    Prev = BB;
  }
}

/// Shapes the control flow as the execution mask needs it: one exit,
/// reducible loops with one exit each, every region structured
/// (StructurizeCFG, as AMDGPU's divergent branches are), then marked.
void structureControlFlow(Module &M, TargetMachine &TM) {
  // G13 has no integer divide: divisions and remainders up to 32 bits become
  // LLVM's shift-and-subtract loops (IntegerDivision.cpp) before the
  // control flow is shaped.
  for (llvm::Function &F : M) {
    SmallVector<BinaryOperator *, 8> Divs;
    for (Instruction &I : instructions(F))
      if (auto *BO = dyn_cast<BinaryOperator>(&I))
        if ((BO->getOpcode() == Instruction::UDiv ||
             BO->getOpcode() == Instruction::SDiv ||
             BO->getOpcode() == Instruction::URem ||
             BO->getOpcode() == Instruction::SRem) &&
            BO->getType()->isIntegerTy() &&
            BO->getType()->getIntegerBitWidth() <= 32)
          Divs.push_back(BO);
    for (BinaryOperator *BO : Divs) {
      if (BO->getOpcode() == Instruction::UDiv || BO->getOpcode() == Instruction::SDiv)
        expandDivisionUpTo32Bits(BO);
      else
        expandRemainderUpTo32Bits(BO);
    }
  }
  lower::PassManagers P(TM);
  FunctionPassManager FPM;
  FPM.addPass(LowerSwitchPass());
  FPM.addPass(UnifyFunctionExitNodesPass());
  FPM.addPass(FixIrreduciblePass());
  FPM.addPass(UnifyLoopExitsPass());
  FPM.addPass(StructurizeCFGPass());
  FPM.addPass(LoopSimplifyPass());
  for (llvm::Function &F : M)
    if (!F.isDeclaration()) {
      FPM.run(F, P.FAM);
      if (F.size() > 1) {
        markControlFlow(F, P.FAM);
        layOut(F);
      }
    }
}

/// What the code generator handles today (docs/applegpu-codegen.md):
/// structured control flow over integer, float and half arithmetic,
/// compares and selects, conversions, device and threadgroup memory,
/// barriers (docs/applegpu-codegen.md has the list). Anything else
/// is refused here with the instruction named, before it could reach the
/// instruction selector.
Error checkSupported(const Function &F) {
  auto Describe = [](const Instruction &I) {
    std::string S;
    raw_string_ostream OS(S);
    I.print(OS);
    return StringRef(S).trim().str();
  };
  auto Scalar32 = [](Type *T) {
    return T->isIntegerTy(32) || T->isFloatTy() || T->isIntegerTy(1);
  };
  // Narrow integers are computed in 32 bits (promoted); half is native.
  auto Narrow = [](Type *T) { return T->isIntegerTy(8) || T->isIntegerTy(16); };
  for (const Instruction &I : instructions(F)) {
    bool OK = false;
    switch (I.getOpcode()) {
    case Instruction::Add:
    case Instruction::Sub:
    case Instruction::Mul:
    case Instruction::And:
    case Instruction::Or:
    case Instruction::Xor:
    case Instruction::Shl:
    case Instruction::LShr:
    case Instruction::AShr:
      OK = Scalar32(I.getType()) || Narrow(I.getType()) ||
           (I.getOpcode() == Instruction::Add && I.getType()->isIntegerTy(64));
      // 64-bit shifts by 1 to 4: address arithmetic.
      if (I.getOpcode() == Instruction::Shl && I.getType()->isIntegerTy(64))
        if (auto *C = dyn_cast<ConstantInt>(I.getOperand(1)))
          OK = C->getZExtValue() >= 1 && C->getZExtValue() <= 4;
      break;
    case Instruction::FAdd:
    case Instruction::FSub:
    case Instruction::FMul:
      OK = I.getType()->isFloatTy() || I.getType()->isHalfTy();
      break;
    case Instruction::FDiv:
      // a * rcp(b) where the IR allows a reciprocal (Metal's fast math).
      OK = I.getType()->isFloatTy() && I.hasAllowReciprocal();
      break;
    case Instruction::FNeg:
      OK = I.getType()->isFloatTy() || I.getType()->isHalfTy();
      break;
    case Instruction::Select:
    case Instruction::Freeze:
      OK = Scalar32(I.getType()) || Narrow(I.getType());
      break;
    case Instruction::FPExt:
      OK = I.getType()->isFloatTy() && I.getOperand(0)->getType()->isHalfTy();
      break;
    case Instruction::FPTrunc:
      OK = I.getType()->isHalfTy() && I.getOperand(0)->getType()->isFloatTy();
      break;
    case Instruction::ICmp:
      OK = I.getOperand(0)->getType()->isIntegerTy(32);
      break;
    case Instruction::FCmp:
      OK = I.getOperand(0)->getType()->isFloatTy();
      break;
    case Instruction::Trunc:
      OK = (I.getOperand(0)->getType()->isIntegerTy(32) &&
            (I.getType()->isIntegerTy(1) || Narrow(I.getType()))) ||
           (I.getOperand(0)->getType()->isIntegerTy(64) && I.getType()->isIntegerTy(32));
      break;
    case Instruction::ZExt:
      OK = I.getOperand(0)->getType()->isIntegerTy(32) ||
           I.getOperand(0)->getType()->isIntegerTy(1) ||
           Narrow(I.getOperand(0)->getType());
      break;
    case Instruction::SExt:
      // Narrow values sign-extend by shifting left and arithmetically right.
      OK = I.getOperand(0)->getType()->isIntegerTy(32) ||
           I.getOperand(0)->getType()->isIntegerTy(1) ||
           Narrow(I.getOperand(0)->getType());
      break;
    case Instruction::UIToFP:
    case Instruction::SIToFP:
    case Instruction::FPToUI:
    case Instruction::FPToSI:
      // Narrow integers convert through 32 bits.
      OK = (Scalar32(I.getType()) || Narrow(I.getType())) &&
           (Scalar32(I.getOperand(0)->getType()) ||
            Narrow(I.getOperand(0)->getType()));
      break;
    case Instruction::BitCast:
      OK = Scalar32(I.getType()) && Scalar32(I.getOperand(0)->getType());
      break;
    case Instruction::GetElementPtr:
      OK = I.getType()->getPointerAddressSpace() == 1 ||
           I.getType()->getPointerAddressSpace() == 3;
      break;
    case Instruction::IntToPtr:
    case Instruction::PtrToInt:
      OK = true;
      break;
    case Instruction::Load:
    case Instruction::Store: {
      Type *T = isa<LoadInst>(I) ? I.getType()
                                 : cast<StoreInst>(I).getValueOperand()->getType();
      unsigned AS = getLoadStorePointerOperand(&I)->getType()->getPointerAddressSpace();
      OK = ((AS == 1 &&
             (T->isIntegerTy(32) || T->isFloatTy() || T->isHalfTy() || Narrow(T))) ||
            (AS == 3 && (T->isIntegerTy(32) || T->isFloatTy() || T->isHalfTy() ||
                         T->isIntegerTy(16)))) &&
           !cast<Instruction>(I).isAtomic() && !I.isVolatile();
      break;
    }
    case Instruction::Call: {
      // Markers instruction selection drops.
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (II->isAssumeLikeIntrinsic()) {
          OK = true;
          break;
        }
      const Function *Callee = cast<CallInst>(I).getCalledFunction();
      StringRef N = Callee ? Callee->getName() : "";
      // The special-function unit where approximations are allowed.
      if ((N == "llvm.exp.f32" || N == "llvm.exp2.f32" || N == "llvm.log.f32" ||
           N == "llvm.log2.f32" || N == "llvm.sqrt.f32") &&
          I.hasApproxFunc()) {
        OK = true;
        break;
      }
      if (N == "llvm.floor.f32" || N == "llvm.ceil.f32" || N == "llvm.trunc.f32" ||
          N == "llvm.rint.f32" || N == "llvm.nearbyint.f32") {
        OK = true;
        break;
      }
      OK = N == "applegpu.get_sr" || N == "applegpu.if" || N == "applegpu.loop" ||
           N == "applegpu.barrier" ||
           N == "llvm.fma.f32" || N == "llvm.fabs.f32" || N == "llvm.smax.i32" ||
           N == "llvm.copysign.f32" || N == "llvm.fma.f16" || N == "llvm.ctlz.i32" ||
           N == "llvm.ctpop.i32" ||
           N == "llvm.smin.i32" || N == "llvm.umax.i32" || N == "llvm.umin.i32" ||
           N == "llvm.fmuladd.f32";
      break;
    }
    case Instruction::Ret:
    case Instruction::Br:
      OK = true;
      break;
    case Instruction::PHI:
      OK = Scalar32(I.getType()) || I.getType()->isIntegerTy(64) ||
           I.getType()->isPointerTy();
      break;
    default:
      break;
    }
    if (!OK)
      return appleError("'" + Describe(I) +
                        "' is not supported by the Apple GPU code generator yet");
  }
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef CPU) {
  initializeAppleGPUTarget();
  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
  if (!T)
    return appleError("the applegpu target is not available: " + Err);
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, "", TargetOptions(), std::nullopt, std::nullopt,
      CodeGenOptLevel::Default));
  if (!TM)
    return appleError("cannot create the applegpu target machine");
  return std::move(TM);
}

/// The nested Mach-O of one pipeline function: __TEXT,__text holds the
/// preamble (_agc.main.constant_program: nothing to precompute yet, so a
/// lone stop and Mesa's trap padding) and, 128-byte aligned, _agc.main.
std::string nestedMachO(StringRef MainCode, const GPUArch &Arch) {
  std::string Text;
  const char Stop[] = {char(0x88), 0x00}, Trap[] = {0x08, 0x00};
  Text.append(Stop, 2);
  for (unsigned I = 0; I != 8; ++I)
    Text.append(Trap, 2);
  while (Text.size() % 128)
    Text.append(Trap, 2);
  uint64_t MainOffset = Text.size();
  Text += MainCode;
  gpumacho::Slice S;
  S.CPUType = Arch.getCPUType();
  S.CPUSubtype = Arch.CPUSubtype;
  S.FileType = gpumacho::MH_GPU_EXECUTE;
  S.Sections.push_back({"__text", "__TEXT", Text, 128});
  S.Symbols.push_back({"_agc.main.constant_program", 1, 0});
  S.Symbols.push_back({"_agc.main", 1, MainOffset});
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeSlice(S, OS);
  OS.flush();
  return Out;
}

/// The bytes of the object's __TEXT,__text section.
Expected<std::string> textOfObject(StringRef Obj) {
  Expected<std::unique_ptr<object::MachOObjectFile>> O =
      object::MachOObjectFile::create(MemoryBufferRef(Obj, "applegpu object"),
                                      /*IsLittleEndian=*/true, /*Is64Bits=*/true);
  if (!O)
    return O.takeError();
  for (const object::SectionRef &S : (*O)->sections()) {
    Expected<StringRef> Name = S.getName();
    if (Name && *Name == "__text") {
      Expected<StringRef> C = S.getContents();
      if (!C)
        return C.takeError();
      return C->str();
    }
  }
  return appleError("the applegpu object has no __text section");
}

class AppleGPUTranslator final : public Translator {
public:
  GPUVendor getVendor() const override { return GPUVendor::Apple; }
  /// G13, the generation our instruction model describes (Mesa's AGX2);
  /// the other Apple GPUs differ in ways not documented here.
  bool supports(const GPUArch &Arch) const override {
    return Arch.Vendor == GPUVendor::Apple && Arch.LLVMCPU.starts_with("g13");
  }
  Expected<std::string> translate(Module &AIR, StringRef Function,
                                  const GPUArch &Arch, OutputKind Kind,
                                  bool IsKernel) const override;
};

Expected<std::string> AppleGPUTranslator::translate(Module &AIR,
                                                    StringRef Kernel,
                                                    const GPUArch &Arch,
                                                    OutputKind Kind,
                                                    bool IsKernel) const {
  if (!IsKernel)
    return appleError("dynamic-library functions are not supported by the "
                      "Apple GPU code generator yet");
  Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
  if (!TM)
    return TM.takeError();
  AppleGPULowering Lowering(**TM);
  // Threadgroup variables at the byte offsets the dispatch expects, laid
  // out from the AIR module as the executor lays them out.
  lower::ThreadgroupLayout TGLayout = lower::layoutThreadgroupVariables(AIR);
  Expected<std::unique_ptr<Module>> M =
      lower::lowerModule(AIR, Kernel, Lowering, /*IsKernel=*/true);
  if (!M)
    return M.takeError();
  for (GlobalVariable &G : make_early_inc_range((*M)->globals())) {
    if (G.getAddressSpace() != 3)
      continue;
    auto It = find_if(TGLayout.Offsets, [&](const auto &P) { return P.first == G.getName(); });
    if (It == TGLayout.Offsets.end())
      return appleError("threadgroup variable '" + G.getName() +
                        "' is not in the AIR module's layout");
    Constant *Addr = ConstantExpr::getIntToPtr(
        ConstantInt::get(Type::getInt32Ty((*M)->getContext()), It->second), G.getType());
    G.replaceAllUsesWith(Addr);
    G.eraseFromParent();
  }

  lower::optimizeModule(**M, **TM);
  structureControlFlow(**M, **TM);

  if (Kind == OutputKind::LLVMIR) {
    std::string Out;
    raw_string_ostream OS(Out);
    (*M)->print(OS, nullptr);
    return Out;
  }
  for (const llvm::Function &F : **M)
    if (!F.isDeclaration())
      if (Error E = checkSupported(F))
        return std::move(E);

  // Diagnostics the back end reports become this translation's error.
  lower::FirstDiagnostic Diagnostics((*M)->getContext());
  Expected<std::string> Emitted =
      lower::emitCode(**M, **TM, Kind == OutputKind::Assembly);
  if (!Emitted)
    return appleError("the applegpu back end " + toString(Emitted.takeError()));
  if (!Diagnostics.empty())
    return appleError(Diagnostics.message());
  if (Kind == OutputKind::Assembly)
    return Emitted;
  Expected<std::string> Code = textOfObject(*Emitted);
  if (!Code)
    return Code.takeError();
  return nestedMachO(*Code, Arch);
}

} // namespace

const Translator &applegpu::getTranslator() {
  static const AppleGPUTranslator T;
  return T;
}

Expected<std::pair<std::string, uint64_t>>
applegpu::extractMainCode(StringRef NestedMachO) {
  Expected<std::vector<gpumacho::Slice>> Slices =
      gpumacho::readFile(MemoryBufferRef(NestedMachO, "nested Mach-O"));
  if (!Slices)
    return Slices.takeError();
  if (Slices->size() != 1)
    return appleError("the pipeline's code is not one Mach-O");
  const gpumacho::Slice &S = Slices->front();
  for (const gpumacho::Symbol &Sym : S.Symbols)
    if (Sym.Name == "_agc.main" && Sym.Section && Sym.Section <= S.Sections.size())
      return std::make_pair(S.Sections[Sym.Section - 1].Contents, Sym.Offset);
  return appleError("the pipeline's code has no _agc.main");
}
