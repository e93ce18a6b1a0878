//===- IntelGPURender.cpp - Intel vertex and fragment functions -----------===//
//
// docs/intelgpu-abi.md, "Vertex functions" and "Fragment functions".
//
//===----------------------------------------------------------------------===//

#include "IntelGPURender.h"
#include "IntelGPU.h"
#include "IntelGPUTextures.h"
#include "metalnt/Lowering/Formats.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

namespace {

Error renderError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// A component of the system-generated vertex element (IntelGPUPayload::SGV).
Value *vertexSGV(IRBuilderBase &B, unsigned C) {
  return intelgpu::callIntel(B, "intelgpu.vertex_sgv", {B.getInt32(C)});
}

/// A VUE slot's URB write (IntelGPUISelLowering), the last ending the thread.
void urbWrite(IRBuilderBase &B, unsigned Slot, bool EOT, ArrayRef<Value *> Words) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty();
  FunctionCallee F = M.getOrInsertFunction(
      "intelgpu.urb_write",
      FunctionType::get(B.getVoidTy(), {I32, I32, I32, I32, I32, I32}, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->setDoesNotThrow();
    Fn->setOnlyAccessesInaccessibleMemory();
  }
  B.CreateCall(F, {B.getInt32(Slot), B.getInt32(EOT), Words[0], Words[1], Words[2], Words[3]});
}

/// A render function's push-constant buffer slots: every index up to the
/// highest a buffer argument uses (and at least AtLeast, a vertex buffer
/// layout's), then the constant data's slot when the module reads any.
struct BufferSlots {
  unsigned Count = 0;
  std::optional<unsigned> ConstantData;
};
Expected<BufferSlots> renderBufferSlots(const Module &M, const KernelSignature &Sig,
                                        StringRef Stage, unsigned AtLeast = 0) {
  BufferSlots S;
  S.Count = AtLeast;
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Buffer)
      S.Count = std::max(S.Count, A.LocationIndex + 1);
  if (readsConstantData(M))
    S.ConstantData = S.Count++;
  if (S.Count > intelgpu::MaxVertexBuffers)
    return renderError(Stage + " function '" + Sig.F->getName() + "' uses buffer indices above " +
                       Twine(intelgpu::MaxVertexBuffers - 1));
  return S;
}

/// The SIMD8 entry point of render function Sig of stage Stage, its
/// parameters the buffer slots' addresses, its body renamed NAME.body
/// and internal: the payload attributes every render stage has.
Function *createRenderEntry(Module &M, const KernelSignature &Sig, StringRef Stage,
                            const BufferSlots &Slots) {
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  SmallVector<Type *, 16> Params(Slots.Count, PointerType::get(Ctx, 1));
  Function *Entry = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                     GlobalValue::ExternalLinkage, Name, &M);
  Entry->addFnAttr("intelgpu-stage", Stage);
  Entry->addFnAttr("intelgpu-buffer-slots", std::to_string(Slots.Count));
  Entry->addFnAttr("intelgpu-threadgroup-slots", "0");
  Entry->addFnAttr("intelgpu-simd-width", "8");
  Entry->addFnAttr("intelgpu-simd-width-forced");
  if (Slots.ConstantData)
    Entry->addFnAttr(ConstantDataParamAttr, std::to_string(*Slots.ConstantData));
  return Entry;
}

} // namespace

