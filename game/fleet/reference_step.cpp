#include "fleet/reference_step.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "astro/units.h"
#include "fleet/contact.h"
#include "fleet/fleet_aim.h"
#include "fleet/ring_place.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"
#include "fleet/well_frame.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

/// Two ships at one spot have no offset to be pushed apart along: they part along this direction, the
/// ship of the smaller index this way, the other the opposite way (fleet/neighbour_push.cpp, in float).
constexpr glm::dvec3 kApartAtOneSpot{0.48, 0.6, 0.64};

/// The Sun and the planets (first, so that obstacle b is body b), the stations and the fixed
/// obstacles, at the step's start.
std::vector<Obstacle> obstaclesAt(const NavigationWorld& world) {
  std::vector<Obstacle> obstacles;
  const double jd = astro::julianDateOfSeconds(world.time);
  for (const world::Body& body : world.system.bodies) {
    obstacles.push_back({world.system.positionOf(body, jd), body.radius});
  }
  for (const world::Station& station : world.stations) {
    const world::StationPose pose = world::stationPose(world.system, station, world.time);
    obstacles.push_back({pose.position, world.stationTypes.type(station.type).radius});
  }
  obstacles.insert(obstacles.end(), world.obstacles.begin(), world.obstacles.end());
  return obstacles;
}

/// What a ship feels round it at the step's start.
struct Felt {
  SteeringSum steering;  ///< the pushes on it (fleet/steering.h)
  double separation = std::numeric_limits<double>::infinity();  ///< m: to the nearest ship it sees (surface)
  bool touchesStill = false;  ///< a still ship (of any fleet) is within 1.5 radii of its surface
  double onPath = std::numeric_limits<double>::infinity();  ///< m it can go before what it brakes for
  Blocker blocker;  ///< the nearest obstacle or still ship it is pulled into (fleet/steering.h: pullPast)
  bool pushedByShip = false;  ///< another ship pushes it
};

/// Whether a ship heading `heading` sees what lies along `to` (of length `distance`) within `view`.
bool inFieldOfView(FieldOfView view, const glm::dvec3& heading, const glm::dvec3& to, double distance) {
  return view == FieldOfView::Wide || glm::dot(heading, to) >= cosHalfAngle(view) * distance;
}

/// What ship i feels of ship j: the swarm rule's push between ships, as ship i's type says. It sees
/// ship j when their surfaces are nearer than its push range. Moving, it is pushed by the ships it
/// sees in its field of view or overlaps, and brakes for still ones in view as for an obstacle; still,
/// it is pushed only by the ships it overlaps and by moving ships within their radius of it.
void feelShip(const ShipCatalogue& types, const Ships& ships, std::uint32_t i, std::uint32_t j, const glm::dvec3& pull,
              Felt& felt) {
  const ShipType& own = types.type(ships.type[i]);
  const double otherRadius = types.type(ships.type[j]).radius;
  const glm::dvec3 away = ships.position[i] - ships.position[j];
  const double distance = glm::length(away);
  const double surface = distance - own.radius - otherRadius;
  if (surface >= own.steering.pushRangeRadii * own.radius) return;
  felt.separation = std::min(felt.separation, surface);
  const bool moving = ships.mode[i] == ShipMode::Moving, otherStill = ships.mode[j] != ShipMode::Moving;
  const bool seen =
      !moving || surface <= 0.0 || inFieldOfView(own.steering.fieldOfView, ships.heading[i], -away, distance);
  if (otherStill && surface <= 1.5 * own.radius) felt.touchesStill = true;
  if (otherStill && seen) {
    felt.onPath = std::min(felt.onPath, pathContactDistance(ships.position[i], ships.heading[i], own.radius,
                                                            ships.position[j], otherRadius));
  }
  // Pulled into a still ship it touches, seen or not (fleet/steering.h's pullPast).
  if (otherStill && moving && pulledInto(ships.position[i], pull, own.radius, ships.position[j], otherRadius)) {
    felt.blocker.note(ships.position[i], ships.position[j], otherRadius, own.radius);
  }
  // Still, it makes room for a moving ship within that ship's radius, as for one it overlaps.
  const bool makesRoom = !moving && !otherStill && surface < otherRadius;
  if (moving ? !seen : (surface >= 0.0 && !makesRoom)) return;
  felt.pushedByShip = true;
  const glm::dvec3 unitAway = distance > 0.0 ? away / distance : (j < i ? -kApartAtOneSpot : kApartAtOneSpot);
  const double push =
      own.steering.separationWeight / std::max(surface / own.radius, own.steering.minSurfaceDistanceRadii);
  felt.steering.addPushes(unitAway * push, 1, surface, unitAway);
}

