//===- SIMTUnrolling.h - Loop unrolling for private arrays -----*- C++ -*-===//
//
// The part of the Apple and Intel TTIs' getUnrollingPreferences that is the
// same. A GPU thread's private array lives in scratch memory unless SROA
// can split it into registers, which needs every index constant: a loop
// that indexes one with its induction variable is worth unrolling far past
// the usual threshold. LLVM's AMDGPU target does the same
// (AMDGPUTTIImpl::getUnrollingPreferences, amdgpu-unroll-threshold-private,
// 2000 by default); so do GPU compilers in general (IGC's private memory
// promotion, Mesa's nir_opt_loop_unroll of loops indexing arrays).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_SIMTUNROLLING_H
#define METALNT_TARGET_SIMTUNROLLING_H

#include "llvm/Analysis/TargetTransformInfo.h"

namespace llvm {
class Loop;
} // namespace llvm

namespace metalnt {

/// Raises UP.Threshold to 2000 for a loop that addresses a static private
/// (address space 0) alloca through a value the loop itself defines.
void getSIMTUnrollingPreferences(llvm::Loop *L,
                                 llvm::TargetTransformInfo::UnrollingPreferences &UP);

} // namespace metalnt

#endif
