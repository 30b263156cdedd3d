// The drawn gravity wells: rings and stations drawn at the planet's display scale round the drawn
// planet, so that they sit outside it, and the inverse mapping picking relies on.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit_test_support.h"
#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::render {
namespace {

constexpr double kT = 8.5e8;  // TT seconds since J2000, in 2026

world::StationCatalogue testCatalogue() {
  world::StationCatalogue catalogue;
  catalogue.types.push_back({world::StationTypeId{0}, "Satellite", well::SizeClass::Small, 150e3, "station.glb", {}, 0.0, {}, false});
  catalogue.types.push_back({world::StationTypeId{1}, "Factory", well::SizeClass::Large, 900e3, "station.glb", {}, 0.0, {}, false});
  return catalogue;
}

world::Station stationOn(const world::Body& planet, std::uint32_t ring, double phase, world::StationTypeId type) {
  return {world::StationId{7}, type, planet.id, {ring, phase, kT - 5000.0}, world::kNobody, 0.0, {}};
}

TEST(WellView, TheWellIsScaledLikeItsPlanet) {
  world::SolarSystem system = test::loadDefaultSystem();
  system.display.bodySizeScale = 250.0;
  const world::Body& earth = *system.find("Earth");
  EXPECT_DOUBLE_EQ(wellScale(system, earth), 250.0);
  const glm::dvec3 planet(1e11, -2e10, 3e6);
  const glm::dvec3 offset(1e7, 2e6, -3e5);
  EXPECT_LT(glm::length(drawnWellPoint(system, earth, planet, offset) - (planet + 250.0 * offset)), 1e-3);
}

TEST(WellView, TrueOffsetOfUndoesDrawnWellPoint) {
  const world::SolarSystem system = test::loadDefaultSystem();
  for (const world::Body& body : system.bodies) {
    if (!body.well) continue;
    const glm::dvec3 planet = drawnPosition(system, body, astro::julianDateOfSeconds(kT));
    const glm::dvec3 offset = body.well->offsetOnRing(1, 1.234);
    const glm::dvec3 back = trueOffsetOf(system, body, planet, drawnWellPoint(system, body, planet, offset));
    EXPECT_LT(glm::length(back - offset), 1e-6 * glm::length(offset)) << body.name;
  }
}

TEST(WellView, StationsAreDrawnOutsideTheDrawnPlanetAtTheirPose) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::StationCatalogue catalogue = testCatalogue();
  for (const world::Body& body : system.bodies) {
    if (!body.well) continue;
    const double jd = astro::julianDateOfSeconds(kT);
    const glm::dvec3 planet = drawnPosition(system, body, jd);
    const world::Station station = stationOn(body, 0, 0.3, world::StationTypeId{0});
    const StationView view = stationView(system, catalogue, station, kT, glm::dvec3(0.0));
    const world::StationPose pose = world::stationPose(system, station, kT);
    const double scale = wellScale(system, body);
    EXPECT_LT(glm::length(view.position - (planet + pose.offset * scale)), 1e-6 * glm::length(pose.offset * scale))
        << body.name;
    EXPECT_GT(glm::length(view.position - planet) - view.radius, drawnRadius(system, body)) << body.name;
    EXPECT_DOUBLE_EQ(view.radius, 150e3 * scale);
    EXPECT_EQ(view.ring, 0u);
    EXPECT_EQ(view.planet, body.id);
    // The orientation is the pose's: +x faces the planet, +z along the ring normal.
    const glm::dvec3 forward = glm::dquat(view.orientation) * glm::dvec3(1.0, 0.0, 0.0);
    EXPECT_GT(glm::dot(forward, glm::normalize(planet - view.position)), 0.99999) << body.name;
    const glm::dvec3 up = glm::dquat(view.orientation) * glm::dvec3(0.0, 0.0, 1.0);
    EXPECT_GT(glm::dot(up, body.well->normal()), 0.99999) << body.name;
  }
}

TEST(WellView, StationsAreCameraRelativeAndPreciseNearNeptune) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::StationCatalogue catalogue = testCatalogue();
  const world::Body& neptune = *system.find("Neptune");
  const world::Station station = stationOn(neptune, 2, 2.0, world::StationTypeId{1});
  const StationView far = stationView(system, catalogue, station, kT, glm::dvec3(0.0));
  const glm::dvec3 eye = far.position + glm::dvec3(300.0, -20.0, 5.0);
  const StationView near = stationView(system, catalogue, station, kT, eye);
  EXPECT_NEAR(near.relativeToEye.x, -300.0, 1e-3);
  EXPECT_NEAR(near.relativeToEye.y, 20.0, 1e-3);
  EXPECT_NEAR(near.relativeToEye.z, -5.0, 1e-3);
}

TEST(WellView, StationsOutsideTheirWellAreLeftOut) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::StationCatalogue catalogue = testCatalogue();
  const world::Body& mars = *system.find("Mars");
  std::vector<world::Station> stations{stationOn(mars, 1, 0.0, world::StationTypeId{0}),
                                       stationOn(mars, 99, 0.0, world::StationTypeId{0}),
                                       stationOn(*system.find("Sun"), 0, 0.0, world::StationTypeId{0}),
                                       stationOn(mars, 0, 0.0, world::StationTypeId{5})};
  stations[0].id = world::StationId{1};
  EXPECT_FALSE(world::wellHolds(system, stations[1]));
  EXPECT_FALSE(world::wellHolds(system, stations[2]));
  const std::vector<StationView> views = stationViews(system, catalogue, stations, kT, glm::dvec3(0.0));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].id, world::StationId{1});
}

