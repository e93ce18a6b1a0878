//===- SIMTUnrolling.cpp - Loop unrolling for private arrays --------------===//

#include "metalnt/Target/SIMTUnrolling.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

/// Unrolled size, in LLVM's cost units, that a loop indexing a private
/// array may reach (AMDGPU's amdgpu-unroll-threshold-private).
static constexpr unsigned PrivateArrayThreshold = 2000;

void metalnt::getSIMTUnrollingPreferences(Loop *L,
                                          TargetTransformInfo::UnrollingPreferences &UP) {
  if (UP.Threshold >= PrivateArrayThreshold)
    return;
  for (const BasicBlock *BB : L->blocks()) {
    // A block of an inner loop is that loop's business.
    if (any_of(L->getSubLoops(), [&](const Loop *Sub) { return Sub->contains(BB); }))
      continue;
    for (const Instruction &I : *BB) {
      const auto *GEP = dyn_cast<GetElementPtrInst>(&I);
      if (!GEP || GEP->getAddressSpace() != 0 || GEP->hasAllConstantIndices())
        continue;
      const auto *A = dyn_cast<AllocaInst>(getUnderlyingObject(GEP->getPointerOperand()));
      if (!A || !A->isStaticAlloca())
        continue;
      bool LoopIndexed = any_of(GEP->indices(), [&](const Use &Index) {
        return !L->isLoopInvariant(Index.get());
      });
      if (!LoopIndexed)
        continue;
      UP.Threshold = PrivateArrayThreshold;
      return;
    }
  }
}
