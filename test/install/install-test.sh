#!/usr/bin/env bash
# The toolchain as a user installs it:
#   1. cmake --install into a temporary prefix; the installed tools run from
#      there (metal-tt on the bundled example, llc with the installed
#      plugin) and every manual page renders with man -l;
#   2. a consumer project finds the package with find_package(MetalNT),
#      builds, and lists the functions of a MetalLib; the list must equal
#      airlib-dump's;
#   3. cpack makes the Debian packages; dpkg-deb shows their dependencies
#      and contents, and the consumer builds against the packages' files
#      extracted with dpkg-deb -x. As root, and when no metal-nt package is
#      installed already, the packages are also installed with apt-get (no
#      download: their dependencies are the build's), the consumer is built
#      against /usr, and the packages are removed again.
#      METALNT_TEST_APT_INSTALL=0 skips that.
#
#   install-test.sh <build dir> <source dir>
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
llc=/usr/lib/llvm-22/bin/llc

step() { echo "== $*"; }

step "cmake --install --prefix $work/prefix"
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
prefix=$work/prefix
for t in metal metal-arch metal-nt metal-tt airlib-dump metallib metal-script metal-config gpu-mc metal-run; do
  test -x "$prefix/bin/$t" || { echo "missing tool $t"; exit 1; }
done
test ! -e "$prefix/bin/metallib-rewrite" || { echo "a test helper was installed"; exit 1; }
for p in AppleGPUPlugin IntelGPUPlugin; do test -f "$prefix/lib/metal-nt/$p.so"; done
test -f "$prefix/include/metalnt/MetalLib/MetalLib.h"
test -f "$prefix/include/metalnt/MetalScript/fbs/MetalPipelinesScript_generated.h"
test -f "$prefix/lib/cmake/MetalNT/MetalNTConfig.cmake"

step "the installed tools run"
"$prefix/bin/metallib" "$src/examples/compute/kernels.ll" -o "$work/kernels.metallib"
"$prefix/bin/metal-tt" -arch amdgpu_gfx1030 -arch amdgpu_gfx906 "$work/kernels.metallib" -o "$work/kernels.universal"
"$prefix/bin/airlib-dump" "$work/kernels.universal" | grep -c "Format: GPU Mach-O" | grep -qx 2
# The installed metal driver compiles OpenCL C with the system's clang.
printf '__kernel void k(__global int *a) { a[get_global_id(0)] += 1; }\n' > "$work/k.cl"
"$prefix/bin/metal" -arch air64_v23 -arch amdgpu_gfx1030 "$work/k.cl" -o "$work/k.universal"
"$prefix/bin/airlib-dump" "$work/k.universal" | grep -q "Format: GPU Mach-O"
echo 'fadd r0, r1, r2' > "$work/a.s"
"$prefix/bin/gpu-mc" -arch=applegpu -show-encoding "$work/a.s" | grep -q "2a8142422400"
if [ -x "$llc" ]; then
  "$llc" --load="$prefix/lib/metal-nt/AppleGPUPlugin.so" -version | grep -q applegpu
  "$llc" --load="$prefix/lib/metal-nt/IntelGPUPlugin.so" -version | grep -q intelgpu
fi

step "man -l renders every installed page without warnings"
pages=$(find "$prefix/share/man" -name '*.[15]' | sort)
test "$(echo "$pages" | wc -l)" -eq 11
for p in $pages; do
  if command -v man > /dev/null; then
    out=$(MANWIDTH=80 man -l --warnings=w "$p" 2>&1 > /dev/null) || { echo "man -l $p failed"; exit 1; }
  else
    out=$(groff -man -Tascii -ww -z "$p" 2>&1)
  fi
  test -z "$out" || { echo "$p: $out"; exit 1; }
done

consumer() { # consumer <prefix> <name>
  step "consumer project against $1"
  cmake -S "$src/test/install/consumer" -B "$work/$2" -G Ninja \
    -DCMAKE_PREFIX_PATH="$1" -DCMAKE_BUILD_TYPE=Release > "$work/$2.log"
  cmake --build "$work/$2" >> "$work/$2.log"
  "$work/$2/list-functions" "$work/kernels.metallib" > "$work/$2.txt"
  # airlib-dump lists the same functions in the same order.
  cut -d" " -f2 "$work/$2.txt" > "$work/$2.names"
  "$build/bin/airlib-dump" "$work/kernels.metallib" | sed -n 's/^    Name: //p' > "$work/expected.names"
  diff "$work/expected.names" "$work/$2.names"
  test -s "$work/$2.names"
  cat "$work/$2.txt"
}
consumer "$prefix" consumer-prefix

step "cpack: Debian packages"
(cd "$work" && cpack --config "$build/CPackConfig.cmake" -B "$work/debs" > "$work/cpack.log")
tools_deb=$(ls "$work"/debs/metal-nt_*.deb)
dev_deb=$(ls "$work"/debs/metal-nt-dev_*.deb)
dpkg-deb -f "$tools_deb" Package Depends Recommends
dpkg-deb -f "$dev_deb" Package Depends
dpkg-deb -f "$tools_deb" Depends | grep -q libllvm22
dpkg-deb -f "$tools_deb" Depends | grep -q clang-22
dpkg-deb -f "$dev_deb" Depends | grep -q "llvm-22-dev"
dpkg-deb -c "$tools_deb" > "$work/tools.list"
dpkg-deb -c "$dev_deb" > "$work/dev.list"
grep -q "./usr/bin/metal-tt$" "$work/tools.list"
grep -q "./usr/share/man/man5/metal-pipelines-script.5" "$work/tools.list"
grep -q "./usr/lib/metal-nt/AppleGPUPlugin.so$" "$work/tools.list"
grep -q "./usr/lib/cmake/MetalNT/MetalNTConfig.cmake$" "$work/dev.list"
grep -q "./usr/include/metalnt/MetalLib/MetalLib.h$" "$work/dev.list"
# Each file is in one package only.
! grep -q "/usr/include/" "$work/tools.list"
! grep -q "/usr/bin/" "$work/dev.list"
mkdir -p "$work/root"
dpkg-deb -x "$tools_deb" "$work/root"
dpkg-deb -x "$dev_deb" "$work/root"
"$work/root/usr/bin/metal-nt" -archs | grep -q amdgpu_gfx1030
consumer "$work/root/usr" consumer-deb

if [ "${METALNT_TEST_APT_INSTALL:-1}" = 1 ] && [ "$(id -u)" = 0 ] &&
   command -v apt-get > /dev/null &&
   ! dpkg-query -W -f='${Status}' metal-nt metal-nt-dev 2>/dev/null | grep -q "install ok"; then
  step "apt-get install the packages"
  trap 'DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq metal-nt metal-nt-dev > /dev/null 2>&1; rm -rf "$work"' EXIT
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "$tools_deb" "$dev_deb" > "$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
  /usr/bin/metal-tt -archs | grep -q amdgpu_gfx906
  consumer /usr consumer-apt
else
  step "apt-get install skipped (not root, or a metal-nt package is installed)"
fi
echo "install test: OK"
