//===- IntelGPUAsmPrinter.cpp - Gen9/Gen11 machine code emission ----------===//
//
// Emits each codegen instruction as the native instructions
// IntelGPUMCInstLower builds of it, field by field, in the MC model
// (IntelGPUInst.h, the only description of the encoding). Structured
// control flow becomes if/endif and break/while with their JIP and UIP as
// labels (docs/intelgpu-codegen.md). The kernel's SIMD width, register
// use and payload layout follow in __TEXT,__metalnt_gen
// (docs/gpu-macho.md).
//
//===----------------------------------------------------------------------===//

#include "IntelGPU.h"
#include "IntelGPUFrameLowering.h"
#include "IntelGPUInstrInfo.h"
#include "IntelGPUMCInstLower.h"
#include "IntelGPURegisterInfo.h"
#include "IntelGPUSubtarget.h"
#include "MCTargetDesc/IntelGPUInst.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/MC/MCExpr.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSectionMachO.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace llvm::IntelGPU::build;

namespace {

class IntelGPUAsmPrinter : public AsmPrinter {
  /// The control-flow labels of the function (planControlFlow).
  DenseMap<const MachineBasicBlock *, SmallVector<MCSymbol *, 2>> Endifs;
  DenseMap<const MachineInstr *, MCSymbol *> IfEndif, LoopWhile;
  DenseMap<MCSymbol *, MCSymbol *> EndifJIP;
  /// Endifs with no block end after them jump to the next instruction.
  DenseMap<MCSymbol *, MCSymbol *> EndifNext;
  std::unique_ptr<IntelGPUMCInstLower> Lower;

public:
  static char ID;
  IntelGPUAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "Intel GPU Assembly Printer"; }

  void emitFunctionBodyStart() override {
    ReportedNarrower = false;
    Lower = std::make_unique<IntelGPUMCInstLower>(*MF);
    planControlFlow();
  }

  void emitBasicBlockStart(const MachineBasicBlock &MBB) override {
    AsmPrinter::emitBasicBlockStart(MBB);
    auto It = Endifs.find(&MBB);
    if (It == Endifs.end())
      return;
    for (MCSymbol *Sym : It->second) {
      OutStreamer->emitLabel(Sym);
      emitBranch(Inst(IntelGPU::ENDIF, width()), EndifJIP.lookup(Sym), nullptr);
      auto Next = EndifNext.find(Sym);
      if (Next != EndifNext.end())
        OutStreamer->emitLabel(Next->second);
    }
  }

  void emitInstruction(const MachineInstr *MI) override {
    SmallVector<IntelGPU::InstIR, 16> Insts;
    switch (MI->getOpcode()) {
    case IntelGPU::CG_IF: {
      // Channels where the condition is 0 wait at the endif.
      Lower->condition(IntelGPU::CmNe, MI->getOperand(0).getReg(), Insts);
      emitAll(Insts);
      MCSymbol *Endif = IfEndif.lookup(MI);
      emitBranch(Inst(IntelGPU::IF, width()).pred(0, 0), Endif, Endif);
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
      Lower->condition(IntelGPU::CmEq, MI->getOperand(0).getReg(), Insts);
      emitAll(Insts);
      MCSymbol *While = LoopWhile.lookup(MI);
      emitBranch(Inst(IntelGPU::BREAK, width()).pred(0, 0), While, While);
      OutStreamer->emitLabel(While);
      emitBranch(Inst(IntelGPU::WHILE, width()), MI->getOperand(1).getMBB()->getSymbol(),
                 nullptr);
      return;
    }
    case IntelGPU::CG_JUMPIF: {
      // f0.0 gets the condition of the running channels only (a uniform
      // one: they agree), any of which makes the thread jump.
      IntelGPU::Type FlagType = width() == 32 ? IntelGPU::TUD : IntelGPU::TUW;
      Insts.push_back(
          Inst(IntelGPU::MOV, 1).noMask().operands(arfDst(FlagF0, FlagType), imm(0, FlagType)));
      Lower->condition(IntelGPU::CmNe, MI->getOperand(0).getReg(), Insts);
      emitAll(Insts);
      // The predicate controls .any8h, .any16h and .any32h.
      unsigned AnyH = width() == 8 ? 8 : width() == 16 ? 10 : 12;
      emitBranch(Inst(IntelGPU::JMPI, 1).noMask().pred(0, 0, AnyH),
                 MI->getOperand(1).getMBB()->getSymbol(), nullptr);
      return;
    }
    case IntelGPU::CG_JUMP:
      emitBranch(Inst(IntelGPU::JMPI, 1).noMask(), MI->getOperand(0).getMBB()->getSymbol(),
                 nullptr);
      return;
    case IntelGPU::CG_CALL: {
      // The return IP and call mask to r119.0-r119.1 (docs/intelgpu-abi.md,
      // "Calls"), with the caller's channels; the callee's label a fixup,
      // or a relocation when another object defines it.
      const MachineOperand &Callee = MI->getOperand(0);
      MCSymbol *Sym = Callee.isGlobal() ? getSymbol(Callee.getGlobal())
                                        : GetExternalSymbolSymbol(Callee.getSymbolName());
      Inst Call(IntelGPU::CALL, width());
      Call.Dst = callRegisters();
      emitBranch(Call, Sym, nullptr);
      return;
    }
    case IntelGPU::CG_CALL_REG:
      // IGA's assembler warns of SIMD32 calls through a register (their
      // region would exceed two GRFs), although it encodes them.
      if (width() == 32 && !keepsIntelGPUSIMDWidth(MF->getFunction()))
        reportNarrower("a call through a function pointer");
      Lower->lowerCallThrough(MI->getOperand(0).getReg(), Insts);
      emitAll(Insts);
      return;
    case IntelGPU::CG_MOV_SAMPLER: {
      // A mov of the sampler's index in the function's list to the
      // running channels, never compacted, its immediate relocated
      // against metalnt.sampler_states (docs/gpu-macho.md, "Sampler state
      // relocations").
      const MachineOperand &Sym = MI->getOperand(1);
      Lower->lowerSamplerIndex(MI->getOperand(0).getReg(), uint32_t(Sym.getOffset()), Insts);
      for (const IntelGPU::InstIR &I : Insts) {
        MCInst Inst;
        IntelGPU::toMCInst(I, *TM.getMCRegisterInfo(), Inst);
        Inst.getOperand(IntelGPU::MCOperandJIP) = MCOperand::createExpr(MCBinaryExpr::createAdd(
            MCSymbolRefExpr::create(getSymbol(Sym.getGlobal()), OutContext),
            MCConstantExpr::create(Sym.getOffset(), OutContext), OutContext));
        EmitToStreamer(*OutStreamer, Inst);
      }
      return;
    }
    case IntelGPU::CG_RETURN: {
      Inst Ret(IntelGPU::RET, width());
      Ret.Src[0] = callRegisters();
      Ret.Src[0].Ty = IntelGPU::TUD;
      emitAll({Ret});
      return;
    }
    }
    Lower->lower(*MI, Insts);
    emitAll(Insts);
  }

