// The moving ships' last stage two at a time (fleet/ship_lanes.h) against the one-ship functions it
// mirrors (SteeringSum::heading, turnTowards, approachSpeed and the move), to the bit, over random
// ships and the edge cases of every branch; and the turns it leaves to them are the ones it must.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include <glm/geometric.hpp>

#include "fleet/ship_lanes.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"

namespace {

using namespace perihelion::fleet;

const glm::dvec3 kUp{0.0, 0.0, 1.0};
constexpr double kDt = 1.0 / 60.0;

/// One moving ship as its step's last stage finds it.
struct Mover {
  SteeringWeights weights;
  glm::dvec3 pull{0.0}, push{0.0}, nearestAway{0.0};
  int pushers = 0;
  bool boost = true;
  double speedLimit = 0.0;
  glm::dvec3 heading{1.0, 0.0, 0.0}, position{0.0};
  double speed = 0.0, maxTurn = 0.0, acceleration = 1.0, deceleration = 1.0;

  SteeringSum steering() const {
    SteeringSum sum(weights, 10.0);
    sum.addPushes(push, pushers, 5.0, nearestAway);
    return sum;
  }
};

/// Where the one-ship functions take it (as fleet/fleet_step.cpp's moveOne does).
struct Moved {
  glm::dvec3 heading, position;
  double speed;
};
Moved moveOne(const Mover& m) {
  const glm::dvec3 wanted = m.steering().heading(m.pull, kUp, m.boost);
  const double wantedSpeed = m.speedLimit * std::max(0.0, glm::dot(m.heading, wanted));
  Moved out;
  out.heading = turnTowards(m.heading, wanted, m.maxTurn, kUp);
  out.speed = approachSpeed(m.speed, wantedSpeed, m.acceleration, m.deceleration, kDt);
  out.position = m.position + out.heading * (out.speed * kDt);
  return out;
}

MoverLanes lanesOf(const Mover& a, const Mover& b) {
  const SteeringSum sa = a.steering(), sb = b.steering();
  const auto both = [](const glm::dvec3& u, const glm::dvec3& v) {
    return Vec3x2{Double2{u.x, v.x}, Double2{u.y, v.y}, Double2{u.z, v.z}};
  };
  MoverLanes l;
  l.pull = both(a.pull, b.pull);
  l.push = both(sa.push(), sb.push());
  l.nearestAway = both(sa.nearestAway(), sb.nearestAway());
  l.pushers = Double2{static_cast<double>(a.pushers), static_cast<double>(b.pushers)};
  l.boost = Mask2{a.boost ? -1 : 0, b.boost ? -1 : 0};
  l.pullBoostPerPusher = Double2{a.weights.pullBoostPerPusher, b.weights.pullBoostPerPusher};
  l.sidestepWeight = Double2{a.weights.sidestepWeight, b.weights.sidestepWeight};
  l.speedLimit = Double2{a.speedLimit, b.speedLimit};
  l.heading = both(a.heading, b.heading);
  l.position = both(a.position, b.position);
  l.speed = Double2{a.speed, b.speed};
  l.maxTurn = Double2{a.maxTurn, b.maxTurn};
  l.acceleration = Double2{a.acceleration, b.acceleration};
  l.deceleration = Double2{a.deceleration, b.deceleration};
  return l;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }
bool sameBits(const glm::dvec3& a, const glm::dvec3& b) {
  return sameBits(a.x, b.x) && sameBits(a.y, b.y) && sameBits(a.z, b.z);
}

/// A random unit vector.
glm::dvec3 unitFrom(std::mt19937_64& random) {
  std::normal_distribution<double> normal;
  glm::dvec3 v{normal(random), normal(random), normal(random)};
  return v / glm::length(v);
}

/// A random moving ship, often at one of the edges of the functions' branches.
Mover randomMover(std::mt19937_64& random) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_int_distribution<int> pick(0, 11);
  Mover m;
  m.weights.pullBoostPerPusher = 1.0 + 5.0 * unit(random);
  m.weights.sidestepWeight = 0.5 * unit(random);
  m.pull = unitFrom(random);
  m.pushers = pick(random);
  m.push = unitFrom(random) * (30.0 * unit(random) * m.pushers);
  m.nearestAway = unitFrom(random);
  m.boost = unit(random) < 0.8;
  m.speedLimit = 2000.0 * unit(random);
  m.heading = unitFrom(random);
  m.position = glm::dvec3(3e11, -1e11, 2e9) + unitFrom(random) * 1e6;
  m.speed = 2000.0 * unit(random);
  m.maxTurn = 0.05 * unit(random);
  m.acceleration = 100.0 * unit(random);
  m.deceleration = 100.0 * unit(random);
  switch (pick(random)) {
    case 0:  // pulled along the up axis: the sidestep turns about x instead
      m.pull = {0.0, 0.0, unit(random) < 0.5 ? 1.0 : -1.0};
      break;
    case 1:  // pulled straight into the nearest pusher: it slides to the right
      m.nearestAway = -m.pull;
      break;
    case 2:  // pushed exactly against its pull and sidestep: no heading is wanted, so the pull
      m.pull = {1.0, 0.0, 0.0};
      m.nearestAway = {1.0, 0.0, 0.0};
      m.pushers = 1;
      m.boost = false;
      m.weights.sidestepWeight = 0.25;
      m.push = {-1.0, 0.25, 0.0};
      break;
    case 3:  // already facing its pull: within the limit
      m.pushers = 0;
      m.heading = m.pull;
      break;
    case 4:  // facing away from its pull: a turn from opposite, left to turnTowards
      m.pushers = 0;
      m.heading = -m.pull;
      break;
    case 5:  // turning fast: the sine from libm, left to turnTowards
      m.maxTurn = 0.1 + unit(random);
      break;
    case 6:  // any turn allowed
      m.maxTurn = 4.0;
      break;
    case 7:  // no pull (at its aim) and nothing pushing: nowhere wanted
      m.pull = glm::dvec3(0.0);
      m.pushers = 0;
      break;
    case 8:  // no turn at all
      m.maxTurn = 0.0;
      break;
    default:
      break;
  }
  return m;
}

