//===- applegpu-disassembler-fuzzer.cpp - Fuzz the Apple GPU MC layer -----===//
//
// Decodes arbitrary bytes with the G13 model. Whatever decodes must print,
// re-encode to bytes that decode to the same text, and parse back from that
// text to the same text: the idempotence property of docs/applegpu-isa.md.
// A violation traps, so libFuzzer reports it with the input.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AppleGPUISA.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AppleGPU;

static const ISA &model() {
  static std::unique_ptr<MCRegisterInfo> MRI;
  static std::unique_ptr<ISA> Model;
  if (!Model) {
    initializeAppleGPUTarget();
    std::string Err;
    Triple TT("applegpu-apple-macosx");
    const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
    MRI.reset(T->createMCRegInfo(TT));
    Model = std::make_unique<ISA>(*MRI);
  }
  return *Model;
}

static std::string text(const ISA &M, const MCInst &MI) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(MI, OS);
  return S;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const ISA &M = model();
  ArrayRef<uint8_t> Bytes(Data, Size);
  while (!Bytes.empty()) {
    MCInst MI;
    uint64_t Len = 0;
    if (!M.decode(Bytes, MI, Len)) {
      if (Len != 2)
        __builtin_trap();
      Bytes = Bytes.drop_front(std::min<size_t>(2, Bytes.size()));
      continue;
    }
    std::string T = text(M, MI);
    SmallVector<uint8_t, 16> Enc;
    if (Error E = M.encode(MI, Enc)) {
      consumeError(std::move(E));
      __builtin_trap();
    }
    MCInst Again;
    uint64_t Len2;
    if (!M.decode(Enc, Again, Len2) || Len2 != Enc.size() || text(M, Again) != T)
      __builtin_trap();
    SmallVector<std::string, 8> Items;
    if (Error E = M.printOperands(MI, Items)) {
      consumeError(std::move(E));
      __builtin_trap();
    }
    SmallVector<StringRef, 8> Refs(Items.begin(), Items.end());
    MCInst Parsed;
    ParseFailure Failure;
    const AGXVariantInfo *V = variantForOpcode(MI.getOpcode());
    if (!M.parse(V->Mnemonic, Refs, Parsed, Failure) || text(M, Parsed) != T)
      __builtin_trap();
    Bytes = Bytes.drop_front(Len);
  }
  return 0;
}
