//===- Diagnostics.cpp - Errors for people --------------------------------===//

#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

char LocatedError::ID = 0;

Error LocatedError::fromDiagnostic(const SMDiagnostic &Diag) {
  std::string Text;
  raw_string_ostream OS(Text);
  Diag.print(nullptr, OS, /*ShowColors=*/false, /*ShowKindLabel=*/true);
  OS.flush();
  while (!Text.empty() && Text.back() == '\n')
    Text.pop_back();
  return make_error<LocatedError>(std::move(Text));
}

void LocatedError::log(raw_ostream &OS) const { OS << Rendered; }

std::error_code LocatedError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

Error metalnt::createOffsetError(StringRef File, uint64_t Offset,
                                 const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           File + ": offset 0x" +
                               utohexstr(Offset, /*LowerCase=*/true) + ": " +
                               Msg);
}

void metalnt::reportError(StringRef Tool, Error E) {
  handleAllErrors(
      std::move(E),
      [](const LocatedError &L) {
        L.log(errs());
        errs() << '\n';
      },
      [&](const ErrorInfoBase &Other) {
        WithColor::error(errs(), Tool) << Other.message() << '\n';
      });
}
