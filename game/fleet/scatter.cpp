#include "fleet/scatter.h"

#include <glm/geometric.hpp>

#include "fleet/growing_grid.h"
#include "world/split_mix64.h"

namespace perihelion::fleet {
namespace {

/// Uniform in [-1, 1): the top 53 bits of a draw as a fraction.
double symmetric(world::SplitMix64& rng) { return static_cast<double>(rng.next() >> 11) * 0x1.0p-52 - 1.0; }

/// Cells for a grid over `count` points: a few per point, so that a sparse sphere's query still looks at
/// few points, and the grid takes about the memory the points do (8 cells of 4 bytes a point, to their 24).
std::size_t cellsFor(std::uint32_t count) { return 8 * static_cast<std::size_t>(count) + 64; }

}  // namespace

std::vector<glm::dvec3> scatterInSphere(const glm::dvec3& centre, double radius, std::uint32_t count, std::uint64_t seed,
                                        double minDistance) {
  world::SplitMix64 random{seed};
  std::vector<glm::dvec3> points;
  points.reserve(count);
  const bool apart = minDistance > 0.0;
  // Only the points placed within minDistance of a try can refuse it, and they are in the cells round it:
  // a try costs the same whatever the count. (Checking every point placed made placing quadratic: 2.2 s
  // for 100,000 ships in their room, 2 s for 10,000 at one point.) A try is clear when every point placed
  // is at least minDistance from it, by glm::length as before, so the points are those the placement
  // before gave, to the bit (tests/fleet_placement_test.cpp). It also took the older points through a
  // grid, by their squared distance: the two differ only for a point within a rounding of minDistance.
  GrowingGrid placed(centre - glm::dvec3(radius), 2.0 * radius, apart ? minDistance : 0.0, apart ? cellsFor(count) : 1);
  while (points.size() < count) {
    glm::dvec3 candidate{0.0};
    for (int attempt = 0; attempt < 64; ++attempt) {
      glm::dvec3 u;
      do {  // rejection sampling of the unit ball
        u = {symmetric(random), symmetric(random), symmetric(random)};
      } while (glm::dot(u, u) > 1.0);
      candidate = centre + u * radius;
      const bool clear = !apart || !placed.any(candidate, [&](std::uint32_t k) {
        return !(glm::length(points[k] - candidate) >= minDistance);
      });
      if (clear) break;
    }
    if (apart) placed.add(candidate, static_cast<std::uint32_t>(points.size()));
    points.push_back(candidate);
  }
  return points;
}

}  // namespace perihelion::fleet
