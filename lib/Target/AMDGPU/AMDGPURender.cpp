//===- AMDGPURender.cpp - Vertex and fragment functions for AMD GPUs ------===//
//
// Render functions become hardware VS and PS shaders through LLVM's graphics
// calling conventions (amdgpu_vs, amdgpu_ps) for amdgcn-amd-amdpal. The ABI
// (docs/amdgpu-abi.md, "Render functions") follows the register layout
// Mesa's radeonsi and RADV program (user SGPRs, then the inputs the
// hardware loads into VGPRs), and the export targets and colour export
// formats of AMD's ISA documents as Mesa's ac_choose_spi_color_formats
// picks them.
//
//===----------------------------------------------------------------------===//

#include "AMDGPURender.h"
#include "metalnt/Lowering/Render.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::amdgpu;
using lower::KernelArg;
using lower::KernelSignature;
using lower::StageOutput;
using formats::NumericKind;

static Error renderError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {

/// Export targets (AMD's ISA documents, "EXP": MRT0-7, MRTZ, NULL, POS0-3,
/// PARAM0-31).
enum ExportTarget : unsigned {
  ExpMRT0 = 0,
  ExpMRTZ = 8,
  ExpNull = 9,
  ExpPos0 = 12,
  ExpParam0 = 32
};

/// One export instruction to emit.
struct Export {
  unsigned Target;
  unsigned Enable; ///< component mask
  Value *Comp[4];
  bool Compressed = false; ///< two <2 x i16>/<2 x half> halves in Comp[0..1]
};

/// A value's components as 32-bit floats (integers and bools by their
/// bits, halves widened): how parameters and 32-bit colours are exported.
SmallVector<Value *, 4> exportComponents(IRBuilderBase &B, Value *V,
                                         bool Signed) {
  SmallVector<Value *, 4> Out;
  Type *T = V->getType();
  if (auto *AT = dyn_cast<ArrayType>(T)) {
    for (unsigned I = 0, E = AT->getNumElements(); I != E; ++I)
      for (Value *C : exportComponents(B, B.CreateExtractValue(V, I), Signed))
        Out.push_back(C);
    return Out;
  }
  auto *VT = dyn_cast<FixedVectorType>(T);
  unsigned N = VT ? VT->getNumElements() : 1;
  for (unsigned I = 0; I != N; ++I) {
    Value *E = VT ? B.CreateExtractElement(V, I) : V;
    Type *ET = E->getType();
    if (ET->isHalfTy())
      E = B.CreateFPExt(E, B.getFloatTy());
    else if (ET->isIntegerTy()) {
      if (ET->getIntegerBitWidth() < 32)
        E = Signed && !ET->isIntegerTy(1) ? B.CreateSExt(E, B.getInt32Ty())
                                          : B.CreateZExt(E, B.getInt32Ty());
      E = B.CreateBitCast(E, B.getFloatTy());
    }
    Out.push_back(E);
  }
  return Out;
}

void emitExports(IRBuilderBase &B, std::vector<Export> &Exports, bool Pixel) {
  if (Exports.empty() && Pixel) // a pixel shader exports at least once
    Exports.push_back({ExpNull, 0, {nullptr, nullptr, nullptr, nullptr}});
  // done on the last position export (vertex) or the last export (pixel);
  // vm (valid mask) on the pixel shader's last one.
  int LastPos = -1;
  for (unsigned I = 0; I != Exports.size(); ++I)
    if (Exports[I].Target >= ExpPos0 && Exports[I].Target < ExpPos0 + 4)
      LastPos = I;
  Value *Undef = PoisonValue::get(B.getFloatTy());
  for (unsigned I = 0; I != Exports.size(); ++I) {
    Export &E = Exports[I];
    bool Done = Pixel ? I + 1 == Exports.size() : int(I) == LastPos;
    if (E.Compressed) {
      B.CreateIntrinsic(Intrinsic::amdgcn_exp_compr, {E.Comp[0]->getType()},
                        {B.getInt32(E.Target), B.getInt32(E.Enable), E.Comp[0],
                         E.Comp[1], B.getInt1(Done), B.getInt1(Pixel && Done)});
      continue;
    }
    SmallVector<Value *, 8> Ops = {B.getInt32(E.Target), B.getInt32(E.Enable)};
    for (Value *C : E.Comp)
      Ops.push_back(C ? C : Undef);
    Ops.push_back(B.getInt1(Done));
    Ops.push_back(B.getInt1(Pixel && Done));
    B.CreateIntrinsic(Intrinsic::amdgcn_exp, {B.getFloatTy()}, Ops);
  }
}

/// The loads of the user-data tables: a 64-bit address (or descriptor) at
/// Index * Size bytes of Table, invariant for the draw.
Value *loadTableEntry(IRBuilderBase &B, Value *Table, Type *T, unsigned Index,
                      unsigned Size) {
  Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Table, uint64_t(Index) * Size);
  LoadInst *L = B.CreateAlignedLoad(T, P, Align(std::min(Size, 16u)));
  L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
  return L;
}

