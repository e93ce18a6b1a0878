//===- AppleGPUISelLowering.cpp - G13 DAG lowering ------------------------===//

#include "AppleGPUISelLowering.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

AppleGPUTargetLowering::AppleGPUTargetLowering(const TargetMachine &TM,
                                               const AppleGPUSubtarget &STI)
    : TargetLowering(TM, STI) {
  addRegisterClass(MVT::i32, &AppleGPU::GPR32RegClass);
  addRegisterClass(MVT::f32, &AppleGPU::GPR32RegClass);
  addRegisterClass(MVT::i64, &AppleGPU::GPR64ARegClass);
  addRegisterClass(MVT::f16, &AppleGPU::GPR16RegClass);
  computeRegisterProperties(STI.getRegisterInfo());

  // Booleans are 32-bit 0 or 1 per lane; compare-and-select is one
  // instruction, so selects keep their compares.
  setBooleanContents(ZeroOrOneBooleanContent);
  for (MVT VT : {MVT::i32, MVT::f32, MVT::i64}) {
    setOperationAction(ISD::SELECT_CC, VT, Expand);
    setOperationAction(ISD::BR_CC, VT, Expand);
  }
  // csel compares eq, lt, gt, gte and lte; the rest are built from them.
  for (ISD::CondCode CC : {ISD::SETO, ISD::SETUO, ISD::SETUEQ, ISD::SETONE})
    setCondCodeAction(CC, MVT::f32, Expand);
  setOperationAction(ISD::BR_JT, MVT::Other, Expand);
  setOperationAction(ISD::BRIND, MVT::Other, Expand);
  for (unsigned Op : {ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM, ISD::MULHS,
                      ISD::MULHU, ISD::SDIVREM, ISD::UDIVREM, ISD::ROTL,
                      ISD::ROTR, ISD::CTTZ, ISD::BSWAP})
    setOperationAction(Op, MVT::i32, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i1, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i8, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i16, Expand);
  // Narrow loads extend through a 16-bit register; i8 is not sign-extended
  // by a load.
  for (MVT VT : {MVT::i32, MVT::i64}) {
    setLoadExtAction(ISD::SEXTLOAD, VT, MVT::i8, Expand);
    setLoadExtAction(ISD::SEXTLOAD, VT, MVT::i1, Promote);
    setLoadExtAction(ISD::ZEXTLOAD, VT, MVT::i1, Promote);
    setLoadExtAction(ISD::EXTLOAD, VT, MVT::i1, Promote);
  }
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::f16, Expand);
  setTruncStoreAction(MVT::f32, MVT::f16, Expand);
  // e^x = 2^(x log2 e) and ln x = log2(x) ln 2, keeping the flags.
  setOperationAction(ISD::FEXP, MVT::f32, Custom);
  // The special-function unit; the translator lets only their approximate
  // (afn) forms through.
  for (unsigned Op : {ISD::FEXP2, ISD::FLOG2, ISD::FSQRT, ISD::FFLOOR,
                      ISD::FCEIL, ISD::FTRUNC, ISD::FRINT, ISD::FNEARBYINT})
    setOperationAction(Op, MVT::f32, Legal);
  setOperationAction(ISD::FLOG, MVT::f32, Custom);
  setMaxAtomicSizeInBitsSupported(0);
  // Instructions are whole halfwords; packaging aligns each kernel itself.
  setMinFunctionAlignment(Align(2));
}

const char *AppleGPUTargetLowering::getTargetNodeName(unsigned Opcode) const {
  switch (Opcode) {
  case AppleGPUISD::RET:
    return "AppleGPUISD::RET";
  case AppleGPUISD::MFSR:
    return "AppleGPUISD::MFSR";
  case AppleGPUISD::CF_COND:
    return "AppleGPUISD::CF_COND";
  case AppleGPUISD::BARRIER:
    return "AppleGPUISD::BARRIER";
  }
  return nullptr;
}

EVT AppleGPUTargetLowering::getSetCCResultType(const DataLayout &,
                                               LLVMContext &, EVT) const {
  return MVT::i32;
}

static SDValue unsupported(SelectionDAG &DAG, const SDLoc &DL,
                           const Twine &What) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(
      DiagnosticInfoUnsupported(F, "applegpu: " + What, DL.getDebugLoc()));
  return SDValue();
}

