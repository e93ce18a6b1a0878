//===- metal-nt.cpp - The Metal native translator -------------------------===//
//
// metal-nt(1): AIR in (.ll, .air, executable or dynamic MetalLib, or a
// script naming MetalLibs), GPU binaries out.
//
//   metal-nt -arch amdgpu_gfx906 lib.metallib -N p.mtlp-json -o out.metallib
//   metal-nt -arch amdgpu_gfx906 -arch amdgpu_gfx1030 lib.metallib -o fat
//   metal-nt -arch amdgpu_gfx906 kernels.ll -S
//
// Stages (-stop-after): metal-script prints the resolved script; specialize
// writes the specialized AIR as a MetalLib; translate and package write the
// GPU Mach-O (one slice per -arch, fat when several). Native code is
// generated for AMD GPUs; Apple and Intel GPUs report that their code
// generators are not there yet.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Config.h"
#include "metalnt/Driver/Driver.h"
#include "metalnt/Driver/Plan.h"
#include "metalnt/Driver/Translate.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/Script.h"
#include "metalnt/Support/Allocator.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/BinaryFormat/MachO.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

static cl::OptionCategory Category("metal-nt options");
static cl::opt<std::string> Input(cl::Positional, cl::desc("[input]"),
                                  cl::cat(Category));
static cl::list<std::string> Archs("arch", cl::desc("Architecture to target"),
                                   cl::value_desc("name"), cl::cat(Category));
static cl::opt<std::string> ScriptPath("N", cl::desc("Translation script"),
                                       cl::value_desc("filename"),
                                       cl::cat(Category));
static cl::list<std::string> SearchPaths(
    "L", cl::Prefix, cl::desc("Add a directory to the MetalLib search path"),
    cl::value_desc("dirname"), cl::cat(Category));
static cl::opt<std::string> Output("o", cl::init("-"),
                                   cl::desc("Output file (default: stdout)"),
                                   cl::value_desc("filename"),
                                   cl::cat(Category));
static cl::opt<bool> EmitAssembly(
    "S", cl::desc("Emit native assembly (one listing per function and -arch)"),
    cl::cat(Category));
static cl::opt<bool> EmitLLVM(
    "emit-llvm", cl::desc("With -S: emit the lowered target LLVM IR instead"),
    cl::cat(Category));
static cl::opt<unsigned> Jobs(
    "j", cl::Prefix, cl::desc("Threads for parallel translation (default: the CPUs)"),
    cl::init(0), cl::value_desc("n"), cl::cat(Category));
static cl::list<std::string> PlatformVersion(
    "platform_version", cl::multi_val(3),
    cl::desc("<platform> <min_version> <sdk_version> of the output"),
    cl::cat(Category));
static cl::opt<std::string> ConfigPath(
    "c", cl::desc("Configuration file (default: ${TOOLCHAIN}/lib/air-nt/"
                  "config.yaml when it exists)"),
    cl::value_desc("filename"), cl::cat(Category));
static cl::opt<bool> SaveTemps(
    "save-temps",
    cl::desc("Keep the intermediate files (specialized AIR, lowered IR, "
             "assembly) in the current directory"),
    cl::cat(Category));
static cl::list<std::string> AvailableArchs(
    "available-archs", cl::multi_val(2),
    cl::desc("<platform> <min_version>: the architectures that can be "
             "targeted there"),
    cl::cat(Category));
static cl::opt<bool> ListArchs("archs",
                               cl::desc("Display all the architectures that "
                                        "can be targeted"),
                               cl::cat(Category));

enum class Stage { MetalScript, Specialize, Stitch, Translate, Package };

