//===- AIRDump.h - Describing AIR files -------------------------*- C++ -*-===//

#ifndef METALNT_AIR_AIRDUMP_H
#define METALNT_AIR_AIRDUMP_H

#include "metalnt/Support/DumpEmitter.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace metalnt {
namespace air {

/// Describes an .air file: its bitcode wrapper and the AIR contract of its
/// module (versions, entry points, function constants, compile options).
llvm::Error dumpAIRFile(llvm::MemoryBufferRef Buffer, DumpEmitter &E);

/// Prints the module of some AIR bitcode as LLVM assembly.
llvm::Error printAIRAsText(llvm::StringRef Bitcode, llvm::StringRef Name,
                           llvm::raw_ostream &OS);

} // namespace air
} // namespace metalnt

#endif
