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
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <cstring>

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

/// A texture or sampler argument: the address of its descriptor in its
/// table (32 bytes per texture, 16 per sampler).
Value *descriptorArgument(IRBuilderBase &B, Value *Table, const KernelArg &A,
                          Type *T) {
  unsigned Size = A.K == KernelArg::Texture ? 32 : 16;
  Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Table,
                                          uint64_t(A.LocationIndex) * Size);
  return B.CreateAddrSpaceCast(P, T);
}

/// The SPI colour export format for an attachment (Mesa's
/// ac_choose_spi_color_formats, "normal" choice): how the shader packs
/// the colour.
enum class ColorExport { F32_ABGR, F32_R, F32_GR, F32_AR, FP16, UNORM16, SNORM16, UINT16, SINT16 };

ColorExport chooseColorExport(const formats::PixelFormat *F) {
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
}

/// The export of a colour output value V for an attachment at MRT Target.
Export colorExport(IRBuilderBase &B, unsigned Target, Value *V,
                   ColorExport Format, bool Signed, unsigned Generation) {
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
  case ColorExport::F32_AR: // alpha in channel 1 from GFX10 on
    if (Generation >= 10)
      return {Target, 0x3, {C[0], C[3], nullptr, nullptr}};
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
                       const lower::RenderPipeline *P, unsigned Generation,
                       const std::string &Name) {
  bool GFX10 = Generation >= 10;
  LLVMContext &Ctx = M.getContext();
  Function *Body = Sig.F;
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Const = PointerType::get(Ctx, 4);
  // User SGPRs: the buffer, texture and sampler tables, base vertex,
  // base instance; then the VGPRs the hardware VS loads (v0 VertexID;
  // InstanceID in v1 on GFX6-9, in v3 on GFX10).
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx),
                        {Const, Const, Const, I32, I32, I32, I32, I32, I32}, false),
      GlobalValue::ExternalLinkage, Name, &M);
  Entry->setCallingConv(CallingConv::AMDGPU_VS);
  for (unsigned I = 0; I != 5; ++I)
    Entry->addParamAttr(I, Attribute::InReg);
  const char *Names[] = {"buffers", "textures", "samplers", "base_vertex",
                         "base_instance", "vgpr0", "vgpr1", "vgpr2", "vgpr3"};
  for (unsigned I = 0; I != 9; ++I)
    Entry->getArg(I)->setName(Names[I]);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  Value *Buffers = Entry->getArg(0);
  Value *Textures = Entry->getArg(1), *Samplers = Entry->getArg(2);
  Value *BaseVertex = Entry->getArg(3), *BaseInstance = Entry->getArg(4);
  // Neither ID VGPR includes the draw's base (radeonsi and RADV add the
  // BaseVertex and StartInstance user SGPRs); Metal's ids do.
  Value *VertexID = B.CreateAdd(Entry->getArg(5), BaseVertex, "vertex_id");
  Value *InstanceID = B.CreateAdd(Entry->getArg(GFX10 ? 8 : 6), BaseInstance,
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
    case KernelArg::Texture:
    case KernelArg::Sampler:
      V = descriptorArgument(B, A.K == KernelArg::Texture ? Textures : Samplers,
                             A, T);
      break;
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

  // Exports (Mesa's ac_nir_export_position): POS0 the position, then the
  // misc vector (point size, layer, viewport index) if any, then the clip
  // distances at the next position targets; PARAMn the varyings in order.
  std::vector<Export> Exports;
  Value *Position[4] = {nullptr, nullptr, nullptr, nullptr};
  Value *Misc[4] = {nullptr, nullptr, nullptr, nullptr};
  SmallVector<Value *, 8> Clip;
  unsigned MiscEnable = 0, Param = 0;
  for (const StageOutput &O : Sig.Outputs) {
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    SmallVector<Value *, 4> C =
        exportComponents(B, V, lower::isSignedTypeName(O.TypeName));
    switch (O.K) {
    case StageOutput::Position:
      for (unsigned I = 0; I != 4 && I != C.size(); ++I)
        Position[I] = C[I];
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
      Misc[2] = Misc[2] ? B.CreateBitCast(B.CreateOr(B.CreateBitCast(Misc[2], B.getInt32Ty()),
                                                     B.CreateBitCast(C[0], B.getInt32Ty())),
                                          B.getFloatTy())
                        : C[0];
      MiscEnable |= 4;
      break;
    case StageOutput::ViewportArrayIndex:
      if (Generation >= 9) { // z |= viewport << 16
        Value *VP = B.CreateShl(B.CreateBitCast(C[0], B.getInt32Ty()), 16);
        Value *Z = Misc[2] ? B.CreateBitCast(Misc[2], B.getInt32Ty()) : B.getInt32(0);
        Misc[2] = B.CreateBitCast(B.CreateOr(Z, VP), B.getFloatTy());
        MiscEnable |= 4;
      } else {
        Misc[3] = C[0];
        MiscEnable |= 8;
      }
      break;
    case StageOutput::ClipDistance:
      if (C.size() > 8)
        return renderError("vertex function '" + Name +
                           "': more than 8 clip distances");
      Clip.append(C.begin(), C.end());
      break;
    default:
      return renderError("vertex function '" + Name + "': output '" + O.What +
                         "' is not supported for AMD yet");
    }
  }
  std::vector<Export> Positions;
  if (!Position[0]) { // a vertex function returns its position
    Position[0] = Position[1] = Position[2] = ConstantFP::get(B.getFloatTy(), 0.0);
    Position[3] = ConstantFP::get(B.getFloatTy(), 1.0);
  }
  Positions.push_back({ExpPos0, 0xF, {Position[0], Position[1], Position[2], Position[3]}});
  if (MiscEnable)
    Positions.push_back({ExpPos0 + unsigned(Positions.size()), MiscEnable,
                         {Misc[0], Misc[1], Misc[2], Misc[3]}});
  for (unsigned Base = 0; Base < Clip.size(); Base += 4) {
    Export E{ExpPos0 + unsigned(Positions.size()), 0, {nullptr, nullptr, nullptr, nullptr}};
    for (unsigned I = 0; I != 4 && Base + I < Clip.size(); ++I) {
      E.Comp[I] = Clip[Base + I];
      E.Enable |= 1u << I;
    }
    Positions.push_back(E);
  }
  Exports.insert(Exports.begin(), Positions.begin(), Positions.end());
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
                         const lower::RenderPipeline *P, unsigned Generation,
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
                              F32, F32, F32, F32, I32, I32, I32, I32};
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
  // [[point_coord]] is the PS attribute after the varyings, which the
  // pipeline marks PT_SPRITE_TEX in its SPI_PS_INPUT_CNTL so that the
  // hardware gives the point sprite's (s, t) there (radeonsi's
  // VARYING_SLOT_PNTC; docs/amdgpu-abi.md).
  unsigned PointCoordAttribute = unsigned(llvm::count_if(
      Sig.Args, [](const KernelArg &A) { return A.K == KernelArg::StageIn; }));
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    if (A.K == KernelArg::Buffer) {
      V = bufferArgument(B, Entry->getArg(0), A.LocationIndex, T);
    } else if (A.K == KernelArg::Texture || A.K == KernelArg::Sampler) {
      V = descriptorArgument(
          B, Entry->getArg(A.K == KernelArg::Texture ? 1 : 2), A, T);
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
        // Metal's position is (x, y, z, 1/w), as the hardware loads it
        // (Mesa passes POS_W_FLOAT on as gl_FragCoord.w, which is 1/w).
        Value *Pos = PoisonValue::get(FixedVectorType::get(F32, 4));
        Value *Parts[] = {Slot(PosX), Slot(PosY), Slot(PosZ), Slot(PosW)};
        for (unsigned C = 0; C != 4; ++C)
          Pos = B.CreateInsertElement(Pos, Parts[C], C);
        V = T == Pos->getType() ? Pos : nullptr;
      } else if (A.What == "air.front_facing") {
        // FRONT_FACE with SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS set, as Mesa
        // programs it: 1 for front-facing primitives, 0 otherwise.
        V = B.CreateZExtOrTrunc(B.CreateICmpNE(Slot(FrontFace), B.getInt32(0)), T);
      } else if (A.What == "air.sample_id") {
        // ANCILLARY bits 8-11: the sample number.
        V = B.CreateZExtOrTrunc(
            B.CreateAnd(B.CreateLShr(Slot(Ancillary), 8), 0xF), T);
      } else if (A.What == "air.sample_mask" || A.What == "air.sample_mask_in") {
        V = B.CreateZExtOrTrunc(Slot(SampleCoverage), T);
      } else if (A.What == "air.point_coord" && T == V2 && PointCoordAttribute < 32) {
        Value *I = B.CreateExtractElement(Slot(PerspCenter), uint64_t(0));
        Value *J = B.CreateExtractElement(Slot(PerspCenter), uint64_t(1));
        Value *PC = PoisonValue::get(V2);
        for (unsigned C = 0; C != 2; ++C) {
          Value *P1 = B.CreateIntrinsic(
              Intrinsic::amdgcn_interp_p1, {},
              {I, B.getInt32(C), B.getInt32(PointCoordAttribute), PrimMask});
          PC = B.CreateInsertElement(
              PC,
              B.CreateIntrinsic(Intrinsic::amdgcn_interp_p2, {},
                                {P1, J, B.getInt32(C), B.getInt32(PointCoordAttribute),
                                 PrimMask}),
              C);
        }
        V = PC;
      }
    }
    if (!V) {
      if (Body->getArg(A.ArgNo)->use_empty())
        V = PoisonValue::get(T);
      else if (A.What == "air.render_target")
        // Programmable blending: the Metal feature set tables list
        // framebuffer fetch for the Apple GPU families only, none of the
        // Mac2 family (AMD and Intel GPUs); docs/amdgpu-abi.md.
        return renderError("fragment function '" + Name + "': framebuffer input '" +
                           A.Name + "' [[color(" + Twine(A.LocationIndex) +
                           ")]] reads the attachment (programmable blending), "
                           "which Metal offers on Apple GPUs only, not on AMD");
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
                                    chooseColorExport(PF), Signed, Generation));
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
  // Exports go out in target order. The targets are distinct (one export
  // per colour target, one for depth), so an unstable sort will do.
  llvm::sort(Exports, [](const Export &A, const Export &B) { return A.Target < B.Target; });
  emitExports(B, Exports, /*Pixel=*/true);
  B.CreateRetVoid();
  return Error::success();
}

} // namespace

