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

TEST(MetalLibRoundTrip, Corpus) {
  SmallString<256> Dir(METALNT_SHARED_DIR);
  sys::path::append(Dir, "corpus", "metallib");
  if (!sys::fs::is_directory(Dir))
    GTEST_SKIP() << "no corpus at " << Dir.str().str();
  std::error_code EC;
  unsigned Files = 0;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Path = It->path();
    if (!Path.contains(".metallib"))
      continue;
    SCOPED_TRACE(Path.str());
    ++Files;
    auto Buf = MemoryBuffer::getFile(Path);
    ASSERT_TRUE(bool(Buf));
    std::string Orig = (*Buf)->getBuffer().str();
    Expected<Library> First = readFromString(Orig, Path);
    ASSERT_TRUE(bool(First)) << toString(First.takeError());
    EXPECT_TRUE(First->Warnings.empty());
    // Apple's air-lld layout is reproduced byte for byte.
    std::string Written = writeToString(*First);
    EXPECT_TRUE(Written == Orig) << "rewrite differs";
    Expected<Library> Second = readFromString(Written, Path);
    ASSERT_TRUE(bool(Second)) << toString(Second.takeError());
    expectSameLibrary(*First, *Second);
    // In the other layout the meaning survives too.
    WriterOptions Legacy;
    Legacy.Layout = WriterLayout::Legacy;
    Legacy.OmitBitcodeSize = true;
    Expected<Library> Third = readFromString(writeToString(*First, Legacy), Path);
    ASSERT_TRUE(bool(Third)) << toString(Third.takeError());
    // MDSZ was left out on purpose.
    expectSameLibrary(*First, *Third, /*CompareTagCodes=*/false);
  }
  EXPECT_EQ(Files, 13u);
}

} // namespace
