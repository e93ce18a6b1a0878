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
#include "metalnt/GPUMachO/GPUMachO.h"
#include "SimulatedDispatch.h"
#include "metalnt/Run/Executor.h"
#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "Simulator/AppleGPUSimulator.h"
#include "Simulator/AppleGPUTextures.h"
#include "metalnt/Lowering/Formats.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <cmath>
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
  using ConstSamplerList = std::vector<std::array<uint64_t, 2>>;
  explicit AppleGPUExecutor(const GPUArch &Arch) : Arch(Arch) {}
  StringRef getName() const override { return Arch.Name; }
  Expected<RunStats> run(const Kernel &K, Dispatch &D) override;
  Expected<RunStats> draw(const Kernel &K, Dispatch &D, Draw &R) override;
  Expected<RunStats> drawFragments(const Kernel &K, Dispatch &D, Draw &R,
                                   const StageRecords &Records, uint64_t Count);

private:
  const GPUArch &Arch;

  /// The function's translation, on a simulator.
  struct Loaded {
    std::unique_ptr<MCRegisterInfo> MRI;
    std::unique_ptr<applegpu::Simulator> Sim;
    /// The function's constexpr samplers (AIR's words).
    std::vector<std::array<uint64_t, 2>> ConstantSamplers;
    /// Its program-scope constant data (empty: none).
    std::string ConstantData;
    /// The code address of each function a handle names (visible function
    /// tables), by its symbol.
    std::map<std::string, uint64_t> FunctionAddresses;
  };
  Expected<Loaded> load(const Kernel &K, const lower::RenderPipeline *Pipeline,
                        const Dispatch &D);
};

/// The uniforms of buffer(i)'s address, u(2i):u(2i+1) (docs/applegpu-abi.md).
void setBufferUniforms(const Dispatch &D, std::vector<uint16_t> &Uniforms) {
  for (const auto &[Index, Bytes] : D.Buffers)
    if (Index < 64)
      for (unsigned H = 0; H != 4; ++H)
        Uniforms[4 * Index + H] = uint16_t(simulatedBufferAddress(Index) >> (16 * H));
}

Expected<AppleGPUExecutor::Loaded>
AppleGPUExecutor::load(const Kernel &K, const lower::RenderPipeline *Pipeline,
                       const Dispatch &D) {
  if (Error E = linkHandledFunctions(K, D))
    return std::move(E);
  // The translator lowers a module of its own; the function stays as it is.
  std::unique_ptr<Module> Copy = CloneModule(*K.Module);
  Expected<std::string> Nested = applegpu::getTranslator().translate(
      *Copy, K.Name, Arch, OutputKind::Object, /*IsKernel=*/true, Pipeline);
  if (!Nested)
    return runError(Arch.Name + ": " + K.Name + ": " + toString(Nested.takeError()));
  Expected<applegpu::CompiledKernel> C = applegpu::readCompiledKernel(*Nested);
  if (!C)
    return C.takeError();
  // What it calls in dynamic libraries, linked as a driver does at pipeline
  // creation: each function from a translated library given with -dylib,
  // or else translated alone from the library's AIR (which the plan linked
  // into the module, marked "metalnt-dylib").
  // The functions visible function tables hold are placed the same way:
  // each one's handle is the address of its code.
  std::vector<std::string> Tabled;
  for (const std::string &N : D.handledFunctions())
    Tabled.push_back("_" + N);
  // What the translated dynamic libraries (-dylib) export for this GPU: each
  // function's nested Mach-O by its symbol, the first library's first.
  Expected<std::map<std::string, std::string>> Exports = translatedDylibExports(K, Arch);
  if (!Exports)
    return Exports.takeError();
  std::map<std::string, std::string> &Exported = *Exports;
  std::map<std::string, uint64_t> Placed;
  if (Error E = applegpu::linkImports(*C, [&](StringRef Symbol)
                                          -> Expected<applegpu::CompiledKernel> {
        StringRef Name = Symbol.drop_front(Symbol.starts_with("_") ? 1 : 0);
        if (auto It = Exported.find(Symbol.str()); It != Exported.end())
          return applegpu::readCompiledFunction(It->second, Name);
        llvm::Function *F = K.Module->getFunction(Name);
        if (!F || F->isDeclaration())
          return runError(Arch.Name + ": " + K.Name + " calls '" + Name +
                          "', which is not a function of its module or of a "
                          "dynamic library it links");
        std::unique_ptr<Module> Lib = CloneModule(*K.Module);
        Expected<std::string> Code = applegpu::getTranslator().translate(
            *Lib, Name, Arch, OutputKind::Object, /*IsKernel=*/false, nullptr);
        if (!Code)
          return runError(Arch.Name + ": " + Name + ": " + toString(Code.takeError()));
        return applegpu::readCompiledFunction(*Code, Name);
      }, Tabled, &Placed))
    return std::move(E);
  initializeAppleGPUTarget();
  std::string Err;
  Triple TT("applegpu-apple-macosx");
  const Target *T = TargetRegistry::lookupTarget("applegpu", TT, Err);
  if (!T)
    return runError(Err);
  Loaded L;
  L.FunctionAddresses = std::move(Placed);
  L.ConstantSamplers = std::move(C->ConstantSamplers);
  L.ConstantData = std::move(C->ConstantData);
  L.MRI.reset(T->createMCRegInfo(TT));
  L.Sim = std::make_unique<applegpu::Simulator>(
      *L.MRI,
      ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(C->Text.data()), C->Text.size()),
      C->MainOffset);
  return std::move(L);
}

