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
#include "Simulator/IntelGPUSampler.h"
#include "Simulator/IntelGPUSimulator.h"
#include "metalnt/Lowering/Formats.h"
#include "llvm/ADT/StringSwitch.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Run/Executor.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/Support/MemoryBuffer.h"
#include <map>
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <cmath>

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
/// A vertex function's payload (docs/intelgpu-abi.md, "Vertex functions"):
/// r1 the URB handles, from r2 the buffer addresses, then the
/// system-generated element: the draw's base vertex, its base instance,
/// the zero-based vertex ID and instance ID, a GRF each.
constexpr unsigned URBHandlesGRF = 1, VertexBuffersGRF = 2;

//===----------------------------------------------------------------------===//
// Textures and samplers (docs/intelgpu-abi.md, "Textures and samplers")
//===----------------------------------------------------------------------===//

/// Where the dispatch's texture state lives in simulated memory: buffer
/// StateBuffer holds the binding table (entry n for [[texture(n)]]), the
/// RENDER_SURFACE_STATEs, the SAMPLER_STATEs (state n for [[sampler(n)]],
/// 16 on for the constexpr samplers) and their border colours; it is both
/// the surface and the dynamic state base. Texture n's texels are buffer
/// StateBuffer + 1 + n, laid out as ISL lays out linear surfaces.
constexpr unsigned StateBuffer = 100;
constexpr uint32_t SurfaceStates = 512, SamplerStates = SurfaceStates + 64 * 128;

/// The SURFACE_FORMAT a driver binds a Metal pixel format as (anv's
/// format table does the same for Vulkan's): the channels in the same
/// bits, named from the least significant (isl_format_layout.csv).
std::optional<unsigned> surfaceFormat(StringRef Name) {
  unsigned F = StringSwitch<unsigned>(Name)
                   .Case("RGBA32Float", 0).Case("RGBA32Sint", 1).Case("RGBA32Uint", 2)
                   .Case("RGBA16Unorm", 128).Case("RGBA16Snorm", 129).Case("RGBA16Sint", 130)
                   .Case("RGBA16Uint", 131).Case("RGBA16Float", 132)
                   .Case("RG32Float", 133).Case("RG32Sint", 134).Case("RG32Uint", 135)
                   .Case("BGRA8Unorm", 192).Case("BGRA8Unorm_sRGB", 193)
                   .Case("RGB10A2Unorm", 194).Case("RGB10A2Uint", 196)
                   .Case("RGBA8Unorm", 199).Case("RGBA8Unorm_sRGB", 200).Case("RGBA8Snorm", 201)
                   .Case("RGBA8Sint", 202).Case("RGBA8Uint", 203)
                   .Case("RG16Unorm", 204).Case("RG16Snorm", 205).Case("RG16Sint", 206)
                   .Case("RG16Uint", 207).Case("RG16Float", 208).Case("BGR10A2Unorm", 209)
                   .Case("RG11B10Float", 211).Case("R32Sint", 214).Case("R32Uint", 215)
                   .Case("R32Float", 216).Case("Depth32Float", 216).Case("RGB9E5Float", 237)
                   .Case("B5G6R5Unorm", 256).Case("BGR5A1Unorm", 258)
                   .Case("A1BGR5Unorm", 292).Case("ABGR4Unorm", 293)
                   .Case("RG8Unorm", 262).Case("RG8Snorm", 263).Case("RG8Sint", 264)
                   .Case("RG8Uint", 265).Case("R16Unorm", 266).Case("Depth16Unorm", 266)
                   .Case("R16Snorm", 267).Case("R16Sint", 268).Case("R16Uint", 269)
                   .Case("R16Float", 270).Case("R8Unorm", 320).Case("R8Snorm", 321)
                   .Case("R8Sint", 322).Case("R8Uint", 323).Case("A8Unorm", 324)
                   .Default(~0u);
  if (F == ~0u)
    return std::nullopt;
  return F;
}

/// An AIR sampler state (docs/air-conventions.md) as SAMPLER_STATE, as
/// anv's CreateSampler fills one from the same description; its border
/// colour's four floats.
intelgpu::surface::SamplerState intelSampler(const std::array<uint64_t, 2> &AIR,
                                             std::array<float, 4> &Border) {
  intelgpu::surface::SamplerState S;
  uint64_t W = AIR[0];
  // clamp_to_zero/border, clamp_to_edge, repeat, mirrored_repeat,
  // mirror_clamp_to_edge as TEXCOORDMODE CLAMP_BORDER, CLAMP, WRAP, MIRROR,
  // MIRROR_ONCE.
  static const unsigned Modes[8] = {4, 2, 0, 1, 5, 2, 2, 2};
  for (unsigned I = 0; I != 3; ++I)
    S.Wrap[I] = Modes[(W >> (3 * I)) & 7];
  S.MagFilter = ((W >> 9) & 3) ? 1 : 0;
  S.MinFilter = ((W >> 11) & 3) ? 1 : 0;
  unsigned Mip = (W >> 13) & 3;
  S.MipFilter = Mip == 2 ? 3 : Mip;
  S.NonNormalized = (W >> 15) & 1;
  // The hardware's comparison is inverted (texel OP ref gives 0): Metal's
  // never, less, equal, less_equal, greater, not_equal, greater_equal,
  // always as anv maps Vulkan's.
  static const unsigned Shadow[8] = {0, 4, 6, 2, 7, 3, 5, 1};
  unsigned Compare = (W >> 16) & 15;
  S.ShadowFunction = Compare < 8 ? Shadow[Compare] : 0;
  uint16_t Lo = uint16_t(W >> 24), Hi = uint16_t(W >> 40);
  if (Lo || Hi) {
    S.MinLod = std::min(formats::halfToFloat(Lo), 14.f);
    S.MaxLod = std::min(formats::halfToFloat(Hi), 14.f);
  }
  unsigned B = (W >> 56) & 3;
  Border = B == 2 ? std::array<float, 4>{1, 1, 1, 1}
                  : std::array<float, 4>{0, 0, 0, B == 1 ? 1.f : 0.f};
  return S;
}

