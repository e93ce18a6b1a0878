//===- MetalLibWriter.cpp - Writing MetalLib containers -------------------===//
//
// Every section is built in memory first; the fixed-width function entries
// make the function list's size known before any offset is, so one layout
// pass places everything and a second fills in the offsets.
//
// A library read from a file is written back as the file was: each tag group
// keeps the order its tags had (arrangeTags), blobs keep their order and
// sharing, and nothing the file lacked is added. Only an explicitly requested
// layout imposes a writer's canonical order. docs/metallib-format.md.
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/SHA256.h"
#include <map>
#include <numeric>

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

Error tagTooLong(FourCC Code, size_t Size, uint64_t Max) {
  return createStringError(inconvertibleErrorCode(),
                           "tag '" + getFourCCName(Code) + "' has " +
                               Twine(Size) + " bytes; a tag here holds at most " +
                               Twine(Max));
}

/// Writes one tag with a u16 length.
Error tag16(Bytes &B, FourCC Code, StringRef Data) {
  if (Data.size() > 0xffff)
    return tagTooLong(Code, Data.size(), 0xffff);
  B.fourcc(Code);
  B.u16(uint16_t(Data.size()));
  B.bytes(Data);
  return Error::success();
}

/// Writes one tag with a u32 length (RLST records, source archive groups).
Error tag32(Bytes &B, FourCC Code, StringRef Data) {
  if (Data.size() > 0xffffffffu)
    return tagTooLong(Code, Data.size(), 0xffffffffu);
  B.fourcc(Code);
  B.u32(uint32_t(Data.size()));
  B.bytes(Data);
  return Error::success();
}

std::string le64(uint64_t V) {
  Bytes B;
  B.u64(V);
  return B.S;
}

/// A tag about to be written.
struct OutTag {
  FourCC Code;
  std::string Data;
};

/// Orders the tags a group gets now against the tags it had as read.
/// Fresh holds the tags whose values the model decides, in the writer's
/// canonical order; Recorded is the group as read; IsKnown tells which codes
/// Fresh speaks for. With Preserve, the recorded order wins: each recorded
/// known tag is replaced by the next fresh tag of its code (or dropped when
/// the model no longer has one), unknown tags stay where they were, and fresh
/// tags the record lacks follow in canonical order. Without it, the fresh
/// tags come first and the unknown recorded ones after them.
std::vector<OutTag> arrangeTags(std::vector<OutTag> Fresh,
                                const TagGroup &Recorded,
                                function_ref<bool(FourCC)> IsKnown,
                                bool Preserve) {
  std::vector<OutTag> Out;
  std::vector<bool> Used(Fresh.size());
  if (Preserve) {
    for (const Tag &T : Recorded) {
      if (!IsKnown(T.Code)) {
        Out.push_back({T.Code, T.Data});
        continue;
      }
      for (size_t I = 0; I != Fresh.size(); ++I)
        if (!Used[I] && Fresh[I].Code == T.Code) {
          Used[I] = true;
          Out.push_back(std::move(Fresh[I]));
          break;
        }
    }
  }
  for (size_t I = 0; I != Fresh.size(); ++I)
    if (!Used[I])
      Out.push_back(std::move(Fresh[I]));
  if (!Preserve)
    for (const Tag &T : Recorded)
      if (!IsKnown(T.Code))
        Out.push_back({T.Code, T.Data});
  return Out;
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

  /// No layout was asked for: reproduce the library as read.
  bool preserve() const { return !Opts.Layout; }
  bool legacy() const { return Opts.Layout == WriterLayout::Legacy; }
  bool metadataSizeCountsItself() const {
    return preserve() ? Lib.Layout.MetadataSizeCountsItself : !legacy();
  }

  /// Lays out one blob per function in Sec and records where each went.
  /// Read functions keep their file order (when every function was read)
  /// and share a blob exactly where the file had them share one; functions
  /// built in memory share identical blobs when ShareEqual is set.
  void placeBlobs(Bytes &Sec, ArrayRef<std::string> Blobs,
                  function_ref<uint64_t(const Function &)> OriginalOffset,
                  bool ShareEqual, function_ref<uint64_t &(unsigned)> Place);

  Error buildMetadata();
  void buildBitcode();
  Error buildSources();
  Error buildDynamic();
  Error buildSymbolList(Bytes &B, const std::vector<SymbolEntry> &List);
  Error buildReflection(uint64_t AbsoluteOffset);
  Error buildFunctionEntry(Bytes &B, unsigned Index);
  Error buildFunctionList(Bytes &B);
};

