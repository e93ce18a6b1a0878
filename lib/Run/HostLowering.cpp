//===- HostLowering.cpp - AIR lowered for the host CPU --------------------===//
//
// The host keeps AIR's address spaces (x86-64 and AArch64 treat 1-3 as
// ordinary memory), so device and constant accesses stay recognizable: each
// one through a pointer that does not come from a global or the stack is
// checked against the bound buffers (metalnt_rt_check). Barriers and
// SIMD-group functions call the runtime; everything else is the shared AIR
// builtin library. The entry point, metalnt.entry(EntryArgs *), reads the
// bound buffers, threadgroup memory and the thread-position builtins and
// calls the kernel.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"
#include "HostRuntime.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/Run/Executor.h"
#include <cstddef>
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;
using namespace metalnt::run::host;

static Error hostError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::optional<host::Builtin> host::getBuiltin(StringRef What) {
  return StringSwitch<std::optional<Builtin>>(What)
      .Case("air.thread_position_in_grid", ThreadPositionInGrid)
      .Case("air.thread_position_in_threadgroup", ThreadPositionInThreadgroup)
      .Case("air.threadgroup_position_in_grid", ThreadgroupPositionInGrid)
      .Case("air.threads_per_threadgroup", ThreadsPerThreadgroup)
      .Case("air.threads_per_grid", ThreadsPerGrid)
      .Case("air.threadgroups_per_grid", ThreadgroupsPerGrid)
      .Case("air.thread_index_in_threadgroup", ThreadIndexInThreadgroup)
      .Case("air.simdgroup_index_in_threadgroup", SimdgroupIndexInThreadgroup)
      .Case("air.thread_index_in_simdgroup", ThreadIndexInSimdgroup)
      .Case("air.threads_per_simdgroup", ThreadsPerSimdgroup)
      .Case("air.thread_execution_width", ThreadsPerSimdgroup)
      .Case("air.simdgroups_per_threadgroup", SimdgroupsPerThreadgroup)
      .Case("air.dispatch_threads_per_threadgroup", DispatchThreadsPerThreadgroup)
      .Case("air.dispatch_simdgroups_per_threadgroup",
            DispatchSimdgroupsPerThreadgroup)
      .Case("air.quadgroup_index_in_threadgroup", QuadgroupIndexInThreadgroup)
      .Case("air.thread_index_in_quadgroup", ThreadIndexInQuadgroup)
      .Case("air.quadgroups_per_threadgroup", QuadgroupsPerThreadgroup)
      .Case("air.dispatch_quadgroups_per_threadgroup",
            DispatchQuadgroupsPerThreadgroup)
      .Case("air.vertex_id", VertexID)
      .Case("air.instance_id", InstanceID)
      .Case("air.base_vertex", BaseVertex)
      .Case("air.base_instance", BaseInstance)
      .Default(std::nullopt);
}

namespace {

std::optional<SimdOp> simdOp(StringRef Base) {
  return StringSwitch<std::optional<SimdOp>>(Base)
      .Case("simd_shuffle", OpShuffle)
      .Case("simd_shuffle_up", OpShuffleUp)
      .Case("simd_shuffle_down", OpShuffleDown)
      .Case("simd_shuffle_xor", OpShuffleXor)
      .Case("simd_shuffle_rotate_up", OpShuffleRotateUp)
      .Case("simd_shuffle_rotate_down", OpShuffleRotateDown)
      .Case("simd_broadcast", OpBroadcast)
      .Case("simd_broadcast_first", OpBroadcastFirst)
      .Case("simd_ballot", OpBallot)
      .Case("simd_active_threads_mask", OpBallot)
      .Case("simd_vote_all", OpVoteAll)
      .Case("simd_vote_any", OpVoteAny)
      .Case("simd_is_first", OpIsFirst)
      .Case("is_uniform", OpIsUniform)
      .Case("simd_all", OpAll)
      .Case("simd_any", OpAny)
      .Case("simd_sum", OpSum)
      .Case("simd_product", OpProduct)
      .Case("simd_min", OpMin)
      .Case("simd_max", OpMax)
      .Case("simd_and", OpAnd)
      .Case("simd_or", OpOr)
      .Case("simd_xor", OpXor)
      .Case("simd_prefix_inclusive_sum", OpPrefixInclusiveSum)
      .Case("simd_prefix_inclusive_product", OpPrefixInclusiveProduct)
      .Case("simd_prefix_exclusive_sum", OpPrefixExclusiveSum)
      .Case("simd_prefix_exclusive_product", OpPrefixExclusiveProduct)
      .Case("quad_shuffle", OpQuadShuffle)
      .Case("quad_shuffle_up", OpQuadShuffleUp)
      .Case("quad_shuffle_down", OpQuadShuffleDown)
      .Case("quad_shuffle_xor", OpQuadShuffleXor)
      .Case("quad_broadcast", OpQuadBroadcast)
      .Case("quad_sum", OpQuadSum)
      .Case("quad_min", OpQuadMin)
      .Case("quad_max", OpQuadMax)
      .Case("quad_product", OpQuadProduct)
      .Case("quad_and", OpQuadAnd)
      .Case("quad_or", OpQuadOr)
      .Case("quad_xor", OpQuadXor)
      .Case("quad_ballot", OpQuadBallot)
      .Case("quad_active_threads_mask", OpQuadBallot)
      .Case("quad_all", OpQuadAll)
      .Case("quad_any", OpQuadAny)
      .Case("quad_is_first", OpQuadIsFirst)
      .Case("simd_shuffle_and_fill_up", OpShuffleAndFillUp)
      .Case("simd_shuffle_and_fill_down", OpShuffleAndFillDown)
      .Case("quad_shuffle_and_fill_up", OpQuadShuffleAndFillUp)
      .Case("quad_shuffle_and_fill_down", OpQuadShuffleAndFillDown)
      .Default(std::nullopt);
}

} // namespace

HostLowering::HostLowering(std::string Triple, DataLayout DL)
    : Triple(std::move(Triple)), DL(std::move(DL)) {}

std::optional<unsigned> HostLowering::mapAddressSpace(unsigned AS) const {
  if (AS <= 3)
    return AS;
  return std::nullopt;
}

FunctionCallee HostLowering::runtime(Module &M, StringRef Name,
                                     FunctionType *FT) {
  return M.getOrInsertFunction(Name, FT);
}