Expected<intelgpu::VUELayout> intelgpu::layoutVUE(const KernelSignature &Sig) {
  VUELayout L;
  L.First.assign(Sig.Outputs.size(), 0);
  L.Dwords.assign(Sig.Outputs.size(), 0);
  std::string Name = Sig.F->getName().str();
  bool Clip = false;
  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const StageOutput &O = Sig.Outputs[I];
    auto [N, Elt] = vertexOutputComponents(O.Ty);
    if (!(Elt->isFloatTy() || Elt->isHalfTy() ||
          (Elt->isIntegerTy() && Elt->getIntegerBitWidth() <= 32)))
      return renderError("vertex function '" + Name + "': output '" + O.Name + "' (" +
                         O.TypeName + ") has components the Intel GPU code generator "
                         "does not store (64-bit)");
    L.Dwords[I] = N;
    switch (O.K) {
    case StageOutput::Position:
      L.First[I] = 4;
      L.Dwords[I] = std::min(N, 4u);
      break;
    case StageOutput::RenderTargetArrayIndex:
      L.First[I] = 1;
      L.Dwords[I] = 1;
      break;
    case StageOutput::ViewportArrayIndex:
      L.First[I] = 2;
      L.Dwords[I] = 1;
      break;
    case StageOutput::PointSize:
      L.First[I] = 3;
      L.Dwords[I] = 1;
      break;
    case StageOutput::ClipDistance:
      if (N > 8)
        return renderError("vertex function '" + Name + "': " + Twine(N) +
                           " clip distances; the VUE holds 8");
      L.First[I] = 8;
      Clip = true;
      break;
    case StageOutput::Varying:
      break;
    default:
      return renderError("vertex function '" + Name + "': output '" + O.What +
                         "' is not supported by the Intel GPU code generator yet");
    }
  }
  // The header and the position, the clip distances' two slots, then
  // each varying from a slot of its own (Mesa's brw_compute_vue_map: the
  // header ends on a 32-byte boundary).
  unsigned Slot = Clip ? 4 : 2;
  for (size_t I = 0; I != Sig.Outputs.size(); ++I)
    if (Sig.Outputs[I].K == StageOutput::Varying) {
      L.First[I] = 4 * Slot;
      Slot += (L.Dwords[I] + 3) / 4;
    }
  if (Slot > MaxVUESlots)
    return renderError("vertex function '" + Name + "' needs a VUE of " + Twine(Slot) +
                       " slots; the Intel ABI has " + Twine(MaxVUESlots));
  L.Slots = Slot;
  return L;
}

Error intelgpu::buildVertexEntry(Module &M, const KernelSignature &Sig) {
  using namespace IntelGPUPayload;
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  Expected<VUELayout> VUE = layoutVUE(Sig);
  if (!VUE)
    return VUE.takeError();
  std::optional<VertexDescriptor> Default;
  const VertexDescriptor *Desc = nullptr;
  if (Sig.Pipeline && Sig.Pipeline->Vertex) {
    Desc = &*Sig.Pipeline->Vertex;
  } else if (any_of(Sig.Args, [](const KernelArg &A) { return A.K == KernelArg::StageIn; })) {
    Expected<VertexDescriptor> D = defaultVertexDescriptor(Sig);
    if (!D)
      return D.takeError();
    Default = std::move(*D);
    Desc = &*Default;
  }
  // The push constants' buffer addresses: every index up to the highest a
  // buffer argument or a vertex buffer layout uses.
  unsigned Layouts = 0;
  if (Desc)
    for (const auto &[Index, Layout] : Desc->Layouts)
      Layouts = std::max(Layouts, Index + 1);
  Expected<BufferSlots> Slots = renderBufferSlots(M, Sig, "vertex", Layouts);
  if (!Slots)
    return Slots.takeError();

  Function *Entry = createRenderEntry(M, Sig, "vertex", *Slots);
  Body->addFnAttr(Attribute::AlwaysInline);
  Entry->addFnAttr("intelgpu-urb-slots", std::to_string(VUE->Slots));
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  // Metal's IDs include the bases; the hardware's VertexID and InstanceID
  // do not (Mesa lowers load_vertex_id to the zero-based one plus
  // first_vertex).
  Value *BaseVertex = vertexSGV(B, FirstVertex);
  Value *BaseInstance = vertexSGV(B, IntelGPUPayload::BaseInstance);
  Value *VertexID = B.CreateAdd(vertexSGV(B, VertexIDZeroBase), BaseVertex, "vertex_id");
  Value *InstanceID =
      B.CreateAdd(vertexSGV(B, InstanceIDZeroBase), BaseInstance, "instance_id");

  auto BufferParam = [&](unsigned I) -> Argument * { return Entry->getArg(I); };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    if (Value *TV = TextureLowering::bindArgument(A, T)) {
      V = TV;
    } else if (A.K == KernelArg::Buffer) {
      V = bindMemoryArgument(B, A, T, BufferParam, [](unsigned) -> Argument * { return nullptr; });
    } else if (A.K == KernelArg::StageIn) {
      auto Base = [&](unsigned Index) -> Value * { return Entry->getArg(Index); };
      VertexFetchInputs In;
      In.BufferBase = Base;
      In.VertexID = VertexID;
      In.InstanceID = InstanceID;
      In.BaseInstance = BaseInstance;
      V = fetchVertexAttribute(B, *Desc, A.LocationIndex, T, In);
    } else if (A.K == KernelArg::Builtin) {
      V = vertexBuiltin(B, A.What, T, VertexID, InstanceID, BaseVertex, BaseInstance);
    }
    if (!V) {
      if (!Body->getArg(A.ArgNo)->use_empty())
        return renderError("vertex function '" + Name + "': argument '" + A.Name + "' (" +
                           A.What + ") is not supported by the Intel GPU code generator "
                           "yet");
      V = PoisonValue::get(T);
    }
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);

  // The VUE's dwords, then a URB write per slot, the last ending the
  // thread. Unwritten dwords are 0, but a missing position's w is 1.
  std::vector<Value *> Words(4 * VUE->Slots, nullptr);
  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const StageOutput &O = Sig.Outputs[I];
    Value *V = Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member)
                                               : Result;
    bool Signed = isSignedTypeName(O.TypeName);
    for (unsigned C = 0; C != VUE->Dwords[I]; ++C) {
      Value *E = V->getType()->isVectorTy()  ? B.CreateExtractElement(V, C)
                 : V->getType()->isArrayTy() ? B.CreateExtractValue(V, C)
                                             : V;
      Words[VUE->First[I] + C] = vertexOutputWord(B, E, Signed);
    }
  }
  if (!Words[7])
    Words[7] = B.getInt32(0x3F800000);
  for (unsigned S = 0; S != VUE->Slots; ++S) {
    Value *W[4];
    for (unsigned C = 0; C != 4; ++C)
      W[C] = Words[4 * S + C] ? Words[4 * S + C] : B.getInt32(0);
    urbWrite(B, S, S + 1 == VUE->Slots, W);
  }
  B.CreateRetVoid();
  return Error::success();
}

