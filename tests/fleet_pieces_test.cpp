// The pure pieces of fleet navigation on their own: the swarm rule against hand-worked cases, the
// turn and speed limits, intercepting a moving target, the grid's neighbour queries against brute
// force, and reproducible scattering.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include <glm/geometric.hpp>

#include "fleet/intercept.h"
#include "fleet/scatter.h"
#include "fleet/ship_motion.h"
#include "fleet/spatial_grid.h"
#include "fleet/steering.h"

namespace {

using namespace perihelion::fleet;

TEST(SteeringRule, WithNothingNearTheHeadingIsThePull) {
  const SteeringWeights w;
  SteeringSum steer(w, 10.0);
  steer.addObstacle({0, 0, 0}, {1000, 0, 0}, 50.0);  // surface 940 m away: beyond 30 m
  EXPECT_EQ(steer.pushers(), 0);
  const glm::dvec3 h = steer.heading({0, 1, 0});
  EXPECT_DOUBLE_EQ(h.y, 1.0);
}

TEST(SteeringRule, OnePushIsOneOverTheSurfaceDistanceInRadiiAndBoostsThePullFourfold) {
  SteeringWeights w;
  w.sidestepWeight = 0.0;
  SteeringSum steer(w, 10.0);
  // Obstacle of radius 5 m whose centre is 35 m along -x: surface distance 35 - 5 - 10 = 20 m = 2 radii.
  steer.addObstacle({0, 0, 0}, {-35, 0, 0}, 5.0);
  ASSERT_EQ(steer.pushers(), 1);
  EXPECT_DOUBLE_EQ(steer.push().x, 0.5);  // 1 / 2 radii, away from the obstacle (+x)
  // Pull +y boosted to 4 (max(1, 4 * 1)), plus push (0.5, 0, 0): heading (0.5, 4, 0) / |.|.
  const glm::dvec3 h = steer.heading({0, 1, 0});
  const double norm = std::sqrt(0.25 + 16.0);
  EXPECT_NEAR(h.x, 0.5 / norm, 1e-15);
  EXPECT_NEAR(h.y, 4.0 / norm, 1e-15);
}

TEST(SteeringRule, TheSurfaceDistanceIsClampedAwayFromZeroInsideAnObstacle) {
  SteeringWeights w;
  w.sidestepWeight = 0.0;
  SteeringSum steer(w, 10.0);
  steer.addObstacle({0, 0, 0}, {-1, 0, 0}, 100.0);  // deep inside
  EXPECT_DOUBLE_EQ(steer.push().x, 1.0 / w.minSurfaceDistanceRadii);
  EXPECT_TRUE(std::isfinite(glm::length(steer.heading({0, 0, 0}))));
}

TEST(SteeringRule, CoincidentCentresPushAlongTheFallbackNotNaN) {
  SteeringSum steer(SteeringWeights{}, 10.0);
  steer.addObstacle({5, 5, 5}, {5, 5, 5}, 10.0);
  EXPECT_GT(steer.push().z, 0.0);
  EXPECT_TRUE(std::isfinite(steer.push().x));
}

TEST(SteeringRule, AHeadOnPushThatCancelsThePullStepsAsideAboutTheAxisLeastAlongThePull) {
  // Pull +x; an obstacle dead ahead pushing -x exactly as hard as the boosted pull: by the bare rule
  // the sum would be zero. The pull into the obstacle is dropped and turns aside: with nothing square
  // to the pull to step away from, to pull x (the axis least along the pull: y, the first of y and z)
  // = +z: boosted 4 * (0, 0, 1), plus the push (-4, 0, 0), plus the sidestep 0.25 * (0, 0, 1).
  SteeringWeights w;
  w.pullBoostPerPusher = 4.0;
  w.sidestepWeight = 0.25;
  SteeringSum steer(w, 10.0);
  // Push of 4 needs a surface distance of 0.25 radii = 2.5 m: centre at 10 + 5 + 2.5 = 17.5 m.
  steer.addObstacle({0, 0, 0}, {17.5, 0, 0}, 5.0);
  const glm::dvec3 h = steer.heading({1, 0, 0});
  const double norm = std::sqrt(16.0 + 4.25 * 4.25);
  EXPECT_NEAR(h.x, -4.0 / norm, 1e-12);
  EXPECT_NEAR(h.y, 0.0, 1e-12);
  EXPECT_NEAR(h.z, 4.25 / norm, 1e-12);
}

TEST(SteeringRule, PulledPastAnObstacleAShipStepsAwayFromIt) {
  // An obstacle ahead and a little to -across of a ship pulled along `pull`: pulled past it, the ship
  // steps to +across, away from it, whichever way space is turned (the pull along the pole here).
  for (const glm::dvec3& pull : {glm::dvec3(1, 0, 0), glm::dvec3(0, 0, 1), glm::normalize(glm::dvec3(1, 1, 1))}) {
    const glm::dvec3 across = glm::normalize(glm::cross(pull, leastAlignedAxis(pull)));
    const glm::dvec3 away = glm::normalize(-pull + 0.1 * across);  // from something ahead and to -across
    const glm::dvec3 side = sideStepOf(pull, away);
    EXPECT_NEAR(glm::dot(side, across), 1.0, 1e-12);
    EXPECT_NEAR(glm::dot(side, pull), 0.0, 1e-12);
  }
}

TEST(SteeringRule, TwoShipsMeetingExactlyHeadOnStepToOppositeSidesAlongAnyAxis) {
  // Two ships pulled at each other: they keep to opposite sides (and so pass), along the ecliptic axes
  // and the pole alike, and along a diagonal.
  for (const glm::dvec3& way : {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, 1),
                                glm::normalize(glm::dvec3(1, -2, 3))}) {
    const glm::dvec3 one = sideOf(way), other = sideOf(-way);
    EXPECT_EQ(sideStepOf(way, -way), one);  // with nothing square to the pull to step away from
    EXPECT_NEAR(glm::length(one), 1.0, 1e-12);
    EXPECT_NEAR(glm::dot(one, way), 0.0, 1e-12);
    EXPECT_NEAR(glm::dot(one, other), -1.0, 1e-12) << way.x << " " << way.y << " " << way.z;
  }
}

