//===- Translate.cpp - Native code for every function and arch ------------===//

#include "metalnt/Driver/Translate.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Target/Translator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ThreadPool.h"

using namespace llvm;
using namespace metalnt;

namespace {

/// One translation: a function for an architecture.
struct Job {
  const GPUArch *Arch;
  const metallib::Function *F;
  Expected<std::string> Result = std::string();
};

Expected<std::string> translateOne(const metallib::Function &F,
                                   const GPUArch &A, OutputKind Kind,
                                   const TranslateOptions &Opts) {
  const Translator *T = getTranslator(A);
  if (!T)
    return createStringError(inconvertibleErrorCode(), noTranslatorMessage(A));
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M =
      air::parseAIRBitcode(MemoryBufferRef(F.getRawBitcode(), F.Name), Ctx);
  if (!M)
    return M.takeError();
  // Dynamic-library functions and visible functions (which visible
  // function tables and stitching call) are compiled as callable functions.
  bool IsKernel = F.Type != uint8_t(metallib::FunctionType::Unqualified) &&
                  F.Type != uint8_t(metallib::FunctionType::Visible);
  auto Pipeline = Opts.Pipelines.find(F.Name);
  Expected<std::string> Code =
      T->translate(**M, F.Name, A, Kind, IsKernel,
                   Pipeline == Opts.Pipelines.end() ? nullptr : &Pipeline->second);
  if (!Code)
    return createStringError(inconvertibleErrorCode(),
                             A.Name + ": " + F.Name + ": " +
                                 toString(Code.takeError()));
  return Code;
}

/// Runs every (arch, function) translation, in parallel when asked; results
/// land in fixed slots, so the output never depends on scheduling.
void runJobs(std::vector<Job> &Jobs, const TranslateOptions &Opts,
             OutputKind Kind) {
  if (Opts.Jobs <= 1) {
    for (Job &J : Jobs)
      J.Result = translateOne(*J.F, *J.Arch, Kind, Opts);
  } else {
    DefaultThreadPool Pool(hardware_concurrency(Opts.Jobs));
    for (Job &J : Jobs)
      Pool.async([&J, Kind, &Opts] {
        J.Result = translateOne(*J.F, *J.Arch, Kind, Opts);
      });
    Pool.wait();
  }
}

/// runJobs, then the first failure in job order.
Error runAll(std::vector<Job> &Jobs, const TranslateOptions &Opts,
             OutputKind Kind) {
  runJobs(Jobs, Opts, Kind);
  Error First = Error::success();
  for (Job &J : Jobs)
    if (!J.Result) {
      if (First)
        consumeError(J.Result.takeError());
      else
        First = J.Result.takeError();
    }
  return First;
}

std::vector<Job> makeJobs(const metallib::Library &Lib,
                          const TranslateOptions &Opts) {
  std::vector<Job> Jobs;
  for (size_t I = 0; I != Opts.Archs.size(); ++I)
    for (const metallib::Function &F : Lib.Functions)
      if (Opts.includes(I, F.Name))
        Jobs.push_back(Job{Opts.Archs[I], &F});
  return Jobs;
}

StringRef sectionFor(uint8_t Type) {
  switch (Type) {
  case uint8_t(metallib::FunctionType::Vertex):
    return "__vertex";
  case uint8_t(metallib::FunctionType::Fragment):
    return "__fragment";
  case uint8_t(metallib::FunctionType::Kernel):
    return "__compute";
  }
  return "__text";
}

} // namespace

std::string metalnt::noTranslatorMessage(const GPUArch &A) {
  std::string Why = getUndescribedISAReason(A);
  if (!Why.empty())
    return "native code for " + A.Name.str() + " (" + A.Chip.str() +
           ") cannot be generated: " + Why;
  return "native code for " + A.Name.str() +
         " is not available yet (metal-tt -archs lists the architectures "
         "that have it)";
}

std::vector<Expected<gpumacho::Slice>>
metalnt::translateEachArch(const metallib::Library &Lib,
                           const TranslateOptions &Opts) {
  std::vector<Job> Jobs = makeJobs(Lib, Opts);
  runJobs(Jobs, Opts, OutputKind::Object);
  std::vector<Expected<gpumacho::Slice>> Slices;
  size_t Next = 0;
  for (size_t I = 0; I != Opts.Archs.size(); ++I) {
    const GPUArch *A = Opts.Archs[I];
    gpumacho::Slice S;
    S.CPUType = A->getCPUType();
    S.CPUSubtype = A->CPUSubtype;
    S.FileType = Opts.FileType;
    S.Build = Opts.Build;
    Error First = Error::success();
    for (const metallib::Function &F : Lib.Functions) {
      if (!Opts.includes(I, F.Name))
        continue;
      Job &J = Jobs[Next++];
      if (!J.Result) {
        if (First)
          consumeError(J.Result.takeError());
        else
          First = J.Result.takeError();
        continue;
      }
      S.Sections.push_back(
          {sectionFor(F.Type).str(), "__TEXT", std::move(*J.Result), 256, {}});
      S.Symbols.push_back({"_" + F.Name, unsigned(S.Sections.size()), 0});
    }
    if (First)
      Slices.push_back(std::move(First));
    else
      Slices.push_back(std::move(S));
  }
  return Slices;
}

Expected<std::vector<gpumacho::Slice>>
metalnt::translateLibrary(const metallib::Library &Lib,
                          const TranslateOptions &Opts) {
  std::vector<gpumacho::Slice> Slices;
  Error First = Error::success();
  for (Expected<gpumacho::Slice> &S : translateEachArch(Lib, Opts)) {
    if (S)
      Slices.push_back(std::move(*S));
    else if (First)
      consumeError(S.takeError());
    else
      First = S.takeError();
  }
  if (First)
    return std::move(First);
  return std::move(Slices);
}

Expected<std::string> metalnt::listAssembly(const metallib::Library &Lib,
                                            const TranslateOptions &Opts,
                                            bool EmitLLVM) {
  std::vector<Job> Jobs = makeJobs(Lib, Opts);
  if (Error E = runAll(Jobs, Opts,
                       EmitLLVM ? OutputKind::LLVMIR : OutputKind::Assembly))
    return std::move(E);
  std::string Out;
  for (Job &J : Jobs)
    Out += "; metal-nt: " + J.F->Name + " for " + J.Arch->Name.str() + " (" +
           J.Arch->LLVMCPU.str() + ")\n" + *J.Result;
  return Out;
}
