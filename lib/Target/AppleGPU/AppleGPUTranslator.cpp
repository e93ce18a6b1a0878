//===- AppleGPUTranslator.cpp - AIR to Apple G13 code ---------------------===//

#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Lowering/Formats.h"
#include "metalnt/Lowering/Render.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/MachO.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Scalar/StructurizeCFG.h"
#include "llvm/Transforms/Utils/FixIrreducible.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Transforms/Utils/IntegerDivision.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"
#include "llvm/Transforms/Utils/UnifyFunctionExitNodes.h"
#include "llvm/Transforms/Utils/UnifyLoopExits.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

Error appleError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

constexpr const char *TripleName = "applegpu-apple-macosx";
/// The special registers of get_sr (Mesa's enum sr, AGX2.xml).
enum SR : unsigned {
  ThreadgroupInGrid = 0,
  ThreadsPerThreadgroup = 4,
  ThreadInThreadgroup = 48,
  ThreadIndexInThreadgroup = 51,
  ThreadIndexInSIMDGroup = 52,
  SIMDGroupIndexInThreadgroup = 53,
  ThreadInGrid = 80,
};

/// The entry point's 32-bit parameters for the grid's size
/// (docs/applegpu-abi.md): parameter p is in u(2p).
constexpr unsigned GridParam = 96, GroupsParam = 100;

Value *callConvergent(IRBuilderBase &B, StringRef Name, Type *Ret, ArrayRef<Value *> Args);

class AppleGPULowering final : public lower::TargetLowering {
public:
  explicit AppleGPULowering(const TargetMachine &TM) : TM(TM) {}

  std::string getTriple() const override { return TripleName; }
  std::string getDataLayout() const override {
    return TM.createDataLayout().getStringRepresentation();
  }
  std::optional<unsigned> mapAddressSpace(unsigned AS) const override {
    switch (AS) {
    case 0: // thread
      return 0;
    case 1: // device
    case 2: // constant: device memory the kernel only reads
      return 1;
    case 3: // threadgroup: 32-bit byte offsets (docs/applegpu-abi.md)
      return 3;
    }
    return std::nullopt;
  }
  unsigned getAllocaAddressSpace() const override { return 0; }
  std::optional<Value *> lowerIntrinsic(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name) override {
    // threadgroup_barrier: the hardware barrier; threadgroup memory is
    // synchronous, device stores are performed in order [M].
    if (Name == "air.wg.barrier") {
      Module &M = *B.GetInsertBlock()->getModule();
      FunctionCallee F = M.getOrInsertFunction(
          "applegpu.barrier", FunctionType::get(B.getVoidTy(), false));
      if (auto *Fn = dyn_cast<Function>(F.getCallee()))
        Fn->addFnAttr(Attribute::Convergent);
      B.CreateCall(F);
      return nullptr;
    }
    // simdgroup_barrier: a SIMD group runs in lockstep, and threadgroup
    // memory is synchronous [M] (a subgroup-scope barrier emits nothing).
    if (Name == "air.simdgroup.barrier")
      return nullptr;
    // discard_fragment: the fragment's sample uncovered (sample_mask 255,
    // 0 [M] agx_nir_lower_sample_mask.c); it goes on running, its tile
    // and depth writes dropped.
    if (Name == "air.discard_fragment") {
      Module &M = *B.GetInsertBlock()->getModule();
      FunctionCallee F = M.getOrInsertFunction(
          "applegpu.discard", FunctionType::get(B.getVoidTy(), false));
      B.CreateCall(F);
      return nullptr;
    }
    if (std::optional<Value *> V = lowerTexture(B, Call, Name))
      return V;
    if (std::optional<Value *> V = lowerDerivative(B, Call, Name))
      return V;
    return lowerSIMDGroup(B, Call, Name);
  }
  /// dfdx, dfdy and fwidth: the dfdx and dfdy instructions on each
  /// component (lower::lowerDerivative).
  static std::optional<Value *> lowerDerivative(IRBuilderBase &B, CallInst &Call,
                                                StringRef Name) {
    return lower::lowerDerivative(B, Call, Name, [&](Value *F, bool Vertical) {
      return callConvergent(B, Vertical ? "applegpu.dfdy" : "applegpu.dfdx", B.getFloatTy(), {F});
    });
  }
  /// SIMD-group matrices are distributed over the SIMD group, as the
  /// hardware holds them (thread_elements() sees a lane's two elements).
  bool distributesSimdgroupMatrices() const override { return true; }
  std::optional<Value *> overrideIntrinsic(IRBuilderBase &B, CallInst &Call,
                                           StringRef Name) override;
  Error buildEntryPoint(Module &M, const KernelSignature &Sig) override;
  bool supportsStage(StageKind S) const override {
    return S == StageKind::Kernel || S == StageKind::Vertex || S == StageKind::Fragment;
  }

  /// Whether the function translated is a fragment function (texture
  /// sampling there takes its level of detail from the quad).
  bool Fragment = false;
  /// The constexpr samplers met, in sampler-state order from
  /// applegpu::FirstConstSampler (AIR's two words each).
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;

private:
  const TargetMachine &TM;
  /// A texture call the G13 cannot do, reported by buildEntryPoint.
  std::string TextureProblem;
  bool SamplersRewritten = false;

  std::optional<Value *> lowerTexture(IRBuilderBase &B, CallInst &Call, StringRef Name);
  void rewriteConstantSamplers(Module &M);
  Value *bindTextureArgument(const KernelArg &A, Type *T);
  /// A vertex or fragment function's texture, sampler or buffer argument
  /// (buffer i the render entry point's parameter i; an unsupported one
  /// poison); nullptr for the others.
  Value *bindRenderResource(IRBuilderBase &B, const KernelArg &A, Type *T, Function &Entry) {
    if (Value *TV = bindTextureArgument(A, T))
      return TV;
    if ((A.K == KernelArg::Buffer && A.LocationIndex < 64) || A.K == KernelArg::Unsupported)
      return lower::bindMemoryArgument(
          B, A, T, [&](unsigned I) { return Entry.getArg(I); },
          [](unsigned) -> Argument * { return nullptr; });
    return nullptr;
  }
  Error buildVertexEntry(Module &M, const KernelSignature &Sig);
  Error buildFragmentEntry(Module &M, const KernelSignature &Sig);

  std::optional<Value *> lowerSIMDGroup(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name);
};

//===----------------------------------------------------------------------===//
// SIMD-group functions (docs/applegpu-codegen.md)
//===----------------------------------------------------------------------===//

/// The `simd` instruction's subop [M] (AGX2.xml enum subop).
enum SubOp : unsigned {
  SubAnd = 0, SubFAdd = 1, SubOr = 2, SubFMul = 3, SubXor = 4, SubFMin = 5,
  SubFMax = 7, SubIAdd = 16, SubSMin = 20, SubSMax = 22, SubUMin = 28,
  SubUMax = 30,
};
/// The `shuffle` instruction's operation [M] (enum shuffle_op).
enum ShuffleOp : unsigned { ShuffleIndex = 0, ShuffleXor = 1, ShuffleUp = 2,
                            ShuffleDown = 3 };

/// A convergent call to one of the back end's applegpu.* functions, which
/// AppleGPUTargetLowering::LowerCall turns into its instruction.
Value *callConvergent(IRBuilderBase &B, StringRef Name, Type *Ret,
                      ArrayRef<Value *> Args) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 4> Types;
  for (Value *A : Args)
    Types.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Types, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->addFnAttr(Attribute::Convergent);
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
  }
  return B.CreateCall(F, Args);
}

/// applegpu.get_sr(i32 sr): a special register (AppleGPUISD::MFSR).
FunctionCallee getSR(Module &M) {
  FunctionCallee F = M.getOrInsertFunction(
      "applegpu.get_sr", FunctionType::get(Type::getInt32Ty(M.getContext()),
                                           {Type::getInt32Ty(M.getContext())}, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
  }
  return F;
}

/// applegpu.preload(i32 r): the 32-bit register r as the dispatch left it
/// (AppleGPUISD::PRELOAD: a live-in).
FunctionCallee preloadFunction(Module &M) {
  Type *I32 = Type::getInt32Ty(M.getContext());
  FunctionCallee Preload =
      M.getOrInsertFunction("applegpu.preload", FunctionType::get(I32, {I32}, false));
  if (auto *F = dyn_cast<Function>(Preload.getCallee()))
    F->setDoesNotAccessMemory();
  return Preload;
}

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

/// A vertex output's components: how many, and their type (a scalar, a
/// vector's or an array's elements).
std::pair<unsigned, Type *> outputComponents(Type *T) {
  if (auto *V = dyn_cast<FixedVectorType>(T))
    return {V->getNumElements(), V->getElementType()};
  if (auto *A = dyn_cast<ArrayType>(T))
    return {unsigned(A->getNumElements()), A->getElementType()};
  return {1, T};
}

/// A component as its UVS word (layoutVertexOutputs).
Value *outputWord(IRBuilderBase &B, Value *C, bool Signed) {
  Type *T = C->getType();
  if (T->isHalfTy())
    C = B.CreateFPExt(C, B.getFloatTy());
  if (C->getType()->isFloatTy())
    return B.CreateBitCast(C, B.getInt32Ty());
  return Signed && !T->isIntegerTy(1) ? B.CreateSExtOrTrunc(C, B.getInt32Ty())
                                       : B.CreateZExtOrTrunc(C, B.getInt32Ty());
}

/// The vertex entry point (docs/applegpu-abi.md, "Vertex functions"): the
/// IDs from their preloaded registers, buffers and vertex buffers from the
/// uniforms, [[stage_in]] fetched by the shared vertex fetch, and the
/// returned values stored to the UVS with st_var in layoutVertexOutputs'
/// order, the last one marked.
Error AppleGPULowering::buildVertexEntry(Module &M, const KernelSignature &Sig) {
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  Expected<applegpu::UVSLayout> UVS = applegpu::layoutVertexOutputs(Sig);
  if (!UVS)
    return UVS.takeError();
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  using applegpu::BaseVertexParam;
  SmallVector<Type *, 8> Params(64, PointerType::get(Ctx, 1));
  Params.resize(BaseVertexParam, Type::getInt64Ty(Ctx));
  Params.resize(BaseVertexParam + 2, Type::getInt32Ty(Ctx));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  FunctionCallee Preload = preloadFunction(M);
  Value *VertexID = B.CreateCall(Preload, {B.getInt32(applegpu::VertexIDRegister)}, "vertex_id");
  Value *InstanceID =
      B.CreateCall(Preload, {B.getInt32(applegpu::InstanceIDRegister)}, "instance_id");
  Value *BaseVertex = Entry->getArg(BaseVertexParam);
  Value *BaseInstance = Entry->getArg(BaseVertexParam + 1);

  std::optional<VertexDescriptor> Desc;
  auto Descriptor = [&]() -> Expected<const VertexDescriptor *> {
    if (Sig.Pipeline && Sig.Pipeline->Vertex)
      return &*Sig.Pipeline->Vertex;
    if (!Desc) {
      Expected<VertexDescriptor> D = lower::defaultVertexDescriptor(Sig);
      if (!D)
        return D.takeError();
      Desc = std::move(*D);
    }
    return &*Desc;
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    if (Value *R = bindRenderResource(B, A, T, *Entry)) {
      V = R;
    } else if (A.K == KernelArg::StageIn) {
      Expected<const VertexDescriptor *> D = Descriptor();
      if (!D)
        return D.takeError();
      auto Base = [&](unsigned Index) -> Value * { return Entry->getArg(Index); };
      lower::VertexFetchInputs In;
      In.BufferBase = Base;
      In.VertexID = VertexID;
      In.InstanceID = InstanceID;
      In.BaseInstance = BaseInstance;
      V = lower::fetchVertexAttribute(B, **D, A.LocationIndex, T, In);
    } else if (A.K == KernelArg::Builtin) {
      Value *I = A.What == "air.vertex_id"       ? VertexID
                 : A.What == "air.instance_id"   ? InstanceID
                 : A.What == "air.base_vertex"   ? BaseVertex
                 : A.What == "air.base_instance" ? BaseInstance
                                                 : nullptr;
      if (I)
        V = B.CreateZExtOrTrunc(I, T);
    }
    if (!V) {
      if (!Body->getArg(A.ArgNo)->use_empty())
        return appleError("vertex function '" + Name + "': argument '" + A.Name +
                          "' (" + A.What + ") is not supported by the Apple GPU "
                          "code generator yet");
      V = PoisonValue::get(T);
    }
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);

  // The UVS words, then their stores in index order.
  std::vector<Value *> Words(UVS->Size, nullptr);
  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const StageOutput &O = Sig.Outputs[I];
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    auto [N, Elt] = outputComponents(V->getType());
    bool Signed = lower::isSignedTypeName(O.TypeName);
    for (unsigned C = 0; C != N; ++C) {
      Value *E = V->getType()->isVectorTy()  ? B.CreateExtractElement(V, C)
                 : V->getType()->isArrayTy() ? B.CreateExtractValue(V, C)
                                             : V;
      Value *W = outputWord(B, E, Signed);
      unsigned At = UVS->First[I] + C;
      if (O.K == StageOutput::RenderTargetArrayIndex || O.K == StageOutput::ViewportArrayIndex) {
        W = B.CreateAnd(W, B.getInt32(0xFFFF));
        if (O.K == StageOutput::ViewportArrayIndex)
          W = B.CreateShl(W, 16);
        if (Words[At])
          W = B.CreateOr(Words[At], W);
      }
      Words[At] = W;
    }
  }
  if (!Words[3]) // no position written: (0, 0, 0, 1)
    Words[3] = B.getInt32(0x3F800000);
  FunctionCallee StVar = M.getOrInsertFunction(
      "applegpu.st_var",
      FunctionType::get(B.getVoidTy(), {B.getInt32Ty(), B.getInt32Ty(), B.getInt32Ty()}, false));
  if (auto *F = dyn_cast<Function>(StVar.getCallee()))
    F->setOnlyAccessesInaccessibleMemory();
  for (unsigned I = 0; I != Words.size(); ++I)
    B.CreateCall(StVar, {B.getInt32(I), Words[I] ? Words[I] : B.getInt32(0),
                         B.getInt32(I + 1 == Words.size())});
  B.CreateRetVoid();
  return Error::success();
}

