//===- AppleGPUInstrInfo.td - Code generation for G13 ------*- tablegen -*-===//
//
// Codegen-level instructions: typed register and immediate operands and
// selection patterns. They are never encoded themselves: after register
// allocation AppleGPUMCInstLower writes each one's operands into its
// Template, Mesa's assembly syntax ($N is operand N, "$N:sr" an immediate
// printed as a special-register name), and the instruction model
// (AppleGPUISA, the one model of the encoding) assembles it and chooses
// the encoding, as AMDGPU lowers its pseudos to real MC instructions.
//
//===----------------------------------------------------------------------===//

// 64-bit values live in even-aligned pairs (Mesa's agx_size_align_16; its
// packer asserts the alignment).
def GPR64A : RegisterClass<"AppleGPU", [i64, f64], 32,
                           (add (decimate GPR64Tuples, 2))>;

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

// Immediate sources: 8 bits in ALU sources (Mesa agx_pack.c, "imm8"); 16 in
// iadd/imadd sources (they have a 16-bit immediate form).
def imm8 : ImmLeaf<i32, [{ return isUInt<8>(Imm); }]>;
def imm16 : ImmLeaf<i32, [{ return isUInt<16>(Imm); }]>;
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
}

class AGXLowering<Instruction inst, string template> {
  Instruction Inst = inst;
  string Template = template;
}

def AGXLowerings : GenericTable {
  let FilterClass = "AGXLowering";
  let Fields = ["Inst", "Template"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupAGXLowering";
}

multiclass AGXOp<dag outs, dag ins, string template, list<dag> pattern = []> {
  def "" : AGXCodeGen<outs, ins, pattern>;
  def : AGXLowering<!cast<Instruction>(NAME), template>;
}

// Instructions with flags of their own are defined with their lowering
// apart (a let around a defm would reach the AGXLowering record too).
let isAsCheapAsAMove = 1, isReMaterializable = 1 in
def CG_MOV_IMM32 : AGXCodeGen<(outs GPR32:$d), (ins i32imm:$imm),
                           [(set i32:$d, imm:$imm)]>;
def : AGXLowering<CG_MOV_IMM32, "ldimm $0, $1:u32">;
def : Pat<(f32 fpimm:$imm), (CG_MOV_IMM32 (fpimm_bits $imm))>;
defm CG_MOV32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "mov $0, $1">;
defm CG_MOV32_UNIFORM : AGXOp<(outs GPR32:$d), (ins UGPR32:$a), "mov $0, $1">;
defm CG_MFSR : AGXOp<(outs GPR32:$d), (ins i32imm:$sr), "mov $0, $1:sr",
                  [(set i32:$d, (AGXmfsr timm:$sr))]>;

// Integer arithmetic [A]: iadd, isub, imul, imadd.
defm CG_IADD32rr : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "iadd $0, $1, $2",
                      [(set i32:$d, (add i32:$a, i32:$b))]>;
defm CG_IADD32ri : AGXOp<(outs GPR32:$d), (ins GPR32:$a, i32imm:$b), "iadd $0, $1, $2",
                      [(set i32:$d, (add i32:$a, imm16:$b))]>;
defm CG_ISUB32rr : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "isub $0, $1, $2",
                      [(set i32:$d, (sub i32:$a, i32:$b))]>;
defm CG_ISUB32ir : AGXOp<(outs GPR32:$d), (ins i32imm:$a, GPR32:$b), "isub $0, $1, $2",
                      [(set i32:$d, (sub imm16:$a, i32:$b))]>;
defm CG_IMUL32rr : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "imul $0, $1, $2",
                      [(set i32:$d, (mul i32:$a, i32:$b))]>;
defm CG_IMADD32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
                     "imadd $0, $1, $2, $3",
                     [(set i32:$d, (add (mul i32:$a, i32:$b), i32:$c))]>;

// 64-bit address arithmetic: iadd with a 64-bit destination and a 32-bit
// index zero- or sign-extended and shifted left by up to 4 [A] (l.1250).
defm CG_IADD64rr : AGXOp<(outs GPR64A:$d), (ins GPR64A:$a, GPR64A:$b), "iadd $0, $1, $2",
                      [(set i64:$d, (add i64:$a, i64:$b))]>;
defm CG_IADD64rr_zx : AGXOp<(outs GPR64A:$d), (ins GPR64A:$a, GPR32:$b), "iadd $0, $1, $2",
                         [(set i64:$d, (add i64:$a, (i64 (zext i32:$b))))]>;
defm CG_IADD64rr_sx : AGXOp<(outs GPR64A:$d), (ins GPR64A:$a, GPR32:$b), "iadd $0, $1, $2.sx",
                         [(set i64:$d, (add i64:$a, (i64 (sext i32:$b))))]>;
defm CG_IADD64rr_zxs : AGXOp<(outs GPR64A:$d), (ins GPR64A:$a, GPR32:$b, i32imm:$s),
                          "iadd $0, $1, $2, lsl $3",
                          [(set i64:$d, (add i64:$a, (shl (i64 (zext i32:$b)), shift1to4:$s)))]>;
defm CG_IADD64rr_sxs : AGXOp<(outs GPR64A:$d), (ins GPR64A:$a, GPR32:$b, i32imm:$s),
                          "iadd $0, $1, $2.sx, lsl $3",
                          [(set i64:$d, (add i64:$a, (shl (i64 (sext i32:$b)), shift1to4:$s)))]>;
defm CG_ZEXT64 : AGXOp<(outs GPR64A:$d), (ins GPR32:$a), "iadd $0, $1, 0",
                    [(set i64:$d, (zext i32:$a))]>;
defm CG_SEXT64 : AGXOp<(outs GPR64A:$d), (ins GPR32:$a), "iadd $0, $1.sx, 0",
                    [(set i64:$d, (sext i32:$a))]>;
def : Pat<(i64 (anyext i32:$a)), (CG_ZEXT64 $a)>;

// Bitwise operations and shifts [A] (bitop, shl/shr).
multiclass AGXBitOp<string mnemonic, SDNode node> {
  defm rr : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), mnemonic # " $0, $1, $2",
                  [(set i32:$d, (node i32:$a, i32:$b))]>;
  defm ri : AGXOp<(outs GPR32:$d), (ins GPR32:$a, i32imm:$b), mnemonic # " $0, $1, $2",
                  [(set i32:$d, (node i32:$a, imm8:$b))]>;
}
defm CG_AND32 : AGXBitOp<"and", and>;
defm CG_OR32 : AGXBitOp<"or", or>;
defm CG_XOR32 : AGXBitOp<"xor", xor>;
defm CG_NOT32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "not $0, $1",
                   [(set i32:$d, (not i32:$a))]>;
