//===- IntelGPUMCInstLower.h - Codegen instructions to native ones -*- C++ -*-===//
//
// Lowers each codegen instruction (IntelGPUCodeGen.td) to the native
// instructions of the MC model (IntelGPUInst.h), built field by field:
// the single-instruction ALU forms from the IGALUForms table, the
// sequences (memory messages, 64-bit selects, SIMD-group operations,
// spills) here, send descriptors from IntelGPUMessages.h. SIMD32 code is
// lowered as two SIMD16 halves, channels 0-15 then 16-31, each reading and
// writing its own GRFs of every register, as Mesa's brw_lower_simd_width
// splits instructions wider than the hardware's operands
// (docs/intelgpu-codegen.md, "SIMD width").
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUMCINSTLOWER_H
#define METALNT_TARGET_INTELGPU_INTELGPUMCINSTLOWER_H

#include "MCTargetDesc/IntelGPUInst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class MachineFunction;
class MachineInstr;
class MachineOperand;
class TargetRegisterInfo;

namespace IntelGPU {

/// Operands and instructions of the model, as IGA's parser makes them of
/// their text (IntelGPUSyntax.cpp), so that what the code generator builds
/// prints and re-parses to itself.
namespace build {
/// rN.S<H>:T
Operand dst(unsigned Reg, unsigned Sub, Type T, unsigned HStride = 1);
/// null<1>:T
Operand nullDst(Type T = TUD);
/// rN.S<V;W,H>:T
Operand region(unsigned Reg, unsigned Sub, Type T, unsigned V, unsigned W, unsigned H);
/// rN<8;8,1>:T, one dword (or word) a channel.
inline Operand vec(unsigned Reg, Type T) { return region(Reg, 0, T, 8, 8, 1); }
/// rN.S<0;1,0>:T, the same value in every channel.
inline Operand scalar(unsigned Reg, unsigned Sub, Type T) {
  return region(Reg, Sub, T, 0, 1, 0);
}
/// An immediate of type T (its low typeSize(T) bytes).
Operand imm(uint64_t V, Type T);
/// Architecture registers (IGA's RegNum): the flag registers, the
/// notification register.
enum ARF : unsigned {
  AddrA0 = 0x10, FlagF0 = 0x30, FlagF1 = 0x31, NotifyN0 = 0x90, InstPointer = 0xA0
};
/// f0<1>:T, f1<1>:T: a whole flag register written.
Operand arfDst(ARF R, Type T);
/// f1.S<0;1,0>:T, n0.S:T (IGA's region of a scalar source).
Operand arfScalar(ARF R, unsigned Sub, Type T);
/// r[a0.0]<1,0>:T: each channel's element at the GRF byte address in its
/// own a0 subregister (VxH).
Operand indirectVxH(Type T);
/// A send's register (its payload or response): rN.
Operand msgReg(unsigned Reg);
/// A send without response: null.
Operand msgNull();

/// An instruction under construction.
struct Inst : InstIR {
  Inst(unsigned Op, unsigned Exec, unsigned ChOff = 0);
  Inst &noMask() {
    NoMask = true;
    return *this;
  }
  /// (f<Flag>.<Sub>) with the predicate control Ctrl (1: normal).
  Inst &pred(unsigned Flag, unsigned Sub, unsigned Ctrl = 1);
  /// (cm)f<Flag>.<Sub>: the condition modifier.
  Inst &cond(unsigned CondMod, unsigned Flag = 0, unsigned Sub = 0);
  Inst &operands(const Operand &D, const Operand &S0 = {}, const Operand &S1 = {},
                 const Operand &S2 = {});
};

/// A send: response Dst, payload rPayload (sends: and rPayload2 of
/// ExMLen registers), to shared function SFID with descriptor Desc.
InstIR send(unsigned Exec, unsigned ChOff, const Operand &Dst, unsigned Payload,
            unsigned SFID, uint32_t Desc);
InstIR sends(unsigned Exec, unsigned ChOff, const Operand &Dst, unsigned Payload,
             unsigned Payload2, unsigned ExMLen, unsigned SFID, uint32_t Desc);
} // namespace build

/// The conditions of cmp and sel (InstIR::CondMod).
enum CondMod : uint8_t { CmEq = 1, CmNe = 2, CmGt = 3, CmGe = 4, CmLt = 5, CmLe = 6 };

} // namespace IntelGPU

