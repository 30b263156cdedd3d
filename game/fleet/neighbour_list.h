// The pairs of ships near one another, found through the grid and kept from step to step while the
// ships have not moved far: a Verlet neighbour list (Verlet, Phys. Rev. 159, 98, 1967; the "skin" of
// molecular dynamics codes such as LAMMPS and GROMACS).
//
// The grid finds every pair within the reach plus a skin. A pair's distance changes by at most how
// far its two ships have moved relative to each other, so while no ship has strayed more than half
// the skin from where the ships as a whole have gone since (their mean displacement, so that a fleet
// cruising in formation keeps its list), every pair now within reach is still on the list. A step
// then tests only the listed pairs, a few per ship, instead of searching the grid's cells again.
//
// A step gets exactly the pairs within reach, whichever step the list was made in, and the pair
// pushes are summed so that their order does not change a bit (fleet/neighbour_push.h): what a step
// does does not depend on when the list was last made.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/spatial_grid.h"

namespace perihelion::fleet {

class NeighbourList {
 public:
  /// The skin, as a fraction of the reach. Larger keeps a list for longer, at more pairs to test in
  /// each step ((1 + f)^3 times those within reach): it starts at the smallest and grows while lists
  /// last only a few steps (ships scattering at speed), shrinking back while they last long. Only the
  /// speed depends on it, never a step's result.
  static constexpr double kSmallestSkin = 0.1;
  static constexpr double kLargestSkin = 0.4;

  /// Brings the list up to date for the points at `positions` and pairs within `reach` (m): makes it
  /// anew when their number or the reach has changed, or a point has strayed too far; otherwise only
  /// takes their new positions. `bruteForce` makes it anew every time, testing every pair (O(n^2),
  /// for the benchmark's comparison). Returns whether it made the list anew.
  bool update(std::span<const glm::dvec3> positions, double reach, bool bruteForce = false);

  /// The points within the reach of the point at `slot` that the list holds for it (each pair is held
  /// for one of its two points), with their offsets to it worked out from the positions in double (so that a pair's offset is the same,
  /// but for its sign, whichever of its points asks). All candidates are hits.
  void pairsOf(std::uint32_t slot, NearbyPoints& out) const;

  /// The list's order: each point's slot. Visiting points in slot order keeps neighbours close in
  /// memory.
  const std::vector<std::uint32_t>& slotOfPoint() const { return grid_.slotOfPoint(); }
  /// How many times the list has been made.
  std::uint64_t builds() const { return builds_; }
  /// Makes the next update make the list anew, keeping its memory (for a benchmark whose runs each
  /// start from the same state: each run then pays for its first list).
  void forget() { reach_ = -1.0; }

 private:
  void build(std::span<const glm::dvec3> positions, bool bruteForce);

  SpatialGrid grid_;
  double reach_ = -1.0;
  double skin_ = kSmallestSkin;
  std::uint32_t kept_ = 0;             ///< steps since the list was made
  float reach2_ = 0.0f;                ///< the reach squared, in float as pairs are tested
  std::uint64_t builds_ = 0;
  std::vector<glm::dvec3> builtAt_;    ///< by slot: where each point was when the list was made
  std::vector<glm::dvec3> now_;        ///< by slot: where it is now
  std::vector<std::uint32_t> first_;   ///< slot s's later partners are partners_[first_[s], first_[s + 1])
  std::vector<std::uint32_t> partners_;
  NearbyPoints found_;                 ///< the grid's answer for one slot, while building
};

}  // namespace perihelion::fleet
