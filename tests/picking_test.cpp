// Picking maths: ray-plane and ray-sphere hits against hand-computed points, the mouse ray against
// the projection it inverts (random cameras, both depth conventions), and nearest-sphere picking.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

#include "camera/orbit_camera.h"
#include "math/intersect.h"
#include "picking/pick_spheres.h"
#include "picking/screen_ray.h"
#include "vector_assertions.h"

namespace perihelion::engine {
namespace {

constexpr double kEps = std::numeric_limits<double>::epsilon();

using test::near3;

::testing::AssertionResult isCleanMiss(const RayHit& h) {
  if (!h.hit && h.distance == 0.0 && h.point == glm::dvec3(0.0) && h.normal == glm::dvec3(0.0)) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "hit=" << h.hit << " distance=" << h.distance << " point.x=" << h.point.x
                                       << " normal.x=" << h.normal.x;
}

/// Distance (m) from a point to the infinite line of a ray.
double distanceToLine(const Ray& ray, glm::dvec3 p) {
  const glm::dvec3 w = p - ray.origin;
  return glm::length(w - glm::dot(w, ray.direction) * ray.direction);
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Ray against plane

TEST(RayPlane, StraightDownOntoTheXzPlaneHitsBelowTheOrigin) {
  const Plane xz = planeThrough(glm::dvec3(0.0), glm::dvec3(0.0, 1.0, 0.0));
  const RayHit h = intersect(Ray{{1.0, 5.0, 2.0}, {0.0, -1.0, 0.0}}, xz);
  ASSERT_TRUE(h.hit);
  EXPECT_DOUBLE_EQ(h.distance, 5.0);
  EXPECT_TRUE(near3(h.point, {1.0, 0.0, 2.0}, 1e-15));
  EXPECT_TRUE(near3(h.normal, {0.0, 1.0, 0.0}, 0.0));
}

TEST(RayPlane, DiagonalRayHitsTheXzPlaneAtHandComputedPoint) {
  // From (0, 3, 0) along (1, -1, 1)/sqrt(3): y reaches 0 after t = 3 sqrt(3), at (3, 0, 3).
  const Ray ray{{0.0, 3.0, 0.0}, glm::normalize(glm::dvec3(1.0, -1.0, 1.0))};
  const RayHit h = intersect(ray, planeThrough(glm::dvec3(7.0, 0.0, -2.0), glm::dvec3(0.0, 2.0, 0.0)));
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.distance, 3.0 * std::sqrt(3.0), 1e-14);
  EXPECT_TRUE(near3(h.point, {3.0, 0.0, 3.0}, 1e-14));
}

TEST(RayPlane, SlantedRayHitsTheEclipticAtHandComputedPoint) {
  // From (2, 3, 4) along (0, 0.6, -0.8): z reaches 0 after t = 5, at (2, 6, 0).
  const RayHit h = intersect(Ray{{2.0, 3.0, 4.0}, {0.0, 0.6, -0.8}}, eclipticPlane());
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.distance, 5.0, 1e-14);
  EXPECT_TRUE(near3(h.point, {2.0, 6.0, 0.0}, 1e-14));
  EXPECT_TRUE(near3(h.normal, {0.0, 0.0, 1.0}, 0.0));
}

TEST(RayPlane, HitsATiltedRingPlaneWhereItsSlopeSays) {
  // A ring plane through the planet at (10, 0, 0), tilted 30 deg about x: normal (0, -sin 30, cos 30).
  // Points of the plane satisfy z = y tan 30; a vertical ray at y = 2 meets it at z = 2 / sqrt(3).
  const Plane ring = planeThrough({10.0, 0.0, 0.0}, {0.0, -0.5, std::sqrt(3.0) / 2.0});
  const RayHit h = intersect(Ray{{10.0, 2.0, 5.0}, {0.0, 0.0, -1.0}}, ring);
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.distance, 5.0 - 2.0 / std::sqrt(3.0), 1e-14);
  EXPECT_TRUE(near3(h.point, {10.0, 2.0, 2.0 / std::sqrt(3.0)}, 1e-14));
}