/// A call of one of the back end's fragment operations (AppleGPUISelLowering).
Value *callApple(IRBuilderBase &B, StringRef Name, Type *Ret, ArrayRef<Value *> Args,
                 bool SideEffects) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 4> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee()); Fn && !SideEffects)
    Fn->setDoesNotAccessMemory();
  return B.CreateCall(F, Args);
}

//===----------------------------------------------------------------------===//
// Textures (docs/applegpu-abi.md, "Textures")
//===----------------------------------------------------------------------===//

/// A constexpr sampler's two AIR words (docs/air-conventions.md): Metal 1's
/// state cast to a pointer (bit 63 set), or a __air_sampler_state global.
static std::optional<std::array<uint64_t, 2>> constantSampler(const Value *V) {
  if (const auto *CE = dyn_cast<ConstantExpr>(V)) {
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (const auto *I = dyn_cast<ConstantInt>(CE->getOperand(0)))
        if (I->getBitWidth() == 64 && I->getValue().isNegative())
          return std::array<uint64_t, 2>{I->getZExtValue(), 0};
    if (CE->getOpcode() == Instruction::AddrSpaceCast ||
        CE->getOpcode() == Instruction::BitCast)
      return constantSampler(CE->getOperand(0));
  }
  const auto *G = dyn_cast<GlobalVariable>(V);
  if (!G || !G->getName().starts_with("__air_sampler_state") || !G->hasInitializer())
    return std::nullopt;
  const auto *A = dyn_cast<ConstantDataArray>(G->getInitializer());
  if (!A || A->getNumElements() != 2 || !A->getElementType()->isIntegerTy(64))
    return std::nullopt;
  return std::array<uint64_t, 2>{A->getElementAsInteger(0), A->getElementAsInteger(1)};
}

/// Every constexpr sampler a call passes (to a texture function or to a
/// function that takes a sampler) becomes its sampler-state index, so that
/// the index reaches the texture call however the sampler travels.
void AppleGPULowering::rewriteConstantSamplers(Module &M) {
  SamplersRewritten = true;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallInst>(&I))
        for (Use &U : Call->args()) {
          if (!U->getType()->isPointerTy() || !isa<Constant>(U))
            continue;
          std::optional<std::array<uint64_t, 2>> W = constantSampler(U);
          if (!W)
            continue;
          auto It = llvm::find(ConstantSamplers, *W);
          unsigned Index = unsigned(It - ConstantSamplers.begin());
          if (It == ConstantSamplers.end())
            ConstantSamplers.push_back(*W);
          U.set(ConstantExpr::getIntToPtr(
              ConstantInt::get(Type::getInt64Ty(M.getContext()),
                               applegpu::FirstConstSampler + Index),
              U->getType()));
        }
}

/// [[texture(n)]] is its descriptor's byte offset in the heap and
/// [[sampler(n)]] its sampler-state index, each as the argument's pointer.
Value *AppleGPULowering::bindTextureArgument(const KernelArg &A, Type *T) {
  if (A.K != KernelArg::Texture && A.K != KernelArg::Sampler)
    return nullptr;
  uint64_t V = A.K == KernelArg::Texture ? uint64_t(applegpu::TextureStride) * A.LocationIndex
                                         : A.LocationIndex + 1;
  return ConstantExpr::getIntToPtr(ConstantInt::get(Type::getInt64Ty(T->getContext()), V), T);
}

