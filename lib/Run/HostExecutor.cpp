//===- HostExecutor.cpp - Running AIR on the host CPU ---------------------===//
//
// The reference executor. The kernel is lowered for the host
// (HostLowering.cpp), compiled with ORC's LLJIT once per worker thread (each
// worker gets its own copy of the module, so program-scope threadgroup
// variables are per threadgroup), and dispatched: workers take threadgroups
// in turn and run their threads (ThreadgroupRun.cpp). Buffers are copied
// into allocations with a gap after each, checked on every device and
// constant access, and copied back only when the run succeeds.
//
//===----------------------------------------------------------------------===//

#include "HostExecutorImpl.h"
#include "HostLowering.h"
#include "metalnt/Run/Executor.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;
using namespace metalnt::run::host;

static cl::opt<bool>
    PrintLowered("print-lowered-ir", cl::Hidden,
                 cl::desc("Print the kernel as lowered for the host"));

namespace {

Error runError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

class HostExecutor final : public Executor {
public:
  StringRef getName() const override { return "host"; }
  Expected<RunStats> run(const Kernel &K, Dispatch &D) override;
  Expected<RunStats> draw(const Kernel &K, Dispatch &D, Draw &R) override;

private:
  /// Runs K's threads: a compute dispatch, or (with R) one thread per
  /// vertex or fragment.
  Expected<RunStats> execute(const Kernel &K, Dispatch &D, Draw *R);
};

/// Checks the dispatch against the kernel's arguments.
Error checkBindings(const Kernel &K, const Dispatch &D,
                    const std::vector<ArgumentInfo> &Args, bool Fragment) {
  auto Describe = [&](const ArgumentInfo &A) {
    return "argument " + std::to_string(A.ArgNo) +
           (A.Name.empty() ? "" : " '" + A.Name + "'");
  };
  for (int I = 0; I != 3; ++I) {
    if (D.Grid[I] == 0 || D.Threadgroup[I] == 0)
      return runError("function '" + K.Name +
                      "': grid and threadgroup sizes must be at least 1");
  }
  uint64_t TGThreads =
      uint64_t(D.Threadgroup[0]) * D.Threadgroup[1] * D.Threadgroup[2];
  if (TGThreads > 1024)
    return runError("function '" + K.Name + "': a threadgroup of " +
                    Twine(TGThreads) +
                    " threads exceeds Metal's limit of 1024");
  for (const ArgumentInfo &A : Args) {
    switch (A.K) {
    case ArgumentInfo::Buffer:
      if (!D.Buffers.count(A.LocationIndex) && !A.Unused)
        return runError("function '" + K.Name + "': " + Describe(A) +
                        " [[buffer(" + Twine(A.LocationIndex) +
                        ")]] has no buffer (-buffer=" + Twine(A.LocationIndex) +
                        ":...)");
      break;
    case ArgumentInfo::Threadgroup:
      if (!D.ThreadgroupMemory.count(A.LocationIndex) && !A.Unused)
        return runError("function '" + K.Name + "': " + Describe(A) +
                        " [[threadgroup(" + Twine(A.LocationIndex) +
                        ")]] has no size (-threadgroup-memory=" +
                        Twine(A.LocationIndex) + ":BYTES)");
      break;
    case ArgumentInfo::Builtin:
      // A fragment's builtins come from its input record.
      if (!getBuiltin(A.What) && !Fragment)
        return runError("function '" + K.Name + "': " + Describe(A) + " ('" +
                        A.What + "') is not supported by metal-run");
      break;
    case ArgumentInfo::StageIn:
      break;
    case ArgumentInfo::Texture: {
      if (A.Unused)
        break;
      auto It = D.Textures.find(A.LocationIndex);
      if (It == D.Textures.end())
        return runError("function '" + K.Name + "': " + Describe(A) +
                        " [[texture(" + Twine(A.LocationIndex) +
                        ")]] has no texture (-texture=" +
                        Twine(A.LocationIndex) + ":...)");
      std::string Want = getTextureType(A.TypeName);
      if (Want != It->second.Type)
        return runError("function '" + K.Name + "': " + Describe(A) + " is a " +
                        A.TypeName + "; texture " + Twine(A.LocationIndex) +
                        " is a " + It->second.Type + " texture");
      break;
    }
    case ArgumentInfo::Sampler:
      if (!D.Samplers.count(A.LocationIndex) && !A.Unused)
        return runError("function '" + K.Name + "': " + Describe(A) +
                        " [[sampler(" + Twine(A.LocationIndex) +
                        ")]] has no sampler (-sampler=" +
                        Twine(A.LocationIndex) + ":...)");
      break;
    case ArgumentInfo::Unsupported:
      if (A.Unused)
        break;
      return runError("function '" + K.Name + "': " + Describe(A) + " ('" +
                      (A.What.empty() ? std::string("unknown") : A.What) +
                      "') is not supported by metal-run");
    }
  }
  return Error::success();
}

/// One worker's compiled copy of the kernel.
struct CompiledKernel {
  std::unique_ptr<orc::LLJIT> JIT;
  std::vector<EntryFn> Entries; ///< one per worker
  std::vector<EntryFn> Groups;  ///< one per worker: metalnt.group, if any
  std::vector<uint64_t *> Bounds; ///< one per worker: metalnt.bounds, if any
  bool UsesFibers = false;
  size_t FiberStackBytes = 0;
};

Expected<CompiledKernel> compile(const Kernel &K, unsigned Workers,
                                 const lower::RenderPipeline *Pipeline,
                                 const std::vector<std::string> &VisibleFunctions) {
  static std::once_flag Once;
  std::call_once(Once, [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
  });
  Expected<orc::JITTargetMachineBuilder> JTMB =
      orc::JITTargetMachineBuilder::detectHost();
  if (!JTMB)
    return JTMB.takeError();
  JTMB->setCodeGenOptLevel(CodeGenOptLevel::Default);
  Expected<DataLayout> DL = JTMB->getDefaultDataLayoutForTarget();
  if (!DL)
    return DL.takeError();
  HostLowering HL(JTMB->getTargetTriple().str(), *DL);
  if (Expected<StageRecords> R = describeStage(K))
    HL.setStage(R->Stage);
  else
    return R.takeError();
  // The functions visible function tables call, kept whole beside the
  // kernel.
  for (const std::string &N : VisibleFunctions) {
    Function *F = K.Module->getFunction(N);
    if (!F || F->isDeclaration())
      return runError("function(" + N + ") of a handle is not a function of '" + K.Name +
                      "''s module");
    F->addFnAttr("metalnt-keep");
  }
  HL.setVisibleFunctions(VisibleFunctions);
  Expected<std::unique_ptr<Module>> Lowered =
      lower::lowerModule(*K.Module, K.Name, HL, true, Pipeline);
  if (!Lowered)
    return Lowered.takeError();
  // rebuild() drops module flags, so debug info would lack its version.
  StripDebugInfo(**Lowered);
  // The reference must not depend on the CPU it runs on: no reciprocal or
  // square-root estimates (x86 turns fast-math 1/sqrt into rsqrt14 plus a
  // Newton step on AVX-512 machines, rsqrtss on others, each with its own
  // error); divisions and square roots are the IEEE operations.
  for (Function &F : **Lowered)
    if (!F.isDeclaration())
      F.addFnAttr("reciprocal-estimates", "none");
  // Without fibers, the group's loop over its threads is optimized with
  // the kernel inlined into it (fibers need each thread's own frames, and
  // their meeting points numbered as lowered).
  if (!HL.usesFibers()) {
    Expected<std::unique_ptr<TargetMachine>> TM = JTMB->createTargetMachine();
    if (!TM)
      return TM.takeError();
    lower::optimizeModule(**Lowered, **TM);
  }
  if (PrintLowered)
    (*Lowered)->print(errs(), nullptr);
  bool HasGroup = !HL.usesFibers() && (*Lowered)->getFunction(GroupEntryName);
  bool HasBounds = (*Lowered)->getNamedGlobal(BoundsName);
  SmallString<0> Bitcode;
  {
    raw_svector_ostream OS(Bitcode);
    WriteBitcodeToFile(**Lowered, OS);
  }
  Lowered->reset();

  CompiledKernel C;
  C.UsesFibers = HL.usesFibers();
  C.FiberStackBytes = HL.getFiberStackBytes();
  Expected<std::unique_ptr<orc::LLJIT>> J =
      orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(*JTMB)).create();
  if (!J)
    return J.takeError();
  C.JIT = std::move(*J);
  orc::LLJIT &JIT = *C.JIT;
  orc::SymbolMap Runtime;
  auto Define = [&](StringRef Name, void *Address) {
    Runtime[JIT.mangleAndIntern(Name)] = {
        orc::ExecutorAddr::fromPtr(Address),
        JITSymbolFlags::Exported | JITSymbolFlags::Callable};
  };
  Define("metalnt_rt_barrier", reinterpret_cast<void *>(&metalnt_rt_barrier));
  Define("metalnt_rt_simd", reinterpret_cast<void *>(&metalnt_rt_simd));
  Define("metalnt_rt_simd2", reinterpret_cast<void *>(&metalnt_rt_simd2));
  Define("metalnt_rt_check", reinterpret_cast<void *>(&metalnt_rt_check));
  Define("metalnt_rt_private_fault", reinterpret_cast<void *>(&metalnt_rt_private_fault));
  Define("metalnt_rt_lane", reinterpret_cast<void *>(&metalnt_rt_lane));
  Define("__truncsfbf2", reinterpret_cast<void *>(&metalnt_rt_truncsfbf2));
  Define("metalnt_rt_discard", reinterpret_cast<void *>(&metalnt_rt_discard));
  Define("metalnt_rt_sample", reinterpret_cast<void *>(&metalnt_rt_sample));
  Define("metalnt_rt_read", reinterpret_cast<void *>(&metalnt_rt_read));
  Define("metalnt_rt_write", reinterpret_cast<void *>(&metalnt_rt_write));
  Define("metalnt_rt_resource", reinterpret_cast<void *>(&metalnt_rt_resource));
  Define("metalnt_rt_sampler", reinterpret_cast<void *>(&metalnt_rt_sampler));
  Define("metalnt_rt_texture_query",
         reinterpret_cast<void *>(&metalnt_rt_texture_query));
  for (unsigned W = 0; W != Workers; ++W) {
    Expected<orc::JITDylib &> JD = JIT.createJITDylib("worker" + std::to_string(W));
    if (!JD)
      return JD.takeError();
    if (Error E = JD->define(orc::absoluteSymbols(Runtime)))
      return std::move(E);
    // libm and the C library, for what the kernel's math became.
    auto Process = orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
        JIT.getDataLayout().getGlobalPrefix());
    if (!Process)
      return Process.takeError();
    JD->addGenerator(std::move(*Process));
    auto Ctx = std::make_unique<LLVMContext>();
    Expected<std::unique_ptr<Module>> M = parseBitcodeFile(
        MemoryBufferRef(StringRef(Bitcode.data(), Bitcode.size()), K.Name), *Ctx);
    if (!M)
      return M.takeError();
    if (Error E = JIT.addIRModule(
            *JD, orc::ThreadSafeModule(std::move(*M), std::move(Ctx))))
      return std::move(E);
    Expected<orc::ExecutorAddr> Entry = JIT.lookup(*JD, EntryName);
    if (!Entry)
      return Entry.takeError();
    C.Entries.push_back(Entry->toPtr<EntryFn>());
    // What the module does not define is not looked up (a failed lookup
    // is reported through the session).
    if (HasGroup) {
      Expected<orc::ExecutorAddr> Group = JIT.lookup(*JD, GroupEntryName);
      if (!Group)
        return Group.takeError();
      C.Groups.push_back(Group->toPtr<EntryFn>());
    }
    if (HasBounds) {
      Expected<orc::ExecutorAddr> Bounds = JIT.lookup(*JD, BoundsName);
      if (!Bounds)
        return Bounds.takeError();
      C.Bounds.push_back(Bounds->toPtr<uint64_t *>());
    }
  }
  return std::move(C);
}

