//===- IntelGPUFoldUniforms.cpp - read payload dwords in place ------------===//
//
// Kernel arguments, dispatch constants and the threadgroup's position
// enter the function as copies of payload dwords (IntelGPUTargetLowering:
// the PDW registers, reserved, never written). Each is the same in every
// channel, and an ALU source reads it as a scalar region, rn.k<0;1,0>
// (the issue's "a value the same for all channels lives in one scalar
// region"): this pass, before register allocation, replaces each use of a
// copied payload dword by the dword where the operand's class (GRF32U)
// admits it and deletes the copies nothing reads any more, so that the
// kernel's invariants take no general registers.
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "IntelGPURegisterInfo.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "metalnt/Target/FoldUniforms.h"
#include "llvm/CodeGen/MachineFunctionPass.h"

using namespace llvm;

#define DEBUG_TYPE "intelgpu-fold-uniforms"

namespace {

class IntelGPUFoldUniforms : public MachineFunctionPass {
public:
  static char ID;
  IntelGPUFoldUniforms() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "Intel GPU fold uniforms"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    return metalnt::foldUniformCopies(MF, [](MCRegister R) {
      return IntelGPU::PAYLOADDWRegClass.contains(R);
    });
  }
};

} // namespace

char IntelGPUFoldUniforms::ID = 0;

INITIALIZE_PASS(IntelGPUFoldUniforms, DEBUG_TYPE, "Intel GPU fold uniforms",
                false, false)

FunctionPass *llvm::createIntelGPUFoldUniformsPass() {
  return new IntelGPUFoldUniforms();
}
