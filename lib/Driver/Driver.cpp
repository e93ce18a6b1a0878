//===- Driver.cpp - What metal-nt and metal-tt share ----------------------===//

#include "metalnt/Driver/Driver.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Linker/MetalLibLinker.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/BinaryFormat/MachO.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Threading.h"
#include <unistd.h>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<DriverInput> metalnt::loadInput(StringRef Path,
                                         metallib::LibraryCache &Cache) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return fail(Path + ": " + Buf.getError().message());
  return loadInputBuffer(Path, std::move(*Buf), Cache);
}

Expected<DriverInput>
metalnt::loadInputBuffer(StringRef Path, std::unique_ptr<MemoryBuffer> Buffer,
                         metallib::LibraryCache &Cache) {
  DriverInput In;
  In.Path = Path.str();
  In.Buffer = std::move(Buffer);
  // A universal binary: its air64 slice is the input MetalLib.
  MemoryBufferRef Ref = In.Buffer->getMemBufferRef();
  std::string SliceName = (Path + " (air64 slice)").str();
  if (gpumacho::isFatFile(Ref.getBuffer())) {
    Expected<gpumacho::FatFile> F = gpumacho::readFatFile(Ref);
    if (!F)
      return F.takeError();
    auto Air = find_if(F->Slices, [](const gpumacho::FatSlice &S) {
      return S.Kind == gpumacho::FatSlice::MetalLib;
    });
    if (Air == F->Slices.end())
      return fail(Path + ": a universal binary without an air64 (MetalLib) slice");
    Ref = MemoryBufferRef(Air->Bytes, SliceName);
  }
  if (metallib::isMetalLib(Ref.getBuffer())) {
    Expected<metallib::Library> L = metallib::readMetalLib(Ref);
    if (!L)
      return L.takeError();
    In.Library = &Cache.add(Path.str(), std::move(*L));
    In.FileType = In.Library->Hdr.isDynamic() ? gpumacho::MH_GPU_DYLIB
                                              : gpumacho::MH_GPU_EXECUTE;
    In.MetalLibBytes = Ref.getBuffer();
    return std::move(In);
  }
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = air::parseAIR(Ref, Ctx);
  if (!M)
    return M.takeError();
  std::vector<std::unique_ptr<Module>> Modules;
  Modules.push_back(std::move(*M));
  Expected<metallib::Library> L = linkMetalLib(std::move(Modules), {});
  if (!L)
    return L.takeError();
  In.Library = &Cache.add(Path.str(), std::move(*L));
  In.FileType = MachO::MH_OBJECT;
  return std::move(In);
}

Expected<std::vector<Expected<gpumacho::Slice>>>
metalnt::translateInput(const DriverInput &In, metallib::LibraryCache &Cache,
                        ArrayRef<const GPUArch *> Archs,
                        const TranslationRequest &R) {
  std::vector<PlannedFunction> Plan;
  std::vector<std::set<std::string>> PerArch;
  std::optional<script::LoadedScript> Script;
  if (!R.ScriptPath.empty()) {
    Expected<script::LoadedScript> Loaded = script::loadScript(R.ScriptPath);
    if (!Loaded)
      return Loaded.takeError();
    Script.emplace(std::move(*Loaded));
    script::ResolveOptions Opts;
    Opts.SearchPaths = R.SearchPaths;
    Opts.InputLibrary = In.Path;
    // An AIR input is cached linked in memory under its own path; the
    // resolver must read the file itself then (only AIR scripts take one).
    if (!In.isAIR())
      Opts.Libraries = &Cache;
    Expected<ScriptPlan> P = planScript(*Script, Archs, Opts);
    if (!P)
      return P.takeError();
    Plan = std::move(P->Plan);
    PerArch = std::move(P->PerArch);
  } else {
    Plan = planFromLibrary(*In.Library, In.Path);
  }
  Expected<metallib::Library> Specialized =
      specializePlan(Plan, Cache, R.SearchPaths);
  if (!Specialized)
    return Specialized.takeError();
  TranslateOptions TO;
  TO.Archs.assign(Archs.begin(), Archs.end());
  TO.Jobs = R.Jobs ? R.Jobs : hardware_concurrency().compute_thread_count();
  TO.FileType = In.FileType;
  TO.Build = R.Build;
  TO.Only = PerArch;
  if (Script)
    if (Error E = addRenderPipelines(TO, Plan, *Specialized, *Script))
      return std::move(E);
  return translateEachArch(*Specialized, TO);
}

