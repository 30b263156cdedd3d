// The fast navigation step (fleet/fleet_step.h) against the rule written plainly, the oracle
// (fleet/reference_step.h). The two are not meant to agree to the bit: the fast step feels its
// neighbours in float and sums their pushes in 2^-24ths, turns by a Taylor series, and skips work it
// can show changes nothing. So from one state, one step of each must agree to within what those
// roundings can do, in the same modes. And over whole runs (fleets crossing among asteroids, a fleet
// entering a planet's well past its stations, a crowd gathering at a point) both must get every ship
// where it was sent, in the same mode, overlapping no obstacle on the way, and keep close together
// until the ships gather; how a gathering crowd settles is chaotic (README, "Command line"), so there
// both are held to the ball the crowd fills, not each ship to its twin.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "fleet/fleet_aim.h"
#include "fleet/fleet_state.h"
#include "fleet/fleet_step.h"
#include "fleet/navigation_world.h"
#include "fleet/reference_step.h"
#include "fleet/scatter.h"
#include "orbit_test_support.h"
#include "well/ring_position.h"
#include "world/station.h"

namespace {

using namespace perihelion;
using namespace perihelion::fleet;

/// The world some fleets fly in, and the fleets at the start: the default solar system and ship types,
/// and the stations and fixed obstacles a setting adds.
struct Setting {
  const char* name = "";
  world::SolarSystem system = test::loadDefaultSystem();
  ShipCatalogue types = data::loadShipTypesFile(std::string(PERIHELION_DATA_DIR) + "/ships.json").value.value();
  world::StationCatalogue stationTypes;
  std::vector<world::Station> stations;
  std::vector<Obstacle> obstacles;
  Fleets start;
  double startTime = 8.0e8;  ///< TT seconds since J2000.0
  double dt = 0.25;          ///< s: shorter than the ships' longest sound step (fleet_step.h)
  int steps = 0;             ///< twice as many as every ship needs to arrive
  /// m: how far apart the two runs may be until a fleet gathers (see kUntilGathering).
  double untilGathering = 100.0;

