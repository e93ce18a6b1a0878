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
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <cstring>
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {


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

/// air.pack.<s|u>norm<N>x<B>.<type>(vector) and air.unpack.<...>.<type>(int):
/// MSL's normalized packing (6.13): each element clamped to [0, 1] or
/// [-1, 1], scaled by 2^B - 1 or 2^(B-1) - 1, rounded to nearest even, and
/// stored with element 0 in the low bits; unpacking divides back, snorm's
/// most negative code giving -1. Also unorm.rgb10a2 (10, 10, 10, 2 bits).
std::optional<Value *> lowerPack(IRBuilderBase &B, CallInst &Call,
                                 StringRef Name) {
  SmallVector<StringRef, 5> P;
  Name.split(P, '.');
  if (P.size() < 4)
    return std::nullopt;
  bool Pack = P[1] == "pack";
  std::vector<unsigned> Widths;
  bool Signed;
  StringRef Fmt = P[2];
  if (Fmt == "unorm" && P.size() == 5 && P[3] == "rgb10a2") {
    Signed = false;
    Widths = {10, 10, 10, 2};
  } else {
    Signed = Fmt.consume_front("snorm");
    if (!Signed && !Fmt.consume_front("unorm"))
      return std::nullopt;
    unsigned Count, Bits;
    auto [C, W] = Fmt.split('x');
    if (C.getAsInteger(10, Count) || W.getAsInteger(10, Bits) || Count > 4 ||
        Bits > 16 || P.size() != 4)
      return std::nullopt;
    Widths.assign(Count, Bits);
  }
  Type *FT = Pack ? Call.getArgOperand(0)->getType() : Call.getType();
  Type *IT = Pack ? Call.getType() : Call.getArgOperand(0)->getType();
  Type *Elt = FT->getScalarType();
  unsigned N = isa<FixedVectorType>(FT) ? cast<FixedVectorType>(FT)->getNumElements() : 1;
  if (N != Widths.size() || !IT->isIntegerTy())
    return std::nullopt;
  Type *F32 = B.getFloatTy();
  auto Element = [&](Value *V, unsigned I) {
    return N == 1 ? V : B.CreateExtractElement(V, I);
  };
  if (Pack) {
    Value *Out = ConstantInt::get(IT, 0);
    unsigned Shift = 0;
    for (unsigned I = 0; I != N; ++I) {
      unsigned Bits = Widths[I];
      double Scale = Signed ? double((1u << (Bits - 1)) - 1) : double((1u << Bits) - 1);
      // The true product x * scale rounded to nearest even, in float alone
      // (no GPU target needs binary64): p = x * scale rounds it, and
      // rint(p) is right unless p is exactly half-way, which the exact
      // error e = x * scale - p (one fused multiply-add) then decides. The
      // product cannot cross a half-way point by rounding: those are floats
      // (below 2^22), nearer than p would be.
      Value *X = B.CreateFPExt(Element(Call.getArgOperand(0), I), F32);
      X = B.CreateBinaryIntrinsic(Intrinsic::maxnum, X, ConstantFP::get(F32, Signed ? -1.0 : 0.0));
      X = B.CreateBinaryIntrinsic(Intrinsic::minnum, X, ConstantFP::get(F32, 1.0));
      Constant *S = ConstantFP::get(F32, Scale);
      Value *P = B.CreateFMul(X, S);
      Value *Err = B.CreateIntrinsic(Intrinsic::fma, {F32}, {X, S, B.CreateFNeg(P)});
      Value *Floor = B.CreateUnaryIntrinsic(Intrinsic::floor, P);
      Value *Tie = B.CreateFCmpOEQ(B.CreateFSub(P, Floor), ConstantFP::get(F32, 0.5));
      Value *R = B.CreateUnaryIntrinsic(Intrinsic::rint, P);
      R = B.CreateSelect(B.CreateAnd(Tie, B.CreateFCmpOGT(Err, ConstantFP::get(F32, 0.0))),
                         B.CreateFAdd(Floor, ConstantFP::get(F32, 1.0)), R);
      R = B.CreateSelect(B.CreateAnd(Tie, B.CreateFCmpOLT(Err, ConstantFP::get(F32, 0.0))),
                         Floor, R);
      Value *Q = B.CreateFPToSI(R, B.getInt32Ty());
      Q = B.CreateAnd(Q, B.getInt32((1u << Bits) - 1));
      Q = B.CreateShl(B.CreateZExtOrTrunc(Q, IT), Shift);
      Out = B.CreateOr(Out, Q);
      Shift += Bits;
    }
    return Out;
  }
  Value *Out = N == 1 ? nullptr : PoisonValue::get(FT);
  unsigned Shift = 0;
  for (unsigned I = 0; I != N; ++I) {
    unsigned Bits = Widths[I];
    Value *Q = B.CreateTrunc(B.CreateLShr(Call.getArgOperand(0), Shift), B.getIntNTy(Bits));
    double Scale = Signed ? double((1u << (Bits - 1)) - 1) : double((1u << Bits) - 1);
    Value *X = Signed ? B.CreateSIToFP(Q, F32) : B.CreateUIToFP(Q, F32);
    X = B.CreateFDiv(X, ConstantFP::get(F32, Scale));
    if (Signed)
      X = B.CreateBinaryIntrinsic(Intrinsic::maxnum, X, ConstantFP::get(F32, -1.0));
    X = B.CreateFPTrunc(X, Elt);
    Out = N == 1 ? X : B.CreateInsertElement(Out, X, I);
    Shift += Bits;
  }
  return Out;
}

/// air.atomic.fence(flags, order, scope): an LLVM fence of that order
/// (relaxed needs none).
std::optional<Value *> lowerFence(IRBuilderBase &B, CallInst &Call) {
  if (Call.arg_size() < 3)
    return std::nullopt;
  AtomicOrdering O = ordering(Call.getArgOperand(1));
  auto *Scope = dyn_cast<ConstantInt>(Call.getArgOperand(2));
  StringRef Name = Scope && Scope->getZExtValue() == 1 ? "workgroup" : "agent";
  if (O != AtomicOrdering::Monotonic)
    B.CreateFence(O, Call.getContext().getOrInsertSyncScopeID(Name));
  return nullptr;
}

/// SIMD-group 8x8 matrices. In AIR every thread of the SIMD group holds the
/// whole matrix as a <64 x T> value, element (row r, column c) at r*8 + c,
/// so each operation is computed whole by each thread (the hardware shares
/// the work; the values are the same). Loads and stores address element
/// (r, c) at base + (o0 + c)*s0 + (o1 + r)*s1 elements: the AIR 2.8 form
/// passes dims, strides <s0, s1> and origin <o0, o1>; the older form passes
/// elements-per-row E, origin <x, y> and a transpose flag, meaning strides
/// <1, E> and origin <x, y>, or, transposed, <E, 1> and <y, x>.
/// docs/air-builtins.md. The row-major layout of the 64 elements is this
/// library's convention; Apple GPUs distribute the matrix over the SIMD
/// group instead (two elements per thread, which thread_elements() exposes),
/// as the host executor does (HostLowering.cpp). lowerModule refuses code
/// that touches matrix elements directly when the target keeps this one.
std::optional<Value *> lowerMatrix(IRBuilderBase &B, CallInst &Call,
                                   StringRef Name) {
  StringRef Op = Name.drop_front(strlen("air.simdgroup_matrix_8x8_")).split('.').first;
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  Type *I64 = B.getInt64Ty();
  if (Op == "load") {
    auto *VT = dyn_cast<FixedVectorType>(Call.getType());
    std::optional<MatrixAddressing> A = getMatrixAddressing(B, Call);
    if (!VT || VT->getNumElements() != 64 || !A)
      return std::nullopt;
    Value *M = PoisonValue::get(VT);
    for (unsigned R = 0; R != 8; ++R)
      for (unsigned C = 0; C != 8; ++C)
        M = B.CreateInsertElement(
            M,
            B.CreateLoad(A->ElementType, A->elementPtr(B, ConstantInt::get(I64, R),
                                                       ConstantInt::get(I64, C))),
            R * 8 + C);
    return M;
  }
  if (Op == "store") {
    std::optional<MatrixAddressing> A = getMatrixAddressing(B, Call);
    if (!A)
      return std::nullopt;
    for (unsigned R = 0; R != 8; ++R)
      for (unsigned C = 0; C != 8; ++C)
        B.CreateStore(B.CreateExtractElement(Arg(0), R * 8 + C),
                      A->elementPtr(B, ConstantInt::get(I64, R), ConstantInt::get(I64, C)));
    return nullptr;
  }
  if (Op == "multiply_accumulate" && Call.arg_size() == 3) {
    // D = A B + C, in D's element type, row by row with 8-wide vectors.
    auto *DT = dyn_cast<FixedVectorType>(Call.getType());
    if (!DT || DT->getNumElements() != 64)
      return std::nullopt;
    Type *ET = DT->getElementType();
    auto *RowT = FixedVectorType::get(ET, 8);
    auto Cast = [&](Value *V) {
      auto *T = cast<FixedVectorType>(V->getType());
      Type *To = FixedVectorType::get(ET, T->getNumElements());
      return T->getElementType() == ET ? V : B.CreateFPCast(V, To);
    };
    Value *MA = Cast(Arg(0)), *MB = Cast(Arg(1)), *MC = Cast(Arg(2));
    auto Row = [&](Value *M, unsigned R) {
      SmallVector<int, 8> Mask;
      for (unsigned C = 0; C != 8; ++C)
        Mask.push_back(int(R * 8 + C));
      return B.CreateShuffleVector(M, Mask);
    };
    Value *D = PoisonValue::get(DT);
    for (unsigned R = 0; R != 8; ++R) {
      Value *Acc = Row(MC, R);
      for (unsigned K = 0; K != 8; ++K) {
        Value *Aik = B.CreateVectorSplat(8, B.CreateExtractElement(MA, R * 8 + K));
        Acc = B.CreateIntrinsic(Intrinsic::fma, {RowT}, {Aik, Row(MB, K), Acc});
      }
      for (unsigned C = 0; C != 8; ++C)
        D = B.CreateInsertElement(D, B.CreateExtractElement(Acc, C), R * 8 + C);
    }
    return D;
  }
  if (Op == "init_filled" && Call.arg_size() == 1) {
    auto *DT = dyn_cast<FixedVectorType>(Call.getType());
    if (!DT)
      return std::nullopt;
    return B.CreateVectorSplat(DT->getNumElements(), Arg(0));
  }
  if (Op == "init_diag" && Call.arg_size() == 1) {
    auto *DT = dyn_cast<FixedVectorType>(Call.getType());
    if (!DT || DT->getNumElements() != 64)
      return std::nullopt;
    Value *D = Constant::getNullValue(DT);
    for (unsigned I = 0; I != 8; ++I)
      D = B.CreateInsertElement(D, Arg(0), I * 9);
    return D;
  }
  return std::nullopt;
}

/// The helper that performs a 2-D copy between two address spaces, built
/// once per module: (size, dst, dst row stride, dst element stride, dst
/// columns, dst rows, src, src row stride, src element stride, src columns,
/// src rows, offset x, offset y, clamp), strides in elements. Destination
/// element (r, c) takes source element (r + oy, c + ox) when that lies in
/// the source tile, else zero (clamp 0) or the nearest edge element.
Function *getCopy2D(Module &M, PointerType *DstTy, PointerType *SrcTy) {
  std::string Name = "metalnt.async_copy_2d.p" +
                     std::to_string(DstTy->getAddressSpace()) + ".p" +
                     std::to_string(SrcTy->getAddressSpace());
  if (Function *F = M.getFunction(Name))
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I32 = Type::getInt32Ty(Ctx);
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx),
                               {I64, DstTy, I64, I64, I64, I64, SrcTy, I64, I64,
                                I64, I64, I64, I64, I32},
                               false);
  Function *F = Function::Create(FT, GlobalValue::InternalLinkage, Name, M);
  auto A = [&](unsigned I) { return F->getArg(I); };
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  BasicBlock *RowHead = BasicBlock::Create(Ctx, "row", F);
  BasicBlock *ColHead = BasicBlock::Create(Ctx, "col", F);
  BasicBlock *Body = BasicBlock::Create(Ctx, "body", F);
  BasicBlock *RowNext = BasicBlock::Create(Ctx, "row.next", F);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "exit", F);
  IRBuilder<> B(Entry);
  B.CreateBr(RowHead);
  B.SetInsertPoint(RowHead);
  PHINode *R = B.CreatePHI(I64, 2, "r");
  R->addIncoming(B.getInt64(0), Entry);
  B.CreateCondBr(B.CreateICmpULT(R, A(5)), ColHead, Exit);
  B.SetInsertPoint(ColHead);
  PHINode *C = B.CreatePHI(I64, 2, "c");
  C->addIncoming(B.getInt64(0), RowHead);
  B.CreateCondBr(B.CreateICmpULT(C, A(4)), Body, RowNext);
  B.SetInsertPoint(Body);
  Value *Size = A(0);
  auto Elem = [&](Value *Base, Value *Row, Value *Col, Value *RowStride,
                  Value *EltStride) {
    Value *Index = B.CreateAdd(B.CreateMul(Row, RowStride), B.CreateMul(Col, EltStride));
    return B.CreateGEP(B.getInt8Ty(), Base, B.CreateMul(Index, Size));
  };
  Value *Dst = Elem(A(1), R, C, A(2), A(3));
  Value *SR = B.CreateAdd(R, A(12)), *SC = B.CreateAdd(C, A(11));
  Value *Inside = B.CreateAnd(B.CreateICmpULT(SR, A(10)), B.CreateICmpULT(SC, A(9)));
  // Edge clamping: the nearest row and column of the source tile.
  Value *Last = B.getInt64(-1);
  Value *ER = B.CreateSelect(B.CreateICmpSLT(SR, B.getInt64(0)), B.getInt64(0),
                             B.CreateSelect(B.CreateICmpSGE(SR, A(10)), B.CreateAdd(A(10), Last), SR));
  Value *EC = B.CreateSelect(B.CreateICmpSLT(SC, B.getInt64(0)), B.getInt64(0),
                             B.CreateSelect(B.CreateICmpSGE(SC, A(9)), B.CreateAdd(A(9), Last), SC));
  Value *Src = Elem(A(6), ER, EC, A(7), A(8));
  Value *Zero = B.CreateICmpEQ(A(13), B.getInt32(0));
  BasicBlock *Fill = BasicBlock::Create(Ctx, "zero", F, RowNext);
  BasicBlock *Copy = BasicBlock::Create(Ctx, "copy", F, RowNext);
  BasicBlock *ColNext = BasicBlock::Create(Ctx, "col.next", F, RowNext);
  B.CreateCondBr(B.CreateAnd(B.CreateNot(Inside), Zero), Fill, Copy);
  B.SetInsertPoint(Fill);
  B.CreateMemSet(Dst, B.getInt8(0), Size, MaybeAlign());
  B.CreateBr(ColNext);
  B.SetInsertPoint(Copy);
  B.CreateMemCpy(Dst, MaybeAlign(), Src, MaybeAlign(), Size);
  B.CreateBr(ColNext);
  B.SetInsertPoint(ColNext);
  C->addIncoming(B.CreateAdd(C, B.getInt64(1)), ColNext);
  B.CreateBr(ColHead);
  B.SetInsertPoint(RowNext);
  R->addIncoming(B.CreateAdd(R, B.getInt64(1)), RowNext);
  B.CreateBr(RowHead);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
  return F;
}

