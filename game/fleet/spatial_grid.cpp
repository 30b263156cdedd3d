#include "fleet/spatial_grid.h"

#include <bit>

namespace perihelion::fleet {

void SpatialGrid::rebuild(std::span<const glm::dvec3> points, double cellSize) {
  cellSize_ = cellSize;
  inverseCellSize_ = 1.0 / cellSize;
  // About two buckets per point keeps collisions rare; a power of two makes the modulo a mask.
  const std::size_t buckets = std::bit_ceil(std::max<std::size_t>(16, 2 * points.size()));
  mask_ = buckets - 1;
  bucketStart_.assign(buckets + 1, 0);
  std::vector<std::uint32_t> bucket(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    bucket[i] = static_cast<std::uint32_t>(bucketOf(cellOf(points[i])));
    ++bucketStart_[bucket[i] + 1];
  }
  for (std::size_t b = 0; b < buckets; ++b) bucketStart_[b + 1] += bucketStart_[b];
  order_.resize(points.size());
  cells_.resize(points.size());
  points_.resize(points.size());
  std::vector<std::uint32_t> next(bucketStart_.begin(), bucketStart_.end() - 1);
  for (std::size_t i = 0; i < points.size(); ++i) {  // counting sort: stable, so the order is fixed
    const std::uint32_t slot = next[bucket[i]]++;
    order_[slot] = static_cast<std::uint32_t>(i);
    cells_[slot] = cellOf(points[i]);
    points_[slot] = points[i];
  }
}

}  // namespace perihelion::fleet
