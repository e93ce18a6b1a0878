//===- AppleGPUISA.cpp - The table-driven G13 instruction model -----------===//
//
// Decoding follows Mesa's test/disasm.py: instructions are tried in AGX2.xml
// order; an instruction's length is chosen by its length bit; the first
// whose exact bits match wins; set bits no field owns make the bytes
// invalid. Operand fields decode through the first matching case of their
// encoding. Encoding and parsing are the inverse of that one model.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUISA.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"
#include <charconv>
#include <cmath>
#include <map>

using namespace llvm;
using namespace llvm::AppleGPU;

#define GET_REGINFO_ENUM
#include "AppleGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "AppleGPUGenInstrInfo.inc"

namespace llvm {
namespace AppleGPU {
#define GET_AGXVariants_DECL
#define GET_AGXVariants_IMPL
#define GET_AGXFields_IMPL
#define GET_AGXEncodings_IMPL
#define GET_AGXCases_IMPL
#define GET_AGXCaseMods_IMPL
#define GET_AGXBitRanges_IMPL
#define GET_AGXEnums_IMPL
#define GET_AGXEnumValues_IMPL
#include "AppleGPUGenSearchableTables.inc"
} // namespace AppleGPU
} // namespace llvm

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

ArrayRef<AGXVariantInfo> AppleGPU::variants() { return AGXVariants; }

const AGXVariantInfo *AppleGPU::variantForOpcode(unsigned Opcode) {
  return lookupAGXVariantByOpcode(Opcode);
}

ArrayRef<AGXFieldInfo> AppleGPU::fields(const AGXVariantInfo &V) {
  return ArrayRef(AGXFields).slice(V.FirstField, V.NumFields);
}

const AGXEncodingInfo &AppleGPU::encoding(unsigned Encoding) {
  return AGXEncodings[Encoding];
}

ArrayRef<AGXCaseInfo> AppleGPU::cases(unsigned Encoding) {
  const AGXEncodingInfo &E = AGXEncodings[Encoding];
  return ArrayRef(AGXCases).slice(E.FirstCase, E.NumCases);
}

static ArrayRef<AGXBitRangeInfo> ranges(unsigned First, unsigned N) {
  return ArrayRef(AGXBitRanges).slice(First, N);
}
static ArrayRef<AGXBitRangeInfo> ranges(const AGXFieldInfo &F) {
  return ranges(F.FirstRange, F.NumRanges);
}
static ArrayRef<AGXBitRangeInfo> immRanges(const AGXCaseInfo &C) {
  return ranges(C.ImmFirstRange, C.ImmNumRanges);
}
static ArrayRef<AGXCaseModInfo> caseMods(const AGXCaseInfo &C) {
  return ArrayRef(AGXCaseMods).slice(C.FirstMod, C.NumMods);
}
static ArrayRef<AGXEnumValueInfo> enumValues(unsigned Enum) {
  const AGXEnumInfo &E = AGXEnums[Enum];
  return ArrayRef(AGXEnumValues).slice(E.FirstValue, E.NumValues);
}

StringRef AppleGPU::enumValueName(StringRef Kind, uint64_t Value) {
  for (const AGXEnumInfo &E : AGXEnums)
    if (Kind == E.Kind)
      for (const AGXEnumValueInfo &V : enumValues(E.Index))
        if (V.Value == Value)
          return V.Name;
  return "";
}

static InstBits bits96(uint32_t A, uint32_t B, uint32_t C) {
  return InstBits(A) | (InstBits(B) << 32) | (InstBits(C) << 64);
}
InstBits AppleGPU::variantMask(const AGXVariantInfo &V) {
  return bits96(V.Mask0, V.Mask1, V.Mask2);
}
InstBits AppleGPU::variantValue(const AGXVariantInfo &V) {
  return bits96(V.Value0, V.Value1, V.Value2);
}
InstBits AppleGPU::variantOwned(const AGXVariantInfo &V) {
  return bits96(V.Owned0, V.Owned1, V.Owned2);
}

static InstBits lowBits(unsigned N) {
  return N >= 128 ? ~InstBits(0) : (InstBits(1) << N) - 1;
}

const AGXVariantInfo &AppleGPU::longForm(const AGXVariantInfo &V) {
  ArrayRef<AGXVariantInfo> All = variants();
  const AGXVariantInfo *P = &V;
  while (P + 1 != All.end() && P[1].XmlIndex == V.XmlIndex)
    ++P;
  return *P;
}

const AGXVariantInfo *AppleGPU::shortForm(const AGXVariantInfo &V) {
  ArrayRef<AGXVariantInfo> All = variants();
  const AGXVariantInfo *P = &V;
  while (P != All.begin() && P[-1].XmlIndex == V.XmlIndex)
    --P;
  return StringRef(P->Form) == "short" ? P : nullptr;
}

unsigned AppleGPU::numMCOperands(const AGXVariantInfo &V) {
  unsigned N = 0;
  for (const AGXFieldInfo &F : fields(V))
    N += F.Role == RoleDest || F.Role == RoleSrc ? 2 : 1;
  return N;
}

StringRef AppleGPU::floatImmediateString(unsigned N) {
  static const std::vector<std::string> Strings = [] {
    std::vector<std::string> S;
    for (unsigned I = 0; I != 256; ++I) {
      double Sign = (I & 0x80) ? -1.0 : 1.0;
      unsigned E = (I & 0x70) >> 4, F = I & 0xF;
      double V = E == 0 ? Sign * F / 64.0
                        : Sign * double(0x10 | F) * std::ldexp(1.0, int(E) - 7);
      char Buf[64];
      auto R = std::to_chars(Buf, Buf + sizeof(Buf), V, std::chars_format::fixed);
      std::string T(Buf, R.ptr);
      if (T.find('.') == std::string::npos)
        T += ".0";
      S.push_back(T);
    }
    return S;
  }();
  return Strings[N & 0xFF];
}

