#include "fleet/fleet_step.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "astro/units.h"
#include "fleet/fleet_aim.h"
#include "fleet/ring_place.h"
#include "fleet/ship_lanes.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

/// Ships decide and move in blocks of this many (see decideAndMove).
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

/// How far the step looks round the ships, from the ship types present: one large type in the
/// catalogue must not slow every query.
struct Reach {
  /// m: the neighbour list's reach: the largest ship's radius and push range, plus the largest radius
  /// on the other side.
  double pairs = 0.0;
  /// m beyond an obstacle's surface: the largest ship's reach, or the longest way a ship needs to stop.
  double obstacles = 0.0;
};

Reach reachOf(const ShipCatalogue& types, const Ships& ships, double dt, std::vector<std::uint8_t>& present) {
  present.assign(types.types.size(), 0);
  for (const ShipTypeId t : ships.type) present[t.value] = 1;
  double shipReach = 0.0, largestShip = 0.0, stopping = 0.0;
  for (const ShipType& t : types.types) {
    if (!present[t.id.value]) continue;
    shipReach = std::max(shipReach, t.radius * (1.0 + t.steering.pushRangeRadii));
    largestShip = std::max(largestShip, t.radius);
    stopping = std::max(stopping, t.maxSpeed * dt + t.maxSpeed * t.maxSpeed / (2.0 * t.deceleration) + 1.25 * t.radius);
  }
  return {std::max(shipReach + largestShip, 1.0), std::max(shipReach, stopping)};
}

/// The Sun and planets that any ship could feel this step: those within the obstacles' reach of the
/// box round all the ships (far from the planets, in most of space, none is); and the wells whose
/// frames meet that box.
void findNearBodies(const NavigationWorld& world, const Ships& ships, double reach, double dt, StepScratch& scratch) {
  scratch.nearBodies.clear();
  scratch.wells.frames.clear();
  if (ships.size() == 0) return;
  glm::dvec3 lo = ships.position[0], hi = lo;
  for (const glm::dvec3& p : ships.position) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
  }
  scratch.wells.gather(world.system, world.time, dt, scratch.bodies, lo, hi);
  for (std::uint32_t b = 0; b < scratch.bodies.size(); ++b) {
    const Obstacle& body = scratch.bodies[b];
    const glm::dvec3 nearest = glm::clamp(body.centre, lo, hi);
    const double within = body.radius + reach;
    if (glm::dot(nearest - body.centre, nearest - body.centre) <= within * within) scratch.nearBodies.push_back(b);
  }
}

/// The Sun and planets now (few and large: those near the ships are checked by every ship).
void placeBodies(const NavigationWorld& world, StepScratch& scratch) {
  scratch.bodies.clear();
  for (const world::Body& b : world.system.bodies) {
    scratch.bodies.push_back({world.system.positionOf(b, astro::julianDateOfSeconds(world.time)), b.radius});
  }
}

/// The stations and fixed obstacles near the ships, the bodies (already placed) and the wells' frames.
void gatherObstacles(const NavigationWorld& world, const Ships& ships, const Reach& reach, double dt,
                     StepScratch& scratch) {
  findNearBodies(world, ships, reach.obstacles, dt, scratch);
  scratch.smallObstacles.assign(world.obstacles.begin(), world.obstacles.end());
  for (const world::Station& station : world.stations) {
    // The planets' positions for this step are already in scratch.bodies: no second orbit evaluation.
    const glm::dvec3 planet = scratch.bodies[station.planet.value].centre;
    const world::StationPose pose = world::stationPose(world.system.body(station.planet), planet, station, world.time);
    scratch.smallObstacles.push_back({pose.position, world.stationTypes.type(station.type).radius});
  }
  double largest = 0.0;
  scratch.obstacleCentres.clear();
  for (const Obstacle& o : scratch.smallObstacles) {
    largest = std::max(largest, o.radius);
    scratch.obstacleCentres.push_back(o.centre);
  }
  scratch.obstacleGrid.rebuild(scratch.obstacleCentres, std::max(reach.obstacles + largest, 1.0));
}

