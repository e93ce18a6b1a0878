//===- IntelGPUCodeGen.td - Code generation for Gen9/Gen11 --*- tablegen -*-===//
//
// Codegen-level instructions: typed register and immediate operands and
// selection patterns. They are never encoded themselves: after register
// allocation IntelGPUMCInstLower turns each one into the native
// instructions of the MC layer's instruction model (IntelGPUInst, the one
// model of the encoding), field by field, as AMDGPU lowers its pseudos to
// real MC instructions: an ALU instruction through its IGALU record below,
// the sequences (memory messages, selects, SIMD-group operations, spills)
// in C++ with their send descriptors from IntelGPUMessages.h.
// docs/intelgpu-codegen.md describes the code generator;
// docs/intelgpu-abi.md the kernel ABI.
//
// SIMT: every IR value is one channel's. A 32-bit value lives in one GRF
// (SIMD8: channel i at dword i), a 64-bit value in two consecutive GRFs,
// the low halves in the first and the high halves in the second (channel
// i at dword i of each). So every instruction writes only its own
// channels' dwords: a register the allocator shares between values keeps
// what the channels a branch disabled hold (docs/intelgpu-codegen.md). An
// A64 message wants each channel's address as a qword: addresses are
// values of their own, in address registers (QGRF) whose GRFs no other
// value shares.
//
//===----------------------------------------------------------------------===//

let Namespace = "IntelGPU" in {
def sub0 : SubRegIndex<256, 0>;
def sub1 : SubRegIndex<256, 256>;
}
def GRF64Tuples : RegisterTuples<[sub0, sub1],
                                 [(sequence "R%u", 0, 126),
                                  (sequence "R%u", 1, 127)]>;
def GRF32 : RegisterClass<"IntelGPU", [i32, f32], 32, (sequence "R%u", 0, 127)>;
def GRF64 : RegisterClass<"IntelGPU", [i64], 32, (add GRF64Tuples)>;

// A64 addresses: each channel's qword, channel c in the (c / 4)th GRF of
// the register's (the layout of an A64 message's payload, so that a
// message sends from the register itself). A channel's qword is not where
// a 32-bit or 64-bit value keeps that channel's dwords, so a masked write
// of an address would overwrite other channels' dwords of a value sharing
// the GRFs (one that disabled channels still need, docs/intelgpu-codegen.md):
// addresses have GRFs of their own below r100, never shared with other
// values: r92-r99 at SIMD8, r84-r99 at SIMD16, r76-r99 at SIMD32. Qn is
// the nth 2 x (SIMD width / 8) GRFs there: 4 registers at SIMD8 and
// SIMD16, 3 at SIMD32 (IntelGPURegisterInfo::addressGRF reserves the
// rest).
foreach i = 0...3 in
  def Q#i : IGReg<"q" # i, i>;
def QGRF : RegisterClass<"IntelGPU", [i64], 32, (sequence "Q%u", 0, 3)>;

// The payload's dwords, the same in every channel: PDW8n+k is rn.k of
// r0-r31, which the payload never exceeds (docs/intelgpu-abi.md). They are
// reserved and never written; an ALU source of class GRF32U reads one
// directly as a scalar region, rn.k<0;1,0> (IntelGPUFoldUniforms).
foreach i = 0...255 in
  def PDW#i : IGReg<"r" # !div(i, 8) # "." # !sub(i, !mul(!div(i, 8), 8)), !div(i, 8)> {
    let isConstant = true; // so an instruction reading one can be recomputed anywhere
  }
def PAYLOADDW : RegisterClass<"IntelGPU", [i32, f32], 32, (sequence "PDW%u", 0, 255)>;

// Scalar registers: a value the same in every channel that the code
// computes lives in one dword, written by NoMask SIMD1 instructions and
// read as a scalar region (docs/intelgpu-codegen.md, "Scalar registers").
// Sn is dword n % 8 of the n / 8th of the eight GRFs r112-r119, which a
// kernel with scalar registers reserves. SU is what a scalar instruction
// reads: a scalar register or a payload dword.
foreach i = 0...63 in
  def S#i : IGReg<"r" # !add(112, !div(i, 8)) # "." # !sub(i, !mul(!div(i, 8), 8)),
                  !add(112, !div(i, 8))>;
def SREG : RegisterClass<"IntelGPU", [i32, f32], 32, (sequence "S%u", 0, 63)>;
def SU : RegisterClass<"IntelGPU", [i32, f32], 32, (add SREG, PAYLOADDW)>;
def GRF32U : RegisterClass<"IntelGPU", [i32, f32], 32, (add GRF32, PAYLOADDW, SREG)>;

//===----------------------------------------------------------------------===//
// Target nodes
//===----------------------------------------------------------------------===//

