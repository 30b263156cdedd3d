#!/usr/bin/env python3
"""The soak in legs ends as the unbroken soak: the same state_hash and the same findings (tests/soak/soak.cpp).

A small copy of the soak's scenario (ten ships a fleet, its data paths made absolute, its rules' ship ghost
life cut to 100 s so that the warm level is read after the warm-up's two checks, as in the full soak) is run for 400
ticks with a check every 40,
once unbroken and once in legs (--leg 160, then the same command again, going on two checks before the
checkpoint's last and re-running them). The process that reaches the last tick drops its game and re-runs
the last two checks in itself, then a fresh process re-runs them: that leg is judged, its same-process
re-run against the fresh one; a leg ended on purpose before the end is not (one whose --leg ends at the
last tick is). A checkpoint of another run's length is
refused, a re-run that does not come to the state first reached fails, and a run that is over prints its
summary again.

    check_soak_legs.py SOAK_EXE SOAK_SCENARIO WORK_DIR
"""
import json
import os
import shutil
import subprocess
import sys


def run(exe, *args, expect=(0, 1), says=None):
    """The soak's output; its exit must be one of `expect` (a summary exits 1 when a check failed: a short
    run's resident set may well grow by more than 1 %)."""
    r = subprocess.run([exe, *args], capture_output=True, text=True, timeout=600)
    if r.returncode not in expect:
        sys.exit(f"soak {' '.join(args)}: exit {r.returncode}, expected {expect}\n{r.stderr}")
    if says is not None and says not in r.stderr:
        sys.exit(f"soak {' '.join(args)}: its errors do not say {says!r}\n{r.stderr}")
    return r


