//===- SIMT.cpp - Shared preparation for the SIMT code generators -----===//
//
// What the Apple and Intel translators both do to lowered AIR before their
// back ends see it: exact division and square root from reciprocals, the
// math and memory intrinsics and the integer divisions their hardware
// lacks written out, control flow structured and marked for the
// execution-mask (G13) or channel-mask (Gen) instructions, and the check
// that names what the back ends cannot select.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Scalar/Scalarizer.h"
#include "llvm/Transforms/Scalar/StructurizeCFG.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/FixIrreducible.h"
#include "llvm/Transforms/Utils/IntegerDivision.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"
#include "llvm/Transforms/Utils/UnifyFunctionExitNodes.h"
#include "llvm/Transforms/Utils/UnifyLoopExits.h"

using namespace llvm;
using namespace metalnt;

static Error lowerError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// An instruction as LLVM prints it, for messages.
static std::string describe(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  I.print(OS);
  return StringRef(S).trim().str();
}

/// The reciprocal the special-function unit computes (G13's rcp [A], Gen's
/// math.inv): a division of 1 the IR allows to approximate, which
/// selection makes one instruction.
static Value *reciprocal(IRBuilder<> &B, Value *X) {
  FastMathFlags Approx;
  Approx.setAllowReciprocal();
  Approx.setApproxFunc();
  return B.CreateFDivFMF(ConstantFP::get(X->getType(), 1.0), X, Approx);
}

/// a / d where the IR wants it exact (no arcp: Metal without fast math).
/// The GPU divides only as a reciprocal ([A] rcp), so the quotient is refined
/// with fused multiply-adds, Markstein's iterations: y = 1/d improved once
/// (e = 1 - d y, y += e y), q = a y, then q += (a - d q) y. A divisor
/// beyond 2^96 or below 2^-96 is scaled by 2^-32 or 2^32 first, and the
/// quotient alike, so that 1/d stays a normal number; a small dividend is
/// scaled up (below). Zeros, infinities,
/// NaNs and quotients that overflow take a * (1/d) instead, which gets
/// them right (1/0 = inf, 1/inf = 0).
static Value *preciseDivide(IRBuilder<> &B, Value *A, Value *D) {
  Type *T = A->getType();
  auto C = [&](double V) { return ConstantFP::get(T, V); };
  auto Fma = [&](Value *X, Value *Y, Value *Z) {
    return B.CreateIntrinsic(Intrinsic::fma, {T}, {X, Y, Z});
  };
  auto Abs = [&](Value *X) { return B.CreateUnaryIntrinsic(Intrinsic::fabs, X); };
  auto Finite = [&](Value *AbsX) {
    return B.CreateFCmpOLT(AbsX, ConstantFP::getInfinity(T));
  };
  Value *AbsA = Abs(A), *AbsD = Abs(D);
  Value *S = B.CreateSelect(B.CreateFCmpOGT(AbsD, C(0x1p96)), C(0x1p-32),
                            B.CreateSelect(B.CreateFCmpOLT(AbsD, C(0x1p-96)),
                                           C(0x1p32), C(1.0)));
  // A dividend below 2^-100 is scaled by 2^32, so that the residual
  // a - d q stays a normal number (G13 and Gen flush subnormal results to zero).
  Value *Up = B.CreateFCmpOLT(AbsA, C(0x1p-100));
  Value *AS = B.CreateFMul(A, B.CreateSelect(Up, C(0x1p32), C(1.0)));
  Value *Scale = B.CreateFMul(S, B.CreateSelect(Up, C(0x1p-32), C(1.0)));
  Value *DS = B.CreateFMul(D, S);
  Value *NegD = B.CreateFNeg(DS);
  Value *Y0 = reciprocal(B, DS);
  Value *Y1 = Fma(Fma(NegD, Y0, C(1.0)), Y0, Y0);
  Value *Q0 = B.CreateFMul(AS, Y1);
  Value *Q1 = Fma(Fma(NegD, Q0, AS), Y1, Q0);
  Value *Regular = B.CreateAnd(
      B.CreateAnd(B.CreateFCmpONE(A, C(0.0)), Finite(AbsA)),
      B.CreateAnd(B.CreateAnd(B.CreateFCmpONE(D, C(0.0)), Finite(AbsD)),
                  Finite(Abs(Q1))));
  return B.CreateFMul(B.CreateSelect(Regular, Q1, B.CreateFMul(AS, Y0)), Scale);
}

/// sqrt(x) where the IR wants it exact (no afn): from the special-function
/// unit's reciprocal square root ([A] rsqrt), s = x y and h = y / 2, then
/// s += (x - s s) h (Markstein's iteration); 0, -0 and infinity are their
/// own roots, negative numbers and NaN have none. G13 flushes subnormal
/// inputs to zero ([A] fma.py), Gen9/11 by default, so the refinement sees normal numbers only.
static Value *preciseSqrt(IRBuilder<> &B, Value *X) {
  Type *T = X->getType();
  auto C = [&](double V) { return ConstantFP::get(T, V); };
  FastMathFlags Approx;
  Approx.setApproxFunc();
  // x below 2^-100 is scaled by 2^64 and its root by 2^-32, so that the
  // residual x - s s stays a normal number (G13 and Gen flush subnormal results).
  Value *Up = B.CreateFCmpOLT(X, C(0x1p-100));
  Value *XS = B.CreateFMul(X, B.CreateSelect(Up, C(0x1p64), C(1.0)));
  Value *Root = B.CreateUnaryIntrinsic(Intrinsic::sqrt, XS, Approx);
  Value *Y = reciprocal(B, Root); // one rsqrt after selection
  Value *Sq = B.CreateFMul(XS, Y);
  Value *H = B.CreateFMul(Y, C(0.5));
  Value *R = B.CreateIntrinsic(Intrinsic::fma, {T}, {B.CreateFNeg(Sq), Sq, XS});
  Value *S1 = B.CreateFMul(B.CreateIntrinsic(Intrinsic::fma, {T}, {R, H, Sq}),
                           B.CreateSelect(Up, C(0x1p-32), C(1.0)));
  Constant *Inf = ConstantFP::getInfinity(T);
  Value *Regular = B.CreateAnd(B.CreateFCmpOGT(X, C(0.0)), B.CreateFCmpOLT(X, Inf));
  // A zero's root is the zero, its sign kept (a subnormal x, flushed by
  // the hardware, counts as one).
  Value *Zero = B.CreateBinaryIntrinsic(Intrinsic::copysign, C(0.0), X);
  return B.CreateSelect(
      Regular, S1,
      B.CreateSelect(B.CreateFCmpOEQ(X, C(0.0)), Zero,
                     B.CreateSelect(B.CreateFCmpOEQ(X, Inf), X,
                                    ConstantFP::getNaN(T))));
}

