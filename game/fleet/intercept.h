// Aiming at a moving target: where it will be when the ship gets there. The planets' orbits are
// analytic, so their future position is exact; the time to get there is found by fixed-point
// iteration, tau <- |P(t + tau) - x| / v (it converges while the ship is faster than the target,
// which ships are: planets move at 5-50 km/s relative to the Sun, ships at up to 100 km/s). Refined
// every tick as the ship closes in, so a fleet does not chase a planet round its orbit.
#pragma once

#include <cmath>

#include <glm/vec3.hpp>

namespace perihelion::fleet {

struct Intercept {
  glm::dvec3 point{0.0};  ///< where the target will be, m
  double time = 0.0;      ///< seconds from now until then
};

/// `targetAt(dtFromNow)` gives the target's position that far ahead. `iterations` of the fixed point
/// (4 reach metres for ships twice as fast as the target).
template <class TargetAt>
Intercept interceptOf(const glm::dvec3& from, double speed, TargetAt&& targetAt, int iterations = 4) {
  Intercept result{targetAt(0.0), 0.0};
  if (!(speed > 0.0)) return result;
  for (int k = 0; k < iterations; ++k) {
    const glm::dvec3 d = result.point - from;
    result.time = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z) / speed;
    result.point = targetAt(result.time);
  }
  return result;
}

}  // namespace perihelion::fleet
