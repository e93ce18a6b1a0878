//===- AppleGPUISelLowering.cpp - G13 DAG lowering ------------------------===//

#include "AppleGPUISelLowering.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "metalnt/Target/SIMTLowering.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;

/// The five- to seven-register types that exist for smpf's gradients (and a
/// program's <5 x i32> to <7 x i32>).
static const MVT GradientVTs[] = {MVT::v5i32, MVT::v6i32, MVT::v7i32};

AppleGPUTargetLowering::AppleGPUTargetLowering(const TargetMachine &TM,
                                               const AppleGPUSubtarget &STI)
    : TargetLowering(TM, STI) {
  addRegisterClass(MVT::i32, &AppleGPU::GPR32RegClass);
  addRegisterClass(MVT::f32, &AppleGPU::GPR32RegClass);
  addRegisterClass(MVT::i64, &AppleGPU::GPR64ARegClass);
  addRegisterClass(MVT::f16, &AppleGPU::GPR16RegClass);
  // Vectors of three and four 32-bit elements live in register tuples, so
  // that one instruction loads or stores them (mask xyz, xyzw); all else
  // on them is done element by element.
  const MVT TupleVTs[] = {MVT::v4i32, MVT::v4f32, MVT::v3i32, MVT::v3f32};
  for (MVT VT : TupleVTs)
    addRegisterClass(VT, VT.getVectorNumElements() == 4
                             ? &AppleGPU::GPR128RegClass
                             : &AppleGPU::GPR96RegClass);
  // smpf's gradient tuples (five to seven registers) are built only by
  // instruction selection; the types need their classes for scheduling
  // and emission, and no operation of theirs is legal.
  addRegisterClass(MVT::v5i32, &AppleGPU::GPR160RegClass);
  addRegisterClass(MVT::v6i32, &AppleGPU::GPR192RegClass);
  addRegisterClass(MVT::v7i32, &AppleGPU::GPR224RegClass);
  computeRegisterProperties(STI.getRegisterInfo());
  for (MVT VT : GradientVTs) {
    for (unsigned Op = 0; Op != ISD::BUILTIN_OP_END; ++Op)
      setOperationAction(Op, VT, Expand);
    // A <5 x i32> of the program (OpenCL C's structures, combined by
    // clang's SROA) is built and taken apart element by element, and
    // accessed in memory so (LowerOperation): LLVM's expansion of a legal
    // type's load, store or build_vector goes through memory, which loops.
    setOperationAction({ISD::LOAD, ISD::STORE}, VT, Custom);
    setOperationAction(ISD::BUILD_VECTOR, VT, Legal);
    setOperationAction({ISD::EXTRACT_VECTOR_ELT, ISD::INSERT_VECTOR_ELT}, VT,
                       Custom);
  }
  for (MVT VT : TupleVTs) {
    for (unsigned Op = 0; Op != ISD::BUILTIN_OP_END; ++Op)
      setOperationAction(Op, VT, Expand);
    // Private vectors are split (LowerOperation); device and threadgroup
    // ones are one access.
    setOperationAction({ISD::LOAD, ISD::STORE}, VT, Custom);
    setOperationAction(ISD::BUILD_VECTOR, VT, Legal);
    setOperationAction({ISD::EXTRACT_VECTOR_ELT, ISD::INSERT_VECTOR_ELT,
                        ISD::BITCAST},
                       VT, Custom);
    for (MVT Other : MVT::fixedlen_vector_valuetypes()) {
      setTruncStoreAction(VT, Other, Expand);
      for (auto Ext : {ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD})
        setLoadExtAction(Ext, VT, Other, Expand);
    }
  }

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
  setOperationAction(ISD::SELECT_CC, MVT::f16, Expand);
  // 64-bit compares (addresses, memcpy loops) from 32-bit halves.
  setOperationAction(ISD::SETCC, MVT::i64, Custom);
  // 64-bit shifts from the halves, but for the address forms iadd has.
  setOperationAction({ISD::SHL, ISD::SRL, ISD::SRA}, MVT::i64, Custom);
  // 64-bit products: imul's 64-bit product of 32-bit values, plus the
  // cross products in the high half.
  setOperationAction(ISD::MUL, MVT::i64, Custom);
  // A 64-bit integer the DAG combiner converts (a 32-bit one it widened)
  // is converted from its low half where that is the whole value.
  setOperationAction(ISD::UINT_TO_FP, MVT::i64, Custom);
  setOperationAction(ISD::SINT_TO_FP, MVT::i64, Custom);
  setOperationAction({ISD::SMIN, ISD::SMAX, ISD::UMIN, ISD::UMAX, ISD::CTPOP,
                      ISD::BSWAP, ISD::BITREVERSE, ISD::MULHU, ISD::MULHS,
                      ISD::SMUL_LOHI, ISD::UMUL_LOHI, ISD::ROTL, ISD::ROTR,
                      ISD::ABS, ISD::CTLZ, ISD::CTTZ, ISD::SDIV, ISD::UDIV,
                      ISD::SREM, ISD::UREM, ISD::SDIVREM, ISD::UDIVREM},
                     MVT::i64, Expand);
  setOperationAction({ISD::FMINNUM, ISD::FMAXNUM}, MVT::f32, Legal);
  setOperationAction({ISD::FMINNUM, ISD::FMAXNUM}, MVT::f16, Promote);
  setOperationAction(ISD::BR_CC, MVT::f16, Expand);
  for (ISD::CondCode CC : {ISD::SETO, ISD::SETUO, ISD::SETUEQ, ISD::SETONE})
    setCondCodeAction(CC, MVT::f16, Expand);
  // bfloat lives in 16-bit integers; conversions are integer operations.
  // Narrowing to bfloat rounds to nearest even (metalnt::lowerFPToBF16;
  // the action is the operand type's).
  for (MVT VT : {MVT::f32, MVT::i16, MVT::i32})
    setOperationAction(ISD::BF16_TO_FP, VT, Expand);
  setOperationAction(ISD::FP_TO_BF16, MVT::f32, Custom);
  // i16 is promoted to i32; its bit casts to and from half are target nodes.
  setOperationAction(ISD::BITCAST, MVT::i16, Custom);
  setOperationAction(ISD::BR_JT, MVT::Other, Expand);
  setOperationAction(ISD::BRIND, MVT::Other, Expand);
  for (unsigned Op : {ISD::SDIV, ISD::UDIV, ISD::SREM, ISD::UREM, ISD::MULHS,
                      ISD::MULHU, ISD::SMUL_LOHI, ISD::UMUL_LOHI, ISD::SDIVREM,
                      ISD::UDIVREM, ISD::ROTL, ISD::ROTR, ISD::CTTZ, ISD::BSWAP,
                      ISD::ABS})
    setOperationAction(Op, MVT::i32, Expand);
  // Rounding to nearest even is rint's rounding (the default mode, and no
  // exceptions to raise).
  setOperationAction(ISD::FROUNDEVEN, MVT::f32, Custom);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i1, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i8, Expand);
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i16, Expand);
  // The action is the inner type's: i32 is one for an i64.
  setOperationAction(ISD::SIGN_EXTEND_INREG, MVT::i32, Expand);
  // Narrow loads extend through a 16-bit register; i8 is not sign-extended
  // by a load.
  for (MVT VT : {MVT::i32, MVT::i64}) {
    setLoadExtAction(ISD::SEXTLOAD, VT, MVT::i8, Expand);
    setLoadExtAction(ISD::SEXTLOAD, VT, MVT::i1, Promote);
    setLoadExtAction(ISD::ZEXTLOAD, VT, MVT::i1, Promote);
    setLoadExtAction(ISD::EXTLOAD, VT, MVT::i1, Promote);
  }
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::f16, Expand);
  // 64-bit values are stored and loaded whole: a narrower access is a
  // truncation or extension in registers.
  for (MVT Narrow : {MVT::i8, MVT::i16, MVT::i32}) {
    setTruncStoreAction(MVT::i64, Narrow, Expand);
    for (auto Ext : {ISD::EXTLOAD, ISD::ZEXTLOAD, ISD::SEXTLOAD})
      setLoadExtAction(Ext, MVT::i64, Narrow, Expand);
  }
  setTruncStoreAction(MVT::f32, MVT::f16, Expand);
  setTruncStoreAction(MVT::f32, MVT::bf16, Expand);
  setLoadExtAction(ISD::EXTLOAD, MVT::f32, MVT::bf16, Expand);
  // e^x = 2^(x log2 e) and ln x = log2(x) ln 2, keeping the flags.
  setOperationAction(ISD::FEXP, MVT::f32, Custom);
  // The special-function unit; the translator lets only their approximate
  // (afn) forms through.
  for (unsigned Op : {ISD::FEXP2, ISD::FLOG2, ISD::FSQRT, ISD::FFLOOR,
                      ISD::FCEIL, ISD::FTRUNC, ISD::FRINT, ISD::FNEARBYINT})
    setOperationAction(Op, MVT::f32, Legal);
  setOperationAction(ISD::FLOG, MVT::f32, Custom);
  // copysign as bit operations, also where the sign is of another width
  // (the DAG combiner folds copysign(x, fpext y) to copysign(x, y)).
  // f32 as integer operations (lowerFCopySign); f16 by the generic
  // expansion, whose i16 bitcasts the custom lowering could not select.
  setOperationAction(ISD::FCOPYSIGN, MVT::f32, Custom);
  setOperationAction(ISD::GlobalAddress, MVT::i64, Custom);
  setOperationAction(ISD::FCOPYSIGN, MVT::f16, Expand);
  // 32-bit atomics are instructions; the translator expands the rest
  // (lower::prepareForSIMT, SIMT.cpp).
  setMaxAtomicSizeInBitsSupported(32);
  // Instructions are whole halfwords; packaging aligns each kernel itself.
  setMinFunctionAlignment(Align(2));
}

