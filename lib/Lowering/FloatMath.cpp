//===- FloatMath.cpp - Float math for targets without a math library ------===//
//
// LLVM's float math intrinsics (llvm.sin, llvm.exp, llvm.pow, frem, ...)
// written out as IR over what every GPU executes: fused multiply-adds,
// rounding to integers, conversions and integer bit operations. A back end
// with no library to call and no instruction precise enough (Apple's G13
// has only approximate exp2, log2, rcp and rsqrt) gets these instead; the
// MSL accuracy tables (Table 8.1) are what each expansion is built to meet,
// and test/builtins/conformance.py checks them on the G13 simulator.
//
// The methods are the classical ones (Muller, "Elementary Functions", 3rd
// ed.; Cody and Waite; Payne and Hanek; the fdlibm/musl sources for the
// special cases of pow and fmod):
//   exp, exp2, exp10  reduction by k ln2 (Cody-Waite, two constants),
//                     Taylor polynomial of degree 7, exact scaling by 2^k;
//   log, log2, log10  x = 2^e m, m in [sqrt(1/2), sqrt(2)), f = m - 1,
//                     ln(1+f) = f - f^2/2 + f^3 P(f) with P fitted
//                     (Chebyshev, mpmath) on that interval;
//   pow               the same logarithm carried in two floats, times y in
//                     two floats, exp2 of the pair; C99's special cases;
//   sin, cos          |x| < 2^15: reduction by k pi/2 in three constants
//                     with fused multiply-adds; beyond: Payne-Hanek with
//                     192 bits of 2/pi in 32-bit integer arithmetic;
//                     Taylor polynomials on [-pi/4, pi/4];
//   fmod (frem)       exact, by long division of the significands;
//   round, ldexp      exact, by bit operations;
//   64-bit integers   to float correctly rounded (32-bit conversion of the
//   <-> float         normalized top word with a sticky bit), to integers
//                     by shifting the significand (saturating).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace metalnt;

namespace {

// Constants in float parts, each the float nearest the value (or the rest),
// computed with mpmath: Hi + Lo (+ Mid) is the constant to 48 (72) bits.
constexpr double Ln2Hi = 0x1.62e430p-1, Ln2Lo = -0x1.05c610p-29;
constexpr double Log2EHi = 0x1.715476p+0, Log2ELo = 0x1.4ae0c0p-26;
constexpr double Log10EHi = 0x1.bcb7b2p-2, Log10ELo = -0x1.5b235ep-27;
constexpr double Log10Of2Hi = 0x1.344136p-2, Log10Of2Lo = -0x1.ec10c0p-27;
constexpr double Ln10Hi = 0x1.26bb1cp+1, Ln10Lo = -0x1.12aabap-25;
constexpr double PiOver2Hi = 0x1.921fb6p+0, PiOver2Mid = -0x1.777a5cp-25,
                 PiOver2Lo = -0x1.ee59dap-50;
constexpr double Log2Of10 = 0x1.a934f0p+1, TwoOverPi = 0x1.45f306p-1,
                 Sqrt2 = 0x1.6a09e6p+0;

/// The builder of one expansion, at one scalar float.
struct MathBuilder {
  IRBuilder<> &B;
  Type *F, *I32, *I64;

  explicit MathBuilder(IRBuilder<> &B)
      : B(B), F(B.getFloatTy()), I32(B.getInt32Ty()), I64(B.getInt64Ty()) {}

  Value *c(double V) { return ConstantFP::get(F, V); }
  Value *i(int64_t V) { return ConstantInt::get(I32, V, /*IsSigned=*/true); }
  Value *l(uint64_t V) { return ConstantInt::get(I64, V); }
  Value *inf() { return ConstantFP::getInfinity(F); }
  Value *nan() { return ConstantFP::getQNaN(F); }

  Value *add(Value *X, Value *Y) { return B.CreateFAdd(X, Y); }
  Value *sub(Value *X, Value *Y) { return B.CreateFSub(X, Y); }
  Value *mul(Value *X, Value *Y) { return B.CreateFMul(X, Y); }
  Value *neg(Value *X) { return B.CreateFNeg(X); }
  Value *fma(Value *X, Value *Y, Value *Z) {
    return B.CreateIntrinsic(Intrinsic::fma, {F}, {X, Y, Z});
  }
  Value *un(Intrinsic::ID ID, Value *X) { return B.CreateUnaryIntrinsic(ID, X); }
  Value *abs(Value *X) { return un(Intrinsic::fabs, X); }
  Value *rint(Value *X) { return un(Intrinsic::rint, X); }
  Value *clamp(Value *X, double Lo, double Hi) {
    // maxnum picks the number over a NaN, so the result is never NaN.
    return B.CreateBinaryIntrinsic(
        Intrinsic::minnum, B.CreateBinaryIntrinsic(Intrinsic::maxnum, X, c(Lo)), c(Hi));
  }
  Value *sel(Value *C, Value *T, Value *E) { return B.CreateSelect(C, T, E); }
  Value *isNaN(Value *X) { return B.CreateFCmpUNO(X, X); }
  Value *bits(Value *X) { return B.CreateBitCast(X, I32); }
  Value *flt(Value *N) { return B.CreateBitCast(N, F); }
  /// The sign bit of Y given to X (X's own sign bit is kept and flipped
  /// where Y's is set).
  Value *xorSign(Value *X, Value *Y) {
    return flt(B.CreateXor(bits(X), B.CreateAnd(bits(Y), i(0x80000000))));
  }
  /// c[0] + x (c[1] + x (c[2] + ...)), by fused multiply-adds.
  Value *poly(Value *X, ArrayRef<double> Coeffs) {
    Value *R = c(Coeffs.back());
    for (size_t K = Coeffs.size() - 1; K-- > 0;)
      R = fma(R, X, c(Coeffs[K]));
    return R;
  }
  /// 2^N for N in [-126, 127].
  Value *pow2(Value *N) { return flt(B.CreateShl(B.CreateAdd(N, i(127)), 23)); }