def IGret : SDNode<"IntelGPUISD::RET", SDTNone,
                   [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
// The channel's local ID in dimension d (r1 + d, 16-bit words).
def IGlocalid : SDNode<"IntelGPUISD::LOCAL_ID",
                       SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
// The channel number, 0..7.
def IGlane : SDNode<"IntelGPUISD::LANE", SDTypeProfile<1, 0, [SDTCisVT<0, i32>]>>;
def IGbuildpair : SDNode<"ISD::BUILD_PAIR",
    SDTypeProfile<1, 2, [SDTCisVT<0, i64>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
def IGlo : SDNode<"IntelGPUISD::LO", SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i64>]>>;
def IGhi : SDNode<"IntelGPUISD::HI", SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i64>]>>;
// Memory: (address, log2 of the access size); loads give the raw dword
// (narrow data in its low bits, the rest undefined).
def SDTIGLoad : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<2, i32>]>;
def SDTIGStore : SDTypeProfile<0, 3, [SDTCisVT<0, i32>, SDTCisVT<2, i32>]>;
def IGload : SDNode<"IntelGPUISD::LOAD", SDTIGLoad,
                    [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
// A64 addresses in the messages' layout (QGRF): a 64-bit value's
// channels interleaved; on Gen9, base + (ext(index) << shift) computed in
// qwords (base low, high, index, shift, signed), and an address plus a
// 32-bit signed constant.
def IGqaddr : SDNode<"IntelGPUISD::QADDR", SDTypeProfile<1, 1, [SDTCisVT<0, i64>, SDTCisVT<1, i64>]>>;
def IGqaddrscaled : SDNode<"IntelGPUISD::QADDR_SCALED",
    SDTypeProfile<1, 5, [SDTCisVT<0, i64>, SDTCisVT<1, i32>, SDTCisVT<2, i32>, SDTCisVT<3, i32>,
                         SDTCisVT<4, i32>, SDTCisVT<5, i32>]>>;
def IGqaddroff : SDNode<"IntelGPUISD::QADDR_OFF",
    SDTypeProfile<1, 2, [SDTCisVT<0, i64>, SDTCisVT<1, i64>, SDTCisVT<2, i32>]>>;
// A uniform load (address low half, high half, log2 of the size).
def IGuload : SDNode<"IntelGPUISD::UNIFORM_LOAD",
                     SDTypeProfile<1, 3, [SDTCisVT<0, i32>, SDTCisVT<1, i32>,
                                          SDTCisVT<2, i32>, SDTCisVT<3, i32>]>,
                     [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def IGstore : SDNode<"IntelGPUISD::STORE", SDTIGStore,
                     [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;
def IGsload : SDNode<"IntelGPUISD::SCRATCH_LOAD", SDTIGLoad,
                     [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def IGsstore : SDNode<"IntelGPUISD::SCRATCH_STORE", SDTIGStore,
                      [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;
// Atomics: (address, value, atomic operation code) and the compare and
// exchange (address, comparand, new value).
def IGatomic : SDNode<"IntelGPUISD::ATOMIC",
                      SDTypeProfile<1, 3, [SDTCisVT<0, i32>, SDTCisVT<2, i32>, SDTCisVT<3, i32>]>,
                      [SDNPHasChain, SDNPMayLoad, SDNPMayStore, SDNPMemOperand]>;
def IGcmpxchg : SDNode<"IntelGPUISD::CMPXCHG",
                       SDTypeProfile<1, 3, [SDTCisVT<0, i32>, SDTCisVT<2, i32>, SDTCisVT<3, i32>]>,
                       [SDNPHasChain, SDNPMayLoad, SDNPMayStore, SDNPMemOperand]>;
def IGbarrier : SDNode<"IntelGPUISD::BARRIER", SDTNone,
                       [SDNPHasChain, SDNPSideEffect, SDNPMayLoad, SDNPMayStore]>;
def IGfence : SDNode<"IntelGPUISD::FENCE", SDTNone,
                     [SDNPHasChain, SDNPSideEffect, SDNPMayLoad, SDNPMayStore]>;
def IGcfcond : SDNode<"IntelGPUISD::CF_COND",
                      SDTypeProfile<0, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>,
                      [SDNPHasChain, SDNPSideEffect]>;

//===----------------------------------------------------------------------===//
// Instructions and their native forms
//===----------------------------------------------------------------------===//

class IGCodeGen<dag outs, dag ins, list<dag> pattern> : Instruction {
  let Namespace = "IntelGPU";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
  let isCodeGenOnly = 1;
  let AsmString = "";
  let Size = 64; // several native instructions (branches are labels)
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
}

// The one native instruction of an ALU codegen instruction
// (IntelGPUMCInstLower::lowerALU): the operation Op in IGA's spelling
// ("add", "math.sqt"), the condition modifier (on f0.0), the destination's
// and the sources' types and the sources' modifiers (Neg, Abs). The
// destination is operand 0 with stride 1 and the sources operands 1 and 2
// (the second for binary operations): a register as a region of a dword a
// channel, <8;8,1>, or a scalar one, <0;1,0>, for a scalar register or a
// payload dword; an immediate operand as an immediate of the source type.
// A scalar form (Scalar) is one NoMask channel. The instruction is as wide
// as the kernel (two SIMD16 halves in SIMD32 code).
class IGTypeOf<string t> {
  int Value = !cond(!eq(t, "ud"): 0, !eq(t, "d"): 1, !eq(t, "uw"): 2, !eq(t, "f"): 7,
                    !eq(t, "hf"): 10);
}
class IGCondOf<string c> {
  int Value = !cond(!eq(c, ""): 0, !eq(c, "eq"): 1, !eq(c, "ne"): 2, !eq(c, "gt"): 3,
                    !eq(c, "ge"): 4, !eq(c, "lt"): 5, !eq(c, "le"): 6);
}
class IGMathOf<string f> { // IGA's math function names
  int Value = !cond(!eq(f, "log"): 2, !eq(f, "exp"): 3, !eq(f, "sqt"): 4, !eq(f, "sin"): 6,
                    !eq(f, "cos"): 7, !eq(f, "fdiv"): 9, !eq(f, "pow"): 10,
                    !eq(f, "iqot"): 12, !eq(f, "irem"): 13);
}
defvar NoMod = 0;
defvar Neg = 1;
defvar Abs = 2;
class IGALU<Instruction inst, string op, string dty, string sty = dty, string cm = "",
            int mod0 = NoMod, int mod1 = NoMod, bit scalar = 0> {
  defvar IsMath = !eq(!find(op, "math."), 0);
  Instruction Inst = inst;
  Instruction MC = !if(IsMath, MATH, !cast<IGInst>(!toupper(op)));
  bits<8> MathFn = !if(IsMath, IGMathOf<!substr(op, 5)>.Value, 0);
  bits<8> CondMod = IGCondOf<cm>.Value;
  bits<8> DstType = IGTypeOf<dty>.Value;
  bits<8> SrcType = IGTypeOf<sty>.Value;
  bits<2> Src0Mod = mod0;
  bits<2> Src1Mod = mod1;
  bit Scalar = scalar;
  // Fields a `let` around a defm sets on its instruction reach here too;
  // they mean nothing for the lowering.
  string Constraints = "";
  int AddedComplexity = 0;
  list<Predicate> Predicates = [];
  bit mayLoad = 0;
  bit mayStore = 0;
  bit hasSideEffects = 0;
  list<Register> Defs = [];
}

def IGALUForms : GenericTable {
  let FilterClass = "IGALU";
  let Fields = ["Inst", "MC", "MathFn", "CondMod", "DstType", "SrcType", "Src0Mod",
                "Src1Mod", "Scalar"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupIGALU";
}

// Moves and constants.
let isAsCheapAsAMove = 1, isReMaterializable = 1 in
def CG_MOVI : IGCodeGen<(outs GRF32:$d), (ins i32imm:$imm), [(set i32:$d, imm:$imm)]>;
// A callable function's constexpr sampler: a mov of its index in the
// function's list (the global address's offset), never compacted, its
// immediate relocated against metalnt.sampler_states (IntelGPUAsmPrinter).
def CG_MOV_SAMPLER : IGCodeGen<(outs GRF32:$d), (ins i32imm:$sym), []>;
def : IGALU<CG_MOVI, "mov", "ud">;
def fpimm_bits : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      N->getValueAPF().bitcastToAPInt().getZExtValue(), SDLoc(N), MVT::i32);
}]>;
def : Pat<(f32 fpimm:$imm), (CG_MOVI (fpimm_bits $imm))>;
def CG_MOV : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), []>;
def : IGALU<CG_MOV, "mov", "ud">;
def CG_LOCALID : IGCodeGen<(outs GRF32:$d), (ins i32imm:$dim),
                           [(set i32:$d, (IGlocalid timm:$dim))]>;
def CG_LANE : IGCodeGen<(outs GRF32:$d), (ins), [(set i32:$d, (IGlane))]>;
// A value plus the channels' local IDs in dimension d, the payload's
// 16-bit words read as the add's second source, as Intel's compiler adds
// them (`add (16) r4:d r126:d r1:uw`) instead of moving them to dwords
// first.
def CG_ADDLID : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, i32imm:$dim),
                          [(set i32:$d, (add i32:$a, (IGlocalid timm:$dim)))]>;

// 64-bit values are their halves.
def : Pat<(i32 (IGlo i64:$a)), (EXTRACT_SUBREG $a, sub0)>;
def : Pat<(i32 (IGhi i64:$a)), (EXTRACT_SUBREG $a, sub1)>;
def : Pat<(i64 (IGbuildpair i32:$lo, i32:$hi)),
          (REG_SEQUENCE GRF64, $lo, sub0, $hi, sub1)>;

// Integer arithmetic.
multiclass IGBin<string op, SDPatternOperator node, string ty> {
  def rr : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                     [(set i32:$d, (node i32:$a, i32:$b))]>;
  def ri : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, i32imm:$b),
                     [(set i32:$d, (node i32:$a, (i32 imm:$b)))]>;
  def : IGALU<!cast<Instruction>(NAME#"rr"), op, ty>;
  def : IGALU<!cast<Instruction>(NAME#"ri"), op, ty>;
}
defm CG_ADD : IGBin<"add", add, "d">;
defm CG_AND : IGBin<"and", and, "ud">;
defm CG_OR : IGBin<"or", or, "ud">;
defm CG_XOR : IGBin<"xor", xor, "ud">;
defm CG_SHL : IGBin<"shl", shl, "ud">;
defm CG_SHR : IGBin<"shr", srl, "ud">;
defm CG_ASR : IGBin<"asr", sra, "d">;
def CG_SUB : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                       [(set i32:$d, (sub i32:$a, i32:$b))]>;
def : IGALU<CG_SUB, "add", "d", "d", "", NoMod, Neg>;
def CG_NOT : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), [(set i32:$d, (not i32:$a))]>;
def : IGALU<CG_NOT, "not", "ud">;
// Gen9 multiplies dwords; Gen11 has no dword x dword multiply (Mesa
// brw_lower_mul_dword_inst): a * lo16(b) + (a * hi16(b)) << 16.
let Constraints = "@earlyclobber $d,@earlyclobber $t" in
def CG_MUL : IGCodeGen<(outs GRF32:$d, GRF32:$t), (ins GRF32U:$a, GRF32:$b),
                       [(set i32:$d, i32:$t, (mul i32:$a, i32:$b))]>;
multiclass IGUn<string op, SDPatternOperator node, string dty, string sty,
                ValueType dvt, ValueType svt> {
  def NAME : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), [(set dvt:$d, (node svt:$a))]>;
  def : IGALU<!cast<Instruction>(NAME), op, dty, sty>;
}
defm CG_CBIT : IGUn<"cbit", ctpop, "ud", "ud", i32, i32>;
defm CG_LZD : IGUn<"lzd", ctlz, "ud", "ud", i32, i32>;
defm CG_BFREV : IGUn<"bfrev", bitreverse, "ud", "ud", i32, i32>;
// min and max: sel with a conditional modifier (no flag is written).
multiclass IGSel<string cmod, SDPatternOperator node, string ty, ValueType vt> {
  def NAME : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                       [(set vt:$d, (node vt:$a, vt:$b))]>;
  def : IGALU<!cast<Instruction>(NAME), "sel", ty, ty, cmod>;
}
defm CG_SMIN : IGSel<"lt", smin, "d", i32>;
defm CG_SMAX : IGSel<"ge", smax, "d", i32>;
defm CG_UMIN : IGSel<"lt", umin, "ud", i32>;
defm CG_UMAX : IGSel<"ge", umax, "ud", i32>;
defm CG_FMIN : IGSel<"lt", fminnum, "f", f32>;
defm CG_FMAX : IGSel<"ge", fmaxnum, "f", f32>;
// Division: the math unit's integer quotient and remainder.
multiclass IGMath2<string fn, SDPatternOperator node, string ty, ValueType vt> {
  def NAME : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                       [(set vt:$d, (node vt:$a, vt:$b))]>;
  def : IGALU<!cast<Instruction>(NAME), "math."#fn, ty>;
}
defm CG_UDIV : IGMath2<"iqot", udiv, "ud", i32>;
defm CG_SDIV : IGMath2<"iqot", sdiv, "d", i32>;
defm CG_UREM : IGMath2<"irem", urem, "ud", i32>;
defm CG_SREM : IGMath2<"irem", srem, "d", i32>;

