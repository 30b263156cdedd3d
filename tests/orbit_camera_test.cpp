// The orbit camera: eye position, rotation limits, exponential zoom, panning that keeps the world
// under the cursor, frame-rate independent approach, and the view and projection matrices.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>
#include <glm/vec4.hpp>

#include "camera/orbit_camera.h"
#include "math/intersect.h"
#include "picking/screen_ray.h"
#include "vector_assertions.h"

namespace perihelion::engine {
namespace {

constexpr double kEps = std::numeric_limits<double>::epsilon();

using test::near3;

OrbitCamera camera(glm::dvec3 focus, double distance, double yaw, double pitch, double fov = glm::radians(45.0)) {
  return OrbitCamera{focus, distance, yaw, pitch, fov};
}

/// Clip-space point -> NDC depth.
double ndcDepth(const glm::dmat4& projection, double viewZ) {
  const glm::dvec4 clip = projection * glm::dvec4(0.0, 0.0, viewZ, 1.0);
  return clip.z / clip.w;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Eye and rotation

TEST(OrbitCameraEye, SitsOnPlusXAtZeroYawAndPitch) {
  EXPECT_TRUE(near3(eyePosition(camera({1.0, 2.0, 3.0}, 10.0, 0.0, 0.0)), {11.0, 2.0, 3.0}, 1e-15));
}

TEST(OrbitCameraEye, FollowsYawAndPitchOnTheSphereAroundTheFocus) {
  // yaw 90 deg, pitch 30 deg, distance 2: offset 2 (cos30 cos90, cos30 sin90, sin30) = (0, sqrt 3, 1).
  const OrbitCamera c = camera({1.0, 2.0, 3.0}, 2.0, glm::half_pi<double>(), glm::pi<double>() / 6.0);
  EXPECT_TRUE(near3(eyePosition(c), {1.0, 2.0 + std::sqrt(3.0), 4.0}, 1e-14));
  EXPECT_TRUE(near3(viewDirection(c), {0.0, -std::sqrt(3.0) / 2.0, -0.5}, 1e-15));
}

TEST(OrbitCameraEye, NegativePitchLooksUpFromBelow) {
  // yaw 180 deg, pitch -45 deg: eye on -x and below.
  const OrbitCamera c = camera({0.0, 0.0, 0.0}, std::sqrt(2.0), glm::pi<double>(), -glm::quarter_pi<double>());
  EXPECT_TRUE(near3(eyePosition(c), {-1.0, 0.0, -1.0}, 1e-15));
}

TEST(OrbitCameraRotate, AddsYawAndPitch) {
  const OrbitCamera c = rotated(camera({0.0, 0.0, 0.0}, 5.0, 0.25, 0.5), 0.5, 0.1);
  EXPECT_DOUBLE_EQ(c.yaw, 0.75);
  EXPECT_DOUBLE_EQ(c.pitch, 0.6);
  EXPECT_DOUBLE_EQ(c.distance, 5.0);
}

TEST(OrbitCameraRotate, ClampsPitchShortOfThePoles) {
  EXPECT_DOUBLE_EQ(rotated(camera({}, 1.0, 0.0, 1.5), 0.0, 0.2).pitch, 1.55);
  EXPECT_DOUBLE_EQ(rotated(camera({}, 1.0, 0.0, -1.5), 0.0, -0.2).pitch, -1.55);
  EXPECT_DOUBLE_EQ(rotated(camera({}, 1.0, 0.0, 1.55), 0.0, 10.0).pitch, 1.55);
  // A pitch set out of range by hand counts as the limit: coming down starts from 1.55, not 3.0.
  EXPECT_DOUBLE_EQ(rotated(camera({}, 1.0, 0.0, 3.0), 0.0, -0.05).pitch, 1.5);
}

TEST(OrbitCameraRotate, KeepsYawWithinHalfATurnWithoutMovingTheEye) {
  const OrbitCamera start = camera({0.0, 0.0, 0.0}, 1.0, 3.0, 0.2);
  const OrbitCamera c = rotated(start, 0.5, 0.0);
  EXPECT_NEAR(c.yaw, 3.5 - 2.0 * glm::pi<double>(), 1e-15);
  // Same eye as yaw 3.5: (cos 0.2 cos 3.5, cos 0.2 sin 3.5, sin 0.2).
  EXPECT_TRUE(near3(eyePosition(c), {std::cos(0.2) * std::cos(3.5), std::cos(0.2) * std::sin(3.5), std::sin(0.2)}, 1e-15));
}

TEST(OrbitCameraEye, TreatsAnOutOfRangePitchAsClamped) {
  const glm::dvec3 limit{std::cos(1.55), 0.0, std::sin(1.55)};
  EXPECT_TRUE(near3(eyePosition(camera({}, 1.0, 0.0, 3.0)), limit, 1e-15));
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Zoom

TEST(OrbitCameraZoom, EachStepInMultipliesTheDistanceBy085) {
  const OrbitCamera c = camera({}, 100.0, 0.0, 0.0);
  EXPECT_NEAR(zoomed(c, 1.0, 1.0, 1e6).distance, 85.0, 1e-12);
  EXPECT_NEAR(zoomed(c, 2.0, 1.0, 1e6).distance, 72.25, 1e-12);
  EXPECT_NEAR(zoomed(c, -1.0, 1.0, 1e6).distance, 100.0 / 0.85, 1e-12);
  EXPECT_DOUBLE_EQ(zoomed(c, 0.0, 1.0, 1e6).distance, 100.0);
}

TEST(OrbitCameraZoom, TwoHalfStepsEqualOneStep) {
  const OrbitCamera c = camera({}, 100.0, 0.0, 0.0);
  EXPECT_NEAR(zoomed(zoomed(c, 0.5, 1.0, 1e6), 0.5, 1.0, 1e6).distance, 85.0, 1e-12);
}

TEST(OrbitCameraZoom, ClampsToTheGivenRange) {
  const OrbitCamera c = camera({}, 100.0, 0.0, 0.0);
  EXPECT_DOUBLE_EQ(zoomed(c, 2.0, 80.0, 1e6).distance, 80.0);
  EXPECT_DOUBLE_EQ(zoomed(c, -1.0, 1.0, 110.0).distance, 110.0);
  EXPECT_DOUBLE_EQ(zoomed(c, 1000.0, 1.0, 1e6).distance, 1.0);
}

TEST(OrbitCameraZoom, InThenOutReturnsToTheStart) {
  OrbitCamera c = camera({5.0, 6.0, 7.0}, 3.7e9, 0.3, 0.2);
  for (int i = 0; i < 7; ++i) c = zoomed(c, 1.0, 1.0, 1e13);
  EXPECT_LT(c.distance, 3.7e9 * 0.33);  // it did move: 0.85^7 = 0.32
  for (int i = 0; i < 7; ++i) c = zoomed(c, -1.0, 1.0, 1e13);
  EXPECT_NEAR(c.distance, 3.7e9, 3.7e9 * 1e-14);
  EXPECT_TRUE(near3(c.focus, {5.0, 6.0, 7.0}, 0.0));
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Pan

TEST(OrbitCameraPan, DraggingRightMovesTheFocusLeftByOneMetrePerPixel) {
  // Distance 100, fov 90 deg, 200 px high: the focus plane spans 2 * 100 * tan 45 = 200 m, 1 m/px.
  // Eye on +x: screen right is world +y, screen up is world +z.
  const OrbitCamera c = camera({0.0, 0.0, 0.0}, 100.0, 0.0, 0.0, glm::half_pi<double>());
  EXPECT_TRUE(near3(panned(c, {10.0, 0.0}, {400.0, 200.0}).focus, {0.0, -10.0, 0.0}, 1e-12));
  // Dragging down (y pixels grow downwards) pulls the world down: the camera goes up.
  EXPECT_TRUE(near3(panned(c, {0.0, 10.0}, {400.0, 200.0}).focus, {0.0, 0.0, 10.0}, 1e-12));
}

TEST(OrbitCameraPan, KeepsTheDistanceAndAngles) {
  const OrbitCamera c = camera({1.0, 2.0, 3.0}, 100.0, 0.4, -0.3);
  const OrbitCamera p = panned(c, {13.0, -7.0}, {800.0, 600.0});
  EXPECT_EQ(p.distance, c.distance);
  EXPECT_EQ(p.yaw, c.yaw);
  EXPECT_EQ(p.pitch, c.pitch);
  // The focus moved within the view plane: no component along the view direction.
  EXPECT_NEAR(glm::dot(p.focus - c.focus, viewDirection(c)), 0.0, 1e-12);
  EXPECT_GT(glm::length(p.focus - c.focus), 1.0);
}

TEST(OrbitCameraPan, PointUnderTheCursorFollowsTheCursor) {
  // Random cameras; the world point under the cursor in the plane through the focus facing the
  // camera must land, after the pan, under the moved cursor (measured with projectToScreen).
  // Tolerance: 1e-6 px plus the rounding of world coordinates (a few ulp of |eye|, seen from the
  // camera distance, in pixels).
  std::mt19937 rng(4242);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> signedUnit(-1.0, 1.0);
  const DepthConvention depth = DepthConvention::ReversedZeroToOne;
  for (int i = 0; i < 1000; ++i) {
    OrbitCamera c;
    c.focus = 1e12 * glm::dvec3(signedUnit(rng), signedUnit(rng), signedUnit(rng));
    c.distance = std::pow(10.0, 2.0 + 11.0 * unit(rng));
    c.yaw = glm::pi<double>() * signedUnit(rng);
    c.pitch = kMaxPitch * signedUnit(rng);
    c.verticalFov = glm::radians(10.0 + 110.0 * unit(rng));
    const glm::dvec2 viewport(std::floor(200.0 + 3800.0 * unit(rng)), std::floor(200.0 + 3800.0 * unit(rng)));
    const glm::dvec2 mouse = viewport * glm::dvec2(unit(rng), unit(rng));
    const glm::dvec2 delta = 100.0 * glm::dvec2(signedUnit(rng), signedUnit(rng));
    const glm::dmat4 projection = reversedZProjection(c.verticalFov, viewport.x / viewport.y, nearPlaneFor(c),
                                                      farPlaneFor(c, Sphere{glm::dvec3(0.0), 1e13}));

    const Ray ray = screenToWorldRay(mouse, viewport, viewMatrix(c, glm::dvec3(0.0)), projection, depth);
    const RayHit grabbed = intersect(ray, planeThrough(c.focus, viewDirection(c)));
    ASSERT_TRUE(grabbed.hit);
    const OrbitCamera moved = panned(c, delta, viewport);
    const glm::dvec3 s = projectToScreen(grabbed.point, viewport, viewMatrix(moved, glm::dvec3(0.0)), projection, depth);

    const double pixelsPerRadian = viewport.y / (2.0 * std::tan(0.5 * c.verticalFov));
    const double rounding = 64.0 * kEps * glm::length(eyePosition(c)) / c.distance * pixelsPerRadian;
    ASSERT_LE(glm::length(glm::dvec2(s) - (mouse + delta)), 1e-6 + rounding) << "case " << i;
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Approach (focus and follow)

TEST(OrbitCameraApproach, OneHalfLifeHalvesTheOffsetAndTheLogDistance) {
  const OrbitCamera start = camera({0.0, 0.0, 0.0}, 100.0, 0.3, 0.4);
  const OrbitCamera c = approached(start, {8.0, -4.0, 2.0}, 1.0, 0.5, 0.5);
  EXPECT_TRUE(near3(c.focus, {4.0, -2.0, 1.0}, 1e-15));
  EXPECT_NEAR(c.distance, 10.0, 1e-13);  // geometric midpoint of 100 and 1
  EXPECT_EQ(c.yaw, 0.3);
  EXPECT_EQ(c.pitch, 0.4);
  const OrbitCamera twice = approached(c, {8.0, -4.0, 2.0}, 1.0, 0.5, 0.5);
  EXPECT_TRUE(near3(twice.focus, {6.0, -3.0, 1.5}, 1e-15));
  EXPECT_NEAR(twice.distance, std::sqrt(10.0), 1e-14);
}

TEST(OrbitCameraApproach, TenSmallStepsEqualOneBigStep) {
  // Frame-rate independence: 6 Hz and 60 Hz frames end in the same place.
  const OrbitCamera start = camera({1e11, -2e11, 3e9}, 4e11, 0.0, 0.5);
  const glm::dvec3 target{-5e10, 7e10, 0.0};
  const double targetDistance = 2e7;
  const double dt = 1.0 / 6.0;
  const OrbitCamera big = approached(start, target, targetDistance, dt, 0.4);
  OrbitCamera small = start;
  for (int i = 0; i < 10; ++i) small = approached(small, target, targetDistance, dt / 10.0, 0.4);
  EXPECT_TRUE(near3(small.focus, big.focus, 1e-12 * glm::length(start.focus - target)));
  EXPECT_NEAR(small.distance, big.distance, 1e-12 * big.distance);
  // And the remaining fraction is 2^(-dt / halfLife) = 2^(-5/12) of the start offset.
  EXPECT_TRUE(near3(big.focus - target, std::pow(2.0, -5.0 / 12.0) * (start.focus - target), 1e-3));
}

TEST(OrbitCameraApproach, ConvergesOnTheTarget) {
  OrbitCamera c = camera({4.5e12, 0.0, 0.0}, 1e12, 0.0, 0.5);
  const glm::dvec3 target{1.5e11, 1e9, -2e8};
  for (int frame = 0; frame < 600; ++frame) c = approached(c, target, 3e7, 1.0 / 60.0, 0.25);  // 40 half-lives
  EXPECT_TRUE(near3(c.focus, target, 4.5e12 * 1e-12));   // 2^-40 = 9e-13 of the offset is left
  EXPECT_NEAR(c.distance, 3e7, 3e7 * 1e-10);              // log ratio 10.5 * 9e-13
}

TEST(OrbitCameraApproach, ZeroHalfLifeJumpsAndZeroTimeStays) {
  const OrbitCamera start = camera({1.0, 1.0, 1.0}, 50.0, 0.0, 0.5);
  const OrbitCamera jumped = approached(start, {9.0, 8.0, 7.0}, 2.0, 0.016, 0.0);
  EXPECT_TRUE(near3(jumped.focus, {9.0, 8.0, 7.0}, 0.0));
  EXPECT_EQ(jumped.distance, 2.0);
  const OrbitCamera stayed = approached(start, {9.0, 8.0, 7.0}, 2.0, 0.0, 1.0);
  EXPECT_TRUE(near3(stayed.focus, {1.0, 1.0, 1.0}, 0.0));
  EXPECT_EQ(stayed.distance, 50.0);
}

// ---------------------------------------------------------------------------------------------
// [SECTION] View matrix

TEST(OrbitCameraView, EyeRelativeViewPutsTheFocusStraightAheadAtItsDistance) {
  std::mt19937 rng(99);
  std::uniform_real_distribution<double> signedUnit(-1.0, 1.0);
  for (int i = 0; i < 200; ++i) {
    const OrbitCamera c = camera(1e12 * glm::dvec3(signedUnit(rng), signedUnit(rng), signedUnit(rng)),
                                 std::pow(10.0, 7.0 + 5.0 * signedUnit(rng)), 3.0 * signedUnit(rng),
                                 kMaxPitch * signedUnit(rng));
    const glm::dvec3 eye = eyePosition(c);
    const glm::dmat4 view = viewMatrix(c, eye);
    // No translation at all: the eye is the origin of the coordinates the renderer passes.
    EXPECT_EQ(glm::dvec3(view[3]), glm::dvec3(0.0));
    const glm::dvec4 focusInView = view * glm::dvec4(c.focus - eye, 1.0);
    EXPECT_TRUE(near3(glm::dvec3(focusInView), {0.0, 0.0, -c.distance}, 1e-15 * c.distance + 1e-15 * glm::length(eye)));
  }
}

TEST(OrbitCameraView, WorldViewMapsHandPlacedPoints) {
  // Eye at (10, 0, 0) looking at the origin: view x = world y (right), view y = world z (up),
  // view -z = world -x (ahead).
  const glm::dmat4 view = viewMatrix(camera({0.0, 0.0, 0.0}, 10.0, 0.0, 0.0), glm::dvec3(0.0));
  EXPECT_TRUE(near3(glm::dvec3(view * glm::dvec4(0.0, 0.0, 0.0, 1.0)), {0.0, 0.0, -10.0}, 1e-15));
  EXPECT_TRUE(near3(glm::dvec3(view * glm::dvec4(0.0, 1.0, 0.0, 1.0)), {1.0, 0.0, -10.0}, 1e-15));
  EXPECT_TRUE(near3(glm::dvec3(view * glm::dvec4(0.0, 0.0, 1.0, 1.0)), {0.0, 1.0, -10.0}, 1e-15));
  EXPECT_TRUE(near3(glm::dvec3(view * glm::dvec4(4.0, 0.0, 0.0, 1.0)), {0.0, 0.0, -6.0}, 1e-15));
}

TEST(OrbitCameraView, AnyOriginGivesTheSameViewOfTheSamePoint) {
  const OrbitCamera c = camera({3.0, -4.0, 5.0}, 20.0, 1.1, -0.7);
  const glm::dvec3 p{7.0, 1.0, -2.0};
  const glm::dvec3 origin{100.0, -50.0, 25.0};
  const glm::dvec4 fromWorld = viewMatrix(c, glm::dvec3(0.0)) * glm::dvec4(p, 1.0);
  const glm::dvec4 fromOrigin = viewMatrix(c, origin) * glm::dvec4(p - origin, 1.0);
  EXPECT_TRUE(near3(glm::dvec3(fromOrigin), glm::dvec3(fromWorld), 1e-13));
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Projections and clip planes

TEST(OrbitCameraProjection, ReversedZMapsNearToOneAndFarToZero) {
  const glm::dmat4 p = reversedZProjection(glm::radians(60.0), 1.5, 2.0, 5000.0);
  EXPECT_NEAR(ndcDepth(p, -2.0), 1.0, 1e-15);
  EXPECT_NEAR(ndcDepth(p, -5000.0), 0.0, 1e-15);
  // In between, depth = n (f - d) / (d (f - n)): at d = 100, 2 * 4900 / (100 * 4998).
  EXPECT_NEAR(ndcDepth(p, -100.0), 2.0 * 4900.0 / (100.0 * 4998.0), 1e-15);
}

TEST(OrbitCameraProjection, ReversedZFrustumEdgesMapToTheNdcCorners) {
  // fov 90 deg, aspect 2: at view depth d the frustum spans x in [-2d, 2d], y in [-d, d].
  const glm::dmat4 p = reversedZProjection(glm::half_pi<double>(), 2.0, 1.0, 100.0);
  const glm::dvec4 corner = p * glm::dvec4(2.0 * 7.0, 7.0, -7.0, 1.0);
  EXPECT_NEAR(corner.x / corner.w, 1.0, 1e-15);
  EXPECT_NEAR(corner.y / corner.w, 1.0, 1e-15);
  EXPECT_EQ(corner.w, 7.0);
}

TEST(OrbitCameraProjection, ConventionalMapsNearToMinusOneAndFarToOne) {
  const glm::dmat4 p = perspectiveProjection(glm::radians(60.0), 1.5, 2.0, 5000.0);
  EXPECT_NEAR(ndcDepth(p, -2.0), -1.0, 1e-14);
  EXPECT_NEAR(ndcDepth(p, -5000.0), 1.0, 1e-14);
}

/// Float depth as the GPU computes it: view depth, clip z and w, and the division, all in float.
float floatDepth(const glm::dmat4& p, double distance) {
  const float z = static_cast<float>(-distance);
  const float clipZ = static_cast<float>(p[2][2]) * z + static_cast<float>(p[3][2]);
  const float clipW = static_cast<float>(p[2][3]) * z;
  return clipZ / clipW;
}

TEST(OrbitCameraProjection, ReversedZFloatDepthSeparatesOnePartIn1e5FromOneMetreTo1e12) {
  // Why reversed-Z: near 1 m, far 1e13 m. Two surfaces 1e-5 of their distance apart get distinct
  // float depths at every distance; the conventional mapping merges them beyond a few km.
  const glm::dmat4 reversed = reversedZProjection(glm::radians(45.0), 1.0, 1.0, 1e13);
  const glm::dmat4 conventional = perspectiveProjection(glm::radians(45.0), 1.0, 1.0, 1e13);
  int conventionalMerged = 0;
  for (double d = 2.0; d < 1e12; d *= 3.7) {
    EXPECT_GT(floatDepth(reversed, d), floatDepth(reversed, d * (1.0 + 1e-5))) << "d = " << d;
    if (!(floatDepth(conventional, d) < floatDepth(conventional, d * (1.0 + 1e-5)))) ++conventionalMerged;
  }
  EXPECT_GT(conventionalMerged, 10);
}

TEST(OrbitCameraPlanes, NearPlaneScalesWithDistanceButNotBelowOneMetre) {
  EXPECT_DOUBLE_EQ(nearPlaneFor(camera({}, 1e12, 0.0, 0.0)), 1e8);
  EXPECT_DOUBLE_EQ(nearPlaneFor(camera({}, 5e4, 0.0, 0.0)), 5.0);
  EXPECT_DOUBLE_EQ(nearPlaneFor(camera({}, 50.0, 0.0, 0.0)), 1.0);
}

TEST(OrbitCameraPlanes, FarPlaneReachesBeyondTheSceneFromTheEye) {
  // Eye at (1e12 + 1e3, 0, 0); the scene is a 1e13 m ball round the Sun.
  const OrbitCamera c = camera({1e12, 0.0, 0.0}, 1e3, 0.0, 0.0);
  EXPECT_NEAR(farPlaneFor(c, Sphere{glm::dvec3(0.0), 1e13}), 1.1e13 + 1e3, 1e-2);
  // A scene smaller than the view of the focus: at least twice the focus distance.
  EXPECT_DOUBLE_EQ(farPlaneFor(c, Sphere{glm::dvec3(1e12, 0.0, 0.0), 1.0}), 2e3);
}

}  // namespace
}  // namespace perihelion::engine
