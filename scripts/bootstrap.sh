#!/usr/bin/env bash
# Installs every Debian package the build and the tests need. Idempotent: a
# package already present is not downloaded again, and on a machine that has
# everything it does no network access at all.
set -euo pipefail

PACKAGES=(
  cmake ninja-build ccache git python3
  llvm-22-dev llvm-22-tools clang-22 libclang-rt-22-dev
  libflatbuffers-dev flatbuffers-compiler
  nlohmann-json3-dev
  libgtest-dev libgmock-dev
  libarchive-dev libbz2-dev zlib1g-dev libzstd-dev
  libigc-tools groff-base
  # ocloc, Intel's compiler: bench/intelgpu-bench.py compares with it
  intel-opencl-icd
  # pocl, OpenCL on the CPU, and the ICD loader: test/metal compares the
  # metal driver's OpenCL C with it
  pocl-opencl-icd ocl-icd-libopencl1
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi
echo "bootstrap: installing ${missing[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
