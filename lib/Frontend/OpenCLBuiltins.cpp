//===- OpenCLBuiltins.cpp - OpenCL C builtins as AIR ----------------------===//
//
// clang declares OpenCL's builtin functions (opencl-c-base.h and
// -fdeclare-opencl-builtins) and calls them by their Itanium-mangled names:
// _Z3sinf, _Z6vload4mPU3AS1Kf, _Z10atomic_addPU3AS1Vii. Each call becomes
// what a Metal library would hold for the same operation: a call to the AIR
// builtin library (air.sin.f32, air.atomic.global.add.s.i32, air.wg.barrier)
// where AIR has the function, plain IR where it is an expression of a few
// instructions (vloadn is a load, select a select). OpenCL's rules come from
// the OpenCL C 1.2 specification, section 6.12; each family below cites its
// subsection. Calls with no mapping are errors naming the builtin.
//
//===----------------------------------------------------------------------===//

#include "OpenCLInternal.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/FormatVariadic.h"
#include <array>
#include <cmath>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::opencl::detail;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

//===----------------------------------------------------------------------===//
// Mangled names
//===----------------------------------------------------------------------===//

bool MangledParam::isSigned() const {
  return Scalar == 'c' || Scalar == 'a' || Scalar == 's' || Scalar == 'i' ||
         Scalar == 'l';
}

Type *MangledParam::type(LLVMContext &Ctx) const {
  Type *T = nullptr;
  switch (Scalar) {
  case 'b':
    T = Type::getInt1Ty(Ctx);
    break;
  case 'c': case 'a': case 'h':
    T = Type::getInt8Ty(Ctx);
    break;
  case 's': case 't':
    T = Type::getInt16Ty(Ctx);
    break;
  case 'i': case 'j':
    T = Type::getInt32Ty(Ctx);
    break;
  case 'l': case 'm':
    T = Type::getInt64Ty(Ctx);
    break;
  case 'f':
    T = Type::getFloatTy(Ctx);
    break;
  case 'd':
    T = Type::getDoubleTy(Ctx);
    break;
  case 'H':
    T = Type::getHalfTy(Ctx);
    break;
  default:
    return nullptr;
  }
  return Vector ? FixedVectorType::get(T, Vector) : T;
}

static bool consumeNumber(StringRef &S, unsigned &N) {
  size_t Digits = S.find_first_not_of("0123456789");
  if (Digits == 0)
    return false;
  if (S.substr(0, Digits).getAsInteger(10, N))
    return false;
  S = S.substr(Digits == StringRef::npos ? S.size() : Digits);
  return true;
}

/// One <type> of the mangling, as OpenCL's signatures use the grammar.
static bool parseType(StringRef &S, MangledParam &P,
                      const std::optional<MangledParam> &Subst) {
  if (S.consume_front("P")) {
    P.Pointer = true;
    // Qualifiers: U3AS<n> (address space), K const, V volatile, r restrict.
    while (!S.empty()) {
      if (S.consume_front("U3AS")) {
        unsigned AS;
        if (!consumeNumber(S, AS))
          return false;
        P.AddressSpace = AS;
      } else if (!S.consume_front("K") && !S.consume_front("V") &&
                 !S.consume_front("r")) {
        break;
      }
    }
    MangledParam Pointee;
    if (!parseType(S, Pointee, Subst))
      return false;
    P.Scalar = Pointee.Scalar;
    P.Vector = Pointee.Vector;
    P.Named = Pointee.Named;
    return true;
  }
  if (S.consume_front("Dv")) {
    if (!consumeNumber(S, P.Vector) || !S.consume_front("_"))
      return false;
    return parseType(S, P, Subst);
  }
  if (S.consume_front("Dh")) {
    P.Scalar = 'H';
    return true;
  }
  if (S.consume_front("S")) {
    size_t End = S.find('_');
    if (End == StringRef::npos || !Subst)
      return false;
    S = S.substr(End + 1);
    P = *Subst;
    return true;
  }
  if (!S.empty() && isdigit(S[0])) {
    unsigned Len;
    if (!consumeNumber(S, Len) || S.size() < Len)
      return false;
    P.Named = S.substr(0, Len).str();
    S = S.substr(Len);
    return true;
  }
  if (S.empty() || !StringRef("vbcahstijlmfd").contains(S[0]))
    return false;
  P.Scalar = S[0];
  S = S.drop_front();
  return true;
}

std::optional<MangledName> opencl::detail::demangle(StringRef Name) {
  if (!Name.consume_front("_Z"))
    return std::nullopt;
  unsigned Len;
  if (!consumeNumber(Name, Len) || Name.size() < Len)
    return std::nullopt;
  MangledName M;
  M.Base = Name.substr(0, Len).str();
  Name = Name.substr(Len);
  std::optional<MangledParam> Subst;
  while (!Name.empty()) {
    MangledParam P;
    if (!parseType(Name, P, Subst))
      return std::nullopt;
    if (P.Scalar == 'v' && !P.Pointer)
      continue; // (void)
    if (!Subst && (P.Pointer || P.Vector))
      Subst = P;
    M.Params.push_back(P);
  }
  return M;
}

bool opencl::detail::isWorkItemFunction(StringRef Base) {
  return StringSwitch<bool>(Base)
      .Cases({"get_work_dim", "get_global_size", "get_global_id",
              "get_local_size", "get_enqueued_local_size", "get_local_id",
              "get_num_groups", "get_group_id", "get_global_offset",
              "get_global_linear_id", "get_local_linear_id"},
             true)
      .Default(false);
}

bool opencl::detail::isImageFunction(StringRef Base) {
  return Base.starts_with("read_image") || Base.starts_with("write_image") ||
         Base.starts_with("get_image_");
}

//===----------------------------------------------------------------------===//
// The lowering of one call
//===----------------------------------------------------------------------===//

namespace {

class CallLowering {
public:
  CallLowering(CallInst &Call, const MangledName &N, bool Fast)
      : Call(Call), N(N), Fast(Fast), B(&Call), M(*Call.getModule()),
        Ctx(Call.getContext()) {}

  /// The replacement value (nullptr for a void call), or an error.
  Expected<Value *> lower();

private:
  CallInst &Call;
  const MangledName &N;
  bool Fast;
  IRBuilder<> B;
  Module &M;
  LLVMContext &Ctx;

  Value *arg(unsigned I) { return Call.getArgOperand(I); }
  unsigned args() { return Call.arg_size(); }
  Type *type() { return Call.getType(); }
  bool firstSigned() { return !N.Params.empty() && N.Params[0].isSigned(); }
  Error unsupported(const Twine &Why = "") {
    return fail("OpenCL builtin '" + N.Base + "' (" + Call.getCalledFunction()->getName() +
                ") is not supported" + (Why.isTriviallyEmpty() ? Twine("") : ": " + Why));
  }

  /// \p V as a value of \p T: a scalar operand of a vector builtin
  /// (fmin(float4, float)) is splat.
  Value *widen(Value *V, Type *T) {
    if (auto *VT = dyn_cast<FixedVectorType>(T))
      if (!V->getType()->isVectorTy())
        return B.CreateVectorSplat(VT->getNumElements(), V);
    return V;
  }
  /// A call to the AIR builtin air.<Base>[.s|.u].<suffix of T>.
  Value *air(StringRef Base, ArrayRef<Value *> Args, Type *Ret,
             std::optional<bool> Signed = std::nullopt, Type *SuffixOf = nullptr) {
    std::string Name = ("air." + Base).str();
    if (Signed)
      Name += *Signed ? ".s" : ".u";
    // Functions of no value type (air.wg.barrier) have no suffix.
    if (!Ret->isVoidTy() || SuffixOf)
      Name += "." + air::typeSuffix(SuffixOf ? SuffixOf : Ret);
    SmallVector<Type *, 4> Types;
    for (Value *A : Args)
      Types.push_back(A->getType());
    FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Types, false));
    if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
      Fn->setDoesNotThrow();
      Fn->setWillReturn();
      if (!Ret->isVoidTy() && none_of(Types, [](Type *T) { return T->isPointerTy(); }))
        Fn->setDoesNotAccessMemory();
    }
    return B.CreateCall(F, Args);
  }
  /// Every operand widened to the result type, then air.<Base>.
  Value *airElementwise(StringRef Base, std::optional<bool> Signed = std::nullopt) {
    SmallVector<Value *, 4> Args;
    for (unsigned I = 0; I != args(); ++I)
      Args.push_back(widen(arg(I), type()));
    return air(Base, Args, type(), Signed);
  }
  Value *airFloat(StringRef Base, bool FastForm) {
    return airElementwise(((FastForm ? "fast_" : "") + Base).str());
  }
  Constant *fp(Type *T, double V) { return ConstantFP::get(T, V); }
  /// A loop of \p Trips iterations at the insertion point, whose body
  /// \p Body gets the iteration's number (an i32 from 1 to \p Trips) and
  /// the carried values (\p Init on the first iteration) and gives their
  /// next ones. The builder is left after the loop, and the values of the
  /// last iteration are returned.
  SmallVector<Value *, 4>
  countedLoop(unsigned Trips, ArrayRef<Value *> Init, StringRef Name,
              function_ref<SmallVector<Value *, 4>(Value *, ArrayRef<Value *>)> Body);

  Expected<Value *> lowerMath(StringRef Base);
  Expected<Value *> lowerInteger(StringRef Base);
  Expected<Value *> lowerRelational(StringRef Base);
  Expected<Value *> lowerConvert(StringRef Base);
  Expected<Value *> lowerVectorMemory(StringRef Base);
  Expected<Value *> lowerAtomic(StringRef Base);
  Expected<Value *> lowerSync(StringRef Base);
  Expected<Value *> lowerAsyncCopy(StringRef Base);
  Value *shuffle();
  Value *relationalResult(Value *Cond, Type *Operand);
  Value *narrowToHalf(Value *X, Type *HalfTy, StringRef Round);
};

} // namespace

