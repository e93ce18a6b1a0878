//===- AMDGPUTranslator.cpp - AIR to native AMD GPU code ------------------===//
//
// The kernel ABI (docs/amdgpu-abi.md): the entry point is an amdgpu_kernel
// taking, in the order of the Metal function's parameters, each buffer as a
// global (device) or constant pointer and each threadgroup-memory argument
// as a byte offset into the dispatch's dynamic LDS (@metalnt.threadgroup).
// Thread positions and sizes are computed from the work-item and work-group
// ids and the HSA dispatch packet (amdgcn-amd-amdhsa).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Target/AMDGPU/AMDGPUTranslator.h"
#include "AMDGPURender.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include <functional>
#include <mutex>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTarget();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmPrinter();
}

using namespace llvm;
using namespace metalnt;
using namespace metalnt::amdgpu;
using lower::KernelArg;
using lower::KernelSignature;

static constexpr const char *Triple_ = "amdgcn-amd-amdhsa";

static Error amdError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static Expected<std::unique_ptr<TargetMachine>>
makeTargetMachine(StringRef CPU, StringRef TripleName = Triple_) {
  static std::once_flag Once;
  std::call_once(Once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
  });
  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return amdError("LLVM's AMDGPU target is not available: " + Err);
  TargetOptions Opts;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, "", Opts, Reloc::PIC_, std::nullopt, CodeGenOptLevel::Default));
  if (!TM)
    return amdError("cannot create an AMDGPU target machine for " + CPU);
  return std::move(TM);
}

namespace {

class AMDGPULowering final : public lower::TargetLowering {
public:
  AMDGPULowering(const TargetMachine &TM, unsigned WaveSize,
                 unsigned Generation, lower::StageKind Stage)
      : TM(TM), WaveSize(WaveSize), Generation(Generation), Stage(Stage) {}
  /// Why the last texture call could not be lowered, if it could not.
  std::string TextureError;

  std::string getTriple() const override {
    return TM.getTargetTriple().str();
  }
  bool supportsStage(lower::StageKind) const override { return true; }
  Constant *lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                 Type *PtrTy) override {
    return samplerDescriptorConstant(M, Words[0], Generation, PtrTy);
  }
  std::string getDataLayout() const override {
    return TM.createDataLayout().getStringRepresentation();
  }
  std::optional<unsigned> mapAddressSpace(unsigned AS) const override {
    switch (AS) {
    case 0: // thread: private (GFX6 has no flat addressing at all)
      return 5;
    case 1: // device: global
      return 1;
    case 2: // constant
      return 4;
    case 3: // threadgroup: LDS
      return 3;
    }
    return std::nullopt;
  }
  unsigned getAllocaAddressSpace() const override { return 5; }

  std::optional<Value *> lowerIntrinsic(IRBuilderBase &B, CallInst &Call,
                                        StringRef Name) override;
  /// A wave32 SIMD group (GFX10 on) has Apple's 32 lanes: matrices are
  /// distributed over them as Apple GPUs hold them, so code written for
  /// thread_elements() computes what it means. A wave64 one keeps each
  /// matrix whole in every lane (the shared library's model).
  bool distributesSimdgroupMatrices() const override { return WaveSize == 32; }
  std::optional<Value *> overrideIntrinsic(IRBuilderBase &B, CallInst &Call,
                                           StringRef Name) override {
    if (!distributesSimdgroupMatrices())
      return std::nullopt;
    lower::SIMDGroupAccess Access;
    Access.Lane = [this](IRBuilderBase &B) { return laneId(B); };
    Access.ReadLane = [](IRBuilderBase &B, Value *V, Value *Src) { return permute(B, V, Src); };
    // A wave runs in lockstep; a wavefront-scope fence keeps LLVM from
    // moving memory accesses across the meeting point.
    Access.Barrier = [](IRBuilderBase &B) {
      B.CreateFence(AtomicOrdering::AcquireRelease,
                    B.getContext().getOrInsertSyncScopeID("wavefront"));
      B.CreateIntrinsic(Intrinsic::amdgcn_wave_barrier, ArrayRef<Value *>());
    };
    return lower::lowerDistributedMatrix(B, Call, Name, Access);
  }
  Error buildEntryPoint(Module &M, const KernelSignature &Sig) override;

private:
  const TargetMachine &TM;
  unsigned WaveSize; ///< 64 on GFX6-9; 32 on GFX10+ (LLVM's default there)
  unsigned Generation; ///< GFX6 to GFX10
  lower::StageKind Stage;

