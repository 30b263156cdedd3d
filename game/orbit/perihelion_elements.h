// A comet's orbit as the small-body catalogues give it (JPL SBDB, MPC): osculating elements at an
// epoch, with the perihelion distance and the time of perihelion passage, made into the same
// OrbitalElements the planets use, so that one KeplerOrbit evaluates both.
#pragma once

#include "orbit/orbital_elements.h"

namespace perihelion::orbit {

/// Osculating heliocentric elements referred to the mean ecliptic and equinox of J2000, as JPL's
/// Small-Body Database lists them (q, e, i, node, peri, tp). SI units and radians.
struct PerihelionElements {
  double perihelionDistance = 0.0;        ///< q, metres (> 0)
  double eccentricity = 0.0;              ///< e, in [0, 1): elliptic orbits only
  double inclination = 0.0;               ///< i, radians
  double longitudeOfAscendingNode = 0.0;  ///< Omega, radians
  double argumentOfPerihelion = 0.0;      ///< omega, radians
  double perihelionTimeJd = 0.0;          ///< tp, Julian date (TT)
};

/// The fixed ellipse of `p` as OrbitalElements: every rate zero except the mean longitude's, which
/// is the two-body mean motion n = sqrt(GM / a^3) with a = q / (1 - e) and the Gaussian GM = k^2
/// (sunGravitationalParameter, as for the planets; JPL's Horizons takes a GM 5e-12 smaller for its
/// periods, see tests/comet_orbit_test.cpp), and L(J2000) = varpi + n (J2000 - tp), so that
/// M = L - varpi is 0 at tp.
/// A fixed ellipse ignores the planets' pull and the comet's outgassing: see
/// tests/comet_accuracy_test.cpp for how far it drifts from the real comet.
OrbitalElements fromPerihelionElements(const PerihelionElements& p);

}  // namespace perihelion::orbit
