#include "fleet/neighbour_push.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>

#include <immintrin.h>

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

#ifndef __SSE2__
#error "feelNeighbours is written for SSE2, which every x86-64 processor has"
#endif
#ifdef __FAST_MATH__
#error "the rounding below needs IEEE arithmetic as written: -ffast-math would fold it away"
#endif

constexpr float kInfinity = std::numeric_limits<float>::infinity();

/// Ships nearer than this (m) count as at one spot: they push each other apart along a fixed
/// direction, opposite ways by index, since their offset gives none (and a push over so small a
/// distance would overflow).
constexpr float kOneSpot = 1e-20f;
constexpr glm::vec3 kApartAtOneSpot{0.48f, 0.6f, 0.64f};  // unit

// Four partners at a time, one to a lane: GCC's vector extension for the arithmetic (element-wise
// IEEE operations, so each lane gets the bits it would get alone), SSE2 for the loads, conversions
// and shuffles the extension has no word for. A comparison gives all bits set in a lane where it
// holds.
// The helpers below are inlined into the kernel (KERNEL), so that they are compiled with it for each
// VectorCode.
#define KERNEL [[gnu::always_inline]] inline

using Float4 = __m128;
using Int4 = std::int32_t __attribute__((vector_size(16)));
using Bits2 = std::uint64_t __attribute__((vector_size(16)));

KERNEL Float4 splat(float v) { return _mm_set1_ps(v); }
KERNEL Float4 select(Int4 mask, Float4 yes, Float4 no) {
  return _mm_or_ps(_mm_and_ps(std::bit_cast<Float4>(mask), yes), _mm_andnot_ps(std::bit_cast<Float4>(mask), no));
}
KERNEL Float4 onlyWhere(Int4 mask, Float4 v) { return _mm_and_ps(std::bit_cast<Float4>(mask), v); }
/// Bit j set for each lane j where `mask` holds.
KERNEL int lanesSet(Int4 mask) { return _mm_movemask_ps(std::bit_cast<Float4>(mask)); }

/// The least of the four, in every lane.
KERNEL Float4 leastOf(Float4 v) {
  const Float4 pairs = _mm_min_ps(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_min_ps(pairs, _mm_shuffle_ps(pairs, pairs, _MM_SHUFFLE(1, 0, 3, 2)));
}

/// The offsets along one axis (0, 1, 2) from the four points at slots `four` to the point `p`: each
/// worked out in double and rounded to float, so that a pair's offset is the same, but for its sign,
/// whichever of its two points asks.
KERNEL Float4 offsetsAlong(int axis, double p, const glm::dvec3* positions, const std::uint32_t* four) {
  const __m128d to = _mm_set1_pd(p);
  const __m128d low = _mm_sub_pd(to, _mm_loadh_pd(_mm_load_sd(&positions[four[0]][axis]), &positions[four[1]][axis]));
  const __m128d high = _mm_sub_pd(to, _mm_loadh_pd(_mm_load_sd(&positions[four[2]][axis]), &positions[four[3]][axis]));
  return _mm_movelh_ps(_mm_cvtpd_ps(low), _mm_cvtpd_ps(high));
}

/// The radii of four ships, and their still masks, read together.
struct RadiusAndStill {
  Float4 radius;
  Int4 still;
};
KERNEL RadiusAndStill radiusAndStill(const NeighbourShip* ships, const std::uint32_t* four) {
  static_assert(offsetof(NeighbourShip, still) == offsetof(NeighbourShip, radius) + sizeof(float));
  const auto pair = [ships](std::uint32_t first, std::uint32_t second) {
    return _mm_castsi128_ps(
        _mm_unpacklo_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&ships[first].radius)),
                           _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&ships[second].radius))));
  };
  const Float4 low = pair(four[0], four[1]), high = pair(four[2], four[3]);  // radius, still, radius, still
  return {_mm_shuffle_ps(low, high, _MM_SHUFFLE(2, 0, 2, 0)),
          std::bit_cast<Int4>(_mm_shuffle_ps(low, high, _MM_SHUFFLE(3, 1, 3, 1)))};
}

