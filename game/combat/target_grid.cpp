#include "combat/target_grid.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace perihelion::combat {
namespace {

/// The better of two candidates at the same distance: the lower stable id, ships before stations.
bool before(const Combatant& a, const Combatant& b) {
  if (a.ref.kind != b.ref.kind) return a.ref.kind < b.ref.kind;
  return a.ref.id < b.ref.id;
}

/// About this many combatants a cell: fewer cells to visit, a few more distances to measure.
constexpr double kPerCell = 4.0;

/// A lookout cube's coordinates are held within +-kCubeSpan (21 bits each in a key): a point further out
/// goes into the outermost cube, which only makes the quick answer say "maybe" more often.
constexpr std::int64_t kCubeSpan = (std::int64_t{1} << 20) - 2;

std::int64_t cubeOf(double v, double size) {
  double c = std::floor(v / size);
  c = !(c >= -static_cast<double>(kCubeSpan)) ? -static_cast<double>(kCubeSpan)  // NaN too: never cast
      : c > static_cast<double>(kCubeSpan) ? static_cast<double>(kCubeSpan)
                                           : c;
  return static_cast<std::int64_t>(c);
}

/// A cube's coordinates, each moved by kCubeBias into 21 bits of its key (x, y, z: z in the lowest bits).
constexpr std::int64_t kCubeBias = std::int64_t{1} << 20;
constexpr std::uint64_t kCubeBits = (std::uint64_t{1} << 21) - 1;

std::uint64_t cubeKey(std::int64_t x, std::int64_t y, std::int64_t z) {
  return (static_cast<std::uint64_t>(x + kCubeBias) << 42) | (static_cast<std::uint64_t>(y + kCubeBias) << 21) |
         static_cast<std::uint64_t>(z + kCubeBias);
}

/// One of a key's coordinates: `shift` 42 for x, 21 for y, 0 for z.
std::int64_t cubeCoordinate(std::uint64_t key, int shift) {
  return static_cast<std::int64_t>((key >> shift) & kCubeBits) - kCubeBias;
}

}  // namespace

/// The kConsidered nearest candidates found so far, nearest first, by squared distance (so that a tie
/// is a tie exactly, and goes to the lower id whichever cell was read first).
struct TargetGrid::Best {
  std::array<double, kConsidered> distance2{};
  std::array<std::uint32_t, kConsidered> index{};
  std::size_t count = 0;
  double bound2 = std::numeric_limits<double>::infinity();  ///< nothing further off can enter the list
  /// The bound's square root, a little over, for pruning cells (never one that holds a tie).
  double bound = std::numeric_limits<double>::infinity();

  void offer(std::span<const Combatant> all, std::uint32_t k, double d2) {
    if (d2 > bound2) return;
    for (std::size_t j = 0; j < count; ++j) {
      if (index[j] == k) return;  // the first bound's cell is read again in its shell
    }
    std::size_t at = count;
    while (at > 0 && (d2 < distance2[at - 1] || (d2 == distance2[at - 1] && before(all[k], all[index[at - 1]])))) --at;
    if (at >= kConsidered) return;
    const std::size_t last = std::min(count, kConsidered - 1);
    for (std::size_t j = last; j > at; --j) {
      distance2[j] = distance2[j - 1];
      index[j] = index[j - 1];
    }
    distance2[at] = d2;
    index[at] = k;
    count = std::min(count + 1, kConsidered);
    if (count == kConsidered) {
      bound2 = distance2[kConsidered - 1];
      bound = std::sqrt(bound2) * (1.0 + 1e-9);
    }
  }
};

