#include "orbit/orbital_elements.h"

#include <algorithm>
#include <cmath>

#include "astro/units.h"

namespace perihelion::orbit {

double MeanAnomalyTerms::at(double T) const {
  if (b == 0.0 && c == 0.0 && s == 0.0) return 0.0;  // most orbits: no sin/cos a call
  return b * T * T + c * std::cos(f * T) + s * std::sin(f * T);
}

double MeanAnomalyTerms::rateAt(double T) const {
  if (b == 0.0 && c == 0.0 && s == 0.0) return 0.0;
  return 2.0 * b * T + f * (s * std::cos(f * T) - c * std::sin(f * T));
}

KeplerianSet OrbitalElements::at(double jdTT) const {
  // Beyond a million centuries every element is meaningless anyway; the clamp keeps them finite.
  const double T = std::clamp(astro::julianCenturiesSinceJ2000(jdTT), -kMaxCenturies, kMaxCenturies);
  const KeplerianSet& x0 = atJ2000;
  const KeplerianSet& rate = ratePerCentury;
  KeplerianSet x;
  x.semiMajorAxis = std::clamp(x0.semiMajorAxis + rate.semiMajorAxis * T, 1.0, kMaxSemiMajorAxis);
  x.eccentricity = std::clamp(x0.eccentricity + rate.eccentricity * T, 0.0, kMaxEccentricity);
  x.inclination = x0.inclination + rate.inclination * T;
  x.meanLongitude = x0.meanLongitude + rate.meanLongitude * T + extraTerms.at(T);
  x.longitudeOfPerihelion = x0.longitudeOfPerihelion + rate.longitudeOfPerihelion * T;
  x.longitudeOfAscendingNode = x0.longitudeOfAscendingNode + rate.longitudeOfAscendingNode * T;
  return x;
}

}  // namespace perihelion::orbit
