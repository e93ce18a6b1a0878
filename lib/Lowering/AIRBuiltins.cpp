//===- AIRBuiltins.cpp - The meaning of the Metal standard library in AIR -===//
//
// One table: each AIR builtin of the Metal standard library (math,
// integer, geometric and relational functions) with its definition written
// once as LLVM IR that every back end compiles. Rules are type-generic:
// the same IR builder calls serve scalars and 2-, 3- and 4-element vectors
// (constants splat), so no vector width needs a case of its own. Half and
// bfloat arguments are evaluated in float and rounded back.
//
// Transcendental functions LLVM's GPU back ends cannot call a library for
// (tanh, sinh, atan, asin, ...) are expansions over the primitives every
// target handles (exp, log, sqrt, sin, cos, fma, floor, ...), chosen to keep
// the MSL precision bounds (docs/air-builtins.md lists each rule and bound;
// test/builtins checks them on the host against a double-precision
// reference).
//
// Names: air.[fast_]<base>[.s|.u].<type>, the type the overload's ("f32",
// "v4f16", "i32"). fast_ forms get fast-math flags and the same rule.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include <cmath>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

/// What a rule works with: the builder, the (float-evaluated) type, and
/// helpers that keep rules short.
struct RuleContext {
  IRBuilderBase &B;
  Type *Ty;        ///< type the rule computes in (float for half inputs)
  bool Signed;     ///< ".s." in the name (integer rules)
  Type *ResultTy;  ///< the call's type
  bool Fast;       ///< the fast_ form

  Value *c(double V) { return ConstantFP::get(Ty, V); }
  Value *ci(uint64_t V) { return ConstantInt::get(Ty, V); }
  Value *un(Intrinsic::ID ID, Value *X) { return B.CreateUnaryIntrinsic(ID, X); }
  Value *bin(Intrinsic::ID ID, Value *X, Value *Y) {
    return B.CreateBinaryIntrinsic(ID, X, Y);
  }
  Value *fma(Value *X, Value *Y, Value *Z) {
    return B.CreateIntrinsic(Intrinsic::fma, {X->getType()}, {X, Y, Z});
  }
  /// exp or log inside a rule whose bound rests on their accuracy: without
  /// afn even in a fast_ form, since a target's approximate exp or log
  /// would be amplified by the rule (sinh near overflow, log1p near 0).
  Value *accurate(Intrinsic::ID ID, Value *X) {
    Value *V = un(ID, X);
    if (auto *I = dyn_cast<Instruction>(V))
      I->setHasApproxFunc(false);
    return V;
  }
  Value *abs(Value *X) { return un(Intrinsic::fabs, X); }
  Value *sel(Value *C, Value *T, Value *F) { return B.CreateSelect(C, T, F); }
  Value *copysign(Value *Mag, Value *Sign) {
    return bin(Intrinsic::copysign, Mag, Sign);
  }
  /// c[0] + x*(c[1] + x*(c[2] + ...)), by fused multiply-adds.
  Value *poly(Value *X, ArrayRef<double> Coeffs) {
    Value *R = c(Coeffs.back());
    for (size_t I = Coeffs.size() - 1; I-- > 0;)
      R = fma(R, X, c(Coeffs[I]));
    return R;
  }
  /// log(1 + y), accurate for small y (Goldberg's correction: the rounding
  /// of 1 + y is undone by y / (u - 1)).
  Value *log1p(Value *Y) {
    // Without fast-math flags even in fast_ forms: reassociation would
    // fold (1 + y) - 1 to y and undo the correction, and an approximate
    // log would be amplified by it.
    IRBuilderBase::FastMathFlagGuard Guard(B);
    B.clearFastMathFlags();
    Value *U = B.CreateFAdd(c(1.0), Y);
    Value *Den = B.CreateFSub(U, c(1.0));
    Value *L = B.CreateFMul(un(Intrinsic::log, U), B.CreateFDiv(Y, Den));
    return sel(B.CreateFCmpOEQ(Den, c(0.0)), Y, L);
  }
  /// exp(y) - 1, accurate for small y.
  Value *expm1(Value *Y) {
    IRBuilderBase::FastMathFlagGuard Guard(B);
    B.clearFastMathFlags();
    Value *U = un(Intrinsic::exp, Y);
    Value *Um1 = B.CreateFSub(U, c(1.0));
    Value *L = un(Intrinsic::log, U);
    // (u - 1) * y / log(u) corrects the rounding of exp near 0.
    Value *Corr = B.CreateFMul(Um1, B.CreateFDiv(Y, L));
    Value *Tiny = B.CreateFCmpOEQ(U, c(1.0));
    Value *Small = B.CreateFCmpOLT(abs(Y), c(1.0));
    return sel(Tiny, Y, sel(Small, Corr, Um1));
  }
  Value *isNaN(Value *X) { return B.CreateFCmpUNO(X, X); }
};

using Rule = Value *(*)(RuleContext &, ArrayRef<Value *>);

enum class Domain { Float, Int };

struct Def {
  const char *Base;
  unsigned Arity;
  Domain D;
  Rule R;
  const char *How;       ///< the definition, for the inventory
  const char *Precision; ///< MSL's bound (precise), or "exact"
};

// ----- Float: elementary ------------------------------------------------

Value *tanhRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0], *AX = C.abs(X);
  // |x| < 0.625: odd Taylor series in x^2 (10 terms, remainder < 2^-26).
  Value *X2 = C.B.CreateFMul(X, X);
  Value *P = C.poly(X2, {1.0, -1.0 / 3, 2.0 / 15, -17.0 / 315, 62.0 / 2835,
                         -1382.0 / 155925, 21844.0 / 6081075,
                         -929569.0 / 638512875, 6404582.0 / 10854718875.0,
                         -443861162.0 / 1856156927625.0});
  Value *Small = C.B.CreateFMul(X, P);
  // Otherwise 1 - 2 / (exp(2|x|) + 1), saturating to 1.
  Value *E = C.accurate(Intrinsic::exp, C.B.CreateFMul(AX, C.c(2.0)));
  Value *Large = C.B.CreateFSub(C.c(1.0), C.B.CreateFDiv(C.c(2.0), C.B.CreateFAdd(E, C.c(1.0))));
  Large = C.copysign(Large, X);
  return C.sel(C.B.CreateFCmpOLT(AX, C.c(0.625)), Small, Large);
}

/// e^x / 2 where e^x itself would overflow: (e^(x/2) / 2) * e^(x/2), with
/// x/2 and the halving exact.
Value *halfExpSquared(RuleContext &C, Value *AX) {
  Value *E = C.accurate(Intrinsic::exp, C.B.CreateFMul(AX, C.c(0.5)));
  return C.B.CreateFMul(C.B.CreateFMul(E, C.c(0.5)), E);
}

Value *sinhRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0], *AX = C.abs(X);
  Value *X2 = C.B.CreateFMul(X, X);
  // |x| < 1: Taylor series (x^2k+1 / (2k+1)!), 8 terms.
  Value *P = C.poly(X2, {1.0, 1.0 / 6, 1.0 / 120, 1.0 / 5040, 1.0 / 362880,
                         1.0 / 39916800, 1.0 / 6227020800.0,
                         1.0 / 1307674368000.0});
  Value *Small = C.B.CreateFMul(X, P);
  // Otherwise (e^|x| - e^-|x|) / 2, as e^(|x| - ln 2) near overflow.
  Value *E = C.accurate(Intrinsic::exp, AX);
  Value *Mid = C.B.CreateFMul(C.c(0.5), C.B.CreateFSub(E, C.B.CreateFDiv(C.c(1.0), E)));
  Value *Large = C.sel(C.B.CreateFCmpOGT(AX, C.c(80.0)), halfExpSquared(C, AX), Mid);
  return C.sel(C.B.CreateFCmpOLT(AX, C.c(1.0)), Small, C.copysign(Large, X));
}