/// A [[buffer(n)]] argument of IR type T from the buffer table.
Value *bufferArgument(IRBuilderBase &B, Value *Table, unsigned Index, Type *T) {
  Type *AddrTy = T->isPointerTy() ? T : PointerType::get(B.getContext(), 1);
  return loadTableEntry(B, Table, AddrTy, Index, 8);
}

/// The SPI colour export format for an attachment (Mesa's
/// ac_choose_spi_color_formats, "normal" choice): how the shader packs
/// the colour.
enum class ColorExport { F32_ABGR, F32_R, F32_GR, F32_AR, FP16, UNORM16, SNORM16, UINT16, SINT16 };

ColorExport chooseColorExport(const formats::PixelFormat *F, Type *OutTy) {
  if (!F) // no attachment format given: exact 32-bit export
    return ColorExport::F32_ABGR;
  unsigned MaxBits = 0;
  bool AlphaOnly = F->NumComponents == 1 && F->Components[0].Channel == 3;
  for (unsigned I = 0; I != F->NumComponents; ++I)
    MaxBits = std::max<unsigned>(MaxBits, F->Components[I].Bits);
  if (MaxBits == 32) {
    if (AlphaOnly)
      return ColorExport::F32_AR;
    return F->NumComponents == 1   ? ColorExport::F32_R
           : F->NumComponents == 2 ? ColorExport::F32_GR
                                   : ColorExport::F32_ABGR;
  }
  switch (F->Kind) {
  case NumericKind::UInt:
    return ColorExport::UINT16;
  case NumericKind::SInt:
    return ColorExport::SINT16;
  case NumericKind::UNorm:
    return MaxBits == 16 ? ColorExport::UNORM16 : ColorExport::FP16;
  case NumericKind::SNorm:
    return MaxBits == 16 ? ColorExport::SNORM16 : ColorExport::FP16;
  default: // sRGB, 16-bit and packed floats
    return ColorExport::FP16;
  }
  (void)OutTy;
}

