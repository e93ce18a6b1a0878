//===- AppleGPUInstrFormats.td - Apple GPU encoding scheme -*- tablegen -*-===//
//
// The encoding of the G13 instruction set, described as TableGen records
// that -gen-searchable-tables turns into C++ tables (docs/applegpu-isa.md):
//
// * AGXInst: an LLVM instruction, one per (AGX2.xml instruction, length).
//   Each XML destination or source is two MC operands: its value (a register
//   or an immediate) and "bits", the operand field with the value's bits
//   cleared (case selector, hint, abs/neg/sx, size, count, ...). Each XML
//   immediate and each printed modifier is one immediate MC operand.
// * AGXVariant: per instruction variant, the decode order, the length, the
//   length bit, the fixed (exact) bits and the bits owned by some field.
// * AGXField: the fields of an instruction, in print order.
// * AGXEncodingInfo / AGXCase / AGXCaseMod: how an operand field decodes:
//   the first case whose exact bits match gives the value kind and bits,
//   the modifiers and the properties (size, count).
// * AGXBitRange: every bit list, least significant part first.
// * AGXEnumInfo / AGXEnumValue: value names.
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"

class AGXOperand<string enc> : Operand<i32> {
  string AGXEncoding = enc;
  let OperandType = "OPERAND_UNKNOWN";
}
def AGXBits : Operand<i32>;
def AGXImm : Operand<i64>;

class AGXInst<string mnemonic, int size> : Instruction {
  let Namespace = "AppleGPU";
  let Size = size;
  let AsmString = mnemonic;
  let hasSideEffects = 1;
}

class AGXVariant<Instruction inst, int order, int xmlIndex, string name,
                 string mnemonic, string form, int length, int lengthBit, bit alwaysLong,
                 bits<32> mask0, bits<32> mask1, bits<32> mask2,
                 bits<32> value0, bits<32> value1, bits<32> value2,
                 bits<32> owned0, bits<32> owned1, bits<32> owned2,
                 int firstField, int numFields> {
  Instruction Opcode = inst;
  bits<16> Order = order;
  bits<16> XmlIndex = xmlIndex;
  string Name = name;
  string Mnemonic = mnemonic;
  string Form = form;
  bits<8> Length = length;
  bits<8> LengthBit = !if(!lt(lengthBit, 0), !add(lengthBit, 256), lengthBit);
  bit AlwaysLong = alwaysLong;
  bits<32> Mask0 = mask0;
  bits<32> Mask1 = mask1;
  bits<32> Mask2 = mask2;
  bits<32> Value0 = value0;
  bits<32> Value1 = value1;
  bits<32> Value2 = value2;
  bits<32> Owned0 = owned0;
  bits<32> Owned1 = owned1;
  bits<32> Owned2 = owned2;
  bits<16> FirstField = firstField;
  bits<8> NumFields = numFields;
}

def AGXVariants : GenericTable {
  let FilterClass = "AGXVariant";
  let CppTypeName = "AGXVariantInfo";
  let Fields = ["Order", "Opcode", "XmlIndex", "Name", "Mnemonic", "Form", "Length",
                "LengthBit", "AlwaysLong", "Mask0", "Mask1", "Mask2",
                "Value0", "Value1", "Value2", "Owned0", "Owned1", "Owned2",
                "FirstField", "NumFields"];
  let PrimaryKey = ["Order"];
  let PrimaryKeyName = "lookupAGXVariantByOrder";
}

def lookupAGXVariantByOpcode : SearchIndex {
  let Table = AGXVariants;
  let Key = ["Opcode"];
}

// Role: 0 destination, 1 source, 2 immediate, 3 modifier. Kind: the encoding
// index of a destination or source; for an immediate or a modifier the enum
// index, -1 for a plain integer, -2 for a signed one.
class AGXField<int index, int role, int kind, int firstRange, int numRanges,
               string name, string display> {
  bits<16> Index = index;
  bits<8> Role = role;
  bits<8> Kind = !if(!lt(kind, 0), !add(kind, 256), kind);
  bits<16> FirstRange = firstRange;
  bits<8> NumRanges = numRanges;
  string Name = name;
  string Display = display;
}

