//===- IntelGPUInstrFormats.td - Gen9/Gen11 encoding --------*- tablegen -*-===//
//
// The native 128-bit and compacted 64-bit instruction formats of Gen9
// (Skylake, Kaby Lake) and Gen11 (Ice Lake), as TableGen records that
// -gen-searchable-tables turns into C++ tables:
//
// * IGField: a native bit field (hi, lo), by name. Bit 0 is bit 0 of the
//   first dword; the instruction is little-endian.
// * IGOpInfo: per operation, its hardware opcode and format on each
//   generation and whether it has a compact form.
// * IGCompactEntry: the compaction tables (control, datatype, subregister,
//   source index; Gen9 3-source control and source).
//
// Sources: Mesa src/intel/compiler/brw_inst.h, brw_eu_compact.c,
// brw_reg_type.c; IGA/GED (intel-graphics-compiler igc-1.0.12504.6); every
// field checked with iga64 (docs/intelgpu-isa.md, docs/notes).
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"

//===----------------------------------------------------------------------===//
// Native fields
//===----------------------------------------------------------------------===//

class IGField<int id, int hi, int lo> {
  bits<8> Id = id;
  bits<8> Hi = hi;
  bits<8> Lo = lo;
}

def IGF;
// (IGF name, hi, lo), numbered in this order.
defvar IGFieldList = [

  // Common to every native instruction.
  (IGF "Opcode", 6, 0),
  (IGF "AccessMode", 8, 8),
  (IGF "NoDDClr", 9, 9),
  (IGF "NoDDChk", 10, 10),
  (IGF "NibCtrl", 11, 11),
  (IGF "QtrCtrl", 13, 12),
  (IGF "ThreadCtrl", 15, 14),
  (IGF "PredCtrl", 19, 16),
  (IGF "PredInv", 20, 20),
  (IGF "ExecSize", 23, 21),
  (IGF "CondModifier", 27, 24), // also the math function and the SFID
  (IGF "AccWrCtrl", 28, 28), // also BranchCtrl and NoSrcDepSet
  (IGF "CmptCtrl", 29, 29),
  (IGF "DebugCtrl", 30, 30),
  (IGF "Saturate", 31, 31),
  (IGF "FlagSubReg", 32, 32),
  (IGF "FlagReg", 33, 33),
  (IGF "MaskCtrl", 34, 34),

  // Align1 unary and binary instructions, math, sends, branches.
  (IGF "DstRegFile", 36, 35),
  (IGF "DstType", 40, 37),
  (IGF "Src0RegFile", 42, 41),
  (IGF "Src0Type", 46, 43),
  (IGF "DstAddrImm9", 47, 47),
  (IGF "DstSubReg", 52, 48),
  (IGF "DstRegNum", 60, 53),
  (IGF "DstAddrImm", 56, 48),
  (IGF "DstAddrSub", 60, 57),
  (IGF "DstHStride", 62, 61),
  (IGF "DstAddrMode", 63, 63),
  (IGF "Src0SubReg", 68, 64),
  (IGF "Src0RegNum", 76, 69),
  (IGF "Src0AddrImm", 72, 64),
  (IGF "Src0AddrSub", 76, 73),
  (IGF "Src0Abs", 77, 77),
  (IGF "Src0Neg", 78, 78),
  (IGF "Src0AddrMode", 79, 79),
  (IGF "Src0HStride", 81, 80),
  (IGF "Src0Width", 84, 82),
  (IGF "Src0VStride", 88, 85),
  (IGF "Src1RegFile", 90, 89),
  (IGF "Src1Type", 94, 91),
  (IGF "Src0AddrImm9", 95, 95),
  (IGF "Src1SubReg", 100, 96),
  (IGF "Src1RegNum", 108, 101),
  (IGF "Src1AddrImm", 104, 96),
  (IGF "Src1AddrSub", 108, 105),
  (IGF "Src1Abs", 109, 109),
  (IGF "Src1Neg", 110, 110),
  (IGF "Src1AddrMode", 111, 111),
  (IGF "Src1HStride", 113, 112),
  (IGF "Src1Width", 116, 114),
  (IGF "Src1VStride", 120, 117),
  (IGF "Src1AddrImm9", 121, 121),
  (IGF "Imm32", 127, 96),
  (IGF "Imm64Lo", 95, 64),

  // Branches: jump targets in bytes.
  (IGF "JIP", 127, 96),
  (IGF "UIP", 95, 64),

  // Sends (send/sendc: src1 is the descriptor; sends/sendsc: two payloads).
  (IGF "SendDesc", 127, 96),
  (IGF "SendEOT", 127, 127),
  (IGF "SendsDstFile", 35, 35),
  (IGF "SendsSrc1File", 36, 36),
  (IGF "SendsSrc1Reg", 51, 44),
  (IGF "SendsExDescReg", 61, 61),
  (IGF "SendsExMLen", 67, 64),
  (IGF "SendsDescReg", 77, 77),
  (IGF "SendsExDescSub", 82, 80),
  (IGF "SendsExDescHi", 95, 80),

  // Gen9 3-source, Align16.
  (IGF "A16DstType", 48, 46),
  (IGF "A16SrcType", 45, 43),
  (IGF "A16Src1HF", 36, 36),
  (IGF "A16Src2HF", 35, 35),
  (IGF "A16Src0Abs", 37, 37),
  (IGF "A16Src0Neg", 38, 38),
  (IGF "A16Src1Abs", 39, 39),
  (IGF "A16Src1Neg", 40, 40),
  (IGF "A16Src2Abs", 41, 41),
  (IGF "A16Src2Neg", 42, 42),
  (IGF "A16DstChanEn", 52, 49),
  (IGF "A16DstSubReg", 55, 53),
  (IGF "A16DstRegNum", 63, 56),
  (IGF "A16Src0Rep", 64, 64),
  (IGF "A16Src0Swiz", 72, 65),
  (IGF "A16Src0SubReg", 75, 73),
  (IGF "A16Src0RegNum", 83, 76),
  (IGF "A16Src0SubX", 84, 84),
  (IGF "A16Src1Rep", 85, 85),
  (IGF "A16Src1Swiz", 93, 86),
  (IGF "A16Src1SubReg", 96, 94),
  (IGF "A16Src1RegNum", 104, 97),
  (IGF "A16Src1SubX", 105, 105),
  (IGF "A16Src2Rep", 106, 106),
  (IGF "A16Src2Swiz", 114, 107),
  (IGF "A16Src2SubReg", 117, 115),
  (IGF "A16Src2RegNum", 125, 118),
  (IGF "A16Src2SubX", 126, 126),

  // Gen11 3-source, Align1.
  (IGF "A1ExecType", 35, 35),
  (IGF "A1DstFile", 36, 36),
  (IGF "A1Src0File", 43, 43),
  (IGF "A1Src1File", 44, 44),
  (IGF "A1Src2File", 45, 45),
  (IGF "A1DstType", 48, 46),
  (IGF "A1DstHStride", 49, 49),
  (IGF "A1DstSubReg", 55, 54),
  (IGF "A1DstRegNum", 63, 56),
  (IGF "A1Src0Type", 66, 64),
  (IGF "A1Src0VStride", 68, 67),
  (IGF "A1Src0HStride", 70, 69),
  (IGF "A1Src0SubReg", 75, 71),
  (IGF "A1Src0RegNum", 83, 76),
  (IGF "A1Src1Type", 87, 85),
  (IGF "A1Src1VStride", 89, 88),
  (IGF "A1Src1HStride", 91, 90),
  (IGF "A1Src1SubReg", 96, 92),
  (IGF "A1Src1RegNum", 104, 97),
  (IGF "A1Src2Type", 108, 106),
  (IGF "A1Src2HStride", 112, 111),
  (IGF "A1Src2SubReg", 117, 113),
  (IGF "A1Src2RegNum", 125, 118),
  (IGF "A1Src0Imm", 82, 67),
  (IGF "A1Src2Imm", 124, 109),

  // The 64-bit compacted format (bit 29, CmptCtrl, set). One and two sources:
  (IGF "CmpOpcode", 6, 0),
  (IGF "CmpDebugCtrl", 7, 7),
  (IGF "CmpControlIndex", 12, 8),
  (IGF "CmpDataTypeIndex", 17, 13),
  (IGF "CmpSubRegIndex", 22, 18),
  (IGF "CmpAccWrCtrl", 23, 23),
  (IGF "CmpCondModifier", 27, 24),
  (IGF "CmpReserved", 28, 28),
  (IGF "CmpCmptCtrl", 29, 29),
  (IGF "CmpSrc0Index", 34, 30),
  (IGF "CmpSrc1Index", 39, 35),  // immediates: bits 12:8 of the value
  (IGF "CmpDstRegNum", 47, 40),
  (IGF "CmpSrc0RegNum", 55, 48),
  (IGF "CmpSrc1RegNum", 63, 56), // immediates: bits 7:0 of the value
  // Gen9 three sources:
  (IGF "Cmp3ControlIndex", 9, 8),
  (IGF "Cmp3SourceIndex", 11, 10),
  (IGF "Cmp3DstRegNum", 18, 12),
  (IGF "Cmp3Reserved", 27, 19),
  (IGF "Cmp3Src0Rep", 28, 28),
  (IGF "Cmp3Debug", 30, 30),
  (IGF "Cmp3Saturate", 31, 31),
  (IGF "Cmp3Src1Rep", 32, 32),
  (IGF "Cmp3Src2Rep", 33, 33),
  (IGF "Cmp3Src0SubReg", 36, 34),
  (IGF "Cmp3Src1SubReg", 39, 37),
  (IGF "Cmp3Src2SubReg", 42, 40),
  (IGF "Cmp3Src0RegNum", 49, 43),
  (IGF "Cmp3Src1RegNum", 56, 50),
  (IGF "Cmp3Src2RegNum", 63, 57)
];

