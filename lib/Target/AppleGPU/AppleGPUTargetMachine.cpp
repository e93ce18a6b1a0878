//===- AppleGPUTargetMachine.cpp - Apple GPU target machine ---------------===//
//
// Code generation for G13 compute kernels through SelectionDAG
// (docs/applegpu-codegen.md says why and what is supported).
//
//===----------------------------------------------------------------------===//

#include "AppleGPUTargetMachine.h"
#include "AppleGPU.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "TargetInfo/AppleGPUTargetInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Threading.h"
#include <optional>

using namespace llvm;

// 64-bit pointers, but 32-bit ones into threadgroup memory (address space
// 3, byte offsets: lload/lstore take a 16-bit base); i16 and i32 native.
// Device (1) and constant (2) pointers are 64-bit addresses; threadgroup
// (3) and private (0) ones are 32-bit byte offsets, into the threadgroup's
// memory and into the thread's stack.
static const char *const DataLayoutString =
    "e-p:32:32-p1:64:64-p2:64:64-p3:32:32-i64:64-n16:32-S32";

AppleGPUTargetMachine::AppleGPUTargetMachine(
    const Target &T, const Triple &TT, StringRef CPU, StringRef FS,
    const TargetOptions &Options, std::optional<Reloc::Model> RM,
    std::optional<CodeModel::Model> CM, CodeGenOptLevel OL, bool JIT)
    : CodeGenTargetMachineImpl(T, DataLayoutString, TT,
                               CPU.empty() ? StringRef("g13g") : CPU, FS,
                               Options, RM.value_or(Reloc::Static),
                               CM.value_or(CodeModel::Small), OL),
      TLOF(std::make_unique<TargetLoweringObjectFileMachO>()),
      Subtarget(TT, CPU, FS, *this) {
  initAsmInfo();
}

AppleGPUTargetMachine::~AppleGPUTargetMachine() = default;

namespace {
class AppleGPUPassConfig : public TargetPassConfig {
public:
  AppleGPUPassConfig(AppleGPUTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {
    // Passes that would reorder or merge blocks break the layout the
    // execution-mask instructions rely on (docs/applegpu-codegen.md).
    disablePass(&MachineBlockPlacementID);
    disablePass(&TailDuplicateLegacyID);
    disablePass(&EarlyTailDuplicateLegacyID);
    disablePass(&BranchFolderPassID);
    disablePass(&ShrinkWrapID);
    disablePass(&PatchableFunctionID);
  }
  AppleGPUTargetMachine &getAppleGPUTargetMachine() const {
    return getTM<AppleGPUTargetMachine>();
  }
  bool addInstSelector() override {
    addPass(createAppleGPUISelDag(getAppleGPUTargetMachine(), getOptLevel()));
    addPass(createAppleGPULowerControlFlowPass());
    return false;
  }
  void addPreRegAlloc() override {
    addPass(createAppleGPUFoldUniformsPass());
  }
  void addPreEmitPass() override {
    addPass(createAppleGPUInsertExecMaskPass());
    addPass(createAppleGPUInsertWaitsPass());
  }
};
} // namespace

TargetPassConfig *AppleGPUTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new AppleGPUPassConfig(*this, PM);
}

static TargetMachine *
createAppleGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                            StringRef FS, const TargetOptions &Options,
                            std::optional<Reloc::Model> RM,
                            std::optional<CodeModel::Model> CM,
                            CodeGenOptLevel OL, bool JIT) {
  return new AppleGPUTargetMachine(T, TT, CPU, FS, Options, RM, CM, OL, JIT);
}

extern "C" void LLVMInitializeAppleGPUAsmPrinter();

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeAppleGPUTarget() {
  TargetRegistry::RegisterTargetMachine(getTheAppleGPUTarget(),
                                        createAppleGPUTargetMachine);
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeAppleGPUDAGToDAGISelLegacyPass(PR);
  initializeAppleGPUInsertWaitsPass(PR);
  initializeAppleGPUFoldUniformsPass(PR);
  initializeAppleGPULowerControlFlowPass(PR);
  initializeAppleGPUInsertExecMaskPass(PR);
}

void llvm::initializeAppleGPUTarget() {
  static once_flag Flag;
  llvm::call_once(Flag, [] {
    LLVMInitializeAppleGPUTargetInfo();
    LLVMInitializeAppleGPUTargetMC();
    LLVMInitializeAppleGPUDisassembler();
    LLVMInitializeAppleGPUAsmParser();
    LLVMInitializeAppleGPUTarget();
    LLVMInitializeAppleGPUAsmPrinter();
  });
}
