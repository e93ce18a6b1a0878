//===- IntelGPUISelLowering.cpp - Gen9/Gen11 DAG lowering -----------------===//

#include "metalnt/GPUMachO/GPUMachO.h"
#include "IntelGPUISelLowering.h"
#include "IntelGPURegisterInfo.h"
#include "IntelGPUSubtarget.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/CodeGen/FunctionLoweringInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/SIMTLowering.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

IntelGPUTargetLowering::IntelGPUTargetLowering(const TargetMachine &TM,
                                               const IntelGPUSubtarget &STI)
    : TargetLowering(TM, STI), Gen9(!STI.isGen11()) {
  addRegisterClass(MVT::i32, &IntelGPU::GRF32RegClass);
  addRegisterClass(MVT::f32, &IntelGPU::GRF32RegClass);
  addRegisterClass(MVT::i64, &IntelGPU::GRF64RegClass);
  computeRegisterProperties(STI.getRegisterInfo());
  // As AMDGPU does: register pressure first (a spill is a message).
  setSchedulingPreference(Sched::RegPressure);

  // Booleans are 0 or -1 per channel: what cmp writes.
  setBooleanContents(ZeroOrNegativeOneBooleanContent);
  for (MVT VT : {MVT::i32, MVT::f32, MVT::i64}) {
    setOperationAction(ISD::SELECT_CC, VT, Expand);
    setOperationAction(ISD::BR_CC, VT, Expand);
  }
  // cmp tests eq, ne, gt, ge, lt and le; a NaN compares unordered (only ne
  // is true), so the other unordered and ordered forms are built.
  for (ISD::CondCode CC : {ISD::SETO, ISD::SETUO, ISD::SETUEQ, ISD::SETONE,
                           ISD::SETUGT, ISD::SETUGE, ISD::SETULT, ISD::SETULE})
    setCondCodeAction(CC, MVT::f32, Expand);

  // Memory accesses become data-port messages (lowerLoad, lowerStore).
  for (MVT VT : {MVT::i32, MVT::f32, MVT::i64})
    setOperationAction({ISD::LOAD, ISD::STORE}, VT, Custom);
  for (MVT Narrow : {MVT::i8, MVT::i16}) {
    for (auto Ext : {ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD}) {
      setLoadExtAction(Ext, MVT::i32, Narrow, Custom);
      // A dword's extending load, then the extension (lowerLoad): the
      // generic expansion's load and sign_extend_inreg, which the combiner
      // folds back into this load, never ends.
      setLoadExtAction(Ext, MVT::i64, Narrow, Custom);
    }
    setTruncStoreAction(MVT::i32, Narrow, Custom);
    setTruncStoreAction(MVT::i64, Narrow, Expand);
  }
  for (auto Ext : {ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD}) {
    setLoadExtAction(Ext, MVT::i32, MVT::i1, Promote);
    setLoadExtAction(Ext, MVT::i64, MVT::i1, Promote);
    setLoadExtAction(Ext, MVT::i64, MVT::i32, Custom);
  }
  setTruncStoreAction(MVT::i64, MVT::i32, Expand);
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::f16, Expand);
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::bf16, Expand);
  setTruncStoreAction(MVT::f32, MVT::f16, Expand);
  setTruncStoreAction(MVT::f32, MVT::bf16, Expand);

  // Half is carried in the low bits of 32-bit registers and computed in
  // float; its conversions are movs with a half-float region.
  setOperationAction(ISD::FP16_TO_FP, MVT::f32, Legal);
  setOperationAction(ISD::FP_TO_FP16, MVT::i32, Legal);
  // Narrowing to bfloat rounds to nearest even (metalnt::lowerFPToBF16;
  // the action is the operand type's).
  for (MVT VT : {MVT::f32, MVT::i16, MVT::i32})
    setOperationAction(ISD::BF16_TO_FP, VT, Expand);
  setOperationAction(ISD::FP_TO_BF16, MVT::f32, Custom);

  // 64-bit integers from their halves (lower64).
  for (unsigned Op : {ISD::ADD, ISD::SUB, ISD::MUL, ISD::AND, ISD::OR, ISD::XOR,
                      ISD::SHL, ISD::SRL, ISD::SRA, ISD::SETCC})
    setOperationAction(Op, MVT::i64, Custom);
  // The translator writes out conversions of 64-bit integers; what the DAG
  // combiner makes of 32-bit ones (uint_to_fp of a zero-extended dword)
  // converts the dword.
  setOperationAction({ISD::UINT_TO_FP, ISD::SINT_TO_FP}, MVT::i64, Custom);
  for (unsigned Op : {ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM, ISD::MULHS,
                      ISD::MULHU, ISD::SMUL_LOHI, ISD::UMUL_LOHI, ISD::SDIVREM,
                      ISD::UDIVREM, ISD::ROTL, ISD::ROTR, ISD::CTPOP, ISD::CTLZ,
                      ISD::CTTZ, ISD::BSWAP, ISD::BITREVERSE, ISD::ABS,
                      ISD::SMIN, ISD::SMAX, ISD::UMIN, ISD::UMAX,
                      ISD::SHL_PARTS, ISD::SRL_PARTS, ISD::SRA_PARTS,
                      ISD::SIGN_EXTEND_INREG})
    setOperationAction(Op, MVT::i64, Expand);
  for (unsigned Op : {ISD::SHL_PARTS, ISD::SRL_PARTS, ISD::SRA_PARTS})
    setOperationAction(Op, MVT::i32, Expand);
  // The high half of a 32-bit product from 16-bit pieces.
  setOperationAction({ISD::MULHU, ISD::MULHS}, MVT::i32, Custom);
  for (unsigned Op : {ISD::SMUL_LOHI, ISD::UMUL_LOHI, ISD::SDIVREM,
                      ISD::UDIVREM, ISD::ROTL, ISD::ROTR, ISD::CTTZ, ISD::BSWAP,
                      ISD::ABS})
    setOperationAction(Op, MVT::i32, Expand);
  // SIGN_EXTEND_INREG's action is its inner type's: i32 is one for an i64.
  // A word's or byte's sign extension is a mov from a :w or :b region
  // (CG_SEXT16, CG_SEXT8); an i64 one extends the dword's (Custom).
  for (MVT VT : {MVT::i1, MVT::i32})
    setOperationAction(ISD::SIGN_EXTEND_INREG, VT, Expand);
  for (MVT VT : {MVT::i8, MVT::i16})
    setOperationAction(ISD::SIGN_EXTEND_INREG, VT, Custom);
  setOperationAction(ISD::BR_JT, MVT::Other, Expand);
  setOperationAction(ISD::BRIND, MVT::Other, Expand);

  // Float: the math unit where approximations are allowed (the translator
  // lets only those through); e^x and ln x through 2^x and log2 x.
  setOperationAction({ISD::FEXP, ISD::FLOG}, MVT::f32, Custom);
  setOperationAction(ISD::FCOPYSIGN, MVT::f32, Expand);
  setOperationAction(ISD::GlobalAddress, MVT::i64, Custom);
  setOperationAction({ISD::FMINNUM, ISD::FMAXNUM}, MVT::f32, Legal);
  for (unsigned Op : {ISD::FMA, ISD::FSQRT, ISD::FEXP2, ISD::FLOG2, ISD::FSIN,
                      ISD::FCOS, ISD::FPOW, ISD::FFLOOR, ISD::FCEIL, ISD::FTRUNC,
                      ISD::FRINT, ISD::FNEARBYINT, ISD::FROUNDEVEN})
    setOperationAction(Op, MVT::f32, Legal);

  // 32-bit atomics are messages; the translator expands the rest.
  setMaxAtomicSizeInBitsSupported(32);
  for (unsigned Op : {ISD::ATOMIC_LOAD_ADD, ISD::ATOMIC_LOAD_SUB,
                      ISD::ATOMIC_LOAD_AND, ISD::ATOMIC_LOAD_OR,
                      ISD::ATOMIC_LOAD_XOR, ISD::ATOMIC_LOAD_MIN,
                      ISD::ATOMIC_LOAD_MAX, ISD::ATOMIC_LOAD_UMIN,
                      ISD::ATOMIC_LOAD_UMAX, ISD::ATOMIC_SWAP,
                      ISD::ATOMIC_CMP_SWAP, ISD::ATOMIC_LOAD, ISD::ATOMIC_STORE})
    setOperationAction(Op, MVT::i32, Custom);
  setOperationAction(ISD::ATOMIC_CMP_SWAP_WITH_SUCCESS, MVT::i32, Expand);
  setOperationAction(ISD::ATOMIC_FENCE, MVT::Other, Custom);
  setMinFunctionAlignment(Align(16));
  // Gen9's device-memory addresses in qword arithmetic (scaledAddress).
  if (Gen9)
    setTargetDAGCombine({ISD::LOAD, ISD::STORE});
}

