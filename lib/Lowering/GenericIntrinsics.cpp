//===- GenericIntrinsics.cpp - Target-independent AIR intrinsics ----------===//
//
// AIR intrinsics that plain LLVM IR expresses on every target: math
// (air.[fast_]sqrt, exp2, fmax3, ...), conversions (air.convert.<to>.<from>),
// integer min/max, dot products, boolean vector reductions and atomics
// (air.atomic.*). Names end in type suffixes (".f32", ".v2f16"); the call's
// own types decide the result.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

/// "fast_exp2.v2f32" -> "exp2" (Fast set); "convert.f.f32.s.i32" -> itself.
StringRef baseName(StringRef Name, bool &Fast) {
  Name.consume_front("air.");
  Fast = Name.consume_front("fast_");
  return Name.split('.').first;
}

Value *convert(IRBuilderBase &B, Value *V, Type *To, char ToKind, char FromKind) {
  Type *From = V->getType();
  Type *FromElt = From->getScalarType(), *ToElt = To->getScalarType();
  if (FromElt->isFloatingPointTy() && ToElt->isFloatingPointTy()) {
    // bfloat and half have the same width: neither extends the other, so
    // the value goes through float (exact for both).
    if (FromElt != ToElt && FromElt->getPrimitiveSizeInBits() ==
                                ToElt->getPrimitiveSizeInBits()) {
      Type *F32 = B.getFloatTy();
      if (auto *VT = dyn_cast<VectorType>(From))
        F32 = VectorType::get(F32, VT->getElementCount());
      return B.CreateFPTrunc(B.CreateFPExt(V, F32), To);
    }
    return B.CreateFPCast(V, To);
  }
  if (FromElt->isIntegerTy() && ToElt->isFloatingPointTy())
    return FromKind == 's' ? B.CreateSIToFP(V, To) : B.CreateUIToFP(V, To);
  if (FromElt->isFloatingPointTy() && ToElt->isIntegerTy())
    return ToKind == 's' ? B.CreateFPToSI(V, To) : B.CreateFPToUI(V, To);
  if (FromElt->isIntegerTy() && ToElt->isIntegerTy()) {
    // Booleans convert as 0/1 and to "x != 0".
    if (ToElt->isIntegerTy(1))
      return B.CreateICmpNE(V, Constant::getNullValue(From));
    return B.CreateIntCast(V, To, FromKind == 's' && !FromElt->isIntegerTy(1));
  }
  return nullptr;
}


AtomicOrdering ordering(Value *V) {
  // Metal's memory_order: 0 relaxed; others map to their C++ meaning.
  auto *C = dyn_cast<ConstantInt>(V);
  switch (C ? C->getZExtValue() : 0) {
  case 0:
    return AtomicOrdering::Monotonic;
  case 2:
    return AtomicOrdering::Acquire;
  case 3:
    return AtomicOrdering::Release;
  case 4:
    return AtomicOrdering::AcquireRelease;
  default:
    return AtomicOrdering::SequentiallyConsistent;
  }
}

/// air.atomic.<global|local>.<op>[.<s|u|f>].<type>(ptr, ...): device atomics
/// at agent scope, threadgroup ones at workgroup scope (LLVM's AMDGPU names;
/// targets without them treat both as system scope).
std::optional<Value *> lowerAtomic(IRBuilderBase &B, CallInst &Call,
                                   StringRef Name) {
  LLVMContext &Ctx = Call.getContext();
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  SmallVector<StringRef, 6> P;
  Name.split(P, '.');
  if (P.size() < 5)
    return std::nullopt;
  StringRef Op = P[3];
  bool Signed = P.size() == 6 && P[4] == "s";
  SyncScope::ID Scope = Ctx.getOrInsertSyncScopeID(
      P[2] == "local" ? "workgroup" : "agent");
  Value *Ptr = Arg(0);
  Type *T = Call.getType();
  if (Op == "load") {
    LoadInst *L = B.CreateAlignedLoad(T, Ptr, Align(T->getPrimitiveSizeInBits() / 8));
    L->setAtomic(ordering(Arg(1)), Scope);
    return L;
  }
  if (Op == "store") {
    Value *V = Arg(1);
    StoreInst *S = B.CreateAlignedStore(V, Ptr, Align(V->getType()->getPrimitiveSizeInBits() / 8));
    S->setAtomic(ordering(Arg(2)), Scope);
    return nullptr;
  }
  if (Op == "cmpxchg" && P.size() >= 5) {
    // (ptr, ptr expected, desired, success order, failure order, scope, volatile)
    Type *VT = Arg(2)->getType();
    Value *Expected = B.CreateLoad(VT, Arg(1));
    AtomicCmpXchgInst *X = B.CreateAtomicCmpXchg(
        Ptr, Expected, Arg(2), MaybeAlign(), ordering(Arg(3)),
        ordering(Arg(4)) == AtomicOrdering::Monotonic ? AtomicOrdering::Monotonic
                                                      : AtomicOrdering::Acquire,
        Scope);
    X->setWeak(P[4] == "weak");
    B.CreateStore(B.CreateExtractValue(X, 0), Arg(1));
    return B.CreateZExt(B.CreateExtractValue(X, 1), T);
  }
  std::optional<AtomicRMWInst::BinOp> RMW =
      StringSwitch<std::optional<AtomicRMWInst::BinOp>>(Op)
          .Case("xchg", AtomicRMWInst::Xchg)
          .Case("add", T->isFloatingPointTy() ? AtomicRMWInst::FAdd : AtomicRMWInst::Add)
          .Case("sub", T->isFloatingPointTy() ? AtomicRMWInst::FSub : AtomicRMWInst::Sub)
          .Case("and", AtomicRMWInst::And)
          .Case("or", AtomicRMWInst::Or)
          .Case("xor", AtomicRMWInst::Xor)
          .Case("min", T->isFloatingPointTy() ? AtomicRMWInst::FMin
                       : Signed                 ? AtomicRMWInst::Min
                                                : AtomicRMWInst::UMin)
          .Case("max", T->isFloatingPointTy() ? AtomicRMWInst::FMax
                       : Signed                 ? AtomicRMWInst::Max
                                                : AtomicRMWInst::UMax)
          .Default(std::nullopt);
  if (!RMW || Call.arg_size() < 3)
    return std::nullopt;
  return B.CreateAtomicRMW(*RMW, Ptr, Arg(1), MaybeAlign(), ordering(Arg(2)),
                           Scope);
}

} // namespace

