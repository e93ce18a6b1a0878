//===- metal-script.cpp - Check and convert metal-nt scripts --------------===//
//
//   metal-script foo.mtlp-json                 check: load and verify
//   metal-script foo.mtlp-json -o foo.mtlp     JSON -> binary
//   metal-script foo.mtlp -o foo.mtlp-json     binary -> JSON
//   metal-script foo.mtlp --print              print any script as JSON
//
// The kind and encoding of each file come from its extension.
//
//===----------------------------------------------------------------------===//

#include "metalnt/MetalScript/Script.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

static cl::OptionCategory Category("metal-script options");
static cl::opt<std::string> Input(cl::Positional, cl::Required,
                                  cl::desc("<script>"), cl::cat(Category));
static cl::opt<std::string> Output(
    "o", cl::desc("Write the script here, encoded as its extension says"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> Print("print", cl::desc("Print the script as JSON"),
                           cl::cat(Category));

static Error run() {
  Expected<LoadedScript> S = loadScript(Input);
  if (!S)
    return S.takeError();
  if (Print)
    S->writeJSON(outs());
  if (Output.empty())
    return Error::success();
  Expected<ScriptFileType> Out = classifyScriptPath(Output);
  if (!Out)
    return Out.takeError();
  if (Out->Kind != &S->getKind())
    return createStringError(inconvertibleErrorCode(),
                             Output + ": " + Out->Kind->withArticle() +
                                 " cannot hold " + S->getKind().withArticle());
  return writeToOutput(Output, [&](raw_ostream &OS) {
    if (Out->IsJSON)
      S->writeJSON(OS);
    else
      S->writeBinary(OS);
    return Error::success();
  });
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "metal-script: check and convert scripts\n");
  if (Error E = run()) {
    reportError("metal-script", std::move(E));
    return 1;
  }
  return 0;
}
