//===- AppleGPU.h - Apple GPU code generation entry points ------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPU_H
#define METALNT_TARGET_APPLEGPU_APPLEGPU_H

#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/Support/CodeGen.h"

namespace llvm {
class AppleGPUTargetMachine;
class FunctionPass;
class PassRegistry;

FunctionPass *createAppleGPUISelDag(AppleGPUTargetMachine &TM,
                                    CodeGenOptLevel OptLevel);
FunctionPass *createAppleGPUInsertWaitsPass();
FunctionPass *createAppleGPULowerControlFlowPass();
FunctionPass *createAppleGPUInsertExecMaskPass();

void initializeAppleGPUDAGToDAGISelLegacyPass(PassRegistry &);
void initializeAppleGPUInsertWaitsPass(PassRegistry &);
void initializeAppleGPULowerControlFlowPass(PassRegistry &);
void initializeAppleGPUInsertExecMaskPass(PassRegistry &);

/// The kinds of AppleGPUISD::CF_COND.
enum class ControlFlowKind : unsigned { If = 0, Loop = 1 };

namespace AppleGPUISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  RET,  ///< the end of a kernel: stop
  MFSR, ///< a special register (get_sr), its number a target constant
  BARRIER, ///< threadgroup barrier
  CF_COND, ///< the condition of a structured if (kind 0) or loop (kind 1)
};
} // namespace AppleGPUISD

} // namespace llvm

#endif
