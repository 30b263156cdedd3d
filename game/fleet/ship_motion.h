// Real motion: a ship's heading turns towards the wanted one within its turn-rate limit, the shortest
// way round (about the axis perpendicular to both), and its speed changes within its acceleration
// and deceleration. No snapping: a ship can only be where its last heading and speed took it.
#pragma once

#include <algorithm>
#include <cmath>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

/// `heading` (unit) turned towards `wanted` (unit) by at most `maxAngle` rad, the shortest way.
/// When they are exactly opposite, the turn is about `fallbackAxis` (any vector not along heading).
glm::dvec3 turnTowards(const glm::dvec3& heading, const glm::dvec3& wanted, double maxAngle,
                       const glm::dvec3& fallbackAxis);

/// The largest turn in a step (rad) whose sine and cosine turnTowards takes from the Taylor series
/// below.
constexpr double kLargestTaylorTurn = 0.1;

/// sin x and cos x from x and x^2 by their Taylor series to x^9 and x^10, for |x| <= 0.1: good to a
/// rounding or two (the first term left out is below 0.1^11 / 11! = 2.6e-19). Written once for one
/// angle (double) and for four (fleet/ship_lanes.cpp), so that both give the same bits; always
/// inlined, so that the four-lane one is compiled with the lanes for each processor and never called
/// with a four-lane vector by value.
template <class T>
[[gnu::always_inline]] inline T smallTurnSine(T x, T x2) {
  return x * (1.0 - x2 * (1.0 / 6.0) *
                        (1.0 - x2 * (1.0 / 20.0) * (1.0 - x2 * (1.0 / 42.0) * (1.0 - x2 * (1.0 / 72.0)))));
}
template <class T>
[[gnu::always_inline]] inline T smallTurnCosine(T x2) {
  return 1.0 - x2 * 0.5 *
                   (1.0 - x2 * (1.0 / 12.0) *
                              (1.0 - x2 * (1.0 / 30.0) * (1.0 - x2 * (1.0 / 56.0) * (1.0 - x2 * (1.0 / 90.0)))));
}

/// `speed` moved towards `target` by at most acceleration * dt up or deceleration * dt down.
double approachSpeed(double speed, double target, double acceleration, double deceleration, double dt);

/// The fastest speed from which a ship can still stop within `distance` at `deceleration`:
/// sqrt(2 a d), from v^2 = 2 a d.
double brakingSpeed(double distance, double deceleration);

/// The same for a ship that first moves one tick of dt at that speed before it brakes:
/// v dt + v^2 / (2 a) = d, so v = sqrt((a dt)^2 + 2 a d) - a dt. Inline: every moving ship calls it
/// every tick.
inline double brakingSpeedWithinTick(double distance, double deceleration, double dt) {
  if (!(deceleration > 0.0)) return 0.0;
  const double tick = deceleration * dt;
  return std::sqrt(tick * tick + 2.0 * deceleration * std::max(0.0, distance)) - tick;
}

/// The lesser of `cap` and brakingSpeedWithinTick: the cap alone, with no square root, where there is
/// room to stop from it (cap dt + cap^2 / (2 a) <= d, multiplied out), as for a ship far from its goal.
inline double brakingSpeedWithinTick(double distance, double deceleration, double dt, double cap) {
  if (deceleration > 0.0 && 2.0 * deceleration * (distance - cap * dt) >= cap * cap) return cap;
  return std::min(cap, brakingSpeedWithinTick(distance, deceleration, dt));
}

}  // namespace perihelion::fleet
