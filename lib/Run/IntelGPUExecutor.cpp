//===- IntelGPUExecutor.cpp - Running kernels on the Gen9/Gen11 simulator -===//
//
// metal-run -arch=intelgpu_*: the kernel is translated by the Intel
// translator (what metal-nt emits for that architecture) and run
// threadgroup by threadgroup on the Gen simulator (docs/intelgpu-simulator.md):
// each threadgroup's threads, in order of thread_index_in_threadgroup,
// eight or sixteen to a hardware thread (the code's SIMD width), with the
// payload of
// docs/intelgpu-abi.md; a partial last hardware thread has fewer channels
// enabled at dispatch. Each hardware thread has its own scratch space
// when the kernel asks for one. Hardware threads take turns; a barrier holds each
// until every one still running has reached it.
//
//===----------------------------------------------------------------------===//

#include "SimulatedDispatch.h"
#include "Simulator/IntelGPUSimulator.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Run/Executor.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;

namespace {

Error runError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Memory by byte offset: a threadgroup's shared local memory, or the
/// general state that holds its hardware threads' scratch spaces.
class ByteMemory final : public intelgpu::Memory {
public:
  explicit ByteMemory(std::vector<uint8_t> &Bytes) : Bytes(Bytes) {}
  bool read(uint64_t A, void *Out, size_t N) override {
    if (A + N > Bytes.size())
      return false;
    std::memcpy(Out, Bytes.data() + A, N);
    return true;
  }
  bool write(uint64_t A, const void *In, size_t N) override {
    if (A + N > Bytes.size())
      return false;
    std::memcpy(Bytes.data() + A, In, N);
    return true;
  }

private:
  std::vector<uint8_t> &Bytes;
};

/// The payload constants of docs/intelgpu-abi.md (IntelGPU.h's
/// IntelGPUPayload, which this library does not include).
enum Constant : unsigned {
  ThreadsPerThreadgroup = 0,
  DispatchThreadsPerThreadgroup = 3,
  ThreadIndexBase = 6,
  HardwareThreadIndex = 7,
  ThreadsPerGrid = 8,
  ThreadgroupsPerGrid = 11,
};
/// From r1, each dimension's local IDs: one GRF, two at SIMD32; then two
/// GRFs of constants and the buffer addresses.
constexpr unsigned LocalIDGRF = 1;
constexpr unsigned localIDGRFs(unsigned Width) { return Width == 32 ? 2 : 1; }
constexpr unsigned constantsGRF(unsigned Width) { return LocalIDGRF + 3 * localIDGRFs(Width); }
constexpr unsigned buffersGRF(unsigned Width) { return constantsGRF(Width) + 2; }
constexpr unsigned GRFBytes = intelgpu::GRFBytes;

class IntelGPUExecutor final : public Executor {
public:
  explicit IntelGPUExecutor(const GPUArch &Arch) : Arch(Arch) {}
  StringRef getName() const override { return Arch.Name; }
  Expected<RunStats> run(const Kernel &K, Dispatch &D) override;

private:
  const GPUArch &Arch;
};

Expected<RunStats> IntelGPUExecutor::run(const Kernel &K, Dispatch &D) {
  if (Error E = checkSimulatedDispatch(K, D))
    return std::move(E);
  // Argument buffers: a buffer's handle is its A64 address; textures and
  // samplers are not modelled here.
  if (Error E = checkResourceHandles(D))
    return std::move(E);
  for (const Dispatch::ResourceHandle &H : D.Handles)
    if (H.K != Dispatch::ResourceHandle::BufferHandle)
      return runError(Arch.Name + ": " + K.Name + ": texture and sampler handles (-handle) "
                      "need textures, which the Intel executor does not model");
  PatchedHandles Handles(D, [](const Dispatch::ResourceHandle &H) {
    return simulatedBufferAddress(H.Index);
  });
  auto Start = std::chrono::steady_clock::now();
  std::unique_ptr<Module> Copy = CloneModule(*K.Module);
  Expected<std::string> Nested = intelgpu::getTranslator().translate(
      *Copy, K.Name, Arch, OutputKind::Object, /*IsKernel=*/true);
  if (!Nested)
    return runError(Arch.Name + ": " + K.Name + ": " + toString(Nested.takeError()));
  Expected<intelgpu::CompiledKernel> C = intelgpu::readCompiledKernel(*Nested);
  if (!C)
    return C.takeError();
  if (C->SIMDWidth != 8 && C->SIMDWidth != 16 && C->SIMDWidth != 32)
    return runError("function '" + K.Name + "': SIMD" + Twine(C->SIMDWidth) +
                    " code (this executor runs SIMD8, SIMD16 and SIMD32)");
  const unsigned SIMDWidth = C->SIMDWidth;
  auto Compiled = std::chrono::steady_clock::now();
  unsigned Gen = Arch.LLVMCPU.starts_with("icl") ? 11 : 9;
  ArrayRef<uint8_t> Code(reinterpret_cast<const uint8_t *>(C->Code.data()),
                         C->Code.size());

  // Threadgroup memory (docs/intelgpu-abi.md): the module's threadgroup
  // variables first, as the translator placed them, then each
  // [[threadgroup(i)]] at a 16-byte boundary, its offset in the payload.
  uint64_t SLMSize = lower::layoutThreadgroupVariables(*K.Module).Size;
  std::vector<uint32_t> TGOffsets(C->TGSlots, 0);
  for (const auto &[Index, Bytes] : D.ThreadgroupMemory) {
    if (Index >= C->TGSlots)
      continue; // the kernel does not use it
    SLMSize = alignTo(SLMSize, 16);
    TGOffsets[Index] = uint32_t(SLMSize);
    SLMSize += Bytes;
  }
  if (SLMSize > 65536)
    return runError("function '" + K.Name + "': " + Twine(SLMSize) +
                    " bytes of threadgroup memory; Gen9 and Gen11 have 64 KiB");

  // The constant data (docs/intelgpu-abi.md), for as long as the run.
  ConstantDataBinding Constants(D);
  if (Error E = Constants.bind(C->ConstantData))
    return runError("function '" + K.Name + "': " + toString(std::move(E)));
  SimulatedBuffers<intelgpu::Memory> Global(D.Buffers);
  Dim3 Groups;
  for (int I = 0; I != 3; ++I)
    Groups[I] = (D.Grid[I] + D.Threadgroup[I] - 1) / D.Threadgroup[I];
  RunStats Stats;
  intelgpu::RunStats Sim;
  std::vector<uint8_t> SLM, GeneralState;
  std::vector<intelgpu::ThreadState> Threads;
  // Scratch: hardware thread H's space at (H + 1) * ScratchBytes, so
  // that none is at 0; r0.5[9:0] gets an FFTID, which code must mask off
  // (docs/intelgpu-abi.md), and r0.3[3:0] the size code.
  uint64_t ScratchBytes = C->ScratchBytes;
  if (ScratchBytes && (!isPowerOf2_64(ScratchBytes) || ScratchBytes < 1024 ||
                       ScratchBytes > (2u << 20)))
    return runError("function '" + K.Name + "': a scratch space of " +
                    Twine(ScratchBytes) + " bytes per thread (not a power of two "
                    "from 1 KiB to 2 MiB)");
  for (uint32_t Z = 0; Z != Groups[2]; ++Z)
    for (uint32_t Y = 0; Y != Groups[1]; ++Y)
      for (uint32_t X = 0; X != Groups[0]; ++X) {
        uint32_t Pos[3] = {X, Y, Z};
        Dim3 Size;
        for (int I = 0; I != 3; ++I)
          Size[I] = std::min(D.Threadgroup[I], D.Grid[I] - Pos[I] * D.Threadgroup[I]);
        uint32_t N = Size[0] * Size[1] * Size[2];
        unsigned HWThreads = (N + SIMDWidth - 1) / SIMDWidth;
        Threads.assign(HWThreads, intelgpu::ThreadState());
        for (unsigned H = 0; H != HWThreads; ++H) {
          intelgpu::ThreadState &T = Threads[H];
          auto Set32 = [&](unsigned Byte, uint32_t V) { T.set<uint32_t>(Byte, V); };
          unsigned Channels = std::min<unsigned>(SIMDWidth, N - H * SIMDWidth);
          T.DispatchMask = Channels == 32 ? ~0u : (1u << Channels) - 1;
          // r0: the threadgroup's position in r0.1, r0.6 and r0.7.
          Set32(4 * 1, X);
          Set32(4 * 6, Y);
          Set32(4 * 7, Z);
          if (ScratchBytes) {
            Set32(4 * 5, uint32_t((H + 1) * ScratchBytes) | ((H + 1) & 0x3FF));
            Set32(4 * 3, Log2_64(ScratchBytes / 1024));
          }
          // From r1: each channel's local ID, 16 bits, in each dimension's
          // GRFs.
          for (unsigned Ch = 0; Ch != Channels; ++Ch) {
            uint32_t Index = H * SIMDWidth + Ch;
            uint32_t L[3] = {Index % Size[0], Index / Size[0] % Size[1],
                             Index / Size[0] / Size[1]};
            for (unsigned Dim = 0; Dim != 3; ++Dim) {
              uint16_t V = uint16_t(L[Dim]);
              std::memcpy(&T.GRF[(LocalIDGRF + Dim * localIDGRFs(SIMDWidth)) * GRFBytes +
                                 2 * Ch],
                          &V, 2);
            }
          }
          auto SetConstant = [&](unsigned C, uint32_t V) {
            Set32(constantsGRF(SIMDWidth) * GRFBytes + 4 * C, V);
          };
          for (unsigned I = 0; I != 3; ++I) {
            SetConstant(ThreadsPerThreadgroup + I, Size[I]);
            SetConstant(DispatchThreadsPerThreadgroup + I, D.Threadgroup[I]);
            SetConstant(ThreadsPerGrid + I, D.Grid[I]);
            SetConstant(ThreadgroupsPerGrid + I, Groups[I]);
          }
          SetConstant(ThreadIndexBase, H * SIMDWidth);
          SetConstant(HardwareThreadIndex, H);
          for (const auto &Buffer : D.Buffers)
            if (Buffer.first < C->BufferSlots)
              T.set<uint64_t>(buffersGRF(SIMDWidth) * GRFBytes + 8 * Buffer.first,
                              simulatedBufferAddress(Buffer.first));
          if (C->ConstantDataSlot)
            T.set<uint64_t>(buffersGRF(SIMDWidth) * GRFBytes + 8 * *C->ConstantDataSlot,
                            simulatedBufferAddress(ConstantDataBuffer));
          unsigned TGByte = (buffersGRF(SIMDWidth) + (C->BufferSlots + 3) / 4) * GRFBytes;
          for (unsigned J = 0; J != C->TGSlots; ++J)
            Set32(TGByte + 4 * J, TGOffsets[J]);
        }
        // Threadgroup memory starts undefined in Metal; here, zeroed.
        SLM.assign(SLMSize, 0);
        ByteMemory Local(SLM);
        // Private memory starts undefined too; here, zeroed.
        GeneralState.assign(ScratchBytes ? (HWThreads + 1) * ScratchBytes : 0, 0);
        ByteMemory Scratch(GeneralState);
        auto Where = [&]() -> std::string {
          return (Arch.Name + ": function '" + K.Name + "', threadgroup (" + Twine(X) + ", " +
                  Twine(Y) + ", " + Twine(Z) + ")")
              .str();
        };
        // Each hardware thread runs until its end or the barrier; when
        // every one still running waits there, all go on.
        for (;;) {
          for (unsigned H = 0; H != HWThreads; ++H) {
            intelgpu::ThreadState &T = Threads[H];
            if (T.Ended || (T.BarrierSignalled && !T.BarrierReleased))
              continue;
            Expected<intelgpu::Stop> R = intelgpu::runThread(
                Code, Gen, T, Global, SLMSize ? &Local : nullptr,
                ScratchBytes ? &Scratch : nullptr, Sim);
            if (!R)
              return runError(Where() + ", hardware thread " + Twine(H) + ": " +
                              toString(R.takeError()));
          }
          bool Running = false;
          for (intelgpu::ThreadState &T : Threads) {
            Running |= !T.Ended;
            T.BarrierReleased = T.BarrierSignalled;
          }
          if (!Running)
            break;
        }
        Stats.Threads += N;
        ++Stats.Threadgroups;
      }
  auto Done = std::chrono::steady_clock::now();
  Stats.Instructions = Sim.Instructions;
  Stats.LaneInstructions = Sim.ChannelInstructions;
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  return Stats;
}

} // namespace

std::unique_ptr<Executor> metalnt::run::createIntelGPUExecutor(const GPUArch &A) {
  return std::make_unique<IntelGPUExecutor>(A);
}
