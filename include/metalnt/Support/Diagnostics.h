//===- Diagnostics.h - Errors for people ------------------------*- C++ -*-===//
//
// Errors about a position in a text file carry their own complete,
// compiler-style rendering ("file:line:col: error: message", the source line
// and a caret); every other error is printed after the tool's name.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_SUPPORT_DIAGNOSTICS_H
#define METALNT_SUPPORT_DIAGNOSTICS_H

#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class SMDiagnostic;
}

namespace metalnt {

/// An error at a line and column of a text input, already rendered.
class LocatedError : public llvm::ErrorInfo<LocatedError> {
public:
  static char ID;
  explicit LocatedError(std::string Rendered) : Rendered(std::move(Rendered)) {}
  /// Renders an SMDiagnostic as "file:line:col: error: message" plus the
  /// source line and caret.
  static llvm::Error fromDiagnostic(const llvm::SMDiagnostic &Diag);

  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;

private:
  std::string Rendered;
};

/// An error at a byte offset of a binary input, as every binary reader
/// reports it: "<file>: offset 0x<hex>: <message>".
llvm::Error createOffsetError(llvm::StringRef File, uint64_t Offset,
                              const llvm::Twine &Msg);

/// Prints an error for a person: located errors as they are, others as
/// "<tool>: error: <message>".
void reportError(llvm::StringRef Tool, llvm::Error E);

} // namespace metalnt

#endif