// Metal (and LLVM's shl/srl) take the amount modulo 32; the hardware does
// not mask it, so the selection masks it first.
multiclass AGXShift<string mnemonic, SDNode node> {
  defm rr : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), mnemonic # " $0, $1, $2">;
  defm ri : AGXOp<(outs GPR32:$d), (ins GPR32:$a, i32imm:$b), mnemonic # " $0, $1, $2",
                  [(set i32:$d, (node i32:$a, imm8:$b))]>;
  def : Pat<(node i32:$a, i32:$b),
            (!cast<Instruction>(NAME # "rr") $a, (CG_AND32ri $b, 31))>;
}
defm CG_SHL32 : AGXShift<"shl", shl>;
defm CG_SHR32 : AGXShift<"shr", srl>;

// Floating point [A] (fadd = fma(a, 1, b), fmul = fma(a, b, +0)).
defm CG_FADD32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "fadd $0, $1, $2",
                    [(set f32:$d, (fadd f32:$a, f32:$b))]>;
defm CG_FSUB32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "fadd $0, $1, $2.neg",
                    [(set f32:$d, (fsub f32:$a, f32:$b))]>;
defm CG_FMUL32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b), "fmul $0, $1, $2",
                    [(set f32:$d, (fmul f32:$a, f32:$b))]>;
defm CG_FFMA32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
                    "ffma $0, $1, $2, $3",
                    [(set f32:$d, (fma f32:$a, f32:$b, f32:$c))]>;
defm CG_FABS32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "fadd $0, $1.abs, 0.0",
                    [(set f32:$d, (fabs f32:$a))]>;
// -x as a sign flip (an add would turn -0 into +0).
def : Pat<(fneg f32:$a), (CG_XOR32rr $a, (CG_MOV_IMM32 0x80000000))>;

// Conversions: to integers toward zero, to floats to nearest even, as Mesa
// emits them [M] (agx_compile.c).
defm CG_F2U32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "f_to_u32 $0, $1, rtz",
                   [(set i32:$d, (fp_to_uint f32:$a))]>;
defm CG_F2S32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "f_to_s32 $0, $1, rtz",
                   [(set i32:$d, (fp_to_sint f32:$a))]>;
defm CG_U2F32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "u32_to_f $0, $1, rte",
                   [(set f32:$d, (uint_to_fp i32:$a))]>;
defm CG_S2F32 : AGXOp<(outs GPR32:$d), (ins GPR32:$a), "s32_to_f $0, $1, rte",
                   [(set f32:$d, (sint_to_fp i32:$a))]>;

// Compare and select [A] (icmpsel/fcmpsel): d = cond(a, b) ? x : y.
// Booleans are 32-bit 0 or 1.
defm CG_ICSEL : AGXOp<(outs GPR32:$d),
                   (ins GPR32:$a, GPR32:$b, GPR32:$x, GPR32:$y, i32imm:$cc),
                   "csel $0, $1, $2, $3, $4, $5:icond">;
