// Axial rotation: the angle from the sidereal period, the tilted axis, and the loader's handling of
// retrograde rotators as NASA's fact sheets write them.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "astro/units.h"
#include "data/solar_system_loader.h"
#include "world/axial_rotation.h"

namespace perihelion::world {
namespace {

using astro::degToRad;
using astro::kJ2000;
using astro::kPi;

// Julian dates near 2.45e6 resolve 4.7e-10 day (40 us), 3e-9 rad of Earth's spin: hence 1e-8.
TEST(AxialRotation, AngleAdvancesOneTurnPerSiderealPeriod) {
  const AxialRotation earth{23.9345 * 3600.0, degToRad(23.44), 0.0};
  const double periodDays = 23.9345 / 24.0;
  EXPECT_NEAR(earth.angleAt(kJ2000), 0.0, 1e-12);
  EXPECT_NEAR(earth.angleAt(kJ2000 + periodDays / 4.0), kPi / 2.0, 1e-8);
  EXPECT_NEAR(earth.angleAt(kJ2000 + periodDays / 2.0), kPi, 1e-8);
  // A whole number of turns later, even a century on, the angle is back where it was.
  const double later = earth.angleAt(kJ2000 + 36525.0 * periodDays + periodDays / 4.0);
  EXPECT_NEAR(later, kPi / 2.0, 1e-6);
  // Before J2000 the angle still lies in [0, 2 pi).
  const double before = earth.angleAt(kJ2000 - periodDays / 4.0);
  EXPECT_NEAR(before, 1.5 * kPi, 1e-8);
}

TEST(AxialRotation, ATinyPeriodStillGivesAFiniteAngle) {
  // elapsed / period would overflow to infinity, and fmod(inf, 1) is NaN.
  const AxialRotation blur{1e-300, 0.1, 0.0};
  for (const double jd : {kJ2000 + 1000.0, kJ2000 - 123.4}) {
    const double angle = blur.angleAt(jd);
    EXPECT_TRUE(std::isfinite(angle));
    EXPECT_GE(angle, 0.0);
    EXPECT_LT(angle, 2.0 * kPi);
  }
}

TEST(AxialRotation, NoPeriodMeansNoSpin) {
  const AxialRotation still{0.0, 0.3, 1.0};
  EXPECT_DOUBLE_EQ(still.angleAt(kJ2000 + 1234.5), 1.0);
}

TEST(AxialRotation, SpinAxisIsTiltedFromTheEclipticPoleByTheTilt) {
  for (const double tiltDeg : {0.0, 23.44, 97.77, 177.36}) {
    const AxialRotation r{3600.0, degToRad(tiltDeg), 0.0};
    const glm::dvec3 axis = r.spinAxis();
    EXPECT_NEAR(glm::length(axis), 1.0, 1e-15);
    EXPECT_NEAR(std::acos(axis.z), degToRad(tiltDeg), 1e-12) << tiltDeg;
    // The orientation carries the body's +z (its pole) onto the spin axis at every time.
    for (const double jd : {kJ2000, kJ2000 + 0.37, kJ2000 - 1000.1}) {
      const glm::dvec3 pole = r.orientationAt(jd) * glm::dvec3(0.0, 0.0, 1.0);
      EXPECT_LT(glm::length(pole - axis), 1e-12) << tiltDeg << " at " << jd;
    }
  }
}

TEST(AxialRotation, EarthPoleLiesTowardsEclipticLongitude90) {
  // The Earth's north celestial pole is at ecliptic longitude 90 deg, latitude 90 - 23.44 deg.
  const AxialRotation earth{86164.0, degToRad(23.44), 0.0};
  const glm::dvec3 axis = earth.spinAxis();
  EXPECT_NEAR(std::atan2(axis.y, axis.x), kPi / 2.0, 1e-12);
}

std::string systemWithSun(const std::string& sunRotation) {
  return R"({"bodies": [{"name": "Sun", "kind": "star", "radius_km": 695700, )" + sunRotation + "}]}";
}

TEST(AxialRotationFromData, RetrogradeIsTheSameWhicheverWayTheTiltIsWritten) {
  // NASA writes Venus as tilt 177.36 deg with a negative period; IAU-style, 2.64 deg and negative.
  // Both describe the same spin: positive pole at 177.36 deg, turning once per 5832.5 h.
  for (const char* rotation : {R"("rotation_period_h": -5832.5, "axial_tilt_deg": 177.36)",
                               R"("rotation_period_h": -5832.5, "axial_tilt_deg": 2.64)",
                               R"("rotation_period_h": 5832.5, "axial_tilt_deg": 177.36)"}) {
    const data::LoadResult result = data::parseSolarSystem(systemWithSun(rotation));
    ASSERT_TRUE(result.system) << rotation;
    const AxialRotation& r = result.system->bodies[0].rotation;
    EXPECT_NEAR(r.siderealPeriod, 5832.5 * 3600.0, 1e-6) << rotation;
    EXPECT_NEAR(r.axialTilt, degToRad(177.36), 1e-12) << rotation;
  }
}

}  // namespace
}  // namespace perihelion::world
