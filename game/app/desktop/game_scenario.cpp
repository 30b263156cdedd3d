#include "desktop/game_scenario.h"

namespace perihelion::app {

std::filesystem::path defaultScenarioFor(const std::filesystem::path& solarSystemFile) {
  return solarSystemFile.parent_path() / "scenarios" / "new_game.json";
}

std::filesystem::path defaultSkirmishFor(const std::filesystem::path& solarSystemFile) {
  return solarSystemFile.parent_path() / "scenarios" / "skirmish.json";
}

GameScenario loadGameScenario(const std::filesystem::path& file) {
  GameScenario out;
  out.file = file;
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(file);
  out.messages = data::formatDiagnostics(loaded.diagnostics);
  out.world = std::move(loaded.world);
  if (out.world) out.name = out.world->name;
  return out;
}

}  // namespace perihelion::app
