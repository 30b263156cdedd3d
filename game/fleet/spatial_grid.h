// A uniform grid over points, rebuilt for each search (every tick for obstacles; for ships, whenever
// their neighbour list is made, fleet/neighbour_list.h): the neighbours of a point within the cell
// size are found by looking at the cells around it (27, or 45 where cells are split along x; see
// below), so a search among n ships costs O(n) rather than O(n^2).
// (OpenSteer's bin lattice; a counting sort of the points by cell, as in Green's "Particle
// Simulation using CUDA", 2010.)
//
// When the points are compact (their bounding box has at most a few cells per point) the cells are
// a dense array in x-fastest order, so the cells of a row are one contiguous run of points and a
// query reads 9 runs. Dense cells are also split in two along x: a row then runs 2.5 cell sizes
// rather than 3, so a query tests a sixth fewer points, with no more runs to read. When the
// points are spread out (fleets round different planets) whole cells are hashed (Teschner et al.
// 2003) instead, and a query looks up 27 buckets.
//
// Two kinds of query. forEachNear works in double precision from any point (obstacles, tests).
// findLaterNear is the fast one that makes the swarm's neighbour list, between the grid's own
// points: it works on each point's offset from the corner of its cell, in float, so that four
// candidates are tested at once.
// Offsets between neighbours are then good to a few parts in 1e7 of the cell size (4 mm in the
// 50 km cells of scouts) wherever in the solar system they are; world positions stay in double.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

/// What findLaterNear found: candidates (the points of the cells it looked in, with their offsets;
/// four at a time, so some are padding or repeats) and which of them are within the radius (`hits`,
/// the only ones to read). Kept from query to query so that nothing is allocated.
struct NearbyPoints {
  std::vector<std::uint32_t> slot;  ///< each candidate's slot in the grid's order
  std::vector<float> x, y, z;       ///< offset from the candidate to the query point, m
  std::vector<float> distance2;     ///< its squared length, m^2
  std::vector<std::uint32_t> hits;  ///< the candidates within the radius, in slot order
  std::size_t candidates = 0;
  std::size_t hitCount = 0;
  /// Makes room for `entries` candidates in all, at least doubling what it has.
  void makeRoom(std::size_t entries) {
    if (x.size() >= entries) return;
    const std::size_t size = std::max(entries, 2 * x.size());
    for (auto* v : {&slot, &hits}) v->resize(size);
    for (auto* v : {&x, &y, &z, &distance2}) v->resize(size);
  }
};

/// floor(v) as a whole number (a cell's or a box's coordinate), without a call into libm; clamped so that
/// no position, however wild, overflows the integer (NaN goes to the low end). Comparisons rather than
/// std::fmin and std::fmax, which GCC leaves as calls into libm.
inline std::int64_t wholeFloor(double v) {
  v = !(v >= -1e15) ? -1e15 : v > 1e15 ? 1e15 : v;
  const auto t = static_cast<std::int64_t>(v);
  return t - (static_cast<double>(t) > v ? 1 : 0);
}

/// How many entries ahead what will be read out of order is fetched (beyond the far end of a query's
/// half shell, beyond the entry being filled in a rebuild).
inline constexpr std::uint32_t kFetchAhead = 16;

class SpatialGrid {
 public:
  /// Sorts the points into cells of at least `cellSize` (m; rounded up to a float). Queries then find
  /// every point within cellSize().
  void rebuild(std::span<const glm::dvec3> points, double cellSize);

  /// Calls visit(index) for every point within `radius` (<= the cell size) of `centre`, each once,
  /// in a fixed order (so results are deterministic).
  template <class Visit>
  void forEachNear(const glm::dvec3& centre, double radius, Visit&& visit) const;

  /// Finds the points within `radius` (<= the cell size) of the point at sorted `slot` that lie
  /// after it: later in its own cell, or in one of the neighbouring cells after its cell (13 of the
  /// 26 whole cells round it: the "half shell" of molecular dynamics). Over all slots every pair of points within the radius is
  /// then found exactly once, so the work of a pair is done once and given to both. Offsets are from
  /// the found point to the query point, in float (see above). `bruteForce` tests every later point
  /// instead, one at a time (O(n), for the benchmark's comparison). With dense cells the two give the
  /// same hits in the same (slot) order with the same offsets, to the bit; with hashed cells the same
  /// pairs, some found from their other point.
  void findLaterNear(std::uint32_t slot, float radius, NearbyPoints& out, bool bruteForce = false) const;