/// One SIMD-group call on one scalar: its bits through metalnt_rt_simd
/// (metalnt_rt_simd2 when there is a second value).
Value *HostLowering::simdCall(IRBuilderBase &B, SimdOp Op, Value *V,
                              Value *Arg, bool Signed, Value *V2) {
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I32 = Type::getInt32Ty(Ctx);
  Type *T = V->getType();
  unsigned Bits = T->getPrimitiveSizeInBits();
  uint32_t Type = Bits | (T->isFloatingPointTy() ? TypeFloat : 0) |
                  (Signed ? TypeSigned : 0);
  Value *AsInt = T->isIntegerTy() ? V : B.CreateBitCast(V, B.getIntNTy(Bits));
  Value *Bits64 = Signed ? B.CreateSExtOrTrunc(AsInt, I64)
                         : B.CreateZExtOrTrunc(AsInt, I64);
  Value *A = Arg ? B.CreateZExtOrTrunc(Arg, I64) : ConstantInt::get(I64, 0);
  Value *R;
  if (V2) {
    Value *AsInt2 = T->isIntegerTy() ? V2 : B.CreateBitCast(V2, B.getIntNTy(Bits));
    FunctionCallee Fn = runtime(
        M, "metalnt_rt_simd2",
        FunctionType::get(I64, {I32, I32, I64, I64, I64, I32}, false));
    R = B.CreateCall(Fn, {B.getInt32(Op), B.getInt32(Type), Bits64,
                          B.CreateZExtOrTrunc(AsInt2, I64), A,
                          B.getInt32(NextSite++)});
  } else {
    FunctionCallee Fn = runtime(
        M, "metalnt_rt_simd", FunctionType::get(I64, {I32, I32, I64, I64, I32}, false));
    R = B.CreateCall(Fn, {B.getInt32(Op), B.getInt32(Type), Bits64, A,
                          B.getInt32(NextSite++)});
  }
  UsesFibers = true;
  return R;
}

Value *host::fromBits(IRBuilderBase &B, Value *Bits64, Type *T) {
  unsigned Bits = T->getPrimitiveSizeInBits();
  Value *I = B.CreateTrunc(Bits64, B.getIntNTy(Bits));
  return T->isIntegerTy() ? I : B.CreateBitCast(I, T);
}

/// SIMD-group matrices distributed over the SIMD group as Apple GPUs hold
/// them (lower::lowerDistributedMatrix), through the runtime's lane index,
/// shuffles and SIMD-group barriers.
std::optional<Value *> HostLowering::overrideIntrinsic(IRBuilderBase &B,
                                                       CallInst &Call,
                                                       StringRef Name) {
  // A visible function table holds handles: indices into the functions
  // metal-run was given (-handle=...:function(NAME)), whose addresses are
  // the module's metalnt.visible_functions.
  if (Name == "air.get_function_pointer_visible_function_table" && Call.arg_size() == 2) {
    Module &M = *B.GetInsertBlock()->getModule();
    GlobalVariable *Table = M.getNamedGlobal("metalnt.visible_functions");
    if (!Table) {
      SmallVector<Constant *, 8> Fns;
      for (const std::string &N : VisibleFunctions) {
        Function *F = M.getFunction(N);
        if (!F || F->isDeclaration())
          return std::nullopt; // reported where the handles are checked
        Fns.push_back(F);
      }
      auto *AT = ArrayType::get(PointerType::get(M.getContext(), 0), Fns.size());
      Table = new GlobalVariable(M, AT, /*isConstant=*/true, GlobalValue::InternalLinkage,
                                 ConstantArray::get(AT, Fns), "metalnt.visible_functions");
    }
    Value *Slot = B.CreateGEP(B.getInt64Ty(), Call.getArgOperand(0),
                              B.CreateZExtOrTrunc(Call.getArgOperand(1), B.getInt32Ty()));
    Value *Handle = B.CreateLoad(B.getInt64Ty(), Slot);
    Value *Fn = B.CreateLoad(B.getPtrTy(),
                             B.CreateGEP(Table->getValueType(), Table, {B.getInt64(0), Handle}));
    return B.CreatePointerCast(Fn, Call.getType());
  }
  lower::SIMDGroupAccess Access;
  Access.Lane = [&](IRBuilderBase &B) -> Value * {
    return B.CreateCall(runtime(*B.GetInsertBlock()->getModule(), "metalnt_rt_lane",
                                FunctionType::get(B.getInt32Ty(), false)));
  };
  Access.ReadLane = [&](IRBuilderBase &B, Value *V, Value *Src) {
    return fromBits(B, simdCall(B, OpShuffle, V, Src, false), V->getType());
  };
  Access.Barrier = [&](IRBuilderBase &B) {
    simdCall(B, OpBarrier, B.getInt32(0), nullptr, false);
  };
  return lower::lowerDistributedMatrix(B, Call, Name, Access);
}

/// The constexpr samplers' state words, one global each.
static constexpr const char *SamplerStatePrefix = "metalnt.sampler_state";

Constant *HostLowering::lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                             Type *PtrTy) {
  Constant *Init = ConstantDataArray::get(M.getContext(), ArrayRef<uint64_t>(Words));
  GlobalVariable *G = nullptr;
  for (GlobalVariable &Other : M.globals())
    if (Other.getName().starts_with(SamplerStatePrefix) && Other.getInitializer() == Init)
      G = &Other;
  if (!G)
    G = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                           GlobalValue::PrivateLinkage, Init, SamplerStatePrefix);
  return ConstantExpr::getPointerBitCastOrAddrSpaceCast(G, PtrTy);
}

GlobalVariable *HostLowering::constantSamplerList(Module &M) {
  if (ConstantSamplerList)
    return ConstantSamplerList;
  SmallVector<Constant *, 4> Addresses;
  for (GlobalVariable &G : M.globals())
    if (G.getName().starts_with(SamplerStatePrefix))
      Addresses.push_back(&G);
  if (Addresses.empty())
    return nullptr;
  auto *T = ArrayType::get(PointerType::get(M.getContext(), 0), Addresses.size());
  ConstantSamplerList = new GlobalVariable(M, T, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                           ConstantArray::get(T, Addresses),
                                           "metalnt.constant_samplers");
  return ConstantSamplerList;
}

