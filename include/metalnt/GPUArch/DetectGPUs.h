//===- DetectGPUs.h - The GPUs of this machine ------------------*- C++ -*-===//
//
// What metal-arch(1) prints (metal-toolchain(7): "the architectures of the
// GPUs available in the current platform"): PCI display controllers from
// sysfs, mapped by vendor and device ID to our architecture names, and
// Apple GPUs from the device tree (Asahi Linux). docs/gpu-architectures.md
// gives the tables' sources.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_GPUARCH_DETECTGPUS_H
#define METALNT_GPUARCH_DETECTGPUS_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace metalnt {

struct GPUArch;

/// One GPU found on the machine.
struct DetectedGPU {
  std::string Location;      ///< PCI slot ("0000:03:00.0") or device-tree node
  uint16_t VendorID = 0, DeviceID = 0;
  uint8_t Revision = 0;
  std::string Description;   ///< what the tables call it ("Navi 21")
  /// Our architecture for it; null when no architecture matches (the
  /// description says why).
  const GPUArch *Arch = nullptr;
};

/// The GPUs under \p SysRoot ("/" normally: /sys/bus/pci/devices and
/// /sys/bus/platform/devices are read from there), in PCI slot order.
std::vector<DetectedGPU> detectGPUs(llvm::StringRef SysRoot = "/");

/// The architecture of a PCI GPU by vendor, device and revision; null if
/// none. \p Description receives the chip's name or why none matches.
const GPUArch *archForPCIDevice(uint16_t Vendor, uint16_t Device,
                                uint8_t Revision, std::string &Description);

} // namespace metalnt

#endif
