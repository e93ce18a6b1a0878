//===- PipelinesScript.cpp - Resolving a Metal pipelines script -----------===//

#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/FlatJSON.h"
#include "metalnt/MetalScript/Predicate.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "flatbuffers/reflection.h"

#include "metalnt/AIR/AIRModule.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "metalnt/MetalScript/fbs/AIRAssemblyScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRDylibScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRFunctionScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRObjectScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRPipelineScript_generated.h"
#include "metalnt/MetalScript/fbs/MetalPipelinesScript_generated.h"

#include <map>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

std::optional<FunctionRef> metalnt::script::parseFunctionRef(StringRef Text,
                                                             std::string &Err) {
  FunctionRef R;
  StringRef Rest = Text;
  if (Rest.consume_front("alias:"))
    R.K = FunctionRef::Alias;
  else if (Rest.consume_front("file:"))
    R.K = FunctionRef::File;
  if (R.K != FunctionRef::Input) {
    auto [Lib, Fn] = Rest.rsplit('#');
    if (Fn.empty() && !Rest.contains('#')) {
      Err = (R.K == FunctionRef::Alias ? "expected alias:<library-label>#<function>"
                                       : "expected file:<path-to-library>#<function>");
      return std::nullopt;
    }
    if (Lib.empty()) {
      Err = R.K == FunctionRef::Alias ? "the library label is empty"
                                      : "the library path is empty";
      return std::nullopt;
    }
    R.Library = Lib.str();
    Rest = Fn;
  }
  if (Rest.empty()) {
    Err = "the function name is empty";
    return std::nullopt;
  }
  R.Function = Rest.str();
  return R;
}

namespace {


/// The MTLDataType a ConstantX value type sets ("ConstantFloat4" -> 6).
std::optional<uint8_t> dataTypeOf(StringRef ValueType) {
  static const std::pair<StringRef, uint8_t> Bases[] = {
      {"Bool", 53}, {"Char", 45},  {"UChar", 49}, {"Short", 37},
      {"UShort", 41}, {"Int", 29}, {"UInt", 33},  {"Long", 81},
      {"ULong", 85}, {"Float", 3}, {"Half", 16}};
  StringRef Rest = ValueType;
  if (!Rest.consume_front("Constant"))
    return std::nullopt;
  unsigned Width = 1;
  if (!Rest.empty() && isDigit(Rest.back())) {
    Width = Rest.back() - '0';
    Rest = Rest.drop_back();
  }
  for (auto [Name, Base] : Bases)
    if (Rest == Name)
      return uint8_t(Base + Width - 1);
  return std::nullopt;
}

unsigned arityOf(StringRef ValueType) {
  return !ValueType.empty() && isDigit(ValueType.back()) ? ValueType.back() - '0'
                                                         : 1;
}

/// One function constant a function declares (its CNST metadata).
struct DeclaredConstant {
  std::string Name;
  uint8_t Type;
  unsigned Index;
};

std::vector<DeclaredConstant> declaredConstants(const metallib::Function &F) {
  std::vector<DeclaredConstant> Out;
  const metallib::Tag *T = metallib::findTag(F.PublicMetadata, metallib::tag::CNST);
  if (!T)
    return Out;
  StringRef D = T->Data;
  if (D.size() < 2)
    return Out;
  unsigned N = support::endian::read16le(D.data());
  size_t Off = 2;
  for (unsigned I = 0; I != N; ++I) {
    size_t Nul = D.find('\0', Off);
    if (Nul == StringRef::npos || Nul + 5 > D.size())
      break;
    DeclaredConstant C;
    C.Name = D.slice(Off, Nul).str();
    C.Type = uint8_t(D[Nul + 1]);
    C.Index = support::endian::read16le(D.data() + Nul + 2);
    Out.push_back(C);
    Off = Nul + 5;
  }
  return Out;
}

class Resolver {
public:
  Resolver(const LoadedScript &S, const ResolveOptions &Opts)
      : S(S), Opts(Opts), Schema(S.getKind().Schema()),
        Libraries(Opts.Libraries ? *Opts.Libraries : OwnLibraries) {}

  Expected<ResolvedPipelinesScript> run();

private:
  const LoadedScript &S;
  const ResolveOptions &Opts;
  const reflection::Schema &Schema;
  const fbs::MetalPipelinesScript *Root = nullptr;
  ResolvedPipelinesScript R;
  /// AIR pipeline scripts name functions of the input MetalLib only.
  bool InputOnly = false;