/// Asynchronous copies between device and threadgroup memory, performed
/// synchronously by each thread (every thread of the SIMD group copies the
/// same data, so the result is the same), which makes waiting a no-op:
///   air.simdgroup_async_copy_1d(size, align, dst, src, count)
///   air.simdgroup_async_copy_2d(size, align, dst, dst row stride, dst
///     element stride, <dst columns, rows>, src, src row stride, src element
///     stride, <src columns, rows>, <offset x, y>, clamp mode)
///   air.wait_simdgroup_events(count, events)
/// The event returned is null. Argument meanings: MetalFlashAttention's
/// declarations (docs/air-builtins.md).
std::optional<Value *> lowerAsyncCopy(IRBuilderBase &B, CallInst &Call,
                                      StringRef Name) {
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  Type *I64 = B.getInt64Ty();
  if (Name == "air.wait_simdgroup_events")
    return nullptr;
  Type *RT = Call.getType();
  Value *Event = RT->isVoidTy() ? nullptr : Constant::getNullValue(RT);
  if (Name.starts_with("air.simdgroup_async_copy_1d.") && Call.arg_size() == 5) {
    Value *Bytes = B.CreateMul(B.CreateZExtOrTrunc(Arg(0), I64),
                               B.CreateZExtOrTrunc(Arg(4), I64));
    B.CreateMemCpy(Arg(2), MaybeAlign(), Arg(3), MaybeAlign(), Bytes);
    return Event;
  }
  if (Name.starts_with("air.simdgroup_async_copy_2d.") && Call.arg_size() == 12) {
    auto *DstTy = dyn_cast<PointerType>(Arg(2)->getType());
    auto *SrcTy = dyn_cast<PointerType>(Arg(6)->getType());
    if (!DstTy || !SrcTy)
      return std::nullopt;
    Function *Copy = getCopy2D(*B.GetInsertBlock()->getModule(), DstTy, SrcTy);
    auto L = [&](Value *V, unsigned I) {
      return B.CreateZExtOrTrunc(B.CreateExtractElement(V, I), I64);
    };
    auto W = [&](Value *V) { return B.CreateZExtOrTrunc(V, I64); };
    B.CreateCall(Copy, {W(Arg(0)), Arg(2), W(Arg(3)), W(Arg(4)), L(Arg(5), 0),
                        L(Arg(5), 1), Arg(6), W(Arg(7)), W(Arg(8)), L(Arg(9), 0),
                        L(Arg(9), 1), L(Arg(10), 0), L(Arg(10), 1),
                        B.CreateZExtOrTrunc(Arg(11), B.getInt32Ty())});
    return Event;
  }
  return std::nullopt;
}

} // namespace

