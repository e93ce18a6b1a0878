//===- GPUMachO.h - GPU Mach-O files: model, writer, reader -----*- C++ -*-===//
//
// metal-nt's outputs: 64-bit little-endian Mach-O files whose CPU type is a
// GPU's (shared/facts/gpu-targets.md), one section per translated function
// with a symbol naming it, an LC_BUILD_VERSION naming the tool (AIRNT), and
// fat GPU binaries (magic 0xcbfebabe) holding one slice per architecture.
// docs/gpu-macho.md describes the layout. Stock LLVM knows none of the GPU
// file types and CPU types; they are defined here (and proposed upstream in
// llvm-project-patches/).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_GPUMACHO_GPUMACHO_H
#define METALNT_GPUMACHO_GPUMACHO_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {
namespace gpumacho {

// Values Apple's loader.h defines and llvm/BinaryFormat/MachO.h lacks.
constexpr uint32_t MH_GPU_EXECUTE = 0xd;
constexpr uint32_t MH_GPU_DYLIB = 0xe;
constexpr uint32_t FAT_GPU_MAGIC = 0xcbfebabe;
enum : uint32_t {
  TOOL_METAL = 1024,
  TOOL_AIRLLD = 1025,
  TOOL_AIRNT = 1026,
  TOOL_AIRNT_PLUGIN = 1027,
  TOOL_AIRPACK = 1028,
  TOOL_GPUARCHIVER = 1031,
  TOOL_METAL_FRAMEWORK = 1032,
};
llvm::StringRef getFileTypeName(uint32_t FileType);

/// A version as LC_BUILD_VERSION stores it: xxxx.yy.zz in nibbles.
uint32_t encodeVersion(unsigned Major, unsigned Minor, unsigned Patch = 0);
std::string formatVersion(uint32_t V);

/// A relocation of a section (a Mach-O relocation_info, external): the
/// Length-byte field at Offset takes a value from symbol Symbol's address
/// (docs/gpu-macho.md, "Imports"). The only type written is 0 with PCRel
/// and 4 bytes: an Apple GPU call's offset field.
struct Relocation {
  uint32_t Offset = 0;  ///< of the field, within its section
  uint32_t Symbol = 0;  ///< index into the slice's symbols
  bool PCRel = true;
  uint8_t LengthLog2 = 2; ///< the field is 2^LengthLog2 bytes
  uint8_t Type = 0;
};

struct Section {
  std::string Name;     ///< "__compute", "__vertex", "__fragment", "__text"
  std::string Segment;  ///< "__TEXT"
  std::string Contents;
  uint32_t Align = 256; ///< bytes, a power of two
  std::vector<Relocation> Relocations;
};

struct Symbol {
  std::string Name;     ///< "_saxpy"
  unsigned Section = 0; ///< 1-based section number; 0: undefined (imported)
  uint64_t Offset = 0;  ///< within its section
};

struct BuildVersion {
  uint32_t Platform = 1; ///< PLATFORM_MACOS
  uint32_t MinOS = 0;
  uint32_t SDK = 0;
  uint32_t Tool = TOOL_AIRNT;
  uint32_t ToolVersion = 0;
};

struct Slice {
  uint32_t CPUType = 0;
  uint32_t CPUSubtype = 0;
  uint32_t FileType = MH_GPU_EXECUTE;
  std::vector<Section> Sections;
  std::vector<Symbol> Symbols;
  std::optional<BuildVersion> Build;
  /// Reader: every load command as found (cmd, cmdsize), in order.
  std::vector<std::pair<uint32_t, uint32_t>> LoadCommands;
};

/// "LC_SEGMENT_64", "LC_SYMTAB", ... or "0x<hex>".
std::string getLoadCommandName(uint32_t Cmd);

/// Writes one thin Mach-O.
void writeSlice(const Slice &S, llvm::raw_ostream &OS);
/// Writes a fat GPU binary of the slices (each 2^14-aligned), or a thin
/// file when there is one slice.
void writeFile(const std::vector<Slice> &Slices, llvm::raw_ostream &OS);

/// True for a thin 64-bit Mach-O or a fat GPU binary.
bool isGPUMachO(llvm::StringRef Bytes);

/// CPU type AIR64 (CPU_TYPE 23 | CPU_ARCH_ABI64): the slice of a universal
/// binary that holds the MetalLib.
constexpr uint32_t CPU_TYPE_AIR64 = 0x01000017;

/// One slice of a universal (fat) file, as its header describes it.
struct FatSlice {
  enum KindTy { MachO, MetalLib } Kind = MachO;
  uint32_t CPUType = 0, CPUSubtype = 0;
  uint64_t Offset = 0, Size = 0;
  uint32_t AlignLog2 = 0;
  llvm::StringRef Bytes; ///< the slice, within the file's buffer
};
struct FatFile {
  uint32_t Magic = 0;     ///< FAT_GPU_MAGIC or MachO::FAT_MAGIC (0xcafebabe)
  bool BigEndian = true;  ///< the header's byte order
  std::vector<FatSlice> Slices;
};

/// Writes a universal binary under the classic magic 0xcafebabe: the
/// MetalLib as the air64 slice (CPU type AIR64, \p AIRSubtype from its AIR
/// version) first, then one GPU Mach-O slice per element of \p Slices, each
/// at a 2^14-aligned offset. This is what metal-tt writes.
void writeUniversal(llvm::StringRef MetalLib, uint32_t AIRSubtype,
                    const std::vector<Slice> &Slices, llvm::raw_ostream &OS);

/// True for a universal file: the GPU (0xcbfebabe) or classic (0xcafebabe)
/// fat magic, in either byte order.
bool isFatFile(llvm::StringRef Bytes);
/// Reads a universal file's header and classifies each slice (a 64-bit
/// Mach-O or a MetalLib). Errors name the file and the offset: counts that
/// cannot fit, slices outside the file, inside the header, overlapping or
/// misaligned, and slices that are neither kind.
llvm::Expected<FatFile> readFatFile(llvm::MemoryBufferRef Buffer);

/// Reads a thin or fat file; every offset and size is checked, errors name
/// the file and the offset.
llvm::Expected<std::vector<Slice>> readFile(llvm::MemoryBufferRef Buffer);

/// The section of a G13 or Intel function's nested Mach-O that holds its
/// program-scope constant data, in __TEXT (docs/gpu-macho.md): the bytes
/// the dispatch places in memory and passes the address of.
constexpr llvm::StringLiteral ConstantDataSection = "__const";
/// The contents of the section named \p Name in \p S; empty when \p S
/// has none.
llvm::StringRef sectionContents(const Slice &S, llvm::StringRef Name);
/// The section of a G13 or Intel function's nested Mach-O that lists its
/// constexpr samplers (docs/gpu-macho.md): the little-endian 32-bit
/// version (1) and count, then AIR's two 64-bit words of each, in the
/// order of the sampler states the driver loads them into.
constexpr llvm::StringLiteral ConstantSamplerSection = "__metalnt_smp";
/// The symbol a callable function's constexpr samplers are relocated
/// against (docs/gpu-macho.md, "Sampler state relocations"): in IR, and as
/// the slice's undefined symbol (with the Mach-O underscore).
constexpr llvm::StringLiteral SamplerStatesName = "metalnt.sampler_states";
constexpr llvm::StringLiteral SamplerStatesSymbol = "_metalnt.sampler_states";
/// What a loader does with one of Function's sampler state relocations
/// once its code is at Base in Code: the 32-bit field at Base + Field holds
/// the sampler's index in the function's list of Listed samplers, and gets
/// FirstState (the state the list was placed at) added. An error if the
/// field is outside the code or the index outside the list.
llvm::Error relocateSamplerState(std::string &Code, uint64_t Base, uint64_t Field,
                                 uint32_t FirstState, size_t Listed,
                                 llvm::StringRef Function);
std::string writeConstantSamplers(llvm::ArrayRef<std::array<uint64_t, 2>> Samplers);
/// The constexpr samplers S lists in its ConstantSamplerSection (none
/// without one); an error if it is malformed.
llvm::Expected<std::vector<std::array<uint64_t, 2>>> sliceConstantSamplers(const Slice &S);
/// The samplers of a ConstantSamplerSection; an error if it is malformed.
llvm::Expected<std::vector<std::array<uint64_t, 2>>>
readConstantSamplers(llvm::StringRef Contents);
/// The one slice of a pipeline function's nested Mach-O (what a G13 or
/// Intel translation wraps its code in); an error if it is not one thin
/// Mach-O.
llvm::Expected<Slice> readNestedSlice(llvm::StringRef NestedMachO);
/// A G13 or Intel function's calls of functions other objects define
/// (docs/gpu-macho.md, "Imports"): for each (symbol, offset of the call's
/// field in the code), an undefined symbol (one per name) and a relocation
/// of S's first section at CodeOffset + the offset: PC-relative, except
/// for SamplerStatesSymbol's (absolute: "Sampler state relocations").
void addImports(Slice &S, llvm::ArrayRef<std::pair<std::string, uint64_t>> Imports,
                uint64_t CodeOffset = 0);

/// What the Apple GPU code generator records of a kernel beside its code,
/// in the section __TEXT,__metalnt_info (ours, not Apple's: Apple's
/// __GPU_METADATA FlatBuffer is undocumented; docs/gpu-macho.md): one
/// record of three little-endian 32-bit words per function, in the order
/// of the functions.
constexpr llvm::StringLiteral KernelInfoSection = "__metalnt_info";
struct KernelInfo {
  static constexpr uint32_t CurrentVersion = 1;
  uint32_t Version = CurrentVersion;
  uint32_t GPRHalves = 0;  ///< general-register halves used (r0l.. plus one)
  uint32_t StackBytes = 0; ///< per thread, as the code's stack_adjust reserves
};
/// The records of a __metalnt_info section; an error names \p Where and the
/// offset of a truncated record or of a version this reader does not know.
llvm::Expected<std::vector<KernelInfo>> readKernelInfo(llvm::StringRef Contents,
                                                       llvm::StringRef Where);

} // namespace gpumacho
} // namespace metalnt

#endif
