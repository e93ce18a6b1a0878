//===- metal-run.cpp - Run a Metal compute function -----------------------===//
//
//   metal-run INPUT -function=NAME -grid=X[,Y,Z] -threadgroup=X[,Y,Z]
//             [-arch=host] [-L dir] -buffer=I:@FILE | -buffer=I:zeros:N
//             -output=I:FILE -threadgroup-memory=I:N -constant=NAME=VALUE
//             [-compare=host,ARCH [-max-ulp=N]] [-workers=N]
//
// Everything is checked before anything runs; outputs are written only
// after a successful run (docs/metal-run.md).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Driver.h"
#include "metalnt/Run/Executor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metal-run options");
static cl::opt<std::string> Input(cl::Positional,
                                  cl::desc("<MetalLib, .air or .ll>"),
                                  cl::cat(Category));
static cl::opt<std::string> FunctionName("function", cl::Required,
                                         cl::desc("The compute function"),
                                         cl::value_desc("name"),
                                         cl::cat(Category));
static cl::opt<std::string> GridSize("grid",
                                     cl::desc("Threads in the grid"),
                                     cl::value_desc("X[,Y,Z]"),
                                     cl::cat(Category));
static cl::opt<std::string> GroupSize("threadgroup",
                                      cl::desc("Threads per threadgroup"),
                                      cl::value_desc("X[,Y,Z]"),
                                      cl::cat(Category));
static cl::opt<std::string> Arch("arch", cl::init("host"),
                                 cl::desc("Executor (host)"),
                                 cl::value_desc("name"), cl::cat(Category));