/// Each ship as its neighbours see it, in the neighbour list's order.
void setSlotShips(const ShipCatalogue& types, const Ships& ships, StepScratch& scratch) {
  const std::size_t n = ships.size();
  scratch.typeShips.clear();
  for (const ShipType& t : types.types) scratch.typeShips.emplace_back(t);
  scratch.slotShips.resize(n);
  const std::vector<std::uint32_t>& slotOf = scratch.neighbours.slotOfPoint();
  for (std::uint32_t i = 0; i < n; ++i) {
    // Ships far apart in id order may be neighbours in space: with many ships the slots are far
    // apart in memory too, so each is fetched a few ships ahead of its use.
    if (i + kAhead < n) prefetch<NeighbourShip, 1>(scratch.slotShips[slotOf[i + kAhead]]);
    scratch.slotShips[slotOf[i]].setShip(scratch.typeShips[ships.type[i].value], i, ships.fleet[i].value,
                                         ships.heading[i], ships.mode[i] == ShipMode::Moving);
  }
}

/// The pairs of ships near one another (fleet/neighbour_list.h): the list kept from the step before
/// while it still holds every pair within reach, else made anew. A crowd at one point is spread before
/// its pairs are sought (fleet/crowd.h), and ships found overlapping (as they start, launched at one
/// point, or caught by a well) are parted (fleet/contact.h), so that no step sees or reports an overlap.
void findNeighbours(const NavigationWorld& world, Ships& ships, const Reach& reach, StepScratch& scratch) {
  clearParted(scratch.parting, ships.size());
  const NeighbourList::BeforePairs spread = [&](const SpatialGrid& grid) {
    return spreadCrowds(world.system, world.shipTypes, ships, grid, scratch.crowd, scratch.parting);
  };
  scratch.neighbours.update(ships.position, reach.pairs, scratch.bruteForceNeighbours, spread);
  setSlotShips(world.shipTypes, ships, scratch);
  const int rounds =
      partOverlaps(world.system, world.shipTypes, ships, scratch.neighbours, scratch.slotShips, false, scratch.parting);
  if (rounds > 0) {
    scratch.neighbours.update(ships.position, reach.pairs, scratch.bruteForceNeighbours, spread);
    setSlotShips(world.shipTypes, ships, scratch);
  }
}

/// What each ship feels of the others (fleet/neighbour_push.h), in the neighbour list's order.
void feelPushes(StepScratch& scratch) {
  scratch.slotPushes.resize(scratch.slotShips.size());
  feelNeighbours(scratch.neighbours, scratch.slotShips, scratch.slotPushes, scratch.vectorCode);
}

/// The unit pull towards where ship i's fleet aims (zero at the aim itself, or with nowhere to go).
glm::dvec3 pullOf(const Fleets& fleets, const FleetAims& aims, std::uint32_t i) {
  const glm::dvec3 toAim = aims.aim[fleets.ships.fleet[i].value] - fleets.ships.position[i];
  const double d = glm::length(toAim);
  return d > 0.0 ? toAim / d : glm::dvec3(0.0);  // divided, as the reference step does, for the same bits
}

/// What a ship met among the obstacles: how far it can go along its heading before it meets one
/// (+inf for none), and its clearance (measured only when asked for).
struct ObstaclesMet {
  double onPath = std::numeric_limits<double>::infinity();
  double clearance = std::numeric_limits<double>::infinity();
  Blocker blocker;  ///< the nearest it is pulled steeply into, if any (fleet/steering.h: pullPast)
};

/// Adds the pushes of the obstacles near a ship (at `x`, heading `h`, radius `r`) to its steering sum.
ObstaclesMet feelObstacles(const StepScratch& scratch, const glm::dvec3& x, const glm::dvec3& h,
                           const glm::dvec3& pull, double r,
                           bool measure, SteeringSum& steer) {
  ObstaclesMet met;
  if (measure) {
    for (const Obstacle& o : scratch.bodies) {
      met.clearance = std::min(met.clearance, glm::length(x - o.centre) - o.radius - r);
    }
  }
  const auto onPath = [&](const Obstacle& o) {
    met.onPath = std::min(met.onPath, pathContactDistance(x, h, r, o.centre, o.radius));
    if (pulledInto(x, pull, r, o.centre, o.radius)) met.blocker.note(x, o.centre, o.radius, r);
  };
  for (const std::uint32_t b : scratch.nearBodies) {
    const Obstacle& o = scratch.bodies[b];
    steer.addObstacle(x, o.centre, o.radius);
    onPath(o);
  }
  scratch.obstacleGrid.forEachNear(x, scratch.obstacleGrid.cellSize(), [&](std::uint32_t k) {
    const Obstacle& o = scratch.smallObstacles[k];
    if (measure) met.clearance = std::min(met.clearance, glm::length(x - o.centre) - o.radius - r);
    steer.addObstacle(x, o.centre, o.radius);
    onPath(o);
  });
  return met;
}

