//===- AppleGPU.h - Apple GPU code generation entry points ------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPU_H
#define METALNT_TARGET_APPLEGPU_APPLEGPU_H

#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/Support/CodeGen.h"

namespace llvm {
class AppleGPUTargetMachine;
class FunctionPass;
class ModulePass;
class PassRegistry;

FunctionPass *createAppleGPUISelDag(AppleGPUTargetMachine &TM,
                                    CodeGenOptLevel OptLevel);
FunctionPass *createAppleGPUInsertWaitsPass();
FunctionPass *createAppleGPUFoldUniformsPass();
FunctionPass *createAppleGPULowerControlFlowPass();
FunctionPass *createAppleGPUInsertExecMaskPass();
ModulePass *createAppleGPUPrepareSIMTPass();

void initializeAppleGPUDAGToDAGISelLegacyPass(PassRegistry &);
void initializeAppleGPUPrepareSIMTPass(PassRegistry &);
void initializeAppleGPUInsertWaitsPass(PassRegistry &);
void initializeAppleGPUFoldUniformsPass(PassRegistry &);
void initializeAppleGPULowerControlFlowPass(PassRegistry &);
void initializeAppleGPUInsertExecMaskPass(PassRegistry &);

/// The kinds of AppleGPUISD::CF_COND.
/// (2 is the Intel target's uniform jump; G13 has none.)
enum class ControlFlowKind : unsigned { If = 0, Loop = 1, UniformIf = 3 };

namespace AppleGPUISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  RET,  ///< the end of a kernel: stop
  MFSR, ///< a special register (get_sr), its number a target constant
  BARRIER, ///< threadgroup barrier
  CF_COND, ///< the condition of a structured if (kind 0) or loop (kind 1)
  HI32, ///< the high 32 bits of an i64
  UMUL64, ///< the 64-bit product of two unsigned i32 (imul)
  SIMD_REDUCE, ///< simd: (x, subop) over the active lanes
  SIMD_PREFIX, ///< simd prefix: the exclusive scan of (x, subop)
  SHUFFLE,     ///< shuffle: (x, index, shuffle_op)
  BALLOT,      ///< icmp_ballot: the active lanes where x != 0
  HALF_BITS, ///< a half's bits, zero-extended to i32
  BITS_HALF, ///< the half in an i32's low 16 bits
  UNIFORM_STORE, ///< uniform_store: (value, uniform register), the preamble's
  ST_VAR,        ///< st_var: (value, UVS index, last), a vertex output
  ITER,          ///< iter: (coefficient register, centroid) -> f32
  ITERPROJ,      ///< iterproj: (register, reciprocal-W register, centroid)
  LDCF,          ///< ldcf: (coefficient register) -> v3f32 <A, B, C>
  ST_TILE,       ///< st_tile: (value bits, byte offset, tile format)
  LD_TILE,       ///< ld_tile: (byte offset, tile format) -> i32 bits
  DISCARD,       ///< sample_mask 255, 0: the fragment is discarded
  ZS_EMIT,       ///< zs_emit 255, z: the fragment's depth
  ZS_EMIT_S,     ///< zs_emit 255, s: its stencil reference (16-bit)
  SAMPLE_MASK,   ///< sample_mask 255, m: the samples left covered (16-bit)
  DFDX,          ///< dfdx: the quad's horizontal difference (f32)
  DFDY,          ///< dfdy: its vertical difference (f32)
  ZS_EMIT_ZS,    ///< zs_emit 255, z and s in three halves
  TEX_SAMPLE,    ///< smpf: a texture sampled (docs/applegpu-abi.md, "Textures")
  TEX_LOAD,      ///< smpi: a texel read with sampler state 0
  IMG_WRITE,     ///< imgw: a texel written through a PBE descriptor
  CALL,          ///< call: (callee, argument registers..., register mask)
  RETURN,        ///< the end of a callable function: ret r1
};
} // namespace AppleGPUISD

} // namespace llvm

#endif