Value *coshRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *AX = C.abs(A[0]);
  Value *E = C.accurate(Intrinsic::exp, AX);
  Value *Mid = C.B.CreateFMul(C.c(0.5), C.B.CreateFAdd(E, C.B.CreateFDiv(C.c(1.0), E)));
  return C.sel(C.B.CreateFCmpOGT(AX, C.c(80.0)), halfExpSquared(C, AX), Mid);
}

Value *asinhRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0], *AX = C.abs(X);
  // log1p(|x| + x^2 / (1 + sqrt(1 + x^2))); log(|x|) + ln 2 when x^2
  // would overflow.
  Value *X2 = C.B.CreateFMul(AX, AX);
  Value *S = C.un(Intrinsic::sqrt, C.B.CreateFAdd(C.c(1.0), X2));
  Value *Y = C.B.CreateFAdd(AX, C.B.CreateFDiv(X2, C.B.CreateFAdd(C.c(1.0), S)));
  Value *R = C.log1p(Y);
  Value *Huge = C.B.CreateFAdd(C.accurate(Intrinsic::log, AX), C.c(M_LN2));
  R = C.sel(C.B.CreateFCmpOGT(AX, C.c(0x1p30)), Huge, R);
  return C.copysign(R, X);
}

Value *acoshRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0];
  // log1p((x - 1) + sqrt((x - 1)(x + 1))); NaN below 1.
  Value *T = C.B.CreateFSub(X, C.c(1.0));
  Value *S = C.un(Intrinsic::sqrt, C.B.CreateFMul(T, C.B.CreateFAdd(X, C.c(1.0))));
  Value *R = C.log1p(C.B.CreateFAdd(T, S));
  Value *Huge = C.B.CreateFAdd(C.accurate(Intrinsic::log, X), C.c(M_LN2));
  return C.sel(C.B.CreateFCmpOGT(X, C.c(0x1p30)), Huge, R);
}

Value *atanhRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0], *AX = C.abs(X);
  // 0.5 * log1p(2|x| / (1 - |x|)), odd.
  Value *Y = C.B.CreateFDiv(C.B.CreateFMul(C.c(2.0), AX), C.B.CreateFSub(C.c(1.0), AX));
  return C.copysign(C.B.CreateFMul(C.c(0.5), C.log1p(Y)), X);
}

/// atan on [0, inf): Cephes-style reduction to |t| <= tan(pi/12).
Value *atanPositive(RuleContext &C, Value *AX) {
  // x > 1: pi/2 - atan(1/x).
  Value *Inv = C.B.CreateFCmpOGT(AX, C.c(1.0));
  Value *X = C.sel(Inv, C.B.CreateFDiv(C.c(1.0), AX), AX);
  // x > tan(pi/12): pi/6 + atan((x*sqrt3 - 1) / (x + sqrt3)).
  Value *Shift = C.B.CreateFCmpOGT(X, C.c(0.26794919243112270));
  Value *T = C.sel(Shift,
                   C.B.CreateFDiv(C.fma(X, C.c(1.7320508075688772), C.c(-1.0)),
                                  C.B.CreateFAdd(X, C.c(1.7320508075688772))),
                   X);
  Value *T2 = C.B.CreateFMul(T, T);
  // atan(t) = t * (1 - t^2/3 + t^4/5 - ...), 9 terms (|t| <= 0.268).
  Value *P = C.poly(T2, {1.0, -1.0 / 3, 1.0 / 5, -1.0 / 7, 1.0 / 9, -1.0 / 11,
                         1.0 / 13, -1.0 / 15, 1.0 / 17});
  Value *R = C.B.CreateFMul(T, P);
  R = C.sel(Shift, C.B.CreateFAdd(R, C.c(M_PI / 6)), R);
  return C.sel(Inv, C.B.CreateFSub(C.c(M_PI_2), R), R);
}

Value *atanRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.copysign(atanPositive(C, C.abs(A[0])), A[0]);
}

Value *atan2Rule(RuleContext &C, ArrayRef<Value *> A) {
  Value *Y = A[0], *X = A[1];
  Value *AY = C.abs(Y), *AX = C.abs(X);
  // The angle of (|x|, |y|) in [0, pi/2], then the quadrant.
  Value *Swap = C.B.CreateFCmpOGT(AY, AX);
  Value *Num = C.sel(Swap, AX, AY), *Den = C.sel(Swap, AY, AX);
  Value *Q = C.B.CreateFDiv(Num, Den);
  Q = C.sel(C.B.CreateFCmpOEQ(Den, C.c(0.0)), C.c(0.0), Q);
  Value *R = atanPositive(C, Q);
  R = C.sel(Swap, C.B.CreateFSub(C.c(M_PI_2), R), R);
  // Both infinite: pi/4.
  Value *BothInf = C.B.CreateAnd(C.B.CreateFCmpOEQ(AX, C.c(INFINITY)),
                                 C.B.CreateFCmpOEQ(AY, C.c(INFINITY)));
  R = C.sel(BothInf, C.c(M_PI_4), R);
  // x < 0 (or -0): pi - angle.
  Value *SignX = C.copysign(C.c(1.0), X);
  Value *Neg = C.B.CreateFCmpOLT(SignX, C.c(0.0));
  R = C.sel(Neg, C.B.CreateFSub(C.c(M_PI), R), R);
  R = C.copysign(R, Y);
  return C.sel(C.B.CreateOr(C.isNaN(X), C.isNaN(Y)), C.c(NAN), R);
}

Value *asinRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0];
  Value *S = C.un(Intrinsic::sqrt, C.B.CreateFMul(C.B.CreateFSub(C.c(1.0), X),
                                                  C.B.CreateFAdd(C.c(1.0), X)));
  return atan2Rule(C, {X, S});
}

Value *acosRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0];
  Value *S = C.un(Intrinsic::sqrt, C.B.CreateFMul(C.B.CreateFSub(C.c(1.0), X),
                                                  C.B.CreateFAdd(C.c(1.0), X)));
  return atan2Rule(C, {S, X});
}

Value *tanRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateFDiv(C.un(Intrinsic::sin, A[0]), C.un(Intrinsic::cos, A[0]));
}

/// x - 2 * rint(x / 2): exact, in [-1, 1], same sine and cosine of pi*x.
Value *reducePi(RuleContext &C, Value *X) {
  return C.B.CreateFSub(X, C.B.CreateFMul(C.c(2.0), C.un(Intrinsic::rint, C.B.CreateFMul(X, C.c(0.5)))));
}

Value *sinpiRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *R = reducePi(C, A[0]);
  // sin(pi r) = sin(pi (+-1 - r)): fold |r| > 1/2 into [-1/2, 1/2] (exact),
  // so that pi * r is never near pi, where sin would lose the bits.
  Value *Fold = C.B.CreateFSub(C.copysign(C.c(1.0), R), R);
  R = C.sel(C.B.CreateFCmpOGT(C.abs(R), C.c(0.5)), Fold, R);
  Value *S = C.un(Intrinsic::sin, C.B.CreateFMul(R, C.c(M_PI)));
  // Exact zeros at integers, with the sign of x.
  Value *Int = C.B.CreateFCmpOEQ(C.un(Intrinsic::trunc, A[0]), A[0]);
  return C.sel(Int, C.copysign(C.c(0.0), A[0]), S);
}