defm CG_FCSEL : AGXOp<(outs GPR32:$d),
                   (ins GPR32:$a, GPR32:$b, GPR32:$x, GPR32:$y, i32imm:$cc),
                   "csel $0, $1, $2, $3, $4, $5:fcond">;
// The icond / fcond encodings of AGX2.xml.
class AGXCond<CondCode cc, int value> {
  CondCode CC = cc;
  int Code = value;
}
foreach C = [AGXCond<SETEQ, 0>, AGXCond<SETNE, 8>, AGXCond<SETULT, 1>,
             AGXCond<SETUGT, 2>, AGXCond<SETUGE, 9>, AGXCond<SETULE, 10>,
             AGXCond<SETLT, 5>, AGXCond<SETGT, 6>, AGXCond<SETGE, 13>,
             AGXCond<SETLE, 14>] in {
  def : Pat<(i32 (select (i32 (setcc i32:$a, i32:$b, C.CC)), i32:$x, i32:$y)),
            (CG_ICSEL $a, $b, $x, $y, C.Code)>;
  def : Pat<(f32 (select (i32 (setcc i32:$a, i32:$b, C.CC)), f32:$x, f32:$y)),
            (CG_ICSEL $a, $b, $x, $y, C.Code)>;
  def : Pat<(i32 (setcc i32:$a, i32:$b, C.CC)),
            (CG_ICSEL $a, $b, (CG_MOV_IMM32 1), (CG_MOV_IMM32 0), C.Code)>;
}
// Ordered comparisons are false on NaN: eq, lt, gt, gte, lte; the
// unordered ones are the inverted opposites (bit 3).
foreach C = [AGXCond<SETOEQ, 0>, AGXCond<SETOLT, 1>, AGXCond<SETOGT, 2>,
             AGXCond<SETOGE, 5>, AGXCond<SETOLE, 6>, AGXCond<SETUNE, 8>,
             AGXCond<SETUGE, 9>, AGXCond<SETULE, 10>, AGXCond<SETULT, 13>,
             AGXCond<SETUGT, 14>] in {
  def : Pat<(i32 (select (i32 (setcc f32:$a, f32:$b, C.CC)), i32:$x, i32:$y)),
            (CG_FCSEL $a, $b, $x, $y, C.Code)>;
  def : Pat<(f32 (select (i32 (setcc f32:$a, f32:$b, C.CC)), f32:$x, f32:$y)),
            (CG_FCSEL $a, $b, $x, $y, C.Code)>;
  def : Pat<(i32 (setcc f32:$a, f32:$b, C.CC)),
            (CG_FCSEL $a, $b, (CG_MOV_IMM32 1), (CG_MOV_IMM32 0), C.Code)>;
}
// A select on a boolean: c == 0 picks y.
def : Pat<(i32 (select i32:$c, i32:$x, i32:$y)),
          (CG_ICSEL $c, (CG_MOV_IMM32 0), $y, $x, 0)>;
def : Pat<(f32 (select i32:$c, f32:$x, f32:$y)),
          (CG_ICSEL $c, (CG_MOV_IMM32 0), $y, $x, 0)>;

// Device memory [A] (device_load l.4995): 32-bit elements at a 64-bit
// address; loads are asynchronous and wait in slot a until AppleGPUInsertWaits
// puts a `wait a` before the first use.
let mayLoad = 1 in
def CG_LOAD32 : AGXCodeGen<(outs GPR32:$d), (ins GPR64A:$addr), []>;
def : AGXLowering<CG_LOAD32, "load $0, $1, 0, i32, x, a">;
let mayStore = 1 in
def CG_STORE32 : AGXCodeGen<(outs), (ins GPR32:$v, GPR64A:$addr), []>;
def : AGXLowering<CG_STORE32, "store $0, $1, 0, i32, x, a">;
def : Pat<(i32 (load i64:$addr)), (CG_LOAD32 $addr)>;
def : Pat<(f32 (load i64:$addr)), (CG_LOAD32 $addr)>;
def : Pat<(store i32:$v, i64:$addr), (CG_STORE32 $v, $addr)>;
def : Pat<(store f32:$v, i64:$addr), (CG_STORE32 $v, $addr)>;

// Control.
let isReturn = 1, isTerminator = 1, isBarrier = 1 in
def CG_STOP : AGXCodeGen<(outs), (ins), [(AGXret)]>;
def : AGXLowering<CG_STOP, "stop">;
let hasSideEffects = 1 in {
def CG_WAIT : AGXCodeGen<(outs), (ins), []>;
def CG_TRAP : AGXCodeGen<(outs), (ins), []>;
}
def : AGXLowering<CG_WAIT, "wait a">;
def : AGXLowering<CG_TRAP, "trap">;

// Bit casts between i32 and f32 cost nothing.
def : Pat<(f32 (bitconvert i32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;
def : Pat<(i32 (bitconvert f32:$a)), (COPY_TO_REGCLASS $a, GPR32)>;
