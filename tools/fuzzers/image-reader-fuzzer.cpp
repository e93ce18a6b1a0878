//===- image-reader-fuzzer.cpp - Fuzzing metal-run's image reader ---------===//
//
// Whatever bytes come in, readNetpbm returns an image whose sample count
// matches its header, or an error; it never reads out of bounds.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Run/Image.h"
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::Expected<metalnt::run::Image> I =
      metalnt::run::readNetpbm(llvm::ArrayRef<uint8_t>(Data, Size));
  if (!I) {
    llvm::consumeError(I.takeError());
    return 0;
  }
  if (I->Samples.size() != uint64_t(I->Width) * I->Height * I->Channels)
    std::abort();
  return 0;
}
