#!/usr/bin/env bash
# Builds in Release and runs the benchmarks under tests/bench, printing medians of 10 repetitions.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target orbit_bench swarm_bench economy_bench combat_bench placement_bench
for bench in orbit_bench swarm_bench economy_bench combat_bench placement_bench; do
  build/tests/bench/$bench --benchmark_repetitions=10 --benchmark_report_aggregates_only=true \
    --benchmark_display_aggregates_only=true "$@"
done