namespace {

/// A payload GRF's dword per channel (Dword 8) or one dword of it in every
/// channel (IntelGPUISelLowering's intelgpu.payload_grf).
Value *payloadGRF(IRBuilderBase &B, unsigned GRF, unsigned Dword = 8) {
  return intelgpu::callIntel(B, "intelgpu.payload_grf", {B.getInt32(GRF), B.getInt32(Dword)});
}

/// A dword of r0 or r1, uniform (intelgpu.payload takes its byte).
Value *payloadDword(IRBuilderBase &B, unsigned GRF, unsigned Dword) {
  return intelgpu::callIntel(B, "intelgpu.payload", {B.getInt32(32 * GRF + 4 * Dword)});
}

/// Every call in F to a function with a body inlined, until none is left
/// (what recurses stays, and the translation reports it later).
void inlineAll(Function &F) {
  for (unsigned Round = 0; Round != 64; ++Round) {
    SmallVector<CallBase *, 16> Calls;
    for (Instruction &I : instructions(F))
      if (auto *C = dyn_cast<CallBase>(&I))
        if (Function *Callee = C->getCalledFunction();
            Callee && !Callee->isDeclaration() && Callee != &F)
          Calls.push_back(C);
    if (Calls.empty())
      return;
    for (CallBase *C : Calls) {
      InlineFunctionInfo IFI;
      (void)InlineFunction(*C, IFI);
    }
  }
}

/// Whether I writes memory a helper pixel must not write: device and
/// threadgroup stores, atomics, typed surface writes.
bool writesVisibleMemory(const Instruction &I) {
  if (auto *S = dyn_cast<StoreInst>(&I))
    return S->getPointerAddressSpace() != 0;
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return true;
  if (auto *MI = dyn_cast<AnyMemIntrinsic>(&I))
    return MI->getDestAddressSpace() != 0;
  if (auto *C = dyn_cast<CallInst>(&I))
    if (Function *F = C->getCalledFunction())
      return F->getName().starts_with("intelgpu.typed_write");
  return false;
}

/// Each memory write of F made conditional on Live (i1): a helper pixel
/// runs for its quad's derivatives but writes nothing (Mesa predicates
/// fragment shaders' data port writes on the sample mask).
void guardWrites(Function &F, Value *Live) {
  SmallVector<Instruction *, 16> Writes;
  for (Instruction &I : instructions(F))
    if (writesVisibleMemory(I))
      Writes.push_back(&I);
  for (Instruction *I : Writes) {
    BasicBlock *Head = I->getParent();
    BasicBlock *Then = Head->splitBasicBlock(I, "helper.write");
    BasicBlock *Tail = Then->splitBasicBlock(I->getNextNode(), "helper.join");
    Head->getTerminator()->eraseFromParent();
    BranchInst::Create(Then, Tail, Live, Head);
    if (!I->getType()->isVoidTy() && !I->use_empty()) {
      PHINode *P = PHINode::Create(I->getType(), 2, "", Tail->begin());
      I->replaceAllUsesWith(P);
      P->addIncoming(I, Then);
      P->addIncoming(PoisonValue::get(I->getType()), Head);
    }
  }
}

} // namespace

