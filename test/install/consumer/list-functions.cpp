// Lists a MetalLib's functions, one "<type> <name>" line each, with the
// installed MetalNT::MetalLib library.
#include "metalnt/MetalLib/MetalLibReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: list-functions <metallib>\n";
    return 2;
  }
  auto Buf = llvm::MemoryBuffer::getFile(argv[1]);
  if (!Buf) {
    llvm::errs() << argv[1] << ": " << Buf.getError().message() << '\n';
    return 1;
  }
  auto Lib = metalnt::metallib::readMetalLib((*Buf)->getMemBufferRef());
  if (!Lib) {
    llvm::errs() << llvm::toString(Lib.takeError()) << '\n';
    return 1;
  }
  for (const metalnt::metallib::Function &F : Lib->Functions)
    llvm::outs() << unsigned(F.Type) << ' ' << F.Name << '\n';
  return 0;
}
