//===- AppleGPUSimulator.h - A G13 SIMD-group simulator ---------*- C++ -*-===//
//
// Executes G13 machine code as decoded by the MC layer's instruction model
// (AppleGPUISA), one threadgroup of 32-lane SIMD groups at a time: general
// registers per lane, uniform registers per threadgroup, special registers,
// the execution-mask stack in r0l, device and threadgroup memory, barriers
// and asynchronous loads that land only at their `wait`. Each
// instruction's meaning follows applegpu's emulator and pseudocode and Mesa's
// AGX compiler; docs/applegpu-simulator.md cites them instruction by
// instruction and lists the assumptions where they are silent. An
// instruction it does not implement is an error naming it and its offset,
// never skipped.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUSIMULATOR_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUSIMULATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace llvm {
class MCRegisterInfo;
namespace AppleGPU {
class ISA;
}
} // namespace llvm

namespace metalnt {
namespace applegpu {

constexpr unsigned SIMDWidth = 32;
/// r0l-r127h: 256 16-bit halves per lane.
constexpr unsigned NumGPRHalves = 256;
/// u0l-u255h: 512 16-bit halves per threadgroup.
constexpr unsigned NumUniformHalves = 512;
/// The most stack a thread may reserve with stack_adjust here (a limit of
/// the simulator; stack_adjust's operand is a signed 16-bit word count).
constexpr unsigned MaxStackBytes = 32768 * 4;

/// Device memory, by 64-bit address.
class DeviceMemory {
public:
  virtual ~DeviceMemory();
  /// Copies Size bytes; false when some byte is outside every mapping.
  virtual bool read(uint64_t Address, void *Out, size_t Size) = 0;
  virtual bool write(uint64_t Address, const void *In, size_t Size) = 0;
};

/// The special registers get_sr (mfsr) reads, by Mesa's numbering; the
/// simulator fills the per-thread ones (thread and SIMD-group indices).
struct DispatchShape {
  std::array<uint32_t, 3> ThreadgroupPosition{}; ///< sr 0-2
  /// The dispatch's threadgroup size: thread_in_grid = position * this +
  /// thread_in_threadgroup.
  std::array<uint32_t, 3> ThreadsPerThreadgroup{1, 1, 1};
  /// The threads of this threadgroup (smaller at the grid's edges, as in a
  /// Metal dispatchThreads); sr 4-6. Zero: ThreadsPerThreadgroup.
  std::array<uint32_t, 3> ThreadsInThreadgroup{0, 0, 0};
  std::array<uint32_t, 3> GridSize{1, 1, 1}; ///< threads in the grid

  uint32_t actual(unsigned D) const {
    return ThreadsInThreadgroup[D] ? ThreadsInThreadgroup[D]
                                   : ThreadsPerThreadgroup[D];
  }
};

/// One fragment's state (docs/applegpu-simulator.md, "Fragments"): its
/// inputs (the coefficient registers cf0, cf1, ..., each <A, B, C> with the
/// value A x + B y + C at tile-relative (x, y); its pixel; its facing) and
/// what it leaves (its pixel's bytes of the tile buffer, which ld_tile and
/// st_tile read and write; the samples sample_mask left it, and whether
/// it left none; the depth zs_emit gave).
struct FragmentState {
  std::vector<std::array<float, 3>> Coefficients;
  uint16_t X = 0, Y = 0;
  bool Backfacing = false;
  /// The sample being shaded, one bit, preloaded in r1l (Mesa's
  /// AGX_ABI_FIN_SAMPLE_MASK: its sample loop's bit); the input sample mask
  /// sr 124 (input_sample_mask) reads.
  uint16_t SampleBit = 1, InputSampleMask = 1;
  std::vector<uint8_t> Tile;
  /// The samples the fragment covers: sample_mask clears those its value
  /// leaves out; none left, it is discarded.
  uint16_t Coverage = 1;
  bool Discarded = false;
  bool HasDepth = false;
  float Depth = 0;
  bool HasStencil = false;
  uint16_t Stencil = 0;
};

/// Dynamic counts of one run.
struct RunStats {
  uint64_t Instructions = 0;     ///< executed, once per SIMD group
  uint64_t LaneInstructions = 0; ///< executed, once per active lane
};

struct SimulatorOptions {
  /// A SIMD group that executes more instructions is stopped with an error.
  uint64_t MaxInstructionsPerSIMDGroup = uint64_t(1) << 32;
};

class Simulator {
public:
  /// \p Code is the whole text; execution starts at \p Entry.
  Simulator(const llvm::MCRegisterInfo &MRI, llvm::ArrayRef<uint8_t> Code,
            uint64_t Entry = 0, SimulatorOptions Options = {});
  ~Simulator();

  /// Runs one threadgroup: ceil(threads / 32) SIMD groups, with the given
  /// uniforms (u0l-u255h) and threadgroup memory. Errors name the
  /// instruction's offset and text.
  llvm::Expected<RunStats> runThreadgroup(const DispatchShape &Shape,
                                          llvm::ArrayRef<uint16_t> Uniforms,
                                          DeviceMemory &Memory,
                                          std::vector<uint8_t> &Threadgroup);

  /// Runs a vertex function over \p Count vertices in SIMD groups of 32:
  /// vertex i's lane starts with the register halves \p Preload(i, halves)
  /// sets (its IDs, docs/applegpu-abi.md "Vertex functions"), and its
  /// st_var stores fill its \p UVSWords words of \p Outputs (vertex i's
  /// word w at i * UVSWords + w; zero where nothing is stored).
  llvm::Expected<RunStats>
  runVertices(unsigned Count,
              llvm::function_ref<void(unsigned, llvm::MutableArrayRef<uint16_t>)> Preload,
              llvm::ArrayRef<uint16_t> Uniforms, DeviceMemory &Memory,
              unsigned UVSWords, std::vector<uint32_t> &Outputs);

  /// Runs a fragment function over \p Fragments in SIMD groups of 32
  /// (fragment i in lane i mod 32 of group i / 32), each with its state.
  llvm::Expected<RunStats> runFragments(llvm::ArrayRef<uint16_t> Uniforms,
                                        DeviceMemory &Memory,
                                        llvm::MutableArrayRef<FragmentState> Fragments);

  /// Runs the preamble at \p Entry (`_agc.main.constant_program`) once, as
  /// a single thread: it reads the dispatch's uniforms and device memory and
  /// writes uniforms with uniform_store.
  llvm::Expected<RunStats> runPreamble(uint64_t Entry,
                                       llvm::MutableArrayRef<uint16_t> Uniforms,
                                       DeviceMemory &Memory);

  /// The sampler states (the hardware's sampler heap, by index): each an
  /// 8-byte Sampler descriptor of Mesa's cmdbuf.xml (AppleGPUTextures.h),
  /// which smpf and smpi name.
  void setSamplerStates(std::vector<uint64_t> States);

  /// For tests: the general registers of each SIMD group after the last
  /// run, [group][lane][half].
  const std::vector<std::array<std::array<uint16_t, NumGPRHalves>, SIMDWidth>> &
  lastRegisters() const;

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

} // namespace applegpu
} // namespace metalnt

#endif