const TargetRegisterClass *IntelGPUTargetLowering::getRegClassFor(MVT VT,
                                                                 bool IsDivergent) const {
  if (!IsDivergent && (VT == MVT::i32 || VT == MVT::f32))
    return &IntelGPU::SREGRegClass;
  return TargetLowering::getRegClassFor(VT, IsDivergent);
}

bool IntelGPUTargetLowering::isSDNodeSourceOfDivergence(const SDNode *N,
                                                        FunctionLoweringInfo *FLI,
                                                        UniformityInfo *UA) const {
  switch (N->getOpcode()) {
  case ISD::CopyFromReg: {
    Register R = cast<RegisterSDNode>(N->getOperand(1))->getReg();
    if (R.isPhysical())
      return !IntelGPU::PAYLOADDWRegClass.contains(R);
    // A value of another block: as uniformity analysis finds it (none:
    // divergent).
    const Value *V = FLI && UA ? FLI->getValueFromVirtualReg(R) : nullptr;
    return !V || UA->isDivergent(V);
  }
  case IntelGPUISD::LOCAL_ID:
  case IntelGPUISD::LANE:
  case IntelGPUISD::VERTEX_SGV:
  case IntelGPUISD::SCRATCH_LOAD:
  case IntelGPUISD::ATOMIC:
  case IntelGPUISD::CMPXCHG:
  case IntelGPUISD::SIMD_PREFIX:
  case IntelGPUISD::SHUFFLE:
  case IntelGPUISD::SAMPLE:
    return true;
  }
  return false;
}

const char *IntelGPUTargetLowering::getTargetNodeName(unsigned Opcode) const {
  switch (Opcode) {
#define NODE(N)                                                                \
  case IntelGPUISD::N:                                                         \
    return "IntelGPUISD::" #N;
    NODE(RET) NODE(CALL) NODE(RETURN) NODE(LOCAL_ID) NODE(LANE) NODE(VERTEX_SGV) NODE(URB_WRITE) NODE(PAYLOAD_GRF) NODE(RT_WRITE) NODE(RT_WRITE_DUAL) NODE(RT_READ)
    NODE(LO) NODE(HI) NODE(LOAD) NODE(UNIFORM_LOAD) NODE(SCALED_ADDR)
    NODE(QADDR) NODE(QADDR_SCALED) NODE(QADDR_OFF) NODE(STORE) NODE(SCRATCH_LOAD) NODE(SCRATCH_STORE)
    NODE(ATOMIC) NODE(CMPXCHG)
    NODE(BARRIER) NODE(FENCE) NODE(CF_COND)
    NODE(SIMD_REDUCE) NODE(SIMD_PREFIX) NODE(BALLOT) NODE(READLANE) NODE(SHUFFLE)
    NODE(SAMPLE) NODE(TYPED_WRITE)
#undef NODE
  }
  return nullptr;
}

EVT IntelGPUTargetLowering::getSetCCResultType(const DataLayout &,
                                               LLVMContext &Ctx, EVT VT) const {
  if (VT.isVector())
    return EVT::getVectorVT(Ctx, MVT::i32, VT.getVectorElementCount());
  return MVT::i32;
}

static SDValue unsupported(SelectionDAG &DAG, const SDLoc &DL,
                           const Twine &What) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(
      DiagnosticInfoUnsupported(F, "intelgpu: " + What, DL.getDebugLoc()));
  return SDValue();
}

/// The channel number. A node without operands is created without asking
/// isSDNodeSourceOfDivergence (SelectionDAG::createOperands does): its
/// divergence, and its users', is computed once it exists.
static SDValue laneNode(SelectionDAG &DAG, const SDLoc &DL) {
  SDValue Lane = DAG.getNode(IntelGPUISD::LANE, DL, MVT::i32);
  DAG.updateDivergence(Lane.getNode());
  return Lane;
}

/// The payload's dword at byte Byte, the same in every channel: a copy of
/// its reserved register (IntelGPUFoldUniforms lets ALU sources read the
/// register itself).
static SDValue payloadDword(SelectionDAG &DAG, const SDLoc &DL, unsigned Byte) {
  return DAG.getCopyFromReg(DAG.getEntryNode(), DL, IntelGPU::PDW0 + Byte / 4, MVT::i32);
}

/// The payload's qword at byte Byte, as its two dwords.
static SDValue payloadQword(SelectionDAG &DAG, const SDLoc &DL, unsigned Byte) {
  return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, payloadDword(DAG, DL, Byte),
                     payloadDword(DAG, DL, Byte + 4));
}

namespace {
/// The registers of a call's arguments or results (docs/intelgpu-abi.md,
/// "Calls"): from r32 up, one register for a 32-bit value, two for a
/// 64-bit one, up to the address registers' GRFs.
class CallRegisters {
public:
  explicit CallRegisters(const Function &F)
      : PerReg(getIntelGPUGRFsPerReg(F)), Next(IntelGPUCalls::ArgumentGRF / PerReg),
        End(IntelGPURegisterInfo::addressGRF(8 * PerReg) / PerReg) {}
  /// The next value's register, or none when they run out or VT is not a
  /// register's type.
  MCRegister assign(MVT VT, const TargetRegisterInfo &TRI) {
    unsigned N = VT == MVT::i64 ? 2 : (VT == MVT::i32 || VT == MVT::f32) ? 1 : 0;
    if (!N || Next + N > End)
      return MCRegister();
    MCRegister R(IntelGPU::R0 + Next);
    Next += N;
    return N == 1 ? R : TRI.getMatchingSuperReg(R, IntelGPU::sub0, &IntelGPU::GRF64RegClass);
  }
  /// The registers there are, in 32-bit values.
  unsigned limit() const { return End - IntelGPUCalls::ArgumentGRF / PerReg; }

private:
  unsigned PerReg, Next, End;
};
} // namespace

/// Too many registers of arguments or results at this width: the
/// translator compiles the kernel narrower, where there are more (the
/// same rule decides the callee's width, so a callee always fits its
/// callers); at SIMD8, or a forced width, an error.
static void tooManyCallRegisters(SelectionDAG &DAG, const SDLoc &DL, const Twine &What,
                                 unsigned Limit) {
  const Function &F = DAG.getMachineFunction().getFunction();
  unsigned W = getIntelGPUSIMDWidth(F);
  std::string Msg = (What + " more than " + Twine(Limit) + " registers (" + Twine(Limit) +
                     " 32-bit values at SIMD" + Twine(W) + ")")
                        .str();
  if (W != 8 && !F.hasFnAttribute("intelgpu-simd-width-forced"))
    F.getContext().diagnose(metalnt::lower::DiagnosticInfoCodeGen(
        metalnt::lower::CodeGenFailure::TooWide, "intelgpu: SIMD" + Twine(W) + ": " + Msg));
  else
    unsupported(DAG, DL, Msg);
}

SDValue IntelGPUTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  using namespace IntelGPUPayload;
  MachineFunction &MF = DAG.getMachineFunction();
  if (metalnt::lower::isCallableFunction(MF.getFunction())) {
    // The return IP and call mask, kept for ret (calls the function makes
    // write them again), then the parameters from r32.
    MF.addLiveIn(IntelGPU::S56, &IntelGPU::SREGRegClass);
    MF.addLiveIn(IntelGPU::S57, &IntelGPU::SREGRegClass);
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    CallRegisters Assign(MF.getFunction());
    bool Reported = false;
    for (const ISD::InputArg &In : Ins) {
      MCRegister Reg = IsVarArg ? MCRegister() : Assign.assign(In.VT, TRI);
      if (!Reg) {
        if (IsVarArg)
          unsupported(DAG, DL, "variadic functions");
        else if (In.VT != MVT::i32 && In.VT != MVT::f32 && In.VT != MVT::i64)
          unsupported(DAG, DL, "a parameter of type " + EVT(In.VT).getEVTString());
        else if (!Reported)
          tooManyCallRegisters(DAG, DL, "a function whose parameters take", Assign.limit());
        Reported = true;
        InVals.push_back(DAG.getUNDEF(In.VT));
        continue;
      }
      Register V = MF.addLiveIn(Reg, TRI.getMinimalPhysRegClass(Reg, In.VT));
      InVals.push_back(DAG.getCopyFromReg(Chain, DL, V, In.VT));
    }
    return Chain;
  }
  Layout L = Layout::of(DAG.getMachineFunction().getFunction());
  for (const ISD::InputArg &In : Ins) {
    unsigned ArgNo = In.getOrigArgIndex();
    if (!IsVarArg && ArgNo < L.Buffers && In.VT == MVT::i64) {
      InVals.push_back(payloadQword(DAG, DL, L.bufferByte(ArgNo)));
      continue;
    }
    unsigned Slot = ArgNo - L.Buffers;
    if (!IsVarArg && ArgNo >= L.Buffers && Slot < L.TGSlots && In.VT == MVT::i32) {
      InVals.push_back(payloadDword(DAG, DL, L.tgByte(Slot)));
      continue;
    }
    unsigned C = Slot - L.TGSlots;
    if (!IsVarArg && Slot >= L.TGSlots && C < NumConstants && In.VT == MVT::i32) {
      InVals.push_back(payloadDword(DAG, DL, L.constantByte(C)));
      continue;
    }
    unsupported(DAG, DL, "kernel parameter " + Twine(ArgNo) +
                             " is not in the payload (docs/intelgpu-abi.md)");
    InVals.push_back(DAG.getUNDEF(In.VT));
  }
  return Chain;
}

