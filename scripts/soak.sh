#!/usr/bin/env bash
# The soak (not in CI; issue 22): builds the Release `soak` command and runs tests/soak/soak.json for a
# million ticks (10,000 ships, stations, economy and combat, orders every 5,000 ticks), checking every
# 10,000 ticks for NaN, ships inside bodies or stations, and reads the resident set. Prints progress on
# stderr and a JSON summary; exits 1 when a check failed.
# The memory check looks for what a long process holds beyond its game: the process that reached the last
# tick drops its game and re-runs the last two checks from their saved game (to the same state hash), then
# a fresh process does; the long process's heap in use may be at most 1 % above the fresh one's, its
# resident set 3 % (tests/soak/soak.cpp).
#
# It runs in legs: the run's state is kept in build/soak/ at every check (the saved games of the last three
# checks and the soak's own progress), and the same command run again goes on from two checks before there
# (re-running them is the leg's warm-up), so that hours of ticks need not
# fit in one sitting; once the run is over it prints the summary again. Legs must run the same game: run
# the soak from a clone that stays at one commit. The first leg copies the scenario and its data files into
# build/soak/files/, and every leg runs that copy, so that data edited meanwhile do not make it another run. `rm -rf build/soak` starts afresh.
# The copy of rules.json remembers enemy ships for a game day (ship_ghost_hours 24) rather than the shipped
# ten: the players' memories fill for that long and then hold level, and the soak's 11.6 game days must see
# them level (the growth from warm-up, reported beside the check, is read after a day) for most of the run.
#   scripts/soak.sh [--ticks N] [--leg N]   (--leg N: stop this leg at the first check N ticks on)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target soak
dir=build/soak
if [ ! -d "$dir/files" ]; then
  mkdir -p "$dir/files/tests/soak" "$dir/files/data"
  cp tests/soak/soak.json "$dir/files/tests/soak/"
  cp data/scenario.schema.json data/solar_system.json data/stations.json data/ships.json data/rules.json data/combat.json "$dir/files/data/"
  python3 - "$dir/files/data/rules.json" <<'PY'
import json, sys
with open(sys.argv[1]) as f:
    rules = json.load(f)
rules["ship_ghost_hours"] = 24
with open(sys.argv[1], "w") as f:
    json.dump(rules, f, indent=2)
PY
fi
exec build/tests/bench/soak --scenario "$dir/files/tests/soak/soak.json" --checkpoint "$dir" \
  --build "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$@"
