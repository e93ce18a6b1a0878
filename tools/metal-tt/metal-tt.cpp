//===- metal-tt.cpp - Translate for every GPU architecture at once --------===//
//
// metal-tt(1), after metal-toolchain(7):
//
//   metal-tt foo.metallib-air64_v23 foo.mtlp-json -o foo.metallib
//
// translates the input MetalLib (and the pipelines of the script, when one
// is given) for every GPU architecture the toolchain can target, and writes
// one universal binary: the input MetalLib as the air64 slice, then one GPU
// Mach-O slice per architecture. -arch, -vendor and -gpu-family select a
// subset; an architecture that cannot be translated fails the run unless
// -skip-unsupported leaves it out (and lists it). Architectures and
// functions are translated in parallel (-j); the output does not depend on
// it.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Driver.h"
#include "metalnt/Driver/Plan.h"
#include "metalnt/Driver/Translate.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/MetalScript/Script.h"
#include "metalnt/Support/Allocator.h"
#include "metalnt/Support/Diagnostics.h"
#include "metalnt/Target/Translator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metal-tt options");
static cl::list<std::string>
    Inputs(cl::Positional, cl::desc("<MetalLib> [<script>]"), cl::cat(Category));
static cl::opt<std::string> Output("o", cl::init("-"),
                                   cl::desc("Output file (default: stdout)"),
                                   cl::value_desc("filename"),
                                   cl::cat(Category));
static cl::opt<std::string> ScriptPath(
    "N", cl::desc("Translation script (or give it after the MetalLib)"),
    cl::value_desc("filename"), cl::cat(Category));
static cl::list<std::string>
    Archs("arch", cl::desc("Target only this architecture (repeatable)"),
          cl::value_desc("name"), cl::cat(Category));
static cl::list<std::string> Vendors(
    "vendor",
    cl::desc("Target only this vendor's architectures: apple, amd or intel "
             "(repeatable)"),
    cl::value_desc("vendor"), cl::cat(Category));
static cl::list<std::string> Families(
    "gpu-family",
    cl::desc("Target only architectures supporting this GPU family, e.g. "
             "apple7, mac2, metal3 (repeatable: all of them)"),
    cl::value_desc("family"), cl::cat(Category));
static cl::opt<bool> SkipUnsupported(
    "skip-unsupported",
    cl::desc("Leave out the architectures that cannot be translated and list "
             "them, instead of failing"),
    cl::cat(Category));
static cl::opt<std::string> AIRArch(
    "air-arch",
    cl::desc("The air64 slice's architecture (default: from the input's name "
             "or its functions' AIR version)"),
    cl::value_desc("air64_vNN"), cl::cat(Category));
static cl::list<std::string> SearchPaths(
    "L", cl::Prefix, cl::desc("Add a directory to the MetalLib search path"),
    cl::value_desc("dirname"), cl::cat(Category));
static cl::opt<unsigned> Jobs(
    "j", cl::Prefix,
    cl::desc("Threads for parallel translation (default: the CPUs)"),
    cl::init(0), cl::value_desc("n"), cl::cat(Category));
static cl::list<std::string> PlatformVersion(
    "platform_version", cl::multi_val(3),
    cl::desc("<platform> <min_version> <sdk_version> of the GPU slices"),
    cl::cat(Category));