def AGXFields : GenericTable {
  let FilterClass = "AGXField";
  let CppTypeName = "AGXFieldInfo";
  let Fields = ["Index", "Role", "Kind", "FirstRange", "NumRanges", "Name",
                "Display"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXField";
}

class AGXEncodingInfo<int index, string name, int firstCase, int numCases> {
  bits<16> Index = index;
  string Name = name;
  bits<8> FirstCase = firstCase;
  bits<8> NumCases = numCases;
}

def AGXEncodings : GenericTable {
  let FilterClass = "AGXEncodingInfo";
  let CppTypeName = "AGXEncodingInfo";
  let Fields = ["Index", "Name", "FirstCase", "NumCases"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXEncoding";
}

// ImmKind: 0 none, 1 reg, 2 uniform, 3 imm, 4 fimm, 5 cf, 6 ts, 7 ss.
// Properties are -1 when absent.
class AGXCase<int index, int encoding, bits<32> mask, bits<32> value,
              int immKind, bit immSigned, int immFirstRange, int immNumRanges,
              int immShift, int propSize32, int propSize64, int propCount,
              int firstMod, int numMods> {
  bits<16> Index = index;
  bits<8> Encoding = encoding;
  bits<32> Mask = mask;
  bits<32> Value = value;
  bits<8> ImmKind = immKind;
  bit ImmSigned = immSigned;
  bits<16> ImmFirstRange = immFirstRange;
  bits<8> ImmNumRanges = immNumRanges;
  bits<8> ImmShift = immShift;
  bits<8> PropSize32 = !if(!lt(propSize32, 0), !add(propSize32, 256), propSize32);
  bits<8> PropSize64 = !if(!lt(propSize64, 0), !add(propSize64, 256), propSize64);
  bits<8> PropCount = !if(!lt(propCount, 0), !add(propCount, 256), propCount);
  bits<8> FirstMod = firstMod;
  bits<8> NumMods = numMods;
}

def AGXCases : GenericTable {
  let FilterClass = "AGXCase";
  let CppTypeName = "AGXCaseInfo";
  let Fields = ["Index", "Encoding", "Mask", "Value", "ImmKind", "ImmSigned",
                "ImmFirstRange", "ImmNumRanges", "ImmShift", "PropSize32",
                "PropSize64", "PropCount", "FirstMod", "NumMods"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXCase";
}

// Name: 0 hint, 1 abs, 2 neg, 3 sx, 4 zx, 5 cache, 6 lu, 7 size32, 8 size64,
// 9 count, 10 mask.
class AGXCaseMod<int index, int name, int firstRange, int numRanges> {
  bits<16> Index = index;
  bits<8> Name = name;
  bits<16> FirstRange = firstRange;
  bits<8> NumRanges = numRanges;
}

def AGXCaseMods : GenericTable {
  let FilterClass = "AGXCaseMod";
  let CppTypeName = "AGXCaseModInfo";
  let Fields = ["Index", "Name", "FirstRange", "NumRanges"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXCaseMod";
}

class AGXBitRange<int index, int start, int len> {
  bits<16> Index = index;
  bits<8> Start = start;
  bits<8> Len = len;
}

def AGXBitRanges : GenericTable {
  let FilterClass = "AGXBitRange";
  let CppTypeName = "AGXBitRangeInfo";
  let Fields = ["Index", "Start", "Len"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXBitRange";
}

class AGXEnumInfo<int index, string kind, int firstValue, int numValues> {
  bits<16> Index = index;
  string Kind = kind;
  bits<16> FirstValue = firstValue;
  bits<8> NumValues = numValues;
}

def AGXEnums : GenericTable {
  let FilterClass = "AGXEnumInfo";
  let CppTypeName = "AGXEnumInfo";
  let Fields = ["Index", "Kind", "FirstValue", "NumValues"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXEnum";
}

class AGXEnumValue<int index, int enumIndex, int value, string name,
                   bit isDefault> {
  bits<16> Index = index;
  bits<8> EnumIndex = enumIndex;
  bits<8> Value = value;
  string Name = name;
  bit IsDefault = isDefault;
}

def AGXEnumValues : GenericTable {
  let FilterClass = "AGXEnumValue";
  let CppTypeName = "AGXEnumValueInfo";
  let Fields = ["Index", "EnumIndex", "Value", "Name", "IsDefault"];
  let PrimaryKey = ["Index"];
  let PrimaryKeyName = "lookupAGXEnumValue";
}
