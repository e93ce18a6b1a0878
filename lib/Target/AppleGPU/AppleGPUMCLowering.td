//===- AppleGPUMCLowering.td - Codegen instructions to MC -*- tablegen -*-===//
//
// How each codegen instruction (CG_*, AppleGPUInstrInfo.td) becomes the
// instruction model's MC instructions (AppleGPUInstructions.td, from Mesa's
// AGX2.xml): the variant, and for each of its fields, in AGX2.xml's order,
// where the field's content comes from. AppleGPUMCInstLower builds the
// MCInst with ISA::build, which encodes each operand as the assembler would.
// The comment after each binding is the instruction in Mesa's syntax, $N
// standing for machine operand N.
//
// An instruction that expands to several MC instructions has one AGXMC per
// part, numbered from 0 (CG_SHUFFLE_R); CG_IF and CG_LOOP's jumps are parts
// the AsmPrinter emits with their target.
//
//===----------------------------------------------------------------------===//

// What a field holds.
defvar ArgFixed = 0;      // Value: the field's bits
defvar ArgReg = 1;        // register operand Op, taken as Form
defvar ArgRegSX = 2;      // register operand Op, sign-extended where bit 3
                          // of immediate Op2 (a memory index's mode) is set
defvar ArgRegNumber = 3;  // a register of OperandKind and Size numbered by
                          // immediate Op
defvar ArgImmOperand = 4; // an immediate operand (OperandKind) of value Op
defvar ArgImm = 5;        // an immediate or modifier field of value Op

// How a register operand is read (Form).
defvar Whole = 0;       // the register itself: r3, r3l, dr4, u1, du0
defvar Vector = 1;      // a tuple as a vector of 32-bit registers: r2_r3
defvar First = 2;       // a tuple's first register
defvar FirstTwo = 3;    // a tuple's first two registers
defvar Halves = 4;      // a register's two halves: r3l_r3h
defvar FiveHalves = 5;  // a tuple's first five halves
defvar ThreeHalves = 6; // a pair's first three halves
defvar Low = 7;         // a register's low half

// Operand modifiers (Flags).
defvar Abs = 1;
defvar Neg = 2;
defvar SX = 4;
defvar Cache = 8;
defvar Discard = 16;

// Immediate operand kinds (OperandKind; AppleGPU::ImmKind).
defvar RegisterFile = 1;
defvar UniformFile = 2;
defvar Int = 3;
defvar CF = 5;

// Transforms of an immediate (Transform).
defvar Unsigned32 = 1;   // its low 32 bits, unsigned
defvar Shift = 2; // bits 0-2 of a memory index's mode

class AGXArg<int kind, int op = 0, int op2 = 0, int form = 0, int flags = 0,
             int operandKind = 0, int size = 0, int transform = 0,
             bits<64> value = 0> {
  int Kind = kind;
  int Op = op;
  int Op2 = op2;
  int Form = form;
  int Flags = flags;
  int OperandKind = operandKind;
  int Size = size;
  int Transform = transform;
  bits<64> Value = value;
}
class Fixed<bits<64> value> : AGXArg<ArgFixed, 0, 0, 0, 0, 0, 0, 0, value>;
class Reg<int op, int form = Whole, int flags = 0>
    : AGXArg<ArgReg, op, 0, form, flags>;
class RegSX<int op, int mode> : AGXArg<ArgRegSX, op, mode>;
class RegNumber<int op, int operandKind, int size>
    : AGXArg<ArgRegNumber, op, 0, 0, 0, operandKind, size>;
class ImmOperand<int op, int operandKind, int transform = 0>
    : AGXArg<ArgImmOperand, op, 0, 0, 0, operandKind, 0, transform>;
class Imm<int op, int transform = 0>
    : AGXArg<ArgImm, op, 0, 0, 0, 0, 0, transform>;

defvar AGXMCHeader = 255;

// One field's binding, a row of the table AppleGPUMCInstLower reads.
class AGXMCArg<Instruction inst, int part, Instruction variant, int seq,
               AGXArg arg> {
  Instruction Inst = inst;
  bits<8> Part = part;
  bits<8> Seq = seq;
  Instruction Variant = variant;
  bits<8> Kind = arg.Kind;
  bits<8> Op = arg.Op;
  bits<8> Op2 = arg.Op2;
  bits<8> Form = arg.Form;
  bits<8> Flags = arg.Flags;
  bits<8> OperandKind = arg.OperandKind;
  bits<8> Size = arg.Size;
  bits<8> Transform = arg.Transform;
  bits<64> Value = arg.Value;
}

multiclass AGXMC<Instruction inst, Instruction variant, list<AGXArg> args,
                 int part = 0> {
  foreach I = !range(args) in
    def _#I : AGXMCArg<inst, part, variant, I, args[I]>;
  // The part's header: its variant and its number of fields.
  def _header : AGXMCArg<inst, part, variant, AGXMCHeader,
                         Fixed<!size(args)>>;
}

def AGXMCArgs : GenericTable {
  let FilterClass = "AGXMCArg";
  let Fields = ["Inst", "Part", "Seq", "Variant", "Kind", "Op", "Op2", "Form",
                "Flags", "OperandKind", "Size", "Transform", "Value"];
  let PrimaryKey = ["Inst", "Part", "Seq"];
  let PrimaryKeyName = "lookupAGXMCArg";
}

// mov $0, $1
defm : AGXMC<CG_MOV32, MOV, [Reg<0>, Reg<1>]>;
// ldimm $0, $1:u32
defm : AGXMC<CG_MOV_IMM32, LDIMM32_L, [Reg<0>, Imm<1, Unsigned32>]>;
// mov $0, $1
defm : AGXMC<CG_MOV32_UNIFORM, MOV, [Reg<0>, Reg<1>]>;
// mov $0, $1:sr
defm : AGXMC<CG_MFSR, MFSR, [Reg<0>, Imm<1>]>;
// iadd $0, $1, $2
defm : AGXMC<CG_IADD32rr, IADD, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// iadd $0, $1, $2
defm : AGXMC<CG_IADD32ri, IADD, [Reg<0>, Reg<1>, ImmOperand<2, Int>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// iadd $0, $1, $2, lsl $3
defm : AGXMC<CG_IADD32rrs, IADD, [Reg<0>, Reg<1>, Reg<2>, Imm<3>, Fixed<0x0>]>;
// isub $0, $1, $2
defm : AGXMC<CG_ISUB32rr, ISUB, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// isub $0, $1, $2
defm : AGXMC<CG_ISUB32ir, ISUB, [Reg<0>, ImmOperand<1, Int>, Reg<2>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// imul $0, $1, $2
defm : AGXMC<CG_IMUL32rr, IMUL, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>]>;
// imadd $0, $1, $2, $3
defm : AGXMC<CG_IMADD32, IMADD, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// iadd $0, $1, $2
defm : AGXMC<CG_IADD64rr, IADD, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// iadd $0, $1, $2
defm : AGXMC<CG_IADD64rr_zx, IADD, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// iadd $0, $1, $2.sx
defm : AGXMC<CG_IADD64rr_sx, IADD, [Reg<0>, Reg<1>, Reg<2, Whole, SX>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// iadd $0, $1, $2, lsl $3
defm : AGXMC<CG_IADD64rr_zxs, IADD, [Reg<0>, Reg<1>, Reg<2>, Imm<3>,
                                     Fixed<0x0>]>;
// iadd $0, $1, $2.sx, lsl $3
defm : AGXMC<CG_IADD64rr_sxs, IADD, [Reg<0>, Reg<1>, Reg<2, Whole, SX>, Imm<3>,
                                     Fixed<0x0>]>;
// iadd $0, 0, $1, lsl $2
defm : AGXMC<CG_SHL64, IADD, [Reg<0>, Fixed<0x0>, Reg<1>, Imm<2>, Fixed<0x0>]>;
// iadd $0, 0, $1, lsl $2
defm : AGXMC<CG_SHL64_zx, IADD, [Reg<0>, Fixed<0x0>, Reg<1>, Imm<2>,
                                 Fixed<0x0>]>;
// iadd $0, 0, $1.sx, lsl $2
defm : AGXMC<CG_SHL64_sx, IADD, [Reg<0>, Fixed<0x0>, Reg<1, Whole, SX>, Imm<2>,
                                 Fixed<0x0>]>;
// imul $0, $1, $2
defm : AGXMC<CG_IMUL64_zx, IMUL, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>]>;
// imul $0, $1.sx, $2.sx
defm : AGXMC<CG_IMUL64_sx, IMUL, [Reg<0>, Reg<1, Whole, SX>, Reg<2, Whole, SX>,
                                  Fixed<0x0>]>;
// iadd $0, $1, 0
defm : AGXMC<CG_ZEXT64, IADD, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x0>,
                               Fixed<0x0>]>;
