//===- IntelGPUSimulator.h - A Gen9/Gen11 EU thread simulator ---*- C++ -*-===//
//
// Executes Gen9/Gen11 machine code, decoded by the MC layer's instruction
// model (IntelGPUInst), one hardware thread at a time: the 128-register
// GRF file, the flag registers, the channels enabled at dispatch, Align1
// regions, execution sizes and channel offsets, predication and
// conditional modifiers, and the send messages a compute kernel needs
// (A64 untyped surface reads and writes, end of thread). The semantics
// follow Intel's PRMs (Volume 7, "EU Overview" and the instruction
// reference) as docs/intelgpu-simulator.md cites them, and the message
// encodings of docs/notes/intelgpu-codegen-research.md (checked with
// iga64). An instruction or message it does not implement is an error
// naming it and its offset, never skipped.
//
// This is the simulator's core for issue 12; control flow, math, SLM,
// barriers and atomics come with the code generator that needs them.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUSIMULATOR_H
#define METALNT_TARGET_INTELGPU_INTELGPUSIMULATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>

namespace metalnt {
namespace intelgpu {

/// 128 general registers of 32 bytes.
constexpr unsigned NumGRFs = 128, GRFBytes = 32;

/// Global memory, by 64-bit address (what A64 messages reach).
class Memory {
public:
  virtual ~Memory();
  /// Copies Size bytes; false when a byte is outside every mapping.
  virtual bool read(uint64_t Address, void *Out, size_t Size) = 0;
  virtual bool write(uint64_t Address, const void *In, size_t Size) = 0;
};

/// One hardware thread's architectural state.
struct ThreadState {
  std::array<uint8_t, NumGRFs * GRFBytes> GRF{};
  /// f0 and f1, 32 bits each (f0.0 is f0's low 16 bits, f0.1 its high).
  std::array<uint32_t, 2> Flag{};
  /// The channels enabled at dispatch (a partial last thread of a
  /// threadgroup has fewer).
  uint32_t DispatchMask = 0xFFFFFFFF;
  bool Ended = false;

  template <typename T> T get(unsigned Byte) const;
  template <typename T> void set(unsigned Byte, T V);
};

struct RunStats {
  uint64_t Instructions = 0;
};

/// Runs Code (Gen9 or Gen11, 9 or 11) on T until its end-of-thread message;
/// at most MaxInstructions instructions.
llvm::Expected<RunStats> runThread(llvm::ArrayRef<uint8_t> Code, unsigned Gen,
                                   ThreadState &T, Memory &M,
                                   uint64_t MaxInstructions = 1u << 24);

} // namespace intelgpu
} // namespace metalnt

#endif
