//===- MetalLibWriter.cpp - Writing MetalLib containers -------------------===//
//
// Every section is built in memory first; the fixed-width function entries
// make the function list's size known before any offset is, so one layout
// pass places everything and a second fills in the offsets.
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;
using namespace metalnt::metallib;

namespace {

/// A growable little-endian byte buffer.
struct Bytes {
  std::string S;
  void u8(uint8_t V) { S.push_back(char(V)); }
  void u16(uint16_t V) { append(V); }
  void u32(uint32_t V) { append(V); }
  void u64(uint64_t V) { append(V); }
  void fourcc(FourCC C) { u32(C); }
  void bytes(StringRef B) { S.append(B.data(), B.size()); }
  void cstr(StringRef B) {
    bytes(B);
    u8(0);
  }
  uint64_t size() const { return S.size(); }
  void patch32(uint64_t At, uint32_t V) {
    support::endian::write32le(&S[At], V);
  }

private:
  template <typename T> void append(T V) {
    char Buf[sizeof(T)];
    support::endian::write<T, endianness::little>(Buf, V);
    S.append(Buf, sizeof(T));
  }
};

Error tagTooLong(FourCC Code, size_t Size) {
  return createStringError(inconvertibleErrorCode(),
                           "tag '" + getFourCCName(Code) + "' has " +
                               Twine(Size) +
                               " bytes; a tag holds at most 65535");
}

/// Writes one tag with a u16 length.
Error tag16(Bytes &B, FourCC Code, StringRef Data) {
  if (Data.size() > 0xffff)
    return tagTooLong(Code, Data.size());
  B.fourcc(Code);
  B.u16(uint16_t(Data.size()));
  B.bytes(Data);
  return Error::success();
}

std::string le64(uint64_t V) {
  Bytes B;
  B.u64(V);
  return B.S;
}

class Writer {
public:
  Writer(const Library &Lib, const WriterOptions &Opts)
      : Lib(Lib), Opts(Opts) {}
  Error write(raw_ostream &OS);

private:
  const Library &Lib;
  const WriterOptions &Opts;

  struct FunctionLayout {
    uint64_t PublicOffset = 0, PrivateOffset = 0, BitcodeOffset = 0;
    uint64_t BitcodeSize = 0;
    std::array<uint8_t, 32> Hash;
    std::optional<uint64_t> SourceOffset, ReflectionOffset;
  };
  std::vector<FunctionLayout> Layout;
  Bytes PublicMD, PrivateMD, BitcodeSec;
  Bytes Sources, Dynamic, Imports, Variables, Reflection;
  std::vector<uint64_t> ArchiveOffsets, RecordOffsets;

  bool legacy() const { return Opts.Layout == WriterLayout::Legacy; }

  Error buildMetadata();
  void buildBitcode();
  Error buildSources();
  Error buildDynamic();
  Error buildSymbolList(Bytes &B, const std::vector<SymbolEntry> &List);
  Error buildReflection(uint64_t AbsoluteOffset);
  Error buildFunctionList(Bytes &B);
};

Error Writer::buildMetadata() {
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    const Function &F = Lib.Functions[I];
    for (auto [Group, Sec, Off] :
         {std::tuple(&F.PublicMetadata, &PublicMD, &Layout[I].PublicOffset),
          std::tuple(&F.PrivateMetadata, &PrivateMD,
                     &Layout[I].PrivateOffset)}) {
      *Off = Sec->size();
      uint64_t Start = Sec->size();
      Sec->u32(0);
      for (const Tag &T : *Group)
        if (Error E = tag16(*Sec, T.Code, T.Data))
          return E;
      Sec->fourcc(tag::ENDT);
      // air-lld counts the size word itself; the legacy tool does not.
      uint64_t Size = Sec->size() - Start - (legacy() ? 4 : 0);
      Sec->patch32(Start, uint32_t(Size));
    }
  }
  return Error::success();
}

void Writer::buildBitcode() {
  StringMap<uint64_t> Seen;
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    const std::string &Blob = Lib.Functions[I].Bitcode;
    auto [It, Inserted] = Seen.try_emplace(Blob, BitcodeSec.size());
    if (Inserted)
      BitcodeSec.bytes(Blob);
    Layout[I].BitcodeOffset = It->second;
    Layout[I].BitcodeSize = Blob.size();
    Layout[I].Hash = hashBitcode(Blob);
  }
}