/// Expands the float divisions and square roots the IR wants exact
/// (preciseDivide, preciseSqrt), element by element for vectors.
void metalnt::lower::expandPreciseFloat(Module &M) {
  for (llvm::Function &F : M) {
    SmallVector<Instruction *, 8> Work;
    for (Instruction &I : instructions(F)) {
      if (!I.getType()->getScalarType()->isFloatTy())
        continue;
      if (I.getOpcode() == Instruction::FDiv && !I.hasAllowReciprocal())
        Work.push_back(&I);
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (II->getIntrinsicID() == Intrinsic::sqrt && !II->hasApproxFunc())
          Work.push_back(&I);
    }
    for (Instruction *I : Work) {
      IRBuilder<> B(I);
      bool Div = I->getOpcode() == Instruction::FDiv;
      SmallVector<Value *, 2> Operands(I->operands());
      if (!Div)
        Operands.resize(1); // sqrt's argument, not its callee
      Value *V = lower::mapElements(B, I->getType(), Operands, [&](ArrayRef<Value *> E) {
        return Div ? preciseDivide(B, E[0], E[1]) : preciseSqrt(B, E[0]);
      });
      I->replaceAllUsesWith(V);
      I->eraseFromParent();
    }
  }
}


/// Atomic operations neither G13 nor Gen9/11 have an instruction for
/// (floats, and the integer ones beyond add, sub, min, max, and, or, xor
/// and exchange: Mesa's translate_atomic_opcode, brw_eu_defines.h) become
/// compare-and-swap loops; float exchanges exchange the bits.
static void expandAtomics(Module &M) {
  auto Native = [](AtomicRMWInst::BinOp Op) {
    switch (Op) {
    case AtomicRMWInst::Xchg: case AtomicRMWInst::Add: case AtomicRMWInst::Sub:
    case AtomicRMWInst::And: case AtomicRMWInst::Or: case AtomicRMWInst::Xor:
    case AtomicRMWInst::Max: case AtomicRMWInst::Min: case AtomicRMWInst::UMax:
    case AtomicRMWInst::UMin:
      return true;
    default:
      return false;
    }
  };
  SmallVector<AtomicRMWInst *, 4> Work;
  for (llvm::Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *A = dyn_cast<AtomicRMWInst>(&I))
        if (A->getType()->getPrimitiveSizeInBits() == 32 &&
            (A->getType()->isFloatingPointTy() || !Native(A->getOperation())))
          Work.push_back(A);
  for (AtomicRMWInst *A : Work) {
    LLVMContext &Ctx = M.getContext();
    Type *T = A->getType();
    IntegerType *I32 = Type::getInt32Ty(Ctx);
    Value *Ptr = A->getPointerOperand(), *Val = A->getValOperand();
    IRBuilder<> B(A);
    Value *Result;
    if (A->getOperation() == AtomicRMWInst::Xchg) {
      Value *X = B.CreateAtomicRMW(AtomicRMWInst::Xchg, Ptr, B.CreateBitCast(Val, I32),
                                   A->getAlign(), A->getOrdering(), A->getSyncScopeID());
      Result = B.CreateBitCast(X, T);
    } else {
      BasicBlock *Pre = A->getParent();
      BasicBlock *End = Pre->splitBasicBlock(A, "atomic.end");
      BasicBlock *Loop = BasicBlock::Create(Ctx, "atomic.loop", Pre->getParent(), End);
      Pre->getTerminator()->setSuccessor(0, Loop);
      B.SetInsertPoint(Pre->getTerminator());
      Value *Init = B.CreateAlignedLoad(I32, Ptr, A->getAlign());
      B.SetInsertPoint(Loop);
      PHINode *Old = B.CreatePHI(I32, 2);
      Old->addIncoming(Init, Pre);
      Value *New = buildAtomicRMWValue(A->getOperation(), B,
                                       B.CreateBitCast(Old, T), Val);
      AtomicCmpXchgInst *X = B.CreateAtomicCmpXchg(
          Ptr, Old, B.CreateBitCast(New, I32), A->getAlign(), AtomicOrdering::Monotonic,
          AtomicOrdering::Monotonic, A->getSyncScopeID());
      Value *Seen = B.CreateExtractValue(X, 0);
      Old->addIncoming(Seen, Loop);
      Result = B.CreateBitCast(Seen, T);
      B.CreateCondBr(B.CreateExtractValue(X, 1), End, Loop);
    }
    A->replaceAllUsesWith(Result);
    A->eraseFromParent();
  }
}

/// Marks each conditional branch of a structured function as an if
/// (`br c, Then, Join`) or a loop (`br c, Header, Exit` at the latch) with
/// a call to <prefix>.if / <prefix>.loop taking the condition of the first
/// successor; the target's control-flow pass turns them into its
/// instructions.
static void markControlFlow(llvm::Function &F, FunctionAnalysisManager &FAM,
                            StringRef Prefix, bool UniformJumps, bool UniformIfs) {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  UniformityInfo *UI = UniformJumps || UniformIfs
                           ? &FAM.getResult<UniformityInfoAnalysis>(F)
                           : nullptr;
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  FunctionType *FT =
      FunctionType::get(Type::getVoidTy(Ctx), {Type::getInt1Ty(Ctx)}, false);
  // The condition is zero-extended (zeroext), so that the marker's
  // instruction, which tests the whole register, sees 0 or 1: an i1 the
  // call would any-extend keeps the bits above bit 0 of what it was
  // truncated from (a branch on trunc(x) or on its negation).
  AttributeList ZExt = AttributeList().addParamAttribute(Ctx, 0, Attribute::ZExt);
  auto Marker = [&](StringRef Kind) {
    return M.getOrInsertFunction((Prefix + Kind).str(), FT, ZExt);
  };
  FunctionCallee If = Marker(".if"), LoopFn = Marker(".loop"), Jump = Marker(".jump"),
                 UniformIf = Marker(".uniform_if");
  auto Mark = [&](IRBuilder<> &B, FunctionCallee Fn, Value *C) {
    B.CreateCall(Fn, {C})->addParamAttr(0, Attribute::ZExt);
  };
  for (BasicBlock &BB : F) {
    auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
    if (!BI || !BI->isConditional())
      continue;
    IRBuilder<> B(BI);
    Value *C = BI->getCondition();
    bool Uniform = UI && UI->isUniform(BI);
    if (Uniform && UniformJumps) {
      Mark(B, Jump, C);
      continue;
    }
    Loop *L = LI.getLoopFor(&BB);
    if (L && L->getLoopLatch() == &BB &&
        (BI->getSuccessor(0) == L->getHeader() ||
         BI->getSuccessor(1) == L->getHeader())) {
      if (BI->getSuccessor(1) == L->getHeader()) {
        C = B.CreateNot(C);
        BI->setCondition(C);
        BI->swapSuccessors();
      }
      Mark(B, LoopFn, C);
    } else {
      Mark(B, Uniform ? UniformIf : If, C);
    }
  }
}

