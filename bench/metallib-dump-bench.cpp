//===- metallib-dump-bench.cpp - Does describing a MetalLib scale? --------===//
//
// Builds executable libraries of 1,000 and 10,000 functions (each with its
// own bitcode blob, function-constant metadata and reflection record), then
// times reading and describing each, as text and as JSON, in the same run.
// Linear behaviour shows as a 10k/1k time ratio near 10.
//
//   build/bench/metallib-dump-bench [--repeat N]
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibDump.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::metallib;

static cl::opt<unsigned> Repeat("repeat", cl::init(5),
                                cl::desc("Runs per measurement (median)"));

static Library makeLibrary(unsigned N) {
  Library L;
  std::vector<ReflectionRecord> Records(N);
  for (unsigned I = 0; I != N; ++I) {
    Function F;
    F.Name = "kernel_" + std::to_string(I);
    F.AIRVersion = {2, 6};
    F.LanguageVersion = {3, 1};
    F.HasVersions = true;
    std::string Raw = "BC\xC0\xDE" + std::to_string(I) + ":";
    for (unsigned B = 0; B != 1000; ++B)
      Raw += char((B * 31 + I * 17) & 0xff);
    F.Bitcode = wrapBitcode(Raw);
    std::string Cnst("\x01\x00", 2);
    Cnst += "use_fast_path";
    Cnst += std::string("\0\x35\x00\x00\x01", 5);
    F.PublicMetadata.push_back(Tag{tag::CNST, Cnst, 0});
    F.ReflectionIndex = I;
    Records[I].Buffer = std::string("\x10\x00\x00\x00" "AIRR", 8) + std::string(56, 'r');
    L.Functions.push_back(std::move(F));
  }
  L.Ext.Reflection = std::move(Records);
  return L;
}

/// Median wall time in milliseconds of reading and describing the bytes.
static double measure(const std::string &Bytes, bool JSON) {
  std::vector<double> Times;
  for (unsigned R = 0; R != Repeat; ++R) {
    auto Start = std::chrono::steady_clock::now();
    Expected<Library> L = readMetalLib(MemoryBufferRef(Bytes, "bench"));
    if (!L) {
      errs() << toString(L.takeError()) << '\n';
      exit(1);
    }
    raw_null_ostream Null;
    std::unique_ptr<DumpEmitter> E =
        JSON ? DumpEmitter::createJSON(Null) : DumpEmitter::createText(Null);
    E->beginObject("");
    dumpMetalLib(*L, *E);
    E->endObject();
    E->finish();
    Times.push_back(std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - Start)
                        .count());
  }
  std::sort(Times.begin(), Times.end());
  return Times[Times.size() / 2];
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "metallib-dump-bench\n");
  const unsigned Sizes[] = {1000, 10000};
  double Text[2], JSON[2];
  for (unsigned I = 0; I != 2; ++I) {
    std::string Bytes;
    raw_string_ostream OS(Bytes);
    if (Error E = writeMetalLib(makeLibrary(Sizes[I]), OS)) {
      errs() << toString(std::move(E)) << '\n';
      return 1;
    }
    OS.flush();
    Text[I] = measure(Bytes, false);
    JSON[I] = measure(Bytes, true);
    outs() << format("%6u functions  %9zu bytes  text %8.2f ms  json %8.2f ms\n",
                     Sizes[I], Bytes.size(), Text[I], JSON[I]);
  }
  outs() << format("10k/1k time ratio: text %.2f, json %.2f (linear: 10)\n",
                   Text[1] / Text[0], JSON[1] / JSON[0]);
  return 0;
}
