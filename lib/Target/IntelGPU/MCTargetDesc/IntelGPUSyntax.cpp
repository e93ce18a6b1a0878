//===- IntelGPUSyntax.cpp - IGA's syntax for Gen9/Gen11 instructions -----===//
//
// The printer and the parser of IGA's assembly syntax, and the MCInst
// operand layout, over the instruction model of IntelGPUInst.cpp.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUInst.h"
#include "IntelGPUInstUtils.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/Support/Casting.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace llvm::IntelGPU;

#define GET_REGINFO_ENUM
#include "IntelGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "IntelGPUGenInstrInfo.inc"

//===----------------------------------------------------------------------===//
// Printing: IGA's syntax, one space between tokens
//===----------------------------------------------------------------------===//

namespace {

const char *const PredCtrlNames[16] = {
    "",      "",      ".anyv", ".allv", ".any2h", ".all2h", ".any4h", ".all4h",
    ".any8h", ".all8h", ".any16h", ".all16h", ".any32h", ".all32h", nullptr,
    nullptr};
const char *const CondModNames[16] = {"",   "eq", "ne", "gt", "ge", "lt",
                                      "le", nullptr, "ov", "un", nullptr,
                                      nullptr, nullptr, nullptr, nullptr,
                                      nullptr};
const char *const MathNames[16] = {nullptr, "inv",  "log",  "exp",
                                   "sqt",   "rsqt", "sin",  "cos",
                                   nullptr, "fdiv", "pow",  "idiv",
                                   "iqot",  "irem", "invm", "rsqtm"};

bool isLogicOp(unsigned Op) {
  return Op == IntelGPU::AND || Op == IntelGPU::OR || Op == IntelGPU::XOR ||
         Op == IntelGPU::NOT;
}

/// The name of an architecture register and whether IGA prints its
/// subregister.
std::string arfName(uint8_t RegNum, bool &PrintSub) {
  unsigned N = RegNum & 0xF;
  PrintSub = true;
  switch (RegNum >> 4) {
  case 0x0: PrintSub = false; return "null";
  case 0x1: return "a" + std::to_string(N);
  case 0x2: return N < 2 ? "acc" + std::to_string(N) : "mme" + std::to_string(N - 2);
  case 0x3: return "f" + std::to_string(N);
  case 0x4: PrintSub = false; return "ce";
  case 0x5: return "msg" + std::to_string(N);
  case 0x6: return "sp";
  case 0x7: return "sr" + std::to_string(N);
  case 0x8: return "cr" + std::to_string(N);
  case 0x9: return "n" + std::to_string(N);
  case 0xA: PrintSub = false; return "ip";
  case 0xB: return "tdr" + std::to_string(N);
  case 0xC: return "tm" + std::to_string(N);
  case 0xD: return "fc" + std::to_string(N);
  case 0xF: return "dbg" + std::to_string(N);
  default: return "arf" + utohexstr(RegNum);
  }
}

std::string regText(const Operand &O) {
  if (O.K == Operand::Indirect) {
    std::string S = "r[a0." + std::to_string(O.AddrSub);
    if (O.AddrImm)
      S += "," + std::to_string(O.AddrImm);
    return S + "]";
  }
  if (O.IsGRF)
    return "r" + std::to_string(O.RegNum) + "." +
           std::to_string(O.SubRegBytes / typeSize(O.Ty));
  bool PrintSub;
  std::string S = arfName(O.RegNum, PrintSub);
  if (PrintSub)
    S += "." + std::to_string(O.SubRegBytes / typeSize(O.Ty));
  return S;
}

/// IGA's float text (Frontend/Floats.cpp): the shortest of %g and %.6e that
/// reads back to the same bits, else the bits in hex.
template <typename FloatT, typename BitsT>
std::string floatText(BitsT Bits, unsigned HexDigits) {
  FloatT V;
  std::memcpy(&V, &Bits, sizeof(V));
  if (std::isinf(V))
    return V < 0 ? "-inf" : "inf";
  if (std::isnan(V)) {
    bool Quiet = sizeof(FloatT) == 4 ? (uint64_t(Bits) >> 22) & 1 : (uint64_t(Bits) >> 51) & 1;
    uint64_t Payload = sizeof(FloatT) == 4 ? uint64_t(Bits) & 0x3FFFFF
                                           : uint64_t(Bits) & 0x7FFFFFFFFFFFFull;
    return std::string(std::signbit(V) ? "-" : "") + (Quiet ? "qnan" : "snan") +
           "(0x" + utohexstr(Payload) + ")";
  }
  for (const char *Fmt : {"%g", "%.6e"}) {
    char Buf[64];
    snprintf(Buf, sizeof(Buf), Fmt, double(V));
    FloatT Back = FloatT(std::strtod(Buf, nullptr));
    BitsT BackBits;
    std::memcpy(&BackBits, &Back, sizeof(Back));
    if (BackBits == Bits) {
      std::string S = Buf;
      if (S.find_first_of(".eE") == std::string::npos)
        S += ".0";
      return S;
    }
  }
  std::string Hex = utohexstr(uint64_t(Bits));
  return "0x" + Hex;
}

float halfToFloat(uint16_t H) {
  unsigned Sign = H >> 15, Exp = (H >> 10) & 0x1F, Man = H & 0x3FF;
  float V;
  if (Exp == 0)
    V = std::ldexp(float(Man), -24);
  else if (Exp == 31)
    V = Man ? NAN : INFINITY;
  else
    V = std::ldexp(float(Man | 0x400), int(Exp) - 25);
  return Sign ? -V : V;
}

std::string immText(const Operand &O) {
  switch (O.Ty) {
  case TD: return std::to_string(int32_t(O.Imm));
  case TW: return std::to_string(int16_t(O.Imm));
  case TQ: return std::to_string(int64_t(O.Imm));
  case TF: return floatText<float, uint32_t>(uint32_t(O.Imm), 8);
  case TDF: return floatText<double, uint64_t>(O.Imm, 16);
  case THF: {
    uint16_t H = O.Imm & 0xFFFF;
    unsigned Exp = (H >> 10) & 0x1F;
    if (Exp == 31) { // inf / nan as IGA prints them
      if ((H & 0x3FF) == 0)
        return (H >> 15) ? "-inf" : "inf";
      return std::string((H >> 15) ? "-" : "") + ((H >> 9) & 1 ? "qnan" : "snan") +
             "(0x" + utohexstr(H & 0x1FF) + ")";
    }
    float F = halfToFloat(H);
    char Buf[64];
    for (const char *Fmt : {"%g", "%.6e"}) {
      snprintf(Buf, sizeof(Buf), Fmt, double(F));
      float Back = float(std::strtod(Buf, nullptr));
      if (Back == F && std::signbit(Back) == std::signbit(F)) {
        std::string S = Buf;
        if (S.find_first_of(".eE") == std::string::npos)
          S += ".0";
        return S;
      }
    }
    return "0x" + utohexstr(H);
  }
  default: // ud, uw, uq, v, uv, vf
    return "0x" + utohexstr(O.Ty == TUW ? (O.Imm & 0xFFFF) : O.Imm);
  }
}

/// "r1.mme0:f", "r2.nomme:f": math-macro operands print no region.
std::string mmeText(const Operand &O) {
  std::string S = O.Neg ? "-" : "";
  if (O.Abs)
    S += "(abs)";
  S += "r" + std::to_string(O.RegNum) + ".";
  S += O.MME == 8 ? std::string("nomme") : "mme" + std::to_string(O.MME);
  return S + ":" + typeName(O.Ty).str();
}

std::string srcText(const Operand &O, unsigned Op) {
  if (O.MME != Operand::NoMME)
    return mmeText(O);
  if (O.K == Operand::Immediate)
    return immText(O) + ":" + typeName(O.Ty).str();
  std::string S;
  if (O.Neg) // IGA: "~" on logic operations, unless (abs) follows
    S += isLogicOp(Op) && !O.Abs ? "~" : "-";
  if (O.Abs)
    S += "(abs)";
  S += regText(O);
  if (O.VxH)
    S += "<" + std::to_string(O.Width) + "," + std::to_string(O.HStride) + ">";
  else
    S += "<" + std::to_string(O.VStride) + ";" + std::to_string(O.Width) + "," +
         std::to_string(O.HStride) + ">";
  return S + ":" + typeName(O.Ty).str();
}

std::string dstText(const Operand &O) {
  if (O.MME != Operand::NoMME)
    return mmeText(O);
  return regText(O) + "<" + std::to_string(O.HStride) + ">:" +
         typeName(O.Ty).str();
}

} // namespace