// iadd $0, $1.sx, 0
defm : AGXMC<CG_SEXT64, IADD, [Reg<0>, Reg<1, Whole, SX>, Fixed<0x0>,
                               Fixed<0x0>, Fixed<0x0>]>;
// and $0, $1, $2
defm : AGXMC<CG_AND32rr, AND, [Reg<0>, Reg<1>, Reg<2>]>;
// and $0, $1, $2
defm : AGXMC<CG_AND32ri, AND, [Reg<0>, Reg<1>, ImmOperand<2, Int>]>;
// or $0, $1, $2
defm : AGXMC<CG_OR32rr, OR, [Reg<0>, Reg<1>, Reg<2>]>;
// or $0, $1, $2
defm : AGXMC<CG_OR32ri, OR, [Reg<0>, Reg<1>, ImmOperand<2, Int>]>;
// xor $0, $1, $2
defm : AGXMC<CG_XOR32rr, XOR, [Reg<0>, Reg<1>, Reg<2>]>;
// xor $0, $1, $2
defm : AGXMC<CG_XOR32ri, XOR, [Reg<0>, Reg<1>, ImmOperand<2, Int>]>;
// isub $0, $1, $2
defm : AGXMC<CG_ISUB64rr, ISUB, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// ffs $0, $1
defm : AGXMC<CG_FFS, FFS, [Reg<0>, Reg<1>]>;
// popcnt $0, $1
defm : AGXMC<CG_POPCNT, POPCNT, [Reg<0>, Reg<1>]>;
// not $0, $1
defm : AGXMC<CG_NOT32, NOT, [Reg<0>, Reg<1>]>;
// shl $0, $1, $2
defm : AGXMC<CG_SHL32rr, SHL, [Reg<0>, Reg<1>, Reg<2>]>;
// shl $0, $1, $2
defm : AGXMC<CG_SHL32ri, SHL, [Reg<0>, Reg<1>, ImmOperand<2, Int>]>;
// shr $0, $1, $2
defm : AGXMC<CG_SHR32rr, SHR, [Reg<0>, Reg<1>, Reg<2>]>;
// shr $0, $1, $2
defm : AGXMC<CG_SHR32ri, SHR, [Reg<0>, Reg<1>, ImmOperand<2, Int>]>;
// fadd $0, $1, $2
defm : AGXMC<CG_FADD32, FADD_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>]>;
// fadd $0, $1, $2.neg
defm : AGXMC<CG_FSUB32, FADD_L, [Reg<0>, Reg<1>, Reg<2, Whole, Neg>,
                                 Fixed<0x0>]>;
// fmul $0, $1, $2
defm : AGXMC<CG_FMUL32, FMUL_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>]>;
// ffma $0, $1, $2, -0.0
defm : AGXMC<CG_FMUL32_IEEE, FFMA_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x2000>,
                                      Fixed<0x0>]>;
// ffma $0, $1, $2, $3
defm : AGXMC<CG_FFMA32, FFMA_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Fixed<0x0>]>;
// fadd $0, $1.abs, 0.0
defm : AGXMC<CG_FABS32, FADD_L, [Reg<0>, Reg<1, Whole, Abs>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// fadd $0, $1.neg, -0.0
defm : AGXMC<CG_FNEG32, FADD_L, [Reg<0>, Reg<1, Whole, Neg>, Fixed<0x2000>,
                                 Fixed<0x0>]>;
// rcp $0, $1
defm : AGXMC<CG_RCP, RCP_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// rsqrt $0, $1
defm : AGXMC<CG_RSQRT, RSQRT_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// exp2 $0, $1
defm : AGXMC<CG_EXP2, EXP2_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// log2 $0, $1
defm : AGXMC<CG_LOG2, LOG2_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// floor $0, $1
defm : AGXMC<CG_FLOOR, FLOOR_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// ceil $0, $1
defm : AGXMC<CG_CEIL, CEIL_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// trunc $0, $1
defm : AGXMC<CG_TRUNC, TRUNC_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// rint $0, $1
defm : AGXMC<CG_RINT, RINT_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// dfdx $0, $1
defm : AGXMC<CG_DFDX, DFDX_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// dfdy $0, $1
defm : AGXMC<CG_DFDY, DFDY_L, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// f_to_u32 $0, $1, rtz
defm : AGXMC<CG_F2U32, F_TO_U32, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// f_to_s32 $0, $1, rtz
defm : AGXMC<CG_F2S32, F_TO_S32, [Reg<0>, Reg<1>, Fixed<0x0>]>;
// u32_to_f $0, $1, rte
defm : AGXMC<CG_U2F32, U32_TO_F, [Reg<0>, Reg<1>, Fixed<0x1>]>;
// s32_to_f $0, $1, rte
defm : AGXMC<CG_S2F32, S32_TO_F, [Reg<0>, Reg<1>, Fixed<0x1>]>;
// csel $0, $1, $2, $3, $4, $5:icond
defm : AGXMC<CG_ICSEL, ICSEL_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Reg<4>,
                                 Imm<5>]>;
// csel $0, $1, $2, $3, $4, $5:fcond
defm : AGXMC<CG_FCSEL, FCSEL_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Reg<4>,
                                 Imm<5>]>;
