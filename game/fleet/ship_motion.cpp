#include "fleet/ship_motion.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::fleet {

namespace {

struct SineCosine {
  double sine, cosine;
};

/// sin and cos of x. A ship turns a small angle in a step (a degree or less in a 60 Hz tick), where
/// the Taylor series (smallTurnSine and smallTurnCosine, fleet/ship_motion.h) cost far less than
/// libm's calls, whose results may also differ from one libm to another; larger angles go to libm.
SineCosine sineCosine(double x) {
  if (std::fabs(x) > kLargestTaylorTurn) return {std::sin(x), std::cos(x)};
  const double x2 = x * x;
  return {smallTurnSine(x, x2), smallTurnCosine(x2)};
}

/// A vector within a few roundings of unit length made unit to a rounding, with no square root or
/// division: one Newton step towards 1 / |v| from 1, v (3 - v.v) / 2, squares the error.
glm::dvec3 nearlyUnitMadeUnit(const glm::dvec3& v) { return v * ((3.0 - glm::dot(v, v)) * 0.5); }

}  // namespace

glm::dvec3 turnTowards(const glm::dvec3& heading, const glm::dvec3& wanted, double maxAngle,
                       const glm::dvec3& fallbackAxis) {
  if (glm::dot(wanted, wanted) == 0.0) return heading;  // nowhere wanted: keep the heading
  if (maxAngle >= 3.14159265358979) return wanted;       // any turn is allowed
  // Within the limit already (the common case on a straight course): a cheap test first, from
  // cos x <= 1 - x^2/2 + x^4/24, which holds for every x.
  const double cosine = glm::dot(heading, wanted);
  const double maxAngle2 = maxAngle * maxAngle;
  if (cosine >= 1.0 - maxAngle2 * (0.5 - maxAngle2 / 24.0)) return wanted;
  // The angle is shaved by a part in 1e12 so that rounding in the normalisation never turns past the limit.
  const SineCosine step = sineCosine(maxAngle * (1.0 - 1e-12));
  if (cosine >= step.cosine) return wanted;
  // The part of the wanted heading perpendicular to the heading, in the plane of the turn: of
  // length sin(angle between them). Made square to the heading once more: from nearly opposite the
  // difference cancels, and what is left is rounding, not perpendicular to anything.
  glm::dvec3 across = wanted - heading * cosine;
  across -= heading * glm::dot(heading, across);
  const double sine = glm::length(across);
  // Rotated by the step within the plane of heading and across (Rodrigues' rotation about their
  // normal), with across made unit in the same multiplication.
  if (sine > 1e-12) return nearlyUnitMadeUnit(heading * step.cosine + across * (step.sine / sine));
  // Opposite: any axis perpendicular to the heading turns the shortest way.
  glm::dvec3 axis = glm::cross(heading, fallbackAxis);
  if (glm::dot(axis, axis) < 1e-24) axis = glm::cross(heading, glm::dvec3(1.0, 0.0, 0.0));
  if (glm::dot(axis, axis) < 1e-24) axis = glm::cross(heading, glm::dvec3(0.0, 1.0, 0.0));
  const glm::dvec3 side = glm::normalize(glm::cross(glm::normalize(axis), heading));
  return glm::normalize(heading * step.cosine + side * step.sine);
}

double approachSpeed(double speed, double target, double acceleration, double deceleration, double dt) {
  if (target > speed) return std::min(target, speed + acceleration * dt);
  return std::max(target, speed - deceleration * dt);
}

double brakingSpeed(double distance, double deceleration) { return std::sqrt(2.0 * deceleration * std::max(0.0, distance)); }

}  // namespace perihelion::fleet
