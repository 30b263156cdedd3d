#include "fleet/fleet_step.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <glm/geometric.hpp>

#include "fleet/fleet_aim.h"
#include "fleet/ship_lanes.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

/// Ships sidestep to the right of their pull as seen from the north ecliptic pole.
const glm::dvec3 kUp{0.0, 0.0, 1.0};

/// Ships decide and move in blocks of this many (see stepFleets).
constexpr std::uint32_t kBlock = 64;

/// How many ships ahead a loop in id order fetches what it will read in slot order.
constexpr std::uint32_t kAhead = 16;

/// Asks for `item` to be fetched into the cache, both its first and last bytes: an item that is not
/// aligned to a cache line may lie across two.
template <class T, int Write = 0>
void prefetch(const T& item) {
  __builtin_prefetch(&item, Write);
  __builtin_prefetch(reinterpret_cast<const char*>(&item) + sizeof(T) - 1, Write);
}

/// An arrived ship overlapping another drifts apart at this fraction of its top speed.
constexpr double kDriftSpeedFraction = 0.02;

/// The Sun and planets now (few and large: checked by every ship), and the stations and fixed
/// obstacles (many and small: found through a grid).
void gatherObstacles(const NavigationData& data, const world::GameState& state, StepScratch& s, double& smallReach) {
  s.bodies.clear();
  for (const world::Body& b : data.system.bodies) {
    s.bodies.push_back({data.system.positionOf(b, astro::julianDateOfSeconds(state.time)), b.radius});
  }
  s.smallObstacles.assign(state.obstacles.begin(), state.obstacles.end());
  for (const world::Station& st : state.stations) {
    // The planets' positions for this tick are already in s.bodies: no second orbit evaluation.
    const world::StationPose pose =
        world::stationPose(data.system.body(st.planet), s.bodies[st.planet.value].centre, st, state.time);
    s.smallObstacles.push_back({pose.position, data.stationTypes.type(st.type).radius});
  }
  smallReach = 0.0;
  for (const Obstacle& o : s.smallObstacles) smallReach = std::max(smallReach, o.radius);
}

/// What a moving ship is after: its mode after this tick (Moving; Arrived at its point; InWell,
/// caught by its planet's well) and, still moving, its pull and the speed it may go at.
void decide(world::GameState& state, const StepScratch& s, std::uint32_t i, const ShipType& type, double onPath,
            bool touchesStillMate, double dt, ShipIntent& intent) {
  Ships& ships = state.fleets.ships;
  const glm::dvec3 x = ships.position[i];
  const std::uint32_t fleetIndex = ships.fleet[i].value;
  const Order& order = state.fleets.fleets[fleetIndex].order;
  const glm::dvec3 toTarget = s.fleetTarget[fleetIndex] - x;
  const glm::dvec3 toAim = s.fleetAim[fleetIndex] - x;
  const double distance = glm::length(toTarget);
  const double arriveWithin = s.fleetArrivalRadius[fleetIndex];
  // A ship arrives only once it is slow enough to stop within one tick: no stop is sharper than
  // its deceleration allows.
  const bool canStop = ships.speed[i] <= type.deceleration * dt;
  if (order.kind == Order::Kind::GoTo) {
    const Obstacle& planet = s.bodies[order.body.value];
    const double fromCentre = glm::length(x - planet.centre);
    // Into the well from outside the planet only: a ship that starts inside it first gets out. The
    // well captures a ship at any speed (a rule of the game, not of its engines): from then on it
    // moves with the planet, so it needs no braking to stay.
    if (fromCentre <= arriveWithin && fromCentre > planet.radius + type.radius) {
      ships.wellPlanet[i] = order.body;
      ships.wellOffset[i] = x - planet.centre;
      intent.next = ShipMode::InWell;
      return;
    }
  } else if (canStop && (distance <= arriveWithin ||
                         (s.fleetArrivedShips[fleetIndex] > 0 &&
                          (distance <= s.fleetCrowdRadius[fleetIndex] || touchesStillMate)))) {
    // At the target; or, once the fleet has begun to gather there, stopped inside the ball its
    // ships fill or against one of them (as RTS units stop when their group has arrived, rather
    // than jostle for the exact point).
    intent.next = ShipMode::Arrived;
    return;
  }
  // The aim is the target itself unless the fleet is keeping right of another (fleet/fleet_aim.h).
  const double aimDistance = s.fleetAim[fleetIndex] == s.fleetTarget[fleetIndex] ? distance : glm::length(toAim);
  const glm::dvec3 pull = aimDistance > 0.0 ? toAim * (1.0 / aimDistance) : glm::dvec3(0.0);
  const bool arriving = order.kind == Order::Kind::MoveTo && distance <= s.fleetCrowdRadius[fleetIndex];
  // Brake so as to arrive at a point slow enough to stop there. Braking aims half-way inside the
  // arrival radius, so that a ship stopping on the aim is inside it rather than on its edge.
  double speed = type.maxSpeed;
  if (order.kind == Order::Kind::MoveTo) {
    speed = brakingSpeedWithinTick(distance - 0.5 * arriveWithin, type.deceleration, dt, speed);
  }
  // Inside the ball of a fleet that has begun to gather, stop where you are and be one of them.
  if (arriving && s.fleetArrivedShips[fleetIndex] > 0) speed = 0.0;
  // Never faster than the ship can stop before the nearest obstacle ahead (v^2 = 2 a d, keeping a
  // quarter radius). With nothing ahead that limits only a ship that cannot brake: it stays put.
  speed = brakingSpeedWithinTick(onPath, type.deceleration, dt, speed);
  intent.pull = pull;
  intent.boost = !arriving;
  intent.speedLimit = speed;
}