Value *metalnt::lower::MatrixAddressing::elementPtr(IRBuilderBase &B,
                                                    Value *Row,
                                                    Value *Col) const {
  Type *I64 = B.getInt64Ty();
  Value *Off = B.CreateAdd(
      B.CreateMul(B.CreateAdd(O0, B.CreateZExtOrTrunc(Col, I64)), S0),
      B.CreateMul(B.CreateAdd(O1, B.CreateZExtOrTrunc(Row, I64)), S1));
  return B.CreateGEP(ElementType, Base, Off);
}

/// A load is (P, E, origin, transpose) or (P, dims, strides, origin); a
/// store has the matrix first. The older form's elements-per-row E, origin
/// <x, y> and transpose flag mean strides <1, E> and origin <x, y>, or,
/// transposed, <E, 1> and <y, x>.
std::optional<metalnt::lower::MatrixAddressing>
metalnt::lower::getMatrixAddressing(IRBuilderBase &B, CallInst &Call) {
  bool IsStore = Call.getType()->isVoidTy();
  unsigned P = IsStore ? 1 : 0;
  if (Call.arg_size() != P + 4)
    return std::nullopt;
  auto *VT = dyn_cast<FixedVectorType>(
      IsStore ? Call.getArgOperand(0)->getType() : Call.getType());
  if (!VT || VT->getNumElements() != 64)
    return std::nullopt;
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  Type *I64 = B.getInt64Ty();
  auto Lane = [&](Value *V, unsigned I) {
    return B.CreateZExtOrTrunc(B.CreateExtractElement(V, I), I64);
  };
  MatrixAddressing A;
  A.Base = Arg(P);
  A.ElementType = VT->getElementType();
  Value *First = Arg(P + 1);
  if (First->getType()->isIntegerTy()) {
    Value *E = B.CreateZExtOrTrunc(First, I64);
    Value *X = Lane(Arg(P + 2), 0), *Y = Lane(Arg(P + 2), 1);
    Value *T = B.CreateICmpNE(Arg(P + 3), Constant::getNullValue(Arg(P + 3)->getType()));
    Value *One = ConstantInt::get(I64, 1);
    A.S0 = B.CreateSelect(T, E, One);
    A.S1 = B.CreateSelect(T, One, E);
    A.O0 = B.CreateSelect(T, Y, X);
    A.O1 = B.CreateSelect(T, X, Y);
  } else {
    A.S0 = Lane(Arg(P + 2), 0);
    A.S1 = Lane(Arg(P + 2), 1);
    A.O0 = Lane(Arg(P + 3), 0);
    A.O1 = Lane(Arg(P + 3), 1);
  }
  return A;
}

