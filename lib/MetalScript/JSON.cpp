//===- JSON.cpp - JSON with source locations ------------------------------===//

#include "metalnt/MetalScript/JSON.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::json;

StringRef Value::getKindName(Kind K) {
  switch (K) {
  case Null:
    return "null";
  case Bool:
    return "a boolean";
  case Number:
    return "a number";
  case String:
    return "a string";
  case Array:
    return "an array";
  case Object:
    return "an object";
  }
  return "";
}

bool Value::isInteger() const {
  return K == Number && Text.find_first_of(".eE") == std::string::npos;
}

const Member *Value::getMember(StringRef Key) const {
  for (const Member &M : Members)
    if (M.Key == Key)
      return &M;
  return nullptr;
}

const Value *Value::get(StringRef Key) const {
  const Member *M = getMember(Key);
  return M ? M->Val.get() : nullptr;
}

Error metalnt::json::makeError(const SourceMgr &SM, SMLoc Loc,
                               const Twine &Msg) {
  return LocatedError::fromDiagnostic(
      SM.GetMessage(Loc, SourceMgr::DK_Error, Msg));
}

namespace metalnt {
namespace json {

class Parser {
public:
  Parser(SourceMgr &SM, unsigned BufferID)
      : SM(SM), Buf(SM.getMemoryBuffer(BufferID)->getBuffer()),
        P(Buf.begin()) {}

  Expected<std::unique_ptr<Value>> parseDocument() {
    auto V = parseValue(0);
    if (!V)
      return V.takeError();
    if (Error E = skipSpace())
      return std::move(E);
    if (P != Buf.end())
      return error(P, "unexpected text after the JSON value");
    return V;
  }

private:
  static constexpr unsigned MaxDepth = 128;
  SourceMgr &SM;
  StringRef Buf;
  const char *P;

  Error error(const char *At, const Twine &Msg) {
    return makeError(SM, SMLoc::getFromPointer(At), Msg);
  }

  Error skipSpace() {
    while (P != Buf.end()) {
      if (*P == ' ' || *P == '\t' || *P == '\n' || *P == '\r') {
        ++P;
      } else if (*P == '/' && P + 1 != Buf.end() && P[1] == '/') {
        while (P != Buf.end() && *P != '\n')
          ++P;
      } else if (*P == '/' && P + 1 != Buf.end() && P[1] == '*') {
        const char *Start = P;
        P += 2;
        while (P + 1 < Buf.end() && !(P[0] == '*' && P[1] == '/'))
          ++P;
        if (P + 1 >= Buf.end())
          return error(Start, "unterminated /* comment");
        P += 2;
      } else {
        break;
      }
    }
    return Error::success();
  }

  std::string describe(const char *At) {
    if (At == Buf.end())
      return "end of file";
    if (isPrint(*At))
      return "'" + std::string(1, *At) + "'";
    return "byte 0x" + utohexstr(uint8_t(*At), /*LowerCase=*/true);
  }

  Expected<std::unique_ptr<Value>> parseValue(unsigned Depth) {
    if (Error E = skipSpace())
      return std::move(E);
    if (Depth > MaxDepth)
      return error(P, "values are nested more than " + Twine(MaxDepth) +
                          " deep");
    if (P == Buf.end())
      return error(P, "expected a value, found end of file");
    auto V = std::make_unique<Value>();
    V->Loc = SMLoc::getFromPointer(P);
    switch (*P) {
    case '{':
      if (Error E = parseObject(*V, Depth))
        return std::move(E);
      return std::move(V);
    case '[':
      if (Error E = parseArray(*V, Depth))
        return std::move(E);
      return std::move(V);
    case '"':
      V->K = Value::String;
      if (Error E = parseString(V->Text))
        return std::move(E);
      return std::move(V);
    case 't':
    case 'f':
    case 'n':
      for (StringRef Word : {"true", "false", "null"}) {
        if (StringRef(P, Buf.end() - P).starts_with(Word)) {
          P += Word.size();
          V->K = Word == "null" ? Value::Null : Value::Bool;
          V->BoolValue = Word == "true";
          return std::move(V);
        }
      }
      return error(P, "expected a value, found " + describe(P));
    default:
      if (*P == '-' || isDigit(*P)) {
        V->K = Value::Number;
        if (Error E = parseNumber(V->Text))
          return std::move(E);
        return std::move(V);
      }
      return error(P, "expected a value, found " + describe(P));
    }
  }

  Error parseNumber(std::string &Out) {
    const char *Start = P;
    auto Digits = [&] {
      const char *D = P;
      while (P != Buf.end() && isDigit(*P))
        ++P;
      return P != D;
    };
    if (*P == '-')
      ++P;
    if (!Digits())
      return error(Start, "malformed number");
    if (P != Buf.end() && *P == '.') {
      ++P;
      if (!Digits())
        return error(Start, "malformed number: digits must follow '.'");
    }
    if (P != Buf.end() && (*P == 'e' || *P == 'E')) {
      ++P;
      if (P != Buf.end() && (*P == '+' || *P == '-'))
        ++P;
      if (!Digits())
        return error(Start, "malformed number: the exponent has no digits");
    }
    Out.assign(Start, P);
    return Error::success();
  }

