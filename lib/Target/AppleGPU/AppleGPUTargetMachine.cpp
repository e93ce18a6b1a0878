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
#include "metalnt/Target/SIMTUniformity.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/CodeGen/BasicTTIImpl.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
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
  /// Last before selection, after LLVM's IR passes (CodeGenPrepare
  /// merges empty blocks, which would undo the layout), lowered IR is
  /// shaped for the execution mask: math written out, control flow
  /// structured and marked (lower::prepareForSIMT), what the target
  /// lacks refused by name.
  bool addPreISel() override {
    addPass(createAppleGPUPrepareSIMTPass());
    return false;
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

namespace {
/// What differs between the lanes of a SIMD group, for LLVM's uniformity
/// analysis (lower::prepareForSIMT marks ifs on uniform conditions, which
/// always jump over a region no lane enters). The rest is LLVM's basic
/// TTI, what the target had before. Besides the shared rules
/// (getSIMTUniformity), per lane: the thread-position special registers
/// (get_sr 48, 51, 52, 80 and any other), a SIMD-group scan or shuffle.
/// The same in every lane: the threadgroup's position and size (get_sr 0,
/// 4), the SIMD group's index (53), a SIMD-group reduction or ballot, the
/// kernel's arguments (uniform registers).
class AppleGPUTTIImpl final : public BasicTTIImplBase<AppleGPUTTIImpl> {
  using BaseT = BasicTTIImplBase<AppleGPUTTIImpl>;
  friend BaseT;
  const AppleGPUSubtarget *ST;
  const AppleGPUTargetLowering *TLI;
  const AppleGPUSubtarget *getST() const { return ST; }
  const AppleGPUTargetLowering *getTLI() const { return TLI; }

public:
  AppleGPUTTIImpl(const AppleGPUTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}
  bool hasBranchDivergence(const Function *) const override { return true; }
  InstructionUniformity getInstructionUniformity(const Value *V) const override {
    return metalnt::getSIMTUniformity(V, [](const CallInst &Call, StringRef Name) {
      bool Uniform = Name.starts_with("applegpu.simd.") || Name == "applegpu.ballot";
      if (Name == "applegpu.get_sr") {
        const auto *SR = dyn_cast<ConstantInt>(Call.getArgOperand(0));
        Uniform = SR && (SR->getZExtValue() == 0 || SR->getZExtValue() == 4 ||
                         SR->getZExtValue() == 53);
      }
      return Uniform ? InstructionUniformity::AlwaysUniform
                     : InstructionUniformity::NeverUniform;
    });
  }
};
} // namespace

TargetTransformInfo
AppleGPUTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(std::make_unique<AppleGPUTTIImpl>(this, F));
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeAppleGPUTarget() {
  TargetRegistry::RegisterTargetMachine(getTheAppleGPUTarget(),
                                        createAppleGPUTargetMachine);
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeAppleGPUDAGToDAGISelLegacyPass(PR);
  initializeAppleGPUPrepareSIMTPass(PR);
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
