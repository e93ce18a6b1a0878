//===- Allocator.h - Tuning the C allocator for translation -----*- C++ -*-===//
//
// Each translation builds and frees a whole LLVM module and machine
// function: hundreds of megabytes of short-lived allocations per second.
// glibc's default policy gives the top of the heap back to the kernel as
// soon as 128 KiB are free, so every translation faults its memory in again
// (measured: half of metal-tt's time on effort_kernels, and the pages the
// threads fault in serialize on the kernel's memory map; bench/
// translate-bench.py prints the -j1/-j2 ratio). The translating tools call
// this first.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_SUPPORT_ALLOCATOR_H
#define METALNT_SUPPORT_ALLOCATOR_H

namespace metalnt {

/// Keeps freed heap memory for reuse: a 64 MiB top pad, trimming only past
/// 256 MiB, and a fixed mmap threshold (glibc; elsewhere it does nothing).
/// METALNT_DEFAULT_MALLOC=1 in the environment leaves the defaults alone.
void tuneAllocatorForTranslation();

} // namespace metalnt

#endif
