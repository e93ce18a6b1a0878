//===- MetalLibWriter.h - Writing MetalLib containers -----------*- C++ -*-===//

#ifndef METALNT_METALLIB_METALLIBWRITER_H
#define METALNT_METALLIB_METALLIBWRITER_H

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

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
  WriterLayout Layout = WriterLayout::AirLLD;
  /// Leave out MDSZ (as very old tools did); readers infer the size.
  bool OmitBitcodeSize = false;
  /// Derive a UUID from the bitcode when the library has none (AirLLD only).
  bool SynthesizeUUID = true;
};

/// Serializes a library. Sizes, offsets, HASH and MDSZ are computed from the
/// contents; header fields that describe the library (platform, versions,
/// file type, OS) are taken from Lib.Hdr. Functions with identical bitcode
/// blobs share one copy (as in dynamic libraries).
llvm::Error writeMetalLib(const Library &Lib, llvm::raw_ostream &OS,
                          const WriterOptions &Opts = {});

} // namespace metallib
} // namespace metalnt

#endif