// Float arithmetic.
def CG_FADD : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                        [(set f32:$d, (fadd f32:$a, f32:$b))]>;
def : IGALU<CG_FADD, "add", "f">;
def CG_FSUB : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                        [(set f32:$d, (fsub f32:$a, f32:$b))]>;
def : IGALU<CG_FSUB, "add", "f", "f", "", NoMod, Neg>;
def CG_FMUL : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b),
                        [(set f32:$d, (fmul f32:$a, f32:$b))]>;
def : IGALU<CG_FMUL, "mul", "f">;
// Scalar forms of the ALU instructions, for values the same in every
// channel (docs/intelgpu-codegen.md, "Scalar registers"): selected where
// the node is uniform (LLVM's uniformity analysis, through the DAG's
// divergence bits), NoMask SIMD1 on scalar registers. A scalar form whose
// source is not scalar after selection (a load's result, a value from
// another block) becomes its vector form (IntelGPUFixScalars, from the
// IGScalarForms table).
class IGUniform2<SDPatternOperator op>
    : PatFrag<(ops node:$a, node:$b), (op node:$a, node:$b),
              [{ return !N->isDivergent(); }]>;
def IsGen9 : Predicate<"!Subtarget->isGen11()">;
class IGUniformSExt<ValueType vt>
    : PatFrag<(ops node:$a), (sext_inreg node:$a, vt), [{ return !N->isDivergent(); }]>;

class IGScalarForm<Instruction s, Instruction v> {
  Instruction Scalar = s;
  Instruction Vector = v;
  list<Predicate> Predicates = []; // as for IGALU
}
def IGScalarForms : GenericTable {
  let FilterClass = "IGScalarForm";
  let Fields = ["Scalar", "Vector"];
  let PrimaryKey = ["Scalar"];
  let PrimaryKeyName = "lookupIGScalarForm";
}