/// The type in the Metal runtime library's function names: "float",
/// "half", "int32" as Apple's compiler spells scalars
/// (___metal_frexp_float_pthreadint32); vectors add their length ("float4",
/// "int32x4"), which keeps each overload's name its own.
static std::string runtimeTypeName(Type *T) {
  Type *E = T->getScalarType();
  std::string S = E->isFloatTy() ? "float" : E->isHalfTy() ? "half"
                  : E->isDoubleTy() ? "double"
                  : "int" + std::to_string(E->getIntegerBitWidth());
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    S += (E->isIntegerTy() ? "x" : "") + std::to_string(VT->getNumElements());
  return S;
}

SmallVector<Value *, 4> CallLowering::countedLoop(
    unsigned Trips, ArrayRef<Value *> Init, StringRef Name,
    function_ref<SmallVector<Value *, 4>(Value *, ArrayRef<Value *>)> Body) {
  BasicBlock *Before = B.GetInsertBlock();
  BasicBlock *After = Before->splitBasicBlock(B.GetInsertPoint(), Name + ".done");
  BasicBlock *Loop = BasicBlock::Create(Ctx, Name, Before->getParent(), After);
  Before->getTerminator()->eraseFromParent();
  B.SetInsertPoint(Before);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(B.getInt32Ty(), 2);
  I->addIncoming(B.getInt32(1), Before);
  SmallVector<PHINode *, 4> Phis;
  SmallVector<Value *, 4> Carried;
  for (Value *V : Init) {
    Phis.push_back(B.CreatePHI(V->getType(), 2));
    Phis.back()->addIncoming(V, Before);
    Carried.push_back(Phis.back());
  }
  SmallVector<Value *, 4> Next = Body(I, Carried);
  for (auto [Phi, V] : zip_equal(Phis, Next))
    Phi->addIncoming(V, B.GetInsertBlock());
  Value *NextI = B.CreateAdd(I, B.getInt32(1));
  I->addIncoming(NextI, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpUGT(NextI, B.getInt32(Trips)), After, Loop);
  B.SetInsertPoint(&*After->getFirstInsertionPt());
  return Next;
}

/// Gamma(1 + f) for f in [0, 1] as a polynomial in t = 2f - 1: the
/// interpolant at the 12 Chebyshev points, in monomial form. The function
/// is analytic within a Bernstein ellipse of parameter 3 + sqrt(8) (its
/// nearest pole is f = -1), so the degree-11 interpolant is within about
/// 1e-9 of it, below float's rounding.
static std::array<double, 12> gammaOnePlusPolynomial() {
  constexpr unsigned N = 12;
  std::array<double, N> Cheb{}, Mono{};
  for (unsigned J = 0; J != N; ++J) {
    for (unsigned K = 0; K != N; ++K) {
      double Theta = M_PI * (K + 0.5) / N;
      Cheb[J] += std::tgamma(1.5 + std::cos(Theta) / 2) * std::cos(J * Theta);
    }
    Cheb[J] *= (J ? 2.0 : 1.0) / N;
  }
  // T_j in monomials by T_j = 2t T_(j-1) - T_(j-2).
  std::array<double, N> Prev{}, Cur{}, Next{};
  Prev[0] = 1;
  Cur[1] = 1;
  Mono[0] = Cheb[0];
  Mono[1] = Cheb[1];
  for (unsigned J = 2; J != N; ++J) {
    for (unsigned I = 0; I != N; ++I)
      Next[I] = (I ? 2 * Cur[I - 1] : 0.0) - Prev[I];
    for (unsigned I = 0; I != N; ++I)
      Mono[I] += Cheb[J] * Next[I];
    Prev = Cur;
    Cur = Next;
  }
  return Mono;
}

/// The relational functions' result (6.12.6): int 1 or 0 for scalars; for
/// vectors -1 or 0 in an integer of the operand elements' width.
Value *CallLowering::relationalResult(Value *Cond, Type *Operand) {
  return Operand->isVectorTy() ? B.CreateSExt(Cond, type()) : B.CreateZExt(Cond, type());
}

