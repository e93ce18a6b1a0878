//===- Predicate.cpp - Pipeline predicate expressions ---------------------===//

#include "metalnt/MetalScript/Predicate.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

bool Predicate::evaluate(uint32_t Families,
                         const StringMap<bool> &Named) const {
  switch (K) {
  case True:
    return true;
  case Family:
    return (Families & Fam) != 0;
  case Ref: {
    auto It = Named.find(Name);
    return It != Named.end() && It->second;
  }
  case Not:
    return !LHS->evaluate(Families, Named);
  case And:
    return LHS->evaluate(Families, Named) && RHS->evaluate(Families, Named);
  case Or:
    return LHS->evaluate(Families, Named) || RHS->evaluate(Families, Named);
  }
  return false;
}

std::string Predicate::str() const {
  switch (K) {
  case True:
    return "true";
  case Family:
    return ("supportsFamily(" + getGPUFamilyName(Fam) + ")").str();
  case Ref:
    return "$" + Name + "()";
  case Not:
    return "!" + LHS->str();
  case And:
    return "(" + LHS->str() + " && " + RHS->str() + ")";
  case Or:
    return "(" + LHS->str() + " || " + RHS->str() + ")";
  }
  return "";
}

namespace {

class PredicateParser {
public:
  PredicateParser(StringRef Text, function_ref<bool(StringRef)> IsDefined,
                  PredicateError &Err)
      : Text(Text), IsDefined(IsDefined), Err(Err) {}

  std::unique_ptr<Predicate> parseAll() {
    skip();
    if (Pos == Text.size())
      return std::make_unique<Predicate>(); // the empty expression: true
    auto E = parseOr();
    if (!E)
      return nullptr;
    skip();
    if (Pos != Text.size())
      return fail("expected '&&', '||' or the end of the expression, found " +
                  describe());
    return E;
  }

private:
  StringRef Text;
  size_t Pos = 0;
  function_ref<bool(StringRef)> IsDefined;
  PredicateError &Err;
  unsigned Depth = 0;

  std::nullptr_t fail(const Twine &Msg, std::optional<size_t> At = {}) {
    Err.Offset = At.value_or(Pos);
    Err.Message = Msg.str();
    return nullptr;
  }
  void skip() {
    while (Pos < Text.size() && isSpace(Text[Pos]))
      ++Pos;
  }
  bool consume(StringRef Tok) {
    skip();
    if (!Text.substr(Pos).starts_with(Tok))
      return false;
    Pos += Tok.size();
    return true;
  }
  std::string describe() {
    if (Pos >= Text.size())
      return "the end of the expression";
    return "'" + Text.substr(Pos, 1).str() + "'";
  }
  StringRef identifier() {
    size_t Start = Pos;
    while (Pos < Text.size() && (isAlnum(Text[Pos]) || Text[Pos] == '_'))
      ++Pos;
    return Text.slice(Start, Pos);
  }

  static std::unique_ptr<Predicate> binary(Predicate::Kind K,
                                           std::unique_ptr<Predicate> L,
                                           std::unique_ptr<Predicate> R) {
    auto P = std::make_unique<Predicate>();
    P->K = K;
    P->LHS = std::move(L);
    P->RHS = std::move(R);
    return P;
  }

  std::unique_ptr<Predicate> parseOr() {
    auto L = parseAnd();
    while (L && consume("||")) {
      auto R = parseAnd();
      if (!R)
        return nullptr;
      L = binary(Predicate::Or, std::move(L), std::move(R));
    }
    return L;
  }

  std::unique_ptr<Predicate> parseAnd() {
    auto L = parseUnary();
    while (L && consume("&&")) {
      auto R = parseUnary();
      if (!R)
        return nullptr;
      L = binary(Predicate::And, std::move(L), std::move(R));
    }
    return L;
  }

  std::unique_ptr<Predicate> parseUnary() {
    if (++Depth > 100)
      return fail("the expression is nested too deeply");
    std::unique_ptr<Predicate> Result;
    if (consume("!")) {
      auto Operand = parseUnary();
      if (Operand) {
        Result = std::make_unique<Predicate>();
        Result->K = Predicate::Not;
        Result->LHS = std::move(Operand);
      }
    } else {
      Result = parsePrimary();
    }
    --Depth;
    return Result;
  }

  std::unique_ptr<Predicate> parsePrimary() {
    skip();
    if (consume("(")) {
      auto E = parseOr();
      if (!E)
        return nullptr;
      if (!consume(")"))
        return fail("expected ')', found " + describe());
      return E;
    }
    size_t Start = Pos;
    if (consume("$")) {
      StringRef Name = identifier();
      if (Name.empty())
        return fail("expected a predicate name after '$'");
      if (!consume("(") || !consume(")"))
        return fail("a named predicate is referenced as $" + Name + "()");
      if (!IsDefined(Name))
        return fail("predicate '" + Name +
                        "' is not defined before this point (named "
                        "predicates may only reference earlier ones)",
                    Start);
      auto P = std::make_unique<Predicate>();
      P->K = Predicate::Ref;
      P->Name = Name.str();
      return P;
    }
    StringRef Word = identifier();
    if (Word.empty())
      return fail("expected supportsFamily(...), $name(), '(' or '!', found " +
                  describe());
    if (Word != "supportsFamily")
      return fail("unknown predicate '" + Word +
                      "'; the builtin predicate is supportsFamily(<family>)",
                  Start);
    if (!consume("("))
      return fail("expected '(' after supportsFamily");
    skip();
    size_t FamStart = Pos;
    StringRef Fam = identifier();
    std::optional<GPUFamily> F = parseGPUFamily(Fam);
    if (!F) {
      std::string Valid;
      for (GPUFamily G : getAllGPUFamilies())
        Valid += (Valid.empty() ? "" : ", ") + getGPUFamilyName(G).str();
      return fail("unknown GPU family '" + Fam + "'; valid families: " + Valid,
                  FamStart);
    }
    if (!consume(")"))
      return fail("expected ')', found " + describe());
    auto P = std::make_unique<Predicate>();
    P->K = Predicate::Family;
    P->Fam = *F;
    return P;
  }
};

} // namespace

std::unique_ptr<Predicate>
metalnt::script::parsePredicate(StringRef Text,
                                function_ref<bool(StringRef)> IsDefined,
                                PredicateError &Err) {
  return PredicateParser(Text, IsDefined, Err).parseAll();
}
