// Ships never end a step overlapping one another. The swarm rule keeps ships apart by pushes that
// grow as 1 / distance, which bounds how deep they meet but does not forbid it: two fleets meeting
// head-on still interpenetrated by a tenth of a radius, a crowd captured by a well stayed overlapped,
// and ships launched at one point started inside one another. RVO2 (van den Berg et al., "Reciprocal
// n-body collision avoidance", 2011), the reference for crowds, promises no overlap; so does this,
// the way rigid-body engines resolve contacts (Jakobsen, "Advanced character physics", GDC 2001):
// after each step, every two overlapping ships are moved apart along the line of their centres, each
// by half of the overlap, in a few rounds of simultaneous moves, until none overlaps. Each ship's moves
// in a round are summed in whole 2^-16 m, so the order in which the pairs are visited changes no bit.
// A ship in a well moves its offset from the planet; arrived fleets make room this way too.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "fleet/fleet_state.h"
#include "fleet/neighbour_list.h"
#include "fleet/neighbour_push.h"
#include "world/solar_system.h"

namespace perihelion::fleet {

/// The gap (in radii of the smaller ship) to which overlapping ships are parted, so that they are
/// clear of one another beyond the rounding of any distance measured in float.
inline constexpr double kPartedGapRadii = 0.25;

/// The most rounds of parting a step takes; a crowd started at one point takes a few steps to part.
inline constexpr int kPartingRounds = 8;

/// Parting moves are summed in whole units of this many metres (see above).
inline constexpr double kPartingUnit = 0x1p-16;

/// What parting ships keeps from step to step.
struct PartingScratch {
  std::vector<std::array<std::int64_t, 3>> shift;  ///< by ship: its move this round, in 2^-16 m
  std::vector<glm::dvec3> parted;  ///< by ship: how far parting has moved it since this was last cleared
};

/// How two ships at (a, radius ra) and (b, radius rb) are moved apart: `a` moves by the result, `b`
/// by its opposite; zero when they do not overlap. `aFirst` says which of two ships at one spot goes
/// which way (the one with the smaller index, along +kApartAtOneSpot).
glm::dvec3 partingMove(const glm::dvec3& a, double ra, const glm::dvec3& b, double rb, bool aFirst);

/// Ship i's new offset in its well after parting moved it from `offset` by `move`: never out of the
/// well's outermost ring, unless it was already beyond it, and then no further out.
glm::dvec3 partedWellOffset(const world::Body& planet, const glm::dvec3& offset, const glm::dvec3& move);

/// Moves ship i by `move`, within its well if it is in one (partedWellOffset).
void moveApart(const world::SolarSystem& system, Ships& ships, std::uint32_t i, const glm::dvec3& move);

/// Parts the ships the neighbour list holds as partners (the pairs near one another at the step's
/// start; `slotShips` says which ship each slot is) where they are now, adding each ship's move to
/// scratch.parted (which must hold one entry a ship). Returns how many rounds found an overlap.
int partOverlaps(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships, const NeighbourList& list,
                 std::span<const NeighbourShip> slotShips, PartingScratch& scratch);

}  // namespace perihelion::fleet