  double cellSize() const { return cellSize_; }
  /// A cell's width along x: the cell size, or half of it where the cells are dense (split along x).
  double cellWidthX() const { return widthX_; }

  /// Calls visit(points) for each cell that holds more than `morePointsThan` points, with the indices of
  /// its points in sorted order; the cells in slot order (those of one hashed bucket in the order of
  /// their first point). `points` is scratch. For finding crowds (fleet/crowd.h): with a bound the
  /// points of a crowd exceed, it reads only the counts of all other cells.
  template <class Visit>
  void forEachCellOver(std::uint32_t morePointsThan, std::vector<std::uint32_t>& points, Visit&& visit) const;
  /// Whether the cells are a dense array (the points are compact) rather than hashed.
  bool dense() const { return dense_; }
  /// The point indices sorted by cell: visiting points in this order keeps neighbouring queries on
  /// the same memory, which is most of the speed.
  const std::vector<std::uint32_t>& order() const { return order_; }
  /// The inverse: each point's sorted slot.
  const std::vector<std::uint32_t>& slotOfPoint() const { return entryOf_; }

 private:
  struct Cell {
    std::int64_t x, y, z;
    friend bool operator==(const Cell&, const Cell&) = default;
  };
  Cell cellOf(const glm::dvec3& p) const {
    return {wholeFloor(p.x * inverseWidthX_), wholeFloor(p.y * inverseCellSize_),
            wholeFloor(p.z * inverseCellSize_)};
  }
  std::size_t slotOf(const Cell& c) const {
    if (dense_) {
      return static_cast<std::size_t>(((c.z - low_.z) * size_.y + (c.y - low_.y)) * size_.x + (c.x - low_.x));
    }
    const auto h = static_cast<std::uint64_t>(c.x) * 73856093u ^ static_cast<std::uint64_t>(c.y) * 19349663u ^
                   static_cast<std::uint64_t>(c.z) * 83492791u;
    return static_cast<std::size_t>(h & mask_);
  }
  template <class Visit>
  void visitRun(std::size_t first, std::size_t last, const glm::dvec3& centre, double r2, const Cell* cell,
                Visit& visit) const {
    for (std::uint32_t k = slotStart_[first]; k < slotStart_[last]; ++k) {
      if (cell && !(cells_[k] == *cell)) continue;  // hashed: another cell in the same bucket
      const glm::dvec3 d = points_[k] - centre;
      if (d.x * d.x + d.y * d.y + d.z * d.z <= r2) visit(order_[k]);
    }
  }
  /// Sorted entries [begin, end), lying alongY and alongZ (m) from the query's cell (the query's
  /// cell less theirs, in whole cells); along x each entry's cellX_ tells.
  struct Run {
    std::uint32_t begin, end;
    float alongY, alongZ;
  };
  /// Adds the entries of the runs to the candidates, with their offsets to the point at `self`, and
  /// marks those within r2.
  void testRuns(std::span<const Run> runs, std::uint32_t self, float r2, NearbyPoints& out) const;
  /// The same for one entry, and for the entries of `cell` in its bucket from `after` on (hashed
  /// cells), one at a time.
  void testEntry(std::uint32_t k, std::uint32_t self, float r2, NearbyPoints& out) const;
  void testHashedCell(const Cell& cell, std::uint32_t after, std::uint32_t self, float r2, NearbyPoints& out) const;

