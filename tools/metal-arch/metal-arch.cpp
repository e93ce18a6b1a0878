//===- metal-arch.cpp - The GPU architectures of this machine ------------===//
//
// metal-arch(1), after metal-toolchain(7): prints the architecture of each
// GPU of the machine, one per line, as -arch takes it. -v adds where each
// GPU is and what it is; a GPU without an architecture is listed there.
// The detection is lib/GPUArch/DetectGPUs.cpp.
//
//===----------------------------------------------------------------------===//

#include "metalnt/GPUArch/DetectGPUs.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metal-arch options");
static cl::opt<bool> Verbose("v", cl::desc("Also say where each GPU is and what it is"),
                             cl::cat(Category));
static cl::opt<std::string> SysRoot(
    "sysroot", cl::desc("Read /sys from under this directory (for testing)"),
    cl::init("/"), cl::Hidden, cl::cat(Category));

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "metal-arch: the GPU architectures of this machine\n");
  std::vector<DetectedGPU> GPUs = detectGPUs(SysRoot);
  bool Any = false;
  for (const DetectedGPU &G : GPUs) {
    if (!G.Arch && !Verbose)
      continue;
    Any |= G.Arch != nullptr;
    outs() << (G.Arch ? G.Arch->Name : StringRef("-"));
    if (Verbose) {
      outs() << '\t' << G.Location << '\t';
      if (G.VendorID != 0x106B)
        outs() << format_hex_no_prefix(G.VendorID, 4) << ':'
               << format_hex_no_prefix(G.DeviceID, 4) << " rev "
               << unsigned(G.Revision) << '\t';
      outs() << G.Description;
    }
    outs() << '\n';
  }
  if (!Any)
    errs() << "metal-arch: no GPU with a Metal architecture on this machine "
              "(looked at the PCI display controllers in /sys/bus/pci/devices "
              "and at Apple GPUs in the device tree)\n";
  return 0;
}