std::optional<Value *> HostLowering::lowerIntrinsic(IRBuilderBase &B,
                                                    CallInst &Call,
                                                    StringRef Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  if (std::optional<Value *> V =
          lowerTexture(B, Call, Name, Stage == lower::StageKind::Fragment))
    return V;
  // Derivatives (MSL's dfdx, dfdy, fwidth): fine differences within the
  // quad, whose lanes 0 to 3 are (x, y), (x+1, y), (x, y+1), (x+1, y+1)
  // (the rule of the texture level of detail), in float (half values
  // widened, the result rounded once); fwidth = |dfdx| + |dfdy|.
  Value *InQuad = nullptr; // the lane's place in its quad, read once
  if (std::optional<Value *> V =
          lower::lowerDerivative(B, Call, Name, [&](Value *E, bool Vertical) {
            if (!InQuad)
              InQuad = B.CreateAnd(B.CreateCall(runtime(M, "metalnt_rt_lane",
                                                        FunctionType::get(B.getInt32Ty(), false))),
                                   3);
            unsigned Axis = Vertical ? 2 : 1;
            auto At = [&](Value *QuadLane) {
              return fromBits(B, simdCall(B, OpQuadShuffle, E, QuadLane, false), E->getType());
            };
            return B.CreateFSub(At(B.CreateOr(InQuad, Axis)), At(B.CreateAnd(InQuad, 3 - Axis)));
          }))
    return V;
  if (Name == "air.get_read_sampler") {
    // What reads take as their sampler in AIR 2.8: pixel coordinates,
    // nearest (reads ignore it).
    auto *T = ArrayType::get(B.getInt64Ty(), 2);
    GlobalVariable *G = M.getNamedGlobal("metalnt.read_sampler");
    if (!G)
      G = new GlobalVariable(
          M, T, true, GlobalValue::PrivateLinkage,
          ConstantDataArray::get(M.getContext(),
                                 ArrayRef<uint64_t>{0x007bff0000088049ULL, 0}),
          "metalnt.read_sampler");
    return B.CreatePointerBitCastOrAddrSpaceCast(G, Call.getType());
  }
  if (Name == "air.discard_fragment") {
    B.CreateCall(runtime(M, "metalnt_rt_discard",
                         FunctionType::get(B.getVoidTy(), false)));
    return nullptr;
  }
  if (Name == "air.wg.barrier") {
    B.CreateCall(runtime(M, "metalnt_rt_barrier",
                         FunctionType::get(B.getVoidTy(), false)));
    UsesFibers = true;
    return nullptr;
  }
  if (Name == "air.simdgroup.barrier") {
    simdCall(B, OpBarrier, B.getInt32(0), nullptr, false);
    return nullptr;
  }
  StringRef Base = Name.drop_front(4).split('.').first;
  std::optional<SimdOp> Op = simdOp(Base);
  if (!Op)
    return std::nullopt;
  bool Signed = Name.contains(".s.");
  Type *RT = Call.getType();
  auto Arg = [&](unsigned I) { return Call.getArgOperand(I); };
  switch (*Op) {
  case OpBallot: {
    Value *V = Call.arg_size() ? Arg(0) : B.getTrue();
    return B.CreateZExtOrTrunc(simdCall(B, OpBallot, V, nullptr, false), RT);
  }
  case OpVoteAll:
  case OpVoteAny:
    return B.CreateICmpNE(simdCall(B, *Op, Arg(0), nullptr, false),
                          B.getInt64(0));
  case OpIsFirst:
    return B.CreateICmpNE(simdCall(B, OpIsFirst, B.getInt32(0), nullptr, false),
                          B.getInt64(0));
  case OpQuadBallot: {
    Value *V = Call.arg_size() ? Arg(0) : B.getTrue();
    return B.CreateZExtOrTrunc(simdCall(B, OpQuadBallot, V, nullptr, false), RT);
  }
  case OpQuadIsFirst:
    return B.CreateICmpNE(simdCall(B, OpQuadIsFirst, B.getInt32(0), nullptr, false),
                          B.getInt64(0));
  case OpShuffleAndFillUp:
  case OpShuffleAndFillDown:
  case OpQuadShuffleAndFillUp:
  case OpQuadShuffleAndFillDown: {
    // (data, filling data, i16 delta[, i16 modulo]): Arg packs both.
    if (Call.arg_size() < 3 || Call.arg_size() > 4 || RT->isVectorTy())
      return std::nullopt;
    Value *Delta = B.CreateZExtOrTrunc(Arg(2), B.getInt64Ty());
    Value *Packed = Delta;
    if (Call.arg_size() == 4)
      Packed = B.CreateOr(Delta, B.CreateShl(B.CreateZExtOrTrunc(Arg(3), B.getInt64Ty()), 16));
    return fromBits(B, simdCall(B, *Op, Arg(0), Packed, Signed, Arg(1)), RT);
  }
  case OpIsUniform: {
    // A vector is uniform where each of its 64-bit pieces is.
    if (Call.arg_size() == 1 && Arg(0)->getType()->isVectorTy()) {
      unsigned Bits = unsigned(DL.getTypeSizeInBits(Arg(0)->getType()));
      unsigned Pieces = (Bits + 63) / 64;
      Value *Int = B.CreateZExt(B.CreateBitCast(Arg(0), B.getIntNTy(Bits)),
                                B.getIntNTy(Pieces * 64));
      Value *R = B.getTrue();
      for (unsigned P = 0; P != Pieces; ++P) {
        Value *Piece = B.CreateTrunc(B.CreateLShr(Int, P * 64), B.getInt64Ty());
        R = B.CreateAnd(R, B.CreateICmpNE(simdCall(B, OpIsUniform, Piece, nullptr, false),
                                          B.getInt64(0)));
      }
      return B.CreateZExtOrTrunc(R, RT);
    }
    [[fallthrough]];
  }
  case OpQuadAll:
  case OpQuadAny:
  case OpAll:
  case OpAny: {
    if (Call.arg_size() != 1 || Arg(0)->getType()->isVectorTy())
      return std::nullopt;
    Value *R = B.CreateICmpNE(simdCall(B, *Op, Arg(0), nullptr, false), B.getInt64(0));
    return B.CreateZExtOrTrunc(R, RT);
  }
  default:
    break;
  }
  // Value operations, element by element for vectors.
  if (Call.arg_size() < 1)
    return std::nullopt;
  Value *V = Arg(0);
  Value *Extra = Call.arg_size() > 1 ? Arg(1) : nullptr;
  Type *ET = RT->getScalarType();
  if (!ET->isIntegerTy() && !ET->isFloatingPointTy())
    return std::nullopt;
  if (auto *VT = dyn_cast<FixedVectorType>(RT)) {
    Value *R = PoisonValue::get(VT);
    for (unsigned I = 0, E = VT->getNumElements(); I != E; ++I) {
      Value *Elt = B.CreateExtractElement(V, I);
      R = B.CreateInsertElement(
          R, fromBits(B, simdCall(B, *Op, Elt, Extra, Signed), ET), I);
    }
    return R;
  }
  return fromBits(B, simdCall(B, *Op, V, Extra, Signed), RT);
}