/// Floating-point math (6.12.2), common (6.12.4) and geometric (6.12.5)
/// functions.
Expected<Value *> CallLowering::lowerMath(StringRef Base) {
  Type *T = type();
  bool FastForm = Fast;
  // native_ and half_ (implementation-defined accuracy) are AIR's fast forms.
  if (Base.consume_front("native_") || Base.consume_front("half_"))
    FastForm = true;
  if (Base.consume_front("fast_")) // fast_length, fast_distance, fast_normalize
    FastForm = true;

  static const StringRef Direct[] = {
      "acos",  "acosh", "asin",  "asinh", "atan",  "atan2", "atanh", "ceil",
      "copysign", "cos", "cosh", "cospi", "exp",   "exp2",  "exp10", "fabs",
      "fdim",  "floor", "fma",   "fmax",  "fmin",  "fmod",  "log",   "log2",
      "log10", "nextafter", "pow", "powr", "rint", "round", "rsqrt", "sin",
      "sinh",  "sinpi", "sqrt",  "tan",   "tanh",  "tanpi", "trunc"};
  if (is_contained(Direct, Base))
    return airFloat(Base, FastForm);

  auto Arg = [&](unsigned I) { return widen(arg(I), T); };
  if (Base == "recip")
    return B.CreateFDiv(fp(T, 1.0), arg(0), "", nullptr);
  if (Base == "divide") {
    Value *D = B.CreateFDiv(arg(0), arg(1));
    if (auto *I = dyn_cast<Instruction>(D))
      I->setHasApproxFunc(true);
    return D;
  }
  if (Base == "mad")
    return B.CreateIntrinsic(Intrinsic::fmuladd, {T}, {Arg(0), Arg(1), Arg(2)});
  if (Base == "ldexp") {
    Type *IT = T->getWithNewType(B.getInt32Ty());
    return air("ldexp", {arg(0), widen(arg(1), IT)}, T);
  }
  if (Base == "pown") { // x^n: pow is exact for integral exponents below 2^24
    Type *IT = T->getWithNewType(B.getInt32Ty());
    return air(FastForm ? "fast_pow" : "pow", {arg(0), B.CreateSIToFP(widen(arg(1), IT), T)}, T);
  }
  if (Base == "rootn" || Base == "cbrt") {
    // |x|^(1/n), negated for x < 0 and odd n, NaN for x < 0 and even n.
    Value *X = arg(0);
    Value *Nn = Base == "cbrt" ? ConstantInt::get(T->getWithNewType(B.getInt32Ty()), 3)
                               : arg(1);
    Value *NF = B.CreateSIToFP(Nn, T);
    Value *R = air(FastForm ? "fast_powr" : "powr",
                   {air("fabs", {X}, T), B.CreateFDiv(fp(T, 1.0), NF)}, T);
    Value *Neg = B.CreateFCmpOLT(X, fp(T, 0.0));
    Value *Odd = B.CreateTrunc(Nn, Nn->getType()->getWithNewBitWidth(1));
    R = B.CreateSelect(B.CreateAnd(Neg, Odd), B.CreateFNeg(R), R);
    R = B.CreateSelect(B.CreateAnd(Neg, B.CreateNot(Odd)), fp(T, NAN), R);
    // (+-0)^(1/n) keeps its sign; pow gives +0. rootn(x, 0) is NaN.
    R = B.CreateSelect(B.CreateFCmpOEQ(X, fp(T, 0.0)), X, R);
    return B.CreateSelect(B.CreateICmpEQ(Nn, Constant::getNullValue(Nn->getType())),
                          fp(T, NAN), R);
  }
  if (Base == "hypot") {
    // max * sqrt(1 + (min/max)^2): no overflow or underflow in between.
    Value *AX = air("fabs", {Arg(0)}, T), *AY = air("fabs", {Arg(1)}, T);
    Value *Hi = air("fmax", {AX, AY}, T), *Lo = air("fmin", {AX, AY}, T);
    Value *Q = B.CreateFDiv(Lo, Hi);
    Value *R = B.CreateFMul(Hi, air("sqrt", {B.CreateIntrinsic(Intrinsic::fma, {T}, {Q, Q, fp(T, 1.0)})}, T));
    R = B.CreateSelect(B.CreateFCmpOEQ(Hi, fp(T, 0.0)), fp(T, 0.0), R);
    // An infinity wins over a NaN (C99 F.9.4.3).
    Value *Inf = B.CreateOr(B.CreateFCmpOEQ(AX, fp(T, INFINITY)), B.CreateFCmpOEQ(AY, fp(T, INFINITY)));
    return B.CreateSelect(Inf, fp(T, INFINITY), R);
  }
  if (Base == "log1p") {
    // Goldberg's: u = 1 + x; log(u) * x / (u - 1), exact where u rounds.
    Value *X = arg(0);
    Value *U = B.CreateFAdd(fp(T, 1.0), X);
    Value *D = B.CreateFSub(U, fp(T, 1.0));
    Value *R = B.CreateFDiv(B.CreateFMul(air("log", {U}, T), X), D);
    R = B.CreateSelect(B.CreateFCmpOEQ(D, fp(T, 0.0)), X, R);
    // log(inf) * inf / inf would be NaN.
    return B.CreateSelect(B.CreateFCmpOEQ(U, fp(T, INFINITY)), U, R);
  }
  if (Base == "expm1") {
    // Kahan's: u = e^x; (u - 1) * x / log(u) where u - 1 is neither 0 nor -1.
    Value *X = arg(0);
    Value *U = air("exp", {X}, T);
    Value *D = B.CreateFSub(U, fp(T, 1.0));
    Value *R = B.CreateFDiv(B.CreateFMul(D, X), air("log", {U}, T));
    R = B.CreateSelect(B.CreateFCmpOEQ(D, fp(T, 0.0)), X, R);
    R = B.CreateSelect(B.CreateFCmpOEQ(D, fp(T, -1.0)), D, R);
    return B.CreateSelect(B.CreateFCmpOEQ(U, fp(T, INFINITY)), U, R);
  }
  if (Base == "asinpi" || Base == "acospi" || Base == "atanpi" || Base == "atan2pi") {
    SmallVector<Value *, 2> Args = {arg(0)};
    if (args() == 2)
      Args.push_back(Arg(1));
    return B.CreateFMul(air(Base.drop_back(2), Args, T), fp(T, M_1_PI));
  }
  if (Base == "sincos")
    return air("sincos", {arg(0), arg(1)}, T);
  if (Base == "fract") {
    // fract(x, iptr): min(x - floor(x), 0x1.fffffep-1), floor(x) stored.
    B.CreateStore(air("floor", {arg(0)}, T), arg(1));
    return air("fract", {arg(0)}, T);
  }
  if (Base == "modf") {
    Value *X = arg(0);
    Value *I = air("trunc", {X}, T);
    B.CreateStore(I, arg(1));
    Value *F = air("copysign", {B.CreateFSub(X, I), X}, T);
    Value *Inf = B.CreateFCmpOEQ(air("fabs", {X}, T), fp(T, INFINITY));
    return B.CreateSelect(Inf, air("copysign", {fp(T, 0.0), X}, T), F);
  }
  if (Base == "frexp") {
    FunctionCallee F = M.getOrInsertFunction(
        "___metal_frexp_" + runtimeTypeName(T) + "_pthread" +
            runtimeTypeName(T->getWithNewType(B.getInt32Ty())),
        FunctionType::get(T, {T, arg(1)->getType()}, false));
    return B.CreateCall(F, {arg(0), arg(1)});
  }
  if (Base == "ilogb" || Base == "logb") {
    Type *XT = arg(0)->getType();
    Type *IT = XT->getWithNewType(B.getInt32Ty());
    FunctionCallee F = M.getOrInsertFunction(
        "___metal_ilogb_" + runtimeTypeName(XT),
        FunctionType::get(IT, {XT, B.getInt32Ty()}, false));
    Value *E = B.CreateCall(F, {arg(0), B.getInt32(0)});
    if (Base == "ilogb") // FP_ILOGB0 is INT_MIN, FP_ILOGBNAN INT_MAX in OpenCL
      return B.CreateSelect(B.CreateFCmpUNO(arg(0), arg(0)), ConstantInt::get(IT, INT32_MAX), E);
    // logb: the exponent as a float; -inf for zeros, +inf for infinities.
    Value *R = B.CreateSIToFP(E, T);
    Value *AX = air("fabs", {arg(0)}, T);
    R = B.CreateSelect(B.CreateFCmpOEQ(AX, fp(T, INFINITY)), AX, R);
    R = B.CreateSelect(B.CreateFCmpOEQ(AX, fp(T, 0.0)), fp(T, -INFINITY), R);
    return B.CreateSelect(B.CreateFCmpUNO(AX, AX), arg(0), R);
  }
  if (Base == "nan") {
    // A quiet NaN carrying the code (6.12.2).
    Type *IT = T->getWithNewType(B.getIntNTy(T->getScalarSizeInBits()));
    Constant *Quiet = ConstantInt::get(IT, APFloat::getQNaN(T->getScalarType()->getFltSemantics())
                                               .bitcastToAPInt().getZExtValue());
    return B.CreateBitCast(B.CreateOr(B.CreateZExtOrTrunc(arg(0), IT), Quiet), T);
  }
  if (Base == "maxmag" || Base == "minmag") {
    Value *X = Arg(0), *Y = Arg(1);
    Value *AX = air("fabs", {X}, T), *AY = air("fabs", {Y}, T);
    bool Max = Base == "maxmag";
    Value *R = air(Max ? "fmax" : "fmin", {X, Y}, T);
    R = B.CreateSelect(Max ? B.CreateFCmpOLT(AY, AX) : B.CreateFCmpOLT(AX, AY), X, R);
    return B.CreateSelect(Max ? B.CreateFCmpOLT(AX, AY) : B.CreateFCmpOLT(AY, AX), Y, R);
  }
  // Common functions (6.12.4).
  if (Base == "min" || Base == "max")
    return airFloat(Base == "min" ? "fmin" : "fmax", false);
  if (Base == "clamp" || Base == "mix" || Base == "step" || Base == "smoothstep" ||
      Base == "sign")
    return airElementwise(Base);
  if (Base == "degrees")
    return B.CreateFMul(arg(0), fp(T, 180.0 / M_PI));
  if (Base == "radians")
    return B.CreateFMul(arg(0), fp(T, M_PI / 180.0));
  // Geometric functions (6.12.5); scalars are one-element vectors.
  Type *XT = arg(0)->getType();
  bool Scalar = !XT->isVectorTy();
  std::string GeoName = ((FastForm ? "fast_" : "") + Base).str();
  if (Base == "dot")
    return Scalar ? B.CreateFMul(arg(0), arg(1))
                  : air("dot", {arg(0), arg(1)}, T, std::nullopt, XT);
  if (Base == "cross") {
    if (cast<FixedVectorType>(T)->getNumElements() == 3)
      return air("cross", {arg(0), arg(1)}, T);
    // float4: the cross product of the first three, w = 0.
    Type *T3 = FixedVectorType::get(T->getScalarType(), 3);
    Value *C = air("cross", {B.CreateShuffleVector(arg(0), {0, 1, 2}),
                             B.CreateShuffleVector(arg(1), {0, 1, 2})}, T3);
    return B.CreateShuffleVector(C, Constant::getNullValue(T3), {0, 1, 2, 3});
  }
  if (Base == "length")
    return Scalar ? air("fabs", {arg(0)}, T) : air(GeoName, {arg(0)}, T, std::nullopt, XT);
  if (Base == "distance")
    return Scalar ? air("fabs", {B.CreateFSub(arg(0), arg(1))}, T)
                  : air(GeoName, {arg(0), arg(1)}, T, std::nullopt, XT);
  if (Base == "normalize") {
    if (!Scalar)
      return air(GeoName, {arg(0)}, T);
    // x / |x|: +-1, and NaN for zero as for a vector of zeros.
    return B.CreateFDiv(arg(0), air("fabs", {arg(0)}, T));
  }
  if (Base == "erf" || Base == "erfc") {
    // Evaluated in float (half widened): the Taylor series of erf below 2
    // (22 terms, Horner in x^2), and above it Laplace's continued fraction
    // erfc(a) = e^(-a^2) / (sqrt(pi) (a + (1/2)/(a + 1/(a + (3/2)/(a + ...)))))
    // from its 100th term back (relative error below 4e-9 from a = 0.75;
    // e^(-a^2) takes the rounding error of a^2 into account). erfc below
    // 0.75 is 1 - erf; erfc(-a) = 2 - erfc(a). Modelled in binary32 over
    // the whole range: at most 7 ULPs for erf, 3 for erfc, before the
    // exponential's own error (OpenCL allows 16).
    Type *F = T->getWithNewType(B.getFloatTy());
    Value *X = B.CreateFPCast(arg(0), F);
    Value *AX = air("fabs", {X}, F);
    // The series: 2/sqrt(pi) sum (-1)^n x^(2n+1) / (n! (2n + 1)).
    Value *Sq = B.CreateFMul(X, X);
    Value *P = nullptr;
    for (int N = 21; N >= 0; --N) {
      double C = 2.0 / std::sqrt(M_PI) / (std::tgamma(N + 1.0) * (2 * N + 1)) * (N % 2 ? -1 : 1);
      P = P ? (Value *)B.CreateIntrinsic(Intrinsic::fma, {F}, {P, Sq, fp(F, C)}) : fp(F, C);
    }
    Value *Series = B.CreateFMul(X, P);
    // The continued fraction, at a = max(|x|, 0.75), from its 100th term back.
    Value *A = air("fmax", {AX, fp(F, 0.75)}, F);
    Value *Frac = countedLoop(100, {A}, "erfc.cf", [&](Value *I, ArrayRef<Value *> V) {
      Value *K = B.CreateSub(B.getInt32(101), I);
      Value *Half = B.CreateFMul(widen(B.CreateSIToFP(K, B.getFloatTy()), F), fp(F, 0.5));
      return SmallVector<Value *, 4>{B.CreateFAdd(A, B.CreateFDiv(Half, V[0]))};
    })[0];
    Value *H = B.CreateFMul(A, A);
    Value *L = B.CreateIntrinsic(Intrinsic::fma, {F}, {A, A, B.CreateFNeg(H)});
    L = B.CreateSelect(B.CreateFCmpOEQ(H, fp(F, INFINITY)), fp(F, 0.0), L);
    Value *E = B.CreateFMul(air("exp", {B.CreateFNeg(H)}, F), B.CreateFSub(fp(F, 1.0), L));
    Value *CF = B.CreateFDiv(E, B.CreateFMul(fp(F, std::sqrt(M_PI)), Frac));
    Value *R;
    if (Base == "erf") {
      Value *Far = air("copysign", {B.CreateFSub(fp(F, 1.0), CF), X}, F);
      R = B.CreateSelect(B.CreateFCmpOLT(AX, fp(F, 2.0)), Series, Far);
    } else {
      Value *Near = B.CreateFSub(fp(F, 1.0), Series);
      Value *Far = B.CreateSelect(B.CreateFCmpOLT(X, fp(F, 0.0)),
                                  B.CreateFSub(fp(F, 2.0), CF), CF);
      R = B.CreateSelect(B.CreateFCmpOLT(AX, fp(F, 0.75)), Near, Far);
    }
    // A NaN (which fmax dropped from the fraction's a) stays NaN.
    R = B.CreateSelect(B.CreateFCmpUNO(X, X), X, R);
    return B.CreateFPCast(R, T);
  }
  if (Base == "lgamma" || Base == "lgamma_r") {
    // ln |Gamma(x)| (OpenCL 1.2 leaves its accuracy undefined): for x > 0
    // the recurrence up to y = x + n >= 8, then Stirling's series to 1/y^5;
    // for x < 0 the reflection ln(pi / |sin(pi x)|) - lgamma(1 - x).
    // lgamma_r also stores the sign of Gamma(x).
    Type *F = T->getWithNewType(B.getFloatTy());
    Value *X = B.CreateFPCast(arg(0), F);
    auto Positive = [&](Value *Z) {
      Value *P = fp(F, 1.0), *Y = Z;
      for (int I = 0; I != 8; ++I) {
        Value *Small = B.CreateFCmpOLT(Y, fp(F, 8.0));
        P = B.CreateSelect(Small, B.CreateFMul(P, Y), P);
        Y = B.CreateSelect(Small, B.CreateFAdd(Y, fp(F, 1.0)), Y);
      }
      Value *InvY = B.CreateFDiv(fp(F, 1.0), Y), *Inv2 = B.CreateFMul(InvY, InvY);
      Value *Series = B.CreateFMul(
          InvY, B.CreateIntrinsic(Intrinsic::fma, {F},
                                  {Inv2, B.CreateIntrinsic(Intrinsic::fma, {F},
                                                           {Inv2, fp(F, 1.0 / 1260), fp(F, -1.0 / 360)}),
                                   fp(F, 1.0 / 12)}));
      Value *LnY = air("log", {Y}, F);
      Value *S = B.CreateFSub(B.CreateFMul(B.CreateFSub(Y, fp(F, 0.5)), LnY), Y);
      S = B.CreateFAdd(S, fp(F, 0.5 * std::log(2 * M_PI)));
      S = B.CreateFAdd(S, Series);
      return B.CreateFSub(S, air("log", {P}, F));
    };
    Value *AX = air("fabs", {X}, F);
    Value *Neg = B.CreateFCmpOLT(X, fp(F, 0.0));
    // For x < 0 the positive side is 1 - x; for x >= 0, x itself.
    Value *Z = B.CreateSelect(Neg, B.CreateFSub(fp(F, 1.0), X), X);
    Value *LG = Positive(Z);
    Value *Sin = air("sinpi", {X}, F);
    Value *Reflected = B.CreateFSub(
        air("log", {B.CreateFDiv(fp(F, M_PI), air("fabs", {Sin}, F))}, F), LG);
    Value *R = B.CreateSelect(Neg, Reflected, LG);
    // Poles (zero and negative integers) and infinities: +inf; NaN stays.
    Value *Pole = B.CreateOr(B.CreateFCmpOEQ(AX, fp(F, INFINITY)),
                             B.CreateAnd(B.CreateFCmpOLE(X, fp(F, 0.0)),
                                         B.CreateFCmpOEQ(air("trunc", {X}, F), X)));
    R = B.CreateSelect(Pole, fp(F, INFINITY), R);
    R = B.CreateSelect(B.CreateFCmpUNO(X, X), X, R);
    if (Base == "lgamma_r") {
      // The sign: +1 for x > 0, +0 and NaN; for x < 0 and -0, that of
      // sin(pi x) where it is positive, else -1 (so -1 at -0, at the poles
      // and at -inf, as pocl gives them).
      Type *IT = T->getWithNewType(B.getInt32Ty());
      Value *MinusZero = B.CreateAnd(B.CreateFCmpOEQ(X, fp(F, 0.0)),
                                     B.CreateFCmpOLT(air("copysign", {fp(F, 1.0), X}, F), fp(F, 0.0)));
      Value *Negative = B.CreateSelect(B.CreateFCmpOGT(Sin, fp(F, 0.0)), ConstantInt::get(IT, 1),
                                       ConstantInt::get(IT, -1));
      Value *Sign = B.CreateSelect(B.CreateOr(Neg, MinusZero), Negative, ConstantInt::get(IT, 1));
      B.CreateStore(Sign, arg(1));
    }
    return B.CreateFPCast(R, T);
  }
  if (Base == "tgamma") {
    // Gamma(x) in float (half widened), within 16 ULPs as OpenCL asks.
    // With x = n + f (n an integer, f in [0, 1)), Gamma(x) = Gamma(1 + f)
    // (1 + f)(2 + f)...(n - 1 + f), or Gamma(1 + f) / f for n = 0. Gamma(1
    // + f) is a polynomial; the product is carried in two floats (each k + f
    // split exactly, each product's error recovered by an fma), scaled by
    // 2^-32 so that it stays finite wherever Gamma(x) or the reflection needs
    // it. Modelled in binary32 over (-33, 35): at most 2.4 ULPs before
    // sinpi's error. For -1 <= x < 0, Gamma(1 + x) / x; below -1 the
    // reflection pi / (sin(pi x) Gamma(1 - x)), with 1 - x split as n + f
    // exactly (f = frac(-x)), not rounded.
    Type *F = T->getWithNewType(B.getFloatTy());
    Value *X = B.CreateFPCast(arg(0), F);
    Value *NX = B.CreateFNeg(X);
    Value *Reflect = B.CreateFCmpOLT(X, fp(F, -1.0));
    Value *Small = B.CreateFCmpOLT(X, fp(F, 0.0));
    Value *Y = B.CreateSelect(Small, B.CreateFAdd(X, fp(F, 1.0)), X);
    Value *FloorY = air("floor", {Y}, F), *FloorNX = air("floor", {NX}, F);
    Value *Count = B.CreateSelect(Reflect, B.CreateFAdd(FloorNX, fp(F, 1.0)), FloorY);
    Value *Frac = B.CreateSelect(Reflect, B.CreateFSub(NX, FloorNX), B.CreateFSub(Y, FloorY));
    Value *G = nullptr;
    auto FMA = [&](Value *A, Value *M, Value *C) {
      return B.CreateIntrinsic(Intrinsic::fma, {F}, {A, M, C});
    };
    Value *Tpos = B.CreateFSub(B.CreateFMul(Frac, fp(F, 2.0)), fp(F, 1.0));
    std::array<double, 12> Poly = gammaOnePlusPolynomial();
    for (double C : reverse(Poly))
      G = G ? (Value *)FMA(G, Tpos, fp(F, C)) : fp(F, C);
    constexpr double Scale = 0x1p-32;
    SmallVector<Value *, 4> HL = countedLoop(
        40, {fp(F, Scale), fp(F, 0.0)}, "tgamma.product", [&](Value *I, ArrayRef<Value *> V) {
          Value *H = V[0], *L = V[1];
          Value *K = widen(B.CreateUIToFP(I, B.getFloatTy()), F);
          Value *S = B.CreateFAdd(K, Frac);
          Value *E = B.CreateFAdd(B.CreateFSub(K, S), Frac);
          Value *P = B.CreateFMul(H, S);
          Value *Low = FMA(H, E, FMA(L, S, FMA(H, S, B.CreateFNeg(P))));
          Value *Hi = B.CreateFAdd(P, Low);
          Value *Lo = B.CreateFSub(Low, B.CreateFSub(Hi, P));
          Value *Active = B.CreateFCmpOLT(K, Count);
          return SmallVector<Value *, 4>{B.CreateSelect(Active, Hi, H),
                                         B.CreateSelect(Active, Lo, L)};
        });
    // Gamma(n + f) 2^-32.
    Value *Scaled = FMA(G, HL[0], B.CreateFMul(G, HL[1]));
    Scaled = B.CreateSelect(B.CreateFCmpOEQ(Count, fp(F, 0.0)), B.CreateFDiv(Scaled, Frac), Scaled);
    Value *Direct = B.CreateFMul(Scaled, fp(F, 1 / Scale));
    Direct = B.CreateSelect(Small, B.CreateFDiv(Direct, X), Direct);
    Value *Sin = air("sinpi", {X}, F);
    Value *Reflected = B.CreateFMul(
        B.CreateFDiv(fp(F, M_PI), B.CreateFMul(Sin, Scaled)), fp(F, Scale));
    Value *R = B.CreateSelect(Reflect, Reflected, Direct);
    // Overflow beyond 35.04; below -40 the magnitude is under 1e-47, a zero
    // of sin(pi x)'s sign; +-0 gives +-inf, the negative integers and -inf
    // NaN, and a NaN stays.
    R = B.CreateSelect(B.CreateFCmpOGT(X, fp(F, 36.0)), fp(F, INFINITY), R);
    R = B.CreateSelect(B.CreateFCmpOLT(X, fp(F, -40.0)), air("copysign", {fp(F, 0.0), Sin}, F), R);
    R = B.CreateSelect(B.CreateFCmpOEQ(X, fp(F, 0.0)), air("copysign", {fp(F, INFINITY), X}, F), R);
    R = B.CreateSelect(B.CreateAnd(Small, B.CreateFCmpOEQ(air("floor", {X}, F), X)), fp(F, NAN), R);
    R = B.CreateSelect(B.CreateFCmpUNO(X, X), X, R);
    return B.CreateFPCast(R, T);
  }
  if (Base == "remquo") {
    // remainder(x, y), and the low seven bits of the quotient's magnitude
    // with the sign of x / y stored (6.12.2). r = fmod(|x|, 128|y|) is
    // exact; q = trunc(r / |y|) may be one too many where the division
    // rounds up, which r - q |y| (exact in one fma) shows; then the round
    // to nearest even of the remainder.
    Value *X = Arg(0), *Y = Arg(1);
    Type *IT = T->getWithNewType(B.getInt32Ty());
    Value *AX = air("fabs", {X}, T), *AY = air("fabs", {Y}, T);
    Value *Big = B.CreateFMul(AY, fp(T, 128.0));
    Value *R = B.CreateSelect(B.CreateFCmpOEQ(Big, fp(T, INFINITY)), AX, B.CreateFRem(AX, Big));
    Value *Q = air("trunc", {B.CreateFDiv(R, AY)}, T);
    Value *Rem = B.CreateIntrinsic(Intrinsic::fma, {T}, {B.CreateFNeg(Q), AY, R});
    Value *Over = B.CreateFCmpOLT(Rem, fp(T, 0.0));
    Q = B.CreateSelect(Over, B.CreateFSub(Q, fp(T, 1.0)), Q);
    Rem = B.CreateSelect(Over, B.CreateFAdd(Rem, AY), Rem);
    Value *QI = B.CreateFPToSI(Q, IT);
    Value *Odd = B.CreateICmpNE(B.CreateAnd(QI, ConstantInt::get(IT, 1)), Constant::getNullValue(IT));
    Value *Half = B.CreateFMul(AY, fp(T, 0.5));
    Value *Up = B.CreateOr(B.CreateFCmpOGT(Rem, Half),
                           B.CreateAnd(B.CreateFCmpOEQ(Rem, Half), Odd));
    Rem = B.CreateSelect(Up, B.CreateFSub(Rem, AY), Rem);
    QI = B.CreateSelect(Up, B.CreateAdd(QI, ConstantInt::get(IT, 1)), QI);
    QI = B.CreateAnd(QI, ConstantInt::get(IT, 127));
    Value *SignX = B.CreateFCmpOLT(air("copysign", {fp(T, 1.0), X}, T), fp(T, 0.0));
    Value *SignY = B.CreateFCmpOLT(air("copysign", {fp(T, 1.0), Y}, T), fp(T, 0.0));
    QI = B.CreateSelect(B.CreateXor(SignX, SignY), B.CreateNeg(QI), QI);
    Rem = B.CreateSelect(SignX, B.CreateFNeg(Rem), Rem);
    Value *Bad = B.CreateOr(B.CreateFCmpUEQ(AY, fp(T, 0.0)),
                            B.CreateFCmpUEQ(AX, fp(T, INFINITY)));
    B.CreateStore(B.CreateSelect(Bad, Constant::getNullValue(IT), QI), arg(2));
    return B.CreateSelect(Bad, fp(T, NAN), Rem);
  }
  if (Base == "remainder") {
    // x - n y with n the integer nearest x / y (ties to even), exactly:
    // r = fmod(|x|, 2|y|) is exact and gives the quotient's parity; then at
    // most two exact subtractions (Sterbenz) bring r within |y| / 2.
    Value *X = Arg(0), *AY = air("fabs", {Arg(1)}, T);
    Value *AX = air("fabs", {X}, T);
    Value *TwoY = B.CreateFMul(AY, fp(T, 2.0));
    // 2|y| overflows only where |x| < 2|y| anyway.
    Value *R = B.CreateSelect(B.CreateFCmpOEQ(TwoY, fp(T, INFINITY)), AX,
                              B.CreateFRem(AX, TwoY));
    Value *Odd = B.CreateFCmpOGE(R, AY);
    R = B.CreateSelect(Odd, B.CreateFSub(R, AY), R);
    Value *Half = B.CreateFMul(AY, fp(T, 0.5));
    Value *Up = B.CreateOr(B.CreateFCmpOGT(R, Half),
                           B.CreateAnd(B.CreateFCmpOEQ(R, Half), Odd));
    R = B.CreateSelect(Up, B.CreateFSub(R, AY), R);
    // The sign of x (of -0 too); NaN for y = 0 and for x infinite.
    Value *NegativeX = B.CreateFCmpOLT(air("copysign", {fp(T, 1.0), X}, T), fp(T, 0.0));
    R = B.CreateSelect(NegativeX, B.CreateFNeg(R), R);
    Value *Bad = B.CreateOr(B.CreateFCmpUEQ(AY, fp(T, 0.0)),
                            B.CreateFCmpUEQ(AX, fp(T, INFINITY)));
    return B.CreateSelect(Bad, fp(T, NAN), R);
  }
  return unsupported();
}