//===----------------------------------------------------------------------===//
// Bit lists
//===----------------------------------------------------------------------===//

static uint64_t extract(InstBits V, ArrayRef<AGXBitRangeInfo> R) {
  uint64_t Out = 0;
  unsigned Pos = 0;
  for (const AGXBitRangeInfo &B : R) {
    Out |= uint64_t((V >> B.Start) & lowBits(B.Len)) << Pos;
    Pos += B.Len;
  }
  return Out;
}

static InstBits deposit(uint64_t V, ArrayRef<AGXBitRangeInfo> R) {
  InstBits Out = 0;
  unsigned Pos = 0;
  for (const AGXBitRangeInfo &B : R) {
    Out |= (InstBits(V >> Pos) & lowBits(B.Len)) << B.Start;
    Pos += B.Len;
  }
  return Out;
}

static InstBits rangeMask(ArrayRef<AGXBitRangeInfo> R) {
  InstBits M = 0;
  for (const AGXBitRangeInfo &B : R)
    M |= lowBits(B.Len) << B.Start;
  return M;
}

static unsigned rangeWidth(ArrayRef<AGXBitRangeInfo> R) {
  unsigned W = 0;
  for (const AGXBitRangeInfo &B : R)
    W += B.Len;
  return W;
}

static int64_t signExtend(uint64_t V, unsigned Width) {
  if (Width == 0 || Width >= 64)
    return int64_t(V);
  return int64_t(V << (64 - Width)) >> (64 - Width);
}

static uint64_t caseImmMask(const AGXCaseInfo &C) {
  return uint64_t(rangeMask(immRanges(C)));
}

//===----------------------------------------------------------------------===//
// Operand fields
//===----------------------------------------------------------------------===//

int ISA::matchCase(unsigned Encoding, uint64_t FieldValue) {
  ArrayRef<AGXCaseInfo> Cs = cases(Encoding);
  for (unsigned I = 0; I != Cs.size(); ++I)
    if ((FieldValue & Cs[I].Mask) == Cs[I].Value)
      return I;
  return -1;
}

bool ISA::describe(unsigned Encoding, unsigned CaseIndex, uint64_t FieldValue,
                   OperandDesc &D) {
  const AGXCaseInfo &C = cases(Encoding)[CaseIndex];
  D = OperandDesc();
  D.Kind = ImmKind(C.ImmKind);
  if (D.Kind != ImmNone) {
    uint64_t Raw = extract(FieldValue, immRanges(C));
    D.Base = C.ImmSigned ? signExtend(Raw, rangeWidth(immRanges(C)))
                         : int64_t(Raw << C.ImmShift);
  }
  // Modifiers in order (later ones win), then the properties.
  int64_t Mods[11];
  bool Has[11] = {};
  for (const AGXCaseModInfo &M : caseMods(C)) {
    Mods[M.Name] = extract(FieldValue, ranges(M.FirstRange, M.NumRanges));
    Has[M.Name] = true;
  }
  auto Prop = [&](uint8_t P, ModName N) {
    if (P != NoProp) {
      Mods[N] = P;
      Has[N] = true;
    }
  };
  Prop(C.PropSize32, ModSize32);
  Prop(C.PropSize64, ModSize64);
  Prop(C.PropCount, ModCount);

  D.Count = Has[ModCount] ? unsigned(Mods[ModCount]) : 1;
  if (D.Count == 0)
    D.Count = 4;
  if (Has[ModMask])
    D.Count = llvm::popcount(uint64_t(Mods[ModMask]));
  D.SX = Has[ModSX] && Mods[ModSX];
  if (Has[ModZX])
    D.SX = !Mods[ModZX];
  D.Abs = Has[ModAbs] && Mods[ModAbs];
  D.Neg = Has[ModNeg] && Mods[ModNeg];
  D.Size = Has[ModSize64] && Mods[ModSize64]   ? 64
           : Has[ModSize32] && Mods[ModSize32] ? 32
                                               : 16;
  D.Cache = Has[ModCache] && Mods[ModCache];
  if (Has[ModHint]) {
    if (Mods[ModHint] == 3)
      D.Discard = true;
    else if (Mods[ModHint] == 2)
      D.Cache = true;
    else if (Mods[ModHint] != 1)
      return false; // Mesa asserts: hint 0 is not an encoding.
  }
  if (D.Cache && D.Discard)
    return false;
  switch (D.Kind) {
  case ImmCF:
  case ImmTS:
  case ImmSS:
    return D.Count == 1;
  case ImmReg:
  case ImmUniform:
    // An empty vector (write mask "none") would print as an empty operand,
    // which no assembler reads back: such bytes are not an instruction.
    return D.Count != 0 && (D.Size == 16 || (D.Base & 1) == 0);
  default:
    return true;
  }
}

