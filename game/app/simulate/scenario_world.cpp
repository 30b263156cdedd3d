#include "simulate/scenario_world.h"

#include <algorithm>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "fleet/scatter.h"
#include "world/names.h"
#include "world/station_placement.h"

namespace perihelion::app {
namespace {

void placeObstacles(const data::Scenario& scenario, ScenarioWorld& w) {
  for (const auto& [centre, radius] : scenario.obstacles) w.state.obstacles.push_back({centre, radius});
  for (const data::ScenarioObstacleField& f : scenario.obstacleFields) {
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.radius, f.count, f.seed, 2.0 * f.obstacleRadius + f.minGap)) {
      w.state.obstacles.push_back({p, f.obstacleRadius});
    }
  }
}

/// Creates the fleets, their ships scattered in their start spheres facing +x; false on an unknown type.
bool createFleets(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w, std::ostream& errors) {
  for (const data::ScenarioFleet& f : scenario.fleets) {
    const fleet::ShipType* type = w.shipTypes.find(f.shipType);
    if (!type) {
      errors << file.string() << ": " << f.pointer << "/ship_type: error: no ship type named \"" << f.shipType
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
bool resolveOrders(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w,
                   std::ostream& errors) {
  std::vector<TimedOrder>& out = w.orders;
  for (const data::ScenarioOrder& o : scenario.orders) {
    const std::string where = file.string() + ": " + o.pointer;
    std::optional<fleet::FleetId> id;
    for (const fleet::Fleet& f : w.state.fleets.fleets) {
      if (world::sameName(f.name, o.fleet)) id = f.id;
    }
    if (!id) {
      errors << where << "/fleet: error: no fleet named \"" << o.fleet << "\"\n";
      return false;
    }
    fleet::Order order;
    if (o.moveTo) {
      order.kind = fleet::Order::Kind::MoveTo;
      order.point = *o.moveTo;
    } else {
      const auto planet = world::planetNamed(w.system, o.goTo);
      if (!planet) {
        errors << where << "/go_to: error: no planet named \"" << o.goTo << "\"\n";
        return false;
      }
      order.kind = fleet::Order::Kind::GoTo;
      order.body = *planet;
    }
    out.push_back({o.tick, *id, order});
  }
  std::stable_sort(out.begin(), out.end(), [](const TimedOrder& a, const TimedOrder& b) { return a.tick < b.tick; });
  return true;
}

/// Places the scenario's stations in order; the first refusal is printed and ends the run.
bool placeStations(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w, std::ostream& errors) {
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
      errors << where << "error: station refused: " << verdict.reason << " [" << world::refusalName(*verdict.refusal)
                << "]\n";
      return false;
    }
  }
  return true;
}

}  // namespace

/// Prints a file's diagnostics on stderr; true when it has no error.
bool report(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file, std::ostream& errors) {
  for (const data::Diagnostic& d : diagnostics) errors << data::formatDiagnostic(d, file.string()) << '\n';
  return !data::hasErrors(diagnostics);
}

std::optional<ScenarioWorld> buildScenarioWorld(const data::Scenario& scenario, const std::filesystem::path& file,
                                                std::ostream& errors) {
  ScenarioWorld w;
  data::LoadResult system = data::loadSolarSystemFile(scenario.solarSystem);
  if (!report(system.diagnostics, scenario.solarSystem, errors)) return std::nullopt;
  w.system = std::move(*system.system);
  data::Loaded<world::StationCatalogue> types = data::loadStationTypesFile(scenario.stationTypes);
  if (!report(types.diagnostics, scenario.stationTypes, errors)) return std::nullopt;
  w.stationTypes = std::move(*types.value);
  if (!scenario.fleets.empty()) {
    data::Loaded<fleet::ShipCatalogue> ships = data::loadShipTypesFile(scenario.shipTypes);
    if (!report(ships.diagnostics, scenario.shipTypes, errors)) return std::nullopt;
    w.shipTypes = std::move(*ships.value);
  }
  w.state.time = astro::secondsSinceJ2000Of(scenario.startJulianDate);
  if (!placeStations(scenario, file, w, errors)) return std::nullopt;
  placeObstacles(scenario, w);
  if (!createFleets(scenario, file, w, errors)) return std::nullopt;
  if (!resolveOrders(scenario, file, w, errors)) return std::nullopt;
  return w;
}

}  // namespace perihelion::app
