//===- AppleGPUInstrInfo.td - Code generation for G13 ------*- tablegen -*-===//
//
// Codegen-level instructions: typed register and immediate operands and
// selection patterns. They are never encoded themselves: after register
// allocation AppleGPUMCInstLower makes each one's MC instructions by the
// field bindings of AppleGPUMCLowering.td, and the instruction model
// (AppleGPUISA, the one model of the encoding) chooses each operand's
// encoding, as AMDGPU lowers its pseudos to real MC instructions.
//
//===----------------------------------------------------------------------===//

// 64-bit values live in even-aligned pairs (Mesa's agx_size_align_16; its
// packer asserts the alignment).
def GPR64A : RegisterClass<"AppleGPU", [i64, f64], 32,
                           (add (decimate GPR64Tuples, 2))>;
// Sources that may also be uniform registers, which the dispatch writes
// and the code only reads (AppleGPUFoldUniforms puts them there): ALU
// sources of 16 and 32 bits, not 64 ([M] agx_lower_uniform_sources.c), and
// the base of a threadgroup access (AGX2.xml localmembase).
def GPR32U : RegisterClass<"AppleGPU", [i32, f32], 32, (add GPR32, UGPR32)>;
def GPR16U : RegisterClass<"AppleGPU", [i16, f16], 16, (add GPR16, UGPR16)>;

//===----------------------------------------------------------------------===//
// Target nodes
//===----------------------------------------------------------------------===//

def AGXret : SDNode<"AppleGPUISD::RET", SDTNone,
                    [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
// A special register: get_sr (mov rN, <sr>).
def AGXmfsr : SDNode<"AppleGPUISD::MFSR", SDTypeProfile<1, 1, [SDTCisVT<0, i32>,
                                                              SDTCisVT<1, i32>]>>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// Immediate sources are 8 bits (Mesa agx_pack.c, "imm8"); larger constants
// are loaded with ldimm.
def imm8 : ImmLeaf<i32, [{ return isUInt<8>(Imm); }]>;
def shift1to4 : ImmLeaf<i32, [{ return Imm >= 1 && Imm <= 4; }]>;
def fpimm_bits : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue(), SDLoc(N), MVT::i32);
}]>;

//===----------------------------------------------------------------------===//
// Instructions and how each is lowered
//===----------------------------------------------------------------------===//

class AGXCodeGen<dag outs, dag ins, list<dag> pattern> : Instruction {
  let Namespace = "AppleGPU";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
  let isCodeGenOnly = 1;
  let AsmString = "";
  let Size = 12; // the longest G13 instruction
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  // Asynchronous: the destination is written when `wait` on its slot says
  // so (AppleGPUInsertWaits; AppleGPUII::IsAsync).
  bit IsAsync = 0;
  let TSFlags{0} = IsAsync;
  // A device load (AppleGPUII::IsDeviceLoad; the jmp_none heuristic's
  // expensive instruction).
  bit IsDeviceLoad = 0;
  let TSFlags{1} = IsDeviceLoad;
}

let isAsCheapAsAMove = 1, isReMaterializable = 1 in
def CG_MOV_IMM32 : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$imm),
                           [(set i32:$d, imm:$imm)]>;
// A callable function's constexpr sampler: ldimm of its index in the
// function's list (the global address's offset), with a relocation
// against metalnt.sampler_states (AppleGPUAsmPrinter).
let isAsCheapAsAMove = 1, isReMaterializable = 1 in
def CG_MOV_SAMPLER : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$sym), []>;
def : Pat<(f32 fpimm:$imm), (CG_MOV_IMM32 (fpimm_bits $imm))>;
def imm_lo32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() & 0xFFFFFFFF, SDLoc(N), MVT::i32);
}]>;
def imm_hi32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() >> 32, SDLoc(N), MVT::i32);
}]>;
def : Pat<(i64 imm:$imm),
          (REG_SEQUENCE GPR64A, (CG_MOV_IMM32 (imm_lo32 $imm)), sub0,
                                (CG_MOV_IMM32 (imm_hi32 $imm)), sub1)>;
def CG_MOV32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$a), []>;
def CG_MOV32_UNIFORM : AGXCodeGen<(outs GPR32:$d), (ins UGPR32:$a), []>;
def CG_MFSR : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$sr),
                      [(set i32:$d, (AGXmfsr timm:$sr))]>;

// Integer arithmetic [A]: iadd, isub, imul, imadd.
def CG_IADD32rr : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                          [(set i32:$d, (add i32:$a, i32:$b))]>;
def CG_IADD32ri : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, i32imm:$b),
                          [(set i32:$d, (add i32:$a, imm8:$b))]>;
// a + (b << s) in one iadd [A] (l.1250), as threadgroup addresses are.
def CG_IADD32rrs : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b, i32imm:$s),
                           [(set i32:$d, (add i32:$a, (shl i32:$b, shift1to4:$s)))]>;
def CG_ISUB32rr : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                          [(set i32:$d, (sub i32:$a, i32:$b))]>;
def CG_ISUB32ir : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$a, GPR32U:$b),
                          [(set i32:$d, (sub imm8:$a, i32:$b))]>;
def CG_IMUL32rr : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                          [(set i32:$d, (mul i32:$a, i32:$b))]>;
def CG_IMADD32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b, GPR32U:$c),
                         [(set i32:$d, (add (mul i32:$a, i32:$b), i32:$c))]>;

// 64-bit address arithmetic: iadd with a 64-bit destination and a 32-bit
// index zero- or sign-extended and shifted left by up to 4 [A] (l.1250).
def CG_IADD64rr : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR64A:$b),
                          [(set i64:$d, (add i64:$a, i64:$b))]>;
def CG_IADD64rr_zx : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR32U:$b),
                             [(set i64:$d, (add i64:$a, (i64 (zext i32:$b))))]>;
def CG_IADD64rr_sx : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR32U:$b),
                             [(set i64:$d, (add i64:$a, (i64 (sext i32:$b))))]>;
def CG_IADD64rr_zxs : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR32U:$b, i32imm:$s),
                              [(set i64:$d, (add i64:$a, (shl (i64 (zext i32:$b)), shift1to4:$s)))]>;
def CG_IADD64rr_sxs : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR32U:$b, i32imm:$s),
                              [(set i64:$d, (add i64:$a, (shl (i64 (sext i32:$b)), shift1to4:$s)))]>;
def CG_SHL64 : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, i32imm:$s),
                         [(set i64:$d, (shl i64:$a, shift1to4:$s))]>;
def CG_SHL64_zx : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a, i32imm:$s),
                             [(set i64:$d, (shl (i64 (zext i32:$a)), shift1to4:$s))]>;
def CG_SHL64_sx : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a, i32imm:$s),
                             [(set i64:$d, (shl (i64 (sext i32:$a)), shift1to4:$s))]>;
// 64-bit products of 32-bit values (address arithmetic): imul with a
// 64-bit destination keeps the whole product [A] (imadd, l.1330).
def CG_IMUL64_zx : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a, GPR32U:$b),
                              [(set i64:$d, (mul (i64 (zext i32:$a)), (i64 (zext i32:$b))))]>;
def CG_IMUL64_sx : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a, GPR32U:$b),
                              [(set i64:$d, (mul (i64 (sext i32:$a)), (i64 (sext i32:$b))))]>;
def AGXumul64 : SDNode<"AppleGPUISD::UMUL64", SDTypeProfile<1, 2, [SDTCisVT<0, i64>,
                                                                 SDTCisVT<1, i32>,
                                                                 SDTCisVT<2, i32>]>>;
def : Pat<(i64 (AGXumul64 i32:$a, i32:$b)), (CG_IMUL64_zx $a, $b)>;
def u32imm64 : ImmLeaf<i64, [{ return isUInt<32>(Imm); }]>;
def : Pat<(mul (i64 (zext i32:$a)), u32imm64:$c),
          (CG_IMUL64_zx $a, (CG_MOV_IMM32 (imm_lo32 $c)))>;
def CG_ZEXT64 : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a),
                        [(set i64:$d, (zext i32:$a))]>;
def CG_SEXT64 : AGXCodeGen<(outs GPR64A:$d), (ins GPR32U:$a),
                        [(set i64:$d, (sext i32:$a))]>;
def : Pat<(i64 (anyext i32:$a)), (CG_ZEXT64 $a)>;
def : Pat<(i32 (trunc i64:$a)), (EXTRACT_SUBREG $a, sub0)>;
def AGXhi32 : SDNode<"AppleGPUISD::HI32", SDTypeProfile<1, 1, [SDTCisVT<0, i32>,
                                                              SDTCisVT<1, i64>]>>;
def : Pat<(i32 (AGXhi32 i64:$a)), (EXTRACT_SUBREG $a, sub1)>;
def build_pair : SDNode<"ISD::BUILD_PAIR", SDTypeProfile<1, 2, [SDTCisVT<0, i64>,
                                                                SDTCisVT<1, i32>,
                                                                SDTCisVT<2, i32>]>>;
def : Pat<(i64 (build_pair i32:$lo, i32:$hi)),
          (REG_SEQUENCE GPR64A, $lo, sub0, $hi, sub1)>;

// Bitwise operations and shifts [A] (bitop, shl/shr).
multiclass AGXBitOp<SDNode node> {
  def rr : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                      [(set i32:$d, (node i32:$a, i32:$b))]>;
  def ri : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, i32imm:$b),
                      [(set i32:$d, (node i32:$a, imm8:$b))]>;
}
defm CG_AND32 : AGXBitOp<and>;
defm CG_OR32 : AGXBitOp<or>;
defm CG_XOR32 : AGXBitOp<xor>;
// 64-bit bitwise operations on the two halves; an `or` of disjoint bits (an
// aligned base plus a small offset, as LLVM writes such sums) is an iadd.
foreach Op = [[and, CG_AND32rr], [or, CG_OR32rr], [xor, CG_XOR32rr]] in
def : Pat<(!cast<SDNode>(Op[0]) i64:$a, i64:$b),
          (REG_SEQUENCE GPR64A,
             (!cast<Instruction>(Op[1]) (i32 (EXTRACT_SUBREG $a, sub0)),
                                        (i32 (EXTRACT_SUBREG $b, sub0))), sub0,
             (!cast<Instruction>(Op[1]) (i32 (EXTRACT_SUBREG $a, sub1)),
                                        (i32 (EXTRACT_SUBREG $b, sub1))), sub1)>;
