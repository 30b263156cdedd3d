// The scenario the game starts from: `--scenario FILE`, or with none data/scenarios/sandbox.json
// beside the planet file. Its stations, obstacles and fleets become the game's state; its solar-system
// file is the one the game shows. A broken scenario (or ship-types file) never stops the game: its
// messages go to the HUD and the log, and the game runs without it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "astro/units.h"
#include "simulate/scenario_world.h"

namespace perihelion::app {

struct GameScenario {
  std::filesystem::path file;
  std::string name;
  std::optional<ScenarioWorld> world;  ///< empty when the scenario could not be used
  std::filesystem::path solarSystem;   ///< the planet file it names (empty when it could not be read)
  std::filesystem::path stationTypes;
  double startSeconds = 0.0;           ///< TT seconds since J2000 of its start
  std::vector<std::string> messages;   ///< every problem, one line each ("file:line:col: error: ...")
  bool failed() const { return !world; }
};

/// The sandbox that goes with a planet file: scenarios/sandbox.json in the same folder.
std::filesystem::path sandboxScenarioFor(const std::filesystem::path& solarSystemFile);

/// Reads and builds a scenario for the game (see buildScenarioWorld); problems are kept in messages.
GameScenario loadGameScenario(const std::filesystem::path& file);

/// The nearest planet within `within` metres of a point at t (TT seconds since J2000), if any.
std::optional<world::BodyId> planetNear(const world::SolarSystem& system, const glm::dvec3& point, double t,
                                        double within);

/// A fleet that starts within this distance of a planet travels with it to the game's start date.
inline constexpr double kCarriedWithinMetres = 0.1 * astro::kAuMetres;

/// Moves every fleet whose ships' centre lies within `within` metres of a planet at `from` along with
/// that planet to `to` (TT seconds since J2000): a scenario written for one date ("12 frigates near the
/// Earth") then starts near the same planets on any date. Fleets far from every planet stay put.
void carryFleetsWithPlanets(const world::SolarSystem& system, fleet::Fleets& fleets, double from, double to,
                            double within);

/// Gives the scenario's orders for tick 0; returns how many later orders it leaves out (the game
/// applies only the starting orders: its ticks are not the scenario's).
std::size_t applyStartingOrders(const std::vector<TimedOrder>& orders, fleet::Fleets& fleets);

}  // namespace perihelion::app
