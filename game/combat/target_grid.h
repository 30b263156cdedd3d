// Finds the enemy a ship or station should shoot at, through a grid, never by testing every pair.
//
// Each player's combatants go into a dense grid of their own (a counting sort by cell), with cells
// sized to how densely they lie (a few a cell). A search from a shooter looks only in its enemies'
// grids, shell by shell of cells outward from its own cell, and skips every cell whose box is further
// than the best found so far could be beaten from: the search starts with a bound taken from the
// cell of the enemy grid nearest the shooter, so even a shooter outside the enemy's crowd reads only the
// cells near the point of the crowd closest to it, whatever the crowd's size (the pruning of a k-d
// tree's nearest-neighbour search, on a grid).
//
// The rule (after Drifter's Last Stand's target fetcher, which lists the enemies in reach and then
// prefers those ahead): of the kConsidered nearest enemies in reach, the nearest inside the shooter's
// forward cone if it is at most `coneFarther` times as far as the nearest; else the nearest. Ties go
// to the lower stable id (ships before stations), never to a list position.
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

/// How many of the nearest enemies a search weighs for the forward cone (4 rather than 8: a search that
/// must find fewer stops sooner, 2.0 against 2.7 us a ship in the side-by-side benchmark).
inline constexpr std::size_t kConsidered = 4;

class TargetGrid {
 public:
  /// Sorts the combatants into one grid per player (players 0 .. players - 1), and notes which players
  /// have combatants in each cube of `lookout` metres (at least the farthest a search looks, for the
  /// quick "none near" answer; a search that looks further skips it).
  void rebuild(std::span<const Combatant> combatants, std::size_t players, double lookout = 0.0);
  /// The combatant to shoot at (an index into the list given to rebuild), or -1 for none.
  std::int64_t find(const TargetQuery& query) const;
  /// The nearest enemy of `owner` within `radius` of `from`, or -1 (guards looking round their post).
  std::int64_t nearestEnemy(const glm::dvec3& from, world::PlayerId owner, double radius) const;

 private:
  struct Grid {
    glm::dvec3 origin{0.0};
    double cell = 1.0;
    std::int64_t cells[3] = {0, 0, 0};    ///< along x, y, z
    std::vector<std::uint32_t> start;     ///< cell c's entries are entries[start[c], start[c + 1])
    std::vector<std::uint32_t> entries;   ///< combatant indices, by cell (x fastest), list order within one
    std::vector<glm::dvec3> positions;    ///< theirs, in the same order
  };
  struct Best;
  void search(const Grid& grid, const TargetQuery& q, double lookFar, Best& best) const;
  /// Whether no combatant but `owner`'s lies in the 27 lookout cubes round `from` (then none is within
  /// lookFar <= lookout of it): most searches, from ships in a well no enemy is near, end here.
  bool noEnemyNear(const glm::dvec3& from, world::PlayerId owner, double lookFar) const;
  std::uint64_t playersRound(std::int64_t x, std::int64_t y, std::int64_t z) const;

  /// The lookout cubes that hold combatants: key (x, y and z of the cube, z in the lowest bits), a bit
  /// for each player with combatants in it, and the same for it and the 26 cubes round it; sorted by
  /// key, one entry a cube.
  struct Cube {
    std::uint64_t key;
    std::uint64_t players;
    std::uint64_t playersNear = 0;
  };
  double lookout_ = 0.0;
  std::vector<Cube> cubes_;

  std::span<const Combatant> combatants_;
  std::vector<Grid> grids_;
};

}  // namespace perihelion::combat