std::string IntelGPU::print(const InstIR &I, Gen G) {
  const IGOpInfoRow *Op = opInfo(I.Op);
  Format F = formatOf(*Op, G);
  std::string S;
  raw_string_ostream OS(S);
  if (I.NoMask || I.PredCtrl) {
    OS << "(";
    if (I.NoMask)
      OS << "W";
    if (I.NoMask && I.PredCtrl)
      OS << "&";
    if (I.PredCtrl)
      OS << (I.PredInv ? "~" : "") << "f" << unsigned(I.FlagReg) << "."
         << unsigned(I.FlagSubReg) << PredCtrlNames[I.PredCtrl];
    OS << ") ";
  }
  OS << Op->Mnemonic;
  if (F == FMath && MathNames[I.FuncCtrl])
    OS << "." << MathNames[I.FuncCtrl];
  if (F == FJumpJU && I.BranchCtrl)
    OS << ".b";
  if (F == FNullary)
    return S;
  if (F != FJmpi && F != FWait)
    OS << " (" << unsigned(I.ExecSize) << "|M" << unsigned(I.ChOff) << ")";
  std::string JIPText = I.JIPLabel.empty() ? std::to_string(I.JIP) : I.JIPLabel;
  std::string UIPText = I.UIPLabel.empty() ? std::to_string(I.UIP) : I.UIPLabel;
  auto Target = [](const Operand &O) {
    return "r" + std::to_string(O.RegNum) + "." + std::to_string(O.SubRegBytes / 4);
  };
  auto Plain = [](const Operand &O, bool AlwaysType) {
    std::string T = O.IsGRF ? "r" + std::to_string(O.RegNum) : "null";
    if (AlwaysType || O.Ty != TUD)
      T += ":" + typeName(O.Ty).str();
    return T;
  };
  switch (F) {
  case FJumpJU:
    OS << " " << JIPText << " " << UIPText;
    break;
  case FJumpJ:
    OS << " " << JIPText;
    break;
  case FJmpi:
  case FBrd:
  case FBrc:
    if (I.Src[0].K == Operand::Direct)
      OS << " " << Target(I.Src[0]);
    else if (F == FBrc)
      OS << " " << JIPText << " " << UIPText;
    else
      OS << " " << JIPText;
    break;
  case FCall:
  case FCalla:
    OS << " " << Target(I.Dst) << " "
       << (I.Src[0].K == Operand::Direct ? Target(I.Src[0]) : JIPText);
    break;
  case FRet:
    OS << " " << Target(I.Src[0]);
    break;
  case FWait:
    OS << " " << srcText(I.Src[0], I.Op);
    break;
  case FTernary: {
    if (I.CondMod)
      OS << " (" << CondModNames[I.CondMod] << ")f" << unsigned(I.FlagReg)
         << "." << unsigned(I.FlagSubReg);
    OS << " " << (I.Sat ? "(sat)" : "") << dstText(I.Dst);
    for (unsigned K = 0; K != 3; ++K) {
      const Operand &Src = I.Src[K];
      OS << " ";
      if (Src.K == Operand::Immediate) {
        OS << immText(Src) << ":" << typeName(Src.Ty);
        continue;
      }
      if (Src.MME != Operand::NoMME) {
        OS << mmeText(Src);
        continue;
      }
      if (Src.Neg)
        OS << "-";
      if (Src.Abs)
        OS << "(abs)";
      OS << regText(Src) << "<";
      if (K != 2)
        OS << unsigned(Src.VStride) << ";";
      OS << unsigned(Src.HStride) << ">:" << typeName(Src.Ty);
    }
    break;
  }
  case FSend:
    OS << " " << Plain(I.Dst, false) << " " << Plain(I.Src[0], false) << " 0x"
       << utohexstr(I.FuncCtrl | (I.EOT << 5)) << " ";
    if (I.DescIsReg)
      OS << "a0." << unsigned(I.DescSub);
    else
      OS << format("0x%08X", I.Desc);
    break;
  case FSends:
    OS << " " << Plain(I.Dst, true) << " " << Plain(I.Src[0], false) << " "
       << Plain(I.Src[1], false) << " ";
    if (I.ExDescIsReg)
      OS << "a0." << unsigned(I.ExDescSub);
    else
      OS << "0x" << utohexstr(I.ExDesc | I.FuncCtrl | (I.EOT << 5));
    OS << " ";
    if (I.DescIsReg)
      OS << "a0.0";
    else
      OS << format("0x%08X", I.Desc);
    break;
  default: {
    if (I.CondMod)
      OS << " (" << CondModNames[I.CondMod] << ")f" << unsigned(I.FlagReg)
         << "." << unsigned(I.FlagSubReg);
    if (F == FMath && isMathMacro(I.FuncCtrl))
      OS << " (eo)f" << unsigned(I.FlagReg) << "." << unsigned(I.FlagSubReg);
    OS << " " << (I.Sat ? "(sat)" : "") << dstText(I.Dst);
    OS << " " << srcText(I.Src[0], I.Op);
    bool Binary = F == FBinary || (F == FMath && mathIsBinary(I.FuncCtrl));
    if (Binary)
      OS << " " << srcText(I.Src[1], I.Op);
    break;
  }
  }
  SmallVector<const char *, 4> Opts;
  if (I.AccWrEn) Opts.push_back("AccWrEn");
  if (I.ThreadCtrl == 1) Opts.push_back("Atomic");
  if (I.Breakpoint) Opts.push_back("Breakpoint");
  if (I.Compact == InstIR::Compacted) Opts.push_back("Compacted");
  if (I.EOT) Opts.push_back("EOT");
  if (I.NoDDChk) Opts.push_back("NoDDChk");
  if (I.NoDDClr) Opts.push_back("NoDDClr");
  if (I.ThreadCtrl == 3) Opts.push_back("NoPreempt");
  if (I.NoSrcDepSet) Opts.push_back("NoSrcDepSet");
  if (I.ThreadCtrl == 2) Opts.push_back("Switch");
  if (!Opts.empty()) {
    OS << " {";
    for (unsigned K = 0; K != Opts.size(); ++K)
      OS << (K ? "," : "") << Opts[K];
    OS << "}";
  }
  return S;
}

