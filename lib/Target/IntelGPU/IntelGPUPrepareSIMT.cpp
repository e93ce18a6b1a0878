//===- IntelGPUPrepareSIMT.cpp - lowered IR shaped for Gen ----------------===//
//
// The Intel GPU code generator's last IR pass (metalnt::SIMTPreparation):
// math Gen has no instruction for written out (32-bit integer division
// stays: Gen's math unit divides; half is computed in float, fma
// included), control flow structured where it diverges (branches on
// uniform conditions stay jumps, marked intelgpu.jump), and what Gen
// lacks refused by name.
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "metalnt/Target/SIMTPreparation.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "intelgpu-prepare-simt"

namespace {

metalnt::lower::SIMTOptions intelGPUOptions() {
  metalnt::lower::SIMTOptions O;
  O.Prefix = "intelgpu";
  O.Keep32BitDivision = true;
  O.UniformJumps = true;
  O.HalfFMA = false;
  return O;
}

class IntelGPUPrepareSIMT : public metalnt::SIMTPreparation {
public:
  static char ID;
  IntelGPUPrepareSIMT() : SIMTPreparation(ID, intelGPUOptions(), support()) {}
  /// Calls, not recursion: a channel that waits at an instruction of a
  /// function (a structured if's endif) would run again when a nested call
  /// of the same function gets there (docs/intelgpu-abi.md, "Calls").
  static metalnt::lower::CodeGenSupport support() {
    metalnt::lower::CodeGenSupport S{"Intel GPU", "intelgpu.", /*PrivateMemory=*/true,
                                     /*Calls=*/true};
    S.Recursion = false;
    // Calls through function pointers: one call through a register per
    // distinct target among the running channels (CG_CALL_REG).
    S.IndirectCalls = true;
    S.RecursionReason = "a channel waiting in the function would run again in the "
                        "nested call, as Gen's per-channel instruction pointers work";
    return S;
  }
  StringRef getPassName() const override { return "Intel GPU SIMT preparation"; }
};

} // namespace

char IntelGPUPrepareSIMT::ID = 0;

INITIALIZE_PASS_BEGIN(IntelGPUPrepareSIMT, DEBUG_TYPE,
                      "Intel GPU SIMT preparation", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(IntelGPUPrepareSIMT, DEBUG_TYPE,
                    "Intel GPU SIMT preparation", false, false)

ModulePass *llvm::createIntelGPUPrepareSIMTPass() { return new IntelGPUPrepareSIMT(); }
