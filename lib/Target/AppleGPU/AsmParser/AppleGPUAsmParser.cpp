//===- AppleGPUAsmParser.cpp - Apple GPU assembly parser ------------------===//
//
// Parses Mesa's disassembly syntax. Operands are the comma-separated items
// of the statement's raw text; the shared instruction model matches them
// against each instruction with that mnemonic in AGX2.xml order (items may
// be omitted wherever the printer omits them) and accepts only bits that
// decode and print back as the same items.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AppleGPUISA.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
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

/// The mnemonic; the operands are kept as an MCInst by the parser.
class AppleGPUOperand : public MCParsedAsmOperand {
public:
  AppleGPUOperand(StringRef Tok, SMLoc Loc) : Tok(Tok), Loc(Loc) {}
  bool isToken() const override { return true; }
  bool isImm() const override { return false; }
  bool isReg() const override { return false; }
  bool isMem() const override { return false; }
  MCRegister getReg() const override { return MCRegister(); }
  StringRef getToken() const { return Tok; }
  SMLoc getStartLoc() const override { return Loc; }
  SMLoc getEndLoc() const override { return Loc; }
  void print(raw_ostream &OS, const MCAsmInfo &) const override {
    OS << "'" << Tok << "'";
  }

private:
  StringRef Tok;
  SMLoc Loc;
};

class AppleGPUAsmParser : public MCTargetAsmParser {
public:
  AppleGPUAsmParser(const MCSubtargetInfo &STI, MCAsmParser &Parser,
                    const MCInstrInfo &MII, const MCTargetOptions &Options)
      : MCTargetAsmParser(Options, STI, MII),
        Model(*Parser.getContext().getRegisterInfo()) {
    setAvailableFeatures(ComputeAvailableFeatures(STI.getFeatureBits()));
  }

  bool parseRegister(MCRegister &Reg, SMLoc &StartLoc, SMLoc &EndLoc) override {
    return Error(StartLoc, "registers are parsed as instruction operands");
  }
  ParseStatus tryParseRegister(MCRegister &Reg, SMLoc &StartLoc,
                               SMLoc &EndLoc) override {
    return ParseStatus::NoMatch;
  }

  bool parseInstruction(ParseInstructionInfo &Info, StringRef Name,
                        SMLoc NameLoc, OperandVector &Operands) override;

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

  void convertToMapAndConstraints(unsigned Kind,
                                  const OperandVector &Operands) override {}

private:
  AppleGPU::ISA Model;
  MCInst Pending;

  FeatureBitset ComputeAvailableFeatures(const FeatureBitset &) const {
    return FeatureBitset();
  }
};

bool AppleGPUAsmParser::parseInstruction(ParseInstructionInfo &Info,
                                         StringRef Name, SMLoc NameLoc,
                                         OperandVector &Operands) {
  // The raw text of the operands: from the current token to the end of the
  // statement (a newline, a ';' separator or a '//' comment).
  AsmLexer &Lexer = getParser().getLexer();
  const char *Start = Lexer.getTok().getLoc().getPointer();
  const char *End = Start;
  if (!Lexer.is(AsmToken::EndOfStatement)) {
    while (*End && *End != '\n' && *End != '\r' && *End != ';' &&
           !(End[0] == '/' && End[1] == '/'))
      ++End;
  } else {
    End = Start;
  }
  // Skip the tokens with the raw lexer: operand syntax such as "2d" or
  // "lsl 2" is not the generic assembler's.
  while (!Lexer.is(AsmToken::EndOfStatement) && !Lexer.is(AsmToken::Eof))
    Lexer.Lex();

  SmallVector<StringRef, 8> Items;
  SmallVector<SMLoc, 8> Locs;
  StringRef Text(Start, End - Start);
  if (!Text.trim().empty()) {
    SmallVector<StringRef, 8> Parts;
    Text.split(Parts, ',');
    for (StringRef P : Parts) {
      StringRef T = P.ltrim();
      Items.push_back(P);
      Locs.push_back(SMLoc::getFromPointer(T.data()));
      if (T.trim().empty())
        return Error(Locs.back(), "missing operand");
    }
  }

  // A direct jump or call may name its target: assemble offset 0 and let a
  // fixup put the label's offset there.
  StringRef TargetLabel;
  SmallVector<StringRef, 1> Zero;
  if ((Name == "jmp_any" || Name == "jmp_none" || Name == "call") &&
      Items.size() == 1) {
    StringRef T = Items[0].trim();
    if (!T.empty() && (isAlpha(T[0]) || T[0] == '_' || T[0] == '.' || T[0] == '$')) {
      TargetLabel = T;
      Zero.push_back("0");
    }
  }
  AppleGPU::ParseFailure Failure;
  if (!Model.parse(Name, TargetLabel.empty() ? ArrayRef<StringRef>(Items)
                                             : ArrayRef<StringRef>(Zero),
                   Pending, Failure)) {
    SMLoc Loc = Failure.Item < Locs.size() && Failure.Message.find("unknown") != 0
                    ? Locs[Failure.Item]
                    : NameLoc;
    Lexer.Lex(); // the end of statement
    return Error(Loc, Failure.Message);
  }
  if (!TargetLabel.empty()) {
    MCSymbol *Sym = getContext().getOrCreateSymbol(TargetLabel);
    Pending.getOperand(0) =
        MCOperand::createExpr(MCSymbolRefExpr::create(Sym, getContext()));
  }
  Operands.push_back(std::make_unique<AppleGPUOperand>(Name, NameLoc));
  getParser().Lex(); // the end of statement
  return false;
}

} // namespace

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAppleGPUAsmParser() {
  RegisterMCAsmParser<AppleGPUAsmParser> X(getTheAppleGPUTarget());
}
