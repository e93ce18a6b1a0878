#!/usr/bin/env bash
# The main job on the bundled example: link the hand-written AIR of
# examples/compute into MetalLibs with our linker, translate the MetalLib with
# the example's pipelines script into a fat GPU binary for two AMD GPUs, and
# dump the result down to its disassembly; then run saxpy with metal-run, the
# reference executor; finally translate saxpy for the Apple G13 with our back
# end and run that on the G13 simulator against the host.
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

echo "== metal-nt: the pipelines script resolved for two AMD GPUs"
"$bin/metal-nt" -arch amdgpu_gfx600 -arch amdgpu_gfx1030 -L "$out" \
  -N "$ex/pipelines.mtlp-json" -stop-after=metal-script
echo "== metal-nt: translated into a fat GPU binary"
"$bin/metal-nt" -arch amdgpu_gfx600 -arch amdgpu_gfx1030 -L "$out" \
  -platform_version macos 14.0 14.0 -N "$ex/pipelines.mtlp-json" -o "$out/pipelines.gpu"
"$bin/airlib-dump" --disassemble "$out/pipelines.gpu"
echo "== metal-script: the same script in the binary encoding"
"$bin/metal-script" "$ex/pipelines.mtlp-json" -o "$out/pipelines.mtlp"
"$bin/metal-nt" -arch amdgpu_gfx1030 -L "$out" -N "$out/pipelines.mtlp" -stop-after=metal-script

echo "== metal-run: saxpy (y = 2x + y, use_bias on: +1) over 10 threads in threadgroups of 4, on the host"
python3 -c "
import struct
open('$out/a.bin', 'wb').write(struct.pack('<f', 2.0))
open('$out/x.bin', 'wb').write(struct.pack('<10f', *range(10)))
open('$out/y.bin', 'wb').write(struct.pack('<10f', *[100.0] * 10))"
"$bin/metal-run" "$out/kernels.metallib" -function=saxpy -grid=10 -threadgroup=4 \
  -constant=use_bias=true -buffer=0:@"$out/a.bin" -buffer=1:@"$out/x.bin" \
  -buffer=2:@"$out/y.bin" -output=2:"$out/y.out"
python3 -c "
import struct
print('y =', struct.unpack('<10f', open('$out/y.out', 'rb').read()))"

echo "== metal-nt: saxpy for the Apple G13 GPU (our back end), as G13 assembly"
echo '{ "function": "saxpy" }' > "$out/saxpy.airf-json"
"$bin/metal-nt" -arch applegpu_g13g "$out/kernels.metallib" -N "$out/saxpy.airf-json" -S
echo "== metal-run: the G13 translation on the G13 simulator, compared with the host"
"$bin/metal-run" "$out/kernels.metallib" -function=saxpy -grid=10 -threadgroup=4 \
  -constant=use_bias=true -buffer=0:@"$out/a.bin" -buffer=1:@"$out/x.bin" \
  -buffer=2:@"$out/y.bin" -compare=host,applegpu_g13g