  /// x 2^n, exactly rounded once (the exponent field is set directly; a
  /// result below the normal range is made in one multiplication by
  /// 2^-64, the only rounding). Zeros, infinities and NaN are their own.
  Value *ldexp(Value *X, Value *N) {
    Value *NC = B.CreateBinaryIntrinsic(
        Intrinsic::smin, B.CreateBinaryIntrinsic(Intrinsic::smax, N, i(-400)), i(400));
    // A subnormal x is made normal first (exactly), its exponent adjusted.
    Value *Sub = B.CreateFCmpOLT(abs(X), c(0x1p-126));
    Value *XN = sel(Sub, mul(X, c(0x1p24)), X);
    NC = sel(Sub, B.CreateSub(NC, i(24)), NC);
    Value *Bits = bits(XN);
    Value *E = B.CreateAnd(B.CreateLShr(Bits, 23), i(0xFF));
    Value *E2 = B.CreateAdd(E, NC);
    Value *Rest = B.CreateAnd(Bits, i(0x807FFFFF));
    Value *Normal = flt(B.CreateOr(Rest, B.CreateShl(E2, 23)));
    Value *ESub = B.CreateAdd(B.CreateBinaryIntrinsic(Intrinsic::smax, E2, i(-63)), i(64));
    Value *Tiny = mul(flt(B.CreateOr(Rest, B.CreateShl(ESub, 23))), c(0x1p-64));
    Value *Huge = B.CreateBinaryIntrinsic(Intrinsic::copysign, inf(), X);
    Value *R = sel(B.CreateICmpSGE(E2, i(255)), Huge,
                   sel(B.CreateICmpSGE(E2, i(1)), Normal, Tiny));
    Value *Regular = B.CreateAnd(B.CreateFCmpONE(X, c(0.0)),
                                 B.CreateFCmpOLT(abs(X), inf()));
    return sel(Regular, R, X);
  }

  /// e^r for |r| <= ln2/2 (and a little beyond): Taylor to degree 7, whose
  /// truncation error there is below 2^-27.
  Value *expKernel(Value *R) {
    return poly(R, {1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720,
                    1.0 / 5040});
  }
  /// 2^f for |f| <= 1/2: the same series in f ln2.
  Value *exp2Kernel(Value *Fr) {
    double L = 0.69314718055994530942, T = 1;
    SmallVector<double, 8> C;
    for (int K = 0; K <= 7; ++K) {
      C.push_back(T);
      T = T * L / (K + 1);
    }
    return poly(Fr, C);
  }

  Value *exp2(Value *X) {
    Value *XC = clamp(X, -151.0, 129.0);
    Value *N = rint(XC);
    Value *R = ldexp(exp2Kernel(sub(XC, N)), B.CreateFPToSI(N, I32));
    return sel(isNaN(X), X, R);
  }
  /// e^x and 10^x: x = k ln2 + r (k log10(2) + r), the product k C in
  /// each fused multiply-add exact, C in two parts; e^r of the reduced
  /// argument (r ln10 for 10^x).
  Value *expBase(Value *X, double Lo, double Hi, double ToLog2, double CHi, double CLo,
                 function_ref<Value *(Value *)> ToNatural) {
    Value *XC = clamp(X, Lo, Hi);
    Value *K = rint(mul(XC, c(ToLog2)));
    Value *R = fma(neg(K), c(CHi), XC);
    R = fma(neg(K), c(CLo), R);
    Value *P = expKernel(ToNatural(R));
    return sel(isNaN(X), X, ldexp(P, B.CreateFPToSI(K, I32)));
  }
  Value *exp(Value *X) {
    return expBase(X, -104.0, 89.0, Log2EHi, Ln2Hi, Ln2Lo, [](Value *R) { return R; });
  }
  Value *exp10(Value *X) {
    return expBase(X, -46.0, 39.5, Log2Of10, Log10Of2Hi, Log10Of2Lo, [&](Value *R) {
      return fma(R, c(Ln10Hi), mul(R, c(Ln10Lo)));
    });
  }

  /// A positive finite x as 2^e m, m in [sqrt(1/2), sqrt(2)): e (as a
  /// float, exact) and f = m - 1 (exact).
  std::pair<Value *, Value *> logReduce(Value *X) {
    Value *Sub = B.CreateFCmpOLT(X, c(0x1p-126));
    Value *XS = sel(Sub, mul(X, c(0x1p24)), X);
    Value *Bits = bits(XS);
    Value *E = B.CreateSub(B.CreateLShr(Bits, 23), sel(Sub, i(127 + 24), i(127)));
    Value *M = flt(B.CreateOr(B.CreateAnd(Bits, i(0x7FFFFF)), i(0x3F800000)));
    Value *Big = B.CreateFCmpOGT(M, c(Sqrt2));
    M = sel(Big, mul(M, c(0.5)), M);
    E = sel(Big, B.CreateAdd(E, i(1)), E);
    return {B.CreateSIToFP(E, F), sub(M, c(1.0))};
  }
  /// P(f) = (ln(1+f) - f + f^2/2) / f^3 on [sqrt(1/2) - 1, sqrt(2) - 1],
  /// fitted by mpmath's chebyfit (degree 10) and rounded to float: relative
  /// error below 2^-24.9, most of it the rounding of 1/3.
  Value *logTail(Value *Fr) {
    return poly(Fr, {0x1.555556p-2, -0x1.000000p-2, 0x1.999976p-3, -0x1.55559cp-3,
                     0x1.249dacp-3, -0x1.ffff3ep-4, 0x1.c4894ep-4, -0x1.96cbe2p-4,
                     0x1.919850p-4, -0x1.8e71e6p-4, 0x1.c712c6p-5});
  }
  /// ln(1 + f) for the reduced f, in one float.
  Value *log1pReduced(Value *Fr) {
    Value *Z = mul(Fr, Fr);
    Value *Tail = mul(mul(Fr, Z), logTail(Fr));
    return add(Fr, fma(c(-0.5), Z, Tail));
  }
  /// The special values of the logarithms: NaN below zero, -inf at zero,
  /// +inf at +inf.
  Value *logSpecials(Value *X, Value *R) {
    R = sel(B.CreateFCmpOEQ(X, c(0.0)), neg(inf()), R);
    R = sel(B.CreateFCmpOEQ(X, inf()), inf(), R);
    return sel(B.CreateFCmpULT(X, c(0.0)), nan(), R);
  }
  Value *log(Value *X) {
    auto [E, Fr] = logReduce(X);
    Value *L = log1pReduced(Fr);
    Value *R = fma(E, c(Ln2Hi), fma(E, c(Ln2Lo), L));
    return logSpecials(X, R);
  }
  Value *log2(Value *X) {
    auto [E, Fr] = logReduce(X);
    Value *L = log1pReduced(Fr);
    Value *U = fma(L, c(Log2EHi), mul(L, c(Log2ELo)));
    return logSpecials(X, add(E, U));
  }
  Value *log10(Value *X) {
    auto [E, Fr] = logReduce(X);
    Value *L = log1pReduced(Fr);
    Value *U = fma(L, c(Log10EHi), mul(L, c(Log10ELo)));
    Value *R = fma(E, c(Log10Of2Hi), fma(E, c(Log10Of2Lo), U));
    return logSpecials(X, R);
  }

