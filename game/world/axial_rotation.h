// How a body spins: its sidereal rotation period and the direction of its axis.
#pragma once

#include <optional>

#include <glm/gtc/quaternion.hpp>

namespace perihelion::world {

/// A body's spin, described by its angular-momentum ("positive", right-hand-rule) pole.
///
/// The pole is the data's (`pole`: the IAU's pole, turned to the ecliptic) where they give one. Where
/// they do not, it is the ecliptic pole +z tilted by `axialTilt` about +x (the J2000 equinox), towards
/// ecliptic longitude 90 deg: exact for the Earth, whose equator meets the ecliptic at the equinox, a
/// documented simplification for any other body. A retrograde rotator (Venus, Uranus) has its positive
/// pole tilted more than 90 deg; the loader turns the data's sign convention into this one (see
/// data/README.md).
struct AxialRotation {
  double siderealPeriod = 0.0;  ///< seconds, > 0; 0 means the body does not spin
  double axialTilt = 0.0;       ///< radians in [0, pi]: the obliquity the data give (to the orbit; shown)
  double angleAtJ2000 = 0.0;    ///< rotation angle at J2000.0, radians
  std::optional<glm::dvec3> pole;  ///< the unit positive pole, J2000 ecliptic; empty: from axialTilt

  /// Rotation angle about the positive pole at a Julian date (TT), in [0, 2 pi).
  double angleAt(double jdTT) const;

  /// The unit positive pole in the ecliptic frame.
  glm::dvec3 spinAxis() const;

  /// Body-to-ecliptic orientation at a Julian date: spin about body +z, then body +z turned onto the
  /// pole (about the line where the equator meets the ecliptic).
  glm::dquat orientationAt(double jdTT) const;
};

}  // namespace perihelion::world
