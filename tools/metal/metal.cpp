//===- metal.cpp - The metal compiler driver ------------------------------===//
//
// metal(1), after metal-toolchain(7) and the seeds' AIR article:
//
//   metal --driver-mode=openclc -x cl -DVECTOR_SIZE=4 gpusieve.cl
//   metal -arch air64_v23 -c foo.cl -o foo.air
//   metal -arch applegpu_g13g foo.air bar.air -N foobar.mtlp-json -o foobar.metallib
//
// Options are parsed clang-style (lib/Driver/Compiler.cpp), since -x applies
// to the inputs after it and -D/-I take joined values.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Compiler.h"
#include "metalnt/Driver/Driver.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  installToolFatalErrorHandler("metal");
  std::vector<std::string> Args(argv + 1, argv + argc);
  Expected<CompilerInvocation> Inv = parseCompilerArgs(Args);
  if (!Inv) {
    reportError("metal", Inv.takeError());
    return 1;
  }
  if (Inv->PrintHelp) {
    printCompilerHelp(outs());
    return 0;
  }
  if (Inv->PrintVersion) {
    outs() << "metal (metal-nt project) version " METALNT_VERSION "\n";
    return 0;
  }
  if (Error E = runCompiler(std::move(*Inv), errs())) {
    reportError("metal", std::move(E));
    return 1;
  }
  return 0;
}
