// Fog of war: what each player has seen. A player sees an enemy ship, station or planet while it is
// within the sensor range of something they own: a ship (ship type's sensor_km), a working station
// (station type's sensor_km) or a planet they hold (the rules' sensor_km for it). What leaves sight
// stays in the player's memory as a ghost, at its last known place and time, until the player looks
// at that place again and it is not there, or, for a ship, until the rules' ship_ghost_hours have
// passed (data/rules.json). The desktop draws only this, and a computer player
// (ai/player_view.h) knows only this: hidden state never reaches either.
//
// Kept in GameState, so it is saved, hashed and the same on every run. Updated at the end of every
// tick of a game with players (sim/tick.h), from the positions at the tick's end.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "world/combat_state.h"
#include "world/player_id.h"
#include "world/solar_system.h"

namespace perihelion::sim {

struct GameState;
struct Rules;

/// An enemy ship or station as a player last saw it.
struct Sighting {
  world::TargetRef what;  ///< Ship (a ShipId's value) or Station (a StationId's value)
  world::PlayerId owner = world::kNobody;
  std::uint32_t type = 0;         ///< its ship or station type id
  fleet::FleetId fleet{0};        ///< a ship's fleet
  std::optional<world::BodyId> planet;  ///< a station's planet; the well a ship was in, if any
  glm::dvec3 position{0.0};       ///< heliocentric, m, when last seen
  /// From its planet's centre, m, when last seen (with `planet`): a ghost in a well stays in the well
  /// as the planet moves on, and is looked for there.
  glm::dvec3 offset{0.0};
  double seenAt = 0.0;            ///< TT seconds since J2000.0
  bool built = true;              ///< a station: working when last seen
};

/// What a player knows of a body: who held it when they last saw it.
struct BodyIntel {
  world::PlayerId owner = world::kNobody;
  double seenAt = -std::numeric_limits<double>::infinity();  ///< never seen: -inf

  bool everSeen() const { return seenAt > -std::numeric_limits<double>::infinity(); }
};

struct PlayerSight {
  /// Enemy ships and stations seen now (seenAt == the state's time) or remembered (ghosts), ordered
  /// by kind then id.
  std::vector<Sighting> sightings;
  std::vector<BodyIntel> bodies;  ///< by body id
};

/// The state's time at which a sighting is current rather than a ghost.
inline bool seenNow(const Sighting& s, double now) { return s.seenAt == now; }

/// Updates every player's sight from the state at its time: what is within range now is seen (its
/// record made current), a ghost whose place is within range but not seen there is forgotten (the
/// place of one in a well: its offset from where the planet is now), and so is a ship's ghost older
/// than the rules' ship ghost life.
void updateSight(GameState& state, const Rules& rules);

}  // namespace perihelion::sim
