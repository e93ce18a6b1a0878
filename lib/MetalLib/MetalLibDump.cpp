//===- MetalLibDump.cpp - Describing a MetalLib ---------------------------===//

#include "metalnt/MetalLib/MetalLibDump.h"
#include "metalnt/MetalLib/SourceArchive.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::metallib;
using support::endian::read16le;
using support::endian::read32le;

std::string metalnt::metallib::formatUUID(const std::array<uint8_t, 16> &U) {
  std::string S;
  for (unsigned I = 0; I != 16; ++I) {
    if (I == 4 || I == 6 || I == 8 || I == 10)
      S += '-';
    S += utohexstr(U[I], /*LowerCase=*/true, /*Width=*/2);
  }
  return S;
}

namespace {

std::string dataTypeName(uint8_t T) {
  StringRef N = getDataTypeName(T);
  return N.empty() ? "unknown" : N.str();
}

/// Bounds-checked reads over one tag payload.
struct PayloadCursor {
  StringRef D;
  size_t Off = 0;
  bool Failed = false;
  bool has(size_t N) {
    if (Off + N > D.size())
      Failed = true;
    return !Failed;
  }
  uint8_t u8() { return has(1) ? uint8_t(D[Off++]) : 0; }
  uint16_t u16() {
    if (!has(2))
      return 0;
    uint16_t V = read16le(D.data() + Off);
    Off += 2;
    return V;
  }
  uint32_t u32() {
    if (!has(4))
      return 0;
    uint32_t V = read32le(D.data() + Off);
    Off += 4;
    return V;
  }
  std::string cstr() {
    size_t Nul = D.find('\0', Off);
    if (Failed || Nul == StringRef::npos) {
      Failed = true;
      return "";
    }
    std::string S = D.slice(Off, Nul).str();
    Off = Nul + 1;
    return S;
  }
};

void dumpTag(const Tag &T, DumpEmitter &E) {
  DumpObject O(E, "");
  E.string("Tag", getFourCCName(T.Code));
  E.number("Size", T.Data.size());
  PayloadCursor C{T.Data};
  switch (T.Code) {
  case tag::CNST: {
    uint16_t N = C.u16();
    DumpArray A(E, "Constants");
    for (unsigned I = 0; I != N && !C.Failed; ++I) {
      std::string Name = C.cstr();
      uint8_t Type = C.u8();
      uint16_t Index = C.u16();
      uint8_t Flag = C.u8();
      if (C.Failed)
        break;
      DumpObject CO(E, "");
      E.string("Name", Name);
      E.named("Type", Type, dataTypeName(Type));
      E.number("Index", Index);
      E.boolean("Required", Flag != 0);
    }
    break;
  }
  case tag::VATT: {
    uint16_t N = C.u16();
    DumpArray A(E, "Attributes");
    static const char *const Uses[] = {"standard", "per-patch",
                                       "control-point", "unknown"};
    for (unsigned I = 0; I != N && !C.Failed; ++I) {
      std::string Name = C.cstr();
      uint16_t Packed = C.u16();
      if (C.Failed)
        break;
      DumpObject AO(E, "");
      E.string("Name", Name);
      E.number("Index", Packed & 0x1fff);
      E.named("Use", (Packed >> 13) & 3, Uses[(Packed >> 13) & 3]);
      E.boolean("Active", Packed >> 15);
    }
    break;
  }
  case tag::VATY: {
    uint16_t N = C.u16();
    DumpArray A(E, "Types");
    for (unsigned I = 0; I != N && C.has(1); ++I) {
      uint8_t Type = C.u8();
      E.named("", Type, dataTypeName(Type));
    }
    break;
  }
  case tag::DEBI: {
    uint32_t Line = C.u32();
    std::string Path = C.cstr();
    if (!C.Failed) {
      E.number("Line", Line);
      E.string("Path", Path);
    }
    break;
  }
  case tag::DEPF: {
    std::string Path = C.cstr();
    if (!C.Failed)
      E.string("Path", Path);
    break;
  }
  default:
    E.hexBytes("Data", T.Data);
    return;
  }
  if (C.Failed) {
    E.boolean("Malformed", true);
    E.hexBytes("Data", T.Data);
  }
}

void dumpUnknownTags(const TagGroup &Tags, DumpEmitter &E,
                     function_ref<bool(FourCC)> IsKnown) {
  bool Any = any_of(Tags, [&](const Tag &T) { return !IsKnown(T.Code); });
  if (!Any)
    return;
  DumpArray A(E, "UnknownTags");
  for (const Tag &T : Tags) {
    if (IsKnown(T.Code))
      continue;
    DumpObject O(E, "");
    E.string("Tag", getFourCCName(T.Code));
    E.number("Offset", T.FileOffset, /*Hex=*/true);
    E.number("Size", T.Data.size());
    E.hexBytes("Data", T.Data);
  }
}

std::vector<std::string> tagNames(const TagGroup &Tags) {
  std::vector<std::string> Names;
  for (const Tag &T : Tags)
    Names.push_back(getFourCCName(T.Code));
  return Names;
}

void dumpRange(DumpEmitter &E, StringRef Key, const SectionRange &R) {
  DumpObject O(E, Key);
  E.number("Offset", R.Offset);
  E.number("Size", R.Size);
}

void dumpHeader(const Header &H, DumpEmitter &E) {
  DumpObject O(E, "Header");
  E.string("Magic", "MTLB");
  E.named("Platform", H.Platform, getPlatformName(H.Platform), /*Hex=*/true);
  E.string("ContainerVersion",
           (Twine(H.VersionMajor) + "." + Twine(H.VersionMinor)).str());
  E.named("FileType", H.Type, getFileTypeName(H.Type));
  E.named("TargetOS", H.TargetOS, getTargetOSName(H.TargetOS), /*Hex=*/true);
  E.string("OSVersion", (Twine(H.OSMajor) + "." + Twine(H.OSMinor)).str());
  E.number("FileSize", H.FileSize);
  dumpRange(E, "FunctionList", H.FunctionList);
  dumpRange(E, "PublicMetadata", H.PublicMetadata);
  dumpRange(E, "PrivateMetadata", H.PrivateMetadata);
  dumpRange(E, "Bitcode", H.Bitcode);
}

void dumpFunction(const Library &Lib, const Function &F, DumpEmitter &E) {
  DumpObject O(E, "");
  E.string("Name", F.Name);
  E.named("Type", F.Type, getFunctionTypeName(F.Type));
  E.stringList("Tags", tagNames(F.Tags));
  if (F.Hash)
    E.hexBytes("Hash", StringRef(reinterpret_cast<const char *>(F.Hash->data()),
                                 F.Hash->size()));
  E.string("HashCheck", F.HashCheck == HashStatus::Verified   ? "verified"
                        : F.HashCheck == HashStatus::Mismatch ? "MISMATCH"
                                                              : "no hash");
  if (F.HasVersions) {
    E.string("AIRVersion", (Twine(F.AIRVersion.Major) + "." +
                            Twine(F.AIRVersion.Minor))
                               .str());
    E.string("LanguageVersion", (Twine(F.LanguageVersion.Major) + "." +
                                 Twine(F.LanguageVersion.Minor))
                                    .str());
  }
  {
    DumpObject Off(E, "Offsets");
    E.number("PublicMetadata", F.PublicMetadataOffset);
    E.number("PrivateMetadata", F.PrivateMetadataOffset);
    E.number("Bitcode", F.BitcodeOffset);
  }
  E.number("BitcodeSize", F.Bitcode.size());
  E.boolean("BitcodeSizeInferred", !F.BitcodeSizeTag);
  E.number("RawBitcodeSize", F.getRawBitcode().size());
  if (F.RenderTargetArrayIndexType)
    E.named("RenderTargetArrayIndexType", *F.RenderTargetArrayIndexType,
            dataTypeName(*F.RenderTargetArrayIndexType));
  if (F.Tessellation) {
    DumpObject T(E, "Tessellation");
    static const char *const Patches[] = {"none", "triangle", "quad",
                                          "unknown"};
    E.named("PatchType", *F.Tessellation & 3, Patches[*F.Tessellation & 3]);
    E.number("ControlPoints", *F.Tessellation >> 2);
  }
  if (F.SourceOffset) {
    E.number("SourceOffset", *F.SourceOffset);
    if (F.SourceIndex)
      E.string("SourceArchive", Lib.Ext.Sources->Archives[*F.SourceIndex].Id);
  }
  if (F.ReflectionOffset) {
    E.number("ReflectionOffset", *F.ReflectionOffset);
    if (F.ReflectionIndex)
      E.number("ReflectionRecord", *F.ReflectionIndex);
  }
  dumpUnknownTags(F.Tags, E, isKnownFunctionTag);
  {
    DumpArray A(E, "PublicMetadata");
    for (const Tag &T : F.PublicMetadata)
      dumpTag(T, E);
  }
  {
    DumpArray A(E, "PrivateMetadata");
    for (const Tag &T : F.PrivateMetadata)
      dumpTag(T, E);
  }
}

void dumpSymbolList(DumpEmitter &E, StringRef Key,
                    const std::vector<SymbolEntry> &List) {
  DumpArray A(E, Key);
  for (const SymbolEntry &S : List)
    E.string("", S.Name);
}

void dumpSources(const SourceArchives &S, DumpEmitter &E,
                 const DumpOptions &Opts) {
  DumpObject O(E, "EmbeddedSources");
  E.string("Kind", S.HasWorkingDirectory ? "HSRD" : "HSRC");
  E.string("LinkOptions", S.LinkOptions);
  if (S.HasWorkingDirectory)
    E.string("WorkingDirectory", S.WorkingDirectory);
  DumpArray A(E, "Archives");
  for (const SourceArchive &Ar : S.Archives) {
    DumpObject AO(E, "");
    E.string("Id", Ar.Id);
    E.number("Offset", Ar.Offset);
    E.number("Size", Ar.Data.size());
    if (!Opts.ListSources)
      continue;
    Expected<std::vector<SourceFile>> Files = unpackSourceArchive(Ar.Data);
    if (!Files) {
      E.string("Error", toString(Files.takeError()));
      continue;
    }
    DumpArray FA(E, "Files");
    for (const SourceFile &F : *Files) {
      DumpObject FO(E, "");
      E.string("Path", F.Path);
      E.number("Size", F.Contents.size());
    }
  }
}

void dumpExtension(const Library &Lib, DumpEmitter &E,
                   const DumpOptions &Opts) {
  const HeaderExtension &X = Lib.Ext;
  DumpObject O(E, "HeaderExtension");
  E.stringList("Tags", tagNames(X.Tags));
  if (X.Dynamic) {
    DumpObject D(E, "DynamicHeader");
    if (X.Dynamic->InstallName)
      E.string("InstallName", *X.Dynamic->InstallName);
    DumpArray L(E, "LinkedLibraries");
    for (const std::string &Lib : X.Dynamic->LinkedLibraries)
      E.string("", Lib);
  }
  if (X.ImportedSymbols)
    dumpSymbolList(E, "ImportedSymbols", *X.ImportedSymbols);
  if (X.ExportedVariables)
    dumpSymbolList(E, "ExportedVariables", *X.ExportedVariables);
  if (X.Reflection) {
    DumpArray A(E, "Reflection");
    for (const ReflectionRecord &R : *X.Reflection) {
      DumpObject RO(E, "");
      E.number("Offset", R.Offset);
      E.number("Size", R.Buffer.size());
      E.string("Identifier", R.getIdentifier());
    }
  }
  if (X.Sources)
    dumpSources(*X.Sources, E, Opts);
  if (X.UUID)
    E.string("UUID", formatUUID(*X.UUID));
  dumpUnknownTags(X.Tags, E, isKnownExtensionTag);
}

} // namespace

