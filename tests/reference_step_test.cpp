// The fast navigation step (fleet/fleet_step.h) against the rule written plainly
// (fleet/reference_step.h), the oracle. They are not meant to agree to the bit: the fast step feels
// its neighbours in float and sums their pushes in 2^-24ths, turns by a Taylor series and skips work
// it can prove changes nothing. So from one state, one step of each must agree to within what those
// roundings can do; and over whole runs (fleets crossing among asteroids, a fleet entering a planet's
// well past its stations, a crowd gathering at a point) both must get every ship where it was sent,
// in the same mode, overlapping no obstacle on the way, and end close together.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "fleet/fleet_state.h"
#include "fleet/fleet_step.h"
#include "fleet/navigation_world.h"
#include "fleet/reference_step.h"
#include "fleet/scatter.h"
#include "orbit_test_support.h"
#include "world/station.h"

namespace {

using namespace perihelion;
using namespace perihelion::fleet;

/// The world some fleets fly in, and the fleets at the start: the default solar system and ship types,
/// and the stations and fixed obstacles a setting adds.
struct Setting {
  std::string name;
  world::SolarSystem system = test::loadDefaultSystem();
  ShipCatalogue types = data::loadShipTypesFile(std::string(PERIHELION_DATA_DIR) + "/ships.json").value.value();
  world::StationCatalogue stationTypes;
  std::vector<world::Station> stations;
  std::vector<Obstacle> obstacles;
  Fleets start;
  double startTime = 8.0e8;  ///< TT seconds since J2000.0
  double dt = 0.25;          ///< s: shorter than every ship's longest sound step (fleet_step.h)
  int steps = 0;             ///< enough for every ship to arrive, with room to spare