Expected<RunStats> HostExecutor::run(const Kernel &K, Dispatch &D) {
  Expected<StageRecords> Records = describeStage(K);
  if (!Records)
    return Records.takeError();
  if (Records->Stage != lower::StageKind::Kernel)
    return runError("function '" + K.Name + "' is a " +
                    lower::getStageName(Records->Stage) +
                    " function: it runs over vertices or fragments, not a "
                    "grid (docs/metal-run.md, \"Render functions\")");
  return execute(K, D, nullptr);
}

Expected<RunStats> HostExecutor::draw(const Kernel &K, Dispatch &D, Draw &R) {
  Expected<CheckedDraw> Checked = checkDraw(K, D, R);
  if (!Checked)
    return Checked.takeError();
  const StageRecords *Records = &Checked->Records;
  uint64_t Count = Checked->Count;
  D.Grid = {uint32_t(Count), 1, 1};
  D.Threadgroup = {uint32_t(std::min<uint64_t>(Count, SimdWidth)), 1, 1};
  R.Outputs.assign(Count * Records->OutputSize, 0);
  if (Records->Stage == lower::StageKind::Fragment)
    if (Error E = fetchFramebuffer(*Records, R))
      return runError("function '" + K.Name + "': " + toString(std::move(E)));
  Expected<RunStats> S = execute(K, D, &R);
  if (S && Records->Stage == lower::StageKind::Fragment) {
    applyCoverage(*Records, R);
    resolveColors(*Records, R);
  }
  return S;
}

