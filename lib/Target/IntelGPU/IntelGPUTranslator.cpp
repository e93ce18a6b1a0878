//===- IntelGPUTranslator.cpp - AIR to Intel Gen9/Gen11 code --------------===//

#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "IntelGPU.h"
#include "IntelGPURender.h"
#include "IntelGPUTextures.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/MachO.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <map>
#include <optional>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

/// Forces a SIMD width (tests, and users who want one).
cl::opt<unsigned> ForceSIMDWidth(
    "intelgpu-simd-width",
    cl::desc("The SIMD width of Intel GPU kernels: 8, 16 or 32 (0: the "
             "translator's rule, docs/intelgpu-codegen.md)"),
    cl::init(0));

Error intelError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

constexpr const char *TripleName = "intelgpu-apple-macosx";
constexpr unsigned MaxBuffers = 64, MaxTGSlots = 32;
constexpr const char *MainSymbol = "_intelgpu.main";
constexpr StringLiteral GenInfoSection = "__metalnt_gen";

class IntelGPULowering final : public lower::TargetLowering {
public:
  IntelGPULowering(const TargetMachine &TM, unsigned Width, bool SIMDGroups, bool Fragment)
      : TM(TM), Width(Width), SIMDGroups(SIMDGroups), Fragment(Fragment) {
    if (Fragment)
      Textures.Derivative = quadDifference;
  }

  std::string getTriple() const override { return TripleName; }
  bool supportsStage(StageKind S) const override {
    return S == StageKind::Kernel || S == StageKind::Vertex || S == StageKind::Fragment;
  }
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
    case 3: // threadgroup: 32-bit byte offsets into SLM
      return 3;
    }
    return std::nullopt;
  }
  unsigned getAllocaAddressSpace() const override { return 0; }
  std::optional<Value *> lowerIntrinsic(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name) override {
    // threadgroup_barrier: memory made visible (a fence), then the
    // barrier gateway message (Mesa emits the same pair).
    if (Name == "air.wg.barrier") {
      Module &M = *B.GetInsertBlock()->getModule();
      B.CreateFence(AtomicOrdering::AcquireRelease,
                    B.getContext().getOrInsertSyncScopeID("workgroup"));
      FunctionCallee F = M.getOrInsertFunction(
          "intelgpu.barrier", FunctionType::get(B.getVoidTy(), false));
      if (auto *Fn = dyn_cast<Function>(F.getCallee()))
        Fn->addFnAttr(Attribute::Convergent);
      B.CreateCall(F);
      return nullptr;
    }
    // simdgroup_barrier: a SIMD group (a hardware thread) runs in
    // lockstep.
    if (Name == "air.simdgroup.barrier")
      return nullptr;
    if (std::optional<Value *> V = Textures.lower(B, Call, Name))
      return V;
    if (Fragment) {
      // discard_fragment marks the channel (buildFragmentEntry turns the
      // marks into the render target writes' predicate); it goes on
      // running, as on metal-run's host.
      if (Name == "air.discard_fragment") {
        Module &M = *B.GetInsertBlock()->getModule();
        B.CreateCall(M.getOrInsertFunction("intelgpu.discard",
                                           FunctionType::get(B.getVoidTy(), false)));
        return nullptr;
      }
      if (std::optional<Value *> V = lower::lowerDerivative(
              B, Call, Name, [&](Value *X, bool Y) { return quadDifference(B, X, Y); }))
        return V;
    }
    return lowerSIMDGroup(B, Call, Name);
  }
  /// A fragment function's fine difference of a float within its quad
  /// (channels 4k to 4k + 3 are a subspan's pixels, docs/intelgpu-abi.md):
  /// the right column's value minus the left one's in the channel's row
  /// along x, the lower row's minus the upper one's in its column along y.
  static Value *quadDifference(IRBuilderBase &B, Value *X, bool Y);
  Constant *lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                 Type *PtrTy) override {
    return Textures.lowerConstantSampler(M, Words, PtrTy);
  }
  /// At SIMD32 a SIMD group has Apple's 32 lanes, and matrices are
  /// distributed over them as Apple GPUs hold them: code written for
  /// thread_elements() (MLX, Metal FlashAttention) computes what it means,
  /// and a matrix takes two registers per channel instead of 64. Narrower,
  /// the shared library keeps each matrix whole in every channel.
  bool distributesSimdgroupMatrices() const override { return Width == 32; }
  std::optional<Value *> overrideIntrinsic(IRBuilderBase &B, CallInst &Call,
                                           StringRef Name) override;
  Error buildEntryPoint(Module &M, const KernelSignature &Sig) override;

  /// The function's texture calls: its constexpr samplers, and what it
  /// uses that the code generator cannot do.
  intelgpu::TextureLowering Textures;

private:
  const TargetMachine &TM;
  /// The kernel's SIMD width (8, 16 or 32), for the entry point's attribute.
  unsigned Width;
  /// Whether the kernel uses SIMD groups, whose size is then the width it
  /// observes (intelgpu-simd-width-observed).
  bool SIMDGroups;
  /// Whether it is a fragment function.
  bool Fragment;

  std::optional<Value *> lowerSIMDGroup(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name);
};

} // namespace

Value *intelgpu::callIntel(IRBuilderBase &B, StringRef Name, ArrayRef<Value *> Args) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 2> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(
      Name, FunctionType::get(B.getInt32Ty(), Params, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
  }
  return B.CreateCall(F, Args);
}

