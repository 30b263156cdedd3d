// Ships never end a step overlapping one another. The swarm rule keeps ships apart by pushes that
// grow as 1 / distance, which bounds how deep they meet but does not forbid it: two fleets meeting
// head-on still interpenetrated by a tenth of a radius, a crowd captured by a well stayed overlapped,
// and ships launched at one point started inside one another. RVO2 (van den Berg et al., "Reciprocal
// n-body collision avoidance", 2011), the reference for crowds, promises no overlap; so does this,
// the way rigid-body engines resolve contacts (Jakobsen, "Advanced character physics", GDC 2001):
// before and after each step, every two overlapping ships are moved apart along the line of their
// centres, each by half of the overlap and a little more, in a few rounds of simultaneous moves, until
// none overlaps. Each ship's moves in a round are summed in whole 2^-16 m, so the order in which the
// pairs are visited changes no bit. A ship in a well moves its offset from the planet; arrived fleets
// make room this way too.
//
// Most calls find nothing to part, and cost little: pairs resting near the gap are left alone (the
// slack below), a call on ships no one has moved since the last is skipped, after a step only ships
// that may have come near enough are tested (partOverlaps), and a later round tests only the pairs of
// ships that moved in the round before.
#pragma once

#include <algorithm>
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

/// Two ships are parted only once they are nearer than that gap by this much (radii of the smaller):
/// a crowd rests about that gap (the swarm rule pushes as hard as it is pulled there), and without the
/// slack the pairs of a resting crowd would be parted again by millimetres in every round of every step.
inline constexpr double kPartingSlackRadii = 0.01;

/// The most rounds of parting a step takes; a crowd started at one point takes a few steps to part.
/// Ships piling onto a fleet's place on a ring in a battle (data/scenarios/combat_well.json at two-hour
/// ticks) took 10 to 16 rounds; with 8 one such jam was left 71 m overlapped.
inline constexpr int kPartingRounds = 16;

/// Parting moves are summed in whole units of this many metres (see above).
inline constexpr double kPartingUnit = 0x1p-16;

/// What parting ships keeps from step to step.
struct PartingScratch {
  std::vector<glm::dvec3> parted;           ///< by ship: how far parting has moved it since clearParted
  std::vector<std::uint32_t> partedShips;   ///< the ships parting may have moved since then
  /// By ship: where the last call left it; so, after a step, where it was as the step started. A call on
  /// ships all still there, with the list the last call used (its build count; kNoBuild if that call
  /// ended with an overlap), and the same ids, has nothing to part: so the parting as a step starts
  /// costs nothing when nothing has moved the ships since the parting after the step before.
  std::vector<glm::dvec3> partedAt;
  static constexpr std::uint64_t kNoBuild = ~std::uint64_t{0};
  std::uint64_t partedListBuild = kNoBuild;
  std::vector<ShipId> partedIds;
  /// By ship, noted as the step starts (noteRoom): how much nearer than its nearest neighbour then any
  /// ship can come before the two are to be parted.
  std::vector<double> room;
  std::vector<double> moved2;              ///< by ship: its move apart from the others this step, squared
  glm::dvec3 commonMove{0.0};              ///< the mean move of the ships in the step before
  double farthestBound = 0.0;              ///< twice the farthest any ship moved apart in the step before
  std::vector<std::uint32_t> maybe;        ///< the ships that pass the test with that bound
  // The rest is by slot of the neighbour list (its ships in that order, near ones near in memory).
  std::vector<glm::dvec4> slotBall;  ///< the ship's position (x, y, z) and radius (w), if read in slot order
  std::vector<double> slotRoom;      ///< ... and its room
  std::vector<double> slotMoved2;    ///< ... and moved2
  std::vector<std::array<std::int64_t, 3>> shift;  ///< its move this round, in 2^-16 m (0 between rounds)
  /// kOnMoved while it is on `moved`, kMovedBefore while on `movedBefore` (0 between calls)
  std::vector<std::uint8_t> marks;
  std::vector<std::uint32_t> moved;        ///< the slots found overlapping in this round
  std::vector<std::uint32_t> movedBefore;  ///< ... and in the round before
  std::vector<std::uint32_t> candidates;   ///< after a step: the slots whose pairs round one tests
  std::vector<std::uint8_t> slotMayPart;   ///< ... marked (0 between calls)
};

