//===- MetalLibRoundTripTest.cpp ------------------------------------------===//
//
// read -> write -> read keeps every function, tag and bitcode blob, for
// libraries built here and for every Apple-built file of the corpus.
//
//===----------------------------------------------------------------------===//

#include "TestLibraries.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <iostream>
#include <map>
#include <set>

using namespace llvm;
using namespace metalnt::metallib;
using namespace metalnt::metallib::test;

namespace {

std::vector<std::pair<FourCC, std::string>> tagList(const TagGroup &G) {
  std::vector<std::pair<FourCC, std::string>> R;
  for (const Tag &T : G)
    R.push_back({T.Code, T.Data});
  std::sort(R.begin(), R.end());
  return R;
}

/// Function-by-function equality of everything a library means.
void expectSameLibrary(const Library &A, const Library &B,
                       bool CompareTagCodes = true) {
  EXPECT_EQ(A.Hdr.Platform, B.Hdr.Platform);
  EXPECT_EQ(A.Hdr.VersionMajor, B.Hdr.VersionMajor);
  EXPECT_EQ(A.Hdr.VersionMinor, B.Hdr.VersionMinor);
  EXPECT_EQ(A.Hdr.Type, B.Hdr.Type);
  EXPECT_EQ(A.Hdr.TargetOS, B.Hdr.TargetOS);
  EXPECT_EQ(A.Hdr.OSMajor, B.Hdr.OSMajor);
  EXPECT_EQ(A.Hdr.OSMinor, B.Hdr.OSMinor);
  ASSERT_EQ(A.Functions.size(), B.Functions.size());
  for (size_t I = 0; I != A.Functions.size(); ++I) {
    const Function &F = A.Functions[I], &G = B.Functions[I];
    SCOPED_TRACE(F.Name);
    EXPECT_EQ(F.Name, G.Name);
    EXPECT_EQ(F.Type, G.Type);
    EXPECT_EQ(F.Hash, G.Hash);
    EXPECT_EQ(G.HashCheck, HashStatus::Verified);
    EXPECT_TRUE(F.AIRVersion == G.AIRVersion);
    EXPECT_TRUE(F.LanguageVersion == G.LanguageVersion);
    EXPECT_EQ(F.RenderTargetArrayIndexType, G.RenderTargetArrayIndexType);
    EXPECT_EQ(F.Tessellation, G.Tessellation);
    EXPECT_EQ(F.SourceIndex, G.SourceIndex);
    EXPECT_EQ(F.ReflectionIndex, G.ReflectionIndex);
    EXPECT_EQ(F.Bitcode, G.Bitcode);
    EXPECT_EQ(tagList(F.PublicMetadata), tagList(G.PublicMetadata));
    EXPECT_EQ(tagList(F.PrivateMetadata), tagList(G.PrivateMetadata));
    // Same set of function tags; offsets may differ, values of the rest not.
    if (!CompareTagCodes)
      continue;
    std::vector<FourCC> CA, CB;
    for (const Tag &T : F.Tags)
      CA.push_back(T.Code);
    for (const Tag &T : G.Tags)
      CB.push_back(T.Code);
    std::sort(CA.begin(), CA.end());
    std::sort(CB.begin(), CB.end());
    EXPECT_EQ(CA, CB);
  }
  EXPECT_EQ(A.HasExtension, B.HasExtension);
  EXPECT_EQ(A.Ext.Dynamic.has_value(), B.Ext.Dynamic.has_value());
  if (A.Ext.Dynamic && B.Ext.Dynamic) {
    EXPECT_EQ(A.Ext.Dynamic->InstallName, B.Ext.Dynamic->InstallName);
    EXPECT_EQ(A.Ext.Dynamic->LinkedLibraries, B.Ext.Dynamic->LinkedLibraries);
  }
  auto Names = [](const std::optional<std::vector<SymbolEntry>> &L) {
    std::vector<std::string> R;
    if (L)
      for (const SymbolEntry &S : *L)
        R.push_back(S.Name);
    return R;
  };
  EXPECT_EQ(Names(A.Ext.ImportedSymbols), Names(B.Ext.ImportedSymbols));
  EXPECT_EQ(Names(A.Ext.ExportedVariables), Names(B.Ext.ExportedVariables));
  ASSERT_EQ(A.Ext.Reflection.has_value(), B.Ext.Reflection.has_value());
  if (A.Ext.Reflection) {
    ASSERT_EQ(A.Ext.Reflection->size(), B.Ext.Reflection->size());
    for (size_t I = 0; I != A.Ext.Reflection->size(); ++I)
      EXPECT_EQ((*A.Ext.Reflection)[I].Buffer, (*B.Ext.Reflection)[I].Buffer);
  }
  ASSERT_EQ(A.Ext.Sources.has_value(), B.Ext.Sources.has_value());
  if (A.Ext.Sources) {
    EXPECT_EQ(A.Ext.Sources->LinkOptions, B.Ext.Sources->LinkOptions);
    EXPECT_EQ(A.Ext.Sources->WorkingDirectory, B.Ext.Sources->WorkingDirectory);
    ASSERT_EQ(A.Ext.Sources->Archives.size(), B.Ext.Sources->Archives.size());
    for (size_t I = 0; I != A.Ext.Sources->Archives.size(); ++I) {
      EXPECT_EQ(A.Ext.Sources->Archives[I].Id, B.Ext.Sources->Archives[I].Id);
      EXPECT_EQ(A.Ext.Sources->Archives[I].Data, B.Ext.Sources->Archives[I].Data);
    }
  }
  EXPECT_EQ(A.Ext.UUID, B.Ext.UUID);
}

TEST(MetalLibRoundTrip, RichLibraryEveryLayout) {
  Library Rich = makeRichLibrary();
  for (WriterLayout Layout : {WriterLayout::AirLLD, WriterLayout::Legacy}) {
    for (bool OmitSize : {false, true}) {
      SCOPED_TRACE(int(Layout) * 2 + OmitSize);
      WriterOptions O;
      O.Layout = Layout;
      O.OmitBitcodeSize = OmitSize;
      std::string Bytes = writeToString(Rich, O);
      Expected<Library> Back = readFromString(Bytes);
      ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
      EXPECT_TRUE(Back->Warnings.empty()) << Back->Warnings.front();
      for (const Function &F : Back->Functions) {
        EXPECT_EQ(F.BitcodeSizeTag.has_value(), !OmitSize);
        ASSERT_NE(findTag(F.Tags, makeFourCC("XTRA")), nullptr);
        EXPECT_EQ(findTag(F.Tags, makeFourCC("XTRA"))->Data, "unknown tag payload");
      }
      ASSERT_NE(findTag(Back->Ext.Tags, makeFourCC("ZZZZ")), nullptr);
      // The reader computed hashes; the model had none.
      Library Expected = Rich;
      for (size_t I = 0; I != Expected.Functions.size(); ++I)
        Expected.Functions[I].Hash = Back->Functions[I].Hash;
      expectSameLibrary(Expected, *Back, /*CompareTagCodes=*/false);
      // Writing what was read again gives the same bytes.
      EXPECT_EQ(writeToString(*Back, O), Bytes);
    }
  }
}

TEST(MetalLibRoundTrip, RecordsResolveAfterRelayout) {
  // RFLT and SOFF are offsets; after a re-layout they must still name the
  // same record and archive.
  Library Rich = makeRichLibrary();
  Expected<Library> Back = readFromString(writeToString(Rich));
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  for (size_t I = 0; I != 3; ++I) {
    const Function &F = Back->Functions[I];
    ASSERT_TRUE(F.ReflectionIndex.has_value());
    EXPECT_EQ(*F.ReflectionIndex, I);
    EXPECT_EQ((*Back->Ext.Reflection)[I].Offset, *F.ReflectionOffset);
    ASSERT_TRUE(F.SourceIndex.has_value());
    EXPECT_EQ(Back->Ext.Sources->Archives[*F.SourceIndex].Offset, *F.SourceOffset);
  }
  // The FlatBuffer of every record starts 16-byte aligned in the file.
  std::string Bytes = writeToString(Rich);
  for (const ReflectionRecord &R : *Back->Ext.Reflection) {
    size_t At = Bytes.find(R.Buffer);
    ASSERT_NE(At, std::string::npos);
    EXPECT_EQ(At % 16, 0u);
  }
}

TEST(MetalLibRoundTrip, SharedBitcodeIsStoredOnce) {
  Library L;
  L.Hdr.Type = uint8_t(FileType::Dynamic);
  for (unsigned I = 0; I != 4; ++I) {
    Function F;
    F.Name = "f" + std::to_string(I);
    F.Type = uint8_t(FunctionType::Unqualified);
    F.Bitcode = fakeBitcode(7, 64);
    L.Functions.push_back(F);
  }
  Expected<Library> Back = readFromString(writeToString(L));
  ASSERT_TRUE(bool(Back));
  EXPECT_EQ(Back->Hdr.Bitcode.Size, L.Functions[0].Bitcode.size());
  for (const Function &F : Back->Functions)
    EXPECT_EQ(F.BitcodeOffset, 0u);
}

/// The layout facts of a file that a rewrite must reproduce, in words: file
/// type and container version, the function tag orders, the metadata size
/// word convention, the header extension, shared bitcode.
std::string describeLayout(const Library &L) {
  std::string S = getFileTypeName(L.Hdr.Type).str() + " " +
                  std::to_string(L.Hdr.VersionMajor) + "." +
                  std::to_string(L.Hdr.VersionMinor);
  std::set<std::string> Orders;
  std::set<uint64_t> Blobs;
  for (const Function &F : L.Functions) {
    std::string O;
    for (const Tag &T : F.Tags)
      O += (O.empty() ? "" : " ") + getFourCCName(T.Code);
    Orders.insert(O);
    Blobs.insert(F.BitcodeOffset);
  }
  if (L.Functions.empty())
    S += "; no functions";
  for (const std::string &O : Orders)
    S += "; tags " + O;
  if (!L.Functions.empty())
    S += L.Layout.MetadataSizeCountsItself ? "; metadata size counts itself"
                                           : "; metadata size excludes itself";
  if (!L.HasExtension)
    S += "; no extension";
  else if (L.Ext.Tags.empty())
    S += "; empty extension";
  else {
    S += "; extension";
    for (const Tag &T : L.Ext.Tags)
      S += " " + getFourCCName(T.Code);
  }
  if (Blobs.size() < L.Functions.size())
    S += "; shared bitcode";
  return S;
}

/// What each corpus file exercises (from ../shared/corpus/metallib's
/// MANIFEST and an independent Python walk of the files). Files added to the
/// corpus later are round-tripped too; their description is printed.
const std::map<std::string, std::string> KnownLayouts = {
    {"btrack_kernel.metallib",
     "executable 2.8; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension RLST UUID"},
    {"effort_kernels.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ SOFF RFLT; metadata "
     "size counts itself; extension HSRD RLST UUID"},
    {"metal_dialect_kernel.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension RLST UUID"},
    {"mf64_atomic64_dylib.metallib",
     "dynamic 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension HDYN ILST RLST UUID; shared bitcode"},
    {"mf64_dylib_1fn.metallib",
     "dynamic 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension HDYN RLST UUID"},
    {"mf64_dylib_1fn.metallibsym",
     "symbol-companion 2.7; tags NAME TYPE HASH OFFT VERS MDSZ SOFF RFLT; "
     "metadata size counts itself; extension HSRD HDYN RLST UUID"},
    {"mf64_dylib_7fn.metallib",
     "dynamic 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension HDYN RLST UUID; shared bitcode"},
    {"mf64_empty_dylib.metallib",
     "dynamic 2.7; no functions; extension HDYN UUID"},
    {"mf64_empty_exe.metallib",
     "executable 2.7; no functions; extension HDYN UUID"},
    {"mf64_exe_83k.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension HDYN ILST RLST UUID"},
    {"mf64_exe_links_dylib.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension HDYN ILST RLST UUID"},
    {"mfa_ios16.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension RLST UUID"},
    {"mfa_macos13.metallib",
     "executable 2.7; tags NAME TYPE HASH OFFT VERS MDSZ RFLT; metadata size "
     "counts itself; extension RLST UUID"},
    {"smoke_sim_render_compute.metallib",
     "executable 2.9; tags NAME TYPE HASH MDSZ OFFT VERS; metadata size "
     "excludes itself; empty extension"},
    {"smolnero_render.metallib",
     "executable 2.7; tags NAME TYPE HASH MDSZ OFFT VERS; metadata size "
     "excludes itself; empty extension"},
    {"syphon_air18.metallib",
     "executable 2.2; tags NAME TYPE HASH OFFT VERS MDSZ; metadata size "
     "counts itself; no extension"},
};

TEST(MetalLibRoundTrip, Corpus) {
  SmallString<256> Dir(METALNT_SHARED_DIR);
  sys::path::append(Dir, "corpus", "metallib");
  if (!sys::fs::is_directory(Dir))
    GTEST_SKIP() << "no corpus at " << Dir.str().str();
  std::error_code EC;
  std::set<std::string> Seen;
  std::string Described;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Path = It->path();
    if (!Path.contains(".metallib"))
      continue;
    SCOPED_TRACE(Path.str());
    std::string Name = sys::path::filename(Path).str();
    Seen.insert(Name);
    auto Buf = MemoryBuffer::getFile(Path);
    ASSERT_TRUE(bool(Buf));
    std::string Orig = (*Buf)->getBuffer().str();
    Expected<Library> First = readFromString(Orig, Path);
    ASSERT_TRUE(bool(First)) << toString(First.takeError());
    EXPECT_TRUE(First->Warnings.empty());
    std::string Layout = describeLayout(*First);
    Described += "  " + Name + ": " + Layout + "\n";
    auto Known = KnownLayouts.find(Name);
    if (Known != KnownLayouts.end())
      EXPECT_EQ(Layout, Known->second);
    // Whichever writer made it, the file is reproduced byte for byte.
    std::string Written = writeToString(*First);
    if (Written != Orig) {
      size_t At = 0;
      while (At < Orig.size() && At < Written.size() && Orig[At] == Written[At])
        ++At;
      ADD_FAILURE() << "rewrite differs from byte " << At << " (" << Layout
                    << "); " << Written.size() << " bytes for "
                    << Orig.size();
    }
    Expected<Library> Second = readFromString(Written, Path);
    ASSERT_TRUE(bool(Second)) << toString(Second.takeError());
    expectSameLibrary(*First, *Second);
    // In either writer's layout the meaning survives too.
    for (WriterLayout Other : {WriterLayout::AirLLD, WriterLayout::Legacy}) {
      WriterOptions O;
      O.Layout = Other;
      O.OmitBitcodeSize = Other == WriterLayout::Legacy;
      Expected<Library> Third = readFromString(writeToString(*First, O), Path);
      ASSERT_TRUE(bool(Third)) << toString(Third.takeError());
      EXPECT_TRUE(Third->Warnings.empty());
      if (!First->Functions.empty())
        EXPECT_EQ(Third->Layout.MetadataSizeCountsItself,
                  Other == WriterLayout::AirLLD);
      // MDSZ was left out on purpose in the legacy layout.
      expectSameLibrary(*First, *Third, /*CompareTagCodes=*/false);
    }
  }
  std::cout << "corpus layouts:\n" << Described;
  // Every file the table names is still there, so what it states the
  // corpus covers is covered.
  for (const auto &[Name, Layout] : KnownLayouts)
    EXPECT_TRUE(Seen.count(Name)) << Name << " is missing from the corpus";
}

