//===- IntelGPUMCInstLower.cpp - Codegen instructions to native ones ------===//
//
// See IntelGPUMCInstLower.h. The register conventions (what a register of
// each class is in GRFs at each width, the reserved registers r120-r127)
// are docs/intelgpu-codegen.md's; the messages are docs/intelgpu-abi.md's.
//
//===----------------------------------------------------------------------===//

#include "IntelGPUMCInstLower.h"
#include "metalnt/Lowering/Lowering.h"
#include "IntelGPU.h"
#include "IntelGPUInstrInfo.h"
#include "IntelGPUMessages.h"
#include "IntelGPURegisterInfo.h"
#include "IntelGPUSubtarget.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::IntelGPU;
using namespace llvm::IntelGPU::build;
namespace Msg = llvm::IntelGPUMsg;
using IGType = llvm::IntelGPU::Type;

namespace {

struct IGALU {
  unsigned Inst;
  unsigned MC;
  uint8_t MathFn, CondMod, DstType, SrcType, Src0Mod, Src1Mod;
  bool Scalar;
};
enum SourceModifier : uint8_t { NoMod = 0, NegMod = 1, AbsMod = 2 };

#define GET_IGALUForms_DECL
#define GET_IGALUForms_IMPL
#include "IntelGPUGenSearchableTables.inc"

} // namespace

//===----------------------------------------------------------------------===//
// Building instructions
//===----------------------------------------------------------------------===//

Operand build::dst(unsigned Reg, unsigned Sub, IGType T, unsigned HStride) {
  Operand O;
  O.K = Operand::Direct;
  O.RegNum = Reg;
  O.HStride = HStride;
  O.Ty = T;
  O.SubRegBytes = Sub * typeSize(T);
  return O;
}

Operand build::nullDst(IGType T) {
  Operand O = dst(0, 0, T);
  O.IsGRF = false;
  return O;
}

Operand build::region(unsigned Reg, unsigned Sub, IGType T, unsigned V, unsigned W,
                      unsigned H) {
  Operand O;
  O.K = Operand::Direct;
  O.RegNum = Reg;
  O.VStride = V;
  O.Width = W;
  O.HStride = H;
  O.Ty = T;
  O.SubRegBytes = Sub * typeSize(T);
  return O;
}

Operand build::imm(uint64_t V, IGType T) {
  Operand O;
  O.K = Operand::Immediate;
  O.Ty = T;
  O.Imm = V & maskTrailingOnes<uint64_t>(immediateBits(T));
  return O;
}

Operand build::arfDst(ARF R, IGType T) {
  Operand O = dst(R, 0, T);
  O.IsGRF = false;
  return O;
}

Operand build::arfScalar(ARF R, unsigned Sub, IGType T) {
  Operand O = scalar(R, Sub, T);
  O.IsGRF = false;
  return O;
}

Operand build::indirectVxH(IGType T) {
  Operand O;
  O.K = Operand::Indirect;
  O.IsGRF = true;
  O.VxH = true;
  O.Width = 1;
  O.HStride = 0;
  O.Ty = T;
  return O;
}

Operand build::msgReg(unsigned Reg) {
  Operand O;
  O.K = Operand::Direct;
  O.RegNum = Reg;
  O.Ty = TUD;
  return O;
}

Operand build::msgNull() {
  Operand O = msgReg(0);
  O.IsGRF = false;
  return O;
}

build::Inst::Inst(unsigned Opcode, unsigned Exec, unsigned Off) {
  Op = Opcode;
  ExecSize = Exec;
  ChOff = Off;
}

build::Inst &build::Inst::pred(unsigned Flag, unsigned Sub, unsigned Ctrl) {
  PredCtrl = Ctrl;
  FlagReg = Flag;
  FlagSubReg = Sub;
  return *this;
}

build::Inst &build::Inst::cond(unsigned CM, unsigned Flag, unsigned Sub) {
  CondMod = CM;
  FlagReg = Flag;
  FlagSubReg = Sub;
  return *this;
}

build::Inst &build::Inst::operands(const Operand &D, const Operand &S0, const Operand &S1,
                                   const Operand &S2) {
  Dst = D;
  Src[0] = S0;
  Src[1] = S1;
  Src[2] = S2;
  return *this;
}

InstIR build::send(unsigned Exec, unsigned ChOff, const Operand &Dst, unsigned Payload,
                   unsigned SFID, uint32_t Desc) {
  Inst I(IntelGPU::SEND, Exec, ChOff);
  I.Dst = Dst;
  I.Src[0] = msgReg(Payload);
  I.FuncCtrl = SFID;
  I.Desc = Desc;
  return I;
}