Value *metalnt::lower::quadReduce(IRBuilderBase &B, StringRef Op, Type *T,
                                  bool Unsigned, Value *InQuad,
                                  function_ref<Value *(unsigned)> QuadLane) {
  bool Float = T->isFloatingPointTy(), Signed = !Unsigned && !Float;
  auto Combine = [&](Value *A, Value *V) -> Value * {
    if (Float) {
      Value *FA = i32ToBits(B, A, T), *FV = i32ToBits(B, V, T);
      Value *R = Op == "sum"       ? B.CreateFAdd(FA, FV)
                 : Op == "product" ? B.CreateFMul(FA, FV)
                 : Op == "min"     ? B.CreateBinaryIntrinsic(Intrinsic::minnum, FA, FV)
                                   : B.CreateBinaryIntrinsic(Intrinsic::maxnum, FA, FV);
      return bitsToI32(B, R);
    }
    if (Op == "sum")
      return B.CreateAdd(A, V);
    if (Op == "product")
      return B.CreateMul(A, V);
    if (Op == "and" || Op == "or" || Op == "xor")
      return Op == "and" ? B.CreateAnd(A, V) : Op == "or" ? B.CreateOr(A, V) : B.CreateXor(A, V);
    // Narrow integers compare as their type, extended to 32 bits.
    unsigned W = T->getIntegerBitWidth();
    auto Ext = [&](Value *Y) {
      Value *N = B.CreateTrunc(Y, T);
      return Signed ? B.CreateSExt(N, B.getInt32Ty()) : B.CreateZExt(N, B.getInt32Ty());
    };
    Intrinsic::ID ID = Op == "min" ? (Signed ? Intrinsic::smin : Intrinsic::umin)
                                   : (Signed ? Intrinsic::smax : Intrinsic::umax);
    Value *R = B.CreateBinaryIntrinsic(ID, Ext(A), Ext(V));
    return W == 32 ? R : B.CreateZExt(B.CreateTrunc(R, T), B.getInt32Ty());
  };
  Value *Acc = nullptr, *Started = B.getFalse();
  for (unsigned K = 0; K != 4; ++K) {
    Value *V = QuadLane(K);
    Value *On = B.CreateICmpNE(B.CreateAnd(InQuad, B.getInt32(1u << K)), B.getInt32(0));
    Value *Next = Acc ? B.CreateSelect(Started, Combine(Acc, V), V) : V;
    Acc = Acc ? B.CreateSelect(On, Next, Acc) : V;
    Started = B.CreateOr(Started, On);
  }
  return Acc;
}

