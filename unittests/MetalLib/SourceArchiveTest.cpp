//===- SourceArchiveTest.cpp ----------------------------------------------===//

#include "metalnt/MetalLib/SourceArchive.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <archive.h>
#include <archive_entry.h>

using namespace llvm;
using namespace metalnt::metallib;

namespace {

/// A bzip2-compressed tar, made with libarchive's writer.
std::string makeArchive(const std::vector<SourceFile> &Files) {
  std::vector<char> Buf(1 << 20);
  size_t Used = 0;
  archive *A = archive_write_new();
  archive_write_add_filter_bzip2(A);
  archive_write_set_format_pax_restricted(A);
  archive_write_open_memory(A, Buf.data(), Buf.size(), &Used);
  for (const SourceFile &F : Files) {
    archive_entry *E = archive_entry_new();
    archive_entry_set_pathname(E, F.Path.c_str());
    archive_entry_set_size(E, F.Contents.size());
    archive_entry_set_filetype(E, AE_IFREG);
    archive_entry_set_perm(E, 0644);
    archive_write_header(A, E);
    archive_write_data(A, F.Contents.data(), F.Contents.size());
    archive_entry_free(E);
  }
  archive_write_close(A);
  archive_write_free(A);
  return std::string(Buf.data(), Used);
}

TEST(SourceArchive, UnpacksBzip2Tar) {
  std::vector<SourceFile> Files = {{"metal-options.txt", "-O2\n"},
                                   {"/Users/me/src/a.metal", "kernel void k() {}\n"}};
  std::string Data = makeArchive(Files);
  ASSERT_EQ(Data.substr(0, 3), "BZh");
  Expected<std::vector<SourceFile>> Out = unpackSourceArchive(Data);
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  ASSERT_EQ(Out->size(), 2u);
  EXPECT_EQ((*Out)[1].Path, "/Users/me/src/a.metal");
  EXPECT_EQ((*Out)[1].Contents, "kernel void k() {}\n");
}

TEST(SourceArchive, CorruptDataIsAnError) {
  std::string Data = makeArchive({{"a.metal", std::string(5000, 'x')}});
  Data.resize(Data.size() / 2);
  Expected<std::vector<SourceFile>> Out = unpackSourceArchive(Data);
  EXPECT_FALSE(bool(Out));
  consumeError(Out.takeError());
  Expected<std::vector<SourceFile>> Junk = unpackSourceArchive("BZh9 junk");
  EXPECT_FALSE(bool(Junk));
  consumeError(Junk.takeError());
}

TEST(SourceArchive, ExtractionStaysInsideItsDirectory) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("srcarchive", Dir));
  ASSERT_FALSE(bool(extractSourceFiles({{"/abs/path/a.metal", "A"}}, Dir)));
  SmallString<128> Expect(Dir);
  sys::path::append(Expect, "abs", "path", "a.metal");
  auto Buf = MemoryBuffer::getFile(Expect);
  ASSERT_TRUE(bool(Buf));
  EXPECT_EQ((*Buf)->getBuffer(), "A");
  Error E = extractSourceFiles({{"../escape.metal", "B"}}, Dir);
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("leaves the output directory"),
            std::string::npos);
  sys::fs::remove_directories(Dir);
}

} // namespace