//===----------------------------------------------------------------------===//
// Textures and samplers (docs/applegpu-abi.md, "Textures")
//===----------------------------------------------------------------------===//

/// Where the dispatch's textures live in simulated memory: the descriptor
/// heap as buffer HeapBuffer, texture n's pixels (a linear layout, rows
/// 16-byte aligned) as buffer HeapBuffer + 1 + n. Descriptor addresses
/// have 40 bits, so these stay below index 255.
constexpr unsigned HeapBuffer = 100;

/// A pixel format's storage in cmdbuf.xml's terms, and the texture and PBE
/// swizzles that put its components in Metal's channels (Mesa's
/// formats.c: BGRA8 is R8G8B8A8 swizzled, sRGB a flag on Unorm).
struct AGXFormat {
  applegpu::tex::PixelLayout Pixel;
  std::array<unsigned, 4> TextureSwizzle, PBESwizzle;
};
std::optional<AGXFormat> agxFormat(const formats::PixelFormat &F) {
  using namespace applegpu::tex;
  using formats::NumericKind;
  AGXFormat R;
  if (F.IsStencil) // depth formats are their one channel (R32 float, R16 unorm)
    return std::nullopt;
  switch (F.Kind) {
  case NumericKind::UNorm: R.Pixel.Type = Unorm; break;
  case NumericKind::SRGB: R.Pixel.Type = Unorm; R.Pixel.SRGB = true; break;
  case NumericKind::SNorm: R.Pixel.Type = Snorm; break;
  case NumericKind::UInt: R.Pixel.Type = Uint; break;
  case NumericKind::SInt: R.Pixel.Type = Sint; break;
  case NumericKind::Float: R.Pixel.Type = Float; break;
  }
  unsigned N = F.NumComponents, Bits = F.Components[0].Bits;
  bool Same = true;
  for (unsigned C = 0; C != N; ++C)
    Same &= F.Components[C].Bits == Bits;
  if (F.PackedFloat)
    R.Pixel.Channels = F.PackedFloat == 11 ? R11G11B10 : R9G9B9E5;
  else if (N == 4 && F.Size == 4 && !Same && R.Pixel.Type == Unorm)
    R.Pixel.Channels = R10G10B10A2;
  else if (N == 3 && F.Size == 2 && R.Pixel.Type == Unorm)
    R.Pixel.Channels = R5G6B5; // 5, 6 and 5 bits from bit 0
  else if (!Same || N == 3)
    return std::nullopt;
  else if (Bits == 8)
    R.Pixel.Channels = N == 1 ? R8 : N == 2 ? R8G8 : R8G8B8A8;
  else if (Bits == 16)
    R.Pixel.Channels = N == 1 ? R16 : N == 2 ? R16G16 : R16G16B16A16;
  else if (Bits == 32)
    R.Pixel.Channels = N == 1 ? R32 : N == 2 ? R32G32 : R32G32B32A32;
  else
    return std::nullopt;
  // Memory channel k is the component with the k-th lowest offset.
  std::array<unsigned, 4> Order{0, 1, 2, 3};
  std::sort(Order.begin(), Order.begin() + N, [&](unsigned A, unsigned B) {
    return F.Components[A].Offset < F.Components[B].Offset;
  });
  R.TextureSwizzle = {SwZero, SwZero, SwZero, SwOne};
  R.PBESwizzle = {0, 1, 2, 3};
  for (unsigned K = 0; K != N; ++K) {
    unsigned Channel = F.Components[Order[K]].Channel;
    R.TextureSwizzle[Channel] = K;
    R.PBESwizzle[K] = Channel;
  }
  return R;
}