  /// x^y (C99's pow): 2^(y log2|x|) with log2|x| and its product by y
  /// each carried in two floats, so that the exponent's error stays below
  /// 2^-28 of it; then the special cases.
  Value *pow(Value *X, Value *Y) {
    Value *AX = abs(X);
    auto [E, Fr] = logReduce(AX);
    // ln(1+f) = (f - f^2/2) + f^3 P(f), the first part exact in two floats.
    Value *Z = mul(Fr, Fr);
    Value *ZL = fma(Fr, Fr, neg(Z));
    Value *H = mul(Z, c(0.5)), *HL = mul(ZL, c(0.5));
    Value *S = sub(Fr, H);
    Value *SE = sub(sub(Fr, S), H); // |f| >= f^2/2: Fast2Sum
    Value *Tail = add(mul(mul(Fr, Z), logTail(Fr)), sub(SE, HL));
    Value *LH = add(S, Tail);
    Value *LL = sub(Tail, sub(LH, S));
    // Times log2(e) = Log2EHi + Log2ELo, in two floats.
    Value *P = mul(LH, c(Log2EHi));
    Value *PE = add(fma(LH, c(Log2EHi), neg(P)),
                    fma(LH, c(Log2ELo), mul(LL, c(Log2EHi))));
    // Plus e (TwoSum: either may be the larger).
    Value *TH = add(E, P);
    Value *BB = sub(TH, E);
    Value *TL = add(add(sub(E, sub(TH, BB)), sub(P, BB)), PE);
    // Times y.
    Value *YH = mul(Y, TH);
    Value *YL = add(fma(Y, TH, neg(YH)), mul(Y, TL));
    // 2^(YH + YL); beyond the range the low part does not matter (and may
    // be NaN when YH is infinite).
    Value *InRange = B.CreateFCmpOLT(abs(YH), c(160.0));
    YL = sel(InRange, YL, c(0.0));
    Value *YC = clamp(YH, -151.0, 129.0);
    Value *N = rint(YC);
    Value *G = ldexp(exp2Kernel(add(sub(YC, N), YL)), B.CreateFPToSI(N, I32));

    // y an odd integer: the sign of x carries over.
    Value *AY = abs(Y);
    Value *YInt = B.CreateFCmpOEQ(un(Intrinsic::trunc, Y), Y);
    Value *YSmall = B.CreateFCmpOLT(AY, c(0x1p24));
    Value *YBits = B.CreateFPToSI(sel(YSmall, Y, c(0.0)), I32);
    Value *YOdd = B.CreateAnd(
        B.CreateAnd(YInt, YSmall),
        B.CreateICmpNE(B.CreateAnd(YBits, i(1)), i(0)));
    Value *YNeg = B.CreateFCmpOLT(Y, c(0.0));
    Value *R = G;
    R = sel(B.CreateFCmpOEQ(AX, c(0.0)), sel(YNeg, inf(), c(0.0)), R);
    R = sel(B.CreateFCmpOEQ(AX, inf()), sel(YNeg, c(0.0), inf()), R);
    Value *Below = B.CreateFCmpOLT(AX, c(1.0));
    Value *YPos = B.CreateFCmpOGT(Y, c(0.0));
    R = sel(B.CreateFCmpOEQ(AY, inf()),
            sel(B.CreateFCmpOEQ(AX, c(1.0)), c(1.0),
                sel(B.CreateICmpEQ(Below, YPos), c(0.0), inf())),
            R);
    Value *SignX = B.CreateICmpSLT(bits(X), i(0));
    R = sel(B.CreateAnd(SignX, YOdd), neg(R), R);
    // A finite negative x to a finite non-integer power has no real value.
    Value *NegFinite = B.CreateAnd(B.CreateFCmpOLT(X, c(0.0)),
                                   B.CreateFCmpOGT(X, neg(inf())));
    Value *YFinite = B.CreateFCmpOLT(AY, inf());
    R = sel(B.CreateAnd(NegFinite, B.CreateAnd(YFinite, B.CreateNot(YInt))), nan(), R);
    R = sel(B.CreateOr(isNaN(X), isNaN(Y)), nan(), R);
    return sel(B.CreateOr(B.CreateFCmpOEQ(Y, c(0.0)), B.CreateFCmpOEQ(X, c(1.0))),
               c(1.0), R);
  }

