//===- HostExecutorImpl.h - The host executor's threadgroup scheduler -*- C++ -*-===//

#ifndef METALNT_LIB_RUN_HOSTEXECUTORIMPL_H
#define METALNT_LIB_RUN_HOSTEXECUTORIMPL_H

#include "HostRuntime.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <atomic>
#include <csetjmp>
#include <csignal>
#include <mutex>
#include <set>
#include <string>
#include <ucontext.h>
#include <utility>
#include <vector>

namespace metalnt {
namespace run {
namespace host {

using EntryFn = void (*)(EntryArgs *);

/// The SIMD-group function a fiber waits in, and its result.
struct SimdWait {
  uint32_t Op = 0, Type = 0, Site = 0, Occurrence = 0;
  uint64_t Value = 0, Value2 = 0, Arg = 0, Result = 0;
};

/// One thread of a threadgroup.
struct Fiber {
  enum StateKind { Ready, AtBarrier, AtSimd, Done } State = Ready;
  /// Made once (makecontext) and entered once; afterwards the fiber and
  /// the scheduler switch with _setjmp/_longjmp, which, unlike swapcontext,
  /// make no system call. A fiber runs thread after thread.
  ucontext_t Context;
  jmp_buf Jump;
  bool Started = false;
  EntryArgs Args;
  unsigned SimdGroup = 0, Lane = 0;
  SimdWait Wait;
  /// How often this thread reached each SIMD-group call site (sites are
  /// numbered densely in program order; every threadgroup-memory access of
  /// a kernel with SIMD-group functions is one).
  std::vector<uint32_t> SiteCounts;

  uint32_t countSite(uint32_t Site) {
    if (Site >= SiteCounts.size())
      SiteCounts.resize(Site + 1);
    return ++SiteCounts[Site];
  }
};

/// A bound buffer's address range, for access checks.
/// Bytes of unused memory after each buffer's copy, so that an overrun
/// lands in no buffer and is attributed to the one it overran.
constexpr size_t RedZoneBytes = 4096;

struct BufferRange {
  uintptr_t Begin = 0, End = 0;
  unsigned Index = 0;
  std::string Name;
};

/// What all workers of one dispatch share.
struct DispatchState {
  std::string Function;
  std::vector<BufferRange> Ranges; ///< sorted by Begin
  /// The bound textures (HostTexture) and samplers' state words: what a
  /// handle loaded from an argument buffer may be.
  std::set<const void *> Resources;
  std::atomic<bool> Failed{false};
  /// SIMD-group operations executed (each one SIMD group's shuffle, vote,
  /// barrier or threadgroup-memory meeting point), for -run-stats.
  std::atomic<uint64_t> SimdOperations{0};
  std::mutex Mutex;
  std::string FirstError;

  void fail(std::string Message);
};

/// While alive, memory and arithmetic faults in kernel code end the
/// threadgroup's run with an error instead of the process (process-wide;
/// one dispatch at a time installs it).
class FaultGuard {
public:
  FaultGuard();
  ~FaultGuard();

private:
  static constexpr int Signals[4] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  struct sigaction Old[4];
};

/// Runs threadgroups on one OS thread, one at a time.
class ThreadgroupRun {
public:
  /// With UseFibers, each of MaxThreads threads runs on a stack of
  /// StackSize bytes (reserved, committed as used).
  ThreadgroupRun(DispatchState &D, EntryFn Entry, unsigned MaxThreads,
                 bool UseFibers, size_t StackSize);
  ~ThreadgroupRun();
  ThreadgroupRun(const ThreadgroupRun &) = delete;
  ThreadgroupRun &operator=(const ThreadgroupRun &) = delete;

  /// Runs the threads whose EntryArgs are in Args (SIMD groups of 32 in
  /// order of thread_index_in_threadgroup).
  void run(std::vector<EntryArgs> &Args);
  /// Runs a whole threadgroup through the kernel's metalnt.group, given
  /// the arguments of its first thread (kernels without fibers).
  void runGroup(EntryFn Group, EntryArgs &First);

  /// Switches from the running fiber back to the scheduler.
  void yield(Fiber &F) {
    if (!_setjmp(F.Jump))
      _longjmp(SchedulerJump, 1);
  }
  /// Runs F until it yields or finishes its thread.
  void resume(Fiber &F);
  void *checkAccess(void *P, uint64_t Size, bool IsStore);
  /// A private array access outside the array: fails the dispatch and
  /// returns scratch memory for it.
  void *privateFault(int64_t Offset, uint64_t Size, uint64_t ArrayBytes, bool IsStore);
  /// Ends the dispatch with an error (the running thread goes on).
  void fail(std::string Message);
  /// Whether P is a bound texture or sampler.
  bool isResource(const void *P) const { return D.Resources.count(P) != 0; }

  EntryFn Entry;

private:
  DispatchState &D;
  std::vector<char> AltStack;
  stack_t OldAltStack;
  friend void fiberMain();
  void runThreads(std::vector<EntryArgs> &Args);
  /// Runs Body with faults in kernel code ending the dispatch.
  void guarded(llvm::function_ref<void()> Body);
  bool UseFibers;
  ucontext_t Scheduler;
  jmp_buf SchedulerJump;
  std::vector<Fiber> Fibers;
  char *Stacks = nullptr;
  size_t StackBytes = 0;
  size_t StackSize;
  unsigned MaxThreads;

  void runFibers(unsigned N);
  bool releaseSimdGroups(unsigned N);
};

extern thread_local Fiber *CurrentFiber;
/// The thread running when threads run without fibers.
extern thread_local EntryArgs *CurrentArgs;
extern thread_local ThreadgroupRun *CurrentGroup;

/// The threads of a SIMD group, by lane, that take part in the operation.
void executeSimdOp(Fiber *const *Lanes, unsigned Width);

constexpr unsigned SimdWidth = 32;

} // namespace host
} // namespace run
} // namespace metalnt

#endif