SDValue IntelGPUTargetLowering::LowerReturn(
    SDValue Chain, CallingConv::ID, bool,
    const SmallVectorImpl<ISD::OutputArg> &Outs,
    const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
    SelectionDAG &DAG) const {
  MachineFunction &MF = DAG.getMachineFunction();
  if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
    if (!Outs.empty())
      unsupported(DAG, DL, "kernels return nothing");
    return DAG.getNode(IntelGPUISD::RET, DL, MVT::Other, Chain);
  }
  // The results from r32, the return IP and call mask back in S56-S57,
  // then ret.
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  CallRegisters Assign(MF.getFunction());
  // The return registers' values first: nothing may come between glued
  // copies.
  SDValue Return[2];
  for (unsigned K = 0; K != 2; ++K) {
    Return[K] = DAG.getCopyFromReg(
        Chain, DL, MF.getRegInfo().getLiveInVirtReg(K ? IntelGPU::S57 : IntelGPU::S56), MVT::i32);
    Chain = Return[K].getValue(1);
  }
  SDValue Glue;
  SmallVector<SDValue, 8> Ops{Chain};
  for (unsigned I = 0; I != Outs.size(); ++I) {
    MCRegister Reg = Assign.assign(Outs[I].VT, TRI);
    if (!Reg) {
      if (Outs[I].VT != MVT::i32 && Outs[I].VT != MVT::f32 && Outs[I].VT != MVT::i64)
        unsupported(DAG, DL, "a result of type " + EVT(Outs[I].VT).getEVTString());
      else
        tooManyCallRegisters(DAG, DL, "a function whose results take", Assign.limit());
      break;
    }
    Chain = DAG.getCopyToReg(Chain, DL, Reg, OutVals[I], Glue);
    Glue = Chain.getValue(1);
    Ops.push_back(DAG.getRegister(Reg, Outs[I].VT));
  }
  for (unsigned K = 0; K != 2; ++K) {
    MCRegister R = K ? IntelGPU::S57 : IntelGPU::S56;
    Chain = DAG.getCopyToReg(Chain, DL, R, Return[K], Glue);
    Glue = Chain.getValue(1);
    Ops.push_back(DAG.getRegister(R, MVT::i32));
  }
  Ops[0] = Chain;
  Ops.push_back(Glue);
  return DAG.getNode(IntelGPUISD::RETURN, DL, MVT::Other, Ops);
}

