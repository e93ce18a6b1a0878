//===- gpumacho-reader-fuzzer.cpp - libFuzzer target for GPU Mach-O -------===//
//
// Feeds bytes to the GPU Mach-O reader; whatever it accepts is described,
// disassembled (AMD code objects inside sections), written and read back
// with the same slices. Universal files also go through the fat reader,
// whose MetalLib slices are read by the MetalLib reader.
//
//===----------------------------------------------------------------------===//

#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/GPUMachO/GPUMachODump.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;
using namespace metalnt;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  if (gpumacho::isFatFile(Bytes)) {
    Expected<gpumacho::FatFile> F = gpumacho::readFatFile(MemoryBufferRef(Bytes, "fuzz"));
    if (!F) {
      consumeError(F.takeError());
    } else {
      for (const gpumacho::FatSlice &S : F->Slices) {
        // Every slice lies inside the file and is of the kind it claims.
        if (S.Bytes.data() < Bytes.data() ||
            S.Bytes.data() + S.Bytes.size() > Bytes.data() + Bytes.size())
          abort();
        if (S.Kind == gpumacho::FatSlice::MetalLib) {
          Expected<metallib::Library> L =
              metallib::readMetalLib(MemoryBufferRef(S.Bytes, "fuzz slice"));
          if (!L)
            consumeError(L.takeError());
        }
      }
    }
  }
  Expected<std::vector<gpumacho::Slice>> Slices =
      gpumacho::readFile(MemoryBufferRef(Bytes, "fuzz"));
  if (!Slices) {
    consumeError(Slices.takeError());
    return 0;
  }
  raw_null_ostream Null;
  std::unique_ptr<DumpEmitter> E = DumpEmitter::createText(Null);
  E->beginObject("");
  gpumacho::DumpOptions Opts;
  Opts.Disassemble = true;
  gpumacho::dumpGPUMachO(*Slices, false, *E, Opts);
  E->endObject();
  E->finish();
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeFile(*Slices, OS);
  OS.flush();
  Expected<std::vector<gpumacho::Slice>> Again =
      gpumacho::readFile(MemoryBufferRef(Out, "rewritten"));
  if (!Again || Again->size() != Slices->size())
    abort();
  for (size_t I = 0; I != Slices->size(); ++I)
    if ((*Again)[I].Sections.size() != (*Slices)[I].Sections.size())
      abort();
  return 0;
}