/// Orders the blocks in reverse post-order, successors visited in branch
/// order: each if's then-block right after it (its join after the whole
/// then-region) and each loop's exit right after its latch, the layout
/// the targets' control-flow passes require (the SIMD group runs the blocks in
/// this order).
static void layOut(llvm::Function &F) {
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
/// Loads and stores the SIMT back ends take as integers of the same
/// width: of pointers (an argument buffer's device pointers, textures and
/// samplers), which they select like any other integer, and atomic ones
/// of floats (LLVM's AtomicExpand does the same for targets that ask it).
/// The ordering, volatility and aliasing metadata stay.
static void memoryAsIntegers(Module &M) {
  const DataLayout &DL = M.getDataLayout();
  auto AsInteger = [](Type *T, bool Atomic) {
    return T->isPointerTy() || (Atomic && !T->isIntegerTy());
  };
  const unsigned KeptMD[] = {LLVMContext::MD_alias_scope, LLVMContext::MD_noalias,
                             LLVMContext::MD_invariant_load};
  for (llvm::Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      if (auto *L = dyn_cast<LoadInst>(&I); L && AsInteger(L->getType(), L->isAtomic())) {
        IRBuilder<> B(L);
        Type *Int = B.getIntNTy(DL.getTypeSizeInBits(L->getType()));
        LoadInst *N = B.CreateAlignedLoad(Int, L->getPointerOperand(), L->getAlign(),
                                          L->isVolatile(), L->getName());
        N->setAtomic(L->getOrdering(), L->getSyncScopeID());
        N->copyMetadata(*L, KeptMD);
        L->replaceAllUsesWith(L->getType()->isPointerTy() ? B.CreateIntToPtr(N, L->getType())
                                                          : B.CreateBitCast(N, L->getType()));
        L->eraseFromParent();
      } else if (auto *S = dyn_cast<StoreInst>(&I);
                 S && AsInteger(S->getValueOperand()->getType(), S->isAtomic())) {
        IRBuilder<> B(S);
        Value *V = S->getValueOperand();
        Type *Int = B.getIntNTy(DL.getTypeSizeInBits(V->getType()));
        Value *Bits = V->getType()->isPointerTy() ? B.CreatePtrToInt(V, Int)
                                                  : B.CreateBitCast(V, Int);
        StoreInst *N = B.CreateAlignedStore(Bits, S->getPointerOperand(), S->getAlign(),
                                            S->isVolatile());
        N->setAtomic(S->getOrdering(), S->getSyncScopeID());
        N->copyMetadata(*S, {LLVMContext::MD_alias_scope, LLVMContext::MD_noalias});
        S->eraseFromParent();
      }
    }
}

/// The high 64 bits of the 128-bit product of a and b, from 32-bit
/// halves: the partial products' carries into the high word, then, for a
/// signed product, b where a is negative and a where b is negative
/// subtracted (the high half of the signed product is the unsigned one's
/// minus those).
static Value *multiplyHigh64(IRBuilderBase &B, Value *A, Value *Bv, bool Signed) {
  Type *I64 = B.getInt64Ty();
  Value *Lo32 = ConstantInt::get(I64, 0xFFFFFFFFu), *S32 = ConstantInt::get(I64, 32);
  Value *AL = B.CreateAnd(A, Lo32), *AH = B.CreateLShr(A, S32);
  Value *BL = B.CreateAnd(Bv, Lo32), *BH = B.CreateLShr(Bv, S32);
  Value *LL = B.CreateMul(AL, BL), *LH = B.CreateMul(AL, BH);
  Value *HL = B.CreateMul(AH, BL), *HH = B.CreateMul(AH, BH);
  Value *Mid = B.CreateAdd(B.CreateAdd(B.CreateLShr(LL, S32), B.CreateAnd(LH, Lo32)),
                           B.CreateAnd(HL, Lo32));
  Value *Hi = B.CreateAdd(B.CreateAdd(HH, B.CreateLShr(LH, S32)),
                          B.CreateAdd(B.CreateLShr(HL, S32), B.CreateLShr(Mid, S32)));
  if (!Signed)
    return Hi;
  Value *Zero = ConstantInt::get(I64, 0);
  Hi = B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(A, Zero), Bv, Zero));
  return B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(Bv, Zero), A, Zero));
}