  /// V of lane Src (i32), or Identity when that lane is not active.
  /// V (32 bits or less) of lane Src, whatever lanes are active
  /// (ds_bpermute addresses lanes in bytes).
  static Value *permute(IRBuilderBase &B, Value *V, Value *Src) {
    Value *R = B.CreateIntrinsic(Intrinsic::amdgcn_ds_bpermute,
                                 {B.CreateShl(Src, 2), lower::bitsToI32(B, V)});
    return lower::i32ToBits(B, R, V->getType());
  }
  Value *fromLane(IRBuilderBase &B, Value *V, Value *Src, Value *Active,
                  Value *Identity) {
    Value *R = permute(B, V, Src);
    Value *Bit = B.CreateAnd(
        B.CreateLShr(Active, B.CreateZExt(Src, B.getInt64Ty())), B.getInt64(1));
    return B.CreateSelect(B.CreateICmpNE(Bit, B.getInt64(0)), R,
                          Identity);
  }
  /// The combining operation and identity of a SIMD-group reduction.
  std::optional<std::pair<std::function<Value *(IRBuilderBase &, Value *, Value *)>,
                          Value *>>
  reduction(StringRef Op, Type *T, bool Unsigned) {
    using Fn = std::function<Value *(IRBuilderBase &, Value *, Value *)>;
    bool FP = T->isFloatingPointTy();
    if (Op == "sum")
      return std::pair<Fn, Value *>(
          [FP](IRBuilderBase &B, Value *A, Value *C) {
            return FP ? B.CreateFAdd(A, C) : B.CreateAdd(A, C);
          },
          Constant::getNullValue(T));
    if (Op == "product")
      return std::pair<Fn, Value *>(
          [FP](IRBuilderBase &B, Value *A, Value *C) {
            return FP ? B.CreateFMul(A, C) : B.CreateMul(A, C);
          },
          FP ? ConstantFP::get(T, 1.0) : ConstantInt::get(T, 1));
    if (Op == "min" || Op == "max") {
      bool Min = Op == "min";
      Intrinsic::ID ID = FP ? (Min ? Intrinsic::minnum : Intrinsic::maxnum)
                         : Unsigned ? (Min ? Intrinsic::umin : Intrinsic::umax)
                                    : (Min ? Intrinsic::smin : Intrinsic::smax);
      Value *Id;
      if (FP)
        Id = ConstantFP::getInfinity(T, /*Negative=*/!Min);
      else {
        unsigned Bits = T->getIntegerBitWidth();
        APInt V = Unsigned ? (Min ? APInt::getMaxValue(Bits) : APInt::getMinValue(Bits))
                           : (Min ? APInt::getSignedMaxValue(Bits)
                                  : APInt::getSignedMinValue(Bits));
        Id = ConstantInt::get(T, V);
      }
      return std::pair<Fn, Value *>(
          [ID](IRBuilderBase &B, Value *A, Value *C) {
            return B.CreateBinaryIntrinsic(ID, A, C);
          },
          Id);
    }
    if (!T->isIntegerTy())
      return std::nullopt;
    if (Op == "and")
      return std::pair<Fn, Value *>(
          [](IRBuilderBase &B, Value *A, Value *C) { return B.CreateAnd(A, C); },
          Constant::getAllOnesValue(T));
    if (Op == "or" || Op == "xor")
      return std::pair<Fn, Value *>(
          [Op](IRBuilderBase &B, Value *A, Value *C) {
            return Op == "or" ? B.CreateOr(A, C) : B.CreateXor(A, C);
          },
          Constant::getNullValue(T));
    return std::nullopt;
  }

  /// V of lane Src where Src is a lane of the wave and active, else V.
  Value *fromLaneOrOwn(IRBuilderBase &B, Value *V, Value *Src, Value *Active) {
    Value *InWave = B.CreateICmpULT(Src, B.getInt32(WaveSize));
    Value *Safe = B.CreateSelect(InWave, Src, laneId(B));
    return B.CreateSelect(InWave, fromLane(B, V, Safe, Active, V), V);
  }
  Value *activeMask(IRBuilderBase &B) {
    return B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {B.getTrue()});
  }
  std::optional<Value *> lowerLaneMoves(IRBuilderBase &B, CallInst &Call, StringRef Base);

  /// dfdx, dfdy and fwidth (= |dfdx| + |dfdy|): fine differences within
  /// the pixel quad, lanes 4k..4k+3 at (x, y), (x+1, y), (x, y+1),
  /// (x+1, y+1) (AMD's quad layout, which Mesa's ACO relies on for its
  /// quad_perm derivatives), taken with DPP quad permutes in float (half
  /// widened, the result rounded once: metal-run's host rule) and kept in
  /// whole quad mode so that helper lanes compute their values. DPP is
  /// GFX8 and later: GFX6 and GFX7 leave them unsupported.
  std::optional<Value *> lowerDerivative(IRBuilderBase &B, CallInst &Call, StringRef Name) {
    StringRef CPU = TM.getTargetCPU();
    if (CPU.starts_with("gfx6") || CPU.starts_with("gfx7"))
      return std::nullopt;
    // quad_perm(a, b, c, d): lane i of each quad reads lane perm[i].
    auto QuadPerm = [](unsigned A, unsigned Bp, unsigned C, unsigned D) {
      return A | Bp << 2 | C << 4 | D << 6;
    };
    auto Read = [&](Value *F, unsigned Ctrl) {
      Value *Bits = B.CreateIntrinsic(Intrinsic::amdgcn_mov_dpp, {B.getInt32Ty()},
                                      {B.CreateBitCast(F, B.getInt32Ty()), B.getInt32(Ctrl),
                                       B.getInt32(0xF), B.getInt32(0xF), B.getFalse()});
      return B.CreateBitCast(Bits, B.getFloatTy());
    };
    return lower::lowerDerivative(B, Call, Name, [&](Value *F, bool Vertical) {
      Value *D = Vertical
                     ? B.CreateFSub(Read(F, QuadPerm(2, 3, 2, 3)), Read(F, QuadPerm(0, 1, 0, 1)))
                     : B.CreateFSub(Read(F, QuadPerm(1, 1, 3, 3)), Read(F, QuadPerm(0, 0, 2, 2)));
      return B.CreateIntrinsic(Intrinsic::amdgcn_wqm, {B.getFloatTy()}, {D});
    });
  }

  Value *laneId(IRBuilderBase &B) {
    Value *Lo = B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_lo,
                                  {B.getInt32(~0u), B.getInt32(0)});
    return B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_hi,
                             {B.getInt32(~0u), Lo});
  }
};