/// An AIR sampler state (docs/air-conventions.md) as cmdbuf.xml's Sampler.
applegpu::tex::SamplerState agxSampler(const std::array<uint64_t, 2> &AIR) {
  using namespace applegpu::tex;
  uint64_t W = AIR[0];
  SamplerState S;
  for (unsigned I = 0; I != 3; ++I) {
    static const unsigned Modes[8] = {ClampToBorder, ClampToEdge, Repeat, MirroredRepeat,
                                      MirroredClampToEdge, 4, 4, 4};
    S.Wrap[I] = Modes[(W >> (3 * I)) & 7];
  }
  S.Magnify = (W >> 9) & 3;
  S.Minify = (W >> 11) & 3;
  S.MipFilter = (W >> 13) & 3;
  S.PixelCoordinates = (W >> 15) & 1;
  // MTLCompareFunction (never, less, equal, less-equal, greater,
  // not-equal, greater-equal, always; 8 none) as cmdbuf.xml's enum.
  static const unsigned CompareFuncs[8] = {7, 2, 4, 0, 3, 5, 1, 6};
  unsigned Compare = (W >> 16) & 15;
  S.CompareEnable = Compare < 8;
  S.CompareFunc = CompareFuncs[Compare & 7];
  uint16_t Lo = uint16_t(W >> 24), Hi = uint16_t(W >> 40);
  if (Lo || Hi) { // AIR 1.x's words carry no level-of-detail clamp
    _Float16 L, H;
    std::memcpy(&L, &Lo, 2);
    std::memcpy(&H, &Hi, 2);
    S.MinLOD = double(L);
    S.MaxLOD = double(H);
  }
  S.BorderColour = (W >> 56) & 3;
  return S;
}

/// Binds the dispatch's textures and samplers for the simulator: each
/// texture's pixels and descriptors in memory, the heap's address in du62,
/// the sampler heap (state 0 Mesa's txf sampler: nearest, clamped to a
/// transparent black border, so that reads outside give 0); undone (the
/// pixels copied back, the memory removed) when it goes.
/// A draw's statistics: the preamble's and the stage's instructions, its
/// vertices or fragments as threads of one threadgroup on one worker.
RunStats drawStats(const applegpu::RunStats &Pre, const applegpu::RunStats &Stage,
                   uint64_t Count, std::chrono::steady_clock::time_point Start,
                   std::chrono::steady_clock::time_point Compiled) {
  auto Done = std::chrono::steady_clock::now();
  RunStats Stats;
  Stats.Instructions = Pre.Instructions + Stage.Instructions;
  Stats.LaneInstructions = Pre.LaneInstructions + Stage.LaneInstructions;
  Stats.Threads = Count;
  Stats.Threadgroups = 1;
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  return Stats;
}

/// What a dispatch binds beside its buffers for as long as it runs: the
/// texture heap and the textures' texels, the samplers, and the
/// function's program-scope constant data, which it adds to the
/// dispatch's buffers and takes out again.
class ResourceBindings {
public:
  ResourceBindings(Dispatch &D) : D(D), DataBinding(D) {}
  ~ResourceBindings() {
    for (unsigned I : Added)
      D.Buffers.erase(I);
  }
  Error bind(const Kernel &K, const AppleGPUExecutor::ConstSamplerList &Constants,
             StringRef ConstantData, std::vector<uint16_t> &Uniforms,
             applegpu::Simulator &Sim,
             const std::map<std::string, uint64_t> &FunctionAddresses);
  /// The textures' pixels back from memory (image writes).
  void copyBack();

private:
  /// Argument buffers' handles: a texture's descriptor offset in the heap,
  /// a sampler's state index (docs/applegpu-abi.md, "Textures").
  std::optional<PatchedHandles> Handles;
  Dispatch &D;
  std::vector<unsigned> Added;
  ConstantDataBinding DataBinding;
  /// Where a texture's texels are: linear rows and layers, or Mesa's
  /// GPU-tiled levels.
  struct Placement {
    bool Tiled = false, PageAligned = false;
    unsigned BlockBytes = 4, Samples = 1;
    uint32_t Stride = 0;
    uint64_t LayerStride = 0;
    applegpu::tex::TiledLayout Layout;
    /// A texture buffer's rows (0: not one).
    uint32_t RowTexels = 0;
    uint64_t offset(unsigned L, uint32_t Layer, uint32_t X, uint32_t Y, uint32_t Sample) const {
      if (Tiled)
        return Layer * LayerStride + Layout.offset(L, X, Y) + uint64_t(Sample) * BlockBytes;
      if (RowTexels) // element X of a texture buffer
        return uint64_t(X / RowTexels) * Stride + uint64_t(X % RowTexels) * BlockBytes;
      return Layer * LayerStride + uint64_t(Y) * Stride + uint64_t(X) * BlockBytes;
    }
  };
  std::map<unsigned, Placement> Places;
};