Value *cospiRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *R = C.abs(reducePi(C, A[0]));
  // cos(pi r) = sin(pi (1/2 - r)): exact zero at half-integers.
  return C.un(Intrinsic::sin, C.B.CreateFMul(C.B.CreateFSub(C.c(0.5), R), C.c(M_PI)));
}

Value *tanpiRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateFDiv(sinpiRule(C, A), cospiRule(C, A));
}

#define UNARY(NAME, ID)                                                        \
  Value *NAME(RuleContext &C, ArrayRef<Value *> A) {                           \
    return C.un(Intrinsic::ID, A[0]);                                          \
  }
UNARY(fabsRule, fabs)
UNARY(sqrtRule, sqrt)
UNARY(expRule, exp)
UNARY(exp2Rule, exp2)
UNARY(exp10Rule, exp10)
UNARY(logRule, log)
UNARY(log2Rule, log2)
UNARY(log10Rule, log10)
UNARY(sinRule, sin)
UNARY(cosRule, cos)
UNARY(floorRule, floor)
UNARY(ceilRule, ceil)
UNARY(truncRule, trunc)
UNARY(rintRule, rint)
UNARY(roundRule, round)
#undef UNARY

Value *rsqrtRule(RuleContext &C, ArrayRef<Value *> A) {
  // Correctly rounded (MSL Table 8.1): 1/sqrt in binary64, whose error is
  // far below half a float ulp, then one rounding. fast_rsqrt may be off
  // by 2 ulp (Table 8.2): 1/sqrt in float.
  if (C.Fast || !C.Ty->getScalarType()->isFloatTy())
    return C.B.CreateFDiv(C.c(1.0), C.un(Intrinsic::sqrt, A[0]));
  Type *D = C.Ty->getWithNewType(C.B.getDoubleTy());
  Value *X = C.B.CreateFPExt(A[0], D);
  Value *R = C.B.CreateFDiv(ConstantFP::get(D, 1.0), C.B.CreateUnaryIntrinsic(Intrinsic::sqrt, X));
  return C.B.CreateFPTrunc(R, C.Ty);
}
Value *powRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::pow, A[0], A[1]);
}
Value *powrRule(RuleContext &C, ArrayRef<Value *> A) {
  // Defined for x >= 0 only: exp2(y * log2(x)) through pow for accuracy.
  Value *R = C.bin(Intrinsic::pow, A[0], A[1]);
  return C.sel(C.B.CreateFCmpOLT(A[0], C.c(0.0)), C.c(NAN), R);
}
Value *fmodRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateFRem(A[0], A[1]);
}
Value *fractRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *F = C.B.CreateFSub(A[0], C.un(Intrinsic::floor, A[0]));
  return C.bin(Intrinsic::minnum, F, C.c(0x1.fffffep-1));
}
Value *fminRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::minnum, A[0], A[1]);
}
Value *fmaxRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::maxnum, A[0], A[1]);
}
Value *fmin3Rule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::minnum, C.bin(Intrinsic::minnum, A[0], A[1]), A[2]);
}
Value *fmax3Rule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::maxnum, C.bin(Intrinsic::maxnum, A[0], A[1]), A[2]);
}
Value *fmedian3Rule(RuleContext &C, ArrayRef<Value *> A) {
  Value *Lo = C.bin(Intrinsic::minnum, A[0], A[1]);
  Value *Hi = C.bin(Intrinsic::maxnum, A[0], A[1]);
  return C.bin(Intrinsic::maxnum, Lo, C.bin(Intrinsic::minnum, Hi, A[2]));
}
Value *fmaRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.fma(A[0], A[1], A[2]);
}
Value *copysignRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.copysign(A[0], A[1]);
}
Value *fdimRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *D = C.B.CreateFSub(A[0], A[1]);
  Value *R = C.sel(C.B.CreateFCmpOGT(A[0], A[1]), D, C.c(0.0));
  return C.sel(C.B.CreateOr(C.isNaN(A[0]), C.isNaN(A[1])), C.c(NAN), R);
}
Value *clampRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(Intrinsic::minnum, C.bin(Intrinsic::maxnum, A[0], A[1]), A[2]);
}
Value *saturateRule(RuleContext &C, ArrayRef<Value *> A) {
  return clampRule(C, {A[0], C.c(0.0), C.c(1.0)});
}
Value *mixRule(RuleContext &C, ArrayRef<Value *> A) {
  // x + (y - x) * a
  return C.fma(C.B.CreateFSub(A[1], A[0]), A[2], A[0]);
}
Value *stepRule(RuleContext &C, ArrayRef<Value *> A) {
  // step(edge, x): 0 when x < edge, else 1.
  return C.sel(C.B.CreateFCmpOLT(A[1], A[0]), C.c(0.0), C.c(1.0));
}
Value *smoothstepRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *T = C.B.CreateFDiv(C.B.CreateFSub(A[2], A[0]), C.B.CreateFSub(A[1], A[0]));
  T = clampRule(C, {T, C.c(0.0), C.c(1.0)});
  return C.B.CreateFMul(C.B.CreateFMul(T, T),
                        C.fma(T, C.c(-2.0), C.c(3.0)));
}
Value *signRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *X = A[0];
  Value *One = C.copysign(C.c(1.0), X);
  Value *R = C.sel(C.B.CreateFCmpOEQ(X, C.c(0.0)), X, One);
  return C.sel(C.isNaN(X), C.c(0.0), R);
}
Value *nextafterRule(RuleContext &C, ArrayRef<Value *> A) {
  // One step of the integer image towards y; from zero, the smallest
  // subnormal with y's sign.
  Value *X = A[0], *Y = A[1];
  Type *IT = X->getType()->getWithNewType(C.B.getIntNTy(X->getType()->getScalarSizeInBits()));
  Value *XI = C.B.CreateBitCast(X, IT);
  Value *One = ConstantInt::get(IT, 1);
  Value *Away = C.B.CreateXor(C.B.CreateFCmpOLT(X, Y), C.B.CreateFCmpOLT(X, C.c(0.0)));
  Value *Step = C.sel(Away, C.B.CreateAdd(XI, One), C.B.CreateSub(XI, One));
  Value *R = C.B.CreateBitCast(Step, X->getType());
  Value *Tiny = C.copysign(C.B.CreateBitCast(One, X->getType()), Y);
  R = C.sel(C.B.CreateFCmpOEQ(X, C.c(0.0)), Tiny, R);
  R = C.sel(C.B.CreateFCmpOEQ(X, Y), Y, R);
  return C.sel(C.B.CreateOr(C.isNaN(X), C.isNaN(Y)), C.c(NAN), R);
}
Value *ldexpRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateIntrinsic(Intrinsic::ldexp, {A[0]->getType(), A[1]->getType()},
                             {A[0], A[1]});
}

// ----- Float: geometric --------------------------------------------------