/// Integer functions (6.12.3).
Expected<Value *> CallLowering::lowerInteger(StringRef Base) {
  Type *T = type();
  bool Signed = firstSigned();
  unsigned Bits = T->getScalarSizeInBits();
  static const StringRef Direct[] = {"abs_diff", "add_sat", "hadd", "rhadd",
                                     "clz", "ctz", "mad_hi", "mad_sat", "max",
                                     "min", "mul_hi", "rotate", "sub_sat",
                                     "popcount", "clamp"};
  if (Base == "abs")
    return Signed ? air("abs", {arg(0)}, T, true) : arg(0);
  if (is_contained(Direct, Base))
    return airElementwise(Base, Signed);
  if (Base == "mul24" || Base == "mad24") {
    // Defined for operands of 24 bits, where the 32-bit product is exact.
    Value *P = B.CreateMul(arg(0), arg(1));
    return Base == "mad24" ? B.CreateAdd(P, arg(2)) : P;
  }
  if (Base == "upsample") {
    // (hi << bits) | lo, in the result's double width.
    Value *Hi = Signed ? B.CreateSExt(arg(0), T) : B.CreateZExt(arg(0), T);
    Value *Lo = B.CreateZExt(arg(1), T);
    return B.CreateOr(B.CreateShl(Hi, ConstantInt::get(T, Bits / 2)), Lo);
  }
  return unsupported();
}

