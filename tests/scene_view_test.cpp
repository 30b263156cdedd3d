// What the renderer is given: drawn positions and sizes, camera-relative floats that stay precise far
// from the Sun, and orbit lines that pass through their planet.
#include <gtest/gtest.h>

#include <algorithm>

#include <glm/geometric.hpp>

#include "orbit/orbit_sampler.h"
#include "orbit_test_support.h"
#include "render/scene_view.h"

namespace perihelion::render {
namespace {

TEST(SceneView, ScalesDistancesAndSizesAsTheDisplaySettingsSay) {
  world::SolarSystem system = test::loadDefaultSystem();
  system.display.distanceScale = 0.5;
  system.display.bodySizeScale = 100.0;
  system.display.sunSizeScale = 3.0;
  const world::Body& earth = *system.find("Earth");
  const double jd = 2461366.5;
  const glm::dvec3 real = system.positionOf(earth, jd);
  EXPECT_LT(glm::length(drawnPosition(system, earth, jd) - 0.5 * real), 1e-3);
  EXPECT_DOUBLE_EQ(drawnRadius(system, earth), 6371.0e3 * 100.0);
  EXPECT_DOUBLE_EQ(drawnRadius(system, *system.find("Sun")), 695700.0e3 * 3.0);
}

TEST(SceneView, CameraRelativeFloatsStayPreciseNearNeptune) {
  // A camera 1 km from Neptune, 4.5e12 m from the Sun: a float world position would be off by
  // ~250 km (half an ulp at 4.5e12); relative to the eye the error must be millimetres.
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& neptune = *system.find("Neptune");
  for (int k = 0; k < 50; ++k) {
    const double jd = 2461366.5 + 0.01 * k;
    const glm::dvec3 position = drawnPosition(system, neptune, jd);
    const glm::dvec3 eye = position + glm::dvec3(1000.0, -250.0, 40.0);
    const SceneView view = buildSceneView(system, jd, eye, 16);
    const glm::vec3 relative = view.bodies[neptune.id.value].relativeToEye;
    EXPECT_NEAR(relative.x, -1000.0, 1e-3);
    EXPECT_NEAR(relative.y, 250.0, 1e-3);
    EXPECT_NEAR(relative.z, -40.0, 1e-3);
  }
}

TEST(SceneView, BodiesComeInIdOrderWithTheirKind) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const SceneView view = buildSceneView(system, 2451545.0, glm::dvec3(1e11, 0.0, 1e11), 8);
  ASSERT_EQ(view.bodies.size(), system.bodies.size());
  for (std::size_t k = 0; k < view.bodies.size(); ++k) EXPECT_EQ(view.bodies[k].id.value, k);
  EXPECT_TRUE(view.bodies[0].isStar);
  EXPECT_EQ(view.orbits.size(), 21u);  // eight planets, three comets, Pluto and nine moons; the Sun has no orbit
  EXPECT_EQ(view.tails.size(), 3u);    // the comets'
}

TEST(SceneView, ACometsTailStartsAtItAndPointsAwayFromTheSunLongerNearTheSun) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& halley = *system.find("1P/Halley");
  const glm::dvec3 eye(1e11, -2e11, 3e10);
  const double au = astro::kAuMetres * system.display.distanceScale;
  double previousLength = 0.0;
  // 1986 Feb 9 (perihelion, 0.59 au), Apr 11 (1.3 au), 1987 (3 au): the tail shrinks as 1/r^2.
  for (const double jd : {2447000.5, 2446531.5, 2446470.5}) {
    const SceneView view = buildSceneView(system, jd, eye, 8);
    ASSERT_EQ(view.tails.size(), 3u);
    const TailView& tail = view.tails[0];
    EXPECT_EQ(tail.id.value, halley.id.value);
    const glm::dvec3 at = system.positionOf(halley, jd) * system.display.distanceScale;
    EXPECT_LT(glm::length(glm::dvec3(tail.relativeStart) - (at - eye)), 1e-6 * glm::length(at - eye));
    const glm::dvec3 along = glm::dvec3(tail.relativeEnd) - glm::dvec3(tail.relativeStart);
    EXPECT_GT(glm::dot(glm::normalize(along), glm::normalize(at)), 0.999999);  // radially outwards
    const double r = glm::length(at) / au;
    EXPECT_NEAR(glm::length(along) / au, std::min(kTailLengthAtOneAu / (r * r), kMaxTailLength), 1e-6);
    EXPECT_GT(glm::length(along), previousLength);
    previousLength = glm::length(along);
  }
}

TEST(OrbitSampler, StartsAndEndsAtTheBodyAndStaysOnItsEllipse) {
  const world::SolarSystem system = test::loadDefaultSystem();
  for (const world::Body& body : system.bodies) {
    if (!body.orbit) continue;
    const double jd = 2461366.5;
    const auto points = orbit::sampleOrbit(body.orbit->at(jd), jd, 90);
    ASSERT_EQ(points.size(), 91u);
    const glm::dvec3 at = body.orbit->positionAt(jd);
    EXPECT_EQ(points.front(), at);
    EXPECT_EQ(points.back(), at);
    const orbit::KeplerianSet k = body.orbit->main().elements().at(jd);
    const double a = k.semiMajorAxis, e = k.eccentricity;
    for (const glm::dvec3& p : points) {
      const double r = glm::length(p);
      EXPECT_GE(r, a * (1.0 - e) * (1.0 - 1e-12)) << body.name;
      EXPECT_LE(r, a * (1.0 + e) * (1.0 + 1e-12)) << body.name;
    }
    // The samples lie in the orbit plane: perpendicular to the orbit's pole.
    const glm::dvec3 pole{std::sin(k.inclination) * std::sin(k.longitudeOfAscendingNode),
                          -std::sin(k.inclination) * std::cos(k.longitudeOfAscendingNode), std::cos(k.inclination)};
    for (const glm::dvec3& p : points) EXPECT_LT(std::fabs(glm::dot(p, pole)) / glm::length(p), 1e-12) << body.name;
  }
}

}  // namespace
}  // namespace perihelion::render