/// What ship i, pulled along `pull`, feels of every obstacle and every other ship.
Felt feel(const ShipCatalogue& types, const std::vector<Obstacle>& obstacles, const Ships& ships, std::uint32_t i,
          const glm::dvec3& pull) {
  const ShipType& type = types.type(ships.type[i]);
  Felt felt{SteeringSum(type.steering, type.radius), std::numeric_limits<double>::infinity(), false,
            std::numeric_limits<double>::infinity(), Blocker{}};
  for (const Obstacle& o : obstacles) {
    felt.steering.addObstacle(ships.position[i], o.centre, o.radius);
    felt.onPath = std::min(felt.onPath, pathContactDistance(ships.position[i], ships.heading[i], type.radius,
                                                            o.centre, o.radius));
    if (pulledInto(ships.position[i], pull, type.radius, o.centre, o.radius)) {
      felt.blocker.note(ships.position[i], o.centre, o.radius, type.radius);
    }
  }
  for (std::uint32_t j = 0; j < ships.size(); ++j) {
    if (j != i) feelShip(types, ships, i, j, pull, felt);
  }
  return felt;
}

/// What a moving ship is after this step: its mode after it, and while still moving its pull (unit,
/// towards its fleet's aim), whether pushes boost the pull, and the speed it may go at.
struct Intent {
  ShipMode next = ShipMode::Moving;
  glm::dvec3 pull{0.0};
  bool boost = true;
  double speedLimit = 0.0;  ///< m/s
};

Intent decide(const Order& order, const FleetAims& aims, const std::vector<Obstacle>& obstacles, const ShipType& type,
              const Ships& ships, std::uint32_t i, const Felt& felt, double dt) {
  const glm::dvec3 x = ships.position[i];
  const std::uint32_t k = ships.fleet[i].value;
  const double distance = glm::length(aims.target[k] - x);
  // Some ships sent to its point (by any fleet) have arrived there.
  const bool gathering = fleet::gathering(aims, k);
  if (order.kind == Order::Kind::GoTo && order.ringPlace) {
    // The well takes a ship within its fleet's room of the fleet's place on a ring in, at any speed,
    // or one touching a still ship no further out than twice that.
    if (gathersHere(aims, k, distance, felt.touchesStill)) return {ShipMode::InWell};
  } else if (order.kind == Order::Kind::GoTo) {
    // The well catches a ship inside it, at any speed, coming from outside the planet.
    const Obstacle& planet = obstacles[order.body.value];
    const double fromCentre = glm::length(x - planet.centre);
    if (fromCentre <= aims.arrivalRadius[k] && fromCentre > planet.radius + type.radius) return {ShipMode::InWell};
  } else if (ships.speed[i] <= type.deceleration * dt &&
             (distance <= aims.arrivalRadius[k] ||
              (gathering && gathersHere(aims, k, distance, felt.touchesStill)))) {
    // Slow enough to stop within the step, at its point, or among the ships gathered there.
    return {ShipMode::Arrived};
  }
  Intent intent;
  const glm::dvec3 toAim = aims.aim[k] - x;
  if (glm::length(toAim) > 0.0) intent.pull = toAim / glm::length(toAim);
  // Against an obstacle or a still ship it is pulled steeply into, it is pulled past it instead.
  if (felt.blocker.blocked()) intent.pull = pullPast(intent.pull, felt.blocker.away);
  // Arriving among the ships gathered at its point, a ship is not pulled through them, and stops where it is.
  const bool arriving = headsForPoint(order) && distance <= aims.crowdRadius[k];
  intent.boost = !arriving;
  double speed = type.maxSpeed;
  if (headsForPoint(order)) {
    // Slow enough to stop half-way inside the arrival radius, relative to the point (a place on a turning
    // ring runs ahead at the ring's speed).
    speed = std::min(speed, aims.targetRingSpeed[k] +
                                brakingSpeedWithinTick(distance - 0.5 * aims.arrivalRadius[k], type.deceleration, dt));
  }
  if (arriving && gathering) speed = 0.0;
  // Slow enough to stop before what lies on its path.
  intent.speedLimit = std::min(speed, brakingSpeedWithinTick(felt.onPath, type.deceleration, dt));
  return intent;
}

