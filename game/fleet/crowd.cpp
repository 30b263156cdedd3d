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

glm::dvec3 middleOf(const Ships& ships, std::span<const std::uint32_t> crowd) {
  glm::dvec3 sum(0.0);
  for (const std::uint32_t i : crowd) sum += ships.position[i];
  return sum / static_cast<double>(crowd.size());
}

/// The least whole number of spacings m whose ball holds k lattice cells ((4/3) pi m^3 >= k): about the
/// radius of k ships laid out.
std::int64_t spacingsFor(std::size_t k) {
  std::int64_t m = 1;
  while (4.0 / 3.0 * std::numbers::pi * static_cast<double>(m * m * m) < static_cast<double>(k)) ++m;
  return m;
}

/// Lays out the ships `crowd` on the lattice of `spacing` (m) round their mean position, as fleet/crowd.h
/// says. Returns false for a crowd too far out for the lattice's whole numbers (only a corrupt state is).
bool layOut(const world::SolarSystem& system, Ships& ships, std::span<const std::uint32_t> crowd, double spacing,
            CrowdScratch& scratch, PartingScratch& parting) {
  glm::dvec3 middle = middleOf(ships, crowd);
  const std::size_t k = crowd.size();
  std::int64_t m = spacingsFor(k);
  // A crowd in one well is moved in from its outermost ring by the layout's radius, where it can be:
  // parting's moves stop at that ring (partedWellOffset), which would press the outer points together.
  const std::uint32_t first = crowd[0];
  if (ships.mode[first] == ShipMode::InWell &&
      std::all_of(crowd.begin(), crowd.end(), [&](std::uint32_t i) {
        return ships.mode[i] == ShipMode::InWell && ships.wellPlanet[i] == ships.wellPlanet[first];
      })) {
    const glm::dvec3 planet = ships.position[first] - ships.wellOffset[first];
    const double ring = system.body(ships.wellPlanet[first]).well->rings.back().radius;
    const double within = ring - static_cast<double>(m + 1) * spacing;
    const double out = glm::length(middle - planet);
    if (within > 0.0 && out > within) middle = planet + (middle - planet) * (within / out);
  }
  const glm::dvec3 centre = middle / spacing;
  constexpr double kFarthest = 1e15;
  if (!(std::abs(centre.x) < kFarthest && std::abs(centre.y) < kFarthest && std::abs(centre.z) < kFarthest)) {
    return false;
  }
  const std::array<std::int64_t, 3> c{std::llround(centre.x), std::llround(centre.y), std::llround(centre.z)};
  // Every lattice point within m spacings of the middle lies within m of c along each axis (the middle is
  // within half a spacing of c), so the free points gathered there include the k nearest once there are
  // k of them: which points the crowd gets does not depend on m, only how far the search went.
  for (++m;; m += m / 2 + 1) {
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
  const auto radiusOf = [&](std::uint32_t i) { return types.type(ships.type[i]).radius; };
  scratch.crowded.clear();
  scratch.crowdStart.assign(1, 0);
  double crowdLargest = 0.0;
  grid.forEachCellOver(kShipsExamined, scratch.cellShips, [&](std::span<const std::uint32_t> cellShips) {
    double smallest = std::numeric_limits<double>::infinity();
    for (const std::uint32_t i : cellShips) smallest = std::min(smallest, radiusOf(i));
    const double side = kCrowdBoxRadii * smallest;
    if (!(side > 0.0)) return;
    // The cell's ships by box (aligned to space, so a stack is in one box wherever the cell's edges lie),
    // then by index.
    scratch.boxed.clear();
    for (const std::uint32_t i : cellShips) {
      const glm::dvec3 at = ships.position[i] / side;
      scratch.boxed.push_back({{wholeFloor(at.x), wholeFloor(at.y), wholeFloor(at.z)}, i});
    }
    std::sort(scratch.boxed.begin(), scratch.boxed.end());
    for (std::size_t b = 0, e = 0; b < scratch.boxed.size(); b = e) {
      double smallestHere = std::numeric_limits<double>::infinity(), largestHere = 0.0;
      for (e = b; e < scratch.boxed.size() && scratch.boxed[e].first == scratch.boxed[b].first; ++e) {
        smallestHere = std::min(smallestHere, radiusOf(scratch.boxed[e].second));
        largestHere = std::max(largestHere, radiusOf(scratch.boxed[e].second));
      }
      if (static_cast<double>(e - b) <= mostWithoutOverlap(glm::dvec3(side), smallestHere)) continue;
      for (std::size_t k = b; k < e; ++k) scratch.crowded.push_back(scratch.boxed[k].second);
      scratch.crowdStart.push_back(static_cast<std::uint32_t>(scratch.crowded.size()));
      crowdLargest = std::max(crowdLargest, largestHere);
    }
  });
  // One lattice for every crowd of the call, so that crowds in neighbouring boxes take different points.
  const double spacing = kCrowdSpacingRadii * crowdLargest;
  const auto crowds = static_cast<std::uint32_t>(scratch.crowdStart.size() - 1);
  const auto crowdOf = [&](std::uint32_t c) {
    return std::span<const std::uint32_t>(scratch.crowded.data() + scratch.crowdStart[c],
                                          scratch.crowdStart[c + 1] - scratch.crowdStart[c]);
  };
  // Crowds whose layouts would meet are laid out as one, round their common middle: each laid out alone
  // would search again through the points the others took, at a cost growing as their number squared.
  scratch.reach.clear();
  for (std::uint32_t c = 0; c < crowds; ++c) {
    const auto radius = static_cast<double>(spacingsFor(crowdOf(c).size()) + 1) * spacing;
    scratch.reach.emplace_back(middleOf(ships, crowdOf(c)), radius);
  }
  scratch.group.resize(crowds);
  for (std::uint32_t c = 0; c < crowds; ++c) scratch.group[c] = c;
  const auto groupOf = [&](std::uint32_t c) {  // the group's first crowd
    while (scratch.group[c] != c) c = scratch.group[c] = scratch.group[scratch.group[c]];
    return c;
  };
  for (std::uint32_t a = 0; a < crowds; ++a) {
    for (std::uint32_t b = a + 1; b < crowds; ++b) {
      const double meet = scratch.reach[a].w + scratch.reach[b].w;
      const glm::dvec3 apart = glm::dvec3(scratch.reach[a]) - glm::dvec3(scratch.reach[b]);
      if (!(glm::dot(apart, apart) < meet * meet)) continue;
      const std::uint32_t ga = groupOf(a), gb = groupOf(b);
      scratch.group[std::max(ga, gb)] = std::min(ga, gb);
    }
  }
  scratch.byGroup.clear();
  for (std::uint32_t c = 0; c < crowds; ++c) scratch.byGroup.emplace_back(groupOf(c), c);
  std::sort(scratch.byGroup.begin(), scratch.byGroup.end());
  scratch.taken.clear();
  bool moved = false;
  for (std::size_t b = 0, e = 0; b < scratch.byGroup.size(); b = e) {
    scratch.grouped.clear();
    for (e = b; e < scratch.byGroup.size() && scratch.byGroup[e].first == scratch.byGroup[b].first; ++e) {
      const std::span<const std::uint32_t> crowd = crowdOf(scratch.byGroup[e].second);
      scratch.grouped.insert(scratch.grouped.end(), crowd.begin(), crowd.end());
    }
    moved = layOut(system, ships, scratch.grouped, spacing, scratch, parting) || moved;
  }
  return moved;
}

}  // namespace perihelion::fleet