/// Four pushes along one axis, each rounded to the nearest 2^-24: added to `sum` (two lanes) as the
/// bits of the push plus 1.5 * 2^28, in double. That puts a number below 2^27 into the binade
/// [2^28, 2^29), where the last bit is worth 2^-24: its bits less those of 1.5 * 2^28 are the number
/// in 2^-24ths, in two's complement (the caller takes off those of the rounder once per push).
constexpr double kRounder = 0x1.8p28;
constexpr std::uint64_t kRounderBits = std::bit_cast<std::uint64_t>(kRounder);
KERNEL void addRounded(Bits2& sum, Float4 push) {
  const __m128d rounder = _mm_set1_pd(kRounder);
  const __m128d low = _mm_add_pd(_mm_cvtps_pd(push), rounder);
  const __m128d high = _mm_add_pd(_mm_cvtps_pd(_mm_movehl_ps(push, push)), rounder);
  sum += std::bit_cast<Bits2>(low) + std::bit_cast<Bits2>(high);
}
/// One push, the same way, already less the rounder.
std::int64_t rounded(float push) {
  return static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(static_cast<double>(push) + kRounder) - kRounderBits);
}

/// The offset from the ship at `q` to the one at `p`, its length and the surface distance between
/// ships of radii `ra` and `rb`, one pair at a time as the lanes work them out.
struct PairGap {
  float x, y, z, distance, surface;
};
PairGap gap(const glm::dvec3& p, const glm::dvec3& q, float ra, float rb) {
  const auto x = static_cast<float>(p.x - q.x), y = static_cast<float>(p.y - q.y), z = static_cast<float>(p.z - q.z);
  const float distance = std::sqrt((x * x + y * y) + z * z);
  return {x, y, z, distance, distance - (ra + rb)};
}

/// The unit from the ship at `q` (index `qIndex`) to the one at `p` (index `pIndex`).
glm::vec3 away(const glm::dvec3& p, std::uint32_t pIndex, const glm::dvec3& q, std::uint32_t qIndex) {
  const PairGap g = gap(p, q, 0.0f, 0.0f);
  if (g.distance < kOneSpot) return qIndex < pIndex ? -kApartAtOneSpot : kApartAtOneSpot;
  return glm::vec3(g.x, g.y, g.z) * (1.0f / g.distance);
}

/// Of two pushers exactly as near, whether the candidate goes before the current one: the larger
/// direction in (x, y, z) order, so that the order they come in does not matter.
bool largerDirection(const glm::vec3& candidate, const glm::vec3& current) {
  if (candidate.x != current.x) return candidate.x > current.x;
  if (candidate.y != current.y) return candidate.y > current.y;
  return candidate.z > current.z;
}

/// Whether a neighbour along (x, y, z) (the offset from it to self, of length `distance`), whose
/// surface is `surface` from self's, is in self's field of view. The field of view is for steering on
/// the move; a ship at rest, or one already overlapping, sees every neighbour, so that overlaps always
/// clear.
template <class F>
KERNEL auto inView(const NeighbourShip& self, F x, F y, F z, F distance, F surface) {
  return (surface <= 0.0f) | (-((self.heading.x * x + self.heading.y * y) + self.heading.z * z) >= self.cosView * distance);
}

/// One ship among its partners, for the rare cases worked out one partner at a time: the ship, where
/// it is, and the neighbour list's positions and ships, by slot.
struct AmongPartners {
  const NeighbourShip& ship;
  glm::dvec3 position;
  const glm::dvec3* slotPositions;
  const NeighbourShip* slotShips;

  /// The unit away from the partner at `slot`, towards this ship.
  glm::vec3 awayFrom(std::uint32_t slot) const {
    return away(position, ship.index, slotPositions[slot], slotShips[slot].index);
  }

  /// The pushes of partners at one spot with this ship (lanes `which` of the four at `four`), added to
  /// `sum`.
  [[gnu::noinline]] void pushAtOneSpot(const std::uint32_t* four, int which, std::array<std::int64_t, 3>& sum) const {
    for (int j = 0; j < 4; ++j) {
      if (!(which >> j & 1)) continue;
      const float surface = gap(position, slotPositions[four[j]], ship.radius, slotShips[four[j]].radius).surface;
      const float push = ship.separationWeight / std::max(surface * ship.inverseRadius, ship.minSurfaceRadii);
      const glm::vec3 unit = awayFrom(four[j]);
      sum[0] += rounded(unit.x * push);
      sum[1] += rounded(unit.y * push);
      sum[2] += rounded(unit.z * push);
    }
  }

  /// Lanes `which` of the four partners at `four` are exactly as near as the nearest so far in their
  /// lane (at `nearestSlot`): those with the larger direction take its place.
  [[gnu::noinline]] Int4 breakTies(const std::uint32_t* four, Int4 nearestSlot, int which) const {
    Int4 wins{};
    for (int j = 0; j < 4; ++j) {
      if (!(which >> j & 1)) continue;
      if (largerDirection(awayFrom(four[j]), awayFrom(static_cast<std::uint32_t>(nearestSlot[j])))) wins[j] = -1;
    }
    return wins;
  }

