#include "fleet/spatial_grid.h"

#include <algorithm>
#include <bit>

namespace perihelion::fleet {

void SpatialGrid::rebuild(std::span<const glm::dvec3> points, double cellSize) {
  cellSize_ = cellSize;
  inverseCellSize_ = 1.0 / cellSize;
  std::size_t slots = 0;
  dense_ = false;
  if (!points.empty()) {
    Cell lo = cellOf(points[0]), hi = lo;
    for (const glm::dvec3& p : points) {
      const Cell c = cellOf(p);
      lo = {std::min(lo.x, c.x), std::min(lo.y, c.y), std::min(lo.z, c.z)};
      hi = {std::max(hi.x, c.x), std::max(hi.y, c.y), std::max(hi.z, c.z)};
    }
    const double cells = static_cast<double>(hi.x - lo.x + 1) * static_cast<double>(hi.y - lo.y + 1) *
                         static_cast<double>(hi.z - lo.z + 1);
    // Dense when the box has at most 8 cells per point: the array then costs less than the points.
    if (cells <= 8.0 * static_cast<double>(points.size()) + 64.0) {
      dense_ = true;
      low_ = lo;
      size_ = {hi.x - lo.x + 1, hi.y - lo.y + 1, hi.z - lo.z + 1};
      slots = static_cast<std::size_t>(cells);
    }
  }
  if (!dense_) {
    // About two buckets per point keeps collisions rare; a power of two makes the modulo a mask.
    slots = std::bit_ceil(std::max<std::size_t>(16, 2 * points.size()));
    mask_ = slots - 1;
  }
  slotStart_.assign(slots + 1, 0);
  slot_.resize(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    slot_[i] = static_cast<std::uint32_t>(slotOf(cellOf(points[i])));
    ++slotStart_[slot_[i] + 1];
  }
  for (std::size_t b = 0; b < slots; ++b) slotStart_[b + 1] += slotStart_[b];
  order_.resize(points.size());
  cells_.resize(dense_ ? 0 : points.size());
  points_.resize(points.size());
  std::vector<std::uint32_t> next(slotStart_.begin(), slotStart_.end() - 1);
  for (std::size_t i = 0; i < points.size(); ++i) {  // counting sort: stable, so the order is fixed
    const std::uint32_t at = next[slot_[i]]++;
    order_[at] = static_cast<std::uint32_t>(i);
    if (!dense_) cells_[at] = cellOf(points[i]);
    points_[at] = points[i];
  }
}

}  // namespace perihelion::fleet
