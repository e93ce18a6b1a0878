//===- AppleGPUInstPrinter.h - Apple GPU instruction printer ---*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUINSTPRINTER_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUINSTPRINTER_H

#include "AppleGPUISA.h"
#include "llvm/MC/MCInstPrinter.h"
#include <memory>

namespace llvm {

/// Prints instructions exactly as Mesa's disassembler does (the syntax of
/// shared/isa/agx/cases.txt): "fadd     r1, ^r1, 0.234375".
class AppleGPUInstPrinter : public MCInstPrinter {
public:
  AppleGPUInstPrinter(const MCAsmInfo &MAI, const MCInstrInfo &MII,
                      const MCRegisterInfo &MRI);
  ~AppleGPUInstPrinter() override;

  std::pair<const char *, uint64_t>
  getMnemonic(const MCInst &MI) const override;
  void printInst(const MCInst *MI, uint64_t Address, StringRef Annot,
                 const MCSubtargetInfo &STI, raw_ostream &OS) override;
  void printRegName(raw_ostream &OS, MCRegister Reg) override;

private:
  AppleGPU::ISA Model;
};

} // namespace llvm

#endif