void Writer::placeBlobs(Bytes &Sec, ArrayRef<std::string> Blobs,
                        function_ref<uint64_t(const Function &)> OriginalOffset,
                        bool ShareEqual,
                        function_ref<uint64_t &(unsigned)> Place) {
  unsigned N = Lib.Functions.size();
  std::vector<unsigned> Order(N);
  std::iota(Order.begin(), Order.end(), 0);
  if (all_of(Lib.Functions, wasRead))
    llvm::sort(Order, [&](unsigned A, unsigned B) {
      return std::pair(OriginalOffset(Lib.Functions[A]), A) <
             std::pair(OriginalOffset(Lib.Functions[B]), B);
    });
  // Blobs with equal keys are stored once: (read, original offset, bytes)
  // for read functions, (built, 0, bytes) or (built, index, "") otherwise.
  std::map<std::tuple<int, uint64_t, StringRef>, uint64_t> Stored;
  for (unsigned I : Order) {
    const Function &F = Lib.Functions[I];
    std::tuple<int, uint64_t, StringRef> Key =
        wasRead(F)   ? std::tuple(0, OriginalOffset(F), StringRef(Blobs[I]))
        : ShareEqual ? std::tuple(1, uint64_t(0), StringRef(Blobs[I]))
                     : std::tuple(2, uint64_t(I), StringRef());
    auto [It, Inserted] = Stored.try_emplace(Key, Sec.size());
    if (Inserted)
      Sec.bytes(Blobs[I]);
    Place(I) = It->second;
  }
}

Error Writer::buildMetadata() {
  unsigned N = Lib.Functions.size();
  std::vector<std::string> Public(N), Private(N);
  for (unsigned I = 0; I != N; ++I) {
    const Function &F = Lib.Functions[I];
    for (auto [Group, Out] : {std::pair(&F.PublicMetadata, &Public[I]),
                              std::pair(&F.PrivateMetadata, &Private[I])}) {
      Bytes G;
      G.u32(0);
      for (const Tag &T : *Group)
        if (Error E = tag16(G, T.Code, T.Data))
          return E;
      G.fourcc(tag::ENDT);
      // air-lld counts the size word itself; the legacy tool does not.
      G.patch32(0, uint32_t(G.size() - (metadataSizeCountsItself() ? 0 : 4)));
      *Out = std::move(G.S);
    }
  }
  placeBlobs(
      PublicMD, Public, [](const Function &F) { return F.PublicMetadataOffset; },
      /*ShareEqual=*/false,
      [&](unsigned I) -> uint64_t & { return Layout[I].PublicOffset; });
  placeBlobs(
      PrivateMD, Private,
      [](const Function &F) { return F.PrivateMetadataOffset; },
      /*ShareEqual=*/false,
      [&](unsigned I) -> uint64_t & { return Layout[I].PrivateOffset; });
  return Error::success();
}