TEST(WellView, RingsAreClosedCirclesInTheRingPlaneAtTheDrawnScale) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& jupiter = *system.find("Jupiter");
  const glm::dvec3 planet = drawnPosition(system, jupiter, astro::julianDateOfSeconds(kT));
  const glm::dvec3 eye = planet + glm::dvec3(0.0, 0.0, 5e9);
  const std::vector<RingView> rings = ringViews(system, jupiter, kT, eye, 64);
  ASSERT_EQ(rings.size(), jupiter.well->rings.size());
  const double scale = wellScale(system, jupiter);
  for (const RingView& ring : rings) {
    ASSERT_EQ(ring.relativePoints.size(), 65u);
    EXPECT_EQ(ring.relativePoints.front(), ring.relativePoints.back());
    for (const glm::vec3& p : ring.relativePoints) {
      const glm::dvec3 fromPlanet = glm::dvec3(p) + eye - planet;
      const double expected = jupiter.well->rings[ring.ring].radius * scale;
      EXPECT_NEAR(glm::length(fromPlanet), expected, 1e-5 * expected);
      EXPECT_LT(std::fabs(glm::dot(fromPlanet, jupiter.well->normal())), 1e-5 * expected);
    }
  }
  EXPECT_TRUE(ringViews(system, *system.find("Sun"), kT, eye, 64).empty());
}

TEST(WellView, RingMarkersTurnWithTheirRingAndTheOutermostsHoldStill) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& earth = *system.find("Earth");
  const auto ringsAt = [&](double t) {
    const glm::dvec3 eye = drawnPosition(system, earth, astro::julianDateOfSeconds(t)) + glm::dvec3(0.0, 0.0, 5e9);
    return ringViews(system, earth, t, eye, 64);
  };
  const auto fromMiddle = [](const RingView& ring, int m) {  // the markers are evenly spaced round the middle
    glm::vec3 middle(0.0f);
    for (const glm::vec3& p : ring.markers) middle += p / static_cast<float>(ring.markers.size());
    return ring.markers[static_cast<std::size_t>(m)] - middle;
  };
  const double inner = earth.well->rings.front().period;
  // A twelfth of the inner ring's turn later, each marker is where the next one was (the phase grows
  // from marker 0 towards marker 1: well/ring_position.h); the outermost ring's have not moved.
  const std::vector<RingView> now = ringsAt(kT), later = ringsAt(kT + inner / kRingMarkers);
  ASSERT_EQ(now.front().markers.size(), static_cast<std::size_t>(kRingMarkers));
  const double radius = glm::length(fromMiddle(now.front(), 0));
  for (int m = 0; m < kRingMarkers; ++m) {
    EXPECT_LT(glm::length(fromMiddle(later.front(), m) - fromMiddle(now.front(), (m + 1) % kRingMarkers)), 1e-4 * radius);
    EXPECT_LT(glm::length(fromMiddle(later.back(), m) - fromMiddle(now.back(), m)), 1e-4 * radius);
  }
}

TEST(WellView, RingMarkersFadeBeforeTheyWouldStrobe) {
  const double spacing = 2.0 * 3.141592653589793 / kRingMarkers;  // rad between markers
  const double omega = 4.4e-4;                                      // rad/s, about the Earth's inner ring
  const auto framesFor = [&](double spacingsPerFrame) { return spacingsPerFrame * spacing / omega; };
  EXPECT_EQ(ringMarkerAlpha(0.0, 1e9), 1.0f);             // the outermost ring holds still at any rate
  EXPECT_EQ(ringMarkerAlpha(omega, 0.0), 1.0f);           // paused
  EXPECT_EQ(ringMarkerAlpha(omega, framesFor(0.125)), 1.0f);
  EXPECT_GT(ringMarkerAlpha(omega, framesFor(0.2)), 0.0f);
  EXPECT_LT(ringMarkerAlpha(omega, framesFor(0.2)), 1.0f);
  EXPECT_EQ(ringMarkerAlpha(omega, framesFor(0.25)), 0.0f);
  EXPECT_EQ(ringMarkerAlpha(omega, framesFor(0.5)), 0.0f);  // Nyquist: would seem to stand still
  EXPECT_EQ(ringMarkerAlpha(omega, framesFor(1.0)), 0.0f);  // a whole spacing a frame: would seem still
  // Fading, the markers never come back as the rate grows.
  float last = 1.0f;
  for (double f = 0.0; f < 3.0; f += 0.01) {
    const float a = ringMarkerAlpha(omega, framesFor(f));
    EXPECT_LE(a, last) << f;
    last = a;
  }
}

TEST(WellView, AStationOnARingIsDrawnOnThatRingsCircle) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::StationCatalogue catalogue = testCatalogue();
  const world::Body& saturn = *system.find("Saturn");
  const glm::dvec3 planet = drawnPosition(system, saturn, astro::julianDateOfSeconds(kT));
  for (std::uint32_t k = 0; k < saturn.well->rings.size(); ++k) {
    const StationView view = stationView(system, catalogue, stationOn(saturn, k, 4.0, world::StationTypeId{1}), kT,
                                         glm::dvec3(0.0));
    const double expected = saturn.well->rings[k].radius * wellScale(system, saturn);
    EXPECT_NEAR(glm::length(view.position - planet), expected, 1e-6 * expected);
  }
}

}  // namespace
}  // namespace perihelion::render
