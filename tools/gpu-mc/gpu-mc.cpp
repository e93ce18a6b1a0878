//===- gpu-mc.cpp - Assemble and disassemble GPU instructions -------------===//
//
// The MC driver for the project's own LLVM targets, which Debian's llvm-mc
// cannot load. Like llvm-mc it assembles a file of instructions (to text,
// to encodings or to a Mach-O object) or disassembles bytes:
//
//   gpu-mc -arch=applegpu input.s -show-encoding
//   gpu-mc -arch=applegpu input.s -filetype=obj -o input.o
//   gpu-mc -arch=applegpu -disassemble bytes.txt
//   gpu-mc -arch=intelgpu -mcpu=icl input.asm -filetype=bin -o code.bin
//   gpu-mc -arch=intelgpu -mcpu=skl -disassemble -raw code.bin
//
// Disassembler input is hexadecimal bytes ("2a05c2f2", "0x2a 0x05 ...");
// each line is its own instruction stream, so test vectors can be listed
// one instruction per line. -show-encoding prints "<bytes> <text>" lines,
// the bytes left-justified to 20 columns as in Mesa's test vectors.
// -filetype=bin writes the instructions' bytes alone (what iga64 -a writes;
// labels resolved) and -raw disassembles such a file.
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/AppleGPUTargetInfo.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

static cl::OptionCategory Category("gpu-mc options");
static cl::opt<std::string> InputFilename(cl::Positional, cl::init("-"),
                                          cl::desc("<input>"), cl::cat(Category));
static cl::opt<std::string> OutputFilename("o", cl::init("-"),
                                           cl::desc("Output file"),
                                           cl::value_desc("file"),
                                           cl::cat(Category));
static cl::opt<std::string> ArchName("arch", cl::init("applegpu"),
                                     cl::desc("Target: applegpu or intelgpu"),
                                     cl::cat(Category));
static cl::opt<std::string> MCPU("mcpu", cl::desc("Processor (e.g. g13g)"),
                                 cl::cat(Category));
static cl::opt<bool> Disassemble("disassemble",
                                 cl::desc("Disassemble hexadecimal bytes"),
                                 cl::cat(Category));
static cl::alias DisassembleShort("d", cl::aliasopt(Disassemble));
static cl::opt<bool> Raw("raw",
                         cl::desc("The disassembler's input is raw bytes"),
                         cl::cat(Category));
static cl::opt<bool> ShowEncoding(
    "show-encoding", cl::desc("Print each instruction's bytes before its text"),
    cl::cat(Category));
enum class FileKind { Asm, Obj, Bin };
static cl::opt<FileKind> FileType(
    "filetype", cl::init(FileKind::Asm), cl::desc("Output of the assembler"),
    cl::values(clEnumValN(FileKind::Asm, "asm", "Assembly text"),
               clEnumValN(FileKind::Obj, "obj", "A Mach-O object file"),
               clEnumValN(FileKind::Bin, "bin", "The instructions' bytes")),
    cl::cat(Category));

static ExitOnError ExitOnErr;

namespace {

/// Everything the MC layer needs for one target.
struct TargetKit {
  Triple TheTriple;
  const Target *T = nullptr;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCSubtargetInfo> STI;
  MCTargetOptions Options;

  Error init() {
    initializeAppleGPUTarget();
    initializeIntelGPUTarget();
    TheTriple = Triple(ArchName + "-apple-macosx");
    TheTriple.setObjectFormat(Triple::MachO);
    std::string Err;
    T = TargetRegistry::lookupTarget(ArchName, TheTriple, Err);
    if (!T)
      return createStringError("unknown target '%s': %s", ArchName.c_str(),
                               Err.c_str());
    MRI.reset(T->createMCRegInfo(TheTriple));
    MAI.reset(T->createMCAsmInfo(*MRI, TheTriple, Options));
    MII.reset(T->createMCInstrInfo());
    STI.reset(T->createMCSubtargetInfo(TheTriple, MCPU, ""));
    if (!MRI || !MAI || !MII || !STI)
      return createStringError("the %s target is incomplete", ArchName.c_str());
    if (!MCPU.empty() && !STI->isCPUStringValid(MCPU))
      return createStringError("unknown processor '%s' for %s", MCPU.c_str(),
                               ArchName.c_str());
    return Error::success();
  }
};

std::string hexBytes(ArrayRef<uint8_t> Bytes) {
  return toHex(Bytes, /*LowerCase=*/true);
}

std::string encodingLine(ArrayRef<uint8_t> Bytes, StringRef Text) {
  std::string Hex = hexBytes(Bytes);
  if (Hex.size() < 20)
    Hex.resize(20, ' ');
  return Hex + " " + Text.str();
}

/// Prints each instruction as "<bytes> <text>" (-show-encoding), or writes
/// its bytes alone (-filetype=bin).
class EncodingStreamer : public MCStreamer {
public:
  EncodingStreamer(MCContext &Ctx, MCCodeEmitter &CE, MCInstPrinter &IP,
                   raw_ostream &OS, bool Binary)
      : MCStreamer(Ctx), CE(CE), IP(IP), OS(OS), Binary(Binary) {}

