//===- GPUMachO.cpp - GPU Mach-O files: writer and reader -----------------===//

#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/BinaryFormat/MachO.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include <map>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::gpumacho;
using support::endian::read32be;
using support::endian::read32le;
using support::endian::read64le;

StringRef metalnt::gpumacho::getFileTypeName(uint32_t T) {
  switch (T) {
  case MachO::MH_OBJECT:
    return "MH_OBJECT";
  case MH_GPU_EXECUTE:
    return "MH_GPU_EXECUTE";
  case MH_GPU_DYLIB:
    return "MH_GPU_DYLIB";
  case MachO::MH_EXECUTE:
    return "MH_EXECUTE";
  case MachO::MH_DYLIB:
    return "MH_DYLIB";
  }
  return "unknown";
}

std::string metalnt::gpumacho::getLoadCommandName(uint32_t Cmd) {
  switch (Cmd) {
  case MachO::LC_SEGMENT_64:
    return "LC_SEGMENT_64";
  case MachO::LC_SYMTAB:
    return "LC_SYMTAB";
  case MachO::LC_BUILD_VERSION:
    return "LC_BUILD_VERSION";
  case MachO::LC_UUID:
    return "LC_UUID";
  case MachO::LC_ID_DYLIB:
    return "LC_ID_DYLIB";
  }
  return "0x" + utohexstr(Cmd, /*LowerCase=*/true);
}

uint32_t metalnt::gpumacho::encodeVersion(unsigned Major, unsigned Minor,
                                          unsigned Patch) {
  return (Major << 16) | ((Minor & 0xff) << 8) | (Patch & 0xff);
}

std::string metalnt::gpumacho::formatVersion(uint32_t V) {
  std::string S = std::to_string(V >> 16) + "." + std::to_string((V >> 8) & 0xff);
  if (V & 0xff)
    S += "." + std::to_string(V & 0xff);
  return S;
}

namespace {

struct Out {
  std::string S;
  template <typename T> void le(T V) {
    char B[sizeof(T)];
    support::endian::write<T, endianness::little>(B, V);
    S.append(B, sizeof(T));
  }
  template <typename T> void be(T V) {
    char B[sizeof(T)];
    support::endian::write<T, endianness::big>(B, V);
    S.append(B, sizeof(T));
  }
  void name16(StringRef N) {
    char B[16] = {0};
    memcpy(B, N.data(), std::min<size_t>(N.size(), 16));
    S.append(B, 16);
  }
  void padTo(uint64_t Size) { S.resize(Size, '\0'); }
};

} // namespace

