//===- metal-nt.cpp - The Metal native translator -------------------------===//
//
// metal-nt(1). This stage of the project implements the script front end:
//
//   metal-nt -arch amdgpu_gfx906 -L libs -N foo.mtlp-json -stop-after=metal-script
//
// loads and checks the script, resolves it for each -arch and prints the
// result; -stop-after=specialize writes the functions to translate,
// specialized with their function constants, as a MetalLib. Translation to
// native code is the next stage and is reported as not available rather
// than pretended.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Plan.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Target/AMDGPU/AMDGPUTranslator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/Script.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"
#include <set>
#include <unistd.h>

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
enum class Stage { MetalScript, Specialize, Stitch, Translate, Package };

/// libLLVM registers a codegen option of the same name; metal-nt's own
/// -stop-after (metal-nt(1)) is created once LLVM's has been renamed to
/// -llvm-stop-after (reachable through -mllvm in later stages).
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

static cl::opt<bool> EmitAssembly(
    "S", cl::desc("Emit native assembly (one listing per function and -arch)"),
    cl::cat(Category));
static cl::opt<bool> EmitLLVM(
    "emit-llvm", cl::desc("With -S: emit the lowered target LLVM IR instead"),
    cl::cat(Category));
static cl::opt<bool> ListArchs("archs",
                               cl::desc("Display all the architectures that "
                                        "can be targeted"),
                               cl::cat(Category));

static Error run(raw_ostream &OS) {
  if (ListArchs) {
    for (const GPUArch &A : getAllGPUArchs())
      if (!A.isAIR())
        OS << A.Name << '\n';
    return Error::success();
  }
  Stage Stop = stopAfterOption();
  if (Stop != Stage::MetalScript && Stop != Stage::Specialize && !EmitAssembly)
    return createStringError(
        inconvertibleErrorCode(),
        "GPU binaries (Mach-O) are not available yet; this metal-nt stops "
        "after metal-script or specialize, or emits assembly (-S)");
  std::vector<const GPUArch *> Targets;
  for (const std::string &Name : Archs) {
    Expected<const GPUArch &> A = parseGPUArch(Name);
    if (!A)
      return A.takeError();
    if (A->isAIR())
      return createStringError(inconvertibleErrorCode(),
                               "-arch " + Name +
                                   " is an AIR architecture; metal-nt targets "
                                   "GPUs (metal-nt -archs lists them)");
    Targets.push_back(&*A);
  }

  std::vector<PlannedFunction> Plan;
  if (!ScriptPath.empty()) {
    Expected<LoadedScript> S = loadScript(ScriptPath);
    if (!S)
      return S.takeError();
    if (Targets.empty())
      return createStringError(inconvertibleErrorCode(),
                               "no -arch given; the script's predicates "
                               "depend on the target (metal-nt -archs lists "
                               "them)");
    ResolveOptions Opts;
    Opts.SearchPaths.assign(SearchPaths.begin(), SearchPaths.end());
    Opts.InputLibrary = Input;
    std::set<PlannedFunction> Union;
    for (const GPUArch *A : Targets) {
      Opts.Arch = A;
      Expected<ResolvedPipelinesScript> R = resolvePipelinesScript(*S, Opts);
      if (!R)
        return R.takeError();
      if (Stop == Stage::MetalScript)
        printResolvedScript(*R, OS);
      for (PlannedFunction &P : planFromScript(*R))
        if (Union.insert(P).second)
          Plan.push_back(std::move(P));
    }
    if (Stop == Stage::MetalScript)
      return Error::success();
  } else {
    if (Stop == Stage::MetalScript)
      return createStringError(inconvertibleErrorCode(),
                               "-stop-after=metal-script needs a script (-N)");
    if (Input.empty())
      return createStringError(inconvertibleErrorCode(),
                               "no input: give a MetalLib, or a script (-N)");
    Expected<std::vector<PlannedFunction>> P = planFromLibrary(Input);
    if (!P)
      return P.takeError();
    Plan = std::move(*P);
  }

  // -stop-after=specialize: the specialized functions as a MetalLib.
  LibraryCache Cache;
  Expected<metallib::Library> Lib = specializePlan(Plan, Cache);
  if (!Lib)
    return Lib.takeError();
  if (Stop == Stage::Specialize)
    return metallib::writeMetalLib(*Lib, OS);

  // -S: native assembly of every function for every architecture.
  if (Targets.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no -arch given (metal-nt -archs lists them)");
  for (const GPUArch *A : Targets) {
    if (A->Vendor != GPUVendor::AMD)
      return createStringError(inconvertibleErrorCode(),
                               "native code for " + A->Name +
                                   " is not available yet (AMD GPUs are)");
    for (const metallib::Function &F : Lib->Functions) {
      LLVMContext Ctx;
      Expected<std::unique_ptr<Module>> M = air::parseAIRBitcode(
          MemoryBufferRef(F.getRawBitcode(), F.Name), Ctx);
      if (!M)
        return M.takeError();
      Expected<std::string> Code = amdgpu::translateKernel(
          **M, F.Name, *A,
          EmitLLVM ? amdgpu::OutputKind::LLVMIR : amdgpu::OutputKind::Assembly);
      if (!Code)
        return createStringError(inconvertibleErrorCode(),
                                 A->Name + ": " + F.Name + ": " +
                                     toString(Code.takeError()));
      OS << "; metal-nt: " << F.Name << " for " << A->Name << " ("
         << A->LLVMCPU << ")\n"
         << *Code;
    }
  }
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // A code generator's fatal error becomes a plain error: nothing has been
  // written yet (outputs are written only once everything succeeded).
  install_fatal_error_handler([](void *, const char *Reason, bool) {
    errs() << "metal-nt: error: LLVM: " << Reason << '\n';
    errs().flush();
    _exit(1);
  });
  if (cl::Option *LLVMOpt = cl::getRegisteredOptions().lookup("stop-after")) {
    LLVMOpt->setArgStr("llvm-stop-after");
    LLVMOpt->setHiddenFlag(cl::ReallyHidden);
  }
  stopAfterOption();
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "metal-nt: Metal native translator\n");
  // Everything is produced in memory first: nothing is written on error.
  std::string Out;
  raw_string_ostream OS(Out);
  if (Error E = run(OS)) {
    reportError("metal-nt", std::move(E));
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
    reportError("metal-nt", std::move(E));
    return 1;
  }
  return 0;
}