/// Products of two integers of up to 64 bits computed in 128 (mul_hi and
/// mad_hi of 64-bit values, and what InstCombine makes of a multiply-high
/// written with 32-bit halves: `trunc (lshr (mul (ext a), (ext b)), 64)`,
/// one factor possibly a constant) in 64-bit arithmetic: the GPUs' integers
/// stop at 64 bits. The low half,
/// `trunc (mul ...)`, is a 64-bit multiply. Other 128-bit values stay, and
/// checkCodeGenSupport names them.
static void narrowWideMultiplies(llvm::Function &F) {
  SmallVector<TruncInst *, 4> Truncs;
  for (Instruction &I : instructions(F))
    if (auto *T = dyn_cast<TruncInst>(&I))
      if (T->getSrcTy()->isIntegerTy(128) && T->getDestTy()->getIntegerBitWidth() <= 64)
        Truncs.push_back(T);
  for (TruncInst *T : Truncs) {
    Value *V = T->getOperand(0);
    bool High = false;
    if (auto *Sh = dyn_cast<BinaryOperator>(V);
        Sh && (Sh->getOpcode() == Instruction::LShr || Sh->getOpcode() == Instruction::AShr)) {
      auto *Amount = dyn_cast<ConstantInt>(Sh->getOperand(1));
      if (!Amount || Amount->getZExtValue() != 64)
        continue;
      V = Sh->getOperand(0);
      High = true;
    }
    auto *Mul = dyn_cast<BinaryOperator>(V);
    if (!Mul || Mul->getOpcode() != Instruction::Mul)
      continue;
    // Each factor an extension of up to 64 bits or a constant that one
    // would give (InstCombine folds a constant factor's extension), both of
    // one signedness.
    auto *XA = dyn_cast<CastInst>(Mul->getOperand(0));
    auto *XB = dyn_cast<CastInst>(Mul->getOperand(1));
    auto *CA = dyn_cast<ConstantInt>(Mul->getOperand(0));
    auto *CB = dyn_cast<ConstantInt>(Mul->getOperand(1));
    auto IsExtension = [](CastInst *X) {
      return X && (X->getOpcode() == Instruction::ZExt || X->getOpcode() == Instruction::SExt) &&
             X->getSrcTy()->getIntegerBitWidth() <= 64;
    };
    bool Signed;
    if (IsExtension(XA) && IsExtension(XB) && XA->getOpcode() == XB->getOpcode())
      Signed = XA->getOpcode() == Instruction::SExt;
    else if (IsExtension(XA) && CB)
      Signed = XA->getOpcode() == Instruction::SExt;
    else if (IsExtension(XB) && CA)
      Signed = XB->getOpcode() == Instruction::SExt;
    else
      continue;
    auto Fits = [&](ConstantInt *C) {
      return !C || (Signed ? C->getValue().isSignedIntN(64) : C->getValue().isIntN(64));
    };
    if (!Fits(CA) || !Fits(CB))
      continue;
    IRBuilder<> B(T);
    auto Narrow = [&](CastInst *X, ConstantInt *C) -> Value * {
      if (C)
        return B.getInt64(C->getValue().trunc(64).getZExtValue());
      return B.CreateIntCast(X->getOperand(0), B.getInt64Ty(), Signed);
    };
    Value *A = Narrow(XA, CA);
    Value *Bv = Narrow(XB, CB);
    Value *R = High ? multiplyHigh64(B, A, Bv, Signed) : B.CreateMul(A, Bv);
    T->replaceAllUsesWith(B.CreateTrunc(R, T->getDestTy()));
    // The 128-bit values nothing reads any more go with it.
    RecursivelyDeleteTriviallyDeadInstructions(T);
  }
}

/// Each integer extension to 64 bits computed again in every other block
/// that uses it, unless that block is in a loop the extension is not in
/// (the copy would run each iteration). Both GPUs hold a 64-bit value in
/// two 32-bit registers, and instruction selection, a block at a time, no
/// longer knows across a block boundary that a zext's high half is zero or
/// a sext's the low half's sign: an address built in another block from an
/// index extended in the entry block cost the 64-bit arithmetic of both
/// halves (a dozen instructions on Gen9), where in the extension's own
/// block it is Intel's qword shl and add. As CodeGenPrepare sinks
/// addressing computations, but for every user.
static void sinkExtensions(Function &F) {
  DominatorTree DT(F);
  LoopInfo LI(DT);
  SmallVector<CastInst *, 16> Extensions;
  for (Instruction &I : instructions(F))
    if ((isa<ZExtInst>(I) || isa<SExtInst>(I)) && I.getType()->isIntegerTy(64))
      Extensions.push_back(cast<CastInst>(&I));
  for (CastInst *X : Extensions) {
    DenseMap<BasicBlock *, Instruction *> Copies;
    for (Use &U : make_early_inc_range(X->uses())) {
      auto *User = cast<Instruction>(U.getUser());
      BasicBlock *BB = User->getParent();
      if (BB == X->getParent() || isa<PHINode>(User))
        continue;
      if (Loop *L = LI.getLoopFor(BB); L && !L->contains(X->getParent()))
        continue;
      Instruction *&Copy = Copies[BB];
      if (!Copy) {
        Copy = X->clone();
        Copy->insertBefore(BB->getFirstInsertionPt());
      }
      U.set(Copy);
    }
  }
}

