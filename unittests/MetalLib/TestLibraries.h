//===- TestLibraries.h - Libraries built in memory for tests ----*- C++ -*-===//

#ifndef METALNT_UNITTESTS_METALLIB_TESTLIBRARIES_H
#define METALNT_UNITTESTS_METALLIB_TESTLIBRARIES_H

#include "metalnt/MetalLib/MetalLib.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

namespace metalnt {
namespace metallib {
namespace test {

/// A blob that looks like wrapped bitcode ('BC' magic, Seed varies it).
inline std::string fakeBitcode(unsigned Seed, size_t Size = 40) {
  std::string Raw = "BC\xC0\xDE";
  for (size_t I = 4; I < Size; ++I)
    Raw += char((I * 7 + Seed * 13) & 0xff);
  return wrapBitcode(Raw);
}

inline Tag makeTag(const char (&Code)[5], std::string Data) {
  return Tag{makeFourCC(Code), std::move(Data), 0};
}

/// A library using every feature the writer supports.
inline Library makeRichLibrary() {
  Library L;
  L.Hdr.VersionMinor = 8;
  L.Hdr.TargetOS = 0x82;
  L.Hdr.Platform = PlatformIOS;
  L.Hdr.OSMajor = 17;
  L.Hdr.OSMinor = 2;
  for (unsigned I = 0; I != 3; ++I) {
    Function F;
    F.Name = "fn" + std::to_string(I);
    F.Type = uint8_t(I == 0 ? FunctionType::Vertex : FunctionType::Kernel);
    F.AIRVersion = {2, 7};
    F.LanguageVersion = {3, 2};
    F.HasVersions = true;
    F.Bitcode = fakeBitcode(I, 40 + 16 * I);
    if (I == 0) {
      F.RenderTargetArrayIndexType = 33;
      F.Tessellation = (4 << 2) | 2;
      F.PublicMetadata.push_back(makeTag("VATY", std::string("\x02\x00\x06\x05", 4)));
    }
    F.PrivateMetadata.push_back(makeTag("DEPF", "/tmp/x" + std::to_string(I) + ".air" + '\0'));
    F.ReflectionIndex = I;
    F.SourceIndex = I % 2;
    F.Tags.push_back(makeTag("XTRA", "unknown tag payload"));
    L.Functions.push_back(std::move(F));
  }
  DynamicHeader D;
  D.InstallName = "@loader_path/librich.metallib";
  D.LinkedLibraries = {"@loader_path/liba.metallib", "@loader_path/libb.metallib"};
  L.Ext.Dynamic = D;
  L.Ext.ImportedSymbols = std::vector<SymbolEntry>{{{}, "_Z3fooi"}, {{}, "_Z3barf"}};
  L.Ext.ExportedVariables = std::vector<SymbolEntry>{{{}, "gTable"}};
  std::vector<ReflectionRecord> R(3);
  for (unsigned I = 0; I != 3; ++I)
    R[I].Buffer = std::string("\x08\x00\x00\x00" "AIRR", 8) + std::string(I * 5 + 4, char('a' + I));
  L.Ext.Reflection = R;
  SourceArchives S;
  S.LinkOptions = "metallib -o rich.metallib";
  S.WorkingDirectory = "/work";
  S.Archives = {{{}, "0", "BZh9 not really bzip2", 0}, {{}, "1", "BZh9 second", 0}};
  L.Ext.Sources = S;
  L.Ext.UUID = std::array<uint8_t, 16>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  L.Ext.Tags.push_back(makeTag("ZZZZ", "raw extension tag"));
  return L;
}

inline std::string writeToString(const Library &L, const WriterOptions &O = {}) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::Error E = writeMetalLib(L, OS, O);
  EXPECT_FALSE(bool(E)) << llvm::toString(std::move(E));
  OS.flush();
  return Out;
}

inline llvm::Expected<Library> readFromString(const std::string &Bytes,
                                              llvm::StringRef Name = "test.metallib") {
  return readMetalLib(llvm::MemoryBufferRef(Bytes, Name));
}

} // namespace test
} // namespace metallib
} // namespace metalnt

#endif
