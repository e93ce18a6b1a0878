//===- SIMTUniformity.cpp - What differs between a SIMD group's lanes -----===//

#include "metalnt/Target/SIMTUniformity.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

InstructionUniformity metalnt::getSIMTUniformity(
    const Value *V,
    function_ref<InstructionUniformity(const CallInst &, StringRef)> TargetCall) {
  if (const auto *A = dyn_cast<Argument>(V))
    return metalnt::lower::isCallableFunction(*A->getParent()) ? InstructionUniformity::NeverUniform
                                               : InstructionUniformity::Default;
  if (isa<AtomicRMWInst>(V) || isa<AtomicCmpXchgInst>(V))
    return InstructionUniformity::NeverUniform;
  // Private memory is each lane's own: a load from the same address gives
  // each lane its value.
  if (const auto *L = dyn_cast<LoadInst>(V); L && L->getPointerAddressSpace() == 0)
    return InstructionUniformity::NeverUniform;
  const auto *Call = dyn_cast<CallInst>(V);
  if (!Call)
    return InstructionUniformity::Default;
  const Function *Callee = Call->getCalledFunction();
  if (!Callee)
    return InstructionUniformity::NeverUniform;
  StringRef Name = Callee->getName();
  if (Name.starts_with("llvm."))
    return InstructionUniformity::Default;
  return TargetCall(*Call, Name);
}

bool metalnt::makesCalls(const Function &F, StringRef Prefix) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      const auto *Call = dyn_cast<CallBase>(&I);
      if (!Call)
        continue;
      const Function *Callee = Call->getCalledFunction();
      if (!Callee || (!Callee->isIntrinsic() && !Callee->getName().starts_with(Prefix)))
        return true;
    }
  return false;
}