foreach i = !range(0, !size(IGFieldList)) in
  def !getdagarg<string>(IGFieldList[i], 0)
      : IGField<i, !getdagarg<int>(IGFieldList[i], 1),
                !getdagarg<int>(IGFieldList[i], 2)>;

def IGFieldIds : GenericEnum {
  let FilterClass = "IGField";
  let ValueField = "Id";
}

def IGFields : GenericTable {
  let FilterClass = "IGField";
  let CppTypeName = "IGFieldInfo";
  let Fields = ["Id", "Hi", "Lo"];
  let PrimaryKey = ["Id"];
  let PrimaryKeyName = "lookupIGField";
}

//===----------------------------------------------------------------------===//
// Compaction tables (Mesa brw_eu_compact.c gen8_*/gen11_* = GED's
// CompactionTable0/1/2/5/8/6/7; docs/notes/intelgpu-mc-plan.md §3.2).
//===----------------------------------------------------------------------===//

// Table: 0 control, 1 datatype Gen9, 2 datatype Gen11, 3 subregister,
// 4 source index, 5 Gen9 3-source control, 6 Gen9 3-source source.
class IGCompactEntry<int table, int index, bits<64> value> {
  bits<8> TableId = table;
  bits<8> Index = index;
  bits<64> Value = value;
}