const char *AppleGPUTargetLowering::getTargetNodeName(unsigned Opcode) const {
  switch (Opcode) {
  case AppleGPUISD::RET:
    return "AppleGPUISD::RET";
  case AppleGPUISD::CALL:
    return "AppleGPUISD::CALL";
  case AppleGPUISD::RETURN:
    return "AppleGPUISD::RETURN";
  case AppleGPUISD::MFSR:
    return "AppleGPUISD::MFSR";
  case AppleGPUISD::CF_COND:
    return "AppleGPUISD::CF_COND";
  case AppleGPUISD::BARRIER:
    return "AppleGPUISD::BARRIER";
  case AppleGPUISD::ST_VAR:
    return "AppleGPUISD::ST_VAR";
  case AppleGPUISD::ITER:
    return "AppleGPUISD::ITER";
  case AppleGPUISD::ITERPROJ:
    return "AppleGPUISD::ITERPROJ";
  case AppleGPUISD::LDCF:
    return "AppleGPUISD::LDCF";
  case AppleGPUISD::ST_TILE:
    return "AppleGPUISD::ST_TILE";
  case AppleGPUISD::LD_TILE:
    return "AppleGPUISD::LD_TILE";
  case AppleGPUISD::DISCARD:
    return "AppleGPUISD::DISCARD";
  case AppleGPUISD::ZS_EMIT:
    return "AppleGPUISD::ZS_EMIT";
  case AppleGPUISD::ZS_EMIT_S:
    return "AppleGPUISD::ZS_EMIT_S";
  case AppleGPUISD::SAMPLE_MASK:
    return "AppleGPUISD::SAMPLE_MASK";
  case AppleGPUISD::DFDX:
    return "AppleGPUISD::DFDX";
  case AppleGPUISD::DFDY:
    return "AppleGPUISD::DFDY";
  case AppleGPUISD::ZS_EMIT_ZS:
    return "AppleGPUISD::ZS_EMIT_ZS";
  case AppleGPUISD::TEX_SAMPLE:
    return "AppleGPUISD::TEX_SAMPLE";
  case AppleGPUISD::TEX_LOAD:
    return "AppleGPUISD::TEX_LOAD";
  case AppleGPUISD::IMG_WRITE:
    return "AppleGPUISD::IMG_WRITE";
  case AppleGPUISD::UNIFORM_STORE:
    return "AppleGPUISD::UNIFORM_STORE";
  case AppleGPUISD::HI32:
    return "AppleGPUISD::HI32";
  case AppleGPUISD::UMUL64:
    return "AppleGPUISD::UMUL64";
  case AppleGPUISD::SIMD_REDUCE:
    return "AppleGPUISD::SIMD_REDUCE";
  case AppleGPUISD::SIMD_PREFIX:
    return "AppleGPUISD::SIMD_PREFIX";
  case AppleGPUISD::SHUFFLE:
    return "AppleGPUISD::SHUFFLE";
  case AppleGPUISD::BALLOT:
    return "AppleGPUISD::BALLOT";
  case AppleGPUISD::HALF_BITS:
    return "AppleGPUISD::HALF_BITS";
  case AppleGPUISD::BITS_HALF:
    return "AppleGPUISD::BITS_HALF";
  }
  return nullptr;
}

