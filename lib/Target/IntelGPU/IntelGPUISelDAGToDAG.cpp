//===- IntelGPUISelDAGToDAG.cpp - Gen9/Gen11 instruction selection --------===//

#include "IntelGPU.h"
#include "IntelGPUSubtarget.h"
#include "IntelGPUTargetMachine.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAGISel.h"

using namespace llvm;

#define DEBUG_TYPE "intelgpu-isel"
#define PASS_NAME "Intel GPU DAG->DAG Pattern Instruction Selection"

namespace {

class IntelGPUDAGToDAGISel : public SelectionDAGISel {
  const IntelGPUSubtarget *Subtarget = nullptr;

public:
  IntelGPUDAGToDAGISel(IntelGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISel(TM, OL) {}

  bool runOnMachineFunction(MachineFunction &MF) override {
    Subtarget = &MF.getSubtarget<IntelGPUSubtarget>();
    return SelectionDAGISel::runOnMachineFunction(MF);
  }

  void Select(SDNode *N) override {
    if (N->isMachineOpcode()) {
      N->setNodeId(-1);
      return;
    }
    SelectCode(N);
  }

#include "IntelGPUGenDAGISel.inc"
};

class IntelGPUDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  IntelGPUDAGToDAGISelLegacy(IntelGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISelLegacy(ID,
                               std::make_unique<IntelGPUDAGToDAGISel>(TM, OL)) {}
};

} // namespace

char IntelGPUDAGToDAGISelLegacy::ID = 0;

INITIALIZE_PASS(IntelGPUDAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)

FunctionPass *llvm::createIntelGPUISelDag(IntelGPUTargetMachine &TM,
                                          CodeGenOptLevel OL) {
  return new IntelGPUDAGToDAGISelLegacy(TM, OL);
}