TEST(SteeringRule, APullIntoAnObstacleAtAnAngleSlidesAlongItsSurface) {
  // Pull (1, 1, 0)/sqrt2 into an obstacle whose centre lies along +x (away = -x): the +x part of the
  // pull is dropped, leaving +y; boosted to 4 (one pusher) plus its push of 1 / 2 radii along -x.
  SteeringWeights w;
  w.sidestepWeight = 0.0;
  SteeringSum steer(w, 10.0);
  steer.addObstacle({0, 0, 0}, {35, 0, 0}, 5.0);  // surface 20 m = 2 radii: push 0.5
  const glm::dvec3 h = steer.heading(glm::normalize(glm::dvec3(1, 1, 0)));
  const double norm = std::sqrt(0.25 + 16.0);
  EXPECT_NEAR(h.x, -0.5 / norm, 1e-12);
  EXPECT_NEAR(h.y, 4.0 / norm, 1e-12);
}

TEST(ShipMotion, TurnsAtMostTheLimitTheShortestWayAndReachesTheTargetWhenClose) {
  const glm::dvec3 h{1, 0, 0};
  const glm::dvec3 turned = turnTowards(h, {0, 1, 0}, 0.1, {0, 0, 1});
  EXPECT_NEAR(std::acos(glm::dot(h, turned)), 0.1, 1e-12);
  EXPECT_GT(turned.y, 0.0);  // towards +y, not the long way round
  EXPECT_EQ(turnTowards(h, glm::normalize(glm::dvec3(1, 0.01, 0)), 0.1, {0, 0, 1}), glm::normalize(glm::dvec3(1, 0.01, 0)));
  const glm::dvec3 reversed = turnTowards(h, {-1, 0, 0}, 0.2, {0, 0, 1});  // exactly opposite
  EXPECT_NEAR(std::acos(glm::dot(h, reversed)), 0.2, 1e-12);
  EXPECT_NEAR(glm::length(reversed), 1.0, 1e-15);
}