Value *horizontalSum(RuleContext &C, Value *V) {
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  if (!VT)
    return V;
  Value *S = C.B.CreateExtractElement(V, uint64_t(0));
  for (unsigned I = 1; I != VT->getNumElements(); ++I)
    S = C.B.CreateFAdd(S, C.B.CreateExtractElement(V, I));
  return S;
}
Value *dotOf(RuleContext &C, Value *X, Value *Y) {
  return horizontalSum(C, C.B.CreateFMul(X, Y));
}
Value *dotRule(RuleContext &C, ArrayRef<Value *> A) { return dotOf(C, A[0], A[1]); }
Value *lengthRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.un(Intrinsic::sqrt, dotOf(C, A[0], A[0]));
}
Value *distanceRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *D = C.B.CreateFSub(A[0], A[1]);
  return C.un(Intrinsic::sqrt, dotOf(C, D, D));
}
Value *splat(RuleContext &C, Value *S, Type *Like) {
  if (auto *VT = dyn_cast<FixedVectorType>(Like))
    return C.B.CreateVectorSplat(VT->getNumElements(), S);
  return S;
}
Value *normalizeRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *L = C.un(Intrinsic::sqrt, dotOf(C, A[0], A[0]));
  return C.B.CreateFDiv(A[0], splat(C, L, A[0]->getType()));
}
Value *crossRule(RuleContext &C, ArrayRef<Value *> A) {
  // (a.y b.z - a.z b.y, a.z b.x - a.x b.z, a.x b.y - a.y b.x)
  auto Sh = [&](Value *V, ArrayRef<int> M) {
    return C.B.CreateShuffleVector(V, M);
  };
  Value *L = C.B.CreateFMul(Sh(A[0], {1, 2, 0}), Sh(A[1], {2, 0, 1}));
  Value *R = C.B.CreateFMul(Sh(A[0], {2, 0, 1}), Sh(A[1], {1, 2, 0}));
  return C.B.CreateFSub(L, R);
}
Value *faceforwardRule(RuleContext &C, ArrayRef<Value *> A) {
  // faceforward(n, i, nref): n if dot(nref, i) < 0, else -n.
  Value *D = dotOf(C, A[2], A[1]);
  Value *Neg = C.B.CreateFCmpOLT(D, ConstantFP::get(D->getType(), 0.0));
  return C.sel(Neg, A[0], C.B.CreateFNeg(A[0]));
}
Value *reflectRule(RuleContext &C, ArrayRef<Value *> A) {
  // reflect(i, n) = i - 2 dot(n, i) n
  Value *D = dotOf(C, A[1], A[0]);
  Value *S = splat(C, C.B.CreateFMul(D, ConstantFP::get(D->getType(), 2.0)), A[0]->getType());
  return C.B.CreateFSub(A[0], C.B.CreateFMul(S, A[1]));
}
Value *refractRule(RuleContext &C, ArrayRef<Value *> A) {
  // k = 1 - eta^2 (1 - dot(n,i)^2); k < 0 ? 0 : eta i - (eta dot(n,i) + sqrt k) n
  Value *I = A[0], *N = A[1], *Eta = A[2];
  Type *ST = Eta->getType();
  Value *D = dotOf(C, N, I);
  Value *One = ConstantFP::get(ST, 1.0);
  Value *K = C.B.CreateFSub(One, C.B.CreateFMul(C.B.CreateFMul(Eta, Eta),
                                                C.B.CreateFSub(One, C.B.CreateFMul(D, D))));
  Value *Sq = C.B.CreateUnaryIntrinsic(Intrinsic::sqrt, K);
  Value *F = C.B.CreateFAdd(C.B.CreateFMul(Eta, D), Sq);
  Value *R = C.B.CreateFSub(C.B.CreateFMul(splat(C, Eta, I->getType()), I),
                            C.B.CreateFMul(splat(C, F, I->getType()), N));
  return C.sel(C.B.CreateFCmpOLT(K, ConstantFP::get(ST, 0.0)),
               Constant::getNullValue(I->getType()), R);
}

// ----- Float: relational -------------------------------------------------

Value *boolResult(RuleContext &C, Value *B) {
  return C.B.CreateZExtOrTrunc(B, C.ResultTy);
}
Value *isnanRule(RuleContext &C, ArrayRef<Value *> A) {
  return boolResult(C, C.isNaN(A[0]));
}
Value *isinfRule(RuleContext &C, ArrayRef<Value *> A) {
  return boolResult(C, C.B.CreateFCmpOEQ(C.abs(A[0]), C.c(INFINITY)));
}
Value *isfiniteRule(RuleContext &C, ArrayRef<Value *> A) {
  return boolResult(C, C.B.CreateFCmpOLT(C.abs(A[0]), C.c(INFINITY)));
}
Value *isnormalRule(RuleContext &C, ArrayRef<Value *> A) {
  // In the argument's own type: float's smallest normal is not half's.
  Type *T = A[0]->getType();
  const fltSemantics &S = T->getScalarType()->getFltSemantics();
  Value *Min = ConstantFP::get(T, APFloat::getSmallestNormalized(S));
  Value *AX = C.abs(A[0]);
  return boolResult(C, C.B.CreateAnd(C.B.CreateFCmpOGE(AX, Min),
                                     C.B.CreateFCmpOLT(AX, ConstantFP::getInfinity(T))));
}
Value *signbitRule(RuleContext &C, ArrayRef<Value *> A) {
  Type *T = A[0]->getType();
  Type *IT = T->getWithNewType(C.B.getIntNTy(T->getScalarSizeInBits()));
  return boolResult(C, C.B.CreateICmpSLT(C.B.CreateBitCast(A[0], IT),
                                         Constant::getNullValue(IT)));
}
Value *isorderedRule(RuleContext &C, ArrayRef<Value *> A) {
  return boolResult(C, C.B.CreateFCmpORD(A[0], A[1]));
}
Value *isunorderedRule(RuleContext &C, ArrayRef<Value *> A) {
  return boolResult(C, C.B.CreateFCmpUNO(A[0], A[1]));
}

// ----- Integer -----------------------------------------------------------

