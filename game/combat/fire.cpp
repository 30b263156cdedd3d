#include "combat/fire.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::combat {

double hitShare(const WeaponType& weapon, const Combatant& shooter, const Combatant& target) {
  const glm::dvec3 to = target.position - shooter.position;
  const double d = glm::length(to);
  const bool commonWell = shooter.well != kOpenSpace && shooter.well == target.well;
  if (d > weapon.range && !commonWell) return -1.0;
  if (d <= 0.0) return 1.0;
  if (!shooter.station && glm::dot(to, shooter.heading) < weapon.cosHalfArc * d) return -1.0;
  double share = 1.0;
  // Tracking: the angular speed of the target across the line of sight, |v x d| / d^2.
  const double angular = glm::length(glm::cross(target.velocity - shooter.velocity, to)) / (d * d);
  if (angular > weapon.trackingRate) share *= weapon.trackingRate / angular;
  if (!weapon.beam()) {
    const double flight = d / weapon.projectileSpeed;
    const double dodge = 0.5 * target.acceleration * flight * flight;
    if (dodge > target.radius) share *= target.radius / dodge;
  }
  return share;
}

std::int64_t shotsIn(double seconds, double secondsPerShot, double& reload) {
  reload -= seconds;
  if (reload > 0.0) return 0;
  // One shot at the moment the reload ran out, then one each secondsPerShot after it (the data keep
  // this below 1e9 a round: a round of at most kMaxSecondsPerTick, a shot at most every 0.01 s).
  const auto shots = 1 + static_cast<std::int64_t>(std::min(std::floor(-reload / secondsPerShot), 1e12));
  reload += static_cast<double>(shots) * secondsPerShot;
  return shots;
}

std::int64_t hitsOf(std::int64_t shots, double share, std::uint64_t draw) {
  if (share >= 1.0) return shots;
  if (share <= 0.0) return 0;
  const double expected = static_cast<double>(shots) * share;
  const double whole = std::floor(expected);
  // The top 53 bits of the draw as a number in [0, 1).
  const double u = static_cast<double>(draw >> 11) * 0x1.0p-53;
  return static_cast<std::int64_t>(whole) + (u < expected - whole ? 1 : 0);
}

std::uint64_t drawFor(std::uint64_t seed, std::int64_t round, const world::TargetRef& shooter, std::uint32_t mount) {
  std::uint64_t z = seed ^ (static_cast<std::uint64_t>(round) * 0x9E3779B97F4A7C15ull) ^
                    (static_cast<std::uint64_t>(shooter.kind) << 62) ^ (static_cast<std::uint64_t>(shooter.id) << 8) ^
                    mount;
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace perihelion::combat
