//===- Render.cpp - Render pipelines and vertex fetch ---------------------===//
//
// Vertex fetch follows MTLVertexDescriptor's documented meaning: an
// attribute is read from its layout's buffer at index * stride + offset,
// where the index is the vertex id for PerVertex, the instance id divided
// by the step rate for PerInstance (counted from base_instance, as Metal's
// instance_id includes it) and 0 for Constant; its components convert by
// the MSL specification's rules for normalized integers (chapter 7.7), and
// a value with fewer components than declared is filled with 0, 0, 0, 1
// (MTLVertexFormat's documentation).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Render.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include <bitset>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using formats::NumericKind;

static Error renderError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::optional<BlendFactor> lower::parseBlendFactor(StringRef Name) {
  return StringSwitch<std::optional<BlendFactor>>(Name)
      .Case("Zero", BlendFactor::Zero)
      .Case("One", BlendFactor::One)
      .Case("SourceColor", BlendFactor::SourceColor)
      .Case("OneMinusSourceColor", BlendFactor::OneMinusSourceColor)
      .Case("SourceAlpha", BlendFactor::SourceAlpha)
      .Case("OneMinusSourceAlpha", BlendFactor::OneMinusSourceAlpha)
      .Case("DestinationColor", BlendFactor::DestinationColor)
      .Case("OneMinusDestinationColor", BlendFactor::OneMinusDestinationColor)
      .Case("DestinationAlpha", BlendFactor::DestinationAlpha)
      .Case("OneMinusDestinationAlpha", BlendFactor::OneMinusDestinationAlpha)
      .Case("SourceAlphaSaturated", BlendFactor::SourceAlphaSaturated)
      .Case("BlendColor", BlendFactor::BlendColor)
      .Case("OneMinusBlendColor", BlendFactor::OneMinusBlendColor)
      .Case("BlendAlpha", BlendFactor::BlendAlpha)
      .Case("OneMinusBlendAlpha", BlendFactor::OneMinusBlendAlpha)
      .Case("Source1Color", BlendFactor::Source1Color)
      .Case("OneMinusSource1Color", BlendFactor::OneMinusSource1Color)
      .Case("Source1Alpha", BlendFactor::Source1Alpha)
      .Case("OneMinusSource1Alpha", BlendFactor::OneMinusSource1Alpha)
      .Default(std::nullopt);
}

std::optional<BlendOperation> lower::parseBlendOperation(StringRef Name) {
  return StringSwitch<std::optional<BlendOperation>>(Name)
      .Case("Add", BlendOperation::Add)
      .Case("Subtract", BlendOperation::Subtract)
      .Case("ReverseSubtract", BlendOperation::ReverseSubtract)
      .Case("Min", BlendOperation::Min)
      .Case("Max", BlendOperation::Max)
      .Default(std::nullopt);
}

bool lower::isSignedTypeName(StringRef TypeName) {
  return !TypeName.starts_with("u");
}

Value *lower::vertexBuiltin(IRBuilderBase &B, StringRef What, Type *T, Value *VertexID,
                            Value *InstanceID, Value *BaseVertex, Value *BaseInstance) {
  Value *I = What == "air.vertex_id"       ? VertexID
             : What == "air.instance_id"   ? InstanceID
             : What == "air.base_vertex"   ? BaseVertex
             : What == "air.base_instance" ? BaseInstance
                                           : nullptr;
  return I ? B.CreateZExtOrTrunc(I, T) : nullptr;
}

std::pair<unsigned, Type *> lower::vertexOutputComponents(Type *T) {
  if (auto *V = dyn_cast<FixedVectorType>(T))
    return {V->getNumElements(), V->getElementType()};
  if (auto *A = dyn_cast<ArrayType>(T))
    return {unsigned(A->getNumElements()), A->getElementType()};
  return {1, T};
}

Value *lower::vertexOutputWord(IRBuilderBase &B, Value *C, bool Signed) {
  Type *T = C->getType();
  if (T->isHalfTy())
    C = B.CreateFPExt(C, B.getFloatTy());
  if (C->getType()->isFloatTy())
    return B.CreateBitCast(C, B.getInt32Ty());
  return Signed && !T->isIntegerTy(1) ? B.CreateSExtOrTrunc(C, B.getInt32Ty())
                                       : B.CreateZExtOrTrunc(C, B.getInt32Ty());
}

/// A declared type's components, 1 to 4, and their type; none for a
/// vector of more than four.
static std::optional<std::pair<unsigned, Type *>> formatComponents(Type *T) {
  unsigned N = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    N = VT->getNumElements();
    T = VT->getElementType();
  }
  if (N > 4)
    return std::nullopt;
  return std::make_pair(N, T);
}

