//===- IntelGPUISelLowering.h - Gen9/Gen11 DAG lowering ---------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUISELLOWERING_H
#define METALNT_TARGET_INTELGPU_INTELGPUISELLOWERING_H

#include "IntelGPU.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class IntelGPUSubtarget;

/// SIMT lowering (docs/intelgpu-codegen.md): i32 and f32 values in one GRF
/// per value, i64 in two; 64-bit operations from their 32-bit halves;
/// memory accesses as the data port's messages; kernel parameters and
/// builtins from the thread payload.
class IntelGPUTargetLowering : public TargetLowering {
public:
  IntelGPUTargetLowering(const TargetMachine &TM, const IntelGPUSubtarget &STI);

  const char *getTargetNodeName(unsigned Opcode) const override;
  /// What differs between channels, for the scalar forms' selection
  /// (docs/intelgpu-codegen.md, "Scalar registers"): a channel's local ID
  /// and number, private memory, an atomic's old value, a scan, and a
  /// value from another block that uniformity analysis finds divergent.
  bool isSDNodeSourceOfDivergence(const SDNode *N, FunctionLoweringInfo *FLI,
                                  UniformityInfo *UA) const override;
  /// A 32-bit value the same in every channel that crosses blocks (a
  /// uniform loop's counter) is a scalar register.
  const TargetRegisterClass *getRegClassFor(MVT VT, bool IsDivergent) const override;
  EVT getSetCCResultType(const DataLayout &, LLVMContext &, EVT VT) const override;
  bool isCheapToSpeculateCtlz(Type *) const override { return true; }
  /// A 32-bit division by a constant stays one math.iqot/irem rather than
  /// a multiply-high expansion, which has no single instruction here.
  bool isIntDivCheap(EVT VT, AttributeList) const override {
    return VT == MVT::i32;
  }
  bool isCheapToSpeculateCttz(Type *) const override { return true; }
  bool isFPImmLegal(const APFloat &, EVT VT, bool) const override {
    return VT == MVT::f32;
  }
  MVT getScalarShiftAmountTy(const DataLayout &, EVT) const override {
    return MVT::i32;
  }
  /// Private memory is not supported, and merged stores would only be
  /// split again.
  bool canMergeStoresTo(unsigned, EVT, const MachineFunction &) const override {
    return false;
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
  SDValue PerformDAGCombine(SDNode *N, DAGCombinerInfo &DCI) const override;
  MachineMemOperand::Flags getTargetMMOFlags(const Instruction &I) const override;

  /// A load of device memory that every channel the thread started with
  /// runs (one in the function's entry block): when its address is
  /// uniform, one channel loads for all (lowerLoad).
  static constexpr MachineMemOperand::Flags MOEntryLoad = MachineMemOperand::MOTargetFlag1;

private:
  bool Gen9;
  SDValue scaledAddress(SDValue Ptr, SelectionDAG &DAG) const;
  SDValue messageAddress(SDValue Ptr, SelectionDAG &DAG) const;
  std::pair<SDValue, SDValue> messageAddresses(SDValue Ptr, SelectionDAG &DAG) const;
  SDValue lowerLoad(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerStore(SDValue Op, SelectionDAG &DAG) const;
  SDValue lowerAtomic(SDValue Op, SelectionDAG &DAG) const;
  SDValue lower64(SDValue Op, SelectionDAG &DAG) const;
};

/// The target nodes that access memory (and carry a memory operand).
class IntelGPUSelectionDAGInfo : public SelectionDAGTargetInfo {
public:
  bool isTargetMemoryOpcode(unsigned Opcode) const override {
    return Opcode == IntelGPUISD::LOAD || Opcode == IntelGPUISD::UNIFORM_LOAD ||
           Opcode == IntelGPUISD::STORE ||
           Opcode == IntelGPUISD::SCRATCH_LOAD || Opcode == IntelGPUISD::SCRATCH_STORE ||
           Opcode == IntelGPUISD::ATOMIC || Opcode == IntelGPUISD::CMPXCHG ||
           Opcode == IntelGPUISD::SAMPLE || Opcode == IntelGPUISD::TYPED_WRITE;
  }
};

} // namespace llvm

#endif