/// Ship i stops in a well: from now on it keeps its offset from the planet (fleet/well_frame.h).
void enterWell(Ships& ships, std::uint32_t i, const WellFrame& frame) {
  ships.wellPlanet[i] = frame.body;
  ships.wellOffset[i] = ships.position[i] - frame.start;
  ships.wellRing[i] = kNoRing;
}

/// The still ships ship i, pulled along `pull`, is pulled into (pulledInto, whether it sees them or
/// not), noted in `blocker` with the obstacles it is: the neighbour pushes say only that it touches
/// some still ship.
void noteStillBlockers(const ShipCatalogue& types, const Ships& ships, const StepScratch& scratch, std::uint32_t i,
                       const ShipType& type, const glm::dvec3& pull, Blocker& blocker) {
  const std::uint32_t slot = scratch.neighbours.slotOfPoint()[i];
  const std::span<const glm::dvec3> at = scratch.neighbours.positions();
  const glm::dvec3 x = ships.position[i];
  const double range = type.steering.pushRangeRadii * type.radius;
  for (const std::uint32_t p : scratch.neighbours.partnersOf(slot)) {
    const NeighbourShip& other = scratch.slotShips[p];
    if (p == slot || other.still == 0) continue;
    const double radius = types.type(ships.type[other.index]).radius;
    const double distance = glm::length(at[p] - x);
    if (distance - type.radius - radius >= range) continue;
    if (pulledInto(x, pull, type.radius, at[p], radius)) {
      blocker.note(x, at[p], radius, type.radius);
    }
  }
}

/// Idle, arrived and in-well ships hold still, so that a fleet at rest does not push itself about for
/// ever; only a ship overlapping another, or one a moving ship comes within its radius of, drifts
/// apart, slowly, keeping its heading (so that crowds make room: decideBlock). A still ship in a
/// well's frame goes into the well, so that its planet carries it.
void holdStillIn(Ships& ships, const StepScratch& scratch, std::uint32_t i, std::uint32_t frame, ShipIntent& intent) {
  intent.next = ships.mode[i];
  if (frame != kNoFrame && intent.next != ShipMode::InWell) {
    intent.next = ShipMode::InWell;
    enterWell(ships, i, scratch.wells.frames[frame]);
  }
}

