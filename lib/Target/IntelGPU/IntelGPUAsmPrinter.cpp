//===- IntelGPUAsmPrinter.cpp - Gen9/Gen11 machine code emission ----------===//
//
// Lowers each codegen instruction to the MC model's instructions: its
// operands are written into the instruction's template (IGA syntax,
// IntelGPUCodeGen.td) and the instruction model parses, encodes and
// compacts the result, so that the model stays the only description of
// the encoding. Structured control flow becomes if/endif and break/while
// with their JIP and UIP as labels (docs/intelgpu-codegen.md). The
// kernel's SIMD width, register use and payload layout follow in
// __TEXT,__metalnt_gen (docs/gpu-macho.md).
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "IntelGPUFrameLowering.h"
#include "IntelGPUInstrInfo.h"
#include "IntelGPURegisterInfo.h"
#include "IntelGPUSubtarget.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSectionMachO.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

struct IGLowering {
  unsigned Inst;
  const char *Template9;
  const char *Template11;
  const char *Template16;
};

using namespace IntelGPU;
#define GET_IGLowerings_DECL
#define GET_IGLowerings_IMPL
#include "IntelGPUGenSearchableTables.inc"

class IntelGPUAsmPrinter : public AsmPrinter {
  /// The control-flow labels of the function (planControlFlow).
  DenseMap<const MachineBasicBlock *, SmallVector<MCSymbol *, 2>> Endifs;
  DenseMap<const MachineInstr *, MCSymbol *> IfEndif, LoopWhile;
  DenseMap<MCSymbol *, MCSymbol *> EndifJIP;
  /// Endifs with no block end after them jump to the next instruction.
  DenseMap<MCSymbol *, MCSymbol *> EndifNext;

public:
  static char ID;
  IntelGPUAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "Intel GPU Assembly Printer"; }

  void emitFunctionBodyStart() override {
    ReportedNarrower = false;
    planControlFlow();
  }

  void emitBasicBlockStart(const MachineBasicBlock &MBB) override {
    AsmPrinter::emitBasicBlockStart(MBB);
    auto It = Endifs.find(&MBB);
    if (It == Endifs.end())
      return;
    for (MCSymbol *Sym : It->second) {
      OutStreamer->emitLabel(Sym);
      auto Next = EndifNext.find(Sym);
      emitBranch(widen("endif (8|M0) J"), EndifJIP.lookup(Sym), nullptr);
      if (Next != EndifNext.end())
        OutStreamer->emitLabel(Next->second);
    }
  }

  void emitInstruction(const MachineInstr *MI) override {
    switch (MI->getOpcode()) {
    case IntelGPU::CG_IF: {
      // Channels where the condition is 0 wait at the endif.
      emitCondition("ne", MI->getOperand(0).getReg());
      MCSymbol *Endif = IfEndif.lookup(MI);
      emitBranch(widen("(f0.0) if (8|M0) J U"), Endif, Endif);
      return;
    }
    case IntelGPU::CG_LOOP: {
      // Intel's compiler does not compile a kernel SIMD32 when it has a
      // loop whose trip count differs between channels (IGC's
      // isSimd32Profitable): SIMD16 instead, unless the width is forced or
      // the kernel observes it as its SIMD group's size.
      if (width() == 32 && !keepsIntelGPUSIMDWidth(MF->getFunction()))
        reportNarrower("a loop whose trip count differs between channels");
      // Channels where the condition is 0 leave the loop; while goes back
      // to the header while a channel is left.
      emitCondition("eq", MI->getOperand(0).getReg());
      MCSymbol *While = LoopWhile.lookup(MI);
      emitBranch(widen("(f0.0) break (8|M0) J U"), While, While);
      OutStreamer->emitLabel(While);
      emitBranch(widen("while (8|M0) J"), MI->getOperand(1).getMBB()->getSymbol(), nullptr);
      return;
    }
    case IntelGPU::CG_JUMPIF:
      // f0.0 gets the condition of the running channels only (a uniform
      // one: they agree), any of which makes the thread jump.
      emitText(width() == 32 ? "(W) mov (1|M0) f0.0<1>:ud 0x0:ud"
                             : "(W) mov (1|M0) f0.0<1>:uw 0x0:uw");
      emitCondition("ne", MI->getOperand(0).getReg());
      emitBranch(widen("(W&f0.0.any8h) jmpi J"), MI->getOperand(1).getMBB()->getSymbol(),
                 nullptr);
      return;
    case IntelGPU::CG_JUMP:
      emitBranch("(W) jmpi J", MI->getOperand(0).getMBB()->getSymbol(), nullptr);
      return;
    case IntelGPU::CG_LANE:
      if (width() == 32) {
        // Channels 16-31 count from 16: the vector immediates give 0-15.
        emitSplit(*MI, lookupIGLowering(MI->getOpcode())->Template16);
        std::string Hi = reg(MI->getOperand(0).getReg(), false, false, 1);
        emitText("add (16|M16) " + Hi + "<1>:ud " + Hi + "<8;8,1>:ud 0x10:ud");
        return;
      }
      break;
    case IntelGPU::CG_SIMD_REDUCE:
    case IntelGPU::CG_SIMD_PREFIX:
      emitSIMDOperation(*MI);
      return;
    case IntelGPU::CG_BALLOT: {
      // f1 collects the condition of the channels that run (a bit per
      // channel, counted from each half's channel offset in SIMD32); the
      // others keep their cleared bit.
      Register C = MI->getOperand(1).getReg();
      std::string Cmp = "cmp (8|M0) (ne)f1.0 null<1>:ud ";
      if (width() == 32) {
        emitText("(W) mov (1|M0) f1.0<1>:ud 0x0:ud");
        for (unsigned Half = 0; Half != 2; ++Half)
          emitText(half(Cmp + reg(C, false, false, Half) + "<8;8,1>:ud 0x0:ud", Half, true));
        emitText("(W) mov (1|M0) r123.0<1>:ud f1.0<0;1,0>:ud");
      } else {
        emitText("(W) mov (1|M0) f1.0<1>:uw 0x0:uw");
        emitText(widen(Cmp + reg(C) + "<8;8,1>:ud 0x0:ud"));
        emitText("(W) mov (1|M0) r123.0<1>:ud f1.0<0;1,0>:uw");
      }
      emitToChannels(MI->getOperand(0).getReg(), [](unsigned) { return "r123.0<0;1,0>:ud"; });
      return;
    }
    case IntelGPU::CG_READLANE: {
      // Channel L of x is dword L % 8 of its (L / 8)th GRF.
      unsigned L = unsigned(MI->getOperand(2).getImm()) & (width() - 1);
      std::string Src = "r" + std::to_string(firstGRF(MI->getOperand(1).getReg()) + L / 8) +
                        "." + std::to_string(L % 8) + "<0;1,0>:ud";
      emitToChannels(MI->getOperand(0).getReg(), [&](unsigned) { return Src; });
      return;
    }
    case IntelGPU::CG_BR:
    case IntelGPU::CG_BRCOND:
    case IntelGPU::CG_CF_COND:
      // Left only when the control-flow pass reported an error: the output
      // is not used.
      emitText("illegal");
      return;
    }
    // A spill or reload whose register allocation gave a scalar register
    // (a vreg of class SU or GRF32U, whose spill form was chosen before
    // the register was) takes the scalar register's form: the same
    // operands, its row through r123.
    unsigned Opc = MI->getOpcode();
    if ((Opc == IntelGPU::CG_SPILL32 || Opc == IntelGPU::CG_RELOAD32) &&
        IntelGPU::SREGRegClass.contains(MI->getOperand(0).getReg()))
      Opc = Opc == IntelGPU::CG_SPILL32 ? IntelGPU::CG_SPILL_S : IntelGPU::CG_RELOAD_S;
    if (Opc == IntelGPU::CG_SPILL32 || Opc == IntelGPU::CG_SPILL64 ||
        Opc == IntelGPU::CG_RELOAD32 || Opc == IntelGPU::CG_RELOAD64) {
      emitSpillOrReload(*MI);
      return;
    }
    const IGLowering *L = lookupIGLowering(Opc);
    if (!L)
      report_fatal_error("intelgpu: no lowering for " +
                         Twine(TII().getName(MI->getOpcode())));
    StringRef T = isGen11() && *L->Template11 ? L->Template11 : L->Template9;
    if (width() == 32) {
      if (allNoMask(T))
        emitSplit(*MI, T, /*Once=*/true);
      else if (*L->Template16)
        emitSplit(*MI, L->Template16);
      else if (widenable(T))
        emitSplit(*MI, T, /*Once=*/false, /*Widen=*/true);
      else
        needsSIMD8(*MI);
      return;
    }
    bool Widen = false;
    if (width() == 16) {
      if (*L->Template16)
        T = L->Template16;
      else if (widenable(T))
        Widen = true;
      else if (needsSIMD8(*MI))
        return;
    }
    // Instructions are separated by "; " (a region's ';' has no space).
    SmallVector<StringRef, 4> Parts;
    T.split(Parts, "; ", -1, false);
    for (StringRef P : Parts) {
      std::string Text = expand(*MI, P.trim());
      emitText(Widen ? widen(Text) : Text);
    }
  }

  void emitFunctionBodyEnd() override { emitKernelInfo(); }

