// Points scattered at random in a sphere, reproducibly: the same seed gives the same points on every
// machine (splitmix64 and plain arithmetic, no std::uniform_real_distribution, whose output the
// C++ standard leaves to each library).
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

/// The room a fleet takes, in its ships' radii times the cube root of its count: its ships then fill 1/27
/// of the sphere, a few radii apart, where at least 2.2 radii apart always has room. A scenario's fleet
/// with no spread_km starts in it (none inside another's push range by much, and not stacked at one
/// point unless its scenario says so: spread_km 0, fleet/crowd.h), and the desktop's pace takes a fleet
/// within it of its point as there (desktop/auto_pace.h).
inline constexpr double kRoomRadii = 3.0;

/// The radius (m) of the room a fleet of `ships` ships of `radius` (m) takes.
inline double roomFor(double radius, double ships) { return kRoomRadii * radius * std::cbrt(ships); }

/// `count` points uniformly in the sphere (centre, radius), each at least `minDistance` from the
/// others when room allows (after 64 tries a point is taken anyway, so this always ends). Time linear
/// in `count`: a try is checked only against the points near it (fleet/growing_grid.h).
std::vector<glm::dvec3> scatterInSphere(const glm::dvec3& centre, double radius, std::uint32_t count, std::uint64_t seed,
                                        double minDistance = 0.0);

}  // namespace perihelion::fleet
