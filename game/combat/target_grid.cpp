#include "combat/target_grid.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace perihelion::combat {
namespace {

/// Cells along an axis at most 2^20, so that a cell's three coordinates pack into one key.
constexpr std::int64_t kMaxCells = 1 << 20;

std::uint64_t keyOf(std::int64_t x, std::int64_t y, std::int64_t z) {
  return (static_cast<std::uint64_t>(z) << 42) | (static_cast<std::uint64_t>(y) << 21) | static_cast<std::uint64_t>(x);
}

/// The better of two candidates at the same distance: the lower stable id, ships before stations.
bool before(const Combatant& a, const Combatant& b) {
  if (a.ref.kind != b.ref.kind) return a.ref.kind < b.ref.kind;
  return a.ref.id < b.ref.id;
}

}  // namespace

void TargetGrid::rebuild(std::span<const Combatant> combatants, std::size_t players) {
  combatants_ = combatants;
  grids_.assign(players, Grid{});
  std::vector<glm::dvec3> lo(players, glm::dvec3(std::numeric_limits<double>::infinity()));
  std::vector<glm::dvec3> hi(players, glm::dvec3(-std::numeric_limits<double>::infinity()));
  std::vector<std::size_t> count(players, 0);
  for (const Combatant& c : combatants) {
    if (c.owner.value >= players) continue;
    lo[c.owner.value] = glm::min(lo[c.owner.value], c.position);
    hi[c.owner.value] = glm::max(hi[c.owner.value], c.position);
    ++count[c.owner.value];
  }
  for (std::size_t p = 0; p < players; ++p) {
    Grid& g = grids_[p];
    if (count[p] == 0) continue;
    // About one combatant a cell: the box's volume shared out, measured on its longest side so that a
    // flat or thin crowd (stations on a ring plane) does not get needle-thin cells.
    const glm::dvec3 extent = hi[p] - lo[p];
    const double longest = std::max({extent.x, extent.y, extent.z, 1.0});
    g.cell = std::max(longest / std::cbrt(static_cast<double>(count[p])), longest / static_cast<double>(kMaxCells - 1));
    g.cell = std::max(g.cell, 1.0);
    g.origin = lo[p];
    for (int a = 0; a < 3; ++a) {
      g.cells[a] = std::min<std::int64_t>(kMaxCells, static_cast<std::int64_t>(extent[a] / g.cell) + 1);
    }
  }
  // Entries by (player, cell), each player's in list order within a cell.
  std::vector<std::pair<std::uint64_t, std::uint32_t>> sorted;
  for (std::size_t p = 0; p < players; ++p) {
    Grid& g = grids_[p];
    sorted.clear();
    for (std::uint32_t k = 0; k < combatants.size(); ++k) {
      const Combatant& c = combatants[k];
      if (c.owner.value != p) continue;
      std::int64_t at[3];
      for (int a = 0; a < 3; ++a) {
        at[a] = std::clamp<std::int64_t>(static_cast<std::int64_t>((c.position[a] - g.origin[a]) / g.cell), 0,
                                         g.cells[a] - 1);
      }
      sorted.emplace_back(keyOf(at[0], at[1], at[2]), k);
    }
    std::sort(sorted.begin(), sorted.end());
    g.keys.resize(sorted.size());
    g.entries.resize(sorted.size());
    for (std::size_t k = 0; k < sorted.size(); ++k) {
      g.keys[k] = sorted[k].first;
      g.entries[k] = sorted[k].second;
    }
  }
}