  /// What still partners (lanes `which` of the four at `four`) do besides pushing: within 1.5 radii, a
  /// still ship (of any fleet) is touched (the rest point of one push against an unboosted pull is 1 radius);
  /// and one in view is braked for like an obstacle, where moving ones give way by pushing.
  [[gnu::noinline]] void feelStill(const std::uint32_t* four, int which, NeighbourPushes& pushes) const {
    for (int j = 0; j < 4; ++j) {
      if (!(which >> j & 1)) continue;
      const NeighbourShip& other = slotShips[four[j]];
      const PairGap g = gap(position, slotPositions[four[j]], ship.radius, other.radius);
      if (g.surface <= 1.5f * ship.radius) pushes.touchesStill = true;
      if (ship.limitedView && !inView(ship, g.x, g.y, g.z, g.distance, g.surface)) continue;
      pushes.onPath = std::min(pushes.onPath, pathContactDistance(glm::dvec3(0.0), glm::dvec3(ship.heading),
                                                                  static_cast<double>(ship.radius),
                                                                  -glm::dvec3(g.x, g.y, g.z),
                                                                  static_cast<double>(other.radius)));
    }
  }
};

/// The four lanes' pushes made one: their sums, less the rounder once per partner (`partners`), with
/// the pushes of partners at one spot; and, in the fourth, how many pushed; in 2^-24ths.
KERNEL std::array<std::uint64_t, 4> pushSumOf(Bits2 sumX, Bits2 sumY, Bits2 sumZ,
                                              const std::array<std::int64_t, 3>& atOneSpot, Int4 pushers,
                                              std::size_t partners) {
  const std::uint64_t rounders = partners * kRounderBits;
  return {sumX[0] + sumX[1] - rounders + static_cast<std::uint64_t>(atOneSpot[0]),
          sumY[0] + sumY[1] - rounders + static_cast<std::uint64_t>(atOneSpot[1]),
          sumZ[0] + sumZ[1] - rounders + static_cast<std::uint64_t>(atOneSpot[2]),
          static_cast<std::uint64_t>((pushers[0] + pushers[1]) + (pushers[2] + pushers[3])) << 24};
}

/// The nearest of the four lanes' nearest pushers (their surface distances and slots), if any: the
/// unit away from it and its surface distance. Found without a branch a lane (which lane holds it is
/// as good as random), the larger direction winning a tie (rare).
KERNEL void takeNearestOfLanes(const AmongPartners& among, Float4 nearestSurface, Int4 nearestSlot,
                               glm::vec4& nearest) {
  const Float4 least = leastOf(nearestSurface);
  if (!(_mm_cvtss_f32(least) < kInfinity)) return;
  const int lanes = lanesSet(nearestSurface == least);
  int best = std::countr_zero(static_cast<unsigned>(lanes));
  for (int rest = lanes & (lanes - 1); rest != 0; rest &= rest - 1) {
    const int j = std::countr_zero(static_cast<unsigned>(rest));
    if (largerDirection(among.awayFrom(static_cast<std::uint32_t>(nearestSlot[j])),
                        among.awayFrom(static_cast<std::uint32_t>(nearestSlot[best])))) {
      best = j;
    }
  }
  nearest = glm::vec4(among.awayFrom(static_cast<std::uint32_t>(nearestSlot[best])), _mm_cvtss_f32(least));
}