static cl::list<std::string>
    SearchPaths("L", cl::Prefix,
                cl::desc("Directory to search for linked dynamic libraries"),
                cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    ScriptPath("N",
               cl::desc("A pipelines or AIR function script giving the "
                        "function's library and constants"),
               cl::value_desc("script"), cl::cat(Category));
static cl::list<std::string>
    Buffers("buffer",
            cl::desc("buffer(I) from a file (I:@FILE) or zeroed (I:zeros:N)"),
            cl::value_desc("I:@FILE|I:zeros:N"), cl::cat(Category));
static cl::list<std::string> Outputs("output",
                                     cl::desc("Write buffer(I) after the run"),
                                     cl::value_desc("I:FILE"),
                                     cl::cat(Category));
static cl::list<std::string>
    TGMemory("threadgroup-memory",
             cl::desc("Bytes of [[threadgroup(I)]] memory"),
             cl::value_desc("I:N"), cl::cat(Category));
static cl::list<std::string>
    Constants("constant", cl::desc("A function constant's value"),
              cl::value_desc("NAME=VALUE[,VALUE...]"), cl::cat(Category));
static cl::opt<std::string>
    Compare("compare",
            cl::desc("Run on two executors and compare every buffer"),
            cl::value_desc("host,ARCH"), cl::cat(Category));
static cl::opt<unsigned>
    MaxULP("max-ulp", cl::init(4),
           cl::desc("Float difference tolerated by -compare, in ULPs"),
           cl::cat(Category));
static cl::opt<bool>
    ListArguments("list-arguments",
                  cl::desc("List what the function's arguments need and exit"),
                  cl::cat(Category));
static cl::opt<bool> Stats("run-stats",
                           cl::desc("Print compile and dispatch times"),
                           cl::cat(Category));
static cl::opt<unsigned> Workers("workers", cl::init(0),
                                 cl::desc("OS threads (0: one per core)"),
                                 cl::cat(Category));

static cl::opt<unsigned>
    Timeout("timeout", cl::init(600),
            cl::desc("Stop with an error when a dispatch runs longer than this "
                     "many seconds, as a GPU stops hung work (0: no limit)"),
            cl::cat(Category));

/// Ends the process with an error if the dispatch outlives -timeout: code
/// stuck in an endless loop never returns to the executor, so the process
/// ends (no output file has been written yet).
class Watchdog {
public:
  Watchdog(unsigned Seconds, std::string Function) {
    if (!Seconds)
      return;
    Thread = std::thread([this, Seconds, Function] {
      std::unique_lock<std::mutex> Lock(M);
      if (CV.wait_for(Lock, std::chrono::seconds(Seconds), [this] { return Done; }))
        return;
      errs() << "metal-run: error: function '" << Function
             << "': the dispatch did not finish within " << Seconds
             << " s (an endless loop?); GPUs stop such work with a timeout "
                "error (-timeout=SECONDS)\n";
      errs().flush();
      std::_Exit(1);
    });
  }
  ~Watchdog() { finish(); }
  /// The dispatch is over: the watchdog stands down before outputs are
  /// written, so it can never end the process halfway through one.
  void finish() {
    if (!Thread.joinable())
      return;
    {
      std::lock_guard<std::mutex> Lock(M);
      Done = true;
    }
    CV.notify_one();
    Thread.join();
  }

private:
  std::thread Thread;
  std::mutex M;
  std::condition_variable CV;
  bool Done = false;
};

static Error usage(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static Expected<run::Dim3> parseDim3(StringRef Option, StringRef Text) {
  run::Dim3 D{1, 1, 1};
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.size() > 3)
    return usage("-" + Option + "=" + Text + ": at most three sizes");
  for (size_t I = 0; I != Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(10, D[I]) || D[I] == 0)
      return usage("-" + Option + "=" + Text + ": '" + Parts[I] +
                   "' is not a positive integer");
  return D;
}

static Expected<unsigned> parseIndex(StringRef Option, StringRef Whole,
                                     StringRef Text) {
  unsigned I;
  if (Text.getAsInteger(10, I) || I > 30)
    return usage("-" + Option + "=" + Whole + ": '" + Text +
                 "' is not an index from 0 to 30");
  return I;
}

static Error parseDispatch(run::Dispatch &D) {
  if (GridSize.empty() || GroupSize.empty())
    return usage("-grid and -threadgroup are required");
  Expected<run::Dim3> G = parseDim3("grid", GridSize);
  if (!G)
    return G.takeError();
  Expected<run::Dim3> T = parseDim3("threadgroup", GroupSize);
  if (!T)
    return T.takeError();
  D.Grid = *G;
  D.Threadgroup = *T;
  D.Workers = Workers;
  for (StringRef B : Buffers) {
    auto [Index, Spec] = B.split(':');
    Expected<unsigned> I = parseIndex("buffer", B, Index);
    if (!I)
      return I.takeError();
    if (D.Buffers.count(*I))
      return usage("-buffer=" + B + ": buffer(" + Twine(*I) + ") is bound twice");
    std::vector<uint8_t> Bytes;
    if (Spec.consume_front("@")) {
      ErrorOr<std::unique_ptr<MemoryBuffer>> F = MemoryBuffer::getFile(Spec);
      if (!F)
        return usage("-buffer=" + B + ": " + Spec + ": " + F.getError().message());
      Bytes.assign((*F)->getBufferStart(), (*F)->getBufferEnd());
    } else if (Spec.consume_front("zeros:")) {
      uint64_t N;
      if (Spec.getAsInteger(10, N) || N > (uint64_t(1) << 34))
        return usage("-buffer=" + B + ": '" + Spec + "' is not a byte count");
      Bytes.assign(N, 0);
    } else {
      return usage("-buffer=" + B + ": expected I:@FILE or I:zeros:N");
    }
    D.Buffers[*I] = std::move(Bytes);
  }
  for (StringRef M : TGMemory) {
    auto [Index, Size] = M.split(':');
    Expected<unsigned> I = parseIndex("threadgroup-memory", M, Index);
    if (!I)
      return I.takeError();
    uint64_t N;
    if (Size.getAsInteger(10, N) || N > (uint64_t(1) << 20))
      return usage("-threadgroup-memory=" + M + ": '" + Size +
                   "' is not a byte count");
    D.ThreadgroupMemory[*I] = N;
  }
  for (StringRef O : Outputs) {
    auto [Index, File] = O.split(':');
    Expected<unsigned> I = parseIndex("output", O, Index);
    if (!I)
      return I.takeError();
    if (File.empty())
      return usage("-output=" + O + ": no file name");
    if (!D.Buffers.count(*I))
      return usage("-output=" + O + ": buffer(" + Twine(*I) +
                   ") is not bound (-buffer=" + Twine(*I) + ":...)");
  }
  return Error::success();
}

static std::vector<air::ConstantValue> parseConstants() {
  std::vector<air::ConstantValue> Out;
  for (StringRef C : Constants) {
    auto [Name, Value] = C.split('=');
    air::ConstantValue V;
    V.Name = Name.str();
    SmallVector<StringRef, 4> Parts;
    Value.split(Parts, ',');
    for (StringRef P : Parts)
      V.Values.push_back(P.trim().str());
    Out.push_back(std::move(V));
  }
  return Out;
}

/// Runs on two executors and reports, per buffer, the first difference.
static Expected<bool> compareRuns(const run::Kernel &K, run::Dispatch &D) {
  SmallVector<StringRef, 2> Names;
  StringRef(Compare).split(Names, ',');
  if (Names.size() != 2)
    return usage("-compare=" + Compare + ": expected two executors, A,B");
  run::Dispatch Other = D;
  for (auto [Name, Disp] : {std::pair(Names[0], &D), std::pair(Names[1], &Other)}) {
    Expected<std::unique_ptr<run::Executor>> E = run::createExecutor(Name);
    if (!E)
      return E.takeError();
    Expected<run::RunStats> S = (*E)->run(K, *Disp);
    if (!S) {
      // Each error names its executor once (a simulator's already does).
      std::string Msg = toString(S.takeError());
      if (!StringRef(Msg).starts_with((Name + ": ").str()))
        Msg = (Name + ": " + Msg).str();
      return usage(Msg);
    }
  }
  Expected<std::vector<run::ArgumentInfo>> Args = run::describeArguments(K);
  if (!Args)
    return Args.takeError();
  bool Same = true;
  for (auto &[Index, Bytes] : D.Buffers) {
    std::string Type;
    for (const run::ArgumentInfo &A : *Args)
      if (A.K == run::ArgumentInfo::Buffer && A.LocationIndex == Index)
        Type = A.TypeName;
    std::optional<run::BufferDifference> Diff =
        run::compareBuffers(Type, Bytes, Other.Buffers[Index], MaxULP);
    outs() << "buffer(" << Index << ")"
           << (Type.empty() ? "" : " " + Type) << ": ";
    if (!Diff) {
      outs() << "same\n";
      continue;
    }
    Same = false;
    outs() << "differs at element " << Diff->Element << ": " << Names[0]
           << " " << Diff->First << ", " << Names[1] << " " << Diff->Second
           << "\n";
  }
  return Same;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // An LLVM error while translating for a simulator ends the run with a
  // message, not a crash report.
  installToolFatalErrorHandler("metal-run");
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "metal-run: runs a Metal compute function\n");
  auto Fail = [](Error E) {
    WithColor::error(errs(), "metal-run") << toString(std::move(E)) << '\n';
    return 1;
  };
  run::Dispatch D;
  if (!ListArguments)
    if (Error E = parseDispatch(D))
      return Fail(std::move(E));
  if (Input.empty() && ScriptPath.empty())
    return Fail(usage("no input: give a MetalLib, .air or .ll file, or a script (-N)"));
  std::string Library = Input, Function = FunctionName;
  std::vector<air::ConstantValue> Values = parseConstants();
  if (!ScriptPath.empty()) {
    Expected<run::ScriptedFunction> F = run::resolveScriptedFunction(
        ScriptPath, Input, FunctionName,
        std::vector<std::string>(SearchPaths.begin(), SearchPaths.end()));
    if (!F)
      return Fail(F.takeError());
    Library = F->Library;
    Function = F->Function;
    // -constant values follow the script's, so they take precedence.
    std::vector<air::ConstantValue> Merged = F->Constants;
    Merged.insert(Merged.end(), Values.begin(), Values.end());
    Values = std::move(Merged);
  }
  Expected<run::Kernel> K = run::loadKernel(Library, Function, Values, SearchPaths);
  if (!K)
    return Fail(K.takeError());
  if (ListArguments) {
    Expected<std::vector<run::ArgumentInfo>> Args = run::describeArguments(*K);
    if (!Args)
      return Fail(Args.takeError());
    for (const run::ArgumentInfo &A : *Args) {
      outs() << "argument " << A.ArgNo << ": ";
      switch (A.K) {
      case run::ArgumentInfo::Buffer:
        outs() << "buffer(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::Threadgroup:
        outs() << "threadgroup(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::Builtin:
      case run::ArgumentInfo::Unsupported:
        outs() << A.What;
        break;
      }
      if (!A.TypeName.empty())
        outs() << " " << A.TypeName;
      if (!A.Name.empty())
        outs() << " '" << A.Name << "'";
      if (A.K == run::ArgumentInfo::Unsupported)
        outs() << " (unsupported)";
      if (A.Unused)
        outs() << " (unused)";
      outs() << "\n";
    }
    return 0;
  }

  Watchdog Guard(Timeout, FunctionName);
  if (!Compare.empty()) {
    Expected<bool> Same = compareRuns(*K, D);
    if (!Same)
      return Fail(Same.takeError());
    return *Same ? 0 : 1;
  }

  Expected<std::unique_ptr<run::Executor>> Exec = run::createExecutor(Arch);
  if (!Exec)
    return Fail(Exec.takeError());
  Expected<run::RunStats> Result = (*Exec)->run(*K, D);
  Guard.finish();
  if (!Result)
    return Fail(Result.takeError());
  if (Stats)
    errs() << "threads: " << Result->Threads
           << "\nthreadgroups: " << Result->Threadgroups
           << "\nworkers: " << Result->Workers
           << "\nfibers: " << (Result->UsedFibers ? "yes" : "no")
           << "\ncompile-seconds: " << format("%.6f", Result->CompileSeconds)
           << "\ndispatch-seconds: " << format("%.6f", Result->DispatchSeconds)
           << "\n";
  if (Stats && Result->Instructions)
    errs() << "instructions: " << *Result->Instructions
           << "\nlane-instructions: " << *Result->LaneInstructions << "\n";
  for (StringRef O : Outputs) {
    auto [Index, File] = O.split(':');
    unsigned I = 0;
    Index.getAsInteger(10, I);
    const std::vector<uint8_t> &Bytes = D.Buffers[I];
    if (Error E = writeToOutput(File, [&](raw_ostream &OS) {
          OS.write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
          return Error::success();
        }))
      return Fail(std::move(E));
  }
  return 0;
}