std::string ISA::operandText(const OperandDesc &D) {
  std::string Suffixes;
  if (D.Abs)
    Suffixes += ".abs";
  if (D.Neg)
    Suffixes += ".neg";
  if (D.SX)
    Suffixes += ".sx";
  switch (D.Kind) {
  case ImmNone:
    return "";
  case ImmCF:
    return "cf" + std::to_string(D.Base) + Suffixes;
  case ImmTS:
    return "ts" + std::to_string(D.Base) + Suffixes;
  case ImmSS:
    return "ss" + std::to_string(D.Base) + Suffixes;
  case ImmFloat:
    return floatImmediateString(unsigned(D.Base)).str() + Suffixes;
  case ImmInt:
    return std::to_string(D.Base) + Suffixes;
  case ImmReg:
  case ImmUniform:
    break;
  }
  std::string S = D.Discard ? "^" : D.Cache ? "$" : "";
  char Prefix = D.Kind == ImmReg ? 'r' : 'u';
  for (unsigned I = 0; I != D.Count; ++I) {
    int64_t Reg = D.Base + I * (D.Size / 16);
    if (I)
      S += '_';
    if (D.Size == 16) {
      S += Prefix;
      S += std::to_string(Reg >> 1);
      S += (Reg & 1) ? 'h' : 'l';
    } else {
      if (D.Size == 64)
        S += 'd';
      S += Prefix;
      S += std::to_string(Reg >> 1);
    }
  }
  return S + Suffixes;
}

/// Whether two descriptions are the same operand: what operandText() shows
/// of them is equal (an immediate has no size or count, and nothing of an
/// absent operand shows).
static bool sameOperand(const OperandDesc &A, const OperandDesc &B) {
  if (A.Kind != B.Kind)
    return false;
  if (A.Kind == ImmNone)
    return true;
  if (A.Base != B.Base || A.Abs != B.Abs || A.Neg != B.Neg || A.SX != B.SX)
    return false;
  if (A.Kind != ImmReg && A.Kind != ImmUniform)
    return true;
  return A.Size == B.Size && A.Count == B.Count && A.Cache == B.Cache &&
         A.Discard == B.Discard;
}

/// The raw bits of case C's immediate for the value V that describe()
/// gives back (unsigned immediates are stored shifted right); false if the
/// case cannot hold V.
static bool rawImmediate(const AGXCaseInfo &C, int64_t V, uint64_t &Raw) {
  unsigned IW = rangeWidth(immRanges(C));
  uint64_t IMask = IW >= 64 ? ~uint64_t(0) : (uint64_t(1) << IW) - 1;
  if (C.ImmSigned) {
    if (signExtend(uint64_t(V) & IMask, IW) != V)
      return false;
    Raw = uint64_t(V) & IMask;
    return true;
  }
  uint64_t U = uint64_t(V);
  if (V < 0 || (U & ((uint64_t(1) << C.ImmShift) - 1)) ||
      ((U >> C.ImmShift) & ~IMask))
    return false;
  Raw = U >> C.ImmShift;
  return true;
}

/// Every value of an operand field of Encoding in case CI with immediate
/// bits Raw that describe() accepts and Accept takes, modifier bits from
/// none up (the assembler's order), each with the bits it needs: the case's
/// own, the immediate's and the modifiers'; the field's other bits are free
/// for fields that share them.
static void caseValues(unsigned Encoding, unsigned CI, uint64_t Raw,
                       function_ref<bool(const OperandDesc &)> Accept,
                       function_ref<void(uint64_t, uint64_t)> Add) {
  const AGXCaseInfo &C = cases(Encoding)[CI];
  uint64_t ImmBits = caseImmMask(C);
  uint64_t ModBits = 0;
  for (const AGXCaseModInfo &M : caseMods(C))
    ModBits |= uint64_t(rangeMask(ranges(M.FirstRange, M.NumRanges)));
  ModBits &= ~uint64_t(C.Mask) & ~ImmBits;
  if (llvm::popcount(ModBits) > 14)
    return;
  uint64_t Care = uint64_t(C.Mask) | ImmBits | ModBits;
  uint64_t Base = C.Value | uint64_t(deposit(Raw, immRanges(C)));
  uint64_t Sub = 0;
  do {
    uint64_t FV = Base | Sub;
    OperandDesc D;
    if (ISA::matchCase(Encoding, FV) == int(CI) &&
        ISA::describe(Encoding, CI, FV, D) && Accept(D))
      Add(FV, Care);
    Sub = (Sub - ModBits) & ModBits;
  } while (Sub != 0);
}

void ISA::operandEncodings(unsigned Encoding, const OperandDesc &D,
                           SmallVectorImpl<FieldChoice> &Choices) {
  ArrayRef<AGXCaseInfo> Cs = cases(Encoding);
  for (unsigned CI = 0; CI != Cs.size(); ++CI) {
    uint64_t Raw = 0;
    if (Cs[CI].ImmKind != D.Kind ||
        (D.Kind != ImmNone && !rawImmediate(Cs[CI], D.Base, Raw)))
      continue;
    caseValues(
        Encoding, CI, Raw,
        [&](const OperandDesc &Got) { return sameOperand(Got, D); },
        [&](uint64_t FV, uint64_t Care) { Choices.push_back({FV, Care}); });
  }
}