  /// |x| mod pi/2 by Payne and Hanek, for 2^15 <= |x| < inf: the
  /// significand times the first 192 bits of 2/pi, in 32-bit words, the 64
  /// bits around the binary point picked by the exponent. Returns the
  /// reduced argument r in [-pi/4, pi/4] and the quadrant (modulo 4).
  std::pair<Value *, Value *> reduceLarge(Value *AX) {
    static const uint32_t TwoOverPi[6] = {0xa2f9836e, 0x4e441529, 0xfc2757d1,
                                          0xf534ddc0, 0xdb629599, 0x3c439041};
    Value *Bits = bits(AX);
    // |x| = M 2^E, M the 24-bit significand.
    Value *M = B.CreateZExt(B.CreateOr(B.CreateAnd(Bits, i(0x7FFFFF)), i(0x800000)), I64);
    Value *E = B.CreateSub(B.CreateLShr(Bits, 23), i(150));
    // P = M W, 224 bits in the words D[0] (lowest) .. D[6].
    Value *D[7];
    Value *Carry = l(0);
    for (int K = 5; K >= 0; --K) {
      Value *Prod = B.CreateAdd(B.CreateMul(M, l(TwoOverPi[K])), Carry);
      D[5 - K] = B.CreateTrunc(Prod, I32);
      Carry = B.CreateLShr(Prod, 32);
    }
    D[6] = B.CreateTrunc(Carry, I32);
    // x 2/pi = P 2^(E-192): the two integer bits and 62 fraction bits
    // start at bit 130 - E of P, in [26, 138] for these x.
    Value *Low = B.CreateSub(i(130), E);
    Value *WI = B.CreateLShr(Low, 5), *Sh = B.CreateZExt(B.CreateAnd(Low, i(31)), I64);
    auto Word = [&](unsigned Off) {
      Value *W = D[Off];
      for (unsigned K = 1; K != 5; ++K)
        W = sel(B.CreateICmpEQ(WI, i(K)), D[K + Off], W);
      return B.CreateZExt(W, I64);
    };
    Value *A = Word(0), *Bw = Word(1), *Cw = Word(2);
    Value *Lo32 = B.CreateTrunc(B.CreateLShr(B.CreateOr(B.CreateShl(Bw, 32), A), Sh), I32);
    Value *Hi32 = B.CreateTrunc(B.CreateLShr(B.CreateOr(B.CreateShl(Cw, 32), Bw), Sh), I32);
    Value *Q = B.CreateLShr(Hi32, 30);
    Value *Frac = B.CreateOr(B.CreateShl(B.CreateZExt(B.CreateAnd(Hi32, i(0x3FFFFFFF)), I64), 32),
                             B.CreateZExt(Lo32, I64));
    // To the nearest quadrant: a fraction of 1/2 or more counts from the
    // next one, negative.
    Value *Up = B.CreateICmpUGE(Frac, l(1ull << 61));
    Q = B.CreateAdd(Q, B.CreateZExt(Up, I32));
    Value *Mag = sel(Up, B.CreateSub(l(1ull << 62), Frac), Frac);
    // The magnitude (below 2^61, so at least 2 leading zeros) normalized,
    // as two 24-bit floats: mag 2^-62 = hi 2^(-22-lz) + mid 2^(-46-lz).
    Value *LZ = B.CreateBinaryIntrinsic(
        Intrinsic::umin, lower::countZeros64(B, /*Leading=*/true, Mag), i(63));
    Value *Nrm = B.CreateShl(Mag, B.CreateZExt(LZ, I64));
    Value *Hi24 = B.CreateUIToFP(B.CreateTrunc(B.CreateLShr(Nrm, 40), I32), F);
    Value *Mid24 = B.CreateUIToFP(
        B.CreateAnd(B.CreateTrunc(B.CreateLShr(Nrm, 16), I32), i(0xFFFFFF)), F);
    Value *FH = mul(Hi24, pow2(B.CreateSub(i(-22), LZ)));
    Value *FL = mul(Mid24, pow2(B.CreateSub(i(-46), LZ)));
    // r = (fh + fl) pi/2, pi/2 in two floats.
    Value *RH = mul(FH, c(PiOver2Hi));
    Value *RL = add(fma(FH, c(PiOver2Hi), neg(RH)),
                    fma(FH, c(PiOver2Mid), mul(FL, c(PiOver2Hi))));
    Value *R = add(RH, RL);
    R = sel(B.CreateICmpEQ(Mag, l(0)), c(0.0), R);
    return {sel(Up, neg(R), R), Q};
  }

  /// sin x or cos x.
  Value *sinCos(Value *X, bool Cos) {
    Value *AX = abs(X);
    // |x| < 2^15: x - k pi/2 with pi/2 in three parts; the first product
    // and difference are exact (the fused multiply-add rounds once, and the
    // difference needs fewer than 24 bits).
    Value *Small = B.CreateFCmpOLT(AX, c(0x1p15));
    Value *K = rint(mul(sel(Small, AX, c(0.0)), c(TwoOverPi)));
    Value *R = fma(neg(K), c(PiOver2Hi), AX);
    R = fma(neg(K), c(PiOver2Mid), R);
    R = fma(neg(K), c(PiOver2Lo), R);
    Value *Q = B.CreateFPToSI(K, I32);
    // Larger finite arguments take the long reduction, in a block of its
    // own so that lanes with small arguments skip it.
    Value *Large = B.CreateAnd(B.CreateNot(Small), B.CreateFCmpOLT(AX, inf()));
    BasicBlock *Head = B.GetInsertBlock();
    Instruction *ThenTerm = SplitBlockAndInsertIfThen(Large, &*B.GetInsertPoint(), false);
    BasicBlock *Tail = ThenTerm->getSuccessor(0);
    B.SetInsertPoint(ThenTerm);
    auto [RL, QL] = reduceLarge(AX);
    BasicBlock *ThenEnd = B.GetInsertBlock();
    B.SetInsertPoint(Tail, Tail->getFirstInsertionPt());
    PHINode *RP = B.CreatePHI(F, 2), *QP = B.CreatePHI(I32, 2);
    RP->addIncoming(R, Head);
    RP->addIncoming(RL, ThenEnd);
    QP->addIncoming(Q, Head);
    QP->addIncoming(QL, ThenEnd);
    R = RP;
    Q = B.CreateAnd(QP, i(3));
    // Taylor polynomials on [-pi/4, pi/4]: truncation below 2^-28.
    Value *Z = mul(R, R);
    Value *S = fma(mul(R, Z),
                   poly(Z, {-1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880,
                            -1.0 / 39916800}),
                   R);
    Value *C = poly(Z, {1.0, -1.0 / 2, 1.0 / 24, -1.0 / 720, 1.0 / 40320,
                        -1.0 / 3628800, 1.0 / 479001600});
    // sin: s, c, -s, -c by quadrant; cos: c, -s, -c, s.
    Value *Odd = B.CreateICmpNE(B.CreateAnd(Q, i(1)), i(0));
    Value *V = Cos ? sel(Odd, S, C) : sel(Odd, C, S);
    Value *Flip = Cos ? B.CreateICmpEQ(B.CreateAnd(B.CreateAdd(Q, i(1)), i(2)), i(2))
                      : B.CreateICmpNE(B.CreateAnd(Q, i(2)), i(0));
    V = sel(Flip, neg(V), V);
    if (!Cos)
      V = xorSign(V, X); // sin is odd
    return sel(B.CreateFCmpOLT(AX, inf()), V, nan());
  }

