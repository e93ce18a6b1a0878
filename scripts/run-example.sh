#!/usr/bin/env bash
# The main job on the bundled example: link the hand-written AIR of
# examples/compute into MetalLibs with our linker, then describe them.
# (When metal-nt's translation lands, this also translates them with
# examples/compute/pipelines.mtlp-json and dumps the GPU binary.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
"$root/scripts/build.sh"
bin=$build/bin
out=$build/example
ex=$root/examples/compute
mkdir -p "$out"

echo "== metallib: link kernels.ll into an executable MetalLib"
"$bin/metallib" "$ex/kernels.ll" -o "$out/kernels.metallib"
echo "== metallib: a dynamic library and an executable that links it"
"$bin/metallib" -dynamiclib "$ex/mathlib.ll" -o "$out/libmathlib.metallib"
"$bin/metallib" "$ex/uses_mathlib.ll" -l "$out/libmathlib.metallib" -o "$out/app.metallib"

echo "== airlib-dump $out/kernels.metallib"
"$bin/airlib-dump" "$out/kernels.metallib"
echo "== airlib-dump $out/app.metallib (imports and linked libraries)"
"$bin/airlib-dump" "$out/app.metallib" | sed -n '/^HeaderExtension/,$p'
echo "== airlib-dump --ir --function=saxpy (the AIR inside, as LLVM reads it)"
"$bin/airlib-dump" --ir --function=saxpy "$out/kernels.metallib" | sed -n '/^define/,/^}/p'
