//===- HostTextureLowering.cpp - AIR texture calls into the host runtime --===//
//
// air.<op>_<geometry>[_grad].<type>: sample, sample_compare, gather,
// gather_compare, read, write, the get_* queries, calculate_clamped_lod,
// calculate_unclamped_lod and fences. Each call's
// operands are read by their position as docs/air-conventions.md lists
// them (after the texture and, where there is one, the sampler: a depth
// texture's constant 1, the coordinate, cube faces and array indices,
// the comparison reference, gradients, the offset pair, the gather
// component, the level-of-detail pair, the access), written into a
// SampleWord block and handed to HostTextures.cpp. In a fragment function
// sampling without an explicit level takes its gradients from the other
// fragments of the quad, as GPUs do.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"
#include "metalnt/Lowering/Render.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;
using namespace metalnt::run::host;

std::optional<Value *> HostLowering::lowerTexture(IRBuilderBase &B,
                                                  CallInst &Call,
                                                  StringRef Name,
                                                  bool Fragment) {
  std::optional<lower::TextureCall> C = lower::parseTextureCall(Call, Name);
  if (!C)
    return std::nullopt;
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = B.getInt32Ty(), *Ptr = PointerType::get(Ctx, 0);
  // A texture or sampler the function did not receive as an argument
  // (loaded from an argument buffer) is checked at run time.
  auto Checked = [&](Value *V, bool IsSampler) -> Value * {
    if (isa<Constant>(V))
      return V;
    if (GlobalVariable *List = IsSampler ? constantSamplerList(M) : nullptr) {
      // A computed sampler may be a constexpr one (a select of two).
      FunctionCallee Fn = runtime(M, "metalnt_rt_sampler",
                                  FunctionType::get(Ptr, {Ptr, Ptr, I32}, false));
      return B.CreateCall(
          Fn, {V, List, B.getInt32(cast<ArrayType>(List->getValueType())->getNumElements())});
    }
    FunctionCallee Fn = runtime(M, "metalnt_rt_resource",
                                FunctionType::get(Ptr, {Ptr, I32}, false));
    return B.CreateCall(Fn, {V, B.getInt32(IsSampler)});
  };
  Value *Tex = Checked(B.CreateAddrSpaceCast(C->Texture, Ptr), false);
  if (C->Op == "fence")
    return nullptr; // one thread's accesses are in order on the host

  if (C->isQuery()) {
    unsigned What = StringSwitch<unsigned>(C->Op)
                        .Case("get_width", 0)
                        .Case("get_height", 1)
                        .Case("get_depth", 2)
                        .Case("get_array_size", 3)
                        .Case("get_num_mip_levels", 4)
                        .Default(5);
    Value *Level = C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : B.getInt32(0);
    FunctionCallee Fn = runtime(M, "metalnt_rt_texture_query",
                                FunctionType::get(I32, {Ptr, I32, I32}, false));
    Value *R = B.CreateCall(Fn, {Tex, B.getInt32(What), Level});
    return B.CreateZExtOrTrunc(R, Call.getType());
  }

  // The argument block, zeroed.
  Value *Block = createEntryAlloca(B, ArrayType::get(I32, SwWords));
  B.CreateMemSet(Block, B.getInt8(0), SwWords * 4, Align(4));
  auto Word = [&](unsigned W) {
    return B.CreateConstInBoundsGEP1_32(I32, Block, W);
  };
  auto StoreWord = [&](unsigned W, Value *V) {
    if (V->getType()->isIntegerTy())
      V = B.CreateZExtOrTrunc(V, I32);
    else if (V->getType()->isHalfTy())
      V = B.CreateFPExt(V, B.getFloatTy());
    B.CreateStore(V, Word(W));
  };
  auto StoreVector = [&](unsigned W, Value *V, bool Signed = false) {
    auto *VT = dyn_cast<FixedVectorType>(V->getType());
    unsigned Count = VT ? std::min(VT->getNumElements(), 3u) : 1;
    for (unsigned K = 0; K != Count; ++K) {
      Value *E = VT ? B.CreateExtractElement(V, K) : V;
      if (E->getType()->isIntegerTy() && Signed)
        E = B.CreateSExtOrTrunc(E, I32);
      StoreWord(W + K, E);
    }
  };

  // The result: four words read as the call's element type.
  Type *RT = Call.getType();
  auto *ST = dyn_cast<StructType>(RT);
  Type *ValueTy = ST ? ST->getElementType(0) : RT;
  Value *Out = createEntryAlloca(B, ArrayType::get(I32, 4));
  auto Result = [&]() -> Value * {
    auto *VT = dyn_cast<FixedVectorType>(ValueTy);
    Type *E = ValueTy->getScalarType();
    bool FloatResult = E->isFloatingPointTy();
    Value *V = B.CreateAlignedLoad(
        FixedVectorType::get(FloatResult ? B.getFloatTy() : I32, 4), Out, Align(4));
    if (!VT)
      V = B.CreateExtractElement(V, uint64_t(0));
    else if (VT->getNumElements() != 4)
      return nullptr;
    if (E->isHalfTy())
      V = B.CreateFPTrunc(V, ValueTy);
    else if (E->isIntegerTy() && E->getIntegerBitWidth() != 32)
      V = B.CreateTrunc(V, ValueTy);
    if (!ST)
      return V;
    // The second member: the sparse residency status; every texel of a
    // bound texture is resident.
    Value *R = B.CreateInsertValue(PoisonValue::get(ST), V, 0);
    if (ST->getNumElements() > 1)
      R = B.CreateInsertValue(R, ConstantInt::get(ST->getElementType(1), 1), 1);
    return R;
  };

  if (C->Op == "read" || C->Op == "write") {
    StoreVector(SwCoord, C->Coord);
    // Cube faces and array elements make the slice: element * 6 + face.
    Value *Slice = C->ArrayIndex ? B.CreateZExtOrTrunc(C->ArrayIndex, I32)
                                 : B.getInt32(0);
    if (C->isCube())
      Slice = B.CreateAdd(B.CreateMul(Slice, B.getInt32(6)),
                          C->Face ? B.CreateZExtOrTrunc(C->Face, I32)
                                  : B.getInt32(0));
    StoreWord(SwSlice, Slice);
    if (C->Sample)
      StoreWord(SwSample, C->Sample);
    if (C->Level)
      StoreWord(SwLevel, C->Level);
    if (C->Op == "read") {
      FunctionCallee Fn = runtime(M, "metalnt_rt_read",
                                  FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr}, false));
      B.CreateCall(Fn, {Tex, Block, Out});
      return Result();
    }
    // The value as four 32-bit words.
    auto *VT = cast<FixedVectorType>(C->Written->getType());
    Type *E = VT->getElementType();
    for (unsigned K = 0; K != 4 && K != VT->getNumElements(); ++K) {
      Value *Elt = B.CreateExtractElement(C->Written, K);
      if (E->isHalfTy())
        Elt = B.CreateFPExt(Elt, B.getFloatTy());
      else if (E->isIntegerTy() && E->getIntegerBitWidth() < 32)
        Elt = Name.contains(".s.") ? B.CreateSExt(Elt, I32) : B.CreateZExt(Elt, I32);
      B.CreateStore(Elt, B.CreateConstInBoundsGEP1_32(I32, Out, K));
    }
    FunctionCallee Fn = runtime(M, "metalnt_rt_write",
                                FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr}, false));
    B.CreateCall(Fn, {Tex, Block, Out});
    return nullptr;
  }

  // sample, sample_compare, gather, gather_compare; calculate_clamped_lod
  // and calculate_unclamped_lod, which take the quad's level of detail and
  // so exist in fragment functions only (MSL).
  if (C->isLodQuery() && !Fragment)
    return std::nullopt;
  // A constexpr sampler points at its state words too
  // (HostLowering::lowerConstantSampler).
  Value *Sampler = Checked(B.CreatePointerBitCastOrAddrSpaceCast(C->Sampler, Ptr), true);
  StoreVector(SwCoord, C->Coord);
  if (C->ArrayIndex)
    StoreWord(SwSlice, C->ArrayIndex);
  if (C->Reference)
    StoreWord(SwReference, C->Reference);
  unsigned LodMode = 0;
  if (C->Grad) {
    StoreVector(SwGradX, C->GradX);
    StoreVector(SwGradY, C->GradY);
    LodMode = 2;
  }
  if (C->MinLodClamp)
    StoreWord(SwMinLod, C->MinLodClamp);
  if (C->Offset)
    StoreVector(SwOffset, C->Offset, /*Signed=*/true);
  if (C->Component)
    StoreWord(SwComponent, C->Component);
  if (C->IsLevel) {
    StoreWord(SwLodValue, C->LodValue);
    auto *Const = dyn_cast<ConstantInt>(C->IsLevel);
    if (Const && Const->isOne()) {
      LodMode = 1;
    } else if (!Const) {
      LodMode = 4; // decided at run time below
      StoreWord(SwLodMode, B.CreateZExt(C->IsLevel, I32));
    }
  }
  // Without a level, a fragment's gradients come from its quad: lanes
  // 0 to 3 are (x, y), (x+1, y), (x, y+1), (x+1, y+1).
  if (Fragment && (LodMode == 0 || LodMode == 4) && !C->isGather()) {
    Value *Lane = B.CreateCall(runtime(M, "metalnt_rt_lane",
                                       FunctionType::get(I32, false)));
    Value *InQuad = B.CreateAnd(Lane, 3);
    auto Shuffled = [&](Value *V, Value *QuadLane) {
      return fromBits(B, simdCall(B, OpQuadShuffle, V, QuadLane, false),
                      V->getType());
    };
    Value *Coord = C->Coord;
    auto *VT = dyn_cast<FixedVectorType>(Coord->getType());
    unsigned Count = VT ? std::min(VT->getNumElements(), 3u) : 1;
    for (unsigned K = 0; K != Count; ++K) {
      Value *E = VT ? B.CreateExtractElement(Coord, K) : Coord;
      Value *DX = B.CreateFSub(Shuffled(E, B.CreateOr(InQuad, 1)),
                               Shuffled(E, B.CreateAnd(InQuad, 2)));
      Value *DY = B.CreateFSub(Shuffled(E, B.CreateOr(InQuad, 2)),
                               Shuffled(E, B.CreateAnd(InQuad, 1)));
      StoreWord(SwGradX + K, DX);
      StoreWord(SwGradY + K, DY);
    }
    if (LodMode == 0)
      LodMode = 3;
    else // 1 (a level) stays; 0 (a bias) becomes gradients plus bias
      StoreWord(SwLodMode, B.CreateSelect(B.CreateICmpEQ(B.CreateLoad(I32, Word(SwLodMode)),
                                                         B.getInt32(1)),
                                          B.getInt32(1), B.getInt32(3)));
  }
  if (LodMode != 4)
    StoreWord(SwLodMode, B.getInt32(LodMode));
  StoreWord(SwOp, B.getInt32(C->isLodQuery() ? (C->isClampedLodQuery() ? 4 : 5)
                                              : (C->isGather() ? 2 : 0) + (C->isCompare() ? 1 : 0)));
  FunctionCallee Fn = runtime(
      M, "metalnt_rt_sample",
      FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr, Ptr}, false));
  B.CreateCall(Fn, {Tex, Sampler, Block, Out});
  return Result();
}