/// Binds a dispatch's textures and samplers in simulated memory for as
/// long as it runs, and copies written textures back.
class TextureBindings {
public:
  explicit TextureBindings(Dispatch &D) : D(D) {}
  ~TextureBindings() {
    for (unsigned I : Added)
      D.Buffers.erase(I);
  }
  Error bind(const Kernel &K, ArrayRef<std::array<uint64_t, 2>> ConstantSamplers);
  void copyBack();
  const intelgpu::BindingState *state() const { return Added.empty() ? nullptr : &State; }
  uint32_t samplerStateOffset() const { return State.SamplerStateOffset; }

private:
  Dispatch &D;
  std::vector<unsigned> Added;
  intelgpu::BindingState State;
  std::map<unsigned, intelgpu::surface::SurfaceState> Surfaces;
};

/// The access of each of K's [[texture(n)]] arguments ("sample", "read",
/// "write", "read_write") by n; a texture reached through a handle has
/// none.
std::map<unsigned, std::string> textureAccesses(const Kernel &K) {
  std::map<unsigned, std::string> Accesses;
  llvm::Function *F = K.Module ? K.Module->getFunction(K.Name) : nullptr;
  if (!F)
    return Accesses;
  Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*F);
  if (!Sig) {
    consumeError(Sig.takeError());
    return Accesses;
  }
  for (const lower::KernelArg &A : Sig->Args)
    if (A.K == lower::KernelArg::Texture)
      Accesses[A.LocationIndex] = A.Access;
  return Accesses;
}

Error TextureBindings::bind(const Kernel &K,
                            ArrayRef<std::array<uint64_t, 2>> ConstantSamplers) {
  using namespace intelgpu::surface;
  if (Error E = checkTextureArguments(K, D))
    return E;
  if (D.Textures.empty() && D.Samplers.empty() && ConstantSamplers.empty())
    return Error::success();
  auto Fail = [&](const Twine &Msg) { return runError("function '" + K.Name + "': " + Msg); };
  unsigned States = 16 + unsigned(ConstantSamplers.size());
  uint32_t Borders = alignTo(SamplerStates + 16 * States, 64);
  std::vector<uint8_t> Heap(Borders + 64 * States, 0);
  uint64_t Base = simulatedBufferAddress(StateBuffer);
  State.SurfaceStateBase = State.DynamicStateBase = Base;
  State.BindingTableOffset = 0;
  State.SamplerStateOffset = SamplerStates;
  std::map<unsigned, std::string> Accesses = textureAccesses(K);
  for (auto &Entry : D.Textures) {
    unsigned N = Entry.first;
    const Texture &T = Entry.second;
    if (N >= 128)
      return Fail("texture(" + Twine(N) + ") is beyond the 128 the Intel ABI binds");
    std::optional<unsigned> Format = surfaceFormat(T.Format->Name);
    std::optional<FormatInfo> Info = Format ? formatInfo(*Format) : std::nullopt;
    StringRef Type = T.Type;
    bool Buffer = Type.starts_with("buffer");
    SurfaceState S;
    S.Type = Buffer                       ? TypeBuffer
             : Type.starts_with("1d")     ? Type1D
             : Type == "3d"               ? Type3D
             : Type.starts_with("cube")   ? TypeCube
                                          : Type2D;
    bool MS = Type == "2d_ms" || Type == "2d_ms_array";
    if (!Info || (T.SampleCount != 1 && !MS) || !isPowerOf2_32(T.SampleCount) ||
        T.SampleCount > 16 ||
        !(Type == "1d" || Type == "1d_array" || Type == "2d" || Type == "2d_array" ||
          Type == "3d" || Type == "cube" || Type == "cube_array" || MS || Buffer))
      return Fail("texture(" + Twine(N) + ") is a " + T.Type + " texture of " +
                  T.Format->Name + "; the Gen simulator models 1D, 2D, 3D and cube textures, "
                  "arrays, multisampled 2D textures and texture buffers, of uncompressed "
                  "formats");
    S.Format = *Format;
    S.Array = Type.ends_with("_array");
    S.Width = T.Width;
    S.Height = S.Type == Type1D || Buffer ? 1 : T.Height;
    S.Depth = S.Type == Type3D ? T.Depth : T.ArrayLength;
    // A cube bound with access::read, write or read_write is a 2D array
    // view of its faces, 6 x cubes layers (docs/intelgpu-abi.md: isl's
    // storage views); with access::sample (or behind a handle), a cube.
    auto Access = Accesses.find(N);
    if (S.Type == TypeCube && Access != Accesses.end() && !Access->second.empty() &&
        Access->second != "sample") {
      S.Type = Type2D;
      S.Array = true;
      S.Depth = 6 * T.ArrayLength;
    }
    S.MipCount = T.MipLevels - 1;
    S.SamplesLog2 = Log2_32(T.SampleCount);
    if (S.Type != Type1D && S.Type != TypeBuffer) {
      uint32_t W1 = std::max<uint32_t>(1, T.Width >> 1), W2 = std::max<uint32_t>(1, T.Width >> 2);
      uint32_t Row = T.MipLevels > 2 ? std::max<uint32_t>(T.Width, alignTo(W1, S.HAlign) + W2)
                                     : T.Width;
      S.Pitch = alignTo(Row * Info->Bytes, 64);
    } else {
      S.Pitch = Info->Bytes;
    }
    // A cube's six faces (times its array length) are layers, +X, -X, +Y,
    // -Y, +Z, -Z (ISL lays cubes out as 2D arrays).
    // A multisampled texture's samples are slices too (MSFMT_MSS).
    S.QPitch = (S.Array || S.Type == Type3D || S.Type == TypeCube || MS) ? minimumQPitch(S) : 0;
    S.Base = simulatedBufferAddress(StateBuffer + 1 + N);
    std::vector<uint8_t> Texels(surfaceBytes(S) + 64, 0);
    forEachTexel(T, [&](uint64_t Host, unsigned L, uint32_t Z, uint32_t X, uint32_t Y,
                        uint32_t Sample) {
      std::memcpy(Texels.data() + texelOffset(S, L, X, Y, (Z << S.SamplesLog2) + Sample),
                  T.Data.data() + Host, T.Format->Size);
    });
    D.Buffers[StateBuffer + 1 + N] = std::move(Texels);
    Added.push_back(StateBuffer + 1 + N);
    uint32_t DW[16];
    S.encode(DW);
    uint32_t At = SurfaceStates + 64 * N;
    std::memcpy(Heap.data() + At, DW, 64);
    std::memcpy(Heap.data() + 4 * N, &At, 4);
    Surfaces[N] = S;
  }
  auto PutSampler = [&](unsigned I, const std::array<uint64_t, 2> &Words) {
    std::array<float, 4> Border;
    SamplerState S = intelSampler(Words, Border);
    S.BorderColorPointer = Borders + 64 * I;
    std::memcpy(Heap.data() + S.BorderColorPointer, Border.data(), 16);
    uint32_t DW[4];
    S.encode(DW);
    std::memcpy(Heap.data() + SamplerStates + 16 * I, DW, 16);
  };
  for (const auto &[I, Words] : D.Samplers)
    if (I < 16)
      PutSampler(I, Words);
  for (size_t I = 0; I != ConstantSamplers.size(); ++I)
    PutSampler(16 + unsigned(I), ConstantSamplers[I]);
  D.Buffers[StateBuffer] = std::move(Heap);
  Added.push_back(StateBuffer);
  return Error::success();
}