/// What a moving ship is after: its mode after this step (Moving; Arrived at its point; InWell,
/// caught by its planet's well) and, still moving, its pull and the speed it may go at.
void decide(Fleets& fleets, const StepScratch& scratch, std::uint32_t i, const ShipType& type, double onPath,
            const Blocker& blocker, bool touchesStill, double dt, ShipIntent& intent) {
  Ships& ships = fleets.ships;
  const FleetAims& aims = scratch.aims;
  const glm::dvec3 x = ships.position[i];
  const std::uint32_t k = ships.fleet[i].value;
  const Order& order = fleets.fleets[k].order;
  const glm::dvec3 toTarget = aims.target[k] - x;
  const glm::dvec3 toAim = aims.aim[k] - x;
  const double distance = glm::length(toTarget);
  const double arriveWithin = aims.arrivalRadius[k];
  // A ship arrives only once it is slow enough to stop within one step: no stop is sharper than
  // its deceleration allows.
  const bool canStop = ships.speed[i] <= type.deceleration * dt;
  if (order.kind == Order::Kind::GoTo && order.ringPlace) {
    // Within its fleet's room of the fleet's place on a ring, or touching a still ship no further out
    // than twice that, the well takes the ship in, at any speed, to ride that ring (fleet/ring_place.h).
    if (gathersHere(aims, k, distance, touchesStill)) {
      ships.wellPlanet[i] = order.body;
      ships.wellOffset[i] = x - scratch.bodies[order.body.value].centre;
      ships.wellRing[i] = order.ringPlace->ring;
      intent.next = ShipMode::InWell;
      return;
    }
  } else if (order.kind == Order::Kind::GoTo) {
    const Obstacle& planet = scratch.bodies[order.body.value];
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
  } else if (canStop && (distance <= arriveWithin || (gathering(aims, k) && gathersHere(aims, k, distance, touchesStill)))) {
    // At the target; or, once ships (of any fleet sent there) have begun to gather there, stopped
    // inside the ball they fill or against one of them (as RTS units stop when their group has
    // arrived, rather than jostle for the exact point). Inside a well's frame it stays with the planet.
    intent.next = ShipMode::Arrived;
    if (scratch.frameOf[i] != kNoFrame) {
      intent.next = ShipMode::InWell;
      enterWell(ships, i, scratch.wells.frames[scratch.frameOf[i]]);
    }
    return;
  }
  // The aim is the target itself unless the fleet is stepping aside of another (fleet/fleet_aim.h).
  const double aimDistance = aims.aim[k] == aims.target[k] ? distance : glm::length(toAim);
  glm::dvec3 pull = aimDistance > 0.0 ? toAim * (1.0 / aimDistance) : glm::dvec3(0.0);
  if (blocker.blocked()) pull = pullPast(pull, blocker.away);
  const bool arriving = headsForPoint(order) && distance <= aims.crowdRadius[k];
  // Brake so as to arrive at a point slow enough to stop there. Braking aims half-way inside the
  // arrival radius, so that a ship stopping on the aim is inside it rather than on its edge.
  double speed = type.maxSpeed;
  if (headsForPoint(order)) {
    // Relative to the point: a place on a turning ring runs ahead at its ring's speed (fleet/ring_place.h).
    speed = std::min(type.maxSpeed, aims.targetRingSpeed[k] +
                                        brakingSpeedWithinTick(distance - 0.5 * arriveWithin, type.deceleration, dt, speed));
  }
  // Inside the ball of ships that have begun to gather, stop where you are and be one of them.
  if (arriving && gathering(aims, k)) speed = 0.0;
  // Never faster than the ship can stop before the nearest obstacle ahead (v^2 = 2 a d, keeping a
  // quarter radius). With nothing ahead that limits only a ship that cannot brake: it stays put.
  speed = brakingSpeedWithinTick(onPath, type.deceleration, dt, speed);
  intent.pull = pull;
  intent.boost = !arriving;
  intent.speedLimit = speed;
}

/// The ships [first, end) in id order: what each is after (scratch.intents), and, for the moving ones,
/// what it steers by (scratch.steering). What a ship decides depends only on the state at the start of
/// the step (its own, and copies of the others' in the neighbour list), so it can move at once.
void decideBlock(Fleets& fleets, const ShipCatalogue& types, std::uint32_t first, std::uint32_t end, double dt,
                 StepScratch& scratch, std::vector<ShipObservation>* observations) {
  const Ships& ships = fleets.ships;
  const std::vector<std::uint32_t>& slotOf = scratch.neighbours.slotOfPoint();
  scratch.steering.clear();
  scratch.intents.resize(end - first);
  for (std::uint32_t i = first; i < end; ++i) {
    if (i + kAhead < ships.size()) prefetch(scratch.slotPushes[slotOf[i + kAhead]]);
    const ShipType& type = types.type(ships.type[i]);
    const std::uint32_t frame = scratch.wells.frames.empty() ? kNoFrame : scratch.wells.frameAt(ships.position[i]);
    scratch.frameOf[i] = frame;
    SteeringSum& steer = scratch.steering.emplace_back(type.steering, type.radius);
    const NeighbourPushes& mates = scratch.slotPushes[slotOf[i]];
    noteRoom(scratch.parting, i, mates.separation, type.steering.pushRangeRadii * type.radius, type.radius);
    // Written field by field: a whole ShipIntent copied in would be read back through a store the
    // processor cannot forward. A moving ship's pull and speed are written when it goes on moving.
    ShipIntent& intent = scratch.intents[i - first];
    intent.next = ShipMode::Moving;
    intent.driftDirection = glm::dvec3(0.0);
    intent.driftSpeed = 0.0;
    if (ships.mode[i] != ShipMode::Moving && mates.pushers() == 0 && !observations) {
      // A still ship no other ship pushes holds still whatever the obstacles round it (they only
      // steer a drift): most ships of a match, at rest in the wells, skip the obstacles.
      holdStillIn(fleets.ships, scratch, i, frame, intent);
      continue;
    }
    const glm::dvec3 pull = pullOf(fleets, scratch.aims, i);
    const ObstaclesMet met =
        feelObstacles(scratch, ships.position[i], ships.heading[i], pull, type.radius, observations != nullptr, steer);
    steer.addPushes(glm::dvec3(mates.push()), mates.pushers(), static_cast<double>(mates.nearest.w),
                    glm::dvec3(mates.nearest));
    const double onPath = std::min(met.onPath, mates.onPath);
    const auto separation = static_cast<double>(mates.separation);
    if (observations) (*observations)[i] = {met.clearance, separation};
    if (ships.mode[i] == ShipMode::Moving) {
      Blocker blocker = met.blocker;
      if (mates.touchesStill) noteStillBlockers(types, ships, scratch, i, type, pull, blocker);  // rare: look which
      decide(fleets, scratch, i, type, onPath, blocker, mates.touchesStill, dt, intent);
      continue;
    }
    holdStillIn(fleets.ships, scratch, i, frame, intent);
    if (mates.pushers() > 0 && glm::dot(steer.push(), steer.push()) > 0.0) {
      intent.driftDirection = glm::normalize(steer.push());
      intent.driftSpeed = kDriftSpeedFraction * type.maxSpeed;
    }
  }
}