const formats::AttributeFormat *lower::getDefaultAttributeFormat(Type *Declared,
                                                                bool Signed) {
  std::optional<std::pair<unsigned, Type *>> C = formatComponents(Declared);
  if (!C)
    return nullptr;
  auto [N, T] = *C;
  StringRef Base;
  if (T->isFloatTy())
    Base = "Float";
  else if (T->isHalfTy())
    Base = "Half";
  else if (T->isIntegerTy(32))
    Base = Signed ? "Int" : "UInt";
  else if (T->isIntegerTy(16))
    Base = Signed ? "Short" : "UShort";
  else if (T->isIntegerTy(8))
    Base = Signed ? "Char" : "UChar";
  else
    return nullptr;
  std::string Name = Base.str();
  if (N > 1)
    Name += char('0' + N);
  return formats::lookupAttributeFormat(Name);
}

const formats::PixelFormat *lower::getDefaultPixelFormat(Type *Declared, bool Signed) {
  std::optional<std::pair<unsigned, Type *>> C = formatComponents(Declared);
  if (!C)
    return nullptr;
  auto [N, T] = *C;
  StringRef Kind;
  unsigned Bits = T->getPrimitiveSizeInBits();
  if (T->isFloatTy() || T->isHalfTy())
    Kind = "Float";
  else if (T->isIntegerTy(32) || T->isIntegerTy(16) || T->isIntegerTy(8))
    Kind = Signed ? "Sint" : "Uint";
  else
    return nullptr;
  StringRef Channels = N == 1 ? "R" : N == 2 ? "RG" : "RGBA";
  return formats::lookupPixelFormat((Channels + Twine(Bits) + Kind).str());
}

bool lower::ColorAttachment::readsSecondSource() const {
  auto Second = [](BlendFactor F) {
    return F == BlendFactor::Source1Color || F == BlendFactor::OneMinusSource1Color ||
           F == BlendFactor::Source1Alpha || F == BlendFactor::OneMinusSource1Alpha;
  };
  return Blending && (Second(SourceRGB) || Second(DestinationRGB) || Second(SourceAlpha) ||
                      Second(DestinationAlpha));
}

RenderPipeline lower::defaultRenderPipeline(const KernelSignature &Sig) {
  RenderPipeline P;
  auto Add = [&](unsigned Index, Type *T, StringRef TypeName) {
    if (P.Colors.size() <= Index)
      P.Colors.resize(Index + 1);
    if (!P.Colors[Index].Format)
      P.Colors[Index].Format = getDefaultPixelFormat(T, isSignedTypeName(TypeName));
  };
  for (const StageOutput &O : Sig.Outputs)
    if (O.K == StageOutput::Color && !O.DualSourceIndex)
      Add(O.Index, O.Ty, O.TypeName);
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Builtin && A.What == "air.render_target")
      Add(A.LocationIndex, Sig.F->getArg(A.ArgNo)->getType(), A.TypeName);
  return P;
}

static std::string describeArg(const KernelArg &A) {
  return "argument " + std::to_string(A.ArgNo) +
         (A.Name.empty() ? "" : " '" + A.Name + "'");
}

Expected<VertexDescriptor>
lower::defaultVertexDescriptor(const KernelSignature &Sig) {
  VertexDescriptor D;
  // The slots the function's own buffers take, then the attributes' in
  // order of location.
  std::bitset<MaxBufferSlots> Taken;
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Buffer && A.LocationIndex < MaxBufferSlots)
      Taken.set(A.LocationIndex);
  SmallVector<const KernelArg *, 8> Attributes;
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::StageIn)
      Attributes.push_back(&A);
  llvm::sort(Attributes, [](const KernelArg *X, const KernelArg *Y) {
    return X->LocationIndex < Y->LocationIndex;
  });
  for (const KernelArg *AP : Attributes) {
    const KernelArg &A = *AP;
    int Slot = int(MaxBufferSlots) - 1 - int(std::min(A.LocationIndex, MaxBufferSlots - 1));
    while (Slot >= 0 && Taken.test(unsigned(Slot)))
      --Slot;
    if (Slot < 0)
      return renderError("vertex function '" + Sig.F->getName() + "': without a vertex "
                         "descriptor, [[attribute(" + Twine(A.LocationIndex) + ")]] has "
                         "no free buffer slot to be read from; the pipeline needs a "
                         "vertex_descriptor");
    Taken.set(unsigned(Slot));
    Type *T = Sig.F->getArg(A.ArgNo)->getType();
    const formats::AttributeFormat *F =
        getDefaultAttributeFormat(T, isSignedTypeName(A.TypeName));
    if (!F)
      return renderError("vertex function '" + Sig.F->getName() + "': " +
                         describeArg(A) + " of type '" + A.TypeName +
                         "' has no vertex attribute format");
    D.Attributes[A.LocationIndex] = {unsigned(Slot), 0, F};
    D.Layouts[unsigned(Slot)] = {F->Size, StepFunction::PerVertex, 1};
  }
  return D;
}

/// Whether values of declared type T (its element type) can be read from
/// a format of kind K.
static bool convertible(NumericKind K, Type *T) {
  Type *E = T->getScalarType();
  if (formats::isFloatKind(K))
    return E->isFloatTy() || E->isHalfTy();
  return E->isIntegerTy() && E->getIntegerBitWidth() <= 32;
}