  void emitInstruction(const MCInst &Inst, const MCSubtargetInfo &STI) override {
    SmallVector<char, 16> Code;
    SmallVector<MCFixup, 2> Fixups;
    CE.encodeInstruction(Inst, Code, Fixups, STI);
    if (Binary) {
      OS.write(Code.data(), Code.size());
      return;
    }
    std::string Text;
    raw_string_ostream TS(Text);
    IP.printInst(&Inst, 0, "", STI, TS);
    OS << encodingLine(ArrayRef(reinterpret_cast<const uint8_t *>(Code.data()),
                                Code.size()),
                       Text)
       << '\n';
  }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}

private:
  MCCodeEmitter &CE;
  MCInstPrinter &IP;
  raw_ostream &OS;
  bool Binary;
};

int assemble(TargetKit &K, SourceMgr &SrcMgr, ToolOutputFile &Out) {
  MCContext Ctx(K.TheTriple, K.MAI.get(), K.MRI.get(), K.STI.get(), &SrcMgr,
                &K.Options);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      K.T->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());
  std::unique_ptr<MCCodeEmitter> CE(K.T->createMCCodeEmitter(*K.MII, Ctx));
  std::unique_ptr<MCInstPrinter> IP(
      K.T->createMCInstPrinter(K.TheTriple, 0, *K.MAI, *K.MII, *K.MRI));
  std::unique_ptr<MCStreamer> Str;
  std::unique_ptr<formatted_raw_ostream> FOut;
  // Raw code (-filetype=bin) goes through an object in memory, so that
  // labels are resolved; its __text section is what is written.
  SmallString<0> ObjBuffer;
  raw_svector_ostream ObjOS(ObjBuffer);
  if (FileType == FileKind::Obj || FileType == FileKind::Bin) {
    std::unique_ptr<MCAsmBackend> MAB(
        K.T->createMCAsmBackend(*K.STI, *K.MRI, K.Options));
    auto OW = MAB->createObjectWriter(FileType == FileKind::Obj
                                          ? static_cast<raw_pwrite_stream &>(Out.os())
                                          : ObjOS);
    Str.reset(K.T->createMCObjectStreamer(K.TheTriple, Ctx, std::move(MAB),
                                          std::move(OW), std::move(CE), *K.STI));
  } else if (ShowEncoding) {
    Str = std::make_unique<EncodingStreamer>(Ctx, *CE, *IP, Out.os(),
                                             /*Binary=*/false);
  } else {
    FOut = std::make_unique<formatted_raw_ostream>(Out.os());
    Str.reset(K.T->createAsmStreamer(Ctx, std::move(FOut), std::move(IP),
                                     nullptr, nullptr));
  }
  std::unique_ptr<MCAsmParser> Parser(
      createMCAsmParser(SrcMgr, Ctx, *Str, *K.MAI));
  std::unique_ptr<MCTargetAsmParser> TAP(
      K.T->createMCAsmParser(*K.STI, *Parser, *K.MII, K.Options));
  if (!TAP) {
    WithColor::error(errs(), "gpu-mc") << "no assembly parser for " << ArchName << "\n";
    return 1;
  }
  Parser->setTargetParser(*TAP);
  if (Parser->Run(/*NoInitialTextSection=*/false) || Ctx.hadError())
    return 1;
  Str->finish();
  if (Ctx.hadError())
    return 1;
  if (FileType == FileKind::Bin) {
    Expected<std::unique_ptr<object::ObjectFile>> Obj =
        object::ObjectFile::createObjectFile(MemoryBufferRef(ObjBuffer, "code"));
    if (!Obj) {
      WithColor::error(errs(), "gpu-mc") << toString(Obj.takeError()) << "\n";
      return 1;
    }
    for (const object::SectionRef &Sec : (*Obj)->sections()) {
      Expected<StringRef> Name = Sec.getName();
      Expected<StringRef> Contents = Sec.getContents();
      if (Name && Contents && *Name == "__text")
        Out.os() << *Contents;
      if (!Name)
        consumeError(Name.takeError());
      if (!Contents)
        consumeError(Contents.takeError());
    }
  }
  return 0;
}