Error HostLowering::buildEntryPoint(Module &M,
                                    const lower::KernelSignature &Sig) {
  LLVMContext &Ctx = M.getContext();
  Function *Kernel = Sig.F;
  Kernel->setLinkage(GlobalValue::InternalLinkage);
  Type *Ptr = PointerType::get(Ctx, 0);
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Void = Type::getVoidTy(Ctx);
  // metalnt.thread(Args, x, y, z): the thread at x, y, z of its group.
  Function *Thread = Function::Create(FunctionType::get(Void, {Ptr, I32, I32, I32}, false),
                                      GlobalValue::InternalLinkage, "metalnt.thread", M);
  // The kernel's string attributes ("no-builtins" among them), without which
  // LLVM does not inline it into the thread and the thread into the
  // group's loop (which optimizeModule runs on for kernels without fibers).
  Kernel->removeFnAttr(Attribute::NoInline);
  Kernel->removeFnAttr(Attribute::OptimizeNone);
  // (Only the string attributes: the kernel's memory effects are not the
  // wrappers'.)
  AttrBuilder StringAttrs(Ctx);
  for (Attribute A : Kernel->getAttributes().getFnAttrs())
    if (A.isStringAttribute())
      StringAttrs.addAttribute(A);
  AttributeList KernelAttrs =
      AttributeList::get(Ctx, AttributeList::FunctionIndex, StringAttrs);
  Thread->setAttributes(KernelAttrs);
  Thread->addFnAttr(Attribute::AlwaysInline);
  Kernel->addFnAttr(Attribute::AlwaysInline);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Thread));
  Value *Args = Thread->getArg(0);
  Value *Local[3] = {Thread->getArg(1), Thread->getArg(2), Thread->getArg(3)};
  auto Field = [&](size_t Offset) {
    return B.CreateConstGEP1_64(B.getInt8Ty(), Args, Offset);
  };
  Value *Buffers = B.CreateLoad(Ptr, Field(offsetof(EntryArgs, Buffers)));
  Value *TG = B.CreateLoad(Ptr, Field(offsetof(EntryArgs, Threadgroup)));
  auto Table = [&](Builtin BI, unsigned I) {
    return B.CreateLoad(I32, Field(offsetof(EntryArgs, Builtins) + 16 * BI + 4 * I));
  };
  // The builtins that differ between a group's threads are derived from
  // the position (docs/metal-run.md, "The dispatch"); the others are the
  // group's, as its first thread's arguments hold them.
  Value *Size[3] = {Table(ThreadsPerThreadgroup, 0), Table(ThreadsPerThreadgroup, 1),
                    Table(ThreadsPerThreadgroup, 2)};
  Value *Index = B.CreateAdd(
      Local[0], B.CreateMul(Size[0], B.CreateAdd(Local[1], B.CreateMul(Size[1], Local[2]))));
  auto Component = [&](Builtin BI, unsigned I) -> Value * {
    switch (BI) {
    case ThreadPositionInThreadgroup:
      return Local[I];
    case ThreadPositionInGrid:
      return B.CreateAdd(B.CreateMul(Table(ThreadgroupPositionInGrid, I),
                                     Table(DispatchThreadsPerThreadgroup, I)),
                         Local[I]);
    case ThreadIndexInThreadgroup:
      return I ? B.getInt32(0) : Index;
    case SimdgroupIndexInThreadgroup:
      return I ? B.getInt32(0) : B.CreateUDiv(Index, Table(ThreadsPerSimdgroup, 0));
    case ThreadIndexInSimdgroup:
      return I ? B.getInt32(0) : B.CreateURem(Index, Table(ThreadsPerSimdgroup, 0));
    case QuadgroupIndexInThreadgroup:
      return I ? B.getInt32(0) : B.CreateLShr(Index, 2);
    case ThreadIndexInQuadgroup:
      return I ? B.getInt32(0) : B.CreateAnd(Index, 3);
    default:
      return Table(BI, I);
    }
  };
  bool Render = Sig.Stage != lower::StageKind::Kernel;
  StageRecords Records = describeRecords(Sig);
  Value *StageIn = nullptr, *StageOut = nullptr;
  if (Render) {
    StageIn = B.CreateLoad(Ptr, Field(offsetof(EntryArgs, StageIn)));
    StageOut = B.CreateLoad(Ptr, Field(offsetof(EntryArgs, StageOut)));
  }
  // A fragment's builtins and stage_in values come from its record.
  auto FromRecord = [&](unsigned ArgNo, Type *T) -> Value * {
    for (const RecordField &F : Records.Inputs)
      if (F.Index == ArgNo) {
        Value *At = B.CreateConstGEP1_64(B.getInt8Ty(), StageIn, F.Offset);
        if (T->isIntegerTy(1))
          return B.CreateICmpNE(B.CreateAlignedLoad(B.getInt32Ty(), At, Align(4)),
                                B.getInt32(0));
        return B.CreateAlignedLoad(T, At, Align(1));
      }
    return nullptr;
  };
  std::optional<lower::VertexDescriptor> Vertex;
  if (Sig.Stage == lower::StageKind::Vertex) {
    if (Sig.Pipeline && Sig.Pipeline->Vertex) {
      Vertex = *Sig.Pipeline->Vertex;
    } else {
      Expected<lower::VertexDescriptor> D = lower::defaultVertexDescriptor(Sig);
      if (!D)
        return D.takeError();
      Vertex = std::move(*D);
    }
  }
  auto LoadBuiltin = [&](Builtin BI) { return Component(BI, 0); };
  std::vector<Value *> CallArgs(Kernel->arg_size());
  for (const lower::KernelArg &A : Sig.Args) {
    Type *T = Kernel->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    auto Refuse = [&]() -> Error {
      return hostError("function '" + Kernel->getName() + "': argument " +
                       Twine(A.ArgNo) +
                       (A.Name.empty() ? "" : " '" + A.Name + "'") + " ('" +
                       (A.What.empty() ? "unknown" : A.What) +
                       "') is not supported by metal-run");
    };
    switch (A.K) {
    case lower::KernelArg::Buffer:
    case lower::KernelArg::Threadgroup: {
      Value *Table = A.K == lower::KernelArg::Buffer ? Buffers : TG;
      V = B.CreateLoad(Ptr, B.CreateConstGEP1_64(Ptr, Table, A.LocationIndex));
      if (!T->isPointerTy())
        return hostError("function '" + Kernel->getName() + "': argument " +
                         Twine(A.ArgNo) + " is a buffer passed by value");
      V = B.CreateAddrSpaceCast(V, T);
      break;
    }
    case lower::KernelArg::StageIn:
      if (Sig.Stage == lower::StageKind::Fragment) {
        V = FromRecord(A.ArgNo, T);
        break;
      }
      {
        lower::VertexFetchInputs In;
        // Device memory (address space 1), so that the accesses are
        // checked against the bound buffers like the function's own.
        auto Base = [&](unsigned Index) -> Value * {
          Value *P = B.CreateLoad(Ptr, B.CreateConstGEP1_64(Ptr, Buffers, Index));
          return B.CreateAddrSpaceCast(P, PointerType::get(Ctx, 1));
        };
        In.BufferBase = Base;
        In.VertexID = LoadBuiltin(VertexID);
        In.InstanceID = LoadBuiltin(InstanceID);
        In.BaseInstance = LoadBuiltin(BaseInstance);
        V = lower::fetchVertexAttribute(B, *Vertex, A.LocationIndex, T, In);
      }
      break;
    case lower::KernelArg::Builtin: {
      if (Sig.Stage == lower::StageKind::Fragment) {
        V = FromRecord(A.ArgNo, T);
        if (!getRecordValueSize(T))
          return Refuse();
        break;
      }
      std::optional<Builtin> BI = getBuiltin(A.What);
      if (!BI)
        return hostError("function '" + Kernel->getName() + "': argument " +
                         Twine(A.ArgNo) + " is '" + A.What +
                         "', which metal-run does not provide");
      Type *ET = T->getScalarType();
      if (!ET->isIntegerTy())
        return hostError("function '" + Kernel->getName() + "': '" + A.What +
                         "' has a non-integer type");
      if (auto *VT = dyn_cast<FixedVectorType>(T)) {
        V = PoisonValue::get(VT);
        for (unsigned I = 0, E = VT->getNumElements(); I != E && I < 3; ++I)
          V = B.CreateInsertElement(V, B.CreateZExtOrTrunc(Component(*BI, I), ET), I);
      } else {
        V = B.CreateZExtOrTrunc(Component(*BI, 0), ET);
      }
      break;
    }
    case lower::KernelArg::Texture:
    case lower::KernelArg::Sampler: {
      size_t Offset = A.K == lower::KernelArg::Texture
                          ? offsetof(EntryArgs, Textures)
                          : offsetof(EntryArgs, Samplers);
      Value *Table = B.CreateLoad(Ptr, Field(Offset));
      V = B.CreateLoad(Ptr, B.CreateConstGEP1_64(Ptr, Table, A.LocationIndex));
      if (!T->isPointerTy())
        return Refuse();
      V = B.CreateAddrSpaceCast(V, T);
      break;
    }
    case lower::KernelArg::Unsupported:
      if (Kernel->getArg(A.ArgNo)->use_empty())
        break; // passed as poison
      return Refuse();
    }
    CallArgs[A.ArgNo] = V;
  }
  for (unsigned I = 0; I != CallArgs.size(); ++I)
    if (!CallArgs[I])
      CallArgs[I] = PoisonValue::get(Kernel->getArg(I)->getType());
  Value *Result = B.CreateCall(Kernel, CallArgs);
  // A vertex's or fragment's outputs go to its record.
  for (const RecordField &F : Records.Outputs) {
    Value *V = Result->getType()->isStructTy()
                   ? B.CreateExtractValue(Result, F.Index)
                   : Result;
    if (!F.Size)
      return hostError("function '" + Kernel->getName() + "': output '" +
                       F.What + "' has a type metal-run cannot record");
    if (V->getType()->isIntegerTy(1))
      V = B.CreateZExt(V, B.getInt32Ty());
    B.CreateAlignedStore(V, B.CreateConstGEP1_64(B.getInt8Ty(), StageOut, F.Offset),
                         Align(1));
  }
  B.CreateRetVoid();
  // The arguments and the tables they point at are the dispatch's and the
  // group's: unchanged while a group runs, so their loads leave the loop
  // over its threads.
  for (Instruction &I : instructions(*Thread))
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      const Value *Object = getUnderlyingObject(L->getPointerOperand());
      if (L->getPointerAddressSpace() == 0 && (Object == Args || isa<LoadInst>(Object)))
        L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
    }

  // metalnt.entry(Args): the thread at the position Args give.
  Function *Entry = Function::Create(FunctionType::get(Void, {Ptr}, false),
                                     GlobalValue::ExternalLinkage, EntryName, M);
  Entry->setAttributes(KernelAttrs);
  B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Entry));
  Args = Entry->getArg(0);
  B.CreateCall(Thread, {Args, Table(ThreadPositionInThreadgroup, 0),
                        Table(ThreadPositionInThreadgroup, 1),
                        Table(ThreadPositionInThreadgroup, 2)});
  B.CreateRetVoid();
  if (!Render) {
    // metalnt.group(Args): every thread of the group, x fastest, as
    // thread_index_in_threadgroup counts them.
    Function *Group = Function::Create(FunctionType::get(Void, {Ptr}, false),
                                       GlobalValue::ExternalLinkage, GroupEntryName, M);
    Group->setAttributes(KernelAttrs);
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Group));
    Args = Group->getArg(0);
    Value *Extent[3] = {Table(ThreadsPerThreadgroup, 0), Table(ThreadsPerThreadgroup, 1),
                        Table(ThreadsPerThreadgroup, 2)};
    Value *At[3];
    BasicBlock *Exit = BasicBlock::Create(Ctx, "exit", Group);
    std::vector<std::pair<PHINode *, BasicBlock *>> Loops;
    // Loops z, y, x, outermost first; each runs at least once (a group has
    // at least one thread in each dimension).
    for (int D = 2; D >= 0; --D) {
      BasicBlock *Pre = B.GetInsertBlock();
      BasicBlock *Head = BasicBlock::Create(Ctx, "loop." + Twine("xyz"[D]), Group, Exit);
      B.CreateBr(Head);
      B.SetInsertPoint(Head);
      PHINode *Phi = B.CreatePHI(I32, 2);
      Phi->addIncoming(B.getInt32(0), Pre);
      At[D] = Phi;
      Loops.push_back({Phi, Head});
    }
    B.CreateCall(Thread, {Args, At[0], At[1], At[2]});
    // Close x, then y, then z.
    for (int D = 0; D != 3; ++D) {
      auto [Phi, Head] = Loops[2 - D];
      Value *Next = B.CreateAdd(Phi, B.getInt32(1));
      Phi->addIncoming(Next, B.GetInsertBlock());
      BasicBlock *After = BasicBlock::Create(Ctx, "done." + Twine("xyz"[D]), Group, Exit);
      B.CreateCondBr(B.CreateICmpULT(Next, Extent[D]), Head, After);
      B.SetInsertPoint(After);
    }
    B.CreateBr(Exit);
    B.SetInsertPoint(Exit);
    B.CreateRetVoid();
  }
  dropUnreachable(M);
  instrumentMemory(M, Sig);
  makeDivisionTotal(M);
  // Fibers only when what the entry reaches synchronizes.
  UsesFibers = false;
  for (StringRef Name : {"metalnt_rt_barrier", "metalnt_rt_simd", "metalnt_rt_simd2"})
    if (Function *F = M.getFunction(Name))
      UsesFibers |= !F->use_empty();
  if (UsesFibers)
    convergeAtThreadgroupAccesses(M, *Kernel);
  // Every function's static allocas at once bound what any call chain
  // without recursion needs; recursion beyond the margin faults cleanly on
  // the guard page.
  uint64_t Frames = 0;
  const DataLayout &Layout = M.getDataLayout();
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (std::optional<TypeSize> Size = AI->getAllocationSize(Layout))
          Frames += Size->getKnownMinValue();
  FiberStackBytes = alignTo(Frames + 256 * 1024, 64 * 1024);
  return Error::success();
}

