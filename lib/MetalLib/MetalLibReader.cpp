//===- MetalLibReader.cpp - Reading MetalLib containers -------------------===//
//
// The reader trusts nothing: every offset and size is checked against the
// buffer before it is used, tag groups are read until ENDT within a known
// bound, and counts are checked against the bytes that could hold them before
// anything is allocated. See docs/metallib-format.md.
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <set>

using namespace llvm;
using namespace metalnt::metallib;
using support::endian::read16le;
using support::endian::read32le;
using support::endian::read64le;

bool metalnt::metallib::isMetalLib(StringRef Bytes) {
  return Bytes.size() >= 4 && read32le(Bytes.data()) == Magic;
}

namespace {

std::string hex(uint64_t V) { return "0x" + utohexstr(V, /*LowerCase=*/true); }

class Reader {
public:
  explicit Reader(MemoryBufferRef Buffer)
      : Buf(Buffer.getBuffer()), FileName(Buffer.getBufferIdentifier()) {}

  Expected<Library> read();

private:
  StringRef Buf;
  StringRef FileName;
  Library Lib;
  /// A metadata group's size word has set Lib.Layout.
  bool SawMetadataSize = false;

  Error error(uint64_t Offset, const Twine &Msg) const {
    return metalnt::createOffsetError(FileName, Offset, Msg);
  }
  void warn(uint64_t Offset, const Twine &Msg) {
    Lib.Warnings.push_back(("offset " + hex(Offset) + ": " + Msg).str());
  }

  /// Offset + Size lies within [0, Limit] without overflow.
  static bool fits(uint64_t Offset, uint64_t Size, uint64_t Limit) {
    return Offset <= Limit && Size <= Limit - Offset;
  }
  Error need(uint64_t Offset, uint64_t Size, uint64_t Limit,
             const Twine &What) const {
    if (fits(Offset, Size, Limit))
      return Error::success();
    return error(Offset, What + " needs " + Twine(Size) +
                             " bytes but only " +
                             Twine(Offset > Limit ? 0 : Limit - Offset) +
                             " remain before " + hex(Limit));
  }

  Expected<uint32_t> u32(uint64_t Off, uint64_t Limit, const Twine &What) {
    if (Error E = need(Off, 4, Limit, What))
      return std::move(E);
    return read32le(Buf.data() + Off);
  }

  /// Reads tags from Off until ENDT, never past Limit. LenBytes is the width
  /// of each tag's length field (2 almost everywhere, 4 in RLST and HSRD).
  Expected<TagGroup> readTags(uint64_t &Off, uint64_t Limit, unsigned LenBytes,
                              const Twine &What);

  /// Reads a C string starting at Off, never past Limit.
  Expected<std::string> cString(uint64_t &Off, uint64_t Limit,
                                const Twine &What);

