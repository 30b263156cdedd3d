// A moon's orbit round its planet: JPL's "Planetary Satellite Mean Elements" (ssd.jpl.nasa.gov/sats/elem),
// an ellipse fitted to the numerically integrated orbit whose periapsis and node turn at steady rates.
// Good for where a moon is in its orbit and how the orbit lies, not for an ephemeris (JPL says so): the
// Moon's mean ellipse misses the evection and the variation, some 2 to 3 degrees together (the README's
// accuracy table gives the errors measured).
#pragma once

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include "orbit/kepler_orbit.h"

namespace perihelion::orbit {

/// The mean elements of one moon at the table's epoch, SI units and radians, in the table's reference
/// plane (the J2000 ecliptic for the Moon, the moon's local Laplace plane for the others).
struct SatelliteElements {
  double semiMajorAxis = 0.0;      ///< a, m
  double eccentricity = 0.0;       ///< e, in [0, 1)
  double inclination = 0.0;        ///< i to the reference plane, rad (above pi/2: retrograde, as Triton)
  double node = 0.0;               ///< longitude of the ascending node at the epoch, rad (see planeToEcliptic)
  double argumentOfPeriapsis = 0.0;  ///< omega at the epoch, rad
  double meanAnomaly = 0.0;        ///< M at the epoch, rad
  double epochJd = 0.0;            ///< Julian date (TT) of the epoch
  /// n: the sidereal mean motion (rad/s), once round against the stars: the rate of M + omega + node on a
  /// prograde orbit, of M + omega - node on a retrograde one. JPL's P is 360 deg / n: the Moon's
  /// 13.176358 deg/day is its 27.322-day sidereal month.
  double meanMotion = 0.0;
  double periapsisRate = 0.0;  ///< d omega / dt, rad/s (JPL: 360 deg / Pw; 0 when none is given)
  double nodeRate = 0.0;       ///< d node / dt, rad/s (JPL: 360 deg / Pnode, regressing; 0 when none)
  /// The reference plane's axes in J2000 ecliptic coordinates: columns x (the node's zero point), y and z
  /// (the plane's pole). The identity for the ecliptic.
  glm::dmat3 planeToEcliptic{1.0};
};

/// The axes of a Laplace plane whose pole is at right ascension `poleRa` and declination `poleDec` (rad,
/// ICRF), as JPL's table measures the node from: x at the plane's ascending node on the ICRF equator
/// (right ascension poleRa + 90 deg), z the pole; in J2000 ecliptic coordinates (the equator turned by
/// the obliquity of J2000, 84381.448", IAU 1976; the ICRF's frame bias of 0.02" is left out).
glm::dmat3 laplacePlaneAxes(double poleRa, double poleDec);

/// The node's rate from JPL's period Pnode (s): the node regresses on a prograde orbit and advances on
/// a retrograde one (the oblate planet's torque, dnode/dt = -3/2 n J2 (R/p)^2 cos i: its sign is that of
/// -cos i), so the table's unsigned period takes the sign of -cos i.
double nodeRateOfPeriod(double period, double inclination);

class SatelliteOrbit {
 public:
  explicit SatelliteOrbit(const SatelliteElements& elements);

  const SatelliteElements& elements() const { return elements_; }

  /// The moon's place relative to its planet's centre (m, J2000 ecliptic axes) at a Julian date (TT).
  glm::dvec3 offsetAt(double jdTT) const;
  /// Offset and velocity relative to the planet (m, m/s): the velocity is the exact derivative of
  /// offsetAt, the turning of the periapsis and node included.
  StateVector stateAt(double jdTT) const;

  double siderealPeriod() const;  ///< s, 2 pi / n
  double periapsis() const { return elements_.semiMajorAxis * (1.0 - elements_.eccentricity); }
  double apoapsis() const { return elements_.semiMajorAxis * (1.0 + elements_.eccentricity); }

 private:
  SatelliteElements elements_;
};

}  // namespace perihelion::orbit
