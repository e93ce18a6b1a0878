//===- ThreadgroupRun.cpp - Scheduling one threadgroup's fibers -----------===//
//
// See HostRuntime.cpp for the model. Stacks are reserved once per worker
// (MAP_NORESERVE: only the pages a thread touches are committed).
//
//===----------------------------------------------------------------------===//

#include "HostExecutorImpl.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <csetjmp>
#include <csignal>
#include <sys/mman.h>
#include <unistd.h>

using namespace llvm;
using namespace metalnt::run::host;

namespace {

/// Where a fault in kernel code on this thread returns to.
thread_local sigjmp_buf *FaultJump = nullptr;
thread_local int FaultSignal = 0;

void onFault(int Signal, siginfo_t *, void *) {
  if (sigjmp_buf *J = FaultJump) {
    FaultJump = nullptr;
    FaultSignal = Signal;
    siglongjmp(*J, 1);
  }
  // Not in kernel code: the default action.
  signal(Signal, SIG_DFL);
  raise(Signal);
}

} // namespace

FaultGuard::FaultGuard() {
  struct sigaction SA = {};
  SA.sa_sigaction = onFault;
  SA.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&SA.sa_mask);
  for (unsigned I = 0; I != 4; ++I)
    sigaction(Signals[I], &SA, &Old[I]);
}

FaultGuard::~FaultGuard() {
  for (unsigned I = 0; I != 4; ++I)
    sigaction(Signals[I], &Old[I], nullptr);
}

namespace metalnt {
namespace run {
namespace host {
/// A fiber's whole life: one thread after another, each time it is resumed
/// with new arguments; it never returns.
void fiberMain() {
  while (true) {
    Fiber *F = CurrentFiber;
    CurrentGroup->Entry(&F->Args);
    F->State = Fiber::Done;
    CurrentGroup->yield(*F);
  }
}
} // namespace host
} // namespace run
} // namespace metalnt

void ThreadgroupRun::resume(Fiber &F) {
  CurrentFiber = &F;
  if (_setjmp(SchedulerJump))
    return; // F yielded or finished its thread
  if (F.Started)
    _longjmp(F.Jump, 1);
  F.Started = true;
  swapcontext(&Scheduler, &F.Context);
}

/// "buffer(3) 'name'", or for the data of metal-run's -attribute=N (bound
/// beyond Metal's 31 buffers) "the data of attribute N".
static std::string describeBuffer(const BufferRange &B) {
  if (B.Index >= 32)
    return "the data of attribute " + std::to_string(B.Index - 32);
  return "buffer(" + std::to_string(B.Index) + ")" +
         (B.Name.empty() ? "" : " '" + B.Name + "'");
}

void ThreadgroupRun::fail(std::string Message) {
  D.fail("function '" + D.Function + "': " + Message);
}

void DispatchState::fail(std::string Message) {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (!Failed.exchange(true))
    FirstError = std::move(Message);
}