// load $0, $1, $2$3:sx$3:lsl, i32, x, a
defm : AGXMC<CG_LOAD32_rr, LOAD_L, [Reg<0>, Reg<1>, RegSX<2, 3>, Imm<3, Shift>,
                                    Fixed<0x2>, Fixed<0x1>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// load $0, $1, $2$3:lsl, i32, x, a
defm : AGXMC<CG_LOAD32_ri, LOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                    Imm<3, Shift>, Fixed<0x2>, Fixed<0x1>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// load $0:vec, $1, $2$3:sx$3:lsl, i32, xy, a
defm : AGXMC<CG_LOAD64_rr, LOAD_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                    Imm<3, Shift>, Fixed<0x2>, Fixed<0x3>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// load $0:vec, $1, $2$3:lsl, i32, xy, a
defm : AGXMC<CG_LOAD64_ri, LOAD_L, [Reg<0, Vector>, Reg<1>, ImmOperand<2, Int>,
                                    Imm<3, Shift>, Fixed<0x2>, Fixed<0x3>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// load $0, $1, $2$3:sx$3:lsl, i16, x, a
defm : AGXMC<CG_LOAD16_rr, LOAD_L, [Reg<0>, Reg<1>, RegSX<2, 3>, Imm<3, Shift>,
                                    Fixed<0x1>, Fixed<0x1>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// load $0, $1, $2$3:lsl, i16, x, a
defm : AGXMC<CG_LOAD16_ri, LOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                    Imm<3, Shift>, Fixed<0x1>, Fixed<0x1>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// load $0, $1, $2$3:sx$3:lsl, i8, x, a
defm : AGXMC<CG_LOAD8_rr, LOAD_L, [Reg<0>, Reg<1>, RegSX<2, 3>, Imm<3, Shift>,
                                   Fixed<0x0>, Fixed<0x1>, Fixed<0x0>,
                                   Fixed<0x0>]>;
// load $0, $1, $2$3:lsl, i8, x, a
defm : AGXMC<CG_LOAD8_ri, LOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                   Imm<3, Shift>, Fixed<0x0>, Fixed<0x1>,
                                   Fixed<0x0>, Fixed<0x0>]>;
// store $0, $1, $2$3:sx$3:lsl, i32, x, a
defm : AGXMC<CG_STORE32_rr, STORE_L, [Reg<0>, Reg<1>, RegSX<2, 3>,
                                      Imm<3, Shift>, Fixed<0x2>, Fixed<0x1>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0, $1, $2$3:lsl, i32, x, a
defm : AGXMC<CG_STORE32_ri, STORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                      Imm<3, Shift>, Fixed<0x2>, Fixed<0x1>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:sx$3:lsl, i32, xy, a
defm : AGXMC<CG_STORE64_rr, STORE_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                      Imm<3, Shift>, Fixed<0x2>, Fixed<0x3>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:lsl, i32, xy, a
defm : AGXMC<CG_STORE64_ri, STORE_L, [Reg<0, Vector>, Reg<1>,
                                      ImmOperand<2, Int>, Imm<3, Shift>,
                                      Fixed<0x2>, Fixed<0x3>, Fixed<0x0>,
                                      Fixed<0x0>]>;
// store $0, $1, $2$3:sx$3:lsl, i16, x, a
defm : AGXMC<CG_STORE16_rr, STORE_L, [Reg<0>, Reg<1>, RegSX<2, 3>,
                                      Imm<3, Shift>, Fixed<0x1>, Fixed<0x1>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0, $1, $2$3:lsl, i16, x, a
defm : AGXMC<CG_STORE16_ri, STORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                      Imm<3, Shift>, Fixed<0x1>, Fixed<0x1>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0, $1, $2$3:sx$3:lsl, i8, x, a
defm : AGXMC<CG_STORE8_rr, STORE_L, [Reg<0>, Reg<1>, RegSX<2, 3>, Imm<3, Shift>,
                                     Fixed<0x0>, Fixed<0x1>, Fixed<0x0>,
                                     Fixed<0x0>]>;
// store $0, $1, $2$3:lsl, i8, x, a
defm : AGXMC<CG_STORE8_ri, STORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                     Imm<3, Shift>, Fixed<0x0>, Fixed<0x1>,
                                     Fixed<0x0>, Fixed<0x0>]>;
// load $0:vec, $1, $2$3:sx$3:lsl, i32, xyzw, a
defm : AGXMC<CG_LOAD128_rr, LOAD_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                     Imm<3, Shift>, Fixed<0x2>, Fixed<0xf>,
                                     Fixed<0x0>, Fixed<0x0>]>;
// load $0:vec, $1, $2$3:lsl, i32, xyzw, a
defm : AGXMC<CG_LOAD128_ri, LOAD_L, [Reg<0, Vector>, Reg<1>, ImmOperand<2, Int>,
                                     Imm<3, Shift>, Fixed<0x2>, Fixed<0xf>,
                                     Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:sx$3:lsl, i32, xyzw, a
defm : AGXMC<CG_STORE128_rr, STORE_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                       Imm<3, Shift>, Fixed<0x2>, Fixed<0xf>,
                                       Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:lsl, i32, xyzw, a
defm : AGXMC<CG_STORE128_ri, STORE_L, [Reg<0, Vector>, Reg<1>,
                                       ImmOperand<2, Int>, Imm<3, Shift>,
                                       Fixed<0x2>, Fixed<0xf>, Fixed<0x0>,
                                       Fixed<0x0>]>;
// load $0:vec, $1, $2$3:sx$3:lsl, i32, xyz, a
defm : AGXMC<CG_LOAD96_rr, LOAD_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                    Imm<3, Shift>, Fixed<0x2>, Fixed<0x7>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// load $0:vec, $1, $2$3:lsl, i32, xyz, a
defm : AGXMC<CG_LOAD96_ri, LOAD_L, [Reg<0, Vector>, Reg<1>, ImmOperand<2, Int>,
                                    Imm<3, Shift>, Fixed<0x2>, Fixed<0x7>,
                                    Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:sx$3:lsl, i32, xyz, a
defm : AGXMC<CG_STORE96_rr, STORE_L, [Reg<0, Vector>, Reg<1>, RegSX<2, 3>,
                                      Imm<3, Shift>, Fixed<0x2>, Fixed<0x7>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// store $0:vec, $1, $2$3:lsl, i32, xyz, a
defm : AGXMC<CG_STORE96_ri, STORE_L, [Reg<0, Vector>, Reg<1>,
                                      ImmOperand<2, Int>, Imm<3, Shift>,
                                      Fixed<0x2>, Fixed<0x7>, Fixed<0x0>,
                                      Fixed<0x0>]>;
// mov $0, $1
defm : AGXMC<CG_ZEXT16, MOV, [Reg<0>, Reg<1>]>;
// iadd $0, $1.sx, 0
defm : AGXMC<CG_SEXT16, IADD, [Reg<0>, Reg<1, Whole, SX>, Fixed<0x0>,
                               Fixed<0x0>, Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xyz, a
defm : AGXMC<CG_STACK_LOAD96, STACK_LOAD_L, [Reg<0, Vector>, ImmOperand<1, Int>,
                                             Fixed<0x0>, Fixed<0x2>, Fixed<0x7>,
                                             Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xyzw, a
defm : AGXMC<CG_STACK_LOAD128, STACK_LOAD_L, [Reg<0, Vector>,
                                              ImmOperand<1, Int>, Fixed<0x0>,
                                              Fixed<0x2>, Fixed<0xf>,
                                              Fixed<0x0>]>;
// stack_load $0, $1, i16, x, a
defm : AGXMC<CG_STACK_LOAD16, STACK_LOAD_L, [Reg<0>, ImmOperand<1, Int>,
                                             Fixed<0x0>, Fixed<0x1>, Fixed<0x1>,
                                             Fixed<0x0>]>;
// stack_load $0, $1, i32, x, a
defm : AGXMC<CG_STACK_LOAD32, STACK_LOAD_L, [Reg<0>, ImmOperand<1, Int>,
                                             Fixed<0x0>, Fixed<0x2>, Fixed<0x1>,
                                             Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xy, a
defm : AGXMC<CG_STACK_LOAD64, STACK_LOAD_L, [Reg<0, Vector>, ImmOperand<1, Int>,
                                             Fixed<0x0>, Fixed<0x2>, Fixed<0x3>,
                                             Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xyz, a
defm : AGXMC<CG_STACK_STORE96, STACK_STORE_L, [Reg<0, Vector>,
                                               ImmOperand<1, Int>, Fixed<0x0>,
                                               Fixed<0x2>, Fixed<0x7>,
                                               Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xyzw, a
defm : AGXMC<CG_STACK_STORE128, STACK_STORE_L, [Reg<0, Vector>,
                                                ImmOperand<1, Int>, Fixed<0x0>,
                                                Fixed<0x2>, Fixed<0xf>,
                                                Fixed<0x0>]>;
// stack_store $0, $1, i16, x, a
defm : AGXMC<CG_STACK_STORE16, STACK_STORE_L, [Reg<0>, ImmOperand<1, Int>,
                                               Fixed<0x0>, Fixed<0x1>,
                                               Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0, $1, i32, x, a
defm : AGXMC<CG_STACK_STORE32, STACK_STORE_L, [Reg<0>, ImmOperand<1, Int>,
                                               Fixed<0x0>, Fixed<0x2>,
                                               Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xy, a
defm : AGXMC<CG_STACK_STORE64, STACK_STORE_L, [Reg<0, Vector>,
                                               ImmOperand<1, Int>, Fixed<0x0>,
                                               Fixed<0x2>, Fixed<0x3>,
                                               Fixed<0x0>]>;
// stack_load $0, $1, i8, x, a
defm : AGXMC<CG_PLOAD8, STACK_LOAD_L, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x1>, Fixed<0x0>]>;
// stack_load $0, $1, i16, x, a
defm : AGXMC<CG_PLOAD16, STACK_LOAD_L, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x1>,
                                        Fixed<0x1>, Fixed<0x0>]>;
// stack_load $0, $1, i32, x, a
defm : AGXMC<CG_PLOAD32, STACK_LOAD_L, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x2>,
                                        Fixed<0x1>, Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xy, a
defm : AGXMC<CG_PLOAD64, STACK_LOAD_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
                                        Fixed<0x2>, Fixed<0x3>, Fixed<0x0>]>;
// stack_store $0, $1, i8, x, a
defm : AGXMC<CG_PSTORE8, STACK_STORE_L, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0, $1, i16, x, a
defm : AGXMC<CG_PSTORE16, STACK_STORE_L, [Reg<0>, Reg<1>, Fixed<0x0>,
                                          Fixed<0x1>, Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0, $1, i32, x, a
defm : AGXMC<CG_PSTORE32, STACK_STORE_L, [Reg<0>, Reg<1>, Fixed<0x0>,
                                          Fixed<0x2>, Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xy, a
defm : AGXMC<CG_PSTORE64, STACK_STORE_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
                                          Fixed<0x2>, Fixed<0x3>, Fixed<0x0>]>;
// ldimm $0, $1:u32
defm : AGXMC<CG_FRAME_OFFSET, LDIMM32_L, [Reg<0>, Imm<1, Unsigned32>]>;
// The register-index forms of the spills in a callable function's frame.
// stack_load $0, $1, i16, x, a
defm : AGXMC<CG_STACK_LOAD16_R, STACK_LOAD_L, [Reg<0>, Reg<1>, Fixed<0x0>,
              Fixed<0x1>, Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0, $1, i16, x, a
defm : AGXMC<CG_STACK_STORE16_R, STACK_STORE_L, [Reg<0>, Reg<1>, Fixed<0x0>,
              Fixed<0x1>, Fixed<0x1>, Fixed<0x0>]>;
// stack_load $0, $1, i32, x, a
defm : AGXMC<CG_STACK_LOAD32_R, STACK_LOAD_L, [Reg<0>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x1>, Fixed<0x0>]>;
// stack_store $0, $1, i32, x, a
defm : AGXMC<CG_STACK_STORE32_R, STACK_STORE_L, [Reg<0>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x1>, Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xy, a
defm : AGXMC<CG_STACK_LOAD64_R, STACK_LOAD_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x3>, Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xy, a
defm : AGXMC<CG_STACK_STORE64_R, STACK_STORE_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x3>, Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xyz, a
defm : AGXMC<CG_STACK_LOAD96_R, STACK_LOAD_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x7>, Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xyz, a
defm : AGXMC<CG_STACK_STORE96_R, STACK_STORE_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0x7>, Fixed<0x0>]>;
// stack_load $0:vec, $1, i32, xyzw, a
defm : AGXMC<CG_STACK_LOAD128_R, STACK_LOAD_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0xf>, Fixed<0x0>]>;
// stack_store $0:vec, $1, i32, xyzw, a
defm : AGXMC<CG_STACK_STORE128_R, STACK_STORE_L, [Reg<0, Vector>, Reg<1>, Fixed<0x0>,
              Fixed<0x2>, Fixed<0xf>, Fixed<0x0>]>;
// stack_adjust $0
defm : AGXMC<CG_STACK_ADJUST, STACK_ADJUST_L, [ImmOperand<0, Int>]>;
// hadd $0, $1, $2
defm : AGXMC<CG_HADD, HADD_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>]>;
// hadd $0, $1, $2.neg
defm : AGXMC<CG_HSUB, HADD_L, [Reg<0>, Reg<1>, Reg<2, Whole, Neg>, Fixed<0x0>]>;
// hfma $0, $1, $2, -0.0
defm : AGXMC<CG_HMUL, HFMA_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x1000>,
                               Fixed<0x0>]>;
// hfma $0, $1, $2, $3
defm : AGXMC<CG_HFMA, HFMA_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Fixed<0x0>]>;
// hadd $0, $1.neg, -0.0
defm : AGXMC<CG_HNEG, HADD_L, [Reg<0>, Reg<1, Whole, Neg>, Fixed<0x1000>,
                               Fixed<0x0>]>;
// fadd $0, $1, -0.0
defm : AGXMC<CG_F16TOF32, FADD_L, [Reg<0>, Reg<1>, Fixed<0x2000>, Fixed<0x0>]>;
// fadd $0, $1, -0.0
defm : AGXMC<CG_F32TOF16, FADD_L, [Reg<0>, Reg<1>, Fixed<0x2000>, Fixed<0x0>]>;
// ldimm $0, $1:u32
defm : AGXMC<CG_MOV_IMM16, LDIMM16_L, [Reg<0>, Imm<1, Unsigned32>]>;
// mov $0, $1
defm : AGXMC<CG_MOV16, MOV, [Reg<0>, Reg<1>]>;
// csel $0, $1, $2, $3, $4, $5:fcond
defm : AGXMC<CG_FCSEL16, FCSEL_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Reg<4>,
                                   Imm<5>]>;
// csel $0, $1, $2, $3, $4, $5:icond
defm : AGXMC<CG_ICSEL16, ICSEL_L, [Reg<0>, Reg<1>, Reg<2>, Reg<3>, Reg<4>,
                                   Imm<5>]>;
// hadd $0, $1.abs, -0.0
defm : AGXMC<CG_HABS, HADD_L, [Reg<0>, Reg<1, Whole, Abs>, Fixed<0x1000>,
                               Fixed<0x0>]>;
// lload $0, $1, $2, i32, x
defm : AGXMC<CG_LLOAD32_rr, LLOAD_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x2>,
                                      Fixed<0x1>]>;
// lload $0, $1, $2, i32, x
defm : AGXMC<CG_LLOAD32_ri, LLOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                      Fixed<0x2>, Fixed<0x1>]>;
// lload $0:vec, $1, $2, i32, xy
defm : AGXMC<CG_LLOAD64_rr, LLOAD_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                      Fixed<0x2>, Fixed<0x3>]>;
// lload $0:vec, $1, $2, i32, xy
defm : AGXMC<CG_LLOAD64_ri, LLOAD_L, [Reg<0, Vector>, Reg<1>,
                                      ImmOperand<2, Int>, Fixed<0x2>,
                                      Fixed<0x3>]>;
// lload $0, $1, $2, i16, x
defm : AGXMC<CG_LLOAD16_rr, LLOAD_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x1>,
                                      Fixed<0x1>]>;
// lload $0, $1, $2, i16, x
defm : AGXMC<CG_LLOAD16_ri, LLOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                      Fixed<0x1>, Fixed<0x1>]>;
// lload $0, $1, $2, i8, x
defm : AGXMC<CG_LLOAD8_rr, LLOAD_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                     Fixed<0x1>]>;
// lload $0, $1, $2, i8, x
defm : AGXMC<CG_LLOAD8_ri, LLOAD_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                     Fixed<0x0>, Fixed<0x1>]>;
// lstore $0, $1, $2, i32, x
defm : AGXMC<CG_LSTORE32_rr, LSTORE_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x2>,
                                        Fixed<0x1>]>;