/// A moving ship's last stage (fleet/ship_lanes.h does the same four at a time): the heading it wants,
/// its speed (slower while facing away, so that a turn is tight rather than a wide loop), its turn and
/// speed change within its limits, and its move. `first` is the first ship of the block.
void moveOne(const NavigationData& data, Ships& ships, const StepScratch& s, std::uint32_t first, std::uint32_t i,
             double dt) {
  const ShipIntent& intent = s.intents[i - first];
  const ShipType& type = data.shipTypes.type(ships.type[i]);
  const glm::dvec3 wanted = s.steering[i - first].heading(intent.pull, kUp, intent.boost);
  const double wantedSpeed = intent.speedLimit * std::max(0.0, glm::dot(ships.heading[i], wanted));
  ships.heading[i] = turnTowards(ships.heading[i], wanted, type.turnRateAt(ships.speed[i]) * dt, kUp);
  ships.speed[i] = approachSpeed(ships.speed[i], wantedSpeed, type.acceleration, type.deceleration, dt);
  ships.position[i] += ships.heading[i] * (ships.speed[i] * dt);
}

/// Puts four moving ships of the block starting at `first` (`four`) into `l`, one per lane. Each
/// lane vector is made whole from four values (lanes written one by one into memory and read back
/// together would stall the load), and written in place (a four-lane vector returned by value is
/// passed differently with and without AVX).
void putInLanes(const NavigationData& data, const Ships& ships, const StepScratch& s, std::uint32_t first,
                const std::uint32_t* four, double dt, MoverLanes& l) {
  static_assert(kMoverLanes == 4);
  const auto fill = [](Doubles& lanes, const auto& value) { lanes = Doubles{value(0), value(1), value(2), value(3)}; };
  const auto fillVectors = [&fill](Vec3s& lanes, const auto& vector) {
    fill(lanes.x, [&](int j) { return vector(j).x; });
    fill(lanes.y, [&](int j) { return vector(j).y; });
    fill(lanes.z, [&](int j) { return vector(j).z; });
  };
  const auto intent = [&](int j) -> const ShipIntent& { return s.intents[four[j] - first]; };
  const auto steer = [&](int j) -> const SteeringSum& { return s.steering[four[j] - first]; };
  const auto type = [&](int j) -> const ShipType& { return data.shipTypes.type(ships.type[four[j]]); };
  fillVectors(l.pull, [&](int j) { return intent(j).pull; });
  fillVectors(l.push, [&](int j) { return steer(j).push(); });
  fillVectors(l.nearestAway, [&](int j) { return steer(j).nearestAway(); });
  fill(l.pushers, [&](int j) { return static_cast<double>(steer(j).pushers()); });
  const auto boost = [&](int j) -> std::int64_t { return intent(j).boost ? -1 : 0; };
  l.boost = Mask{boost(0), boost(1), boost(2), boost(3)};
  fill(l.pullBoostPerPusher, [&](int j) { return steer(j).weights().pullBoostPerPusher; });
  fill(l.sidestepWeight, [&](int j) { return steer(j).weights().sidestepWeight; });
  fill(l.speedLimit, [&](int j) { return intent(j).speedLimit; });
  fillVectors(l.heading, [&](int j) { return ships.heading[four[j]]; });
  fillVectors(l.position, [&](int j) { return ships.position[four[j]]; });
  fill(l.speed, [&](int j) { return ships.speed[four[j]]; });
  fill(l.maxTurn, [&](int j) { return type(j).turnRateAt(ships.speed[four[j]]) * dt; });
  fill(l.acceleration, [&](int j) { return type(j).acceleration; });
  fill(l.deceleration, [&](int j) { return type(j).deceleration; });
}

}  // namespace