/// A call of a function (docs/intelgpu-abi.md, "Calls"): the arguments
/// from r32, the call between the call frame pseudos, the results from
/// r32.
static SDValue lowerFunctionCall(TargetLowering::CallLoweringInfo &CLI,
                                 SmallVectorImpl<SDValue> &InVals) {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  MachineFunction &MF = DAG.getMachineFunction();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  auto Fail = [&]() {
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  };
  SDValue Callee;
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    Callee = DAG.getTargetGlobalAddress(G->getGlobal(), DL, MVT::i64);
  else if (auto *S = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    Callee = DAG.getTargetExternalSymbol(S->getSymbol(), MVT::i64);
  else if (CLI.Callee.getValueType() == MVT::i32 || CLI.Callee.getValueType() == MVT::i64)
    // The handle, the callee's offset in the code, the same in every
    // running channel (lower::makeIndirectCallsUniform): CG_CALL_REG.
    Callee = DAG.getZExtOrTrunc(CLI.Callee, DL, MVT::i32);
  else {
    unsupported(DAG, DL, "a call through a function pointer of type " +
                             CLI.Callee.getValueType().getEVTString());
    return Fail();
  }
  if (CLI.IsVarArg) {
    unsupported(DAG, DL, "calls to variadic functions");
    return Fail();
  }
  SmallVector<std::pair<MCRegister, SDValue>, 8> Args;
  CallRegisters ArgRegs(MF.getFunction());
  for (unsigned I = 0; I != CLI.Outs.size(); ++I) {
    MCRegister Reg = ArgRegs.assign(CLI.Outs[I].VT, TRI);
    if (!Reg) {
      if (CLI.Outs[I].VT != MVT::i32 && CLI.Outs[I].VT != MVT::f32 &&
          CLI.Outs[I].VT != MVT::i64)
        unsupported(DAG, DL, "a call passing a value of type " +
                                 EVT(CLI.Outs[I].VT).getEVTString());
      else
        tooManyCallRegisters(DAG, DL, "a call whose arguments take", ArgRegs.limit());
      return Fail();
    }
    Args.push_back({Reg, CLI.OutVals[I]});
  }
  SmallVector<MCRegister, 8> Results;
  CallRegisters ResultRegs(MF.getFunction());
  for (const ISD::InputArg &In : CLI.Ins) {
    MCRegister Reg = ResultRegs.assign(In.VT, TRI);
    if (!Reg) {
      if (In.VT != MVT::i32 && In.VT != MVT::f32 && In.VT != MVT::i64)
        unsupported(DAG, DL, "a call returning a value of type " + EVT(In.VT).getEVTString());
      else
        tooManyCallRegisters(DAG, DL, "a call whose results take", ResultRegs.limit());
      return Fail();
    }
    Results.push_back(Reg);
  }

  SDValue Chain = DAG.getCALLSEQ_START(CLI.Chain, 0, 0, DL);
  SDValue Glue;
  for (auto &[Reg, V] : Args) {
    Chain = DAG.getCopyToReg(Chain, DL, Reg, V, Glue);
    Glue = Chain.getValue(1);
  }
  SmallVector<SDValue, 12> Ops{Chain, Callee};
  for (auto &[Reg, V] : Args)
    Ops.push_back(DAG.getRegister(Reg, V.getValueType()));
  Ops.push_back(DAG.getRegisterMask(TRI.getCallPreservedMask(MF, CLI.CallConv)));
  if (Glue)
    Ops.push_back(Glue);
  Chain = DAG.getNode(IntelGPUISD::CALL, DL, {MVT::Other, MVT::Glue}, Ops);
  Glue = Chain.getValue(1);
  Chain = DAG.getCALLSEQ_END(Chain, 0, 0, Glue, DL);
  Glue = Chain.getValue(1);
  for (unsigned I = 0; I != Results.size(); ++I) {
    SDValue V = DAG.getCopyFromReg(Chain, DL, Results[I], CLI.Ins[I].VT, Glue);
    Chain = V.getValue(1);
    Glue = V.getValue(2);
    InVals.push_back(V);
  }
  return Chain;
}

SDValue IntelGPUTargetLowering::LowerCall(CallLoweringInfo &CLI,
                                          SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  // The operations below are not calls: nothing ends the function here
  // (a call in tail position would otherwise leave out the end of thread).
  CLI.IsTailCall = false;
  StringRef Name;
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    Name = G->getGlobal()->getName();
  else if (auto *S = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    Name = S->getSymbol();
  auto ConstArg = [&](unsigned I) {
    return DAG.getTargetConstant(CLI.OutVals[I]->getAsZExtVal(), DL, MVT::i32);
  };
  bool OneConst = CLI.OutVals.size() == 1 && isa<ConstantSDNode>(CLI.OutVals[0]);
  if (Name == "intelgpu.local_id" && OneConst && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(IntelGPUISD::LOCAL_ID, DL, MVT::i32, ConstArg(0)));
    return CLI.Chain;
  }
  if (Name == "intelgpu.vertex_sgv" && OneConst && CLI.Ins.size() == 1 &&
      CLI.OutVals[0]->getAsZExtVal() < 4) {
    InVals.push_back(DAG.getNode(IntelGPUISD::VERTEX_SGV, DL, MVT::i32, ConstArg(0)));
    return CLI.Chain;
  }
  if (Name == "intelgpu.urb_write" && CLI.OutVals.size() == 6 && CLI.Ins.empty() &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && isa<ConstantSDNode>(CLI.OutVals[1])) {
    SmallVector<SDValue, 8> Ops = {CLI.Chain, ConstArg(0), ConstArg(1)};
    for (unsigned I = 2; I != 6; ++I)
      Ops.push_back(DAG.getBitcast(MVT::i32, CLI.OutVals[I]));
    return DAG.getNode(IntelGPUISD::URB_WRITE, DL, MVT::Other, Ops);
  }
  if (Name == "intelgpu.payload_grf" && CLI.OutVals.size() == 2 && CLI.Ins.size() == 1 &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && isa<ConstantSDNode>(CLI.OutVals[1]) &&
      CLI.OutVals[0]->getAsZExtVal() < 120 && CLI.OutVals[1]->getAsZExtVal() <= 8) {
    InVals.push_back(
        DAG.getNode(IntelGPUISD::PAYLOAD_GRF, DL, MVT::i32, ConstArg(0), ConstArg(1)));
    return CLI.Chain;
  }
  if (Name == "intelgpu.rt_write" && CLI.OutVals.size() == 14 && CLI.Ins.empty() &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && isa<ConstantSDNode>(CLI.OutVals[1])) {
    // The second source's four words only in a dual-source write.
    bool Dual = CLI.OutVals[1]->getAsZExtVal() & metalnt::intelgpu::RTDual;
    SmallVector<SDValue, 15> Ops = {CLI.Chain, ConstArg(0), ConstArg(1)};
    for (unsigned I = 2; I != (Dual ? 14 : 10); ++I)
      Ops.push_back(DAG.getBitcast(MVT::i32, CLI.OutVals[I]));
    return DAG.getNode(Dual ? IntelGPUISD::RT_WRITE_DUAL : IntelGPUISD::RT_WRITE, DL,
                       MVT::Other, Ops);
  }
  if (Name == "intelgpu.rt_read" && OneConst && CLI.Ins.size() == 4) {
    MachineFunction &MF = DAG.getMachineFunction();
    MachineMemOperand *MMO = MF.getMachineMemOperand(
        MachinePointerInfo(), MachineMemOperand::MOLoad, LocationSize::beforeOrAfterPointer(),
        Align(4));
    SDValue R = DAG.getMemIntrinsicNode(
        IntelGPUISD::RT_READ, DL,
        DAG.getVTList({MVT::i32, MVT::i32, MVT::i32, MVT::i32, MVT::Other}),
        {CLI.Chain, ConstArg(0)}, MVT::i32, MMO);
    for (unsigned I = 0; I != 4; ++I)
      InVals.push_back(R.getValue(I));
    return R.getValue(4);
  }
  if (Name == "intelgpu.payload" && OneConst && CLI.Ins.size() == 1 &&
      CLI.OutVals[0]->getAsZExtVal() < 32 * 32) {
    InVals.push_back(payloadDword(DAG, DL, unsigned(CLI.OutVals[0]->getAsZExtVal())));
    return CLI.Chain;
  }
  if (Name == "intelgpu.lane" && CLI.OutVals.empty() && CLI.Ins.size() == 1) {
    InVals.push_back(laneNode(DAG, DL));
    return CLI.Chain;
  }
  if ((Name == "intelgpu.simd" || Name == "intelgpu.simd_prefix") &&
      CLI.OutVals.size() == 2 && isa<ConstantSDNode>(CLI.OutVals[1]) &&
      CLI.Ins.size() == 1) {
    unsigned Opc = Name == "intelgpu.simd" ? IntelGPUISD::SIMD_REDUCE
                                           : IntelGPUISD::SIMD_PREFIX;
    InVals.push_back(DAG.getNode(Opc, DL, MVT::i32, CLI.OutVals[0], ConstArg(1)));
    return CLI.Chain;
  }
  if (Name == "intelgpu.ballot" && CLI.OutVals.size() == 1 && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(IntelGPUISD::BALLOT, DL, MVT::i32, CLI.OutVals[0]));
    return CLI.Chain;
  }
  if (Name == "intelgpu.readlane" && CLI.OutVals.size() == 2 &&
      isa<ConstantSDNode>(CLI.OutVals[1]) && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(IntelGPUISD::READLANE, DL, MVT::i32, CLI.OutVals[0],
                                 ConstArg(1)));
    return CLI.Chain;
  }
  if (Name == "intelgpu.shuffle" && CLI.OutVals.size() == 2 && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(IntelGPUISD::SHUFFLE, DL, MVT::i32, CLI.OutVals[0],
                                 CLI.OutVals[1]));
    return CLI.Chain;
  }
  if (Name == "intelgpu.barrier" && CLI.OutVals.empty() && CLI.Ins.empty())
    return DAG.getNode(IntelGPUISD::BARRIER, DL, MVT::Other, CLI.Chain);
  if ((Name == "intelgpu.if" || Name == "intelgpu.loop" || Name == "intelgpu.jump") &&
      CLI.OutVals.size() == 1 && CLI.Ins.empty()) {
    unsigned Kind = Name == "intelgpu.if"     ? IntelGPUCF::If
                    : Name == "intelgpu.loop" ? IntelGPUCF::Loop
                                              : IntelGPUCF::Jump;
    // An i1 argument's upper bits are undefined: the condition is bit 0.
    SDValue C = DAG.getNode(ISD::AND, DL, MVT::i32,
                            DAG.getAnyExtOrTrunc(CLI.OutVals[0], DL, MVT::i32),
                            DAG.getConstant(1, DL, MVT::i32));
    return DAG.getNode(IntelGPUISD::CF_COND, DL, MVT::Other, CLI.Chain, C,
                       DAG.getTargetConstant(Kind, DL, MVT::i32));
  }
  // Texture messages (IntelGPUTextures.cpp): the binding table index and
  // the sampler state are constants once the entry point is inlined, or
  // values the same in every running channel (a called function's
  // parameter, an argument buffer's handle: intelgpu::makeHandlesUniform),
  // which CG_SAMPLE_R and CG_TYPED_WRITE_R take in registers.
  if ((Name.starts_with("intelgpu.sample.") && CLI.Ins.size() == 4 && CLI.OutVals.size() >= 3) ||
      (Name.starts_with("intelgpu.typed_write.") && CLI.Ins.empty() &&
       CLI.OutVals.size() >= 7)) {
    bool Sample = Name.starts_with("intelgpu.sample.");
    unsigned Fixed = Sample ? 3 : 2;
    // The handles: the BTI and sampler of a sample, a write's BTI.
    unsigned FirstHandle = Sample ? 1 : 0, Handles = Sample ? 2 : 1;
    bool Constant = true;
    for (unsigned I = FirstHandle; I != FirstHandle + Handles; ++I)
      Constant &= isa<ConstantSDNode>(CLI.OutVals[I]);
    SmallVector<SDValue, 16> Ops = {CLI.Chain};
    for (unsigned I = 0; I != Fixed; ++I) {
      bool Handle = I >= FirstHandle && I < FirstHandle + Handles;
      if (Handle && !Constant) {
        Ops.push_back(DAG.getZExtOrTrunc(CLI.OutVals[I], DL, MVT::i32));
        continue;
      }
      if (!isa<ConstantSDNode>(CLI.OutVals[I])) {
        unsupported(DAG, DL, "the back end operation " + Name + " with these operands");
        for (const ISD::InputArg &In : CLI.Ins)
          InVals.push_back(DAG.getUNDEF(In.VT));
        return CLI.Chain;
      }
      Ops.push_back(ConstArg(I));
    }
    for (unsigned I = Fixed; I != CLI.OutVals.size(); ++I) {
      SDValue V = CLI.OutVals[I];
      if (auto *K = dyn_cast<ConstantSDNode>(V))
        V = DAG.getTargetConstant(K->getZExtValue(), DL, MVT::i32);
      Ops.push_back(V);
    }
    MachineFunction &MF = DAG.getMachineFunction();
    MachineMemOperand *MMO = MF.getMachineMemOperand(
        MachinePointerInfo(), Sample ? MachineMemOperand::MOLoad : MachineMemOperand::MOStore,
        LocationSize::beforeOrAfterPointer(), Align(4));
    if (!Sample)
      return DAG.getMemIntrinsicNode(IntelGPUISD::TYPED_WRITE, DL, DAG.getVTList(MVT::Other),
                                     Ops, MVT::i32, MMO);
    SDValue R = DAG.getMemIntrinsicNode(
        IntelGPUISD::SAMPLE, DL,
        DAG.getVTList({MVT::i32, MVT::i32, MVT::i32, MVT::i32, MVT::Other}),
        Ops, MVT::i32, MMO);
    for (unsigned I = 0; I != 4; ++I)
      InVals.push_back(R.getValue(I));
    return R.getValue(4);
  }
  if (Name.starts_with("intelgpu.")) {
    unsupported(DAG, DL, "the back end operation " + Name + " with these operands");
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  }
  return lowerFunctionCall(CLI, InVals);
}

/// Device (1) and constant (2) memory through A64 messages, threadgroup
/// memory (3) through SLM, private memory (0) in the thread's scratch
/// space (docs/intelgpu-codegen.md, "Private memory and spills").
static bool isMessageAddressSpace(unsigned AS) { return AS <= 3; }

