//===- AppleGPUSIMDGroup.cpp - SIMD-group functions on G13 -----------------===//
//
// SIMD-group and quad functions (docs/applegpu-codegen.md): the lane
// arithmetic over the shuffle, ballot and simd instructions, and the
// distributed SIMD-group matrices; vectors, 64-bit values and bfloat part
// by part (lower::lowerSIMDGroupByParts).
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// thread_index_in_simdgroup (get_sr 52).
Value *laneId(IRBuilderBase &B) {
  return B.CreateCall(getSR(*B.GetInsertBlock()->getModule()), {B.getInt32(52)});
}

/// The active lanes as a 32-bit mask: a ballot of true.
Value *activeMask(IRBuilderBase &B) {
  return callConvergent(B, "applegpu.ballot", B.getInt32Ty(), {B.getInt32(1)});
}

/// shuffle(x, index, op) on i32: one instruction when the index is a
/// constant; a register index goes through r0h (AppleGPUAsmPrinter).
Value *shuffle(IRBuilderBase &B, Value *X, Value *Index, ShuffleOp Op) {
  return callConvergent(B, "applegpu.shuffle", B.getInt32Ty(),
                        {X, Index, B.getInt32(Op)});
}

/// x of lane Src, where Src is an active lane of the SIMD group, else the
/// caller's own x (the host executor's meaning, lib/Run/HostRuntime.cpp).
/// A shuffle ORs the low two index bits of a quad's four lanes together
/// [A] (simd_shuffle, l.4078), so an arbitrary lane is read as Mesa's
/// agx_nir_lower_subgroups.c does: four reads of the lanes whose low bits
/// are 0, 1, 2 and 3 in the source's quad, and a select.
Value *readLane(IRBuilderBase &B, Value *X, Value *Src) {
  Value *QuadStart = B.CreateAnd(Src, B.getInt32(0x1C));
  Value *InQuad = B.CreateAnd(Src, B.getInt32(3));
  Value *R = X;
  for (unsigned I = 0; I != 4; ++I) {
    Value *V = shuffle(B, X, B.CreateOr(QuadStart, B.getInt32(I)), ShuffleIndex);
    R = B.CreateSelect(B.CreateICmpEQ(InQuad, B.getInt32(I)), V, R);
  }
  return R;
}

/// V if lane Src is in the SIMD group and active, else Own.
Value *ifLaneActive(IRBuilderBase &B, Value *V, Value *Own, Value *Src, Value *Active) {
  Value *InGroup = B.CreateICmpULT(Src, B.getInt32(32));
  Value *Bit = B.CreateAnd(B.CreateLShr(Active, B.CreateAnd(Src, B.getInt32(31))),
                           B.getInt32(1));
  Value *OK = B.CreateAnd(InGroup, B.CreateICmpNE(Bit, B.getInt32(0)));
  return B.CreateSelect(OK, V, Own);
}

/// The distributed SIMD-group matrices (lower::lowerDistributedMatrix): a
/// lane's index from get_sr, other lanes' elements with readLane; the SIMD
/// group runs in lockstep, so it needs no meeting points.
std::optional<Value *> AppleGPULowering::overrideIntrinsic(IRBuilderBase &B,
                                                           CallInst &Call,
                                                           StringRef Name) {
  lower::SIMDGroupAccess Access;
  Access.Lane = laneId;
  Access.ReadLane = [](IRBuilderBase &B, Value *V, Value *Src) {
    Value *Bits = lower::bitsToI32(B, V);
    return lower::i32ToBits(B, readLane(B, Bits, Src), V->getType());
  };
  Access.Barrier = [](IRBuilderBase &) {};
  return lower::lowerDistributedMatrix(B, Call, Name, Access);
}