def : Pat<(or_disjoint i64:$a, i64:$b), (CG_IADD64rr $a, $b)>;
def CG_ISUB64rr : AGXCodeGen<(outs GPR64A:$d), (ins GPR64A:$a, GPR64A:$b),
                          [(set i64:$d, (sub i64:$a, i64:$b))]>;
// Counting leading zeros [A] (ffs, "find first set" from the top: the index
// of the highest set bit, -1 for 0; hardware-tested there): 31 - ffs(a),
// 32 for 0 as LLVM's ctlz wants.
def CG_FFS : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a), []>;
def : Pat<(ctlz i32:$a), (CG_ISUB32ir 31, (CG_FFS $a))>;
def CG_POPCNT : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                           [(set i32:$d, (ctpop i32:$a))]>;
def CG_NOT32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                       [(set i32:$d, (not i32:$a))]>;
// Metal (and LLVM's shl/srl) take the amount modulo 32; the hardware does
// not mask it, so the selection masks it first.
multiclass AGXShift<SDNode node> {
  def rr : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b), []>;
  def ri : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, i32imm:$b),
                      [(set i32:$d, (node i32:$a, imm8:$b))]>;
  def : Pat<(node i32:$a, i32:$b),
            (!cast<Instruction>(NAME # "rr") $a, (CG_AND32ri $b, 31))>;
}
defm CG_SHL32 : AGXShift<shl>;
defm CG_SHR32 : AGXShift<srl>;
// An arithmetic shift from logical ones: with m = -(x >> 31) (all ones for
// a negative x), x >>s s = ((x ^ m) >> s) ^ m.
def : Pat<(sra i32:$x, i32:$s),
          (CG_XOR32rr (CG_SHR32rr (CG_XOR32rr $x, (CG_ISUB32ir 0, (CG_SHR32ri $x, 31))),
                                  (CG_AND32ri $s, 31)),
                      (CG_ISUB32ir 0, (CG_SHR32ri $x, 31)))>;
def : Pat<(sra i32:$x, imm8:$s),
          (CG_XOR32rr (CG_SHR32ri (CG_XOR32rr $x, (CG_ISUB32ir 0, (CG_SHR32ri $x, 31))),
                                  imm8:$s),
                      (CG_ISUB32ir 0, (CG_SHR32ri $x, 31)))>;

// Floating point [A] (fadd = fma(a, 1, b), fmul = fma(a, b, +0)).
def CG_FADD32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                        [(set f32:$d, (fadd f32:$a, f32:$b))]>;
def CG_FSUB32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                        [(set f32:$d, (fsub f32:$a, f32:$b))]>;
// fmul is fma(a, b, +0) [A] (fma.py): (-x) * 0 gives +0. That is allowed
// where the IR does not care about the sign of zero (nsz, as Metal's default
// fast math says); otherwise the product is fma(a, b, -0), exact IEEE.
def fmul_nsz : PatFrag<(ops node:$a, node:$b), (fmul node:$a, node:$b), [{
  return N->getFlags().hasNoSignedZeros();
}]>;
let AddedComplexity = 1 in
def CG_FMUL32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                           [(set f32:$d, (fmul_nsz f32:$a, f32:$b))]>;
def CG_FMUL32_IEEE : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b),
                                [(set f32:$d, (fmul f32:$a, f32:$b))]>;
def CG_FFMA32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a, GPR32U:$b, GPR32U:$c),
                        [(set f32:$d, (fma f32:$a, f32:$b, f32:$c))]>;
def CG_FABS32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                        [(set f32:$d, (fabs f32:$a))]>;
// -x is (-x) + (-0.0): exact, and -0 stays -0, +0 becomes -0.
def CG_FNEG32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                           [(set f32:$d, (fneg f32:$a))]>;

// The special-function unit [A] (rcp, rsqrt, exp2, log2; floor, ceil,
// trunc, rint): used where the IR allows approximations (afn / arcp, as
// Metal's default fast math sets); precise forms are not selected.
def fdiv_arcp : PatFrag<(ops node:$a, node:$b), (fdiv node:$a, node:$b), [{
  return N->getFlags().hasAllowReciprocal();
}]>;
class AGXApprox<SDPatternOperator op> : PatFrag<(ops node:$a), (op node:$a), [{
  return N->getFlags().hasApproximateFuncs();
}]>;
foreach Op = ["rcp", "rsqrt", "exp2", "log2", "floor", "ceil", "trunc", "rint"] in
  def CG_ # !toupper(Op) : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a), []>;
def : Pat<(fdiv_arcp f32:$a, f32:$b), (CG_FMUL32 $a, (CG_RCP $b))>;
def : Pat<(AGXApprox<fsqrt> f32:$a), (CG_RCP (CG_RSQRT $a))>;
// 1 / x and 1 / sqrt(x) are one instruction each.
def fpimm_one : FPImmLeaf<f32, [{ return Imm.isExactlyValue(1.0); }]>;
let AddedComplexity = 2 in {
def : Pat<(fdiv_arcp fpimm_one, f32:$b), (CG_RCP $b)>;
def : Pat<(fdiv_arcp fpimm_one, (AGXApprox<fsqrt> f32:$a)), (CG_RSQRT $a)>;
}
def : Pat<(AGXApprox<fexp2> f32:$a), (CG_EXP2 $a)>;
def : Pat<(AGXApprox<flog2> f32:$a), (CG_LOG2 $a)>;
// e^x and ln x become exp2 and log2 in AppleGPUTargetLowering.
def : Pat<(ffloor f32:$a), (CG_FLOOR $a)>;
def : Pat<(fceil f32:$a), (CG_CEIL $a)>;
def : Pat<(ftrunc f32:$a), (CG_TRUNC $a)>;
def : Pat<(frint f32:$a), (CG_RINT $a)>;

// Derivatives within the quad (MSL dfdx/dfdy; Mesa's agx_compile.c emits
// these for NIR's fddx/fddy).
def AGXdfdx : SDNode<"AppleGPUISD::DFDX", SDTFPUnaryOp>;
def AGXdfdy : SDNode<"AppleGPUISD::DFDY", SDTFPUnaryOp>;
def CG_DFDX : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$a), [(set f32:$d, (AGXdfdx f32:$a))]>;
def CG_DFDY : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$a), [(set f32:$d, (AGXdfdy f32:$a))]>;
def : Pat<(fnearbyint f32:$a), (CG_RINT $a)>;


// Conversions: to integers toward zero, to floats to nearest even, as Mesa
// emits them [M] (agx_compile.c).
def CG_F2U32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                       [(set i32:$d, (fp_to_uint f32:$a))]>;
def CG_F2S32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                       [(set i32:$d, (fp_to_sint f32:$a))]>;
def CG_U2F32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                       [(set f32:$d, (uint_to_fp i32:$a))]>;
def CG_S2F32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32U:$a),
                       [(set f32:$d, (sint_to_fp i32:$a))]>;

// Compare and select [A] (icmpsel/fcmpsel): d = cond(a, b) ? x : y.
// Booleans are 32-bit 0 or 1.
def CG_ICSEL : AGXCodeGen<(outs GPR32:$d),
                       (ins GPR32U:$a, GPR32U:$b, GPR32U:$x, GPR32U:$y, i32imm:$cc), []>;
def CG_FCSEL : AGXCodeGen<(outs GPR32:$d),
                       (ins GPR32U:$a, GPR32U:$b, GPR32U:$x, GPR32U:$y, i32imm:$cc), []>;
// The icond / fcond encodings of AGX2.xml. csel takes the three compares
// (eq, lt, gt; signed or unsigned; for floats also gte, lte) but not their
// inversions: an inverted compare selects the other way round.
class AGXCond<CondCode cc, int value, bit swap = 0> {
  CondCode CC = cc;
  int Code = value;
  bit Swap = swap;
}
multiclass AGXSelects<ValueType CT, Instruction CSEL, list<AGXCond> Conds> {
  foreach C = Conds in {
    def : Pat<(i32 (select (i32 (setcc CT:$a, CT:$b, C.CC)), i32:$x, i32:$y)),
              !if(C.Swap, (CSEL $a, $b, $y, $x, C.Code), (CSEL $a, $b, $x, $y, C.Code))>;
    def : Pat<(f32 (select (i32 (setcc CT:$a, CT:$b, C.CC)), f32:$x, f32:$y)),
              !if(C.Swap, (CSEL $a, $b, $y, $x, C.Code), (CSEL $a, $b, $x, $y, C.Code))>;
    def : Pat<(i32 (setcc CT:$a, CT:$b, C.CC)),
              !if(C.Swap, (CSEL $a, $b, (CG_MOV_IMM32 0), (CG_MOV_IMM32 1), C.Code),
                          (CSEL $a, $b, (CG_MOV_IMM32 1), (CG_MOV_IMM32 0), C.Code))>;
  }
}
defm : AGXSelects<i32, CG_ICSEL,
                  [AGXCond<SETEQ, 0>, AGXCond<SETNE, 0, 1>, AGXCond<SETULT, 1>,
                   AGXCond<SETUGT, 2>, AGXCond<SETUGE, 1, 1>, AGXCond<SETULE, 2, 1>,
                   AGXCond<SETLT, 5>, AGXCond<SETGT, 6>, AGXCond<SETGE, 5, 1>,
                   AGXCond<SETLE, 6, 1>]>;
// Ordered comparisons are false on NaN (eq, lt, gt, gte, lte); each
// unordered one is the inverse of an ordered one.
// The conditions that do not care about NaN (the IR's nnan) are the
// ordered ones, and != is == inverted.
defvar AGXFConds = [AGXCond<SETOEQ, 0>, AGXCond<SETOLT, 1>, AGXCond<SETOGT, 2>,
                    AGXCond<SETOGE, 5>, AGXCond<SETOLE, 6>, AGXCond<SETUNE, 0, 1>,
                    AGXCond<SETUGE, 1, 1>, AGXCond<SETULE, 2, 1>,
                    AGXCond<SETULT, 5, 1>, AGXCond<SETUGT, 6, 1>,
                    AGXCond<SETEQ, 0>, AGXCond<SETLT, 1>, AGXCond<SETGT, 2>,
                    AGXCond<SETGE, 5>, AGXCond<SETLE, 6>, AGXCond<SETNE, 0, 1>];
