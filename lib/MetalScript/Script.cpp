//===- Script.cpp - metal-nt script kinds and loading ---------------------===//

#include "metalnt/MetalScript/Script.h"
#include "metalnt/MetalScript/FlatJSON.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "flatbuffers/reflection.h"

#include "metalnt/MetalScript/fbs/AIRAssemblyScript_bfbs_generated.h"
#include "metalnt/MetalScript/fbs/AIRDylibScript_bfbs_generated.h"
#include "metalnt/MetalScript/fbs/AIRFunctionScript_bfbs_generated.h"
#include "metalnt/MetalScript/fbs/AIRObjectScript_bfbs_generated.h"
#include "metalnt/MetalScript/fbs/AIRPipelineScript_bfbs_generated.h"
#include "metalnt/MetalScript/fbs/MetalPipelinesScript_bfbs_generated.h"

#include "metalnt/MetalScript/fbs/AIRAssemblyScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRDylibScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRFunctionScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRObjectScript_generated.h"
#include "metalnt/MetalScript/fbs/AIRPipelineScript_generated.h"
#include "metalnt/MetalScript/fbs/MetalPipelinesScript_generated.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

namespace {
template <typename BinarySchema> const reflection::Schema &schemaOf() {
  static const reflection::Schema *S = reflection::GetSchema(BinarySchema::data());
  return *S;
}

// The generated verifiers, not flatbuffers::Verify over the reflection
// schema: libflatbuffers 2.0.8's reflection verifier reads out of bounds on
// some malformed buffers (found by our binary fuzzer).
template <bool (*VerifyBuffer)(flatbuffers::Verifier &)>
bool verifyWith(const uint8_t *Data, size_t Size) {
  flatbuffers::Verifier V(Data, Size);
  return VerifyBuffer(V);
}

const ScriptKindInfo Kinds[] = {
    {ScriptKind::MetalPipelines, "mtlp", "MTLP", "Metal pipelines script",
     schemaOf<fbs::MetalPipelinesScriptBinarySchema>,
     verifyWith<fbs::VerifyMetalPipelinesScriptBuffer>},
    {ScriptKind::AIRPipeline, "airp", "AIRP", "AIR pipeline script",
     schemaOf<fbs::AIRPipelineScriptBinarySchema>,
     verifyWith<fbs::VerifyAIRPipelineScriptBuffer>},
    {ScriptKind::AIRFunction, "airf", "AIRF", "AIR function script",
     schemaOf<fbs::AIRFunctionScriptBinarySchema>,
     verifyWith<fbs::VerifyAIRFunctionScriptBuffer>},
    {ScriptKind::AIRDylib, "aird", "AIRD", "AIR dynamic library script",
     schemaOf<fbs::AIRDylibScriptBinarySchema>,
     verifyWith<fbs::VerifyAIRDylibScriptBuffer>},
    {ScriptKind::AIRAssembly, "aira", "AIRA", "AIR assembly script",
     schemaOf<fbs::AIRAssemblyScriptBinarySchema>,
     verifyWith<fbs::VerifyAIRAssemblyScriptBuffer>},
    {ScriptKind::AIRObject, "airo", "AIRO", "AIR object script",
     schemaOf<fbs::AIRObjectScriptBinarySchema>,
     verifyWith<fbs::VerifyAIRObjectScriptBuffer>},
};
} // namespace

ArrayRef<ScriptKindInfo> metalnt::script::getScriptKinds() { return Kinds; }

const ScriptKindInfo &metalnt::script::getScriptKindInfo(ScriptKind K) {
  for (const ScriptKindInfo &I : Kinds)
    if (I.Kind == K)
      return I;
  llvm_unreachable("unknown script kind");
}

Expected<ScriptFileType> metalnt::script::classifyScriptPath(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  Ext.consume_front(".");
  bool IsJSON = Ext.consume_back("-json");
  for (const ScriptKindInfo &I : Kinds)
    if (Ext == I.Extension)
      return ScriptFileType{&I, IsJSON};
  std::vector<std::string> Known;
  for (const ScriptKindInfo &I : Kinds)
    Known.push_back(("." + I.Extension + "-json, ." + I.Extension).str());
  return createStringError(inconvertibleErrorCode(),
                           Path + ": unknown script extension; a script is "
                                  "one of " +
                               join(Known, ", "));
}

Expected<LoadedScript> metalnt::script::loadScript(StringRef Path) {
  Expected<ScriptFileType> Type = classifyScriptPath(Path);
  if (!Type)
    return Type.takeError();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/false);
  if (!Buf)
    return createStringError(Buf.getError(),
                             Path + ": " + Buf.getError().message());
  return loadScript(std::move(*Buf), *Type);
}

