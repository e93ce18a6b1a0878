//===- GPUArch.h - The registry of GPU architectures ------------*- C++ -*-===//
//
// Every architecture name metal-nt accepts (-arch), with what each tool needs
// to know about it: its vendor, its Mach-O CPU type and subtype, the LLVM
// target and processor that generate its code, and the Metal GPU families it
// supports. See docs/gpu-families.md for the sources of every value.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_GPUARCH_GPUARCH_H
#define METALNT_GPUARCH_GPUARCH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {

enum class GPUVendor : uint8_t { AIR, Apple, AMD, Intel };

/// Mach-O CPU types of GPU slices (shared/facts/gpu-targets.md).
namespace gpu_cpu_type {
constexpr uint32_t ABI64 = 0x01000000;
constexpr uint32_t AppleGPU = ABI64 | 19;
constexpr uint32_t AMDGPU = ABI64 | 20;
constexpr uint32_t IntelGPU = ABI64 | 21;
constexpr uint32_t AIR64 = ABI64 | 23;
} // namespace gpu_cpu_type

/// Metal GPU families, as spelled by metal-tt -gpu-family and by the
/// supportsFamily() predicates of pipelines scripts. One bit each.
enum GPUFamily : uint32_t {
  FamilyApple1 = 1u << 0,
  FamilyApple2 = 1u << 1,
  FamilyApple3 = 1u << 2,
  FamilyApple4 = 1u << 3,
  FamilyApple5 = 1u << 4,
  FamilyApple6 = 1u << 5,
  FamilyApple7 = 1u << 6,
  FamilyApple8 = 1u << 7,
  FamilyApple9 = 1u << 8,
  FamilyMac2 = 1u << 9,
  FamilyCommon1 = 1u << 10,
  FamilyCommon2 = 1u << 11,
  FamilyCommon3 = 1u << 12,
  FamilyMetal3 = 1u << 13,
};
constexpr unsigned NumGPUFamilies = 14;

/// The lower-case name of one family ("apple7", "mac2", "metal3").
llvm::StringRef getGPUFamilyName(GPUFamily F);
/// Parses a family name (case-insensitive: "Apple7" and "apple7" both work).
std::optional<GPUFamily> parseGPUFamily(llvm::StringRef Name);
/// Every family, in declaration order.
llvm::ArrayRef<GPUFamily> getAllGPUFamilies();
/// "apple1 apple2 ... metal3" for a family mask.
std::string formatGPUFamilies(uint32_t Mask);

struct GPUArch {
  llvm::StringRef Name;     ///< -arch spelling, e.g. "applegpu_g13g"
  GPUVendor Vendor;
  uint32_t CPUSubtype;      ///< Mach-O CPU subtype
  llvm::StringRef LLVMArch; ///< LLVM target name (-march)
  llvm::StringRef LLVMCPU;  ///< LLVM processor (-mcpu); empty for AIR
  bool InSeed;              ///< listed by metal-toolchain(7)
  llvm::StringRef Chip;     ///< the hardware it names
  uint32_t Families;        ///< mask of GPUFamily

  uint32_t getCPUType() const;
  bool isAIR() const { return Vendor == GPUVendor::AIR; }
  bool supports(GPUFamily F) const { return (Families & F) != 0; }
};

llvm::StringRef getVendorName(GPUVendor V);

/// Why no code generator can exist for \p A when its instruction set is
/// not publicly described (Apple GPUs before the G13 and after the G14);
/// empty for the others.
std::string getUndescribedISAReason(const GPUArch &A);

/// All architectures, AIR first, then Apple, AMD and Intel.
llvm::ArrayRef<GPUArch> getAllGPUArchs();

/// Exact lookup by name; null when unknown.
const GPUArch *lookupGPUArch(llvm::StringRef Name);

/// Lookup by Mach-O CPU type and subtype; null when unknown.
const GPUArch *lookupGPUArch(uint32_t CPUType, uint32_t CPUSubtype);

/// Like lookupGPUArch, but an unknown name is an error that lists the closest
/// known names.
llvm::Expected<const GPUArch &> parseGPUArch(llvm::StringRef Name);

/// Up to MaxResults known names closest to Name (edit distance), best first.
std::vector<llvm::StringRef> suggestGPUArchs(llvm::StringRef Name,
                                             unsigned MaxResults = 4);

} // namespace metalnt

#endif // METALNT_GPUARCH_GPUARCH_H