InstIR build::sends(unsigned Exec, unsigned ChOff, const Operand &Dst, unsigned Payload,
                    unsigned Payload2, unsigned ExMLen, unsigned SFID, uint32_t Desc) {
  Inst I(IntelGPU::SENDS, Exec, ChOff);
  I.Dst = Dst;
  I.Src[0] = msgReg(Payload);
  I.Src[1] = msgReg(Payload2);
  I.FuncCtrl = SFID;
  I.ExDesc = ExMLen << 6;
  I.Desc = Desc;
  return I;
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

IntelGPUMCInstLower::IntelGPUMCInstLower(const MachineFunction &MF)
    : MF(MF), TRI(*MF.getSubtarget().getRegisterInfo()),
      Width(getIntelGPUSIMDWidth(MF.getFunction())),
      G(MF.getSubtarget<IntelGPUSubtarget>().isGen11() ? Gen::Gen11 : Gen::Gen9),
      Callable(metalnt::lower::isCallableFunction(MF.getFunction())) {}

/// The frame row, r119.2 (S58; docs/intelgpu-abi.md, "Calls").
constexpr unsigned FrameRowGRF = 119, FrameRowSub = 2;

void IntelGPUMCInstLower::scratchSend(InstIR S, SmallVectorImpl<InstIR> &Out) const {
  if (Callable) {
    Out.push_back(Inst(IntelGPU::ADD, 1)
                      .noMask()
                      .operands(arfDst(AddrA0, TUD), scalar(FrameRowGRF, FrameRowSub, TUD),
                                imm(S.Desc, TUD)));
    S.Desc = 0;
    S.DescIsReg = true;
    S.DescSub = 0;
  }
  Out.push_back(S);
}

bool IntelGPUMCInstLower::scalarReg(Register R, unsigned &GRF, unsigned &Sub) const {
  if (IntelGPU::PAYLOADDWRegClass.contains(R)) {
    unsigned D = R - IntelGPU::PDW0;
    GRF = D / 8;
    Sub = D % 8;
    return true;
  }
  if (IntelGPU::SREGRegClass.contains(R)) {
    unsigned D = R - IntelGPU::S0;
    GRF = IntelGPURegisterInfo::ScalarGRF + D / 8;
    Sub = D % 8;
    return true;
  }
  return false;
}

bool IntelGPUMCInstLower::scalarQword(Register Lo, Register Hi, unsigned &GRF,
                                      unsigned &QSub) const {
  unsigned LoSub, HiGRF, HiSub;
  if (!scalarReg(Lo, GRF, LoSub) || !scalarReg(Hi, HiGRF, HiSub) || HiGRF != GRF ||
      LoSub % 2 || HiSub != LoSub + 1)
    return false;
  QSub = LoSub / 2;
  return true;
}

/// The A64 stateless message reading (or writing) Bits-bit elements for
/// ExecSize channels, their qword addresses first in the payload: untyped
/// for dwords, byte scattered for bytes and words.
static uint32_t a64Desc(unsigned Bits, unsigned ExecSize, bool Store) {
  bool Dword = Bits == 32;
  unsigned Regs = ExecSize / 8;
  unsigned Control = Dword ? Msg::untypedControl(ExecSize)
                           : Msg::byteScatteredControl(Bits, ExecSize, /*A64=*/true);
  unsigned MsgType = Store ? (Dword ? Msg::A64UntypedSurfaceWrite : Msg::A64ByteScatteredWrite)
                           : (Dword ? Msg::A64UntypedSurfaceRead : Msg::A64ByteScatteredRead);
  return Msg::messageDesc(2 * Regs, Store ? 0 : Regs, false) |
         Msg::dpDesc(Msg::Stateless, MsgType, Control);
}

unsigned IntelGPUMCInstLower::grf(Register R, bool High, bool Second, unsigned Half) const {
  if (IntelGPU::GRF64RegClass.contains(R))
    R = TRI.getSubReg(R, High ? IntelGPU::sub1 : IntelGPU::sub0);
  if (!IntelGPU::GRF32RegClass.contains(R))
    report_fatal_error("intelgpu: register " + Twine(TRI.getName(R)) +
                       " is not a general register");
  unsigned N = TRI.getEncodingValue(R);
  if (Width > 8)
    N = N * Width / 8 + 2 * Half + Second; // r2n, r2n+1 or r4n..r4n+3
  return N;
}

unsigned IntelGPUMCInstLower::qgrf(Register R, unsigned Channel) const {
  if (!IntelGPU::QGRFRegClass.contains(R))
    report_fatal_error("intelgpu: register " + Twine(TRI.getName(R)) +
                       " is not an address register");
  return IntelGPURegisterInfo::addressGRF(Width) + TRI.getEncodingValue(R) * Width / 4 +
         Channel / 4;
}

void IntelGPUMCInstLower::movQwords(unsigned N, unsigned Ch, unsigned DstGRF, unsigned SrcGRF,
                                    SmallVectorImpl<InstIR> &Out) const {
  if (G == Gen::Gen9) {
    Out.push_back(Inst(IntelGPU::MOV, N, Ch).operands(dst(DstGRF, 0, TQ),
                                                      region(SrcGRF, 0, TQ, 4, 4, 1)));
    return;
  }
  for (unsigned H = 0; H != 2; ++H)
    Out.push_back(Inst(IntelGPU::MOV, N, Ch).operands(dst(DstGRF, H, TUD, 2),
                                                      region(SrcGRF, H, TUD, 8, 4, 2)));
}

/// A copy of a QGRF register, the channels that run, eight at a time.
void IntelGPUMCInstLower::lowerQwordCopy(const MachineInstr &MI,
                                         SmallVectorImpl<InstIR> &Out) const {
  Register D = MI.getOperand(0).getReg(), S = MI.getOperand(1).getReg();
  unsigned Step = std::min(Width, 8u);
  for (unsigned Ch = 0; Ch != Width; Ch += Step)
    movQwords(Step, Ch, qgrf(D, Ch), qgrf(S, Ch), Out);
}

Operand IntelGPUMCInstLower::source(const MachineOperand &MO, IGType T, Group Gr, bool High,
                                    bool Second) const {
  if (MO.isImm())
    return imm(uint32_t(MO.getImm()), T);
  unsigned GRF, Sub;
  if (scalarReg(MO.getReg(), GRF, Sub))
    return scalar(GRF, Sub, T);
  return vec(grf(MO.getReg(), High, Second, Gr.Half), T);
}

Operand IntelGPUMCInstLower::dest(Register R, IGType T, Group Gr, bool High,
                                  bool Second) const {
  unsigned GRF, Sub;
  if (scalarReg(R, GRF, Sub))
    return dst(GRF, Sub, T);
  return dst(grf(R, High, Second, Gr.Half), 0, T);
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

void IntelGPUMCInstLower::lower(const MachineInstr &MI,
                                SmallVectorImpl<InstIR> &Out) const {
  unsigned Opc = MI.getOpcode();
  switch (Opc) {
  case IntelGPU::CG_BALLOT:
    return lowerBallot(MI, Out);
  case IntelGPU::CG_READLANE: {
    // Channel L of x is dword L % 8 of its (L / 8)th GRF.
    unsigned L = unsigned(MI.getOperand(2).getImm()) & (Width - 1);
    Operand Src = scalar(grf(MI.getOperand(1).getReg()) + L / 8, L % 8, TUD);
    return toChannels(MI.getOperand(0).getReg(), [&](unsigned) { return Src; }, Out);
  }
  case IntelGPU::CG_SIMD_REDUCE:
  case IntelGPU::CG_SIMD_PREFIX:
    return lowerSIMDOperation(MI, Out);
  case IntelGPU::CG_LDU_A64:
  case IntelGPU::CG_LDU_A64_S:
    return lowerUniformLoad(MI, Out);
  case IntelGPU::CG_MOVQ:
    return lowerQwordCopy(MI, Out);
  case IntelGPU::CG_SPILLQ:
  case IntelGPU::CG_RELOADQ:
    return lowerSpillOrReload(MI, Out);
  case IntelGPU::CG_SPILL32:
  case IntelGPU::CG_SPILL64:
  case IntelGPU::CG_RELOAD32:
  case IntelGPU::CG_RELOAD64:
    // A spill or reload whose register allocation gave a scalar register
    // (a vreg of class SU or GRF32U, whose spill form was chosen before
    // the register was) takes the scalar register's form below.
    if (!IntelGPU::SREGRegClass.contains(MI.getOperand(0).getReg()))
      return lowerSpillOrReload(MI, Out);
    break;
  case IntelGPU::CG_BR:
  case IntelGPU::CG_BRCOND:
  case IntelGPU::CG_CF_COND:
    // Left only when the control-flow pass reported an error: the output
    // is not used.
    Out.push_back(Inst(IntelGPU::ILLEGAL, 1));
    return;
  }
  // The rest are written for a group of 8 or 16 channels: SIMD32 code
  // takes them twice, for each half; a NoMask instruction acts for the
  // whole thread and is taken once.
  if (Width != 32)
    return lowerGroup(MI, {Width, 0}, Out);
  lowerGroup(MI, {16, 0}, Out);
  SmallVector<InstIR, 8> Second;
  lowerGroup(MI, {16, 1}, Second);
  // (A typed write through a register handle sets a0.0 before each of its
  // sends, the second half's too.)
  bool Registers = false;
  IntelGPU::isTextureMessage(MI.getOpcode(), &Registers);
  for (const InstIR &I : Second)
    if (!I.NoMask || Registers)
      Out.push_back(I);
}

bool IntelGPUMCInstLower::lowerALU(const MachineInstr &MI, Group Gr,
                                   SmallVectorImpl<InstIR> &Out) const {
  const IGALU *A = lookupIGALU(MI.getOpcode());
  if (!A)
    return false;
  Inst I = A->Scalar ? Inst(A->MC, 1).noMask() : Inst(A->MC, Gr.Exec, Gr.chOff());
  if (A->CondMod)
    I.cond(A->CondMod);
  I.FuncCtrl = A->MathFn;
  IGType ST = IGType(A->SrcType);
  auto Src = [&](unsigned K, uint8_t Mod) {
    Operand O = source(MI.getOperand(1 + K), ST, Gr);
    O.Neg = Mod == NegMod;
    O.Abs = Mod == AbsMod;
    return O;
  };
  I.Dst = dest(MI.getOperand(0).getReg(), IGType(A->DstType), Gr);
  I.Src[0] = Src(0, A->Src0Mod);
  if (MI.getNumExplicitOperands() > 2)
    I.Src[1] = Src(1, A->Src1Mod);
  Out.push_back(I);
  return true;
}

void IntelGPUMCInstLower::lowerGroup(const MachineInstr &MI, Group Gr,
                                     SmallVectorImpl<InstIR> &Out) const {
  if (lowerALU(MI, Gr, Out))
    return;
  if (IntelGPU::isTextureMessage(MI.getOpcode()))
    return lowerTextureMessage(MI, Gr, Out);
  unsigned E = Gr.Exec, Ch = Gr.chOff();
  auto Reg = [&](unsigned N) { return MI.getOperand(N).getReg(); };
  auto Src = [&](unsigned N, IGType T, bool High = false, bool Second = false) {
    return source(MI.getOperand(N), T, Gr, High, Second);
  };
  auto Dst = [&](unsigned N, IGType T, bool High = false, bool Second = false) {
    return dest(Reg(N), T, Gr, High, Second);
  };
  auto Push = [&](const InstIR &I) { Out.push_back(I); };

  switch (MI.getOpcode()) {
  case IntelGPU::CG_LOCALID: {
    // The channels' local IDs in dimension d, 16 bits a channel.
    unsigned D = unsigned(MI.getOperand(1).getImm());
    unsigned From = IntelGPUPayload::LocalIDGRF + D * IntelGPUPayload::localIDGRFs(Width) +
                    Gr.Half;
    Push(Inst(IntelGPU::MOV, E, Ch).operands(Dst(0, TUD), vec(From, TUW)));
    return;
  }
  case IntelGPU::CG_ADDLID: {
    unsigned D = unsigned(MI.getOperand(2).getImm());
    unsigned From = IntelGPUPayload::LocalIDGRF + D * IntelGPUPayload::localIDGRFs(Width) +
                    Gr.Half;
    Push(Inst(IntelGPU::ADD, E, Ch).operands(Dst(0, TD), Src(1, TD), vec(From, TUW)));
    return;
  }
  case IntelGPU::CG_LANE:
    // Vector immediates give channels 0-7 (and 8-15 in the second GRF);
    // SIMD32's channels 16-31 count from 16.
    Push(Inst(IntelGPU::MOV, 8, Ch).operands(Dst(0, TUD), imm(0x76543210, TUV)));
    if (E == 16)
      Push(Inst(IntelGPU::MOV, 8, Ch + 8)
               .operands(Dst(0, TUD, false, true), imm(0xfedcba98, TUV)));
    if (Gr.Half)
      Push(Inst(IntelGPU::ADD, 16, Ch).operands(Dst(0, TUD), Src(0, TUD), imm(0x10, TUD)));
    return;
  case IntelGPU::CG_MUL:
    if (G == Gen::Gen9) {
      Push(Inst(IntelGPU::MUL, E, Ch).operands(Dst(0, TD), Src(2, TD), Src(3, TD)));
      return;
    }
    // Gen11 has no dword x dword multiply (Mesa brw_lower_mul_dword_inst):
    // a * lo16(b) + (a * hi16(b)) << 16, the second product in t.
    Push(Inst(IntelGPU::MUL, E, Ch)
             .operands(Dst(0, TD), Src(2, TD), region(grf(Reg(3), false, false, Gr.Half), 0,
                                                      TUW, 16, 8, 2)));
    Push(Inst(IntelGPU::MUL, E, Ch)
             .operands(Dst(1, TD), Src(2, TD), region(grf(Reg(3), false, false, Gr.Half), 1,
                                                      TUW, 16, 8, 2)));
    Push(Inst(IntelGPU::SHL, E, Ch).operands(Dst(1, TUD), Src(1, TUD), imm(0x10, TUD)));
    Push(Inst(IntelGPU::ADD, E, Ch).operands(Dst(0, TD), Src(0, TD), Src(1, TD)));
    return;
  case IntelGPU::CG_FMA: {
    // mad d = c + a * b: Align16 regions on Gen9, Align1 on Gen11
    // (docs/intelgpu-isa.md).
    // A scalar (a uniform value, a payload dword) is read in place as a
    // replicated region, <0;0> (src2's <0>), preferably by src2 as
    // Intel's compiler does.
    unsigned V = G == Gen::Gen9 ? 2 : 8;
    auto Tern = [&](unsigned N, unsigned VS) {
      unsigned GRF, Sub;
      if (scalarReg(Reg(N), GRF, Sub))
        return region(GRF, Sub, TF, 0, 1, 0);
      return region(grf(Reg(N), false, false, Gr.Half), 0, TF, VS, 1, 1);
    };
    unsigned A = 1, B = 2, GRF, Sub;
    if (scalarReg(Reg(A), GRF, Sub) && !scalarReg(Reg(B), GRF, Sub))
      std::swap(A, B);
    Push(Inst(IntelGPU::MAD, E, Ch)
             .operands(Dst(0, TF), Tern(3, V), Tern(A, V), Tern(B, 1)));
    return;
  }
  case IntelGPU::CG_H2F:
    Push(Inst(IntelGPU::MOV, E, Ch)
             .operands(Dst(0, TF), region(grf(Reg(1), false, false, Gr.Half), 0, THF, 16, 8, 2)));
    return;
  case IntelGPU::CG_F2H:
    Push(Inst(IntelGPU::MOV, E, Ch)
             .operands(dst(grf(Reg(0), false, false, Gr.Half), 0, THF, 2), Src(1, TF)));
    Push(Inst(IntelGPU::AND, E, Ch).operands(Dst(0, TUD), Src(0, TUD), imm(0xFFFF, TUD)));
    return;
  case IntelGPU::CG_SEL:
  case IntelGPU::CG_SEL64: {
    // f0.0 gets c != 0; sel picks a where it holds.
    Push(Inst(IntelGPU::CMP, E, Ch).cond(CmNe).operands(nullDst(), Src(1, TUD), imm(0, TUD)));
    Push(Inst(IntelGPU::SEL, E, Ch).pred(0, 0).operands(Dst(0, TUD), Src(2, TUD), Src(3, TUD)));
    if (MI.getOpcode() == IntelGPU::CG_SEL64)
      Push(Inst(IntelGPU::SEL, E, Ch)
               .pred(0, 0)
               .operands(Dst(0, TUD, true), Src(2, TUD, true), Src(3, TUD, true)));
    return;
  }
  case IntelGPU::CG_SHUFFLE:
    return lowerShuffle(MI, Gr, Out);
  case IntelGPU::CG_SEXT16:
  case IntelGPU::CG_SEXT8:
  case IntelGPU::CG_SEXT16_S:
  case IntelGPU::CG_SEXT8_S: {
    // The low word (byte) of each dword: element 2i (4i) of the :w (:b)
    // region; a scalar's at its dword's first word (byte).
    bool Word = MI.getOpcode() == IntelGPU::CG_SEXT16 || MI.getOpcode() == IntelGPU::CG_SEXT16_S;
    IGType T = Word ? TW : TB;
    unsigned Per = Word ? 2 : 4, GRF, Sub;
    Operand Src = scalarReg(Reg(1), GRF, Sub)
                      ? scalar(GRF, Sub * Per, T)
                      : region(grf(Reg(1), false, false, Gr.Half), 0, T, 8 * Per, 8, Per);
    bool Scalar = IntelGPU::SREGRegClass.contains(Reg(0));
    Push((Scalar ? Inst(IntelGPU::MOV, 1).noMask() : Inst(IntelGPU::MOV, E, Ch))
             .operands(Dst(0, TD), Src));
    return;
  }
  case IntelGPU::CG_SCRATCH_HEADER:
    // Private memory's messages' header (Mesa's SCRATCH_HEADER): dword 5
    // the scratch space pointer (r0.5[31:10]), dword 3 the scratch size
    // code (r0.3[3:0]), the rest 0.
    Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(120, 0, TUD), imm(0, TUD)));
    Push(Inst(IntelGPU::AND, 1)
             .noMask()
             .operands(dst(120, 3, TUD), scalar(0, 3, TUD), imm(0xf, TUD)));
    Push(Inst(IntelGPU::AND, 1)
             .noMask()
             .operands(dst(120, 5, TUD), scalar(0, 5, TUD), imm(0xfffffc00, TUD)));
    return;
  case IntelGPU::CG_BARRIER: {
    // The barrier message with the barrier ID of r0.2, then wait on n0.
    uint32_t IDMask = G == Gen::Gen9 ? 0x8F000000 : 0x7F000000;
    Push(Inst(IntelGPU::AND, 1)
             .noMask()
             .operands(dst(126, 2, TUD), scalar(0, 2, TUD), imm(IDMask, TUD)));
    InstIR Send = send(1, 0, msgNull(), 126, Msg::Gateway,
                       Msg::messageDesc(1, 0, false) | Msg::GatewayBarrier);
    Send.NoMask = true;
    Push(Send);
    Inst Wait(IntelGPU::WAIT, 1);
    Wait.noMask().Src[0] = arfScalar(NotifyN0, 0, TUD);
    Push(Wait);
    return;
  }
  case IntelGPU::CG_FENCE: {
    // A committing fence, its response read to wait for it: for the data
    // cache, and on Gen11 for shared local memory too.
    for (unsigned BTI : {0u, unsigned(Msg::SLM)}) {
      if (BTI && G == Gen::Gen9)
        break;
      InstIR Send = send(8, 0, msgReg(126), 0, Msg::DataCache0,
                         Msg::messageDesc(1, 1, true) |
                             Msg::dpDesc(BTI, Msg::MemoryFence, Msg::FenceCommit));
      Send.NoMask = true;
      Push(Send);
      Push(Inst(IntelGPU::MOV, 8).noMask().operands(nullDst(), vec(126, TUD)));
    }
    return;
  }
  case IntelGPU::CG_SGV: {
    // A vertex function's pushed system value: a GRF of the payload.
    IntelGPUPayload::Layout L = IntelGPUPayload::Layout::of(MF.getFunction());
    Push(Inst(IntelGPU::MOV, E, Ch)
             .operands(Dst(0, TUD), vec(L.sgvGRF(unsigned(MI.getOperand(1).getImm())), TUD)));
    return;
  }
  case IntelGPU::CG_URB_WRITE: {
    // A VUE slot (docs/intelgpu-abi.md, "Vertex functions"): the header,
    // the vertices' URB handles from the payload's r1, then the slot's
    // four dwords, one GRF each; the last write ends the thread.
    Push(Inst(IntelGPU::MOV, 8).noMask().operands(
        dst(RenderPayloadGRF, 0, TUD), vec(IntelGPUPayload::URBHandlesGRF, TUD)));
    for (unsigned C = 0; C != 4; ++C)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(RenderPayloadGRF + 1 + C, 0, TUD),
                                               Src(2 + C, TUD)));
    InstIR Send = send(8, 0, msgNull(), RenderPayloadGRF, Msg::URB,
                       Msg::messageDesc(5, 0, true) |
                           Msg::urbSIMD8WriteDesc(unsigned(MI.getOperand(0).getImm())));
    Send.EOT = MI.getOperand(1).getImm() != 0;
    Push(Send);
    return;
  }
  case IntelGPU::CG_PAYLOAD: {
    // A fragment function's payload GRF: a dword per channel, or one
    // dword (the setup data's) in every channel.
    unsigned G = unsigned(MI.getOperand(1).getImm()), D = unsigned(MI.getOperand(2).getImm());
    Push(Inst(IntelGPU::MOV, E, Ch).operands(Dst(0, TUD), D == 8 ? vec(G, TUD) : scalar(G, D, TUD)));
    return;
  }
  case IntelGPU::CG_RT_WRITE:
  case IntelGPU::CG_RT_WRITE_DUAL: {
    // A render target write (docs/intelgpu-abi.md, "Fragment functions"),
    // headerless: the oMask's words, R, G, B, A (then the second source's
    // R, G, B, A in a dual-source write), the depth, then the stencil's
    // bytes, one GRF each, at the top of r120-r127 (with all three from
    // r121, which private memory's messages only use for their offsets,
    // each writing its own; its header in r120 stays, except under a
    // dual-source write's eight GRFs, which is always the function's only
    // and last message); with discard, predicated on the live channels
    // (f1.0, as Mesa predicates it on its sample mask flag).
    unsigned Flags = unsigned(MI.getOperand(1).getImm());
    bool Dual = MI.getOpcode() == IntelGPU::CG_RT_WRITE_DUAL;
    unsigned Length = (Dual ? 8 : 4) + bool(Flags & metalnt::intelgpu::RTMask) +
                      bool(Flags & metalnt::intelgpu::RTDepth) +
                      bool(Flags & metalnt::intelgpu::RTStencil);
    unsigned Payload = 128 - Length, At = Payload;
    if (Flags & metalnt::intelgpu::RTMask)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(At++, 0, TUW), Src(8, TUD)));
    for (unsigned C = 0; C != 4; ++C)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(At++, 0, TUD), Src(3 + C, TUD)));
    for (unsigned C = 0; Dual && C != 4; ++C)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(At++, 0, TUD), Src(10 + C, TUD)));
    if (Flags & metalnt::intelgpu::RTDepth)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(At++, 0, TUD), Src(7, TUD)));
    if (Flags & metalnt::intelgpu::RTStencil) {
      // Each channel's low byte, packed (Mesa: a UB subscript of the value).
      Operand S = Src(9, TUD);
      if (S.K == Operand::Immediate) {
        S = imm(uint32_t(S.Imm & 0xFF), TUW);
      } else {
        S.Ty = TUB;
        if (S.Width != 1 || S.VStride != 0) {
          S.VStride = 32;
          S.Width = 8;
          S.HStride = 4;
        }
      }
      Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(At++, 0, TUB), S));
    }
    bool Last = Flags & metalnt::intelgpu::RTLast;
    InstIR Send = send(8, 0, msgNull(), Payload, Msg::RenderCache,
                       Msg::messageDesc(Length, 0, false) |
                           Msg::rtWriteSIMD8Desc(unsigned(MI.getOperand(0).getImm()), Last, Dual));
    Send.Op = IntelGPU::SENDC;
    Send.EOT = Last;
    if (Flags & metalnt::intelgpu::RTKills) {
      Push(Inst(IntelGPU::CMP, 8, 0)
               .cond(CmNe, 1, 0)
               .operands(nullDst(), Src(2, TUD), imm(0, TUD)));
      Send.PredCtrl = 1;
      Send.FlagReg = 1;
      Send.FlagSubReg = 0;
    }
    Push(Send);
    return;
  }
  case IntelGPU::CG_RT_READ: {
    // A render target read (Mesa's lower_fb_read_logical_send): the
    // header a copy of r0 and r1 with r0.0's bits 14:11 (what a write's
    // payload holds) clear, the pixels' four channels back in r124-r127.
    Push(Inst(IntelGPU::MOV, 16).noMask().operands(dst(RenderPayloadGRF, 0, TUD), vec(0, TUD)));
    Push(Inst(IntelGPU::AND, 1).noMask().operands(dst(RenderPayloadGRF, 0, TUD),
                                                  scalar(RenderPayloadGRF, 0, TUD),
                                                  imm(~0x7800u, TUD)));
    InstIR Send = send(8, 0, msgReg(RenderPayloadGRF + 2), RenderPayloadGRF, Msg::RenderCache,
                       Msg::messageDesc(2, 4, true) |
                           Msg::rtReadSIMD8Desc(unsigned(MI.getOperand(4).getImm())));
    Send.Op = IntelGPU::SENDC;
    Push(Send);
    for (unsigned C = 0; C != 4; ++C)
      Push(Inst(IntelGPU::MOV, E, Ch).operands(Dst(C, TUD), vec(RenderPayloadGRF + 2 + C, TUD)));
    return;
  }
  case IntelGPU::CG_EOT: {
    // A vertex function's last URB write ended it (CG_URB_WRITE), a
    // fragment function's last render target write (CG_RT_WRITE).
    IntelGPUPayload::Layout L = IntelGPUPayload::Layout::of(MF.getFunction());
    if (L.render()) {
      const MachineInstr *Prev = MI.getPrevNode();
      unsigned Op = L.Vertex ? IntelGPU::CG_URB_WRITE : IntelGPU::CG_RT_WRITE;
      bool Ends = Prev &&
                  (Prev->getOpcode() == Op || (!L.Vertex && Prev->getOpcode() ==
                                                               IntelGPU::CG_RT_WRITE_DUAL)) &&
                  (L.Vertex ? Prev->getOperand(1).getImm() != 0
                            : (Prev->getOperand(1).getImm() & metalnt::intelgpu::RTLast) != 0);
      if (!Ends)
        report_fatal_error(Twine("intelgpu: a ") + (L.Vertex ? "vertex" : "fragment") +
                           " function's end is not its last " +
                           (L.Vertex ? "URB" : "render target") + " write");
      return;
    }
    // The end of the thread: r0 copied to r127, the spawner's message.
    Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(127, 0, TUD), vec(0, TUD)));
    InstIR Send = send(8, 0, msgNull(), 127, Msg::Spawner,
                       Msg::messageDesc(1, 0, false) | Msg::SpawnerEndOfThread);
    Send.NoMask = true;
    Send.EOT = true;
    Push(Send);
    return;
  }
  case IntelGPU::CG_SPILL_S:
  case IntelGPU::CG_SPILL32: {
    // A scalar register's slot is a row (its slot's first register) with
    // the value in every dword, written through r123.
    uint32_t Row = scratchRow(uint64_t(MI.getOperand(1).getImm()));
    Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(123, 0, TUD), Src(0, TUD)));
    InstIR S = sends(8, 0, msgNull(), 0, 123, 1, Msg::DataCache0,
                     Msg::scratchBlockDesc(/*Write=*/true, 1, Row));
    S.NoMask = true;
    scratchSend(S, Out);
    return;
  }
  case IntelGPU::CG_RELOAD_S:
  case IntelGPU::CG_RELOAD32: {
    uint32_t Row = scratchRow(uint64_t(MI.getOperand(1).getImm()));
    InstIR S = send(8, 0, msgReg(123), 0, Msg::DataCache0,
                    Msg::scratchBlockDesc(/*Write=*/false, 1, Row));
    S.NoMask = true;
    scratchSend(S, Out);
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(Dst(0, TUD), scalar(123, 0, TUD)));
    return;
  }
  case IntelGPU::CG_FRAME_ADDR: {
    // The frame's base in bytes of a channel's frame, the frame row over
    // W / 8, plus the object's offset.
    unsigned Shift = 2 - Log2_32(Width / 8);
    Operand Row = scalar(FrameRowGRF, FrameRowSub, TUD);
    if (Shift)
      Push(Inst(IntelGPU::SHL, E, Ch).operands(Dst(0, TUD), Row, imm(Shift, TUD)));
    else
      Push(Inst(IntelGPU::MOV, E, Ch).operands(Dst(0, TUD), Row));
    if (int64_t Off = MI.getOperand(1).getImm())
      Push(Inst(IntelGPU::ADD, E, Ch).operands(Dst(0, TUD), vec(grf(Reg(0), false, false, Gr.Half), TUD), imm(uint64_t(Off), TUD)));
    return;
  }
  case IntelGPU::CG_FRAME_ROW_SET:
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(FrameRowGRF, FrameRowSub, TUD),
                                                  imm(uint64_t(MI.getOperand(0).getImm()), TUD)));
    return;
  case IntelGPU::CG_FRAME_ROW_ADD:
    Push(Inst(IntelGPU::ADD, 1).noMask().operands(dst(FrameRowGRF, FrameRowSub, TD),
                                                  scalar(FrameRowGRF, FrameRowSub, TD),
                                                  imm(uint64_t(MI.getOperand(0).getImm()), TD)));
    return;
  }
  lowerMemory(MI, Gr, Out);
}