// lstore $0, $1, $2, i32, x
defm : AGXMC<CG_LSTORE32_ri, LSTORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                        Fixed<0x2>, Fixed<0x1>]>;
// lstore $0:vec, $1, $2, i32, xy
defm : AGXMC<CG_LSTORE64_rr, LSTORE_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                        Fixed<0x2>, Fixed<0x3>]>;
// lstore $0:vec, $1, $2, i32, xy
defm : AGXMC<CG_LSTORE64_ri, LSTORE_L, [Reg<0, Vector>, Reg<1>,
                                        ImmOperand<2, Int>, Fixed<0x2>,
                                        Fixed<0x3>]>;
// lstore $0, $1, $2, i16, x
defm : AGXMC<CG_LSTORE16_rr, LSTORE_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x1>,
                                        Fixed<0x1>]>;
// lstore $0, $1, $2, i16, x
defm : AGXMC<CG_LSTORE16_ri, LSTORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                        Fixed<0x1>, Fixed<0x1>]>;
// lstore $0, $1, $2, i8, x
defm : AGXMC<CG_LSTORE8_rr, LSTORE_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x0>,
                                       Fixed<0x1>]>;
// lstore $0, $1, $2, i8, x
defm : AGXMC<CG_LSTORE8_ri, LSTORE_L, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                       Fixed<0x0>, Fixed<0x1>]>;
// lload $0:vec, $1, $2, i32, xyzw
defm : AGXMC<CG_LLOAD128_rr, LLOAD_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                       Fixed<0x2>, Fixed<0xf>]>;
// lload $0:vec, $1, $2, i32, xyzw
defm : AGXMC<CG_LLOAD128_ri, LLOAD_L, [Reg<0, Vector>, Reg<1>,
                                       ImmOperand<2, Int>, Fixed<0x2>,
                                       Fixed<0xf>]>;
