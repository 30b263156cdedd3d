// What the player at this desktop is shown of the others: the fog of war kept in the state
// (sim/sight.h). Enemy ships and stations are drawn, listed and pickable only while the player sees
// them; what left sight is drawn as a ghost where it was last seen (a fleet's ghosts as one marker), and
// a planet's holder is the one the player last saw. In the sandbox and in a game watched by nobody
// (no player at the desktop) everything is shown.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "sim/game_state.h"
#include "world/solar_system.h"

namespace perihelion::app {

class Fog {
 public:
  Fog() = default;  ///< no fog: everything shown
  Fog(const sim::GameState& state, world::PlayerId viewer);

  bool on() const { return on_; }
  /// Whether what `owner` has is shown only while seen: another player's, under the fog.
  bool hides(world::PlayerId owner) const { return on_ && owner != viewer_ && owner != world::kNobody; }
  /// Whether the ship at index i of the state's ships is shown.
  bool showsShip(const sim::GameState& state, std::size_t i) const;
  bool showsStation(world::StationId station, world::PlayerId owner) const;
  /// How many of a fleet's ships are shown (all of the viewer's and nobody's; of an enemy, those seen now).
  std::uint32_t shownOf(fleet::FleetId fleet) const;
  /// Who the viewer last saw holding a body (the holder now without fog).
  world::PlayerId holderOf(const sim::GameState& state, world::BodyId body) const;

 private:
  bool on_ = false;
  world::PlayerId viewer_ = world::kNobody;
  std::vector<std::uint32_t> shipsSeen_;     ///< ShipId values seen now, ascending
  std::vector<std::uint32_t> stationsSeen_;  ///< StationId values seen now, ascending
  std::vector<std::uint32_t> shownOfFleet_;  ///< by fleet id
};

/// An enemy fleet or station remembered where it was last seen.
struct Ghost {
  glm::dvec3 position{0.0};  ///< true heliocentric m at the time drawn (one in a well goes round with its planet)
  glm::dvec3 drawn{0.0};     ///< where it is drawn (render/drawn_space.h; the frame fills it in)
  world::PlayerId owner = world::kNobody;
  bool station = false;
  std::uint32_t count = 1;  ///< ships of the fleet remembered there
  double seenAt = 0.0;      ///< TT s since J2000.0
};

/// The viewer's ghosts at time t: one per remembered enemy fleet (at its ships' mean place) and one per
/// remembered station, in the order of the viewer's sightings.
std::vector<Ghost> ghostsOf(const sim::GameState& state, const world::SolarSystem& system, world::PlayerId viewer, double t);

}  // namespace perihelion::app