namespace {
using intelgpu::callIntel;

/// A SIMD-group operation the back end lowers (IntelGPUISelLowering): it
/// depends on which channels run, so it is convergent.
Value *callConvergent(IRBuilderBase &B, StringRef Name, ArrayRef<Value *> Args) {
  Module &M = *B.GetInsertBlock()->getModule();
  SmallVector<Type *, 2> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee F = M.getOrInsertFunction(
      Name, FunctionType::get(B.getInt32Ty(), Params, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->addFnAttr(Attribute::Convergent);
    Fn->setDoesNotThrow();
    Fn->setOnlyAccessesInaccessibleMemory();
  }
  return B.CreateCall(F, Args);
}

Value *IntelGPULowering::quadDifference(IRBuilderBase &B, Value *X, bool Y) {
  Value *Lane = callIntel(B, "intelgpu.lane", {});
  unsigned Bit = Y ? 2 : 1;
  auto At = [&](Value *Src) {
    Value *R = callConvergent(B, "intelgpu.shuffle", {lower::bitsToI32(B, X), Src});
    return lower::i32ToBits(B, R, X->getType());
  };
  return B.CreateFSub(At(B.CreateOr(Lane, B.getInt32(Bit))),
                      At(B.CreateAnd(Lane, B.getInt32(~Bit))));
}

/// The distributed SIMD-group matrices at SIMD32
/// (lower::lowerDistributedMatrix): the channel number, other channels'
/// elements by indirect reads; a SIMD group is one hardware thread, in
/// lockstep, so it needs no meeting points.
std::optional<Value *> IntelGPULowering::overrideIntrinsic(IRBuilderBase &B,
                                                           CallInst &Call,
                                                           StringRef Name) {
  if (!distributesSimdgroupMatrices())
    return std::nullopt;
  lower::SIMDGroupAccess Access;
  Access.Lane = [](IRBuilderBase &B) { return callIntel(B, "intelgpu.lane", {}); };
  Access.ReadLane = [](IRBuilderBase &B, Value *V, Value *Src) {
    Value *Bits = lower::bitsToI32(B, V);
    Value *R = callConvergent(B, "intelgpu.shuffle", {Bits, B.CreateAnd(Src, B.getInt32(31))});
    return lower::i32ToBits(B, R, V->getType());
  };
  Access.Barrier = [](IRBuilderBase &) {};
  return lower::lowerDistributedMatrix(B, Call, Name, Access);
}

/// The SIMD-group functions on a SIMD group of Width channels (a hardware
/// thread, docs/intelgpu-codegen.md): reductions and scans over the
/// running channels, ballots and votes, and reads of another channel's
/// value (a constant channel directly, a computed one by comparing with
/// each of the Width). A read of a channel outside the group or not
/// running gives the reading channel's own value, as on the host.
/// Quad-group functions work within groups of four channels, and
/// shuffle-and-fill within the group (or a quad, or a smaller modulo).
std::optional<Value *> IntelGPULowering::lowerSIMDGroup(IRBuilderBase &B,
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
  Value *LaneV = nullptr;
  auto Lane = [&] {
    if (!LaneV)
      LaneV = callIntel(B, "intelgpu.lane", {});
    return LaneV;
  };
  auto Ballot = [&](Value *C) { return callConvergent(B, "intelgpu.ballot", {C}); };
  auto Scalar = [](Type *X) {
    return !X->isVectorTy() && (X->isIntegerTy() || X->isHalfTy() || X->isFloatTy()) &&
           X->getPrimitiveSizeInBits() <= 32;
  };

  if (std::optional<lower::SIMDReduction> Red = lower::parseSIMDReduction(Base)) {
    if (Call.arg_size() != 1 || !Scalar(T) || T->isIntegerTy(1))
      return std::nullopt;
    bool Float = T->isFloatingPointTy(), Signed = !Unsigned && !Float;
    std::optional<IntelGPUSIMDOp> Op;
    StringRef K = Red->Op;
    if (K == "product" && !Float) {
      // Integer products (no SIMD-operation form: Gen11 has no dword
      // multiply to combine with): each running channel's x multiplied in,
      // channel after channel, up to the reader for the scans. Narrow
      // integers multiply as 32 bits: the low bits are the product's.
      Value *X = lower::bitsToI32(B, Arg(0));
      Value *Active = Ballot(B.getInt32(1));
      Value *Acc = B.getInt32(1);
      for (unsigned L = 0; L != Width; ++L) {
        Value *On = B.CreateICmpNE(B.CreateAnd(Active, B.getInt32(1u << L)), B.getInt32(0));
        if (Red->Prefix)
          On = B.CreateAnd(On, Red->Exclusive ? B.CreateICmpULT(B.getInt32(L), Lane())
                                              : B.CreateICmpULE(B.getInt32(L), Lane()));
        Value *V = callConvergent(B, "intelgpu.readlane", {X, B.getInt32(L)});
        Acc = B.CreateSelect(On, B.CreateMul(Acc, V), Acc);
      }
      return lower::i32ToBits(B, Acc, T);
    }
    if (K == "sum")
      Op = Float ? IntelGPUSIMDOp::AddF : IntelGPUSIMDOp::AddI;
    else if (K == "product" && Float)
      Op = IntelGPUSIMDOp::MulF;
    else if (K == "min")
      Op = Float ? IntelGPUSIMDOp::MinF : Signed ? IntelGPUSIMDOp::MinS : IntelGPUSIMDOp::MinU;
    else if (K == "max")
      Op = Float ? IntelGPUSIMDOp::MaxF : Signed ? IntelGPUSIMDOp::MaxS : IntelGPUSIMDOp::MaxU;
    else if (!Float && (K == "and" || K == "or" || K == "xor"))
      Op = K == "and" ? IntelGPUSIMDOp::And : K == "or" ? IntelGPUSIMDOp::Or : IntelGPUSIMDOp::Xor;
    if (!Op)
      return std::nullopt;
    // Narrow integers in 32 bits, half in float: the operation is done
    // on 32-bit lanes.
    Value *X = Arg(0);
    if (T->isHalfTy())
      X = B.CreateFPExt(X, B.getFloatTy());
    else if (!T->isIntegerTy(32) && T->isIntegerTy())
      X = Signed ? B.CreateSExt(X, B.getInt32Ty()) : B.CreateZExt(X, B.getInt32Ty());
    Value *Bits = B.CreateBitCast(X, B.getInt32Ty());
    Value *R = callConvergent(B, Red->Prefix ? "intelgpu.simd_prefix" : "intelgpu.simd",
                              {Bits, B.getInt32(unsigned(*Op))});
    Value *V = B.CreateBitCast(R, X->getType());
    if (Red->Prefix && !Red->Exclusive)
      V = Float ? (K == "sum" ? B.CreateFAdd(V, X) : B.CreateFMul(V, X))
                : B.CreateAdd(V, X);
    if (T->isHalfTy())
      return B.CreateFPTrunc(V, T);
    return T->isIntegerTy(32) || Float ? V : B.CreateTrunc(V, T);
  }

  if (Base == "simd_ballot" || Base == "simd_active_threads_mask") {
    Value *C = Base == "simd_ballot" ? B.CreateZExt(Arg(0), B.getInt32Ty()) : B.getInt32(1);
    return B.CreateZExtOrTrunc(Ballot(C), T);
  }
  if (Base == "simd_all" || Base == "simd_any") {
    if (Call.arg_size() != 1)
      return std::nullopt;
    Value *Mask = Ballot(B.CreateZExt(Arg(0), B.getInt32Ty()));
    Value *R = Base == "simd_all" ? B.CreateICmpEQ(Mask, Ballot(B.getInt32(1)))
                                  : B.CreateICmpNE(Mask, B.getInt32(0));
    return B.CreateZExtOrTrunc(R, T);
  }
  if (Base == "simd_is_first") {
    Value *First =
        B.CreateBinaryIntrinsic(Intrinsic::cttz, Ballot(B.getInt32(1)), B.getTrue());
    return B.CreateZExtOrTrunc(B.CreateICmpEQ(First, Lane()), T);
  }

  // x of channel Src when Src is a running channel of the group, else the
  // reader's own x (the host executor's meaning): a constant channel is one
  // scalar-region mov, a computed one an indirect read (intelgpu.shuffle).
  auto ReadLane = [&](Value *Own, Value *Src, Value *Active) {
    Value *V;
    if (auto *C = dyn_cast<ConstantInt>(Src); C && C->getZExtValue() < Width)
      V = callConvergent(B, "intelgpu.readlane", {Own, B.getInt32(unsigned(C->getZExtValue()))});
    else
      V = callConvergent(B, "intelgpu.shuffle",
                         {Own, B.CreateAnd(Src, B.getInt32(Width - 1))});
    Value *InGroup = B.CreateICmpULT(Src, B.getInt32(Width));
    Value *Bit = B.CreateAnd(B.CreateLShr(Active, B.CreateAnd(Src, B.getInt32(Width - 1))),
                             B.getInt32(1));
    return B.CreateSelect(B.CreateAnd(InGroup, B.CreateICmpNE(Bit, B.getInt32(0))), V, Own);
  };

  // Quad-group functions: a quad is four consecutive channels (the same
  // threads whatever the SIMD width, since a group's first channel starts a
  // quad). Votes and ballots are the group's ballot cut to the quad's four
  // bits; reductions combine the quad's running channels, min and max from
  // the first; shuffles stay in the quad, a source outside it giving the
  // reader's own value (as on the host and G13).
  auto QuadStart = [&] { return B.CreateAnd(Lane(), B.getInt32(~3u)); };
  auto QuadBits = [&](Value *Mask, Value *Start) {
    return B.CreateAnd(B.CreateLShr(Mask, Start), B.getInt32(0xF));
  };
  if (Base == "quad_ballot" || Base == "quad_active_threads_mask" ||
      Base == "quad_all" || Base == "quad_any" || Base == "quad_is_first") {
    Value *Start = QuadStart();
    Value *InQuad = QuadBits(Ballot(B.getInt32(1)), Start);
    if (Base == "quad_active_threads_mask")
      return B.CreateZExtOrTrunc(InQuad, T);
    if (Base == "quad_is_first") {
      Value *FirstIn = B.CreateBinaryIntrinsic(Intrinsic::cttz, InQuad, B.getTrue());
      return B.CreateZExtOrTrunc(
          B.CreateICmpEQ(FirstIn, B.CreateAnd(Lane(), B.getInt32(3))), T);
    }
    if (Call.arg_size() != 1)
      return std::nullopt;
    if (!Arg(0)->getType()->isIntegerTy(1))
      return std::nullopt;
    Value *Set = QuadBits(Ballot(B.CreateZExt(Arg(0), B.getInt32Ty())), Start);
    Value *R = Base == "quad_ballot" ? Set
               : Base == "quad_all"  ? B.CreateZExt(B.CreateICmpEQ(Set, InQuad), B.getInt32Ty())
                                     : B.CreateZExt(B.CreateICmpNE(Set, B.getInt32(0)), B.getInt32Ty());
    return B.CreateZExtOrTrunc(R, T);
  }
  if (Base == "quad_sum" || Base == "quad_min" || Base == "quad_max" ||
      Base == "quad_product" || Base == "quad_and" || Base == "quad_or" ||
      Base == "quad_xor") {
    if (Call.arg_size() != 1 || !Scalar(T) || T->isIntegerTy(1))
      return std::nullopt;
    Value *X = lower::bitsToI32(B, Arg(0));
    Value *Quad = QuadStart();
    // The quad's lane K: channel quad + K's x.
    Value *Acc = lower::quadReduce(
        B, Base.drop_front(5), T, Unsigned, QuadBits(Ballot(B.getInt32(1)), Quad),
        [&](unsigned K) {
          return callConvergent(B, "intelgpu.shuffle", {X, B.CreateOr(Quad, B.getInt32(K))});
        });
    return lower::i32ToBits(B, Acc, T);
  }
  if (Base == "quad_shuffle" || Base == "quad_broadcast" || Base == "quad_shuffle_xor" ||
      Base == "quad_shuffle_up" || Base == "quad_shuffle_down" ||
      Base == "quad_shuffle_rotate_up" || Base == "quad_shuffle_rotate_down" ||
      Base == "quad_broadcast_first") {
    bool FirstQ = Base == "quad_broadcast_first";
    if (!Scalar(T) || Call.arg_size() != (FirstQ ? 1u : 2u))
      return std::nullopt;
    Value *X = lower::bitsToI32(B, Arg(0));
    Value *Active = Ballot(B.getInt32(1));
    Value *Quad = QuadStart();
    Value *In = B.CreateAnd(Lane(), B.getInt32(3));
    Value *SrcIn;
    if (FirstQ) {
      SrcIn = B.CreateBinaryIntrinsic(Intrinsic::cttz, QuadBits(Active, Quad), B.getTrue());
    } else {
      Value *N = B.CreateZExtOrTrunc(Arg(1), B.getInt32Ty());
      SrcIn = Base == "quad_shuffle_xor"   ? B.CreateXor(In, B.CreateAnd(N, B.getInt32(3)))
              : Base == "quad_shuffle_up"   ? B.CreateSub(In, N)
              : Base == "quad_shuffle_down" ? B.CreateAdd(In, N)
              : Base == "quad_shuffle_rotate_up"
                  ? B.CreateAnd(B.CreateSub(In, N), B.getInt32(3))
              : Base == "quad_shuffle_rotate_down"
                  ? B.CreateAnd(B.CreateAdd(In, N), B.getInt32(3))
                  : B.CreateAnd(N, B.getInt32(3));
    }
    Value *Src = B.CreateSelect(B.CreateICmpULT(SrcIn, B.getInt32(4)),
                                B.CreateOr(Quad, SrcIn), B.getInt32(Width));
    return lower::i32ToBits(B, ReadLane(X, Src, Active), T);
  }
  // Shifts within segments of `modulo` channels (the group's 8, or 4 for
  // a quad; lower::shuffleAndFill), as on G13.
  if (Base.ends_with("shuffle_and_fill_up") || Base.ends_with("shuffle_and_fill_down")) {
    if (!Scalar(T) || Call.arg_size() < 3 || Call.arg_size() > 4)
      return std::nullopt;
    Value *Active = Ballot(B.getInt32(1));
    Value *R = lower::shuffleAndFill(
        B, Base.ends_with("_up"), lower::bitsToI32(B, Arg(0)), lower::bitsToI32(B, Arg(1)),
        Arg(2), Call.arg_size() == 4 ? Arg(3) : nullptr,
        Base.starts_with("quad_") ? 4 : Width, Lane(),
        [&](Value *V, Value *Src) { return ReadLane(V, Src, Active); });
    return lower::i32ToBits(B, R, T);
  }

  // Reads of another channel's value.
  bool Broadcast = Base == "simd_broadcast", First = Base == "simd_broadcast_first";
  bool Shuffle = Base == "simd_shuffle", Xor = Base == "simd_shuffle_xor",
       Up = Base == "simd_shuffle_up", Down = Base == "simd_shuffle_down",
       RotUp = Base == "simd_shuffle_rotate_up",
       RotDown = Base == "simd_shuffle_rotate_down";
  if (!(Broadcast || First || Shuffle || Xor || Up || Down || RotUp || RotDown))
    return std::nullopt;
  if (!Scalar(T) || Call.arg_size() != (First ? 1u : 2u))
    return std::nullopt;
  Value *Own = lower::bitsToI32(B, Arg(0));
  Value *Active = Ballot(B.getInt32(1));
  Value *Src;
  if (First)
    Src = B.CreateBinaryIntrinsic(Intrinsic::cttz, Active, B.getTrue());
  else {
    Value *N = B.CreateZExtOrTrunc(Arg(1), B.getInt32Ty());
    Src = Broadcast || Shuffle ? N
          : Xor                ? B.CreateXor(Lane(), N)
          : Up                 ? B.CreateSub(Lane(), N)
          : Down               ? B.CreateAdd(Lane(), N)
          : RotUp ? B.CreateAnd(B.CreateSub(Lane(), N), B.getInt32(Width - 1))
                  : B.CreateAnd(B.CreateAdd(Lane(), N), B.getInt32(Width - 1));
  }
  // A source outside the group, or not running: the own value.
  return lower::i32ToBits(B, ReadLane(Own, Src, Active), T);
}

Error IntelGPULowering::buildEntryPoint(Module &M, const KernelSignature &Sig) {
  using namespace IntelGPUPayload;
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  if (Sig.Args.size() != Body->arg_size())
    return intelError("'" + Name + "' has parameters its AIR metadata does "
                                   "not describe");
  if (!Textures.Problem.empty())
    return intelError(Textures.Problem);
  if (Sig.Stage == StageKind::Vertex)
    return intelgpu::buildVertexEntry(M, Sig);
  if (Sig.Stage == StageKind::Fragment)
    return intelgpu::buildFragmentEntry(M, Sig);
  if (Textures.ConstantSamplers.size() > 16 * 15)
    return intelError("'" + Name + "' has more constexpr samplers than the 240 the Intel "
                      "ABI places");
  // The payload's slots: every buffer index up to the highest the kernel
  // uses, every threadgroup(i) index likewise.
  unsigned Buffers = 0, TGSlots = 0;
  for (const KernelArg &A : Sig.Args) {
    if (A.K == KernelArg::Buffer)
      Buffers = std::max(Buffers, A.LocationIndex + 1);
    else if (A.K == KernelArg::Threadgroup)
      TGSlots = std::max(TGSlots, A.LocationIndex + 1);
    else if (A.K == KernelArg::Unsupported && Body->getArg(A.ArgNo)->use_empty())
      continue; // nothing reads it (an unused function table): poison
    else if (A.K == KernelArg::Texture && A.LocationIndex >= intelgpu::MaxTextures)
      return intelError("argument '" + A.Name + "' of '" + Name + "' is texture(" +
                        Twine(A.LocationIndex) + "); the Intel ABI binds textures 0-" +
                        Twine(intelgpu::MaxTextures - 1));
    else if (A.K == KernelArg::Sampler && A.LocationIndex >= 16)
      return intelError("argument '" + A.Name + "' of '" + Name + "' is sampler(" +
                        Twine(A.LocationIndex) + "); Metal binds samplers 0-15");
    else if (A.K != KernelArg::Builtin && A.K != KernelArg::Texture &&
             A.K != KernelArg::Sampler)
      return intelError("argument '" + A.Name + "' (" + A.What + ") of '" +
                        Name + "' is not supported by the Intel GPU code "
                        "generator yet");
  }
  // The constant data's address takes the slot after the buffers'
  // (docs/intelgpu-abi.md, "Program-scope constants").
  std::optional<unsigned> ConstantDataSlot;
  if (lower::readsConstantData(M))
    ConstantDataSlot = Buffers++;
  if (Buffers > MaxBuffers)
    return intelError("'" + Name + "' uses buffer indices above " +
                      Twine(MaxBuffers - 1 - (ConstantDataSlot ? 1 : 0)));
  if (TGSlots > MaxTGSlots)
    return intelError("'" + Name + "' uses threadgroup indices above 31");
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  SmallVector<Type *, 16> Params(Buffers, PointerType::get(Ctx, 1));
  Params.resize(Buffers + TGSlots + NumConstants, Type::getInt32Ty(Ctx));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  Entry->addFnAttr("intelgpu-buffer-slots", std::to_string(Buffers));
  Entry->addFnAttr("intelgpu-threadgroup-slots", std::to_string(TGSlots));
  if (ConstantDataSlot)
    Entry->addFnAttr(lower::ConstantDataParamAttr, std::to_string(*ConstantDataSlot));
  Entry->addFnAttr("intelgpu-simd-width", std::to_string(Width));
  if (ForceSIMDWidth)
    Entry->addFnAttr("intelgpu-simd-width-forced");
  else if (SIMDGroups)
    Entry->addFnAttr("intelgpu-simd-width-observed");
  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", Entry);
  IRBuilder<> B(BB);
  auto Constant = [&](unsigned C) { return Entry->getArg(Buffers + TGSlots + C); };
  auto Three = [&](unsigned First) {
    return std::array<Value *, 3>{Constant(First), Constant(First + 1),
                                  Constant(First + 2)};
  };
  // r0.1, r0.6 and r0.7: the threadgroup's position (IGC
  // WIFuncResolution::getGroupId).
  auto GroupID = [&](unsigned D) {
    static const unsigned Dword[3] = {1, 6, 7};
    return callIntel(B, "intelgpu.payload", {B.getInt32(4 * Dword[D])});
  };
  auto LocalID = [&](unsigned D) {
    return callIntel(B, "intelgpu.local_id", {B.getInt32(D)});
  };
  // The builtins Intel reads (the payload, local IDs, the lane and the
  // dispatch's constants); lower::deriveComputeBuiltin makes the others.
  Value *Lane = nullptr;
  auto LaneID = [&] {
    if (!Lane)
      Lane = callIntel(B, "intelgpu.lane", {});
    return Lane;
  };
  auto Builtin = [&](StringRef W) -> std::optional<lower::BuiltinComponents> {
    lower::BuiltinComponents C = {B.getInt32(0), B.getInt32(0), B.getInt32(0)};
    if (W == "air.thread_position_in_grid") {
      for (unsigned D = 0; D != 3; ++D)
        C[D] = B.CreateAdd(
            B.CreateMul(GroupID(D), Constant(DispatchThreadsPerThreadgroup + D)),
            LocalID(D));
    } else if (W == "air.thread_position_in_threadgroup") {
      C = {LocalID(0), LocalID(1), LocalID(2)};
    } else if (W == "air.threadgroup_position_in_grid") {
      C = {GroupID(0), GroupID(1), GroupID(2)};
    } else if (W == "air.threads_per_threadgroup") {
      C = Three(ThreadsPerThreadgroup);
    } else if (W == "air.dispatch_threads_per_threadgroup") {
      C = Three(DispatchThreadsPerThreadgroup);
    } else if (W == "air.threads_per_grid") {
      C = Three(ThreadsPerGrid);
    } else if (W == "air.threadgroups_per_grid") {
      C = Three(ThreadgroupsPerGrid);
    } else if (W == "air.thread_index_in_threadgroup") {
      C[0] = B.CreateAdd(Constant(ThreadIndexBase), LaneID());
    } else if (W == "air.thread_index_in_simdgroup") {
      C[0] = LaneID();
    } else if (W == "air.simdgroup_index_in_threadgroup") {
      C[0] = Constant(HardwareThreadIndex);
    } else if (W == "air.threads_per_simdgroup" || W == "air.thread_execution_width") {
      C[0] = B.getInt32(Width);
    } else {
      return std::nullopt;
    }
    return C;
  };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  auto BufferParam = [&](unsigned I) { return Entry->getArg(I); };
  auto ThreadgroupParam = [&](unsigned I) { return Entry->getArg(Buffers + I); };
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    if (Value *V = lower::bindMemoryArgument(B, A, T, BufferParam, ThreadgroupParam)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    if (Value *V = intelgpu::TextureLowering::bindArgument(A, T)) {
      CallArgs[A.ArgNo] = V;
      continue;
    }
    Expected<Value *> V = lower::bindComputeBuiltin(B, A, T, Name, "the Intel GPU code generator", Builtin);
    if (!V)
      return V.takeError();
    CallArgs[A.ArgNo] = *V;
  }
  B.CreateCall(Body, CallArgs);
  B.CreateRetVoid();
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef CPU) {
  initializeIntelGPUTarget();
  return createTargetMachine("intelgpu", TripleName, CPU);
}



/// Whether the kernel's library uses SIMD-group (or quad-group) functions
/// or the kernel takes a SIMD-group builtin: its SIMD group is then the
/// hardware thread, which the translator keeps at 8 channels.
bool usesSIMDGroups(Module &AIR, StringRef Kernel) {
  for (const llvm::Function &F : AIR) {
    StringRef N = F.getName();
    if (F.isDeclaration() && !F.use_empty() &&
        (N.starts_with("air.simd_") || N.starts_with("air.quad_") ||
         N.starts_with("air.simdgroup")))
      return true;
  }
  llvm::Function *K = AIR.getFunction(Kernel);
  if (!K)
    return false;
  Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*K);
  if (!Sig) {
    consumeError(Sig.takeError()); // reported by the translation
    return false;
  }
  return any_of(Sig->Args, [](const lower::KernelArg &A) {
    StringRef What = A.What;
    return What.contains("simdgroup") || What.contains("quadgroup") ||
           What == "air.thread_execution_width";
  });
}

/// F's stage by its AIR metadata (a kernel's when it has none).
StageKind stageOf(llvm::Function *F) {
  if (!F)
    return StageKind::Kernel;
  Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*F);
  if (!Sig) {
    consumeError(Sig.takeError()); // reported by the translation
    return StageKind::Kernel;
  }
  return Sig->Stage;
}