/// Relational functions (6.12.6).
Expected<Value *> CallLowering::lowerRelational(StringRef Base) {
  Value *X = arg(0);
  Type *XT = X->getType();
  auto Cmp = StringSwitch<std::optional<CmpInst::Predicate>>(Base)
                 .Case("isequal", CmpInst::FCMP_OEQ)
                 .Case("isnotequal", CmpInst::FCMP_UNE)
                 .Case("isgreater", CmpInst::FCMP_OGT)
                 .Case("isgreaterequal", CmpInst::FCMP_OGE)
                 .Case("isless", CmpInst::FCMP_OLT)
                 .Case("islessequal", CmpInst::FCMP_OLE)
                 .Case("islessgreater", CmpInst::FCMP_ONE)
                 .Case("isordered", CmpInst::FCMP_ORD)
                 .Case("isunordered", CmpInst::FCMP_UNO)
                 .Default(std::nullopt);
  if (Cmp)
    return relationalResult(B.CreateFCmp(*Cmp, X, arg(1)), XT);
  if (Base == "isnan")
    return relationalResult(B.CreateFCmpUNO(X, X), XT);
  if (Base == "isinf" || Base == "isfinite" || Base == "isnormal") {
    Value *A = air("fabs", {X}, XT);
    Constant *Inf = fp(XT, INFINITY);
    Value *C = Base == "isinf"      ? B.CreateFCmpOEQ(A, Inf)
               : Base == "isfinite" ? B.CreateFCmpOLT(A, Inf)
                                    : B.CreateAnd(B.CreateFCmpOLT(A, Inf),
                                                  B.CreateFCmpOGE(A, ConstantFP::get(XT, APFloat::getSmallestNormalized(XT->getScalarType()->getFltSemantics()))));
    return relationalResult(C, XT);
  }
  if (Base == "signbit") {
    Type *IT = XT->getWithNewType(B.getIntNTy(XT->getScalarSizeInBits()));
    return relationalResult(B.CreateICmpSLT(B.CreateBitCast(X, IT), Constant::getNullValue(IT)), XT);
  }
  if (Base == "any" || Base == "all") {
    // The most significant bit of each element.
    Value *Neg = B.CreateICmpSLT(X, Constant::getNullValue(XT));
    Value *R = XT->isVectorTy()
                   ? (Base == "any" ? B.CreateOrReduce(Neg) : B.CreateAndReduce(Neg))
                   : Neg;
    return B.CreateZExt(R, type());
  }
  if (Base == "bitselect") {
    // Each bit from b where c's is set, else from a.
    Type *T = type();
    Type *IT = T->getWithNewType(B.getIntNTy(T->getScalarSizeInBits()));
    Value *A = B.CreateBitCast(arg(0), IT), *Bv = B.CreateBitCast(arg(1), IT),
          *C = B.CreateBitCast(arg(2), IT);
    return B.CreateBitCast(B.CreateOr(B.CreateAnd(A, B.CreateNot(C)), B.CreateAnd(Bv, C)), T);
  }
  if (Base == "select") {
    // c ? b : a; for vectors the most significant bit of c's element.
    Value *C = arg(2);
    Value *Cond = C->getType()->isVectorTy()
                      ? B.CreateICmpSLT(C, Constant::getNullValue(C->getType()))
                      : B.CreateICmpNE(C, Constant::getNullValue(C->getType()));
    return B.CreateSelect(Cond, arg(1), arg(0));
  }
  return unsupported();
}