std::optional<Value *> AMDGPULowering::lowerIntrinsic(IRBuilderBase &B,
                                                      CallInst &Call,
                                                      StringRef Name) {
  LLVMContext &Ctx = Call.getContext();
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  if (std::optional<Value *> V =
          lowerTexture(B, Call, Name, Stage == lower::StageKind::Fragment,
                       Generation, TextureError))
    return V;
  if (Name == "air.discard_fragment") {
    B.CreateIntrinsic(Intrinsic::amdgcn_kill, {}, {B.getFalse()});
    return nullptr;
  }
  if (Name == "air.get_read_sampler") // reads take no sampler on AMD
    return ConstantPointerNull::get(cast<PointerType>(Call.getType()));
  if (std::optional<Value *> V = lowerDerivative(B, Call, Name))
    return V;
  SyncScope::ID Workgroup = Ctx.getOrInsertSyncScopeID("workgroup");
  if (Name == "air.wg.barrier") {
    B.CreateFence(AtomicOrdering::Release, Workgroup);
    B.CreateIntrinsic(Intrinsic::amdgcn_s_barrier, ArrayRef<Value *>());
    B.CreateFence(AtomicOrdering::Acquire, Workgroup);
    return nullptr;
  }
  if (Name == "air.simdgroup.barrier") {
    B.CreateIntrinsic(Intrinsic::amdgcn_wave_barrier, ArrayRef<Value *>());
    return nullptr;
  }
  StringRef Base = Name.drop_front(4).split('.').first;
  // Shuffles, reductions and scans move values between lanes with
  // ds_bpermute, which GFX6 and GFX7 lack: there they are unsupported.
  std::optional<lower::SIMDReduction> Red = lower::parseSIMDReduction(Base);
  bool NeedsPermute = Base.starts_with("simd_shuffle") || Base == "simd_broadcast" ||
                      Red ||
                      (Base.starts_with("quad_") && Base != "quad_ballot" &&
                       Base != "quad_active_threads_mask" && Base != "quad_all" &&
                       Base != "quad_any" && Base != "quad_is_first");
  StringRef CPU = TM.getTargetCPU();
  if (NeedsPermute && (CPU.starts_with("gfx6") || CPU.starts_with("gfx7")))
    return std::nullopt;
  // Vectors, 64-bit lane moves and bfloat: part by part (lib/Lowering).
  if (std::optional<Value *> V = lower::lowerSIMDGroupByParts(
          B, Call, Name, [this](IRBuilderBase &B, CallInst &C, StringRef N) {
            return lowerIntrinsic(B, C, N);
          }))
    return V;
  if (Base == "simd_broadcast_first")
    return B.CreateIntrinsic(Intrinsic::amdgcn_readfirstlane, {Call.getType()},
                             {Arg(0)});
  if (Base == "simd_shuffle_xor" || Base == "simd_shuffle") {
    Type *T = Call.getType();
    if (!T->isIntegerTy() && !T->isFloatingPointTy())
      return std::nullopt;
    if (T->getPrimitiveSizeInBits() > 32)
      return std::nullopt;
    Value *Lane = B.CreateZExtOrTrunc(Arg(1), B.getInt32Ty());
    if (Base == "simd_shuffle_xor")
      Lane = B.CreateXor(laneId(B), Lane);
    return permute(B, Arg(0), Lane);
  }
  // SIMD-group reductions and prefix scans over the active lanes, built
  // from cross-lane permutes: a butterfly for reductions, Hillis-Steele for
  // scans; inactive lanes contribute the identity.
  if (Red) {
    Type *T = Call.getType();
    if (Call.arg_size() != 1 || T->isVectorTy() ||
        T->getPrimitiveSizeInBits() > 32 || T->getPrimitiveSizeInBits() < 8)
      return std::nullopt;
    bool Prefix = Red->Prefix, Exclusive = Red->Exclusive;
    auto R = reduction(Red->Op, T, Name.contains(".u."));
    if (!R)
      return std::nullopt;
    auto &[Op, Identity] = *R;
    Value *Active = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()},
                                      {B.getTrue()});
    Value *Lane = laneId(B);
    Value *V = Arg(0);
    if (!Prefix) {
      for (unsigned Off = WaveSize / 2; Off; Off >>= 1)
        V = Op(B, V, fromLane(B, V, B.CreateXor(Lane, B.getInt32(Off)), Active,
                              Identity));
      return V;
    }
    for (unsigned D = 1; D < WaveSize; D <<= 1) {
      Value *Has = B.CreateICmpUGE(Lane, B.getInt32(D));
      Value *Src = B.CreateSelect(Has, B.CreateSub(Lane, B.getInt32(D)), Lane);
      Value *Other = fromLane(B, V, Src, Active, Identity);
      V = B.CreateSelect(Has, Op(B, V, Other), V);
    }
    if (Exclusive) {
      Value *Has = B.CreateICmpUGE(Lane, B.getInt32(1));
      Value *Src = B.CreateSelect(Has, B.CreateSub(Lane, B.getInt32(1)), Lane);
      V = B.CreateSelect(Has, fromLane(B, V, Src, Active, Identity), Identity);
    }
    return V;
  }
  if (std::optional<Value *> V = lowerLaneMoves(B, Call, Base))
    return V;
  if (Base == "simd_ballot")
    return B.CreateZExtOrTrunc(
        B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {Arg(0)}),
        Call.getType());
  if (Base == "simd_vote_all" || Base == "simd_vote_any") {
    Value *Mask = B.CreateZExtOrTrunc(Arg(0), B.getInt64Ty());
    if (Base == "simd_vote_any")
      return B.CreateICmpNE(Mask, B.getInt64(0));
    Value *Active =
        B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {B.getTrue()});
    return B.CreateICmpEQ(B.CreateAnd(Mask, Active), Active);
  }
  return std::nullopt;
}