static StringRef kindName(NumericKind K) {
  switch (K) {
  case NumericKind::UInt:
    return "unsigned integer";
  case NumericKind::SInt:
    return "signed integer";
  default:
    return "floating-point";
  }
}

Error lower::checkPipeline(const KernelSignature &Sig,
                           const RenderPipeline &P) {
  StringRef Fn = Sig.F->getName();
  if (Sig.Stage == StageKind::Vertex) {
    VertexDescriptor Default;
    const VertexDescriptor *D = P.Vertex ? &*P.Vertex : nullptr;
    for (const KernelArg &A : Sig.Args) {
      if (A.K != KernelArg::StageIn)
        continue;
      if (!D) {
        Expected<VertexDescriptor> DD = defaultVertexDescriptor(Sig);
        if (!DD)
          return DD.takeError();
        Default = std::move(*DD);
        D = &Default;
      }
      std::string What = "vertex function '" + Fn.str() + "': " +
                         describeArg(A) + " [[attribute(" +
                         std::to_string(A.LocationIndex) + ")]]";
      auto It = D->Attributes.find(A.LocationIndex);
      if (It == D->Attributes.end() || !It->second.Format)
        return renderError(What + " has no entry in the vertex descriptor's "
                                  "attributes");
      const VertexAttribute &VA = It->second;
      Type *T = Sig.F->getArg(A.ArgNo)->getType();
      if (!convertible(VA.Format->Kind, T))
        return renderError(What + " of type '" + A.TypeName +
                           "' cannot be read from format " + VA.Format->Name +
                           " (" + kindName(VA.Format->Kind) + ")");
      auto L = D->Layouts.find(VA.BufferIndex);
      if (L == D->Layouts.end())
        return renderError(What + " reads buffer " + Twine(VA.BufferIndex) +
                           ", which the vertex descriptor's layouts do not "
                           "describe");
      if (L->second.Step != StepFunction::Constant &&
          uint64_t(VA.Offset) + VA.Format->Size > L->second.Stride)
        return renderError(What + ": offset " + Twine(VA.Offset) + " + " +
                           Twine(unsigned(VA.Format->Size)) +
                           " bytes of " + VA.Format->Name +
                           " exceed the stride " + Twine(L->second.Stride) +
                           " of buffer layout " + Twine(VA.BufferIndex));
      if (L->second.Step == StepFunction::PerInstance && L->second.StepRate == 0)
        return renderError(What + ": buffer layout " + Twine(VA.BufferIndex) +
                           " steps per instance with a step rate of 0");
      for (const KernelArg &Other : Sig.Args)
        if (Other.K == KernelArg::Buffer &&
            Other.LocationIndex == VA.BufferIndex)
          return renderError(What + " is read from buffer " +
                             Twine(VA.BufferIndex) + ", which is also the "
                             "function's " + describeArg(Other));
    }
    return Error::success();
  }
  if (Sig.Stage != StageKind::Fragment || !P.RasterizationEnabled)
    return Error::success();
  for (const StageOutput &O : Sig.Outputs) {
    if (O.K != StageOutput::Color)
      continue;
    std::string What = "fragment function '" + Fn.str() + "': output " +
                       (O.Name.empty() ? "" : "'" + O.Name + "' ") +
                       "[[color(" + std::to_string(O.Index) + ")]]";
    if (O.Index >= P.Colors.size() || !P.Colors[O.Index].Format)
      return renderError(What + " has no color attachment (color_attachments[" +
                         Twine(O.Index) + "].pixel_format)");
    const formats::PixelFormat &F = *P.Colors[O.Index].Format;
    Type *E = O.Ty->getScalarType();
    bool FloatOut = E->isFloatingPointTy();
    bool SignedOut = isSignedTypeName(O.TypeName);
    bool Fits = formats::isFloatKind(F.Kind)
                    ? FloatOut
                    : !FloatOut && SignedOut == (F.Kind == NumericKind::SInt);
    if (!Fits)
      return renderError(What + " of type '" + O.TypeName +
                         "' cannot be written to pixel format " + F.Name +
                         " (" + kindName(F.Kind) + ")");
  }
  return Error::success();
}

