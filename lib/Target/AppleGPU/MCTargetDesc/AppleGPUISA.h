//===- AppleGPUISA.h - The table-driven G13 instruction model --*- C++ -*-===//
//
// The one model of the G13 encoding that the disassembler, the instruction
// printer, the code emitter and the assembly parser share. It interprets the
// tables that TableGen generates from AppleGPUInstructions.td (itself made
// from Mesa's AGX2.xml) with the semantics of Mesa's reference model
// (src/asahi/isa/isa.py, test/disasm.py). docs/applegpu-isa.md describes it.
//
// MC operands: each XML destination or source is two MCOperands, its value
// (a register, or an immediate for immediate/float/cf/ts/ss cases, 0 when
// the case has none) and its "bits": the operand field with the value's bits
// cleared, plus (case index + 1) << 32. Each XML immediate and each printed
// modifier is one immediate MCOperand (sign-extended for signed fields).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUISA_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUISA_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCRegister.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace llvm {
class MCInst;
class MCOperand;
class MCRegisterInfo;
class raw_ostream;

namespace AppleGPU {

/// Instruction bits (at most 12 bytes), bit i of the instruction stream at
/// bit i: byte 0 is bits 0-7.
using InstBits = unsigned __int128;

// Rows of the generated tables; member order follows the GenericTable
// Fields lists in AppleGPUInstrFormats.td.
struct AGXVariantInfo {
  uint16_t Order;
  unsigned Opcode;
  uint16_t XmlIndex;
  const char *Name;
  const char *Mnemonic;
  const char *Form;
  uint8_t Length;
  uint8_t LengthBit;
  bool AlwaysLong;
  uint32_t Mask0, Mask1, Mask2;
  uint32_t Value0, Value1, Value2;
  uint32_t Owned0, Owned1, Owned2;
  uint16_t FirstField;
  uint8_t NumFields;
};

struct AGXFieldInfo {
  uint16_t Index;
  uint8_t Role;
  uint8_t Kind;
  uint16_t FirstRange;
  uint8_t NumRanges;
  const char *Name;
  const char *Display;
};

struct AGXEncodingInfo {
  uint16_t Index;
  const char *Name;
  uint8_t FirstCase;
  uint8_t NumCases;
};

struct AGXCaseInfo {
  uint16_t Index;
  uint8_t Encoding;
  uint32_t Mask;
  uint32_t Value;
  uint8_t ImmKind;
  bool ImmSigned;
  uint16_t ImmFirstRange;
  uint8_t ImmNumRanges;
  uint8_t ImmShift;
  uint8_t PropSize32;
  uint8_t PropSize64;
  uint8_t PropCount;
  uint8_t FirstMod;
  uint8_t NumMods;
};

struct AGXCaseModInfo {
  uint16_t Index;
  uint8_t Name;
  uint16_t FirstRange;
  uint8_t NumRanges;
};

struct AGXBitRangeInfo {
  uint16_t Index;
  uint8_t Start;
  uint8_t Len;
};

struct AGXEnumInfo {
  uint16_t Index;
  const char *Kind;
  uint16_t FirstValue;
  uint8_t NumValues;
};

struct AGXEnumValueInfo {
  uint16_t Index;
  uint8_t EnumIndex;
  uint8_t Value;
  const char *Name;
  bool IsDefault;
};

enum FieldRole : uint8_t { RoleDest = 0, RoleSrc = 1, RoleImm = 2, RoleMod = 3 };
enum ImmKind : uint8_t {
  ImmNone = 0, ImmReg, ImmUniform, ImmInt, ImmFloat, ImmCF, ImmTS, ImmSS
};
enum ModName : uint8_t {
  ModHint = 0, ModAbs, ModNeg, ModSX, ModZX, ModCache, ModLU, ModSize32,
  ModSize64, ModCount, ModMask
};
/// AGXFieldInfo::Kind of an immediate or modifier that is a plain integer.
constexpr uint8_t KindInt = 0xFF;
/// ... a signed integer.
constexpr uint8_t KindSigned = 0xFE;
/// AGXVariantInfo::LengthBit of a single-length instruction.
constexpr uint8_t NoLengthBit = 0xFF;
/// An absent property in AGXCaseInfo.
constexpr uint8_t NoProp = 0xFF;

ArrayRef<AGXVariantInfo> variants();
const AGXVariantInfo *variantForOpcode(unsigned Opcode);
ArrayRef<AGXFieldInfo> fields(const AGXVariantInfo &V);
ArrayRef<AGXCaseInfo> cases(unsigned Encoding);
const AGXEncodingInfo &encoding(unsigned Encoding);
/// The long form of V's instruction (V itself for single-length ones).
const AGXVariantInfo &longForm(const AGXVariantInfo &V);
/// The short form of V's instruction, if it has one that can be encoded.
const AGXVariantInfo *shortForm(const AGXVariantInfo &V);
InstBits variantMask(const AGXVariantInfo &V);
InstBits variantValue(const AGXVariantInfo &V);
InstBits variantOwned(const AGXVariantInfo &V);
/// The number of MC operands of V (two per destination and source).
unsigned numMCOperands(const AGXVariantInfo &V);
/// Python's str() of the 8-bit float immediate N ("0.25", "-0.0", "31.0").
StringRef floatImmediateString(unsigned N);

/// The name of a value of one of AGX2.xml's enumerations ("sr", "icond",
/// "fcond", ...), or an empty string.
StringRef enumValueName(StringRef Kind, uint64_t Value);

/// Mesa's operand description ("desc") of one operand field.
struct OperandDesc {
  ImmKind Kind = ImmNone;
  int64_t Base = 0;
  unsigned Size = 16;
  unsigned Count = 1;
  bool Cache = false, Discard = false;
  bool Abs = false, Neg = false, SX = false;
};

/// One instruction decoded at field level, for a simulator: each
/// destination and source as Mesa's operand description, each immediate and
/// modifier by its AGX2.xml name (signed fields sign-extended).
struct DecodedInst {
  const AGXVariantInfo *Variant = nullptr;
  unsigned Size = 0;
  struct Operand {
    bool IsDest;
    OperandDesc Desc;
  };
  SmallVector<Operand, 6> Operands;
  SmallVector<std::pair<StringRef, int64_t>, 8> Imms;

