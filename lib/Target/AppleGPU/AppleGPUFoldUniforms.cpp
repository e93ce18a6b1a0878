//===- AppleGPUFoldUniforms.cpp - read kernel invariants from uniforms ----===//
//
// Kernel arguments enter the function as copies of uniform registers
// (AppleGPUTargetLowering::LowerFormalArguments): a buffer's address from
// its pair du(2i), a threadgroup argument's offset, the grid's size. The
// uniforms are written only by the dispatch, so each is a constant of the
// whole kernel, and many instructions read one directly: ALU sources of 16
// and 32 bits, the base of a device access below du128, the base of a
// threadgroup access ([M] agx_lower_uniform_sources.c says which; the
// code generator's operand classes GPR32U, GPR16U, MemBase64 and LocalBase
// admit exactly those). This pass, before register allocation, replaces
// each use of a copied uniform by the uniform itself where the operand's
// class admits it, and deletes the copies nothing reads any more, so that
// kernel invariants stay in uniform registers instead of occupying general
// ones.
//
//===----------------------------------------------------------------------===//

#include "AppleGPU.h"
#include "AppleGPURegisterInfo.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "metalnt/Target/FoldUniforms.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-fold-uniforms"

namespace {

class AppleGPUFoldUniforms : public MachineFunctionPass {
public:
  static char ID;
  AppleGPUFoldUniforms() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "Apple GPU fold uniforms"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    return metalnt::foldUniformCopies(MF, isUniform);
  }

private:
  static bool isUniform(MCRegister R) {
    return AppleGPU::UGPR16RegClass.contains(R) ||
           AppleGPU::UGPR32RegClass.contains(R) ||
           AppleGPU::UGPR64RegClass.contains(R);
  }
};

} // namespace

char AppleGPUFoldUniforms::ID = 0;

INITIALIZE_PASS(AppleGPUFoldUniforms, DEBUG_TYPE, "Apple GPU fold uniforms",
                false, false)

FunctionPass *llvm::createAppleGPUFoldUniformsPass() {
  return new AppleGPUFoldUniforms();
}
