//===- GPUMachODump.cpp - Describing GPU Mach-O files ---------------------===//

#include "metalnt/GPUMachO/GPUMachODump.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include <map>
#include <mutex>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUDisassembler();
}

using namespace llvm;
using namespace metalnt;
using namespace metalnt::gpumacho;

namespace {

/// The instructions of an AMDGPU code object's executable sections, one
/// "offset: words  instruction" line each, labelled by symbols.
void disassembleAMDGPU(StringRef ELF, StringRef CPU, DumpEmitter &E) {
  Expected<std::unique_ptr<object::ObjectFile>> Obj =
      object::ObjectFile::createObjectFile(MemoryBufferRef(ELF, "code"));
  if (!Obj) {
    E.string("Error", "not an AMDGPU code object: " + toString(Obj.takeError()));
    return;
  }
  bool Decodable = !(CPU.starts_with("gfx6") || CPU.starts_with("gfx7"));
  static std::once_flag Once;
  std::call_once(Once, [] {
    CrashRecoveryContext::Enable();
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
  });
  Triple TT("amdgcn-amd-amdhsa");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  std::unique_ptr<MCRegisterInfo> MRI(T ? T->createMCRegInfo(TT) : nullptr);
  MCTargetOptions MCOpts;
  std::unique_ptr<MCAsmInfo> MAI(MRI ? T->createMCAsmInfo(*MRI, TT, MCOpts) : nullptr);
  std::unique_ptr<MCSubtargetInfo> STI(T ? T->createMCSubtargetInfo(TT, CPU, "") : nullptr);
  std::unique_ptr<MCInstrInfo> MII(T ? T->createMCInstrInfo() : nullptr);
  if (!MRI || !MAI || !STI || !MII) {
    E.string("Error", "LLVM's AMDGPU target is not available");
    return;
  }
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get());
  std::unique_ptr<MCDisassembler> Dis(
      Decodable ? T->createMCDisassembler(*STI, Ctx) : nullptr);
  std::unique_ptr<MCInstPrinter> IP(T->createMCInstPrinter(
      TT, MAI->getAssemblerDialect(), *MAI, *MII, *MRI));
  if (!Decodable)
    E.string("Note", ("LLVM cannot disassemble " + CPU +
                      " (GFX6/GFX7) code; showing the encoded words")
                         .str());

  // Code labels: the symbols, read once. A damaged symbol table stops the
  // reading (and a huge one is cut short) rather than costing minutes.
  constexpr unsigned MaxSymbols = 1 << 16;
  std::map<std::pair<uint64_t, uint64_t>, std::string> Labels; // (section, address)
  unsigned Seen = 0;
  for (const object::SymbolRef &Sym : (*Obj)->symbols()) {
    if (++Seen > MaxSymbols)
      break;
    Expected<object::section_iterator> SI = Sym.getSection();
    Expected<uint64_t> Addr = SI ? Sym.getAddress() : Expected<uint64_t>(0);
    Expected<StringRef> Name = Addr ? Sym.getName() : Expected<StringRef>(StringRef());
    if (!SI || !Addr || !Name) {
      if (!SI)
        consumeError(SI.takeError());
      else if (!Addr)
        consumeError(Addr.takeError());
      else
        consumeError(Name.takeError());
      E.string("Note", "the code object's symbol table is damaged");
      break;
    }
    if (*SI != (*Obj)->section_end() && !Name->empty() && !Name->starts_with("."))
      Labels[{(*SI)->getIndex(), *Addr}] = Name->str();
  }

