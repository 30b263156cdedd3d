// libFuzzer target: a scenario made into a game (buildScenarioWorld), as `simulate` and `validate` make
// it: its names resolved, its stations placed by the placement rules, its players, fleets and obstacles
// made. The files it names are replaced by the shipped ones (a fuzzed path could name anything), and a
// scenario of more than kMaxBuilt ships or obstacles is left to scenario_fuzz's parse, so that every
// input builds in milliseconds.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>

#include "data/scenario_world.h"
#include "fuzz_checks.h"

namespace {

using namespace perihelion;
using fuzz::finite;
using fuzz::require;

const std::filesystem::path kData(PERIHELION_DATA_DIR);
constexpr std::uint64_t kMaxBuilt = 2'000;

/// The game a scenario starts: every place finite, every station on a ring its planet's well has.
void checkWorld(const data::ScenarioWorld& w) {
  const sim::GameState& s = w.state;
  require(std::isfinite(s.time) && s.secondsPerTick > 0.0, "the clock is finite");
  require(s.bodyOwners.size() == w.system.bodies.size() || s.players.empty(), "every body has an owner entry");
  for (std::size_t k = 0; k < s.fleets.ships.size(); ++k) {
    require(finite(s.fleets.ships.position[k]) && finite(s.fleets.ships.heading[k]), "a ship's place is finite");
  }
  for (const fleet::Obstacle& o : s.obstacles) require(finite(o.centre) && o.radius > 0.0, "an obstacle is finite");
  for (const world::Station& st : s.stations) {
    require(world::stationFits(w.system, w.stationTypes, st), "a station is on a ring of its planet, of a known type");
    require(finite(world::stationPose(w.system, st, s.time).position), "a station's place is finite");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const data::Loaded<data::Scenario> parsed = data::parseScenario(fuzz::textOf(bytes, size), kData / "scenarios");
  if (!parsed.value) return 0;
  data::Scenario s = *parsed.value;
  std::uint64_t ships = 0, obstacles = s.obstacles.size();
  for (const data::ScenarioFleet& f : s.fleets) ships += f.count;
  for (const data::ScenarioObstacleField& f : s.obstacleFields) obstacles += f.count;
  if (std::max(ships, obstacles) > kMaxBuilt) return 0;
  s.solarSystem = kData / "solar_system.json";
  s.stationTypes = kData / "stations.json";
  s.shipTypes = kData / "ships.json";
  s.rules = kData / "rules.json";
  s.combat = kData / "combat.json";
  const data::LoadedScenarioWorld built = data::buildScenarioWorld(s, "fuzz.json");
  const bool errors = std::any_of(built.diagnostics.begin(), built.diagnostics.end(), [](const data::FileDiagnostic& d) {
    return d.diagnostic.severity == data::Severity::Error;
  });
  require(built.world.has_value() == !errors, "a world exactly when no file has an error");
  if (built.world) checkWorld(*built.world);
  return 0;
}