Expected<RunStats> HostExecutor::execute(const Kernel &K, Dispatch &D,
                                         Draw *R) {
  Expected<std::vector<ArgumentInfo>> Args = describeArguments(K);
  if (!Args)
    return Args.takeError();
  Expected<StageRecords> Records = describeStage(K);
  if (!Records)
    return Records.takeError();
  if (Error E = checkBindings(K, D, *Args,
                              Records->Stage == lower::StageKind::Fragment))
    return std::move(E);

  Dim3 Groups;
  uint64_t TotalGroups = 1;
  for (int I = 0; I != 3; ++I) {
    Groups[I] = (D.Grid[I] + D.Threadgroup[I] - 1) / D.Threadgroup[I];
    TotalGroups *= Groups[I];
  }
  unsigned Workers = D.Workers ? D.Workers : std::thread::hardware_concurrency();
  Workers = unsigned(std::max<uint64_t>(1, std::min<uint64_t>(Workers, TotalGroups)));
  auto Start = std::chrono::steady_clock::now();
  // A draw without a vertex descriptor or attachments only records its
  // outputs: nothing of a pipeline is compiled in.
  bool Pipeline = R && (R->Pipeline.Vertex || !R->Pipeline.Colors.empty());
  if (Error E = linkHandledFunctions(K, D))
    return std::move(E);
  std::vector<std::string> Functions = D.handledFunctions();
  Expected<CompiledKernel> C =
      compile(K, Workers, Pipeline ? &R->Pipeline : nullptr, Functions);
  if (!C)
    return C.takeError();
  auto Compiled = std::chrono::steady_clock::now();

  // Buffers, each followed by a gap so that overruns are seen.
  DispatchState State;
  State.Function = K.Name;
  // Textures work on copies, written back after a successful run.
  std::map<unsigned, std::vector<uint8_t>> TextureData;
  std::map<unsigned, HostTexture> HostTextures;
  unsigned MaxTexture = 0, MaxSampler = 0;
  for (auto &[Index, T] : D.Textures) {
    TextureData[Index] = T.Data;
    HostTexture &H = HostTextures[Index];
    H.Geometry = getTextureGeometry(T.Type);
    H.Format = T.Format;
    H.Width = T.Width;
    H.Height = T.Height;
    H.Depth = T.Depth;
    H.Slices = T.getSlices();
    H.Levels = T.MipLevels;
    H.Samples = T.SampleCount;
    H.Data = TextureData[Index].data();
    H.Size = TextureData[Index].size();
    MaxTexture = std::max(MaxTexture, Index + 1);
  }
  std::vector<HostTexture *> TextureTable(MaxTexture, nullptr);
  for (auto &[Index, H] : HostTextures)
    TextureTable[Index] = &H;
  for (auto &[Index, S] : D.Samplers)
    MaxSampler = std::max(MaxSampler, Index + 1);
  std::vector<const uint64_t *> SamplerTable(MaxSampler, nullptr);
  for (auto &[Index, S] : D.Samplers)
    SamplerTable[Index] = S.data();

  // Argument buffers' texture and sampler handles: the host's pointers to
  // them (the bytes put back when the run ends). The runtime accepts only
  // these pointers as textures and samplers.
  if (Error E = checkResourceHandles(D))
    return std::move(E);
  for (auto &[Index, H] : HostTextures)
    State.Resources.insert(&H);
  for (const uint64_t *S : SamplerTable)
    if (S)
      State.Resources.insert(S);
  std::map<unsigned, std::unique_ptr<char[]>> Copies;
  unsigned MaxBuffer = 0, MaxTG = 0;
  for (auto &[Index, Bytes] : D.Buffers) {
    // (Not zeroed first: every byte is copied in, and no access reaches
    // the red zone unchecked.)
    std::unique_ptr<char[]> Copy(new char[Bytes.size() + RedZoneBytes]);
    std::memcpy(Copy.get(), Bytes.data(), Bytes.size());
    BufferRange R;
    R.Begin = reinterpret_cast<uintptr_t>(Copy.get());
    R.End = R.Begin + Bytes.size();
    R.Index = Index;
    for (const ArgumentInfo &A : *Args)
      if (A.K == ArgumentInfo::Buffer && A.LocationIndex == Index)
        R.Name = A.Name;
    State.Ranges.push_back(R);
    Copies[Index] = std::move(Copy);
    MaxBuffer = std::max(MaxBuffer, Index + 1);
  }
  // The handles go into the copies (a buffer's handle is its copy's
  // address); D's bytes come back when the run ends.
  using Handle = Dispatch::ResourceHandle;
  PatchedHandles Handles(
      D,
      [&](const Handle &H) {
        if (H.K == Handle::FunctionHandle) // its index (HostLowering)
          return uint64_t(find(Functions, H.Function) - Functions.begin());
        const void *P = H.K == Handle::SamplerHandle  ? static_cast<const void *>(SamplerTable[H.Index])
                        : H.K == Handle::BufferHandle ? static_cast<const void *>(Copies[H.Index].get())
                                                : static_cast<const void *>(&HostTextures[H.Index]);
        return uint64_t(reinterpret_cast<uintptr_t>(P));
      },
      [&](unsigned B) { return reinterpret_cast<uint8_t *>(Copies[B].get()); });
  llvm::sort(State.Ranges, [](const BufferRange &A, const BufferRange &B) {
    return A.Begin < B.Begin;
  });
  std::vector<void *> BufferTable(MaxBuffer, nullptr);
  for (auto &[Index, Copy] : Copies)
    BufferTable[Index] = Copy.get();
  for (auto &[Index, Size] : D.ThreadgroupMemory)
    MaxTG = std::max(MaxTG, Index + 1);
  // Each worker's copy of the buffers' bounds, for the inline checks.
  for (uint64_t *Bounds : C->Bounds) {
    std::fill(Bounds, Bounds + 2 * BoundsSlots, 0);
    for (auto &[Index, Bytes] : D.Buffers)
      if (Index < BoundsSlots) {
        Bounds[2 * Index] = reinterpret_cast<uintptr_t>(Copies[Index].get());
        Bounds[2 * Index + 1] = Bytes.size();
      }
  }
  // A kernel without fibers runs a group at a time through metalnt.group.
  bool ByGroup = !R && !C->Groups.empty();
  const Dim3 Full = D.Threadgroup;
  uint32_t FullThreads = Full[0] * Full[1] * Full[2];
  std::atomic<uint64_t> Next{0};
  FaultGuard Guard;
  auto Work = [&](unsigned W) {
    std::vector<std::unique_ptr<char[]>> TGMemory;
    std::vector<void *> TGTable(MaxTG, nullptr);
    for (auto &[Index, Size] : D.ThreadgroupMemory) {
      TGMemory.push_back(std::make_unique<char[]>(Size + 16));
      TGTable[Index] = TGMemory.back().get();
    }
    ThreadgroupRun Run(State, C->Entries[W], FullThreads, C->UsesFibers,
                       C->FiberStackBytes);
    std::vector<EntryArgs> Threads;
    while (!State.Failed) {
      uint64_t G = Next++;
      if (G >= TotalGroups)
        break;
      Dim3 Pos = {uint32_t(G % Groups[0]), uint32_t(G / Groups[0] % Groups[1]),
                  uint32_t(G / Groups[0] / Groups[1])};
      Dim3 Size;
      for (int I = 0; I != 3; ++I)
        Size[I] = std::min(Full[I], D.Grid[I] - Pos[I] * Full[I]);
      uint32_t N = Size[0] * Size[1] * Size[2];
      // The first thread's arguments hold the group's.
      uint32_t Filled = ByGroup ? 1 : N;
      Threads.assign(Filled, EntryArgs());
      uint32_t Index = 0;
      for (uint32_t Z = 0; Z != Size[2] && Index != Filled; ++Z)
        for (uint32_t Y = 0; Y != Size[1] && Index != Filled; ++Y)
          for (uint32_t X = 0; X != Size[0] && Index != Filled; ++X, ++Index) {
            EntryArgs &A = Threads[Index];
            A.Buffers = BufferTable.data();
            A.Threadgroup = TGTable.data();
            A.Textures = TextureTable.data();
            A.Samplers = SamplerTable.data();
            auto Set = [&](Builtin B, uint32_t V0, uint32_t V1 = 0,
                           uint32_t V2 = 0) {
              A.Builtins[B][0] = V0;
              A.Builtins[B][1] = V1;
              A.Builtins[B][2] = V2;
            };
            // The position; metalnt.thread derives the other per-thread
            // builtins (position in the grid, indices, SIMD and quad lanes)
            // from it and the group's values below.
            Set(ThreadPositionInThreadgroup, X, Y, Z);
            Set(ThreadgroupPositionInGrid, Pos[0], Pos[1], Pos[2]);
            Set(ThreadsPerThreadgroup, Size[0], Size[1], Size[2]);
            Set(ThreadsPerGrid, D.Grid[0], D.Grid[1], D.Grid[2]);
            Set(ThreadgroupsPerGrid, Groups[0], Groups[1], Groups[2]);
            Set(ThreadsPerSimdgroup, SimdWidth);
            Set(SimdgroupsPerThreadgroup, (N + SimdWidth - 1) / SimdWidth);
            Set(DispatchThreadsPerThreadgroup, Full[0], Full[1], Full[2]);
            Set(DispatchSimdgroupsPerThreadgroup,
                (FullThreads + SimdWidth - 1) / SimdWidth);
            Set(QuadgroupsPerThreadgroup, (N + 3) / 4);
            Set(DispatchQuadgroupsPerThreadgroup, (FullThreads + 3) / 4);
            if (R) {
              // One thread per vertex (instance after instance) or fragment.
              uint64_t I = uint64_t(Pos[0]) * Full[0] + X;
              A.StageOut = R->Outputs.data() + I * Records->OutputSize;
              if (Records->Stage == lower::StageKind::Fragment) {
                A.StageIn = R->FragmentInputs.data() + I * Records->InputSize;
                A.Discarded = reinterpret_cast<uint32_t *>(
                    A.StageOut + Records->DiscardOffset);
              } else {
                Set(VertexID, R->BaseVertex + uint32_t(I % R->VertexCount));
                Set(InstanceID, R->BaseInstance + uint32_t(I / R->VertexCount));
                Set(BaseVertex, R->BaseVertex);
                Set(BaseInstance, R->BaseInstance);
              }
            }
          }
      if (ByGroup)
        Run.runGroup(C->Groups[W], Threads[0]);
      else
        Run.run(Threads);
    }
  };
  auto Executing = std::chrono::steady_clock::now();
  if (Workers == 1) {
    Work(0);
  } else {
    std::vector<std::thread> Pool;
    for (unsigned W = 0; W != Workers; ++W)
      Pool.emplace_back(Work, W);
    for (std::thread &T : Pool)
      T.join();
  }
  auto Executed = std::chrono::steady_clock::now();
  if (State.Failed)
    return runError(State.FirstError);
  for (auto &[Index, Bytes] : D.Buffers)
    std::memcpy(Bytes.data(), Copies[Index].get(), Bytes.size());
  for (auto &[Index, T] : D.Textures)
    T.Data = std::move(TextureData[Index]);
  RunStats S;
  S.Threads = uint64_t(D.Grid[0]) * D.Grid[1] * D.Grid[2];
  S.Threadgroups = TotalGroups;
  S.UsedFibers = C->UsesFibers;
  S.Workers = Workers;
  S.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  S.DispatchSeconds = std::chrono::duration<double>(
      std::chrono::steady_clock::now() - Compiled).count();
  S.ExecuteSeconds = std::chrono::duration<double>(Executed - Executing).count();
  S.SimdOperations = State.SimdOperations.load();
  return S;
}

} // namespace

std::unique_ptr<Executor> metalnt::run::createHostExecutor() {
  return std::make_unique<HostExecutor>();
}
