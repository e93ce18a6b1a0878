//===- AppleGPUTargetMachine.cpp - Apple GPU target machine ---------------===//
//
// The MC layer is complete; code generation is a later step. This target
// machine lets llc (loaded with the plugin) select the target and report
// that it cannot generate code yet, instead of failing to create it.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include <optional>

using namespace llvm;

namespace {

class AppleGPUTargetMachine : public CodeGenTargetMachineImpl {
public:
  AppleGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                        StringRef FS, const TargetOptions &Options,
                        std::optional<Reloc::Model> RM,
                        std::optional<CodeModel::Model> CM,
                        CodeGenOptLevel OL, bool JIT)
      : CodeGenTargetMachineImpl(
            T, "e-p:64:64-i64:64-n16:32", TT,
            CPU.empty() ? StringRef("g13g") : CPU, FS, Options,
            RM.value_or(Reloc::Static), CM.value_or(CodeModel::Small), OL) {
    initAsmInfo();
  }

  bool addPassesToEmitFile(PassManagerBase &, raw_pwrite_stream &,
                           raw_pwrite_stream *, CodeGenFileType, bool,
                           MachineModuleInfoWrapperPass *) override {
    WithColor::error(errs(), "llc")
        << "the applegpu target has no code generator yet (only the MC "
           "layer: use gpu-mc to assemble and disassemble)\n";
    return true;
  }
};

} // namespace

static TargetMachine *
createAppleGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                            StringRef FS, const TargetOptions &Options,
                            std::optional<Reloc::Model> RM,
                            std::optional<CodeModel::Model> CM,
                            CodeGenOptLevel OL, bool JIT) {
  return new AppleGPUTargetMachine(T, TT, CPU, FS, Options, RM, CM, OL, JIT);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeAppleGPUTarget() {
  TargetRegistry::RegisterTargetMachine(getTheAppleGPUTarget(),
                                        createAppleGPUTargetMachine);
}

void llvm::initializeAppleGPUTarget() {
  static once_flag Flag;
  llvm::call_once(Flag, [] {
    LLVMInitializeAppleGPUTargetInfo();
    LLVMInitializeAppleGPUTargetMC();
    LLVMInitializeAppleGPUDisassembler();
    LLVMInitializeAppleGPUAsmParser();
    LLVMInitializeAppleGPUTarget();
  });
}
