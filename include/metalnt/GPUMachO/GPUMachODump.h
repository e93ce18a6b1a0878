//===- GPUMachODump.h - Describing GPU Mach-O files -------------*- C++ -*-===//

#ifndef METALNT_GPUMACHO_GPUMACHODUMP_H
#define METALNT_GPUMACHO_GPUMACHODUMP_H

#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Support/DumpEmitter.h"

namespace metalnt {
namespace gpumacho {

struct DumpOptions {
  /// Disassemble each section's code (AMD GPUs: LLVM's AMDGPU disassembler;
  /// gfx6/gfx7, which it cannot decode, are shown as encoded words).
  bool Disassemble = false;
};

/// Describes every slice: header, sections, symbols, build version, and
/// optionally the disassembly.
void dumpGPUMachO(const std::vector<Slice> &Slices, bool Fat, DumpEmitter &E,
                  const DumpOptions &Opts);

} // namespace gpumacho
} // namespace metalnt

#endif
