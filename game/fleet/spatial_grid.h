// A uniform hash grid over points, rebuilt every tick: the neighbours of a point within the cell size
// are found by looking at 27 cells, so a tick of n ships costs O(n) rather than O(n^2).
// (The same structure as OpenSteer's bin lattice and the "spatial hashing" of Teschner et al. 2003,
// "Optimized Spatial Hashing for Collision Detection of Deformable Objects", with a counting sort.)
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
  void forEachNear(const glm::dvec3& centre, double radius, Visit&& visit) const;

  double cellSize() const { return cellSize_; }

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
  std::size_t bucketOf(const Cell& c) const {
    // Teschner et al.'s primes; the mask keeps the bucket inside the table.
    const auto h = static_cast<std::uint64_t>(c.x) * 73856093u ^ static_cast<std::uint64_t>(c.y) * 19349663u ^
                   static_cast<std::uint64_t>(c.z) * 83492791u;
    return static_cast<std::size_t>(h & mask_);
  }

  double cellSize_ = 1.0;
  double inverseCellSize_ = 1.0;
  std::uint64_t mask_ = 0;
  std::vector<std::uint32_t> bucketStart_;  ///< bucket b holds order_[bucketStart_[b] .. bucketStart_[b+1])
  std::vector<std::uint32_t> order_;        ///< point indices sorted by bucket
  std::vector<Cell> cells_;                 ///< each sorted entry's cell, to skip hash collisions
  std::vector<glm::dvec3> points_;          ///< each sorted entry's position, contiguous for the queries
};

template <class Visit>
void SpatialGrid::forEachNear(const glm::dvec3& centre, double radius, Visit&& visit) const {
  if (order_.empty()) return;
  const Cell c = cellOf(centre);
  const double r2 = radius * radius;
  for (std::int64_t dz = -1; dz <= 1; ++dz) {
    for (std::int64_t dy = -1; dy <= 1; ++dy) {
      for (std::int64_t dx = -1; dx <= 1; ++dx) {
        const Cell n{c.x + dx, c.y + dy, c.z + dz};
        const std::size_t b = bucketOf(n);
        for (std::uint32_t k = bucketStart_[b]; k < bucketStart_[b + 1]; ++k) {
          if (!(cells_[k] == n)) continue;  // another cell that hashes to the same bucket
          const glm::dvec3 d = points_[k] - centre;
          if (d.x * d.x + d.y * d.y + d.z * d.z <= r2) visit(order_[k]);
        }
      }
    }
  }
}

}  // namespace perihelion::fleet
