//===- Signature.cpp - What a Metal function takes and returns ------------===//
//
// Reads a compute, vertex or fragment function's entry in !air.kernel,
// !air.vertex or !air.fragment: !{ptr @f, !outputs, !inputs}. Each input
// node starts with the argument's number, then a string naming its kind
// (air.buffer, air.vertex_input, air.fragment_input, air.texture,
// air.position, ...) and qualifiers; each output node describes the
// returned value or one member of the returned struct, in order.
// docs/air-conventions.md shows the forms, from the corpus.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;

static Error signatureError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

StringRef lower::getStageName(StageKind S) {
  switch (S) {
  case StageKind::Kernel:
    return "kernel";
  case StageKind::Vertex:
    return "vertex";
  case StageKind::Fragment:
    return "fragment";
  }
  return "";
}

namespace {

/// The strings and integers of one argument or output node, with the
/// qualifiers every kind shares.
struct NodeReader {
  MDNode *N;
  unsigned First; ///< the first operand after the argument number

  StringRef stringAt(unsigned I) const {
    if (I < N->getNumOperands())
      if (auto *S = dyn_cast<MDString>(N->getOperand(I)))
        return S->getString();
    return "";
  }
  std::optional<uint64_t> intAt(unsigned I) const {
    if (I < N->getNumOperands())
      if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I)))
        return C->getZExtValue();
    return std::nullopt;
  }
  /// The string following Key, or "".
  StringRef valueOf(StringRef Key) const {
    for (unsigned I = First, E = N->getNumOperands(); I < E; ++I)
      if (stringAt(I) == Key)
        return stringAt(I + 1);
    return "";
  }
  std::optional<uint64_t> intAfter(StringRef Key) const {
    for (unsigned I = First, E = N->getNumOperands(); I < E; ++I)
      if (stringAt(I) == Key)
        return intAt(I + 1);
    return std::nullopt;
  }
  bool has(StringRef Key) const {
    for (unsigned I = First, E = N->getNumOperands(); I < E; ++I)
      if (stringAt(I) == Key)
        return true;
    return false;
  }
  /// The first string: the node's kind.
  StringRef kind() const {
    for (unsigned I = First, E = N->getNumOperands(); I < E; ++I)
      if (StringRef S = stringAt(I); !S.empty())
        return S;
    return "";
  }
};

/// Qualifiers that are not an argument's kind.
bool isQualifier(StringRef Key) {
  return StringSwitch<bool>(Key)
      .Cases({"air.read", "air.read_write", "air.write", "air.sample"}, true)
      .Cases({"air.buffer_size", "air.location_index", "air.address_space"},
             true)
      .Cases({"air.arg_name", "air.arg_type_name", "air.arg_unused"}, true)
      .Cases({"air.arg_type_size", "air.arg_type_align_size"}, true)
      .Cases({"air.struct_type_info", "air.function_constant"}, true)
      .Cases({"air.center", "air.centroid", "air.perspective",
              "air.no_perspective", "air.flat"}, true)
      .Cases({"air.invariant", "air.shared", "air.clip_distance_array_size",
              "air.depth_qualifier"}, true)
      .Default(false);
}

bool isComputeBuiltin(StringRef What) {
  return What.starts_with("air.thread") || What.starts_with("air.simdgroup") ||
         What.starts_with("air.quadgroup") ||
         What == "air.dispatch_threads_per_threadgroup" ||
         What == "air.dispatch_simdgroups_per_threadgroup" ||
         What == "air.dispatch_quadgroups_per_threadgroup";
}

/// Vertex and fragment builtin inputs (MSL's attribute table for each
/// stage): what they are is the kind string itself.
bool isRenderBuiltin(StageKind S, StringRef What) {
  if (S == StageKind::Vertex)
    return StringSwitch<bool>(What)
        .Cases({"air.vertex_id", "air.instance_id", "air.base_vertex",
                "air.base_instance", "air.amplification_id",
                "air.amplification_count"}, true)
        .Default(false);
  return StringSwitch<bool>(What)
      .Cases({"air.position", "air.front_facing", "air.sample_id",
              "air.sample_mask", "air.sample_mask_in", "air.point_coord",
              "air.render_target_array_index", "air.viewport_array_index",
              "air.primitive_id", "air.barycentric_coord", "air.render_target",
              "air.amplification_id", "air.amplification_count"}, true)
      .Default(false);
}