void TargetGrid::rebuild(std::span<const Combatant> combatants, std::size_t players, double lookout) {
  combatants_ = combatants;
  grids_.assign(players, Grid{});
  // The lookout cubes: each combatant's, sorted, then one entry a cube with its players' bits.
  lookout_ = players <= 64 && lookout > 0.0 ? lookout : 0.0;
  cubes_.clear();
  if (lookout_ > 0.0) {
    for (const Combatant& c : combatants) {
      if (c.owner.value >= players) continue;
      cubes_.push_back({cubeKey(cubeOf(c.position.x, lookout_), cubeOf(c.position.y, lookout_),
                                cubeOf(c.position.z, lookout_)),
                        std::uint64_t{1} << c.owner.value});
    }
    std::sort(cubes_.begin(), cubes_.end(), [](const Cube& a, const Cube& b) { return a.key < b.key; });
    std::size_t kept = 0;
    for (const Cube& c : cubes_) {
      if (kept > 0 && cubes_[kept - 1].key == c.key) {
        cubes_[kept - 1].players |= c.players;
      } else {
        cubes_[kept++] = c;
      }
    }
    cubes_.resize(kept);
    // Every shooter is in a cube of its own: what is round each cube is worked out once a round, not once
    // a search.
    for (Cube& c : cubes_) {
      c.playersNear = playersRound(cubeCoordinate(c.key, 42), cubeCoordinate(c.key, 21), cubeCoordinate(c.key, 0));
    }
  }
  std::vector<glm::dvec3> lo(players, glm::dvec3(std::numeric_limits<double>::infinity()));
  std::vector<glm::dvec3> hi(players, glm::dvec3(-std::numeric_limits<double>::infinity()));
  std::vector<std::size_t> count(players, 0);
  for (const Combatant& c : combatants) {
    if (c.owner.value >= players) continue;
    lo[c.owner.value] = glm::min(lo[c.owner.value], c.position);
    hi[c.owner.value] = glm::max(hi[c.owner.value], c.position);
    ++count[c.owner.value];
  }
  std::vector<std::uint32_t> cellOf(combatants.size(), 0);
  for (std::size_t p = 0; p < players; ++p) {
    Grid& g = grids_[p];
    if (count[p] == 0) continue;
    // The box's longest side shared out: at most about count / kPerCell cells along each side cubed,
    // so the dense cell array is never much longer than the list (a flat crowd, stations on a ring
    // plane, gets fewer cells, not needle-thin ones).
    const glm::dvec3 extent = hi[p] - lo[p];
    const double longest = std::max({extent.x, extent.y, extent.z, 1.0});
    g.cell = std::max(longest / std::max(1.0, std::cbrt(static_cast<double>(count[p]) / kPerCell)), 1.0);
    g.origin = lo[p];
    std::int64_t total = 1;
    for (int a = 0; a < 3; ++a) {
      g.cells[a] = static_cast<std::int64_t>(extent[a] / g.cell) + 1;
      total *= g.cells[a];
    }
    g.start.assign(static_cast<std::size_t>(total) + 1, 0);
  }
  // A counting sort of each player's combatants by cell, list order kept within a cell.
  for (std::uint32_t k = 0; k < combatants.size(); ++k) {
    const Combatant& c = combatants[k];
    if (c.owner.value >= players) continue;
    Grid& g = grids_[c.owner.value];
    std::int64_t at[3];
    for (int a = 0; a < 3; ++a) {
      at[a] = std::clamp<std::int64_t>(static_cast<std::int64_t>((c.position[a] - g.origin[a]) / g.cell), 0,
                                       g.cells[a] - 1);
    }
    cellOf[k] = static_cast<std::uint32_t>((at[2] * g.cells[1] + at[1]) * g.cells[0] + at[0]);
    ++g.start[cellOf[k] + 1];
  }
  for (Grid& g : grids_) {
    for (std::size_t c = 1; c < g.start.size(); ++c) g.start[c] += g.start[c - 1];
    g.entries.resize(g.start.empty() ? 0 : g.start.back());
    g.positions.resize(g.entries.size());
  }
  std::vector<std::vector<std::uint32_t>> next(players);
  for (std::size_t p = 0; p < players; ++p) next[p].assign(grids_[p].start.begin(), grids_[p].start.end());
  for (std::uint32_t k = 0; k < combatants.size(); ++k) {
    const Combatant& c = combatants[k];
    if (c.owner.value >= players) continue;
    Grid& g = grids_[c.owner.value];
    const std::uint32_t slot = next[c.owner.value][cellOf[k]]++;
    g.entries[slot] = k;
    g.positions[slot] = c.position;
  }
}