class IntelGPUTranslator final : public Translator {
public:
  GPUVendor getVendor() const override { return GPUVendor::Intel; }
  bool supports(const GPUArch &Arch) const override {
    return Arch.Vendor == GPUVendor::Intel;
  }
  Expected<std::string>
  translate(Module &AIR, StringRef Function, const GPUArch &Arch,
            OutputKind Kind, bool IsKernel,
            const lower::RenderPipeline *Pipeline) const override;

private:
  /// A dynamic library's or visible function, at every SIMD width: its
  /// callers' (docs/intelgpu-abi.md, "Calls").
  Expected<std::string> translateCallable(Module &AIR, StringRef Name, const GPUArch &Arch,
                                          OutputKind Kind) const;
  Expected<std::string> translateAt(Module &AIR, StringRef Kernel,
                                    const GPUArch &Arch, OutputKind Kind,
                                    unsigned Width, bool SIMDGroups,
                                    const lower::RenderPipeline *Pipeline = nullptr) const;
};

/// An emitted object: its code, its record (none for a callable
/// function), and the calls of functions it does not define, each the
/// symbol and the offset of the call's JIP field in the code.
struct IntelObject {
  std::string Code, Record;
  std::vector<std::pair<std::string, uint64_t>> Imports;
};

Expected<IntelObject> readIntelObject(StringRef Obj) {
  Expected<std::unique_ptr<object::MachOObjectFile>> O = object::MachOObjectFile::create(
      MemoryBufferRef(Obj, "intelgpu object"), /*IsLittleEndian=*/true, /*Is64Bits=*/true);
  if (!O)
    return O.takeError();
  IntelObject R;
  bool HasText = false;
  for (const object::SectionRef &Sec : (*O)->sections()) {
    Expected<StringRef> Name = Sec.getName();
    Expected<StringRef> Contents = Sec.getContents();
    if (!Name || !Contents)
      return intelError("the intelgpu object's sections cannot be read");
    if (*Name == GenInfoSection)
      R.Record = Contents->str();
    if (*Name != "__text")
      continue;
    HasText = true;
    R.Code = Contents->str();
    for (const object::RelocationRef &Rel : Sec.relocations()) {
      object::symbol_iterator Sym = Rel.getSymbol();
      Expected<StringRef> SymName = Sym->getName();
      if (!SymName)
        return SymName.takeError();
      R.Imports.push_back({("_" + *SymName).str(), Rel.getOffset()});
    }
  }
  if (!HasText)
    return intelError("the intelgpu object has no __text section");
  return R;
}