std::array<Value *, 4> lower::blendColor(IRBuilderBase &B, const ColorAttachment &A,
                                         const formats::PixelFormat &F,
                                         const RenderPipeline &P, std::array<Value *, 4> S,
                                         std::array<Value *, 4> S1,
                                         std::array<Value *, 4> D) {
  bool FloatFormat = formats::isFloatKind(F.Kind);
  if (P.AlphaToOne && FloatFormat)
    S[3] = ConstantFP::get(B.getFloatTy(), 1.0);
  if (!A.Blending || !FloatFormat)
    return S;
  bool Normalized = F.Kind == NumericKind::UNorm || F.Kind == NumericKind::SRGB ||
                    F.Kind == NumericKind::SNorm;
  Value *Low = ConstantFP::get(B.getFloatTy(), F.Kind == NumericKind::SNorm ? -1.0 : 0.0);
  Value *One = ConstantFP::get(B.getFloatTy(), 1.0);
  // std::clamp: lo when v < lo, hi when hi < v, else v (NaN stays).
  auto Clamp = [&](Value *V) -> Value * {
    if (!Normalized)
      return V;
    V = B.CreateSelect(B.CreateFCmpOLT(V, Low), Low, V);
    return B.CreateSelect(B.CreateFCmpOLT(One, V), One, V);
  };
  std::array<Value *, 4> K;
  for (unsigned C = 0; C != 4; ++C) {
    S[C] = Clamp(S[C]);
    S1[C] = Clamp(S1[C]);
    D[C] = Clamp(D[C]);
    K[C] = ConstantFP::get(B.getFloatTy(), P.BlendColor[C]);
  }
  auto OneMinus = [&](Value *V) { return B.CreateFSub(One, V); };
  auto Factor = [&](BlendFactor Fa, unsigned C) -> Value * {
    switch (Fa) {
    case BlendFactor::Zero: return ConstantFP::get(B.getFloatTy(), 0.0);
    case BlendFactor::One: return One;
    case BlendFactor::SourceColor: return S[C];
    case BlendFactor::OneMinusSourceColor: return OneMinus(S[C]);
    case BlendFactor::SourceAlpha: return S[3];
    case BlendFactor::OneMinusSourceAlpha: return OneMinus(S[3]);
    case BlendFactor::DestinationColor: return D[C];
    case BlendFactor::OneMinusDestinationColor: return OneMinus(D[C]);
    case BlendFactor::DestinationAlpha: return D[3];
    case BlendFactor::OneMinusDestinationAlpha: return OneMinus(D[3]);
    case BlendFactor::SourceAlphaSaturated: {
      if (C == 3)
        return One;
      Value *X = S[3], *Y = OneMinus(D[3]); // std::min: y < x ? y : x
      return B.CreateSelect(B.CreateFCmpOLT(Y, X), Y, X);
    }
    case BlendFactor::BlendColor: return K[C];
    case BlendFactor::OneMinusBlendColor: return OneMinus(K[C]);
    case BlendFactor::BlendAlpha: return K[3];
    case BlendFactor::OneMinusBlendAlpha: return OneMinus(K[3]);
    case BlendFactor::Source1Color: return S1[C];
    case BlendFactor::OneMinusSource1Color: return OneMinus(S1[C]);
    case BlendFactor::Source1Alpha: return S1[3];
    case BlendFactor::OneMinusSource1Alpha: return OneMinus(S1[3]);
    }
    return One;
  };
  std::array<Value *, 4> Out;
  for (unsigned C = 0; C != 4; ++C) {
    bool Alpha = C == 3;
    Value *SF = Clamp(Factor(Alpha ? A.SourceAlpha : A.SourceRGB, C));
    Value *DF = Clamp(Factor(Alpha ? A.DestinationAlpha : A.DestinationRGB, C));
    switch (Alpha ? A.AlphaOperation : A.RGBOperation) {
    case BlendOperation::Add:
      Out[C] = B.CreateFAdd(B.CreateFMul(S[C], SF), B.CreateFMul(D[C], DF));
      break;
    case BlendOperation::Subtract:
      Out[C] = B.CreateFSub(B.CreateFMul(S[C], SF), B.CreateFMul(D[C], DF));
      break;
    case BlendOperation::ReverseSubtract:
      Out[C] = B.CreateFSub(B.CreateFMul(D[C], DF), B.CreateFMul(S[C], SF));
      break;
    case BlendOperation::Min: // std::min(s, d): d < s ? d : s
      Out[C] = B.CreateSelect(B.CreateFCmpOLT(D[C], S[C]), D[C], S[C]);
      break;
    case BlendOperation::Max: // std::max(s, d): s < d ? d : s
      Out[C] = B.CreateSelect(B.CreateFCmpOLT(S[C], D[C]), D[C], S[C]);
      break;
    }
  }
  return Out;
}

namespace {

/// Loads Bits bits (8, 16 or 32) at byte P, aligned to A, as an i32,
/// zero-extended.
Value *loadComponent(IRBuilderBase &B, Value *P, unsigned Bits, Align A) {
  Value *V = B.CreateAlignedLoad(B.getIntNTy(Bits), P, A);
  return B.CreateZExt(V, B.getInt32Ty());
}

/// The float a component's bits (in an i32) stand for.
Value *toFloat(IRBuilderBase &B, const formats::AttributeFormat &F,
               const formats::Component &C, Value *Bits) {
  Type *FT = B.getFloatTy();
  switch (F.Kind) {
  case NumericKind::UNorm:
  case NumericKind::SRGB: {
    double Max = double((uint64_t(1) << C.Bits) - 1);
    return B.CreateFDiv(B.CreateUIToFP(Bits, FT), ConstantFP::get(FT, Max));
  }
  case NumericKind::SNorm: {
    unsigned Shift = 32 - C.Bits;
    Value *S = B.CreateAShr(B.CreateShl(Bits, Shift), Shift);
    double Max = double((uint64_t(1) << (C.Bits - 1)) - 1);
    Value *V = B.CreateFDiv(B.CreateSIToFP(S, FT), ConstantFP::get(FT, Max));
    return B.CreateMaxNum(V, ConstantFP::get(FT, -1.0));
  }
  case NumericKind::Float:
    if (C.Bits == 16)
      return B.CreateFPExt(
          B.CreateBitCast(B.CreateTrunc(Bits, B.getInt16Ty()), B.getHalfTy()),
          FT);
    return B.CreateBitCast(Bits, FT);
  default:
    llvm_unreachable("not a float kind");
  }
}

} // namespace

