#include "fleet/ship_motion.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::fleet {

glm::dvec3 turnTowards(const glm::dvec3& heading, const glm::dvec3& wanted, double maxAngle,
                       const glm::dvec3& fallbackAxis) {
  if (glm::dot(wanted, wanted) == 0.0) return heading;  // nowhere wanted: keep the heading
  // Within the limit already (the common case on a straight course): no inverse trigonometry.
  const double cosine = glm::dot(heading, wanted);
  if (maxAngle < 3.14159 && cosine >= std::cos(maxAngle)) return wanted;
  const glm::dvec3 cross = glm::cross(heading, wanted);
  const double sine = glm::length(cross);
  const double angle = std::atan2(sine, glm::dot(heading, wanted));
  if (angle <= maxAngle) return wanted;
  glm::dvec3 axis;
  if (sine > 1e-12) {
    axis = cross / sine;
  } else {  // opposite: any axis perpendicular to the heading turns the shortest way
    axis = glm::cross(heading, fallbackAxis);
    if (glm::dot(axis, axis) < 1e-24) axis = glm::cross(heading, glm::dvec3(1.0, 0.0, 0.0));
    if (glm::dot(axis, axis) < 1e-24) axis = glm::cross(heading, glm::dvec3(0.0, 1.0, 0.0));
    axis = glm::normalize(axis);
  }
  // Rodrigues' rotation for an axis perpendicular to the vector: h cos + (axis x h) sin. The angle is
  // shaved by a part in 1e12 so that rounding in the normalisation never turns past the limit.
  const double step = maxAngle * (1.0 - 1e-12);
  const glm::dvec3 turned = heading * std::cos(step) + glm::cross(axis, heading) * std::sin(step);
  return glm::normalize(turned);
}

double approachSpeed(double speed, double target, double acceleration, double deceleration, double dt) {
  if (target > speed) return std::min(target, speed + acceleration * dt);
  return std::max(target, speed - deceleration * dt);
}

double brakingSpeed(double distance, double deceleration) { return std::sqrt(2.0 * deceleration * std::max(0.0, distance)); }

double brakingSpeedWithinTick(double distance, double deceleration, double dt) {
  if (!(deceleration > 0.0)) return 0.0;
  return deceleration * (std::sqrt(dt * dt + 2.0 * std::max(0.0, distance) / deceleration) - dt);
}

}  // namespace perihelion::fleet
