#include "fleet/fleet_aim.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "fleet/intercept.h"
#include "fleet/steering.h"

namespace perihelion::fleet {
namespace {

/// Counts each fleet's ships and those arrived, and sums what aiming needs of its moving ones.
void countShips(const NavigationWorld& world, const Fleets& fleets, FleetAims& aims) {
  const std::size_t n = fleets.fleets.size();
  aims.ships.assign(n, 0);
  aims.arrivedShips.assign(n, 0);
  aims.movingPositionSum.assign(n, glm::dvec3(0.0));
  aims.movingShips.assign(n, 0.0);
  aims.slowestSpeed.assign(n, std::numeric_limits<double>::infinity());
  aims.largestRadius.assign(n, 0.0);
  aims.crowdVolume.assign(n, 0.0);
  const Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const std::uint32_t k = ships.fleet[i].value;
    const ShipType& type = world.shipTypes.type(ships.type[i]);
    ++aims.ships[k];
    const double spacing = 3.0 * type.radius;
    aims.crowdVolume[k] += spacing * spacing * spacing;
    if (hasArrived(ships.mode[i])) ++aims.arrivedShips[k];  // in a well, when its point was in one
    if (ships.mode[i] != ShipMode::Moving) continue;
    aims.movingPositionSum[k] += ships.position[i];
    aims.movingShips[k] += 1.0;
    aims.slowestSpeed[k] = std::min(aims.slowestSpeed[k], type.maxSpeed);
    aims.largestRadius[k] = std::max(aims.largestRadius[k], type.radius);
  }
}

/// Fleets meeting head-on step aside as a whole, each away from the other (fleet/steering.h's
/// sideStepOf: the side comes from the meeting, not from a fixed direction, so that fleets meeting
/// along the ecliptic pole pass as those meeting in its plane do). Three radii of push range cannot turn a
/// ship closing at 140 km/s (it has a fraction of a second), so a fleet that sees another moving
/// fleet ahead, coming its way and in its lane, aims at a point beside it instead of at its target
/// until they have passed; each steps away from the other, so they pass side by side. Few fleets:
/// O(fleets^2).
void stepAside(const Fleets& fleets, FleetAims& aims) {
  const std::size_t n = fleets.fleets.size();
  const std::vector<double>& count = aims.movingShips;
  std::vector<glm::dvec3> centre(n, glm::dvec3(0.0)), way(n, glm::dvec3(0.0));
  std::vector<double> spread(n, 0.0);
  for (std::size_t k = 0; k < n; ++k) {
    if (count[k] == 0.0) continue;
    centre[k] = aims.movingPositionSum[k] / count[k];
    const glm::dvec3 d = aims.target[k] - centre[k];
    if (glm::dot(d, d) > 0.0) way[k] = glm::normalize(d);
  }
  aims.aim = aims.target;
  // The spread of each fleet is needed only when some two are coming each other's way.
  bool oncoming = false;
  for (std::size_t k = 0; k < n; ++k) {
    for (std::size_t other = k + 1; other < n; ++other) oncoming = oncoming || glm::dot(way[k], way[other]) <= -0.5;
  }
  if (!oncoming) return;
  // The largest squared distance first, one square root a fleet: the same as the largest distance.
  const Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] != ShipMode::Moving) continue;
    const std::uint32_t k = ships.fleet[i].value;
    const glm::dvec3 d = ships.position[i] - centre[k];
    spread[k] = std::max(spread[k], glm::dot(d, d));
  }
  for (double& r : spread) r = std::sqrt(r);
  for (std::size_t k = 0; k < n; ++k) {
    if (count[k] == 0.0 || glm::dot(way[k], way[k]) == 0.0) continue;
    for (std::size_t other = 0; other < n; ++other) {
      if (other == k || count[other] == 0.0 || glm::dot(way[k], way[other]) > -0.5) continue;  // not oncoming
      const glm::dvec3 d = centre[other] - centre[k];
      const double ahead = glm::dot(d, way[k]);
      const double lane = spread[k] + spread[other];
      // A minute of closing.
      const double lookahead = 60.0 * (aims.slowestSpeed[k] + aims.slowestSpeed[other]) + 2.0 * lane;
      if (ahead <= 0.0 || ahead > lookahead || glm::length(d - way[k] * ahead) > lane * 1.5) continue;
      if (ahead > glm::length(aims.target[k] - centre[k])) continue;  // it is beyond our target
      const double apart = glm::length(d);
      const glm::dvec3 side = sideStepOf(way[k], apart > 0.0 ? -d / apart : -way[k]);
      aims.aim[k] = centre[k] + way[k] * ahead + side * (1.5 * lane);
    }
  }
}

