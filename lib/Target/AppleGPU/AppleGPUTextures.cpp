//===- AppleGPUTextures.cpp - Textures and samplers on G13 ----------------===//
//
// Textures, samplers and constexpr samplers (docs/applegpu-abi.md,
// "Textures"): bindless descriptors in the heap, sampling, reads, writes,
// queries and their levels of detail.
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Formats.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// A constexpr sampler is its sampler-state index, from
/// applegpu::FirstConstSampler in the order met, as a pointer like a
/// [[sampler(n)]] argument.
Constant *AppleGPULowering::lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                                 Type *PtrTy) {
  unsigned Index = lower::constantSamplerSlot(ConstantSamplers, Words);
  if (RelocatedSamplers) {
    // The Index-th byte of an external symbol the object relocates
    // against (AppleGPUISelLowering: an ldimm with a relocation).
    unsigned AS = PtrTy->getPointerAddressSpace();
    GlobalVariable *G = M.getGlobalVariable(gpumacho::SamplerStatesName);
    if (!G)
      G = new GlobalVariable(M, Type::getInt8Ty(M.getContext()), /*isConstant=*/true,
                             GlobalValue::ExternalLinkage, nullptr, gpumacho::SamplerStatesName,
                             nullptr, GlobalValue::NotThreadLocal, AS);
    return ConstantExpr::getGetElementPtr(
        Type::getInt8Ty(M.getContext()), G,
        ConstantInt::get(Type::getInt64Ty(M.getContext()), Index));
  }
  return ConstantExpr::getIntToPtr(
      ConstantInt::get(Type::getInt64Ty(M.getContext()), applegpu::FirstConstSampler + Index),
      PtrTy);
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
  if (ThreeD && C->Coord) { // z, the third coordinate (none in a size query)
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

} // namespace applegpu
} // namespace metalnt