Expected<intelgpu::FragmentInputs>
intelgpu::layoutFragmentInputs(const KernelSignature &Sig) {
  using Mode = FragmentPayload::Mode;
  FragmentInputs In;
  In.FirstSlot.assign(Sig.F->arg_size(), 0);
  In.Mode.assign(Sig.F->arg_size(), 0);
  for (const KernelArg &A : Sig.Args) {
    Interpolation Interp;
    if (A.ArgNo >= Sig.F->arg_size())
      continue;
    if (isInterpolatedInput(A, Interp)) {
      auto [N, Elt] = vertexOutputComponents(Sig.F->getArg(A.ArgNo)->getType());
      if (!(Elt->isFloatTy() || Elt->isHalfTy() ||
            (Elt->isIntegerTy() && Elt->getIntegerBitWidth() <= 32)))
        return renderError("fragment function '" + Sig.F->getName() + "': input '" + A.Name +
                           "' of type '" + A.TypeName +
                           "' is not supported by the Intel GPU code generator yet");
      In.FirstSlot[A.ArgNo] = In.FS.SetupSlots;
      In.FS.SetupSlots += (N + 3) / 4;
      if (Interp != Interpolation::Flat && Elt->isFloatingPointTy()) {
        unsigned Base =
            Interp == Interpolation::Perspective ? Mode::PerspectivePixel : Mode::LinearPixel;
        In.Mode[A.ArgNo] = A.Samp == Sampling::Center     ? Base
                           : A.Samp == Sampling::Centroid ? Base << 1
                                                          : Base << 2;
        In.FS.Modes |= In.Mode[A.ArgNo];
      }
    } else if (A.K == KernelArg::Builtin && A.What == "air.position") {
      In.FS.Flags |= FragmentPayload::SourceDepthW;
    } else if (A.K == KernelArg::Builtin && A.What == "air.sample_mask_in") {
      In.FS.Flags |= FragmentPayload::InputCoverage;
    }
  }
  return In;
}