/// The rest of the SIMD-group and quad-group functions, with the host
/// executor's meaning (lib/Run/HostRuntime.cpp, MSL 6.9.2): the SIMD group
/// is the wave; a source lane outside it or inactive leaves the caller's
/// own value; quads are lanes 4k..4k+3. Scalars of 8 to 32 bits.
std::optional<Value *> AMDGPULowering::lowerLaneMoves(IRBuilderBase &B, CallInst &Call,
                                                      StringRef Base) {
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  Type *T = Call.getType();
  Type *I32 = B.getInt32Ty();
  Value *Lane = laneId(B);
  Value *Quad = B.CreateAnd(Lane, B.getInt32(~3u));
  Value *InQuad = B.CreateAnd(Lane, B.getInt32(3));
  auto ScalarOK = [&](Type *X) {
    return !X->isVectorTy() && (X->isIntegerTy() || X->isFloatingPointTy()) &&
           X->getPrimitiveSizeInBits() <= 32 && X->getPrimitiveSizeInBits() >= 1;
  };
  auto Index = [&](Value *V) { return B.CreateZExtOrTrunc(V, I32); };
  // Votes over the wave or the quad.
  if (Base == "simd_all" || Base == "simd_any" || Base == "quad_all" || Base == "quad_any" ||
      Base == "quad_ballot" || Base == "quad_active_threads_mask") {
    Value *Pred = Call.arg_size() ? Arg(0) : B.getTrue();
    if (!Pred->getType()->isIntegerTy(1))
      return std::nullopt;
    Value *Active = activeMask(B);
    Value *Mask = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {Pred});
    if (Base == "simd_all" || Base == "simd_any") {
      Value *R = Base == "simd_all" ? B.CreateICmpEQ(Mask, Active)
                                    : B.CreateICmpNE(Mask, B.getInt64(0));
      return B.CreateZExtOrTrunc(R, T);
    }
    Value *Shift = B.CreateZExt(Quad, B.getInt64Ty());
    Value *Q = B.CreateAnd(B.CreateLShr(Mask, Shift), B.getInt64(15));
    Value *QA = B.CreateAnd(B.CreateLShr(Active, Shift), B.getInt64(15));
    if (Base == "quad_ballot" || Base == "quad_active_threads_mask")
      return B.CreateZExtOrTrunc(Q, T);
    Value *R = Base == "quad_all" ? B.CreateICmpEQ(Q, QA) : B.CreateICmpNE(Q, B.getInt64(0));
    return B.CreateZExtOrTrunc(R, T);
  }
  if (Base == "simd_is_first" || Base == "quad_is_first") {
    Value *Active = activeMask(B);
    if (Base == "quad_is_first")
      Active = B.CreateAnd(B.CreateLShr(Active, B.CreateZExt(Quad, B.getInt64Ty())),
                           B.getInt64(15));
    Value *First = B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::cttz, Active, B.getTrue()), I32);
    Value *Me = Base == "quad_is_first" ? InQuad : Lane;
    return B.CreateZExtOrTrunc(B.CreateICmpEQ(First, Me), T);
  }
  if (Base == "is_uniform") {
    if (Call.arg_size() != 1 || !ScalarOK(Arg(0)->getType()))
      return std::nullopt;
    Value *Bits = lower::bitsToI32(B, Arg(0));
    Value *Mine = B.CreateICmpEQ(
        Bits, B.CreateIntrinsic(Intrinsic::amdgcn_readfirstlane, {I32}, {Bits}));
    Value *Same = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {Mine});
    return B.CreateZExtOrTrunc(B.CreateICmpEQ(Same, activeMask(B)), T);
  }
  if (!ScalarOK(T) || Call.arg_size() < 1)
    return std::nullopt;
  Value *Active = activeMask(B);
  Value *V = Arg(0);
  if (Base.contains("shuffle_and_fill")) {
    // (data, fill, delta[, modulo]) within segments of modulo lanes.
    if (Call.arg_size() < 3)
      return std::nullopt;
    bool IsQuad = Base.starts_with("quad_");
    bool Up = Base.ends_with("_up");
    unsigned Full = IsQuad ? 4 : WaveSize;
    Value *Delta = Index(Arg(2));
    Value *Mod = Call.arg_size() > 3 ? Index(Arg(3)) : B.getInt32(Full);
    Value *Bad = B.CreateOr(B.CreateICmpEQ(Mod, B.getInt32(0)),
                            B.CreateICmpUGT(Mod, B.getInt32(Full)));
    Mod = B.CreateSelect(Bad, B.getInt32(Full), Mod);
    Value *Seg = B.CreateMul(B.CreateUDiv(Lane, Mod), Mod);
    Value *J = B.CreateSub(Lane, Seg);
    Value *FromData, *DataSrc, *FillSrc;
    if (Up) {
      FromData = B.CreateICmpUGE(J, Delta);
      DataSrc = B.CreateSub(Lane, Delta);
      FillSrc = B.CreateSub(B.CreateAdd(B.CreateAdd(Seg, J), Mod), Delta);
    } else {
      FromData = B.CreateICmpULT(B.CreateAdd(J, Delta), Mod);
      DataSrc = B.CreateAdd(Lane, Delta);
      FillSrc = B.CreateSub(B.CreateAdd(B.CreateAdd(Seg, J), Delta), Mod);
    }
    Value *D = fromLaneOrOwn(B, V, DataSrc, Active);
    Value *F = fromLaneOrOwn(B, Arg(1), FillSrc, Active);
    return B.CreateSelect(FromData, D, F);
  }
  if (Base == "quad_sum" || Base == "quad_min" || Base == "quad_max") {
    auto R = reduction(Base.drop_front(5), T, Call.getCalledFunction()->getName().contains(".u."));
    if (!R || Call.arg_size() != 1)
      return std::nullopt;
    auto &[Op, Identity] = *R;
    for (unsigned Off : {1u, 2u})
      V = Op(B, V, fromLane(B, V, B.CreateXor(Lane, B.getInt32(Off)), Active, Identity));
    return V;
  }
  if (Call.arg_size() != 2)
    return std::nullopt;
  Value *A = Index(Arg(1));
  Value *Src = nullptr;
  if (Base == "simd_broadcast")
    Src = A;
  else if (Base == "simd_shuffle_up")
    Src = B.CreateSub(Lane, A); // wraps past the wave: own value
  else if (Base == "simd_shuffle_down")
    Src = B.CreateAdd(Lane, A);
  else if (Base == "simd_shuffle_rotate_up")
    Src = B.CreateURem(B.CreateSub(B.CreateAdd(Lane, B.getInt32(WaveSize)),
                                   B.CreateURem(A, B.getInt32(WaveSize))),
                       B.getInt32(WaveSize));
  else if (Base == "simd_shuffle_rotate_down")
    Src = B.CreateURem(B.CreateAdd(Lane, A), B.getInt32(WaveSize));
  else if (Base == "quad_shuffle" || Base == "quad_broadcast")
    Src = B.CreateAdd(Quad, B.CreateAnd(A, B.getInt32(3)));
  else if (Base == "quad_shuffle_xor")
    Src = B.CreateAdd(Quad, B.CreateXor(InQuad, B.CreateAnd(A, B.getInt32(3))));
  else if (Base == "quad_shuffle_up" || Base == "quad_shuffle_down") {
    Value *J = Base == "quad_shuffle_up" ? B.CreateSub(InQuad, A) : B.CreateAdd(InQuad, A);
    Value *Inside = B.CreateICmpULT(J, B.getInt32(4));
    Src = B.CreateSelect(Inside, B.CreateAdd(Quad, J), B.getInt32(~0u));
  }
  if (!Src)
    return std::nullopt;
  return fromLaneOrOwn(B, V, Src, Active);
}

