// The fast half of fleet navigation against slow, plain versions written here: the grid's pair search
// (each pair of ships within reach once) and the neighbour list (every pair within reach, for both of
// its ships) against every pair in double, what each ship feels of its partners against the swarm rule
// worked out in double one ship at a time and with the partners in every order,
// whole navigation steps through the list against the same steps by brute force and with a list
// made afresh each step, and small-angle turns.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "fleet/fleet_state.h"
#include "fleet/fleet_step.h"
#include "fleet/neighbour_list.h"
#include "fleet/neighbour_push.h"
#include "fleet/scatter.h"
#include "fleet/ship_motion.h"
#include "fleet/spatial_grid.h"
#include "fleet/steering.h"
#include "orbit_test_support.h"

namespace {

using namespace perihelion;
using namespace perihelion::fleet;

using Pair = std::pair<std::uint32_t, std::uint32_t>;  // point indices, smaller first

struct FoundPair {
  glm::dvec3 offset;  ///< from the second point to the first of the query (float, widened)
  std::uint32_t from;  ///< the query's point
};

/// Every pair the grid finds, keyed by its points; fails the test on a pair found twice.
std::map<Pair, FoundPair> pairsFromGrid(const SpatialGrid& grid, float radius) {
  std::map<Pair, FoundPair> found;
  NearbyPoints near;
  for (std::uint32_t slot = 0; slot < grid.order().size(); ++slot) {
    grid.findLaterNear(slot, radius, near);
    for (std::size_t h = 0; h < near.hitCount; ++h) {
      const std::uint32_t c = near.hits[h];
      const std::uint32_t a = grid.order()[slot], b = grid.order()[near.slot[c]];
      const Pair key{std::min(a, b), std::max(a, b)};
      const glm::dvec3 offset(near.x[c], near.y[c], near.z[c]);
      EXPECT_TRUE(found.emplace(key, FoundPair{offset, a}).second) << "pair found twice: " << a << ", " << b;
    }
  }
  return found;
}

/// Every pair of points within `reach`, measured in double, leaving out those within a millimetre of
/// it (float offsets may fall on either side), which are `borderline`.
struct PairsWithin {
  std::set<Pair> within, borderline;
};
PairsWithin pairsWithin(const std::vector<glm::dvec3>& points, double reach) {
  PairsWithin pairs;
  for (std::uint32_t a = 0; a < points.size(); ++a) {
    for (std::uint32_t b = a + 1; b < points.size(); ++b) {
      const double d = glm::length(points[a] - points[b]);
      if (std::fabs(d - reach) < 1e-3) {
        pairs.borderline.emplace(a, b);
      } else if (d < reach) {
        pairs.within.emplace(a, b);
      }
    }
  }
  return pairs;
}

/// Checks the grid's pairs against every pair of points within `radius`, measured in double. Pairs
/// within a millimetre of the radius are left out either way (float offsets may fall on either side).
void expectAllPairsOnceWithTheirOffsets(const std::vector<glm::dvec3>& points, double cellSize, float radius,
                                        bool dense) {
  SpatialGrid grid;
  grid.rebuild(points, cellSize);
  ASSERT_EQ(grid.dense(), dense);
  const std::map<Pair, FoundPair> found = pairsFromGrid(grid, radius);
  const PairsWithin expected = pairsWithin(points, static_cast<double>(radius));
  for (const auto& [pair, at] : found) {
    EXPECT_TRUE(expected.within.contains(pair) || expected.borderline.contains(pair))
        << pair.first << ", " << pair.second << " at " << glm::length(points[pair.first] - points[pair.second]) << " m";
  }
  for (const auto& [a, b] : expected.within) {
    const auto it = found.find({a, b});
    ASSERT_NE(it, found.end()) << a << ", " << b << " at " << glm::length(points[a] - points[b]) << " m not found";
    const std::uint32_t other = it->second.from == a ? b : a;
    const glm::dvec3 exact = points[it->second.from] - points[other];
    // A few parts in 1e7 of the cell size, wherever the points are (here 1e11 m from the Sun,
    // where a float position would be off by kilometres).
    EXPECT_LT(glm::length(it->second.offset - exact), 1e-6 * cellSize) << a << ", " << b;
  }
  EXPECT_GT(expected.within.size(), points.size());  // the test means something: several neighbours per point
}

TEST(GridPairs, EveryPairWithinReachIsFoundOnceWithItsOffsetDenseCells) {
  expectAllPairsOnceWithTheirOffsets(scatterInSphere({1.5e11, -2e10, 3e8}, 2500.0, 1500, 42), 400.0, 400.0f, true);
}

TEST(GridPairs, EveryPairWithinReachIsFoundOnceWithItsOffsetHashedCells) {
  // Two clusters 1e12 m apart: far too many cells for a dense array, so the grid hashes them.
  std::vector<glm::dvec3> points = scatterInSphere({1.0e11, 0, 0}, 3000.0, 700, 3);
  for (const glm::dvec3& p : scatterInSphere({-9.0e11, 4e11, 2e10}, 3000.0, 700, 4)) points.push_back(p);
  expectAllPairsOnceWithTheirOffsets(points, 500.0, 450.0f, false);
}

TEST(GridPairs, BruteForceFindsTheSameHitsInTheSameOrderWithTheSameOffsets) {
  const std::vector<glm::dvec3> points = scatterInSphere({3e10, 1e9, -2e9}, 4000.0, 800, 7);
  SpatialGrid grid;
  grid.rebuild(points, 600.0);
  ASSERT_TRUE(grid.dense());  // where the two give the same bits
  NearbyPoints fast, slow;
  std::size_t hits = 0;
  for (std::uint32_t slot = 0; slot < points.size(); ++slot) {
    grid.findLaterNear(slot, 600.0f, fast);
    grid.findLaterNear(slot, 600.0f, slow, true);
    ASSERT_EQ(fast.hitCount, slow.hitCount) << "slot " << slot;
    for (std::size_t h = 0; h < fast.hitCount; ++h) {
      const std::uint32_t f = fast.hits[h], s = slow.hits[h];
      ASSERT_EQ(fast.slot[f], slow.slot[s]);
      EXPECT_EQ(fast.x[f], slow.x[s]);
      EXPECT_EQ(fast.y[f], slow.y[s]);
      EXPECT_EQ(fast.z[f], slow.z[s]);
      EXPECT_EQ(fast.distance2[f], slow.distance2[s]);
    }
    hits += fast.hitCount;
  }
  EXPECT_GT(hits, points.size());
}

/// The pairs the neighbour list holds for `points` (by point index, smaller first); fails the test
/// on a partner listed twice for a point, a pair listed for only one of its points, or padding other
/// than the point itself.
std::set<Pair> pairsFromList(const NeighbourList& list, const std::vector<glm::dvec3>& points) {
  std::vector<std::uint32_t> pointOf(points.size());
  for (std::uint32_t i = 0; i < points.size(); ++i) pointOf[list.slotOfPoint()[i]] = i;
  std::set<Pair> listed;  // (point, partner): both ways round
  for (std::uint32_t slot = 0; slot < points.size(); ++slot) {
    const std::span<const std::uint32_t> partners = list.partnersOf(slot);
    EXPECT_EQ(partners.size() % 4, 0u);
    std::size_t padding = 0;
    for (const std::uint32_t k : partners) {
      if (k == slot) {
        ++padding;
        continue;
      }
      EXPECT_EQ(padding, 0u) << "padding before a partner of point " << pointOf[slot];
      EXPECT_TRUE(listed.emplace(pointOf[slot], pointOf[k]).second) << "listed twice: " << pointOf[slot] << ", " << pointOf[k];
    }
    EXPECT_LT(padding, 4u);
    EXPECT_EQ(list.positions()[slot], points[pointOf[slot]]);
  }
  std::set<Pair> pairs;
  for (const auto& [a, b] : listed) {
    EXPECT_TRUE(listed.contains({b, a})) << a << " lists " << b << ", which does not list it";
    pairs.emplace(std::min(a, b), std::max(a, b));
  }
  return pairs;
}

/// The list holds every pair within `reach` (and a few further: within the skin when it was made,
/// and since then each of the two may have strayed half the skin). Returns the pairs within reach.
std::set<Pair> expectEveryPairWithin(const NeighbourList& list, const std::vector<glm::dvec3>& points, double reach) {
  const PairsWithin expected = pairsWithin(points, reach);
  const std::set<Pair> got = pairsFromList(list, points);
  for (const Pair& p : expected.within) EXPECT_TRUE(got.contains(p)) << p.first << ", " << p.second << " not listed";
  const double furthest = reach * (1.0 + 2.0 * NeighbourList::kLargestSkin);
  for (const auto& [a, b] : got) EXPECT_LT(glm::length(points[a] - points[b]), furthest) << a << ", " << b;
  EXPECT_GT(expected.within.size(), points.size() / 2);  // the test means something: neighbours for most points
  return expected.within;
}

TEST(NeighbourList, GivesEveryPairWithinReachWhileShipsCruiseJostleAndStray) {
  constexpr double reach = 400.0;
  const double halfSkin = 0.5 * NeighbourList::kSmallestSkin * reach;
  std::vector<glm::dvec3> points = scatterInSphere({1.2e11, 3e10, -4e9}, 2500.0, 1200, 21);
  const std::vector<glm::dvec3> jitter = scatterInSphere({0.0, 0.0, 0.0}, 0.8 * halfSkin, static_cast<std::uint32_t>(points.size()), 22);
  NeighbourList list;
  EXPECT_TRUE(list.update(points, reach));
  const std::set<Pair> before = expectEveryPairWithin(list, points, reach);

  // The whole crowd cruises 50 reaches on, each ship jostled by up to 0.8 of half the skin: pairs
  // come into reach and leave it, and the list is kept.
  for (std::size_t i = 0; i < points.size(); ++i) points[i] += glm::dvec3(2e4, -5e3, 1e3) + jitter[i];
  EXPECT_FALSE(list.update(points, reach));
  EXPECT_NE(expectEveryPairWithin(list, points, reach), before);  // pairs did change
  EXPECT_EQ(list.builds(), 1u);

  // One ship strays further from the crowd's course: the list is made anew.
  points[7] += glm::dvec3(0.0, 1.2 * halfSkin, 0.0);
  EXPECT_TRUE(list.update(points, reach));
  expectEveryPairWithin(list, points, reach);
  EXPECT_EQ(list.builds(), 2u);

  // So it is for another reach, and for a different number of ships.
  EXPECT_TRUE(list.update(points, 300.0));
  expectEveryPairWithin(list, points, 300.0);
  points.pop_back();
  EXPECT_TRUE(list.update(points, 300.0));
  expectEveryPairWithin(list, points, 300.0);
}

/// The swarm rule for ships, one ship at a time in double, written from its statement: a ship sees
/// the ships whose surface is within its push range; each pushes it by unit-away x weight /
/// max(surface / r, clamp), unless it is out of a moving ship's field of view and not overlapping; a
/// ship at rest is pushed only by ships overlapping it and by moving ships within their own radius of it.
/// It touches a still ship within 1.5 radii,
/// and brakes for still ships in view (pathContactDistance, checked against a hand-worked case in
/// fleet_pieces_test).
struct RulePushes {
  glm::dvec3 push{0.0};
  int pushers = 0;
  double nearestSurface = 1e300;
  glm::dvec3 nearestAway{0.0};
  double separation = 1e300;
  bool touchesStill = false;
  double onPath = std::numeric_limits<double>::infinity();
};

struct Crowd {
  std::vector<glm::dvec3> at, heading;
  std::vector<const ShipType*> type;
  std::vector<bool> moving;
  std::vector<std::uint32_t> fleet;
};

/// What each ship of the crowd feels of its neighbours through the neighbour list (pairs within
/// `reach`), by ship index, worked out in the instructions `code`.
std::vector<NeighbourPushes> feltByEach(const Crowd& crowd, double reach, VectorCode code = VectorCode::Sse2) {
  NeighbourList list;
  list.update(crowd.at, reach);
  const std::vector<std::uint32_t>& slotOf = list.slotOfPoint();
  std::vector<NeighbourShip> ships(crowd.at.size());
  for (std::uint32_t i = 0; i < crowd.at.size(); ++i) {
    ships[slotOf[i]] = NeighbourShip(i, crowd.fleet[i], *crowd.type[i], crowd.heading[i], crowd.moving[i]);
  }
  std::vector<NeighbourPushes> bySlot(crowd.at.size());
  feelNeighbours(list, ships, bySlot, code);
  std::vector<NeighbourPushes> byShip(crowd.at.size());
  for (std::uint32_t i = 0; i < crowd.at.size(); ++i) byShip[i] = bySlot[slotOf[i]];
  return byShip;
}

RulePushes ruleFor(std::uint32_t i, const Crowd& crowd) {
  RulePushes r;
  const ShipType& t = *crowd.type[i];
  const double cosView = t.steering.fieldOfView == FieldOfView::Wide     ? -1.0
                         : t.steering.fieldOfView == FieldOfView::Limited ? 0.0
                                                                          : std::sqrt(0.5);
  for (std::uint32_t j = 0; j < crowd.at.size(); ++j) {
    if (j == i) continue;
    const glm::dvec3 away = crowd.at[i] - crowd.at[j];
    const double d = glm::length(away);
    const double surface = d - t.radius - crowd.type[j]->radius;
    if (surface >= t.steering.pushRangeRadii * t.radius) continue;
    r.separation = std::min(r.separation, surface);
    if (!crowd.moving[j] && surface <= 1.5 * t.radius) r.touchesStill = true;  // of any fleet
    const glm::dvec3 unit = away / d;
    const bool inView = -glm::dot(crowd.heading[i], unit) >= cosView;
    if (crowd.moving[i] && surface > 0.0 && !inView) continue;
    // At rest, it makes room for a moving ship within that ship's radius, as for one it overlaps.
    const bool makesRoom = crowd.moving[j] && surface < crowd.type[j]->radius;
    if (crowd.moving[i] || surface < 0.0 || makesRoom) {
      r.push += unit * (t.steering.separationWeight / std::max(surface / t.radius, t.steering.minSurfaceDistanceRadii));
      ++r.pushers;
      if (surface < r.nearestSurface) {
        r.nearestSurface = surface;
        r.nearestAway = unit;
      }
    }
    if (!crowd.moving[j]) {
      r.onPath = std::min(r.onPath, pathContactDistance(crowd.at[i], crowd.heading[i], t.radius, crowd.at[j],
                                                        crowd.type[j]->radius));
    }
  }
  return r;
}

/// 400 ships of three kinds with different radii, ranges, weights and fields of view; some still;
/// two fleets. (Only a narrow view leaves out still ships ahead that it would brake for.)
struct MixedCrowd {
  ShipType small, narrow, large;
  Crowd crowd;
  double reach;  ///< the largest, as the step sizes it

