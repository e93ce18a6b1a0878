//===- AppleGPUAsmPrinter.cpp - G13 machine code emission -----------------===//
//
// Lowers each codegen instruction to the MC model's instructions
// (AppleGPUMCInstLower, by the field bindings of AppleGPUMCLowering.td);
// the instruction model chooses each operand's encoding, so that it stays
// the only description of the encoding. Every function ends as Mesa's do:
// `stop`, then eight `trap`; its register and stack use follow in
// __TEXT,__metalnt_info.
//
//===----------------------------------------------------------------------===//

#include "AppleGPUFrameLowering.h"
#include "AppleGPUInstrInfo.h"
#include "AppleGPUMCInstLower.h"
#include "AppleGPUSubtarget.h"
#include "MCTargetDesc/AppleGPUISA.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCExpr.h"
#include "metalnt/GPUMachO/GPUMachO.h"
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

using namespace AppleGPU;

class AppleGPUAsmPrinter : public AsmPrinter {
  std::unique_ptr<ISA> Model;
  std::unique_ptr<AppleGPUMCInstLower> Lower;

public:
  static char ID;
  AppleGPUAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID),
        Model(std::make_unique<ISA>(*TM.getMCRegisterInfo())) {}

  StringRef getPassName() const override { return "Apple GPU Assembly Printer"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    Lower = std::make_unique<AppleGPUMCInstLower>(
        *Model, *MF.getSubtarget().getRegisterInfo(),
        *MF.getSubtarget().getInstrInfo());
    return AsmPrinter::runOnMachineFunction(MF);
  }

  void emitInstruction(const MachineInstr *MI) override {
    unsigned Opc = MI->getOpcode();
    switch (Opc) {
    case AppleGPU::CG_IF:
    case AppleGPU::CG_IF_UNIFORM:
      // Lanes where c is 0 leave; skip the then-region when none is left,
      // if that pays, and always on a uniform condition (either every
      // lane or none enters: the jump is the branch).
      emitPart(*MI, 0);
      // The jump lands on the if's own pop (its label, the third operand),
      // past the pops of the constructs in the region it skips.
      if (Opc == AppleGPU::CG_IF_UNIFORM || worthSkipping(*MI)) {
        if (MI->getNumOperands() < 3 || !MI->getOperand(2).isMCSymbol())
          report_fatal_error("applegpu: an if without its pop's label");
        emitPart(*MI, 1, MI->getOperand(2).getMCSymbol());
      }
      return;
    case AppleGPU::CG_CALL:
    case AppleGPU::CG_CALL_REG: {
      // jmp_none past the call when no lane is active (none would hold
      // the return address), then call the function (CG_CALL) or the
      // address in a register (CG_CALL_REG).
      MCSymbol *After = OutContext.createTempSymbol("call_done", true);
      emitPart(*MI, 0, After);
      const MachineOperand &Callee = MI->getOperand(0);
      emitPart(*MI, 1,
               Opc == AppleGPU::CG_CALL_REG ? nullptr
               : Callee.isGlobal()          ? getSymbol(Callee.getGlobal())
                                            : GetExternalSymbolSymbol(Callee.getSymbolName()));
      OutStreamer->emitLabel(After);
      return;
    }
    case AppleGPU::CG_MOV_SAMPLER: {
      // ldimm of the sampler's index in the function's list, relocated
      // against metalnt.sampler_states (docs/gpu-macho.md, "Sampler state
      // relocations").
      const MachineOperand &Sym = MI->getOperand(1);
      MachineOperand Ops[] = {MI->getOperand(0), MachineOperand::CreateImm(Sym.getOffset())};
      MCInst Inst;
      if (Error E = Lower->lower(AppleGPU::CG_MOV_IMM32, Ops, 0, Inst))
        report_fatal_error(std::move(E));
      Inst.getOperand(Inst.getNumOperands() - 1) = MCOperand::createExpr(MCBinaryExpr::createAdd(
          MCSymbolRefExpr::create(getSymbol(Sym.getGlobal()), OutContext),
          MCConstantExpr::create(Sym.getOffset(), OutContext), OutContext));
      EmitToStreamer(*OutStreamer, Inst);
      return;
    }
    case AppleGPU::CG_LOOP:
      // Lanes where c is 0 leave; go round again while one is left.
      emitPart(*MI, 0);
      emitPart(*MI, 1, MI->getOperand(1).getMBB()->getSymbol());
      return;
    }
    // CG_BR, CG_BRCOND and CG_CF_COND are left only when
    // AppleGPULowerControlFlow reported an error (the output is not used):
    // they lower to `trap`.
    for (unsigned Part = 0; AppleGPUMCInstLower::hasPart(Opc, Part); ++Part)
      emitPart(*MI, Part);
  }

  void emitFunctionBodyEnd() override {
    // Mesa's footer after the program's stop.
    MCInst Trap;
    if (Error E = Lower->lower(AppleGPU::CG_TRAP, {}, 0, Trap))
      report_fatal_error(std::move(E));
    for (unsigned I = 0; I != 8; ++I)
      EmitToStreamer(*OutStreamer, Trap);
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
        4 * AppleGPUFrameLowering::frameWords(*MF);
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

  /// Part Part of MI's MC instructions; a jump's target is Target.
  void emitPart(const MachineInstr &MI, unsigned Part,
                MCSymbol *Target = nullptr) {
    MCInst Inst;
    if (Error E = Lower->lower(MI.getOpcode(),
                               ArrayRef(MI.operands_begin(), MI.getNumOperands()),
                               Part, Inst))
      report_fatal_error(std::move(E));
    if (Target)
      Inst.getOperand(0) =
          MCOperand::createExpr(MCSymbolRefExpr::create(Target, OutContext));
    EmitToStreamer(*OutStreamer, Inst);
  }
};

} // namespace

char AppleGPUAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeAppleGPUAsmPrinter() {
  RegisterAsmPrinter<AppleGPUAsmPrinter> X(getTheAppleGPUTarget());
}