bool AppleGPUTargetLowering::isLegalAddressingMode(const DataLayout &DL,
                                                   const AddrMode &AM, Type *Ty,
                                                   unsigned AddrSpace,
                                                   Instruction *) const {
  if (AM.BaseGV)
    return false;
  bool Device = AddrSpace == 1 || AddrSpace == 2;
  if (!Device && AddrSpace != 3)
    return !AM.BaseOffs && (AM.Scale == 0 || (AM.Scale == 1 && !AM.HasBaseReg));
  // Elements of at most 4 bytes; wider values are 32-bit components.
  uint64_t Bytes = Ty->isSized() ? DL.getTypeStoreSize(Ty).getFixedValue() : 4;
  uint64_t Element = std::min<uint64_t>(Bytes ? Bytes : 1, 4);
  if (!isPowerOf2_64(Element))
    return false;
  if (AM.Scale == 0)
    return AM.BaseOffs % int64_t(Element) == 0 &&
           isInt<16>(AM.BaseOffs / int64_t(Element));
  if (AM.BaseOffs || !AM.HasBaseReg || AM.Scale < 0 ||
      !isPowerOf2_64(uint64_t(AM.Scale)) || uint64_t(AM.Scale) < Element)
    return false;
  unsigned Shift = Log2_64(uint64_t(AM.Scale) / Element);
  return Device ? Shift <= 3 : Shift == 0;
}

void AppleGPUTargetLowering::computeKnownBitsForTargetNode(
    const SDValue Op, KnownBits &Known, const APInt &, const SelectionDAG &,
    unsigned) const {
  Known.resetAll();
  if (Op.getOpcode() != AppleGPUISD::MFSR)
    return;
  // AGX2.xml's enum sr: threads_per_threadgroup_* (4-6) is at most 1024,
  // thread_in_threadgroup_* and thread_index_in_threadgroup (48-51) below
  // 1024, thread_index_in_simdgroup and simdgroup_index_in_threadgroup
  // (52, 53) below 32.
  unsigned Bits = 0;
  switch (Op.getConstantOperandVal(0)) {
  case 4: case 5: case 6:
    Bits = 11;
    break;
  case 48: case 49: case 50: case 51:
    Bits = 10;
    break;
  case 52: case 53:
    Bits = 5;
    break;
  default:
    return;
  }
  Known.Zero.setBitsFrom(Bits);
}

EVT AppleGPUTargetLowering::getSetCCResultType(const DataLayout &,
                                               LLVMContext &Ctx, EVT VT) const {
  if (VT.isVector())
    return EVT::getVectorVT(Ctx, MVT::i32, VT.getVectorElementCount());
  return MVT::i32;
}

static SDValue unsupported(SelectionDAG &DAG, const SDLoc &DL,
                           const Twine &What) {
  const Function &F = DAG.getMachineFunction().getFunction();
  DAG.getContext()->diagnose(
      DiagnosticInfoUnsupported(F, "applegpu: " + What, DL.getDebugLoc()));
  return SDValue();
}

namespace {
/// Where the calling convention puts values (docs/applegpu-abi.md,
/// "Calls"): arguments, and results, in the general registers from r4 up,
/// each in as many 32-bit registers as it has 32-bit words, a 64-bit value
/// at an even register, a 16-bit one in the low half of its own; at most
/// r4 to r67.
class RegisterAssignment {
public:
  static constexpr unsigned First = 4, Last = 67, Registers = Last - First + 1;

  /// The register of a value of type VT, or none when the registers are
  /// used up.
  MCRegister assign(MVT VT, const TargetRegisterInfo &TRI) {
    unsigned Bits = VT.getSizeInBits();
    unsigned Words = std::max(1u, Bits / 32);
    if (VT == MVT::i64 || VT == MVT::f64)
      Next = alignTo(Next, 2);
    if (Next + Words - 1 > Last)
      return MCRegister();
    MCRegister R(AppleGPU::R0 + Next);
    Next += Words;
    if (Bits == 16)
      return TRI.getSubReg(R, AppleGPU::lo16);
    if (Words == 1)
      return R;
    const TargetRegisterClass *RC =
        VT == MVT::i64 || VT == MVT::f64 ? &AppleGPU::GPR64RegClass
        : Words == 3                     ? &AppleGPU::GPR96RegClass
        : Words == 4                     ? &AppleGPU::GPR128RegClass
        : Words == 5                     ? &AppleGPU::GPR160RegClass
        : Words == 6                     ? &AppleGPU::GPR192RegClass
                                         : &AppleGPU::GPR224RegClass;
    return TRI.getMatchingSuperReg(R, AppleGPU::sub0, RC);
  }

private:
  unsigned Next = First;
};
} // namespace

