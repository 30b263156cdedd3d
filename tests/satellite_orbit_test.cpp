// A moon's orbit (orbit/satellite_orbit.h): the Laplace plane's axes against the known poles, the
// velocity against the position's derivative, the precession's senses, and the shipped moons' planes
// against their planets' poles (IAU WGCCRE 2015, Archinal et al. 2018) and Triton's retrograde motion.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit/satellite_orbit.h"
#include "orbit_test_support.h"

namespace perihelion::test {
namespace {

using astro::degToRad;

constexpr double kObliquity = 23.4392911;  // deg, J2000 (IAU 1976)

/// A unit vector in J2000 ecliptic axes from ICRF right ascension and declination (deg).
glm::dvec3 eclipticOfRaDec(double raDeg, double decDeg) {
  const double a = degToRad(raDeg), d = degToRad(decDeg), e = degToRad(kObliquity);
  const glm::dvec3 q{std::cos(d) * std::cos(a), std::cos(d) * std::sin(a), std::sin(d)};
  return {q.x, std::cos(e) * q.y + std::sin(e) * q.z, -std::sin(e) * q.y + std::cos(e) * q.z};
}

double angleDeg(const glm::dvec3& a, const glm::dvec3& b) {
  return astro::radToDeg(std::acos(std::clamp(glm::dot(glm::normalize(a), glm::normalize(b)), -1.0, 1.0)));
}

TEST(LaplacePlane, APoleAtTheEclipticsPoleIsTheEclipticItself) {
  // The ecliptic's north pole is at RA 18h, Dec 90 - 23.439 deg; its ascending node on the equator is the
  // equinox: the plane's axes are the ecliptic's own.
  const glm::dmat3 axes = orbit::laplacePlaneAxes(degToRad(270.0), degToRad(90.0 - kObliquity));
  for (int c = 0; c < 3; ++c) {
    for (int r = 0; r < 3; ++r) EXPECT_NEAR(axes[c][r], c == r ? 1.0 : 0.0, 1e-7) << c << ", " << r;
  }
}

TEST(LaplacePlane, APoleAtTheCelestialPoleIsTheEquator) {
  const glm::dmat3 axes = orbit::laplacePlaneAxes(degToRad(270.0), degToRad(90.0));
  const double e = degToRad(kObliquity);
  EXPECT_NEAR(axes[2].x, 0.0, 1e-12);
  EXPECT_NEAR(axes[2].y, std::sin(e), 1e-7);
  EXPECT_NEAR(axes[2].z, std::cos(e), 1e-7);
  EXPECT_NEAR(glm::length(axes[0] - glm::dvec3(1.0, 0.0, 0.0)), 0.0, 1e-12);  // node at the equinox
}

orbit::SatelliteElements anOrbit(double inclinationDeg) {
  orbit::SatelliteElements k;
  k.semiMajorAxis = 400'000e3;
  k.eccentricity = 0.2;
  k.inclination = degToRad(inclinationDeg);
  k.node = degToRad(40.0);
  k.argumentOfPeriapsis = degToRad(70.0);
  k.meanAnomaly = degToRad(10.0);
  k.epochJd = 2451545.0;
  k.meanMotion = degToRad(13.0) / astro::kSecondsPerDay;
  k.periapsisRate = astro::kTwoPi / (6.0 * 365.25 * astro::kSecondsPerDay);
  k.nodeRate = orbit::nodeRateOfPeriod(18.6 * 365.25 * astro::kSecondsPerDay, k.inclination);
  k.planeToEcliptic = orbit::laplacePlaneAxes(degToRad(268.0), degToRad(64.5));
  return k;
}

TEST(SatelliteOrbit, VelocityIsTheDerivativeOfTheOffset) {
  for (const double inclination : {5.0, 156.9}) {
    const orbit::SatelliteOrbit o(anOrbit(inclination));
    for (const double jd : {2451545.0, 2461375.3, 2433282.5}) {
      // Ten seconds either side; the step taken as the dates stored give it (a Julian date near 2.45 million
      // holds time to 40 microseconds).
      const double before = jd - 10.0 / astro::kSecondsPerDay, after = jd + 10.0 / astro::kSecondsPerDay;
      const glm::dvec3 numeric = (o.offsetAt(after) - o.offsetAt(before)) / ((after - before) * astro::kSecondsPerDay);
      const glm::dvec3 v = o.stateAt(jd).velocity;
      EXPECT_LT(glm::length(v - numeric), 1e-6 * glm::length(v)) << inclination << " at JD " << jd;
    }
  }
}

TEST(SatelliteOrbit, OnePeriodBringsTheMoonBackToTheSameDirectionProgradeOrRetrograde) {
  // P = 360 / n is the sidereal period: after it the moon is seen in the same direction from its planet,
  // however its node and periapsis turn. On a circular orbit nearly in the reference plane the direction's
  // angle in that plane is exact; Triton's precession rates (Pw 386 years, Pnode 687) make a wrong sign on
  // the node's part in M cost 2 dnode/dt P = 0.017 deg a period, far above the tolerance.
  for (const double inclinationDeg : {0.1, 179.9}) {
    orbit::SatelliteElements k = anOrbit(inclinationDeg);
    k.eccentricity = 0.0;
    k.meanMotion = degToRad(61.2572638) / astro::kSecondsPerDay;
    k.periapsisRate = astro::kTwoPi / (386.371 * 365.25 * astro::kSecondsPerDay);
    k.nodeRate = orbit::nodeRateOfPeriod(687.446 * 365.25 * astro::kSecondsPerDay, k.inclination);
    k.planeToEcliptic = glm::dmat3(1.0);
    const orbit::SatelliteOrbit o(k);
    const double period = 360.0 / 61.2572638;
    for (const double jd : {2451545.0, 2461375.5}) {
      const glm::dvec3 a = o.offsetAt(jd), b = o.offsetAt(jd + period);
      const double turn = astro::radToDeg(std::remainder(std::atan2(b.y, b.x) - std::atan2(a.y, a.x), astro::kTwoPi));
      EXPECT_NEAR(turn, 0.0, 1e-4) << "i " << inclinationDeg << " at JD " << jd;
    }
  }
}

TEST(SatelliteOrbit, TheMoonsPerigeeComesRoundInTheAnomalisticMonth) {
  // The anomalistic month, perigee to perigee, is 27.554550 days (Meeus, Astronomical Algorithms, ch. 50;
  // not in JPL's table): from the table's n, Pw and Pnode it is 360 / (n - w' + |node'|).
  const world::SolarSystem system = loadDefaultSystem();
  const orbit::SatelliteOrbit& moon = *system.find("Moon")->moonOrbit;
  const orbit::SatelliteElements& k = moon.elements();
  const double nodeTurn = std::cos(k.inclination) >= 0.0 ? k.nodeRate : -k.nodeRate;
  const double anomalistic = astro::kTwoPi / (k.meanMotion - k.periapsisRate - nodeTurn) / astro::kSecondsPerDay;
  EXPECT_NEAR(anomalistic, 27.554550, 0.002);
  // And the model's distance from the Earth is least one anomalistic month after it was least.
  double bestJd = 0.0, best = 1e30;
  for (double jd = 2461375.5; jd < 2461375.5 + 28.0; jd += 0.01) {
    const double r = glm::length(moon.offsetAt(jd));
    if (r < best) {
      best = r;
      bestJd = jd;
    }
  }
  double nextJd = 0.0, next = 1e30;
  for (double jd = bestJd + 20.0; jd < bestJd + 35.0; jd += 0.01) {
    const double r = glm::length(moon.offsetAt(jd));
    if (r < next) {
      next = r;
      nextJd = jd;
    }
  }
  EXPECT_NEAR(nextJd - bestJd, 27.554550, 0.02);
}

TEST(SatelliteOrbit, TheNodeRegressesOnAProgradeOrbitAndAdvancesOnARetrogradeOne) {
  EXPECT_LT(orbit::nodeRateOfPeriod(100.0, degToRad(5.0)), 0.0);
  EXPECT_GT(orbit::nodeRateOfPeriod(100.0, degToRad(157.0)), 0.0);
  EXPECT_EQ(orbit::nodeRateOfPeriod(0.0, degToRad(5.0)), 0.0);  // no period given: no precession
}

TEST(ShippedMoons, EachOrbitLiesInItsPlanetsEquatorOrTheEcliptic) {
  // The orbit's pole (r x v) against the planet's pole, IAU 2015 at J2000 (independent of JPL's satellite
  // table; a moon's Laplace plane is within a degree or so of its planet's equator for these moons).
  const world::SolarSystem system = loadDefaultSystem();
  struct Case {
    const char* moon;
    glm::dvec3 pole;
    double withinDeg;
  };
  const Case cases[] = {
      {"Moon", {0.0, 0.0, 1.0}, 5.16 + 0.2},                        // 5.16 deg to the ecliptic
      {"Phobos", eclipticOfRaDec(317.68143, 52.88650), 1.2},       // Mars
      {"Deimos", eclipticOfRaDec(317.68143, 52.88650), 2.0 + 1.0},
      {"Io", eclipticOfRaDec(268.056595, 64.495303), 0.1},         // Jupiter
      {"Europa", eclipticOfRaDec(268.056595, 64.495303), 0.6},
      {"Ganymede", eclipticOfRaDec(268.056595, 64.495303), 0.3},
      {"Callisto", eclipticOfRaDec(268.056595, 64.495303), 0.6},
      {"Titan", eclipticOfRaDec(40.589, 83.537), 0.8},             // Saturn
  };
  for (const Case& c : cases) {
    const world::Body& moon = *system.find(c.moon);
    const orbit::StateVector s = moon.moonOrbit->stateAt(2451545.0);
    EXPECT_LT(angleDeg(glm::cross(s.position, s.velocity), c.pole), c.withinDeg) << c.moon;
  }
  // Triton goes round against Neptune's spin (IAU: pole 299.36, 43.46 at J2000): 157 deg from its pole.
  const orbit::StateVector triton = system.find("Triton")->moonOrbit->stateAt(2451545.0);
  EXPECT_NEAR(angleDeg(glm::cross(triton.position, triton.velocity), eclipticOfRaDec(299.36, 43.46)), 157.0, 1.5);
}

TEST(ShippedMoons, TheDataCarryJplsTableDigitForDigit) {
  const world::SolarSystem system = loadDefaultSystem();
  std::size_t rows = 0;
  for (const CsvRow& row : readReferenceCsv("jpl_satellite_mean_elements.csv")) {
    const world::Body* moon = system.find(row.at("moon"));
    ASSERT_NE(moon, nullptr) << row.at("moon");
    EXPECT_EQ(system.body(*moon->parent).name, row.at("planet"));
    const orbit::SatelliteElements& k = moon->moonOrbit->elements();
    const auto deg = [&](const char* column) { return degToRad(std::stod(row.at(column))); };
    EXPECT_EQ(k.semiMajorAxis, std::stod(row.at("a_km")) * 1000.0) << row.at("moon");
    EXPECT_EQ(k.eccentricity, std::stod(row.at("e"))) << row.at("moon");
    EXPECT_EQ(k.argumentOfPeriapsis, deg("w_deg")) << row.at("moon");
    EXPECT_EQ(k.meanAnomaly, deg("M_deg")) << row.at("moon");
    EXPECT_EQ(k.inclination, deg("i_deg")) << row.at("moon");
    EXPECT_EQ(k.node, deg("node_deg")) << row.at("moon");
    EXPECT_EQ(k.epochJd, std::stod(row.at("epoch_jd"))) << row.at("moon");
    EXPECT_NEAR(k.meanMotion * astro::kSecondsPerDay, deg("n_deg_per_day"), 1e-15) << row.at("moon");
    const double year = 365.25 * astro::kSecondsPerDay;
    EXPECT_NEAR(astro::kTwoPi / k.periapsisRate / year, std::stod(row.at("Pw_years")), 1e-9) << row.at("moon");
    EXPECT_NEAR(astro::kTwoPi / std::fabs(k.nodeRate) / year, std::stod(row.at("Pnode_years")), 1e-9) << row.at("moon");
    if (row.at("frame") == "laplace") {
      const glm::dvec3 pole = eclipticOfRaDec(std::stod(row.at("pole_ra_deg")), std::stod(row.at("pole_dec_deg")));
      EXPECT_LT(angleDeg(k.planeToEcliptic[2], pole), 1e-6) << row.at("moon");
    } else {
      EXPECT_EQ(k.planeToEcliptic, glm::dmat3(1.0)) << row.at("moon");
    }
    ++rows;
  }
  EXPECT_EQ(rows, 9u);
}

TEST(ShippedMoons, EachGoesRoundInItsTablesPeriod) {
  // JPL's sidereal periods P (days), against the mean motions the data give.
  const world::SolarSystem system = loadDefaultSystem();
  const std::pair<const char*, double> periods[] = {{"Moon", 27.322},   {"Phobos", 0.3189}, {"Deimos", 1.2624},
                                                    {"Io", 1.769},      {"Europa", 3.551},  {"Ganymede", 7.155},
                                                    {"Callisto", 16.69}, {"Titan", 15.945}, {"Triton", 5.877}};
  for (const auto& [name, days] : periods) {
    const world::Body& moon = *system.find(name);
    EXPECT_NEAR(moon.moonOrbit->siderealPeriod() / astro::kSecondsPerDay, days, 0.0006 * days) << name;
  }
}

}  // namespace
}  // namespace perihelion::test
