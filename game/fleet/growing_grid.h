// A uniform grid over a cube that points join one at a time, for placing points apart: each new point is
// checked against those already placed through the 27 cells round it, so placing n points costs O(n)
// rather than the O(n^2) of checking every placed point (fleet/scatter.h). The spatial grid
// (fleet/spatial_grid.h) is the other kind: rebuilt whole for each search, over points that all move.
//
// Each cell keeps its points as a list threaded through an array (the latest first), so a point joins
// in O(1) and nothing is hashed. Which cell a point is in, and the order a query visits points in,
// depend only on the points and the order they joined: the same on every machine.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

class GrowingGrid {
 public:
  /// Cells at least `reach` (m) wide over the cube from `low` with sides `side` (m), no more than about
  /// `maxCells` of them: wider cells where more would be needed (a sparse cube). Points outside the cube
  /// go to its outermost cells, so that a query still finds them.
  GrowingGrid(const glm::dvec3& low, double side, double reach, std::size_t maxCells);

  /// Adds the point with this index (the caller's: 0, 1, 2, ... in the order points join).
  void add(const glm::dvec3& point, std::uint32_t index);

  /// Calls near(index) for the points in the 27 cells round `centre`, which hold every point within
  /// `reach` of it (and others), until near returns true; whether it did.
  template <class Near>
  bool any(const glm::dvec3& centre, Near&& near) const;

 private:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  struct NeighbourCell {
    std::int8_t x, y, z;
  };
  /// The 27 cells round a point's, its own first, then those sharing a face, an edge, a corner: in a
  /// crowd, where most tries are refused, the first point a query meets in the nearest cells is most
  /// likely the one in the way (the far corners first made a crowded placement 20 times slower).
  static constexpr std::array<NeighbourCell, 27> kNeighbourCells = [] {
    std::array<NeighbourCell, 27> cells{};
    std::size_t n = 0;
    for (int shared = 0; shared <= 3; ++shared) {  // how many of x, y, z differ from the point's cell
      for (int z = -1; z <= 1; ++z) {
        for (int y = -1; y <= 1; ++y) {
          for (int x = -1; x <= 1; ++x) {
            if ((x != 0) + (y != 0) + (z != 0) == shared) {
              cells[n++] = {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y), static_cast<std::int8_t>(z)};
            }
          }
        }
      }
    }
    return cells;
  }();
  /// The cell along one axis of a coordinate's offset from the cube's low corner.
  std::int64_t cellAlong(double offset) const;
  std::size_t cellIndex(std::int64_t x, std::int64_t y, std::int64_t z) const {
    return static_cast<std::size_t>((z * cellsPerSide_ + y) * cellsPerSide_ + x);
  }

  glm::dvec3 low_;
  std::int64_t cellsPerSide_ = 1;
  double cellsPerMetre_ = 0.0;      ///< 0 with one cell
  std::vector<std::uint32_t> first_;  ///< each cell's latest point, or kNone
  std::vector<std::uint32_t> next_;   ///< each point's next in its cell (an earlier point), or kNone
};

template <class Near>
bool GrowingGrid::any(const glm::dvec3& centre, Near&& near) const {
  const std::int64_t cx = cellAlong(centre.x - low_.x), cy = cellAlong(centre.y - low_.y),
                     cz = cellAlong(centre.z - low_.z);
  for (const NeighbourCell& d : kNeighbourCells) {
    const std::int64_t x = cx + d.x, y = cy + d.y, z = cz + d.z;
    if (x < 0 || y < 0 || z < 0 || x >= cellsPerSide_ || y >= cellsPerSide_ || z >= cellsPerSide_) continue;
    for (std::uint32_t k = first_[cellIndex(x, y, z)]; k != kNone; k = next_[k]) {
      if (near(k)) return true;
    }
  }
  return false;
}

}  // namespace perihelion::fleet
