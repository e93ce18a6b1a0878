//===- AppleGPUAsmPrinter.cpp - G13 machine code emission -----------------===//
//
// Lowers each codegen instruction to the MC model's instruction: its
// operands are written into the instruction's template (Mesa's syntax,
// AppleGPUInstrInfo.td) and the instruction model assembles that, choosing
// the encoding, so that the model stays the only description of the
// encoding. Every function ends as Mesa's do: `stop`, then eight `trap`;
// its register and stack use follow in __TEXT,__metalnt_info.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUFrameLowering.h"
#include "AppleGPUInstrInfo.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUISA.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCSectionMachO.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

struct AGXLowering {
  unsigned Inst;
  const char *Template;
};

using namespace AppleGPU;
#define GET_AGXLowerings_DECL
#define GET_AGXLowerings_IMPL
#include "AppleGPUGenSearchableTables.inc"

class AppleGPUAsmPrinter : public AsmPrinter {
  std::unique_ptr<ISA> Model;

public:
  static char ID;
  AppleGPUAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID),
        Model(std::make_unique<ISA>(*TM.getMCRegisterInfo())) {}

  StringRef getPassName() const override { return "Apple GPU Assembly Printer"; }

  void emitInstruction(const MachineInstr *MI) override {
    switch (MI->getOpcode()) {
    case AppleGPU::CG_IF:
    case AppleGPU::CG_IF_UNIFORM:
      // Lanes where c is 0 leave; skip the then-region when none is left,
      // if that pays, and always on a uniform condition (either every
      // lane or none enters: the jump is the branch).
      emitText("if " + regText(MI->getOperand(0).getReg()) + ", 0, 1, ine");
      // The jump lands on the if's own pop (its label, the third operand),
      // past the pops of the constructs in the region it skips.
      if (MI->getOpcode() == AppleGPU::CG_IF_UNIFORM || worthSkipping(*MI)) {
        if (MI->getNumOperands() < 3 || !MI->getOperand(2).isMCSymbol())
          report_fatal_error("applegpu: an if without its pop's label");
        emitJump("jmp_none", MI->getOperand(2).getMCSymbol());
      }
      return;
    case AppleGPU::CG_BR:
    case AppleGPU::CG_BRCOND:
    case AppleGPU::CG_CF_COND:
      // Left only when AppleGPULowerControlFlow reported an error: the
      // output is not used.
      emitText("trap");
      return;
    case AppleGPU::CG_SHUFFLE_I:
    case AppleGPU::CG_SHUFFLE_R: {
      std::string Op = shuffleOp(MI->getOperand(3).getImm());
      std::string D = regText(MI->getOperand(0).getReg()),
                  X = regText(MI->getOperand(1).getReg());
      if (MI->getOpcode() == AppleGPU::CG_SHUFFLE_I) {
        emitText("shuffle " + D + ", " + X + ", " +
                 std::to_string(MI->getOperand(2).getImm()) + Op);
        return;
      }
      // The index in r0h only around the shuffle (see CG_SHUFFLE_R).
      const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
      emitText("mov r0h, " +
               regText(TRI.getSubReg(MI->getOperand(2).getReg(), AppleGPU::lo16)));
      emitText("shuffle " + D + ", " + X + ", r0h" + Op);
      emitText("mov r0h, 0");
      return;
    }
    case AppleGPU::CG_LOOP:
      // Lanes where c is 0 leave; go round again while one is left.
      emitText("while " + regText(MI->getOperand(0).getReg()) + ", 0, 1, ine");
      emitJump("jmp_any", MI->getOperand(1).getMBB()->getSymbol());
      return;
    }
    const AGXLowering *L = lookupAGXLowering(MI->getOpcode());
    if (!L)
      report_fatal_error("applegpu: no lowering for " +
                         Twine(TII().getName(MI->getOpcode())));
    emitText(expand(*MI, L->Template));
  }

  void emitFunctionBodyEnd() override {
    // Mesa's footer after the program's stop.
    for (unsigned I = 0; I != 8; ++I)
      emitText("trap");
    emitKernelInfo();
  }

