//===- MetalLibWriter.h - Writing MetalLib containers -----------*- C++ -*-===//

#ifndef METALNT_METALLIB_METALLIBWRITER_H
#define METALNT_METALLIB_METALLIBWRITER_H

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

namespace metalnt {
namespace metallib {

enum class WriterLayout {
  /// air-lld (Xcode 14+): NAME TYPE HASH OFFT VERS MDSZ [SOFF] [RFLT];
  /// metadata groups count their own size; extension payloads after the
  /// bitcode.
  AirLLD,
  /// The legacy `metallib` tool: NAME TYPE HASH MDSZ OFFT VERS; metadata
  /// groups do not count their own size; an empty extension (or none, for
  /// container 2.2).
  Legacy,
};

struct WriterOptions {
  /// Unset: reproduce the library as it was read. Every tag group keeps the
  /// order of its tags as read, MDSZ is written where it was, metadata size
  /// words follow Library::Layout, blobs are shared only where they were, and
  /// nothing is added (no UUID the library lacks). Libraries built in memory
  /// get air-lld's layout. Set: that layout's order and conventions for
  /// every group, whatever the library was read from.
  std::optional<WriterLayout> Layout;
  /// Leave out MDSZ (as very old tools did); readers infer the size.
  bool OmitBitcodeSize = false;
  /// Give a library that has no UUID one derived from its bitcode (for new
  /// libraries, as Apple's linker does; never in the legacy layout).
  bool SynthesizeUUID = false;
};

/// Serializes a library. Sizes, offsets, HASH and MDSZ are computed from the
/// contents; header fields that describe the library (platform, versions,
/// file type, OS) are taken from Lib.Hdr. Functions built in memory with
/// identical bitcode blobs share one copy (as in dynamic libraries); functions
/// read from a file share one where the file had them share it.
llvm::Error writeMetalLib(const Library &Lib, llvm::raw_ostream &OS,
                          const WriterOptions &Opts = {});

} // namespace metallib
} // namespace metalnt

#endif
