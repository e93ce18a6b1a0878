//===- IntelGPUInst.cpp - Gen9/Gen11 instruction model --------------------===//
//
// Native fields come from the TableGen field table (IntelGPUInstrFormats.td);
// the per-generation type codes, region codes and IGA's implicit operand
// bits are documented in docs/intelgpu-isa.md with the iga64 experiments
// that established them.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUInst.h"
#include "IntelGPUInstUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
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

unsigned IntelGPU::immediateBits(Type T) {
  return is64BitImm(T) ? 64 : is16BitImm(T) ? 16 : 32;
}

unsigned IntelGPU::typeSize(Type T) {
  switch (T) {
  case TUB: case TB: return 1;
  case TUW: case TW: case THF: return 2;
  case TDF: case TUQ: case TQ: case TNF: return 8;
  default: return 4;
  }
}


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
    if (F == FCall && get(N, Src1RegFile) != 3) // call through a register
      I.Src[0] = grfTarget(get(N, Src1RegNum), get(N, Src1SubReg));
    else
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
    bool Binary = F == FBinary || (F == FMath && mathIsBinary(I.FuncCtrl));
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
    bool Binary = F == FBinary || (F == FMath && mathIsBinary(I.FuncCtrl));
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
    if (F == FCall && I.Src[0].K == Operand::Direct) {
      // The offset from the call in a GRF dword (src1 a GRF, not an
      // immediate: IGA's encoding of `call (W) dst rN.s`).
      N.W[1] = DW2 & ~0x04000000u;
      set(N, Src1RegNum, I.Src[0].RegNum);
      set(N, Src1SubReg, I.Src[0].SubRegBytes);
      return N;
    }
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