void TextureBindings::copyBack() {
  for (auto &Entry : D.Textures) {
    auto It = D.Buffers.find(StateBuffer + 1 + Entry.first);
    auto S = Surfaces.find(Entry.first);
    if (It == D.Buffers.end() || S == Surfaces.end())
      continue;
    Texture &T = Entry.second;
    forEachTexel(T, [&](uint64_t Host, unsigned L, uint32_t Z, uint32_t X, uint32_t Y,
                        uint32_t Sample) {
      std::memcpy(T.Data.data() + Host,
                  It->second.data() +
                      intelgpu::surface::texelOffset(S->second, L, X, Y,
                                                     (Z << S->second.SamplesLog2) + Sample),
                  T.Format->Size);
    });
  }
}

/// r0 of hardware thread H as the dispatcher writes it: its scratch space
/// at (H + 1) x size with the FFTID H + 1 in r0.5 (code must mask it off,
/// docs/intelgpu-abi.md) and the size code in r0.3[3:0], when the code has
/// one; the sampler state pointer in r0.3[31:5] (from the interface
/// descriptor), which message headers copy, when textures are bound.
void putThreadHeader(intelgpu::ThreadState &T, uint64_t H, uint64_t ScratchBytes,
                     const TextureBindings &Textures) {
  if (ScratchBytes) {
    T.set<uint32_t>(4 * 5, uint32_t((H + 1) * ScratchBytes) | uint32_t((H + 1) & 0x3FF));
    T.set<uint32_t>(4 * 3, Log2_64(ScratchBytes / 1024));
  }
  if (Textures.state())
    T.set<uint32_t>(4 * 3, T.get<uint32_t>(4 * 3) | Textures.samplerStateOffset());
}

/// The push constants' buffer addresses from GRF First, four per GRF: each
/// bound buffer's the code has a slot for, and the constant data's.
void putBufferAddresses(intelgpu::ThreadState &T, unsigned First,
                        const intelgpu::CompiledKernel &C, const Dispatch &D) {
  for (const auto &Buffer : D.Buffers)
    if (Buffer.first < C.BufferSlots)
      T.set<uint64_t>(First * GRFBytes + 8 * Buffer.first, simulatedBufferAddress(Buffer.first));
  if (C.ConstantDataSlot)
    T.set<uint64_t>(First * GRFBytes + 8 * *C.ConstantDataSlot,
                    simulatedBufferAddress(ConstantDataBuffer));
}

class IntelGPUExecutor final : public Executor {
public:
  explicit IntelGPUExecutor(const GPUArch &Arch) : Arch(Arch) {}
  StringRef getName() const override { return Arch.Name; }
  Expected<RunStats> run(const Kernel &K, Dispatch &D) override;
  Expected<RunStats> draw(const Kernel &K, Dispatch &D, Draw &R) override;

private:
  const GPUArch &Arch;
  unsigned gen() const { return Arch.LLVMCPU.starts_with("icl") ? 11 : 9; }
  /// A fragment draw, after draw's checks (textures, handles patched for
  /// as long as it runs).
  Expected<RunStats> drawFragments(const Kernel &K, Dispatch &D, Draw &R,
                                   const StageRecords &Records, uint64_t Count,
                                   const lower::KernelSignature &Sig);
  Error checkHandles(const Kernel &K, const Dispatch &D) const;
  /// With \p D, the functions its handles name are placed after the code
  /// too, at the kernel's SIMD width, and \p FunctionOffsets gets each
  /// one's offset, by name (the handle's value).
  Expected<intelgpu::CompiledKernel>
  compile(const Kernel &K, const lower::RenderPipeline *Pipeline, const Dispatch *D = nullptr,
          std::map<std::string, uint64_t> *FunctionOffsets = nullptr) const;
  /// A render function translated for a draw: with its pipeline, when the
  /// draw has one (as on the host, a draw without attachments or a vertex
  /// descriptor compiles none in).
  Expected<intelgpu::CompiledKernel> compile(const Kernel &K, const Draw &R) const {
    bool Pipeline = R.Pipeline.Vertex || !R.Pipeline.Colors.empty();
    return compile(K, Pipeline ? &R.Pipeline : nullptr);
  }
};

