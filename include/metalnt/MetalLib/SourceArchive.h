//===- SourceArchive.h - Embedded source archives (SARC) --------*- C++ -*-===//
//
// `-frecord-sources` libraries embed their Metal sources as bzip2-compressed
// tar archives. libarchive reads them.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALLIB_SOURCEARCHIVE_H
#define METALNT_METALLIB_SOURCEARCHIVE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace metalnt {
namespace metallib {

struct SourceFile {
  std::string Path;
  std::string Contents;
};

/// Decompresses and unpacks one archive (any compression and tar dialect
/// libarchive knows, bzip2 in practice).
llvm::Expected<std::vector<SourceFile>> unpackSourceArchive(llvm::StringRef Data);

/// Writes the files below Dir, refusing paths that would leave it.
llvm::Error extractSourceFiles(const std::vector<SourceFile> &Files,
                               llvm::StringRef Dir);

} // namespace metallib
} // namespace metalnt

#endif