/// A GPU executes a SIMD group's threads in lockstep: each instruction for
/// every active thread before the next, so that one thread's store to
/// threadgroup memory is seen by the other threads' next load, and no
/// thread's store overtakes another's earlier load. Kernels rely on it
/// without a barrier (kolinko/effort's findCutoff updates its search bounds
/// in threadgroup memory from all threads of SIMD group 0). Fibers run one
/// thread at a time, so every threadgroup-memory access becomes a meeting
/// point of the threads of its SIMD group that reach it, as at
/// simdgroup_barrier; threads on other paths meet at their own accesses.
/// Site numbers are then renumbered in program order, the order in which
/// divergent paths are resumed.
/// How I touches threadgroup memory (address space 3): not at all, only
/// reading (a load, a copy from it), or writing (a store, an atomic, a
/// memory intrinsic into it).
enum class ThreadgroupAccess { None, Reads, Writes };
static ThreadgroupAccess threadgroupAccess(const Instruction &I) {
  auto In = [](const Value *P) {
    return P->getType()->isPointerTy() && P->getType()->getPointerAddressSpace() == 3;
  };
  auto Writes = [&](const Value *P) {
    return In(P) ? ThreadgroupAccess::Writes : ThreadgroupAccess::None;
  };
  if (auto *L = dyn_cast<LoadInst>(&I))
    return In(L->getPointerOperand()) ? ThreadgroupAccess::Reads : ThreadgroupAccess::None;
  if (auto *S = dyn_cast<StoreInst>(&I))
    return Writes(S->getPointerOperand());
  if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    return Writes(A->getPointerOperand());
  if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    return Writes(X->getPointerOperand());
  if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
    if (In(MI->getRawDest()))
      return ThreadgroupAccess::Writes;
    auto *MT = dyn_cast<MemTransferInst>(MI);
    return MT && In(MT->getRawSource()) ? ThreadgroupAccess::Reads : ThreadgroupAccess::None;
  }
  return ThreadgroupAccess::None;
}

