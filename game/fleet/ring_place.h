// Fleets ride the rings of a well, as stations do. A fleet sent to a planet takes a place on one ring
// of its well once its ships come within the well's frame (fleet/well_frame.h): the innermost ring
// that takes its largest ship's size class ("small structures stand the fast inner rings"), at the
// phase nearest its ships, moved along the ring clear of the stations on it. The place is a
// well::RingPosition, so it goes round with the ring exactly as a station would; the ships steer to it
// and the well takes each one in as it comes within the fleet's room of the place (at any speed, a
// rule of the game). From then on a ship turns with its ring about the planet (the outermost ring holds
// still); ships on one ring turn together, so they keep their places among themselves and beside the
// ring's stations. A fleet sent to a point inside a well's outermost ring takes a place on the ring
// nearest the point instead. Any order that moves the fleet releases its ships from the ring.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "fleet/navigation_world.h"
#include "well/gravity_well.h"

namespace perihelion::fleet {

/// The ring a fleet whose largest ship is of class `size` rides: the innermost that takes the class,
/// or the outermost when none does (a comet's small well has no ring for a battleship).
std::uint32_t ringFor(const well::GravityWell& well, well::SizeClass size);

/// The phase (rad) on ring `ring` of `planet`'s well at time t nearest `phase`, such that a ball of
/// `room` (m) round that point of the ring clears every station on the ring: the phase itself when it
/// is clear, else the nearest clear one either way (the forward one on a tie). Stations on a ring turn
/// with it, so a place clear now stays clear. Returns `phase` when no phase is clear.
double clearPhase(const NavigationWorld& world, const world::Body& planet, std::uint32_t ring, double phase,
                  double room, double t);

/// Gives every fleet going to a planet a place on a ring of its well, once one of its moving ships is
/// within the well's frame; `bodies` are where the bodies are at world.time, by body id.
void placeOnRings(const NavigationWorld& world, std::span<const Obstacle> bodies, Fleets& fleets);

/// A fleet sent to `point` (heliocentric, m): when the point lies within the outermost ring of a well
/// (its planet where it is at world.time), an order to go to that planet with a place already taken on
/// the ring nearest the point that takes the fleet's largest size class (the outermost when none does),
/// at the point's phase, clear of the ring's stations; otherwise nothing (the point is in open space).
std::optional<Order> rideFromPoint(const NavigationWorld& world, const Fleets& fleets, FleetId fleet,
                                   const glm::dvec3& point);

/// A ring's turn over a step, worked out once for every ship that rides it.
struct RingTurn {
  double cosine = 1.0, sine = 0.0;
  glm::dvec3 axis{0.0, 0.0, 1.0};  ///< the ring's normal
  /// An offset from the planet, turned with the ring (the same offset for a ring that does not turn).
  glm::dvec3 operator()(const glm::dvec3& offset) const;
};

/// The turn of ring `ring` of `well` over dt: its angular speed times dt about its normal.
RingTurn ringTurn(const well::GravityWell& well, std::uint32_t ring, double dt);

}  // namespace perihelion::fleet