/// A float (or float vector) narrowed to half rounding as \p Round says
/// (rte, rtz, rtp, rtn): the nearest-even result, widened back and compared
/// exactly with \p X, moved one step through its bits where it lies on the
/// wrong side (a half's magnitude is monotonic in its low 15 bits; the step
/// from an infinity is the largest finite value, from a zero the smallest
/// subnormal). NaNs stay.
Value *CallLowering::narrowToHalf(Value *X, Type *HalfTy, StringRef Round) {
  Value *H = B.CreateFPTrunc(X, HalfTy);
  if (Round.empty() || Round == "rte")
    return H;
  Type *XT = X->getType();
  Type *IT = HalfTy->getWithNewType(B.getInt16Ty());
  Value *Back = B.CreateFPExt(H, XT);
  Value *Bits = B.CreateBitCast(H, IT);
  Value *Negative = B.CreateICmpSLT(Bits, Constant::getNullValue(IT));
  // One step up (toward +inf) and down in value, as bit patterns.
  auto Step = [&](bool Up) {
    // Away from zero: +1 on the magnitude; toward zero: -1; a zero steps
    // to the smallest subnormal of the direction's sign.
    Value *Away = Up ? B.CreateNot(Negative) : Negative;
    Value *Moved = B.CreateSelect(Away, B.CreateAdd(Bits, ConstantInt::get(IT, 1)),
                                  B.CreateSub(Bits, ConstantInt::get(IT, 1)));
    Value *Zero = B.CreateICmpEQ(B.CreateAnd(Bits, ConstantInt::get(IT, 0x7fff)),
                                 Constant::getNullValue(IT));
    Moved = B.CreateSelect(Zero, ConstantInt::get(IT, Up ? 0x0001 : 0x8001), Moved);
    return B.CreateBitCast(Moved, HalfTy);
  };
  Value *Above = B.CreateFCmpOGT(Back, X), *Below = B.CreateFCmpOLT(Back, X);
  Value *Down = Step(false), *UpV = Step(true);
  if (Round == "rtp")
    return B.CreateSelect(Below, UpV, H);
  if (Round == "rtn")
    return B.CreateSelect(Above, Down, H);
  // rtz: down above zero, up below it.
  Value *Pos = B.CreateFCmpOGT(X, ConstantFP::get(XT, 0.0));
  return B.CreateSelect(B.CreateAnd(Above, Pos), Down,
                        B.CreateSelect(B.CreateAnd(Below, B.CreateNot(Pos)), UpV, H));
}