void metalnt::gpumacho::writeSlice(const Slice &Sl, raw_ostream &OS) {
  const unsigned NSects = Sl.Sections.size();
  const uint64_t SegCmdSize = sizeof(MachO::segment_command_64) +
                              NSects * sizeof(MachO::section_64);
  const uint64_t SymtabCmdSize = sizeof(MachO::symtab_command);
  const uint64_t BuildCmdSize = Sl.Build ? sizeof(MachO::build_version_command) +
                                               sizeof(MachO::build_tool_version)
                                         : 0;
  const uint32_t NCmds = 2 + (Sl.Build ? 1 : 0);
  const uint64_t CmdsSize = SegCmdSize + SymtabCmdSize + BuildCmdSize;

  // Section placement.
  uint64_t Cursor = sizeof(MachO::mach_header_64) + CmdsSize;
  std::vector<uint64_t> Offsets;
  uint64_t SegStart = 0;
  for (unsigned I = 0; I != NSects; ++I) {
    Cursor = alignTo(Cursor, std::max<uint32_t>(Sl.Sections[I].Align, 1));
    if (I == 0)
      SegStart = Cursor;
    Offsets.push_back(Cursor);
    Cursor += Sl.Sections[I].Contents.size();
  }
  if (NSects == 0)
    SegStart = Cursor;
  uint64_t SegEnd = Cursor;
  // Relocations, 8 bytes each, after the segment.
  std::vector<uint64_t> RelocOffsets;
  Cursor = alignTo(Cursor, 4);
  for (const Section &Sec : Sl.Sections) {
    RelocOffsets.push_back(Sec.Relocations.empty() ? 0 : Cursor);
    Cursor += 8 * Sec.Relocations.size();
  }
  // Symbol and string tables.
  uint64_t SymOff = alignTo(Cursor, 8);
  std::string Strings(1, '\0');
  std::vector<uint32_t> StrIdx;
  for (const Symbol &Sym : Sl.Symbols) {
    StrIdx.push_back(Strings.size());
    Strings += Sym.Name;
    Strings += '\0';
  }
  uint64_t StrOff = SymOff + Sl.Symbols.size() * sizeof(MachO::nlist_64);

  Out O;
  O.le<uint32_t>(MachO::MH_MAGIC_64);
  O.le<uint32_t>(Sl.CPUType);
  O.le<uint32_t>(Sl.CPUSubtype);
  O.le<uint32_t>(Sl.FileType);
  O.le<uint32_t>(NCmds);
  O.le<uint32_t>(uint32_t(CmdsSize));
  O.le<uint32_t>(0); // flags
  O.le<uint32_t>(0); // reserved

  O.le<uint32_t>(MachO::LC_SEGMENT_64);
  O.le<uint32_t>(uint32_t(SegCmdSize));
  O.name16("__TEXT");
  O.le<uint64_t>(0);                 // vmaddr
  O.le<uint64_t>(SegEnd - SegStart); // vmsize
  O.le<uint64_t>(SegStart);          // fileoff
  O.le<uint64_t>(SegEnd - SegStart); // filesize
  O.le<uint32_t>(MachO::VM_PROT_READ | MachO::VM_PROT_EXECUTE);
  O.le<uint32_t>(MachO::VM_PROT_READ | MachO::VM_PROT_EXECUTE);
  O.le<uint32_t>(NSects);
  O.le<uint32_t>(0); // flags
  for (unsigned I = 0; I != NSects; ++I) {
    const Section &Sec = Sl.Sections[I];
    O.name16(Sec.Name);
    O.name16(Sec.Segment);
    O.le<uint64_t>(Offsets[I] - SegStart); // addr
    O.le<uint64_t>(Sec.Contents.size());
    O.le<uint32_t>(uint32_t(Offsets[I]));
    O.le<uint32_t>(Log2_32(std::max<uint32_t>(Sec.Align, 1)));
    O.le<uint32_t>(uint32_t(RelocOffsets[I]));
    O.le<uint32_t>(uint32_t(Sec.Relocations.size()));
    O.le<uint32_t>(MachO::S_REGULAR | MachO::S_ATTR_SOME_INSTRUCTIONS);
    O.le<uint32_t>(0);
    O.le<uint32_t>(0);
    O.le<uint32_t>(0);
  }
  O.le<uint32_t>(MachO::LC_SYMTAB);
  O.le<uint32_t>(uint32_t(SymtabCmdSize));
  O.le<uint32_t>(uint32_t(SymOff));
  O.le<uint32_t>(uint32_t(Sl.Symbols.size()));
  O.le<uint32_t>(uint32_t(StrOff));
  O.le<uint32_t>(uint32_t(Strings.size()));
  if (Sl.Build) {
    O.le<uint32_t>(MachO::LC_BUILD_VERSION);
    O.le<uint32_t>(uint32_t(BuildCmdSize));
    O.le<uint32_t>(Sl.Build->Platform);
    O.le<uint32_t>(Sl.Build->MinOS);
    O.le<uint32_t>(Sl.Build->SDK);
    O.le<uint32_t>(1);
    O.le<uint32_t>(Sl.Build->Tool);
    O.le<uint32_t>(Sl.Build->ToolVersion);
  }
  for (unsigned I = 0; I != NSects; ++I) {
    O.padTo(Offsets[I]);
    O.S += Sl.Sections[I].Contents;
  }
  for (unsigned I = 0; I != NSects; ++I) {
    if (Sl.Sections[I].Relocations.empty())
      continue;
    O.padTo(RelocOffsets[I]);
    for (const Relocation &R : Sl.Sections[I].Relocations) {
      O.le<uint32_t>(R.Offset);
      O.le<uint32_t>((R.Symbol & 0xffffff) | uint32_t(R.PCRel) << 24 |
                     uint32_t(R.LengthLog2 & 3) << 25 | 1u << 27 |
                     uint32_t(R.Type & 15) << 28);
    }
  }
  O.padTo(SymOff);
  for (unsigned I = 0; I != Sl.Symbols.size(); ++I) {
    const Symbol &Sym = Sl.Symbols[I];
    O.le<uint32_t>(StrIdx[I]);
    O.S.push_back(char(Sym.Section ? MachO::N_SECT | MachO::N_EXT : MachO::N_EXT));
    O.S.push_back(char(Sym.Section));
    O.le<uint16_t>(0);
    uint64_t Addr = Sym.Section && Sym.Section <= NSects
                        ? Offsets[Sym.Section - 1] - SegStart + Sym.Offset
                        : 0;
    O.le<uint64_t>(Addr);
  }
  O.S += Strings;
  OS << O.S;
}