/// `heading` turned towards `wanted` (unit, or zero for nowhere) by at most `maxAngle` rad, the
/// shortest way; from exactly opposite, towards kTurnAxisFromOpposite (or +x).
glm::dvec3 turnWithinLimit(const glm::dvec3& heading, const glm::dvec3& wanted, double maxAngle) {
  if (glm::dot(wanted, wanted) == 0.0) return heading;
  if (std::atan2(glm::length(glm::cross(heading, wanted)), glm::dot(heading, wanted)) <= maxAngle) return wanted;
  glm::dvec3 across = wanted - heading * glm::dot(heading, wanted);  // the way to turn, square to the heading
  across -= heading * glm::dot(heading, across);  // square once more: from nearly opposite the first cancels
  if (glm::length(across) <= 1e-12) {
    glm::dvec3 axis = glm::cross(heading, kTurnAxisFromOpposite);
    if (glm::length(axis) <= 1e-12) axis = glm::cross(heading, glm::dvec3(1.0, 0.0, 0.0));
    across = glm::cross(axis, heading);
  }
  return glm::normalize(heading * std::cos(maxAngle) + glm::normalize(across) * std::sin(maxAngle));
}

/// A moving ship turns towards the heading the rule wants within its turn-rate limit, changes speed
/// within its limits (slower while facing away, so that a turn is tight rather than a wide loop), and
/// moves.
void move(const ShipType& type, const Intent& intent, const Felt& felt, Ships& ships, std::uint32_t i, double dt) {
  const glm::dvec3 wanted = felt.steering.heading(intent.pull, intent.boost);
  const double wantedSpeed = intent.speedLimit * std::max(0.0, glm::dot(ships.heading[i], wanted));
  ships.heading[i] = turnWithinLimit(ships.heading[i], wanted, type.turnRateAt(ships.speed[i]) * dt);
  ships.speed[i] = approachSpeed(ships.speed[i], wantedSpeed, type.acceleration, type.deceleration, dt);
  ships.position[i] += ships.heading[i] * (ships.speed[i] * dt);
}

/// A still ship (idle, arrived or in a well) holds still, so that a fleet at rest does not push itself
/// about; only one another ship pushes (one it overlaps, or a moving one within its radius) drifts
/// away, slowly, along the pushes on it, keeping its heading, and never out of its well.
void holdOrDrift(const NavigationWorld& world, const ShipType& type, const Felt& felt, Ships& ships, std::uint32_t i,
                 double dt) {
  ships.speed[i] = 0.0;
  const glm::dvec3 push = felt.steering.push();
  if (!felt.pushedByShip || glm::dot(push, push) == 0.0) return;
  const glm::dvec3 drift = glm::normalize(push) * (kDriftSpeedFraction * type.maxSpeed * dt);
  if (ships.mode[i] != ShipMode::InWell) {
    ships.position[i] += drift;
  } else if (mayDriftTo(world.system.body(ships.wellPlanet[i]), ships.wellOffset[i], ships.wellOffset[i] + drift)) {
    ships.wellOffset[i] += drift;
  }
}

/// Ship i, which was at `start`, stops in the well of `planet`, keeping its offset from it from now on.
void enterWell(const Ships& start, std::uint32_t i, world::BodyId planet, const glm::dvec3& planetAtStart,
               Ships& ships) {
  ships.mode[i] = ShipMode::InWell;
  ships.wellPlanet[i] = planet;
  ships.wellOffset[i] = start.position[i] - planetAtStart;
  ships.wellRing[i] = kNoRing;
}

/// Ship i of `fleets`, which was at `start` in the well frame `frame` (kNoFrame for none), after the
/// step. A still ship in a well's frame goes into the well; a moving ship that arrives in one stays
/// with its planet (fleet/well_frame.h).
void stepShip(const NavigationWorld& world, const FleetAims& aims, const std::vector<Obstacle>& obstacles,
              const WellFrames& wells, std::uint32_t frame, const Ships& start, std::uint32_t i, double dt,
              Fleets& fleets) {
  const ShipType& type = world.shipTypes.type(start.type[i]);
  const glm::dvec3 toAim = aims.aim[start.fleet[i].value] - start.position[i];
  const glm::dvec3 pull = glm::length(toAim) > 0.0 ? toAim / glm::length(toAim) : glm::dvec3(0.0);
  const Felt felt = feel(world.shipTypes, obstacles, start, i, pull);
  Ships& ships = fleets.ships;
  if (start.mode[i] != ShipMode::Moving) {
    if (frame != kNoFrame && start.mode[i] != ShipMode::InWell) {
      enterWell(start, i, wells.frames[frame].body, wells.frames[frame].start, ships);
    }
    holdOrDrift(world, type, felt, ships, i, dt);
    return;
  }
  const Order& order = fleets.fleets[start.fleet[i].value].order;
  const Intent intent = decide(order, aims, obstacles, type, start, i, felt, dt);
  ships.mode[i] = intent.next;
  if (intent.next == ShipMode::Moving) {
    move(type, intent, felt, ships, i, dt);
    return;
  }
  ships.speed[i] = 0.0;  // it came in slow enough to stop within the step, or the well caught it
  if (intent.next == ShipMode::InWell) {
    enterWell(start, i, order.body, obstacles[order.body.value].centre, ships);
    if (order.ringPlace) ships.wellRing[i] = order.ringPlace->ring;  // it rides its fleet's ring
  } else if (frame != kNoFrame) {
    enterWell(start, i, wells.frames[frame].body, wells.frames[frame].start, ships);
  }
}