  /// 1/sqrt(x) correctly rounded. x = 4^k s with s in [1, 4); an
  /// approximate 1/sqrt(s) (the target's) is refined by one Newton step and
  /// one with the residual carried in two floats, which leaves it within an
  /// ulp; the exact test of the neighbouring midpoints m (s m^2 against 1,
  /// in 64-bit integers: X M^2 against 2^73 for s = X 2^-23, m = M 2^-25)
  /// then picks the correctly rounded one. A C model of these steps gave
  /// the correctly rounded result for every significand and exponent
  /// parity (all of [1, 4)) with estimates up to 2^-8 off
  /// (docs/applegpu-codegen.md).
  Value *rsqrt(Value *X) {
    Value *Sub = B.CreateFCmpOLT(X, c(0x1p-126));
    Value *XN = sel(Sub, mul(X, c(0x1p24)), X);
    Value *E = B.CreateSub(B.CreateLShr(bits(XN), 23), i(127));
    Value *K = B.CreateAShr(E, 1);
    Value *XS = mul(XN, pow2(B.CreateNeg(B.CreateShl(K, 1))));
    FastMathFlags Approx;
    Approx.setApproxFunc();
    Approx.setAllowReciprocal();
    Value *Y0 = B.CreateFDivFMF(c(1.0), B.CreateUnaryIntrinsic(Intrinsic::sqrt, XS, Approx),
                                Approx);
    Value *Y1 = fma(mul(Y0, c(0.5)), fma(neg(mul(XS, Y0)), Y0, c(1.0)), Y0);
    Value *H = mul(Y1, Y1), *HL = fma(Y1, Y1, neg(H));
    Value *A = mul(XS, H), *AL = fma(XS, H, neg(A));
    Value *OA = sub(c(1.0), A);
    Value *UH = sub(OA, AL);
    Value *BB = sub(UH, OA);
    Value *UL = add(sub(OA, sub(UH, BB)), sub(neg(AL), BB));
    Value *R = add(UH, fma(neg(XS), HL, UL));
    Value *Y2 = fma(Y1, mul(R, fma(c(0.375), R, c(0.5))), Y1);
    Y2 = clamp(Y2, 0.5, 1.0);
    // The midpoints' test.
    auto Significand = [&](Value *V, int Bias) {
      Value *VB = bits(V);
      Value *Sh = B.CreateSub(B.CreateLShr(VB, 23), i(Bias));
      return B.CreateShl(B.CreateZExt(B.CreateOr(B.CreateAnd(VB, i(0x7FFFFF)), i(0x800000)), I64),
                         B.CreateZExt(Sh, I64));
    };
    Value *YI = Significand(Y2, 126), *XI = Significand(XS, 127);
    auto Above = [&](Value *M) { // X M^2 >= 2^73
      Value *M2 = B.CreateMul(M, M);
      Value *Top = B.CreateAdd(B.CreateMul(XI, B.CreateLShr(M2, 32)),
                               B.CreateLShr(B.CreateMul(XI, B.CreateAnd(M2, l(0xFFFFFFFF))), 32));
      return B.CreateICmpUGE(Top, l(1ull << 41));
    };
    Value *Up = B.CreateNot(Above(B.CreateAdd(B.CreateShl(YI, 1), l(1))));
    Value *Down = Above(B.CreateSub(B.CreateShl(YI, 1), l(1)));
    Value *YB = bits(Y2);
    YB = sel(Up, B.CreateAdd(YB, i(1)), sel(Down, B.CreateSub(YB, i(1)), YB));
    Value *Res = mul(mul(flt(YB), pow2(B.CreateNeg(K))), sel(Sub, c(0x1p12), c(1.0)));
    Res = sel(B.CreateFCmpOEQ(X, c(0.0)), B.CreateBinaryIntrinsic(Intrinsic::copysign, inf(), X), Res);
    Res = sel(B.CreateFCmpOEQ(X, inf()), c(0.0), Res);
    return sel(B.CreateFCmpULT(X, c(0.0)), nan(), Res);
  }

  /// An unsigned 64-bit integer to float, rounded to nearest even: where
  /// the high word is not zero, the top 32 bits after normalization with
  /// the rest ORed into the lowest (a sticky bit below the rounding bit)
  /// convert with one rounding, then scale exactly.
  Value *u64ToFloat(Value *X) {
    Value *Lo = B.CreateTrunc(X, I32), *Hi = B.CreateTrunc(B.CreateLShr(X, 32), I32);
    Value *LZ = B.CreateBinaryIntrinsic(Intrinsic::ctlz, Hi, B.getFalse());
    LZ = sel(B.CreateICmpEQ(Hi, i(0)), i(0), LZ);
    Value *N = B.CreateShl(X, B.CreateZExt(LZ, I64));
    Value *Top = B.CreateTrunc(B.CreateLShr(N, 32), I32);
    Value *Sticky = B.CreateZExt(B.CreateICmpNE(B.CreateTrunc(N, I32), i(0)), I32);
    Value *Wide = mul(B.CreateUIToFP(B.CreateOr(Top, Sticky), F), pow2(B.CreateSub(i(32), LZ)));
    return sel(B.CreateICmpEQ(Hi, i(0)), B.CreateUIToFP(Lo, F), Wide);
  }
  Value *s64ToFloat(Value *X) {
    Value *Neg = B.CreateICmpSLT(X, l(0));
    Value *Mag = u64ToFloat(sel(Neg, B.CreateNeg(X), X));
    return sel(Neg, neg(Mag), Mag);
  }
  /// A float to a 64-bit integer, toward zero; beyond the range the
  /// nearest end, NaN 0 (what Metal's conversions do, and G13's 32-bit
  /// ones, docs/applegpu-simulator.md).
  Value *floatToU64(Value *X) {
    Value *T = un(Intrinsic::trunc, X);
    Value *Small = B.CreateZExt(B.CreateFPToUI(clamp(T, 0.0, 0x1.fffffep+31), I32), I64);
    Value *Bits = bits(T);
    Value *M = B.CreateZExt(B.CreateOr(B.CreateAnd(Bits, i(0x7FFFFF)), i(0x800000)), I64);
    Value *Sh = B.CreateSub(B.CreateAnd(B.CreateLShr(Bits, 23), i(0xFF)), i(127 + 23));
    Sh = B.CreateBinaryIntrinsic(Intrinsic::umin, Sh, i(40));
    Value *Large = B.CreateShl(M, B.CreateZExt(Sh, I64));
    Value *R = sel(B.CreateFCmpOLT(T, c(0x1p32)), Small, Large);
    R = sel(B.CreateFCmpOGE(T, c(0x1p64)), l(~0ull), R);
    return sel(B.CreateFCmpOGT(T, c(0.0)), R, l(0)); // negatives and NaN: 0
  }
  Value *floatToS64(Value *X) {
    Value *A = abs(X);
    Value *Mag = floatToU64(A);
    Value *Neg = B.CreateFCmpOLT(X, c(0.0));
    Value *R = sel(Neg, B.CreateNeg(Mag), Mag);
    R = sel(B.CreateFCmpOGE(A, c(0x1p63)), sel(Neg, l(1ull << 63), l((1ull << 63) - 1)), R);
    return sel(isNaN(X), l(0), R);
  }

