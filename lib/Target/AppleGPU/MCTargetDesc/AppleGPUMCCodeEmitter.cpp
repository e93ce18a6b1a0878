//===- AppleGPUMCCodeEmitter.cpp - Apple GPU instruction encoder ----------===//
//
// Emits the canonical encoding of an instruction: its shortest valid form,
// except for the instructions Mesa's packer always emits long
// (docs/applegpu-isa.md, "Canonical form").
//
//===----------------------------------------------------------------------===//

#include "AppleGPUISA.h"
#include "AppleGPUMCTargetDesc.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInst.h"

using namespace llvm;

namespace {

class AppleGPUMCCodeEmitter : public MCCodeEmitter {
public:
  AppleGPUMCCodeEmitter(MCContext &Ctx)
      : Ctx(Ctx), Model(*Ctx.getRegisterInfo()) {}

  void encodeInstruction(const MCInst &MI, SmallVectorImpl<char> &CB,
                         SmallVectorImpl<MCFixup> &Fixups,
                         const MCSubtargetInfo &STI) const override {
    SmallVector<uint8_t, 12> Bytes;
    // A label target (jmp_any, jmp_none, call): encode offset 0, fix up.
    MCInst Copy = MI;
    if (MI.getNumOperands() == 1 && MI.getOperand(0).isExpr()) {
      Fixups.push_back(MCFixup::create(2, MI.getOperand(0).getExpr(),
                                       MI.getOpcode() == AppleGPU::CALL ? AppleGPU::FixupCall
                                                                        : AppleGPU::FixupBranch,
                                       /*PCRel=*/true));
      Copy.getOperand(0) = MCOperand::createImm(0);
    } else if ((MI.getOpcode() == AppleGPU::LDIMM32_L || MI.getOpcode() == AppleGPU::LDIMM32_S) &&
               MI.getOperand(MI.getNumOperands() - 1).isExpr()) {
      // A constexpr sampler's relocated index (AppleGPU::FixupSamplerState).
      unsigned Last = MI.getNumOperands() - 1;
      Fixups.push_back(MCFixup::create(2, MI.getOperand(Last).getExpr(),
                                       AppleGPU::FixupSamplerState, /*PCRel=*/false));
      Copy.getOperand(Last) = MCOperand::createImm(0);
    }
    if (Error E = Model.encode(Copy, Bytes)) {
      Ctx.reportError(SMLoc(), toString(std::move(E)));
      return;
    }
    CB.append(Bytes.begin(), Bytes.end());
  }

private:
  MCContext &Ctx;
  AppleGPU::ISA Model;
};

} // namespace

MCCodeEmitter *llvm::createAppleGPUMCCodeEmitter(const MCInstrInfo &MCII,
                                                 MCContext &Ctx) {
  return new AppleGPUMCCodeEmitter(Ctx);
}