/// Overlapping ships are moved apart, each by half the overlap, in rounds of simultaneous moves
/// (fleet/contact.h): here every pair is tested, and each move rounded to whole kPartingUnit before it
/// is summed, as there (sums of rounded moves are exact, whatever their order).
void partOverlaps(const NavigationWorld& world, Ships& ships) {
  const auto rounded = [](const glm::dvec3& m) { return glm::round(m / kPartingUnit) * kPartingUnit; };
  for (int round = 0; round < kPartingRounds; ++round) {
    std::vector<glm::dvec3> shift(ships.size(), glm::dvec3(0.0));
    bool overlap = false;
    for (std::uint32_t i = 0; i < ships.size(); ++i) {
      for (std::uint32_t j = i + 1; j < ships.size(); ++j) {
        const glm::dvec3 move = partingMove(ships.position[i], world.shipTypes.type(ships.type[i]).radius,
                                            ships.position[j], world.shipTypes.type(ships.type[j]).radius, true);
        if (move == glm::dvec3(0.0)) continue;
        overlap = true;
        shift[i] += rounded(move);
        shift[j] -= rounded(move);
      }
    }
    if (!overlap) break;
    for (std::uint32_t i = 0; i < ships.size(); ++i) moveApart(world.system, ships, i, shift[i]);
  }
}

}  // namespace

void referenceStepFleets(const NavigationWorld& world, Fleets& fleets, double dt, std::int64_t tick) {
  const std::vector<Obstacle> obstacles = obstaclesAt(world);
  anchorPointsInWells(world.system, obstacles, fleets);  // the bodies come first among the obstacles
  placeOnRings(world, obstacles, fleets);
  FleetAims aims;
  aimFleets(world, fleets, aims);
  partOverlaps(world, fleets.ships);  // as the step starts: no ship sees another overlapping it
  const Ships start = fleets.ships;  // every ship feels the others where they were at the step's start
  // Every well's frame (fleet/well_frame.h).
  WellFrames wells;
  const double far = std::numeric_limits<double>::max();
  wells.gather(world.system, world.time, dt, obstacles, glm::dvec3(-far), glm::dvec3(far));
  std::vector<std::uint32_t> frameOf(start.size());
  for (std::uint32_t i = 0; i < start.size(); ++i) {
    frameOf[i] = wells.frameAt(start.position[i]);
    stepShip(world, aims, obstacles, wells, frameOf[i], start, i, dt, fleets);
  }
  // Ships in a well follow their planet to the end of the step; ships moving in a well's frame move
  // with its planet.
  Ships& ships = fleets.ships;
  const double end = astro::julianDateOfSeconds(world.time + dt);
  for (std::uint32_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] == ShipMode::Moving && frameOf[i] != kNoFrame) {
      ships.position[i] += wells.frames[frameOf[i]].end - wells.frames[frameOf[i]].start;
    }
    if (ships.mode[i] != ShipMode::InWell) continue;
    const world::Body& planet = world.system.body(ships.wellPlanet[i]);
    // A ship that rides a ring turns with it about the planet.
    if (ships.wellRing[i] != kNoRing) ships.wellOffset[i] = ringTurn(*planet.well, ships.wellRing[i], dt)(ships.wellOffset[i]);
    ships.position[i] = world.system.positionOf(planet, end) + ships.wellOffset[i];
  }
  partOverlaps(world, ships);
  // A fleet sent somewhere has arrived when none of its ships is still moving.
  for (Fleet& fleet : fleets.fleets) {
    if (fleet.order.kind == Order::Kind::Hold || fleet.lastArrivalTick >= 0) continue;
    bool any = false, moving = false;
    for (std::uint32_t i = 0; i < ships.size(); ++i) {
      if (!(ships.fleet[i] == fleet.id)) continue;
      any = true;
      moving = moving || ships.mode[i] == ShipMode::Moving;
    }
    if (any && !moving) fleet.lastArrivalTick = tick;
  }
}

}  // namespace perihelion::fleet