namespace {
/// One slice of a fat file being written.
struct FatEntry {
  uint32_t CPUType, CPUSubtype;
  std::string Bytes;
};

/// A big-endian fat header under \p Magic, then each slice at the next
/// 2^14-aligned offset.
void writeFat(uint32_t Magic, ArrayRef<FatEntry> Entries, raw_ostream &OS) {
  constexpr uint32_t AlignLog2 = 14;
  Out O;
  O.be<uint32_t>(Magic);
  O.be<uint32_t>(uint32_t(Entries.size()));
  uint64_t Cursor = 8 + 20 * Entries.size();
  std::vector<uint64_t> Offs;
  for (const FatEntry &E : Entries) {
    Cursor = alignTo(Cursor, uint64_t(1) << AlignLog2);
    Offs.push_back(Cursor);
    O.be<uint32_t>(E.CPUType);
    O.be<uint32_t>(E.CPUSubtype);
    O.be<uint32_t>(uint32_t(Cursor));
    O.be<uint32_t>(uint32_t(E.Bytes.size()));
    O.be<uint32_t>(AlignLog2);
    Cursor += E.Bytes.size();
  }
  for (unsigned I = 0; I != Entries.size(); ++I) {
    O.padTo(Offs[I]);
    O.S += Entries[I].Bytes;
  }
  OS << O.S;
}

std::vector<FatEntry> entriesOf(const std::vector<Slice> &Slices) {
  std::vector<FatEntry> Entries;
  for (const Slice &S : Slices) {
    FatEntry E{S.CPUType, S.CPUSubtype, {}};
    raw_string_ostream BOS(E.Bytes);
    writeSlice(S, BOS);
    BOS.flush();
    Entries.push_back(std::move(E));
  }
  return Entries;
}
} // namespace

void metalnt::gpumacho::writeFile(const std::vector<Slice> &Slices,
                                  raw_ostream &OS) {
  if (Slices.size() == 1) {
    writeSlice(Slices.front(), OS);
    return;
  }
  writeFat(FAT_GPU_MAGIC, entriesOf(Slices), OS);
}

void metalnt::gpumacho::writeUniversal(StringRef MetalLib, uint32_t AIRSubtype,
                                       const std::vector<Slice> &Slices,
                                       raw_ostream &OS) {
  std::vector<FatEntry> Entries = entriesOf(Slices);
  Entries.insert(Entries.begin(),
                 FatEntry{CPU_TYPE_AIR64, AIRSubtype, MetalLib.str()});
  writeFat(MachO::FAT_MAGIC, Entries, OS);
}

bool metalnt::gpumacho::isGPUMachO(StringRef B) {
  return (B.size() >= 4 && read32le(B.data()) == MachO::MH_MAGIC_64) ||
         (B.size() >= 4 && read32be(B.data()) == FAT_GPU_MAGIC);
}

namespace {

class Reader {
public:
  Reader(StringRef Buf, StringRef File) : Buf(Buf), File(File) {}

  Error error(uint64_t Off, const Twine &Msg) const {
    return createOffsetError(File, Off, Msg);
  }
  static bool fits(uint64_t Off, uint64_t Size, uint64_t Limit) {
    return Off <= Limit && Size <= Limit - Off;
  }

