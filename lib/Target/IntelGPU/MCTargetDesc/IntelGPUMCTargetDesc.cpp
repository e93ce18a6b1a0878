//===- IntelGPUMCTargetDesc.cpp - Intel GPU target descriptions -----------===//
//
// Registers the Intel GPU MC layer: register and instruction descriptions,
// subtargets, the IGA-syntax printer, the code emitter (compacting) and a
// Mach-O object writer with the Intel GPU CPU type.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUMCTargetDesc.h"
#include "IntelGPUInst.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfoDarwin.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCMachObjectWriter.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCValue.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/raw_ostream.h"

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "IntelGPUGenInstrInfo.inc"

#define GET_REGINFO_MC_DESC
#include "IntelGPUGenRegisterInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "IntelGPUGenSubtargetInfo.inc"

using namespace llvm;

static cl::opt<bool> NoCompact(
    "intelgpu-no-compact",
    cl::desc("Never emit compacted Intel GPU instructions (iga64 "
             "-Xforce-no-compact)"));

uint32_t IntelGPU::machOCPUSubtype(StringRef CPU) {
  return StringSwitch<uint32_t>(CPU)
      // A generation name stands for its first architecture in the
      // toolchain's list (metal-toolchain(7)).
      .Case("skl", 590342).Case("kbl", 9765376).Case("icl", 1115655)
      .Case("skl_gt2r6", 590342).Case("skl_gt2r7", 590343)
      .Case("skl_gt3r10", 590602).Case("kbl_gt2r0", 9765376)
      .Case("kbl_gt2r2", 9765378).Case("kbl_gt2r4", 9765380)
      .Case("kbl_gt3r1", 9765633).Case("kbl_gt3r6", 9765638)
      .Case("icl_1x6x8r7", 1115655).Case("icl_1x8x8r7", 1116167)
      .Default(0);
}

bool IntelGPU::isGen11(const MCSubtargetInfo &STI) {
  return STI.hasFeature(IntelGPU::FeatureGen11);
}

static IntelGPU::Gen genOf(const MCSubtargetInfo &STI) {
  return IntelGPU::isGen11(STI) ? IntelGPU::Gen::Gen11 : IntelGPU::Gen::Gen9;
}

