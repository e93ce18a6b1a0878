//===- SIMDGroup.cpp - SIMD-group builtins at every type --------------===//
//
// The SIMD-group and quad builtins at the types a target's own lowering
// does not take: vectors element by element, 64-bit lane moves as their
// two 32-bit words, bfloat lane moves as their 16 bits and bfloat
// reductions in float; 64-bit reductions and scans lane by lane, and is_uniform at
// every type. Each part is a call of the same builtin at the
// part's type, which the target lowers as it lowers any scalar one, so
// every target gets every type from its scalar rules.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;

namespace {

/// AIR's name of a scalar type in a builtin's name.
std::string typeSuffix(Type *T) {
  if (T->isHalfTy())
    return "f16";
  if (T->isFloatTy())
    return "f32";
  if (T->isBFloatTy())
    return "bf16";
  return "i" + std::to_string(T->getIntegerBitWidth());
}

enum class Kind { None, LaneMove, Elementwise };

/// Lane moves give some lane's value unchanged (any bits may be moved as
/// they are); the element-wise ones compute on each element.
Kind classify(StringRef Base) {
  if (Base.starts_with("simd_shuffle") || Base.starts_with("simd_broadcast") ||
      Base.starts_with("quad_shuffle") || Base.starts_with("quad_broadcast"))
    return Kind::LaneMove;
  if (lower::parseSIMDReduction(Base) ||
      (Base.starts_with("quad_") &&
       is_contained({"sum", "product", "min", "max", "and", "or", "xor"},
                    Base.drop_front(5))))
    return Kind::Elementwise;
  return Kind::None;
}

} // namespace