Expected<ScriptPlan> metalnt::planScript(const LoadedScript &S,
                                         ArrayRef<const GPUArch *> Archs,
                                         ResolveOptions Opts,
                                         raw_ostream *Resolved) {
  ScriptPlan P;
  std::set<PlannedFunction> Union;
  for (const GPUArch *A : Archs) {
    Opts.Arch = A;
    Expected<ResolvedPipelinesScript> R = resolvePipelinesScript(S, Opts);
    if (!R)
      return R.takeError();
    if (Resolved)
      printResolvedScript(*R, *Resolved);
    std::set<std::string> Mine;
    for (PlannedFunction &F : planFromScript(*R)) {
      Mine.insert(F.OutputName);
      if (Union.insert(F).second)
        P.Plan.push_back(std::move(F));
    }
    P.PerArch.push_back(Mine.empty() ? std::set<std::string>{""} : Mine);
  }
  return std::move(P);
}

namespace {
struct Platform {
  StringRef Name;
  uint32_t Value;
};
constexpr Platform Platforms[] = {
    {"macos", MachO::PLATFORM_MACOS},
    {"ios", MachO::PLATFORM_IOS},
    {"tvos", MachO::PLATFORM_TVOS},
    {"watchos", MachO::PLATFORM_WATCHOS},
    {"mac-catalyst", MachO::PLATFORM_MACCATALYST},
    {"ios-simulator", MachO::PLATFORM_IOSSIMULATOR},
    {"tvos-simulator", MachO::PLATFORM_TVOSSIMULATOR},
    {"watchos-simulator", MachO::PLATFORM_WATCHOSSIMULATOR},
    {"xros", 11},
    {"xros-simulator", 12}};
} // namespace

ArrayRef<StringRef> metalnt::getPlatformNames() {
  static const SmallVector<StringRef, 10> Names = [] {
    SmallVector<StringRef, 10> N;
    for (const Platform &P : Platforms)
      N.push_back(P.Name);
    return N;
  }();
  return Names;
}

Expected<std::optional<gpumacho::BuildVersion>>
metalnt::parsePlatformVersion(ArrayRef<std::string> Args) {
  if (Args.empty())
    return std::nullopt;
  if (Args.size() != 3)
    return fail("-platform_version takes <platform> <min_version> <sdk_version>");
  gpumacho::BuildVersion BV;
  const Platform *P = find_if(Platforms, [&](const Platform &P) {
    return P.Name == Args[0];
  });
  if (P == std::end(Platforms))
    return fail("-platform_version: unknown platform '" + Args[0] +
                "'; valid platforms: " + join(getPlatformNames(), ", "));
  BV.Platform = P->Value;
  auto Parse = [](StringRef V, uint32_t &Out) {
    SmallVector<StringRef, 3> Parts;
    V.split(Parts, '.');
    unsigned N[3] = {0, 0, 0};
    if (Parts.empty() || Parts.size() > 3)
      return false;
    for (unsigned I = 0; I != Parts.size(); ++I)
      if (Parts[I].getAsInteger(10, N[I]))
        return false;
    Out = gpumacho::encodeVersion(N[0], N[1], N[2]);
    return true;
  };
  if (!Parse(Args[1], BV.MinOS) || !Parse(Args[2], BV.SDK))
    return fail("-platform_version: versions are written like 16.0 or 16.2");
  BV.ToolVersion = gpumacho::encodeVersion(0, 1);
  return BV;
}

void metalnt::installToolFatalErrorHandler(const char *Tool) {
  install_fatal_error_handler(
      [](void *Tool, const char *Reason, bool) {
        errs() << static_cast<const char *>(Tool) << ": error: LLVM: " << Reason
               << '\n';
        errs().flush();
        _exit(1);
      },
      const_cast<char *>(Tool));
}

int metalnt::runAndWriteOutput(StringRef Tool, StringRef Output,
                               function_ref<Error(raw_ostream &)> Body) {
  std::string Out;
  raw_string_ostream OS(Out);
  if (Error E = Body(OS)) {
    reportError(Tool, std::move(E));
    return 1;
  }
  OS.flush();
  if (Output == "-") {
    outs() << Out;
    return 0;
  }
  if (Error E = writeToOutput(Output, [&](raw_ostream &F) {
        F << Out;
        return Error::success();
      })) {
    reportError(Tool, std::move(E));
    return 1;
  }
  return 0;
}

