//===- AppleGPUTargetMachine.h - Apple GPU target machine -------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUTARGETMACHINE_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUTARGETMACHINE_H

#include "AppleGPUSubtarget.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include <memory>
#include <optional>

namespace llvm {

class AppleGPUTargetMachine : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  AppleGPUSubtarget Subtarget;

public:
  AppleGPUTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                        StringRef FS, const TargetOptions &Options,
                        std::optional<Reloc::Model> RM,
                        std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                        bool JIT);
  ~AppleGPUTargetMachine() override;

  const AppleGPUSubtarget *getSubtargetImpl(const Function &) const override {
    return &Subtarget;
  }
  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }
};

} // namespace llvm

#endif
