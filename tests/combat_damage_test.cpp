// The damage table holds: a hit of each of the four damage types against a shield alone, armour alone,
// and both over a hull, compared with layer losses worked out by hand from the rule in
// game/combat/damage.h: a layer with P points and multiplier m hit for raw R loses min(P, R m), and
// R - lost / m goes on; the type's shield_penetration share of R goes past the shield untouched.
//
// The table is written here with the shipped values of data/combat.json (its "damage_types"):
//   kinetic  shield 0.5   armour 1.5  hull 1     penetration 0
//   em       shield 2     armour 0.5  hull 0.75  penetration 0
//   heat     shield 1     armour 1    hull 1     penetration 0.25
//   electric shield 0.75  armour 0.5  hull 2     penetration 0
// Every figure below is exact in binary (halves, quarters and their multiples), so the comparisons are
// exact up to EXPECT_DOUBLE_EQ's few units in the last place.
#include <gtest/gtest.h>

#include <limits>

#include "combat/damage.h"

namespace perihelion::combat {
namespace {

constexpr DamageEffect kKinetic{0.5, 1.5, 1.0, 0.0};
constexpr DamageEffect kEm{2.0, 0.5, 0.75, 0.0};
constexpr DamageEffect kHeat{1.0, 1.0, 1.0, 0.25};
constexpr DamageEffect kElectric{0.75, 0.5, 2.0, 0.0};

struct Case {
  const char* what;
  DamageEffect effect;
  Defences before;
  double raw = 0.0;
  HitTaken taken;  ///< by hand; what is left is `before` less this
};

void expectHit(const Case& c) {
  SCOPED_TRACE(c.what);
  Defences d = c.before;
  const HitTaken taken = applyHit(d, c.effect, c.raw);
  EXPECT_DOUBLE_EQ(taken.shield, c.taken.shield);
  EXPECT_DOUBLE_EQ(taken.armour, c.taken.armour);
  EXPECT_DOUBLE_EQ(taken.hull, c.taken.hull);
  EXPECT_DOUBLE_EQ(d.shield, c.before.shield - c.taken.shield);
  EXPECT_DOUBLE_EQ(d.armour, c.before.armour - c.taken.armour);
  EXPECT_DOUBLE_EQ(d.hull, c.before.hull - c.taken.hull);
}

TEST(DamageTable, KineticShrugsOffShieldsAndSmashesArmour) {
  // Shield alone: loses min(200, 100 * 0.5 = 50) = 50; that stops the hit whole, the hull is untouched.
  expectHit({"shield only", kKinetic, {200, 0, 500}, 100, {50, 0, 0}});
  // Armour alone: no shield, all 100 goes on; armour loses min(200, 100 * 1.5 = 150) = 150.
  expectHit({"armour only", kKinetic, {0, 200, 500}, 100, {0, 150, 0}});
  // Both, each running out mid-hit: shield loses min(20, 50) = 20, 100 - 20 / 0.5 = 60 goes on;
  // armour loses min(30, 60 * 1.5 = 90) = 30, 60 - 30 / 1.5 = 40 goes on; hull loses 40 * 1 = 40.
  expectHit({"shield, armour, hull", kKinetic, {20, 30, 500}, 100, {20, 30, 40}});
}

TEST(DamageTable, EmStripsShieldsAndBarelyScratchesArmour) {
  // Shield alone: min(300, 100 * 2 = 200) = 200, stopped whole.
  expectHit({"shield only", kEm, {300, 0, 500}, 100, {200, 0, 0}});
  // Armour alone: min(100, 100 * 0.5 = 50) = 50.
  expectHit({"armour only", kEm, {0, 100, 500}, 100, {0, 50, 0}});
  // Shield min(50, 200) = 50, 100 - 50 / 2 = 75 on; armour min(10, 75 * 0.5 = 37.5) = 10,
  // 75 - 10 / 0.5 = 55 on; hull 55 * 0.75 = 41.25.
  expectHit({"shield, armour, hull", kEm, {50, 10, 500}, 100, {50, 10, 41.25}});
}

TEST(DamageTable, HeatSpillsAQuarterPastTheShield) {
  // 100 raw: 25 passes the shield, 75 meets it. Shield min(200, 75) = 75 stops its part whole, yet the
  // 25 that passed goes on: no armour, so the hull loses 25.
  expectHit({"shield only", kHeat, {200, 0, 500}, 100, {75, 0, 25}});
  // No shield: the 75 goes on beside the 25, armour takes all 100.
  expectHit({"armour only", kHeat, {0, 200, 500}, 100, {0, 100, 0}});
  // Shield min(30, 75) = 30, 45 on, plus the 25 passed: 70; armour min(40, 70) = 40, 30 on; hull 30.
  expectHit({"shield, armour, hull", kHeat, {30, 40, 500}, 100, {30, 40, 30}});
}

TEST(DamageTable, ElectricIsGroundedByArmourAndBurnsOutAHull) {
  // Shield alone: min(100, 100 * 0.75 = 75) = 75, stopped whole.
  expectHit({"shield only", kElectric, {100, 0, 500}, 100, {75, 0, 0}});
  // Armour alone: min(100, 100 * 0.5 = 50) = 50.
  expectHit({"armour only", kElectric, {0, 100, 500}, 100, {0, 50, 0}});
  // Shield min(30, 75) = 30, 100 - 30 / 0.75 = 60 on; armour min(20, 30) = 20, 60 - 20 / 0.5 = 20 on;
  // hull 20 * 2 = 40.
  expectHit({"shield, armour, hull", kElectric, {30, 20, 500}, 100, {30, 20, 40}});
}

TEST(DamageTable, AHullThatRunsOutStopsAtZeroAndTheShipIsDestroyed) {
  // Electric 100 on a bare hull of 150: min(150, 100 * 2 = 200) = 150, the hull is at 0, not -50.
  Defences bare{0, 0, 150};
  EXPECT_DOUBLE_EQ(applyHit(bare, kElectric, 100).hull, 150);
  EXPECT_EQ(bare.hull, 0.0);
  EXPECT_TRUE(bare.destroyed());
  // Kinetic 100 through a 10-point shield and 30 of armour onto 10 of hull: 10 / 0.5 = 20 of the raw
  // stopped, 80 on; 30 / 1.5 = 20 stopped, 60 on; the hull's 10 go, the other 50 are wasted.
  Defences thin{10, 30, 10};
  const HitTaken taken = applyHit(thin, kKinetic, 100);
  EXPECT_DOUBLE_EQ(taken.shield, 10);
  EXPECT_DOUBLE_EQ(taken.armour, 30);
  EXPECT_DOUBLE_EQ(taken.hull, 10);
  EXPECT_TRUE(thin.destroyed());
}

TEST(DamageTable, NothingOrNotANumberDoesNothing) {
  for (const double raw : {0.0, -5.0, std::numeric_limits<double>::quiet_NaN()}) {
    Defences d{10, 10, 10};
    const HitTaken taken = applyHit(d, kHeat, raw);
    EXPECT_EQ(taken.shield + taken.armour + taken.hull, 0.0) << raw;
    EXPECT_EQ(d.shield, 10.0);
    EXPECT_EQ(d.armour, 10.0);
    EXPECT_EQ(d.hull, 10.0);
  }
}

}  // namespace
}  // namespace perihelion::combat