KernelArg readArgument(const Function &F, StageKind Stage, MDNode *A,
                       unsigned ArgNo) {
  NodeReader R{A, 1};
  KernelArg KA;
  KA.ArgNo = ArgNo;
  // The parameter's own address space, which air.address_space restates
  // when present (older compilers leave it out: a [[threadgroup(n)]]
  // pointer is then an air.buffer in address space 3).
  if (ArgNo < F.arg_size())
    if (auto *PT = dyn_cast<PointerType>(F.getArg(ArgNo)->getType()))
      KA.AddressSpace = PT->getAddressSpace();
  for (unsigned I = 1, E = A->getNumOperands(); I < E; ++I) {
    StringRef Key = R.stringAt(I);
    if (Key.empty())
      continue;
    if (Key == "air.function_constant") {
      ++I; // the predicate node
    } else if (Key == "air.location_index") {
      KA.LocationIndex = R.intAt(I + 1).value_or(0);
    } else if (Key == "air.address_space") {
      KA.AddressSpace = R.intAt(I + 1).value_or(0);
    } else if (Key == "air.arg_name") {
      KA.Name = R.stringAt(I + 1).str();
    } else if (Key == "air.arg_type_name") {
      KA.TypeName = R.stringAt(I + 1).str();
    } else if (Key == "air.arg_unused") {
      KA.Unused = true;
    } else if (Key == "air.sample" || Key == "air.read" || Key == "air.write" ||
               Key == "air.read_write") {
      if (KA.Access.empty())
        KA.Access = Key.drop_front(4).str();
    } else if (Key == "air.flat") {
      KA.Interp = Interpolation::Flat;
    } else if (Key == "air.no_perspective") {
      KA.Interp = Interpolation::NoPerspective;
    } else if (Key == "air.perspective") {
      KA.Interp = Interpolation::Perspective;
    } else if (Key == "air.centroid") {
      KA.Samp = Sampling::Centroid;
    } else if (Key == "air.center") {
      KA.Samp = Sampling::Center;
    } else if (KA.What.empty() && Key.starts_with("air.") &&
               !isQualifier(Key)) {
      KA.What = Key.str();
      // A fragment input names the vertex output it reads next; a
      // framebuffer-fetch input ([[color(n)]]) its colour index.
      if (Key == "air.fragment_input")
        KA.VaryingName = R.stringAt(I + 1).str();
      if (Key == "air.render_target")
        KA.LocationIndex = unsigned(R.intAt(I + 1).value_or(0));
    }
  }
  // air.sample is also a sampling qualifier of fragment inputs.
  if (KA.What == "air.fragment_input" && KA.Access == "sample") {
    KA.Samp = Sampling::Sample;
    KA.Access.clear();
  }
  StringRef What = KA.What;
  // An argument buffer ([[buffer(n)]] of a structure holding textures,
  // samplers and pointers) is a buffer too: the function loads the
  // handles it holds, as it loads them from any buffer.
  if (What == "air.buffer" || What == "air.indirect_buffer")
    KA.K = KA.AddressSpace == 3 ? KernelArg::Threadgroup : KernelArg::Buffer;
  // A visible function table is bound at a buffer index (Metal's
  // setVisibleFunctionTable:atBufferIndex:), a buffer of function handles.
  else if (What == "air.visible_function_table")
    KA.K = KernelArg::Buffer;
  else if (What == "air.threadgroup")
    KA.K = KernelArg::Threadgroup;
  else if (What == "air.texture")
    KA.K = KernelArg::Texture;
  else if (What == "air.sampler")
    KA.K = KernelArg::Sampler;
  else if (Stage == StageKind::Kernel ? isComputeBuiltin(What)
                                      : isRenderBuiltin(Stage, What))
    KA.K = KernelArg::Builtin;
  else if ((Stage == StageKind::Vertex && What == "air.vertex_input") ||
           (Stage == StageKind::Fragment && What == "air.fragment_input"))
    KA.K = KernelArg::StageIn;
  // A texture's access when AIR gives none: what its type says.
  if (KA.K == KernelArg::Texture && KA.Access.empty())
    KA.Access = "sample";
  (void)F;
  return KA;
}

Expected<StageOutput> readOutput(const Function &F, StageKind Stage, MDNode *O,
                                 unsigned Member, Type *Ty) {
  NodeReader R{O, 0};
  StageOutput Out;
  Out.Member = Member;
  Out.Ty = Ty;
  Out.What = R.kind().str();
  Out.Name = R.valueOf("air.arg_name").str();
  Out.TypeName = R.valueOf("air.arg_type_name").str();
  StringRef What = Out.What;
  if (Stage == StageKind::Vertex) {
    Out.K = StringSwitch<StageOutput::Kind>(What)
                .Case("air.position", StageOutput::Position)
                .Case("air.vertex_output", StageOutput::Varying)
                .Case("air.point_size", StageOutput::PointSize)
                .Case("air.clip_distance", StageOutput::ClipDistance)
                .Case("air.render_target_array_index",
                      StageOutput::RenderTargetArrayIndex)
                .Case("air.viewport_array_index",
                      StageOutput::ViewportArrayIndex)
                .Default(StageOutput::Unsupported);
    if (Out.K == StageOutput::Varying)
      Out.VaryingName = R.stringAt(1).str();
  } else {
    Out.K = StringSwitch<StageOutput::Kind>(What)
                .Case("air.render_target", StageOutput::Color)
                .Case("air.depth", StageOutput::Depth)
                .Case("air.stencil", StageOutput::Stencil)
                .Case("air.sample_mask", StageOutput::SampleMask)
                .Default(StageOutput::Unsupported);
    if (Out.K == StageOutput::Color) {
      Out.Index = R.intAt(1).value_or(0);
      Out.DualSourceIndex = R.intAt(2).value_or(0);
    }
    if (Out.K == StageOutput::Depth) {
      Out.DepthQualifier = R.valueOf("air.depth_qualifier").str();
      if (StringRef Q = Out.DepthQualifier; Q.consume_front("air."))
        Out.DepthQualifier = Q.str();
    }
  }
  if (Out.K == StageOutput::Unsupported)
    return signatureError("the " + getStageName(Stage) + " function '" +
                          F.getName() + "' returns '" + What +
                          "', which is not supported yet");
  return Out;
}

} // namespace

