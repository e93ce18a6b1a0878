//===- metallib-reader-fuzzer.cpp - libFuzzer target for the reader -------===//
//
// Feeds arbitrary bytes to the MetalLib reader. Whatever it accepts must
// also describe (text and JSON, source archives unpacked), write, and read
// back: a library the reader builds is always one the writer can serialize.
//
//   build/bin/metallib-reader-fuzzer -max_total_time=60 <corpus dir> <seeds>
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibDump.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>

using namespace llvm;
using namespace metalnt;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  Expected<metallib::Library> Lib =
      metallib::readMetalLib(MemoryBufferRef(Bytes, "fuzz"));
  if (!Lib) {
    consumeError(Lib.takeError());
    return 0;
  }
  raw_null_ostream Null;
  std::unique_ptr<DumpEmitter> Emitters[] = {DumpEmitter::createText(Null),
                                             DumpEmitter::createJSON(Null)};
  for (std::unique_ptr<DumpEmitter> &E : Emitters) {
    E->beginObject("");
    metallib::dumpMetalLib(*Lib, *E);
    E->endObject();
    E->finish();
  }
  // Whatever the reader builds, the writer serializes.
  auto Write = [](const metallib::Library &L, const char *What) {
    std::string Bytes;
    raw_string_ostream OS(Bytes);
    if (Error Err = metallib::writeMetalLib(L, OS)) {
      fprintf(stderr, "writer rejected %s: %s\n", What,
              toString(std::move(Err)).c_str());
      abort();
    }
    return Bytes;
  };
  std::string Out = Write(*Lib, "a library the reader built");
  Expected<metallib::Library> Again =
      metallib::readMetalLib(MemoryBufferRef(Out, "rewritten"));
  if (!Again) {
    fprintf(stderr, "reader rejected the writer's output: %s\n",
            toString(Again.takeError()).c_str());
    abort();
  }
  if (Again->Functions.size() != Lib->Functions.size())
    abort();
  // Written as read, the writer's own output is a fixed point.
  if (Write(*Again, "its own output") != Out) {
    fprintf(stderr, "rewriting the writer's output changed it\n");
    abort();
  }
  return 0;
}
