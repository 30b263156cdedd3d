#include "world/axial_rotation.h"

#include <cmath>

#include "astro/units.h"

namespace perihelion::world {
namespace {

/// Rotating +z by -tilt about +x leans the pole towards +y (ecliptic longitude 90 deg).
glm::dquat tiltRotation(double axialTilt) { return glm::angleAxis(-axialTilt, glm::dvec3(1.0, 0.0, 0.0)); }

}  // namespace

double AxialRotation::angleAt(double jdTT) const {
  double turns = 0.0;
  if (siderealPeriod > 0.0) {
    // Whole turns are dropped (fmod is exact) before scaling to radians, so the angle keeps its
    // precision over millennia, and a tiny period cannot overflow elapsed / period into infinity.
    const double elapsed = astro::secondsSinceJ2000Of(jdTT);
    turns = std::fmod(elapsed, siderealPeriod) / siderealPeriod;
  }
  double angle = std::fmod(angleAtJ2000 + turns * astro::kTwoPi, astro::kTwoPi);
  if (angle < 0.0) angle += astro::kTwoPi;
  return angle;
}

glm::dvec3 AxialRotation::spinAxis() const {
  return pole ? *pole : glm::dvec3(0.0, std::sin(axialTilt), std::cos(axialTilt));
}

glm::dquat AxialRotation::orientationAt(double jdTT) const {
  const glm::dquat spin = glm::angleAxis(angleAt(jdTT), glm::dvec3(0.0, 0.0, 1.0));
  if (!pole) return tiltRotation(axialTilt) * spin;
  // The shortest turn taking +z onto the pole: about z x pole, the equator's ascending node on the
  // ecliptic (a pole tilted towards +y turns about -x, as tiltRotation does).
  const glm::dvec3 z(0.0, 0.0, 1.0);
  const glm::dvec3 across = glm::cross(z, *pole);
  const double s = glm::length(across);
  if (s < 1e-12) return (pole->z > 0.0 ? glm::dquat(1.0, 0.0, 0.0, 0.0) : tiltRotation(astro::kPi)) * spin;
  return glm::angleAxis(std::atan2(s, glm::dot(z, *pole)), across / s) * spin;
}

}  // namespace perihelion::world
