#include "orbit/perihelion_elements.h"

#include <cmath>

#include "astro/units.h"
#include "orbit/kepler_equation.h"
#include "orbit/kepler_orbit.h"

namespace perihelion::orbit {

OrbitalElements fromPerihelionElements(const PerihelionElements& p) {
  const double a = p.perihelionDistance / (1.0 - p.eccentricity);
  const double n = std::sqrt(sunGravitationalParameter() / (a * a * a));  // rad/s
  const double varpi = p.longitudeOfAscendingNode + p.argumentOfPerihelion;
  OrbitalElements elements;
  KeplerianSet& x0 = elements.atJ2000;
  x0.semiMajorAxis = a;
  x0.eccentricity = p.eccentricity;
  x0.inclination = p.inclination;
  x0.longitudeOfAscendingNode = p.longitudeOfAscendingNode;
  x0.longitudeOfPerihelion = varpi;
  // The mean anomaly at J2000, reduced: Halley's is 66 degrees, but a comet fitted in 1700 would
  // carry hundreds of turns, and every turn kept costs bits in L0 + rate * T.
  x0.meanLongitude = varpi + reduceAngle(-n * astro::secondsSinceJ2000Of(p.perihelionTimeJd));
  elements.ratePerCentury.meanLongitude = n * astro::kDaysPerJulianCentury * astro::kSecondsPerDay;
  return elements;
}

}  // namespace perihelion::orbit
