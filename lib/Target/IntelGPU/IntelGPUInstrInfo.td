//===- IntelGPUInstrInfo.td - Gen9/Gen11 operations ---------*- tablegen -*-===//
//
// One LLVM instruction per IGA operation; the generation selects its
// hardware opcode and format. Sources: IGA's ModelGen9/ModelGen11 op tables
// and `iga64 -Xlist-ops` (68 operations on Gen9, 61 on Gen11).
//
// MC operands (the same for every operation; IntelGPUInst.h):
//   ctrl                      execution size, channel offset, predicate,
//                             condition modifier/function, saturation,
//                             instruction options
//   dst, dstbits              destination register, region/type/subregister
//   src0, src0bits            source register or immediate, region/type/mods
//   src1, src1bits, src2, src2bits
//   jip, uip                  branch offsets; message descriptors of sends
//
//===----------------------------------------------------------------------===//

// Formats: the operand shape.
defvar FNullary = 0;  // illegal, nop
defvar FUnary = 1;
defvar FBinary = 2;
defvar FTernary = 3;
defvar FMath = 4;
defvar FSend = 5;     // send, sendc
defvar FSends = 6;    // sends, sendsc
defvar FJumpJU = 7;   // if else break cont halt goto: JIP and UIP
defvar FJumpJ = 8;    // endif while join: JIP
defvar FJmpi = 9;
defvar FBrd = 10;
defvar FBrc = 11;
defvar FCall = 12;
defvar FCalla = 13;
defvar FRet = 14;
defvar FWait = 15;
defvar FNone = 255;   // not on this generation

// Compact forms: 0 none, 1 one/two-source, 2 three-source.
defvar CNone = 0;
defvar C12 = 1;
defvar C3 = 2;

def IGOperand : Operand<i64>;

class IGInst<string mnemonic> : Instruction {
  let Namespace = "IntelGPU";
  let Size = 16;
  let AsmString = mnemonic;
  let hasSideEffects = 1;
  let OutOperandList = (outs IGOperand:$dst, IGOperand:$dstbits);
  let InOperandList = (ins IGOperand:$ctrl, IGOperand:$src0, IGOperand:$src0bits,
                       IGOperand:$src1, IGOperand:$src1bits, IGOperand:$src2,
                       IGOperand:$src2bits, IGOperand:$jip, IGOperand:$uip);
}

class IGOpInfo<IGInst inst, string mnemonic, int opc9, int fmt9, int cmp9,
               int opc11, int fmt11, int cmp11> {
  Instruction Inst = inst;
  string Mnemonic = mnemonic;
  bits<8> Opc9 = opc9;
  bits<8> Format9 = fmt9;
  bits<8> Compact9 = cmp9;
  bits<8> Opc11 = opc11;
  bits<8> Format11 = fmt11;
  bits<8> Compact11 = cmp11;
}