  metallib::LibraryCache OwnLibraries; // when the caller gives none
  metallib::LibraryCache &Libraries;   // by resolved path
  StringMap<unsigned> LibraryByLabel;        // index into R.Libraries
  StringMap<const fbs::NamedFunctionConstantValues *> NamedValues;
  StringMap<bool> PredicateValues;

  Error at(const Twine &Path, const Twine &Msg,
           std::optional<size_t> Offset = std::nullopt) {
    return S.errorAt(Path.str(), Msg, Offset);
  }

  Expected<std::string> findLibrary(StringRef Path, const Twine &Where,
                                    StringRef For = "");
  Expected<const metallib::Library *> loadLibrary(const std::string &Path,
                                                  const Twine &Where);
  Expected<ResolvedFunction> resolveRef(const flatbuffers::String *Text,
                                        const Twine &Where,
                                        const metallib::Function **Found);
  Error checkType(const ResolvedFunction &F, StringRef Role, const Twine &Where);
  Error resolveLibraries();
  Error resolveSpecialization(const fbs::SpecializedFunction &SF, unsigned I);
  Error addConstants(const flatbuffers::Vector<flatbuffers::Offset<fbs::FunctionConstantValue>> *Values,
                     const Twine &Where, StringRef Origin,
                     const std::vector<DeclaredConstant> &Declared,
                     StringRef Owner, std::map<unsigned, ConstantSetting> &Out);
  Error resolvePredicates();
  Expected<std::pair<std::string, bool>> predicate(const flatbuffers::String *Text,
                                                   const Twine &Where);
  Error resolvePipelines(const fbs::Pipelines *P);
  Error resolveAIRPipeline();
  Error resolveAIRFunction();
  Error resolveAIRDylib();
  template <typename ScriptT> Error resolveAIRModule(const ScriptT &Script);
  Expected<const metallib::Library *> inputLibrary(StringRef Needs);
  std::vector<std::string> valueStrings(const fbs::FunctionConstantValue &V,
                                        std::string &TypeName);
};

Expected<std::string> Resolver::findLibrary(StringRef Path, const Twine &Where,
                                            StringRef For) {
  std::string Lib = ("library '" + Path + "'").str();
  if (!For.empty())
    Lib += (" (holding function '" + For + "')").str();
  if (sys::path::is_absolute(Path)) {
    if (sys::fs::exists(Path))
      return Path.str();
    return at(Where, Lib + " does not exist");
  }
  for (const std::string &Dir : Opts.SearchPaths) {
    SmallString<256> Candidate(Dir);
    sys::path::append(Candidate, Path);
    if (sys::fs::exists(Candidate))
      return std::string(Candidate);
  }
  if (Opts.SearchPaths.empty())
    return at(Where, Lib + " is a relative path and no -L search path was given");
  return at(Where, Lib + " is in none of the -L search paths (" +
                       join(Opts.SearchPaths, ", ") + ")");
}

Expected<const metallib::Library *> Resolver::loadLibrary(const std::string &Path,
                                                          const Twine &Where) {
  Expected<const metallib::Library *> Lib = Libraries.get(Path);
  if (!Lib)
    return at(Where, toString(Lib.takeError()));
  return Lib;
}

static const metallib::Function *findFunction(const metallib::Library &L,
                                              StringRef Name) {
  for (const metallib::Function &F : L.Functions)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

Expected<ResolvedFunction> Resolver::resolveRef(const flatbuffers::String *Text,
                                                const Twine &Where,
                                                const metallib::Function **Found) {
  std::string Err;
  std::optional<FunctionRef> Ref = parseFunctionRef(Text->c_str(), Err);
  if (!Ref)
    return at(Where, "malformed function reference '" + Text->str() + "': " + Err);
  if (InputOnly && Ref->K != FunctionRef::Input)
    return at(Where, "an AIR pipeline script names functions of the input "
                     "MetalLib only, by their plain name");
  ResolvedFunction RF;
  RF.Ref = *Ref;
  std::string LibPath;
  switch (Ref->K) {
  case FunctionRef::Input:
    if (Opts.InputLibrary.empty())
      return at(Where, "function '" + Ref->Function +
                           "' names a function of the input library, but no "
                           "input MetalLib was given");
    LibPath = Opts.InputLibrary;
    break;
  case FunctionRef::File: {
    Expected<std::string> P = findLibrary(Ref->Library, Where, Ref->Function);
    if (!P)
      return P.takeError();
    LibPath = *P;
    break;
  }
  case FunctionRef::Alias: {
    auto It = LibraryByLabel.find(Ref->Library);
    if (It == LibraryByLabel.end()) {
      std::vector<std::string> Labels;
      for (const ResolvedLibrary &L : R.Libraries)
        Labels.push_back(L.Label);
      return at(Where, "no library is labelled '" + Ref->Library + "'" +
                           (Labels.empty() ? std::string(" (the script defines none)")
                                           : "; defined labels: " + join(Labels, ", ")));
    }
    const ResolvedLibrary &L = R.Libraries[It->second];
    if (L.IsSpecialization) {
      if (Ref->Function != L.SpecializedName)
        return at(Where, "specialized library '" + L.Label + "' holds only '" +
                             L.SpecializedName + "', not '" + Ref->Function + "'");
      RF.Specialization = L.Label;
      RF.LibraryPath = L.Base.LibraryPath;
      RF.Type = L.Base.Type;
      *Found = nullptr;
      return RF;
    }
    LibPath = L.Path;
    break;
  }
  }
  Expected<const metallib::Library *> Lib = loadLibrary(LibPath, Where);
  if (!Lib)
    return Lib.takeError();
  const metallib::Function *F = findFunction(**Lib, Ref->Function);
  if (!F)
    return at(Where, "library '" + LibPath + "' has no function '" +
                         Ref->Function + "'");
  RF.LibraryPath = LibPath;
  RF.Type = F->Type;
  *Found = F;
  return RF;
}

Error Resolver::checkType(const ResolvedFunction &F, StringRef Role,
                          const Twine &Where) {
  using metallib::FunctionType;
  bool OK;
  StringRef Want;
  if (Role == "compute_function") {
    OK = F.Type == uint8_t(FunctionType::Kernel);
    Want = "a kernel";
  } else if (Role == "vertex_function") {
    OK = F.Type == uint8_t(FunctionType::Vertex);
    Want = "a vertex function";
  } else if (Role == "fragment_function") {
    OK = F.Type == uint8_t(FunctionType::Fragment);
    Want = "a fragment function";
  } else {
    OK = F.Type == uint8_t(FunctionType::Kernel) ||
         F.Type == uint8_t(FunctionType::Fragment);
    Want = "a kernel or fragment function";
  }
  if (OK)
    return Error::success();
  return at(Where, "'" + F.Ref.Function + "' is a " +
                       metallib::getFunctionTypeName(F.Type) + " function; " +
                       Role + " needs " + Want);
}

std::vector<std::string>
Resolver::valueStrings(const fbs::FunctionConstantValue &V, std::string &TypeName) {
  TypeName = fbs::EnumNameConstantValue(V.value_type());
  std::vector<std::string> Out;
  const reflection::Object *Obj = Schema.objects()->LookupByKey(
      ("metalnt.fbs." + TypeName).c_str());
  if (!Obj || !V.value())
    return Out;
  const reflection::Field *Data = Obj->fields()->LookupByKey("data");
  const auto &T = *reinterpret_cast<const flatbuffers::Table *>(V.value());
  auto Format = [&](reflection::BaseType BT, double D, int64_t I) {
    if (BT == reflection::Bool)
      return std::string(I ? "true" : "false");
    if (BT == reflection::Float || BT == reflection::Double)
      return formatShortest(D, BT == reflection::Float);
    return std::to_string(I);
  };
  const reflection::Type &Ty = *Data->type();
  if (Ty.base_type() == reflection::Vector) {
    const flatbuffers::VectorOfAny *Vec = flatbuffers::GetFieldAnyV(T, *Data);
    if (!Vec)
      return Out;
    for (flatbuffers::uoffset_t I = 0; I != Vec->size(); ++I)
      Out.push_back(Format(Ty.element(),
                           flatbuffers::GetAnyVectorElemF(Vec, Ty.element(), I),
                           flatbuffers::GetAnyVectorElemI(Vec, Ty.element(), I)));
  } else {
    Out.push_back(Format(Ty.base_type(), flatbuffers::GetAnyFieldF(T, *Data),
                         flatbuffers::GetAnyFieldI(T, *Data)));
  }
  return Out;
}

Error Resolver::addConstants(
    const flatbuffers::Vector<flatbuffers::Offset<fbs::FunctionConstantValue>> *Values,
    const Twine &Where, StringRef Origin,
    const std::vector<DeclaredConstant> &Declared, StringRef Owner,
    std::map<unsigned, ConstantSetting> &Out) {
  if (!Values)
    return Error::success();
  auto DeclaredList = [&] {
    std::vector<std::string> L;
    for (const DeclaredConstant &D : Declared)
      L.push_back(formatv("{0} '{1}' ({2})", D.Index, D.Name,
                          metallib::getDataTypeName(D.Type))
                      .str());
    return L.empty() ? std::string("it declares none")
                     : "it declares: " + join(L, ", ");
  };
  for (unsigned I = 0; I != Values->size(); ++I) {
    const fbs::FunctionConstantValue &V = *Values->Get(I);
    std::string Path = (Where + "[" + Twine(I) + "]").str();
    const DeclaredConstant *D = nullptr;
    std::string IdText;
    if (const fbs::FunctionConstantIndex *Idx = V.id_as_FunctionConstantIndex()) {
      IdText = "index " + std::to_string(Idx->data());
      for (const DeclaredConstant &C : Declared)
        if (C.Index == Idx->data())
          D = &C;
    } else if (const flatbuffers::String *Name = V.id_as_FunctionConstantName()) {
      IdText = "'" + Name->str() + "'";
      for (const DeclaredConstant &C : Declared)
        if (C.Name == Name->string_view())
          D = &C;
    }
    if (!D)
      return at(Path + ".id", Owner + " has no function constant " + IdText +
                                  "; " + DeclaredList());
    ConstantSetting C;
    C.Index = D->Index;
    C.Name = D->Name;
    C.DataType = metallib::getDataTypeName(D->Type).str();
    C.Values = valueStrings(V, C.ValueType);
    C.Origin = Origin.str();
    if (C.Values.size() != arityOf(C.ValueType))
      return at(Path + ".value", C.ValueType + " needs " +
                                     Twine(arityOf(C.ValueType)) + " values; found " +
                                     Twine(C.Values.size()));
    std::optional<uint8_t> Want = dataTypeOf(C.ValueType);
    if (!Want || *Want != D->Type)
      return at(Path + ".value_type",
                "function constant '" + D->Name + "' of " + Owner + " is " +
                    C.DataType + "; a " + C.ValueType + " value cannot set it");
    Out[C.Index] = std::move(C); // later settings override earlier ones
  }
  return Error::success();
}

Error Resolver::resolveSpecialization(const fbs::SpecializedFunction &SF, unsigned I) {
  std::string Where = "libraries.specialized_functions[" + std::to_string(I) + "]";
  ResolvedLibrary L;
  L.Label = SF.label()->str();
  L.IsSpecialization = true;
  const metallib::Function *F = nullptr;
  Expected<ResolvedFunction> Base = resolveRef(SF.function(), Where + ".function", &F);
  if (!Base)
    return Base.takeError();
  if (!F)
    return at(Where + ".function", "a specialized function cannot specialize "
                                   "another specialized library's function");
  L.Base = *Base;
  L.SpecializedName = SF.specialized_name() ? SF.specialized_name()->str()
                                            : Base->Ref.Function;
  std::vector<DeclaredConstant> Declared = declaredConstants(*F);
  std::map<unsigned, ConstantSetting> Settings;
  if (const flatbuffers::String *Named = SF.named_constant_values()) {
    auto It = NamedValues.find(Named->string_view());
    if (It == NamedValues.end()) {
      std::vector<std::string> Names;
      for (const auto &E : NamedValues)
        Names.push_back(E.getKey().str());
      llvm::sort(Names);
      return at(Where + ".named_constant_values",
                "no named function constant values are called '" + Named->str() +
                    "'" + (Names.empty() ? std::string(" (the script defines none)")
                                         : "; defined: " + join(Names, ", ")));
    }
    unsigned NI = 0;
    for (unsigned K = 0; K != Root->named_function_constant_values()->size(); ++K)
      if (Root->named_function_constant_values()->Get(K) == It->second)
        NI = K;
    if (Error E = addConstants(It->second->constant_values(),
                               "named_function_constant_values[" + Twine(NI) +
                                   "].constant_values",
                               Named->str(), Declared,
                               "function '" + Base->Ref.Function + "'", Settings))
      return E;
  }
  if (Error E = addConstants(SF.constant_values(), Where + ".constant_values",
                             "local", Declared,
                             "function '" + Base->Ref.Function + "'", Settings))
    return E;
  for (auto &[Index, C] : Settings)
    L.Constants.push_back(std::move(C));
  LibraryByLabel[L.Label] = R.Libraries.size();
  R.Libraries.push_back(std::move(L));
  return Error::success();
}

Error Resolver::resolveLibraries() {
  if (auto *NV = Root->named_function_constant_values()) {
    for (unsigned I = 0; I != NV->size(); ++I) {
      const fbs::NamedFunctionConstantValues *N = NV->Get(I);
      if (!NamedValues.try_emplace(N->name()->string_view(), N).second)
        return at("named_function_constant_values[" + Twine(I) + "].name",
                  "named function constant values '" + N->name()->str() +
                      "' are defined twice");
    }
  }
  const fbs::Libraries *Libs = Root->libraries();
  if (!Libs)
    return Error::success();
  StringSet<> Labels;
  auto NewLabel = [&](const flatbuffers::String *Label, const Twine &Where) -> Error {
    if (!Labels.insert(Label->string_view()).second)
      return at(Where, "library label '" + Label->str() + "' is used twice");
    return Error::success();
  };
  if (auto *Paths = Libs->paths()) {
    for (unsigned I = 0; I != Paths->size(); ++I) {
      const fbs::LibraryPath *P = Paths->Get(I);
      std::string Where = "libraries.paths[" + std::to_string(I) + "]";
      if (Error E = NewLabel(P->label(), Where + ".label"))
        return E;
      Expected<std::string> Found = findLibrary(P->path()->c_str(), Where + ".path");
      if (!Found)
        return Found.takeError();
      if (Expected<const metallib::Library *> L = loadLibrary(*Found, Where + ".path"); !L)
        return L.takeError();
      ResolvedLibrary RL;
      RL.Label = P->label()->str();
      RL.Path = *Found;
      LibraryByLabel[RL.Label] = R.Libraries.size();
      R.Libraries.push_back(std::move(RL));
    }
  }
  if (auto *Specs = Libs->specialized_functions()) {
    for (unsigned I = 0; I != Specs->size(); ++I) {
      if (Error E = NewLabel(Specs->Get(I)->label(),
                             "libraries.specialized_functions[" + Twine(I) + "].label"))
        return E;
      if (Error E = resolveSpecialization(*Specs->Get(I), I))
        return E;
    }
  }
  return Error::success();
}

Expected<std::pair<std::string, bool>>
Resolver::predicate(const flatbuffers::String *Text, const Twine &Where) {
  if (!Text)
    return std::pair<std::string, bool>("", true);
  PredicateError Err;
  std::unique_ptr<Predicate> P = parsePredicate(
      Text->c_str(), [&](StringRef N) { return PredicateValues.count(N) != 0; },
      Err);
  if (!P)
    return at(Where, Err.Message, Err.Offset);
  bool Value = P->evaluate(Opts.Arch ? Opts.Arch->Families : 0, PredicateValues);
  return std::pair<std::string, bool>(P->K == Predicate::True ? "" : P->str(), Value);
}

Error Resolver::resolvePredicates() {
  auto *Named = Root->named_predicates();
  if (!Named)
    return Error::success();
  for (unsigned I = 0; I != Named->size(); ++I) {
    const fbs::NamedPredicate *N = Named->Get(I);
    std::string Where = "named_predicates[" + std::to_string(I) + "]";
    if (PredicateValues.count(N->name()->string_view()))
      return at(Where + ".name", "predicate '" + N->name()->str() +
                                     "' is defined twice");
    auto P = predicate(N->predicate(), Where + ".predicate");
    if (!P)
      return P.takeError();
    PredicateValues[N->name()->string_view()] = P->second;
    R.NamedPredicates.push_back({N->name()->str(),
                                 P->first.empty() ? "true" : P->first, P->second});
  }
  return Error::success();
}

/// A render pipeline descriptor's state, as written.
static ResolvedRenderState readRenderState(const fbs::RenderPipelineDescriptor *D,
                                           std::string Where) {
  ResolvedRenderState S;
  S.Where = std::move(Where);
  if (const fbs::VertexDescriptor *V = D->vertex_descriptor()) {
    S.HasVertexDescriptor = true;
    if (auto *As = V->attributes())
      for (unsigned I = 0; I != As->size(); ++I) {
        const fbs::AttributeDescriptor *A = As->Get(I);
        S.Attributes.push_back({I, A->buffer_index(), A->offset(),
                                fbs::EnumNameAttributeFormat(A->format())});
      }
    if (auto *Ls = V->layouts())
      for (unsigned I = 0; I != Ls->size(); ++I) {
        const fbs::VertexLayoutDescriptor *L = Ls->Get(I);
        S.Layouts.push_back({I, L->stride(), L->step_rate(),
                             fbs::EnumNameVertexStepFunction(L->step_function())});
      }
  }
  if (auto *Cs = D->color_attachments())
    for (unsigned I = 0; I != Cs->size(); ++I) {
      const fbs::RenderPipelineColorAttachmentDescriptor *C = Cs->Get(I);
      ResolvedRenderState::ColorAttachment A;
      A.Index = I;
      A.PixelFormat = fbs::EnumNamePixelFormat(C->pixel_format());
      A.WriteMask = uint8_t(C->write_mask()) & 0xF;
      A.Blending = C->blending_enabled();
      A.SourceRGB = fbs::EnumNameBlendFactor(C->source_rgb_blend_factor());
      A.DestinationRGB = fbs::EnumNameBlendFactor(C->destination_rgb_blend_factor());
      A.RGBOperation = fbs::EnumNameBlendOperation(C->rgb_blend_operation());
      A.SourceAlpha = fbs::EnumNameBlendFactor(C->source_alpha_blend_factor());
      A.DestinationAlpha = fbs::EnumNameBlendFactor(C->destination_alpha_blend_factor());
      A.AlphaOperation = fbs::EnumNameBlendOperation(C->alpha_blend_operation());
      S.Colors.push_back(std::move(A));
    }
  S.DepthFormat = fbs::EnumNamePixelFormat(D->depth_attachment_pixel_format());
  S.StencilFormat = fbs::EnumNamePixelFormat(D->stencil_attachment_pixel_format());
  S.SampleCount = D->raster_sample_count();
  S.RasterizationEnabled = D->rasterization_enabled();
  S.AlphaToCoverage = D->alpha_to_coverage_enabled();
  S.AlphaToOne = D->alpha_to_one_enabled();
  return S;
}

Error Resolver::resolvePipelines(const fbs::Pipelines *P) {
  if (!P)
    return Error::success();
  auto Add = [&](StringRef Kind, unsigned I, const flatbuffers::String *Enable,
                 ArrayRef<std::pair<StringRef, const flatbuffers::String *>> Fns) -> Error {
    std::string Where = ("pipelines." + Kind + "[" + Twine(I) + "]").str();
    ResolvedPipeline RP;
    RP.Kind = Kind.str();
    RP.Index = I;
    auto Pred = predicate(Enable, Where + ".enable");
    if (!Pred)
      return Pred.takeError();
    RP.Predicate = Pred->first;
    RP.Enabled = Pred->second;
    for (auto [Role, Text] : Fns) {
      if (!Text)
        continue;
      const metallib::Function *F;
      Expected<ResolvedFunction> RF = resolveRef(Text, Where + "." + Role, &F);
      if (!RF)
        return RF.takeError();
      if (Error E = checkType(*RF, Role, Where + "." + Role))
        return E;
      RP.Functions.push_back({Role.str(), std::move(*RF)});
    }
    R.Pipelines.push_back(std::move(RP));
    return Error::success();
  };
  if (auto *C = P->compute_pipelines())
    for (unsigned I = 0; I != C->size(); ++I)
      if (Error E = Add("compute_pipelines", I, C->Get(I)->enable(),
                        {{"compute_function", C->Get(I)->compute_function()}}))
        return E;
  if (auto *Rn = P->render_pipelines())
    for (unsigned I = 0; I != Rn->size(); ++I) {
      if (Error E = Add("render_pipelines", I, Rn->Get(I)->enable(),
                        {{"vertex_function", Rn->Get(I)->vertex_function()},
                         {"fragment_function", Rn->Get(I)->fragment_function()}}))
        return E;
      R.Pipelines.back().Render =
          readRenderState(Rn->Get(I), "pipelines.render_pipelines[" +
                                          std::to_string(I) + "]");
    }
  if (auto *T = P->tile_render_pipelines())
    for (unsigned I = 0; I != T->size(); ++I)
      if (Error E = Add("tile_render_pipelines", I, T->Get(I)->enable(),
                        {{"tile_function", T->Get(I)->tile_function()}}))
        return E;
  return Error::success();
}

Expected<const metallib::Library *> Resolver::inputLibrary(StringRef Needs) {
  if (Opts.InputLibrary.empty())
    return createStringError(inconvertibleErrorCode(),
                             S.getPath() + ": " + S.getKind().withArticle() +
                                 " needs an input " + Needs);
  return loadLibrary(Opts.InputLibrary, "");
}

Error Resolver::resolveAIRPipeline() {
  Expected<const metallib::Library *> L = inputLibrary("executable MetalLib");
  if (!L)
    return L.takeError();
  InputOnly = true;
  return resolvePipelines(fbs::GetAIRPipelineScript(S.data())->pipelines());
}

Error Resolver::resolveAIRFunction() {
  Expected<const metallib::Library *> L = inputLibrary("executable MetalLib");
  if (!L)
    return L.takeError();
  const fbs::AIRFunctionScript *FS = fbs::GetAIRFunctionScript(S.data());
  const metallib::Function *F = findFunction(**L, FS->function()->c_str());
  if (!F)
    return at("function", "library '" + Opts.InputLibrary +
                              "' has no function '" + FS->function()->str() + "'");
  if (F->Type == uint8_t(metallib::FunctionType::Unqualified))
    return at("function", "'" + FS->function()->str() +
                              "' is not a qualified function (kernel, vertex, "
                              "fragment, ...)");
  ResolvedLibrary RL;
  RL.Label = "function script";
  RL.IsSpecialization = true;
  RL.Base.Ref.Function = F->Name;
  RL.Base.LibraryPath = Opts.InputLibrary;
  RL.Base.Type = F->Type;
  RL.SpecializedName =
      FS->specialized_name() ? FS->specialized_name()->str() : F->Name;
  std::map<unsigned, ConstantSetting> Settings;
  if (Error E = addConstants(FS->constant_values(), "constant_values", "local",
                             declaredConstants(*F), "function '" + F->Name + "'",
                             Settings))
    return E;
  for (auto &[Index, C] : Settings)
    RL.Constants.push_back(std::move(C));
  R.Libraries.push_back(std::move(RL));
  return Error::success();
}

Error Resolver::resolveAIRDylib() {
  Expected<const metallib::Library *> L = inputLibrary("dynamic MetalLib");
  if (!L)
    return L.takeError();
  if (!(*L)->Hdr.isDynamic())
    return createStringError(inconvertibleErrorCode(),
                             Opts.InputLibrary + ": an AIR dynamic library "
                                                 "script needs a dynamic "
                                                 "MetalLib; this one is " +
                                 metallib::getFileTypeName((*L)->Hdr.Type));
  const fbs::AIRDylibScript *DS = fbs::GetAIRDylibScript(S.data());
  if (DS->install_name())
    R.InstallName = DS->install_name()->str();
  if (auto *Fns = DS->functions())
    for (unsigned I = 0; I != Fns->size(); ++I) {
      if (!findFunction(**L, Fns->Get(I)->c_str()))
        return at("functions[" + Twine(I) + "]",
                  "library '" + Opts.InputLibrary + "' exports no function '" +
                      Fns->Get(I)->str() + "'");
      R.SelectedFunctions.push_back(Fns->Get(I)->str());
    }
  return Error::success();
}

template <typename ScriptT>
Error Resolver::resolveAIRModule(const ScriptT &Script) {
  if (Opts.InputLibrary.empty())
    return createStringError(inconvertibleErrorCode(),
                             S.getPath() + ": " + S.getKind().withArticle() +
                                 " needs an input AIR file (.ll or .air)");
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = air::loadAIRFile(Opts.InputLibrary, Ctx);
  if (!M)
    return M.takeError();
  Expected<air::ModuleInfo> Info = air::analyzeModule(**M);
  if (!Info)
    return Info.takeError();
  if (auto *Fns = Script.functions())
    for (unsigned I = 0; I != Fns->size(); ++I) {
      const Function *F = (*M)->getFunction(Fns->Get(I)->c_str());
      if (!F || F->isDeclaration())
        return at("functions[" + Twine(I) + "]",
                  "'" + Opts.InputLibrary + "' defines no function '" +
                      Fns->Get(I)->str() + "'");
      R.SelectedFunctions.push_back(Fns->Get(I)->str());
    }
  // The module's !air.function_constants play the part of CNST.
  std::vector<DeclaredConstant> Declared;
  for (const air::FunctionConstant &FC : Info->FunctionConstants) {
    DeclaredConstant D{FC.Name, 0, FC.Index};
    for (unsigned T = 0; T != 256; ++T)
      if (metallib::getDataTypeName(uint8_t(T)) == FC.TypeName)
        D.Type = uint8_t(T);
    Declared.push_back(D);
  }
  ResolvedLibrary RL;
  RL.Label = "module";
  RL.IsSpecialization = true;
  RL.Base.Ref.Function = (*M)->getModuleIdentifier();
  RL.Base.LibraryPath = Opts.InputLibrary;
  RL.SpecializedName = RL.Base.Ref.Function;
  std::map<unsigned, ConstantSetting> Settings;
  if (Error E = addConstants(Script.constant_values(), "constant_values",
                             "local", Declared,
                             "module '" + Opts.InputLibrary + "'", Settings))
    return E;
  for (auto &[Index, C] : Settings)
    RL.Constants.push_back(std::move(C));
  if (!RL.Constants.empty())
    R.Libraries.push_back(std::move(RL));
  return Error::success();
}

Expected<ResolvedPipelinesScript> Resolver::run() {
  R.ScriptPath = S.getPath().str();
  R.Kind = S.getKind().Description.str();
  R.WasJSON = S.wasJSON();
  R.Arch = Opts.Arch;
  R.InputLibrary = Opts.InputLibrary;
  Error Err = Error::success();
  switch (S.getKind().Kind) {
  case ScriptKind::MetalPipelines:
    Root = fbs::GetMetalPipelinesScript(S.data());
    if (!Opts.InputLibrary.empty())
      if (Expected<const metallib::Library *> L =
              loadLibrary(Opts.InputLibrary, "");
          !L)
        return L.takeError();
    if ((Err = resolveLibraries()))
      return std::move(Err);
    if ((Err = resolvePredicates()))
      return std::move(Err);
    Err = resolvePipelines(Root->pipelines());
    break;
  case ScriptKind::AIRPipeline:
    Err = resolveAIRPipeline();
    break;
  case ScriptKind::AIRFunction:
    Err = resolveAIRFunction();
    break;
  case ScriptKind::AIRDylib:
    Err = resolveAIRDylib();
    break;
  case ScriptKind::AIRAssembly:
    Err = resolveAIRModule(*fbs::GetAIRAssemblyScript(S.data()));
    break;
  case ScriptKind::AIRObject:
    Err = resolveAIRModule(*fbs::GetAIRObjectScript(S.data()));
    break;
  }
  if (Err)
    return std::move(Err);
  return std::move(R);
}

} // namespace

Expected<ResolvedPipelinesScript>
metalnt::script::resolvePipelinesScript(const LoadedScript &Script,
                                        const ResolveOptions &Opts) {
  return Resolver(Script, Opts).run();
}

static std::string describe(const ResolvedFunction &F) {
  std::string S = F.Ref.Function + " (";
  if (!F.Specialization.empty())
    S += "specialized library '" + F.Specialization + "'";
  else if (F.Ref.K == FunctionRef::Alias)
    S += "library '" + F.Ref.Library + "' " + F.LibraryPath;
  else if (F.Ref.K == FunctionRef::File)
    S += "file " + F.LibraryPath;
  else
    S += "input library";
  return S + ", " + metallib::getFunctionTypeName(F.Type).str() + ")";
}

void metalnt::script::printResolvedScript(const ResolvedPipelinesScript &R,
                                          raw_ostream &OS) {
  OS << "script: " << R.ScriptPath << " (" << R.Kind << ", "
     << (R.WasJSON ? "JSON" : "binary") << ")\n";
  if (R.Arch)
    OS << "arch: " << R.Arch->Name << " (families: "
       << formatGPUFamilies(R.Arch->Families) << ")\n";
  if (!R.InputLibrary.empty())
    OS << "input library: " << R.InputLibrary << '\n';
  OS << "libraries:" << (R.Libraries.empty() ? " none\n" : "\n");
  for (const ResolvedLibrary &L : R.Libraries) {
    if (L.Label == "module") {
      OS << "  module " << L.Base.LibraryPath << " specialized with:\n";
    } else if (!L.IsSpecialization) {
      OS << "  " << L.Label << ": " << L.Path << '\n';
      continue;
    } else {
      OS << "  " << L.Label << ": " << describe(L.Base) << " specialized as "
         << L.SpecializedName << '\n';
    }
    for (const ConstantSetting &C : L.Constants)
      OS << "    constant " << C.Index << " '" << C.Name << "' (" << C.DataType
         << ") = " << C.ValueType << " " << join(C.Values, ", ") << "  ["
         << C.Origin << "]\n";
  }
  if (!R.InstallName.empty())
    OS << "install name: " << R.InstallName << '\n';
  if (!R.SelectedFunctions.empty())
    OS << "functions: " << join(R.SelectedFunctions, " ") << '\n';
  if (!R.NamedPredicates.empty()) {
    OS << "named predicates:\n";
    for (const NamedPredicateValue &P : R.NamedPredicates)
      OS << "  " << P.Name << " = " << P.Expression << " -> "
         << (P.Value ? "true" : "false") << '\n';
  }
  OS << "pipelines:" << (R.Pipelines.empty() ? " none\n" : "\n");
  for (const ResolvedPipeline &P : R.Pipelines) {
    OS << "  " << P.Kind << "[" << P.Index << "]: "
       << (P.Enabled ? "enabled" : "skipped");
    if (!P.Predicate.empty())
      OS << " (" << P.Predicate << " -> " << (P.Enabled ? "true" : "false")
         << ")";
    OS << '\n';
    for (const auto &[Role, F] : P.Functions)
      OS << "    " << Role << ": " << describe(F) << '\n';
  }
}