void IntelGPUMCInstLower::lowerMemory(const MachineInstr &MI, Group Gr,
                                      SmallVectorImpl<InstIR> &Out) const {
  enum Space { A64, SLM, Scratch };
  struct Access {
    unsigned Opc;
    Space S;
    unsigned Bits;
    bool Store;
  };
  static const Access Accesses[] = {
      {IntelGPU::CG_LD32_A64, A64, 32, false},  {IntelGPU::CG_LD16_A64, A64, 16, false},
      {IntelGPU::CG_LD8_A64, A64, 8, false},    {IntelGPU::CG_ST32_A64, A64, 32, true},
      {IntelGPU::CG_ST16_A64, A64, 16, true},   {IntelGPU::CG_ST8_A64, A64, 8, true},
      {IntelGPU::CG_LD32_SLM, SLM, 32, false},  {IntelGPU::CG_LD16_SLM, SLM, 16, false},
      {IntelGPU::CG_LD8_SLM, SLM, 8, false},    {IntelGPU::CG_ST32_SLM, SLM, 32, true},
      {IntelGPU::CG_ST16_SLM, SLM, 16, true},   {IntelGPU::CG_ST8_SLM, SLM, 8, true},
      {IntelGPU::CG_LD32_SCR, Scratch, 32, false}, {IntelGPU::CG_LD16_SCR, Scratch, 16, false},
      {IntelGPU::CG_LD8_SCR, Scratch, 8, false},   {IntelGPU::CG_ST32_SCR, Scratch, 32, true},
      {IntelGPU::CG_ST16_SCR, Scratch, 16, true},  {IntelGPU::CG_ST8_SCR, Scratch, 8, true},
  };
  unsigned E = Gr.Exec, Ch = Gr.chOff(), Half = Gr.Half, Regs = E / 8;
  auto Reg = [&](unsigned N, bool High = false, bool Second = false) {
    return grf(MI.getOperand(N).getReg(), High, Second, Half);
  };
  auto Push = [&](const InstIR &I) { Out.push_back(I); };
  // An A64 message's addresses are a QGRF register's (CG_QADDR*): for
  // eight channels from channel Ch + Local, the GRF of the first.
  auto Addresses = [&](unsigned N, unsigned Local) {
    return qgrf(MI.getOperand(N).getReg(), Ch + Local);
  };
  // A compare-and-swap's comparand and new value (a register pair), for 8
  // channels, gathered in r122-r123.
  auto Gather = [&](unsigned CV, unsigned Local) {
    bool Second = Local != 0;
    Push(Inst(IntelGPU::MOV, 8, Ch + Local)
             .operands(dst(122, 0, TUD), vec(Reg(CV, false, Second), TUD)));
    Push(Inst(IntelGPU::MOV, 8, Ch + Local)
             .operands(dst(123, 0, TUD), vec(Reg(CV, true, Second), TUD)));
  };

  switch (MI.getOpcode()) {
  case IntelGPU::CG_QADDR:
    // A 64-bit value's halves interleaved, eight channels at a time.
    for (unsigned Local = 0; Local != E; Local += 8)
      for (unsigned H = 0; H != 2; ++H)
        Push(Inst(IntelGPU::MOV, 8, Ch + Local)
                 .operands(dst(Addresses(0, Local), H, TUD, 2),
                           vec(Reg(1, H != 0, Local != 0), TUD)));
    return;
  case IntelGPU::CG_QADDRX: {
    // Gen9's base + (ext(index) << shift) for eight channels at a time: the
    // index shifted (or moved) to qwords, then the base added, as one
    // qword when its halves are a payload qword, else as its low half
    // zero-extended and its high half added to the high dwords. Qword
    // regions are rows of four (32 bytes), the high dwords rows of four
    // dwords two apart.
    unsigned Shift = unsigned(MI.getOperand(4).getImm());
    IGType IndexT = MI.getOperand(5).getImm() ? TD : TUD;
    for (unsigned Local = 0; Local != E; Local += 8) {
      unsigned To = Addresses(0, Local);
      bool Second = Local != 0;
      auto Half = [&](unsigned N, IGType T) {
        unsigned GRF, Sub;
        if (scalarReg(MI.getOperand(N).getReg(), GRF, Sub))
          return scalar(GRF, Sub, T);
        return vec(Reg(N, false, Second), T);
      };
      Operand Q = dst(To, 0, TQ);
      Operand QSrc = region(To, 0, TQ, 4, 4, 1);
      if (Shift)
        Push(Inst(IntelGPU::SHL, 8, Ch + Local).operands(Q, Half(3, IndexT), imm(Shift, TW)));
      else
        Push(Inst(IntelGPU::MOV, 8, Ch + Local).operands(Q, Half(3, IndexT)));
      unsigned BaseGRF, BaseQ;
      if (scalarQword(MI.getOperand(1).getReg(), MI.getOperand(2).getReg(), BaseGRF, BaseQ)) {
        Push(Inst(IntelGPU::ADD, 8, Ch + Local).operands(Q, QSrc, scalar(BaseGRF, BaseQ, TQ)));
        continue;
      }
      Push(Inst(IntelGPU::ADD, 8, Ch + Local).operands(Q, QSrc, Half(1, TUD)));
      Push(Inst(IntelGPU::ADD, 8, Ch + Local)
               .operands(dst(To, 1, TUD, 2), region(To, 1, TUD, 8, 4, 2), Half(2, TUD)));
    }
    return;
  }
  case IntelGPU::CG_QADDRO:
    // Gen9: an address plus a signed dword, in qwords.
    for (unsigned Local = 0; Local != E; Local += 8)
      Push(Inst(IntelGPU::ADD, 8, Ch + Local)
               .operands(dst(Addresses(0, Local), 0, TQ),
                         region(Addresses(1, Local), 0, TQ, 4, 4, 1),
                         imm(uint32_t(MI.getOperand(2).getImm()), TD)));
    return;
  case IntelGPU::CG_ATOMIC_A64:
  case IntelGPU::CG_CMPXCHG_A64:
  case IntelGPU::CG_ATOMIC_SLM:
  case IntelGPU::CG_CMPXCHG_SLM: {
    // Atomics with return are SIMD8 messages (A64 ones have no other
    // form): SIMD16 sends two, for channels 0-7 and 8-15 from the second
    // GRF of each operand, as Mesa splits them. The operation is in the
    // descriptor (BRW_AOP_*).
    unsigned Opc = MI.getOpcode();
    bool IsA64 = Opc == IntelGPU::CG_ATOMIC_A64 || Opc == IntelGPU::CG_CMPXCHG_A64;
    bool CAS = Opc == IntelGPU::CG_CMPXCHG_A64 || Opc == IntelGPU::CG_CMPXCHG_SLM;
    unsigned AOp = CAS ? Msg::AOpCompareExchange : unsigned(MI.getOperand(3).getImm());
    unsigned ExMLen = CAS ? 2 : 1;
    uint32_t Desc = Msg::messageDesc(IsA64 ? 2 : 1, 1, false) |
                    Msg::dpDesc(IsA64 ? Msg::Stateless : Msg::SLM,
                                IsA64 ? Msg::A64UntypedAtomic : Msg::UntypedAtomic,
                                Msg::atomicControl(AOp, IsA64));
    for (unsigned Local = 0; Local != E; Local += 8) {
      bool Second = Local != 0;
      if (CAS && E == 16)
        Gather(2, Local);
      unsigned Payload = IsA64 ? Addresses(1, Local) : Reg(1, false, Second);
      unsigned Data = CAS && E == 16 ? 122 : Reg(2, false, Second);
      Push(sends(8, Ch + Local, msgReg(Reg(0, false, Second)), Payload, Data, ExMLen,
                 Msg::DataCache1, Desc));
    }
    return;
  }
  }

  const Access *A = nullptr;
  for (const Access &X : Accesses)
    if (X.Opc == MI.getOpcode())
      A = &X;
  if (!A)
    report_fatal_error("intelgpu: no lowering for " +
                       Twine(MF.getSubtarget().getInstrInfo()->getName(MI.getOpcode())));
  // Loads are (d, address), stores (value, address).
  unsigned Addr = 1;
  Operand Response = A->Store ? msgNull() : msgReg(Reg(0));
  bool Dword = A->Bits == 32;
  switch (A->S) {
  case A64: {
    // Device memory: A64 stateless messages on the data cache 1, from the
    // address register.
    uint32_t Desc = a64Desc(A->Bits, E, A->Store);
    unsigned Payload = Addresses(Addr, 0);
    Push(A->Store ? sends(E, Ch, Response, Payload, Reg(0), Regs, Msg::DataCache1, Desc)
                  : send(E, Ch, Response, Payload, Msg::DataCache1, Desc));
    return;
  }
  case SLM: {
    // Threadgroup memory: untyped dword messages on the data cache 1,
    // byte scattered ones on the data cache 0.
    unsigned SFID = Dword ? Msg::DataCache1 : Msg::DataCache0;
    unsigned Control =
        Dword ? Msg::untypedControl(E) : Msg::byteScatteredControl(A->Bits, E, false);
    unsigned MsgType = A->Store ? (Dword ? Msg::UntypedSurfaceWrite : Msg::ByteScatteredWrite)
                             : (Dword ? Msg::UntypedSurfaceRead : Msg::ByteScatteredRead);
    uint32_t Desc = Msg::messageDesc(Regs, A->Store ? 0 : Regs, false) |
                    Msg::dpDesc(Msg::SLM, MsgType, Control);
    Push(A->Store ? sends(E, Ch, Response, Reg(Addr), Reg(0), Regs, SFID, Desc)
                  : send(E, Ch, Response, Reg(Addr), SFID, Desc));
    return;
  }
  case Scratch: {
    // Private memory: A32 stateless scattered messages on the data cache
    // 0, their header in r120 (CG_SCRATCH_HEADER), the offsets copied
    // after it.
    Push(Inst(IntelGPU::MOV, E, Ch).operands(dst(121, 0, TUD), vec(Reg(Addr), TUD)));
    unsigned Control = Dword ? Msg::dwordScatteredControl(E)
                             : Msg::byteScatteredControl(A->Bits, E, false);
    unsigned MsgType = A->Store ? (Dword ? Msg::DWordScatteredWrite : Msg::ByteScatteredWrite)
                             : (Dword ? Msg::DWordScatteredRead : Msg::ByteScatteredRead);
    uint32_t Desc = Msg::messageDesc(1 + Regs, A->Store ? 0 : Regs, true) |
                    Msg::dpDesc(Msg::Stateless, MsgType, Control);
    Push(A->Store ? sends(E, Ch, Response, 120, Reg(0), Regs, Msg::DataCache0, Desc)
                  : send(E, Ch, Response, 120, Msg::DataCache0, Desc));
    return;
  }
  }
}