/// The ships of the block that stop or hold still: set in their new mode, at rest, drifting if another
/// ship pushes them. The rest, still moving, are listed in scratch.movers.
void holdStill(const NavigationWorld& world, Ships& ships, std::uint32_t first, std::uint32_t end, double dt,
               StepScratch& scratch) {
  scratch.movers.clear();
  for (std::uint32_t i = first; i < end; ++i) {
    const ShipIntent& intent = scratch.intents[i - first];
    if (intent.next == ShipMode::Moving) {
      scratch.movers.push_back(i);
      continue;
    }
    ships.mode[i] = intent.next;
    // Arrived ships came in slow enough to stop within this step; an overlapping one drifts.
    ships.speed[i] = 0.0;
    const glm::dvec3 drift = intent.driftDirection * (intent.driftSpeed * dt);
    if (intent.next == ShipMode::InWell) {
      // Drifting apart never takes a ship out of its well.
      const glm::dvec3 moved = ships.wellOffset[i] + drift;
      if (mayDriftTo(world.system.body(ships.wellPlanet[i]), ships.wellOffset[i], moved)) ships.wellOffset[i] = moved;
    } else {
      ships.position[i] += drift;
    }
  }
}

/// A moving ship's last stage (fleet/ship_lanes.h does the same four at a time): the heading it wants,
/// its speed (slower while facing away, so that a turn is tight rather than a wide loop), its turn and
/// speed change within its limits, and its move. `first` is the first ship of the block.
void moveOne(const ShipCatalogue& types, Ships& ships, const StepScratch& scratch, std::uint32_t first,
             std::uint32_t i, double dt) {
  const ShipIntent& intent = scratch.intents[i - first];
  const ShipType& type = types.type(ships.type[i]);
  const glm::dvec3 wanted = scratch.steering[i - first].heading(intent.pull, intent.boost);
  const double wantedSpeed = intent.speedLimit * std::max(0.0, glm::dot(ships.heading[i], wanted));
  ships.heading[i] = turnTowards(ships.heading[i], wanted, type.turnRateAt(ships.speed[i]) * dt, kTurnAxisFromOpposite);
  ships.speed[i] = approachSpeed(ships.speed[i], wantedSpeed, type.acceleration, type.deceleration, dt);
  ships.position[i] += ships.heading[i] * (ships.speed[i] * dt);
}