  /// round(x): half-way cases away from zero.
  Value *round(Value *X) {
    Value *T = un(Intrinsic::trunc, X);
    Value *Half = B.CreateFCmpOGE(abs(sub(X, T)), c(0.5));
    return sel(Half, add(T, B.CreateBinaryIntrinsic(Intrinsic::copysign, c(1.0), X)), T);
  }

  /// fmod(x, y), exact: the significands' long division, one bit a step
  /// (musl's fmodf), in a loop each lane runs for its own exponent
  /// difference.
  Value *fmod(Value *X, Value *Y) {
    Value *BX = B.CreateAnd(bits(X), i(0x7FFFFFFF));
    Value *BY = B.CreateAnd(bits(Y), i(0x7FFFFFFF));
    // Significand with its leading bit, and exponent, of a finite nonzero
    // magnitude (subnormals normalized).
    auto Split = [&](Value *BV) -> std::pair<Value *, Value *> {
      Value *EV = B.CreateLShr(BV, 23);
      Value *Sub = B.CreateICmpEQ(EV, i(0));
      Value *Shift = B.CreateSub(
          B.CreateBinaryIntrinsic(Intrinsic::ctlz, BV, B.getFalse()), i(8));
      Shift = B.CreateBinaryIntrinsic(Intrinsic::umin, Shift, i(31));
      Value *MV = sel(Sub, B.CreateShl(BV, Shift),
                      B.CreateOr(B.CreateAnd(BV, i(0x7FFFFF)), i(0x800000)));
      return {MV, sel(Sub, B.CreateSub(i(1), Shift), EV)};
    };
    auto [MX, EX] = Split(BX);
    auto [MY, EY] = Split(BY);
    // The division runs where |x| >= |y| > 0, both finite; elsewhere the
    // exponents are made equal so that the loop does nothing.
    Value *Regular = B.CreateAnd(
        B.CreateAnd(B.CreateICmpULT(BX, i(0x7F800000)), B.CreateICmpULT(BY, i(0x7F800000))),
        B.CreateAnd(B.CreateICmpNE(BY, i(0)), B.CreateICmpUGE(BX, BY)));
    EX = sel(Regular, EX, EY);
    BasicBlock *Head = B.GetInsertBlock();
    Instruction *Next = &*B.GetInsertPoint();
    BasicBlock *Tail = Head->splitBasicBlock(Next, "fmod.done");
    BasicBlock *Loop = BasicBlock::Create(B.getContext(), "fmod.loop", Head->getParent(), Tail);
    Head->getTerminator()->eraseFromParent();
    B.SetInsertPoint(Head);
    B.CreateCondBr(B.CreateICmpSGT(EX, EY), Loop, Tail);
    B.SetInsertPoint(Loop);
    PHINode *MP = B.CreatePHI(I32, 2), *EP = B.CreatePHI(I32, 2);
    MP->addIncoming(MX, Head);
    EP->addIncoming(EX, Head);
    Value *D = B.CreateSub(MP, MY);
    Value *M1 = B.CreateShl(sel(B.CreateICmpSGE(D, i(0)), D, MP), 1);
    Value *E1 = B.CreateSub(EP, i(1));
    MP->addIncoming(M1, Loop);
    EP->addIncoming(E1, Loop);
    B.CreateCondBr(B.CreateICmpSGT(E1, EY), Loop, Tail);
    B.SetInsertPoint(Tail, Tail->getFirstInsertionPt());
    PHINode *MF = B.CreatePHI(I32, 2);
    MF->addIncoming(MX, Head);
    MF->addIncoming(M1, Loop);
    Value *D2 = B.CreateSub(MF, MY);
    Value *MR = sel(B.CreateICmpSGE(D2, i(0)), D2, MF);
    // Normalize the remainder (below 2^24) and build the float, exactly.
    Value *Shift = B.CreateSub(B.CreateBinaryIntrinsic(Intrinsic::ctlz, MR, B.getFalse()), i(8));
    Shift = B.CreateBinaryIntrinsic(Intrinsic::umin, Shift, i(31));
    Value *MN = B.CreateShl(MR, Shift);
    Value *EN = B.CreateSub(EY, Shift);
    Value *NormalBits = B.CreateOr(B.CreateShl(EN, 23), B.CreateAnd(MN, i(0x7FFFFF)));
    Value *SubShift = B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateSub(i(1), EN), i(31));
    Value *SubBits = B.CreateLShr(MN, SubShift);
    Value *RB = sel(B.CreateICmpSGE(EN, i(1)), NormalBits, SubBits);
    RB = sel(B.CreateICmpEQ(MR, i(0)), i(0), RB);
    Value *R = xorSign(flt(RB), X);
    // |x| < |y| (y finite, or infinite with x finite): x itself.
    Value *Keep = B.CreateAnd(B.CreateICmpULT(BX, BY),
                              B.CreateICmpULT(BX, i(0x7F800000)));
    R = sel(Keep, X, R);
    Value *Invalid = B.CreateOr(
        B.CreateOr(isNaN(X), isNaN(Y)),
        B.CreateOr(B.CreateICmpEQ(BY, i(0)), B.CreateICmpEQ(BX, i(0x7F800000))));
    return sel(Invalid, nan(), R);
  }
};