bool ISA::encodeImmediate(const AGXFieldInfo &F, int64_t V,
                          uint64_t &FieldValue) {
  unsigned W = rangeWidth(ranges(F));
  uint64_t Mask = W >= 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
  if (F.Kind == KindSigned ? signExtend(uint64_t(V) & Mask, W) != V
                           : (uint64_t(V) & ~Mask) != 0)
    return false;
  FieldValue = uint64_t(V) & Mask;
  return true;
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

ISA::ISA(const MCRegisterInfo &MRI) {
  const unsigned Classes[2][3] = {
      {GPR16RegClassID, GPR32RegClassID, GPR64RegClassID},
      {UGPR16RegClassID, UGPR32RegClassID, UGPR64RegClassID}};
  const unsigned Sizes[3] = {16, 32, 64};
  for (unsigned F = 0; F != 2; ++F)
    for (unsigned S = 0; S != 3; ++S) {
      const MCRegisterClass &RC = MRI.getRegClass(Classes[F][S]);
      for (unsigned I = 0; I != RC.getNumRegs(); ++I) {
        MCRegister R = RC.getRegister(I);
        Regs[F][S].push_back(R);
        unsigned Half = S == 0 ? I : 2 * I;
        RegMap[R.id()] = RegInfo{F ? 'u' : 'r', uint8_t(Sizes[S]), uint16_t(Half)};
      }
    }
}

MCRegister ISA::reg(char File, unsigned Size, unsigned Half) const {
  unsigned F = File == 'u' ? 1 : 0;
  unsigned S = Size == 64 ? 2 : Size == 32 ? 1 : 0;
  unsigned Index = S == 0 ? Half : Half / 2;
  if ((S != 0 && (Half & 1)) || Index >= Regs[F][S].size())
    return MCRegister();
  return Regs[F][S][Index];
}

bool ISA::fieldToOperands(unsigned Encoding, uint64_t FieldValue,
                          MCInst &MI) const {
  int CI = matchCase(Encoding, FieldValue);
  if (CI < 0)
    return false;
  OperandDesc D;
  if (!describe(Encoding, CI, FieldValue, D))
    return false;
  const AGXCaseInfo &C = cases(Encoding)[CI];
  uint64_t Bits = (FieldValue & ~caseImmMask(C)) | (uint64_t(CI + 1) << 32);
  switch (D.Kind) {
  case ImmReg:
  case ImmUniform: {
    MCRegister R = reg(D.Kind == ImmReg ? 'r' : 'u', D.Size, unsigned(D.Base));
    if (!R)
      return false; // Beyond the register file.
    MI.addOperand(MCOperand::createReg(R));
    break;
  }
  default:
    MI.addOperand(MCOperand::createImm(D.Base));
    break;
  }
  MI.addOperand(MCOperand::createImm(int64_t(Bits)));
  return true;
}

bool ISA::operandsToField(unsigned Encoding, const MCOperand &Value,
                          const MCOperand &Bits, uint64_t &FieldValue) const {
  if (!Bits.isImm())
    return false;
  uint64_t B = uint64_t(Bits.getImm());
  uint64_t CI = B >> 32;
  ArrayRef<AGXCaseInfo> Cs = cases(Encoding);
  if (CI == 0 || CI > Cs.size())
    return false;
  const AGXCaseInfo &C = Cs[CI - 1];
  uint64_t ImmMask = caseImmMask(C);
  uint64_t Raw = 0;
  unsigned Width = rangeWidth(immRanges(C));
  if (C.ImmKind == ImmReg || C.ImmKind == ImmUniform) {
    if (!Value.isReg())
      return false;
    auto It = RegMap.find(Value.getReg().id());
    if (It == RegMap.end() ||
        It->second.File != (C.ImmKind == ImmReg ? 'r' : 'u'))
      return false;
    Raw = It->second.Half;
  } else if (C.ImmKind != ImmNone) {
    if (!Value.isImm())
      return false;
    Raw = uint64_t(Value.getImm());
  }
  if (C.ImmKind != ImmNone) {
    if (Raw & ((uint64_t(1) << C.ImmShift) - 1))
      return false;
    Raw >>= C.ImmShift;
    uint64_t WidthMask = Width >= 64 ? ~uint64_t(0) : (uint64_t(1) << Width) - 1;
    if (C.ImmSigned) {
      int64_t S = int64_t(Raw);
      if (signExtend(uint64_t(S) & WidthMask, Width) != S)
        return false;
    } else if (Raw & ~WidthMask) {
      return false;
    }
    Raw &= WidthMask;
  }
  FieldValue = (B & 0xFFFFFFFFu & ~ImmMask) | uint64_t(deposit(Raw, immRanges(C)));
  return true;
}

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//

static uint64_t immediateOperand(const AGXFieldInfo &F, uint64_t Raw) {
  if (F.Kind == KindSigned)
    return uint64_t(signExtend(Raw, rangeWidth(ranges(F))));
  return Raw;
}

bool ISA::decode(ArrayRef<uint8_t> Bytes, MCInst &MI, uint64_t &Size) const {
  InstBits Raw = 0;
  for (unsigned I = 0, E = std::min<size_t>(Bytes.size(), 16); I != E; ++I)
    Raw |= InstBits(Bytes[I]) << (8 * I);
  Size = 2;
  for (const AGXVariantInfo &V : variants()) {
    InstBits R = Raw & lowBits(8 * V.Length);
    if ((R & variantMask(V)) != variantValue(V))
      continue;
    // The first match decides, as in Mesa: bytes it cannot decode are
    // invalid even if a later instruction would match them.
    if (V.Length > Bytes.size() || (R & ~variantOwned(V)))
      return false;
    MI.clear();
    MI.setOpcode(V.Opcode);
    for (const AGXFieldInfo &F : fields(V)) {
      uint64_t FV = extract(R, ranges(F));
      if (F.Role == RoleDest || F.Role == RoleSrc) {
        if (!fieldToOperands(F.Kind, FV, MI))
          return false;
      } else {
        MI.addOperand(MCOperand::createImm(int64_t(immediateOperand(F, FV))));
      }
    }
    Size = V.Length;
    return true;
  }
  return false;
}

bool ISA::decodeFields(ArrayRef<uint8_t> Bytes, DecodedInst &D) const {
  MCInst MI;
  uint64_t Size;
  if (!decode(Bytes, MI, Size))
    return false;
  const AGXVariantInfo *V = variantForOpcode(MI.getOpcode());
  InstBits Raw = 0;
  for (unsigned I = 0; I != Size; ++I)
    Raw |= InstBits(Bytes[I]) << (8 * I);
  D = DecodedInst();
  D.Variant = V;
  D.Size = unsigned(Size);
  for (const AGXFieldInfo &F : fields(*V)) {
    uint64_t FV = extract(Raw, ranges(F));
    if (F.Role == RoleDest || F.Role == RoleSrc) {
      int Case = matchCase(F.Kind, FV);
      DecodedInst::Operand Op{F.Role == RoleDest, OperandDesc()};
      // decode() accepted the instruction, so every operand describes.
      if (Case < 0 || !describe(F.Kind, unsigned(Case), FV, Op.Desc))
        return false;
      D.Operands.push_back(Op);
    } else {
      D.Imms.push_back({F.Name, int64_t(immediateOperand(F, FV))});
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Encoding
//===----------------------------------------------------------------------===//

bool ISA::fieldValues(const MCInst &MI, const AGXVariantInfo &V,
                      SmallVectorImpl<uint64_t> &Values) const {
  if (MI.getNumOperands() != numMCOperands(V))
    return false;
  unsigned Op = 0;
  for (const AGXFieldInfo &F : fields(V)) {
    uint64_t FV;
    if (F.Role == RoleDest || F.Role == RoleSrc) {
      if (!operandsToField(F.Kind, MI.getOperand(Op), MI.getOperand(Op + 1), FV))
        return false;
      Op += 2;
    } else {
      const MCOperand &MO = MI.getOperand(Op++);
      if (!MO.isImm() || !encodeImmediate(F, MO.getImm(), FV))
        return false;
    }
    Values.push_back(FV);
  }
  return true;
}

Expected<InstBits> ISA::encodeLong(const MCInst &MI) const {
  const AGXVariantInfo *V = variantForOpcode(MI.getOpcode());
  if (!V)
    return createStringError("not an Apple GPU instruction (opcode %u)",
                             MI.getOpcode());
  const AGXVariantInfo &L = longForm(*V);
  SmallVector<uint64_t, 8> Values;
  if (!fieldValues(MI, L, Values))
    return createStringError("malformed operands for '%s'", L.Name);
  InstBits Bits = variantValue(L), Known = variantMask(L);
  ArrayRef<AGXFieldInfo> Fs = fields(L);
  for (unsigned I = 0; I != Fs.size(); ++I) {
    InstBits M = rangeMask(ranges(Fs[I]));
    InstBits B = deposit(Values[I], ranges(Fs[I]));
    if ((Known & M) & (Bits ^ B))
      return createStringError("operands of '%s' disagree on a shared bit",
                               L.Name);
    Bits |= B;
    Known |= M;
  }
  return Bits;
}

namespace {
/// Chooses a value for each field, in order, so that fields that share a
/// bit agree and the bits read back as the variant with the wanted
/// operands: the assembler's search (Matcher) over values instead of text.
struct FieldSearch {
  const ISA &Model;
  const AGXVariantInfo &V;
  ArrayRef<AGXFieldInfo> Fields;
  ArrayRef<ISA::FieldArg> Args;
  ArrayRef<SmallVector<ISA::FieldChoice, 4>> Choices;
  MCInst &Out;

  bool run(unsigned I, InstBits Bits, InstBits Known) {
    if (I == Fields.size())
      return finish(Bits);
    for (const ISA::FieldChoice &C : Choices[I]) {
      InstBits B = deposit(C.Value, ranges(Fields[I]));
      InstBits M = deposit(C.Care, ranges(Fields[I]));
      if ((Known & M) & (Bits ^ B))
        continue;
      if (run(I + 1, Bits | B, Known | M))
        return true;
    }
    return false;
  }

  /// The bits decode as V (decode() takes the first variant that matches)
  /// and every field holds what was asked.
  bool finish(InstBits Bits) {
    uint8_t Bytes[16] = {};
    for (unsigned I = 0; I != V.Length; ++I)
      Bytes[I] = uint8_t(Bits >> (8 * I));
    uint64_t Size;
    if (!Model.decode(ArrayRef(Bytes, V.Length), Out, Size) ||
        Out.getOpcode() != V.Opcode)
      return false;
    for (unsigned I = 0; I != Fields.size(); ++I) {
      const AGXFieldInfo &F = Fields[I];
      uint64_t FV = extract(Bits, ranges(F));
      if (Args[I].Kind == ISA::FieldArg::Bits) {
        if (FV != uint64_t(Args[I].Value))
          return false;
        continue;
      }
      if (Args[I].Kind == ISA::FieldArg::Immediate) {
        if (int64_t(immediateOperand(F, FV)) != Args[I].Value)
          return false;
        continue;
      }
      OperandDesc D;
      int CI = ISA::matchCase(F.Kind, FV);
      if (CI < 0 || !ISA::describe(F.Kind, CI, FV, D) ||
          !sameOperand(D, Args[I].Desc))
        return false;
    }
    return true;
  }
};
} // namespace

bool ISA::build(const AGXVariantInfo &V, ArrayRef<FieldArg> Args,
                MCInst &MI) const {
  ArrayRef<AGXFieldInfo> Fs = fields(V);
  if (Args.size() != Fs.size())
    return false;
  SmallVector<SmallVector<FieldChoice, 4>, 8> Choices(Fs.size());
  for (unsigned I = 0; I != Fs.size(); ++I) {
    const AGXFieldInfo &F = Fs[I];
    bool IsOperand = F.Role == RoleDest || F.Role == RoleSrc;
    uint64_t FV;
    switch (Args[I].Kind) {
    case FieldArg::Operand:
      if (IsOperand)
        operandEncodings(F.Kind, Args[I].Desc, Choices[I]);
      break;
    case FieldArg::Immediate:
      if (!IsOperand && encodeImmediate(F, Args[I].Value, FV))
        Choices[I].push_back({FV, ~uint64_t(0)});
      break;
    case FieldArg::Bits: {
      unsigned W = rangeWidth(ranges(F));
      FV = uint64_t(Args[I].Value);
      if (W >= 64 || (FV >> W) == 0)
        Choices[I].push_back({FV, ~uint64_t(0)});
      break;
    }
    }
    if (Choices[I].empty())
      return false;
  }
  FieldSearch Search{*this, V, Fs, Args, Choices, MI};
  return Search.run(0, variantValue(V), variantMask(V));
}

Error ISA::encode(const MCInst &MI, SmallVectorImpl<uint8_t> &Bytes) const {
  Expected<InstBits> Long = encodeLong(MI);
  if (!Long)
    return Long.takeError();
  const AGXVariantInfo &L = longForm(*variantForOpcode(MI.getOpcode()));
  InstBits Bits = *Long;
  unsigned Length = L.Length;
  if (const AGXVariantInfo *S = shortForm(L)) {
    InstBits Short = Bits & ~(InstBits(1) << L.LengthBit);
    if (!L.AlwaysLong && (Short & ~lowBits(8 * S->Length)) == 0) {
      Bits = Short;
      Length = S->Length;
    }
  }
  for (unsigned I = 0; I != Length; ++I)
    Bytes.push_back(uint8_t(Bits >> (8 * I)));
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static std::string enumText(unsigned Enum, uint64_t V, bool &Present) {
  Present = true;
  for (const AGXEnumValueInfo &E : enumValues(Enum))
    if (E.Value == V) {
      Present = !E.IsDefault && *E.Name;
      return Present ? E.Name : "";
    }
  return "unk" + std::to_string(V);
}

std::string ISA::itemText(const AGXFieldInfo &F, uint64_t FieldValue,
                          bool &Present) const {
  Present = true;
  switch (F.Role) {
  case RoleDest:
  case RoleSrc: {
    int CI = matchCase(F.Kind, FieldValue);
    OperandDesc D;
    if (CI >= 0 && describe(F.Kind, CI, FieldValue, D) && D.Kind != ImmNone)
      return operandText(D);
    Present = F.Role == RoleDest;
    return Present ? "_" : "";
  }
  case RoleImm:
    if (F.Kind == KindSigned)
      return std::to_string(signExtend(FieldValue, rangeWidth(ranges(F))));
    if (F.Kind == KindInt)
      return std::to_string(FieldValue);
    return enumText(F.Kind, FieldValue, Present);
  default:
    if (F.Kind == KindInt) {
      Present = FieldValue != 0;
      return Present ? F.Display : "";
    }
    return enumText(F.Kind, FieldValue, Present);
  }
}

Error ISA::printOperands(const MCInst &MI,
                         SmallVectorImpl<std::string> &Items) const {
  const AGXVariantInfo *V = variantForOpcode(MI.getOpcode());
  SmallVector<uint64_t, 8> Values;
  if (!V || !fieldValues(MI, *V, Values))
    return createStringError("malformed Apple GPU instruction");
  ArrayRef<AGXFieldInfo> Fs = fields(*V);
  for (unsigned I = 0; I != Fs.size(); ++I) {
    bool Present;
    std::string T = itemText(Fs[I], Values[I], Present);
    if (Present)
      Items.push_back(std::move(T));
  }
  return Error::success();
}

void ISA::print(const MCInst &MI, raw_ostream &OS) const {
  const AGXVariantInfo *V = variantForOpcode(MI.getOpcode());
  SmallVector<std::string, 8> Items;
  if (!V) {
    OS << "<unknown>";
    return;
  }
  if (Error E = printOperands(MI, Items)) {
    consumeError(std::move(E));
    OS << "<invalid " << V->Name << ">";
    return;
  }
  std::string Text = V->Mnemonic;
  if (!Items.empty()) {
    if (Text.size() < 8)
      Text.resize(8, ' ');
    Text += ' ';
    Text += join(Items, ", ");
  }
  OS << Text;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

bool ISA::isMnemonic(StringRef Mnemonic) const {
  return any_of(variants(), [&](const AGXVariantInfo &V) {
    return Mnemonic == V.Mnemonic;
  });
}

namespace {

/// An operand item split into hint prefix, core and suffixes.
struct Item {
  std::string Canonical; // the text the printer would produce
  StringRef Core;        // without hint prefix and suffixes
};

bool parseInteger(StringRef S, int64_t &V) {
  bool Neg = S.consume_front("-");
  uint64_t U;
  if (S.empty() || S.getAsInteger(0, U))
    return false;
  if (Neg) {
    if (U > uint64_t(INT64_MAX) + 1)
      return false;
    V = int64_t(0 - U);
  } else {
    if (U > uint64_t(INT64_MAX))
      return false;
    V = int64_t(U);
  }
  return true;
}

bool parseFloatImm(StringRef S, unsigned &Index) {
  if (S.empty() || (!isDigit(S.back()) && S.back() != '.'))
    return false;
  std::string Str = S.str();
  char *End = nullptr;
  double D = std::strtod(Str.c_str(), &End);
  if (End != Str.c_str() + Str.size())
    return false;
  bool Neg = std::signbit(D);
  for (unsigned I = 0; I != 256; ++I) {
    StringRef T = floatImmediateString(I);
    if (std::strtod(T.str().c_str(), nullptr) == D && T.starts_with("-") == Neg) {
      Index = I;
      return true;
    }
  }
  return false;
}

Item splitItem(StringRef Text) {
  Item It;
  Text = Text.trim();
  // Collapse inner whitespace ("lsl  2" is "lsl 2").
  std::string Collapsed;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (isSpace(Text[I])) {
      while (I + 1 < Text.size() && isSpace(Text[I + 1]))
        ++I;
      Collapsed += ' ';
    } else {
      Collapsed += Text[I];
    }
  }
  StringRef S = Collapsed;
  StringRef Prefix;
  if (S.starts_with("^") || S.starts_with("$")) {
    Prefix = S.take_front(1);
    S = S.drop_front(1);
  }
  StringRef Suffixes = S;
  while (S.ends_with(".abs") || S.ends_with(".neg") || S.ends_with(".sx"))
    S = S.drop_back(S.ends_with(".sx") ? 3 : 4);
  Suffixes = Suffixes.drop_front(S.size());
  std::string Core = S.str();
  int64_t V;
  unsigned F;
  if (parseInteger(S, V))
    Core = std::to_string(V);
  else if (parseFloatImm(S, F))
    Core = floatImmediateString(F).str();
  It.Canonical = (Prefix + Core + Suffixes).str();
  return It;
}

/// A constraint on instruction bits: Mask's bits must equal Value's.
struct Constraint {
  InstBits Value = 0, Mask = 0;
};

struct RegToken {
  char File;
  unsigned Size;
  unsigned Half;
};

bool parseRegToken(StringRef S, RegToken &R) {
  // The first element of a register or vector: [d](r|u)N[l|h].
  size_t Us = S.find('_');
  StringRef First = S.take_front(Us);
  bool Wide = First.consume_front("d");
  if (First.empty() || (First[0] != 'r' && First[0] != 'u'))
    return false;
  R.File = First[0];
  First = First.drop_front();
  char Part = 0;
  if (!First.empty() && (First.back() == 'l' || First.back() == 'h')) {
    if (Wide)
      return false;
    Part = First.back();
    First = First.drop_back();
  }
  unsigned N;
  if (First.empty() || !all_of(First, isDigit) || First.getAsInteger(10, N) ||
      N > 65535)
    return false;
  R.Size = Wide ? 64 : Part ? 16 : 32;
  R.Half = 2 * N + (Part == 'h');
  return true;
}

} // namespace

namespace llvm {
namespace AppleGPU {

/// Backtracking matcher of operand items against one instruction's fields.
class Matcher {
public:
  Matcher(const ISA &Model, const AGXVariantInfo &V, ArrayRef<Item> Items,
          StringRef Mnemonic)
      : Model(Model), V(V), Fields(fields(V)), Items(Items),
        Mnemonic(Mnemonic) {}

  bool run(MCInst &MI) {
    Constraint Start{variantValue(V), variantMask(V)};
    Out = &MI;
    return match(0, 0, Start);
  }
  unsigned Furthest = 0;

private:
  const ISA &Model;
  const AGXVariantInfo &V;
  ArrayRef<AGXFieldInfo> Fields;
  ArrayRef<Item> Items;
  StringRef Mnemonic;
  MCInst *Out = nullptr;
  std::map<std::pair<unsigned, int>, std::vector<Constraint>> Memo;

  static bool combine(const Constraint &A, const Constraint &B, Constraint &C) {
    if ((A.Mask & B.Mask) & (A.Value ^ B.Value))
      return false;
    C.Value = A.Value | B.Value;
    C.Mask = A.Mask | B.Mask;
    return true;
  }

  Constraint fieldConstraint(const AGXFieldInfo &F, uint64_t FV,
                             uint64_t Care) const {
    return Constraint{deposit(FV, ranges(F)), deposit(Care, ranges(F))};
  }

  /// Alternatives for field FI given item II, or for the field omitted
  /// (II = -1).
  const std::vector<Constraint> &alternatives(unsigned FI, int II) {
    auto Key = std::make_pair(FI, II);
    auto It = Memo.find(Key);
    if (It != Memo.end())
      return It->second;
    std::vector<Constraint> &Alts = Memo[Key];
    const AGXFieldInfo &F = Fields[FI];
    if (II < 0 && F.Role == RoleDest)
      return Alts; // Destinations always print, "_" when they have no value.
    std::string Want = II >= 0 ? Items[II].Canonical : "";
    StringRef Core = Want;
    if (Core.starts_with("^") || Core.starts_with("$"))
      Core = Core.drop_front();
    while (Core.ends_with(".abs") || Core.ends_with(".neg") ||
           Core.ends_with(".sx"))
      Core = Core.drop_back(Core.ends_with(".sx") ? 3 : 4);
    unsigned Width = rangeWidth(ranges(F));
    uint64_t FieldMask = Width >= 64 ? ~uint64_t(0) : (uint64_t(1) << Width) - 1;

    if (F.Role == RoleDest || F.Role == RoleSrc) {
      ArrayRef<AGXCaseInfo> Cs = cases(F.Kind);
      for (unsigned CI = 0; CI != Cs.size(); ++CI) {
        const AGXCaseInfo &C = Cs[CI];
        // The immediate's raw value, from the item's core.
        SmallVector<uint64_t, 2> Raws;
        auto AddRaw = [&](int64_t V) {
          uint64_t Raw;
          if (rawImmediate(C, V, Raw))
            Raws.push_back(Raw);
        };
        switch (C.ImmKind) {
        case ImmNone:
          if (II < 0 || (F.Role == RoleDest && Want == "_"))
            Raws.push_back(0);
          break;
        case ImmReg:
        case ImmUniform: {
          RegToken R;
          if (II >= 0 && parseRegToken(Core, R) &&
              R.File == (C.ImmKind == ImmReg ? 'r' : 'u'))
            AddRaw(R.Half);
          break;
        }
        case ImmInt: {
          int64_t V;
          if (II >= 0 && parseInteger(Core, V))
            AddRaw(V);
          break;
        }
        case ImmFloat: {
          unsigned FI2;
          if (II >= 0 && parseFloatImm(Core, FI2))
            AddRaw(FI2);
          break;
        }
        case ImmCF:
        case ImmTS:
        case ImmSS: {
          StringRef P = C.ImmKind == ImmCF ? "cf" : C.ImmKind == ImmTS ? "ts" : "ss";
          StringRef N = Core;
          uint64_t V;
          if (II >= 0 && N.consume_front(P) && !N.empty() &&
              all_of(N, isDigit) && !N.getAsInteger(10, V))
            AddRaw(int64_t(V));
          break;
        }
        }
        for (uint64_t Raw : Raws)
          caseValues(
              F.Kind, CI, Raw,
              [&](const OperandDesc &D) {
                std::string T = ISA::operandText(D);
                return II >= 0 ? (T.empty() ? (F.Role == RoleDest && Want == "_")
                                            : T == Want)
                               : T.empty();
              },
              [&](uint64_t FV, uint64_t Care) {
                Alts.push_back(fieldConstraint(F, FV, Care & FieldMask));
              });
      }
      return Alts;
    }

    // Immediates and modifiers.
    auto Add = [&](uint64_t V) {
      if ((V & ~FieldMask) == 0)
        Alts.push_back(fieldConstraint(F, V, FieldMask));
    };
    bool IsEnum = F.Kind != KindInt && F.Kind != KindSigned;
    if (IsEnum) {
      for (const AGXEnumValueInfo &E : enumValues(F.Kind)) {
        bool Printed = !E.IsDefault && *E.Name;
        if (II < 0 ? !Printed : (Printed && Want == E.Name))
          Add(E.Value);
      }
      StringRef U = Core;
      uint64_t N;
      if (II >= 0 && U.consume_front("unk") && !U.empty() &&
          all_of(U, isDigit) && !U.getAsInteger(10, N) &&
          none_of(enumValues(F.Kind),
                  [&](const AGXEnumValueInfo &E) { return E.Value == N; }))
        Add(N);
      return Alts;
    }
    if (F.Role == RoleMod) { // one-bit flag
      if (II < 0)
        Add(0);
      else if (Want == F.Display)
        Add(1);
      return Alts;
    }
    int64_t V;
    if (II < 0 || !parseInteger(Want, V))
      return Alts;
    if (F.Kind == KindSigned) {
      if (signExtend(uint64_t(V) & FieldMask, Width) == V)
        Add(uint64_t(V) & FieldMask);
    } else if (V >= 0) {
      Add(uint64_t(V));
    }
    return Alts;
  }

  bool match(unsigned FI, unsigned II, const Constraint &Acc) {
    Furthest = std::max(Furthest, II);
    if (FI == Fields.size())
      return II == Items.size() && finish(Acc);
    // The field present, consuming item II.
    if (II < Items.size())
      for (const Constraint &C : alternatives(FI, int(II))) {
        Constraint Next;
        if (combine(Acc, C, Next) && match(FI + 1, II + 1, Next))
          return true;
      }
    // The field omitted.
    for (const Constraint &C : alternatives(FI, -1)) {
      Constraint Next;
      if (combine(Acc, C, Next) && match(FI + 1, II, Next))
        return true;
    }
    return false;
  }

  /// Decodes the assembled bits and checks they print as the items.
  bool finish(const Constraint &Acc) {
    uint8_t Bytes[16] = {};
    for (unsigned I = 0; I != V.Length; ++I)
      Bytes[I] = uint8_t(Acc.Value >> (8 * I));
    MCInst MI;
    uint64_t Size;
    if (!Model.decode(ArrayRef(Bytes, V.Length), MI, Size) || Size != V.Length)
      return false;
    const AGXVariantInfo *D = variantForOpcode(MI.getOpcode());
    if (!D || Mnemonic != D->Mnemonic)
      return false;
    SmallVector<std::string, 8> Printed;
    if (Error E = Model.printOperands(MI, Printed)) {
      consumeError(std::move(E));
      return false;
    }
    if (Printed.size() != Items.size())
      return false;
    for (unsigned I = 0; I != Items.size(); ++I)
      if (Printed[I] != Items[I].Canonical)
        return false;
    *Out = MI;
    return true;
  }
};

} // namespace AppleGPU
} // namespace llvm

bool ISA::parse(StringRef Mnemonic, ArrayRef<StringRef> ItemTexts, MCInst &MI,
                ParseFailure &Failure) const {
  SmallVector<Item, 8> Items;
  for (StringRef T : ItemTexts)
    Items.push_back(splitItem(T));
  bool Known = false;
  Failure = ParseFailure();
  for (const AGXVariantInfo &V : variants()) {
    if (Mnemonic != V.Mnemonic || &longForm(V) != &V)
      continue;
    Known = true;
    Matcher M(*this, V, Items, Mnemonic);
    if (M.run(MI))
      return true;
    Failure.Item = std::max(Failure.Item, M.Furthest);
  }
  if (!Known) {
    Failure.Message = "unknown instruction '" + Mnemonic.str() + "'";
    Failure.Item = 0;
    return false;
  }
  if (Failure.Item < Items.size())
    Failure.Message = "invalid operand '" + ItemTexts[Failure.Item].trim().str() +
                      "' for '" + Mnemonic.str() + "'";
  else
    Failure.Message = "invalid operands for '" + Mnemonic.str() + "'";
  return false;
}