Error ResourceBindings::bind(const Kernel &K,
                             const AppleGPUExecutor::ConstSamplerList &Constants,
                             StringRef ConstantData, std::vector<uint16_t> &Uniforms,
                             applegpu::Simulator &Sim,
                             const std::map<std::string, uint64_t> &FunctionAddresses) {
  using namespace applegpu::tex;
  auto Fail = [&](const Twine &Msg) { return runError("function '" + K.Name + "': " + Msg); };
  // The constant data, its address in du64 (docs/applegpu-abi.md).
  if (Error E = DataBinding.bind(ConstantData))
    return Fail(toString(std::move(E)));
  if (DataBinding.bound()) {
    uint64_t Address = simulatedBufferAddress(ConstantDataBuffer);
    for (unsigned H = 0; H != 4; ++H)
      Uniforms[4 * applegpu::ConstantDataParam + H] = uint16_t(Address >> (16 * H));
  }
  if (Error E = checkTextureArguments(K, D))
    return E;
  std::vector<uint64_t> Samplers(applegpu::FirstConstSampler + Constants.size(), 0);
  SamplerState Txf;
  Txf.Wrap = {ClampToBorder, ClampToBorder, ClampToBorder};
  Samplers[0] = encode(Txf);
  for (const auto &[Index, Words] : D.Samplers)
    if (Index < 16)
      Samplers[Index + 1] = encode(agxSampler(Words));
  for (size_t I = 0; I != Constants.size(); ++I)
    Samplers[applegpu::FirstConstSampler + I] = encode(agxSampler(Constants[I]));
  Sim.setSamplerStates(std::move(Samplers));
  if (Error E = checkResourceHandles(D))
    return Fail(toString(std::move(E)));
  Handles.emplace(D, [&](const Dispatch::ResourceHandle &H) {
    if (H.K == Dispatch::ResourceHandle::FunctionHandle)
      return FunctionAddresses.at("_" + H.Function);
    return H.K == Dispatch::ResourceHandle::SamplerHandle ? uint64_t(H.Index) + 1
           : H.K == Dispatch::ResourceHandle::BufferHandle
               ? simulatedBufferAddress(H.Index)
               : uint64_t(applegpu::TextureStride) * H.Index;
  });
  if (D.Textures.empty())
    return Error::success();

  unsigned Last = D.Textures.rbegin()->first;
  if (Last >= 128)
    return Fail("texture(" + Twine(Last) + ") is beyond the 128 the Apple ABI binds");
  std::vector<uint8_t> Heap(applegpu::TextureStride * (Last + 1), 0);
  for (auto &Entry : D.Textures) {
    unsigned Index = Entry.first;
    const Texture &T = Entry.second;
    // 1D textures are 2D ones of height 1 (the translator's convention);
    // one-level textures and arrays are linear (arrays with a layer
    // stride, as Mesa's linear 2D arrays), mipmapped and 3D ones in Mesa's
    // GPU-tiled layout.
    std::optional<AGXFormat> F = agxFormat(*T.Format);
    bool ThreeD = T.Type == "3d", MS = T.Type == "2d_ms" || T.Type == "2d_ms_array",
         Buffer = T.Type == "buffer";
    bool Array = T.Type == "2d_array" || T.Type == "1d_array" || T.Type == "cube" ||
                 T.Type == "cube_array" || T.Type == "2d_ms_array";
    if ((T.Type != "2d" && T.Type != "1d" && !Array && !ThreeD && !MS && !Buffer) ||
        (MS ? T.SampleCount != 2 && T.SampleCount != 4 : T.SampleCount != 1) ||
        (!ThreeD && T.Depth != 1) || !F)
      return Fail("texture(" + Twine(Index) + ") is a " + T.Type + " texture of " +
                  T.Format->Name + " with " + Twine(T.SampleCount) +
                  " samples; the G13 simulator models 1D, 2D, 3D and cube textures and "
                  "arrays, and 2D ones and arrays of 2 or 4 samples, of uncompressed formats with "
                  "components of 8, 16 or 32 bits, or packed 32-bit ones");
    uint32_t Layers = ThreeD ? T.Depth : T.getSlices(); // a cube's faces are layers
    if (Layers > 2048 || T.MipLevels > 15)
      return Fail("texture(" + Twine(Index) + ") has more than 2048 layers or 15 levels, the "
                  "descriptor's limits");
    if ((Buffer && T.Width > applegpu::TextureBufferWidth * 16384u) ||
        (!Buffer && (T.Width > 16384 || T.Height > 16384)))
      return Fail("texture(" + Twine(Index) + ") is larger than 16384 pixels, the "
                  "descriptor's limit");
    // A texture buffer: rows of TextureBufferWidth texels (the
    // translator's convention, Mesa's).
    uint32_t Width = Buffer ? std::min(T.Width, applegpu::TextureBufferWidth) : T.Width;
    uint32_t Height =
        Buffer ? (T.Width + applegpu::TextureBufferWidth - 1) / applegpu::TextureBufferWidth
               : T.Height;
    unsigned Size = T.Format->Size;
    Placement &P = Places[Index];
    P.Tiled = T.MipLevels > 1 || ThreeD || MS;
    P.BlockBytes = Size;
    P.Samples = T.SampleCount;
    // Layers on pages, as Mesa places them for writable images.
    P.PageAligned = P.Tiled && Layers > 1;
    if (P.Tiled) {
      unsigned Chain = T.MipLevels > 1 ? fullMipChain(T.Width, T.Height, ThreeD ? T.Depth : 1) : 1;
      // A multisampled pixel is one element, its samples adjacent (Mesa:
      // the block size times the sample count).
      P.Layout = tiledLayout(Size * T.SampleCount, T.Width, T.Height, std::max(Chain, T.MipLevels),
                             P.PageAligned);
      P.LayerStride = P.Layout.LayerStride;
    } else {
      P.Stride = uint32_t(alignTo(uint64_t(Width) * Size, 16));
      P.LayerStride = alignTo(uint64_t(P.Stride) * Height, 128);
      P.RowTexels = Buffer ? applegpu::TextureBufferWidth : 0;
    }
    std::vector<uint8_t> Pixels(P.LayerStride * Layers, 0);
    forEachTexel(T, [&](uint64_t Host, unsigned L, uint32_t Layer, uint32_t X, uint32_t Y,
                         uint32_t Sample) {
      std::memcpy(Pixels.data() + P.offset(L, Layer, X, Y, Sample), T.Data.data() + Host, Size);
    });
    unsigned BufferIndex = HeapBuffer + 1 + Index;
    D.Buffers[BufferIndex] = std::move(Pixels);
    Added.push_back(BufferIndex);
    TextureDescriptor TD;
    TD.Dimension = ThreeD ? Dim3D
                   : MS   ? (Array ? Dim2DMSArray : Dim2DMS)
                   : Array ? Dim2DArray
                           : Dim2D;
    TD.Samples = T.SampleCount;
    TD.Pixel = F->Pixel;
    TD.Swizzle = F->TextureSwizzle;
    TD.Width = Width;
    TD.Height = Height;
    TD.Address = simulatedBufferAddress(BufferIndex);
    TD.LastLevel = T.MipLevels - 1;
    PBEDescriptor PD;
    PD.Dimension = TD.Dimension;
    PD.Pixel = F->Pixel;
    PD.Swizzle = F->PBESwizzle;
    PD.Width = Width;
    PD.Height = Height;
    PD.Address = TD.Address;
    PD.Layers = Layers;
    if (P.Tiled) {
      TD.Layout = PD.Layout = GPUTiled;
      TD.Depth = Layers;
      TD.Mipmapped = T.MipLevels > 1;
      TD.PageAlignedLayers = PD.PageAlignedLayers = P.PageAligned;
      PD.Levels = T.MipLevels;
    } else {
      TD.Stride = PD.Stride = P.Stride;
      TD.Layers = Layers;
      TD.LayerStride = PD.LayerStride = uint32_t(P.LayerStride);
    }
    std::array<uint8_t, 24> TB = encode(TD), PB = encode(PD);
    if (Buffer) // the element count, Mesa's "Buffer size (sw)"
      for (unsigned B = 0; B != 4; ++B)
        TB[16 + B] = uint8_t(T.Width >> (8 * B));
    std::memcpy(Heap.data() + applegpu::TextureStride * Index, TB.data(), 24);
    std::memcpy(Heap.data() + applegpu::TextureStride * Index + 24, PB.data(), 24);
  }
  D.Buffers[HeapBuffer] = std::move(Heap);
  Added.push_back(HeapBuffer);
  uint64_t HeapAddress = simulatedBufferAddress(HeapBuffer);
  for (unsigned H = 0; H != 4; ++H)
    Uniforms[4 * applegpu::TextureHeapParam + H] = uint16_t(HeapAddress >> (16 * H));
  return Error::success();
}