defm : AGXSelects<f32, CG_FCSEL, AGXFConds>;
// minNum / maxNum: ltn and gtn also pick a when b is NaN [M] (agx_compile.c
// fmin/fmax).
def : Pat<(fminnum f32:$a, f32:$b), (CG_FCSEL $a, $b, $a, $b, 3)>;
def : Pat<(fmaxnum f32:$a, f32:$b), (CG_FCSEL $a, $b, $a, $b, 7)>;
// Integer minimum and maximum: a compare and select.
def : Pat<(smax i32:$a, i32:$b), (CG_ICSEL $a, $b, $a, $b, 6)>;
def : Pat<(smin i32:$a, i32:$b), (CG_ICSEL $a, $b, $a, $b, 5)>;
def : Pat<(umax i32:$a, i32:$b), (CG_ICSEL $a, $b, $a, $b, 2)>;
def : Pat<(umin i32:$a, i32:$b), (CG_ICSEL $a, $b, $a, $b, 1)>;

// A select on a boolean: c == 0 picks y.
def : Pat<(i32 (select i32:$c, i32:$x, i32:$y)),
          (CG_ICSEL $c, (CG_MOV_IMM32 0), $y, $x, 0)>;
def : Pat<(f32 (select i32:$c, f32:$x, f32:$y)),
          (CG_ICSEL $c, (CG_MOV_IMM32 0), $y, $x, 0)>;
def : Pat<(i64 (select i32:$c, i64:$x, i64:$y)),
          (REG_SEQUENCE GPR64A,
             (CG_ICSEL $c, (CG_MOV_IMM32 0), (i32 (EXTRACT_SUBREG $y, sub0)),
                       (i32 (EXTRACT_SUBREG $x, sub0)), 0), sub0,
             (CG_ICSEL $c, (CG_MOV_IMM32 0), (i32 (EXTRACT_SUBREG $y, sub1)),
                       (i32 (EXTRACT_SUBREG $x, sub1)), 0), sub1)>;

// Device memory [A] (device_load l.4995): element i of an access is at
// base + ((ext(index) << s) + i) * size, the index a 32-bit register (zero-
// or sign-extended, s = 0-3) or a signed 16-bit immediate. Each access has
// two forms: _rr with a register index and a mode (s in bits 0-2, sign
// extension in bit 3), _ri with an immediate index. The base
// is a 64-bit register pair or a uniform pair below du128 (Mesa's
// agx_lower_uniform_sources.c; AppleGPUFoldUniforms reads buffer addresses
// from their uniforms directly). Loads are asynchronous and wait in slot a
// until AppleGPUInsertWaits puts a `wait a` before the first use.
def MemBase64 : RegisterClass<"AppleGPU", [i64, f64], 32,
                              (add GPR64A, (decimate (trunc UGPR64, 127), 2))>;
// data: a store's value operand.
multiclass AGXDeviceMem<dag outs, dag data, bit load> {
  let mayLoad = load, mayStore = !not(load), IsAsync = load, IsDeviceLoad = load in {
    def _rr : AGXCodeGen<outs, !con(data, (ins MemBase64:$base, GPR32:$idx, i32imm:$mode)), []>;
    def _ri : AGXCodeGen<outs, !con(data, (ins MemBase64:$base, i32imm:$idx, i32imm:$mode)), []>;
  }
}
defm CG_LOAD32 : AGXDeviceMem<(outs GPR32:$d), (ins), 1>;
defm CG_LOAD64 : AGXDeviceMem<(outs GPR64A:$d), (ins), 1>;
defm CG_LOAD16 : AGXDeviceMem<(outs GPR16:$d), (ins), 1>;
defm CG_LOAD8 : AGXDeviceMem<(outs GPR16:$d), (ins), 1>;
defm CG_STORE32 : AGXDeviceMem<(outs), (ins GPR32:$v), 0>;
defm CG_STORE64 : AGXDeviceMem<(outs), (ins GPR64A:$v), 0>;
defm CG_STORE16 : AGXDeviceMem<(outs), (ins GPR16:$v), 0>;
defm CG_STORE8 : AGXDeviceMem<(outs), (ins GPR16:$v), 0>;
// Vectors of four 32-bit elements, in register tuples.
defm CG_LOAD128 : AGXDeviceMem<(outs GPR128:$d), (ins), 1>;
defm CG_STORE128 : AGXDeviceMem<(outs), (ins GPR128:$v), 0>;
// And of three, in three-register tuples (mask xyz).
defm CG_LOAD96 : AGXDeviceMem<(outs GPR96:$d), (ins), 1>;
defm CG_STORE96 : AGXDeviceMem<(outs), (ins GPR96:$v), 0>;

