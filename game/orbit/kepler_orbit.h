// A heliocentric elliptic orbit evaluated analytically at any time: never integrated, so it
// cannot drift however long the game runs.
#pragma once

#include <glm/vec3.hpp>

#include "orbit/orbital_elements.h"
#include "orbit/slow_angle.h"

namespace perihelion::orbit {

/// Position (m) and velocity (m/s), heliocentric, mean ecliptic and equinox of J2000.
struct StateVector {
  glm::dvec3 position{0.0};
  glm::dvec3 velocity{0.0};
};

/// Standard gravitational parameter of the Sun (m^3/s^2) implied by the Gaussian constant:
/// GM = k^2 au^3 / day^2. Used for Kepler's third law, not for the positions (Standish's mean
/// longitude rates already carry each planet's mean motion).
double sunGravitationalParameter();

/// The point (m) at eccentric anomaly E on the ellipse of the elements `k`: Standish's steps 4-5
/// with fresh sines and cosines. For sampling an ellipse; KeplerOrbit::positionAt is the fast path.
glm::dvec3 positionOnEllipse(const KeplerianSet& k, double E);

class KeplerOrbit {
 public:
  explicit KeplerOrbit(const OrbitalElements& elements);

  const OrbitalElements& elements() const { return elements_; }

  /// Position at a Julian date (TT), after Standish's algorithm (steps 1-5 in tests/data/README.md).
  glm::dvec3 positionAt(double jdTT) const;

  /// Position and velocity at a Julian date (TT). The velocity is the exact time derivative of
  /// positionAt, rates of every element included: the turning of the orbit (dvarpi/dt, dOmega/dt,
  /// dI/dt) changes Neptune's velocity by 0.15%, too much to neglect.
  StateVector stateAt(double jdTT) const;

  /// Anomalistic mean motion n = dM/dt = dL/dt - dvarpi/dt (rad/s): perihelion to perihelion.
  double meanMotion() const;

  /// Sidereal period (s), 2 pi / (dL/dt): once round relative to the fixed J2000 frame.
  double siderealPeriod() const;

  /// Anomalistic period (s), 2 pi / n: from perihelion to perihelion.
  double anomalisticPeriod() const;

 private:
  OrbitalElements elements_;
  // The orientation angles, for their sines and cosines at any time without sin/cos calls.
  SlowAngle node_;                  ///< Omega
  SlowAngle inclination_;           ///< I
  SlowAngle argumentOfPerihelion_;  ///< omega = varpi - Omega
};

}  // namespace perihelion::orbit