  /// The XML name ("fadd", "if_icmp", ...).
  StringRef name() const { return Variant->Name; }
  /// The immediate or modifier of this name, or Default.
  int64_t imm(StringRef Name, int64_t Default = 0) const {
    for (const auto &[N, V] : Imms)
      if (N == Name)
        return V;
    return Default;
  }
};

/// Why parse() failed: the item where matching got furthest (Items.size()
/// when every item matched but the operands did not make an instruction).
struct ParseFailure {
  unsigned Item = 0;
  std::string Message;
};

/// The G13 instruction model. Holds the register map of one MCRegisterInfo.
class ISA {
public:
  explicit ISA(const MCRegisterInfo &MRI);

  /// Decodes one instruction at the start of Bytes. On failure returns false
  /// with Size = 2, the unit Mesa's disassembler skips.
  bool decode(ArrayRef<uint8_t> Bytes, MCInst &MI, uint64_t &Size) const;

  /// Decodes one instruction at the start of Bytes at field level (what
  /// decode() accepts, and nothing else).
  bool decodeFields(ArrayRef<uint8_t> Bytes, DecodedInst &D) const;

  /// The bits of MI's instruction in its long (or only) form.
  Expected<InstBits> encodeLong(const MCInst &MI) const;
  /// The canonical encoding of MI (docs/applegpu-isa.md, "Canonical form"):
  /// the shortest form that holds the operands, except for the instructions
  /// Mesa's packer always emits long.
  Error encode(const MCInst &MI, SmallVectorImpl<uint8_t> &Bytes) const;