// The address of an access of 2^L-byte elements: DevAddrRL folds base +
// (ext(index) << (L + s)) (AppleGPUDAGToDAGISel::selectDevAddrR), DevAddrIL
// base + a multiple of the element size, else the whole address is the base
// with index 0 (selectDevAddrI). A 64-bit element is two 32-bit components.
foreach L = 0...2 in {
  def DevAddrR # L : ComplexPattern<i64, 3, "selectDevAddrR<" # L # ", 3>", [], [], 10>;
  def DevAddrI # L : ComplexPattern<i64, 3, "selectDevAddrI<" # L # ">">;
}
def CG_ZEXT16 : AGXCodeGen<(outs GPR32:$d), (ins GPR16U:$a), []>;
def CG_SEXT16 : AGXCodeGen<(outs GPR32:$d), (ins GPR16U:$a), []>;
// 16- and 8-bit memory: a 16-bit register holds the element (an i8 load
// zero-extends it to 16 bits); loads extend to 32 bits by reading the
// 16-bit register as a source (zero-extended, or .sx), stores take the low
// half of a 32-bit register.
foreach F = ["R", "I"] in {
  defvar A0 = !cast<ComplexPattern>("DevAddr" # F # "0");
  defvar A1 = !cast<ComplexPattern>("DevAddr" # F # "1");
  defvar A2 = !cast<ComplexPattern>("DevAddr" # F # "2");
  defvar S = !if(!eq(F, "R"), "_rr", "_ri");
  defvar LOAD32 = !cast<Instruction>("CG_LOAD32" # S);
  defvar LOAD64 = !cast<Instruction>("CG_LOAD64" # S);
  defvar LOAD16 = !cast<Instruction>("CG_LOAD16" # S);
  defvar LOAD8 = !cast<Instruction>("CG_LOAD8" # S);
  defvar STORE32 = !cast<Instruction>("CG_STORE32" # S);
  defvar STORE64 = !cast<Instruction>("CG_STORE64" # S);
  defvar STORE16 = !cast<Instruction>("CG_STORE16" # S);
  defvar STORE8 = !cast<Instruction>("CG_STORE8" # S);
  def : Pat<(i32 (load (A2 i64:$b, i32:$i, i32:$m))), (LOAD32 $b, $i, $m)>;
  def : Pat<(f32 (load (A2 i64:$b, i32:$i, i32:$m))), (LOAD32 $b, $i, $m)>;
  def : Pat<(i32 (atomic_load_nonext_32 (A2 i64:$b, i32:$i, i32:$m))), (LOAD32 $b, $i, $m)>;
  def : Pat<(store i32:$v, (A2 i64:$b, i32:$i, i32:$m)), (STORE32 $v, $b, $i, $m)>;
  def : Pat<(store f32:$v, (A2 i64:$b, i32:$i, i32:$m)), (STORE32 $v, $b, $i, $m)>;
  def : Pat<(atomic_store_32 i32:$v, (A2 i64:$b, i32:$i, i32:$m)), (STORE32 $v, $b, $i, $m)>;
  // 64-bit elements (an i64, or two 32-bit lanes the DAG combined).
  def : Pat<(i64 (load (A2 i64:$b, i32:$i, i32:$m))), (LOAD64 $b, $i, $m)>;
  def : Pat<(store i64:$v, (A2 i64:$b, i32:$i, i32:$m)), (STORE64 $v, $b, $i, $m)>;
  foreach VT = [v4i32, v4f32] in {
    def : Pat<(VT (load (A2 i64:$b, i32:$i, i32:$m))),
              (!cast<Instruction>("CG_LOAD128" # S) $b, $i, $m)>;
    def : Pat<(store VT:$v, (A2 i64:$b, i32:$i, i32:$m)),
              (!cast<Instruction>("CG_STORE128" # S) $v, $b, $i, $m)>;
  }
  foreach VT = [v3i32, v3f32] in {
    def : Pat<(VT (load (A2 i64:$b, i32:$i, i32:$m))),
              (!cast<Instruction>("CG_LOAD96" # S) $b, $i, $m)>;
    def : Pat<(store VT:$v, (A2 i64:$b, i32:$i, i32:$m)),
              (!cast<Instruction>("CG_STORE96" # S) $v, $b, $i, $m)>;
  }
  def : Pat<(f16 (load (A1 i64:$b, i32:$i, i32:$m))), (LOAD16 $b, $i, $m)>;
  def : Pat<(i32 (zextloadi16 (A1 i64:$b, i32:$i, i32:$m))), (CG_ZEXT16 (f16 (LOAD16 $b, $i, $m)))>;
  def : Pat<(i32 (extloadi16 (A1 i64:$b, i32:$i, i32:$m))), (CG_ZEXT16 (f16 (LOAD16 $b, $i, $m)))>;
  def : Pat<(i32 (sextloadi16 (A1 i64:$b, i32:$i, i32:$m))), (CG_SEXT16 (f16 (LOAD16 $b, $i, $m)))>;
  def : Pat<(i32 (zextloadi8 (A0 i64:$b, i32:$i, i32:$m))), (CG_ZEXT16 (f16 (LOAD8 $b, $i, $m)))>;
  def : Pat<(i32 (extloadi8 (A0 i64:$b, i32:$i, i32:$m))), (CG_ZEXT16 (f16 (LOAD8 $b, $i, $m)))>;
  def : Pat<(store f16:$v, (A1 i64:$b, i32:$i, i32:$m)), (STORE16 $v, $b, $i, $m)>;
  def : Pat<(truncstorei16 i32:$v, (A1 i64:$b, i32:$i, i32:$m)),
            (STORE16 (f16 (EXTRACT_SUBREG $v, lo16)), $b, $i, $m)>;
  def : Pat<(truncstorei8 i32:$v, (A0 i64:$b, i32:$i, i32:$m)),
            (STORE8 (f16 (EXTRACT_SUBREG $v, lo16)), $b, $i, $m)>;
}

// The thread's stack, for spills (Mesa's agx_lower_spill.c): a byte offset
// (a frame index until frame lowering), 16-bit values as i16, wider ones as
// 32-bit components. Loads are asynchronous like device loads (slot a,
// waited for by AppleGPUInsertWaits). The frame is reserved at entry with
// stack_adjust, in 32-bit words (AppleGPUFrameLowering).
let mayLoad = 1, IsAsync = 1 in {
def CG_STACK_LOAD16 : AGXCodeGen<(outs GPR16:$d), (ins i32imm:$off), []>;
def CG_STACK_LOAD32 : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$off), []>;
def CG_STACK_LOAD64 : AGXCodeGen<(outs GPR64:$d), (ins i32imm:$off), []>;
def CG_STACK_LOAD96 : AGXCodeGen<(outs GPR96:$d), (ins i32imm:$off), []>;
def CG_STACK_LOAD128 : AGXCodeGen<(outs GPR128:$d), (ins i32imm:$off), []>;
}
let mayStore = 1 in {
def CG_STACK_STORE16 : AGXCodeGen<(outs), (ins GPR16:$v, i32imm:$off), []>;
def CG_STACK_STORE32 : AGXCodeGen<(outs), (ins GPR32:$v, i32imm:$off), []>;
def CG_STACK_STORE64 : AGXCodeGen<(outs), (ins GPR64:$v, i32imm:$off), []>;
def CG_STACK_STORE96 : AGXCodeGen<(outs), (ins GPR96:$v, i32imm:$off), []>;
def CG_STACK_STORE128 : AGXCodeGen<(outs), (ins GPR128:$v, i32imm:$off), []>;
}
// Private memory (allocas): 32-bit pointers are byte offsets in the stack,
// read and written with the register-index forms (Mesa's load_scratch).
class PrivateMem<SDPatternOperator op> : PatFrag<(ops node:$a), (op node:$a), [{
  return cast<MemSDNode>(N)->getAddressSpace() == 0;
}]>;
class PrivateStore<SDPatternOperator op> : PatFrag<(ops node:$v, node:$a), (op node:$v, node:$a), [{
  return cast<MemSDNode>(N)->getAddressSpace() == 0;
}]>;
let mayLoad = 1, IsAsync = 1 in {
def CG_PLOAD8 : AGXCodeGen<(outs GPR16:$d), (ins GPR32:$off), []>;
def CG_PLOAD16 : AGXCodeGen<(outs GPR16:$d), (ins GPR32:$off), []>;
def CG_PLOAD32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$off), []>;
def CG_PLOAD64 : AGXCodeGen<(outs GPR64A:$d), (ins GPR32:$off), []>;
}
let mayStore = 1 in {
def CG_PSTORE8 : AGXCodeGen<(outs), (ins GPR16:$v, GPR32:$off), []>;
def CG_PSTORE16 : AGXCodeGen<(outs), (ins GPR16:$v, GPR32:$off), []>;
def CG_PSTORE32 : AGXCodeGen<(outs), (ins GPR32:$v, GPR32:$off), []>;
def CG_PSTORE64 : AGXCodeGen<(outs), (ins GPR64A:$v, GPR32:$off), []>;
}
let isAsCheapAsAMove = 1 in
def CG_FRAME_OFFSET : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$fi), []>;

def : Pat<(i32 (PrivateMem<load> i32:$a)), (CG_PLOAD32 $a)>;
def : Pat<(f32 (PrivateMem<load> i32:$a)), (CG_PLOAD32 $a)>;
def : Pat<(i64 (PrivateMem<load> i32:$a)), (CG_PLOAD64 $a)>;
def : Pat<(f16 (PrivateMem<load> i32:$a)), (CG_PLOAD16 $a)>;
def : Pat<(i32 (PrivateMem<zextloadi16> i32:$a)), (CG_ZEXT16 (f16 (CG_PLOAD16 $a)))>;
def : Pat<(i32 (PrivateMem<extloadi16> i32:$a)), (CG_ZEXT16 (f16 (CG_PLOAD16 $a)))>;
def : Pat<(i32 (PrivateMem<sextloadi16> i32:$a)), (CG_SEXT16 (f16 (CG_PLOAD16 $a)))>;
def : Pat<(i32 (PrivateMem<zextloadi8> i32:$a)), (CG_ZEXT16 (f16 (CG_PLOAD8 $a)))>;
def : Pat<(i32 (PrivateMem<extloadi8> i32:$a)), (CG_ZEXT16 (f16 (CG_PLOAD8 $a)))>;
def : Pat<(PrivateStore<store> i32:$v, i32:$a), (CG_PSTORE32 $v, $a)>;
def : Pat<(PrivateStore<store> f32:$v, i32:$a), (CG_PSTORE32 $v, $a)>;
def : Pat<(PrivateStore<store> i64:$v, i32:$a), (CG_PSTORE64 $v, $a)>;
def : Pat<(PrivateStore<store> f16:$v, i32:$a), (CG_PSTORE16 $v, $a)>;
def : Pat<(PrivateStore<truncstorei16> i32:$v, i32:$a),
          (CG_PSTORE16 (f16 (EXTRACT_SUBREG $v, lo16)), $a)>;
def : Pat<(PrivateStore<truncstorei8> i32:$v, i32:$a),
          (CG_PSTORE8 (f16 (EXTRACT_SUBREG $v, lo16)), $a)>;

let hasSideEffects = 1 in
def CG_STACK_ADJUST : AGXCodeGen<(outs), (ins i32imm:$words), []>;

// The same spills and reloads in a callable function's frame, which starts
// at the frame base r2 (docs/applegpu-abi.md, "Calls"): frame index
// elimination puts the slot's address, r2 plus its offset, in r3 and
// addresses the stack with it.
let mayLoad = 1, IsAsync = 1 in {
def CG_STACK_LOAD16_R : AGXCodeGen<(outs GPR16:$d), (ins GPR32:$off), []>;
def CG_STACK_LOAD32_R : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$off), []>;
def CG_STACK_LOAD64_R : AGXCodeGen<(outs GPR64:$d), (ins GPR32:$off), []>;
def CG_STACK_LOAD96_R : AGXCodeGen<(outs GPR96:$d), (ins GPR32:$off), []>;
def CG_STACK_LOAD128_R : AGXCodeGen<(outs GPR128:$d), (ins GPR32:$off), []>;
}
let mayStore = 1 in {
def CG_STACK_STORE16_R : AGXCodeGen<(outs), (ins GPR16:$v, GPR32:$off), []>;
def CG_STACK_STORE32_R : AGXCodeGen<(outs), (ins GPR32:$v, GPR32:$off), []>;
def CG_STACK_STORE64_R : AGXCodeGen<(outs), (ins GPR64:$v, GPR32:$off), []>;
def CG_STACK_STORE96_R : AGXCodeGen<(outs), (ins GPR96:$v, GPR32:$off), []>;
def CG_STACK_STORE128_R : AGXCodeGen<(outs), (ins GPR128:$v, GPR32:$off), []>;
}

// Half precision [A]: hadd, hmul, hfma on 16-bit registers; conversions
// are float adds of -0.0 (exact, and correctly rounded to half), a 16-bit
// source being read as a half [A] (l.1000).
def CG_HADD : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a, GPR16U:$b),
                         [(set f16:$d, (fadd f16:$a, f16:$b))]>;
def CG_HSUB : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a, GPR16U:$b),
                         [(set f16:$d, (fsub f16:$a, f16:$b))]>;
def CG_HMUL : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a, GPR16U:$b),
                         [(set f16:$d, (fmul f16:$a, f16:$b))]>;
def CG_HFMA : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a, GPR16U:$b, GPR16U:$c),
                         [(set f16:$d, (fma f16:$a, f16:$b, f16:$c))]>;
def CG_HNEG : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a),
                         [(set f16:$d, (fneg f16:$a))]>;
def CG_F16TOF32 : AGXCodeGen<(outs GPR32:$d), (ins GPR16U:$a),
                             [(set f32:$d, (fpextend f16:$a))]>;
def CG_F32TOF16 : AGXCodeGen<(outs GPR16:$d), (ins GPR32U:$a),
                             [(set f16:$d, (fpround f32:$a))]>;
def CG_MOV_IMM16 : AGXCodeGen<(outs GPR16:$d), (ins i32imm:$imm), []>;
def fpimm16_bits : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue(), SDLoc(N), MVT::i32);
}]>;
def : Pat<(f16 fpimm:$imm), (CG_MOV_IMM16 (fpimm16_bits $imm))>;
def CG_MOV16 : AGXCodeGen<(outs GPR16:$d), (ins GPR16:$a), []>;

// Half compares and selects: csel reads 16-bit float sources as halves
// and writes a 16-bit destination from 16-bit values [A] (l.1000).
def CG_FCSEL16 : AGXCodeGen<(outs GPR32:$d),
                            (ins GPR16U:$a, GPR16U:$b, GPR32U:$x, GPR32U:$y, i32imm:$cc), []>;
def CG_ICSEL16 : AGXCodeGen<(outs GPR16:$d),
                            (ins GPR32U:$a, GPR32U:$b, GPR16U:$x, GPR16U:$y, i32imm:$cc), []>;
defm : AGXSelects<f16, CG_FCSEL16, AGXFConds>;
def : Pat<(f16 (select i32:$c, f16:$x, f16:$y)),
          (CG_ICSEL16 $c, (CG_MOV_IMM32 0), $y, $x, 0)>;
// |x| + (-0.0) is |x|, +0 for either zero.
def CG_HABS : AGXCodeGen<(outs GPR16:$d), (ins GPR16U:$a),
                         [(set f16:$d, (fabs f16:$a))]>;
// Integer conversions of halves go through float: every 32-bit integer
// rounds to the half its float rounds to (halves overflow above 65520,
// below float's 2^24 of exact integers), and a half is exact as a float.
def : Pat<(f16 (sint_to_fp i32:$a)), (CG_F32TOF16 (CG_S2F32 $a))>;
def : Pat<(f16 (uint_to_fp i32:$a)), (CG_F32TOF16 (CG_U2F32 $a))>;
def : Pat<(i32 (fp_to_sint f16:$a)), (CG_F2S32 (CG_F16TOF32 $a))>;
def : Pat<(i32 (fp_to_uint f16:$a)), (CG_F2U32 (CG_F16TOF32 $a))>;
// A half's bits as an integer and back (AppleGPUTargetLowering lowers the
// i16 bit casts to these): the 16-bit register read zero-extended, or the
// low half of a 32-bit register.
def AGXhalfbits : SDNode<"AppleGPUISD::HALF_BITS", SDTypeProfile<1, 1, [SDTCisVT<0, i32>,
                                                                      SDTCisVT<1, f16>]>>;
def AGXbitshalf : SDNode<"AppleGPUISD::BITS_HALF", SDTypeProfile<1, 1, [SDTCisVT<0, f16>,
                                                                      SDTCisVT<1, i32>]>>;
def : Pat<(i32 (AGXhalfbits f16:$a)), (CG_ZEXT16 $a)>;
def : Pat<(f16 (AGXbitshalf i32:$a)), (f16 (EXTRACT_SUBREG $a, lo16))>;

// Threadgroup memory [M] (agx_pack.c local_load/store): synchronous;
// element i of an access at base + (index + i) * size, bytes from the start
// of the threadgroup's memory, base and index 16-bit (the low halves of the
// 32-bit addresses and indices). _rr forms take a register index, _ri a
// signed 16-bit immediate; the base may be a uniform (a threadgroup
// argument's offset, AppleGPUFoldUniforms).
class LocalMem<SDPatternOperator op> : PatFrag<(ops node:$a), (op node:$a), [{
  return cast<MemSDNode>(N)->getAddressSpace() == 3;
}]>;
class LocalStore<SDPatternOperator op> : PatFrag<(ops node:$v, node:$a), (op node:$v, node:$a), [{
  return cast<MemSDNode>(N)->getAddressSpace() == 3;
}]>;
multiclass AGXLocalMem<dag outs, dag data, bit load> {
  let mayLoad = load, mayStore = !not(load) in {
    def _rr : AGXCodeGen<outs, !con(data, (ins GPR16U:$base, GPR16:$idx)), []>;
    def _ri : AGXCodeGen<outs, !con(data, (ins GPR16U:$base, i32imm:$idx)), []>;
  }
}
defm CG_LLOAD32 : AGXLocalMem<(outs GPR32:$d), (ins), 1>;
defm CG_LLOAD64 : AGXLocalMem<(outs GPR64A:$d), (ins), 1>;
defm CG_LLOAD16 : AGXLocalMem<(outs GPR16:$d), (ins), 1>;
defm CG_LLOAD8 : AGXLocalMem<(outs GPR16:$d), (ins), 1>;
defm CG_LSTORE32 : AGXLocalMem<(outs), (ins GPR32:$v), 0>;
defm CG_LSTORE64 : AGXLocalMem<(outs), (ins GPR64A:$v), 0>;
defm CG_LSTORE16 : AGXLocalMem<(outs), (ins GPR16:$v), 0>;
defm CG_LSTORE8 : AGXLocalMem<(outs), (ins GPR16:$v), 0>;
defm CG_LLOAD128 : AGXLocalMem<(outs GPR128:$d), (ins), 1>;
defm CG_LSTORE128 : AGXLocalMem<(outs), (ins GPR128:$v), 0>;
defm CG_LLOAD96 : AGXLocalMem<(outs GPR96:$d), (ins), 1>;
defm CG_LSTORE96 : AGXLocalMem<(outs), (ins GPR96:$v), 0>;

// The address of an access of 2^L-byte elements: LocalAddrRL folds base +
// (index << L) where the index is known to be below 2^15, so that its low
// half is the whole index however the hardware extends it
// (selectLocalAddrR), LocalAddrIL base + a multiple of the element size,
// else the whole address is the base with index 0 (selectLocalAddrI). The
// results are the low halves.
foreach L = 0...2 in {
  def LocalAddrR # L : ComplexPattern<i32, 2, "selectLocalAddrR<" # L # ">", [], [], 10>;
  def LocalAddrI # L : ComplexPattern<i32, 2, "selectLocalAddrI<" # L # ">">;
}
foreach F = ["R", "I"] in {
  defvar A0 = !cast<ComplexPattern>("LocalAddr" # F # "0");
  defvar A1 = !cast<ComplexPattern>("LocalAddr" # F # "1");
  defvar A2 = !cast<ComplexPattern>("LocalAddr" # F # "2");
  defvar S = !if(!eq(F, "R"), "_rr", "_ri");
  defvar IT = !if(!eq(F, "R"), f16, i32); // a register's low half, or an immediate
  defvar LLOAD32 = !cast<Instruction>("CG_LLOAD32" # S);
  defvar LLOAD64 = !cast<Instruction>("CG_LLOAD64" # S);
  defvar LLOAD16 = !cast<Instruction>("CG_LLOAD16" # S);
  defvar LLOAD8 = !cast<Instruction>("CG_LLOAD8" # S);
  defvar LSTORE32 = !cast<Instruction>("CG_LSTORE32" # S);
  defvar LSTORE64 = !cast<Instruction>("CG_LSTORE64" # S);
  defvar LSTORE16 = !cast<Instruction>("CG_LSTORE16" # S);
  defvar LSTORE8 = !cast<Instruction>("CG_LSTORE8" # S);
  def : Pat<(i32 (LocalMem<load> (A2 f16:$b, IT:$i))), (LLOAD32 $b, $i)>;
  def : Pat<(f32 (LocalMem<load> (A2 f16:$b, IT:$i))), (LLOAD32 $b, $i)>;
  def : Pat<(i32 (atomic_load_nonext_32 (A2 f16:$b, IT:$i))), (LLOAD32 $b, $i)>;
  def : Pat<(i64 (LocalMem<load> (A2 f16:$b, IT:$i))), (LLOAD64 $b, $i)>;
  def : Pat<(f16 (LocalMem<load> (A1 f16:$b, IT:$i))), (LLOAD16 $b, $i)>;
  def : Pat<(i32 (LocalMem<zextloadi16> (A1 f16:$b, IT:$i))), (CG_ZEXT16 (f16 (LLOAD16 $b, $i)))>;
  def : Pat<(i32 (LocalMem<extloadi16> (A1 f16:$b, IT:$i))), (CG_ZEXT16 (f16 (LLOAD16 $b, $i)))>;
  def : Pat<(i32 (LocalMem<sextloadi16> (A1 f16:$b, IT:$i))), (CG_SEXT16 (f16 (LLOAD16 $b, $i)))>;
  def : Pat<(i32 (LocalMem<zextloadi8> (A0 f16:$b, IT:$i))), (CG_ZEXT16 (f16 (LLOAD8 $b, $i)))>;
  def : Pat<(i32 (LocalMem<extloadi8> (A0 f16:$b, IT:$i))), (CG_ZEXT16 (f16 (LLOAD8 $b, $i)))>;
  def : Pat<(LocalStore<store> i32:$v, (A2 f16:$b, IT:$i)), (LSTORE32 $v, $b, $i)>;
  def : Pat<(LocalStore<store> f32:$v, (A2 f16:$b, IT:$i)), (LSTORE32 $v, $b, $i)>;
  def : Pat<(atomic_store_32 i32:$v, (A2 f16:$b, IT:$i)), (LSTORE32 $v, $b, $i)>;
  def : Pat<(LocalStore<store> i64:$v, (A2 f16:$b, IT:$i)), (LSTORE64 $v, $b, $i)>;
  foreach VT = [v4i32, v4f32] in {
    def : Pat<(VT (LocalMem<load> (A2 f16:$b, IT:$i))),
              (!cast<Instruction>("CG_LLOAD128" # S) $b, $i)>;
    def : Pat<(LocalStore<store> VT:$v, (A2 f16:$b, IT:$i)),
              (!cast<Instruction>("CG_LSTORE128" # S) $v, $b, $i)>;
  }
  foreach VT = [v3i32, v3f32] in {
    def : Pat<(VT (LocalMem<load> (A2 f16:$b, IT:$i))),
              (!cast<Instruction>("CG_LLOAD96" # S) $b, $i)>;
    def : Pat<(LocalStore<store> VT:$v, (A2 f16:$b, IT:$i)),
              (!cast<Instruction>("CG_LSTORE96" # S) $v, $b, $i)>;
  }
  def : Pat<(LocalStore<store> f16:$v, (A1 f16:$b, IT:$i)), (LSTORE16 $v, $b, $i)>;
  def : Pat<(LocalStore<truncstorei16> i32:$v, (A1 f16:$b, IT:$i)),
            (LSTORE16 (f16 (EXTRACT_SUBREG $v, lo16)), $b, $i)>;
  def : Pat<(LocalStore<truncstorei8> i32:$v, (A0 f16:$b, IT:$i)),
            (LSTORE8 (f16 (EXTRACT_SUBREG $v, lo16)), $b, $i)>;
}

// Atomics [M] (agx_pack.c atomic / local_atomic; nir_intrinsics.py: the
// index counts elements): the destination gets the old value; device
// atomics deliver it in wait slot a, threadgroup ones synchronously.
// cmpxchg takes the new value and the compared one as a pair (new first,
// as Mesa's agx_emit_atomic builds it).
class AGXAtomicOp<SDPatternOperator node, int value> {
  SDPatternOperator Node = node;
  int Code = value;
}
let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in {
def CG_LATOMIC : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$v, GPR16:$addr, i32imm:$op), []>;
def CG_LCMPXCHG : AGXCodeGen<(outs GPR32:$d), (ins GPR64A:$newcmp, GPR16:$addr), []>;
}
// Device atomics address 32-bit elements like loads, without a shift
// (AGX2.xml's atomic has no shift field): the _rr and _ri forms of
// AGXDeviceMem, the index 32-bit elements.
foreach S = ["_rr", "_ri"] in {
  let mayLoad = 1, mayStore = 1, hasSideEffects = 1, IsAsync = 1 in {
    def CG_ATOMIC # S : AGXCodeGen<(outs GPR32:$d),
        (ins GPR32:$v, MemBase64:$base, !if(!eq(S, "_rr"), GPR32, i32imm):$idx,
             i32imm:$mode, i32imm:$op), []>;
    def CG_CMPXCHG # S : AGXCodeGen<(outs GPR32:$d),
        (ins GPR64A:$newcmp, MemBase64:$base, !if(!eq(S, "_rr"), GPR32, i32imm):$idx,
             i32imm:$mode), []>;
  }
}
def DevAddrRAtomic : ComplexPattern<i64, 3, "selectDevAddrR<2, 0>", [], [], 10>;
// Device pointers are i64, threadgroup ones i32: the type picks the form.
foreach A = [AGXAtomicOp<atomic_load_add_i32, 0>, AGXAtomicOp<atomic_load_sub_i32, 1>,
             AGXAtomicOp<atomic_swap_i32, 2>, AGXAtomicOp<atomic_load_umin_i32, 4>,
             AGXAtomicOp<atomic_load_min_i32, 5>, AGXAtomicOp<atomic_load_umax_i32, 6>,
             AGXAtomicOp<atomic_load_max_i32, 7>, AGXAtomicOp<atomic_load_and_i32, 8>,
             AGXAtomicOp<atomic_load_or_i32, 9>, AGXAtomicOp<atomic_load_xor_i32, 10>] in {
  def : Pat<(A.Node (DevAddrRAtomic i64:$b, i32:$i, i32:$m), i32:$v),
            (CG_ATOMIC_rr $v, $b, $i, $m, A.Code)>;
  def : Pat<(A.Node (DevAddrI2 i64:$b, i32:$i, i32:$m), i32:$v),
            (CG_ATOMIC_ri $v, $b, $i, $m, A.Code)>;
  def : Pat<(A.Node i32:$addr, i32:$v),
            (CG_LATOMIC $v, (f16 (EXTRACT_SUBREG $addr, lo16)), A.Code)>;
}
def : Pat<(atomic_cmp_swap_i32 (DevAddrRAtomic i64:$b, i32:$i, i32:$m), i32:$cmp, i32:$new),
          (CG_CMPXCHG_rr (REG_SEQUENCE GPR64A, $new, sub0, $cmp, sub1), $b, $i, $m)>;
def : Pat<(atomic_cmp_swap_i32 (DevAddrI2 i64:$b, i32:$i, i32:$m), i32:$cmp, i32:$new),
          (CG_CMPXCHG_ri (REG_SEQUENCE GPR64A, $new, sub0, $cmp, sub1), $b, $i, $m)>;
def : Pat<(atomic_cmp_swap_i32 i32:$addr, i32:$cmp, i32:$new),
          (CG_LCMPXCHG (REG_SEQUENCE GPR64A, $new, sub0, $cmp, sub1),
                       (f16 (EXTRACT_SUBREG $addr, lo16)))>;
// Relaxed 32-bit loads and stores are single accesses.
// Fences: memory_barrier orders device memory [M] (agx_compile.c
// nir_intrinsic_barrier); threadgroup memory is synchronous.
let hasSideEffects = 1 in
def CG_MEMORY_BARRIER : AGXCodeGen<(outs), (ins), [(atomic_fence timm, timm)]>;

// SIMD-group operations over the active lanes [M] (agx_compile.c
// nir_intrinsic_reduce / exclusive_scan; AGX2.xml "Subgroup arithmetic"):
// `simd` reduces, `simd ..., prefix` is the exclusive scan; ballot [A]
// (icmp_ballot, l.3956); shuffle [A] (l.4066-4290). Convergent: they must
// not move across control flow.
def SDTAGXSimd : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisVT<2, i32>]>;
def AGXsimd : SDNode<"AppleGPUISD::SIMD_REDUCE", SDTAGXSimd>;
def AGXsimdprefix : SDNode<"AppleGPUISD::SIMD_PREFIX", SDTAGXSimd>;
def AGXshuffle : SDNode<"AppleGPUISD::SHUFFLE",
                        SDTypeProfile<1, 3, [SDTCisVT<0, i32>, SDTCisVT<1, i32>,
                                             SDTCisVT<2, i32>, SDTCisVT<3, i32>]>>;
def AGXballot : SDNode<"AppleGPUISD::BALLOT",
                       SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
let isConvergent = 1, hasSideEffects = 1 in {
def CG_SIMD32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$x, i32imm:$op), []>;
def CG_SIMD16 : AGXCodeGen<(outs GPR16:$d), (ins GPR16:$x, i32imm:$op), []>;
def CG_SIMD_PREFIX32 : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$x, i32imm:$op), []>;
def CG_SIMD_PREFIX16 : AGXCodeGen<(outs GPR16:$d), (ins GPR16:$x, i32imm:$op), []>;
def CG_BALLOT : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$x), [(set i32:$d, (AGXballot i32:$x))]>;
// The shuffle's operation is printed by AppleGPUAsmPrinter (none has no
// syntax); a register index is copied into r0h, which is zero everywhere
// else, so that lanes outside the active set add nothing to a quad's index
// bits (Mesa's agx_lower_divergent_shuffle).
def CG_SHUFFLE_I : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$x, i32imm:$i, i32imm:$op), []>;
def CG_SHUFFLE_R : AGXCodeGen<(outs GPR32:$d), (ins GPR32:$x, GPR32:$i, i32imm:$op), []>;
}
foreach T = [i32, f32] in {
  def : Pat<(T (AGXsimd T:$x, timm:$op)), (CG_SIMD32 $x, timm:$op)>;
  def : Pat<(T (AGXsimdprefix T:$x, timm:$op)), (CG_SIMD_PREFIX32 $x, timm:$op)>;
}
def : Pat<(f16 (AGXsimd f16:$x, timm:$op)), (CG_SIMD16 $x, timm:$op)>;
def : Pat<(f16 (AGXsimdprefix f16:$x, timm:$op)), (CG_SIMD_PREFIX16 $x, timm:$op)>;
def : Pat<(AGXshuffle i32:$x, imm8:$i, timm:$op), (CG_SHUFFLE_I $x, imm8:$i, timm:$op)>;
def : Pat<(AGXshuffle i32:$x, i32:$i, timm:$op), (CG_SHUFFLE_R $x, $i, timm:$op)>;

// threadgroup_barrier (AppleGPUISD::BARRIER from applegpu.barrier).
def AGXbarrier : SDNode<"AppleGPUISD::BARRIER", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
let hasSideEffects = 1 in
def CG_BARRIER : AGXCodeGen<(outs), (ins), [(AGXbarrier)]>;

// The preamble's results: uniform_store writes a uniform register from a
// register [M] (AGX2.xml uniform_store, displayed as mov; agx_compile.c
// emits it for the preamble's store_preamble).
def AGXustore : SDNode<"AppleGPUISD::UNIFORM_STORE",
                       SDTypeProfile<0, 2, [SDTCisVT<1, i32>]>,
                       [SDNPHasChain, SDNPSideEffect]>;
let hasSideEffects = 1 in {
def CG_USTORE32 : AGXCodeGen<(outs), (ins GPR32:$v, i32imm:$u), [(AGXustore i32:$v, timm:$u)]>;
def CG_USTORE64 : AGXCodeGen<(outs), (ins GPR64:$v, i32imm:$u), [(AGXustore i64:$v, timm:$u)]>;
}

// Vertex outputs: st_var writes a 32-bit register to a word of the UVS,
// the last one marked [M] (agx_opcodes.py st_vary, agx_set_st_vary_final;
// AGX2.xml st_var).
def AGXstvar : SDNode<"AppleGPUISD::ST_VAR",
                      SDTypeProfile<0, 3, [SDTCisVT<0, i32>, SDTCisVT<1, i32>,
                                           SDTCisVT<2, i32>]>,
                      [SDNPHasChain, SDNPSideEffect]>;
def timm_false : TImmLeaf<i32, [{ return Imm == 0; }]>;
def timm_true : TImmLeaf<i32, [{ return Imm == 1; }]>;
let hasSideEffects = 1 in {
def CG_ST_VAR : AGXCodeGen<(outs), (ins GPR32:$v, i32imm:$i),
                           [(AGXstvar i32:$v, timm:$i, timm_false)]>;
def CG_ST_VAR_LAST : AGXCodeGen<(outs), (ins GPR32:$v, i32imm:$i),
                                [(AGXstvar i32:$v, timm:$i, timm_true)]>;
}

// Fragment functions [M] (agx_pack.c; AGX2.xml): an input from its
// coefficient register at the pixel centre (iter) or projected by the
// reciprocal-W register (iterproj, displayed as iter with two registers),
// centroid when asked; a flat input's coefficients (ldcf); the tile
// buffer a component at a time (st_tile, ld_tile at a byte offset in the
// tile format); discard (sample_mask 255, 0) and the depth (zs_emit).
def AGXiter : SDNode<"AppleGPUISD::ITER",
                     SDTypeProfile<1, 2, [SDTCisVT<0, f32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
def AGXiterproj : SDNode<"AppleGPUISD::ITERPROJ",
                         SDTypeProfile<1, 3, [SDTCisVT<0, f32>, SDTCisVT<1, i32>,
                                              SDTCisVT<2, i32>, SDTCisVT<3, i32>]>>;
def AGXldcf : SDNode<"AppleGPUISD::LDCF", SDTypeProfile<1, 1, [SDTCisVT<0, v3f32>, SDTCisVT<1, i32>]>>;
def AGXsttile : SDNode<"AppleGPUISD::ST_TILE",
                       SDTypeProfile<0, 3, [SDTCisVT<1, i32>, SDTCisVT<2, i32>]>,
                       [SDNPHasChain, SDNPSideEffect]>;
def AGXldtile : SDNode<"AppleGPUISD::LD_TILE",
                       SDTypeProfile<1, 2, [SDTCisVT<1, i32>, SDTCisVT<2, i32>]>,
                       [SDNPHasChain, SDNPSideEffect]>;
def AGXdiscard : SDNode<"AppleGPUISD::DISCARD", SDTNone, [SDNPHasChain, SDNPSideEffect]>;
def AGXzsemit : SDNode<"AppleGPUISD::ZS_EMIT", SDTypeProfile<0, 1, [SDTCisVT<0, f32>]>,
                       [SDNPHasChain, SDNPSideEffect]>;
def CG_ITER : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$cf), [(set f32:$d, (AGXiter timm:$cf, timm_false))]>;
def CG_ITER_CENTROID : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$cf),
                                  [(set f32:$d, (AGXiter timm:$cf, timm_true))]>;
def CG_ITERPROJ : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$cf, i32imm:$w),
                             [(set f32:$d, (AGXiterproj timm:$cf, timm:$w, timm_false))]>;
def CG_ITERPROJ_CENTROID : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$cf, i32imm:$w),
                                      [(set f32:$d, (AGXiterproj timm:$cf, timm:$w, timm_true))]>;
def CG_LDCF : AGXCodeGen<(outs GPR96:$d), (ins i32imm:$cf), [(set v3f32:$d, (AGXldcf timm:$cf))]>;
let hasSideEffects = 1 in {
def CG_ST_TILE : AGXCodeGen<(outs), (ins GPR32:$v, i32imm:$off, i32imm:$fmt),
                            [(AGXsttile i32:$v, timm:$off, timm:$fmt)]>;
def CG_LD_TILE : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$off, i32imm:$fmt),
                            [(set i32:$d, (AGXldtile timm:$off, timm:$fmt))]>;
// A packed format's pixel word, from or into three or four registers.
def CG_ST_TILE3 : AGXCodeGen<(outs), (ins GPR96:$v, i32imm:$off, i32imm:$fmt),
                             [(AGXsttile v3i32:$v, timm:$off, timm:$fmt)]>;
def CG_ST_TILE4 : AGXCodeGen<(outs), (ins GPR128:$v, i32imm:$off, i32imm:$fmt),
                             [(AGXsttile v4i32:$v, timm:$off, timm:$fmt)]>;
def CG_LD_TILE3 : AGXCodeGen<(outs GPR96:$d), (ins i32imm:$off, i32imm:$fmt),
                             [(set v3i32:$d, (AGXldtile timm:$off, timm:$fmt))]>;
def CG_LD_TILE4 : AGXCodeGen<(outs GPR128:$d), (ins i32imm:$off, i32imm:$fmt),
                             [(set v4i32:$d, (AGXldtile timm:$off, timm:$fmt))]>;
def CG_DISCARD : AGXCodeGen<(outs), (ins), [(AGXdiscard)]>;
def CG_ZS_EMIT : AGXCodeGen<(outs), (ins GPR32:$z), [(AGXzsemit f32:$z)]>;
def CG_ZS_EMIT_S : AGXCodeGen<(outs), (ins GPR16:$s), []>;
def CG_SAMPLE_MASK : AGXCodeGen<(outs), (ins GPR16:$m), []>;
def CG_ZS_EMIT_ZS : AGXCodeGen<(outs), (ins GPR64A:$zs), []>;
}
// The samples a [[sample_mask]] output and alpha to coverage leave: every
// sample takes its coverage from the half register.
def AGXsamplemask : SDNode<"AppleGPUISD::SAMPLE_MASK", SDTypeProfile<0, 1, [SDTCisVT<0, i32>]>,
                           [SDNPHasChain, SDNPSideEffect]>;
def : Pat<(AGXsamplemask i32:$m), (CG_SAMPLE_MASK (f16 (EXTRACT_SUBREG $m, lo16)))>;
// The stencil reference alone (a half register), or after the depth: the
// zs operand's three halves (AGX2.xml encoding zs, count 3).
def AGXzsemits : SDNode<"AppleGPUISD::ZS_EMIT_S", SDTypeProfile<0, 1, [SDTCisVT<0, i32>]>,
                        [SDNPHasChain, SDNPSideEffect]>;
def AGXzsemitzs : SDNode<"AppleGPUISD::ZS_EMIT_ZS",
                         SDTypeProfile<0, 2, [SDTCisVT<0, f32>, SDTCisVT<1, i32>]>,
                         [SDNPHasChain, SDNPSideEffect]>;
def : Pat<(AGXzsemits i32:$s), (CG_ZS_EMIT_S (f16 (EXTRACT_SUBREG $s, lo16)))>;
def : Pat<(AGXzsemitzs f32:$z, i32:$s),
          (CG_ZS_EMIT_ZS (REG_SEQUENCE GPR64A, $z, sub0, $s, sub1))>;

// Textures (docs/applegpu-abi.md, "Textures"), bindless from the heap in
// du62: smpf with the quad's level of detail (auto_lod), plus a bias
// (auto_lod_bias) or an explicit one (lod_min), binary16 in a half
// register, with packed texel offsets (a half register) or a comparison's
// reference (a register), or both (three halves: the reference, then the
// offsets) as the zs operand, or gathering one component (or comparing);
// smpi with sampler state 0 and the level; imgw through the PBE
// descriptor. The results arrive asynchronously, four 32-bit components.
//
// TEX_SAMPLE: texture, sampler, x, y, layer, level of detail, zs, the
// packed offsets (for a comparison with offsets, whose zs pairs them with
// the reference), seven gradient words (dx and dy of each coordinate in
// turn, as Mesa interleaves them, then lod_grad_min's minimum), then
// immediates: the mode (agx_lod_mode), the kind (0 plain, 1 offsets,
// 2 comparison, 3 gather, 4 gather with offsets, 5 comparison with
// offsets, 6 gathered comparison, 7 with offsets, 8 the level-of-detail
// query), gather's component
// (AGX2.xml enum gather) and the dimension. TEX_LOAD: texture, x, y,
// layer, level, dimension; IMG_WRITE: data, PBE, x, y, layer, level,
// dimension.
def AGXtexsample : SDNode<"AppleGPUISD::TEX_SAMPLE",
                          SDTypeProfile<1, 19, !listconcat([SDTCisVT<0, v4i32>],
                              !foreach(i, !range(1, 20), SDTCisVT<i, i32>))>,
                          [SDNPHasChain, SDNPSideEffect, SDNPMayLoad]>;
def AGXtexload : SDNode<"AppleGPUISD::TEX_LOAD",
                        SDTypeProfile<1, 6, [SDTCisVT<0, v4i32>, SDTCisVT<1, i32>,
                                             SDTCisVT<2, i32>, SDTCisVT<3, i32>,
                                             SDTCisVT<4, i32>, SDTCisVT<5, i32>,
                                             SDTCisVT<6, i32>]>,
                        [SDNPHasChain, SDNPSideEffect, SDNPMayLoad]>;
def AGXimgwrite : SDNode<"AppleGPUISD::IMG_WRITE",
                         SDTypeProfile<0, 7, [SDTCisVT<0, v4i32>, SDTCisVT<1, i32>,
                                              SDTCisVT<2, i32>, SDTCisVT<3, i32>,
                                              SDTCisVT<4, i32>, SDTCisVT<5, i32>,
                                              SDTCisVT<6, i32>]>,
                         [SDNPHasChain, SDNPSideEffect, SDNPMayStore]>;
// The pseudos take the dimension (AGX2.xml enum dim: 2d, 2d_array) as their
// first operand, and the coordinates as a pair (2D) or a triple (x, y and
// the layer, for arrays; suffix _A). The zs operand's forms: none, packed
// offsets, a comparison's reference. All are selected in C++
// (AppleGPUDAGToDAGISel::selectTexture): the pseudo depends on the mode,
// the kind and the dimension, and most forms leave some operands unused,
// which patterns cannot express.
class TexZS<string suffix, dag ins> { string Suffix = suffix; dag Ins = ins; }
class TexCoords<string suffix, RegisterClass rc> { string Suffix = suffix; RegisterClass RC = rc; }
// The level-of-detail operand: a half register, or for auto_lod_bias_min
// a register of two halves (the bias, then the minimum).
class TexLod<string name, RegisterClass rc> { string Name = name; RegisterClass RC = rc; }
defvar TexCoordForms = [TexCoords<"", GPR64>, TexCoords<"_A", GPR96>];
defvar TexZSForms = [TexZS<"", (ins)>, TexZS<"_OFF", (ins GPR16:$z)>,
                     TexZS<"_CMP", (ins GPR32:$z)>, TexZS<"_CMPOFF", (ins GPR64A:$z)>];
// Gradients: 2D ones (four registers), with a minimum (five), 3D ones
// (six), and 3D ones with a minimum (seven).
// AGX2.xml's lod operand shows lod_grad's as two 32-bit registers and
// lod_grad_min's as five halves (AppleGPUMCLowering.td), whatever the
// hardware reads.
class TexGrad<string suffix, RegisterClass rc> {
  string Suffix = suffix; RegisterClass RC = rc;
}
defvar TexGradForms = [TexGrad<"", GPR128>, TexGrad<"_MIN", GPR160>,
                       TexGrad<"_3D", GPR192>, TexGrad<"_3DMIN", GPR224>];
let hasSideEffects = 1, mayLoad = 1, IsAsync = 1 in
foreach C = TexCoordForms in {
  // (auto_lod reads no level: its operand, 0, is ignored.)
  foreach Z = TexZSForms in
    foreach M = [TexLod<"AUTO", GPR16>, TexLod<"BIAS", GPR16>, TexLod<"LOD", GPR16>,
                 TexLod<"BIASMIN", GPR32>] in
      def CG_SMPF_#M.Name#Z.Suffix#C.Suffix : AGXCodeGen<(outs GPR128:$d),
          !con((ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, M.RC:$l), Z.Ins), []>;
  // Gradients: dx and dy of each coordinate, then with lod_grad_min the
  // minimum (a 32-bit register whose low half is binary16): four to seven
  // registers, of which AGX2.xml's lod operand names two. Each zs form.
  foreach G = TexGradForms in
    foreach Z = TexZSForms in
      def CG_SMPF_GRAD#G.Suffix#Z.Suffix#C.Suffix : AGXCodeGen<(outs GPR128:$d),
          !con((ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, G.RC:$g), Z.Ins), []>;
  def CG_SMPF_GATHER#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, i32imm:$g), []>;
  // query_lod: the quad's level of detail, the accessed level and the
  // level as the first two results (no layer: arrays take the pair).
  def CG_SMPF_QUERY#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c), []>;
  def CG_SMPF_GATHER_OFF#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, i32imm:$g, GPR16:$z), []>;
  // Gathered comparisons: the reference alone, or with the offsets.
  def CG_SMPF_GATHER_CMP#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, i32imm:$g, GPR32:$z), []>;
  def CG_SMPF_GATHER_CMPOFF#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, GPR16:$s, C.RC:$c, i32imm:$g, GPR64A:$z), []>;
  def CG_SMPI#C.Suffix : AGXCodeGen<(outs GPR128:$d),
      (ins i32imm:$dim, GPR32:$t, C.RC:$c, GPR16:$l), []>;
}
let hasSideEffects = 1, mayStore = 1 in
foreach C = TexCoordForms in
  def CG_IMGW#C.Suffix : AGXCodeGen<(outs),
      (ins GPR128:$v, i32imm:$dim, GPR32:$t, C.RC:$c, GPR16:$l), []>;

// Control.
let isReturn = 1, isTerminator = 1, isBarrier = 1 in
def CG_STOP : AGXCodeGen<(outs), (ins), [(AGXret)]>;

// Calls (docs/applegpu-abi.md, "Calls"). `call` writes the return address
// to r1 in the active lanes; a callable function returns with `ret r1`.
// A call is made only when a lane is active (jmp_none over it): with none,
// no lane would hold the return address. The call frame pseudos move the
// frame base r2 past the caller's frame (AppleGPUFrameLowering).
def SDT_AGXCall : SDTypeProfile<0, -1, []>;
def AGXcall : SDNode<"AppleGPUISD::CALL", SDT_AGXCall,
                     [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue, SDNPVariadic]>;
def AGXreturn : SDNode<"AppleGPUISD::RETURN", SDTNone,
                       [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def SDT_AGXCallSeqStart : SDCallSeqStart<[SDTCisVT<0, i32>, SDTCisVT<1, i32>]>;
def SDT_AGXCallSeqEnd : SDCallSeqEnd<[SDTCisVT<0, i32>, SDTCisVT<1, i32>]>;
def AGXcallseq_start : SDNode<"ISD::CALLSEQ_START", SDT_AGXCallSeqStart,
                              [SDNPHasChain, SDNPOutGlue]>;
def AGXcallseq_end : SDNode<"ISD::CALLSEQ_END", SDT_AGXCallSeqEnd,
                            [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;
let Defs = [R2], Uses = [R2], hasSideEffects = 1 in {
def ADJCALLSTACKDOWN : AGXCodeGen<(outs), (ins i32imm:$amt1, i32imm:$amt2),
                                  [(AGXcallseq_start timm:$amt1, timm:$amt2)]>;
def ADJCALLSTACKUP : AGXCodeGen<(outs), (ins i32imm:$amt1, i32imm:$amt2),
                                [(AGXcallseq_end timm:$amt1, timm:$amt2)]>;
}
def calltarget : Operand<i64>;
let isCall = 1, Defs = [R1], Uses = [R2] in
def CG_CALL : AGXCodeGen<(outs), (ins calltarget:$callee), []>;
def : Pat<(AGXcall tglobaladdr:$callee), (CG_CALL tglobaladdr:$callee)>;
def : Pat<(AGXcall texternalsym:$callee), (CG_CALL texternalsym:$callee)>;
// call_reg: to the address in a register, the same in every active lane.
let isCall = 1, Defs = [R1], Uses = [R2] in
def CG_CALL_REG : AGXCodeGen<(outs), (ins GPR32:$callee), []>;
def : Pat<(AGXcall i32:$callee), (CG_CALL_REG $callee)>;
// ret r$lr: the link register's number, always 1.
let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [R1] in
def CG_RETURN : AGXCodeGen<(outs), (ins i32imm:$lr), []>;
def : Pat<(AGXreturn), (CG_RETURN (i32 1))>;
let hasSideEffects = 1 in {
def CG_WAIT : AGXCodeGen<(outs), (ins), []>;
def CG_TRAP : AGXCodeGen<(outs), (ins), []>;
}

// Control flow (AppleGPULowerControlFlow.cpp, docs/applegpu-codegen.md).
// Selection produces plain branches and a marker naming the condition of
// each structured if or loop; the control-flow pass turns them into the
// execution-mask terminators CG_IF and CG_LOOP, and the exec-mask pass adds
// the pushes and pops around them after register allocation.
def AGXcfcond : SDNode<"AppleGPUISD::CF_COND",
                       SDTypeProfile<0, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>,
                       [SDNPHasChain, SDNPSideEffect]>;
def brtarget : Operand<OtherVT>;
let hasSideEffects = 1 in
def CG_CF_COND : AGXCodeGen<(outs), (ins GPR32:$c, i32imm:$kind),
                            [(AGXcfcond i32:$c, timm:$kind)]>;
let isBranch = 1, isTerminator = 1 in {
def CG_BRCOND : AGXCodeGen<(outs), (ins GPR32:$c, brtarget:$dest),
                           [(brcond i32:$c, bb:$dest)]>;
let isBarrier = 1 in
def CG_BR : AGXCodeGen<(outs), (ins brtarget:$dest), [(br bb:$dest)]>;
// if c: lanes where c is 0 leave the active set until the if's own pop in
// $join; then jmp_exec_none skips the then-region when no lane is left.
// The jump's target is that pop, not $join's start: pops of constructs
// nested in the region (a loop or an if that ends at the same join) come
// first there, and their pushes were skipped too. AppleGPUInsertExecMask
// appends the pop's label as a third operand (variable_ops).
def CG_IF : AGXCodeGen<(outs), (ins GPR32:$c, brtarget:$join, variable_ops), []>;
// The same on a uniform condition: the jmp_exec_none is always there, so
// the SIMD group jumps over a region no lane enters, as a plain jump would.
def CG_IF_UNIFORM : AGXCodeGen<(outs), (ins GPR32:$c, brtarget:$join, variable_ops), []>;
// while c: lanes where c is 0 leave; jmp_exec_any $header while any is left.
def CG_LOOP : AGXCodeGen<(outs), (ins GPR32:$c, brtarget:$header), []>;
}
let hasSideEffects = 1 in {
def CG_PUSH_EXEC : AGXCodeGen<(outs), (ins), []>;
def CG_POP_EXEC : AGXCodeGen<(outs), (ins), []>;
def CG_INIT_EXEC : AGXCodeGen<(outs), (ins), []>;
}

// Bit casts between i32 and f32 cost nothing.
def : Pat<(f32 (bitconvert i32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;
def : Pat<(i32 (bitconvert f32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;

// Vectors in register tuples: an element with a constant index is a
// sub-register, a vector of elements a REG_SEQUENCE, the integer and float
// forms of a tuple the same registers.
foreach E = [[v4i32, i32], [v4f32, f32]] in {
  defvar VT = !cast<ValueType>(E[0]);
  defvar ET = !cast<ValueType>(E[1]);
  def : Pat<(ET (extractelt VT:$v, 0)), (EXTRACT_SUBREG $v, sub0)>;
  def : Pat<(ET (extractelt VT:$v, 1)), (EXTRACT_SUBREG $v, sub1)>;
  def : Pat<(ET (extractelt VT:$v, 2)), (EXTRACT_SUBREG $v, sub2)>;
  def : Pat<(ET (extractelt VT:$v, 3)), (EXTRACT_SUBREG $v, sub3)>;
  def : Pat<(VT (build_vector ET:$a, ET:$b, ET:$c, ET:$d)),
            (REG_SEQUENCE GPR128, $a, sub0, $b, sub1, $c, sub2, $d, sub3)>;
}
def : Pat<(v4f32 (bitconvert v4i32:$a)), (COPY_TO_REGCLASS $a, GPR128)>;
def : Pat<(v4i32 (bitconvert v4f32:$a)), (COPY_TO_REGCLASS $a, GPR128)>;
foreach E = [[v3i32, i32], [v3f32, f32]] in {
  defvar VT = !cast<ValueType>(E[0]);
  defvar ET = !cast<ValueType>(E[1]);
  def : Pat<(ET (extractelt VT:$v, 0)), (EXTRACT_SUBREG $v, sub0)>;
  def : Pat<(ET (extractelt VT:$v, 1)), (EXTRACT_SUBREG $v, sub1)>;
  def : Pat<(ET (extractelt VT:$v, 2)), (EXTRACT_SUBREG $v, sub2)>;
  def : Pat<(VT (build_vector ET:$a, ET:$b, ET:$c)),
            (REG_SEQUENCE GPR96, $a, sub0, $b, sub1, $c, sub2)>;
}
def : Pat<(v3f32 (bitconvert v3i32:$a)), (COPY_TO_REGCLASS $a, GPR96)>;
def : Pat<(v3i32 (bitconvert v3f32:$a)), (COPY_TO_REGCLASS $a, GPR96)>;
// The five- to seven-register tuples (smpf's gradients) also hold a <5 x i32>
// to <7 x i32> of the program, which comes and goes element by element.
def : Pat<(v5i32 (build_vector i32:$a, i32:$b, i32:$c, i32:$d, i32:$e)),
          (REG_SEQUENCE GPR160, $a, sub0, $b, sub1, $c, sub2, $d, sub3, $e, sub4)>;
def : Pat<(v6i32 (build_vector i32:$a, i32:$b, i32:$c, i32:$d, i32:$e, i32:$f)),
          (REG_SEQUENCE GPR192, $a, sub0, $b, sub1, $c, sub2, $d, sub3, $e, sub4,
                        $f, sub5)>;
def : Pat<(v7i32 (build_vector i32:$a, i32:$b, i32:$c, i32:$d, i32:$e, i32:$f,
                               i32:$g)),
          (REG_SEQUENCE GPR224, $a, sub0, $b, sub1, $c, sub2, $d, sub3, $e, sub4,
                        $f, sub5, $g, sub6)>;
foreach N = [5, 6, 7] in {
  defvar VT = !cast<ValueType>("v" # N # "i32");
  foreach I = !range(N) in
    def : Pat<(i32 (extractelt VT:$v, I)),
              (EXTRACT_SUBREG $v, !cast<SubRegIndex>("sub" # I))>;
}
