//===- Config.cpp - metal-nt's configuration file -------------------------===//

#include "metalnt/Driver/Config.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

using namespace llvm;
using namespace metalnt;

namespace {

class ConfigReader {
public:
  explicit ConfigReader(SourceMgr &SM) : SM(SM) {}

  /// An error at N, or at the start of the file when the YAML parser gave
  /// no node or one located nowhere in the file (it does both after a syntax
  /// error, which it reports itself).
  Error error(yaml::Node *N, const Twine &Msg) {
    SMLoc At = N ? N->getSourceRange().Start : SMLoc();
    if (!SM.FindBufferContainingLoc(At))
      At = SMLoc::getFromPointer(
          SM.getMemoryBuffer(SM.getMainFileID())->getBufferStart());
    return LocatedError::fromDiagnostic(SM.GetMessage(At, SourceMgr::DK_Error, Msg));
  }

  Expected<std::string> scalar(yaml::Node *N) {
    auto *S = dyn_cast_or_null<yaml::ScalarNode>(N);
    if (!S)
      return error(N, "expected a single value");
    SmallString<32> Storage;
    return S->getValue(Storage).str();
  }

  Expected<std::vector<std::string>> list(yaml::Node *N) {
    auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
    if (!Seq)
      return error(N, "expected a list, like [a, b]");
    std::vector<std::string> Out;
    for (yaml::Node &E : *Seq) {
      Expected<std::string> V = scalar(&E);
      if (!V)
        return V.takeError();
      Out.push_back(*V);
    }
    return Out;
  }

  Expected<Config> read(yaml::Stream &Stream) {
    Config C;
    for (yaml::Document &D : Stream) {
      yaml::Node *Root = D.getRoot();
      if (!Root || isa<yaml::NullNode>(Root))
        continue;
      auto *Map = dyn_cast<yaml::MappingNode>(Root);
      if (!Map)
        return error(Root, "expected keys and values (archs, jobs, "
                           "search-paths, platform-version)");
      for (yaml::KeyValueNode &KV : *Map) {
        Expected<std::string> Key = scalar(KV.getKey());
        if (!Key)
          return Key.takeError();
        yaml::Node *V = KV.getValue();
        if (*Key == "archs") {
          Expected<std::vector<std::string>> L = list(V);
          if (!L)
            return L.takeError();
          C.Archs = std::move(*L);
        } else if (*Key == "search-paths") {
          Expected<std::vector<std::string>> L = list(V);
          if (!L)
            return L.takeError();
          C.SearchPaths = std::move(*L);
        } else if (*Key == "platform-version") {
          Expected<std::vector<std::string>> L = list(V);
          if (!L)
            return L.takeError();
          if (L->size() != 3)
            return error(V, "platform-version is [platform, min, sdk]");
          C.PlatformVersion = std::move(*L);
        } else if (*Key == "jobs") {
          Expected<std::string> S = scalar(V);
          if (!S)
            return S.takeError();
          unsigned J;
          if (StringRef(*S).getAsInteger(10, J) || J == 0)
            return error(V, "jobs is a positive number");
          C.Jobs = J;
        } else {
          return error(KV.getKey(), "unknown key '" + *Key +
                                        "'; valid keys: archs, jobs, "
                                        "search-paths, platform-version");
        }
      }
    }
    if (Stream.failed())
      return createStringError(inconvertibleErrorCode(), "malformed YAML");
    return C;
  }

private:
  SourceMgr &SM;
};

} // namespace

Expected<Config> metalnt::readConfig(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), Path + ": " + Buf.getError().message());
  return readConfig(std::move(*Buf));
}

Expected<Config> metalnt::readConfig(std::unique_ptr<MemoryBuffer> Buf) {
  SourceMgr SM;
  // YAML syntax errors are reported through the SourceMgr's handler.
  std::string Diag;
  SM.setDiagHandler(
      [](const SMDiagnostic &D, void *Ctx) {
        auto *Out = static_cast<std::string *>(Ctx);
        if (!Out->empty())
          return;
        raw_string_ostream OS(*Out);
        D.print(nullptr, OS, false);
      },
      &Diag);
  unsigned ID = SM.AddNewSourceBuffer(std::move(Buf), SMLoc());
  yaml::Stream Stream(SM.getMemoryBuffer(ID)->getMemBufferRef(), SM);
  Expected<Config> C = ConfigReader(SM).read(Stream);
  if (!Diag.empty()) {
    consumeError(C.takeError());
    while (!Diag.empty() && Diag.back() == '\n')
      Diag.pop_back();
    return make_error<LocatedError>(Diag);
  }
  return C;
}