namespace {

class IntelGPUMCAsmInfo : public MCAsmInfoDarwin {
public:
  explicit IntelGPUMCAsmInfo(const Triple &TT) {
    CodePointerSize = 8;
    IsLittleEndian = true;
    CommentString = "//";
    // ';' belongs to regions (<8;8,1>): statements are one per line.
    SeparatorString = "\n";
    MinInstAlignment = 8;
    // Labels resolve within the section: no relocations for branches.
    HasSubsectionsViaSymbols = false;
    SupportsDebugInformation = false;
  }
};

/// IGA's syntax, tokens separated by one space.
class IntelGPUInstPrinter : public MCInstPrinter {
public:
  using MCInstPrinter::MCInstPrinter;
  std::pair<const char *, uint64_t> getMnemonic(const MCInst &MI) const override {
    const IntelGPU::IGOpInfoRow *Op = IntelGPU::opInfo(MI.getOpcode());
    return {Op ? Op->Mnemonic : nullptr, 0};
  }
  void printInst(const MCInst *MI, uint64_t Address, StringRef Annot,
                 const MCSubtargetInfo &STI, raw_ostream &OS) override {
    IntelGPU::InstIR I;
    if (!IntelGPU::fromMCInst(*MI, MRI, I)) {
      OS << "<invalid>";
      return;
    }
    OS << IntelGPU::print(I, genOf(STI));
    printAnnotation(OS, Annot);
  }
  void printRegName(raw_ostream &OS, MCRegister Reg) override {
    OS << MRI.getName(Reg);
  }
};

class IntelGPUMCCodeEmitter : public MCCodeEmitter {
public:
  explicit IntelGPUMCCodeEmitter(MCContext &Ctx) : Ctx(Ctx) {}
  void encodeInstruction(const MCInst &MI, SmallVectorImpl<char> &CB,
                         SmallVectorImpl<MCFixup> &Fixups,
                         const MCSubtargetInfo &STI) const override {
    IntelGPU::InstIR I;
    if (!IntelGPU::fromMCInst(MI, *Ctx.getRegisterInfo(), I)) {
      Ctx.reportError(MI.getLoc(), "malformed Intel GPU instruction");
      return;
    }
    SmallVector<uint8_t, 16> Bytes;
    if (Error E = IntelGPU::encode(I, genOf(STI), NoCompact, Bytes)) {
      Ctx.reportError(MI.getLoc(), toString(std::move(E)));
      return;
    }
    // Branch labels: the offsets are fixups (branches are never
    // compacted, so the instruction is 16 bytes and its size is known).
    auto Fixup = [&](unsigned Idx, uint32_t Offset, uint16_t Kind, bool PCRel) {
      const MCOperand &MO = MI.getOperand(Idx);
      if (MO.isExpr())
        Fixups.push_back(MCFixup::create(Offset, MO.getExpr(), Kind, PCRel));
    };
    unsigned Op = MI.getOpcode();
    if (Op == IntelGPU::CALLA)
      Fixup(IntelGPU::MCOperandJIP, 12, IntelGPU::FixupAbs, false);
    else if (Op == IntelGPU::MOV) // an immediate relocated (never compacted)
      Fixup(IntelGPU::MCOperandJIP, 12, IntelGPU::FixupSamplerState, false);
    else
      Fixup(IntelGPU::MCOperandJIP, 12,
            Op == IntelGPU::JMPI ? IntelGPU::FixupJmpi : IntelGPU::FixupJIP, true);
    Fixup(IntelGPU::MCOperandUIP, 8, IntelGPU::FixupUIP, true);
    CB.append(Bytes.begin(), Bytes.end());
  }

private:
  MCContext &Ctx;
};

class IntelGPUMachObjectWriter : public MCMachObjectTargetWriter {
public:
  explicit IntelGPUMachObjectWriter(uint32_t CPUSubtype)
      : MCMachObjectTargetWriter(/*Is64Bit=*/true, IntelGPU::MachOCPUType,
                                 CPUSubtype) {}
  void recordRelocation(MachObjectWriter *Writer, MCAssembler &Asm,
                        const MCFragment *Fragment, const MCFixup &Fixup,
                        MCValue Target, uint64_t &FixedValue) override {
    // A call of a function the object does not define (a dynamic
    // library's, docs/gpu-macho.md, "Imports") is a relocation: external,
    // PC-relative, 4 bytes, type 0, at the call's JIP (DW3, 12 bytes into
    // the call), which the loader sets to the function's address minus the
    // call's. Any other unresolved label is an error.
    const MCSymbol *Sym = Target.getAddSym();
    if (Sym && Sym->isUndefined() && !Sym->isTemporary() && !Target.getSubSym() &&
        Target.getConstant() == 0 && Fixup.getKind() == IntelGPU::FixupJIP) {
      MachO::any_relocation_info MRE;
      MRE.r_word0 = uint32_t(Asm.getFragmentOffset(*Fragment) + Fixup.getOffset());
      MRE.r_word1 = (1u << 24) | (2u << 25) | (1u << 27);
      Writer->addRelocation(Sym, Fragment->getParent(), MRE);
      FixedValue = uint64_t(-12); // the field reads 0 until it is relocated
      return;
    }
    // A constexpr sampler's state (docs/gpu-macho.md, "Sampler state
    // relocations"): external, absolute, 4 bytes, type 0, at the mov's
    // immediate, which holds the sampler's index in the function's list.
    if (Sym && Sym->isUndefined() && !Sym->isTemporary() && !Target.getSubSym() &&
        Fixup.getKind() == IntelGPU::FixupSamplerState) {
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
                            : Twine("Intel GPU objects have no relocations: "
                                    "branch targets must be labels of the "
                                    "same section"));
  }
};

class IntelGPUAsmBackend : public MCAsmBackend {
public:
  explicit IntelGPUAsmBackend(StringRef CPU)
      : MCAsmBackend(llvm::endianness::little),
        CPUSubtype(IntelGPU::machOCPUSubtype(CPU)) {}
  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return std::make_unique<IntelGPUMachObjectWriter>(CPUSubtype);
  }
  MCFixupKindInfo getFixupKindInfo(MCFixupKind Kind) const override {
    switch (Kind) {
    case IntelGPU::FixupJIP: return {"fixup_intelgpu_jip", 0, 32, 0};
    case IntelGPU::FixupUIP: return {"fixup_intelgpu_uip", 0, 32, 0};
    case IntelGPU::FixupJmpi: return {"fixup_intelgpu_jmpi", 0, 32, 0};
    case IntelGPU::FixupAbs: return {"fixup_intelgpu_abs", 0, 32, 0};
    case IntelGPU::FixupSamplerState: return {"fixup_intelgpu_sampler_state", 0, 32, 0};
    default: return MCAsmBackend::getFixupKindInfo(Kind);
    }
  }