Value *lower::fetchVertexAttribute(IRBuilderBase &B,
                                   const VertexDescriptor &D, unsigned Location,
                                   Type *T, const VertexFetchInputs &In) {
  const VertexAttribute &A = D.Attributes.at(Location);
  const VertexBufferLayout &L = D.Layouts.at(A.BufferIndex);
  const formats::AttributeFormat &F = *A.Format;
  Value *Index = nullptr;
  switch (L.Step) {
  case StepFunction::Constant:
    Index = B.getInt32(0);
    break;
  case StepFunction::PerVertex:
    Index = In.VertexID;
    break;
  case StepFunction::PerInstance:
    Index = B.CreateAdd(In.BaseInstance,
                        B.CreateUDiv(B.CreateSub(In.InstanceID, In.BaseInstance),
                                     B.getInt32(L.StepRate)));
    break;
  }
  Value *Offset = B.CreateAdd(
      B.CreateMul(B.CreateZExt(Index, B.getInt64Ty()), B.getInt64(L.Stride)),
      B.getInt64(A.Offset));
  Value *Addr = B.CreateInBoundsGEP(B.getInt8Ty(), In.BufferBase(A.BufferIndex),
                                    Offset, "attr" + Twine(Location));

  // What an access at byte Offset of the attribute is aligned to: Metal
  // binds vertex buffers at multiples of 4 bytes (setVertexBuffer's
  // offset), so the element's alignment is that of the stride and offset,
  // up to 4.
  Align Base = L.Step == StepFunction::Constant
                   ? Align(4)
                   : commonAlignment(Align(4), L.Stride ? L.Stride : 4);
  auto AlignAt = [&](unsigned Offset) {
    return commonAlignment(Base, A.Offset + Offset);
  };
  // The stored bits of each channel, as i32s, and their component.
  Value *Channel[4] = {nullptr, nullptr, nullptr, nullptr};
  const formats::Component *Comp[4] = {nullptr, nullptr, nullptr, nullptr};
  bool Packed = F.Components[0].Bits % 8 != 0 || F.Components[0].Channel != 0;
  Value *Word = Packed ? loadComponent(B, Addr, 32, AlignAt(0)) : nullptr;
  for (unsigned I = 0; I != F.NumComponents; ++I) {
    const formats::Component &C = F.Components[I];
    Value *Bits;
    if (Word) {
      Bits = B.CreateAnd(B.CreateLShr(Word, C.Offset), (1u << C.Bits) - 1);
    } else {
      Bits = loadComponent(
          B, B.CreateConstInBoundsGEP1_32(B.getInt8Ty(), Addr, C.Offset / 8),
          C.Bits, AlignAt(C.Offset / 8));
    }
    Channel[C.Channel] = Bits;
    Comp[C.Channel] = &C;
  }

  auto *VT = dyn_cast<FixedVectorType>(T);
  unsigned N = VT ? VT->getNumElements() : 1;
  Type *E = T->getScalarType();
  Value *Result = VT ? PoisonValue::get(VT) : nullptr;
  for (unsigned I = 0; I != N; ++I) {
    Value *V;
    if (formats::isFloatKind(F.Kind)) {
      // Missing channels: 0, 0, 0, 1.
      V = Channel[I] ? toFloat(B, F, *Comp[I], Channel[I])
                     : ConstantFP::get(B.getFloatTy(), I == 3 ? 1.0 : 0.0);
      if (E->isHalfTy())
        V = B.CreateFPTrunc(V, E);
    } else if (!Channel[I]) {
      V = ConstantInt::get(E, I == 3 ? 1 : 0);
    } else {
      unsigned Bits = Comp[I]->Bits;
      Value *X = Channel[I];
      if (F.Kind == NumericKind::SInt && Bits < 32)
        X = B.CreateAShr(B.CreateShl(X, 32 - Bits), 32 - Bits);
      V = B.CreateZExtOrTrunc(X, E);
    }
    Result = VT ? B.CreateInsertElement(Result, V, I) : V;
  }
  return Result;
}

unsigned lower::TextureCall::dims() const {
  if (Geometry.starts_with("1d") || isBuffer())
    return 1;
  if (Geometry.starts_with("3d") || isCube())
    return 3;
  return 2;
}