  Expected<Slice> slice(uint64_t Base, uint64_t Size) {
    StringRef B = Buf.substr(Base, Size);
    auto Err = [&](uint64_t Off, const Twine &Msg) { return error(Base + Off, Msg); };
    if (B.size() < sizeof(MachO::mach_header_64))
      return Err(0, "a 64-bit Mach-O header needs 32 bytes; the slice has " +
                        Twine(B.size()));
    if (read32le(B.data()) != MachO::MH_MAGIC_64)
      return Err(0, "bad magic 0x" + utohexstr(read32le(B.data()), true) +
                        "; expected 0xfeedfacf (64-bit little-endian Mach-O)");
    Slice S;
    S.CPUType = read32le(B.data() + 4);
    S.CPUSubtype = read32le(B.data() + 8);
    S.FileType = read32le(B.data() + 12);
    uint32_t NCmds = read32le(B.data() + 16);
    uint32_t CmdsSize = read32le(B.data() + 20);
    uint64_t Off = 32;
    if (!fits(Off, CmdsSize, B.size()))
      return Err(20, "load commands (" + Twine(CmdsSize) +
                         " bytes) run past the end of the slice");
    uint64_t CmdsEnd = Off + CmdsSize;
    if (uint64_t(NCmds) * 8 > CmdsSize)
      return Err(16, Twine(NCmds) + " load commands cannot fit in " +
                         Twine(CmdsSize) + " bytes");
    for (uint32_t I = 0; I != NCmds; ++I) {
      if (!fits(Off, 8, CmdsEnd))
        return Err(Off, "load command " + Twine(I) + " is cut off");
      uint32_t Cmd = read32le(B.data() + Off);
      uint32_t CmdSize = read32le(B.data() + Off + 4);
      if (CmdSize < 8 || !fits(Off, CmdSize, CmdsEnd))
        return Err(Off, "load command " + Twine(I) + " has size " +
                            Twine(CmdSize));
      const char *P = B.data() + Off;
      S.LoadCommands.push_back({Cmd, CmdSize});
      if (Cmd == MachO::LC_SEGMENT_64) {
        if (CmdSize < sizeof(MachO::segment_command_64))
          return Err(Off, "LC_SEGMENT_64 is too small");
        uint32_t NSects = read32le(P + 64);
        if (uint64_t(NSects) * sizeof(MachO::section_64) >
            CmdSize - sizeof(MachO::segment_command_64))
          return Err(Off, Twine(NSects) + " sections do not fit in the segment command");
        for (uint32_t J = 0; J != NSects; ++J) {
          const char *SP = P + sizeof(MachO::segment_command_64) +
                           J * sizeof(MachO::section_64);
          Section Sec;
          Sec.Name = StringRef(SP, 16).split('\0').first.str();
          Sec.Segment = StringRef(SP + 16, 16).split('\0').first.str();
          uint64_t SSize = read64le(SP + 40);
          uint32_t SOff = read32le(SP + 48);
          uint32_t AlignLog = read32le(SP + 52);
          if (!fits(SOff, SSize, B.size()))
            return Err(SP - B.data(), "section " + Sec.Segment + "," + Sec.Name +
                                          " [0x" + utohexstr(SOff, true) + ", +" +
                                          Twine(SSize) + ") runs past the slice");
          // GPU code needs no more than 32 KiB alignment; larger values are
          // damage (and would make a rewrite pad gigabytes).
          if (AlignLog > 15)
            return Err(SP - B.data() + 52, "section " + Sec.Segment + "," +
                                               Sec.Name + " asks for 2^" +
                                               Twine(AlignLog) +
                                               "-byte alignment; at most 2^15");
          Sec.Align = 1u << AlignLog;
          Sec.Contents = B.substr(SOff, SSize).str();
          uint32_t RelOff = read32le(SP + 56), NReloc = read32le(SP + 60);
          if (!fits(RelOff, uint64_t(NReloc) * 8, B.size()))
            return Err(SP - B.data() + 56, "the relocations of section " + Sec.Segment +
                                               "," + Sec.Name + " run past the slice");
          for (uint32_t K = 0; K != NReloc; ++K) {
            const char *RP = B.data() + RelOff + 8 * K;
            uint32_t W0 = read32le(RP), W1 = read32le(RP + 4);
            if (W0 & 0x80000000u)
              return Err(RP - B.data(), "a scattered relocation (none is written "
                                        "for GPU code)");
            if (!(W1 >> 27 & 1))
              return Err(RP - B.data() + 4, "a section-based relocation (GPU code "
                                            "relocates only against symbols)");
            Relocation R;
            R.Offset = W0;
            R.Symbol = W1 & 0xffffff;
            R.PCRel = W1 >> 24 & 1;
            R.LengthLog2 = W1 >> 25 & 3;
            R.Type = W1 >> 28;
            if (uint64_t(R.Offset) + (1u << R.LengthLog2) > SSize)
              return Err(RP - B.data(), "a relocation at offset " + Twine(R.Offset) +
                                            " is past the end of section " + Sec.Name);
            Sec.Relocations.push_back(R);
          }
          S.Sections.push_back(std::move(Sec));
          SectionAddrs.push_back(read64le(SP + 32));
        }
      } else if (Cmd == MachO::LC_SYMTAB) {
        if (CmdSize < sizeof(MachO::symtab_command))
          return Err(Off, "LC_SYMTAB is too small");
        uint32_t SymOff = read32le(P + 8), NSyms = read32le(P + 12);
        uint32_t StrOff = read32le(P + 16), StrSize = read32le(P + 20);
        if (!fits(SymOff, uint64_t(NSyms) * 16, B.size()))
          return Err(Off, "the symbol table runs past the slice");
        if (!fits(StrOff, StrSize, B.size()))
          return Err(Off, "the string table runs past the slice");
        StringRef Strings = B.substr(StrOff, StrSize);
        for (uint32_t J = 0; J != NSyms; ++J) {
          const char *NP = B.data() + SymOff + 16 * J;
          uint32_t StrX = read32le(NP);
          if (StrX >= Strings.size())
            return Err(SymOff + 16 * J, "symbol name index " + Twine(StrX) +
                                            " is past the string table");
          Symbol Sym;
          Sym.Name = Strings.substr(StrX).split('\0').first.str();
          Sym.Section = uint8_t(NP[5]);
          uint64_t Value = read64le(NP + 8);
          if (Sym.Section && Sym.Section <= SectionAddrs.size())
            Sym.Offset = Value - SectionAddrs[Sym.Section - 1];
          S.Symbols.push_back(std::move(Sym));
        }
      } else if (Cmd == MachO::LC_BUILD_VERSION) {
        if (CmdSize < sizeof(MachO::build_version_command))
          return Err(Off, "LC_BUILD_VERSION is too small");
        BuildVersion BV;
        BV.Platform = read32le(P + 8);
        BV.MinOS = read32le(P + 12);
        BV.SDK = read32le(P + 16);
        uint32_t NTools = read32le(P + 20);
        if (NTools && CmdSize >= sizeof(MachO::build_version_command) + 8) {
          BV.Tool = read32le(P + 24);
          BV.ToolVersion = read32le(P + 28);
        }
        S.Build = BV;
      }
      Off += CmdSize;
    }
    for (const Section &Sec : S.Sections)
      for (const Relocation &R : Sec.Relocations)
        if (R.Symbol >= S.Symbols.size())
          return Err(0, "a relocation of section " + Sec.Name + " names symbol " +
                            Twine(R.Symbol) + " of " + Twine(S.Symbols.size()));
    return std::move(S);
  }

private:
  StringRef Buf;
  StringRef File;
  std::vector<uint64_t> SectionAddrs;
};

} // namespace