void ResourceBindings::copyBack() {
  for (auto &Entry : D.Textures) {
    Texture &T = Entry.second;
    auto It = D.Buffers.find(HeapBuffer + 1 + Entry.first);
    if (It == D.Buffers.end())
      continue;
    const Placement &P = Places[Entry.first];
    forEachTexel(T, [&](uint64_t Host, unsigned L, uint32_t Layer, uint32_t X, uint32_t Y,
                         uint32_t Sample) {
      std::memcpy(T.Data.data() + Host, It->second.data() + P.offset(L, Layer, X, Y, Sample),
                  T.Format->Size);
    });
  }
}

Expected<RunStats> AppleGPUExecutor::draw(const Kernel &K, Dispatch &D, Draw &R) {
  Expected<CheckedDraw> Checked = checkDraw(K, D, R);
  if (!Checked)
    return Checked.takeError();
  const StageRecords *Records = &Checked->Records;
  uint64_t Count = Checked->Count;
  if (Records->Stage == lower::StageKind::Fragment)
    return drawFragments(K, D, R, *Records, Count);
  Expected<lower::KernelSignature> Sig =
      lower::readKernelSignature(*K.Module->getFunction(K.Name));
  if (!Sig)
    return Sig.takeError();
  Expected<applegpu::UVSLayout> Layout = applegpu::layoutVertexOutputs(*Sig);
  if (!Layout)
    return Layout.takeError();
  for (const auto &[Index, Bytes] : D.Buffers)
    if (Index >= 64)
      return runError("function '" + K.Name + "': buffer(" + Twine(Index) +
                      ") is beyond the 64 the Apple ABI passes");

  auto Start = std::chrono::steady_clock::now();
  bool Pipeline = R.Pipeline.Vertex || !R.Pipeline.Colors.empty();
  Expected<Loaded> L = load(K, Pipeline ? &R.Pipeline : nullptr, D);
  if (!L)
    return L.takeError();
  auto Compiled = std::chrono::steady_clock::now();

  // Buffers as for compute; base_vertex and base_instance in u192 and u194
  // (docs/applegpu-abi.md, "Vertex functions").
  std::vector<uint16_t> Uniforms(applegpu::NumUniformHalves, 0);
  setBufferUniforms(D, Uniforms);
  ResourceBindings Resources(D);
  if (Error E = Resources.bind(K, L->ConstantSamplers, L->ConstantData, Uniforms, *L->Sim,
                                L->FunctionAddresses))
    return std::move(E);
  for (unsigned H = 0; H != 2; ++H) {
    Uniforms[4 * applegpu::BaseVertexParam + H] = uint16_t(R.BaseVertex >> (16 * H));
    Uniforms[4 * (applegpu::BaseVertexParam + 1) + H] =
        uint16_t(R.BaseInstance >> (16 * H));
  }
  SimulatedBuffers<applegpu::DeviceMemory> Memory(D.Buffers);
  Expected<applegpu::RunStats> Pre = L->Sim->runPreamble(0, Uniforms, Memory);
  if (!Pre)
    return runError("function '" + K.Name + "', preamble: " + toString(Pre.takeError()));
  // Vertex i is vertex_id BaseVertex + i % VertexCount of instance
  // BaseInstance + i / VertexCount, as the host executor numbers them.
  auto Preload = [&](unsigned I, MutableArrayRef<uint16_t> Halves) {
    uint32_t Vertex = R.BaseVertex + I % R.VertexCount;
    uint32_t Instance = R.BaseInstance + I / R.VertexCount;
    for (unsigned H = 0; H != 2; ++H) {
      Halves[2 * applegpu::VertexIDRegister + H] = uint16_t(Vertex >> (16 * H));
      Halves[2 * applegpu::InstanceIDRegister + H] = uint16_t(Instance >> (16 * H));
    }
  };
  std::vector<uint32_t> UVS;
  Expected<applegpu::RunStats> S =
      L->Sim->runVertices(unsigned(Count), Preload, Uniforms, Memory, Layout->Size, UVS);
  if (!S)
    return runError("function '" + K.Name + "': " + toString(S.takeError()));
  Resources.copyBack();
  R.Outputs.assign(Count * Records->OutputSize, 0);
  // A vertex's UVS words (applegpu::layoutVertexOutputs) as its output
  // record: the layer and the viewport index share a word.
  for (uint64_t I = 0; I != Count; ++I) {
    const uint32_t *Words = &UVS[I * Layout->Size];
    writeVertexRecord(
        *Sig, *Records, Layout->Words,
        [&](size_t O, unsigned C) {
          uint32_t W = Words[Layout->First[O] + C];
          if (Sig->Outputs[O].K == lower::StageOutput::RenderTargetArrayIndex)
            W &= 0xFFFF;
          else if (Sig->Outputs[O].K == lower::StageOutput::ViewportArrayIndex)
            W >>= 16;
          return W;
        },
        &R.Outputs[I * Records->OutputSize]);
  }
  return drawStats(*Pre, *S, Count, Start, Compiled);
}

