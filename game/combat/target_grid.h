// Finds the enemy a ship or station should shoot at, through a grid, never by testing every pair.
//
// Each player's combatants go into a grid of their own, with cells sized to how densely they lie
// (about one a cell). A search from a shooter looks only in its enemies' grids, shell by shell of
// cells outward from its own cell (nearest cells first), and stops as soon as no cell further out
// could hold a better target: in a crowd it reads a handful of cells whatever the crowd's size.
//
// The rule (after Drifter's Last Stand's target fetcher): the nearest enemy within reach, unless an
// enemy inside the shooter's forward cone is at most `coneFarther` times as far: then the nearest such.
// Ties go to the lower stable id (ships before stations), never to a list position.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "combat/combatants.h"

namespace perihelion::combat {

/// What a search asks for.
struct TargetQuery {
  glm::dvec3 from{0.0};
  glm::dvec3 heading{1.0, 0.0, 0.0};  ///< unit
  world::PlayerId owner;             ///< enemies are the combatants of every other player
  double reach = 0.0;                ///< m: an enemy further off is out of reach...
  std::uint32_t well = kOpenSpace;   ///< ...unless it is in this same well (wells are battlefields)
  double wellRadius = 0.0;           ///< m: the well's outer ring, so the search looks that far
  double cosForwardCone = 0.5;
  double coneFarther = 2.0;
  bool preferCone = true;            ///< stations' turrets turn all round: no cone
};

class TargetGrid {
 public:
  /// Sorts the combatants into one grid per player (players 0 .. players - 1).
  void rebuild(std::span<const Combatant> combatants, std::size_t players);
  /// The combatant to shoot at (an index into the list given to rebuild), or -1 for none.
  std::int64_t find(const TargetQuery& query) const;
  /// The nearest enemy of `owner` within `radius` of `from`, or -1 (guards looking round their post).
  std::int64_t nearestEnemy(const glm::dvec3& from, world::PlayerId owner, double radius) const;

 private:
  struct Grid {
    glm::dvec3 origin{0.0};
    double cell = 1.0;
    std::int64_t cells[3] = {0, 0, 0};      ///< along x, y, z
    std::vector<std::uint64_t> keys;        ///< sorted: each entry's cell
    std::vector<std::uint32_t> entries;     ///< combatant indices, in key order (then list order)
  };
  template <class Visit>
  void search(const Grid& grid, const glm::dvec3& from, double radius, Visit&& visit) const;

  std::span<const Combatant> combatants_;
  std::vector<Grid> grids_;
};

}  // namespace perihelion::combat
