// A scenario made into a game: its data files loaded, its stations placed, obstacles scattered,
// fleets created and its orders turned into commands at their ticks. Every mode starts from this:
// `perihelion simulate`, the desktop (--scenario, or the sandbox) and a replay.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "data/diagnostic.h"
#include "combat/combat_rules.h"
#include "data/scenario_loader.h"
#include "sim/command.h"
#include "sim/economy_rules.h"
#include "sim/game_state.h"
#include "sim/tick.h"

namespace perihelion::data {

/// A command the scenario gives at a tick (its orders).
struct ScheduledCommand {
  std::int64_t tick = 0;
  sim::Command command;
};

struct ScenarioWorld {
  std::string name;
  world::SolarSystem system;
  world::StationCatalogue stationTypes;
  fleet::ShipCatalogue shipTypes;
  sim::EconomyRules economy;  ///< from the rules file when there are players; else nothing yields
  combat::CombatRules combat;  ///< from the combat file when there are players; else nothing is armed
  /// At the scenario's start: its time, its tick length (dt_seconds), playing.
  sim::GameState state;
  std::int64_t ticks = 0;                   ///< how many the scenario runs for, headless
  sim::StepRules steps;                     ///< how its ticks are cut into navigation steps
  std::vector<ScheduledCommand> orders;     ///< by tick, in file order within a tick
  std::filesystem::path solarSystemFile;    ///< the planet file it names (the desktop watches it)
  std::filesystem::path stationTypesFile;
  std::filesystem::path shipTypesFile;      ///< read only when there are fleets or players (else shipTypes is empty)
  std::filesystem::path rulesFile;          ///< empty without players
  std::filesystem::path combatFile;         ///< empty without players

  /// The rules its ticks run on: its own data (they point into it).
  sim::Rules rules() const { return {system, shipTypes, stationTypes, steps, economy, combat}; }
};

/// A problem with one of the files a scenario brings in: the scenario itself or a file it names.
struct FileDiagnostic {
  std::filesystem::path file;
  Diagnostic diagnostic;
};

struct LoadedScenarioWorld {
  std::optional<ScenarioWorld> world;  ///< empty when any file has an error
  std::vector<FileDiagnostic> diagnostics;
};

/// Builds the world of a scenario already parsed from `file`: loads the files it names, places its
/// stations (a refusal is a StationRefused error at the station's pointer, naming the rule), creates
/// its fleets and resolves its orders' names (an unknown name is an UnknownName error).
LoadedScenarioWorld buildScenarioWorld(const Scenario& scenario, const std::filesystem::path& file);

/// Reads, checks and builds a scenario file (loadScenarioFile, then buildScenarioWorld).
LoadedScenarioWorld loadScenarioWorld(const std::filesystem::path& file);

/// "file:line:col: error: /pointer: message [code]", one line each.
std::vector<std::string> formatDiagnostics(const std::vector<FileDiagnostic>& diagnostics);

/// The scenario's game as a player starts it: at `startSeconds` (TT seconds since J2000.0; the desktop
/// starts the sandbox now), playing at `secondsPerTick`, paused or not. Fleets written within
/// kCarriedWithinMetres of a planet travel with it to that time (sim/carry_fleets.h); the stations are
/// analytic and need no carrying.
sim::GameState stateStartingAt(const ScenarioWorld& world, double startSeconds, double secondsPerTick, bool paused);

/// Appends to `out` the orders due at `tick` (`orders` are by tick, as ScenarioWorld::orders), from
/// `next` on, and moves `next` past them: every mode hands the scenario's orders to the tick this way,
/// before the player's commands. A station is placed where its ring is at `now`, the tick's time.
void takeOrdersDue(const std::vector<ScheduledCommand>& orders, std::int64_t tick, double now, std::size_t& next,
                   std::vector<sim::Command>& out);

}  // namespace perihelion::data
