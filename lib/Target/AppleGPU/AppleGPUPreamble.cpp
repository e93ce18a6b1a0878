//===- AppleGPUPreamble.cpp - The preamble of a G13 kernel ----------------===//
//
// Mesa's agx_nir_opt_preamble for G13 kernels (docs/applegpu-abi.md): what
// the kernel's first block computes from the dispatch's uniforms alone,
// moved into a program run once per dispatch.
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"
#include "metalnt/Target/SIMTUniformity.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// The preamble's results arrive in the entry point's parameters from
/// PreambleParam on: parameter p in u(2p), so u208-u254 (docs/applegpu-abi.md).
constexpr unsigned PreambleParam = 104, MaxPreambleResults = 24;

/// The preamble (Mesa's agx_nir_opt_preamble; `_agc.main.constant_program`,
/// docs/applegpu-abi.md): what the kernel's first block computes from the
/// dispatch's uniforms alone, loads of buffers the kernel never writes
/// included, moved into a function run once per dispatch that stores the
/// results in uniform registers; the kernel reads them as parameters.
/// Only the first block's instructions move, which every thread executes,
/// so no load is made that the kernel would not make. Returns the
/// preamble, or nullptr where nothing loaded would move (arithmetic on
/// uniforms alone is not worth a second program).
llvm::Function *splitPreamble(Module &M, StringRef Kernel) {
  llvm::Function *Main = M.getFunction(Kernel);
  // A kernel that calls functions keeps its code whole (what a callee reads
  // and writes is not known here).
  if (!Main || Main->isDeclaration() || metalnt::makesCalls(*Main, "applegpu."))
    return nullptr;
  // The buffers the kernel may write. A write whose object is not one of
  // the entry point's parameters (or a call that may write anything) keeps
  // every load where it is.
  SmallPtrSet<const Value *, 8> Written;
  for (Instruction &I : instructions(*Main)) {
    // (An atomic load writes nothing; its ordering is what makes LLVM say
    // it may.)
    if (!I.mayWriteToMemory() || isa<FenceInst>(I) || isa<LoadInst>(I))
      continue;
    const Value *Ptr = nullptr;
    if (auto *St = dyn_cast<StoreInst>(&I))
      Ptr = St->getPointerOperand();
    else if (auto *A = dyn_cast<AtomicRMWInst>(&I))
      Ptr = A->getPointerOperand();
    else if (auto *A = dyn_cast<AtomicCmpXchgInst>(&I))
      Ptr = A->getPointerOperand();
    else if (auto *MI = dyn_cast<AnyMemIntrinsic>(&I))
      Ptr = MI->getRawDest();
    else if (auto *II = dyn_cast<IntrinsicInst>(&I);
             II && (II->isLifetimeStartOrEnd() || II->isAssumeLikeIntrinsic()))
      continue;
    else if (auto *C = dyn_cast<CallInst>(&I); C && C->getCalledFunction() &&
                                               C->getCalledFunction()->getName().starts_with("applegpu."))
      continue; // barriers and the translator's markers
    else
      return nullptr;
    if (Ptr->getType()->getPointerAddressSpace() != 1)
      continue; // threadgroup and private memory
    const Value *Obj = getUnderlyingObject(Ptr, /*MaxLookup=*/0);
    if (!isa<Argument>(Obj))
      return nullptr;
    Written.insert(Obj);
  }
  // What can move, in order: operands constants, parameters or moved
  // values; loads of unwritten buffers; side-effect-free instructions.
  BasicBlock &Entry = Main->getEntryBlock();
  SetVector<Instruction *> Moved;
  auto Uniform = [&](Value *V) {
    return isa<Constant>(V) || isa<Argument>(V) ||
           (isa<Instruction>(V) && Moved.count(cast<Instruction>(V)));
  };
  for (Instruction &I : Entry) {
    if (I.isTerminator() || isa<PHINode>(I) || isa<AllocaInst>(I) ||
        !all_of(I.operands(), Uniform))
      continue;
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      const Value *Obj = getUnderlyingObject(L->getPointerOperand(), 0);
      if (!L->isSimple() || L->getPointerAddressSpace() != 1 ||
          !isa<Argument>(Obj) || Written.count(Obj))
        continue;
    } else if (auto *C = dyn_cast<CallInst>(&I)) {
      auto *II = dyn_cast<IntrinsicInst>(C);
      if (!II || II->mayReadOrWriteMemory() || II->mayHaveSideEffects() ||
          II->isConvergent() || II->isAssumeLikeIntrinsic())
        continue;
    } else if (I.mayReadOrWriteMemory() || I.mayHaveSideEffects()) {
      continue;
    }
    Moved.insert(&I);
  }
  // Only what depends on a load is worth a uniform; what the parameters
  // alone give stays computed in the kernel too (the preamble has its own
  // copy where it needs one).
  SmallPtrSet<Instruction *, 16> Loaded;
  for (Instruction *I : Moved)
    if (isa<LoadInst>(I) || any_of(I->operands(), [&](Value *V) {
          return isa<Instruction>(V) && Loaded.count(cast<Instruction>(V));
        }))
      Loaded.insert(I);
  // Results go to uniforms as 32- or 64-bit values; a value of another
  // type stays in the kernel, and so does whatever is computed from it.
  const DataLayout &DL = M.getDataLayout();
  auto Fits = [&](Type *T) {
    return (T->isIntegerTy() || T->isFloatTy() || T->isPointerTy()) &&
           (DL.getTypeSizeInBits(T) == 32 || DL.getTypeSizeInBits(T) == 64);
  };
  auto LiveOut = [&](Instruction *I) {
    return Loaded.count(I) &&
           any_of(I->users(), [&](User *U) { return !Moved.count(cast<Instruction>(U)); });
  };
  std::function<void(Instruction *)> Keep = [&](Instruction *I) {
    if (!Moved.remove(I))
      return;
    Loaded.erase(I);
    for (User *U : I->users())
      Keep(cast<Instruction>(U));
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Instruction *I : SmallVector<Instruction *, 16>(Moved.begin(), Moved.end()))
      if (Moved.count(I) && LiveOut(I) && !Fits(I->getType())) {
        Keep(I);
        Changed = true;
      }
  }
  SmallVector<Instruction *, 8> Results;
  for (Instruction *I : Moved)
    if (LiveOut(I))
      Results.push_back(I);
  if (Loaded.empty() || Results.size() > MaxPreambleResults)
    return nullptr;

  // The preamble: the moved instructions, then a uniform_store for each
  // result.
  LLVMContext &Ctx = M.getContext();
  llvm::Function *Pre = llvm::Function::Create(
      Main->getFunctionType(), GlobalValue::ExternalLinkage,
      Kernel + ".constant_program", &M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Pre));
  ValueToValueMapTy VM;
  for (unsigned A = 0; A != Main->arg_size(); ++A)
    VM[Main->getArg(A)] = Pre->getArg(A);
  for (Instruction *I : Moved) {
    Instruction *C = I->clone();
    B.Insert(C, I->getName());
    RemapInstruction(C, VM, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    VM[I] = C;
  }
  SmallVector<Type *, 8> Params(Main->getFunctionType()->params());
  Params.resize(PreambleParam, B.getInt32Ty());
  for (auto [J, R] : enumerate(Results)) {
    Type *Int = B.getIntNTy(unsigned(DL.getTypeSizeInBits(R->getType())));
    Value *V = VM[R];
    V = V->getType()->isPointerTy() ? B.CreatePtrToInt(V, Int) : B.CreateBitCast(V, Int);
    FunctionCallee Store = M.getOrInsertFunction(
        ("applegpu.uniform_store." + Twine(Int->isIntegerTy(64) ? "i64" : "i32")).str(),
        B.getVoidTy(), B.getInt32Ty(), Int);
    B.CreateCall(Store, {B.getInt32(2 * (PreambleParam + J)), V});
    Params.push_back(Int);
  }
  B.CreateRetVoid();

  // The kernel, with the results as parameters.
  llvm::Function *NewMain = llvm::Function::Create(
      FunctionType::get(B.getVoidTy(), Params, false), Main->getLinkage(), "", &M);
  NewMain->copyAttributesFrom(Main);
  NewMain->splice(NewMain->end(), Main);
  for (unsigned A = 0; A != Main->arg_size(); ++A) {
    NewMain->getArg(A)->takeName(Main->getArg(A));
    Main->getArg(A)->replaceAllUsesWith(NewMain->getArg(A));
  }
  B.SetInsertPoint(&*NewMain->getEntryBlock().getFirstInsertionPt());
  for (auto [J, R] : enumerate(Results)) {
    Value *P = NewMain->getArg(PreambleParam + unsigned(J));
    P->setName(R->getName() + ".uniform");
    Value *V = R->getType()->isPointerTy() ? B.CreateIntToPtr(P, R->getType())
                                           : B.CreateBitCast(P, R->getType());
    R->replaceUsesWithIf(V, [&](Use &U) { return !Moved.count(cast<Instruction>(U.getUser())); });
  }
  for (Instruction *I : reverse(Moved))
    if (Loaded.count(I))
      I->eraseFromParent();
  NewMain->takeName(Main);
  Main->eraseFromParent();
  return Pre;
}

} // namespace applegpu
} // namespace metalnt