// A scalar form of vector instruction V: one NoMask channel with scalar
// regions (its IGALU record says Scalar).
multiclass IGScalar<string V, dag outs, dag ins, list<dag> pattern> {
  let AddedComplexity = 10 in
  def NAME : IGCodeGen<outs, ins, pattern>;
  def : IGScalarForm<!cast<Instruction>(NAME), !cast<Instruction>(V)>;
}
multiclass IGScalarBin<string V, string op, SDPatternOperator node, string ty,
                       ValueType vt, string neg = ""> {
  defm "" : IGScalar<V, (outs SREG:$d), (ins SU:$a, SU:$b),
                     [(set vt:$d, (IGUniform2<node> vt:$a, vt:$b))]>;
  def : IGALU<!cast<Instruction>(NAME), op, ty, ty, "", NoMod, !if(!eq(neg, "-"), Neg, NoMod),
              /*scalar=*/1>;
}
multiclass IGScalarBinI<string V, string op, SDPatternOperator node, string ty> {
  defm rr : IGScalarBin<V # "rr", op, node, ty, i32>;
  defm ri : IGScalar<V # "ri", (outs SREG:$d), (ins SU:$a, i32imm:$b),
                     [(set i32:$d, (IGUniform2<node> i32:$a, (i32 imm:$b)))]>;
  def : IGALU<!cast<Instruction>(NAME#"ri"), op, ty, ty, "", NoMod, NoMod, /*scalar=*/1>;
}
defm CG_ADD_S : IGScalarBinI<"CG_ADD", "add", add, "d">;
defm CG_AND_S : IGScalarBinI<"CG_AND", "and", and, "ud">;
defm CG_OR_S : IGScalarBinI<"CG_OR", "or", or, "ud">;
defm CG_XOR_S : IGScalarBinI<"CG_XOR", "xor", xor, "ud">;
defm CG_SHL_S : IGScalarBinI<"CG_SHL", "shl", shl, "ud">;
defm CG_SHR_S : IGScalarBinI<"CG_SHR", "shr", srl, "ud">;
defm CG_ASR_S : IGScalarBinI<"CG_ASR", "asr", sra, "d">;
defm CG_SUB_S : IGScalarBin<"CG_SUB", "add", sub, "d", i32, "-">;
defm CG_FADD_S : IGScalarBin<"CG_FADD", "add", fadd, "f", f32>;
defm CG_FSUB_S : IGScalarBin<"CG_FSUB", "add", fsub, "f", f32, "-">;
defm CG_FMUL_S : IGScalarBin<"CG_FMUL", "mul", fmul, "f", f32>;
multiclass IGScalarSel<string V, string cmod, SDPatternOperator node, string ty,
                       ValueType vt> {
  defm "" : IGScalar<V, (outs SREG:$d), (ins SU:$a, SU:$b),
                     [(set vt:$d, (IGUniform2<node> vt:$a, vt:$b))]>;
  def : IGALU<!cast<Instruction>(NAME), "sel", ty, ty, cmod, NoMod, NoMod, /*scalar=*/1>;
}
defm CG_SMIN_S : IGScalarSel<"CG_SMIN", "lt", smin, "d", i32>;
defm CG_SMAX_S : IGScalarSel<"CG_SMAX", "ge", smax, "d", i32>;
defm CG_UMIN_S : IGScalarSel<"CG_UMIN", "lt", umin, "ud", i32>;
defm CG_UMAX_S : IGScalarSel<"CG_UMAX", "ge", umax, "ud", i32>;
// A scalar register's copy (IntelGPUInstrInfo::copyPhysReg), and a
// constant (IntelGPUFixScalars: constants are per-channel registers, and
// one copied to a scalar register is written there instead).
def CG_MOV_S : IGCodeGen<(outs SREG:$d), (ins SU:$a), []>;
def CG_MOVI_S : IGCodeGen<(outs SREG:$d), (ins i32imm:$imm), []>;
def : IGALU<CG_MOV_S, "mov", "ud", "ud", "", NoMod, NoMod, /*scalar=*/1>;
def : IGALU<CG_MOVI_S, "mov", "ud", "ud", "", NoMod, NoMod, /*scalar=*/1>;
// Gen9 multiplies dwords (Gen11's split multiply stays a vector one).
let Predicates = [IsGen9] in
defm CG_MUL_S : IGScalar<"CG_MUL", (outs SREG:$d), (ins SU:$a, SU:$b),
                         [(set i32:$d, (IGUniform2<mul> i32:$a, i32:$b))]>;
def : IGALU<CG_MUL_S, "mul", "d", "d", "", NoMod, NoMod, /*scalar=*/1>;

// mad: Align16 regions on Gen9, Align1 on Gen11 (docs/intelgpu-isa.md).
def CG_FMA : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b, GRF32U:$c),
                       [(set f32:$d, (fma f32:$a, f32:$b, f32:$c))]>;
defm CG_FDIV : IGMath2<"fdiv", fdiv, "f", f32>;
defm CG_FPOW : IGMath2<"pow", fpow, "f", f32>;
def CG_FNEG : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), [(set f32:$d, (fneg f32:$a))]>;
def CG_FABS : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), [(set f32:$d, (fabs f32:$a))]>;
def : IGALU<CG_FNEG, "mov", "f", "f", "", Neg>;
def : IGALU<CG_FABS, "mov", "f", "f", "", Abs>;
// 0 - x: a mov with the source negated (not the constant in a register
// and an add).
def CG_INEG : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a), [(set i32:$d, (ineg i32:$a))]>;
def : IGALU<CG_INEG, "mov", "d", "d", "", Neg>;
defm CG_RNDD : IGUn<"rndd", ffloor, "f", "f", f32, f32>;
defm CG_RNDU : IGUn<"rndu", fceil, "f", "f", f32, f32>;
defm CG_RNDZ : IGUn<"rndz", ftrunc, "f", "f", f32, f32>;
defm CG_RNDE : IGUn<"rnde", frint, "f", "f", f32, f32>;
def : Pat<(f32 (fnearbyint f32:$a)), (CG_RNDE $a)>;
def : Pat<(f32 (froundeven f32:$a)), (CG_RNDE $a)>;
defm CG_SQRT : IGUn<"math.sqt", fsqrt, "f", "f", f32, f32>;
defm CG_EXP2 : IGUn<"math.exp", fexp2, "f", "f", f32, f32>;
defm CG_LOG2 : IGUn<"math.log", flog2, "f", "f", f32, f32>;
defm CG_SIN : IGUn<"math.sin", fsin, "f", "f", f32, f32>;
defm CG_COS : IGUn<"math.cos", fcos, "f", "f", f32, f32>;
// Conversions: float to integer rounds toward zero and saturates.
defm CG_F2I : IGUn<"mov", fp_to_sint, "d", "f", i32, f32>;
defm CG_F2U : IGUn<"mov", fp_to_uint, "ud", "f", i32, f32>;
defm CG_I2F : IGUn<"mov", sint_to_fp, "f", "d", f32, i32>;
defm CG_U2F : IGUn<"mov", uint_to_fp, "f", "ud", f32, i32>;
def : Pat<(i32 (fp_to_sint_sat f32:$a, i32)), (CG_F2I $a)>;
def : Pat<(i32 (fp_to_uint_sat f32:$a, i32)), (CG_F2U $a)>;
def CG_H2F : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), [(set f32:$d, (f16_to_fp i32:$a))]>;
let Constraints = "@earlyclobber $d" in
def CG_F2H : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), [(set i32:$d, (fp_to_f16 f32:$a))]>;

// Sign extension of a dword's low word or byte: a mov from the word or
// byte region of the dwords (<16;8,2>:w, <32;8,4>:b), one NoMask channel
// for a scalar.
def CG_SEXT16 : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a),
                          [(set i32:$d, (sext_inreg i32:$a, i16))]>;
def CG_SEXT8 : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a),
                         [(set i32:$d, (sext_inreg i32:$a, i8))]>;
defm CG_SEXT16_S : IGScalar<"CG_SEXT16", (outs SREG:$d), (ins SU:$a),
                            [(set i32:$d, (IGUniformSExt<i16> i32:$a))]>;
defm CG_SEXT8_S : IGScalar<"CG_SEXT8", (outs SREG:$d), (ins SU:$a),
                           [(set i32:$d, (IGUniformSExt<i8> i32:$a))]>;