Expected<lower::RenderPipeline>
metalnt::toRenderPipeline(const ResolvedRenderState &R, const LoadedScript &S) {
  lower::RenderPipeline P;
  P.SampleCount = R.SampleCount;
  P.RasterizationEnabled = R.RasterizationEnabled;
  P.AlphaToCoverage = R.AlphaToCoverage;
  P.AlphaToOne = R.AlphaToOne;
  if (R.HasVertexDescriptor) {
    lower::VertexDescriptor V;
    for (const ResolvedRenderState::Attribute &A : R.Attributes) {
      if (A.Format == "Invalid")
        continue; // not described
      const formats::AttributeFormat *F = formats::lookupAttributeFormat(A.Format);
      if (!F)
        return S.errorAt(R.Where + ".vertex_descriptor.attributes[" +
                             std::to_string(A.Index) + "].format",
                         "attribute format " + A.Format + " is not supported");
      V.Attributes[A.Index] = {A.BufferIndex, A.Offset, F};
    }
    for (const ResolvedRenderState::Layout &L : R.Layouts) {
      lower::StepFunction Step;
      if (L.StepFunction == "PerVertex")
        Step = lower::StepFunction::PerVertex;
      else if (L.StepFunction == "PerInstance")
        Step = lower::StepFunction::PerInstance;
      else if (L.StepFunction == "Constant")
        Step = lower::StepFunction::Constant;
      else
        return S.errorAt(R.Where + ".vertex_descriptor.layouts[" +
                             std::to_string(L.Index) + "].step_function",
                         "step function " + L.StepFunction +
                             " (tessellation) is not supported yet");
      V.Layouts[L.Index] = {L.Stride, Step, L.StepRate};
    }
    P.Vertex = std::move(V);
  }
  for (const ResolvedRenderState::ColorAttachment &C : R.Colors) {
    if (P.Colors.size() <= C.Index)
      P.Colors.resize(C.Index + 1);
    if (C.PixelFormat == "Invalid")
      continue;
    std::string Where =
        R.Where + ".color_attachments[" + std::to_string(C.Index) + "]";
    lower::ColorAttachment &A = P.Colors[C.Index];
    A.Format = formats::lookupPixelFormat(C.PixelFormat);
    if (!A.Format || A.Format->IsDepth || A.Format->IsStencil)
      return S.errorAt(Where + ".pixel_format", "pixel format " + C.PixelFormat +
                                                    " is not supported as a "
                                                    "color attachment yet");
    A.WriteMask = C.WriteMask;
    A.Blending = C.Blending;
    // The schema's enums have exactly these names.
    A.SourceRGB = *lower::parseBlendFactor(C.SourceRGB);
    A.DestinationRGB = *lower::parseBlendFactor(C.DestinationRGB);
    A.RGBOperation = *lower::parseBlendOperation(C.RGBOperation);
    A.SourceAlpha = *lower::parseBlendFactor(C.SourceAlpha);
    A.DestinationAlpha = *lower::parseBlendFactor(C.DestinationAlpha);
    A.AlphaOperation = *lower::parseBlendOperation(C.AlphaOperation);
  }
  for (auto [Name, Member, Out] :
       {std::tuple(R.DepthFormat, ".depth_attachment_pixel_format", &P.Depth),
        std::tuple(R.StencilFormat, ".stencil_attachment_pixel_format", &P.Stencil)}) {
    if (Name == "Invalid")
      continue;
    *Out = formats::lookupPixelFormat(Name);
    if (!*Out)
      return S.errorAt(R.Where + Member,
                       "pixel format " + Name + " is not supported yet");
  }
  return P;
}

Error metalnt::addRenderPipelines(TranslateOptions &TO,
                                  ArrayRef<PlannedFunction> Plan,
                                  const metallib::Library &Specialized,
                                  const LoadedScript &S) {
  for (const PlannedFunction &PF : Plan) {
    // Tile shading runs on Apple GPUs only (Metal's Apple4 family and
    // later), and our Apple code generator does not translate it.
    if (!PF.TileWhere.empty())
      return S.errorAt(PF.TileWhere,
                       "tile render pipelines are not supported yet: tile functions "
                       "(imageblocks, threadgroup memory in tile) run on Apple GPUs only, "
                       "and how the G13 dispatches a tile function (its tile's origin, "
                       "its imageblock and tile memory) is not publicly described");
    if (!PF.Render)
      continue;
    Expected<lower::RenderPipeline> P = toRenderPipeline(*PF.Render, S);
    if (!P)
      return P.takeError();
    const metallib::Function *F = nullptr;
    for (const metallib::Function &G : Specialized.Functions)
      if (G.Name == PF.OutputName)
        F = &G;
    if (!F)
      continue;
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> M =
        air::parseAIRBitcode(MemoryBufferRef(F->getRawBitcode(), F->Name), Ctx);
    if (!M)
      return M.takeError();
    Function *Fn = (*M)->getFunction(F->Name);
    if (!Fn)
      continue;
    Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*Fn);
    if (!Sig)
      return Sig.takeError();
    if (Error E = lower::checkPipeline(*Sig, *P))
      return S.errorAt(PF.Render->Where + (Sig->Stage == lower::StageKind::Vertex
                                               ? ".vertex_descriptor"
                                               : ".color_attachments"),
                       toString(std::move(E)));
    TO.Pipelines[PF.OutputName] = std::move(*P);
  }
  return Error::success();
}