  NavigationWorld at(double time) const { return {system, types, stationTypes, stations, obstacles, time}; }
  double timeAfter(int step) const { return startTime + step * dt; }
};

/// Adds a fleet of `count` ships of `typeName` scattered in a sphere (centre, spread), facing +x, and
/// gives it `order`.
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

/// 40 scouts and 16 frigates 2,500 km apart near 2.5 au, each fleet sent to where the other starts
/// (300 km to one side): they pass through each other, and through a dozen asteroids of 60 km between
/// them, at up to 40 km/s.
Setting crossingAmongAsteroids() {
  Setting s;
  s.name = "crossing among asteroids";
  const glm::dvec3 c{0.0, 2.5 * astro::kAuMetres, 0.0}, across{2.5e6, 0.0, 0.0}, aside{0.0, 3e5, 0.0};
  addFleet(s, "Scout", 40, c, 5e5, 1, moveTo(c + across));
  addFleet(s, "Frigate", 16, c + across + aside, 5e5, 2, moveTo(c + aside));
  for (const glm::dvec3& p : scatterInSphere(c + 0.5 * (across + aside), 6e5, 12, 3, 3e5)) {
    s.obstacles.push_back({p, 6e4});
  }
  s.steps = 1200;
  return s;
}

/// 24 troop ships (which keep further apart, and push harder) sent to the Earth from 8,000 km outside
/// its well, beyond one of eight stations of 300 km on the well's outer ring: they intercept the moving
/// planet, pass the stations and gather at their place on its inner ring, which turns.
Setting enteringTheEarthsWell() {
  Setting s;
  s.name = "entering the Earth's well";
  s.dt = 0.5;
  const world::Body& earth = *s.system.find("Earth");
  const auto outer = static_cast<std::uint32_t>(earth.well->rings.size() - 1);
  s.stationTypes.types.push_back({world::StationTypeId{0}, "Dock", well::SizeClass::Large, 3e5, "", {}, 0.0, {}, false});
  for (std::uint32_t k = 0; k < 8; ++k) {
    const well::RingPosition on{outer, k * 0.25 * astro::kPi, s.startTime};
    s.stations.push_back({world::StationId{k + 1}, world::StationTypeId{0}, earth.id, on, world::kNobody, 0.0, {}});
  }
  const glm::dvec3 centre = s.system.positionOf(earth, astro::julianDateOfSeconds(s.startTime));
  const glm::dvec3 out = glm::normalize(world::stationPose(s.system, s.stations[0], s.startTime).position - centre);
  Order goTo;
  goTo.kind = Order::Kind::GoTo;
  goTo.body = earth.id;
  addFleet(s, "Troop ship", 24, centre + out * (earth.well->rings.back().radius + 8e6), 3e5, 4, goTo);
  s.steps = 2600;  // on to the inner ring, 47,000 km further in, where troop ships ride
  return s;
}

/// 60 scouts sent 1,500 km to a point where 30 scouts of their fleet wait, arrived, in a ball of 120 km
/// 150 km short of the point, reaching beyond the ball the whole fleet will fill: the newcomers brake
/// for those in their way, go round them, and stop among them and at the point.
Setting crowdAtAPoint() {
  Setting s;
  s.name = "a crowd at a point";
  const glm::dvec3 c{1.2 * astro::kAuMetres, -0.4 * astro::kAuMetres, 1e9}, way{9e5, 1.2e6, 0.0};
  const glm::dvec3 point = c + way;
  addFleet(s, "Scout", 60, c, 3e5, 5, moveTo(point));
  const ShipType& scout = *s.types.find("Scout");
  for (const glm::dvec3& p : scatterInSphere(point - glm::normalize(way) * 1.5e5, 1.2e5, 30, 6, 4.0 * scout.radius)) {
    s.start.ships.add(scout.id, FleetId{0}, p, {0.0, 1.0, 0.0});
    s.start.ships.mode.back() = ShipMode::Arrived;
  }
  s.steps = 600;
  return s;
}

/// 20 frigates sent from 9,000 km before Mars to 9,000 km beyond it, the planet in their way: they
/// brake for it and slide round it.
Setting roundAPlanet() {
  Setting s;
  s.name = "round a planet";
  s.dt = 0.5;
  const world::Body& mars = *s.system.find("Mars");
  const glm::dvec3 centre = s.system.positionOf(mars, astro::julianDateOfSeconds(s.startTime));
  const glm::dvec3 way = glm::normalize(glm::dvec3(1.0, 0.3, 0.1));
  addFleet(s, "Frigate", 20, centre - 9e6 * way, 3e5, 7, moveTo(centre + 9e6 * way));
  s.steps = 1600;
  s.untilGathering = 1.0e4;  // see kUntilGathering
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

/// The smallest clearance (m) between a ship's surface and an obstacle's (the Sun, a planet, a
/// station, a fixed obstacle) at `time`: negative on an overlap.
double leastClearance(const Setting& s, const Fleets& fleets, double time) {
  std::vector<Obstacle> all(s.obstacles);
  for (const world::Body& b : s.system.bodies) {
    all.push_back({s.system.positionOf(b, astro::julianDateOfSeconds(time)), b.radius});
  }
  for (const world::Station& st : s.stations) {
    all.push_back({world::stationPose(s.system, st, time).position, s.stationTypes.type(st.type).radius});
  }
  double least = 1e300;
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    const double r = s.types.type(fleets.ships.type[i]).radius;
    for (const Obstacle& o : all) {
      least = std::min(least, glm::length(fleets.ships.position[i] - o.centre) - o.radius - r);
    }
  }
  return least;
}

bool allArrived(const Fleets& fleets) {
  return std::all_of(fleets.ships.mode.begin(), fleets.ships.mode.end(), hasArrived);
}

/// How far apart one ship is in two runs: position (m), heading (rad) and speed (m/s).
struct Difference {
  double position = 0.0, heading = 0.0, speed = 0.0;
};

Difference differenceOf(const Fleets& one, const Fleets& other, std::size_t i) {
  const glm::dvec3 h = one.ships.heading[i], g = other.ships.heading[i];
  return {glm::length(one.ships.position[i] - other.ships.position[i]),
          std::atan2(glm::length(glm::cross(h, g)), glm::dot(h, g)),
          std::fabs(one.ships.speed[i] - other.ships.speed[i])};
}

/// Fails the test on a ship in another mode (or another planet's well); and, if `sameTicks`, on a fleet
/// arrived at another tick.
void expectSameModes(const Fleets& one, const Fleets& other, bool sameTicks) {
  for (std::size_t i = 0; i < one.ships.size(); ++i) {
    ASSERT_EQ(one.ships.mode[i], other.ships.mode[i]) << "ship " << i;
    if (one.ships.mode[i] == ShipMode::InWell) {
      EXPECT_EQ(one.ships.wellPlanet[i], other.ships.wellPlanet[i]) << "ship " << i;
    }
  }
  for (std::size_t k = 0; sameTicks && k < one.fleets.size(); ++k) {
    EXPECT_EQ(one.fleets[k].lastArrivalTick, other.fleets[k].lastArrivalTick) << "fleet " << k;
  }
}

/// One step of each from the same state: what the float pushes can change. A push is worked out in
/// float from the pair's offset rounded to float (a part in 2^24), but from the surface distance, the
/// difference of the centres' distance and the radii: near contact its error is a float rounding of
/// the distance, not of itself, and the push's relative error grows to about 2^-24 * distance /
/// surface; at the rule's clamp (0.05 radii) between two scouts that is 2.4e-6 (more for larger
/// ships at the same clamp: the ratio is the same). The wanted heading moves by the pushes' error over
/// the length of the steering sum (at least about 1 while pushes boost the pull), and the turn, the
/// speed (the limit times the cosine of the turn still wanted) and the move follow it. With a few such
/// pushes at once: 1e-5 rad, 1e-5 of the top speed, and 1e-5 of a step at top speed, plus a rounding of
/// a position (6e-5 m at 2.5 au). Measured (the test prints them): at most 4.2e-7 rad, 7e-3 m/s (a
/// part in 1e7 of a scout's top speed) and 3 mm, against 0.2 m allowed for a scout's step.
constexpr double kOneStepHeading = 1e-5;
constexpr double kOneStepSpeed = 1e-5;  ///< of the ship's top speed
constexpr double kOneStepMove = 1e-5;   ///< of the ship's top speed times dt
constexpr double kPositionRounding = 1e-4;  ///< m

TEST(ReferenceStep, OneStepFromTheSameStateAgreesToTheFloatPushes) {
  for (const Setting& s : {crossingAmongAsteroids(), enteringTheEarthsWell(), crowdAtAPoint(), roundAPlanet()}) {
    SCOPED_TRACE(s.name);
    Fleets fleets = s.start;
    StepScratch scratch;
    Difference worst;
    int compared = 0, afterArrival = 0;
    // Every fifth state of a run, through the crossing, the capture and the gathering, every ship but
    // those among a crowd already gathered (within twice its ball): a gathered crowd sits at the parting gap (fleet/contact.h) from several ships at
    // once, equally near to the last bits, and which of them a ship slides along (SteeringSum::heading's
    // nearest pusher) is then decided by rounding, float in one step and double in the other. What the
    // crowd comes to is held below (expectAlike).
    for (int k = 0; k < s.steps && afterArrival < 50; ++k) {
      if (k % 5 == 0) {
        SCOPED_TRACE(testing::Message() << "step " << k);
        Fleets fast = fleets, reference = fleets;
        StepScratch fresh;
        stepOnce(s, fast, k, Stepper::Fast, fresh);
        stepOnce(s, reference, k, Stepper::Reference, fresh);
        expectSameModes(fast, reference, true);
        FleetAims aims;
        aimFleets(s.at(s.timeAfter(k)), fleets, aims);
        for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
          const std::uint32_t f = fleets.ships.fleet[i].value;
          const double fromPoint = glm::length(fleets.ships.position[i] - aims.target[f]);
          if (gathering(aims, f) && gathersHere(aims, f, fromPoint, true)) continue;
          const ShipType& type = s.types.type(fleets.ships.type[i]);
          const Difference d = differenceOf(fast, reference, i);
          EXPECT_LE(d.heading, kOneStepHeading) << "ship " << i;
          EXPECT_LE(d.speed, kOneStepSpeed * type.maxSpeed) << "ship " << i;
          EXPECT_LE(d.position, kOneStepMove * type.maxSpeed * s.dt + kPositionRounding) << "ship " << i;
          worst = {std::max(worst.position, d.position), std::max(worst.heading, d.heading),
                   std::max(worst.speed, d.speed)};
        }
        ++compared;
      }
      stepOnce(s, fleets, k, Stepper::Fast, scratch);
      afterArrival += allArrived(fleets) ? 1 : 0;
    }
    EXPECT_EQ(afterArrival, 50);  // the run got there, and the states compared include those after
    std::printf("  %s, %d states: largest differences %.3g m, %.3g rad, %.3g m/s\n", s.name, compared,
                worst.position, worst.heading, worst.speed);
  }
}