/// The texture functions of 1D and 2D textures and arrays (depth ones
/// too): sample,
/// sample_compare and gather (smpf; a fragment's level of detail from its
/// quad, an explicit level or a bias; texel offsets), read (smpi with
/// sampler state 0), write (imgw through the PBE descriptor) and the size
/// queries, which read the descriptor from the heap as Mesa's
/// libagx_txs does.
std::optional<Value *> AppleGPULowering::lowerTexture(IRBuilderBase &B, CallInst &Call,
                                                      StringRef Name) {
  // A read's sampler (AIR 2.8): reads use sampler state 0 whatever it is.
  if (Name == "air.get_read_sampler")
    return Constant::getNullValue(Call.getType());
  if (!Name.contains("_texture_") && !Name.contains("_depth_"))
    return std::nullopt;
  Module &M = *B.GetInsertBlock()->getModule();
  if (!SamplersRewritten)
    rewriteConstantSamplers(M);
  std::optional<lower::TextureCall> C = lower::parseTextureCall(Call, Name);
  if (!C)
    return std::nullopt;
  Type *I16 = B.getInt16Ty(), *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  auto Problem = [&](const Twine &What) -> std::optional<Value *> {
    if (TextureProblem.empty())
      TextureProblem = ("'" + Name + "' in function '" +
                        Call.getFunction()->getName() + "': " + What +
                        " is not supported by the Apple GPU code generator yet")
                           .str();
    return Call.getType()->isVoidTy() ? nullptr : PoisonValue::get(Call.getType());
  };
  if (C->Op == "fence")
    return nullptr; // a lane's accesses are performed in order (the simulator)
  // 1D textures are 2D ones of height 1 (as Mesa lowers 1D images), at
  // y = 0 (reads, writes) or 0.5 (sampling); arrays' layers are the third
  // coordinate.
  // Cubes are 2D arrays of six faces per cube (+X, -X, +Y, -Y, +Z, -Z),
  // their face chosen in the shader (below).
  bool OneD = C->Geometry == "1d" || C->Geometry == "1d_array";
  bool Cube = C->isCube(), ThreeD = C->Geometry == "3d",
       MS = C->Geometry == "2d_ms" || C->Geometry == "2d_ms_array";
  bool Buffer = C->isBuffer();
  if (!OneD && !Cube && !ThreeD && !MS && !Buffer && C->Geometry != "2d" &&
      C->Geometry != "2d_array")
    return std::nullopt; // named by the generic error
  bool Layered = C->isArray() || Cube;
  // AGX2.xml enum dim: 2d, 2d_array, 2d_ms, 3d, 2d_ms_array.
  unsigned Dim = ThreeD ? 5 : MS ? (Layered ? 8 : 4) : Layered ? 3 : 2;
  Value *Handle = B.CreateTrunc(B.CreatePtrToInt(C->Texture, I64), I32);
  // A 32-bit word of the descriptor, read from the heap.
  auto DescriptorWord = [&](unsigned Byte) {
    Value *Heap = B.CreateIntToPtr(callApple(B, "applegpu.texture_heap", I64, {}, false),
                                   PointerType::get(M.getContext(), 1));
    Value *At = B.CreateAdd(Handle, B.getInt32(Byte));
    return B.CreateAlignedLoad(I32, B.CreateGEP(B.getInt8Ty(), Heap, At), Align(4));
  };
  // An array's layers (a 3D texture's depth) - 1: a linear one's in bits
  // 128-138 (cmdbuf.xml "Depth (linear)"), a GPU-tiled one's in 110-123
  // ("Depth"); the layout is bits 4-5.
  auto LastLayer = [&]() {
    Value *Linear = B.CreateICmpEQ(B.CreateAnd(DescriptorWord(0), 0x30), B.getInt32(0));
    return B.CreateSelect(Linear, B.CreateAnd(DescriptorWord(16), 0x7FF),
                          B.CreateAnd(B.CreateLShr(DescriptorWord(12), 14), 0x3FFF));
  };
  Value *Layer = C->ArrayIndex ? B.CreateZExtOrTrunc(C->ArrayIndex, I32) : B.getInt32(0);
  if (ThreeD) { // z, the third coordinate
    Value *Z = B.CreateExtractElement(C->Coord, 2);
    Layer = Z->getType()->isIntegerTy() ? B.CreateZExtOrTrunc(Z, I32) : B.CreateBitCast(Z, I32);
  }
  // A multisampled read's sample index takes the layer's place: its low
  // half, and an array's layer the high half (Mesa's
  // agx_nir_lower_texture.c packs pack_32_2x16_split(sample, layer)).
  if (MS) {
    Value *Sample = C->Sample ? B.CreateZExtOrTrunc(C->Sample, I32) : B.getInt32(0);
    Layer = Layered ? B.CreateOr(B.CreateAnd(Sample, 0xFFFF), B.CreateShl(Layer, 16)) : Sample;
  }
  if (Cube) // a face of a cube (of a cube array) to read or write
    Layer = B.CreateAdd(B.CreateMul(Layer, B.getInt32(6)),
                        C->Face ? B.CreateZExtOrTrunc(C->Face, I32) : B.getInt32(0));
  // A level (16-bit in the instruction) in an i32.
  auto Level16 = [&](Value *L) {
    return L ? B.CreateZExt(B.CreateZExtOrTrunc(L, I16), I32) : B.getInt32(0);
  };
  // A texture buffer is a linear 2D texture BufferWidth texels wide, as
  // Mesa lowers them (agx_nir_lower_texture.c: (x % width, x / width));
  // its element count is in the descriptor's bits 128-159 (Mesa's
  // "Buffer size (sw)"), and an index beyond it reads 0 and writes
  // nothing, sent past the texture's rows.
  constexpr unsigned BufferWidthLog2 = 14;
  static_assert(applegpu::TextureBufferWidth == 1u << BufferWidthLog2);
  if (Buffer && (C->Op == "read" || C->Op == "write")) {
    Value *Index = B.CreateZExtOrTrunc(C->Coord, I32);
    Value *Inside = B.CreateICmpULT(Index, DescriptorWord(16));
    Value *X = B.CreateAnd(Index, (1u << BufferWidthLog2) - 1);
    Value *Y = B.CreateSelect(Inside, B.CreateLShr(Index, BufferWidthLog2), B.getInt32(0x3FFF));
    C->Coord = B.CreateInsertElement(
        B.CreateInsertElement(PoisonValue::get(FixedVectorType::get(I32, 2)), X, uint64_t(0)), Y,
        1);
  }
  // The two coordinates as 32-bit words.
  auto Coords = [&](Value *V) -> std::array<Value *, 2> {
    bool Int = V->getType()->isIntOrIntVectorTy();
    Value *X = V->getType()->isVectorTy() ? B.CreateExtractElement(V, uint64_t(0)) : V;
    Value *Y = OneD ? (Int ? B.getInt32(0) : ConstantFP::get(B.getFloatTy(), 0.5))
                    : B.CreateExtractElement(V, 1);
    if (Int)
      return {B.CreateZExtOrTrunc(X, I32), B.CreateZExtOrTrunc(Y, I32)};
    return {B.CreateBitCast(X, I32), B.CreateBitCast(Y, I32)};
  };
  // The four result words as the call's type.
  auto Result = [&](Value *Words) -> Value * {
    Type *RT = Call.getType();
    auto *ST = dyn_cast<StructType>(RT);
    Type *VT = ST ? ST->getElementType(0) : RT;
    Type *E = VT->getScalarType();
    Value *V = Words;
    if (E->isFloatingPointTy())
      V = B.CreateBitCast(V, FixedVectorType::get(B.getFloatTy(), 4));
    if (E->isHalfTy())
      V = B.CreateFPTrunc(V, VT);
    else if (E->isIntegerTy() && E->getIntegerBitWidth() != 32)
      V = B.CreateTrunc(V, VT);
    if (!isa<FixedVectorType>(VT))
      V = B.CreateExtractElement(V, uint64_t(0));
    if (!ST)
      return V;
    Value *R = B.CreateInsertValue(PoisonValue::get(ST), V, 0);
    if (ST->getNumElements() > 1) // resident, as every texel of a bound texture
      R = B.CreateInsertValue(R, ConstantInt::get(ST->getElementType(1), 1), 1);
    return R;
  };
  Type *V4 = FixedVectorType::get(I32, 4);

  if (C->isQuery()) {
    // The descriptor's first eight bytes: width - 1 at bit 28, height - 1
    // at 42 (14 bits each), first and last level at 56 and 60.
    // The sample count: 2, or 4 when bit 64 is set (cmdbuf.xml "Samples",
    // as libagx's texture_samples reads it).
    if (C->Op == "get_num_samples")
      return B.CreateZExtOrTrunc(
          B.CreateSelect(B.CreateICmpNE(B.CreateAnd(DescriptorWord(8), 1), B.getInt32(0)),
                         B.getInt32(4), B.getInt32(2)),
          Call.getType());
    if (C->Op == "get_array_size") {
      Value *Layers = B.CreateAdd(LastLayer(), B.getInt32(1));
      if (Cube)
        Layers = B.CreateUDiv(Layers, B.getInt32(6));
      return B.CreateZExtOrTrunc(Layers, Call.getType());
    }
    Value *Heap = B.CreateIntToPtr(callApple(B, "applegpu.texture_heap", I64, {}, false),
                                   PointerType::get(M.getContext(), 1));
    Value *Q = B.CreateAlignedLoad(I64, B.CreateGEP(B.getInt8Ty(), Heap, Handle), Align(8));
    auto Field = [&](unsigned Shift, unsigned Bits) {
      return B.CreateTrunc(B.CreateAnd(B.CreateLShr(Q, Shift), (1u << Bits) - 1), I32);
    };
    Value *First = Field(56, 4), *R;
    if (Buffer && C->Op == "get_width")
      return B.CreateZExtOrTrunc(DescriptorWord(16), Call.getType());
    if (C->Op == "get_width" || C->Op == "get_height" || C->Op == "get_depth") {
      Value *Size = C->Op == "get_depth"
                        ? B.CreateAdd(LastLayer(), B.getInt32(1))
                        : B.CreateAdd(Field(C->Op == "get_width" ? 28 : 42, 14), B.getInt32(1));
      Value *L = B.CreateAdd(First, C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : B.getInt32(0));
      R = B.CreateLShr(Size, L);
      R = B.CreateSelect(B.CreateICmpEQ(R, B.getInt32(0)), B.getInt32(1), R);
    } else if (C->Op == "get_num_mip_levels") {
      R = B.CreateAdd(B.CreateSub(Field(60, 4), First), B.getInt32(1));
    } else {
      return Problem("the query " + C->Op);
    }
    return B.CreateZExtOrTrunc(R, Call.getType());
  }
  bool HasOffset = C->Offset && !(isa<Constant>(C->Offset) &&
                                   cast<Constant>(C->Offset)->isNullValue());
  if (MS && C->Op != "read")
    return Problem("'" + C->Op + "' of a multisampled texture");
  if (Buffer && C->Op != "read" && C->Op != "write")
    return Problem("'" + C->Op + "' of a texture buffer");
  if (C->Op == "read") {
    auto [X, Y] = Coords(C->Coord);
    Value *W = callApple(B, "applegpu.texture_load", V4,
                         {Handle, X, Y, Layer, Level16(C->Level), B.getInt32(Dim)}, true);
    return Result(W);
  }
  if (C->Op == "write") {
    auto *VT = cast<FixedVectorType>(C->Written->getType());
    Type *E = VT->getElementType();
    Value *Data = PoisonValue::get(V4);
    for (unsigned K = 0; K != 4; ++K) {
      Value *X = K < VT->getNumElements() ? B.CreateExtractElement(C->Written, K)
                                          : Constant::getNullValue(E);
      if (E->isHalfTy())
        X = B.CreateFPExt(X, B.getFloatTy());
      if (X->getType()->isFloatTy())
        X = B.CreateBitCast(X, I32);
      else
        X = Name.contains(".s.") ? B.CreateSExtOrTrunc(X, I32) : B.CreateZExtOrTrunc(X, I32);
      Data = B.CreateInsertElement(Data, X, K);
    }
    Value *PBE = B.CreateAdd(Handle, B.getInt32(24));
    auto [X, Y] = Coords(C->Coord);
    callApple(B, "applegpu.image_write", B.getVoidTy(),
              {Data, PBE, X, Y, Layer, Level16(C->Level), B.getInt32(Dim)}, true);
    return nullptr;
  }
  // The zs operand [M] (agx_nir_lower_texture.c, agx_compile.c): texel
  // offsets as 4-bit nibbles, x from bit 0 (a half register), a
  // comparison's reference (a register), or both: the reference, then
  // the offsets (AGX2.xml's zs case 11, three halves), which instruction
  // selection pairs from the reference and texture_sample's offsets
  // operand.
  enum : unsigned {
    Plain, Offsets, Compare, Gather, GatherOffsets, CompareOffsets, GatherCompare,
    GatherCompareOffsets, LodQuery
  };
  // The level-of-detail modes (Mesa's agx_lod_mode; chosen below).
  enum : unsigned {
    AutoLOD = 0, LODGrad = 4, AutoLODBias = 5, LODMin = 6, LODGradMin = 12, AutoLODBiasMin = 13
  };
  // The sampler index, in an i32's low half.
  Value *Sampler = B.CreateAnd(B.CreateTrunc(B.CreatePtrToInt(C->Sampler, I64), I32), 0xFFFF);
  Value *Zero = B.getInt32(0);
  const std::array<Value *, 7> NoGradients = {Zero, Zero, Zero, Zero, Zero, Zero, Zero};
  // One smpf (AppleGPUISelLowering's texture_sample operands): the
  // coordinates and layer, the level-of-detail word, zs, the packed
  // offsets, the seven gradient words, then mode, kind, gather component.
  auto TextureSample = [&](Value *X, Value *Y, Value *L, Value *LodWord, Value *Z,
                           Value *Offs, const std::array<Value *, 7> &Words, unsigned M,
                           unsigned K, unsigned G) {
    SmallVector<Value *, 19> Ops{Handle, Sampler, X, Y, L, LodWord, Z, Offs};
    Ops.append(Words.begin(), Words.end());
    Ops.append({B.getInt32(M), B.getInt32(K), B.getInt32(G), B.getInt32(Dim)});
    return callApple(B, "applegpu.texture_sample", V4, Ops, true);
  };
  // calculate_clamped_lod and calculate_unclamped_lod: smpf with query_lod
  // and the quad's level of detail ([M] agx_compile.c's nir_texop_lod), the
  // accessed level and the level as its first two results.
  if (C->isLodQuery()) {
    if (!Fragment)
      return Problem("'" + C->Op + "' outside a fragment function");
    if (Cube) // the host's level is the face's from the direction's derivatives
      return Problem("'" + C->Op + "' of a cube");
    auto [X, Y] = Coords(C->Coord);
    Value *W = TextureSample(X, Y, ThreeD ? Layer : Zero, Zero, Zero, Zero, NoGradients, AutoLOD,
                             LodQuery, 0);
    return B.CreateBitCast(B.CreateExtractElement(W, C->isClampedLodQuery() ? 0 : 1),
                           B.getFloatTy());
  }
  unsigned Kind = Plain, GatherValue = 0;
  Value *ZS = B.getInt32(0), *PackedOffsets = nullptr;
  if (HasOffset) {
    // A nibble a component, x from bit 0 (a 3D offset's z from bit 8), as
    // Mesa's agx_nir_lower_texture.c packs them.
    auto *OT = dyn_cast<FixedVectorType>(C->Offset->getType());
    unsigned N = OT ? std::min(OT->getNumElements(), ThreeD ? 3u : 2u) : 1;
    Value *Packed = B.getInt32(0);
    for (unsigned K = 0; K != N; ++K) {
      Value *O = B.CreateZExtOrTrunc(OT ? B.CreateExtractElement(C->Offset, K) : C->Offset, I32);
      Packed = B.CreateOr(Packed, B.CreateShl(B.CreateAnd(O, 15), 4 * K));
    }
    PackedOffsets = ZS = Packed;
    Kind = Offsets;
  }
  if (C->isCompare()) {
    ZS = B.CreateBitCast(C->Reference, I32);
    // gather_compare compares the red (depth) component: gather_r.
    if (C->isGather())
      GatherValue = 1;
    Kind = C->isGather() ? (HasOffset ? GatherCompareOffsets : GatherCompare)
                         : (HasOffset ? CompareOffsets : Compare);
  } else if (C->isGather()) {
    // gather_r, _g, _b, _a: 1, 3, 5, 7 (AGX2.xml enum gather).
    auto *Comp = dyn_cast_or_null<ConstantInt>(C->Component);
    GatherValue = 2 * unsigned(Comp ? Comp->getZExtValue() & 3 : 0) + 1;
    Kind = HasOffset ? GatherOffsets : Gather;
  } else if (C->Op != "sample") {
    return Problem("'" + C->Op + "'");
  }
  Value *MinLod = C->MinLodClamp && !(isa<Constant>(C->MinLodClamp) &&
                                      cast<Constant>(C->MinLodClamp)->isNullValue())
                      ? C->MinLodClamp
                      : nullptr;
  // Level of detail (Mesa's agx_lod_mode): in a fragment function the
  // quad's (auto_lod, with a bias auto_lod_bias, with a minimum clamp
  // auto_lod_bias_min); an explicit level, and elsewhere level 0 plus the
  // bias, as lod_min. The value is binary16.
  unsigned Mode = Fragment ? AutoLOD : LODMin;
  Value *Lod = ConstantFP::get(B.getHalfTy(), 0.0);
  auto *IsLevel = dyn_cast_or_null<ConstantInt>(C->IsLevel);
  if (C->IsLevel) {
    // Outside fragments the level (or level 0 plus the bias) is explicit,
    // so a minimum clamp is a maximum taken here (the host's rule while
    // the clamp is within the sampler's range).
    Value *L = MinLod ? B.CreateMaxNum(C->LodValue, MinLod) : C->LodValue;
    Lod = B.CreateFPTrunc(L, B.getHalfTy());
    auto *Bias = dyn_cast<ConstantFP>(C->LodValue);
    if (IsLevel && IsLevel->isOne())
      Mode = LODMin;
    else if (Fragment && !(IsLevel && Bias && Bias->isZero())) // sample(s, uv): no bias
      Mode = AutoLODBias;
  }
  // The binary16 level in an i32's low half.
  auto HalfBits = [&](Value *F) {
    return B.CreateZExt(B.CreateBitCast(B.CreateFPTrunc(F, B.getHalfTy()), I16), I32);
  };
  Value *LevelWord = B.CreateZExt(B.CreateBitCast(Lod, I16), I32), *Lod32 = LevelWord;
  // A fragment's minimum clamp: the bias (or 0) and the clamp, binary16
  // halves of one register ([M] agx_nir_lower_texture.c packs
  // lod_bias_min_agx as pack_32_2x16_split(bias, min_lod)).
  if (MinLod && Fragment && Mode != LODMin) {
    Value *Bias = Mode == AutoLODBias ? HalfBits(C->LodValue) : B.getInt32(0);
    Lod32 = B.CreateOr(Bias, B.CreateShl(HalfBits(MinLod), 16));
    Mode = AutoLODBiasMin;
  }
  // The gradients (lod_grad), dx and dy of each coordinate in turn as
  // Mesa's agx_compile.c interleaves them, and with lod_grad_min the
  // minimum's binary16 in the low half of a last word.
  std::array<Value *, 7> Grads = NoGradients;
  Value *GradX = C->Grad ? C->GradX : nullptr, *GradY = C->Grad ? C->GradY : nullptr;
  // A cube in a fragment function: the quad's level of detail is that of
  // the direction's derivatives (the host's rule), so it samples with
  // them as gradients, scaled by 2^bias for a bias (as Mesa's
  // lower_sampler_bias does).
  if (Cube && Fragment && !C->Grad && !C->isGather() && Mode != LODMin) {
    auto *VT = cast<FixedVectorType>(C->Coord->getType());
    GradX = GradY = PoisonValue::get(VT);
    for (unsigned K = 0; K != 3; ++K) {
      Value *E = B.CreateExtractElement(C->Coord, K);
      GradX = B.CreateInsertElement(GradX, callConvergent(B, "applegpu.dfdx", B.getFloatTy(), {E}), K);
      GradY = B.CreateInsertElement(GradY, callConvergent(B, "applegpu.dfdy", B.getFloatTy(), {E}), K);
    }
    if (Mode == AutoLODBias || (Mode == AutoLODBiasMin && C->IsLevel)) {
      Value *Scale = B.CreateUnaryIntrinsic(Intrinsic::exp2, B.CreateFPExt(C->LodValue, B.getFloatTy()));
      GradX = B.CreateFMul(GradX, B.CreateVectorSplat(3, Scale));
      GradY = B.CreateFMul(GradY, B.CreateVectorSplat(3, Scale));
    }
  }
  std::array<Value *, 2> XY;
  if (Cube) {
    if (Kind != Plain && Kind != Compare && Kind != Gather && Kind != GatherCompare)
      return Problem("a cube's texel offsets");
    Value *LastCube = B.CreateSub(B.CreateUDiv(B.CreateAdd(LastLayer(), B.getInt32(1)),
                                               B.getInt32(6)),
                                  B.getInt32(1));
    Value *Index = B.CreateIntrinsic(Intrinsic::umin, {I32}, {Layer, LastCube});
    auto [Face, S, T] = lower::cubeFaceCoords(B, C->Coord);
    // The face's edge texels for coordinates beyond them, whatever the
    // sampler's addressing (Vulkan's cube rule without seamless
    // filtering, as metal-run's host has it): s and t within half a texel
    // of the face's edges.
    Value *Q = B.CreateAlignedLoad(
        I64,
        B.CreateGEP(B.getInt8Ty(),
                    B.CreateIntToPtr(callApple(B, "applegpu.texture_heap", I64, {}, false),
                                     PointerType::get(M.getContext(), 1)),
                    Handle),
        Align(8));
    Value *Width = B.CreateUIToFP(
        B.CreateAdd(B.CreateTrunc(B.CreateAnd(B.CreateLShr(Q, 28), 0x3FFF), I32),
                    B.getInt32(1)),
        B.getFloatTy());
    Value *Half = B.CreateFDiv(ConstantFP::get(B.getFloatTy(), 0.5), Width);
    Value *One = ConstantFP::get(B.getFloatTy(), 1.0);
    auto Edge = [&](Value *V) {
      return B.CreateMinNum(B.CreateMaxNum(V, Half), B.CreateFSub(One, Half));
    };
    XY = {B.CreateBitCast(Edge(S), I32), B.CreateBitCast(Edge(T), I32)};
    Layer = B.CreateAdd(B.CreateMul(Index, B.getInt32(6)), Face);
    if (GradX) { // the face's gradients, from the direction's
      auto [SX, TX] = lower::cubeFaceDerivative(B, C->Coord, GradX);
      auto [SY, TY] = lower::cubeFaceDerivative(B, C->Coord, GradY);
      Grads = {B.CreateBitCast(SX, I32), B.CreateBitCast(SY, I32), B.CreateBitCast(TX, I32),
               B.CreateBitCast(TY, I32), Zero, Zero, Zero};
    }
    if (Kind == Gather || Kind == GatherCompare) {
      // Gather from a cube: level 0's bilinear footprint on the face,
      // clamped to its edges (the host's rule: faces address as
      // clamp_to_edge), read texel by texel with smpi, since the sampler's
      // own addressing would wrap a footprint that leaves the face.
      Value *Last = B.CreateFPToSI(B.CreateFSub(Width, One), I32);
      auto Texel0 = [&](Value *C) { // floor(c w - 0.5)
        return B.CreateFPToSI(
            B.CreateUnaryIntrinsic(Intrinsic::floor,
                                   B.CreateFSub(B.CreateFMul(C, Width), ConstantFP::get(B.getFloatTy(), 0.5))),
            I32);
      };
      auto Clamp = [&](Value *I) {
        return B.CreateIntrinsic(Intrinsic::smin, {I32},
                                 {B.CreateIntrinsic(Intrinsic::smax, {I32}, {I, B.getInt32(0)}), Last});
      };
      Value *I0 = Texel0(S), *J0 = Texel0(T);
      Value *Is[2] = {Clamp(I0), Clamp(B.CreateAdd(I0, B.getInt32(1)))};
      Value *Js[2] = {Clamp(J0), Clamp(B.CreateAdd(J0, B.getInt32(1)))};
      // (i0, j1), (i1, j1), (i1, j0), (i0, j0), the channel asked for.
      static const unsigned Corner[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
      Value *Channel = C->Component ? B.CreateAnd(B.CreateZExtOrTrunc(C->Component, I32), 3)
                                    : B.getInt32(0);
      Value *W = PoisonValue::get(V4);
      for (unsigned K = 0; K != 4; ++K) {
        Value *I = Is[Corner[K][0]], *J = Js[Corner[K][1]], *Texel;
        if (Kind == GatherCompare) {
          // A gathered comparison: each texel compared by the sampler, a
          // comparison sample at its centre on level 0, which any filter
          // returns unblended.
          auto Centre = [&](Value *N) {
            return B.CreateBitCast(
                B.CreateFDiv(B.CreateFAdd(B.CreateSIToFP(N, B.getFloatTy()),
                                          ConstantFP::get(B.getFloatTy(), 0.5)),
                             Width),
                I32);
          };
          Texel = TextureSample(Centre(I), Centre(J), Layer, Zero, ZS, Zero, NoGradients,
                                LODMin, Compare, 0);
          W = B.CreateInsertElement(W, B.CreateExtractElement(Texel, uint64_t(0)), K);
          continue;
        }
        Texel = callApple(B, "applegpu.texture_load", V4,
                          {Handle, I, J, Layer, B.getInt32(0), B.getInt32(Dim)}, true);
        W = B.CreateInsertElement(W, B.CreateExtractElement(Texel, Channel), K);
      }
      return Result(W);
    }
  } else {
    XY = Coords(C->Coord);
    // Sampling clamps the layer to the array, as Mesa's
    // agx_nir_lower_texture.c does in the shader (Vulkan's rule).
    if (C->isArray())
      Layer = B.CreateIntrinsic(Intrinsic::umin, {I32}, {Layer, LastLayer()});
  }
  if (GradX && !Cube) {
    unsigned N = ThreeD ? 3 : OneD ? 1 : 2;
    for (unsigned K = 0; K != N; ++K) {
      auto Component = [&](Value *V) {
        return V->getType()->isVectorTy() ? B.CreateExtractElement(V, K) : V;
      };
      Grads[2 * K] = B.CreateBitCast(Component(GradX), I32);
      Grads[2 * K + 1] = B.CreateBitCast(Component(GradY), I32);
    }
  }
  if (GradX) {
    Mode = LODGrad;
    if (MinLod) { // the minimum after the gradients
      Grads[ThreeD ? 6 : 4] = HalfBits(MinLod);
      Mode = LODGradMin;
    }
  }
  auto Sample = [&](unsigned M) {
    return TextureSample(XY[0], XY[1], Layer, M == LODMin ? LevelWord : Lod32, ZS,
                         PackedOffsets ? PackedOffsets : Zero, Grads, M, Kind, GatherValue);
  };
  if (Kind == GatherCompare || Kind == GatherCompareOffsets)
    return Result(Sample(AutoLOD));
  if (Kind == Gather || Kind == GatherOffsets) { // level 0's footprint
    Value *W = Sample(AutoLOD);
    if (C->Component && !isa<ConstantInt>(C->Component)) {
      // A component chosen at run time: each gathered, one kept.
      Value *Comp = B.CreateAnd(B.CreateZExtOrTrunc(C->Component, I32), 3);
      for (unsigned K = 1; K != 4; ++K) {
        GatherValue = 2 * K + 1;
        W = B.CreateSelect(B.CreateICmpEQ(Comp, B.getInt32(K)), Sample(AutoLOD), W);
      }
    }
    return Result(W);
  }
  Value *W = Sample(Mode);
  // A level or a bias chosen at run time: in a fragment function both
  // samples, the one asked for kept (elsewhere both are lod_min).
  if (C->IsLevel && !IsLevel && Mode != LODMin)
    W = B.CreateSelect(C->IsLevel, Sample(LODMin), W);
  return Result(W);
}

/// float(V) / Max correctly rounded, for V and Max below 2^8: the
/// reciprocal's product corrected once by its fused residual (checked
/// exhaustively for the 1-, 4-, 5- and 6-bit fields against exact
/// division).
static Value *unormField(IRBuilderBase &B, Value *V, unsigned Max) {
  Type *F32 = B.getFloatTy();
  Value *X = B.CreateUIToFP(V, F32);
  Value *Rcp = ConstantFP::get(F32, double(float(1.0 / Max)));
  Value *Q = B.CreateFMul(X, Rcp);
  Value *R = B.CreateIntrinsic(Intrinsic::fma, {F32},
                               {B.CreateFNeg(Q), ConstantFP::get(F32, double(Max)), X});
  return B.CreateIntrinsic(Intrinsic::fma, {F32}, {R, Rcp, Q});
}

/// MSL's float-to-unorm conversion of F into a Max-valued field, rounded
/// once to nearest even as the host does in double: clamped (NaN to 0),
/// scaled; the product's truncation, raised when its fraction is above
/// one half, or exactly one half and the product's fused residual says
/// the exact value is above it (or, with no residual, to the even one).
static Value *packUnormField(IRBuilderBase &B, Value *F, unsigned Max) {
  Type *F32 = B.getFloatTy(), *I32 = B.getInt32Ty();
  Value *C = B.CreateMinNum(B.CreateMaxNum(F, ConstantFP::get(F32, 0.0)),
                            ConstantFP::get(F32, 1.0));
  Value *M = ConstantFP::get(F32, double(Max));
  Value *P = B.CreateFMul(C, M);
  Value *E = B.CreateIntrinsic(Intrinsic::fma, {F32}, {C, M, B.CreateFNeg(P)});
  Value *T = B.CreateFPToUI(P, I32);
  Value *Frac = B.CreateFSub(P, B.CreateUIToFP(T, F32));
  Value *Half = ConstantFP::get(F32, 0.5), *Zero = ConstantFP::get(F32, 0.0);
  Value *Tie = B.CreateFCmpOEQ(Frac, Half);
  Value *TieUp = B.CreateOr(B.CreateFCmpOGT(E, Zero),
                            B.CreateAnd(B.CreateFCmpOEQ(E, Zero),
                                        B.CreateICmpNE(B.CreateAnd(T, 1), B.getInt32(0))));
  Value *Up = B.CreateOr(B.CreateFCmpOGT(Frac, Half), B.CreateAnd(Tie, TieUp));
  return B.CreateAdd(T, B.CreateZExt(Up, I32));
}

/// Tile component C's format: an sRGB format's alpha is linear, u8norm.
static unsigned componentFormat(const applegpu::TileTarget &TT, unsigned C) {
  return TT.Format == applegpu::TileSRGBA8 && TT.Channels[C] == 3 ? unsigned(applegpu::TileU8Norm)
                                                                  : TT.Format;
}

/// A pixel's channels read from the tile buffer, what blending reads as
/// its destination and framebuffer fetch returns: floats for a float-kind
/// format (converted by ld_tile from the tile format, or unpacked by the
/// shader), integer words (zero-extended) otherwise; the channels the
/// format lacks 0, 0, 0, 1.
static std::array<Value *, 4> readTilePixel(IRBuilderBase &B, const applegpu::TileTarget &TT,
                                            bool FloatFormat) {
  Type *F32 = B.getFloatTy(), *I32 = B.getInt32Ty();
  std::array<Value *, 4> D;
  for (unsigned C = 0; C != 4; ++C)
    D[C] = FloatFormat ? (Value *)ConstantFP::get(F32, C == 3 ? 1.0 : 0.0) : B.getInt32(C == 3);
  if (TT.ShaderPacked) {
    Value *Raw = callApple(B, "applegpu.ld_tile", I32,
                           {B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
    for (const formats::Component &F : TT.Fields)
      if (F.Bits) {
        unsigned Max = (1u << F.Bits) - 1;
        Value *V = B.CreateAnd(B.CreateLShr(Raw, F.Offset), Max);
        D[F.Channel] = FloatFormat ? unormField(B, V, Max) : V;
      }
    return D;
  }
  if (TT.Packed) {
    Type *Ty = FixedVectorType::get(I32, TT.NumComponents);
    Value *W = callApple(B, "applegpu.ld_tile.v" + std::to_string(TT.NumComponents), Ty,
                         {B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
    for (unsigned C = 0; C != TT.NumComponents; ++C)
      D[TT.Channels[C]] = B.CreateBitCast(B.CreateExtractElement(W, C), F32);
    return D;
  }
  for (unsigned C = 0; C != TT.NumComponents; ++C) {
    Value *X = callApple(B, "applegpu.ld_tile", I32,
                         {B.getInt32(TT.Offset + C * TT.ComponentBytes),
                          B.getInt32(componentFormat(TT, C))},
                         true);
    D[TT.Channels[C]] = FloatFormat ? B.CreateBitCast(X, F32) : X;
  }
  return D;
}

/// Stores a colour to an attachment the shader packs: the raw pixel read
/// when blending or a partial write mask needs it; a normalized format's
/// fields unpacked for blending, blended as for any format and packed
/// back, an integer format's the low bits of each channel; the fields the
/// write mask excludes kept; stored raw (i16 or i32).
static void storeShaderPacked(IRBuilderBase &B, bool Normalized, const applegpu::TileTarget &TT,
                              const lower::ColorAttachment &CA,
                              const lower::RenderPipeline &P,
                              std::array<Value *, 4> Out,
                              const std::array<Value *, 4> &S1,
                              std::array<Value *, 4> D) {
  Type *I32 = B.getInt32Ty();
  unsigned Present = 0;
  for (const formats::Component &F : TT.Fields)
    if (F.Bits)
      Present |= 1u << F.Channel;
  if (!(CA.WriteMask & Present))
    return; // every channel kept
  Value *Dst = nullptr;
  if ((CA.Blending && Normalized) || (CA.WriteMask & Present) != Present)
    Dst = callApple(B, "applegpu.ld_tile", I32,
                    {B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
  auto Field = [&](const formats::Component &F) {
    return B.CreateAnd(B.CreateLShr(Dst, F.Offset), (1u << F.Bits) - 1);
  };
  if (CA.Blending && Normalized)
    for (const formats::Component &F : TT.Fields)
      if (F.Bits)
        D[F.Channel] = unormField(B, Field(F), (1u << F.Bits) - 1);
  if (Normalized)
    Out = lower::blendColor(B, CA, *CA.Format, P, Out, S1, D);
  Value *Word = B.getInt32(0);
  for (const formats::Component &F : TT.Fields) {
    if (!F.Bits)
      continue;
    unsigned Max = (1u << F.Bits) - 1;
    Value *V = !(CA.WriteMask >> F.Channel & 1) ? Field(F)
               : Normalized                     ? packUnormField(B, Out[F.Channel], Max)
                                                : B.CreateAnd(Out[F.Channel], Max);
    Word = B.CreateOr(Word, B.CreateShl(V, F.Offset));
  }
  callApple(B, "applegpu.st_tile", B.getVoidTy(),
            {Word, B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
}

/// The fragment entry point (docs/applegpu-abi.md, "Fragment functions"):
/// the position from the pixel's special registers and the Z and W
/// coefficient registers, varyings by their interpolation (iterproj
/// divided by the reciprocal W, iter, ldcf's C for flat ones), front
/// facing from sr 62; then each colour output converted for its tile
/// format and stored a component at a time at its place in the pixel,
/// behind the write mask, and the depth emitted.
Error AppleGPULowering::buildFragmentEntry(Module &M, const KernelSignature &Sig) {
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  Expected<applegpu::TileLayout> Tile = applegpu::layoutTileBuffer(Sig);
  if (!Tile)
    return Tile.takeError();
  unsigned NumCF;
  std::vector<unsigned> CF = applegpu::layoutCoefficients(Sig, NumCF);
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  SmallVector<Type *, 8> Params(64, PointerType::get(Ctx, 1));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  FunctionCallee GetSR = getSR(M);
  Type *F32 = B.getFloatTy();
  auto Iter = [&](unsigned Reg, bool Centroid) {
    return callApple(B, "applegpu.iter", F32, {B.getInt32(Reg), B.getInt32(Centroid)}, false);
  };
  auto Bad = [&](const Twine &What) {
    return appleError("fragment function '" + Name + "': " + What +
                      " is not supported by the Apple GPU code generator yet");
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    if (Value *R = bindRenderResource(B, A, T, *Entry)) {
      V = R;
    } else if (A.K == KernelArg::Builtin && A.What == "air.position") {
      // The pixel's centre, and Z and W from their coefficient registers.
      Value *C[4];
      for (unsigned D = 0; D != 2; ++D)
        C[D] = B.CreateFAdd(B.CreateUIToFP(B.CreateCall(GetSR, {B.getInt32(80 + D)}), F32),
                            ConstantFP::get(F32, 0.5));
      C[2] = Iter(1, false);
      C[3] = Iter(0, false);
      auto *VT = dyn_cast<FixedVectorType>(T);
      if (!VT || VT->getNumElements() != 4 || !VT->getElementType()->isFloatTy())
        return Bad("a position of type '" + A.TypeName + "'");
      V = PoisonValue::get(T);
      for (unsigned I = 0; I != 4; ++I)
        V = B.CreateInsertElement(V, C[I], I);
    } else if (A.K == KernelArg::Builtin &&
               (A.What == "air.sample_id" || A.What == "air.sample_mask_in")) {
      // Per-sample shading as Mesa does it (agx_nir_lower_msaa.c): the
      // sample being shaded is a one-hot bit preloaded in r1l; sample_id is
      // its index, the input sample mask sr 124 (input_sample_mask) ANDed
      // with it when the function shades per sample.
      Value *Bit = B.CreateAnd(
          B.CreateCall(preloadFunction(M), {B.getInt32(applegpu::SampleBitRegister)}), 0xFFFF);
      bool PerSample = llvm::any_of(Sig.Args, [](const KernelArg &X) {
        return X.K == KernelArg::Builtin && X.What == "air.sample_id";
      });
      if (A.What == "air.sample_id") {
        V = B.CreateSub(B.getInt32(31), B.CreateIntrinsic(Intrinsic::ctlz, {B.getInt32Ty()},
                                                          {Bit, B.getTrue()}));
      } else {
        V = B.CreateCall(GetSR, {B.getInt32(124)});
        if (PerSample)
          V = B.CreateAnd(V, Bit);
      }
      V = B.CreateZExtOrTrunc(V, T);
    } else if (A.K == KernelArg::Builtin && A.What == "air.render_target") {
      // Framebuffer fetch ([[color(n)]] input): the pixel in the tile
      // buffer before the function stores, as blending reads it.
      const lower::ColorAttachment *CA =
          Sig.Pipeline && A.LocationIndex < Sig.Pipeline->Colors.size()
              ? &Sig.Pipeline->Colors[A.LocationIndex]
              : nullptr;
      if (!CA || !CA->Format || A.LocationIndex >= Tile->Targets.size() ||
          !Tile->Targets[A.LocationIndex])
        return appleError("fragment function '" + Name + "': framebuffer input '" + A.Name +
                          "' reads color attachment " + Twine(A.LocationIndex) +
                          ", which the pipeline does not have");
      bool FloatFormat = formats::isFloatKind(CA->Format->Kind);
      auto [N, Elt] = outputComponents(T);
      if (Elt->isFloatingPointTy() != FloatFormat || N > 4 ||
          !(Elt->isFloatingPointTy() || Elt->isIntegerTy()))
        return appleError("fragment function '" + Name + "': framebuffer input '" + A.Name +
                          "' of type '" + A.TypeName + "' cannot read pixel format " +
                          CA->Format->Name);
      std::array<Value *, 4> Ch = readTilePixel(B, *Tile->Targets[A.LocationIndex], FloatFormat);
      V = T->isVectorTy() ? PoisonValue::get(T) : nullptr;
      for (unsigned C = 0; C != N; ++C) {
        Value *X = Ch[C];
        if (!FloatFormat && CA->Format->Kind == formats::NumericKind::SInt) {
          // A signed format's narrower component, sign-extended.
          unsigned Bits = 32;
          for (unsigned K = 0; K != CA->Format->NumComponents; ++K)
            if (CA->Format->Components[K].Channel == C)
              Bits = CA->Format->Components[K].Bits;
          if (Bits < 32)
            X = B.CreateAShr(B.CreateShl(X, 32 - Bits), 32 - Bits);
        }
        X = FloatFormat ? B.CreateFPCast(X, Elt) : B.CreateZExtOrTrunc(X, Elt);
        V = V ? B.CreateInsertElement(V, X, C) : X;
      }
    } else if (A.K == KernelArg::Builtin && A.What == "air.front_facing") {
      Value *Back = B.CreateCall(GetSR, {B.getInt32(62)});
      V = B.CreateZExtOrTrunc(B.CreateICmpEQ(Back, B.getInt32(0)), T);
    } else if (lower::Interpolation Interp; applegpu::isCoefficientInput(A, Interp)) {
      auto [N, Elt] = outputComponents(T);
      if (!(Elt->isFloatTy() || Elt->isHalfTy() ||
            (Elt->isIntegerTy() && Elt->getIntegerBitWidth() <= 32)))
        return Bad("input '" + A.Name + "' of type '" + A.TypeName + "'");
      bool Centroid = A.Samp != lower::Sampling::Center;
      V = T->isVectorTy() ? PoisonValue::get(T) : nullptr;
      for (unsigned C = 0; C != N; ++C) {
        unsigned Reg = CF[A.ArgNo] + C;
        Value *X;
        if (Interp == lower::Interpolation::Flat || Elt->isIntegerTy()) {
          Value *Planes = callApple(B, "applegpu.ldcf", FixedVectorType::get(F32, 3),
                                    {B.getInt32(Reg)}, false);
          X = B.CreateExtractElement(Planes, 2);
        } else if (Interp == lower::Interpolation::Perspective) {
          X = callApple(B, "applegpu.iterproj", F32,
                        {B.getInt32(Reg), B.getInt32(0), B.getInt32(Centroid)}, false);
        } else {
          X = Iter(Reg, Centroid);
        }
        // Integer inputs are flat: their bits travel as the coefficient.
        if (Elt->isIntegerTy())
          X = B.CreateTruncOrBitCast(B.CreateBitCast(X, B.getInt32Ty()), Elt);
        else if (Elt->isHalfTy())
          X = B.CreateFPTrunc(X, Elt);
        V = V ? B.CreateInsertElement(V, X, C) : X;
      }
    }
    if (!V) {
      if (!Body->getArg(A.ArgNo)->use_empty())
        return Bad("argument '" + A.Name + "' (" + A.What + ")");
      V = PoisonValue::get(T);
    }
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);

  // Coverage (docs/applegpu-abi.md, "Fragment functions"): a
  // [[sample_mask]] output and, when the pipeline enables alpha to
  // coverage, the low trunc(alpha x samples) bits for [[color(0)]]'s alpha
  // (Mesa's agx_nir_lower_alpha_to_coverage) leave their samples: one
  // sample_mask before anything is stored.
  Value *Coverage = nullptr;
  auto Cover = [&](Value *Mask) {
    Coverage = Coverage ? B.CreateAnd(Coverage, Mask) : Mask;
  };
  for (const StageOutput &O : Sig.Outputs) {
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    auto *VT = dyn_cast<FixedVectorType>(V->getType());
    if (O.K == StageOutput::SampleMask) {
      Cover(B.CreateZExtOrTrunc(V, B.getInt32Ty()));
    } else if (O.K == StageOutput::Color && O.Index == 0 && !O.DualSourceIndex &&
               Sig.Pipeline && Sig.Pipeline->AlphaToCoverage && VT &&
               VT->getNumElements() == 4 && VT->getElementType()->isFloatingPointTy()) {
      unsigned Samples = std::clamp(Sig.Pipeline->SampleCount, 1u, 16u);
      Value *Scaled = B.CreateFMul(B.CreateFPCast(B.CreateExtractElement(V, 3), F32),
                                   ConstantFP::get(F32, double(Samples)));
      // NaN and values below 1 set no bit; at most 16.
      Value *Bits = B.CreateSelect(
          B.CreateFCmpOGE(Scaled, ConstantFP::get(F32, 1.0)),
          B.CreateFPToUI(B.CreateMinNum(Scaled, ConstantFP::get(F32, 16.0)), B.getInt32Ty()),
          B.getInt32(0));
      Cover(B.CreateSub(B.CreateShl(B.getInt32(1), Bits), B.getInt32(1)));
    }
  }
  if (Coverage)
    callApple(B, "applegpu.sample_mask", B.getVoidTy(), {Coverage}, true);

  // The depth and the stencil reference: one zs_emit, its operand the
  // 32-bit depth, the 16-bit stencil, or both in three halves.
  Value *Depth = nullptr, *Stencil = nullptr;
  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const StageOutput &O = Sig.Outputs[I];
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    if (O.K == StageOutput::Depth)
      Depth = B.CreateFPCast(V, F32);
    else if (O.K == StageOutput::Stencil)
      Stencil = B.CreateAnd(B.CreateZExtOrTrunc(V, B.getInt32Ty()), 0xFFFF);
  }
  if (Depth && Stencil)
    callApple(B, "applegpu.zs_emit_zs", B.getVoidTy(), {Depth, Stencil}, true);
  else if (Depth)
    callApple(B, "applegpu.zs_emit", B.getVoidTy(), {Depth}, true);
  else if (Stencil)
    callApple(B, "applegpu.zs_emit_s", B.getVoidTy(), {Stencil}, true);

  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const StageOutput &O = Sig.Outputs[I];
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    if (O.K == StageOutput::Depth || O.K == StageOutput::Stencil ||
        O.K == StageOutput::SampleMask)
      continue;
    if (O.K != StageOutput::Color)
      return Bad("output '" + O.What + "'");
    if (O.DualSourceIndex)
      continue; // only blending reads a second source
    if (O.Index >= Tile->Targets.size() || !Tile->Targets[O.Index])
      continue; // no attachment: nothing stored
    const applegpu::TileTarget &TT = *Tile->Targets[O.Index];
    const lower::ColorAttachment &CA = Sig.Pipeline->Colors[O.Index];
    bool FloatFormat = formats::isFloatKind(CA.Format->Kind);
    // The output's four channels (missing ones 0, 0, 0, 1): floats for a
    // float-kind format, integer bits otherwise.
    auto Channels = [&](Value *X, StringRef TypeName) {
      auto [N, Elt] = outputComponents(X->getType());
      bool Signed = lower::isSignedTypeName(TypeName);
      std::array<Value *, 4> Ch;
      for (unsigned C = 0; C != 4; ++C) {
        Value *E = nullptr;
        if (C < N)
          E = X->getType()->isVectorTy() ? B.CreateExtractElement(X, C) : X;
        if (FloatFormat)
          Ch[C] = E ? B.CreateFPCast(E, F32) : ConstantFP::get(F32, C == 3 ? 1.0 : 0.0);
        else
          Ch[C] = E ? outputWord(B, E, Signed) : B.getInt32(C == 3);
      }
      return Ch;
    };
    std::array<Value *, 4> Out = Channels(V, O.TypeName);
    if (TT.ShaderPacked && !FloatFormat) {
      storeShaderPacked(B, false, TT, CA, *Sig.Pipeline, Out, Out, Out);
      continue;
    }
    if (FloatFormat) {
      std::array<Value *, 4> S1 = {ConstantFP::get(F32, 0.0), ConstantFP::get(F32, 0.0),
                                   ConstantFP::get(F32, 0.0), ConstantFP::get(F32, 1.0)};
      std::array<Value *, 4> D = S1;
      // A packed pixel is read whole: the destination for blending and for
      // the channels the write mask keeps.
      Value *PackedDst = nullptr;
      Type *PackedTy = FixedVectorType::get(B.getInt32Ty(), TT.NumComponents);
      if (TT.Packed && (CA.Blending || (CA.WriteMask & 0xF) != 0xF)) {
        PackedDst = callApple(B, "applegpu.ld_tile.v" + std::to_string(TT.NumComponents),
                              PackedTy, {B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
        for (unsigned C = 0; C != TT.NumComponents; ++C)
          D[TT.Channels[C]] = B.CreateBitCast(B.CreateExtractElement(PackedDst, C), F32);
      }
      if (CA.Blending)
        for (size_t J = 0; J != Sig.Outputs.size(); ++J)
          if (Sig.Outputs[J].K == StageOutput::Color && Sig.Outputs[J].Index == O.Index &&
              Sig.Outputs[J].DualSourceIndex == 1)
            S1 = Channels(Result->getType()->isStructTy()
                              ? B.CreateExtractValue(Result, Sig.Outputs[J].Member)
                              : Result,
                          Sig.Outputs[J].TypeName);
      // The destination, converted by ld_tile from the tile format.
      if (CA.Blending && !TT.Packed && !TT.ShaderPacked)
        D = readTilePixel(B, TT, true);
      if (TT.ShaderPacked) {
        storeShaderPacked(B, true, TT, CA, *Sig.Pipeline, Out, S1, D);
        continue;
      }
      Out = lower::blendColor(B, CA, *CA.Format, *Sig.Pipeline, Out, S1, D);
      for (Value *&X : Out)
        X = B.CreateBitCast(X, B.getInt32Ty());
      if (TT.Packed) {
        Value *Word = PoisonValue::get(PackedTy);
        for (unsigned C = 0; C != TT.NumComponents; ++C) {
          unsigned Channel = TT.Channels[C];
          Value *X = CA.WriteMask >> Channel & 1 ? Out[Channel]
                                                 : B.CreateExtractElement(PackedDst, C);
          Word = B.CreateInsertElement(Word, X, C);
        }
        // RGB9E5's channels share an exponent: the host (lib/Lowering's
        // copyChannels) writes such a pixel whole or not at all.
        bool Writes = TT.Format == applegpu::TileRGB9E5 ? (CA.WriteMask & 7) == 7 : (CA.WriteMask & 0xF) != 0;
        if (Writes)
          callApple(B, "applegpu.st_tile.v" + std::to_string(TT.NumComponents),
                    B.getVoidTy(), {Word, B.getInt32(TT.Offset), B.getInt32(TT.Format)}, true);
        continue;
      }
    }
    for (unsigned C = 0; C != TT.NumComponents; ++C) {
      unsigned Channel = TT.Channels[C];
      if (!(CA.WriteMask >> Channel & 1))
        continue; // the pixel keeps it
      callApple(B, "applegpu.st_tile", B.getVoidTy(),
                {Out[Channel], B.getInt32(TT.Offset + C * TT.ComponentBytes),
                 B.getInt32(componentFormat(TT, C))},
                true);
    }
  }
  B.CreateRetVoid();
  return Error::success();
}

Error AppleGPULowering::buildEntryPoint(Module &M, const KernelSignature &Sig) {
  if (!TextureProblem.empty())
    return appleError(TextureProblem);
  for (const KernelArg &A : Sig.Args)
    if ((A.K == KernelArg::Buffer && A.LocationIndex == applegpu::TextureHeapParam) ||
        (A.K == KernelArg::Texture && A.LocationIndex >= 128) ||
        (A.K == KernelArg::Sampler && A.LocationIndex >= 16))
      return appleError("'" + Sig.F->getName() + "': argument '" + A.Name + "' (" + A.What +
                        " " + Twine(A.LocationIndex) +
                        ") is beyond what the Apple GPU ABI binds (buffers 0-30, "
                        "textures 0-127, samplers 0-15)");
  if (Sig.Stage == StageKind::Vertex)
    return buildVertexEntry(M, Sig);
  if (Sig.Stage == StageKind::Fragment)
    return buildFragmentEntry(M, Sig);
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  if (Sig.Args.size() != Body->arg_size())
    return appleError("'" + Name + "' has parameters its AIR metadata does "
                                   "not describe");
  // The entry point's parameter i is buffer(i), which the back end reads
  // from u(2i):u(2i+1); buffer indices the kernel does not use are
  // parameters nothing reads.
  // [[threadgroup(i)]]'s byte offset is parameter 64 + i, u(128 + 2i).
  // The grid's size in threads and in threadgroups, which no special
  // register holds, are 32-bit parameters GridParam + d and
  // GroupsParam + d, in u(192 + 2d) and u(200 + 2d).
  unsigned NumBuffers = 0;
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Builtin &&
        (A.What == "air.threads_per_grid" || A.What == "air.threadgroups_per_grid"))
      NumBuffers = GroupsParam + 3;
  for (const KernelArg &A : Sig.Args) {
    if (A.K == KernelArg::Buffer)
      NumBuffers = std::max(NumBuffers, A.LocationIndex + 1);
    else if (A.K == KernelArg::Threadgroup && A.LocationIndex < 32)
      NumBuffers = std::max(NumBuffers, 64 + A.LocationIndex + 1);
    else if (A.K == KernelArg::Unsupported && Body->getArg(A.ArgNo)->use_empty())
      continue; // nothing reads it (an unused function table): poison
    else if (A.K != KernelArg::Builtin && A.K != KernelArg::Texture &&
             A.K != KernelArg::Sampler)
      return appleError("argument '" + A.Name + "' (" + A.What + ") of '" +
                        Name + "' is not supported by the Apple GPU code "
                        "generator yet");
  }
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Buffer && A.LocationIndex >= 64)
      return appleError("'" + Name + "' uses buffer indices above 63");
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  Type *Ptr = PointerType::get(Ctx, 1);
  SmallVector<Type *, 8> Params(std::min(NumBuffers, 64u), Ptr);
  Params.resize(std::min(NumBuffers, GridParam), Type::getInt64Ty(Ctx));
  Params.resize(NumBuffers, Type::getInt32Ty(Ctx));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  FunctionCallee GetSR = getSR(M);
  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", Entry);
  IRBuilder<> B(BB);
  auto Read = [&](unsigned Reg) { return B.CreateCall(GetSR, {B.getInt32(Reg)}); };
  auto Three = [&](unsigned First) {
    return std::array<Value *, 3>{Read(First), Read(First + 1), Read(First + 2)};
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  auto BufferParam = [&](unsigned I) { return Entry->getArg(I); };
  auto ThreadgroupParam = [&](unsigned I) { return Entry->getArg(64 + I); };
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    if (Value *V = lower::bindMemoryArgument(B, A, T, BufferParam, ThreadgroupParam)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    if (Value *V = bindTextureArgument(A, T)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    std::array<Value *, 3> C = {B.getInt32(0), B.getInt32(0), B.getInt32(0)};
    StringRef W = A.What;
    if (W == "air.thread_position_in_grid")
      C = Three(ThreadInGrid);
    else if (W == "air.thread_position_in_threadgroup")
      C = Three(ThreadInThreadgroup);
    else if (W == "air.threadgroup_position_in_grid")
      C = Three(ThreadgroupInGrid);
    else if (W == "air.threads_per_threadgroup" ||
             W == "air.dispatch_threads_per_threadgroup")
      C = Three(ThreadsPerThreadgroup);
    else if (W == "air.threads_per_grid" || W == "air.threadgroups_per_grid") {
      unsigned First = W == "air.threads_per_grid" ? GridParam : GroupsParam;
      for (unsigned D = 0; D != 3; ++D)
        C[D] = Entry->getArg(First + D);
    } else if (W == "air.simdgroups_per_threadgroup" ||
               W == "air.dispatch_simdgroups_per_threadgroup") {
      std::array<Value *, 3> N = Three(ThreadsPerThreadgroup);
      Value *Threads = B.CreateMul(B.CreateMul(N[0], N[1]), N[2]);
      C[0] = B.CreateLShr(B.CreateAdd(Threads, B.getInt32(31)), 5);
    } else if (W == "air.thread_index_in_threadgroup")
      C[0] = Read(ThreadIndexInThreadgroup);
    else if (W == "air.thread_index_in_simdgroup")
      C[0] = Read(ThreadIndexInSIMDGroup);
    else if (W == "air.simdgroup_index_in_threadgroup")
      C[0] = Read(SIMDGroupIndexInThreadgroup);
    else if (W == "air.threads_per_simdgroup" || W == "air.thread_execution_width")
      C[0] = B.getInt32(32);
    else
      return appleError("builtin argument '" + A.Name + "' (" + W + ") of '" +
                        Name + "' is not supported by the Apple GPU code "
                        "generator yet");
    Expected<Value *> V = lower::shapeBuiltinArgument(B, C, T, A, Name);
    if (!V)
      return V.takeError();
    CallArgs[A.ArgNo] = *V;
  }
  B.CreateCall(Body, CallArgs);
  B.CreateRetVoid();
  return Error::success();
}

/// Clears the nnan and ninf fast-math flags (and the matching function
/// attributes), keeping the others. Metal's fast math lets a compiler assume
/// no NaN or infinity, but LLVM also turns an infinity that its own
/// reassociation creates into poison: MFA's attention starts its running
/// maximum at -FLT_MAX, and (m - x) * log2(e) reassociated to
/// -FLT_MAX * log2(e) - x * log2(e) overflows at compile time, after which
/// InstCombine deletes the softmax's results. The code Apple's compiler
/// makes computes them, so ours keeps infinities and NaNs as values.
void keepInfinitiesAndNaNs(Module &M) {
  for (llvm::Function &F : M) {
    for (StringRef A : {"no-infs-fp-math", "no-nans-fp-math"})
      if (F.hasFnAttribute(A))
        F.addFnAttr(A, "false");
    for (Instruction &I : instructions(F))
      if (isa<FPMathOperator>(I)) {
        I.setHasNoNaNs(false);
        I.setHasNoInfs(false);
      }
  }
}

/// The preamble's results arrive in the entry point's parameters from
/// PreambleParam on: parameter p in u(2p), so u208-u254 (docs/applegpu-abi.md).
constexpr unsigned PreambleParam = 104, MaxPreambleResults = 24;

/// The preamble (Mesa's agx_nir_opt_preamble; `_agc.main.constant_program`,
/// docs/applegpu-abi.md): what the kernel's first block computes from the
/// dispatch's uniforms alone, loads of buffers the kernel never writes
/// included, moved into a function run once per dispatch that stores the
/// results in uniform registers; the kernel reads them as parameters.
/// Only the first block's instructions move, which every thread executes,
/// so no load is made that the kernel would not make. Returns the
/// preamble, or nullptr where nothing loaded would move (arithmetic on
/// uniforms alone is not worth a second program).
llvm::Function *splitPreamble(Module &M, StringRef Kernel) {
  llvm::Function *Main = M.getFunction(Kernel);
  if (!Main || Main->isDeclaration())
    return nullptr;
  // The buffers the kernel may write. A write whose object is not one of
  // the entry point's parameters (or a call that may write anything) keeps
  // every load where it is.
  SmallPtrSet<const Value *, 8> Written;
  for (Instruction &I : instructions(*Main)) {
    // (An atomic load writes nothing; its ordering is what makes LLVM say
    // it may.)
    if (!I.mayWriteToMemory() || isa<FenceInst>(I) || isa<LoadInst>(I))
      continue;
    const Value *Ptr = nullptr;
    if (auto *St = dyn_cast<StoreInst>(&I))
      Ptr = St->getPointerOperand();
    else if (auto *A = dyn_cast<AtomicRMWInst>(&I))
      Ptr = A->getPointerOperand();
    else if (auto *A = dyn_cast<AtomicCmpXchgInst>(&I))
      Ptr = A->getPointerOperand();
    else if (auto *MI = dyn_cast<AnyMemIntrinsic>(&I))
      Ptr = MI->getRawDest();
    else if (auto *II = dyn_cast<IntrinsicInst>(&I);
             II && (II->isLifetimeStartOrEnd() || II->isAssumeLikeIntrinsic()))
      continue;
    else if (auto *C = dyn_cast<CallInst>(&I); C && C->getCalledFunction() &&
                                               C->getCalledFunction()->getName().starts_with("applegpu."))
      continue; // barriers and the translator's markers
    else
      return nullptr;
    if (Ptr->getType()->getPointerAddressSpace() != 1)
      continue; // threadgroup and private memory
    const Value *Obj = getUnderlyingObject(Ptr, /*MaxLookup=*/0);
    if (!isa<Argument>(Obj))
      return nullptr;
    Written.insert(Obj);
  }
  // What can move, in order: operands constants, parameters or moved
  // values; loads of unwritten buffers; side-effect-free instructions.
  BasicBlock &Entry = Main->getEntryBlock();
  SetVector<Instruction *> Moved;
  auto Uniform = [&](Value *V) {
    return isa<Constant>(V) || isa<Argument>(V) ||
           (isa<Instruction>(V) && Moved.count(cast<Instruction>(V)));
  };
  for (Instruction &I : Entry) {
    if (I.isTerminator() || isa<PHINode>(I) || isa<AllocaInst>(I) ||
        !all_of(I.operands(), Uniform))
      continue;
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      const Value *Obj = getUnderlyingObject(L->getPointerOperand(), 0);
      if (!L->isSimple() || L->getPointerAddressSpace() != 1 ||
          !isa<Argument>(Obj) || Written.count(Obj))
        continue;
    } else if (auto *C = dyn_cast<CallInst>(&I)) {
      auto *II = dyn_cast<IntrinsicInst>(C);
      if (!II || II->mayReadOrWriteMemory() || II->mayHaveSideEffects() ||
          II->isConvergent() || II->isAssumeLikeIntrinsic())
        continue;
    } else if (I.mayReadOrWriteMemory() || I.mayHaveSideEffects()) {
      continue;
    }
    Moved.insert(&I);
  }
  // Only what depends on a load is worth a uniform; what the parameters
  // alone give stays computed in the kernel too (the preamble has its own
  // copy where it needs one).
  SmallPtrSet<Instruction *, 16> Loaded;
  for (Instruction *I : Moved)
    if (isa<LoadInst>(I) || any_of(I->operands(), [&](Value *V) {
          return isa<Instruction>(V) && Loaded.count(cast<Instruction>(V));
        }))
      Loaded.insert(I);
  // Results go to uniforms as 32- or 64-bit values; a value of another
  // type stays in the kernel, and so does whatever is computed from it.
  const DataLayout &DL = M.getDataLayout();
  auto Fits = [&](Type *T) {
    return (T->isIntegerTy() || T->isFloatTy() || T->isPointerTy()) &&
           (DL.getTypeSizeInBits(T) == 32 || DL.getTypeSizeInBits(T) == 64);
  };
  auto LiveOut = [&](Instruction *I) {
    return Loaded.count(I) &&
           any_of(I->users(), [&](User *U) { return !Moved.count(cast<Instruction>(U)); });
  };
  std::function<void(Instruction *)> Keep = [&](Instruction *I) {
    if (!Moved.remove(I))
      return;
    Loaded.erase(I);
    for (User *U : I->users())
      Keep(cast<Instruction>(U));
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Instruction *I : SmallVector<Instruction *, 16>(Moved.begin(), Moved.end()))
      if (Moved.count(I) && LiveOut(I) && !Fits(I->getType())) {
        Keep(I);
        Changed = true;
      }
  }
  SmallVector<Instruction *, 8> Results;
  for (Instruction *I : Moved)
    if (LiveOut(I))
      Results.push_back(I);
  if (Loaded.empty() || Results.size() > MaxPreambleResults)
    return nullptr;

  // The preamble: the moved instructions, then a uniform_store for each
  // result.
  LLVMContext &Ctx = M.getContext();
  llvm::Function *Pre = llvm::Function::Create(
      Main->getFunctionType(), GlobalValue::ExternalLinkage,
      Kernel + ".constant_program", &M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Pre));
  ValueToValueMapTy VM;
  for (unsigned A = 0; A != Main->arg_size(); ++A)
    VM[Main->getArg(A)] = Pre->getArg(A);
  for (Instruction *I : Moved) {
    Instruction *C = I->clone();
    B.Insert(C, I->getName());
    RemapInstruction(C, VM, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    VM[I] = C;
  }
  SmallVector<Type *, 8> Params(Main->getFunctionType()->params());
  Params.resize(PreambleParam, B.getInt32Ty());
  for (auto [J, R] : enumerate(Results)) {
    Type *Int = B.getIntNTy(unsigned(DL.getTypeSizeInBits(R->getType())));
    Value *V = VM[R];
    V = V->getType()->isPointerTy() ? B.CreatePtrToInt(V, Int) : B.CreateBitCast(V, Int);
    FunctionCallee Store = M.getOrInsertFunction(
        ("applegpu.uniform_store." + Twine(Int->isIntegerTy(64) ? "i64" : "i32")).str(),
        B.getVoidTy(), B.getInt32Ty(), Int);
    B.CreateCall(Store, {B.getInt32(2 * (PreambleParam + J)), V});
    Params.push_back(Int);
  }
  B.CreateRetVoid();

  // The kernel, with the results as parameters.
  llvm::Function *NewMain = llvm::Function::Create(
      FunctionType::get(B.getVoidTy(), Params, false), Main->getLinkage(), "", &M);
  NewMain->copyAttributesFrom(Main);
  NewMain->splice(NewMain->end(), Main);
  for (unsigned A = 0; A != Main->arg_size(); ++A) {
    NewMain->getArg(A)->takeName(Main->getArg(A));
    Main->getArg(A)->replaceAllUsesWith(NewMain->getArg(A));
  }
  B.SetInsertPoint(&*NewMain->getEntryBlock().getFirstInsertionPt());
  for (auto [J, R] : enumerate(Results)) {
    Value *P = NewMain->getArg(PreambleParam + unsigned(J));
    P->setName(R->getName() + ".uniform");
    Value *V = R->getType()->isPointerTy() ? B.CreateIntToPtr(P, R->getType())
                                           : B.CreateBitCast(P, R->getType());
    R->replaceUsesWithIf(V, [&](Use &U) { return !Moved.count(cast<Instruction>(U.getUser())); });
  }
  for (Instruction *I : reverse(Moved))
    if (Loaded.count(I))
      I->eraseFromParent();
  NewMain->takeName(Main);
  Main->eraseFromParent();
  return Pre;
}

Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef CPU) {
  initializeAppleGPUTarget();
  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
  if (!T)
    return appleError("the applegpu target is not available: " + Err);
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, "", TargetOptions(), std::nullopt, std::nullopt,
      CodeGenOptLevel::Default));
  if (!TM)
    return appleError("cannot create the applegpu target machine");
  return std::move(TM);
}

/// The code generator's output for one kernel: its code and its
/// __metalnt_info record.
struct EmittedKernel {
  std::string Code, Info;
};

/// The nested Mach-O of one pipeline function: __TEXT,__text holds the
/// preamble (_agc.main.constant_program: the kernel's, or where it has
/// none a lone stop and Mesa's trap padding) and, 128-byte aligned,
/// _agc.main.
std::string nestedMachO(const EmittedKernel &K, const EmittedKernel *Preamble,
                        const GPUArch &Arch,
                        ArrayRef<std::array<uint64_t, 2>> ConstantSamplers) {
  StringRef MainCode = K.Code;
  std::string Text;
  const char Stop[] = {char(0x88), 0x00}, Trap[] = {0x08, 0x00};
  if (Preamble) {
    Text = Preamble->Code;
  } else {
    Text.append(Stop, 2);
    for (unsigned I = 0; I != 8; ++I)
      Text.append(Trap, 2);
  }
  while (Text.size() % 128)
    Text.append(Trap, 2);
  uint64_t MainOffset = Text.size();
  Text += MainCode;
  gpumacho::Slice S;
  S.CPUType = Arch.getCPUType();
  S.CPUSubtype = Arch.CPUSubtype;
  S.FileType = gpumacho::MH_GPU_EXECUTE;
  S.Sections.push_back({"__text", "__TEXT", Text, 128});
  S.Sections.push_back({gpumacho::KernelInfoSection.str(), "__TEXT", K.Info, 4});
  // The constexpr samplers the driver loads into sampler states
  // FirstConstSampler on (docs/gpu-macho.md): version 1, their count, then
  // AIR's two little-endian 64-bit words for each.
  if (!ConstantSamplers.empty()) {
    std::string Smp;
    auto Put = [&](uint64_t V, unsigned Bytes) {
      for (unsigned I = 0; I != Bytes; ++I)
        Smp.push_back(char(V >> (8 * I)));
    };
    Put(1, 4);
    Put(ConstantSamplers.size(), 4);
    for (const auto &W : ConstantSamplers) {
      Put(W[0], 8);
      Put(W[1], 8);
    }
    S.Sections.push_back({"__metalnt_smp", "__TEXT", Smp, 8});
  }
  S.Symbols.push_back({"_agc.main.constant_program", 1, 0});
  S.Symbols.push_back({"_agc.main", 1, MainOffset});
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeSlice(S, OS);
  OS.flush();
  return Out;
}

/// The object's code (__TEXT,__text) and kernel record.
Expected<EmittedKernel> readObject(StringRef Obj) {
  Expected<std::unique_ptr<object::MachOObjectFile>> O =
      object::MachOObjectFile::create(MemoryBufferRef(Obj, "applegpu object"),
                                      /*IsLittleEndian=*/true, /*Is64Bits=*/true);
  if (!O)
    return O.takeError();
  EmittedKernel K;
  bool HasText = false, HasInfo = false;
  for (const object::SectionRef &S : (*O)->sections()) {
    Expected<StringRef> Name = S.getName();
    if (!Name)
      return Name.takeError();
    if (*Name != "__text" && *Name != gpumacho::KernelInfoSection)
      continue;
    Expected<StringRef> C = S.getContents();
    if (!C)
      return C.takeError();
    (*Name == "__text" ? HasText : HasInfo) = true;
    (*Name == "__text" ? K.Code : K.Info) = C->str();
  }
  if (!HasText || !HasInfo)
    return appleError("the applegpu object has no " +
                      Twine(HasText ? gpumacho::KernelInfoSection : "__text") +
                      " section");
  return K;
}

class AppleGPUTranslator final : public Translator {
public:
  GPUVendor getVendor() const override { return GPUVendor::Apple; }
  /// G13, the generation our instruction model describes (Mesa's AGX2);
  /// the other Apple GPUs differ in ways not documented here.
  bool supports(const GPUArch &Arch) const override {
    return Arch.Vendor == GPUVendor::Apple && Arch.LLVMCPU.starts_with("g13");
  }
  Expected<std::string>
  translate(Module &AIR, StringRef Function, const GPUArch &Arch,
            OutputKind Kind, bool IsKernel,
            const lower::RenderPipeline *Pipeline) const override;
};

Expected<std::string>
AppleGPUTranslator::translate(Module &AIR, StringRef Kernel,
                              const GPUArch &Arch, OutputKind Kind,
                              bool IsKernel,
                              const lower::RenderPipeline *Pipeline) const {
  if (!IsKernel)
    return appleError("dynamic-library functions are not supported by the "
                      "Apple GPU code generator yet");
  Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
  if (!TM)
    return TM.takeError();
  AppleGPULowering Lowering(**TM);
  if (llvm::Function *F = AIR.getFunction(Kernel)) {
    if (Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*F))
      Lowering.Fragment = Sig->Stage == lower::StageKind::Fragment;
    else
      consumeError(Sig.takeError()); // lowerModule reports it
  }
  // Threadgroup variables at the byte offsets the dispatch expects, laid
  // out from the AIR module as the executor lays them out.
  lower::ThreadgroupLayout TGLayout = lower::layoutThreadgroupVariables(AIR);
  Expected<std::unique_ptr<Module>> M =
      lower::lowerModule(AIR, Kernel, Lowering, /*IsKernel=*/true, Pipeline);
  if (!M)
    return M.takeError();
  if (Error E = lower::placeThreadgroupVariables(**M, TGLayout))
    return std::move(E);
  lower::inlineIntoKernel(**M, Kernel);
  keepInfinitiesAndNaNs(**M);
  lower::optimizeModule(**M, **TM);
  if (Error E = lower::placeConstantData(**M))
    return std::move(E);
  llvm::Function *Preamble = splitPreamble(**M, Kernel);
  lower::SIMTOptions SIMT;
  SIMT.Prefix = "applegpu";
  SIMT.UniformIfs = true;
  lower::prepareForSIMT(**M, **TM, SIMT);

  if (Kind == OutputKind::LLVMIR) {
    std::string Out;
    raw_string_ostream OS(Out);
    (*M)->print(OS, nullptr);
    return Out;
  }
  for (const llvm::Function &F : **M)
    if (!F.isDeclaration())
      if (Error E = lower::checkCodeGenSupport(F, {"Apple GPU", "applegpu.", true}))
        return std::move(E);

  // The preamble and the kernel are separate programs: each is compiled
  // from a module of its own.
  std::unique_ptr<Module> PreM;
  if (Preamble) {
    PreM = CloneModule(**M);
    PreM->getFunction(Kernel)->eraseFromParent();
    Preamble->eraseFromParent();
  }
  // Diagnostics the back end reports become this translation's error.
  lower::FirstDiagnostic Diagnostics((*M)->getContext());
  auto Emit = [&](Module &Mod) -> Expected<std::string> {
    Expected<std::string> Emitted =
        lower::emitCode(Mod, **TM, Kind == OutputKind::Assembly);
    if (!Emitted)
      return appleError("the applegpu back end " + toString(Emitted.takeError()));
    if (!Diagnostics.empty())
      return appleError(Diagnostics.message());
    return Emitted;
  };
  std::optional<std::string> PreCode;
  if (PreM) {
    Expected<std::string> E = Emit(*PreM);
    if (!E)
      return E.takeError();
    PreCode = std::move(*E);
  }
  Expected<std::string> Emitted = Emit(**M);
  if (!Emitted)
    return Emitted.takeError();
  if (Kind == OutputKind::Assembly)
    return PreCode ? *PreCode + *Emitted : *Emitted;
  Expected<EmittedKernel> K = readObject(*Emitted);
  if (!K)
    return K.takeError();
  std::optional<EmittedKernel> P;
  if (PreCode) {
    Expected<EmittedKernel> E = readObject(*PreCode);
    if (!E)
      return E.takeError();
    P = std::move(*E);
  }
  return nestedMachO(*K, P ? &*P : nullptr, Arch, Lowering.ConstantSamplers);
}

} // namespace

Expected<applegpu::UVSLayout>
applegpu::layoutVertexOutputs(const lower::KernelSignature &Sig) {
  UVSLayout L;
  L.First.assign(Sig.Outputs.size(), 0);
  L.Words.assign(Sig.Outputs.size(), 0);
  auto Place = [&](StageOutput::Kind K) -> Error {
    for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
      const StageOutput &O = Sig.Outputs[I];
      if (O.K != K)
        continue;
      auto [N, Elt] = outputComponents(O.Ty);
      if (!(Elt->isFloatTy() || Elt->isHalfTy() ||
            (Elt->isIntegerTy() && Elt->getIntegerBitWidth() <= 32)))
        return appleError("vertex function '" + Sig.F->getName() + "': output '" +
                          O.Name + "' (" + O.TypeName + ") has components the "
                          "Apple GPU code generator does not store yet (64-bit)");
      if (K == StageOutput::Position) {
        L.First[I] = 0;
        L.Words[I] = std::min(N, 4u);
        continue;
      }
      L.First[I] = L.Size;
      L.Words[I] = N;
      L.Size += N;
    }
    return Error::success();
  };
  for (const StageOutput &O : Sig.Outputs)
    if (O.K != StageOutput::Position && O.K != StageOutput::Varying &&
        O.K != StageOutput::PointSize && O.K != StageOutput::ClipDistance &&
        O.K != StageOutput::RenderTargetArrayIndex &&
        O.K != StageOutput::ViewportArrayIndex)
      return appleError("vertex function '" + Sig.F->getName() + "': output '" +
                        O.What + "' is not supported by the Apple GPU code "
                        "generator yet");
  for (StageOutput::Kind K : {StageOutput::Position, StageOutput::Varying,
                              StageOutput::PointSize})
    if (Error E = Place(K))
      return std::move(E);
  // The layer and the viewport share one word.
  for (size_t I = 0; I != Sig.Outputs.size(); ++I)
    if (Sig.Outputs[I].K == StageOutput::RenderTargetArrayIndex ||
        Sig.Outputs[I].K == StageOutput::ViewportArrayIndex) {
      unsigned At = L.Size;
      for (size_t J = 0; J != I; ++J)
        if (Sig.Outputs[J].K == StageOutput::RenderTargetArrayIndex ||
            Sig.Outputs[J].K == StageOutput::ViewportArrayIndex)
          At = L.First[J];
      L.First[I] = At;
      L.Words[I] = 1;
      if (At == L.Size)
        ++L.Size;
    }
  if (Error E = Place(StageOutput::ClipDistance))
    return std::move(E);
  if (L.Size > 255)
    return appleError("vertex function '" + Sig.F->getName() + "' writes " +
                      Twine(L.Size) + " words of outputs; st_var reaches 255");
  return L;
}

bool applegpu::isCoefficientInput(const KernelArg &A, lower::Interpolation &Interp) {
  Interp = A.Interp;
  if (A.K == KernelArg::StageIn)
    return true;
  if (A.K != KernelArg::Builtin)
    return false;
  if (A.What == "air.point_coord") {
    Interp = lower::Interpolation::NoPerspective;
    return true;
  }
  if (A.What == "air.barycentric_coord")
    return true;
  if (A.What == "air.primitive_id" || A.What == "air.render_target_array_index" ||
      A.What == "air.viewport_array_index") {
    Interp = lower::Interpolation::Flat;
    return true;
  }
  return false;
}

std::vector<unsigned> applegpu::layoutCoefficients(const lower::KernelSignature &Sig,
                                                   unsigned &Count) {
  std::vector<unsigned> First(Sig.F->arg_size(), 0);
  Count = 2; // cf0 the reciprocal W, cf1 Z
  lower::Interpolation Interp;
  for (const KernelArg &A : Sig.Args)
    if (isCoefficientInput(A, Interp) && A.ArgNo < First.size()) {
      First[A.ArgNo] = Count;
      Count += outputComponents(Sig.F->getArg(A.ArgNo)->getType()).first;
    }
  return First;
}

/// The tile format of a pixel format whose components are all 8, 16 or 32
/// bits and packed in order (Mesa's agx_formats.c maps API formats so).
static std::optional<unsigned> tileFormat(const formats::PixelFormat &F) {
  if (F.IsDepth || F.IsStencil || !F.NumComponents)
    return std::nullopt;
  // The packed formats with a tile format of their own.
  if (F.PackedFloat)
    return F.PackedFloat == 11 ? applegpu::TileRG11B10F : applegpu::TileRGB9E5;
  if (F.Kind == formats::NumericKind::UNorm && F.NumComponents == 4 && F.Size == 4) {
    unsigned Tens = 0, Twos = 0;
    for (unsigned C = 0; C != 4; ++C) {
      Tens += F.Components[C].Bits == 10;
      Twos += F.Components[C].Bits == 2;
    }
    if (Tens == 3 && Twos == 1) // RGB10A2Unorm, BGR10A2Unorm
      return applegpu::TileRGB10A2;
  }
  unsigned Bits = F.Components[0].Bits;
  for (unsigned C = 0; C != F.NumComponents; ++C)
    if (F.Components[C].Bits != Bits)
      return std::nullopt;
  using formats::NumericKind;
  using namespace applegpu;
  switch (F.Kind) {
  case NumericKind::UNorm:
    return Bits == 8 ? TileU8Norm : Bits == 16 ? TileU16Norm : std::optional<unsigned>();
  case NumericKind::SNorm:
    return Bits == 8 ? TileS8Norm : Bits == 16 ? TileS16Norm : std::optional<unsigned>();
  case NumericKind::SRGB: return Bits == 8 ? TileSRGBA8 : std::optional<unsigned>();
  case NumericKind::Float:
    return Bits == 16 ? TileF16 : Bits == 32 ? TileI32 : std::optional<unsigned>();
  case NumericKind::UInt:
  case NumericKind::SInt:
    return Bits == 8 ? TileI8 : Bits == 16 ? TileI16 : Bits == 32 ? TileI32 : std::optional<unsigned>();
  }
  return std::nullopt;
}

Expected<applegpu::TileLayout>
applegpu::layoutTileBuffer(const lower::KernelSignature &Sig) {
  TileLayout L;
  if (!Sig.Pipeline)
    return L;
  for (size_t N = 0; N != Sig.Pipeline->Colors.size(); ++N) {
    L.Targets.emplace_back();
    const formats::PixelFormat *F = Sig.Pipeline->Colors[N].Format;
    if (!F)
      continue;
    // The 16-bit packed normalized formats: AGX2 has no tile format for
    // them (Mesa keeps them in a wider one and packs at the end of the
    // tile, rounding twice); the shader packs them, rounding once.
    // Likewise RGB10A2Uint, whose fields no integer tile format matches:
    // the tile keeps its 32 bits raw (i32).
    bool Odd = false;
    for (unsigned C = 0; C != F->NumComponents; ++C)
      Odd |= F->Components[C].Bits % 8 != 0;
    if (Odd && (F->Kind == formats::NumericKind::UNorm ||
                F->Kind == formats::NumericKind::UInt) &&
        (F->Size == 2 || (F->Size == 4 && F->Kind == formats::NumericKind::UInt))) {
      TileTarget T;
      T.Format = F->Size == 2 ? applegpu::TileI16 : applegpu::TileI32;
      T.NumComponents = 1;
      T.ComponentBytes = F->Size;
      T.ShaderPacked = true;
      T.Fields = F->Components;
      T.Offset = unsigned(alignTo(L.PixelBytes, F->Size));
      L.PixelBytes = T.Offset + F->Size;
      L.Targets.back() = T;
      continue;
    }
    std::optional<unsigned> Format = tileFormat(*F);
    if (!Format)
      return appleError("fragment function '" + Sig.F->getName() + "': color attachment " +
                        Twine(N) + "'s pixel format " + F->Name + " has no tile format in "
                        "the Apple GPU code generator yet");
    TileTarget T;
    T.Format = *Format;
    T.NumComponents = F->NumComponents;
    T.ComponentBytes = F->Components[0].Bits / 8;
    // Components in memory order, each the channel it holds.
    std::array<formats::Component, 4> Cs = F->Components;
    std::sort(Cs.begin(), Cs.begin() + F->NumComponents,
              [](const formats::Component &A, const formats::Component &B) {
                return A.Offset < B.Offset;
              });
    for (unsigned C = 0; C != F->NumComponents; ++C)
      T.Channels[C] = Cs[C].Channel;
    T.Packed = *Format == applegpu::TileRGB10A2 || *Format == applegpu::TileRG11B10F ||
               *Format == applegpu::TileRGB9E5;
    if (T.Packed)
      T.ComponentBytes = 0;
    T.Offset = unsigned(alignTo(L.PixelBytes, T.Packed ? 4 : T.ComponentBytes));
    L.PixelBytes = T.Offset + (T.Packed ? 4 : T.NumComponents * T.ComponentBytes);
    L.Targets.back() = T;
  }
  return L;
}

const Translator &applegpu::getTranslator() {
  static const AppleGPUTranslator T;
  return T;
}

Expected<std::pair<std::string, uint64_t>>
applegpu::extractMainCode(StringRef NestedMachO) {
  Expected<std::vector<gpumacho::Slice>> Slices =
      gpumacho::readFile(MemoryBufferRef(NestedMachO, "nested Mach-O"));
  if (!Slices)
    return Slices.takeError();
  if (Slices->size() != 1)
    return appleError("the pipeline's code is not one Mach-O");
  const gpumacho::Slice &S = Slices->front();
  for (const gpumacho::Symbol &Sym : S.Symbols)
    if (Sym.Name == "_agc.main" && Sym.Section && Sym.Section <= S.Sections.size())
      return std::make_pair(S.Sections[Sym.Section - 1].Contents, Sym.Offset);
  return appleError("the pipeline's code has no _agc.main");
}

Expected<std::vector<std::array<uint64_t, 2>>>
applegpu::extractConstantSamplers(StringRef NestedMachO) {
  Expected<std::vector<gpumacho::Slice>> Slices =
      gpumacho::readFile(MemoryBufferRef(NestedMachO, "nested Mach-O"));
  if (!Slices)
    return Slices.takeError();
  std::vector<std::array<uint64_t, 2>> Samplers;
  for (const gpumacho::Slice &S : *Slices)
    for (const gpumacho::Section &Sec : S.Sections) {
      if (Sec.Name != "__metalnt_smp")
        continue;
      StringRef D = Sec.Contents;
      auto Get = [&](size_t At, unsigned Bytes) {
        uint64_t V = 0;
        for (unsigned I = 0; I != Bytes; ++I)
          V |= uint64_t(uint8_t(D[At + I])) << (8 * I);
        return V;
      };
      if (D.size() < 8 || Get(0, 4) != 1 || D.size() != 8 + 16 * Get(4, 4))
        return appleError("the __metalnt_smp section is malformed");
      for (size_t I = 0; I != Get(4, 4); ++I)
        Samplers.push_back({Get(8 + 16 * I, 8), Get(16 + 16 * I, 8)});
    }
  return Samplers;
}