SDValue AppleGPUTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  const TargetRegisterInfo *TRI =
      DAG.getMachineFunction().getSubtarget().getRegisterInfo();
  for (const ISD::InputArg &In : Ins) {
    unsigned ArgNo = In.getOrigArgIndex();
    if (In.VT != MVT::i64 || IsVarArg || ArgNo >= 128) {
      unsupported(DAG, DL,
                  "kernel argument " + Twine(ArgNo) +
                      " is not a device or constant pointer");
      InVals.push_back(DAG.getUNDEF(In.VT));
      continue;
    }
    // buffer(i) in u(2i):u(2i+1), docs/applegpu-abi.md.
    MCRegister Pair = TRI->getMatchingSuperReg(
        MCRegister(AppleGPU::U0 + 2 * ArgNo), AppleGPU::sub0,
        &AppleGPU::UGPR64RegClass);
    InVals.push_back(DAG.getCopyFromReg(Chain, DL, Pair, MVT::i64));
  }
  return Chain;
}

SDValue AppleGPUTargetLowering::LowerReturn(
    SDValue Chain, CallingConv::ID, bool,
    const SmallVectorImpl<ISD::OutputArg> &Outs,
    const SmallVectorImpl<SDValue> &, const SDLoc &DL,
    SelectionDAG &DAG) const {
  if (!Outs.empty())
    unsupported(DAG, DL, "kernels return nothing");
  return DAG.getNode(AppleGPUISD::RET, DL, MVT::Other, Chain);
}

SDValue AppleGPUTargetLowering::LowerCall(CallLoweringInfo &CLI,
                                          SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  StringRef Name;
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    Name = G->getGlobal()->getName();
  else if (auto *S = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    Name = S->getSymbol();
  // applegpu.get_sr(i32 sr): the AIR lowering's special registers.
  if (Name == "applegpu.get_sr" && CLI.OutVals.size() == 1 &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && CLI.Ins.size() == 1) {
    uint64_t SR = CLI.OutVals[0]->getAsZExtVal();
    InVals.push_back(DAG.getNode(AppleGPUISD::MFSR, CLI.DL, MVT::i32,
                                 DAG.getTargetConstant(SR, CLI.DL, MVT::i32)));
    return CLI.Chain;
  }
  if (Name == "applegpu.barrier" && CLI.OutVals.empty() && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::BARRIER, CLI.DL, MVT::Other, CLI.Chain);
  // applegpu.if / applegpu.loop (i1 c): the condition of the structured
  // branch that follows, marked for AppleGPULowerControlFlow.
  if ((Name == "applegpu.if" || Name == "applegpu.loop") &&
      CLI.OutVals.size() == 1 && CLI.Ins.empty()) {
    unsigned Kind = unsigned(Name == "applegpu.if" ? ControlFlowKind::If
                                                   : ControlFlowKind::Loop);
    SDValue C = DAG.getZExtOrTrunc(CLI.OutVals[0], CLI.DL, MVT::i32);
    return DAG.getNode(AppleGPUISD::CF_COND, CLI.DL, MVT::Other, CLI.Chain, C,
                       DAG.getTargetConstant(Kind, CLI.DL, MVT::i32));
  }
  unsupported(DAG, CLI.DL,
              "calls are not supported yet" +
                  (Name.empty() ? Twine() : Twine(" (") + Name + ")"));
  for (const ISD::InputArg &In : CLI.Ins)
    InVals.push_back(DAG.getUNDEF(In.VT));
  return CLI.Chain;
}

SDValue AppleGPUTargetLowering::LowerOperation(SDValue Op,
                                               SelectionDAG &DAG) const {
  SDLoc DL(Op);
  SDNodeFlags Flags = Op->getFlags();
  switch (Op.getOpcode()) {
  case ISD::FEXP: {
    SDValue Log2E = DAG.getConstantFP(1.44269504088896340736, DL, MVT::f32);
    SDValue X = DAG.getNode(ISD::FMUL, DL, MVT::f32, Op.getOperand(0), Log2E, Flags);
    return DAG.getNode(ISD::FEXP2, DL, MVT::f32, X, Flags);
  }
  case ISD::FLOG: {
    SDValue L = DAG.getNode(ISD::FLOG2, DL, MVT::f32, Op.getOperand(0), Flags);
    SDValue Ln2 = DAG.getConstantFP(0.693147180559945309417, DL, MVT::f32);
    return DAG.getNode(ISD::FMUL, DL, MVT::f32, L, Ln2, Flags);
  }
  }
  return unsupported(DAG, SDLoc(Op),
                     "operation " + Op->getOperationName(&DAG) +
                         " is not supported yet");
}
