//===- GenericIntrinsics.cpp - Target-independent AIR intrinsics ----------===//
//
// AIR intrinsics that plain LLVM IR expresses on every target: math
// (air.[fast_]sqrt, exp2, fmax3, ...), conversions (air.convert.<to>.<from>),
// integer min/max, dot products and boolean vector reductions. Names end in
// type suffixes (".f32", ".v2f16"); the call's own types decide the result.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
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
  if (FromElt->isFloatingPointTy() && ToElt->isFloatingPointTy())
    return B.CreateFPCast(V, To);
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

} // namespace

std::optional<Value *>
metalnt::lower::lowerGenericIntrinsic(IRBuilderBase &B, CallInst &Call,
                                      StringRef Name) {
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