class IntelGPUMCInstLower {
public:
  explicit IntelGPUMCInstLower(const MachineFunction &MF);

  /// The native instructions of \p MI, at the kernel's width. Control flow
  /// whose targets are labels (CG_IF, CG_LOOP, CG_JUMPIF, CG_JUMP) is the
  /// asm printer's, which builds it from condition() and its labels.
  void lower(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;

  /// f0.0 (f<Flag>.0) gets, for each running channel, whether \p R
  /// compares (\p Cond) with 0; in SIMD32 code, channels 16-31 write its
  /// bits 16-31 (f0.1): a flag bit is the channel's, counted from the
  /// channel offset.
  void condition(uint8_t Cond, Register R, SmallVectorImpl<IntelGPU::InstIR> &Out,
                 unsigned Flag = 0) const;

  /// A call through a register (CG_CALL_REG; docs/intelgpu-abi.md,
  /// "Calls"): the first running channel's \p Handle, the callee's offset
  /// in the code, made an offset from the call in r123.0, then `call (W|M0)
  /// r119.0 r123.0`.
  void lowerCallThrough(Register Handle, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// A callable function's constexpr sampler (CG_MOV_SAMPLER): movs of
  /// \p Index, its index in the function's list, to \p D's running
  /// channels, never compacted (the asm printer relocates each immediate).
  void lowerSamplerIndex(Register D, uint32_t Index,
                         SmallVectorImpl<IntelGPU::InstIR> &Out) const;

  unsigned width() const { return Width; }
  IntelGPU::Gen gen() const { return G; }
  /// The number of the first GRF of a general register.
  unsigned firstGRF(Register R) const { return grf(R); }

private:
  /// The channels one lowering of a SIMD8 or SIMD16 form writes: Exec
  /// channels from ChOff, from GRF Half * 2 of each register (SIMD32's
  /// second half).
  struct Group {
    unsigned Exec, Half;
    unsigned chOff(unsigned Local = 0) const { return 16 * Half + Local; }
  };

  void lowerGroup(const MachineInstr &MI, Group Gr, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  bool lowerALU(const MachineInstr &MI, Group Gr, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerMemory(const MachineInstr &MI, Group Gr, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerTextureMessage(const MachineInstr &MI, Group Gr,
                           SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerSIMDOperation(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerSpillOrReload(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerBallot(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerUniformLoad(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerShuffle(const MachineInstr &MI, Group Gr, SmallVectorImpl<IntelGPU::InstIR> &Out) const;

  /// r123, reserved for the sequences that read a value the running
  /// channels agree on (a handle) into a scalar.
  static constexpr unsigned HandleGRF = 123;
  /// r123.<Sub> gets the number of the first channel that runs (a cmp of
  /// \p R with itself sets f1's bits; fbl).
  void firstRunningChannel(Register R, unsigned Sub,
                           SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// r123.<Sub> gets \p R's dword in the channel r123.<LaneSub> numbers
  /// (an indirect read through a0.0).
  void readChannel(Register R, unsigned LaneSub, unsigned Sub,
                   SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// Handle I of \p Handles, the same in every running channel, in
  /// r123.I: a scalar register's dword, or a vector's in the first running
  /// channel.
  void handleDwords(ArrayRef<Register> Handles, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// \p Send with its descriptor in a0.0, which (\p Build) gets its
  /// immediate descriptor ORed with r123.0, the handles' fields.
  IntelGPU::InstIR descriptorInA0(IntelGPU::InstIR Send, SmallVectorImpl<IntelGPU::InstIR> &Out,
                                  bool Build = true) const;

  /// A mov of the channels that run, half by half in SIMD32: into what
  /// Dst gives for each half, from what Src gives.
  void maskedMov(function_ref<IntelGPU::Operand(unsigned)> Dst,
                 function_ref<IntelGPU::Operand(unsigned)> Src,
                 SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// maskedMov into register D (its high half for a 64-bit \p High).
  void toChannels(Register D, function_ref<IntelGPU::Operand(unsigned)> Src,
                  SmallVectorImpl<IntelGPU::InstIR> &Out, bool High = false) const;

  /// The GRF of a general register: a pair's low (or \p High) register;
  /// SIMD16 and SIMD32 registers are several GRFs, the first, the \p Second
  /// of channels 8-15 (16-23 in SIMD32's \p Half 1), and so on.
  unsigned grf(Register R, bool High = false, bool Second = false, unsigned Half = 0) const;
  /// The GRF of a QGRF register (an A64 address per channel, qwords in
  /// channel order) that holds \p Channel's qword and the next three's.
  unsigned qgrf(Register R, unsigned Channel) const;
  /// A mov of N channels' qwords from channel Ch on, from the GRF SrcGRF
  /// on to DstGRF on (whole GRFs of four qwords each): one qword mov on
  /// Gen9, the dword halves on Gen11 (no 64-bit integer types).
  void movQwords(unsigned N, unsigned Ch, unsigned DstGRF, unsigned SrcGRF,
                 SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  void lowerQwordCopy(const MachineInstr &MI, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
  /// A scalar register or a payload dword: its GRF and dword.
  bool scalarReg(Register R, unsigned &GRF, unsigned &Sub) const;
  /// Whether the halves Lo, Hi are one qword of scalars (a buffer's
  /// address in the payload): its GRF and qword.
  bool scalarQword(Register Lo, Register Hi, unsigned &GRF, unsigned &QSub) const;
  /// A source operand: a register as a region of a dword a channel (a
  /// scalar region for a scalar register or payload dword), an immediate
  /// operand as an immediate of type T.
  IntelGPU::Operand source(const MachineOperand &MO, IntelGPU::Type T, Group Gr,
                           bool High = false, bool Second = false) const;
  IntelGPU::Operand dest(Register R, IntelGPU::Type T, Group Gr, bool High = false,
                         bool Second = false) const;

  /// The reserved registers a SIMD-group operation, a spill or a reload
  /// keeps a whole value in for a moment: r123 at SIMD8, r122-r123 at
  /// SIMD16 and r122-r125 at SIMD32, half h of SIMD32 in r(122 + 2h).
  /// A render function's last messages, built in r122-r127 (EOT
  /// messages come from r112-r127), clear of the scratch header in
  /// r120-r121: a vertex function's URB writes (r122-r126), a fragment
  /// function's render target writes (at most six GRFs).
  static constexpr unsigned RenderPayloadGRF = 122;
  unsigned tempGRF(unsigned Half = 0) const { return Width == 8 ? 123 : 122 + 2 * Half; }

  /// The scratch row of frame offset \p Offset (its \p Part'th row for a
  /// 64-bit value's high half): frame dword Offset / 4 is a row of
  /// Width / 8 registers.
  uint32_t scratchRow(uint64_t Offset, unsigned Part = 0) const {
    return uint32_t((Offset / 4 + Part) * (Width / 8));
  }

  const MachineFunction &MF;
  const TargetRegisterInfo &TRI;
  unsigned Width;
  IntelGPU::Gen G;
  /// A callable function's frame is at the frame row (docs/intelgpu-abi.md,
  /// "Calls"): its spills add the row to their descriptors (scratchSend).
  bool Callable;
  /// Pushes a scratch block message; a callable function's takes its
  /// descriptor from a0.0, where the frame row is added to it first.
  void scratchSend(IntelGPU::InstIR S, SmallVectorImpl<IntelGPU::InstIR> &Out) const;
};

} // namespace llvm

#endif