bool metalnt::gpumacho::isFatFile(StringRef B) {
  if (B.size() < 4)
    return false;
  for (uint32_t M : {read32be(B.data()), read32le(B.data())})
    if (M == FAT_GPU_MAGIC || M == MachO::FAT_MAGIC)
      return true;
  return false;
}

Expected<FatFile> metalnt::gpumacho::readFatFile(MemoryBufferRef Buffer) {
  StringRef B = Buffer.getBuffer();
  StringRef File = Buffer.getBufferIdentifier();
  FatFile F;
  if (B.size() < 8)
    return createOffsetError(File, 0, "a universal file needs an 8-byte header");
  uint32_t BE = read32be(B.data());
  F.BigEndian = BE == FAT_GPU_MAGIC || BE == MachO::FAT_MAGIC;
  auto Read = [&](uint64_t Off) {
    return F.BigEndian ? read32be(B.data() + Off) : read32le(B.data() + Off);
  };
  F.Magic = Read(0);
  if (F.Magic != FAT_GPU_MAGIC && F.Magic != MachO::FAT_MAGIC)
    return createOffsetError(File, 0, "not a universal file");
  uint32_t N = Read(4);
  uint64_t HeaderEnd = 8 + uint64_t(N) * 20;
  if (HeaderEnd > B.size())
    return createOffsetError(File, 4,
                             Twine(N) + " fat slices cannot fit in the file");
  for (uint32_t I = 0; I != N; ++I) {
    uint64_t At = 8 + 20 * uint64_t(I);
    FatSlice S;
    S.CPUType = Read(At);
    S.CPUSubtype = Read(At + 4);
    S.Offset = Read(At + 8);
    S.Size = Read(At + 12);
    S.AlignLog2 = Read(At + 16);
    std::string Name = ("slice " + Twine(I)).str();
    if (!Reader::fits(S.Offset, S.Size, B.size()))
      return createOffsetError(File, At + 8, Name + " runs past the end of the file");
    if (S.Offset < HeaderEnd)
      return createOffsetError(File, At + 8, Name + " starts inside the fat header");
    if (S.AlignLog2 > 31 || S.Offset % (uint64_t(1) << S.AlignLog2))
      return createOffsetError(File, At + 16,
                               Name + " at offset " + Twine(S.Offset) +
                                   " is not aligned to 2^" + Twine(S.AlignLog2));
    for (unsigned J = 0; J != F.Slices.size(); ++J) {
      const FatSlice &O = F.Slices[J];
      if (S.Offset < O.Offset + O.Size && O.Offset < S.Offset + S.Size)
        return createOffsetError(File, At + 8,
                                 Name + " overlaps slice " + Twine(J));
    }
    S.Bytes = B.substr(S.Offset, S.Size);
    if (S.Bytes.size() >= 4 && read32le(S.Bytes.data()) == MachO::MH_MAGIC_64)
      S.Kind = FatSlice::MachO;
    else if (S.Bytes.starts_with("MTLB"))
      S.Kind = FatSlice::MetalLib;
    else
      return createOffsetError(File, S.Offset,
                               Name + " is neither a 64-bit Mach-O nor a MetalLib");
    F.Slices.push_back(S);
  }
  return std::move(F);
}

