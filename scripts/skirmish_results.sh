#!/bin/sh
# The README's skirmish figures: headless matches over seeds 1-10 for each pairing the skirmish issue
# names, and a four-player match of one game year timed. Prints one line a match and a summary a
# pairing. Usage: scripts/skirmish_results.sh [BUILD_DIR] (default: build; build it first). SEEDS="1 2"
# runs fewer seeds (a quick check of the script); PAIRINGS="ai:normal,none" fewer pairings; FOUR=no
# leaves out the four-player year (over 20 minutes on the reference machine).
set -eu
build=${1:-build}
exe="$build/perihelion"
[ -x "$exe" ] || { echo "no $exe: build first (scripts/test.sh or cmake --build $build)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

pairing() {  # SPECS: ten seeds, then a summary line
  for seed in $seeds; do
    "$exe" skirmish --players "$1" --seed "$seed" > "$out/$seed.json"
  done
  python3 - "$1" "$out" "$seeds" <<'PY'
import json, sys
specs, folder = sys.argv[1], sys.argv[2]
wins, reasons, refused, days, ms = {}, {}, 0, [], []
for seed in [int(x) for x in sys.argv[3].split()]:
    r = json.load(open(f"{folder}/{seed}.json"))
    winner = next((p["spec"] + " (" + p["id"] + ")" for p in r["players"] if p["id"] == r["winner"]), "nobody")
    wins[winner] = wins.get(winner, 0) + 1
    reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    refused += sum(p["refused_commands"] for p in r["players"])
    days.append(r["days"])
    ms.append(r["ai_ms_per_decision"])
    homes = ", ".join(f'{p["spec"]} on {p["home"]}' for p in r["players"])
    print(f'  seed {seed:2}: {r["winner"] or "nobody"} by {r["reason"]} in {r["days"]:.0f} days ({homes}); '
          f'state_hash {r["state_hash"]}')
print(f"{specs}: wins {wins}, ends {reasons}, days {min(days):.0f}-{max(days):.0f}, "
      f"refused commands {refused}, ai_ms_per_decision {min(ms):.3f}-{max(ms):.3f}")
PY
}

seeds=${SEEDS:-1 2 3 4 5 6 7 8 9 10}
for p in ${PAIRINGS:-ai:normal,none ai:hard,ai:easy ai:hard,ai:hard}; do pairing "$p"; done
[ "${FOUR:-yes}" = no ] && exit 0
start=$(date +%s.%N)
"$exe" skirmish --players ai:hard,ai:normal,ai:easy,ai:normal --seed 1 --max-days 365 > "$out/four.json"
end=$(date +%s.%N)
python3 - "$out/four.json" "$start" "$end" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print(f"four players, one game year: {float(sys.argv[3]) - float(sys.argv[2]):.1f} s, "
      f"{r['winner'] or 'nobody'} by {r['reason']} in {r['days']:.0f} days, "
      f"ai_ms_per_decision {r['ai_ms_per_decision']:.3f}, {r['decisions']} decisions")
PY