//===----------------------------------------------------------------------===//
// Parsing IGA's syntax
//===----------------------------------------------------------------------===//

namespace {

/// An immediate starts with a digit, a sign followed by a digit or a point,
/// a point followed by a digit, or inf.
bool looksLikeImmediate(StringRef R) {
  auto Special = [](StringRef S) {
    return S.starts_with("inf") || S.starts_with("qnan(") || S.starts_with("snan(");
  };
  if (R.consume_front("-") || R.consume_front("+"))
    return !R.empty() && (isDigit(R[0]) || R[0] == '.' || Special(R));
  return !R.empty() && (isDigit(R[0]) || Special(R) ||
                        (R[0] == '.' && R.size() > 1 && isDigit(R[1])));
}

/// IGA's NaN spelling: [-](q|s)nan(0xPAYLOAD).
bool parseNaN(StringRef S, Type T, uint64_t &Bits) {
  bool Neg = S.consume_front("-");
  bool Quiet = S.consume_front("qnan(");
  if (!Quiet && !S.consume_front("snan("))
    return false;
  if (!S.consume_back(")"))
    return false;
  uint64_t P;
  if (S.getAsInteger(0, P))
    return false;
  unsigned Man = T == TDF ? 52 : T == TF ? 23 : 10;
  unsigned Exp = T == TDF ? 11 : T == TF ? 8 : 5;
  if (P >> (Man - 1) || (!Quiet && P == 0))
    return false;
  Bits = (uint64_t(Neg) << (Man + Exp)) | (((uint64_t(1) << Exp) - 1) << Man) |
         (uint64_t(Quiet) << (Man - 1)) | P;
  return true;
}

class Parser {
public:
  Parser(StringRef Text, Gen G, ParseError &E) : Text(Text), G(G), E(E) {}

  bool run(InstIR &I);

private:
  StringRef Text;
  size_t Pos = 0;
  Gen G;
  ParseError &E;

  bool fail(const Twine &Msg, size_t At) {
    E.Column = At;
    E.Message = Msg.str();
    return false;
  }
  bool fail(const Twine &Msg) { return fail(Msg, Pos); }
  void skipSpace() {
    while (Pos < Text.size() && isSpace(Text[Pos]))
      ++Pos;
  }
  StringRef rest() const { return Text.drop_front(Pos); }
  bool consume(StringRef S) {
    skipSpace();
    if (!rest().starts_with(S))
      return false;
    Pos += S.size();
    return true;
  }
  bool expect(StringRef S) {
    if (consume(S))
      return true;
    return fail("expected '" + S + "'");
  }
  bool parseUInt(uint64_t &V) {
    skipSpace();
    size_t Start = Pos;
    StringRef R = rest();
    size_t Len = 0;
    if (R.starts_with_insensitive("0x")) {
      Len = 2;
      while (Len < R.size() && isHexDigit(R[Len]))
        ++Len;
    } else {
      while (Len < R.size() && isDigit(R[Len]))
        ++Len;
    }
    if (Len == 0 || R.take_front(Len).getAsInteger(0, V))
      return fail("expected a number", Start);
    Pos += Len;
    return true;
  }
  bool parseInt(int64_t &V) {
    skipSpace();
    bool Neg = false;
    if (consume("-"))
      Neg = true;
    size_t Start = Pos;
    uint64_t U;
    if (!parseUInt(U))
      return false;
    // The magnitude may be 2^63 when negative; negate without overflow.
    if (U > uint64_t(INT64_MAX) + (Neg ? 1 : 0))
      return fail("number out of range", Start);
    V = Neg ? int64_t(0 - U) : int64_t(U);
    return true;
  }
  StringRef ident() {
    skipSpace();
    size_t Len = 0;
    StringRef R = rest();
    while (Len < R.size() && (isAlnum(R[Len]) || R[Len] == '_'))
      ++Len;
    return R.take_front(Len);
  }