Error amdgpu::buildRenderEntry(Module &M, const KernelSignature &Sig,
                               unsigned Generation) {
  Function *Body = Sig.F;
  if (Sig.Args.size() != Body->arg_size())
    return renderError("'" + Body->getName() +
                       "' has parameters its AIR metadata does not describe");
  std::string Name = Body->getName().str();
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  if (Sig.Stage == lower::StageKind::Vertex)
    return buildVertexEntry(M, Sig, Sig.Pipeline, Generation, Name);
  return buildFragmentEntry(M, Sig, Sig.Pipeline, Generation, Name);
}

//===----------------------------------------------------------------------===//
// Textures: the image instructions, with descriptors from memory.
//===----------------------------------------------------------------------===//

Constant *amdgpu::samplerDescriptorConstant(Module &M, uint64_t State, unsigned Generation,
                                            Type *PtrTy) {
  LLVMContext &Ctx = M.getContext();
  std::array<uint32_t, 4> S = buildSamplerDescriptor(State, Generation);
  Constant *Init = ConstantDataArray::get(Ctx, ArrayRef<uint32_t>(S));
  unsigned AS = PtrTy->getPointerAddressSpace();
  GlobalVariable *G = nullptr;
  for (GlobalVariable &Other : M.globals())
    if (Other.getName().starts_with(SamplerDescriptorPrefix) && Other.getInitializer() == Init &&
        Other.getAddressSpace() == AS)
      G = &Other;
  if (!G) {
    G = new GlobalVariable(M, Init->getType(), /*isConstant=*/true, GlobalValue::PrivateLinkage,
                           Init, SamplerDescriptorPrefix, nullptr, GlobalValue::NotThreadLocal,
                           AS);
    G->setAlignment(Align(16));
  }
  return ConstantExpr::getPointerBitCastOrAddrSpaceCast(G, PtrTy);
}