Expected<KernelSignature> lower::readKernelSignature(Function &F) {
  Module &M = *F.getParent();
  static const struct {
    const char *List;
    std::optional<StageKind> Stage;
    const char *Noun;
  } Lists[] = {
      {"air.kernel", StageKind::Kernel, "compute"},
      {"air.vertex", StageKind::Vertex, "vertex"},
      {"air.fragment", StageKind::Fragment, "fragment"},
      {"air.mesh", std::nullopt, "mesh"},
      {"air.object", std::nullopt, "object"},
      {"air.intersection", std::nullopt, "intersection"},
      {"air.visible", std::nullopt, "visible"},
  };
  MDNode *Entry = nullptr;
  KernelSignature Sig;
  Sig.F = &F;
  for (const auto &L : Lists) {
    NamedMDNode *Entries = M.getNamedMetadata(L.List);
    if (!Entries)
      continue;
    for (MDNode *N : Entries->operands()) {
      if (N->getNumOperands() < 3 ||
          mdconst::dyn_extract_or_null<Function>(N->getOperand(0)) != &F)
        continue;
      if (!L.Stage)
        return signatureError("'" + F.getName() + "' is a " + L.Noun +
                              " function (!" + L.List +
                              "), which is not supported yet");
      Entry = N;
      Sig.Stage = *L.Stage;
      break;
    }
    if (Entry)
      break;
  }
  if (!Entry)
    return signatureError("'" + F.getName() +
                          "' is not listed in !air.kernel, !air.vertex or "
                          "!air.fragment");
  StringRef List = Sig.Stage == StageKind::Kernel ? "air.kernel"
                   : Sig.Stage == StageKind::Vertex ? "air.vertex"
                                                     : "air.fragment";
  auto *Args = dyn_cast<MDNode>(Entry->getOperand(2));
  if (!Args)
    return signatureError("!" + List + " entry of '" + F.getName() +
                          "' has no argument list");
  for (const MDOperand &Op : Args->operands()) {
    auto *A = dyn_cast<MDNode>(Op);
    if (!A || A->getNumOperands() < 2)
      return signatureError("malformed argument node of '" + F.getName() + "'");
    auto *Index = mdconst::dyn_extract_or_null<ConstantInt>(A->getOperand(0));
    if (!Index || Index->getZExtValue() >= F.arg_size())
      return signatureError("argument node of '" + F.getName() +
                            "' names no argument");
    Sig.Args.push_back(readArgument(F, Sig.Stage, A, Index->getZExtValue()));
    // Imageblocks (MSL's imageblock<T>, [[imageblock_data]]) live in tile
    // memory, which no translator or executor here models yet.
    if (const KernelArg &KA = Sig.Args.back();
        StringRef(KA.What).contains("imageblock"))
      return signatureError(
          "argument " + Twine(KA.ArgNo) + " '" + KA.Name + "' of '" +
          F.getName() + "' (" + KA.TypeName + ", !\"" + KA.What +
          "\") is an imageblock: imageblocks and tile memory are not "
          "supported yet");
  }
  if (Sig.Stage == StageKind::Kernel)
    return std::move(Sig);

  // The outputs: one node per member of a returned struct, or one for a
  // returned value.
  auto *Outs = dyn_cast<MDNode>(Entry->getOperand(1));
  if (!Outs)
    return signatureError("!" + List + " entry of '" + F.getName() +
                          "' has no output list");
  Type *Ret = F.getReturnType();
  auto *ST = dyn_cast<StructType>(Ret);
  unsigned Count = ST ? ST->getNumElements() : Ret->isVoidTy() ? 0 : 1;
  if (Outs->getNumOperands() != Count)
    return signatureError("!" + List + " entry of '" + F.getName() + "' lists " +
                          Twine(Outs->getNumOperands()) +
                          " outputs for a return value of " + Twine(Count));
  for (unsigned I = 0; I != Count; ++I) {
    auto *O = dyn_cast<MDNode>(Outs->getOperand(I));
    if (!O)
      return signatureError("malformed output node " + Twine(I) + " of '" +
                            F.getName() + "'");
    Expected<StageOutput> Out =
        readOutput(F, Sig.Stage, O, I, ST ? ST->getElementType(I) : Ret);
    if (!Out)
      return Out.takeError();
    Sig.Outputs.push_back(std::move(*Out));
  }
  return std::move(Sig);
}
