#!/usr/bin/env bash
# The main job on the bundled example: link the hand-written AIR of
# examples/compute into MetalLibs with our linker, describe them, and run
# metal-nt with the example's pipelines script as far as it goes today
# (-stop-after=metal-script: the script loaded, checked and resolved for two
# GPUs). Native translation is the next stage of the project.
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

echo "== metal-nt: the pipelines script resolved for an AMD and an Apple GPU"
"$bin/metal-nt" -arch amdgpu_gfx600 -arch applegpu_g13g -L "$out" \
  -N "$ex/pipelines.mtlp-json" -stop-after=metal-script
echo "== metal-script: the same script in the binary encoding"
"$bin/metal-script" "$ex/pipelines.mtlp-json" -o "$out/pipelines.mtlp"
"$bin/metal-nt" -arch amdgpu_gfx1030 -L "$out" -N "$out/pipelines.mtlp" -stop-after=metal-script