Error Writer::buildSources() {
  if (!Lib.Ext.Sources)
    return Error::success();
  const SourceArchives &S = *Lib.Ext.Sources;
  Sources.u32(uint32_t(S.Archives.size()));
  Sources.cstr(S.LinkOptions);
  if (S.HasWorkingDirectory)
    Sources.cstr(S.WorkingDirectory);
  for (const SourceArchive &A : S.Archives) {
    uint64_t Start = Sources.size();
    Sources.u32(0);
    ArchiveOffsets.push_back(Sources.size());
    Sources.fourcc(tag::SARC);
    Sources.u32(uint32_t(A.Id.size() + 1 + A.Data.size()));
    Sources.cstr(A.Id);
    Sources.bytes(A.Data);
    Sources.fourcc(tag::ENDT);
    // The group size does not count its own word.
    Sources.patch32(Start, uint32_t(Sources.size() - Start - 4));
  }
  return Error::success();
}

Error Writer::buildDynamic() {
  if (!Lib.Ext.Dynamic)
    return Error::success();
  const DynamicHeader &D = *Lib.Ext.Dynamic;
  if (D.InstallName)
    if (Error E = tag16(Dynamic, tag::NAME, *D.InstallName + '\0'))
      return E;
  for (const std::string &L : D.LinkedLibraries)
    if (Error E = tag16(Dynamic, tag::DYNL, L + '\0'))
      return E;
  for (const Tag &T : D.Tags)
    if (T.Code != tag::NAME && T.Code != tag::DYNL)
      if (Error E = tag16(Dynamic, T.Code, T.Data))
        return E;
  Dynamic.fourcc(tag::ENDT);
  return Error::success();
}

Error Writer::buildSymbolList(Bytes &B, const std::vector<SymbolEntry> &List) {
  B.u32(uint32_t(List.size()));
  for (const SymbolEntry &S : List) {
    uint64_t Start = B.size();
    B.u32(0);
    if (Error E = tag16(B, tag::NAME, S.Name + '\0'))
      return E;
    for (const Tag &T : S.Tags)
      if (T.Code != tag::NAME)
        if (Error E = tag16(B, T.Code, T.Data))
          return E;
    B.fourcc(tag::ENDT);
    B.patch32(Start, uint32_t(B.size() - Start));
  }
  return Error::success();
}

Error Writer::buildReflection(uint64_t AbsoluteOffset) {
  const std::vector<ReflectionRecord> &Records = *Lib.Ext.Reflection;
  Reflection.u32(uint32_t(Records.size()));
  for (const ReflectionRecord &R : Records) {
    uint64_t Start = Reflection.size();
    RecordOffsets.push_back(Start);
    Reflection.u32(0);
    Reflection.fourcc(tag::RBUF);
    // The FlatBuffer starts at a 16-byte file offset.
    uint64_t Payload = AbsoluteOffset + Reflection.size() + 4;
    uint64_t Pad = (16 - Payload % 16) % 16;
    Reflection.u32(uint32_t(Pad + R.Buffer.size()));
    Reflection.bytes(std::string(Pad, '\0'));
    Reflection.bytes(R.Buffer);
    for (const Tag &T : R.Tags) {
      Reflection.fourcc(T.Code);
      Reflection.u32(uint32_t(T.Data.size()));
      Reflection.bytes(T.Data);
    }
    Reflection.fourcc(tag::ENDT);
    Reflection.patch32(Start, uint32_t(Reflection.size() - Start));
  }
  return Error::success();
}