  Error parseString(std::string &Out) {
    const char *Start = P++;
    while (true) {
      if (P == Buf.end())
        return error(Start, "unterminated string");
      char C = *P++;
      if (C == '"')
        return Error::success();
      if (uint8_t(C) < 0x20)
        return error(P - 1, "control character in a string (escape it)");
      if (C != '\\') {
        Out += C;
        continue;
      }
      if (P == Buf.end())
        return error(Start, "unterminated string");
      char Esc = *P++;
      switch (Esc) {
      case '"':
      case '\\':
      case '/':
        Out += Esc;
        break;
      case 'b':
        Out += '\b';
        break;
      case 'f':
        Out += '\f';
        break;
      case 'n':
        Out += '\n';
        break;
      case 'r':
        Out += '\r';
        break;
      case 't':
        Out += '\t';
        break;
      case 'u': {
        auto Hex4 = [&](uint32_t &V) -> bool {
          if (Buf.end() - P < 4)
            return false;
          V = 0;
          for (unsigned I = 0; I != 4; ++I) {
            unsigned D = hexDigitValue(P[I]);
            if (D == -1U)
              return false;
            V = V * 16 + D;
          }
          P += 4;
          return true;
        };
        uint32_t CP;
        if (!Hex4(CP))
          return error(P - 2, "\\u needs four hex digits");
        if (CP >= 0xD800 && CP < 0xDC00) {
          uint32_t Low;
          if (Buf.end() - P < 2 || P[0] != '\\' || P[1] != 'u' ||
              (P += 2, !Hex4(Low)) || Low < 0xDC00 || Low >= 0xE000)
            return error(P, "unpaired UTF-16 surrogate in \\u escape");
          CP = 0x10000 + ((CP - 0xD800) << 10) + (Low - 0xDC00);
        }
        char UTF8[4];
        char *End = UTF8;
        if (!ConvertCodePointToUTF8(CP, End))
          return error(P, "invalid code point in \\u escape");
        Out.append(UTF8, End);
        break;
      }
      default:
        return error(P - 2, "unknown escape '\\" + std::string(1, Esc) + "'");
      }
    }
  }

  Error parseObject(Value &V, unsigned Depth) {
    V.K = Value::Object;
    const char *Open = P++;
    StringSet<> Seen;
    while (true) {
      if (Error E = skipSpace())
        return E;
      if (P == Buf.end())
        return error(Open, "unterminated object");
      if (*P == '}') {
        ++P;
        return Error::success();
      }
      if (*P != '"')
        return error(P, "expected a member name in quotes or '}', found " +
                            describe(P));
      Member M;
      M.KeyLoc = SMLoc::getFromPointer(P);
      if (Error E = parseString(M.Key))
        return E;
      if (!Seen.insert(M.Key).second)
        return error(M.KeyLoc.getPointer(),
                     "duplicate member '" + M.Key + "'");
      if (Error E = skipSpace())
        return E;
      if (P == Buf.end() || *P != ':')
        return error(P, "expected ':' after member name '" + M.Key +
                            "', found " + describe(P));
      ++P;
      auto Val = parseValue(Depth + 1);
      if (!Val)
        return Val.takeError();
      M.Val = std::move(*Val);
      V.Members.push_back(std::move(M));
      if (Error E = skipSpace())
        return E;
      if (P != Buf.end() && *P == ',') {
        ++P;
        continue;
      }
      if (P != Buf.end() && *P == '}')
        continue;
      return error(P, "expected ',' or '}' after the value of member '" +
                          V.Members.back().Key + "', found " + describe(P));
    }
  }

  Error parseArray(Value &V, unsigned Depth) {
    V.K = Value::Array;
    const char *Open = P++;
    while (true) {
      if (Error E = skipSpace())
        return E;
      if (P == Buf.end())
        return error(Open, "unterminated array");
      if (*P == ']') {
        ++P;
        return Error::success();
      }
      auto Elt = parseValue(Depth + 1);
      if (!Elt)
        return Elt.takeError();
      V.Elements.push_back(std::move(*Elt));
      if (Error E = skipSpace())
        return E;
      if (P != Buf.end() && *P == ',') {
        ++P;
        continue;
      }
      if (P != Buf.end() && *P == ']')
        continue;
      return error(P, "expected ',' or ']' after an array element, found " +
                          describe(P));
    }
  }
};

} // namespace json
} // namespace metalnt

Expected<std::unique_ptr<Value>> metalnt::json::parse(SourceMgr &SM,
                                                      unsigned BufferID) {
  return Parser(SM, BufferID).parseDocument();
}