std::optional<Value *> AppleGPULowering::lowerSIMDGroup(IRBuilderBase &B,
                                                        CallInst &Call,
                                                        StringRef Name) {
  // Vectors, 64-bit lane moves and bfloat: part by part (lib/Lowering).
  if (std::optional<Value *> V = lower::lowerSIMDGroupByParts(
          B, Call, Name, [this](IRBuilderBase &B, CallInst &C, StringRef N) {
            return lowerSIMDGroup(B, C, N);
          }))
    return V;
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  Type *T = Call.getType();
  StringRef Base = Name.drop_front(4).split('.').first;
  bool Unsigned = Name.contains(".u.");
  auto ScalarOK = [](Type *X) {
    return !X->isVectorTy() && (X->isIntegerTy() || X->isHalfTy() || X->isFloatTy()) &&
           X->getPrimitiveSizeInBits() <= 32;
  };

  // Reductions and scans over the active lanes: the simd instruction
  // [M] (agx_compile.c, nir_intrinsic_reduce / exclusive_scan; the prefix
  // form is the exclusive scan, the inclusive one adds the lane's own).
  if (std::optional<lower::SIMDReduction> Red = lower::parseSIMDReduction(Base)) {
    if (Call.arg_size() != 1 || !ScalarOK(T) || T->isIntegerTy(1))
      return std::nullopt;
    bool Prefix = Red->Prefix, Exclusive = Red->Exclusive;
    StringRef Kind = Red->Op;
    bool Float = T->isFloatingPointTy();
    bool Signed = !Unsigned && !Float;
    std::optional<SubOp> Op;
    if (Kind == "sum")
      Op = Float ? SubFAdd : SubIAdd;
    else if (Kind == "product" && Float)
      Op = SubFMul;
    else if (Kind == "min")
      Op = Float ? SubFMin : Signed ? SubSMin : SubUMin;
    else if (Kind == "max")
      Op = Float ? SubFMax : Signed ? SubSMax : SubUMax;
    else if (!Float && (Kind == "and" || Kind == "or" || Kind == "xor"))
      Op = Kind == "and" ? SubAnd : Kind == "or" ? SubOr : SubXor;
    if (!Op && Kind == "product") {
      // Integer products have no simd operation: each active lane's value,
      // read with one shuffle, multiplied in lane after lane (up to the
      // reader for the scans). Narrow integers multiply as 32 bits: the
      // low bits are the product's.
      Value *X = lower::bitsToI32(B, Arg(0));
      Value *Active = activeMask(B), *Lane = laneId(B);
      Value *Acc = B.getInt32(1);
      for (unsigned L = 0; L != 32; ++L) {
        Value *On = B.CreateICmpNE(B.CreateAnd(Active, B.getInt32(1u << L)), B.getInt32(0));
        if (Prefix)
          On = B.CreateAnd(On, Exclusive ? B.CreateICmpULT(B.getInt32(L), Lane)
                                         : B.CreateICmpULE(B.getInt32(L), Lane));
        Value *V = shuffle(B, X, B.getInt32(L), ShuffleIndex);
        Acc = B.CreateSelect(On, B.CreateMul(Acc, V), Acc);
      }
      return lower::i32ToBits(B, Acc, T);
    }
    if (!Op)
      return std::nullopt;
    // Integers narrower than 32 bits are reduced extended to 32.
    Value *X = Arg(0);
    Type *OpT = T;
    if (T->isIntegerTy() && !T->isIntegerTy(32)) {
      X = Signed ? B.CreateSExt(X, B.getInt32Ty()) : B.CreateZExt(X, B.getInt32Ty());
      OpT = B.getInt32Ty();
    }
    std::string Fn = std::string(Prefix ? "applegpu.simd_prefix." : "applegpu.simd.") +
                     (OpT->isHalfTy() ? "f16" : OpT->isFloatTy() ? "f32" : "i32");
    Value *R = callConvergent(B, Fn, OpT, {B.getInt32(*Op), X});
    if (Prefix && !Exclusive) {
      switch (*Op) {
      case SubFAdd: R = B.CreateFAdd(R, X); break;
      case SubFMul: R = B.CreateFMul(R, X); break;
      default: R = B.CreateAdd(R, X); break;
      }
    }
    return OpT == T ? R : B.CreateTrunc(R, T);
  }

  // Votes and ballots: the ballot instruction over the active lanes [A]
  // (icmp_ballot, l.3956).
  if (Base == "simd_ballot" || Base == "simd_active_threads_mask") {
    Value *P = Base == "simd_ballot" ? lower::bitsToI32(B, Arg(0)) : B.getInt32(1);
    return B.CreateZExtOrTrunc(callConvergent(B, "applegpu.ballot", B.getInt32Ty(), {P}),
                               T);
  }
  if (Base == "simd_all" || Base == "simd_any") {
    if (Call.arg_size() != 1)
      return std::nullopt;
    Value *Mask = callConvergent(B, "applegpu.ballot", B.getInt32Ty(), {lower::bitsToI32(B, Arg(0))});
    Value *R = Base == "simd_all" ? B.CreateICmpEQ(Mask, activeMask(B))
                                  : B.CreateICmpNE(Mask, B.getInt32(0));
    return B.CreateZExtOrTrunc(R, T);
  }
  if (Base == "simd_vote_all" || Base == "simd_vote_any") {
    Value *Mask = B.CreateTrunc(Arg(0), B.getInt32Ty());
    if (Base == "simd_vote_any")
      return B.CreateZExtOrTrunc(B.CreateICmpNE(Mask, B.getInt32(0)), T);
    Value *Active = activeMask(B);
    return B.CreateZExtOrTrunc(B.CreateICmpEQ(B.CreateAnd(Mask, Active), Active), T);
  }
  if (Base == "simd_is_first") {
    Value *First = B.CreateBinaryIntrinsic(Intrinsic::cttz, activeMask(B), B.getTrue());
    return B.CreateZExtOrTrunc(B.CreateICmpEQ(First, laneId(B)), T);
  }

  // Quad-group votes and ballots: the SIMD group's ballot, the quad's four
  // bits (bit 0 its first lane, the quad's first lane QuadStart).
  auto QuadStart = [&] { return B.CreateAnd(laneId(B), B.getInt32(~3u)); };
  auto QuadBits = [&](Value *Mask, Value *Start) {
    return B.CreateAnd(B.CreateLShr(Mask, Start), B.getInt32(0xF));
  };
  if (Base == "quad_ballot" || Base == "quad_active_threads_mask" ||
      Base == "quad_all" || Base == "quad_any" || Base == "quad_is_first") {
    Value *Start = QuadStart();
    Value *InQuad = QuadBits(activeMask(B), Start);
    if (Base == "quad_active_threads_mask")
      return B.CreateZExtOrTrunc(InQuad, T);
    if (Base == "quad_is_first") {
      Value *First = B.CreateBinaryIntrinsic(Intrinsic::cttz, InQuad, B.getTrue());
      return B.CreateZExtOrTrunc(
          B.CreateICmpEQ(First, B.CreateAnd(laneId(B), B.getInt32(3))), T);
    }
    if (Call.arg_size() != 1)
      return std::nullopt;
    Value *Set = QuadBits(callConvergent(B, "applegpu.ballot", B.getInt32Ty(),
                                         {lower::bitsToI32(B, Arg(0))}),
                          Start);
    Value *R = Base == "quad_ballot" ? Set
               : Base == "quad_all"  ? B.CreateZExt(B.CreateICmpEQ(Set, InQuad), B.getInt32Ty())
                                     : B.CreateZExt(B.CreateICmpNE(Set, B.getInt32(0)), B.getInt32Ty());
    return B.CreateZExtOrTrunc(R, T);
  }

  // Lane moves of scalars of up to 32 bits.
  if (!ScalarOK(T) || Call.arg_size() < 1)
    return std::nullopt;
  Value *X = lower::bitsToI32(B, Arg(0));
  Value *Active = activeMask(B);

  // Quad reductions over the quad's active lanes: each of its four lanes
  // read with one shuffle (every lane of a quad asks for the same low index
  // bits, so the shuffle reads that lane of the quad), combined where
  // active; min and max start from the first active value.
  if (Base == "quad_sum" || Base == "quad_min" || Base == "quad_max" ||
      Base == "quad_product" || Base == "quad_and" || Base == "quad_or" ||
      Base == "quad_xor") {
    if (Call.arg_size() != 1)
      return std::nullopt;
    Value *Quad = QuadStart();
    Value *Acc = lower::quadReduce(
        B, Base.drop_front(5), T, Unsigned, QuadBits(Active, Quad), [&](unsigned K) {
          return shuffle(B, X, B.CreateOr(Quad, B.getInt32(K)), ShuffleIndex);
        });
    return lower::i32ToBits(B, Acc, T);
  }

  // Shifts within segments of `modulo` lanes (32, or 4 for a quad;
  // lower::shuffleAndFill). An inactive source lane gives the caller's own
  // data or filling.
  if (Base.ends_with("shuffle_and_fill_up") || Base.ends_with("shuffle_and_fill_down")) {
    if (Call.arg_size() < 3 || Call.arg_size() > 4)
      return std::nullopt;
    Value *R = lower::shuffleAndFill(
        B, Base.ends_with("_up"), X, lower::bitsToI32(B, Arg(1)), Arg(2),
        Call.arg_size() == 4 ? Arg(3) : nullptr, Base.starts_with("quad_") ? 4 : 32,
        laneId(B), [&](Value *V, Value *Src) {
          return ifLaneActive(B, readLane(B, V, Src), V, Src, Active);
        });
    return lower::i32ToBits(B, R, T);
  }
  if (Base == "simd_broadcast_first") {
    Value *First = B.CreateBinaryIntrinsic(Intrinsic::cttz, Active, B.getTrue());
    return lower::i32ToBits(B, readLane(B, X, First), T);
  }
  if (Call.arg_size() != 2)
    return std::nullopt;
  Value *N = B.CreateZExtOrTrunc(Arg(1), B.getInt32Ty());
  Value *Lane = laneId(B);
  ShuffleOp Op;
  Value *Src;
  if (Base == "simd_broadcast" || Base == "simd_shuffle") {
    Op = ShuffleIndex;
    Src = N;
  } else if (Base == "simd_shuffle_xor") {
    Op = ShuffleXor;
    Src = B.CreateXor(Lane, N);
  } else if (Base == "simd_shuffle_up") {
    Op = ShuffleUp;
    Src = B.CreateSub(Lane, N); // below lane 0 wraps past 31: own value
  } else if (Base == "simd_shuffle_down") {
    Op = ShuffleDown;
    Src = B.CreateAdd(Lane, N);
  } else if (Base == "quad_shuffle" || Base == "quad_broadcast" ||
             Base == "quad_shuffle_xor" || Base == "quad_shuffle_up" ||
             Base == "quad_shuffle_down") {
    // Within the lane's quad; a source outside it keeps the lane's own
    // value (the host executor's meaning).
    Value *Quad = QuadStart();
    Value *In = B.CreateAnd(Lane, B.getInt32(3));
    Value *SrcIn = Base == "quad_shuffle_xor" ? B.CreateXor(In, B.CreateAnd(N, B.getInt32(3)))
                   : Base == "quad_shuffle_up"   ? B.CreateSub(In, N)
                   : Base == "quad_shuffle_down" ? B.CreateAdd(In, N)
                                                 : B.CreateAnd(N, B.getInt32(3));
    // Outside the quad: a source beyond the SIMD group, which
    // ifLaneActive answers with the own value.
    Src = B.CreateSelect(B.CreateICmpULT(SrcIn, B.getInt32(4)),
                         B.CreateOr(Quad, SrcIn), B.getInt32(32));
    Value *V = readLane(B, X, Src);
    return lower::i32ToBits(B, ifLaneActive(B, V, X, Src, Active), T);
  } else if (Base == "simd_shuffle_rotate_up" || Base == "simd_shuffle_rotate_down") {
    Op = ShuffleIndex;
    Value *Delta = B.CreateAnd(N, B.getInt32(31));
    Src = B.CreateAnd(Base.ends_with("_up") ? B.CreateSub(Lane, Delta)
                                            : B.CreateAdd(Lane, Delta),
                      B.getInt32(31));
  } else {
    return std::nullopt;
  }
  // A constant index or delta below 32 is the same in every lane, so one
  // shuffle reads the source lane [A] (simd_shuffle_xor/up/down, l.4170-
  // 4290); anything else reads the computed source lane.
  Value *V;
  auto *C = dyn_cast<ConstantInt>(N);
  if (C && C->getZExtValue() < 32 && !Base.starts_with("simd_shuffle_rotate"))
    V = shuffle(B, X, B.getInt32(unsigned(C->getZExtValue())), Op);
  else
    V = readLane(B, X, Src);
  return lower::i32ToBits(B, ifLaneActive(B, V, X, Src, Active), T);
}

} // namespace applegpu
} // namespace metalnt
