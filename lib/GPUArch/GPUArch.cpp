//===- GPUArch.cpp - The registry of GPU architectures --------------------===//

#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>

using namespace llvm;
using namespace metalnt;

namespace {

struct FamilyEntry {
  StringRef Name;
  StringRef Chip;
  uint32_t Families;
};

constexpr uint32_t APPLE1 = FamilyApple1, APPLE2 = FamilyApple2,
                   APPLE3 = FamilyApple3, APPLE4 = FamilyApple4,
                   APPLE5 = FamilyApple5, APPLE6 = FamilyApple6,
                   APPLE7 = FamilyApple7, APPLE8 = FamilyApple8,
                   APPLE9 = FamilyApple9, MAC2 = FamilyMac2,
                   COMMON1 = FamilyCommon1, COMMON2 = FamilyCommon2,
                   COMMON3 = FamilyCommon3, METAL3 = FamilyMetal3;

const FamilyEntry FamilyTable[] = {
#define GPU_ARCH_FAMILIES(NAME, CHIP, FAMILIES) {#NAME, CHIP, FAMILIES},
#include "GPUFamilies.def"
};

// The AIR virtual architectures and their native platform versions, as
// metal-toolchain(7) lists them. They support no GPU family: families are a
// property of native GPUs.
const FamilyEntry AIRTable[] = {
    {"air64_v16", "AIR 1.6: iPhoneOS 8", 0},
    {"air64_v18", "AIR 1.8: iPhoneOS 9, macOS 10.11, tvOS 9", 0},
    {"air64_v111", "AIR 1.11: iPhoneOS 10, macOS 10.12, tvOS 10", 0},
    {"air64_v20", "AIR 2.0: iPhoneOS 11, macOS 10.13, tvOS 11, watchOS 3", 0},
    {"air64_v21", "AIR 2.1: iPhoneOS 12, macOS 10.14, tvOS 12, watchOS 4", 0},
    {"air64_v22", "AIR 2.2: iPhoneOS 13, macOS 10.15, tvOS 13, watchOS 5", 0},
    {"air64_v23", "AIR 2.3: iPhoneOS 14, macOS 11, tvOS 14, watchOS 6", 0},
    {"air64_v24", "AIR 2.4: iPhoneOS 15, macOS 12, tvOS 15, watchOS 7", 0},
    {"air64_v25", "AIR 2.5: iPhoneOS 16, macOS 13, tvOS 16, watchOS 8", 0},
    {"air64_v26", "AIR 2.6: iPhoneOS 17, macOS 14, tvOS 17, watchOS 9", 0},
};

const FamilyEntry *findFamilyEntry(StringRef Name) {
  for (const FamilyEntry &E : FamilyTable)
    if (E.Name == Name)
      return &E;
  for (const FamilyEntry &E : AIRTable)
    if (E.Name == Name)
      return &E;
  return nullptr;
}

std::vector<GPUArch> buildTable() {
  std::vector<GPUArch> Table;
#define GPU_ARCH(NAME, VENDOR, SUBTYPE, LLVMARCH, LLVMCPU, INSEED)             \
  Table.push_back(GPUArch{#NAME, GPUVendor::VENDOR, SUBTYPE, LLVMARCH,        \
                          LLVMCPU, INSEED, "", 0});
#include "GPUArchs.def"
  for (GPUArch &A : Table) {
    // Every architecture has an entry: the GPUArch unit test checks it.
    if (const FamilyEntry *E = findFamilyEntry(A.Name)) {
      A.Chip = E->Chip;
      A.Families = E->Families;
    }
  }
  return Table;
}

const GPUFamily AllFamilies[] = {
    FamilyApple1,  FamilyApple2,  FamilyApple3,  FamilyApple4, FamilyApple5,
    FamilyApple6,  FamilyApple7,  FamilyApple8,  FamilyApple9, FamilyMac2,
    FamilyCommon1, FamilyCommon2, FamilyCommon3, FamilyMetal3};

const char *const FamilyNames[] = {
    "apple1", "apple2",  "apple3",  "apple4",  "apple5", "apple6", "apple7",
    "apple8", "apple9",  "mac2",    "common1", "common2", "common3", "metal3"};

static_assert(std::size(AllFamilies) == NumGPUFamilies, "family table");
static_assert(std::size(FamilyNames) == NumGPUFamilies, "family names");

} // namespace

StringRef metalnt::getGPUFamilyName(GPUFamily F) {
  for (unsigned I = 0; I != NumGPUFamilies; ++I)
    if (AllFamilies[I] == F)
      return FamilyNames[I];
  return "";
}

