// The navigation step written straight from the rule: read this first.
//
// referenceStepFleets is the oracle the fast step (fleet/fleet_step.h's stepFleets) is tested against
// (tests/reference_step_test.cpp): one ship at a time, every pair of ships and every obstacle tested,
// all in double, with no grid, no neighbour list, no lanes, no fixed-point sums and no prefetching.
// It is O(ships^2) and slow; it is there to be read and to be checked against, never to be run in a
// game. What it does, for every ship, from the state at the start of the step:
//
//   1. Aim: each fleet's target and aim, and its arrival radii (fleet/fleet_aim.h, shared).
//   2. Feel: every obstacle (the Sun, the planets, the stations, the fixed obstacles) and every other
//      ship within the ship's push range pushes it away by weight / surface distance (in ship radii),
//      the seed's rule as fleet/steering.h states it; a moving ship feels only the ships in its field
//      of view (and any it overlaps), a still ship only the ships it overlaps. A moving ship also
//      brakes for what lies on its path: obstacles, and still ships in view.
//   3. Decide: a moving ship sent to a planet is caught by the planet's well once inside it; one sent
//      to a point arrives there (or, once its fleet has begun to gather, among its gathered mates) when
//      slow enough to stop; otherwise it is pulled towards its fleet's aim, at a speed from which it
//      can stop at its point and before what is in its way.
//   4. Move: it turns towards the heading the rule wants (SteeringSum::heading) within its turn-rate
//      limit, speeds up or brakes within its limits (slower while facing away), and moves. A still ship
//      stays put, but drifts slowly out of an overlap with another ship.
//   5. Ships in a well follow their planet to the end of the step; a fleet none of whose ships is still
//      moving has arrived.
//
// Where the fast step does something for speed that changes bits, this does the plain thing, so the
// two agree closely but not to the bit (the test holds them to tolerances and says why):
//   - a pair's offset, distance and push are worked out here in double, there in float from the offset
//     rounded to float (relative error about 1e-7), each push then rounded to a whole number of 2^-24
//     and summed as integers (so that the order of the partners changes nothing);
//   - here pushes are summed in the order obstacles, then ships by id; of pushers exactly as near, the
//     first in that order is the nearest, where the fast step takes the larger direction among ships;
//   - a turn here takes libm's sine and cosine and a plain normalisation, where turnTowards
//     (fleet/ship_motion.h) takes a Taylor series for turns up to 0.1 rad, shaves the angle by a part in
//     1e12 and makes the heading unit by a Newton step;
//   - braking here always works out the braking speed, where the fast step skips it for a ship with
//     room to stop, and a unit vector here is divided by its length where the fast step multiplies by
//     the reciprocal (each can differ in the last bit);
//   - every obstacle and every ship is tested here; the fast step tests only those its grid and
//     neighbour list find within reach, which are all that can push or stop a ship in the step;
//   - a crowd at one point (more ships in a box of four radii than could lie there without
//     overlapping) is laid out on a lattice by the fast step as it makes its neighbour list
//     (fleet/crowd.h), where here it is parted pair by pair; the tests start no such crowd.
#pragma once

#include <cstdint>

#include "fleet/fleet_state.h"
#include "fleet/navigation_world.h"

namespace perihelion::fleet {

/// Advances every fleet from world.time by dt seconds by the rule as stated above, as stepFleets does.
/// `tick` is recorded as a fleet's last arrival tick.
void referenceStepFleets(const NavigationWorld& world, Fleets& fleets, double dt, std::int64_t tick);

}  // namespace perihelion::fleet
