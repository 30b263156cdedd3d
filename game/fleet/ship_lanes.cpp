#include "fleet/ship_lanes.h"

#include <bit>

#include <emmintrin.h>

#include "fleet/ship_motion.h"

namespace perihelion::fleet {
namespace {

#ifdef __FAST_MATH__
#error "the lanes must do the IEEE operations of the one-ship functions as written: -ffast-math would not"
#endif

Double2 splat(double v) { return Double2{v, v}; }
Double2 select(Mask2 mask, Double2 yes, Double2 no) {
  // In SSE2 registers (a cast between vectors of one size reinterprets their bits).
  const auto m = reinterpret_cast<__m128d>(mask);
  return _mm_or_pd(_mm_and_pd(m, yes), _mm_andnot_pd(m, no));
}
Vec3x2 select(Mask2 mask, const Vec3x2& yes, const Vec3x2& no) {
  return {select(mask, yes.x, no.x), select(mask, yes.y, no.y), select(mask, yes.z, no.z)};
}
Double2 sqrt(Double2 v) { return _mm_sqrt_pd(v); }
/// std::max(a, b) and std::min(a, b), lane by lane: (a < b) ? b : a and (b < a) ? b : a.
Double2 max(Double2 a, Double2 b) { return select(a < b, b, a); }
Double2 min(Double2 a, Double2 b) { return select(b < a, b, a); }
/// Bit j set for each lane j where `mask` holds.
int lanesSet(Mask2 mask) { return _mm_movemask_pd(reinterpret_cast<__m128d>(mask)); }

// glm's vector operations, lane by lane, in glm's order.
Vec3x2 operator+(const Vec3x2& a, const Vec3x2& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
Vec3x2 operator-(const Vec3x2& a, const Vec3x2& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Vec3x2 operator*(const Vec3x2& a, Double2 s) { return {a.x * s, a.y * s, a.z * s}; }
Double2 dot(const Vec3x2& a, const Vec3x2& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec3x2 cross(const Vec3x2& a, const Vec3x2& b) {
  return {a.y * b.z - b.y * a.z, a.z * b.x - b.z * a.x, a.x * b.y - b.x * a.y};
}
Vec3x2 splat(const glm::dvec3& v) { return {splat(v.x), splat(v.y), splat(v.z)}; }

/// SteeringSum::heading, two ships at a time. What neither lane needs is not worked out.
Vec3x2 wantedHeadings(const MoverLanes& s, const glm::dvec3& up) {
  const Mask2 pushed = s.pushers != 0.0;
  if (lanesSet(pushed) == 0) return s.pull;
  const Double2 factor = select(s.boost, max(splat(1.0), s.pullBoostPerPusher * s.pushers), splat(1.0));
  Vec3x2 right = cross(s.pull, splat(up));
  if (const Mask2 alongUp = dot(right, right) < 1e-12; lanesSet(alongUp) != 0) {
    right = select(alongUp, cross(s.pull, splat(glm::dvec3(1.0, 0.0, 0.0))), right);
  }
  const Double2 right2 = dot(right, right);
  right = select(right2 > 1e-24, right * (1.0 / sqrt(right2)), right);
  const Double2 into = dot(s.pull, s.nearestAway);
  const Vec3x2 slid = s.pull - s.nearestAway * into;
  const Double2 left = sqrt(dot(slid, slid));
  const Vec3x2 along = select(into < 0.0, select(left > 1e-6, slid * (1.0 / left), right), s.pull);
  const Vec3x2 sum = along * factor + s.push + right * (s.sidestepWeight * s.pushers);
  const Double2 length = sqrt(dot(sum, sum));
  return select(pushed & (length > 1e-12), sum * (1.0 / length), s.pull);
}

/// turnTowards, two ships at a time, but for the turns `redo` marks (see the header). What neither
/// lane needs is not worked out.
Vec3x2 turned(const Vec3x2& heading, const Vec3x2& wanted, Double2 maxAngle, Mask2& redo) {
  const Mask2 none = dot(wanted, wanted) == 0.0;
  const Double2 cosine = dot(heading, wanted);
  const Double2 maxAngle2 = maxAngle * maxAngle;
  const Mask2 reached = (maxAngle >= 3.14159265358979) | (cosine >= 1.0 - maxAngle2 * (0.5 - maxAngle2 / 24.0));
  redo = Mask2{};
  const Double2 x = maxAngle * (1.0 - 1e-12);
  const Double2 x2 = x * x;
  const Double2 stepSine = smallTurnSine(x, x2), stepCosine = smallTurnCosine(x2);
  const Mask2 large = (x > kLargestTaylorTurn) | (x < -kLargestTaylorTurn);  // std::fabs(x) > 0.1
  const Mask2 within = reached | (~large & (cosine >= stepCosine));
  Vec3x2 across = wanted - heading * cosine;
  across = across - heading * dot(heading, across);
  const Double2 sine = sqrt(dot(across, across));
  const Vec3x2 step = heading * stepCosine + across * (stepSine / sine);
  const Vec3x2 unit = step * ((3.0 - dot(step, step)) * 0.5);  // nearlyUnitMadeUnit
  redo = ~none & ~within & (large | ~(sine > 1e-12));
  return select(none, heading, select(within, wanted, unit));
}

}  // namespace

void wantTwo(MoverLanes& s, const glm::dvec3& up) {
  s.wanted = wantedHeadings(s, up);
  // Slower while facing away (fleet/fleet_step.cpp).
  s.wantedSpeed = s.speedLimit * max(splat(0.0), dot(s.heading, s.wanted));
}

int moveTwo(MoverLanes& s, double dt) {
  Mask2 redo{};
  s.heading = turned(s.heading, s.wanted, s.maxTurn, redo);
  // approachSpeed.
  s.speed = select(s.wantedSpeed > s.speed, min(s.wantedSpeed, s.speed + s.acceleration * dt),
                   max(s.wantedSpeed, s.speed - s.deceleration * dt));
  s.position = s.position + s.heading * (s.speed * dt);
  return lanesSet(redo);
}

}  // namespace perihelion::fleet