  NavigationWorld at(double time) const { return {system, types, stationTypes, stations, obstacles, time}; }
  double timeAfter(int step) const { return startTime + step * dt; }
};

/// Adds a fleet of `count` ships of `type` scattered in a sphere (centre, spread), facing +x, sent to
/// `order`.
void addFleet(Setting& s, const char* typeName, std::uint32_t count, const glm::dvec3& centre, double spread,
              std::uint64_t seed, const Order& order) {
  const ShipType& type = *s.types.find(typeName);
  const FleetId id = s.start.addFleet(typeName);
  for (const glm::dvec3& p : scatterInSphere(centre, spread, count, seed, 2.2 * type.radius)) {
    s.start.ships.add(type.id, id, p, {1.0, 0.0, 0.0});
  }
  s.start.order(id, order);
}

Order moveTo(const glm::dvec3& point) {
  Order order;
  order.kind = Order::Kind::MoveTo;
  order.point = point;
  return order;
}

/// 60 scouts and 40 frigates, 2,500 km apart near 2.5 au, each fleet sent to where the other starts
/// (300 km to one side), through a dozen asteroids between them.
Setting crossingAmongAsteroids() {
  Setting s;
  s.name = "crossing";
  const glm::dvec3 c{0.0, 2.5 * astro::kAuMetres, 0.0}, across{2.5e6, 0.0, 0.0}, aside{0.0, 3e5, 0.0};
  addFleet(s, "Scout", 60, c, 5e5, 1, moveTo(c + across));
  addFleet(s, "Frigate", 40, c + across + aside, 5e5, 2, moveTo(c + aside));
  for (const glm::dvec3& p : scatterInSphere(c + 0.5 * across + 0.5 * aside, 6e5, 12, 3, 3e5)) s.obstacles.push_back({p, 6e4});
  s.steps = 1200;
  return s;
}

/// 24 frigates sent to the Earth from 8,000 km outside its well, ahead of it on its orbit, past eight
/// stations of 300 km on the well's outer ring.
Setting enteringTheEarthsWell() {
  Setting s;
  s.name = "well";
  s.dt = 0.5;
  const world::Body& earth = *s.system.find("Earth");
  const double wellRadius = earth.well->rings.back().radius;
  const auto earthAt = [&](double t) { return s.system.positionOf(earth, astro::julianDateOfSeconds(t)); };
  const glm::dvec3 ahead = glm::normalize(earthAt(s.startTime + 1.0) - earthAt(s.startTime - 1.0));
  Order goTo;
  goTo.kind = Order::Kind::GoTo;
  goTo.body = earth.id;
  addFleet(s, "Frigate", 24, earthAt(s.startTime) + ahead * (wellRadius + 8e6), 8e5, 4, goTo);
  s.stationTypes.types.push_back({world::StationTypeId{0}, "Dock", well::SizeClass::Large, 3e5, ""});
  for (std::uint32_t k = 0; k < 8; ++k) {
    const well::RingPosition on{static_cast<std::uint32_t>(earth.well->rings.size() - 1), k * 0.25 * M_PI, s.startTime};
    s.stations.push_back({world::StationId{k + 1}, world::StationTypeId{0}, earth.id, on});
  }
  s.steps = 1200;
  return s;
}

/// 80 scouts sent 1,500 km to a point, where they gather: the first arrive, the rest stop among them.
Setting crowdAtAPoint() {
  Setting s;
  s.name = "crowd";
  const glm::dvec3 c{1.2 * astro::kAuMetres, -0.4 * astro::kAuMetres, 1e9};
  addFleet(s, "Scout", 80, c, 3e5, 5, moveTo(c + glm::dvec3(9e5, 1.2e6, 0.0)));
  s.steps = 1200;
  return s;
}

/// Which step a run takes.
enum class Stepper { Fast, Reference };

void stepOnce(const Setting& s, Fleets& fleets, int k, Stepper stepper, StepScratch& scratch) {
  const NavigationWorld world = s.at(s.timeAfter(k));
  if (stepper == Stepper::Fast) {
    stepFleets(world, fleets, s.dt, k, scratch);
  } else {
    referenceStepFleets(world, fleets, s.dt, k);
  }
}

/// Every obstacle at a time: the Sun, the planets, the stations and the fixed obstacles.
std::vector<Obstacle> obstaclesAt(const Setting& s, double time) {
  std::vector<Obstacle> all(s.obstacles);
  for (const world::Body& b : s.system.bodies) {
    all.push_back({s.system.positionOf(b, astro::julianDateOfSeconds(time)), b.radius});
  }
  for (const world::Station& st : s.stations) {
    all.push_back({world::stationPose(s.system, st, time).position, s.stationTypes.type(st.type).radius});
  }
  return all;
}

/// The smallest clearance (m) between a ship's surface and an obstacle's: negative on an overlap.
double clearance(const Setting& s, const Fleets& fleets, double time) {
  double least = 1e300;
  for (const Obstacle& o : obstaclesAt(s, time)) {
    for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
      const double r = s.types.type(fleets.ships.type[i]).radius;
      least = std::min(least, glm::length(fleets.ships.position[i] - o.centre) - o.radius - r);
    }
  }
  return least;
}

bool allArrived(const Fleets& fleets) {
  return std::all_of(fleets.ships.mode.begin(), fleets.ships.mode.end(), hasArrived);
}

/// The largest differences between the ships of two fleets after the same steps: position (m),
/// heading (rad) and speed (m/s), and of them the largest as a part of the ship's step (speed dt).
struct Differences {
  double position = 0.0, heading = 0.0, speed = 0.0;
};

Differences differencesBetween(const Fleets& one, const Fleets& other) {
  Differences d;
  for (std::size_t i = 0; i < one.ships.size(); ++i) {
    d.position = std::max(d.position, glm::length(one.ships.position[i] - other.ships.position[i]));
    const glm::dvec3 h = one.ships.heading[i], g = other.ships.heading[i];
    d.heading = std::max(d.heading, std::atan2(glm::length(glm::cross(h, g)), glm::dot(h, g)));
    d.speed = std::max(d.speed, std::fabs(one.ships.speed[i] - other.ships.speed[i]));
  }
  return d;
}