void metalnt::lower::prepareForSIMT(Module &M, TargetMachine &TM,
                                   const SIMTOptions &Opts) {
  memoryAsIntegers(M);
  expandAtomics(M);
  // Neither GPU has vector arithmetic (loads and stores of vectors aside):
  // every vector operation becomes one per element here, as Mesa's
  // nir_lower_alu_to_scalar does, so that what follows, and instruction
  // selection, see scalars only.
  {
    lower::PassManagers P(TM);
    ScalarizerPassOptions SO;
    SO.ScalarizeVariableInsertExtract = true;
    SO.ScalarizeLoadStore = false;
    FunctionPassManager FPM;
    FPM.addPass(ScalarizerPass(SO));
    for (llvm::Function &F : M)
      if (!F.isDeclaration()) {
        FPM.run(F, P.FAM);
        narrowWideMultiplies(F);
      }
  }
  // The math the GPUs have no instruction for (they have approximate exp2
  // and log2, which fast math's exp, exp2, log and log2 keep), before the divisions
  // and square roots that it may leave are refined.
  lower::FloatMathOptions Math;
  Math.HalfFMA = Opts.HalfFMA;
  for (llvm::Function &F : M)
    if (!F.isDeclaration())
      lower::expandFloatMath(F, Math);
  if (Opts.RefineDivisionAndSqrt)
    expandPreciseFloat(M);
  // memcpy, memmove and memset become loops of loads and stores (a GPU has
  // no library to call), before the control flow is shaped.
  for (llvm::Function &F : M) {
    SmallVector<MemIntrinsic *, 4> Mems;
    for (Instruction &I : instructions(F))
      if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Mems.push_back(MI);
    if (Mems.empty())
      continue;
    const TargetTransformInfo TTI = TM.getTargetTransformInfo(F);
    for (MemIntrinsic *MI : Mems) {
      if (auto *C = dyn_cast<MemCpyInst>(MI))
        expandMemCpyAsLoop(C, TTI);
      else if (auto *Mv = dyn_cast<MemMoveInst>(MI)) {
        if (!expandMemMoveAsLoop(Mv, TTI))
          continue;
      } else if (auto *S = dyn_cast<MemSetInst>(MI))
        expandMemSetAsLoop(S);
      else
        continue;
      MI->eraseFromParent();
    }
  }
  // Without an integer divide (G13; Gen9/11 have a 32-bit one, which
  // Opts.Keep32BitDivision keeps), divisions and remainders up to 64 bits become
  // LLVM's shift-and-subtract loops (IntegerDivision.cpp) before the
  // control flow is shaped; the 64-bit ones count leading zeros of 64-bit
  // values, which come from the halves.
  for (llvm::Function &F : M) {
    auto IsDivision = [](const Instruction &I) {
      return I.getOpcode() == Instruction::UDiv || I.getOpcode() == Instruction::SDiv ||
             I.getOpcode() == Instruction::URem || I.getOpcode() == Instruction::SRem;
    };
    SmallVector<BinaryOperator *, 8> Divs;
    for (Instruction &I : instructions(F))
      if (auto *BO = dyn_cast<BinaryOperator>(&I))
        if (IsDivision(*BO) && BO->getType()->isIntegerTy() &&
            BO->getType()->getIntegerBitWidth() <= 64 &&
            !(Opts.Keep32BitDivision && BO->getType()->getIntegerBitWidth() <= 32))
          Divs.push_back(BO);
    for (BinaryOperator *BO : Divs) {
      bool Wide = BO->getType()->getIntegerBitWidth() > 32;
      if (BO->getOpcode() == Instruction::UDiv || BO->getOpcode() == Instruction::SDiv)
        Wide ? expandDivisionUpTo64Bits(BO) : expandDivisionUpTo32Bits(BO);
      else
        Wide ? expandRemainderUpTo64Bits(BO) : expandRemainderUpTo32Bits(BO);
    }
    SmallVector<IntrinsicInst *, 4> Clz64;
    for (Instruction &I : instructions(F))
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if ((II->getIntrinsicID() == Intrinsic::ctlz || II->getIntrinsicID() == Intrinsic::cttz) &&
            II->getType()->isIntegerTy(64))
          Clz64.push_back(II);
    for (IntrinsicInst *II : Clz64) {
      IRBuilder<> B(II);
      Value *R = lower::countZeros64(B, II->getIntrinsicID() == Intrinsic::ctlz,
                                     II->getArgOperand(0));
      II->replaceAllUsesWith(B.CreateZExt(R, B.getInt64Ty()));
      II->eraseFromParent();
    }
  }
  // Branches on constants (a memset or memcpy loop of a constant length
  // writes one) become jumps before the control flow is structured and
  // marked: a marked branch must reach selection as a branch.
  for (llvm::Function &F : M) {
    if (F.isDeclaration())
      continue;
    bool Folded = false;
    for (BasicBlock &BB : F)
      Folded |= ConstantFoldTerminator(&BB, /*DeleteDeadConditions=*/true);
    if (Folded)
      removeUnreachableBlocks(F);
  }
  lower::PassManagers P(TM);
  FunctionPassManager FPM;
  FPM.addPass(LowerSwitchPass());
  FPM.addPass(UnifyFunctionExitNodesPass());
  FPM.addPass(FixIrreduciblePass());
  FPM.addPass(UnifyLoopExitsPass());
  FPM.addPass(StructurizeCFGPass(/*SkipUniformRegions=*/Opts.UniformJumps));
  FPM.addPass(LoopSimplifyPass());
  for (llvm::Function &F : M)
    if (!F.isDeclaration()) {
      FPM.run(F, P.FAM);
      if (F.size() > 1) {
        markControlFlow(F, P.FAM, Opts.Prefix, Opts.UniformJumps, Opts.UniformIfs);
        layOut(F);
        sinkExtensions(F);
      }
    }
}

/// What the Apple and Intel code generators cannot translate, named before
/// instruction selection. Their instruction selection legalizes every
/// instruction and LLVM intrinsic at every type lowered AIR has (i1 to
/// i64, half, bfloat and float, vectors of them: utils/op-matrix.py runs
/// the matrix); what is refused here is what the GPUs or their ABI lack:
/// loops the execution mask cannot leave, calls (recursion) where the
/// target has none, binary64,
/// integers wider than 64 bits, atomics of other than 32 bits, memory
/// outside the private, device, constant and threadgroup address spaces,
/// dynamically sized private arrays, program-scope data, and functions
/// nothing lowered (an AIR builtin no lowering knows).
/// Whether From calls To, directly or through the module's functions.
static bool reaches(const Function &From, const Function &To) {
  SmallVector<const Function *, 8> Work{&From};
  SmallPtrSet<const Function *, 8> Seen{&From};
  while (!Work.empty()) {
    const Function *G = Work.pop_back_val();
    if (G == &To)
      return true;
    for (const Instruction &I : instructions(*G))
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *C = CB->getCalledFunction();
            C && !C->isDeclaration() && Seen.insert(C).second)
          Work.push_back(C);
  }
  return false;
}

std::string metalnt::lower::callableDataProblem(StringRef Name, bool ConstantData,
                                                StringRef Target) {
  return ("'" + Name + "' " +
          (ConstantData ? "reads program-scope constants" : "uses a constexpr sampler") +
          ", which a dynamic library's or visible function cannot have yet on " + Target)
      .str();
}

bool metalnt::lower::isCallableFunction(const Function &F) {
  return F.hasFnAttribute("metalnt-callable") || !F.use_empty();
}

