//===- SIMTUniformity.h - What differs between a SIMD group's lanes -*- C++ -*-===//
//
// The part of the Apple and Intel TTIs' getInstructionUniformity that is
// the same: for LLVM's uniformity analysis, an atomic's old value and a
// load from private memory (address space 0, each lane's own) differ
// between lanes, as does a call to an unknown function; LLVM's intrinsics
// follow their operands. The target says what its own intrinsics give.
// A callable function's parameters arrive in each lane's own registers
// and differ too; an entry point's are the dispatch's, the same in every
// lane.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_SIMTUNIFORMITY_H
#define METALNT_TARGET_SIMTUNIFORMITY_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Uniformity.h"

namespace llvm {
class CallInst;
class Function;
class Value;
} // namespace llvm

namespace metalnt {

/// V's uniformity by the shared rules above; TargetCall(Call, Name) answers
/// for a call to a function of the target's own (named, not "llvm.*").
llvm::InstructionUniformity getSIMTUniformity(
    const llvm::Value *V,
    llvm::function_ref<llvm::InstructionUniformity(const llvm::CallInst &, llvm::StringRef)>
        TargetCall);

/// Whether F calls a function (other than an intrinsic or one of the
/// target's operations, named Prefix*): its code needs the calling
/// convention's registers.
bool makesCalls(const llvm::Function &F, llvm::StringRef Prefix);

} // namespace metalnt

#endif
