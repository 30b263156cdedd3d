#include "fleet/crowd.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <span>

#include <glm/geometric.hpp>

namespace perihelion::fleet {

double mostWithoutOverlap(const glm::dvec3& box, double r) {
  const glm::dvec3 grown = box + 2.0 * r;
  return grown.x * grown.y * grown.z / (4.0 / 3.0 * std::numbers::pi * r * r * r);
}

namespace {

using Site = CrowdScratch::Site;

bool nearer(const Site& a, const Site& b) {
  return a.distance2 != b.distance2 ? a.distance2 < b.distance2 : a.at < b.at;
}

/// Lays out the ships `crowd` on the lattice of `spacing` (m) round their mean position, as fleet/crowd.h
/// says. Returns false for a crowd too far out for the lattice's whole numbers (only a corrupt state is).
bool layOut(const world::SolarSystem& system, Ships& ships, std::span<const std::uint32_t> crowd, double spacing,
            CrowdScratch& scratch, PartingScratch& parting) {
  glm::dvec3 middle(0.0);
  for (const std::uint32_t i : crowd) middle += ships.position[i];
  middle /= static_cast<double>(crowd.size());
  const glm::dvec3 centre = middle / spacing;
  constexpr double kFarthest = 1e15;
  if (!(std::abs(centre.x) < kFarthest && std::abs(centre.y) < kFarthest && std::abs(centre.z) < kFarthest)) {
    return false;
  }
  const std::array<std::int64_t, 3> c{std::llround(centre.x), std::llround(centre.y), std::llround(centre.z)};
  // Every lattice point within m spacings of the middle lies within m of c along each axis (the middle is
  // within half a spacing of c), so the free points gathered there include the k nearest once there are
  // k of them: which points the crowd gets does not depend on m, only how far the search went.
  const std::size_t k = crowd.size();
  auto m = static_cast<std::int64_t>(std::ceil(std::cbrt(3.0 * static_cast<double>(k) / (4.0 * std::numbers::pi)))) + 1;
  for (;; m += m / 2 + 1) {
    scratch.sites.clear();
    const double within = static_cast<double>(m) * spacing;
    for (std::int64_t z = c[2] - m; z <= c[2] + m; ++z) {
      for (std::int64_t y = c[1] - m; y <= c[1] + m; ++y) {
        for (std::int64_t x = c[0] - m; x <= c[0] + m; ++x) {
          const std::array<std::int64_t, 3> at{x, y, z};
          const glm::dvec3 away = glm::dvec3(static_cast<double>(x), static_cast<double>(y), static_cast<double>(z)) *
                                      spacing - middle;
          const double distance2 = glm::dot(away, away);
          if (distance2 > within * within || scratch.taken.contains(at)) {
            continue;
          }
          scratch.sites.push_back({distance2, at});
        }
      }
    }
    if (scratch.sites.size() >= k) break;
  }
  std::partial_sort(scratch.sites.begin(), scratch.sites.begin() + static_cast<std::ptrdiff_t>(k), scratch.sites.end(),
                    nearer);
  // The ships, nearest the middle first, then by index (ids ascend with it).
  scratch.nearest.clear();
  for (const std::uint32_t i : crowd) {
    const glm::dvec3 away = ships.position[i] - middle;
    scratch.nearest.emplace_back(glm::dot(away, away), i);
  }
  std::sort(scratch.nearest.begin(), scratch.nearest.end());
  for (std::size_t j = 0; j < k; ++j) {
    const std::array<std::int64_t, 3>& at = scratch.sites[j].at;
    const glm::dvec3 place =
        glm::dvec3(static_cast<double>(at[0]), static_cast<double>(at[1]), static_cast<double>(at[2])) * spacing;
    const std::uint32_t i = scratch.nearest[j].second;
    partShip(system, ships, i, place - ships.position[i], parting);
    scratch.taken.insert(at);
  }
  return true;
}

}  // namespace

bool spreadCrowds(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships,
                  const SpatialGrid& grid, CrowdScratch& scratch, PartingScratch& parting) {
  if (ships.size() == 0) return false;
  scratch.typePresent.assign(types.types.size(), 0);
  for (const ShipTypeId t : ships.type) scratch.typePresent[t.value] = 1;
  double largest = 0.0;
  for (const ShipType& t : types.types) {
    if (scratch.typePresent[t.id.value]) largest = std::max(largest, t.radius);
  }
  const glm::dvec3 cell{grid.cellWidthX(), grid.cellSize(), grid.cellSize()};
  // A cell with no more ships than could lie there at the largest radius is no crowd, whatever its ships:
  // only the cells past that are read.
  const auto fewest = static_cast<std::uint32_t>(std::min(mostWithoutOverlap(cell, largest), 4.0e9));
  scratch.crowded.clear();
  scratch.crowdStart.assign(1, 0);
  double crowdLargest = 0.0;
  grid.forEachCellOver(fewest, scratch.cellShips, [&](std::span<const std::uint32_t> cellShips) {
    double smallest = std::numeric_limits<double>::infinity(), largestHere = 0.0;
    for (const std::uint32_t i : cellShips) {
      const double r = types.type(ships.type[i]).radius;
      smallest = std::min(smallest, r);
      largestHere = std::max(largestHere, r);
    }
    if (static_cast<double>(cellShips.size()) <= mostWithoutOverlap(cell, smallest)) return;
    scratch.crowded.insert(scratch.crowded.end(), cellShips.begin(), cellShips.end());
    scratch.crowdStart.push_back(static_cast<std::uint32_t>(scratch.crowded.size()));
    crowdLargest = std::max(crowdLargest, largestHere);
  });
  // One lattice for every crowd of the call, so that crowds in neighbouring cells take different points.
  const double spacing = kCrowdSpacingRadii * crowdLargest;
  scratch.taken.clear();
  bool moved = false;
  for (std::size_t c = 0; c + 1 < scratch.crowdStart.size(); ++c) {
    const std::span<const std::uint32_t> crowd(scratch.crowded.data() + scratch.crowdStart[c],
                                               scratch.crowdStart[c + 1] - scratch.crowdStart[c]);
    moved = layOut(system, ships, crowd, spacing, scratch, parting) || moved;
  }
  return moved;
}

}  // namespace perihelion::fleet
