//===- Predicate.h - Pipeline predicate expressions -------------*- C++ -*-===//
//
// metal-pipelines-script(5): a predicate is a boolean expression of
// supportsFamily(<family>) tests and $<name>() references to named predicates
// defined earlier, combined with !, && and || and parentheses. An empty
// expression is true.
//
//   expr    := or
//   or      := and ( "||" and )*
//   and     := unary ( "&&" unary )*
//   unary   := "!" unary | primary
//   primary := "(" expr ")" | "supportsFamily" "(" family ")"
//            | "$" name "(" ")"
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALSCRIPT_PREDICATE_H
#define METALNT_METALSCRIPT_PREDICATE_H

#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace metalnt {
namespace script {

struct Predicate {
  enum Kind { True, Family, Ref, Not, And, Or };
  Kind K = True;
  GPUFamily Fam = FamilyCommon1; ///< Family
  std::string Name;              ///< Ref
  std::unique_ptr<Predicate> LHS, RHS;

  /// With the values of the named predicates it references.
  bool evaluate(uint32_t Families, const llvm::StringMap<bool> &Named) const;
  /// Fully parenthesized, canonical spelling.
  std::string str() const;
};

/// A syntax error at a byte offset of the expression.
struct PredicateError {
  size_t Offset;
  std::string Message;
};

/// Parses Text. IsDefined says whether a named predicate may be referenced
/// here (defined earlier); a reference to any other name is an error.
std::unique_ptr<Predicate>
parsePredicate(llvm::StringRef Text,
               llvm::function_ref<bool(llvm::StringRef)> IsDefined,
               PredicateError &Err);

} // namespace script
} // namespace metalnt

#endif
