// Fleets ride the rings of a well (fleet/ring_place.h): a fleet sent to a planet takes a place on the ring
// its size class fits, goes round with that ring as stations do, and an order out releases it.
//
// Figures worked out here from the data, never read back from the code under test: the Earth's rings at
// 2, 3.2, 5.12 and 8.192 of its 6,371 km radius, the inner one turning in 14,314.218 s (a circular orbit
// at 12,742 km round GM 398,600 km^3/s^2, NASA's fact sheet).
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "combat_battle.h"
#include "fleet/ring_place.h"
#include "render/fleet_view.h"
#include "render/well_view.h"

namespace perihelion::combat_test {
namespace {

constexpr double kKm = 1000.0;
constexpr double kEarthRadiusKm = 6371.0;
constexpr double kEarthInnerPeriod = 14314.218;  // s

/// Blue (on the Earth), a fleet of `type` 60,000 km out from the Earth (beyond its outermost ring,
/// 52,191 km) sent to it, run until every ship is in the well (or 20,000 one-second ticks).
struct SentToEarth {
  Battle b;
  world::BodyId earth;
  fleet::FleetId fleet;

  SentToEarth(const char* type, std::uint32_t ships) {
    const world::PlayerId blue = b.addPlayer("blue", "Earth");
    earth = b.body("Earth");
    std::vector<glm::dvec3> at;
    for (std::uint32_t k = 0; k < ships; ++k) {
      at.push_back(b.planetNow(earth) + glm::dvec3(60'000.0 * kKm, 150.0 * kKm * k, 0.0));
    }
    fleet = b.addFleet(blue, type, at, {-1.0, 0.0, 0.0});
    b.state.fleets.order(fleet, fleet::Order::goTo(earth));
    for (int k = 0; k < 20'000 && !allInWell(); ++k) b.run();
  }

  bool allInWell() const {
    const fleet::Ships& s = b.state.fleets.ships;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s.mode[i] != fleet::ShipMode::InWell) return false;
    }
    return true;
  }
  const fleet::Ships& ships() const { return b.state.fleets.ships; }
  double kmFromEarth(std::size_t i) const { return glm::length(ships().position[i] - b.planetNow(earth)) / kKm; }
  const well::GravityWell& well() const { return *b.system.body(earth).well; }
};

TEST(RingRide, AFleetSentToAPlanetTakesAPlaceOnTheInnermostRingItsClassFits) {
  // Frigates are small (data/ships.json): the inner ring, 12,742 km out, which takes small only.
  SentToEarth frigates("Frigate", 6);
  ASSERT_TRUE(frigates.allInWell());
  for (std::size_t i = 0; i < frigates.ships().size(); ++i) {
    EXPECT_EQ(frigates.ships().wellRing[i], 0u) << i;
    // On the ring, within the fleet's room of it (3 radii times the cube root of 6: 109 km) and a step.
    EXPECT_NEAR(frigates.kmFromEarth(i), 2.0 * kEarthRadiusKm, 300.0) << i;
  }
  // Battleships are large: the innermost ring that takes large is the third (5.12 radii, 32,620 km).
  SentToEarth battleships("Battleship", 3);
  ASSERT_TRUE(battleships.allInWell());
  for (std::size_t i = 0; i < battleships.ships().size(); ++i) {
    EXPECT_EQ(battleships.ships().wellRing[i], 2u) << i;
    EXPECT_NEAR(battleships.kmFromEarth(i), 5.12 * kEarthRadiusKm, 500.0) << i;
  }
}

TEST(RingRide, EveryClassArrivesOnItsRingAtEveryPlanetHoweverFastTheRingTurns) {
  // Jupiter's inner ring runs at 30 km/s, half a battleship's top speed: ships must close on a place that
  // runs ahead of them. Each fleet starts at 1.3 times the outermost ring's radius, in 10 s ticks.
  for (const char* planetName : {"Mercury", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"}) {
    for (const auto& [type, count] : {std::pair{"Frigate", 12u}, {"Troop ship", 4u}, {"Battleship", 3u}}) {
      SCOPED_TRACE(std::string(type) + " to " + planetName);
      Battle b(10.0);
      const world::PlayerId blue = b.addPlayer("blue", "Earth");
      const world::BodyId planet = b.body(planetName);
      const well::GravityWell& well = *b.system.body(planet).well;
      std::vector<glm::dvec3> at;
      for (std::uint32_t k = 0; k < count; ++k) {
        at.push_back(b.planetNow(planet) + glm::dvec3(1.3 * well.rings.back().radius, 300.0 * kKm * k, 0.0));
      }
      const fleet::FleetId f = b.addFleet(blue, type, at, {-1.0, 0.0, 0.0});
      b.state.fleets.order(f, fleet::Order::goTo(planet));
      const fleet::Ships& ships = b.state.fleets.ships;
      const auto allIn = [&] {
        for (std::size_t i = 0; i < ships.size(); ++i) {
          if (ships.mode[i] != fleet::ShipMode::InWell) return false;
        }
        return true;
      };
      int ticks = 0;
      for (; ticks < 20'000 && !allIn(); ++ticks) b.run();
      ASSERT_TRUE(allIn()) << "after " << ticks << " ticks";
      const well::SizeClass size = b.shipTypes.type(b.shipType(type)).sizeClass;
      for (std::size_t i = 0; i < ships.size(); ++i) {
        const std::uint32_t ring = ships.wellRing[i];
        ASSERT_LT(ring, well.rings.size());
        // The innermost ring that takes the class (data/solar_system.json's defaults), on it to a few rooms.
        EXPECT_TRUE(well.rings[ring].accepts.contains(size)) << ring;
        for (std::uint32_t k = 0; k < ring; ++k) EXPECT_FALSE(well.rings[k].accepts.contains(size)) << k;
        EXPECT_NEAR(glm::length(ships.wellOffset[i]), well.rings[ring].radius, 1000.0 * kKm) << i;
      }
    }
  }
}

TEST(RingRide, ShipsOnARingGoRoundWithItAndKeepTheirPlacesAmongThemselves) {
  SentToEarth s("Frigate", 6);
  ASSERT_TRUE(s.allInWell());
  const fleet::Ships before = s.ships();
  // A twelfth of the inner ring's period later, in one-second ticks: each ship has turned 30 degrees
  // about the ring's normal, at the same distance from the planet, and no two have moved apart.
  const int ticks = static_cast<int>(std::lround(kEarthInnerPeriod / 12.0));
  for (int k = 0; k < ticks; ++k) s.b.run();
  const glm::dvec3 normal = s.well().normal();
  const auto inPlane = [&](const glm::dvec3& v) { return v - normal * glm::dot(v, normal); };
  for (std::size_t i = 0; i < before.size(); ++i) {
    const glm::dvec3 a = inPlane(before.wellOffset[i]), b = inPlane(s.ships().wellOffset[i]);
    const double turned = std::atan2(glm::dot(glm::cross(a, b), normal), glm::dot(a, b));
    EXPECT_NEAR(turned, 2.0 * 3.14159265358979 / 12.0 * (ticks / (kEarthInnerPeriod / 12.0)), 1e-4) << i;
    EXPECT_NEAR(glm::length(s.ships().wellOffset[i]), glm::length(before.wellOffset[i]), 1.0) << i;
    for (std::size_t j = i + 1; j < before.size(); ++j) {
      EXPECT_NEAR(glm::length(s.ships().wellOffset[i] - s.ships().wellOffset[j]),
                  glm::length(before.wellOffset[i] - before.wellOffset[j]), 1.0) << i << ", " << j;
    }
  }
}

TEST(RingRide, AFleetSentToAPointInsideAWellRidesTheRingNearestItThatFitsIt) {
  // Frigates (small) sent to a point 4.5 Earth radii out, between the second ring (3.2, small and
  // medium) and the third (5.12, which takes no small ship): the second ring, at the point's phase.
  Battle b;
  const world::PlayerId blue = b.addPlayer("blue", "Earth");
  const world::BodyId earth = b.body("Earth");
  const well::GravityWell& well = *b.system.body(earth).well;
  const fleet::FleetId fleet =
      b.addFleet(blue, "Frigate", {b.planetNow(earth) + glm::dvec3(80'000.0 * kKm, 0.0, 0.0)}, {-1.0, 0.0, 0.0});
  const glm::dvec3 offset = well.offsetOnRing(1, 2.5) * (4.5 / 3.2);  // in the ring plane, at phase 2.5
  const sim::Command go = sim::OrderFleets{{fleet}, fleet::Order::moveTo(b.planetNow(earth) + offset), blue};
  ASSERT_TRUE(sim::tick(b.state, b.rules(), std::span<const sim::Command>(&go, 1), b.scratch).refusals.empty());
  const fleet::Order& order = b.state.fleets.fleets[fleet.value].order;
  ASSERT_EQ(order.kind, fleet::Order::Kind::GoTo);
  EXPECT_EQ(order.body, earth);
  ASSERT_TRUE(order.ringPlace.has_value());
  EXPECT_EQ(order.ringPlace->ring, 1u);
  EXPECT_NEAR(order.ringPlace->phaseAtPlacement, 2.5, 1e-9);
  for (int k = 0; k < 20'000 && b.state.fleets.ships.mode[0] != fleet::ShipMode::InWell; ++k) b.run();
  ASSERT_EQ(b.state.fleets.ships.mode[0], fleet::ShipMode::InWell);
  EXPECT_EQ(b.state.fleets.ships.wellRing[0], 1u);
  EXPECT_NEAR(glm::length(b.state.fleets.ships.wellOffset[0]) / kKm, 3.2 * kEarthRadiusKm, 100.0);
}

TEST(RingRide, AFleetThatTakesInALargerShipTakesAPlaceAfreshOnARingThatFitsIt) {
  // Frigates riding the Earth's inner ring (small only) take in a battleship: all go to the third ring.
  SentToEarth s("Frigate", 4);
  ASSERT_TRUE(s.allInWell());
  const world::PlayerId blue{0};
  const fleet::FleetId big = s.b.addFleet(
      blue, "Battleship", {s.b.planetNow(s.earth) + glm::dvec3(0.0, 60'000.0 * kKm, 0.0)}, {0.0, -1.0, 0.0});
  const sim::Command merge = sim::MergeFleets{s.fleet, {big}, blue};
  ASSERT_TRUE(sim::tick(s.b.state, s.b.rules(), std::span<const sim::Command>(&merge, 1), s.b.scratch).refusals.empty());
  for (int k = 0; k < 20'000 && !s.allInWell(); ++k) s.b.run();
  ASSERT_TRUE(s.allInWell());
  for (std::size_t i = 0; i < s.ships().size(); ++i) EXPECT_EQ(s.ships().wellRing[i], 2u) << i;
}

TEST(RingRide, AnOrderThatNamesARingPlaceIsRefused) {
  // The place is the game's to choose: an order from outside (a recording, the network) cannot set it.
  SentToEarth s("Frigate", 1);
  fleet::Order order = fleet::Order::goTo(s.earth);
  order.ringPlace = well::RingPosition{9, 0.0, 0.0};  // a ring the Earth does not have
  const sim::Command go = sim::OrderFleets{{s.fleet}, order, world::PlayerId{0}};
  const sim::TickReport r = sim::tick(s.b.state, s.b.rules(), std::span<const sim::Command>(&go, 1), s.b.scratch);
  ASSERT_EQ(r.refusals.size(), 1u);
  EXPECT_NE(r.refusals[0].reason.find("place on a ring"), std::string::npos) << r.refusals[0].reason;
  EXPECT_FALSE(fleet::whyFleetsDoNotFit(s.b.system, s.b.shipTypes, s.b.state.fleets));
}

TEST(RingRide, ShipsRidingARingCostOneNavigationStepATickAtTheDefaultRate) {
  // At 7,200 s a tick the inner ring turns half round in one step. Riders do not steer: they are measured
  // as stations are, as things with their own motion, so the step is not halved for them (measured as a
  // group, they took 16 steps a tick here, and the sandbox's frame 45 ms at a year a second).
  SentToEarth s("Frigate", 12);
  ASSERT_TRUE(s.allInWell());
  s.b.state.secondsPerTick = 7200.0;
  for (int k = 0; k < 5; ++k) {
    const sim::TickReport r = s.b.run();
    EXPECT_EQ(r.navigationSteps, 1) << "tick " << k;
    EXPECT_LE(r.stepOverPushRange, 1.0) << "tick " << k;
  }
}

TEST(RingRide, ARiderIsMeasuredAlongItsArcNotTheLineAcrossIt) {
  // At 7,200 s a tick the inner ring turns 181 degrees: the line from a rider's start to its end passes
  // by the Earth, while its arc sweeps a quarter turn on through a ship waiting there. That step is
  // measured as unsound and cut (more than one navigation step), where the line alone found nothing near.
  SentToEarth s("Frigate", 1);
  ASSERT_TRUE(s.allInWell());
  const glm::dvec3 ahead = fleet::ringTurn(s.well(), 0, kEarthInnerPeriod / 4.0)(s.ships().wellOffset[0]);
  const fleet::FleetId waiting =
      s.b.addFleet(world::PlayerId{0}, "Frigate", {s.b.planetNow(s.earth) + ahead}, {1.0, 0.0, 0.0});
  ASSERT_NE(s.b.state.fleets.ships.mode[1], fleet::ShipMode::Moving);
  ASSERT_EQ(s.b.state.fleets.ships.fleet[1], waiting);
  s.b.state.secondsPerTick = 7200.0;
  EXPECT_GT(s.b.run().navigationSteps, 1);
}

TEST(RingRide, TheOutermostRingHoldsStill) {
  const Battle b;
  const well::GravityWell& earth = *b.system.find("Earth")->well;
  const glm::dvec3 offset = earth.offsetOnRing(3, 1.0);
  EXPECT_EQ(fleet::ringTurn(earth, 3, 86'400.0)(offset), offset);
  // ...while the inner one, in the same day, turns 86,400 / 14,314.218 of a turn.
  const glm::dvec3 inner = earth.offsetOnRing(0, 1.0);
  const glm::dvec3 turned = fleet::ringTurn(earth, 0, 86'400.0)(inner);
  const double expected = std::fmod(86'400.0 / kEarthInnerPeriod, 1.0) * 2.0 * 3.14159265358979;
  EXPECT_NEAR(glm::length(turned - earth.offsetOnRing(0, 1.0 + expected)), 0.0, 50.0);  // m, of 12,742 km
}

TEST(RingRide, AnOrderOutOfTheWellReleasesTheShipsFromTheRing) {
  SentToEarth s("Frigate", 6);
  ASSERT_TRUE(s.allInWell());
  const glm::dvec3 away = s.b.planetNow(s.earth) + glm::dvec3(0.0, 2e9, 0.0);
  s.b.state.fleets.order(s.fleet, fleet::Order::moveTo(away));
  for (std::size_t i = 0; i < s.ships().size(); ++i) {
    EXPECT_EQ(s.ships().mode[i], fleet::ShipMode::Moving) << i;
    EXPECT_EQ(s.ships().wellRing[i], fleet::kNoRing) << i;
  }
  for (int k = 0; k < 600; ++k) s.b.run();
  for (std::size_t i = 0; i < s.ships().size(); ++i) EXPECT_GT(s.kmFromEarth(i), 20'000.0) << i;
}

TEST(RingRide, AShipBuiltAtAYardRidesTheYardsRingAndStaysBesideIt) {
  Battle b(60.0);
  const world::PlayerId blue = b.addPlayer("blue", "Earth");
  const world::BodyId earth = b.body("Earth");
  world::Station yard;
  yard.id = world::StationId{b.state.nextStationId++};
  yard.type = b.stationType("Shipyard");
  yard.planet = earth;
  yard.at = {2, 0.5, b.state.time};  // the third ring turns (16.3 h); the outermost would not show it
  yard.owner = blue;
  b.state.stations.push_back(yard);
  b.state.shipyards.push_back({yard.id, {}, sim::kNoFleet, {}, 0});
  b.state.players[blue.value].stock = {100'000, 100'000, 100'000};
  const sim::Command queue = sim::QueueShip{yard.id, b.shipType("Frigate"), blue};
  ASSERT_TRUE(sim::tick(b.state, b.rules(), std::span<const sim::Command>(&queue, 1), b.scratch).refusals.empty());
  for (int k = 0; k < 24 * 60 * 2 && b.state.fleets.ships.size() == 0; ++k) b.run();
  ASSERT_EQ(b.state.fleets.ships.size(), 1u);
  EXPECT_EQ(b.state.fleets.ships.wellRing[0], 2u);
  const auto apart = [&] {
    return glm::length(b.state.fleets.ships.position[0] - world::stationPose(b.system, yard, b.state.time).position);
  };
  const double atLaunch = apart();
  for (int k = 0; k < 6 * 60; ++k) b.run();  // six hours: the ring turns 133 degrees
  EXPECT_NEAR(apart(), atLaunch, 1.0 * kKm);
}

TEST(RingRide, ARiderIsDrawnGoingRoundWithItsRingBetweenTicksAsAStationIs) {
  // A ship in the Earth's well on the inner ring, where a station is, with its offset as at t0; drawn
  // 1,000 s later (the ring turns 25 degrees) it is where the station is drawn then, not where it was.
  Battle b;
  const world::Body& earth = *b.system.find("Earth");
  const double t0 = b.state.time, t = t0 + 1000.0;
  world::Station sat;
  sat.id = world::StationId{1};
  sat.type = b.stationType("Satellite");
  sat.planet = earth.id;
  sat.at = {0, 0.7, t0};
  const std::vector<world::Station> stations{sat};
  fleet::Fleets fleets;
  const fleet::FleetId f = fleets.addFleet("riders");
  fleets.ships.add(b.shipType("Frigate"), f, {0.0, 0.0, 0.0}, {1.0, 0.0, 0.0});
  fleets.ships.mode[0] = fleet::ShipMode::InWell;
  fleets.ships.wellPlanet[0] = earth.id;
  fleets.ships.wellOffset[0] = world::stationPose(b.system, sat, t0).offset;
  fleets.ships.wellRing[0] = 0;
  const glm::dvec3 eye(0.0);
  const render::StationView drawn = render::stationViews(b.system, b.stationTypes, stations, t, eye)[0];
  const glm::dvec3 station = drawn.position;
  const glm::dvec3 rider = render::shipViews(b.system, b.shipTypes, fleets.ships, {}, 1.0, t, eye, t0)[0].position;
  const glm::dvec3 still = render::shipViews(b.system, b.shipTypes, fleets.ships, {}, 1.0, t, eye)[0].position;
  const double drawnRing = glm::length(station - drawn.planetPosition);
  EXPECT_LT(glm::length(rider - station), 1e-6 * drawnRing);
  EXPECT_GT(glm::length(still - station), 0.3 * drawnRing);  // 25 degrees of the ring: a chord of 0.43
}

TEST(RingRide, APlaceOnARingKeepsClearOfTheStationsOnIt) {
  Battle b;
  const world::Body& earth = *b.system.find("Earth");
  world::Station dock;
  dock.id = world::StationId{1};
  dock.type = b.stationType("Depot");  // 500 km
  dock.planet = earth.id;
  dock.at = {1, 2.0, b.state.time};
  b.state.stations.push_back(dock);
  const fleet::NavigationWorld world{b.system, b.shipTypes, b.stationTypes, b.state.stations, {}, b.state.time};
  const double room = 100.0 * kKm;
  // Asked for the station's own phase: moved along the ring until a 100 km ball clears its 500 km.
  const double phase = fleet::clearPhase(world, earth, 1, 2.0, room, b.state.time);
  const double radius = 3.2 * kEarthRadiusKm * kKm;
  const double chord = 2.0 * radius * std::fabs(std::sin(0.5 * (phase - 2.0)));
  EXPECT_GE(chord, 600.0 * kKm);
  EXPECT_LT(chord, 700.0 * kKm);  // the nearest clear place, not any
  // Elsewhere on the ring, and on another ring, a phase is already clear.
  EXPECT_EQ(fleet::clearPhase(world, earth, 1, 3.0, room, b.state.time), 3.0);
  EXPECT_EQ(fleet::clearPhase(world, earth, 0, 2.0, room, b.state.time), 2.0);
}

}  // namespace
}  // namespace perihelion::combat_test