TEST(MetalLibRoundTrip, CorpusTableCoversBothWriters) {
  // The files the table names exercise every convention the writer must
  // reproduce: both tag orders, both metadata size words, no, empty and
  // full extensions, every payload kind seen, shared bitcode.
  std::string All;
  for (const auto &[Name, Layout] : KnownLayouts)
    All += Layout + "\n";
  for (const char *Feature :
       {"OFFT VERS MDSZ", "MDSZ OFFT VERS", "metadata size counts itself",
        "metadata size excludes itself", "no extension", "empty extension",
        "HSRD", "HDYN", "ILST", "RLST", "UUID", "shared bitcode",
        "no functions", "SOFF", "symbol-companion", "dynamic", "2.2", "2.9"})
    EXPECT_NE(All.find(Feature), std::string::npos) << Feature;
}

TEST(MetalLibRoundTrip, NothingIsAddedToAReadLibrary) {
  // A library read with an empty extension, the legacy tag order and
  // metadata sizes that exclude themselves is written back that way: no
  // UUID appears, MDSZ stays before OFFT.
  Library L = makeRichLibrary();
  L.Ext = HeaderExtension();
  for (Function &F : L.Functions) {
    F.SourceIndex.reset();
    F.ReflectionIndex.reset();
  }
  WriterOptions Legacy;
  Legacy.Layout = WriterLayout::Legacy;
  std::string Bytes = writeToString(L, Legacy);
  Expected<Library> Read = readFromString(Bytes);
  ASSERT_TRUE(bool(Read)) << toString(Read.takeError());
  EXPECT_FALSE(Read->Layout.MetadataSizeCountsItself);
  EXPECT_TRUE(Read->HasExtension);
  EXPECT_TRUE(Read->Ext.Tags.empty());
  EXPECT_EQ(writeToString(*Read), Bytes);
  // Asked for, a new library gets a UUID; one read without it does not.
  WriterOptions WithUUID;
  WithUUID.SynthesizeUUID = true;
  Expected<Library> Fresh = readFromString(writeToString(L, WithUUID));
  ASSERT_TRUE(bool(Fresh));
  EXPECT_TRUE(Fresh->Ext.UUID.has_value());
  EXPECT_FALSE(Read->Ext.UUID.has_value());
}