/// The symbol of a callable function's code at SIMD width W: each width
/// has its own, since the caller's registers hold its width's channels
/// (docs/intelgpu-abi.md, "Calls").
std::string widthSymbol(StringRef Name, unsigned W) {
  return (Name + ".simd" + Twine(W)).str();
}

/// What a module compiled at one width needs for its calls: the function
/// translated first (its code at offset 0), every function of the module
/// at its width (the kernel's attributes), a dynamic library's functions
/// by their symbols at that width.
void prepareCalls(Module &M, StringRef Name) {
  llvm::Function *F = M.getFunction(Name);
  if (!F)
    return;
  F->removeFromParent();
  M.getFunctionList().push_front(F);
  unsigned W = getIntelGPUSIMDWidth(*F);
  for (llvm::Function &G : M) {
    if (&G == F)
      continue;
    if (G.isDeclaration()) {
      if (G.hasFnAttribute("metalnt-dylib") && !G.getName().ends_with(".simd" + Twine(W).str()))
        G.setName(widthSymbol(G.getName(), W));
      continue;
    }
    for (StringRef A : {"intelgpu-simd-width", "intelgpu-simd-width-forced",
                        "intelgpu-simd-width-observed"}) {
      G.removeFnAttr(A);
      if (F->hasFnAttribute(A))
        G.addFnAttr(F->getFnAttribute(A));
    }
  }
}

