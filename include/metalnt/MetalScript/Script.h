//===- Script.h - metal-nt script kinds and loading -------------*- C++ -*-===//
//
// metal-nt(1) takes six kinds of script, each backed by a FlatBuffer schema
// and accepted in two encodings: JSON (extension <kind>-json) and binary
// FlatBuffers (extension <kind>, checked against the kind's file identifier
// and the FlatBuffers verifier). Loading turns either encoding into a
// verified FlatBuffer; for JSON input the parsed document is kept so later
// (semantic) errors can still point at a line and column.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALSCRIPT_SCRIPT_H
#define METALNT_METALSCRIPT_SCRIPT_H

#include "metalnt/MetalScript/JSON.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <vector>

namespace reflection {
struct Schema;
}

namespace metalnt {
namespace script {

enum class ScriptKind {
  MetalPipelines, ///< .mtlp  / .mtlp-json
  AIRPipeline,    ///< .airp  / .airp-json
  AIRFunction,    ///< .airf  / .airf-json
  AIRDylib,       ///< .aird  / .aird-json
  AIRAssembly,    ///< .aira  / .aira-json
  AIRObject,      ///< .airo  / .airo-json
};

struct ScriptKindInfo {
  ScriptKind Kind;
  llvm::StringRef Extension;   ///< "mtlp"; JSON adds "-json"
  llvm::StringRef Identifier;  ///< FlatBuffers file identifier, "MTLP"
  llvm::StringRef Description; ///< "Metal pipelines script"
  const reflection::Schema &(*Schema)();
  /// "a Metal pipelines script", "an AIR function script".
  std::string withArticle() const {
    return (Description.starts_with("AIR") ? "an " : "a ") + Description.str();
  }
  /// The generated FlatBuffers verifier of the kind (identifier included).
  bool (*Verify)(const uint8_t *Data, size_t Size);
};

llvm::ArrayRef<ScriptKindInfo> getScriptKinds();
const ScriptKindInfo &getScriptKindInfo(ScriptKind K);

/// The kind and encoding a file name says; an unknown extension is an error
/// listing the known ones.
struct ScriptFileType {
  const ScriptKindInfo *Kind;
  bool IsJSON;
};
llvm::Expected<ScriptFileType> classifyScriptPath(llvm::StringRef Path);

class LoadedScript {
public:
  const ScriptKindInfo &getKind() const { return *Kind; }
  bool wasJSON() const { return IsJSON; }
  llvm::StringRef getPath() const { return Path; }
  const uint8_t *data() const { return Buffer.data(); }
  size_t size() const { return Buffer.size(); }

  /// An error about the value at a path such as
  /// "pipelines.compute_pipelines[1].enable": at its line and column for
  /// JSON input (Offset counts into a string value), or naming the path for
  /// binary input.
  llvm::Error errorAt(llvm::StringRef ValuePath, const llvm::Twine &Msg,
                      std::optional<size_t> Offset = std::nullopt) const;

  /// Writes the script in either encoding.
  void writeJSON(llvm::raw_ostream &OS) const;
  void writeBinary(llvm::raw_ostream &OS) const;

private:
  friend llvm::Expected<LoadedScript>
  loadScript(std::unique_ptr<llvm::MemoryBuffer> Buf, ScriptFileType Type);
  const ScriptKindInfo *Kind = nullptr;
  bool IsJSON = false;
  std::string Path;
  std::vector<uint8_t> Buffer;
  std::unique_ptr<llvm::SourceMgr> SM;
  std::unique_ptr<json::Value> Document;
};

/// Loads a script file; its kind and encoding come from its extension.
llvm::Expected<LoadedScript> loadScript(llvm::StringRef Path);
llvm::Expected<LoadedScript> loadScript(std::unique_ptr<llvm::MemoryBuffer> Buf,
                                        ScriptFileType Type);

} // namespace script
} // namespace metalnt

#endif