// Bit casts between i32 and f32 cost nothing: the value stays in its
// register, per-channel or scalar (a copy to GRF32 would broadcast a
// scalar).
def : Pat<(f32 (bitconvert i32:$a)), (f32 GRF32U:$a)>;
def : Pat<(i32 (bitconvert f32:$a)), (i32 GRF32U:$a)>;

// Compares write all ones or zero per channel (booleans are 0 or -1), in
// the sources' type; selects test a boolean into f0.0 and pick by it.
multiclass IGCmp<string ty, ValueType vt, list<list<string>> codes> {
  foreach C = codes in {
    let Defs = [F0] in
    def _#C[1] : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$a, GRF32U:$b), []>;
    def : IGALU<!cast<Instruction>(NAME#"_"#C[1]), "cmp", ty, ty, C[0]>;
    def : Pat<(i32 (setcc vt:$a, vt:$b, !cast<CondCode>(C[1]))),
              (!cast<Instruction>(NAME#"_"#C[1]) $a, $b)>;
  }
}
defm CG_ICMP : IGCmp<"d", i32, [["eq", "SETEQ"], ["ne", "SETNE"], ["gt", "SETGT"],
                                ["ge", "SETGE"], ["lt", "SETLT"], ["le", "SETLE"]]>;
defm CG_UCMP : IGCmp<"ud", i32, [["gt", "SETUGT"], ["ge", "SETUGE"], ["lt", "SETULT"],
                                 ["le", "SETULE"]]>;
defm CG_FCMP : IGCmp<"f", f32, [["eq", "SETOEQ"], ["ne", "SETUNE"], ["gt", "SETOGT"],
                                ["ge", "SETOGE"], ["lt", "SETOLT"], ["le", "SETOLE"]]>;
// Float compares whose NaN behaviour does not matter (no-NaN math).
foreach C = [["SETEQ", "SETOEQ"], ["SETNE", "SETUNE"], ["SETGT", "SETOGT"],
             ["SETGE", "SETOGE"], ["SETLT", "SETOLT"], ["SETLE", "SETOLE"]] in
  def : Pat<(i32 (setcc f32:$a, f32:$b, !cast<CondCode>(C[0]))),
            (!cast<Instruction>("CG_FCMP_"#C[1]) $a, $b)>;
let Defs = [F0] in {
def CG_SEL : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$c, GRF32U:$a, GRF32U:$b), []>;
let Constraints = "@earlyclobber $d" in
def CG_SEL64 : IGCodeGen<(outs GRF64:$d), (ins GRF32:$c, GRF64:$a, GRF64:$b), []>;
}
foreach T = [i32, f32] in
  def : Pat<(T (select i32:$c, T:$a, T:$b)), (CG_SEL $c, $a, $b)>;
def : Pat<(i64 (select i32:$c, i64:$a, i64:$b)), (CG_SEL64 $c, $a, $b)>;

// Memory (docs/intelgpu-abi.md, the message descriptors of
// docs/notes/intelgpu-codegen-research.md): device memory through A64
// stateless messages on the data cache 1 (SFID 12), threadgroup memory
// (SLM) through binding table index 254. Addresses in one register (SLM)
// or a QGRF register the message sends from (A64), data in one.
let mayLoad = 1 in {
def CG_LD32_A64 : IGCodeGen<(outs GRF32:$d), (ins QGRF:$a), []>;
def CG_LD16_A64 : IGCodeGen<(outs GRF32:$d), (ins QGRF:$a), []>;
def CG_LD8_A64 : IGCodeGen<(outs GRF32:$d), (ins QGRF:$a), []>;
def CG_LD32_SLM : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
def CG_LD16_SLM : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
def CG_LD8_SLM : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
}
let mayStore = 1 in {
def CG_ST32_A64 : IGCodeGen<(outs), (ins GRF32:$v, QGRF:$a), []>;
def CG_ST16_A64 : IGCodeGen<(outs), (ins GRF32:$v, QGRF:$a), []>;
def CG_ST8_A64 : IGCodeGen<(outs), (ins GRF32:$v, QGRF:$a), []>;
def CG_ST32_SLM : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
def CG_ST16_SLM : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
def CG_ST8_SLM : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
}
foreach A = ["A64", "SLM"] in {
  defvar AT = !if(!eq(A, "A64"), i64, i32);
  foreach Bits = [32, 16, 8] in {
    defvar Log2Bytes = !cond(!eq(Bits, 32): 2, !eq(Bits, 16): 1, true: 0);
    def : Pat<(i32 (IGload AT:$a, (i32 Log2Bytes))),
              (!cast<Instruction>("CG_LD"#Bits#"_"#A) $a)>;
    def : Pat<(IGstore i32:$v, AT:$a, (i32 Log2Bytes)),
              (!cast<Instruction>("CG_ST"#Bits#"_"#A) $v, $a)>;
  }
}

// A64 addresses (IntelGPUTargetLowering::messageAddress), computed once
// and shared by the messages of one address (CSE): a 64-bit value's halves
// interleaved (two movs per eight channels); on Gen9 base + (ext(index)
// << shift) in qwords (shl and add per eight channels) and an address
// plus a constant (one qword add). The register allocator recomputes an
// address rather than spill it (there are few address registers).
let isReMaterializable = 1 in {
def CG_QADDR : IGCodeGen<(outs QGRF:$d), (ins GRF64:$p), [(set i64:$d, (IGqaddr i64:$p))]>;
def CG_QADDRX : IGCodeGen<(outs QGRF:$d),
                          (ins GRF32U:$lo, GRF32U:$hi, GRF32U:$x, i32imm:$shift, i32imm:$signed),
                          [(set i64:$d, (IGqaddrscaled i32:$lo, i32:$hi, i32:$x, timm:$shift,
                                                       timm:$signed))]>;
def CG_QADDRO : IGCodeGen<(outs QGRF:$d), (ins QGRF:$a, i32imm:$off),
                          [(set i64:$d, (IGqaddroff i64:$a, timm:$off))]>;
}
// A copy of a QGRF register (copyPhysReg).
def CG_MOVQ : IGCodeGen<(outs QGRF:$d), (ins QGRF:$a), []>;

// A uniform load of device memory in the entry block
// (IntelGPUTargetLowering::getTargetMMOFlags): one NoMask channel's A64
// message, as Intel's compiler loads a uniform a[0], its address the two
// scalar halves, its dword written to a scalar register. The vector form
// (a half in a per-channel register, whose channel 0 runs in the entry
// block; or a result that must be per-channel) broadcasts the dword.
let mayLoad = 1 in {
def CG_LDU_A64 : IGCodeGen<(outs GRF32:$d), (ins GRF32U:$lo, GRF32U:$hi, i32imm:$log2), []>;
def CG_LDU_A64_S : IGCodeGen<(outs SREG:$d), (ins SU:$lo, SU:$hi, i32imm:$log2),
                             [(set i32:$d, (IGuload SU:$lo, SU:$hi, (i32 imm:$log2)))]>;
}
def : IGScalarForm<CG_LDU_A64_S, CG_LDU_A64>;

// Private memory: A32 stateless messages (BTI 253) on the data cache 0
// (SFID 10) with a header whose dword 5 is the thread's scratch space
// pointer (r0.5[31:10]) and dword 3 the scratch size code (r0.3[3:0]),
// the rest 0, as Mesa's SCRATCH_HEADER builds it. The prologue writes the
// header to r120 (CG_SCRATCH_HEADER); each message copies its scratch
// offsets (IntelGPUISelLowering's scratchAddress) to r121 after it. DWord
// scattered messages for aligned dwords, byte scattered ones otherwise.
def CG_SCRATCH_HEADER : IGCodeGen<(outs), (ins), []>;
let mayLoad = 1 in {
def CG_LD32_SCR : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
def CG_LD16_SCR : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
def CG_LD8_SCR : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a), []>;
}
let mayStore = 1 in {
def CG_ST32_SCR : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
def CG_ST16_SCR : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
def CG_ST8_SCR : IGCodeGen<(outs), (ins GRF32:$v, GRF32:$a), []>;
}
foreach Bits = [32, 16, 8] in {
  defvar Log2Bytes = !cond(!eq(Bits, 32): 2, !eq(Bits, 16): 1, true: 0);
  def : Pat<(i32 (IGsload i32:$a, (i32 Log2Bytes))),
            (!cast<Instruction>("CG_LD"#Bits#"_SCR") $a)>;
  def : Pat<(IGsstore i32:$v, i32:$a, (i32 Log2Bytes)),
            (!cast<Instruction>("CG_ST"#Bits#"_SCR") $v, $a)>;
}

// Texture messages (IntelGPUTextures.cpp, docs/intelgpu-abi.md "Textures
// and samplers"): a sampler message's four response channels from its
// control word (message type, header, the header's dword 2), binding table
// index, sampler state and parameters; a typed surface write from its
// binding table index, coordinate count, coordinates and four words. The
// lowering copies the parameters into the payload area r100-r111, which a
// function with texture messages reserves, and the response back from the
// top of r120-r127.
let mayLoad = 1 in
def CG_SAMPLE : IGCodeGen<(outs GRF32:$r, GRF32:$g, GRF32:$b, GRF32:$a),
                          (ins i32imm:$control, i32imm:$bti, i32imm:$sampler, variable_ops), []>;
let mayStore = 1, hasSideEffects = 1 in
def CG_TYPED_WRITE : IGCodeGen<(outs), (ins i32imm:$bti, i32imm:$coords, variable_ops), []>;
// The same with the binding table index and sampler state in registers
// (a texture or sampler chosen at run time: a called function's parameter,
// an argument buffer's handle), the same in every running channel
// (lower::makeCallUniform made them so): the descriptor is built in a0.0
// from the first running channel's.
let mayLoad = 1 in
def CG_SAMPLE_R : IGCodeGen<(outs GRF32:$r, GRF32:$g, GRF32:$b, GRF32:$a),
                            (ins i32imm:$control, GRF32U:$bti, GRF32U:$sampler, variable_ops), []>;
let mayStore = 1, hasSideEffects = 1 in
def CG_TYPED_WRITE_R : IGCodeGen<(outs), (ins GRF32U:$bti, i32imm:$coords, variable_ops), []>;

// Atomics with return (A64 and SLM, SIMD8): the operation code in the
// descriptor's bits 11:8 (Mesa brw_eu_defines.h BRW_AOP_*). A64 atomics
// are SIMD8 only, so SIMD16 code sends two, (8|M0) for channels 0-7 and
// (8|M8) for channels 8-15 from the second register of each operand (as
// Mesa splits them); a compare-and-swap's comparand and new value, in
// separate register pairs there, are gathered in r122-r123 for each half.
let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in {
def CG_ATOMIC_A64 : IGCodeGen<(outs GRF32:$d), (ins QGRF:$a, GRF32:$v, i32imm:$op), []>;
def CG_ATOMIC_SLM : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a, GRF32:$v, i32imm:$op), []>;
def CG_CMPXCHG_A64 : IGCodeGen<(outs GRF32:$d), (ins QGRF:$a, GRF64:$cv), []>;
def CG_CMPXCHG_SLM : IGCodeGen<(outs GRF32:$d), (ins GRF32:$a, GRF64:$cv), []>;
}
def : Pat<(i32 (IGatomic i64:$a, i32:$v, timm:$op)), (CG_ATOMIC_A64 $a, $v, timm:$op)>;
def : Pat<(i32 (IGatomic i32:$a, i32:$v, timm:$op)), (CG_ATOMIC_SLM $a, $v, timm:$op)>;
def : Pat<(i32 (IGcmpxchg i64:$a, i32:$c, i32:$n)),
          (CG_CMPXCHG_A64 $a, (REG_SEQUENCE GRF64, $c, sub0, $n, sub1))>;
def : Pat<(i32 (IGcmpxchg i32:$a, i32:$c, i32:$n)),
          (CG_CMPXCHG_SLM $a, (REG_SEQUENCE GRF64, $c, sub0, $n, sub1))>;

// Synchronization, through r126 (reserved): the barrier message with the
// barrier ID of r0.2 (mask 0x8F000000 on Gen9, 0x7F000000 on Gen11), then
// wait on n0; a fence commits, and its result is read to wait for it.
let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
def CG_BARRIER : IGCodeGen<(outs), (ins), [(IGbarrier)]>;
def CG_FENCE : IGCodeGen<(outs), (ins), [(IGfence)]>;
}

// Vertex functions (docs/intelgpu-abi.md, "Vertex functions"): a
// component of the system-generated vertex element the VF unit pushes
// (IntelGPUPayload::SGV), and a VUE slot's four dwords written with a
// SIMD8 URB write, its payload built in r122-r126 (the end of thread's
// message must come from r112-r127),
// the last one with EOT, which then ends the thread instead of CG_EOT.
def IGvertexsgv : SDNode<"IntelGPUISD::VERTEX_SGV",
                         SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
def IGurbwrite : SDNode<"IntelGPUISD::URB_WRITE",
    SDTypeProfile<0, 6, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>,
                         SDTCisVT<3, i32>, SDTCisVT<4, i32>, SDTCisVT<5, i32>]>,
    [SDNPHasChain, SDNPSideEffect, SDNPMayStore]>;
def CG_SGV : IGCodeGen<(outs GRF32:$d), (ins i32imm:$c), [(set i32:$d, (IGvertexsgv timm:$c))]>;
let hasSideEffects = 1, mayStore = 1 in
def CG_URB_WRITE : IGCodeGen<(outs),
                             (ins i32imm:$slot, i32imm:$eot, GRF32U:$x, GRF32U:$y, GRF32U:$z,
                                  GRF32U:$w),
                             [(IGurbwrite timm:$slot, timm:$eot, i32:$x, i32:$y, i32:$z,
                                          i32:$w)]>;

// Fragment functions (docs/intelgpu-abi.md, "Fragment functions"): a
// payload GRF's dwords, one per channel (dword 8) or one in every channel
// (the setup data's), and a SIMD8 render target write, its payload built
// at the top of r120-r127 (a fragment function reserves them), its flags
// (IntelGPUABI.h RTWriteFlag) saying whether it ends the thread, carries
// a depth or an oMask, and is predicated on live (discard).
def IGpayloadgrf : SDNode<"IntelGPUISD::PAYLOAD_GRF",
                          SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>,
                                               SDTCisVT<2, i32>]>>;
def IGrtwrite : SDNode<"IntelGPUISD::RT_WRITE",
    SDTypeProfile<0, 10, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>,
                          SDTCisVT<3, i32>, SDTCisVT<4, i32>, SDTCisVT<5, i32>,
                          SDTCisVT<6, i32>, SDTCisVT<7, i32>, SDTCisVT<8, i32>,
                          SDTCisVT<9, i32>]>,
    [SDNPHasChain, SDNPSideEffect, SDNPMayStore]>;
def IGrtwritedual : SDNode<"IntelGPUISD::RT_WRITE_DUAL",
    SDTypeProfile<0, 14, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>,
                          SDTCisVT<3, i32>, SDTCisVT<4, i32>, SDTCisVT<5, i32>,
                          SDTCisVT<6, i32>, SDTCisVT<7, i32>, SDTCisVT<8, i32>,
                          SDTCisVT<9, i32>, SDTCisVT<10, i32>, SDTCisVT<11, i32>,
                          SDTCisVT<12, i32>, SDTCisVT<13, i32>]>,
    [SDNPHasChain, SDNPSideEffect, SDNPMayStore]>;
def CG_PAYLOAD : IGCodeGen<(outs GRF32:$d), (ins i32imm:$grf, i32imm:$dw),
                           [(set i32:$d, (IGpayloadgrf timm:$grf, timm:$dw))]>;
let hasSideEffects = 1, mayStore = 1 in
def CG_RT_WRITE : IGCodeGen<(outs),
                            (ins i32imm:$bti, i32imm:$flags, GRF32U:$live, GRF32U:$r,
                                 GRF32U:$g, GRF32U:$b, GRF32U:$a, GRF32U:$depth,
                                 GRF32U:$mask, GRF32U:$stencil),
                            [(IGrtwrite timm:$bti, timm:$flags, i32:$live, i32:$r, i32:$g,
                                        i32:$b, i32:$a, i32:$depth, i32:$mask, i32:$stencil)]>;
// Dual-source blending's write: both colours in one SIMD8 message.
let hasSideEffects = 1, mayStore = 1 in
def CG_RT_WRITE_DUAL : IGCodeGen<(outs),
                                 (ins i32imm:$bti, i32imm:$flags, GRF32U:$live, GRF32U:$r,
                                      GRF32U:$g, GRF32U:$b, GRF32U:$a, GRF32U:$depth,
                                      GRF32U:$mask, GRF32U:$stencil, GRF32U:$r1, GRF32U:$g1,
                                      GRF32U:$b1, GRF32U:$a1),
                                 [(IGrtwritedual timm:$bti, timm:$flags, i32:$live, i32:$r,
                                                 i32:$g, i32:$b, i32:$a, i32:$depth, i32:$mask,
                                                 i32:$stencil, i32:$r1, i32:$g1, i32:$b1,
                                                 i32:$a1)]>;

// Framebuffer fetch: a render target read (selected by hand), its header
// (r0 and r1) built in r122-r123, its four response GRFs in r124-r127.
let mayLoad = 1 in
def CG_RT_READ : IGCodeGen<(outs GRF32:$r, GRF32:$g, GRF32:$b, GRF32:$a), (ins i32imm:$bti), []>;

// The end of the thread: r0 copied to r127, the spawner's EOT message.
let isReturn = 1, isTerminator = 1, isBarrier = 1, hasSideEffects = 1 in
def CG_EOT : IGCodeGen<(outs), (ins), [(IGret)]>;

// Calls (docs/intelgpu-abi.md, "Calls"): `call (W|M0) r119.0:ud` writes
// the return IP and the call mask to r119.0-r119.1 (S56, S57), which
// `ret (W|M0) null r119.0<2;2,1>:ud` reads back; arguments and results in
// the registers from r32 up (IntelGPUTargetLowering::LowerCall). The call
// frame pseudos become the moves of the frame row r119.2 (S58) around the
// call (IntelGPUFrameLowering::eliminateCallFramePseudoInstr).
def SDT_IGCall : SDTypeProfile<0, -1, []>;
def IGcall : SDNode<"IntelGPUISD::CALL", SDT_IGCall,
                    [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue, SDNPVariadic]>;
def IGreturn : SDNode<"IntelGPUISD::RETURN", SDTNone,
                      [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def SDT_IGCallSeqStart : SDCallSeqStart<[SDTCisVT<0, i32>, SDTCisVT<1, i32>]>;
def SDT_IGCallSeqEnd : SDCallSeqEnd<[SDTCisVT<0, i32>, SDTCisVT<1, i32>]>;
def IGcallseq_start : SDNode<"ISD::CALLSEQ_START", SDT_IGCallSeqStart,
                             [SDNPHasChain, SDNPOutGlue]>;
def IGcallseq_end : SDNode<"ISD::CALLSEQ_END", SDT_IGCallSeqEnd,
                           [SDNPHasChain, SDNPOptInGlue, SDNPOutGlue]>;
let Defs = [S58], Uses = [S58], hasSideEffects = 1 in {
def ADJCALLSTACKDOWN : IGCodeGen<(outs), (ins i32imm:$amt1, i32imm:$amt2),
                                 [(IGcallseq_start timm:$amt1, timm:$amt2)]>;
def ADJCALLSTACKUP : IGCodeGen<(outs), (ins i32imm:$amt1, i32imm:$amt2),
                               [(IGcallseq_end timm:$amt1, timm:$amt2)]>;
// The frame row set (a kernel's: its frame's rows) or moved by $rows.
def CG_FRAME_ROW_SET : IGCodeGen<(outs), (ins i32imm:$rows), []>;
def CG_FRAME_ROW_ADD : IGCodeGen<(outs), (ins i32imm:$rows), []>;
}
def calltarget : Operand<i64>;
let isCall = 1, Defs = [S56, S57, F0, F1, A0], Uses = [S58] in
def CG_CALL : IGCodeGen<(outs), (ins calltarget:$callee), []>;
def : Pat<(IGcall tglobaladdr:$callee), (CG_CALL tglobaladdr:$callee)>;
def : Pat<(IGcall texternalsym:$callee), (CG_CALL texternalsym:$callee)>;
// A call through a register (a visible function table's handle, the same
// in every running channel: lower::makeIndirectCallsUniform): the handle is
// the callee's offset in the code, which the first running channel's
// dword gives to `call (W|M0) r119.0 r123.0` as an offset from the call
// (IGC's indirect call sequence; IntelGPUMCInstLower::lowerCallThrough).
let isCall = 1, Defs = [S56, S57, F0, F1, A0], Uses = [S58] in
def CG_CALL_REG : IGCodeGen<(outs), (ins GRF32:$handle), []>;
def : Pat<(IGcall i32:$handle), (CG_CALL_REG GRF32:$handle)>;
let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [S56, S57] in
def CG_RETURN : IGCodeGen<(outs), (ins), [(IGreturn)]>;
// A private object's address in a callable function: its frame's base
// (the frame row in bytes of a channel's frame) plus its offset.
let Uses = [S58] in
def CG_FRAME_ADDR : IGCodeGen<(outs GRF32:$d), (ins i32imm:$offset), []>;

// Control flow (IntelGPULowerControlFlow.cpp): selection produces plain
// branches and a marker naming the condition of each structured if or
// loop; the control-flow pass turns them into CG_IF and CG_LOOP, which the
// asm printer emits as if/endif and break/while with their labels.
def brtarget : Operand<OtherVT>;
let hasSideEffects = 1 in
def CG_CF_COND : IGCodeGen<(outs), (ins GRF32:$c, i32imm:$kind),
                           [(IGcfcond i32:$c, timm:$kind)]>;
let isBranch = 1, isTerminator = 1 in {
def CG_BRCOND : IGCodeGen<(outs), (ins GRF32:$c, brtarget:$dest),
                          [(brcond i32:$c, bb:$dest)]>;
let isBarrier = 1 in
def CG_BR : IGCodeGen<(outs), (ins brtarget:$dest), [(br bb:$dest)]>;
let Defs = [F0] in {
// Channels where c is 0 wait at the endif at $join's start.
def CG_IF : IGCodeGen<(outs), (ins GRF32:$c, brtarget:$join), []>;
// Channels where c is 0 leave the loop; while jumps back to $header while
// a channel is left.
def CG_LOOP : IGCodeGen<(outs), (ins GRF32:$c, brtarget:$header), []>;
// A uniform branch: the whole thread jumps (jmpi) to $dest when c holds in
// the running channels.
def CG_JUMPIF : IGCodeGen<(outs), (ins GRF32:$c, brtarget:$dest), []>;
}
let isBarrier = 1 in
def CG_JUMP : IGCodeGen<(outs), (ins brtarget:$dest), []>;
}

// 64-bit values from and to dwords.
def : Pat<(i32 (trunc i64:$a)), (EXTRACT_SUBREG $a, sub0)>;
def : Pat<(i64 (zext i32:$a)), (REG_SEQUENCE GRF64, $a, sub0, (CG_MOVI 0), sub1)>;
def : Pat<(i64 (anyext i32:$a)), (REG_SEQUENCE GRF64, $a, sub0, (CG_MOVI 0), sub1)>;
def : Pat<(i64 (sext i32:$a)), (REG_SEQUENCE GRF64, $a, sub0, (CG_ASRri $a, 31), sub1)>;
def imm_lo32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() & 0xFFFFFFFF, SDLoc(N), MVT::i32);
}]>;
def imm_hi32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() >> 32, SDLoc(N), MVT::i32);
}]>;
def : Pat<(i64 imm:$imm), (REG_SEQUENCE GRF64, (CG_MOVI (imm_lo32 $imm)), sub0,
                                            (CG_MOVI (imm_hi32 $imm)), sub1)>;

