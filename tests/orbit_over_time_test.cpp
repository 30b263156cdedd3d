// A body's orbit over time (orbit/orbit_over_time.h): which element set holds at a date, the seams of a
// Julian year where the position passes from one set to the next, and what counts as covered.
#include <gtest/gtest.h>

#include <cmath>

#include "orbit/orbit_over_time.h"
#include "orbit_test_support.h"

namespace perihelion::test {
namespace {

/// A Julian epoch year's date (J2000.0 plus 365.25 days a year), as the data give the sets' spans.
constexpr double jdOfYear(double year) { return 2451545.0 + (year - 2000.0) * 365.25; }

TEST(OrbitOverTime, EachSpanUsesItsSetAndTheNearestSetOutsideAll) {
  const world::SolarSystem system = loadDefaultSystem();
  const orbit::OrbitOverTime& earth = *system.find("Earth")->orbit;
  ASSERT_EQ(earth.sets(), 2u);
  const orbit::KeplerOrbit* table1 = &earth.set(0);
  const orbit::KeplerOrbit* table2 = &earth.set(1);
  EXPECT_EQ(&earth.at(jdOfYear(1800)), table1) << "a span's start is in it";
  EXPECT_EQ(&earth.at(std::nextafter(jdOfYear(1800), 0.0)), table2);
  EXPECT_EQ(&earth.at(std::nextafter(jdOfYear(2051), 0.0)), table1);
  EXPECT_EQ(&earth.at(jdOfYear(2051)), table2) << "its end is not";
  EXPECT_EQ(&earth.at(jdOfYear(-5000)), table2) << "before every span: the nearest";
  EXPECT_EQ(&earth.at(jdOfYear(9000)), table2) << "after every span: the nearest";
  EXPECT_TRUE(earth.covers(jdOfYear(-2999)));
  EXPECT_TRUE(earth.covers(jdOfYear(3001)));
  EXPECT_FALSE(earth.covers(std::nextafter(jdOfYear(-2999), 0.0)));
  EXPECT_FALSE(earth.covers(std::nextafter(jdOfYear(3001), 1e9)));
  EXPECT_TRUE(system.extrapolatedAt(jdOfYear(2026)).empty());
  const std::vector<std::string> late = system.extrapolatedAt(jdOfYear(3500));
  EXPECT_EQ(late.size(), 9u) << "the planets and Pluto; the comets' single sets hold at every date, the moons have none";
  EXPECT_EQ(late.front(), "Mercury");
}

TEST(OrbitOverTime, NoPlanetJumpsWhereTheTablesMeet) {
  // Table 1 and Table 2 differ by up to 12.8 million km (Uranus, 1800): without the seams a planet would
  // move that far within one tick. Across every seam's ends, a planet moves no more than its speed allows
  // over the tiny step (plus a metre).
  const world::SolarSystem system = loadDefaultSystem();
  for (const world::Body& body : system.bodies) {
    if (!body.orbit || body.orbit->sets() < 2) continue;
    for (const double year : {1799.0, 1800.0, 2051.0, 2052.0}) {
      const double jd = jdOfYear(year), before = jd - 0.001, after = jd + 0.001;
      const double moved = glm::length(body.orbit->positionAt(after) - body.orbit->positionAt(before));
      const double speed = glm::length(body.orbit->stateAt(jd).velocity);
      EXPECT_LT(moved, 1.01 * speed * (after - before) * astro::kSecondsPerDay + 1.0) << body.name << " at " << year;
    }
  }
}

TEST(OrbitOverTime, TheMainSetHoldsExactlyOverItsYearsAndTheOtherOutsideItsSeams) {
  const world::SolarSystem system = loadDefaultSystem();
  const orbit::OrbitOverTime& uranus = *system.find("Uranus")->orbit;
  for (const double year : {1800.0, 1900.0, 2050.9}) {
    EXPECT_EQ(uranus.positionAt(jdOfYear(year)), uranus.set(0).positionAt(jdOfYear(year))) << year;
  }
  for (const double year : {-2999.0, 1000.0, 1798.99, 2052.0, 3000.0}) {
    EXPECT_EQ(uranus.positionAt(jdOfYear(year)), uranus.set(1).positionAt(jdOfYear(year))) << year;
  }
  // Inside a seam: between the two.
  const double mid = jdOfYear(1799.5);
  const glm::dvec3 a = uranus.set(1).positionAt(mid), b = uranus.set(0).positionAt(mid), p = uranus.positionAt(mid);
  EXPECT_NEAR(glm::length(p - 0.5 * (a + b)), 0.0, 1e-6 * glm::length(b - a)) << "halfway through, half of each";
}

TEST(OrbitOverTime, VelocityInASeamIsTheDerivativeOfItsPosition) {
  // The blend's own rate (the two sets' difference over a year) is part of the velocity.
  const world::SolarSystem system = loadDefaultSystem();
  for (const world::Body& body : system.bodies) {
    if (!body.orbit || body.orbit->sets() < 2) continue;
    for (const double year : {1799.3, 1799.8, 2051.2, 2051.7}) {
      const double jd = jdOfYear(year), before = jd - 0.001, after = jd + 0.001;
      const glm::dvec3 numeric = (body.orbit->positionAt(after) - body.orbit->positionAt(before)) /
                                 ((after - before) * astro::kSecondsPerDay);
      const glm::dvec3 analytic = body.orbit->stateAt(jd).velocity;
      EXPECT_LT(glm::length(numeric - analytic) / glm::length(analytic), 1e-8) << body.name << " at " << year;
    }
  }
}

}  // namespace
}  // namespace perihelion::test