SDValue AppleGPUTargetLowering::LowerFormalArguments(
    SDValue Chain, CallingConv::ID, bool IsVarArg,
    const SmallVectorImpl<ISD::InputArg> &Ins, const SDLoc &DL,
    SelectionDAG &DAG, SmallVectorImpl<SDValue> &InVals) const {
  MachineFunction &MF = DAG.getMachineFunction();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  if (metalnt::lower::isCallableFunction(MF.getFunction())) {
    // The return address, kept for `ret` (calls the function makes write
    // r1 again).
    MF.addLiveIn(AppleGPU::R1, &AppleGPU::GPR32RegClass);
    RegisterAssignment Assign;
    for (const ISD::InputArg &In : Ins) {
      MCRegister Reg = IsVarArg ? MCRegister() : Assign.assign(In.VT, *TRI);
      if (!Reg) {
        unsupported(DAG, DL,
                    IsVarArg ? Twine("variadic functions")
                             : "a function with more than " +
                                   Twine(RegisterAssignment::Registers) +
                                   " registers of parameters");
        InVals.push_back(DAG.getUNDEF(In.VT));
        continue;
      }
      Register V = MF.addLiveIn(Reg, TRI->getMinimalPhysRegClass(Reg, In.VT));
      InVals.push_back(DAG.getCopyFromReg(Chain, DL, V, In.VT));
    }
    return Chain;
  }
  for (const ISD::InputArg &In : Ins) {
    // Parameter p lives at u(2p): a 64-bit one in the pair u(2p):u(2p+1),
    // a 32-bit one in u(2p) (docs/applegpu-abi.md).
    unsigned ArgNo = In.getOrigArgIndex();
    if ((In.VT != MVT::i64 && In.VT != MVT::i32) || IsVarArg || ArgNo >= 128) {
      unsupported(DAG, DL,
                  "kernel argument " + Twine(ArgNo) +
                      " is not a device or constant pointer");
      InVals.push_back(DAG.getUNDEF(In.VT));
      continue;
    }
    MCRegister Reg(AppleGPU::U0 + 2 * ArgNo);
    if (In.VT == MVT::i64)
      Reg = TRI->getMatchingSuperReg(Reg, AppleGPU::sub0,
                                     &AppleGPU::UGPR64RegClass);
    InVals.push_back(DAG.getCopyFromReg(Chain, DL, Reg, In.VT));
  }
  return Chain;
}

SDValue AppleGPUTargetLowering::LowerReturn(
    SDValue Chain, CallingConv::ID, bool,
    const SmallVectorImpl<ISD::OutputArg> &Outs,
    const SmallVectorImpl<SDValue> &OutVals, const SDLoc &DL,
    SelectionDAG &DAG) const {
  MachineFunction &MF = DAG.getMachineFunction();
  if (!metalnt::lower::isCallableFunction(MF.getFunction())) {
    if (!Outs.empty())
      unsupported(DAG, DL, "kernels return nothing");
    return DAG.getNode(AppleGPUISD::RET, DL, MVT::Other, Chain);
  }
  // The results in the parameters' registers, the return address back in
  // r1, then ret r1.
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  Register LR = MF.getRegInfo().getLiveInVirtReg(AppleGPU::R1);
  SDValue Address = DAG.getCopyFromReg(Chain, DL, LR, MVT::i32);
  Chain = Address.getValue(1);
  RegisterAssignment Assign;
  SDValue Glue;
  SmallVector<SDValue, 8> Ops{Chain};
  for (unsigned I = 0; I != Outs.size(); ++I) {
    MCRegister Reg = Assign.assign(Outs[I].VT, *TRI);
    if (!Reg) {
      unsupported(DAG, DL, "a function returning more than " +
                               Twine(RegisterAssignment::Registers) + " registers of results");
      break;
    }
    Chain = DAG.getCopyToReg(Chain, DL, Reg, OutVals[I], Glue);
    Glue = Chain.getValue(1);
    Ops.push_back(DAG.getRegister(Reg, Outs[I].VT));
  }
  Chain = DAG.getCopyToReg(Chain, DL, AppleGPU::R1, Address, Glue);
  Glue = Chain.getValue(1);
  Ops[0] = Chain;
  Ops.push_back(DAG.getRegister(AppleGPU::R1, MVT::i32));
  Ops.push_back(Glue);
  return DAG.getNode(AppleGPUISD::RETURN, DL, MVT::Other, Ops);
}

