// One step of fleet navigation: every moving ship steers by the swarm rule (fleet/steering.h) against
// the Sun, the planets, the stations, the fixed obstacles and the other ships, then turns and speeds
// up or brakes within its limits. Deterministic: ships are visited in id order, every wanted heading
// is worked out from the positions at the start of the step before any ship moves, and nothing
// depends on addresses or on timing.
//
// This is the fast step. The same rule written plainly, every pair in double, is
// fleet/reference_step.h: read that first. stepFleets goes in phases (fleet/fleet_step.cpp): aim the
// fleets (fleet/fleet_aim.h); gather the obstacles; find the neighbours (a kept neighbour list,
// fleet/neighbour_list.h); feel their pushes (four partners at a time in float,
// fleet/neighbour_push.h); decide what each ship is after; move (four ships at a time in double
// lanes, fleet/ship_lanes.h); follow the wells; mark the fleets' arrivals.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "fleet/ring_place.h"
#include "fleet/contact.h"
#include "fleet/crowd.h"
#include "fleet/fleet_aim.h"
#include "fleet/fleet_state.h"
#include "fleet/navigation_world.h"
#include "fleet/neighbour_list.h"
#include "fleet/neighbour_push.h"
#include "fleet/ship_lanes.h"
#include "fleet/spatial_grid.h"
#include "fleet/steering.h"
#include "fleet/well_frame.h"

namespace perihelion::fleet {

/// What a ship saw in a step, for the headless report: the smallest surface distances (m) to an
/// obstacle (Sun, planet, station, fixed obstacle) and to another ship within its push range (+inf
/// when none is in range; the Sun and planets are always measured).
struct ShipObservation {
  double clearance = std::numeric_limits<double>::infinity();
  double separation = std::numeric_limits<double>::infinity();
};

/// What a ship is after in a step: moving, what it steers by (its wanted heading and speed are worked
/// out from these, fleet/ship_lanes.h); still, the way it drifts, if at all.
struct ShipIntent {
  ShipMode next = ShipMode::Moving;  ///< its mode after the step
  glm::dvec3 pull{0.0};  ///< moving: unit, towards where its fleet aims
  bool boost = true;     ///< moving: whether pushes boost the pull (fleet/steering.h)
  double speedLimit = 0.0;  ///< moving: m/s, to stop in time at its point and before what is in its way
  glm::dvec3 driftDirection{0.0};  ///< still: unit, the way it drifts out of an overlap, or zero for none
  double driftSpeed = 0.0;          ///< still: m/s, how fast it drifts
};

/// Buffers kept from step to step, so that what grows with the number of ships and obstacles is not
/// allocated anew each step (the few per-fleet and per-type vectors still are).
struct StepScratch {
  /// Find neighbouring ships by testing every pair, every step (the neighbour list made anew each
  /// step by testing every later ship), instead of through the grid and a kept list: O(n^2), for the
  /// benchmark's comparison and the tests only.
  bool bruteForceNeighbours = false;
  /// The instructions the step's vector code runs with: the same bits with any (the tests run each);
  /// one this processor does not run is taken as SSE2 (fleet/vector_code.h).
  VectorCode vectorCode = fastestVectorCode();
  /// Move every moving ship with the one-ship functions (fleet/fleet_step.cpp's moveOne) rather than
  /// four at a time in lanes: for the test that the two give the same bits.
  bool moveOneByOne = false;
  NeighbourList neighbours;  ///< the pairs of ships near one another, kept while they stay near
  SpatialGrid obstacleGrid;
  std::vector<Obstacle> bodies;        ///< Sun and planets at the tick's time
  /// Those whose place at the step's end was needed (followed by ships, or with a frame), at that end.
  std::vector<std::optional<glm::dvec3>> bodiesAtEnd;
  std::vector<std::optional<RingTurn>> ringTurns;  ///< by body id * well::kMaxRings + ring, this step's
  std::vector<std::uint32_t> nearBodies;  ///< those close enough to the ships to matter this tick
  WellFrames wells;  ///< the wells whose frames meet the box round the ships (fleet/well_frame.h)
  std::vector<std::uint32_t> frameOf;  ///< by ship: the frame (in wells) it is in at the step's start, or kNoFrame
  std::vector<Obstacle> smallObstacles;  ///< stations and fixed obstacles
  std::vector<glm::dvec3> obstacleCentres;  ///< their centres, for the obstacle grid
  // In the neighbour list's order (slot): each ship as its neighbours see it, and what they do to it.
  std::vector<NeighbourShip> typeShips;  ///< by ship type: what depends on the type alone
  std::vector<NeighbourShip> slotShips;
  std::vector<NeighbourPushes> slotPushes;
  std::vector<SteeringSum> steering;  ///< a block of ships' steering sums
  std::vector<ShipIntent> intents;    ///< and what they are after
  std::vector<std::uint32_t> movers;  ///< of them, those still moving after the tick
  std::vector<MoverLanes> moverLanes;  ///< and those four to a group
  FleetAims aims;  ///< where each fleet is heading (fleet/fleet_aim.h)
  PartingScratch parting;  ///< for parting overlapping ships (fleet/contact.h)
  CrowdScratch crowd;  ///< for spreading a crowd at one point (fleet/crowd.h)
  std::vector<std::uint8_t> fleetStillMoving;  ///< by fleet: whether any of its ships is still moving
  std::vector<std::uint8_t> typePresent;  ///< by ship type: whether any ship is of it
};

/// Advances every fleet from world.time by dt seconds. `tick` is recorded as a fleet's last arrival
/// tick. When `observations` is given it is filled, one per ship.
void stepFleets(const NavigationWorld& world, Fleets& fleets, double dt, std::int64_t tick, StepScratch& scratch,
                std::vector<ShipObservation>* observations = nullptr);

/// How many navigation steps a game tick of `tickSeconds` takes: enough that none is longer than
/// `maxStepSeconds`, but at most `maxSteps` (at fast time rates steps grow longer instead, and the
/// avoidance coarser: braking for obstacles stays exact per step, pushes see less).
inline int navigationSteps(double tickSeconds, double maxStepSeconds, int maxSteps) {
  if (!(tickSeconds > 0.0)) return 0;
  const double wanted = std::ceil(tickSeconds / maxStepSeconds);
  return wanted >= maxSteps ? maxSteps : std::max(1, static_cast<int>(wanted));
}

/// The longest navigation step (s) that keeps the swarm rule sound for the ships present: none
/// moves further in a step than its push range (pushRangeRadii radii at top speed), so no neighbour
/// can be crossed unseen. +inf when there are no ships, or none is moving (then one step will do).
double longestNavigationStep(const ShipCatalogue& types, const Ships& ships);

}  // namespace perihelion::fleet
