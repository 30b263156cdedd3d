#!/usr/bin/env bash
# Quick start, command 2: install what is missing, then build and run every test with CTest twice:
# a Release build (build/) and an AddressSanitizer + UndefinedBehaviorSanitizer build
# (build-sanitize/). GL tests run under Xvfb when there is no display. Then, for a full run, the
# fuzzers' short stage: each libFuzzer target for 15 s (scripts/fuzz.sh, a clang build in build-fuzz/).
#   scripts/test.sh                 everything
#   scripts/test.sh -L accuracy     only the tests with that CTest label (in both builds), no fuzzing
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs="$(nproc)"

run_ctest() {
  local dir="$1"; shift
  if [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1280x720x24" ctest --test-dir "$dir" --output-on-failure -j"$jobs" "$@"
  else
    ctest --test-dir "$dir" --output-on-failure -j"$jobs" "$@"
  fi
}

echo "== Release build and tests"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
run_ctest build "$@"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPERIHELION_SANITIZE=ON \
  -DPERIHELION_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build-sanitize -j"$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  run_ctest build-sanitize "$@"

# A run of some tests only (arguments for CTest) is not the full check: the fuzzers are left out.
if [ $# -eq 0 ]; then
  scripts/fuzz.sh
fi
