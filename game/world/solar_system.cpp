#include "world/solar_system.h"

#include <algorithm>

#include "world/names.h"

namespace perihelion::world {

const Body* SolarSystem::find(std::string_view wanted) const {
  const auto it = std::find_if(bodies.begin(), bodies.end(),
                               [&](const Body& b) { return sameName(b.name, wanted); });
  return it == bodies.end() ? nullptr : &*it;
}

glm::dvec3 SolarSystem::positionOf(const Body& b, double jdTT) const {
  if (b.parent && b.moonOrbit) return positionOf(body(*b.parent), jdTT) + b.moonOrbit->offsetAt(jdTT);
  if (!b.orbit) return glm::dvec3(0.0);
  glm::dvec3 p = b.orbit->positionAt(jdTT);
  if (b.barycentre) p -= b.barycentre->moonShare * body(b.barycentre->moon).moonOrbit->offsetAt(jdTT);
  return p;
}

orbit::StateVector SolarSystem::stateOf(const Body& b, double jdTT) const {
  if (b.parent && b.moonOrbit) {
    const orbit::StateVector planet = stateOf(body(*b.parent), jdTT), moon = b.moonOrbit->stateAt(jdTT);
    return {planet.position + moon.position, planet.velocity + moon.velocity};
  }
  if (!b.orbit) return {};
  orbit::StateVector s = b.orbit->stateAt(jdTT);
  if (b.barycentre) {
    const orbit::StateVector moon = body(b.barycentre->moon).moonOrbit->stateAt(jdTT);
    s.position -= b.barycentre->moonShare * moon.position;
    s.velocity -= b.barycentre->moonShare * moon.velocity;
  }
  return s;
}

const Body* SolarSystem::barycentreNamed(std::string_view wanted) const {
  const auto it = std::find_if(bodies.begin(), bodies.end(),
                               [&](const Body& b) { return b.barycentre && !b.barycentre->name.empty() && sameName(b.barycentre->name, wanted); });
  return it == bodies.end() ? nullptr : &*it;
}

std::vector<std::string> SolarSystem::extrapolatedAt(double jdTT) const {
  std::vector<std::string> out;
  for (const Body& b : bodies) {
    if (b.orbit && !b.orbit->covers(jdTT)) out.push_back(b.name);
  }
  return out;
}

}  // namespace perihelion::world