Value *metalnt::lower::shuffleAndFill(IRBuilderBase &B, bool Up, Value *X,
                                      Value *Fill, Value *Delta, Value *ModuloArg,
                                      unsigned Full, Value *Lane,
                                      function_ref<Value *(Value *, Value *)> Read) {
  Delta = B.CreateZExtOrTrunc(Delta, B.getInt32Ty());
  Value *Modulo = B.getInt32(Full);
  if (ModuloArg) {
    Value *M = B.CreateZExtOrTrunc(ModuloArg, B.getInt32Ty());
    Value *Bad = B.CreateOr(B.CreateICmpEQ(M, B.getInt32(0)),
                            B.CreateICmpUGT(M, B.getInt32(Full)));
    Modulo = B.CreateSelect(Bad, B.getInt32(Full), M);
  }
  // Up: lane j of a segment reads data[j - delta] or fill[j + modulo -
  // delta]; down: data[j + delta] or fill[j + delta - modulo].
  Value *J = B.CreateURem(Lane, Modulo);
  Value *Shifted, *DataSrc, *FillSrc;
  if (Up) {
    Shifted = B.CreateICmpUGE(J, Delta);
    DataSrc = B.CreateSub(Lane, Delta);
    FillSrc = B.CreateAdd(DataSrc, Modulo);
  } else {
    Shifted = B.CreateICmpULT(B.CreateAdd(J, Delta), Modulo);
    DataSrc = B.CreateAdd(Lane, Delta);
    FillSrc = B.CreateSub(DataSrc, Modulo);
  }
  return B.CreateSelect(Shifted, Read(X, DataSrc), Read(Fill, FillSrc));
}

