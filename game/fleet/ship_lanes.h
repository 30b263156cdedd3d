// A moving ship's last stage of a step, two ships at a time in SSE2 double lanes: the heading it
// wants (SteeringSum::heading, fleet/steering.h), its turn towards it (turnTowards,
// fleet/ship_motion.h), its new speed (approachSpeed) and its move.
//
// Those one-ship functions are the rule as written, and stay so. Here each lane does exactly their
// IEEE operations, in the same order, with their branches turned into selections, so that a ship
// comes out with the same bits whichever way it goes (the tests hold the two to the bit). What is
// gained is that the square roots and divisions, four or five a ship, go two at a time. A turn the
// lanes leave out (by more than 0.1 rad in a step, where the sine needs libm, or from exactly
// opposite) is reported, and the ship is moved by the one-ship functions instead.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

/// Two doubles, one per lane: GCC's vector extension, element-wise IEEE operations.
using Double2 = double __attribute__((vector_size(16)));
/// A comparison's result: all bits set in a lane where it holds.
using Mask2 = std::int64_t __attribute__((vector_size(16)));

/// Two vectors, one per lane.
struct Vec3x2 {
  Double2 x, y, z;
};

/// Two moving ships, one per lane: what their step found for them, and their motion now.
struct MoverLanes {
  Vec3x2 pull;         ///< unit, towards where the fleet aims
  Vec3x2 push;         ///< the sum of the pushes on it
  Vec3x2 nearestAway;  ///< unit, away from the nearest pusher
  Double2 pushers;     ///< how many push
  Mask2 boost;         ///< whether pushes boost the pull
  Double2 pullBoostPerPusher, sidestepWeight;  ///< its type's weights
  Double2 speedLimit;  ///< m/s
  Vec3x2 heading;      ///< unit
  Vec3x2 position;     ///< m
  Double2 speed;       ///< m/s
  Double2 maxTurn;     ///< rad in this step: the turn-rate limit at its speed times dt
  Double2 acceleration, deceleration;
  Vec3x2 wanted;       ///< unit: the heading it wants (wantTwo)
  Double2 wantedSpeed;  ///< m/s (wantTwo)
};

/// The headings the two ships want, and the speeds they want (slower while facing away); `up`
/// orients the sidestep. The first stage, for many pairs in turn (each stage is a long chain of
/// dependent operations, so the processor overlaps pairs better in short stages).
void wantTwo(MoverLanes& ships, const glm::dvec3& up);

/// The second: turns the two ships, changes their speeds and moves them by dt seconds. Returns the
/// bits of the lanes it leaves to the one-ship functions (bit j for lane j), whose heading, speed
/// and position the caller takes from those functions instead.
int moveTwo(MoverLanes& ships, double dt);

}  // namespace perihelion::fleet
