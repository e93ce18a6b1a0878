//===- AppleGPUExecutor.cpp - Running kernels on the G13 simulator --------===//
//
// metal-run -arch=applegpu_g13*: the kernel is translated by the Apple
// translator (what metal-nt emits for that architecture) and its _agc.main
// executed threadgroup by threadgroup on the G13 simulator
// (docs/applegpu-simulator.md), with buffer(i)'s address in u(2i):u(2i+1)
// as docs/applegpu-abi.md defines.
//
//===----------------------------------------------------------------------===//

#include "metalnt/GPUArch/GPUArch.h"
#include "SimulatedDispatch.h"
#include "metalnt/Run/Executor.h"
#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "Simulator/AppleGPUSimulator.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <cstring>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;

namespace {

Error runError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

class AppleGPUExecutor final : public Executor {
public:
  explicit AppleGPUExecutor(const GPUArch &Arch) : Arch(Arch) {}
  StringRef getName() const override { return Arch.Name; }
  Expected<RunStats> run(const Kernel &K, Dispatch &D) override;

private:
  const GPUArch &Arch;
};

Expected<RunStats> AppleGPUExecutor::run(const Kernel &K, Dispatch &D) {
  if (Error E = checkSimulatedDispatch(K, D))
    return std::move(E);

  auto Start = std::chrono::steady_clock::now();
  // The translator lowers a module of its own; the kernel stays as it is.
  std::unique_ptr<Module> Copy = CloneModule(*K.Module);
  Expected<std::string> Nested = applegpu::getTranslator().translate(
      *Copy, K.Name, Arch, OutputKind::Object, /*IsKernel=*/true);
  if (!Nested)
    return runError(Arch.Name + ": " + K.Name + ": " + toString(Nested.takeError()));
  Expected<std::pair<std::string, uint64_t>> Code =
      applegpu::extractMainCode(*Nested);
  if (!Code)
    return Code.takeError();
  auto Compiled = std::chrono::steady_clock::now();

  initializeAppleGPUTarget();
  std::string Err;
  Triple TT("applegpu-apple-macosx");
  const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
  if (!T)
    return runError(Err);
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  applegpu::Simulator Sim(
      *MRI, ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(Code->first.data()),
                              Code->first.size()),
      Code->second);

  std::vector<uint16_t> Uniforms(applegpu::NumUniformHalves, 0);
  for (const auto &[Index, Bytes] : D.Buffers)
    if (Index < 64)
      for (unsigned H = 0; H != 4; ++H)
        Uniforms[4 * Index + H] = uint16_t(simulatedBufferAddress(Index) >> (16 * H));
  // The grid's size in threads in u192, u194, u196 and in threadgroups in
  // u200, u202, u204 (docs/applegpu-abi.md).
  for (unsigned I = 0; I != 3; ++I) {
    uint32_t Groups = (D.Grid[I] + D.Threadgroup[I] - 1) / D.Threadgroup[I];
    for (unsigned H = 0; H != 2; ++H) {
      Uniforms[2 * (192 + 2 * I) + H] = uint16_t(D.Grid[I] >> (16 * H));
      Uniforms[2 * (200 + 2 * I) + H] = uint16_t(Groups >> (16 * H));
    }
  }
  SimulatedBuffers<applegpu::DeviceMemory> Memory(D.Buffers);
  // Threadgroup memory (docs/applegpu-abi.md): the module's threadgroup
  // variables first, as the translator placed them, then each
  // [[threadgroup(i)]] at a 16-byte boundary, its offset in u(128 + 2i).
  uint64_t TGSize = lower::layoutThreadgroupVariables(*K.Module).Size;
  for (const auto &[Index, Bytes] : D.ThreadgroupMemory) {
    if (Index >= 32)
      return runError("function '" + K.Name + "': threadgroup(" + Twine(Index) +
                      ") is beyond the 32 the Apple ABI passes");
    TGSize = alignTo(TGSize, 16);
    for (unsigned H = 0; H != 4; ++H)
      Uniforms[4 * (64 + Index) + H] = uint16_t(TGSize >> (16 * H));
    TGSize += Bytes;
  }
  if (TGSize > 65535)
    return runError("function '" + K.Name + "': " + Twine(TGSize) +
                    " bytes of threadgroup memory; 16-bit addresses reach 65535");

  RunStats Stats;
  // The preamble (_agc.main.constant_program, at the text's start) runs
  // once, before any threadgroup, and may write uniforms the kernel reads
  // (docs/applegpu-abi.md).
  Expected<applegpu::RunStats> Pre = Sim.runPreamble(0, Uniforms, Memory);
  if (!Pre)
    return runError("function '" + K.Name + "', preamble: " + toString(Pre.takeError()));
  Stats.Instructions = Pre->Instructions;
  Stats.LaneInstructions = Pre->LaneInstructions;
  Dim3 Groups;
  for (int I = 0; I != 3; ++I)
    Groups[I] = (D.Grid[I] + D.Threadgroup[I] - 1) / D.Threadgroup[I];
  std::vector<uint8_t> Local;
  for (uint32_t Z = 0; Z != Groups[2]; ++Z)
    for (uint32_t Y = 0; Y != Groups[1]; ++Y)
      for (uint32_t X = 0; X != Groups[0]; ++X) {
        applegpu::DispatchShape S;
        S.ThreadgroupPosition = {X, Y, Z};
        S.ThreadsPerThreadgroup = D.Threadgroup;
        S.GridSize = D.Grid;
        uint32_t Pos[3] = {X, Y, Z};
        for (int I = 0; I != 3; ++I)
          S.ThreadsInThreadgroup[I] =
              std::min(D.Threadgroup[I], D.Grid[I] - Pos[I] * D.Threadgroup[I]);
        // Threadgroup memory starts undefined in Metal; here, zeroed.
        Local.assign(TGSize, 0);
        Expected<applegpu::RunStats> R = Sim.runThreadgroup(S, Uniforms, Memory, Local);
        if (!R)
          return runError("function '" + K.Name + "', threadgroup (" + Twine(X) +
                          ", " + Twine(Y) + ", " + Twine(Z) + "): " +
                          toString(R.takeError()));
        Stats.Instructions = Stats.Instructions.value_or(0) + R->Instructions;
        Stats.LaneInstructions =
            Stats.LaneInstructions.value_or(0) + R->LaneInstructions;
        Stats.Threads += uint64_t(S.ThreadsInThreadgroup[0]) *
                         S.ThreadsInThreadgroup[1] * S.ThreadsInThreadgroup[2];
        ++Stats.Threadgroups;
      }
  auto Done = std::chrono::steady_clock::now();
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  return Stats;
}

} // namespace

std::unique_ptr<Executor> metalnt::run::createAppleGPUExecutor(const GPUArch &A) {
  return std::make_unique<AppleGPUExecutor>(A);
}