/// A call to a function (docs/applegpu-abi.md, "Calls"): the arguments in
/// r4 up, the call between the call frame pseudos, the results from r4 up.
static SDValue lowerFunctionCall(TargetLowering::CallLoweringInfo &CLI,
                                 SmallVectorImpl<SDValue> &InVals) {
  SelectionDAG &DAG = CLI.DAG;
  const SDLoc &DL = CLI.DL;
  MachineFunction &MF = DAG.getMachineFunction();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  auto Fail = [&](const Twine &Why) {
    unsupported(DAG, DL, Why);
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  };
  SDValue Callee;
  if (auto *G = dyn_cast<GlobalAddressSDNode>(CLI.Callee))
    Callee = DAG.getTargetGlobalAddress(G->getGlobal(), DL, MVT::i64);
  else if (auto *S = dyn_cast<ExternalSymbolSDNode>(CLI.Callee))
    Callee = DAG.getTargetExternalSymbol(S->getSymbol(), MVT::i64);
  else if (CLI.Callee.getValueType() == MVT::i32)
    Callee = CLI.Callee; // a code address, the same in every active lane
                         // (lower::makeIndirectCallsUniform): call_reg
  else
    return Fail("a call through a function pointer of this type");
  if (CLI.IsVarArg)
    return Fail("calls to variadic functions");
  const unsigned Limit = RegisterAssignment::Registers;
  SmallVector<std::pair<MCRegister, SDValue>, 8> Args;
  RegisterAssignment ArgRegs;
  for (unsigned I = 0; I != CLI.Outs.size(); ++I) {
    MCRegister Reg = ArgRegs.assign(CLI.Outs[I].VT, *TRI);
    if (!Reg)
      return Fail("a call passing more than " + Twine(Limit) + " registers of arguments");
    Args.push_back({Reg, CLI.OutVals[I]});
  }
  SmallVector<MCRegister, 8> Results;
  RegisterAssignment ResultRegs;
  for (const ISD::InputArg &In : CLI.Ins) {
    MCRegister Reg = ResultRegs.assign(In.VT, *TRI);
    if (!Reg)
      return Fail("a call returning more than " + Twine(Limit) + " registers of results");
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
  Ops.push_back(DAG.getRegisterMask(
      TRI->getCallPreservedMask(MF, CLI.CallConv)));
  if (Glue)
    Ops.push_back(Glue);
  Chain = DAG.getNode(AppleGPUISD::CALL, DL, {MVT::Other, MVT::Glue}, Ops);
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

SDValue AppleGPUTargetLowering::LowerCall(CallLoweringInfo &CLI,
                                          SmallVectorImpl<SDValue> &InVals) const {
  SelectionDAG &DAG = CLI.DAG;
  // The operations below are not calls: nothing ends the function here
  // (a call in tail position would otherwise leave out the stop).
  CLI.IsTailCall = false;
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
  // SIMD-group operations (the translator's lowerSIMDGroup).
  auto Imm = [&](unsigned I) {
    return DAG.getTargetConstant(CLI.OutVals[I]->getAsZExtVal(), CLI.DL, MVT::i32);
  };
  if ((Name.starts_with("applegpu.simd.") || Name.starts_with("applegpu.simd_prefix.")) &&
      CLI.OutVals.size() == 2 && isa<ConstantSDNode>(CLI.OutVals[0]) &&
      CLI.Ins.size() == 1) {
    unsigned Opc = Name.starts_with("applegpu.simd.") ? AppleGPUISD::SIMD_REDUCE
                                                      : AppleGPUISD::SIMD_PREFIX;
    InVals.push_back(DAG.getNode(Opc, CLI.DL, CLI.Ins[0].VT, CLI.OutVals[1], Imm(0)));
    return CLI.Chain;
  }
  if (Name == "applegpu.shuffle" && CLI.OutVals.size() == 3 &&
      isa<ConstantSDNode>(CLI.OutVals[2]) && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(AppleGPUISD::SHUFFLE, CLI.DL, MVT::i32,
                                 CLI.OutVals[0], CLI.OutVals[1], Imm(2)));
    return CLI.Chain;
  }
  // applegpu.dfdx/.dfdy(f32): the derivative instructions.
  if ((Name == "applegpu.dfdx" || Name == "applegpu.dfdy") && CLI.OutVals.size() == 1 &&
      CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(Name == "applegpu.dfdx" ? AppleGPUISD::DFDX : AppleGPUISD::DFDY,
                                 CLI.DL, MVT::f32, CLI.OutVals[0]));
    return CLI.Chain;
  }
  if (Name == "applegpu.ballot" && CLI.OutVals.size() == 1 && CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(AppleGPUISD::BALLOT, CLI.DL, MVT::i32, CLI.OutVals[0]));
    return CLI.Chain;
  }
  if (Name == "applegpu.barrier" && CLI.OutVals.empty() && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::BARRIER, CLI.DL, MVT::Other, CLI.Chain);
  // applegpu.uniform_store.i32/.i64 (i32 u, value): the preamble writes
  // uniform register u (docs/applegpu-abi.md).
  if (Name.starts_with("applegpu.uniform_store.") && CLI.OutVals.size() == 2 &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::UNIFORM_STORE, CLI.DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[1], Imm(0));
  // applegpu.preload (i32 r): a register the dispatch preloads, read at
  // entry (vertex functions' IDs, docs/applegpu-abi.md).
  if (Name == "applegpu.preload" && CLI.OutVals.size() == 1 &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && CLI.OutVals[0]->getAsZExtVal() < 128 &&
      CLI.Ins.size() == 1) {
    MachineFunction &MF = DAG.getMachineFunction();
    Register V = MF.addLiveIn(AppleGPU::R0 + unsigned(CLI.OutVals[0]->getAsZExtVal()),
                              &AppleGPU::GPR32RegClass);
    InVals.push_back(DAG.getCopyFromReg(DAG.getEntryNode(), CLI.DL, V, MVT::i32));
    return CLI.Chain;
  }
  // applegpu.st_var (i32 index, i32 value, i32 last): a vertex output word
  // to the UVS.
  if (Name == "applegpu.st_var" && CLI.OutVals.size() == 3 &&
      isa<ConstantSDNode>(CLI.OutVals[0]) && isa<ConstantSDNode>(CLI.OutVals[2]) &&
      CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::ST_VAR, CLI.DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[1], Imm(0), Imm(2));
  // Fragment functions (the translator's buildFragmentEntry): inputs from
  // the coefficient registers, the tile buffer, discard and depth.
  auto AllConst = [&](std::initializer_list<unsigned> Is) {
    for (unsigned I : Is)
      if (I >= CLI.OutVals.size() || !isa<ConstantSDNode>(CLI.OutVals[I]))
        return false;
    return true;
  };
  if (Name == "applegpu.iter" && CLI.OutVals.size() == 2 && AllConst({0, 1}) &&
      CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(AppleGPUISD::ITER, CLI.DL, MVT::f32, Imm(0), Imm(1)));
    return CLI.Chain;
  }
  if (Name == "applegpu.iterproj" && CLI.OutVals.size() == 3 && AllConst({0, 1, 2}) &&
      CLI.Ins.size() == 1) {
    InVals.push_back(
        DAG.getNode(AppleGPUISD::ITERPROJ, CLI.DL, MVT::f32, Imm(0), Imm(1), Imm(2)));
    return CLI.Chain;
  }
  if (Name == "applegpu.ldcf" && CLI.OutVals.size() == 1 && AllConst({0}) &&
      CLI.Ins.size() == 1) {
    InVals.push_back(DAG.getNode(AppleGPUISD::LDCF, CLI.DL, MVT::v3f32, Imm(0)));
    return CLI.Chain;
  }
  // applegpu.st_tile[.v3|.v4] and applegpu.ld_tile[.v3|.v4]: one component,
  // or a packed format's three or four.
  if (Name.starts_with("applegpu.st_tile") && CLI.OutVals.size() == 3 && AllConst({1, 2}) &&
      CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::ST_TILE, CLI.DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[0], Imm(1), Imm(2));
  if (Name.starts_with("applegpu.ld_tile") && CLI.OutVals.size() == 2 && AllConst({0, 1}) &&
      CLI.Ins.size() == 1) {
    SDValue L = DAG.getNode(AppleGPUISD::LD_TILE, CLI.DL, {CLI.Ins[0].VT, MVT::Other},
                            {CLI.Chain, Imm(0), Imm(1)});
    InVals.push_back(L);
    return L.getValue(1);
  }
  // Textures (the translator's lowerTexture; docs/applegpu-abi.md,
  // "Textures"): the heap's address from du62; smpf (texture, sampler,
  // x, y, layer, level of detail, zs, packed offsets, seven gradient
  // words; mode, kind, gather component, dimension), smpi (texture, x, y, layer, level; dimension), imgw
  // (v4i32 data, PBE, x, y, layer, level; dimension), all i32.
  if (Name == "applegpu.texture_heap" && CLI.OutVals.empty() && CLI.Ins.size() == 1) {
    const TargetRegisterInfo *TRI = DAG.getMachineFunction().getSubtarget().getRegisterInfo();
    MCRegister Reg = TRI->getMatchingSuperReg(MCRegister(AppleGPU::U0 + 2 * 31), AppleGPU::sub0,
                                              &AppleGPU::UGPR64RegClass);
    SDValue V = DAG.getCopyFromReg(CLI.Chain, CLI.DL, Reg, MVT::i64);
    InVals.push_back(V);
    return V.getValue(1);
  }
  auto Texture = [&](unsigned Opcode, ArrayRef<EVT> VTs, unsigned Operands,
                     unsigned Immediates = 0) -> SDValue {
    SmallVector<SDValue, 12> Ops{CLI.Chain};
    for (unsigned I = 0; I != Operands; ++I)
      Ops.push_back(CLI.OutVals[I]);
    for (unsigned I = 0; I != Immediates; ++I)
      Ops.push_back(Imm(Operands + I));
    SDValue N = DAG.getNode(Opcode, CLI.DL, VTs, Ops);
    if (VTs.size() == 1)
      return N;
    InVals.push_back(N);
    return N.getValue(1);
  };
  if (Name == "applegpu.texture_sample" && CLI.OutVals.size() == 19 &&
      AllConst({15, 16, 17, 18}) && CLI.Ins.size() == 1)
    return Texture(AppleGPUISD::TEX_SAMPLE, {MVT::v4i32, MVT::Other}, 15, 4);
  if (Name == "applegpu.texture_load" && CLI.OutVals.size() == 6 && AllConst({5}) &&
      CLI.Ins.size() == 1)
    return Texture(AppleGPUISD::TEX_LOAD, {MVT::v4i32, MVT::Other}, 5, 1);
  if (Name == "applegpu.image_write" && CLI.OutVals.size() == 7 && AllConst({6}) &&
      CLI.Ins.empty())
    return Texture(AppleGPUISD::IMG_WRITE, {MVT::Other}, 6, 1);
  if (Name == "applegpu.discard" && CLI.OutVals.empty() && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::DISCARD, CLI.DL, MVT::Other, CLI.Chain);
  if (Name == "applegpu.sample_mask" && CLI.OutVals.size() == 1 && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::SAMPLE_MASK, CLI.DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[0]);
  if (Name == "applegpu.zs_emit_s" && CLI.OutVals.size() == 1 && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::ZS_EMIT_S, CLI.DL, MVT::Other, CLI.Chain, CLI.OutVals[0]);
  if (Name == "applegpu.zs_emit_zs" && CLI.OutVals.size() == 2 && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::ZS_EMIT_ZS, CLI.DL, MVT::Other, CLI.Chain, CLI.OutVals[0],
                       CLI.OutVals[1]);
  if (Name == "applegpu.zs_emit" && CLI.OutVals.size() == 1 && CLI.Ins.empty())
    return DAG.getNode(AppleGPUISD::ZS_EMIT, CLI.DL, MVT::Other, CLI.Chain,
                       CLI.OutVals[0]);
  // applegpu.if / applegpu.uniform_if / applegpu.loop (i1 c): the
  // condition of the structured branch that follows, marked for
  // AppleGPULowerControlFlow.
  if ((Name == "applegpu.if" || Name == "applegpu.loop" ||
       Name == "applegpu.uniform_if") &&
      CLI.OutVals.size() == 1 && CLI.Ins.empty()) {
    unsigned Kind = unsigned(Name == "applegpu.if"           ? ControlFlowKind::If
                             : Name == "applegpu.uniform_if" ? ControlFlowKind::UniformIf
                                                             : ControlFlowKind::Loop);
    SDValue C = DAG.getZExtOrTrunc(CLI.OutVals[0], CLI.DL, MVT::i32);
    return DAG.getNode(AppleGPUISD::CF_COND, CLI.DL, MVT::Other, CLI.Chain, C,
                       DAG.getTargetConstant(Kind, CLI.DL, MVT::i32));
  }
  if (Name.starts_with("applegpu.")) {
    unsupported(DAG, CLI.DL, "no instruction for " + Name);
    for (const ISD::InputArg &In : CLI.Ins)
      InVals.push_back(DAG.getUNDEF(In.VT));
    return CLI.Chain;
  }
  return lowerFunctionCall(CLI, InVals);
}

