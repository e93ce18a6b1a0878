#!/usr/bin/env bash
# A fuzzing campaign over any or all of the project's libFuzzer targets.
#
#   scripts/fuzz.sh [-t SECONDS] [-w WORK_DIR] [-j JOBS] [FUZZER...]
#
# Each fuzzer runs for SECONDS (default 60) with a fresh random seed
# (printed, so a run can be repeated with -seed=), starting from its kept
# corpus in test/fuzz/corpus/<fuzzer>/ and its work corpus in
# WORK_DIR/<fuzzer>/corpus (default build/fuzz), into which the new coverage
# is merged at the end (libFuzzer's -merge=1). Crash, leak and timeout
# artifacts are kept in WORK_DIR/<fuzzer>/artifacts with a one-line command
# that reproduces each. Prints per fuzzer: runs, final coverage, crashes.
# With no FUZZER, all of them. The fuzzers are built with the project when
# the compiler is clang (tools/fuzzers).
#
# To grow the kept corpus from a campaign (small and minimized):
#   build/bin/<fuzzer> -merge=1 test/fuzz/corpus/<fuzzer> WORK_DIR/<fuzzer>/corpus
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
seconds=60
work=$build/fuzz
while getopts "t:w:j:" opt; do
  case $opt in
    t) seconds=$OPTARG ;;
    w) work=$OPTARG ;;
    j) ;; # reserved: fuzzers run one after another on this 2-core machine
    *) echo "usage: $0 [-t SECONDS] [-w WORK_DIR] [FUZZER...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
fuzzers=("$@")
if [ ${#fuzzers[@]} -eq 0 ]; then
  for f in "$build"/bin/*-fuzzer; do fuzzers+=("$(basename "$f")"); done
fi
if [ ${#fuzzers[@]} -eq 0 ] || [ ! -x "$build/bin/${fuzzers[0]}" ]; then
  echo "fuzz.sh: no fuzzers in $build/bin (they are built when the compiler is clang)" >&2
  exit 1
fi

# Options some targets need (see test/fuzz): LLVM's AMDGPU disassembler can
# crash on invalid encodings; airlib-dump recovers, so SEGV stays LLVM's.
extra_options() {
  case $1 in
    gpumacho-reader-fuzzer) echo "-handle_segv=0" ;;
    intelgpu-disassembler-fuzzer) echo "-max_len=256" ;;
  esac
}

status=0
printf '%-32s %12s %10s %8s %s\n' fuzzer runs coverage crashes seed
for f in "${fuzzers[@]}"; do
  bin=$build/bin/$f
  [ -x "$bin" ] || { echo "fuzz.sh: no fuzzer $f" >&2; status=1; continue; }
  dir=$work/$f
  mkdir -p "$dir/corpus" "$dir/artifacts" "$dir/new"
  kept=$root/test/fuzz/corpus/$f
  seed_dirs=("$dir/corpus")
  [ -d "$kept" ] && seed_dirs+=("$kept")
  seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
  log=$dir/run-$seed.log
  env ASAN_OPTIONS=handle_segv=0 "$bin" -seed="$seed" -max_total_time="$seconds" \
    -rss_limit_mb=2048 -print_final_stats=1 $(extra_options "$f") \
    -artifact_prefix="$dir/artifacts/" "$dir/new" "${seed_dirs[@]}" > "$log" 2>&1 || true
  # New coverage joins the work corpus.
  "$bin" -merge=1 $(extra_options "$f") "$dir/corpus" "$dir/new" > "$dir/merge.log" 2>&1 || true
  rm -rf "$dir/new"
  runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  crashes=0
  for a in "$dir"/artifacts/*; do
    case $a in *.repro) continue ;; esac
    [ -e "$a" ] || continue
    [ -e "$a.repro" ] || echo "$bin $(extra_options "$f") $a" > "$a.repro"
    case $(basename "$a") in
      slow-unit-*)
        # libFuzzer times units by the wall clock: on a busy machine a unit
        # can seem slow. Run it again alone; only a slow rerun counts.
        start=$(date +%s%N)
        "$bin" $(extra_options "$f") "$a" > /dev/null 2>&1 || true
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        if [ "$ms" -ge 1000 ]; then
          crashes=$((crashes + 1))
        else
          echo "  $(basename "$a"): slow when found, reruns in $ms ms (not counted)"
        fi ;;
      *) crashes=$((crashes + 1)) ;;
    esac
  done
  printf '%-32s %12s %10s %8s %s\n' "$f" "${runs:-?}" "${cov:-?}" "$crashes" "$seed"
  if [ "$crashes" -gt 0 ]; then
    status=1
    for r in "$dir"/artifacts/*.repro; do echo "  reproduce: $(cat "$r")"; done
  fi
done
exit $status