  DumpArray Code(E, "Disassembly");
  unsigned Sections = 0;
  for (const object::SectionRef &Sec : (*Obj)->sections()) {
    if (++Sections > 1024)
      break;
    if (!Sec.isText())
      continue;
    Expected<StringRef> Contents = Sec.getContents();
    if (!Contents) {
      consumeError(Contents.takeError());
      continue;
    }
    ArrayRef<uint8_t> Bytes = arrayRefFromStringRef(*Contents);
    uint64_t Off = 0;
    while (Off < Bytes.size()) {
      auto L = Labels.find({Sec.getIndex(), Sec.getAddress() + Off});
      if (L != Labels.end())
        E.string("", "<" + L->second + ">:");
      uint64_t Size = 4;
      std::string Text;
      if (Dis) {
        MCInst Inst;
        // LLVM 22's AMDGPU disassembler crashes on some invalid encodings
        // (found by our fuzzer); a crash ends the listing with a note
        // instead of the process.
        MCDisassembler::DecodeStatus Status = MCDisassembler::Fail;
        CrashRecoveryContext CRC;
        if (!CRC.RunSafely([&] {
              Status = Dis->getInstruction(Inst, Size, Bytes.slice(Off), Off, nulls());
            })) {
          E.string("Note", "LLVM's AMDGPU disassembler failed at offset 0x" +
                               utohexstr(Off, true) + "; the rest is not shown");
          Dis.reset();
          break;
        }
        if (Status == MCDisassembler::Success && Size) {
          raw_string_ostream OS(Text);
          IP->printInst(&Inst, Off, "", *STI, OS);
          OS.flush();
          Text = StringRef(Text).trim().str();
        } else {
          Size = 4;
          Text = "<unknown>";
        }
      }
      Size = std::min<uint64_t>(std::max<uint64_t>(Size, 4), Bytes.size() - Off);
      std::string Words;
      for (uint64_t W = 0; W + 4 <= Size; W += 4)
        Words += utohexstr(support::endian::read32le(Bytes.data() + Off + W),
                           /*LowerCase=*/true, 8) + " ";
      E.string("", utohexstr(Off, /*LowerCase=*/true, 6) + ": " + Words +
                       (Text.empty() ? "" : " " + Text));
      Off += Size;
    }
  }
}

/// Lists the instructions of Code with one of our LLVM targets ("applegpu",
/// "intelgpu"): "offset: bytes instruction" lines labelled by symbols;
/// undecodable bytes are <unknown> and skipped as the target suggests.
void disassembleWithTarget(StringRef TargetName, StringRef CPU, StringRef Code,
                           const std::map<uint64_t, std::string> &Labels,
                           unsigned HexColumns, DumpEmitter &E) {
  Triple TT((TargetName + "-apple-macosx").str());
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TargetName, TT, Err);
  MCTargetOptions MCOpts;
  std::unique_ptr<MCRegisterInfo> MRI(T ? T->createMCRegInfo(TT) : nullptr);
  std::unique_ptr<MCAsmInfo> MAI(MRI ? T->createMCAsmInfo(*MRI, TT, MCOpts) : nullptr);
  std::unique_ptr<MCSubtargetInfo> STI(T ? T->createMCSubtargetInfo(TT, CPU, "") : nullptr);
  std::unique_ptr<MCInstrInfo> MII(T ? T->createMCInstrInfo() : nullptr);
  if (!MRI || !MAI || !STI || !MII) {
    E.string("Error", ("the " + TargetName + " target is not available").str());
    return;
  }
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get());
  std::unique_ptr<MCDisassembler> Dis(T->createMCDisassembler(*STI, Ctx));
  std::unique_ptr<MCInstPrinter> IP(T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
  DumpArray Listing(E, "Disassembly");
  ArrayRef<uint8_t> Bytes = arrayRefFromStringRef(Code);
  uint64_t Off = 0;
  while (Off < Bytes.size()) {
    auto L = Labels.find(Off);
    if (L != Labels.end())
      E.string("", "<" + L->second + ">:");
    MCInst Inst;
    uint64_t Size = 0;
    std::string Text;
    if (Dis->getInstruction(Inst, Size, Bytes.slice(Off), Off, nulls()) ==
        MCDisassembler::Success) {
      raw_string_ostream OS(Text);
      IP->printInst(&Inst, Off, "", *STI, OS);
    } else {
      Text = "<unknown>";
      Size = Dis->suggestBytesToSkip(Bytes.slice(Off), Off);
    }
    Size = std::max<uint64_t>(1, std::min<uint64_t>(Size, Bytes.size() - Off));
    std::string Hex = toHex(Bytes.slice(Off, Size), /*LowerCase=*/true);
    Hex.resize(std::max<size_t>(Hex.size(), HexColumns), ' ');
    E.string("", utohexstr(Off, /*LowerCase=*/true, 6) + ": " + Hex + " " + Text);
    Off += Size;
  }
}

/// The records of a __metalnt_info section (the code generator's register
/// and stack use per kernel).
void dumpKernelInfo(StringRef Contents, DumpEmitter &E) {
  Expected<std::vector<KernelInfo>> Info = readKernelInfo(Contents, "section");
  if (!Info) {
    E.string("Error", toString(Info.takeError()));
    return;
  }
  DumpArray A(E, "KernelInfo");
  for (const KernelInfo &K : *Info) {
    DumpObject O(E, "");
    E.number("Version", K.Version);
    E.number("GPRHalves", K.GPRHalves);
    E.number("StackBytes", K.StackBytes);
  }
}