void IntelGPUMCInstLower::lowerTextureMessage(const MachineInstr &MI, Group Gr,
                                              SmallVectorImpl<InstIR> &Out) const {
  // The payload is built in r100-r111, reserved in a function with texture
  // messages (IntelGPURegisterInfo::TexturePayloadGRF).
  constexpr unsigned P0 = IntelGPURegisterInfo::TexturePayloadGRF;
  auto Push = [&](const InstIR &I) { Out.push_back(I); };
  unsigned E = Gr.Exec, Ch = Gr.chOff();
  auto Imm = [&](unsigned N) { return unsigned(MI.getOperand(N).getImm()); };
  auto Src = [&](unsigned N, bool Second) {
    return source(MI.getOperand(N), TUD, Gr, false, Second);
  };

  bool Registers = false;
  IntelGPU::isTextureMessage(MI.getOpcode(), &Registers);
  if (MI.getOpcode() == IntelGPU::CG_TYPED_WRITE ||
      MI.getOpcode() == IntelGPU::CG_TYPED_WRITE_R) {
    // (bti, coordinates, coordinate..., four words): SIMD8 messages, the
    // coordinates from r100 and the words from r104 (sends), each eight
    // channels' slot group in the descriptor. A BTI in a register is read
    // once, into r123.0, and each send's descriptor built from it in a0.0.
    unsigned BTI = Registers ? 0 : Imm(0), NC = Imm(1);
    if (Registers && Gr.Half == 0) {
      handleDwords({MI.getOperand(0).getReg()}, Out);
      Push(Inst(IntelGPU::AND, 1)
               .noMask()
               .operands(dst(HandleGRF, 0, TUD), scalar(HandleGRF, 0, TUD), imm(0xFF, TUD)));
    }
    for (unsigned Local = 0; Local != E; Local += 8) {
      bool Second = Local != 0;
      for (unsigned I = 0; I != NC; ++I)
        Push(Inst(IntelGPU::MOV, 8, Ch + Local).operands(dst(P0 + I, 0, TUD), Src(2 + I, Second)));
      for (unsigned K = 0; K != 4; ++K)
        Push(Inst(IntelGPU::MOV, 8, Ch + Local)
                 .operands(dst(P0 + 4 + K, 0, TUD), Src(2 + NC + K, Second)));
      uint32_t Desc = Msg::messageDesc(NC, 0, false) |
                      Msg::dpDesc(BTI, Msg::TypedSurfaceWrite, Msg::typedControl(Ch + Local));
      InstIR Send = sends(8, Ch + Local, msgNull(), P0, P0 + 4, 4, Msg::DataCache1, Desc);
      if (Registers)
        Send = descriptorInA0(Send, Out);
      Push(Send);
    }
    return;
  }

  // (r, g, b, a; control, bti, sampler, parameters...). The control word:
  // the message type in bits 4:0, the header in bit 5, the header's dword 2
  // from bit 8 (IntelGPUTextures.cpp).
  unsigned Control = Imm(4), BTI = Registers ? 0 : Imm(5), Sampler = Registers ? 0 : Imm(6);
  unsigned Type = Control & 0x1F;
  // Handles in registers take the header, whose sampler state pointer
  // reaches a state's group of 16.
  bool Header = (Control & 0x20) || Sampler >= 16 || Registers;
  unsigned First = 7, NP = MI.getNumExplicitOperands() - First;
  // SIMD16 messages where the hardware has them (not sample_d: Mesa's
  // brw_fs_lower_simd_width) and the payload fits in 11 GRFs; their eight
  // response GRFs take r120-r127, which private memory's header needs.
  bool Deriv = Type == Msg::SampleDeriv || Type == Msg::SampleDerivCompare;
  // (SIMD8 with handles in registers: the response, r124-r127, leaves
  // their r123 for the second half.)
  unsigned Sub = E == 16 && !Deriv && unsigned(Header) + 2 * NP <= 11 &&
                         !IntelGPURegisterInfo::hasPrivateObjects(MF) && !Registers
                     ? 16
                     : 8;
  unsigned Per = Sub / 8, RLen = 4 * Per, Response = 128 - RLen;
  if (Header && Gr.Half == 0) {
    // The header, written once for every group of channels: it stays in
    // r100 while the parameters after it change. Mesa's: r0 on Gen9; zero
    // on Gen11 with dword 3 the sampler state pointer of r0.3 (bits
    // 31:5). Dword 2: offsets and a gather's channel; samplers from 16 on
    // further on the state pointer.
    if (G == Gen::Gen9) {
      Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(P0, 0, TUD), vec(0, TUD)));
    } else {
      Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(P0, 0, TUD), imm(0, TUD)));
      Push(Inst(IntelGPU::AND, 1)
               .noMask()
               .operands(dst(P0, 3, TUD), scalar(0, 3, TUD), imm(0xFFFFFFE0, TUD)));
    }
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(P0, 2, TUD), imm(Control >> 8, TUD)));
    if (Sampler >= 16)
      Push(Inst(IntelGPU::ADD, 1)
               .noMask()
               .operands(dst(P0, 3, TUD), scalar(P0, 3, TUD), imm(256 * (Sampler / 16), TUD)));
  }
  if (Registers && Gr.Half == 0) {
    // The first running channel's BTI in r123.0 and sampler state s in
    // r123.1: the state pointer moves on by 256 bytes per group of 16
    // states, (s & ~15) << 4, and the descriptor's fields take the BTI's
    // 8 bits and s & 15 (r123.0 = bti | (s & 15) << 8).
    handleDwords({MI.getOperand(5).getReg(), MI.getOperand(6).getReg()}, Out);
    auto Op = [&](unsigned Opc, unsigned D, unsigned S, const Operand &V) {
      Push(Inst(Opc, 1).noMask().operands(dst(HandleGRF, D, TUD), scalar(HandleGRF, S, TUD), V));
    };
    Op(IntelGPU::AND, 0, 0, imm(0xFF, TUD));
    Op(IntelGPU::AND, 2, 1, imm(~15u, TUD));
    Op(IntelGPU::SHL, 2, 2, imm(4, TUD));
    Push(Inst(IntelGPU::ADD, 1)
             .noMask()
             .operands(dst(P0, 3, TUD), scalar(P0, 3, TUD), scalar(HandleGRF, 2, TUD)));
    Op(IntelGPU::AND, 1, 1, imm(15, TUD));
    Op(IntelGPU::SHL, 1, 1, imm(8, TUD));
    Op(IntelGPU::OR, 0, 0, scalar(HandleGRF, 1, TUD));
  }
  unsigned Params = P0 + unsigned(Header);
  for (unsigned Local = 0; Local != E; Local += Sub) {
    bool Second = Local != 0;
    for (unsigned I = 0; I != NP; ++I)
      Push(Inst(IntelGPU::MOV, Sub, Ch + Local)
               .operands(dst(Params + I * Per, 0, TUD), Src(First + I, Second)));
    uint32_t Desc = Msg::messageDesc(unsigned(Header) + NP * Per, RLen, Header) |
                    Msg::samplerDesc(BTI, Sampler, Type, Sub);
    InstIR Send = send(Sub, Ch + Local, msgReg(Response), P0, Msg::Sampler, Desc);
    // (Every send of the message has the same descriptor: a0.0 is built
    // once.)
    if (Registers)
      Send = descriptorInA0(Send, Out, /*Build=*/Gr.Half == 0 && Local == 0);
    Push(Send);
    for (unsigned C = 0; C != 4; ++C)
      if (!MI.getOperand(C).isDead())
        Push(Inst(IntelGPU::MOV, Sub, Ch + Local)
                 .operands(dest(MI.getOperand(C).getReg(), TUD, Gr, false, Second),
                           vec(Response + C * Per, TUD)));
  }
}

