//===- metal-config.cpp - What the toolchain can target -------------------===//
//
// Like Apple's metal-config: lists the GPU architectures the toolchain knows
// and what it knows of each.
//
//   metal-config -archs [-gpu-family apple7,mac2] [-vendor amd]
//   metal-config -arch-info applegpu_g13g
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Translate.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Target/Translator.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metal-config options");
static cl::opt<bool> ListArchs("archs", cl::desc("List every architecture"),
                               cl::cat(Category));
static cl::opt<bool> Verbose(
    "v", cl::desc("With -archs: one table row per architecture"),
    cl::cat(Category));
static cl::opt<bool>
    ListBuiltins("list-builtins",
                 cl::desc("Print the AIR builtin library's inventory (Markdown)"),
                 cl::cat(Category));
static cl::opt<std::string> ArchInfo("arch-info",
                                     cl::desc("Describe one architecture"),
                                     cl::value_desc("arch"), cl::cat(Category));
static cl::list<std::string> Families(
    "gpu-family", cl::CommaSeparated,
    cl::desc("With -archs: only architectures supporting all these families"),
    cl::value_desc("family"), cl::cat(Category));
static cl::opt<std::string> Vendor(
    "vendor", cl::desc("With -archs: only this vendor (air, apple, amd, intel)"),
    cl::cat(Category));

static void printRow(const GPUArch &A) {
  outs() << A.Name << '\t' << getVendorName(A.Vendor) << '\t'
         << format_hex(A.getCPUType(), 10) << '\t' << A.CPUSubtype << '\t'
         << A.LLVMArch << '\t' << (A.LLVMCPU.empty() ? "-" : A.LLVMCPU) << '\t'
         << formatGPUFamilies(A.Families) << '\n';
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "metal-config\n");

  if (ListBuiltins) {
    lower::printBuiltinInventory(outs());
    return 0;
  }
  if (!ArchInfo.empty()) {
    Expected<const GPUArch &> A = parseGPUArch(ArchInfo);
    if (!A) {
      WithColor::error(errs(), "metal-config") << toString(A.takeError()) << '\n';
      return 1;
    }
    outs() << "name: " << A->Name << "\nvendor: " << getVendorName(A->Vendor)
           << "\nchip: " << A->Chip << "\ncputype: "
           << format_hex(A->getCPUType(), 10) << "\ncpusubtype: "
           << A->CPUSubtype << "\nllvm-arch: " << A->LLVMArch
           << "\nllvm-cpu: " << A->LLVMCPU
           << "\nfamilies: " << formatGPUFamilies(A->Families) << '\n';
    if (!A->isAIR())
      outs() << "native-code: "
             << (canTranslate(*A) ? std::string("yes")
                                  : "no: " + noTranslatorMessage(*A))
             << '\n';
    return 0;
  }
  if (!ListArchs) {
    cl::PrintHelpMessage();
    return 1;
  }
  uint32_t Required = 0;
  for (const std::string &F : Families) {
    std::optional<GPUFamily> Fam = parseGPUFamily(F);
    if (!Fam) {
      std::vector<std::string> Names;
      for (GPUFamily G : getAllGPUFamilies())
        Names.push_back(getGPUFamilyName(G).str());
      WithColor::error(errs(), "metal-config")
          << "unknown GPU family '" << F << "'; valid families: "
          << join(Names, ", ") << '\n';
      return 1;
    }
    Required |= *Fam;
  }
  for (const GPUArch &A : getAllGPUArchs()) {
    if ((A.Families & Required) != Required)
      continue;
    if (!Vendor.empty() && getVendorName(A.Vendor) != Vendor)
      continue;
    if (Verbose)
      printRow(A);
    else
      outs() << A.Name << '\n';
  }
  return 0;
}