/// Argument buffers: a buffer's handle is its A64 address, a texture's its
/// binding table index, a sampler's its state index (docs/intelgpu-abi.md,
/// "Textures and samplers"; every texture and sampler the dispatch binds
/// has its entry), a function's its code's offset from the kernel's start
/// ("Calls").
static uint64_t intelHandle(const Dispatch::ResourceHandle &H,
                            const std::map<std::string, uint64_t> *FunctionOffsets) {
  switch (H.K) {
  case Dispatch::ResourceHandle::TextureHandle:
  case Dispatch::ResourceHandle::SamplerHandle:
    return H.Index;
  case Dispatch::ResourceHandle::FunctionHandle:
    return FunctionOffsets->at(H.Function);
  case Dispatch::ResourceHandle::BufferHandle:
    break;
  }
  return simulatedBufferAddress(H.Index);
}

Error IntelGPUExecutor::checkHandles(const Kernel &K, const Dispatch &D) const {
  if (Error E = checkResourceHandles(D))
    return E;
  for (const Dispatch::ResourceHandle &H : D.Handles)
    if (H.K == Dispatch::ResourceHandle::SamplerHandle && H.Index >= 16)
      return runError(Arch.Name + ": " + K.Name + ": sampler(" + Twine(H.Index) +
                      ") is beyond the 16 the Intel ABI binds");
  return Error::success();
}

/// K translated for this architecture (with Pipeline, a render function's
/// pipeline) and read back from its nested Mach-O.
Expected<intelgpu::CompiledKernel>
IntelGPUExecutor::compile(const Kernel &K, const lower::RenderPipeline *Pipeline,
                          const Dispatch *D,
                          std::map<std::string, uint64_t> *FunctionOffsets) const {
  if (D)
    if (Error E = linkHandledFunctions(K, *D))
      return std::move(E);
  std::unique_ptr<Module> Copy = CloneModule(*K.Module);
  Expected<std::string> Nested = intelgpu::getTranslator().translate(
      *Copy, K.Name, Arch, OutputKind::Object, /*IsKernel=*/true, Pipeline);
  if (!Nested)
    return runError(Arch.Name + ": " + K.Name + ": " + toString(Nested.takeError()));
  Expected<intelgpu::CompiledKernel> C = intelgpu::readCompiledKernel(*Nested);
  // The functions visible function tables hold, at the kernel's width.
  std::vector<std::string> TabledNames, Tabled;
  if (D && C)
    for (const std::string &N : D->handledFunctions()) {
      TabledNames.push_back(N);
      Tabled.push_back(intelgpu::importSymbol(N, C->SIMDWidth));
    }
  if (!C || (C->Imports.empty() && Tabled.empty()))
    return C;
  // What it calls in dynamic libraries, linked as a driver does at
  // pipeline creation: each function at the kernel's SIMD width, from a
  // translated library given with -dylib, or else translated alone from
  // the library's AIR (which the plan linked into the module).
  Expected<std::map<std::string, std::string>> Exports = translatedDylibExports(K, Arch);
  if (!Exports)
    return Exports.takeError();
  std::map<std::string, std::string> &Exported = *Exports;
  std::map<std::string, uint64_t> Placed;
  if (Error E = intelgpu::linkImports(*C, [&](StringRef Symbol)
                                          -> Expected<intelgpu::CompiledFunction> {
        std::string Name;
        unsigned Width;
        if (!intelgpu::parseImportSymbol(Symbol, Name, Width))
          return runError(Arch.Name + ": " + K.Name + " calls " + Symbol +
                          ", which names no function at a SIMD width");
        if (auto It = Exported.find("_" + Name); It != Exported.end())
          return intelgpu::readCompiledFunction(It->second, Symbol);
        llvm::Function *F = K.Module->getFunction(Name);
        if (!F || F->isDeclaration())
          return runError(Arch.Name + ": " + K.Name + " calls '" + Name +
                          "', which is not a function of its module or of a "
                          "dynamic library it links");
        std::unique_ptr<Module> Lib = CloneModule(*K.Module);
        Expected<std::string> Code = intelgpu::getTranslator().translate(
            *Lib, Name, Arch, OutputKind::Object, /*IsKernel=*/false, nullptr);
        if (!Code)
          return runError(Arch.Name + ": " + Name + ": " + toString(Code.takeError()));
        return intelgpu::readCompiledFunction(*Code, Symbol);
      }, Tabled, &Placed))
    return std::move(E);
  if (FunctionOffsets)
    for (auto [Name, Symbol] : zip(TabledNames, Tabled))
      (*FunctionOffsets)[Name] = Placed.at(Symbol);
  return C;
}

