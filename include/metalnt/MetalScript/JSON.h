//===- JSON.h - JSON with source locations ----------------------*- C++ -*-===//
//
// Script files are JSON written by people, so every value remembers where it
// starts and every complaint about it can point there. The dialect is the one
// FlatBuffers' JSON parser (and so Apple's metal-nt) accepts: standard JSON
// plus trailing commas in objects and arrays and // or /* */ comments.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALSCRIPT_JSON_H
#define METALNT_METALSCRIPT_JSON_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SMLoc.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
}

namespace metalnt {
namespace json {

class Value;

struct Member {
  std::string Key;
  llvm::SMLoc KeyLoc;
  std::unique_ptr<Value> Val;
};

class Value {
public:
  enum Kind { Null, Bool, Number, String, Array, Object };

  Kind getKind() const { return K; }
  llvm::SMLoc getLoc() const { return Loc; }
  static llvm::StringRef getKindName(Kind K);

  bool getBool() const { return BoolValue; }
  /// The number's text as written ("42", "0.25", "-1e3").
  llvm::StringRef getNumberText() const { return Text; }
  bool isInteger() const;
  const std::string &getString() const { return Text; }
  const std::vector<std::unique_ptr<Value>> &getElements() const {
    return Elements;
  }
  const std::vector<Member> &getMembers() const { return Members; }
  /// The member of this name, or null.
  const Value *get(llvm::StringRef Key) const;
  const Member *getMember(llvm::StringRef Key) const;

private:
  friend class Parser;
  Kind K = Null;
  llvm::SMLoc Loc;
  bool BoolValue = false;
  std::string Text;
  std::vector<std::unique_ptr<Value>> Elements;
  std::vector<Member> Members;
};

/// Parses the buffer SM holds as BufferID. Syntax errors are LocatedErrors
/// ("file:line:col: error: ...").
llvm::Expected<std::unique_ptr<Value>> parse(llvm::SourceMgr &SM,
                                             unsigned BufferID);

/// A LocatedError at Loc.
llvm::Error makeError(const llvm::SourceMgr &SM, llvm::SMLoc Loc,
                      const llvm::Twine &Msg);

} // namespace json
} // namespace metalnt

#endif