/// Where a channel's private byte at frame offset Off (the pointer's low
/// half: frame objects are at offsets from 0) lives in the hardware
/// thread's scratch space. Each dword of the frame is a row of W dwords
/// (the SIMD width), one per channel, as spill slots are (Mesa's
/// swizzle_nir_scratch_addr): the DWord scattered messages take the
/// row's dword index, (Off / 4) * W + channel; the byte scattered ones
/// the byte, (Off & ~3) * W + channel * 4 + (Off & 3).
static SDValue scratchAddress(SDValue Ptr, bool DWords, const SDLoc &DL,
                              SelectionDAG &DAG) {
  unsigned Log2W = Log2_32(getIntelGPUSIMDWidth(DAG.getMachineFunction().getFunction()));
  SDValue Off = DAG.getZExtOrTrunc(Ptr, DL, MVT::i32);
  SDValue Lane = laneNode(DAG, DL);
  SDValue Row = DAG.getNode(ISD::AND, DL, MVT::i32, Off,
                            DAG.getConstant(~3u, DL, MVT::i32));
  auto Shl = [&](SDValue V, unsigned N) {
    return DAG.getNode(ISD::SHL, DL, MVT::i32, V, DAG.getConstant(N, DL, MVT::i32));
  };
  if (DWords)
    return DAG.getNode(ISD::OR, DL, MVT::i32, Shl(Row, Log2W - 2), Lane);
  SDValue Byte = DAG.getNode(ISD::AND, DL, MVT::i32, Off,
                             DAG.getConstant(3, DL, MVT::i32));
  return DAG.getNode(ISD::OR, DL, MVT::i32,
                     DAG.getNode(ISD::OR, DL, MVT::i32, Shl(Row, Log2W), Shl(Lane, 2)),
                     Byte);
}

static std::pair<SDValue, SDValue> halves(SelectionDAG &DAG, const SDLoc &DL, SDValue V);

/// A load that one channel makes for all (UNIFORM_LOAD): of device or
/// constant memory, at a uniform address, in the entry block
/// (getTargetMMOFlags).
static bool isOneChannelLoad(const LoadSDNode &LD) {
  unsigned AS = LD.getAddressSpace();
  return (AS == 1 || AS == 2) && !LD.isDivergent() &&
         (LD.getMemOperand()->getFlags() & IntelGPUTargetLowering::MOEntryLoad);
}

/// Whether V is an A64 address in the messages' layout (messageAddress).
static bool isMessageAddress(SDValue V) {
  unsigned Opc = V.getOpcode();
  return Opc == IntelGPUISD::QADDR || Opc == IntelGPUISD::QADDR_SCALED ||
         Opc == IntelGPUISD::QADDR_OFF;
}

/// A private access of Bytes at an alignment that keeps it in one
/// channel's dword, and whether it is the DWord scattered message's.
static bool scratchFits(unsigned Bytes, Align A, bool &DWords) {
  DWords = Bytes == 4 && A >= Align(4);
  return A >= Align(Bytes);
}

SDValue IntelGPUTargetLowering::lowerLoad(SDValue Op, SelectionDAG &DAG) const {
  auto *LD = cast<LoadSDNode>(Op);
  SDLoc DL(Op);
  SDValue Chain = LD->getChain(), Ptr = LD->getBasePtr();
  EVT VT = Op.getValueType();
  if (!isMessageAddressSpace(LD->getAddressSpace())) {
    unsupported(DAG, DL, "a load from address space " + Twine(LD->getAddressSpace()));
    return DAG.getMergeValues({DAG.getUNDEF(VT), Chain}, DL);
  }
  bool Private = LD->getAddressSpace() == 0;
  if (VT == MVT::i64 && LD->getExtensionType() != ISD::NON_EXTLOAD) {
    // An extending load to 64 bits: the access as a dword (extended as
    // the load says), then the dword extended.
    ISD::LoadExtType Ext = LD->getExtensionType();
    EVT MemVT = LD->getMemoryVT();
    SDValue Narrow =
        MemVT == MVT::i32
            ? DAG.getLoad(MVT::i32, DL, Chain, Ptr, LD->getMemOperand())
            : DAG.getExtLoad(Ext == ISD::SEXTLOAD ? ISD::SEXTLOAD : ISD::ZEXTLOAD, DL,
                             MVT::i32, Chain, Ptr, MemVT, LD->getMemOperand());
    SDValue Wide = DAG.getNode(Ext == ISD::SEXTLOAD ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND,
                               DL, MVT::i64, Narrow);
    return DAG.getMergeValues({Wide, Narrow.getValue(1)}, DL);
  }
  if (VT == MVT::i64) {
    // Two dword loads, low half first, of device memory at one address
    // (messageAddress) and that address plus 4.
    SDValue LoPtr = Ptr, HiPtr;
    if (isMessageAddress(Ptr) ||
        (!Private && Ptr.getValueType() == MVT::i64 && !isOneChannelLoad(*LD)))
      std::tie(LoPtr, HiPtr) = messageAddresses(Ptr, DAG);
    else
      HiPtr = DAG.getObjectPtrOffset(DL, Ptr, TypeSize::getFixed(4));
    SDValue Lo = DAG.getLoad(MVT::i32, DL, Chain, LoPtr, LD->getPointerInfo(),
                             LD->getBaseAlign(), LD->getMemOperand()->getFlags());
    SDValue Hi = DAG.getLoad(MVT::i32, DL, Chain, HiPtr,
                             LD->getPointerInfo().getWithOffset(4),
                             LD->getBaseAlign(), LD->getMemOperand()->getFlags());
    SDValue Out = DAG.getNode(ISD::TokenFactor, DL, MVT::Other, Lo.getValue(1),
                              Hi.getValue(1));
    return DAG.getMergeValues(
        {DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, Lo, Hi), Out}, DL);
  }
  EVT MemVT = LD->getMemoryVT();
  unsigned Bytes = MemVT.getStoreSize().getFixedValue();
  if (Bytes != 1 && Bytes != 2 && Bytes != 4) {
    unsupported(DAG, DL, "a load of " + Twine(Bytes) + " bytes");
    return DAG.getMergeValues({DAG.getUNDEF(VT), Chain}, DL);
  }
  unsigned Opc = IntelGPUISD::LOAD;
  if (Private) {
    bool DWords;
    if (!scratchFits(Bytes, LD->getAlign(), DWords)) {
      auto [V, Out] = expandUnalignedLoad(LD, DAG);
      return DAG.getMergeValues({V, Out}, DL);
    }
    Opc = IntelGPUISD::SCRATCH_LOAD;
    Ptr = scratchAddress(Ptr, DWords, DL, DAG);
  }
  SmallVector<SDValue, 8> Ops = {Chain, Ptr};
  if (!Private && Ptr.getValueType() == MVT::i64 && !isMessageAddress(Ptr) &&
      Ptr.getOpcode() != IntelGPUISD::SCALED_ADDR && isOneChannelLoad(*LD)) {
    // One channel loads for all: the address's halves are scalars.
    auto [Lo, Hi] = halves(DAG, DL, Ptr);
    Opc = IntelGPUISD::UNIFORM_LOAD;
    Ops = {Chain, Lo, Hi};
  } else if (!Private && Ptr.getValueType() == MVT::i64) {
    Ops[1] = messageAddress(Ptr, DAG);
  }
  Ops.push_back(DAG.getConstant(Log2_32(Bytes), DL, MVT::i32));
  SDValue Raw = DAG.getMemIntrinsicNode(Opc, DL, DAG.getVTList(MVT::i32, MVT::Other), Ops,
                                        MemVT, LD->getMemOperand());
  SDValue V = Raw;
  if (Bytes < 4) {
    EVT Narrow = Bytes == 1 ? MVT::i8 : MVT::i16;
    V = LD->getExtensionType() == ISD::SEXTLOAD
            ? DAG.getNode(ISD::SIGN_EXTEND_INREG, DL, MVT::i32, Raw,
                          DAG.getValueType(Narrow))
            : DAG.getZeroExtendInReg(Raw, DL, Narrow);
  }
  if (VT == MVT::f32)
    V = DAG.getBitcast(MVT::f32, V);
  return DAG.getMergeValues({V, Raw.getValue(1)}, DL);
}

