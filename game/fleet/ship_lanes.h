// A moving ship's last stage of a step, four ships at a time in double lanes (in AVX2 registers, or
// two SSE2 ones; fleet/vector_code.h): the heading it wants (SteeringSum::heading,
// fleet/steering.h), its turn towards it (turnTowards, fleet/ship_motion.h), its new speed
// (approachSpeed) and its move.
//
// Those one-ship functions are the rule as written, and stay so. Here each lane does exactly their
// IEEE operations, in the same order, with their branches turned into selections, so that a ship
// comes out with the same bits whichever way it goes, and whichever instructions the processor has
// (the tests hold the two to the bit; a NaN already in a ship's state may come out with another sign).
// What is gained is that the arithmetic, and the square roots and divisions, four of each a ship, go
// four at a time. A turn the lanes leave out (by more than 0.1 rad in a step, where the sine needs
// libm, or from exactly opposite) is reported, and the ship is moved by the one-ship functions
// instead.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

#include "fleet/vector_code.h"

namespace perihelion::fleet {

/// How many ships go together.
constexpr int kMoverLanes = 4;

/// Four doubles, one per lane: GCC's vector extension, element-wise IEEE operations. Aligned to their
/// size whatever the processor (without AVX, GCC would align them to 16 bytes only, and AVX code
/// reading them would fault).
using Doubles = double __attribute__((vector_size(8 * kMoverLanes), aligned(8 * kMoverLanes)));
/// A comparison's result: all bits set in a lane where it holds.
using Mask = std::int64_t __attribute__((vector_size(8 * kMoverLanes), aligned(8 * kMoverLanes)));

/// Four vectors, one per lane.
struct Vec3s {
  Doubles x, y, z;
};

/// Four moving ships, one per lane: what their step found for them, and their motion now.
struct MoverLanes {
  Vec3s pull;           ///< unit, towards where the fleet aims
  Vec3s push;           ///< the sum of the pushes on it
  Vec3s nearestAway;    ///< unit, away from the nearest pusher
  Doubles pushers;      ///< how many push
  Mask boost;           ///< whether pushes boost the pull
  Doubles pullBoostPerPusher, sidestepWeight;  ///< its type's weights
  Doubles speedLimit;   ///< m/s
  Vec3s heading;        ///< unit
  Vec3s position;       ///< m
  Doubles speed;        ///< m/s
  Doubles maxTurn;      ///< rad in this step: the turn-rate limit at its speed times dt
  Doubles acceleration, deceleration;
  Vec3s wanted;         ///< unit: the heading it wants (wantHeadings)
  Doubles wantedSpeed;  ///< m/s (wantHeadings)
};

/// The headings the four ships want, and the speeds they want (slower while facing away), in the
/// instructions `code` (SSE2 where the processor lacks them). The first stage, for many groups in turn (each stage is a long chain of
/// dependent operations, so the processor overlaps groups better in short stages).
void wantHeadings(MoverLanes& ships, VectorCode code);

/// The second: turns the four ships, changes their speeds and moves them by dt seconds. Returns the
/// bits of the lanes it leaves to the one-ship functions (bit j for lane j), whose heading, speed
/// and position the caller takes from those functions instead.
int turnAndMove(MoverLanes& ships, double dt, VectorCode code);

}  // namespace perihelion::fleet