Error AMDGPULowering::buildEntryPoint(Module &M, const KernelSignature &Sig) {
  if (Sig.Stage != lower::StageKind::Kernel)
    return buildRenderEntry(M, Sig, Generation);
  // Threadgroup variables start undefined in Metal; LDS takes no
  // initializers.
  for (GlobalVariable &G : M.globals())
    if (G.getAddressSpace() == 3 && G.hasInitializer())
      G.setInitializer(UndefValue::get(G.getValueType()));
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  // Parameters of the entry point, in the Metal function's order.
  SmallVector<Type *, 8> Params;
  for (const KernelArg &A : Sig.Args) {
    switch (A.K) {
    case KernelArg::Buffer:
      Params.push_back(Body->getArg(A.ArgNo)->getType());
      break;
    case KernelArg::Threadgroup:
      Params.push_back(Type::getInt32Ty(Ctx));
      break;
    case KernelArg::Builtin:
      break;
    case KernelArg::Texture:
    case KernelArg::Sampler:
      // A pointer to the texture's 8-dword or the sampler's 4-dword
      // descriptor (docs/amdgpu-abi.md).
      Params.push_back(PointerType::get(Ctx, 4));
      break;
    default:
      return amdError("argument '" + A.Name + "' (" + A.What + ") of '" + Name +
                      "' is not supported yet");
    }
  }
  if (Sig.Args.size() != Body->arg_size())
    return amdError("'" + Name + "' has parameters its AIR metadata does not "
                                 "describe");
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  Entry->setCallingConv(CallingConv::AMDGPU_KERNEL);

  BasicBlock *BB = BasicBlock::Create(Ctx, "entry", Entry);
  IRBuilder<> B(BB);
  auto Dim = [&](Intrinsic::ID X, Intrinsic::ID Y, Intrinsic::ID Z) {
    return std::array<Value *, 3>{B.CreateIntrinsic(X, ArrayRef<Value *>()),
                                  B.CreateIntrinsic(Y, ArrayRef<Value *>()),
                                  B.CreateIntrinsic(Z, ArrayRef<Value *>())};
  };
  // Lazily computed pieces of the HSA dispatch.
  std::optional<std::array<Value *, 3>> Local, Group, GroupSize, GridSize;
  auto Dispatch = [&](unsigned Offset, unsigned Bits) {
    Value *Packet = B.CreateIntrinsic(Intrinsic::amdgcn_dispatch_ptr, ArrayRef<Value *>());
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Packet, Offset);
    LoadInst *L = B.CreateAlignedLoad(B.getIntNTy(Bits), P, Align(Bits / 8));
    L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
    return B.CreateZExtOrTrunc(L, B.getInt32Ty());
  };
  auto GetLocal = [&] {
    if (!Local)
      Local = Dim(Intrinsic::amdgcn_workitem_id_x, Intrinsic::amdgcn_workitem_id_y,
                  Intrinsic::amdgcn_workitem_id_z);
    return *Local;
  };
  auto GetGroup = [&] {
    if (!Group)
      Group = Dim(Intrinsic::amdgcn_workgroup_id_x, Intrinsic::amdgcn_workgroup_id_y,
                  Intrinsic::amdgcn_workgroup_id_z);
    return *Group;
  };
  auto GetGroupSize = [&] {
    if (!GroupSize) // hsa_kernel_dispatch_packet_t.workgroup_size_{x,y,z}
      GroupSize = std::array<Value *, 3>{Dispatch(4, 16), Dispatch(6, 16),
                                         Dispatch(8, 16)};
    return *GroupSize;
  };
  auto GetGridSize = [&] {
    if (!GridSize) // grid_size_{x,y,z}
      GridSize = std::array<Value *, 3>{Dispatch(12, 32), Dispatch(16, 32),
                                        Dispatch(20, 32)};
    return *GridSize;
  };
  // This group's size: the dispatch's, less at the grid's edges (Metal's
  // non-uniform threadgroups; ROCm's __ockl_get_local_size computes
  // OpenCL's get_local_size the same way).
  std::optional<std::array<Value *, 3>> ThisGroupSize;
  auto GetThisGroupSize = [&] {
    if (!ThisGroupSize) {
      auto G = GetGroup(), S = GetGroupSize(), N = GetGridSize();
      ThisGroupSize.emplace();
      for (unsigned I = 0; I != 3; ++I)
        (*ThisGroupSize)[I] =
            B.CreateBinaryIntrinsic(Intrinsic::umin, S[I], B.CreateSub(N[I], B.CreateMul(G[I], S[I])));
    }
    return *ThisGroupSize;
  };
  auto FlatIndex = [&] {
    auto L = GetLocal();
    auto S = GetThisGroupSize();
    return B.CreateAdd(L[0], B.CreateMul(S[0], B.CreateAdd(L[1], B.CreateMul(S[1], L[2]))));
  };
  auto WaveSize = [&] {
    return B.CreateIntrinsic(Intrinsic::amdgcn_wavefrontsize, ArrayRef<Value *>());
  };
  // The builtins AMD reads (the dispatch packet, workgroup and workitem
  // IDs); lower::deriveComputeBuiltin makes the others.
  auto Builtin = [&](StringRef W) -> std::optional<lower::BuiltinComponents> {
    lower::BuiltinComponents C;
    if (W == "air.thread_position_in_threadgroup") {
      C = GetLocal();
    } else if (W == "air.threadgroup_position_in_grid") {
      C = GetGroup();
    } else if (W == "air.threads_per_threadgroup") {
      C = GetThisGroupSize();
    } else if (W == "air.dispatch_threads_per_threadgroup") {
      C = GetGroupSize();
    } else if (W == "air.threads_per_grid") {
      C = GetGridSize();
    } else if (W == "air.thread_position_in_grid") {
      auto G = GetGroup(), S = GetGroupSize(), L = GetLocal();
      for (unsigned I = 0; I != 3; ++I)
        C[I] = B.CreateAdd(B.CreateMul(G[I], S[I]), L[I]);
    } else if (W == "air.threadgroups_per_grid") {
      auto G = GetGridSize(), S = GetGroupSize();
      for (unsigned I = 0; I != 3; ++I)
        C[I] = B.CreateUDiv(B.CreateAdd(G[I], B.CreateSub(S[I], B.getInt32(1))), S[I]);
    } else if (W == "air.thread_index_in_threadgroup") {
      C = {FlatIndex(), B.getInt32(0), B.getInt32(0)};
    } else if (W == "air.thread_index_in_simdgroup") {
      C = {laneId(B), B.getInt32(0), B.getInt32(0)};
    } else if (W == "air.simdgroup_index_in_threadgroup") {
      C = {B.CreateUDiv(FlatIndex(), WaveSize()), B.getInt32(0), B.getInt32(0)};
    } else if (W == "air.threads_per_simdgroup" ||
               W == "air.thread_execution_width") {
      C = {WaveSize(), B.getInt32(0), B.getInt32(0)};
    } else {
      return std::nullopt;
    }
    return C;
  };

  GlobalVariable *LDS = nullptr;
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  unsigned NextParam = 0;
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    if (A.K == KernelArg::Buffer) {
      Argument *P = Entry->getArg(NextParam++);
      P->setName(A.Name);
      if (P->getType()->isPointerTy())
        P->addAttr(Attribute::NoAlias);
      CallArgs[A.ArgNo] = P;
      continue;
    }
    if (A.K == KernelArg::Texture || A.K == KernelArg::Sampler) {
      Argument *P = Entry->getArg(NextParam++);
      P->setName(A.Name);
      CallArgs[A.ArgNo] = B.CreateAddrSpaceCast(P, T);
      continue;
    }
    if (A.K == KernelArg::Threadgroup) {
      if (!LDS) {
        LDS = new GlobalVariable(M, ArrayType::get(B.getInt8Ty(), 0), false,
                                 GlobalValue::ExternalLinkage, nullptr,
                                 "metalnt.threadgroup", nullptr,
                                 GlobalValue::NotThreadLocal, 3);
        LDS->setAlignment(Align(16));
      }
      Argument *Offset = Entry->getArg(NextParam++);
      Offset->setName(A.Name + ".offset");
      CallArgs[A.ArgNo] = B.CreateInBoundsGEP(B.getInt8Ty(), LDS, Offset);
      continue;
    }
    // A builtin: its three components, then shaped as the parameter.
    Expected<Value *> V = lower::bindComputeBuiltin(B, A, T, Name, "", Builtin);
    if (!V)
      return V.takeError();
    CallArgs[A.ArgNo] = *V;
  }
  B.CreateCall(Body, CallArgs);
  B.CreateRetVoid();
  return Error::success();
}

} // namespace

