//===- IntelGPUInst.cpp - Gen9/Gen11 instruction model --------------------===//
//
// Native fields come from the TableGen field table (IntelGPUInstrFormats.td);
// the per-generation type codes, region codes and IGA's implicit operand
// bits are documented in docs/intelgpu-isa.md with the iga64 experiments
// that established them.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUInst.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Casting.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace llvm::IntelGPU;

#define GET_REGINFO_ENUM
#include "IntelGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "IntelGPUGenInstrInfo.inc"

namespace llvm {
namespace IntelGPU {
struct IGFieldInfo {
  uint8_t Id, Hi, Lo;
};
struct IGCompactEntryInfo {
  uint8_t TableId, Index;
  uint64_t Value;
};
struct IGTypeCodeInfo {
  uint8_t Gen, Encoding, Code, Type;
};
#define GET_IGFieldIds_DECL
#define GET_IGFields_IMPL
#define GET_IGCompactEntries_IMPL
#define GET_IGOps_IMPL
#define GET_IGTypeCodes_IMPL
#include "IntelGPUGenSearchableTables.inc"
} // namespace IntelGPU
} // namespace llvm

//===----------------------------------------------------------------------===//
// Native bits and fields
//===----------------------------------------------------------------------===//

uint64_t Native::get(unsigned Hi, unsigned Lo) const {
  uint64_t V = 0;
  for (unsigned B = Hi + 1; B-- > Lo;)
    V = (V << 1) | ((W[B / 64] >> (B % 64)) & 1);
  return V;
}

void Native::set(unsigned Hi, unsigned Lo, uint64_t V) {
  for (unsigned B = Lo; B <= Hi; ++B, V >>= 1) {
    uint64_t M = uint64_t(1) << (B % 64);
    W[B / 64] = (V & 1) ? (W[B / 64] | M) : (W[B / 64] & ~M);
  }
}

namespace llvm {
namespace IntelGPU {
/// A field of a compacted (64-bit) instruction.
static uint64_t cget(uint64_t C, IGFieldIds F) {
  unsigned Hi = IGFields[F].Hi, Lo = IGFields[F].Lo;
  return (C >> Lo) & ((uint64_t(1) << (Hi - Lo + 1)) - 1);
}
static void cset(uint64_t &C, IGFieldIds F, uint64_t V) {
  unsigned Hi = IGFields[F].Hi, Lo = IGFields[F].Lo;
  uint64_t M = ((uint64_t(1) << (Hi - Lo + 1)) - 1) << Lo;
  C = (C & ~M) | ((V << Lo) & M);
}

static uint64_t get(const Native &N, IGFieldIds F) {
  return N.get(IGFields[F].Hi, IGFields[F].Lo);
}
static void set(Native &N, IGFieldIds F, uint64_t V) {
  N.set(IGFields[F].Hi, IGFields[F].Lo, V);
}
} // namespace IntelGPU
} // namespace llvm

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

const IGOpInfoRow *IntelGPU::opInfo(unsigned MCOpcode) {
  return lookupIGOpByInst(MCOpcode);
}

Format IntelGPU::formatOf(const IGOpInfoRow &Op, Gen G) {
  return Format(G == Gen::Gen9 ? Op.Format9 : Op.Format11);
}

unsigned IntelGPU::hwOpcode(const IGOpInfoRow &Op, Gen G) {
  return G == Gen::Gen9 ? Op.Opc9 : Op.Opc11;
}

const IGOpInfoRow *IntelGPU::opInfoByMnemonic(StringRef Mnemonic, Gen G) {
  for (const IGOpInfoRow &R : IGOps)
    if (Mnemonic == R.Mnemonic && formatOf(R, G) != FNone)
      return &R;
  return nullptr;
}

const IGOpInfoRow *IntelGPU::opInfoByHWOpcode(unsigned HW, Gen G) {
  for (const IGOpInfoRow &R : IGOps)
    if (formatOf(R, G) != FNone && hwOpcode(R, G) == HW)
      return &R;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

StringRef IntelGPU::typeName(Type T) {
  static const char *Names[] = {"ud", "d",  "uw", "w",  "ub", "b",  "df", "f",
                                "uq", "q",  "hf", "v",  "uv", "vf", "nf"};
  return T < std::size(Names) ? Names[T] : "?";
}

unsigned IntelGPU::typeSize(Type T) {
  switch (T) {
  case TUB: case TB: return 1;
  case TUW: case TW: case THF: return 2;
  case TDF: case TUQ: case TQ: case TNF: return 8;
  default: return 4;
  }
}

static bool is64BitImm(Type T) { return T == TDF || T == TUQ || T == TQ; }
static bool is16BitImm(Type T) { return T == TUW || T == TW || T == THF; }

/// Type code tables, from TableGen (IGTypeCode): Encoding 0 register,
/// 1 immediate, 2 Gen9 three-source, 3/4 Gen11 three-source float/integer.
static const Type *codeTable(Gen G, unsigned Encoding) {
  static const auto Tables = [] {
    std::array<std::array<Type, 16>, 10> T;
    for (auto &Row : T)
      Row.fill(TInvalid);
    for (const IGTypeCodeInfo &E : IGTypeCodes)
      T[(E.Gen == 11 ? 5 : 0) + E.Encoding][E.Code] = Type(E.Type);
    return T;
  }();
  return Tables[(G == Gen::Gen11 ? 5 : 0) + Encoding].data();
}

static const Type *typeTable(Gen G, bool Imm) { return codeTable(G, Imm ? 1 : 0); }

static int typeCode(Type T, Gen G, bool Imm) {
  const Type *Tab = typeTable(G, Imm);
  for (int I = 0; I != 16; ++I)
    if (Tab[I] == T)
      return I;
  return -1;
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

static int strideCode(unsigned S) { // horizontal strides 0, 1, 2, 4
  switch (S) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 4: return 3;
  default: return -1;
  }
}
static unsigned strideValue(unsigned C) { return C == 3 ? 4 : C; }

static int vstrideCode(unsigned S) {
  switch (S) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 4: return 3;
  case 8: return 4;
  case 16: return 5;
  case 32: return 6;
  default: return -1;
  }
}
static int vstrideValue(unsigned C) {
  static const int V[] = {0, 1, 2, 4, 8, 16, 32};
  return C < 7 ? V[C] : -1;
}
static int widthCode(unsigned W) {
  switch (W) {
  case 1: return 0;
  case 2: return 1;
  case 4: return 2;
  case 8: return 3;
  case 16: return 4;
  default: return -1;
  }
}

static int64_t signExtend(uint64_t V, unsigned Bits) {
  return int64_t(V << (64 - Bits)) >> (64 - Bits);
}

//===----------------------------------------------------------------------===//
// Native decoding
//===----------------------------------------------------------------------===//

