// Whether a navigation step was short enough. The swarm rule sees what is within a few radii of a
// ship (its push range) at the step's start; a ship that moves further than that, relative to
// something near it, within one step can pass through it unseen. At the game's default rate a tick is
// 7,200 s and a frigate covers 7,900 km in one of its 64 steps against a push range of 60 km.
//
// So every step is measured after it is taken (as an adaptive ODE solver measures its error): for each
// group of ships moving together (a fleet's ships in one well's frame, or in open space), how far its
// ships moved relative to the group as a whole, to the other groups and to the obstacles (Sun, planets,
// stations, asteroids and the ships that ride a ring, each with its own motion: a rider does not steer,
// it turns with its ring as a station does) that came within reach of it during the step, over
// the push range of its ships. A step whose measure exceeds 1 is taken again as two halves
// (sim/tick.cpp), down to kFinestStepDepth halvings. Ships cruising apart, or together in formation,
// keep long steps; ships that meet anything moving relative to them get steps no longer than their push
// range at that relative speed. The groups are bounded as balls (centre, radius, mean displacement and
// the largest departure from it), which overestimates, never under-, what any two ships can close; where
// that bound is over 1 the step is measured again ship by ship (the pairs whose straight paths over the
// step come within reach), so that a fleet spread through a well is halved only for what its ships come
// near, not for every rider inside its ball.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "fleet/fleet_step.h"
#include "fleet/navigation_world.h"

namespace perihelion::fleet {

/// How many times a navigation step may be halved: 1,024 parts of a step (0.11 s of a 112 s step).
inline constexpr int kFinestStepDepth = 10;

/// Buffers kept from step to step.
struct SoundnessScratch {
  std::vector<std::uint32_t> groupOf;  ///< by ship
  std::vector<std::uint32_t> members;  ///< the groups' ships, group after group, each in id order
  std::vector<std::uint32_t> first;    ///< by group (and one past the last): where its ships start in members
  std::vector<std::uint32_t> filled;   ///< by group, while members is filled
  struct Group {
    glm::dvec3 centre{0.0}, move{0.0};  ///< sums while gathering, then means
    double radius = 0.0, departure = 0.0, pushRange = 0.0, reach = 0.0;
    std::uint32_t ships = 0;
  };
  std::vector<Group> groups;
  /// The ships that ride a ring in one well, as one ball round the planet's place at the step's start.
  struct RiderBall {
    double radius = 0.0;  ///< m: holds every rider there, with its move over the step and its grown radius
    bool riders = false;
    std::vector<std::uint32_t> reached;  ///< the groups that may come within reach of it
  };
  std::vector<RiderBall> riderBalls;  ///< by body
  std::vector<std::optional<glm::dvec3>> bodyAtEnd;  ///< by body, worked out when needed
};

/// What a navigation step changes of the fleets, kept so that a step can be taken again: the ships'
/// motion and modes, and the fleets' orders (a point a well took in) and arrivals.
struct NavigationSnapshot {
  std::vector<glm::dvec3> position, heading, wellOffset;
  std::vector<double> speed;
  std::vector<ShipMode> mode;
  std::vector<world::BodyId> wellPlanet;
  std::vector<std::uint32_t> wellRing;
  std::vector<Order> orders;
  std::vector<std::int64_t> lastArrivalTick;

  void take(const Fleets& fleets);
  void restore(Fleets& fleets) const;
};

/// The step that took the fleets from `before` (the ships' positions at its start) to where they are
/// now, dt from world.time, with `step` the scratch it used: the largest relative move of a ship that
/// had anything within reach, over its push range (see above); 0 when no ship had anything in reach.
double stepOverPushRange(const NavigationWorld& world, std::span<const glm::dvec3> before, const Fleets& after,
                         double dt, const StepScratch& step, SoundnessScratch& scratch);

}  // namespace perihelion::fleet
