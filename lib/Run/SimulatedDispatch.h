//===- SimulatedDispatch.h - What the GPU simulators' executors share -*- C++ -*-===//
//
// The Apple and Intel executors place buffers the same way and check a
// dispatch the same way before translating its kernel.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LIB_RUN_SIMULATEDDISPATCH_H
#define METALNT_LIB_RUN_SIMULATEDDISPATCH_H

#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Run/Executor.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <algorithm>
#include <cstring>
#include <map>
#include <vector>

namespace metalnt {
namespace run {

/// Buffer i lives at (i + 1) << 32: far apart, so that an overrun never
/// lands in another buffer.
constexpr uint64_t simulatedBufferAddress(unsigned Index) {
  return uint64_t(Index + 1) << 32;
}

/// The dispatch's buffers at simulatedBufferAddress, as a simulator's
/// memory interface Base (read and write by address; false outside).
template <typename Base> class SimulatedBuffers final : public Base {
public:
  explicit SimulatedBuffers(std::map<unsigned, std::vector<uint8_t>> &Buffers)
      : Buffers(Buffers) {}
  bool read(uint64_t A, void *Out, size_t N) override {
    uint8_t *P = find(A, N);
    if (P)
      std::memcpy(Out, P, N);
    return P;
  }
  bool write(uint64_t A, const void *In, size_t N) override {
    uint8_t *P = find(A, N);
    if (P)
      std::memcpy(P, In, N);
    return P;
  }

private:
  std::map<unsigned, std::vector<uint8_t>> &Buffers;
  uint8_t *find(uint64_t A, size_t N) {
    uint64_t Index = (A >> 32) - 1, Offset = A & 0xFFFFFFFF;
    auto It = Buffers.find(unsigned(Index));
    if ((A >> 32) == 0 || It == Buffers.end() || Offset + N > It->second.size())
      return nullptr;
    return It->second.data() + Offset;
  }
};

/// Where the Apple and Intel executors place a function's program-scope
/// constant data (its nested Mach-O's __TEXT,__const) while it runs: a
/// buffer index no Metal argument has.
constexpr unsigned ConstantDataBuffer = 99;
/// A function's constant data in the dispatch's buffers at
/// ConstantDataBuffer, for as long as this lives.
class ConstantDataBinding {
public:
  explicit ConstantDataBinding(Dispatch &D) : D(D) {}
  ConstantDataBinding(const ConstantDataBinding &) = delete;
  ConstantDataBinding &operator=(const ConstantDataBinding &) = delete;
  ~ConstantDataBinding() {
    if (Bound)
      D.Buffers.erase(ConstantDataBuffer);
  }
  /// Places \p Data (nothing when it is empty); an error if the dispatch
  /// has a buffer of its own at that index.
  llvm::Error bind(llvm::StringRef Data);
  bool bound() const { return Bound; }

private:
  Dispatch &D;
  bool Bound = false;
};

/// A buffer argument without a buffer, or an empty grid or threadgroup, is
/// an error naming the kernel.
llvm::Error checkSimulatedDispatch(const Kernel &K, const Dispatch &D);

/// What the dynamic libraries K's -dylib files hold for Arch export: each
/// function's nested Mach-O by its symbol (`_name`), the first library's
/// first; an error naming a file that cannot be read or is not a dynamic
/// library.
llvm::Expected<std::map<std::string, std::string>>
translatedDylibExports(const Kernel &K, const GPUArch &Arch);

/// A texture or sampler argument without a texture or sampler bound to its
/// index is an error naming the kernel and the option that binds one.
llvm::Error checkTextureArguments(const Kernel &K, const Dispatch &D);

/// Every texel of T with its byte offset in T.Data (level after level;
/// within a level layer (array element, cube face) after layer, then a 3D
/// texture's slices, rows, columns, samples), its level, its memory layer
/// (the layer, or a 3D texture's slice), x, y and sample: how the G13 and
/// Intel executors copy textures into the simulated memory and back.
template <typename Fn> void forEachTexel(const Texture &T, Fn F) {
  bool ThreeD = T.Type == "3d";
  for (uint32_t L = 0; L != T.MipLevels; ++L) {
    uint32_t W = std::max<uint32_t>(1, T.Width >> L), H = std::max<uint32_t>(1, T.Height >> L);
    uint32_t Depth = ThreeD ? std::max<uint32_t>(1, T.Depth >> L) : 1;
    uint64_t Host = T.getLevelOffset(L);
    for (uint32_t S = 0; S != T.getSlices(); ++S)
      for (uint32_t Z = 0; Z != Depth; ++Z)
        for (uint32_t Y = 0; Y != H; ++Y)
          for (uint32_t X = 0; X != W; ++X)
            for (uint32_t Sample = 0; Sample != T.SampleCount; ++Sample, Host += T.Format->Size)
              F(Host, L, ThreeD ? Z : S, X, Y, Sample);
  }
}

/// A vertex's output record (docs/metal-run.md, "Render functions") from
/// the 32-bit words a simulated vertex stage wrote: Word(I, C) is output
/// I's component C (half widened to float, narrower integers extended),
/// Count[I] how many output I has.
void writeVertexRecord(const lower::KernelSignature &Sig, const StageRecords &Records,
                       llvm::ArrayRef<unsigned> Count,
                       llvm::function_ref<uint32_t(size_t, unsigned)> Word, uint8_t *Record);

} // namespace run
} // namespace metalnt

#endif