Value *widen(RuleContext &C, Value *V, Type *Wide) {
  return C.Signed ? C.B.CreateSExt(V, Wide) : C.B.CreateZExt(V, Wide);
}
Type *wideType(RuleContext &C) {
  unsigned Bits = C.Ty->getScalarSizeInBits();
  return C.Ty->getWithNewType(C.B.getIntNTy(2 * Bits));
}
Value *mulHiOf(RuleContext &C, Value *X, Value *Y) {
  Type *W = wideType(C);
  Value *P = C.B.CreateMul(widen(C, X, W), widen(C, Y, W));
  return C.B.CreateTrunc(C.B.CreateLShr(P, C.Ty->getScalarSizeInBits()), C.Ty);
}
Value *mulhiRule(RuleContext &C, ArrayRef<Value *> A) { return mulHiOf(C, A[0], A[1]); }
Value *madhiRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateAdd(mulHiOf(C, A[0], A[1]), A[2]);
}
Value *saturateWide(RuleContext &C, Value *W) {
  unsigned Bits = C.Ty->getScalarSizeInBits();
  Type *WT = W->getType();
  APInt Max = C.Signed ? APInt::getSignedMaxValue(Bits) : APInt::getMaxValue(Bits);
  APInt Min = C.Signed ? APInt::getSignedMinValue(Bits) : APInt::getMinValue(Bits);
  Value *Hi = ConstantInt::get(WT, C.Signed ? Max.sext(2 * Bits) : Max.zext(2 * Bits));
  Value *Lo = ConstantInt::get(WT, C.Signed ? Min.sext(2 * Bits) : Min.zext(2 * Bits));
  Value *R = C.Signed ? C.bin(Intrinsic::smin, C.bin(Intrinsic::smax, W, Lo), Hi)
                      : C.bin(Intrinsic::umin, W, Hi);
  return C.B.CreateTrunc(R, C.Ty);
}
/// mad_sat of 64-bit values with no arithmetic wider than the product:
/// the product's halves (a multiply and mulHiOf, which the SIMT targets
/// compute from 32-bit halves), c added to the low half with its carry
/// (and, signed, its sign extension to the high half), and the saturated
/// bound where the 128-bit sum does not fit in 64 bits.
Value *madsat64(RuleContext &C, ArrayRef<Value *> A) {
  IRBuilderBase &B = C.B;
  Value *Lo = B.CreateMul(A[0], A[1]);
  Value *Hi = mulHiOf(C, A[0], A[1]);
  Value *Sum = B.CreateAdd(Lo, A[2]);
  Value *Carry = B.CreateZExt(B.CreateICmpULT(Sum, Lo), C.Ty);
  if (!C.Signed) {
    Value *High = B.CreateAdd(Hi, Carry);
    return B.CreateSelect(B.CreateICmpNE(High, C.ci(0)), C.ci(~uint64_t(0)), Sum);
  }
  Value *High = B.CreateAdd(B.CreateAdd(Hi, B.CreateAShr(A[2], C.ci(63))), Carry);
  Value *Fits = B.CreateICmpEQ(High, B.CreateAShr(Sum, C.ci(63)));
  Value *Bound = B.CreateSelect(B.CreateICmpSLT(High, C.ci(0)), C.ci(uint64_t(1) << 63),
                                C.ci(~(uint64_t(1) << 63)));
  return B.CreateSelect(Fits, Sum, Bound);
}
Value *madsatRule(RuleContext &C, ArrayRef<Value *> A) {
  if (C.Ty->getScalarSizeInBits() == 64)
    return madsat64(C, A);
  // a * b + c in twice the width (the product of two N-bit values and an
  // N-bit addend fit), then saturated. Unsigned products can exceed 2N
  // bits' signed range, but not its unsigned one.
  Type *W = wideType(C);
  Value *P = C.B.CreateMul(widen(C, A[0], W), widen(C, A[1], W));
  Value *S;
  if (C.Signed) {
    S = C.B.CreateIntrinsic(Intrinsic::sadd_sat, {W}, {P, widen(C, A[2], W)});
  } else {
    S = C.B.CreateIntrinsic(Intrinsic::uadd_sat, {W}, {P, widen(C, A[2], W)});
  }
  return saturateWide(C, S);
}
Value *addsatRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateBinaryIntrinsic(C.Signed ? Intrinsic::sadd_sat : Intrinsic::uadd_sat,
                                   A[0], A[1]);
}
Value *subsatRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateBinaryIntrinsic(C.Signed ? Intrinsic::ssub_sat : Intrinsic::usub_sat,
                                   A[0], A[1]);
}
Value *shr1(RuleContext &C, Value *V) {
  return C.Signed ? C.B.CreateAShr(V, 1) : C.B.CreateLShr(V, 1);
}
Value *haddRule(RuleContext &C, ArrayRef<Value *> A) {
  // (x + y) >> 1 without overflow.
  return C.B.CreateAdd(C.B.CreateAnd(A[0], A[1]), shr1(C, C.B.CreateXor(A[0], A[1])));
}
Value *rhaddRule(RuleContext &C, ArrayRef<Value *> A) {
  // (x + y + 1) >> 1 without overflow.
  return C.B.CreateSub(C.B.CreateOr(A[0], A[1]), shr1(C, C.B.CreateXor(A[0], A[1])));
}
Value *clzRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateBinaryIntrinsic(Intrinsic::ctlz, A[0], C.B.getFalse());
}
Value *ctzRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateBinaryIntrinsic(Intrinsic::cttz, A[0], C.B.getFalse());
}
Value *popcountRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateUnaryIntrinsic(Intrinsic::ctpop, A[0]);
}
Value *reversebitsRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateUnaryIntrinsic(Intrinsic::bitreverse, A[0]);
}
Value *rotateRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateIntrinsic(Intrinsic::fshl, {A[0]->getType()}, {A[0], A[0], A[1]});
}
/// A mask of the low Bits bits, Bits from 0 to the width (inclusive).
Value *lowMask(RuleContext &C, Value *Bits) {
  unsigned N = C.Ty->getScalarSizeInBits();
  Value *Full = C.B.CreateICmpUGE(Bits, C.ci(N));
  Value *M = C.B.CreateSub(C.B.CreateShl(C.ci(1), Bits), C.ci(1));
  return C.sel(Full, Constant::getAllOnesValue(C.Ty), M);
}
Value *extractbitsRule(RuleContext &C, ArrayRef<Value *> A) {
  unsigned N = C.Ty->getScalarSizeInBits();
  Value *Off = C.B.CreateZExtOrTrunc(A[1], C.Ty), *Bits = C.B.CreateZExtOrTrunc(A[2], C.Ty);
  Value *Zero = C.B.CreateICmpEQ(Bits, C.ci(0));
  Value *R;
  if (C.Signed) {
    // Shift the field to the top, then arithmetically back down.
    Value *Up = C.B.CreateShl(A[0], C.B.CreateSub(C.ci(N), C.B.CreateAdd(Off, Bits)));
    R = C.B.CreateAShr(Up, C.B.CreateSub(C.ci(N), Bits));
  } else {
    R = C.B.CreateAnd(C.B.CreateLShr(A[0], Off), lowMask(C, Bits));
  }
  return C.sel(Zero, Constant::getNullValue(C.Ty), R);
}
Value *insertbitsRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *Off = C.B.CreateZExtOrTrunc(A[2], C.Ty), *Bits = C.B.CreateZExtOrTrunc(A[3], C.Ty);
  Value *M = C.B.CreateShl(lowMask(C, Bits), Off);
  Value *Ins = C.B.CreateAnd(C.B.CreateShl(A[1], Off), M);
  return C.B.CreateOr(C.B.CreateAnd(A[0], C.B.CreateNot(M)), Ins);
}
Value *absRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.B.CreateBinaryIntrinsic(Intrinsic::abs, A[0], C.B.getFalse());
}
Value *absdiffRule(RuleContext &C, ArrayRef<Value *> A) {
  Value *Gt = C.Signed ? C.B.CreateICmpSGT(A[0], A[1]) : C.B.CreateICmpUGT(A[0], A[1]);
  return C.sel(Gt, C.B.CreateSub(A[0], A[1]), C.B.CreateSub(A[1], A[0]));
}
Value *iminRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(C.Signed ? Intrinsic::smin : Intrinsic::umin, A[0], A[1]);
}
Value *imaxRule(RuleContext &C, ArrayRef<Value *> A) {
  return C.bin(C.Signed ? Intrinsic::smax : Intrinsic::umax, A[0], A[1]);
}
Value *iclampRule(RuleContext &C, ArrayRef<Value *> A) {
  return iminRule(C, {imaxRule(C, {A[0], A[1]}), A[2]});
}
Value *imin3Rule(RuleContext &C, ArrayRef<Value *> A) {
  return iminRule(C, {iminRule(C, {A[0], A[1]}), A[2]});
}
Value *imax3Rule(RuleContext &C, ArrayRef<Value *> A) {
  return imaxRule(C, {imaxRule(C, {A[0], A[1]}), A[2]});
}
Value *imedian3Rule(RuleContext &C, ArrayRef<Value *> A) {
  return imaxRule(C, {iminRule(C, {A[0], A[1]}),
                      iminRule(C, {imaxRule(C, {A[0], A[1]}), A[2]})});
}

