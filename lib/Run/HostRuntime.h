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

#include "llvm/ADT/StringRef.h"
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
  // Vertex functions.
  VertexID,
  InstanceID,
  BaseVertex,
  BaseInstance,
  NumBuiltins
};

/// Texture geometries, as AIR names them (air.sample_texture_2d_array, ...).
enum TextureGeometry : uint32_t {
  Tex1D,
  Tex1DArray,
  Tex2D,
  Tex2DArray,
  Tex2DMS,
  Tex2DMSArray,
  Tex3D,
  TexCube,
  TexCubeArray,
  TexBuffer,
};

/// A bound texture. Its pixels are stored level after level; within a
/// level, slice after slice (array elements, times six faces for cubes),
/// then depth, rows and columns; samples of a multisampled texture are
/// adjacent.
struct HostTexture {
  uint32_t Geometry = Tex2D;
  const void *Format = nullptr; ///< a formats::PixelFormat
  uint32_t Width = 1, Height = 1, Depth = 1;
  uint32_t Slices = 1; ///< array length, times 6 for cubes
  uint32_t Levels = 1, Samples = 1;
  uint8_t *Data = nullptr;
  uint64_t Size = 0;
};

/// The geometry of a texture type ("2d_array": Tex2DArray).
uint32_t getTextureGeometry(llvm::StringRef Type);

/// The words of a texture operation's argument block (metalnt_rt_sample).
enum SampleWord : uint32_t {
  SwCoord = 0,     ///< 3 floats (or, for read/write, 3 integers)
  SwOffset = 3,    ///< 3 integers
  SwSlice = 6,     ///< array element (times 6 plus face for cubes)
  SwLodMode = 7,   ///< 0 bias/implicit, 1 level, 2 gradients
  SwLodValue = 8,  ///< the bias or level
  SwMinLod = 9,    ///< min_lod_clamp
  SwGradX = 10,    ///< 3 floats
  SwGradY = 13,    ///< 3 floats
  SwOp = 16,       ///< 0 sample, 1 compare, 2 gather, 3 gather_compare,
                   ///< 4 calculate_clamped_lod, 5 calculate_unclamped_lod
  SwReference = 17,
  SwComponent = 18,
  SwSample = 19,   ///< read: the sample of a multisampled texture
  SwLevel = 20,    ///< read/write: the mip level
  SwWords = 21
};

/// What the generated entry point receives for one thread.
struct EntryArgs {
  void *const *Buffers;     ///< by [[buffer(i)]]
  void *const *Threadgroup; ///< by [[threadgroup(i)]]
  uint32_t Builtins[NumBuiltins][4];
  HostTexture *const *Textures; ///< by [[texture(i)]]
  const uint64_t *const *Samplers; ///< by [[sampler(i)]]: two words of AIR's encoding
  /// Vertex and fragment functions: this fragment's input record and this
  /// vertex's or fragment's output record (docs/metal-run.md, "Records").
  const uint8_t *StageIn;
  uint8_t *StageOut;
  /// Where discard_fragment records that it ran (the output record's
  /// last word).
  uint32_t *Discarded;
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
  OpQuadProduct,
  OpQuadAnd,
  OpQuadOr,
  OpQuadXor,
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

/// float to bfloat, to nearest even (a NaN stays a quiet NaN of its
/// sign): the libcall LLVM's x86 back end makes of `fptrunc float to
/// bfloat` without AVX512-BF16, which the C runtime of every machine does
/// not have (Debian bookworm's libgcc has none), given to the JIT as
/// __truncsfbf2.
__bf16 metalnt_rt_truncsfbf2(float X);
/// discard_fragment: the calling fragment's outputs are dropped.
void metalnt_rt_discard();
/// Texture operations (HostTextures.cpp): Args is a SampleWord block;
/// results and written values are four 32-bit words (floats for float
/// formats, integers otherwise).
void metalnt_rt_sample(const metalnt::run::host::HostTexture *T,
                       const uint64_t *Sampler, const uint32_t *Args,
                       uint32_t *Out);
void metalnt_rt_read(const metalnt::run::host::HostTexture *T,
                     const uint32_t *Args, uint32_t *Out);
void metalnt_rt_write(metalnt::run::host::HostTexture *T, const uint32_t *Args,
                      const uint32_t *In);
/// A texture (IsSampler 0) or sampler the function computed (loaded from
/// an argument buffer): P when it is bound, else a harmless stand-in, the
/// dispatch failing.
const void *metalnt_rt_resource(const void *P, uint32_t IsSampler);
/// A sampler the function computed: one of the N constexpr samplers'
/// states in Constants, or a bound one (metalnt_rt_resource).
const void *metalnt_rt_sampler(const void *P, const void *const *Constants, uint32_t N);
/// get_width (0), get_height (1), get_depth (2), get_array_size (3),
/// get_num_mip_levels (4), get_num_samples (5) at mip level Level.
uint32_t metalnt_rt_texture_query(const metalnt::run::host::HostTexture *T,
                                  uint32_t What, uint32_t Level);
/// Checks a device or constant memory access of Size bytes at P against
/// the bound buffers; returns P, or, when it lies outside them, a scratch
/// address (the dispatch records the error and fails).
void *metalnt_rt_check(void *P, uint64_t Size, uint32_t IsStore);
/// A private access of Size bytes at byte Offset of an array of
/// ArrayBytes that it does not fit in: the dispatch records the error and
/// fails; returns a scratch address for the access.
void *metalnt_rt_private_fault(uint64_t Offset, uint64_t Size, uint64_t ArrayBytes,
                               uint32_t IsStore);
}

#endif