/// The threadgroup-memory loads of F that need no meeting point: those in
/// a stretch of code between threadgroup barriers where nothing writes
/// threadgroup memory. There, the order in which a SIMD group's threads
/// read cannot change what they read, so lockstep is kept without
/// meeting (a tiled matrix multiply's inner loop, between the barriers
/// that fill and release its tiles, reads only). Each block is cut at its
/// barrier calls; pieces joined by the control flow (either way, so that
/// loops are included) form one stretch, which counts as written if any of
/// its pieces stores, does an atomic or a memory intrinsic on threadgroup
/// memory or calls a function of the module (which may), or, outside the
/// kernel, if it reaches the function's entry or exit (its caller's code
/// is not looked at).
static DenseSet<const Instruction *> readOnlyStretchLoads(Function &F, bool IsKernel) {
  auto IsBarrier = [](const Instruction &I) {
    auto *C = dyn_cast<CallInst>(&I);
    return C && C->getCalledFunction() &&
           C->getCalledFunction()->getName() == "metalnt_rt_barrier";
  };
  auto Writes = [&](const Instruction &I) {
    if (threadgroupAccess(I) == ThreadgroupAccess::Writes)
      return true;
    // A call of a function of the module may write (intrinsics are memory
    // intrinsics, seen above, or touch no threadgroup memory).
    auto *C = dyn_cast<CallBase>(&I);
    Function *Callee = C ? C->getCalledFunction() : nullptr;
    return C && (!Callee || !Callee->isDeclaration());
  };
  // Pieces: a new one starts each block and follows each barrier.
  DenseMap<const BasicBlock *, unsigned> First, Last;
  DenseMap<const Instruction *, unsigned> PieceOf;
  std::vector<unsigned> Parent;
  std::vector<bool> Written;
  auto NewPiece = [&] {
    Parent.push_back(Parent.size());
    Written.push_back(false);
    return unsigned(Parent.size() - 1);
  };
  auto Find = [&](unsigned X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  };
  auto Join = [&](unsigned A, unsigned B) {
    A = Find(A), B = Find(B);
    if (A != B) {
      Parent[B] = A;
      Written[A] = Written[A] || Written[B];
    }
  };
  for (BasicBlock &BB : F) {
    unsigned P = First[&BB] = NewPiece();
    for (Instruction &I : BB) {
      if (IsBarrier(I)) {
        P = NewPiece();
        continue;
      }
      PieceOf[&I] = P;
      if (Writes(I))
        Written[P] = true;
    }
    Last[&BB] = P;
  }
  for (BasicBlock &BB : F)
    for (BasicBlock *Succ : successors(&BB))
      Join(Last[&BB], First[Succ]);
  if (!IsKernel) {
    Written[Find(First[&F.getEntryBlock()])] = true;
    for (BasicBlock &BB : F)
      if (isa<ReturnInst>(BB.getTerminator()))
        Written[Find(Last[&BB])] = true;
  }
  DenseSet<const Instruction *> Free;
  for (Instruction &I : instructions(F))
    if (isa<LoadInst>(I) && threadgroupAccess(I) == ThreadgroupAccess::Reads &&
        !Written[Find(PieceOf[&I])])
      Free.insert(&I);
  return Free;
}