/// SIMD-group matrices distributed over the SIMD group as Apple GPUs hold
/// them: lane L = b4 b3 b2 b1 b0 holds elements (M, N) and (M, N + 1) first
/// in its <64 x T> value, M = 4 b4 + 2 b2 + b1 and N = 4 b3 + 2 b0 (the
/// Morton order of Metal FlashAttention's simdgroup_matrix_storage.h, after
/// Apple's patent US11256518B2). thread_elements() reads and writes those
/// two, and MFA's kernels rely on it; the rest of the value is unused.
/// Loads and stores are meeting points of the SIMD group (GPUs run it in
/// lockstep: kolinko/effort's bucketMulWild reads threadgroup memory that
/// the next simdgroup_store overwrites). A multiply-accumulate fetches the
/// row of A and the two columns of B each lane needs from their owners and
/// sums in D's type, in the order of the shared definition.
std::optional<Value *>
metalnt::lower::lowerDistributedMatrix(IRBuilderBase &B, CallInst &Call,
                                       StringRef Name,
                                       const SIMDGroupAccess &Access) {
  StringRef Prefix = "air.simdgroup_matrix_8x8_";
  if (!Name.starts_with(Prefix))
    return std::nullopt;
  StringRef Op = Name.drop_front(Prefix.size()).split('.').first;
  auto Bit = [&](Value *V, unsigned I) {
    return B.CreateAnd(B.CreateLShr(V, I), 1);
  };
  Value *Lane = Access.Lane(B);
  Value *Row = B.CreateOr({B.CreateShl(Bit(Lane, 4), 2), B.CreateShl(Bit(Lane, 2), 1),
                           Bit(Lane, 1)});
  Value *Col = B.CreateOr(B.CreateShl(Bit(Lane, 3), 2), B.CreateShl(Bit(Lane, 0), 1));
  Value *Col1 = B.CreateAdd(Col, B.getInt32(1));
  // The lane holding element (R, C), C even.
  auto Owner = [&](Value *R, Value *C) {
    return B.CreateOr({B.CreateShl(Bit(R, 2), 4), B.CreateShl(Bit(C, 2), 3),
                       B.CreateShl(Bit(R, 1), 2), B.CreateShl(Bit(R, 0), 1), Bit(C, 1)});
  };
  auto *RT = dyn_cast<FixedVectorType>(Call.getType());
  if (Op == "load" || Op == "store") {
    std::optional<MatrixAddressing> A = getMatrixAddressing(B, Call);
    if (!A)
      return std::nullopt;
    Access.Barrier(B);
    if (Op == "store") {
      Value *V = Call.getArgOperand(0);
      B.CreateStore(B.CreateExtractElement(V, uint64_t(0)), A->elementPtr(B, Row, Col));
      B.CreateStore(B.CreateExtractElement(V, uint64_t(1)), A->elementPtr(B, Row, Col1));
      return nullptr;
    }
    Value *V = Constant::getNullValue(RT);
    V = B.CreateInsertElement(V, B.CreateLoad(A->ElementType, A->elementPtr(B, Row, Col)),
                              uint64_t(0));
    return B.CreateInsertElement(
        V, B.CreateLoad(A->ElementType, A->elementPtr(B, Row, Col1)), uint64_t(1));
  }
  if (!RT || RT->getNumElements() != 64)
    return std::nullopt;
  Type *ET = RT->getElementType();
  if (Op == "init_diag" && Call.arg_size() == 1) {
    Value *X = Call.getArgOperand(0), *Zero = Constant::getNullValue(ET);
    Value *V = Constant::getNullValue(RT);
    V = B.CreateInsertElement(V, B.CreateSelect(B.CreateICmpEQ(Row, Col), X, Zero),
                              uint64_t(0));
    return B.CreateInsertElement(V, B.CreateSelect(B.CreateICmpEQ(Row, Col1), X, Zero),
                                 uint64_t(1));
  }
  if (Op == "multiply_accumulate" && Call.arg_size() == 3) {
    auto Cast = [&](Value *V) { return V->getType() == ET ? V : B.CreateFPCast(V, ET); };
    // Element (R, C) of X from its owner; Slot (C's bit 0) is the same for
    // every lane of one fetch.
    auto Fetch = [&](Value *X, Value *R, Value *C, unsigned Slot) {
      Value *Mine = B.CreateExtractElement(X, uint64_t(Slot));
      return Cast(Access.ReadLane(B, Mine, Owner(R, C)));
    };
    Value *MC = Call.getArgOperand(2);
    Value *D0 = Cast(B.CreateExtractElement(MC, uint64_t(0)));
    Value *D1 = Cast(B.CreateExtractElement(MC, uint64_t(1)));
    for (unsigned K = 0; K != 8; ++K) {
      Value *KV = B.getInt32(K);
      Value *AK = Fetch(Call.getArgOperand(0), Row, B.getInt32(K & 6), K & 1);
      Value *B0 = Fetch(Call.getArgOperand(1), KV, Col, 0);
      Value *B1 = Fetch(Call.getArgOperand(1), KV, Col, 1);
      D0 = B.CreateIntrinsic(Intrinsic::fma, {ET}, {AK, B0, D0});
      D1 = B.CreateIntrinsic(Intrinsic::fma, {ET}, {AK, B1, D1});
    }
    Value *V = B.CreateInsertElement(Constant::getNullValue(RT), D0, uint64_t(0));
    return B.CreateInsertElement(V, D1, uint64_t(1));
  }
  // init_filled: the shared splat puts the value in both elements too.
  return std::nullopt;
}

