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

glm::dvec3 AxialRotation::spinAxis() const { return {0.0, std::sin(axialTilt), std::cos(axialTilt)}; }

glm::dquat AxialRotation::orientationAt(double jdTT) const {
  return tiltRotation(axialTilt) * glm::angleAxis(angleAt(jdTT), glm::dvec3(0.0, 0.0, 1.0));
}

}  // namespace perihelion::world
