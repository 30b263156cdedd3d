// Gravity wells and the stations in them: the rings the data give, the Kepler-like law of their
// speeds, and stations that follow their planet for a century without drifting off their ring.
//
// Expected figures are worked out here by hand (and noted), never read back from the code under test.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <string>

#include <glm/geometric.hpp>

#include "data/solar_system_loader.h"
#include "math/intersect.h"
#include "well/ring_position.h"
#include "world/station.h"

namespace {

using namespace perihelion;

constexpr double kPi = 3.14159265358979323846;
constexpr double kEarthRadius = 6371.0e3;  // m, data/solar_system.json

const world::SolarSystem& solarSystem() {
  static const world::SolarSystem system = [] {
    data::LoadResult r = data::loadSolarSystemFile(std::filesystem::path(PERIHELION_DATA_DIR) / "solar_system.json");
    if (!r.system) throw std::runtime_error("data/solar_system.json does not load");
    return *r.system;
  }();
  return system;
}

const world::Body& earth() { return *solarSystem().find("Earth"); }

/// The exact phase in long double, by the definition: phase0 + 2 pi (t - t0) / T, reduced.
double exactPhase(const well::Ring& ring, const well::RingPosition& at, double t) {
  if (!ring.turns()) return at.phaseAtPlacement;
  const long double turns = (static_cast<long double>(t) - at.placedAt) / ring.period;
  const long double twoPi = 2.0L * 3.141592653589793238462643383279502884L;
  long double phase = std::fmod(at.phaseAtPlacement + (turns - std::floor(turns)) * twoPi, twoPi);
  return static_cast<double>(phase < 0 ? phase + twoPi : phase);
}

double angleBetween(const glm::dvec3& a, const glm::dvec3& b) {
  return std::atan2(glm::length(glm::cross(a, b)), glm::dot(a, b));
}

TEST(GravityWell, EarthHasTheDocumentedDefaultRings) {
  const well::GravityWell& w = *earth().well;
  ASSERT_EQ(w.rings.size(), 4u);
  // Defaults: the inner ring at 2 planet radii, each next one 1.6 times larger.
  const double expected[] = {2.0, 3.2, 5.12, 8.192};
  for (std::size_t k = 0; k < 4; ++k) EXPECT_NEAR(w.rings[k].radius, expected[k] * kEarthRadius, 1e-3) << k;
  // A circular orbit at 2 radii (12,742 km) round the Earth's GM, 398,600 km^3/s^2 (NASA's fact sheet):
  // T = 2 pi sqrt(r^3 / GM) = 14314.218 s (worked out in Python).
  EXPECT_NEAR(w.rings[0].period, 14314.218, 0.001);
  EXPECT_FALSE(w.rings[3].turns());
  EXPECT_EQ(w.rings[3].angularSpeed(), 0.0);
  // Small on the inner half, large on the outer half, medium on all but the innermost.
  using well::SizeClass;
  EXPECT_EQ(w.rings[0].accepts, (well::SizeClassSet{SizeClass::Small}));
  EXPECT_EQ(w.rings[1].accepts, (well::SizeClassSet{SizeClass::Small, SizeClass::Medium}));
  EXPECT_EQ(w.rings[2].accepts, (well::SizeClassSet{SizeClass::Medium, SizeClass::Large}));
  EXPECT_EQ(w.rings[3].accepts, (well::SizeClassSet{SizeClass::Medium, SizeClass::Large}));
}

/// A planet's well in the shipped data: how many rings, and the room they must stay in: outside the
/// planet's own ring system (or, without one, the planet) and inside its first large moon's orbit, so that
/// no ring cuts a moon's orbit; a moon must clear the outermost ring by the largest station's radius
/// (the Shipyard's 1,200 km, data/stations.json). Moons' semi-major axes: JPL SSD, Planetary Satellite
/// Mean Elements; ring systems' outer edges: NASA GSFC fact sheets (Jupiter's main ring, Saturn's A ring,
/// Uranus' epsilon ring, Neptune's Adams ring).
struct WellRoom {
  const char* planet;
  std::size_t rings;
  double clearOfKm;   ///< the innermost ring lies beyond this
  double insideOfKm;  ///< the outermost ring plus a station's radius lies within this
};

TEST(GravityWell, ShippedWellsDifferInSizeAndEachKeepsToItsRoom) {
  constexpr double kLargestStationKm = 1200.0;
  const WellRoom rooms[] = {{"Mercury", 2, 2439.7, 1e9},     {"Venus", 3, 6051.8, 1e9},
                            {"Earth", 4, 6371.0, 384400.0},  {"Mars", 4, 9376.0, 23458.0},
                            {"Jupiter", 6, 129200.0, 421800.0}, {"Saturn", 5, 136775.0, 1221870.0},
                            {"Uranus", 5, 51149.0, 129900.0}, {"Neptune", 5, 62932.0, 354759.0}};
  for (const WellRoom& room : rooms) {
    const world::Body* planet = solarSystem().find(room.planet);
    ASSERT_NE(planet, nullptr) << room.planet;
    const auto& rings = planet->well->rings;
    EXPECT_EQ(rings.size(), room.rings) << room.planet;
    EXPECT_GT(rings.front().radius, room.clearOfKm * 1e3) << room.planet;
    EXPECT_LT(rings.back().radius + kLargestStationKm * 1e3, room.insideOfKm * 1e3) << room.planet;
  }
}

TEST(GravityWell, WellsDifferInTempo) {
  // The inner rings no longer all turn in 3.98 h: Saturn's, at 2.5 of its radii, takes almost four times
  // as long as the Earth's (15.74 h against 3.98 h, worked out from the GMs in Python).
  const double earthInner = solarSystem().find("Earth")->well->rings[0].period;
  const double saturnInner = solarSystem().find("Saturn")->well->rings[0].period;
  EXPECT_NEAR(saturnInner / 3600.0, 15.74, 0.01);
  EXPECT_GT(saturnInner, 3.9 * earthInner);
}

TEST(GravityWell, TheDefaultInnerPeriodFromGmIsThatOfAMoonOnTheRing) {
  // A ring where a real moon orbits turns as that moon does (its mass is negligible beside the
  // planet's): Phobos at 9,376 km round Mars (GM 42,828 km^3/s^2) in 0.31891023 d, Io at 421,800 km
  // round Jupiter (GM 126,687,000) in 1.769137786 d (JPL SSD, Planetary Satellite Mean Elements; Io
  // runs 0.05 % fast of the two-body figure, from Jupiter's oblateness).
  struct Case {
    const char* name;
    double radiusKm, gm, ringKm, periodDays;
  };
  for (const Case& c : {Case{"Mars", 3389.5, 42828.0, 9376.0, 0.31891023},
                        Case{"Jupiter", 69911.0, 126687000.0, 421800.0, 1.769137786}}) {
    const std::string text = std::string(R"({"bodies": [{"name": "Sun", "kind": "star", "radius_km": 695700},
      {"name": ")") + c.name + R"(", "kind": "planet", "radius_km": )" + std::to_string(c.radiusKm) +
                             R"(, "gm_km3_s2": )" + std::to_string(c.gm) +
                             R"(, "orbit": {"at_j2000": {"semi_major_axis_au": 1.5, "eccentricity": 0.09,
         "inclination_deg": 1.8, "mean_longitude_deg": -4.5, "longitude_of_perihelion_deg": -23.9,
         "longitude_of_ascending_node_deg": 49.6}, "per_century": {"mean_longitude_deg": 19140.3}},
       "gravity_well": {"rings": [{"radius_km": )" + std::to_string(c.ringKm) +
                             R"(}, {"radius_km": 2000000}]}}]})";
    const data::LoadResult r = data::parseSolarSystem(text);
    ASSERT_TRUE(r.system.has_value()) << c.name;
    const double period = r.system->find(c.name)->well->rings[0].period;
    EXPECT_NEAR(period / (c.periodDays * 86400.0), 1.0, 1e-3) << c.name;
  }
}

TEST(GravityWell, RingPlaneIsTheEquatorTiltedByTheObliquity) {
  const well::GravityWell& w = *earth().well;
  // The data give the Earth the IAU's north pole, the ICRF's (Dec 90 deg): the equator of J2000, tilted from
  // the ecliptic by the obliquity 84381.448" (23.4393 deg; the fact sheet's rounded 23.44 is the HUD's).
  const double tilt = 84381.448 / 3600.0 * kPi / 180.0;
  EXPECT_NEAR(angleBetween(w.normal(), {0.0, 0.0, 1.0}), tilt, 1e-12);
  EXPECT_NEAR(angleBetween(w.normal(), earth().rotation.spinAxis()), 0.0, 1e-12);
  // The frame is orthonormal and right-handed.
  EXPECT_NEAR(glm::dot(w.frame[0], w.frame[1]), 0.0, 1e-15);
  EXPECT_NEAR(glm::dot(glm::cross(w.frame[0], w.frame[1]), w.frame[2]), 1.0, 1e-15);
}

TEST(GravityWell, ConsecutiveRingsTurnAtOmegaInnerTimesRadiusRatioToThePower1Point5) {
  for (const world::Body& planet : solarSystem().bodies) {
    if (!planet.well) continue;
    const auto& rings = planet.well->rings;
    const double omegaInner = 2.0 * kPi / rings[0].period;
    for (std::size_t k = 0; k + 1 < rings.size(); ++k) {
      // Measured from positions: the phase a station gains in a tenth of the ring's period.
      const well::RingPosition at{static_cast<std::uint32_t>(k), 0.3, 1000.0};
      const double dt = 0.1 * rings[k].period;
      const glm::dvec3 a = planet.well->offsetOnRing(k, 0.3);
      const glm::dvec3 b = well::offsetAt(*planet.well, at, 1000.0 + dt);
      const double measured = angleBetween(a, b) / dt;
      const double law = omegaInner * std::pow(rings[0].radius / rings[k].radius, 1.5);
      EXPECT_NEAR(measured / law, 1.0, 1e-9) << planet.name << " ring " << k + 1;
    }
  }
}

TEST(GravityWell, OutermostRingKeepsAFixedOffsetInTheRingFrame) {
  const well::GravityWell& w = *earth().well;
  const well::RingPosition at{3, 1.25, 0.0};
  const glm::dvec3 first = well::offsetAt(w, at, 0.0);
  for (double years : {0.5, 1.0, 10.0, 100.0}) {
    const glm::dvec3 later = well::offsetAt(w, at, years * 365.25 * 86400.0);
    EXPECT_NEAR(glm::length(later - first), 0.0, 1e-6) << years;
    EXPECT_NEAR(glm::dot(later, w.frame[0]), w.rings[3].radius * std::cos(1.25), 1e-6);
    EXPECT_NEAR(glm::dot(later, w.frame[1]), w.rings[3].radius * std::sin(1.25), 1e-6);
  }
}

// A century in ticks of one simulated hour: every tick the station is on its ring, faces the planet,
// keeps the exact phase, and sits at the planet's position plus its ring offset while the planet moves.
TEST(Station, ACenturyOfHourlyTicksStaysOnTheRingFacingThePlanetWithoutDrift) {
  const world::SolarSystem& system = solarSystem();
  const double start = 26.0 * 365.25 * 86400.0;  // 2026
  const world::Station station{{1}, {0}, earth().id, {0, 0.7, start}, world::kNobody, 0.0, {}};
  const well::GravityWell& w = *earth().well;
  const well::Ring& ring = w.rings[0];
  double maxRadiusError = 0.0, maxFacingError = 0.0, maxPhaseError = 0.0, maxWorldError = 0.0;
  double planetTravel = 0.0;
  const glm::dvec3 planetAtStart = system.positionOf(earth(), astro::julianDateOfSeconds(start));
  const long ticks = 876600;  // 100 Julian years of hours
  for (long k = 0; k <= ticks; k += 1) {
    const double t = start + static_cast<double>(k) * 3600.0;
    const world::StationPose pose = world::stationPose(system, station, t);
    maxRadiusError = std::max(maxRadiusError, std::fabs(glm::length(pose.offset) - ring.radius));
    maxFacingError = std::max(maxFacingError, angleBetween(pose.orientation * glm::dvec3(1, 0, 0), -pose.offset));
    const double phase = exactPhase(ring, station.at, t);
    maxPhaseError = std::max(maxPhaseError, std::fabs(std::remainder(well::phaseAt(ring, station.at, t) - phase, 2 * kPi)));
    const glm::dvec3 planet = system.positionOf(earth(), astro::julianDateOfSeconds(t));
    const glm::dvec3 exactOffset = ring.radius * (std::cos(phase) * w.frame[0] + std::sin(phase) * w.frame[1]);
    maxWorldError = std::max(maxWorldError, glm::length(pose.position - (planet + exactOffset)));
    planetTravel = std::max(planetTravel, glm::length(planet - planetAtStart));
  }
  EXPECT_LT(maxRadiusError / 1000.0, 1e-6);  // km
  EXPECT_LT(maxFacingError, 1e-9);           // rad
  // Time in double seconds near 2126 resolves 0.5 us; at 4.4e-4 rad/s that is 2e-10 rad of phase.
  EXPECT_LT(maxPhaseError, 1e-9);
  EXPECT_LT(maxWorldError, 0.01);  // m: 1e-9 rad of phase on a 12742 km ring is 1.3e-5 m
  EXPECT_GT(planetTravel, 2.9e11);  // the Earth went round the Sun: nearly 2 au across
}

TEST(Station, PhaseErrorDoesNotGrowWithTime) {
  const well::Ring& ring = earth().well->rings[0];
  const well::RingPosition at{0, 0.0, 0.0};
  // After a whole number of periods the station is back where it started, at any horizon.
  for (double turns : {1.0, 1e3, 1e6, 1e8}) {
    EXPECT_NEAR(std::remainder(well::phaseAt(ring, at, turns * ring.period), 2 * kPi), 0.0, 1e-6) << turns;
  }
}

TEST(Station, FacesThePlanetWithUpAlongTheRingNormal) {
  const world::Station station{{1}, {0}, earth().id, {2, 4.0, 0.0}, world::kNobody, 0.0, {}};
  const world::StationPose pose = world::stationPose(solarSystem(), station, 12345.0);
  const glm::dvec3 forward = pose.orientation * glm::dvec3(1, 0, 0);
  const glm::dvec3 up = pose.orientation * glm::dvec3(0, 0, 1);
  EXPECT_NEAR(angleBetween(forward, pose.planetPosition - pose.position), 0.0, 1e-12);
  EXPECT_NEAR(angleBetween(up, earth().well->normal()), 0.0, 1e-12);
}

// The build cursor: a ray from the camera meets the (tilted) ring plane through the planet, and the
// point snaps to the ring whose circle passes nearest.
TEST(RingSnap, APickOnTheTiltedRingPlaneSnapsToTheNearestRingAndPhase) {
  const well::GravityWell& w = *earth().well;
  const glm::dvec3 planet{1.2e11, -8.0e10, 3.0e6};
  const engine::Plane ringPlane = engine::planeThrough(planet, w.normal());
  // Aim at a point 300 km outside ring 3 at phase 2.0 rad, from a camera above and to the side.
  const double phase = 2.0;
  const glm::dvec3 target = planet + (w.rings[2].radius + 300e3) * (std::cos(phase) * w.frame[0] + std::sin(phase) * w.frame[1]);
  const glm::dvec3 eye = planet + 2.0e8 * w.normal() + glm::dvec3(5.0e7, 0.0, 0.0);
  const engine::RayHit hit = engine::intersect(engine::Ray{eye, glm::normalize(target - eye)}, ringPlane);
  ASSERT_TRUE(hit.hit);
  const well::RingSnap snap = well::nearestRing(w, hit.point - planet);
  EXPECT_EQ(snap.ring, 2u);
  EXPECT_NEAR(snap.phase, phase, 1e-6);
  EXPECT_NEAR(snap.distanceFromRing, 300e3, 1.0);
}

TEST(RingSnap, PointsBetweenRingsGoToTheNearerOne) {
  const well::GravityWell& w = *earth().well;
  const double r1 = w.rings[0].radius, r2 = w.rings[1].radius;
  const auto at = [&](double r) { return r * w.frame[1]; };  // phase 90 degrees
  EXPECT_EQ(well::nearestRing(w, at(0.5 * (r1 + r2) - 1000.0)).ring, 0u);
  EXPECT_EQ(well::nearestRing(w, at(0.5 * (r1 + r2) + 1000.0)).ring, 1u);
  EXPECT_EQ(well::nearestRing(w, at(1.0)).ring, 0u);     // at the centre
  EXPECT_EQ(well::nearestRing(w, at(1e12)).ring, 3u);    // far outside
  EXPECT_NEAR(well::nearestRing(w, at(r2)).phase, kPi / 2, 1e-12);
}

}  // namespace