/// convert_<type>[_sat][_rte|_rtz|_rtp|_rtn] (6.2.3).
Expected<Value *> CallLowering::lowerConvert(StringRef Base) {
  Value *X = arg(0);
  Type *From = X->getType(), *To = type();
  StringRef Dest = Base.drop_front(strlen("convert_"));
  bool Sat = false;
  StringRef Round;
  for (StringRef R : {"_rte", "_rtz", "_rtp", "_rtn"})
    if (Dest.consume_back(R))
      Round = R.drop_front();
  if (Dest.consume_back("_sat"))
    Sat = true;
  bool ToSigned = !Dest.starts_with("u");
  bool FromSigned = firstSigned();
  bool FromFloat = From->isFPOrFPVectorTy(), ToFloat = To->isFPOrFPVectorTy();
  if (ToFloat) {
    // _sat is not allowed with a floating-point destination. Rounding to
    // nearest even is LLVM's; widening is exact.
    bool Exact = FromFloat && To->getScalarSizeInBits() >= From->getScalarSizeInBits();
    if (FromFloat && (Exact || Round.empty() || Round == "rte"))
      return B.CreateFPCast(X, To);
    if (FromFloat && From->getScalarType()->isFloatTy() && To->getScalarType()->isHalfTy())
      return narrowToHalf(X, To, Round);
    if (!FromFloat && (Round.empty() || Round == "rte"))
      return FromSigned ? B.CreateSIToFP(X, To) : B.CreateUIToFP(X, To);
    // Other modes from integers of up to 32 bits: the nearest-even result,
    // compared exactly with the integer (in 64 bits), moved one step where
    // it lies on the wrong side. (Every such integer is a float whose
    // neighbours are integers too.)
    if (FromFloat || From->getScalarSizeInBits() > 32 || !To->getScalarType()->isFloatTy())
      return unsupported("rounding mode _" + Round + " from " +
                         (FromFloat ? "a floating-point type" : "this type") +
                         " to a floating-point type");
    Type *Wide = From->getWithNewBitWidth(64);
    Value *XW = FromSigned ? B.CreateSExt(X, Wide) : B.CreateZExt(X, Wide);
    Value *R = FromSigned ? B.CreateSIToFP(X, To) : B.CreateUIToFP(X, To);
    // r back as an integer: exact, |r| <= 2^32.
    Value *Back = B.CreateFPToSI(R, Wide);
    Value *Above = B.CreateICmpSGT(Back, XW), *Below = B.CreateICmpSLT(Back, XW);
    Value *Down = air("nextafter", {R, fp(To, -INFINITY)}, To);
    Value *UpV = air("nextafter", {R, fp(To, INFINITY)}, To);
    if (Round == "rtp")
      return B.CreateSelect(Below, UpV, R);
    if (Round == "rtn")
      return B.CreateSelect(Above, Down, R);
    // rtz: toward zero, down for positive values and up for negative ones.
    Value *Neg = B.CreateICmpSLT(XW, Constant::getNullValue(Wide));
    return B.CreateSelect(B.CreateAnd(Above, B.CreateNot(Neg)), Down,
                          B.CreateSelect(B.CreateAnd(Below, Neg), UpV, R));
  }
  unsigned Bits = To->getScalarSizeInBits();
  if (FromFloat) {
    // Round as asked (the default toward zero), then convert; with _sat,
    // out-of-range values clamp and NaN gives 0.
    if (Round == "rte")
      X = air("rint", {X}, From);
    else if (Round == "rtp")
      X = air("ceil", {X}, From);
    else if (Round == "rtn")
      X = air("floor", {X}, From);
    Value *R = ToSigned ? B.CreateFPToSI(X, To) : B.CreateFPToUI(X, To);
    if (!Sat)
      return R;
    APInt Max = ToSigned ? APInt::getSignedMaxValue(Bits) : APInt::getMaxValue(Bits);
    APInt Min = ToSigned ? APInt::getSignedMinValue(Bits) : APInt::getZero(Bits);
    // 2^(bits-1) or 2^bits, and -2^(bits-1): exact in every float type
    // with the range (half's 65504 clamps every 16-bit and wider type).
    double Hi = std::ldexp(1.0, ToSigned ? Bits - 1 : Bits);
    double Lo = ToSigned ? -Hi : 0.0;
    R = B.CreateSelect(B.CreateFCmpOGE(X, fp(From, Hi)), ConstantInt::get(To, Max), R);
    R = B.CreateSelect(B.CreateFCmpOLT(X, fp(From, Lo)), ConstantInt::get(To, Min), R);
    return B.CreateSelect(B.CreateFCmpUNO(X, X), Constant::getNullValue(To), R);
  }
  // Integer to integer: rounding modes change nothing.
  unsigned FromBits = From->getScalarSizeInBits();
  if (Sat) {
    // Clamp in the wider of the two widths, with the source's signedness.
    unsigned W = std::max(Bits, FromBits) + 1;
    Type *WT = From->getWithNewBitWidth(W);
    Value *V = FromSigned ? B.CreateSExt(X, WT) : B.CreateZExt(X, WT);
    APInt Max = (ToSigned ? APInt::getSignedMaxValue(Bits) : APInt::getMaxValue(Bits)).zext(W);
    APInt Min = ToSigned ? APInt::getSignedMinValue(Bits).sext(W) : APInt::getZero(W);
    V = B.CreateBinaryIntrinsic(Intrinsic::smin, V, ConstantInt::get(WT, Max));
    V = B.CreateBinaryIntrinsic(Intrinsic::smax, V, ConstantInt::get(WT, Min));
    return B.CreateTrunc(V, To);
  }
  return B.CreateIntCast(X, To, FromSigned);
}

/// vloadn, vstoren, vload_half[n], vstore_half[n], vloada_half[n],
/// vstorea_half[n] (6.12.7).
Expected<Value *> CallLowering::lowerVectorMemory(StringRef Base) {
  bool Load = Base.starts_with("vload");
  StringRef Rest = Base.drop_front(Load ? 5 : 6);
  bool Aligned = Rest.consume_front("a");
  bool Half = Rest.consume_front("_half");
  StringRef Round;
  for (StringRef R : {"_rte", "_rtz", "_rtp", "_rtn"})
    if (Rest.consume_back(R))
      Round = R.drop_front();
  unsigned Count = 1;
  if (!Rest.empty() && Rest.getAsInteger(10, Count))
    return unsupported();
  if (!Half && Count < 2)
    return unsupported();
  // (offset, p) for loads, (data, offset, p) for stores.
  Value *Data = Load ? nullptr : arg(0);
  Value *Offset = arg(Load ? 0 : 1), *Ptr = arg(Load ? 1 : 2);
  Type *ValueTy = Load ? type() : Data->getType();
  Type *Elt = Half ? B.getHalfTy() : ValueTy->getScalarType();
  // vloada_half3 steps by four halves; every other form by n elements.
  unsigned Stride = Aligned && Count == 3 ? 4 : Count;
  Value *Index = B.CreateMul(Offset, ConstantInt::get(Offset->getType(), Stride));
  Value *Addr = B.CreateGEP(Elt, Ptr, Index);
  Type *MemTy = Count == 1 ? Elt : (Type *)FixedVectorType::get(Elt, Count);
  Align A(Elt->getScalarSizeInBits() / 8 * (Aligned ? Stride : 1));
  if (Load) {
    Value *V = B.CreateAlignedLoad(MemTy, Addr, A);
    return Half ? B.CreateFPExt(V, type()) : V;
  }
  if (Half && !Data->getType()->getScalarType()->isFloatTy() && !Round.empty() &&
      Round != "rte")
    return unsupported("rounding mode _" + Round + " from double");
  Value *V = Half ? narrowToHalf(Data, MemTy, Round) : Data;
  B.CreateAlignedStore(V, Addr, A);
  return nullptr;
}

/// atomic_<op> (6.12.11) and the cl_khr_*_atomics extensions' atom_<op>:
/// relaxed read-modify-writes, as AIR's atomics with memory_order_relaxed
/// at the scope of the memory they touch.
Expected<Value *> CallLowering::lowerAtomic(StringRef Base) {
  StringRef Op = Base.drop_front(Base.starts_with("atomic_") ? 7 : 5);
  if (N.Params.empty() || !N.Params[0].Pointer)
    return unsupported();
  unsigned AS = N.Params[0].AddressSpace;
  if (AS != 1 && AS != 3)
    return unsupported("an atomic on a pointer in address space " + Twine(AS));
  std::string Space = AS == 1 ? "global" : "local";
  Value *Scope = B.getInt32(AS == 1 ? 2 : 1);
  Type *T = type();
  Value *Ptr = arg(0);
  bool Signed = firstSigned();
  auto Call_ = [&](StringRef O, ArrayRef<Value *> Extra, std::optional<bool> S) {
    SmallVector<Value *, 6> Args = {Ptr};
    Args.append(Extra.begin(), Extra.end());
    Args.append({B.getInt32(0), Scope, B.getTrue()});
    std::string Name = ("atomic." + Space + "." + O).str();
    return air(Name, Args, T, T->isFloatingPointTy() ? std::nullopt : S);
  };
  if (Op == "inc" || Op == "dec")
    return Call_(Op == "inc" ? "add" : "sub", {ConstantInt::get(T, 1)}, Signed);
  if (Op == "xchg")
    return Call_("xchg", {arg(1)}, std::nullopt);
  if (Op == "add" || Op == "sub" || Op == "and" || Op == "or" || Op == "xor")
    return Call_(Op, {arg(1)}, Signed);
  if (Op == "min" || Op == "max")
    return Call_(Op, {arg(1)}, Signed);
  if (Op == "cmpxchg") {
    // AIR's compare-exchange takes the expected value by address and
    // stores the old value there: (ptr, expected*, desired, success order,
    // failure order, scope, volatile).
    IRBuilder<> Entry(&*Call.getFunction()->getEntryBlock().getFirstInsertionPt());
    AllocaInst *Expected = Entry.CreateAlloca(T);
    B.CreateStore(arg(1), Expected);
    std::string Name = ("air.atomic." + Space + ".cmpxchg.strong." + air::typeSuffix(T));
    FunctionCallee F = M.getOrInsertFunction(
        Name, FunctionType::get(B.getInt1Ty(),
                                {Ptr->getType(), Expected->getType(), T, B.getInt32Ty(),
                                 B.getInt32Ty(), B.getInt32Ty(), B.getInt1Ty()},
                                false));
    B.CreateCall(F, {Ptr, Expected, arg(2), B.getInt32(0), B.getInt32(0), Scope, B.getTrue()});
    return B.CreateLoad(T, Expected);
  }
  return unsupported();
}