/// One Intel translation's steps at one SIMD width (SIMTSteps): the
/// object wrapped as a GPU Mach-O slice, with its constant data.
class IntelGPUSteps final : public SIMTSteps {
public:
  IntelGPUSteps(std::unique_ptr<TargetMachine> TM, Module &AIR, StringRef Kernel,
                const GPUArch &Arch, unsigned Width, bool SIMDGroups, bool IsKernel = true)
      : SIMTSteps(std::move(TM), AIR, Kernel), Lowering(*this->TM, Width, SIMDGroups,
                                                          stageOf(AIR.getFunction(Kernel)) ==
                                                              StageKind::Fragment),
        Arch(Arch), Width(Width) {
    // Render functions inline what they call (their payload can take
    // more than the r0-r31 a callee leaves alone).
    StageKind Stage = IsKernel ? stageOf(AIR.getFunction(Kernel)) : StageKind::Kernel;
    MakesCalls = Stage != StageKind::Vertex && Stage != StageKind::Fragment;
    IndirectCalls = true;
    this->IsKernel = IsKernel;
    Lowering.Textures.RelocatedSamplers = !IsKernel;
  }

  lower::TargetLowering &lowering() override { return Lowering; }

  std::string backEnd() const override { return "the intelgpu back end"; }

  /// A callable function is compiled at the width it is translated for.
  Error afterLowering(Module &M) override {
    if (Error E = SIMTSteps::afterLowering(M))
      return E;
    if (!IsKernel)
      if (llvm::Function *F = M.getFunction(Kernel)) {
        F->addFnAttr("intelgpu-simd-width", std::to_string(Width));
        F->addFnAttr("intelgpu-simd-width-forced");
      }
    return Error::success();
  }

  Error afterOptimization(Module &M) override {
    if (Error E = SIMTSteps::afterOptimization(M))
      return E;
    intelgpu::makeHandlesUniform(
        M, [&](IRBuilderBase &B, Value *V) { return broadcastFirst(B, V); });
    return Error::success();
  }

  std::vector<Program> programs(std::unique_ptr<Module> M) override {
    prepareCalls(*M, Kernel);
    return SIMTSteps::programs(std::move(M));
  }

