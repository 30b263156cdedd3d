// A planet's gravity well: the rings in which stations (and, later, arrived fleets) go round it.
//
// Game design, not celestial mechanics: the innermost ring is close and swift; each ring further out
// is larger and slower, its angular speed falling like a Kepler orbit's, omega(r) = omega_inner *
// (r_inner / r)^1.5 (Kepler's third law, T^2 proportional to r^3); objects in the outermost ring do
// not go round at all, they keep a fixed offset from the planet and only follow it round the Sun.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include "well/size_class.h"

namespace perihelion::well {

/// Bounds on the number of rings a well has.
inline constexpr std::size_t kMinRings = 2;
inline constexpr std::size_t kMaxRings = 6;

struct Ring {
  double radius = 0.0;  ///< from the planet's centre, m
  /// Time for one turn, s; infinite for the outermost ring, whose objects do not go round.
  double period = std::numeric_limits<double>::infinity();
  SizeClassSet accepts;         ///< the size classes of station this ring can hold
  std::uint32_t maxStations = 0;  ///< 0: only the room on the ring limits the count

  bool turns() const { return period < std::numeric_limits<double>::infinity(); }
  /// rad/s; 0 for a ring that does not turn.
  double angularSpeed() const;
};

/// The period of a ring of radius r in a well whose inner ring (radius rInner) turns in innerPeriod:
/// omega(r) = omega_inner * (r_inner / r)^1.5, so T(r) = T_inner * (r / r_inner)^1.5.
double ringPeriod(double innerPeriod, double innerRadius, double radius);

struct GravityWell {
  std::vector<Ring> rings;  ///< innermost first; radii strictly increase, all outside the planet
  /// Ring frame to ecliptic: columns are the frame's x (phase 0), y (phase 90 deg) and z (the ring
  /// plane's normal, the planet's spin axis unless the data chose the ecliptic). Inertial: the rings
  /// do not spin with the planet.
  glm::dmat3 frame{1.0};
  /// The nearest a moon beyond the rings comes to the planet's centre, less its radius (m); infinity for
  /// none. The well's frame stops short of it (fleet/well_frame.h), so that no ship held in the frame sits
  /// in a moon's path.
  double moonsFrom = std::numeric_limits<double>::infinity();

  glm::dvec3 normal() const { return frame[2]; }

  /// Offset from the planet's centre (ecliptic axes, m) of the point at `phase` (rad) on ring k.
  glm::dvec3 offsetOnRing(std::size_t ring, double phase) const;
};

/// The ring frame whose normal is `normal` (unit) and whose phase 0 points as near the vernal
/// equinox (+x) as the plane allows.
glm::dmat3 ringFrame(const glm::dvec3& normal);

/// The size classes a ring accepts when the data does not say: small on the inner half of the rings,
/// large on the outer half, medium on all but the innermost. (Two rings: small | medium, large.)
SizeClassSet defaultAccepts(std::size_t ring, std::size_t ringCount);

}  // namespace perihelion::well