/// The kernel records of a nested Mach-O (a pipeline stage), if it has any.
void dumpNestedKernelInfo(StringRef Code, DumpEmitter &E) {
  if (!isGPUMachO(Code))
    return;
  Expected<std::vector<Slice>> Nested = readFile(MemoryBufferRef(Code, "stage"));
  if (!Nested) {
    consumeError(Nested.takeError()); // reported where it is disassembled
    return;
  }
  for (const Slice &S : *Nested) {
    // What the code calls in dynamic libraries, and where (docs/gpu-macho.md,
    // "Imports"); the constexpr samplers a loader numbers ("Sampler state
    // relocations").
    for (const Section &Sec : S.Sections)
      for (const Relocation &R : Sec.Relocations) {
        DumpObject O(E, R.PCRel ? "Import" : "SamplerState");
        E.string("Symbol", R.Symbol < S.Symbols.size() ? S.Symbols[R.Symbol].Name
                                                       : std::string("?"));
        E.string("Field", Sec.Name + "+" + std::to_string(R.Offset));
      }
    for (const Section &Sec : S.Sections) {
      if (Sec.Name == KernelInfoSection)
        dumpKernelInfo(Sec.Contents, E);
      if (Sec.Name == "__metalnt_gen") {
        // The Intel code generator's record (docs/gpu-macho.md): seven
        // words in version 2, eight in version 3, ten in version 4 (vertex
        // functions), twelve in version 5 (fragment functions).
        DumpObject O(E, "GenKernelInfo");
        size_t Words = Sec.Contents.size() / 4;
        if (Sec.Contents.size() % 4 || !(Words == 7 || Words == 8 || Words == 10 || Words == 12)) {
          E.string("Error", "a record of " + std::to_string(Sec.Contents.size()) +
                                " bytes (28, 32, 40 or 48 expected)");
          continue;
        }
        static const char *const Fields[] = {
            "Version",     "SIMDWidth",        "GRFs",         "PayloadGRFs",
            "BufferSlots", "ThreadgroupSlots", "ScratchBytes", "ConstantDataSlot",
            "Stage",       "URBEntrySlots"};
        static const char *const FragmentFields[] = {"SetupSlots", "BarycentricModes",
                                                     "FragmentFlags"};
        for (unsigned I = 0; I != Words; ++I) {
          uint32_t V = support::endian::read32le(Sec.Contents.data() + 4 * I);
          const char *Field = Words == 12 && I >= 9 ? FragmentFields[I - 9] : Fields[I];
          if (I == 7 && V == 0xFFFFFFFF)
            E.string(Field, "none");
          else if (I == 8)
            E.string(Field, V == 1 ? "vertex" : V == 2 ? "fragment" : std::to_string(V));
          else
            E.number(Field, V);
        }
      }
      if (Sec.Name == ConstantDataSection)
        E.number("ConstantDataBytes", Sec.Contents.size());
    }
  }
}

/// The instructions of an Apple or Intel GPU code section. A section that
/// holds a nested Mach-O (a pipeline stage) is disassembled through its
/// __text, labelled with its symbols.
void disassembleNested(StringRef Target, StringRef Code, StringRef CPU,
                       const std::map<uint64_t, std::string> &Labels,
                       unsigned HexColumns, DumpEmitter &E, unsigned Depth = 0) {
  if (isGPUMachO(Code)) {
    Expected<std::vector<Slice>> Nested = readFile(MemoryBufferRef(Code, "stage"));
    if (!Nested) {
      E.string("Error", "nested Mach-O: " + toString(Nested.takeError()));
      return;
    }
    if (Depth > 2)
      return;
    for (const Slice &S : *Nested)
      for (unsigned I = 0; I != S.Sections.size(); ++I) {
        if (S.Sections[I].Name != "__text")
          continue;
        std::map<uint64_t, std::string> Inner;
        for (const Symbol &Sym : S.Symbols)
          if (Sym.Section == I + 1)
            Inner[Sym.Offset] = Sym.Name;
        disassembleNested(Target, S.Sections[I].Contents, CPU, Inner, HexColumns, E,
                          Depth + 1);
      }
    return;
  }
  if (Target == "applegpu")
    initializeAppleGPUTarget();
  else
    initializeIntelGPUTarget();
  disassembleWithTarget(Target, CPU, Code, Labels, HexColumns, E);
}

} // namespace