  /// A callable function has no record: it runs in its caller's thread,
  /// whose record covers it.
  void emitFunctionBodyEnd() override {
    if (!metalnt::lower::isCallableFunction(MF->getFunction()))
      emitKernelInfo();
  }

private:
  /// r119.0-r119.1, call's destination and ret's source: the return IP
  /// and the call mask (the operand the model decodes).
  static IntelGPU::Operand callRegisters() {
    IntelGPU::Operand O;
    O.K = IntelGPU::Operand::Direct;
    O.IsGRF = true;
    O.RegNum = IntelGPURegisterInfo::ScalarGRF + 7;
    O.Ty = IntelGPU::TD;
    return O;
  }

  /// The kernel's SIMD width (getIntelGPUSIMDWidth).
  unsigned width() const { return Lower->width(); }

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

    // A callee may use any register (r122-r127 aside).
    if (makesIntelGPUCalls(MF->getFunction()))
      Highest = 122;
    if (IntelGPURegisterInfo::hasScalarRegisters(*MF))
      Highest = std::max(Highest, IntelGPURegisterInfo::ScalarGRF + 8);
    if (IntelGPURegisterInfo::hasTextureMessages(*MF))
      Highest = std::max(Highest, IntelGPURegisterInfo::TexturePayloadGRF +
                                      IntelGPURegisterInfo::TexturePayloadGRFs);
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
    // Version 4, for vertex functions, adds the stage (1) and the URB
    // entry's 16-byte slots; version 5, for fragment functions, the stage
    // (2), the setup data's slots, the barycentric modes and the flags of
    // the payload (docs/gpu-macho.md).
    OutStreamer->emitInt32(L.Vertex ? 4 : L.Fragment ? 5 : 3);
    OutStreamer->emitInt32(width());
    OutStreamer->emitInt32(Highest);
    OutStreamer->emitInt32(IntelGPURegisterInfo::payloadGRFs(*MF));
    OutStreamer->emitInt32(L.Buffers);
    OutStreamer->emitInt32(L.TGSlots);
    OutStreamer->emitInt32(IntelGPUFrameLowering::scratchBytesPerThread(*MF));
    OutStreamer->emitInt32(uint32_t(MF->getFunction().getFnAttributeAsParsedInteger(
        metalnt::lower::ConstantDataParamAttr, metalnt::intelgpu::NoConstantData)));
    if (L.Vertex) {
      OutStreamer->emitInt32(1);
      OutStreamer->emitInt32(uint32_t(
          MF->getFunction().getFnAttributeAsParsedInteger("intelgpu-urb-slots", 0)));
    } else if (L.Fragment) {
      OutStreamer->emitInt32(2);
      OutStreamer->emitInt32(L.FS.SetupSlots);
      OutStreamer->emitInt32(L.FS.Modes);
      OutStreamer->emitInt32(L.FS.Flags);
    }
    OutStreamer->popSection();
  }

  void emitAll(ArrayRef<IntelGPU::InstIR> Insts) {
    for (const IntelGPU::InstIR &I : Insts) {
      MCInst Inst;
      IntelGPU::toMCInst(I, *TM.getMCRegisterInfo(), Inst);
      EmitToStreamer(*OutStreamer, Inst);
    }
  }

  /// A branch whose JIP (and UIP) are labels.
  void emitBranch(const IntelGPU::InstIR &I, MCSymbol *JIP, MCSymbol *UIP) {
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