def main():
    exe, scenario, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    with open(scenario) as f:
        s = json.load(f)
    here = os.path.dirname(os.path.abspath(scenario))
    for key in ("$schema", "solar_system", "station_types", "ship_types", "rules", "combat"):
        s[key] = os.path.normpath(os.path.join(here, s[key]))
    for fleet in s["fleets"]:
        fleet["count"] = 10
    # The soak reads no leg's warm level before the ship ghost life has passed (ten days in the shipped
    # rules, a day in scripts/soak.sh's): 100 s here, so that, as in the full soak, the warm level is read
    # at a later check than the warm-up's two (the third: tick 120).
    with open(s["rules"]) as f:
        rules = json.load(f)
    rules["ship_ghost_hours"] = 100 / 3600
    rules["$schema"] = os.path.join(os.path.dirname(s["rules"]), "rules.schema.json")
    s["rules"] = os.path.join(work, "rules_short_ghosts.json")
    with open(s["rules"], "w") as f:
        json.dump(rules, f, indent=2)
    small = os.path.join(work, "soak_small.json")
    with open(small, "w") as f:
        json.dump(s, f, indent=2)

    common = ["--ticks", "400", "--check-every", "40", "--scenario", small]
    run(exe, *common, expect=(2,), says="--checkpoint DIR is needed")
    unbroken = json.loads(run(exe, *common, "--checkpoint", os.path.join(work, "unbroken")).stdout)
    # A run that is over prints its summary again.
    again = json.loads(run(exe, *common, "--checkpoint", os.path.join(work, "unbroken"), says="is over").stdout)
    if again != unbroken:
        sys.exit(f"the summary of a run that is over differs:\n{again}\n{unbroken}")
    # A --leg that ends at the last tick does not end the run before its re-runs: it is judged.
    to_the_end = json.loads(run(exe, *common, "--checkpoint", os.path.join(work, "to_the_end"), "--leg", "400").stdout)
    if to_the_end.get("legs_judged_for_memory") != 1:
        sys.exit(f"a --leg ending at the last tick: {to_the_end}")
    checkpoint = os.path.join(work, "checkpoint")
    first = json.loads(run(exe, *common, "--checkpoint", checkpoint, "--leg", "160", expect=(0,)).stdout)
    if first["tick"] != 160:
        sys.exit(f"the first leg ended at tick {first['tick']}, not 160")
    run(exe, "--ticks", "800", "--check-every", "40", "--scenario", small, "--checkpoint", checkpoint, expect=(2,),
        says="is of a run of 400 ticks")
    # A leg whose re-run does not come to the state first reached is another run: refused.
    forged = os.path.join(work, "forged")
    shutil.copytree(checkpoint, forged)
    with open(os.path.join(forged, "progress.json")) as f:
        progress = json.load(f)
    progress["kept"][-1]["state_hash"] = "0000000000000000"
    with open(os.path.join(forged, "progress.json"), "w") as f:
        json.dump(progress, f)
    run(exe, *common, "--checkpoint", forged, expect=(1,), says="when first run")
    legs = json.loads(run(exe, *common, "--checkpoint", checkpoint).stdout)

    # Each leg after the first goes on from two checks before the last one's end; the last two re-run the
    # run's last two checks, in the process that reached them and in a fresh one.
    spans = {"unbroken": [(0, 400), (320, 400), (320, 400)], "in legs": [(0, 160), (80, 400), (320, 400), (320, 400)]}
    for name, summary in (("unbroken", unbroken), ("in legs", legs)):
        ran = summary["legs"]
        if [(l["from_tick"], l["to_tick"]) for l in ran] != spans[name]:
            sys.exit(f"{name}: legs {ran}")
        if [l["in_process_of_the_leg_before"] for l in ran] != [False] * (len(ran) - 2) + [True, False]:
            sys.exit(f"{name}: the re-run in the process that reached the end is not the one before last: {ran}")
        # Every leg but the re-runs has its fresh process's measure; the one that reached the end, and only
        # it, its own process's re-run.
        has_fresh = [l["fresh_resident_mib_at_end"] is not None for l in ran]
        has_same = [l["same_process_resident_mib_at_end"] is not None for l in ran]
        if has_fresh != [True] * (len(ran) - 2) + [False, False] or has_same != [False] * (len(ran) - 3) + [True, False, False]:
            sys.exit(f"{name}: fresh measures {has_fresh}, same-process measures {has_same}")
        # The judged figures are the judged leg's: the same-process re-run against the fresh one.
        judged = ran[-3]
        above = {}
        for what in ("heap", "resident"):
            same, fresh = judged[f"same_process_{what}_mib_at_end"], judged[f"fresh_{what}_mib_at_end"]
            above[what] = 100 * (same - fresh) / fresh
            key = f"worst_same_process_{what}_above_fresh_percent"
            if abs(max(above[what], 0) - summary[key]) > 1e-9:
                sys.exit(f"{name}: {key} {summary[key]}, the leg says {above[what]}")
        # The passed verdict follows those figures (the heap in use within 1 %, the resident set within 3 %)
        # and the findings.
        clean = summary["not_finite"] == 0 and summary["ships_inside_a_body"] == 0 and summary["ships_inside_a_station"] == 0
        if summary["passed"] != (clean and above["heap"] <= 1.0 and above["resident"] <= 3.0):
            sys.exit(f"{name}: passed {summary['passed']} with {above} % above fresh")
    for key in ("state_hash", "shots", "not_finite", "ships_inside_a_body", "ships_inside_a_station", "ships"):
        if legs[key] != unbroken[key]:
            sys.exit(f"{key}: {legs[key]} in legs, {unbroken[key]} unbroken")
    if unbroken["legs_judged_for_memory"] != 1 or legs["legs_judged_for_memory"] != 1:
        sys.exit(f"legs judged for memory: {unbroken['legs_judged_for_memory']} unbroken, {legs['legs_judged_for_memory']} "
                 f"in legs (1 expected: the leg ended on purpose has no same-process re-run)")
    if unbroken["ships"]["start"] != 100:
        sys.exit(f"the small scenario starts with {unbroken['ships']['start']} ships, not 100")
    print(f"two legs end as one: state_hash {legs['state_hash']}, {legs['ships']['end']} ships")


if __name__ == "__main__":
    main()