/// The centre distances at which two ships of radii ra and rb are parted (`parted`) and to which they
/// are (`apart`).
struct PartingDistances {
  double parted;
  double apart;
};
inline PartingDistances partingDistances(double ra, double rb) {
  const double smaller = ra < rb ? ra : rb;
  return {ra + rb + (kPartedGapRadii - kPartingSlackRadii) * smaller, ra + rb + kPartedGapRadii * smaller};
}

/// How two ships at (a, radius ra) and (b, radius rb) are moved apart: `a` moves by the result, `b`
/// by its opposite; zero when they are not nearer than partingDistances' `parted`. `aFirst` says which
/// of two ships at one spot goes which way (the one with the smaller index, along +kApartAtOneSpot).
glm::dvec3 partingMove(const glm::dvec3& a, double ra, const glm::dvec3& b, double rb, bool aFirst);

/// Ship i's new offset in its well after parting moved it from `offset` by `move`: never out of the
/// well's outermost ring, unless it was already beyond it, and then no further out.
glm::dvec3 partedWellOffset(const world::Body& planet, const glm::dvec3& offset, const glm::dvec3& move);

/// Moves ship i by `move`, within its well if it is in one (partedWellOffset).
void moveApart(const world::SolarSystem& system, Ships& ships, std::uint32_t i, const glm::dvec3& move);

/// Moves ship i as moveApart does and adds how far it went to scratch.parted (which clearParted must have
/// sized): the step's checks tell parting's moves from the ship's own by it (fleet/step_soundness.h).
void partShip(const world::SolarSystem& system, Ships& ships, std::uint32_t i, const glm::dvec3& move,
              PartingScratch& scratch);

/// Makes scratch.room hold `ships` ships, for noteRoom.
inline void sizeRooms(PartingScratch& scratch, std::size_t ships) { scratch.room.resize(ships); }

/// Notes, as a step starts, how much room ship i has: its nearest neighbour's surface as the pushes
/// measured it (NeighbourPushes::separation, in float: a thousandth of a radius covers the rounding), or
/// its push range if none was within it (the pushes measure none further; every other listed partner was
/// at least that far), less the nearest surface at which it can be parted from any partner.
inline void noteRoom(PartingScratch& scratch, std::uint32_t i, float separation, double pushRange, double radius) {
  const double nearest = std::min(static_cast<double>(separation), pushRange) - 1e-3 * radius;
  scratch.room[i] = nearest - (kPartedGapRadii - kPartingSlackRadii) * radius;
}

/// Parts the ships the neighbour list holds as partners (the pairs near one another at the step's
/// start; `slotShips` says which ship each slot is) where they are now, adding each ship's move to
/// scratch.parted (which clearParted must have made hold one entry a ship). Returns how many rounds found an
/// overlap.
///
/// The first round tests every listed pair; a later round only the pairs with a ship that overlapped in
/// the round before, since no other pair has moved, and those did not overlap. After a step
/// (`afterStep`: the last call, before the step, left the ships where the step started, and noteRoom
/// noted each ship's room then) round one spares most pairs: a pair can only have come within parting
/// distance if the room of each of its ships is less than how far the two have moved apart from a move
/// common to all; so only ships for which that holds with the farthest any ship moved, then with the
/// farthest any of its partners moved, are tested.
int partOverlaps(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships, const NeighbourList& list,
                 std::span<const NeighbourShip> slotShips, bool afterStep, PartingScratch& scratch);

/// Makes scratch.parted hold zero for each of `ships` ships, clearing only what parting has moved.
void clearParted(PartingScratch& scratch, std::size_t ships);

}  // namespace perihelion::fleet
