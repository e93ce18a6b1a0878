//===- DumpEmitter.cpp - Text and JSON dump renderings --------------------===//

#include "metalnt/Support/DumpEmitter.h"
#include "llvm/ADT/StringExtras.h"
#include <nlohmann/json.hpp>
#include <vector>

using namespace llvm;
using namespace metalnt;

DumpEmitter::~DumpEmitter() = default;

void DumpEmitter::hexBytes(StringRef Key, StringRef Bytes) {
  string(Key, toHex(Bytes, /*LowerCase=*/true));
}

std::string metalnt::toSnakeCase(StringRef S) {
  std::string R;
  for (size_t I = 0; I != S.size(); ++I) {
    char C = S[I];
    if (isUpper(C) && I != 0) {
      bool PrevLower = isLower(S[I - 1]) || isDigit(S[I - 1]);
      bool NextLower = I + 1 < S.size() && isLower(S[I + 1]);
      if (PrevLower || (isUpper(S[I - 1]) && NextLower))
        R += '_';
    }
    R += toLower(C);
  }
  return R;
}

namespace {

class TextEmitter final : public DumpEmitter {
  raw_ostream &OS;
  unsigned Depth = 0;
  std::vector<bool> InArray;

  std::string Pending;
  bool HasPending = false;

  /// Prints the opening line of an array whose first element has come.
  void flushPending() {
    if (!HasPending)
      return;
    HasPending = false;
    // The array's own entry in InArray is the last one; its key belongs to
    // the enclosing level.
    bool ParentIsArray = InArray.size() >= 2 && InArray[InArray.size() - 2];
    OS.indent(2 * Depth);
    if (!ParentIsArray)
      OS << Pending << ' ';
    OS << "[\n";
    ++Depth;
  }
  raw_ostream &line() {
    flushPending();
    return OS.indent(2 * Depth);
  }
  bool inArray() const { return !InArray.empty() && InArray.back(); }
  raw_ostream &keyed(StringRef Key) {
    line();
    if (!inArray())
      OS << Key << ": ";
    return OS;
  }

public:
  explicit TextEmitter(raw_ostream &OS) : OS(OS) {}
  void beginObject(StringRef Key) override {
    flushPending();
    // The outermost object is the document itself: no braces.
    if (InArray.empty()) {
      InArray.push_back(false);
      return;
    }
    line();
    if (!inArray())
      OS << Key << ' ';
    OS << "{\n";
    ++Depth;
    InArray.push_back(false);
  }
  void endObject() override {
    InArray.pop_back();
    if (InArray.empty())
      return;
    --Depth;
    line() << "}\n";
  }
  void beginArray(StringRef Key) override {
    // The opening line waits for the first element, so that an empty array
    // prints as "Key: []".
    flushPending();
    Pending = inArray() ? "" : Key.str();
    HasPending = true;
    InArray.push_back(true);
  }
  void endArray() override {
    InArray.pop_back();
    if (HasPending) {
      HasPending = false;
      line();
      if (!inArray())
        OS << Pending << ": ";
      OS << "[]\n";
      return;
    }
    --Depth;
    line() << "]\n";
  }
  void string(StringRef Key, StringRef Value) override {
    keyed(Key) << Value << '\n';
  }
  void number(StringRef Key, uint64_t Value, bool Hex) override {
    if (Hex)
      keyed(Key) << "0x" << utohexstr(Value, /*LowerCase=*/true) << '\n';
    else
      keyed(Key) << Value << '\n';
  }
  void boolean(StringRef Key, bool Value) override {
    keyed(Key) << (Value ? "true" : "false") << '\n';
  }
  void named(StringRef Key, uint64_t Value, StringRef Name, bool Hex) override {
    keyed(Key) << Name << " (";
    if (Hex)
      OS << "0x" << utohexstr(Value, /*LowerCase=*/true);
    else
      OS << Value;
    OS << ")\n";
  }
  void stringList(StringRef Key, ArrayRef<std::string> Values) override {
    keyed(Key) << join(Values, " ") << '\n';
  }
  void finish() override { OS.flush(); }
};

class JSONEmitter final : public DumpEmitter {
  using json = nlohmann::ordered_json;
  raw_ostream &OS;
  json Root; // null until the outermost object or array begins
  std::vector<json *> Stack{&Root};

  json &add(StringRef Key, json V) {
    json &Parent = *Stack.back();
    if (Parent.is_null() && Stack.size() == 1) {
      Parent = std::move(V);
      return Parent;
    }
    if (Parent.is_array()) {
      Parent.push_back(std::move(V));
      return Parent.back();
    }
    json &Slot = Parent[toSnakeCase(Key)];
    Slot = std::move(V);
    return Slot;
  }

public:
  explicit JSONEmitter(raw_ostream &OS) : OS(OS) {}
  void beginObject(StringRef Key) override {
    Stack.push_back(&add(Key, json::object()));
  }
  void endObject() override { Stack.pop_back(); }
  void beginArray(StringRef Key) override {
    Stack.push_back(&add(Key, json::array()));
  }
  void endArray() override { Stack.pop_back(); }
  void string(StringRef Key, StringRef Value) override {
    add(Key, json(Value.str()));
  }
  void number(StringRef Key, uint64_t Value, bool) override {
    add(Key, json(Value));
  }
  void boolean(StringRef Key, bool Value) override { add(Key, json(Value)); }
  void named(StringRef Key, uint64_t Value, StringRef Name, bool) override {
    add(Key, json(Value));
    if (!Stack.back()->is_array())
      add((Key + "Name").str(), json(Name.str()));
  }
  void stringList(StringRef Key, ArrayRef<std::string> Values) override {
    json A = json::array();
    for (const std::string &V : Values)
      A.push_back(V);
    add(Key, std::move(A));
  }
  void finish() override {
    // Invalid UTF-8 (names are bytes) is replaced rather than thrown on.
    OS << Root.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
    OS.flush();
  }
};

} // namespace

std::unique_ptr<DumpEmitter> DumpEmitter::createText(raw_ostream &OS) {
  return std::make_unique<TextEmitter>(OS);
}
std::unique_ptr<DumpEmitter> DumpEmitter::createJSON(raw_ostream &OS) {
  return std::make_unique<JSONEmitter>(OS);
}
