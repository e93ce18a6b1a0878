//===- IntelGPUAsmParser.cpp - Intel GPU assembly parser ------------------===//
//
// Parses IGA's syntax. A statement may start with a predicate in
// parentheses, so '(' starts statements; the statement's raw text goes to
// the shared parser (IntelGPUInst.cpp), whose errors carry a column.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/IntelGPUInst.h"
#include "MCTargetDesc/IntelGPUMCTargetDesc.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCParser/AsmLexer.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCParsedAsmOperand.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

namespace {

class IntelGPUOperand : public MCParsedAsmOperand {
public:
  IntelGPUOperand(StringRef Tok, SMLoc Loc) : Tok(Tok), Loc(Loc) {}
  bool isToken() const override { return true; }
  bool isImm() const override { return false; }
  bool isReg() const override { return false; }
  bool isMem() const override { return false; }
  MCRegister getReg() const override { return MCRegister(); }
  SMLoc getStartLoc() const override { return Loc; }
  SMLoc getEndLoc() const override { return Loc; }
  void print(raw_ostream &OS, const MCAsmInfo &) const override { OS << Tok; }

private:
  StringRef Tok;
  SMLoc Loc;
};

class IntelGPUAsmParser : public MCTargetAsmParser {
public:
  IntelGPUAsmParser(const MCSubtargetInfo &STI, MCAsmParser &Parser,
                    const MCInstrInfo &MII, const MCTargetOptions &Options)
      : MCTargetAsmParser(Options, STI, MII) {}

  bool parseRegister(MCRegister &, SMLoc &StartLoc, SMLoc &) override {
    return Error(StartLoc, "registers are parsed as instruction operands");
  }
  ParseStatus tryParseRegister(MCRegister &, SMLoc &, SMLoc &) override {
    return ParseStatus::NoMatch;
  }
  bool tokenIsStartOfStatement(AsmToken::TokenKind Token) override {
    return Token == AsmToken::LParen;
  }

  bool parseInstruction(ParseInstructionInfo &Info, StringRef Name,
                        SMLoc NameLoc, OperandVector &Operands) override {
    AsmLexer &Lexer = getParser().getLexer();
    const char *Start = NameLoc.getPointer();
    const char *End = Start;
    while (*End && *End != '\n' && *End != '\r' &&
           !(End[0] == '/' && End[1] == '/'))
      ++End;
    while (!Lexer.is(AsmToken::EndOfStatement) && !Lexer.is(AsmToken::Eof))
      Lexer.Lex();
    StringRef Text = StringRef(Start, End - Start).rtrim();
    IntelGPU::Gen G = IntelGPU::isGen11(getSTI()) ? IntelGPU::Gen::Gen11
                                                  : IntelGPU::Gen::Gen9;
    IntelGPU::InstIR I;
    IntelGPU::ParseError E;
    if (!IntelGPU::parse(Text, G, I, E)) {
      Lexer.Lex();
      return Error(SMLoc::getFromPointer(Start + std::min(E.Column, Text.size())),
                   E.Message);
    }
    IntelGPU::toMCInst(I, *getContext().getRegisterInfo(), Pending);
    // Labels become symbol references, resolved by fixups.
    auto Label = [&](unsigned Idx, const std::string &Name) {
      if (Name.empty())
        return;
      MCSymbol *Sym = getContext().getOrCreateSymbol(Name);
      Pending.getOperand(Idx) =
          MCOperand::createExpr(MCSymbolRefExpr::create(Sym, getContext()));
    };
    Label(IntelGPU::MCOperandJIP, I.JIPLabel);
    Label(IntelGPU::MCOperandUIP, I.UIPLabel);
    Operands.push_back(std::make_unique<IntelGPUOperand>(Name, NameLoc));
    getParser().Lex();
    return false;
  }

  bool matchAndEmitInstruction(SMLoc IDLoc, unsigned &Opcode,
                               OperandVector &Operands, MCStreamer &Out,
                               uint64_t &ErrorInfo,
                               bool MatchingInlineAsm) override {
    Opcode = Pending.getOpcode();
    Pending.setLoc(IDLoc);
    Out.emitInstruction(Pending, getSTI());
    return false;
  }
  unsigned validateTargetOperandClass(MCParsedAsmOperand &, unsigned) override {
    return Match_InvalidOperand;
  }
  void convertToMapAndConstraints(unsigned, const OperandVector &) override {}

private:
  MCInst Pending;
};

} // namespace

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeIntelGPUAsmParser() {
  RegisterMCAsmParser<IntelGPUAsmParser> X(getTheIntelGPUTarget());
}