// lstore $0:vec, $1, $2, i32, xyzw
defm : AGXMC<CG_LSTORE128_rr, LSTORE_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                         Fixed<0x2>, Fixed<0xf>]>;
// lstore $0:vec, $1, $2, i32, xyzw
defm : AGXMC<CG_LSTORE128_ri, LSTORE_L, [Reg<0, Vector>, Reg<1>,
                                         ImmOperand<2, Int>, Fixed<0x2>,
                                         Fixed<0xf>]>;
// lload $0:vec, $1, $2, i32, xyz
defm : AGXMC<CG_LLOAD96_rr, LLOAD_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                      Fixed<0x2>, Fixed<0x7>]>;
// lload $0:vec, $1, $2, i32, xyz
defm : AGXMC<CG_LLOAD96_ri, LLOAD_L, [Reg<0, Vector>, Reg<1>,
                                      ImmOperand<2, Int>, Fixed<0x2>,
                                      Fixed<0x7>]>;
// lstore $0:vec, $1, $2, i32, xyz
defm : AGXMC<CG_LSTORE96_rr, LSTORE_L, [Reg<0, Vector>, Reg<1>, Reg<2>,
                                        Fixed<0x2>, Fixed<0x7>]>;
// lstore $0:vec, $1, $2, i32, xyz
defm : AGXMC<CG_LSTORE96_ri, LSTORE_L, [Reg<0, Vector>, Reg<1>,
                                        ImmOperand<2, Int>, Fixed<0x2>,
                                        Fixed<0x7>]>;
// latomic $0, $1, $2, 0, $3:atomic
defm : AGXMC<CG_LATOMIC, LATOMIC_L, [Reg<0>, Reg<1>, Reg<2>, Fixed<0x10000>,
                                     Imm<3>]>;
// latomic $0, $1:vec, $2, 0, cmpxchg
defm : AGXMC<CG_LCMPXCHG, LATOMIC_L, [Reg<0>, Reg<1, Vector>, Reg<2>,
                                      Fixed<0x10000>, Fixed<0x3>]>;
// atomic $0, $1, $2, $3$4:sx, $5:atomic, coherent1, a
defm : AGXMC<CG_ATOMIC_rr, ATOMIC, [Reg<0>, Reg<1>, Reg<2>, RegSX<3, 4>, Imm<5>,
                                    Fixed<0x1>, Fixed<0x0>]>;
// atomic $0, $1:vec, $2, $3$4:sx, cmpxchg, coherent1, a
defm : AGXMC<CG_CMPXCHG_rr, ATOMIC, [Reg<0>, Reg<1, Vector>, Reg<2>,
                                     RegSX<3, 4>, Fixed<0x3>, Fixed<0x1>,
                                     Fixed<0x0>]>;
// atomic $0, $1, $2, $3, $5:atomic, coherent1, a
defm : AGXMC<CG_ATOMIC_ri, ATOMIC, [Reg<0>, Reg<1>, Reg<2>, ImmOperand<3, Int>,
                                    Imm<5>, Fixed<0x1>, Fixed<0x0>]>;
// atomic $0, $1:vec, $2, $3, cmpxchg, coherent1, a
defm : AGXMC<CG_CMPXCHG_ri, ATOMIC, [Reg<0>, Reg<1, Vector>, Reg<2>,
                                     ImmOperand<3, Int>, Fixed<0x3>, Fixed<0x1>,
                                     Fixed<0x0>]>;
// memory_barrier
defm : AGXMC<CG_MEMORY_BARRIER, MEMORY_BARRIER, []>;
// simd $0, $1, $2:subop
defm : AGXMC<CG_SIMD32, SIMD, [Reg<0>, Reg<1>, Fixed<0x0>, Imm<2>]>;
// simd $0, $1, $2:subop
defm : AGXMC<CG_SIMD16, SIMD, [Reg<0>, Reg<1>, Fixed<0x0>, Imm<2>]>;
// simd $0, $1, prefix, $2:subop
defm : AGXMC<CG_SIMD_PREFIX32, SIMD, [Reg<0>, Reg<1>, Fixed<0x1>, Imm<2>]>;
// simd $0, $1, prefix, $2:subop
defm : AGXMC<CG_SIMD_PREFIX16, SIMD, [Reg<0>, Reg<1>, Fixed<0x1>, Imm<2>]>;
// ballot $0, $1, 0, ine
defm : AGXMC<CG_BALLOT, ICMP_BALLOT, [Reg<0>, Reg<1>, Fixed<0x0>, Fixed<0x1>,
                                      Fixed<0x8>]>;