  bool parsePredicate(InstIR &I);
  bool parseFlag(uint8_t &Reg, uint8_t &Sub);
  bool parseType(Type &T);
  bool parseRegister(Operand &O, bool &HasSub, uint64_t &SubElems);
  bool parseDst(InstIR &I);
  bool parseSrc(InstIR &I, Operand &O);
  bool parseImmediate(Operand &O);
  bool parseOptions(InstIR &I);
  bool parseExecInfo(InstIR &I);
  bool parseALUOperands(InstIR &I, Format F);
  bool parseFixedOperands(InstIR &I, Format F);
  bool parseEnd(InstIR &I);
  bool parseTernarySrc(Operand &O, unsigned K);
  bool parseOffset(int32_t &V, std::string *Label = nullptr);
  bool parseTarget(Operand &O);
  bool parseSendReg(Operand &O, bool AllowType);
  bool parseDescriptor(uint32_t &Imm, bool &IsReg, uint8_t &Sub);
};

bool Parser::parseFlag(uint8_t &Reg, uint8_t &Sub) {
  skipSpace();
  size_t At = Pos;
  uint64_t R, S;
  if (!consume("f") || !parseUInt(R) || !expect(".") || !parseUInt(S) || R > 1 ||
      S > 1)
    return fail("expected a flag register f0.0 ... f1.1", At);
  Reg = R;
  Sub = S;
  return true;
}

bool Parser::parsePredicate(InstIR &I) {
  // "(W)", "(f0.1)", "(~f1.0.any8h)", "(W&~f0.0)"
  if (consume("W")) {
    I.NoMask = true;
    if (consume(")"))
      return true;
    if (!expect("&"))
      return false;
  }
  I.PredInv = consume("~");
  if (!parseFlag(I.FlagReg, I.FlagSubReg))
    return false;
  I.PredCtrl = 1;
  if (consume(".")) {
    size_t At = Pos;
    StringRef Name = ident();
    Pos += Name.size();
    std::string Dotted = ("." + Name).str();
    unsigned K = 2;
    for (; K != 14; ++K)
      if (Dotted == PredCtrlNames[K])
        break;
    if (K == 14)
      return fail("unknown predicate control '" + Name + "'", At);
    I.PredCtrl = K;
  }
  return expect(")");
}

bool Parser::parseType(Type &T) {
  size_t At = Pos;
  if (!expect(":"))
    return false;
  StringRef Name = ident();
  for (unsigned K = 0; K <= TNF; ++K)
    if (Name == typeName(Type(K))) {
      T = Type(K);
      Pos += Name.size();
      return true;
    }
  return fail("unknown type ':" + Name + "'", At);
}

bool Parser::parseRegister(Operand &O, bool &HasSub, uint64_t &SubElems) {
  skipSpace();
  size_t At = Pos;
  HasSub = false;
  SubElems = 0;
  if (consume("r[")) {
    O.K = Operand::Indirect;
    O.IsGRF = true;
    uint64_t Sub;
    if (!expect("a0") || !expect(".") || !parseUInt(Sub))
      return false;
    if (Sub > 15)
      return fail("address subregister out of range", At);
    O.AddrSub = Sub;
    if (consume(",")) {
      int64_t Imm;
      if (!parseInt(Imm))
        return false;
      if (Imm < -512 || Imm > 511)
        return fail("address offset out of range", At);
      O.AddrImm = Imm;
    }
    return expect("]");
  }
  StringRef Name = ident();
  O.K = Operand::Direct;
  unsigned Num;
  if (Name.size() > 1 && Name[0] == 'r' && all_of(Name.drop_front(), isDigit)) {
    if (Name.drop_front().getAsInteger(10, Num) || Num > 127)
      return fail("GRF register out of range (r0..r127)", At);
    O.IsGRF = true;
    O.RegNum = Num;
  } else {
    O.IsGRF = false;
    int RN = StringSwitch<int>(Name)
                 .Case("null", 0x00).Case("a0", 0x10).Case("acc0", 0x20)
                 .Case("acc1", 0x21).Case("f0", 0x30).Case("f1", 0x31)
                 .Case("ce", 0x40).Case("ce0", 0x40).Case("msg0", 0x50)
                 .Case("sp", 0x60).Case("sr0", 0x70).Case("cr0", 0x80)
                 .Case("n0", 0x90).Case("ip", 0xA0).Case("tdr0", 0xB0)
                 .Case("tm0", 0xC0).Case("fc0", 0xD0).Case("dbg0", 0xF0)
                 .Default(-1);
    if (RN < 0)
      return fail(Name.empty() ? Twine("expected a register")
                               : "unknown register '" + Name + "'",
                  At);
    O.RegNum = RN;
  }
  Pos += Name.size();
  if (rest().starts_with(".")) {
    ++Pos;
    if (O.IsGRF && (rest().starts_with("mme") || rest().starts_with("nomme"))) {
      if (consume("nomme")) {
        O.MME = 8;
      } else {
        uint64_t K;
        Pos += 3;
        if (!parseUInt(K) || K > 7)
          return fail("math macro accumulators are mme0 ... mme7", At);
        O.MME = K;
      }
      return true;
    }
    if (!parseUInt(SubElems))
      return false;
    HasSub = true;
  }
  return true;
}

bool Parser::parseDst(InstIR &I) {
  skipSpace();
  if (consume("(sat)"))
    I.Sat = true;
  Operand &D = I.Dst;
  bool HasSub;
  uint64_t Sub;
  size_t At = Pos;
  if (!parseRegister(D, HasSub, Sub))
    return false;
  D.HStride = 1;
  if (D.MME != Operand::NoMME)
    return parseType(D.Ty);
  if (consume("<")) {
    uint64_t H;
    if (!parseUInt(H) || !expect(">"))
      return false;
    if (strideCode(H) < 0)
      return fail("invalid destination stride", At);
    D.HStride = H;
  }
  if (!parseType(D.Ty))
    return false;
  if (Sub * typeSize(D.Ty) > 31)
    return fail("subregister out of range", At);
  D.SubRegBytes = Sub * typeSize(D.Ty);
  return true;
}

bool Parser::parseImmediate(Operand &O) {
  skipSpace();
  size_t At = Pos;
  size_t Len = 0;
  StringRef R = rest();
  while (Len < R.size() && R[Len] != ':' && !isSpace(R[Len]))
    ++Len;
  StringRef Lit = R.take_front(Len);
  Pos += Len;
  if (!parseType(O.Ty))
    return false;
  O.K = Operand::Immediate;
  bool IsFloat = O.Ty == TF || O.Ty == TDF || O.Ty == THF;
  bool Hex = Lit.starts_with_insensitive("0x");
  if (IsFloat && !Hex && Lit.contains("nan(")) {
    if (!parseNaN(Lit, O.Ty, O.Imm))
      return fail("invalid NaN '" + Lit + "'", At);
    return true;
  }
  if (IsFloat && !Hex) {
    std::string S = Lit.str();
    double D;
    if (S == "inf" || S == "-inf") {
      D = S[0] == '-' ? -INFINITY : INFINITY;
    } else {
      char *End;
      D = std::strtod(S.c_str(), &End);
      if (S.empty() || *End)
        return fail("invalid floating-point immediate '" + Lit + "'", At);
    }
    if (O.Ty == TDF) {
      std::memcpy(&O.Imm, &D, 8);
    } else if (O.Ty == TF) {
      float F = float(D);
      uint32_t B;
      std::memcpy(&B, &F, 4);
      O.Imm = B;
    } else {
      APFloatBase::roundingMode RM = APFloat::rmNearestTiesToEven;
      APFloat A(D);
      bool Lost;
      A.convert(APFloat::IEEEhalf(), RM, &Lost);
      O.Imm = A.bitcastToAPInt().getZExtValue();
    }
    return true;
  }
  bool Neg = Lit.consume_front("-");
  uint64_t U;
  if (Lit.empty() || Lit.getAsInteger(0, U))
    return fail("invalid immediate '" + R.take_front(Len) + "'", At);
  unsigned Bits = immediateBits(O.Ty);
  // A negative literal's magnitude may be 2^(Bits-1) (the most negative
  // value, "-9223372036854775808:q"), which no signed type of that width
  // holds: negate in unsigned arithmetic, two's complement by definition.
  // 64-bit literals wrap modulo 2^64, as iga64 takes them.
  bool Fits = Bits == 64 || (Neg ? U <= (uint64_t(1) << (Bits - 1))
                                 : U < (uint64_t(1) << Bits));
  if (!Fits)
    return fail("immediate out of range for :" + typeName(O.Ty), At);
  uint64_t V = Neg ? 0 - U : U;
  if (Bits < 64)
    V &= (uint64_t(1) << Bits) - 1;
  O.Imm = V;
  return true;
}

bool Parser::parseSrc(InstIR &I, Operand &O) {
  skipSpace();
  size_t At = Pos;
  if (looksLikeImmediate(rest()))
    return parseImmediate(O);
  if (consume("-") || consume("~"))
    O.Neg = true;
  if (consume("(abs)"))
    O.Abs = true;
  bool HasSub;
  uint64_t Sub;
  if (!parseRegister(O, HasSub, Sub))
    return false;
  if (O.MME != Operand::NoMME)
    return parseType(O.Ty);
  if (consume("<")) {
    uint64_t A, B, C;
    if (!parseUInt(A))
      return false;
    if (consume(";")) {
      if (!parseUInt(B) || !expect(",") || !parseUInt(C) || !expect(">"))
        return false;
      if (vstrideCode(A) < 0 || widthCode(B) < 0 || strideCode(C) < 0)
        return fail("invalid region", At);
      O.VStride = A;
      O.Width = B;
      O.HStride = C;
    } else {
      if (!expect(",") || !parseUInt(B) || !expect(">"))
        return false;
      if (O.K != Operand::Indirect)
        return fail("a <width,stride> region needs an indirect operand", At);
      if (widthCode(A) < 0 || strideCode(B) < 0)
        return fail("invalid region", At);
      O.VxH = true;
      O.Width = A;
      O.HStride = B;
    }
  } else {
    // IGA's defaults (KernelParser ParseSrcOpRegionVWH).
    bool Scalar = HasSub || I.ExecSize == 1;
    O.VStride = Scalar ? 0 : 1;
    O.Width = 1;
    O.HStride = 0;
  }
  if (!parseType(O.Ty))
    return false;
  if (Sub * typeSize(O.Ty) > 31)
    return fail("subregister out of range", At);
  O.SubRegBytes = Sub * typeSize(O.Ty);
  return true;
}

bool Parser::parseOptions(InstIR &I) {
  do {
    size_t At = Pos;
    StringRef Name = ident();
    Pos += Name.size();
    if (Name == "AccWrEn") I.AccWrEn = true;
    else if (Name == "Atomic") I.ThreadCtrl = 1;
    else if (Name == "Switch") I.ThreadCtrl = 2;
    else if (Name == "NoPreempt" && G == Gen::Gen11) I.ThreadCtrl = 3;
    else if (Name == "Breakpoint") I.Breakpoint = true;
    else if (Name == "Compacted") I.Compact = InstIR::Compacted;
    else if (Name == "NoCompact") I.Compact = InstIR::NoCompact;
    else if (Name == "NoDDChk") I.NoDDChk = true;
    else if (Name == "NoDDClr") I.NoDDClr = true;
    else if (Name == "EOT") I.EOT = true;
    else if (Name == "NoSrcDepSet") I.NoSrcDepSet = true;
    else
      return fail("unknown instruction option '" + Name + "'", At);
  } while (consume(","));
  return expect("}");
}

bool Parser::run(InstIR &I) {
  I = InstIR();
  if (consume("(") && !parsePredicate(I))
    return false;
  skipSpace();
  size_t MnAt = Pos;
  StringRef Mn = ident();
  Pos += Mn.size();
  const IGOpInfoRow *Op = opInfoByMnemonic(Mn, G);
  if (!Op)
    return fail("unknown instruction '" + Mn + "' on Gen" + Twine(unsigned(G)),
                MnAt);
  I.Op = Op->Inst;
  Format F = formatOf(*Op, G);
  if (F == FMath) {
    size_t At = Pos;
    if (!expect("."))
      return false;
    StringRef Fn = ident();
    Pos += Fn.size();
    unsigned K = 1;
    for (; K != 16; ++K)
      if (MathNames[K] && Fn == MathNames[K])
        break;
    if (K == 16)
      return fail("unknown math function '" + Fn + "'", At);
    I.FuncCtrl = K;
  }
  if (F == FNullary) {
    skipSpace();
    if (Pos != Text.size())
      return fail("unexpected text after '" + Mn + "'");
    return true;
  }
  if (F == FJumpJU && rest().starts_with(".b")) {
    Pos += 2;
    I.BranchCtrl = true;
  }
  if (F == FJmpi || F == FWait) {
    I.ExecSize = 1;
    if (F == FJmpi)
      I.NoMask = true; // IGA always adds (W) to jmpi
    return parseFixedOperands(I, F);
  }
  if (F != FUnary && F != FBinary && F != FMath && F != FTernary) {
    if (!parseExecInfo(I))
      return false;
    return parseFixedOperands(I, F);
  }
  if (!parseExecInfo(I))
    return false;
  return parseALUOperands(I, F);
}

bool Parser::parseExecInfo(InstIR &I) {
  // Execution size and channel offset.
  skipSpace();
  size_t ExAt = Pos;
  if (!expect("("))
    return false;
  uint64_t N, Off = 0;
  if (!parseUInt(N))
    return false;
  if (consume("|")) {
    if (!expect("M") || !parseUInt(Off))
      return false;
  }
  if (!expect(")"))
    return false;
  if (!isPowerOf2_64(N) || N > 32 || Off % 4 || Off > 28 || Off % std::min<uint64_t>(N, 8))
    return fail("invalid execution size or channel offset", ExAt);
  I.ExecSize = N;
  I.ChOff = Off;
  return true;
}

bool Parser::parseALUOperands(InstIR &I, Format F) {
  if (F == FMath && isMathMacro(I.FuncCtrl)) {
    if (!expect("(eo)") || !parseFlag(I.FlagReg, I.FlagSubReg))
      return false;
  }
  // Condition modifier.
  skipSpace();
  size_t CmAt = Pos;
  if (rest().starts_with("(") && !rest().starts_with("(sat)") &&
      !rest().starts_with("(abs)")) {
    ++Pos;
    StringRef Cm = ident();
    Pos += Cm.size();
    int K = StringSwitch<int>(Cm)
                .Cases({"eq", "z"}, 1).Cases({"ne", "nz"}, 2).Case("gt", 3)
                .Case("ge", 4).Case("lt", 5).Case("le", 6).Case("ov", 8)
                .Case("un", 9).Default(-1);
    if (K < 0)
      return fail("unknown condition modifier '" + Cm + "'", CmAt);
    if (F == FMath)
      return fail("math takes no condition modifier", CmAt);
    if (!expect(")"))
      return false;
    uint8_t R, S;
    if (!parseFlag(R, S))
      return false;
    if (I.PredCtrl && (R != I.FlagReg || S != I.FlagSubReg))
      return fail("the predicate and the condition modifier must use the same "
                  "flag register",
                  CmAt);
    I.FlagReg = R;
    I.FlagSubReg = S;
    I.CondMod = K;
  }
  if (!parseDst(I))
    return false;
  if (F == FTernary) {
    for (unsigned K = 0; K != 3; ++K)
      if (!parseTernarySrc(I.Src[K], K))
        return false;
    return parseEnd(I);
  }
  if (!parseSrc(I, I.Src[0]))
    return false;
  bool Binary = F == FBinary || (F == FMath && mathIsBinary(I.FuncCtrl));
  if (Binary && !parseSrc(I, I.Src[1]))
    return false;
  return parseEnd(I);
}

bool Parser::parseTernarySrc(Operand &O, unsigned K) {
  skipSpace();
  size_t At = Pos;
  if (looksLikeImmediate(rest()))
    return parseImmediate(O);
  if (consume("-"))
    O.Neg = true;
  if (consume("(abs)"))
    O.Abs = true;
  bool HasSub;
  uint64_t Sub;
  if (!parseRegister(O, HasSub, Sub))
    return false;
  if (O.K != Operand::Direct)
    return fail("three-source operands are direct", At);
  if (O.MME != Operand::NoMME)
    return parseType(O.Ty);
  if (!expect("<"))
    return false;
  uint64_t A, B = 0;
  if (!parseUInt(A))
    return false;
  if (K != 2) {
    if (!expect(";") || !parseUInt(B))
      return false;
    O.VStride = A;
    O.HStride = B;
  } else {
    O.VStride = O.HStride = A;
  }
  if (!expect(">"))
    return false;
  if (strideCode(O.HStride) < 0 || (K != 2 && a1VStrideCode(O.VStride) < 0 &&
                                    vstrideCode(O.VStride) < 0))
    return fail("invalid region", At);
  if (!parseType(O.Ty))
    return false;
  if (Sub * typeSize(O.Ty) > 31)
    return fail("subregister out of range", At);
  O.SubRegBytes = Sub * typeSize(O.Ty);
  if (G == Gen::Gen9) {
    // Align16 regions are <2;1> or <0;0> (src2 <1> or <0>); IGA reads any
    // non-scalar region as <2;1>.
    bool Scalar = O.HStride == 0 && O.VStride == 0;
    O.VStride = Scalar ? 0 : (K == 2 ? 1 : 2);
    O.HStride = Scalar ? 0 : 1;
  }
  return true;
}

bool Parser::parseEnd(InstIR &I) {
  if (consume("{") && !parseOptions(I))
    return false;
  skipSpace();
  if (Pos != Text.size())
    return fail("unexpected text '" + rest() + "'");
  return true;
}

bool Parser::parseOffset(int32_t &V, std::string *Label) {
  skipSpace();
  size_t At = Pos;
  StringRef R = rest();
  if (Label && !R.empty() && (isAlpha(R[0]) || R[0] == '_' || R[0] == '.' || R[0] == '$')) {
    size_t Len = 0;
    while (Len < R.size() && (isAlnum(R[Len]) || R[Len] == '_' || R[Len] == '.' ||
                              R[Len] == '$'))
      ++Len;
    *Label = R.take_front(Len).str();
    Pos += Len;
    V = 0;
    return true;
  }
  int64_t X;
  if (!parseInt(X))
    return false;
  if (X < INT32_MIN || X > INT32_MAX)
    return fail("a branch offset has 32 bits", At);
  V = int32_t(X);
  return true;
}

bool Parser::parseTarget(Operand &O) {
  skipSpace();
  size_t At = Pos;
  bool HasSub;
  uint64_t Sub;
  if (!parseRegister(O, HasSub, Sub))
    return false;
  if (!O.IsGRF || O.K != Operand::Direct)
    return fail("expected a GRF register", At);
  if (Sub > 7)
    return fail("subregister out of range", At);
  O.Ty = TD;
  O.SubRegBytes = Sub * 4;
  return true;
}

bool Parser::parseSendReg(Operand &O, bool AllowType) {
  skipSpace();
  size_t At = Pos;
  StringRef Name = ident();
  O.K = Operand::Direct;
  O.Ty = TUD;
  unsigned Num;
  if (Name == "null") {
    O.IsGRF = false;
    O.RegNum = 0;
  } else if (Name.size() > 1 && Name[0] == 'r' &&
             all_of(Name.drop_front(), isDigit) &&
             !Name.drop_front().getAsInteger(10, Num) && Num <= 127) {
    O.IsGRF = true;
    O.RegNum = Num;
  } else {
    return fail("expected a GRF register or null", At);
  }
  Pos += Name.size();
  if (rest().starts_with(":")) {
    if (!AllowType)
      return fail("no type here", Pos);
    if (!parseType(O.Ty))
      return false;
  }
  return true;
}

bool Parser::parseDescriptor(uint32_t &Imm, bool &IsReg, uint8_t &Sub) {
  skipSpace();
  size_t At = Pos;
  if (consume("a0")) {
    uint64_t S = 0;
    if (!expect(".") || !parseUInt(S))
      return false;
    if (S > 7)
      return fail("address subregister out of range", At);
    IsReg = true;
    Sub = S;
    return true;
  }
  uint64_t V;
  if (!parseUInt(V))
    return false;
  if (V > 0xFFFFFFFF)
    return fail("a descriptor has 32 bits", At);
  Imm = V;
  return true;
}

bool Parser::parseFixedOperands(InstIR &I, Format F) {
  switch (F) {
  case FJumpJU:
    if (!parseOffset(I.JIP, &I.JIPLabel) || !parseOffset(I.UIP, &I.UIPLabel))
      return false;
    break;
  case FJumpJ:
    if (!parseOffset(I.JIP, &I.JIPLabel))
      return false;
    break;
  case FJmpi:
  case FBrd:
  case FBrc: {
    skipSpace();
    StringRef R = rest();
    if (R.size() > 1 && R[0] == 'r' && isDigit(R[1])) {
      if (!parseTarget(I.Src[0]))
        return false;
    } else {
      if (!parseOffset(I.JIP, &I.JIPLabel))
        return false;
      if (F == FBrc && !parseOffset(I.UIP, &I.UIPLabel))
        return false;
    }
    break;
  }
  case FCall:
  case FCalla:
    if (!parseTarget(I.Dst))
      return false;
    skipSpace();
    if (F == FCall && rest().size() > 1 && rest()[0] == 'r' && isDigit(rest()[1])) {
      if (!parseTarget(I.Src[0])) // the offset from the call in a GRF dword
        return false;
    } else if (F == FCall || rest().starts_with("-") ||
        (!rest().empty() && !isDigit(rest()[0]))) {
      // IGA prints calla's address as signed, too; a label is absolute
      if (!parseOffset(I.JIP, &I.JIPLabel))
        return false;
    } else {
      uint64_t V;
      size_t At = Pos;
      if (!parseUInt(V))
        return false;
      if (V > 0xFFFFFFFF)
        return fail("the address has 32 bits", At);
      I.JIP = int32_t(uint32_t(V));
    }
    break;
  case FRet:
    if (!parseTarget(I.Src[0]))
      return false;
    break;
  case FWait: {
    skipSpace();
    size_t At = Pos;
    if (!parseSrc(I, I.Src[0]))
      return false;
    const Operand &O = I.Src[0];
    if (O.K != Operand::Direct || O.IsGRF || O.RegNum != 0x90)
      return fail("wait takes a notification register n0.N", At);
    break;
  }
  case FSend:
  case FSends: {
    if (!parseSendReg(I.Dst, true) || !parseSendReg(I.Src[0], F == FSend))
      return false;
    if (!I.Src[0].IsGRF)
      return fail("the payload is a GRF register");
    if (F == FSends && !parseSendReg(I.Src[1], false))
      return false;
    skipSpace();
    size_t At = Pos;
    uint32_t Ex = 0;
    if (!parseDescriptor(Ex, I.ExDescIsReg, I.ExDescSub))
      return false;
    if (I.ExDescIsReg && F == FSend)
      return fail("unary send forbids a register extended descriptor", At);
    if (!I.ExDescIsReg) {
      I.FuncCtrl = Ex & 0xF;
      I.EOT = (Ex >> 5) & 1;
      if (F == FSend && (Ex & ~0x2Fu))
        return fail("a send's extended descriptor holds the SFID and EOT", At);
      I.ExDesc = Ex & ~0x3Fu;
    }
    At = Pos;
    if (!parseDescriptor(I.Desc, I.DescIsReg, I.DescSub))
      return false;
    if (!I.DescIsReg && (I.Desc >> 31))
      return fail("the descriptor has 31 bits; bit 31 is EOT", At);
    if (F == FSends && I.DescIsReg && I.DescSub)
      return fail("sends reads its descriptor from a0.0", At);
    break;
  }
  default:
    return fail("unsupported instruction");
  }
  return parseEnd(I);
}

} // namespace

