#include "data/scenario_world.h"

#include <algorithm>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "fleet/scatter.h"
#include "sim/carry_fleets.h"
#include "world/names.h"
#include "world/station_placement.h"

namespace perihelion::data {
namespace {

/// Gathers a scenario's problems, each with the file it is in.
struct Problems {
  std::filesystem::path scenarioFile;
  std::vector<FileDiagnostic> list;

  /// Takes a loaded file's diagnostics; true when it has no error.
  bool take(const std::vector<Diagnostic>& diagnostics, const std::filesystem::path& file) {
    for (const Diagnostic& d : diagnostics) list.push_back({file, d});
    return !hasErrors(diagnostics);
  }
  void error(DiagnosticCode code, std::string pointer, std::string message) {
    Diagnostic d;
    d.code = code;
    d.pointer = std::move(pointer);
    d.message = std::move(message);
    list.push_back({scenarioFile, std::move(d)});
  }
};

void placeObstacles(const Scenario& scenario, ScenarioWorld& w) {
  for (const auto& [centre, radius] : scenario.obstacles) w.state.obstacles.push_back({centre, radius});
  for (const ScenarioObstacleField& f : scenario.obstacleFields) {
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.radius, f.count, f.seed, 2.0 * f.obstacleRadius + f.minGap)) {
      w.state.obstacles.push_back({p, f.obstacleRadius});
    }
  }
}

/// Creates the fleets, their ships scattered in their start spheres facing +x; false on an unknown type.
bool createFleets(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioFleet& f : scenario.fleets) {
    const fleet::ShipType* type = w.shipTypes.find(f.shipType);
    if (!type) {
      problems.error(DiagnosticCode::UnknownName, f.pointer + "/ship_type", "no ship type named \"" + f.shipType + "\"");
      return false;
    }
    const fleet::FleetId id = w.state.fleets.addFleet(f.name);
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.spread, f.count, f.seed, 2.2 * type->radius)) {
      w.state.fleets.ships.add(type->id, id, p, glm::dvec3(1.0, 0.0, 0.0));
    }
  }
  return true;
}

/// The orders as commands at their ticks; false on an unknown fleet or planet.
bool scheduleOrders(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioOrder& o : scenario.orders) {
    std::optional<fleet::FleetId> id;
    for (const fleet::Fleet& f : w.state.fleets.fleets) {
      if (world::sameName(f.name, o.fleet)) id = f.id;
    }
    if (!id) {
      problems.error(DiagnosticCode::UnknownName, o.pointer + "/fleet", "no fleet named \"" + o.fleet + "\"");
      return false;
    }
    fleet::Order order;
    if (o.moveTo) {
      order.kind = fleet::Order::Kind::MoveTo;
      order.point = *o.moveTo;
    } else {
      const auto planet = world::planetNamed(w.system, o.goTo);
      if (!planet) {
        problems.error(DiagnosticCode::UnknownName, o.pointer + "/go_to", "no planet named \"" + o.goTo + "\"");
        return false;
      }
      order.kind = fleet::Order::Kind::GoTo;
      order.body = *planet;
    }
    w.orders.push_back({static_cast<std::int64_t>(o.tick), sim::OrderFleets{{*id}, order}});
  }
  std::stable_sort(w.orders.begin(), w.orders.end(),
                   [](const ScheduledCommand& a, const ScheduledCommand& b) { return a.tick < b.tick; });
  return true;
}

/// Places the scenario's stations in order; the first refusal ends the build.
bool placeStations(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioStation& s : scenario.stations) {
    const auto planet = world::planetNamed(w.system, s.planet);
    const world::StationType* type = w.stationTypes.find(s.type);
    world::PlacementVerdict verdict;
    if (!planet) {
      verdict = {world::PlacementRefusal::NoSuchPlanet, "no planet named \"" + s.planet + "\"", {}};
    } else if (!type) {
      verdict = {world::PlacementRefusal::NoSuchStationType, "no station type named \"" + s.type + "\"", {}};
    } else {
      verdict = world::placeStation(w.system, w.stationTypes, w.state.stations, world::StationId{w.state.nextStationId},
                                    {*planet, s.ring, s.phase, type->id, w.state.time});
    }
    if (!verdict.allowed()) {
      problems.error(DiagnosticCode::StationRefused, s.pointer,
                     "station refused: " + verdict.reason + " [" + std::string(world::refusalName(*verdict.refusal)) + "]");
      return false;
    }
    ++w.state.nextStationId;
  }
  return true;
}

}  // namespace

