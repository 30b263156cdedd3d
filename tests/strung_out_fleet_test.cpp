// Two rules of the navigation step seen from a tick, each against what the rule before it did:
//  - a fleet sent to a planet aims where the planet will be when its leading ship gets there
//    (fleet/fleet_aim.cpp's aimAtPlanetsAhead): a fleet strung out along its way (ships sent after it
//    from a shipyard) no longer sends its leaders to where the planet will be when the stragglers come;
//  - the step's measure (fleet/step_soundness.h) looks ship by ship where its bound for a group as a
//    whole is over 1: a spread-out fleet flying past a still ship none of its ships comes near is not
//    halved for it, and one flying at it still is.
// Figures from the data (data/ships.json): a frigate is 20 km across in radius, with a push range of 3
// radii (60 km) and a top speed of 70 km/s: 3,920 km in one of a one-hour tick's 64 steps of 56.25 s.
#include <gtest/gtest.h>

#include <vector>

#include <glm/geometric.hpp>

#include "combat_battle.h"

namespace perihelion::combat_test {
namespace {

constexpr double kKm = 1000.0;

/// Whether every ship of the fleet is in a well.
bool inWell(const Battle& b, fleet::FleetId fleet) {
  const fleet::Ships& s = b.state.fleets.ships;
  bool any = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!(s.fleet[i] == fleet)) continue;
    any = true;
    if (s.mode[i] != fleet::ShipMode::InWell) return false;
  }
  return any;
}

TEST(StrungOutFleet, ItsLeadersGoStraightIntoTheWell) {
  // One fleet sent to Mars: four frigates 3 million km from it, four more 40 million km further back, on
  // the line from Mars (as a shipyard's later ships follow a fleet). The leaders need 43,000 s at top
  // speed; aimed from the fleet's centre (23 million km out, 3.8 days off), they went for where Mars
  // would be days later, and after 20 hours were still half a million km from it.
  Battle b(3600.0);
  const world::BodyId mars = b.body("Mars");
  const glm::dvec3 out = glm::normalize(glm::dvec3(0.3, 1.0, 0.0));
  std::vector<glm::dvec3> at;
  for (int k = 0; k < 4; ++k) at.push_back(b.planetNow(mars) + out * (3.0e6 * kKm) + glm::dvec3(0.0, 0.0, 500.0 * kKm * k));
  for (int k = 0; k < 4; ++k) at.push_back(b.planetNow(mars) + out * (43.0e6 * kKm) + glm::dvec3(0.0, 0.0, 500.0 * kKm * k));
  const fleet::FleetId fleet = b.addFleet(world::kNobody, "Frigate", at, -out);
  b.state.fleets.order(fleet, fleet::Order::goTo(mars));
  // 20 hours: time for the leaders (12 hours at top speed, and their turn and speeding up), not for
  // the stragglers.
  for (int hour = 0; hour < 20; ++hour) b.run();
  const fleet::Ships& s = b.state.fleets.ships;
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(s.mode[i], fleet::ShipMode::InWell) << "leader " << i << " is "
                                                   << glm::length(s.position[i] - b.planetNow(mars)) / kKm
                                                   << " km from Mars";
  }
  for (std::size_t i = 4; i < 8; ++i) EXPECT_EQ(s.mode[i], fleet::ShipMode::Moving) << "straggler " << i;
  // The stragglers get there too (40 million km, Mars running ahead of them at 24 km/s; 12 days given).
  for (int hour = 0; hour < 12 * 24 && !inWell(b, fleet); ++hour) b.run();
  for (std::size_t i = 4; i < 8; ++i) {
    EXPECT_EQ(s.mode[i], fleet::ShipMode::InWell) << "straggler " << i << " is "
                                                   << glm::length(s.position[i] - b.planetNow(mars)) / kKm
                                                   << " km from Mars, at " << s.speed[i] / kKm << " km/s";
  }
}

/// A still frigate in open space (nowhere near a planet), and a fleet of two frigates `apartKm` apart
/// across their way, 100,000 km short of it, sent past it at top speed: the still one lies midway between
/// their paths, `offsetKm` off the midline towards the first. Returns the navigation steps of the tick in
/// which they pass it, and checks that no two ships overlapped.
int stepsPassingAStillShip(double apartKm, double offsetKm) {
  Battle b(3600.0);
  const glm::dvec3 place = b.planetNow(b.body("Earth")) * 1.25 + glm::dvec3(0.0, 0.0, 2.0e7 * kKm);
  b.addFleet(world::kNobody, "Frigate", {place}, {1.0, 0.0, 0.0});
  const glm::dvec3 start = place + glm::dvec3(-100'000.0 * kKm, 0.0, -offsetKm * kKm);
  const glm::dvec3 across(0.0, 0.0, 0.5 * apartKm * kKm);
  const fleet::FleetId fleet = b.addFleet(world::kNobody, "Frigate", {start - across, start + across}, {1.0, 0.0, 0.0});
  // A point so far ahead that the two paths stay parallel past the still ship (within 2 km).
  b.state.fleets.order(fleet, fleet::Order::moveTo(place + glm::dvec3(1.0e9 * kKm, 0.0, -offsetKm * kKm)));
  // At top speed after 140 s; past the still ship within the hour (100,000 km at 70 km/s: 1,430 s).
  const sim::TickReport r = b.run();
  const fleet::Ships& s = b.state.fleets.ships;
  EXPECT_GT(s.position[1].x, place.x) << "the fleet has not passed the still ship yet";
  for (std::size_t i = 0; i < s.size(); ++i) {
    for (std::size_t j = i + 1; j < s.size(); ++j) EXPECT_GT(glm::length(s.position[i] - s.position[j]), 40.0 * kKm);
  }
  EXPECT_LE(r.stepOverPushRange, 1.0);
  return r.navigationSteps;
}

TEST(StepMeasure, AFleetIsHalvedOnlyForWhatItsShipsComeNear) {
  // 20,000 km apart, each 10,000 km from the still ship: nothing within reach (a pair's reach is 160 km),
  // though the still ship lies in the middle of the ball that bounds the fleet. No step is halved.
  EXPECT_EQ(stepsPassingAStillShip(20'000.0, 0.0), 64);
  // The first frigate's path runs 50 km from the still ship: within reach, 3,920 km a step against a
  // push range of 60 km, so the steps that bring it near are halved (the measure holds: at most 1).
  EXPECT_GT(stepsPassingAStillShip(20'000.0, 10'000.0 - 50.0), 64);
}

}  // namespace
}  // namespace perihelion::combat_test
