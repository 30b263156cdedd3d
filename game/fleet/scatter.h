// Points scattered at random in a sphere, reproducibly: the same seed gives the same points on every
// machine (splitmix64 and plain arithmetic, no std::uniform_real_distribution, whose output the
// C++ standard leaves to each library).
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

/// `count` points uniformly in the sphere (centre, radius), each at least `minDistance` from the
/// others when room allows (after 64 tries a point is taken anyway, so this always ends).
std::vector<glm::dvec3> scatterInSphere(const glm::dvec3& centre, double radius, std::uint32_t count, std::uint64_t seed,
                                        double minDistance = 0.0);

}  // namespace perihelion::fleet
