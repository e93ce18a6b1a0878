//===- MetalLibReaderTest.cpp ---------------------------------------------===//
//
// Each structural error is reported with the file, the byte offset and what
// was expected; tolerable problems are warnings.
//
//===----------------------------------------------------------------------===//

#include "TestLibraries.h"
#include "metalnt/MetalLib/MetalLibDump.h"
#include "llvm/Support/Endian.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::metallib;
using namespace metalnt::metallib::test;
using support::endian::write16le;
using support::endian::write32le;
using support::endian::write64le;

namespace {

Library simpleLibrary() {
  Library L;
  for (unsigned I = 0; I != 2; ++I) {
    Function F;
    F.Name = I ? "second" : "first";
    F.AIRVersion = {2, 6};
    F.LanguageVersion = {3, 1};
    F.HasVersions = true;
    F.Bitcode = fakeBitcode(I, 48);
    F.PublicMetadata.push_back(makeTag("CNST", std::string("\x01\x00" "k\0\x35\x07\x00\x01", 8)));
    L.Functions.push_back(F);
  }
  return L;
}

/// Reads Bytes and returns the error text (empty on success).
std::string readError(const std::string &Bytes) {
  Expected<Library> L = readFromString(Bytes, "bad.metallib");
  if (L)
    return "";
  return toString(L.takeError());
}

const Library &parsed(const std::string &Bytes) {
  static Library L;
  Expected<Library> R = readFromString(Bytes);
  EXPECT_TRUE(bool(R));
  L = std::move(*R);
  return L;
}

class ReaderErrors : public ::testing::Test {
protected:
  std::string Good = writeToString(simpleLibrary());
};

TEST_F(ReaderErrors, GoodFileReads) { EXPECT_EQ(readError(Good), ""); }

TEST_F(ReaderErrors, ShortAndBadMagic) {
  EXPECT_EQ(readError(Good.substr(0, 40)),
            "bad.metallib: offset 0x0: file is 40 bytes; a MetalLib header needs 88");
  std::string B = Good;
  B[0] = 'X';
  EXPECT_EQ(readError(B),
            "bad.metallib: offset 0x0: bad magic 0x424c5458; expected 'MTLB'");
}

TEST_F(ReaderErrors, Truncated) {
  std::string Msg = readError(Good.substr(0, Good.size() - 1));
  EXPECT_EQ(Msg, "bad.metallib: offset 0x10: header says the file is " +
                     std::to_string(Good.size()) + " bytes but it has " +
                     std::to_string(Good.size() - 1) + " (truncated?)");
}

TEST_F(ReaderErrors, SectionPastEnd) {
  std::string B = Good;
  write64le(&B[72], 1ull << 40); // bitcode offset
  EXPECT_NE(readError(B).find("offset 0x48: bitcode section [0x10000000000, +"),
            std::string::npos)
      << readError(B);
  B = Good;
  write64le(&B[40], 3); // public metadata inside the header
  EXPECT_EQ(readError(B), "bad.metallib: offset 0x28: public metadata offset 3 "
                          "lies inside the header");
}

TEST_F(ReaderErrors, HugeFunctionCount) {
  std::string B = Good;
  write32le(&B[88], 0xFFFFFFFF);
  EXPECT_NE(readError(B).find("offset 0x58: function count 4294967295 cannot fit "
                              "in a function list of"),
            std::string::npos);
}

TEST_F(ReaderErrors, TagLengthPastList) {
  const Library &L = parsed(Good);
  uint64_t TypeTag = findTag(L.Functions[0].Tags, tag::TYPE)->FileOffset;
  std::string B = Good;
  write16le(&B[TypeTag + 4], 0xFFFF);
  std::string Msg = readError(B);
  EXPECT_NE(Msg.find("function 0: tag 'TYPE' claims 65535 bytes but only"),
            std::string::npos)
      << Msg;
}

TEST_F(ReaderErrors, WrongTagSize) {
  const Library &L = parsed(Good);
  // Turn the 8-byte VERS into a 1-byte payload: the rest must still parse to
  // ENDT for this to reach the size check, so rename it instead.
  uint64_t Vers = findTag(L.Functions[1].Tags, tag::VERS)->FileOffset;
  std::string B = Good;
  memcpy(&B[Vers], "OFFT", 4);
  std::string Msg = readError(B);
  EXPECT_NE(Msg.find("function 1: tag 'OFFT' has 8 bytes; expected 24"),
            std::string::npos)
      << Msg;
}

TEST_F(ReaderErrors, MetadataOffsetOutsideSection) {
  const Library &L = parsed(Good);
  uint64_t Offt = findTag(L.Functions[1].Tags, tag::OFFT)->FileOffset;
  std::string B = Good;
  write64le(&B[Offt + 6], 1000); // public metadata offset
  std::string Msg = readError(B);
  EXPECT_NE(Msg.find("function 'second': public metadata offset 1000 lies "
                     "outside the"),
            std::string::npos)
      << Msg;
}

TEST_F(ReaderErrors, BitcodePastSection) {
  const Library &L = parsed(Good);
  uint64_t Mdsz = findTag(L.Functions[1].Tags, tag::MDSZ)->FileOffset;
  std::string B = Good;
  write64le(&B[Mdsz + 6], 4096);
  std::string Msg = readError(B);
  EXPECT_NE(Msg.find("function 'second': bitcode [0x50, +4096) runs past the"),
            std::string::npos)
      << Msg;
}

TEST_F(ReaderErrors, ExtensionPointsPastFile) {
  Library L = simpleLibrary();
  L.Ext.Dynamic = DynamicHeader{{}, std::string("@loader_path/x.metallib"), {}};
  std::string B = writeToString(L);
  const Library &P = parsed(B);
  uint64_t Hdyn = findTag(P.Ext.Tags, tag::HDYN)->FileOffset;
  write64le(&B[Hdyn + 6], B.size());
  std::string Msg = readError(B);
  EXPECT_NE(Msg.find("extension tag 'HDYN' points at"), std::string::npos) << Msg;
}

TEST_F(ReaderErrors, HashMismatchIsAWarning) {
  std::string B = Good;
  const Library &L = parsed(Good);
  B[L.Hdr.Bitcode.Offset + 30] ^= 0x55;
  Expected<Library> R = readFromString(B);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(R->Functions[0].HashCheck, HashStatus::Mismatch);
  EXPECT_EQ(R->Functions[1].HashCheck, HashStatus::Verified);
  ASSERT_EQ(R->Warnings.size(), 1u);
  EXPECT_NE(R->Warnings[0].find("function 'first': HASH does not match"),
            std::string::npos);
}

TEST(MetalLibDump, TextAndJSONCarryTheSameFacts) {
  std::string Bytes = writeToString(simpleLibrary());
  Expected<Library> L = readFromString(Bytes);
  ASSERT_TRUE(bool(L));
  std::string Text, JSON;
  raw_string_ostream TOS(Text), JOS(JSON);
  std::unique_ptr<DumpEmitter> Emitters[] = {DumpEmitter::createText(TOS),
                                             DumpEmitter::createJSON(JOS)};
  for (std::unique_ptr<DumpEmitter> &E : Emitters) {
    E->beginObject("");
    dumpMetalLib(*L, *E);
    E->endObject();
    E->finish();
  }
  EXPECT_NE(Text.find("Name: k\n            Type: bool (53)\n            Index: 7\n"),
            std::string::npos)
      << Text;
  EXPECT_NE(JSON.find("\"name\": \"k\""), std::string::npos);
  EXPECT_NE(JSON.find("\"type_name\": \"bool\""), std::string::npos);
  EXPECT_NE(JSON.find("\"index\": 7"), std::string::npos);
}

TEST(MetalLibDump, SnakeCase) {
  EXPECT_EQ(toSnakeCase("BitcodeSize"), "bitcode_size");
  EXPECT_EQ(toSnakeCase("AIRVersion"), "air_version");
  EXPECT_EQ(toSnakeCase("UUID"), "uuid");
  EXPECT_EQ(toSnakeCase("OSVersion"), "os_version");
  EXPECT_EQ(toSnakeCase("TargetOS"), "target_os");
}

} // namespace