std::optional<std::array<uint64_t, 2>> lower::constantSamplerWords(const Value *V) {
  if (const auto *CE = dyn_cast<ConstantExpr>(V)) {
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (const auto *I = dyn_cast<ConstantInt>(CE->getOperand(0)))
        // Bit 63 set and the unused bits 60-62 clear: not a sentinel
        // pointer such as (T *)-1.
        if (I->getBitWidth() == 64 && I->getZExtValue() >> 60 == 0x8)
          return std::array<uint64_t, 2>{I->getZExtValue(), 0};
    if (CE->getOpcode() == Instruction::AddrSpaceCast ||
        CE->getOpcode() == Instruction::BitCast)
      return constantSamplerWords(CE->getOperand(0));
  }
  const auto *G = dyn_cast<GlobalVariable>(V);
  if (!G || !G->getName().starts_with("__air_sampler_state") || !G->hasInitializer())
    return std::nullopt;
  // One word (AIR of older compilers: the first word alone, the second 0).
  if (const auto *I = dyn_cast<ConstantInt>(G->getInitializer()))
    if (I->getBitWidth() == 64)
      return std::array<uint64_t, 2>{I->getZExtValue(), 0};
  const auto *A = dyn_cast<ConstantDataArray>(G->getInitializer());
  if (!A || A->getNumElements() != 2 || !A->getElementType()->isIntegerTy(64))
    return std::nullopt;
  return std::array<uint64_t, 2>{A->getElementAsInteger(0), A->getElementAsInteger(1)};
}

void lower::rewriteConstantSamplers(
    Module &M, function_ref<Constant *(std::array<uint64_t, 2>, Type *)> Replace) {
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        for (Use &U : I.operands()) {
          if (!U->getType()->isPointerTy() || !isa<Constant>(U))
            continue;
          std::optional<std::array<uint64_t, 2>> W = constantSamplerWords(U);
          if (!W)
            continue;
          if (Constant *C = Replace(*W, U->getType()))
            U.set(C);
        }
}

SmallVector<Value *, 4> lower::operandElements(IRBuilderBase &B, Value *V, unsigned N) {
  SmallVector<Value *, 4> Out;
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  for (unsigned I = 0; I != N; ++I)
    Out.push_back(VT ? B.CreateExtractElement(V, I) : V);
  return Out;
}

unsigned lower::constantSamplerSlot(std::vector<std::array<uint64_t, 2>> &Samplers,
                                    std::array<uint64_t, 2> Words) {
  auto It = llvm::find(Samplers, Words);
  if (It != Samplers.end())
    return unsigned(It - Samplers.begin());
  Samplers.push_back(Words);
  return unsigned(Samplers.size() - 1);
}

bool lower::TextureCall::isSampleAccess() const {
  auto *K = dyn_cast_or_null<ConstantInt>(Access);
  return !K || K->isZero();
}

