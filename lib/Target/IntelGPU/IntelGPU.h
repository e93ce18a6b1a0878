//===- IntelGPU.h - Intel GPU code generation -------------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPU_H
#define METALNT_TARGET_INTELGPU_INTELGPU_H

#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CodeGen.h"

namespace llvm {
class IntelGPUTargetMachine;
class FunctionPass;
class PassRegistry;

FunctionPass *createIntelGPUISelDag(IntelGPUTargetMachine &TM,
                                    CodeGenOptLevel OptLevel);
FunctionPass *createIntelGPULowerControlFlowPass();
FunctionPass *createIntelGPUFoldUniformsPass();

void initializeIntelGPUDAGToDAGISelLegacyPass(PassRegistry &);
void initializeIntelGPULowerControlFlowPass(PassRegistry &);
void initializeIntelGPUFoldUniformsPass(PassRegistry &);

/// The operations of SIMD_REDUCE and SIMD_PREFIX.
enum class IntelGPUSIMDOp : unsigned {
  AddI, AddF, MulF, MinS, MinU, MinF, MaxS, MaxU, MaxF, And, Or, Xor
};

namespace IntelGPUCF {
enum Kind : unsigned { If = 0, Loop = 1, Jump = 2 };
} // namespace IntelGPUCF

/// The SIMD width of SIMD-group lowering (docs/intelgpu-codegen.md): a
/// kernel that uses SIMD-group functions or builtins is compiled SIMD8.
constexpr unsigned IntelGPUSIMDWidth = 8;

/// A kernel's SIMD width, 8 or 16: the translator's choice, in the
/// function attribute "intelgpu-simd-width" (8 without it). In SIMD16 each
/// register the allocator sees (R0-R59) stands for two GRFs (r2n, r2n+1),
/// and the asm printer widens the SIMD8 templates
/// (docs/intelgpu-codegen.md, "SIMD width").
inline unsigned getIntelGPUSIMDWidth(const Function &F) {
  return F.getFnAttributeAsParsedInteger("intelgpu-simd-width", 8) == 16 ? 16 : 8;
}

/// The thread payload (docs/intelgpu-abi.md): r0 the thread header, r1-r3
/// the channels' local IDs, r4 and r5 the dispatch constants, the buffer
/// addresses from r6 (four per register), then the threadgroup-memory
/// offsets (eight per register).
namespace IntelGPUPayload {
constexpr unsigned LocalIDGRF = 1, ConstantsGRF = 4, BuffersGRF = 6;
/// The dispatch constants, dwords of r4 and r5.
enum Constant : unsigned {
  ThreadsPerThreadgroup = 0,          ///< x, y, z: this threadgroup's
  DispatchThreadsPerThreadgroup = 3,  ///< x, y, z: the dispatch's
  ThreadIndexBase = 6,                ///< the thread index of channel 0
  HardwareThreadIndex = 7,            ///< the thread in its threadgroup
  ThreadsPerGrid = 8,                 ///< x, y, z
  ThreadgroupsPerGrid = 11,           ///< x, y, z
  NumConstants = 16,
};
constexpr unsigned constantByte(unsigned C) { return ConstantsGRF * 32 + 4 * C; }

/// A kernel's payload: its buffer and threadgroup-memory slots. The entry
/// point's parameters are the buffers' addresses (buffer(i) is parameter
/// i), the threadgroup-memory offsets, then the NumConstants constants;
/// the function attributes intelgpu-buffer-slots and
/// intelgpu-threadgroup-slots give the counts (without them, every
/// parameter is a buffer).
struct Layout {
  unsigned Buffers = 0, TGSlots = 0;
  static Layout of(const Function &F) {
    Layout L;
    L.Buffers = F.getFnAttributeAsParsedInteger("intelgpu-buffer-slots",
                                                F.arg_size());
    L.TGSlots = F.getFnAttributeAsParsedInteger("intelgpu-threadgroup-slots", 0);
    return L;
  }
  unsigned numGRFs() const { return BuffersGRF + (Buffers + 3) / 4 + (TGSlots + 7) / 8; }
  unsigned bufferByte(unsigned I) const { return BuffersGRF * 32 + 8 * I; }
  unsigned tgByte(unsigned J) const {
    return (BuffersGRF + (Buffers + 3) / 4) * 32 + 4 * J;
  }
};
} // namespace IntelGPUPayload

namespace IntelGPUISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  RET,       ///< the end of the thread (EOT)
  LOCAL_ID,  ///< the channel's local ID in a dimension
  LANE,      ///< the channel number
  LO,        ///< the low half of an i64
  HI,        ///< the high half of an i64
  LOAD,      ///< (chain, address, log2 size): the raw dword
  STORE,     ///< (chain, value, address, log2 size)
  SCRATCH_LOAD,  ///< LOAD of private memory; the address is a scratch
                 ///< offset (dwords for 4 bytes, else bytes)
  SCRATCH_STORE, ///< STORE of private memory, addressed the same way
  ATOMIC,    ///< (chain, address, value, AOP): the old value
  CMPXCHG,   ///< (chain, address, comparand, new value): the old value
  BARRIER,   ///< threadgroup barrier
  FENCE,     ///< memory fence
  CF_COND,   ///< the condition of a structured if (kind 0) or loop (kind 1)
  SIMD_REDUCE, ///< (x, IntelGPUSIMDOp) over the running channels
  SIMD_PREFIX, ///< the exclusive scan of (x, IntelGPUSIMDOp)
  BALLOT,      ///< the running channels where x != 0, a mask
  READLANE,    ///< (x, lane): channel lane's x in every channel
};
} // namespace IntelGPUISD

} // namespace llvm

#endif