namespace {

struct SrcFields {
  IGFieldIds RegFile, Type, SubReg, RegNum, AddrImm, AddrSub, Abs, Neg,
      AddrMode, HStride, Width, VStride, AddrImm9;
};
const SrcFields Src0F = {Src0RegFile, Src0Type, Src0SubReg, Src0RegNum,
                         Src0AddrImm, Src0AddrSub, Src0Abs, Src0Neg,
                         Src0AddrMode, Src0HStride, Src0Width, Src0VStride,
                         Src0AddrImm9};
const SrcFields Src1F = {Src1RegFile, Src1Type, Src1SubReg, Src1RegNum,
                         Src1AddrImm, Src1AddrSub, Src1Abs, Src1Neg,
                         Src1AddrMode, Src1HStride, Src1Width, Src1VStride,
                         Src1AddrImm9};

Error bad(const Twine &Why) {
  return createStringError(std::errc::invalid_argument, Why.str().c_str());
}

/// null, ce and ip print without a subregister: one must not be encoded.
bool arfHidesSubReg(uint8_t RegNum) {
  unsigned Kind = RegNum >> 4;
  return Kind == 0x0 || Kind == 0x4 || Kind == 0xA;
}

bool validARF(uint8_t RegNum) {
  unsigned Kind = RegNum >> 4, N = RegNum & 0xF;
  switch (Kind) {
  case 0x0: return N == 0;      // null
  case 0x1: return N == 0;      // a0
  case 0x2: return N <= 1;      // acc0, acc1 (mme: Align16 only)
  case 0x3: return N <= 1;      // f0, f1
  case 0x4: case 0x5: case 0x6: case 0x7: case 0x8: case 0x9: case 0xA:
  case 0xB: case 0xC: case 0xD: case 0xF:
    return N == 0;
  default: return false;
  }
}

Error decodeDst(const Native &N, Gen G, Operand &D) {
  unsigned File = get(N, DstRegFile);
  if (File != 0 && File != 1)
    return bad("destination register file " + Twine(File));
  Type T = typeTable(G, false)[get(N, DstType)];
  if (T == TInvalid)
    return bad("reserved destination type");
  D.Ty = T;
  D.IsGRF = File == 1;
  D.HStride = strideValue(get(N, DstHStride));
  if (get(N, DstAddrMode)) {
    D.K = Operand::Indirect;
    D.AddrSub = get(N, DstAddrSub);
    D.AddrImm = signExtend(get(N, DstAddrImm) | (get(N, DstAddrImm9) << 9), 10);
  } else {
    D.K = Operand::Direct;
    D.RegNum = get(N, DstRegNum);
    D.SubRegBytes = get(N, DstSubReg);
    if (!D.IsGRF && !validARF(D.RegNum))
      return bad("reserved architecture register");
    if (D.IsGRF && D.RegNum > 127)
      return bad("GRF number beyond r127");
    if (D.SubRegBytes % typeSize(D.Ty) ||
        (!D.IsGRF && arfHidesSubReg(D.RegNum) && D.SubRegBytes))
      return bad("a subregister IGA's text cannot show");
  }
  return Error::success();
}

Error decodeSrc(const Native &N, Gen G, const SrcFields &F, Operand &S,
                bool AllowImm) {
  unsigned File = get(N, F.RegFile);
  if (File == 3) {
    if (!AllowImm)
      return bad("immediate not allowed here");
    Type T = typeTable(G, true)[get(N, F.Type)];
    if (T == TInvalid)
      return bad("reserved immediate type");
    S.K = Operand::Immediate;
    S.Ty = T;
    S.Imm = is64BitImm(T) ? (N.W[1]) : get(N, Imm32);
    if (is16BitImm(T))
      S.Imm &= 0xFFFF;
    return Error::success();
  }
  if (File == 2)
    return bad("MRF operands do not exist on Gen9+");
  Type T = typeTable(G, false)[get(N, F.Type)];
  if (T == TInvalid)
    return bad("reserved source type");
  S.Ty = T;
  S.IsGRF = File == 1;
  S.Abs = get(N, F.Abs);
  S.Neg = get(N, F.Neg);
  S.HStride = strideValue(get(N, F.HStride));
  unsigned WC = get(N, F.Width);
  if (WC > 4)
    return bad("reserved region width");
  S.Width = 1u << WC;
  unsigned VC = get(N, F.VStride);
  if (VC == 0xF) {
    S.VxH = true;
  } else {
    int V = vstrideValue(VC);
    if (V < 0)
      return bad("reserved vertical stride");
    S.VStride = V;
  }
  if (get(N, F.AddrMode)) {
    S.K = Operand::Indirect;
    S.AddrSub = get(N, F.AddrSub);
    S.AddrImm = signExtend(get(N, F.AddrImm) | (get(N, F.AddrImm9) << 9), 10);
  } else {
    if (S.VxH)
      return bad("VxH region on a direct operand");
    S.K = Operand::Direct;
    S.RegNum = get(N, F.RegNum);
    S.SubRegBytes = get(N, F.SubReg);
    if (!S.IsGRF && !validARF(S.RegNum))
      return bad("reserved architecture register");
    if (S.IsGRF && S.RegNum > 127)
      return bad("GRF number beyond r127");
    if (S.SubRegBytes % typeSize(S.Ty) ||
        (!S.IsGRF && arfHidesSubReg(S.RegNum) && S.SubRegBytes))
      return bad("a subregister IGA's text cannot show");
  }
  return Error::success();
}

void decodeControls(const Native &N, InstIR &I) {
  I.ExecSize = 1u << get(N, ExecSize);
  I.ChOff = get(N, QtrCtrl) * 8 + get(N, NibCtrl) * 4;
  I.PredCtrl = get(N, PredCtrl);
  I.PredInv = get(N, PredInv);
  I.FlagReg = get(N, FlagReg);
  I.FlagSubReg = get(N, FlagSubReg);
  I.NoMask = get(N, MaskCtrl);
  I.Sat = get(N, Saturate);
  I.NoDDClr = get(N, NoDDClr);
  I.NoDDChk = get(N, NoDDChk);
  I.ThreadCtrl = get(N, ThreadCtrl);
  I.Breakpoint = get(N, DebugCtrl);
}

} // namespace

namespace {

/// A GRF register with a dword subregister: call/ret/jmpi/brd/brc targets.
Operand grfTarget(unsigned RegNum, unsigned SubBytes) {
  Operand O;
  O.K = Operand::Direct;
  O.IsGRF = true;
  O.RegNum = RegNum;
  O.SubRegBytes = SubBytes;
  O.Ty = TD;
  return O;
}

/// Sends, branches and wait: the fields IGA varies; encodeNative() writes
/// the fixed ones and decodeNative() compares.
Error decodeFixedFormat(const Native &N, Gen G, Format F, InstIR &I) {
  uint32_t DW2 = N.W[1] & 0xFFFFFFFF, DW3 = N.W[1] >> 32;
  switch (F) {
  case FSend: {
    I.FuncCtrl = get(N, CondModifier);
    I.NoSrcDepSet = get(N, AccWrCtrl);
    I.EOT = get(N, SendEOT);
    I.Dst.K = Operand::Direct;
    I.Dst.IsGRF = get(N, DstRegFile) == 1;
    I.Dst.RegNum = get(N, DstRegNum);
    I.Dst.Ty = typeTable(G, false)[get(N, DstType)];
    I.Src[0].K = Operand::Direct;
    I.Src[0].IsGRF = get(N, Src0RegFile) == 1;
    I.Src[0].RegNum = get(N, Src0RegNum);
    I.Src[0].Ty = typeTable(G, false)[get(N, Src0Type)];
    if (I.Dst.Ty == TInvalid || I.Src[0].Ty == TInvalid)
      return bad("reserved send type");
    if (get(N, Src0RegFile) != 1 || get(N, DstRegFile) > 1 ||
        (!I.Dst.IsGRF && I.Dst.RegNum))
      return bad("send payloads are GRF registers, destinations GRF or null");
    if (get(N, Src1RegFile) == 3) {
      I.Desc = DW3 & 0x7FFFFFFF;
    } else {
      I.DescIsReg = true;
      I.DescSub = get(N, Src1SubReg) / 4;
    }
    return Error::success();
  }
  case FSends:
    I.NoSrcDepSet = get(N, AccWrCtrl);
    I.EOT = get(N, SendEOT);
    I.Dst.K = Operand::Direct;
    I.Dst.IsGRF = get(N, SendsDstFile);
    I.Dst.RegNum = get(N, DstRegNum);
    I.Dst.Ty = typeTable(G, false)[get(N, DstType)];
    if (I.Dst.Ty == TInvalid)
      return bad("reserved send type");
    I.Src[0] = grfTarget(get(N, Src0RegNum), 0);
    I.Src[0].Ty = TUD;
    I.Src[1].K = Operand::Direct;
    I.Src[1].IsGRF = get(N, SendsSrc1File);
    I.Src[1].RegNum = get(N, SendsSrc1Reg);
    I.Src[1].Ty = TUD;
    if ((!I.Dst.IsGRF && I.Dst.RegNum) || (!I.Src[1].IsGRF && I.Src[1].RegNum))
      return bad("send operands are GRF registers or null");
    if (get(N, SendsExDescReg)) {
      I.ExDescIsReg = true;
      I.ExDescSub = get(N, SendsExDescSub);
    } else {
      I.FuncCtrl = get(N, CondModifier);
      I.ExDesc = (get(N, SendsExMLen) << 6) | (get(N, SendsExDescHi) << 16);
    }
    if (get(N, SendsDescReg))
      I.DescIsReg = true;
    else
      I.Desc = DW3 & 0x7FFFFFFF;
    return Error::success();
  case FJumpJU:
    I.BranchCtrl = get(N, AccWrCtrl);
    I.JIP = int32_t(DW3);
    I.UIP = int32_t(DW2);
    return Error::success();
  case FJumpJ:
    I.JIP = int32_t(DW3);
    return Error::success();
  case FJmpi:
    if (get(N, Src1RegFile) == 3)
      I.JIP = int32_t(DW3 + 16u); // IGA shows jmpi relative to itself
    else
      I.Src[0] = grfTarget(get(N, Src1RegNum), get(N, Src1SubReg));
    return Error::success();
  case FBrd:
  case FBrc:
    if (get(N, Src0RegFile) == 3) {
      I.JIP = int32_t(DW3);
      if (F == FBrc)
        I.UIP = int32_t(DW2);
    } else {
      I.Src[0] = grfTarget(get(N, Src0RegNum), get(N, Src0SubReg));
    }
    return Error::success();
  case FCall:
  case FCalla:
    I.Dst = grfTarget(get(N, DstRegNum), get(N, DstSubReg));
    I.JIP = int32_t(DW3);
    return Error::success();
  case FRet:
    I.Src[0] = grfTarget(get(N, Src0RegNum), get(N, Src0SubReg));
    return Error::success();
  case FWait:
    I.Src[0].K = Operand::Direct;
    I.Src[0].IsGRF = false;
    I.Src[0].RegNum = 0x90;
    I.Src[0].SubRegBytes = get(N, Src0SubReg);
    I.Src[0].Ty = TUD;
    I.Src[0].VStride = 0;
    I.Src[0].Width = 1;
    I.Src[0].HStride = 0;
    return Error::success();
  default:
    return bad("unsupported format");
  }
}

} // namespace