  Expected<std::string> wrap(ArrayRef<std::string> Objects) override {
    Expected<IntelObject> Obj = readIntelObject(Objects.front());
    if (!Obj)
      return Obj.takeError();
    gpumacho::Slice S;
    S.CPUType = Arch.getCPUType();
    S.CPUSubtype = Arch.CPUSubtype;
    if (!IsKernel) {
      // One width's code of a dynamic library's (or visible) function;
      // the translator gathers the widths (callableMachO).
      if (!ConstantData.empty())
        return intelError(lower::callableDataProblem(Kernel, true, "Intel GPUs"));
      S.FileType = gpumacho::MH_GPU_DYLIB;
      S.Sections.push_back({"__text", "__TEXT", Obj->Code, 16, {}});
      // Its constexpr samplers, which its code's relocations index (the
      // same list at every width).
      if (!Lowering.Textures.ConstantSamplers.empty())
        S.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT",
                              gpumacho::writeConstantSamplers(Lowering.Textures.ConstantSamplers),
                              8, {}});
      S.Symbols.push_back({intelgpu::importSymbol(Kernel, Width), 1, 0});
      gpumacho::addImports(S, Obj->Imports);
      std::string Out;
      raw_string_ostream OS(Out);
      gpumacho::writeSlice(S, OS);
      return Out;
    }
    if (Obj->Record.empty())
      return intelError("the intelgpu object has no " + GenInfoSection + " section");
    S.FileType = gpumacho::MH_GPU_EXECUTE;
    S.Sections.push_back({"__text", "__TEXT", Obj->Code, 16, {}});
    S.Sections.push_back({GenInfoSection.str(), "__TEXT", Obj->Record, 4, {}});
    if (!ConstantData.empty())
      S.Sections.push_back({gpumacho::ConstantDataSection.str(), "__TEXT", ConstantData, 16, {}});
    if (!Lowering.Textures.ConstantSamplers.empty())
      S.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT",
                            gpumacho::writeConstantSamplers(Lowering.Textures.ConstantSamplers),
                            8, {}});
    S.Symbols.push_back({MainSymbol, 1, 0});
    gpumacho::addImports(S, Obj->Imports);
    std::string Out;
    raw_string_ostream OS(Out);
    gpumacho::writeSlice(S, OS);
    OS.flush();
    return Out;
  }

private:
  IntelGPULowering Lowering;
  const GPUArch &Arch;
  unsigned Width;
};

/// Pads Code to a multiple of Align bytes with instructions that do
/// nothing, as the assembler pads functions (IntelGPUAsmBackend): a
/// compacted mov to null for an 8-byte remainder, then 16-byte nops.
void padCode(std::string &Code, size_t Align, IntelGPU::Gen G) {
  auto Append = [&](StringRef Text, bool Compact) {
    IntelGPU::InstIR I;
    IntelGPU::ParseError PE;
    SmallVector<uint8_t, 16> Bytes;
    if (!IntelGPU::parse(Text, G, I, PE))
      llvm_unreachable("a padding instruction that does not parse");
    I.Compact = Compact ? IntelGPU::InstIR::Compacted : IntelGPU::InstIR::NoCompact;
    if (Error E = IntelGPU::encode(I, G, /*NeverCompact=*/!Compact, Bytes))
      report_fatal_error(std::move(E));
    Code.append(Bytes.begin(), Bytes.end());
  };
  if (Code.size() % 16 == 8)
    Append("(W) mov (8|M0) null<1>:ud r0.0<8;8,1>:ud", /*Compact=*/true);
  while (Code.size() % Align)
    Append("nop", /*Compact=*/false);
}

IntelGPU::Gen genOf(const GPUArch &Arch) {
  return Arch.LLVMCPU.starts_with("icl") ? IntelGPU::Gen::Gen11 : IntelGPU::Gen::Gen9;
}

/// A callable function's nested Mach-O: its code at each SIMD width that
/// compiles, one after the other (64-byte aligned) in __text, each at its
/// symbol (widthSymbol), with the imports of each.
Expected<std::string> callableMachO(ArrayRef<std::string> Widths, const GPUArch &Arch) {
  gpumacho::Slice Out;
  Out.CPUType = Arch.getCPUType();
  Out.CPUSubtype = Arch.CPUSubtype;
  Out.FileType = gpumacho::MH_GPU_DYLIB;
  Out.Sections.push_back({"__text", "__TEXT", "", 64, {}});
  std::string &Text = Out.Sections[0].Contents;
  std::string Samplers;
  for (StringRef Nested : Widths) {
    Expected<gpumacho::Slice> S = gpumacho::readNestedSlice(Nested);
    if (!S)
      return S.takeError();
    padCode(Text, 64, genOf(Arch));
    uint64_t Base = Text.size();
    Text += S->Sections[0].Contents;
    std::map<uint32_t, uint32_t> Renumbered;
    for (const gpumacho::Symbol &Sym : S->Symbols) {
      if (Sym.Section) {
        Out.Symbols.push_back({Sym.Name, 1, Base + Sym.Offset});
        continue;
      }
      auto Found = find_if(Out.Symbols, [&](const gpumacho::Symbol &O) {
        return !O.Section && O.Name == Sym.Name;
      });
      Renumbered[uint32_t(&Sym - S->Symbols.data())] =
          Found != Out.Symbols.end() ? uint32_t(Found - Out.Symbols.begin())
                                     : uint32_t(Out.Symbols.size());
      if (Found == Out.Symbols.end())
        Out.Symbols.push_back(Sym);
    }
    for (gpumacho::Relocation R : S->Sections[0].Relocations) {
      R.Offset += uint32_t(Base);
      R.Symbol = Renumbered[R.Symbol];
      Out.Sections[0].Relocations.push_back(R);
    }
    // The constexpr samplers: one list, the same at every width.
    if (Samplers.empty())
      Samplers = gpumacho::sectionContents(*S, gpumacho::ConstantSamplerSection).str();
  }
  if (!Samplers.empty())
    Out.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT", Samplers, 8, {}});
  // Defined symbols first, as the writer's symbol table orders them.
  std::string Buf;
  raw_string_ostream OS(Buf);
  gpumacho::writeSlice(Out, OS);
  return Buf;
}