  /// Mesa's disassembly syntax: the mnemonic padded to 8 columns, a space,
  /// then the operands separated by ", ".
  void print(const MCInst &MI, raw_ostream &OS) const;
  /// The printed operands of MI, one string each.
  Error printOperands(const MCInst &MI, SmallVectorImpl<std::string> &Items) const;

  /// Assembles one instruction from its mnemonic and operand items (the
  /// text between commas). The result is the long form; encode() chooses
  /// the canonical length.
  bool parse(StringRef Mnemonic, ArrayRef<StringRef> Items, MCInst &MI,
             ParseFailure &Failure) const;

  /// What build() puts in one field: an operand (destination or source)
  /// by its description, an immediate or modifier by its value (signed
  /// fields take signed values), or given bits of the field.
  struct FieldArg {
    enum ArgKind : uint8_t { Operand, Immediate, Bits } Kind = Immediate;
    OperandDesc Desc;
    int64_t Value = 0;
  };
  /// Builds an instruction of variant V (a long or only form) from what
  /// each of its fields holds, in the order of fields(V): the instruction
  /// the assembler makes of the same operands (encodings are chosen as
  /// parse() chooses them), as decode() gives it back. False if an operand
  /// has no encoding there, a value does not fit, or no choice of encodings
  /// makes bits that read back as V.
  bool build(const AGXVariantInfo &V, ArrayRef<FieldArg> Args,
             MCInst &MI) const;

  /// True if some instruction has this mnemonic.
  bool isMnemonic(StringRef Mnemonic) const;

  /// The register of a file ('r' or 'u'), size (16, 32, 64) and first
  /// 16-bit half, or an invalid register.
  MCRegister reg(char File, unsigned Size, unsigned Half) const;

  // Field-level helpers, also used by tests.
  /// The index of the first case of Encoding that FieldValue matches.
  static int matchCase(unsigned Encoding, uint64_t FieldValue);
  /// Mesa's desc for a field value decoded with case CaseIndex; false if the
  /// reference model rejects it (hint 0, odd wide register, ...).
  static bool describe(unsigned Encoding, unsigned CaseIndex,
                       uint64_t FieldValue, OperandDesc &D);
  /// A value of a field, and the bits of the field it needs (the others
  /// may be set by fields that share them).
  struct FieldChoice {
    uint64_t Value, Care;
  };
  /// The inverse of describe(): every value of an operand field of
  /// Encoding that describes D, cases in AGX2.xml's order and modifier bits
  /// from none up, the order in which parse() tries them.
  static void operandEncodings(unsigned Encoding, const OperandDesc &D,
                               SmallVectorImpl<FieldChoice> &Choices);
  /// The value of immediate or modifier field F holding V (a signed field
  /// takes V as a signed number); false if V does not fit.
  static bool encodeImmediate(const AGXFieldInfo &F, int64_t V,
                              uint64_t &FieldValue);
  /// The text of an operand; empty for an operand that prints nothing.
  static std::string operandText(const OperandDesc &D);

private:
  struct RegInfo {
    char File;
    uint8_t Size;
    uint16_t Half;
  };
  SmallVector<MCRegister, 0> Regs[2][3];
  DenseMap<unsigned, RegInfo> RegMap;

  bool fieldToOperands(unsigned Encoding, uint64_t FieldValue,
                       MCInst &MI) const;
  bool operandsToField(unsigned Encoding, const MCOperand &Value,
                       const MCOperand &Bits, uint64_t &FieldValue) const;
  bool fieldValues(const MCInst &MI, const AGXVariantInfo &V,
                   SmallVectorImpl<uint64_t> &Values) const;
  std::string itemText(const AGXFieldInfo &F, uint64_t FieldValue,
                       bool &Present) const;
  friend class Matcher;
};

} // namespace AppleGPU
} // namespace llvm

#endif
