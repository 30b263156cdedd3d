#include "fleet/fleet_aim.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "fleet/intercept.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

/// Fleets meeting head-on keep to their right, as a whole. Three radii of push range cannot turn a
/// ship closing at 140 km/s (it has a fraction of a second), so a fleet that sees another moving
/// fleet ahead, coming its way and in its lane, aims at a point beside it instead of at its target
/// until they have passed; both go right, so they pass side by side. Few fleets: O(fleets^2).
void keepRight(const Fleets& f, const std::vector<glm::dvec3>& sum, const std::vector<double>& count,
               const std::vector<double>& slowest, StepScratch& s) {
  const std::size_t n = f.fleets.size();
  std::vector<glm::dvec3> centre(n, glm::dvec3(0.0)), way(n, glm::dvec3(0.0));
  std::vector<double> spread(n, 0.0);
  for (std::size_t k = 0; k < n; ++k) {
    if (count[k] == 0.0) continue;
    centre[k] = sum[k] / count[k];
    const glm::dvec3 d = s.fleetTarget[k] - centre[k];
    if (glm::dot(d, d) > 0.0) way[k] = glm::normalize(d);
  }
  s.fleetAim = s.fleetTarget;
  // The spread of each fleet is needed only when some two are coming each other's way.
  bool oncoming = false;
  for (std::size_t k = 0; k < n; ++k) {
    for (std::size_t m = k + 1; m < n; ++m) oncoming = oncoming || glm::dot(way[k], way[m]) <= -0.5;
  }
  if (!oncoming) return;
  // The largest squared distance first, one square root a fleet: the same as the largest distance.
  for (std::size_t i = 0; i < f.ships.size(); ++i) {
    if (f.ships.mode[i] != ShipMode::Moving) continue;
    const std::uint32_t k = f.ships.fleet[i].value;
    const glm::dvec3 d = f.ships.position[i] - centre[k];
    spread[k] = std::max(spread[k], glm::dot(d, d));
  }
  for (double& r : spread) r = std::sqrt(r);
  for (std::size_t k = 0; k < n; ++k) {
    if (count[k] == 0.0 || glm::dot(way[k], way[k]) == 0.0) continue;
    const glm::dvec3 right = glm::normalize(glm::cross(way[k], glm::dvec3(0.0, 0.0, 1.0)) +
                                            glm::dvec3(1e-9, 0.0, 0.0));  // never zero
    for (std::size_t m = 0; m < n; ++m) {
      if (m == k || count[m] == 0.0 || glm::dot(way[k], way[m]) > -0.5) continue;  // not oncoming
      const glm::dvec3 d = centre[m] - centre[k];
      const double ahead = glm::dot(d, way[k]);
      const double lane = spread[k] + spread[m];
      const double lookahead = 60.0 * (slowest[k] + slowest[m]) + 2.0 * lane;  // a minute of closing
      if (ahead <= 0.0 || ahead > lookahead || glm::length(d - way[k] * ahead) > lane * 1.5) continue;
      if (ahead > glm::length(s.fleetTarget[k] - centre[k])) continue;  // it is beyond our target
      s.fleetAim[k] = centre[k] + way[k] * ahead + right * (1.5 * lane);
    }
  }
}

/// Where each fleet is heading this tick and within what radius its ships have arrived.
}  // namespace

void aimFleets(const NavigationData& data, const world::GameState& state, StepScratch& s) {
  const Fleets& f = state.fleets;
  const std::size_t n = f.fleets.size();
  s.fleetTarget.assign(n, glm::dvec3(0.0));
  s.fleetArrivalRadius.assign(n, 0.0);
  s.fleetCrowdRadius.assign(n, 0.0);
  s.fleetShips.assign(n, 0);
  s.fleetArrivedShips.assign(n, 0);
  std::vector<glm::dvec3>& centroid = s.fleetCentroid;
  std::vector<double>&count = s.fleetMoving, &slowest = s.fleetSlowest, &largest = s.fleetLargest;
  centroid.assign(n, glm::dvec3(0.0));
  count.assign(n, 0.0);
  slowest.assign(n, std::numeric_limits<double>::infinity());
  largest.assign(n, 0.0);
  for (std::size_t i = 0; i < f.ships.size(); ++i) {
    const std::uint32_t k = f.ships.fleet[i].value;
    ++s.fleetShips[k];
    if (f.ships.mode[i] == ShipMode::Arrived) ++s.fleetArrivedShips[k];
    if (f.ships.mode[i] != ShipMode::Moving) continue;
    const ShipType& type = data.shipTypes.type(f.ships.type[i]);
    centroid[k] += f.ships.position[i];
    count[k] += 1.0;
    slowest[k] = std::min(slowest[k], type.maxSpeed);
    largest[k] = std::max(largest[k], type.radius);
  }
  for (std::size_t k = 0; k < n; ++k) {
    const Order& order = f.fleets[k].order;
    if (order.kind == Order::Kind::MoveTo) {
      s.fleetTarget[k] = order.point;
      s.fleetArrivalRadius[k] = arrivalRadius(largest[k]);
      // The ships of a fleet gathered round a point fill a ball of about this radius (spacing of
      // three radii): a ship touching one of them inside it has arrived too.
      s.fleetCrowdRadius[k] = s.fleetArrivalRadius[k] +
                              3.0 * largest[k] * std::cbrt(static_cast<double>(s.fleetShips[k]));
    } else if (order.kind == Order::Kind::GoTo && count[k] > 0.0) {
      const world::Body& body = data.system.body(order.body);
      const auto at = [&](double ahead) {
        return data.system.positionOf(body, astro::julianDateOfSeconds(state.time + ahead));
      };
      s.fleetTarget[k] = interceptOf(centroid[k] / count[k], slowest[k], at).point;
      s.fleetArrivalRadius[k] = body.well ? body.well->rings.back().radius : arrivalRadius(largest[k], body.radius);
    }
  }
  keepRight(f, centroid, count, slowest, s);
}


}  // namespace perihelion::fleet
