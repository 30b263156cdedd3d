// A uniform grid over points, rebuilt every tick: the neighbours of a point within the cell size are
// found by looking at the 27 cells around it, so a tick of n ships costs O(n) rather than O(n^2).
// (OpenSteer's bin lattice; a counting sort of the points by cell, as in Green's "Particle
// Simulation using CUDA", 2010.)
//
// When the points are compact (their bounding box has at most a few cells per point) the cells are
// a dense array in x-fastest order, so the three cells of a row are one contiguous run of points and
// a query reads 9 runs; when they are spread out (fleets round different planets) cells are hashed
// (Teschner et al. 2003) instead, and a query looks up 27 buckets.
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

class SpatialGrid {
 public:
  /// Sorts the points into cells of `cellSize` (m). Queries then find every point within cellSize.
  void rebuild(std::span<const glm::dvec3> points, double cellSize);

  /// Calls visit(index) for every point within `radius` (<= the cell size) of `centre`, each once,
  /// in a fixed order (so results are deterministic).
  template <class Visit>
  void forEachNear(const glm::dvec3& centre, double radius, Visit&& visit) const {
    forEachSlotNear(centre, radius, [&](std::uint32_t slot) { visit(order_[slot]); });
  }

  /// The same, but visit(slot) gets the point's place in the sorted order: callers that keep their
  /// own data in that order (see order()) then read it contiguously rather than at random.
  template <class Visit>
  void forEachSlotNear(const glm::dvec3& centre, double radius, Visit&& visit) const;

  /// The point at a sorted slot, and its index.
  const glm::dvec3& pointAt(std::uint32_t slot) const { return points_[slot]; }

  double cellSize() const { return cellSize_; }
  /// The point indices sorted by cell: visiting points in this order keeps neighbouring queries on
  /// the same memory, which is most of the speed.
  const std::vector<std::uint32_t>& order() const { return order_; }

 private:
  struct Cell {
    std::int64_t x, y, z;
    friend bool operator==(const Cell&, const Cell&) = default;
  };
  Cell cellOf(const glm::dvec3& p) const {
    return {static_cast<std::int64_t>(std::floor(p.x * inverseCellSize_)),
            static_cast<std::int64_t>(std::floor(p.y * inverseCellSize_)),
            static_cast<std::int64_t>(std::floor(p.z * inverseCellSize_))};
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
      if (d.x * d.x + d.y * d.y + d.z * d.z <= r2) visit(k);
    }
  }

  double cellSize_ = 1.0;
  double inverseCellSize_ = 1.0;
  bool dense_ = false;
  Cell low_{0, 0, 0};   ///< dense: the lowest cell of the bounding box
  Cell size_{0, 0, 0};  ///< dense: cells along each axis
  std::uint64_t mask_ = 0;
  std::vector<std::uint32_t> slotStart_;  ///< slot s holds sorted entries [slotStart_[s], slotStart_[s+1])
  std::vector<std::uint32_t> order_;      ///< point indices sorted by slot
  std::vector<Cell> cells_;               ///< each sorted entry's cell (hashed mode)
  std::vector<glm::dvec3> points_;        ///< each sorted entry's position, contiguous for the queries
  std::vector<std::uint32_t> slot_;       ///< scratch: each point's slot
};

template <class Visit>
void SpatialGrid::forEachSlotNear(const glm::dvec3& centre, double radius, Visit&& visit) const {
  if (order_.empty()) return;
  const Cell c = cellOf(centre);
  const double r2 = radius * radius;
  if (dense_) {
    const std::int64_t x0 = std::max<std::int64_t>(c.x - 1, low_.x), x1 = std::min<std::int64_t>(c.x + 1, low_.x + size_.x - 1);
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
        const Cell n{c.x + dx, c.y + dy, c.z + dz};
        const std::size_t b = slotOf(n);
        visitRun(b, b + 1, centre, r2, &n, visit);
      }
    }
  }
}

}  // namespace perihelion::fleet