/// Whole runs, each from the start, compared at every step. Until a fleet begins to gather (a ship of
/// it, in either run, comes within its crowd radius of its point: fleet/fleet_aim.h) its ships fly,
/// meet and cross, and the one-step differences add up and are amplified where pushes change fast with
/// distance: measured up to 0.3 m through the crossing and 51 m sliding round a planet (head-on, in
/// its well's frame, where it stands still: fleet/well_frame.h). 100 m is still a hundredth of the
/// smallest ship's radius and a fifth of the closest a push resolves (0.05 radii), while a wrong push,
/// a missing sidestep or wrong braking moves ships by kilometres. A fleet sent to a planet gathers
/// at its place on a ring (fleet/ring_place.h) as one sent to a point does. Sliding round a planet is
/// held to 10 km (Setting::untilGathering): a ship pressed against
/// it is pulled past it (fleet/steering.h's pullPast) from the step it first touches, which the last
/// bits decide, and its path round then differs by kilometres (5.9 km measured) while both runs go
/// round at the same clearance and arrive alike (expectAlike).

/// What a whole run came to: the step after which the last ship had arrived, the least clearance from
/// an obstacle on the way, and the largest difference from the other run while fleets had not begun to
/// gather.
struct Outcome {
  int arrivedAfter = -1;
  double leastClearance = 1e300;
  double largestBeforeGathering = 0.0;
};