Error Writer::buildFunctionList(Bytes &B) {
  B.u32(uint32_t(Lib.Functions.size()));
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    const Function &F = Lib.Functions[I];
    const FunctionLayout &L = Layout[I];
    uint64_t Start = B.size();
    B.u32(0);
    Bytes Offsets;
    Offsets.u64(L.PublicOffset);
    Offsets.u64(L.PrivateOffset);
    Offsets.u64(L.BitcodeOffset);
    Bytes Vers;
    Vers.u16(F.AIRVersion.Major);
    Vers.u16(F.AIRVersion.Minor);
    Vers.u16(F.LanguageVersion.Major);
    Vers.u16(F.LanguageVersion.Minor);
    std::string Hash(L.Hash.begin(), L.Hash.end());
    std::string Type(1, char(F.Type));

    auto Emit = [&](FourCC C, StringRef D) { return tag16(B, C, D); };
    if (Error E = Emit(tag::NAME, F.Name + '\0'))
      return E;
    if (Error E = Emit(tag::TYPE, Type))
      return E;
    if (Error E = Emit(tag::HASH, Hash))
      return E;
    if (legacy() && !Opts.OmitBitcodeSize)
      if (Error E = Emit(tag::MDSZ, le64(L.BitcodeSize)))
        return E;
    if (Error E = Emit(tag::OFFT, Offsets.S))
      return E;
    if (F.HasVersions)
      if (Error E = Emit(tag::VERS, Vers.S))
        return E;
    if (F.RenderTargetArrayIndexType)
      if (Error E = Emit(tag::LAYR, std::string(1, char(*F.RenderTargetArrayIndexType))))
        return E;
    if (F.Tessellation)
      if (Error E = Emit(tag::TESS, std::string(1, char(*F.Tessellation))))
        return E;
    if (!legacy() && !Opts.OmitBitcodeSize)
      if (Error E = Emit(tag::MDSZ, le64(L.BitcodeSize)))
        return E;
    if (L.SourceOffset)
      if (Error E = Emit(tag::SOFF, le64(*L.SourceOffset)))
        return E;
    if (L.ReflectionOffset)
      if (Error E = Emit(tag::RFLT, le64(*L.ReflectionOffset)))
        return E;
    for (const Tag &T : F.Tags)
      if (!isKnownFunctionTag(T.Code))
        if (Error E = Emit(T.Code, T.Data))
          return E;
    B.fourcc(tag::ENDT);
    B.patch32(Start, uint32_t(B.size() - Start));
  }
  return Error::success();
}

