// The target grid against every pair: for random crowds of three players (in open space and in one
// planet's well), every query's answer is the one the documented rule gives when every enemy is
// measured (combat/target_grid.h): the kConsidered nearest acceptable enemies, sorted by squared
// distance (exact ties) then kind then id; the nearest of them inside the forward cone when at most coneFarther times as far
// as the nearest; else the nearest.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include <glm/geometric.hpp>

#include "combat/target_grid.h"

namespace perihelion::combat {
namespace {

/// splitmix64, for the test's own crowds.
struct Draws {
  std::uint64_t state;
  double unit() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<double>((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
  }
  glm::dvec3 in(double r) { return {r * (2 * unit() - 1), r * (2 * unit() - 1), r * (2 * unit() - 1)}; }
};

std::int64_t everyPair(const std::vector<Combatant>& all, const TargetQuery& q) {
  struct Candidate {
    double d2;
    std::uint32_t k;
  };
  std::vector<Candidate> in;
  for (std::uint32_t k = 0; k < all.size(); ++k) {
    const Combatant& c = all[k];
    if (c.owner == q.owner) continue;
    const glm::dvec3 to = c.position - q.from;
    const double d2 = glm::dot(to, to);
    if (d2 <= q.reach * q.reach || (q.well != kOpenSpace && c.well == q.well)) in.push_back({d2, k});
  }
  if (in.empty()) return -1;
  std::sort(in.begin(), in.end(), [&](const Candidate& a, const Candidate& b) {
    if (a.d2 != b.d2) return a.d2 < b.d2;
    if (all[a.k].ref.kind != all[b.k].ref.kind) return all[a.k].ref.kind < all[b.k].ref.kind;
    return all[a.k].ref.id < all[b.k].ref.id;
  });
  in.resize(std::min(in.size(), kConsidered));
  if (q.preferCone) {
    for (const Candidate& c : in) {
      const double d = std::sqrt(c.d2);
      if (d > q.coneFarther * std::sqrt(in[0].d2)) break;
      if (glm::dot(all[c.k].position - q.from, q.heading) >= q.cosForwardCone * d) return c.k;
    }
  }
  return in[0].k;
}

/// The shape of a test crowd.
enum class Shape { Ball, Flat };

/// `lookout`: the grid's lookout cube (combat/target_grid.h's rebuild), 0 for none; the answers must
/// not depend on it.
void checkCrowd(std::uint64_t seed, int count, double size, bool withWell, Shape shape = Shape::Ball,
                double queriesOut = 2.5, double lookout = 0.0) {
  Draws draw{seed};
  std::vector<Combatant> all;
  for (int k = 0; k < count; ++k) {
    Combatant& c = all.emplace_back();
    c.ref = {k % 7 == 0 ? world::TargetRef::Kind::Station : world::TargetRef::Kind::Ship, static_cast<std::uint32_t>(k)};
    c.owner = world::PlayerId{static_cast<std::uint32_t>(draw.unit() * 3.0)};
    // Clumps and stragglers: most in a ball, some far out, a few stacked on one point.
    c.position = k % 11 == 0 ? glm::dvec3(5.0, 5.0, 5.0) : draw.in(k % 5 == 0 ? 4.0 * size : size);
    if (shape == Shape::Flat) c.position.z = 0.0;  // stations on a ring plane
    if (withWell && draw.unit() < 0.3) c.well = 3;
  }
  TargetGrid grid;
  grid.rebuild(all, 3, lookout);
  for (int n = 0; n < 400; ++n) {
    TargetQuery q;
    q.from = draw.in(queriesOut * size);
    q.heading = glm::normalize(draw.in(1.0) + glm::dvec3(1e-9));
    q.owner = world::PlayerId{static_cast<std::uint32_t>(draw.unit() * 3.0)};
    q.reach = size * (0.05 + draw.unit());
    if (withWell && draw.unit() < 0.5) {
      q.well = 3;
      q.wellRadius = 4.0 * size;  // most of the crowd lies within its diameter of any query
    }
    q.preferCone = draw.unit() < 0.8;
    ASSERT_EQ(grid.find(q), everyPair(all, q)) << "seed " << seed << " query " << n;
  }
}

TEST(TargetGrid, FindsWhatEveryPairWouldInOpenSpace) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) checkCrowd(seed, 50 * static_cast<int>(seed * seed), 1e6, false);
}

TEST(TargetGrid, FindsWhatEveryPairWouldInAWell) {
  for (std::uint64_t seed = 11; seed <= 14; ++seed) checkCrowd(seed, 300, 2e7, true);
}

TEST(TargetGrid, FindsWhatEveryPairWouldFromFarOutsideAndInFlatCrowds) {
  for (std::uint64_t seed = 21; seed <= 24; ++seed) checkCrowd(seed, 400, 1e6, false, Shape::Ball, 20.0);
  for (std::uint64_t seed = 31; seed <= 34; ++seed) checkCrowd(seed, 400, 1e6, seed % 2 == 0, Shape::Flat);
}

TEST(TargetGrid, TheLookoutCubesChangeNoAnswer) {
  // The quick "no enemy near" answer (lookout cubes) against every pair: cubes smaller than most searches
  // (which then skip them), about their size, and larger; queries among the crowd and far outside it,
  // where most find nothing; a crowd in a well and a flat one.
  for (const double lookout : {0.3e6, 1.1e6, 3e6}) {
    SCOPED_TRACE(lookout);
    for (std::uint64_t seed = 41; seed <= 43; ++seed) checkCrowd(seed, 300, 1e6, false, Shape::Ball, 2.5, lookout);
    for (std::uint64_t seed = 44; seed <= 46; ++seed) checkCrowd(seed, 300, 1e6, false, Shape::Ball, 20.0, lookout);
    checkCrowd(47, 300, 1e6, true, Shape::Flat, 2.5, 10.0 * lookout);
  }
}

TEST(TargetGrid, AFewEnemiesFarOffAreFoundAtOnce) {
  // Fewer enemies than the search weighs, with a reach and a well far larger than the crowd: the search
  // must stop at the grid's edge, not walk shells out to its reach (it would not end in a test's time).
  for (const int enemies : {1, 2, 3}) {
    std::vector<Combatant> all;
    for (int k = 0; k < 5 + enemies; ++k) {
      Combatant& c = all.emplace_back();
      c.ref = {world::TargetRef::Kind::Ship, static_cast<std::uint32_t>(k)};
      c.owner = world::PlayerId{k < 5 ? 0u : 1u};
      c.position = k < 5 ? glm::dvec3(1e3 * k, 0.0, 0.0) : glm::dvec3(3e6, 1e3 * k, 0.0);  // stacked near one point
      c.well = 4;
    }
    TargetGrid grid;
    grid.rebuild(all, 2);
    TargetQuery q;
    q.owner = world::PlayerId{0};
    q.reach = 1e10;  // the data's longest range, 1e7 km
    q.well = 4;
    q.wellRadius = 5e8;
    EXPECT_EQ(grid.find(q), 5) << enemies << " enemies";
  }
}

TEST(TargetGrid, FindsNothingWithoutEnemies) {
  std::vector<Combatant> all(3);
  for (std::uint32_t k = 0; k < 3; ++k) {
    all[k].ref = {world::TargetRef::Kind::Ship, k};
    all[k].owner = world::PlayerId{0};
    all[k].position = glm::dvec3(static_cast<double>(k), 0.0, 0.0);
  }
  TargetGrid grid;
  grid.rebuild(all, 2);
  TargetQuery q;
  q.owner = world::PlayerId{1};
  q.reach = 10.0;
  EXPECT_GE(grid.find(q), 0) << "player 1 sees player 0's ships";
  q.owner = world::PlayerId{0};
  EXPECT_EQ(grid.find(q), -1) << "player 0 has no enemy";
}

}  // namespace
}  // namespace perihelion::combat
