#include "world/solar_system.h"

#include <algorithm>
#include <cctype>

namespace perihelion::world {
namespace {

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

}  // namespace

const Body* SolarSystem::find(std::string_view wanted) const {
  const auto it = std::find_if(bodies.begin(), bodies.end(),
                               [&](const Body& b) { return equalsIgnoringCase(b.name, wanted); });
  return it == bodies.end() ? nullptr : &*it;
}

glm::dvec3 SolarSystem::positionOf(const Body& b, double jdTT) const {
  return b.orbit ? b.orbit->positionAt(jdTT) : glm::dvec3(0.0);
}

}  // namespace perihelion::world