void metalnt::gpumacho::dumpGPUMachO(const std::vector<Slice> &Slices, bool Fat,
                                     DumpEmitter &E, const DumpOptions &Opts) {
  E.string("Format", Fat ? "Fat GPU Mach-O" : "GPU Mach-O");
  DumpArray A(E, "Slices");
  for (const Slice &S : Slices) {
    DumpObject O(E, "");
    const GPUArch *Arch = lookupGPUArch(S.CPUType, S.CPUSubtype);
    E.string("Arch", Arch ? Arch->Name : StringRef("unknown"));
    E.number("CPUType", S.CPUType, /*Hex=*/true);
    E.number("CPUSubtype", S.CPUSubtype);
    E.named("FileType", S.FileType, getFileTypeName(S.FileType), /*Hex=*/true);
    {
      DumpArray LC(E, "LoadCommands");
      for (auto [Cmd, Size] : S.LoadCommands) {
        DumpObject O(E, "");
        E.named("Cmd", Cmd, getLoadCommandName(Cmd), /*Hex=*/true);
        E.number("Size", Size);
      }
    }
    if (S.Build) {
      DumpObject B(E, "BuildVersion");
      E.number("Platform", S.Build->Platform);
      E.string("MinOS", formatVersion(S.Build->MinOS));
      E.string("SDK", formatVersion(S.Build->SDK));
      E.named("Tool", S.Build->Tool, S.Build->Tool == TOOL_AIRNT ? "AIRNT" : "other");
      E.string("ToolVersion", formatVersion(S.Build->ToolVersion));
    }
    {
      DumpArray Syms(E, "Symbols");
      for (const Symbol &Sym : S.Symbols) {
        DumpObject SO(E, "");
        E.string("Name", Sym.Name);
        if (!Sym.Section) {
          E.string("Section", "undefined (imported)");
          continue;
        }
        E.number("Section", Sym.Section);
        E.number("Offset", Sym.Offset);
      }
    }
    DumpArray Secs(E, "Sections");
    for (unsigned I = 0; I != S.Sections.size(); ++I) {
      const Section &Sec = S.Sections[I];
      DumpObject SO(E, "");
      E.string("Name", Sec.Segment + "," + Sec.Name);
      E.number("Size", Sec.Contents.size());
      for (const Symbol &Sym : S.Symbols)
        if (Sym.Section == I + 1)
          E.string("Symbol", Sym.Name);
      if (!Sec.Relocations.empty()) {
        DumpArray Rels(E, "Relocations");
        for (const Relocation &R : Sec.Relocations) {
          DumpObject RO(E, "");
          E.number("Offset", R.Offset);
          E.string("Symbol", R.Symbol < S.Symbols.size() ? S.Symbols[R.Symbol].Name
                                                         : std::string("?"));
          E.string("Kind", (Twine(R.PCRel ? "pc-relative, " : "") +
                            Twine(1u << R.LengthLog2) + " bytes, type " + Twine(unsigned(R.Type)))
                               .str());
        }
      }
      if (Arch && Arch->Vendor == GPUVendor::Apple && Sec.Name == KernelInfoSection) {
        dumpKernelInfo(Sec.Contents, E);
        continue;
      }
      if (Arch && (Arch->Vendor == GPUVendor::Apple || Arch->Vendor == GPUVendor::Intel))
        dumpNestedKernelInfo(Sec.Contents, E);
      if (Opts.Disassemble && Arch && Arch->Vendor == GPUVendor::AMD) {
        disassembleAMDGPU(Sec.Contents, Arch->LLVMCPU, E);
      } else if (Opts.Disassemble && Arch &&
                 ((Arch->Vendor == GPUVendor::Apple && Arch->LLVMCPU.starts_with("g13")) ||
                  Arch->Vendor == GPUVendor::Intel)) {
        std::map<uint64_t, std::string> Labels;
        for (const Symbol &Sym : S.Symbols)
          if (Sym.Section == I + 1)
            Labels[Sym.Offset] = Sym.Name;
        if (Arch->Vendor == GPUVendor::Apple)
          disassembleNested("applegpu", Sec.Contents, Arch->LLVMCPU, Labels, 24, E);
        else
          disassembleNested("intelgpu", Sec.Contents, Arch->LLVMCPU, Labels, 32, E);
      }
      else if (Opts.Disassemble)
        E.string("Note", "no disassembler for this architecture yet");
    }
  }
}