static cl::opt<bool> ListArchs(
    "archs",
    cl::desc("Display the architectures metal-tt targets by default (those "
             "a back end translates for)"),
    cl::cat(Category));

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The architectures selected by -arch, -vendor and -gpu-family; with none
/// of them, every GPU architecture some back end translates for.
static Expected<std::vector<const GPUArch *>> selectArchs() {
  std::vector<GPUVendor> VendorSet;
  for (const std::string &V : Vendors) {
    std::optional<GPUVendor> Found;
    for (GPUVendor G : {GPUVendor::Apple, GPUVendor::AMD, GPUVendor::Intel})
      if (StringRef(V).equals_insensitive(getVendorName(G)))
        Found = G;
    if (!Found)
      return fail("-vendor " + V + ": unknown vendor (apple, amd or intel)");
    VendorSet.push_back(*Found);
  }
  uint32_t FamilyMask = 0;
  for (const std::string &F : Families) {
    std::optional<GPUFamily> Found = parseGPUFamily(F);
    if (!Found) {
      std::vector<std::string> Names;
      for (GPUFamily G : getAllGPUFamilies())
        Names.push_back(getGPUFamilyName(G).str());
      return fail("-gpu-family " + F + ": unknown GPU family; known: " +
                  join(Names, ", "));
    }
    FamilyMask |= *Found;
  }
  std::vector<const GPUArch *> Named;
  for (const std::string &Name : Archs) {
    Expected<const GPUArch &> A = parseGPUArch(Name);
    if (!A)
      return A.takeError();
    if (A->isAIR())
      return fail("-arch " + Name + " is an AIR architecture; the air64 slice "
                  "is the input itself (-air-arch names it)");
    if (!is_contained(Named, &*A))
      Named.push_back(&*A);
  }
  bool Explicit = !Named.empty() || !VendorSet.empty() || FamilyMask;
  std::vector<const GPUArch *> Selected;
  auto Keep = [&](const GPUArch &A) {
    if (!VendorSet.empty() && !is_contained(VendorSet, A.Vendor))
      return false;
    if ((A.Families & FamilyMask) != FamilyMask)
      return false;
    return Explicit || canTranslate(A);
  };
  if (!Named.empty()) {
    for (const GPUArch *A : Named)
      if (Keep(*A))
        Selected.push_back(A);
  } else {
    for (const GPUArch &A : getAllGPUArchs())
      if (!A.isAIR() && Keep(A))
        Selected.push_back(&A);
  }
  if (Selected.empty())
    return fail("no GPU architecture matches the selection (-arch, -vendor, "
                "-gpu-family)");
  return Selected;
}

/// "air64_v<major><minor>" for an AIR version.
static std::string airArchName(unsigned Major, unsigned Minor) {
  return "air64_v" + std::to_string(Major) + std::to_string(Minor);
}

/// The air64 slice's architecture: -air-arch, else the "-air64_vNN" suffix
/// of the input's name (metal-toolchain(7)'s convention), else the newest
/// AIR version among the library's functions. A version newer than any
/// whose CPU subtype is known takes the newest known one, with a warning.
static Expected<const GPUArch *> selectAIRArch(const DriverInput &In) {
  auto Check = [](StringRef Name, StringRef Where) -> Expected<const GPUArch *> {
    Expected<const GPUArch &> A = parseGPUArch(Name);
    if (!A)
      return A.takeError();
    if (!A->isAIR())
      return fail(Where + ": " + Name + " is not an AIR architecture");
    return &*A;
  };
  if (!AIRArch.empty())
    return Check(AIRArch, "-air-arch");
  size_t Dash = StringRef(In.Path).rfind("-air64_");
  if (Dash != StringRef::npos) {
    StringRef Suffix = StringRef(In.Path).substr(Dash + 1);
    if (lookupGPUArch(Suffix))
      return Check(Suffix, In.Path);
  }
  metallib::Version2 Newest;
  for (const metallib::Function &F : In.Library->Functions)
    if (F.HasVersions && std::make_pair(F.AIRVersion.Major, F.AIRVersion.Minor) >
                             std::make_pair(Newest.Major, Newest.Minor))
      Newest = F.AIRVersion;
  if (const GPUArch *A = lookupGPUArch(airArchName(Newest.Major, Newest.Minor)))
    return A;
  // The newest AIR architecture whose subtype is known.
  const GPUArch *Last = nullptr;
  for (const GPUArch &A : getAllGPUArchs())
    if (A.isAIR() && (!Last || A.CPUSubtype > Last->CPUSubtype))
      Last = &A;
  std::string Version = Newest.Major ? "AIR " + std::to_string(Newest.Major) +
                                           "." + std::to_string(Newest.Minor)
                                     : std::string("a library without functions");
  WithColor::warning(errs(), "metal-tt")
      << In.Path << ": " << Version
      << " has no known air64 CPU subtype; the air64 slice is marked "
      << Last->Name << " (-air-arch sets it)\n";
  return Last;
}

