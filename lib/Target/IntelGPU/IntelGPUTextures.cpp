//===- IntelGPUTextures.cpp - Textures and samplers on Gen9/Gen11 ---------===//
//
// AIR's texture functions as sampler messages (sampling, gathers, reads
// with ld, size queries with resinfo) and typed surface writes, the forms
// Mesa's brw compiler emits for them (lower_sampler_logical_send,
// brw_nir_lower_storage_image): docs/intelgpu-abi.md, "Textures and
// samplers", lists each message's parameters. The back end builds the
// payloads and descriptors (IntelGPUMCInstLower); here each call becomes
// intelgpu.sample.N(control, bti, sampler, N parameters), returning the
// four response channels as 32-bit words, or intelgpu.typed_write.N(bti,
// N, N coordinates, four words).
//
//===----------------------------------------------------------------------===//

#include "IntelGPUTextures.h"
#include "IntelGPUMessages.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Render.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::intelgpu;
namespace Msg = llvm::IntelGPUMsg;

Constant *TextureLowering::lowerConstantSampler(Module &M, std::array<uint64_t, 2> Words,
                                                Type *PtrTy) {
  unsigned Index = lower::constantSamplerSlot(ConstantSamplers, Words);
  if (RelocatedSamplers) {
    // The Index-th byte of an external symbol the object relocates
    // against (IntelGPUISelLowering: a mov with a relocation).
    GlobalVariable *G = M.getGlobalVariable(gpumacho::SamplerStatesName);
    if (!G)
      G = new GlobalVariable(M, Type::getInt8Ty(M.getContext()), /*isConstant=*/true,
                             GlobalValue::ExternalLinkage, nullptr, gpumacho::SamplerStatesName,
                             nullptr, GlobalValue::NotThreadLocal,
                             PtrTy->getPointerAddressSpace());
    return ConstantExpr::getGetElementPtr(
        Type::getInt8Ty(M.getContext()), G,
        ConstantInt::get(Type::getInt64Ty(M.getContext()), Index));
  }
  return ConstantExpr::getIntToPtr(
      ConstantInt::get(Type::getInt64Ty(M.getContext()), FirstConstSampler + Index), PtrTy);
}

Value *TextureLowering::bindArgument(const lower::KernelArg &A, Type *T) {
  if (A.K != lower::KernelArg::Texture && A.K != lower::KernelArg::Sampler)
    return nullptr;
  return ConstantExpr::getIntToPtr(
      ConstantInt::get(Type::getInt64Ty(T->getContext()), A.LocationIndex), T);
}

void metalnt::intelgpu::makeHandlesUniform(
    Module &M, function_ref<Value *(IRBuilderBase &, Value *)> First) {
  SmallVector<std::pair<CallInst *, SmallVector<unsigned, 2>>, 4> Messages;
  for (llvm::Function &F : M) {
    // intelgpu.sample.N(control, bti, sampler, ...) and
    // intelgpu.typed_write.N(bti, ...).
    bool Sample = F.getName().starts_with("intelgpu.sample.");
    if (!Sample && !F.getName().starts_with("intelgpu.typed_write."))
      continue;
    for (User *U : F.users()) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getCalledFunction() != &F)
        continue;
      static const unsigned SampleHandles[] = {1, 2}, WriteHandles[] = {0};
      SmallVector<unsigned, 2> Handles;
      for (unsigned N : Sample ? ArrayRef(SampleHandles) : ArrayRef(WriteHandles))
        if (!isa<Constant>(Call->getArgOperand(N)))
          Handles.push_back(N);
      if (!Handles.empty())
        Messages.push_back({Call, Handles});
    }
  }
  for (auto &[Call, Handles] : Messages)
    lower::makeCallUniform(*Call, Handles, First);
}

