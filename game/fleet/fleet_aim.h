// Where each fleet is heading in a step: its target (a point, or where a planet will be when its
// leading ship gets there), the radii within which its ships have arrived, and, when another fleet comes
// head-on, a point beside it to pass by. Fleet-level work, once per fleet and step, in plain
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
  /// m: the ball that every ship sent to its point (by any fleet) fills when gathered there; within
  /// it, touching a still ship is arriving.
  std::vector<double> crowdRadius;
  /// m/s: how fast the target goes round its planet: a place on a turning ring's (fleet/ring_place.h),
  /// 0 for any other. A ship chasing it brakes relative to it: this faster than it would for a still point.
  std::vector<double> targetRingSpeed;
  std::vector<std::uint32_t> ships;         ///< ships in each fleet
  std::vector<std::uint32_t> arrivedShips;  ///< of them, arrived (at their point, or in a well)
  /// Ships of every fleet sent to the same point (its own included) that have arrived there: once any
  /// has, the point is taken and the rest gather round whoever holds it, so fleets that converge all
  /// arrive.
  std::vector<std::uint32_t> gatheredShips;
  // Of each fleet's moving ships, while aiming: the sum of their positions, how many, the slowest top
  // speed and the largest radius. Kept here so that their memory is kept from step to step.
  std::vector<glm::dvec3> movingPositionSum;
  std::vector<double> movingShips, slowestSpeed, largestRadius;
  std::vector<double> crowdVolume;  ///< m^3: each fleet's ships gathered with a spacing of three radii
  /// Of each fleet sent to a planet, its moving ship nearest the planet (fleet_aim.cpp's
  /// aimAtPlanetsAhead), and that ship's squared distance to it.
  std::vector<glm::dvec3> lead;
  std::vector<double> leadDistance2;
};

/// Whether ships sent to fleet k's point (by any fleet) have begun to gather there.
inline bool gathering(const FleetAims& aims, std::size_t k) { return aims.gatheredShips[k] > 0; }

/// Whether a ship of fleet k, `distance` from its point and slow enough to stop, joins the ships
/// gathered there: inside the ball they fill, or touching a still ship (of any fleet, so that fleets
/// converging on one point all arrive, whoever holds it) no further out than twice that.
inline bool gathersHere(const FleetAims& aims, std::size_t k, double distance, bool touchesStill) {
  return distance <= aims.crowdRadius[k] || (touchesStill && distance <= 2.0 * aims.crowdRadius[k]);
}

/// Fills `aims` for the fleets at world.time.
void aimFleets(const NavigationWorld& world, const Fleets& fleets, FleetAims& aims);

/// The radius (m) within which a ship of radius r is at a point target: 1.5 times the sum of the ship's
/// and the target's radii (a point has none).
constexpr double arrivalRadius(double shipRadius, double targetRadius = 0.0) {
  return 1.5 * (shipRadius + targetRadius);
}

}  // namespace perihelion::fleet