void IntelGPUMCInstLower::lowerUniformLoad(const MachineInstr &MI,
                                           SmallVectorImpl<InstIR> &Out) const {
  // A half of the address: a scalar, or channel 0 of a per-channel
  // register (channel 0 runs the entry block).
  auto Half = [&](unsigned N, unsigned &GRF, unsigned &Sub) {
    if (!scalarReg(MI.getOperand(N).getReg(), GRF, Sub)) {
      GRF = grf(MI.getOperand(N).getReg());
      Sub = 0;
    }
  };
  unsigned LoGRF, LoSub, HiGRF, HiSub;
  Half(1, LoGRF, LoSub);
  Half(2, HiGRF, HiSub);
  // Channel 0's address in r124.0:uq, one qword move on Gen9 when the
  // halves are a qword already (a buffer's address in the payload); Gen11
  // has no 64-bit integer types.
  unsigned QGRF, QSub;
  if (G == Gen::Gen9 &&
      scalarQword(MI.getOperand(1).getReg(), MI.getOperand(2).getReg(), QGRF, QSub)) {
    Out.push_back(
        Inst(IntelGPU::MOV, 1).noMask().operands(dst(124, 0, TUQ), scalar(QGRF, QSub, TUQ)));
  } else {
    Out.push_back(Inst(IntelGPU::MOV, 1).noMask().operands(dst(124, 0, TUD),
                                                           scalar(LoGRF, LoSub, TUD)));
    Out.push_back(Inst(IntelGPU::MOV, 1).noMask().operands(dst(124, 1, TUD),
                                                           scalar(HiGRF, HiSub, TUD)));
  }
  // A SIMD8 message of which only channel 0 runs: its payload is two
  // registers of addresses, its reply one register, in r126.
  InstIR Send = send(1, 0, msgReg(126), 124, Msg::DataCache1,
                     a64Desc(8u << MI.getOperand(3).getImm(), 8, /*Store=*/false));
  Send.NoMask = true;
  Out.push_back(Send);
  Register D = MI.getOperand(0).getReg();
  unsigned GRF, Sub;
  if (scalarReg(D, GRF, Sub))
    Out.push_back(
        Inst(IntelGPU::MOV, 1).noMask().operands(dst(GRF, Sub, TUD), scalar(126, 0, TUD)));
  else
    toChannels(D, [](unsigned) { return scalar(126, 0, TUD); }, Out);
}

