// `perihelion simulate SCENARIO.json [--ticks N] [--dt SECONDS]`: a scenario run with no window,
// reported as JSON on stdout. Problems go to stderr, one line each, and give exit code 1.
#include <chrono>
#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "commands.h"
#include "data/scenario_loader.h"
#include "data/solar_system_loader.h"
#include "data/ship_types_loader.h"
#include "data/station_types_loader.h"
#include "fleet/scatter.h"
#include "simulate/fleet_metrics.h"
#include "simulate/station_metrics.h"
#include "world/names.h"
#include "world/station_placement.h"

namespace perihelion::app {
namespace {

/// Prints a file's diagnostics on stderr; true when it has no error.
bool report(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file) {
  for (const data::Diagnostic& d : diagnostics) std::cerr << data::formatDiagnostic(d, file.string()) << '\n';
  return !data::hasErrors(diagnostics);
}

struct ScenarioWorld {
  world::SolarSystem system;
  world::StationCatalogue stationTypes;
  fleet::ShipCatalogue shipTypes;
  world::GameState state;
};

void placeObstacles(const data::Scenario& scenario, ScenarioWorld& w) {
  for (const auto& [centre, radius] : scenario.obstacles) w.state.obstacles.push_back({centre, radius});
  for (const data::ScenarioObstacleField& f : scenario.obstacleFields) {
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.radius, f.count, f.seed, 2.0 * f.obstacleRadius + f.minGap)) {
      w.state.obstacles.push_back({p, f.obstacleRadius});
    }
  }
}

/// Creates the fleets, their ships scattered in their start spheres facing +x; false on an unknown type.
bool createFleets(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w) {
  for (const data::ScenarioFleet& f : scenario.fleets) {
    const fleet::ShipType* type = w.shipTypes.find(f.shipType);
    if (!type) {
      std::cerr << file.string() << ": " << f.pointer << "/ship_type: error: no ship type named \"" << f.shipType
                << "\"\n";
      return false;
    }
    const fleet::FleetId id = w.state.fleets.addFleet(f.name);
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.spread, f.count, f.seed, 2.2 * type->radius)) {
      w.state.fleets.ships.add(type->id, id, p, glm::dvec3(1.0, 0.0, 0.0));
    }
  }
  return true;
}

/// The orders as the simulation takes them, by tick; false (with a message) on an unknown name.
bool resolveOrders(const data::Scenario& scenario, const std::filesystem::path& file, const ScenarioWorld& w,
                   std::vector<std::pair<std::uint64_t, std::pair<fleet::FleetId, fleet::Order>>>& out) {
  for (const data::ScenarioOrder& o : scenario.orders) {
    const std::string where = file.string() + ": " + o.pointer;
    std::optional<fleet::FleetId> id;
    for (const fleet::Fleet& f : w.state.fleets.fleets) {
      if (world::sameName(f.name, o.fleet)) id = f.id;
    }
    if (!id) {
      std::cerr << where << "/fleet: error: no fleet named \"" << o.fleet << "\"\n";
      return false;
    }
    fleet::Order order;
    if (o.moveTo) {
      order.kind = fleet::Order::Kind::MoveTo;
      order.point = *o.moveTo;
    } else {
      const auto planet = world::planetNamed(w.system, o.goTo);
      if (!planet) {
        std::cerr << where << "/go_to: error: no planet named \"" << o.goTo << "\"\n";
        return false;
      }
      order.kind = fleet::Order::Kind::GoTo;
      order.body = *planet;
    }
    out.push_back({o.tick, {*id, order}});
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return true;
}

/// Places the scenario's stations in order; the first refusal is printed and ends the run.
bool placeStations(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w) {
  for (const data::ScenarioStation& s : scenario.stations) {
    const std::string where = file.string() + ": " + s.pointer + ": ";
    const auto planet = world::planetNamed(w.system, s.planet);
    const world::StationType* type = w.stationTypes.find(s.type);
    world::PlacementVerdict verdict;
    if (!planet) {
      verdict = {world::PlacementRefusal::NoSuchPlanet, "no planet named \"" + s.planet + "\"", {}};
    } else if (!type) {
      verdict = {world::PlacementRefusal::NoSuchStationType, "no station type named \"" + s.type + "\"", {}};
    } else {
      verdict = world::placeStation(w.system, w.stationTypes, w.state, {*planet, s.ring, s.phase, type->id, w.state.time});
    }
    if (!verdict.allowed()) {
      std::cerr << where << "error: station refused: " << verdict.reason << " [" << world::refusalName(*verdict.refusal)
                << "]\n";
      return false;
    }
  }
  return true;
}

}  // namespace