std::optional<metalnt::lower::SIMDReduction>
metalnt::lower::parseSIMDReduction(StringRef Base) {
  SIMDReduction R;
  if (!Base.consume_front("simd_"))
    return std::nullopt;
  if ((R.Prefix = Base.consume_front("prefix_"))) {
    R.Exclusive = Base.consume_front("exclusive_");
    if (!R.Exclusive && !Base.consume_front("inclusive_"))
      return std::nullopt;
  }
  if (!is_contained({"sum", "product", "min", "max", "and", "or", "xor"}, Base))
    return std::nullopt;
  R.Op = Base;
  return R;
}


/// The Metal compiler's runtime library (libmetal_rt, libair_rt): the
/// standard library calls some functions there instead of naming an AIR
/// intrinsic, and the calls stay in the AIR a library holds. Their types
/// come from the call; their names give the function:
///   ___metal_frexp_<T>_pthread<I>(x, thread I *exp) -> mantissa in
///     [0.5, 1), exp stored (0 and 0 for a zero)
///   ___metal_ilogb_<T>(x[, fast]) -> the unbiased exponent; zero and NaN
///     give INT_MIN, infinities INT_MAX (Darwin's FP_ILOGB0/FP_ILOGBNAN)
///   ___metal_fract_<T>(x[, fast]), ___metal_ldexp_<T>_<I>(x, k[, fast]),
///   __air_impl_nextafter_<f16|f32|bf16>(x, y): as air.fract, air.ldexp and
///     air.nextafter
/// Names and signatures: Apple-compiled AIR (metal 32023.883) calls
/// ___metal_frexp_float_pthreadint32(float, i32*) and
/// ___metal_ilogb_float(float, i32); docs/air-builtins.md.
static std::optional<Value *> lowerRuntimeLibraryCall(IRBuilderBase &B, CallInst &Call,
                                               StringRef Name) {
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  unsigned N = Call.arg_size();
  Type *Ty = Call.getType();
  // Lowers an equivalent AIR builtin call in place.
  auto Via = [&](StringRef Base, ArrayRef<Value *> Args) -> std::optional<Value *> {
    SmallVector<Type *, 3> Types;
    for (Value *A : Args)
      Types.push_back(A->getType());
    Module &M = *B.GetInsertBlock()->getModule();
    std::string AIRName = ("air." + Base + "." + air::typeSuffix(Ty)).str();
    FunctionCallee F = M.getOrInsertFunction(AIRName, FunctionType::get(Ty, Types, false));
    CallInst *Inner = B.CreateCall(F, Args);
    IRBuilder<> IB(Inner);
    IB.setFastMathFlags(B.getFastMathFlags());
    std::optional<Value *> V = lowerAIRBuiltin(IB, *Inner, AIRName);
    if (V)
      Inner->replaceAllUsesWith(*V);
    Inner->eraseFromParent();
    if (Function *Decl = M.getFunction(AIRName); Decl && Decl->use_empty())
      Decl->eraseFromParent();
    return V;
  };
  if (Name.starts_with("___metal_frexp_") && N == 2 && Ty->isFPOrFPVectorTy() &&
      Arg(1)->getType()->isPointerTy()) {
    Type *ExpTy = Ty->getWithNewType(B.getInt32Ty());
    Value *R = B.CreateIntrinsic(Intrinsic::frexp, {Ty, ExpTy}, {Arg(0)});
    B.CreateStore(B.CreateExtractValue(R, 1), Arg(1));
    return B.CreateExtractValue(R, 0);
  }
  if (Name.starts_with("___metal_ilogb_") && (N == 1 || N == 2) &&
      Ty->isIntOrIntVectorTy(32) && Arg(0)->getType()->isFPOrFPVectorTy()) {
    Value *X = Arg(0);
    Type *XT = X->getType();
    Value *R = B.CreateIntrinsic(Intrinsic::frexp, {XT, Ty}, {X});
    Value *E = B.CreateSub(B.CreateExtractValue(R, 1), ConstantInt::get(Ty, 1));
    Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, X);
    Value *IsInf = B.CreateFCmpOEQ(Abs, ConstantFP::getInfinity(XT));
    Value *ZeroOrNaN = B.CreateFCmpUEQ(X, ConstantFP::get(XT, 0.0));
    E = B.CreateSelect(IsInf, ConstantInt::get(Ty, INT32_MAX), E);
    return B.CreateSelect(ZeroOrNaN, ConstantInt::get(Ty, uint64_t(INT32_MIN)), E);
  }
  if (Name.starts_with("___metal_fract_") && (N == 1 || N == 2) && Ty->isFPOrFPVectorTy())
    return Via("fract", {Arg(0)});
  if (Name.starts_with("___metal_ldexp_") && (N == 2 || N == 3) && Ty->isFPOrFPVectorTy())
    return Via("ldexp", {Arg(0), Arg(1)});
  if (Name.starts_with("__air_impl_nextafter_") && N == 2 && Ty->isFPOrFPVectorTy())
    return Via("nextafter", {Arg(0), Arg(1)});
  return std::nullopt;
}

