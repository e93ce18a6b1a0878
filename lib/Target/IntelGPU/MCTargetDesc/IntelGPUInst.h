//===- IntelGPUInst.h - Gen9/Gen11 instruction model -----------*- C++ -*-===//
//
// The one model of Gen9/Gen11 instructions that the disassembler, printer,
// code emitter and assembly parser share: an instruction as IGA sees it
// (InstIR), its native 128-bit encoding per generation, compaction to and
// from the 64-bit form, IGA's text syntax, and the MCInst operand layout.
// docs/intelgpu-isa.md describes the formats and the syntax.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUINST_H
#define METALNT_TARGET_INTELGPU_INTELGPUINST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class MCInst;
class MCRegisterInfo;

namespace IntelGPU {

enum class Gen : uint8_t { Gen9 = 9, Gen11 = 11 };

/// A native instruction: bit i of the instruction is bit i%64 of W[i/64].
struct Native {
  uint64_t W[2] = {0, 0};
  uint64_t get(unsigned Hi, unsigned Lo) const;
  void set(unsigned Hi, unsigned Lo, uint64_t V);
  bool operator==(const Native &O) const { return W[0] == O.W[0] && W[1] == O.W[1]; }
};

/// Operand formats of an operation (IGOpInfo::Format9/Format11).
enum Format : uint8_t {
  FNullary = 0, FUnary, FBinary, FTernary, FMath, FSend, FSends, FJumpJU,
  FJumpJ, FJmpi, FBrd, FBrc, FCall, FCalla, FRet, FWait, FNone = 255
};

/// Data types, IGA's names.
enum Type : uint8_t {
  TUD, TD, TUW, TW, TUB, TB, TDF, TF, TUQ, TQ, THF, TV, TUV, TVF, TNF,
  TInvalid = 0xFF
};
StringRef typeName(Type T);
unsigned typeSize(Type T); // bytes; vectors of immediates count as 4
/// The bits an immediate of type T holds in the encoding: 64 for the qword
/// types, 16 for the word ones, 32 for the others (bytes included).
unsigned immediateBits(Type T);

/// One destination or source operand.
struct Operand {
  enum Kind : uint8_t { None, Direct, Indirect, Immediate } K = None;
  bool IsGRF = true;      ///< GRF (r0..r127) or an architecture register
  uint8_t RegNum = 0;     ///< GRF number, or ARF RegNum (null 0, acc0 0x20, ...)
  uint8_t SubRegBytes = 0;
  Type Ty = TUD;
  // Regions: strides and width as values; VxH for <W,H> indirect regions.
  uint8_t VStride = 0, Width = 1, HStride = 1;
  bool VxH = false;
  bool Abs = false, Neg = false;
  uint8_t AddrSub = 0;    ///< indirect: a0 subregister
  int16_t AddrImm = 0;    ///< indirect: byte offset
  uint64_t Imm = 0;       ///< raw immediate bits (16/32/64)
  /// Math-macro operands (math.invm/rsqtm, madm): the accumulator mme0-7,
  /// 8 for "nomme"; NoMME on every other operand.
  uint8_t MME = NoMME;
  static constexpr uint8_t NoMME = 0xF;
};

/// Instruction options and controls, as IGA names them.
struct InstIR {
  unsigned Op = 0;        ///< MC opcode (IntelGPU::MOV, ...)
  uint8_t ExecSize = 1;   ///< 1, 2, 4, 8, 16, 32
  uint8_t ChOff = 0;      ///< 0, 4, 8, ..., 28
  uint8_t PredCtrl = 0;   ///< 0 none, 1 normal, 2 anyv, ... 0xD all32h
  bool PredInv = false;
  uint8_t FlagReg = 0, FlagSubReg = 0;
  bool NoMask = false;    ///< (W)
  uint8_t CondMod = 0;    ///< 0 none, 1 eq, 2 ne, 3 gt, 4 ge, 5 lt, 6 le, 8 ov, 9 un
  uint8_t FuncCtrl = 0;   ///< math function; SFID of sends
  bool Sat = false, AccWrEn = false, NoDDClr = false, NoDDChk = false;
  uint8_t ThreadCtrl = 0; ///< 1 Atomic, 2 Switch, 3 NoPreempt
  bool Breakpoint = false, BranchCtrl = false, EOT = false, NoSrcDepSet = false;
  enum CompactHint : uint8_t { CompactAuto, Compacted, NoCompact } Compact = CompactAuto;
  Operand Dst, Src[3];
  int32_t JIP = 0, UIP = 0; ///< branch offsets in bytes (from this instruction)
  /// Branch targets written as labels (the offsets are then fixups).
  std::string JIPLabel, UIPLabel;
  // Sends: descriptors, immediate or a0 subregister.
  uint32_t Desc = 0, ExDesc = 0;
  bool DescIsReg = false, ExDescIsReg = false;
  uint8_t DescSub = 0, ExDescSub = 0;
};

/// The operation table row of an MC opcode (from TableGen).
struct IGOpInfoRow {
  unsigned Inst;
  const char *Mnemonic;
  uint8_t Opc9, Format9, Compact9, Opc11, Format11, Compact11;
};
const IGOpInfoRow *opInfo(unsigned MCOpcode);
const IGOpInfoRow *opInfoByMnemonic(StringRef Mnemonic, Gen G);
const IGOpInfoRow *opInfoByHWOpcode(unsigned HWOpcode, Gen G);
Format formatOf(const IGOpInfoRow &Op, Gen G);
unsigned hwOpcode(const IGOpInfoRow &Op, Gen G);

/// Native decoding; fails (with a reason) for reserved encodings.
Expected<InstIR> decodeNative(const Native &N, Gen G);
/// Native encoding, with IGA's implicit bits.
Expected<Native> encodeNative(const InstIR &I, Gen G);
/// The compacted form of a native instruction, if it has one (IGA's rules,
/// except that instructions with a nibble channel offset are never
/// compacted: IGA drops that field).
std::optional<uint64_t> compact(const Native &N, Gen G);
/// The native form of a compacted instruction.
Expected<Native> uncompact(uint64_t C, Gen G);

/// Decodes one instruction (8 or 16 bytes) at the start of Bytes.
Expected<InstIR> decode(ArrayRef<uint8_t> Bytes, Gen G, unsigned &Size);
/// Encodes: compacted when possible unless Compact says otherwise (or
/// NeverCompact), native otherwise.
Error encode(const InstIR &I, Gen G, bool NeverCompact,
             SmallVectorImpl<uint8_t> &Bytes);

/// IGA's text for an instruction, with single spaces between tokens (the
/// normalization of docs/intelgpu-isa.md). PC is the instruction's address.
std::string print(const InstIR &I, Gen G);

/// A located parse error: the column (0-based) in the statement text.
struct ParseError {
  size_t Column = 0;
  std::string Message;
};
/// Parses one IGA statement (no label, no comment).
bool parse(StringRef Text, Gen G, InstIR &I, ParseError &E);

/// The MC operands that hold branch offsets; a label makes them
/// MCSymbolRefExprs.
constexpr unsigned MCOperandJIP = 9, MCOperandUIP = 10;

/// Fixup kinds of branch labels: JIP (DW3) and UIP (DW2) relative to the
/// instruction, jmpi's JIP relative to the next instruction, and calla's
/// absolute address.
enum FixupKind : uint16_t {
  FixupJIP = 4000 + 11, // FirstTargetFixupKind
  FixupUIP,
  FixupJmpi,
  FixupAbs,
  /// A callable function's constexpr sampler: a mov's 32-bit immediate
  /// (DW3) holding its index in the function's list, relocated against
  /// metalnt.sampler_states (docs/gpu-macho.md, "Sampler state
  /// relocations").
  FixupSamplerState,
};

/// MCInst <-> InstIR. Registers are MCRegisters of the IntelGPU target.
void toMCInst(const InstIR &I, const MCRegisterInfo &MRI, MCInst &MI);
bool fromMCInst(const MCInst &MI, const MCRegisterInfo &MRI, InstIR &I);

} // namespace IntelGPU
} // namespace llvm

#endif
