// Guns over a tick (game/combat/fire.h): how many shots a reload allows, how many of them hit, and
// whether and how surely a gun bears on its target (range, arc, a common well, tracking, projectiles
// dodged). Expected figures are worked out by hand from the rules in fire.h's comments.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "combat/fire.h"

namespace perihelion::combat {
namespace {

constexpr double kDegree = std::numbers::pi / 180.0;

// --- shotsIn ---------------------------------------------------------------------------------------

TEST(ShotsIn, AReadyGunFiresAtOnceThenEveryReload) {
  // Ready (reload 0), a 1 s tick, 2 s a shot: the shot at t = 0, the next due at t = 2, 1 s after
  // the tick's end.
  double reload = 0.0;
  EXPECT_EQ(shotsIn(1.0, 2.0, reload), 1);
  EXPECT_DOUBLE_EQ(reload, 1.0);
  // The next tick ends at t = 2: that shot, then 2 s to wait; the one after fires nothing.
  EXPECT_EQ(shotsIn(1.0, 2.0, reload), 1);
  EXPECT_DOUBLE_EQ(reload, 2.0);
  EXPECT_EQ(shotsIn(1.0, 2.0, reload), 0);
  EXPECT_DOUBLE_EQ(reload, 1.0);
}

TEST(ShotsIn, ALongTickFiresEveryShotThatFallsInIt) {
  // 2.5 s a shot over a 60 s tick, ready: shots at 0, 2.5, ..., 60: 60 / 2.5 + 1 = 25; the next is due
  // at 62.5, 2.5 s after the tick.
  double reload = 0.0;
  EXPECT_EQ(shotsIn(60.0, 2.5, reload), 25);
  EXPECT_DOUBLE_EQ(reload, 2.5);
  // Half-way through a reload (1.5 s left of 6): a 1 s tick leaves 0.5 s and fires nothing; a 10 s tick
  // fires at 1.5 and 7.5 (13.5 is past it) and leaves 13.5 - 10 = 3.5.
  reload = 1.5;
  EXPECT_EQ(shotsIn(1.0, 6.0, reload), 0);
  EXPECT_DOUBLE_EQ(reload, 0.5);
  reload = 1.5;
  EXPECT_EQ(shotsIn(10.0, 6.0, reload), 2);
  EXPECT_DOUBLE_EQ(reload, 3.5);
}

TEST(ShotsIn, ShortTicksFireWhatOneLongTickFires) {
  // 10 ticks of 1 s against one of 10 s, 2 s a shot from ready: shots at 0, 2, 4, 6, 8, 10 either way,
  // with 2 s left after the last.
  double shortTicks = 0.0, longTick = 0.0;
  std::int64_t fired = 0;
  for (int k = 0; k < 10; ++k) fired += shotsIn(1.0, 2.0, shortTicks);
  EXPECT_EQ(fired, 6);
  EXPECT_EQ(shotsIn(10.0, 2.0, longTick), 6);
  EXPECT_DOUBLE_EQ(shortTicks, 2.0);
  EXPECT_DOUBLE_EQ(longTick, 2.0);
}

// --- hitsOf ----------------------------------------------------------------------------------------

TEST(HitsOf, ASureShareHitsWithEveryShotAndNoneWithNone) {
  for (const std::uint64_t draw : {std::uint64_t{0}, std::uint64_t{12345}, ~std::uint64_t{0}}) {
    EXPECT_EQ(hitsOf(40, 1.0, draw), 40);
    EXPECT_EQ(hitsOf(40, 0.0, draw), 0);
    EXPECT_EQ(hitsOf(8, 0.25, draw), 2);  // 8 * 0.25 = 2 exactly: nothing left to round
  }
}

TEST(HitsOf, TheFractionIsRoundedUpOrDownByTheDraw) {
  // 7 shots at one half: 3.5 expected, so 3 or 4. The draw's top 53 bits as u in [0, 1): u = 0 rounds
  // up (0 < 0.5), u just below 1 rounds down.
  EXPECT_EQ(hitsOf(7, 0.5, 0), 4);
  EXPECT_EQ(hitsOf(7, 0.5, ~std::uint64_t{0}), 3);
}

TEST(HitsOf, OnAverageTheExpectedNumberHits) {
  // One shot at 0.3, 100,000 draws from splitmix64 by tick: the mean is 0.3 with a standard error of
  // sqrt(0.3 * 0.7 / 100000) = 0.00145; 0.006 is four of them. And 7 shots at 0.5 average 3.5, each 3 or 4.
  constexpr int kDraws = 100'000;
  const world::TargetRef shooter{world::TargetRef::Kind::Ship, 7};
  double one = 0.0, seven = 0.0;
  for (int t = 0; t < kDraws; ++t) {
    one += static_cast<double>(hitsOf(1, 0.3, drawFor(42, t, shooter, 0)));
    const std::int64_t h = hitsOf(7, 0.5, drawFor(42, t, shooter, 1));
    ASSERT_TRUE(h == 3 || h == 4) << h;
    seven += static_cast<double>(h);
  }
  EXPECT_NEAR(one / kDraws, 0.3, 0.006);
  EXPECT_NEAR(seven / kDraws, 3.5, 0.007);  // sd 0.5 per draw: standard error 0.0016
}

TEST(DrawFor, DependsOnEveryInputAndNothingElse) {
  const world::TargetRef ship{world::TargetRef::Kind::Ship, 3};
  const world::TargetRef station{world::TargetRef::Kind::Station, 3};
  const std::uint64_t d = drawFor(1, 10, ship, 0);
  EXPECT_EQ(d, drawFor(1, 10, ship, 0));
  EXPECT_NE(d, drawFor(2, 10, ship, 0));
  EXPECT_NE(d, drawFor(1, 11, ship, 0));
  EXPECT_NE(d, drawFor(1, 10, station, 0));
  EXPECT_NE(d, drawFor(1, 10, ship, 1));
}

// --- hitShare --------------------------------------------------------------------------------------

/// A beam with a 1,000 km reach in a 30-degree arc (15 degrees each side), tracking 0.01 rad/s.
WeaponType beam() {
  WeaponType w;
  w.range = 1.0e6;
  w.cosHalfArc = std::cos(15.0 * kDegree);
  w.trackingRate = 0.01;
  return w;
}

/// A ship at `at`, facing +x, at rest, 1 km in radius.
Combatant shipAt(const glm::dvec3& at) {
  Combatant c;
  c.position = at;
  c.radius = 1000.0;
  return c;
}

TEST(HitShare, OutOfRangeOrOutsideTheArcTheGunDoesNotBear) {
  const WeaponType w = beam();
  const Combatant shooter = shipAt({0, 0, 0});
  EXPECT_EQ(hitShare(w, shooter, shipAt({5.0e5, 0, 0})), 1.0);  // 500 km dead ahead, at rest: sure
  EXPECT_LT(hitShare(w, shooter, shipAt({1.5e6, 0, 0})), 0.0);  // 1,500 km: beyond 1,000
  // 500 km away at 20 degrees off the keel: outside the 15 degrees; at 10 degrees: inside.
  const double off20 = 20.0 * kDegree, off10 = 10.0 * kDegree;
  EXPECT_LT(hitShare(w, shooter, shipAt({5.0e5 * std::cos(off20), 5.0e5 * std::sin(off20), 0})), 0.0);
  EXPECT_EQ(hitShare(w, shooter, shipAt({5.0e5 * std::cos(off10), 5.0e5 * std::sin(off10), 0})), 1.0);
  EXPECT_LT(hitShare(w, shooter, shipAt({-5.0e5, 0, 0})), 0.0);  // behind
}

TEST(HitShare, InACommonWellRangeDoesNotLimitButTheArcStill) {
  const WeaponType w = beam();
  Combatant shooter = shipAt({0, 0, 0});
  Combatant far = shipAt({1.5e6, 0, 0});
  shooter.well = far.well = 3;
  EXPECT_EQ(hitShare(w, shooter, far), 1.0);  // 1,500 km, beyond range, but in the same well
  Combatant behind = shipAt({-1.5e6, 0, 0});
  behind.well = 3;
  EXPECT_LT(hitShare(w, shooter, behind), 0.0);
  far.well = 4;  // another planet's well: range counts again
  EXPECT_LT(hitShare(w, shooter, far), 0.0);
  // A station's guns turn all round: behind it is no obstacle.
  shooter.station = true;
  EXPECT_EQ(hitShare(w, shooter, behind), 1.0);
}

TEST(HitShare, ATargetCrossingTwiceAsFastAsTheTurretTracksIsHitHalfTheTime) {
  const WeaponType w = beam();  // tracking 0.01 rad/s
  const Combatant shooter = shipAt({0, 0, 0});
  // 100 km ahead crossing at 2,000 m/s: |v x d| / d^2 = 2000 * 1e5 / 1e10 = 0.02 rad/s, twice the rate.
  Combatant crossing = shipAt({1.0e5, 0, 0});
  crossing.velocity = {0, 2000.0, 0};
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, crossing), 0.5);
  // At 1,000 m/s it crosses at exactly the rate: sure.
  crossing.velocity = {0, 1000.0, 0};
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, crossing), 1.0);
  // Coming straight at the gun at any speed it does not cross at all.
  Combatant closing = shipAt({1.0e5, 0, 0});
  closing.velocity = {-50'000.0, 0, 0};
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, closing), 1.0);
  // Only the relative motion counts: a shooter flying alongside at the same 2,000 m/s sees it still.
  Combatant alongside = shipAt({0, 0, 0});
  alongside.velocity = {0, 2000.0, 0};
  crossing.velocity = {0, 2000.0, 0};
  EXPECT_DOUBLE_EQ(hitShare(w, alongside, crossing), 1.0);
}