Error metalnt::lower::checkCodeGenSupport(const Function &F,
                                          const CodeGenSupport &Support) {
  auto Refuse = [&](const Instruction &I, const Twine &What) {
    return lowerError("'" + describe(I) + "' " + What + ", which the " +
                      Support.Name + " code generator does not support");
  };
  // A loop the execution mask can leave needs an exit: one without (an
  // endless loop, or endless recursion the optimizer made one) is refused
  // by name.
  DominatorTree DT(const_cast<Function &>(F));
  LoopInfo LI(DT);
  for (const Loop *L : LI.getLoopsInPreorder())
    if (L->hasNoExitBlocks())
      return lowerError("'" + F.getName() + "' has a loop that never exits (at '" +
                        L->getHeader()->getName() + "'), which the " +
                        Support.Name + " code generator does not support");
  auto TooWide = [](Type *T) {
    T = T->getScalarType();
    return (T->isIntegerTy() && T->getIntegerBitWidth() > 64) || T->isDoubleTy() ||
           T->isX86_FP80Ty() || T->isFP128Ty();
  };
  for (const Instruction &I : instructions(F)) {
    if (TooWide(I.getType()))
      return Refuse(I, "computes " + Twine(I.getType()->getScalarType()->isDoubleTy()
                                             ? "in double precision (the GPU has no binary64)"
                                             : "a value wider than 64 bits"));
    for (const Value *Op : I.operands()) {
      if (TooWide(Op->getType()))
        return Refuse(I, "has an operand wider than the GPU's 64-bit integers "
                         "and 32-bit floats");
      if (Op->getType()->isPointerTy())
        if (const auto *G = dyn_cast<GlobalVariable>(getUnderlyingObject(Op)))
          return Refuse(I, "uses program-scope data ('" + G->getName() +
                               "'), which has no place in the output yet");
    }
    if (auto *AI = dyn_cast<AllocaInst>(&I)) {
      if (!Support.PrivateMemory)
        return Refuse(I, "is a private array");
      if (!AI->isStaticAlloca() || AI->getAddressSpace() != 0)
        return Refuse(I, "is a private array of a size known only at run time");
      continue;
    }
    if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I)) {
      Type *T = isa<AtomicRMWInst>(I) ? I.getType()
                                      : cast<AtomicCmpXchgInst>(I).getNewValOperand()->getType();
      if (!T->isIntegerTy(32))
        return Refuse(I, "is an atomic operation on " + Twine(T->getPrimitiveSizeInBits()) +
                             " bits (the GPU's atomics are 32-bit)");
    }
    if (const Value *Ptr = getLoadStorePointerOperand(&I)) {
      unsigned AS = Ptr->getType()->getPointerAddressSpace();
      if (AS != 0 && AS != 1 && AS != 2 && AS != 3)
        return Refuse(I, "accesses address space " + Twine(AS));
      if (AS == 0 && !Support.PrivateMemory)
        return Refuse(I, "accesses private memory");
      Type *T = isa<LoadInst>(I) ? I.getType()
                                 : cast<StoreInst>(I).getValueOperand()->getType();
      if (I.isAtomic() && T->getPrimitiveSizeInBits() > 32)
        return Refuse(I, "is an atomic access of " + Twine(T->getPrimitiveSizeInBits()) +
                             " bits (the GPU's atomics are 32-bit)");
    }
    if (const auto *Call = dyn_cast<CallInst>(&I)) {
      const Function *Callee = Call->getCalledFunction();
      if (!Callee) {
        if (Support.Calls && Support.IndirectCalls && !Support.Recursion &&
            isCallableFunction(F))
          return lowerError("'" + describe(I) + "' calls through a function pointer in a "
                            "function that is called, which the " + Support.Name +
                            " code generator does not support: the pointer could be the "
                            "function's own, and recursion is refused (" +
                            Support.RecursionReason + ")");
        if (Support.Calls && Support.IndirectCalls)
          continue; // made uniform (makeIndirectCallsUniform)
        return Refuse(I, "is an indirect call");
      }
      // A call of the module's function, or of a dynamic library's
      // (lower::keepImportsExternal).
      if (Support.Calls && !Callee->isIntrinsic() &&
          !Callee->getName().starts_with(Support.Prefix) &&
          (!Callee->isDeclaration() || Callee->hasFnAttribute("metalnt-dylib"))) {
        if (!Support.Recursion && reaches(*Callee, F))
          return lowerError("'" + describe(I) + "' is a recursive call, which the " +
                            Support.Name + " code generator does not support (" +
                            Support.RecursionReason + ")");
        continue;
      }
      // Everything else was inlined: what is left recurses.
      if (!Callee->isDeclaration())
        return lowerError("'" + describe(I) + "' is a recursive call, which the " +
                          Support.Name + " code generator does not support (it has no "
                          "calls)");
      if (!Callee->isIntrinsic() && !Callee->getName().starts_with(Support.Prefix))
        return lowerError("'" + describe(I) + "' is not supported by the " +
                          Support.Name + " code generator yet");
    }
  }
  return Error::success();
}


namespace {

/// C's bytes, as the data layout stores them, written at Out.
Error constantBytes(const Constant *C, const DataLayout &DL, MutableArrayRef<uint8_t> Out) {
  if (isa<ConstantAggregateZero>(C) || isa<UndefValue>(C) || C->isNullValue())
    return Error::success(); // Out starts zeroed
  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    StringRef Raw = CDS->getRawDataValues();
    if (Raw.size() > Out.size())
      return lowerError("a constant larger than its type");
    std::copy(Raw.begin(), Raw.end(), Out.begin());
    return Error::success();
  }
  if (isa<ConstantArray>(C) || isa<ConstantVector>(C)) {
    Type *E = isa<ConstantArray>(C) ? cast<ArrayType>(C->getType())->getElementType()
                                    : cast<VectorType>(C->getType())->getElementType();
    uint64_t Stride = DL.getTypeAllocSize(E);
    for (unsigned I = 0, N = C->getNumOperands(); I != N; ++I)
      if (Error Err = constantBytes(cast<Constant>(C->getOperand(I)), DL,
                                    Out.drop_front(I * Stride)))
        return Err;
    return Error::success();
  }
  if (const auto *CS = dyn_cast<ConstantStruct>(C)) {
    const StructLayout *SL = DL.getStructLayout(CS->getType());
    for (unsigned I = 0, N = CS->getNumOperands(); I != N; ++I)
      if (Error Err = constantBytes(CS->getOperand(I), DL,
                                    Out.drop_front(SL->getElementOffset(I))))
        return Err;
    return Error::success();
  }
  APInt Bits;
  if (const auto *CI = dyn_cast<ConstantInt>(C))
    Bits = CI->getValue();
  else if (const auto *CF = dyn_cast<ConstantFP>(C))
    Bits = CF->getValueAPF().bitcastToAPInt();
  else
    return lowerError("a constant that is not plain data");
  unsigned Bytes = unsigned(DL.getTypeStoreSize(C->getType()));
  for (unsigned I = 0; I != Bytes && I < Out.size(); ++I)
    Out[I] = uint8_t(Bits.extractBitsAsZExtValue(std::min(8u, Bits.getBitWidth() - 8 * I), 8 * I));
  return Error::success();
}

} // namespace