/// AIR's memory flags for OpenCL's cl_mem_fence_flags: CLK_LOCAL_MEM_FENCE
/// (1) is mem_threadgroup (2), CLK_GLOBAL_MEM_FENCE (2) mem_device (1),
/// CLK_IMAGE_MEM_FENCE (4) mem_texture (4).
static Value *memFlags(IRBuilder<> &B, Value *Flags) {
  if (auto *C = dyn_cast<ConstantInt>(Flags)) {
    uint64_t F = C->getZExtValue();
    return B.getInt32((F & 1 ? 2 : 0) | (F & 2 ? 1 : 0) | (F & 4));
  }
  Value *Local = B.CreateShl(B.CreateAnd(Flags, 1), 1);
  Value *Global = B.CreateLShr(B.CreateAnd(Flags, 2), 1);
  return B.CreateOr(B.CreateOr(Local, Global), B.CreateAnd(Flags, 4));
}

/// barrier, work_group_barrier, mem_fence, read_mem_fence, write_mem_fence
/// (6.12.8, 6.12.9).
Expected<Value *> CallLowering::lowerSync(StringRef Base) {
  Value *Flags = memFlags(B, arg(0));
  if (Base == "barrier" || Base == "work_group_barrier") {
    Value *Call = air("wg.barrier", {Flags, B.getInt32(1)}, B.getVoidTy());
    cast<CallInst>(Call)->getCalledFunction()->setConvergent();
    // AIR's name has no type suffix.
    return nullptr;
  }
  // A fence of both orders: sequentially consistent, at device scope when
  // it orders device memory.
  FunctionCallee F = M.getOrInsertFunction(
      "air.atomic.fence",
      FunctionType::get(B.getVoidTy(), {B.getInt32Ty(), B.getInt32Ty(), B.getInt32Ty()}, false));
  B.CreateCall(F, {Flags, B.getInt32(5), B.getInt32(2)});
  return nullptr;
}

/// async_work_group_copy, async_work_group_strided_copy, wait_group_events,
/// prefetch (6.12.10): the work-group's work-items copy the elements
/// between them (work-item i copies i, i + local size, ...); waiting is a
/// barrier over both memories, which every work-item reaches as the
/// specification requires. Events carry nothing.
Expected<Value *> CallLowering::lowerAsyncCopy(StringRef Base) {
  if (Base == "prefetch")
    return nullptr;
  if (Base == "wait_group_events") {
    Value *Call = air("wg.barrier", {B.getInt32(3), B.getInt32(1)}, B.getVoidTy());
    cast<CallInst>(Call)->getCalledFunction()->setConvergent();
    return nullptr;
  }
  bool Strided = Base == "async_work_group_strided_copy";
  if (N.Params.empty() || !N.Params[0].Pointer)
    return unsupported();
  Type *Elt = N.Params[0].type(Ctx);
  if (!Elt)
    return unsupported();
  Value *Dst = arg(0), *Src = arg(1), *Count = arg(2);
  Value *Stride = Strided ? arg(3) : ConstantInt::get(Count->getType(), 1);
  bool ToLocal = N.Params[0].AddressSpace == 3;
  Type *SizeT = Count->getType();
  // The linear local ID and the work-group's size (the product over x, y
  // and z), as the work-item functions the kernel ABI maps next.
  FunctionCallee LinearID = M.getOrInsertFunction(
      "_Z19get_local_linear_idv", FunctionType::get(SizeT, {}, false));
  FunctionCallee LocalSize = M.getOrInsertFunction(
      "_Z14get_local_sizej", FunctionType::get(SizeT, {B.getInt32Ty()}, false));
  Value *Start = B.CreateCall(LinearID, {});
  Value *Size = B.CreateCall(LocalSize, {B.getInt32(0)});
  for (unsigned D : {1, 2})
    Size = B.CreateMul(Size, B.CreateCall(LocalSize, {B.getInt32(D)}));
  // for (i = Start; i < Count; i += Size) dst[i'] = src[i'']
  BasicBlock *Before = Call.getParent();
  BasicBlock *After = Before->splitBasicBlock(&Call, "copy.done");
  Function *Fn = Before->getParent();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "copy.loop", Fn, After);
  Before->getTerminator()->eraseFromParent();
  B.SetInsertPoint(Before);
  B.CreateCondBr(B.CreateICmpULT(Start, Count), Loop, After);
  B.SetInsertPoint(Loop);
  PHINode *I = B.CreatePHI(SizeT, 2);
  I->addIncoming(Start, Before);
  Value *SrcIndex = ToLocal ? B.CreateMul(I, Stride) : I;
  Value *DstIndex = ToLocal ? I : B.CreateMul(I, Stride);
  Value *V = B.CreateLoad(Elt, B.CreateGEP(Elt, Src, SrcIndex));
  B.CreateStore(V, B.CreateGEP(Elt, Dst, DstIndex));
  Value *Next = B.CreateAdd(I, Size);
  I->addIncoming(Next, Loop);
  B.CreateCondBr(B.CreateICmpULT(Next, Count), Loop, After);
  B.SetInsertPoint(&Call);
  // The event is the one passed in (zero for a new copy).
  return arg(Strided ? 4 : 3);
}

/// shuffle(x, mask), shuffle2(x, y, mask) (6.12.12): element i of the
/// result is x's (or the concatenation's) element mask[i] modulo its size.
Value *CallLowering::shuffle() {
  bool Two = N.Base == "shuffle2";
  Value *X = arg(0);
  Value *Mask = arg(Two ? 2 : 1);
  auto *XT = cast<FixedVectorType>(X->getType());
  auto *RT = cast<FixedVectorType>(type());
  unsigned In = XT->getNumElements() * (Two ? 2 : 1);
  Value *Source = X;
  if (Two) {
    SmallVector<int, 32> Concat;
    for (unsigned I = 0; I != In; ++I)
      Concat.push_back(I);
    Source = B.CreateShuffleVector(X, arg(1), Concat);
  }
  Value *R = PoisonValue::get(RT);
  for (unsigned I = 0; I != RT->getNumElements(); ++I) {
    Value *Index = B.CreateExtractElement(Mask, I);
    Index = B.CreateAnd(Index, ConstantInt::get(Index->getType(), In - 1));
    R = B.CreateInsertElement(R, B.CreateExtractElement(Source, Index), I);
  }
  return R;
}

Expected<Value *> CallLowering::lower() {
  StringRef Base = N.Base;
  Type *FirstTy = args() ? arg(0)->getType() : nullptr;
  bool FloatOperand = FirstTy && FirstTy->isFPOrFPVectorTy();
  if (Base.starts_with("convert_"))
    return lowerConvert(Base);
  if (Base.starts_with("vload") || Base.starts_with("vstore"))
    return lowerVectorMemory(Base);
  if (Base.starts_with("atomic_") || Base.starts_with("atom_"))
    return lowerAtomic(Base);
  if (Base == "barrier" || Base == "work_group_barrier" || Base.ends_with("mem_fence"))
    return lowerSync(Base);
  if (Base.starts_with("async_work_group") || Base == "wait_group_events" ||
      Base == "prefetch")
    return lowerAsyncCopy(Base);
  if (Base == "shuffle" || Base == "shuffle2")
    return shuffle();
  if (Base.starts_with("is") || Base == "signbit" || Base == "any" || Base == "all" ||
      Base == "bitselect" || Base == "select")
    return lowerRelational(Base);
  if (Base == "printf")
    return unsupported("printf has no AIR counterpart");
  if (FloatOperand || Base == "nan")
    return lowerMath(Base);
  if (FirstTy && FirstTy->isIntOrIntVectorTy())
    return lowerInteger(Base);
  return unsupported();
}

Error opencl::detail::lowerBuiltins(Module &M, bool FastMath) {
  std::vector<Function *> Declarations;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with("_Z"))
      Declarations.push_back(&F);
  for (Function *F : Declarations) {
    std::optional<MangledName> N = demangle(F->getName());
    if (!N)
      return fail("cannot read the OpenCL builtin name '" + F->getName() + "'");
    if (isWorkItemFunction(N->Base) || isImageFunction(N->Base))
      continue;
    for (User *U : make_early_inc_range(F->users())) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getCalledFunction() != F)
        return fail("'" + F->getName() + "' is used other than by a call");
      CallLowering L(*Call, *N, FastMath);
      Expected<Value *> V = L.lower();
      if (!V)
        return createStringError(inconvertibleErrorCode(),
                                 "in '" + Call->getFunction()->getName() + "': " +
                                     toString(V.takeError()));
      if (*V)
        Call->replaceAllUsesWith(*V);
      Call->eraseFromParent();
    }
    if (F->use_empty())
      F->eraseFromParent();
  }
  return Error::success();
}
