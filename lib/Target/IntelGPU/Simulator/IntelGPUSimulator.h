//===- IntelGPUSimulator.h - A Gen9/Gen11 EU thread simulator ---*- C++ -*-===//
//
// Executes Gen9/Gen11 machine code, decoded by the MC layer's instruction
// model (IntelGPUInst), one hardware thread at a time: the 128-register
// GRF file, the flag registers, the channels enabled at dispatch, Align1
// regions, execution sizes and channel offsets, predication and
// conditional modifiers, structured control flow (a per-channel
// instruction pointer), and the send messages a compute kernel needs
// (A64 and SLM reads, writes and atomics, fences, the barrier, end of
// thread). A thread stops at a barrier until the executor releases the
// threadgroup's threads. The semantics
// follow Intel's PRMs (Volume 7, "EU Overview" and the instruction
// reference) as docs/intelgpu-simulator.md cites them, and the message
// encodings of docs/notes/intelgpu-codegen-research.md (checked with
// iga64). An instruction or message it does not implement is an error
// naming it and its offset, never skipped.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUSIMULATOR_H
#define METALNT_TARGET_INTELGPU_INTELGPUSIMULATOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <map>
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
  /// The address register a0: sixteen 16-bit subregisters a0.0-a0.15,
  /// each a byte address in the GRF file for indirect regions.
  std::array<uint16_t, 16> A0{};
  /// The channels enabled at dispatch (a partial last thread of a
  /// threadgroup has fewer).
  uint32_t DispatchMask = 0xFFFFFFFF;
  /// The next instruction's offset.
  uint32_t PC = 0;
  /// Per channel, the offset of the instruction where a channel that a
  /// control-flow instruction disabled runs again; Active while it runs
  /// (docs/intelgpu-simulator.md, "Control flow").
  static constexpr uint32_t Active = 0xFFFFFFFF;
  std::array<uint32_t, 32> WaitIP;
  /// The thread signalled the threadgroup's barrier (a gateway message)
  /// and has not waited for it yet; the executor releases it.
  bool BarrierSignalled = false, BarrierReleased = false;
  bool Ended = false;
  /// Calls not yet returned from (call and ret).
  unsigned CallDepth = 0;

  ThreadState() { WaitIP.fill(Active); }

  template <typename T> T get(unsigned Byte) const;
  template <typename T> void set(unsigned Byte, T V);
};

struct RunStats {
  uint64_t Instructions = 0;
  /// Instructions times the channels they ran on.
  uint64_t ChannelInstructions = 0;
};

/// Why runThread returned.
enum class Stop { End, Barrier };

/// What a pixel shader thread's render target writes (SFID 5) reach
/// (docs/intelgpu-simulator.md, "Fragment functions"): the payload layout
/// the pipeline state gives the hardware (3DSTATE_PS_EXTRA: an oMask,
/// a computed depth; FragmentPayload's flags), the pixels the dispatch
/// covers (a headerless write's pixel mask), and what each channel's
/// writes delivered: a binding table index's four words, the depth, the
/// stencil and the oMask, and whether the last write (EOT) wrote it. Render target
/// reads (framebuffer fetch) return Pixels: per binding table index, the
/// four channels of the pixel each channel covers, as the render cache
/// converts them from the surface's format.
struct RenderTargets {
  unsigned Flags = 0;
  uint32_t PixelMask = 0;
  std::map<unsigned, std::array<std::array<uint32_t, 4>, 8>> Pixels;
  struct Channel {
    std::map<unsigned, std::array<uint32_t, 4>> Colors;
    /// A dual-source write's second colour, by binding table index.
    std::map<unsigned, std::array<uint32_t, 4>> Source1;
    uint32_t Depth = 0, Mask = 0xFFFF, Stencil = 0;
    bool HasDepth = false, HasStencil = false, Written = false;
  };
  std::array<Channel, 8> Channels;
};

/// Runs Code (Gen9 or Gen11: 9 or 11) on T from T.PC until its
/// end-of-thread message or a wait for the threadgroup's barrier (then
/// BarrierReleased lets it go on). Global is what A64 messages reach,
/// Local the threadgroup's shared local memory (SLM messages), Scratch
/// the general state where each thread's scratch space is, at the offset
/// in its r0.5[31:10] (scratch and A32 stateless messages); null when
/// there is none. Counts into Stats; at most MaxInstructions in all.
struct BindingState;
/// Bindings says where texture messages find the binding table, surface
/// and sampler states in Global (IntelGPUSampler.h); null: no textures.
/// URB is what a vertex thread's URB writes reach, by byte offset (an
/// entry's handle is its offset in 16-byte units); null: none. RT is what
/// a pixel shader thread's render target writes reach; null: none.
llvm::Expected<Stop> runThread(llvm::ArrayRef<uint8_t> Code, unsigned Gen,
                               ThreadState &T, Memory &Global, Memory *Local,
                               Memory *Scratch, RunStats &Stats,
                               uint64_t MaxInstructions = 1u << 26,
                               const BindingState *Bindings = nullptr,
                               Memory *URB = nullptr, RenderTargets *RT = nullptr);

/// Runs a thread that neither waits at a barrier nor uses SLM to its end.
llvm::Expected<RunStats> runThread(llvm::ArrayRef<uint8_t> Code, unsigned Gen,
                                   ThreadState &T, Memory &M,
                                   uint64_t MaxInstructions = 1u << 24);

} // namespace intelgpu
} // namespace metalnt

#endif
