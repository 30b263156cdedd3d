#!/usr/bin/env bash
# The soak (not in CI; issue 22): builds the Release `soak` command and runs tests/soak/soak.json for a
# million ticks (10,000 ships, stations, economy and combat, orders every 5,000 ticks), checking every
# 10,000 ticks for NaN, ships inside bodies or stations, and the resident set against its level after
# warm-up. Prints progress on stderr and a JSON summary; exits 1 when a check failed.
#   scripts/soak.sh [--ticks N]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target soak
exec build/tests/bench/soak "$@"
