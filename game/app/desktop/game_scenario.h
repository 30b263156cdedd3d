// The scenario the game starts from: `--scenario FILE`, or with none data/scenarios/new_game.json
// beside the planet file. Its stations, obstacles, fleets and orders become the game's; its
// solar-system file is the one the game shows. A broken scenario (or ship-types file) never stops the
// game: its messages go to the HUD and the log, and the game runs without it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "data/scenario_world.h"

namespace perihelion::app {

struct GameScenario {
  std::filesystem::path file;
  std::string name;
  std::optional<data::ScenarioWorld> world;  ///< empty when the scenario could not be used
  std::vector<std::string> messages;         ///< every problem, one line each ("file:line:col: error: ...")
  bool failed() const { return !world; }
};

/// The game that goes with a planet file: scenarios/new_game.json in the same folder.
std::filesystem::path defaultScenarioFor(const std::filesystem::path& solarSystemFile);

/// The skirmish that goes with a planet file: scenarios/skirmish.json in the same folder.
std::filesystem::path defaultSkirmishFor(const std::filesystem::path& solarSystemFile);

/// Reads and builds a scenario for the game (data::loadScenarioWorld); problems are kept in messages.
GameScenario loadGameScenario(const std::filesystem::path& file);

}  // namespace perihelion::app