/// Offers `best` every combatant of the grid that could be among the nearest within lookFar of q.from
/// and acceptable to q (within reach, or in its well): shell by shell of cells round the shooter's cell,
/// each cell read only while its box is no further than the list's bound.
void TargetGrid::search(const Grid& g, const TargetQuery& q, double lookFar, Best& best) const {
  if (g.entries.empty()) return;
  const glm::dvec3 local = (q.from - g.origin) / g.cell;  // the shooter in cell units
  std::int64_t centre[3];
  std::int64_t first = 0;  // the first shell that meets the grid at all
  for (int a = 0; a < 3; ++a) {
    centre[a] = static_cast<std::int64_t>(std::clamp(std::floor(local[a]), -1e15, 1e15));
    first = std::max({first, -centre[a], centre[a] - (g.cells[a] - 1)});
  }
  // The last shell that still meets the grid: beyond it there is nothing, however far the reach.
  std::int64_t last = 0;
  for (int a = 0; a < 3; ++a) last = std::max({last, centre[a], g.cells[a] - 1 - centre[a]});
  const auto accept = [&](std::uint32_t slot) {
    const std::uint32_t k = g.entries[slot];
    const glm::dvec3 to = g.positions[slot] - q.from;
    const double d2 = glm::dot(to, to);
    if (d2 > best.bound2) return;  // cannot enter the list: no square root
    const Combatant& c = combatants_[k];
    if (d2 > q.reach * q.reach && !(q.well != kOpenSpace && c.well == q.well)) return;
    best.offer(combatants_, k, d2);
  };
  // A first bound, for a shooter outside the enemy's grid, from the enemy's cells nearest it (its own
  // clamped into the grid, and those round it): outside the crowd, this is where its nearest members are, so the search below
  // prunes at once.
  if (first > 0) {
    std::int64_t lo[3], hi[3];
    for (int a = 0; a < 3; ++a) {
      const std::int64_t at = std::clamp<std::int64_t>(centre[a], 0, g.cells[a] - 1);
      lo[a] = std::max<std::int64_t>(0, at - 1);
      hi[a] = std::min(g.cells[a] - 1, at + 1);
    }
    for (std::int64_t z = lo[2]; z <= hi[2]; ++z) {
      for (std::int64_t y = lo[1]; y <= hi[1]; ++y) {
        const auto row = static_cast<std::size_t>((z * g.cells[1] + y) * g.cells[0]);
        for (std::uint32_t s = g.start[row + static_cast<std::size_t>(lo[0])]; s < g.start[row + static_cast<std::size_t>(hi[0]) + 1]; ++s) {
          accept(s);
        }
      }
    }
  }
  // The least distance (cells) from the shooter to a cell `i` away along one axis: 0 for its own.
  const auto gap = [&](int a, std::int64_t i) {
    if (i > centre[a]) return static_cast<double>(i) - local[a];
    if (i < centre[a]) return local[a] - static_cast<double>(i + 1);
    return 0.0;
  };
  const double far = lookFar / g.cell;
  const auto shells = std::min(static_cast<std::int64_t>(std::min(far + 2.0, 4e15)), last);
  // Each shell's rows only within the bound: z within it, then y within what z leaves, then x.
  const auto within = [](std::int64_t c, std::int64_t r, double room, std::int64_t cells, std::int64_t& lo,
                         std::int64_t& hi) {
    if (!(room >= 0.0)) return false;  // nothing along this axis is within the bound
    const auto reach = static_cast<std::int64_t>(std::min(std::sqrt(room), 4e15)) + 1;
    lo = std::max<std::int64_t>({0, c - r, c - reach});
    hi = std::min<std::int64_t>({cells - 1, c + r, c + reach});
    return lo <= hi;
  };
  for (std::int64_t r = first; r <= shells; ++r) {
    const double limit = std::min(best.bound, lookFar) / g.cell;  // cells
    if (static_cast<double>(r - 1) > limit) return;
    std::int64_t z0 = 0, z1 = 0;
    if (!within(centre[2], r, limit * limit, g.cells[2], z0, z1)) continue;
    for (std::int64_t z = z0; z <= z1; ++z) {
      const double gz = gap(2, z);
      const double lz = std::min(best.bound, lookFar) / g.cell;
      std::int64_t y0 = 0, y1 = 0;
      if (!within(centre[1], r, lz * lz - gz * gz, g.cells[1], y0, y1)) continue;
      for (std::int64_t y = y0; y <= y1; ++y) {
        const double lim = std::min(best.bound, lookFar) / g.cell;
        const double gy = gap(1, y);
        const double room = lim * lim - gz * gz - gy * gy;
        if (room < 0.0) continue;
        const std::int64_t row = (z * g.cells[1] + y) * g.cells[0];
        const auto visit = [&](std::int64_t x) {
          const double gx = gap(0, x);
          if (gx * gx > room) return;
          const auto c = static_cast<std::size_t>(row + x);
          for (std::uint32_t s = g.start[c]; s < g.start[c + 1]; ++s) accept(s);
        };
        if (std::abs(z - centre[2]) == r || std::abs(y - centre[1]) == r) {
          std::int64_t x0 = 0, x1 = 0;
          if (!within(centre[0], r, room, g.cells[0], x0, x1)) continue;
          for (std::int64_t x = x0; x <= x1; ++x) visit(x);
        } else {
          if (centre[0] - r >= 0 && centre[0] - r < g.cells[0]) visit(centre[0] - r);
          if (r > 0 && centre[0] + r >= 0 && centre[0] + r < g.cells[0]) visit(centre[0] + r);
        }
      }
    }
  }
}