// barrier
defm : AGXMC<CG_BARRIER, BARRIER, []>;
// mov u$1, $0
defm : AGXMC<CG_USTORE32, UNIFORM_STORE_L, [RegNumber<1, UniformFile, 32>, Reg<0>]>;
// mov du$1, $0
defm : AGXMC<CG_USTORE64, UNIFORM_STORE_L, [RegNumber<1, UniformFile, 64>, Reg<0>]>;
// st_var $0, $1
defm : AGXMC<CG_ST_VAR, ST_VAR, [Reg<0>, ImmOperand<1, Int>, Fixed<0x0>]>;
// st_var $0, $1, last
defm : AGXMC<CG_ST_VAR_LAST, ST_VAR, [Reg<0>, ImmOperand<1, Int>, Fixed<0x1>]>;
// iter $0, cf$1
defm : AGXMC<CG_ITER, ITER_L, [Reg<0>, ImmOperand<1, CF>, Fixed<0x0>,
                               Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// iter $0, cf$1, centroid
defm : AGXMC<CG_ITER_CENTROID, ITER_L, [Reg<0>, ImmOperand<1, CF>, Fixed<0x200>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x2>,
                                        Fixed<0x0>]>;
// iter $0, cf$1, cf$2
defm : AGXMC<CG_ITERPROJ, ITERPROJ_L, [Reg<0>, ImmOperand<1, CF>,
                                       ImmOperand<2, CF>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>]>;
// iter $0, cf$1, cf$2, centroid
defm : AGXMC<CG_ITERPROJ_CENTROID, ITERPROJ_L, [Reg<0>, ImmOperand<1, CF>,
                                                ImmOperand<2, CF>, Fixed<0x200>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x2>, Fixed<0x0>]>;
// ldcf $0:vec, cf$1
defm : AGXMC<CG_LDCF, LDCF_L, [Reg<0, Vector>, ImmOperand<1, CF>, Fixed<0x0>]>;
// st_tile $0, 0, 255, $1, $2:format, x
defm : AGXMC<CG_ST_TILE, ST_TILE_L, [Reg<0>, Fixed<0x0>, Fixed<0xff>, Imm<1>,
                                     Fixed<0x0>, Imm<2>, Fixed<0x1>]>;
// ld_tile $0, 0, 255, $1, $2:format, x
defm : AGXMC<CG_LD_TILE, LD_TILE_L, [Reg<0>, Fixed<0x0>, Fixed<0xff>, Imm<1>,
                                     Imm<2>, Fixed<0x1>]>;
// st_tile $0:vec, 0, 255, $1, $2:format, xyz
defm : AGXMC<CG_ST_TILE3, ST_TILE_L, [Reg<0, Vector>, Fixed<0x0>, Fixed<0xff>,
                                      Imm<1>, Fixed<0x0>, Imm<2>, Fixed<0x7>]>;
// st_tile $0:vec, 0, 255, $1, $2:format, xyzw
defm : AGXMC<CG_ST_TILE4, ST_TILE_L, [Reg<0, Vector>, Fixed<0x0>, Fixed<0xff>,
                                      Imm<1>, Fixed<0x0>, Imm<2>, Fixed<0xf>]>;
// ld_tile $0:vec, 0, 255, $1, $2:format, xyz
defm : AGXMC<CG_LD_TILE3, LD_TILE_L, [Reg<0, Vector>, Fixed<0x0>, Fixed<0xff>,
                                      Imm<1>, Imm<2>, Fixed<0x7>]>;
// ld_tile $0:vec, 0, 255, $1, $2:format, xyzw
defm : AGXMC<CG_LD_TILE4, LD_TILE_L, [Reg<0, Vector>, Fixed<0x0>, Fixed<0xff>,
                                      Imm<1>, Imm<2>, Fixed<0xf>]>;
// sample_mask 255, 0
defm : AGXMC<CG_DISCARD, SAMPLE_MASK, [Fixed<0x1ff>, Fixed<0x100>]>;
// sample_mask 255, $0
defm : AGXMC<CG_SAMPLE_MASK, SAMPLE_MASK, [Fixed<0x1ff>, Reg<0>]>;
// zs_emit 255, $0
defm : AGXMC<CG_ZS_EMIT, ZS_EMIT, [Fixed<0x1ff>, Reg<0>]>;
// zs_emit 255, $0
defm : AGXMC<CG_ZS_EMIT_S, ZS_EMIT, [Fixed<0x1ff>, Reg<0>]>;
// zs_emit 255, $0:zs3
defm : AGXMC<CG_ZS_EMIT_ZS, ZS_EMIT, [Fixed<0x1ff>, Reg<0, ThreeHalves>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>, Reg<3>,
                                    Reg<4, First>, Fixed<0x0>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                    Fixed<0xf>, Fixed<0x0>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Fixed<0x0>,
                                        Reg<6>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, shadow, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Fixed<0x0>,
                                        Reg<6>, Fixed<0x1>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6:zs3, shadow, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>, Fixed<0x0>,
                                           Reg<6, ThreeHalves>, Fixed<0x1>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>, Reg<3>,
                                    Reg<4, First>, Reg<5, FirstTwo>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                    Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, query_lod, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_QUERY, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                     Reg<3>, Reg<4, First>, Fixed<0x0>,
                                     Fixed<0x0>, Fixed<0x0>, Fixed<0x1>,
                                     Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                     Fixed<0x0>, Imm<1>, Fixed<0xf>, Fixed<0x0>,
                                     Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                      Reg<3>, Reg<4, First>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                      Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Fixed<0x0>,
                                          Reg<6>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                          Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, shadow, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Fixed<0x0>,
                                          Reg<6>, Fixed<0x1>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                          Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6:zs3, shadow, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Fixed<0x0>, Reg<6, ThreeHalves>,
                                             Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Imm<1>, Fixed<0xf>, Fixed<0x0>,
                                             Imm<5>, Fixed<0x0>]>;
// smpi $0:vec, du62, $2, ss0, $3:first, $4, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPI, SMPI_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>, Fixed<0x0>,
                               Reg<3, First>, Reg<4>, Fixed<0x0>, Fixed<0x0>,
                               Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                               Fixed<0x0>, Imm<1>, Fixed<0xf>, Fixed<0x6>,
                               Fixed<0x0>, Fixed<0x0>]>;
