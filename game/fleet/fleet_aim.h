// Where each fleet is heading in a step: its target (a point, or where a planet will be when the
// fleet gets there), the radii within which its ships have arrived, and, when another fleet comes
// head-on, a point beside it to keep right. Fleet-level work, once per fleet and step, in plain
// double: the fast step (fleet/fleet_step.h) and its statement (fleet/reference_step.h) both aim so.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "fleet/navigation_world.h"

namespace perihelion::fleet {

/// Where the fleets aim in a step, one entry per fleet (by FleetId).
struct FleetAims {
  std::vector<glm::dvec3> target;  ///< where each fleet is going (arrival is measured to it)
  std::vector<glm::dvec3> aim;     ///< where it pulls this step: the target, or beside an oncoming fleet
  std::vector<double> arrivalRadius;  ///< m: a ship this near its target has arrived
  std::vector<double> crowdRadius;    ///< m: within this of its point, touching a still ship is arriving
  std::vector<std::uint32_t> ships;         ///< ships in each fleet
  std::vector<std::uint32_t> arrivedShips;  ///< of them, at their point
  // Of each fleet's moving ships, while aiming: the sum of their positions, how many, the slowest top
  // speed and the largest radius. Kept here so that their memory is kept from step to step.
  std::vector<glm::dvec3> movingPositionSum;
  std::vector<double> movingShips, slowestSpeed, largestRadius;
};

/// Fills `aims` for the fleets at world.time.
void aimFleets(const NavigationWorld& world, const Fleets& fleets, FleetAims& aims);

/// The radius (m) within which a ship of radius r is at a point target: 1.5 times the sum of the ship's
/// and the target's radii (a point has none).
constexpr double arrivalRadius(double shipRadius, double targetRadius = 0.0) {
  return 1.5 * (shipRadius + targetRadius);
}

}  // namespace perihelion::fleet
