// Axial rotation: the angle from the sidereal period, the axis (the data's IAU pole, or the tilt), and the
// loader's handling of retrograde rotators as NASA's fact sheets and the IAU write them.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "astro/units.h"
#include "data/solar_system_loader.h"
#include "orbit_test_support.h"
#include "world/axial_rotation.h"

namespace perihelion::world {
namespace {

using astro::degToRad;
using astro::radToDeg;
using astro::kJ2000;
using astro::kPi;

// Julian dates near 2.45e6 resolve 4.7e-10 day (40 us), 3e-9 rad of Earth's spin: hence 1e-8.
TEST(AxialRotation, AngleAdvancesOneTurnPerSiderealPeriod) {
  const AxialRotation earth{23.9345 * 3600.0, degToRad(23.44), 0.0, std::nullopt};
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
  const AxialRotation blur{1e-300, 0.1, 0.0, std::nullopt};
  for (const double jd : {kJ2000 + 1000.0, kJ2000 - 123.4}) {
    const double angle = blur.angleAt(jd);
    EXPECT_TRUE(std::isfinite(angle));
    EXPECT_GE(angle, 0.0);
    EXPECT_LT(angle, 2.0 * kPi);
  }
}

TEST(AxialRotation, NoPeriodMeansNoSpin) {
  const AxialRotation still{0.0, 0.3, 1.0, std::nullopt};
  EXPECT_DOUBLE_EQ(still.angleAt(kJ2000 + 1234.5), 1.0);
}

TEST(AxialRotation, SpinAxisIsTiltedFromTheEclipticPoleByTheTilt) {
  for (const double tiltDeg : {0.0, 23.44, 97.77, 177.36}) {
    const AxialRotation r{3600.0, degToRad(tiltDeg), 0.0, std::nullopt};
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
  const AxialRotation earth{86164.0, degToRad(23.44), 0.0, std::nullopt};
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


using test::degreesBetween;
using test::eclipticDirection;

TEST(AxialRotation, APoleFromTheDataCarriesTheGlobesAxisAtEveryTime) {
  for (const glm::dvec3 pole : {eclipticDirection(268.056595, 64.495303), eclipticDirection(257.311, -15.175),
                                glm::dvec3(0.0, 0.0, 1.0), glm::dvec3(0.0, 0.0, -1.0)}) {
    const AxialRotation r{3600.0, 0.0, 0.0, pole};
    EXPECT_LT(glm::length(r.spinAxis() - pole), 1e-15);
    for (const double jd : {kJ2000, kJ2000 + 0.37, kJ2000 - 1000.1}) {
      const glm::dquat q = r.orientationAt(jd);
      EXPECT_LT(glm::length(q * glm::dvec3(0.0, 0.0, 1.0) - pole), 1e-12) << jd;
      // It turns anticlockwise about the pole (the right-hand rule): a point of the equator moves along
      // pole x its place.
      const glm::dvec3 here = q * glm::dvec3(1.0, 0.0, 0.0);
      const glm::dvec3 later = r.orientationAt(jd + 1e-4) * glm::dvec3(1.0, 0.0, 0.0);
      EXPECT_GT(glm::dot(later - here, glm::cross(pole, here)), 0.0) << jd;
      // ...and along it, but for the chord's half-angle (0.0075 rad in this step).
      EXPECT_LT(glm::length(glm::cross(later - here, glm::cross(pole, here))), 0.01 * glm::length(later - here));
    }
  }
  // A pole where the tilt alone would put it turns the globe as the tilt does: one convention, not two.
  const double tilt = degToRad(23.44);
  const AxialRotation fromTilt{86164.0, tilt, 0.3, std::nullopt};
  const AxialRotation fromPole{86164.0, tilt, 0.3, glm::dvec3(0.0, std::sin(tilt), std::cos(tilt))};
  for (const glm::dvec3 v : {glm::dvec3(1.0, 0.0, 0.0), glm::dvec3(0.0, 1.0, 0.0)}) {
    EXPECT_LT(glm::length(fromTilt.orientationAt(kJ2000 + 0.2) * v - fromPole.orientationAt(kJ2000 + 0.2) * v), 1e-12);
  }
}

TEST(AxialRotationFromData, TheNorthPoleIsTheAxisAndARetrogradeBodyTurnsAboutItsSouthPole) {
  // Venus as the IAU writes it: its north pole (on the north side of the invariable plane), turning
  // clockwise about it; its positive (right-hand) pole is the south one.
  for (const double period : {-5832.5, 5832.5}) {
    const data::LoadResult result = data::parseSolarSystem(systemWithSun(
        R"("rotation_period_h": )" + std::to_string(period) + R"(, "axial_tilt_deg": 177.36, "north_pole": {"ra_deg": 272.76, "dec_deg": 67.16})"));
    ASSERT_TRUE(result.system);
    const AxialRotation& r = result.system->bodies[0].rotation;
    ASSERT_TRUE(r.pole.has_value());
    const glm::dvec3 north = eclipticDirection(272.76, 67.16);
    EXPECT_LT(glm::length(*r.pole - (period < 0.0 ? -north : north)), 1e-12) << period;
  }
}

// Two sources, one axis: NASA's obliquities (the angle from the orbit's pole) and the IAU's poles agree in the
// shipped data. A pole mistyped, or a retrograde body's taken the wrong way round, is tens of degrees off.
TEST(AxialRotationFromData, TheShippedPolesAgreeWithTheObliquities) {
  const SolarSystem system = test::loadDefaultSystem();
  std::size_t checked = 0;
  for (const Body& b : system.bodies) {
    if (!b.rotation.pole || !b.orbit) continue;
    const orbit::StateVector s = b.orbit->stateAt(kJ2000);
    const glm::dvec3 orbitPole = glm::normalize(glm::cross(s.position, s.velocity));
    // Pluto: NASA's 122.53 deg against the IAU pole's 119.6 (its orbit's pole moves; the fact sheet does not
    // say at what date); Neptune: the IAU's mean pole, 0.5 deg from the fact sheet's 28.32.
    const double allowed = b.name == "Pluto" ? 3.0 : b.name == "Neptune" ? 0.6 : 0.1;
    EXPECT_NEAR(degreesBetween(*b.rotation.pole, orbitPole), radToDeg(b.rotation.axialTilt), allowed) << b.name;
    ++checked;
  }
  EXPECT_EQ(checked, 9u);  // the eight planets and Pluto
  // The Sun has no orbit: its equator is 7.25 deg from the ecliptic (the fact sheet), its pole the IAU's.
  const Body& sun = *system.find("Sun");
  ASSERT_TRUE(sun.rotation.pole.has_value());
  EXPECT_NEAR(degreesBetween(*sun.rotation.pole, glm::dvec3(0.0, 0.0, 1.0)), 7.25, 0.1);
}

// The rings lie in the plane the planet's moons go round in: each moon's Laplace plane (JPL's, the plane its
// orbit precesses about) is within a degree of its planet's well. With the tilt alone leaning every pole the
// same way, Mars's rings were 38 deg from Phobos's plane, Jupiter's 5 from the Galilean moons', Saturn's 5
// from Titan's and Neptune's 51 from Triton's.
TEST(AxialRotationFromData, EachWellLiesInItsMoonsLaplacePlane) {
  const SolarSystem system = test::loadDefaultSystem();
  std::size_t checked = 0;
  for (const Body& moon : system.bodies) {
    if (!moon.moonOrbit || moon.name == "Moon") continue;  // the Moon's elements are on the ecliptic
    const Body& planet = system.bodies[moon.parent->value];
    ASSERT_TRUE(planet.well.has_value()) << planet.name;
    const glm::dvec3 laplacePole = moon.moonOrbit->elements().planeToEcliptic[2];
    EXPECT_LT(degreesBetween(planet.well->normal(), laplacePole), 1.0) << moon.name << " and " << planet.name;
    ++checked;
  }
  EXPECT_EQ(checked, 8u);
}

}  // namespace
}  // namespace perihelion::world