bool IntelGPU::parse(StringRef Text, Gen G, InstIR &I, ParseError &E) {
  return Parser(Text, G, E).run(I);
}

//===----------------------------------------------------------------------===//
// MCInst operands
//===----------------------------------------------------------------------===//

namespace {

enum MCOperandIndex { OpDst = 0, OpDstBits, OpCtrl, OpSrc0, OpSrc0Bits,
                      OpSrc1, OpSrc1Bits, OpSrc2, OpSrc2Bits, OpJIP, OpUIP,
                      NumMCOperands };

int64_t packCtrl(const InstIR &I) {
  uint64_t V = 0;
  unsigned P = 0;
  auto Put = [&](uint64_t X, unsigned W) { V |= (X & ((1ull << W) - 1)) << P; P += W; };
  Put(Log2_32(I.ExecSize), 3); Put(I.ChOff / 4, 3); Put(I.PredCtrl, 4);
  Put(I.PredInv, 1); Put(I.FlagReg, 1); Put(I.FlagSubReg, 1); Put(I.NoMask, 1);
  Put(I.CondMod, 4); Put(I.FuncCtrl, 4); Put(I.Sat, 1); Put(I.AccWrEn, 1);
  Put(I.NoDDClr, 1); Put(I.NoDDChk, 1); Put(I.ThreadCtrl, 2);
  Put(I.Breakpoint, 1); Put(I.BranchCtrl, 1); Put(I.EOT, 1);
  Put(I.NoSrcDepSet, 1); Put(I.Compact, 2);
  Put(I.DescIsReg, 1); Put(I.DescSub, 3); Put(I.ExDescIsReg, 1);
  Put(I.ExDescSub, 3);
  return int64_t(V);
}

void unpackCtrl(uint64_t V, InstIR &I) {
  unsigned P = 0;
  auto Get = [&](unsigned W) { uint64_t X = (V >> P) & ((1ull << W) - 1); P += W; return X; };
  I.ExecSize = 1u << Get(3); I.ChOff = Get(3) * 4; I.PredCtrl = Get(4);
  I.PredInv = Get(1); I.FlagReg = Get(1); I.FlagSubReg = Get(1); I.NoMask = Get(1);
  I.CondMod = Get(4); I.FuncCtrl = Get(4); I.Sat = Get(1); I.AccWrEn = Get(1);
  I.NoDDClr = Get(1); I.NoDDChk = Get(1); I.ThreadCtrl = Get(2);
  I.Breakpoint = Get(1); I.BranchCtrl = Get(1); I.EOT = Get(1);
  I.NoSrcDepSet = Get(1); I.Compact = InstIR::CompactHint(Get(2));
  I.DescIsReg = Get(1); I.DescSub = Get(3); I.ExDescIsReg = Get(1);
  I.ExDescSub = Get(3);
}

int64_t packOperand(const Operand &O) {
  uint64_t V = 0;
  unsigned P = 0;
  auto Put = [&](uint64_t X, unsigned W) { V |= (X & ((1ull << W) - 1)) << P; P += W; };
  Put(O.K, 2); Put(O.IsGRF, 1); Put(O.SubRegBytes, 5); Put(O.Ty, 4);
  Put(O.VStride, 6); Put(O.Width, 5); Put(O.HStride, 3); Put(O.VxH, 1);
  Put(O.Abs, 1); Put(O.Neg, 1); Put(O.AddrSub, 4); Put(uint16_t(O.AddrImm), 10);
  Put(O.MME, 4);
  return int64_t(V);
}

void unpackOperand(uint64_t V, Operand &O) {
  unsigned P = 0;
  auto Get = [&](unsigned W) { uint64_t X = (V >> P) & ((1ull << W) - 1); P += W; return X; };
  O.K = Operand::Kind(Get(2)); O.IsGRF = Get(1); O.SubRegBytes = Get(5);
  O.Ty = Type(Get(4)); O.VStride = Get(6); O.Width = Get(5); O.HStride = Get(3);
  O.VxH = Get(1); O.Abs = Get(1); O.Neg = Get(1); O.AddrSub = Get(4);
  O.AddrImm = int16_t(signExtend(Get(10), 10));
  O.MME = Get(4);
}

MCRegister regFor(const Operand &O, const MCRegisterInfo &MRI) {
  if (O.K == Operand::Indirect)
    return IntelGPU::A0;
  if (O.K != Operand::Direct)
    return MCRegister();
  if (O.IsGRF)
    return MRI.getRegClass(IntelGPU::GRFRegClassID).getRegister(O.RegNum);
  const MCRegisterClass &ARF = MRI.getRegClass(IntelGPU::ARFRegClassID);
  for (MCRegister R : ARF)
    if (MRI.getEncodingValue(R) == O.RegNum)
      return R;
  return MCRegister();
}

void addOperand(MCInst &MI, const Operand &O, const MCRegisterInfo &MRI) {
  if (O.K == Operand::Immediate)
    MI.addOperand(MCOperand::createImm(int64_t(O.Imm)));
  else
    MI.addOperand(MCOperand::createReg(regFor(O, MRI)));
  MI.addOperand(MCOperand::createImm(packOperand(O)));
}

bool readOperand(const MCInst &MI, unsigned Idx, const MCRegisterInfo &MRI,
                 Operand &O) {
  const MCOperand &V = MI.getOperand(Idx), &B = MI.getOperand(Idx + 1);
  if (!B.isImm())
    return false;
  unpackOperand(uint64_t(B.getImm()), O);
  if (O.K == Operand::Immediate) {
    if (!V.isImm())
      return false;
    O.Imm = uint64_t(V.getImm());
  } else if (O.K == Operand::Direct) {
    if (!V.isReg() || !V.getReg())
      return false;
    O.RegNum = MRI.getEncodingValue(V.getReg());
  }
  return true;
}

} // namespace

