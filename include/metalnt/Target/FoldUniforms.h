//===- FoldUniforms.h - Read kernel invariants where they live --*- C++ -*-===//
//
// What the Apple and Intel fold-uniforms passes share: kernel arguments
// enter a function as copies of registers the dispatch writes and the code
// never does (G13's uniform registers, Gen's payload), so each is a
// constant of the whole kernel, and many instructions can read it in
// place.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_FOLDUNIFORMS_H
#define METALNT_TARGET_FOLDUNIFORMS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCRegister.h"

namespace llvm {
class MachineFunction;
}

namespace metalnt {

/// Before register allocation: replaces each use of a virtual register
/// that is (through full and sub-register copies) a copy of a physical
/// register IsUniform accepts by that register, where the operand's
/// register class admits it, and deletes the copies nothing reads any
/// more. Returns whether MF changed.
bool foldUniformCopies(llvm::MachineFunction &MF,
                       llvm::function_ref<bool(llvm::MCRegister)> IsUniform);

} // namespace metalnt

#endif