TEST(MetalLibRoundTrip, RecordedOrderWins) {
  // Tags as read in an order no writer uses (unknown tags between known
  // ones, HDYN's DYNL before NAME, RBUF after another tag) come back in
  // that order, with the values the model holds now.
  Library L = makeRichLibrary();
  std::string Bytes = writeToString(L);
  Expected<Library> Read = readFromString(Bytes);
  ASSERT_TRUE(bool(Read)) << toString(Read.takeError());
  Function &F = Read->Functions[0];
  std::rotate(F.Tags.begin(), F.Tags.begin() + 2, F.Tags.end());
  std::vector<FourCC> Want;
  for (const Tag &T : F.Tags)
    Want.push_back(T.Code);
  ASSERT_TRUE(Read->Ext.Dynamic.has_value());
  Read->Ext.Dynamic->InstallName = "renamed.metallib";
  std::reverse(Read->Ext.Dynamic->Tags.begin(), Read->Ext.Dynamic->Tags.end());
  ReflectionRecord &R = (*Read->Ext.Reflection)[0];
  R.Tags.insert(R.Tags.begin(), Tag{makeFourCC("XXXX"), "before", 0});
  std::reverse(Read->Ext.Tags.begin(), Read->Ext.Tags.end());
  std::vector<FourCC> WantExt;
  for (const Tag &T : Read->Ext.Tags)
    WantExt.push_back(T.Code);

  Expected<Library> Again = readFromString(writeToString(*Read));
  ASSERT_TRUE(bool(Again)) << toString(Again.takeError());
  EXPECT_TRUE(Again->Warnings.empty()) << Again->Warnings.front();
  std::vector<FourCC> Got, GotExt, GotDyn;
  for (const Tag &T : Again->Functions[0].Tags)
    Got.push_back(T.Code);
  for (const Tag &T : Again->Ext.Tags)
    GotExt.push_back(T.Code);
  for (const Tag &T : Again->Ext.Dynamic->Tags)
    GotDyn.push_back(T.Code);
  EXPECT_EQ(Got, Want);
  EXPECT_EQ(GotExt, WantExt);
  std::vector<FourCC> WantDyn;
  for (const Tag &T : Read->Ext.Dynamic->Tags)
    WantDyn.push_back(T.Code);
  EXPECT_EQ(GotDyn, WantDyn);
  EXPECT_EQ(Again->Ext.Dynamic->InstallName, "renamed.metallib");
  const ReflectionRecord &R2 = (*Again->Ext.Reflection)[0];
  ASSERT_EQ(R2.Tags.size(), 2u);
  EXPECT_EQ(R2.Tags[0].Code, makeFourCC("XXXX"));
  EXPECT_EQ(R2.Tags[1].Code, tag::RBUF);
  EXPECT_EQ(R2.Buffer, R.Buffer);
  expectSameLibrary(*Read, *Again);
}

} // namespace
