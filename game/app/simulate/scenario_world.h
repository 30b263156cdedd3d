// A scenario made real: its data files loaded, its stations placed, obstacles scattered, fleets
// created and orders resolved to ids. Used by `perihelion simulate` and by the game (--scenario).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <ostream>
#include <vector>

#include "data/scenario_loader.h"
#include "fleet/fleet_state.h"
#include "world/game_state.h"

namespace perihelion::app {

/// An order the scenario gives at a tick.
struct TimedOrder {
  std::uint64_t tick = 0;
  fleet::FleetId fleet;
  fleet::Order order;
};

struct ScenarioWorld {
  world::SolarSystem system;
  world::StationCatalogue stationTypes;
  fleet::ShipCatalogue shipTypes;
  world::GameState state;        ///< at the scenario's start, time set
  std::vector<TimedOrder> orders;  ///< by tick
};

/// Loads the files the scenario names and builds its world; every problem is printed on `errors`
/// (file, pointer, reason and code), and the result is then empty.
std::optional<ScenarioWorld> buildScenarioWorld(const data::Scenario& scenario, const std::filesystem::path& file,
                                                std::ostream& errors);

/// Prints a file's diagnostics on `errors`; true when it has no error.
bool report(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file, std::ostream& errors);

}  // namespace perihelion::app