void stepFleets(const NavigationData& data, world::GameState& state, double dt, std::int64_t tick, StepScratch& s,
                std::vector<ShipObservation>* observations) {
  Ships& ships = state.fleets.ships;
  const std::size_t n = ships.size();
  aimFleets(data, state, s);
  double largestObstacle = 0.0;
  gatherObstacles(data, state, s, largestObstacle);

  // The reach of the search for pairs of ships: the largest ship's reach (its radius and push range)
  // plus the largest radius on the other side; for obstacles also the longest way a ship needs to stop.
  // Only the types present count: one large type in the catalogue must not slow every query.
  std::vector<std::uint8_t>& present = s.typePresent;
  present.assign(data.shipTypes.types.size(), 0);
  for (const ShipTypeId t : ships.type) present[t.value] = 1;
  double shipReach = 0.0, largestShip = 0.0, stopping = 0.0;
  for (const ShipType& t : data.shipTypes.types) {
    if (!present[t.id.value]) continue;
    shipReach = std::max(shipReach, t.radius * (1.0 + t.steering.pushRangeRadii));
    largestShip = std::max(largestShip, t.radius);
    stopping = std::max(stopping, t.maxSpeed * dt + t.maxSpeed * t.maxSpeed / (2.0 * t.deceleration) + 1.25 * t.radius);
  }
  const double shipCell = std::max(shipReach + largestShip, 1.0);
  const double obstacleCell = std::max(std::max(shipReach, stopping) + largestObstacle, 1.0);
  s.neighbours.update(ships.position, shipCell, s.bruteForceNeighbours);
  // The Sun and planets that any ship could feel this tick: those within a ship's reach or stopping
  // distance of the box round all the ships. Far from the planets (most of space) none is.
  s.nearBodies.clear();
  if (n > 0) {
    glm::dvec3 lo = ships.position[0], hi = lo;
    for (const glm::dvec3& p : ships.position) {
      lo = glm::min(lo, p);
      hi = glm::max(hi, p);
    }
    const double reach = std::max(shipReach, stopping);
    for (std::uint32_t b = 0; b < s.bodies.size(); ++b) {
      const glm::dvec3 nearest = glm::clamp(s.bodies[b].centre, lo, hi);
      const double within = s.bodies[b].radius + reach;
      if (glm::dot(nearest - s.bodies[b].centre, nearest - s.bodies[b].centre) <= within * within) s.nearBodies.push_back(b);
    }
  }
  s.obstacleCentres.clear();
  for (const Obstacle& o : s.smallObstacles) s.obstacleCentres.push_back(o.centre);
  s.obstacleGrid.rebuild(s.obstacleCentres, obstacleCell);

  // Pass 0: what each ship feels of the others, in the neighbour list's order.
  s.typeShips.clear();
  for (const ShipType& t : data.shipTypes.types) s.typeShips.emplace_back(t);
  s.slotShips.resize(n);
  const std::vector<std::uint32_t>& slotOf = s.neighbours.slotOfPoint();
  for (std::uint32_t i = 0; i < n; ++i) {
    // Ships far apart in id order may be neighbours in space: with many ships the slots are far
    // apart in memory too, so each is fetched a few ships ahead of its use.
    if (i + kAhead < n) prefetch<NeighbourShip, 1>(s.slotShips[slotOf[i + kAhead]]);
    s.slotShips[slotOf[i]].setShip(s.typeShips[ships.type[i].value], i, ships.fleet[i].value, ships.heading[i],
                                   ships.mode[i] == ShipMode::Moving);
  }
  s.slotPushes.resize(n);
  for (std::uint32_t slot = 0; slot < n; ++slot) {
    feelNeighbours(slot, s.neighbours, s.slotShips, s.slotPushes[slot], s.vectorCode);
  }
  if (observations) observations->assign(n, ShipObservation{});

  // Then each ship decides and moves, in id order. What it decides depends only on the state at the
  // start of the tick (its own, and copies of the others'), so it can move at once. Ships go in
  // blocks, and a block in stages (what each ship is after; then the moving ones' wanted headings,
  // and their moves, four ships at a time in double lanes, fleet/ship_lanes.h): each stage is a short
  // loop over independent ships, so that the processor overlaps their square roots and divisions
  // rather than waiting for each in turn.
  for (std::uint32_t first = 0; first < n; first += kBlock) {
    const std::uint32_t end = std::min<std::uint32_t>(static_cast<std::uint32_t>(n), first + kBlock);
    s.steering.clear();
    // Written field by field below: a whole ShipIntent copied in would be read back through a
    // store the processor cannot forward.
    s.intents.assign(end - first, ShipIntent{});
    for (std::uint32_t i = first; i < end; ++i) {
      if (i + kAhead < n) prefetch(s.slotPushes[slotOf[i + kAhead]]);
      const ShipType& type = data.shipTypes.type(ships.type[i]);
      const glm::dvec3 x = ships.position[i];
      const double r = type.radius;
      SteeringSum& steer = s.steering.emplace_back(type.steering, r);
      double onPath = std::numeric_limits<double>::infinity();  // distance to the first thing in the way
      const glm::dvec3 h = ships.heading[i];
      double clearance = std::numeric_limits<double>::infinity();
      if (observations) {
        for (const Obstacle& o : s.bodies) clearance = std::min(clearance, glm::length(x - o.centre) - o.radius - r);
      }
      for (const std::uint32_t b : s.nearBodies) {
        const Obstacle& o = s.bodies[b];
        steer.addObstacle(x, o.centre, o.radius);
        onPath = std::min(onPath, pathContactDistance(x, h, r, o.centre, o.radius));
      }
      s.obstacleGrid.forEachNear(x, s.obstacleGrid.cellSize(), [&](std::uint32_t k) {
        const Obstacle& o = s.smallObstacles[k];
        if (observations) clearance = std::min(clearance, glm::length(x - o.centre) - o.radius - r);
        steer.addObstacle(x, o.centre, o.radius);
        onPath = std::min(onPath, pathContactDistance(x, h, r, o.centre, o.radius));
      });
      const NeighbourPushes& mates = s.slotPushes[slotOf[i]];
      steer.addPushes(glm::dvec3(mates.push()), mates.pushers(), static_cast<double>(mates.nearest.w),
                      glm::dvec3(mates.nearest));
      onPath = std::min(onPath, mates.onPath);
      const auto separation = static_cast<double>(mates.separation);
      if (observations) (*observations)[i] = {clearance, separation};
      ShipIntent& intent = s.intents[i - first];
      if (ships.mode[i] == ShipMode::Moving) {
        decide(state, s, i, type, onPath, mates.touchesStillMate, dt, intent);
        continue;
      }
      // Idle, arrived and in-well ships hold still, so that a fleet at rest does not push itself
      // about for ever; only a ship overlapping another drifts apart, slowly, keeping its heading.
      intent.next = ships.mode[i];
      if (separation < 0.0 && glm::dot(steer.push(), steer.push()) > 0.0) {
        intent.wanted = glm::normalize(steer.push());
        intent.wantedSpeed = kDriftSpeedFraction * type.maxSpeed;
      }
    }
    // Ships that stop or hold still; and the moving ones, four at a time where they can.
    s.movers.clear();
    for (std::uint32_t i = first; i < end; ++i) {
      const ShipIntent& intent = s.intents[i - first];
      if (intent.next == ShipMode::Moving) {
        s.movers.push_back(i);
        continue;
      }
      ships.mode[i] = intent.next;
      // Arrived ships came in slow enough to stop within this tick; an overlapping one drifts.
      ships.speed[i] = 0.0;
      const glm::dvec3 drift = intent.wanted * (intent.wantedSpeed * dt);
      if (intent.next == ShipMode::InWell) {
        // Drifting apart never takes a ship out of its well.
        const double wellRadius = data.system.body(ships.wellPlanet[i]).well->rings.back().radius;
        const glm::dvec3 moved = ships.wellOffset[i] + drift;
        if (glm::length(moved) <= wellRadius) ships.wellOffset[i] = moved;
      } else {
        ships.position[i] += drift;
      }
    }
    const std::size_t groups = s.moveOneByOne ? 0 : s.movers.size() / kMoverLanes;
    s.moverLanes.resize(groups);
    for (std::size_t g = 0; g < groups; ++g) {
      putInLanes(data, ships, s, first, &s.movers[g * kMoverLanes], dt, s.moverLanes[g]);
    }
    for (MoverLanes& lanes : s.moverLanes) wantHeadings(lanes, kUp, s.vectorCode);
    for (std::size_t g = 0; g < groups; ++g) {
      MoverLanes& lanes = s.moverLanes[g];
      const int left = turnAndMove(lanes, dt, s.vectorCode);
      for (int j = 0; j < kMoverLanes; ++j) {
        const std::uint32_t i = s.movers[g * kMoverLanes + j];
        if ((left >> j) & 1) {
          moveOne(data, ships, s, first, i, dt);
        } else {
          ships.heading[i] = {lanes.heading.x[j], lanes.heading.y[j], lanes.heading.z[j]};
          ships.speed[i] = lanes.speed[j];
          ships.position[i] = {lanes.position.x[j], lanes.position.y[j], lanes.position.z[j]};
        }
      }
    }
    for (std::size_t k = groups * kMoverLanes; k < s.movers.size(); ++k) {
      moveOne(data, ships, s, first, s.movers[k], dt);
    }
  }

  // Ships in a well follow their planet to the end of the tick: each planet's orbit is evaluated
  // once, however many ships follow it.
  const double end = state.time + dt;
  s.bodiesAtEnd.assign(s.bodies.size(), std::nullopt);
  for (std::size_t i = 0; i < n; ++i) {
    if (ships.mode[i] != ShipMode::InWell) continue;
    std::optional<glm::dvec3>& planet = s.bodiesAtEnd[ships.wellPlanet[i].value];
    if (!planet) planet = data.system.positionOf(data.system.body(ships.wellPlanet[i]), astro::julianDateOfSeconds(end));
    ships.position[i] = *planet + ships.wellOffset[i];
  }

  // A fleet has arrived when none of its ships is still moving.
  std::vector<std::uint8_t>& stillMoving = s.fleetStillMoving;
  stillMoving.assign(state.fleets.fleets.size(), 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (ships.mode[i] == ShipMode::Moving) stillMoving[ships.fleet[i].value] = 1;
  }
  for (Fleet& fleet : state.fleets.fleets) {
    if (fleet.order.kind == Order::Kind::Hold || fleet.lastArrivalTick >= 0 || stillMoving[fleet.id.value]) continue;
    if (s.fleetShips[fleet.id.value] > 0) fleet.lastArrivalTick = tick;
  }
}

double longestNavigationStep(const ShipCatalogue& types, const Ships& ships) {
  double longest = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] != ShipMode::Moving) continue;
    const ShipType& t = types.type(ships.type[i]);
    longest = std::min(longest, t.steering.pushRangeRadii * t.radius / t.maxSpeed);
  }
  return longest;
}

}  // namespace perihelion::fleet