Expected<LoadedScript>
metalnt::script::loadScript(std::unique_ptr<MemoryBuffer> Buf,
                            ScriptFileType Type) {
  LoadedScript S;
  S.Kind = Type.Kind;
  S.IsJSON = Type.IsJSON;
  S.Path = Buf->getBufferIdentifier().str();
  const reflection::Schema &Schema = Type.Kind->Schema();
  if (Type.IsJSON) {
    S.SM = std::make_unique<SourceMgr>();
    unsigned ID = S.SM->AddNewSourceBuffer(std::move(Buf), SMLoc());
    Expected<std::unique_ptr<json::Value>> Doc = json::parse(*S.SM, ID);
    if (!Doc)
      return Doc.takeError();
    S.Document = std::move(*Doc);
    Expected<std::vector<uint8_t>> Bytes =
        buildFlatBuffer(Schema, *S.Document, *S.SM);
    if (!Bytes)
      return Bytes.takeError();
    S.Buffer = std::move(*Bytes);
    return std::move(S);
  }
  StringRef Bytes = Buf->getBuffer();
  if (Bytes.size() < 8)
    return createStringError(inconvertibleErrorCode(),
                             S.Path + ": " + Twine(Bytes.size()) +
                                 " bytes is too short for a binary " +
                                 Type.Kind->Description);
  StringRef Ident = Bytes.substr(4, 4);
  if (Ident != Type.Kind->Identifier) {
    std::string Msg = S.Path + ": the extension says " +
                      Type.Kind->Description.str() + " (file identifier '" +
                      Type.Kind->Identifier.str() + "')";
    for (const ScriptKindInfo &I : Kinds)
      if (I.Identifier == Ident)
        return createStringError(inconvertibleErrorCode(),
                                 Msg + ", but the file is " +
                                     I.withArticle() + " ('" + Ident + "')");
    return createStringError(inconvertibleErrorCode(),
                             Msg + ", but the file's identifier is '" +
                                 toHex(Ident) + "' (hex)");
  }
  S.Buffer.assign(Bytes.bytes_begin(), Bytes.bytes_end());
  if (!Type.Kind->Verify(S.Buffer.data(), S.Buffer.size()))
    return createStringError(inconvertibleErrorCode(),
                             S.Path + ": not a valid binary " +
                                 Type.Kind->Description +
                                 " (the FlatBuffers verifier rejects it)");
  std::string Problem = checkFlatBufferRules(Schema, S.Buffer.data());
  if (!Problem.empty())
    return createStringError(inconvertibleErrorCode(),
                             S.Path + ": " + Problem);
  return std::move(S);
}

/// Walks "a.b[2].c" through the JSON document.
static const json::Value *lookupPath(const json::Value *V, StringRef Path) {
  while (V && !Path.empty()) {
    if (Path.consume_front("[")) {
      unsigned Index;
      size_t Close = Path.find(']');
      if (Close == StringRef::npos ||
          Path.substr(0, Close).getAsInteger(10, Index) ||
          V->getKind() != json::Value::Array ||
          Index >= V->getElements().size())
        return nullptr;
      V = V->getElements()[Index].get();
      Path = Path.drop_front(Close + 1);
      continue;
    }
    Path.consume_front(".");
    size_t End = Path.find_first_of(".[");
    StringRef Key = Path.substr(0, End);
    V = V->getKind() == json::Value::Object ? V->get(Key) : nullptr;
    Path = End == StringRef::npos ? StringRef() : Path.substr(End);
  }
  return V;
}

Error LoadedScript::errorAt(StringRef ValuePath, const Twine &Msg,
                            std::optional<size_t> Offset) const {
  if (Document)
    if (const json::Value *V = lookupPath(Document.get(), ValuePath)) {
      SMLoc Loc = V->getLoc();
      // Inside a string: skip its opening quote (no escapes in practice).
      if (Offset && V->getKind() == json::Value::String)
        Loc = SMLoc::getFromPointer(Loc.getPointer() + 1 + *Offset);
      return json::makeError(*SM, Loc, Msg);
    }
  return createStringError(inconvertibleErrorCode(),
                           Path + ": " + ValuePath + ": " + Msg);
}

void LoadedScript::writeJSON(raw_ostream &OS) const {
  printFlatBufferAsJSON(Kind->Schema(), Buffer.data(), OS);
}

void LoadedScript::writeBinary(raw_ostream &OS) const {
  OS.write(reinterpret_cast<const char *>(Buffer.data()), Buffer.size());
}