Expected<std::vector<Slice>> metalnt::gpumacho::readFile(MemoryBufferRef Buffer) {
  StringRef B = Buffer.getBuffer();
  StringRef File = Buffer.getBufferIdentifier();
  std::vector<Slice> Slices;
  if (isFatFile(B)) {
    Expected<FatFile> F = readFatFile(Buffer);
    if (!F)
      return F.takeError();
    for (unsigned I = 0; I != F->Slices.size(); ++I) {
      const FatSlice &FS = F->Slices[I];
      if (FS.Kind != FatSlice::MachO)
        return createOffsetError(File, FS.Offset,
                                 "slice " + Twine(I) + " is a MetalLib, not a GPU Mach-O");
      Reader R(B, File);
      Expected<Slice> S = R.slice(FS.Offset, FS.Size);
      if (!S)
        return S.takeError();
      if (S->CPUType != FS.CPUType || S->CPUSubtype != FS.CPUSubtype)
        return createStringError(inconvertibleErrorCode(),
                                 File + ": slice " + Twine(I) +
                                     ": the fat header and the slice disagree "
                                     "on the CPU type");
      Slices.push_back(std::move(*S));
    }
    return std::move(Slices);
  }
  Reader R(B, File);
  Expected<Slice> S = R.slice(0, B.size());
  if (!S)
    return S.takeError();
  Slices.push_back(std::move(*S));
  return std::move(Slices);
}

Expected<std::vector<KernelInfo>>
metalnt::gpumacho::readKernelInfo(StringRef Contents, StringRef Where) {
  std::vector<KernelInfo> Out;
  for (size_t Off = 0; Off < Contents.size(); Off += 12) {
    if (Contents.size() - Off < 12)
      return createStringError(inconvertibleErrorCode(),
                               Where + ": " + KernelInfoSection +
                                   ": a truncated record at offset " + Twine(Off));
    KernelInfo K;
    const char *P = Contents.data() + Off;
    K.Version = support::endian::read32le(P);
    K.GPRHalves = support::endian::read32le(P + 4);
    K.StackBytes = support::endian::read32le(P + 8);
    if (K.Version != KernelInfo::CurrentVersion)
      return createStringError(inconvertibleErrorCode(),
                               Where + ": " + KernelInfoSection + ": record version " +
                                   Twine(K.Version) + " at offset " + Twine(Off) +
                                   " (this reader knows version " +
                                   Twine(KernelInfo::CurrentVersion) + ")");
    Out.push_back(K);
  }
  return Out;
}

