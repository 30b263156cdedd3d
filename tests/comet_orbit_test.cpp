// Comets' orbits made from osculating elements (orbit/perihelion_elements.h): the conversion against
// the figures the catalogues print beside the elements (JPL Horizons' A, MA, PER; Nakano's a and n'),
// which JPL and Nakano computed, not this code, and the ellipse's own geometry at perihelion and aphelion.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "orbit/kepler_equation.h"
#include "orbit/perihelion_elements.h"
#include "orbit_test_support.h"

namespace perihelion::test {
namespace {

constexpr double kJulianYearDays = 365.25;

/// What a catalogue prints beside the elements of data/solar_system.json (copied from the same
/// records the data cite): semi-major axis (au), mean anomaly at the epoch (deg), period (Julian years)
/// and mean motion (deg/day); NaN where the record gives none. The tolerances follow the digits printed.
struct CatalogueFigures {
  const char* name;
  double epochJd;
  double semiMajorAxisAu;
  double meanAnomalyDeg;
  double periodYears;
  double meanMotionDegPerDay;
  double axisTolerance;    ///< relative
  double motionTolerance;  ///< relative
};

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// JPL Horizons record headers, solutions JPL#74 (1P, 2024-04-16) and JPL#K213/6 (67P, 2024-02-01): q and e to
// 16 digits, so a to 1e-12, but n to 8 digits only (5e-8). S. Nakano, OAA Computing Section Circular NK 618
// (2P): q to 7 decimals (half a unit is 1.5e-7 of q, so of a), n' to 8 (n goes as a^-1.5: 2.3e-7).
constexpr CatalogueFigures kFigures[] = {
    {"1P/Halley", 2439907.5, 17.93003431157555, 274.8113481508292, 75.924140333742, 0.012981725, 1e-12, 5e-8},
    {"2P/Encke", 2449400.5, 2.2092303, kNone, kNone, 0.30015294, 2e-7, 3e-7},
    {"67P/Churyumov-Gerasimenko", 2457305.5, 3.462249489765068, 8.859927418784899, 6.4423711636744, 0.152991229,
     1e-12, 5e-8},
};

TEST(CometOrbit, ElementsGiveTheCataloguesSemiMajorAxisPeriodAndMeanAnomaly) {
  const world::SolarSystem system = loadDefaultSystem();
  for (const CatalogueFigures& c : kFigures) {
    const world::Body* comet = system.find(c.name);
    ASSERT_NE(comet, nullptr) << c.name;
    ASSERT_EQ(comet->kind, world::BodyKind::Comet) << c.name;
    const orbit::KeplerOrbit& o = comet->orbit->main();
    const orbit::KeplerianSet k = o.elements().at(c.epochJd);
    EXPECT_NEAR(k.semiMajorAxis / astro::kAuMetres / c.semiMajorAxisAu, 1.0, c.axisTolerance) << c.name;
    const double degPerDay = astro::radToDeg(o.meanMotion()) * astro::kSecondsPerDay;
    EXPECT_NEAR(degPerDay / c.meanMotionDegPerDay, 1.0, c.motionTolerance) << c.name;
    // JPL's period uses its Keplerian GM, 2.9591220828411951e-4 au^3/d^2, 5.0e-12 below k^2 (Gaussian k):
    // periods 2.5e-12 longer than the model's.
    if (!std::isnan(c.periodYears)) {
      EXPECT_NEAR(o.anomalisticPeriod() / astro::kSecondsPerDay / kJulianYearDays / c.periodYears, 1.0 - 2.5e-12, 3e-13)
          << c.name;
    }
    if (!std::isnan(c.meanAnomalyDeg)) {
      const double M = astro::radToDeg(orbit::reduceAngle(k.meanLongitude - k.longitudeOfPerihelion));
      EXPECT_NEAR(std::remainder(M - c.meanAnomalyDeg, 360.0), 0.0, 1e-8) << c.name;
    }
  }
}

TEST(CometOrbit, AtThePerihelionTimeTheCometIsAtDistanceQOnTheLineOfApsidesAndHalfAPeriodLaterAtQ) {
  // Halley's elements (data/solar_system.json), and the same ellipse at e = 0.99, the solver's limit.
  for (const double e : {0.9679221169240834, 0.99}) {
    orbit::PerihelionElements p;
    p.perihelionDistance = 0.575157544193894 * astro::kAuMetres;
    p.eccentricity = e;
    p.inclination = astro::degToRad(162.1951462980701);
    p.longitudeOfAscendingNode = astro::degToRad(59.07198712310091);
    p.argumentOfPerihelion = astro::degToRad(112.2128395742619);
    p.perihelionTimeJd = 2446469.6983372075;
    const orbit::KeplerOrbit o(orbit::fromPerihelionElements(p));
    const double q = p.perihelionDistance;
    const double Q = q * (1.0 + e) / (1.0 - e);
    const glm::dvec3 atPerihelion = o.positionAt(p.perihelionTimeJd);
    EXPECT_NEAR(glm::length(atPerihelion) / q, 1.0, 1e-12) << e;
    // The perihelion direction: the node rotated by omega in the orbit plane (Rz(Omega) Rx(i) Rz(omega) x).
    const double cO = std::cos(p.longitudeOfAscendingNode), sO = std::sin(p.longitudeOfAscendingNode);
    const double ci = std::cos(p.inclination), si = std::sin(p.inclination);
    const double cw = std::cos(p.argumentOfPerihelion), sw = std::sin(p.argumentOfPerihelion);
    const glm::dvec3 apse{cO * cw - sO * sw * ci, sO * cw + cO * sw * ci, sw * si};
    EXPECT_LT(glm::length(glm::normalize(atPerihelion) - apse), 1e-9) << e;
    const double halfPeriodDays = o.anomalisticPeriod() / astro::kSecondsPerDay / 2.0;
    const glm::dvec3 atAphelion = o.positionAt(p.perihelionTimeJd + halfPeriodDays);
    EXPECT_NEAR(glm::length(atAphelion) / Q, 1.0, 1e-12) << e;
    EXPECT_LT(glm::length(glm::normalize(atAphelion) + apse), 1e-9) << e;
    // Kepler's third law with the Gaussian constant, a = q / (1 - e).
    const double a = q / (1.0 - e);
    EXPECT_NEAR(o.anomalisticPeriod() / (astro::kTwoPi * std::sqrt(a * a * a / orbit::sunGravitationalParameter())),
                1.0, 1e-14);
  }
}

TEST(CometOrbit, AnEllipseFittedLongAgoKeepsItsPhase) {
  // The mean anomaly at J2000 is reduced: a perihelion time a thousand orbits back gives the same ellipse.
  orbit::PerihelionElements p;
  p.perihelionDistance = 0.3309149 * astro::kAuMetres;
  p.eccentricity = 0.8502126;
  p.perihelionTimeJd = 2449392.97785;
  const orbit::KeplerOrbit recent(orbit::fromPerihelionElements(p));
  const double period = recent.anomalisticPeriod() / astro::kSecondsPerDay;
  p.perihelionTimeJd -= 1000.0 * period;
  const orbit::KeplerOrbit old(orbit::fromPerihelionElements(p));
  for (const double jd : {2449392.97785, 2451545.0, 2460000.5}) {
    // Metres: the rounding of n (t - tp) over a thousand turns, near 1e-12 rad, times the speed at perihelion.
    EXPECT_LT(glm::length(old.positionAt(jd) - recent.positionAt(jd)), 10.0) << jd;
  }
}

}  // namespace
}  // namespace perihelion::test