bool metalnt::lower::isProgramScopeConstant(const GlobalVariable &G) {
  return G.isConstant() && G.hasInitializer() && G.getAddressSpace() != 3 &&
         !G.getName().starts_with("llvm.") && !G.use_empty();
}

bool metalnt::lower::readsConstantData(const Module &M) {
  return any_of(M.globals(), [](const GlobalVariable &G) { return isProgramScopeConstant(G); });
}

namespace {

/// Makes F's reads of G, a global in an address space other than the
/// constant data's (device memory), read \p New instead: each address computed from G is
/// computed from New, each load loads from it (a private lookup table
/// LLVM made from a switch, in address space 0, is such a global).
Error retargetReads(GlobalVariable &G, llvm::Function &F, Value *New) {
  SmallVector<Instruction *, 8> Dead;
  SmallVector<std::pair<Value *, Value *>, 8> Map{{&G, New}};
  while (!Map.empty()) {
    auto [Old, To] = Map.pop_back_val();
    for (User *U : make_early_inc_range(Old->users())) {
      auto *I = cast<Instruction>(U);
      if (I->getFunction() != &F)
        continue;
      IRBuilder<> IB(I);
      if (auto *GEP = dyn_cast<GetElementPtrInst>(I); GEP && GEP->getPointerOperand() == Old) {
        SmallVector<Value *, 4> Idx(GEP->indices());
        Map.push_back({GEP, IB.CreateGEP(GEP->getSourceElementType(), To, Idx, GEP->getName(),
                                         GEP->getNoWrapFlags())});
        Dead.push_back(GEP);
      } else if (auto *L = dyn_cast<LoadInst>(I)) {
        L->replaceAllUsesWith(IB.CreateAlignedLoad(L->getType(), To, L->getAlign(), L->getName()));
        Dead.push_back(L);
      } else {
        return lowerError("'" + describe(*I) + "' uses program-scope constant '" + G.getName() +
                          "' (address space " + Twine(G.getAddressSpace()) +
                          ") other than by loading from it");
      }
    }
  }
  for (Instruction *I : reverse(Dead))
    if (I->use_empty())
      I->eraseFromParent();
  return Error::success();
}

} // namespace

Expected<std::string> metalnt::lower::placeConstantData(Module &M) {
  const DataLayout &DL = M.getDataLayout();
  SmallVector<GlobalVariable *, 4> Globals;
  for (GlobalVariable &G : M.globals())
    if (isProgramScopeConstant(G))
      Globals.push_back(&G);
  std::string Data;
  if (Globals.empty())
    return Data;
  // Users in constant expressions become instructions in each function.
  convertUsersOfConstantsToInstructions(
      SmallVector<Constant *, 4>(Globals.begin(), Globals.end()));
  // Each function's base: its constant-data parameter, a pointer to
  // device memory (where the target maps AIR's constant address space).
  auto BaseOf = [&](llvm::Function &F) -> Expected<Argument *> {
    unsigned Param = 0;
    if (F.getFnAttribute(ConstantDataParamAttr).getValueAsString().getAsInteger(10, Param) ||
        Param >= F.arg_size() || !F.getArg(Param)->getType()->isPointerTy())
      return lowerError("'" + F.getName() +
                        "' reads program-scope constant data but is not an entry point "
                        "that is given its address");
    // It is read now: whatever the optimizer inferred of it while it
    // was unused no longer holds.
    Argument *A = F.getArg(Param);
    for (Attribute::AttrKind K : {Attribute::ReadNone, Attribute::WriteOnly, Attribute::Captures})
      A->removeAttr(K);
    A->addAttr(Attribute::ReadOnly);
    A->addAttr(Attribute::NoAlias);
    F.setMemoryEffects(F.getMemoryEffects() | MemoryEffects::argMemOnly(ModRefInfo::Ref));
    return A;
  };
  for (GlobalVariable *G : Globals) {
    uint64_t Size = DL.getTypeAllocSize(G->getValueType());
    Align A = std::max(Align(4), DL.getPreferredAlign(G));
    uint64_t Offset = alignTo(Data.size(), A);
    SmallVector<uint8_t, 64> Bytes(Size, 0);
    if (Error E = constantBytes(G->getInitializer(), DL, Bytes))
      return lowerError("program-scope constant '" + G->getName() + "': " +
                        toString(std::move(E)));
    Data.resize(Offset, '\0');
    Data.append(Bytes.begin(), Bytes.end());
    SetVector<llvm::Function *> Users;
    for (User *U : G->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return lowerError("program-scope constant '" + G->getName() +
                          "' has its address in another global's initializer; constant "
                          "data that holds addresses is not supported");
      Users.insert(I->getFunction());
    }
    for (llvm::Function *F : Users) {
      Expected<Argument *> Base = BaseOf(*F);
      if (!Base)
        return Base.takeError();
      IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
      Value *Addr = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), *Base, Offset, G->getName());
      if (G->getType() == Addr->getType()) {
        G->replaceUsesWithIf(Addr, [&](Use &U) {
          return cast<Instruction>(U.getUser())->getFunction() == F;
        });
      } else if (Error E = retargetReads(*G, *F, Addr)) {
        return std::move(E);
      }
    }
    if (G->use_empty())
      G->eraseFromParent();
  }
  Data.resize(alignTo(Data.size(), 4), '\0');
  return Data;
}

Error metalnt::lower::placeThreadgroupVariables(Module &M,
                                                const ThreadgroupLayout &Layout) {
  for (GlobalVariable &G : make_early_inc_range(M.globals())) {
    if (G.getAddressSpace() != 3)
      continue;
    auto It = find_if(Layout.Offsets,
                      [&](const auto &P) { return P.first == G.getName(); });
    if (It == Layout.Offsets.end())
      return lowerError("threadgroup variable '" + G.getName() +
                        "' is not in the AIR module's layout");
    Constant *Addr = ConstantExpr::getIntToPtr(
        ConstantInt::get(Type::getInt32Ty(M.getContext()), It->second),
        G.getType());
    G.replaceAllUsesWith(Addr);
    G.eraseFromParent();
  }
  return Error::success();
}

