//===- Specialize.cpp - Function constant specialization ------------------===//

#include "metalnt/AIR/Specialize.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::air;

static Error specError(const Module &M, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           M.getModuleIdentifier() + ": " + Msg);
}

/// The constant of type Ty the text values spell.
static Expected<Constant *> makeConstant(Type *Ty, ArrayRef<std::string> Values,
                                         const FunctionConstant &FC,
                                         const Module &M) {
  auto Scalar = [&](Type *T, StringRef Text) -> Expected<Constant *> {
    if (T->isIntegerTy()) {
      if (Text == "true" || Text == "false")
        return ConstantInt::get(T, Text == "true" ? 1 : 0);
      // getAsInteger gives the magnitude in as few bits as it needs (8 in
      // four): widen it unsigned, then negate.
      StringRef Digits = Text;
      bool Negative = Digits.consume_front("-");
      APInt V;
      unsigned W = T->getIntegerBitWidth();
      if (Digits.getAsInteger(10, V))
        return specError(M, "function constant '" + FC.Name + "': '" + Text +
                                "' is not an integer");
      APInt Limit = APInt::getOneBitSet(W + 1, Negative ? W - 1 : W);
      if (V.getActiveBits() > W + 1 ||
          V.zextOrTrunc(W + 1).uge(Limit + (Negative ? 1 : 0)))
        return specError(M, "function constant '" + FC.Name + "' (" +
                                FC.TypeName + "): '" + Text +
                                "' is out of range");
      V = V.zextOrTrunc(W);
      if (Negative)
        V.negate();
      return ConstantInt::get(T, V);
    }
    if (T->isFloatingPointTy()) {
      APFloat F(T->getFltSemantics());
      auto Status = F.convertFromString(Text, APFloat::rmNearestTiesToEven);
      if (!Status)
        return specError(M, "function constant '" + FC.Name + "': '" + Text +
                                "' is not a number");
      return ConstantFP::get(T->getContext(), F);
    }
    return specError(M, "function constant '" + FC.Name +
                            "' has a type specialization does not handle");
  };
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  unsigned N = VT ? VT->getNumElements() : 1;
  if (Values.size() != N)
    return specError(M, "function constant '" + FC.Name + "' (" + FC.TypeName +
                            ") needs " + Twine(N) + " values; given " +
                            Twine(Values.size()));
  if (!VT)
    return Scalar(Ty, Values.front());
  SmallVector<Constant *, 4> Elts;
  for (const std::string &V : Values) {
    Expected<Constant *> C = Scalar(VT->getElementType(), V);
    if (!C)
      return C.takeError();
    Elts.push_back(*C);
  }
  return ConstantVector::get(Elts);
}

/// Replaces the loads of G (directly, or through casts and GEPs of constant
/// expressions) with the value, and the is-defined tests with Defined.
static Error replaceUses(GlobalVariable &G, Constant *Value, bool Defined,
                         const Module &M) {
  SmallVector<User *, 8> Work(G.users());
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (auto *CE = dyn_cast<ConstantExpr>(U)) {
      append_range(Work, CE->users());
      continue;
    }
    if (auto *LI = dyn_cast<LoadInst>(U)) {
      Constant *C = Value;
      if (!C) {
        C = Constant::getNullValue(LI->getType());
      } else if (C->getType() != LI->getType()) {
        // Booleans are stored as i8; other mismatches are bit-preserving.
        if (C->getType()->isIntegerTy() && LI->getType()->isIntegerTy())
          C = ConstantInt::get(LI->getType(),
                               cast<ConstantInt>(C)->getValue().zextOrTrunc(
                                   LI->getType()->getIntegerBitWidth()));
        else
          C = ConstantExpr::getBitCast(C, LI->getType());
      }
      LI->replaceAllUsesWith(C);
      LI->eraseFromParent();
      continue;
    }
    if (auto *CI = dyn_cast<CallInst>(U)) {
      Function *Callee = CI->getCalledFunction();
      if (Callee && Callee->getName() == "air.is_function_constant_defined") {
        CI->replaceAllUsesWith(ConstantInt::getBool(CI->getContext(), Defined));
        CI->eraseFromParent();
        continue;
      }
    }
    if (isa<GlobalValue>(U) || isa<ConstantAggregate>(U))
      continue; // llvm.used lists and the like
    return specError(M, "function constant global '" + G.getName() +
                            "' is used in a way specialization does not "
                            "handle");
  }
  return Error::success();
}

Error metalnt::air::specializeFunctionConstants(
    Module &M, const std::vector<ConstantValue> &Values) {
  Expected<ModuleInfo> Info = analyzeModule(M);
  if (!Info)
    return Info.takeError();
  for (const FunctionConstant &FC : Info->FunctionConstants) {
    // An entry whose global is gone is a constant this module never reads.
    if (!FC.Global)
      continue;
    const ConstantValue *Given = nullptr;
    for (const ConstantValue &V : Values)
      if ((V.Index && *V.Index == FC.Index) || (!V.Name.empty() && V.Name == FC.Name))
        Given = &V;
    if (!Given && FC.Required)
      return specError(M, "function constant '" + FC.Name + "' (index " +
                              Twine(FC.Index) + ", " + FC.TypeName +
                              ") has no value; give it one in the script");
    Constant *C = nullptr;
    if (Given) {
      Expected<Constant *> Made =
          makeConstant(FC.Global->getValueType(), Given->Values, FC, M);
      if (!Made)
        return Made.takeError();
      C = *Made;
    }
    if (Error E = replaceUses(*FC.Global, C, Given != nullptr, M))
      return E;
  }
  // air.normalize_function_constant_predicate maps a boolean byte to 0 or 1.
  for (Function &F : make_early_inc_range(M)) {
    if (!F.getName().starts_with("air.normalize_function_constant_predicate"))
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI)
        continue;
      IRBuilder<> B(CI);
      Value *Arg = CI->getArgOperand(0);
      Value *NZ = B.CreateICmpNE(Arg, Constant::getNullValue(Arg->getType()));
      CI->replaceAllUsesWith(B.CreateZExt(NZ, CI->getType()));
      CI->eraseFromParent();
    }
  }
  if (NamedMDNode *NMD = M.getNamedMetadata("air.function_constants"))
    NMD->eraseFromParent();

  // Evaluate the static initializers into initializers and fold.
  if (Error E = runPasses(M, [](PassBuilder &PB) -> Expected<ModulePassManager> {
        ModulePassManager MPM;
        if (Error E = PB.parsePassPipeline(
                MPM, "globalopt,ipsccp,function(instcombine<no-verify-fixpoint>,"
                     "simplifycfg,adce),globalopt,deadargelim,globaldce"))
          return std::move(E);
        return std::move(MPM);
      }))
    return E;

  // Evaluated initializers leave an empty constructor list behind.
  if (GlobalVariable *Ctors = M.getGlobalVariable("llvm.global_ctors"))
    if (Ctors->hasInitializer() && Ctors->getInitializer()->isNullValue())
      Ctors->eraseFromParent();
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.use_empty() &&
        (F.getName() == "air.is_function_constant_defined" ||
         F.getName().starts_with("air.normalize_function_constant_predicate")))
      F.eraseFromParent();
  return Error::success();
}