private:
  /// The kernel's record in __TEXT,__metalnt_info (docs/gpu-macho.md):
  /// three little-endian words, the record's version (1), the general
  /// register halves the code uses (the highest one touched plus one,
  /// Mesa's nr_gprs; r0l, the execution-mask nesting counter, always
  /// counts) and the stack bytes per thread stack_adjust reserves.
  void emitKernelInfo() {
    const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
    unsigned Halves = 1;
    for (const MachineBasicBlock &MBB : *MF)
      for (const MachineInstr &MI : MBB)
        for (const MachineOperand &MO : MI.operands()) {
          if (!MO.isReg() || !MO.getReg().isPhysical())
            continue;
          for (MCPhysReg R : TRI.subregs_inclusive(MO.getReg()))
            if (AppleGPU::GPR16RegClass.contains(R))
              Halves = std::max(Halves, unsigned(TRI.getEncodingValue(R)) + 1);
        }
    uint64_t StackBytes =
        4 * AppleGPUFrameLowering::reservedWords(MF->getFrameInfo().getStackSize());
    OutStreamer->pushSection();
    OutStreamer->switchSection(OutContext.getMachOSection(
        "__TEXT", "__metalnt_info", 0, SectionKind::getReadOnly()));
    OutStreamer->emitInt32(1);
    OutStreamer->emitInt32(Halves);
    OutStreamer->emitInt32(uint32_t(StackBytes));
    OutStreamer->popSection();
  }

  /// Whether an if's region is worth a `jmp_none` around it, by Mesa's
  /// heuristic (agx_opt_jmp_none.c): the jump costs 19, the region's
  /// instructions 1 each but 10 for a device load, and with no lane left in
  /// an if half the time, a jump pays where the region costs 2 * 19 or
  /// more. The region is the blocks from the if's successor in layout up to
  /// its join.
  static bool worthSkipping(const MachineInstr &If) {
    const unsigned JumpCost = 19, InverseProbability = 2;
    const MachineBasicBlock *Join = If.getOperand(1).getMBB();
    unsigned Cost = 0;
    for (auto B = std::next(If.getParent()->getIterator()),
              E = If.getParent()->getParent()->end();
         B != E && &*B != Join; ++B)
      for (const MachineInstr &I : *B)
        if (!I.isDebugInstr() && !I.isMetaInstruction())
          Cost += (I.getDesc().TSFlags & AppleGPUII::IsDeviceLoad) ? 10 : 1;
    return Cost >= JumpCost * InverseProbability;
  }

  const TargetInstrInfo &TII() const {
    return *MF->getSubtarget().getInstrInfo();
  }

  /// Mesa's name of a register: r3, r3l, dr4, u1, du0.
  std::string regText(Register Reg) const {
    const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
    auto Half = [&](MCRegister R) { return TRI.getEncodingValue(R); };
    if (AppleGPU::GPR16RegClass.contains(Reg) ||
        AppleGPU::UGPR16RegClass.contains(Reg)) {
      unsigned H = Half(Reg);
      char File = AppleGPU::GPR16RegClass.contains(Reg) ? 'r' : 'u';
      return File + std::to_string(H / 2) + ((H & 1) ? "h" : "l");
    }
    if (AppleGPU::GPR32RegClass.contains(Reg))
      return "r" + std::to_string(Half(Reg) / 2);
    if (AppleGPU::UGPR32RegClass.contains(Reg))
      return "u" + std::to_string(Half(Reg) / 2);
    if (AppleGPU::GPR64RegClass.contains(Reg))
      return "dr" + std::to_string(Half(TRI.getSubReg(Reg, AppleGPU::sub0)) / 2);
    if (AppleGPU::UGPR64RegClass.contains(Reg))
      return "du" + std::to_string(Half(TRI.getSubReg(Reg, AppleGPU::sub0)) / 2);
    report_fatal_error("applegpu: register " + Twine(TRI.getName(Reg)) +
                       " has no operand syntax");
  }

  /// ", xor" / ", up" / ", down" for a shuffle_op, nothing for none.
  static std::string shuffleOp(int64_t Op) {
    StringRef Name = Op ? enumValueName("shuffle_op", uint64_t(Op)) : "";
    return Name.empty() ? "" : (", " + Name).str();
  }

  /// A register tuple as the components of a vector: r2_r3, r4_r5_r6_r7.
  std::string vectorText(Register Reg) const {
    const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
    unsigned N = AppleGPU::GPR64RegClass.contains(Reg)    ? 2
                 : AppleGPU::GPR96RegClass.contains(Reg)  ? 3
                 : AppleGPU::GPR128RegClass.contains(Reg) ? 4
                                                          : 0;
    if (!N)
      return regText(Reg);
    const unsigned Subs[] = {AppleGPU::sub0, AppleGPU::sub1, AppleGPU::sub2,
                             AppleGPU::sub3};
    std::string Text;
    for (unsigned I = 0; I != N; ++I)
      Text += (I ? "_" : "") + regText(TRI.getSubReg(Reg, Subs[I]));
    return Text;
  }

  /// The template with $N replaced by operand N; "$N:vec" prints a tuple
  /// as a vector of registers, "$N:first" its first register, "$N:pair"
  /// its first two, "$N:halves5" its first five halves, "$N:zs3" a
  /// pair's first three halves, "$N:halves" a
  /// register's two halves, "$N:u32" prints an immediate as an unsigned
  /// 32-bit number, "$N:sx" and "$N:lsl" a memory index's mode as ".sx"
  /// and ", lsl s" (or nothing), "$N:kind" as the name of its value in the
  /// AGX2.xml enumeration kind.
  std::string expand(const MachineInstr &MI, StringRef T) const {
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
        size_t End = T.find_first_not_of("abcdefghijklmnopqrstuvwxyz_0123456789", 1);
        Kind = T.substr(1, End == StringRef::npos ? End : End - 1);
        T = T.drop_front(1 + Kind.size());
      }
      const MachineOperand &MO = MI.getOperand(N);
      if (MO.isReg() && Kind == "vec") {
        Out += vectorText(MO.getReg());
      } else if (MO.isReg() && Kind == "first") { // a tuple's first register
        const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
        Out += regText(TRI.getSubReg(MO.getReg(), AppleGPU::sub0));
      } else if (MO.isReg() && Kind == "zs3") { // a pair's first three halves
        const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
        Register Lo = TRI.getSubReg(MO.getReg(), AppleGPU::sub0),
                 Hi = TRI.getSubReg(MO.getReg(), AppleGPU::sub1);
        Out += regText(TRI.getSubReg(Lo, AppleGPU::lo16)) + "_" +
               regText(TRI.getSubReg(Lo, AppleGPU::hi16)) + "_" +
               regText(TRI.getSubReg(Hi, AppleGPU::lo16));
      } else if (MO.isReg() && Kind == "halves") { // a register's two halves
        const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
        Out += regText(TRI.getSubReg(MO.getReg(), AppleGPU::lo16)) + "_" +
               regText(TRI.getSubReg(MO.getReg(), AppleGPU::hi16));
      } else if (MO.isReg() && Kind == "halves5") { // a tuple's first five halves
        const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
        const unsigned Subs[] = {AppleGPU::sub0, AppleGPU::sub1, AppleGPU::sub2};
        for (unsigned H = 0; H != 5; ++H)
          Out += (H ? "_" : "") +
                 regText(TRI.getSubReg(TRI.getSubReg(MO.getReg(), Subs[H / 2]),
                                       H % 2 ? AppleGPU::hi16 : AppleGPU::lo16));
      } else if (MO.isReg() && Kind == "pair") { // a tuple's first two
        const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
        Out += regText(TRI.getSubReg(MO.getReg(), AppleGPU::sub0)) + "_" +
               regText(TRI.getSubReg(MO.getReg(), AppleGPU::sub1));
      } else if (MO.isReg()) {
        Out += regText(MO.getReg());
      } else if (MO.isImm()) {
        if (Kind.empty()) {
          Out += std::to_string(MO.getImm());
        } else if (Kind == "u32") {
          Out += std::to_string(uint32_t(MO.getImm()));
        } else if (Kind == "sx") {
          // A memory index's mode (bit 3: sign-extended).
          Out += (MO.getImm() & 8) ? ".sx" : "";
        } else if (Kind == "lsl") {
          // A memory index's mode (bits 0-2: the shift), nothing for 0.
          if (unsigned Shift = MO.getImm() & 7)
            Out += ", lsl " + std::to_string(Shift);
        } else {
          StringRef Name = enumValueName(Kind, uint64_t(MO.getImm()));
          if (Name.empty())
            report_fatal_error("applegpu: no " + Twine(Kind) + " value " +
                               Twine(MO.getImm()));
          Out += Name;
        }
      } else {
        report_fatal_error("applegpu: unexpected operand in " +
                           Twine(TII().getName(MI.getOpcode())));
      }
    }
    return Out;
  }

  /// jmp_any / jmp_none to a label the assembler resolves.
  void emitJump(StringRef Mnemonic, MCSymbol *Target) {
    MCInst Inst;
    ParseFailure F;
    StringRef Zero[] = {"0"};
    if (!Model->parse(Mnemonic, Zero, Inst, F))
      report_fatal_error("applegpu: the instruction model rejects " + Mnemonic);
    Inst.getOperand(0) = MCOperand::createExpr(
        MCSymbolRefExpr::create(Target, OutContext));
    EmitToStreamer(*OutStreamer, Inst);
  }

  void emitText(StringRef Text) {
    auto [Mnemonic, Rest] = Text.split(' ');
    SmallVector<StringRef, 8> Items;
    Rest.split(Items, ',', -1, false);
    for (StringRef &I : Items)
      I = I.trim();
    MCInst Inst;
    ParseFailure F;
    if (!Model->parse(Mnemonic, Items, Inst, F))
      report_fatal_error("applegpu: the instruction model rejects '" + Text +
                         "': " + F.Message);
    EmitToStreamer(*OutStreamer, Inst);
  }
};

} // namespace

char AppleGPUAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeAppleGPUAsmPrinter() {
  RegisterAsmPrinter<AppleGPUAsmPrinter> X(getTheAppleGPUTarget());
}
