//===- AppleGPURender.cpp - Vertex and fragment functions on G13 ----------===//
//
// The vertex and fragment entry points (docs/applegpu-abi.md, "Vertex
// functions", "Fragment functions"): outputs to the UVS, coefficient
// inputs, the tile buffer's layout and its pixel formats.
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"
#include "metalnt/Lowering/Formats.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

using lower::vertexOutputComponents;
using lower::vertexOutputWord;

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
  Entry->addFnAttr(lower::ConstantDataParamAttr, std::to_string(applegpu::ConstantDataParam));
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
      V = vertexBuiltin(B, A.What, T, VertexID, InstanceID, BaseVertex, BaseInstance);
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
    auto [N, Elt] = vertexOutputComponents(V->getType());
    bool Signed = lower::isSignedTypeName(O.TypeName);
    for (unsigned C = 0; C != N; ++C) {
      Value *E = V->getType()->isVectorTy()  ? B.CreateExtractElement(V, C)
                 : V->getType()->isArrayTy() ? B.CreateExtractValue(V, C)
                                             : V;
      Value *W = vertexOutputWord(B, E, Signed);
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
  Entry->addFnAttr(lower::ConstantDataParamAttr, std::to_string(applegpu::ConstantDataParam));
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
      Expected<const lower::ColorAttachment *> Attachment =
          lower::framebufferAttachment(Sig, A, T);
      if (!Attachment)
        return Attachment.takeError();
      const lower::ColorAttachment *CA = *Attachment;
      if (A.LocationIndex >= Tile->Targets.size() || !Tile->Targets[A.LocationIndex])
        return appleError("fragment function '" + Name + "': framebuffer input '" + A.Name +
                          "' reads color attachment " + Twine(A.LocationIndex) +
                          ", which has no place in the tile");
      bool FloatFormat = formats::isFloatKind(CA->Format->Kind);
      auto [N, Elt] = vertexOutputComponents(T);
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
    } else if (lower::Interpolation Interp; lower::isInterpolatedInput(A, Interp)) {
      auto [N, Elt] = vertexOutputComponents(T);
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
      auto [N, Elt] = vertexOutputComponents(X->getType());
      bool Signed = lower::isSignedTypeName(TypeName);
      std::array<Value *, 4> Ch;
      for (unsigned C = 0; C != 4; ++C) {
        Value *E = nullptr;
        if (C < N)
          E = X->getType()->isVectorTy() ? B.CreateExtractElement(X, C) : X;
        if (FloatFormat)
          Ch[C] = E ? B.CreateFPCast(E, F32) : ConstantFP::get(F32, C == 3 ? 1.0 : 0.0);
        else
          Ch[C] = E ? vertexOutputWord(B, E, Signed) : B.getInt32(C == 3);
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

} // namespace applegpu
} // namespace metalnt

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
      auto [N, Elt] = vertexOutputComponents(O.Ty);
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

std::vector<unsigned> applegpu::layoutCoefficients(const lower::KernelSignature &Sig,
                                                   unsigned &Count) {
  std::vector<unsigned> First(Sig.F->arg_size(), 0);
  Count = 2; // cf0 the reciprocal W, cf1 Z
  lower::Interpolation Interp;
  for (const KernelArg &A : Sig.Args)
    if (lower::isInterpolatedInput(A, Interp) && A.ArgNo < First.size()) {
      First[A.ArgNo] = Count;
      Count += vertexOutputComponents(Sig.F->getArg(A.ArgNo)->getType()).first;
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