/// The instructions F has once everything it calls is inlined into it
/// (a recursive call counts as one instruction).
static uint64_t inlinedSize(const llvm::Function &F,
                            DenseMap<const llvm::Function *, uint64_t> &Sizes) {
  auto [It, New] = Sizes.try_emplace(&F, 1);
  if (!New)
    return It->second; // known, or being computed (recursion)
  uint64_t Size = 0;
  for (const Instruction &I : instructions(F)) {
    ++Size;
    if (const auto *Call = dyn_cast<CallBase>(&I))
      if (const llvm::Function *Callee = Call->getCalledFunction();
          Callee && !Callee->isDeclaration())
        Size += inlinedSize(*Callee, Sizes);
  }
  Sizes[&F] = Size;
  return Size;
}

void metalnt::lower::inlineIntoKernel(Module &M, StringRef Kernel, uint64_t CallAbove) {
  for (GlobalVariable &G : M.globals())
    if (!G.isDeclaration())
      G.setLinkage(GlobalValue::InternalLinkage);
  DenseMap<const llvm::Function *, uint64_t> Sizes;
  for (llvm::Function &F : M)
    if (!F.isDeclaration() && F.getName() != Kernel) {
      F.setLinkage(GlobalValue::InternalLinkage);
      F.removeFnAttr(Attribute::NoInline);
      F.removeFnAttr(Attribute::OptimizeNone);
      // Called from several places and large once inlined: one copy,
      // called (the code generator has calls), rather than a copy per call
      // that the compiler would take minutes over.
      unsigned Sites = count_if(F.users(), [](const User *U) { return isa<CallBase>(U); });
      if (CallAbove && Sites >= 2 && inlinedSize(F, Sizes) * (Sites - 1) >= CallAbove)
        F.addFnAttr(Attribute::NoInline);
      else
        F.addFnAttr(Attribute::AlwaysInline);
    }
}

void metalnt::lower::keepImportsExternal(Module &M, StringRef Keep) {
  for (llvm::Function &F : M)
    if (F.hasFnAttribute("metalnt-dylib") && !F.isDeclaration() && F.getName() != Keep) {
      F.deleteBody();
      F.setLinkage(GlobalValue::ExternalLinkage);
      F.setVisibility(GlobalValue::DefaultVisibility);
    }
}

void metalnt::lower::makeCallUniform(
    CallInst &Call, ArrayRef<unsigned> Operands,
    function_ref<Value *(IRBuilderBase &, Value *)> First) {
  // pre:   h = the lane's handles
  // loop:  t = the first active lane's; lanes holding t go to call
  // call:  the call with t, in those lanes only (inside the loop, where
  //        the active lanes are the ones that hold t)
  // latch: lanes that called leave, the others go round again
  Module &M = *Call.getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  BasicBlock *Pre = Call.getParent();
  BasicBlock *Exit = Pre->splitBasicBlock(Call.getIterator(), Pre->getName() + ".called");
  llvm::Function *F = Pre->getParent();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "uniform.loop", F, Exit);
  BasicBlock *Do = BasicBlock::Create(Ctx, "uniform.call", F, Exit);
  BasicBlock *Latch = BasicBlock::Create(Ctx, "uniform.latch", F, Exit);
  Pre->getTerminator()->eraseFromParent();
  IRBuilder<> B(Pre);
  // Each operand as a 32-bit handle.
  SmallVector<Value *, 2> Handles;
  for (unsigned N : Operands) {
    Value *V = Call.getOperand(N);
    if (V->getType()->isPointerTy())
      V = B.CreatePtrToInt(V, M.getDataLayout().getIntPtrType(V->getType()));
    Handles.push_back(B.CreateZExtOrTrunc(V, I32, "uniform.handle"));
  }
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  bool HasResult = !Call.getType()->isVoidTy();
  PHINode *Result = nullptr;
  if (HasResult)
    Result = B.CreatePHI(Call.getType(), 2, "uniform.result");
  Value *Holds = nullptr;
  SmallVector<Value *, 2> Firsts;
  for (Value *H : Handles) {
    Value *T = First(B, H);
    Firsts.push_back(T);
    Value *Eq = B.CreateICmpEQ(H, T);
    Holds = Holds ? B.CreateAnd(Holds, Eq) : Eq;
  }
  B.CreateCondBr(Holds, Do, Latch);
  Call.removeFromParent();
  Call.insertInto(Do, Do->end());
  B.SetInsertPoint(&Call);
  for (auto [N, T] : zip(Operands, Firsts)) {
    Type *OT = Call.getOperand(N)->getType();
    Value *U = OT->isPointerTy()
                   ? B.CreateIntToPtr(B.CreateZExtOrTrunc(
                                          T, M.getDataLayout().getIntPtrType(OT)),
                                      OT, "uniform.ptr")
                   : B.CreateZExtOrTrunc(T, OT);
    Call.setOperand(N, U);
  }
  B.SetInsertPoint(Do);
  B.CreateBr(Latch);
  B.SetInsertPoint(Latch);
  PHINode *Called = B.CreatePHI(B.getInt1Ty(), 2, "uniform.done");
  Called->addIncoming(B.getTrue(), Do);
  Called->addIncoming(B.getFalse(), Loop);
  PHINode *Next = nullptr;
  if (HasResult) {
    Next = B.CreatePHI(Call.getType(), 2, "uniform.next");
    Next->addIncoming(&Call, Do);
    Next->addIncoming(Result, Loop);
    Result->addIncoming(PoisonValue::get(Call.getType()), Pre);
    Result->addIncoming(Next, Latch);
  }
  B.CreateCondBr(Called, Exit, Loop);
  if (HasResult) {
    // The result's uses see it from the latch (Exit's only predecessor).
    Call.replaceUsesWithIf(Next, [&](Use &U) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      return I && I != Next && I->getParent() != Do;
    });
  }
}

void metalnt::lower::makeIndirectCallsUniform(
    Module &M, function_ref<Value *(IRBuilderBase &, Value *)> First) {
  SmallVector<CallInst *, 4> Calls;
  for (llvm::Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallInst>(&I); Call && !Call->getCalledFunction() &&
                                                !Call->isInlineAsm())
        Calls.push_back(Call);
  for (CallInst *Call : Calls)
    makeCallUniform(*Call, {Call->getCalledOperandUse().getOperandNo()}, First);
}