void HostLowering::convergeAtThreadgroupAccesses(Module &M, const Function &Kernel) {
  for (Function &F : M) {
    if (F.isDeclaration() || F.getName() == EntryName)
      continue;
    DenseSet<const Instruction *> Free = readOnlyStretchLoads(F, &F == &Kernel);
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      if (threadgroupAccess(I) != ThreadgroupAccess::None && !Free.contains(&I)) {
        IRBuilder<> B(&I);
        simdCall(B, OpBarrier, B.getInt32(0), nullptr, false);
      }
    }
  }
  // The site is the runtime calls' last operand.
  uint32_t Site = 0;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *C = dyn_cast<CallInst>(&I);
      Function *Callee = C ? C->getCalledFunction() : nullptr;
      if (!Callee || (Callee->getName() != "metalnt_rt_simd" &&
                      Callee->getName() != "metalnt_rt_simd2"))
        continue;
      unsigned Last = C->arg_size() - 1;
      C->setArgOperand(Last, ConstantInt::get(C->getArgOperand(Last)->getType(), Site++));
    }
}

void HostLowering::dropUnreachable(Module &M) {
  // Other kernels of the module are not run: everything but the entry point
  // becomes internal, and what nothing reaches goes.
  for (Function &F : M)
    if (!F.isDeclaration() && F.getName() != EntryName && F.getName() != GroupEntryName)
      F.setLinkage(GlobalValue::InternalLinkage);
  for (GlobalVariable &G : M.globals())
    if (!G.isDeclaration())
      G.setLinkage(GlobalValue::InternalLinkage);
  air::removeDeadInternals(M);
}

void HostLowering::makeDivisionTotal(Module &M) {
  // A GPU's integer division never traps: dividing by zero (or the most
  // negative value by -1) gives an unspecified value (MSL specification,
  // 6.1, integer arithmetic). x86 traps on both, so the host divides by 1
  // instead; the result then is the dividend.
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *BO = dyn_cast<BinaryOperator>(&I);
      if (!BO)
        continue;
      unsigned Op = BO->getOpcode();
      if (Op != Instruction::UDiv && Op != Instruction::SDiv &&
          Op != Instruction::URem && Op != Instruction::SRem)
        continue;
      Value *Divisor = BO->getOperand(1);
      if (auto *C = dyn_cast<ConstantInt>(Divisor))
        if (!C->isZero() && !C->isMinusOne())
          continue;
      IRBuilder<> B(BO);
      Type *T = Divisor->getType();
      Value *One = ConstantInt::get(T, 1);
      Value *Bad = B.CreateICmpEQ(Divisor, Constant::getNullValue(T));
      if (Op == Instruction::SDiv || Op == Instruction::SRem) {
        unsigned Bits = T->getScalarSizeInBits();
        Value *Min = ConstantInt::get(T, APInt::getSignedMinValue(Bits));
        Bad = B.CreateOr(Bad, B.CreateAnd(B.CreateICmpEQ(BO->getOperand(0), Min),
                                          B.CreateICmpEQ(Divisor, Constant::getAllOnesValue(T))));
      }
      BO->setOperand(1, B.CreateSelect(Bad, One, Divisor));
    }
}