std::optional<GPUFamily> metalnt::parseGPUFamily(StringRef Name) {
  for (unsigned I = 0; I != NumGPUFamilies; ++I)
    if (Name.equals_insensitive(FamilyNames[I]))
      return AllFamilies[I];
  return std::nullopt;
}

ArrayRef<GPUFamily> metalnt::getAllGPUFamilies() { return AllFamilies; }

std::string metalnt::formatGPUFamilies(uint32_t Mask) {
  std::string S;
  for (unsigned I = 0; I != NumGPUFamilies; ++I) {
    if (!(Mask & AllFamilies[I]))
      continue;
    if (!S.empty())
      S += ' ';
    S += FamilyNames[I];
  }
  return S;
}

StringRef metalnt::getVendorName(GPUVendor V) {
  switch (V) {
  case GPUVendor::AIR:
    return "air";
  case GPUVendor::Apple:
    return "apple";
  case GPUVendor::AMD:
    return "amd";
  case GPUVendor::Intel:
    return "intel";
  }
  return "";
}

uint32_t GPUArch::getCPUType() const {
  switch (Vendor) {
  case GPUVendor::AIR:
    return gpu_cpu_type::AIR64;
  case GPUVendor::Apple:
    return gpu_cpu_type::AppleGPU;
  case GPUVendor::AMD:
    return gpu_cpu_type::AMDGPU;
  case GPUVendor::Intel:
    return gpu_cpu_type::IntelGPU;
  }
  return 0;
}

ArrayRef<GPUArch> metalnt::getAllGPUArchs() {
  static const std::vector<GPUArch> Table = buildTable();
  return Table;
}

const GPUArch *metalnt::lookupGPUArch(StringRef Name) {
  for (const GPUArch &A : getAllGPUArchs())
    if (A.Name == Name)
      return &A;
  return nullptr;
}

const GPUArch *metalnt::lookupGPUArch(uint32_t CPUType, uint32_t CPUSubtype) {
  for (const GPUArch &A : getAllGPUArchs())
    if (A.getCPUType() == CPUType && A.CPUSubtype == CPUSubtype)
      return &A;
  return nullptr;
}

std::vector<StringRef> metalnt::suggestGPUArchs(StringRef Name,
                                                unsigned MaxResults) {
  std::string Lower = Name.lower();
  std::vector<std::pair<unsigned, StringRef>> Scored;
  for (const GPUArch &A : getAllGPUArchs()) {
    unsigned D = StringRef(Lower).edit_distance(A.Name);
    // A bare suffix ("g13g", "gfx906") should find its full name.
    if (A.Name.ends_with(Lower) && A.Name.size() > Lower.size() &&
        A.Name[A.Name.size() - Lower.size() - 1] == '_')
      D = 0;
    Scored.push_back({D, A.Name});
  }
  llvm::sort(Scored.begin(), Scored.end(),
                   [](const auto &L, const auto &R) { return L < R; });
  std::vector<StringRef> Result;
  // Only names within a plausible typo distance are worth suggesting.
  unsigned Limit = std::max<unsigned>(3, Lower.size() / 3);
  for (const auto &[D, N] : Scored) {
    if (Result.size() == MaxResults || D > Limit)
      break;
    Result.push_back(N);
  }
  return Result;
}

Expected<const GPUArch &> metalnt::parseGPUArch(StringRef Name) {
  if (const GPUArch *A = lookupGPUArch(Name))
    return *A;
  std::string Msg = formatv("unknown GPU architecture '{0}'", Name).str();
  std::vector<StringRef> Close = suggestGPUArchs(Name);
  if (!Close.empty())
    Msg += "; did you mean " + join(Close, ", ") + "?";
  else
    Msg += " (metal-config -archs lists every known architecture)";
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string metalnt::getUndescribedISAReason(const GPUArch &A) {
  if (A.Vendor != GPUVendor::Apple)
    return "";
  // applegpu_g<NN><variant>: G13 (the M1 family) is described by Mesa's AGX
  // compiler (src/asahi/compiler, AGX2.xml) and dougallj/applegpu, G14
  // (M2) by Mesa too.
  StringRef Gen = A.Name;
  if (!Gen.consume_front("applegpu_g"))
    return "";
  unsigned N = 0;
  if (!Gen.empty() && isdigit(Gen[0]))
    Gen.substr(0, Gen.find_if([](char C) { return !isdigit(C); })).getAsInteger(10, N);
  if (N == 13 || N == 14)
    return "";
  return "its instruction set is not publicly described (the G13's, the M1 "
         "family's, is: by Mesa's AGX compiler and dougallj/applegpu), so "
         "there is no code generator for it";
}