TEST(ShipMotion, SpeedChangesWithinAccelerationAndDeceleration) {
  EXPECT_DOUBLE_EQ(approachSpeed(10.0, 100.0, 2.0, 5.0, 1.0), 12.0);
  EXPECT_DOUBLE_EQ(approachSpeed(10.0, 0.0, 2.0, 5.0, 1.0), 5.0);
  EXPECT_DOUBLE_EQ(approachSpeed(10.0, 11.0, 2.0, 5.0, 1.0), 11.0);
  EXPECT_DOUBLE_EQ(brakingSpeed(50.0, 4.0), 20.0);  // v^2 = 2 a d = 400
  // v dt + v^2 / (2 a) = d with a = 2, dt = 1: v = 4 gives 4 + 16 / 4 = 8, so d = 8 allows v = 4.
  EXPECT_NEAR(brakingSpeedWithinTick(8.0, 2.0, 1.0), 4.0, 1e-12);
  EXPECT_DOUBLE_EQ(brakingSpeedWithinTick(-3.0, 2.0, 1.0), 0.0);
  // Capped: the cap where there is room to stop from it (from 4, exactly 8), else the braking speed.
  EXPECT_EQ(brakingSpeedWithinTick(8.0, 2.0, 1.0, 4.0), 4.0);
  EXPECT_EQ(brakingSpeedWithinTick(1e9, 2.0, 1.0, 4.0), 4.0);
  EXPECT_NEAR(brakingSpeedWithinTick(8.0, 2.0, 1.0, 5.0), 4.0, 1e-12);
  EXPECT_EQ(brakingSpeedWithinTick(8.0, 0.0, 1.0, 5.0), 0.0);  // a ship that cannot brake stays put
  EXPECT_EQ(brakingSpeedWithinTick(-3.0, 2.0, 1.0, 4.0), 0.0);  // past the point
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(brakingSpeedWithinTick(inf, 2.0, 1.0, 4.0), 4.0);  // nothing ahead
  EXPECT_EQ(brakingSpeedWithinTick(inf, 0.0, 1.0, 4.0), 0.0);
  EXPECT_EQ(brakingSpeedWithinTick(-5.0, -1.0, 1.0, 4.0), 0.0);
  EXPECT_EQ(brakingSpeedWithinTick(std::nan(""), 2.0, 1.0, 4.0), 0.0);
}

TEST(PathContact, FindsTheDistanceToTheFirstTouchAlongTheHeading) {
  // Ship r = 4 at the origin heading +x; sphere radius 10 at (100, 3, 0). Grown reach 10 + 5 = 15.
  // Touch at x = 100 - sqrt(15^2 - 3^2) = 100 - sqrt(216).
  EXPECT_NEAR(pathContactDistance({0, 0, 0}, {1, 0, 0}, 4.0, {100, 3, 0}, 10.0), 100.0 - std::sqrt(216.0), 1e-12);
  EXPECT_TRUE(std::isinf(pathContactDistance({0, 0, 0}, {1, 0, 0}, 4.0, {100, 30, 0}, 10.0)));  // misses
  EXPECT_TRUE(std::isinf(pathContactDistance({0, 0, 0}, {1, 0, 0}, 4.0, {-100, 0, 0}, 10.0)));  // behind
}

TEST(Intercept, MeetsATargetMovingAcrossThePath) {
  // Target starts at (1000, 0, 0) moving +y at 3 m/s; ship at the origin at 5 m/s. Meeting time t:
  // 1000^2 + (3t)^2 = (5t)^2, so t = 1000 / 4 = 250 s, at (1000, 750, 0).
  const auto target = [](double ahead) { return glm::dvec3(1000.0, 3.0 * ahead, 0.0); };
  const Intercept i = interceptOf({0, 0, 0}, 5.0, target, 60);
  EXPECT_NEAR(i.time, 250.0, 1e-6);
  EXPECT_NEAR(i.point.y, 750.0, 1e-5);
  // Aiming at the target's present position would miss it by the whole 750 m it moves.
  const Intercept four = interceptOf({0, 0, 0}, 5.0, target);
  EXPECT_LT(std::fabs(four.point.y - 750.0), 750.0 * 0.15);
}

