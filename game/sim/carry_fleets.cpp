#include "sim/carry_fleets.h"

#include <glm/geometric.hpp>

namespace perihelion::sim {

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
  if (from == to) return;
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

}  // namespace perihelion::sim