/// The float intrinsic (or frem) an expansion replaces, or nothing.
enum class MathOp { None, Exp, Exp2, Exp10, Log, Log2, Log10, Pow, PowI, Sin, Cos,
                    Round, Ldexp, FRem, Promote, HalfFMA, U64ToFP, S64ToFP, FPToU64,
                    FPToS64 };

/// half and bfloat: computed in float where the target has no operation
/// of theirs, the float result rounded once.
bool isNarrowFloat(Type *T) { return T->isHalfTy() || T->isBFloatTy(); }

MathOp classify(Instruction &I, const lower::FloatMathOptions &Opts) {
  Type *T = I.getType()->getScalarType();
  if (isa<CastInst>(I) && Opts.Expand64BitConversions) {
    Type *Src = I.getOperand(0)->getType()->getScalarType();
    bool FloatDst = T->isFloatTy() || isNarrowFloat(T);
    bool FloatSrc = Src->isFloatTy() || isNarrowFloat(Src);
    switch (I.getOpcode()) {
    case Instruction::UIToFP:
      return Src->isIntegerTy(64) && FloatDst ? MathOp::U64ToFP : MathOp::None;
    case Instruction::SIToFP:
      return Src->isIntegerTy(64) && FloatDst ? MathOp::S64ToFP : MathOp::None;
    case Instruction::FPToUI:
      return T->isIntegerTy(64) && FloatSrc ? MathOp::FPToU64 : MathOp::None;
    case Instruction::FPToSI:
      return T->isIntegerTy(64) && FloatSrc ? MathOp::FPToS64 : MathOp::None;
    default:
      return MathOp::None;
    }
  }
  if (I.getOpcode() == Instruction::FRem)
    return T->isFloatTy() || isNarrowFloat(T) ? MathOp::FRem : MathOp::None;
  // A narrow division in float is correctly rounded: float's 24 bits are
  // more than twice half's 11 and bfloat's 8, plus two, so rounding the
  // float quotient again gives the narrow quotient (Figueroa's rule).
  if (I.getOpcode() == Instruction::FDiv)
    return isNarrowFloat(T) && Opts.PromoteHalf ? MathOp::Promote : MathOp::None;
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || !(T->isFloatTy() || isNarrowFloat(T)))
    return MathOp::None;
  bool Approx = II->hasApproxFunc() && Opts.KeepApproximateExpLog;
  MathOp Op = MathOp::None;
  switch (II->getIntrinsicID()) {
  case Intrinsic::exp: Op = Approx ? MathOp::None : MathOp::Exp; break;
  case Intrinsic::exp2: Op = Approx ? MathOp::None : MathOp::Exp2; break;
  case Intrinsic::log: Op = Approx ? MathOp::None : MathOp::Log; break;
  case Intrinsic::log2: Op = Approx ? MathOp::None : MathOp::Log2; break;
  case Intrinsic::exp10: Op = MathOp::Exp10; break;
  case Intrinsic::log10: Op = MathOp::Log10; break;
  case Intrinsic::pow: Op = MathOp::Pow; break;
  case Intrinsic::powi: Op = MathOp::PowI; break;
  case Intrinsic::sin: Op = MathOp::Sin; break;
  case Intrinsic::cos: Op = MathOp::Cos; break;
  case Intrinsic::round: Op = MathOp::Round; break;
  case Intrinsic::ldexp: Op = MathOp::Ldexp; break;
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
    Op = T->isHalfTy() && !Opts.HalfFMA ? MathOp::HalfFMA : MathOp::None;
    break;
  // Half operations the target computes in float (exactly: one rounding
  // of a float result to half is the half result).
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::sqrt:
  case Intrinsic::copysign:
  case Intrinsic::roundeven:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
    Op = isNarrowFloat(T) && Opts.PromoteHalf ? MathOp::Promote : MathOp::None;
    break;
  default:
    break;
  }
  // Exp/log with afn on half: the approximation in float.
  if (Op == MathOp::None && isNarrowFloat(T) && Opts.PromoteHalf &&
      (II->getIntrinsicID() == Intrinsic::exp || II->getIntrinsicID() == Intrinsic::exp2 ||
       II->getIntrinsicID() == Intrinsic::log || II->getIntrinsicID() == Intrinsic::log2))
    Op = MathOp::Promote;
  return Op;
}