Error intelgpu::buildFragmentEntry(Module &M, const KernelSignature &Sig) {
  Function *Body = Sig.F;
  std::string Name = Body->getName().str();
  LLVMContext &Ctx = M.getContext();
  auto Bad = [&](const Twine &What) {
    return renderError("fragment function '" + Name + "': " + What +
                       " is not supported by the Intel GPU code generator yet");
  };
  Expected<BufferSlots> Slots = renderBufferSlots(M, Sig, "fragment");
  if (!Slots)
    return Slots.takeError();
  Expected<FragmentInputs> In = layoutFragmentInputs(Sig);
  if (!In)
    return In.takeError();
  // The inputs' setup slots, modes and flags, the outputs' flags below.
  FragmentPayload FS = In->FS;
  FS.Buffers = Slots->Count;
  // The outputs: colours by attachment, the depth, the coverage.
  std::vector<const StageOutput *> Colors;
  const StageOutput *Depth = nullptr, *Mask = nullptr, *Stencil = nullptr, *Source1 = nullptr;
  for (const StageOutput &O : Sig.Outputs) {
    if (O.K == StageOutput::Color) {
      if (O.Index >= MaxColorAttachments)
        return renderError("fragment function '" + Name + "': color(" + Twine(O.Index) +
                           ") is beyond the " + Twine(MaxColorAttachments) +
                           " colour attachments");
      if (O.DualSourceIndex) {
        // Dual-source blending's second colour, [[color(0), index(1)]].
        if (O.Index != 0 || O.DualSourceIndex != 1)
          return Bad("[[color(" + Twine(O.Index) + "), index(" + Twine(O.DualSourceIndex) +
                     ")]]");
        Source1 = &O;
        continue;
      }
      if (Sig.Pipeline && O.Index < Sig.Pipeline->Colors.size() &&
          Sig.Pipeline->Colors[O.Index].Format)
        Colors.push_back(&O);
    } else if (O.K == StageOutput::Depth) {
      Depth = &O;
    } else if (O.K == StageOutput::SampleMask) {
      Mask = &O;
    } else if (O.K == StageOutput::Stencil) {
      Stencil = &O;
    } else {
      return Bad("output '" + O.What + "'");
    }
  }
  llvm::sort(Colors, [](const StageOutput *A, const StageOutput *B) { return A->Index < B->Index; });
  // When attachment 0's blending reads the second source, its write is a
  // SIMD8 dual-source one (both colours, eight GRFs: r120-r127, all the
  // room a fragment function keeps at the top of the file for its last
  // message); otherwise nothing reads the second source.
  bool Dual = Source1 && !Colors.empty() && Colors.front()->Index == 0 &&
              Sig.Pipeline->Colors[0].readsSecondSource();
  if (Dual && Colors.size() > 1)
    return renderError("fragment function '" + Name + "': [[color(" +
                       Twine(Colors.back()->Index) +
                       ")]] beside dual-source blending (its write is attachment 0's only)");
  bool AlphaToCoverage = Sig.Pipeline && Sig.Pipeline->AlphaToCoverage && !Colors.empty() &&
                         Colors.front()->Index == 0;
  if (Depth)
    FS.Flags |= FragmentPayload::ComputedDepth;
  if (Stencil)
    FS.Flags |= FragmentPayload::ComputedStencil;
  if (Mask || AlphaToCoverage)
    FS.Flags |= FragmentPayload::OutputMask;
  if (Dual && (Depth || Stencil || Mask || AlphaToCoverage))
    return Bad("dual-source blending with a computed depth, stencil or sample mask (a "
               "render target write of more than eight GRFs)");
  bool Kills = M.getFunction("intelgpu.discard") != nullptr;
  if (Kills)
    FS.Flags |= FragmentPayload::KillsPixels;
  if (FS.numGRFs() > MaxFragmentPayloadGRFs)
    return renderError("fragment function '" + Name + "' needs a payload of " +
                       Twine(FS.numGRFs()) + " GRFs; the Intel ABI has " +
                       Twine(MaxFragmentPayloadGRFs));

  Function *Entry = createRenderEntry(M, Sig, "fragment", *Slots);
  Entry->addFnAttr("intelgpu-fs-modes", std::to_string(FS.Modes));
  Entry->addFnAttr("intelgpu-fs-flags", std::to_string(FS.Flags));
  Entry->addFnAttr("intelgpu-fs-setup-slots", std::to_string(FS.SetupSlots));
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  Type *F32 = B.getFloatTy(), *I32 = B.getInt32Ty();
  Value *Discarded = Kills ? B.CreateAlloca(I32, nullptr, "discarded") : nullptr;
  if (Discarded)
    B.CreateStore(B.getInt32(0), Discarded);
  Value *Lane = callIntel(B, "intelgpu.lane", {});
  // Channel c is pixel (c & 1, (c >> 1) & 1) of subspan c / 4, whose
  // upper-left pixel's X and Y are r1.2 (r1.3 for the second).
  Value *Subspan = B.CreateSelect(B.CreateICmpULT(Lane, B.getInt32(4)), payloadDword(B, 1, 2),
                                  payloadDword(B, 1, 3));

  auto BufferParam = [&](unsigned I) -> Argument * { return Entry->getArg(I); };
  SmallVector<Value *, 8> CallArgs(Body->arg_size());
  for (const KernelArg &A : Sig.Args) {
    Type *T = Body->getArg(A.ArgNo)->getType();
    Value *V = nullptr;
    Interpolation Interp;
    if (Body->getArg(A.ArgNo)->use_empty()) {
      V = PoisonValue::get(T);
    } else if (Value *TV = TextureLowering::bindArgument(A, T)) {
      V = TV;
    } else if (A.K == KernelArg::Buffer) {
      V = bindMemoryArgument(B, A, T, BufferParam, [](unsigned) -> Argument * { return nullptr; });
    } else if (A.K == KernelArg::Builtin && A.What == "air.position") {
      auto *VT = dyn_cast<FixedVectorType>(T);
      if (!VT || VT->getNumElements() != 4 || !VT->getElementType()->isFloatTy())
        return Bad("a position of type '" + A.TypeName + "'");
      Value *X = B.CreateAdd(B.CreateAnd(Subspan, 0xFFFF), B.CreateAnd(Lane, 1));
      Value *Y = B.CreateAdd(B.CreateLShr(Subspan, 16), B.CreateAnd(B.CreateLShr(Lane, 1), 1));
      Value *C[4] = {
          B.CreateFAdd(B.CreateUIToFP(X, F32), ConstantFP::get(F32, 0.5)),
          B.CreateFAdd(B.CreateUIToFP(Y, F32), ConstantFP::get(F32, 0.5)),
          B.CreateBitCast(payloadGRF(B, FS.sourceDepthGRF()), F32),
          // The payload's source W is W (Mesa takes its reciprocal).
          B.CreateFDiv(ConstantFP::get(F32, 1.0),
                       B.CreateBitCast(payloadGRF(B, FS.sourceWGRF()), F32))};
      V = PoisonValue::get(T);
      for (unsigned I = 0; I != 4; ++I)
        V = B.CreateInsertElement(V, C[I], I);
    } else if (A.K == KernelArg::Builtin && A.What == "air.front_facing") {
      // r0.0 bit 15: the primitive faces back (Mesa's front_facing).
      Value *Back = B.CreateAnd(B.CreateLShr(payloadDword(B, 0, 0), 15), 1);
      V = B.CreateZExtOrTrunc(B.CreateICmpEQ(Back, B.getInt32(0)), T);
    } else if (A.K == KernelArg::Builtin && A.What == "air.sample_id") {
      // r1.0: each subspan's sample index, four bits from bit 0.
      Value *Shift = B.CreateShl(B.CreateLShr(Lane, 2), 2);
      V = B.CreateZExtOrTrunc(B.CreateAnd(B.CreateLShr(payloadDword(B, 1, 0), Shift), 0xF), T);
    } else if (A.K == KernelArg::Builtin && A.What == "air.sample_mask_in") {
      V = B.CreateZExtOrTrunc(payloadGRF(B, FS.coverageGRF()), T);
    } else if (isInterpolatedInput(A, Interp)) {
      auto [N, Elt] = vertexOutputComponents(T);
      bool Flat = Interp == Interpolation::Flat || Elt->isIntegerTy();
      V = T->isVectorTy() ? PoisonValue::get(T) : nullptr;
      for (unsigned C = 0; C != N; ++C) {
        unsigned Slot = In->FirstSlot[A.ArgNo] + C / 4, K = C % 4;
        unsigned GRF = FS.setupGRF() + 2 * Slot + K / 2, D = 4 * (K % 2);
        Value *A0 = payloadGRF(B, GRF, D + 3);
        Value *X;
        if (Flat) {
          X = A0; // the provoking vertex's value, its bits
        } else {
          // a0 + b1 (a1 - a0) + b2 (a2 - a0) as two fused multiply-adds
          // (Mesa's nir_lower_interpolation on Gen11; Gen9's PLN computes
          // the same sum).
          unsigned Bary = FS.barycentricGRF(FragmentPayload::Mode(In->Mode[A.ArgNo]));
          auto F = [&](Value *W) { return B.CreateBitCast(W, F32); };
          X = B.CreateIntrinsic(Intrinsic::fma, {F32},
                                {F(payloadGRF(B, Bary + 1)), F(payloadGRF(B, GRF, D + 1)), F(A0)});
          X = B.CreateIntrinsic(Intrinsic::fma, {F32},
                                {F(payloadGRF(B, Bary)), F(payloadGRF(B, GRF, D)), X});
          X = B.CreateBitCast(X, I32);
        }
        if (Elt->isIntegerTy())
          X = B.CreateTrunc(X, Elt);
        else
          X = B.CreateFPTrunc(B.CreateBitCast(X, F32), Elt);
        V = V ? B.CreateInsertElement(V, X, C) : X;
      }
    } else if (A.K == KernelArg::Builtin && A.What == "air.render_target") {
      // Framebuffer fetch: the attachment's pixel, read from the render
      // target before the function's writes (a render target read, as
      // Mesa reads it for GL's framebuffer fetch on Gen9 on), converted
      // from its format by the render cache (floats for float kinds,
      // integers for the others).
      Expected<const ColorAttachment *> CA = framebufferAttachment(Sig, A, T);
      if (!CA)
        return CA.takeError();
      bool FloatFormat = formats::isFloatKind((*CA)->Format->Kind);
      auto [N, Elt] = vertexOutputComponents(T);
      Type *Words4 = StructType::get(Ctx, {I32, I32, I32, I32});
      FunctionCallee F =
          M.getOrInsertFunction("intelgpu.rt_read", FunctionType::get(Words4, {I32}, false));
      if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
        Fn->setDoesNotThrow();
        Fn->setOnlyAccessesInaccessibleMemory();
        Fn->setOnlyReadsMemory();
      }
      Value *Pixel = B.CreateCall(F, {B.getInt32(FirstRenderTargetBTI + A.LocationIndex)});
      V = T->isVectorTy() ? PoisonValue::get(T) : nullptr;
      for (unsigned C = 0; C != N; ++C) {
        Value *X = B.CreateExtractValue(Pixel, C);
        X = FloatFormat ? B.CreateFPCast(B.CreateBitCast(X, F32), Elt) : B.CreateTrunc(X, Elt);
        V = V ? B.CreateInsertElement(V, X, C) : X;
      }
    }
    if (!V)
      return Bad("argument '" + A.Name + "' (" + A.What + ")");
    CallArgs[A.ArgNo] = V;
  }
  Value *Result = B.CreateCall(Body, CallArgs);
  auto Output = [&](const StageOutput &O) -> Value * {
    return Result->getType()->isStructTy() ? B.CreateExtractValue(Result, O.Member) : Result;
  };

  // The oMask: the [[sample_mask]] output, and with alpha to coverage the
  // low trunc(alpha x samples) bits for [[color(0)]]'s alpha, as the host
  // and G13 compute them (docs/metal-run.md, "Coverage").
  Value *OMask = nullptr;
  if (Mask)
    OMask = B.CreateZExtOrTrunc(Output(*Mask), I32);
  if (AlphaToCoverage) {
    Value *C0 = Output(*Colors.front());
    auto *VT = dyn_cast<FixedVectorType>(C0->getType());
    if (VT && VT->getNumElements() == 4 && VT->getElementType()->isFloatingPointTy()) {
      unsigned Samples = std::clamp(Sig.Pipeline->SampleCount, 1u, 16u);
      Value *Scaled = B.CreateFMul(B.CreateFPCast(B.CreateExtractElement(C0, 3), F32),
                                   ConstantFP::get(F32, double(Samples)));
      Value *Bits = B.CreateSelect(
          B.CreateFCmpOGE(Scaled, ConstantFP::get(F32, 1.0)),
          B.CreateFPToUI(B.CreateMinNum(Scaled, ConstantFP::get(F32, 16.0)), I32),
          B.getInt32(0));
      Value *Cover = B.CreateSub(B.CreateShl(B.getInt32(1), Bits), B.getInt32(1));
      OMask = OMask ? B.CreateAnd(OMask, Cover) : Cover;
    }
  }
  if ((FS.Flags & FragmentPayload::OutputMask) && !OMask)
    OMask = B.getInt32(0xFFFF);
  Value *DepthValue = Depth ? B.CreateBitCast(B.CreateFPCast(Output(*Depth), F32), I32)
                            : B.getInt32(0);
  // The stencil reference: its low 8 bits (the stencil buffer's).
  Value *StencilValue = Stencil ? B.CreateZExtOrTrunc(Output(*Stencil), I32) : B.getInt32(0);

  // A render target write per attachment the function writes, in order;
  // without one, a write to the null render target ends the thread. The
  // oMask, the depth and the stencil are in every write (Mesa's
  // emit_single_fb_write: the pipeline state says the payload has them).
  auto Live = [&]() -> Value * {
    return Discarded ? B.CreateZExt(B.CreateICmpEQ(B.CreateLoad(I32, Discarded), B.getInt32(0)), I32)
                     : B.getInt32(1);
  };
  using Words4 = std::array<Value *, 4>;
  auto RTWrite = [&](unsigned BTI, bool Last, Words4 Ch, std::optional<Words4> Ch1) {
    unsigned Flags = (Last ? RTLast : 0) | (Depth ? RTDepth : 0) | (OMask ? RTMask : 0) |
                     (Kills ? RTKills : 0) | (Stencil ? RTStencil : 0) | (Ch1 ? RTDual : 0);
    FunctionCallee F = M.getOrInsertFunction(
        "intelgpu.rt_write",
        FunctionType::get(B.getVoidTy(), SmallVector<Type *, 14>(14, I32), false));
    if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
      Fn->setDoesNotThrow();
      Fn->setOnlyAccessesInaccessibleMemory();
    }
    Words4 S1 = Ch1.value_or(Words4{B.getInt32(0), B.getInt32(0), B.getInt32(0), B.getInt32(0)});
    B.CreateCall(F, {B.getInt32(BTI), B.getInt32(Flags), Live(), Ch[0], Ch[1], Ch[2], Ch[3],
                     DepthValue, OMask ? OMask : B.getInt32(0), StencilValue, S1[0], S1[1],
                     S1[2], S1[3]});
  };
  // An output's four words in its attachment's kind (floats for float
  // formats; missing components 0, alpha 1).
  auto Channels = [&](const StageOutput &O, const ColorAttachment &CA) -> Expected<Words4> {
    bool FloatFormat = formats::isFloatKind(CA.Format->Kind);
    Value *V = Output(O);
    auto [N, Elt] = vertexOutputComponents(V->getType());
    if (Elt->isFloatingPointTy() != FloatFormat || N > 4)
      return renderError("fragment function '" + Name + "': color(" + Twine(O.Index) +
                         ") of type '" + O.TypeName + "' cannot be written to pixel format " +
                         CA.Format->Name);
    bool Signed = isSignedTypeName(O.TypeName);
    Words4 Ch;
    for (unsigned C = 0; C != 4; ++C) {
      Value *E = C < N ? (V->getType()->isVectorTy() ? B.CreateExtractElement(V, C) : V) : nullptr;
      if (FloatFormat)
        Ch[C] = B.CreateBitCast(E ? B.CreateFPCast(E, F32) : ConstantFP::get(F32, C == 3 ? 1.0 : 0.0),
                                I32);
      else
        Ch[C] = E ? vertexOutputWord(B, E, Signed) : B.getInt32(C == 3);
    }
    return Ch;
  };
  for (size_t I = 0; I != Colors.size(); ++I) {
    const StageOutput &O = *Colors[I];
    const ColorAttachment &CA = Sig.Pipeline->Colors[O.Index];
    Expected<Words4> Ch = Channels(O, CA);
    if (!Ch)
      return Ch.takeError();
    std::optional<Words4> Ch1;
    if (Dual && O.Index == 0) {
      Expected<Words4> S1 = Channels(*Source1, CA);
      if (!S1)
        return S1.takeError();
      Ch1 = *S1;
    }
    RTWrite(FirstRenderTargetBTI + O.Index, I + 1 == Colors.size(), *Ch, Ch1);
  }
  if (Colors.empty())
    RTWrite(NullRenderTargetBTI, true, {B.getInt32(0), B.getInt32(0), B.getInt32(0), B.getInt32(0)},
            std::nullopt);
  B.CreateRetVoid();

  // Everything inlined into the entry point: discard's marks become
  // stores of the channel's flag, and helper pixels (the quad's pixels
  // the rasterizer did not cover, r1.7's clear bits) write no memory.
  inlineAll(*Entry);
  for (Instruction &I : make_early_inc_range(instructions(*Entry)))
    if (auto *C = dyn_cast<CallInst>(&I))
      if (Function *F = C->getCalledFunction(); F && F->getName() == "intelgpu.discard") {
        new StoreInst(B.getInt32(1), Discarded, C->getIterator());
        C->eraseFromParent();
      }
  if (Body->use_empty())
    Body->eraseFromParent();
  bool CallsLeft = any_of(instructions(*Entry), [](const Instruction &I) {
    auto *C = dyn_cast<CallBase>(&I);
    return C && C->getCalledFunction() && !C->getCalledFunction()->isDeclaration();
  });
  if (Function *F = M.getFunction("intelgpu.discard"); F && !F->use_empty() && CallsLeft)
    return renderError("fragment function '" + Name + "' discards in a function that recurses");
  bool Writes = any_of(instructions(*Entry), writesVisibleMemory);
  if (Writes) {
    IRBuilder<> EB(&*Entry->getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
    Value *PixelMask = payloadDword(EB, 1, 7);
    Value *Covered = EB.CreateTrunc(
        EB.CreateLShr(PixelMask, callIntel(EB, "intelgpu.lane", {})), EB.getInt1Ty());
    guardWrites(*Entry, Covered);
  }
  return Error::success();
}
