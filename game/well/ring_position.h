// Where an object sits in a gravity well: a ring, and the phase it had when it was placed. Its
// position at any later time follows analytically from these (no accumulated rotation, so no drift).
#pragma once

#include <cstdint>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "well/gravity_well.h"

namespace perihelion::well {

struct RingPosition {
  std::uint32_t ring = 0;         ///< index in GravityWell::rings, 0 = innermost
  double phaseAtPlacement = 0.0;  ///< rad, measured in the ring frame from its x axis
  double placedAt = 0.0;          ///< TT seconds since J2000.0
};

/// The phase (rad, in [0, 2 pi)) at time t (TT seconds since J2000.0). Whole turns are dropped with an
/// exact fmod before scaling to radians, so the phase keeps its precision over millennia of swift turns.
double phaseAt(const Ring& ring, const RingPosition& at, double t);

/// Offset from the planet's centre, ecliptic axes, metres.
glm::dvec3 offsetAt(const GravityWell& well, const RingPosition& at, double t);

/// The orientation of an object that faces its planet from `offset`: its local +x (forward) points
/// at the planet's centre, its local +z along the ring normal ("up"), +y completes a right-handed frame.
glm::dquat facingPlanet(const GravityWell& well, const glm::dvec3& offset);

/// The phase (rad) of the point of the ring plane nearest to `offset` (an offset from the planet).
double phaseOf(const GravityWell& well, const glm::dvec3& offset);

/// The ring nearest to a point of the well and the point's phase on it: where a placement cursor snaps.
struct RingSnap {
  std::uint32_t ring = 0;
  double phase = 0.0;              ///< rad in [0, 2 pi)
  double distanceFromRing = 0.0;   ///< m, from the point to the nearest point of that ring's circle
};

/// Snaps an offset from the planet's centre (ecliptic axes, m; on or off the ring plane) to the ring
/// whose circle passes nearest to it. The well must have at least one ring.
RingSnap nearestRing(const GravityWell& well, const glm::dvec3& offset);

}  // namespace perihelion::well
