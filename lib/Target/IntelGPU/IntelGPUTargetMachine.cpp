//===- IntelGPUTargetMachine.cpp - Intel GPU target machine ---------------===//
//
// The MC layer is complete for what docs/intelgpu-isa.md lists; code
// generation is a later step. This target machine lets llc (loaded with the
// plugin) select the target and say so.
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/IntelGPUTargetInfo.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include <optional>

extern "C" {
void LLVMInitializeIntelGPUTargetInfo();
void LLVMInitializeIntelGPUTargetMC();
void LLVMInitializeIntelGPUDisassembler();
void LLVMInitializeIntelGPUAsmParser();
}

using namespace llvm;

namespace {

class IntelGPUTargetMachine : public CodeGenTargetMachineImpl {
public:
  IntelGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                        StringRef FS, const TargetOptions &Options,
                        std::optional<Reloc::Model> RM,
                        std::optional<CodeModel::Model> CM, CodeGenOptLevel OL)
      : CodeGenTargetMachineImpl(T, "e-p:64:64-i64:64-n32", TT,
                                 CPU.empty() ? StringRef("skl") : CPU, FS,
                                 Options, RM.value_or(Reloc::Static),
                                 CM.value_or(CodeModel::Small), OL) {
    initAsmInfo();
  }

  bool addPassesToEmitFile(PassManagerBase &, raw_pwrite_stream &,
                           raw_pwrite_stream *, CodeGenFileType, bool,
                           MachineModuleInfoWrapperPass *) override {
    WithColor::error(errs(), "llc")
        << "the intelgpu target has no code generator yet (only the MC "
           "layer: use gpu-mc to assemble and disassemble)\n";
    return true;
  }
};

} // namespace

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeIntelGPUTarget() {
  TargetRegistry::RegisterTargetMachine(
      getTheIntelGPUTarget(),
      [](const Target &T, const Triple &TT, StringRef CPU, StringRef FS,
         const TargetOptions &Options, std::optional<Reloc::Model> RM,
         std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
         bool JIT) -> TargetMachine * {
        return new IntelGPUTargetMachine(T, TT, CPU, FS, Options, RM, CM, OL);
      });
}

void llvm::initializeIntelGPUTarget() {
  static once_flag Flag;
  llvm::call_once(Flag, [] {
    LLVMInitializeIntelGPUTargetInfo();
    LLVMInitializeIntelGPUTargetMC();
    LLVMInitializeIntelGPUDisassembler();
    LLVMInitializeIntelGPUAsmParser();
    LLVMInitializeIntelGPUTarget();
  });
}