/// Fails the test on a ship in another mode (or well) or a fleet arrived at another tick.
void expectSameModes(const Fleets& one, const Fleets& other) {
  for (std::size_t i = 0; i < one.ships.size(); ++i) {
    ASSERT_EQ(one.ships.mode[i], other.ships.mode[i]) << "ship " << i;
    if (one.ships.mode[i] == ShipMode::InWell) {
      EXPECT_EQ(one.ships.wellPlanet[i], other.ships.wellPlanet[i]) << "ship " << i;
    }
  }
  for (std::size_t k = 0; k < one.fleets.size(); ++k) {
    EXPECT_EQ(one.fleets[k].lastArrivalTick, other.fleets[k].lastArrivalTick) << "fleet " << k;
  }
}

TEST(ReferenceStep, OneStepFromTheSameStateAgrees) {
  for (const Setting& s : {crossingAmongAsteroids(), enteringTheEarthsWell(), crowdAtAPoint()}) {
    Fleets fleets = s.start;
    StepScratch scratch;
    Differences worst;
    int compared = 0;
    for (int k = 0; k < s.steps && !allArrived(fleets); ++k) {
      if (k % 5 == 0) {
        Fleets fast = fleets, reference = fleets;
        StepScratch fresh;
        stepOnce(s, fast, k, Stepper::Fast, fresh);
        stepOnce(s, reference, k, Stepper::Reference, fresh);
        expectSameModes(fast, reference);
        const Differences d = differencesBetween(fast, reference);
        worst.position = std::max(worst.position, d.position);
        worst.heading = std::max(worst.heading, d.heading);
        worst.speed = std::max(worst.speed, d.speed);
        ++compared;
      }
      stepOnce(s, fleets, k, Stepper::Fast, scratch);
    }
    std::printf("%s: %d states, largest differences: position %.3g m, heading %.3g rad, speed %.3g m/s\n",
                s.name.c_str(), compared, worst.position, worst.heading, worst.speed);
  }
}

/// A whole run: the fleets after `steps`, the step after which the last ship arrived, and the least
/// clearance from an obstacle on the way.
struct Outcome {
  Fleets fleets;
  int arrivedAfter = -1;
  double leastClearance = 1e300;
};

Outcome runOf(const Setting& s, Stepper stepper) {
  Outcome run{s.start};
  StepScratch scratch;
  for (int k = 0; k < s.steps; ++k) {
    stepOnce(s, run.fleets, k, stepper, scratch);
    run.leastClearance = std::min(run.leastClearance, clearance(s, run.fleets, s.timeAfter(k + 1)));
    if (run.arrivedAfter < 0 && allArrived(run.fleets)) run.arrivedAfter = k;
  }
  return run;
}

void expectAlike(const Setting& s) {
  const Outcome fast = runOf(s, Stepper::Fast), reference = runOf(s, Stepper::Reference);
  const Differences d = differencesBetween(fast.fleets, reference.fleets);
  std::printf("%s: arrived after %d / %d steps, least clearance %.4g / %.4g m; largest differences: position %.3g m, heading %.3g, speed %.3g\n",
              s.name.c_str(), fast.arrivedAfter, reference.arrivedAfter, fast.leastClearance, reference.leastClearance,
              d.position, d.heading, d.speed);
  EXPECT_TRUE(allArrived(fast.fleets));
  EXPECT_TRUE(allArrived(reference.fleets));
  expectSameModes(fast.fleets, reference.fleets);
  EXPECT_GE(fast.leastClearance, 0.0);
  EXPECT_GE(reference.leastClearance, 0.0);
}

TEST(ReferenceStep, CrossingFleetsAmongAsteroidsArriveAlike) { expectAlike(crossingAmongAsteroids()); }
TEST(ReferenceStep, AFleetEnteringAPlanetsWellArrivesAlike) { expectAlike(enteringTheEarthsWell()); }
TEST(ReferenceStep, ACrowdGatheringAtAPointArrivesAlike) { expectAlike(crowdAtAPoint()); }

}  // namespace
