// Troops taking planets and stations destroyed, through sim::tick (sim/capture.h, combat/combat_step.h).
// Ground defences are data/rules.json's (Mercury 150), troopers data/combat.json's (a troop ship carries
// 100). The tests set a fleet's landOn and its go-to order themselves, as the LandTroops command does
// (tests/combat_orders_test.cpp checks the command).
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "combat_battle.h"
#include "sim/capture.h"

namespace perihelion::combat_test {
namespace {

constexpr double kKm = 1000.0;

/// Blue (on the Earth) and Red (on Mars); Mercury is neutral.
class Capture : public ::testing::Test {
 protected:
  void SetUp() override {
    blue = b.addPlayer("blue", "Earth");
    red = b.addPlayer("red", "Mars");
    mercury = b.body("Mercury");
    // Troopers are put 6,000 to 7,000 km out, inside the well (3.2 Mercury radii, 7,807 km).
    ASSERT_GT(b.wellRadius(mercury), 7'500.0 * kKm);
  }
  /// `ships` troop ships sent into Mercury's well `offset` from its centre, to land.
  fleet::FleetId troopers(std::uint32_t ships, const glm::dvec3& offset = {6'000.0 * kKm, 0, 0}) {
    const fleet::FleetId f = b.addFleetInWell(blue, "Troop ship", mercury, offset, ships, 200.0 * kKm);
    b.state.fleets.fleets[f.value].combat.landOn = mercury;
    return f;
  }
  std::int64_t defence() const { return sim::groundDefenceOf(b.state, b.economy, mercury); }

  Battle b;
  world::PlayerId blue, red;
  world::BodyId mercury;
};

TEST_F(Capture, EnoughTroopersTakeANeutralPlanet) {
  const fleet::FleetId f = troopers(2);
  ASSERT_EQ(defence(), 150);
  const sim::TickReport r = b.run();
  // 2 * 100 = 200 troopers against 150: taken at tick 0, the 200 - 150 = 50 left over its new defence.
  ASSERT_EQ(r.landings.size(), 1u);
  ASSERT_EQ(b.state.combat.landings.size(), 1u);
  const sim::Landing& l = b.state.combat.landings[0];
  EXPECT_EQ(l.planet, mercury);
  EXPECT_EQ(l.by, blue);
  EXPECT_EQ(l.from, world::kNobody);
  EXPECT_EQ(l.troopers, 200);
  EXPECT_EQ(l.defence, 150);
  EXPECT_TRUE(l.captured);
  EXPECT_EQ(l.tick, 0);
  EXPECT_EQ(b.state.ownerOf(mercury), blue);
  EXPECT_EQ(defence(), 50);
  // The troop ships went down: gone from the game, but not lost in battle; the order is done.
  EXPECT_EQ(b.shipsOf(blue), 0u);
  EXPECT_EQ(b.state.combat.shipsLost[blue.value], 0);
  EXPECT_FALSE(b.state.fleets.fleets[f.value].combat.landOn);
}

TEST_F(Capture, TooFewTroopersFailAndWeakenTheDefenceByExactlyTheirNumber) {
  troopers(1);
  b.run();
  // 100 against 150: not taken, and 150 - 100 = 50 defenders are left.
  ASSERT_EQ(b.state.combat.landings.size(), 1u);
  EXPECT_FALSE(b.state.combat.landings[0].captured);
  EXPECT_EQ(b.state.combat.landings[0].troopers, 100);
  EXPECT_EQ(b.state.ownerOf(mercury), world::kNobody);
  EXPECT_EQ(defence(), 50);
  EXPECT_EQ(b.shipsOf(blue), 0u);  // the troopers are lost with the landing
  // A second ship a tick later (two game seconds: no game hour for the defence to recover in) meets
  // those 50: 100 > 50 takes the planet, with 100 - 50 = 50 left over.
  troopers(1);
  b.run();
  ASSERT_EQ(b.state.combat.landings.size(), 2u);
  const sim::Landing& second = b.state.combat.landings[1];
  EXPECT_EQ(second.defence, 50);
  EXPECT_TRUE(second.captured);
  EXPECT_EQ(second.tick, 1);
  EXPECT_EQ(b.state.ownerOf(mercury), blue);
  EXPECT_EQ(defence(), 50);
}

TEST_F(Capture, AnArmedEnemyStationInTheWellStopsTheLandingUntilItIsDestroyed) {
  // Red holds Mercury with a Sentry on its inner ring. Blue's 12 frigates come in 2,500 km beyond the
  // Sentry, its troopers on the far side of the planet, where the Sentry (which shoots the nearest)
  // leaves them alone.
  b.state.bodyOwners[mercury.value] = red;
  const world::Station sentry = b.addStation(red, "Sentry", mercury);
  const glm::dvec3 offset = world::stationPose(b.system, sentry, b.state.time).offset;
  const glm::dvec3 out = glm::normalize(offset);
  b.addFleetInWell(blue, "Frigate", mercury, offset + out * (2500.0 * kKm), 12, 100.0 * kKm);
  troopers(2, -out * (7'000.0 * kKm));  // 11,900 km from the Sentry, four times its reach

  std::int64_t destroyedAt = -1;
  for (int k = 0; k < 300 && destroyedAt < 0; ++k) {
    const sim::TickReport r = b.run();
    if (b.state.stations.empty()) {
      destroyedAt = b.state.tick - 1;
    } else {
      ASSERT_TRUE(r.landings.empty()) << "landed at tick " << k << " past an armed station";
    }
  }
  ASSERT_GE(destroyedAt, 1) << "the Sentry should stand a few ticks against 12 frigates";
  EXPECT_EQ(b.state.combat.stationsLost[red.value], 1);
  // The landing went in the tick the Sentry fell, with both troop ships: 200 against Mercury's full 150.
  ASSERT_EQ(b.state.combat.landings.size(), 1u);
  const sim::Landing& l = b.state.combat.landings[0];
  EXPECT_EQ(l.tick, destroyedAt);
  EXPECT_EQ(l.from, red);
  EXPECT_EQ(l.troopers, 200);
  EXPECT_TRUE(l.captured);
  EXPECT_EQ(b.state.ownerOf(mercury), blue);
}

/// The same two players, for stations.
using Stations = Capture;

TEST_F(Stations, AnEnemyStationDestroyedLeavesTheGameAndItsShipyardWithIt) {
  // Red's shipyard on Mars' outer ring, and a depot of Red's at Jupiter that no one attacks.
  const world::BodyId mars = b.body("Mars"), jupiter = b.body("Jupiter");
  const auto station = [&](const char* type, world::BodyId planet) {
    return b.addStation(red, type, planet, static_cast<std::uint32_t>(b.system.body(planet).well->rings.size() - 1));
  };
  const world::Station yard = station("Shipyard", mars);
  const world::Station depot = station("Depot", jupiter);
  b.state.shipyards.push_back({yard.id, {}, sim::kNoFleet, {}, 0});
  // Ten frigates 3,000 km inside the yard's ring (a shipyard falls to two, data/combat.json).
  const glm::dvec3 offset = world::stationPose(b.system, yard, b.state.time).offset;
  b.addFleetInWell(blue, "Frigate", mars, offset - glm::normalize(offset) * (3000.0 * kKm), 10, 100.0 * kKm);

  std::vector<combat::Loss> stationLosses;
  for (int k = 0; k < 300 && b.state.stations.size() == 2; ++k) {
    for (const combat::Loss& loss : b.run().fight.losses) {
      if (loss.what.kind == world::TargetRef::Kind::Station) stationLosses.push_back(loss);
    }
  }
  ASSERT_EQ(b.state.stations.size(), 1u) << "the shipyard stood 300 ticks against ten frigates";
  EXPECT_EQ(b.state.stations[0].id, depot.id);
  EXPECT_EQ(b.state.station(yard.id), nullptr);
  EXPECT_EQ(b.state.shipyard(yard.id), nullptr);
  EXPECT_TRUE(b.state.shipyards.empty());
  ASSERT_EQ(stationLosses.size(), 1u);
  EXPECT_EQ(stationLosses[0].what.id, yard.id.value);
  EXPECT_EQ(stationLosses[0].owner, red);
  EXPECT_EQ(stationLosses[0].by, blue);
  EXPECT_EQ(b.state.combat.stationsLost[red.value], 1);
  EXPECT_EQ(b.state.combat.stationsLost[blue.value], 0);
}

}  // namespace
}  // namespace perihelion::combat_test
