//===- Config.h - metal-nt's configuration file -----------------*- C++ -*-===//
//
// Defaults for metal-nt, from ${TOOLCHAIN}/lib/air-nt/config.yaml or -c:
//
//   archs: [amdgpu_gfx906, amdgpu_gfx1030]   # when no -arch is given
//   jobs: 2                                  # when no -j is given
//   search-paths: [/opt/metal/libs]          # after the -L directories
//   platform-version: [macos, "14.0", "14.2"] # when no -platform_version
//
// Unknown keys are errors (file:line:col), as is a malformed file.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_DRIVER_CONFIG_H
#define METALNT_DRIVER_CONFIG_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {

struct Config {
  std::vector<std::string> Archs;
  std::optional<unsigned> Jobs;
  std::vector<std::string> SearchPaths;
  std::vector<std::string> PlatformVersion;
};

/// Reads a configuration file.
llvm::Expected<Config> readConfig(llvm::StringRef Path);
/// Reads a configuration from a buffer (its identifier names it in errors).
llvm::Expected<Config> readConfig(std::unique_ptr<llvm::MemoryBuffer> Buf);

} // namespace metalnt

#endif