TEST(RayPlane, HitsAPlaneAtAFleetsAltitudeFarFromTheOrigin) {
  // A fleet 1e9 m above the ecliptic near Saturn's distance (1.4e12 m); a ray straight down from 3e9 m.
  const Plane fleetPlane = planeThrough({1.4e12, 0.0, 1e9}, {0.0, 0.0, 1.0});
  EXPECT_DOUBLE_EQ(fleetPlane.offset, 1e9);
  const RayHit h = intersect(Ray{{1.4e12, 5e8, 3e9}, {0.0, 0.0, -1.0}}, fleetPlane);
  ASSERT_TRUE(h.hit);
  EXPECT_DOUBLE_EQ(h.distance, 2e9);
  EXPECT_TRUE(near3(h.point, {1.4e12, 5e8, 1e9}, 0.0));
}

TEST(RayPlane, NormalFacesTheSideTheRayComesFrom) {
  const RayHit fromBelow = intersect(Ray{{0.0, 0.0, -3.0}, {0.0, 0.0, 1.0}}, eclipticPlane());
  ASSERT_TRUE(fromBelow.hit);
  EXPECT_TRUE(near3(fromBelow.normal, {0.0, 0.0, -1.0}, 0.0));
}

TEST(RayPlane, ParallelRayMissesWithZeroFields) {
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{0.0, 0.0, 1.0}, {1.0, 0.0, 0.0}}, eclipticPlane())));
  // Even lying in the plane: no single crossing point.
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{5.0, 5.0, 0.0}, {0.0, 1.0, 0.0}}, eclipticPlane())));
}

TEST(RayPlane, GrazingButNotParallelRayStillHits) {
  // Descending 1e-6 m per metre from 1 m up: reaches the plane after 1e6 m.
  const Ray ray{{0.0, 0.0, 1.0}, glm::normalize(glm::dvec3(1.0, 0.0, -1e-6))};
  const RayHit h = intersect(ray, eclipticPlane());
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.point.x, 1e6, 1e-6);
  EXPECT_NEAR(h.distance, std::sqrt(1e12 + 1.0), 1e-6);
}

TEST(RayPlane, PlaneBehindTheOriginIsAMiss) {
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{0.0, 0.0, 1.0}, {0.0, 0.0, 1.0}}, eclipticPlane())));
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{0.0, 0.0, -1.0}, {0.0, 0.6, -0.8}}, eclipticPlane())));
}

TEST(RayPlane, RayStartingOnThePlaneHitsAtDistanceZero) {
  const RayHit h = intersect(Ray{{3.0, 4.0, 0.0}, glm::normalize(glm::dvec3(1.0, 0.0, -1.0))}, eclipticPlane());
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.distance, 0.0);
  EXPECT_FALSE(std::signbit(h.distance));
  EXPECT_TRUE(near3(h.point, {3.0, 4.0, 0.0}, 0.0));
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Ray against sphere

const Sphere kUnitish{{0.0, 0.0, 0.0}, 2.0};

TEST(RaySphere, RayFromOutsideHitsTheNearSide) {
  const RayHit h = intersect(Ray{{-10.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, kUnitish);
  ASSERT_TRUE(h.hit);
  EXPECT_DOUBLE_EQ(h.distance, 8.0);
  EXPECT_TRUE(near3(h.point, {-2.0, 0.0, 0.0}, 0.0));
  EXPECT_TRUE(near3(h.normal, {-1.0, 0.0, 0.0}, 1e-15));
}

TEST(RaySphere, OffCentreRayHitsWherePythagorasSays) {
  // Offset 1.2 from the centre of a radius-2 sphere: enters at x = -sqrt(4 - 1.44) = -1.6.
  const RayHit h = intersect(Ray{{-10.0, 1.2, 0.0}, {1.0, 0.0, 0.0}}, kUnitish);
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.distance, 8.4, 1e-14);
  EXPECT_TRUE(near3(h.point, {-1.6, 1.2, 0.0}, 1e-14));
  EXPECT_TRUE(near3(h.normal, {-0.8, 0.6, 0.0}, 1e-14));
}

TEST(RaySphere, RayFromInsideHitsTheFarSide) {
  const RayHit h = intersect(Ray{{0.5, 0.0, 0.0}, {1.0, 0.0, 0.0}}, kUnitish);
  ASSERT_TRUE(h.hit);
  EXPECT_DOUBLE_EQ(h.distance, 1.5);
  EXPECT_TRUE(near3(h.point, {2.0, 0.0, 0.0}, 0.0));
  EXPECT_TRUE(near3(h.normal, {-1.0, 0.0, 0.0}, 1e-15));  // facing back towards the origin
}

TEST(RaySphere, TangentRayTouchesAtOnePoint) {
  const RayHit h = intersect(Ray{{-5.0, 2.0, 0.0}, {1.0, 0.0, 0.0}}, kUnitish);
  ASSERT_TRUE(h.hit);
  EXPECT_DOUBLE_EQ(h.distance, 5.0);
  EXPECT_TRUE(near3(h.point, {0.0, 2.0, 0.0}, 0.0));
}

TEST(RaySphere, RayPassingBesideMisses) {
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{-10.0, 2.001, 0.0}, {1.0, 0.0, 0.0}}, kUnitish)));
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{-10.0, 0.0, 3.0}, {1.0, 0.0, 0.0}}, kUnitish)));
}

