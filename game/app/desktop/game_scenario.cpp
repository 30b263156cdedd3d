#include "desktop/game_scenario.h"

#include <limits>
#include <sstream>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "world/station.h"

namespace perihelion::app {

std::filesystem::path sandboxScenarioFor(const std::filesystem::path& solarSystemFile) {
  return solarSystemFile.parent_path() / "scenarios" / "sandbox.json";
}

GameScenario loadGameScenario(const std::filesystem::path& file) {
  GameScenario out;
  out.file = file;
  data::Loaded<data::Scenario> scenario = data::loadScenarioFile(file);
  for (const data::Diagnostic& d : scenario.diagnostics) out.messages.push_back(data::formatDiagnostic(d, file.string()));
  if (!scenario.value) return out;
  out.name = scenario.value->name;
  out.solarSystem = scenario.value->solarSystem;
  out.stationTypes = scenario.value->stationTypes;
  out.startSeconds = astro::secondsSinceJ2000Of(scenario.value->startJulianDate);
  std::ostringstream errors;
  out.world = buildScenarioWorld(*scenario.value, file, errors);
  std::istringstream lines(errors.str());
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty()) out.messages.push_back(line);
  }
  return out;
}

std::optional<world::BodyId> planetNear(const world::SolarSystem& system, const glm::dvec3& point, double t,
                                        double within) {
  std::optional<world::BodyId> best;
  double bestDistance = within;
  const double jd = astro::julianDateOfSeconds(t);
  for (const world::Body& body : system.bodies) {
    if (!body.orbit) continue;  // the Sun does not move
    const double distance = glm::length(point - system.positionOf(body, jd));
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = body.id;
    }
  }
  return best;
}

void carryFleetsWithPlanets(const world::SolarSystem& system, fleet::Fleets& fleets, double from, double to,
                            double within) {
  fleet::Ships& ships = fleets.ships;
  std::vector<glm::dvec3> centre(fleets.fleets.size(), glm::dvec3(0.0));
  std::vector<double> count(fleets.fleets.size(), 0.0);
  for (std::size_t i = 0; i < ships.size(); ++i) {
    centre[ships.fleet[i].value] += ships.position[i];
    count[ships.fleet[i].value] += 1.0;
  }
  std::vector<glm::dvec3> shift(fleets.fleets.size(), glm::dvec3(0.0));
  for (std::size_t k = 0; k < fleets.fleets.size(); ++k) {
    if (count[k] == 0.0) continue;
    const auto planet = planetNear(system, centre[k] / count[k], from, within);
    if (!planet) continue;
    const world::Body& body = system.body(*planet);
    shift[k] = system.positionOf(body, astro::julianDateOfSeconds(to)) -
               system.positionOf(body, astro::julianDateOfSeconds(from));
  }
  for (std::size_t i = 0; i < ships.size(); ++i) ships.position[i] += shift[ships.fleet[i].value];
}

std::size_t applyStartingOrders(const std::vector<TimedOrder>& orders, fleet::Fleets& fleets) {
  std::size_t later = 0;
  for (const TimedOrder& o : orders) {
    if (o.tick != 0) {
      ++later;
      continue;
    }
    if (o.fleet.value < fleets.fleets.size()) fleets.order(o.fleet, o.order);
  }
  return later;
}

}  // namespace perihelion::app
