//===- json-reader-fuzzer.cpp - libFuzzer target for the located JSON reader -===//
//
// Feeds arbitrary bytes to the JSON reader of the script loaders alone. It
// must accept or reject them with a located error, never crash; in what it
// accepts every value's location lies inside the buffer and every number's
// text is a number.
//
//   build/bin/json-reader-fuzzer -max_total_time=60 <corpus dir> test/fuzz/corpus/json-reader-fuzzer
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalScript/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <cstdio>
#include <cstdlib>

using namespace llvm;
using namespace metalnt;

static void check(const json::Value &V, const char *Begin, const char *End,
                  unsigned Depth) {
  const char *At = V.getLoc().getPointer();
  if (At < Begin || At > End) {
    fprintf(stderr, "a value's location lies outside the buffer\n");
    abort();
  }
  if (V.getKind() == json::Value::Number) {
    StringRef T = V.getNumberText();
    if (T.empty() || !(isdigit(T.back()) || T.back() == '.')) {
      fprintf(stderr, "number text '%s'\n", T.str().c_str());
      abort();
    }
  }
  for (const auto &E : V.getElements())
    check(*E, Begin, End, Depth + 1);
  for (const json::Member &M : V.getMembers()) {
    if (M.KeyLoc.getPointer() < Begin || M.KeyLoc.getPointer() > End) {
      fprintf(stderr, "a key's location lies outside the buffer\n");
      abort();
    }
    check(*M.Val, Begin, End, Depth + 1);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  SourceMgr SM;
  unsigned ID = SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(Bytes, "fuzz.json"), SMLoc());
  Expected<std::unique_ptr<json::Value>> V = json::parse(SM, ID);
  if (!V) {
    std::string Message = toString(V.takeError());
    if (Message.find("fuzz.json:") == std::string::npos) {
      fprintf(stderr, "error without a location: %s\n", Message.c_str());
      abort();
    }
    return 0;
  }
  const MemoryBuffer *B = SM.getMemoryBuffer(ID);
  check(**V, B->getBufferStart(), B->getBufferEnd(), 0);
  return 0;
}