namespace {

// Three-source type codes: Gen9 Align16 has one list; Gen11 Align1 has one
// per execution type (float or integer).
const Type *const Ternary9Types = codeTable(Gen::Gen9, 2);
const Type *const Ternary11Float = codeTable(Gen::Gen11, 3);
const Type *const Ternary11Int = codeTable(Gen::Gen11, 4);

int ternaryCode(const Type *Tab, Type T) {
  for (int I = 0; I != 8; ++I)
    if (Tab[I] == T)
      return I;
  return -1;
}
bool isFloatType(Type T) { return T == TF || T == THF || T == TDF || T == TNF; }

const IGFieldIds A16Rep[3] = {A16Src0Rep, A16Src1Rep, A16Src2Rep};
const IGFieldIds A16Swiz[3] = {A16Src0Swiz, A16Src1Swiz, A16Src2Swiz};
const IGFieldIds A16Sub[3] = {A16Src0SubReg, A16Src1SubReg, A16Src2SubReg};
const IGFieldIds A16Reg[3] = {A16Src0RegNum, A16Src1RegNum, A16Src2RegNum};
const IGFieldIds A16SubX[3] = {A16Src0SubX, A16Src1SubX, A16Src2SubX};
const IGFieldIds SrcAbs3[3] = {A16Src0Abs, A16Src1Abs, A16Src2Abs};
const IGFieldIds SrcNeg3[3] = {A16Src0Neg, A16Src1Neg, A16Src2Neg};
constexpr unsigned XYZW = 0xE4, XYXY = 0x44, ZWZW = 0xEE;

/// Gen9: Align16 three-source (IGA's Encoder::encodeTernary*Align16).
Error decodeTernary9(const Native &N, InstIR &I) {
  if (!get(N, AccessMode))
    return bad("Gen9 three-source instructions are Align16");
  I.CondMod = get(N, CondModifier);
  if (I.CondMod == 7 || I.CondMod > 9)
    return bad("reserved condition modifier");
  I.AccWrEn = get(N, AccWrCtrl);
  Type DT = Ternary9Types[get(N, A16DstType)];
  Type ST = Ternary9Types[get(N, A16SrcType)];
  if (DT == TInvalid || ST == TInvalid)
    return bad("reserved three-source type");
  Operand &D = I.Dst;
  D.K = Operand::Direct;
  D.RegNum = get(N, A16DstRegNum);
  if (D.RegNum > 127)
    return bad("GRF number beyond r127");
  D.Ty = DT;
  D.HStride = 1;
  if (I.Op == IntelGPU::MADM) {
    // madm: the channel enables and swizzles name math-macro accumulators.
    D.MME = get(N, A16DstChanEn);
    for (unsigned K = 0; K != 3; ++K) {
      Operand &S = I.Src[K];
      S.K = Operand::Direct;
      S.RegNum = get(N, A16Reg[K]);
      S.Abs = get(N, SrcAbs3[K]);
      S.Neg = get(N, SrcNeg3[K]);
      S.Ty = ST;
      if (K && isFloatType(ST) && ST != TDF)
        S.Ty = get(N, K == 1 ? A16Src1HF : A16Src2HF) ? THF : TF;
      S.MME = get(N, A16Swiz[K]);
      if (S.MME > 8 || S.RegNum > 127)
        return bad("invalid madm operand");
    }
    if (D.MME > 8)
      return bad("invalid madm operand");
    return Error::success();
  }
  unsigned ChEn = get(N, A16DstChanEn);
  unsigned Sub = get(N, A16DstSubReg) * 4;
  if (ChEn == 0xF) {
    D.SubRegBytes = Sub;
  } else {
    // SIMD1: a 4-lane (2 for df) group with one channel enabled.
    unsigned Lanes = DT == TDF ? 2 : 4;
    if (I.ExecSize != Lanes)
      return bad("partial channel enable on a wide three-source instruction");
    unsigned Ch = DT == TDF ? (ChEn == 0x3 ? 0 : ChEn == 0xC ? 1 : 9)
                            : (isPowerOf2_32(ChEn) ? Log2_32(ChEn) : 9);
    if (Ch == 9)
      return bad("three-source channel enable of more than one lane");
    D.SubRegBytes = Sub + Ch * typeSize(DT);
    I.ExecSize = 1;
  }
  for (unsigned K = 0; K != 3; ++K) {
    Operand &S = I.Src[K];
    S.K = Operand::Direct;
    S.RegNum = get(N, A16Reg[K]);
    if (S.RegNum > 127)
      return bad("GRF number beyond r127");
    S.Abs = get(N, SrcAbs3[K]);
    S.Neg = get(N, SrcNeg3[K]);
    S.Ty = ST;
    if (K && isFloatType(ST) && ST != TDF)
      S.Ty = get(N, K == 1 ? A16Src1HF : A16Src2HF) ? THF : TF;
    unsigned Bytes = get(N, A16Sub[K]) * 4 + get(N, A16SubX[K]) * 2;
    unsigned Swiz = get(N, A16Swiz[K]);
    bool Rep = get(N, A16Rep[K]);
    if (Rep && Swiz == XYZW) {
      S.VStride = S.HStride = 0;
    } else if (!Rep && Swiz == XYZW) {
      S.VStride = 2;
      S.HStride = 1;
    } else if (!Rep && S.Ty == TDF && (Swiz == XYXY || Swiz == ZWZW)) {
      S.VStride = S.HStride = 0; // a df scalar: the swizzle picks the half
      Bytes += Swiz == ZWZW ? 8 : 0;
    } else {
      return bad("three-source swizzle IGA does not print");
    }
    S.SubRegBytes = Bytes;
    if (K == 2)
      S.VStride = S.HStride;
  }
  if (!isFloatType(ST) && (get(N, A16Src1HF) || get(N, A16Src2HF)))
    return bad("half-float bits on integer sources");
  for (const Operand *O : {&I.Src[0], &I.Src[1], &I.Src[2]})
    if (O->SubRegBytes % typeSize(O->Ty))
      return bad("subregister not aligned to its type");
  return Error::success();
}

Error encodeTernary9(const InstIR &I, Native &N) {
  set(N, AccessMode, 1);
  set(N, CondModifier, I.CondMod);
  set(N, AccWrCtrl, I.AccWrEn);
  int DT = ternaryCode(Ternary9Types, I.Dst.Ty);
  int ST = ternaryCode(Ternary9Types, I.Src[0].Ty);
  if (DT < 0 || ST < 0)
    return bad(Twine("type :") + typeName(DT < 0 ? I.Dst.Ty : I.Src[0].Ty) +
               " is not a Gen9 three-source type");
  set(N, A16DstType, DT);
  set(N, A16SrcType, ST);
  const Operand &D = I.Dst;
  if (D.K != Operand::Direct || !D.IsGRF)
    return bad("align16 ternary dst must be to GRF");
  set(N, A16DstRegNum, D.RegNum);
  if (I.Op == IntelGPU::MADM) {
    if (D.MME > 8)
      return bad("madm operands are rN.mmeK or rN.nomme registers");
    set(N, A16DstChanEn, D.MME);
    for (unsigned K = 0; K != 3; ++K) {
      const Operand &S = I.Src[K];
      if (S.MME > 8 || S.K != Operand::Direct || !S.IsGRF)
        return bad("madm operands are rN.mmeK or rN.nomme registers");
      if (K && isFloatType(I.Src[0].Ty) && I.Src[0].Ty != TDF)
        set(N, K == 1 ? A16Src1HF : A16Src2HF, S.Ty == THF);
      set(N, A16Reg[K], S.RegNum);
      set(N, SrcAbs3[K], S.Abs);
      set(N, SrcNeg3[K], S.Neg);
      set(N, A16Swiz[K], S.MME);
    }
    return Error::success();
  }
  if (I.ExecSize == 1) {
    unsigned Group = D.Ty == TDF ? 16 : D.Ty == THF ? 8 : 16;
    unsigned Ch = (D.SubRegBytes % Group) / typeSize(D.Ty);
    set(N, ExecSize, D.Ty == TDF ? 1 : 2);
    set(N, A16DstSubReg, (D.SubRegBytes - D.SubRegBytes % Group) / 4);
    set(N, A16DstChanEn, D.Ty == TDF ? (3u << (2 * Ch)) : (1u << Ch));
  } else {
    if (D.SubRegBytes % 16)
      return bad("align16 destinations are 16-byte aligned");
    set(N, A16DstSubReg, D.SubRegBytes / 4);
    set(N, A16DstChanEn, 0xF);
  }
  for (unsigned K = 0; K != 3; ++K) {
    const Operand &S = I.Src[K];
    if (S.K != Operand::Direct || !S.IsGRF)
      return bad("align16 ternary sources are GRF registers");
    Type Want = I.Src[0].Ty;
    if (K && !(isFloatType(Want) && Want != TDF && (S.Ty == TF || S.Ty == THF)) &&
        S.Ty != Want)
      return bad("three-source sources share one type (f and hf may mix)");
    if (K && isFloatType(Want) && Want != TDF)
      set(N, K == 1 ? A16Src1HF : A16Src2HF, S.Ty == THF);
    set(N, A16Reg[K], S.RegNum);
    set(N, SrcAbs3[K], S.Abs);
    set(N, SrcNeg3[K], S.Neg);
    bool Scalar = S.HStride == 0 && (K == 2 || S.VStride == 0);
    unsigned Bytes = S.SubRegBytes;
    if (Scalar && S.Ty == TDF) {
      set(N, A16Swiz[K], (Bytes % 16) ? ZWZW : XYXY);
      Bytes -= Bytes % 16;
    } else {
      set(N, A16Swiz[K], XYZW);
      set(N, A16Rep[K], Scalar);
    }
    set(N, A16Sub[K], Bytes / 4);
    set(N, A16SubX[K], (Bytes / 2) & 1);
  }
  return Error::success();
}

const IGFieldIds A1Type[3] = {A1Src0Type, A1Src1Type, A1Src2Type};
const IGFieldIds A1File[3] = {A1Src0File, A1Src1File, A1Src2File};
const IGFieldIds A1Sub[3] = {A1Src0SubReg, A1Src1SubReg, A1Src2SubReg};
const IGFieldIds A1Reg[3] = {A1Src0RegNum, A1Src1RegNum, A1Src2RegNum};

int a1VStrideCode(unsigned V) {
  switch (V) {
  case 0: return 0;
  case 2: return 1;
  case 4: return 2;
  case 8: return 3;
  default: return -1;
  }
}

/// Gen11: Align1 three-source.
Error decodeTernary11(const Native &N, InstIR &I) {
  if (get(N, AccessMode))
    return bad("Gen11 has no Align16");
  I.CondMod = get(N, CondModifier);
  if (I.CondMod == 7 || I.CondMod > 9)
    return bad("reserved condition modifier");
  I.AccWrEn = get(N, AccWrCtrl);
  const Type *Tab = get(N, A1ExecType) ? Ternary11Float : Ternary11Int;
  Operand &D = I.Dst;
  D.K = Operand::Direct;
  D.Ty = Tab[get(N, A1DstType)];
  if (D.Ty == TInvalid)
    return bad("reserved three-source type");
  D.IsGRF = !get(N, A1DstFile);
  D.RegNum = get(N, A1DstRegNum);
  D.SubRegBytes = get(N, A1DstSubReg) * 8;
  D.HStride = get(N, A1DstHStride) ? 2 : 1;
  if (!D.IsGRF && D.RegNum != 0x20 && D.RegNum != 0x21)
    return bad("three-source destinations are GRF or acc");
  if (D.IsGRF && D.RegNum > 127)
    return bad("GRF number beyond r127");
  bool Madm = I.Op == IntelGPU::MADM;
  if (Madm) {
    D.MME = N.get(54, 52);
    D.SubRegBytes = 0;
  }
  for (unsigned K = 0; K != 3; ++K) {
    Operand &S = I.Src[K];
    S.Ty = Tab[get(N, A1Type[K])];
    if (S.Ty == TInvalid)
      return bad("reserved three-source type");
    S.Abs = get(N, SrcAbs3[K]);
    S.Neg = get(N, SrcNeg3[K]);
    bool Other = get(N, A1File[K]);
    if (Other && K != 1) { // src0 and src2 may be 16-bit immediates
      S.K = Operand::Immediate;
      S.Imm = get(N, K == 0 ? A1Src0Imm : A1Src2Imm);
      if (!is16BitImm(S.Ty))
        return bad("three-source immediates have 16 bits");
      if (S.Abs || S.Neg)
        return bad("modifiers on an immediate");
      continue;
    }
    S.K = Operand::Direct;
    S.IsGRF = !Other;
    S.RegNum = get(N, A1Reg[K]);
    S.SubRegBytes = get(N, A1Sub[K]);
    if (!S.IsGRF && S.RegNum != 0x20 && S.RegNum != 0x21)
      return bad("three-source sources are GRF, acc or immediates");
    if (S.IsGRF && S.RegNum > 127)
      return bad("GRF number beyond r127");
    if (K == 2) {
      S.HStride = strideValue(get(N, A1Src2HStride));
      S.VStride = S.HStride;
    } else {
      static const unsigned VS[4] = {0, 2, 4, 8};
      S.VStride = VS[get(N, K ? A1Src1VStride : A1Src0VStride)];
      S.HStride = strideValue(get(N, K ? A1Src1HStride : A1Src0HStride));
    }
    if (Madm) {
      // madm: subregister = accumulator * 2 (iga64 observations).
      if (S.K != Operand::Direct || !S.IsGRF || S.SubRegBytes % 2 ||
          S.SubRegBytes > 16)
        return bad("invalid madm operand");
      S.MME = S.SubRegBytes / 2;
      S.SubRegBytes = 0;
      continue;
    }
    if (S.SubRegBytes % typeSize(S.Ty))
      return bad("subregister not aligned to its type");
  }
  if (D.SubRegBytes % typeSize(D.Ty))
    return bad("subregister not aligned to its type");
  return Error::success();
}

Error encodeTernary11(const InstIR &I, Native &N) {
  set(N, CondModifier, I.CondMod);
  set(N, AccWrCtrl, I.AccWrEn);
  bool Float = isFloatType(I.Dst.Ty);
  const Type *Tab = Float ? Ternary11Float : Ternary11Int;
  set(N, A1ExecType, Float);
  const Operand &D = I.Dst;
  int DT = ternaryCode(Tab, D.Ty);
  if (DT < 0)
    return bad(Twine("type :") + typeName(D.Ty) + " is not a three-source type");
  set(N, A1DstType, DT);
  if (D.K != Operand::Direct || (!D.IsGRF && D.RegNum != 0x20 && D.RegNum != 0x21))
    return bad("three-source destinations are GRF or acc");
  set(N, A1DstFile, !D.IsGRF);
  set(N, A1DstRegNum, D.RegNum);
  if (I.Op == IntelGPU::MADM) {
    if (D.MME > 7 || !D.IsGRF)
      return bad("madm operands are rN.mmeK or rN.nomme registers");
    N.set(54, 52, D.MME);
    for (unsigned K = 0; K != 3; ++K) {
      const Operand &S = I.Src[K];
      int TC = ternaryCode(Tab, S.Ty);
      if (TC < 0 || S.MME > 8 || S.K != Operand::Direct || !S.IsGRF)
        return bad("madm operands are rN.mmeK or rN.nomme registers");
      set(N, A1Type[K], TC);
      set(N, SrcAbs3[K], S.Abs);
      set(N, SrcNeg3[K], S.Neg);
      set(N, A1Reg[K], S.RegNum);
      set(N, A1Sub[K], S.MME * 2);
      if (K == 2) {
        set(N, A1Src2HStride, 1);
      } else {
        set(N, K ? A1Src1VStride : A1Src0VStride, 2); // <4;1>
        set(N, K ? A1Src1HStride : A1Src0HStride, 1);
      }
    }
    return Error::success();
  }
  if (D.SubRegBytes % 8 || (D.HStride != 1 && D.HStride != 2))
    return bad("three-source destinations are 8-byte aligned with stride 1 or 2");
  set(N, A1DstSubReg, D.SubRegBytes / 8);
  set(N, A1DstHStride, D.HStride == 2);
  for (unsigned K = 0; K != 3; ++K) {
    const Operand &S = I.Src[K];
    int TC = ternaryCode(Tab, S.Ty);
    if (TC < 0)
      return bad("three-source sources are all float or all integer");
    set(N, A1Type[K], TC);
    set(N, SrcAbs3[K], S.Abs);
    set(N, SrcNeg3[K], S.Neg);
    if (S.K == Operand::Immediate) {
      if (K == 1 || !is16BitImm(S.Ty))
        return bad("only src0 and src2 may be (16-bit) immediates");
      set(N, A1File[K], 1);
      set(N, K == 0 ? A1Src0Imm : A1Src2Imm, S.Imm & 0xFFFF);
      continue;
    }
    if (S.K != Operand::Direct || (!S.IsGRF && S.RegNum != 0x20 && S.RegNum != 0x21))
      return bad("three-source sources are GRF, acc or immediates");
    set(N, A1File[K], !S.IsGRF);
    set(N, A1Reg[K], S.RegNum);
    set(N, A1Sub[K], S.SubRegBytes);
    int HS = strideCode(S.HStride);
    if (HS < 0)
      return bad("invalid region");
    if (K == 2) {
      set(N, A1Src2HStride, HS);
    } else {
      int VS = a1VStrideCode(S.VStride);
      if (VS < 0)
        return bad("three-source vertical strides are 0, 2, 4 or 8");
      set(N, K ? A1Src1VStride : A1Src0VStride, VS);
      set(N, K ? A1Src1HStride : A1Src0HStride, HS);
    }
  }
  return Error::success();
}

} // namespace

