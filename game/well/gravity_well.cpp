#include "well/gravity_well.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"

namespace perihelion::well {

double Ring::angularSpeed() const { return turns() ? astro::kTwoPi / period : 0.0; }

double ringPeriod(double innerPeriod, double innerRadius, double radius) {
  const double ratio = radius / innerRadius;
  return innerPeriod * ratio * std::sqrt(ratio);
}

glm::dvec3 GravityWell::offsetOnRing(std::size_t ring, double phase) const {
  const double r = rings[ring].radius;
  return frame[0] * (r * std::cos(phase)) + frame[1] * (r * std::sin(phase));
}

glm::dmat3 ringFrame(const glm::dvec3& normal) {
  const glm::dvec3 z = glm::normalize(normal);
  // Project the equinox direction onto the plane; fall back to +y when the plane is edge-on to it.
  glm::dvec3 x = glm::dvec3(1.0, 0.0, 0.0) - z * z.x;
  if (glm::length(x) < 1e-6) x = glm::dvec3(0.0, 1.0, 0.0) - z * z.y;
  x = glm::normalize(x);
  return glm::dmat3(x, glm::cross(z, x), z);
}

SizeClassSet defaultAccepts(std::size_t ring, std::size_t ringCount) {
  SizeClassSet accepts;
  if (ring < (ringCount + 1) / 2) accepts.insert(SizeClass::Small);
  if (ring >= 1) accepts.insert(SizeClass::Medium);
  if (ring >= ringCount / 2) accepts.insert(SizeClass::Large);
  return accepts;
}

}  // namespace perihelion::well
