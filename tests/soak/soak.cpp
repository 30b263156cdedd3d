// The soak (issue 22; scripts/soak.sh, not in CI): a scenario of 10,000 ships with stations, economy and
// combat (tests/soak/soak.json) run for a million ticks, with orders every few thousand ticks drawn
// by a seeded splitmix: fleets to neutral planets and to points, now and then against the other's home,
// ships queued at the yards. Every 10,000 ticks it checks that no number of a ship or station is NaN or
// infinite, that no ship is inside a body or a station, and it reads the resident set; at the end the
// resident set must be within 1 % of its level after warm-up (a tenth of the run). Prints a JSON
// summary; exits 1 when a check failed.
//   soak [--ticks N] [--scenario FILE]
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "data/scenario_world.h"
#include "sim/state_hash.h"
#include "sim/tick.h"
#include "world/split_mix64.h"
#include "world/station.h"

namespace {

using namespace perihelion;

/// The resident set, in bytes (/proc/self/statm's second field, in pages).
double residentBytes() {
  std::ifstream statm("/proc/self/statm");
  long pages = 0, resident = 0;
  statm >> pages >> resident;
  return static_cast<double>(resident) * static_cast<double>(::sysconf(_SC_PAGESIZE));
}

struct Findings {
  std::int64_t notFinite = 0;
  std::int64_t insideBody = 0;
  std::int64_t insideStation = 0;
};

/// Every ship and station checked at the state's time.
void check(const sim::GameState& state, const sim::Rules& rules, Findings& f) {
  const double jd = astro::kJ2000 + state.time / astro::kSecondsPerDay;
  std::vector<glm::dvec3> bodies;
  for (const world::Body& b : rules.system.bodies) bodies.push_back(b.orbit ? b.orbit->positionAt(jd) : glm::dvec3(0.0));
  std::vector<std::pair<glm::dvec3, double>> stations;
  for (const world::Station& s : state.stations) {
    if (!world::stationFits(rules.system, rules.stationTypes, s)) continue;
    const world::StationPose pose = world::stationPose(rules.system, s, state.time);
    if (!std::isfinite(pose.position.x + pose.position.y + pose.position.z)) ++f.notFinite;
    stations.push_back({pose.position, rules.stationTypes.type(s.type).radius});
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const glm::dvec3 p = ships.position[i], h = ships.heading[i];
    if (!std::isfinite(p.x + p.y + p.z + h.x + h.y + h.z + ships.speed[i])) {
      ++f.notFinite;
      continue;
    }
    for (std::size_t b = 0; b < bodies.size(); ++b) f.insideBody += glm::length(p - bodies[b]) < rules.system.bodies[b].radius ? 1 : 0;
    for (const auto& [at, radius] : stations) f.insideStation += glm::length(p - at) < radius ? 1 : 0;
  }
}

/// The orders of one round: each fleet with ships, by chance, to a neutral planet, a point near it, the
/// other's home (one in ten), or holds; each yard queues a frigate.
std::vector<sim::Command> orders(const sim::GameState& state, const sim::Rules& rules, world::SplitMix64& chance) {
  std::vector<sim::Command> out;
  const char* neutral[] = {"Venus", "Mercury", "Jupiter", "Ceres"};
  std::vector<world::BodyId> planets;
  for (const char* name : neutral) {
    if (const world::Body* b = rules.system.find(name)) planets.push_back(b->id);
  }
  std::vector<std::size_t> shipsIn(state.fleets.fleets.size(), 0);
  for (const fleet::FleetId f : state.fleets.ships.fleet) ++shipsIn[f.value];
  for (const fleet::Fleet& f : state.fleets.fleets) {
    if (shipsIn[f.id.value] == 0 || f.owner == world::kNobody) continue;
    const std::uint64_t roll = chance.next() % 10;
    const world::BodyId enemyHome = state.players[1 - f.owner.value].home;
    const world::BodyId planet = roll == 0 ? enemyHome : planets[chance.next() % planets.size()];
    fleet::Order order = fleet::Order::goTo(planet);
    if (roll >= 7) order = fleet::Order{};  // hold
    out.push_back(sim::OrderFleets{{f.id}, order, f.owner});
  }
  const fleet::ShipTypeId frigate = rules.shipTypes.find("Frigate")->id;
  for (const sim::Shipyard& y : state.shipyards) {
    if (const world::Station* s = state.station(y.station)) out.push_back(sim::QueueShip{y.station, frigate, s->owner});
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::int64_t ticks = 1'000'000;
  std::string scenario = std::string(PERIHELION_SOURCE_DIR) + "/tests/soak/soak.json";
  for (int k = 1; k + 1 < argc; k += 2) {
    const std::string option = argv[k];
    if (option == "--ticks") ticks = std::atoll(argv[k + 1]);
    else if (option == "--scenario") scenario = argv[k + 1];
  }
  if (ticks < 10'000) {
    std::cerr << "soak: --ticks at least 10000\n";
    return 2;
  }
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(scenario);
  for (const std::string& line : data::formatDiagnostics(loaded.diagnostics)) std::cerr << line << '\n';
  if (!loaded.world) return 1;
  data::ScenarioWorld& w = *loaded.world;
  const sim::Rules rules = w.rules();
  sim::TickScratch scratch;
  world::SplitMix64 chance{20261127};
  Findings found;
  std::size_t fewestShips = w.state.fleets.ships.size(), mostShips = fewestShips;
  double warmResident = 0.0;
  const auto start = std::chrono::steady_clock::now();
  for (std::int64_t t = 0; t < ticks; ++t) {
    std::vector<sim::Command> commands;
    if (t % 5'000 == 0) commands = orders(w.state, rules, chance);
    sim::tick(w.state, rules, commands, scratch);
    fewestShips = std::min(fewestShips, w.state.fleets.ships.size());
    mostShips = std::max(mostShips, w.state.fleets.ships.size());
    if ((t + 1) % 10'000 == 0) {
      check(w.state, rules, found);
      if (t + 1 == ticks / 10) warmResident = residentBytes();
      std::fprintf(stderr, "soak: tick %lld, %zu ships, %zu stations, resident %.1f MiB\n", static_cast<long long>(t + 1),
                   w.state.fleets.ships.size(), w.state.stations.size(), residentBytes() / 1048576.0);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double endResident = residentBytes();
  const double growth = warmResident > 0.0 ? (endResident - warmResident) / warmResident : 0.0;
  const bool ok = found.notFinite == 0 && found.insideBody == 0 && found.insideStation == 0 && growth <= 0.01;
  nlohmann::ordered_json out;
  out["scenario"] = w.name;
  out["ticks"] = ticks;
  out["game_days"] = static_cast<double>(ticks) * w.state.secondsPerTick / astro::kSecondsPerDay;
  out["ships"] = {{"start", 10'000}, {"fewest", fewestShips}, {"most", mostShips}, {"end", w.state.fleets.ships.size()}};
  out["stations_end"] = w.state.stations.size();
  out["shots"] = w.state.combat.shots;
  out["not_finite"] = found.notFinite;
  out["ships_inside_a_body"] = found.insideBody;
  out["ships_inside_a_station"] = found.insideStation;
  out["resident_mib_after_warm_up"] = warmResident / 1048576.0;
  out["resident_mib_at_end"] = endResident / 1048576.0;
  out["resident_growth_percent"] = 100.0 * growth;
  out["wall_seconds"] = seconds;
  out["ms_per_tick"] = 1000.0 * seconds / static_cast<double>(ticks);
  out["state_hash"] = sim::hashText(sim::stateHash(w.state));
  out["passed"] = ok;
  std::cout << out.dump(2) << '\n';
  return ok ? 0 : 1;
}
