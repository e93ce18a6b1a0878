//===- AppleGPUDisassembler.cpp - Apple GPU disassembler ------------------===//
//
// Decodes G13 instructions with the shared table-driven model. Bytes that
// are not an instruction fail with Size 2, the unit Mesa's disassembler
// skips; tools print them as <unknown>.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AppleGPUISA.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

namespace {

class AppleGPUDisassembler : public MCDisassembler {
public:
  AppleGPUDisassembler(const MCSubtargetInfo &STI, MCContext &Ctx)
      : MCDisassembler(STI, Ctx), Model(*Ctx.getRegisterInfo()) {}

  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override {
    return Model.decode(Bytes, MI, Size) ? Success : Fail;
  }

  uint64_t suggestBytesToSkip(ArrayRef<uint8_t> Bytes,
                              uint64_t Address) const override {
    return 2;
  }

private:
  AppleGPU::ISA Model;
};

} // namespace

static MCDisassembler *createAppleGPUDisassembler(const Target &T,
                                                  const MCSubtargetInfo &STI,
                                                  MCContext &Ctx) {
  return new AppleGPUDisassembler(STI, Ctx);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAppleGPUDisassembler() {
  TargetRegistry::RegisterMCDisassembler(getTheAppleGPUTarget(),
                                         createAppleGPUDisassembler);
}