StringRef metalnt::gpumacho::sectionContents(const Slice &S, StringRef Name) {
  for (const Section &Sec : S.Sections)
    if (Sec.Name == Name)
      return Sec.Contents;
  return {};
}

std::string metalnt::gpumacho::writeConstantSamplers(ArrayRef<std::array<uint64_t, 2>> Samplers) {
  std::string Out;
  auto Put = [&](uint64_t V, unsigned Bytes) {
    for (unsigned I = 0; I != Bytes; ++I)
      Out.push_back(char(V >> (8 * I)));
  };
  Put(1, 4);
  Put(Samplers.size(), 4);
  for (const auto &W : Samplers) {
    Put(W[0], 8);
    Put(W[1], 8);
  }
  return Out;
}

Expected<std::vector<std::array<uint64_t, 2>>>
metalnt::gpumacho::readConstantSamplers(StringRef D) {
  auto Get = [&](size_t At, unsigned Bytes) {
    uint64_t V = 0;
    for (unsigned I = 0; I != Bytes; ++I)
      V |= uint64_t(uint8_t(D[At + I])) << (8 * I);
    return V;
  };
  if (D.size() < 8 || Get(0, 4) != 1 || D.size() != 8 + 16 * Get(4, 4))
    return createStringError(inconvertibleErrorCode(),
                             "the " + ConstantSamplerSection + " section is malformed");
  std::vector<std::array<uint64_t, 2>> Out;
  for (size_t I = 0; I != Get(4, 4); ++I)
    Out.push_back({Get(8 + 16 * I, 8), Get(16 + 16 * I, 8)});
  return Out;
}

void metalnt::gpumacho::addImports(Slice &S, ArrayRef<std::pair<std::string, uint64_t>> Imports,
                                   uint64_t CodeOffset) {
  std::map<std::string, uint32_t> Index;
  for (const Symbol &Sym : S.Symbols)
    if (!Sym.Section)
      Index.try_emplace(Sym.Name, uint32_t(&Sym - S.Symbols.data()));
  for (const auto &[Name, Field] : Imports) {
    auto [It, New] = Index.try_emplace(Name, uint32_t(S.Symbols.size()));
    if (New)
      S.Symbols.push_back({Name, 0, 0});
    Relocation R;
    R.Offset = uint32_t(CodeOffset + Field);
    R.Symbol = It->second;
    // A constexpr sampler's index is absolute; calls are PC-relative.
    R.PCRel = Name != SamplerStatesSymbol;
    S.Sections[0].Relocations.push_back(R);
  }
}

Expected<std::vector<std::array<uint64_t, 2>>>
metalnt::gpumacho::sliceConstantSamplers(const Slice &S) {
  StringRef Smp = sectionContents(S, ConstantSamplerSection);
  if (Smp.empty())
    return std::vector<std::array<uint64_t, 2>>();
  return readConstantSamplers(Smp);
}

Error metalnt::gpumacho::relocateSamplerState(std::string &Code, uint64_t Base,
                                              uint64_t Field, uint32_t FirstState,
                                              size_t Listed, StringRef Function) {
  uint64_t At = Base + Field;
  if (At + 4 > Code.size())
    return createStringError(inconvertibleErrorCode(),
                             "a sampler state relocation at offset " + Twine(Field) + " of " +
                                 Function + " is outside its code");
  uint32_t Index = support::endian::read32le(Code.data() + At);
  if (Index >= Listed)
    return createStringError(inconvertibleErrorCode(), Function + " relocates sampler " +
                                                           Twine(Index) + " of the " +
                                                           Twine(Listed) + " it lists");
  support::endian::write32le(Code.data() + At, FirstState + Index);
  return Error::success();
}

Expected<Slice> metalnt::gpumacho::readNestedSlice(StringRef NestedMachO) {
  Expected<std::vector<Slice>> Slices = readFile(MemoryBufferRef(NestedMachO, "nested Mach-O"));
  if (!Slices)
    return Slices.takeError();
  if (Slices->size() != 1)
    return createStringError(inconvertibleErrorCode(), "the pipeline's code is not one Mach-O");
  return std::move(Slices->front());
}
