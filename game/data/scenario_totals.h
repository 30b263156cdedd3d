// What a whole scenario may ask for, summed over its lists. Each list and each number has its own range
// (scenario_format.cpp), but in-range parts can still add up to more than a run can hold: a thousand
// fleets of a million ships, each in range, are a billion ships, hours to place and terabytes to step.
// These totals are checked at the gate (parseScenario), so `validate` refuses what `simulate`, the
// desktop or a skirmish could not start, with the place in the file where the total is passed.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "data/format_check.h"

namespace perihelion::data {

/// Ships in all the fleets together: as many as one fleet may have, so that any fleet that is valid on
/// its own is valid alone in a scenario. The largest shipped scenario has 10,000 (fleet_10000.json), the
/// benchmarks 100,000 (swarm_bench, placement_bench); a million start in under a second and step in about
/// a gigabyte on the reference machine.
inline constexpr std::uint64_t kMaxScenarioShips = 1'000'000;

/// Obstacles in all, the fixed ones and those of every field: as many as one field or the list may hold.
/// The largest shipped field has 300 (fleet_obstacle_field.json); every ship looks through the obstacles'
/// grid every step, so they cost what ships do.
inline constexpr std::uint64_t kMaxScenarioObstacles = 100'000;

/// Stations at the start: the scenario's, and a skirmish's start stations for each player. As many as the
/// list may hold; the shipped scenarios have at most 16 (every_planet.json), a skirmish 8. Each is checked
/// against the stations already on its ring.
inline constexpr std::uint64_t kMaxStartStations = 10'000;

/// Reports the first place where a total passes its limit (an out-of-range error there). Runs after the
/// format check, on a document that may have errors: values of the wrong type count for nothing.
void checkScenarioTotals(const nlohmann::json& root, DiagnosticSink& sink);

}  // namespace perihelion::data