/// Vertices (docs/intelgpu-abi.md, "Vertex functions"): SIMD8 VS threads
/// of eight consecutive vertices, vertex i being vertex_id BaseVertex + i %
/// VertexCount of instance BaseInstance + i / VertexCount as the host
/// numbers them; the payload as the VS's dispatch (URB handles, push
/// constants, the system-generated element); each vertex's VUE read back
/// from the URB into its output record by intelgpu::layoutVUE.
Expected<RunStats> IntelGPUExecutor::draw(const Kernel &K, Dispatch &D, Draw &R) {
  Expected<CheckedDraw> Checked = checkDraw(K, D, R);
  if (!Checked)
    return Checked.takeError();
  const StageRecords &Records = Checked->Records;
  uint64_t Count = Checked->Count;
  if (Records.Stage != lower::StageKind::Vertex && Records.Stage != lower::StageKind::Fragment)
    return runError(Arch.Name + ": function '" + K.Name +
                    "': the Intel executor runs compute, vertex and fragment functions");
  if (Error E = checkTextureArguments(K, D))
    return std::move(E);
  if (Error E = checkHandles(K, D))
    return std::move(E);
  if (!D.handledFunctions().empty())
    return runError(Arch.Name + ": " + K.Name + ": function handles (-handle=...:function) "
                    "in a draw: Intel render functions make no calls (docs/intelgpu-abi.md)");
  PatchedHandles Handles(D, [](const Dispatch::ResourceHandle &H) {
    return intelHandle(H, nullptr);
  });
  Expected<lower::KernelSignature> Sig =
      lower::readKernelSignature(*K.Module->getFunction(K.Name));
  if (!Sig)
    return Sig.takeError();
  if (Records.Stage == lower::StageKind::Fragment)
    return drawFragments(K, D, R, Records, Count, *Sig);
  Expected<intelgpu::VUELayout> VUE = intelgpu::layoutVUE(*Sig);
  if (!VUE)
    return VUE.takeError();

  auto Start = std::chrono::steady_clock::now();
  Expected<intelgpu::CompiledKernel> C = compile(K, R);
  if (!C)
    return C.takeError();
  if (!C->Vertex || C->SIMDWidth != 8 || C->URBEntrySlots != VUE->Slots)
    return runError("function '" + K.Name + "': the translation is not a SIMD8 vertex "
                    "program with a " + Twine(VUE->Slots) + "-slot URB entry");
  auto Compiled = std::chrono::steady_clock::now();
  ArrayRef<uint8_t> Code(reinterpret_cast<const uint8_t *>(C->Code.data()), C->Code.size());

  ConstantDataBinding Constants(D);
  if (Error E = Constants.bind(C->ConstantData))
    return runError("function '" + K.Name + "': " + toString(std::move(E)));
  TextureBindings Textures(D);
  if (Error E = Textures.bind(K, C->ConstantSamplers))
    return std::move(E);
  SimulatedBuffers<intelgpu::Memory> Global(D.Buffers);
  uint64_t ScratchBytes = C->ScratchBytes;
  std::vector<uint8_t> URBBytes(Count * VUE->Slots * 16, 0), GeneralState;
  ByteMemory URB(URBBytes);
  intelgpu::RunStats Sim;
  uint64_t Threads = (Count + 7) / 8;
  for (uint64_t H = 0; H != Threads; ++H) {
    intelgpu::ThreadState T;
    unsigned Channels = unsigned(std::min<uint64_t>(8, Count - 8 * H));
    T.DispatchMask = (1u << Channels) - 1;
    auto Set32 = [&](unsigned Byte, uint32_t V) { T.set<uint32_t>(Byte, V); };
    // r0 as for compute, one scratch space reused by each thread in turn.
    putThreadHeader(T, 0, ScratchBytes, Textures);
    putBufferAddresses(T, VertexBuffersGRF, *C, D);
    unsigned SGV = VertexBuffersGRF + (C->BufferSlots + 3) / 4;
    for (unsigned Ch = 0; Ch != Channels; ++Ch) {
      uint64_t I = 8 * H + Ch;
      Set32(URBHandlesGRF * GRFBytes + 4 * Ch, uint32_t(I * VUE->Slots));
      Set32((SGV + 0) * GRFBytes + 4 * Ch, R.BaseVertex);
      Set32((SGV + 1) * GRFBytes + 4 * Ch, R.BaseInstance);
      Set32((SGV + 2) * GRFBytes + 4 * Ch, uint32_t(I % R.VertexCount));
      Set32((SGV + 3) * GRFBytes + 4 * Ch, uint32_t(I / R.VertexCount));
    }
    GeneralState.assign(ScratchBytes ? 2 * ScratchBytes : 0, 0);
    ByteMemory Scratch(GeneralState);
    Expected<intelgpu::Stop> S =
        intelgpu::runThread(Code, gen(), T, Global, nullptr, ScratchBytes ? &Scratch : nullptr,
                            Sim, 1u << 26, Textures.state(), &URB);
    if (!S)
      return runError(Arch.Name + ": function '" + K.Name + "', vertices " + Twine(8 * H) +
                      "-" + Twine(8 * H + Channels - 1) + ": " + toString(S.takeError()));
    if (*S != intelgpu::Stop::End)
      return runError(Arch.Name + ": function '" + K.Name + "': a barrier in a vertex function");
  }
  Textures.copyBack();
  R.Outputs.assign(Count * Records.OutputSize, 0);
  for (uint64_t I = 0; I != Count; ++I) {
    const uint8_t *Entry = &URBBytes[I * VUE->Slots * 16];
    writeVertexRecord(
        *Sig, Records, VUE->Dwords,
        [&](size_t O, unsigned C) {
          uint32_t W;
          std::memcpy(&W, Entry + 4 * (VUE->First[O] + C), 4);
          return W;
        },
        &R.Outputs[I * Records.OutputSize]);
  }
  auto Done = std::chrono::steady_clock::now();
  RunStats Stats;
  Stats.Threads = Count;
  Stats.Instructions = Sim.Instructions;
  Stats.LaneInstructions = Sim.ChannelInstructions;
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  return Stats;
}

/// A float D with a0 + D rounding to V (the interpolation's fused
/// multiply-add at a barycentric of 1), when there is one near V - a0.
std::optional<float> planeDifference(float A0, float V) {
  float D = float(double(V) - double(A0));
  if (!std::isfinite(D))
    return std::nullopt;
  for (int Step = 0; Step != 9; ++Step) {
    float Try = D;
    for (int I = 0; I != (Step + 1) / 2; ++I)
      Try = std::nextafter(Try, Step % 2 ? INFINITY : -INFINITY);
    if (std::fma(1.0f, Try, A0) == V)
      return Try;
  }
  return std::nullopt;
}

/// A W whose reciprocal, rounded, is the record's position.w (the
/// payload's source W is W; the code computes 1 / W), or the nearest.
float sourceW(float PositionW) {
  float W = float(1.0 / double(PositionW));
  for (float Try : {W, std::nextafter(W, -INFINITY), std::nextafter(W, INFINITY)})
    if (float(1.0 / double(Try)) == PositionW)
      return Try;
  return W;
}