const Def FloatDefs[] = {
    {"tanh", 1, Domain::Float, tanhRule, "odd Taylor series below 0.625, 1 - 2/(exp(2|x|)+1) above", "5 ulp"},
    {"sinh", 1, Domain::Float, sinhRule, "Taylor series below 1, (e^x - e^-x)/2 above, (e^(x/2)/2) e^(x/2) past 80", "4 ulp"},
    {"cosh", 1, Domain::Float, coshRule, "(e^x + e^-x)/2, (e^(x/2)/2) e^(x/2) past 80", "4 ulp"},
    {"asinh", 1, Domain::Float, asinhRule, "log1p(|x| + x^2/(1 + sqrt(1 + x^2)))", "4 ulp"},
    {"acosh", 1, Domain::Float, acoshRule, "log1p((x-1) + sqrt((x-1)(x+1)))", "4 ulp"},
    {"atanh", 1, Domain::Float, atanhRule, "log1p(2|x|/(1-|x|))/2", "5 ulp"},
    {"atan", 1, Domain::Float, atanRule, "reduction to |t| <= tan(pi/12), odd Taylor series", "5 ulp"},
    {"atan2", 2, Domain::Float, atan2Rule, "atan of the smaller over the larger magnitude, quadrant from the signs", "6 ulp"},
    {"asin", 1, Domain::Float, asinRule, "atan2(x, sqrt((1-x)(1+x)))", "4 ulp"},
    {"acos", 1, Domain::Float, acosRule, "atan2(sqrt((1-x)(1+x)), x)", "4 ulp"},
    {"tan", 1, Domain::Float, tanRule, "sin(x)/cos(x)", "6 ulp"},
    {"sinpi", 1, Domain::Float, sinpiRule, "sin(pi r), r = x - 2 rint(x/2) folded into [-1/2, 1/2]", "4 ulp"},
    {"cospi", 1, Domain::Float, cospiRule, "sin(pi (1/2 - |r|)), r = x - 2 rint(x/2)", "4 ulp"},
    {"tanpi", 1, Domain::Float, tanpiRule, "sinpi(x)/cospi(x)", "6 ulp"},
    {"fabs", 1, Domain::Float, fabsRule, "llvm.fabs", "exact"},
    {"sqrt", 1, Domain::Float, sqrtRule, "llvm.sqrt", "correctly rounded"},
    {"rsqrt", 1, Domain::Float, rsqrtRule, "1/sqrt(x), in double unless fast", "correctly rounded"},
    {"exp", 1, Domain::Float, expRule, "llvm.exp", "4 ulp"},
    {"exp2", 1, Domain::Float, exp2Rule, "llvm.exp2", "4 ulp"},
    {"exp10", 1, Domain::Float, exp10Rule, "llvm.exp10", "4 ulp"},
    {"log", 1, Domain::Float, logRule, "llvm.log", "4 ulp"},
    {"log2", 1, Domain::Float, log2Rule, "llvm.log2", "4 ulp"},
    {"log10", 1, Domain::Float, log10Rule, "llvm.log10", "4 ulp"},
    {"sin", 1, Domain::Float, sinRule, "llvm.sin", "4 ulp"},
    {"cos", 1, Domain::Float, cosRule, "llvm.cos", "4 ulp"},
    {"pow", 2, Domain::Float, powRule, "llvm.pow", "16 ulp"},
    {"powr", 2, Domain::Float, powrRule, "llvm.pow, NaN for x < 0", "16 ulp"},
    {"floor", 1, Domain::Float, floorRule, "llvm.floor", "exact"},
    {"ceil", 1, Domain::Float, ceilRule, "llvm.ceil", "exact"},
    {"trunc", 1, Domain::Float, truncRule, "llvm.trunc", "exact"},
    {"rint", 1, Domain::Float, rintRule, "llvm.rint", "exact"},
    {"round", 1, Domain::Float, roundRule, "llvm.round", "exact"},
    {"fmod", 2, Domain::Float, fmodRule, "frem", "exact"},
    {"fract", 1, Domain::Float, fractRule, "min(x - floor(x), 0x1.fffffep-1)", "exact"},
    {"fmin", 2, Domain::Float, fminRule, "llvm.minnum", "exact"},
    {"fmax", 2, Domain::Float, fmaxRule, "llvm.maxnum", "exact"},
    {"fmin3", 3, Domain::Float, fmin3Rule, "llvm.minnum twice", "exact"},
    {"fmax3", 3, Domain::Float, fmax3Rule, "llvm.maxnum twice", "exact"},
    {"fmedian3", 3, Domain::Float, fmedian3Rule, "max(min(a,b), min(max(a,b),c))", "exact"},
    {"fma", 3, Domain::Float, fmaRule, "llvm.fma", "correctly rounded"},
    {"copysign", 2, Domain::Float, copysignRule, "llvm.copysign", "exact"},
    {"fdim", 2, Domain::Float, fdimRule, "x > y ? x - y : +0, NaN if either is", "correctly rounded"},
    {"clamp", 3, Domain::Float, clampRule, "min(max(x, lo), hi)", "exact"},
    {"saturate", 1, Domain::Float, saturateRule, "clamp(x, 0, 1)", "exact"},
    {"mix", 3, Domain::Float, mixRule, "fma(y - x, a, x)", "2 ulp (not in the tables)"},
    {"step", 2, Domain::Float, stepRule, "x < edge ? 0 : 1", "exact"},
    {"smoothstep", 3, Domain::Float, smoothstepRule, "t^2 (3 - 2t), t = clamp((x-e0)/(e1-e0), 0, 1)", "not in the tables"},
    {"sign", 1, Domain::Float, signRule, "+-1, +-0 for zeros, 0 for NaN", "exact"},
    {"ldexp", 2, Domain::Float, ldexpRule, "llvm.ldexp", "exact"},
    {"nextafter", 2, Domain::Float, nextafterRule, "one step of the bit pattern towards y", "exact"},
    {"min", 2, Domain::Float, fminRule, "llvm.minnum", "exact"},
    {"max", 2, Domain::Float, fmaxRule, "llvm.maxnum", "exact"},
    {"dot", 2, Domain::Float, dotRule, "sum of products, in element order", "not in the tables"},
    {"length", 1, Domain::Float, lengthRule, "sqrt(dot(x, x))", "not in the tables"},
    {"distance", 2, Domain::Float, distanceRule, "length(x - y)", "not in the tables"},
    {"normalize", 1, Domain::Float, normalizeRule, "x / length(x)", "not in the tables"},
    {"cross", 2, Domain::Float, crossRule, "(a.yzx b.zxy - a.zxy b.yzx)", "not in the tables"},
    {"faceforward", 3, Domain::Float, faceforwardRule, "dot(nref, i) < 0 ? n : -n", "exact"},
    {"reflect", 2, Domain::Float, reflectRule, "i - 2 dot(n, i) n", "not in the tables"},
    {"refract", 3, Domain::Float, refractRule, "GLSL's formula; 0 on total internal reflection", "not in the tables"},
    {"isnan", 1, Domain::Float, isnanRule, "x != x", "exact"},
    {"isinf", 1, Domain::Float, isinfRule, "|x| == inf", "exact"},
    {"isfinite", 1, Domain::Float, isfiniteRule, "|x| < inf", "exact"},
    {"isnormal", 1, Domain::Float, isnormalRule, "smallest normal <= |x| < inf", "exact"},
    {"signbit", 1, Domain::Float, signbitRule, "the sign bit", "exact"},
    {"isordered", 2, Domain::Float, isorderedRule, "neither is NaN", "exact"},
    {"isunordered", 2, Domain::Float, isunorderedRule, "either is NaN", "exact"},
};