  /// Dense cells are split into this many along x: a query's rows then reach 2.5 cell sizes along
  /// x rather than 3, and it tests a sixth fewer candidates; there are no more rows to read. (Four
  /// was 2 % faster in swarm_bench, within its noise, for a cell table twice the size.)
  static constexpr int kDenseXSplitShift = 1;
  static constexpr std::int64_t kDenseXSplit = std::int64_t{1} << kDenseXSplitShift;
  double cellSize_ = 1.0;
  double inverseCellSize_ = 1.0;
  std::int64_t xSplit_ = 1;  ///< cells per cell size along x: kDenseXSplit when dense, else 1
  double widthX_ = 1.0;      ///< a cell's width along x: the cell size over xSplit_
  double inverseWidthX_ = 1.0;
  bool dense_ = false;
  Cell low_{0, 0, 0};   ///< dense: the lowest cell of the bounding box
  Cell size_{0, 0, 0};  ///< dense: cells along each axis
  std::uint64_t mask_ = 0;
  std::vector<std::uint32_t> slotStart_;  ///< slot s holds sorted entries [slotStart_[s], slotStart_[s+1])
  std::vector<std::uint32_t> order_;      ///< point indices sorted by slot
  std::vector<std::uint32_t> entryOf_;    ///< each point's place in order_
  std::vector<Cell> cells_;               ///< each sorted entry's cell
  std::vector<glm::dvec3> points_;        ///< each sorted entry's position, contiguous for the queries
  // Each sorted entry's offset from its cell's corner, and (dense) its cell's x counted from the
  // box's: what findLaterNear reads, padded by three entries so that four lanes never run off the end.
  std::vector<float> localX_, localY_, localZ_;
  std::vector<std::int32_t> cellX_;
  // Scratch for rebuild: each point's cell and slot, and the next free entry of each slot.
  std::vector<Cell> pointCells_;
  std::vector<std::uint32_t> slot_;
  std::vector<std::uint32_t> next_;
};

template <class Visit>
void SpatialGrid::forEachNear(const glm::dvec3& centre, double radius, Visit&& visit) const {
  if (order_.empty()) return;
  const Cell c = cellOf(centre);
  const double r2 = radius * radius;
  if (dense_) {
    const std::int64_t x0 = std::max<std::int64_t>(c.x - xSplit_, low_.x);
    const std::int64_t x1 = std::min<std::int64_t>(c.x + xSplit_, low_.x + size_.x - 1);
    if (x0 > x1) return;
    for (std::int64_t z = std::max<std::int64_t>(c.z - 1, low_.z); z <= std::min<std::int64_t>(c.z + 1, low_.z + size_.z - 1); ++z) {
      for (std::int64_t y = std::max<std::int64_t>(c.y - 1, low_.y); y <= std::min<std::int64_t>(c.y + 1, low_.y + size_.y - 1); ++y) {
        visitRun(slotOf({x0, y, z}), slotOf({x1, y, z}) + 1, centre, r2, nullptr, visit);
      }
    }
    return;
  }
  for (std::int64_t dz = -1; dz <= 1; ++dz) {
    for (std::int64_t dy = -1; dy <= 1; ++dy) {
      for (std::int64_t dx = -1; dx <= 1; ++dx) {
        const Cell cell{c.x + dx, c.y + dy, c.z + dz};
        const std::size_t bucket = slotOf(cell);
        visitRun(bucket, bucket + 1, centre, r2, &cell, visit);
      }
    }
  }
}

template <class Visit>
void SpatialGrid::forEachCellOver(std::uint32_t morePointsThan, std::vector<std::uint32_t>& points,
                                  Visit&& visit) const {
  for (std::size_t s = 0; s + 1 < slotStart_.size(); ++s) {
    const std::uint32_t begin = slotStart_[s], end = slotStart_[s + 1];
    if (end - begin <= morePointsThan) continue;
    if (dense_) {
      points.assign(order_.begin() + begin, order_.begin() + end);
      visit(std::span<const std::uint32_t>(points));
      continue;
    }
    // A hashed bucket may hold more than one cell: each is taken at its first entry.
    for (std::uint32_t k = begin; k < end; ++k) {
      if (std::find(cells_.begin() + begin, cells_.begin() + k, cells_[k]) != cells_.begin() + k) continue;
      points.clear();
      for (std::uint32_t j = k; j < end; ++j) {
        if (cells_[j] == cells_[k]) points.push_back(order_[j]);
      }
      if (points.size() > morePointsThan) visit(std::span<const std::uint32_t>(points));
    }
  }
}

}  // namespace perihelion::fleet
