//===- config-fuzzer.cpp - libFuzzer target for metal-nt's config.yaml ----===//
//
// Feeds arbitrary bytes to the YAML configuration reader. It must accept
// or reject them with an error, never crash; what it accepts must hold
// only what a configuration can (a job count, strings, a three-part
// platform version).
//
//   build/bin/config-fuzzer -max_total_time=60 <corpus dir> test/fuzz/corpus/config-fuzzer
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Config.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdio>
#include <cstdlib>

using namespace llvm;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  Expected<metalnt::Config> C =
      metalnt::readConfig(MemoryBuffer::getMemBufferCopy(Bytes, "fuzz.yaml"));
  if (!C) {
    std::string Message = toString(C.takeError());
    // Every error names the file.
    if (Message.find("fuzz.yaml") == std::string::npos) {
      fprintf(stderr, "error without the file name: %s\n", Message.c_str());
      abort();
    }
    return 0;
  }
  if (!C->PlatformVersion.empty() && C->PlatformVersion.size() != 3) {
    fprintf(stderr, "platform-version with %zu parts\n", C->PlatformVersion.size());
    abort();
  }
  return 0;
}