/// libLLVM registers a codegen option of the same name; metal-nt's own
/// -stop-after (metal-nt(1)) is created once LLVM's has been renamed to
/// -llvm-stop-after.
static cl::opt<Stage> &stopAfterOption() {
  static cl::opt<Stage> StopAfter(
      "stop-after", cl::desc("Stop after a stage"),
      cl::values(clEnumValN(Stage::MetalScript, "metal-script",
                            "stop after reading and resolving the script"),
                 clEnumValN(Stage::Specialize, "specialize",
                            "stop after function constant specialization"),
                 clEnumValN(Stage::Stitch, "stitch",
                            "stop after function stitching"),
                 clEnumValN(Stage::Translate, "translate",
                            "stop after AIR to native code translation"),
                 clEnumValN(Stage::Package, "package",
                            "stop after packaging")),
      cl::init(Stage::Package), cl::cat(Category));
  return StopAfter;
}

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static Error run(raw_ostream &OS) {
  if (ListArchs) {
    for (const GPUArch &A : getAllGPUArchs())
      if (!A.isAIR())
        OS << A.Name << '\n';
    return Error::success();
  }
  if (!AvailableArchs.empty()) {
    // Macs take Mac GPUs (family mac2: AMD, Intel, Apple M-series); the
    // other platforms Apple GPUs.
    StringRef Platform = AvailableArchs[0];
    bool Mac = Platform == "macos" || Platform == "mac-catalyst";
    if (!is_contained(getPlatformNames(), Platform))
      return fail("-available-archs: unknown platform '" + Platform + "'");
    for (const GPUArch &A : getAllGPUArchs())
      if (!A.isAIR() && (Mac ? A.supports(FamilyMac2)
                             : A.Vendor == GPUVendor::Apple))
        OS << A.Name << '\n';
    return Error::success();
  }
  // Defaults from the configuration file; the command line wins.
  std::string ConfigFile = ConfigPath;
  if (ConfigFile.empty()) {
    SmallString<256> Default(sys::path::parent_path(
        sys::fs::getMainExecutable(nullptr, (void *)&run)));
    sys::path::append(Default, "..", "lib", "air-nt", "config.yaml");
    if (sys::fs::exists(Default))
      ConfigFile = std::string(Default);
  }
  if (!ConfigFile.empty()) {
    Expected<Config> C = readConfig(ConfigFile);
    if (!C)
      return C.takeError();
    if (Archs.empty())
      for (const std::string &A : C->Archs)
        Archs.push_back(A);
    if (!Jobs && C->Jobs)
      Jobs = *C->Jobs;
    for (const std::string &P : C->SearchPaths)
      SearchPaths.push_back(P);
    if (PlatformVersion.empty())
      for (const std::string &P : C->PlatformVersion)
        PlatformVersion.push_back(P);
  }
  Stage Stop = stopAfterOption();
  std::vector<const GPUArch *> Targets;
  for (const std::string &Name : Archs) {
    Expected<const GPUArch &> A = parseGPUArch(Name);
    if (!A)
      return A.takeError();
    if (A->isAIR())
      return fail("-arch " + Name +
                  " is an AIR architecture; metal-nt targets GPUs (metal-nt "
                  "-archs lists them)");
    Targets.push_back(&*A);
  }
  Expected<std::optional<gpumacho::BuildVersion>> Build =
      parsePlatformVersion(PlatformVersion);
  if (!Build)
    return Build.takeError();

  // The input: a MetalLib (or a universal binary's air64 slice), or AIR
  // (.ll/.air) linked on the fly.
  metallib::LibraryCache Cache;
  uint32_t FileType = gpumacho::MH_GPU_EXECUTE;
  const metallib::Library *InputLib = nullptr;
  if (!Input.empty()) {
    Expected<DriverInput> In = loadInput(Input, Cache);
    if (!In)
      return In.takeError();
    InputLib = In->Library;
    FileType = In->FileType;
  }

  std::vector<PlannedFunction> Plan;
  std::vector<std::set<std::string>> PerArch; // a script's choice per -arch
  std::optional<LoadedScript> LoadedScriptFile;
  if (!ScriptPath.empty()) {
    Expected<LoadedScript> S = loadScript(ScriptPath);
    if (!S)
      return S.takeError();
    LoadedScriptFile.emplace(std::move(*S));
    if (Targets.empty())
      return fail("no -arch given; the script's predicates depend on the "
                  "target (metal-nt -archs lists them)");
    ResolveOptions Opts;
    Opts.SearchPaths.assign(SearchPaths.begin(), SearchPaths.end());
    Opts.InputLibrary = Input;
    // The resolver shares the MetalLibs read so far, unless the input is AIR:
    // that one is cached linked in memory under its own path, and the
    // resolver must see the file itself (only AIR assembly and object
    // scripts take an AIR input).
    if (FileType != MachO::MH_OBJECT)
      Opts.Libraries = &Cache;
    Expected<ScriptPlan> P =
        planScript(*LoadedScriptFile, Targets, Opts,
                   Stop == Stage::MetalScript ? &OS : nullptr);
    if (!P)
      return P.takeError();
    Plan = std::move(P->Plan);
    PerArch = std::move(P->PerArch);
    if (Stop == Stage::MetalScript)
      return Error::success();
  } else {
    if (Stop == Stage::MetalScript)
      return fail("-stop-after=metal-script needs a script (-N)");
    if (!InputLib)
      return fail("no input: give a MetalLib or AIR file, or a script (-N)");
    Plan = planFromLibrary(*InputLib, Input);
  }

  Expected<metallib::Library> Specialized = specializePlan(
      Plan, Cache, std::vector<std::string>(SearchPaths.begin(), SearchPaths.end()));
  if (!Specialized)
    return Specialized.takeError();
  if (SaveTemps)
    if (Error E = writeToOutput("metal-nt-specialized.metallib", [&](raw_ostream &F) {
          return metallib::writeMetalLib(*Specialized, F);
        }))
      return E;
  if (Stop == Stage::Specialize)
    return metallib::writeMetalLib(*Specialized, OS);
  if (Stop == Stage::Stitch)
    return fail("-stop-after=stitch: function stitching is not supported");

  if (Targets.empty())
    return fail("no -arch given (metal-nt -archs lists them)");
  TranslateOptions TO;
  TO.Archs = Targets;
  TO.Jobs = Jobs ? unsigned(Jobs) : hardware_concurrency().compute_thread_count();
  TO.FileType = FileType;
  TO.Build = *Build;
  TO.Only = PerArch;
  if (LoadedScriptFile)
    if (Error E = addRenderPipelines(TO, Plan, *Specialized, *LoadedScriptFile))
      return E;
  if (EmitAssembly) {
    Expected<std::string> Listing = listAssembly(*Specialized, TO, EmitLLVM);
    if (!Listing)
      return Listing.takeError();
    OS << *Listing;
    return Error::success();
  }
  Expected<std::vector<gpumacho::Slice>> Slices = translateLibrary(*Specialized, TO);
  if (!Slices)
    return Slices.takeError();
  if (SaveTemps) {
    // The lowered IR and the assembly of every translation.
    for (bool IR : {true, false}) {
      Expected<std::string> L = listAssembly(*Specialized, TO, IR);
      if (!L)
        return L.takeError();
      if (Error E = writeToOutput(IR ? "metal-nt-lowered.ll" : "metal-nt.s",
                                  [&](raw_ostream &F) {
                                    F << *L;
                                    return Error::success();
                                  }))
        return E;
    }
  }
  if (Stop == Stage::Translate) {
    // One slice per architecture, never a fat file.
    for (const gpumacho::Slice &S : *Slices)
      gpumacho::writeSlice(S, OS);
    return Error::success();
  }
  gpumacho::writeFile(*Slices, OS);
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  tuneAllocatorForTranslation();
  // A code generator's fatal error becomes a plain error: nothing has been
  // written yet (outputs are written only once everything succeeded).
  installToolFatalErrorHandler("metal-nt");
  if (cl::Option *LLVMOpt = cl::getRegisteredOptions().lookup("stop-after")) {
    LLVMOpt->setArgStr("llvm-stop-after");
    LLVMOpt->setHiddenFlag(cl::ReallyHidden);
  }
  stopAfterOption();
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "metal-nt: Metal native translator\n");
  return runAndWriteOutput("metal-nt", Output, run);
}