namespace {

bool isMathMacro(unsigned FC) { return FC == 0xE || FC == 0xF; }

/// math.invm / math.rsqtm: "(eo)" flag, mme operands (iga64 observations;
/// Gen9 encodes them Align16, Gen11 Align1).
Error decodeMathMacro(const Native &N, Gen G, InstIR &I) {
  if (get(N, AccessMode) != (G == Gen::Gen9))
    return bad("math macro in the wrong access mode");
  unsigned NSrc = I.FuncCtrl == 0xE ? 2 : 1;
  Operand &D = I.Dst;
  D.K = Operand::Direct;
  D.RegNum = get(N, DstRegNum);
  D.Ty = typeTable(G, false)[get(N, DstType)];
  D.MME = G == Gen::Gen9 ? N.get(51, 48) : get(N, DstSubReg);
  D.HStride = 1;
  const SrcFields *F[2] = {&Src0F, &Src1F};
  for (unsigned K = 0; K != NSrc; ++K) {
    Operand &S = I.Src[K];
    S.K = Operand::Direct;
    S.RegNum = get(N, F[K]->RegNum);
    S.Ty = typeTable(G, false)[get(N, F[K]->Type)];
    S.Abs = get(N, F[K]->Abs);
    S.Neg = get(N, F[K]->Neg);
    S.MME = G == Gen::Gen9 ? N.get(K ? 99 : 67, K ? 96 : 64) : get(N, F[K]->SubReg);
  }
  for (const Operand *O : {&I.Dst, &I.Src[0], &I.Src[1]})
    if (O->K == Operand::Direct &&
        (O->Ty == TInvalid || O->RegNum > 127 || O->MME > 8))
      return bad("invalid math macro operand");
  return Error::success();
}

Error encodeMathMacro(const InstIR &I, Gen G, Native &N) {
  unsigned NSrc = I.FuncCtrl == 0xE ? 2 : 1;
  set(N, AccessMode, G == Gen::Gen9);
  set(N, CondModifier, I.FuncCtrl);
  const Operand &D = I.Dst;
  int DT = typeCode(D.Ty, G, false);
  if (DT < 0 || D.MME > 8 || D.K != Operand::Direct || !D.IsGRF)
    return bad("math macro operands are rN.mmeK or rN.nomme registers");
  set(N, DstRegFile, 1);
  set(N, DstType, DT);
  set(N, DstRegNum, D.RegNum);
  if (G == Gen::Gen9) {
    N.set(51, 48, D.MME);
  } else {
    set(N, DstSubReg, D.MME);
    set(N, DstHStride, 1);
  }
  const SrcFields *F[2] = {&Src0F, &Src1F};
  for (unsigned K = 0; K != NSrc; ++K) {
    const Operand &S = I.Src[K];
    int TC = typeCode(S.Ty, G, false);
    if (TC < 0 || S.MME > 8 || S.K != Operand::Direct || !S.IsGRF)
      return bad("math macro operands are rN.mmeK or rN.nomme registers");
    set(N, F[K]->RegFile, 1);
    set(N, F[K]->Type, TC);
    set(N, F[K]->RegNum, S.RegNum);
    set(N, F[K]->Abs, S.Abs);
    set(N, F[K]->Neg, S.Neg);
    if (G == Gen::Gen9) {
      N.set(K ? 99 : 67, K ? 96 : 64, S.MME);
      set(N, F[K]->VStride, S.Ty == TDF ? 2 : 3); // a 16-byte row
    } else {
      set(N, F[K]->SubReg, S.MME);
      if (I.ExecSize != 1) { // <2;2,1>
        set(N, F[K]->VStride, 2);
        set(N, F[K]->Width, 1);
        set(N, F[K]->HStride, 1);
      }
    }
  }
  return Error::success();
}

} // namespace