namespace {

/// The message header's dword 2 (Mesa brw_texture_offset): constant texel
/// offsets, 4-bit signed, x in 11:8, y in 7:4, z in 3:0; a gather's
/// channel in 17:16. Fits in intelgpu.sample's control word from bit 8.
constexpr unsigned HeaderFlag = 1u << 5, HeaderShift = 8;

/// A parameter as the 32-bit word the message carries.
Value *word(IRBuilderBase &B, Value *V, bool Signed = false) {
  Type *T = V->getType();
  if (T->isHalfTy())
    V = B.CreateFPExt(V, B.getFloatTy());
  if (V->getType()->isFloatTy())
    return B.CreateBitCast(V, B.getInt32Ty());
  return Signed ? B.CreateSExtOrTrunc(V, B.getInt32Ty()) : B.CreateZExtOrTrunc(V, B.getInt32Ty());
}

Value *floatWord(IRBuilderBase &B, float F) {
  return B.CreateBitCast(ConstantFP::get(B.getFloatTy(), F), B.getInt32Ty());
}

bool isZero(Value *V) {
  if (auto *C = dyn_cast<Constant>(V))
    return C->isNullValue();
  return false;
}

/// The level of detail gradients GX and GY of texture call C give, as the
/// sampler computes it: log2 of the longer gradient in texels (a cube's
/// the face's, by lower::cubeFaceDerivative: Vulkan's cube map derivative
/// transformation), the size from a resinfo message of level 0.
Value *gradientLevel(IRBuilderBase &B, const lower::TextureCall &C, ArrayRef<Value *> GX,
                     ArrayRef<Value *> GY,
                     function_ref<SmallVector<Value *, 4>(ArrayRef<Value *>)> ResInfo) {
  Type *F32 = B.getFloatTy();
  SmallVector<Value *, 4> Size = ResInfo({B.getInt32(0)});
  auto Length2 = [&](ArrayRef<Value *> G) {
    SmallVector<Value *, 3> Texels;
    if (C.isCube()) {
      Value *Dir = PoisonValue::get(FixedVectorType::get(F32, 3));
      Value *DD = Dir;
      SmallVector<Value *, 4> U = lower::operandElements(B, C.Coord, 3);
      for (unsigned I = 0; I != 3; ++I) {
        Dir = B.CreateInsertElement(Dir, B.CreateFPCast(U[I], F32), I);
        DD = B.CreateInsertElement(DD, B.CreateFPCast(G[I], F32), I);
      }
      auto [DS, DT] = lower::cubeFaceDerivative(B, Dir, DD);
      Texels = {DS, DT};
    } else {
      Texels.assign(G.begin(), G.end());
    }
    Value *Sum = ConstantFP::get(F32, 0.0);
    for (size_t I = 0; I != Texels.size(); ++I) {
      Value *T = B.CreateFMul(B.CreateFPCast(Texels[I], F32), B.CreateUIToFP(Size[I], F32));
      Sum = B.CreateIntrinsic(Intrinsic::fma, {F32}, {T, T, Sum});
    }
    return Sum;
  };
  Value *Rho2 = B.CreateMaxNum(Length2(GX), Length2(GY));
  return B.CreateFMul(B.CreateUnaryIntrinsic(Intrinsic::log2, Rho2), ConstantFP::get(F32, 0.5));
}

} // namespace