  /// A PC-relative fixup's value is relative to the fixup (DW3 at byte 12,
  /// DW2 at 8); JIP and UIP are relative to the instruction, jmpi's to the
  /// next one.
  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override {
    maybeAddReloc(F, Fixup, Target, Value, IsResolved);
    switch (Fixup.getKind()) {
    case IntelGPU::FixupJIP: Value += 12; break;
    case IntelGPU::FixupUIP: Value += 8; break;
    case IntelGPU::FixupJmpi: Value += 12 - 16; break;
    case IntelGPU::FixupAbs: break;
    case IntelGPU::FixupSamplerState: break;
    default: return;
    }
    for (unsigned I = 0; I != 4; ++I)
      Data[I] = uint8_t(Value >> (8 * I));
  }
  /// Padding: 16-byte nops (nop has no compact form), after a compacted
  /// mov to the null register for the 8 bytes that compacted
  /// instructions leave (functions are 16-byte aligned; padding follows a
  /// function's end of thread and never runs).
  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override {
    if (Count % 8)
      return false;
    if (Count % 16) {
      IntelGPU::InstIR Mov;
      IntelGPU::ParseError PE;
      SmallVector<uint8_t, 16> Bytes;
      IntelGPU::Gen G = STI ? genOf(*STI) : IntelGPU::Gen::Gen9;
      if (!IntelGPU::parse("(W) mov (8|M0) null<1>:ud r0.0<8;8,1>:ud", G, Mov, PE))
        return false;
      if (Error E = IntelGPU::encode(Mov, G, /*NeverCompact=*/false, Bytes)) {
        consumeError(std::move(E));
        return false;
      }
      if (Bytes.size() != 8)
        return false;
      OS.write(reinterpret_cast<const char *>(Bytes.data()), 8);
    }
    for (uint64_t I = 0; I != Count / 16; ++I) {
      OS << char(0x7E);
      OS.write_zeros(15);
    }
    return true;
  }
  unsigned getMinimumNopSize() const override { return 8; }

private:
  uint32_t CPUSubtype;
};

} // namespace

static MCInstrInfo *createIntelGPUMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitIntelGPUMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createIntelGPUMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitIntelGPUMCRegisterInfo(X, /*RA=*/0);
  return X;
}

static MCSubtargetInfo *
createIntelGPUMCSubtargetInfo(const Triple &TT, StringRef CPU, StringRef FS) {
  if (CPU.empty() || CPU == "generic")
    CPU = "skl";
  return createIntelGPUMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createIntelGPUMCAsmInfo(const MCRegisterInfo &MRI,
                                          const Triple &TT,
                                          const MCTargetOptions &Options) {
  return new IntelGPUMCAsmInfo(TT);
}

static MCInstPrinter *createIntelGPUMCInstPrinter(const Triple &T,
                                                  unsigned SyntaxVariant,
                                                  const MCAsmInfo &MAI,
                                                  const MCInstrInfo &MII,
                                                  const MCRegisterInfo &MRI) {
  return new IntelGPUInstPrinter(MAI, MII, MRI);
}

static MCCodeEmitter *createIntelGPUMCCodeEmitter(const MCInstrInfo &MCII,
                                                  MCContext &Ctx) {
  return new IntelGPUMCCodeEmitter(Ctx);
}

static MCAsmBackend *createIntelGPUAsmBackend(const Target &T,
                                              const MCSubtargetInfo &STI,
                                              const MCRegisterInfo &MRI,
                                              const MCTargetOptions &Options) {
  return new IntelGPUAsmBackend(STI.getCPU());
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeIntelGPUTargetMC() {
  Target &T = getTheIntelGPUTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createIntelGPUMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createIntelGPUMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createIntelGPUMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createIntelGPUMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createIntelGPUMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createIntelGPUMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createIntelGPUAsmBackend);
}
