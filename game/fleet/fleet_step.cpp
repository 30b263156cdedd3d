#include "fleet/fleet_step.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "fleet/fleet_aim.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

/// Ships sidestep to the right of their pull as seen from the north ecliptic pole.
const glm::dvec3 kUp{0.0, 0.0, 1.0};

/// An arrived ship overlapping another drifts apart at this fraction of its top speed.
constexpr double kDriftSpeedFraction = 0.02;

/// Two ships at one spot push each other apart along opposite directions, so they separate.
glm::dvec3 coincidentAway(std::size_t self, std::size_t other) {
  const glm::dvec3 d = glm::normalize(glm::dvec3(0.48, 0.6, 0.64));
  return self < other ? d : -d;
}

/// The ships within `radius` of `centre`, as slots of the grid's sorted order, through the grid or
/// by brute force when the scratch asks for it (the benchmark's all-pairs comparison).
template <class Visit>
void forEachShipNear(const StepScratch& s, const glm::dvec3& centre, double radius, Visit&& visit) {
  if (!s.bruteForceNeighbours) {
    s.shipGrid.forEachSlotNear(centre, radius, visit);
    return;
  }
  const double r2 = radius * radius;
  for (std::uint32_t slot = 0; slot < s.slotShip.size(); ++slot) {
    const glm::dvec3 d = s.shipGrid.pointAt(slot) - centre;
    if (glm::dot(d, d) <= r2) visit(slot);
  }
}

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

}  // namespace