std::array<uint32_t, 4> amdgpu::buildSamplerDescriptor(uint64_t W,
                                                       unsigned Generation) {
  // SQ_TEX_CLAMP from Metal's address modes: clamp_to_zero/border 0,
  // clamp_to_edge 1, repeat 2, mirrored_repeat 3, mirror_clamp_to_edge 4.
  auto Clamp = [](unsigned A) -> uint32_t {
    switch (A) {
    case 1:
      return 2; // CLAMP_LAST_TEXEL
    case 2:
      return 0; // WRAP
    case 3:
      return 1; // MIRROR
    case 4:
      return 3; // MIRROR_ONCE_LAST_TEXEL
    default:
      return 6; // CLAMP_BORDER
    }
  };
  unsigned Mag = (W >> 9) & 3, Min = (W >> 11) & 3, Mip = (W >> 13) & 3;
  bool Pixel = (W >> 15) & 1;
  unsigned Compare = (W >> 16) & 15;
  float MinLod = formats::halfToFloat(uint16_t(W >> 24));
  float MaxLod = formats::halfToFloat(uint16_t(W >> 40));
  if ((W >> 63) && MinLod == 0 && MaxLod == 0) // Metal 1: no clamp
    MaxLod = 15;
  auto Fixed48 = [](float F) {
    return uint32_t(std::clamp(F, 0.0f, 15.0f) * 256.0f + 0.5f) & 0xfff;
  };
  std::array<uint32_t, 4> S{};
  S[0] = Clamp(W & 7) | Clamp((W >> 3) & 7) << 3 | Clamp((W >> 6) & 7) << 6 |
         uint32_t(Compare < 8 ? Compare : 0) << 12 | uint32_t(Pixel) << 15;
  if (Generation == 8 || Generation == 9)
    S[0] |= 1u << 31; // COMPAT_MODE, as Mesa sets it there
  S[1] = Fixed48(MinLod) | Fixed48(MaxLod) << 12;
  // XY filters: POINT 0, BILINEAR 1; Z and mip filters: NONE 0, POINT 1,
  // LINEAR 2 (Z follows the min filter).
  S[2] = uint32_t(Mag & 1) << 20 | uint32_t(Min & 1) << 22 |
         uint32_t(Min & 1 ? 2 : 1) << 24 | uint32_t(Mip) << 26;
  if (Generation <= 8)
    S[2] |= 1u << 29; // DISABLE_LSB_CEIL
  if (Generation <= 9)
    S[2] |= 1u << 30; // FILTER_PREC_FIX
  // BORDER_COLOR_TYPE: transparent black 0, opaque black 1, opaque white 2.
  S[3] = uint32_t((W >> 56) & 3) << 30;
  return S;
}

