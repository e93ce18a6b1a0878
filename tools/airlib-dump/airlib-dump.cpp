//===- airlib-dump.cpp - Inspect MetalLibs and AIR files ------------------===//
//
// Describes MetalLib containers (.metallib, .metallibsym) and AIR files
// (.air) as text or JSON, prints a function's AIR as LLVM assembly, and
// extracts bitcode and embedded sources.
//
//===----------------------------------------------------------------------===//

#include "metalnt/AIR/AIRDump.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/GPUMachO/GPUMachODump.h"
#include "metalnt/MetalLib/MetalLibDump.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/SourceArchive.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("airlib-dump options");

static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<input files>"),
                                    cl::cat(Category));
static cl::opt<bool> JSON("json", cl::desc("Print the description as JSON"),
                          cl::cat(Category));
static cl::opt<std::string>
    FunctionName("function", cl::desc("Describe only the function of this name"),
                 cl::value_desc("name"), cl::cat(Category));
static cl::opt<bool> PrintIR(
    "ir", cl::desc("Print the AIR of each (selected) function as LLVM assembly"),
    cl::cat(Category));
static cl::opt<std::string> ExtractBitcode(
    "extract-bitcode",
    cl::desc("Write the selected function's bitcode (no wrapper) to a file"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> ListSources(
    "list-sources",
    cl::desc("List the files of the embedded source archives"),
    cl::cat(Category));
static cl::opt<std::string> ExtractSources(
    "extract-sources",
    cl::desc("Unpack the embedded source archives below a directory"),
    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> Disassemble(
    "disassemble", cl::desc("Disassemble the code of GPU Mach-O files"),
    cl::cat(Category));
static cl::alias DisassembleShort("d", cl::aliasopt(Disassemble),
                                  cl::desc("Alias for --disassemble"));
static cl::opt<bool> NoSourceListing(
    "no-source-listing",
    cl::desc("Do not unpack source archives to list their files in the dump"),
    cl::cat(Category));

static const char *ToolName = "airlib-dump";

/// Without an action option the tool describes its inputs.
static bool isDumpMode() {
  return !PrintIR && ExtractBitcode.empty() && !ListSources &&
         ExtractSources.empty();
}

static void warn(const Twine &Msg) {
  WithColor::warning(errs(), ToolName) << Msg << '\n';
}

namespace {

/// One kind of input the tool understands.
struct InputKind {
  const char *Name;
  bool (*Matches)(StringRef Bytes);
  Error (*Handle)(MemoryBufferRef Buffer, DumpEmitter &E);
};

Error selectFunctions(const metallib::Library &Lib, StringRef File,
                      std::vector<const metallib::Function *> &Out) {
  for (const metallib::Function &F : Lib.Functions)
    if (FunctionName.empty() || F.Name == FunctionName)
      Out.push_back(&F);
  if (!FunctionName.empty() && Out.empty())
    return createStringError(inconvertibleErrorCode(),
                             File + ": no function named '" + FunctionName +
                                 "'");
  return Error::success();
}

Error handleMetalLib(MemoryBufferRef Buffer, DumpEmitter &E) {
  StringRef File = Buffer.getBufferIdentifier();
  Expected<metallib::Library> Lib = metallib::readMetalLib(Buffer);
  if (!Lib)
    return Lib.takeError();
  for (const std::string &W : Lib->Warnings)
    warn(File + ": " + W);

  std::vector<const metallib::Function *> Selected;
  if (Error Err = selectFunctions(*Lib, File, Selected))
    return Err;

  if (PrintIR) {
    for (const metallib::Function *F : Selected) {
      outs() << "; function '" << F->Name << "'\n";
      if (Error Err = air::printAIRAsText(F->getRawBitcode(),
                                          (File + ":" + F->Name).str(), outs()))
        return Err;
    }
    return Error::success();
  }
  if (!ExtractBitcode.empty()) {
    if (Selected.size() != 1)
      return createStringError(
          inconvertibleErrorCode(),
          File + ": --extract-bitcode needs exactly one function (use "
                 "--function=<name>); the library has " +
              Twine(Selected.size()));
    std::error_code EC;
    ToolOutputFile Out(ExtractBitcode, EC, sys::fs::OF_None);
    if (EC)
      return createStringError(EC, ExtractBitcode + ": " + EC.message());
    Out.os() << Selected.front()->getRawBitcode();
    Out.keep();
    return Error::success();
  }
  if (ListSources || !ExtractSources.empty()) {
    if (!Lib->Ext.Sources)
      return createStringError(inconvertibleErrorCode(),
                               File + ": the library embeds no sources");
    for (const metallib::SourceArchive &A : Lib->Ext.Sources->Archives) {
      Expected<std::vector<metallib::SourceFile>> Files =
          metallib::unpackSourceArchive(A.Data);
      if (!Files)
        return createStringError(inconvertibleErrorCode(),
                                 File + ": source archive '" + A.Id +
                                     "': " + toString(Files.takeError()));
      if (ListSources)
        for (const metallib::SourceFile &F : *Files)
          outs() << A.Id << '\t' << F.Contents.size() << '\t' << F.Path
                 << '\n';
      // Archives repeat file names (metal-options.txt): one folder each.
      if (!ExtractSources.empty())
        if (Error Err = metallib::extractSourceFiles(
                *Files, ExtractSources + "/" + A.Id))
          return Err;
    }
    return Error::success();
  }

  metallib::DumpOptions Opts;
  Opts.OnlyFunction = FunctionName;
  Opts.ListSources = !NoSourceListing;
  metallib::dumpMetalLib(*Lib, E, Opts);
  return Error::success();
}

Error handleAIR(MemoryBufferRef Buffer, DumpEmitter &E) {
  if (PrintIR)
    return air::printAIRAsText(Buffer.getBuffer(), Buffer.getBufferIdentifier(),
                               outs());
  return air::dumpAIRFile(Buffer, E);
}


Error handleMachO(MemoryBufferRef Buffer, DumpEmitter &E) {
  Expected<std::vector<gpumacho::Slice>> Slices = gpumacho::readFile(Buffer);
  if (!Slices)
    return Slices.takeError();
  gpumacho::DumpOptions Opts;
  Opts.Disassemble = Disassemble;
  gpumacho::dumpGPUMachO(*Slices, Buffer.getBuffer().starts_with("\xcb\xfe\xba\xbe"),
                         E, Opts);
  return Error::success();
}

/// Universal files other than a fat GPU Mach-O of GPU slices: the classic
/// magic (Apple's archives put the AIR MetalLib beside GPU slices), either
/// byte order, or a MetalLib slice.
bool isUniversal(StringRef Bytes) {
  if (!gpumacho::isFatFile(Bytes))
    return false;
  if (!Bytes.starts_with("\xcb\xfe\xba\xbe"))
    return true;
  Expected<gpumacho::FatFile> F = gpumacho::readFatFile(MemoryBufferRef(Bytes, ""));
  if (!F) {
    consumeError(F.takeError());
    return false; // the GPU Mach-O reader reports it
  }
  return any_of(F->Slices, [](const gpumacho::FatSlice &S) {
    return S.Kind != gpumacho::FatSlice::MachO;
  });
}

Error handleUniversal(MemoryBufferRef Buffer, DumpEmitter &E) {
  Expected<gpumacho::FatFile> F = gpumacho::readFatFile(Buffer);
  if (!F)
    return F.takeError();
  E.string("Format", "Universal binary");
  E.string("Magic", (Twine(F->Magic == gpumacho::FAT_GPU_MAGIC ? "0xcbfebabe (GPU)"
                                                              : "0xcafebabe") +
                     (F->BigEndian ? ", big-endian" : ", little-endian"))
                        .str());
  DumpArray A(E, "Slices");
  for (unsigned I = 0; I != F->Slices.size(); ++I) {
    const gpumacho::FatSlice &S = F->Slices[I];
    DumpObject O(E, "");
    const GPUArch *Arch = lookupGPUArch(S.CPUType, S.CPUSubtype);
    // An AIR subtype newer than the ones known is still an air64 slice.
    E.string("Arch", Arch                                     ? Arch->Name
                     : S.CPUType == gpumacho::CPU_TYPE_AIR64 ? StringRef("air64")
                                                             : StringRef("unknown"));
    E.number("CPUType", S.CPUType, /*Hex=*/true);
    E.number("CPUSubtype", S.CPUSubtype);
    E.number("Offset", S.Offset);
    E.number("Size", S.Size);
    E.number("AlignLog2", S.AlignLog2);
    // The slice as airlib-dump describes a file of its kind.
    std::string Id = (Buffer.getBufferIdentifier() + " (slice " + Twine(I) + ")").str();
    MemoryBufferRef Slice(S.Bytes, Id);
    DumpObject C(E, "Contents");
    Error Err = S.Kind == gpumacho::FatSlice::MetalLib ? handleMetalLib(Slice, E)
                                                      : handleMachO(Slice, E);
    if (Err)
      return Err;
  }
  return Error::success();
}

const InputKind Kinds[] = {
    {"MetalLib", metallib::isMetalLib, handleMetalLib},
    {"AIR", air::isBitcode, handleAIR},
    {"universal binary", isUniversal, handleUniversal},
    {"Mach-O", gpumacho::isGPUMachO, handleMachO},
};

Error handleFile(StringRef Path, DumpEmitter &E) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (!Buf)
    return createStringError(Buf.getError(),
                             Path + ": " + Buf.getError().message());
  StringRef Bytes = (*Buf)->getBuffer();
  for (const InputKind &K : Kinds) {
    if (!K.Matches(Bytes))
      continue;
    if (!isDumpMode())
      return K.Handle((*Buf)->getMemBufferRef(), E);
    DumpObject O(E, "");
    E.string("File", Path);
    return K.Handle((*Buf)->getMemBufferRef(), E);
  }
  return createStringError(inconvertibleErrorCode(),
                           Path + ": not a MetalLib, AIR or GPU Mach-O file "
                                  "(unknown magic)");
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "airlib-dump: inspect MetalLib and AIR files\n");

  int Status = 0;
  auto Report = [&](Error Err) {
    reportError(ToolName, std::move(Err));
    Status = 1;
  };
  if (JSON) {
    // One input is one JSON object; several are an array of them. Nothing
    // is printed unless every input was read.
    std::unique_ptr<DumpEmitter> E = DumpEmitter::createJSON(outs());
    {
      std::optional<DumpArray> Many;
      if (Inputs.size() > 1)
        Many.emplace(*E, "Files");
      for (const std::string &Path : Inputs)
        if (Error Err = handleFile(Path, *E))
          Report(std::move(Err));
    }
    if (Status == 0)
      E->finish();
    return Status;
  }
  // Text: each input's description is printed once it is complete.
  bool First = true;
  for (const std::string &Path : Inputs) {
    std::string Text;
    raw_string_ostream OS(Text);
    std::unique_ptr<DumpEmitter> E = DumpEmitter::createText(OS);
    if (Error Err = handleFile(Path, *E)) {
      Report(std::move(Err));
      continue;
    }
    E->finish();
    if (!First && !Text.empty())
      outs() << '\n';
    First = false;
    outs() << Text;
  }
  return Status;
}
