//===- AppleGPUISelDAGToDAG.cpp - G13 instruction selection ---------------===//

#include "AppleGPU.h"
#include "AppleGPUSubtarget.h"
#include "AppleGPUTargetMachine.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAGISel.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-isel"
#define PASS_NAME "Apple GPU DAG->DAG Pattern Instruction Selection"

namespace {

class AppleGPUDAGToDAGISel : public SelectionDAGISel {
public:
  AppleGPUDAGToDAGISel(AppleGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISel(TM, OL) {}

  void Select(SDNode *N) override {
    if (N->isMachineOpcode()) {
      N->setNodeId(-1);
      return;
    }
    // A private object's address: its byte offset in the stack frame,
    // known once frame lowering has placed it.
    if (N->getOpcode() == ISD::FrameIndex) {
      SDValue T = CurDAG->getTargetFrameIndex(
          cast<FrameIndexSDNode>(N)->getIndex(), MVT::i32);
      ReplaceNode(N, CurDAG->getMachineNode(AppleGPU::CG_FRAME_OFFSET, SDLoc(N),
                                            MVT::i32, T));
      return;
    }
    SelectCode(N);
  }

#include "AppleGPUGenDAGISel.inc"
};

class AppleGPUDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  AppleGPUDAGToDAGISelLegacy(AppleGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISelLegacy(
            ID, std::make_unique<AppleGPUDAGToDAGISel>(TM, OL)) {}
};

} // namespace

char AppleGPUDAGToDAGISelLegacy::ID = 0;

INITIALIZE_PASS(AppleGPUDAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)

FunctionPass *llvm::createAppleGPUISelDag(AppleGPUTargetMachine &TM,
                                          CodeGenOptLevel OL) {
  return new AppleGPUDAGToDAGISelLegacy(TM, OL);
}
