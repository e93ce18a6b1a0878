//===- DetectGPUs.cpp - The GPUs of this machine --------------------------===//
//
// PCI IDs: Linux's include/drm/intel/i915_pciids.h (SKL, KBL and ICL
// device IDs by GT) and drivers/gpu/drm/amd/amdgpu/amdgpu_drv.c (pciidlist:
// device IDs by ASIC), with the ASIC-to-gfx mapping of LLVM's AMDGPUUsage
// ("Processors"). Apple GPUs are not PCI devices: Asahi Linux's device
// trees name them "apple,agx-g13g" and so on. Intel architecture names end
// in the PCI revision ID (r6 for revision 6).
//
//===----------------------------------------------------------------------===//

#include "metalnt/GPUArch/DetectGPUs.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace llvm;
using namespace metalnt;

namespace {

struct IDRange {
  uint16_t First, Last;
  const char *Name;   ///< the chip
  const char *Arch;   ///< ours (Intel: without the revision)
};

// AMD (vendor 0x1002): the ASICs of Macs' GPUs and their neighbours.
const IDRange AMDRanges[] = {
    {0x6780, 0x679F, "Tahiti", "amdgpu_gfx600"},
    {0x67A0, 0x67BF, "Hawaii", "amdgpu_gfx701"},
    {0x6640, 0x665F, "Bonaire", "amdgpu_gfx704"},
    {0x6920, 0x693F, "Tonga", "amdgpu_gfx802"},
    {0x67C0, 0x67FF, "Polaris 10/11", "amdgpu_gfx803"},
    {0x6980, 0x699F, "Polaris 12", "amdgpu_gfx803"},
    {0x6860, 0x687F, "Vega 10", "amdgpu_gfx900"},
    {0x69A0, 0x69AF, "Vega 12", "amdgpu_gfx904"},
    {0x66A0, 0x66AF, "Vega 20", "amdgpu_gfx906"},
    {0x7310, 0x731F, "Navi 10", "amdgpu_gfx1010"},
    {0x7360, 0x736F, "Navi 12", "amdgpu_gfx1011"},
    {0x7340, 0x734F, "Navi 14", "amdgpu_gfx1012"},
    {0x73A0, 0x73BF, "Navi 21", "amdgpu_gfx1030"},
    {0x73E0, 0x73FF, "Navi 23", "amdgpu_gfx1032"},
};

// Intel (vendor 0x8086): Gen9 and Gen11 GPUs by GT.
const IDRange IntelRanges[] = {
    {0x1902, 0x1902, "Skylake GT1", nullptr},
    {0x1906, 0x1906, "Skylake GT1", nullptr},
    {0x190B, 0x190B, "Skylake GT1", nullptr},
    {0x1912, 0x1912, "Skylake GT2", "intelgpu_skl_gt2"},
    {0x1916, 0x1916, "Skylake GT2", "intelgpu_skl_gt2"},
    {0x191A, 0x191E, "Skylake GT2", "intelgpu_skl_gt2"},
    {0x1921, 0x1921, "Skylake GT2", "intelgpu_skl_gt2"},
    {0x1923, 0x1923, "Skylake GT3", "intelgpu_skl_gt3"},
    {0x1926, 0x1927, "Skylake GT3", "intelgpu_skl_gt3"},
    {0x192B, 0x192B, "Skylake GT3", "intelgpu_skl_gt3"},
    {0x192D, 0x192D, "Skylake GT3", "intelgpu_skl_gt3"},
    {0x5912, 0x5912, "Kaby Lake GT2", "intelgpu_kbl_gt2"},
    {0x5916, 0x5917, "Kaby Lake GT2", "intelgpu_kbl_gt2"},
    {0x591A, 0x591E, "Kaby Lake GT2", "intelgpu_kbl_gt2"},
    {0x5921, 0x5921, "Kaby Lake GT2", "intelgpu_kbl_gt2"},
    {0x5923, 0x5923, "Kaby Lake GT3", "intelgpu_kbl_gt3"},
    {0x5926, 0x5927, "Kaby Lake GT3", "intelgpu_kbl_gt3"},
    {0x8A51, 0x8A52, "Ice Lake G7", "intelgpu_icl_1x8x8"},
    {0x8A5A, 0x8A5A, "Ice Lake G7", "intelgpu_icl_1x8x8"},
    {0x8A5C, 0x8A5C, "Ice Lake G7", "intelgpu_icl_1x8x8"},
    {0x8A53, 0x8A53, "Ice Lake G4", "intelgpu_icl_1x6x8"},
    {0x8A56, 0x8A56, "Ice Lake G4", "intelgpu_icl_1x6x8"},
    {0x8A58, 0x8A58, "Ice Lake G4", "intelgpu_icl_1x6x8"},
};

const IDRange *findRange(ArrayRef<IDRange> Table, uint16_t Device) {
  for (const IDRange &R : Table)
    if (Device >= R.First && Device <= R.Last)
      return &R;
  return nullptr;
}

/// "intelgpu_skl_gt2" and revision 6: intelgpu_skl_gt2r6 if we have it,
/// else the known revision nearest below (or the lowest).
const GPUArch *intelArch(StringRef Prefix, uint8_t Revision, std::string &Note) {
  const GPUArch *Best = nullptr;
  unsigned BestRev = 0;
  for (const GPUArch &A : getAllGPUArchs()) {
    StringRef Name = A.Name;
    if (!Name.consume_front(Prefix) || !Name.consume_front("r"))
      continue;
    unsigned Rev;
    if (Name.getAsInteger(10, Rev))
      continue;
    bool Better = !Best || (Rev <= Revision && (BestRev > Revision || Rev > BestRev)) ||
                  (BestRev > Revision && Rev < BestRev);
    if (Better) {
      Best = &A;
      BestRev = Rev;
    }
  }
  if (Best && BestRev != Revision)
    Note = " (revision " + std::to_string(Revision) + ": nearest known r" +
           std::to_string(BestRev) + ")";
  return Best;
}

std::optional<uint64_t> readHex(const Twine &Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return std::nullopt;
  StringRef S = (*Buf)->getBuffer().trim();
  S.consume_front("0x");
  uint64_t V;
  if (S.getAsInteger(16, V))
    return std::nullopt;
  return V;
}

} // namespace

