#!/usr/bin/env bash
# The fuzzers (docs/fuzzing.md): installs Debian's clang 14 when missing, builds the libFuzzer targets of
# tests/fuzz in build-fuzz/ (PERIHELION_FUZZ=ON) and runs them. Everything a run makes (the corpus it
# grows, crash-* inputs, logs) stays in build-fuzz/fuzz/TARGET/.
#   scripts/fuzz.sh                  every target for FUZZ_SECONDS (default 15) each; exits 1 on any crash
#   scripts/fuzz.sh TARGET SECONDS   one target for longer (solar_system, ship_types, station_types, rules,
#                                    combat, scenario, scenario_world, recording, save, packet)
#   scripts/fuzz.sh --campaign TARGET...  the long campaign (issue 22): each target until 10 million
#                                    executions or an hour, whichever first; a line of its figures is added
#                                    to build-fuzz/fuzz/campaign.tsv (the README's table)
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(solar_system ship_types station_types rules combat scenario scenario_world recording save packet)

# The seeds of each target: the files of its format in data/ and tests/data/, the hand-made ones in
# tests/fuzz/seeds/TARGET/ and the inputs that once crashed it (tests/data/fuzz/TARGET/).
seeds_of() {
  case "$1" in
    solar_system) echo data/solar_system.json tests/data/broken/*.json tests/data/cli/two_errors.json ;;
    ship_types) echo data/ships.json ;;
    station_types) echo data/stations.json ;;
    rules) echo data/rules.json ;;
    combat) echo data/combat.json ;;
    scenario | scenario_world) echo data/scenarios/*.json tests/data/cli/skirmish_broken.json ;;
    recording | save) ;;
    packet) find build-fuzz/fuzz/packet/generated -type f | sort ;;
  esac
  for dir in "tests/fuzz/seeds/$1" "tests/data/fuzz/$1"; do
    [ -d "$dir" ] && find "$dir" -type f | sort
  done
  return 0
}

dictionary_of() {
  case "$1" in
    recording) echo "-dict=tests/fuzz/recording.dict" ;;
    packet) ;;  # binary: no dictionary
    *) echo "-dict=tests/fuzz/json.dict" ;;
  esac
}

# An input slower than this many seconds is reported as a timeout (libFuzzer's exit 70). Wall-clock time: on a
# machine shared with builds a starved fuzzer can miss 10 s without a slow input (the campaign's first
# ship_types hour did, at nice 19 beside two builds: both inputs it wrote run in 0.07 s alone), so the long
# campaign allows a minute.
unit_timeout=10

# Runs one target for $2 seconds (and at most $3 executions); libFuzzer's exit code (0: nothing found).
run_target() {
  local target="$1" seconds="$2" runs_limit="${3:--1}" out="build-fuzz/fuzz/$1"
  rm -rf "$out/seeds"
  mkdir -p "$out/seeds" "$out/corpus"
  # shellcheck disable=SC2046  # the seed list is words, one file each
  cp $(seeds_of "$target") "$out/seeds/"
  local status=0
  # shellcheck disable=SC2046  # the dictionary option is one word, or none
  "build-fuzz/tests/fuzz/${target}_fuzz" -max_total_time="$seconds" -runs="$runs_limit" -timeout="${unit_timeout}" -rss_limit_mb=2048 \
    $(dictionary_of "$target") -artifact_prefix="$out/" -print_final_stats=1 \
    "$out/corpus" "$out/seeds" >"$out/log.txt" 2>&1 || status=$?
  # libFuzzer's last status line: executions, coverage (cov: edges, ft: features), corpus, exec/s.
  local last runs speed
  last="$(grep -E '^#[0-9]+' "$out/log.txt" | tail -n 1 || true)"
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log.txt")"
  speed="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$out/log.txt")"
  if [ "$status" -eq 0 ]; then
    echo "$target: ${runs:-?} runs, ${speed:-?} exec/s | $last"
  else
    echo "$target: FAILED (exit $status) after ${runs:-?} runs; the input is in $out/, the report in $out/log.txt:"
    grep -E 'ERROR|invariant broken|runtime error|SUMMARY|Test unit written' "$out/log.txt" | head -n 8
  fi
  return "$status"
}

usage() {
  echo "usage: scripts/fuzz.sh [TARGET SECONDS]   (TARGET: ${targets[*]})" >&2
  exit 2
}
campaign=0
if [ "${1:-}" = "--campaign" ]; then
  campaign=1
  shift
  [ $# -ge 1 ] || usage
  for t in "$@"; do
    known=0
    for k in "${targets[@]}"; do [ "$k" = "$t" ] && known=1; done
    [ "$known" -eq 1 ] || usage
  done
elif [ $# -ne 0 ] && [ $# -ne 2 ]; then
  usage
fi
if [ "$campaign" -eq 0 ] && [ $# -eq 2 ]; then
  target="${1%_fuzz}"
  known=0
  for t in "${targets[@]}"; do [ "$t" = "$target" ] && known=1; done
  if [ "$known" -eq 0 ] || [[ ! "$2" =~ ^[0-9]+$ ]]; then usage; fi
fi

scripts/install-deps.sh --fuzz
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# The compilers through CC and CXX, which only a first configure reads: naming them with -D again would
# make CMake start the cache afresh whenever they were given otherwise, dropping PERIHELION_FUZZ.
CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -DPERIHELION_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "${launcher[@]}" >/dev/null
cmake --build build-fuzz -j"$(nproc)"
build-fuzz/tests/fuzz/packet_seeds build-fuzz/fuzz/packet/generated  # the packet target's seeds
# Readable stack traces in the reports.
export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-/usr/bin/llvm-symbolizer-14}"

if [ "$campaign" -eq 1 ]; then
  unit_timeout=60
  # Each target from its corpus so far (the campaign's runs add to it), for 10 million executions or an
  # hour. campaign.tsv: date, commit, target, executions, seconds, exec/s, corpus files, cov, ft, result.
  table=build-fuzz/fuzz/campaign.tsv
  [ -f "$table" ] || printf 'date\tcommit\ttarget\texecutions\tseconds\texec_per_s\tcorpus\tcov\tft\tresult\n' >"$table"
  failed=0
  built="$(git rev-parse --short HEAD)"  # the commit the targets were built from, however long they run
  for target in "$@"; do
    started=$(date +%s)
    status=0
    run_target "$target" 3600 10000000 || status=$?
    log="build-fuzz/fuzz/$target/log.txt"
    last="$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$built" "$target" \
      "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")" "$(($(date +%s) - started))" \
      "$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")" "$(find "build-fuzz/fuzz/$target/corpus" -type f | wc -l)" \
      "$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")" "$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")" \
      "$(case "$status" in 0) echo nothing ;; 70) echo "timeout (exit 70)" ;; *) echo "crash (exit $status)" ;; esac)" >>"$table"
    [ "$status" -eq 0 ] || failed=1
  done
  column -t -s $'\t' "$table"
  exit "$failed"
fi
if [ $# -eq 2 ]; then
  run_target "$target" "$2"
  exit
fi
echo "== Fuzzers: each target for ${FUZZ_SECONDS:-15} s"
failed=0
for target in "${targets[@]}"; do
  run_target "$target" "${FUZZ_SECONDS:-15}" || failed=1
done
[ "$failed" -eq 0 ] || echo "A fuzzer found a crash: see above (docs/fuzzing.md says what to do with it)." >&2
exit "$failed"