Expected<RunStats> AppleGPUExecutor::run(const Kernel &K, Dispatch &D) {
  if (Error E = checkSimulatedDispatch(K, D))
    return std::move(E);

  auto Start = std::chrono::steady_clock::now();
  Expected<Loaded> L = load(K, nullptr, D);
  if (!L)
    return L.takeError();
  applegpu::Simulator &Sim = *L->Sim;
  auto Compiled = std::chrono::steady_clock::now();

  std::vector<uint16_t> Uniforms(applegpu::NumUniformHalves, 0);
  setBufferUniforms(D, Uniforms);
  ResourceBindings Resources(D);
  if (Error E = Resources.bind(K, L->ConstantSamplers, L->ConstantData, Uniforms, Sim,
                                L->FunctionAddresses))
    return std::move(E);
  // The grid's size in threads in u192, u194, u196, in threadgroups in
  // u200, u202, u204, and the threadgroup size in u208, u210, u212
  // (docs/applegpu-abi.md).
  for (unsigned I = 0; I != 3; ++I) {
    uint32_t Groups = (D.Grid[I] + D.Threadgroup[I] - 1) / D.Threadgroup[I];
    for (unsigned H = 0; H != 2; ++H) {
      Uniforms[2 * (192 + 2 * I) + H] = uint16_t(D.Grid[I] >> (16 * H));
      Uniforms[2 * (200 + 2 * I) + H] = uint16_t(Groups >> (16 * H));
      Uniforms[2 * (208 + 2 * I) + H] = uint16_t(D.Threadgroup[I] >> (16 * H));
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
  Resources.copyBack();
  auto Done = std::chrono::steady_clock::now();
  Stats.CompileSeconds = std::chrono::duration<double>(Compiled - Start).count();
  Stats.DispatchSeconds = std::chrono::duration<double>(Done - Compiled).count();
  Stats.Workers = 1;
  return Stats;
}

/// The coefficients of a perspective input of value V at a fragment of
/// reciprocal W whose tile-relative centre has x coordinate X: iterproj
/// gives (A X + C) / W rounded once (docs/applegpu-simulator.md). C is the
/// float nearest V · W and A X makes up the rest, so that the quotient is
/// V (a plane of V · W alone cannot always give it: consecutive floats
/// near V · W may divide to floats two apart).
std::array<float, 3> perspectivePlane(float V, float W, double X) {
  double Exact = double(V) * double(W);
  float C = float(Exact);
  float A = float((Exact - double(C)) / X);
  return {A, 0.0f, C};
}

/// Fragments (docs/applegpu-abi.md, "Fragment functions"): each record
/// becomes a fragment at its position's pixel, whose coefficient registers
/// hold planes constant over the pixel (A = B = 0) with the record's
/// values: C = w for the reciprocal W (so that iter gives position.w),
/// z for Z, a perspective input's value times w (perspectivePlane:
/// iterproj divides it by w again), the others' values (an integer's
/// bits). Each attachment's
/// destination pixel is the fragment's tile bytes (the tile formats hold
/// the components as the pixel formats do), and what the fragment leaves
/// there is the result; the depth and discard come from the simulator,
/// the colour fields of the output record are not recorded.
Expected<RunStats> AppleGPUExecutor::drawFragments(const Kernel &K, Dispatch &D, Draw &R,
                                                   const StageRecords &Records,
                                                   uint64_t Count) {
  Expected<lower::KernelSignature> Sig =
      lower::readKernelSignature(*K.Module->getFunction(K.Name));
  if (!Sig)
    return Sig.takeError();
  // As on the host, a draw without attachments compiles no pipeline in.
  bool Pipeline = R.Pipeline.Vertex || !R.Pipeline.Colors.empty();
  Sig->Pipeline = Pipeline ? &R.Pipeline : nullptr;
  Expected<applegpu::TileLayout> Tile = applegpu::layoutTileBuffer(*Sig);
  if (!Tile)
    return Tile.takeError();
  unsigned NumCF;
  std::vector<unsigned> CF = applegpu::layoutCoefficients(*Sig, NumCF);
  for (const auto &[Index, Bytes] : D.Buffers)
    if (Index >= 64)
      return runError("function '" + K.Name + "': buffer(" + Twine(Index) +
                      ") is beyond the 64 the Apple ABI passes");

  auto Start = std::chrono::steady_clock::now();
  Expected<Loaded> L = load(K, Sig->Pipeline, D);
  if (!L)
    return L.takeError();
  auto Compiled = std::chrono::steady_clock::now();

  std::vector<applegpu::FragmentState> Frags(Count);
  for (uint64_t I = 0; I != Count; ++I) {
    const uint8_t *In = R.FragmentInputs.data() + I * Records.InputSize;
    applegpu::FragmentState &F = Frags[I];
    F.Coefficients.assign(NumCF, {0.0f, 0.0f, 0.0f});
    F.Coefficients[0][2] = 1.0f;
    float W = 1.0f;
    for (const RecordField &Field : Records.Inputs) {
      const uint8_t *P = In + Field.Offset;
      if (Field.What == "air.position") {
        float Pos[4];
        std::memcpy(Pos, P, 16);
        for (unsigned D = 0; D != 2; ++D)
          if (!(Pos[D] >= 0.5f && Pos[D] < 65535.0f && Pos[D] - std::floor(Pos[D]) == 0.5f))
            return runError(Arch.Name + ": function '" + K.Name + "': fragment " + Twine(I) +
                            "'s position " + Twine(D ? "y" : "x") + " " + std::to_string(Pos[D]) +
                            " is not a pixel centre (the G13 simulator runs fragments "
                            "at pixel centres)");
        F.X = uint16_t(Pos[0]), F.Y = uint16_t(Pos[1]);
        F.Coefficients[1][2] = Pos[2];
        F.Coefficients[0][2] = W = Pos[3];
      } else if (Field.What == "air.front_facing") {
        uint32_t B;
        std::memcpy(&B, P, 4);
        F.Backfacing = B == 0;
      } else if (Field.What == "air.sample_id") {
        uint32_t ID;
        std::memcpy(&ID, P, 4);
        if (ID >= 16)
          return runError(Arch.Name + ": function '" + K.Name + "': fragment " + Twine(I) +
                          "'s sample_id " + Twine(ID) + " is beyond the 16 samples of a "
                          "sample mask");
        F.SampleBit = uint16_t(1u << ID);
      }
    }
    // The input sample mask as the record gives it, else (per-sample
    // shading) the sample's own bit.
    F.InputSampleMask = F.SampleBit;
    for (const RecordField &Field : Records.Inputs)
      if (Field.What == "air.sample_mask_in") {
        uint32_t Mask;
        std::memcpy(&Mask, In + Field.Offset, 4);
        F.InputSampleMask = uint16_t(Mask);
      }
    // The samples it covers, as the host's fixed-function stage has them.
    F.Coverage = inputCoverage(Records, In, R.Pipeline.SampleCount);
    for (const RecordField &Field : Records.Inputs) {
      const lower::KernelArg &A = Sig->Args[Field.Index];
      lower::Interpolation Interp;
      if (!lower::isInterpolatedInput(A, Interp))
        continue;
      Type *T = Field.Ty, *Elt = T->getScalarType();
      if (auto *AT = dyn_cast<ArrayType>(T))
        Elt = AT->getElementType();
      unsigned N = T->isVectorTy() ? cast<FixedVectorType>(T)->getNumElements() : 1;
      unsigned Bytes = unsigned(Elt->getPrimitiveSizeInBits() / 8);
      for (unsigned C = 0; C != N; ++C) {
        uint32_t Raw = 0;
        std::memcpy(&Raw, In + Field.Offset + C * Bytes, Bytes);
        float V;
        if (Elt->isHalfTy()) {
          _Float16 H;
          std::memcpy(&H, &Raw, 2);
          V = float(H);
        } else if (Elt->isFloatTy()) {
          std::memcpy(&V, &Raw, 4);
        } else { // flat integers travel as their bits
          if (Elt->getIntegerBitWidth() < 32 && lower::isSignedTypeName(A.TypeName))
            Raw = uint32_t(int32_t(Raw << (32 - 8 * Bytes)) >> (32 - 8 * Bytes));
          std::memcpy(&V, &Raw, 4);
        }
        if (Elt->isFloatingPointTy() && Interp == lower::Interpolation::Perspective)
          F.Coefficients[CF[A.ArgNo] + C] = perspectivePlane(V, W, double(F.X % 32) + 0.5);
        else
          F.Coefficients[CF[A.ArgNo] + C][2] = V;
      }
    }
    F.Tile.assign(Tile->PixelBytes, 0);
    for (size_t N = 0; N != Tile->Targets.size(); ++N) {
      auto It = R.Colors.find(unsigned(N));
      if (!Tile->Targets[N] || It == R.Colors.end())
        continue;
      unsigned Size = R.Pipeline.Colors[N].Format->Size;
      std::memcpy(F.Tile.data() + Tile->Targets[N]->Offset, It->second.data() + I * Size, Size);
    }
  }

  std::vector<uint16_t> Uniforms(applegpu::NumUniformHalves, 0);
  setBufferUniforms(D, Uniforms);
  ResourceBindings Resources(D);
  if (Error E = Resources.bind(K, L->ConstantSamplers, L->ConstantData, Uniforms, *L->Sim,
                                L->FunctionAddresses))
    return std::move(E);
  SimulatedBuffers<applegpu::DeviceMemory> Memory(D.Buffers);
  Expected<applegpu::RunStats> Pre = L->Sim->runPreamble(0, Uniforms, Memory);
  if (!Pre)
    return runError("function '" + K.Name + "', preamble: " + toString(Pre.takeError()));
  Expected<applegpu::RunStats> S = L->Sim->runFragments(Uniforms, Memory, Frags);
  if (!S)
    return runError("function '" + K.Name + "': " + toString(S.takeError()));
  Resources.copyBack();

  R.Outputs.assign(Count * Records.OutputSize, 0);
  R.Unrecorded.clear();
  for (size_t FI = 0; FI != Records.Outputs.size(); ++FI)
    if (Records.Outputs[FI].What == "air.render_target")
      R.Unrecorded.push_back(unsigned(FI));
  for (uint64_t I = 0; I != Count; ++I) {
    const applegpu::FragmentState &F = Frags[I];
    uint8_t *Out = R.Outputs.data() + I * Records.OutputSize;
    for (const RecordField &Field : Records.Outputs) {
      if (Field.What == "air.depth" && F.HasDepth)
        std::memcpy(Out + Field.Offset, &F.Depth, 4);
      if (Field.What == "air.stencil" && F.HasStencil) {
        uint32_t S = F.Stencil;
        std::memcpy(Out + Field.Offset, &S, std::min<size_t>(4, Field.Size));
      }
      // The [[sample_mask]] output's field: the coverage the fragment
      // leaves (docs/metal-run.md, "Coverage").
      if (Field.What == "air.sample_mask") {
        uint32_t C = F.Coverage;
        std::memcpy(Out + Field.Offset, &C, std::min<size_t>(4, Field.Size));
      }
    }
    uint32_t Discarded = F.Discarded;
    std::memcpy(Out + Records.DiscardOffset, &Discarded, 4);
    if (F.Discarded)
      continue;
    for (auto &[N, Pixels] : R.Colors) {
      if (N >= Tile->Targets.size() || !Tile->Targets[N])
        continue;
      unsigned Size = R.Pipeline.Colors[N].Format->Size;
      std::memcpy(Pixels.data() + I * Size, F.Tile.data() + Tile->Targets[N]->Offset, Size);
    }
  }
  return drawStats(*Pre, *S, Count, Start, Compiled);
}

} // namespace

std::unique_ptr<Executor> metalnt::run::createAppleGPUExecutor(const GPUArch &A) {
  return std::make_unique<AppleGPUExecutor>(A);
}