static bool isGradientTuple(EVT VT) {
  return VT.isSimple() && is_contained(GradientVTs, VT.getSimpleVT());
}

SDValue AppleGPUTargetLowering::LowerOperation(SDValue Op,
                                               SelectionDAG &DAG) const {
  SDLoc DL(Op);
  SDNodeFlags Flags = Op->getFlags();
  switch (Op.getOpcode()) {
  case ISD::GlobalAddress: {
    // A callable function's constexpr sampler (AppleGPULowering::
    // RelocatedSamplers): its index, the offset from metalnt.sampler_states,
    // relocated; nothing else is an address in the code.
    auto *G = cast<GlobalAddressSDNode>(Op);
    if (G->getGlobal()->getName() != metalnt::gpumacho::SamplerStatesName) {
      unsupported(DAG, DL, "the address of '" + G->getGlobal()->getName() + "'");
      return DAG.getUNDEF(MVT::i64);
    }
    SDValue Lo(DAG.getMachineNode(AppleGPU::CG_MOV_SAMPLER, DL, MVT::i32,
                                  DAG.getTargetGlobalAddress(G->getGlobal(), DL, MVT::i32,
                                                             G->getOffset())),
               0);
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, Lo, DAG.getConstant(0, DL, MVT::i32));
  }
  case ISD::FP_TO_BF16:
    return metalnt::lowerFPToBF16(Op, DAG);
  case ISD::FCOPYSIGN:
    return metalnt::lowerFCopySign(Op, DAG);
  case ISD::FROUNDEVEN:
    return DAG.getNode(ISD::FRINT, DL, Op.getValueType(), Op.getOperand(0), Flags);
  case ISD::LOAD: {
    // A private vector: element by element (the stack's register-index
    // forms take one element).
    auto *LD = cast<LoadSDNode>(Op);
    if (LD->getAddressSpace() != 0 && !isGradientTuple(LD->getMemoryVT()))
      return SDValue();
    auto [V, Chain] = scalarizeVectorLoad(LD, DAG);
    return DAG.getMergeValues({V, Chain}, DL);
  }
  case ISD::STORE: {
    auto *ST = cast<StoreSDNode>(Op);
    if (ST->getAddressSpace() != 0 && !isGradientTuple(ST->getMemoryVT()))
      return SDValue();
    return scalarizeVectorStore(ST, DAG);
  }
  case ISD::EXTRACT_VECTOR_ELT: {
    // A constant index is a sub-register; a variable one selects.
    SDValue V = Op.getOperand(0), Idx = Op.getOperand(1);
    if (isa<ConstantSDNode>(Idx))
      return Op;
    EVT EltVT = Op.getValueType();
    unsigned N = V.getValueType().getVectorNumElements();
    SDValue R = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, V,
                            DAG.getVectorIdxConstant(0, DL));
    for (unsigned I = 1; I != N; ++I) {
      SDValue E = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, V,
                              DAG.getVectorIdxConstant(I, DL));
      SDValue Is = DAG.getSetCC(DL, MVT::i32, Idx,
                                DAG.getConstant(I, DL, Idx.getValueType()), ISD::SETEQ);
      R = DAG.getSelect(DL, EltVT, Is, E, R);
    }
    return R;
  }
  case ISD::INSERT_VECTOR_ELT: {
    SDValue V = Op.getOperand(0), X = Op.getOperand(1), Idx = Op.getOperand(2);
    EVT VT = Op.getValueType(), EltVT = VT.getVectorElementType();
    SmallVector<SDValue, 4> Elts;
    for (unsigned I = 0, N = VT.getVectorNumElements(); I != N; ++I) {
      SDValue E = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, DL, EltVT, V,
                              DAG.getVectorIdxConstant(I, DL));
      if (auto *C = dyn_cast<ConstantSDNode>(Idx)) {
        Elts.push_back(C->getZExtValue() == I ? X : E);
        continue;
      }
      SDValue Is = DAG.getSetCC(DL, MVT::i32, Idx,
                                DAG.getConstant(I, DL, Idx.getValueType()), ISD::SETEQ);
      Elts.push_back(DAG.getSelect(DL, EltVT, Is, X, E));
    }
    return DAG.getBuildVector(VT, DL, Elts);
  }
  case ISD::BITCAST: {
    // (f16 (bitcast i16 x)), x promoted to i32 by type legalization.
    if (Op.getValueType() == MVT::f16)
      return DAG.getNode(AppleGPUISD::BITS_HALF, DL, MVT::f16,
                         DAG.getNode(ISD::ANY_EXTEND, DL, MVT::i32, Op.getOperand(0)));
    // Between the integer and float forms of one register tuple: the same
    // registers. Any other vector cast is LLVM's expansion.
    EVT From = Op.getOperand(0).getValueType(), To = Op.getValueType();
    if (From.isVector() && To.isVector() &&
        From.getVectorNumElements() == To.getVectorNumElements() &&
        From.getScalarSizeInBits() == 32 && To.getScalarSizeInBits() == 32)
      return Op;
    if (To.isVector() || From.isVector())
      return SDValue();
    break;
  }
  case ISD::SETCC: {
    // a ? b on 64 bits: == and != on both halves; an ordering compares the
    // high halves, or the low halves unsigned where the high ones are equal.
    SDValue A = Op.getOperand(0), B = Op.getOperand(1);
    ISD::CondCode CC = cast<CondCodeSDNode>(Op.getOperand(2))->get();
    SDValue ALo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, A);
    SDValue BLo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, B);
    SDValue AHi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, A);
    SDValue BHi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, B);
    if (CC == ISD::SETEQ || CC == ISD::SETNE) {
      SDValue Diff = DAG.getNode(ISD::OR, DL, MVT::i32,
                                 DAG.getNode(ISD::XOR, DL, MVT::i32, ALo, BLo),
                                 DAG.getNode(ISD::XOR, DL, MVT::i32, AHi, BHi));
      return DAG.getSetCC(DL, MVT::i32, Diff, DAG.getConstant(0, DL, MVT::i32), CC);
    }
    ISD::CondCode LoCC = CC;
    switch (CC) {
    case ISD::SETLT: LoCC = ISD::SETULT; break;
    case ISD::SETLE: LoCC = ISD::SETULE; break;
    case ISD::SETGT: LoCC = ISD::SETUGT; break;
    case ISD::SETGE: LoCC = ISD::SETUGE; break;
    default: break;
    }
    SDValue HiEq = DAG.getSetCC(DL, MVT::i32, AHi, BHi, ISD::SETEQ);
    return DAG.getSelect(DL, MVT::i32, HiEq, DAG.getSetCC(DL, MVT::i32, ALo, BLo, LoCC),
                         DAG.getSetCC(DL, MVT::i32, AHi, BHi, CC));
  }
  case ISD::MUL: {
    // Products of extended 32-bit values are imul's own (patterns).
    auto Extended = [](SDValue V, unsigned Ext) {
      return V.getOpcode() == Ext && V.getOperand(0).getValueType() == MVT::i32;
    };
    SDValue A = Op.getOperand(0), B = Op.getOperand(1);
    for (unsigned Ext : {ISD::ZERO_EXTEND, ISD::SIGN_EXTEND})
      if (Extended(A, Ext) && Extended(B, Ext))
        return Op;
    if (auto *C = dyn_cast<ConstantSDNode>(B))
      if (Extended(A, ISD::ZERO_EXTEND) && isUInt<32>(C->getZExtValue()))
        return Op;
    // a b mod 2^64 = alo blo + ((alo bhi + ahi blo) << 32), the first
    // product a target node the combiner cannot turn back into this MUL;
    // the cross products vanish where the high halves are known zero.
    SDValue ALo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, A);
    SDValue BLo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, B);
    SDValue Low = DAG.getNode(AppleGPUISD::UMUL64, DL, MVT::i64, ALo, BLo);
    SDValue Hi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, Low);
    auto HighZero = [&](SDValue V) {
      return DAG.computeKnownBits(V).countMinLeadingZeros() >= 32;
    };
    if (!HighZero(A) || !HighZero(B)) {
      SDValue AHi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, A);
      SDValue BHi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, B);
      SDValue Cross = DAG.getNode(ISD::ADD, DL, MVT::i32,
                                  DAG.getNode(ISD::MUL, DL, MVT::i32, ALo, BHi),
                                  DAG.getNode(ISD::MUL, DL, MVT::i32, AHi, BLo));
      Hi = DAG.getNode(ISD::ADD, DL, MVT::i32, Hi, Cross);
    }
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64,
                       DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, Low), Hi);
  }
  case ISD::SHL:
  case ISD::SRL:
  case ISD::SRA: {
    // Left shifts by 1 to 4 are iadd's (selected with the surrounding
    // address arithmetic); others are built from 32-bit shifts of the
    // halves (TargetLowering::expandShiftParts).
    if (auto *C = dyn_cast<ConstantSDNode>(Op.getOperand(1)))
      if (Op.getOpcode() == ISD::SHL && C->getZExtValue() >= 1 &&
          C->getZExtValue() <= 4)
        return Op; // legal as it is
    SDValue X = Op.getOperand(0);
    SDValue Lo = DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, X);
    SDValue Hi = DAG.getNode(AppleGPUISD::HI32, DL, MVT::i32, X);
    SDValue Amount = DAG.getZExtOrTrunc(Op.getOperand(1), DL, MVT::i32);
    unsigned Parts = Op.getOpcode() == ISD::SHL   ? ISD::SHL_PARTS
                     : Op.getOpcode() == ISD::SRL ? ISD::SRL_PARTS
                                                  : ISD::SRA_PARTS;
    SDValue P = DAG.getNode(Parts, DL, DAG.getVTList(MVT::i32, MVT::i32), Lo, Hi,
                            Amount);
    SDValue RLo, RHi;
    expandShiftParts(P.getNode(), RLo, RHi, DAG);
    return DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i64, RLo, RHi);
  }
  case ISD::UINT_TO_FP:
  case ISD::SINT_TO_FP: {
    SDValue X = Op.getOperand(0);
    bool Fits = Op.getOpcode() == ISD::UINT_TO_FP
                    ? DAG.computeKnownBits(X).countMinLeadingZeros() >= 32
                    : DAG.ComputeNumSignBits(X) > 32;
    if (!Fits)
      return SDValue(); // LLVM's expansion
    return DAG.getNode(Op.getOpcode(), DL, Op.getValueType(),
                       DAG.getNode(ISD::TRUNCATE, DL, MVT::i32, X), Flags);
  }
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

void AppleGPUTargetLowering::ReplaceNodeResults(SDNode *N,
                                                SmallVectorImpl<SDValue> &Results,
                                                SelectionDAG &DAG) const {
  SDLoc DL(N);
  // (i16 (bitcast f16 x)), the i16 result promoted to i32.
  if (N->getOpcode() == ISD::BITCAST && N->getValueType(0) == MVT::i16 &&
      N->getOperand(0).getValueType() == MVT::f16) {
    SDValue Bits = DAG.getNode(AppleGPUISD::HALF_BITS, DL, MVT::i32, N->getOperand(0));
    Results.push_back(DAG.getNode(ISD::TRUNCATE, DL, MVT::i16, Bits));
  }
}