TEST(RaySphere, SphereBehindTheOriginIsAMiss) {
  EXPECT_TRUE(isCleanMiss(intersect(Ray{{10.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, kUnitish)));
}

TEST(RaySphere, TinySphereFarAwayIsHitToTheCentimetre) {
  // A 100 m station 4.5e12 m away (Neptune) along (2, 2, 1)/3: |(3, 3, 1.5)e12| = 4.5e12 exactly.
  // The ray is offset 60 m sideways, perpendicular to the line of sight, along (1, -1, 0)/sqrt(2),
  // so it enters 80 m before the centre's depth (60-80-100 triangle). The textbook quadratic rounds
  // |o - c|^2 - r^2 at the 4e9 m^2 level and cannot see r^2 = 1e4 m^2 at all.
  const Sphere station{{3e12, 3e12, 1.5e12}, 100.0};
  const glm::dvec3 sideways = 60.0 * glm::dvec3(1.0, -1.0, 0.0) / std::sqrt(2.0);
  const glm::dvec3 lineOfSight = glm::dvec3(2.0, 2.0, 1.0) / 3.0;
  const RayHit h = intersect(Ray{sideways, lineOfSight}, station);
  ASSERT_TRUE(h.hit);
  EXPECT_NEAR(h.distance, 4.5e12 - 80.0, 0.01);
  EXPECT_TRUE(near3(h.point, station.center + sideways - 80.0 * lineOfSight, 0.01));
  EXPECT_NEAR(glm::length(h.point - station.center), 100.0, 0.01);
  // And 101 m sideways is a miss.
  EXPECT_FALSE(intersect(Ray{sideways * (101.0 / 60.0), lineOfSight}, station).hit);
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Mouse ray and projection, by hand

// Eye at (10, 0, 0) looking at the origin (-x), fov 90 deg, viewport 200 x 100 (aspect 2), near 1,
// far 100. Screen right is world +y and screen up is world +z. At view depth 1 the viewport spans
// x in [-2, 2] and y in [-1, 1].
struct HandCamera {
  OrbitCamera camera{glm::dvec3(0.0), 10.0, 0.0, 0.0, glm::half_pi<double>()};
  glm::dvec2 viewport{200.0, 100.0};
  glm::dmat4 view = viewMatrix(camera, glm::dvec3(0.0));
  glm::dmat4 projection(DepthConvention depth) const {
    return depth == DepthConvention::ReversedZeroToOne ? reversedZProjection(camera.verticalFov, 2.0, 1.0, 100.0)
                                                       : perspectiveProjection(camera.verticalFov, 2.0, 1.0, 100.0);
  }
};

class HandComputedScreen : public ::testing::TestWithParam<DepthConvention> {};

TEST_P(HandComputedScreen, MouseAtTheCentreLooksStraightAtTheFocus) {
  const HandCamera c;
  const Ray ray = screenToWorldRay({100.0, 50.0}, c.viewport, c.view, c.projection(GetParam()), GetParam());
  EXPECT_TRUE(near3(ray.origin, {9.0, 0.0, 0.0}, 1e-12));
  EXPECT_TRUE(near3(ray.direction, {-1.0, 0.0, 0.0}, 1e-14));
}

TEST_P(HandComputedScreen, MouseAtTheTopLeftCornerLooksUpAndLeft) {
  // View-space direction (-2, 1, -1): left = -y world, up = +z, forward = -x.
  const HandCamera c;
  const Ray ray = screenToWorldRay({0.0, 0.0}, c.viewport, c.view, c.projection(GetParam()), GetParam());
  EXPECT_TRUE(near3(ray.origin, {9.0, -2.0, 1.0}, 1e-12));
  EXPECT_TRUE(near3(ray.direction, glm::dvec3(-1.0, -2.0, 1.0) / std::sqrt(6.0), 1e-14));
}

TEST_P(HandComputedScreen, MouseAtTheBottomRightCornerLooksDownAndRight) {
  const HandCamera c;
  const Ray ray = screenToWorldRay({200.0, 100.0}, c.viewport, c.view, c.projection(GetParam()), GetParam());
  EXPECT_TRUE(near3(ray.direction, glm::dvec3(-1.0, 2.0, -1.0) / std::sqrt(6.0), 1e-14));
}

TEST_P(HandComputedScreen, PointUpAndRightOfTheFocusProjectsUpAndRightOfTheCentre) {
  // (0, 5, 5) is view (5, 5, -10): NDC x = 5/10 / aspect 2 = 0.25 -> 125 px; NDC y = 0.5 -> 25 px
  // from the top. Window depth at view distance 10 with n = 1, f = 100: reversed n (f - d) / (d (f - n))
  // = 1/11; conventional f (d - n) / (d (f - n)) = 10/11.
  const HandCamera c;
  const glm::dvec3 s = projectToScreen({0.0, 5.0, 5.0}, c.viewport, c.view, c.projection(GetParam()), GetParam());
  const double expectedDepth = GetParam() == DepthConvention::ReversedZeroToOne ? 1.0 / 11.0 : 10.0 / 11.0;
  EXPECT_TRUE(near3(s, {125.0, 25.0, expectedDepth}, 1e-12));
}

TEST_P(HandComputedScreen, PointBehindTheEyeGetsADepthOutsideZeroToOne) {
  const HandCamera c;
  const glm::dvec3 s = projectToScreen({20.0, 1.0, 1.0}, c.viewport, c.view, c.projection(GetParam()), GetParam());
  EXPECT_TRUE(s.z < 0.0 || s.z > 1.0) << s.z;
}

std::string depthName(const ::testing::TestParamInfo<DepthConvention>& info) {
  return info.param == DepthConvention::ReversedZeroToOne ? "ReversedZeroToOne" : "NegativeOneToOne";
}

INSTANTIATE_TEST_SUITE_P(BothDepthConventions, HandComputedScreen,
                         ::testing::Values(DepthConvention::NegativeOneToOne, DepthConvention::ReversedZeroToOne),
                         depthName);

// ---------------------------------------------------------------------------------------------
// [SECTION] Mouse ray and projection, random round trips

/// A random camera and viewport of the kinds the game produces.
struct RandomView {
  OrbitCamera camera;
  glm::dvec2 viewport;
  glm::dvec2 mouse;
  glm::dmat4 projection;
};

RandomView randomView(std::mt19937& rng, DepthConvention depth) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> signedUnit(-1.0, 1.0);
  std::uniform_int_distribution<int> pixels(200, 4000);
  RandomView v;
  v.camera.focus = 1e12 * glm::dvec3(signedUnit(rng), signedUnit(rng), signedUnit(rng));
  v.camera.distance = std::pow(10.0, 2.0 + 11.0 * unit(rng));  // 1e2 .. 1e13 m
  v.camera.yaw = glm::pi<double>() * signedUnit(rng);
  v.camera.pitch = kMaxPitch * signedUnit(rng);
  v.camera.verticalFov = glm::radians(10.0 + 110.0 * unit(rng));
  v.viewport = glm::dvec2(pixels(rng), pixels(rng));
  v.mouse = v.viewport * glm::dvec2(unit(rng), unit(rng));
  const double nearPlane = nearPlaneFor(v.camera);
  const double farPlane = farPlaneFor(v.camera, Sphere{glm::dvec3(0.0), 1e13});
  const double aspect = v.viewport.x / v.viewport.y;
  v.projection = depth == DepthConvention::ReversedZeroToOne
                     ? reversedZProjection(v.camera.verticalFov, aspect, nearPlane, farPlane)
                     : perspectiveProjection(v.camera.verticalFov, aspect, nearPlane, farPlane);
  return v;
}

class RandomRoundTrip : public ::testing::TestWithParam<DepthConvention> {};

TEST_P(RandomRoundTrip, EyeRelativeMouseRayProjectsBackOntoTheMouse) {
  // How the renderer draws: view relative to the eye. Points on the ray, from just past the near
  // plane to the far half of the scene, land back on the mouse to 1e-9 px.
  const DepthConvention depth = GetParam();
  std::mt19937 rng(20240601);
  for (int i = 0; i < 3000; ++i) {
    const RandomView v = randomView(rng, depth);
    const glm::dmat4 view = viewMatrix(v.camera, eyePosition(v.camera));
    const Ray ray = screenToWorldRay(v.mouse, v.viewport, view, v.projection, depth);
    ASSERT_NEAR(glm::length(ray.direction), 1.0, 1e-15);
    const double nearPlane = nearPlaneFor(v.camera);
    EXPECT_NEAR(projectToScreen(ray.origin, v.viewport, view, v.projection, depth).z,
                depth == DepthConvention::ReversedZeroToOne ? 1.0 : 0.0, 1e-9)
        << "the ray starts on the near plane";
    for (const double t : {nearPlane, v.camera.distance, 1e12}) {
      const glm::dvec3 s = projectToScreen(pointAt(ray, t), v.viewport, view, v.projection, depth);
      ASSERT_LE(glm::length(glm::dvec2(s) - v.mouse), 1e-9) << "case " << i << " t " << t;
    }
  }
}

TEST_P(RandomRoundTrip, WorldFrameRayThroughAProjectedPointPassesThroughIt) {
  // World-frame view (origin 0) with the eye up to 1e13 m out: the ray must pass within 1e-10 of the
  // point's distance, plus the rounding of world coordinates themselves (a few ulp of |p|: 1e-4 m
  // at 1e12 m, which no computation in doubles can beat).
  const DepthConvention depth = GetParam();
  std::mt19937 rng(77);
  std::uniform_real_distribution<double> signedUnit(-1.0, 1.0);
  int checked = 0;
  for (int i = 0; i < 3000; ++i) {
    const RandomView v = randomView(rng, depth);
    const glm::dmat4 view = viewMatrix(v.camera, glm::dvec3(0.0));
    const glm::dvec3 eye = eyePosition(v.camera);
    const glm::dvec3 p =
        v.camera.focus + 0.3 * v.camera.distance * glm::dvec3(signedUnit(rng), signedUnit(rng), signedUnit(rng));
    const glm::dvec3 s = projectToScreen(p, v.viewport, view, v.projection, depth);
    if (s.z < 0.0 || s.z > 1.0 || s.x < 0.0 || s.y < 0.0 || s.x > v.viewport.x || s.y > v.viewport.y) {
      continue;  // off screen
    }
    ++checked;
    const Ray ray = screenToWorldRay(glm::dvec2(s), v.viewport, view, v.projection, depth);
    const double tolerance = 1e-10 * glm::length(p - eye) + 256.0 * kEps * std::max(glm::length(p), glm::length(eye));
    ASSERT_LE(distanceToLine(ray, p), tolerance) << "case " << i;
    ASSERT_GT(glm::dot(p - ray.origin, ray.direction), 0.0) << "the point is ahead of the ray";
  }
  EXPECT_GT(checked, 2000);
}

INSTANTIATE_TEST_SUITE_P(BothDepthConventions, RandomRoundTrip,
                         ::testing::Values(DepthConvention::NegativeOneToOne, DepthConvention::ReversedZeroToOne),
                         depthName);

// ---------------------------------------------------------------------------------------------
// [SECTION] Picking spheres

TEST(PickNearest, NearestHitWinsWhateverTheListOrder) {
  const std::vector<PickTarget> targets{{{20.0, 0.0, 0.0}, 5.0, 0}, {{10.0, 0.0, 0.0}, 1.0, 1}};
  const auto pick = pickNearest(Ray{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 0.0, 1e-3);
  ASSERT_TRUE(pick.has_value());
  EXPECT_EQ(pick->id, 1u);
  EXPECT_DOUBLE_EQ(pick->distance, 9.0);
  EXPECT_TRUE(near3(pick->point, {9.0, 0.0, 0.0}, 0.0));
}

TEST(PickNearest, EqualDistancesGoToTheSmallerId) {
  const std::vector<PickTarget> targets{{{10.0, 0.0, 0.0}, 1.0, 7}, {{10.0, 0.0, 0.0}, 1.0, 3}};
  const auto pick = pickNearest(Ray{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 0.0, 1e-3);
  ASSERT_TRUE(pick.has_value());
  EXPECT_EQ(pick->id, 3u);
}

TEST(PickNearest, MissReturnsNothing) {
  const std::vector<PickTarget> targets{{{10.0, 5.0, 0.0}, 1.0, 1}, {{-10.0, 0.0, 0.0}, 1.0, 2}};
  EXPECT_FALSE(pickNearest(Ray{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 0.0, 1e-3).has_value());
  EXPECT_FALSE(pickNearest(Ray{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, {}, 5.0, 1e-3).has_value());
}

TEST(PickNearest, MinimumPixelRadiusMakesATinyFarStationPickable) {
  // A 100 m station 4.5e12 m away; the click lands 1e6 m beside it (rays pass 1e6 m off centre).
  // radiansPerPixelFor(45 deg, 1000 px) = 2 tan(22.5 deg) / 1000 = 8.284e-4; 3 px of that at 4.5e12 m
  // is 1.1e10 m.
  const std::vector<PickTarget> targets{{{4.5e12, 0.0, 0.0}, 100.0, 42}};
  const Ray click{{0.0, 0.0, 0.0}, glm::normalize(glm::dvec3(4.5e12, 1e6, 0.0))};
  const double perPixel = radiansPerPixelFor(glm::radians(45.0), 1000.0);
  EXPECT_NEAR(perPixel, 2.0 * (std::sqrt(2.0) - 1.0) / 1000.0, 1e-15);  // tan 22.5 deg = sqrt(2) - 1
  EXPECT_FALSE(pickNearest(click, targets, 0.0, perPixel).has_value());
  const auto pick = pickNearest(click, targets, 3.0, perPixel);
  ASSERT_TRUE(pick.has_value());
  EXPECT_EQ(pick->id, 42u);
}

TEST(PickNearest, PickRadiusGrowsWithTheDistanceToTheCentre) {
  // Target 1000 m ahead, radius 1 m, 4 px at 0.01 rad/px: pick radius 0.04 D, D = |centre - origin|.
  // Offset 39: D = sqrt(1000^2 + 39^2) = 1000.76, radius 40.03 > 39: hit. Offset 41: 40.03 < 41: miss.
  const std::vector<PickTarget> targets{{{1000.0, 0.0, 0.0}, 1.0, 5}};
  const double d39 = std::sqrt(1000.0 * 1000.0 + 39.0 * 39.0);
  const double r39 = 0.04 * d39;
  const auto pick = pickNearest(Ray{{0.0, 39.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 4.0, 0.01);
  ASSERT_TRUE(pick.has_value());
  EXPECT_NEAR(pick->distance, 1000.0 - std::sqrt(r39 * r39 - 39.0 * 39.0), 1e-9);
  EXPECT_FALSE(pickNearest(Ray{{0.0, 41.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 4.0, 0.01).has_value());
  EXPECT_FALSE(pickNearest(Ray{{0.0, 39.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 0.0, 0.01).has_value());
}

TEST(PickNearest, TrueRadiusWinsWhenLargerThanThePixelMinimum) {
  // 50 m body 100 m away, 1 px at 1e-3 rad/px = 0.1 m: picked by its true size, 50 m before its centre.
  const std::vector<PickTarget> targets{{{100.0, 0.0, 0.0}, 50.0, 9}};
  const auto pick = pickNearest(Ray{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, targets, 1.0, 1e-3);
  ASSERT_TRUE(pick.has_value());
  EXPECT_DOUBLE_EQ(pick->distance, 50.0);
}

}  // namespace
}  // namespace perihelion::engine
