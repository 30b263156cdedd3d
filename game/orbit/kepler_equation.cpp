#include "orbit/kepler_equation.h"

#include <cassert>
#include <cmath>
#include <limits>

#include "astro/units.h"

namespace perihelion::orbit {

double reduceAngle(double radians) {
  // 2 pi = kTwoPiHigh + kTwoPiLow to about 1e-32. The fused multiply-add forms x - k * high with a
  // single rounding (k * high itself is not representable), and k * low then restores the part of
  // 2 pi that high lacks: the result is exact to an ulp for any angle an orbit reaches.
  constexpr double kTwoPiHigh = astro::kTwoPi;
  constexpr double kTwoPiLow = 2.4492935982947064e-16;
  const double turns = std::nearbyint(radians / kTwoPiHigh);
  return std::fma(-turns, kTwoPiHigh, radians) - turns * kTwoPiLow;
}

EccentricAnomaly solveKepler(double meanAnomaly, double eccentricity) {
  assert(std::isfinite(meanAnomaly) && eccentricity >= 0.0 && eccentricity < 1.0);
  const double reduced = reduceAngle(meanAnomaly);
  if (eccentricity == 0.0) return {reduced, std::sin(reduced), std::cos(reduced)};
  // f is odd in (E, M): solve for |M| in [0, pi] and restore the sign.
  const double m = std::fabs(reduced);
  const double e = eccentricity;
  // Halley's next error is about K h^3 for a step h, with |K| <= f3 / (6 f1) + (f2 / (2 f1))^2
  // <= e / (6 (1 - e)) + (e / (2 (1 - e)))^2, where f1 = 1 - e cos E >= 1 - e and |f2|, |f3| <= e
  // are the derivatives of f (Traub, Iterative Methods for the Solution of Equations, 1964).
  // Once K h^3 < 1e-17 another evaluation would only confirm convergence, so the loop stops.
  const double q = e / (2.0 * (1.0 - e));
  const double halleyConstant = e / (6.0 * (1.0 - e)) + q * q;
  double low = 0.0;
  double high = astro::kPi;
  double E = std::fmin(m + 0.85 * e, astro::kPi);
  double evaluatedAt = E;  // where sinE and cosE were last computed
  double sinE = 0.0;
  double cosE = 1.0;
  for (int iteration = 0; iteration < kKeplerMaxIterations; ++iteration) {
    sinE = std::sin(E);
    cosE = std::cos(E);
    evaluatedAt = E;
    const double f = E - e * sinE - m;
    if (f == 0.0) break;
    (f < 0.0 ? low : high) = E;
    const double fp = 1.0 - e * cosE;
    const double fpp = e * sinE;
    double next = E - f / (fp - 0.5 * f * fpp / fp);  // Halley
    const bool halleyStep = next > low && next < high;  // false for NaN too
    if (!halleyStep) next = 0.5 * (low + high);         // bisection keeps the bracket
    const double step = std::fabs(next - E);
    E = next;
    if (step <= 2.0 * std::numeric_limits<double>::epsilon() * std::fmax(1.0, E)) break;
    if (halleyStep && halleyConstant * step * step * step < 1e-17) break;
  }
  // Carry sin and cos over the last (tiny) step by Taylor's series to third order: for |d| < 1e-4
  // the neglected d^4 / 24 is below 5e-18, so this equals a fresh evaluation to double precision.
  const double d = E - evaluatedAt;
  if (std::fabs(d) < 1e-4) {
    const double d2 = d * d / 2.0, d3 = d * d2 / 3.0;
    const double s = sinE, c = cosE;
    sinE = s + c * d - s * d2 - c * d3;
    cosE = c - s * d - c * d2 + s * d3;
  } else {
    sinE = std::sin(E);
    cosE = std::cos(E);
  }
  return reduced < 0.0 ? EccentricAnomaly{-E, -sinE, cosE} : EccentricAnomaly{E, sinE, cosE};
}

double solveKeplerEquation(double meanAnomaly, double eccentricity) {
  return solveKepler(meanAnomaly, eccentricity).E;
}

}  // namespace perihelion::orbit
