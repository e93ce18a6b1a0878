//===- IntelGPUISelDAGToDAG.cpp - Gen9/Gen11 instruction selection --------===//

#include "IntelGPU.h"
#include "IntelGPUSubtarget.h"
#include "IntelGPUTargetMachine.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/SelectionDAGISel.h"
#include "llvm/InitializePasses.h"

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
    if (N->getOpcode() == ISD::FrameIndex) {
      selectFrameIndex(N);
      return;
    }
    if (N->getOpcode() == IntelGPUISD::SAMPLE || N->getOpcode() == IntelGPUISD::TYPED_WRITE) {
      selectTextureMessage(N);
      return;
    }
    if (N->getOpcode() == IntelGPUISD::RT_READ) {
      // A render target read: its binding table entry, the chain.
      MachineSDNode *M = CurDAG->getMachineNode(IntelGPU::CG_RT_READ, SDLoc(N), N->getVTList(),
                                                {N->getOperand(1), N->getOperand(0)});
      CurDAG->setNodeMemRefs(M, {cast<MemSDNode>(N)->getMemOperand()});
      ReplaceNode(N, M);
      return;
    }
    SelectCode(N);
  }

  /// A private object's address: its frame offset (eliminateFrameIndex
  /// writes it), zero-extended to a pointer.
  void selectFrameIndex(SDNode *N) {
    SDLoc DL(N);
    int FI = cast<FrameIndexSDNode>(N)->getIndex();
    SDNode *Lo = CurDAG->getMachineNode(IntelGPU::CG_MOVI, DL, MVT::i32,
                                        CurDAG->getTargetFrameIndex(FI, MVT::i32));
    if (N->getValueType(0) == MVT::i32) {
      ReplaceNode(N, Lo);
      return;
    }
    SDNode *Hi = CurDAG->getMachineNode(IntelGPU::CG_MOVI, DL, MVT::i32,
                                        CurDAG->getTargetConstant(0, DL, MVT::i32));
    SDValue Ops[] = {
        CurDAG->getTargetConstant(IntelGPU::GRF64RegClassID, DL, MVT::i32),
        SDValue(Lo, 0), CurDAG->getTargetConstant(IntelGPU::sub0, DL, MVT::i32),
        SDValue(Hi, 0), CurDAG->getTargetConstant(IntelGPU::sub1, DL, MVT::i32)};
    ReplaceNode(N, CurDAG->getMachineNode(TargetOpcode::REG_SEQUENCE, DL,
                                          MVT::i64, Ops));
  }

  /// A sampler message or typed write: the fixed operands as immediates
  /// (the handles in registers when they are chosen at run time: _R),
  /// then the parameters (registers or immediates), the chain last.
  void selectTextureMessage(SDNode *N) {
    bool Sample = N->getOpcode() == IntelGPUISD::SAMPLE;
    SmallVector<SDValue, 16> Ops(N->op_begin() + 1, N->op_end());
    Ops.push_back(N->getOperand(0));
    bool Registers = N->getOperand(Sample ? 2 : 1).getOpcode() != ISD::TargetConstant;
    unsigned Opc = Sample ? (Registers ? IntelGPU::CG_SAMPLE_R : IntelGPU::CG_SAMPLE)
                          : (Registers ? IntelGPU::CG_TYPED_WRITE_R : IntelGPU::CG_TYPED_WRITE);
    MachineSDNode *M = CurDAG->getMachineNode(Opc, SDLoc(N), N->getVTList(), Ops);
    CurDAG->setNodeMemRefs(M, {cast<MemSDNode>(N)->getMemOperand()});
    ReplaceNode(N, M);
  }

#include "IntelGPUGenDAGISel.inc"
};

class IntelGPUDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  IntelGPUDAGToDAGISelLegacy(IntelGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISelLegacy(ID,
                               std::make_unique<IntelGPUDAGToDAGISel>(TM, OL)) {}
  /// Uniformity analysis gives the DAG's divergence bits, which choose
  /// between scalar and vector forms.
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<UniformityInfoWrapperPass>();
    SelectionDAGISelLegacy::getAnalysisUsage(AU);
  }
};

} // namespace

char IntelGPUDAGToDAGISelLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(IntelGPUDAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)
INITIALIZE_PASS_DEPENDENCY(UniformityInfoWrapperPass)
INITIALIZE_PASS_END(IntelGPUDAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)

FunctionPass *llvm::createIntelGPUISelDag(IntelGPUTargetMachine &TM,
                                          CodeGenOptLevel OL) {
  return new IntelGPUDAGToDAGISelLegacy(TM, OL);
}
