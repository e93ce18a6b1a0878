//===- MetalLibReader.h - Reading MetalLib containers -----------*- C++ -*-===//

#ifndef METALNT_METALLIB_METALLIBREADER_H
#define METALNT_METALLIB_METALLIBREADER_H

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace metalnt {
namespace metallib {

/// True when the buffer starts with the MetalLib magic.
bool isMetalLib(llvm::StringRef Bytes);

/// Reads a whole MetalLib. Every offset and size is checked against the
/// buffer; the first structural problem is an error naming the buffer's
/// identifier, the byte offset and what was expected. Problems a reader can
/// live with (a HASH that does not match, a size field that disagrees with
/// the tags) become Library::Warnings.
llvm::Expected<Library> readMetalLib(llvm::MemoryBufferRef Buffer);

} // namespace metallib
} // namespace metalnt

#endif
