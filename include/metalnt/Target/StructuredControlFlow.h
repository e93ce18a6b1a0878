//===- StructuredControlFlow.h - Branches of structured SIMT code -*- C++ -*-===//
//
// The part of the Apple and Intel control-flow passes that is the same:
// after instruction selection on control flow the translator structured
// and marked (lower::prepareForSIMT), each marked conditional branch
// becomes the target's if or loop terminator and the other branches go.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_STRUCTUREDCONTROLFLOW_H
#define METALNT_TARGET_STRUCTUREDCONTROLFLOW_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class MachineFunction;
}

namespace metalnt {

/// A target's opcodes for lowerStructuredBranches.
struct StructuredBranchOpcodes {
  unsigned Cond;   ///< the marker: (condition, kind 0 if / 1 loop)
  unsigned Br;     ///< the selected unconditional branch
  unsigned BrCond; ///< the selected conditional branch
  unsigned If;     ///< (condition, join block): Then must follow
  unsigned Loop;   ///< (condition, header block): Exit must follow
  /// Jumps of the whole SIMD group, for uniform branches (kind 2) and
  /// unconditional ones to a block that does not follow; 0 where the
  /// target has none.
  unsigned JumpIf = 0; ///< (condition, block)
  unsigned Jump = 0;   ///< (block)
  /// An if on a uniform condition (kind 3), like If; 0: If.
  unsigned UniformIf = 0;
};

/// Rewrites MF's marked branches:
///
///   if:   br c, Then, Join   ->  If c, Join (UniformIf on a uniform
///                                condition); Then must follow in layout
///   loop: br c, Header, Exit ->  Loop c, Header; Exit must follow
///   jump: br c, Taken, Other ->  JumpIf c, Taken; Jump Other unless it
///                                follows
///
/// and drops the selected branches (unconditional ones must be
/// fallthroughs, or become Jump where the target has one). Both CFG edges stay, so PHIs at the join still get a
/// value per path, and register allocation keeps what a skipped path
/// needs. What breaks these rules is diagnosed as "<Target>: ...".
/// Returns whether MF changed.
bool lowerStructuredBranches(llvm::MachineFunction &MF,
                             const StructuredBranchOpcodes &Ops,
                             llvm::StringRef Target);

} // namespace metalnt

#endif
