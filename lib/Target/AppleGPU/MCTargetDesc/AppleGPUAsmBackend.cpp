//===- AppleGPUAsmBackend.cpp - Apple GPU assembler back end --------------===//
//
// Apple GPU code is written as 64-bit little-endian Mach-O with CPU type
// 0x01000013 (../shared/facts/gpu-targets.md). A direct jump's or call's
// label is a fixup resolved within the section; a call of a function defined
// elsewhere is a relocation, any other one an error.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUMCTargetDesc.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCMachObjectWriter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

class AppleGPUMachObjectWriter : public MCMachObjectTargetWriter {
public:
  explicit AppleGPUMachObjectWriter(uint32_t CPUSubtype)
      : MCMachObjectTargetWriter(/*Is64Bit=*/true, AppleGPU::MachOCPUType,
                                 CPUSubtype) {}

  /// A call of a function the object does not define (a dynamic library's,
  /// docs/gpu-macho.md, "Imports") is a relocation: external, PC-relative,
  /// 4 bytes, type 0, at the call's offset field (2 bytes into the call),
  /// which the loader sets to the function's address minus the call's.
  /// Any other unresolved label is an error.
  void recordRelocation(MachObjectWriter *Writer, MCAssembler &Asm,
                        const MCFragment *Fragment, const MCFixup &Fixup,
                        MCValue Target, uint64_t &FixedValue) override {
    const MCSymbol *Sym = Target.getAddSym();
    if (Sym && Sym->isUndefined() && !Sym->isTemporary() && !Target.getSubSym() &&
        Target.getConstant() == 0 && Fixup.getKind() == AppleGPU::FixupCall) {
      MachO::any_relocation_info MRE;
      MRE.r_word0 = uint32_t(Asm.getFragmentOffset(*Fragment) + Fixup.getOffset());
      MRE.r_word1 = (1u << 24) | (2u << 25) | (1u << 27);
      Writer->addRelocation(Sym, Fragment->getParent(), MRE);
      FixedValue = uint64_t(-2); // the field reads 0 until it is relocated
      return;
    }
    // A constexpr sampler's index (docs/gpu-macho.md, "Sampler state
    // relocations"): external, absolute, 4 bytes, type 0; the field holds
    // the index in the function's list, to which the loader adds the
    // state the list starts at.
    if (Sym && Sym->isUndefined() && !Sym->isTemporary() && !Target.getSubSym() &&
        Fixup.getKind() == AppleGPU::FixupSamplerState) {
      MachO::any_relocation_info MRE;
      MRE.r_word0 = uint32_t(Asm.getFragmentOffset(*Fragment) + Fixup.getOffset());
      MRE.r_word1 = (2u << 25) | (1u << 27);
      Writer->addRelocation(Sym, Fragment->getParent(), MRE);
      FixedValue = uint64_t(Target.getConstant());
      return;
    }
    Asm.getContext().reportError(
        Fixup.getLoc(), Sym && Sym->isUndefined()
                            ? "undefined label '" + Sym->getName() + "'"
                            : Twine("Apple GPU objects have no relocations: "
                                    "jump targets must be labels of the "
                                    "same section"));
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

  MCFixupKindInfo getFixupKindInfo(MCFixupKind Kind) const override {
    if (Kind == AppleGPU::FixupBranch)
      return {"fixup_applegpu_branch", 0, 32, 0};
    if (Kind == AppleGPU::FixupCall)
      return {"fixup_applegpu_call", 0, 32, 0};
    if (Kind == AppleGPU::FixupSamplerState)
      return {"fixup_applegpu_sampler_state", 0, 32, 0};
    return MCAsmBackend::getFixupKindInfo(Kind);
  }

  /// The PC-relative value is relative to the fixup, 2 bytes into the jump.
  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override {
    maybeAddReloc(F, Fixup, Target, Value, IsResolved);
    if (Fixup.getKind() == AppleGPU::FixupSamplerState) {
      for (unsigned I = 0; I != 4; ++I)
        Data[I] = uint8_t(Value >> (8 * I));
      return;
    }
    if (Fixup.getKind() != AppleGPU::FixupBranch && Fixup.getKind() != AppleGPU::FixupCall)
      return;
    Value += 2;
    for (unsigned I = 0; I != 4; ++I)
      Data[I] = uint8_t(Value >> (8 * I));
  }

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
