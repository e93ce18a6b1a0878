//===- IntelGPUDisassembler.cpp - Intel GPU disassembler ------------------===//
//
// Native (16-byte) and compacted (8-byte, CmptCtrl set) instructions.
// Undecodable bytes fail with the size their CmptCtrl bit gives, so a
// listing resynchronizes as IGA's does.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/IntelGPUInst.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

namespace {

class IntelGPUDisassembler : public MCDisassembler {
public:
  using MCDisassembler::MCDisassembler;

  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override {
    IntelGPU::Gen G = IntelGPU::isGen11(STI) ? IntelGPU::Gen::Gen11
                                             : IntelGPU::Gen::Gen9;
    unsigned Len = 0;
    Expected<IntelGPU::InstIR> I = IntelGPU::decode(Bytes, G, Len);
    if (!I) {
      consumeError(I.takeError());
      Size = suggestBytesToSkip(Bytes, Address);
      return Fail;
    }
    IntelGPU::toMCInst(*I, *getContext().getRegisterInfo(), MI);
    Size = Len;
    return Success;
  }

  uint64_t suggestBytesToSkip(ArrayRef<uint8_t> Bytes,
                              uint64_t Address) const override {
    if (Bytes.size() >= 4 && (Bytes[3] & 0x20))
      return std::min<uint64_t>(8, Bytes.size());
    return std::min<uint64_t>(16, Bytes.size());
  }
};

} // namespace

static MCDisassembler *createIntelGPUDisassembler(const Target &T,
                                                  const MCSubtargetInfo &STI,
                                                  MCContext &Ctx) {
  return new IntelGPUDisassembler(STI, Ctx);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeIntelGPUDisassembler() {
  TargetRegistry::RegisterMCDisassembler(getTheIntelGPUTarget(),
                                         createIntelGPUDisassembler);
}
