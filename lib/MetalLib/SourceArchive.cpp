//===- SourceArchive.cpp - Embedded source archives -----------------------===//

#include "metalnt/MetalLib/SourceArchive.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <archive.h>
#include <archive_entry.h>
#include <memory>

using namespace llvm;
using namespace metalnt::metallib;

namespace {
struct ArchiveDeleter {
  void operator()(archive *A) const { archive_read_free(A); }
};

/// At most this much is unpacked from one archive: sources are small, and a
/// compression bomb must not exhaust memory.
constexpr uint64_t MaxUnpackedBytes = 256 << 20;
} // namespace

Expected<std::vector<SourceFile>>
metalnt::metallib::unpackSourceArchive(StringRef Data) {
  std::unique_ptr<archive, ArchiveDeleter> A(archive_read_new());
  archive_read_support_filter_all(A.get());
  archive_read_support_format_tar(A.get());
  auto Fail = [&](const Twine &What) {
    const char *Msg = archive_error_string(A.get());
    return createStringError(inconvertibleErrorCode(),
                             What + ": " + (Msg ? Msg : "unknown error"));
  };
  if (archive_read_open_memory(A.get(), Data.data(), Data.size()) != ARCHIVE_OK)
    return Fail("cannot open the source archive");
  std::vector<SourceFile> Files;
  uint64_t Total = 0;
  archive_entry *Entry;
  while (true) {
    int R = archive_read_next_header(A.get(), &Entry);
    if (R == ARCHIVE_EOF)
      break;
    if (R != ARCHIVE_OK && R != ARCHIVE_WARN)
      return Fail("corrupt source archive");
    if (archive_entry_filetype(Entry) != AE_IFREG)
      continue;
    SourceFile F;
    F.Path = archive_entry_pathname(Entry) ? archive_entry_pathname(Entry) : "";
    char Buf[16384];
    while (true) {
      la_ssize_t N = archive_read_data(A.get(), Buf, sizeof(Buf));
      if (N < 0)
        return Fail("corrupt source archive member '" + F.Path + "'");
      if (N == 0)
        break;
      Total += N;
      if (Total > MaxUnpackedBytes)
        return createStringError(inconvertibleErrorCode(),
                                 "source archive unpacks to more than " +
                                     Twine(MaxUnpackedBytes) + " bytes");
      F.Contents.append(Buf, N);
    }
    Files.push_back(std::move(F));
  }
  return std::move(Files);
}

Error metalnt::metallib::extractSourceFiles(const std::vector<SourceFile> &Files,
                                            StringRef Dir) {
  for (const SourceFile &F : Files) {
    // Archives hold absolute paths; keep them below Dir, and never let '..'
    // climb out of it.
    SmallString<256> Rel;
    for (StringRef C : make_range(sys::path::begin(F.Path), sys::path::end(F.Path))) {
      if (C == ".." )
        return createStringError(inconvertibleErrorCode(),
                                 "source archive path '" + F.Path +
                                     "' leaves the output directory");
      if (C == "/" || C == "." || C.empty())
        continue;
      sys::path::append(Rel, C);
    }
    if (Rel.empty())
      continue;
    SmallString<256> Out(Dir);
    sys::path::append(Out, Rel);
    if (std::error_code EC =
            sys::fs::create_directories(sys::path::parent_path(Out)))
      return createStringError(EC, "cannot create directory for '" + Out + "'");
    std::error_code EC;
    raw_fd_ostream OS(Out, EC);
    if (EC)
      return createStringError(EC, "cannot write '" + Out + "'");
    OS << F.Contents;
  }
  return Error::success();
}
