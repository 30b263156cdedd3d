#include "fleet/neighbour_push.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include <glm/geometric.hpp>

#include "fleet/steering.h"

namespace perihelion::fleet {

NeighbourShip::NeighbourShip(const ShipType& type)
    : radius(static_cast<float>(type.radius)),
      inverseRadius(static_cast<float>(1.0 / type.radius)),
      pushRange(static_cast<float>(type.steering.pushRangeRadii * type.radius)),
      minSurfaceRadii(static_cast<float>(type.steering.minSurfaceDistanceRadii)),
      separationWeight(static_cast<float>(type.steering.separationWeight)),
      cosView(static_cast<float>(cosHalfAngle(type.steering.fieldOfView))) {}

NeighbourShip::NeighbourShip(std::uint32_t shipIndex, std::uint32_t fleetIndex, const ShipType& type,
                             const glm::dvec3& shipHeading, bool moving)
    : NeighbourShip(type) {
  setShip(*this, shipIndex, fleetIndex, shipHeading, moving);
}

namespace {

constexpr float kInfinity = std::numeric_limits<float>::infinity();

/// Whether a neighbour along `away` (from it to self) at `surface` is out of self's field of view.
/// The field of view is for steering on the move; a ship at rest, or one already overlapping, sees
/// every neighbour, so that overlaps always clear.
[[gnu::always_inline]] inline bool outOfView(const NeighbourShip& self, float awayX, float awayY, float awayZ,
                                             float surface) {
  return self.limitedView && surface > 0.0f &&
         -(self.heading.x * awayX + self.heading.y * awayY + self.heading.z * awayZ) < self.cosView;
}

/// What `self` feels from a neighbour whose surface is `surface` from its own, along the unit `away`
/// (from the neighbour to self). The rules for a still neighbour are left to feelStill.
[[gnu::always_inline]] inline FeltPush feel(const NeighbourShip& self, float awayX, float awayY, float awayZ,
                                            float surface) {
  FeltPush felt{Float4{0.0f, 0.0f, 0.0f, 0.0f}, Float4{awayX, awayY, awayZ, kInfinity}, kInfinity};
  if (surface >= self.pushRange) return felt;  // beyond what it sees, however far the list reached
  felt.separation = surface;
  if (outOfView(self, awayX, awayY, awayZ, surface)) return felt;
  if (self.still && !(surface < 0.0f)) return felt;
  const float push = self.separationWeight / std::max(surface * self.inverseRadius, self.minSurfaceRadii);
  felt.push = Float4{awayX * push, awayY * push, awayZ * push, 1.0f};
  felt.nearest[3] = surface;
  return felt;
}

/// What a still neighbour does besides: within 1.5 radii, a still fleet-mate is touched (the rest
/// point of one push against an unboosted pull is 1 radius); and one in view is braked for like an
/// obstacle, where moving ones give way by pushing.
void feelStill(const NeighbourShip& self, NeighbourPushes& pushes, const NeighbourShip& other, float awayX,
               float awayY, float awayZ, float distance, float surface) {
  if (!other.still || surface >= self.pushRange) return;
  if (surface <= 1.5f * self.radius && other.fleet == self.fleet) pushes.touchesStillMate = true;
  if (outOfView(self, awayX, awayY, awayZ, surface)) return;
  const glm::dvec3 toOther = -glm::dvec3(awayX, awayY, awayZ) * static_cast<double>(distance);
  pushes.onPath = std::min(pushes.onPath, pathContactDistance(glm::dvec3(0.0), glm::dvec3(self.heading),
                                                              static_cast<double>(self.radius), toOther,
                                                              static_cast<double>(other.radius)));
}

Float4 load(const glm::vec4& v) {
  Float4 f;
  std::memcpy(&f, &v, sizeof f);
  return f;
}

void store(glm::vec4& v, Float4 f) { std::memcpy(&v, &f, sizeof f); }

using Double2 = double __attribute__((vector_size(16)));
using Bits2 = std::uint64_t __attribute__((vector_size(16)));
using Int4 = int __attribute__((vector_size(16)));

#ifdef __FAST_MATH__
#error "the rounding below needs IEEE arithmetic as written: -ffast-math would fold it away"
#endif

/// The halves (x, y) and (z, count) of a push in 2^-24ths, rounded to the nearest. Adding 1.5 * 2^28
/// puts a number below 2^27 into the binade [2^28, 2^29), where the last bit is worth 2^-24: the bits
/// of the sum less those of 1.5 * 2^28 are then the number in 2^-24ths, in two's complement.
constexpr double kRounder = 0x1.8p28;
constexpr std::uint64_t kRounderBits = std::bit_cast<std::uint64_t>(kRounder);
template <int First>
Bits2 fixedHalf(Float4 f) {
  const Double2 d = __builtin_convertvector(__builtin_shufflevector(f, f, First, First + 1), Double2) + kRounder;
  return std::bit_cast<Bits2>(d) - kRounderBits;
}
Bits2 fixedXY(Float4 f) { return fixedHalf<0>(f); }
Bits2 fixedZW(Float4 f) { return fixedHalf<2>(f); }

Bits2 loadXY(const NeighbourPushes& p) { return Bits2{p.pushSum[0], p.pushSum[1]}; }
Bits2 loadZW(const NeighbourPushes& p) { return Bits2{p.pushSum[2], p.pushSum[3]}; }
void store(NeighbourPushes& p, Bits2 xy, Bits2 zw) { p.pushSum = {xy[0], xy[1], zw[0], zw[1]}; }

/// Of two pushers exactly as near, the one with the larger direction in (x, y, z) order.
[[gnu::noinline]] Float4 largerDirection(Float4 current, Float4 candidate) {
  const bool after = candidate[0] != current[0]   ? candidate[0] > current[0]
                     : candidate[1] != current[1] ? candidate[1] > current[1]
                                                  : candidate[2] > current[2];
  return after ? candidate : current;
}

/// The nearer of two (x, y, z, surface distance): the candidate if strictly nearer, or as near (and
/// pushing) with a larger direction, so that the order they come in does not matter. Which is nearer
/// is a coin toss to the processor, so that is chosen without a branch; an exact tie (a branch the
/// processor learns is not taken) is rare.
Float4 nearer(Float4 current, Float4 candidate) {
  const Float4 c = __builtin_shufflevector(candidate, candidate, 3, 3, 3, 3);
  const Float4 k = __builtin_shufflevector(current, current, 3, 3, 3, 3);
  const Int4 tie = (c == k) & (c < kInfinity);
  if (tie[0]) [[unlikely]] return largerDirection(current, candidate);
  return c < k ? candidate : current;
}

}  // namespace

void addPairPushes(std::uint32_t slot, const NearbyPoints& near, std::span<const NeighbourShip> ships,
                   std::span<NeighbourPushes> pushes, PairScratch& scratch) {
  const NeighbourShip& a = ships[slot];
  const std::size_t count = near.hitCount;
  if (scratch.first.size() < count) {
    scratch.first.resize(2 * count);
    scratch.second.resize(2 * count);
  }
  FeltPush *const first = scratch.first.data(), *const second = scratch.second.data();
  // First what each of the pair feels, square root and divisions: the pairs are independent of one
  // another, so the processor overlaps them. Then the sums.
  for (std::size_t h = 0; h < count; ++h) {
    const std::uint32_t c = near.hits[h];
    const NeighbourShip& b = ships[near.slot[c]];
    const float distance = std::sqrt(near.distance2[c]);  // the one square root of a pair
    const float surface = distance - (a.radius + b.radius);  // the same bits either way round
    float x = 0.48f, y = 0.6f, z = 0.64f;  // unit, from b to a
    if (distance > 0.0f) {
      const float inverse = 1.0f / distance;
      x = near.x[c] * inverse;
      y = near.y[c] * inverse;
      z = near.z[c] * inverse;
    } else if (b.index < a.index) {  // two ships at one spot push each other apart, opposite ways
      x = -x, y = -y, z = -z;
    }
    first[h] = feel(a, x, y, z, surface);
    // 0 - x rather than -x: a zero component is +0 for both ships, whichever of them asked.
    second[h] = feel(b, 0.0f - x, 0.0f - y, 0.0f - z, surface);
  }
  NeighbourPushes& pa = pushes[slot];
  Bits2 pushXY = loadXY(pa), pushZW = loadZW(pa);
  Float4 nearest = load(pa.nearest);
  float separation = pa.separation;
  for (std::size_t h = 0; h < count; ++h) {
    const std::uint32_t c = near.hits[h];
    const std::uint32_t k = near.slot[c];
    pushXY += fixedXY(first[h].push);
    pushZW += fixedZW(first[h].push);
    nearest = nearer(nearest, first[h].nearest);
    separation = std::min(separation, first[h].separation);
    NeighbourPushes& pb = pushes[k];
    store(pb, loadXY(pb) + fixedXY(second[h].push), loadZW(pb) + fixedZW(second[h].push));
    store(pb.nearest, nearer(load(pb.nearest), second[h].nearest));
    pb.separation = std::min(pb.separation, second[h].separation);
    const NeighbourShip& b = ships[k];
    if (a.still || b.still) {  // the rarer rules: the same distance and surface as above
      const float distance = std::sqrt(near.distance2[c]), surface = distance - (a.radius + b.radius);
      const float x = first[h].nearest[0], y = first[h].nearest[1], z = first[h].nearest[2];
      feelStill(a, pa, b, x, y, z, distance, surface);
      feelStill(b, pb, a, 0.0f - x, 0.0f - y, 0.0f - z, distance, surface);
    }
  }
  store(pa, pushXY, pushZW);
  store(pa.nearest, nearest);
  pa.separation = separation;
}

}  // namespace perihelion::fleet
