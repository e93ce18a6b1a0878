//===- IntelGPUTargetMachine.cpp - Intel GPU target machine ---------------===//
//
// Code generation for Gen9/Gen11 compute kernels through SelectionDAG
// (docs/intelgpu-codegen.md says what is supported and why).
//
//===----------------------------------------------------------------------===//

#include "IntelGPUTargetMachine.h"
#include "IntelGPU.h"
#include "TargetInfo/IntelGPUTargetInfo.h"
#include "metalnt/Target/SIMTUniformity.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/CodeGen/BasicTTIImpl.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Threading.h"
#include <optional>

extern "C" {
void LLVMInitializeIntelGPUTargetInfo();
void LLVMInitializeIntelGPUTargetMC();
void LLVMInitializeIntelGPUDisassembler();
void LLVMInitializeIntelGPUAsmParser();
void LLVMInitializeIntelGPUAsmPrinter();
}

using namespace llvm;

// Device (1) and constant (2) pointers are 64-bit A64 addresses;
// threadgroup (3) ones 32-bit byte offsets into shared local memory.
static const char *const DataLayoutString =
    "e-p:32:32-p1:64:64-p2:64:64-p3:32:32-i64:64-n32-S32";

IntelGPUTargetMachine::IntelGPUTargetMachine(
    const Target &T, const Triple &TT, StringRef CPU, StringRef FS,
    const TargetOptions &Options, std::optional<Reloc::Model> RM,
    std::optional<CodeModel::Model> CM, CodeGenOptLevel OL, bool)
    : CodeGenTargetMachineImpl(T, DataLayoutString, TT,
                               CPU.empty() ? StringRef("skl") : CPU, FS,
                               Options, RM.value_or(Reloc::Static),
                               CM.value_or(CodeModel::Small), OL),
      TLOF(std::make_unique<TargetLoweringObjectFileMachO>()),
      Subtarget(TT, CPU, FS, *this) {
  initAsmInfo();
}

IntelGPUTargetMachine::~IntelGPUTargetMachine() = default;

namespace {
class IntelGPUPassConfig : public TargetPassConfig {
public:
  IntelGPUPassConfig(IntelGPUTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {
    // Passes that would reorder or merge blocks break the layout the
    // structured control flow relies on (docs/intelgpu-codegen.md).
    disablePass(&MachineBlockPlacementID);
    disablePass(&TailDuplicateLegacyID);
    disablePass(&EarlyTailDuplicateLegacyID);
    disablePass(&BranchFolderPassID);
    disablePass(&ShrinkWrapID);
    disablePass(&PatchableFunctionID);
  }
  /// Last before selection, after LLVM's IR passes (CodeGenPrepare
  /// merges empty blocks, which would undo the layout), lowered IR is
  /// shaped for the structured control flow: math written out, control flow
  /// structured and marked (lower::prepareForSIMT), what the target
  /// lacks refused by name.
  bool addPreISel() override {
    addPass(createIntelGPUPrepareSIMTPass());
    return false;
  }
  bool addInstSelector() override {
    addPass(createIntelGPUISelDag(getTM<IntelGPUTargetMachine>(), getOptLevel()));
    addPass(createIntelGPUFixScalarsPass());
    addPass(createIntelGPULowerControlFlowPass());
    return false;
  }
  void addPreRegAlloc() override { addPass(createIntelGPUFoldUniformsPass()); }
};
} // namespace

TargetPassConfig *IntelGPUTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new IntelGPUPassConfig(*this, PM);
}

namespace {
/// LLVM's basic cost model (the one a target without its own gets: no
/// vector registers), and what the uniformity analysis needs: a SIMD
/// group's channels may branch apart, and besides the shared rules
/// (getSIMTUniformity), the payload (kernel arguments) and what a
/// SIMD-group reduction, ballot or read of one channel gives are the same
/// in every channel; the channel's local ID and number, a scan and the
/// rest differ.
class IntelGPUTTIImpl final : public BasicTTIImplBase<IntelGPUTTIImpl> {
  using BaseT = BasicTTIImplBase<IntelGPUTTIImpl>;
  friend BaseT;
  const IntelGPUSubtarget *ST;
  const IntelGPUTargetLowering *TLI;
  const IntelGPUSubtarget *getST() const { return ST; }
  const IntelGPUTargetLowering *getTLI() const { return TLI; }

public:
  IntelGPUTTIImpl(const IntelGPUTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}
  bool hasBranchDivergence(const Function *) const override { return true; }
  InstructionUniformity getInstructionUniformity(const Value *V) const override {
    return metalnt::getSIMTUniformity(V, [](const CallInst &, StringRef Name) {
      bool Uniform = Name == "intelgpu.simd" || Name == "intelgpu.ballot" ||
                     Name == "intelgpu.readlane" || Name == "intelgpu.payload";
      return Uniform ? InstructionUniformity::AlwaysUniform
                     : InstructionUniformity::NeverUniform;
    });
  }
};
} // namespace

TargetTransformInfo
IntelGPUTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(std::make_unique<IntelGPUTTIImpl>(this, F));
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeIntelGPUTarget() {
  TargetRegistry::RegisterTargetMachine(
      getTheIntelGPUTarget(),
      [](const Target &T, const Triple &TT, StringRef CPU, StringRef FS,
         const TargetOptions &Options, std::optional<Reloc::Model> RM,
         std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
         bool JIT) -> TargetMachine * {
        return new IntelGPUTargetMachine(T, TT, CPU, FS, Options, RM, CM, OL, JIT);
      });
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeIntelGPUDAGToDAGISelLegacyPass(PR);
  initializeIntelGPUPrepareSIMTPass(PR);
  initializeIntelGPULowerControlFlowPass(PR);
  initializeIntelGPUFoldUniformsPass(PR);
  initializeIntelGPUFixScalarsPass(PR);
}

void llvm::initializeIntelGPUTarget() {
  static once_flag Flag;
  llvm::call_once(Flag, [] {
    LLVMInitializeIntelGPUTargetInfo();
    LLVMInitializeIntelGPUTargetMC();
    LLVMInitializeIntelGPUDisassembler();
    LLVMInitializeIntelGPUAsmParser();
    LLVMInitializeIntelGPUTarget();
    LLVMInitializeIntelGPUAsmPrinter();
  });
}
