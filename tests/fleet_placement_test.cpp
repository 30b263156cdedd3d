// Placing a scenario's fleet (fleet/scatter.h): through a grid that grows with the points placed, the
// same points to the bit as the placement before it (every try checked against the points placed, the
// latest one by one). Its speed is measured by tests/bench/placement_bench.cpp, not here.
#include <gtest/gtest.h>

#include <vector>

#include <glm/geometric.hpp>

#include "fleet/growing_grid.h"
#include "fleet/scatter.h"
#include "fleet/spatial_grid.h"
#include "world/split_mix64.h"

namespace {

using namespace perihelion;
using namespace perihelion::fleet;

/// The placement as it was before the growing grid (commit de0a6ff, fleet/scatter.cpp), kept to compare
/// with: points placed are put in a spatial grid each time their count doubles, and a try is checked
/// against the grid's points and then, one by one, against every point placed since. Quadratic in the
/// count: half the points are checked one by one, and a crowded sphere's grid cell holds them all.
std::vector<glm::dvec3> placementBefore(const glm::dvec3& centre, double radius, std::uint32_t count, std::uint64_t seed,
                                        double minDistance) {
  const auto symmetric = [](world::SplitMix64& rng) { return static_cast<double>(rng.next() >> 11) * 0x1.0p-52 - 1.0; };
  world::SplitMix64 random{seed};
  std::vector<glm::dvec3> points;
  SpatialGrid grid;
  const double cell = std::max(minDistance, 1e-9 * std::max(radius, 1.0));
  std::size_t inGrid = 0;
  while (points.size() < count) {
    glm::dvec3 candidate{0.0};
    for (int attempt = 0; attempt < 64; ++attempt) {
      glm::dvec3 u;
      do {
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
    if (minDistance > 0.0 && points.size() >= 2 * inGrid + 16) {
      grid.rebuild(points, cell);
      inGrid = points.size();
    }
  }
  return points;
}

struct Case {
  const char* what;
  glm::dvec3 centre;
  double radius;  ///< m
  std::uint32_t count;
  double minDistance;  ///< m
};

/// Scouts (10 km) 2.2 radii apart, as a scenario's fleets start, in every kind of sphere; obstacles far
/// from the Sun; no spacing at all.
std::vector<Case> cases() {
  const double scout = 10e3, gap = 2.2 * scout;
  const glm::dvec3 belt{0.0, -4.2e11, 1.5e9};
  std::vector<Case> out;
  for (const std::uint32_t n : {1u, 2u, 17u, 300u, 3000u}) {
    out.push_back({"its room", belt, roomFor(scout, n), n, gap});
    out.push_back({"a tenth of its room", belt, 0.1 * roomFor(scout, n), n, gap});
    out.push_back({"a point", belt, 0.0, n, gap});
    out.push_back({"a sphere of an au", belt, 1.5e11, n, gap});
    out.push_back({"no spacing", belt, roomFor(scout, n), n, 0.0});
  }
  out.push_back({"obstacles at 900 au", {1.3e14, -2e13, 4e12}, 4e8, 2000, 3e6});
  out.push_back({"at the origin", {0.0, 0.0, 0.0}, 5e4, 2000, 2e3});
  return out;
}

TEST(FleetPlacement, GivesTheSamePointsToTheBitAsThePlacementBefore) {
  for (const Case& c : cases()) {
    for (const std::uint64_t seed : {1u, 5u}) {
      const std::vector<glm::dvec3> now = scatterInSphere(c.centre, c.radius, c.count, seed, c.minDistance);
      const std::vector<glm::dvec3> before = placementBefore(c.centre, c.radius, c.count, seed, c.minDistance);
      ASSERT_EQ(now.size(), before.size());
      std::size_t differ = 0;
      for (std::size_t k = 0; k < now.size(); ++k) differ += now[k] == before[k] ? 0 : 1;
      EXPECT_EQ(differ, 0u) << c.count << " points in " << c.what << ", seed " << seed;
    }
  }
}

TEST(FleetPlacement, KeepsItsShipsApartWhereTheSphereHasRoom) {
  const glm::dvec3 centre{1.5e11, 0.0, 0.0};
  const double gap = 22e3;
  const std::vector<glm::dvec3> points = scatterInSphere(centre, roomFor(10e3, 2000.0), 2000, 3, gap);
  double closest = 1e300;
  for (std::size_t i = 0; i < points.size(); ++i) {
    for (std::size_t j = i + 1; j < points.size(); ++j) closest = std::min(closest, glm::length(points[i] - points[j]));
  }
  EXPECT_GE(closest, gap);
}

TEST(GrowingGrid, FindsEveryPointWithinReachWhereverItLies) {
  // Points in a cube and beyond it (they go to its outermost cells), queried from everywhere near.
  const glm::dvec3 low{-3e11, 1e11, 2e9};
  const double side = 1e6, reach = 4e4;
  GrowingGrid grid(low, side, reach, 4096);
  world::SplitMix64 random{9};
  const auto inBox = [&](double margin) {
    const auto along = [&] { return (static_cast<double>(random.next() >> 11) * 0x1.0p-53) * (side + 2 * margin) - margin; };
    return low + glm::dvec3(along(), along(), along());
  };
  std::vector<glm::dvec3> points;
  for (std::uint32_t k = 0; k < 3000; ++k) {
    points.push_back(inBox(0.1 * side));
    grid.add(points.back(), k);
  }
  for (int q = 0; q < 500; ++q) {
    const glm::dvec3 centre = inBox(0.15 * side);
    std::vector<bool> seen(points.size(), false);
    grid.any(centre, [&](std::uint32_t k) {
      seen[k] = true;
      return false;
    });
    for (std::size_t k = 0; k < points.size(); ++k) {
      if (glm::length(points[k] - centre) <= reach) {
        EXPECT_TRUE(seen[k]) << "point " << k << ", query " << q;
      }
    }
  }
}

}  // namespace
