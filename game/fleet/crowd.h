// A crowd at one point: ships standing far closer together than ships can without overlapping, as a
// fleet started with `spread_km` 0 does. Parting (fleet/contact.h) would part them, but first the
// neighbour list would pair every ship of the crowd with every other: n^2 pairs, 2 s of one step for
// 10,000 ships, and the parting itself strings them out along one line.
//
// So, as the list is made and before it seeks any pair (NeighbourList::BeforePairs), each cell of its
// grid holding more ships than could lie there without overlapping is a crowd, and its ships are laid
// out round their mean position at the density a fleet starts at by default (data/README.md,
// `spread_km`: each ship has 27 times its own volume), on a lattice fixed in space: the lattice points
// nearest the middle that no other crowd of this call has taken, the ship nearest the middle (then the
// smaller id) on the nearest. Afterwards no cell holds more than a few ships of the crowd, and the list
// and the parting cost what they cost in a spread fleet. The layout is a function of the positions and
// ids alone, so it keeps the step's bits the same on every run. Parting still parts the small overlaps
// the laid-out ships may have with ships round them.
//
// It looks only as a list is made, which costs nothing in the steps between. A crowd arises only where
// ships are put: at a scenario's start, or ships added, which makes the list anew (their number
// changed); moving ships are parted after every step and cannot pile up past the bound between lists.
//
// The count that cannot lie in a cell without overlapping: ships that do not overlap have disjoint balls
// of the smallest radius r among them round their centres, all inside the cell grown by r on each side,
// so at most (w + 2r)(h + 2r)(d + 2r) / (4/3 pi r^3) of them fit. A crowd is past that bound: a dense
// fleet that does not overlap never is, and is never moved.
#pragma once

#include <array>
#include <cstdint>
#include <set>
#include <vector>

#include "fleet/contact.h"
#include "fleet/fleet_state.h"
#include "fleet/spatial_grid.h"
#include "world/solar_system.h"

namespace perihelion::fleet {

/// The spacing of the lattice a crowd is laid out on, in radii of its largest ship: 3 (4 pi / 3)^(1/3),
/// the side of a cube of 27 times the ship's volume.
inline constexpr double kCrowdSpacingRadii = 4.836;

/// The most balls of radius r whose centres can lie in a box of sides `box` without overlapping (see
/// above; not rounded).
double mostWithoutOverlap(const glm::dvec3& box, double r);

/// What spreading crowds keeps from call to call, so that nothing is allocated once it has grown.
struct CrowdScratch {
  std::vector<std::uint8_t> typePresent;   ///< by ship type: whether any ship is of it
  std::vector<std::uint32_t> cellShips;    ///< one cell's ships (SpatialGrid::forEachCellOver's)
  std::vector<std::uint32_t> crowded;      ///< the ships of every crowd, crowd after crowd
  std::vector<std::uint32_t> crowdStart;   ///< crowd c is crowded[crowdStart[c], crowdStart[c + 1])
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