namespace {

/// The AMDGPU image dimension of an AIR geometry.
StringRef imageDim(const lower::TextureCall &C) {
  StringRef G = C.Geometry;
  if (G.starts_with("1d"))
    return C.isArray() ? "1darray" : "1d";
  if (G.starts_with("3d"))
    return "3d";
  if (G.starts_with("cube"))
    return "cube";
  if (C.isMultisampled())
    return C.isArray() ? "2darraymsaa" : "2dmsaa";
  return C.isArray() ? "2darray" : "2d";
}

/// A call of the image intrinsic Name (without its overload suffix): its
/// overloaded types come from the result and operand types.
Value *callImage(IRBuilderBase &B, const Twine &NameT, Type *Ret,
                 ArrayRef<Value *> Ops) {
  SmallVector<Type *, 16> Params;
  for (Value *V : Ops)
    Params.push_back(V->getType());
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionType *FT = FunctionType::get(Ret, Params, false);
  std::string Name = NameT.str();
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(Name);
  SmallVector<Type *, 4> Overloads;
  if (ID == Intrinsic::not_intrinsic ||
      !Intrinsic::getIntrinsicSignature(ID, FT, Overloads))
    report_fatal_error(Twine("internal error: no AMDGPU intrinsic ") + Name +
                       " of this type");
  return B.CreateCall(Intrinsic::getOrInsertDeclaration(&M, ID, Overloads), Ops);
}

} // namespace

