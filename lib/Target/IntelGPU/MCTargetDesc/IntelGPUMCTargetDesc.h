//===- IntelGPUMCTargetDesc.h - Intel GPU target descriptions --*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUMCTARGETDESC_H
#define METALNT_TARGET_INTELGPU_INTELGPUMCTARGETDESC_H

#include <cstdint>

namespace llvm {
class MCSubtargetInfo;
class StringRef;

namespace IntelGPU {
/// Mach-O CPU type of Intel GPU code: CPU_TYPE 21 | CPU_ARCH_ABI64.
constexpr uint32_t MachOCPUType = 0x01000015;
/// The Mach-O CPU subtype of a processor ((gen << 16) | (gt << 8) | rev,
/// ../shared/facts/gpu-targets.md); a generation name (skl, kbl, icl) gives
/// its first architecture's.
uint32_t machOCPUSubtype(StringRef CPU);
/// True for the Gen11 processors.
bool isGen11(const MCSubtargetInfo &STI);
} // namespace IntelGPU
} // namespace llvm

#define GET_REGINFO_ENUM
#include "IntelGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "IntelGPUGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "IntelGPUGenSubtargetInfo.inc"

#endif