Expected<std::string>
IntelGPUTranslator::translate(Module &AIR, StringRef Kernel, const GPUArch &Arch,
                              OutputKind Kind, bool IsKernel,
                              const lower::RenderPipeline *Pipeline) const {
  if (!IsKernel)
    return translateCallable(AIR, Kernel, Arch, Kind);
  // A vertex function is SIMD8, the VS's dispatch on Gen9 and Gen11
  // (Mesa's brw_simd_selection.cpp: SIMD8 before Xe2); a fragment function
  // is SIMD8 too, one of the widths the PS dispatches (docs/intelgpu-abi.md).
  if (StageKind S = stageOf(AIR.getFunction(Kernel));
      S == StageKind::Vertex || S == StageKind::Fragment) {
    StringRef Stage = S == StageKind::Vertex ? "vertex" : "fragment";
    if (ForceSIMDWidth && ForceSIMDWidth != 8)
      return intelError(Stage + " function '" + Kernel + "': " + Stage +
                        " functions are SIMD8 on Gen9 and Gen11 (-intelgpu-simd-width=" +
                        Twine(unsigned(ForceSIMDWidth)) + ")");
    return translateAt(AIR, Kernel, Arch, Kind, 8, /*SIMDGroups=*/false, Pipeline);
  }
  // The SIMD width (docs/intelgpu-codegen.md, "SIMD width"), Intel's
  // compiler's rule: SIMD32, unless a compile spills, has a divergent loop
  // or an instruction without a form at its width; then the next narrower
  // width. A kernel that uses SIMD groups sees the width as its SIMD
  // group's size, so a divergent loop does not narrow it.
  bool SIMDGroups = usesSIMDGroups(AIR, Kernel);
  unsigned Forced = ForceSIMDWidth == 8 || ForceSIMDWidth == 16 || ForceSIMDWidth == 32
                        ? unsigned(ForceSIMDWidth)
                        : 0;
  if (ForceSIMDWidth && !Forced)
    return intelError("-intelgpu-simd-width=" + Twine(unsigned(ForceSIMDWidth)) +
                      ": the Intel GPU SIMD widths are 8, 16 and 32");
  unsigned Width = Forced ? Forced : 32;
  // Without SIMD-group functions the lowered module is the same at every
  // width but for the entry point's "intelgpu-simd-width": it is lowered
  // and optimized once, and each width compiles a copy.
  std::optional<IntelGPUSteps> Shared;
  std::unique_ptr<Module> Prepared;
  if (!SIMDGroups && !Forced) {
    Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
    if (!TM)
      return TM.takeError();
    Shared.emplace(std::move(*TM), AIR, Kernel, Arch, Width, SIMDGroups);
    Expected<std::unique_ptr<Module>> M =
        prepareTranslation(*Shared, AIR, Kernel, /*IsKernel=*/true, nullptr);
    if (!M)
      return M.takeError();
    Prepared = std::move(*M);
  }
  auto At = [&](OutputKind K, unsigned W) -> Expected<std::string> {
    if (!Prepared)
      return translateAt(AIR, Kernel, Arch, K, W, SIMDGroups);
    std::unique_ptr<Module> M = CloneModule(*Prepared);
    M->getFunction(Kernel)->addFnAttr("intelgpu-simd-width", std::to_string(W));
    return finishTranslation(*Shared, std::move(M), K);
  };
  // The lowered IR is the module at the width the kernel is compiled at,
  // which only compiling finds; it is printed even where the code
  // generator then fails (llc reports the same error).
  bool IR = Kind == OutputKind::LLVMIR;
  OutputKind Trial = IR ? OutputKind::Assembly : Kind;
  for (; Width != 8 && !Forced; Width /= 2) {
    Expected<std::string> Out = At(Trial, Width);
    if (Out)
      return IR ? At(Kind, Width) : std::move(Out);
    // Narrower if the code does not fit this width (narrower still if it
    // would not fit half of it); any other error stands.
    bool NotHalf = false;
    if (Error E = handleErrors(Out.takeError(),
                               [&](std::unique_ptr<lower::CodeGenError> CG) -> Error {
                                 NotHalf = CG->getCause() == lower::CodeGenFailure::TooWideForHalf;
                                 if (NotHalf || CG->getCause() == lower::CodeGenFailure::TooWide)
                                   return Error::success();
                                 return Error(std::move(CG));
                               })) {
      if (!IR)
        return std::move(E);
      consumeError(std::move(E));
      return At(Kind, Width);
    }
    if (NotHalf && Width / 2 != 8)
      Width /= 2;
  }
  return At(Kind, Width);
}

Expected<std::string> IntelGPUTranslator::translateCallable(Module &AIR, StringRef Name,
                                                            const GPUArch &Arch,
                                                            OutputKind Kind) const {
  // Each width the function compiles at: a width where it does not (more
  // registers of arguments than it has) is one where no caller can call
  // it either, since callers narrow by the same rule. At SIMD8 the error
  // stands.
  std::vector<std::string> Outputs;
  std::string Listing;
  for (unsigned W : {8u, 16u, 32u}) {
    Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
    if (!TM)
      return TM.takeError();
    IntelGPUSteps Steps(std::move(*TM), AIR, Name, Arch, W, usesSIMDGroups(AIR, Name),
                        /*IsKernel=*/false);
    Expected<std::string> Out = runTranslation(Steps, AIR, Name, Kind, /*IsKernel=*/false, nullptr);
    if (!Out) {
      if (W == 8)
        return Out.takeError();
      consumeError(Out.takeError());
      continue;
    }
    if (Kind == OutputKind::Object)
      Outputs.push_back(std::move(*Out));
    else
      Listing += (Kind == OutputKind::LLVMIR ? "; metal-nt: SIMD" : "// metal-nt: SIMD") +
                 std::to_string(W) + "\n" + *Out;
  }
  if (Kind != OutputKind::Object)
    return Listing;
  return callableMachO(Outputs, Arch);
}

Expected<std::string>
IntelGPUTranslator::translateAt(Module &AIR, StringRef Kernel, const GPUArch &Arch,
                                OutputKind Kind, unsigned Width, bool SIMDGroups,
                                const lower::RenderPipeline *Pipeline) const {
  Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Arch.LLVMCPU);
  if (!TM)
    return TM.takeError();
  IntelGPUSteps Steps(std::move(*TM), AIR, Kernel, Arch, Width, SIMDGroups);
  return runTranslation(Steps, AIR, Kernel, Kind, /*IsKernel=*/true, Pipeline);
}

} // namespace

const Translator &intelgpu::getTranslator() {
  static const IntelGPUTranslator T;
  return T;
}

