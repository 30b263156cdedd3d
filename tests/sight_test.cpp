// Fog of war (sim/sight.h): what each player sees, from the shipped sensor ranges (data/ships.json:
// a scout sees 5 million km, a frigate 1 million; data/rules.json: a held planet 3 million), and what
// they remember of what left their sight.
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "combat_battle.h"
#include "sim/sight.h"

namespace perihelion {
namespace {

using combat_test::Battle;

/// A point far from every body: half an au above the ecliptic, over the Sun.
const glm::dvec3 kOpenSpace{0.0, 0.0, 0.5 * astro::kAuMetres};

const sim::Sighting* sightingOf(const Battle& b, world::PlayerId viewer, world::TargetRef what) {
  if (viewer.value >= b.state.sight.size()) return nullptr;
  for (const sim::Sighting& s : b.state.sight[viewer.value].sightings) {
    if (s.what == what) return &s;
  }
  return nullptr;
}
const sim::Sighting* sightingOf(const Battle& b, world::PlayerId viewer, fleet::ShipId ship) {
  return sightingOf(b, viewer, {world::TargetRef::Kind::Ship, ship.value});
}

fleet::ShipId onlyShip(const Battle& b, fleet::FleetId fleet) {
  const fleet::Ships& ships = b.state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == fleet) return ships.id[i];
  }
  return fleet::ShipId{0xffffffffu};
}

void moveShip(Battle& b, fleet::ShipId ship, const glm::dvec3& to) {
  b.state.fleets.ships.position[*b.state.fleets.ships.indexOf(ship)] = to;
}

struct SightTest : ::testing::Test {
  Battle b{1.0};
  world::PlayerId blue = b.addPlayer("blue", "Earth");
  world::PlayerId red = b.addPlayer("red", "Mars");
  const glm::dvec3 x{1.0, 0.0, 0.0};
  fleet::ShipId scout = onlyShip(b, b.addFleet(blue, "Scout", {kOpenSpace}, x));
  // 4.9 and 5.1 million km from the scout: inside and outside its 5 million km.
  fleet::ShipId near = onlyShip(b, b.addFleet(red, "Frigate", {kOpenSpace + glm::dvec3(4.9e9, 0.0, 0.0)}, x));
  fleet::ShipId far = onlyShip(b, b.addFleet(red, "Frigate", {kOpenSpace + glm::dvec3(0.0, 5.1e9, 0.0)}, x));
};

TEST_F(SightTest, AShipSeesEnemiesWithinItsSensorRangeAndNoFurther) {
  b.run();
  const sim::Sighting* seen = sightingOf(b, blue, near);
  ASSERT_NE(seen, nullptr);
  EXPECT_TRUE(sim::seenNow(*seen, b.state.time));
  EXPECT_EQ(seen->owner, red);
  EXPECT_EQ(seen->type, b.shipType("Frigate").value);
  EXPECT_EQ(sightingOf(b, blue, far), nullptr);
  // Red's frigates see a million km: not the scout 4.9 million km off.
  EXPECT_EQ(sightingOf(b, red, scout), nullptr);
}

TEST_F(SightTest, WhatLeavesSightStaysAsAGhostWhereAndWhenItWasLastSeen) {
  b.run();
  const glm::dvec3 lastSeenAt = b.state.fleets.ships.position[*b.state.fleets.ships.indexOf(near)];
  const double lastSeenTime = b.state.time;
  moveShip(b, scout, kOpenSpace - glm::dvec3(1e11, 0.0, 0.0));  // the scout looks elsewhere
  b.run();
  b.run();
  const sim::Sighting* ghost = sightingOf(b, blue, near);
  ASSERT_NE(ghost, nullptr);
  EXPECT_FALSE(sim::seenNow(*ghost, b.state.time));
  EXPECT_EQ(ghost->seenAt, lastSeenTime);
  EXPECT_EQ(ghost->position, lastSeenAt);
}

// The list is kept from tick to tick, in the game's memory for as long as it runs (the soak, issue 22):
// it holds the room its sightings need, not the room for last tick's list and this tick's together.
TEST_F(SightTest, ASightingsListKeepsNoRoomBeyondItsSightings) {
  b.run();
  moveShip(b, scout, kOpenSpace - glm::dvec3(1e11, 0.0, 0.0));  // near becomes a ghost
  b.run();
  moveShip(b, scout, kOpenSpace);  // and is seen again, beside its ghost's record
  b.run();
  const std::vector<sim::Sighting>& list = b.state.sight[blue.value].sightings;
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list.capacity(), list.size());
}

TEST_F(SightTest, AGhostIsForgottenWhenItsPlaceIsSeenEmpty) {
  b.run();
  moveShip(b, scout, kOpenSpace - glm::dvec3(1e11, 0.0, 0.0));
  b.run();
  ASSERT_NE(sightingOf(b, blue, near), nullptr);
  moveShip(b, near, kOpenSpace + glm::dvec3(3e11, 0.0, 0.0));  // the frigate leaves, unseen
  b.run();
  EXPECT_NE(sightingOf(b, blue, near), nullptr) << "nobody looked: the ghost stays";
  moveShip(b, scout, kOpenSpace);  // back to look at the place
  b.run();
  EXPECT_EQ(sightingOf(b, blue, near), nullptr);
}

