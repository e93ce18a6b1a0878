//===- DumpEmitter.h - One dump, two renderings -----------------*- C++ -*-===//
//
// The dump tools describe what they read once, through this interface; one
// implementation renders indented text for people, the other JSON for
// programs. Both therefore always carry the same content.
//
// Keys are given in CamelCase ("BitcodeSize"); the JSON rendering turns them
// into snake_case ("bitcode_size").
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_SUPPORT_DUMPEMITTER_H
#define METALNT_SUPPORT_DUMPEMITTER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <memory>
#include <string>

namespace metalnt {

class DumpEmitter {
public:
  virtual ~DumpEmitter();

  /// Objects and arrays. Inside an array the key is ignored.
  virtual void beginObject(llvm::StringRef Key) = 0;
  virtual void endObject() = 0;
  virtual void beginArray(llvm::StringRef Key) = 0;
  virtual void endArray() = 0;

  virtual void string(llvm::StringRef Key, llvm::StringRef Value) = 0;
  virtual void number(llvm::StringRef Key, uint64_t Value, bool Hex = false) = 0;
  virtual void boolean(llvm::StringRef Key, bool Value) = 0;
  /// A numeric code with its name: text "kernel (2)"; JSON "type": 2 and
  /// "type_name": "kernel".
  virtual void named(llvm::StringRef Key, uint64_t Value, llvm::StringRef Name,
                     bool Hex = false) = 0;
  /// A short list of strings: one text line, a JSON array.
  virtual void stringList(llvm::StringRef Key,
                          llvm::ArrayRef<std::string> Values) = 0;

  /// Bytes as lower-case hex.
  void hexBytes(llvm::StringRef Key, llvm::StringRef Bytes);

  /// Writes the result (JSON is only complete at the end).
  virtual void finish() = 0;

  static std::unique_ptr<DumpEmitter> createText(llvm::raw_ostream &OS);
  static std::unique_ptr<DumpEmitter> createJSON(llvm::raw_ostream &OS);
};

/// "BitcodeSize" -> "bitcode_size", "AIRVersion" -> "air_version".
std::string toSnakeCase(llvm::StringRef CamelCase);

/// RAII helpers.
struct DumpObject {
  DumpEmitter &E;
  DumpObject(DumpEmitter &E, llvm::StringRef Key) : E(E) { E.beginObject(Key); }
  ~DumpObject() { E.endObject(); }
};
struct DumpArray {
  DumpEmitter &E;
  DumpArray(DumpEmitter &E, llvm::StringRef Key) : E(E) { E.beginArray(Key); }
  ~DumpArray() { E.endArray(); }
};

} // namespace metalnt

#endif