multiclass IGCompactTable<int table, list<bits<64>> values> {
  foreach i = !range(0, !size(values)) in
    def _#i : IGCompactEntry<table, i, values[i]>;
}

defm CtrlTable : IGCompactTable<0, [
  0x00002, 0x04000, 0x04001, 0x04002, 0x04003, 0x04004, 0x04005, 0x04007,
  0x04008, 0x04009, 0x0400D, 0x06000, 0x06001, 0x06002, 0x06003, 0x06004,
  0x06005, 0x06007, 0x06009, 0x0600D, 0x06010, 0x06100, 0x08000, 0x08002,
  0x08004, 0x08100, 0x16000, 0x16010, 0x18000, 0x18100, 0x28000, 0x28100]>;
defm DataTypeTable9 : IGCompactTable<1, [
  0x40001, 0x40040, 0x40041, 0x400C1, 0x4015D, 0x405DD, 0x40741, 0x40745,
  0x4075D, 0x41041, 0x43040, 0x43041, 0x45145, 0x47144, 0x47145, 0x5C75D,
  0x5D71D, 0x5D75C, 0x5D75D, 0x5F75C, 0x0040C, 0x4005D, 0x40145, 0x41040,
  0x45144, 0x47104, 0x49209, 0x5775D, 0x5F75D, 0x4F34C, 0x49248, 0x4B248]>;
defm DataTypeTable11 : IGCompactTable<2, [
  0x40001, 0x40040, 0x40041, 0x400C1, 0x40165, 0x40BE5, 0x40941, 0x40945,
  0x40965, 0x41041, 0x43040, 0x43041, 0x45145, 0x47144, 0x47145, 0x64965,
  0x65925, 0x65964, 0x65965, 0x67964, 0x0040C, 0x40065, 0x40145, 0x41040,
  0x45144, 0x47104, 0x49209, 0x6F965, 0x67965, 0x4F34C, 0x49248, 0x4B248]>;
