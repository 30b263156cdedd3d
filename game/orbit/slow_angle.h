// An angle that changes slowly and linearly (an orbit's node, perihelion or inclination), whose sine
// and cosine are needed often: precomputed at J2000 and advanced by angle addition, which is cheaper
// than a fresh sin/cos and exact to double precision.
#pragma once

#include <cmath>

namespace perihelion::orbit {

struct SinCos {
  double sin = 0.0;
  double cos = 1.0;
};

class SlowAngle {
 public:
  SlowAngle() = default;
  SlowAngle(double atJ2000, double ratePerCentury)
      : atJ2000_(atJ2000), rate_(ratePerCentury), atStart_{std::sin(atJ2000), std::cos(atJ2000)} {}

  /// sin and cos of atJ2000 + rate * T (T in Julian centuries since J2000).
  SinCos at(double T) const {
    const double d = rate_ * T;
    // Over 1800-2050 no planet's node, perihelion or inclination moves 0.03 rad from its J2000 value
    // (Mars' argument of perihelion, the fastest, moves 0.026 rad by 1800). There the Taylor series
    // to d^7 is exact to double precision: the first term left out, d^8 / 8!, is 1.6e-17 at most.
    if (std::fabs(d) >= kSeriesLimit) {
      const double angle = atJ2000_ + d;
      return {std::sin(angle), std::cos(angle)};
    }
    const double d2 = d * d;
    const double sinD = d * (1.0 - d2 / 6.0 * (1.0 - d2 / 20.0 * (1.0 - d2 / 42.0)));
    const double cosD = 1.0 - d2 / 2.0 * (1.0 - d2 / 12.0 * (1.0 - d2 / 30.0 * (1.0 - d2 / 56.0)));
    return {atStart_.sin * cosD + atStart_.cos * sinD, atStart_.cos * cosD - atStart_.sin * sinD};
  }

  static constexpr double kSeriesLimit = 0.03;

 private:
  double atJ2000_ = 0.0;
  double rate_ = 0.0;
  SinCos atStart_{};
};

}  // namespace perihelion::orbit