void stepFleets(const NavigationData& data, world::GameState& state, double dt, std::int64_t tick, StepScratch& s,
                std::vector<ShipObservation>* observations) {
  Ships& ships = state.fleets.ships;
  const std::size_t n = ships.size();
  aimFleets(data, state, s);
  double largestObstacle = 0.0;
  gatherObstacles(data, state, s, largestObstacle);

  // Every query must fit in one cell: the largest ship's reach (its radius and push range) plus the
  // largest radius on the other side; for obstacles also the longest way a ship needs to stop.
  // Only the types present count: one large type in the catalogue must not slow every query.
  std::vector<bool> present(data.shipTypes.types.size(), false);
  for (const ShipTypeId t : ships.type) present[t.value] = true;
  double shipReach = 0.0, largestShip = 0.0, stopping = 0.0;
  for (const ShipType& t : data.shipTypes.types) {
    if (!present[t.id.value]) continue;
    shipReach = std::max(shipReach, t.radius * (1.0 + t.steering.pushRangeRadii));
    largestShip = std::max(largestShip, t.radius);
    stopping = std::max(stopping, t.maxSpeed * dt + t.maxSpeed * t.maxSpeed / (2.0 * t.deceleration) + 1.25 * t.radius);
  }
  const double shipCell = std::max(shipReach + largestShip, 1.0);
  const double obstacleCell = std::max(std::max(shipReach, stopping) + largestObstacle, 1.0);
  s.shipGrid.rebuild(ships.position, shipCell);
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

  s.typeRadius.resize(data.shipTypes.types.size());
  for (const ShipType& t : data.shipTypes.types) s.typeRadius[t.id.value] = t.radius;
  const std::vector<std::uint32_t>& sorted = s.shipGrid.order();
  s.slotShip.assign(sorted.begin(), sorted.end());
  s.slotRadius.resize(n);
  s.slotMode.resize(n);
  s.slotFleet.resize(n);
  for (std::size_t slot = 0; slot < n; ++slot) {
    const std::uint32_t i = sorted[slot];
    s.slotRadius[slot] = s.typeRadius[ships.type[i].value];
    s.slotMode[slot] = ships.mode[i];
    s.slotFleet[slot] = ships.fleet[i].value;
  }
  s.wanted.assign(n, glm::dvec3(0.0));
  s.wantedSpeed.assign(n, 0.0);
  s.nextMode.assign(ships.mode.begin(), ships.mode.end());
  if (observations) observations->assign(n, ShipObservation{});

  // Pass 1: what every ship wants, from the positions at the start of the tick. Ships are visited
  // in the grid's cell order, so that consecutive queries read the same memory; each ship's result
  // depends only on the start-of-tick state, so the order changes nothing else.
  for (const std::uint32_t i : s.shipGrid.order()) {
    const ShipMode mode = ships.mode[i];
    const ShipType& type = data.shipTypes.type(ships.type[i]);
    const glm::dvec3 x = ships.position[i];
    const double r = type.radius;
    SteeringSum steer(type.steering, r);
    double onPath = std::numeric_limits<double>::infinity();  // distance to the first thing in the way
    const glm::dvec3 h = ships.heading[i];
    double clearance = std::numeric_limits<double>::infinity();
    double separation = std::numeric_limits<double>::infinity();

    if (observations) {
      for (const Obstacle& o : s.bodies) clearance = std::min(clearance, glm::length(x - o.centre) - o.radius - r);
    }
    for (const std::uint32_t b : s.nearBodies) {
      const Obstacle& o = s.bodies[b];
      steer.addObstacle(x, o.centre, o.radius, 1.0, glm::dvec3(0.0, 0.0, 1.0));
      onPath = std::min(onPath, pathContactDistance(x, h, r, o.centre, o.radius));
    }
    s.obstacleGrid.forEachNear(x, s.obstacleGrid.cellSize(), [&](std::uint32_t k) {
      const Obstacle& o = s.smallObstacles[k];
      clearance = std::min(clearance, glm::length(x - o.centre) - o.radius - r);
      steer.addObstacle(x, o.centre, o.radius, 1.0, glm::dvec3(0.0, 0.0, 1.0));
      onPath = std::min(onPath, pathContactDistance(x, h, r, o.centre, o.radius));
    });

    const std::uint32_t fleetIndex = ships.fleet[i].value;
    const double cosView = cosHalfAngle(type.steering.fieldOfView);
    bool touchesStillMate = false;
    // A moving ship looks as far as its push range; a still one only for ships touching it.
    const double lookFor = (mode == ShipMode::Moving ? r * (1.0 + type.steering.pushRangeRadii) : r) + largestShip;
    const bool moving = mode == ShipMode::Moving;
    forEachShipNear(s, x, lookFor, [&](std::uint32_t slot) {
      const std::uint32_t j = s.slotShip[slot];
      if (j == i) return;
      // Neighbours are read from copies in the grid's order: contiguous for neighbouring queries.
      const double otherRadius = s.slotRadius[slot];
      const glm::dvec3& other = s.shipGrid.pointAt(slot);
      const glm::dvec3 away = x - other;
      const double distance = std::sqrt(glm::dot(away, away));  // the one square root of a neighbour
      const double surface = distance - r - otherRadius;
      separation = std::min(separation, surface);
      const bool still = s.slotMode[slot] != ShipMode::Moving;
      // Within 1.5 radii: the rest point of one push against an unboosted pull is 1 radius.
      if (still && surface <= 1.5 * r && s.slotFleet[slot] == fleetIndex) touchesStillMate = true;
      // The field of view is for steering on the move; a ship at rest, or one already overlapping,
      // feels every neighbour, so that overlaps always clear.
      if (moving && surface > 0.0 && cosView > -1.0 && distance > 0.0 && -glm::dot(h, away) < cosView * distance) return;
      steer.addNeighbour(away, distance, otherRadius, type.steering.separationWeight, coincidentAway(i, j));
      // A ship standing still is braked for like an obstacle; moving ones give way by pushing.
      if (still) onPath = std::min(onPath, pathContactDistance(x, h, r, other, otherRadius));
    });
    if (observations) (*observations)[i] = {clearance, separation};

    if (!moving) {
      // Idle, arrived and in-well ships hold still, so that a fleet at rest does not push itself
      // about for ever; only a ship overlapping another drifts apart, slowly, keeping its heading.
      s.wanted[i] = separation < 0.0 && glm::dot(steer.push(), steer.push()) > 0.0 ? glm::normalize(steer.push())
                                                                               : glm::dvec3(0.0);
      s.wantedSpeed[i] = separation < 0.0 ? kDriftSpeedFraction * type.maxSpeed : 0.0;
      continue;
    }
    const Order& order = state.fleets.fleets[fleetIndex].order;
    const glm::dvec3 toTarget = s.fleetTarget[fleetIndex] - x;
    const glm::dvec3 toAim = s.fleetAim[fleetIndex] - x;
    const double distance = glm::length(toTarget);
    const double arriveWithin = s.fleetArrivalRadius[fleetIndex];
    // A ship arrives only once it is slow enough to stop within one tick: no stop is sharper than
    // its deceleration allows.
    const bool canStop = ships.speed[i] <= type.deceleration * dt;
    // How far it still has to go: braking aims half-way inside the arrival radius, so that a ship
    // stopping on the aim is inside it rather than on its edge.
    double toArrival = distance - 0.5 * arriveWithin;
    if (order.kind == Order::Kind::GoTo) {
      const Obstacle& planet = s.bodies[order.body.value];
      const double fromCentre = glm::length(x - planet.centre);
      toArrival = fromCentre - arriveWithin;
      // Into the well from outside the planet only: a ship that starts inside it first gets out. The
      // well captures a ship at any speed (a rule of the game, not of its engines): from then on it
      // moves with the planet, so it needs no braking to stay.
      if (fromCentre <= arriveWithin && fromCentre > planet.radius + r) {
        s.nextMode[i] = ShipMode::InWell;
        ships.wellPlanet[i] = order.body;
        ships.wellOffset[i] = x - planet.centre;
        continue;
      }
    } else if (canStop && (distance <= arriveWithin ||
                           (s.fleetArrivedShips[fleetIndex] > 0 &&
                            (distance <= s.fleetCrowdRadius[fleetIndex] || touchesStillMate)))) {
      // At the target; or, once the fleet has begun to gather there, stopped inside the ball its
      // ships fill or against one of them (as RTS units stop when their group has arrived, rather
      // than jostle for the exact point).
      s.nextMode[i] = ShipMode::Arrived;
      continue;
    }
    const double aimDistance = glm::length(toAim);
    const glm::dvec3 pull = aimDistance > 0.0 ? toAim / aimDistance : glm::dvec3(0.0);
    const bool arriving = order.kind == Order::Kind::MoveTo && distance <= s.fleetCrowdRadius[fleetIndex];
    s.wanted[i] = steer.heading(pull, kUp, !arriving);
    // Brake so as to arrive at a point slow enough to stop there.
    double speed = type.maxSpeed;
    if (order.kind == Order::Kind::MoveTo) speed = std::min(speed, brakingSpeedWithinTick(toArrival, type.deceleration, dt));
    // Inside the ball of a fleet that has begun to gather, stop where you are and be one of them.
    if (arriving && s.fleetArrivedShips[fleetIndex] > 0) speed = 0.0;
    // Never faster than the ship can stop before the nearest obstacle ahead (v^2 = 2 a d, keeping a
    // quarter radius), and slower while facing away, so that a turn is tight rather than a wide loop.
    speed = std::min(speed, brakingSpeedWithinTick(onPath, type.deceleration, dt));
    s.wantedSpeed[i] = speed * std::max(0.0, glm::dot(h, s.wanted[i]));
  }

  // Pass 2: turn, change speed and move, within each ship's limits.
  for (std::size_t i = 0; i < n; ++i) {
    ships.mode[i] = s.nextMode[i];
    const ShipType& type = data.shipTypes.type(ships.type[i]);
    if (ships.mode[i] != ShipMode::Moving) {
      // Arrived ships came in slow enough to stop within this tick; an overlapping one drifts.
      ships.speed[i] = 0.0;
      const glm::dvec3 drift = s.wanted[i] * (s.wantedSpeed[i] * dt);
      if (ships.mode[i] == ShipMode::InWell) {
        // Drifting apart never takes a ship out of its well.
        const double wellRadius = data.system.body(ships.wellPlanet[i]).well->rings.back().radius;
        const glm::dvec3 moved = ships.wellOffset[i] + drift;
        if (glm::length(moved) <= wellRadius) ships.wellOffset[i] = moved;
      } else {
        ships.position[i] += drift;
      }
      continue;
    }
    ships.heading[i] = turnTowards(ships.heading[i], s.wanted[i], type.turnRateAt(ships.speed[i]) * dt, kUp);
    ships.speed[i] = approachSpeed(ships.speed[i], s.wantedSpeed[i], type.acceleration, type.deceleration, dt);
    ships.position[i] += ships.heading[i] * (ships.speed[i] * dt);
  }

  // Ships in a well follow their planet to the end of the tick.
  const double end = state.time + dt;
  for (std::size_t i = 0; i < n; ++i) {
    if (ships.mode[i] != ShipMode::InWell) continue;
    const world::Body& planet = data.system.body(ships.wellPlanet[i]);
    ships.position[i] = data.system.positionOf(planet, astro::julianDateOfSeconds(end)) + ships.wellOffset[i];
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