std::optional<Value *> TextureLowering::lower(IRBuilderBase &B, CallInst &Call, StringRef Name) {
  // A read's sampler: reads are ld messages, which take none.
  if (Name == "air.get_read_sampler")
    return Constant::getNullValue(Call.getType());
  std::optional<lower::TextureCall> C = lower::parseTextureCall(Call, Name);
  if (!C)
    return std::nullopt;
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = B.getContext();
  Type *I32 = B.getInt32Ty();
  Type *RT = Call.getType();
  auto Problem = [&](const Twine &What) -> std::optional<Value *> {
    if (this->Problem.empty())
      this->Problem = ("'" + Name + "' in function '" + Call.getFunction()->getName() +
                       "': " + What + " is not supported by the Intel GPU code generator yet")
                          .str();
    return RT->isVoidTy() ? nullptr : PoisonValue::get(RT);
  };
  // A lane's texture accesses are performed in order; writes reach memory
  // that later reads through the sampler see only after a sampler cache
  // flush, which texture fences would need on hardware
  // (docs/intelgpu-abi.md).
  if (C->Op == "fence")
    return nullptr;
  bool Cube = C->isCube(), Buffer = C->isBuffer();
  Value *BTI = B.CreateTrunc(B.CreatePtrToInt(C->Texture, B.getInt64Ty()), I32);

  // The response's four words as the call's value.
  auto *ST = dyn_cast<StructType>(RT);
  Type *ValueTy = ST ? ST->getElementType(0) : RT;
  auto Result = [&](ArrayRef<Value *> Words) -> Value * {
    Type *E = ValueTy->getScalarType();
    auto *VT = dyn_cast<FixedVectorType>(ValueTy);
    unsigned N = VT ? VT->getNumElements() : 1;
    Value *V = VT ? PoisonValue::get(VT) : nullptr;
    for (unsigned I = 0; I != N; ++I) {
      Value *X = Words[I];
      if (E->isFloatingPointTy()) {
        X = B.CreateBitCast(X, B.getFloatTy());
        if (!E->isFloatTy())
          X = B.CreateFPTrunc(X, E);
      } else {
        X = B.CreateZExtOrTrunc(X, E);
      }
      V = VT ? B.CreateInsertElement(V, X, I) : X;
    }
    if (!ST)
      return V;
    Value *R = B.CreateInsertValue(PoisonValue::get(ST), V, 0);
    if (ST->getNumElements() > 1) // resident: every texel of a bound texture
      R = B.CreateInsertValue(R, ConstantInt::get(ST->getElementType(1), 1), 1);
    return R;
  };
  Type *Words4 = StructType::get(Ctx, {I32, I32, I32, I32});
  // A sampler message: its four response words.
  auto Message = [&](unsigned Type, Value *Sampler, unsigned HeaderDW2, bool Header,
                     ArrayRef<Value *> Params) {
    SmallVector<Value *, 16> Args = {
        B.getInt32(Type | (Header ? HeaderFlag : 0) | HeaderDW2 << HeaderShift), BTI,
        Sampler ? B.CreateTrunc(B.CreatePtrToInt(Sampler, B.getInt64Ty()), I32)
                : B.getInt32(0)};
    Args.append(Params.begin(), Params.end());
    SmallVector<llvm::Type *, 16> Types(Args.size(), I32);
    FunctionCallee F =
        M.getOrInsertFunction(("intelgpu.sample." + Twine(Params.size())).str(),
                              FunctionType::get(Words4, Types, false));
    if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
      Fn->setOnlyReadsMemory();
      Fn->setDoesNotThrow();
    }
    Value *R = B.CreateCall(F, Args);
    SmallVector<Value *, 4> Out;
    for (unsigned I = 0; I != 4; ++I)
      Out.push_back(B.CreateExtractValue(R, I));
    return Out;
  };

  // Coordinates: the sampler's u, v, r, each a word; arrays' layers are the
  // next coordinate (v for 1D arrays, r for 2D ones), cube arrays' cube the
  // fourth (ai).
  unsigned Dims = C->dims();
  auto Coordinates = [&](bool Float) {
    SmallVector<Value *, 4> U;
    for (Value *X : lower::operandElements(B, C->Coord, Dims))
      U.push_back(word(B, X));
    if (C->ArrayIndex) {
      Value *Layer = B.CreateZExtOrTrunc(C->ArrayIndex, I32);
      U.push_back(Float ? word(B, B.CreateUIToFP(Layer, B.getFloatTy())) : Layer);
    }
    return U;
  };

  // calculate_clamped_lod and calculate_unclamped_lod: the lod message
  // (u, v, r, ai; the level of detail of the subspan's derivatives), the
  // clamped level in R and the unclamped one in G (Mesa's
  // SHADER_OPCODE_LOD for textureQueryLod's two components).
  if (C->isLodQuery()) {
    if (!Derivative)
      return Problem("'" + C->Op + "' outside a fragment function");
    SmallVector<Value *, 4> R = Message(Msg::LodQuery, C->Sampler, 0, false, Coordinates(true));
    return B.CreateFPCast(B.CreateBitCast(R[C->isClampedLodQuery() ? 0 : 1], B.getFloatTy()), RT);
  }

  if (C->isQuery()) {
    // sampleinfo: the sample count in R (header only; Mesa's
    // SHADER_OPCODE_SAMPLEINFO).
    if (C->Op == "get_num_samples")
      return B.CreateZExtOrTrunc(Message(Msg::SampleInfo, nullptr, 0, true, {})[0], RT);
    // resinfo: the level's width, height and depth (or layers; cubes for a
    // cube array) in R, G and B, the levels in A (vISA INFO.md).
    Value *Level = C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : B.getInt32(0);
    SmallVector<Value *, 4> R = Message(Msg::ResInfo, nullptr, 0, false, {Level});
    bool OneDArray = C->Geometry == "1d_array";
    unsigned Index = StringSwitch<unsigned>(C->Op)
                         .Case("get_width", 0)
                         .Case("get_height", 1)
                         .Case("get_depth", 2)
                         .Case("get_array_size", OneDArray ? 1 : 2)
                         .Default(3);
    return B.CreateZExtOrTrunc(R[Index], RT);
  }

  if (C->Op == "read" && C->isMultisampled()) {
    // ld2dms_w: the sample, the MCS words (0: our surfaces have no MCS,
    // as Mesa passes when there is none), u, v, the layer.
    SmallVector<Value *, 4> U = Coordinates(false);
    Value *Sample = C->Sample ? B.CreateZExtOrTrunc(C->Sample, I32) : B.getInt32(0);
    SmallVector<Value *, 6> P = {Sample, B.getInt32(0), B.getInt32(0)};
    P.append(U.begin(), U.end());
    return Result(Message(Msg::Load2DMSW, nullptr, 0, false, P));
  }
  if (C->isMultisampled())
    return Problem("'" + C->Op + "' on a multisampled texture");
  // A cube read or written is a 2D array of 6 x cubes layers, face f of
  // cube c layer 6c + f: cubes bound with access::read, write or
  // read_write are 2D array views (isl's storage views of cubes), which
  // ld and typed writes address; access::sample cubes are SURFTYPE_CUBE
  // views, which only sampling messages take (docs/intelgpu-abi.md).
  auto CubeLayerCoordinates = [&] {
    SmallVector<Value *, 4> U;
    for (Value *X : lower::operandElements(B, C->Coord, 2))
      U.push_back(word(B, X));
    Value *Layer = C->Face ? B.CreateZExtOrTrunc(C->Face, I32) : B.getInt32(0);
    if (C->ArrayIndex)
      Layer = B.CreateAdd(Layer, B.CreateMul(B.CreateZExtOrTrunc(C->ArrayIndex, I32),
                                             B.getInt32(6)));
    U.push_back(Layer);
    return U;
  };
  if (C->Op == "read" && Cube && C->isSampleAccess()) {
    // A cube bound for sampling is SURFTYPE_CUBE, which ld does not take:
    // texel (x, y) of face f at level L is sample_l at level L in the
    // direction whose face coordinates are the texel's centre, with a
    // nearest, clamp-to-edge constexpr sampler whose mip filter is
    // nearest. sc, tc = (2x + 1) / size - 1, (2y + 1) / size - 1 and the
    // direction the face's row of Vulkan's cube map face selection table
    // inverted (|ma| = 1, |sc|, |tc| < 1: no ties): with axis f / 2 and
    // sign s (-1 for odd faces), x: (s, -tc, -s sc), y: (sc, s, s tc),
    // z: (s sc, -tc, s).
    Type *F32 = B.getFloatTy();
    Value *Level = C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : B.getInt32(0);
    Value *Size = B.CreateUIToFP(Message(Msg::ResInfo, nullptr, 0, false, {Level})[0], F32);
    SmallVector<Value *, 2> ST;
    for (Value *X : lower::operandElements(B, C->Coord, 2)) {
      Value *Twice = B.CreateUIToFP(B.CreateZExtOrTrunc(X, I32), F32);
      Twice = B.CreateFAdd(B.CreateFAdd(Twice, Twice), ConstantFP::get(F32, 1.0));
      ST.push_back(B.CreateFSub(B.CreateFDiv(Twice, Size), ConstantFP::get(F32, 1.0)));
    }
    Value *Face = C->Face ? B.CreateZExtOrTrunc(C->Face, I32) : B.getInt32(0);
    Value *Axis = B.CreateLShr(Face, 1);
    Value *S = B.CreateSelect(B.CreateTrunc(Face, B.getInt1Ty()), ConstantFP::get(F32, -1.0),
                              ConstantFP::get(F32, 1.0));
    Value *X = B.CreateICmpEQ(Axis, B.getInt32(0)), *Y = B.CreateICmpEQ(Axis, B.getInt32(1));
    Value *SC = ST[0], *NegTC = B.CreateFNeg(ST[1]);
    Value *SSC = B.CreateFMul(S, SC);
    Value *Dir[3] = {
        B.CreateSelect(X, S, B.CreateSelect(Y, SC, SSC)),
        B.CreateSelect(Y, S, NegTC),
        B.CreateSelect(X, B.CreateFNeg(SSC), B.CreateSelect(Y, B.CreateFMul(S, ST[1]), S))};
    // filter nearest (0), mip_filter nearest (1 << 13), s, t, r
    // clamp_to_edge (1 each), no comparison (8 << 16), lod_clamp 0 to
    // 65504 (binary16 0x7BFF at bit 40): AIR's sampler word
    // (docs/air-conventions.md).
    constexpr uint64_t NearestTexel = 1 | 1 << 3 | 1 << 6 | 1 << 13 | 8 << 16 | 0x7BFFull << 40;
    Constant *Sampler =
        lowerConstantSampler(M, {NearestTexel, 0}, PointerType::get(Ctx, 2));
    SmallVector<Value *, 5> P = {word(B, B.CreateUIToFP(Level, F32))};
    for (Value *D : Dir)
      P.push_back(word(B, D));
    if (C->ArrayIndex)
      P.push_back(word(B, B.CreateUIToFP(B.CreateZExtOrTrunc(C->ArrayIndex, I32), F32)));
    return Result(Message(isZero(Level) ? Msg::SampleLZ : Msg::SampleLod, Sampler, 0, false,
                          isZero(Level) ? ArrayRef(P).drop_front() : ArrayRef(P)));
  }
  if (C->Op == "read") {
    // ld: u, v (0 for one coordinate), the level, r on Gen9 and Gen11 (Mesa's
    // lower_sampler_logical_send); ld_lz without the level when it is 0.
    // Parameters left out at the end read as 0.
    SmallVector<Value *, 4> U = Cube ? CubeLayerCoordinates() : Coordinates(false);
    Value *Level = C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : B.getInt32(0);
    bool LZ = isZero(Level);
    SmallVector<Value *, 4> P = {U[0]};
    if (U.size() > 1 || !LZ)
      P.push_back(U.size() > 1 ? U[1] : B.getInt32(0));
    if (!LZ)
      P.push_back(Level);
    P.append(U.begin() + std::min<size_t>(2, U.size()), U.end());
    return Result(Message(LZ ? Msg::LoadLZ : Msg::Load, nullptr, 0, false, P));
  }

  if (C->Op == "write") {
    // Typed writes address u, v, r and the level (vISA's SCATTER4_TYPED:
    // U, V, R, LOD), the level left out when it is 0.
    SmallVector<Value *, 4> U = Cube ? CubeLayerCoordinates() : Coordinates(false);
    if (C->Level && !isZero(C->Level)) {
      U.resize(3, B.getInt32(0));
      U.push_back(B.CreateZExtOrTrunc(C->Level, I32));
    }
    SmallVector<Value *, 8> Args = {BTI, B.getInt32(U.size())};
    Args.append(U.begin(), U.end());
    Value *Data = C->Written;
    auto *VT = dyn_cast<FixedVectorType>(Data->getType());
    bool Signed = Name.contains(".s.");
    SmallVector<Value *, 4> D =
        lower::operandElements(B, Data, VT ? VT->getNumElements() : 1);
    for (unsigned I = 0; I != 4; ++I)
      Args.push_back(I < D.size() ? word(B, D[I], Signed)
                                  : (D[0]->getType()->isFPOrFPVectorTy() ? floatWord(B, I == 3)
                                                                         : B.getInt32(I == 3)));
    SmallVector<Type *, 12> Types(Args.size(), I32);
    FunctionCallee F = M.getOrInsertFunction(
        ("intelgpu.typed_write." + Twine(U.size())).str(),
        FunctionType::get(B.getVoidTy(), Types, false));
    if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
      Fn->setOnlyWritesMemory();
      Fn->setDoesNotThrow();
    }
    B.CreateCall(F, Args);
    return nullptr;
  }

  // Sampling, comparisons and gathers.
  if (Buffer)
    return Problem("sampling a texture buffer");
  // Constant texel offsets go into the header.
  unsigned Offsets = 0;
  bool Header = false;
  if (C->Offset && !isZero(C->Offset)) {
    auto *K = dyn_cast<Constant>(C->Offset);
    if (!K)
      return Problem("a texel offset computed at run time");
    SmallVector<int64_t, 3> O;
    for (unsigned I = 0; I != std::min(Dims, 3u); ++I) {
      Constant *E = K->getType()->isVectorTy() ? K->getAggregateElement(I) : K;
      auto *CI = dyn_cast_or_null<ConstantInt>(E);
      if (!CI)
        return Problem("a texel offset computed at run time");
      O.push_back(CI->getSExtValue());
    }
    O.resize(3, 0);
    Offsets = (unsigned(O[0]) & 0xF) << 8 | (unsigned(O[1]) & 0xF) << 4 | (unsigned(O[2]) & 0xF);
    Header = true;
  }
  Value *Sampler = C->Sampler;
  // Fragment functions sample at the level of detail of the quad's
  // differences: sample_d with the coordinates' differences as gradients
  // (what the hardware's implicit form computes from the subspan, with
  // fine differences as metal-run's host takes them), a bias scaling them
  // by 2^bias, which adds it to the level exactly.
  SmallVector<Value *, 4> GX, GY;
  if (C->Grad) {
    GX = lower::operandElements(B, C->GradX, Dims);
    GY = lower::operandElements(B, C->GradY, Dims);
  }
  auto *IsLevel = dyn_cast_or_null<Constant>(C->IsLevel);
  if (Derivative && !C->Grad && !C->isGather() &&
      (!C->LodValue || (IsLevel && IsLevel->isNullValue()))) {
    Value *Scale = C->LodValue ? B.CreateUnaryIntrinsic(Intrinsic::exp2, C->LodValue) : nullptr;
    for (Value *X : lower::operandElements(B, C->Coord, Dims)) {
      Value *DX = Derivative(B, X, false), *DY = Derivative(B, X, true);
      GX.push_back(Scale ? B.CreateFMul(DX, Scale) : DX);
      GY.push_back(Scale ? B.CreateFMul(DY, Scale) : DY);
    }
  } else if (Derivative && C->LodValue && !IsLevel && !C->Grad) {
    return Problem("a level of detail that is a level or a bias at run time");
  }
  bool Grad = !GX.empty();
  // The level: kernels have no derivatives, so a bias is a level (Metal's
  // rule there, and Mesa's lower_invalid_implicit_lod); a constant 0 uses
  // the _lz forms.
  Value *Lod = nullptr;
  if (C->LodValue && !Grad)
    Lod = C->LodValue;
  auto ResInfo = [&](ArrayRef<Value *> Params) {
    return Message(Msg::ResInfo, nullptr, 0, false, Params);
  };
  bool Clamp = C->MinLodClamp && !isZero(C->MinLodClamp);
  if (Grad && Cube) {
    // Cubes' gradients are a level (Mesa's lower_txd_cube_map: no
    // sample_d on cubes), computed with the exact face transformation.
    Lod = gradientLevel(B, *C, GX, GY, ResInfo);
    GX.clear();
    GY.clear();
    Grad = false;
  } else if (Grad && Clamp) {
    // Gen9 and Gen11 have no per-message clamp (Xe2's _mlod messages do):
    // below the clamp, both gradients scaled by 2^(clamp - level), which
    // raises the level to it (the sampler's own bias is added after;
    // Metal's samplers have none).
    Value *Raise = B.CreateMaxNum(
        B.CreateFSub(B.CreateFPCast(C->MinLodClamp, B.getFloatTy()),
                     gradientLevel(B, *C, GX, GY, ResInfo)),
        ConstantFP::get(B.getFloatTy(), 0.0));
    Value *Scale = B.CreateUnaryIntrinsic(Intrinsic::exp2, Raise);
    for (auto *G : {&GX, &GY})
      for (Value *&X : *G)
        X = B.CreateFMul(B.CreateFPCast(X, B.getFloatTy()), Scale);
  }
  if (Clamp && !Grad)
    Lod = B.CreateMaxNum(Lod ? B.CreateFPCast(Lod, B.getFloatTy())
                             : ConstantFP::get(B.getFloatTy(), 0.0),
                         B.CreateFPCast(C->MinLodClamp, B.getFloatTy()));
  bool LZ = !Lod || isZero(Lod);
  SmallVector<Value *, 4> U = Coordinates(true);
  SmallVector<Value *, 12> P;
  Value *Ref = C->Reference ? word(B, C->Reference) : nullptr;
  if (C->isGather()) {
    // gather4 (the channel in the header) or gather4_c; level 0.
    unsigned Type = C->isCompare() ? Msg::Gather4Compare : Msg::Gather4;
    if (Ref)
      P.push_back(Ref);
    P.append(U.begin(), U.end());
    Value *Component = C->Component ? B.CreateZExtOrTrunc(C->Component, I32) : nullptr;
    auto *K = dyn_cast_or_null<ConstantInt>(Component);
    if (!Component || K || C->isCompare()) {
      unsigned Channel = K ? unsigned(K->getZExtValue()) & 3 : 0;
      return Result(Message(Type, Sampler, Offsets | Channel << 16, true, P));
    }
    // A channel chosen at run time: each channel's gather, then the one.
    SmallVector<Value *, 4> Chosen = Message(Type, Sampler, Offsets, true, P);
    for (unsigned Channel = 1; Channel != 4; ++Channel) {
      SmallVector<Value *, 4> R = Message(Type, Sampler, Offsets | Channel << 16, true, P);
      Value *Is = B.CreateICmpEQ(Component, B.getInt32(Channel));
      for (unsigned I = 0; I != 4; ++I)
        Chosen[I] = B.CreateSelect(Is, R[I], Chosen[I]);
    }
    return Result(Chosen);
  }
  unsigned Type;
  if (Grad) {
    // sample_d(_c): u dudx dudy v dvdx dvdy r drdx drdy ai.
    Type = Ref ? Msg::SampleDerivCompare : Msg::SampleDeriv;
    if (Ref)
      P.push_back(Ref);
    for (unsigned I = 0; I != Dims; ++I) {
      P.push_back(U[I]);
      P.push_back(word(B, GX[I]));
      P.push_back(word(B, GY[I]));
    }
    // The layer (v of a 1D array, r of a 2D one) or the cube (ai) is the
    // next parameter.
    P.append(U.begin() + Dims, U.end());
  } else {
    Type = Ref ? (LZ ? Msg::SampleCompareLZ : Msg::SampleLodCompare)
               : (LZ ? Msg::SampleLZ : Msg::SampleLod);
    if (Ref)
      P.push_back(Ref);
    if (!LZ)
      P.push_back(word(B, Lod));
    P.append(U.begin(), U.end());
  }
  SmallVector<Value *, 4> R = Message(Type, Sampler, Offsets, Header, P);
  return Result(R);
}