int disassemble(TargetKit &K, SourceMgr &SrcMgr, ToolOutputFile &Out) {
  MCContext Ctx(K.TheTriple, K.MAI.get(), K.MRI.get(), K.STI.get(), &SrcMgr,
                &K.Options);
  std::unique_ptr<MCDisassembler> Dis(K.T->createMCDisassembler(*K.STI, Ctx));
  std::unique_ptr<MCInstPrinter> IP(
      K.T->createMCInstPrinter(K.TheTriple, 0, *K.MAI, *K.MII, *K.MRI));
  if (!Dis || !IP) {
    WithColor::error(errs(), "gpu-mc") << "no disassembler for " << ArchName << "\n";
    return 1;
  }
  const MemoryBuffer *Buf = SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID());
  bool Failed = false;
  auto List = [&](ArrayRef<uint8_t> Bytes) {
    ArrayRef<uint8_t> Rest = Bytes;
    while (!Rest.empty()) {
      MCInst MI;
      uint64_t Size = 0;
      std::string Text;
      raw_string_ostream TS(Text);
      if (Dis->getInstruction(MI, Size, Rest, Bytes.size() - Rest.size(),
                              nulls()) == MCDisassembler::Success) {
        IP->printInst(&MI, 0, "", *K.STI, TS);
      } else {
        Text = "<unknown>";
        Size = Size ? Size : 2;
      }
      Size = std::min<uint64_t>(Size, Rest.size());
      if (ShowEncoding)
        Out.os() << encodingLine(Rest.take_front(Size), Text) << '\n';
      else
        Out.os() << Text << '\n';
      Rest = Rest.drop_front(Size);
    }
  };
  if (Raw) {
    List(arrayRefFromStringRef(Buf->getBuffer()));
    return 0;
  }
  SmallVector<StringRef, 0> Lines;
  Buf->getBuffer().split(Lines, '\n');
  for (StringRef Line : Lines) {
    // Comments: '#' or '//' to the end of the line.
    StringRef Code = Line.take_until([](char C) { return C == '#'; });
    size_t Slash = Code.find("//");
    if (Slash != StringRef::npos)
      Code = Code.take_front(Slash);
    SmallVector<uint8_t, 16> Bytes;
    SmallVector<StringRef, 8> Tokens;
    Code.split(Tokens, ' ', -1, /*KeepEmpty=*/false);
    bool Bad = false;
    for (StringRef Tok : Tokens) {
      Tok = Tok.trim(" \t\r,");
      if (Tok.empty())
        continue;
      StringRef Digits = Tok;
      bool Prefixed = Digits.consume_front("0x") || Digits.consume_front("0X");
      std::string Bin;
      if (Digits.empty() || (Prefixed ? Digits.size() > 2 : Digits.size() % 2) ||
          !tryGetFromHex(Digits.size() % 2 ? ("0" + Digits).str() : Digits.str(),
                         Bin)) {
        SrcMgr.PrintMessage(SMLoc::getFromPointer(Tok.data()),
                            SourceMgr::DK_Error,
                            "invalid hexadecimal bytes '" + Tok + "'");
        Bad = Failed = true;
        break;
      }
      Bytes.append(Bin.begin(), Bin.end());
    }
    if (Bad)
      continue;
    List(Bytes);
  }
  return Failed ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  ExitOnErr.setBanner("gpu-mc: ");
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "GPU assembler and disassembler\n");

  TargetKit K;
  ExitOnErr(K.init());
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/!Raw);
  if (!Buf) {
    WithColor::error(errs(), "gpu-mc")
        << InputFilename << ": " << Buf.getError().message() << "\n";
    return 1;
  }
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(*Buf), SMLoc());

  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(
      OutputFilename, EC,
      FileType == FileKind::Asm ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), "gpu-mc") << OutputFilename << ": " << EC.message() << "\n";
    return 1;
  }
  int RC = Disassemble ? disassemble(K, SrcMgr, *Out) : assemble(K, SrcMgr, *Out);
  if (RC == 0)
    Out->keep(); // no partial output on errors
  return RC;
}