TEST_F(SightTest, AGhostInAWellIsLookedForInTheWellWhereThePlanetIsNow) {
  b.state.secondsPerTick = 3600.0;  // Mars moves 24,000 km a tick
  b.economy.shipGhostLife = 30.0 * astro::kSecondsPerDay;  // longer than the ten days away
  const world::BodyId mars = b.body("Mars");
  const fleet::ShipId guard = onlyShip(b, b.addFleetInWell(red, "Frigate", mars, glm::dvec3(3e7, 0.0, 0.0), 1, 0.0));
  moveShip(b, scout, b.planetNow(mars) + glm::dvec3(0.0, 0.0, 4e9));
  b.run();
  ASSERT_NE(sightingOf(b, blue, guard), nullptr);
  moveShip(b, scout, kOpenSpace);  // away, for ten days
  for (int k = 0; k < 240; ++k) b.run();
  ASSERT_NE(sightingOf(b, blue, guard), nullptr) << "the ghost stays while nobody looks";
  // The guard leaves unseen; Mars is now 5.8 million km on from where the guard was seen.
  fleet::Ships& ships = b.state.fleets.ships;
  const std::size_t i = *ships.indexOf(guard);
  ships.mode[i] = fleet::ShipMode::Idle;
  ships.position[i] = kOpenSpace + glm::dvec3(0.0, 3e11, 0.0);
  // The scout looks at Mars where it is now, 4 million km off: farther than that from the old spot.
  const glm::dvec3 marsNow = b.planetNow(mars);
  moveShip(b, scout, marsNow + glm::dvec3(0.0, 0.0, 4e9));
  b.run();
  EXPECT_EQ(sightingOf(b, blue, guard), nullptr) << "the well was seen empty";
}

TEST_F(SightTest, AShipsGhostFadesAfterTheShippedShipGhostHoursAStationsStays) {
  // data/rules.json: a ship's ghost lasts 240 game hours. A red station on Mars, seen after the frigate.
  b.state.secondsPerTick = 600.0;
  const world::BodyId mars = b.body("Mars");
  const world::Station post = b.addStation(red, "Satellite", mars);
  b.run();
  const double seen = b.state.time;
  ASSERT_NE(sightingOf(b, blue, near), nullptr);
  moveShip(b, scout, b.planetNow(mars) + glm::dvec3(0.0, 0.0, 4e9));  // the scout goes to look at Mars
  b.run();
  const world::TargetRef postRef{world::TargetRef::Kind::Station, post.id.value};
  ASSERT_NE(sightingOf(b, blue, postRef), nullptr);
  moveShip(b, scout, kOpenSpace - glm::dvec3(1e11, 0.0, 0.0));  // looks at neither place again
  while (b.state.time + b.state.secondsPerTick <= seen + 240.0 * astro::kSecondsPerHour) b.run();
  EXPECT_NE(sightingOf(b, blue, near), nullptr) << "ten days since it was seen: remembered";
  b.run();
  EXPECT_EQ(sightingOf(b, blue, near), nullptr) << "more than ten days: faded";
  b.run();  // the station was seen a tick after the frigate: now it too is more than ten days old
  EXPECT_NE(sightingOf(b, blue, postRef), nullptr) << "a station's ghost stays until its place is looked at";
}

TEST_F(SightTest, AShipGhostLifeOfZeroForgetsAShipAsItLeavesSight) {
  b.economy.shipGhostLife = 0.0;
  b.run();
  ASSERT_NE(sightingOf(b, blue, near), nullptr);
  moveShip(b, scout, kOpenSpace - glm::dvec3(1e11, 0.0, 0.0));
  b.run();
  EXPECT_EQ(sightingOf(b, blue, near), nullptr);
}

TEST_F(SightTest, AHeldPlanetSeesAboutItAndScoutsLearnWhoHoldsAPlanet) {
  // A red frigate 2.5 million km from the Earth, inside Blue's planet's 3 million km.
  const glm::dvec3 earth = b.planetNow(b.body("Earth"));
  const fleet::ShipId raider = onlyShip(b, b.addFleet(red, "Frigate", {earth + glm::dvec3(0.0, 0.0, 2.5e9)}, x));
  const fleet::ShipId beyond = onlyShip(b, b.addFleet(red, "Frigate", {earth + glm::dvec3(0.0, 0.0, 3.5e9)}, x));
  b.run();
  EXPECT_NE(sightingOf(b, blue, raider), nullptr);
  EXPECT_EQ(sightingOf(b, blue, beyond), nullptr);
  const world::BodyId mars = b.body("Mars");
  EXPECT_FALSE(b.state.sight[blue.value].bodies[mars.value].everSeen()) << "nothing of Blue's is near Mars";
  moveShip(b, scout, b.planetNow(mars) + glm::dvec3(0.0, 0.0, 4e9));
  b.run();
  const sim::BodyIntel& intel = b.state.sight[blue.value].bodies[mars.value];
  EXPECT_EQ(intel.seenAt, b.state.time);
  EXPECT_EQ(intel.owner, red);
}

TEST_F(SightTest, AStationSeesOnlyOnceBuilt) {
  const world::BodyId earth = b.body("Earth");
  b.addStation(blue, "Satellite", earth);
  b.state.stations.back().buildSecondsLeft = 1e6;
  // 15 million km from the Earth: beyond the planet's 3 million, within the satellite's 20 million.
  const fleet::ShipId watched =
      onlyShip(b, b.addFleet(red, "Frigate", {b.planetNow(earth) + glm::dvec3(0.0, 0.0, 1.5e10)}, x));
  b.run();
  EXPECT_EQ(sightingOf(b, blue, watched), nullptr) << "a station under construction sees nothing";
  b.state.stations.back().buildSecondsLeft = 0.0;
  b.run();
  EXPECT_NE(sightingOf(b, blue, watched), nullptr);
}

}  // namespace
}  // namespace perihelion