int runSimulate(const SimulateRequest& request) {
  const data::Loaded<data::Scenario> loaded = data::loadScenarioFile(request.scenarioFile);
  if (!report(loaded.diagnostics, request.scenarioFile)) return kExitInputError;
  const data::Scenario& scenario = *loaded.value;

  ScenarioWorld w;
  data::LoadResult system = data::loadSolarSystemFile(scenario.solarSystem);
  if (!report(system.diagnostics, scenario.solarSystem)) return kExitInputError;
  w.system = std::move(*system.system);
  data::Loaded<world::StationCatalogue> types = data::loadStationTypesFile(scenario.stationTypes);
  if (!report(types.diagnostics, scenario.stationTypes)) return kExitInputError;
  w.stationTypes = std::move(*types.value);

  if (!scenario.fleets.empty()) {
    data::Loaded<fleet::ShipCatalogue> ships = data::loadShipTypesFile(scenario.shipTypes);
    if (!report(ships.diagnostics, scenario.shipTypes)) return kExitInputError;
    w.shipTypes = std::move(*ships.value);
  }

  const double start = (scenario.startJulianDate - astro::kJ2000) * astro::kSecondsPerDay;
  w.state.time = start;
  if (!placeStations(scenario, request.scenarioFile, w)) return kExitInputError;
  placeObstacles(scenario, w);
  if (!createFleets(scenario, request.scenarioFile, w)) return kExitInputError;
  std::vector<std::pair<std::uint64_t, std::pair<fleet::FleetId, fleet::Order>>> orders;
  if (!resolveOrders(scenario, request.scenarioFile, w, orders)) return kExitInputError;

  const std::uint64_t ticks = request.ticks.value_or(scenario.ticks);
  const double dt = request.dtSeconds.value_or(scenario.dtSeconds);
  const fleet::NavigationData navigation{w.system, w.shipTypes, w.stationTypes};
  fleet::StepScratch scratch;
  std::vector<fleet::ShipObservation> seen;
  StationMetrics stations;
  FleetMetrics fleets;
  std::chrono::nanoseconds stepping{0};
  std::size_t nextOrder = 0;
  stations.measure(w.system, w.state);
  for (std::uint64_t k = 0; k < ticks; ++k) {
    for (; nextOrder < orders.size() && orders[nextOrder].first <= k; ++nextOrder) {
      w.state.fleets.order(orders[nextOrder].second.first, orders[nextOrder].second.second);
    }
    if (w.state.fleets.ships.size() > 0) {
      fleets.before(w.state.fleets.ships);
      const auto begin = std::chrono::steady_clock::now();
      fleet::stepFleets(navigation, w.state, dt, static_cast<std::int64_t>(k), scratch, &seen);
      stepping += std::chrono::steady_clock::now() - begin;
      fleets.after(w.state.fleets.ships, w.shipTypes, seen, dt);
    }
    // Time is start + k dt, not a running sum, so a long run gathers no rounding.
    w.state.time = start + static_cast<double>(k + 1) * dt;
    stations.measure(w.system, w.state);
  }

  nlohmann::ordered_json out;
  out["scenario"] = scenario.name;
  out["ticks"] = ticks;
  out["dt_seconds"] = dt;
  out["simulated_days"] = static_cast<double>(ticks) * dt / astro::kSecondsPerDay;
  const std::uint64_t nans = stations.nanCount() + fleets.nanCount();
  out["nan_count"] = nans;
  out["stations"] = stations.report(w.state.stations.size());
  if (!scenario.fleets.empty()) {
    out["ships"] = fleets.shipsReport(w.state.fleets.ships);
    out["fleets"] = fleets.fleetsReport(w.state.fleets);
    const double shipSteps = static_cast<double>(w.state.fleets.ships.size()) * static_cast<double>(ticks);
    out["timing"]["ns_per_ship_step"] = shipSteps > 0.0 ? static_cast<double>(stepping.count()) / shipSteps : 0.0;
  }
  std::cout << out.dump(2) << '\n';
  return nans == 0 ? kExitOk : kExitInputError;
}

}  // namespace perihelion::app