Error Writer::write(raw_ostream &OS) {
  Layout.resize(Lib.Functions.size());
  if (Error E = buildMetadata())
    return E;
  buildBitcode();
  if (Error E = buildSources())
    return E;
  if (Error E = buildDynamic())
    return E;
  if (Lib.Ext.ImportedSymbols)
    if (Error E = buildSymbolList(Imports, *Lib.Ext.ImportedSymbols))
      return E;
  if (Lib.Ext.ExportedVariables)
    if (Error E = buildSymbolList(Variables, *Lib.Ext.ExportedVariables))
      return E;

  // SOFF values are known now.
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    const Function &F = Lib.Functions[I];
    if (F.SourceIndex && *F.SourceIndex < ArchiveOffsets.size())
      Layout[I].SourceOffset = ArchiveOffsets[*F.SourceIndex];
    else
      Layout[I].SourceOffset = F.SourceOffset;
    // RFLT values are known once RLST is placed; a placeholder of the same
    // width keeps the function list's size right until then.
    Layout[I].ReflectionOffset =
        F.ReflectionIndex ? std::optional<uint64_t>(0) : F.ReflectionOffset;
  }

  // The function list has fixed-width values, so its size is known now.
  Bytes Sizing;
  if (Error E = buildFunctionList(Sizing))
    return E;
  uint64_t ListSize = Sizing.size() - 4; // without the count

  std::optional<std::array<uint8_t, 16>> UUID = Lib.Ext.UUID;
  if (!UUID && Lib.HasExtension && !legacy() && Opts.SynthesizeUUID) {
    // Name-based (version 5 layout) UUID from the bitcode, so that output
    // is reproducible.
    auto H = SHA256::hash(arrayRefFromStringRef(BitcodeSec.S));
    UUID.emplace();
    std::copy(H.begin(), H.begin() + 16, UUID->begin());
    (*UUID)[6] = ((*UUID)[6] & 0x0f) | 0x50;
    (*UUID)[8] = ((*UUID)[8] & 0x3f) | 0x80;
  }

  struct ExtPayload {
    FourCC Code;
    Bytes *Data;
    bool Present;
  };
  bool HasRLST = Lib.Ext.Reflection.has_value();
  ExtPayload Payloads[] = {
      {Lib.Ext.Sources && !Lib.Ext.Sources->HasWorkingDirectory ? tag::HSRC
                                                                 : tag::HSRD,
       &Sources, Lib.Ext.Sources.has_value()},
      {tag::HDYN, &Dynamic, Lib.Ext.Dynamic.has_value()},
      {tag::ILST, &Imports, Lib.Ext.ImportedSymbols.has_value()},
      {tag::VLST, &Variables, Lib.Ext.ExportedVariables.has_value()},
      {tag::RLST, &Reflection, HasRLST},
  };
  uint64_t ExtSize = 0;
  if (Lib.HasExtension) {
    for (const ExtPayload &P : Payloads)
      ExtSize += P.Present ? 6 + 16 : 0;
    ExtSize += UUID ? 6 + 16 : 0;
    for (const Tag &T : Lib.Ext.Tags)
      if (!isKnownExtensionTag(T.Code))
        ExtSize += 6 + T.Data.size();
    ExtSize += 4; // ENDT
  } else if (Lib.Ext.Dynamic || Lib.Ext.ImportedSymbols ||
             Lib.Ext.ExportedVariables || Lib.Ext.Reflection ||
             Lib.Ext.Sources || Lib.Ext.UUID) {
    return createStringError(inconvertibleErrorCode(),
                             "the library has header-extension data but no "
                             "header extension");
  }

  Header H = Lib.Hdr;
  H.FunctionList = {HeaderSize, ListSize};
  uint64_t ExtOffset = HeaderSize + 4 + ListSize;
  H.PublicMetadata = {ExtOffset + ExtSize, PublicMD.size()};
  H.PrivateMetadata = {H.PublicMetadata.Offset + H.PublicMetadata.Size,
                       PrivateMD.size()};
  H.Bitcode = {H.PrivateMetadata.Offset + H.PrivateMetadata.Size,
               BitcodeSec.size()};
  uint64_t Cursor = H.Bitcode.Offset + H.Bitcode.Size;
  std::vector<std::pair<FourCC, SectionRange>> Placed;
  for (const ExtPayload &P : Payloads) {
    if (!P.Present)
      continue;
    if (P.Code == tag::RLST)
      if (Error E = buildReflection(Cursor))
        return E;
    Placed.push_back({P.Code, {Cursor, P.Data->size()}});
    Cursor += P.Data->size();
  }
  H.FileSize = Cursor;

  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    const Function &F = Lib.Functions[I];
    if (F.ReflectionIndex && *F.ReflectionIndex < RecordOffsets.size())
      Layout[I].ReflectionOffset = RecordOffsets[*F.ReflectionIndex];
  }
  Bytes List;
  if (Error E = buildFunctionList(List))
    return E;
  if (List.size() != ListSize + 4)
    return createStringError(inconvertibleErrorCode(),
                             "internal error: the function list changed size "
                             "between layout and output");

  Bytes Out;
  Out.u32(Magic);
  Out.u16(H.Platform);
  Out.u16(H.VersionMajor);
  Out.u16(H.VersionMinor);
  Out.u8(H.Type);
  Out.u8(H.TargetOS);
  Out.u16(H.OSMajor);
  Out.u16(H.OSMinor);
  Out.u64(H.FileSize);
  for (const SectionRange &R :
       {H.FunctionList, H.PublicMetadata, H.PrivateMetadata, H.Bitcode}) {
    Out.u64(R.Offset);
    Out.u64(R.Size);
  }
  Out.bytes(List.S);
  if (Lib.HasExtension) {
    for (const auto &[Code, Range] : Placed) {
      Out.fourcc(Code);
      Out.u16(16);
      Out.u64(Range.Offset);
      Out.u64(Range.Size);
    }
    if (UUID) {
      Out.fourcc(tag::UUID);
      Out.u16(16);
      Out.bytes(StringRef(reinterpret_cast<const char *>(UUID->data()), 16));
    }
    for (const Tag &T : Lib.Ext.Tags)
      if (!isKnownExtensionTag(T.Code))
        if (Error E = tag16(Out, T.Code, T.Data))
          return E;
    Out.fourcc(tag::ENDT);
  }
  if (Out.size() != H.PublicMetadata.Offset)
    return createStringError(inconvertibleErrorCode(),
                             "internal error: the header extension changed "
                             "size between layout and output");
  Out.bytes(PublicMD.S);
  Out.bytes(PrivateMD.S);
  Out.bytes(BitcodeSec.S);
  for (const ExtPayload &P : Payloads)
    if (P.Present)
      Out.bytes(P.Data->S);
  if (Out.size() != H.FileSize)
    return createStringError(inconvertibleErrorCode(),
                             "internal error: the file changed size between "
                             "layout and output");
  OS << Out.S;
  return Error::success();
}

} // namespace

Error metalnt::metallib::writeMetalLib(const Library &Lib, raw_ostream &OS,
                                       const WriterOptions &Opts) {
  return Writer(Lib, Opts).write(OS);
}