TEST(SpatialGrid, NeighbourQueriesMatchBruteForce) {
  // Compact points, in dense cells (split along x), about 8 within the radius of each.
  const std::vector<glm::dvec3> points = scatterInSphere({1.5e11, -2e10, 3e8}, 2500.0, 2000, 42);
  SpatialGrid grid;
  const double radius = 400.0;
  grid.rebuild(points, radius);
  ASSERT_TRUE(grid.dense());
  for (std::size_t q = 0; q < points.size(); q += 3) {
    std::set<std::uint32_t> found, expected;
    grid.forEachNear(points[q], radius, [&](std::uint32_t k) { EXPECT_TRUE(found.insert(k).second) << "twice: " << k; });
    for (std::uint32_t k = 0; k < points.size(); ++k) {
      if (glm::length(points[k] - points[q]) <= radius) expected.insert(k);
    }
    EXPECT_EQ(found, expected) << "query " << q;
  }
}

TEST(SpatialGrid, HashedCellsForFarApartFleetsMatchBruteForceAlsoAwayFromThePoints) {
  // Two clusters 1e12 m apart: far too many cells for a dense array, so the grid hashes them.
  std::vector<glm::dvec3> points = scatterInSphere({1.0e11, 0, 0}, 3000.0, 800, 3);
  for (const glm::dvec3& p : scatterInSphere({-9.0e11, 4e11, 2e10}, 3000.0, 800, 4)) points.push_back(p);
  SpatialGrid grid;
  const double radius = 500.0;
  grid.rebuild(points, radius);
  ASSERT_FALSE(grid.dense());
  const std::vector<glm::dvec3> queries = scatterInSphere({1.0e11, 0, 0}, 3500.0, 200, 5);
  for (const glm::dvec3& q : queries) {
    std::set<std::uint32_t> found, expected;
    grid.forEachNear(q, radius, [&](std::uint32_t k) { EXPECT_TRUE(found.insert(k).second); });
    for (std::uint32_t k = 0; k < points.size(); ++k) {
      if (glm::length(points[k] - q) <= radius) expected.insert(k);
    }
    EXPECT_EQ(found, expected);
  }
  // Every point is in the iteration order exactly once.
  std::set<std::uint32_t> ordered(grid.order().begin(), grid.order().end());
  EXPECT_EQ(ordered.size(), points.size());
}

TEST(SteeringRule, AnArrivingShipsPullIsNotBoosted) {
  SteeringWeights w;
  w.sidestepWeight = 0.0;
  SteeringSum steer(w, 10.0);
  steer.addObstacle({0, 0, 0}, {-35, 0, 0}, 5.0);  // push (0.5, 0, 0), as above
  const glm::dvec3 h = steer.heading({0, 1, 0}, false);
  const double norm = std::sqrt(0.25 + 1.0);  // pull 1, not 4
  EXPECT_NEAR(h.x, 0.5 / norm, 1e-15);
  EXPECT_NEAR(h.y, 1.0 / norm, 1e-15);
}

TEST(ShipMotion, AZeroWantedHeadingKeepsTheHeading) {
  EXPECT_EQ(turnTowards({0, 1, 0}, {0, 0, 0}, 0.1, {0, 0, 1}), glm::dvec3(0, 1, 0));
}

TEST(Scatter, IsReproducibleInsideTheSphereAndKeepsItsSpacing) {
  const auto a = scatterInSphere({10, 20, 30}, 1000.0, 300, 7, 50.0);
  const auto b = scatterInSphere({10, 20, 30}, 1000.0, 300, 7, 50.0);
  ASSERT_EQ(a.size(), 300u);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, scatterInSphere({10, 20, 30}, 1000.0, 300, 8, 50.0));
  double closest = 1e300;
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_LE(glm::length(a[i] - glm::dvec3(10, 20, 30)), 1000.0);
    for (std::size_t j = i + 1; j < a.size(); ++j) closest = std::min(closest, glm::length(a[i] - a[j]));
  }
  EXPECT_GE(closest, 50.0);
}

}  // namespace