std::optional<Value *> lower::lowerSIMDGroupByParts(IRBuilderBase &B, CallInst &Call,
                                                    StringRef Name,
                                                    const ScalarSIMDLowering &Scalar) {
  if (!Name.starts_with("air.") || Call.arg_size() == 0)
    return std::nullopt;
  StringRef Rest = Name.drop_front(4);
  StringRef Base, Types; // not structured bindings: lambdas below capture Base
  std::tie(Base, Types) = Rest.split('.');
  Module &M = *Call.getModule();
  // A call of another builtin, lowered by the target; the temporary call
  // removed either way.
  auto Builtin = [&](StringRef Callee, Type *RT, ArrayRef<Value *> Args) -> Value * {
    SmallVector<Type *, 2> ArgTys;
    for (Value *A : Args)
      ArgTys.push_back(A->getType());
    FunctionCallee F = M.getOrInsertFunction(Callee, FunctionType::get(RT, ArgTys, false));
    if (auto *Fn = dyn_cast<Function>(F.getCallee()))
      Fn->addFnAttr(Attribute::Convergent);
    CallInst *Tmp = B.CreateCall(F, Args);
    std::optional<Value *> V = Scalar(B, *Tmp, Callee);
    Tmp->eraseFromParent();
    if (auto *Fn = dyn_cast<Function>(F.getCallee()); Fn && Fn->use_empty())
      Fn->eraseFromParent();
    return V ? *V : nullptr;
  };
  // is_uniform(x), whether every active lane holds x's bits: each 32-bit
  // word compared with the first active lane's (simd_broadcast_first),
  // then simd_all, at any type.
  if (Base == "is_uniform") {
    Value *X = Call.getArgOperand(0);
    const DataLayout &DL = M.getDataLayout();
    unsigned Bits = unsigned(DL.getTypeSizeInBits(X->getType()));
    if (Call.arg_size() != 1 || Bits == 0)
      return std::nullopt;
    unsigned NumWords = (Bits + 31) / 32;
    Value *Int = B.CreateZExt(B.CreateBitCast(X, B.getIntNTy(Bits)),
                              B.getIntNTy(NumWords * 32));
    Value *Same = B.getTrue();
    for (unsigned W = 0; W != NumWords; ++W) {
      Value *Word = B.CreateTrunc(B.CreateLShr(Int, W * 32), B.getInt32Ty());
      Value *First = Builtin("air.simd_broadcast_first.u.i32", B.getInt32Ty(), {Word});
      if (!First)
        return std::nullopt;
      Same = B.CreateAnd(Same, B.CreateICmpEQ(Word, First));
    }
    Value *All = Builtin("air.simd_all", B.getInt1Ty(), {Same});
    if (!All)
      return std::nullopt;
    return B.CreateZExtOrTrunc(All, Call.getType());
  }
  Kind K = classify(Base);
  Type *T = Call.getType();
  if (K == Kind::None || Call.getArgOperand(0)->getType() != T)
    return std::nullopt;
  StringRef Sign = Types.starts_with("s.") ? "s" : Types.starts_with("u.") ? "u" : "";
  auto *VT = dyn_cast<FixedVectorType>(T);
  Type *E = T->getScalarType();
  bool Wide = E->isIntegerTy(64) || E->isDoubleTy();
  // A 64-bit integer reduction or scan over the SIMD group (not a quad's):
  // every lane's value read in two words, combined where active (and, for
  // a scan, below the reader).
  std::optional<lower::SIMDReduction> Red = lower::parseSIMDReduction(Base);
  bool WideReduction = K == Kind::Elementwise && E->isIntegerTy(64) && Red &&
                       Base.starts_with("simd_");
  if (!VT && !(K == Kind::LaneMove && (Wide || E->isBFloatTy())) &&
      !(K == Kind::Elementwise && E->isBFloatTy()) && !WideReduction)
    return std::nullopt;
  // A value operand of the builtin: the first, and for shuffle_and_fill
  // the filling too.
  auto IsValue = [&](unsigned I) {
    return I == 0 || (I == 1 && Base.contains("shuffle_and_fill") &&
                      Call.getArgOperand(1)->getType() == T);
  };
  // The builtin itself at type PT, with value operands Values and the
  // call's other operands (null where the target has no lowering).
  auto Part = [&](Type *PT, ArrayRef<Value *> Values) -> Value * {
    SmallVector<Value *, 4> Args;
    for (unsigned I = 0; I != Call.arg_size(); ++I)
      Args.push_back(IsValue(I) ? Values[I] : Call.getArgOperand(I));
    return Builtin(("air." + Base + "." + (Sign.empty() ? "" : Sign + ".") + typeSuffix(PT))
                       .str(),
                   PT, Args);
  };
  // One element (a scalar of type E): as it is, as two words, as bits or
  // in float; null where a part has no lowering.
  auto Element = [&](ArrayRef<Value *> Values) -> Value * {
    Type *ET = Values[0]->getType();
    if (K == Kind::LaneMove && ET->getPrimitiveSizeInBits() == 64) {
      auto *Words = FixedVectorType::get(B.getInt32Ty(), 2);
      Value *R = PoisonValue::get(Words);
      for (unsigned W = 0; W != 2; ++W) {
        SmallVector<Value *, 2> Ws;
        for (Value *V : Values)
          Ws.push_back(V ? B.CreateExtractElement(B.CreateBitCast(V, Words), W) : nullptr);
        Value *P = Part(B.getInt32Ty(), Ws);
        if (!P)
          return nullptr;
        R = B.CreateInsertElement(R, P, W);
      }
      return B.CreateBitCast(R, ET);
    }
    if (WideReduction && ET->isIntegerTy(64)) {
      // Up to 64 lanes (AMD's wave64; lanes past the group are never
      // active), each read with simd_broadcast of its two words.
      StringRef Op = Red->Op;
      if (!is_contained({"sum", "product", "min", "max", "and", "or", "xor"}, Op))
        return nullptr;
      Value *X = Values[0];
      Value *Active = Builtin("air.simd_ballot.i64", B.getInt64Ty(), {B.getTrue()});
      if (!Active)
        return nullptr;
      // A scan takes the active lanes below the reader: the first Rank
      // active lanes, Rank the count of active lanes below it (a 32-bit
      // exclusive scan of 1), and the reader itself if inclusive.
      Value *Rank = nullptr, *Below = B.getInt32(0);
      if (Red->Prefix) {
        Rank = Builtin("air.simd_prefix_exclusive_sum.u.i32", B.getInt32Ty(), {B.getInt32(1)});
        if (!Rank)
          return nullptr;
      }
      bool Signed = Sign != "u";
      auto *I64 = B.getInt64Ty();
      uint64_t Identity = Op == "product" ? 1
                          : Op == "and"   ? ~0ull
                          : Op == "min"   ? (Signed ? INT64_MAX : UINT64_MAX)
                          : Op == "max"   ? (Signed ? uint64_t(INT64_MIN) : 0)
                                          : 0; // sum, or, xor
      Value *Lo = B.CreateTrunc(X, B.getInt32Ty());
      Value *Hi = B.CreateTrunc(B.CreateLShr(X, 32), B.getInt32Ty());
      Value *Acc = ConstantInt::get(I64, Identity);
      for (unsigned L = 0; L != 64; ++L) {
        Value *Lane = B.getInt16(L);
        Value *L0 = Builtin("air.simd_broadcast.u.i32", B.getInt32Ty(), {Lo, Lane});
        Value *H0 = Builtin("air.simd_broadcast.u.i32", B.getInt32Ty(), {Hi, Lane});
        if (!L0 || !H0)
          return nullptr;
        Value *V = B.CreateOr(B.CreateZExt(L0, I64), B.CreateShl(B.CreateZExt(H0, I64), 32));
        Value *With = Op == "sum"       ? B.CreateAdd(Acc, V)
                      : Op == "product" ? B.CreateMul(Acc, V)
                      : Op == "and"     ? B.CreateAnd(Acc, V)
                      : Op == "or"      ? B.CreateOr(Acc, V)
                      : Op == "xor"     ? B.CreateXor(Acc, V)
                      : Op == "min" ? B.CreateBinaryIntrinsic(Signed ? Intrinsic::smin : Intrinsic::umin, Acc, V)
                                    : B.CreateBinaryIntrinsic(Signed ? Intrinsic::smax : Intrinsic::umax, Acc, V);
        Value *On = B.CreateICmpNE(B.CreateAnd(B.CreateLShr(Active, L), B.getInt64(1)),
                                   B.getInt64(0));
        Value *Take = On;
        if (Rank) {
          Take = B.CreateAnd(On, Red->Exclusive ? B.CreateICmpULT(Below, Rank)
                                                : B.CreateICmpULE(Below, Rank));
          Below = B.CreateAdd(Below, B.CreateZExt(On, B.getInt32Ty()));
        }
        Acc = B.CreateSelect(Take, With, Acc);
      }
      return Acc;
    }
    if (ET->isBFloatTy()) {
      SmallVector<Value *, 2> Vs;
      bool Bits = K == Kind::LaneMove;
      for (Value *V : Values)
        Vs.push_back(!V ? nullptr
                     : Bits ? B.CreateBitCast(V, B.getInt16Ty())
                            : B.CreateFPExt(V, B.getFloatTy()));
      Value *P = Part(Bits ? B.getInt16Ty() : B.getFloatTy(), Vs);
      if (!P)
        return nullptr;
      return Bits ? B.CreateBitCast(P, ET) : B.CreateFPTrunc(P, ET);
    }
    return Part(ET, Values);
  };
  auto ValuesOf = [&](function_ref<Value *(Value *)> Pick) {
    SmallVector<Value *, 2> Vs;
    for (unsigned I = 0; I != Call.arg_size(); ++I)
      Vs.push_back(IsValue(I) ? Pick(Call.getArgOperand(I)) : nullptr);
    return Vs;
  };
  if (!VT) {
    if (Value *R = Element(ValuesOf([](Value *V) { return V; })))
      return R;
    return std::nullopt;
  }
  Value *R = PoisonValue::get(VT);
  for (unsigned I = 0; I != VT->getNumElements(); ++I) {
    Value *P = Element(ValuesOf([&](Value *V) { return B.CreateExtractElement(V, I); }));
    if (!P)
      return std::nullopt;
    R = B.CreateInsertElement(R, P, I);
  }
  return R;
}