defm SubRegTable : IGCompactTable<3, [
  0x0000, 0x0001, 0x0008, 0x000F, 0x0010, 0x0080, 0x0100, 0x0180,
  0x0200, 0x0210, 0x0280, 0x1000, 0x1001, 0x1081, 0x1082, 0x1083,
  0x1084, 0x1087, 0x1088, 0x108E, 0x108F, 0x1180, 0x11E8, 0x2000,
  0x2180, 0x3000, 0x3C87, 0x4000, 0x5000, 0x6000, 0x7000, 0x701C]>;
defm SrcIndexTable : IGCompactTable<4, [
  0x000, 0x002, 0x010, 0x012, 0x018, 0x020, 0x028, 0x048,
  0x050, 0x070, 0x078, 0x300, 0x302, 0x308, 0x310, 0x312,
  0x320, 0x328, 0x338, 0x340, 0x342, 0x348, 0x350, 0x360,
  0x368, 0x370, 0x371, 0x378, 0x468, 0x469, 0x46A, 0x588]>;
defm Ctrl3Table : IGCompactTable<5, [0x806001, 0x006001, 0x008001, 0x008021]>;
defm Src3Table : IGCompactTable<6, [
  0x7272720F000, 0x7272720F002, 0x7272720F008, 0x7272720F020]>;

def IGCompactEntries : GenericTable {
  let FilterClass = "IGCompactEntry";
  let CppTypeName = "IGCompactEntryInfo";
  let Fields = ["TableId", "Index", "Value"];
  let PrimaryKey = ["TableId", "Index"];
  let PrimaryKeyName = "lookupIGCompactEntry";
}

//===----------------------------------------------------------------------===//
// Data types and their codes per generation (Mesa brw_reg_type.c; iga64).
//===----------------------------------------------------------------------===//

// Type: 0 ud, 1 d, 2 uw, 3 w, 4 ub, 5 b, 6 df, 7 f, 8 uq, 9 q, 10 hf, 11 v,
// 12 uv, 13 vf, 14 nf (IntelGPUInst.h, enum Type). Encoding: 0 register
// operand, 1 immediate, 2 Gen9 three-source, 3 Gen11 three-source with a
// float execution type, 4 Gen11 three-source with an integer one.
class IGTypeCode<int gen, int encoding, int codeValue, int typeValue> {
  bits<8> Gen = gen;
  bits<8> Encoding = encoding;
  bits<8> Code = codeValue;
  bits<8> Type = typeValue;
}

multiclass IGTypeCodes<int gen, int encoding, list<int> types> {
  foreach c = !range(0, !size(types)) in
    if !ge(types[c], 0) then
      def _#c : IGTypeCode<gen, encoding, c, types[c]>;
}

defvar UD = 0; defvar D = 1; defvar UW = 2; defvar W = 3; defvar UB = 4;
defvar B = 5; defvar DF = 6; defvar F = 7; defvar UQ = 8; defvar Q = 9;
defvar HF = 10; defvar V = 11; defvar UV = 12; defvar VF = 13; defvar NF = 14;
defvar None = -1;

defm Gen9Reg   : IGTypeCodes<9, 0, [UD, D, UW, W, UB, B, DF, F, UQ, Q, HF]>;
defm Gen9Imm   : IGTypeCodes<9, 1, [UD, D, UW, W, UV, VF, V, F, UQ, Q, DF, HF]>;
defm Gen9Three : IGTypeCodes<9, 2, [F, D, UD, DF, HF]>;
defm Gen11Reg  : IGTypeCodes<11, 0, [UD, D, UW, W, UB, B, UQ, Q, HF, F, DF, NF]>;
defm Gen11Imm  : IGTypeCodes<11, 1, [UD, D, UW, W, UV, V, UQ, Q, HF, F, DF, VF]>;
defm Gen11ThreeF : IGTypeCodes<11, 3, [HF, F, DF, NF]>;
defm Gen11ThreeI : IGTypeCodes<11, 4, [UD, D, UW, W, UB, B]>;

def IGTypeCodes : GenericTable {
  let FilterClass = "IGTypeCode";
  let CppTypeName = "IGTypeCodeInfo";
  let Fields = ["Gen", "Encoding", "Code", "Type"];
  let PrimaryKey = ["Gen", "Encoding", "Code"];
  let PrimaryKeyName = "lookupIGTypeCode";
}