/// Fleets sent to one point share it: each fleet's crowd radius holds every ship sent there, and its
/// gathered ships are all those arrived there. Two fleets share a point when each one's ball reaches
/// the other's point. Only fleets still on their way need this: O(moving fleets x fleets).
void sharePoints(const Fleets& fleets, FleetAims& aims) {
  const std::size_t n = fleets.fleets.size();
  std::vector<double> own(n, 0.0);
  for (std::size_t k = 0; k < n; ++k) own[k] = std::cbrt(aims.crowdVolume[k]);
  aims.gatheredShips.assign(n, 0);
  for (std::size_t k = 0; k < n; ++k) {
    if (!headsForPoint(fleets.fleets[k].order) || aims.movingShips[k] == 0.0) continue;
    double volume = 0.0;
    std::uint32_t gathered = 0;
    for (std::size_t m = 0; m < n; ++m) {
      if (!headsForPoint(fleets.fleets[m].order)) continue;
      const double reach = own[k] + own[m] + aims.arrivalRadius[k] + aims.arrivalRadius[m];
      const glm::dvec3 apart = aims.target[m] - aims.target[k];
      if (m != k && glm::dot(apart, apart) > reach * reach) continue;
      volume += aims.crowdVolume[m];
      gathered += aims.arrivedShips[m];
    }
    aims.crowdRadius[k] = aims.arrivalRadius[k] + std::cbrt(volume);
    aims.gatheredShips[k] = gathered;
  }
}

/// A fleet sent to a planet aims where the planet will be when its leading ship (the moving one nearest
/// the planet now; the first in id order of equals) gets there. Aimed from the fleet's centre instead, a
/// fleet strung out along its way (ships sent after it from the shipyard) sent its leaders to where
/// the planet would be when the stragglers came, days ahead of the planet: they milled about that
/// point, and went with it as it slid back towards the planet. The stragglers, aimed at a place the
/// planet is about to reach, close on it as it moves, and aim anew once the leaders are in the well.
/// `aims.target` holds each such fleet's planet now. One pass over the ships, one intercept a fleet.
void aimAtPlanetsAhead(const NavigationWorld& world, const Fleets& fleets, FleetAims& aims) {
  const std::size_t n = fleets.fleets.size();
  const auto headsForPlanet = [&](std::size_t k) {
    const Order& order = fleets.fleets[k].order;
    return order.kind == Order::Kind::GoTo && !order.ringPlace && aims.movingShips[k] > 0.0;
  };
  std::vector<double>& nearest = aims.leadDistance2;
  nearest.assign(n, std::numeric_limits<double>::infinity());
  aims.lead.assign(n, glm::dvec3(0.0));
  const Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const std::uint32_t k = ships.fleet[i].value;
    if (ships.mode[i] != ShipMode::Moving || !headsForPlanet(k)) continue;
    const glm::dvec3 d = ships.position[i] - aims.target[k];
    const double d2 = glm::dot(d, d);
    if (d2 < nearest[k]) {
      nearest[k] = d2;
      aims.lead[k] = ships.position[i];
    }
  }
  for (std::size_t k = 0; k < n; ++k) {
    if (!headsForPlanet(k)) continue;
    const world::Body& body = world.system.body(fleets.fleets[k].order.body);
    const auto at = [&](double ahead) {
      return world.system.positionOf(body, astro::julianDateOfSeconds(world.time + ahead));
    };
    aims.target[k] = interceptOf(aims.lead[k], aims.slowestSpeed[k], at).point;
  }
}

}  // namespace

void aimFleets(const NavigationWorld& world, const Fleets& fleets, FleetAims& aims) {
  const std::size_t n = fleets.fleets.size();
  countShips(world, fleets, aims);
  aims.target.assign(n, glm::dvec3(0.0));
  aims.arrivalRadius.assign(n, 0.0);
  aims.crowdRadius.assign(n, 0.0);
  aims.targetRingSpeed.assign(n, 0.0);
  for (std::size_t k = 0; k < n; ++k) {
    const Order& order = fleets.fleets[k].order;
    const double largest = aims.largestRadius[k];
    if (order.kind == Order::Kind::MoveTo) {
      aims.target[k] = order.point;
      if (order.well) {
        const double jd = astro::julianDateOfSeconds(world.time);
        aims.target[k] = world.system.positionOf(world.system.body(*order.well), jd) + order.wellOffset;
      }
      aims.arrivalRadius[k] = arrivalRadius(largest);
    } else if (order.kind == Order::Kind::GoTo && order.ringPlace) {
      // Its place on a ring of the planet's well, where it is now (fleet/ring_place.h).
      const world::Body& body = world.system.body(order.body);
      aims.target[k] = world.system.positionOf(body, astro::julianDateOfSeconds(world.time)) +
                       well::offsetAt(*body.well, *order.ringPlace, world.time);
      aims.arrivalRadius[k] = arrivalRadius(largest);
      const well::Ring& ring = body.well->rings[order.ringPlace->ring];
      aims.targetRingSpeed[k] = ring.angularSpeed() * ring.radius;
    } else if (order.kind == Order::Kind::GoTo && aims.movingShips[k] > 0.0) {
      const world::Body& body = world.system.body(order.body);
      aims.target[k] = world.system.positionOf(body, astro::julianDateOfSeconds(world.time));  // for now
      aims.arrivalRadius[k] = body.well ? body.well->rings.back().radius : arrivalRadius(largest, body.radius);
    }
  }
  aimAtPlanetsAhead(world, fleets, aims);
  // The ships gathered round a point fill a ball of about the crowd radius (a spacing of three radii):
  // a ship touching one of them inside it has arrived too.
  sharePoints(fleets, aims);
  stepAside(fleets, aims);
}

}  // namespace perihelion::fleet
