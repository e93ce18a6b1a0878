//===- MetalLibDump.h - Describing a MetalLib -------------------*- C++ -*-===//

#ifndef METALNT_METALLIB_METALLIBDUMP_H
#define METALNT_METALLIB_METALLIBDUMP_H

#include "metalnt/MetalLib/MetalLib.h"
#include "metalnt/Support/DumpEmitter.h"

namespace metalnt {
namespace metallib {

struct DumpOptions {
  /// When set, only the function of this name is described.
  std::string OnlyFunction;
  /// Unpack embedded source archives to list the files they hold.
  bool ListSources = true;
};

/// Describes everything in the library: header, every function with each of
/// its tags decoded, metadata, header extension, warnings.
void dumpMetalLib(const Library &Lib, DumpEmitter &E,
                  const DumpOptions &Opts = {});

/// Describes one metadata tag group (public or private metadata).
void dumpMetadataTags(const TagGroup &Tags, DumpEmitter &E);

/// "f438ca5e-54ea-3a51-893b-9b2d94d24b8f"
std::string formatUUID(const std::array<uint8_t, 16> &UUID);

} // namespace metallib
} // namespace metalnt

#endif