void Writer::buildBitcode() {
  std::vector<std::string> Blobs;
  for (const Function &F : Lib.Functions)
    Blobs.push_back(F.Bitcode);
  placeBlobs(
      BitcodeSec, Blobs, [](const Function &F) { return F.BitcodeOffset; },
      /*ShareEqual=*/true,
      [&](unsigned I) -> uint64_t & { return Layout[I].BitcodeOffset; });
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I) {
    Layout[I].BitcodeSize = Blobs[I].size();
    Layout[I].Hash = hashBitcode(Blobs[I]);
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
  auto IsSarc = [](FourCC C) { return C == tag::SARC; };
  for (const SourceArchive &A : S.Archives) {
    uint64_t Start = Sources.size();
    Sources.u32(0);
    std::string Payload = A.Id + '\0' + A.Data;
    for (OutTag &T : arrangeTags({{tag::SARC, std::move(Payload)}}, A.Tags,
                                 IsSarc, preserve())) {
      if (T.Code == tag::SARC)
        ArchiveOffsets.push_back(Sources.size());
      if (Error E = tag32(Sources, T.Code, T.Data))
        return E;
    }
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
  std::vector<OutTag> Fresh;
  if (D.InstallName)
    Fresh.push_back({tag::NAME, *D.InstallName + '\0'});
  for (const std::string &L : D.LinkedLibraries)
    Fresh.push_back({tag::DYNL, L + '\0'});
  auto IsKnown = [](FourCC C) { return C == tag::NAME || C == tag::DYNL; };
  for (const OutTag &T : arrangeTags(std::move(Fresh), D.Tags, IsKnown,
                                     preserve()))
    if (Error E = tag16(Dynamic, T.Code, T.Data))
      return E;
  Dynamic.fourcc(tag::ENDT);
  return Error::success();
}

Error Writer::buildSymbolList(Bytes &B, const std::vector<SymbolEntry> &List) {
  B.u32(uint32_t(List.size()));
  auto IsName = [](FourCC C) { return C == tag::NAME; };
  for (const SymbolEntry &S : List) {
    uint64_t Start = B.size();
    B.u32(0);
    for (const OutTag &T :
         arrangeTags({{tag::NAME, S.Name + '\0'}}, S.Tags, IsName, preserve()))
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
  auto IsBuffer = [](FourCC C) { return C == tag::RBUF; };
  for (const ReflectionRecord &R : Records) {
    uint64_t Start = Reflection.size();
    RecordOffsets.push_back(Start);
    Reflection.u32(0);
    for (OutTag &T :
         arrangeTags({{tag::RBUF, ""}}, R.Tags, IsBuffer, preserve())) {
      if (T.Code == tag::RBUF) {
        // The FlatBuffer starts at a 16-byte file offset.
        uint64_t Payload = AbsoluteOffset + Reflection.size() + 8;
        T.Data.assign((16 - Payload % 16) % 16, '\0');
        T.Data += R.Buffer;
      }
      if (Error E = tag32(Reflection, T.Code, T.Data))
        return E;
    }
    Reflection.fourcc(tag::ENDT);
    Reflection.patch32(Start, uint32_t(Reflection.size() - Start));
  }
  return Error::success();
}

Error Writer::buildFunctionEntry(Bytes &B, unsigned Index) {
  const Function &F = Lib.Functions[Index];
  const FunctionLayout &L = Layout[Index];
  bool AsRead = preserve() && wasRead(F);

  Bytes Offsets;
  Offsets.u64(L.PublicOffset);
  Offsets.u64(L.PrivateOffset);
  Offsets.u64(L.BitcodeOffset);
  Bytes Vers;
  Vers.u16(F.AIRVersion.Major);
  Vers.u16(F.AIRVersion.Minor);
  Vers.u16(F.LanguageVersion.Major);
  Vers.u16(F.LanguageVersion.Minor);

  // The known tags in the layout's order. TYPE, HASH and MDSZ are always
  // computable, so a function read without one is written without it.
  std::vector<OutTag> Fresh;
  auto Add = [&](FourCC C, std::string D) {
    bool Computed = C == tag::TYPE || C == tag::HASH || C == tag::MDSZ;
    if (Computed && AsRead && !findTag(F.Tags, C))
      return;
    if (C == tag::MDSZ && Opts.OmitBitcodeSize)
      return;
    Fresh.push_back({C, std::move(D)});
  };
  Add(tag::NAME, F.Name + '\0');
  Add(tag::TYPE, std::string(1, char(F.Type)));
  Add(tag::HASH, std::string(L.Hash.begin(), L.Hash.end()));
  if (legacy())
    Add(tag::MDSZ, le64(L.BitcodeSize));
  Add(tag::OFFT, Offsets.S);
  if (F.HasVersions)
    Add(tag::VERS, Vers.S);
  if (F.RenderTargetArrayIndexType)
    Add(tag::LAYR, std::string(1, char(*F.RenderTargetArrayIndexType)));
  if (F.Tessellation)
    Add(tag::TESS, std::string(1, char(*F.Tessellation)));
  if (!legacy())
    Add(tag::MDSZ, le64(L.BitcodeSize));
  if (L.SourceOffset)
    Add(tag::SOFF, le64(*L.SourceOffset));
  if (L.ReflectionOffset)
    Add(tag::RFLT, le64(*L.ReflectionOffset));

  uint64_t Start = B.size();
  B.u32(0);
  for (const OutTag &T :
       arrangeTags(std::move(Fresh), F.Tags, isKnownFunctionTag, preserve()))
    if (Error E = tag16(B, T.Code, T.Data))
      return E;
  B.fourcc(tag::ENDT);
  B.patch32(Start, uint32_t(B.size() - Start));
  return Error::success();
}

Error Writer::buildFunctionList(Bytes &B) {
  B.u32(uint32_t(Lib.Functions.size()));
  for (unsigned I = 0, N = Lib.Functions.size(); I != N; ++I)
    if (Error E = buildFunctionEntry(B, I))
      return E;
  return Error::success();
}

Error Writer::write(raw_ostream &OS) {
  if (!Lib.HasExtension &&
      (Lib.Ext.Dynamic || Lib.Ext.ImportedSymbols || Lib.Ext.ExportedVariables ||
       Lib.Ext.Reflection || Lib.Ext.Sources || Lib.Ext.UUID))
    return createStringError(inconvertibleErrorCode(),
                             "the library has header-extension data but no "
                             "header extension");

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

  // The extension's tags: one (offset, size) pair per payload, in air-lld's
  // order unless the library was read with another, then UUID.
  struct Payload {
    FourCC Code;
    Bytes *Data;
  };
  std::vector<Payload> Payloads;
  if (Lib.Ext.Sources)
    Payloads.push_back({Lib.Ext.Sources->HasWorkingDirectory ? tag::HSRD
                                                             : tag::HSRC,
                        &Sources});
  if (Lib.Ext.Dynamic)
    Payloads.push_back({tag::HDYN, &Dynamic});
  if (Lib.Ext.ImportedSymbols)
    Payloads.push_back({tag::ILST, &Imports});
  if (Lib.Ext.ExportedVariables)
    Payloads.push_back({tag::VLST, &Variables});
  if (Lib.Ext.Reflection)
    Payloads.push_back({tag::RLST, &Reflection});
  std::vector<OutTag> ExtTags;
  if (Lib.HasExtension) {
    std::vector<OutTag> Fresh;
    for (const Payload &P : Payloads)
      Fresh.push_back({P.Code, std::string(16, '\0')}); // filled in below
    if (UUID)
      Fresh.push_back({tag::UUID, std::string(UUID->begin(), UUID->end())});
    ExtTags = arrangeTags(std::move(Fresh), Lib.Ext.Tags, isKnownExtensionTag,
                          preserve());
  }
  uint64_t ExtSize = 0;
  if (Lib.HasExtension) {
    for (const OutTag &T : ExtTags)
      ExtSize += 6 + T.Data.size();
    ExtSize += 4; // ENDT
  }

  // Payloads follow the bitcode in the order the file had them (a payload
  // new to the library last), or, in a requested layout, in tag order.
  auto TagPosition = [&](FourCC C) -> uint64_t {
    return find_if(ExtTags, [&](const OutTag &T) { return T.Code == C; }) -
           ExtTags.begin();
  };
  auto PlacementKey = [&](const Payload &P) {
    const Tag *T = preserve() ? findTag(Lib.Ext.Tags, P.Code) : nullptr;
    uint64_t Original = T && T->Data.size() == 16
                            ? support::endian::read64le(T->Data.data())
                            : UINT64_MAX;
    return std::pair(Original, TagPosition(P.Code));
  };
  llvm::sort(Payloads, [&](const Payload &A, const Payload &B) {
    return PlacementKey(A) < PlacementKey(B);
  });

  Header H = Lib.Hdr;
  H.FunctionList = {HeaderSize, ListSize};
  uint64_t ExtOffset = HeaderSize + 4 + ListSize;
  H.PublicMetadata = {ExtOffset + ExtSize, PublicMD.size()};
  H.PrivateMetadata = {H.PublicMetadata.Offset + H.PublicMetadata.Size,
                       PrivateMD.size()};
  H.Bitcode = {H.PrivateMetadata.Offset + H.PrivateMetadata.Size,
               BitcodeSec.size()};
  uint64_t Cursor = H.Bitcode.Offset + H.Bitcode.Size;
  for (const Payload &P : Payloads) {
    if (P.Code == tag::RLST)
      if (Error E = buildReflection(Cursor))
        return E;
    for (OutTag &T : ExtTags)
      if (T.Code == P.Code)
        T.Data = le64(Cursor) + le64(P.Data->size());
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
    for (const OutTag &T : ExtTags)
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
  for (const Payload &P : Payloads)
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