SDValue IntelGPUTargetLowering::lowerStore(SDValue Op, SelectionDAG &DAG) const {
  auto *ST = cast<StoreSDNode>(Op);
  SDLoc DL(Op);
  SDValue Chain = ST->getChain(), Ptr = ST->getBasePtr(), V = ST->getValue();
  if (!isMessageAddressSpace(ST->getAddressSpace()))
    return unsupported(DAG, DL, "a store to address space " + Twine(ST->getAddressSpace())),
           Chain;
  bool Private = ST->getAddressSpace() == 0;
  if (V.getValueType() == MVT::i64) {
    SDValue Lo = DAG.getNode(IntelGPUISD::LO, DL, MVT::i32, V);
    SDValue Hi = DAG.getNode(IntelGPUISD::HI, DL, MVT::i32, V);
    SDValue LoPtr = Ptr, HiPtr;
    if (!Private && Ptr.getValueType() == MVT::i64)
      std::tie(LoPtr, HiPtr) = messageAddresses(Ptr, DAG);
    else
      HiPtr = DAG.getObjectPtrOffset(DL, Ptr, TypeSize::getFixed(4));
    SDValue S0 = DAG.getStore(Chain, DL, Lo, LoPtr, ST->getPointerInfo(),
                              ST->getBaseAlign(), ST->getMemOperand()->getFlags());
    SDValue S1 = DAG.getStore(Chain, DL, Hi, HiPtr,
                              ST->getPointerInfo().getWithOffset(4),
                              ST->getBaseAlign(), ST->getMemOperand()->getFlags());
    return DAG.getNode(ISD::TokenFactor, DL, MVT::Other, S0, S1);
  }
  EVT MemVT = ST->getMemoryVT();
  unsigned Bytes = MemVT.getStoreSize().getFixedValue();
  if (Bytes != 1 && Bytes != 2 && Bytes != 4)
    return unsupported(DAG, DL, "a store of " + Twine(Bytes) + " bytes"), Chain;
  unsigned Opc = IntelGPUISD::STORE;
  if (Private) {
    bool DWords;
    if (!scratchFits(Bytes, ST->getAlign(), DWords))
      return expandUnalignedStore(ST, DAG);
    Opc = IntelGPUISD::SCRATCH_STORE;
    Ptr = scratchAddress(Ptr, DWords, DL, DAG);
  }
  if (V.getValueType() == MVT::f32)
    V = DAG.getBitcast(MVT::i32, V);
  if (!Private && Ptr.getValueType() == MVT::i64)
    Ptr = messageAddress(Ptr, DAG);
  SmallVector<SDValue, 8> Ops = {Chain, V, Ptr};
  Ops.push_back(DAG.getConstant(Log2_32(Bytes), DL, MVT::i32));
  return DAG.getMemIntrinsicNode(Opc, DL, DAG.getVTList(MVT::Other), Ops, MemVT,
                                 ST->getMemOperand());
}

/// The data port's atomic operation codes (Mesa brw_eu_defines.h BRW_AOP_*).
static std::optional<unsigned> atomicOperation(unsigned Opcode) {
  switch (Opcode) {
  case ISD::ATOMIC_LOAD_AND: return 1;
  case ISD::ATOMIC_LOAD_OR: return 2;
  case ISD::ATOMIC_LOAD_XOR: return 3;
  case ISD::ATOMIC_SWAP: return 4;
  case ISD::ATOMIC_LOAD_ADD: return 7;
  case ISD::ATOMIC_LOAD_SUB: return 8;
  case ISD::ATOMIC_LOAD_MAX: return 10;
  case ISD::ATOMIC_LOAD_MIN: return 11;
  case ISD::ATOMIC_LOAD_UMAX: return 12;
  case ISD::ATOMIC_LOAD_UMIN: return 13;
  }
  return std::nullopt;
}

SDValue IntelGPUTargetLowering::lowerAtomic(SDValue Op, SelectionDAG &DAG) const {
  auto *A = cast<AtomicSDNode>(Op);
  SDLoc DL(Op);
  SDValue Chain = A->getChain(), Ptr = A->getBasePtr();
  unsigned AS = A->getAddressSpace();
  if (AS != 1 && AS != 3) {
    unsupported(DAG, DL, "atomics outside device and threadgroup memory");
    if (Op.getOpcode() == ISD::ATOMIC_STORE)
      return Chain;
    return DAG.getMergeValues({DAG.getUNDEF(MVT::i32), Chain}, DL);
  }
  if (AS == 1)
    Ptr = messageAddress(Ptr, DAG);
  // Atomic loads and stores of a dword are single messages, like any.
  if (Op.getOpcode() == ISD::ATOMIC_LOAD) {
    SDValue Raw = DAG.getMemIntrinsicNode(
        IntelGPUISD::LOAD, DL, DAG.getVTList(MVT::i32, MVT::Other),
        {Chain, Ptr, DAG.getConstant(2, DL, MVT::i32)}, MVT::i32, A->getMemOperand());
    return DAG.getMergeValues({Raw, Raw.getValue(1)}, DL);
  }
  if (Op.getOpcode() == ISD::ATOMIC_STORE)
    return DAG.getMemIntrinsicNode(
        IntelGPUISD::STORE, DL, DAG.getVTList(MVT::Other),
        {Chain, A->getVal(), Ptr, DAG.getConstant(2, DL, MVT::i32)}, MVT::i32,
        A->getMemOperand());
  if (Op.getOpcode() == ISD::ATOMIC_CMP_SWAP)
    return DAG.getMemIntrinsicNode(
        IntelGPUISD::CMPXCHG, DL, DAG.getVTList(MVT::i32, MVT::Other),
        {Chain, Ptr, Op.getOperand(2), Op.getOperand(3)}, MVT::i32,
        A->getMemOperand());
  std::optional<unsigned> AOP = atomicOperation(Op.getOpcode());
  if (!AOP) {
    unsupported(DAG, DL, "this atomic operation");
    return DAG.getMergeValues({DAG.getUNDEF(MVT::i32), Chain}, DL);
  }
  return DAG.getMemIntrinsicNode(
      IntelGPUISD::ATOMIC, DL, DAG.getVTList(MVT::i32, MVT::Other),
      {Chain, Ptr, A->getVal(), DAG.getTargetConstant(*AOP, DL, MVT::i32)},
      MVT::i32, A->getMemOperand());
}

/// The high half of the unsigned 32 x 32-bit product, from 16-bit pieces
/// whose products are exact in 32 bits.
static SDValue mulHighUnsigned(SelectionDAG &DAG, const SDLoc &DL, SDValue A,
                               SDValue B) {
  auto C = [&](uint32_t V) { return DAG.getConstant(V, DL, MVT::i32); };
  auto Op = [&](unsigned Opc, SDValue X, SDValue Y) {
    return DAG.getNode(Opc, DL, MVT::i32, X, Y);
  };
  SDValue A0 = Op(ISD::AND, A, C(0xFFFF)), A1 = Op(ISD::SRL, A, C(16));
  SDValue B0 = Op(ISD::AND, B, C(0xFFFF)), B1 = Op(ISD::SRL, B, C(16));
  SDValue P00 = Op(ISD::MUL, A0, B0), P01 = Op(ISD::MUL, A0, B1);
  SDValue P10 = Op(ISD::MUL, A1, B0), P11 = Op(ISD::MUL, A1, B1);
  SDValue Mid = Op(ISD::ADD, Op(ISD::ADD, Op(ISD::SRL, P00, C(16)),
                                Op(ISD::AND, P01, C(0xFFFF))),
                   Op(ISD::AND, P10, C(0xFFFF)));
  return Op(ISD::ADD,
            Op(ISD::ADD, P11, Op(ISD::ADD, Op(ISD::SRL, P01, C(16)),
                                 Op(ISD::SRL, P10, C(16)))),
            Op(ISD::SRL, Mid, C(16)));
}

static std::pair<SDValue, SDValue> halves(SelectionDAG &DAG, const SDLoc &DL, SDValue V) {
  return {DAG.getNode(IntelGPUISD::LO, DL, MVT::i32, V),
          DAG.getNode(IntelGPUISD::HI, DL, MVT::i32, V)};
}

