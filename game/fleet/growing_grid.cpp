#include "fleet/growing_grid.h"

#include <cmath>

#include "fleet/spatial_grid.h"

namespace perihelion::fleet {

GrowingGrid::GrowingGrid(const glm::dvec3& low, double side, double reach, std::size_t maxCells) : low_(low) {
  // Cells a little wider than the reach: a coordinate's offset from the corner is rounded (by up to about
  // 1e-16 of the coordinate: 0.03 m at 1,000 au), and a point within reach must never land two cells away.
  const double magnitude = std::max({std::abs(low.x), std::abs(low.y), std::abs(low.z)}) + side;
  const double width = reach * 1.001 + 1e-12 * magnitude;
  const double most = std::floor(std::cbrt(static_cast<double>(std::max<std::size_t>(maxCells, 1))));
  const double fit = side / width;
  const double along = fit >= 2.0 ? std::min(std::floor(fit), most) : 1.0;  // also for a NaN side
  cellsPerSide_ = static_cast<std::int64_t>(along);
  cellsPerMetre_ = cellsPerSide_ > 1 ? static_cast<double>(cellsPerSide_) / side : 0.0;
  first_.assign(static_cast<std::size_t>(cellsPerSide_ * cellsPerSide_ * cellsPerSide_), kNone);
}

std::int64_t GrowingGrid::cellAlong(double offset) const {
  return std::clamp<std::int64_t>(wholeFloor(offset * cellsPerMetre_), 0, cellsPerSide_ - 1);
}

void GrowingGrid::add(const glm::dvec3& point, std::uint32_t index) {
  const std::size_t cell =
      cellIndex(cellAlong(point.x - low_.x), cellAlong(point.y - low_.y), cellAlong(point.z - low_.z));
  if (next_.size() <= index) next_.resize(index + 1, kNone);
  next_[index] = first_[cell];
  first_[cell] = index;
}

}  // namespace perihelion::fleet