/// Which fleets have begun to gather at their points in either run (once begun, for good): a ship
/// that set out has come within the crowd radius.
void markGathering(const Setting& s, const Fleets& one, const Fleets& other, double time,
                   std::vector<bool>& gathering) {
  FleetAims aims;
  aimFleets(s.at(time), one, aims);
  for (const Fleets* fleets : {&one, &other}) {
    for (std::size_t i = 0; i < fleets->ships.size(); ++i) {
      if (s.start.ships.mode[i] != ShipMode::Moving) continue;
      const std::uint32_t k = fleets->ships.fleet[i].value;
      const Order& order = fleets->fleets[k].order;
      // The target, not the order's point: a point in a well's frame goes with its planet.
      const double fromPoint = glm::length(fleets->ships.position[i] - aims.target[k]);
      if (headsForPoint(order) && fromPoint <= aims.crowdRadius[k]) gathering[k] = true;
    }
  }
}

/// Runs both steps from the setting's start, side by side, checking each step; the fast run's outcome
/// and the reference's.
std::pair<Outcome, Outcome> runBoth(const Setting& s, Fleets& fast, Fleets& reference) {
  fast = s.start;
  reference = s.start;
  Outcome fastOutcome, referenceOutcome;
  std::vector<bool> gathering(s.start.fleets.size(), false);
  StepScratch scratch;
  for (int k = 0; k < s.steps; ++k) {
    stepOnce(s, fast, k, Stepper::Fast, scratch);
    stepOnce(s, reference, k, Stepper::Reference, scratch);
    const double end = s.timeAfter(k + 1);
    for (auto [fleets, outcome] : {std::pair{&fast, &fastOutcome}, std::pair{&reference, &referenceOutcome}}) {
      outcome->leastClearance = std::min(outcome->leastClearance, leastClearance(s, *fleets, end));
      if (outcome->arrivedAfter < 0 && allArrived(*fleets)) outcome->arrivedAfter = k;
    }
    markGathering(s, fast, reference, end, gathering);
    for (std::size_t i = 0; i < fast.ships.size(); ++i) {
      if (gathering[fast.ships.fleet[i].value]) continue;
      const double apart = differenceOf(fast, reference, i).position;
      EXPECT_LE(apart, s.untilGathering) << "ship " << i << " after step " << k;
      fastOutcome.largestBeforeGathering = std::max(fastOutcome.largestBeforeGathering, apart);
    }
  }
  return {fastOutcome, referenceOutcome};
}