const Def IntDefs[] = {
    {"mul_hi", 2, Domain::Int, mulhiRule, "high half of the double-width product", "exact"},
    {"mad_hi", 3, Domain::Int, madhiRule, "mul_hi(a, b) + c", "exact"},
    {"mad_sat", 3, Domain::Int, madsatRule, "a * b + c in double width, saturated", "exact"},
    {"add_sat", 2, Domain::Int, addsatRule, "llvm.[su]add.sat", "exact"},
    {"sub_sat", 2, Domain::Int, subsatRule, "llvm.[su]sub.sat", "exact"},
    {"hadd", 2, Domain::Int, haddRule, "(x & y) + ((x ^ y) >> 1)", "exact"},
    {"rhadd", 2, Domain::Int, rhaddRule, "(x | y) - ((x ^ y) >> 1)", "exact"},
    {"clz", 1, Domain::Int, clzRule, "llvm.ctlz (width for 0)", "exact"},
    {"ctz", 1, Domain::Int, ctzRule, "llvm.cttz (width for 0)", "exact"},
    {"popcount", 1, Domain::Int, popcountRule, "llvm.ctpop", "exact"},
    {"reverse_bits", 1, Domain::Int, reversebitsRule, "llvm.bitreverse", "exact"},
    {"rotate", 2, Domain::Int, rotateRule, "llvm.fshl(v, v, n)", "exact"},
    {"extract_bits", 3, Domain::Int, extractbitsRule, "the field, zero- or sign-extended; 0 for 0 bits", "exact"},
    {"insert_bits", 4, Domain::Int, insertbitsRule, "base with the field replaced", "exact"},
    {"abs", 1, Domain::Int, absRule, "llvm.abs", "exact"},
    {"abs_diff", 2, Domain::Int, absdiffRule, "|x - y| without overflow", "exact"},
    {"min3", 3, Domain::Int, imin3Rule, "min(min(x, y), z)", "exact"},
    {"max3", 3, Domain::Int, imax3Rule, "max(max(x, y), z)", "exact"},
    {"median3", 3, Domain::Int, imedian3Rule, "max(min(x, y), min(max(x, y), z))", "exact"},
    {"min", 2, Domain::Int, iminRule, "llvm.[su]min", "exact"},
    {"max", 2, Domain::Int, imaxRule, "llvm.[su]max", "exact"},
    {"clamp", 3, Domain::Int, iclampRule, "min(max(x, lo), hi)", "exact"},
};

/// The definitions by base name, floats and integers apart (clamp is both).
const Def *findDef(StringRef Base, bool Float) {
  static const StringMap<const Def *> FloatMap = [] {
    StringMap<const Def *> M;
    for (const Def &D : FloatDefs)
      M[D.Base] = &D;
    return M;
  }();
  static const StringMap<const Def *> IntMap = [] {
    StringMap<const Def *> M;
    for (const Def &D : IntDefs)
      M[D.Base] = &D;
    return M;
  }();
  const StringMap<const Def *> &M = Float ? FloatMap : IntMap;
  auto It = M.find(Base);
  return It == M.end() ? nullptr : It->second;
}

} // namespace

std::optional<Value *> metalnt::lower::lowerAIRBuiltin(IRBuilderBase &B,
                                                       CallInst &Call,
                                                       StringRef Name) {
  StringRef Rest = Name;
  if (!Rest.consume_front("air."))
    return std::nullopt;
  bool Fast = Rest.consume_front("fast_");
  StringRef Base = Rest.split('.').first;
  unsigned N = Call.arg_size();
  if (N == 0)
    return std::nullopt;
  // sincos returns the sine and stores the cosine.
  if (Base == "sincos" && N == 2 && Call.getArgOperand(1)->getType()->isPointerTy()) {
    Value *X = Call.getArgOperand(0);
    B.CreateStore(B.CreateUnaryIntrinsic(Intrinsic::cos, X), Call.getArgOperand(1));
    return B.CreateUnaryIntrinsic(Intrinsic::sin, X);
  }
  // The domain is the first argument's: relational functions return bools.
  Type *ArgTy = Call.getArgOperand(0)->getType();
  Type *Elt = ArgTy->getScalarType();
  bool Float = Elt->isFloatingPointTy();
  if (!Float && !Elt->isIntegerTy())
    return std::nullopt;
  const Def *D = findDef(Base, Float);
  if (!D)
    return std::nullopt;
  SmallVector<Value *, 4> Args(Call.args());
  // clz and ctz carry LLVM's "zero is poison" flag (always false in AIR).
  if ((Base == "clz" || Base == "ctz") && N == 2)
    Args.pop_back();
  if (Args.size() != D->Arity)
    return std::nullopt;

  IRBuilderBase::FastMathFlagGuard Guard(B);
  if (Fast) {
    FastMathFlags FMF;
    FMF.setFast();
    B.setFastMathFlags(FMF);
  }
  Type *Ty = ArgTy;
  // Relational functions (bool results) look at the argument's own type.
  // nextafter steps the argument's own bit pattern.
  bool Narrow = Float && (Elt->isHalfTy() || Elt->isBFloatTy()) &&
                Call.getType()->getScalarType()->isFloatingPointTy() &&
                Base != "nextafter";
  if (Narrow) {
    // Evaluated in float, rounded once at the end.
    Ty = ArgTy->getWithNewType(B.getFloatTy());
    for (Value *&A : Args)
      if (A->getType()->getScalarType() == Elt)
        A = B.CreateFPExt(A, A->getType()->getWithNewType(B.getFloatTy()));
  }
  // Rules compute in Ty; geometric rules on vectors return scalars.
  RuleContext C{B, Ty, Name.contains(".s."), Call.getType(), Fast};
  Value *R = D->R(C, Args);
  if (Narrow && R->getType()->getScalarType()->isFloatTy())
    R = B.CreateFPTrunc(R, Call.getType());
  if (R->getType() != Call.getType())
    return std::nullopt;
  return R;
}

std::vector<BuiltinInfo> metalnt::lower::getBuiltinInventory() {
  std::vector<BuiltinInfo> Out;
  for (const Def &D : FloatDefs)
    Out.push_back({D.Base, D.Arity, true, D.How, D.Precision});
  for (const Def &D : IntDefs)
    Out.push_back({D.Base, D.Arity, false, D.How, D.Precision});
  return Out;
}

