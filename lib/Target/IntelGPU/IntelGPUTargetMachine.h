//===- IntelGPUTargetMachine.h - Intel GPU target machine -------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUTARGETMACHINE_H
#define METALNT_TARGET_INTELGPU_INTELGPUTARGETMACHINE_H

#include "IntelGPUSubtarget.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include <memory>
#include <optional>

namespace llvm {

class IntelGPUTargetMachine : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  IntelGPUSubtarget Subtarget;

public:
  IntelGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                        StringRef FS, const TargetOptions &Options,
                        std::optional<Reloc::Model> RM,
                        std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                        bool JIT);
  ~IntelGPUTargetMachine() override;

  const IntelGPUSubtarget *getSubtargetImpl(const Function &) const override {
    return &Subtarget;
  }
  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  /// Branch divergence and the sources of divergence
  /// (IntelGPUTargetMachine.cpp), for the translator's uniformity analysis.
  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }
};

} // namespace llvm

#endif
