//===- LibraryCache.cpp - MetalLibs read once per run ---------------------===//

#include "metalnt/MetalLib/LibraryCache.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace metalnt::metallib;

Expected<const Library *> LibraryCache::get(const std::string &Path) {
  auto It = Libraries.find(Path);
  if (It != Libraries.end())
    return It->second.get();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(),
                             Path + ": " + Buf.getError().message());
  Expected<Library> Lib = readMetalLib((*Buf)->getMemBufferRef());
  if (!Lib)
    return Lib.takeError();
  return &add(Path, std::move(*Lib));
}

const Library &LibraryCache::add(const std::string &Path, Library Lib) {
  std::unique_ptr<Library> &Slot = Libraries[Path];
  Slot = std::make_unique<Library>(std::move(Lib));
  return *Slot;
}