std::optional<lower::TextureCall> lower::parseTextureCall(CallInst &Call,
                                                          StringRef Name) {
  if (!Name.consume_front("air."))
    return std::nullopt;
  StringRef Base = Name.split('.').first;
  TextureCall C;
  size_t At = Base.find("_texture_");
  size_t DepthAt = Base.find("_depth_");
  // get_depth_texture_3d is a texture's depth query, not a depth texture.
  if (Base.take_front(DepthAt) == "get" && At != StringRef::npos)
    DepthAt = StringRef::npos;
  if (DepthAt != StringRef::npos && (At == StringRef::npos || DepthAt < At)) {
    C.Depth = true;
    At = DepthAt;
    C.Geometry = Base.substr(At + 7);
  } else if (At != StringRef::npos) {
    C.Geometry = Base.substr(At + 9);
  } else {
    return std::nullopt;
  }
  C.Op = Base.take_front(At);
  if (C.Geometry.consume_back("_grad"))
    C.Grad = true;
  bool Known = StringSwitch<bool>(C.Op)
                   .Cases({"sample", "sample_compare", "gather",
                           "gather_compare", "read", "write"}, true)
                   .Cases({"get_width", "get_height", "get_depth",
                           "get_array_size", "get_num_mip_levels",
                           "get_num_samples", "fence"}, true)
                   .Cases({"calculate_clamped_lod", "calculate_unclamped_lod"}, true)
                   .Default(false);
  if (!Known || Call.arg_size() == 0)
    return std::nullopt;

  unsigned N = Call.arg_size(), I = 1;
  auto Next = [&]() -> Value * { return I < N ? Call.getArgOperand(I) : nullptr; };
  auto At_ = [&](unsigned K) -> Value * {
    return I + K < N ? Call.getArgOperand(I + K) : nullptr;
  };
  auto IsInt = [](Value *V, unsigned Bits = 0) {
    return V && V->getType()->isIntegerTy() &&
           (!Bits || V->getType()->getIntegerBitWidth() == Bits);
  };
  auto IsIntVector = [](Value *V) {
    return V && V->getType()->isIntOrIntVectorTy() &&
           !V->getType()->isIntegerTy(1);
  };
  C.Texture = Call.getArgOperand(0);
  if (C.Op == "fence")
    return C;
  if (C.isQuery()) {
    if (IsInt(Next()))
      C.Level = Next();
    return C;
  }
  if (C.isLodQuery()) {
    // (texture, sampler, coordinate, access): no layer, no depth constant.
    if (N < 3 || !Call.getArgOperand(1)->getType()->isPointerTy() ||
        !Call.getArgOperand(2)->getType()->isFPOrFPVectorTy() || C.isMultisampled() ||
        C.isBuffer())
      return std::nullopt;
    C.Sampler = Call.getArgOperand(1);
    C.Coord = Call.getArgOperand(2);
    return C;
  }
  if (C.Op == "read" || C.Op == "write") {
    bool Read = C.Op == "read";
    if (Next() && Next()->getType()->isPointerTy()) // AIR 2.8's read sampler
      C.Sampler = Call.getArgOperand(I++);
    if (C.Depth && IsInt(Next(), 32) && IsIntVector(At_(1)) &&
        At_(1)->getType()->isVectorTy())
      ++I; // a depth texture's constant 1
    if (!IsIntVector(Next()))
      return std::nullopt;
    C.Coord = Call.getArgOperand(I++);
    if (C.isCube() && IsInt(Next()))
      C.Face = Call.getArgOperand(I++);
    if (C.isArray() && IsInt(Next()))
      C.ArrayIndex = Call.getArgOperand(I++);
    if (!Read) {
      if (!Next() || !Next()->getType()->isVectorTy())
        return std::nullopt;
      C.Written = Call.getArgOperand(I++);
    } else if (Next() && Next()->getType()->isVectorTy()) {
      ++I; // AIR 2.8's zero offset
    }
    if (Read && C.isMultisampled() && IsInt(Next()))
      C.Sample = Call.getArgOperand(I++);
    // A level before the final access operand.
    if (!C.isMultisampled() && !C.isBuffer() && IsInt(Next()) && I + 1 < N)
      C.Level = Call.getArgOperand(I++);
    if (I + 1 == N && IsInt(Next(), 32))
      C.Access = Call.getArgOperand(I);
    return C;
  }
  // sample, sample_compare, gather, gather_compare.
  if (!Next() || !Next()->getType()->isPointerTy())
    return std::nullopt;
  C.Sampler = Call.getArgOperand(I++);
  if (C.Depth && IsInt(Next(), 32))
    ++I; // a depth texture's constant 1
  if (!Next() || !Next()->getType()->isFPOrFPVectorTy())
    return std::nullopt;
  C.Coord = Call.getArgOperand(I++);
  if (C.isArray() && IsInt(Next()))
    C.ArrayIndex = Call.getArgOperand(I++);
  if (C.isCompare() && Next() && Next()->getType()->isFloatTy())
    C.Reference = Call.getArgOperand(I++);
  if (C.Grad) {
    if (I + 2 >= N)
      return std::nullopt;
    C.GradX = Call.getArgOperand(I);
    C.GradY = Call.getArgOperand(I + 1);
    C.MinLodClamp = Call.getArgOperand(I + 2);
    I += 3;
  }
  if (IsInt(Next(), 1) && IsIntVector(At_(1))) {
    C.Offset = At_(1);
    I += 2;
  }
  if (C.isGather() && !C.Depth && IsInt(Next(), 32) && I + 1 < N)
    C.Component = Call.getArgOperand(I++);
  if (!C.Grad && IsInt(Next(), 1) && At_(1) && At_(1)->getType()->isFloatTy()) {
    C.IsLevel = Next();
    C.LodValue = At_(1);
    I += 2;
    if (Next() && Next()->getType()->isFloatTy())
      C.MinLodClamp = Call.getArgOperand(I++);
  }
  return C;
}

namespace {
/// Vulkan's cube face selection ("Cube Map Face Selection") for a
/// direction: its major axis (ties to x, then y, as metal-run's host
/// breaks them) and signs, and through them the face's sc, tc and ma of
/// the direction or of a derivative of it.
struct CubeSelection {
  IRBuilderBase &B;
  Value *IsX, *IsY, *XPos, *YPos, *ZPos;

  CubeSelection(IRBuilderBase &B, Value *D) : B(B) {
    auto [X, Y, Z] = components(D);
    auto Abs = [&](Value *V) { return B.CreateUnaryIntrinsic(Intrinsic::fabs, V); };
    Value *AX = Abs(X), *AY = Abs(Y), *AZ = Abs(Z);
    Value *Zero = ConstantFP::get(B.getFloatTy(), 0.0);
    IsX = B.CreateAnd(B.CreateFCmpOGE(AX, AY), B.CreateFCmpOGE(AX, AZ));
    IsY = B.CreateAnd(B.CreateNot(IsX), B.CreateFCmpOGE(AY, AZ));
    XPos = B.CreateFCmpOGE(X, Zero);
    YPos = B.CreateFCmpOGE(Y, Zero);
    ZPos = B.CreateFCmpOGE(Z, Zero);
  }