void metalnt::metallib::dumpMetadataTags(const TagGroup &Tags, DumpEmitter &E) {
  for (const Tag &T : Tags)
    dumpTag(T, E);
}

void metalnt::metallib::dumpMetalLib(const Library &Lib, DumpEmitter &E,
                                     const DumpOptions &Opts) {
  E.string("Format", "MetalLib");
  dumpHeader(Lib.Hdr, E);
  E.number("FunctionCount", Lib.Functions.size());
  {
    DumpArray A(E, "Functions");
    for (const Function &F : Lib.Functions)
      if (Opts.OnlyFunction.empty() || F.Name == Opts.OnlyFunction)
        dumpFunction(Lib, F, E);
  }
  // Which writer's convention the metadata size words follow (the reader
  // tells from the first group; the writer reproduces it).
  if (!Lib.Functions.empty())
    E.string("MetadataSizeWords", Lib.Layout.MetadataSizeCountsItself
                                      ? "count themselves (air-lld)"
                                      : "exclude themselves (legacy metallib)");
  E.boolean("HasHeaderExtension", Lib.HasExtension);
  if (Lib.HasExtension)
    dumpExtension(Lib, E, Opts);
  DumpArray W(E, "Warnings");
  for (const std::string &Msg : Lib.Warnings)
    E.string("", Msg);
}