void IntelGPUMCInstLower::lowerShuffle(const MachineInstr &MI, Group Gr,
                                       SmallVectorImpl<InstIR> &Out) const {
  // Channel c's x is dword c from x's first GRF whatever the width (a
  // register's GRFs are consecutive). Eight channels at a time, as Mesa's
  // shuffle: a0.0-a0.7 get the byte address of each channel's source,
  // src * 4 + x's first byte (src's low words; a scalar src is one word),
  // and the indirect mov reads each channel's element at its own address.
  unsigned XByte = grf(MI.getOperand(1).getReg()) * 32;
  const MachineOperand &Src = MI.getOperand(2);
  for (unsigned Local = 0; Local != Gr.Exec; Local += 8) {
    bool Second = Local != 0;
    unsigned Ch = Gr.chOff(Local), GRF, Sub;
    Operand Index = scalarReg(Src.getReg(), GRF, Sub)
                        ? scalar(GRF, 2 * Sub, TUW)
                        : region(grf(Src.getReg(), false, Second, Gr.Half), 0, TUW, 16, 8, 2);
    Operand A0 = arfDst(AddrA0, TUW);
    Operand A0Src = vec(AddrA0, TUW);
    A0Src.IsGRF = false;
    Out.push_back(Inst(IntelGPU::SHL, 8, Ch).operands(A0, Index, imm(2, TUW)));
    Out.push_back(Inst(IntelGPU::ADD, 8, Ch).operands(A0, A0Src, imm(XByte, TUW)));
    Out.push_back(Inst(IntelGPU::MOV, 8, Ch)
                      .operands(dst(grf(MI.getOperand(0).getReg(), false, Second, Gr.Half), 0, TUD),
                                indirectVxH(TUD)));
  }
}

