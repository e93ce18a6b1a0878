//===- metallib.cpp - Link AIR modules into a MetalLib --------------------===//
//
// The counterpart of Apple's `metallib` / `air-lld`:
//
//   metallib foo.ll bar.air -o foo.metallib
//   metallib -dynamiclib -install_name @loader_path/libfoo.metallib \
//            foo.ll -o libfoo.metallib
//   metallib kernels.ll -l libfoo.metallib -o app.metallib
//
//===----------------------------------------------------------------------===//

#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Linker/MetalLibLinker.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metallib options");

static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<.ll or .air files>"),
                                    cl::cat(Category));
static cl::opt<std::string> Output("o", cl::Required,
                                   cl::desc("Output MetalLib"),
                                   cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> DynamicLib(
    "dynamiclib", cl::desc("Build a dynamic library (MetalLib type 2)"),
    cl::cat(Category));
static cl::alias CreateSharedLibrary("create-shared-library",
                                     cl::aliasopt(DynamicLib),
                                     cl::desc("Alias for -dynamiclib"));
static cl::opt<std::string> InstallName(
    "install_name", cl::desc("Install name of a dynamic library"),
    cl::value_desc("name"), cl::cat(Category));
static cl::list<std::string> LinkLibraries(
    "l", cl::Prefix,
    cl::desc("Link against a dynamic MetalLib (its install name is recorded)"),
    cl::value_desc("metallib"), cl::cat(Category));

// Layout knobs, mainly for testing readers against every known layout.
static cl::opt<metallib::WriterLayout> Layout(
    "layout", cl::desc("Container layout"),
    cl::values(clEnumValN(metallib::WriterLayout::AirLLD, "air-lld",
                          "air-lld's layout (default)"),
               clEnumValN(metallib::WriterLayout::Legacy, "legacy",
                          "the legacy metallib tool's layout")),
    cl::init(metallib::WriterLayout::AirLLD), cl::cat(Category));
static cl::opt<bool> NoBitcodeSize("no-mdsz",
                                   cl::desc("Leave out MDSZ tags"),
                                   cl::Hidden, cl::cat(Category));
static cl::opt<std::string> ContainerVersion(
    "container-version",
    cl::desc("Container version to write, e.g. 2.2 (no header extension)"),
    cl::value_desc("major.minor"), cl::cat(Category));

static const char *ToolName = "metallib";

static Error run() {
  LLVMContext Ctx;
  std::vector<std::unique_ptr<Module>> Modules;
  for (const std::string &Path : Inputs) {
    Expected<std::unique_ptr<Module>> M = air::loadAIRFile(Path, Ctx);
    if (!M)
      return M.takeError();
    Modules.push_back(std::move(*M));
  }

  LinkOptions Opts;
  Opts.Dynamic = DynamicLib;
  Opts.InstallName = InstallName;
  if (Opts.Dynamic && Opts.InstallName.empty())
    Opts.InstallName = ("@loader_path/" + sys::path::filename(Output)).str();
  for (const std::string &Path : LinkLibraries) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    if (!Buf)
      return createStringError(Buf.getError(),
                               Path + ": " + Buf.getError().message());
    Expected<metallib::Library> Dylib =
        metallib::readMetalLib((*Buf)->getMemBufferRef());
    if (!Dylib)
      return Dylib.takeError();
    if (!Dylib->Hdr.isDynamic() || !Dylib->Ext.Dynamic ||
        !Dylib->Ext.Dynamic->InstallName)
      return createStringError(inconvertibleErrorCode(),
                               Path + ": not a dynamic MetalLib with an "
                                      "install name");
    Opts.LinkedLibraries.push_back(*Dylib->Ext.Dynamic->InstallName);
  }

  Expected<metallib::Library> Lib = linkMetalLib(std::move(Modules), Opts);
  if (!Lib)
    return Lib.takeError();
  if (!ContainerVersion.empty()) {
    unsigned Major, Minor;
    StringRef V = ContainerVersion;
    auto [MajorS, MinorS] = V.split('.');
    if (MajorS.getAsInteger(10, Major) || MinorS.getAsInteger(10, Minor))
      return createStringError(inconvertibleErrorCode(),
                               "-container-version: '" + V +
                                   "' is not major.minor");
    Lib->Hdr.VersionMajor = Major;
    Lib->Hdr.VersionMinor = Minor;
    // Container 2.2 predates the header extension.
    if (Major == 2 && Minor < 3) {
      if (Lib->Ext.Dynamic || Lib->Ext.ImportedSymbols)
        return createStringError(inconvertibleErrorCode(),
                                 "container 2.2 cannot hold dynamic-library "
                                 "or import information");
      Lib->HasExtension = false;
    }
  }

  metallib::WriterOptions WOpts;
  WOpts.Layout = Layout;
  WOpts.OmitBitcodeSize = NoBitcodeSize;
  // A new library gets a UUID, as Apple's linker gives it one.
  WOpts.SynthesizeUUID = true;
  // Written to a temporary and renamed: no partial file on error.
  return writeToOutput(Output, [&](raw_ostream &OS) {
    return metallib::writeMetalLib(*Lib, OS, WOpts);
  });
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "metallib: link AIR modules into a MetalLib\n");
  if (Error Err = run()) {
    reportError(ToolName, std::move(Err));
    return 1;
  }
  return 0;
}
