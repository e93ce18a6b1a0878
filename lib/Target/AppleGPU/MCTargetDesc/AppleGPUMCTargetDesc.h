//===- AppleGPUMCTargetDesc.h - Apple GPU target descriptions --*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUMCTARGETDESC_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUMCTARGETDESC_H

#include <cstdint>
#include <memory>

namespace llvm {
class MCAsmBackend;
class MCCodeEmitter;
class MCContext;
class MCInstrInfo;
class MCObjectTargetWriter;
class MCRegisterInfo;
class MCSubtargetInfo;
class MCTargetOptions;
class StringRef;
class Target;

Target &getTheAppleGPUTarget();

namespace AppleGPU {
/// Mach-O CPU type of Apple GPU code: CPU_TYPE 19 | CPU_ARCH_ABI64.
constexpr uint32_t MachOCPUType = 0x01000013;
/// The fixup of a direct jump's or call's label: the signed 32-bit offset
/// at byte 2, relative to the instruction (Mesa's agx_fixup_branch).
constexpr uint16_t FixupBranch = 4000 + 11; // FirstTargetFixupKind
/// A call's offset: the same field, which may also name a function the
/// object does not define (a relocation; docs/gpu-macho.md, "Imports").
constexpr uint16_t FixupCall = FixupBranch + 1;
/// A callable function's constexpr sampler: the 32-bit immediate of an
/// ldimm (byte 2) holding the sampler's index in the function's list,
/// relocated against metalnt.sampler_states (docs/gpu-macho.md, "Sampler
/// state relocations"): the loader adds the state its list starts at.
constexpr uint16_t FixupSamplerState = FixupCall + 1;
/// The Mach-O CPU subtype of a G13 processor name ("g13g" is 322), or 0.
uint32_t machOCPUSubtype(StringRef CPU);
} // namespace AppleGPU

MCCodeEmitter *createAppleGPUMCCodeEmitter(const MCInstrInfo &MCII,
                                           MCContext &Ctx);
MCAsmBackend *createAppleGPUAsmBackend(const Target &T,
                                       const MCSubtargetInfo &STI,
                                       const MCRegisterInfo &MRI,
                                       const MCTargetOptions &Options);
std::unique_ptr<MCObjectTargetWriter>
createAppleGPUMachObjectWriter(uint32_t CPUSubtype);

} // namespace llvm

#define GET_REGINFO_ENUM
#include "AppleGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "AppleGPUGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "AppleGPUGenSubtargetInfo.inc"

#endif
