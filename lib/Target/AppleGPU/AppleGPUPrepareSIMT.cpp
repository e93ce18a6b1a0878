//===- AppleGPUPrepareSIMT.cpp - lowered IR shaped for the mask -----------===//
//
// The Apple GPU code generator's last IR pass (metalnt::SIMTPreparation):
// math G13 has no instruction for written out, every region structured
// (G13's jumps test the execution mask, so ifs on uniform conditions are
// marked applegpu.uniform_if rather than left unstructured), and what G13
// lacks refused by name.
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
#include "metalnt/Target/SIMTPreparation.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-prepare-simt"

namespace {

metalnt::lower::SIMTOptions appleGPUOptions() {
  metalnt::lower::SIMTOptions O;
  O.Prefix = "applegpu";
  O.UniformIfs = true;
  return O;
}

class AppleGPUPrepareSIMT : public metalnt::SIMTPreparation {
public:
  static char ID;
  AppleGPUPrepareSIMT()
      : SIMTPreparation(ID, appleGPUOptions(),
                        {"Apple GPU", "applegpu.", /*PrivateMemory=*/true,
                         /*Calls=*/true}) {}
  StringRef getPassName() const override { return "Apple GPU SIMT preparation"; }
};

} // namespace

char AppleGPUPrepareSIMT::ID = 0;

INITIALIZE_PASS_BEGIN(AppleGPUPrepareSIMT, DEBUG_TYPE,
                      "Apple GPU SIMT preparation", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(AppleGPUPrepareSIMT, DEBUG_TYPE,
                    "Apple GPU SIMT preparation", false, false)

ModulePass *llvm::createAppleGPUPrepareSIMTPass() { return new AppleGPUPrepareSIMT(); }