def IGOps : GenericTable {
  let FilterClass = "IGOpInfo";
  let CppTypeName = "IGOpInfoRow";
  let Fields = ["Inst", "Mnemonic", "Opc9", "Format9", "Compact9", "Opc11",
                "Format11", "Compact11"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupIGOpByInst";
}

// An operation on both generations with the same opcode and format.
multiclass IGOp<string mn, int opc, int fmt, int cmp9, int cmp11> {
  def "" : IGInst<mn>;
  def : IGOpInfo<!cast<IGInst>(NAME), mn, opc, fmt, cmp9, opc, fmt, cmp11>;
}
// Gen9 only.
multiclass IGOp9<string mn, int opc, int fmt, int cmp9> {
  def "" : IGInst<mn>;
  def : IGOpInfo<!cast<IGInst>(NAME), mn, opc, fmt, cmp9, 0xFF, FNone, CNone>;
}
// Gen11 only.
multiclass IGOp11<string mn, int opc, int fmt, int cmp11> {
  def "" : IGInst<mn>;
  def : IGOpInfo<!cast<IGInst>(NAME), mn, 0xFF, FNone, CNone, opc, fmt, cmp11>;
}

defm ILLEGAL : IGOp<"illegal", 0x00, FNullary, CNone, CNone>;
defm MOV     : IGOp<"mov", 0x01, FUnary, C12, C12>;
defm SEL     : IGOp<"sel", 0x02, FBinary, C12, C12>;
def MOVI : IGInst<"movi">;
def : IGOpInfo<MOVI, "movi", 0x03, FUnary, C12, 0x03, FBinary, C12>;
defm NOT     : IGOp<"not", 0x04, FUnary, C12, C12>;
defm AND     : IGOp<"and", 0x05, FBinary, C12, C12>;
defm OR      : IGOp<"or", 0x06, FBinary, C12, C12>;
defm XOR     : IGOp<"xor", 0x07, FBinary, C12, C12>;
defm SHR     : IGOp<"shr", 0x08, FBinary, C12, C12>;
defm SHL     : IGOp<"shl", 0x09, FBinary, C12, C12>;
defm SMOV    : IGOp<"smov", 0x0A, FBinary, C12, C12>;
defm ASR     : IGOp<"asr", 0x0C, FBinary, C12, C12>;
defm ROR     : IGOp11<"ror", 0x0E, FBinary, C12>;
defm ROL     : IGOp11<"rol", 0x0F, FBinary, C12>;
defm CMP     : IGOp<"cmp", 0x10, FBinary, C12, C12>;
defm CMPN    : IGOp<"cmpn", 0x11, FBinary, C12, C12>;
defm CSEL    : IGOp<"csel", 0x12, FTernary, C3, CNone>;
defm BFREV   : IGOp<"bfrev", 0x17, FUnary, C12, C12>;
defm BFE     : IGOp<"bfe", 0x18, FTernary, C3, CNone>;
defm BFI1    : IGOp<"bfi1", 0x19, FBinary, C12, C12>;
defm BFI2    : IGOp<"bfi2", 0x1A, FTernary, C3, CNone>;
defm JMPI    : IGOp<"jmpi", 0x20, FJmpi, CNone, CNone>;
defm BRD     : IGOp<"brd", 0x21, FBrd, CNone, CNone>;
defm IF      : IGOp<"if", 0x22, FJumpJU, CNone, CNone>;
defm BRC     : IGOp<"brc", 0x23, FBrc, CNone, CNone>;
defm ELSE    : IGOp<"else", 0x24, FJumpJU, CNone, CNone>;
defm ENDIF   : IGOp<"endif", 0x25, FJumpJ, CNone, CNone>;
defm WHILE   : IGOp<"while", 0x27, FJumpJ, CNone, CNone>;
defm BREAK   : IGOp<"break", 0x28, FJumpJU, CNone, CNone>;
defm CONT    : IGOp<"cont", 0x29, FJumpJU, CNone, CNone>;
defm HALT    : IGOp<"halt", 0x2A, FJumpJU, CNone, CNone>;
defm CALLA   : IGOp<"calla", 0x2B, FCalla, CNone, CNone>;
defm CALL    : IGOp<"call", 0x2C, FCall, CNone, CNone>;
defm RET     : IGOp<"ret", 0x2D, FRet, CNone, CNone>;
defm GOTO    : IGOp<"goto", 0x2E, FJumpJU, CNone, CNone>;
defm JOIN    : IGOp<"join", 0x2F, FJumpJ, CNone, CNone>;
defm WAIT    : IGOp<"wait", 0x30, FWait, CNone, CNone>;
defm SEND    : IGOp<"send", 0x31, FSend, CNone, CNone>;
defm SENDC   : IGOp<"sendc", 0x32, FSend, CNone, CNone>;
defm SENDS   : IGOp<"sends", 0x33, FSends, CNone, CNone>;
defm SENDSC  : IGOp<"sendsc", 0x34, FSends, CNone, CNone>;
defm MATH    : IGOp<"math", 0x38, FMath, C12, C12>;
defm ADD     : IGOp<"add", 0x40, FBinary, C12, C12>;
defm MUL     : IGOp<"mul", 0x41, FBinary, C12, C12>;
defm AVG     : IGOp<"avg", 0x42, FBinary, C12, C12>;
defm FRC     : IGOp<"frc", 0x43, FUnary, C12, C12>;
defm RNDU    : IGOp<"rndu", 0x44, FUnary, C12, C12>;
defm RNDD    : IGOp<"rndd", 0x45, FUnary, C12, C12>;
defm RNDE    : IGOp<"rnde", 0x46, FUnary, C12, C12>;
defm RNDZ    : IGOp<"rndz", 0x47, FUnary, C12, C12>;
defm MAC     : IGOp<"mac", 0x48, FBinary, C12, C12>;
defm MACH    : IGOp<"mach", 0x49, FBinary, C12, C12>;
defm LZD     : IGOp<"lzd", 0x4A, FUnary, C12, C12>;
defm FBH     : IGOp<"fbh", 0x4B, FUnary, C12, C12>;
defm FBL     : IGOp<"fbl", 0x4C, FUnary, C12, C12>;
defm CBIT    : IGOp<"cbit", 0x4D, FUnary, C12, C12>;
defm ADDC    : IGOp<"addc", 0x4E, FBinary, C12, C12>;
defm SUBB    : IGOp<"subb", 0x4F, FBinary, C12, C12>;
defm SAD2    : IGOp9<"sad2", 0x50, FBinary, C12>;
defm SADA2   : IGOp9<"sada2", 0x51, FBinary, C12>;
defm DP4     : IGOp9<"dp4", 0x54, FBinary, C12>;
defm DPH     : IGOp9<"dph", 0x55, FBinary, C12>;
defm DP3     : IGOp9<"dp3", 0x56, FBinary, C12>;
defm DP2     : IGOp9<"dp2", 0x57, FBinary, C12>;
defm LINE    : IGOp9<"line", 0x59, FBinary, C12>;
defm PLN     : IGOp9<"pln", 0x5A, FBinary, C12>;
defm MAD     : IGOp<"mad", 0x5B, FTernary, C3, CNone>;
defm LRP     : IGOp9<"lrp", 0x5C, FTernary, C3>;
defm MADM    : IGOp<"madm", 0x5D, FTernary, C3, CNone>;
defm NOP     : IGOp<"nop", 0x7E, FNullary, CNone, CNone>;