namespace {
/// One AMD translation's steps (TranslationSteps): the lowered module is
/// optimized with the AMDGPU target's own passes (address-space inference,
/// promotion of allocas) and compiled by LLVM's AMDGPU back end; its
/// object is the output.
class AMDGPUSteps final : public TranslationSteps {
public:
  AMDGPUSteps(std::unique_ptr<TargetMachine> TM, unsigned WaveSize, unsigned Generation,
              lower::StageKind Stage)
      : TM(std::move(TM)), Lowering(*this->TM, WaveSize, Generation, Stage) {}

  lower::TargetLowering &lowering() override { return Lowering; }
  TargetMachine &targetMachine() override { return *TM; }
  std::string backEnd() const override { return "LLVM's AMDGPU back end"; }

  /// A texture call of a form not supported yet: which form.
  Error loweringError(Error E) override {
    if (Lowering.TextureError.empty())
      return E;
    consumeError(std::move(E));
    return amdError(Lowering.TextureError);
  }

  Error diagnosed(Error E) override {
    return amdError("LLVM's AMDGPU back end: " + toString(std::move(E)));
  }

  /// A call through a function pointer (a visible function table's entry):
  /// AIR's function pointers are private-space pointers, 32 bits in the
  /// lowered module, where AMDGPU calls 64-bit code addresses (address
  /// space 0). A table's handle is loaded as 64 bits: the call takes those
  /// bits as a code address. Any other function pointer is refused by name.
  Error afterLowering(Module &M) override {
    for (Function &F : M)
      for (Instruction &I : instructions(F)) {
        auto *Call = dyn_cast<CallInst>(&I);
        if (!Call || Call->getCalledFunction() || Call->isInlineAsm())
          continue;
        auto *Cast = dyn_cast<IntToPtrInst>(Call->getCalledOperand());
        if (!Cast || !Cast->getOperand(0)->getType()->isIntegerTy(64))
          return amdError("'" + F.getName() + "' calls through a function pointer "
                          "that is not a visible function table's entry, which the "
                          "AMD code generator does not support yet");
        Call->setCalledOperand(new IntToPtrInst(Cast->getOperand(0),
                                                PointerType::get(M.getContext(), 0),
                                                "code.address", Call->getIterator()));
      }
    return Error::success();
  }