Expected<InstIR> IntelGPU::decodeNative(const Native &N, Gen G) {
  InstIR I;
  const IGOpInfoRow *Op = opInfoByHWOpcode(get(N, Opcode), G);
  if (!Op)
    return bad("unknown opcode 0x" + utohexstr(get(N, Opcode)));
  I.Op = Op->Inst;
  if (get(N, IGFieldIds::CmptCtrl))
    return bad("compacted instruction in a native slot");
  if (N.get(7, 7))
    return bad("reserved opcode bit 7");
  Format F = formatOf(*Op, G);
  if (get(N, ExecSize) > 5)
    return bad("reserved execution size");
  if (G == Gen::Gen9 && get(N, ThreadCtrl) == 3)
    return bad("NoPreempt does not exist on Gen9");
  decodeControls(N, I);
  if (I.ChOff % std::min<unsigned>(I.ExecSize, 8))
    return bad("channel offset not aligned to the execution size");
  switch (F) {
  case FNullary:
    if (N.W[0] != get(N, Opcode) || N.W[1] != 0)
      return bad("operands on a nullary instruction");
    return I;
  case FUnary:
  case FBinary:
  case FMath: {
    if (F == FMath && isMathMacro(get(N, CondModifier))) {
      I.FuncCtrl = get(N, CondModifier);
      I.AccWrEn = get(N, AccWrCtrl);
      if (Error E = decodeMathMacro(N, G, I))
        return std::move(E);
      Expected<Native> Re = encodeNative(I, G);
      if (!Re)
        return Re.takeError();
      if (!(*Re == N))
        return bad("bits outside the instruction's fields are set");
      return I;
    }
    if (get(N, AccessMode))
      return bad("Align16 is not supported for this instruction");
    I.CondMod = F == FMath ? 0 : get(N, CondModifier);
    I.FuncCtrl = F == FMath ? get(N, CondModifier) : 0;
    I.AccWrEn = get(N, AccWrCtrl);
    if (I.CondMod == 7 || I.CondMod > 9)
      return bad("reserved condition modifier");
    if (Error E = decodeDst(N, G, I.Dst))
      return std::move(E);
    bool Binary = F == FBinary || (F == FMath && I.FuncCtrl >= 9 && I.FuncCtrl <= 0xE);
    if (F == FMath && (I.FuncCtrl == 0 || I.FuncCtrl == 8))
      return bad("math function " + Twine(unsigned(I.FuncCtrl)) +
                 " is not supported");
    if (Error E = decodeSrc(N, G, Src0F, I.Src[0], /*AllowImm=*/!Binary))
      return std::move(E);
    if (Binary) {
      if (Error E = decodeSrc(N, G, Src1F, I.Src[1], /*AllowImm=*/true))
        return std::move(E);
      if (I.Src[1].K == Operand::Immediate && is64BitImm(I.Src[1].Ty))
        return bad("64-bit immediate in src1");
    }
    // Canonical form: the bits IGA leaves zero must be zero.
    Expected<Native> Re = encodeNative(I, G);
    if (!Re)
      return Re.takeError();
    if (!(*Re == N))
      return bad("bits outside the instruction's fields are set");
    return I;
  }
  case FTernary: {
    if (Error E = G == Gen::Gen9 ? decodeTernary9(N, I) : decodeTernary11(N, I))
      return std::move(E);
    Expected<Native> Re = encodeNative(I, G);
    if (!Re)
      return Re.takeError();
    if (!(*Re == N))
      return bad("bits outside the instruction's fields are set");
    return I;
  }
  case FSend:
  case FSends:
  case FJumpJU:
  case FJumpJ:
  case FJmpi:
  case FBrd:
  case FBrc:
  case FCall:
  case FCalla:
  case FRet:
  case FWait: {
    if (Error E = decodeFixedFormat(N, G, F, I))
      return std::move(E);
    for (const Operand *O : {&I.Dst, &I.Src[0], &I.Src[1]})
      if (O->K == Operand::Direct &&
          (O->IsGRF ? O->RegNum > 127 : !validARF(O->RegNum)))
        return bad("invalid register");
    // These formats have fixed operand bits: they must be exactly IGA's.
    Expected<Native> Re = encodeNative(I, G);
    if (!Re)
      return Re.takeError();
    if (!(*Re == N))
      return bad("bits outside the instruction's fields are set");
    return I;
  }
  default:
    return bad(Twine("the ") + Op->Mnemonic + " format is not supported yet");
  }
}

//===----------------------------------------------------------------------===//
// Native encoding
//===----------------------------------------------------------------------===//