TEST(HitShare, AProjectileIsDodgedByTheTargetsRadiusOverItsReachInFlight) {
  WeaponType w = beam();
  w.projectileSpeed = 1.0e5;  // 100 km/s
  w.trackingRate = 1.0e6;     // tracking aside
  const Combatant shooter = shipAt({0, 0, 0});
  // 1,000 km at 100 km/s: 10 s in flight; at 100 m/s^2 the target can be anywhere within
  // 100 * 10^2 / 2 = 5,000 m of the aim point; a 1,000 m ship is hit 1000 / 5000 = 0.2 of the time.
  Combatant target = shipAt({1.0e6, 0, 0});
  target.acceleration = 100.0;
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, target), 0.2);
  // A ship larger than the sphere it can reach cannot get out of the way.
  target.radius = 10'000.0;
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, target), 1.0);
  // A beam arrives at once: nothing to dodge.
  target.radius = 1000.0;
  w.projectileSpeed = 0.0;
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, target), 1.0);
}

TEST(HitShare, TrackingAndDodgingMultiply) {
  WeaponType w = beam();  // tracking 0.01 rad/s
  w.projectileSpeed = 1.0e4;
  const Combatant shooter = shipAt({0, 0, 0});
  // 100 km at 10 km/s: 10 s; 100 m/s^2: a 5,000 m sphere, 0.2. Crossing at 2,000 m/s: 0.5. Both: 0.1.
  Combatant target = shipAt({1.0e5, 0, 0});
  target.acceleration = 100.0;
  target.velocity = {0, 2000.0, 0};
  EXPECT_DOUBLE_EQ(hitShare(w, shooter, target), 0.1);
}

}  // namespace
}  // namespace perihelion::combat
