//===- TranslationPipeline.cpp - One translation, written once ------------===//

#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace metalnt;

TranslationSteps::~TranslationSteps() = default;

Error TranslationSteps::afterLowering(Module &) { return Error::success(); }

Error TranslationSteps::afterOptimization(Module &) { return Error::success(); }

std::vector<Program> TranslationSteps::programs(std::unique_ptr<Module> M) {
  std::vector<Program> Out;
  Out.push_back({"", std::move(M)});
  return Out;
}

Expected<std::string> metalnt::runTranslation(TranslationSteps &Steps, Module &AIR,
                                              StringRef Function, OutputKind Kind,
                                              bool IsKernel,
                                              const lower::RenderPipeline *Pipeline) {
  // Errors diagnosed anywhere from here on become this translation's.
  lower::FirstDiagnostic Diagnostics(AIR.getContext());
  Expected<std::unique_ptr<Module>> M =
      lower::lowerModule(AIR, Function, Steps.lowering(), IsKernel, Pipeline);
  if (!M)
    return Steps.loweringError(M.takeError());
  if (Error E = Steps.afterLowering(**M))
    return std::move(E);
  lower::optimizeModule(**M, Steps.targetMachine());
  if (Error E = Steps.afterOptimization(**M))
    return std::move(E);
  std::vector<Program> Programs = Steps.programs(std::move(*M));

  std::string Out;
  if (Kind == OutputKind::LLVMIR) {
    for (const Program &P : Programs)
      Out += (Programs.size() > 1 ? "; metal-nt: " + P.Label + "\n" : std::string()) +
             lower::printModule(*P.M);
    return Out;
  }
  std::vector<std::string> Objects;
  for (const Program &P : Programs) {
    Expected<std::string> Code =
        lower::emitCode(*P.M, Steps.targetMachine(), Kind == OutputKind::Assembly);
    if (!Code)
      return createStringError(inconvertibleErrorCode(),
                               Steps.backEnd() + " " + toString(Code.takeError()));
    if (Error E = Diagnostics.takeError())
      return Steps.diagnosed(std::move(E));
    if (Kind == OutputKind::Assembly)
      Out += *Code;
    else
      Objects.push_back(std::move(*Code));
  }
  if (Kind == OutputKind::Assembly)
    return Out;
  return Steps.wrap(Objects);
}