namespace {

Error encodeDst(const Operand &D, Gen G, Native &N) {
  int TC = typeCode(D.Ty, G, false);
  if (TC < 0)
    return bad(Twine("type :") + typeName(D.Ty) + " is not a register type");
  set(N, DstRegFile, D.IsGRF ? 1 : 0);
  set(N, DstType, TC);
  int HS = strideCode(D.HStride);
  if (HS < 0)
    return bad("invalid destination stride");
  set(N, DstHStride, HS);
  if (D.K == Operand::Indirect) {
    set(N, DstAddrMode, 1);
    set(N, DstAddrSub, D.AddrSub);
    set(N, DstAddrImm, uint64_t(D.AddrImm) & 0x1FF);
    set(N, DstAddrImm9, (uint64_t(D.AddrImm) >> 9) & 1);
  } else {
    set(N, DstRegNum, D.RegNum);
    set(N, DstSubReg, D.SubRegBytes);
  }
  return Error::success();
}

Error encodeSrc(const Operand &S, Gen G, const SrcFields &F, Native &N) {
  if (S.K == Operand::Immediate) {
    int TC = typeCode(S.Ty, G, true);
    if (TC < 0)
      return bad(Twine("type :") + typeName(S.Ty) + " is not an immediate type");
    set(N, F.RegFile, 3);
    set(N, F.Type, TC);
    if (is64BitImm(S.Ty)) {
      N.W[1] = S.Imm;
    } else {
      uint64_t V = S.Imm & 0xFFFFFFFF;
      if (is16BitImm(S.Ty))
        V = (V & 0xFFFF) | ((V & 0xFFFF) << 16); // IGA replicates 16-bit values
      set(N, Imm32, V);
    }
    return Error::success();
  }
  int TC = typeCode(S.Ty, G, false);
  if (TC < 0)
    return bad(Twine("type :") + typeName(S.Ty) + " is not a register type");
  set(N, F.RegFile, S.IsGRF ? 1 : 0);
  set(N, F.Type, TC);
  set(N, F.Abs, S.Abs);
  set(N, F.Neg, S.Neg);
  int HS = strideCode(S.HStride), WC = widthCode(S.Width);
  int VS = S.VxH ? 0xF : vstrideCode(S.VStride);
  if (HS < 0 || WC < 0 || VS < 0)
    return bad("invalid region");
  set(N, F.HStride, HS);
  set(N, F.Width, WC);
  set(N, F.VStride, VS);
  if (S.K == Operand::Indirect) {
    set(N, F.AddrMode, 1);
    set(N, F.AddrSub, S.AddrSub);
    set(N, F.AddrImm, uint64_t(S.AddrImm) & 0x1FF);
    set(N, F.AddrImm9, (uint64_t(S.AddrImm) >> 9) & 1);
  } else {
    set(N, F.RegNum, S.RegNum);
    set(N, F.SubReg, S.SubRegBytes);
  }
  return Error::success();
}

void encodeControls(const InstIR &I, Native &N) {
  set(N, ExecSize, Log2_32(I.ExecSize));
  set(N, QtrCtrl, I.ChOff / 8);
  set(N, NibCtrl, (I.ChOff / 4) & 1);
  set(N, PredCtrl, I.PredCtrl);
  set(N, PredInv, I.PredInv);
  set(N, FlagReg, I.FlagReg);
  set(N, FlagSubReg, I.FlagSubReg);
  set(N, MaskCtrl, I.NoMask);
  set(N, Saturate, I.Sat);
  set(N, NoDDClr, I.NoDDClr);
  set(N, NoDDChk, I.NoDDChk);
  set(N, ThreadCtrl, I.ThreadCtrl);
  set(N, DebugCtrl, I.Breakpoint);
}

} // namespace

Expected<Native> IntelGPU::encodeNative(const InstIR &I, Gen G) {
  const IGOpInfoRow *Op = opInfo(I.Op);
  if (!Op || formatOf(*Op, G) == FNone)
    return bad(Twine(Op ? Op->Mnemonic : "instruction") +
               " does not exist on Gen" + Twine(unsigned(G)));
  Native N;
  set(N, Opcode, hwOpcode(*Op, G));
  Format F = formatOf(*Op, G);
  if (F == FNullary)
    return N;
  if (!isPowerOf2_32(I.ExecSize) || I.ExecSize > 32 || I.ChOff % 4 ||
      I.ChOff > 28)
    return bad("invalid execution size or channel offset");
  encodeControls(I, N);
  switch (F) {
  case FUnary:
  case FBinary:
  case FMath: {
    if (F == FMath && isMathMacro(I.FuncCtrl)) {
      set(N, AccWrCtrl, I.AccWrEn);
      if (Error E = encodeMathMacro(I, G, N))
        return std::move(E);
      return N;
    }
    set(N, CondModifier, F == FMath ? I.FuncCtrl : I.CondMod);
    set(N, AccWrCtrl, I.AccWrEn);
    if (Error E = encodeDst(I.Dst, G, N))
      return std::move(E);
    if (Error E = encodeSrc(I.Src[0], G, Src0F, N))
      return std::move(E);
    bool Binary = F == FBinary || (F == FMath && I.FuncCtrl >= 9 && I.FuncCtrl <= 0xE);
    if (Binary) {
      if (I.Src[0].K == Operand::Immediate)
        return bad("src0 of a two-source instruction cannot be an immediate");
      if (Error E = encodeSrc(I.Src[1], G, Src1F, N))
        return std::move(E);
    }
    return N;
  }
  case FTernary: {
    if (Error E = G == Gen::Gen9 ? encodeTernary9(I, N) : encodeTernary11(I, N))
      return std::move(E);
    return N;
  }
  case FSend: {
    set(N, CondModifier, I.FuncCtrl);
    set(N, AccWrCtrl, I.NoSrcDepSet);
    // IGA drops NoDDClr/NoDDChk on sends.
    set(N, NoDDClr, 0);
    set(N, NoDDChk, 0);
    int DT = typeCode(I.Dst.Ty, G, false), ST = typeCode(I.Src[0].Ty, G, false);
    if (DT < 0 || ST < 0)
      return bad("invalid send operand type");
    set(N, DstRegFile, I.Dst.IsGRF);
    set(N, DstType, DT);
    set(N, DstRegNum, I.Dst.RegNum);
    set(N, DstHStride, 1);
    set(N, Src0RegFile, I.Src[0].IsGRF);
    set(N, Src0Type, ST);
    set(N, Src0RegNum, I.Src[0].RegNum);
    if (I.DescIsReg) {
      set(N, Src1RegFile, 0);
      set(N, Src1RegNum, 0x10);
      set(N, Src1SubReg, I.DescSub * 4);
      // Gen9: IGA (GED) sets bit 126 when a half-float operand meets a
      // register descriptor (observed with iga64; docs/intelgpu-isa.md).
      if (G == Gen::Gen9 && (I.Dst.Ty == THF || I.Src[0].Ty == THF))
        N.set(126, 126, 1);
    } else {
      if (I.Desc >> 31)
        return bad("the message descriptor has 31 bits");
      set(N, Src1RegFile, 3);
      set(N, Imm32, I.Desc);
    }
    set(N, SendEOT, I.EOT);
    return N;
  }
  case FSends: {
    set(N, AccWrCtrl, I.NoSrcDepSet);
    set(N, NoDDClr, 0);
    set(N, NoDDChk, 0);
    int DT = typeCode(I.Dst.Ty, G, false);
    if (DT < 0)
      return bad("invalid send operand type");
    set(N, SendsDstFile, I.Dst.IsGRF);
    set(N, DstType, DT);
    set(N, DstRegNum, I.Dst.RegNum);
    set(N, SendsSrc1File, I.Src[1].IsGRF);
    set(N, SendsSrc1Reg, I.Src[1].RegNum);
    set(N, Src0RegNum, I.Src[0].RegNum);
    if (I.ExDescIsReg) {
      set(N, SendsExDescReg, 1);
      set(N, SendsExDescSub, I.ExDescSub);
    } else {
      if (I.ExDesc & 0xFC3F)
        return bad("extended descriptor bits 0-5 and 10-15 come from the SFID "
                   "and EOT");
      set(N, CondModifier, I.FuncCtrl);
      set(N, SendsExMLen, (I.ExDesc >> 6) & 0xF);
      set(N, SendsExDescHi, I.ExDesc >> 16);
    }
    if (I.DescIsReg) {
      set(N, SendsDescReg, 1);
      if (G == Gen::Gen9 && I.Dst.Ty == THF) // as for send, above
        N.set(126, 126, 1);
    } else {
      if (I.Desc >> 31)
        return bad("the message descriptor has 31 bits");
      set(N, Imm32, I.Desc);
    }
    set(N, SendEOT, I.EOT);
    return N;
  }
  case FJumpJU:
    N.W[0] |= uint64_t(0x20000E00) << 32;
    set(N, AccWrCtrl, I.BranchCtrl);
    N.W[1] = uint64_t(uint32_t(I.UIP)) | (uint64_t(uint32_t(I.JIP)) << 32);
    return N;
  case FJumpJ:
    N.W[0] |= uint64_t(0x20000000) << 32;
    N.W[1] = uint64_t(0x0E000000) | (uint64_t(uint32_t(I.JIP)) << 32);
    return N;
  case FJmpi:
    N.W[0] |= uint64_t(0x34000004) << 32; // (W), dst ip
    if (I.Src[0].K == Operand::Direct) {
      N.W[1] = 0x0A001400;
      set(N, Src1RegNum, I.Src[0].RegNum);
      set(N, Src1SubReg, I.Src[0].SubRegBytes);
    } else {
      N.W[1] = 0x0E001400 | (uint64_t(uint32_t(I.JIP) - 16u) << 32);
    }
    return N;
  case FBrd:
  case FBrc:
    if (I.Src[0].K == Operand::Direct) {
      N.W[0] |= uint64_t(0x34000A20) << 32;
      N.W[1] = F == FBrc ? 0x00450000 : 0;
      set(N, Src0RegNum, I.Src[0].RegNum);
      set(N, Src0SubReg, I.Src[0].SubRegBytes);
    } else {
      N.W[0] |= uint64_t(0x34000E20) << 32;
      N.W[1] = (F == FBrc ? uint64_t(uint32_t(I.UIP)) : 0) |
               (uint64_t(uint32_t(I.JIP)) << 32);
    }
    return N;
  case FCall:
  case FCalla: {
    N.W[0] |= uint64_t(0x20000028) << 32;
    set(N, DstRegNum, I.Dst.RegNum);
    set(N, DstSubReg, I.Dst.SubRegBytes);
    uint32_t DW2 = F == FCall ? (G == Gen::Gen9 ? 0x0E450000 : 0x0E490000)
                              : (G == Gen::Gen9 ? 0x0E450000 : 0x0E000000);
    N.W[1] = DW2 | (uint64_t(uint32_t(I.JIP)) << 32);
    return N;
  }
  case FRet:
    N.W[0] |= uint64_t(0x20000A00) << 32;
    N.W[1] = 0x00450000;
    set(N, Src0RegNum, I.Src[0].RegNum);
    set(N, Src0SubReg, I.Src[0].SubRegBytes);
    return N;
  case FWait:
    N.W[0] |= uint64_t(0x32000000) << 32; // dst n0, stride 1
    N.W[1] = 0x1200;                      // src0 n0
    set(N, DstSubReg, I.Src[0].SubRegBytes);
    set(N, Src0SubReg, I.Src[0].SubRegBytes);
    return N;
  default:
    return bad(Twine("the ") + Op->Mnemonic + " format is not supported yet");
  }
}