void IntelGPUMCInstLower::handleDwords(ArrayRef<Register> Handles,
                                       SmallVectorImpl<InstIR> &Out) const {
  constexpr unsigned T = HandleGRF;
  // Handles are the same in every running channel; the others' dwords
  // are anything. A scalar register's is its dword. Otherwise f1 gets a
  // bit per running channel (cmp of the first vector with itself), fbl
  // the first one, in r123.7, and an indirect read each vector's dword.
  auto Vector = find_if(Handles, [&](Register R) {
    unsigned GRF, Sub;
    return !scalarReg(R, GRF, Sub);
  });
  if (Vector != Handles.end())
    firstRunningChannel(*Vector, 7, Out);
  for (size_t I = 0; I != Handles.size(); ++I) {
    unsigned GRF, Sub;
    if (scalarReg(Handles[I], GRF, Sub))
      Out.push_back(Inst(IntelGPU::MOV, 1)
                        .noMask()
                        .operands(dst(T, unsigned(I), TUD), scalar(GRF, Sub, TUD)));
    else
      readChannel(Handles[I], 7, unsigned(I), Out);
  }
}

InstIR IntelGPUMCInstLower::descriptorInA0(InstIR Send, SmallVectorImpl<InstIR> &Out,
                                           bool Build) const {
  if (Build)
    Out.push_back(Inst(IntelGPU::OR, 1)
                      .noMask()
                      .operands(arfDst(AddrA0, TUD), scalar(HandleGRF, 0, TUD),
                                imm(Send.Desc, TUD)));
  Send.Desc = 0;
  Send.DescIsReg = true;
  Send.DescSub = 0;
  return Send;
}

void IntelGPUMCInstLower::firstRunningChannel(Register R, unsigned Sub,
                                              SmallVectorImpl<InstIR> &Out) const {
  // f1 gets a bit per running channel (cmp of R with itself), fbl the
  // first one. (No channel runs: channel Width - 1, and what reads it
  // does nothing.)
  constexpr unsigned T = HandleGRF;
  IGType FlagType = Width == 32 ? TUD : TUW;
  Out.push_back(
      Inst(IntelGPU::MOV, 1).noMask().operands(arfDst(FlagF1, FlagType), imm(0, FlagType)));
  for (unsigned Half = 0; Half != (Width == 32 ? 2u : 1u); ++Half) {
    Operand H = vec(grf(R, false, false, Half), TUD);
    Out.push_back(Inst(IntelGPU::CMP, std::min(Width, 16u), 16 * Half)
                      .cond(CmEq, 1, 0)
                      .operands(nullDst(), H, H));
  }
  Out.push_back(
      Inst(IntelGPU::MOV, 1).noMask().operands(dst(T, Sub, TUD), arfScalar(FlagF1, 0, FlagType)));
  Out.push_back(Inst(IntelGPU::FBL, 1).noMask().operands(dst(T, Sub, TUD), scalar(T, Sub, TUD)));
  Out.push_back(Inst(IntelGPU::AND, 1)
                    .noMask()
                    .operands(dst(T, Sub, TUD), scalar(T, Sub, TUD), imm(Width - 1, TUD)));
}

void IntelGPUMCInstLower::readChannel(Register R, unsigned LaneSub, unsigned Sub,
                                      SmallVectorImpl<InstIR> &Out) const {
  // Channel c's dword is dword c from the register's first GRF.
  constexpr unsigned T = HandleGRF;
  Operand A0 = arfDst(AddrA0, TUW);
  Operand A0Src = arfScalar(AddrA0, 0, TUW);
  Out.push_back(
      Inst(IntelGPU::SHL, 1).noMask().operands(A0, scalar(T, 2 * LaneSub, TUW), imm(2, TUW)));
  Out.push_back(
      Inst(IntelGPU::ADD, 1).noMask().operands(A0, A0Src, imm(grf(R) * 32, TUW)));
  Operand At;
  At.K = Operand::Indirect;
  At.IsGRF = true;
  At.VStride = 0;
  At.Width = 1;
  At.HStride = 0;
  At.Ty = TUD;
  Out.push_back(Inst(IntelGPU::MOV, 1).noMask().operands(dst(T, Sub, TUD), At));
}

void IntelGPUMCInstLower::lowerSamplerIndex(Register D, uint32_t Index,
                                            SmallVectorImpl<InstIR> &Out) const {
  // (A :d destination for the :ud immediate, a form with no compacted
  // encoding on Gen9 and Gen11, so that the field stays in DW3 and the
  // instruction decodes and re-assembles as it is.)
  size_t First = Out.size();
  toChannels(D, [&](unsigned) { return imm(Index, TUD); }, Out);
  for (size_t I = First; I != Out.size(); ++I) {
    Out[I].Compact = InstIR::NoCompact;
    Out[I].Dst.Ty = TD;
  }
}

void IntelGPUMCInstLower::lowerCallThrough(Register Handle,
                                           SmallVectorImpl<InstIR> &Out) const {
  constexpr unsigned T = HandleGRF;
  // The handle is a vector (CG_CALL_REG's GRF32 operand) whose running
  // channels agree: the first running channel's dword, in r123.0.
  firstRunningChannel(Handle, 0, Out);
  readChannel(Handle, 0, 0, Out);
  // IGC's sequence (vISA Optimizer::expandIndirectCallWithRegTarget),
  // its two adds swapped: the handle less 16 less ip is the offset from
  // the call right after the ip add, which has no compacted form (an ARF
  // source); NoCompact says so.
  Out.push_back(Inst(IntelGPU::ADD, 1)
                    .noMask()
                    .operands(dst(T, 0, TD), scalar(T, 0, TD), imm(uint32_t(-16), TD)));
  Operand IP = arfScalar(InstPointer, 0, TD);
  IP.Neg = true;
  Inst FromIP(IntelGPU::ADD, 1);
  FromIP.noMask().operands(dst(T, 0, TD), IP, scalar(T, 0, TD));
  FromIP.Compact = InstIR::NoCompact;
  Out.push_back(FromIP);
  Inst Call(IntelGPU::CALL, Width);
  Call.Dst.K = Operand::Direct;
  Call.Dst.IsGRF = true;
  Call.Dst.RegNum = IntelGPURegisterInfo::ScalarGRF + 7;
  Call.Dst.Ty = TD;
  Call.Src[0] = Call.Dst;
  Call.Src[0].RegNum = T;
  Out.push_back(Call);
}

void IntelGPUMCInstLower::condition(uint8_t Cond, Register R, SmallVectorImpl<InstIR> &Out,
                                    unsigned Flag) const {
  for (unsigned Half = 0; Half != (Width == 32 ? 2u : 1u); ++Half)
    Out.push_back(Inst(IntelGPU::CMP, std::min(Width, 16u), 16 * Half)
                      .cond(Cond, Flag, 0)
                      .operands(nullDst(), vec(grf(R, false, false, Half), TUD), imm(0, TUD)));
}

void IntelGPUMCInstLower::maskedMov(function_ref<Operand(unsigned)> Dst,
                                    function_ref<Operand(unsigned)> Src,
                                    SmallVectorImpl<InstIR> &Out) const {
  for (unsigned Half = 0; Half != (Width == 32 ? 2u : 1u); ++Half)
    Out.push_back(
        Inst(IntelGPU::MOV, std::min(Width, 16u), 16 * Half).operands(Dst(Half), Src(Half)));
}

void IntelGPUMCInstLower::toChannels(Register D, function_ref<Operand(unsigned)> Src,
                                     SmallVectorImpl<InstIR> &Out, bool High) const {
  maskedMov([&](unsigned Half) { return dst(grf(D, High, false, Half), 0, TUD); }, Src, Out);
}