std::optional<Value *>
metalnt::lower::lowerGenericIntrinsic(IRBuilderBase &B, CallInst &Call,
                                      StringRef Name) {
  if (air::isRuntimeLibraryName(Name))
    return lowerRuntimeLibraryCall(B, Call, Name);
  if (Name == "air.atomic.fence")
    return lowerFence(B, Call);
  if (Name.starts_with("air.atomic."))
    return lowerAtomic(B, Call, Name);
  if (Name.starts_with("air.pack.") || Name.starts_with("air.unpack."))
    return lowerPack(B, Call, Name);
  if (Name.starts_with("air.simdgroup_matrix_8x8_"))
    return lowerMatrix(B, Call, Name);
  if (Name.starts_with("air.simdgroup_async_copy_") ||
      Name == "air.wait_simdgroup_events")
    return lowerAsyncCopy(B, Call, Name);
  // A visible function table is a buffer of 64-bit function handles (what
  // a handle is, the executor's business: docs/air-conventions.md).
  if (Name == "air.get_function_pointer_visible_function_table" && Call.arg_size() == 2 &&
      Call.getArgOperand(0)->getType()->isPointerTy() && Call.getType()->isPointerTy()) {
    Value *Slot = B.CreateGEP(B.getInt64Ty(), Call.getArgOperand(0),
                              B.CreateZExtOrTrunc(Call.getArgOperand(1), B.getInt32Ty()));
    return B.CreateIntToPtr(B.CreateLoad(B.getInt64Ty(), Slot), Call.getType());
  }
  if (std::optional<Value *> V = lowerAIRBuiltin(B, Call, Name))
    return V;
  // What is left: conversions and boolean vector reductions (AIR has no
  // fast_ forms of them).
  StringRef Base = Name.drop_front(strlen("air.")).split('.').first;
  Type *Ty = Call.getType();
  unsigned N = Call.arg_size();
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  if (Base == "convert" && N == 1) {
    // air.convert.<to kind>.<to type>.<from kind>.<from type>
    SmallVector<StringRef, 6> Parts;
    Name.split(Parts, '.');
    if (Parts.size() == 6 && Parts[2].size() == 1 && Parts[4].size() == 1)
      if (Value *V = convert(B, Arg(0), Ty, Parts[2][0], Parts[4][0]))
        return V;
    return std::nullopt;
  }
  if ((Base == "all" || Base == "any") && N == 1 &&
      Arg(0)->getType()->isVectorTy())
    return Base == "all" ? B.CreateAndReduce(Arg(0)) : B.CreateOrReduce(Arg(0));
  return std::nullopt;
}

std::optional<Value *>
metalnt::lower::lowerDerivative(IRBuilderBase &B, CallInst &Call, StringRef Name,
                                function_ref<Value *(Value *, bool)> Diff) {
  bool DX = Name.starts_with("air.dfdx."), DY = Name.starts_with("air.dfdy."),
       Width = Name.starts_with("air.fwidth.");
  Type *T = Call.getType();
  if (!(DX || DY || Width) || Call.arg_size() != 1 || !T->isFPOrFPVectorTy() ||
      Call.getArgOperand(0)->getType() != T || T->getScalarSizeInBits() > 32)
    return std::nullopt;
  auto *VT = dyn_cast<FixedVectorType>(T);
  Value *V = Call.getArgOperand(0), *R = PoisonValue::get(T);
  for (unsigned K = 0, N = VT ? VT->getNumElements() : 1; K != N; ++K) {
    Value *E = B.CreateFPExt(VT ? B.CreateExtractElement(V, K) : V, B.getFloatTy());
    Value *X = DX ? Diff(E, false)
               : DY ? Diff(E, true)
                    : B.CreateFAdd(B.CreateUnaryIntrinsic(Intrinsic::fabs, Diff(E, false)),
                                   B.CreateUnaryIntrinsic(Intrinsic::fabs, Diff(E, true)));
    X = B.CreateFPTrunc(X, T->getScalarType());
    R = VT ? B.CreateInsertElement(R, X, K) : X;
  }
  return R;
}