  Error readHeader();
  Error readFunctionList(uint64_t &ListEnd);
  Error decodeFunctionTags(Function &F, unsigned Index);
  Error readExtension(uint64_t Start, uint64_t Limit);
  Error readExtensionPayload(const Tag &T);
  Expected<std::vector<SymbolEntry>> readSymbolList(uint64_t Off,
                                                    uint64_t Size,
                                                    const Twine &What);
  Error readReflection(uint64_t Off, uint64_t Size);
  Error readSources(uint64_t Off, uint64_t Size, bool HasWorkingDirectory);
  Error readMetadata(Function &F, unsigned Index);
  Error readBitcode();
};

Expected<TagGroup> Reader::readTags(uint64_t &Off, uint64_t Limit,
                                    unsigned LenBytes, const Twine &What) {
  TagGroup Group;
  uint64_t Start = Off;
  while (true) {
    if (!fits(Off, 4, Limit))
      return error(Start, What + " has no ENDT before " + hex(Limit));
    FourCC Code = read32le(Buf.data() + Off);
    if (Code == tag::ENDT) {
      Off += 4;
      return std::move(Group);
    }
    if (!fits(Off + 4, LenBytes, Limit))
      return error(Off, What + ": tag '" + getFourCCName(Code) +
                            "' is cut off before its length");
    uint64_t Len = LenBytes == 2 ? read16le(Buf.data() + Off + 4)
                                 : read32le(Buf.data() + Off + 4);
    uint64_t Payload = Off + 4 + LenBytes;
    if (!fits(Payload, Len, Limit))
      return error(Off, What + ": tag '" + getFourCCName(Code) + "' claims " +
                            Twine(Len) + " bytes but only " +
                            Twine(Limit - Payload) + " remain before " +
                            hex(Limit));
    Group.push_back(Tag{Code, Buf.substr(Payload, Len).str(), Off});
    Off = Payload + Len;
  }
}

Expected<std::string> Reader::cString(uint64_t &Off, uint64_t Limit,
                                      const Twine &What) {
  if (Off > Limit)
    return error(Off, What + " starts past " + hex(Limit));
  StringRef Rest = Buf.slice(Off, Limit);
  size_t Nul = Rest.find('\0');
  if (Nul == StringRef::npos)
    return error(Off, What + " is not NUL-terminated before " + hex(Limit));
  std::string S = Rest.substr(0, Nul).str();
  Off += Nul + 1;
  return S;
}

Error Reader::readHeader() {
  if (Buf.size() < HeaderSize)
    return error(0, "file is " + Twine(Buf.size()) +
                        " bytes; a MetalLib header needs " + Twine(HeaderSize));
  if (!isMetalLib(Buf))
    return error(0, "bad magic " + hex(read32le(Buf.data())) +
                        "; expected 'MTLB'");
  const char *P = Buf.data();
  Header &H = Lib.Hdr;
  H.Platform = read16le(P + 4);
  H.VersionMajor = read16le(P + 6);
  H.VersionMinor = read16le(P + 8);
  H.Type = uint8_t(P[10]);
  H.TargetOS = uint8_t(P[11]);
  H.OSMajor = read16le(P + 12);
  H.OSMinor = read16le(P + 14);
  H.FileSize = read64le(P + 16);
  SectionRange *Ranges[] = {&H.FunctionList, &H.PublicMetadata,
                            &H.PrivateMetadata, &H.Bitcode};
  const char *Names[] = {"function list", "public metadata",
                         "private metadata", "bitcode section"};
  for (unsigned I = 0; I != 4; ++I) {
    Ranges[I]->Offset = read64le(P + 24 + 16 * I);
    Ranges[I]->Size = read64le(P + 32 + 16 * I);
  }

  if (H.FileSize > Buf.size())
    return error(16, "header says the file is " + Twine(H.FileSize) +
                         " bytes but it has " + Twine(Buf.size()) +
                         " (truncated?)");
  if (H.FileSize < Buf.size())
    warn(16, "header says the file is " + Twine(H.FileSize) +
                 " bytes but it has " + Twine(Buf.size()));
  if (H.Platform != PlatformMacOS && H.Platform != PlatformIOS)
    warn(4, "unknown platform word " + hex(H.Platform));
  if (H.VersionMajor != 2 || H.VersionMinor < 2 || H.VersionMinor > 9)
    warn(6, "container version " + Twine(H.VersionMajor) + "." +
                Twine(H.VersionMinor) + " is outside the known 2.2 to 2.9");

  for (unsigned I = 0; I != 4; ++I) {
    if (Ranges[I]->Offset < HeaderSize)
      return error(24 + 16 * I, Twine(Names[I]) + " offset " +
                                    Twine(Ranges[I]->Offset) +
                                    " lies inside the header");
    // The function list's size does not count its u32 function count.
    uint64_t Extra = I == 0 ? 4 : 0;
    if (!fits(Ranges[I]->Offset, Ranges[I]->Size, Buf.size()) ||
        !fits(Ranges[I]->Offset + Ranges[I]->Size, Extra, Buf.size()))
      return error(24 + 16 * I,
                   Twine(Names[I]) + " [" + hex(Ranges[I]->Offset) + ", +" +
                       Twine(Ranges[I]->Size) + ") runs past the end of the " +
                       Twine(Buf.size()) + "-byte file");
  }
  return Error::success();
}

Error Reader::decodeFunctionTags(Function &F, unsigned Index) {
  bool HasName = false, HasOffsets = false, HasType = false;
  for (const Tag &T : F.Tags) {
    std::optional<size_t> Want = getFunctionTagSize(T.Code);
    if (Want && T.Data.size() != *Want)
      return error(T.FileOffset, "function " + Twine(Index) + ": tag '" +
                                     getFourCCName(T.Code) + "' has " +
                                     Twine(T.Data.size()) +
                                     " bytes; expected " + Twine(*Want));
    const char *D = T.Data.data();
    switch (T.Code) {
    case tag::NAME: {
      StringRef N = T.Data;
      if (N.empty() || N.back() != '\0')
        return error(T.FileOffset, "function " + Twine(Index) +
                                       ": NAME is not NUL-terminated");
      F.Name = N.drop_back().str();
      HasName = true;
      break;
    }
    case tag::TYPE:
      F.Type = uint8_t(D[0]);
      HasType = true;
      break;
    case tag::HASH:
      F.Hash.emplace();
      std::copy(D, D + 32, F.Hash->begin());
      break;
    case tag::MDSZ:
      F.BitcodeSizeTag = read64le(D);
      break;
    case tag::OFFT:
      F.PublicMetadataOffset = read64le(D);
      F.PrivateMetadataOffset = read64le(D + 8);
      F.BitcodeOffset = read64le(D + 16);
      HasOffsets = true;
      break;
    case tag::VERS:
      F.AIRVersion = {read16le(D), read16le(D + 2)};
      F.LanguageVersion = {read16le(D + 4), read16le(D + 6)};
      F.HasVersions = true;
      break;
    case tag::LAYR:
      F.RenderTargetArrayIndexType = uint8_t(D[0]);
      break;
    case tag::TESS:
      F.Tessellation = uint8_t(D[0]);
      break;
    case tag::SOFF:
      F.SourceOffset = read64le(D);
      break;
    case tag::RFLT:
      F.ReflectionOffset = read64le(D);
      break;
    default:
      break; // Kept in Tags, shown raw.
    }
  }
  uint64_t At = F.Tags.empty() ? 0 : F.Tags.front().FileOffset;
  if (!HasName)
    return error(At, "function " + Twine(Index) + " has no NAME tag");
  if (!HasOffsets)
    return error(At, "function '" + F.Name + "' has no OFFT tag");
  if (!HasType)
    warn(At, "function '" + F.Name + "' has no TYPE tag");
  return Error::success();
}

Error Reader::readFunctionList(uint64_t &ListEnd) {
  const SectionRange &FL = Lib.Hdr.FunctionList;
  uint64_t Off = FL.Offset;
  ListEnd = FL.Offset + 4 + FL.Size; // checked by readHeader
  uint32_t Count = read32le(Buf.data() + Off);
  // The smallest entry is a size word and a bare ENDT.
  if (uint64_t(Count) * 8 > FL.Size)
    return error(Off, "function count " + Twine(Count) +
                          " cannot fit in a function list of " +
                          Twine(FL.Size) + " bytes");
  Off += 4;
  Lib.Functions.resize(Count);
  for (unsigned I = 0; I != Count; ++I) {
    uint64_t EntryStart = Off;
    Expected<uint32_t> EntrySize =
        u32(Off, ListEnd, "function " + Twine(I) + " size");
    if (!EntrySize)
      return EntrySize.takeError();
    Off += 4;
    Expected<TagGroup> Tags =
        readTags(Off, ListEnd, 2, "function " + Twine(I));
    if (!Tags)
      return Tags.takeError();
    Lib.Functions[I].Tags = std::move(*Tags);
    if (*EntrySize != Off - EntryStart)
      warn(EntryStart, "function " + Twine(I) + " entry says " +
                           Twine(*EntrySize) + " bytes; its tags take " +
                           Twine(Off - EntryStart));
    if (Error E = decodeFunctionTags(Lib.Functions[I], I))
      return E;
  }
  if (Off != ListEnd)
    warn(Off, "function list ends at " + hex(Off) + "; the header says " +
                  hex(ListEnd));
  return Error::success();
}

Expected<std::vector<SymbolEntry>>
Reader::readSymbolList(uint64_t Off, uint64_t Size, const Twine &What) {
  uint64_t End = Off + Size;
  Expected<uint32_t> Count = u32(Off, End, What + " count");
  if (!Count)
    return Count.takeError();
  if (uint64_t(*Count) * 8 > Size - 4)
    return error(Off, What + " count " + Twine(*Count) +
                          " cannot fit in " + Twine(Size) + " bytes");
  Off += 4;
  std::vector<SymbolEntry> Entries(*Count);
  for (unsigned I = 0; I != *Count; ++I) {
    uint64_t Start = Off;
    Expected<uint32_t> EntrySize = u32(Off, End, What + " entry size");
    if (!EntrySize)
      return EntrySize.takeError();
    Off += 4;
    Expected<TagGroup> Tags =
        readTags(Off, End, 2, What + " entry " + Twine(I));
    if (!Tags)
      return Tags.takeError();
    if (*EntrySize != Off - Start)
      warn(Start, What + " entry " + Twine(I) + " says " + Twine(*EntrySize) +
                      " bytes; its tags take " + Twine(Off - Start));
    Entries[I].Tags = std::move(*Tags);
    if (const Tag *N = findTag(Entries[I].Tags, tag::NAME))
      Entries[I].Name = StringRef(N->Data).split('\0').first.str();
    else
      return error(Start, What + " entry " + Twine(I) + " has no NAME");
  }
  return std::move(Entries);
}

Error Reader::readReflection(uint64_t Off, uint64_t Size) {
  uint64_t Base = Off, End = Off + Size;
  Expected<uint32_t> Count = u32(Off, End, "RLST count");
  if (!Count)
    return Count.takeError();
  if (uint64_t(*Count) * 8 > Size - 4)
    return error(Off, "RLST count " + Twine(*Count) + " cannot fit in " +
                          Twine(Size) + " bytes");
  Off += 4;
  std::vector<ReflectionRecord> Records(*Count);
  for (unsigned I = 0; I != *Count; ++I) {
    ReflectionRecord &R = Records[I];
    R.Offset = Off - Base;
    uint64_t Start = Off;
    Expected<uint32_t> RecSize = u32(Off, End, "RLST record size");
    if (!RecSize)
      return RecSize.takeError();
    Off += 4;
    Expected<TagGroup> Tags = readTags(Off, End, 4, "RLST record " + Twine(I));
    if (!Tags)
      return Tags.takeError();
    if (*RecSize != Off - Start)
      warn(Start, "RLST record " + Twine(I) + " says " + Twine(*RecSize) +
                      " bytes; its tags take " + Twine(Off - Start));
    R.Tags = std::move(*Tags);
    for (const Tag &T : R.Tags) {
      if (T.Code != tag::RBUF)
        continue;
      // The FlatBuffer starts at the next 16-byte file offset.
      uint64_t Payload = T.FileOffset + 8;
      uint64_t Pad = (16 - Payload % 16) % 16;
      StringRef Data = T.Data;
      if (Pad <= Data.size() &&
          Data.take_front(Pad).find_first_not_of('\0') == StringRef::npos)
        Data = Data.drop_front(Pad);
      else
        warn(T.FileOffset, "RLST record " + Twine(I) +
                               ": RBUF is not padded to a 16-byte boundary");
      R.Buffer = Data.str();
    }
  }
  Lib.Ext.Reflection = std::move(Records);
  return Error::success();
}

Error Reader::readSources(uint64_t Off, uint64_t Size,
                          bool HasWorkingDirectory) {
  uint64_t Base = Off, End = Off + Size;
  const char *What = HasWorkingDirectory ? "HSRD" : "HSRC";
  SourceArchives S;
  S.HasWorkingDirectory = HasWorkingDirectory;
  Expected<uint32_t> Count = u32(Off, End, Twine(What) + " count");
  if (!Count)
    return Count.takeError();
  Off += 4;
  Expected<std::string> Opts = cString(Off, End, Twine(What) + " link options");
  if (!Opts)
    return Opts.takeError();
  S.LinkOptions = std::move(*Opts);
  if (HasWorkingDirectory) {
    Expected<std::string> Dir =
        cString(Off, End, Twine(What) + " working directory");
    if (!Dir)
      return Dir.takeError();
    S.WorkingDirectory = std::move(*Dir);
  }
  if (uint64_t(*Count) * 8 > End - Off)
    return error(Base, Twine(What) + " count " + Twine(*Count) +
                           " cannot fit in " + Twine(Size) + " bytes");
  for (unsigned I = 0; I != *Count; ++I) {
    uint64_t Start = Off;
    Expected<uint32_t> GroupSize = u32(Off, End, Twine(What) + " group size");
    if (!GroupSize)
      return GroupSize.takeError();
    Off += 4;
    Expected<TagGroup> Tags =
        readTags(Off, End, 4, Twine(What) + " group " + Twine(I));
    if (!Tags)
      return Tags.takeError();
    // The group size does not count its own word.
    if (*GroupSize != Off - Start - 4)
      warn(Start, Twine(What) + " group " + Twine(I) + " says " +
                      Twine(*GroupSize) + " bytes; its tags take " +
                      Twine(Off - Start - 4));
    // One archive per group: its SARC and whatever else the group holds.
    const Tag *Sarc = nullptr;
    for (const Tag &T : *Tags) {
      if (T.Code != tag::SARC)
        continue;
      if (Sarc)
        return error(T.FileOffset, Twine(What) + " group " + Twine(I) +
                                       " has a second SARC tag");
      Sarc = &T;
    }
    if (!Sarc)
      return error(Start, Twine(What) + " group " + Twine(I) +
                              " has no SARC tag");
    StringRef Data = Sarc->Data;
    size_t Nul = Data.find('\0');
    if (Nul == StringRef::npos)
      return error(Sarc->FileOffset, "SARC has no NUL-terminated id");
    SourceArchive A;
    A.Id = Data.substr(0, Nul).str();
    A.Data = Data.substr(Nul + 1).str();
    A.Offset = Sarc->FileOffset - Base;
    A.Tags = std::move(*Tags);
    S.Archives.push_back(std::move(A));
  }
  Lib.Ext.Sources = std::move(S);
  return Error::success();
}

Error Reader::readExtensionPayload(const Tag &T) {
  auto Range = [&](uint64_t &Off, uint64_t &Size) -> Error {
    if (T.Data.size() != 16)
      return error(T.FileOffset, "extension tag '" + getFourCCName(T.Code) +
                                     "' has " + Twine(T.Data.size()) +
                                     " bytes; expected 16 (offset, size)");
    Off = read64le(T.Data.data());
    Size = read64le(T.Data.data() + 8);
    if (!fits(Off, Size, Buf.size()))
      return error(T.FileOffset, "extension tag '" + getFourCCName(T.Code) +
                                     "' points at [" + hex(Off) + ", +" +
                                     Twine(Size) + "), past the end of the " +
                                     Twine(Buf.size()) + "-byte file");
    return Error::success();
  };
  uint64_t Off = 0, Size = 0;
  switch (T.Code) {
  case tag::HDYN: {
    if (Error E = Range(Off, Size))
      return E;
    Expected<TagGroup> Tags = readTags(Off, Off + Size, 2, "HDYN");
    if (!Tags)
      return Tags.takeError();
    DynamicHeader D;
    D.Tags = std::move(*Tags);
    for (const Tag &DT : D.Tags) {
      std::string S = StringRef(DT.Data).split('\0').first.str();
      if (DT.Code == tag::NAME)
        D.InstallName = S;
      else if (DT.Code == tag::DYNL)
        D.LinkedLibraries.push_back(S);
    }
    Lib.Ext.Dynamic = std::move(D);
    return Error::success();
  }
  case tag::ILST:
  case tag::VLST: {
    if (Error E = Range(Off, Size))
      return E;
    bool Imports = T.Code == tag::ILST;
    auto List = readSymbolList(Off, Size, Imports ? "ILST" : "VLST");
    if (!List)
      return List.takeError();
    (Imports ? Lib.Ext.ImportedSymbols : Lib.Ext.ExportedVariables) =
        std::move(*List);
    return Error::success();
  }
  case tag::RLST:
    if (Error E = Range(Off, Size))
      return E;
    return readReflection(Off, Size);
  case tag::HSRD:
  case tag::HSRC:
    if (Error E = Range(Off, Size))
      return E;
    return readSources(Off, Size, T.Code == tag::HSRD);
  case tag::UUID:
    if (T.Data.size() != 16)
      return error(T.FileOffset, "UUID has " + Twine(T.Data.size()) +
                                     " bytes; expected 16");
    Lib.Ext.UUID.emplace();
    std::copy(T.Data.begin(), T.Data.end(), Lib.Ext.UUID->begin());
    return Error::success();
  default:
    return Error::success(); // Kept raw in Ext.Tags.
  }
}

Error Reader::readExtension(uint64_t Start, uint64_t Limit) {
  uint64_t Off = Start;
  Expected<TagGroup> Tags = readTags(Off, Limit, 2, "header extension");
  if (!Tags)
    return Tags.takeError();
  Lib.Ext.Tags = std::move(*Tags);
  for (const Tag &T : Lib.Ext.Tags)
    if (Error E = readExtensionPayload(T))
      return E;
  return Error::success();
}

Error Reader::readMetadata(Function &F, unsigned Index) {
  struct {
    const SectionRange &Sec;
    uint64_t Rel;
    TagGroup &Out;
    const char *Name;
  } Groups[] = {
      {Lib.Hdr.PublicMetadata, F.PublicMetadataOffset, F.PublicMetadata,
       "public metadata"},
      {Lib.Hdr.PrivateMetadata, F.PrivateMetadataOffset, F.PrivateMetadata,
       "private metadata"},
  };
  for (auto &G : Groups) {
    uint64_t End = G.Sec.Offset + G.Sec.Size;
    if (G.Rel >= G.Sec.Size || G.Sec.Size - G.Rel < 4)
      return error(G.Sec.Offset, "function '" + F.Name + "': " + G.Name +
                                     " offset " + Twine(G.Rel) +
                                     " lies outside the " +
                                     Twine(G.Sec.Size) + "-byte section");
    uint64_t Start = G.Sec.Offset + G.Rel;
    uint64_t Off = Start + 4; // skip the group size
    Expected<TagGroup> Tags =
        readTags(Off, End, 2, "function '" + F.Name + "' " + G.Name);
    if (!Tags)
      return Tags.takeError();
    G.Out = std::move(*Tags);
    // air-lld's size word counts itself, the legacy tool's does not; the
    // first group tells which writer this was, so a rewrite can follow it.
    uint32_t SizeWord = read32le(Buf.data() + Start);
    uint64_t Length = Off - Start;
    std::optional<bool> CountsItself;
    if (SizeWord == Length)
      CountsItself = true;
    else if (SizeWord == Length - 4)
      CountsItself = false;
    if (!CountsItself || (SawMetadataSize && *CountsItself !=
                                                 Lib.Layout.MetadataSizeCountsItself))
      warn(Start, "function '" + F.Name + "': " + G.Name + " says " +
                      Twine(SizeWord) + " bytes; its tags take " +
                      Twine(Length) + " with the size word");
    else if (!SawMetadataSize)
      Lib.Layout.MetadataSizeCountsItself = *CountsItself;
    SawMetadataSize = true;
  }
  (void)Index;
  return Error::success();
}

Error Reader::readBitcode() {
  const SectionRange &BC = Lib.Hdr.Bitcode;
  // Sizes missing from old files are inferred from the next blob's offset.
  std::set<uint64_t> Starts;
  for (const Function &F : Lib.Functions)
    Starts.insert(F.BitcodeOffset);
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    Function &F = Lib.Functions[I];
    uint64_t Size;
    if (F.BitcodeSizeTag) {
      Size = *F.BitcodeSizeTag;
    } else {
      auto Next = Starts.upper_bound(F.BitcodeOffset);
      Size = (Next == Starts.end() ? BC.Size : *Next) - F.BitcodeOffset;
    }
    if (!fits(F.BitcodeOffset, Size, BC.Size))
      return error(BC.Offset, "function '" + F.Name + "': bitcode [" +
                                  hex(F.BitcodeOffset) + ", +" + Twine(Size) +
                                  ") runs past the " + Twine(BC.Size) +
                                  "-byte bitcode section");
    F.Bitcode = Buf.substr(BC.Offset + F.BitcodeOffset, Size).str();
    StringRef Blob = F.Bitcode;
    bool Wrapped = Blob.size() >= BitcodeWrapperSize &&
                   read32le(Blob.data()) == BitcodeWrapperMagic;
    if (Wrapped) {
      uint32_t Off = read32le(Blob.data() + 8);
      uint32_t Len = read32le(Blob.data() + 12);
      if (uint64_t(Off) + Len > Blob.size())
        return error(BC.Offset + F.BitcodeOffset,
                     "function '" + F.Name + "': bitcode wrapper claims [" +
                         Twine(Off) + ", +" + Twine(Len) + ") of a " +
                         Twine(Blob.size()) + "-byte blob");
    } else if (!Blob.starts_with("BC\xC0\xDE")) {
      warn(BC.Offset + F.BitcodeOffset,
           "function '" + F.Name + "': bitcode starts with neither the "
                                   "wrapper magic 0x0b17c0de nor 'BC'");
    }
    if (F.Hash) {
      bool Match = hashBitcode(Blob) == *F.Hash;
      F.HashCheck = Match ? HashStatus::Verified : HashStatus::Mismatch;
      if (!Match)
        warn(BC.Offset + F.BitcodeOffset,
             "function '" + F.Name + "': HASH does not match its bitcode");
    }
  }
  return Error::success();
}