/// Puts four moving ships of the block starting at `first` (`four`) into `lanes`, one per lane. Each
/// lane vector is made whole from four values (lanes written one by one into memory and read back
/// together would stall the load), and written in place (a four-lane vector returned by value is
/// passed differently with and without AVX).
void putInLanes(const ShipCatalogue& types, const Ships& ships, const StepScratch& scratch, std::uint32_t first,
                const std::uint32_t* four, double dt, MoverLanes& lanes) {
  static_assert(kMoverLanes == 4);
  const auto fill = [](Doubles& lane, const auto& value) { lane = Doubles{value(0), value(1), value(2), value(3)}; };
  const auto fillVectors = [&fill](Vec3s& lane, const auto& vector) {
    fill(lane.x, [&](int j) { return vector(j).x; });
    fill(lane.y, [&](int j) { return vector(j).y; });
    fill(lane.z, [&](int j) { return vector(j).z; });
  };
  const auto intent = [&](int j) -> const ShipIntent& { return scratch.intents[four[j] - first]; };
  const auto steer = [&](int j) -> const SteeringSum& { return scratch.steering[four[j] - first]; };
  const auto type = [&](int j) -> const ShipType& { return types.type(ships.type[four[j]]); };
  fillVectors(lanes.pull, [&](int j) { return intent(j).pull; });
  fillVectors(lanes.push, [&](int j) { return steer(j).push(); });
  fillVectors(lanes.nearestAway, [&](int j) { return steer(j).nearestAway(); });
  fill(lanes.pushers, [&](int j) { return static_cast<double>(steer(j).pushers()); });
  const auto boost = [&](int j) -> std::int64_t { return intent(j).boost ? -1 : 0; };
  lanes.boost = Mask{boost(0), boost(1), boost(2), boost(3)};
  fill(lanes.pullBoostPerPusher, [&](int j) { return steer(j).weights().pullBoostPerPusher; });
  fill(lanes.sidestepWeight, [&](int j) { return steer(j).weights().sidestepWeight; });
  fill(lanes.speedLimit, [&](int j) { return intent(j).speedLimit; });
  fillVectors(lanes.heading, [&](int j) { return ships.heading[four[j]]; });
  fillVectors(lanes.position, [&](int j) { return ships.position[four[j]]; });
  fill(lanes.speed, [&](int j) { return ships.speed[four[j]]; });
  fill(lanes.maxTurn, [&](int j) { return type(j).turnRateAt(ships.speed[four[j]]) * dt; });
  fill(lanes.acceleration, [&](int j) { return type(j).acceleration; });
  fill(lanes.deceleration, [&](int j) { return type(j).deceleration; });
}

/// The block's moving ships (scratch.movers), four at a time in double lanes where they can, the rest
/// and the turns the lanes leave out one at a time: the same bits either way (fleet/ship_lanes.h).
void moveMovers(const ShipCatalogue& types, Ships& ships, std::uint32_t first, double dt, StepScratch& scratch) {
  const std::size_t groups = scratch.moveOneByOne ? 0 : scratch.movers.size() / kMoverLanes;
  scratch.moverLanes.resize(groups);
  for (std::size_t g = 0; g < groups; ++g) {
    putInLanes(types, ships, scratch, first, &scratch.movers[g * kMoverLanes], dt, scratch.moverLanes[g]);
  }
  for (MoverLanes& lanes : scratch.moverLanes) wantHeadings(lanes, scratch.vectorCode);
  for (std::size_t g = 0; g < groups; ++g) {
    MoverLanes& lanes = scratch.moverLanes[g];
    const int left = turnAndMove(lanes, dt, scratch.vectorCode);
    for (int j = 0; j < kMoverLanes; ++j) {
      const std::uint32_t i = scratch.movers[g * kMoverLanes + j];
      if ((left >> j) & 1) {
        moveOne(types, ships, scratch, first, i, dt);
      } else {
        ships.heading[i] = {lanes.heading.x[j], lanes.heading.y[j], lanes.heading.z[j]};
        ships.speed[i] = lanes.speed[j];
        ships.position[i] = {lanes.position.x[j], lanes.position.y[j], lanes.position.z[j]};
      }
    }
  }
  for (std::size_t k = groups * kMoverLanes; k < scratch.movers.size(); ++k) {
    moveOne(types, ships, scratch, first, scratch.movers[k], dt);
  }
}