//===----------------------------------------------------------------------===//
// Compaction (docs/notes/intelgpu-mc-plan.md §3, Appendix A)
//===----------------------------------------------------------------------===//

namespace {

enum CompactTable { TControl, TDataType9, TDataType11, TSubReg, TSrcIndex,
                    T3Control, T3Source };

ArrayRef<IGCompactEntryInfo> table(CompactTable T) {
  ArrayRef<IGCompactEntryInfo> All = IGCompactEntries;
  auto B = llvm::find_if(All, [&](const IGCompactEntryInfo &E) { return E.TableId == T; });
  auto E = std::find_if(B, All.end(), [&](const IGCompactEntryInfo &E) { return E.TableId != T; });
  return ArrayRef<IGCompactEntryInfo>(B, E);
}

int firstMatch(CompactTable T, uint64_t Key, uint64_t Care = ~uint64_t(0)) {
  ArrayRef<IGCompactEntryInfo> Tab = table(T);
  for (unsigned I = 0; I != Tab.size(); ++I)
    if ((Tab[I].Value & Care) == (Key & Care))
      return I;
  return -1;
}

uint64_t bits(const Native &N, unsigned Hi, unsigned Lo) { return N.get(Hi, Lo); }

bool isUnaryForCompaction(const IGOpInfoRow &Op, Gen G, const Native &N) {
  Format F = formatOf(Op, G);
  if (F == FUnary)
    return true;
  return F == FMath && N.get(27, 24) >= 1 && N.get(27, 24) <= 7;
}

} // namespace

std::optional<uint64_t> IntelGPU::compact(const Native &N, Gen G) {
  const IGOpInfoRow *Op = opInfoByHWOpcode(N.get(6, 0), G);
  if (!Op)
    return std::nullopt;
  unsigned Kind = G == Gen::Gen9 ? Op->Compact9 : Op->Compact11;
  if (Kind == 0)
    return std::nullopt;
  if (Kind == 2) {
    // Gen9 three-source (Align16): exact matches of the 26-bit control and
    // 49-bit source keys; destination register numbers above 127 and
    // nibble offsets do not compact.
    if (bits(N, 63, 63) || bits(N, 11, 11))
      return std::nullopt;
    uint64_t Ctrl = (bits(N, 36, 35) << 24) | (bits(N, 34, 32) << 21) |
                    bits(N, 28, 8);
    uint64_t Src = (bits(N, 126, 125) << 47) | (bits(N, 105, 104) << 45) |
                   (bits(N, 84, 84) << 44) | (bits(N, 83, 83) << 43) |
                   (bits(N, 114, 107) << 35) | (bits(N, 93, 86) << 27) |
                   (bits(N, 72, 65) << 19) | bits(N, 55, 37);
    int CI = firstMatch(T3Control, Ctrl), SI = firstMatch(T3Source, Src);
    if (CI < 0 || SI < 0 || bits(N, 127, 127) || bits(N, 7, 7))
      return std::nullopt;
    uint64_t C = 0;
    cset(C, CmpOpcode, get(N, Opcode));
    cset(C, Cmp3ControlIndex, CI);
    cset(C, Cmp3SourceIndex, SI);
    cset(C, Cmp3DstRegNum, get(N, A16DstRegNum));
    cset(C, Cmp3Src0Rep, get(N, A16Src0Rep));
    cset(C, CmpCmptCtrl, 1);
    cset(C, Cmp3Debug, get(N, DebugCtrl));
    cset(C, Cmp3Saturate, get(N, Saturate));
    cset(C, Cmp3Src1Rep, get(N, A16Src1Rep));
    cset(C, Cmp3Src2Rep, get(N, A16Src2Rep));
    cset(C, Cmp3Src0SubReg, get(N, A16Src0SubReg));
    cset(C, Cmp3Src1SubReg, get(N, A16Src1SubReg));
    cset(C, Cmp3Src2SubReg, get(N, A16Src2SubReg));
    cset(C, Cmp3Src0RegNum, get(N, A16Src0RegNum)); // bit 7 is in the key
    cset(C, Cmp3Src1RegNum, get(N, A16Src1RegNum));
    cset(C, Cmp3Src2RegNum, get(N, A16Src2RegNum));
    Expected<Native> Back = uncompact(C, G);
    if (!Back || !(*Back == N)) {
      if (!Back)
        consumeError(Back.takeError());
      return std::nullopt;
    }
    return C;
  }
  unsigned S0F = bits(N, 42, 41), S1F = bits(N, 90, 89);
  uint64_t Imm = bits(N, 127, 96);
  bool IsImm = S0F == 3 || S1F == 3;
  if (IsImm && (Imm & ~uint64_t(0xFFF)) != 0 &&
      (Imm & ~uint64_t(0xFFF)) != 0xFFFFF000)
    return std::nullopt;
  if (IsImm && (is64BitImm(typeTable(G, true)[S0F == 3 ? bits(N, 46, 43)
                                                       : bits(N, 94, 91)])))
    return std::nullopt;
  if (bits(N, 95, 95) || bits(N, 47, 47) || bits(N, 11, 11) || bits(N, 7, 7))
    return std::nullopt;
  bool Unary = isUnaryForCompaction(*Op, G, N);
  uint64_t Ctrl = (bits(N, 33, 31) << 16) | (bits(N, 23, 12) << 4) |
                  (bits(N, 10, 9) << 2) | (bits(N, 34, 34) << 1) | bits(N, 8, 8);
  uint64_t DT = (bits(N, 63, 61) << 18) | (bits(N, 94, 89) << 12) | bits(N, 46, 35);
  uint64_t SR = bits(N, 52, 48) | (bits(N, 68, 64) << 5) | (bits(N, 100, 96) << 10);
  uint64_t Care = 0x1F | (S0F == 3 ? 0 : 0x1F << 5) |
                  ((IsImm || Unary) ? 0 : 0x1F << 10);
  int CI = firstMatch(TControl, Ctrl);
  int DI = firstMatch(G == Gen::Gen9 ? TDataType9 : TDataType11, DT);
  int SI = firstMatch(TSubReg, SR, Care);
  int S0 = firstMatch(TSrcIndex, bits(N, 88, 77));
  int S1 = IsImm ? int((Imm >> 8) & 0x1F) : firstMatch(TSrcIndex, bits(N, 120, 109));
  if (CI < 0 || DI < 0 || SI < 0 || S0 < 0 || S1 < 0)
    return std::nullopt;
  uint64_t C = 0;
  cset(C, CmpOpcode, get(N, Opcode));
  cset(C, CmpDebugCtrl, get(N, DebugCtrl));
  cset(C, CmpControlIndex, CI);
  cset(C, CmpDataTypeIndex, DI);
  cset(C, CmpSubRegIndex, SI);
  cset(C, CmpAccWrCtrl, get(N, AccWrCtrl));
  cset(C, CmpCondModifier, get(N, CondModifier));
  cset(C, CmpCmptCtrl, 1);
  cset(C, CmpSrc0Index, S0);
  cset(C, CmpSrc1Index, S1);
  cset(C, CmpDstRegNum, get(N, DstRegNum));
  cset(C, CmpSrc0RegNum, get(N, Src0RegNum));
  cset(C, CmpSrc1RegNum, IsImm ? (Imm & 0xFF) : get(N, Src1RegNum));
  // The compact form must expand to the same instruction.
  Expected<Native> Back = uncompact(C, G);
  if (!Back) {
    consumeError(Back.takeError());
    return std::nullopt;
  }
  return C;
}