Expected<Library> Reader::read() {
  if (Error E = readHeader())
    return std::move(E);
  uint64_t ListEnd;
  if (Error E = readFunctionList(ListEnd))
    return std::move(E);

  // The header extension, when there is one, fills the gap between the
  // function list and the first section. Container 2.2 has none.
  const Header &H = Lib.Hdr;
  uint64_t FirstSection = std::min({H.PublicMetadata.Offset,
                                    H.PrivateMetadata.Offset,
                                    H.Bitcode.Offset});
  if (ListEnd > FirstSection)
    return error(24, "function list [" + hex(H.FunctionList.Offset) + ", " +
                         hex(ListEnd) + ") overlaps the section at " +
                         hex(FirstSection));
  Lib.HasExtension = ListEnd < FirstSection;
  if (Lib.HasExtension)
    if (Error E = readExtension(ListEnd, FirstSection))
      return std::move(E);

  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I)
    if (Error E = readMetadata(Lib.Functions[I], I))
      return std::move(E);
  if (Error E = readBitcode())
    return std::move(E);

  // Resolve SOFF and RFLT to the archive and record they name.
  DenseMap<uint64_t, unsigned> RecordAt, ArchiveAt;
  if (Lib.Ext.Reflection)
    for (unsigned I = 0, N = Lib.Ext.Reflection->size(); I != N; ++I)
      RecordAt.try_emplace((*Lib.Ext.Reflection)[I].Offset, I);
  if (Lib.Ext.Sources)
    for (unsigned I = 0, N = Lib.Ext.Sources->Archives.size(); I != N; ++I)
      ArchiveAt.try_emplace(Lib.Ext.Sources->Archives[I].Offset, I);
  for (Function &F : Lib.Functions) {
    if (F.ReflectionOffset && Lib.Ext.Reflection) {
      auto It = RecordAt.find(*F.ReflectionOffset);
      if (It != RecordAt.end())
        F.ReflectionIndex = It->second;
      else
        Lib.Warnings.push_back("function '" + F.Name + "': RFLT offset " +
                               std::to_string(*F.ReflectionOffset) +
                               " names no RLST record");
    }
    if (F.SourceOffset && Lib.Ext.Sources) {
      auto It = ArchiveAt.find(*F.SourceOffset);
      if (It != ArchiveAt.end())
        F.SourceIndex = It->second;
      else
        Lib.Warnings.push_back("function '" + F.Name + "': SOFF offset " +
                               std::to_string(*F.SourceOffset) +
                               " names no source archive");
    }
  }
  return std::move(Lib);
}

} // namespace

Expected<Library> metalnt::metallib::readMetalLib(MemoryBufferRef Buffer) {
  return Reader(Buffer).read();
}
