// Accuracy of the moons: the Moon's mean elements (JPL's satellite table) against the full lunar theory
// ELP/MPP02 (tests/data/reference/moon_reference_tt.csv, 21 dates 1900-2100, made with npm astronomia
// without Perihelion code). The mean ellipse cannot follow the evection (1.27 deg), the variation (0.66 deg)
// and the annual equation (0.19 deg): measured, the Moon is at most 14,813 km (2.3 deg) from ELP/MPP02's
// place over these dates; the ceiling is 1.25 times that. What a wrong frame, epoch or rate would do is far
// larger: a node or periapsis turning the wrong way is tens of degrees off within decades, a node measured
// from the wrong axis a whole 384,400 km in places.
#include <gtest/gtest.h>

#include <cmath>

#include "orbit_test_support.h"

namespace perihelion::test {
namespace {

constexpr double kMoonCeilingKm = 1.25 * 14813.0;

TEST(MoonAccuracy, TheMoonIsWithinItsCeilingOfElpMpp02) {
  const world::SolarSystem system = loadDefaultSystem();
  const world::Body& moon = *system.find("Moon");
  const world::Body& earth = *system.find("Earth");
  ASSERT_TRUE(moon.parent.has_value());
  EXPECT_EQ(*moon.parent, earth.id);
  double worst = 0.0, sum = 0.0;
  std::size_t compared = 0;
  for (const CsvRow& row : readReferenceCsv("moon_reference_tt.csv")) {
    if (row.at("body") != "Moon") continue;
    const double jd = julianDateOf(row);
    // Geocentric: the Moon less the Earth's centre, both as the game places them.
    const glm::dvec3 got = (system.positionOf(moon, jd) - system.positionOf(earth, jd)) / astro::kKmMetres;
    const glm::dvec3 want{std::stod(row.at("x")), std::stod(row.at("y")), std::stod(row.at("z"))};
    const double error = glm::length(got - want);
    EXPECT_LE(error, kMoonCeilingKm) << "at JD " << jd;
    worst = std::max(worst, error);
    sum += error;
    ++compared;
  }
  EXPECT_EQ(compared, 21u);
  std::printf("[ figures  ] the Moon against ELP/MPP02 over %zu dates: max %.0f km, mean %.0f km\n", compared, worst,
              sum / static_cast<double>(compared));
}

TEST(MoonAccuracy, TheEarthsCentreAndTheBarycentreKeepTheMoonsMassRatio) {
  // The barycentre lies between the Earth's centre and the Moon's, at m_Moon / (m_Earth + m_Moon) of the
  // way: the GMs of the data (NASA's fact sheets, 398,600 and 4,902.8 km^3/s^2) make that 1 / 82.30.
  const world::SolarSystem system = loadDefaultSystem();
  const world::Body& earth = *system.find("Earth");
  const world::Body& moon = *system.find("Moon");
  const world::Body* emb = system.barycentreNamed("EMB");
  ASSERT_EQ(emb, &earth);
  for (const double jd : {2451545.0, 2461375.5, 2378496.5}) {
    const glm::dvec3 e = system.positionOf(earth, jd), m = system.positionOf(moon, jd), b = earth.orbit->positionAt(jd);
    EXPECT_NEAR(glm::length(b - e) / glm::length(m - e), 4902.8 / (398600.0 + 4902.8), 1e-12);
    EXPECT_NEAR(glm::length(glm::cross(b - e, m - e)) / glm::dot(m - e, m - e), 0.0, 1e-12);  // on the line
    EXPECT_GT(glm::dot(b - e, m - e), 0.0);                                                   // between them
    EXPECT_GT(glm::length(b - e), 4000e3);  // JPL: 4,671 km on average; the Moon is 356,000-407,000 km away
    EXPECT_LT(glm::length(b - e), 5000e3);
  }
}

}  // namespace
}  // namespace perihelion::test
