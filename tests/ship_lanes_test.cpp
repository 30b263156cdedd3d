// The moving ships' last stage four at a time (fleet/ship_lanes.h) against the one-ship functions it
// mirrors (SteeringSum::heading, turnTowards, approachSpeed and the move), to the bit, over random
// ships and the edge cases of every branch; and the turns it leaves to them are the ones it must.
#include <gtest/gtest.h>

#include <array>
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
  const glm::dvec3 wanted = m.steering().heading(m.pull, m.boost);
  const double wantedSpeed = m.speedLimit * std::max(0.0, glm::dot(m.heading, wanted));
  Moved out;
  out.heading = turnTowards(m.heading, wanted, m.maxTurn, kUp);
  out.speed = approachSpeed(m.speed, wantedSpeed, m.acceleration, m.deceleration, kDt);
  out.position = m.position + out.heading * (out.speed * kDt);
  return out;
}

/// Four ships, one per lane. Each vector filled in place (a four-lane vector returned by value is
/// passed differently with and without AVX).
MoverLanes lanesOf(const std::array<Mover, kMoverLanes>& m) {
  static_assert(kMoverLanes == 4);
  const std::array<SteeringSum, 4> steer{m[0].steering(), m[1].steering(), m[2].steering(), m[3].steering()};
  const auto fill = [](Doubles& lanes, const auto& value) { lanes = Doubles{value(0), value(1), value(2), value(3)}; };
  const auto fillVectors = [&fill](Vec3s& lanes, const auto& vector) {
    fill(lanes.x, [&](int j) { return vector(j).x; });
    fill(lanes.y, [&](int j) { return vector(j).y; });
    fill(lanes.z, [&](int j) { return vector(j).z; });
  };
  MoverLanes l;
  fillVectors(l.pull, [&](int j) { return m[j].pull; });
  fillVectors(l.push, [&](int j) { return steer[j].push(); });
  fillVectors(l.nearestAway, [&](int j) { return steer[j].nearestAway(); });
  fill(l.pushers, [&](int j) { return static_cast<double>(m[j].pushers); });
  l.boost = Mask{m[0].boost ? -1 : 0, m[1].boost ? -1 : 0, m[2].boost ? -1 : 0, m[3].boost ? -1 : 0};
  fill(l.pullBoostPerPusher, [&](int j) { return m[j].weights.pullBoostPerPusher; });
  fill(l.sidestepWeight, [&](int j) { return m[j].weights.sidestepWeight; });
  fill(l.speedLimit, [&](int j) { return m[j].speedLimit; });
  fillVectors(l.heading, [&](int j) { return m[j].heading; });
  fillVectors(l.position, [&](int j) { return m[j].position; });
  fill(l.speed, [&](int j) { return m[j].speed; });
  fill(l.maxTurn, [&](int j) { return m[j].maxTurn; });
  fill(l.acceleration, [&](int j) { return m[j].acceleration; });
  fill(l.deceleration, [&](int j) { return m[j].deceleration; });
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
    case 9:  // at its aim (no pull) among pushing neighbours: no sidestep either
      m.pull = glm::dvec3(0.0);
      m.pushers = 3;
      m.push = unitFrom(random) * 2.0;
      break;
    default:
      break;
  }
  return m;
}

class ShipLanes : public testing::TestWithParam<VectorCode> {};

// In each vector code; a processor without AVX2 takes it as SSE2, and must still give these bits.
TEST_P(ShipLanes, MoveFourShipsToTheBitsOfTheOneShipFunctions) {
  std::mt19937_64 random(2026);
  constexpr int kGroups = 10000;
  int moved = 0, left = 0, leftFast = 0, leftOpposite = 0;
  for (int k = 0; k < kGroups && !HasFailure(); ++k) {
    const std::array<Mover, kMoverLanes> m{randomMover(random), randomMover(random), randomMover(random),
                                           randomMover(random)};
    MoverLanes lanes = lanesOf(m);
    wantHeadings(lanes, GetParam());
    const int leftLanes = turnAndMove(lanes, kDt, GetParam());
    for (int j = 0; j < kMoverLanes; ++j) {
      SCOPED_TRACE(testing::Message() << "group " << k << ", lane " << j);
      if ((leftLanes >> j) & 1) {
        // Left to turnTowards: only a real turn (not within the limit) that is fast or from
        // exactly opposite.
        ++left;
        const glm::dvec3 wanted = m[j].steering().heading(m[j].pull, m[j].boost);
        const glm::dvec3 across = wanted - m[j].heading * glm::dot(m[j].heading, wanted);
        const bool fast = m[j].maxTurn > 0.1 - 1e-12, opposite = glm::length(across) < 1e-9;
        EXPECT_TRUE(fast || opposite);
        EXPECT_LT(m[j].maxTurn, 3.14159265358979);
        leftFast += fast ? 1 : 0;
        leftOpposite += opposite ? 1 : 0;
        continue;
      }
      ++moved;
      const Moved one = moveOne(m[j]);
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
  EXPECT_EQ(left, kGroups * kMoverLanes - moved);
}

INSTANTIATE_TEST_SUITE_P(EachVectorCode, ShipLanes, testing::Values(VectorCode::Sse2, VectorCode::Avx2),
                         [](const testing::TestParamInfo<VectorCode>& code) {
                           return code.param == VectorCode::Avx2 ? "Avx2" : "Sse2";
                         });

}  // namespace