TEST(ShipLanes, MoveTwoShipsToTheBitsOfTheOneShipFunctions) {
  std::mt19937_64 random(2026);
  int moved = 0, left = 0, leftFast = 0, leftOpposite = 0;
  for (int k = 0; k < 20000 && !HasFailure(); ++k) {
    const Mover a = randomMover(random), b = randomMover(random);
    MoverLanes lanes = lanesOf(a, b);
    wantTwo(lanes, kUp);
    const int leftLanes = moveTwo(lanes, kDt);
    for (int j = 0; j < 2; ++j) {
      const Mover& m = j == 0 ? a : b;
      SCOPED_TRACE(testing::Message() << "case " << k << ", lane " << j);
      if (leftLanes >> j & 1) {
        // Left to turnTowards: only a real turn (not within the limit) that is fast or from
        // exactly opposite.
        ++left;
        const glm::dvec3 wanted = m.steering().heading(m.pull, kUp, m.boost);
        const glm::dvec3 across = wanted - m.heading * glm::dot(m.heading, wanted);
        const bool fast = m.maxTurn > 0.1 - 1e-12, opposite = glm::length(across) < 1e-9;
        EXPECT_TRUE(fast || opposite);
        EXPECT_LT(m.maxTurn, 3.14159265358979);
        leftFast += fast ? 1 : 0;
        leftOpposite += opposite ? 1 : 0;
        continue;
      }
      ++moved;
      const Moved one = moveOne(m);
      const glm::dvec3 heading{lanes.heading.x[j], lanes.heading.y[j], lanes.heading.z[j]};
      const glm::dvec3 position{lanes.position.x[j], lanes.position.y[j], lanes.position.z[j]};
      EXPECT_TRUE(sameBits(heading, one.heading));
      EXPECT_TRUE(sameBits(lanes.speed[j], one.speed));
      EXPECT_TRUE(sameBits(position, one.position));
    }
  }
  // The test means something: most ships are moved by the lanes, and both kinds of turn are left.
  EXPECT_GT(moved, 30000);
  EXPECT_GT(leftFast, 1000);
  EXPECT_GT(leftOpposite, 1000);
  EXPECT_EQ(left, 40000 - moved);
}

}  // namespace
