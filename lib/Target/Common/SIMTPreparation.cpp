//===- SIMTPreparation.cpp - The SIMT targets' IR preparation -------------===//
//
// lower::prepareForSIMT and lower::checkCodeGenSupport as the last IR pass
// of the Apple and Intel code generators.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Target/SIMTPreparation.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace metalnt;

void SIMTPreparation::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<TargetPassConfig>();
}

bool SIMTPreparation::runOnModule(Module &M) {
  TargetMachine &TM = getAnalysis<TargetPassConfig>().getTM<TargetMachine>();
  lower::prepareForSIMT(M, TM, Options);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    Error E = lower::checkCodeGenSupport(F, Support);
    if (!E)
      continue;
    M.getContext().diagnose(lower::DiagnosticInfoCodeGen(
        lower::CodeGenFailure::Unsupported, toString(std::move(E))));
    // A declaration, which no later pass compiles (the output is not used).
    F.deleteBody();
  }
  return true;
}
