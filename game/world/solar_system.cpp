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
  return b.orbit ? b.orbit->positionAt(jdTT) : glm::dvec3(0.0);
}

std::vector<std::string> SolarSystem::extrapolatedAt(double jdTT) const {
  std::vector<std::string> out;
  for (const Body& b : bodies) {
    if (b.orbit && !b.orbit->covers(jdTT)) out.push_back(b.name);
  }
  return out;
}

}  // namespace perihelion::world
