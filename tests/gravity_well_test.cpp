// Gravity wells and the stations in them: the rings the data give, the Kepler-like law of their
// speeds, and stations that follow their planet for a century without drifting off their ring.
//
// Expected figures are worked out here by hand (and noted), never read back from the code under test.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

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
  // A circular orbit at 2 radii round a sphere of the Earth's mean density 5513 kg/m^3:
  // T = 2 pi sqrt(8 / (G 4/3 pi rho)) = 14314.75 s with G = 6.67430e-11 (worked out in Python).
  EXPECT_NEAR(w.rings[0].period, 14314.75, 0.01);
  EXPECT_FALSE(w.rings[3].turns());
  EXPECT_EQ(w.rings[3].angularSpeed(), 0.0);
  // Small on the inner half, large on the outer half, medium on all but the innermost.
  using well::SizeClass;
  EXPECT_EQ(w.rings[0].accepts, (well::SizeClassSet{SizeClass::Small}));
  EXPECT_EQ(w.rings[1].accepts, (well::SizeClassSet{SizeClass::Small, SizeClass::Medium}));
  EXPECT_EQ(w.rings[2].accepts, (well::SizeClassSet{SizeClass::Medium, SizeClass::Large}));
  EXPECT_EQ(w.rings[3].accepts, (well::SizeClassSet{SizeClass::Medium, SizeClass::Large}));
}

TEST(GravityWell, RingPlaneIsTheEquatorTiltedByTheObliquity) {
  const well::GravityWell& w = *earth().well;
  const double tilt = 23.44 * kPi / 180.0;  // data/solar_system.json
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
    const glm::dvec3 planet = earth().orbit->positionAt(astro::julianDateOfSeconds(t));
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
