//===- AppleGPUInstPrinter.cpp - Apple GPU instruction printer ------------===//

#include "AppleGPUInstPrinter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

AppleGPUInstPrinter::AppleGPUInstPrinter(const MCAsmInfo &MAI,
                                         const MCInstrInfo &MII,
                                         const MCRegisterInfo &MRI)
    : MCInstPrinter(MAI, MII, MRI), Model(MRI) {}

AppleGPUInstPrinter::~AppleGPUInstPrinter() = default;

std::pair<const char *, uint64_t>
AppleGPUInstPrinter::getMnemonic(const MCInst &MI) const {
  const AppleGPU::AGXVariantInfo *V = AppleGPU::variantForOpcode(MI.getOpcode());
  return {V ? V->Mnemonic : nullptr, 0};
}

void AppleGPUInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                                    StringRef Annot, const MCSubtargetInfo &STI,
                                    raw_ostream &OS) {
  if (MI->getNumOperands() == 1 && MI->getOperand(0).isExpr()) {
    // A jump to a label, before layout.
    const AppleGPU::AGXVariantInfo *V = AppleGPU::variantForOpcode(MI->getOpcode());
    std::string M = V ? V->Mnemonic : "?";
    M.resize(std::max<size_t>(M.size(), 8), ' ');
    OS << M << ' ';
    MAI.printExpr(OS, *MI->getOperand(0).getExpr());
  } else if (MI->getNumOperands() > 1 && MI->getOperand(MI->getNumOperands() - 1).isExpr()) {
    // A relocated immediate (a constexpr sampler's state): the expression
    // in its place.
    MCInst Copy = *MI;
    Copy.getOperand(MI->getNumOperands() - 1) = MCOperand::createImm(0);
    SmallVector<std::string, 4> Items;
    const AppleGPU::AGXVariantInfo *V = AppleGPU::variantForOpcode(MI->getOpcode());
    std::string M = V ? V->Mnemonic : "?";
    M.resize(std::max<size_t>(M.size(), 8), ' ');
    if (Error E = Model.printOperands(Copy, Items)) {
      consumeError(std::move(E));
      Items.assign(1, "?");
    }
    std::string Expr;
    raw_string_ostream ES(Expr);
    MAI.printExpr(ES, *MI->getOperand(MI->getNumOperands() - 1).getExpr());
    Items.back() = Expr;
    OS << M << ' ' << join(Items, ", ");
  } else {
    Model.print(*MI, OS);
  }
  printAnnotation(OS, Annot);
}

void AppleGPUInstPrinter::printRegName(raw_ostream &OS, MCRegister Reg) {
  OS << MRI.getName(Reg);
}