/// The export of a colour output value V for an attachment at MRT Target.
Export colorExport(IRBuilderBase &B, unsigned Target, Value *V,
                   ColorExport Format, bool Signed) {
  SmallVector<Value *, 4> C = exportComponents(B, V, Signed);
  // Missing channels: 0, 0, 0, 1 (docs/render.md).
  bool Int = V->getType()->getScalarType()->isIntegerTy();
  while (C.size() < 4)
    C.push_back(C.size() == 3
                    ? (Int ? B.CreateBitCast(B.getInt32(1), B.getFloatTy())
                           : ConstantFP::get(B.getFloatTy(), 1.0))
                    : (Int ? B.CreateBitCast(B.getInt32(0), B.getFloatTy())
                           : ConstantFP::get(B.getFloatTy(), 0.0)));
  Export E{Target, 0xF, {C[0], C[1], C[2], C[3]}};
  switch (Format) {
  case ColorExport::F32_ABGR:
    return E;
  case ColorExport::F32_R:
    return {Target, 0x1, {C[0], nullptr, nullptr, nullptr}};
  case ColorExport::F32_GR:
    return {Target, 0x3, {C[0], C[1], nullptr, nullptr}};
  case ColorExport::F32_AR:
    return {Target, 0x9, {C[0], nullptr, nullptr, C[3]}};
  default:
    break;
  }
  // Compressed: two packed pairs, enable bits 0-1 and 2-3 per pair.
  auto Pack = [&](Value *A, Value *Bv) -> Value * {
    Type *F = B.getFloatTy();
    Type *I32 = B.getInt32Ty();
    switch (Format) {
    case ColorExport::FP16:
      return B.CreateIntrinsic(Intrinsic::amdgcn_cvt_pkrtz, {}, {A, Bv});
    case ColorExport::UNORM16:
      return B.CreateIntrinsic(Intrinsic::amdgcn_cvt_pknorm_u16, {}, {A, Bv});
    case ColorExport::SNORM16:
      return B.CreateIntrinsic(Intrinsic::amdgcn_cvt_pknorm_i16, {}, {A, Bv});
    case ColorExport::UINT16:
      return B.CreateIntrinsic(Intrinsic::amdgcn_cvt_pk_u16, {},
                               {B.CreateBitCast(A, I32), B.CreateBitCast(Bv, I32)});
    default:
      return B.CreateIntrinsic(Intrinsic::amdgcn_cvt_pk_i16, {},
                               {B.CreateBitCast(A, I32), B.CreateBitCast(Bv, I32)});
    }
    (void)F;
  };
  Value *Lo = Pack(C[0], C[1]), *Hi = Pack(C[2], C[3]);
  // exp.compr takes <2 x half> or <2 x i16>.
  if (!Lo->getType()->getScalarType()->isHalfTy()) {
    Lo = B.CreateBitCast(Lo, FixedVectorType::get(B.getInt16Ty(), 2));
    Hi = B.CreateBitCast(Hi, FixedVectorType::get(B.getInt16Ty(), 2));
  }
  Export X{Target, 0xF, {Lo, Hi, nullptr, nullptr}};
  X.Compressed = true;
  return X;
}

std::string describe(const KernelArg &A) {
  return "argument " + std::to_string(A.ArgNo) +
         (A.Name.empty() ? "" : " '" + A.Name + "'");
}

