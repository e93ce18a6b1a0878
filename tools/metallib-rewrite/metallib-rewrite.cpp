//===- metallib-rewrite.cpp - Read a MetalLib and write it again ----------===//
//
// A test tool: reads a MetalLib into the model and serializes the model with
// the writer, so tests can compare the result with the original bytes.
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::opt<std::string> Input(cl::Positional, cl::Required,
                                  cl::desc("<input metallib>"));
static cl::opt<std::string> Output("o", cl::Required, cl::desc("Output file"));
enum class RewriteLayout { AsRead, AirLLD, Legacy };
static cl::opt<RewriteLayout> Layout(
    "layout", cl::desc("Container layout"),
    cl::values(clEnumValN(RewriteLayout::AsRead, "as-read",
                          "the layout the file has (default)"),
               clEnumValN(RewriteLayout::AirLLD, "air-lld", "air-lld's"),
               clEnumValN(RewriteLayout::Legacy, "legacy",
                          "the legacy metallib tool's")),
    cl::init(RewriteLayout::AsRead));
static cl::opt<bool> NoBitcodeSize("no-mdsz", cl::desc("Leave out MDSZ"));

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "metallib-rewrite\n");
  auto Fail = [](Error E) {
    WithColor::error(errs(), "metallib-rewrite") << toString(std::move(E)) << '\n';
    return 1;
  };
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Input);
  if (!Buf)
    return Fail(createStringError(Buf.getError(), Input + ": " +
                                                      Buf.getError().message()));
  Expected<metallib::Library> Lib = metallib::readMetalLib((*Buf)->getMemBufferRef());
  if (!Lib)
    return Fail(Lib.takeError());
  metallib::WriterOptions Opts;
  if (Layout != RewriteLayout::AsRead)
    Opts.Layout = Layout == RewriteLayout::Legacy
                      ? metallib::WriterLayout::Legacy
                      : metallib::WriterLayout::AirLLD;
  Opts.OmitBitcodeSize = NoBitcodeSize;
  if (Error E = writeToOutput(Output, [&](raw_ostream &OS) {
        return metallib::writeMetalLib(*Lib, OS, Opts);
      }))
    return Fail(std::move(E));
  return 0;
}