Expected<Native> IntelGPU::uncompact(uint64_t C, Gen G) {
  auto B = [&](IGFieldIds F) { return cget(C, F); };
  const IGOpInfoRow *Op = opInfoByHWOpcode(B(CmpOpcode), G);
  if (!Op)
    return bad("unknown opcode 0x" + utohexstr(B(CmpOpcode)));
  unsigned Kind = G == Gen::Gen9 ? Op->Compact9 : Op->Compact11;
  if (Kind == 2) {
    Native N;
    if (B(Cmp3ControlIndex) >= table(T3Control).size() ||
        B(Cmp3SourceIndex) >= table(T3Source).size())
      return bad("compaction index beyond its table");
    uint64_t Ctrl = table(T3Control)[B(Cmp3ControlIndex)].Value;
    uint64_t Src = table(T3Source)[B(Cmp3SourceIndex)].Value;
    set(N, Opcode, B(CmpOpcode));
    N.set(36, 35, Ctrl >> 24);
    N.set(34, 32, Ctrl >> 21);
    N.set(28, 8, Ctrl);
    N.set(126, 125, Src >> 47);
    N.set(105, 104, Src >> 45);
    N.set(84, 84, Src >> 44);
    N.set(83, 83, Src >> 43);
    N.set(114, 107, Src >> 35);
    N.set(93, 86, Src >> 27);
    N.set(72, 65, Src >> 19);
    N.set(55, 37, Src);
    set(N, A16DstRegNum, B(Cmp3DstRegNum));
    set(N, A16Src0Rep, B(Cmp3Src0Rep));
    set(N, DebugCtrl, B(Cmp3Debug));
    set(N, Saturate, B(Cmp3Saturate));
    set(N, A16Src1Rep, B(Cmp3Src1Rep));
    set(N, A16Src2Rep, B(Cmp3Src2Rep));
    set(N, A16Src0SubReg, B(Cmp3Src0SubReg));
    set(N, A16Src1SubReg, B(Cmp3Src1SubReg));
    set(N, A16Src2SubReg, B(Cmp3Src2SubReg));
    // Register numbers' bit 7 came with the source key.
    N.set(82, 76, B(Cmp3Src0RegNum));
    N.set(103, 97, B(Cmp3Src1RegNum));
    N.set(124, 118, B(Cmp3Src2RegNum));
    if (B(Cmp3Reserved))
      return bad("reserved compact bits");
    return N;
  }
  if (Kind != 1)
    return bad(Twine(Op->Mnemonic) + " has no compact form");
  if (B(CmpReserved))
    return bad("reserved compact bit 28");
  Native N;
  set(N, Opcode, B(CmpOpcode));
  set(N, DebugCtrl, B(CmpDebugCtrl));
  uint64_t Ctrl = table(TControl)[B(CmpControlIndex)].Value;
  N.set(33, 31, Ctrl >> 16);
  N.set(23, 12, Ctrl >> 4);
  N.set(10, 9, Ctrl >> 2);
  N.set(34, 34, Ctrl >> 1);
  N.set(8, 8, Ctrl);
  uint64_t DT =
      table(G == Gen::Gen9 ? TDataType9 : TDataType11)[B(CmpDataTypeIndex)].Value;
  N.set(63, 61, DT >> 18);
  N.set(94, 89, DT >> 12);
  N.set(46, 35, DT);
  uint64_t SR = table(TSubReg)[B(CmpSubRegIndex)].Value;
  N.set(52, 48, SR);
  N.set(68, 64, SR >> 5);
  N.set(100, 96, SR >> 10);
  set(N, AccWrCtrl, B(CmpAccWrCtrl));
  set(N, CondModifier, B(CmpCondModifier));
  N.set(88, 77, table(TSrcIndex)[B(CmpSrc0Index)].Value);
  set(N, DstRegNum, B(CmpDstRegNum));
  set(N, Src0RegNum, B(CmpSrc0RegNum));
  bool IsImm = get(N, Src0RegFile) == 3 || get(N, Src1RegFile) == 3;
  if (IsImm) {
    uint64_t V = (B(CmpSrc1Index) << 8) | B(CmpSrc1RegNum);
    set(N, Imm32, uint64_t(signExtend(V, 13)) & 0xFFFFFFFF);
  } else {
    N.set(120, 109, table(TSrcIndex)[B(CmpSrc1Index)].Value);
    set(N, Src1RegNum, B(CmpSrc1RegNum));
  }
  return N;
}

//===----------------------------------------------------------------------===//
// Bytes
//===----------------------------------------------------------------------===//

Expected<InstIR> IntelGPU::decode(ArrayRef<uint8_t> Bytes, Gen G,
                                  unsigned &Size) {
  Size = 0;
  if (Bytes.size() < 8)
    return bad("truncated instruction");
  auto Word = [&](unsigned At) {
    uint64_t W = 0;
    for (unsigned I = 0; I != 8; ++I)
      W |= uint64_t(Bytes[At + I]) << (8 * I);
    return W;
  };
  uint64_t W0 = Word(0);
  if (!((W0 >> 29) & 1)) { // native
    Size = 16;
    if (Bytes.size() < 16)
      return bad("truncated instruction");
    Native N;
    N.W[0] = W0;
    N.W[1] = Word(8);
    return decodeNative(N, G);
  }
  Size = 8;
  Expected<Native> N = uncompact(W0, G);
  if (!N)
    return N.takeError();
  // The one- and two-source tables also fill subregister bits the
  // instruction does not use (src1's for one-source operations, src0's
  // under an immediate); IGA's native form has them zero.
  const IGOpInfoRow *Op = opInfoByHWOpcode(get(*N, Opcode), G);
  if ((G == Gen::Gen9 ? Op->Compact9 : Op->Compact11) == 1) {
    bool Src0Imm = get(*N, Src0RegFile) == 3;
    if (isUnaryForCompaction(*Op, G, *N) && !Src0Imm)
      set(*N, Src1SubReg, 0);
    if (Src0Imm)
      set(*N, Src0SubReg, 0);
  }
  Expected<InstIR> D = decodeNative(*N, G);
  if (D)
    D->Compact = InstIR::Compacted;
  return D;
}

Error IntelGPU::encode(const InstIR &I, Gen G, bool NeverCompact,
                       SmallVectorImpl<uint8_t> &Bytes) {
  Expected<Native> N = encodeNative(I, G);
  if (!N)
    return N.takeError();
  if (!NeverCompact && I.Compact != InstIR::NoCompact) {
    if (std::optional<uint64_t> C = compact(*N, G)) {
      for (unsigned B = 0; B != 8; ++B)
        Bytes.push_back(uint8_t(*C >> (8 * B)));
      return Error::success();
    }
    if (I.Compact == InstIR::Compacted)
      return bad("the instruction has no compact form");
  }
  for (unsigned B = 0; B != 16; ++B)
    Bytes.push_back(uint8_t(N->W[B / 8] >> (8 * (B % 8))));
  return Error::success();
}

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
    OS << " " << Target(I.Dst) << " " << JIPText;
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
    bool Binary = F == FBinary || (F == FMath && I.FuncCtrl >= 9 && I.FuncCtrl <= 0xE);
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
    uint64_t U;
    if (!parseUInt(U))
      return false;
    V = Neg ? -int64_t(U) : int64_t(U);
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
  uint64_t V = Neg ? uint64_t(-int64_t(U)) : U;
  unsigned Bits = O.Ty == TUQ || O.Ty == TQ || O.Ty == TDF ? 64
                  : is16BitImm(O.Ty)                       ? 16
                                                           : 32;
  if (Bits < 64) {
    int64_t SV = int64_t(V);
    bool Fits = Neg ? SV >= -(int64_t(1) << (Bits - 1))
                    : V < (uint64_t(1) << Bits);
    if (!Fits)
      return fail("immediate out of range for :" + typeName(O.Ty), At);
    V &= (uint64_t(1) << Bits) - 1;
  }
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
  bool Binary = F == FBinary || (F == FMath && I.FuncCtrl >= 9 && I.FuncCtrl <= 0xE);
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
    if (F == FCall || rest().starts_with("-") ||
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