std::optional<Value *> amdgpu::lowerTexture(IRBuilderBase &B, CallInst &Call,
                                            StringRef Name, bool Fragment,
                                            unsigned Generation,
                                            std::string &Error) {
  std::optional<lower::TextureCall> C = lower::parseTextureCall(Call, Name);
  if (!C)
    return std::nullopt;
  LLVMContext &Ctx = B.getContext();
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  auto Unsupported = [&](const Twine &What) -> std::optional<Value *> {
    Error = ("'" + Name + "': " + What + " is not supported for AMD yet").str();
    return std::nullopt;
  };
  if (C->Op == "fence")
    return nullptr; // each lane's image accesses stay in order
  // Descriptors: the texture argument points at its 8-dword T# (a texture
  // buffer's at its 4-dword V#), a sampler argument at its 4-dword S#
  // (docs/amdgpu-abi.md).
  auto Descriptor = [&](Value *P, unsigned Words) {
    Value *Q = B.CreatePointerBitCastOrAddrSpaceCast(P, PointerType::get(Ctx, 4));
    LoadInst *L = B.CreateAlignedLoad(FixedVectorType::get(I32, Words), Q, Align(16));
    L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
    return L;
  };
  Value *Zero = B.getInt32(0);
  Type *V4F = FixedVectorType::get(F32, 4);
  // A written value as four 32-bit words in floats (integers by their
  // bits), or null for other than four components.
  auto WrittenWords = [&]() -> Value * {
    Value *Data = C->Written;
    Type *E = Data->getType()->getScalarType();
    auto *VT = dyn_cast<FixedVectorType>(Data->getType());
    if (!VT || VT->getNumElements() != 4)
      return nullptr;
    if (E->isHalfTy())
      return B.CreateFPExt(Data, V4F);
    if (E->isIntegerTy()) {
      Type *V4I = FixedVectorType::get(I32, 4);
      Data = Name.contains(".s.") ? B.CreateSExtOrTrunc(Data, V4I)
                                  : B.CreateZExtOrTrunc(Data, V4I);
      return B.CreateBitCast(Data, V4F);
    }
    return Data;
  };

  Type *RT = Call.getType();
  auto *ST = dyn_cast<StructType>(RT);
  Type *ValueTy = ST ? ST->getElementType(0) : RT;
  // The call's result from the instruction's four (or one) 32-bit values.
  auto Result = [&](Value *V) -> Value * {
    Type *E = ValueTy->getScalarType();
    if (!ValueTy->isVectorTy()) {
      if (V->getType()->isVectorTy())
        V = B.CreateExtractElement(V, uint64_t(0));
      V = E->isIntegerTy() ? B.CreateBitCast(V, I32) : V;
      V = E->isHalfTy() ? B.CreateFPTrunc(V, E) : B.CreateZExtOrTrunc(V, E);
    } else if (E->isIntegerTy()) {
      V = B.CreateBitCast(V, FixedVectorType::get(I32, 4));
      if (E->getIntegerBitWidth() != 32)
        V = B.CreateTrunc(V, ValueTy);
    } else if (E->isHalfTy()) {
      V = B.CreateFPTrunc(V, ValueTy);
    }
    if (!ST)
      return V;
    Value *R = B.CreateInsertValue(PoisonValue::get(ST), V, 0);
    if (ST->getNumElements() > 1) // residency: every texel is resident
      R = B.CreateInsertValue(R, ConstantInt::get(ST->getElementType(1), 1), 1);
    return R;
  };

  // Texture buffers: format loads and stores through the V#, the texel
  // index as the structured buffer's index (idxen), as Mesa lowers texel
  // buffers (ac_build_buffer_load_format; RADV's
  // radv_make_texel_buffer_descriptor fills the V#: the base, the texel
  // size as stride, the texel count as NUM_RECORDS, DST_SEL and the format
  // of the pixel format). The hardware converts the format, returns 0
  // for an index past NUM_RECORDS and drops such a write; get_width is
  // NUM_RECORDS.
  if (C->isBuffer()) {
    Value *V = Descriptor(C->Texture, 4);
    if (C->Op == "get_width")
      return B.CreateZExtOrTrunc(B.CreateExtractElement(V, uint64_t(2)), Call.getType());
    if (C->Op != "read" && C->Op != "write")
      return Unsupported("'" + C->Op + "' of a texture buffer");
    Value *Index = B.CreateZExtOrTrunc(C->Coord, I32);
    if (C->Op == "read")
      return Result(callImage(B, "llvm.amdgcn.struct.buffer.load.format.v4f32", V4F,
                              {V, Index, Zero, Zero, Zero}));
    Value *Data = WrittenWords();
    if (!Data)
      return Unsupported("a write of other than 4 components");
    callImage(B, "llvm.amdgcn.struct.buffer.store.format.v4f32", B.getVoidTy(),
              {Data, V, Index, Zero, Zero, Zero});
    return nullptr;
  }
  Value *Rsrc = Descriptor(C->Texture, 8);
  StringRef Dim = imageDim(*C);

  if (C->isQuery()) {
    if (C->Op == "get_num_samples") {
      // Mesa's ac_build_image_get_sample_count: a multisampled T# holds
      // log2(samples) in LAST_LEVEL, dword 3 bits 16-19.
      Value *W3 = B.CreateExtractElement(Rsrc, uint64_t(3));
      Value *Log2 = B.CreateAnd(B.CreateLShr(W3, 16), 0xF);
      Value *R = C->isMultisampled() ? B.CreateShl(B.getInt32(1), Log2)
                                     : B.getInt32(1);
      return B.CreateZExtOrTrunc(R, Call.getType());
    }
    Value *Level = C->Level ? B.CreateZExtOrTrunc(C->Level, I32) : Zero;
    Value *Info = callImage(B, ("llvm.amdgcn.image.getresinfo." + Dim).str(),
                            V4F, {B.getInt32(15), Level, Rsrc, Zero, Zero});
    Info = B.CreateBitCast(Info, FixedVectorType::get(I32, 4));
    unsigned Index = StringSwitch<unsigned>(C->Op)
                         .Case("get_width", 0)
                         .Case("get_height", 1)
                         .Case("get_depth", 2)
                         .Case("get_array_size", Dim == "1darray" ? 1 : 2)
                         .Default(3);
    Value *R = B.CreateExtractElement(Info, Index);
    if (C->Op == "get_array_size" && C->isCube())
      R = B.CreateUDiv(R, B.getInt32(6));
    return B.CreateZExtOrTrunc(R, Call.getType());
  }

  if (C->Op == "read" || C->Op == "write") {
    // Cubes are read and written as 2D arrays of faces.
    StringRef LoadDim = C->isCube() ? "2darray" : Dim;
    SmallVector<Value *, 8> Ops = {B.getInt32(15)};
    unsigned N = C->dims() == 3 && !C->isCube() ? 3 : C->isCube() ? 2 : C->dims();
    for (Value *X : lower::operandElements(B, C->Coord, N))
      Ops.push_back(B.CreateZExtOrTrunc(X, I32));
    if (C->isCube()) {
      Value *Slice = C->ArrayIndex ? B.CreateZExtOrTrunc(C->ArrayIndex, I32) : Zero;
      Slice = B.CreateMul(Slice, B.getInt32(6));
      if (C->Face)
        Slice = B.CreateAdd(Slice, B.CreateZExtOrTrunc(C->Face, I32));
      Ops.push_back(Slice);
    } else if (C->ArrayIndex) {
      Ops.push_back(B.CreateZExtOrTrunc(C->ArrayIndex, I32));
    }
    if (C->Sample)
      Ops.push_back(B.CreateZExtOrTrunc(C->Sample, I32));
    bool Mip = C->Level && !(isa<ConstantInt>(C->Level) &&
                             cast<ConstantInt>(C->Level)->isZero());
    if (Mip)
      Ops.push_back(B.CreateZExtOrTrunc(C->Level, I32));
    std::string Base = (Mip ? ".mip." : ".") + LoadDim.str();
    if (C->Op == "read") {
      Ops.append({Rsrc, Zero, Zero});
      return Result(callImage(B, "llvm.amdgcn.image.load" + Base, V4F, Ops));
    }
    Value *Data = WrittenWords();
    if (!Data)
      return Unsupported("a write of other than 4 components");
    Ops.insert(Ops.begin(), Data);
    Ops.append({Rsrc, Zero, Zero});
    callImage(B, "llvm.amdgcn.image.store" + Base, B.getVoidTy(), Ops);
    return nullptr;
  }

  // Sampling and gathering: a constexpr sampler's S# is a constant
  // (samplerDescriptorConstant), folded when it is the call's own argument;
  // any other sampler's is loaded from where it points.
  Value *Samp = nullptr;
  auto *G = dyn_cast<GlobalVariable>(C->Sampler->stripPointerCasts());
  if (G && G->getName().starts_with(SamplerDescriptorPrefix) && G->hasInitializer()) {
    auto *Words = cast<ConstantDataArray>(G->getInitializer());
    SmallVector<uint32_t, 4> S;
    for (unsigned K = 0; K != 4; ++K)
      S.push_back(uint32_t(Words->getElementAsInteger(K)));
    Samp = ConstantDataVector::get(Ctx, S);
  } else {
    Samp = Descriptor(C->Sampler, 4);
  }
  // A minimum level-of-detail clamp (zero: none).
  Value *MinLod = C->MinLodClamp && !(isa<ConstantFP>(C->MinLodClamp) &&
                                      cast<ConstantFP>(C->MinLodClamp)->isZero())
                      ? C->MinLodClamp
                      : nullptr;

  // The level of detail: kernels and vertex functions have no
  // derivatives, so sampling without a level reads level 0 plus the bias
  // (Metal's rule there); fragments take the hardware's implicit one.
  enum { Implicit, Bias, Level, LevelZero, Grad } Lod = LevelZero;
  Value *LodValue = nullptr;
  if (C->Grad) {
    Lod = Grad;
  } else if (C->IsLevel) {
    auto *K = dyn_cast<ConstantInt>(C->IsLevel);
    bool Zero_ = isa<ConstantFP>(C->LodValue) && cast<ConstantFP>(C->LodValue)->isZero();
    if (K && K->isOne()) {
      Lod = Zero_ ? LevelZero : Level;
    } else if (!Fragment) {
      Lod = Zero_ ? LevelZero : Level; // level 0 + bias
    } else if (K) {
      Lod = Zero_ ? Implicit : Bias;
    } else {
      return Unsupported("a level-of-detail choice made at run time in a "
                         "fragment function");
    }
    LodValue = C->LodValue;
  } else if (Fragment) {
    Lod = Implicit;
  }
  if (C->isGather())
    Lod = LevelZero;
  // calculate_clamped_lod and calculate_unclamped_lod: image_get_lod, the
  // accessed level and the level (Mesa's ac_nir_to_llvm takes
  // textureQueryLod's two components from it).
  if (C->isLodQuery()) {
    if (!Fragment)
      return Unsupported("'" + C->Op + "' outside a fragment function");
    Lod = Implicit;
  }

  // An explicit level (or level 0) is clamped here; the other forms take
  // the clamp as an operand (.cl).
  if (MinLod && (Lod == Level || Lod == LevelZero) && !C->isGather()) {
    LodValue = B.CreateMaxNum(Lod == Level ? LodValue : ConstantFP::get(F32, 0.0),
                              MinLod);
    Lod = Level;
    MinLod = nullptr;
  }
  if (C->isGather())
    MinLod = nullptr; // gathers read level 0

  // The instruction for one dmask: all four channels; a gather's
  // component; one for comparisons.
  auto Emit = [&](unsigned DMask) -> Value * {
    SmallVector<Value *, 16> Ops;
    std::string Op = C->isLodQuery() ? "getlod" : C->isGather() ? "gather4" : "sample";
    if (C->isCompare())
      Op += ".c";
    Op += Lod == Grad ? ".d" : Lod == Level ? ".l" : Lod == LevelZero ? ".lz"
          : Lod == Bias ? ".b" : "";
    if (MinLod)
      Op += ".cl";
    Ops.push_back(B.getInt32(DMask));
    if (C->Offset) {
      // Offsets: 6 bits each at bits 0, 8 and 16.
      Value *Packed = Zero;
      auto Comps = lower::operandElements(B, C->Offset, std::min(C->dims(), 3u));
      for (unsigned I = 0; I != Comps.size(); ++I)
        Packed = B.CreateOr(
            Packed, B.CreateShl(B.CreateAnd(B.CreateZExtOrTrunc(Comps[I], I32), 63),
                                8 * I));
      if (!(isa<ConstantInt>(Packed) && cast<ConstantInt>(Packed)->isZero())) {
        Op += ".o";
        Ops.push_back(Packed);
      }
    }
    if (Lod == Bias)
      Ops.push_back(LodValue);
    if (C->isCompare())
      Ops.push_back(C->Reference);
    unsigned Dims = C->dims();
    SmallVector<Value *, 4> Coord = lower::operandElements(B, C->Coord, Dims);
    if (Lod == Grad && C->isCube()) {
      // A cube's gradients are the direction's: the face's follow by
      // Vulkan's cube map derivative transformation (the host's rule;
      // Mesa's prepare_cube_coords transforms them likewise), the face
      // coordinates' span 1 in both spaces.
      auto [SX, TX] = lower::cubeFaceDerivative(B, C->Coord, C->GradX);
      auto [SY, TY] = lower::cubeFaceDerivative(B, C->Coord, C->GradY);
      Ops.append({SX, TX, SY, TY});
    } else if (Lod == Grad) {
      auto DX = lower::operandElements(B, C->GradX, Dims);
      auto DY = lower::operandElements(B, C->GradY, Dims);
      Ops.append(DX.begin(), DX.end());
      Ops.append(DY.begin(), DY.end());
    }
    if (C->isCube()) {
      // Mesa's ac_prepare_cube_coords: face coordinates in [1, 2] and the
      // face (plus 8 * array element for cube arrays).
      Value *X = Coord[0], *Y = Coord[1], *Z = Coord[2];
      Value *MA = B.CreateIntrinsic(Intrinsic::amdgcn_cubema, {}, {X, Y, Z});
      Value *SC = B.CreateIntrinsic(Intrinsic::amdgcn_cubesc, {}, {X, Y, Z});
      Value *TC = B.CreateIntrinsic(Intrinsic::amdgcn_cubetc, {}, {X, Y, Z});
      Value *ID = B.CreateIntrinsic(Intrinsic::amdgcn_cubeid, {}, {X, Y, Z});
      Value *InvMA = B.CreateFDiv(ConstantFP::get(F32, 1.0),
                                  B.CreateUnaryIntrinsic(Intrinsic::fabs, MA));
      Value *Half = ConstantFP::get(F32, 1.5);
      Coord = {B.CreateIntrinsic(Intrinsic::fma, {F32}, {SC, InvMA, Half}),
               B.CreateIntrinsic(Intrinsic::fma, {F32}, {TC, InvMA, Half}), ID};
      if (C->ArrayIndex)
        Coord[2] = B.CreateIntrinsic(
            Intrinsic::fma, {F32},
            {B.CreateUIToFP(C->ArrayIndex, F32), ConstantFP::get(F32, 8.0), ID});
    } else if (C->ArrayIndex) {
      Coord.push_back(B.CreateUIToFP(C->ArrayIndex, F32));
    } else if (C->isArray()) { // a level-of-detail query names no layer
      Coord.push_back(ConstantFP::get(F32, 0.0));
    }
    Ops.append(Coord.begin(), Coord.end());
    if (Lod == Level)
      Ops.push_back(LodValue);
    if (MinLod)
      Ops.push_back(MinLod);
    Ops.append({Rsrc, Samp, B.getFalse(), Zero, Zero});
    // A comparison's one value; a gather's four, compared or not.
    Type *Ret = DMask == 1 && C->isCompare() && !C->isGather() ? F32
                : DMask == 3                                     ? FixedVectorType::get(F32, 2)
                                                                 : V4F;
    return callImage(B, "llvm.amdgcn.image." + Op + "." + Dim.str(), Ret, Ops);
  };
  if (C->isLodQuery())
    return Result(B.CreateExtractElement(Emit(3), C->isClampedLodQuery() ? 0 : 1));
  if (C->isCompare() && !C->isGather())
    return Result(Emit(1));
  if (!C->isGather())
    return Result(Emit(15));
  // A gather reads the component its dmask names; one chosen at run time
  // selects among the four gathers.
  if (!C->Component)
    return Result(Emit(1)); // component x (and a depth gather's one channel)
  if (auto *K = dyn_cast<ConstantInt>(C->Component))
    return Result(Emit(1u << (K->getZExtValue() & 3)));
  Value *Component = B.CreateAnd(B.CreateZExtOrTrunc(C->Component, I32), 3);
  Value *R = Emit(1);
  for (unsigned K = 1; K != 4; ++K)
    R = B.CreateSelect(B.CreateICmpEQ(Component, B.getInt32(K)), Emit(1u << K), R);
  return Result(R);
}