  std::tuple<Value *, Value *, Value *> components(Value *V) const {
    return {B.CreateExtractElement(V, uint64_t(0)), B.CreateExtractElement(V, 1),
            B.CreateExtractElement(V, 2)};
  }
  Value *pick(Value *ForX, Value *ForY, Value *ForZ) const {
    return B.CreateSelect(IsX, ForX, B.CreateSelect(IsY, ForY, ForZ));
  }
  /// V where the axis is positive, -V where it is negative.
  Value *bySign(Value *Pos, Value *V) const { return B.CreateSelect(Pos, V, B.CreateFNeg(V)); }

  /// The face (0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z).
  Value *face() const {
    return pick(B.CreateSelect(XPos, B.getInt32(0), B.getInt32(1)),
                B.CreateSelect(YPos, B.getInt32(2), B.getInt32(3)),
                B.CreateSelect(ZPos, B.getInt32(4), B.getInt32(5)));
  }
  /// sc, tc and ma (|ma| for the direction itself) of V.
  std::tuple<Value *, Value *, Value *> faceComponents(Value *V) const {
    auto [X, Y, Z] = components(V);
    Value *NegY = B.CreateFNeg(Y);
    return {pick(bySign(XPos, B.CreateFNeg(Z)), X, bySign(ZPos, X)),
            pick(NegY, bySign(YPos, Z), NegY),
            pick(bySign(XPos, X), bySign(YPos, Y), bySign(ZPos, Z))};
  }
};
} // namespace

std::tuple<Value *, Value *, Value *> lower::cubeFaceCoords(IRBuilderBase &B, Value *D) {
  CubeSelection Sel(B, D);
  Value *SC, *TC, *MA; // not structured bindings: the lambda captures MA
  std::tie(SC, TC, MA) = Sel.faceComponents(D);
  Value *Half = ConstantFP::get(B.getFloatTy(), 0.5), *One = ConstantFP::get(B.getFloatTy(), 1.0);
  Value *MAZero = B.CreateFCmpOEQ(MA, ConstantFP::get(B.getFloatTy(), 0.0));
  auto Coord = [&](Value *C) {
    return B.CreateSelect(MAZero, Half,
                          B.CreateFMul(Half, B.CreateFAdd(B.CreateFDiv(C, MA), One)));
  };
  return {Sel.face(), Coord(SC), Coord(TC)};
}

std::pair<Value *, Value *> lower::cubeFaceDerivative(IRBuilderBase &B, Value *D,
                                                      Value *DD) {
  Type *F32 = B.getFloatTy();
  CubeSelection Sel(B, D);
  Value *SC, *TC, *MA, *DSC, *DTC, *DMA; // captured below: no structured bindings
  std::tie(SC, TC, MA) = Sel.faceComponents(D);
  std::tie(DSC, DTC, DMA) = Sel.faceComponents(DD);
  Value *Zero = ConstantFP::get(F32, 0.0);
  Value *MA2 = B.CreateFMul(MA, MA), *MAZero = B.CreateFCmpOEQ(MA, Zero);
  auto Derivative = [&](Value *C, Value *DC) { // 0.5 (dc ma - c dma) / ma^2
    Value *V = B.CreateFDiv(
        B.CreateFMul(ConstantFP::get(F32, 0.5),
                     B.CreateFSub(B.CreateFMul(DC, MA), B.CreateFMul(C, DMA))),
        MA2);
    return B.CreateSelect(MAZero, Zero, V);
  };
  return {Derivative(SC, DSC), Derivative(TC, DTC)};
}

bool lower::isInterpolatedInput(const KernelArg &A, Interpolation &Interp) {
  Interp = A.Interp;
  if (A.K == KernelArg::StageIn)
    return true;
  if (A.K != KernelArg::Builtin)
    return false;
  if (A.What == "air.point_coord") {
    Interp = Interpolation::NoPerspective;
    return true;
  }
  if (A.What == "air.barycentric_coord")
    return true;
  if (A.What == "air.primitive_id" || A.What == "air.render_target_array_index" ||
      A.What == "air.viewport_array_index") {
    Interp = Interpolation::Flat;
    return true;
  }
  return false;
}

Expected<const ColorAttachment *> lower::framebufferAttachment(const KernelSignature &Sig,
                                                               const KernelArg &A, Type *T) {
  auto Fail = [&](const Twine &Why) {
    return createStringError(inconvertibleErrorCode(), "fragment function '" +
                                                           Sig.F->getName() +
                                                           "': framebuffer input '" + A.Name +
                                                           "' " + Why);
  };
  const ColorAttachment *CA = Sig.Pipeline && A.LocationIndex < Sig.Pipeline->Colors.size() &&
                                      A.LocationIndex < 8
                                  ? &Sig.Pipeline->Colors[A.LocationIndex]
                                  : nullptr;
  if (!CA || !CA->Format)
    return Fail("reads color attachment " + Twine(A.LocationIndex) +
                ", which the pipeline does not have");
  auto [N, Elt] = vertexOutputComponents(T);
  if (Elt->isFloatingPointTy() != formats::isFloatKind(CA->Format->Kind) || N > 4 ||
      !(Elt->isFloatingPointTy() || Elt->isIntegerTy()))
    return Fail("of type '" + A.TypeName + "' cannot read pixel format " + CA->Format->Name);
  return CA;
}