const GPUArch *metalnt::archForPCIDevice(uint16_t Vendor, uint16_t Device,
                                         uint8_t Revision, std::string &Description) {
  if (Vendor == 0x1002) {
    if (const IDRange *R = findRange(AMDRanges, Device)) {
      Description = std::string("AMD ") + R->Name;
      return lookupGPUArch(R->Arch);
    }
    Description = "an AMD GPU without a Metal architecture";
    return nullptr;
  }
  if (Vendor == 0x8086) {
    const IDRange *R = findRange(IntelRanges, Device);
    if (!R) {
      Description = "an Intel GPU without a Metal architecture";
      return nullptr;
    }
    Description = std::string("Intel ") + R->Name;
    if (!R->Arch) {
      Description += " (Metal's Intel architectures are GT2 and up)";
      return nullptr;
    }
    std::string Note;
    const GPUArch *A = intelArch(R->Arch, Revision, Note);
    Description += Note;
    return A;
  }
  Description = "a GPU of vendor 0x" + utohexstr(Vendor, true, 4) +
                ", which Metal has no architecture for";
  return nullptr;
}

std::vector<DetectedGPU> metalnt::detectGPUs(StringRef SysRoot) {
  std::vector<DetectedGPU> Found;
  SmallString<128> PCI(SysRoot);
  sys::path::append(PCI, "sys", "bus", "pci", "devices");
  std::error_code EC;
  for (sys::fs::directory_iterator I(PCI, EC), E; !EC && I != E; I.increment(EC)) {
    StringRef Dir = I->path();
    std::optional<uint64_t> Class = readHex(Dir + "/class");
    // PCI base class 0x03: display controllers.
    if (!Class || (*Class >> 16) != 0x03)
      continue;
    DetectedGPU G;
    G.Location = sys::path::filename(Dir).str();
    G.VendorID = uint16_t(readHex(Dir + "/vendor").value_or(0));
    G.DeviceID = uint16_t(readHex(Dir + "/device").value_or(0));
    G.Revision = uint8_t(readHex(Dir + "/revision").value_or(0));
    G.Arch = archForPCIDevice(G.VendorID, G.DeviceID, G.Revision, G.Description);
    Found.push_back(std::move(G));
  }
  // Apple GPUs: platform devices whose device-tree node is compatible with
  // "apple,agx-<gNNv>".
  SmallString<128> Platform(SysRoot);
  sys::path::append(Platform, "sys", "bus", "platform", "devices");
  for (sys::fs::directory_iterator I(Platform, EC), E; !EC && I != E; I.increment(EC)) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
        MemoryBuffer::getFile(I->path() + "/of_node/compatible");
    if (!Buf)
      continue;
    SmallVector<StringRef, 4> Names;
    (*Buf)->getBuffer().split(Names, '\0', -1, false);
    for (StringRef C : Names) {
      if (!C.consume_front("apple,agx-g"))
        continue;
      DetectedGPU G;
      G.Location = sys::path::filename(I->path()).str();
      G.VendorID = 0x106B;
      G.Arch = lookupGPUArch(("applegpu_g" + C).str());
      G.Description = G.Arch ? "Apple " + G.Arch->Chip.str()
                             : "an Apple GPU (g" + C.str() + ") we have no architecture for";
      Found.push_back(std::move(G));
      break;
    }
  }
  llvm::sort(Found, [](const DetectedGPU &A, const DetectedGPU &B) {
    return A.Location < B.Location;
  });
  return Found;
}
