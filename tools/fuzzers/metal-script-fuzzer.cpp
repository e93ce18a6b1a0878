//===- metal-script-fuzzer.cpp - libFuzzer targets for script loaders -----===//
//
// Built twice: with METALNT_FUZZ_JSON the bytes are read as JSON, otherwise
// as binary FlatBuffers; each input is tried as every script kind. Whatever
// loads must print as JSON, and that JSON must load and print the same
// again; a pipelines script is also resolved (libraries will be missing,
// which must be an error, never a crash).
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/Script.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

#ifdef METALNT_FUZZ_JSON
static constexpr bool FuzzJSON = true;
#else
static constexpr bool FuzzJSON = false;
#endif

static std::string printed(const LoadedScript &S) {
  std::string Out;
  raw_string_ostream OS(Out);
  S.writeJSON(OS);
  return Out;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  for (const ScriptKindInfo &K : getScriptKinds()) {
    Expected<LoadedScript> S = loadScript(
        MemoryBuffer::getMemBufferCopy(Bytes, "fuzz"), ScriptFileType{&K, FuzzJSON});
    if (!S) {
      consumeError(S.takeError());
      continue;
    }
    std::string First = printed(*S);
    Expected<LoadedScript> Again = loadScript(
        MemoryBuffer::getMemBufferCopy(First, "printed"), ScriptFileType{&K, true});
    if (!Again) {
      fprintf(stderr, "printed JSON does not load: %s\n%s\n",
              toString(Again.takeError()).c_str(), First.c_str());
      abort();
    }
    if (printed(*Again) != First) {
      fprintf(stderr, "printing is not stable:\n%s\n", First.c_str());
      abort();
    }
    if (K.Kind == ScriptKind::MetalPipelines) {
      ResolveOptions Opts;
      Opts.Arch = lookupGPUArch("applegpu_g13g");
      Expected<ResolvedPipelinesScript> R = resolvePipelinesScript(*S, Opts);
      if (R) {
        raw_null_ostream Null;
        printResolvedScript(*R, Null);
      } else {
        consumeError(R.takeError());
      }
    }
  }
  return 0;
}
