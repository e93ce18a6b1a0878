//===- IntelGPUMessages.h - Gen9/Gen11 send message descriptors -*- C++ -*-===//
//
// The shared functions, binding table indices and descriptors of the send
// messages the code generator uses, built from their fields as Mesa builds
// them (src/intel/compiler/brw_eu.h: brw_message_desc, brw_dp_desc and
// the brw_dp_*_desc helpers; brw_eu_defines.h for the message types).
// docs/intelgpu-abi.md and docs/notes/intelgpu-codegen-research.md say
// which message each memory access uses; iga64 decodes every one in the
// tests.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUMESSAGES_H
#define METALNT_TARGET_INTELGPU_INTELGPUMESSAGES_H

#include <cstdint>

namespace llvm {
namespace IntelGPUMsg {

/// Shared function IDs (BRW_SFID_*, GFX7_SFID_*, HSW_SFID_*).
enum SFID : unsigned {
  Sampler = 0x2,    ///< BRW_SFID_SAMPLER
  Gateway = 0x3,    ///< BRW_SFID_MESSAGE_GATEWAY
  RenderCache = 0x5, ///< GFX6_SFID_DATAPORT_RENDER_CACHE
  URB = 0x6,        ///< BRW_SFID_URB
  Spawner = 0x7,    ///< BRW_SFID_THREAD_SPAWNER
  DataCache0 = 0xA, ///< GFX7_SFID_DATAPORT_DATA_CACHE
  DataCache1 = 0xC, ///< HSW_SFID_DATAPORT_DATA_CACHE_1
};

/// Binding table indices with a meaning of their own.
enum BTI : unsigned {
  Stateless = 0xFD, ///< GFX8_BTI_STATELESS_NON_COHERENT: A64 and A32 stateless
  SLM = 0xFE,       ///< GFX7_BTI_SLM: shared local (threadgroup) memory
};

/// Data cache 0 message types (GFX7_DATAPORT_DC_*).
enum DC0Message : unsigned {
  DWordScatteredRead = 0x3,
  ByteScatteredRead = 0x4,
  MemoryFence = 0x7,
  DWordScatteredWrite = 0xB,
  ByteScatteredWrite = 0xC,
};

/// Data cache 1 message types (HSW_DATAPORT_DC_PORT1_*, GFX8_..._A64_*).
enum DC1Message : unsigned {
  UntypedSurfaceRead = 0x01,
  UntypedAtomic = 0x02,
  UntypedSurfaceWrite = 0x09,
  A64ByteScatteredRead = 0x10,
  A64UntypedSurfaceRead = 0x11,
  A64UntypedAtomic = 0x12,
  A64UntypedSurfaceWrite = 0x19,
  A64ByteScatteredWrite = 0x1A,
};

/// Sampler message types (GFX5_SAMPLER_MESSAGE_*, GFX9_*_LZ; Mesa
/// brw_eu_defines.h): the parameters each takes after the optional header
/// are in docs/intelgpu-abi.md, "Textures and samplers".
enum SamplerMessage : unsigned {
  Sample = 0,
  SampleBias = 1,
  SampleLod = 2,
  SampleCompare = 3,
  SampleDeriv = 4,
  SampleLodCompare = 6,
  Load = 7,
  Gather4 = 8,
  LodQuery = 9,
  ResInfo = 10,
  SampleInfo = 11,     ///< header only: the sample count in R
  Load2DMSW = 28,      ///< GFX9_..._LD2DMS_W: si, mcsl, mcsh, u, v, r
  Gather4Compare = 16,
  SampleDerivCompare = 20,
  SampleLZ = 24,
  SampleCompareLZ = 25,
  LoadLZ = 26,
};

/// The typed surface messages of the data cache 1 (SIMD8 only on Gen9 and
/// Gen11: HSW_DATAPORT_DC_PORT1_TYPED_SURFACE_READ, _WRITE).
enum TypedMessage : unsigned { TypedSurfaceRead = 0x05, TypedSurfaceWrite = 0x0D };

/// A sampler message's function control (brw_sampler_desc): the SIMD mode
/// (1 SIMD8, 2 SIMD16) in bits 18:17, the message type in 16:12, the
/// sampler state in 11:8 and the binding table index in 7:0; 32-bit
/// returns.
constexpr uint32_t samplerDesc(unsigned BTI, unsigned Sampler, unsigned Type,
                               unsigned ExecSize) {
  return uint32_t(ExecSize == 16 ? 2 : 1) << 17 | uint32_t(Type) << 12 |
         uint32_t(Sampler & 0xF) << 8 | uint32_t(BTI);
}

/// A typed surface read or write's control (brw_dp_typed_surface_rw_desc):
/// the slot group (1: channels 0-7, 2: channels 8-15) in bits 5:4 and the
/// disabled channels in 3:0 (none).
constexpr unsigned typedControl(unsigned Local) { return (Local % 16 ? 2u : 1u) << 4; }

/// A descriptor's lengths (brw_message_desc): the payload's and the
/// response's registers, and whether the payload starts with a header.
constexpr uint32_t messageDesc(unsigned MLen, unsigned RLen, bool Header) {
  return uint32_t(MLen) << 25 | uint32_t(RLen) << 20 | uint32_t(Header) << 19;
}

/// A SIMD8 URB write (brw_urb_desc with GFX8_URB_OPCODE_SIMD8_WRITE, 7;
/// no per-slot offsets, no channel mask): Offset is the global offset in
/// 16-byte units (a VUE slot), in bits 14:4.
constexpr uint32_t urbSIMD8WriteDesc(unsigned Offset) {
  return uint32_t(Offset & 0x7FF) << 4 | 7u;
}

/// A SIMD8 render target write (brw_fb_write_desc: message type 12 in
/// bits 17:14, the last render target in bit 12, the subtype in 10:8: 4,
/// SIMD8 single source low, or 2, SIMD8 dual source of subspans 0 and 1
/// (Mesa's BRW_DATAPORT_RENDER_TARGET_WRITE_SIMD8_DUAL_SOURCE_SUBSPAN01),
/// the binding table index in 7:0).
constexpr uint32_t rtWriteSIMD8Desc(unsigned BTI, bool Last, bool Dual = false) {
  return 12u << 14 | uint32_t(Last) << 12 | (Dual ? 2u : 4u) << 8 | uint32_t(BTI & 0xFF);
}

/// A SIMD8 render target read (brw_fb_read_desc, Gen9 on: message type 13
/// in bits 17:14, per-sample in 13, subtype bit 8 set for SIMD8, the
/// binding table index in 7:0).
constexpr uint32_t rtReadSIMD8Desc(unsigned BTI) {
  return 13u << 14 | 1u << 8 | uint32_t(BTI & 0xFF);
}

/// A data port message's function control (brw_dp_desc, Gen8 and later):
/// the message type, its control bits and the binding table index.
constexpr uint32_t dpDesc(unsigned BTI, unsigned Type, unsigned Control) {
  return uint32_t(Type) << 14 | uint32_t(Control) << 8 | uint32_t(BTI);
}

/// Untyped surface messages (A32 and A64) read or write the red channel
/// only: the channel mask disables green, blue and alpha, and the SIMD
/// mode is 2 for SIMD8, 1 for SIMD16 (brw_dp_untyped_surface_rw_desc).
constexpr unsigned untypedControl(unsigned ExecSize) {
  return (ExecSize == 16 ? 1u : 2u) << 4 | 0xEu;
}

/// Byte scattered messages (brw_dp_byte_scattered_rw_desc): the data
/// element size (0 byte, 1 word, 2 dword) in bits 3:2 and SIMD16 in bit 0
/// on data cache 0, bit 4 for the A64 form.
constexpr unsigned byteScatteredControl(unsigned Bits, unsigned ExecSize, bool A64) {
  unsigned Size = Bits == 8 ? 0 : Bits == 16 ? 1 : 2;
  return Size << 2 | (ExecSize == 16 ? (A64 ? 0x10u : 0x1u) : 0u);
}

/// Dword scattered messages: blocks of 8 (SIMD8) or 16 dwords
/// (GFX6_DATAPORT_DWORD_SCATTERED_BLOCK_8DWORDS, _16DWORDS).
constexpr unsigned dwordScatteredControl(unsigned ExecSize) {
  return ExecSize == 16 ? 3u : 2u;
}

/// Untyped atomics return the old value (bit 5); the A32 form is SIMD8
/// (bit 4), and the operation (BRW_AOP_*) is in bits 3:0.
constexpr unsigned atomicControl(unsigned AOp, bool A64) {
  return 0x20u | (A64 ? 0u : 0x10u) | (AOp & 0xFu);
}
constexpr unsigned AOpCompareExchange = 0xE; ///< BRW_AOP_CMPWR

/// A memory fence that commits (bit 5, GFX7_DATAPORT_DC_MEMORY_FENCE's
/// commit enable), so that its response says the writes are visible.
constexpr unsigned FenceCommit = 0x20;

/// The message gateway's barrier (BRW_MESSAGE_GATEWAY_SFID_BARRIER_MSG).
constexpr uint32_t GatewayBarrier = 0x4;

/// The thread spawner's end of a compute thread (Mesa's
/// generate_cs_terminate): dereference the resource of a root thread,
/// without dereferencing the URB (resource select, bit 4).
constexpr uint32_t SpawnerEndOfThread = 0x10;

/// A scratch block read or write (SFID DataCache0, descriptor bit 18: the
/// scratch block message; Mesa's gfx7_set_dp_scratch_message) of \p Regs
/// registers at register \p Row of the thread's scratch space: bit 17 is
/// the write, bits 13:12 the block size (log2 of the registers) and the
/// offset in registers from bit 0. Its header is r0.
constexpr uint32_t scratchBlockDesc(bool Write, unsigned Regs, uint32_t Row) {
  unsigned Log2 = Regs >= 4 ? 2 : Regs >= 2 ? 1 : 0;
  return messageDesc(1, Write ? 0 : Regs, true) | 1u << 18 | uint32_t(Write) << 17 |
         uint32_t(Log2) << 12 | Row;
}

} // namespace IntelGPUMsg
} // namespace llvm

#endif
