//===- SIMTPreparation.h - The SIMT targets' IR preparation ----*- C++ -*-===//
//
// The IR pass the Apple and Intel code generators run last before
// instruction selection, in their TargetPassConfig::addPreISel, so that
// `llc --load=<plugin>` compiles lowered IR exactly as metal-nt does
// (docs/architecture.md, "The lowered IR is what llc compiles").
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_SIMTPREPARATION_H
#define METALNT_TARGET_SIMTPREPARATION_H

#include "metalnt/Lowering/Lowering.h"
#include "llvm/Pass.h"

namespace metalnt {

/// Shapes lowered IR for a SIMT code generator (lower::prepareForSIMT with
/// the target's options), then refuses, as a DiagnosticInfoCodeGen error
/// (CodeGenFailure::Unsupported), each function holding what the target
/// lacks (lower::checkCodeGenSupport); a refused function loses its body,
/// so that instruction selection never meets it. Each target
/// registers a subclass under a name of its own (llc -stop-after=...).
class SIMTPreparation : public llvm::ModulePass {
public:
  void getAnalysisUsage(llvm::AnalysisUsage &AU) const override;
  bool runOnModule(llvm::Module &M) override;

protected:
  SIMTPreparation(char &ID, lower::SIMTOptions Options,
                  lower::CodeGenSupport Support)
      : ModulePass(ID), Options(std::move(Options)), Support(std::move(Support)) {}

private:
  lower::SIMTOptions Options;
  lower::CodeGenSupport Support;
};

} // namespace metalnt

#endif