// Spills and reloads of vector registers, to the thread's scratch space
// with the scratch block messages (SFID 10, descriptor bit 18; IGC's vISA
// spiller on Gen9), whose header is r0 itself and whose descriptor holds
// the offset in registers (HWords): a frame offset of 4 bytes per channel
// is one register of scratch. IntelGPUMCInstLower writes them
// (lowerSpillOrReload): through a reserved register and a masked mov, so
// that they write only the channels that run (docs/intelgpu-codegen.md,
// "Private memory and spills").
let mayStore = 1 in {
def CG_SPILL32 : IGCodeGen<(outs), (ins GRF32:$r, i32imm:$slot), []>;
def CG_SPILL64 : IGCodeGen<(outs), (ins GRF64:$r, i32imm:$slot), []>;
def CG_SPILLQ : IGCodeGen<(outs), (ins QGRF:$r, i32imm:$slot), []>;
}
// A scalar register is spilled as a row (its slot's first register)
// through r123, its value in every dword.
let mayStore = 1 in
def CG_SPILL_S : IGCodeGen<(outs), (ins SREG:$r, i32imm:$slot), []>;
let mayLoad = 1 in
def CG_RELOAD_S : IGCodeGen<(outs SREG:$r), (ins i32imm:$slot), []>;
let mayLoad = 1 in {
def CG_RELOAD32 : IGCodeGen<(outs GRF32:$r), (ins i32imm:$slot), []>;
def CG_RELOAD64 : IGCodeGen<(outs GRF64:$r), (ins i32imm:$slot), []>;
def CG_RELOADQ : IGCodeGen<(outs QGRF:$r), (ins i32imm:$slot), []>;
}

