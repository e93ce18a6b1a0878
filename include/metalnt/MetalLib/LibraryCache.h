//===- LibraryCache.h - MetalLibs read once per run -------------*- C++ -*-===//
//
// One metal-nt run consults the same MetalLibs from several places: the
// script resolver (once per -arch), the planner, dynamic-library import
// linking. They share one cache so that each file is read and parsed once.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALLIB_LIBRARYCACHE_H
#define METALNT_METALLIB_LIBRARYCACHE_H

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include <map>
#include <memory>
#include <string>

namespace metalnt {
namespace metallib {

/// MetalLibs by path, each read on first use. Libraries never move once
/// cached, so the pointers handed out stay valid for the cache's life.
class LibraryCache {
public:
  /// The library at Path, read and parsed on first use. Errors name the
  /// file ("<path>: <reason>").
  llvm::Expected<const Library *> get(const std::string &Path);
  /// Registers a library built in memory (an AIR file linked on the fly,
  /// or one read by the caller) under a path.
  const Library &add(const std::string &Path, Library Lib);

private:
  std::map<std::string, std::unique_ptr<Library>> Libraries;
};

} // namespace metallib
} // namespace metalnt

#endif
