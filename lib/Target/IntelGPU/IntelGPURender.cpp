//===- IntelGPURender.cpp - Intel vertex functions ------------------------===//
//
// docs/intelgpu-abi.md, "Vertex functions".
//
//===----------------------------------------------------------------------===//

#include "IntelGPURender.h"
#include "IntelGPU.h"
#include "IntelGPUTextures.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/IR/IRBuilder.h"

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
  unsigned Buffers = 0;
  for (const KernelArg &A : Sig.Args)
    if (A.K == KernelArg::Buffer)
      Buffers = std::max(Buffers, A.LocationIndex + 1);
  if (Desc)
    for (const auto &[Index, Layout] : Desc->Layouts)
      Buffers = std::max(Buffers, Index + 1);
  std::optional<unsigned> ConstantDataSlot;
  if (readsConstantData(M))
    ConstantDataSlot = Buffers++;
  if (Buffers > MaxVertexBuffers)
    return renderError("vertex function '" + Name + "' uses buffer indices above " +
                       Twine(MaxVertexBuffers - 1));

  Body->setName(Name + ".body");
  Body->setLinkage(GlobalValue::InternalLinkage);
  Body->addFnAttr(Attribute::AlwaysInline);
  SmallVector<Type *, 16> Params(Buffers, PointerType::get(Ctx, 1));
  Function *Entry = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                     GlobalValue::ExternalLinkage, Name, &M);
  Entry->addFnAttr("intelgpu-stage", "vertex");
  Entry->addFnAttr("intelgpu-buffer-slots", std::to_string(Buffers));
  Entry->addFnAttr("intelgpu-threadgroup-slots", "0");
  Entry->addFnAttr("intelgpu-simd-width", "8");
  Entry->addFnAttr("intelgpu-simd-width-forced");
  Entry->addFnAttr("intelgpu-urb-slots", std::to_string(VUE->Slots));
  if (ConstantDataSlot)
    Entry->addFnAttr(ConstantDataParamAttr, std::to_string(*ConstantDataSlot));
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