/// Each ship decides and moves, in id order. Ships go in blocks, and a block in stages (what each ship
/// is after; then those that stop or hold still; then the moving ones, four at a time in double
/// lanes): each stage is a short loop over independent ships, so that the processor overlaps their
/// square roots and divisions rather than waiting for each in turn.
void decideAndMove(const NavigationWorld& world, Fleets& fleets, double dt, StepScratch& scratch,
                   std::vector<ShipObservation>* observations) {
  const auto n = static_cast<std::uint32_t>(fleets.ships.size());
  if (observations) observations->assign(n, ShipObservation{});
  scratch.frameOf.resize(n);
  sizeRooms(scratch.parting, n);
  for (std::uint32_t first = 0; first < n; first += kBlock) {
    const std::uint32_t end = std::min(n, first + kBlock);
    decideBlock(fleets, world.shipTypes, first, end, dt, scratch, observations);
    holdStill(world, fleets.ships, first, end, dt, scratch);
    moveMovers(world.shipTypes, fleets.ships, first, dt, scratch);
  }
}

/// Ships in a well follow their planet to the end of the step, and ships moving in a well's frame
/// move with it (fleet/well_frame.h): each planet's orbit is evaluated once, however many ships follow it.
void followWells(const NavigationWorld& world, Ships& ships, double dt, StepScratch& scratch) {
  const double end = world.time + dt;
  scratch.bodiesAtEnd.assign(scratch.bodies.size(), std::nullopt);
  scratch.ringTurns.assign(scratch.bodies.size() * well::kMaxRings, std::nullopt);
  for (const WellFrame& frame : scratch.wells.frames) scratch.bodiesAtEnd[frame.body.value] = frame.end;  // known
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] == ShipMode::Moving && scratch.frameOf[i] != kNoFrame) {
      const WellFrame& frame = scratch.wells.frames[scratch.frameOf[i]];
      ships.position[i] += frame.end - frame.start;
      continue;
    }
    if (ships.mode[i] != ShipMode::InWell) continue;
    const world::Body& body = world.system.body(ships.wellPlanet[i]);
    std::optional<glm::dvec3>& planet = scratch.bodiesAtEnd[body.id.value];
    if (!planet) planet = world.system.positionOf(body, astro::julianDateOfSeconds(end));
    if (const std::uint32_t ring = ships.wellRing[i]; ring != kNoRing) {
      std::optional<RingTurn>& turn = scratch.ringTurns[body.id.value * well::kMaxRings + ring];
      if (!turn) turn = ringTurn(*body.well, ring, dt);
      ships.wellOffset[i] = (*turn)(ships.wellOffset[i]);
    }
    ships.position[i] = *planet + ships.wellOffset[i];
  }
}

/// A fleet has arrived when none of its ships is still moving: its last arrival is this tick.
void markArrivals(Fleets& fleets, std::int64_t tick, StepScratch& scratch) {
  std::vector<std::uint8_t>& stillMoving = scratch.fleetStillMoving;
  stillMoving.assign(fleets.fleets.size(), 0);
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    if (fleets.ships.mode[i] == ShipMode::Moving) stillMoving[fleets.ships.fleet[i].value] = 1;
  }
  for (Fleet& fleet : fleets.fleets) {
    if (fleet.order.kind == Order::Kind::Hold || fleet.lastArrivalTick >= 0 || stillMoving[fleet.id.value]) continue;
    if (scratch.aims.ships[fleet.id.value] > 0) fleet.lastArrivalTick = tick;
  }
}

}  // namespace

void stepFleets(const NavigationWorld& world, Fleets& fleets, double dt, std::int64_t tick, StepScratch& scratch,
                std::vector<ShipObservation>* observations) {
  placeBodies(world, scratch);
  anchorPointsInWells(world.system, scratch.bodies, fleets);
  placeOnRings(world, scratch.bodies, fleets);
  aimFleets(world, fleets, scratch.aims);
  const Reach reach = reachOf(world.shipTypes, fleets.ships, dt, scratch.typePresent);
  findNeighbours(world, fleets.ships, reach, scratch);  // first: it may move ships apart
  gatherObstacles(world, fleets.ships, reach, dt, scratch);
  feelPushes(scratch);
  decideAndMove(world, fleets, dt, scratch, observations);
  followWells(world, fleets.ships, dt, scratch);
  partOverlaps(world.system, world.shipTypes, fleets.ships, scratch.neighbours, scratch.slotShips, true,
               scratch.parting);
  markArrivals(fleets, tick, scratch);
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
