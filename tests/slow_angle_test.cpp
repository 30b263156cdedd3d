// SlowAngle: sine and cosine by angle addition and a short series must equal fresh sin/cos.
#include <gtest/gtest.h>

#include <cmath>

#include "orbit/slow_angle.h"

namespace perihelion::orbit {
namespace {

TEST(SlowAngle, EqualsSinAndCosOnBothSidesOfTheSeriesLimit) {
  double worst = 0.0;
  // Starts within half a turn, as element angles are: beyond, the reference start + rate * T itself
  // would be rounded by more than the tolerance.
  for (const double start : {0.0, 0.7, -2.9, 3.1, -1.3}) {
    for (const double rate : {0.0, 1e-5, -0.0129, 0.0077, 0.5}) {  // rad per century
      for (int k = -400; k <= 400; ++k) {
        const double T = k * 0.01;  // -4 .. 4 centuries: crosses the series limit for the larger rates
        const SinCos got = SlowAngle(start, rate).at(T);
        const double angle = start + rate * T;
        worst = std::fmax(worst, std::fabs(got.sin - std::sin(angle)));
        worst = std::fmax(worst, std::fabs(got.cos - std::cos(angle)));
      }
    }
  }
  EXPECT_LE(worst, 5e-16);
}

TEST(SlowAngle, KeepsUnitLength) {
  const SlowAngle a(1.234, 0.02);
  for (double T = -1.4; T <= 1.4; T += 0.1) {
    const SinCos sc = a.at(T);
    EXPECT_NEAR(sc.sin * sc.sin + sc.cos * sc.cos, 1.0, 4e-16);
  }
}

}  // namespace
}  // namespace perihelion::orbit