std::uint64_t TargetGrid::playersRound(std::int64_t x, std::int64_t y, std::int64_t z) const {
  // Keys run z fastest, so each of the nine (x, y) columns of three cubes is one run of keys.
  std::uint64_t players = 0;
  for (std::int64_t dx = -1; dx <= 1; ++dx) {
    for (std::int64_t dy = -1; dy <= 1; ++dy) {
      const std::uint64_t lo = cubeKey(x + dx, y + dy, z - 1), hi = cubeKey(x + dx, y + dy, z + 1);
      auto it = std::lower_bound(cubes_.begin(), cubes_.end(), lo, [](const Cube& c, std::uint64_t k) { return c.key < k; });
      for (; it != cubes_.end() && it->key <= hi; ++it) players |= it->players;
    }
  }
  return players;
}

bool TargetGrid::noEnemyNear(const glm::dvec3& from, world::PlayerId owner, double lookFar) const {
  if (!(lookFar <= lookout_)) return false;  // no cubes, or a search further than they tell
  const std::uint64_t enemies = owner.value < 64 ? ~(std::uint64_t{1} << owner.value) : ~std::uint64_t{0};
  // Anything within lookFar of `from` is in its cube or one next to it.
  const std::int64_t x = cubeOf(from.x, lookout_), y = cubeOf(from.y, lookout_), z = cubeOf(from.z, lookout_);
  const std::uint64_t key = cubeKey(x, y, z);
  const auto it = std::lower_bound(cubes_.begin(), cubes_.end(), key, [](const Cube& c, std::uint64_t k) { return c.key < k; });
  const std::uint64_t near = it != cubes_.end() && it->key == key ? it->playersNear : playersRound(x, y, z);
  return (near & enemies) == 0;
}

std::int64_t TargetGrid::find(const TargetQuery& q) const {
  const double lookFar = std::max(q.reach, q.well == kOpenSpace ? 0.0 : q.wellRadius * 2.0);
  if (noEnemyNear(q.from, q.owner, lookFar)) return -1;
  Best best;
  for (std::size_t p = 0; p < grids_.size(); ++p) {
    if (p != q.owner.value) search(grids_[p], q, lookFar, best);
  }
  if (best.count == 0) return -1;
  if (q.preferCone) {
    const double nearest = std::sqrt(best.distance2[0]);
    for (std::size_t j = 0; j < best.count; ++j) {
      const double d = std::sqrt(best.distance2[j]);
      if (d > q.coneFarther * nearest) break;
      const glm::dvec3 to = combatants_[best.index[j]].position - q.from;
      if (glm::dot(to, q.heading) >= q.cosForwardCone * d) return best.index[j];
    }
  }
  return best.index[0];
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
