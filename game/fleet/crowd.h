// A crowd at one point: ships standing far closer together than ships can without overlapping, as a
// fleet started with `spread_km` 0 does. Parting (fleet/contact.h) would part them, but first the
// neighbour list would pair every ship of the crowd with every other: n^2 pairs, 2 s of one step for
// 10,000 ships, and the parting itself strings them out along one line.
//
// So, as the list is made and before it seeks any pair (NeighbourList::BeforePairs), the ships of each
// grid cell holding more than a few dozen are sorted into boxes of four of the cell's smallest radii
// (aligned to space, not to the cell, so that a stack lies in one box), and a box holding more ships than
// could lie there without overlapping is a crowd. Its ships are laid out round their mean position at the
// density a fleet starts at by default (data/README.md, `spread_km`: each ship has 27 times its own
// volume), on a lattice fixed in space: the lattice points nearest the middle that no other crowd of this
// call has taken, the ship nearest the middle (then the smaller id) on the nearest; crowds whose layouts
// would meet are laid out as one. A crowd in a well is
// first moved in from the well's outermost ring by the layout's radius, where the ring is wide enough.
// Afterwards no cell holds more than a few ships of the crowd, and the list and the parting cost what they
// cost in a spread fleet. Parting still parts the small overlaps the laid-out ships may have with ships
// round them, and the stacks it leaves alone: a few dozen ships at most, a few hundred pairs.
//
// The count that cannot lie in a box without overlapping: ships that do not overlap have disjoint balls
// of the smallest radius r among them round their centres, all inside the box grown by r on each side,
// so at most (w + 2r)(h + 2r)(d + 2r) / (4/3 pi r^3) of them fit. A crowd is past that bound: a dense
// fleet that does not overlap never is, and is never moved.
//
// It looks only as a list is made, which costs nothing in the steps between. A crowd arises where ships
// are put (a scenario's start, ships added: the list is made anew, their number having changed); ships
// that move are parted after every step, which leaves no overlap unless a jam outlasts its rounds. The
// layout is a function of the positions, ids and the grid's cells that hold the crowd (which a crowd
// straddling a cell's edge, or mixing sizes, depends on), so a run gives the same bits every time; a run
// resumed with its lists made afresh would differ only if it resumed with a crowd in place.
#pragma once

#include <array>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include <glm/vec4.hpp>

#include "fleet/contact.h"
#include "fleet/fleet_state.h"
#include "fleet/spatial_grid.h"
#include "world/solar_system.h"

namespace perihelion::fleet {

/// The spacing of the lattice crowds are laid out on, in radii of the largest ship among the call's
/// crowds: 3 (4 pi / 3)^(1/3), the side of a cube of 27 times the ship's volume.
inline constexpr double kCrowdSpacingRadii = 4.836;

/// The side of the boxes a cell's ships are sorted into, in the cell's smallest radii.
inline constexpr double kCrowdBoxRadii = 4.0;

/// Cells with more ships than this are sorted into boxes: a box of kCrowdBoxRadii holds at most
/// (4 + 2)^3 / (4/3 pi) = 51.6 of the smallest ships without overlapping, so a cell with no more holds no
/// crowd of them (a stack of fewer, larger ships is parted: at most 51^2 / 2 pairs).
inline constexpr std::uint32_t kShipsExamined = 51;

/// The most balls of radius r whose centres can lie in a box of sides `box` without overlapping (see
/// above; not rounded).
double mostWithoutOverlap(const glm::dvec3& box, double r);

/// What spreading crowds keeps from call to call.
struct CrowdScratch {
  std::vector<std::uint32_t> cellShips;    ///< one cell's ships (SpatialGrid::forEachCellOver's)
  std::vector<std::pair<std::array<std::int64_t, 3>, std::uint32_t>> boxed;  ///< ... with their boxes
  std::vector<std::uint32_t> crowded;      ///< the ships of every crowd, crowd after crowd
  std::vector<std::uint32_t> crowdStart;   ///< crowd c is crowded[crowdStart[c], crowdStart[c + 1])
  std::vector<glm::dvec4> reach;           ///< by crowd: its middle (x, y, z) and the radius of its layout (w)
  std::vector<std::uint32_t> group;        ///< by crowd: a crowd of its group (the first, once followed)
  std::vector<std::pair<std::uint32_t, std::uint32_t>> byGroup;  ///< (group, crowd), sorted
  std::vector<std::uint32_t> grouped;      ///< the ships of one group, crowd after crowd
  /// While laying out one crowd: free lattice points near its middle, and its ships, each with its
  /// squared distance from the middle.
  struct Site {
    double distance2;
    std::array<std::int64_t, 3> at;
  };
  std::vector<Site> sites;
  std::vector<std::pair<double, std::uint32_t>> nearest;
  std::set<std::array<std::int64_t, 3>> taken;  ///< the lattice points given out in this call
};

/// Lays out every crowd among the ships sorted into `grid` (from ships.position), as above, each move
/// made by partShip (so recorded in parting.parted). Returns whether it moved any ship.
bool spreadCrowds(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships,
                  const SpatialGrid& grid, CrowdScratch& scratch, PartingScratch& parting);

}  // namespace perihelion::fleet