Error buildVertexEntry(Module &M, const KernelSignature &Sig,
                       const lower::RenderPipeline *P, bool GFX10,
                       const std::string &Name) {
  LLVMContext &Ctx = M.getContext();
  Function *Body = Sig.F;
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Const = PointerType::get(Ctx, 4);
  // User SGPRs: the buffer table, base vertex, base instance; then the
  // VGPRs the hardware VS loads (v0 VertexID; InstanceID in v1 on
  // GFX6-9, in v3 on GFX10).
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), {Const, I32, I32, I32, I32, I32, I32}, false),
      GlobalValue::ExternalLinkage, Name, &M);
  Entry->setCallingConv(CallingConv::AMDGPU_VS);
  for (unsigned I = 0; I != 3; ++I)
    Entry->addParamAttr(I, Attribute::InReg);
  const char *Names[] = {"buffers", "base_vertex", "base_instance", "vertex_id",
                         "vgpr1", "vgpr2", "vgpr3"};
  for (unsigned I = 0; I != 7; ++I)
    Entry->getArg(I)->setName(Names[I]);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  Value *Buffers = Entry->getArg(0);
  Value *BaseVertex = Entry->getArg(1), *BaseInstance = Entry->getArg(2);
  Value *VertexID = Entry->getArg(3);
  Value *InstanceID = B.CreateAdd(Entry->getArg(GFX10 ? 6 : 4), BaseInstance,
                                  "instance_id");

  std::optional<lower::VertexDescriptor> Desc;
  if (P && P->Vertex) {
    Desc = *P->Vertex;
  } else {
    Expected<lower::VertexDescriptor> D = lower::defaultVertexDescriptor(Sig);
    if (!D)
      return D.takeError();
    Desc = std::move(*D);
  }
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    switch (A.K) {
    case KernelArg::Buffer:
      V = bufferArgument(B, Buffers, A.LocationIndex, T);
      break;
    case KernelArg::StageIn: {
      lower::VertexFetchInputs In;
      auto Base = [&](unsigned Index) {
        return bufferArgument(B, Buffers, Index, PointerType::get(Ctx, 1));
      };
      In.BufferBase = Base;
      In.VertexID = VertexID;
      In.InstanceID = InstanceID;
      In.BaseInstance = BaseInstance;
      V = lower::fetchVertexAttribute(B, *Desc, A.LocationIndex, T, In);
      break;
    }
    case KernelArg::Builtin:
      if (A.What == "air.vertex_id")
        V = VertexID;
      else if (A.What == "air.instance_id")
        V = InstanceID;
      else if (A.What == "air.base_vertex")
        V = BaseVertex;
      else if (A.What == "air.base_instance")
        V = BaseInstance;
      if (V)
        V = B.CreateZExtOrTrunc(V, T);
      break;
    default:
      break;
    }
    if (!V) {
      if (Body->getArg(A.ArgNo)->use_empty()) {
        V = PoisonValue::get(T);
      } else {
        return renderError("vertex function '" + Name + "': " + describe(A) +
                           " ('" + A.What + "') is not supported for AMD yet");
      }
    }
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);

  std::vector<Export> Exports;
  Value *Misc[4] = {nullptr, nullptr, nullptr, nullptr}; // POS1: VS_OUT_MISC_VEC
  unsigned MiscEnable = 0, Param = 0;
  for (const StageOutput &O : Sig.Outputs) {
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    SmallVector<Value *, 4> C =
        exportComponents(B, V, lower::isSignedTypeName(O.TypeName));
    switch (O.K) {
    case StageOutput::Position:
      Exports.push_back({ExpPos0, 0xF, {C[0], C[1], C[2], C[3]}});
      break;
    case StageOutput::Varying: {
      if (C.size() > 4)
        return renderError("vertex function '" + Name + "': output '" + O.Name +
                           "' has more than 4 components");
      Export E{ExpParam0 + Param++, (1u << C.size()) - 1, {nullptr, nullptr, nullptr, nullptr}};
      for (unsigned I = 0; I != C.size(); ++I)
        E.Comp[I] = C[I];
      Exports.push_back(E);
      break;
    }
    case StageOutput::PointSize:
      Misc[0] = C[0];
      MiscEnable |= 1;
      break;
    case StageOutput::RenderTargetArrayIndex:
      Misc[2] = C[0];
      MiscEnable |= 4;
      break;
    case StageOutput::ViewportArrayIndex:
      Misc[3] = C[0];
      MiscEnable |= 8;
      break;
    case StageOutput::ClipDistance:
      if (C.size() > 8)
        return renderError("vertex function '" + Name +
                           "': more than 8 clip distances");
      for (unsigned Half = 0; Half * 4 < C.size(); ++Half) {
        Export E{ExpPos0 + 2 + Half, 0, {nullptr, nullptr, nullptr, nullptr}};
        for (unsigned I = 0; I != 4 && Half * 4 + I < C.size(); ++I) {
          E.Comp[I] = C[Half * 4 + I];
          E.Enable |= 1u << I;
        }
        Exports.push_back(E);
      }
      break;
    default:
      return renderError("vertex function '" + Name + "': output '" + O.What +
                         "' is not supported for AMD yet");
    }
  }
  if (MiscEnable)
    Exports.push_back({ExpPos0 + 1, MiscEnable, {Misc[0], Misc[1], Misc[2], Misc[3]}});
  // Position exports in target order, then the parameters.
  std::stable_sort(Exports.begin(), Exports.end(),
                   [](const Export &A, const Export &B) { return A.Target < B.Target; });
  emitExports(B, Exports, /*Pixel=*/false);
  B.CreateRetVoid();
  return Error::success();
}

/// The 16 PS input VGPR slots in the order the hardware (SPI_PS_INPUT_ADDR)
/// and LLVM's amdgpu_ps lowering number them.
enum PSInput {
  PerspSample,
  PerspCenter,
  PerspCentroid,
  PerspPullModel,
  LinearSample,
  LinearCenter,
  LinearCentroid,
  LineStipple,
  PosX,
  PosY,
  PosZ,
  PosW,
  FrontFace,
  Ancillary,
  SampleCoverage,
  PosFixedPt,
  NumPSInputs
};