/// feelNeighbours, compiled for each VectorCode below with the helpers above; the rare cases'
/// AmongPartners functions are compiled once, for SSE2.
[[gnu::always_inline]] inline void sumPartnerPushes(std::uint32_t slot, const NeighbourList& list,
                                                    std::span<const NeighbourShip> ships, NeighbourPushes& out) {
  const NeighbourShip& ship = ships[slot];
  const AmongPartners among{ship, list.positions()[slot], list.positions().data(), ships.data()};
  const glm::dvec3 position = among.position;
  const std::span<const std::uint32_t> partners = list.partnersOf(slot);
  const Float4 reach2 = splat(list.reachSquared());
  const Int4 ownSlot = Int4{} + static_cast<std::int32_t>(slot);
  out = NeighbourPushes{};
  Bits2 sumX{}, sumY{}, sumZ{};  // with the rounder's bits in each push
  std::array<std::int64_t, 3> atOneSpot{};
  Int4 pushers{};
  Float4 separation = splat(kInfinity), nearestSurface = splat(kInfinity);
  Int4 nearestSlot = ownSlot;
  for (std::size_t first = 0; first < partners.size(); first += 4) {
    const std::uint32_t* four = partners.data() + first;
    const Int4 partnerSlot = std::bit_cast<Int4>(_mm_loadu_si128(reinterpret_cast<const __m128i*>(four)));
    const Float4 x = offsetsAlong(0, position.x, among.slotPositions, four);
    const Float4 y = offsetsAlong(1, position.y, among.slotPositions, four);
    const Float4 z = offsetsAlong(2, position.z, among.slotPositions, four);
    const Float4 d2 = (x * x + y * y) + z * z;
    const Int4 within = (d2 <= reach2) & (partnerSlot != ownSlot);  // the padding is the ship itself
    const Float4 distance = _mm_sqrt_ps(d2);
    const RadiusAndStill partner = radiusAndStill(ships.data(), four);
    const Float4 surface = distance - (ship.radius + partner.radius);  // the same bits either way round
    // It sees those within its push range, however far the list reached.
    const Int4 seen = within & (surface < ship.pushRange);
    separation = _mm_min_ps(separation, select(seen, surface, splat(kInfinity)));
    Int4 pushing = seen;
    if (ship.limitedView) pushing &= inView(ship, x, y, z, distance, surface);
    // A still ship makes room: it is pushed by ships it overlaps, and by moving ships within their own
    // radius of it, so that a ship leaving a crowd of still ships is not caged in by them.
    if (ship.still) pushing &= (surface < 0.0f) | (~partner.still & (surface < partner.radius));
    // The push over the distance, which the offset turns into the push along the unit away.
    const Float4 perDistance =
        ship.separationWeight / (_mm_max_ps(surface * ship.inverseRadius, splat(ship.minSurfaceRadii)) * distance);
    // Ships at one spot (rare) push along a fixed direction instead, added out of line.
    if (const int oneSpot = lanesSet(pushing & (distance < kOneSpot))) [[unlikely]] {
      among.pushAtOneSpot(four, oneSpot, atOneSpot);
    }
    const Int4 summed = pushing & (distance >= kOneSpot);
    addRounded(sumX, onlyWhere(summed, x * perDistance));
    addRounded(sumY, onlyWhere(summed, y * perDistance));
    addRounded(sumZ, onlyWhere(summed, z * perDistance));
    pushers -= pushing;
    // The nearest pusher in each lane; an exact tie (rare) goes to the larger direction.
    Int4 nearer = pushing & (surface < nearestSurface);
    if (const int ties = lanesSet(pushing & (surface == nearestSurface))) [[unlikely]] {
      nearer |= among.breakTies(four, nearestSlot, ties);
    }
    nearestSurface = select(nearer, surface, nearestSurface);
    nearestSlot =
        std::bit_cast<Int4>(select(nearer, std::bit_cast<Float4>(partnerSlot), std::bit_cast<Float4>(nearestSlot)));
    if (const int still = lanesSet(seen & partner.still)) [[unlikely]] among.feelStill(four, still, out);
  }
  out.pushSum = pushSumOf(sumX, sumY, sumZ, atOneSpot, pushers, partners.size());
  out.separation = _mm_cvtss_f32(leastOf(separation));
  takeNearestOfLanes(among, nearestSurface, nearestSlot, out.nearest);
}

/// Every slot's pushes, compiled for each VectorCode: the choice is made once for all ships.
void sumAllPartnerPushesSse2(const NeighbourList& list, std::span<const NeighbourShip> ships,
                             std::span<NeighbourPushes> slotPushes) {
  for (std::uint32_t slot = 0; slot < slotPushes.size(); ++slot) sumPartnerPushes(slot, list, ships, slotPushes[slot]);
}
[[gnu::target("avx2")]] void sumAllPartnerPushesAvx2(const NeighbourList& list, std::span<const NeighbourShip> ships,
                                                     std::span<NeighbourPushes> slotPushes) {
  for (std::uint32_t slot = 0; slot < slotPushes.size(); ++slot) sumPartnerPushes(slot, list, ships, slotPushes[slot]);
}

}  // namespace

void feelNeighbours(const NeighbourList& list, std::span<const NeighbourShip> ships,
                    std::span<NeighbourPushes> slotPushes, VectorCode code) {
  if (code == VectorCode::Avx2 && processorRuns(code)) {
    sumAllPartnerPushesAvx2(list, ships, slotPushes);
  } else {
    sumAllPartnerPushesSse2(list, ships, slotPushes);
  }
}

}  // namespace perihelion::fleet
