//===- HostRuntime.h - What JIT-compiled kernels call on the host -*- C++ -*-===//
//
// The host executor runs the threads of one threadgroup as fibers on one OS
// thread. Code compiled from AIR calls into this runtime for what needs the
// other threads: threadgroup barriers, SIMD-group functions (shuffles,
// broadcasts, ballots, votes, reductions, prefix scans), and for checking
// device and constant memory accesses against the bound buffers.
// docs/metal-run.md describes the model.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LIB_RUN_HOSTRUNTIME_H
#define METALNT_LIB_RUN_HOSTRUNTIME_H

#include <cstdint>

namespace metalnt {
namespace run {
namespace host {

/// The thread-position builtins, as the entry point reads them from
/// EntryArgs::Builtins (three u32 components each).
enum Builtin : unsigned {
  ThreadPositionInGrid,
  ThreadPositionInThreadgroup,
  ThreadgroupPositionInGrid,
  ThreadsPerThreadgroup,
  ThreadsPerGrid,
  ThreadgroupsPerGrid,
  ThreadIndexInThreadgroup,
  SimdgroupIndexInThreadgroup,
  ThreadIndexInSimdgroup,
  ThreadsPerSimdgroup,
  SimdgroupsPerThreadgroup,
  DispatchThreadsPerThreadgroup,
  DispatchSimdgroupsPerThreadgroup,
  QuadgroupIndexInThreadgroup,
  ThreadIndexInQuadgroup,
  QuadgroupsPerThreadgroup,
  DispatchQuadgroupsPerThreadgroup,
  NumBuiltins
};

/// What the generated entry point receives for one thread.
struct EntryArgs {
  void *const *Buffers;     ///< by [[buffer(i)]]
  void *const *Threadgroup; ///< by [[threadgroup(i)]]
  uint32_t Builtins[NumBuiltins][4];
};

/// SIMD-group operations, the first argument of metalnt_rt_simd.
enum SimdOp : uint32_t {
  OpBarrier,
  OpShuffle,
  OpShuffleUp,
  OpShuffleDown,
  OpShuffleXor,
  OpShuffleRotateUp,
  OpShuffleRotateDown,
  OpBroadcast,
  OpBroadcastFirst,
  OpBallot,
  OpVoteAll,
  OpVoteAny,
  OpIsFirst,
  OpIsUniform,
  OpAll,
  OpAny,
  OpSum,
  OpProduct,
  OpMin,
  OpMax,
  OpAnd,
  OpOr,
  OpXor,
  OpPrefixInclusiveSum,
  OpPrefixInclusiveProduct,
  OpPrefixExclusiveSum,
  OpPrefixExclusiveProduct,
  // Quad-group forms: the same over groups of four lanes.
  OpQuadShuffle,
  OpQuadShuffleUp,
  OpQuadShuffleDown,
  OpQuadShuffleXor,
  OpQuadBroadcast,
  OpQuadSum,
  OpQuadMin,
  OpQuadMax,
  OpQuadBallot, ///< the quad's mask, bit 0 for its first lane
  OpQuadAll,
  OpQuadAny,
  OpQuadIsFirst,
  // With a second value (metalnt_rt_simd2): Arg = delta | modulo << 16.
  OpShuffleAndFillUp,
  OpShuffleAndFillDown,
  OpQuadShuffleAndFillUp,
  OpQuadShuffleAndFillDown,
};

/// The element type of a SIMD-group operation's value: its width in bits,
/// plus these flags.
enum SimdType : uint32_t { TypeFloat = 0x100, TypeSigned = 0x200 };

} // namespace host
} // namespace run
} // namespace metalnt

extern "C" {
/// A threadgroup barrier (air.wg.barrier).
void metalnt_rt_barrier();
/// A SIMD-group operation among the threads of the caller's SIMD group that
/// reach the same call (Site) as often: Value holds the bits of the
/// caller's value, Arg the lane, delta or mask. Returns the result's bits.
uint64_t metalnt_rt_simd(uint32_t Op, uint32_t Type, uint64_t Value,
                         uint64_t Arg, uint32_t Site);
/// The same with a second value per thread (the filling data of
/// simd_shuffle_and_fill_up/down).
uint64_t metalnt_rt_simd2(uint32_t Op, uint32_t Type, uint64_t Value,
                          uint64_t Value2, uint64_t Arg, uint32_t Site);
/// The caller's lane in its SIMD group.
uint32_t metalnt_rt_lane();
/// Checks a device or constant memory access of Size bytes at P against
/// the bound buffers; returns P, or, when it lies outside them, a scratch
/// address (the dispatch records the error and fails).
void *metalnt_rt_check(void *P, uint64_t Size, uint32_t IsStore);
}

#endif