ThreadgroupRun::ThreadgroupRun(DispatchState &D, EntryFn Entry,
                               unsigned MaxThreads, bool UseFibers,
                               size_t StackSize)
    : Entry(Entry), D(D), UseFibers(UseFibers), StackSize(StackSize),
      MaxThreads(MaxThreads) {
  // Faults are handled on a stack of their own: the thread's may be what
  // overflowed.
  AltStack.resize(64 * 1024);
  stack_t SS = {};
  SS.ss_sp = AltStack.data();
  SS.ss_size = AltStack.size();
  sigaltstack(&SS, &OldAltStack);
  if (!UseFibers)
    return;
  Fibers.resize(MaxThreads);
  StackBytes = StackSize * MaxThreads;
  void *P = mmap(nullptr, StackBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  Stacks = P == MAP_FAILED ? nullptr : static_cast<char *>(P);
  // A guard page below each stack: an overflow faults instead of running
  // into the next thread's stack.
  if (Stacks)
    for (unsigned I = 0; I != MaxThreads; ++I)
      mprotect(Stacks + size_t(I) * StackSize, size_t(sysconf(_SC_PAGESIZE)),
               PROT_NONE);
}

ThreadgroupRun::~ThreadgroupRun() {
  sigaltstack(&OldAltStack, nullptr);
  if (Stacks)
    munmap(Stacks, StackBytes);
}

void ThreadgroupRun::run(std::vector<EntryArgs> &Args) {
  guarded([&] { runThreads(Args); });
}

void ThreadgroupRun::runGroup(EntryFn Group, EntryArgs &First) {
  guarded([&] {
    CurrentGroup = this;
    CurrentFiber = nullptr;
    CurrentArgs = &First;
    Group(&First);
    CurrentArgs = nullptr;
  });
}

void ThreadgroupRun::guarded(llvm::function_ref<void()> Body) {
  sigjmp_buf Jump;
  if (sigsetjmp(Jump, 1)) {
    const char *What = FaultSignal == SIGSEGV || FaultSignal == SIGBUS
                           ? "a memory fault (a stack overflow from deep or "
                             "unbounded recursion, or an access outside the "
                             "checked buffers)"
                       : FaultSignal == SIGFPE ? "an arithmetic fault"
                                               : "an illegal instruction";
    D.fail("function '" + D.Function + "': the kernel stopped on " + What +
           " (signal " + std::to_string(FaultSignal) + ")");
    CurrentFiber = nullptr;
    return;
  }
  FaultJump = &Jump;
  Body();
  FaultJump = nullptr;
}

void ThreadgroupRun::runThreads(std::vector<EntryArgs> &Args) {
  CurrentGroup = this;
  if (!UseFibers) {
    CurrentFiber = nullptr;
    for (EntryArgs &A : Args) {
      CurrentArgs = &A;
      Entry(&A);
    }
    CurrentArgs = nullptr;
    return;
  }
  if (!Stacks) {
    D.fail("cannot reserve fiber stacks for " + std::to_string(MaxThreads) +
           " threads");
    return;
  }
  unsigned N = Args.size();
  for (unsigned I = 0; I != N; ++I) {
    Fiber &F = Fibers[I];
    F.State = Fiber::Ready;
    F.Args = Args[I];
    F.SimdGroup = I / SimdWidth;
    F.Lane = I % SimdWidth;
    F.SiteCounts.clear();
    if (!F.Started) {
      getcontext(&F.Context);
      F.Context.uc_stack.ss_sp = Stacks + size_t(I) * StackSize;
      F.Context.uc_stack.ss_size = StackSize;
      F.Context.uc_link = nullptr; // fiberMain never returns
      makecontext(&F.Context, fiberMain, 0);
    }
  }
  runFibers(N);
  CurrentFiber = nullptr;
}

void ThreadgroupRun::runFibers(unsigned N) {
  while (true) {
    for (unsigned I = 0; I != N; ++I) {
      Fiber &F = Fibers[I];
      if (F.State != Fiber::Ready)
        continue;
      resume(F);
    }
    // Every thread is finished or waiting.
    if (releaseSimdGroups(N))
      continue;
    bool AnyBarrier = false;
    for (unsigned I = 0; I != N; ++I)
      if (Fibers[I].State == Fiber::AtBarrier) {
        Fibers[I].State = Fiber::Ready;
        AnyBarrier = true;
      }
    if (!AnyBarrier)
      return; // all done
  }
}

bool ThreadgroupRun::releaseSimdGroups(unsigned N) {
  bool Released = false;
  Fiber *Lanes[SimdWidth];
  for (unsigned Base = 0; Base < N; Base += SimdWidth) {
    unsigned Width = std::min(SimdWidth, N - Base);
    // The call first in program order (lowest site id), at its earliest
    // occurrence among the waiting threads.
    const SimdWait *Pick = nullptr;
    for (unsigned L = 0; L != Width; ++L) {
      const Fiber &F = Fibers[Base + L];
      if (F.State != Fiber::AtSimd)
        continue;
      if (!Pick || std::pair(F.Wait.Site, F.Wait.Occurrence) <
                       std::pair(Pick->Site, Pick->Occurrence))
        Pick = &F.Wait;
    }
    if (!Pick)
      continue;
    uint32_t Site = Pick->Site, Occurrence = Pick->Occurrence;
    for (unsigned L = 0; L != SimdWidth; ++L) {
      Fiber *F = L < Width ? &Fibers[Base + L] : nullptr;
      Lanes[L] = F && F->State == Fiber::AtSimd && F->Wait.Site == Site &&
                         F->Wait.Occurrence == Occurrence
                     ? F
                     : nullptr;
    }
    executeSimdOp(Lanes, Width);
    D.SimdOperations.fetch_add(1, std::memory_order_relaxed);
    for (unsigned L = 0; L != Width; ++L)
      if (Lanes[L])
        Lanes[L]->State = Fiber::Ready;
    Released = true;
  }
  return Released;
}

void *ThreadgroupRun::privateFault(int64_t Offset, uint64_t Size, uint64_t ArrayBytes,
                                   bool IsStore) {
  if (!D.Failed)
    D.fail("function '" + D.Function + "': a " + std::to_string(Size) + "-byte " +
           (IsStore ? "store" : "load") + " at byte " + std::to_string(Offset) +
           " of a private array of " + std::to_string(ArrayBytes) +
           " bytes is outside it");
  alignas(64) static thread_local char Scratch[4096];
  return Size <= sizeof(Scratch) ? Scratch : nullptr;
}

void *ThreadgroupRun::checkAccess(void *P, uint64_t Size, bool IsStore) {
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  const std::vector<BufferRange> &R = D.Ranges;
  auto It = std::upper_bound(R.begin(), R.end(), A,
                             [](uintptr_t V, const BufferRange &B) {
                               return V < B.Begin;
                             });
  if (It != R.begin()) {
    const BufferRange &B = *std::prev(It);
    if (A + Size <= B.End && A + Size >= A)
      return P;
    // Within the red zone that follows each buffer, the access overran
    // that buffer; further away it may have come from any pointer.
    if (!D.Failed && A >= B.End + RedZoneBytes)
      D.fail("function '" + D.Function + "': a " + std::to_string(Size) +
             "-byte " + (IsStore ? "store" : "load") + " at address 0x" +
             utohexstr(A, true) + " lies in no bound buffer (" +
             std::to_string(A - B.End) + " bytes past the end of " +
             describeBuffer(B) + ")");
    if (!D.Failed)
      D.fail("function '" + D.Function + "': a " + std::to_string(Size) +
             "-byte " + (IsStore ? "store" : "load") + " at offset " +
             std::to_string(A - B.Begin) + " of " + describeBuffer(B) +
             " is past its end (" + std::to_string(B.End - B.Begin) +
             " bytes)");
  } else if (!D.Failed) {
    D.fail("function '" + D.Function + "': a " + std::to_string(Size) +
           "-byte " + (IsStore ? "store" : "load") + " at address 0x" +
           utohexstr(A, true) + " lies in no bound buffer");
  }
  // The dispatch has failed; the access goes to scratch memory.
  alignas(64) static thread_local char Scratch[4096];
  return Size <= sizeof(Scratch) ? Scratch : nullptr;
}
