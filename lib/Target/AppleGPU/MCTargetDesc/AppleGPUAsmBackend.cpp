//===- AppleGPUAsmBackend.cpp - Apple GPU assembler back end --------------===//
//
// Apple GPU code is written as 64-bit little-endian Mach-O with CPU type
// 0x01000013 (../shared/facts/gpu-targets.md). Branch targets are plain
// immediates in this first version: there are no fixups yet, so a
// relocation is an error.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUMCTargetDesc.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCMachObjectWriter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

class AppleGPUMachObjectWriter : public MCMachObjectTargetWriter {
public:
  explicit AppleGPUMachObjectWriter(uint32_t CPUSubtype)
      : MCMachObjectTargetWriter(/*Is64Bit=*/true, AppleGPU::MachOCPUType,
                                 CPUSubtype) {}

  void recordRelocation(MachObjectWriter *Writer, MCAssembler &Asm,
                        const MCFragment *Fragment, const MCFixup &Fixup,
                        MCValue Target, uint64_t &FixedValue) override {
    Asm.getContext().reportError(Fixup.getLoc(),
                                 "Apple GPU objects have no relocations yet");
  }
};

class AppleGPUAsmBackend : public MCAsmBackend {
public:
  explicit AppleGPUAsmBackend(StringRef CPU)
      : MCAsmBackend(llvm::endianness::little),
        CPUSubtype(AppleGPU::machOCPUSubtype(CPU)) {}

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return createAppleGPUMachObjectWriter(CPUSubtype);
  }

  void applyFixup(const MCFragment &, const MCFixup &Fixup, const MCValue &,
                  uint8_t *, uint64_t, bool) override {}

  /// Padding is trap (08 00), as in Apple's own binaries.
  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override {
    if (Count % 2)
      return false;
    for (uint64_t I = 0; I != Count / 2; ++I)
      OS << char(0x08) << char(0x00);
    return true;
  }

  unsigned getMinimumNopSize() const override { return 2; }

private:
  uint32_t CPUSubtype;
};

} // namespace

std::unique_ptr<MCObjectTargetWriter>
llvm::createAppleGPUMachObjectWriter(uint32_t CPUSubtype) {
  return std::make_unique<AppleGPUMachObjectWriter>(CPUSubtype);
}

MCAsmBackend *llvm::createAppleGPUAsmBackend(const Target &T,
                                             const MCSubtargetInfo &STI,
                                             const MCRegisterInfo &MRI,
                                             const MCTargetOptions &Options) {
  return new AppleGPUAsmBackend(STI.getCPU());
}