/// Visits the grid's combatants shell by shell of cells round `from`, out to `radius` (m), nearest
/// shells first. `visit(index, lowerBound)` gets each combatant and returns false to stop; before each
/// shell it is called with index -1 and the least distance anything in the shell can be.
template <class Visit>
void TargetGrid::search(const Grid& g, const glm::dvec3& from, double radius, Visit&& visit) const {
  if (g.keys.empty()) return;
  std::int64_t centre[3], lo[3], hi[3];
  std::int64_t first = 0;  // the first shell that meets the grid at all
  for (int a = 0; a < 3; ++a) {
    const double at = std::floor((from[a] - g.origin[a]) / g.cell);
    centre[a] = static_cast<std::int64_t>(std::clamp(at, -4.0 * kMaxCells, 4.0 * kMaxCells));
    lo[a] = 0;
    hi[a] = g.cells[a] - 1;
    first = std::max({first, lo[a] - centre[a], centre[a] - hi[a]});
  }
  const auto shells = static_cast<std::int64_t>(std::min(radius / g.cell + 1.0, 4.0 * kMaxCells));
  const auto cellAt = [&](std::int64_t x, std::int64_t y, std::int64_t z) {
    const std::uint64_t key = keyOf(x, y, z);
    auto at = std::lower_bound(g.keys.begin(), g.keys.end(), key);
    for (; at != g.keys.end() && *at == key; ++at) {
      if (!visit(static_cast<std::int64_t>(g.entries[static_cast<std::size_t>(at - g.keys.begin())]), 0.0)) {
        return false;
      }
    }
    return true;
  };
  for (std::int64_t r = first; r <= shells; ++r) {
    if (!visit(-1, std::max<double>(0.0, static_cast<double>(r - 1)) * g.cell)) return;
    const std::int64_t z0 = std::max(lo[2], centre[2] - r), z1 = std::min(hi[2], centre[2] + r);
    const std::int64_t y0 = std::max(lo[1], centre[1] - r), y1 = std::min(hi[1], centre[1] + r);
    const std::int64_t x0 = std::max(lo[0], centre[0] - r), x1 = std::min(hi[0], centre[0] + r);
    if (z0 > z1 || y0 > y1 || x0 > x1) continue;
    for (std::int64_t z = z0; z <= z1; ++z) {
      for (std::int64_t y = y0; y <= y1; ++y) {
        const bool face = std::abs(z - centre[2]) == r || std::abs(y - centre[1]) == r;
        if (face) {
          for (std::int64_t x = x0; x <= x1; ++x) {
            if (!cellAt(x, y, z)) return;
          }
        } else {
          if (centre[0] - r >= lo[0] && !cellAt(centre[0] - r, y, z)) return;
          if (r > 0 && centre[0] + r <= hi[0] && !cellAt(centre[0] + r, y, z)) return;
        }
      }
    }
  }
}

std::int64_t TargetGrid::find(const TargetQuery& q) const {
  // Best overall and best inside the cone, each as (distance, index).
  double nearest = std::numeric_limits<double>::infinity(), nearestInCone = nearest;
  std::int64_t best = -1, bestInCone = -1;
  const double lookFar = std::max(q.reach, q.well == kOpenSpace ? 0.0 : q.wellRadius * 2.0);
  const auto better = [&](std::int64_t k, double d, std::int64_t current, double currentDistance) {
    return current < 0 || d < currentDistance ||
           (d == currentDistance && before(combatants_[static_cast<std::size_t>(k)],
                                           combatants_[static_cast<std::size_t>(current)]));
  };
  for (std::size_t p = 0; p < grids_.size(); ++p) {
    if (p == q.owner.value) continue;
    search(grids_[p], q.from, lookFar, [&](std::int64_t k, double lowerBound) {
      if (k < 0) {
        // Nothing further out can beat the cone's best, nor be in the cone near enough to the nearest.
        const double limit = bestInCone >= 0 ? nearestInCone
                             : best >= 0     ? (q.preferCone ? q.coneFarther * nearest : nearest)
                                             : lookFar;
        return lowerBound <= limit;
      }
      const Combatant& c = combatants_[static_cast<std::size_t>(k)];
      const glm::dvec3 to = c.position - q.from;
      const double d = glm::length(to);
      if (d > q.reach && !(q.well != kOpenSpace && c.well == q.well)) return true;
      if (better(k, d, best, nearest)) {
        best = k;
        nearest = d;
      }
      if (q.preferCone && glm::dot(to, q.heading) >= q.cosForwardCone * d && better(k, d, bestInCone, nearestInCone)) {
        bestInCone = k;
        nearestInCone = d;
      }
      return true;
    });
  }
  if (bestInCone >= 0 && nearestInCone <= q.coneFarther * nearest) return bestInCone;
  return best;
}

std::int64_t TargetGrid::nearestEnemy(const glm::dvec3& from, world::PlayerId owner, double radius) const {
  TargetQuery q;
  q.from = from;
  q.owner = owner;
  q.reach = radius;
  q.preferCone = false;
  return find(q);
}

}  // namespace perihelion::combat