Error buildFragmentEntry(Module &M, const KernelSignature &Sig,
                         const lower::RenderPipeline *P,
                         const std::string &Name) {
  LLVMContext &Ctx = M.getContext();
  Function *Body = Sig.F;
  Type *F32 = Type::getFloatTy(Ctx), *I32 = Type::getInt32Ty(Ctx);
  Type *V2 = FixedVectorType::get(F32, 2), *V3 = FixedVectorType::get(F32, 3);
  Type *Const = PointerType::get(Ctx, 4);
  // User SGPRs: buffer, texture and sampler tables; then PRIM_MASK; then
  // the input VGPRs.
  SmallVector<Type *, 24> Params = {Const, Const, Const, I32};
  Type *Slots[NumPSInputs] = {V2, V2, V2, V3, V2, V2, V2, F32,
                              F32, F32, F32, F32, F32, I32, I32, I32};
  Params.append(std::begin(Slots), std::end(Slots));
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::ExternalLinkage, Name, &M);
  Entry->setCallingConv(CallingConv::AMDGPU_PS);
  for (unsigned I = 0; I != 4; ++I)
    Entry->addParamAttr(I, Attribute::InReg);
  const char *SlotNames[] = {"persp_sample", "persp_center", "persp_centroid",
                             "persp_pull_model", "linear_sample", "linear_center",
                             "linear_centroid", "line_stipple", "pos_x", "pos_y",
                             "pos_z", "pos_w", "front_face", "ancillary",
                             "sample_coverage", "pos_fixed_pt"};
  Entry->getArg(0)->setName("buffers");
  Entry->getArg(1)->setName("textures");
  Entry->getArg(2)->setName("samplers");
  Entry->getArg(3)->setName("prim_mask");
  for (unsigned I = 0; I != NumPSInputs; ++I)
    Entry->getArg(4 + I)->setName(SlotNames[I]);
  auto Slot = [&](PSInput In) { return Entry->getArg(4 + In); };
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  Value *PrimMask = Entry->getArg(3);

  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  unsigned Attribute = 0;
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    if (A.K == KernelArg::Buffer) {
      V = bufferArgument(B, Entry->getArg(0), A.LocationIndex, T);
    } else if (A.K == KernelArg::StageIn) {
      // Varying n is PS input n (the pipeline links it to the vertex
      // output of the same name: docs/amdgpu-abi.md).
      unsigned Attr = Attribute++;
      if (Attr >= 32)
        return renderError("fragment function '" + Name +
                           "': more than 32 varyings");
      PSInput Bary = A.Interp == lower::Interpolation::NoPerspective
                         ? (A.Samp == lower::Sampling::Centroid ? LinearCentroid
                            : A.Samp == lower::Sampling::Sample ? LinearSample
                                                                : LinearCenter)
                         : (A.Samp == lower::Sampling::Centroid ? PerspCentroid
                            : A.Samp == lower::Sampling::Sample ? PerspSample
                                                                : PerspCenter);
      auto *VT = dyn_cast<FixedVectorType>(T);
      unsigned N = VT ? VT->getNumElements() : 1;
      Type *ET = T->getScalarType();
      bool Flat = A.Interp == lower::Interpolation::Flat || ET->isIntegerTy();
      Value *I = B.CreateExtractElement(Slot(Bary), uint64_t(0));
      Value *J = B.CreateExtractElement(Slot(Bary), uint64_t(1));
      Value *R = VT ? PoisonValue::get(VT) : nullptr;
      for (unsigned C = 0; C != N; ++C) {
        Value *X;
        if (Flat) {
          X = B.CreateIntrinsic(Intrinsic::amdgcn_interp_mov, {},
                                {B.getInt32(2), B.getInt32(C), B.getInt32(Attr), PrimMask});
        } else {
          Value *P1 = B.CreateIntrinsic(Intrinsic::amdgcn_interp_p1, {},
                                        {I, B.getInt32(C), B.getInt32(Attr), PrimMask});
          X = B.CreateIntrinsic(Intrinsic::amdgcn_interp_p2, {},
                                {P1, J, B.getInt32(C), B.getInt32(Attr), PrimMask});
        }
        if (ET->isHalfTy())
          X = B.CreateFPTrunc(X, ET);
        else if (ET->isIntegerTy())
          X = B.CreateTrunc(B.CreateBitCast(X, I32), ET);
        R = VT ? B.CreateInsertElement(R, X, C) : X;
      }
      V = R;
    } else if (A.K == KernelArg::Builtin) {
      if (A.What == "air.position") {
        // Metal's position is (x, y, z, 1/w); the hardware loads w.
        Value *W = B.CreateFDiv(ConstantFP::get(F32, 1.0), Slot(PosW));
        Value *Pos = PoisonValue::get(FixedVectorType::get(F32, 4));
        Value *Parts[] = {Slot(PosX), Slot(PosY), Slot(PosZ), W};
        for (unsigned C = 0; C != 4; ++C)
          Pos = B.CreateInsertElement(Pos, Parts[C], C);
        V = T == Pos->getType() ? Pos : nullptr;
      } else if (A.What == "air.front_facing") {
        // FRONT_FACE: positive for front-facing primitives.
        V = B.CreateZExtOrTrunc(
            B.CreateFCmpOGT(Slot(FrontFace), ConstantFP::get(F32, 0.0)), T);
      } else if (A.What == "air.sample_id") {
        // ANCILLARY bits 8-11: the sample number.
        V = B.CreateZExtOrTrunc(
            B.CreateAnd(B.CreateLShr(Slot(Ancillary), 8), 0xF), T);
      } else if (A.What == "air.sample_mask" || A.What == "air.sample_mask_in") {
        V = B.CreateZExtOrTrunc(Slot(SampleCoverage), T);
      }
    }
    if (!V) {
      if (Body->getArg(A.ArgNo)->use_empty())
        V = PoisonValue::get(T);
      else
        return renderError("fragment function '" + Name + "': " + describe(A) +
                           " ('" + A.What + "') is not supported for AMD yet");
    }
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);

  std::vector<Export> Exports;
  Value *Z[4] = {nullptr, nullptr, nullptr, nullptr}; // MRTZ: depth, stencil, mask
  unsigned ZEnable = 0;
  bool DualSource = false;
  for (const StageOutput &O : Sig.Outputs)
    DualSource |= O.K == StageOutput::Color && O.DualSourceIndex == 1;
  for (const StageOutput &O : Sig.Outputs) {
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    bool Signed = lower::isSignedTypeName(O.TypeName);
    switch (O.K) {
    case StageOutput::Color: {
      if (DualSource && O.Index > 0)
        return renderError("fragment function '" + Name + "': [[color(" +
                           Twine(O.Index) + ")]] beside dual-source blending "
                           "(AMD exports the second source as MRT1)");
      unsigned Target = DualSource ? O.DualSourceIndex : O.Index;
      const formats::PixelFormat *PF =
          P && O.Index < P->Colors.size() ? P->Colors[O.Index].Format : nullptr;
      if (P && P->RasterizationEnabled && !PF && !P->Colors.empty())
        continue; // checkPipeline has refused this already
      Exports.push_back(colorExport(B, ExpMRT0 + Target, V,
                                    chooseColorExport(PF, O.Ty), Signed));
      break;
    }
    case StageOutput::Depth:
      Z[0] = exportComponents(B, V, false)[0];
      ZEnable |= 1;
      break;
    case StageOutput::Stencil:
      Z[1] = exportComponents(B, V, false)[0];
      ZEnable |= 2;
      break;
    case StageOutput::SampleMask:
      Z[2] = exportComponents(B, V, false)[0];
      ZEnable |= 4;
      break;
    default:
      return renderError("fragment function '" + Name + "': output '" + O.What +
                         "' is not supported for AMD yet");
    }
  }
  if (ZEnable)
    Exports.push_back({ExpMRTZ, ZEnable, {Z[0], Z[1], Z[2], Z[3]}});
  std::stable_sort(Exports.begin(), Exports.end(),
                   [](const Export &A, const Export &B) { return A.Target < B.Target; });
  emitExports(B, Exports, /*Pixel=*/true);
  B.CreateRetVoid();
  return Error::success();
}

} // namespace

Error amdgpu::buildRenderEntry(Module &M, const KernelSignature &Sig,
                               bool GFX10) {
  Function *Body = Sig.F;
  if (Sig.Args.size() != Body->arg_size())
    return renderError("'" + Body->getName() +
                       "' has parameters its AIR metadata does not describe");
  std::string Name = Body->getName().str();
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  if (Sig.Stage == lower::StageKind::Vertex)
    return buildVertexEntry(M, Sig, Sig.Pipeline, GFX10, Name);
  return buildFragmentEntry(M, Sig, Sig.Pipeline, Name);
}