// imgw $0:vec, du62, $2, $3:first, $4, $1:dim
defm : AGXMC<CG_IMGW, IMGW_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                               Reg<3, First>, Reg<4>, Imm<1>, Fixed<0x0>,
                               Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>, Reg<3>,
                                    Reg<4, First>, Reg<5>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                    Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                    Fixed<0xf>, Fixed<0x5>, Fixed<0x0>,
                                    Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                        Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, shadow, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                        Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                        Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6:zs3, shadow, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>, Reg<5>,
                                           Reg<6, ThreeHalves>, Fixed<0x1>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0x5>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>, Reg<3>,
                                   Reg<4, First>, Reg<5>, Fixed<0x0>,
                                   Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                   Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                   Fixed<0xf>, Fixed<0x6>, Fixed<0x0>,
                                   Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                       Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Imm<1>, Fixed<0xf>, Fixed<0x6>,
                                       Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, shadow, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                       Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                       Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Imm<1>, Fixed<0xf>, Fixed<0x6>,
                                       Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6:zs3, shadow, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Reg<5>,
                                          Reg<6, ThreeHalves>, Fixed<0x1>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                          Fixed<0xf>, Fixed<0x6>, Fixed<0x0>,
                                          Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                       Reg<3>, Reg<4, First>, Reg<5, Halves>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                       Fixed<0xd>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>,
                                           Reg<5, Halves>, Reg<6>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0xd>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6, shadow, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>,
                                           Reg<5, Halves>, Reg<6>, Fixed<0x1>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0xd>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6:zs3, shadow, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, Halves>,
                                              Reg<6, ThreeHalves>, Fixed<0x1>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                              Fixed<0xd>, Fixed<0x0>,
                                              Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Reg<5, FirstTwo>,
                                        Reg<6>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                        Fixed<0x4>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Reg<5, FirstTwo>,
                                        Reg<6>, Fixed<0x1>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                        Fixed<0x4>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6:zs3, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>,
                                           Reg<5, FirstTwo>,
                                           Reg<6, ThreeHalves>, Fixed<0x1>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>,
                                        Reg<5, FiveHalves>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                        Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>,
                                            Reg<5, FiveHalves>, Reg<6>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                            Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>,
                                            Reg<5, FiveHalves>, Reg<6>,
                                            Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                            Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6:zs3, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                               Reg<2>, Reg<3>, Reg<4, First>,
                                               Reg<5, FiveHalves>,
                                               Reg<6, ThreeHalves>, Fixed<0x1>,
                                               Fixed<0x0>, Fixed<0x0>,
                                               Fixed<0x0>, Fixed<0x0>,
                                               Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                               Fixed<0xc>, Fixed<0x0>,
                                               Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                       Reg<3>, Reg<4, First>, Reg<5, FirstTwo>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                       Fixed<0x4>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>,
                                           Reg<5, FirstTwo>, Reg<6>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                           Reg<3>, Reg<4, First>,
                                           Reg<5, FirstTwo>, Reg<6>, Fixed<0x1>,
                                           Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                           Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                           Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                           Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6:zs3, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, FirstTwo>,
                                              Reg<6, ThreeHalves>, Fixed<0x1>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                              Fixed<0x4>, Fixed<0x0>,
                                              Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>,
                                          Reg<5, FiveHalves>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                          Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_OFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, FiveHalves>, Reg<6>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                              Fixed<0xf>, Fixed<0xc>,
                                              Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_CMP, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, FiveHalves>, Reg<6>,
                                              Fixed<0x1>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                              Fixed<0xf>, Fixed<0xc>,
                                              Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6:zs3, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_CMPOFF, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                 Reg<2>, Reg<3>, Reg<4, First>,
                                                 Reg<5, FiveHalves>,
                                                 Reg<6, ThreeHalves>,
                                                 Fixed<0x1>, Fixed<0x0>,
                                                 Fixed<0x0>, Fixed<0x0>,
                                                 Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                                 Fixed<0xf>, Fixed<0xc>,
                                                 Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                      Reg<3>, Reg<4, First>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Fixed<0x0>,
                                          Reg<6>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, shadow, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Fixed<0x0>,
                                          Reg<6>, Fixed<0x1>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6:zs3, shadow, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_AUTO_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Fixed<0x0>, Reg<6, ThreeHalves>,
                                             Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Imm<1>, Fixed<0xf>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                      Reg<3>, Reg<4, First>, Reg<5>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                      Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                          Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, shadow, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                          Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                          Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6:zs3, shadow, $1:dim, xyzw, auto_lod_bias, a
defm : AGXMC<CG_SMPF_BIAS_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5>, Reg<6, ThreeHalves>,
                                             Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Imm<1>, Fixed<0xf>, Fixed<0x5>,
                                             Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                     Reg<3>, Reg<4, First>, Reg<5>, Fixed<0x0>,
                                     Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                     Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                     Fixed<0xf>, Fixed<0x6>, Fixed<0x0>,
                                     Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                         Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Imm<1>, Fixed<0xf>, Fixed<0x6>,
                                         Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6, shadow, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                         Reg<3>, Reg<4, First>, Reg<5>, Reg<6>,
                                         Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Imm<1>, Fixed<0xf>, Fixed<0x6>,
                                         Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5, $6:zs3, shadow, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPF_LOD_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>, Reg<5>,
                                            Reg<6, ThreeHalves>, Fixed<0x1>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                            Fixed<0xf>, Fixed<0x6>, Fixed<0x0>,
                                            Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                         Reg<3>, Reg<4, First>, Reg<5, Halves>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                         Fixed<0xd>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5, Halves>, Reg<6>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                             Fixed<0xf>, Fixed<0xd>, Fixed<0x0>,
                                             Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6, shadow, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5, Halves>, Reg<6>, Fixed<0x1>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                             Fixed<0xf>, Fixed<0xd>, Fixed<0x0>,
                                             Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves, $6:zs3, shadow, $1:dim, xyzw, auto_lod_bias_min, a
defm : AGXMC<CG_SMPF_BIASMIN_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                Reg<2>, Reg<3>, Reg<4, First>,
                                                Reg<5, Halves>,
                                                Reg<6, ThreeHalves>, Fixed<0x1>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                                Fixed<0xd>, Fixed<0x0>,
                                                Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                      Reg<3>, Reg<4, First>, Reg<5, FirstTwo>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                      Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                      Fixed<0x4>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>,
                                          Reg<5, FirstTwo>, Reg<6>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                          Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                          Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>,
                                          Reg<5, FirstTwo>, Reg<6>, Fixed<0x1>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                          Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                          Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6:zs3, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5, FirstTwo>,
                                             Reg<6, ThreeHalves>, Fixed<0x1>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                             Fixed<0xf>, Fixed<0x4>, Fixed<0x0>,
                                             Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                          Reg<3>, Reg<4, First>,
                                          Reg<5, FiveHalves>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                          Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                          Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, FiveHalves>, Reg<6>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                              Fixed<0xf>, Fixed<0xc>,
                                              Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                              Reg<2>, Reg<3>, Reg<4, First>,
                                              Reg<5, FiveHalves>, Reg<6>,
                                              Fixed<0x1>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>,
                                              Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                              Fixed<0xf>, Fixed<0xc>,
                                              Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6:zs3, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_MIN_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                 Reg<2>, Reg<3>, Reg<4, First>,
                                                 Reg<5, FiveHalves>,
                                                 Reg<6, ThreeHalves>,
                                                 Fixed<0x1>, Fixed<0x0>,
                                                 Fixed<0x0>, Fixed<0x0>,
                                                 Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                                 Fixed<0xf>, Fixed<0xc>,
                                                 Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                         Reg<3>, Reg<4, First>,
                                         Reg<5, FirstTwo>, Fixed<0x0>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                         Imm<1>, Fixed<0xf>, Fixed<0x4>,
                                         Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5, FirstTwo>, Reg<6>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Imm<1>, Fixed<0xf>, Fixed<0x4>,
                                             Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                             Reg<2>, Reg<3>, Reg<4, First>,
                                             Reg<5, FirstTwo>, Reg<6>,
                                             Fixed<0x1>, Fixed<0x0>, Fixed<0x0>,
                                             Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                             Imm<1>, Fixed<0xf>, Fixed<0x4>,
                                             Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:pair, $6:zs3, shadow, $1:dim, xyzw, lod_grad, a
