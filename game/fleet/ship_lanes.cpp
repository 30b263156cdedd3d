#include "fleet/ship_lanes.h"

#include <cmath>

#include "fleet/ship_motion.h"

namespace perihelion::fleet {
namespace {

#ifdef __FAST_MATH__
#error "the lanes must do the IEEE operations of the one-ship functions as written: -ffast-math would not"
#endif

// The two stages below are compiled twice, for AVX2 and for SSE2 (where a four-lane operation is two
// SSE2 ones; fleet/vector_code.h). Every helper is inlined into them (LANES), so that it is compiled
// for each, and never called with a four-lane vector by value (whose passing differs with and without
// AVX: game/CMakeLists.txt).
#define LANES [[gnu::always_inline]] inline

LANES Doubles splat(double v) { return Doubles{} + v; }
LANES Doubles select(Mask mask, Doubles yes, Doubles no) {
  // A cast between vectors of one size reinterprets their bits.
  return reinterpret_cast<Doubles>((reinterpret_cast<Mask>(yes) & mask) | (reinterpret_cast<Mask>(no) & ~mask));
}
LANES Vec3s select(Mask mask, const Vec3s& yes, const Vec3s& no) {
  return {select(mask, yes.x, no.x), select(mask, yes.y, no.y), select(mask, yes.z, no.z)};
}
LANES Doubles sqrt(Doubles v) {
  Doubles root;
  for (int j = 0; j < kMoverLanes; ++j) root[j] = std::sqrt(v[j]);
  return root;
}
/// |v|, lane by lane: the sign bit cleared.
LANES Doubles abs(Doubles v) { return reinterpret_cast<Doubles>(reinterpret_cast<Mask>(v) & ~(Mask{} + INT64_MIN)); }
/// std::max(a, b) and std::min(a, b), lane by lane: (a < b) ? b : a and (b < a) ? b : a.
LANES Doubles max(Doubles a, Doubles b) { return select(a < b, b, a); }
LANES Doubles min(Doubles a, Doubles b) { return select(b < a, b, a); }
/// Bit j set for each lane j where `mask` holds.
LANES int lanesSet(Mask mask) {
  int bits = 0;
  for (int j = 0; j < kMoverLanes; ++j) bits |= static_cast<int>(mask[j] & 1) << j;
  return bits;
}
/// Whether `mask` holds in any lane.
LANES bool any(Mask mask) {
  std::int64_t all = 0;
  for (int j = 0; j < kMoverLanes; ++j) all |= mask[j];
  return all != 0;
}

// glm's vector operations, lane by lane, in glm's order.
LANES Vec3s operator+(const Vec3s& a, const Vec3s& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
LANES Vec3s operator-(const Vec3s& a, const Vec3s& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
LANES Vec3s operator*(const Vec3s& a, Doubles s) { return {a.x * s, a.y * s, a.z * s}; }
LANES Doubles dot(const Vec3s& a, const Vec3s& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
LANES Vec3s cross(const Vec3s& a, const Vec3s& b) {
  return {a.y * b.z - b.y * a.z, a.z * b.x - b.z * a.x, a.x * b.y - b.x * a.y};
}

/// sideOf (fleet/steering.h), four at a time: pull x the axis least along it (x where |x| is least, the
/// first of equals; else y where |y| <= |z|; else z), made unit.
LANES Vec3s sides(const Vec3s& pull) {
  const Doubles ax = abs(pull.x), ay = abs(pull.y), az = abs(pull.z);
  const Mask xLeast = (ax <= ay) & (ax <= az);
  const Mask yLeast = ~xLeast & (ay <= az);
  const Mask zLeast = ~xLeast & ~yLeast;
  const Vec3s axis{select(xLeast, splat(1.0), splat(0.0)), select(yLeast, splat(1.0), splat(0.0)),
                   select(zLeast, splat(1.0), splat(0.0))};
  const Vec3s side = cross(pull, axis);
  const Doubles side2 = dot(side, side);
  return select(side2 > 1e-24, side * (1.0 / sqrt(side2)), Vec3s{splat(0.0), splat(0.0), splat(0.0)});
}

/// SteeringSum::heading, four ships at a time. What no lane needs is not worked out.
LANES Vec3s steeredHeadings(const MoverLanes& lanes) {
  const Mask pushed = lanes.pushers != 0.0;
  if (!any(pushed)) return lanes.pull;
  const Doubles factor = select(lanes.boost, max(splat(1.0), lanes.pullBoostPerPusher * lanes.pushers), splat(1.0));
  const Vec3s right = sides(lanes.pull);
  const Doubles into = dot(lanes.pull, lanes.nearestAway);
  const Vec3s slid = lanes.pull - lanes.nearestAway * into;
  const Doubles left = sqrt(dot(slid, slid));
  const Vec3s along = select(into < 0.0, select(left > 1e-6, slid * (1.0 / left), right), lanes.pull);
  const Vec3s sum = along * factor + lanes.push + right * (lanes.sidestepWeight * lanes.pushers);
  const Doubles length = sqrt(dot(sum, sum));
  return select(pushed & (length > 1e-12), sum * (1.0 / length), lanes.pull);
}

/// turnTowards, four ships at a time, but for the turns `redo` marks (see the header).
LANES Vec3s turned(const Vec3s& heading, const Vec3s& wanted, Doubles maxAngle, Mask& redo) {
  const Mask none = dot(wanted, wanted) == 0.0;
  const Doubles cosine = dot(heading, wanted);
  const Doubles maxAngle2 = maxAngle * maxAngle;
  const Mask reached = (maxAngle >= 3.14159265358979) | (cosine >= 1.0 - maxAngle2 * (0.5 - maxAngle2 / 24.0));
  const Doubles x = maxAngle * (1.0 - 1e-12);
  const Doubles x2 = x * x;
  const Doubles stepSine = smallTurnSine(x, x2), stepCosine = smallTurnCosine(x2);
  const Mask large = (x > kLargestTaylorTurn) | (x < -kLargestTaylorTurn);  // std::fabs(x) > 0.1
  const Mask within = reached | (~large & (cosine >= stepCosine));
  Vec3s across = wanted - heading * cosine;
  across = across - heading * dot(heading, across);
  const Doubles sine = sqrt(dot(across, across));
  const Vec3s step = heading * stepCosine + across * (stepSine / sine);
  const Vec3s unit = step * ((3.0 - dot(step, step)) * 0.5);  // nearlyUnitMadeUnit
  redo = ~none & ~within & (large | ~(sine > 1e-12));
  return select(none, heading, select(within, wanted, unit));
}

LANES void want(MoverLanes& lanes) {
  lanes.wanted = steeredHeadings(lanes);
  // Slower while facing away (fleet/fleet_step.cpp).
  lanes.wantedSpeed = lanes.speedLimit * max(splat(0.0), dot(lanes.heading, lanes.wanted));
}

LANES int move(MoverLanes& lanes, double dt) {
  Mask redo;
  lanes.heading = turned(lanes.heading, lanes.wanted, lanes.maxTurn, redo);
  // approachSpeed.
  lanes.speed = select(lanes.wantedSpeed > lanes.speed, min(lanes.wantedSpeed, lanes.speed + lanes.acceleration * dt),
                       max(lanes.wantedSpeed, lanes.speed - lanes.deceleration * dt));
  lanes.position = lanes.position + lanes.heading * (lanes.speed * dt);
  return lanesSet(redo);
}

// Each stage compiled for each VectorCode (fleet/vector_code.h).
void wantSse2(MoverLanes& lanes) { want(lanes); }
[[gnu::target("avx2")]] void wantAvx2(MoverLanes& lanes) { want(lanes); }
int moveSse2(MoverLanes& lanes, double dt) { return move(lanes, dt); }
[[gnu::target("avx2")]] int moveAvx2(MoverLanes& lanes, double dt) { return move(lanes, dt); }

}  // namespace

void wantHeadings(MoverLanes& ships, VectorCode code) {
  if (code == VectorCode::Avx2 && processorRuns(code)) {
    wantAvx2(ships);
  } else {
    wantSse2(ships);
  }
}

int turnAndMove(MoverLanes& ships, double dt, VectorCode code) {
  return code == VectorCode::Avx2 && processorRuns(code) ? moveAvx2(ships, dt) : moveSse2(ships, dt);
}

}  // namespace perihelion::fleet
