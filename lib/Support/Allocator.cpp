//===- Allocator.cpp - Tuning the C allocator for translation -------------===//

#include "metalnt/Support/Allocator.h"
#include <cstdlib>
#include <cstring>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void metalnt::tuneAllocatorForTranslation() {
#if defined(__GLIBC__)
  const char *Default = std::getenv("METALNT_DEFAULT_MALLOC");
  if (Default && std::strcmp(Default, "1") == 0)
    return;
  // Setting any of these also turns off glibc's dynamic mmap threshold.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TOP_PAD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}