void IntelGPU::toMCInst(const InstIR &I, const MCRegisterInfo &MRI, MCInst &MI) {
  MI.clear();
  MI.setOpcode(I.Op);
  addOperand(MI, I.Dst, MRI);
  MI.addOperand(MCOperand::createImm(packCtrl(I)));
  for (const Operand &S : I.Src)
    addOperand(MI, S, MRI);
  // Branch offsets in the low halves, message descriptors in the high ones.
  MI.addOperand(MCOperand::createImm(
      int64_t(uint64_t(uint32_t(I.JIP)) | (uint64_t(I.Desc) << 32))));
  MI.addOperand(MCOperand::createImm(
      int64_t(uint64_t(uint32_t(I.UIP)) | (uint64_t(I.ExDesc) << 32))));
}

bool IntelGPU::fromMCInst(const MCInst &MI, const MCRegisterInfo &MRI,
                          InstIR &I) {
  if (MI.getNumOperands() != NumMCOperands || !opInfo(MI.getOpcode()))
    return false;
  I = InstIR();
  I.Op = MI.getOpcode();
  if (!MI.getOperand(OpCtrl).isImm())
    return false;
  unpackCtrl(uint64_t(MI.getOperand(OpCtrl).getImm()), I);
  if (!readOperand(MI, OpDst, MRI, I.Dst) ||
      !readOperand(MI, OpSrc0, MRI, I.Src[0]) ||
      !readOperand(MI, OpSrc1, MRI, I.Src[1]) ||
      !readOperand(MI, OpSrc2, MRI, I.Src[2]))
    return false;
  auto Branch = [&](unsigned Idx, std::string &Label) -> uint64_t {
    const MCOperand &MO = MI.getOperand(Idx);
    if (MO.isImm())
      return uint64_t(MO.getImm());
    if (const auto *SE = llvm::dyn_cast_or_null<MCSymbolRefExpr>(MO.getExpr()))
      Label = SE->getSymbol().getName().str();
    return 0;
  };
  uint64_t J = Branch(OpJIP, I.JIPLabel);
  uint64_t U = Branch(OpUIP, I.UIPLabel);
  I.JIP = int32_t(uint32_t(J));
  I.Desc = uint32_t(J >> 32);
  I.UIP = int32_t(uint32_t(U));
  I.ExDesc = uint32_t(U >> 32);
  return true;
}