static Error run(raw_ostream &OS) {
  if (ListArchs) {
    for (const GPUArch &A : getAllGPUArchs())
      if (!A.isAIR() && canTranslate(A))
        OS << A.Name << '\n';
    return Error::success();
  }
  // Positional inputs: the MetalLib, then optionally the script.
  std::string LibPath, Script = ScriptPath;
  for (const std::string &I : Inputs) {
    // A script by its extension; anything else is taken for the MetalLib.
    Expected<script::ScriptFileType> Type = script::classifyScriptPath(I);
    bool IsScript = bool(Type);
    if (!Type)
      consumeError(Type.takeError());
    if (IsScript && Script.empty())
      Script = I;
    else if (!IsScript && LibPath.empty())
      LibPath = I;
    else
      return fail("unexpected input '" + I +
                  "': metal-tt takes one MetalLib and at most one script");
  }
  if (LibPath.empty())
    return fail("no input MetalLib (metal-tt foo.metallib-air64_v23 "
                "[foo.mtlp-json] -o foo.metallib)");
  Expected<std::vector<const GPUArch *>> Targets = selectArchs();
  if (!Targets)
    return Targets.takeError();
  Expected<std::optional<gpumacho::BuildVersion>> Build =
      parsePlatformVersion(PlatformVersion);
  if (!Build)
    return Build.takeError();

  metallib::LibraryCache Cache;
  Expected<DriverInput> In = loadInput(LibPath, Cache);
  if (!In)
    return In.takeError();
  if (In->isAIR())
    return fail(LibPath + ": metal-tt takes a MetalLib, whose bytes become "
                "the air64 slice; link AIR into one with metallib first");
  Expected<const GPUArch *> Air = selectAIRArch(*In);
  if (!Air)
    return Air.takeError();

  TranslationRequest R;
  R.ScriptPath = Script;
  R.SearchPaths.assign(SearchPaths.begin(), SearchPaths.end());
  R.Jobs = Jobs;
  R.Build = *Build;
  Expected<std::vector<Expected<gpumacho::Slice>>> Translated =
      translateInput(*In, Cache, *Targets, R);
  if (!Translated)
    return Translated.takeError();
  std::vector<Expected<gpumacho::Slice>> &Results = *Translated;

  std::vector<gpumacho::Slice> Slices;
  std::vector<std::string> Skipped;
  Error First = Error::success();
  for (size_t I = 0; I != Results.size(); ++I) {
    if (Results[I]) {
      Slices.push_back(std::move(*Results[I]));
      continue;
    }
    std::string Msg = toString(Results[I].takeError());
    if (!SkipUnsupported) {
      if (!First)
        First = fail(Msg);
      continue;
    }
    // Messages name the architecture; make sure of it.
    Skipped.push_back(StringRef(Msg).contains((*Targets)[I]->Name)
                          ? Msg
                          : (*Targets)[I]->Name.str() + ": " + Msg);
  }
  if (First)
    return First;
  if (!Skipped.empty()) {
    errs() << "metal-tt: skipped " << Skipped.size() << " of "
           << Targets->size() << " architectures:\n";
    for (const std::string &S : Skipped)
      errs() << "  " << S << '\n';
  }
  if (Slices.empty())
    return fail("no architecture could be translated; nothing written");
  gpumacho::writeUniversal(In->MetalLibBytes, (*Air)->CPUSubtype, Slices, OS);
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  tuneAllocatorForTranslation();
  // A code generator's fatal error becomes a plain error: nothing has been
  // written yet (the output is written only once everything succeeded).
  installToolFatalErrorHandler("metal-tt");
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "metal-tt: translate a MetalLib for every GPU architecture into one "
      "universal binary\n");
  return runAndWriteOutput("metal-tt", Output, run);
}

