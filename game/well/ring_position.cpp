#include "well/ring_position.h"

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "astro/units.h"

namespace perihelion::well {

double phaseAt(const Ring& ring, const RingPosition& at, double t) {
  double turns = 0.0;
  if (ring.turns()) turns = std::fmod(t - at.placedAt, ring.period) / ring.period;
  double phase = std::fmod(at.phaseAtPlacement + turns * astro::kTwoPi, astro::kTwoPi);
  if (phase < 0.0) phase += astro::kTwoPi;
  return phase;
}

glm::dvec3 offsetAt(const GravityWell& well, const RingPosition& at, double t) {
  return well.offsetOnRing(at.ring, phaseAt(well.rings[at.ring], at, t));
}

glm::dquat facingPlanet(const GravityWell& well, const glm::dvec3& offset) {
  const glm::dvec3 up = well.normal();
  // Forward is the in-plane direction to the centre; an offset is always in the ring plane, but
  // removing any normal component keeps the frame orthonormal for points off it too.
  glm::dvec3 forward = -(offset - up * glm::dot(offset, up));
  const double length = glm::length(forward);
  forward = length > 0.0 ? forward / length : well.frame[0];
  return glm::quat_cast(glm::dmat3(forward, glm::cross(up, forward), up));
}

double phaseOf(const GravityWell& well, const glm::dvec3& offset) {
  double phase = std::atan2(glm::dot(offset, well.frame[1]), glm::dot(offset, well.frame[0]));
  if (phase < 0.0) phase += astro::kTwoPi;
  return phase;
}

RingSnap nearestRing(const GravityWell& well, const glm::dvec3& offset) {
  const double height = glm::dot(offset, well.normal());
  const glm::dvec3 inPlane = offset - well.normal() * height;
  const double r = glm::length(inPlane);
  RingSnap best;
  best.phase = phaseOf(well, offset);
  best.distanceFromRing = std::numeric_limits<double>::infinity();
  for (std::uint32_t k = 0; k < well.rings.size(); ++k) {
    const double d = std::hypot(r - well.rings[k].radius, height);
    if (d < best.distanceFromRing) {
      best.ring = k;
      best.distanceFromRing = d;
    }
  }
  return best;
}

}  // namespace perihelion::well