void IntelGPUMCInstLower::lowerBallot(const MachineInstr &MI,
                                      SmallVectorImpl<InstIR> &Out) const {
  // f1 collects the condition of the channels that run (a bit per channel,
  // counted from each half's channel offset in SIMD32); the others keep
  // their cleared bit. Its dword (SIMD32) or word goes to every channel.
  IGType FlagType = Width == 32 ? TUD : TUW;
  Out.push_back(Inst(IntelGPU::MOV, 1).noMask().operands(arfDst(FlagF1, FlagType), imm(0, FlagType)));
  condition(CmNe, MI.getOperand(1).getReg(), Out, /*Flag=*/1);
  Out.push_back(
      Inst(IntelGPU::MOV, 1).noMask().operands(dst(123, 0, TUD), arfScalar(FlagF1, 0, FlagType)));
  toChannels(MI.getOperand(0).getReg(), [](unsigned) { return scalar(123, 0, TUD); }, Out);
}

/// A reduction or an exclusive scan over the channels that run: a copy of
/// x gets the operation's identity in every channel, then x in the running
/// ones; NoMask operations combine it (a tree for reductions, channel
/// after channel for scans), and the result goes to the running channels.
/// SIMD8 copies x to r123 and scans into r122; SIMD16 and SIMD32 copy it to
/// r122-r123 (r122-r125), halve it down to r122.0 for a reduction and scan
/// it in place, with r126.0 the running value.
void IntelGPUMCInstLower::lowerSIMDOperation(const MachineInstr &MI,
                                             SmallVectorImpl<InstIR> &Out) const {
  struct OpInfo {
    unsigned Op;
    uint8_t Cond;
    IGType T;
    uint32_t Identity;
  };
  // In IntelGPUSIMDOp's order; min and max are sel with a condition
  // modifier on f1.0, which sel does not write.
  static const OpInfo Ops[] = {
      {IntelGPU::ADD, 0, TD, 0},          {IntelGPU::ADD, 0, TF, 0x80000000},
      {IntelGPU::MUL, 0, TF, 0x3F800000}, {IntelGPU::SEL, CmLt, TD, 0x7FFFFFFF},
      {IntelGPU::SEL, CmLt, TUD, 0xFFFFFFFF}, {IntelGPU::SEL, CmLt, TF, 0x7F800000},
      {IntelGPU::SEL, CmGe, TD, 0x80000000}, {IntelGPU::SEL, CmGe, TUD, 0},
      {IntelGPU::SEL, CmGe, TF, 0xFF800000}, {IntelGPU::AND, 0, TUD, 0xFFFFFFFF},
      {IntelGPU::OR, 0, TUD, 0},          {IntelGPU::XOR, 0, TUD, 0}};
  unsigned Index = unsigned(MI.getOperand(2).getImm());
  if (Index >= std::size(Ops))
    report_fatal_error("intelgpu: a SIMD-group operation with no lowering");
  const OpInfo &Op = Ops[Index];
  IGType T = Op.T;
  auto Push = [&](const InstIR &I) { Out.push_back(I); };
  // rG.S<V;W,1> (a scalar region when V is 0) of the operation's type.
  auto R = [&](unsigned G, unsigned S, unsigned V) {
    return V ? region(G, S, T, V, V, 1) : scalar(G, S, T);
  };
  auto Combine = [&](unsigned Exec, const Operand &D, const Operand &A, const Operand &B) {
    Inst I(Op.Op, Exec);
    I.noMask().operands(D, A, B);
    if (Op.Cond)
      I.cond(Op.Cond, 1, 0);
    Push(I);
  };
  Register XR = MI.getOperand(1).getReg(), DR = MI.getOperand(0).getReg();
  bool Reduce = MI.getOpcode() == IntelGPU::CG_SIMD_REDUCE;
  Operand Identity = imm(Op.Identity, TUD);
  if (Width == 8) {
    Push(Inst(IntelGPU::MOV, 8).noMask().operands(dst(123, 0, TUD), Identity));
    Push(Inst(IntelGPU::MOV, 8).operands(dst(123, 0, TUD), vec(grf(XR), TUD)));
    if (Reduce) {
      Combine(4, dst(123, 0, T), R(123, 0, 4), R(123, 4, 4));
      Combine(2, dst(123, 0, T), R(123, 0, 2), R(123, 2, 2));
      Combine(1, dst(123, 0, T), R(123, 0, 0), R(123, 1, 0));
      Push(Inst(IntelGPU::MOV, 8).operands(dst(grf(DR), 0, TUD), scalar(123, 0, TUD)));
      return;
    }
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(122, 0, TUD), Identity));
    for (unsigned I = 1; I != 8; ++I)
      Combine(1, dst(122, I, T), R(122, I - 1, 0), R(123, I - 1, 0));
    Push(Inst(IntelGPU::MOV, 8).operands(dst(grf(DR), 0, TUD), vec(122, TUD)));
    return;
  }
  // The copy in r122 on (tempGRF): channel c in r(122 + c / 8).(c % 8).
  for (unsigned Half = 0; Half != Width / 16; ++Half)
    Push(Inst(IntelGPU::MOV, 16).noMask().operands(dst(tempGRF(Half), 0, TUD), Identity));
  maskedMov([&](unsigned Half) { return dst(tempGRF(Half), 0, TUD); },
            [&](unsigned Half) { return vec(grf(XR, false, false, Half), TUD); }, Out);
  if (Reduce) {
    if (Width == 32)
      Combine(16, dst(122, 0, T), R(122, 0, 8), R(124, 0, 8));
    Combine(8, dst(122, 0, T), R(122, 0, 8), R(123, 0, 8));
    Combine(4, dst(122, 0, T), R(122, 0, 4), R(122, 4, 4));
    Combine(2, dst(122, 0, T), R(122, 0, 2), R(122, 2, 2));
    Combine(1, dst(122, 0, T), R(122, 0, 0), R(122, 1, 0));
    toChannels(DR, [](unsigned) { return scalar(122, 0, TUD); }, Out);
    return;
  }
  // In place: channel c gets the running value, which then takes c's x in
  // (r126.1 holds it meanwhile).
  Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(126, 0, TUD), Identity));
  for (unsigned C = 0; C != Width; ++C) {
    unsigned G = 122 + C / 8, S = C % 8;
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(126, 1, TUD), scalar(G, S, TUD)));
    Push(Inst(IntelGPU::MOV, 1).noMask().operands(dst(G, S, TUD), scalar(126, 0, TUD)));
    if (C + 1 != Width)
      Combine(1, dst(126, 0, T), R(126, 0, 0), R(126, 1, 0));
  }
  toChannels(DR, [&](unsigned Half) { return vec(tempGRF(Half), TUD); }, Out);
}

/// A spill or a reload of a vector register that writes only the channels
/// that run (docs/intelgpu-codegen.md, "Private memory and spills"). The
/// scratch block messages move whole registers, so a reload goes through
/// r122 on (r123 at SIMD8) and a masked mov, and a spill reads the slot
/// there, merges the running channels in with a masked mov and writes it
/// back: in divergent code a register or a slot can hold, in the channels
/// that do not run, a value LLVM thinks dead that those channels still
/// need (a phi's value from the other side of an if, a slot shared with
/// another value). A 64-bit value is its two rows, each moved on its own;
/// an address register (QGRF) its GRFs, moved a channel's qword at a time.
void IntelGPUMCInstLower::lowerSpillOrReload(const MachineInstr &MI,
                                             SmallVectorImpl<InstIR> &Out) const {
  unsigned Opc = MI.getOpcode();
  bool Spill = Opc == IntelGPU::CG_SPILL32 || Opc == IntelGPU::CG_SPILL64 ||
               Opc == IntelGPU::CG_SPILLQ;
  bool Qwords = Opc == IntelGPU::CG_SPILLQ || Opc == IntelGPU::CG_RELOADQ;
  bool Wide = Qwords || Opc == IntelGPU::CG_SPILL64 || Opc == IntelGPU::CG_RELOAD64;
  Register R = MI.getOperand(0).getReg();
  uint64_t Offset = uint64_t(MI.getOperand(1).getImm());
  unsigned Rows = Width / 8;
  auto Temp = [&](unsigned Half) { return vec(tempGRF(Half), TUD); };
  for (unsigned Part = 0; Part != (Wide ? 2u : 1u); ++Part) {
    uint32_t Row = scratchRow(Offset, Part);
    InstIR Read = send(8, 0, msgReg(tempGRF()), 0, Msg::DataCache0,
                       Msg::scratchBlockDesc(/*Write=*/false, Rows, Row));
    Read.NoMask = true;
    scratchSend(Read, Out);
    bool High = Part == 1;
    if (Qwords) {
      // An address register's rows are its GRFs in order: the first half
      // of the channels' qwords, then the second.
      unsigned PerPart = Width / 2, Step = std::min(8u, PerPart);
      for (unsigned K = 0; K != PerPart; K += Step) {
        unsigned Ch = Part * PerPart + K;
        if (Spill)
          movQwords(Step, Ch, tempGRF() + K / 4, qgrf(R, Ch), Out);
        else
          movQwords(Step, Ch, qgrf(R, Ch), tempGRF() + K / 4, Out);
      }
    } else if (Spill) {
      maskedMov([&](unsigned Half) { return dst(tempGRF(Half), 0, TUD); },
                [&](unsigned Half) { return vec(grf(R, High, false, Half), TUD); }, Out);
    } else {
      toChannels(R, Temp, Out, High);
    }
    if (!Spill)
      continue;
    InstIR Write = sends(8, 0, msgNull(), 0, tempGRF(), Rows, Msg::DataCache0,
                         Msg::scratchBlockDesc(/*Write=*/true, Rows, Row));
    Write.NoMask = true;
    scratchSend(Write, Out);
  }
}