  MixedCrowd() {
    small.radius = 100.0;
    small.steering.fieldOfView = FieldOfView::Limited;
    narrow.radius = 150.0;
    narrow.id.value = 2;
    narrow.steering.fieldOfView = FieldOfView::Narrow;
    large.radius = 250.0;
    large.id.value = 1;
    large.steering.pushRangeRadii = 2.0;
    large.steering.separationWeight = 1.5;
    large.steering.minSurfaceDistanceRadii = 0.1;
    crowd.at = scatterInSphere({2e11, 5e10, 1e9}, 3000.0, 400, 9);
    const std::vector<glm::dvec3> directions = scatterInSphere({0, 0, 0}, 1.0, 400, 10);
    for (std::uint32_t i = 0; i < crowd.at.size(); ++i) {
      crowd.type.push_back(i % 3 == 0 ? &large : i % 3 == 1 ? &narrow : &small);
      crowd.heading.push_back(glm::normalize(directions[i] + glm::dvec3(1e-3, 0, 0)));
      crowd.moving.push_back(i % 5 != 0);
      crowd.fleet.push_back(i % 2);
    }
    reach = large.radius * (1.0 + large.steering.pushRangeRadii) + large.radius;
  }
  MixedCrowd(const MixedCrowd&) = delete;  // the crowd points at the types
  MixedCrowd& operator=(const MixedCrowd&) = delete;
};

TEST(PairPushes, EachShipFeelsItsNeighboursAsTheRuleSays) {
  const MixedCrowd mixed;
  const Crowd& crowd = mixed.crowd;
  const std::vector<NeighbourPushes> pushes = feltByEach(crowd, mixed.reach);
  int pushed = 0, touching = 0, braking = 0, makingRoom = 0;
  for (std::uint32_t i = 0; i < crowd.at.size(); ++i) {
    const RulePushes rule = ruleFor(i, crowd);
    makingRoom += !crowd.moving[i] && rule.pushers > 0 && rule.separation >= 0.0 ? 1 : 0;
    const NeighbourPushes& got = pushes[i];
    ASSERT_EQ(got.pushers(), rule.pushers) << "ship " << i;
    const double size = std::max(1.0, glm::length(rule.push));
    EXPECT_LT(glm::length(glm::dvec3(got.push()) - rule.push), 1e-5 * size) << "ship " << i;
    if (rule.pushers > 0) {
      EXPECT_NEAR(static_cast<double>(got.nearest.w), rule.nearestSurface, 1e-3) << "ship " << i;
      EXPECT_LT(glm::length(glm::dvec3(got.nearest) - rule.nearestAway), 1e-5) << "ship " << i;
    }
    if (rule.separation < 1e300) {
      EXPECT_NEAR(static_cast<double>(got.separation), rule.separation, 1e-3);
    } else {
      EXPECT_TRUE(std::isinf(got.separation)) << "ship " << i;
    }
    EXPECT_EQ(got.touchesStill, rule.touchesStill) << "ship " << i;
    if (std::isinf(rule.onPath)) {
      EXPECT_TRUE(std::isinf(got.onPath)) << "ship " << i;
    } else {
      EXPECT_NEAR(got.onPath, rule.onPath, 1e-2) << "ship " << i;
    }
    pushed += rule.pushers > 0 ? 1 : 0;
    touching += rule.touchesStill ? 1 : 0;
    braking += std::isinf(rule.onPath) || rule.onPath == 0.0 ? 0 : 1;
  }
  // The test means something: most ships are pushed, some touch a still mate or brake for one, and
  // some still ships, overlapping none, make room for a moving one.
  EXPECT_GT(pushed, 250);
  EXPECT_GT(makingRoom, 3);
  EXPECT_GT(touching, 10);
  EXPECT_GT(braking, 10);
}

TEST(PairPushes, ANarrowViewBrakesOnlyForStillShipsInIt) {
  // A moving ship with a narrow view (45 degrees either side of its heading) and a still ship 260 m
  // away (60 m between their surfaces): 30 degrees off its heading it is braked for; 50 degrees off it
  // is out of view, though the ship's path (grown by a quarter radius) would touch it.
  ShipType narrow;
  narrow.radius = 100.0;
  narrow.steering.fieldOfView = FieldOfView::Narrow;
  const glm::dvec3 origin{1e11, 2e10, 0.0}, heading{1.0, 0.0, 0.0};
  const auto at = [&](double degrees) {
    const double a = astro::degToRad(degrees);
    return origin + 260.0 * glm::dvec3(std::cos(a), std::sin(a), 0.0);
  };
  // The moving ship and a still one, of two fleets.
  const auto pushesOnMover = [&](const glm::dvec3& still) {
    return feltByEach(Crowd{{origin, still}, {heading, heading}, {&narrow, &narrow}, {true, false}, {0, 1}}, 2000.0)[0];
  };
  const NeighbourPushes inView = pushesOnMover(at(30.0));
  EXPECT_NEAR(inView.onPath, pathContactDistance(origin, heading, 100.0, at(30.0), 100.0), 0.01);
  EXPECT_LT(inView.onPath, 100.0);
  const NeighbourPushes outOfView = pushesOnMover(at(50.0));
  ASSERT_LT(pathContactDistance(origin, heading, 100.0, at(50.0), 100.0), 1e300);  // it would brake, in view
  EXPECT_TRUE(std::isinf(outOfView.onPath));
  EXPECT_EQ(outOfView.pushers(), 0);
  EXPECT_NEAR(static_cast<double>(outOfView.separation), 60.0, 1e-2);  // seen for separation all the same
}

TEST(PairPushes, ShipsAtOneSpotPushEachOtherApartOppositeWays) {
  // Their offset gives no direction: they part along a fixed one, the later ship the other way, with
  // the rule's largest push (weight 1 over the clamp of 0.05 radii: 20).
  ShipType scout;
  scout.radius = 10e3;
  const glm::dvec3 at{1.2e11, -3e10, 5e8};
  const std::vector<NeighbourPushes> pushes =
      feltByEach(Crowd{{at, at}, {{1, 0, 0}, {0, 1, 0}}, {&scout, &scout}, {true, true}, {0, 0}}, 60e3);
  const glm::dvec3 apart{0.48, 0.6, 0.64};
  EXPECT_LT(glm::length(glm::dvec3(pushes[0].push()) - 20.0 * apart), 1e-5);
  EXPECT_LT(glm::length(glm::dvec3(pushes[1].push()) + 20.0 * apart), 1e-5);
  EXPECT_EQ(pushes[0].pushers(), 1);
  EXPECT_EQ(pushes[1].pushers(), 1);
  EXPECT_LT(glm::length(glm::dvec3(pushes[0].nearest) - apart), 1e-6);
  EXPECT_EQ(pushes[0].nearest.w, -20e3f);
  EXPECT_EQ(pushes[1].separation, -20e3f);
}

/// Every vector code: a processor without AVX2 takes it as SSE2, and must still give SSE2's bits.
constexpr std::array<VectorCode, 2> kEveryCode{VectorCode::Sse2, VectorCode::Avx2};

void expectSamePushes(const NeighbourPushes& one, const NeighbourPushes& other) {
  EXPECT_EQ(one.pushSum, other.pushSum);
  EXPECT_EQ(std::memcmp(&one.nearest, &other.nearest, sizeof one.nearest), 0);
  EXPECT_EQ(std::memcmp(&one.separation, &other.separation, sizeof one.separation), 0);
  EXPECT_EQ(one.touchesStill, other.touchesStill);
  EXPECT_EQ(std::memcmp(&one.onPath, &other.onPath, sizeof one.onPath), 0);
}

// The kernel compiled for AVX2 gives SSE2's bits (on a processor without AVX2, asking for it does):
// for the mixed crowd (every kind of lane: fields of view, still ships, braking for them), with some
// ships put at one spot with another and some exactly as near as another's nearest.
TEST(PairPushes, EveryVectorCodeFeelsTheSameBits) {
  MixedCrowd mixed;
  Crowd& crowd = mixed.crowd;
  for (std::uint32_t i = 0; i < 20; ++i) crowd.at[i + 20] = crowd.at[i];  // twenty pairs at one spot
  for (std::uint32_t i = 40; i < 60; i += 2) {  // ten ships with two neighbours exactly as near, either side
    crowd.at[i + 100] = crowd.at[i] + glm::dvec3(400.0, 0.0, 0.0);
    crowd.at[i + 101] = crowd.at[i] - glm::dvec3(400.0, 0.0, 0.0);
  }
  const std::vector<NeighbourPushes> sse2 = feltByEach(crowd, mixed.reach, VectorCode::Sse2);
  const std::vector<NeighbourPushes> avx2 = feltByEach(crowd, mixed.reach, VectorCode::Avx2);
  for (std::size_t i = 0; i < crowd.at.size(); ++i) {
    SCOPED_TRACE(testing::Message() << "ship " << i);
    expectSamePushes(avx2[i], sse2[i]);
  }
  // The pairs at one spot are there: ship 0 (large, 250 m) and ship 20 (small, 100 m).
  EXPECT_EQ(sse2[0].separation, -350.0f);
}

/// What moving scouts (radius 10 km) at `where`, given to the neighbour list in `order`, feel of one
/// another, by their index in `where`; the reach is so long that all share one cell of the list's
/// grid, where the list keeps the order they were given in. Fails the test unless every ship feels
/// what it felt in `first` (set on the first call).
void expectSameWhateverTheOrder(const std::vector<glm::dvec3>& where, const std::vector<std::uint32_t>& order,
                                std::vector<NeighbourPushes>& first, VectorCode code = VectorCode::Sse2) {
  ShipType scout;
  scout.radius = 10e3;
  Crowd crowd;
  for (const std::uint32_t i : order) {
    crowd.at.push_back(where[i]);
    crowd.heading.push_back({0.0, 1.0, 0.0});
    crowd.type.push_back(&scout);
    crowd.moving.push_back(true);
    crowd.fleet.push_back(0);
  }
  const std::vector<NeighbourPushes> byPosition = feltByEach(crowd, 1e6, code);
  std::vector<NeighbourPushes> pushes(where.size());
  for (std::size_t i = 0; i < where.size(); ++i) pushes[order[i]] = byPosition[i];
  if (first.empty()) first = pushes;
  for (std::size_t i = 0; i < where.size(); ++i) {
    EXPECT_EQ(pushes[i].pushSum, first[i].pushSum) << "ship " << i;
    EXPECT_EQ(pushes[i].nearest, first[i].nearest) << "ship " << i;
    EXPECT_EQ(pushes[i].separation, first[i].separation) << "ship " << i;
  }
}

// A ship's partners may come in any order (the neighbour list's, from whichever step made it), and
// any four of them go together: the sums must come out the same. Three neighbours exactly as near:
// two pushing exactly against each other (1/2 each), and one pushing across with a sideways part of
// about 1.3 * 2^-25, which a plain sum in float keeps or halves depending on the order (and then
// rounds to one 2^-24 or to none). The points are given to the list in every order, which it keeps
// within a cell.
TEST(PairPushes, TheSumsDoNotDependOnTheOrderOfThePartners) {
  // From each neighbour to ship 0, 40 km (20 km between their surfaces, a push of 1 / 2).
  const glm::dvec3 at{1e6, 2e6, 3e6};
  const std::vector<glm::dvec3> where{at, at + glm::dvec3(40e3, 0.0, 0.0), at - glm::dvec3(40e3, 0.0, 0.0),
                                      at + glm::dvec3(3.1e-3, 0.0, 40e3)};
  std::vector<std::uint32_t> order{0, 1, 2, 3};
  std::vector<NeighbourPushes> first;
  for (const VectorCode code : kEveryCode) {  // every code, against SSE2's first
    do {
      SCOPED_TRACE(testing::Message() << "order " << order[0] << order[1] << order[2] << order[3]);
      expectSameWhateverTheOrder(where, order, first, code);
    } while (std::next_permutation(order.begin(), order.end()));
  }
  // And what they come to: the opposite pushes cancel, the hair is rounded to one 2^-24, and of the
  // three as near, the nearest is the one with the largest direction in (x, y, z) order.
  EXPECT_EQ(first[0].push(), glm::dvec4(-0x1p-24, 0.0, -0.5, 3.0));
  EXPECT_EQ(first[0].nearest, glm::vec4(1.0f, 0.0f, 0.0f, 20e3f));
}

// Within a lane too: a ship with nine partners, six of them exactly as near (one along each axis),
// given to the list in many orders, so that tied partners often share a lane of the four. The sums,
// the nearest and the separation must not change; the nearest is the largest direction, (1, 0, 0).
TEST(PairPushes, TiesForTheNearestInOneLaneDoNotDependOnTheOrder) {
  const glm::dvec3 at{1e6, 2e6, 3e6};
  std::vector<glm::dvec3> where{at};
  for (const glm::dvec3 axis : {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, 1)}) {
    where.push_back(at + 40e3 * axis);
    where.push_back(at - 40e3 * axis);
  }
  for (const glm::dvec3 off : {glm::dvec3(30e3, 30e3, 10e3), glm::dvec3(-25e3, 30e3, -20e3), glm::dvec3(0, -35e3, 30e3)}) {
    where.push_back(at + off);
  }
  std::vector<std::uint32_t> order(where.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::mt19937 shuffler(17);
  std::vector<NeighbourPushes> first;
  for (int run = 0; run < 300 && !HasFailure(); ++run) {
    SCOPED_TRACE(testing::Message() << "run " << run);
    for (const VectorCode code : kEveryCode) expectSameWhateverTheOrder(where, order, first, code);
    std::shuffle(order.begin(), order.end(), shuffler);
  }
  EXPECT_EQ(first[0].nearest, glm::vec4(1.0f, 0.0f, 0.0f, 20e3f));
  EXPECT_EQ(first[0].pushers(), 9);
}

/// Two fleets of different types, 400 ships, crossing each other's way near 2.5 au.
Fleets crossingFleetsOf(const ShipCatalogue& types) {
  Fleets start;
  const glm::dvec3 centre{0.0, 2.5 * astro::kAuMetres, 0.0};
  const FleetId a = start.addFleet("A"), b = start.addFleet("B");
  for (const glm::dvec3& p : scatterInSphere(centre, 3.0e5, 300, 5)) {
    start.ships.add(types.types[0].id, a, p, {1, 0, 0});
  }
  for (const glm::dvec3& p : scatterInSphere(centre + glm::dvec3(2e5, 0, 0), 2.0e5, 100, 6)) {
    start.ships.add(types.types[1].id, b, p, {-1, 0, 0});
  }
  Order toward;
  toward.kind = Order::Kind::MoveTo;
  toward.point = centre + glm::dvec3(3e5, 1e5, 0);
  start.order(a, toward);
  toward.point = centre - glm::dvec3(3e5, 0, 0);
  start.order(b, toward);
  return start;
}

/// The default solar system and ship types, and the crossing fleets of them, at their start time.
struct CrossingFleets {
  world::SolarSystem system = test::loadDefaultSystem();
  ShipCatalogue types = data::loadShipTypesFile(std::string(PERIHELION_DATA_DIR) + "/ships.json").value.value();
  world::StationCatalogue stations;
  Fleets start = crossingFleetsOf(types);
  double startTime = 8.0e8;  ///< TT seconds since J2000.0
  /// The world as a step starting at `time` sees it: the Sun and planets, no station, no fixed obstacle.
  NavigationWorld at(double time) const { return {system, types, stations, {}, {}, time}; }
};

/// The same bits (so +0 and -0 differ) in every ship's position, heading and speed.
void expectSameShips(const Fleets& one, const Fleets& other) {
  const auto same = [](const auto& a, const auto& b) { return std::memcmp(&a, &b, sizeof a) == 0; };
  for (std::size_t i = 0; i < one.ships.size(); ++i) {
    ASSERT_TRUE(same(one.ships.position[i], other.ships.position[i])) << "ship " << i;
    ASSERT_TRUE(same(one.ships.heading[i], other.ships.heading[i])) << "ship " << i;
    ASSERT_TRUE(same(one.ships.speed[i], other.ships.speed[i])) << "ship " << i;
  }
}

double farthestMove(const Fleets& start, const Fleets& now) {
  double moved = 0.0;
  for (std::size_t i = 0; i < start.ships.size(); ++i) {
    moved = std::max(moved, glm::length(now.ships.position[i] - start.ships.position[i]));
  }
  return moved;
}

/// Steps `one` and `other` of the crossing, each with its own scratch, `steps` times by dt from its
/// start time.
void stepBoth(const CrossingFleets& crossing, Fleets& one, StepScratch& oneScratch, Fleets& other,
              StepScratch& otherScratch, int steps, double dt) {
  double time = crossing.startTime;
  for (int k = 0; k < steps; ++k) {
    stepFleets(crossing.at(time), one, dt, k, oneScratch);
    stepFleets(crossing.at(time), other, dt, k, otherScratch);
    time += dt;
  }
}

// The neighbour list and the half shell against every later ship tested one at a time, every step,
// through whole steps. What each ship does with its neighbours is checked by PairPushes above, the
// rest of the step by fleet_pieces_test, reference_step_test and the scenario tests.
TEST(NavigationStep, ThroughTheNeighbourListIsBitForBitTheStepWithEveryLaterShipTested) {
  const CrossingFleets crossing;
  const Fleets& start = crossing.start;
  Fleets viaList = start, byBruteForce = start;
  StepScratch list, brute;
  brute.bruteForceNeighbours = true;
  stepBoth(crossing, viaList, list, byBruteForce, brute, 60, 1.0);
  expectSameShips(viaList, byBruteForce);
  EXPECT_GT(farthestMove(start, viaList), 1e4);  // they went somewhere, through one another
}

// A step's pairs are summed in no particular order (the list's, from whichever step made it): the
// sums must not depend on it. A list kept from step to step, remade now and then, against one made
// afresh every step (whose order follows the ships).
TEST(NavigationStep, DoesNotDependOnWhenTheNeighbourListWasMade) {
  const CrossingFleets crossing;
  const Fleets& start = crossing.start;
  Fleets kept = start, afresh = start;
  StepScratch keptScratch;
  constexpr int kSteps = 600;
  constexpr double dt = 1.0 / 30.0;
  double time = crossing.startTime;
  for (int k = 0; k < kSteps; ++k) {
    stepFleets(crossing.at(time), kept, dt, k, keptScratch);
    StepScratch newScratch;
    stepFleets(crossing.at(time), afresh, dt, k, newScratch);
    time += dt;
  }
  expectSameShips(kept, afresh);
  // Both ways were taken: the list was kept for most steps and made anew for some.
  EXPECT_GT(keptScratch.neighbours.builds(), 3u);
  EXPECT_LT(keptScratch.neighbours.builds(), static_cast<std::uint64_t>(kSteps / 4));
  EXPECT_GT(farthestMove(start, kept), 1e4);
}

// The moving ships four at a time in lanes against the one-ship functions, through whole steps of
// crossing fleets: at 30 steps a second, where turns take the Taylor series in the lanes, and at one,
// where every turn (of more than 0.1 rad) is left to turnTowards.
TEST(NavigationStep, MovesShipsInLanesToTheBitsOfOneByOne) {
  const CrossingFleets crossing;
  for (const int k : {0, 1}) ASSERT_GT(crossing.types.types[k].cruiseTurnRate * 1.0, kLargestTaylorTurn);  // the fleets
  for (const double dt : {1.0 / 30.0, 1.0}) {
    SCOPED_TRACE(testing::Message() << "dt " << dt);
    Fleets inLanes = crossing.start, oneByOne = crossing.start;
    StepScratch lanes, one;
    one.moveOneByOne = true;
    stepBoth(crossing, inLanes, lanes, oneByOne, one, 300, dt);
    expectSameShips(inLanes, oneByOne);
    EXPECT_GT(farthestMove(crossing.start, inLanes), 1e4);
  }
}

// The whole step in AVX2 and in SSE2 (the kernel and the moving ships' lanes), through crossings,
// arrivals and turns (on a processor without AVX2, asking for it must change nothing).
TEST(NavigationStep, IsBitForBitTheSameInEveryVectorCode) {
  const CrossingFleets crossing;
  Fleets sse2 = crossing.start, avx2 = crossing.start;
  StepScratch sse2Scratch, avx2Scratch;
  sse2Scratch.vectorCode = VectorCode::Sse2;
  avx2Scratch.vectorCode = VectorCode::Avx2;
  stepBoth(crossing, sse2, sse2Scratch, avx2, avx2Scratch, 300, 0.5);
  expectSameShips(avx2, sse2);
  EXPECT_GT(farthestMove(crossing.start, sse2), 1e4);
  // Some ships arrived on the way: the step went through its other branches too.
  EXPECT_TRUE(std::any_of(sse2.ships.mode.begin(), sse2.ships.mode.end(),
                          [](ShipMode m) { return m == ShipMode::Arrived; }));
}

TEST(ShipMotion, ASmallTurnIsExactlyTheLimitAndNeverPastIt) {
  // Small angles take a series instead of libm; both must turn by the limit, not a hair more. (From
  // a milliradian up: below that a unit vector's rounding, 1e-16, is more than the 1e-12 the turn is
  // shaved by; a ship turning 30 degrees a second turns 9 milliradians in a 60 Hz tick.)
  for (const double limit : {0.001, 0.0087266, 0.05, 0.0999, 0.3, 1.2}) {
    const glm::dvec3 h = glm::normalize(glm::dvec3(1, 0.2, -0.1));
    const glm::dvec3 wanted = glm::normalize(glm::dvec3(-0.3, 1, 0.4));
    const glm::dvec3 turned = turnTowards(h, wanted, limit, {0, 0, 1});
    const double angle = std::atan2(glm::length(glm::cross(h, turned)), glm::dot(h, turned));
    EXPECT_NEAR(angle, limit, 1e-12 * std::max(1.0, limit)) << limit;
    EXPECT_LE(angle, limit) << limit;
    EXPECT_NEAR(glm::length(turned), 1.0, 1e-15);
    // In the plane of the two, towards the wanted heading.
    EXPECT_NEAR(glm::dot(turned, glm::cross(h, wanted)), 0.0, 1e-15);
    EXPECT_GT(glm::dot(turned, wanted), glm::dot(h, wanted));
  }
}

TEST(ShipMotion, ATurnFromNearlyOppositeStaysUnitAndWithinTheLimit) {
  // A wanted heading a hair off the opposite: the part of it across the heading is all rounding
  // unless it is made square to the heading again, and the turn would come out off unit length and
  // past the limit.
  const glm::dvec3 h = glm::normalize(glm::dvec3(1, 0.2, -0.1));
  for (const double hair : {2e-12, 1e-11, 1e-10}) {
    const glm::dvec3 wanted = glm::normalize(-h + hair * glm::normalize(glm::cross(h, glm::dvec3(0, 0, 1))));
    for (const double limit : {0.0087266, 0.05, 0.3}) {
      const glm::dvec3 turned = turnTowards(h, wanted, limit, {0, 0, 1});
      EXPECT_NEAR(glm::length(turned), 1.0, 1e-15) << hair << ", " << limit;
      const double angle = std::atan2(glm::length(glm::cross(h, turned)), glm::dot(h, turned));
      EXPECT_LE(angle, limit) << hair << ", " << limit;
      EXPECT_NEAR(angle, limit, 1e-12) << hair << ", " << limit;
    }
  }
}

}  // namespace