namespace {
/// The families defined outside the table, with where each target has them.
struct Family {
  const char *Pattern, *Definition, *Host, *AMD;
};
const Family Families[] = {
    {"air.convert.<f|s|u>.<to>.<f|s|u>.<from>",
     "fptrunc/fpext/[su]itofp/fpto[su]i; bool as != 0; half<->bfloat through float",
     "shared", "shared"},
    {"air.pack.<s|u>norm<N>x<B>.<type>, air.pack.unorm.rgb10a2.<type>",
     "clamp, scale by 2^B-1 (2^(B-1)-1 signed), round to nearest even (exactly, in float), element 0 lowest",
     "shared", "shared"},
    {"air.unpack.<s|u>norm<N>x<B>.<type>",
     "divide by the scale; snorm's most negative code is -1", "shared", "shared"},
    {"air.all.<vNi1>, air.any.<vNi1>", "and/or reduction", "shared", "shared"},
    {"air.atomic.<global|local>.<op>[.s|.u|.f].<type>",
     "atomicrmw (xchg add sub and or xor min max), atomic load/store, cmpxchg weak/strong; "
     "Metal's memory orders; device at agent, threadgroup at workgroup scope",
     "shared", "shared"},
    {"air.atomic.fence(flags, order, scope)", "fence of that order (none when relaxed)",
     "shared", "shared"},
    {"air.wg.barrier(flags, scope)", "threadgroup barrier",
     "runtime: fibers wait", "s_barrier between workgroup fences"},
    {"air.simdgroup.barrier(flags, scope)", "SIMD-group barrier",
     "runtime", "wave_barrier"},
    {"air.simd_shuffle[_up|_down|_xor|_rotate_up|_rotate_down][.s|.u].<type>(x, i16)",
     "another lane's value; the own value where the source lane is inactive",
     "runtime, every type and vectors", "shuffle and shuffle_xor, 32-bit scalars"},
    {"air.simd_broadcast[_first][.s|.u].<type>", "one lane's value", "runtime",
     "broadcast_first"},
    {"air.simd_<sum|product|min|max|and|or|xor>[.s|.u].<type>",
     "reduction over the active lanes in lane order", "runtime, every type and vectors",
     "butterfly, 8- to 32-bit scalars"},
    {"air.simd_prefix_<inclusive|exclusive>_<sum|product>[.s|.u].<type>",
     "scan over the active lanes", "runtime", "Hillis-Steele, 8- to 32-bit scalars"},
    {"air.simd_ballot.i64(i1), air.simd_active_threads_mask.i64()",
     "mask of the active lanes where true", "runtime", "ballot"},
    {"air.simd_vote_all/any.i64(mask), air.simd_all/any(i1), air.simd_is_first()",
     "votes", "runtime", "vote_all/any"},
    {"air.is_uniform.<type>(x)", "whether every active lane holds x", "runtime", "no"},
    {"air.quad_<shuffle[_up|_down|_xor]|broadcast|sum|min|max>.<type>",
     "the same over groups of four lanes", "runtime", "no"},
    {"air.quad_ballot(i1) -> i16, air.quad_active_threads_mask(), air.quad_all/any(i1), air.quad_is_first()",
     "the quad's mask (bit 0: its first lane) and votes", "runtime", "no"},
    {"air.dfdx/dfdy/fwidth.<f32|f16|vector>",
     "fine differences within the quad (lanes 0-3 at (x, y), (x+1, y), (x, y+1), (x+1, y+1); "
     "a missing lane counts as the reader) in float, rounded to the type; fwidth = |dfdx| + "
     "|dfdy|",
     "runtime (quad shuffles)", "no (Apple G13: the dfdx and dfdy instructions)"},
    {"air.simd_shuffle_and_fill_<up|down>[.s|.u].<type>(data, fill, i16 delta[, i16 modulo]), air.quad_...",
     "shift within segments of modulo lanes (default 32, or 4), the lanes shifted in taking the filling data",
     "runtime", "no"},
    {"air.simdgroup_matrix_8x8_<load|store|multiply_accumulate|init_filled|init_diag>",
     "8x8 matrices; element (r, c) at base + (o0 + c) s0 + (o1 + r) s1 (both AIR "
     "signatures); D = A B + C by rows. Host: distributed as on Apple GPUs, two "
     "elements per lane first in its <64 x T> (thread_elements()), multiplies by "
     "SIMD shuffles; G13 and Intel at SIMD32 the same, with their lane reads. Shared "
     "library (AMD, Intel narrower than SIMD32): held whole by each thread, "
     "row-major; code touching a thread's elements directly, in memory or in "
     "registers, is refused",
     "distributed (own)", "whole (shared)"},
    {"___metal_frexp_<T>_pthread<I>, ___metal_ilogb_<T>, ___metal_fract_<T>, "
     "___metal_ldexp_<T>_<I>, __air_impl_nextafter_<T>",
     "the Metal compiler's runtime library (libmetal_rt, libair_rt), called from AIR "
     "when not linked in: frexp (llvm.frexp, exponent stored), ilogb (INT_MIN for "
     "zero and NaN, INT_MAX for infinities, as Darwin's FP_ILOGB0/FP_ILOGBNAN), and "
     "as air.fract, air.ldexp, air.nextafter; types from the call",
     "shared", "shared"},
    {"air.simdgroup_async_copy_1d/2d, air.wait_simdgroup_events",
     "copies between device and threadgroup memory, done at once by each thread "
     "(2-D: tiles with strides, an offset, zero or edge clamping); waiting is a no-op",
     "shared", "shared"},
};
} // namespace

/// Text for a Markdown table cell.
static std::string cell(StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '|')
      Out += '\\';
    Out += C;
  }
  return Out;
}

void metalnt::lower::printBuiltinInventory(raw_ostream &OS) {
  OS << "# The AIR builtin library\n\n"
        "Generated by `metal-config -list-builtins` from "
        "lib/Lowering/AIRBuiltins.cpp; test/builtins/inventory.test keeps "
        "this file equal to its output.\n\n"
        "Each builtin is defined once, as LLVM IR every back end compiles "
        "(lib/Lowering), and used by metal-run's host executor and by "
        "metal-nt for AMD and Apple (the math G13 has no instruction for is "
        "written out by lib/Lowering/FloatMath.cpp); the Intel code "
        "generator will use the same definitions. Names: "
        "`air.[fast_]<base>[.s|.u].<type>`, the "
        "type `f16`, `f32`, `i8`..`i64` or a 2-, 3- or 4-element vector of "
        "one (`v4f32`). Vector forms apply the scalar rule element-wise (the "
        "rules are type-generic IR); half and bfloat evaluate in float and "
        "round once. `fast_` forms take the same rule with fast-math flags.\n\n"
        "The bound column is the MSL specification's accuracy table for "
        "single precision (MSL 4, section 8.4, Table 8.1; \"not in the "
        "tables\" where it has no row). test/builtins/conformance.py checks "
        "every function on the host against a double-precision reference: "
        "the precise forms within Table 8.1, the `fast_` forms within Table "
        "8.2 (input-dependent and absolute bounds included), half within "
        "Table 8.3; where a table gives only a formula or no row, the "
        "script marks its own bound OWN. Each kernel is also translated for "
        "gfx1030; test/builtins/conformance-applegpu.test runs every case on "
        "the G13 simulator within the same bounds.\n\n"
        "## Math, geometric and relational functions (float operands)\n\n"
        "| builtin | args | definition | bound |\n|---|---|---|---|\n";
  for (const BuiltinInfo &B : getBuiltinInventory())
    if (B.Float)
      OS << "| `" << B.Base << "` | " << B.Arity << " | " << cell(B.Definition)
         << " | " << B.Precision << " |\n";
  OS << "\n## Integer functions (`.s.` signed, `.u.` unsigned)\n\n"
        "| builtin | args | definition |\n|---|---|---|\n";
  for (const BuiltinInfo &B : getBuiltinInventory())
    if (!B.Float)
      OS << "| `" << B.Base << "` | " << B.Arity << " | " << cell(B.Definition)
         << " |\n";
  OS << "\n`air.sincos.<type>(x, ptr)` returns sin(x) and stores cos(x).\n"
        "\n## Other families\n\n"
        "\"shared\": the one definition in lib/Lowering; \"runtime\": metal-run's "
        "host runtime (lib/Run); otherwise the target's own lowering. The "
        "Apple and Intel targets' own lowerings are in docs/applegpu-codegen.md "
        "and docs/intelgpu-codegen.md.\n\n"
        "| builtins | meaning | host (metal-run) | AMD |\n|---|---|---|---|\n";
  for (const Family &F : Families)
    OS << "| `" << F.Pattern << "` | " << cell(F.Definition) << " | " << F.Host
       << " | " << F.AMD << " |\n";
}