SDValue IntelGPUTargetLowering::lower64(SDValue Op, SelectionDAG &DAG) const {
  SDLoc DL(Op);
  auto [AL, AH] = halves(DAG, DL, Op.getOperand(0));
  auto Op32 = [&](unsigned Opc, SDValue X, SDValue Y) {
    return DAG.getNode(Opc, DL, MVT::i32, X, Y);
  };
  auto Join = [&](SDValue Lo, SDValue Hi) {
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, Lo, Hi);
  };
  unsigned Opc = Op.getOpcode();
  if (Opc == ISD::SHL || Opc == ISD::SRL || Opc == ISD::SRA) {
    SDValue Amount = DAG.getZExtOrTrunc(Op.getOperand(1), DL, MVT::i32);
    auto *C = dyn_cast<ConstantSDNode>(Amount);
    if (!C) {
      // A variable count: LLVM's expansion over the halves.
      unsigned Parts = Opc == ISD::SHL   ? ISD::SHL_PARTS
                       : Opc == ISD::SRL ? ISD::SRL_PARTS
                                         : ISD::SRA_PARTS;
      SDValue R = DAG.getNode(Parts, DL, DAG.getVTList(MVT::i32, MVT::i32), AL,
                              AH, Amount);
      SDValue Lo, Hi;
      expandShiftParts(R.getNode(), Lo, Hi, DAG);
      return Join(Lo, Hi);
    }
    unsigned N = C->getZExtValue() & 63;
    auto K = [&](unsigned V) { return DAG.getConstant(V, DL, MVT::i32); };
    SDValue Zero = K(0);
    if (N == 0)
      return Op.getOperand(0);
    if (Opc == ISD::SHL)
      return N < 32 ? Join(Op32(ISD::SHL, AL, K(N)),
                           Op32(ISD::OR, Op32(ISD::SHL, AH, K(N)),
                                Op32(ISD::SRL, AL, K(32 - N))))
                    : Join(Zero, Op32(ISD::SHL, AL, K(N - 32)));
    unsigned HiShift = Opc == ISD::SRL ? ISD::SRL : ISD::SRA;
    SDValue Fill = Opc == ISD::SRL ? Zero : Op32(ISD::SRA, AH, K(31));
    return N < 32 ? Join(Op32(ISD::OR, Op32(ISD::SRL, AL, K(N)),
                              Op32(ISD::SHL, AH, K(32 - N))),
                         Op32(HiShift, AH, K(N)))
                  : Join(Op32(HiShift, AH, K(N - 32)), Fill);
  }
  auto [BL, BH] = halves(DAG, DL, Op.getOperand(1));
  switch (Opc) {
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
    return Join(Op32(Opc, AL, BL), Op32(Opc, AH, BH));
  case ISD::ADD: {
    // The carry is the boolean lo < al: 0 or -1, subtracted.
    SDValue Lo = Op32(ISD::ADD, AL, BL);
    SDValue Carry = DAG.getSetCC(DL, MVT::i32, Lo, AL, ISD::SETULT);
    return Join(Lo, Op32(ISD::SUB, Op32(ISD::ADD, AH, BH), Carry));
  }
  case ISD::SUB: {
    SDValue Borrow = DAG.getSetCC(DL, MVT::i32, AL, BL, ISD::SETULT);
    return Join(Op32(ISD::SUB, AL, BL),
                Op32(ISD::ADD, Op32(ISD::SUB, AH, BH), Borrow));
  }
  case ISD::MUL: {
    SDValue Cross = Op32(ISD::ADD, Op32(ISD::MUL, AL, BH), Op32(ISD::MUL, AH, BL));
    return Join(Op32(ISD::MUL, AL, BL),
                Op32(ISD::ADD, mulHighUnsigned(DAG, DL, AL, BL), Cross));
  }
  case ISD::SETCC: {
    ISD::CondCode CC = cast<CondCodeSDNode>(Op.getOperand(2))->get();
    if (CC == ISD::SETEQ || CC == ISD::SETNE) {
      SDValue X = Op32(ISD::OR, Op32(ISD::XOR, AL, BL), Op32(ISD::XOR, AH, BH));
      return DAG.getSetCC(DL, MVT::i32, X, DAG.getConstant(0, DL, MVT::i32), CC);
    }
    // The high halves decide unless they are equal; then the low halves,
    // unsigned.
    ISD::CondCode Strict = CC, Low = CC;
    switch (CC) {
    case ISD::SETLE: Strict = ISD::SETLT; Low = ISD::SETULE; break;
    case ISD::SETGE: Strict = ISD::SETGT; Low = ISD::SETUGE; break;
    case ISD::SETLT: Low = ISD::SETULT; break;
    case ISD::SETGT: Low = ISD::SETUGT; break;
    case ISD::SETULE: Strict = ISD::SETULT; break;
    case ISD::SETUGE: Strict = ISD::SETUGT; break;
    default: break;
    }
    SDValue HiEq = DAG.getSetCC(DL, MVT::i32, AH, BH, ISD::SETEQ);
    return DAG.getSelect(DL, MVT::i32, HiEq, DAG.getSetCC(DL, MVT::i32, AL, BL, Low),
                         DAG.getSetCC(DL, MVT::i32, AH, BH, Strict));
  }
  }
  return SDValue();
}

SDValue IntelGPUTargetLowering::LowerOperation(SDValue Op,
                                               SelectionDAG &DAG) const {
  SDLoc DL(Op);
  switch (Op.getOpcode()) {
  case ISD::GlobalAddress: {
    // A callable function's constexpr sampler (TextureLowering::
    // RelocatedSamplers): its index, the offset from metalnt.sampler_states,
    // relocated; nothing else is an address in the code.
    auto *G = cast<GlobalAddressSDNode>(Op);
    if (G->getGlobal()->getName() != metalnt::gpumacho::SamplerStatesName) {
      unsupported(DAG, DL, "the address of '" + G->getGlobal()->getName() + "'");
      return DAG.getUNDEF(MVT::i64);
    }
    SDValue Lo(DAG.getMachineNode(IntelGPU::CG_MOV_SAMPLER, DL, MVT::i32,
                                  DAG.getTargetGlobalAddress(G->getGlobal(), DL, MVT::i32,
                                                             G->getOffset())),
               0);
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, Lo, DAG.getConstant(0, DL, MVT::i32));
  }
  case ISD::FP_TO_BF16:
    return metalnt::lowerFPToBF16(Op, DAG);
  case ISD::LOAD:
    return lowerLoad(Op, DAG);
  case ISD::STORE:
    return lowerStore(Op, DAG);
  case ISD::ATOMIC_FENCE:
    return DAG.getNode(IntelGPUISD::FENCE, DL, MVT::Other, Op.getOperand(0));
  case ISD::SIGN_EXTEND_INREG: {
    if (Op.getValueType() == MVT::i32)
      return Op; // selected as is
    // The halves, spelled out: the combiner folds sext(sext_inreg(trunc x))
    // back into the i64 sext_inreg this replaces, and legalization never
    // ends.
    SDValue Low = DAG.getNode(ISD::SIGN_EXTEND_INREG, DL, MVT::i32,
                              DAG.getNode(IntelGPUISD::LO, DL, MVT::i32, Op.getOperand(0)),
                              Op.getOperand(1));
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, Low,
                       DAG.getNode(ISD::SRA, DL, MVT::i32, Low, DAG.getConstant(31, DL, MVT::i32)));
  }
  case ISD::FEXP:
  case ISD::FLOG: {
    // e^x = 2^(x log2 e); ln x = log2(x) ln 2.
    SDNodeFlags Flags = Op->getFlags();
    SDValue X = Op.getOperand(0);
    if (Op.getOpcode() == ISD::FEXP)
      return DAG.getNode(ISD::FEXP2, DL, MVT::f32,
                         DAG.getNode(ISD::FMUL, DL, MVT::f32, X,
                                     DAG.getConstantFP(numbers::log2e, DL, MVT::f32), Flags),
                         Flags);
    return DAG.getNode(ISD::FMUL, DL, MVT::f32,
                       DAG.getNode(ISD::FLOG2, DL, MVT::f32, X, Flags),
                       DAG.getConstantFP(numbers::ln2, DL, MVT::f32), Flags);
  }
  case ISD::UINT_TO_FP:
  case ISD::SINT_TO_FP: {
    SDValue X = Op.getOperand(0);
    bool Signed = Op.getOpcode() == ISD::SINT_TO_FP;
    if (X.getOpcode() == ISD::ZERO_EXTEND ||
        (Signed && X.getOpcode() == ISD::SIGN_EXTEND))
      return DAG.getNode(X.getOpcode() == ISD::ZERO_EXTEND ? ISD::UINT_TO_FP
                                                           : ISD::SINT_TO_FP,
                         DL, Op.getValueType(),
                         DAG.getZExtOrTrunc(X.getOperand(0), DL, MVT::i32));
    unsupported(DAG, DL, "a conversion of a 64-bit integer to float");
    return DAG.getUNDEF(Op.getValueType());
  }
  case ISD::MULHU:
    return mulHighUnsigned(DAG, DL, Op.getOperand(0), Op.getOperand(1));
  case ISD::MULHS: {
    // mulhs = mulhu - (a < 0 ? b : 0) - (b < 0 ? a : 0).
    SDValue A = Op.getOperand(0), B = Op.getOperand(1);
    SDValue Sign = DAG.getConstant(31, DL, MVT::i32);
    SDValue MaskA = DAG.getNode(ISD::SRA, DL, MVT::i32, A, Sign);
    SDValue MaskB = DAG.getNode(ISD::SRA, DL, MVT::i32, B, Sign);
    SDValue H = mulHighUnsigned(DAG, DL, A, B);
    H = DAG.getNode(ISD::SUB, DL, MVT::i32, H,
                    DAG.getNode(ISD::AND, DL, MVT::i32, MaskA, B));
    return DAG.getNode(ISD::SUB, DL, MVT::i32, H,
                       DAG.getNode(ISD::AND, DL, MVT::i32, MaskB, A));
  }
  case ISD::ATOMIC_LOAD_ADD: case ISD::ATOMIC_LOAD_SUB: case ISD::ATOMIC_LOAD_AND:
  case ISD::ATOMIC_LOAD_OR: case ISD::ATOMIC_LOAD_XOR: case ISD::ATOMIC_LOAD_MIN:
  case ISD::ATOMIC_LOAD_MAX: case ISD::ATOMIC_LOAD_UMIN: case ISD::ATOMIC_LOAD_UMAX:
  case ISD::ATOMIC_SWAP: case ISD::ATOMIC_CMP_SWAP: case ISD::ATOMIC_LOAD:
  case ISD::ATOMIC_STORE:
    return lowerAtomic(Op, DAG);
  default:
    if (Op.getOperand(0).getValueType() == MVT::i64)
      return lower64(Op, DAG);
    return SDValue();
  }
}