/// One element: the expansion of Op at float operands (half ones are
/// extended first and the result rounded back).
Value *expandScalar(IRBuilder<> &B, Instruction &I, MathOp Op, ArrayRef<Value *> Args) {
  MathBuilder M(B);
  // Conversions with a 64-bit integer side.
  Type *To = I.getType()->getScalarType();
  switch (Op) {
  case MathOp::U64ToFP:
  case MathOp::S64ToFP: {
    Value *R = Op == MathOp::U64ToFP ? M.u64ToFloat(Args[0]) : M.s64ToFloat(Args[0]);
    return isNarrowFloat(To) ? B.CreateFPTrunc(R, To) : R;
  }
  case MathOp::FPToU64:
  case MathOp::FPToS64: {
    Value *X = isNarrowFloat(Args[0]->getType()) ? B.CreateFPExt(Args[0], M.F) : Args[0];
    return Op == MathOp::FPToU64 ? M.floatToU64(X) : M.floatToS64(X);
  }
  default:
    break;
  }
  Type *T = Args[0]->getType();
  bool Narrow = isNarrowFloat(T);
  SmallVector<Value *, 2> A;
  for (Value *V : Args)
    A.push_back(isNarrowFloat(V->getType()) ? B.CreateFPExt(V, M.F) : V);
  Value *R = nullptr;
  switch (Op) {
  case MathOp::Exp: R = M.exp(A[0]); break;
  case MathOp::Exp2: R = M.exp2(A[0]); break;
  case MathOp::Exp10: R = M.exp10(A[0]); break;
  case MathOp::Log: R = M.log(A[0]); break;
  case MathOp::Log2: R = M.log2(A[0]); break;
  case MathOp::Log10: R = M.log10(A[0]); break;
  case MathOp::Pow: R = M.pow(A[0], A[1]); break;
  case MathOp::PowI: R = M.pow(A[0], B.CreateSIToFP(Args[1], M.F)); break;
  case MathOp::Sin: R = M.sinCos(A[0], false); break;
  case MathOp::Cos: R = M.sinCos(A[0], true); break;
  case MathOp::Round: R = M.round(A[0]); break;
  case MathOp::Ldexp: R = M.ldexp(A[0], Args[1]); break;
  case MathOp::FRem: R = M.fmod(A[0], A[1]); break;
  case MathOp::HalfFMA: {
    // A half fma from float operations: the product of two halves is
    // exact in float, the sum is rounded once; rounded to odd instead
    // (Boldo and Melquiond, "When double rounding is odd"), it rounds to
    // the half fma exactly, float having more than 11 + 2 bits. The
    // sum's error comes from Knuth's TwoSum; where it is not zero, the
    // sum is taken toward zero (one step down in magnitude if the error
    // points the other way) and its last bit set. A NaN error (an
    // infinite or NaN sum) leaves the sum.
    Value *P = M.mul(A[0], A[1]);
    Value *S = M.add(P, A[2]);
    Value *BB = M.sub(S, P);
    Value *Err = M.add(M.sub(P, M.sub(S, BB)), M.sub(A[2], BB));
    Value *Inexact = B.CreateFCmpONE(Err, M.c(0.0));
    Value *Away = B.CreateICmpNE(B.CreateICmpSLT(M.bits(S), M.i(0)),
                                 B.CreateICmpSLT(M.bits(Err), M.i(0)));
    Value *Toward = B.CreateSub(M.bits(S), B.CreateZExt(Away, M.I32));
    Value *Odd = B.CreateOr(Toward, M.i(1));
    R = M.sel(Inexact, M.flt(Odd), S);
    break;
  }
  case MathOp::Promote: {
    if (I.getOpcode() == Instruction::FDiv) {
      R = B.CreateFDivFMF(A[0], A[1], &I);
      break;
    }
    auto *II = cast<IntrinsicInst>(&I);
    SmallVector<Value *, 2> Ops(A.begin(), A.end());
    R = B.CreateIntrinsic(II->getIntrinsicID(), {M.F}, Ops, II);
    break;
  }
  case MathOp::None:
  case MathOp::U64ToFP:
  case MathOp::S64ToFP:
  case MathOp::FPToU64:
  case MathOp::FPToS64:
    llvm_unreachable("not a float operation");
  }
  return Narrow ? B.CreateFPTrunc(R, T) : R;
}

/// fptrunc(1.0 / sqrt(fpext x)) in double, the correctly rounded rsqrt of
/// the builtin library: for a target without binary64, the same in float
/// (MathBuilder::rsqrt).
bool narrowDoubleRsqrt(Instruction &I) {
  auto *Tr = dyn_cast<FPTruncInst>(&I);
  if (!Tr || !Tr->getSrcTy()->getScalarType()->isDoubleTy())
    return false;
  auto *Div = dyn_cast<BinaryOperator>(Tr->getOperand(0));
  if (!Div || Div->getOpcode() != Instruction::FDiv)
    return false;
  auto *One = dyn_cast<ConstantFP>(Div->getOperand(0));
  if (auto *CV = dyn_cast<Constant>(Div->getOperand(0)); !One && CV)
    One = dyn_cast_or_null<ConstantFP>(CV->getSplatValue());
  auto *Sqrt = dyn_cast<IntrinsicInst>(Div->getOperand(1));
  if (!One || !One->isExactlyValue(1.0) || !Sqrt ||
      Sqrt->getIntrinsicID() != Intrinsic::sqrt)
    return false;
  auto *Ext = dyn_cast<FPExtInst>(Sqrt->getArgOperand(0));
  if (!Ext || !Tr->getDestTy()->getScalarType()->isFloatTy() ||
      Ext->getSrcTy()->getScalarSizeInBits() > 32)
    return false;
  IRBuilder<> B(Tr);
  MathBuilder M(B);
  Value *X = B.CreateFPExt(Ext->getOperand(0), Tr->getType());
  Tr->replaceAllUsesWith(lower::mapElements(
      B, Tr->getType(), {X}, [&](ArrayRef<Value *> E) { return M.rsqrt(E[0]); }));
  return true;
}

} // namespace

void lower::expandFloatMath(Function &Fn, const FloatMathOptions &Opts) {
  if (!Opts.HasDouble) {
    SmallVector<Instruction *, 4> Truncs;
    for (Instruction &I : instructions(Fn))
      if (isa<FPTruncInst>(I))
        Truncs.push_back(&I);
    for (Instruction *I : Truncs)
      if (narrowDoubleRsqrt(*I))
        RecursivelyDeleteTriviallyDeadInstructions(I);
  }
  SmallVector<std::pair<Instruction *, MathOp>, 8> Work;
  for (Instruction &I : instructions(Fn))
    if (MathOp Op = classify(I, Opts); Op != MathOp::None)
      Work.push_back({&I, Op});
  for (auto &[Inst, Op] : Work) {
    Instruction *I = Inst;
    IRBuilder<> B(I);
    // A call's arguments (not its callee), an instruction's operands.
    unsigned NumArgs = isa<CallInst>(I) ? cast<CallInst>(I)->arg_size() : I->getNumOperands();
    SmallVector<Value *, 2> Operands(I->value_op_begin(), I->value_op_begin() + NumArgs);
    MathOp Kind = Op;
    I->replaceAllUsesWith(lower::mapElements(
        B, I->getType(), Operands,
        [&](ArrayRef<Value *> E) { return expandScalar(B, *I, Kind, E); }));
    I->eraseFromParent();
  }
}