private:
  /// The kernel's SIMD width (getIntelGPUSIMDWidth).
  unsigned width() const { return getIntelGPUSIMDWidth(MF->getFunction()); }

  /// A SIMD8 instruction's form for the kernel's width: channels 0-15
  /// instead of 0-7 ((8|M0) to (16|M0)) in SIMD16 code, all 32 in SIMD32
  /// code (control flow only: other instructions are split, emitSplit); a
  /// NoMask instruction keeps its size (a header's, r0's copy), and a
  /// jump's any8h predicate becomes any16h or any32h. Operands need
  /// nothing: a register is a pair of GRFs (reg()), and a region <8;8,1>
  /// or <16;8,2> of 16 channels reads two rows.
  std::string widen(StringRef Text) const {
    if (width() == 8)
      return Text.str();
    std::string S = Text.str();
    std::string W = std::to_string(width());
    if (Text.starts_with("(W"))
      replaceFirst(S, ".any8h", ".any" + W + "h");
    else
      replaceFirst(S, "(8|M0)", "(" + W + "|M0)");
    return S;
  }

  static void replaceFirst(std::string &S, StringRef From, StringRef To) {
    size_t At = S.find(From);
    if (At != std::string::npos)
      S.replace(At, From.size(), To.str());
  }

  /// f0.0 gets, for each running channel, whether R compares (Cond) with 0.
  void emitCondition(StringRef Cond, Register R) {
    std::string Cmp = "cmp (8|M0) (" + Cond.str() + ")f0.0 null<1>:ud ";
    if (width() != 32) {
      emitText(widen(Cmp + reg(R) + "<8;8,1>:ud 0x0:ud"));
      return;
    }
    // Channels 16-31 write f0.0's bits 16-31 (f0.1): a flag bit is the
    // channel's, counted from the instruction's channel offset.
    for (unsigned Half = 0; Half != 2; ++Half)
      emitText(half(Cmp + reg(R, false, false, Half) + "<8;8,1>:ud 0x0:ud", Half, true));
  }

  static bool allNoMask(StringRef T) {
    SmallVector<StringRef, 4> Parts;
    T.split(Parts, "; ", -1, false);
    return all_of(Parts, [](StringRef P) { return P.trim().starts_with("(W)"); });
  }

  /// One half of a SIMD32 instruction: channels 0-15 (Half 0) or 16-31
  /// (Half 1). A SIMD8 template's (8|M0) becomes (16|M0) or (16|M16)
  /// (Widen); a SIMD16 template's channel offsets grow by 16 in Half 1.
  static std::string half(StringRef Text, unsigned Half, bool Widen) {
    std::string S = Text.str();
    if (Widen) {
      replaceFirst(S, "(8|M0)", Half ? "(16|M16)" : "(16|M0)");
      return S;
    }
    if (Half) {
      replaceFirst(S, "(16|M0)", "(16|M16)");
      replaceFirst(S, "(8|M8)", "(8|M24)");
      replaceFirst(S, "(8|M0)", "(8|M16)");
    }
    return S;
  }

  /// SIMD32 code (docs/intelgpu-codegen.md, "SIMD width"): an operand
  /// spans two GRFs at most, so each instruction is emitted for channels
  /// 0-15, then for channels 16-31 from each register's second pair
  /// (reg()'s Half), from its SIMD16 form: the SIMD8 template widened
  /// (Widen) or its own SIMD16 template. A template of NoMask
  /// instructions only, for the whole thread, is emitted once (Once), as
  /// are NoMask instructions in others.
  void emitSplit(const MachineInstr &MI, StringRef T, bool Once = false,
                 bool Widen = false) {
    SmallVector<StringRef, 4> Parts;
    T.split(Parts, "; ", -1, false);
    for (unsigned Half = 0; Half != (Once ? 1u : 2u); ++Half)
      for (StringRef P : Parts) {
        P = P.trim();
        if (P.starts_with("(W)")) {
          if (!Half)
            emitText(expand(MI, P, 0));
          continue;
        }
        emitText(half(expand(MI, P, Half), Half, Widen));
      }
  }

  /// A SIMD8 template widens mechanically unless it sends a message (whose
  /// descriptor and payload depend on the width) or uses a GRF of its own
  /// or a vector immediate in a per-channel instruction.
  static bool widenable(StringRef T) {
    SmallVector<StringRef, 4> Parts;
    T.split(Parts, "; ", -1, false);
    for (StringRef P : Parts) {
      P = P.trim();
      if (P.starts_with("(W)"))
        continue;
      if (P.contains("send") || P.contains(":uv") || P.contains(" r1"))
        return false;
    }
    return true;
  }

  /// In SIMD16 or SIMD32 code, an instruction with no form at that width:
  /// the translator compiles the kernel narrower instead
  /// (docs/intelgpu-codegen.md, "SIMD width"). Reported once; the output
  /// is not used.
  bool needsSIMD8(const MachineInstr &MI) {
    if (width() == 8)
      return false;
    std::string W = "SIMD" + std::to_string(width());
    reportNarrower(TII().getName(MI.getOpcode()) + " has no " + W + " form");
    return true;
  }

  /// Makes the translator compile the kernel narrower ("intelgpu: SIMD32:
  /// Why"); once per function.
  void reportNarrower(const Twine &Why) {
    if (ReportedNarrower)
      return;
    const Function &F = MF->getFunction();
    F.getContext().diagnose(metalnt::lower::DiagnosticInfoCodeGen(
        metalnt::lower::CodeGenFailure::TooWide,
        "intelgpu: SIMD" + Twine(width()) + ": " + Why));
    ReportedNarrower = true;
  }
  bool ReportedNarrower = false;

  /// A mov of the channels that run, half by half in SIMD32: into the
  /// destination Dst gives for each half, from the source Src gives (a
  /// scalar region: the same for both).
  void emitMaskedMov(function_ref<std::string(unsigned)> Dst,
                     function_ref<std::string(unsigned)> Src) {
    std::string Mov = "mov (8|M0) ";
    if (width() != 32) {
      emitText(widen(Mov + Dst(0) + " " + Src(0)));
      return;
    }
    for (unsigned Half = 0; Half != 2; ++Half)
      emitText(half(Mov + Dst(Half) + " " + Src(Half), Half, true));
  }
  /// emitMaskedMov into D (its high half for a 64-bit \p High).
  void emitToChannels(Register D, function_ref<std::string(unsigned)> Src,
                      bool High = false) {
    emitMaskedMov([&](unsigned Half) { return reg(D, High, false, Half) + "<1>:ud"; }, Src);
  }

  /// The reserved registers a SIMD-group operation, a spill or a reload
  /// keeps a whole value in for a moment: r123 at SIMD8, r122-r123 at
  /// SIMD16 and r122-r125 at SIMD32, half h of SIMD32 in r(122 + 2h).
  std::string tempGRF(unsigned Half = 0) const {
    return "r" + std::to_string(width() == 8 ? 123 : 122 + 2 * Half);
  }

  /// The descriptor of a scratch block read (or, \p Write, write) of
  /// \p Regs registers at register \p Row of the thread's scratch space
  /// (SFID 10, descriptor bit 18: Mesa's gfx7_set_dp_scratch_message), and
  /// a write's extended descriptor, which holds its length.
  static std::string scratchDescriptor(bool Write, unsigned Regs, uint32_t Row) {
    uint32_t Desc = Write ? 0x020E0000u : (uint32_t(Regs) << 20) | 0x020C0000u;
    return hex(Desc | (uint32_t(Log2_32(Regs)) << 12) | Row);
  }
  static std::string scratchWriteLength(unsigned Regs) { return hex(Regs << 6 | 0xA); }

  /// A spill or a reload of a vector register that writes only the
  /// channels that run (docs/intelgpu-codegen.md, "Private memory and
  /// spills"). The scratch block messages move whole registers, so a
  /// reload goes through r122 on (r123 at SIMD8) and a masked mov, and a
  /// spill reads the slot there, merges the running channels in with a
  /// masked mov and writes it back: in divergent code a register or a
  /// slot can hold, in the channels that do not run, a value LLVM thinks
  /// dead that those channels still need (a phi's value from the other
  /// side of an if, a slot shared with another value). A 64-bit value is
  /// its two rows, each moved on its own.
  void emitSpillOrReload(const MachineInstr &MI) {
    unsigned Opc = MI.getOpcode();
    bool Spill = Opc == IntelGPU::CG_SPILL32 || Opc == IntelGPU::CG_SPILL64;
    bool Wide = Opc == IntelGPU::CG_SPILL64 || Opc == IntelGPU::CG_RELOAD64;
    Register R = MI.getOperand(0).getReg();
    uint64_t Offset = uint64_t(MI.getOperand(1).getImm());
    unsigned Rows = width() / 8;
    auto Temp = [&](unsigned Half) { return tempGRF(Half) + ".0<8;8,1>:ud"; };
    for (unsigned Part = 0; Part != (Wide ? 2u : 1u); ++Part) {
      // Frame dword Offset / 4 (+ 1 for the high row) is row
      // Offset / 4 * Rows of scratch, Rows registers.
      uint32_t Row = uint32_t((Offset / 4 + Part) * Rows);
      emitText("(W) send (8|M0) " + tempGRF() + " r0 0xA " +
               scratchDescriptor(/*Write=*/false, Rows, Row));
      bool High = Part == 1;
      if (!Spill) {
        emitToChannels(R, Temp, High);
        continue;
      }
      emitMaskedMov([&](unsigned Half) { return tempGRF(Half) + ".0<1>:ud"; },
                    [&](unsigned Half) { return reg(R, High, false, Half) + "<8;8,1>:ud"; });
      emitText("(W) sends (8|M0) null:ud r0 " + tempGRF() + " " + scratchWriteLength(Rows) +
               " " + scratchDescriptor(/*Write=*/true, Rows, Row));
    }
  }

  /// The number of the first GRF of a general register.
  unsigned firstGRF(Register R) const { return unsigned(std::stoul(reg(R).substr(1))); }

  /// A reduction or an exclusive scan over the channels that run: a copy
  /// of x gets the operation's identity in every channel, then x in the
  /// running ones; NoMask operations combine it (a tree for reductions,
  /// channel after channel for scans), and the result goes to the running
  /// channels. SIMD8 copies x to r123 and scans into r122; SIMD16 and
  /// SIMD32 copy it to r122-r123 (r122-r125), halve it down to r122.0 for
  /// a reduction and scan it in place, with r126.0 the running value.
  void emitSIMDOperation(const MachineInstr &MI) {
    struct OpInfo {
      const char *Mnemonic, *Type;
      uint32_t Identity;
    };
    static const OpInfo Ops[] = {
        {"add", "d", 0},           {"add", "f", 0x80000000}, {"mul", "f", 0x3F800000},
        {"sel.lt", "d", 0x7FFFFFFF}, {"sel.lt", "ud", 0xFFFFFFFF}, {"sel.lt", "f", 0x7F800000},
        {"sel.ge", "d", 0x80000000}, {"sel.ge", "ud", 0},       {"sel.ge", "f", 0xFF800000},
        {"and", "ud", 0xFFFFFFFF}, {"or", "ud", 0},           {"xor", "ud", 0}};
    unsigned Index = unsigned(MI.getOperand(2).getImm());
    if (Index >= std::size(Ops))
      report_fatal_error("intelgpu: a SIMD-group operation with no lowering");
    const OpInfo &Op = Ops[Index];
    StringRef Mn = Op.Mnemonic;
    std::string T = std::string(":") + Op.Type;
    // sel.lt / sel.ge: sel with a conditional modifier on f1.0, which it
    // does not write.
    auto Combine = [&](StringRef Exec, StringRef Dst, StringRef A, StringRef B) {
      std::string Inst = Mn.starts_with("sel")
                             ? ("(W) sel " + Exec + " (" + Mn.drop_front(4) + ")f1.0 ").str()
                             : ("(W) " + Mn + " " + Exec + " ").str();
      emitText(Inst + Dst.str() + T + " " + A.str() + T + " " + B.str() + T);
    };
    Register XR = MI.getOperand(1).getReg(), DR = MI.getOperand(0).getReg();
    bool Reduce = MI.getOpcode() == IntelGPU::CG_SIMD_REDUCE;
    if (width() == 8) {
      std::string X = reg(XR), D = reg(DR);
      emitText("(W) mov (8|M0) r123.0<1>:ud " + hex(Op.Identity) + ":ud");
      emitText("mov (8|M0) r123.0<1>:ud " + X + "<8;8,1>:ud");
      if (Reduce) {
        Combine("(4|M0)", "r123.0<1>", "r123.0<4;4,1>", "r123.4<4;4,1>");
        Combine("(2|M0)", "r123.0<1>", "r123.0<2;2,1>", "r123.2<2;2,1>");
        Combine("(1|M0)", "r123.0<1>", "r123.0<0;1,0>", "r123.1<0;1,0>");
        emitText("mov (8|M0) " + D + "<1>:ud r123.0<0;1,0>:ud");
        return;
      }
      emitText("(W) mov (1|M0) r122.0<1>:ud " + hex(Op.Identity) + ":ud");
      for (unsigned I = 1; I != 8; ++I)
        Combine("(1|M0)", "r122." + std::to_string(I) + "<1>",
                "r122." + std::to_string(I - 1) + "<0;1,0>",
                "r123." + std::to_string(I - 1) + "<0;1,0>");
      emitText("mov (8|M0) " + D + "<1>:ud r122.0<8;8,1>:ud");
      return;
    }
    // The copy in r122 on (tempGRF): channel c in r(122 + c / 8).(c % 8).
    auto Copy = [&](unsigned Half) { return tempGRF(Half) + ".0"; };
    for (unsigned Half = 0; Half != width() / 16; ++Half)
      emitText("(W) mov (16|M0) " + Copy(Half) + "<1>:ud " + hex(Op.Identity) + ":ud");
    if (width() == 16)
      emitText("mov (16|M0) r122.0<1>:ud " + reg(XR) + "<8;8,1>:ud");
    else
      for (unsigned Half = 0; Half != 2; ++Half)
        emitText(half("mov (8|M0) " + Copy(Half) + "<1>:ud " + reg(XR, false, false, Half) +
                          "<8;8,1>:ud",
                      Half, true));
    if (Reduce) {
      if (width() == 32)
        Combine("(16|M0)", "r122.0<1>", "r122.0<8;8,1>", "r124.0<8;8,1>");
      Combine("(8|M0)", "r122.0<1>", "r122.0<8;8,1>", "r123.0<8;8,1>");
      Combine("(4|M0)", "r122.0<1>", "r122.0<4;4,1>", "r122.4<4;4,1>");
      Combine("(2|M0)", "r122.0<1>", "r122.0<2;2,1>", "r122.2<2;2,1>");
      Combine("(1|M0)", "r122.0<1>", "r122.0<0;1,0>", "r122.1<0;1,0>");
      emitToChannels(DR, [](unsigned) { return "r122.0<0;1,0>:ud"; });
      return;
    }
    // In place: channel c gets the running value, which then takes c's x
    // in (r126.1 holds it meanwhile).
    emitText("(W) mov (1|M0) r126.0<1>:ud " + hex(Op.Identity) + ":ud");
    for (unsigned C = 0; C != width(); ++C) {
      std::string At = "r" + std::to_string(122 + C / 8) + "." + std::to_string(C % 8);
      emitText("(W) mov (1|M0) r126.1<1>:ud " + At + "<0;1,0>:ud");
      emitText("(W) mov (1|M0) " + At + "<1>:ud r126.0<0;1,0>:ud");
      if (C + 1 != width())
        Combine("(1|M0)", "r126.0<1>", "r126.0<0;1,0>", "r126.1<0;1,0>");
    }
    emitToChannels(DR, [&](unsigned Half) { return Copy(Half) + "<8;8,1>:ud"; });
  }

  const TargetInstrInfo &TII() const { return *MF->getSubtarget().getInstrInfo(); }
  bool isGen11() const { return MF->getSubtarget<IntelGPUSubtarget>().isGen11(); }
  IntelGPU::Gen gen() const {
    return isGen11() ? IntelGPU::Gen::Gen11 : IntelGPU::Gen::Gen9;
  }

  /// Each if's endif at the start of its join block (the innermost if's
  /// first, where several share a join), each loop's while label, and
  /// each endif's JIP: the next block end at its nesting level (endif or
  /// while; Mesa's brw_find_next_block_end), else the next instruction.
  void planControlFlow() {
    Endifs.clear();
    IfEndif.clear();
    LoopWhile.clear();
    EndifJIP.clear();
    EndifNext.clear();
    DenseMap<const MachineBasicBlock *, SmallVector<const MachineInstr *, 2>> IfsAt;
    SmallPtrSet<const MachineBasicBlock *, 4> Headers;
    for (const MachineBasicBlock &MBB : *MF)
      for (const MachineInstr &MI : MBB) {
        if (MI.getOpcode() == IntelGPU::CG_IF)
          IfsAt[MI.getOperand(1).getMBB()].push_back(&MI);
        if (MI.getOpcode() == IntelGPU::CG_LOOP) {
          Headers.insert(MI.getOperand(1).getMBB());
          LoopWhile[&MI] = OutContext.createTempSymbol("while");
        }
      }
    // The events in layout order: +1 for an if or a loop's start, -1 for
    // an endif or a while.
    struct Event {
      int Depth;
      MCSymbol *Endif; // the endif's label, or null
      MCSymbol *Target; // what a jump to this block end targets
    };
    std::vector<Event> Events;
    for (const MachineBasicBlock &MBB : *MF) {
      if (Headers.count(&MBB))
        Events.push_back({+1, nullptr, nullptr});
      auto It = IfsAt.find(&MBB);
      if (It != IfsAt.end())
        for (const MachineInstr *If : reverse(It->second)) {
          MCSymbol *Sym = OutContext.createTempSymbol("endif");
          Endifs[&MBB].push_back(Sym);
          IfEndif[If] = Sym;
          Events.push_back({-1, Sym, Sym});
        }
      for (const MachineInstr &MI : MBB) {
        if (MI.getOpcode() == IntelGPU::CG_IF)
          Events.push_back({+1, nullptr, nullptr});
        if (MI.getOpcode() == IntelGPU::CG_LOOP)
          Events.push_back({-1, nullptr, LoopWhile[&MI]});
      }
    }
    for (size_t I = 0; I != Events.size(); ++I) {
      if (!Events[I].Endif)
        continue;
      int Depth = 0;
      MCSymbol *Target = nullptr;
      for (size_t J = I + 1; J != Events.size() && !Target; ++J) {
        if (Events[J].Depth < 0 && Depth == 0)
          Target = Events[J].Target;
        Depth += Events[J].Depth;
      }
      if (!Target) {
        Target = OutContext.createTempSymbol("endif_next");
        EndifNext[Events[I].Endif] = Target;
      }
      EndifJIP[Events[I].Endif] = Target;
    }
  }

  /// The kernel's record in __TEXT,__metalnt_gen (docs/gpu-macho.md): eight
  /// little-endian words: the record's version (3), the SIMD width, the
  /// GRFs the code allocates (the highest one plus one, at least the
  /// payload's; r122-r127, reserved, are not counted),
  /// the payload's GRFs and its buffer and threadgroup-memory slots
  /// (docs/intelgpu-abi.md), each hardware thread's scratch space, and the
  /// buffer slot of the constant data's address (NoConstantData: none).
  void emitKernelInfo() {
    const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
    unsigned Highest = IntelGPURegisterInfo::payloadGRFs(*MF);
    if (IntelGPURegisterInfo::hasPrivateObjects(*MF))
      Highest = width() == 8 ? 122 : 123; // the scratch messages' header
                                          // and offsets, from r120

    if (IntelGPURegisterInfo::hasScalarRegisters(*MF))
      Highest = std::max(Highest, IntelGPURegisterInfo::ScalarGRF + 8);
    for (const MachineBasicBlock &MBB : *MF)
      for (const MachineInstr &MI : MBB)
        for (const MachineOperand &MO : MI.operands())
          if (MO.isReg() && MO.getReg().isPhysical())
            for (MCPhysReg R : TRI.subregs_inclusive(MO.getReg()))
              if (IntelGPU::GRF32RegClass.contains(R) && TRI.getEncodingValue(R) < 122) {
                unsigned N = TRI.getEncodingValue(R) + 1;
                Highest = std::max(Highest, N * width() / 8);
              }
    IntelGPUPayload::Layout L = IntelGPUPayload::Layout::of(MF->getFunction());
    OutStreamer->pushSection();
    OutStreamer->switchSection(OutContext.getMachOSection(
        "__TEXT", "__metalnt_gen", 0, SectionKind::getReadOnly()));
    OutStreamer->emitInt32(3);
    OutStreamer->emitInt32(width());
    OutStreamer->emitInt32(Highest);
    OutStreamer->emitInt32(IntelGPURegisterInfo::payloadGRFs(*MF));
    OutStreamer->emitInt32(L.Buffers);
    OutStreamer->emitInt32(L.TGSlots);
    OutStreamer->emitInt32(IntelGPUFrameLowering::scratchBytesPerThread(*MF));
    OutStreamer->emitInt32(uint32_t(MF->getFunction().getFnAttributeAsParsedInteger(
        metalnt::lower::ConstantDataParamAttr, metalnt::intelgpu::NoConstantData)));
    OutStreamer->popSection();
  }

  /// A register's name; a pair's low (or \p High) register; a payload
  /// dword's GRF and subregister (r4.3). SIMD16 and SIMD32 registers are
  /// several GRFs: the first, the \p Second of channels 8-15 (16-23 in
  /// SIMD32's \p Half 1), and so on.
  std::string reg(Register R, bool High = false, bool Second = false,
                  unsigned Half = 0) const {
    const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
    if (IntelGPU::PAYLOADDWRegClass.contains(R)) {
      unsigned D = R - IntelGPU::PDW0;
      return "r" + std::to_string(D / 8) + "." + std::to_string(D % 8);
    }
    if (IntelGPU::SREGRegClass.contains(R)) {
      unsigned D = R - IntelGPU::S0;
      return "r" + std::to_string(IntelGPURegisterInfo::ScalarGRF + D / 8) + "." +
             std::to_string(D % 8);
    }
    if (IntelGPU::GRF64RegClass.contains(R))
      R = TRI.getSubReg(R, High ? IntelGPU::sub1 : IntelGPU::sub0);
    if (!IntelGPU::GRF32RegClass.contains(R))
      report_fatal_error("intelgpu: register " + Twine(TRI.getName(R)) +
                         " has no operand syntax");
    unsigned N = TRI.getEncodingValue(R);
    if (width() > 8)
      N = N * width() / 8 + 2 * Half + Second; // r2n, r2n+1 or r4n..r4n+3
    return "r" + std::to_string(N);
  }

  static std::string hex(uint64_t V) { return "0x" + utohexstr(V); }

  static bool isScalarReg(Register R) {
    return IntelGPU::PAYLOADDWRegClass.contains(R) || IntelGPU::SREGRegClass.contains(R);
  }

  /// The template with $N replaced by operand N (IntelGPUCodeGen.td lists
  /// the forms).
  std::string expand(const MachineInstr &MI, StringRef T, unsigned Half = 0) const {
    std::string Out;
    while (!T.empty()) {
      size_t Dollar = T.find('$');
      Out += T.substr(0, Dollar);
      if (Dollar == StringRef::npos)
        break;
      T = T.drop_front(Dollar + 1);
      size_t Digits = T.find_first_not_of("0123456789");
      unsigned N = 0;
      T.substr(0, Digits).getAsInteger(10, N);
      T = T.drop_front(std::min(Digits, T.size()));
      StringRef Kind;
      if (T.starts_with(":")) {
        size_t End = T.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789", 1);
        StringRef K = T.substr(1, End == StringRef::npos ? End : End - 1);
        // ":ud", ":f", ... are types, not kinds.
        if (is_contained({"imm", "hi", "second", "hisecond", "localid", "aopa64",
                          "aopslm", "spill1", "fill1"},
                         K)) {
          Kind = K;
          T = T.drop_front(1 + K.size());
        }
      }
      const MachineOperand &MO = MI.getOperand(N);
      if (MO.isReg()) {
        Out += reg(MO.getReg(), Kind == "hi" || Kind == "hisecond",
                   Kind == "second" || Kind == "hisecond", Half);
        // A payload dword or a scalar register is read as a scalar region
        // whatever region the template gives a register.
        if (isScalarReg(MO.getReg()) && T.starts_with("<") && !T.starts_with("<1>")) {
          T = T.drop_front(std::min(T.find('>') + 1, T.size()));
          Out += "<0;1,0>";
        }
        continue;
      }
      if (!MO.isImm())
        report_fatal_error("intelgpu: unexpected operand in " +
                           Twine(TII().getName(MI.getOpcode())));
      uint64_t V = uint64_t(MO.getImm());
      if (Kind == "localid") {
        Out += "r" +
               std::to_string(IntelGPUPayload::LocalIDGRF +
                              V * IntelGPUPayload::localIDGRFs(width()) + Half) +
               ".0";
      } else if (Kind == "aopa64") {
        Out += hex(0x0414a0fdu | (V & 0xF) << 8);
      } else if (Kind == "aopslm") {
        Out += hex(0x0210b0feu | (V & 0xF) << 8);
      } else if (Kind == "spill1" || Kind == "fill1") {
        // A scalar register's slot: its first register, at frame offset V
        // (a frame dword is a row of W / 8 registers).
        Out += scratchDescriptor(Kind == "spill1", 1, uint32_t(V / 4 * (width() / 8)));
      } else {
        Out += hex(uint32_t(V));
      }
    }
    return Out;
  }

  void emitText(StringRef Text) {
    IntelGPU::InstIR I;
    IntelGPU::ParseError E;
    if (!IntelGPU::parse(Text, gen(), I, E))
      report_fatal_error("intelgpu: the instruction model rejects '" + Text +
                         "': " + E.Message);
    MCInst Inst;
    IntelGPU::toMCInst(I, *TM.getMCRegisterInfo(), Inst);
    EmitToStreamer(*OutStreamer, Inst);
  }

  /// A branch whose JIP (and UIP) are labels; "J" and "U" in the text.
  void emitBranch(StringRef Text, MCSymbol *JIP, MCSymbol *UIP) {
    IntelGPU::InstIR I;
    IntelGPU::ParseError E;
    if (!IntelGPU::parse(Text, gen(), I, E))
      report_fatal_error("intelgpu: the instruction model rejects '" + Text +
                         "': " + E.Message);
    MCInst Inst;
    IntelGPU::toMCInst(I, *TM.getMCRegisterInfo(), Inst);
    Inst.getOperand(IntelGPU::MCOperandJIP) =
        MCOperand::createExpr(MCSymbolRefExpr::create(JIP, OutContext));
    if (UIP)
      Inst.getOperand(IntelGPU::MCOperandUIP) =
          MCOperand::createExpr(MCSymbolRefExpr::create(UIP, OutContext));
    EmitToStreamer(*OutStreamer, Inst);
  }
};

} // namespace

char IntelGPUAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeIntelGPUAsmPrinter() {
  RegisterAsmPrinter<IntelGPUAsmPrinter> X(getTheIntelGPUTarget());
}