defm : AGXMC<CG_SMPF_GRAD_3D_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                Reg<2>, Reg<3>, Reg<4, First>,
                                                Reg<5, FirstTwo>,
                                                Reg<6, ThreeHalves>, Fixed<0x1>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                                Fixed<0x4>, Fixed<0x0>,
                                                Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>,
                                            Reg<5, FiveHalves>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Imm<1>, Fixed<0xf>, Fixed<0xc>,
                                            Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                Reg<2>, Reg<3>, Reg<4, First>,
                                                Reg<5, FiveHalves>, Reg<6>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                                Fixed<0xf>, Fixed<0xc>,
                                                Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                Reg<2>, Reg<3>, Reg<4, First>,
                                                Reg<5, FiveHalves>, Reg<6>,
                                                Fixed<0x1>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>,
                                                Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                                Fixed<0xf>, Fixed<0xc>,
                                                Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, $5:halves5, $6:zs3, shadow, $1:dim, xyzw, lod_grad_min, a
defm : AGXMC<CG_SMPF_GRAD_3DMIN_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                                   Reg<2>, Reg<3>,
                                                   Reg<4, First>,
                                                   Reg<5, FiveHalves>,
                                                   Reg<6, ThreeHalves>,
                                                   Fixed<0x1>, Fixed<0x0>,
                                                   Fixed<0x0>, Fixed<0x0>,
                                                   Fixed<0x0>, Fixed<0x0>,
                                                   Imm<1>, Fixed<0xf>,
                                                   Fixed<0xc>, Fixed<0x0>,
                                                   Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, query_lod, $1:dim, xyzw, auto_lod, a
defm : AGXMC<CG_SMPF_QUERY_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                       Reg<3>, Reg<4, First>, Fixed<0x0>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x1>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                       Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                       Fixed<0x0>, Fixed<0x0>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                        Reg<3>, Reg<4, First>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                        Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                        Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_OFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>, Fixed<0x0>,
                                            Reg<6>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                            Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6, shadow, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_CMP_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                            Reg<3>, Reg<4, First>, Fixed<0x0>,
                                            Reg<6>, Fixed<0x1>, Fixed<0x0>,
                                            Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                            Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                            Fixed<0x0>, Imm<5>, Fixed<0x0>]>;
// smpf $0:vec, du62, $2, $3, $4:first, 0, $6:zs3, shadow, $1:dim, xyzw, auto_lod, $5:gather, a
defm : AGXMC<CG_SMPF_GATHER_CMPOFF_A, SMPF_L, [Reg<0, Vector>, Fixed<0x3f>,
                                               Reg<2>, Reg<3>, Reg<4, First>,
                                               Fixed<0x0>, Reg<6, ThreeHalves>,
                                               Fixed<0x1>, Fixed<0x0>,
                                               Fixed<0x0>, Fixed<0x0>,
                                               Fixed<0x0>, Fixed<0x0>, Imm<1>,
                                               Fixed<0xf>, Fixed<0x0>, Imm<5>,
                                               Fixed<0x0>]>;
// smpi $0:vec, du62, $2, ss0, $3:first, $4, $1:dim, xyzw, lod_min, a
defm : AGXMC<CG_SMPI_A, SMPI_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                 Fixed<0x0>, Reg<3, First>, Reg<4>, Fixed<0x0>,
                                 Fixed<0x0>, Fixed<0x0>, Fixed<0x0>, Fixed<0x0>,
                                 Fixed<0x0>, Fixed<0x0>, Imm<1>, Fixed<0xf>,
                                 Fixed<0x6>, Fixed<0x0>, Fixed<0x0>]>;
// imgw $0:vec, du62, $2, $3:first, $4, $1:dim
defm : AGXMC<CG_IMGW_A, IMGW_L, [Reg<0, Vector>, Fixed<0x3f>, Reg<2>,
                                 Reg<3, First>, Reg<4>, Imm<1>, Fixed<0x0>,
                                 Fixed<0x0>]>;
// stop
defm : AGXMC<CG_STOP, STOP, []>;
// jmp_none <after the call>, then call $0 (AppleGPUAsmPrinter gives both
// their targets)
defm : AGXMC<CG_CALL, JMP_NONE, [Fixed<0x0>]>;
defm : AGXMC<CG_CALL, CALL, [Fixed<0x0>], 1>;
// jmp_none <after the call>, then call $0 (call_reg)
defm : AGXMC<CG_CALL_REG, JMP_NONE, [Fixed<0x0>]>;
defm : AGXMC<CG_CALL_REG, CALL_REG, [Reg<0>], 1>;
// ret r$0
defm : AGXMC<CG_RETURN, RET, [RegNumber<0, RegisterFile, 32>]>;
// wait a
defm : AGXMC<CG_WAIT, WAIT, [Fixed<0x0>]>;
// trap
defm : AGXMC<CG_TRAP, TRAP, []>;
// Branches and condition markers are left only when AppleGPULowerControlFlow
// reported an error (the output is not used).
defm : AGXMC<CG_BR, TRAP, []>;
defm : AGXMC<CG_BRCOND, TRAP, []>;
defm : AGXMC<CG_CF_COND, TRAP, []>;
// if 0.0, 0.0, 1, feq
defm : AGXMC<CG_PUSH_EXEC, IF_FCMP, [Fixed<0x0>, Fixed<0x0>, Fixed<0x1>,
                                     Fixed<0x0>, Fixed<0x0>]>;
// pop_exec 1
defm : AGXMC<CG_POP_EXEC, POP_EXEC, [Fixed<0x1>, Fixed<0x0>]>;
// ldimm r0, 0
defm : AGXMC<CG_INIT_EXEC, LDIMM32_L, [Fixed<0x2>, Fixed<0x0>]>;
// if $0, 0, 1, ine
defm : AGXMC<CG_IF, IF_ICMP, [Reg<0>, Fixed<0x0>, Fixed<0x1>, Fixed<0x0>,
                              Fixed<0x8>]>;
// jmp_none 0
defm : AGXMC<CG_IF, JMP_NONE, [Fixed<0x0>], 1>;
// if $0, 0, 1, ine
defm : AGXMC<CG_IF_UNIFORM, IF_ICMP, [Reg<0>, Fixed<0x0>, Fixed<0x1>,
                                      Fixed<0x0>, Fixed<0x8>]>;
// jmp_none 0
defm : AGXMC<CG_IF_UNIFORM, JMP_NONE, [Fixed<0x0>], 1>;
// while $0, 0, 1, ine
defm : AGXMC<CG_LOOP, WHILE_ICMP, [Reg<0>, Fixed<0x0>, Fixed<0x1>, Fixed<0x0>,
                                   Fixed<0x8>]>;
// jmp_any 0
defm : AGXMC<CG_LOOP, JMP_ANY, [Fixed<0x0>], 1>;
// shuffle $0, $1, $2, $3:shuffle_op
defm : AGXMC<CG_SHUFFLE_I, SHUFFLE, [Reg<0>, Reg<1>, ImmOperand<2, Int>,
                                     Fixed<0x1>, Fixed<0x0>, Imm<3>]>;
// mov r0h, $2:lo16
defm : AGXMC<CG_SHUFFLE_R, MOV, [Fixed<0x4>, Reg<2, Low>]>;
// shuffle $0, $1, r0h, $3:shuffle_op
defm : AGXMC<CG_SHUFFLE_R, SHUFFLE, [Reg<0>, Reg<1>, Fixed<0x41>, Fixed<0x1>,
                                     Fixed<0x0>, Imm<3>], 1>;
// mov r0h, 0
defm : AGXMC<CG_SHUFFLE_R, MOV, [Fixed<0x4>, Fixed<0x0>], 2>;
