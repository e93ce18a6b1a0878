#!/usr/bin/env bash
# The whole test suite: set-up, build, then every lit and GoogleTest suite
# through ctest, which prints the closing summary line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
"$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure -j"${JOBS:-$(nproc)}"
