//===- IntelGPU.h - Intel GPU code generation -------------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPU_H
#define METALNT_TARGET_INTELGPU_INTELGPU_H

#include "metalnt/Target/IntelGPU/IntelGPUABI.h"
#include "llvm/CodeGen/ISDOpcodes.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CodeGen.h"

namespace llvm {
class IntelGPUTargetMachine;
class FunctionPass;
class ModulePass;
class PassRegistry;

FunctionPass *createIntelGPUISelDag(IntelGPUTargetMachine &TM,
                                    CodeGenOptLevel OptLevel);
FunctionPass *createIntelGPULowerControlFlowPass();
FunctionPass *createIntelGPUFoldUniformsPass();
FunctionPass *createIntelGPUFixScalarsPass();
ModulePass *createIntelGPUPrepareSIMTPass();

void initializeIntelGPUDAGToDAGISelLegacyPass(PassRegistry &);
void initializeIntelGPUPrepareSIMTPass(PassRegistry &);
void initializeIntelGPULowerControlFlowPass(PassRegistry &);
void initializeIntelGPUFoldUniformsPass(PassRegistry &);
void initializeIntelGPUFixScalarsPass(PassRegistry &);

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

/// A kernel's SIMD width, 8, 16 or 32: the translator's choice, in the
/// function attribute "intelgpu-simd-width" (8 without it). Each register
/// the allocator sees stands for width / 8 GRFs: R0-R127 at SIMD8, R0-R59
/// for the pairs r2n, r2n+1 at SIMD16, R0-R29 for r4n..r4n+3 at SIMD32.
/// IntelGPUMCInstLower builds SIMD8 or SIMD16 instructions, and each SIMD32
/// instruction as two SIMD16 halves (docs/intelgpu-codegen.md, "SIMD
/// width").
inline unsigned getIntelGPUSIMDWidth(const Function &F) {
  uint64_t W = F.getFnAttributeAsParsedInteger("intelgpu-simd-width", 8);
  return W == 16 || W == 32 ? unsigned(W) : 8;
}

/// Whether a compile at the kernel's width stands though it spills or has
/// a divergent loop, Intel's compiler's reasons to go narrower for speed:
/// the width is forced, or the kernel observes it as its SIMD group's size
/// (docs/intelgpu-codegen.md, "SIMD width").
inline bool keepsIntelGPUSIMDWidth(const Function &F) {
  return F.hasFnAttribute("intelgpu-simd-width-forced") ||
         F.hasFnAttribute("intelgpu-simd-width-observed");
}

/// The GRFs one allocator register stands for (getIntelGPUSIMDWidth).
inline unsigned getIntelGPUGRFsPerReg(const Function &F) {
  return getIntelGPUSIMDWidth(F) / 8;
}

/// Calls (docs/intelgpu-abi.md, "Calls"): a callable function never
/// writes r0-r31, where its caller keeps its payload (and any value it
/// keeps there across the call); arguments and results are in the
/// registers from r32 up, one register (a GRF at SIMD8, two at SIMD16, four
/// at SIMD32) per 32-bit value, two per 64-bit one, up to the address
/// registers' GRFs (IntelGPURegisterInfo::addressGRF).
namespace IntelGPUCalls {
constexpr unsigned PreservedGRFs = 32;
constexpr unsigned ArgumentGRF = 32;
/// Every function that calls can use this much scratch per hardware
/// thread, its callees' frames included: 4096 rows, what the scratch block
/// messages' 12-bit register offset reaches.
constexpr unsigned StackBytes = 4096 * 32;
} // namespace IntelGPUCalls

/// F calls functions (not the back end's intelgpu.* operations).
bool makesIntelGPUCalls(const Function &F);
/// F calls functions or is called: it follows the calling convention (the
/// frame row and the return registers in r119 are its).
bool usesIntelGPUCalls(const Function &F);

/// The thread payload (docs/intelgpu-abi.md): r0 the thread header, from
/// r1 the channels' local IDs (x, y, z: one GRF each, two at SIMD32), then
/// two GRFs of dispatch constants, the buffer addresses (four per
/// register), then the threadgroup-memory offsets (eight per register).
namespace IntelGPUPayload {
constexpr unsigned LocalIDGRF = 1;
/// The GRFs of one dimension's local IDs: 16 bits per channel.
constexpr unsigned localIDGRFs(unsigned Width) { return Width == 32 ? 2 : 1; }
constexpr unsigned constantsGRF(unsigned Width) {
  return LocalIDGRF + 3 * localIDGRFs(Width);
}
constexpr unsigned buffersGRF(unsigned Width) { return constantsGRF(Width) + 2; }
/// The dispatch constants, dwords of the two constant GRFs.
enum Constant : unsigned {
  ThreadsPerThreadgroup = 0,          ///< x, y, z: this threadgroup's
  DispatchThreadsPerThreadgroup = 3,  ///< x, y, z: the dispatch's
  ThreadIndexBase = 6,                ///< the thread index of channel 0
  HardwareThreadIndex = 7,            ///< the thread in its threadgroup
  ThreadsPerGrid = 8,                 ///< x, y, z
  ThreadgroupsPerGrid = 11,           ///< x, y, z
  NumConstants = 16,
};

/// A vertex function's payload (docs/intelgpu-abi.md, "Vertex functions"),
/// the SIMD8 VS thread's (Mesa's brw_thread_payload.cpp): r0 the thread
/// header, r1 the eight vertices' URB handles, from r2 the push constants
/// (the buffer addresses, four per register), then the vertex elements
/// the VF unit pushes, one GRF per component: element 0 is the one that
/// 3DSTATE_VF_SGVS fills, as Mesa's brw_nir_lower_vs_inputs lays it out.
constexpr unsigned URBHandlesGRF = 1, VertexBuffersGRF = 2;
/// The components of the system-generated element.
enum SGV : unsigned {
  FirstVertex = 0,     ///< the draw's base vertex
  BaseInstance = 1,    ///< the draw's base instance
  VertexIDZeroBase = 2, ///< VertexID, without the base vertex
  InstanceIDZeroBase = 3, ///< InstanceID, without the base instance
};
/// The pushed elements' GRFs: the VS URB read length is one (two elements,
/// eight GRFs; the second is unused).
constexpr unsigned VertexElementGRFs = 8;

/// A kernel's payload: its SIMD width and its buffer and threadgroup-memory
/// slots. The entry point's parameters are the buffers' addresses
/// (buffer(i) is parameter i), the threadgroup-memory offsets, then the
/// NumConstants constants; the function attributes intelgpu-buffer-slots
/// and intelgpu-threadgroup-slots give the counts (without them, every
/// parameter is a buffer). A vertex function (attribute
/// "intelgpu-stage"="vertex") has the buffers only.
struct Layout {
  unsigned Width = 8, Buffers = 0, TGSlots = 0;
  bool Vertex = false, Fragment = false;
  /// A fragment function's payload (attributes intelgpu-fs-modes,
  /// intelgpu-fs-flags and intelgpu-fs-setup-slots).
  metalnt::intelgpu::FragmentPayload FS;
  static Layout of(const Function &F) {
    Layout L;
    L.Width = getIntelGPUSIMDWidth(F);
    L.Buffers = F.getFnAttributeAsParsedInteger("intelgpu-buffer-slots",
                                                F.arg_size());
    L.TGSlots = F.getFnAttributeAsParsedInteger("intelgpu-threadgroup-slots", 0);
    StringRef Stage = F.getFnAttribute("intelgpu-stage").getValueAsString();
    L.Vertex = Stage == "vertex";
    L.Fragment = Stage == "fragment";
    if (L.Fragment) {
      L.FS.Modes = F.getFnAttributeAsParsedInteger("intelgpu-fs-modes", 0);
      L.FS.Flags = F.getFnAttributeAsParsedInteger("intelgpu-fs-flags", 0);
      L.FS.SetupSlots = F.getFnAttributeAsParsedInteger("intelgpu-fs-setup-slots", 0);
      L.FS.Buffers = L.Buffers;
    }
    return L;
  }
  /// A render function's: its payload is built for one thread of eight
  /// channels, and r120-r127 hold its last message.
  bool render() const { return Vertex || Fragment; }
  unsigned firstBufferGRF() const {
    return Vertex ? VertexBuffersGRF : Fragment ? FS.buffersGRF() : buffersGRF(Width);
  }
  /// The GRF of the system-generated element's component C (SGV).
  unsigned sgvGRF(unsigned C) const { return VertexBuffersGRF + (Buffers + 3) / 4 + C; }
  unsigned numGRFs() const {
    if (Fragment)
      return FS.numGRFs();
    if (Vertex)
      return VertexBuffersGRF + (Buffers + 3) / 4 + VertexElementGRFs;
    return buffersGRF(Width) + (Buffers + 3) / 4 + (TGSlots + 7) / 8;
  }
  unsigned constantByte(unsigned C) const { return constantsGRF(Width) * 32 + 4 * C; }
  unsigned bufferByte(unsigned I) const { return firstBufferGRF() * 32 + 8 * I; }
  unsigned tgByte(unsigned J) const {
    return (firstBufferGRF() + (Buffers + 3) / 4) * 32 + 4 * J;
  }
};
} // namespace IntelGPUPayload

namespace IntelGPUISD {
enum NodeType : unsigned {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
  RET,       ///< the end of the thread (EOT)
  CALL,      ///< (chain, callee, argument registers..., regmask): a call
  RETURN,    ///< (chain, result registers..., S56, S57): a callable function's ret
  LOCAL_ID,  ///< the channel's local ID in a dimension
  LANE,      ///< the channel number
  LO,        ///< the low half of an i64
  HI,        ///< the high half of an i64
  LOAD,      ///< (chain, address, log2 size): the raw dword; an A64
             ///< address is a QADDR* node's
  UNIFORM_LOAD, ///< (chain, address low, high, log2 size): LOAD of a
                ///< uniform address by one channel, for all
  STORE,     ///< (chain, value, address, log2 size)
  SCALED_ADDR, ///< (base, index, shift, signed): base + (ext(index) << shift)
               ///< as a Gen9 memory access's address (PerformDAGCombine)
  QADDR,        ///< (address): an A64 address in the messages' layout
  QADDR_SCALED, ///< (base low, high, index, shift, signed): Gen9's
                ///< base + (ext(index) << shift) in that layout
  QADDR_OFF,    ///< (QADDR* address, offset): Gen9's address + a signed
                ///< 32-bit constant in that layout
  SCRATCH_LOAD,  ///< LOAD of private memory; the address is a scratch
                 ///< offset (dwords for 4 bytes, else bytes)
  SCRATCH_STORE, ///< STORE of private memory, addressed the same way
  VERTEX_SGV, ///< (component): a vertex function's pushed system value
  URB_WRITE, ///< (chain, slot, EOT, four words): a VUE slot's SIMD8 URB write
  PAYLOAD_GRF, ///< (GRF, dword): a payload GRF's channel dwords (dword 8), or
               ///< one dword of it in every channel
  RT_WRITE,  ///< (chain, BTI, flags, live, R, G, B, A, depth, oMask, stencil): a
             ///< SIMD8 render target write (IntelGPUABI.h RTWriteFlag)
  RT_WRITE_DUAL, ///< RT_WRITE's operands, then the second source's R, G, B,
                 ///< A: a SIMD8 dual-source render target write
  RT_READ,   ///< (chain, BTI): the channels' pixels of a render target,
             ///< four words (framebuffer fetch)
  ATOMIC,    ///< (chain, address, value, AOP): the old value
  CMPXCHG,   ///< (chain, address, comparand, new value): the old value
  BARRIER,   ///< threadgroup barrier
  FENCE,     ///< memory fence
  CF_COND,   ///< the condition of a structured if (kind 0) or loop (kind 1)
  SIMD_REDUCE, ///< (x, IntelGPUSIMDOp) over the running channels
  SIMD_PREFIX, ///< the exclusive scan of (x, IntelGPUSIMDOp)
  BALLOT,      ///< the running channels where x != 0, a mask
  READLANE,    ///< (x, lane): channel lane's x in every channel
  SHUFFLE,     ///< (x, src): each channel's x of its channel src
  SAMPLE,      ///< (chain, control, BTI, sampler, parameters...): a sampler
               ///< message's four response channels (intelgpu.sample)
  TYPED_WRITE, ///< (chain, BTI, coordinates, coordinate..., 4 words)
};
} // namespace IntelGPUISD

} // namespace llvm

#endif