// SIMD-group functions (docs/intelgpu-codegen.md): a reduction or a scan
// over the channels that run (IntelGPUSIMDOp), a ballot of them, a
// channel's value read by the others. IntelGPUMCInstLower writes them
// out, through r122-r123 and f1, reserved for them.
def IGsimdreduce : SDNode<"IntelGPUISD::SIMD_REDUCE",
    SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
def IGsimdprefix : SDNode<"IntelGPUISD::SIMD_PREFIX",
    SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
def IGballot : SDNode<"IntelGPUISD::BALLOT", SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
def IGreadlane : SDNode<"IntelGPUISD::READLANE",
    SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
let Defs = [F1], hasSideEffects = 1, isConvergent = 1 in {
def CG_SIMD_REDUCE : IGCodeGen<(outs GRF32:$d), (ins GRF32:$x, i32imm:$op),
                               [(set i32:$d, (IGsimdreduce i32:$x, timm:$op))]>;
def CG_SIMD_PREFIX : IGCodeGen<(outs GRF32:$d), (ins GRF32:$x, i32imm:$op),
                               [(set i32:$d, (IGsimdprefix i32:$x, timm:$op))]>;
def CG_BALLOT : IGCodeGen<(outs GRF32:$d), (ins GRF32:$c), [(set i32:$d, (IGballot i32:$c))]>;
}
// A lane read is convergent: it reads x in another channel, so neither it
// nor what computes x may sink into code fewer channels run (MachineSink
// moved MLX gemv's shuffle reduction into its `if (lane == 0)`, where the
// other channels' x was never computed).
let hasSideEffects = 1, isConvergent = 1 in
def CG_READLANE : IGCodeGen<(outs GRF32:$d), (ins GRF32:$x, i32imm:$lane),
                            [(set i32:$d, (IGreadlane i32:$x, timm:$lane))]>;
// Each channel reads x of channel src (0 to the width - 1) through a0 and
// an indirect region, as Mesa's SHADER_OPCODE_SHUFFLE; d is written while
// x is read, so it is not x's register.
def IGshuffle : SDNode<"IntelGPUISD::SHUFFLE",
    SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>, SDTCisVT<2, i32>]>>;
let hasSideEffects = 1, isConvergent = 1, Defs = [A0], Constraints = "@earlyclobber $d" in
def CG_SHUFFLE : IGCodeGen<(outs GRF32:$d), (ins GRF32:$x, GRF32U:$src),
                           [(set i32:$d, (IGshuffle i32:$x, i32:$src))]>;