void HostLowering::instrumentMemory(Module &M, const lower::KernelSignature &Sig) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::get(Ctx, 0);
  Type *I64 = Type::getInt64Ty(Ctx);
  FunctionCallee Check = runtime(
      M, "metalnt_rt_check",
      FunctionType::get(Ptr, {Ptr, Type::getInt64Ty(Ctx), Type::getInt32Ty(Ctx)},
                        false));
  const DataLayout &Layout = M.getDataLayout();
  // The buffer each of the kernel's buffer arguments is bound to.
  DenseMap<const Value *, unsigned> BufferOf;
  for (const lower::KernelArg &A : Sig.Args)
    if (A.K == lower::KernelArg::Buffer && A.LocationIndex < BoundsSlots)
      BufferOf[Sig.F->getArg(A.ArgNo)] = A.LocationIndex;
  auto *BoundsTy = ArrayType::get(ArrayType::get(I64, 2), BoundsSlots);
  GlobalVariable *Bounds = nullptr;
  auto BoundsTable = [&] {
    if (!Bounds)
      Bounds = new GlobalVariable(M, BoundsTy, false, GlobalValue::ExternalLinkage,
                                  Constant::getNullValue(BoundsTy), BoundsName);
    return Bounds;
  };
  // Device (1) and constant (2) accesses not of a global or the stack.
  auto NeedsCheck = [&](Value *P) {
    unsigned AS = P->getType()->getPointerAddressSpace();
    if (AS != 1 && AS != 2)
      return false;
    // Through selects and phis too: a pointer that may address either of
    // two constant tables is one of them.
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(P, Objects);
    return any_of(Objects, [](const Value *U) {
      return !isa<GlobalVariable>(U) && !isa<AllocaInst>(U);
    });
  };
  // P, checked for an access of Bytes: the pointer to use instead.
  // Where P comes from one buffer argument, the test against that buffer
  // is inline, and only an access outside it calls the runtime (which
  // accepts what lies in any bound buffer, as it does for every access
  // whose buffer is not known, and reports the rest).
  auto Checked = [&](Instruction &At, Value *P, Value *Bytes, bool IsStore) {
    IRBuilder<> B(&At);
    auto Call = [&](IRBuilderBase &CB) {
      Value *C = CB.CreateCall(Check, {CB.CreateAddrSpaceCast(P, Ptr), Bytes,
                                       CB.getInt32(IsStore)});
      return CB.CreateAddrSpaceCast(C, P->getType());
    };
    auto It = BufferOf.find(getUnderlyingObject(P));
    if (It == BufferOf.end())
      return Call(B);
    auto Load = [&](unsigned Field) {
      LoadInst *L = B.CreateLoad(
          I64, B.CreateConstInBoundsGEP2_64(BoundsTy->getElementType(), BoundsTable(),
                                            It->second, Field));
      // Set before the dispatch, unchanged while it runs.
      L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
      return L;
    };
    Value *Begin = Load(0), *Limit = Load(1);
    Value *Offset = B.CreateSub(B.CreatePtrToInt(P, I64), Begin);
    Value *Inside = B.CreateAnd(B.CreateICmpUGE(Limit, Bytes),
                                B.CreateICmpULE(Offset, B.CreateSub(Limit, Bytes)));
    BasicBlock *Head = At.getParent();
    Instruction *Then = SplitBlockAndInsertIfThen(B.CreateNot(Inside), At.getIterator(), false);
    IRBuilder<> Slow(Then);
    Value *Outside = Call(Slow);
    B.SetInsertPoint(&At);
    PHINode *Phi = B.CreatePHI(P->getType(), 2);
    Phi->addIncoming(P, Head);
    Phi->addIncoming(Outside, Then->getParent());
    return (Value *)Phi;
  };
  // The pointer operand OpNo of I, accessing a value of type T.
  auto CheckOperand = [&](Instruction &I, unsigned OpNo, Type *T, bool IsStore) {
    Value *P = I.getOperand(OpNo);
    if (!NeedsCheck(P))
      return;
    I.setOperand(OpNo, Checked(I, P, ConstantInt::get(I64, Layout.getTypeStoreSize(T)),
                               IsStore));
  };
  // Private (0) accesses at an offset computed at run time into one of
  // the thread's arrays: checked against the array, so that an index out
  // of it (undefined in Metal) fails the dispatch instead of writing over
  // the host's stack. Constant offsets within the array need no check.
  FunctionCallee PrivateFault = runtime(
      M, "metalnt_rt_private_fault",
      FunctionType::get(Ptr, {Type::getInt64Ty(Ctx), Type::getInt64Ty(Ctx),
                              Type::getInt64Ty(Ctx), Type::getInt32Ty(Ctx)},
                        false));
  auto CheckPrivate = [&](Instruction &I, unsigned OpNo, uint64_t Bytes, bool IsStore) {
    Value *P = I.getOperand(OpNo);
    if (P->getType()->getPointerAddressSpace() != 0)
      return;
    auto *A = dyn_cast<AllocaInst>(getUnderlyingObject(P));
    std::optional<TypeSize> Size = A ? A->getAllocationSize(Layout) : std::nullopt;
    if (!Size || Size->isScalable())
      return;
    uint64_t ArrayBytes = Size->getFixedValue();
    APInt Offset(Layout.getIndexTypeSizeInBits(P->getType()), 0);
    if (P->stripAndAccumulateConstantOffsets(Layout, Offset, /*AllowNonInbounds=*/true) == A &&
        Offset.isNonNegative() && Offset.getZExtValue() + Bytes <= ArrayBytes)
      return;
    IRBuilder<> B(&I);
    Type *I64 = B.getInt64Ty();
    Value *Off = B.CreateSub(B.CreatePtrToInt(P, I64), B.CreatePtrToInt(A, I64));
    Value *Bad = Bytes > ArrayBytes ? B.getTrue()
                                    : B.CreateICmpUGT(Off, B.getInt64(ArrayBytes - Bytes));
    BasicBlock *Head = I.getParent();
    Instruction *Then = SplitBlockAndInsertIfThen(Bad, I.getIterator(), false);
    B.SetInsertPoint(Then);
    Value *Scratch = B.CreateCall(PrivateFault, {Off, B.getInt64(Bytes), B.getInt64(ArrayBytes),
                                                 B.getInt32(IsStore)});
    B.SetInsertPoint(&I);
    PHINode *Phi = B.CreatePHI(P->getType(), 2);
    Phi->addIncoming(P, Head);
    Phi->addIncoming(Scratch, Then->getParent());
    I.setOperand(OpNo, Phi);
  };
  SmallVector<std::tuple<Instruction *, unsigned, uint64_t, bool>, 16> Private;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (Instruction &I : instructions(F)) {
      if (auto *L = dyn_cast<LoadInst>(&I))
        Private.push_back({&I, L->getPointerOperandIndex(),
                           Layout.getTypeStoreSize(L->getType()), false});
      else if (auto *S = dyn_cast<StoreInst>(&I))
        Private.push_back({&I, S->getPointerOperandIndex(),
                           Layout.getTypeStoreSize(S->getValueOperand()->getType()), true});
    }
  }
  for (auto &[I, OpNo, Bytes, IsStore] : Private)
    CheckPrivate(*I, OpNo, Bytes, IsStore);

  // The entry point's own device accesses are a vertex function's
  // attribute fetches.
  // (Collected first: a check splits the block.)
  SmallVector<Instruction *, 32> Accesses;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (isa<LoadInst, StoreInst, AtomicRMWInst, AtomicCmpXchgInst, MemIntrinsic>(I))
        Accesses.push_back(&I);
  for (Instruction *IP : Accesses) {
    Instruction &I = *IP;
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      CheckOperand(I, L->getPointerOperandIndex(), L->getType(), false);
    } else if (auto *S = dyn_cast<StoreInst>(&I)) {
      CheckOperand(I, S->getPointerOperandIndex(),
                   S->getValueOperand()->getType(), true);
    } else if (auto *A = dyn_cast<AtomicRMWInst>(&I)) {
      CheckOperand(I, A->getPointerOperandIndex(), A->getType(), true);
    } else if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I)) {
      CheckOperand(I, X->getPointerOperandIndex(),
                   X->getNewValOperand()->getType(), true);
    } else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      IRBuilder<> B(MI);
      Value *Len = B.CreateZExtOrTrunc(MI->getLength(), B.getInt64Ty());
      if (NeedsCheck(MI->getRawDest()))
        MI->setDest(Checked(*MI, MI->getRawDest(), Len, true));
      if (auto *MT = dyn_cast<MemTransferInst>(MI))
        if (NeedsCheck(MT->getRawSource()))
          MT->setSource(Checked(*MI, MT->getRawSource(), Len, false));
    }
  }
}

Value *host::createEntryAlloca(IRBuilderBase &B, Type *T) {
  Function *F = B.GetInsertBlock()->getParent();
  IRBuilder<> Entry(&F->getEntryBlock(), F->getEntryBlock().begin());
  return Entry.CreateAlloca(T);
}
