// The pairs of ships near one another, found through the grid and kept from step to step while the
// ships have not moved far: a Verlet neighbour list (Verlet, Phys. Rev. 159, 98, 1967; the "skin" of
// molecular dynamics codes such as LAMMPS and GROMACS).
//
// The grid finds every pair within the reach plus a skin. A pair's distance changes by at most how
// far its two ships have moved relative to each other, so while no ship has strayed more than half
// the skin from where the ships as a whole have gone since (their mean displacement, so that a fleet
// cruising in formation keeps its list), every pair now within reach is still on the list. A step
// then tests only the listed partners, a dozen or so per ship, instead of searching the grid's cells
// again.
//
// Each point's partners are listed for it, so that a ship's neighbours are read with no write to
// theirs (fleet/neighbour_push.h works four at a time). A step keeps exactly the pairs within reach,
// whichever step the list was made in, and the pushes are summed so that their order does not change a
// bit: what a step does does not depend on when the list was last made (but for a crowd at one point,
// laid out as a list is made, before its pairs are sought: fleet/crowd.h says when that can matter).
#pragma once

#include <cstdint>
#include <functional>
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

  /// Called as the list is made anew, with the points sorted into the grid, before any pair is sought.
  /// It may move points (where `positions` views them) and returns whether it did; the points are then
  /// sorted again. So a crowd at one point, where every point would pair with every other, is spread
  /// before its pairs are listed (fleet/crowd.h).
  using BeforePairs = std::function<bool(const SpatialGrid&)>;

  /// Brings the list up to date for the points at `positions` and pairs within `reach` (m): makes it
  /// anew when their number or the reach has changed, or a point has strayed too far; otherwise only
  /// takes their new positions. `bruteForce` makes it anew every time, testing every pair (O(n^2),
  /// for the benchmark's comparison). Returns whether it made the list anew.
  bool update(std::span<const glm::dvec3> positions, double reach, bool bruteForce = false,
              const BeforePairs& beforePairs = {});

  /// The slots of the points listed as partners of the point at `slot`: every point within the reach
  /// of it is among them, and some a little further. Padded to a whole number of fours with `slot`
  /// itself, which is never its own partner.
  std::span<const std::uint32_t> partnersOf(std::uint32_t slot) const {
    return {partners_.data() + first_[slot], partners_.data() + first_[slot + 1]};
  }
  /// Where each point is now, by slot.
  std::span<const glm::dvec3> positions() const { return now_; }
  /// The reach squared, in float as pairs are tested against it.
  float reachSquared() const { return reach2_; }

  /// The list's order: each point's slot. Visiting points in slot order keeps neighbours close in
  /// memory.
  const std::vector<std::uint32_t>& slotOfPoint() const { return grid_.slotOfPoint(); }
  /// How many times the list has been made.
  std::uint64_t builds() const { return builds_; }
  /// Makes the next update make the list anew, keeping its memory (for a benchmark whose runs each
  /// start from the same state: each run then pays for its first list).
  void forget() { reach_ = -1.0; }

 private:
  void build(std::span<const glm::dvec3> positions, bool bruteForce, const BeforePairs& beforePairs);

  SpatialGrid grid_;
  double reach_ = -1.0;
  double skin_ = kSmallestSkin;
  std::uint32_t kept_ = 0;             ///< steps since the list was made
  float reach2_ = 0.0f;                ///< the reach squared, in float as pairs are tested
  std::uint64_t builds_ = 0;
  std::vector<glm::dvec3> builtAt_;    ///< by slot: where each point was when the list was made
  std::vector<glm::dvec3> now_;        ///< by slot: where it is now
  std::vector<std::uint32_t> first_;   ///< slot s's partners are partners_[first_[s], first_[s + 1])
  std::vector<std::uint32_t> partners_;
  // While building: the grid's answer for one slot, the pairs it found (each once, from its earlier
  // point) and how many partners each point has, then the next free place in each point's list.
  NearbyPoints found_;
  std::vector<std::uint32_t> laterFirst_, later_, next_;
};

}  // namespace perihelion::fleet