void IntelGPUTargetLowering::ReplaceNodeResults(SDNode *N,
                                                SmallVectorImpl<SDValue> &,
                                                SelectionDAG &DAG) const {
  // SIGN_EXTEND_INREG's action is its inner type's (Custom for i8 and i16):
  // on a promoted result (an i16 from a split vector) the type legalizer
  // asks here first, and its own promotion is right.
  if (N->getOpcode() == ISD::SIGN_EXTEND_INREG)
    return;
  unsupported(DAG, SDLoc(N), "an operation on " +
                                 N->getValueType(0).getEVTString() + " values");
}

MachineMemOperand::Flags
IntelGPUTargetLowering::getTargetMMOFlags(const Instruction &I) const {
  // Every channel the thread started with runs the entry block: a uniform
  // load there reads an address some channel would read anyway, so one
  // channel may read it for all without a fault no channel would take.
  if (const auto *L = dyn_cast<LoadInst>(&I))
    if (L->isSimple() && L->getParent()->isEntryBlock())
      return MOEntryLoad;
  return MachineMemOperand::MONone;
}

/// Gen9 has qword integer arithmetic (Gen11 has none): a device-memory
/// address base + (ext(index) << shift), a GEP of an i32 index, is
/// computed by the access itself into its message's payload, `shl (8)
/// :q` of the index and `add (8) :q` of the base, as Intel's compiler
/// does, instead of 32-bit halves with a carry interleaved into the
/// payload afterwards (docs/intelgpu-codegen.md, "Device memory
/// addresses"). None when Ptr is not of that form.
SDValue IntelGPUTargetLowering::scaledAddress(SDValue Ptr, SelectionDAG &DAG) const {
  if (Ptr.getOpcode() != ISD::ADD || Ptr.getValueType() != MVT::i64)
    return SDValue();
  for (unsigned I = 0; I != 2; ++I) {
    SDValue Base = Ptr.getOperand(I), Off = Ptr.getOperand(1 - I);
    unsigned Shift = 0;
    if (Off.getOpcode() == ISD::SHL) {
      auto *C = dyn_cast<ConstantSDNode>(Off.getOperand(1));
      if (!C || C->getZExtValue() > 3)
        continue;
      Shift = unsigned(C->getZExtValue());
      Off = Off.getOperand(0);
    }
    bool Signed = Off.getOpcode() == ISD::SIGN_EXTEND;
    if ((!Signed && Off.getOpcode() != ISD::ZERO_EXTEND) ||
        Off.getOperand(0).getValueType() != MVT::i32)
      continue;
    SDLoc DL(Ptr);
    return DAG.getNode(IntelGPUISD::SCALED_ADDR, DL, MVT::i64, Base, Off.getOperand(0),
                       DAG.getTargetConstant(Shift, DL, MVT::i32),
                       DAG.getTargetConstant(Signed, DL, MVT::i32));
  }
  return SDValue();
}

/// An A64 access's address in the messages' layout (QGRF registers, the
/// QADDR* nodes): on Gen9 base + (ext(index) << shift) and an address
/// plus a constant in qword arithmetic, else the 64-bit value's halves
/// interleaved. Equal addresses are one node, so that the loads and stores
/// of one element share one computation.
SDValue IntelGPUTargetLowering::messageAddress(SDValue Ptr, SelectionDAG &DAG) const {
  if (isMessageAddress(Ptr))
    return Ptr;
  SDLoc DL(Ptr);
  if (Gen9 && Ptr.getOpcode() != IntelGPUISD::SCALED_ADDR)
    if (SDValue Scaled = scaledAddress(Ptr, DAG))
      Ptr = Scaled;
  if (Ptr.getOpcode() == IntelGPUISD::SCALED_ADDR) {
    auto [Lo, Hi] = halves(DAG, DL, Ptr.getOperand(0));
    return DAG.getNode(IntelGPUISD::QADDR_SCALED, DL, MVT::i64, Lo, Hi, Ptr.getOperand(1),
                       Ptr.getOperand(2), Ptr.getOperand(3));
  }
  if (Gen9 && Ptr.getOpcode() == ISD::ADD)
    for (unsigned I = 0; I != 2; ++I)
      if (auto *C = dyn_cast<ConstantSDNode>(Ptr.getOperand(I)))
        if (isInt<32>(C->getSExtValue()))
          return DAG.getNode(IntelGPUISD::QADDR_OFF, DL, MVT::i64,
                             messageAddress(Ptr.getOperand(1 - I), DAG),
                             DAG.getTargetConstant(uint32_t(C->getSExtValue()), DL, MVT::i32));
  return DAG.getNode(IntelGPUISD::QADDR, DL, MVT::i64, Ptr);
}

/// The addresses of a 64-bit access's halves: Ptr's and Ptr + 4's.
std::pair<SDValue, SDValue> IntelGPUTargetLowering::messageAddresses(SDValue Ptr,
                                                                      SelectionDAG &DAG) const {
  SDLoc DL(Ptr);
  SDValue Lo = messageAddress(Ptr, DAG);
  if (Gen9)
    return {Lo, DAG.getNode(IntelGPUISD::QADDR_OFF, DL, MVT::i64, Lo,
                            DAG.getTargetConstant(4, DL, MVT::i32))};
  if (isMessageAddress(Ptr))
    report_fatal_error("intelgpu: a 64-bit access at an interleaved address on Gen11");
  return {Lo, messageAddress(DAG.getObjectPtrOffset(DL, Ptr, TypeSize::getFixed(4)), DAG)};
}

SDValue IntelGPUTargetLowering::PerformDAGCombine(SDNode *N,
                                                  DAGCombinerInfo &DCI) const {
  SelectionDAG &DAG = DCI.DAG;
  unsigned Opc = N->getOpcode();
  if (Opc == ISD::LOAD || Opc == ISD::STORE) {
    // A dword or narrower access of device or constant memory, not a
    // uniform load (one channel's message), gets its address scaled.
    auto *M = cast<MemSDNode>(N);
    unsigned AS = M->getAddressSpace();
    EVT VT = Opc == ISD::LOAD ? N->getValueType(0) : N->getOperand(1).getValueType();
    if (!Gen9 || !DCI.isBeforeLegalizeOps() || (AS != 1 && AS != 2) || !M->isSimple() ||
        M->getMemoryVT().isVector() || VT.isVector() ||
        M->getMemoryVT().getStoreSize() > 4 || cast<LSBaseSDNode>(N)->isIndexed() ||
        (Opc == ISD::STORE && VT.getSizeInBits() > 32))
      return SDValue();
    if (Opc == ISD::LOAD && isOneChannelLoad(*cast<LoadSDNode>(N)))
      return SDValue();
    SDValue Ptr = M->getBasePtr();
    SDValue Scaled = scaledAddress(Ptr, DAG);
    if (!Scaled)
      return SDValue();
    SDLoc DL(N);
    if (auto *LD = dyn_cast<LoadSDNode>(N))
      return LD->getExtensionType() == ISD::NON_EXTLOAD
                 ? DAG.getLoad(VT, DL, LD->getChain(), Scaled, LD->getMemOperand())
                 : DAG.getExtLoad(LD->getExtensionType(), DL, VT, LD->getChain(), Scaled,
                                  LD->getMemoryVT(), LD->getMemOperand());
    auto *ST = cast<StoreSDNode>(N);
    return DAG.getTruncStore(ST->getChain(), DL, ST->getValue(), Scaled, ST->getMemoryVT(),
                             ST->getMemOperand());
  }
  if (Opc != IntelGPUISD::LO && Opc != IntelGPUISD::HI)
    return SDValue();
  // The halves of a pair built from halves, of an extended dword and of a
  // constant are known.
  SDValue V = N->getOperand(0);
  SDLoc DL(N);
  bool Hi = Opc == IntelGPUISD::HI;
  switch (V.getOpcode()) {
  case ISD::BUILD_PAIR:
    return V.getOperand(Hi ? 1 : 0);
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND:
  case ISD::SIGN_EXTEND: {
    SDValue X = V.getOperand(0);
    if (X.getValueType() != MVT::i32)
      return SDValue();
    if (!Hi)
      return X;
    if (V.getOpcode() == ISD::SIGN_EXTEND)
      return DAG.getNode(ISD::SRA, DL, MVT::i32, X, DAG.getConstant(31, DL, MVT::i32));
    return DAG.getConstant(0, DL, MVT::i32);
  }
  case ISD::Constant: {
    uint64_t C = cast<ConstantSDNode>(V)->getZExtValue();
    return DAG.getConstant(uint32_t(Hi ? C >> 32 : C), DL, MVT::i32);
  }
  }
  return SDValue();
}