std::optional<Value *>
metalnt::lower::lowerGenericIntrinsic(IRBuilderBase &B, CallInst &Call,
                                      StringRef Name) {
  if (Name.starts_with("air.atomic."))
    return lowerAtomic(B, Call, Name);
  bool Fast;
  StringRef Base = baseName(Name, Fast);
  Type *Ty = Call.getType();
  unsigned N = Call.arg_size();
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  IRBuilderBase::FastMathFlagGuard Guard(B);
  if (Fast) {
    FastMathFlags FMF;
    FMF.setFast();
    B.setFastMathFlags(FMF);
  }

  Intrinsic::ID Unary = StringSwitch<Intrinsic::ID>(Base)
                            .Case("fabs", Intrinsic::fabs)
                            .Case("sqrt", Intrinsic::sqrt)
                            .Case("exp", Intrinsic::exp)
                            .Case("exp2", Intrinsic::exp2)
                            .Case("log", Intrinsic::log)
                            .Case("log2", Intrinsic::log2)
                            .Case("sin", Intrinsic::sin)
                            .Case("cos", Intrinsic::cos)
                            .Case("floor", Intrinsic::floor)
                            .Case("ceil", Intrinsic::ceil)
                            .Case("trunc", Intrinsic::trunc)
                            .Case("rint", Intrinsic::rint)
                            .Case("round", Intrinsic::round)
                            .Default(Intrinsic::not_intrinsic);
  if (Unary != Intrinsic::not_intrinsic && N == 1 && Ty->isFPOrFPVectorTy())
    return B.CreateUnaryIntrinsic(Unary, Arg(0));
  if (Base == "rsqrt" && N == 1 && Ty->isFPOrFPVectorTy())
    return B.CreateFDiv(ConstantFP::get(Ty, 1.0),
                        B.CreateUnaryIntrinsic(Intrinsic::sqrt, Arg(0)));
  Intrinsic::ID Binary = StringSwitch<Intrinsic::ID>(Base)
                             .Case("fmax", Intrinsic::maxnum)
                             .Case("fmin", Intrinsic::minnum)
                             .Case("pow", Intrinsic::pow)
                             .Case("copysign", Intrinsic::copysign)
                             .Default(Intrinsic::not_intrinsic);
  if (Binary != Intrinsic::not_intrinsic && N == 2 && Ty->isFPOrFPVectorTy())
    return B.CreateBinaryIntrinsic(Binary, Arg(0), Arg(1));
  if ((Base == "fmax3" || Base == "fmin3") && N == 3) {
    Intrinsic::ID ID = Base == "fmax3" ? Intrinsic::maxnum : Intrinsic::minnum;
    return B.CreateBinaryIntrinsic(ID, B.CreateBinaryIntrinsic(ID, Arg(0), Arg(1)),
                                   Arg(2));
  }
  if (Base == "fma" && N == 3)
    return B.CreateIntrinsic(Intrinsic::fma, {Ty}, {Arg(0), Arg(1), Arg(2)});
  if (Base == "abs" && N == 1 && Ty->isIntOrIntVectorTy())
    return B.CreateBinaryIntrinsic(Intrinsic::abs, Arg(0), B.getFalse());
  if ((Base == "min" || Base == "max") && N == 2 && Ty->isIntOrIntVectorTy()) {
    // air.min.u.i32 / air.max.s.v2i16
    bool Signed = Name.contains(".s.");
    Intrinsic::ID ID = Base == "min" ? (Signed ? Intrinsic::smin : Intrinsic::umin)
                                     : (Signed ? Intrinsic::smax : Intrinsic::umax);
    return B.CreateBinaryIntrinsic(ID, Arg(0), Arg(1));
  }
  if (Base == "convert" && N == 1) {
    // air.convert.<to kind>.<to type>.<from kind>.<from type>
    SmallVector<StringRef, 6> Parts;
    Name.split(Parts, '.');
    if (Parts.size() == 6 && Parts[2].size() == 1 && Parts[4].size() == 1)
      if (Value *V = convert(B, Arg(0), Ty, Parts[2][0], Parts[4][0]))
        return V;
    return std::nullopt;
  }
  if (Base == "dot" && N == 2 && Arg(0)->getType()->isVectorTy()) {
    Value *Prod = B.CreateFMul(Arg(0), Arg(1));
    auto *VT = cast<FixedVectorType>(Prod->getType());
    Value *Sum = B.CreateExtractElement(Prod, uint64_t(0));
    for (unsigned I = 1; I != VT->getNumElements(); ++I)
      Sum = B.CreateFAdd(Sum, B.CreateExtractElement(Prod, I));
    return Sum;
  }
  if ((Base == "all" || Base == "any") && N == 1 &&
      Arg(0)->getType()->isVectorTy())
    return Base == "all" ? B.CreateAndReduce(Arg(0)) : B.CreateOrReduce(Arg(0));
  return std::nullopt;
}