/// Fragments (docs/intelgpu-abi.md, "Fragment functions"): SIMD8 PS
/// threads, each one primitive in subspan 0, built as a rasterizer would
/// from metal-run's records (docs/intelgpu-simulator.md, "Fragment
/// functions"). Fragments 4k to 4k + 3 whose positions are a 2x2-aligned
/// quad and whose inputs lie on planes (each float component's fourth
/// value is the sum the first three give, as the interpolation computes
/// it; the others' equal) are one primitive, with barycentrics (0, 0),
/// (1, 0), (0, 1), (1, 1); every other fragment is a primitive of its
/// own, constant over its subspan, whose three other pixels are helpers.
/// The render target writes each covered pixel delivers become its
/// output record, to which the fixed-function stages apply (coverage,
/// blending, the pixel formats: run::applyCoverage, run::resolveColors).
Expected<RunStats> IntelGPUExecutor::drawFragments(const Kernel &K, Dispatch &D, Draw &R,
                                                   const StageRecords &Records, uint64_t Count,
                                                   const lower::KernelSignature &Sig) {
  using intelgpu::FragmentPayload;
  Expected<intelgpu::FragmentInputs> In = intelgpu::layoutFragmentInputs(Sig);
  if (!In)
    return In.takeError();
  // The records' framebuffer inputs as the host has them (the executor
  // reads the attachments itself; this checks them the same way).
  if (Error E = fetchFramebuffer(Records, R))
    return runError("function '" + K.Name + "': " + toString(std::move(E)));

  auto Start = std::chrono::steady_clock::now();
  Expected<intelgpu::CompiledKernel> C = compile(K, R);
  if (!C)
    return C.takeError();
  FragmentPayload FS{C->BarycentricModes, C->FragmentFlags, C->BufferSlots, C->SetupSlots};
  if (!C->Fragment || C->SIMDWidth != 8 || C->SetupSlots != In->FS.SetupSlots ||
      (C->BarycentricModes & ~In->FS.Modes))
    return runError("function '" + K.Name + "': the translation is not a SIMD8 pixel shader "
                    "with the setup data of its inputs");
  auto Compiled = std::chrono::steady_clock::now();
  ArrayRef<uint8_t> Code(reinterpret_cast<const uint8_t *>(C->Code.data()), C->Code.size());

  ConstantDataBinding Constants(D);
  if (Error E = Constants.bind(C->ConstantData))
    return runError("function '" + K.Name + "': " + toString(std::move(E)));
  TextureBindings Textures(D);
  if (Error E = Textures.bind(K, C->ConstantSamplers))
    return std::move(E);
  SimulatedBuffers<intelgpu::Memory> Global(D.Buffers);
  uint64_t ScratchBytes = C->ScratchBytes;
  std::vector<uint8_t> GeneralState;

  // What a fragment's record gives the rasterizer.
  struct Fragment {
    uint32_t X = 0, Y = 0, SampleID = 0, MaskIn = 0;
    float Z = 0, W = 1;
    bool Back = false;
    std::vector<uint32_t> Words; // interpolated inputs' components
    std::vector<bool> IsFloat;
    /// Its channel in its subspan: (x & 1) + 2 (y & 1).
    unsigned channel() const { return (X & 1) + 2 * (Y & 1); }
  };
  auto Where = [&](uint64_t I) -> std::string {
    return (Arch.Name + ": function '" + K.Name + "': fragment " + Twine(I)).str();
  };
  auto Read = [&](uint64_t I) -> Expected<Fragment> {
    const uint8_t *Rec = R.FragmentInputs.data() + I * Records.InputSize;
    Fragment F;
    for (const RecordField &Field : Records.Inputs) {
      const uint8_t *P = Rec + Field.Offset;
      if (Field.What == "air.position") {
        float Pos[4];
        std::memcpy(Pos, P, 16);
        for (unsigned Dim = 0; Dim != 2; ++Dim)
          if (!(Pos[Dim] >= 0.5f && Pos[Dim] < 65535.0f &&
                Pos[Dim] - std::floor(Pos[Dim]) == 0.5f))
            return runError(Where(I) + "'s position " + (Dim ? "y " : "x ") +
                            std::to_string(Pos[Dim]) + " is not a pixel centre (the Gen "
                            "simulator runs fragments at pixel centres)");
        F.X = uint32_t(Pos[0]), F.Y = uint32_t(Pos[1]);
        F.Z = Pos[2];
        F.W = Pos[3];
      } else if (Field.What == "air.front_facing") {
        uint32_t V = 0;
        std::memcpy(&V, P, std::min<size_t>(4, Field.Size));
        F.Back = V == 0;
      } else if (Field.What == "air.sample_mask_in") {
        std::memcpy(&F.MaskIn, P, std::min<size_t>(4, Field.Size));
      } else if (Field.What == "air.sample_id") {
        std::memcpy(&F.SampleID, P, 4);
        if (F.SampleID >= 16)
          return runError(Where(I) + "'s sample_id " + Twine(F.SampleID) +
                          " is beyond the 16 samples of a sample mask");
      }
    }
    for (const RecordField &Field : Records.Inputs) {
      const lower::KernelArg &A = Sig.Args[Field.Index];
      lower::Interpolation Interp;
      if (!lower::isInterpolatedInput(A, Interp))
        continue;
      auto [N, Elt] = lower::vertexOutputComponents(Field.Ty);
      unsigned Bytes = unsigned(Elt->getPrimitiveSizeInBits() / 8);
      for (unsigned Comp = 0; Comp != N; ++Comp) {
        uint32_t Raw = 0;
        std::memcpy(&Raw, Rec + Field.Offset + Comp * Bytes, std::min(Bytes, 4u));
        bool Float = Elt->isFloatingPointTy() && In->Mode[A.ArgNo];
        if (Elt->isHalfTy()) {
          float V = formats::halfToFloat(uint16_t(Raw));
          std::memcpy(&Raw, &V, 4);
        }
        F.Words.push_back(Raw);
        F.IsFloat.push_back(Float);
      }
    }
    return F;
  };
  std::vector<Fragment> Frags;
  Frags.reserve(Count);
  for (uint64_t I = 0; I != Count; ++I) {
    Expected<Fragment> F = Read(I);
    if (!F)
      return F.takeError();
    Frags.push_back(std::move(*F));
  }

  // The slots' words, in input order as layoutFragmentInputs assigns them.
  std::vector<std::pair<unsigned, unsigned>> Components; // (slot, component)
  for (const RecordField &Field : Records.Inputs) {
    const lower::KernelArg &A = Sig.Args[Field.Index];
    lower::Interpolation Interp;
    if (!lower::isInterpolatedInput(A, Interp))
      continue;
    unsigned N = lower::vertexOutputComponents(Field.Ty).first;
    for (unsigned Comp = 0; Comp != N; ++Comp) {
      Components.push_back({In->FirstSlot[A.ArgNo] + Comp / 4, Comp % 4});
    }
  }

  /// A primitive's setup data for fragments Q (one, or a quad's four):
  /// per component [a1 - a0, a2 - a0, 0, a0]; false when the quad's
  /// values are not on planes.
  auto Planes = [&](ArrayRef<const Fragment *> Q,
                    std::vector<std::array<uint32_t, 4>> &Setup) -> bool {
    Setup.assign(Components.size(), {0, 0, 0, 0});
    for (size_t J = 0; J != Components.size(); ++J) {
      Setup[J][3] = Q[0]->Words[J];
      if (Q.size() == 1)
        continue;
      if (!Q[0]->IsFloat[J]) {
        for (const Fragment *F : Q)
          if (F->Words[J] != Q[0]->Words[J])
            return false;
        continue;
      }
      float V[4];
      for (unsigned P = 0; P != 4; ++P)
        std::memcpy(&V[P], &Q[P]->Words[J], 4);
      std::optional<float> D1 = planeDifference(V[0], V[1]), D2 = planeDifference(V[0], V[2]);
      if (!D1 || !D2 || std::fma(1.0f, *D1, std::fma(1.0f, *D2, V[0])) != V[3])
        return false;
      std::memcpy(&Setup[J][0], &*D1, 4);
      std::memcpy(&Setup[J][1], &*D2, 4);
    }
    return true;
  };

  intelgpu::RunStats Sim;
  std::vector<intelgpu::RenderTargets::Channel> Results(Count);
  auto RunPrimitive = [&](ArrayRef<uint64_t> Indices, bool Quad,
                          const std::vector<std::array<uint32_t, 4>> &Setup) -> Error {
    const Fragment &F0 = Frags[Indices[0]];
    intelgpu::ThreadState T;
    T.DispatchMask = 0xF; // subspan 0: the primitive's pixels and helpers
    auto Set32 = [&](unsigned Byte, uint32_t V) { T.set<uint32_t>(Byte, V); };
    auto SetF = [&](unsigned GRF, unsigned Ch, float V) {
      T.set<uint32_t>(GRF * GRFBytes + 4 * Ch, llvm::bit_cast<uint32_t>(V));
    };
    // r0: back facing (bit 15 of r0.0), the rest as for other stages.
    Set32(0, F0.Back ? 1u << 15 : 0);
    putThreadHeader(T, 0, ScratchBytes, Textures);
    // r1: subspan 0's sample index, its upper-left pixel, the pixel mask.
    uint32_t X0 = F0.X & ~1u, Y0 = F0.Y & ~1u;
    Set32(GRFBytes + 0, F0.SampleID);
    Set32(GRFBytes + 8, X0 | Y0 << 16);
    // Each channel's fragment: the primitive's fragments in their
    // channels, which the pixel mask covers; a lone fragment's helpers
    // take its values.
    std::array<uint64_t, 4> Of;
    Of.fill(Indices[0]);
    intelgpu::RenderTargets RT;
    RT.Flags = C->FragmentFlags;
    for (uint64_t I : Indices) {
      Of[Frags[I].channel()] = I;
      RT.PixelMask |= 1u << Frags[I].channel();
    }
    // Each attachment's pixels as render target reads return them (the
    // render cache's conversion from the pixel format): the pixel of each
    // channel's fragment.
    for (const auto &[N, Pixels] : R.Colors) {
      const formats::PixelFormat *PF =
          N < R.Pipeline.Colors.size() ? R.Pipeline.Colors[N].Format : nullptr;
      if (!PF || N >= intelgpu::MaxColorAttachments)
        continue;
      auto &Read = RT.Pixels[intelgpu::FirstRenderTargetBTI + N];
      for (unsigned Ch = 0; Ch != 4; ++Ch) {
        formats::Texel TX = formats::unpackPixel(*PF, Pixels.data() + Of[Ch] * PF->Size);
        for (unsigned K = 0; K != 4; ++K)
          Read[Ch][K] = TX.U[K];
      }
    }
    for (unsigned Ch = 0; Ch != 4; ++Ch) {
      const Fragment &V = Frags[Of[Ch]];
      for (unsigned M = 1; M != 64; M <<= 1)
        if (FS.Modes & M) {
          unsigned G = FS.barycentricGRF(FragmentPayload::Mode(M));
          SetF(G, Ch, Quad ? float(Ch & 1) : 0.0f);
          SetF(G + 1, Ch, Quad ? float(Ch >> 1) : 0.0f);
        }
      if (FS.Flags & FragmentPayload::SourceDepthW) {
        SetF(FS.sourceDepthGRF(), Ch, V.Z);
        SetF(FS.sourceWGRF(), Ch, sourceW(V.W));
      }
      if (FS.Flags & FragmentPayload::InputCoverage)
        Set32(FS.coverageGRF() * GRFBytes + 4 * Ch, V.MaskIn);
    }
    Set32(GRFBytes + 4 * 7, RT.PixelMask);
    putBufferAddresses(T, FS.buffersGRF(), *C, D);
    for (size_t J = 0; J != Components.size(); ++J) {
      auto [Slot, Comp] = Components[J];
      unsigned Byte = (FS.setupGRF() + 2 * Slot + Comp / 2) * GRFBytes + 16 * (Comp % 2);
      for (unsigned W = 0; W != 4; ++W)
        Set32(Byte + 4 * W, Setup[J][W]);
    }
    GeneralState.assign(ScratchBytes ? 2 * ScratchBytes : 0, 0);
    ByteMemory Scratch(GeneralState);
    Expected<intelgpu::Stop> S =
        intelgpu::runThread(Code, gen(), T, Global, nullptr, ScratchBytes ? &Scratch : nullptr,
                            Sim, 1u << 26, Textures.state(), nullptr, &RT);
    if (!S)
      return runError(Where(Indices[0]) + (Quad ? " (a quad)" : "") + ": " +
                      toString(S.takeError()));
    if (*S != intelgpu::Stop::End)
      return runError(Arch.Name + ": function '" + K.Name + "': a barrier in a fragment function");
    for (uint64_t I : Indices)
      Results[I] = RT.Channels[Frags[I].channel()];
    return Error::success();
  };

  std::vector<std::array<uint32_t, 4>> Setup;
  uint64_t Primitives = 0, QuadsAsPrimitives = 0;
  for (uint64_t I = 0; I < Count;) {
    if (I + 4 <= Count) {
      const Fragment *Q[4] = {&Frags[I], &Frags[I + 1], &Frags[I + 2], &Frags[I + 3]};
      bool Aligned = !(Q[0]->X & 1) && !(Q[0]->Y & 1);
      for (unsigned P = 0; P != 4; ++P)
        Aligned &= Q[P]->X == Q[0]->X + (P & 1) && Q[P]->Y == Q[0]->Y + (P >> 1) &&
                   Q[P]->Back == Q[0]->Back && Q[P]->SampleID == Q[0]->SampleID;
      if (Aligned && Planes(Q, Setup)) {
        uint64_t Indices[4] = {I, I + 1, I + 2, I + 3};
        if (Error E = RunPrimitive(Indices, true, Setup))
          return std::move(E);
        ++QuadsAsPrimitives;
        ++Primitives;
        I += 4;
        continue;
      }
    }
    const Fragment *One[1] = {&Frags[I]};
    Planes(One, Setup);
    uint64_t Indices[1] = {I};
    if (Error E = RunPrimitive(Indices, false, Setup))
      return std::move(E);
    ++Primitives;
    ++I;
  }
  Textures.copyBack();

  // The output records: what each pixel's writes delivered (colours by
  // their attachment's binding table entry, the second source of
  // dual-source blending by attachment 0's; a colour without an
  // attachment is not recorded), then the fixed-function stages.
  R.Outputs.assign(Count * Records.OutputSize, 0);
  R.Unrecorded.clear();
  std::vector<unsigned> Counts(Sig.Outputs.size(), 0);
  for (size_t O = 0; O != Sig.Outputs.size(); ++O) {
    const lower::StageOutput &Out = Sig.Outputs[O];
    bool Attached = Out.K == lower::StageOutput::Color && Out.Index < R.Pipeline.Colors.size() &&
                    R.Pipeline.Colors[Out.Index].Format &&
                    (!Out.DualSourceIndex || (Out.DualSourceIndex == 1 && Out.Index == 0 &&
                                              R.Pipeline.Colors[0].readsSecondSource()));
    if (Attached || Out.K == lower::StageOutput::Depth ||
        Out.K == lower::StageOutput::SampleMask || Out.K == lower::StageOutput::Stencil)
      Counts[O] = lower::vertexOutputComponents(Records.Outputs[O].Ty).first;
    else
      R.Unrecorded.push_back(unsigned(O));
  }
  for (uint64_t I = 0; I != Count; ++I) {
    const intelgpu::RenderTargets::Channel &Ch = Results[I];
    uint8_t *Out = R.Outputs.data() + I * Records.OutputSize;
    writeVertexRecord(
        Sig, Records, Counts,
        [&](size_t O, unsigned Comp) -> uint32_t {
          const lower::StageOutput &SO = Sig.Outputs[O];
          if (SO.K == lower::StageOutput::Depth)
            return Ch.Depth;
          if (SO.K == lower::StageOutput::SampleMask)
            return Ch.Mask;
          if (SO.K == lower::StageOutput::Stencil)
            return Ch.Stencil;
          const auto &Written = SO.DualSourceIndex ? Ch.Source1 : Ch.Colors;
          auto It = Written.find(intelgpu::FirstRenderTargetBTI + SO.Index);
          return It == Written.end() ? 0 : It->second[Comp];
        },
        Out);
    // Not written: the predicate (discard) left the pixel out.
    uint32_t Discarded = !Ch.Written;
    std::memcpy(Out + Records.DiscardOffset, &Discarded, 4);
  }
  applyCoverage(Records, R);
  resolveColors(Records, R);

  auto Done = std::chrono::steady_clock::now();
  RunStats Stats;
  Stats.Threads = Count;
  Stats.Instructions = Sim.Instructions;
  Stats.LaneInstructions = Sim.ChannelInstructions;
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  Stats.Primitives = Primitives;
  Stats.QuadPrimitives = QuadsAsPrimitives;
  return Stats;
}