LoadedScenarioWorld buildScenarioWorld(const Scenario& scenario, const std::filesystem::path& file) {
  Problems problems{file, {}};
  ScenarioWorld w;
  w.name = scenario.name;
  w.solarSystemFile = scenario.solarSystem;
  w.stationTypesFile = scenario.stationTypes;
  w.shipTypesFile = scenario.shipTypes;
  LoadResult system = loadSolarSystemFile(scenario.solarSystem);
  if (!problems.take(system.diagnostics, scenario.solarSystem)) return {std::nullopt, std::move(problems.list)};
  w.system = std::move(*system.system);
  Loaded<world::StationCatalogue> types = loadStationTypesFile(scenario.stationTypes);
  if (!problems.take(types.diagnostics, scenario.stationTypes)) return {std::nullopt, std::move(problems.list)};
  w.stationTypes = std::move(*types.value);
  if (!scenario.fleets.empty()) {
    Loaded<fleet::ShipCatalogue> ships = loadShipTypesFile(scenario.shipTypes);
    if (!problems.take(ships.diagnostics, scenario.shipTypes)) return {std::nullopt, std::move(problems.list)};
    w.shipTypes = std::move(*ships.value);
  }
  w.state.time = astro::secondsSinceJ2000Of(scenario.startJulianDate);
  w.state.secondsPerTick = scenario.dtSeconds;
  w.ticks = static_cast<std::int64_t>(scenario.ticks);
  placeObstacles(scenario, w);
  const bool built = placeStations(scenario, w, problems) && createFleets(scenario, w, problems) &&
                     scheduleOrders(scenario, w, problems);
  if (!built) return {std::nullopt, std::move(problems.list)};
  return {std::move(w), std::move(problems.list)};
}

LoadedScenarioWorld loadScenarioWorld(const std::filesystem::path& file) {
  Loaded<Scenario> scenario = loadScenarioFile(file);
  if (!scenario.value) {
    LoadedScenarioWorld out;
    for (const Diagnostic& d : scenario.diagnostics) out.diagnostics.push_back({file, d});
    return out;
  }
  LoadedScenarioWorld out = buildScenarioWorld(*scenario.value, file);
  std::vector<FileDiagnostic> all;
  for (const Diagnostic& d : scenario.diagnostics) all.push_back({file, d});  // its warnings first
  all.insert(all.end(), out.diagnostics.begin(), out.diagnostics.end());
  out.diagnostics = std::move(all);
  return out;
}

std::vector<std::string> formatDiagnostics(const std::vector<FileDiagnostic>& diagnostics) {
  std::vector<std::string> lines;
  for (const FileDiagnostic& d : diagnostics) lines.push_back(formatDiagnostic(d.diagnostic, d.file.string()));
  return lines;
}

sim::GameState stateStartingAt(const ScenarioWorld& world, double startSeconds, double secondsPerTick, bool paused) {
  sim::GameState state = world.state;
  sim::carryFleetsWithPlanets(world.system, state.fleets, state.time, startSeconds, sim::kCarriedWithinMetres);
  state.time = startSeconds;
  state.secondsPerTick = secondsPerTick;
  state.paused = paused;
  return state;
}

void takeOrdersDue(const std::vector<ScheduledCommand>& orders, std::int64_t tick, std::size_t& next,
                   std::vector<sim::Command>& out) {
  for (; next < orders.size() && orders[next].tick <= tick; ++next) out.push_back(orders[next].command);
}

}  // namespace perihelion::data
