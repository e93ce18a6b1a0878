//===- intelgpu-disassembler-fuzzer.cpp - Fuzz the Intel GPU model --------===//
//
// Decodes arbitrary bytes as Gen9 and as Gen11 code. Whatever decodes must
// print, parse back and re-encode to bytes that decode to the same text.
// A violation traps, so libFuzzer reports it with the input.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/IntelGPUInst.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::IntelGPU;

[[noreturn]] static void fail(const std::string &Text, const Twine &Why) {
  errs() << "intelgpu-disassembler-fuzzer: '" << Text << "': " << Why << "\n";
  __builtin_trap();
}

static void check(ArrayRef<uint8_t> Bytes, Gen G) {
  while (!Bytes.empty()) {
    unsigned Size = 0;
    Expected<InstIR> I = decode(Bytes, G, Size);
    if (!I) {
      consumeError(I.takeError());
      size_t Skip = Bytes.size() >= 4 && (Bytes[3] & 0x20) ? 8 : 16;
      Bytes = Bytes.drop_front(std::min(Skip, Bytes.size()));
      continue;
    }
    std::string Text = print(*I, G);
    if (Size != 8 && Size != 16)
      fail(Text, "size " + Twine(Size));
    InstIR Parsed;
    ParseError E;
    if (!parse(Text, G, Parsed, E))
      fail(Text, "does not parse: " + E.Message);
    SmallVector<uint8_t, 16> Enc;
    if (Error Err = encode(Parsed, G, /*NeverCompact=*/Size == 16, Enc))
      fail(Text, "does not encode: " + toString(std::move(Err)));
    unsigned Size2;
    Expected<InstIR> Again = decode(Enc, G, Size2);
    if (!Again)
      fail(Text, "re-encoding does not decode: " + toString(Again.takeError()));
    if (print(*Again, G) != Text)
      fail(Text, "re-encoding prints as '" + print(*Again, G) + "'");
    Bytes = Bytes.drop_front(Size);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  check(ArrayRef<uint8_t>(Data, Size), Gen::Gen9);
  check(ArrayRef<uint8_t>(Data, Size), Gen::Gen11);
  return 0;
}