Expected<RunStats> IntelGPUExecutor::run(const Kernel &K, Dispatch &D) {
  if (Error E = checkSimulatedDispatch(K, D))
    return std::move(E);
  if (Error E = checkHandles(K, D))
    return std::move(E);
  auto Start = std::chrono::steady_clock::now();
  std::map<std::string, uint64_t> FunctionOffsets;
  Expected<intelgpu::CompiledKernel> C = compile(K, nullptr, &D, &FunctionOffsets);
  if (!C)
    return C.takeError();
  PatchedHandles Handles(D, [&](const Dispatch::ResourceHandle &H) {
    return intelHandle(H, &FunctionOffsets);
  });
  if (C->SIMDWidth != 8 && C->SIMDWidth != 16 && C->SIMDWidth != 32)
    return runError("function '" + K.Name + "': SIMD" + Twine(C->SIMDWidth) +
                    " code (this executor runs SIMD8, SIMD16 and SIMD32)");
  const unsigned SIMDWidth = C->SIMDWidth;
  auto Compiled = std::chrono::steady_clock::now();
  unsigned Gen = gen();
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
  TextureBindings Textures(D);
  if (Error E = Textures.bind(K, C->ConstantSamplers))
    return std::move(E);
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
          putThreadHeader(T, H, ScratchBytes, Textures);
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
          putBufferAddresses(T, buffersGRF(SIMDWidth), *C, D);
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
                ScratchBytes ? &Scratch : nullptr, Sim, 1u << 26, Textures.state());
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
  Textures.copyBack();
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