Expected<intelgpu::CompiledKernel>
intelgpu::readCompiledKernel(StringRef NestedMachO) {
  Expected<gpumacho::Slice> S = gpumacho::readNestedSlice(NestedMachO);
  if (!S)
    return S.takeError();
  CompiledKernel K;
  bool HasText = false, HasInfo = false;
  for (const gpumacho::Section &Sec : S->Sections) {
    if (Sec.Name == "__text") {
      K.Code = Sec.Contents;
      HasText = true;
    } else if (Sec.Name == GenInfoSection) {
      // Version 3 added the constant data's slot (version 2 had none),
      // version 4 a vertex function's stage and URB entry size, version 5
      // a fragment function's stage and payload.
      uint32_t Version =
          Sec.Contents.size() < 4 ? 0 : support::endian::read32le(Sec.Contents.data());
      if (Version < 2 || Version > 5)
        return intelError("the pipeline's __metalnt_gen record has version " +
                          (Version ? Twine(Version) : Twine("(none)")) +
                          " (this reader knows versions 2 to 5)");
      size_t Words = Version == 2 ? 7 : Version == 3 ? 8 : Version == 4 ? 10 : 12;
      if (Sec.Contents.size() != 4 * Words)
        return intelError("the pipeline's __metalnt_gen record of version " + Twine(Version) +
                          " is not " + Twine(4 * Words) + " bytes");
      const char *P = Sec.Contents.data();
      K.SIMDWidth = support::endian::read32le(P + 4);
      K.GRFs = support::endian::read32le(P + 8);
      K.PayloadGRFs = support::endian::read32le(P + 12);
      K.BufferSlots = support::endian::read32le(P + 16);
      K.TGSlots = support::endian::read32le(P + 20);
      K.ScratchBytes = support::endian::read32le(P + 24);
      if (Words == 12) {
        uint32_t Stage = support::endian::read32le(P + 32);
        if (Stage != 2)
          return intelError("the pipeline's __metalnt_gen record names stage " + Twine(Stage) +
                            " (2, fragment, expected in version 5)");
        K.Fragment = true;
        K.SetupSlots = support::endian::read32le(P + 36);
        K.BarycentricModes = support::endian::read32le(P + 40);
        K.FragmentFlags = support::endian::read32le(P + 44);
        FragmentPayload FS{K.BarycentricModes, K.FragmentFlags, K.BufferSlots, K.SetupSlots};
        if (K.BarycentricModes > 63 || K.FragmentFlags > 63 ||
            FS.numGRFs() > MaxFragmentPayloadGRFs || K.SIMDWidth != 8)
          return intelError("the pipeline's fragment payload (modes " +
                            Twine(K.BarycentricModes) + ", flags " + Twine(K.FragmentFlags) +
                            ", " + Twine(K.SetupSlots) + " setup slots, SIMD" +
                            Twine(K.SIMDWidth) + ") is not one docs/intelgpu-abi.md describes");
      }
      if (Words == 10) {
        uint32_t Stage = support::endian::read32le(P + 32);
        if (Stage != 1)
          return intelError("the pipeline's __metalnt_gen record names stage " + Twine(Stage) +
                            " (1, vertex, expected in version 4)");
        K.Vertex = true;
        K.URBEntrySlots = support::endian::read32le(P + 36);
        if (K.URBEntrySlots < 2 || K.URBEntrySlots > MaxVUESlots)
          return intelError("the pipeline's URB entry of " + Twine(K.URBEntrySlots) +
                            " slots (2 to " + Twine(MaxVUESlots) + " expected)");
      }
      if (Words >= 8 && support::endian::read32le(P + 28) != NoConstantData) {
        K.ConstantDataSlot = support::endian::read32le(P + 28);
        if (*K.ConstantDataSlot >= K.BufferSlots)
          return intelError("the pipeline's constant data slot " + Twine(*K.ConstantDataSlot) +
                            " is not one of its " + Twine(K.BufferSlots) + " buffer slots");
      }
      HasInfo = true;
    }
  }
  K.ConstantData = gpumacho::sectionContents(*S, gpumacho::ConstantDataSection);
  Expected<std::vector<std::array<uint64_t, 2>>> Samplers = gpumacho::sliceConstantSamplers(*S);
  if (!Samplers)
    return Samplers.takeError();
  K.ConstantSamplers = std::move(*Samplers);
  if (!K.ConstantData.empty() && !K.ConstantDataSlot)
    return intelError("the pipeline has constant data but no slot for its address");
  for (const gpumacho::Section &Sec : S->Sections)
    if (Sec.Name == "__text")
      for (const gpumacho::Relocation &R : Sec.Relocations)
        K.Imports.push_back({S->Symbols[R.Symbol].Name, R.Offset});
  if (!HasText || !HasInfo)
    return intelError("the pipeline's code has no " +
                      Twine(HasText ? GenInfoSection : "__text") + " section");
  return K;
}

std::string intelgpu::importSymbol(StringRef Name, unsigned Width) {
  return "_" + widthSymbol(Name, Width);
}

bool intelgpu::parseImportSymbol(StringRef Symbol, std::string &Name, unsigned &Width) {
  StringRef N = Symbol;
  if (!N.consume_front("_"))
    return false;
  size_t Dot = N.rfind(".simd");
  if (Dot == StringRef::npos || N.substr(Dot + 5).getAsInteger(10, Width) ||
      (Width != 8 && Width != 16 && Width != 32))
    return false;
  Name = N.take_front(Dot).str();
  return true;
}

Expected<intelgpu::CompiledFunction> intelgpu::readCompiledFunction(StringRef NestedMachO,
                                                                    StringRef Symbol) {
  Expected<gpumacho::Slice> S = gpumacho::readNestedSlice(NestedMachO);
  if (!S)
    return S.takeError();
  auto F = find_if(S->Symbols, [&](const gpumacho::Symbol &Sym) {
    return Sym.Name == Symbol && Sym.Section && Sym.Section <= S->Sections.size();
  });
  if (F == S->Symbols.end())
    return intelError("the dynamic library's code has no " + Symbol);
  const gpumacho::Section &Sec = S->Sections[F->Section - 1];
  uint64_t End = Sec.Contents.size();
  for (const gpumacho::Symbol &Sym : S->Symbols)
    if (Sym.Section == F->Section && Sym.Offset > F->Offset)
      End = std::min<uint64_t>(End, Sym.Offset);
  if (F->Offset > End)
    return intelError(Symbol + " is outside its section");
  CompiledFunction C;
  C.Code = Sec.Contents.substr(F->Offset, End - F->Offset);
  // Its constexpr samplers, which relocations against
  // metalnt.sampler_states index (docs/gpu-macho.md).
  Expected<std::vector<std::array<uint64_t, 2>>> Samplers = gpumacho::sliceConstantSamplers(*S);
  if (!Samplers)
    return intelError(toString(Samplers.takeError()));
  C.ConstantSamplers = std::move(*Samplers);
  for (const gpumacho::Relocation &R : Sec.Relocations)
    if (R.Offset >= F->Offset && R.Offset < End)
      C.Imports.push_back({S->Symbols[R.Symbol].Name, R.Offset - F->Offset});
  return C;
}

Error intelgpu::linkImports(CompiledKernel &C,
                            function_ref<Expected<CompiledFunction>(StringRef)> Resolve,
                            ArrayRef<std::string> AlsoPlace,
                            std::map<std::string, uint64_t> *PlacedOut) {
  std::map<std::string, uint64_t> Placed;
  // Field 0: a function placed for a table, with no call to link.
  std::vector<CompiledKernel::Import> Work;
  for (const std::string &Symbol : AlsoPlace)
    Work.push_back({Symbol, 0});
  llvm::append_range(Work, C.Imports);
  C.Imports.clear();
  for (size_t I = 0; I != Work.size(); ++I) {
    const std::string Symbol = Work[I].Symbol;
    if (!Placed.count(Symbol)) {
      Expected<CompiledFunction> F = Resolve(Symbol);
      if (!F)
        return F.takeError();
      // Padding that never runs: illegal instructions (opcode 0).
      C.Code.resize(alignTo(C.Code.size(), 64), '\0');
      uint64_t Base = C.Code.size();
      Placed[Symbol] = Base;
      C.Code += F->Code;
      // Its constexpr samplers follow the states placed so far; each
      // relocated index (a mov's immediate, holding the index in its
      // list) gets the state's number (docs/gpu-macho.md, "Sampler state
      // relocations").
      uint32_t FirstState = uint32_t(FirstConstSampler + C.ConstantSamplers.size());
      C.ConstantSamplers.insert(C.ConstantSamplers.end(), F->ConstantSamplers.begin(),
                                F->ConstantSamplers.end());
      for (const CompiledKernel::Import &Imp : F->Imports) {
        if (Imp.Symbol != gpumacho::SamplerStatesSymbol) {
          Work.push_back({Imp.Symbol, Base + Imp.Field});
          continue;
        }
        if (Error E = gpumacho::relocateSamplerState(C.Code, Base, Imp.Field, FirstState,
                                                     F->ConstantSamplers.size(), Symbol))
          return intelError(toString(std::move(E)));
      }
    }
    if (I < AlsoPlace.size())
      continue;
    // The field is the call's JIP, 12 bytes into the 16-byte call; the
    // offset is from the call.
    uint64_t Field = Work[I].Field;
    if (Field < 12 || Field + 4 > C.Code.size())
      return intelError("a call of " + Symbol + " at offset " + Twine(Field) +
                        " is outside the code");
    support::endian::write32le(C.Code.data() + Field,
                               uint32_t(int64_t(Placed[Symbol]) - int64_t(Field - 12)));
  }
  if (PlacedOut)
    *PlacedOut = std::move(Placed);
  return Error::success();
}