  Expected<std::string> wrap(ArrayRef<std::string> Objects) override {
    return Objects.front();
  }

private:
  std::unique_ptr<TargetMachine> TM;
  AMDGPULowering Lowering;
};
} // namespace

Expected<std::string>
metalnt::amdgpu::translateKernel(Module &AIR, StringRef Kernel,
                                 const GPUArch &Arch, OutputKind Kind,
                                 bool IsKernel,
                                 const lower::RenderPipeline *Pipeline) {
  if (Arch.Vendor != GPUVendor::AMD)
    return amdError(Arch.Name + " is not an AMD architecture");
  // Render functions are graphics shaders, for AMD's PAL ABI.
  bool Render = false;
  lower::StageKind Stage = lower::StageKind::Kernel;
  if (Function *F = AIR.getFunction(Kernel); F && IsKernel) {
    if (Expected<KernelSignature> Sig = lower::readKernelSignature(*F))
      Stage = Sig->Stage;
    else
      consumeError(Sig.takeError()); // lowerModule reports it
  }
  Render = Stage != lower::StageKind::Kernel;
  Expected<std::unique_ptr<TargetMachine>> TM =
      makeTargetMachine(Arch.LLVMCPU, Render ? RenderTriple : Triple_);
  if (!TM)
    return TM.takeError();
  // LLVM's default wavefront size: 32 from GFX10 on, 64 before.
  // gfx600 -> 6, ..., gfx906 -> 9, gfx1030 -> 10.
  StringRef CPU = StringRef(Arch.LLVMCPU).drop_front(3);
  unsigned Generation = CPU.size() == 4 ? 10 : unsigned(CPU[0] - '0');
  unsigned WaveSize = Generation >= 10 ? 32 : 64;
  AMDGPUSteps Steps(std::move(*TM), WaveSize, Generation, Stage);
  return runTranslation(Steps, AIR, Kernel, Kind, IsKernel, Pipeline);
}

namespace {
/// AMD GPUs: every amdgpu_* architecture, through LLVM's AMDGPU back end.
class AMDGPUTranslator final : public Translator {
public:
  GPUVendor getVendor() const override { return GPUVendor::AMD; }
  bool supports(const GPUArch &Arch) const override {
    return Arch.Vendor == GPUVendor::AMD;
  }
  Expected<std::string>
  translate(Module &AIR, StringRef Function, const GPUArch &Arch,
            OutputKind Kind, bool IsKernel,
            const lower::RenderPipeline *Pipeline) const override {
    return amdgpu::translateKernel(AIR, Function, Arch, Kind, IsKernel,
                                   Pipeline);
  }
};
} // namespace

const Translator &metalnt::amdgpu::getTranslator() {
  static const AMDGPUTranslator T;
  return T;
}