/// The radius of the ball each fleet sent to a point fills there once gathered: its crowd radius
/// (fleet/fleet_aim.h), or as far out as ships of it that had arrived before the run wait.
std::vector<double> gatheredRadii(const Setting& s) {
  FleetAims aims;
  aimFleets(s.at(s.startTime), s.start, aims);
  std::vector<double> radius = aims.crowdRadius;
  for (std::size_t i = 0; i < s.start.ships.size(); ++i) {
    const std::uint32_t k = s.start.ships.fleet[i].value;
    if (s.start.ships.mode[i] != ShipMode::Arrived) continue;
    radius[k] = std::max(radius[k], glm::length(s.start.ships.position[i] - s.start.fleets[k].order.point));
  }
  return radius;
}

/// Both runs get every ship where it was sent, in the same mode, overlapping no obstacle; each ship
/// of a fleet sent to a point ends in the ball its fleet fills there, whichever run (or touching a mate
/// at its edge: within 3.5 radii of the mate's centre, two radii and 1.5 between their surfaces).
void expectAlike(const Setting& s) {
  Fleets fast, reference;
  const auto [fastOutcome, referenceOutcome] = runBoth(s, fast, reference);
  EXPECT_TRUE(allArrived(fast));
  EXPECT_TRUE(allArrived(reference));
  expectSameModes(fast, reference, false);  // when the last ship arrives is as chaotic as where
  EXPECT_GE(fastOutcome.leastClearance, 0.0);
  EXPECT_GE(referenceOutcome.leastClearance, 0.0);
  const std::vector<double> ball = gatheredRadii(s);
  double farthest = 0.0;  // from its point, in ball radii
  for (const Fleets* fleets : {&fast, &reference}) {
    FleetAims end;  // where the points are at the end (one in a well's frame goes with its planet)
    aimFleets(s.at(s.timeAfter(s.steps)), *fleets, end);
    for (std::size_t i = 0; i < fleets->ships.size(); ++i) {
      const std::uint32_t k = fleets->ships.fleet[i].value;
      const Order& order = fleets->fleets[k].order;
      if (order.kind != Order::Kind::MoveTo) continue;
      const double fromPoint = glm::length(fleets->ships.position[i] - end.target[k]);
      EXPECT_LE(fromPoint, ball[k] + 3.5 * s.types.type(fleets->ships.type[i]).radius) << "ship " << i;
      farthest = std::max(farthest, fromPoint / ball[k]);
    }
  }
  std::printf("  %s (fast, reference): all arrived after %d, %d steps; least clearance %.4g, %.4g km; apart "
              "before gathering at most %.3g m; farthest from the point %.2f ball radii\n",
              s.name, fastOutcome.arrivedAfter + 1, referenceOutcome.arrivedAfter + 1,
              fastOutcome.leastClearance / 1e3, referenceOutcome.leastClearance / 1e3,
              fastOutcome.largestBeforeGathering, farthest);
}

TEST(ReferenceStep, CrossingFleetsAmongAsteroidsArriveAlike) { expectAlike(crossingAmongAsteroids()); }
TEST(ReferenceStep, AFleetEnteringAPlanetsWellArrivesAlike) { expectAlike(enteringTheEarthsWell()); }
TEST(ReferenceStep, ACrowdGatheringAtAPointArrivesAlike) { expectAlike(crowdAtAPoint()); }
TEST(ReferenceStep, AFleetGoingRoundAPlanetInItsWayArrivesAlike) { expectAlike(roundAPlanet()); }

}  // namespace
