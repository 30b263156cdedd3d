#include "fleet/scatter.h"

#include <glm/geometric.hpp>

#include "fleet/spatial_grid.h"
#include "world/split_mix64.h"

namespace perihelion::fleet {
namespace {

/// Uniform in [-1, 1): the top 53 bits of a draw as a fraction.
double symmetric(world::SplitMix64& rng) { return static_cast<double>(rng.next() >> 11) * 0x1.0p-52 - 1.0; }

}  // namespace

std::vector<glm::dvec3> scatterInSphere(const glm::dvec3& centre, double radius, std::uint32_t count, std::uint64_t seed,
                                        double minDistance) {
  world::SplitMix64 random{seed};
  std::vector<glm::dvec3> points;
  points.reserve(count);
  SpatialGrid grid;
  const double cell = std::max(minDistance, 1e-9 * std::max(radius, 1.0));
  std::size_t inGrid = 0;  // points[0, inGrid) are in the grid; the rest are checked one by one
  while (points.size() < count) {
    glm::dvec3 candidate{0.0};
    for (int attempt = 0; attempt < 64; ++attempt) {
      glm::dvec3 u;
      do {  // rejection sampling of the unit ball
        u = {symmetric(random), symmetric(random), symmetric(random)};
      } while (glm::dot(u, u) > 1.0);
      candidate = centre + u * radius;
      bool clear = true;
      if (minDistance > 0.0) {
        grid.forEachNear(candidate, minDistance, [&](std::uint32_t) { clear = false; });
        for (std::size_t k = inGrid; k < points.size() && clear; ++k) {
          clear = glm::length(points[k] - candidate) >= minDistance;
        }
      }
      if (clear) break;
    }
    points.push_back(candidate);
    if (minDistance > 0.0 && points.size() >= 2 * inGrid + 16) {  // rebuilt as the count doubles: O(n log n)
      grid.rebuild(points, cell);
      inGrid = points.size();
    }
  }
  return points;
}

}  // namespace perihelion::fleet
