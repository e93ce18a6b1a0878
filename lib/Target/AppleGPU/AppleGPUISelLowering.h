//===- AppleGPUISelLowering.h - G13 DAG lowering ----------------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUISELLOWERING_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUISELLOWERING_H

#include "AppleGPU.h"
#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class AppleGPUSubtarget;

/// The kernel ABI (docs/applegpu-abi.md): argument i, a device or constant
/// pointer, arrives in the uniform pair u(2i):u(2i+1); kernels return
/// nothing and end with `stop`. Calls are only to the `applegpu.*`
/// operations of the AIR lowering (special registers).
class AppleGPUTargetLowering : public TargetLowering {
public:
  AppleGPUTargetLowering(const TargetMachine &TM, const AppleGPUSubtarget &STI);

  /// The memory instructions' address forms, so that CodeGenPrepare sinks
  /// an address into the block of its access where selection folds it:
  /// device and threadgroup accesses take a base plus an index in elements
  /// (device ones also shifted left by up to 3) or a base plus a signed
  /// 16-bit element offset; private ones a single register.
  bool isLegalAddressingMode(const DataLayout &DL, const AddrMode &AM, Type *Ty,
                             unsigned AddrSpace,
                             Instruction *I = nullptr) const override;

  /// Special registers with a bound: a threadgroup has at most 1024
  /// threads (Metal's limit), a SIMD group 32.
  void computeKnownBitsForTargetNode(const SDValue Op, KnownBits &Known,
                                     const APInt &DemandedElts,
                                     const SelectionDAG &DAG,
                                     unsigned Depth = 0) const override;

  const char *getTargetNodeName(unsigned Opcode) const override;
  EVT getSetCCResultType(const DataLayout &, LLVMContext &, EVT VT) const override;
  /// ctlz of 0 is defined (ffs gives -1): no branch around it (a branch
  /// CodeGenPrepare added would not be structured).
  bool isCheapToSpeculateCtlz(Type *) const override { return true; }
  /// Private (stack) vectors are split element by element (LowerOperation):
  /// merging their stores back into one would undo that endlessly, which
  /// the DAG combiner did on Metal FlashAttention's sgemm once three- and
  /// four-element vectors were legal.
  bool canMergeStoresTo(unsigned AddrSpace, EVT MemVT,
                        const MachineFunction &) const override {
    return AddrSpace != 0 || !MemVT.isVector();
  }
  bool isCheapToSpeculateCttz(Type *) const override { return true; }

  /// Every float constant is one ldimm of its bits.
  bool isFPImmLegal(const APFloat &, EVT VT, bool) const override {
    return VT == MVT::f32 || VT == MVT::f16;
  }
  MVT getScalarShiftAmountTy(const DataLayout &, EVT) const override {
    return MVT::i32;
  }

  SDValue LowerFormalArguments(SDValue Chain, CallingConv::ID CC, bool IsVarArg,
                               const SmallVectorImpl<ISD::InputArg> &Ins,
                               const SDLoc &DL, SelectionDAG &DAG,
                               SmallVectorImpl<SDValue> &InVals) const override;
  SDValue LowerReturn(SDValue Chain, CallingConv::ID CC, bool IsVarArg,
                      const SmallVectorImpl<ISD::OutputArg> &Outs,
                      const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
                      SelectionDAG &DAG) const override;
  SDValue LowerCall(CallLoweringInfo &CLI,
                    SmallVectorImpl<SDValue> &InVals) const override;
  SDValue LowerOperation(SDValue Op, SelectionDAG &DAG) const override;
  void ReplaceNodeResults(SDNode *N, SmallVectorImpl<SDValue> &Results,
                          SelectionDAG &DAG) const override;
};

} // namespace llvm

#endif
