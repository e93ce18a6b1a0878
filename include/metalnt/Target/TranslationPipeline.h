//===- TranslationPipeline.h - One translation, written once ---*- C++ -*-===//
//
// The steps every vendor's translator takes from AIR to its output, in one
// place (runTranslation); a vendor supplies what differs through
// TranslationSteps. docs/architecture.md, "One translation pipeline".
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_TRANSLATIONPIPELINE_H
#define METALNT_TARGET_TRANSLATIONPIPELINE_H

#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/Translator.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace metalnt {

/// One program the code generator compiles: a module of its own.
struct Program {
  /// The line before its module in the lowered IR of a translation with
  /// more than one program ("the preamble's module").
  std::string Label;
  std::unique_ptr<llvm::Module> M;
};

/// What one vendor does at each step of one translation (one function, one
/// architecture); an object holds that translation's state.
class TranslationSteps {
public:
  virtual ~TranslationSteps();
  /// How AIR is lowered for this target.
  virtual lower::TargetLowering &lowering() = 0;
  virtual llvm::TargetMachine &targetMachine() = 0;
  /// An error of lowering, as the vendor reports it.
  virtual llvm::Error loweringError(llvm::Error E) { return E; }
  /// The lowered module before it is optimized (threadgroup memory placed,
  /// everything inlined into the kernel, ...).
  virtual llvm::Error afterLowering(llvm::Module &M);
  /// The optimized module before it is split into programs (program-scope
  /// constants placed, ...).
  virtual llvm::Error afterOptimization(llvm::Module &M);
  /// The programs the target runs, compiled each from a module of its own,
  /// in the order of the output; M alone by default.
  virtual std::vector<Program> programs(std::unique_ptr<llvm::Module> M);
  /// Names the code generator in errors ("the applegpu back end").
  virtual std::string backEnd() const = 0;
  /// An error the code generator diagnosed, as the vendor reports it.
  virtual llvm::Error diagnosed(llvm::Error E) { return E; }
  /// The output from the programs' object files, in programs() order.
  virtual llvm::Expected<std::string> wrap(llvm::ArrayRef<std::string> Objects) = 0;
};

/// The steps the Apple and Intel translators share (their code generators
/// have no calls and no constant section): threadgroup variables placed
/// at the offsets the dispatch expects (laid out from the AIR module, as
/// the executors lay them out) and everything inlined into the kernel
/// before optimization, program-scope constants placed after it.
class SIMTSteps : public TranslationSteps {
public:
  llvm::TargetMachine &targetMachine() override { return *TM; }
  llvm::Error afterLowering(llvm::Module &M) override;
  llvm::Error afterOptimization(llvm::Module &M) override;

protected:
  SIMTSteps(std::unique_ptr<llvm::TargetMachine> TM, llvm::Module &AIR,
            llvm::StringRef Kernel);
  std::unique_ptr<llvm::TargetMachine> TM;
  std::string Kernel;
  /// The code generator calls functions: what the MetalLib imports from
  /// dynamic libraries stays a call of an external function
  /// (lower::keepImportsExternal), and a dynamic library's function (not
  /// IsKernel) is compiled as a callable function.
  bool MakesCalls = false;
  /// With MakesCalls, calls through function pointers are made uniform
  /// (lower::makeIndirectCallsUniform, with broadcastFirst); without, the
  /// code generator refuses them.
  bool IndirectCalls = true;
  bool IsKernel = true;
  /// The broadcast of a 32-bit value from the first active lane, for calls
  /// through function pointers (lower::makeIndirectCallsUniform): the
  /// target's simd_broadcast_first (its lowering()'s).
  llvm::Value *broadcastFirst(llvm::IRBuilderBase &B, llvm::Value *V);
  /// The program-scope constant data the kernel reads
  /// (lower::placeConstantData), for the object's __TEXT,__const.
  std::string ConstantData;

private:
  lower::ThreadgroupLayout TGLayout;
};

/// The target machine of the LLVM target registered as \p Name, for
/// \p TripleName and \p CPU; an error naming the target where there is
/// none.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(llvm::StringRef Name, llvm::StringRef TripleName, llvm::StringRef CPU);

/// The code (__TEXT,__text) and the kernel record (section \p RecordSection)
/// of a Mach-O object the \p Name code generator emitted; an error naming
/// the section that is missing.
llvm::Expected<std::pair<std::string, std::string>>
readCodeAndRecord(llvm::StringRef Obj, llvm::StringRef Name, llvm::StringRef RecordSection);

/// Translates Function of AIR: lower::lowerModule with the vendor's
/// lowering, afterLowering, lower::optimizeModule, afterOptimization, the
/// split into programs, then, for each program, the target's code
/// generator (lower::emitCode, its own IR passes first); the first error
/// it diagnoses (a lower::CodeGenError) is the translation's error. The
/// output is the lowered IR (each program's module, labelled when there
/// are several: llc compiles each as metal-nt does), the programs'
/// listings one after the other, or what wrap makes of their objects.
llvm::Expected<std::string>
runTranslation(TranslationSteps &Steps, llvm::Module &AIR,
               llvm::StringRef Function, OutputKind Kind, bool IsKernel,
               const lower::RenderPipeline *Pipeline);

/// runTranslation's first half: the lowered, optimized module, before the
/// split into programs. A translator that compiles one module more than
/// once (Intel's SIMD widths) optimizes it once.
llvm::Expected<std::unique_ptr<llvm::Module>>
prepareTranslation(TranslationSteps &Steps, llvm::Module &AIR, llvm::StringRef Function,
                   bool IsKernel, const lower::RenderPipeline *Pipeline);

/// runTranslation's second half, on what prepareTranslation returned.
llvm::Expected<std::string> finishTranslation(TranslationSteps &Steps,
                                              std::unique_ptr<llvm::Module> M,
                                              OutputKind Kind);

} // namespace metalnt

#endif
